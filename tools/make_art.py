#!/usr/bin/env python3
"""Generate every SVG under art/ (Konwój's own art, CC BY-SA 4.0, see art/LICENSE).

    python tools/make_art.py            # rewrites art/**/*.svg

Style: flat vector, bold dark outlines, limited palette.  Moloch = gunmetal steel
and red, angular (chamfers, hexagons, rivets); Outpost = olive and green, round
(rounded corners, circles, canvas stripes, camouflage).  The SVGs stay within
what pygame-ce's nanosvg draws: shapes, paths, strokes, linear/radial gradients;
no <text>, filters, masks, clip paths or <use>.  Output is deterministic.
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from konwoj.art import (  # noqa: E402  (geometry shared with the composer)
    ART_RECT_COMPACT, ART_RECT_FULL, BOTTOM_BAR, CARD_UNITS, CITY_UNITS, NAME_RECT,
    SIDE_TYPES, STRENGTH_BADGE, TABLE_UNITS, TEXT_PANEL, TRIGGER_ICON, TYPE_ICON,
    load_cards,
)

ART = ROOT / "art"

# ---------------------------------------------------------------- palette
INK = "#141518"          # outlines
M_DARK = "#262b32"
M_STEEL = "#3e4650"
M_MID = "#66717d"
M_LIGHT = "#a3aeb9"
M_HI = "#d3dae1"
M_RED = "#d8342b"
M_RED_DK = "#7e1b16"
M_GLOW = "#ff5b3a"
M_AMBER = "#ee8a2a"
O_DARK = "#252c17"
O_OLIVE = "#4d5b2a"
O_MID = "#6f7d3a"
O_KHAKI = "#a39f5e"
O_SAND = "#dccf98"
O_GREEN = "#63b348"
O_GREEN_LT = "#a6e27a"
SKIN = "#c98f62"
SKIN_DK = "#8f5c3b"
GUN = "#2b2c2a"
CREAM = "#f4f0e2"


def f(v: float) -> str:
    if isinstance(v, int):
        return str(v)
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def P(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def attrs(a: dict) -> str:
    out = []
    for k, v in a.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f'{k}="{f(v) if isinstance(v, (int, float)) else v}"')
    return " ".join(out)


class Doc:
    """A tiny SVG builder: element helpers return strings and append them."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self._n = 0

    # -- output
    def svg(self) -> str:
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.w}" height="{self.h}" '
                f'viewBox="0 0 {self.w} {self.h}">{defs}\n' + "\n".join(self.body) + "\n</svg>\n")

    def add(self, s: str) -> str:
        self.body.append(s)
        return s

    # -- paints
    def _id(self, p: str) -> str:
        self._n += 1
        return f"{p}{self._n}"

    def lin(self, stops, x1=0, y1=0, x2=0, y2=100, user=False) -> str:
        gid = self._id("l")
        unit = ' gradientUnits="userSpaceOnUse"' if user else ""
        pc = "" if user else "%"
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<linearGradient id="{gid}"{unit} x1="{f(x1)}{pc}" y1="{f(y1)}{pc}" '
                         f'x2="{f(x2)}{pc}" y2="{f(y2)}{pc}">{st}</linearGradient>')
        return f"url(#{gid})"

    def rad(self, stops, cx=50, cy=50, r=50, user=False) -> str:
        gid = self._id("r")
        unit = ' gradientUnits="userSpaceOnUse"' if user else ""
        pc = "" if user else "%"
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<radialGradient id="{gid}"{unit} cx="{f(cx)}{pc}" cy="{f(cy)}{pc}" '
                         f'r="{f(r)}{pc}">{st}</radialGradient>')
        return f"url(#{gid})"

    # -- plain elements (no outline unless stroke given)
    def rect(self, x, y, w, h, fill="none", **a):
        return self.add(f'<rect {attrs(dict(x=x, y=y, width=w, height=h, fill=fill, **a))}/>')

    def circle(self, cx, cy, r, fill="none", **a):
        return self.add(f'<circle {attrs(dict(cx=cx, cy=cy, r=r, fill=fill, **a))}/>')

    def ellipse(self, cx, cy, rx, ry, fill="none", **a):
        return self.add(f'<ellipse {attrs(dict(cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, **a))}/>')

    def poly(self, pts, fill="none", **a):
        return self.add(f'<polygon {attrs(dict(points=P(pts), fill=fill, **a))}/>')

    def line(self, pts, stroke, width, cap="round", **a):
        return self.add(f'<polyline {attrs(dict(points=P(pts), fill="none", stroke=stroke, stroke_width=width, stroke_linecap=cap, stroke_linejoin="round", **a))}/>')

    def path(self, d, fill="none", **a):
        return self.add(f'<path {attrs(dict(d=d, fill=fill, **a))}/>')

    def open(self, transform: str | None = None, **a):
        return self.add(f"<g {attrs(dict(transform=transform, **a))}>")

    def close(self):
        return self.add("</g>")

    # -- outlined "sticker" shapes
    def P(self, pts, fill, ow=5, **a):
        return self.poly(pts, fill, stroke=INK, stroke_width=ow, stroke_linejoin="round", **a)

    def C(self, cx, cy, r, fill, ow=5, **a):
        return self.circle(cx, cy, r, fill, stroke=INK, stroke_width=ow, **a)

    def E(self, cx, cy, rx, ry, fill, ow=5, **a):
        return self.ellipse(cx, cy, rx, ry, fill, stroke=INK, stroke_width=ow, **a)

    def R(self, x, y, w, h, fill, ow=5, rx=None, **a):
        return self.rect(x, y, w, h, fill, rx=rx, stroke=INK, stroke_width=ow,
                         stroke_linejoin="round", **a)

    def D(self, d, fill, ow=5, **a):
        return self.path(d, fill, stroke=INK, stroke_width=ow, stroke_linejoin="round", **a)

    def limb(self, pts, w, fill, ow=5, cap="round"):
        """A thick stroked polyline with an ink rim (arms, legs, pipes, barrels)."""
        self.line(pts, INK, w + 2 * ow, cap=cap)
        return self.line(pts, fill, w, cap=cap)

    def glow(self, cx, cy, r, colour=M_GLOW, core="#ffd7b0", strength=0.85):
        g = self.rad([(0, core, 1), (0.25, colour, strength), (1, colour, 0)])
        self.circle(cx, cy, r, g)

    def eye(self, cx, cy, r=8, colour=M_GLOW):
        self.glow(cx, cy, r * 3.2, colour, strength=0.55)
        self.circle(cx, cy, r, colour, stroke=INK, stroke_width=3)
        self.circle(cx - r * 0.3, cy - r * 0.3, r * 0.38, "#ffe0c8")


def _stop(s) -> str:
    off, col = s[0], s[1]
    op = s[2] if len(s) > 2 else 1
    o = f' stop-opacity="{f(op)}"' if op != 1 else ""
    return f'<stop offset="{f(off)}" stop-color="{col}"{o}/>'


# ---------------------------------------------------------------- geometry helpers
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


# ---------------------------------------------------------------- glyphs (digits etc.)
GLYPHS = {
    "1": [[(40, 30), (54, 20), (54, 80)]],
    "2": "M35 34 C35 14 65 14 65 34 C65 46 52 54 36 80 L66 80",
    "+": [[(50, 30), (50, 70)], [(30, 50), (70, 50)]],
    "-": [[(30, 50), (70, 50)]],
}


def glyph(d: Doc, ch: str, x, y, size, colour=CREAM, width=12, rim=INK):
    """Draw a stroked glyph in the box (x, y, size, size); strokes get an ink rim."""
    s = size / 100
    spec = GLYPHS[ch]
    d.open(f"translate({f(x)} {f(y)}) scale({f(s)})")
    for pass_col, pass_w in ((rim, width + 8), (colour, width)):
        if isinstance(spec, str):
            d.path(spec, "none", stroke=pass_col, stroke_width=pass_w, stroke_linecap="round",
                   stroke_linejoin="round")
        else:
            for pts in spec:
                d.line(pts, pass_col, pass_w)
    d.close()


# ---------------------------------------------------------------- frames
TYPE_ACCENT = {
    ("moloch", "robot"): (M_RED, ("#2a2e35", "#15181c")),
    ("moloch", "module"): (M_AMBER, ("#30302c", "#17171a")),
    ("moloch", "instant"): ("#ff6a55", ("#5c1813", "#26090a")),
    ("outpost", "soldier"): (O_GREEN, ("#2d3519", "#171c0d")),
    ("outpost", "building"): ("#d2b866", ("#3a3322", "#1c1810")),
    ("outpost", "instant"): (O_GREEN_LT, ("#23431a", "#0f200b")),
}


