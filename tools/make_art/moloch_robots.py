"""Moloch robots' illustrations."""
from __future__ import annotations

import math

from .palette import (
    CREAM, INK, M_AMBER, M_DARK, M_GLOW, M_HI, M_LIGHT, M_MID, M_RED, M_RED_DK, M_STEEL, SKIN,
    SKIN_DK,
)
from .svg import Doc
from .geometry import gear, hexagon
from .frames import rivet
from .illustrations import card, shadow
from .moloch_parts import bolt_row, steel, tread, visor


@card("anihilator")
def _anihilator(d: Doc):
    shadow(d, 210, 120)
    for lx in (170, 252):
        d.limb([(lx, 236), (lx - 6, 280), (lx, 314)], 34, M_STEEL)
        d.P([(lx - 30, 326), (lx - 22, 306), (lx + 24, 306), (lx + 32, 326)], M_DARK)
    d.P([(132, 128), (290, 128), (272, 246), (150, 246)], steel(d), ow=6)
    d.P([(150, 246), (272, 246), (258, 262), (164, 262)], M_DARK)
    for sx in (118, 302):   # shoulders, arm cannons
        d.limb([(sx, 146), (sx + (-10 if sx < 200 else 10), 214)], 30, M_STEEL)
        d.R(sx - 24 + (-10 if sx < 200 else 10), 206, 48, 62, M_DARK, rx=6)
        for k in range(3):
            d.C(sx - 12 + k * 12 + (-10 if sx < 200 else 10), 270, 6, INK, ow=0)
        d.C(sx, 142, 30, M_MID)
        bolt_row(d, [(sx - 14, 130), (sx + 14, 130)])
    d.glow(211, 184, 80, M_GLOW, strength=0.7)
    d.C(211, 184, 30, M_RED_DK, ow=5)
    d.C(211, 184, 18, M_GLOW, ow=3)
    d.C(205, 178, 6, "#ffe3cf", ow=0)
    for a in range(0, 360, 45):   # core vents
        x, y = 211 + 40 * math.cos(math.radians(a)), 184 + 40 * math.sin(math.radians(a))
        d.circle(x, y, 3, INK)
    d.P([(184, 92), (238, 92), (246, 126), (176, 126)], M_MID)
    visor(d, 188, 104, 46, 10)


@card("bloker")
def _bloker(d: Doc):
    shadow(d, 210, 130)
    d.limb([(168, 250), (160, 316)], 26, M_STEEL)
    d.limb([(246, 250), (256, 316)], 26, M_STEEL)
    d.P([(150, 150), (262, 150), (256, 256), (156, 256)], steel(d))
    d.C(212, 92, 30, M_MID)
    d.R(196, 64, 32, 10, M_DARK, ow=3)
    d.eye(222, 90, 9)
    d.limb([(250, 170), (292, 214)], 22, M_STEEL)
    # a great wall-shield in front
    d.P([(118, 120), (250, 108), (262, 300), (128, 318)], d.lin([(0, "#8e99a4"), (1, "#4a525c")], 0, 0, 100, 100), ow=7)
    d.P([(134, 134), (236, 124), (246, 288), (142, 302)], "none", ow=3)
    for y in (170, 220, 266):
        d.line([(132, y + 6), (246, y - 4)], M_DARK, 6)
    for k in range(2):
        d.line([(160, 186 + k * 30), (190, 168 + k * 30), (220, 184 + k * 30)], INK, 14)
        d.line([(160, 186 + k * 30), (190, 168 + k * 30), (220, 184 + k * 30)], M_RED, 7)
    bolt_row(d, [(128, 130), (246, 118), (256, 296), (136, 312)], 5)
    d.limb([(266, 190), (240, 214)], 20, M_STEEL)


