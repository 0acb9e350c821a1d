"""Fit the weights of :mod:`konwoj.ai.evaluate` on self-play positions (a development tool).

    python -m konwoj.ai.train_eval --games 3000 --seed 0 [--jobs 2]

Plays games between the hand-written players (Private against Private mostly, some Recruit, a few
random moves for variety), records the features of the position at the start of every battle and
who won in the end, fits a logistic model (Newton's method, light L2) and prints the ``WEIGHTS``
dictionary to paste into ``evaluate.py``, with the log-loss and accuracy on held-out games.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import random

from konwoj.rules import MOLOCH, RULESETS, new_game

from . import evaluate as _evaluate
from .evaluate import FEATURES, features
from .heuristic import Heuristic


def _game(spec):
    seed, ruleset = spec if isinstance(spec, tuple) else (spec, "1e")
    rng = random.Random(seed)
    careful = {MOLOCH: rng.random() > 0.2, "outpost": rng.random() > 0.2}
    pols = {side: Heuristic(careful[side]) for side in careful}
    eps = rng.choice((0.0, 0.03, 0.1))
    s = new_game(seed=seed, ruleset=ruleset)
    rows = []
    seen = 0
    while not s.is_terminal():
        if s.battle != seen and s.phase != "mulligan":
            seen = s.battle
            rows.append(features(s))
        side = s.current_player
        legal = s.legal_actions()
        if rng.random() < eps:
            a = rng.choice(legal)
        else:
            a = pols[side].act(s.determinize(side, rng), rng)
        s.apply(a)
    y = 1.0 if s.winner == MOLOCH else 0.0
    return [(r, y) for r in rows], seed


def fit(rows, l2: float = 1e-3, iters: int = 12):
    d = len(rows[0][0])
    w = [0.0] * d
    for _ in range(iters):
        g = [0.0] * d
        h = [[0.0] * d for _ in range(d)]
        for x, y in rows:
            z = sum(wi * xi for wi, xi in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            e = p - y
            q = p * (1 - p)
            for i in range(d):
                xi = x[i]
                if xi == 0.0:
                    continue
                g[i] += e * xi
                qi = q * xi
                hi = h[i]
                for j in range(i, d):
                    hi[j] += qi * x[j]
        n = len(rows)
        for i in range(d):
            g[i] = g[i] / n + l2 * w[i]
            for j in range(i, d):
                h[i][j] = h[i][j] / n
                h[j][i] = h[i][j]
            h[i][i] += l2
        step = _solve(h, g)
        w = [wi - si for wi, si in zip(w, step)]
    return w


def _solve(a, b):
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                if f:
                    for k in range(col, n + 1):
                        m[r][k] -= f * m[col][k]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def loss(rows, w):
    ll, ok = 0.0, 0
    for x, y in rows:
        z = sum(wi * xi for wi, xi in zip(w, x))
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
        p = min(max(p, 1e-6), 1 - 1e-6)
        ll -= y * math.log(p) + (1 - y) * math.log(1 - p)
        ok += (p > 0.5) == (y > 0.5)
    return ll / len(rows), ok / len(rows)


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=3000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--ruleset", choices=RULESETS, default="1e",
                   help="the edition whose games the model is fitted on (or checked against)")
    args = p.parse_args(argv)
    seeds = [(x, args.ruleset) for x in range(args.seed, args.seed + args.games)]
    if args.jobs > 1:
        with mp.get_context("fork").Pool(args.jobs) as pool:
            out = pool.map(_game, seeds, chunksize=20)
    else:
        out = [_game(x) for x in seeds]
    train, test = [], []
    for rows, seed in out:
        (test if seed % 5 == 0 else train).extend(rows)
    w = fit(train)
    base = sum(y for _, y in train) / len(train)
    print(f"positions: train={len(train)} test={len(test)} moloch_share={base:.3f}")
    print("train loss/acc:", loss(train, w), " test loss/acc:", loss(test, w))
    # the weights in use (evaluate.py), on the same held-out positions: refit only if clearly worse
    print("current weights test loss/acc:", loss(test, list(_evaluate.weights_for(args.ruleset))))
    print("WEIGHTS = {")
    print("    " + ", ".join(f'"{f}": {wi:.3f}' for f, wi in zip(FEATURES, w)))
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