def moloch_frame(side_type, layout) -> str:
    W, H = CARD_UNITS
    accent, plate = TYPE_ACCENT[("moloch", side_type)]
    d = Doc(W, H)
    win = ART_RECT_FULL if layout == "full" else ART_RECT_COMPACT
    outer = chamfer(0, 0, W, H, 46)
    hole = chamfer(*win, 16)
    steel = d.lin([(0, "#6e7883"), (0.45, "#4a525c"), (1, "#2c3238")], 0, 0, 30, 100)
    d.path(poly_d(outer) + poly_d(hole), steel, fill_rule="evenodd")
    # hex-plate texture (only outside the window)
    r = 17
    wx, wy, ww, wh = win
    for row in range(int(H / (r * 1.5)) + 2):
        for col in range(int(W / (r * 1.732)) + 2):
            cx = col * r * 1.732 + (r * 0.866 if row % 2 else 0)
            cy = row * r * 1.5
            if wx - r < cx < wx + ww + r and wy - r < cy < wy + wh + r:
                continue
            if not (4 < cx < W - 4 and 4 < cy < H - 4):
                continue
            if min(cx, W - cx) + min(cy, H - cy) < 46 + r:
                continue
            d.poly(hexagon(cx, cy, r - 2, flat=False), "none", stroke="#1d2227",
                   stroke_width=2.2, stroke_opacity=0.55)
            d.line([(cx - r * 0.75, cy - r * 0.35), (cx, cy - r * 0.8)], "#b9c3cc", 1.5,
                   stroke_opacity=0.35)
    # edge: dark rim + red trim line
    d.poly(outer, "none", stroke=INK, stroke_width=6)
    d.poly(chamfer(9, 9, W - 18, H - 18, 40), "none", stroke=accent, stroke_width=4)
    # window rim
    d.poly(chamfer(wx - 7, wy - 7, ww + 14, wh + 14, 20), "none", stroke=INK, stroke_width=8)
    d.poly(chamfer(wx - 2, wy - 2, ww + 4, wh + 4, 17), "none", stroke=accent, stroke_width=3)
    # rivets around the window
    for (rx, ry) in [(wx - 14, wy + 30), (wx - 14, wy + wh - 30), (wx + ww + 14, wy + 30),
                     (wx + ww + 14, wy + wh - 30), (wx - 14, wy + wh / 2), (wx + ww + 14, wy + wh / 2)]:
        rivet(d, rx, ry, 5)
    # name plate: a bar with pointed, chamfered ends
    nx, ny, nw, nh = NAME_RECT
    plate_pts = [(24, 20), (476, 20), (490, 38), (490, 82), (476, 100), (24, 100), (10, 82), (10, 38)]
    d.poly(plate_pts, d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK, stroke_width=5)
    d.poly([(30, 26), (470, 26), (482, 40), (482, 80), (470, 94), (30, 94), (18, 80), (18, 40)],
           "none", stroke=accent, stroke_width=3)
    for rx in (24, 476):
        rivet(d, rx, 60, 4)
    # full layout: rules-text panel
    if layout == "full":
        tx, ty, tw, th = TEXT_PANEL
        d.poly(chamfer(tx - 4, ty - 4, tw + 8, th + 8, 16), INK)
        d.poly(chamfer(tx, ty, tw, th, 13), d.lin([(0, "#e3e7ea"), (1, "#bfc7ce")]))
        for i in range(6):   # faint brushed lines
            yy = ty + 20 + i * 30
            d.line([(tx + 14, yy), (tx + tw - 14, yy)], "#ffffff", 2, stroke_opacity=0.25)
        d.poly(chamfer(tx + 5, ty + 5, tw - 10, th - 10, 10), "none", stroke=accent,
               stroke_width=2, stroke_opacity=0.7)
    # bottom bar
    bx, by, bw, bh = BOTTOM_BAR
    d.poly(chamfer(bx, by, bw, bh, 18), d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK,
           stroke_width=5)
    for cx, cy, rr in (TRIGGER_ICON, TYPE_ICON):
        d.poly(hexagon(cx, cy, rr + 9, flat=True), "#0e1013", stroke=accent, stroke_width=3.5)
    # emblem: cog with an eye (Moloch)
    moloch_emblem(d, 250, by + bh / 2, 27, accent)
    for rx in (170, 330):
        rivet(d, rx, by + bh / 2, 4)
    return d.svg()


def rivet(d: Doc, x, y, r):
    d.circle(x, y, r, "#8d98a3", stroke=INK, stroke_width=1.8)
    d.circle(x - r * 0.3, y - r * 0.3, r * 0.35, "#e4eaef")


def moloch_emblem(d: Doc, cx, cy, r, accent=M_RED):
    d.poly(gear(cx, cy, r, 8, 0.2), M_MID, stroke=INK, stroke_width=3)
    d.circle(cx, cy, r * 0.58, "#15171b", stroke=INK, stroke_width=2)
    d.poly([(cx - r * 0.5, cy), (cx, cy - r * 0.3), (cx + r * 0.5, cy), (cx, cy + r * 0.3)], accent)
    d.circle(cx, cy, r * 0.16, "#ffe3d0")


def outpost_emblem(d: Doc, cx, cy, r, accent=O_GREEN):
    d.circle(cx, cy, r, O_OLIVE, stroke=INK, stroke_width=3)
    d.circle(cx, cy, r * 0.8, "none", stroke=accent, stroke_width=2.5, stroke_dasharray="4 3")
    d.poly(star(cx, cy, r * 0.62), CREAM, stroke=INK, stroke_width=2)


def outpost_frame(side_type, layout) -> str:
    W, H = CARD_UNITS
    accent, plate = TYPE_ACCENT[("outpost", side_type)]
    d = Doc(W, H)
    win = ART_RECT_FULL if layout == "full" else ART_RECT_COMPACT
    wx, wy, ww, wh = win
    olive = d.lin([(0, "#7d8742"), (0.5, "#5c6830"), (1, "#3c4520")], 0, 0, 20, 100)
    d.path(rrect_d(0, 0, W, H, 44) + rrect_d(wx, wy, ww, wh, 26), olive, fill_rule="evenodd")
    rng = random.Random(7 + len(side_type) + (3 if layout == "full" else 0))
    # camouflage blobs, kept inside the strips around the window
    for sx0, sy0, sx1, sy1 in frame_strips(win):
        area = (sx1 - sx0) * (sy1 - sy0)
        for _ in range(int(area / 2600) + 1):
            r = rng.uniform(12, 26)
            cx = rng.uniform(sx0 + r * 0.6, sx1 - r * 0.6) if sx1 - sx0 > 2 * r else (sx0 + sx1) / 2
            cy = rng.uniform(sy0 + r * 0.6, sy1 - r * 0.6) if sy1 - sy0 > 2 * r else (sy0 + sy1) / 2
            r = min(r, (sx1 - sx0) / 2 + 4, (sy1 - sy0) / 2 + 4)
            col = rng.choice(["#3a431d", "#2f3717", "#8c8a4e", "#6b7a34"])
            d.path(blob(cx, cy, r, rng), col, fill_opacity=0.55)
    # canvas weave: fine diagonal stripes, clipped to the strips
    for k in range(-H, W + H, 9):
        p, q = (k, 0), (k - H * 0.6, H)
        for strip in frame_strips(win):
            seg = clip_segment(p, q, strip)
            if seg:
                d.line(list(seg), "#f1ebc8", 1.3, cap="butt", stroke_opacity=0.10)
    # stitched edge + rims
    d.path(rrect_d(0, 0, W, H, 44), "none", stroke=INK, stroke_width=6)
    d.path(rrect_d(10, 10, W - 20, H - 20, 36), "none", stroke=accent, stroke_width=3.5,
           stroke_dasharray="14 8")
    d.path(rrect_d(wx - 7, wy - 7, ww + 14, wh + 14, 32), "none", stroke=INK, stroke_width=8)
    d.path(rrect_d(wx - 2, wy - 2, ww + 4, wh + 4, 27), "none", stroke=accent, stroke_width=3)
    # name plate: a rounded canvas tab
    d.path(rrect_d(12, 20, 476, 80, 40), d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK,
           stroke_width=5)
    d.path(rrect_d(20, 27, 460, 66, 33), "none", stroke=accent, stroke_width=2.5,
           stroke_dasharray="10 6")
    if layout == "full":
        tx, ty, tw, th = TEXT_PANEL
        d.path(rrect_d(tx - 4, ty - 4, tw + 8, th + 8, 26), INK)
        d.path(rrect_d(tx, ty, tw, th, 22), d.lin([(0, "#efe9cf"), (1, "#d5cc9f")]))
        for k in range(int(tx) - th, int(tx + tw), 12):   # canvas texture
            seg = clip_segment((k, ty + 6), (k + th, ty + th - 6), (tx + 12, ty + 6, tx + tw - 12, ty + th - 6))
            if seg:
                d.line(list(seg), "#8c7f4a", 1.2, cap="butt", stroke_opacity=0.18)
        d.path(rrect_d(tx + 6, ty + 6, tw - 12, th - 12, 17), "none", stroke=accent,
               stroke_width=2, stroke_dasharray="8 5")
    bx, by, bw, bh = BOTTOM_BAR
    d.path(rrect_d(bx, by, bw, bh, 36), d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK,
           stroke_width=5)
    for cx, cy, rr in (TRIGGER_ICON, TYPE_ICON):
        d.circle(cx, cy, rr + 8, "#10140a", stroke=accent, stroke_width=3.5)
    outpost_emblem(d, 250, by + bh / 2, 27, accent)
    return d.svg()