@card("bydlak")
def _bydlak(d: Doc):
    shadow(d, 210, 140)
    d.limb([(180, 240), (164, 316)], 30, M_STEEL)
    d.limb([(240, 240), (256, 316)], 30, M_STEEL)
    # hunched gorilla torso
    d.D("M132 200 Q120 120 200 110 Q286 104 296 190 L270 250 H150 Z", steel(d), ow=6)
    d.D("M160 246 H262 L250 268 H172 Z", M_DARK)
    # head sunk between shoulders
    d.P([(180, 112), (236, 112), (242, 150), (174, 150)], M_MID)
    visor(d, 186, 124, 44, 12)
    # huge arms down to the ground with fists
    for side in (-1, 1):
        sx = 210 + side * 92
        d.limb([(sx, 150), (sx + side * 26, 218), (sx + side * 16, 282)], 36, M_STEEL)
        d.C(sx, 150, 34, M_MID)
        d.R(sx + side * 16 - 28, 270, 56, 46, M_DARK, rx=10)
        for k in range(3):
            d.line([(sx + side * 16 - 18 + k * 14, 274), (sx + side * 16 - 18 + k * 14, 296)], M_MID, 4)
        bolt_row(d, [(sx - 14, 134), (sx + 14, 134)], 4)
    d.path("M180 170 Q210 150 240 170", "none", stroke=M_LIGHT, stroke_width=5)


@card("dzialo_gaussa")
def _dzialo_gaussa(d: Doc):
    shadow(d, 200, 150)
    tread(d, 96, 268, 210, 50)
    d.P([(110, 270), (126, 220), (276, 220), (294, 270)], steel(d))
    d.R(150, 182, 100, 48, M_MID, rx=8)
    d.eye(168, 206, 6)
    # the long coil barrel, rising to the right
    d.open("rotate(-18 230 200)")
    d.R(190, 186, 200, 28, M_DARK, rx=6)
    for i in range(6):
        x = 214 + i * 28
        d.R(x, 176, 14, 48, M_AMBER if i % 2 == 0 else M_RED, ow=4, rx=4)
    d.R(380, 180, 22, 40, M_STEEL, rx=4)
    d.glow(404, 200, 40, "#7ad0ff", core="#ffffff", strength=0.7)
    d.close()
    for x in range(120, 290, 30):
        d.line([(x, 246), (x + 14, 246)], M_LIGHT, 4)


@card("hybryda")
def _hybryda(d: Doc):
    # a cyborg head: half human face, half machine
    d.glow(210, 190, 170, M_RED, strength=0.25)
    d.D("M214 60 Q300 64 304 170 Q306 226 276 262 L244 300 L214 304 Z", steel(d, M_LIGHT, M_STEEL), ow=6)
    d.D("M214 60 Q132 62 124 160 Q120 230 160 270 L190 300 L214 304 Z", SKIN, ow=6)
    d.D("M214 60 Q150 58 132 110 Q170 84 214 92 Z", "#4a3226", ow=4)   # hair
    d.line([(214, 60), (214, 304)], INK, 6)
    d.E(176, 168, 16, 9, CREAM, ow=4)
    d.C(180, 168, 7, "#5a7a4a", ow=2)
    d.path("M150 146 Q176 134 200 144", "none", stroke=INK, stroke_width=5)
    d.path("M204 200 L190 232 H208", "none", stroke=SKIN_DK, stroke_width=5)
    d.line([(170, 262), (212, 262)], SKIN_DK, 6)
    d.R(230, 150, 52, 34, M_DARK, rx=6)
    d.eye(256, 167, 11)
    for y in (210, 232, 254):
        d.line([(232, y), (284, y - 6)], M_DARK, 5)
    bolt_row(d, [(228, 112), (276, 118), (290, 200), (232, 286)], 4)
    # tubes into the neck
    d.limb([(230, 300), (250, 340), (290, 360)], 10, M_RED_DK)
    d.limb([(196, 302), (180, 344), (140, 364)], 10, "#5a6a3a")


