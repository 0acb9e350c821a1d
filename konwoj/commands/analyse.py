"""``python main.py analyse SAVE.yaml --side outpost --budget 0.25``: the Veteran's search judges
every decision of one side in a recorded game (``konwoj.ai.analysis``)."""
from __future__ import annotations

import argparse
import math
import sys

from konwoj.ai import BUDGET_RANGE
from konwoj.ai.analysis import analyse
from konwoj.rules import SIDES
from konwoj.rules.record import RecordError


class _Parser(argparse.ArgumentParser):
    def error(self, message):            # one line, exit 2 (not argparse's usage block)
        print(f"main.py analyse: {message}", file=sys.stderr)
        raise SystemExit(2)


def _fail(msg: str) -> int:
    msg = " ".join(str(msg).split())      # one line, bounded
    print(f"main.py analyse: {msg[:400]}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    """``python main.py analyse SAVE.yaml --side outpost --budget 0.25``: one line per costly
    decision, then ``decisions=N mistakes=M worst_drop=D``."""
    p = _Parser(prog="main.py analyse",
                description="Judge every decision of one side in a saved game.")
    p.add_argument("save", help="a save file with a game record")
    p.add_argument("--side", required=True, help="moloch or outpost")
    p.add_argument("--budget", type=float, default=0.25, help="seconds of search per decision")
    p.add_argument("--threshold", type=float, default=0.1,
                   help="a drop in the chance to win from which a decision is a mistake")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--iterations", type=int, default=None,
                   help="search iterations per decision instead of a time budget (reproducible)")
    p.add_argument("--quiet", action="store_true", help="only the last line")
    a = p.parse_args(argv)
    if a.side not in SIDES:
        return _fail(f"--side must be moloch or outpost, not {a.side!r}")
    lo, hi = BUDGET_RANGE              # what the computer takes from any caller
    if not (math.isfinite(a.budget) and lo <= a.budget <= hi):
        return _fail(f"--budget must be a number of seconds from {lo:g} to {hi:g}")
    if not (math.isfinite(a.threshold) and 0 < a.threshold <= 1):
        return _fail("--threshold must be above 0 and at most 1")
    if a.iterations is not None and not 1 <= a.iterations <= 10 ** 6:
        return _fail("--iterations must be from 1 to 1000000")
    from konwoj import saves
    from konwoj.i18n import quote
    from konwoj.play.replay import checked_states
    if not a.save.strip():
        return _fail("the save file name is empty")
    try:
        state = saves.load(a.save)
    except saves.SaveError as exc:
        return _fail(str(exc))
    if state.record is None:
        return _fail(f"{a.save}: this save was written before games kept a record: "
                     "there is nothing to analyse")
    try:
        checked_states(state)            # the replay viewer's check: this game, whole
    except RecordError as exc:
        return _fail(f"{a.save}: {quote(str(exc), 200, repr_=False)}")
    except Exception as exc:  # noqa: BLE001 - a record the engine trips over
        return _fail(f"{a.save}: the game record does not replay "
                     f"({quote(f'{type(exc).__name__}: {exc}', 200, repr_=False)})")
    try:
        res = analyse(state.record, a.side, a.budget, a.seed, a.threshold, a.iterations)
    except RecordError as exc:
        return _fail(f"{a.save}: the game record does not replay ({exc})")
    except KeyboardInterrupt:
        return _fail("stopped")
    if not a.quiet:
        for d in sorted(res.mistakes, key=lambda d: d.step):
            print(d.line())
    print(res.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