def strength_badge(side: str) -> str:
    d = Doc(124, 124)
    if side == "moloch":
        d.poly(hexagon(62, 62, 60, flat=False), INK)
        d.poly(hexagon(62, 62, 55, flat=False), d.lin([(0, M_RED), (1, M_RED_DK)]))
        d.poly(hexagon(62, 62, 43, flat=False), d.rad([(0, "#3a4049"), (1, "#15181c")]),
               stroke=INK, stroke_width=3)
        for x, y in hexagon(62, 62, 50, flat=False):
            d.circle(x, y, 3, "#f0c0b0")
    else:
        d.circle(62, 62, 60, INK)
        d.circle(62, 62, 55, d.lin([(0, O_GREEN), (1, "#2f5e22")]))
        d.circle(62, 62, 49, "none", stroke=CREAM, stroke_width=2, stroke_dasharray="6 4",
                 stroke_opacity=0.8)
        d.circle(62, 62, 42, d.rad([(0, "#4a5628"), (1, "#1c230f")]), stroke=INK, stroke_width=3)
    return d.svg()


# ---------------------------------------------------------------- icons (100 x 100)
def icon_doc() -> Doc:
    return Doc(100, 100)


def thick(d: Doc, pts, w=12, col=CREAM, closed=False):
    if closed:
        pts = list(pts) + [pts[0], pts[1]]
    d.line(pts, INK, w + 8)
    d.line(pts, col, w)


def icon_svgs() -> dict[str, str]:
    out = {}

    d = icon_doc()   # none: a calm dash
    thick(d, [(30, 50), (70, 50)], 10, "#9aa0a6")
    out["none"] = d.svg()

    d = icon_doc()   # enters_city: arrow into a gateway
    d.D("M52 88 V34 Q52 14 70 14 Q88 14 88 34 V88 Z", "#5d6670", ow=5)
    d.D("M62 88 V40 Q62 28 70 28 Q78 28 78 40 V88 Z", "#15171a", ow=3)
    d.P([(8, 42), (40, 42), (40, 28), (66, 55), (40, 82), (40, 68), (8, 68)], CREAM, ow=5)
    out["enters_city"] = d.svg()

    d = icon_doc()   # constant: infinity
    inf = "M50 50 C40 30 14 30 14 50 C14 70 40 70 50 50 C60 30 86 30 86 50 C86 70 60 70 50 50 Z"
    d.path(inf, "none", stroke=INK, stroke_width=22, stroke_linejoin="round")
    d.path(inf, "none", stroke=CREAM, stroke_width=12, stroke_linejoin="round")
    out["constant"] = d.svg()

    d = icon_doc()   # discard_card: a card falling, arrow down
    d.open("rotate(-14 40 44)")
    d.R(18, 12, 42, 58, CREAM, ow=5, rx=6)
    d.line([(27, 26), (50, 26)], "#7a7f86", 4)
    d.line([(27, 36), (50, 36)], "#7a7f86", 4)
    d.close()
    d.P([(62, 40), (78, 40), (78, 62), (90, 62), (70, 90), (50, 62), (62, 62)], M_RED, ow=5)
    out["discard_card"] = d.svg()

    d = icon_doc()   # once_per_battle: a ring with a single "1"
    d.circle(50, 50, 36, "none", stroke=INK, stroke_width=18)
    d.circle(50, 50, 36, "none", stroke=CREAM, stroke_width=8)
    d.P([(50, 4), (62, 14), (50, 24)], CREAM, ow=4)
    glyph(d, "1", 22, 24, 52, CREAM, 12)
    out["once_per_battle"] = d.svg()

    def wreath(d: Doc):
        for sgn in (-1, 1):
            for i in range(5):
                a = math.radians(200 - i * 26) if sgn < 0 else math.radians(-20 + i * 26)
                a = math.radians(110 + i * 28) if sgn < 0 else math.radians(70 - i * 28)
                x, y = 50 + 38 * math.cos(a), 52 + 38 * math.sin(a)
                d.E(x, y, 9, 5, "#d9c46a", ow=3, transform=f"rotate({f(math.degrees(a) + 90)} {f(x)} {f(y)})")

    d = icon_doc()   # on_moloch_win: wreath around a cog
    wreath(d)
    d.poly(gear(50, 46, 24, 8, 0.25), CREAM, stroke=INK, stroke_width=4)
    d.circle(50, 46, 9, INK)
    out["on_moloch_win"] = d.svg()

    d = icon_doc()   # on_outpost_win: wreath around a star
    wreath(d)
    d.poly(star(50, 46, 27), CREAM, stroke=INK, stroke_width=4, stroke_linejoin="round")
    out["on_outpost_win"] = d.svg()

    d = icon_doc()   # on_tie: balance scales
    thick(d, [(50, 16), (50, 80)], 8)
    thick(d, [(16, 30), (84, 30)], 8)
    thick(d, [(32, 88), (68, 88)], 8)
    for x in (24, 76):
        d.line([(x - 14, 56), (x, 30), (x + 14, 56)], CREAM, 3)
        d.D(f"M{x - 18} 56 H{x + 18} Q{x} 76 {x - 18} 56 Z", CREAM, ow=4)
    d.C(50, 16, 7, CREAM, ow=4)
    out["on_tie"] = d.svg()

    # ---- types
    d = icon_doc()   # robot head
    thick(d, [(50, 22), (50, 8)], 5)
    d.C(50, 8, 6, M_RED, ow=3)
    d.R(18, 22, 64, 56, CREAM, ow=5, rx=6)
    d.R(8, 38, 10, 22, "#8d959e", ow=4)
    d.R(82, 38, 10, 22, "#8d959e", ow=4)
    d.C(36, 44, 9, M_RED, ow=4)
    d.C(64, 44, 9, M_RED, ow=4)
    d.R(30, 60, 40, 10, INK, ow=0)
    for x in (38, 46, 54, 62):
        d.line([(x, 61), (x, 69)], CREAM, 3)
    out["robot"] = d.svg()

    d = icon_doc()   # module: a chip
    for i in range(4):
        v = 28 + i * 15
        for p, q in (((v, 6), (v, 22)), ((v, 78), (v, 94)), ((6, v), (22, v)), ((78, v), (94, v))):
            d.line([p, q], INK, 9)
            d.line([p, q], "#c7cdd3", 4)
    d.R(18, 18, 64, 64, "#3b424b", ow=5, rx=4)
    d.R(31, 31, 38, 38, CREAM, ow=4)
    d.poly(hexagon(50, 50, 11), M_AMBER, stroke=INK, stroke_width=3)
    out["module"] = d.svg()

    d = icon_doc()   # instant: lightning bolt
    d.P([(58, 4), (20, 56), (46, 56), (38, 96), (82, 38), (54, 38), (66, 4)], "#ffd34a", ow=5)
    out["instant"] = d.svg()

    d = icon_doc()   # soldier: a helmet
    d.D("M12 62 Q12 18 50 18 Q88 18 88 62 Z", "#8a9a4a", ow=5)
    d.D("M6 60 H94 Q96 72 84 72 H16 Q4 72 6 60 Z", "#6a7a36", ow=5)
    d.line([(24, 72), (34, 92), (66, 92), (76, 72)], INK, 5)
    d.line([(26, 40), (40, 28)], CREAM, 5, stroke_opacity=0.8)
    for x, y in ((36, 50), (56, 36), (66, 54)):
        d.ellipse(x, y, 7, 4, "#4d5b2a")
    out["soldier"] = d.svg()

    d = icon_doc()   # building: a sandbagged watchtower
    d.P([(26, 90), (34, 36), (66, 36), (74, 90)], "#b9ad78", ow=5)
    d.P([(18, 36), (18, 16), (30, 16), (30, 24), (44, 24), (44, 16), (56, 16), (56, 24),
         (70, 24), (70, 16), (82, 16), (82, 36)], CREAM, ow=5)
    d.R(40, 48, 20, 10, INK, ow=0)
    d.D("M40 90 V74 Q50 64 60 74 V90 Z", "#3a3322", ow=4)
    out["building"] = d.svg()

    # ---- district effects
    d = icon_doc()   # draw: a card with a plus
    d.R(16, 10, 48, 68, CREAM, ow=5, rx=7)
    d.R(24, 18, 32, 52, "#5d6670", ow=0, rx=4)
    d.C(68, 68, 24, O_GREEN, ow=5)
    glyph(d, "+", 48, 48, 40, CREAM, 12)
    out["district_draw"] = d.svg()

    d = icon_doc()   # kill: a skull
    d.D("M50 8 C20 8 12 30 14 48 C15 60 22 64 26 66 L28 82 H72 L74 66 C78 64 85 60 86 48 "
        "C88 30 80 8 50 8 Z", CREAM, ow=5)
    d.E(35, 46, 10, 11, INK, ow=0)
    d.E(65, 46, 10, 11, INK, ow=0)
    d.poly([(50, 58), (44, 68), (56, 68)], INK)
    for x in (38, 46, 54, 62):
        d.line([(x, 74), (x, 86)], INK, 3)
    d.line([(30, 92), (70, 92)], INK, 5)
    out["district_kill"] = d.svg()

    d = icon_doc()   # move_to_new_york: arrow to a skyscraper with a spire
    d.P([(64, 94), (64, 30), (70, 30), (70, 20), (76, 20), (76, 4), (78, 4), (78, 20), (84, 20),
         (84, 30), (90, 30), (90, 94)], CREAM, ow=5)
    for y in (40, 52, 64, 76):
        d.line([(70, y), (84, y)], "#5d6670", 4, cap="butt")
    d.P([(6, 50), (34, 50), (34, 34), (58, 60), (34, 86), (34, 70), (6, 70)], M_AMBER, ow=5)
    out["district_move_to_new_york"] = d.svg()

    d = icon_doc()   # bomb
    d.C(44, 60, 32, "#30343a", ow=5)
    d.R(50, 18, 20, 16, "#5d6670", ow=4, transform="rotate(40 60 26)")
    d.path("M66 20 Q76 6 88 12", "none", stroke=INK, stroke_width=7, stroke_linecap="round")
    d.path("M66 20 Q76 6 88 12", "none", stroke="#c8b27a", stroke_width=3, stroke_linecap="round")
    d.poly(star(88, 12, 11, 5, 8), "#ffd34a", stroke=INK, stroke_width=2)
    d.path("M26 52 Q30 38 42 34", "none", stroke=CREAM, stroke_width=5, stroke_linecap="round",
           stroke_opacity=0.7)
    out["district_bomb"] = d.svg()
    return out


