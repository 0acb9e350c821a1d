"""Ability icons (100 x 100), full size and small."""
from __future__ import annotations

import math

from .palette import CREAM, INK, M_AMBER, M_RED, O_GREEN
from .svg import Doc, f
from .geometry import gear, hexagon, star
from .glyphs import glyph


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

    d = icon_doc()   # plain (2nd edition: a district with no effect): two quiet houses
    d.P([(10, 90), (10, 50), (32, 30), (54, 50), (54, 90)], "#8d8672", ow=5)
    d.P([(46, 90), (46, 40), (68, 20), (90, 40), (90, 90)], "#a59d86", ow=5)
    d.R(24, 62, 14, 14, "#4a4638", ow=0)
    d.R(61, 50, 14, 14, "#4a4638", ow=0)
    d.R(61, 72, 14, 18, "#4a4638", ow=0)
    out["district_plain"] = d.svg()
    return out


def small_icon_svgs() -> dict[str, str]:
    """Bolder, simpler trigger and type icons for sizes under ~30 px (card faces on
    the table): one big shape each, thick strokes, no fine detail."""
    out = {}

    d = icon_doc()   # enters_city: a fat arrow into a doorway
    d.R(76, 6, 20, 88, "#7a8590", ow=5, rx=4)
    d.P([(4, 34), (40, 34), (40, 12), (78, 50), (40, 88), (40, 66), (4, 66)], CREAM, ow=6)
    out["enters_city"] = d.svg()

    d = icon_doc()   # constant: infinity
    inf = "M50 50 C38 24 6 26 6 50 C6 74 38 76 50 50 C62 24 94 26 94 50 C94 74 62 76 50 50 Z"
    d.path(inf, "none", stroke=INK, stroke_width=28, stroke_linejoin="round")
    d.path(inf, "none", stroke=CREAM, stroke_width=16, stroke_linejoin="round")
    out["constant"] = d.svg()

    d = icon_doc()   # discard_card: a card and a big arrow down
    d.R(6, 6, 50, 68, CREAM, ow=6, rx=8)
    d.P([(54, 30), (80, 30), (80, 56), (96, 56), (67, 96), (38, 56), (54, 56)], M_RED, ow=6)
    out["discard_card"] = d.svg()

    d = icon_doc()   # once_per_battle: a bold 1 in a ring
    d.circle(50, 50, 40, "none", stroke=INK, stroke_width=22)
    d.circle(50, 50, 40, "none", stroke=CREAM, stroke_width=11)
    glyph(d, "1", 14, 14, 72, CREAM, 18)
    out["once_per_battle"] = d.svg()

    d = icon_doc()   # on_moloch_win: a big cog with a red eye
    d.poly(gear(50, 50, 46, 8, 0.26), CREAM, stroke=INK, stroke_width=6)
    d.circle(50, 50, 17, M_RED, stroke=INK, stroke_width=5)
    out["on_moloch_win"] = d.svg()

    d = icon_doc()   # on_outpost_win: a big star
    d.poly(star(50, 54, 50, 22), CREAM, stroke=INK, stroke_width=6, stroke_linejoin="round")
    out["on_outpost_win"] = d.svg()

    d = icon_doc()   # on_tie: scales, two heavy pans on a beam
    thick(d, [(50, 12), (50, 86)], 12)
    thick(d, [(10, 26), (90, 26)], 12)
    thick(d, [(26, 90), (74, 90)], 12)
    for x in (22, 78):
        d.D(f"M{x - 22} 50 H{x + 22} Q{x} 84 {x - 22} 50 Z", CREAM, ow=6)
        thick(d, [(x, 28), (x, 50)], 6)
    out["on_tie"] = d.svg()

    d = icon_doc()   # robot: a square head with two red eyes
    thick(d, [(50, 22), (50, 6)], 8)
    d.R(8, 20, 84, 70, CREAM, ow=6, rx=8)
    d.C(31, 48, 13, M_RED, ow=5)
    d.C(69, 48, 13, M_RED, ow=5)
    d.R(26, 70, 48, 9, INK, ow=0)
    out["robot"] = d.svg()

    d = icon_doc()   # module: a chip with three legs a side
    for v in (30, 50, 70):
        for pq in (((v, 4), (v, 20)), ((v, 80), (v, 96)), ((4, v), (20, v)), ((80, v), (96, v))):
            d.line(list(pq), INK, 14)
            d.line(list(pq), "#d6dbe0", 7)
    d.R(14, 14, 72, 72, "#3b424b", ow=6, rx=6)
    d.R(30, 30, 40, 40, M_AMBER, ow=5)
    out["module"] = d.svg()

    d = icon_doc()   # instant: a big lightning bolt
    d.P([(62, 2), (14, 60), (46, 60), (34, 98), (88, 36), (56, 36), (72, 2)], "#ffd34a", ow=6)
    out["instant"] = d.svg()

    d = icon_doc()   # soldier: a big helmet
    d.D("M8 66 Q8 12 50 12 Q92 12 92 66 Z", "#9aab52", ow=6)
    d.D("M2 62 H98 Q100 80 86 80 H14 Q0 80 2 62 Z", "#6a7a36", ow=6)
    d.line([(26, 30), (40, 20)], CREAM, 7, stroke_opacity=0.85)
    out["soldier"] = d.svg()

    d = icon_doc()   # building: a squat tower with battlements
    d.P([(20, 96), (26, 40), (74, 40), (80, 96)], "#cdbf86", ow=6)
    d.P([(10, 42), (10, 8), (28, 8), (28, 20), (41, 20), (41, 8), (59, 8), (59, 20), (72, 20),
         (72, 8), (90, 8), (90, 42)], CREAM, ow=6)
    d.D("M38 96 V74 Q50 60 62 74 V96 Z", "#3a3322", ow=5)
    out["building"] = d.svg()
    return out
