"""Outpost soldiers' illustrations: every soldier has its own pose and silhouette; feet
stand on y = GROUND.
"""
from __future__ import annotations

import math
import random

from .palette import (
    CREAM, GUN, INK, M_AMBER, M_DARK, M_MID, M_RED, M_RED_DK, M_STEEL, O_DARK, O_GREEN, O_GREEN_LT,
    SKIN,
)
from .svg import Doc, f
from .geometry import _at, _v, star
from .frames import rivet
from .illustrations import card
from .outpost_figures import dust, GLOVE, ground_shadow, helmet, place, rifle, trooper, UNIFORM
from .moloch_parts import steel


GROUND = 338


def backpack(d: Doc, J, big=True):
    n = J["neck"]
    h = J["hip"]
    top = (n[0] - 30, n[1] + 4)
    x0, y0 = top[0] - (40 if big else 26), top[1]
    w, hh = (52 if big else 38), (h[1] - n[1]) * (0.95 if big else 0.7)
    d.R(x0, y0, w, hh, "#55602c", ow=4.5, rx=12)
    d.R(x0 - 6, y0 + hh * 0.45, 14, hh * 0.4, "#4a5426", ow=3.5, rx=5)   # side pouch
    d.line([(x0 + 8, y0 + hh * 0.3), (x0 + w - 8, y0 + hh * 0.3)], INK, 3, stroke_opacity=0.6)
    if big:
        d.E(x0 + w / 2, y0 - 4, w * 0.62, 11, "#7d7a4a", ow=4)               # bedroll
        d.line([(x0 + w / 2 - 10, y0 - 14), (x0 + w / 2 - 10, y0 + 6)], INK, 2.5)
        d.line([(x0 + w / 2 + 12, y0 - 14), (x0 + w / 2 + 12, y0 + 6)], INK, 2.5)


@card("trep")
def _trep(d: Doc):
    """An ordinary grunt on the march: helmet with a net, rifle, a big pack."""
    ground_shadow(d, 200, 110)
    J = dict(hip=(0, -112), neck=(8, -188), head=(16, -216),
             kb=(-16, -58), fb=(-38, 0), kf=(24, -58), ff=(30, 0),
             eb=(-10, -140), hb=(16, -120), ef=(36, -148), hf=(52, -166))

    def hold(d, J):
        rifle(d, J["hb"], J["hf"])
        d.R(44, -132, 16, 20, "#6a6a4a", ow=3, rx=4)                     # canteen at the belt

    place(d, 200, GROUND, 1.15)
    trooper(d, J, dict(pack=lambda d, J: backpack(d, J, True),
                       headgear=lambda d, J: helmet(d, J["head"], 26, net=True),
                       hold=hold))
    d.close()


@card("biegacz")
def _biegacz(d: Doc):
    """A runner in full stride, leaning into it, dust behind."""
    for k in range(5):
        y = 120 + k * 38
        d.line([(28 + k * 6, y), (110 + k * 10, y)], CREAM, 7, stroke_opacity=0.45)
    dust(d, 92, 324, 18, 4)
    ground_shadow(d, 214, 100, 340)
    J = dict(hip=(0, -128), neck=(34, -198), head=(50, -222),
             kb=(-36, -82), fb=(-86, -56),            # back leg kicked up behind
             kf=(48, -110), ff=(60, -40),              # front knee driving high
             eb=(74, -176), hb=(92, -204),             # far arm forward
             ef=(-8, -166), hf=(-20, -132))            # near arm swung back

    def bandana(d, J):
        x, y = J["head"]
        d.D(f"M{x - 27} {y - 4} Q{x - 20} {y - 34} {x + 6} {y - 30} Q{x + 26} {y - 28} {x + 27} {y - 8} "
            f"L{x + 24} {y - 2} L{x - 25} {y + 2} Z", M_RED, ow=4)
        d.P([(x - 24, y - 6), (x - 62, y - 16), (x - 54, y - 2), (x - 70, y + 4), (x - 24, y + 2)], M_RED, ow=4)

    def satchel(d, J):
        d.line([(22, -196), (-30, -120)], "#6a5a34", 7)
        d.R(-52, -126, 40, 30, "#7d6a3e", ow=4, rx=6, transform="rotate(-24 -32 -110)")

    place(d, 204, GROUND + 12, 1.17)
    trooper(d, J, dict(headgear=bandana, pack=satchel, vest=False, mood="shout",
                       uniform="#62733a", light_legs=False))
    d.close()


