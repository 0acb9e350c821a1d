"""Rules engine speed, for each edition: full random games per second, and median microseconds for
legal_actions, apply and clone (one core).

    python bench/rules_bench.py [--games 200] [--ruleset 1e|2e|both]
Targets: >= 60 full random games/s, clone < 50 us; the 2nd edition at least as fast as the 1st
(the last line gives the ratio of games/s, measured in the same run).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.rules import RULESETS, new_game  # noqa: E402
from konwoj.commands.simulate import play_random_game  # noqa: E402


def games_per_s(names, games: int) -> dict:
    """Games per second and actions per game for each ruleset, the editions' games interleaved
    (seed by seed) so that a change in the machine's load touches both alike."""
    spent = {n: 0.0 for n in names}
    actions = {n: 0 for n in names}
    pc = time.perf_counter
    for seed in range(games):
        for name in names:
            t0 = pc()
            _, k = play_random_game(seed, ruleset=name)
            spent[name] += pc() - t0
            actions[name] += k
    return {n: (games / spent[n], actions[n] / games) for n in names}


def micro(ruleset: str) -> tuple[list, list, list]:
    legal_t, apply_t, clone_t = [], [], []
    pc = time.perf_counter
    for seed in range(60):
        s = new_game(seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not s.is_terminal():
            t = pc(); c = s.clone(); clone_t.append(pc() - t)
            t = pc(); acts = c.legal_actions(); legal_t.append(pc() - t)
            a = rng.choice(acts)
            t = pc(); s.apply(a); apply_t.append(pc() - t)
    return legal_t, apply_t, clone_t


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--ruleset", choices=RULESETS + ("both",), default="both")
    args = p.parse_args()
    names = RULESETS if args.ruleset == "both" else (args.ruleset,)
    rates = {}
    us = 1e6
    measured = games_per_s(names, args.games)
    for name in names:
        rate, per_game = measured[name]
        rates[name] = rate
        print(f"[{name}] full random games: {rate:.1f} games/s ({per_game:.0f} actions/game)")
        legal_t, apply_t, clone_t = micro(name)
        print(f"[{name}] legal_actions median: {statistics.median(legal_t) * us:.1f} us")
        print(f"[{name}] apply median: {statistics.median(apply_t) * us:.1f} us")
        print(f"[{name}] clone median: {statistics.median(clone_t) * us:.1f} us "
              f"(p95 {sorted(clone_t)[int(len(clone_t) * .95)] * us:.1f} us)")
    if len(rates) == 2:
        print(f"2e/1e games/s ratio: {rates['2e'] / rates['1e']:.2f}")


if __name__ == "__main__":
    main()
