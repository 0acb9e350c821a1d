"""Card illustrations: ``CARD_ART`` maps a card key to a function drawing on a 400 x 400
``Doc`` (registered with ``@card``); the background behind every illustration, the
placeholder for a card without one, a shadow.
"""
from __future__ import annotations

import math
import random

from .svg import Doc
from .frames import moloch_emblem, outpost_emblem


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
        d.glow(210, 210, 150, "#fff3c8", core="#fff8e0", strength=0.28)
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