# ---------------------------------------------------------------- tokens (100 x 100)
def token_disc(d: Doc, fill_top, fill_bottom, rim=CREAM, shape="circle"):
    g = d.lin([(0, fill_top), (1, fill_bottom)])
    if shape == "circle":
        d.circle(50, 50, 48, INK)
        d.circle(50, 50, 44, g)
        d.circle(50, 50, 38, "none", stroke=rim, stroke_width=2.5, stroke_opacity=0.7)
    else:   # hexagon
        d.poly(hexagon(50, 50, 49, flat=False), INK)
        d.poly(hexagon(50, 50, 44, flat=False), g)
        d.poly(hexagon(50, 50, 37, flat=False), "none", stroke=rim, stroke_width=2.5,
               stroke_opacity=0.7)


def token_svgs() -> dict[str, str]:
    out = {}
    for name, sign, digit, top, bot in (("plus1", "+", "1", "#5fbf4a", "#2c6a22"),
                                        ("plus2", "+", "2", "#5fbf4a", "#2c6a22"),
                                        ("minus2", "-", "2", "#e0503c", "#7a1d14")):
        d = Doc(100, 100)
        token_disc(d, top, bot, shape="circle" if sign == "+" else "hexagon")
        glyph(d, sign, 8, 22, 50, CREAM, 13)
        glyph(d, digit, 40, 20, 56, CREAM, 13)
        out[name] = d.svg()

    d = Doc(100, 100)
    token_disc(d, "#6d8fb0", "#2b4460")
    d.D("M50 18 L76 28 Q76 64 50 82 Q24 64 24 28 Z", CREAM, ow=5)
    d.D("M50 26 L68 33 Q68 60 50 73 Z", "#b9c9d8", ow=0)
    out["shield"] = d.svg()

    d = Doc(100, 100)   # deactivated: power symbol struck through
    token_disc(d, "#5a5f66", "#24272b", shape="hexagon")
    d.path("M36 34 A22 22 0 1 0 64 34", "none", stroke=INK, stroke_width=16, stroke_linecap="round")
    d.path("M36 34 A22 22 0 1 0 64 34", "none", stroke=CREAM, stroke_width=8, stroke_linecap="round")
    thick(d, [(50, 22), (50, 50)], 8)
    thick(d, [(22, 78), (78, 22)], 8, M_RED)
    out["deactivated"] = d.svg()

    d = Doc(100, 100)   # net: mesh over the disc
    token_disc(d, "#7c6a9a", "#352a4a")
    for k in range(-3, 4):
        for pts in ([(30 + k * 12 - 20, 14), (30 + k * 12 + 40, 86)], [(70 - k * 12 + 20, 14), (70 - k * 12 - 40, 86)]):
            seg = clip_segment(pts[0], pts[1], (16, 14, 84, 86))
            if seg:
                d.line(list(seg), INK, 7)
                d.line(list(seg), CREAM, 3)
    for x, y in ((50, 20), (26, 40), (74, 40), (32, 72), (68, 72)):
        d.C(x, y, 4, "#d8cde8", ow=2)
    out["net"] = d.svg()

    d = Doc(100, 100)   # destroyed district: a broken building, red X
    token_disc(d, "#4a2a22", "#1c0f0c", rim="#e0503c", shape="hexagon")
    d.P([(26, 80), (26, 40), (36, 30), (42, 42), (50, 34), (56, 46), (64, 38), (74, 48), (74, 80)],
        "#8a8f96", ow=4)
    for x, y in ((34, 52), (52, 58), (62, 54), (36, 66)):
        d.rect(x, y, 6, 7, INK)
    thick(d, [(22, 22), (78, 78)], 8, M_RED)
    thick(d, [(78, 22), (22, 78)], 8, M_RED)
    out["destroyed_district"] = d.svg()

    d = Doc(100, 100)   # battle target: crosshair
    token_disc(d, "#ecd9a0", "#b49a52", rim=INK)
    d.circle(50, 50, 30, "none", stroke=INK, stroke_width=12)
    d.circle(50, 50, 30, "none", stroke=M_RED, stroke_width=6)
    d.circle(50, 50, 12, M_RED, stroke=INK, stroke_width=4)
    for p, q in (((50, 6), (50, 30)), ((50, 70), (50, 94)), ((6, 50), (30, 50)), ((70, 50), (94, 50))):
        d.line([p, q], INK, 6)
    out["battle_target"] = d.svg()

    d = Doc(100, 100)   # used feature: a tick on a grey disc
    token_disc(d, "#9aa0a6", "#4e5359")
    thick(d, [(28, 52), (44, 68), (74, 34)], 12, CREAM)
    out["used_feature"] = d.svg()

    d = Doc(100, 100)   # extra district: building + plus
    token_disc(d, "#d8c88c", "#8a7a44", rim=INK, shape="hexagon")
    d.P([(24, 82), (24, 42), (44, 42), (44, 28), (62, 28), (62, 82)], "#5d6670", ow=4)
    for x, y in ((30, 50), (30, 64), (50, 36), (50, 50), (50, 64)):
        d.rect(x, y, 7, 7, "#ffd34a")
    d.C(70, 70, 17, O_GREEN, ow=4)
    glyph(d, "+", 56, 56, 28, CREAM, 12)
    out["extra_district"] = d.svg()
    return out


