"""Outpost instants' illustrations."""
from __future__ import annotations

from .palette import (
    CREAM, GUN, INK, M_GLOW, M_RED, O_DARK, O_GREEN, O_GREEN_LT, O_OLIVE, O_SAND, SKIN,
)
from .svg import Doc
from .geometry import chamfer, star
from .glyphs import glyph
from .illustrations import card


@card("atak_emp")
def _atak_emp(d: Doc):
    for r, op in ((150, 0.3), (110, 0.5), (70, 0.7)):
        d.circle(200, 205, r, "none", stroke="#bfe8ff", stroke_width=8, stroke_opacity=op)
    d.glow(200, 205, 120, "#7ad0ff", core="#ffffff", strength=0.6)
    d.P([(224, 70), (150, 210), (196, 210), (172, 340), (256, 184), (208, 184), (238, 70)], "#ffe45a", ow=7)


@card("medyk")
def _medyk(d: Doc):
    d.R(110, 150, 180, 140, d.lin([(0, "#e8e2c8"), (1, "#b8ae88")]), ow=7, rx=20)
    d.path("M160 150 V124 Q160 110 174 110 H226 Q240 110 240 124 V150", "none", stroke=INK, stroke_width=16)
    d.path("M160 150 V124 Q160 110 174 110 H226 Q240 110 240 124 V150", "none", stroke="#8a8060", stroke_width=8)
    d.P([(180, 168), (220, 168), (220, 200), (252, 200), (252, 240), (220, 240), (220, 272), (180, 272),
         (180, 240), (148, 240), (148, 200), (180, 200)], "#d83a2a", ow=5)
    d.R(110, 250, 180, 10, "#8a8060", ow=0)


@card("ruch_posterunku")
def _ruch_posterunku(d: Doc):
    for k, (x, y) in enumerate(((90, 300), (150, 262), (96, 214), (156, 176))):
        d.open(f"rotate(-20 {x} {y})")
        d.E(x, y, 14, 24, O_DARK, ow=0, fill_opacity=0.35 + 0.1 * k)
        d.E(x, y + 30, 11, 12, O_DARK, ow=0, fill_opacity=0.35 + 0.1 * k)
        d.close()
    d.P([(170, 170), (262, 170), (262, 110), (364, 210), (262, 310), (262, 250), (170, 250)], O_SAND, ow=7)
    d.path("M190 180 Q230 210 190 240", "none", stroke=O_OLIVE, stroke_width=8)
    d.P(star(300, 210, 24), O_GREEN, ow=3)


@card("nagly_atak")
def _nagly_atak(d: Doc):
    for k in range(5):
        d.line([(30, 110 + k * 40), (150 - k * 6, 130 + k * 36)], CREAM, 8, stroke_opacity=0.55)
    # a combat knife thrust forward
    d.open("rotate(-20 220 210)")
    d.D("M150 196 H330 L372 210 L330 224 H150 Z", d.lin([(0, "#eef2f4"), (1, "#9aa4ae")]), ow=6)
    d.line([(160, 204), (322, 204)], "#ffffff", 3)
    d.R(130, 180, 22, 60, GUN, ow=5, rx=4)
    d.R(60, 194, 72, 32, "#5a4a2a", ow=5, rx=10)
    for x in (76, 92, 108):
        d.line([(x, 196), (x, 224)], INK, 3)
    d.close()
    d.P(star(324, 118, 30, 12, 8), "#ffe45a", ow=4)


@card("snajper")
def _snajper(d: Doc):
    # a scope view on a robot silhouette
    d.C(200, 205, 150, "#10140c", ow=8)
    d.C(200, 205, 140, d.rad([(0, "#a8b86a"), (1, "#44502a")]), ow=0)
    d.open()
    d.rect(100, 240, 200, 80, "#3a4426", fill_opacity=0.8)
    d.limb([(196, 260), (186, 320)], 16, "#20241a", ow=0)
    d.limb([(222, 260), (232, 320)], 16, "#20241a", ow=0)
    d.poly([(176, 180), (244, 180), (238, 264), (182, 264)], "#20241a")
    d.circle(210, 158, 22, "#20241a")
    d.circle(214, 156, 6, M_GLOW)
    d.close()
    for p, q in (((200, 60), (200, 180)), ((200, 230), (200, 350)), ((55, 205), (175, 205)), ((225, 205), (345, 205))):
        d.line([p, q], INK, 4)
    for k in range(1, 5):
        d.line([(194, 205 + k * 24), (206, 205 + k * 24)], INK, 3)
    d.circle(200, 205, 12, "none", stroke=M_RED, stroke_width=3)
    d.circle(200, 205, 140, "none", stroke=INK, stroke_width=10)


