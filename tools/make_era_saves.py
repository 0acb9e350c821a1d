"""Write four saves with the card values shipped now, before a new balance replaces them.

    python tools/make_era_saves.py tests/data/v1_saves

A balance change (issue 23, docs/rulings.md 7.2) must not break a player's games: a save names the
values it was played with and goes on with them. ``tests/saves/test_older_saves.py`` reads saves
written while each earlier balance shipped; run this at the commit *before* the new values land, so
that the folder holds games of the outgoing set: for each edition one finished game and one stopped
halfway, Private against Private, named ``COMMIT-EDITION-finished|unfinished.json``.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.rules import new_game  # noqa: E402
from konwoj.saves import storage  # noqa: E402

SEED = 31


def play(ruleset: str, stop_at: int | None):
    """A Private-against-Private game on deal SEED, stopped after ``stop_at`` actions (None: to
    its end)."""
    state = new_game(seed=SEED, ruleset=ruleset)
    ai = {side: make_ai("private", seed=SEED + i) for i, side in enumerate(("moloch", "outpost"))}
    n = 0
    while not state.is_terminal() and (stop_at is None or n < stop_at):
        state.apply(ai[state.current_player].choose(state))
        n += 1
    return state


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: make_era_saves.py FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(["git", "rev-parse", "--short=7", "HEAD"], capture_output=True,
                            text=True, check=True).stdout.strip()
    meta = {"mode": "solo", "human_sides": ["moloch"], "level": "private"}
    for ruleset in ("1e", "2e"):
        whole = play(ruleset, None)
        half = play(ruleset, len(whole.record) // 2)
        for name, state in (("finished", whole), ("unfinished", half)):
            path = folder / f"{commit}-{ruleset}-{name}.json"
            storage.save(state, path, meta)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
