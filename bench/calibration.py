"""Is the search's chance to win calibrated? Veteran-vs-Veteran games, every root estimate bucketed
against the game's outcome, and the expected calibration error (ECE).

    python bench/calibration.py [--games 20] [--budget 0.5] [--ruleset 1e] [--seed 0] [--bins 10]
    python bench/calibration.py --from estimates.json [--from more.json] [--raw]
    python bench/calibration.py --from estimates.json --fit     # fit a map on their raw estimates

(``--from``: no games played; the estimates ``main.py balance --estimates FILE`` recorded.)

At each Veteran decision with two or more legal actions, the estimate of the chosen move (its
mean result in the search's tree, seen by the side to move: what the hint quotes as "about N% to
win against a Veteran") is recorded with the side; when the game ends each estimate is scored 1 if
that side won, else 0. ECE = sum over bins of (share of estimates in the bin) x |mean estimate -
share won|. Estimates within a game are correlated: the number of games is the sample that counts.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import calibration, make_ai  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402


ece = calibration.ece     # the shared measure (konwoj/ai/calibration.py)


def fit_logit(pairs, steps: int = 50):
    """Logistic regression of the outcome on logit(estimate): Newton's method, two parameters."""
    import math
    xs = [calibration.logit(p) for p, _ in pairs]
    ys = [y for _, y in pairs]
    a, b = 1.0, 0.0
    for _ in range(steps):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            q = 1 / (1 + math.exp(-(a * x + b)))
            r = q - y
            w = q * (1 - q)
            ga += r * x
            gb += r
            haa += w * x * x
            hab += w * x
            hbb += w
        det = haa * hbb - hab * hab
        if abs(det) < 1e-12:
            break
        a -= (hbb * ga - hab * gb) / det
        b -= (haa * gb - hab * ga) / det
    return a, b


def play(seed: int, budget: float, ruleset: str):
    s = new_game(seed=seed, ruleset=ruleset)
    ais = {MOLOCH: make_ai("veteran", seed=seed * 2 + 1, budget=budget),
           OUTPOST: make_ai("veteran", seed=seed * 2 + 2, budget=budget)}
    est = []
    while not s.is_terminal():
        side = s.current_player
        ai = ais[side]
        choices = len(s.legal_actions())
        a = ai.choose(s)
        v = calibration.chosen_estimate(ai, a, choices)
        if v is not None:
            est.append((side, v))
        s.apply(a)
    return s.winner, est


def load_estimates(paths):
    """The games of ``main.py balance --estimates`` files: a list of dicts (edition, budget,
    iterations, winner, estimates: [[side, shown, raw, outcome], ...])."""
    import json
    games = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            games += json.load(f)["games"]
    return games


def report_files(paths, bins: int = 10, raw: bool = False) -> float:
    """Print the ECE of recorded estimates, over all games and per edition and setting."""
    games = load_estimates(paths)

    def pairs(gs):
        """(estimate, outcome): the raw estimate, or what the hint shows for it now (the map
        of the game's edition, whatever map the file was recorded with)."""
        return [(e[2] if raw else calibration.calibrated(e[2], g["edition"]), float(e[3]))
                for g in gs for e in g["estimates"]]

    groups = {}
    for g in games:
        groups.setdefault((g["edition"], g["budget"], g.get("iterations")), []).append(g)
    for (edition, budget, its), gs in sorted(groups.items(), key=str):
        e, _ = ece(pairs(gs), bins)
        setting = f"{its} iterations" if its else f"budget {budget:g}"
        print(f"  {edition} {setting}: games={len(gs)} estimates={len(pairs(gs))} ECE={e:.3f}")
    e, rows = ece(pairs(games), bins)
    for lo, hi, n, mp, my in rows:
        print(f"  [{lo:.1f}, {hi:.1f})  n={n:5d}  estimate={mp:.3f}  won={my:.3f}")
    print(f"{'raw' if raw else 'calibrated'}: files={len(paths)} games={len(games)} "
          f"estimates={len(pairs(games))} ECE={e:.3f}")
    return e


def report_fit(pairs) -> None:
    """Fit the logit map on raw (estimate, outcome) pairs and print it with the ECE before/after."""
    sa, sb = fit_logit(pairs)
    fixed = [(calibration.apply(v, sa, sb), y) for v, y in pairs]
    print(f"pairs={len(pairs)} ECE raw={ece(pairs)[0]:.3f} fitted={ece(fixed)[0]:.3f} "
          f"SCALE={sa:.3f} SHIFT={sb:.3f}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--budget", type=float, default=0.5)
    p.add_argument("--ruleset", default="1e")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bins", type=int, default=10)
    p.add_argument("--raw", action="store_true",
                   help="score the search's raw estimates (default: as shown, calibrated)")
    p.add_argument("--dump", help="write the (estimate, outcome) pairs here (JSON) for --fit")
    p.add_argument("--fit", nargs="*", help="fit the logit map on these dumps and print it")
    p.add_argument("--from", dest="sources", action="append", default=[], metavar="FILE",
                   help="no games: score the estimates recorded by 'main.py balance --estimates "
                        "FILE' (repeat for more files)")
    a = p.parse_args()
    if a.sources and a.fit is not None:      # --from FILE... --fit: fit on the files' raw estimates
        report_fit([(e[2], float(e[3])) for g in load_estimates(a.sources) for e in g["estimates"]])
        return
    if a.sources:
        report_files(a.sources, a.bins, a.raw)
        return
    if a.fit:
        import json
        report_fit([tuple(x) for f in a.fit for x in json.load(open(f))])
        return
    pairs, t0, wins = [], time.time(), {MOLOCH: 0, OUTPOST: 0}
    for g in range(a.games):
        winner, est = play(a.seed + g, a.budget, a.ruleset)
        wins[winner] += 1
        pairs += [(v if a.raw else calibration.calibrated(v, a.ruleset), 1.0 if side == winner else 0.0)
                  for side, v in est]
        e, _ = ece(pairs, a.bins)
        print(f"game {g}: winner {winner}, {len(est)} estimates; running ECE {e:.3f} "
              f"({time.time() - t0:.0f} s)", flush=True)
    e, rows = ece(pairs, a.bins)
    for lo, hi, n, mp, my in rows:
        print(f"  [{lo:.1f}, {hi:.1f})  n={n:5d}  estimate={mp:.3f}  won={my:.3f}")
    if a.dump:
        import json
        json.dump(pairs, open(a.dump, "w"))
    print(f"{'raw' if a.raw else 'calibrated'}: "
          f"games={a.games} ruleset={a.ruleset} budget={a.budget} estimates={len(pairs)} "
          f"moloch_wins={wins[MOLOCH]} ECE={e:.3f}")


if __name__ == "__main__":
    main()
