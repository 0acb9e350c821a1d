"""Moloch modules' illustrations."""
from __future__ import annotations

import math

from .palette import CREAM, INK, M_AMBER, M_DARK, M_HI, M_MID, M_RED
from .svg import Doc
from .illustrations import card
from .moloch_parts import bolt_row, steel


def chip(d: Doc, cx=200, cy=200, s=110, core=M_AMBER):
    for i in range(5):
        v = -s * 0.66 + i * s * 0.33
        for p, q in (((cx + v, cy - s), (cx + v, cy - s - 26)), ((cx + v, cy + s), (cx + v, cy + s + 26)),
                     ((cx - s, cy + v), (cx - s - 26, cy + v)), ((cx + s, cy + v), (cx + s + 26, cy + v))):
            d.limb([p, q], 8, "#c7cdd3", ow=3, cap="butt")
    d.R(cx - s, cy - s, 2 * s, 2 * s, steel(d, "#4f5761", "#23272d"), ow=6, rx=10)
    d.R(cx - s + 14, cy - s + 14, 2 * s - 28, 2 * s - 28, "none", ow=3)
    bolt_row(d, [(cx - s + 8, cy - s + 8), (cx + s - 8, cy - s + 8), (cx - s + 8, cy + s - 8), (cx + s - 8, cy + s - 8)], 4)


@card("modul_kasparov")
def _modul_kasparov(d: Doc):
    chip(d)
    # a chess knight
    d.D("M150 290 H260 V272 H246 Q244 236 250 214 Q262 180 250 150 Q236 118 196 112 L186 96 L176 118 "
        "Q150 132 140 168 L136 190 Q146 198 162 188 L176 176 Q184 196 170 214 Q150 240 156 272 H150 Z",
        CREAM, ow=6)
    d.circle(190, 142, 5, INK)
    d.path("M210 126 Q236 150 232 196", "none", stroke="#b9b3a0", stroke_width=6, stroke_linecap="round")
    d.R(146, 272, 118, 20, M_AMBER, ow=5, rx=4)


@card("modul_sieci")
def _modul_sieci(d: Doc):
    chip(d, 200, 260, 60)
    d.glow(200, 200, 120, "#9a7aff", strength=0.25)
    # a net thrown upwards from the chip
    for k in range(-4, 5):
        d.line([(200 + k * 12, 200), (200 + k * 44, 70)], "#d8cde8", 4)
    for r in (40, 80, 120):
        d.path(f"M{200 - r * 1.2} {200 - r * 0.95} Q200 {200 - r * 1.25} {200 + r * 1.2} {200 - r * 0.95}",
               "none", stroke="#d8cde8", stroke_width=4)
    for x, y in ((24, 78), (376, 78), (120, 60), (280, 60)):
        d.C(x, y, 8, M_MID, ow=3)


@card("modul_skazenia")
def _modul_skazenia(d: Doc):
    d.glow(200, 120, 170, "#9adf3a", core="#e8ffb0", strength=0.3)
    for k in range(7):
        d.C(120 + k * 28, 110 - (k % 3) * 18, 30 + (k % 2) * 10, "#7ab83a", ow=0, fill_opacity=0.35)
    d.E(200, 300, 90, 24, M_DARK)
    d.R(110, 150, 180, 150, steel(d, "#c9a43a", "#7a5a1a"), ow=6)
    d.E(200, 150, 90, 24, "#caa540", ow=6)
    d.E(200, 150, 58, 12, "#3a4a1a", ow=3)
    d.R(110, 190, 180, 16, INK, ow=0)
    d.R(110, 262, 180, 16, INK, ow=0)
    # radiation trefoil
    d.C(200, 234, 36, "#f0d040", ow=4)
    for a in (-90, 30, 150):
        a0, a1 = math.radians(a - 30), math.radians(a + 30)
        d.poly([(200 + 8 * math.cos(a0), 234 + 8 * math.sin(a0)), (200 + 30 * math.cos(a0), 234 + 30 * math.sin(a0)),
                (200 + 30 * math.cos(a), 234 + 30 * math.sin(a)),
                (200 + 30 * math.cos(a1), 234 + 30 * math.sin(a1)), (200 + 8 * math.cos(a1), 234 + 8 * math.sin(a1))], INK)
    d.C(200, 234, 5, INK, ow=0)


def missile_pod(d: Doc, n: int):
    chip(d, 200, 272, 48)
    w = 44
    x0 = 200 - n * w / 2
    for i in range(n):
        x = x0 + i * w + w / 2
        d.R(x - 14, 110 + abs(i - (n - 1) / 2) * 14, 28, 120, steel(d, M_HI, M_MID), ow=5, rx=6)
        d.P([(x - 14, 114 + abs(i - (n - 1) / 2) * 14), (x, 70 + abs(i - (n - 1) / 2) * 14), (x + 14, 114 + abs(i - (n - 1) / 2) * 14)], M_RED, ow=5)
        d.P([(x - 14, 214), (x - 26, 232), (x - 14, 230)], M_DARK, ow=3)
        d.P([(x + 14, 214), (x + 26, 232), (x + 14, 230)], M_DARK, ow=3)
    d.R(200 - n * w / 2 - 10, 222, n * w + 20, 14, M_DARK, rx=4)


@card("modul_bojowy")
def _modul_bojowy(d: Doc):
    chip(d, 200, 250, 70)
    d.glow(200, 250, 60, M_AMBER, strength=0.5)
    d.limb([(200, 250), (200, 80)], 26, M_DARK, cap="butt")
    d.R(186, 74, 28, 30, M_MID, rx=4)
    d.C(200, 250, 30, M_MID)
    d.C(200, 250, 12, M_AMBER, ow=3)


@card("modul_anihilacji")
def _modul_anihilacji(d: Doc):
    missile_pod(d, 2)


@card("modul_destrukcji")
def _modul_destrukcji(d: Doc):
    missile_pod(d, 3)
