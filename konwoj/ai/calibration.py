"""The chance to win as shown to the player: the search's raw estimate, calibrated.

The search's root estimates are over-confident (measured over Veteran-vs-Veteran games with
``bench/calibration.py``: the middle is too spread, a raw 15% won 36% of the time, a raw 75% won
61%). What the hint
and the analysis show goes through a logit map fitted on such games,

    shown = sigmoid(SCALE * logit(raw) + SHIFT)

and keeps saying what it assumes: the chance against a Veteran (both sides play on like the
search). The search itself uses the raw values (only their order matters to it).
"""
from __future__ import annotations

import math

# fitted by ``bench/calibration.py --fit`` on 30 Veteran-vs-Veteran games (1e, 0.5 s per phase,
# seeds 100-129, 2,372 estimates): raw ECE 0.112, fitted 0.055 in the sample (docs/ai.md)
SCALE = 0.608
SHIFT = 0.195
EPS = 1e-3


def logit(p: float) -> float:
    p = min(1 - EPS, max(EPS, p))
    return math.log(p / (1 - p))


def apply(p: float, scale: float, shift: float) -> float:
    return 1 / (1 + math.exp(-(scale * logit(p) + shift)))


def calibrated(p: float) -> float:
    """The chance to show for the search's raw estimate ``p`` (0..1)."""
    return apply(p, SCALE, SHIFT)


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
