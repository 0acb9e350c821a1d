"""Outpost figures.  A soldier is drawn from joints in local units: feet on y = 0, facing
right (+x), about 250 units from boots to helmet.  Each card poses its own figure (see
outpost_soldiers) and hands it its kit: headgear, weapon, pack, props.
"""
from __future__ import annotations

import math
import random

from .palette import GUN, INK, O_MID, SKIN, SKIN_DK
from .svg import Doc, f
from .geometry import _at, _mix, _unit, _v


UNIFORM = "#5a6a2e"
UNIFORM_DK = "#3c4820"
VEST = "#4a5426"
BOOT = "#262622"
GLOVE = "#33332c"


def boot(d: Doc, knee, foot, fill=BOOT, size=1.0, toe=None):
    """A boot at ``foot``, toes forward and square to the shin (or along ``toe``)."""
    v = _unit(_v(knee, foot))
    if toe is not None:
        t = _unit(toe)
        kv = _v(foot, knee)
        up = (t[1], -t[0])
        if up[0] * kv[0] + up[1] * kv[1] < 0:
            up = (-up[0], -up[1])
        v = (-up[0], -up[1])
    else:
        t = (-v[1], v[0])
        if t[0] < -0.05 or (abs(t[0]) <= 0.05 and t[1] < 0):
            t = (-t[0], -t[1])                  # toes point forward (or down)
    up = (-v[0], -v[1])
    k = size
    pts = [_at(foot, t, -14 * k, up, 16 * k), _at(foot, t, -15 * k, up, -6 * k),
           _at(foot, t, 34 * k, up, -6 * k), _at(foot, t, 36 * k, up, 4 * k),
           _at(foot, t, 16 * k, up, 14 * k)]
    d.P(pts, fill, ow=4)
    d.line([_at(foot, t, -15 * k, up, -2 * k), _at(foot, t, 35 * k, up, -2 * k)], "#55554c", 3,
           stroke_opacity=0.8)


def torso(d: Doc, hip, neck, w_hip=48, w_chest=64, fill=UNIFORM, ow=5):
    u = _unit(_v(hip, neck))
    p = (-u[1], u[0]) if u[1] < 0 else (u[1], -u[0])
    if p[0] < 0:
        p = (-p[0], -p[1])
    a = _at(hip, p, -w_hip / 2)
    b = _at(hip, p, w_hip / 2)
    c = _at(neck, p, w_chest / 2, u, -10)
    e = _at(neck, p, -w_chest / 2, u, -10)
    top_c = _at(neck, p, w_chest * 0.3, u, 6)
    top_e = _at(neck, p, -w_chest * 0.3, u, 6)
    mid_b = _at(_mix(hip, neck, 0.55), p, w_chest * 0.56)
    dd = (f"M{f(a[0])} {f(a[1])} L{f(b[0])} {f(b[1])} Q{f(mid_b[0])} {f(mid_b[1])} {f(c[0])} {f(c[1])} "
          f"Q{f(top_c[0] + u[0] * 4)} {f(top_c[1] + u[1] * 4)} {f(top_c[0])} {f(top_c[1])} "
          f"L{f(top_e[0])} {f(top_e[1])} Q{f(e[0] + u[0] * 12)} {f(e[1] + u[1] * 12)} {f(e[0])} {f(e[1])} Z")
    d.D(dd, fill, ow=ow)
    return u, p


