"""The analysis's own noise: the same decision judged with different seeds at one budget.

    python bench/analysis_noise.py [--positions 12] [--seeds 5] [--budget 0.25] [--ruleset 1e]

Positions come from Private-vs-Private games (a decision with 3+ legal actions, every few steps);
the played move is the Private player's choice. For each position the drop (the preferred move's
estimate minus the played move's) is measured with ``--seeds`` seeds; the spread between seeds
(standard deviation) is the noise a "costly decision" must beat (``analysis.SEED_NOISE``), printed
next to the noise the analysis assumes per decision (``Decision.noise``).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai.analysis import judge  # noqa: E402
from konwoj.rules import new_game  # noqa: E402


def positions(n: int, ruleset: str, seed: int):
    out, g = [], 0
    rng = random.Random(seed)
    while len(out) < n:
        s = new_game(seed=seed + g, ruleset=ruleset)
        ai = make_ai("private", seed=g)
        g += 1
        while not s.is_terminal() and len(out) < n:
            a = ai.choose(s)
            if len(s.legal_actions()) >= 3 and rng.random() < 0.08:
                out.append((s.clone(), a))
            s.apply(a)
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--positions", type=int, default=12)
    p.add_argument("--seeds", type=int, default=5)
    p.add_argument("--budget", type=float, default=0.25)
    p.add_argument("--ruleset", default="1e")
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    sd_drop, sd_before, se = [], [], []
    for i, (s, played) in enumerate(positions(a.positions, a.ruleset, a.seed)):
        ds = [judge(s, played, a.budget, seed=k) for k in range(a.seeds)]
        drops = [d.before - d.after for d in ds]       # signed: the spread is what matters
        sd_drop.append(statistics.pstdev(drops))
        sd_before.append(statistics.pstdev([d.before for d in ds]))
        se.append(statistics.mean(d.noise for d in ds))
        print(f"position {i}: drops {' '.join(f'{x:+.2f}' for x in drops)}  "
              f"sd={sd_drop[-1]:.3f}  assumed={se[-1]:.3f}", flush=True)
    print(f"positions={a.positions} seeds={a.seeds} budget={a.budget} ruleset={a.ruleset} "
          f"sd_drop_mean={statistics.mean(sd_drop):.3f} sd_drop_p90="
          f"{sorted(sd_drop)[int(0.9 * (len(sd_drop) - 1))]:.3f} "
          f"sd_drop_max={max(sd_drop):.3f} sd_before_mean={statistics.mean(sd_before):.3f} "
          f"assumed={statistics.mean(se):.3f}")


if __name__ == "__main__":
    main()
