#!/usr/bin/env python3
"""Konwój: the game window, plus headless sub-commands.

    python main.py                      open the game window
    python main.py --load FILE          open a save or scenario directly
    python main.py simulate ...         random-vs-random games (rules engine)
    python main.py tournament ...       computer opponents against each other
    python main.py gallery OUT.png      every card face on one sheet
    python main.py screenshot ...       the table after K random actions, to a PNG
    python main.py analyse SAVE --side S  judge every decision of one side in a recorded game
"""
from __future__ import annotations

import importlib
import sys

# sub-command -> module whose main(argv) runs it
SUBCOMMANDS = {
    "simulate": "konwoj.simulate",
    "tournament": "konwoj.ai.tournament",
    "gallery": "konwoj.gallery",
    "screenshot": "konwoj.screenshot",
    "analyse": "konwoj.ai.analysis",
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        module = importlib.import_module(SUBCOMMANDS[argv[0]])
        return int(module.main(argv[1:]) or 0)
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    try:
        app = importlib.import_module("konwoj.app")
    except ModuleNotFoundError as exc:  # the window is not built yet: fall back to a headless game
        if exc.name != "konwoj.app":
            raise
        from konwoj import simulate
        return simulate.main(["--games", "1"])
    return int(app.main(argv) or 0)


if __name__ == "__main__":
    sys.exit(main())