# ---------------------------------------------------------------- card backs
def back_svg(side: str) -> str:
    W, H = CARD_UNITS
    d = Doc(W, H)
    rng = random.Random(11 if side == "moloch" else 12)
    if side == "moloch":
        outer = chamfer(0, 0, W, H, 46)
        d.poly(outer, d.lin([(0, "#4a525c"), (1, "#1c2026")], 0, 0, 40, 100))
        r = 26
        for row in range(int(H / (r * 1.5)) + 2):
            for col in range(int(W / (r * 1.732)) + 2):
                cx = col * r * 1.732 + (r * 0.866 if row % 2 else 0)
                cy = row * r * 1.5
                if min(cx, W - cx) + min(cy, H - cy) < 46 + r or not (r < cx < W - r and r < cy < H - r):
                    continue
                shade = rng.choice(["#2f353c", "#343b43", "#2a2f35", "#3a424b"])
                d.poly(hexagon(cx, cy, r - 3, flat=False), shade, stroke="#15181b", stroke_width=2.5)
                d.line([(cx - r * 0.7, cy - r * 0.4), (cx, cy - r * 0.8)], "#aab4be", 1.6,
                       stroke_opacity=0.25)
        d.glow(250, 350, 230, M_RED, core="#ff9b7a", strength=0.35)
        d.poly(outer, "none", stroke=INK, stroke_width=7)
        d.poly(chamfer(12, 12, W - 24, H - 24, 40), "none", stroke=M_RED, stroke_width=6)
        d.poly(chamfer(26, 26, W - 52, H - 52, 32), "none", stroke="#0e1012", stroke_width=3)
        # red chevrons top and bottom
        for y, s in ((70, 1), (630, -1)):
            for i in range(3):
                yy = y + s * i * 22
                d.P([(190, yy), (250, yy + s * 18), (310, yy), (310, yy + s * 10), (250, yy + s * 28),
                     (190, yy + s * 10)], M_RED if i == 0 else M_RED_DK, ow=3)
        # emblem: a big cog with a glowing eye
        d.poly(gear(250, 350, 150, 12, 0.16), d.lin([(0, "#8a95a0"), (1, "#3e4650")]), stroke=INK,
               stroke_width=7)
        d.circle(250, 350, 104, "#15181c", stroke=INK, stroke_width=6)
        d.circle(250, 350, 92, "none", stroke=M_RED_DK, stroke_width=4)
        d.P([(150, 350), (250, 290), (350, 350), (250, 410)], "#2a1012", ow=5)
        d.glow(250, 350, 90, M_GLOW, strength=0.7)
        d.C(250, 350, 34, M_RED, ow=5)
        d.C(250, 350, 14, "#ffe3d0", ow=0)
        for a in range(0, 360, 45):
            x, y = 250 + 128 * math.cos(math.radians(a)), 350 + 128 * math.sin(math.radians(a))
            rivet(d, x, y, 7)
    else:
        d.path(rrect_d(0, 0, W, H, 44), d.lin([(0, "#6f7b3a"), (1, "#2f3718")], 0, 0, 30, 100))
        for _ in range(70):
            r = rng.uniform(30, 70)
            cx, cy = rng.uniform(0, W), rng.uniform(0, H)
            col = rng.choice(["#3a431d", "#262d12", "#8c8a4e", "#5b6a2c"])
            pts_d = blob(cx, cy, r, rng, n=10, jag=0.45)
            d.path(pts_d, col, fill_opacity=0.6)
        # trim the camouflage back to the rounded card: paint the corners away
        for cx, cy, sx, sy in ((0, 0, 1, 1), (W, 0, -1, 1), (0, H, 1, -1), (W, H, -1, -1)):
            d.path(f"M{cx} {cy} H{cx + sx * 44} A44 44 0 0 {1 if sx * sy < 0 else 0} {cx} {cy + sy * 44} Z",
                   "#000000", fill_opacity=0)
        for k in range(-H, W + H, 10):
            seg = clip_segment((k, 0), (k - H * 0.6, H), (8, 8, W - 8, H - 8))
            if seg:
                d.line(list(seg), "#f1ebc8", 1.4, cap="butt", stroke_opacity=0.10)
        d.glow(250, 350, 230, O_GREEN_LT, core="#f4f0c0", strength=0.25)
        d.path(rrect_d(0, 0, W, H, 44), "none", stroke=INK, stroke_width=7)
        d.path(rrect_d(12, 12, W - 24, H - 24, 36), "none", stroke=O_GREEN, stroke_width=6,
               stroke_dasharray="18 9")
        d.path(rrect_d(26, 26, W - 52, H - 52, 28), "none", stroke="#141a0a", stroke_width=3)
        # emblem: a round patch with a star and a watchtower
        d.circle(250, 350, 150, INK)
        d.circle(250, 350, 143, d.lin([(0, "#5c6a2e"), (1, "#2e3616")]))
        d.circle(250, 350, 128, "none", stroke=O_SAND, stroke_width=5, stroke_dasharray="12 8")
        d.circle(250, 350, 108, d.rad([(0, "#8fa24a"), (1, "#3c4a1c")]), stroke=INK, stroke_width=5)
        d.P(star(250, 330, 88, 36), CREAM, ow=6)
        d.P(star(250, 330, 60, 25), O_GREEN, ow=0)
        # sandbag wall along the bottom of the patch
        for i, x in enumerate(range(176, 330, 30)):
            d.E(x + 12, 418, 17, 11, "#c9bb82", ow=4)
        for x in range(190, 316, 30):
            d.E(x + 12, 400, 17, 11, "#d9cc96", ow=4)
        for y, s in ((70, 1), (630, -1)):
            for i in range(3):
                d.P([(210 + i * 30, y - 12), (222 + i * 30, y - 12 * 0.2), (210 + i * 30, y + 12),
                     (198 + i * 30, y - 12 * 0.2)], O_GREEN if i == 1 else O_SAND, ow=3)
    return d.svg()


# ---------------------------------------------------------------- city boards (600 x 400)
def clip_below(pts, cut):
    """Sutherland-Hodgman: the part of polygon pts with y >= cut."""
    out = []
    n = len(pts)
    for i in range(n):
        p, q = pts[i], pts[(i + 1) % n]
        pin, qin = p[1] >= cut, q[1] >= cut
        if pin:
            out.append(p)
        if pin != qin:
            t = (cut - p[1]) / (q[1] - p[1])
            out.append((p[0] + t * (q[0] - p[0]), cut))
    return out


def ruin(pts, rng, severity):
    """Break a building's top: clip it lower and replace the cut with a jagged edge."""
    ys = [p[1] for p in pts]
    top, bottom = min(ys), max(ys)
    cut = top + (bottom - top) * severity
    clipped = clip_below(pts, cut)
    if len(clipped) < 3:
        return clipped
    out = []
    n = len(clipped)
    for i in range(n):
        p, q = clipped[i], clipped[(i + 1) % n]
        out.append(p)
        if abs(p[1] - cut) < 0.01 and abs(q[1] - cut) < 0.01 and abs(q[0] - p[0]) > 6:
            steps = max(2, int(abs(q[0] - p[0]) / 9))
            for k in range(1, steps):
                x = p[0] + (q[0] - p[0]) * k / steps
                y = cut + rng.uniform(-14, 10) if k % 2 else cut + rng.uniform(0, 16)
                out.append((x, y))
    return out


def tower(x, base, w, h, roof=None):
    """A building polygon: a rectangle with an optional roof shape."""
    t = base - h
    if roof == "spire":
        return [(x, base), (x, t), (x + w * 0.25, t), (x + w * 0.25, t - h * 0.12),
                (x + w * 0.42, t - h * 0.12), (x + w * 0.5, t - h * 0.42), (x + w * 0.58, t - h * 0.12),
                (x + w * 0.75, t - h * 0.12), (x + w * 0.75, t), (x + w, t), (x + w, base)]
    if roof == "step":
        return [(x, base), (x, t), (x + w * 0.15, t), (x + w * 0.15, t - h * 0.1), (x + w * 0.85, t - h * 0.1),
                (x + w * 0.85, t), (x + w, t), (x + w, base)]
    if roof == "slope":
        return [(x, base), (x, t + h * 0.1), (x + w, t - h * 0.05), (x + w, base)]
    if roof == "dome":
        pts = [(x, base), (x, t)]
        for i in range(1, 8):
            a = math.pi * i / 8
            pts.append((x + w / 2 - w / 2 * math.cos(a), t - w * 0.35 * math.sin(a)))
        return pts + [(x + w, t), (x + w, base)]
    return [(x, base), (x, t), (x + w, t), (x + w, base)]


