"""The chance to win as shown to the player: the search's raw estimate, calibrated.

The 1st edition's root estimates are over-confident (measured over Veteran-vs-Veteran games with
``bench/calibration.py``: the middle is too spread, a raw 15% won 36% of the time, a raw 75% won
61%). What the hint
and the analysis show goes through a logit map fitted on such games,

    shown = sigmoid(scale * logit(raw) + shift)

with one map per edition, and keeps saying what it assumes: the chance against a Veteran (both
sides play on like the search). The search itself uses the raw values (only their order matters
to it). The 2nd edition's search, with its own evaluation and exploration constant, is nearly
calibrated raw on the cities and strengths that ship (issue 23): the 1st edition's map squeezed its
estimates toward the middle (ECE about 0.075), so it has a map of its own (docs/ai.md).
"""
from __future__ import annotations

import math

# (scale, shift) per edition, fitted by ``bench/calibration.py --fit``. 1e: 30 Veteran-vs-Veteran
# games (0.5 s per phase, seeds 100-129, 2,372 estimates): raw ECE 0.112, fitted 0.055 in the
# sample. 2e: the 600 games of issue 23's T1/T2 scan (0.25 s per phase, seed 20000, 55,601
# estimates): ECE 0.076 with the 1st edition's map, 0.018 in the sample, 0.011 held out (docs/ai.md)
MAPS = {"1e": (0.608, 0.195), "2e": (1.030, -0.111)}
EPS = 1e-3


def logit(p: float) -> float:
    p = min(1 - EPS, max(EPS, p))
    return math.log(p / (1 - p))


def apply(p: float, scale: float, shift: float) -> float:
    return 1 / (1 + math.exp(-(scale * logit(p) + shift)))


def calibrated(p: float, ruleset: str = "1e") -> float:
    """The chance to show for the search's raw estimate ``p`` (0..1) in a game of ``ruleset``."""
    return apply(p, *MAPS.get(ruleset, MAPS["1e"]))


# ---------------------------------------------------------------- measuring it
# Shared by ``bench/calibration.py`` and ``main.py balance --estimates``: what is recorded at a
# Veteran decision, and the expected calibration error of (estimate, outcome) pairs.
MIN_VISITS = 8       # a chosen move seen fewer times in the tree gives no estimate


def chosen_estimate(player, action, choices: int) -> float | None:
    """The search's raw estimate of the ``action`` a Veteran ``player`` just chose: its mean
    result in the tree, seen by the side to move (what the hint quotes, before ``calibrated``).
    None when the decision had fewer than two legal actions (``choices``), when the player has no
    tree, or when the move was visited fewer than MIN_VISITS times."""
    search = getattr(player, "search", None)
    root = getattr(search, "last_root", None)
    if choices < 2 or root is None:
        return None
    child = root.children.get(action)
    if child is None or child.visits < MIN_VISITS:
        return None
    return child.total / child.visits


def ece(pairs, bins: int = 10):
    """(ECE, rows) of (estimate, outcome) pairs; rows: (lo, hi, n, mean estimate, share won).
    ECE = sum over bins of (share of estimates in the bin) x |mean estimate - share won|."""
    rows, total, err = [], len(pairs), 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        sel = [(p, y) for p, y in pairs if lo <= p < hi or (b == bins - 1 and p == 1.0)]
        if not sel:
            continue
        mp = sum(p for p, _ in sel) / len(sel)
        my = sum(y for _, y in sel) / len(sel)
        err += len(sel) / total * abs(mp - my)
        rows.append((lo, hi, len(sel), mp, my))
    return err, rows
