"""Konwój: the game window, plus headless sub-commands.

    konwoj                      open the game window      (or: python main.py, python -m konwoj)
    konwoj --load FILE          open a save or scenario directly
    konwoj simulate ...         random-vs-random games (rules engine)
    konwoj tournament ...       computer opponents against each other
    konwoj balance ...          self-play of equal players: how fair each edition is
    konwoj gallery OUT.png      every card face on one sheet
    konwoj screenshot ...       the table after K random actions, to a PNG
    konwoj analyse SAVE --side S  judge every decision of one side in a recorded game
    konwoj paths                where the game keeps its files and yours
    konwoj --version
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import sys

# sub-command -> module whose main(argv) runs it
SUBCOMMANDS = {
    "simulate": "konwoj.commands.simulate",
    "tournament": "konwoj.commands.tournament",
    "balance": "konwoj.commands.balance",
    "gallery": "konwoj.commands.gallery",
    "screenshot": "konwoj.commands.screenshot",
    "analyse": "konwoj.commands.analyse",
}


def paths() -> int:
    """Print where the shipped files are read from and where the player's files go."""
    from konwoj import logs, resources, saves
    from konwoj.play import card_overrides
    rows = [("shipped files", resources.root()), ("scenarios", resources.scenarios_dir()),
            ("saves", saves.saves_dir()), ("settings", resources.config_dir() / "settings.yaml"),
            ("card overrides", card_overrides.override_path()),
            ("crash reports", resources.log_dir()), ("log", logs.log_folder() / logs.LOG_NAME)]
    for name, where in rows:
        print(f"{name + ':':16} {where}")
    return 0


def dispatch(argv: list[str]) -> int:
    if argv and argv[0] in SUBCOMMANDS:
        module = importlib.import_module(SUBCOMMANDS[argv[0]])
        return int(module.main(argv[1:]) or 0)
    if argv and argv[0] == "paths":
        return paths()
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv and argv[0] == "--version":
        from konwoj import __version__
        print(f"konwoj {__version__}")
        return 0
    from konwoj import app
    return int(app.main(argv) or 0)


def main(argv: list[str] | None = None) -> int:
    """The ``konwoj`` command. An unexpected error writes a crash report (``konwoj.crash``) and
    returns 1; the autosave is left as the last finished phase wrote it."""
    multiprocessing.freeze_support()      # the standalone build starts the AI worker this way
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # stdout: what a command prints
    # the window's class / app id matches the desktop entry (packaging/konwoj.desktop)
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "konwoj")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "konwoj")
    argv = list(sys.argv[1:] if argv is None else argv)
    from konwoj import logs
    logs.setup()                          # the log file, stderr's one-line messages, faulthandler
    try:
        from konwoj.play import card_overrides
        card_overrides.install()          # the player's card overrides, handed to the rules
        return dispatch(argv)
    except Exception as exc:  # noqa: BLE001 - every crash is reported, then the process ends
        from konwoj import crash
        if argv and argv[0] in SUBCOMMANDS:      # a terminal command: the traceback too
            import traceback
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        crash.handle(exc, argv)
        return 1


if __name__ == "__main__":
    sys.exit(main())
