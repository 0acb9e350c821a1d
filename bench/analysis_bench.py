"""Post-game analysis speed: a whole game from the first-game scenario (saves/01-first-game.yaml),
played by two Private players, then analysed for one side at a time budget per decision.

    python bench/analysis_bench.py [--budget 0.25] [--side outpost] [--seed 1]
Prints the decisions judged, the wall time, seconds per decision and the overhead over the budget
(replaying the record and the extra iterations for the played move), then the analysis summary.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj import saves  # noqa: E402
from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai.analysis import analyse  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--budget", type=float, default=0.25)
    p.add_argument("--side", default="outpost")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    state = saves.load(saves.scenarios_dir() / "01-first-game.yaml")
    players = {"moloch": make_ai("private", seed=args.seed),
               "outpost": make_ai("private", seed=args.seed + 1)}
    while not state.is_terminal():
        state.apply(players[state.current_player].choose(state))
    print(f"game: {len(state.record)} actions, {state.battle} battles, winner {state.winner}")
    t0 = time.perf_counter()
    res = analyse(state.record, args.side, budget=args.budget, seed=args.seed)
    dt = time.perf_counter() - t0
    n = len(res.decisions)
    its = sum(d.iterations for d in res.decisions)
    print(f"analysis of {args.side} at budget {args.budget:g} s: {n} decisions in {dt:.1f} s "
          f"({dt / max(1, n):.3f} s/decision, overhead x{dt / max(1e-9, n * args.budget):.2f} over "
          f"the budget, {its / max(1, n):.0f} iterations/decision)")
    print(res.summary())


if __name__ == "__main__":
    main()
