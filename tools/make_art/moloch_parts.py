"""Moloch parts shared by the robots, modules and instants: bolts, visors, treads, steel."""
from __future__ import annotations

from .palette import INK, M_GLOW, M_LIGHT, M_MID, M_STEEL
from .svg import Doc
from .frames import rivet


def bolt_row(d: Doc, pts, r=3.5):
    for x, y in pts:
        rivet(d, x, y, r)


def visor(d: Doc, x, y, w, h, colour=M_GLOW):
    d.glow(x + w / 2, y + h / 2, w * 0.9, colour, strength=0.45)
    d.R(x, y, w, h, colour, ow=3, rx=h / 2)
    d.line([(x + h / 2, y + h * 0.35), (x + w - h / 2, y + h * 0.35)], "#ffd8c0", 2)


def tread(d: Doc, x, y, w, h):
    d.R(x, y, w, h, "#1d2025", ow=5, rx=h / 2)
    for i in range(int(w / 14)):
        d.line([(x + 8 + i * 14, y + 2), (x + 8 + i * 14, y + 7)], M_MID, 3, cap="butt")
        d.line([(x + 8 + i * 14, y + h - 7), (x + 8 + i * 14, y + h - 2)], M_MID, 3, cap="butt")
    n = max(2, int(w / (h * 0.9)))
    for i in range(n):
        cx = x + h / 2 + i * (w - h) / (n - 1)
        d.C(cx, y + h / 2, h * 0.3, M_MID, ow=3)
        d.circle(cx, y + h / 2, h * 0.1, INK)


def steel(d: Doc, light=M_LIGHT, dark=M_STEEL, angle=(0, 0, 100, 100)):
    return d.lin([(0, light), (1, dark)], *angle)
