"""The shapes that say what a colour says, so that colour is never alone: each side's emblem (a
toothed square for Moloch, a round shield for the Outpost), the up and down triangles of a raised
or lowered strength, the dashed outline with corner ticks of a lit (legal) place and the thick
double outline of the chosen one. Drawn with pygame primitives; the table, the card faces and the
legend of the Rules & cards screen all draw them with these functions."""
from __future__ import annotations

import math

import pygame

from konwoj.rules.facts import MOLOCH, SIDES
from konwoj.ui.palette import swatch



def _gear_points(cx: float, cy: float, r: float, teeth: int = 8) -> list[tuple[float, float]]:
    """A square with teeth: Moloch's machine emblem (a gear-ish square)."""
    pts = []
    # a square outline walked corner to corner, pushed out in small teeth along each edge
    half = r * 0.82
    corners = [(-half, -half), (half, -half), (half, half), (-half, half)]
    per = max(1, teeth // 4)
    for i in range(4):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 4]
        nx, ny = (y1 - y0), -(x1 - x0)
        n = math.hypot(nx, ny) or 1
        nx, ny = nx / n, ny / n
        for k in range(per):
            for t, out in ((k / per, 0), ((k + 0.3) / per, 0), ((k + 0.3) / per, 1),
                           ((k + 0.7) / per, 1), ((k + 0.7) / per, 0)):
                x = x0 + (x1 - x0) * t + nx * out * r * 0.22
                y = y0 + (y1 - y0) * t + ny * out * r * 0.22
                pts.append((cx + x, cy + y))
    return pts


def _shield_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A round-bottomed shield: the Outpost's emblem."""
    top = cy - r * 0.92
    pts = [(cx - r * 0.86, top), (cx + r * 0.86, top)]
    for i in range(0, 13):
        a = math.radians(i * 15)            # 0..180 degrees, right to left along the bottom
        pts.append((cx + r * 0.86 * math.cos(a), cy - r * 0.1 + r * 1.0 * math.sin(a)))
    return pts


def side_emblem(surf, side: str, center, size: int, fill=None, edge=None) -> pygame.Rect:
    """``side``'s emblem filled with its colour (or ``fill``), ``size`` px across, with a dark
    edge: a toothed square for Moloch, a round shield for the Outpost."""
    cx, cy = center
    r = max(3, size / 2)
    fill = fill if fill is not None else swatch(side)
    edge = edge if edge is not None else swatch("rim")
    pts = _gear_points(cx, cy, r) if side == MOLOCH else _shield_points(cx, cy, r)
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, edge, pts, max(1, round(r / 6)))
    return pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))


def side_badge(surf, side: str, center, size: int, rim_colour=None) -> pygame.Rect:
    """A strength badge in ``side``'s shape: Moloch's toothed square, the Outpost's disc (the
    number goes on top)."""
    cx, cy = center
    r = size / 2
    rim = rim_colour if rim_colour is not None else swatch("gold")
    dark = swatch("rim")
    if side == MOLOCH:
        pts = _gear_points(cx, cy, r * 0.98, 8)
        pygame.draw.polygon(surf, dark, [(x + 1, y + 1) for x, y in pts])
        pygame.draw.polygon(surf, swatch(side), pts)
        pygame.draw.polygon(surf, rim, pts, 2)
    else:
        pygame.draw.circle(surf, dark, (cx, cy), round(r) + 2)
        pygame.draw.circle(surf, swatch(side), (cx, cy), round(r))
        pygame.draw.circle(surf, rim, (cx, cy), round(r), 2)
        # the shield's cross-band, faint: the disc stays a shield, not a plain dot
        pygame.draw.circle(surf, rim, (cx, cy), max(2, round(r * 0.78)), 1)
    return pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))


