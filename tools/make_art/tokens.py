"""Tokens (100 x 100)."""
from __future__ import annotations

from .palette import CREAM, INK, M_RED, O_GREEN
from .svg import Doc
from .geometry import clip_segment, hexagon
from .glyphs import glyph
from .icons import thick


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
