"""Veteran search speed: iterations per second, decision- and phase-time percentiles (one core).

    python bench/ai_bench.py [--games 2] [--budget 3.0] [--seed 0] [--ruleset 1e]

Plays Veteran against Private (the Veteran takes Moloch in even games, the Outpost in odd ones)
and times every Veteran decision, including the determinization and the final choice. The budget
is the thinking time of one phase (konwoj.ai.phase): a *phase* is a run of consecutive Veteran
decisions with no Private decision in between, and its time is the sum of its decisions' times.
Target (issue 19): phase p95 <= 3 s at the default setting.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai.tournament import percentile  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--budget", type=float, default=3.0)
    p.add_argument("--ruleset", default="1e")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    times, iters, search_time, searched = [], 0, 0.0, 0
    by_kind = {}
    phases, run = [], None      # run: the time of the Veteran phase in progress
    real = False                # did the run hold a real choice (two or more legal actions)?
    for g in range(args.games):
        s = new_game(seed=args.seed + g, ruleset=args.ruleset)
        vet_side = MOLOCH if g % 2 == 0 else OUTPOST
        vet = make_ai("veteran", seed=g, budget=args.budget)
        other = make_ai("private", seed=g + 1000)
        while not s.is_terminal():
            side = s.current_player
            if side != vet_side:
                if run is not None and real:
                    phases.append(run)
                run, real = None, False
                s.apply(other.choose(s))
                continue
            kind = s.decision_frame[0]
            real = real or len(s.legal_actions()) > 1
            t = time.perf_counter()
            a = vet.choose(s)
            dt = time.perf_counter() - t
            times.append(dt)
            run = dt if run is None else run + dt
            by_kind.setdefault(kind, []).append(dt)
            st = vet.stats
            iters += st.iterations
            search_time += st.seconds
            searched += 1
            s.apply(a)
        if run is not None and real:
            phases.append(run)
        run, real = None, False
        print(f"game {g}: veteran as {vet_side}, winner {s.winner}", flush=True)
    rate = iters / search_time if search_time else 0.0
    print(f"decisions: {len(times)}  iterations: {iters}  iterations/decision: {iters / max(1, searched):.0f}")
    for kind, ts in sorted(by_kind.items()):
        print(f"  {kind:16s} n={len(ts):4d} p50={percentile(ts, 0.5):.3f}s max={max(ts):.3f}s")
    print(f"search iterations/s: {rate:.0f}")
    print(f"phase time (budget {args.budget:.2f}s per phase, {len(phases)} phases): "
          f"p50={percentile(phases, 0.5):.3f}s p95={percentile(phases, 0.95):.3f}s "
          f"max={max(phases):.3f}s")
    print(f"decision time: p50={percentile(times, 0.5):.3f}s "
          f"p95={percentile(times, 0.95):.3f}s max={max(times):.3f}s")


if __name__ == "__main__":
    main()
