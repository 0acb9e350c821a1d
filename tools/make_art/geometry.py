"""Geometry helpers: outlines as point lists or path data, clipping, 2-D vectors."""
from __future__ import annotations

import math

from konwoj.ui.art import CARD_UNITS  # geometry shared with the composer

from .svg import f


def chamfer(x, y, w, h, c):
    return [(x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
            (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)]


def rrect_d(x, y, w, h, r) -> str:
    return (f"M{f(x + r)} {f(y)}H{f(x + w - r)}A{f(r)} {f(r)} 0 0 1 {f(x + w)} {f(y + r)}"
            f"V{f(y + h - r)}A{f(r)} {f(r)} 0 0 1 {f(x + w - r)} {f(y + h)}"
            f"H{f(x + r)}A{f(r)} {f(r)} 0 0 1 {f(x)} {f(y + h - r)}"
            f"V{f(y + r)}A{f(r)} {f(r)} 0 0 1 {f(x + r)} {f(y)}Z")


def poly_d(pts) -> str:
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts) + "Z"


def hexagon(cx, cy, r, flat=True):
    a0 = 0 if flat else 30
    return [(cx + r * math.cos(math.radians(a0 + 60 * i)),
             cy + r * math.sin(math.radians(a0 + 60 * i))) for i in range(6)]


def star(cx, cy, r, ri=None, n=5, rot=-90):
    ri = ri if ri is not None else r * 0.42
    pts = []
    for i in range(2 * n):
        rr = r if i % 2 == 0 else ri
        a = math.radians(rot + 180 * i / n)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def gear(cx, cy, r, teeth=8, depth=0.22):
    pts = []
    for i in range(teeth * 4):
        a = math.radians(360 * i / (teeth * 4) - 90)
        rr = r if (i % 4) in (1, 2) else r * (1 - depth)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def blob(cx, cy, r, rng, n=9, jag=0.35):
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n + rng.uniform(-0.2, 0.2)
        rr = r * (1 + rng.uniform(-jag, jag))
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    # smooth closed curve through midpoints (quadratic)
    mids = [((pts[i][0] + pts[(i + 1) % n][0]) / 2, (pts[i][1] + pts[(i + 1) % n][1]) / 2)
            for i in range(n)]
    d = f"M{f(mids[-1][0])} {f(mids[-1][1])}"
    for i in range(n):
        d += f"Q{f(pts[i][0])} {f(pts[i][1])} {f(mids[i][0])} {f(mids[i][1])}"
    return d + "Z"


def clip_segment(p, q, rect):
    """Liang-Barsky: the part of segment p-q inside rect (x0, y0, x1, y1), or None."""
    x0, y0, x1, y1 = rect
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pp, qq in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pp == 0:
            if qq < 0:
                return None
        else:
            t = qq / pp
            if pp < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    if t0 > t1:
        return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def frame_strips(window):
    """Rectangles (x0, y0, x1, y1) of the card outside the art window."""
    W, H = CARD_UNITS
    x, y, w, h = window
    return [(0, 0, W, y), (0, y + h, W, H), (0, y, x, y + h), (x + w, y, W, y + h)]


def _v(a, b):
    return (b[0] - a[0], b[1] - a[1])


def _unit(v):
    L = math.hypot(v[0], v[1]) or 1.0
    return (v[0] / L, v[1] / L)


def _at(p, u, k, w=(0, 0), m=0.0):
    """p + u*k + w*m"""
    return (p[0] + u[0] * k + w[0] * m, p[1] + u[1] * k + w[1] * m)


def _mix(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
