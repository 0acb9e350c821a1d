"""Rules engine speed: full random games per second, and median microseconds for legal_actions,
apply and clone (one core).

    python bench/rules_bench.py [--games 200]
Targets: >= 60 full random games/s, clone < 50 us.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.rules import new_game  # noqa: E402
from konwoj.simulate import play_random_game  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    args = p.parse_args()
    t0 = time.perf_counter()
    actions = 0
    for seed in range(args.games):
        _, n = play_random_game(seed)
        actions += n
    dt = time.perf_counter() - t0
    print(f"full random games: {args.games / dt:.1f} games/s ({actions / args.games:.0f} actions/game)")

    legal_t, apply_t, clone_t = [], [], []
    pc = time.perf_counter
    for seed in range(60):
        s = new_game(seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            t = pc(); c = s.clone(); clone_t.append(pc() - t)
            t = pc(); acts = c.legal_actions(); legal_t.append(pc() - t)
            a = rng.choice(acts)
            t = pc(); s.apply(a); apply_t.append(pc() - t)
    us = 1e6
    print(f"legal_actions median: {statistics.median(legal_t) * us:.1f} us")
    print(f"apply median: {statistics.median(apply_t) * us:.1f} us")
    print(f"clone median: {statistics.median(clone_t) * us:.1f} us "
          f"(p95 {sorted(clone_t)[int(len(clone_t) * .95)] * us:.1f} us)")


if __name__ == "__main__":
    main()