@card("juggernaut")
def _juggernaut(d: Doc):
    shadow(d, 200, 190, 330)
    tread(d, 24, 262, 352, 66)
    d.P([(34, 266), (60, 190), (340, 190), (372, 266)], steel(d), ow=6)
    d.P([(60, 190), (96, 160), (310, 160), (340, 190)], M_MID, ow=5)
    for x in range(76, 340, 44):
        d.P([(x, 204), (x + 30, 204), (x + 34, 252), (x - 4, 252)], M_STEEL, ow=3)
        rivet(d, x + 15, 228, 4)
    # main turret with a double cannon
    d.P([(140, 160), (156, 110), (262, 110), (280, 160)], M_LIGHT, ow=6)
    d.limb([(250, 128), (396, 100)], 16, M_DARK, cap="butt")
    d.limb([(250, 146), (396, 124)], 16, M_DARK, cap="butt")
    visor(d, 168, 126, 60, 12)
    # small side turrets
    for x, s in ((96, -1), (308, 1)):
        d.C(x, 176, 16, M_MID)
        d.limb([(x, 176), (x + s * 38, 160)], 7, M_DARK, cap="butt")
    d.P([(34, 266), (372, 266), (366, 276), (40, 276)], M_RED, ow=3)


@card("klaun")
def _klaun(d: Doc):
    d.glow(210, 200, 170, M_RED, strength=0.2)
    d.limb([(210, 300), (210, 340)], 40, M_STEEL)
    # ruff collar
    for i in range(9):
        a = math.radians(200 - i * 27.5)
        x, y = 210 + 96 * math.cos(a), 316 + 30 * math.sin(a)
        d.C(x, y - 6, 26, M_RED if i % 2 else CREAM, ow=4)
    # metal head with a clown mask
    d.D("M130 190 Q130 96 210 96 Q290 96 290 190 Q290 290 210 296 Q130 290 130 190 Z", steel(d), ow=6)
    d.D("M142 192 Q146 116 210 112 Q274 116 278 192 Q272 276 210 282 Q148 276 142 192 Z", CREAM, ow=4)
    for x in (176, 244):   # diamond eyes
        d.P([(x, 150), (x + 18, 176), (x, 202), (x - 18, 176)], "#1d2a4a", ow=4)
        d.eye(x, 176, 6)
    d.C(210, 214, 18, M_RED, ow=4)
    d.C(204, 208, 5, "#ffd0c8")
    d.D("M160 236 Q210 284 260 236 Q210 262 160 236 Z", M_RED_DK, ow=4)
    for x in range(178, 246, 12):
        d.line([(x, 246), (x + 2, 258)], CREAM, 4)
    # cone hat with pompoms
    d.P([(170, 104), (250, 104), (222, 22)], M_RED)
    d.line([(186, 80), (238, 72)], CREAM, 7)
    d.C(222, 20, 13, CREAM)
    for x in (138, 282):
        d.C(x, 150, 16, "#e8842a")


@card("lowca")
def _lowca(d: Doc):
    shadow(d, 200, 130)
    # lean, crouched hunter with a long rifle and one big eye
    d.limb([(190, 226), (150, 262), (176, 318)], 16, M_STEEL)
    d.limb([(214, 226), (260, 266), (240, 318)], 16, M_STEEL)
    d.P([(176, 160), (236, 150), (232, 230), (184, 236)], steel(d))
    d.limb([(226, 166), (276, 186), (300, 170)], 12, M_MID)
    d.limb([(122, 216), (394, 150)], 9, M_DARK, cap="butt")   # rifle
    d.R(300, 150, 52, 14, M_DARK, ow=4, transform="rotate(-13 326 157)")
    d.limb([(188, 168), (206, 204), (250, 190)], 12, M_MID)
    d.C(208, 124, 30, M_MID)
    d.R(196, 98, 24, 10, M_DARK, ow=3)
    d.eye(218, 124, 13)
    d.C(218, 124, 20, "none", ow=0, stroke=M_RED, stroke_width=3)
    d.line([(208, 94), (196, 62)], INK, 4)
    d.C(196, 60, 5, M_RED, ow=3)


