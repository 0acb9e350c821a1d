"""City boards (600 x 400), intact and ruined."""
from __future__ import annotations

import math
import random

from konwoj.ui.art import CITY_UNITS  # geometry shared with the composer

from .palette import INK
from .svg import Doc, f
from .geometry import _mix


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
        spots = [(10, 60, 150, None), (72, 50, 200, "step"), (126, 64, 175, None), (194, 58, 205, "spire"),
                 (256, 70, 140, "dome"), (330, 56, 215, "step"), (390, 66, 175, None),
                 (460, 50, 190, "spire"), (515, 80, 130, None)]
        for x0, w, h, roof in spots:
            near.append((tower(x0, base, w, h, roof), "b"))
    return far, near


def flame(d: Doc, x, y, h, w, rng: random.Random):
    """A fire: a glow, three tongues of red, orange and yellow."""
    d.glow(x, y - h * 0.35, h * 1.6, "#ff7a2a", core="#ffd08a", strength=0.55)
    for col, k in (("#d8381a", 1.0), ("#ff8a24", 0.7), ("#ffe27a", 0.42)):
        hh, ww = h * k, w * k
        for dx, s in ((-ww * 0.32, 0.62), (ww * 0.3, 0.7), (0, 1.0)):
            th = hh * s * rng.uniform(0.9, 1.1)
            tw = ww * (0.62 if s < 1 else 1)
            cx = x + dx
            d.path(f"M{f(cx - tw / 2)} {f(y)} C{f(cx - tw / 2)} {f(y - th * 0.45)} {f(cx - tw * 0.1)} "
                   f"{f(y - th * 0.55)} {f(cx + rng.uniform(-3, 3))} {f(y - th)} C{f(cx + tw * 0.12)} "
                   f"{f(y - th * 0.55)} {f(cx + tw / 2)} {f(y - th * 0.45)} {f(cx + tw / 2)} {f(y)} Z", col)


def smoke(d: Doc, x, y, rng: random.Random, height=260, drift=60, r0=14, lit=True):
    """A column of smoke rising from (x, y), widening and drifting sideways: a soft
    body with billows along its edges, lit orange from below."""
    n = 12
    cs = []
    for i in range(n):
        t = i / (n - 1)
        cs.append((x + drift * t * t + rng.uniform(-4, 4), y - height * t, r0 + r0 * 2.4 * t))
    left = [(cx - r * 0.85, cy) for cx, cy, r in cs]
    right = [(cx + r * 0.85, cy) for cx, cy, r in reversed(cs)]
    d.poly(left + right, "#1e1616", fill_opacity=0.5)
    for i, (cx, cy, r) in enumerate(cs):
        t = i / (n - 1)
        for dx in (-r * 0.55, r * 0.55):
            d.circle(cx + dx + rng.uniform(-3, 3), cy + rng.uniform(-4, 4), r * 0.62, "#1e1616",
                     fill_opacity=0.42 - 0.22 * t)
        if lit and i < 4:
            d.circle(cx, cy + r * 0.3, r * 0.75, "#9a4420", fill_opacity=0.3 - i * 0.07)