@card("narada_wojenna")
def _narada(d: Doc):
    # a map table with pins, seen from above, with hands
    d.P([(40, 330), (90, 120), (310, 120), (360, 330)], "#6a4a2a", ow=7)
    d.P([(64, 310), (104, 138), (296, 138), (336, 310)], d.lin([(0, "#e8dcb0"), (1, "#c9b886")]), ow=4)
    d.path("M90 250 Q150 200 200 230 Q260 262 320 200", "none", stroke="#5a8ab0", stroke_width=8)
    for x, y in ((140, 180), (250, 170), (120, 270), (280, 280)):
        d.path(f"M{x - 14} {y + 8} Q{x} {y - 14} {x + 16} {y + 6}", "none", stroke="#8a7a50", stroke_width=3)
    d.path("M150 230 L200 200 L250 230", "none", stroke=M_RED, stroke_width=6, stroke_dasharray="12 8")
    d.P([(240, 214), (262, 236), (236, 244)], M_RED, ow=3)
    for x, y, c in ((150, 230, O_GREEN), (200, 196, O_GREEN), (270, 170, M_RED), (300, 260, M_RED)):
        d.line([(x, y), (x, y - 26)], INK, 3)
        d.C(x, y - 28, 9, c, ow=3)
    for x0, s in ((20, 1), (380, -1)):
        d.limb([(x0, 380), (x0 + s * 70, 300), (x0 + s * 100, 270)], 22, O_OLIVE)
        d.C(x0 + s * 104, 266, 12, SKIN, ow=4)


@card("wywiad")
def _wywiad(d: Doc):
    # three Moloch card backs, fanned, under a magnifying glass
    for _k, a in enumerate((-18, 0, 18)):
        d.open(f"rotate({a} 200 330)")
        d.P(chamfer(150, 120, 100, 140, 14), "#3e4650", ow=5)
        d.P(chamfer(160, 130, 80, 120, 10), "none", ow=0, stroke=M_RED, stroke_width=3)
        d.circle(200, 190, 14, M_RED, stroke=INK, stroke_width=3)
        d.close()
    d.limb([(270, 270), (340, 340)], 22, "#5a4a2a")
    d.C(230, 220, 70, "#bfe8ff", ow=10, fill_opacity=0.35)
    d.circle(230, 220, 62, "none", stroke="#c9b886", stroke_width=6)
    d.path("M186 200 Q196 170 226 164", "none", stroke="#ffffff", stroke_width=8, stroke_opacity=0.7,
           stroke_linecap="round")


@card("odwrot")
def _odwrot(d: Doc):
    for y, col in ((150, O_SAND), (250, O_GREEN)):
        d.path(f"M320 {y + 40} Q320 {y - 20} 220 {y - 20} H150", "none", stroke=INK, stroke_width=44)
        d.path(f"M320 {y + 40} Q320 {y - 20} 220 {y - 20} H150", "none", stroke=col, stroke_width=28)
        d.P([(160, y - 62), (80, y - 20), (160, y + 22)], col, ow=6)


@card("rozpoznanie")
def _rozpoznanie(d: Doc):
    # a radar screen with two friendly blips marked +1
    d.C(200, 200, 150, "#1a2410", ow=8)
    d.C(200, 200, 140, d.rad([(0, "#2f5a22"), (1, "#12200c")]), ow=0)
    for r in (46, 92, 138):
        d.circle(200, 200, r, "none", stroke=O_GREEN_LT, stroke_width=2, stroke_opacity=0.5)
    d.line([(60, 200), (340, 200)], O_GREEN_LT, 2, stroke_opacity=0.5)
    d.line([(200, 60), (200, 340)], O_GREEN_LT, 2, stroke_opacity=0.5)
    d.poly([(200, 200), (320, 110), (336, 160)], O_GREEN_LT, fill_opacity=0.35)
    d.line([(200, 200), (320, 110)], O_GREEN_LT, 4)
    for x, y in ((270, 150), (140, 260)):
        d.glow(x, y, 26, O_GREEN_LT, core="#ffffff", strength=0.8)
        glyph(d, "+", x + 6, y - 40, 34, CREAM, 10)
        glyph(d, "1", x + 26, y - 42, 38, CREAM, 10)
    d.circle(250, 290, 6, M_RED)
    d.circle(200, 200, 140, "none", stroke=INK, stroke_width=8)