@card("mozg")
def _mozg(d: Doc):
    d.glow(206, 170, 160, "#7ad0c0", core="#e8fff8", strength=0.25)
    # robotic base
    d.P([(120, 330), (140, 262), (272, 262), (292, 330)], steel(d), ow=6)
    for x in (156, 206, 256):
        d.C(x, 296, 10, M_DARK)
        d.circle(x, 296, 4, M_GLOW)
    # glass jar with a brain
    d.D("M138 262 V120 Q138 92 206 92 Q274 92 274 120 V262 Z", "#9fe0d8", ow=6, fill_opacity=0.45)
    d.D("M160 160 Q150 120 184 116 Q196 96 222 108 Q252 100 258 130 Q282 146 262 172 Q270 200 240 204 Q226 222 202 210 Q176 222 164 200 Q140 190 160 160 Z", "#e89aa8", ow=5)
    for path_d in ("M184 122 Q176 150 198 160 Q182 180 196 200", "M224 112 Q210 138 232 150 Q252 162 238 188",
                   "M164 176 Q184 176 190 190", "M254 140 Q236 144 240 160"):
        d.path(path_d, "none", stroke="#a8505e", stroke_width=4, stroke_linecap="round")
    d.limb([(206, 212), (206, 262)], 8, "#c87a88")
    for k in range(5):
        d.circle(160 + k * 22, 246 - (k % 2) * 14, 4, "#ffffff", fill_opacity=0.6)
    d.path("M150 124 Q148 190 152 250", "none", stroke="#ffffff", stroke_width=6, stroke_opacity=0.45,
           stroke_linecap="round")
    d.R(130, 84, 152, 20, M_MID, rx=6)
    d.limb([(290, 300), (330, 262), (330, 200)], 10, M_RED_DK)
    d.limb([(122, 300), (86, 262), (90, 210)], 10, M_RED_DK)


@card("rozpruwacz")
def _rozpruwacz(d: Doc):
    shadow(d, 200, 130)
    d.limb([(186, 236), (170, 318)], 22, M_STEEL)
    d.limb([(230, 236), (250, 318)], 22, M_STEEL)
    d.P([(160, 150), (256, 150), (246, 244), (172, 244)], steel(d))
    d.C(208, 118, 28, M_MID)
    visor(d, 190, 110, 38, 10)
    for sx, s in ((160, -1), (256, 1)):
        d.limb([(sx, 160), (sx + s * 46, 196), (sx + s * 70, 168)], 16, M_STEEL)
        cx, cy = sx + s * 84, 152
        d.poly(gear(cx, cy, 46, 14, 0.2), M_HI, stroke=INK, stroke_width=4)
        d.C(cx, cy, 14, M_DARK, ow=3)
        d.path(f"M{cx - 30} {cy - 20} A36 36 0 0 1 {cx + 20} {cy - 30}", "none", stroke=M_RED,
               stroke_width=4, stroke_opacity=0.8)
    for k in range(4):
        d.line([(178, 180 + k * 16), (238, 180 + k * 16)], M_DARK, 4)


@card("obronca")
def _obronca(d: Doc):
    shadow(d, 210, 130)
    # energy dome over a planted guardian
    d.path("M70 320 A140 160 0 0 1 350 320", d.rad([(0, "#ff7a4a", 0.0), (0.8, "#ff7a4a", 0.12), (1, "#ff9a6a", 0.4)]),
           stroke="#ff9a6a", stroke_width=4, stroke_opacity=0.8)
    d.limb([(186, 240), (160, 316)], 26, M_STEEL)
    d.limb([(234, 240), (260, 316)], 26, M_STEEL)
    d.P([(160, 150), (260, 150), (252, 250), (168, 250)], steel(d))
    for sx, s in ((150, -1), (270, 1)):
        d.R(sx - 24, 126, 48, 34, M_MID, rx=6)
        d.limb([(sx + s * 10, 132), (sx + s * 40, 112)], 8, M_DARK, cap="butt")
        d.limb([(sx, 170), (sx + s * 10, 232)], 18, M_STEEL)
    d.C(210, 116, 26, M_MID)
    visor(d, 192, 108, 36, 10)
    d.poly(hexagon(210, 200, 22, flat=False), M_RED, stroke=INK, stroke_width=4)
    d.poly(hexagon(210, 200, 10, flat=False), "#ffd0c0")


