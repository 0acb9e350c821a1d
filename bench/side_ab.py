"""The Veteran on one side against Private, for A/B tests of the search (issue 19: the 2nd
edition's Outpost).

    python bench/side_ab.py [--games 100] [--seed 0] [--iters 200 | --budget 0.25] [--ruleset 2e]
                            [--side outpost] [--opts '{"c": 0.3}']

Only the games of ``--side`` are played (the other side's result is not in question), on deals
``seed .. seed+games-1``. With ``--iters`` every Veteran decision runs that many iterations
(``max_iterations``: the figure does not depend on the machine's load); ``--opts`` are more
options of ``make_ai`` (e.g. the exploration constant ``c``). Prints one line a game and, last, the
wins as a 0/1 string (for pairing deals across runs) and the rate with its 95% interval.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai.tournament import wilson  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=float, default=0.25, help="seconds per phase (without --iters)")
    p.add_argument("--iters", type=int, default=None, help="iterations per decision")
    p.add_argument("--ruleset", default="2e")
    p.add_argument("--side", choices=(MOLOCH, OUTPOST), default=OUTPOST)
    p.add_argument("--opts", default="{}", help="more make_ai options, as JSON")
    a = p.parse_args()
    opts = json.loads(a.opts)
    if a.iters:
        opts["max_iterations"] = a.iters
    t0 = time.time()
    wins = []
    for g in range(a.games):
        seed = a.seed + g
        s = new_game(seed=seed, ruleset=a.ruleset)
        vet = make_ai("veteran", seed=seed * 2 + 2, budget=a.budget, **opts)
        pri = make_ai("private", seed=seed * 2 + 1, budget=a.budget)
        n = 0
        while not s.is_terminal():
            s.apply((vet if s.current_player == a.side else pri).choose(s))
            n += 1
            if n > 20000:
                raise RuntimeError(f"deal {seed} did not end")
        wins.append(s.winner == a.side)
        print(f"deal {seed}: {'won' if wins[-1] else 'lost'} ({s.end_reason}, {n} actions)", flush=True)
    w = sum(wins)
    lo, hi = wilson(w, len(wins))
    print("wins:", "".join("1" if x else "0" for x in wins))
    print(f"side={a.side} ruleset={a.ruleset} opts={a.opts} iters={a.iters} budget={a.budget} "
          f"games={len(wins)} wins={w} rate={w / len(wins):.3f} ci95={lo:.3f}-{hi:.3f} "
          f"time={time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