def vest(d: Doc, hip, neck, u, p, w=56, fill=VEST, pouches=3):
    """Webbing: a vest panel with pouches and a belt, on the torso's front half."""
    lo = _mix(hip, neck, 0.12)
    hi = _mix(hip, neck, 0.86)
    pts = [_at(lo, p, -w * 0.42), _at(lo, p, w * 0.46), _at(hi, p, w * 0.5), _at(hi, p, w * 0.08),
           _at(_mix(hip, neck, 0.6), p, -w * 0.2), _at(hi, p, -w * 0.4)]
    d.P(pts, fill, ow=3)
    ang = math.degrees(math.atan2(u[1], u[0])) + 90
    for i in range(pouches):
        c = _at(_mix(hip, neck, 0.3), p, -w * 0.18 + i * w * 0.24)
        d.R(c[0] - 7, c[1] - 9, 14, 18, fill if i % 2 else UNIFORM_DK, ow=2.5, rx=3,
            transform=f"rotate({f(ang)} {f(c[0])} {f(c[1])})")
    d.line([_at(hip, p, -w * 0.48, u, 6), _at(hip, p, w * 0.5, u, 6)], "#2a2a20", 9, cap="butt")
    d.line([_at(hip, p, -w * 0.48, u, 6), _at(hip, p, w * 0.5, u, 6)], "#6a5a34", 5, cap="butt")
    b = _at(hip, p, w * 0.2, u, 6)
    d.R(b[0] - 5, b[1] - 5, 10, 10, "#c8b070", ow=2)


def hand(d: Doc, p, r=11, fill=SKIN):
    d.C(p[0], p[1], r, fill, ow=3.5)


def face(d: Doc, c, r=26, skin=SKIN, mood="calm", eye=True):
    """Head in profile facing right: skull, nose, ear, eye and brow."""
    x, y = c
    d.D(f"M{f(x - r)} {f(y)} Q{f(x - r)} {f(y - r)} {f(x)} {f(y - r)} Q{f(x + r * 0.95)} {f(y - r)} "
        f"{f(x + r * 0.98)} {f(y - r * 0.1)} L{f(x + r * 1.22)} {f(y + r * 0.22)} "
        f"L{f(x + r * 0.96)} {f(y + r * 0.34)} Q{f(x + r * 0.92)} {f(y + r * 0.95)} {f(x + r * 0.2)} "
        f"{f(y + r * 0.98)} Q{f(x - r)} {f(y + r)} {f(x - r)} {f(y)} Z", skin, ow=4)
    d.E(x - r * 0.18, y + r * 0.08, r * 0.16, r * 0.24, SKIN_DK, ow=2.5)
    if eye:
        d.circle(x + r * 0.52, y - r * 0.08, r * 0.13, INK)
        if mood == "grim":
            d.line([(x + r * 0.3, y - r * 0.36), (x + r * 0.8, y - r * 0.22)], INK, 4)
        elif mood == "shout":
            d.line([(x + r * 0.32, y - r * 0.34), (x + r * 0.78, y - r * 0.4)], INK, 3.5)
        else:
            d.line([(x + r * 0.32, y - r * 0.32), (x + r * 0.76, y - r * 0.32)], INK, 3)
    if mood == "shout":
        d.D(f"M{f(x + r * 0.5)} {f(y + r * 0.44)} Q{f(x + r * 0.98)} {f(y + r * 0.42)} "
            f"{f(x + r * 0.9)} {f(y + r * 0.78)} Q{f(x + r * 0.6)} {f(y + r * 0.82)} "
            f"{f(x + r * 0.5)} {f(y + r * 0.44)} Z", "#5a1a14", ow=2.5)
    elif mood == "grim":
        d.line([(x + r * 0.5, y + r * 0.6), (x + r * 0.9, y + r * 0.56)], INK, 3)
    else:
        d.line([(x + r * 0.56, y + r * 0.6), (x + r * 0.88, y + r * 0.58)], SKIN_DK, 3)


