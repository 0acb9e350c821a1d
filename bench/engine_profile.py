"""Where the engine's and the search's time goes: cProfile of a fixed workload, top functions.

    python bench/engine_profile.py sim [--top 15] [--sort tottime|cumulative]
    python bench/engine_profile.py ai  [--top 15] [--sort tottime|cumulative]

``sim``: 200 random games of each edition as ``main.py simulate`` plays them (seeds 0-199).
``ai``: the Veteran's search (default settings, 200 iterations each) on 8 fixed positions of
Private-vs-Private games (every 7th decision with a choice), 1,600 iterations in all.
The figures in docs/engine-speed.md come from this script (the profiler slows calls down, so
compare the shares, not the seconds, with the benchmarks).
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai import ismcts  # noqa: E402
from konwoj.rules import new_game  # noqa: E402
from konwoj.simulate import play_random_game  # noqa: E402


def sim() -> None:
    for seed in range(200):
        play_random_game(seed, ruleset="1e")
        play_random_game(seed, ruleset="2e")


def positions(n: int = 8) -> list:
    out, g = [], 0
    while len(out) < n:
        s = new_game(seed=g, ruleset="1e" if g % 2 == 0 else "2e")
        pl = {"moloch": make_ai("private", seed=g), "outpost": make_ai("private", seed=g + 1000)}
        k = 0
        while not s.is_terminal() and len(out) < n:
            if len(s.legal_actions()) > 1:
                k += 1
                if k % 7 == 3:
                    out.append(s.clone())
            s.apply(pl[s.current_player].choose(s))
        g += 1
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=("sim", "ai"))
    p.add_argument("--top", type=int, default=15)
    p.add_argument("--sort", default="tottime")
    args = p.parse_args()
    if args.what == "sim":
        work = sim
    else:
        pos = positions()

        def work():
            for i, s in enumerate(pos):
                ismcts.ISMCTS(budget=60.0, seed=i, max_iterations=200).search(s)
    prof = cProfile.Profile()
    prof.runcall(work)
    st = pstats.Stats(prof)
    st.strip_dirs().sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