@card("szturmowiec")
def _szturmowiec(d: Doc):
    shadow(d, 200, 140)
    # charging forward, leaning, heavy assault gun
    d.limb([(180, 226), (130, 262), (100, 310)], 22, M_STEEL)
    d.limb([(214, 226), (262, 262), (262, 318)], 22, M_STEEL)
    d.P([(170, 140), (258, 124), (252, 226), (178, 236)], steel(d))
    d.C(262, 110, 26, M_MID)
    visor(d, 250, 102, 34, 10)
    d.R(240, 150, 130, 26, M_DARK, rx=6, transform="rotate(-8 240 160)")
    d.R(200, 168, 60, 30, M_MID, rx=4, transform="rotate(-8 220 180)")
    for k in range(3):
        d.line([(366, 140 + k * 8), (392, 136 + k * 8)], "#ffd34a", 4, stroke_opacity=0.9)
    d.glow(372, 148, 30, "#ffb04a", strength=0.7)
    d.limb([(236, 140), (270, 186), (300, 168)], 14, M_MID)
    for k in range(4):
        d.line([(60 - k * 10, 180 + k * 26), (110 - k * 10, 180 + k * 26)], M_HI, 4, stroke_opacity=0.5)


@card("pajaki")
def _pajaki(d: Doc):
    def spider(cx, cy, s, phase):
        d.open(f"translate({cx} {cy}) scale({s})")
        for side in (-1, 1):
            for k in range(4):
                a = math.radians(-60 + k * 40 + phase)
                kx, ky = side * (40 + 20 * math.cos(a)), -34 - 26 * math.sin(a) * 0.5
                fx, fy = side * (62 + 26 * k * 0.3 + 10), 40 - k * 3
                d.limb([(side * 14, 0), (kx, ky), (fx, fy)], 7, M_STEEL, ow=3)
        d.E(0, 0, 34, 24, steel(d), ow=4)
        d.E(0, -4, 20, 12, M_MID, ow=3)
        for x in (-8, 8):
            d.eye(x, 10, 4)
        d.close()
    shadow(d, 200, 170)
    spider(100, 250, 0.8, 10)
    spider(310, 240, 0.85, -10)
    spider(205, 280, 1.25, 0)


@card("pancernik")
def _pancernik(d: Doc):
    shadow(d, 200, 160)
    for x in (130, 180, 240, 290):
        d.limb([(x, 260), (x - 6, 316)], 20, M_STEEL)
    # armadillo-like plated shell
    for i in range(6, -1, -1):
        a0 = 180 - i * 23
        pts = []
        for a in (a0, a0 - 23):
            pts.append((205 + 150 * math.cos(math.radians(a)), 280 - 150 * math.sin(math.radians(a))))
        pts += [(205 + 96 * math.cos(math.radians(a0 - 23)), 280 - 96 * math.sin(math.radians(a0 - 23))),
                (205 + 96 * math.cos(math.radians(a0)), 280 - 96 * math.sin(math.radians(a0)))]
    d.D("M55 282 A150 150 0 0 1 355 282 Z", steel(d, M_LIGHT, M_DARK), ow=7)
    for r in (118, 84):
        d.path(f"M{205 - r} 282 A{r} {r} 0 0 1 {205 + r} 282", "none", stroke=INK, stroke_width=5)
    for a in range(20, 180, 32):
        x1, y1 = 205 + 84 * math.cos(math.radians(a)), 282 - 84 * math.sin(math.radians(a))
        x2, y2 = 205 + 150 * math.cos(math.radians(a)), 282 - 150 * math.sin(math.radians(a))
        d.line([(x1, y1), (x2, y2)], INK, 5)
    for a in range(36, 180, 32):
        rivet(d, 205 + 134 * math.cos(math.radians(a)), 282 - 134 * math.sin(math.radians(a)), 5)
    d.P([(330, 286), (352, 232), (392, 240), (396, 282)], M_MID)
    visor(d, 356, 250, 32, 10)
    d.P([(55, 282), (355, 282), (345, 296), (65, 296)], M_RED, ow=4)