def helmet(d: Doc, c, r=26, fill=O_MID, scale=1.0, net=False, strap=True, tilt=0):
    x, y = c
    R_ = r * 1.22 * scale
    d.open(f"rotate({f(tilt)} {f(x)} {f(y)})" if tilt else None)
    if strap:
        d.line([(x - r * 0.5, y - r * 0.1), (x + r * 0.3, y + r * 0.9)], INK, 4)
    top = y - r * 0.2 - R_ * 0.95
    d.D(f"M{f(x - R_)} {f(y - r * 0.12)} Q{f(x - R_ * 1.02)} {f(top)} {f(x + R_ * 0.05)} {f(top)} "
        f"Q{f(x + R_ * 1.02)} {f(top)} {f(x + R_ * 1.0)} {f(y - r * 0.12)} Z", fill, ow=4.5)
    d.R(x - R_ * 1.12, y - r * 0.2 - 5, R_ * 2.26, 10, fill, ow=4, rx=5)
    if net:
        for k in range(-3, 4):
            d.line([(x + k * R_ * 0.28 - 6, y - r * 0.24), (x + k * R_ * 0.2 + 6, top + R_ * 0.18)],
                   INK, 1.8, stroke_opacity=0.55)
        d.line([(x - R_ * 0.8, y - r * 0.2 - R_ * 0.45), (x + R_ * 0.85, y - r * 0.2 - R_ * 0.45)],
               INK, 1.8, stroke_opacity=0.55)
    d.path(f"M{f(x - R_ * 0.55)} {f(top + R_ * 0.45)} Q{f(x - R_ * 0.3)} {f(top + R_ * 0.12)} "
           f"{f(x + R_ * 0.1)} {f(top + R_ * 0.1)}", "none", stroke="#ffffff", stroke_width=4,
           stroke_opacity=0.35, stroke_linecap="round")
    d.close()


def rifle(d: Doc, grip, fore, kind="rifle", scale=1.0):
    """A long gun laid through the two hands: stock behind ``grip``, barrel past ``fore``."""
    u = _unit(_v(grip, fore))
    n = (u[1], -u[0]) if u[0] >= 0 else (-u[1], u[0])   # "up" of the gun
    k = scale
    L = math.hypot(*_v(grip, fore))
    if kind == "smg":
        stock, body_end, barrel = 26 * k, L + 18 * k, L + 44 * k
    elif kind == "sniper":
        stock, body_end, barrel = 52 * k, L + 40 * k, L + 150 * k
    else:
        stock, body_end, barrel = 46 * k, L + 28 * k, L + 78 * k
    # stock
    d.P([_at(grip, u, -stock, n, 9 * k), _at(grip, u, -stock, n, -13 * k), _at(grip, u, -4 * k, n, -3 * k),
         _at(grip, u, -4 * k, n, 9 * k)], "#5a4630" if kind != "smg" else GUN, ow=3.5)
    # receiver and handguard
    d.P([_at(grip, u, -8 * k, n, 11 * k), _at(grip, u, body_end, n, 9 * k),
         _at(grip, u, body_end, n, -3 * k), _at(grip, u, -8 * k, n, -5 * k)], GUN, ow=3.5)
    # barrel
    d.limb([_at(grip, u, body_end - 4, n, 4 * k), _at(grip, u, barrel, n, 4 * k)], 6 * k, GUN, ow=3,
           cap="butt")
    if kind == "sniper":
        s0, s1 = _at(grip, u, 10 * k, n, 20 * k), _at(grip, u, 70 * k, n, 20 * k)
        d.limb([s0, s1], 12 * k, "#3a3c36", ow=3, cap="butt")
        d.C(*_at(grip, u, 72 * k, n, 20 * k), 5 * k, "#7fb0d0", ow=2)
        d.P([_at(grip, u, barrel - 10 * k, n, 10 * k), _at(grip, u, barrel + 6 * k, n, 10 * k),
             _at(grip, u, barrel + 6 * k, n, -2 * k), _at(grip, u, barrel - 10 * k, n, -2 * k)], GUN, ow=3)
    # magazine
    m0 = _at(grip, u, (18 if kind != "smg" else 10) * k, n, -4 * k)
    d.P([m0, _at(m0, u, 14 * k), _at(m0, u, 20 * k, n, -26 * k), _at(m0, u, 6 * k, n, -28 * k)],
        "#3a3a34", ow=3)
    # pistol grip
    d.P([_at(grip, u, -2 * k, n, -3 * k), _at(grip, u, 8 * k, n, -3 * k), _at(grip, u, 4 * k, n, -20 * k),
         _at(grip, u, -6 * k, n, -18 * k)], GUN, ow=3)
    return u, n