def city_layout(key: str, rng: random.Random):
    """(far skyline polygons, near structures); a structure = (polygon, kind)."""
    base = 330
    far = []
    x = -10
    while x < 610:
        w = rng.uniform(18, 46)
        h = rng.uniform(40, 120) if key != "new_york" else rng.uniform(80, 190)
        far.append(tower(x, base - 20, w, h, rng.choice([None, None, "step", "slope"])))
        x += w + rng.uniform(-4, 6)
    near = []
    if key == "ziggy_one":
        # a huge stepped ziggurat arcology in the middle
        pts = [(150, base)]
        for i in range(6):
            x0 = 150 + i * 26
            y = base - 30 - i * 36
            pts += [(x0, y), (x0 + 26, y)] if i < 5 else [(x0, y)]
        top = pts[-1][1]
        pts += [(300 - 6, top), (300 - 6, top - 40), (306, top - 40), (306, top)]
        right = [(600 - px, py) for px, py in reversed(pts[1:-4])]
        pts = pts + [(306, top)] + right[1:] + [(450, base)]
        near.append((pts, "zig"))
        near.append((tower(30, base, 60, 110, "slope"), "b"))
        near.append((tower(95, base, 44, 150), "b"))
        near.append((tower(468, base, 50, 140, "step"), "b"))
        near.append((tower(525, base, 64, 95), "b"))
    elif key == "iron_gate":
        # a fortress wall with a great arched iron gate between two towers
        wall = [(0, base), (0, 220), (180, 220), (180, base)]
        near.append((wall, "b"))
        near.append(([(420, base), (420, 220), (600, 220), (600, base)], "b"))
        for tx in (170, 380):
            t = tower(tx, base, 54, 190)
            t = [(t[0][0], t[0][1]), (t[1][0], t[1][1])] + [
                (tx + k * 9, 140 - (0 if k % 2 == 0 else 14)) for k in range(0, 7)] + [(t[3][0], t[3][1])]
            near.append((t, "b"))
        arch = [(224, base), (224, 190), (252, 160), (300, 150), (348, 160), (376, 190), (376, base)]
        near.append((arch, "gate"))
        near.append((tower(40, 220, 40, 50), "b"))
        near.append((tower(510, 220, 46, 70, "step"), "b"))
    elif key == "cleveland_harbour":
        near.append((tower(20, base, 70, 90, "slope"), "b"))
        near.append((tower(95, base, 50, 130), "b"))
        near.append((tower(150, base, 80, 70), "b"))
        # two harbour cranes
        for cx in (280, 430):
            crane = [(cx, base), (cx, 150), (cx - 40, 150), (cx - 40, 138), (cx + 120, 138), (cx + 120, 150),
                     (cx + 14, 150), (cx + 14, base)]
            near.append((crane, "crane"))
        # a ship hull at the quay
        near.append(([(300, base), (316, 300), (540, 300), (560, 280), (580, 280), (570, base)], "ship"))
        near.append((tower(380, 300, 60, 36), "b"))
        near.append((tower(450, 300, 24, 60), "b"))
    elif key == "jersey_crust":
        # low industrial sprawl with chimneys and a cracked crust of rock
        xs = [0, 70, 150, 240, 330, 420, 500]
        for i, x0 in enumerate(xs):
            w = (xs[i + 1] - x0 - 6) if i + 1 < len(xs) else 100
            h = rng.uniform(50, 90)
            near.append((tower(x0, base, w, h, rng.choice(["slope", None, "step"])), "b"))
        for cx, h in ((110, 190), (200, 160), (380, 210), (560, 170)):
            near.append(([(cx - 10, base), (cx - 14 + 4, base - h), (cx + 10 - 4, base - h), (cx + 10, base)], "chimney"))
        near.append(([(250, base), (268, 220), (320, 200), (360, 230), (370, base)], "tank"))
    else:  # new_york
        spots = [(10, 60, 170, None), (72, 50, 230, "step"), (126, 64, 200, None), (194, 58, 290, "spire"),
                 (256, 70, 160, "dome"), (330, 56, 250, "step"), (390, 66, 200, None),
                 (460, 50, 270, "spire"), (515, 80, 150, None)]
        for x0, w, h, roof in spots:
            near.append((tower(x0, base, w, h, roof), "b"))
    return far, near


def city_svg(key: str, ruined: bool) -> str:
    W, H = CITY_UNITS
    d = Doc(W, H)
    rng = random.Random(hash(key) % 1000 if False else sum(map(ord, key)))
    base = 330
    if ruined:
        sky = d.lin([(0, "#120b0c"), (0.55, "#3b1714"), (1, "#8a3517")])
    else:
        sky = d.lin([(0, "#1b2633"), (0.55, "#3e5566"), (1, "#c7a46a")])
    d.rect(0, 0, W, H, sky)
    if ruined:
        d.glow(300, base, 260, "#e0521e", core="#ffb070", strength=0.35)
    else:
        d.circle(470, 120, 30, "#f3e2b0", fill_opacity=0.85)
        d.glow(470, 120, 90, "#f3e2b0", core="#fff6dc", strength=0.25)
    far, near = city_layout(key, rng)
    far_col = "#2a1a1a" if ruined else "#2d3c4a"
    for pts in far:
        if ruined:
            pts = ruin(pts, rng, rng.uniform(0.2, 0.6))
        d.poly(pts, far_col)
    body = "#1f1a1b" if ruined else "#1b232d"
    edge = "#5a2a20" if ruined else "#4d6273"
    for pts, kind in near:
        if ruined:
            if kind == "crane":
                # the jib has fallen: keep the mast's lower part, add a bent boom on the ground
                xs = [p[0] for p in pts]
                cx = min(xs) + 40
                d.poly([(cx, base), (cx, 200), (cx + 14, 212), (cx + 14, base)], body, stroke=edge, stroke_width=3)
                d.poly([(cx + 14, 212), (cx + 120, 300), (cx + 112, 310), (cx + 6, 222)], body,
                       stroke=edge, stroke_width=3)
                continue
            sev = rng.uniform(0.25, 0.6) if kind in ("b", "chimney", "zig") else 0.35
            if kind == "ship":
                sev = 0.5
            pts = ruin(pts, rng, sev)
        d.poly(pts, body, stroke=edge, stroke_width=3, stroke_linejoin="round")
        # windows
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        x0, x1, y0 = min(xs), max(xs), min(ys)
        if kind in ("b", "zig") and x1 - x0 > 20:
            for wy in range(int(y0) + 22, base - 14, 18):
                for wx in range(int(x0) + 8, int(x1) - 10, 14):
                    if kind == "zig" and not _inside(pts, wx + 3, wy + 3):
                        continue
                    if ruined and not _inside(pts, wx + 3, wy - 4):
                        continue
                    r = rng.random()
                    if ruined:
                        if r < 0.12:
                            d.rect(wx, wy, 6, 8, "#ff8a2a", fill_opacity=0.9)
                        elif r < 0.5:
                            d.rect(wx, wy, 6, 8, "#0b0909")
                    elif r < 0.45:
                        d.rect(wx, wy, 6, 8, "#ffd98a", fill_opacity=0.9)
        if kind == "gate":
            for bx in range(236, 370, 16):
                top = 168 if 260 < bx < 340 else 196
                if ruined and 280 < bx < 330:
                    d.line([(bx, base), (bx + rng.uniform(-12, 12), base - 50)], "#5a4a46", 5)
                    continue
                d.line([(bx, base), (bx, top)], "#7c8792" if not ruined else "#4a3a36", 6)
            for y in (220, 270):
                d.line([(228, y), (372, y)], "#7c8792" if not ruined else "#4a3a36", 6)
        if kind == "crane":
            cx = min(p[0] for p in pts) + 40
            for k in range(4):
                d.line([(cx + 20 + k * 24, 150), (cx + 32 + k * 24, 138)], edge, 2)
            d.line([(cx + 100, 150), (cx + 100, 230)], edge, 2)
            d.rect(cx + 92, 230, 16, 12, edge)
    # ground
    d.rect(0, base, W, H - base, d.lin([(0, "#2b2220" if ruined else "#2b3328"), (1, "#0f0c0c" if ruined else "#121611")]))
    if key == "cleveland_harbour":
        d.rect(0, base + 8, W, 62, d.lin([(0, "#2a3a4a" if not ruined else "#3a1e18"), (1, "#0c1218")]))
        for i in range(12):
            y = base + 16 + i * 5
            x = rng.uniform(0, 560)
            d.line([(x, y), (x + rng.uniform(20, 60), y)], "#8fb0c8" if not ruined else "#d06a3a", 2,
                   stroke_opacity=0.35)
    if key == "jersey_crust":
        for i in range(6):
            x = rng.uniform(20, 560)
            d.line([(x, base + 4), (x + 14, base + 24), (x + 4, base + 40), (x + 22, base + 66)], "#0a0808", 3)
    d.line([(0, base), (W, base)], edge, 3)
    if ruined:
        # rubble, fires and smoke
        for _ in range(14):
            x = rng.uniform(0, W)
            d.poly([(x - 26, base + 2), (x - 8, base - rng.uniform(8, 22)), (x + 10, base - rng.uniform(4, 16)),
                    (x + 30, base + 2)], "#171213", stroke="#3a2420", stroke_width=2)
        for _ in range(5):
            x, y = rng.uniform(40, 560), base - rng.uniform(30, 160)
            for k in range(5):
                d.circle(x + k * 9 + rng.uniform(-6, 6), y - k * 26, 14 + k * 7, "#1a1414",
                         fill_opacity=0.45 - k * 0.06)
            d.poly([(x - 8, y + 10), (x, y - 14), (x + 8, y + 10)], "#ff8a2a", fill_opacity=0.9)
            d.poly([(x - 4, y + 10), (x, y - 4), (x + 4, y + 10)], "#ffe08a")
        d.rect(0, 0, W, H, "#000000", fill_opacity=0.18)
    # a thin board rim
    d.rect(2, 2, W - 4, H - 4, "none", stroke=INK, stroke_width=4, rx=10)
    return d.svg()