@card("stalowy_ogar")
def _stalowy_ogar(d: Doc):
    shadow(d, 200, 150)
    d.limb([(130, 230), (110, 270), (96, 318)], 16, M_STEEL)
    d.limb([(270, 226), (290, 270), (280, 318)], 16, M_STEEL)
    d.D("M110 200 Q120 160 190 164 L280 156 Q300 200 280 240 L140 246 Q108 240 110 200 Z", steel(d), ow=6)
    for x in range(146, 270, 26):
        d.line([(x, 172), (x - 6, 238)], M_DARK, 4)
    d.limb([(112, 196), (70, 170), (52, 126)], 8, M_STEEL)   # tail
    d.limb([(150, 232), (156, 276), (140, 318)], 18, M_MID)
    d.limb([(250, 232), (246, 276), (256, 318)], 18, M_MID)
    # head with snout and jaw
    d.P([(266, 150), (300, 116), (360, 130), (384, 160), (360, 176), (300, 180)], M_LIGHT, ow=6)
    d.P([(300, 180), (364, 176), (356, 196), (306, 198)], M_DARK, ow=4)
    for x in range(312, 356, 10):
        d.poly([(x, 178), (x + 5, 188), (x + 10, 178)], CREAM)
    d.P([(290, 120), (300, 84), (314, 122)], M_MID, ow=4)
    d.eye(326, 140, 8)


@card("szerszen")
def _szerszen(d: Doc):
    # a hornet-like drone: striped abdomen, wings, stinger
    d.E(150, 140, 90, 34, "#cfe8f0", ow=4, fill_opacity=0.55, transform="rotate(-20 150 140)")
    d.E(262, 132, 90, 34, "#cfe8f0", ow=4, fill_opacity=0.55, transform="rotate(24 262 132)")
    for x, y, a in ((130, 130, -20), (280, 124, 24)):
        d.line([(x - 50, y), (x + 50, y)], INK, 2, stroke_opacity=0.5, transform=f"rotate({a} {x} {y})")
    for k, (x, _y) in enumerate(((180, 250), (220, 256))):
        d.limb([(x, 214), (x - 20 + k * 40, 262), (x - 30 + k * 60, 300)], 6, M_STEEL, ow=3)
    d.E(132, 238, 76, 46, M_AMBER, ow=6, transform="rotate(24 132 238)")
    for k in range(3):
        x = 86 + k * 34
        d.path(f"M{x} {198 + k * 14} Q{x - 12} {232 + k * 16} {x + 4} {268 + k * 12}", "none",
               stroke=INK, stroke_width=12)
    d.P([(70, 262), (36, 300), (82, 280)], INK, ow=3)
    d.E(220, 196, 46, 38, steel(d), ow=6)
    d.C(276, 180, 30, M_MID)
    d.eye(288, 176, 11)
    d.limb([(296, 198), (318, 222)], 6, M_DARK, ow=3)
    d.limb([(262, 204), (276, 232)], 6, M_DARK, ow=3)
    d.R(196, 200, 40, 20, M_DARK, ow=3, rx=4)


@card("transporter")
def _transporter(d: Doc):
    shadow(d, 200, 190, 332)
    d.P([(30, 290), (30, 200), (250, 200), (250, 290)], d.lin([(0, "#a45a2a"), (1, "#6a3418")]), ow=6)
    for x in range(46, 250, 24):
        d.line([(x, 208), (x, 282)], "#4a240f", 5)
    d.R(30, 150, 100, 50, "#5e6f80", ow=5)
    d.R(130, 150, 110, 50, "#8a7a3a", ow=5)
    d.P([(250, 290), (250, 186), (320, 186), (362, 236), (372, 290)], steel(d), ow=6)
    d.P([(268, 200), (316, 200), (344, 234), (268, 234)], "#2a3f4e", ow=4)
    d.eye(318, 216, 8)
    d.R(20, 286, 360, 16, M_DARK, rx=6)
    for x in (74, 132, 290, 346):
        d.C(x, 306, 28, "#1d2025", ow=5)
        d.C(x, 306, 12, M_MID, ow=3)
    d.limb([(290, 186), (292, 150)], 6, M_DARK, ow=3)
    d.circle(292, 146, 6, M_RED)