def arm(d: Doc, shoulder, elbow, hand_, fill=UNIFORM, w=21, glove=None, skin=SKIN):
    d.limb([shoulder, elbow, hand_], w, fill)
    hand(d, hand_, 11 * w / 21, glove or skin)


def leg(d: Doc, hip, knee, foot, fill=UNIFORM_DK, w=28, boot_fill=BOOT, toe=None):
    v = _unit(_v(knee, foot))
    d.limb([hip, knee, _at(foot, v, -10)], w, fill)
    boot(d, knee, foot, boot_fill, toe=toe)


def trooper(d: Doc, J: dict, kit: dict | None = None):
    """Draw a soldier from joints J (hip, neck, head, kb/fb, kf/ff, sb/eb/hb, sf/ef/hf).

    kit: uniform, dark, skin, r (head radius), chest, hips, vest (bool), gloves,
    pack(d, J) behind the body, headgear(d, J) over the head, hold(d, J) between the
    arms (a weapon), front(d, J) over everything, mood.
    """
    k = dict(uniform=UNIFORM, dark=UNIFORM_DK, skin=SKIN, r=27, chest=72, hips=54, vest=True,
             gloves=None, mood="calm", arm_w=24, leg_w=32)
    k.update(kit or {})
    hip, neck, hd = J["hip"], J["neck"], J["head"]
    sb = J.get("sb", _at(neck, (-1, 0), 10, (0, 1), 10))
    sf = J.get("sf", _at(neck, (1, 0), 8, (0, 1), 12))
    # far side: leg and arm in the darker shade
    leg(d, hip, J["kb"], J["fb"], k["dark"], k["leg_w"], toe=J.get("tb"))
    if "eb" in J:
        arm(d, sb, J["eb"], J["hb"], k["dark"], k["arm_w"], k["gloves"], SKIN_DK if k["skin"] == SKIN else k["skin"])
    if k.get("pack"):
        k["pack"](d, J)
    u, p = torso(d, hip, neck, k["hips"], k["chest"], k["uniform"])
    if k["vest"]:
        vest(d, hip, neck, u, p, k["chest"] * 0.86, k.get("vest_fill", VEST))
    if k.get("torso"):
        k["torso"](d, J, u, p)
    leg(d, hip, J["kf"], J["ff"], k["uniform"] if k.get("light_legs") else k["dark"], k["leg_w"],
        toe=J.get("tf"))
    # neck and head
    d.limb([_at(neck, (0, 1), -2), _mix(neck, hd, 0.6)], 18, k["skin"], ow=4)
    if k.get("face", True):
        face(d, hd, k["r"], k["skin"], k["mood"], eye=k.get("eye", True))
    if k.get("headgear"):
        k["headgear"](d, J)
    if k.get("hold"):
        k["hold"](d, J)
    if "ef" in J:
        arm(d, sf, J["ef"], J["hf"], k["uniform"], k["arm_w"], k["gloves"], k["skin"])
    if k.get("front"):
        k["front"](d, J)


def place(d: Doc, x, y, s=1.0, facing=1):
    """Open a group placing local figure units at (x, y) (feet), scaled, maybe mirrored."""
    d.open(f"translate({f(x)} {f(y)}) scale({f(s * facing)} {f(s)})")


def ground_shadow(d: Doc, cx, w, y=336):
    d.ellipse(cx, y, w, w * 0.11, "#000000", fill_opacity=0.35)


def dust(d: Doc, x, y, r, n=3, rng=None, colour="#d8cc9a"):
    rng = rng or random.Random(int(x * 7 + y))
    for i in range(n):
        d.circle(x - i * r * 0.9 + rng.uniform(-4, 4), y - rng.uniform(0, r * 0.6), r * (1 - i * 0.18),
                 colour, fill_opacity=0.55 - i * 0.12, stroke=INK, stroke_width=2, stroke_opacity=0.25)
