"""Outpost buildings' illustrations."""
from __future__ import annotations

import random

from .palette import GUN, INK, O_GREEN
from .svg import Doc
from .geometry import star
from .illustrations import card, shadow


@card("bunkier")
def _bunkier(d: Doc):
    shadow(d, 200, 190, 324)
    d.D("M40 320 Q40 150 200 140 Q360 150 360 320 Z", d.lin([(0, "#b8b29a"), (1, "#6e6a58")]), ow=7)
    for r in (120, 90):
        d.path(f"M{200 - r - 40} 320 Q{200 - r - 40} {320 - r * 1.2} 200 {320 - r * 1.3}", "none",
               stroke="#5a5648", stroke_width=3)
    d.R(120, 214, 160, 26, "#141414", ow=5, rx=8)
    d.glow(200, 226, 40, "#ffcf6a", strength=0.5)
    d.limb([(230, 226), (300, 220)], 8, GUN, ow=3, cap="butt")
    # sandbags
    for row, y in enumerate((300, 282)):
        for i in range(6 - row):
            x = 52 + row * 26 + i * 52
            d.E(x + 24, y, 28, 14, "#c9bb82" if (i + row) % 2 else "#b5a66c", ow=4)
    d.P(star(200, 176, 18), O_GREEN, ow=3)
    d.limb([(280, 150), (300, 90)], 5, GUN, ow=2)
    d.D("M300 90 L332 98 L300 110 Z", O_GREEN, ow=3)


@card("dzialo_emp")
def _dzialo_emp(d: Doc):
    shadow(d, 200, 160, 326)
    d.P([(110, 324), (140, 250), (260, 250), (290, 324)], d.lin([(0, "#9a9a80"), (1, "#5a5a48")]), ow=6)
    d.R(166, 196, 68, 60, "#5d6a3a", ow=5, rx=6)
    # a dish on top with a coil emitter
    d.D("M120 160 Q200 250 290 130 Z", "#cfd6c0", ow=6, transform="rotate(-8 200 170)")
    d.limb([(200, 190), (262, 110)], 8, GUN, ow=3)
    for k in range(4):
        d.E(250 + k * 6, 124 - k * 8, 14 - k * 2, 5, "#e8842a", ow=3)
    d.glow(270, 100, 60, "#7ad0ff", core="#ffffff", strength=0.75)
    for pts in ([(280, 90), (300, 70), (292, 60), (320, 40)], [(286, 104), (318, 100), (316, 112), (350, 104)]):
        d.line(pts, INK, 8)
        d.line(pts, "#bfe8ff", 4)


@card("pole_elektromagnetyczne")
def _pole(d: Doc):
    shadow(d, 200, 180, 326)
    for x in (80, 320):
        d.P([(x - 26, 324), (x - 8, 150), (x + 8, 150), (x + 26, 324)], "#7a7a66", ow=5)
        for y in range(170, 320, 30):
            d.line([(x - 16, y), (x + 16, y + 24)], INK, 3)
        for k in range(3):
            d.E(x, 140 - k * 18, 22 - k * 4, 7, "#e8842a", ow=3)
        d.C(x, 90, 10, "#bfe8ff", ow=3)
    d.glow(200, 150, 150, "#7ad0ff", core="#e8f8ff", strength=0.3)
    rng = random.Random(4)
    for y0 in (92, 130, 170):
        pts = [(92, y0)]
        for k in range(1, 10):
            pts.append((92 + k * 22.5, y0 + rng.uniform(-16, 16)))
        pts[-1] = (308, y0)
        d.line(pts, INK, 9)
        d.line(pts, "#bfe8ff", 4)
    d.R(40, 300, 320, 26, "#3a3c2c", ow=4, rx=6)