def _inside(pts, x, y) -> bool:
    c = False
    n = len(pts)
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            c = not c
    return c


# ---------------------------------------------------------------- table
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


# ---------------------------------------------------------------- card illustrations
# (appended below: CARD_ART maps a card key to a function drawing on a 400 x 400 Doc)
CARD_ART: dict = {}


def card(key):
    def deco(fn):
        CARD_ART[key] = fn
        return fn
    return deco


HORIZON = 300


def background(d: Doc, rec) -> None:
    side, ctype = rec["side"], rec["type"]
    rng = random.Random(sum(map(ord, rec["key"])))
    if ctype == "instant":
        if side == "moloch":
            d.rect(0, 0, 400, 400, d.rad([(0, "#7a2a1e"), (0.55, "#3a1618"), (1, "#141014")], 50, 52, 72))
            ray = "#ff6a4a"
        else:
            d.rect(0, 0, 400, 400, d.rad([(0, "#d9cf95"), (0.55, "#7f8248"), (1, "#2c3318")], 50, 52, 72))
            ray = "#fff6cc"
        for i in range(16):
            a0 = 2 * math.pi * i / 16
            a1 = a0 + 2 * math.pi / 32
            d.poly([(200, 205), (200 + 400 * math.cos(a0), 205 + 400 * math.sin(a0)),
                    (200 + 400 * math.cos(a1), 205 + 400 * math.sin(a1))], ray, fill_opacity=0.09)
        return
    if ctype == "module":
        d.rect(0, 0, 400, 400, d.rad([(0, "#3c434b"), (1, "#15181c")], 50, 50, 75))
        for _ in range(26):
            x, y = rng.choice(range(20, 400, 20)), rng.choice(range(20, 400, 20))
            pts = [(x, y)]
            for _k in range(3):
                if rng.random() < 0.5:
                    x += rng.choice([-60, -40, 40, 60])
                else:
                    y += rng.choice([-60, -40, 40, 60])
                pts.append((x, y))
            d.line(pts, "#d08a3a", 3, stroke_opacity=0.28)
            d.circle(pts[-1][0], pts[-1][1], 5, "#d08a3a", fill_opacity=0.35)
        return
    if side == "moloch":
        d.rect(0, 0, 400, 400, d.lin([(0, "#17121a"), (0.55, "#3c1a1c"), (0.75, "#7a2e1e"), (1, "#2a1612")]))
        d.glow(300, HORIZON - 10, 120, "#ff7a3a", core="#ffc08a", strength=0.35)
        far = "#24161a"
        ground = d.lin([(0, "#2a1c1c"), (1, "#120d0e")])
    else:
        d.rect(0, 0, 400, 400, d.lin([(0, "#5d6a3c"), (0.6, "#a9a36a"), (0.75, "#d7c994"), (1, "#8a8450")]))
        d.glow(110, 120, 70, "#fff3c8", core="#fffbe8", strength=0.4)
        far = "#6b6c42"
        ground = d.lin([(0, "#5a5a32"), (1, "#2a2c17")])
    x = -10
    while x < 410:
        w = rng.uniform(16, 40)
        h = rng.uniform(14, 70)
        top = HORIZON - h
        pts = [(x, HORIZON), (x, top + rng.uniform(0, 8)), (x + w * 0.4, top + rng.uniform(-6, 10)),
               (x + w, top + rng.uniform(0, 14)), (x + w, HORIZON)]
        d.poly(pts, far)
        x += w + rng.uniform(0, 10)
    d.rect(0, HORIZON, 400, 100, ground)
    for _ in range(10):
        y = rng.uniform(HORIZON + 8, 395)
        x = rng.uniform(0, 380)
        d.line([(x, y), (x + rng.uniform(20, 70), y)], "#000000", 2, stroke_opacity=0.18)


def placeholder(d: Doc, rec) -> None:
    if rec["side"] == "moloch":
        moloch_emblem(d, 200, 200, 90)
    else:
        outpost_emblem(d, 200, 200, 90)


def shadow(d: Doc, cx, w, y=322):
    d.ellipse(cx, y, w, w * 0.12, "#000000", fill_opacity=0.35)