def ruined_city_svg(key: str) -> str:
    """A city after the battle: broken silhouettes against a burning sky, smoke
    plumes, fires.  The top and bottom bands stay dark and quiet so the name and
    the district icons the table draws there stay readable."""
    W, H = CITY_UNITS
    d = Doc(W, H)
    rng = random.Random(sum(map(ord, key)))
    base = 330
    d.rect(0, 0, W, H, d.lin([(0, "#100808"), (0.25, "#2a100c"), (0.45, "#7a2a12"), (0.6, "#d0601e"),
                              (0.7, "#c8561c"), (0.82, "#6a2410"), (0.83, "#2a1a16"), (1, "#0c0808")]))
    far, near = city_layout(key, rng)
    fires = [rng.uniform(60, 540) for _ in range(3)]
    # hot haze along the horizon
    for x in fires + [300]:
        d.glow(x, base - 110, 170, "#ff6a1e", core="#ffb060", strength=0.45)
    for pts in far:
        d.poly(ruin(pts, rng, rng.uniform(0.25, 0.65)), "#3c1a12")
    # smoke columns behind the near buildings
    plume_x = [60 + (i + rng.uniform(0.1, 0.9)) * 480 / 4 for i in range(4)]
    for _i, x in enumerate(plume_x):
        smoke(d, x, base - rng.uniform(60, 120), rng, height=rng.uniform(200, 260),
              drift=rng.choice([-1, 1]) * rng.uniform(30, 70), r0=rng.uniform(12, 18))
    body, rim = "#140e0f", "#b2481e"
    flames = []
    for pts, kind in near:
        if kind == "crane":
            xs = [p[0] for p in pts]
            cx = min(xs) + 40
            d.poly([(cx, base), (cx, 196), (cx + 14, 210), (cx + 14, base)], body, stroke=rim, stroke_width=3)
            d.poly([(cx + 14, 210), (cx + 124, 306), (cx + 114, 318), (cx + 4, 222)], body,
                   stroke=rim, stroke_width=3)
            for k in range(5):   # the fallen jib's lattice
                a = _mix((cx + 14, 214), (cx + 118, 308), k / 5)
                d.line([a, (a[0] + 14, a[1] - 2)], rim, 2)
            flames.append((cx + 60, 268, 34))
            continue
        if max(p[1] for p in pts) < base - 4:
            continue                       # it stood on something that fell: gone
        sev = {"ship": 0.5}.get(kind, rng.uniform(0.3, 0.62))
        broken = ruin(pts, rng, sev)
        if len(broken) < 3:
            continue
        xs = [p[0] for p in broken]
        ys = [p[1] for p in broken]
        x0, x1, y0 = min(xs), max(xs), min(ys)
        d.poly(broken, body, stroke=rim, stroke_width=3, stroke_linejoin="round")
        # a bent girder sticking out of the broken top
        if x1 - x0 > 40 and kind in ("b", "zig", "tank") and rng.random() < 0.55:
            for _ in range(1):
                gx = rng.uniform(x0 + 8, x1 - 8)
                top = min((p[1] for p in broken if abs(p[0] - gx) < 12), default=y0)
                a = rng.uniform(-0.5, 0.5)
                L = rng.uniform(22, 40)
                q = (gx + L * math.sin(a), top - L * math.cos(a))
                d.line([(gx, top + 6), q, (q[0] + rng.uniform(-10, 10), q[1] + rng.uniform(2, 10))],
                       "#0c0808", 5)
                d.line([(gx, top + 6), q], rim, 1.5, stroke_opacity=0.8)
        # windows: black holes, some burning
        if kind in ("b", "zig") and x1 - x0 > 20:
            for wy in range(int(y0) + 24, base - 14, 18):
                for wx in range(int(x0) + 8, int(x1) - 10, 14):
                    if not _inside(broken, wx + 3, wy - 6) or not _inside(broken, wx + 3, wy + 10):
                        continue
                    r = rng.random()
                    if r < 0.22:
                        d.rect(wx, wy, 6, 8, "#ff9a3a")
                    elif r < 0.3:
                        d.rect(wx, wy, 6, 8, "#ffd27a")
                    elif r < 0.7:
                        d.rect(wx, wy, 6, 8, "#050404")
        if kind == "gate":
            for bx in range(236, 370, 16):
                if 276 < bx < 332:
                    d.line([(bx, base), (bx + rng.uniform(-16, 16), base - rng.uniform(30, 60))], "#3a2a26", 6)
                    continue
                top = 168 if 260 < bx < 340 else 196
                d.line([(bx, base), (bx + rng.uniform(-5, 5), top + rng.uniform(0, 30))], "#3a2a26", 6)
            flames.append((304, base - 4, 40))
        if x1 - x0 > 30 and rng.random() < 0.6:
            tops = [p for p in broken if p[1] < y0 + 20]
            fx, fy = rng.choice(tops) if tops else (x0 + (x1 - x0) / 2, y0)
            flames.append((min(max(fx, x0 + 10), x1 - 10), fy + 6, rng.uniform(18, 30)))
    # ground: dark, with rubble heaps lit from the fires
    d.rect(0, base, W, H - base, d.lin([(0, "#24140f"), (0.4, "#120b0a"), (1, "#080505")]))
    if key == "cleveland_harbour":
        d.rect(0, base + 8, W, 62, d.lin([(0, "#4a1e12"), (1, "#0a0606")]))
        for i in range(12):
            y = base + 16 + i * 5
            x = rng.uniform(0, 560)
            d.line([(x, y), (x + rng.uniform(20, 60), y)], "#ff8a3a", 2, stroke_opacity=0.35)
    if key == "jersey_crust":
        for _ in range(6):
            x = rng.uniform(20, 560)
            d.line([(x, base + 4), (x + 14, base + 24), (x + 4, base + 40), (x + 22, base + 66)], "#050303", 3)
    for _ in range(16):
        x = rng.uniform(-10, W + 10)
        hgt = rng.uniform(8, 24)
        d.poly([(x - 30, base + 4), (x - 12, base - hgt), (x + 4, base - hgt * 0.6), (x + 14, base - hgt * 0.9),
                (x + 32, base + 4)], "#120c0c", stroke="#6a2c18", stroke_width=2)
    d.line([(0, base), (W, base)], "#6a2c18", 3)
    for x in fires:
        flames.append((x, base + 2, rng.uniform(34, 48)))
    for x, y, h in flames:
        flame(d, x, y, h, h * 0.62, rng)
    for _ in range(40):   # embers
        x, y = rng.uniform(10, W - 10), rng.uniform(90, base - 20)
        d.circle(x, y, rng.uniform(1.2, 2.6), rng.choice(["#ffb04a", "#ff7a2a", "#ffe08a"]),
                 fill_opacity=rng.uniform(0.5, 0.95))
    # quiet, darker bands where the table writes the name and puts the districts
    d.rect(0, 0, W, 110, d.lin([(0, "#000000", 0.55), (1, "#000000", 0)]))
    d.rect(0, 250, W, 150, d.lin([(0, "#000000", 0), (0.45, "#000000", 0.45), (1, "#000000", 0.6)]))
    d.rect(2, 2, W - 4, H - 4, "none", stroke=INK, stroke_width=4, rx=10)
    return d.svg()


def city_svg(key: str, ruined: bool) -> str:
    if ruined:
        return ruined_city_svg(key)
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
        for _ in range(6):
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