def trend_sign(surf, center, size: int, up: bool, colour=None) -> pygame.Rect:
    """A raised strength's up triangle or a lowered one's down triangle, ``size`` px, rimmed."""
    cx, cy = center
    h = max(4, size) / 2
    if up:
        pts = [(cx, cy - h), (cx + h, cy + h * 0.8), (cx - h, cy + h * 0.8)]
    else:
        pts = [(cx - h, cy - h * 0.8), (cx + h, cy - h * 0.8), (cx, cy + h)]
    colour = colour if colour is not None else swatch("strength_up" if up else "strength_down")
    gx = sum(x for x, _ in pts) / 3
    gy = sum(y for _, y in pts) / 3
    pygame.draw.polygon(surf, swatch("rim"), pts)
    pygame.draw.polygon(surf, colour, [(gx + (x - gx) * 0.62, gy + (y - gy) * 0.62) for x, y in pts])
    return pygame.Rect(round(cx - h), round(cy - h), round(2 * h), round(2 * h))


def lit_mark(surf, rect: pygame.Rect, u: float, colour=None) -> None:
    """A lit (legal) place: a dashed outline just outside ``rect`` and an L-tick at each corner."""
    colour = colour if colour is not None else swatch("lit")
    w = max(2, round(2 * u))
    r = rect.inflate(2 * w + 2, 2 * w + 2)
    dash = max(5, round(8 * u))
    dark = swatch("rim")
    for (x0, y0), (x1, y1) in ((r.topleft, r.topright), (r.bottomleft, r.bottomright),
                               (r.topleft, r.bottomleft), (r.topright, r.bottomright)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        horiz = y0 == y1
        pos = 0
        while pos < length:
            end = min(length, pos + dash)
            a = (x0 + pos, y0) if horiz else (x0, y0 + pos)
            b = (x0 + end, y0) if horiz else (x0, y0 + end)
            pygame.draw.line(surf, dark, (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1), w)
            pygame.draw.line(surf, colour, a, b, w)
            pos += 2 * dash
    k = max(8, min(r.w, r.h) // 4)
    t = w + 1
    for (cx, cy), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right - 1, r.top), (-1, 1)),
                               ((r.left, r.bottom - 1), (1, -1)),
                               ((r.right - 1, r.bottom - 1), (-1, -1))):
        ox, oy = cx, cy          # on the outline: nothing reaches into a neighbour
        pygame.draw.line(surf, colour, (ox, oy), (ox + dx * k, oy), t)
        pygame.draw.line(surf, colour, (ox, oy), (ox, oy + dy * k), t)


def chosen_mark(surf, rect: pygame.Rect, u: float, colour=None, radius: int = 4) -> None:
    """The chosen place: a thick double outline (two solid rings with a dark gap)."""
    colour = colour if colour is not None else swatch("select")
    w = max(3, round(3 * u))
    gap = max(2, round(2 * u))
    inner = rect.inflate(2 * w, 2 * w)
    outer = inner.inflate(2 * (w + gap), 2 * (w + gap))
    pygame.draw.rect(surf, swatch("rim"), outer.inflate(2, 2), w + gap + 2, border_radius=radius + 2 * w)
    pygame.draw.rect(surf, colour, outer, w, border_radius=radius + 2 * w)
    pygame.draw.rect(surf, colour, inner, w, border_radius=radius + w)


LEGEND = SIDES + ("raised", "lowered", "lit", "chosen")


def legend_icon(kind: str, size) -> pygame.Surface:
    """One of :data:`LEGEND` drawn as the table draws it, on a transparent ``size`` surface
    (the Rules & cards legend)."""
    w, h = int(size[0]), int(size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    c = (w // 2, h // 2)
    d = min(w, h)
    if kind in SIDES:
        side_badge(surf, kind, c, round(d * 0.8))
    elif kind in ("raised", "lowered"):
        trend_sign(surf, c, round(d * 0.8), kind == "raised")
    elif kind == "lit":
        lit_mark(surf, pygame.Rect(0, 0, w, h).inflate(-round(d * 0.4), -round(d * 0.4)), d / 60)
    elif kind == "chosen":
        chosen_mark(surf, pygame.Rect(0, 0, w, h).inflate(-round(d * 0.6), -round(d * 0.6)),
                    d / 60, radius=1)
    return surf
