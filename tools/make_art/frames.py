"""Card frames (two layouts per side and type), icon sockets, strength badges, side emblems."""
from __future__ import annotations

import random

from konwoj.ui.art import (  # geometry shared with the composer
    ART_RECT_COMPACT, ART_RECT_FULL, BOTTOM_BAR, BOTTOM_BAR_COMPACT, CARD_UNITS, NAME_PLATE_COMPACT,
    TEXT_PANEL,
)

from .palette import CREAM, INK, M_AMBER, M_MID, M_RED, M_RED_DK, O_GREEN, O_GREEN_LT, O_OLIVE
from .svg import Doc
from .geometry import (
    blob, chamfer, clip_segment, frame_strips, gear, hexagon, poly_d, rrect_d, star,
)


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
    # name plate: a bar with chamfered ends
    px_, py_, pw_, ph_ = (10, 20, 480, 80) if layout == "full" else NAME_PLATE_COMPACT
    c = 18 if layout == "full" else 38
    d.poly(chamfer(px_, py_, pw_, ph_, c), d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK,
           stroke_width=5)
    d.poly(chamfer(px_ + 8, py_ + 6, pw_ - 16, ph_ - 12, c - 4), "none", stroke=accent,
           stroke_width=3)
    if layout == "full":
        for rx in (24, 476):
            rivet(d, rx, py_ + ph_ / 2, 4)
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
    # bottom bar (the composer puts the icons in sockets on it)
    bx, by, bw, bh = BOTTOM_BAR if layout == "full" else BOTTOM_BAR_COMPACT
    d.poly(chamfer(bx, by, bw, bh, 18 if layout == "full" else 30),
           d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK, stroke_width=5)
    if layout == "full":
        # emblem: cog with an eye (Moloch)
        moloch_emblem(d, 250, by + bh / 2, 27, accent)
        for rx in (170, 330):
            rivet(d, rx, by + bh / 2, 4)
    else:
        moloch_emblem(d, 250, by + bh / 2, 20, accent)
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
    px_, py_, pw_, ph_ = (12, 20, 476, 80) if layout == "full" else NAME_PLATE_COMPACT
    rr = 40 if layout == "full" else 44
    d.path(rrect_d(px_, py_, pw_, ph_, rr), d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK,
           stroke_width=5)
    d.path(rrect_d(px_ + 8, py_ + 7, pw_ - 16, ph_ - 14, rr - 7), "none", stroke=accent,
           stroke_width=2.5, stroke_dasharray="10 6")
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
    bx, by, bw, bh = BOTTOM_BAR if layout == "full" else BOTTOM_BAR_COMPACT
    d.path(rrect_d(bx, by, bw, bh, 36 if layout == "full" else 40),
           d.lin([(0, plate[0]), (1, plate[1])]), stroke=INK, stroke_width=5)
    outpost_emblem(d, 250, by + bh / 2, 27 if layout == "full" else 20, accent)
    return d.svg()


def socket_svg(side: str, side_type: str) -> str:
    """The dark socket an icon sits in (100 x 100; the icon covers 100/110 of it)."""
    accent, _ = TYPE_ACCENT[(side, side_type)]
    d = Doc(100, 100)
    if side == "moloch":
        d.poly(hexagon(50, 50, 49, flat=True), INK)
        d.poly(hexagon(50, 50, 45, flat=True), "#0e1013", stroke=accent, stroke_width=3.5)
    else:
        d.circle(50, 50, 49, INK)
        d.circle(50, 50, 45, "#10140a", stroke=accent, stroke_width=3.5)
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
