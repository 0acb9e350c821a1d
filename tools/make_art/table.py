"""The table's background: a war-room map."""
from __future__ import annotations

import math
import random

from konwoj.ui.art import TABLE_UNITS  # geometry shared with the composer

from .svg import Doc


def table_svg() -> str:
    W, H = TABLE_UNITS
    d = Doc(W, H)
    d.rect(0, 0, W, H, d.rad([(0, "#262b2a"), (0.6, "#181c1c"), (1, "#0a0c0c")], 50, 45, 75))
    rng = random.Random(5)
    # faint topographic contour lines: a war-room map
    for c in range(5):
        cx, cy = rng.uniform(200, W - 200), rng.uniform(150, H - 150)
        for k in range(1, 9):
            r = 40 * k + rng.uniform(-8, 8)
            pts = []
            for i in range(36):
                a = 2 * math.pi * i / 36
                rr = r * (1 + 0.12 * math.sin(3 * a + c) + 0.06 * math.cos(5 * a + k))
                pts.append((cx + rr * math.cos(a), cy + rr * 0.8 * math.sin(a)))
            d.poly(pts, "none", stroke="#8fa8a0", stroke_width=2, stroke_opacity=0.05)
    # fine grid
    for x in range(0, W + 1, 120):
        d.line([(x, 0), (x, H)], "#9fb3ad", 1.5, cap="butt", stroke_opacity=0.035)
    for y in range(0, H + 1, 120):
        d.line([(0, y), (W, y)], "#9fb3ad", 1.5, cap="butt", stroke_opacity=0.035)
    # scratches
    for _ in range(60):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        a = rng.uniform(0, math.pi)
        L = rng.uniform(20, 90)
        d.line([(x, y), (x + L * math.cos(a), y + L * math.sin(a))], "#d0d8d4", 1.2,
               stroke_opacity=0.04)
    d.rect(0, 0, W, H, d.rad([(0, "#000000", 0), (0.7, "#000000", 0), (1, "#000000", 0.55)], 50, 50, 72))
    return d.svg()