# ---------------------------------------------------------------- Outpost figures
POSES = {
    # hip, neck, head, back knee, back foot, front knee, front foot,
    # back elbow, back hand, front elbow, front hand  (figure faces right, feet at y=0)
    "stand": dict(hip=(0, -92), neck=(2, -160), head=(5, -181), bk=(-8, -48), bf=(-16, 0),
                  fk=(12, -48), ff=(20, 0), be=(-8, -118), bh=(20, -110), fe=(22, -124), fh=(40, -134)),
    "aim": dict(hip=(0, -92), neck=(6, -160), head=(12, -180), bk=(-12, -48), bf=(-24, 0),
                fk=(16, -48), ff=(26, 0), be=(-4, -132), bh=(22, -150), fe=(34, -136), fh=(52, -150)),
    "run": dict(hip=(0, -88), neck=(18, -154), head=(26, -173), bk=(-24, -56), bf=(-50, -30),
                fk=(26, -58), ff=(22, 0), be=(-14, -116), bh=(-4, -96), fe=(36, -126), fh=(54, -140)),
    "kneel": dict(hip=(-6, -58), neck=(4, -126), head=(10, -146), bk=(-4, -4), bf=(-44, 0),
                  fk=(28, -50), ff=(30, 0), be=(-4, -100), bh=(24, -116), fe=(36, -102), fh=(54, -116)),
    "point": dict(hip=(0, -92), neck=(2, -160), head=(6, -181), bk=(-10, -48), bf=(-18, 0),
                  fk=(12, -48), ff=(22, 0), be=(-20, -124), bh=(-8, -98), fe=(30, -150), fh=(60, -166)),
    "carry": dict(hip=(0, -92), neck=(2, -160), head=(6, -181), bk=(-10, -48), bf=(-20, 0),
                  fk=(14, -48), ff=(22, 0), be=(-14, -132), bh=(6, -156), fe=(26, -130), fh=(36, -152)),
    "hold": dict(hip=(0, -92), neck=(2, -160), head=(5, -181), bk=(-8, -48), bf=(-16, 0),
                 fk=(12, -48), ff=(20, 0), be=(-6, -122), bh=(26, -124), fe=(20, -126), fh=(44, -128)),
}


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def figure(d: Doc, x, y, s=1.0, pose="stand", facing=1, head="helmet", weapon="rifle",
           uniform=O_OLIVE, dark=O_DARK, skin=SKIN, pants=None, extra=None, face_mask=False):
    """A soldier: bold limbs, torso, head with headgear, optional weapon."""
    j = POSES[pose]
    pants = pants or dark
    d.open(f"translate({f(x)} {f(y)}) scale({f(s * facing)} {f(s)})")
    hip, neck, hd = j["hip"], j["neck"], j["head"]
    sh_b, sh_f = _add(neck, (-6, 10)), _add(neck, (6, 10))
    # back arm and leg
    d.limb([hip, j["bk"], j["bf"]], 19, pants)
    d.P([_add(j["bf"], (-8, -6)), _add(j["bf"], (16, -6)), _add(j["bf"], (18, 4)), _add(j["bf"], (-8, 4))], GUN, ow=3)
    d.limb([sh_b, j["be"], j["bh"]], 14, dark)
    # torso
    ax, ay = neck[0] - hip[0], neck[1] - hip[1]
    L = math.hypot(ax, ay) or 1
    px, py = -ay / L, ax / L
    torso = [(hip[0] - px * 17, hip[1] - py * 17), (neck[0] - px * 22, neck[1] - py * 22 + 4),
             (neck[0] + px * 22, neck[1] + py * 22 + 4), (hip[0] + px * 17, hip[1] + py * 17)]
    d.P(torso, uniform, ow=5)
    # webbing / vest detail
    d.line([_add(neck, (-10, 6)), _add(hip, (12, -6))], dark, 5, stroke_opacity=0.8)
    d.R(hip[0] - 16, hip[1] - 10, 32, 10, dark, ow=3)
    # front leg
    d.limb([hip, j["fk"], j["ff"]], 20, pants)
    d.P([_add(j["ff"], (-8, -6)), _add(j["ff"], (18, -6)), _add(j["ff"], (20, 4)), _add(j["ff"], (-8, 4))], GUN, ow=3)
    # head
    d.limb([_add(neck, (0, 4)), _add(hd, (0, 8))], 11, skin)
    d.C(hd[0], hd[1], 16, skin, ow=4)
    d.circle(hd[0] + 9, hd[1] - 2, 2.6, INK)
    if face_mask:
        d.D(f"M{f(hd[0] - 14)} {f(hd[1] - 6)} H{f(hd[0] + 16)} V{f(hd[1] + 12)} Q{f(hd[0])} {f(hd[1] + 20)} {f(hd[0] - 14)} {f(hd[1] + 12)} Z", GUN, ow=3)
        d.rect(hd[0] + 2, hd[1] - 4, 13, 5, "#e8e0c8")
    hx, hy = hd
    if head == "helmet":
        d.D(f"M{f(hx - 21)} {f(hy - 2)} Q{f(hx - 20)} {f(hy - 26)} {f(hx)} {f(hy - 26)} Q{f(hx + 20)} {f(hy - 26)} {f(hx + 21)} {f(hy - 2)} Z", O_MID, ow=4)
        d.line([(hx - 24, hy - 2), (hx + 24, hy - 2)], INK, 5)
    elif head == "cap":
        d.D(f"M{f(hx - 16)} {f(hy - 6)} Q{f(hx - 14)} {f(hy - 26)} {f(hx + 2)} {f(hy - 24)} Q{f(hx + 16)} {f(hy - 22)} {f(hx + 16)} {f(hy - 8)} Z", O_MID, ow=4)
        d.P([(hx + 6, hy - 10), (hx + 28, hy - 6), (hx + 16, hy - 2)], INK, ow=2)
        d.circle(hx + 2, hy - 17, 3.5, "#e9c44a")
    elif head == "beret":
        d.D(f"M{f(hx - 18)} {f(hy - 8)} Q{f(hx - 22)} {f(hy - 28)} {f(hx + 4)} {f(hy - 26)} Q{f(hx + 22)} {f(hy - 24)} {f(hx + 14)} {f(hy - 12)} Z", "#7a2a22", ow=4)
    elif head == "hood":
        d.D(f"M{f(hx - 20)} {f(hy + 14)} Q{f(hx - 24)} {f(hy - 28)} {f(hx + 4)} {f(hy - 24)} Q{f(hx + 20)} {f(hy - 20)} {f(hx + 16)} {f(hy - 6)} L{f(hx + 4)} {f(hy - 8)} L{f(hx - 4)} {f(hy + 16)} Z", uniform, ow=4)
    elif head == "goggles":
        d.D(f"M{f(hx - 17)} {f(hy - 4)} Q{f(hx - 16)} {f(hy - 22)} {f(hx)} {f(hy - 22)} Q{f(hx + 16)} {f(hy - 22)} {f(hx + 17)} {f(hy - 4)} Z", dark, ow=4)
        d.R(hx + 2, hy - 10, 16, 8, "#7fd0ff", ow=3, rx=3)
    elif head == "bandana":
        d.D(f"M{f(hx - 17)} {f(hy - 6)} Q{f(hx)} {f(hy - 24)} {f(hx + 17)} {f(hy - 8)} L{f(hx + 16)} {f(hy - 2)} L{f(hx - 16)} {f(hy - 2)} Z", M_RED_DK, ow=3)
        d.P([(hx - 16, hy - 4), (hx - 30, hy + 2), (hx - 26, hy - 8)], M_RED_DK, ow=3)
    # weapon, then the front arm over it
    if weapon == "rifle":
        bh, fh = j["bh"], j["fh"]
        vx, vy = fh[0] - bh[0], fh[1] - bh[1]
        L = math.hypot(vx, vy) or 1
        ux, uy = vx / L, vy / L
        a = (bh[0] - ux * 22, bh[1] - uy * 22)
        b = (fh[0] + ux * 44, fh[1] + uy * 44)
        d.limb([a, b], 8, GUN, ow=3, cap="butt")
        mid = (bh[0] + ux * 10, bh[1] + uy * 10)
        d.limb([mid, (mid[0] - uy * 14, mid[1] + ux * 14)], 6, GUN, ow=3, cap="butt")
    if extra:
        extra(d, j)
    d.limb([sh_f, j["fe"], j["fh"]], 14, uniform)
    d.C(j["fh"][0], j["fh"][1], 6, skin, ow=3)
    d.close()


# ---------------------------------------------------------------- Moloch parts
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


#@@CARDS@@


# ---------------------------------------------------------------- main
LICENSE = """Konwój art: every file under art/ was made for the Konwój project.

The pictures (card illustrations, frames, icons, card backs, city boards, tokens,
table) are original work of the Konwój project, generated by tools/make_art.py.
Nothing here is copied or traced from the published Neuroshima: Konwój game.

Licence: Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0),
https://creativecommons.org/licenses/by-sa/4.0/
Attribution: "Konwój project".
"""


def write(rel: str, text: str) -> None:
    p = ART / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def main(argv=None) -> int:
    cards = load_cards()
    for side, types in SIDE_TYPES.items():
        for t in types:
            for layout in ("compact", "full"):
                fn = moloch_frame if side == "moloch" else outpost_frame
                write(f"frames/{side}_{t}_{layout}.svg", fn(t, layout))
        write(f"frames/badge_{side}.svg", strength_badge(side))
        write(f"backs/{side}.svg", back_svg(side))
    for name, svg in icon_svgs().items():
        write(f"icons/{name}.svg", svg)
    for name, svg in token_svgs().items():
        write(f"tokens/{name}.svg", svg)
    for key in ("ziggy_one", "iron_gate", "cleveland_harbour", "jersey_crust", "new_york"):
        write(f"cities/{key}_intact.svg", city_svg(key, False))
        write(f"cities/{key}_ruined.svg", city_svg(key, True))
    write("table.svg", table_svg())
    missing = []
    for key, rec in cards.items():
        d = Doc(400, 400)
        background(d, rec)
        fn = CARD_ART.get(key)
        if fn is None:
            missing.append(key)
            placeholder(d, rec)
        else:
            fn(d)
        write(f"cards/{key}.svg", d.svg())
    write("LICENSE", LICENSE)
    if missing:
        print("no illustration yet:", ", ".join(missing), file=sys.stderr)
    print(f"wrote art for {len(cards)} cards into {ART}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
