"""Moloch instants' illustrations."""
from __future__ import annotations

import math

from .palette import INK, M_DARK, M_GLOW, M_HI, M_LIGHT, M_MID, M_RED, M_STEEL
from .svg import Doc, f
from .geometry import gear
from .illustrations import card
from .moloch_parts import bolt_row, steel, visor


@card("lacznosc_z_baza")
def _lacznosc(d: Doc):
    for r in (60, 100, 140):
        d.path(f"M{200 - r * 0.8} {130 - r * 0.6} A{r} {r} 0 0 1 {200 + r * 0.8} {130 - r * 0.6}", "none",
               stroke=INK, stroke_width=14, stroke_linecap="round")
        d.path(f"M{200 - r * 0.8} {130 - r * 0.6} A{r} {r} 0 0 1 {200 + r * 0.8} {130 - r * 0.6}", "none",
               stroke=M_GLOW, stroke_width=7, stroke_linecap="round")
    # lattice mast
    d.P([(150, 330), (190, 130), (210, 130), (250, 330)], "none", ow=10)
    d.P([(150, 330), (190, 130), (210, 130), (250, 330)], "none", ow=0, stroke=M_LIGHT, stroke_width=5)
    for y in range(150, 330, 36):
        t = (y - 130) / 200
        xl, xr = 190 - 40 * t, 210 + 40 * t
        t2 = (y + 36 - 130) / 200
        d.line([(xl, y), (210 + 40 * t2, y + 36)], M_LIGHT, 4)
        d.line([(xr, y), (190 - 40 * t2, y + 36)], M_LIGHT, 4)
    d.C(200, 126, 18, M_RED)
    d.C(196, 122, 5, "#ffd8c8")
    d.R(120, 318, 160, 20, M_DARK, rx=4)


@card("odepchniecie")
def _odepchniecie(d: Doc):
    for k in range(4):
        d.line([(40, 150 + k * 34), (110, 150 + k * 34)], M_HI, 8, stroke_opacity=0.6)
    d.limb([(60, 210), (170, 210)], 50, M_STEEL, cap="butt")
    d.R(150, 150, 130, 120, steel(d, M_HI, M_MID), ow=6, rx=22)
    for y in (150, 180, 210, 240):
        d.line([(260, y + 12), (280, y + 12)], INK, 4)
    for k in range(4):
        d.R(262, 156 + k * 28, 44, 26, M_LIGHT, ow=5, rx=10)
    d.P([(396, 210), (354, 166), (354, 190), (318, 190), (318, 230), (354, 230), (354, 254)], M_RED, ow=5)
    bolt_row(d, [(170, 170), (170, 250)], 5)


@card("recykler")
def _recykler(d: Doc):
    d.poly(gear(200, 205, 64, 10, 0.22), M_LIGHT, stroke=INK, stroke_width=6)
    d.C(200, 205, 22, M_DARK)
    for a in (0, 120, 240):
        a0 = math.radians(a - 80)
        a1 = math.radians(a + 10)
        r = 120
        x0, y0 = 200 + r * math.cos(a0), 205 + r * math.sin(a0)
        x1, y1 = 200 + r * math.cos(a1), 205 + r * math.sin(a1)
        d.path(f"M{f(x0)} {f(y0)} A{r} {r} 0 0 1 {f(x1)} {f(y1)}", "none", stroke=INK, stroke_width=30)
        d.path(f"M{f(x0)} {f(y0)} A{r} {r} 0 0 1 {f(x1)} {f(y1)}", "none", stroke=M_RED, stroke_width=18)
        tx, ty = -math.sin(a1), math.cos(a1)   # tangent
        nx, ny = math.cos(a1), math.sin(a1)
        d.P([(x1 + nx * 24, y1 + ny * 24), (x1 - nx * 24, y1 - ny * 24), (x1 + tx * 34, y1 + ty * 34)], M_RED, ow=5)


@card("rozkaz_odwrotu")
def _rozkaz_odwrotu(d: Doc):
    d.P([(60, 320), (110, 250), (200, 270), (290, 240), (350, 320)], "#2a1c1c", ow=0)
    # U-turn arrow: forward, then back
    d.path("M320 300 V180 Q320 100 230 100 Q140 100 140 180 V230", "none", stroke=INK, stroke_width=46)
    d.path("M320 300 V180 Q320 100 230 100 Q140 100 140 180 V230", "none", stroke=M_RED, stroke_width=30)
    d.P([(96, 220), (184, 220), (140, 290)], M_RED, ow=6)
    d.C(230, 190, 34, M_MID)
    visor(d, 212, 182, 36, 12)
    d.limb([(230, 224), (230, 250)], 14, M_STEEL)


@card("ruch_molocha")
def _ruch_molocha(d: Doc):
    # a robot footprint trail and a big forward arrow of plates
    for k, (x, y) in enumerate(((80, 290), (150, 250), (80, 210), (150, 170))):
        d.P([(x - 18, y + 16), (x - 14, y - 20), (x + 14, y - 20), (x + 18, y + 16)], "#0e0c0e", ow=0,
            fill_opacity=0.35 + 0.1 * k)
        for t in (-10, 0, 10):
            d.P([(x + t - 4, y - 20), (x + t, y - 32), (x + t + 4, y - 20)], "#0e0c0e", ow=0, fill_opacity=0.35 + 0.1 * k)
    d.P([(170, 170), (270, 170), (270, 110), (370, 210), (270, 310), (270, 250), (170, 250)], steel(d, M_HI, M_MID), ow=7)
    for x in (200, 236):
        d.line([(x, 180), (x, 240)], INK, 5)
    d.P([(284, 160), (340, 210), (284, 260)], M_RED, ow=4)


@card("zmasowany_atak")
def _zmasowany(d: Doc):
    for row, (y, s, col) in enumerate(((150, 0.55, "#1e1a1e"), (210, 0.75, "#2c2f36"), (290, 1.0, M_STEEL))):
        n = (7, 5, 3)[row]
        for i in range(n):
            x = 200 + (i - (n - 1) / 2) * 120 * s
            d.open(f"translate({f(x)} {y}) scale({s})")
            d.limb([(-18, 10), (-22, 60)], 16, col, ow=4)
            d.limb([(18, 10), (22, 60)], 16, col, ow=4)
            d.P([(-36, -60), (36, -60), (30, 16), (-30, 16)], col, ow=5)
            d.C(0, -84, 22, col, ow=5)
            d.eye(0, -84, 7)
            d.limb([(34, -50), (52, -10)], 12, col, ow=4)
            d.limb([(-34, -50), (-52, -10)], 12, col, ow=4)
            d.close()
