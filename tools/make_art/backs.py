"""Card backs, one per side."""
from __future__ import annotations

import math
import random

from konwoj.ui.art import CARD_UNITS  # geometry shared with the composer

from .palette import CREAM, INK, M_GLOW, M_RED, M_RED_DK, O_GREEN, O_GREEN_LT, O_SAND
from .svg import Doc
from .geometry import blob, chamfer, clip_segment, gear, hexagon, rrect_d, star
from .frames import rivet


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
        for _i, x in enumerate(range(176, 330, 30)):
            d.E(x + 12, 418, 17, 11, "#c9bb82", ow=4)
        for x in range(190, 316, 30):
            d.E(x + 12, 400, 17, 11, "#d9cc96", ow=4)
        for y, _s in ((70, 1), (630, -1)):
            for i in range(3):
                d.P([(210 + i * 30, y - 12), (222 + i * 30, y - 12 * 0.2), (210 + i * 30, y + 12),
                     (198 + i * 30, y - 12 * 0.2)], O_GREEN if i == 1 else O_SAND, ow=3)
    return d.svg()