@card("grupa_uderzeniowa")
def _grupa(d: Doc):
    """A three-man stack at a breach: each covers the man in front."""
    # the breached wall at the right
    d.P([(330, 62), (384, 62), (384, 340), (330, 340)], "#8a7f62", ow=5)
    for y in range(80, 330, 26):
        off = 0 if (y // 26) % 2 else 14
        for x in range(330 + off - 14, 384, 28):
            d.R(max(330, x), y, min(26, 384 - max(330, x)), 22, "#9d916f", ow=2.5)
    d.D("M330 150 L350 170 L338 200 L356 232 L330 250 Z", "#2a2418", ow=3)
    ground_shadow(d, 200, 170)
    lead = dict(hip=(0, -100), neck=(26, -168), head=(40, -190),
                kb=(-26, -48), fb=(-50, 0), kf=(34, -58), ff=(40, 0),
                eb=(14, -130), hb=(44, -150), ef=(64, -138), hf=(86, -158))
    back = dict(hip=(0, -100), neck=(24, -168), head=(38, -190),
                kb=(-24, -48), fb=(-48, 0), kf=(34, -56), ff=(40, 0),
                eb=(40, -108), hb=(66, -118), ef=(58, -170), hf=(92, -170))

    def aim(d, J):
        rifle(d, J["hb"], J["hf"], "rifle", 0.95)

    def low(d, J):
        rifle(d, (J["hb"][0] - 6, J["hb"][1] + 2), (J["hb"][0] + 30, J["hb"][1] + 14), "smg", 0.9)

    for x, s, shade, J, hold in ((96, 0.9, "#47552a", back, low), (170, 0.96, "#4f5e2c", back, low),
                                 (246, 1.02, UNIFORM, lead, aim)):
        place(d, x, GROUND, s)
        trooper(d, J, dict(uniform=shade, headgear=lambda d, J: helmet(d, J["head"], 26),
                           hold=hold, mood="grim"))
        d.close()


@card("haker")
def _haker(d: Doc):
    """Sitting on a crate, laptop on his knees, cables into a captured robot head."""
    ground_shadow(d, 200, 170)
    # the crate
    d.R(70, 250, 100, 88, "#7a6a40", ow=5, rx=4)
    d.line([(70, 294), (170, 294)], INK, 3)
    d.line([(76, 256), (164, 332)], INK, 3, stroke_opacity=0.5)
    # a robot head on the ground, hacked: its eye turned green
    d.P([(266, 338), (262, 282), (280, 262), (346, 262), (366, 282), (362, 338)], M_MID, ow=5)
    d.R(280, 282, 68, 22, "#15171b", ow=3, rx=10)
    d.glow(316, 293, 40, O_GREEN_LT, core="#eaffd8", strength=0.7)
    d.C(316, 293, 9, O_GREEN_LT, ow=3)
    d.line([(322, 262), (330, 236)], INK, 5)
    d.C(331, 232, 6, M_RED_DK, ow=3)
    J = dict(hip=(-8, -92), neck=(16, -166), head=(32, -190),
             kb=(44, -96), fb=(52, 0), kf=(56, -92), ff=(66, 0),
             eb=(44, -124), hb=(78, -116), ef=(54, -120), hf=(86, -110))

    def laptop(d, J):
        d.glow(76, -140, 80, O_GREEN_LT, core="#eaffd8", strength=0.4)
        d.P([(34, -104), (104, -104), (110, -96), (30, -96)], "#30343a", ow=3.5)     # base
        d.P([(98, -102), (84, -166), (128, -172), (110, -98)], "#30343a", ow=3.5)   # lid, screen to us
        d.P([(100, -108), (89, -160), (122, -164), (108, -106)], "#5ae08a", ow=0)
        for k in range(4):
            y = -154 + k * 11
            d.line([(93 + k * 2.2, y), (110 + k * 2.2 - (k % 2) * 6, y - 1)], "#123a1e", 3)

    def screen_side(d, J):
        # cables from the laptop to the robot head
        for col, dy in ((M_RED, 0), ("#4a7ad0", 6), ("#e0c040", 12)):
            d.path(f"M100 {-98 + dy} C150 {-60 + dy} 130 {-10 + dy} 180 {-16 + dy} S230 {-40 + dy} 250 {-20 + dy}",
                   "none", stroke=INK, stroke_width=8, stroke_linecap="round")
            d.path(f"M100 {-98 + dy} C150 {-60 + dy} 130 {-10 + dy} 180 {-16 + dy} S230 {-40 + dy} 250 {-20 + dy}",
                   "none", stroke=col, stroke_width=4, stroke_linecap="round")

    def gear_(d, J):
        x, y = J["head"]
        d.D(f"M{x - 28} {y - 2} Q{x - 28} {y - 34} {x} {y - 32} Q{x + 26} {y - 32} {x + 26} {y - 8} Z",
            "#3a3f46", ow=4)                                                      # beanie
        d.R(x + 4, y - 22, 26, 14, "#5ae08a", ow=3.5, rx=5)                      # goggles
        d.path(f"M{x - 22} {y - 8} Q{x - 4} {y - 44} {x + 16} {y - 22}", "none", stroke=INK,
               stroke_width=5)
        d.R(x - 28, y - 12, 14, 24, "#2a2c30", ow=3, rx=5)                       # headphones
        d.line([(x - 16, y + 10), (x + 18, y + 20)], INK, 3)                      # mic

    place(d, 126, GROUND, 1.14)
    trooper(d, J, dict(headgear=gear_, hold=laptop, front=screen_side, uniform="#56663a", vest=False))
    d.close()


@card("komandos")
def _komandos(d: Doc):
    """Crouched low in a balaclava: knife in one hand, submachine gun in the other."""
    ground_shadow(d, 200, 130)
    J = dict(hip=(-14, -80), neck=(26, -150), head=(44, -170),
             kb=(-40, -10), fb=(-90, -32), tb=(0.3, 1),   # back knee on the ground
             kf=(40, -92), ff=(50, 0),               # front knee up
             eb=(58, -110), hb=(88, -120),           # far arm: the SMG
             ef=(40, -104), hf=(76, -88))            # near arm: the knife

    def smg(d, J):
        rifle(d, J["hb"], (J["hb"][0] + 36, J["hb"][1] - 4), "smg", 1.0)

    def balaclava(d, J):
        x, y = J["head"]
        d.C(x, y, 28, "#22241f", ow=4)
        d.D(f"M{x - 4} {y - 12} H{x + 30} V{y + 2} H{x - 4} Z", SKIN, ow=3)
        d.circle(x + 20, y - 5, 3.2, INK)
        d.line([(x - 26, y + 6), (x - 10, y + 26)], "#3a3c36", 3)

    def knife(d, J):
        x, y = J["hf"]
        d.P([(x - 4, y + 6), (x + 2, y + 10), (x + 56, y + 40), (x + 4, y + 2)],
            d.lin([(0, "#f2f5f7"), (1, "#8e98a2")]), ow=3.5)
        d.line([(x + 8, y + 8), (x + 48, y + 34)], "#ffffff", 2)
        d.R(x - 14, y - 8, 16, 10, GUN, ow=3, rx=3, transform=f"rotate(30 {x - 6} {y - 3})")

    place(d, 186, GROUND, 1.26)
    trooper(d, J, dict(uniform="#33392a", dark="#262a20", vest_fill="#2a2f22", hold=smg,
                       headgear=balaclava, face=False, front=knife, gloves=GLOVE))
    d.close()


@card("kpt_johnson")
def _kpt_johnson(d: Doc):
    """The captain: peaked officer's cap, pointing the way, other fist on the hip."""
    ground_shadow(d, 200, 100)
    J = dict(hip=(0, -116), neck=(0, -194), head=(6, -222),
             kb=(-18, -58), fb=(-34, 0), kf=(20, -58), ff=(32, 0),
             sb=(-12, -182), eb=(-44, -148), hb=(-20, -122),     # fist on the hip
             sf=(10, -182), ef=(58, -186), hf=(104, -192))       # arm straight out

    def cap(d, J):
        x, y = J["head"]
        d.D(f"M{x - 26} {y - 12} L{x - 30} {y - 40} Q{x} {y - 56} {x + 34} {y - 42} L{x + 22} {y - 12} Z",
            "#4c5a2a", ow=4.5)
        d.R(x - 28, y - 20, 52, 10, "#2a2c20", ow=3.5)
        d.P([(x + 16, y - 18), (x + 44, y - 12), (x + 38, y - 6), (x + 14, y - 10)], INK, ow=2)
        d.C(x + 4, y - 32, 6, "#e9c44a", ow=2.5)
        d.line([(x - 26, y - 22), (x + 22, y - 22)], "#e9c44a", 2.5)

    def insignia(d, J, u, p):
        for k in range(3):
            d.P(star(12 + k * 12, -168, 5, 2.2), "#e9c44a")
        d.line([(-20, -192), (28, -116)], "#6a5a34", 6)                      # Sam Browne belt
        d.R(-2, -150, 14, 8, "#a02a22", ow=2)                               # ribbons
        d.R(12, -150, 14, 8, "#3a6ab0", ow=2)

    def pointing(d, J):
        x, y = J["hf"]
        d.limb([(x + 6, y - 2), (x + 26, y - 4)], 6, SKIN, ow=3)              # index finger
        d.R(-30, -128, 18, 26, "#4a3a22", ow=3, rx=4)                       # holster

    place(d, 166, GROUND + 6, 1.03)
    trooper(d, J, dict(headgear=cap, vest=False, torso=insignia, front=pointing, mood="shout",
                       uniform="#5c6b34", chest=70))
    d.close()


@card("mcpherson")
def _mcpherson(d: Doc):
    """Kneeling with a rocket launcher on his shoulder; back-blast smoke behind."""
    ground_shadow(d, 200, 140)
    for _k, (x, y, r) in enumerate(((66, 156, 24), (46, 128, 20), (76, 122, 16), (40, 166, 16))):
        d.circle(x, y, r, "#e8e2cc", fill_opacity=0.7, stroke=INK, stroke_width=3, stroke_opacity=0.4)
    J = dict(hip=(-8, -74), neck=(8, -150), head=(20, -176),
             kb=(-30, -10), fb=(-72, -32), tb=(0.3, 1), kf=(34, -88), ff=(44, 0),
             eb=(-10, -118), hb=(18, -138), ef=(40, -112), hf=(64, -140))

    def tube(d, J):
        d.limb([(-96, -166), (126, -180)], 32, "#5a6a3a", ow=5, cap="butt")
        d.R(126, -202, 20, 44, GUN, ow=4, rx=4)                                # muzzle ring
        d.P([(146, -196), (184, -186), (184, -174), (146, -164)], M_RED, ow=4)  # warhead
        d.R(-112, -190, 18, 48, GUN, ow=4, rx=4)                               # rear flare
        d.R(40, -214, 28, 18, GUN, ow=3, rx=3)                                 # sight
        d.line([(-30, -158), (-30, -188)], O_DARK, 4, stroke_opacity=0.6)
        d.line([(84, -166), (84, -196)], O_DARK, 4, stroke_opacity=0.6)
        d.R(30, -164, 14, 26, GUN, ow=3, rx=2)                                 # grip

    def hd(d, J):
        helmet(d, J["head"], 26)
        x, y = J["head"]
        d.R(x - 20, y - 34, 30, 10, "#7fb0d0", ow=3, rx=4)                    # goggles on the helmet

    place(d, 176, GROUND, 1.06)
    trooper(d, J, dict(headgear=hd, pack=tube, mood="grim"))
    d.close()


@card("mlody")
def _mlody(d: Doc):
    """The rookie: small, big eyes under a helmet far too big, hugging a rifle taller than him."""
    ground_shadow(d, 200, 90)
    J = dict(hip=(0, -82), neck=(2, -140), head=(6, -176),
             kb=(-12, -40), fb=(-22, 0), kf=(14, -40), ff=(20, 0),
             eb=(22, -104), hb=(34, -122), ef=(26, -110), hf=(36, -142))

    def big_rifle(d, J):
        d.open("rotate(-8 38 -120)")
        d.P([(28, -10), (48, -10), (46, -60), (30, -60)], "#5a4630", ow=3.5)           # butt on the ground
        d.R(30, -176, 18, 118, GUN, ow=3.5, rx=3)
        d.limb([(39, -176), (39, -226)], 7, GUN, ow=3, cap="butt")
        d.P([(48, -140), (62, -136), (60, -112), (48, -112)], "#3a3a34", ow=3)         # magazine
        d.close()

    def oversized(d, J):
        x, y = J["head"]
        helmet(d, (x, y + 10), 34, fill="#7d8d44", scale=1.28, strap=False, tilt=-10)

    def big_face(d, J):
        x, y = J["head"]
        d.C(x + 16, y + 2, 7, "#ffffff", ow=2.5)
        d.circle(x + 18, y + 3, 3.5, INK)
        d.D(f"M{x + 10} {y + 22} Q{x + 18} {y + 16} {x + 26} {y + 22}", "none", stroke=INK, stroke_width=3)
        d.D(f"M{x - 30} {y + 2} Q{x - 36} {y + 14} {x - 30} {y + 18} Q{x - 24} {y + 14} {x - 30} {y + 2} Z",
            "#a8d8ff", ow=2)                                                            # a drop of sweat

    place(d, 190, GROUND, 1.24)
    trooper(d, J, dict(r=34, chest=52, hips=40, arm_w=17, leg_w=22, eye=False, vest=False,
                       uniform="#7a8a44", dark="#55622e", hold=big_rifle, headgear=oversized,
                       front=big_face))
    d.close()


@card("nestugov")
def _nestugov(d: Doc):
    """Leaning back, boots braced, tearing a glowing module out of a wrecked robot."""
    ground_shadow(d, 210, 170)
    # the wreck on the right: a robot torso on its side with an open hatch
    d.P([(240, 338), (246, 226), (300, 196), (382, 206), (382, 338)], steel(d), ow=6)
    d.P([(262, 240), (330, 226), (336, 286), (268, 296)], "#15171b", ow=4)
    for x, y in ((254, 320), (300, 320), (350, 320), (360, 230)):
        rivet(d, x, y, 4)
    d.glow(250, 206, 90, "#7ad0ff", core="#ffffff", strength=0.7)
    J = dict(hip=(-10, -110), neck=(-36, -180), head=(-34, -208),
             kb=(-40, -56), fb=(-62, 0), kf=(20, -56), ff=(44, 0),
             sb=(-46, -166), eb=(-8, -156), hb=(30, -152),
             sf=(-36, -166), ef=(0, -146), hf=(36, -140))

    def module(d, J):
        # cables still tying it to the wreck
        for col, dy in ((M_RED, -8), (M_AMBER, 4), ("#4a7ad0", 14)):
            d.path(f"M54 {-140 + dy} Q80 {-110 + dy} 92 {-138 + dy}", "none", stroke=INK, stroke_width=7)
            d.path(f"M54 {-140 + dy} Q80 {-110 + dy} 92 {-138 + dy}", "none", stroke=col, stroke_width=3)
        d.R(18, -172, 44, 52, "#2e3640", ow=4, rx=4)
        d.R(26, -162, 28, 32, "#bff0ff", ow=3)
        d.circle(40, -146, 8, "#ffffff")
        for k in range(4):
            d.line([(22 + k * 11, -120), (22 + k * 11, -110)], "#c7cdd3", 4)
        for a in range(0, 360, 45):
            x, y = 40 + 44 * math.cos(math.radians(a)), -146 + 44 * math.sin(math.radians(a))
            d.line([(40 + 30 * math.cos(math.radians(a)), -146 + 30 * math.sin(math.radians(a))), (x, y)],
                   "#bff0ff", 4, stroke_opacity=0.8)

    def ushanka(d, J):
        x, y = J["head"]
        d.D(f"M{x - 28} {y - 6} Q{x - 30} {y - 40} {x} {y - 40} Q{x + 28} {y - 40} {x + 26} {y - 8} Z",
            "#6a4a2e", ow=4)
        d.R(x - 32, y - 14, 60, 14, "#b08a5a", ow=4, rx=6)
        d.R(x - 30, y - 6, 16, 30, "#b08a5a", ow=4, rx=6)                       # ear flap
        d.C(x + 2, y - 28, 5, M_RED, ow=2)
        d.R(x + 6, y - 24, 22, 10, "#e8842a", ow=3, rx=4)                      # welding goggles

    place(d, 180, GROUND, 1.1)
    trooper(d, J, dict(headgear=ushanka, hold=module, uniform="#6a6a48", dark="#45452e", vest=False,
                       gloves="#8a6a3a", mood="shout"))
    d.close()


@card("oddzial_specjalny")
def _oddzial(d: Doc):
    """Night raid: two operators with glowing night-vision goggles and silenced rifles."""
    d.rect(0, 0, 400, 400, "#0c1a1a", fill_opacity=0.62)
    d.circle(320, 96, 22, "#e8f0d8", fill_opacity=0.8)
    ground_shadow(d, 200, 170)

    def nvg(d, J):
        x, y = J["head"]
        helmet(d, J["head"], 26, fill="#2e3626")
        d.R(x + 8, y - 30, 16, 12, GUN, ow=3)
        for _k, dy in enumerate((-24, -12)):
            d.limb([(x + 20, y + dy), (x + 44, y + dy)], 10, "#22261e", ow=3, cap="butt")
            d.glow(x + 46, y + dy, 22, O_GREEN_LT, core="#f4ffe8", strength=0.9)
            d.C(x + 46, y + dy, 5.5, O_GREEN_LT, ow=2)

    def silenced(d, J):
        u, n = rifle(d, J["hb"], J["hf"], "rifle", 0.95)
        a = _at(J["hb"], u, math.hypot(*_v(J["hb"], J["hf"])) + 70, n, 4)
        b = _at(a, u, 40)
        d.limb([a, b], 13, "#1c1e1a", ow=3, cap="butt")
        d.line([_at(J["hb"], u, 30, n, 20), _at(J["hb"], u, 60, n, 20)], O_GREEN_LT, 3, stroke_opacity=0.8)

    kit = dict(uniform="#344030", dark="#232b20", vest_fill="#2a3326", headgear=nvg, hold=silenced,
               gloves=GLOVE, face=True, mood="grim")
    kneel = dict(hip=(-6, -74), neck=(16, -146), head=(30, -170),
                 kb=(-30, -10), fb=(-72, -32), tb=(0.3, 1), kf=(34, -86), ff=(44, 0),
                 eb=(16, -118), hb=(42, -136), ef=(60, -116), hf=(84, -138))
    stand = dict(hip=(0, -112), neck=(10, -186), head=(22, -210),
                 kb=(-18, -56), fb=(-36, 0), kf=(22, -56), ff=(30, 0),
                 eb=(18, -150), hb=(46, -168), ef=(62, -152), hf=(90, -172))
    place(d, 168, GROUND - 4, 1.0, facing=-1)
    trooper(d, stand, kit)
    d.close()
    place(d, 246, GROUND, 1.06)
    trooper(d, kneel, kit)
    d.close()


@card("operator_ckm")
def _ckm(d: Doc):
    """Behind a heavy machine gun on a tripod, sandbags in front, belt feeding."""
    ground_shadow(d, 200, 170)
    J = dict(hip=(-10, -66), neck=(18, -138), head=(32, -160),
             kb=(-34, -8), fb=(-78, -32), tb=(0.3, 1), kf=(26, -74), ff=(36, 0),
             eb=(36, -102), hb=(70, -112), ef=(44, -96), hf=(76, -102))
    place(d, 108, GROUND, 1.1)
    trooper(d, J, dict(headgear=lambda d, J: helmet(d, J["head"], 26), mood="shout"))
    d.close()
    # the gun, in front of the gunner
    for a, b in (((232, 222), (186, 330)), ((232, 222), (282, 330)), ((232, 222), (236, 334))):
        d.limb([a, b], 9, GUN, ow=3.5)
    d.C(232, 222, 10, "#4a4c46", ow=3.5)
    d.R(170, 194, 84, 40, "#3a3c36", ow=5, rx=4)                   # receiver
    d.limb([(180, 214), (188, 214)], 14, GUN, ow=3)                 # spade grips
    d.limb([(254, 208), (330, 204)], 22, "#4a4c46", ow=5, cap="butt")   # cooling jacket
    for x in range(262, 330, 12):
        d.circle(x, 206, 3, INK)
    d.limb([(330, 204), (368, 202)], 9, GUN, ow=3, cap="butt")
    d.R(200, 176, 30, 18, "#3a3c36", ow=3)                          # feed cover
    for k in range(10):                                             # the ammo belt
        x, y = 176 - k * 4, 236 + k * 10
        d.R(x - 10, y - 4, 22, 9, "#d8a840", ow=2, rx=2)
    d.glow(372, 202, 44, "#ffb04a", strength=0.8)
    d.P(star(374, 202, 22, 8, 7), "#ffe08a", ow=0)
    # sandbags in front
    for i, x in enumerate(range(150, 380, 50)):
        d.E(x, 326, 30, 15, "#c9bb82" if i % 2 else "#b5a66c", ow=4)


@card("patriota")
def _patriota(d: Doc):
    """Striding forward with a big flag of the Outpost, shouting."""
    ground_shadow(d, 170, 110)
    J = dict(hip=(0, -112), neck=(12, -186), head=(22, -212),
             kb=(-24, -54), fb=(-52, 0), kf=(34, -64), ff=(58, 0),
             eb=(28, -138), hb=(52, -150), ef=(38, -186), hf=(58, -214))

    def flag(d, J):
        d.limb([(32, -80), (114, -256)], 7, "#8a6a3a", ow=3.5)
        x, y = 114, -256
        d.D(f"M{x - 2} {y + 6} Q{x + 34} {y - 12} {x + 70} {y + 10} T{x + 138} {y + 14} "
            f"L{x + 116} {y + 100} Q{x + 86} {y + 80} {x + 54} {y + 96} T{x - 34} {y + 86} Z",
            O_GREEN, ow=5)
        d.path(f"M{x + 2} {y + 38} Q{x + 38} {y + 20} {x + 70} {y + 40} T{x + 124} {y + 46}", "none",
               stroke=O_GREEN_LT, stroke_width=5, stroke_opacity=0.7)
        d.P(star(x + 50, y + 50, 24, 10), CREAM, ow=4)
        d.C(x, y, 7, "#e9c44a", ow=3)

    place(d, 112, GROUND, 1.06)
    trooper(d, J, dict(hold=flag, headgear=lambda d, J: helmet(d, J["head"], 26), mood="shout"))
    d.close()


@card("porucznik_calahan")
def _calahan(d: Doc):
    """The lieutenant: binoculars to his eyes, the other arm raised to signal."""
    ground_shadow(d, 200, 100)
    J = dict(hip=(0, -112), neck=(4, -186), head=(12, -214),
             kb=(-16, -56), fb=(-32, 0), kf=(20, -56), ff=(30, 0),
             eb=(36, -196), hb=(40, -222),                        # far hand: binoculars at the eyes
             sf=(-2, -182), ef=(-16, -222), hf=(-12, -256))       # near arm raised high

    def beret(d, J):
        x, y = J["head"]
        d.D(f"M{x - 26} {y - 10} Q{x - 34} {y - 40} {x + 2} {y - 38} Q{x + 30} {y - 36} {x + 20} {y - 16} Z",
            "#7a2a22", ow=4)
        d.C(x + 8, y - 24, 5, "#e9c44a", ow=2)

    def binoculars(d, J):
        x, y = J["hb"]
        d.R(x - 6, y - 16, 26, 14, GUN, ow=3.5, rx=5)
        d.R(x - 6, y - 2, 26, 14, GUN, ow=3.5, rx=5)
        d.C(x + 22, y - 9, 5, "#7fb0d0", ow=2)
        d.C(x + 22, y + 5, 5, "#7fb0d0", ow=2)

    def pips(d, J, u, p):
        d.R(-6, -178, 14, 8, "#e9c44a", ow=2)
        d.R(-6, -166, 14, 8, "#e9c44a", ow=2)

    def open_hand(d, J):
        x, y = J["hf"]
        d.P([(x - 8, y - 4), (x - 6, y - 24), (x + 6, y - 24), (x + 9, y - 4)], SKIN, ow=3)

    place(d, 196, GROUND + 4, 1.0)
    trooper(d, J, dict(headgear=beret, hold=binoculars, torso=pips, front=open_hand,
                       uniform="#5e6c32"))
    d.close()


@card("sabotazysta")
def _sabotazysta(d: Doc):
    """Kneeling at a robot's foot, planting a bundle of dynamite with a lit fuse."""
    ground_shadow(d, 210, 170)
    # a robot's huge leg on the right
    d.limb([(320, 60), (310, 180), (326, 300)], 46, M_STEEL)
    d.P([(266, 338), (280, 296), (368, 296), (384, 338)], M_DARK, ow=6)
    rivet(d, 318, 180, 7)
    J = dict(hip=(-10, -70), neck=(30, -132), head=(52, -148),
             kb=(-32, -8), fb=(-76, -32), tb=(0.3, 1), kf=(30, -80), ff=(40, 0),
             eb=(60, -84), hb=(94, -50), ef=(66, -90), hf=(100, -64))

    def hood(d, J):
        x, y = J["head"]
        d.D(f"M{x - 30} {y + 16} Q{x - 34} {y - 36} {x + 2} {y - 32} Q{x + 30} {y - 28} {x + 26} {y - 4} "
            f"L{x + 8} {y - 6} L{x - 2} {y + 20} Z", "#2e3424", ow=4)
        d.D(f"M{x + 2} {y + 8} H{x + 30} Q{x + 28} {y + 26} {x + 4} {y + 24} Z", "#3a3c30", ow=3)   # scarf

    def dynamite(d, J):
        for k in range(3):
            d.R(96 + k * 16, -76, 15, 62, M_RED, ow=3.5, rx=5)
        d.R(92, -52, 56, 9, GUN, ow=3)
        d.R(100, -92, 26, 16, "#3a3c36", ow=3, rx=2)                              # a little timer
        d.R(104, -88, 18, 8, O_GREEN_LT, ow=0)

    def fuse(d, J):
        d.path("M112 -14 Q60 10 0 4 Q-60 0 -120 8", "none", stroke=INK, stroke_width=6)
        d.path("M112 -14 Q60 10 0 4 Q-60 0 -120 8", "none", stroke="#d8c89a", stroke_width=3,
               stroke_dasharray="8 5")
        d.poly(star(120, -98, 16, 6, 8), "#ffd34a", stroke=INK, stroke_width=2)

    place(d, 146, GROUND, 1.2)
    trooper(d, J, dict(headgear=hood, hold=dynamite, front=fuse, uniform="#3d4424", dark="#2a301a",
                       vest_fill="#30361e", gloves=GLOVE))
    d.close()


@card("scorn")
def _scorn(d: Doc):
    """A grim veteran: broad shoulders, scar and eyepatch, a huge rifle on his shoulder."""
    ground_shadow(d, 200, 130)
    J = dict(hip=(0, -114), neck=(4, -192), head=(14, -220),
             kb=(-24, -58), fb=(-44, 0), kf=(26, -58), ff=(42, 0),
             eb=(-30, -150), hb=(-8, -124), ef=(40, -150), hf=(52, -176))

    def coat(d, J):
        d.P([(-34, -120), (34, -120), (48, -40), (10, -46), (-6, -70), (-40, -38)], "#4a4432", ow=5)

    def big_gun(d, J, front=False):
        # resting on his shoulder, the long barrel pointing up behind him
        d.open("rotate(16 20 -178)")
        if not front:
            d.limb([(-196, -186), (-40, -186)], 14, GUN, ow=4, cap="butt")       # the long barrel
            d.R(-226, -198, 34, 24, GUN, ow=3.5)                                  # muzzle brake
            d.line([(-216, -198), (-216, -174)], "#55554c", 3)
            d.line([(-203, -198), (-203, -174)], "#55554c", 3)
            d.limb([(-130, -178), (-114, -152)], 6, GUN, ow=3, cap="butt")        # folded bipod
            d.R(-70, -204, 110, 32, "#3a3c36", ow=4, rx=4)                        # receiver
            d.R(-60, -228, 70, 16, "#2a2c28", ow=3, rx=6)                         # scope
            d.C(-62, -220, 7, "#7fb0d0", ow=2)
        else:
            d.P([(30, -200), (96, -194), (96, -164), (30, -172)], "#4a3a22", ow=4)  # stock
            d.R(0, -176, 18, 30, "#3a3a34", ow=3)                                 # magazine
        d.close()

    def head_(d, J):
        x, y = J["head"]
        d.D(f"M{x - 26} {y - 6} Q{x - 24} {y - 30} {x} {y - 28} Q{x + 20} {y - 28} {x + 24} {y - 14}",
            "none", stroke="#3a3028", stroke_width=6, stroke_linecap="round")          # stubble crop
        d.line([(x - 24, y - 14), (x + 26, y - 4)], INK, 5)                           # eyepatch strap
        d.E(x + 15, y - 4, 8, 7, INK, ow=0)
        d.line([(x + 4, y + 4), (x + 12, y + 22)], "#9a3a2a", 3.5)                    # scar
        d.line([(x + 12, y + 18), (x + 22, y + 24)], "#3a3028", 2.5, stroke_opacity=0.6)

    def pack(d, J):
        big_gun(d, J)
        coat(d, J)

    place(d, 236, GROUND, 1.15)
    trooper(d, J, dict(pack=pack, hold=lambda d, J: big_gun(d, J, True), headgear=head_, chest=90, hips=64, arm_w=28, leg_w=35,
                       uniform="#4f5530", dark="#33361f", vest_fill="#3a3e22", mood="grim", eye=False))
    d.close()


@card("zwiadowca")
def _zwiadowca(d: Doc):
    """A scout crouched in the brush under a leafy camouflage hood, glassing with binoculars."""
    ground_shadow(d, 200, 150)
    rng = random.Random(31)
    J = dict(hip=(-16, -70), neck=(20, -134), head=(40, -152),
             kb=(-40, -8), fb=(-82, -32), tb=(0.3, 1), kf=(24, -80), ff=(34, 0),
             eb=(36, -108), hb=(62, -152), ef=(50, -112), hf=(66, -138))

    def ghillie(d, J):
        x, y = J["head"]
        d.D(f"M{x - 40} {y + 34} Q{x - 44} {y - 40} {x + 4} {y - 38} Q{x + 36} {y - 34} {x + 32} {y - 6} "
            f"L{x + 12} {y - 6} L{x} {y + 30} Z", "#5d6a30", ow=4)
        for _ in range(16):
            a = rng.uniform(math.pi * 0.7, math.pi * 2.15)
            r = rng.uniform(26, 44)
            cx, cy = x - 4 + r * math.cos(a), y - 2 + r * math.sin(a) * 0.9
            d.E(cx, cy, 9, 4.5, rng.choice(["#7d8a3c", "#4a5a24", "#98a050"]), ow=2,
                transform=f"rotate({f(math.degrees(a) + 90)} {f(cx)} {f(cy)})")

    def binos(d, J):
        x, y = J["hb"]
        d.R(x - 10, y - 8, 28, 24, GUN, ow=3.5, rx=6)
        d.C(x + 18, y + 4, 7, "#7fb0d0", ow=2.5)

    place(d, 180, GROUND, 1.36)
    trooper(d, J, dict(headgear=ghillie, hold=binos, uniform="#6b7538", dark="#4a5426",
                       vest=False))
    d.close()
    # brush in front of his legs
    for x in (70, 110, 150, 250, 290, 330):
        for k in range(5):
            a = math.radians(-150 + k * 30)
            d.D(f"M{x} 340 Q{x + 30 * math.cos(a) - 6} {300 + 40 * math.sin(a)} {x + 50 * math.cos(a)} "
                f"{330 + 70 * math.sin(a)} Q{x + 30 * math.cos(a) + 6} {310 + 40 * math.sin(a)} {x} 340 Z",
                rng.choice(["#6b7a34", "#56662a", "#7d8a3c"]), ow=3)
