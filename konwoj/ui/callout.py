"""Lesson callouts: a short text box with an arrow pointing at one thing on screen, placed so it
never covers what it points at (nor anything else it is told to keep clear).

    box = place_callout(target_rect, (w, h), screen_rect, avoid=[...])   # pure geometry
    hits = draw_callout(surface, app, target_rect, text, buttons, avoid)  # {"next": rect, ...}
"""
from __future__ import annotations

import pygame

from konwoj.ui import fonts
from konwoj.ui.widgets import ACCENT, ACCENT_DARK, PANEL, TEXT, TEXT_DIM, shadow

GAP = 14          # between the target and the box (the arrow lives there), unscaled


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def place_callout(target, size, screen, avoid=(), gap: int = GAP) -> pygame.Rect:
    """Where to put a box of ``size`` next to ``target`` inside ``screen``: beside it (below, above,
    right, left, in that preference), never overlapping ``target``, and overlapping the ``avoid``
    rects as little as possible. With no target (None) the box sits at the top centre."""
    screen = pygame.Rect(screen)
    w, h = min(size[0], screen.w), min(size[1], screen.h)
    if target is None:
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (screen.centerx, screen.y + gap)
        return r
    t = pygame.Rect(target)
    cands = []
    avoid = [pygame.Rect(a) for a in avoid]
    # slide along each side: centred on the target first, then towards either end, then just
    # clear of each thing to keep clear of
    xs = [t.centerx - w // 2, t.x, t.right - w, screen.x, screen.right - w]
    ys = [t.centery - h // 2, t.y, t.bottom - h, screen.y, screen.bottom - h]
    for a in avoid:
        xs += [a.right + gap, a.x - gap - w]
        ys += [a.bottom + gap, a.y - gap - h]
    for side in ("below", "above", "right", "left"):
        if side == "below":
            cands += [(side, pygame.Rect(x, t.bottom + gap, w, h)) for x in xs]
        elif side == "above":
            cands += [(side, pygame.Rect(x, t.y - gap - h, w, h)) for x in xs]
        elif side == "right":
            cands += [(side, pygame.Rect(t.right + gap, y, w, h)) for y in ys]
        else:
            cands += [(side, pygame.Rect(t.x - gap - w, y, w, h)) for y in ys]
    best, best_cost = None, None
    for i, (side, r) in enumerate(cands):
        r = r.clamp(screen)
        if r.colliderect(t):
            continue
        cost = sum(_overlap(r, a) for a in avoid) * 4 + i
        # far from the target reads badly: a small penalty per pixel of distance
        dx = max(t.x - r.right, r.x - t.right, 0)
        dy = max(t.y - r.bottom, r.y - t.bottom, 0)
        cost += (dx + dy) * 2
        if best_cost is None or cost < best_cost:
            best, best_cost = r, cost
    if best is None:          # the target fills the screen: the corner farthest from its centre
        r = pygame.Rect(0, 0, w, h)
        r.topleft = screen.topleft if t.centery > screen.centery else (screen.x, screen.bottom - h)
        best = r
    return best


def _clamp(v, lo, hi):
    return (lo + hi) // 2 if lo > hi else min(max(v, lo), hi)


def arrow_points(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple, tuple]:
    """(start, tip) of the arrow: from the box's edge facing the target to a point just inside
    the target's facing edge, within the target's extent (so the tip always lies inside the
    target, never beside it over a neighbouring card)."""
    t = pygame.Rect(target)
    ix = min(12, max(1, t.w // 4))
    iy = min(12, max(1, t.h // 4))
    x_lo, x_hi = t.x + ix, t.right - 1 - ix
    y_lo, y_hi = t.y + iy, t.bottom - 1 - iy
    bx = min(max(t.centerx, box.x + 12), box.right - 12)
    by = min(max(t.centery, box.y + 12), box.bottom - 12)
    if box.bottom <= t.y:
        return (bx, box.bottom), (_clamp(bx, x_lo, x_hi), y_lo)
    if box.y >= t.bottom:
        return (bx, box.y), (_clamp(bx, x_lo, x_hi), y_hi)
    if box.right <= t.x:
        return (box.right, by), (x_lo, _clamp(by, y_lo, y_hi))
    if box.x >= t.right:
        return (box.x, by), (x_hi, _clamp(by, y_lo, y_hi))
    return (box.x, by), (_clamp(t.centerx, x_lo, x_hi), _clamp(t.centery, y_lo, y_hi))


def _arrow(surface, box: pygame.Rect, target: pygame.Rect, colour, width: int) -> None:
    """A line with a head from the box's nearest edge into the target (``arrow_points``)."""
    start, end = arrow_points(box, target)
    pygame.draw.line(surface, colour, start, end, width)
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() < 1:
        return
    v = v.normalize()
    n = pygame.Vector2(-v.y, v.x)
    size = width * 4
    tip = pygame.Vector2(end)
    pygame.draw.polygon(surface, colour, [tip, tip - v * size + n * size * 0.6,
                                          tip - v * size - n * size * 0.6])


def outline(surface, rect: pygame.Rect, app, colour=ACCENT) -> None:
    """A bright frame around what the callout points at."""
    pad = app.px(4)
    pygame.draw.rect(surface, colour, pygame.Rect(rect).inflate(pad * 2, pad * 2),
                     max(2, app.px(3)), border_radius=app.px(8))


def layout_callout(app, text: str, title: str, buttons: list[tuple[str, str]], width: int):
    """The box size and its lines for ``text`` (wrapped) and a row of small buttons."""
    size = app.font_px(19)
    pad = app.px(14)
    lines = fonts.wrap(text, size, width - 2 * pad)
    lh = round(fonts.font(size).get_linesize() * 1.12)
    th = round(fonts.font(app.font_px(15), True).get_linesize() * 1.2) if title else 0
    bh = app.px(34) if buttons else 0
    h = pad + th + lh * len(lines) + (app.px(10) + bh if buttons else 0) + pad
    return (width, h), lines, lh, th, bh, size, pad


def draw_callout(surface, app, target, text: str, title: str = "",
                 buttons: list[tuple[str, str]] = (), avoid=(), width: int | None = None) -> dict:
    """Draw the callout for ``target`` (a Rect or None) and return {name: rect} of its buttons and
    "box" (the box itself). ``buttons`` are (name, label) pairs, drawn right-aligned."""
    sw, sh = surface.get_size()
    width = width or min(app.px(430), sw - app.px(40))
    (w, h), lines, lh, th, bh, size, pad = layout_callout(app, text, title, list(buttons), width)
    box = place_callout(target, (w, h), pygame.Rect(app.px(6), app.px(6), sw - app.px(12),
                                                     sh - app.px(12)),
                        avoid=avoid, gap=app.px(GAP) + app.px(10))
    hits = {"box": box}
    if target is not None:
        t = pygame.Rect(target)
        outline(surface, t, app)
        _arrow(surface, box, t, ACCENT, max(2, app.px(3)))
    shadow(surface, box, app.px(10), offset=app.px(4), alpha=140)
    pygame.draw.rect(surface, PANEL, box, border_radius=app.px(10))
    pygame.draw.rect(surface, ACCENT, box, max(2, app.px(2)), border_radius=app.px(10))
    y = box.y + pad
    if title:
        fonts.blit_text(surface, title, (box.x + pad, y), app.font_px(15), ACCENT, True)
        y += th
    for line in lines:
        fonts.blit_text(surface, line, (box.x + pad, y), size, TEXT)
        y += lh
    if buttons:
        x = box.right - pad
        by = box.bottom - pad - bh
        for i, (name, label) in enumerate(reversed(list(buttons))):
            primary = i == 0
            fs = app.font_px(17)
            bw = fonts.font(fs, True).size(label)[0] + app.px(26)
            r = pygame.Rect(x - bw, by, bw, bh)
            pygame.draw.rect(surface, ACCENT if primary else (48, 50, 58), r,
                             border_radius=app.px(7))
            pygame.draw.rect(surface, ACCENT_DARK, r, max(1, app.px(1)), border_radius=app.px(7))
            fonts.blit_text(surface, label, r.center, fs, (20, 16, 10) if primary else TEXT_DIM,
                            True, "center")
            hits[name] = r
            x = r.x - app.px(8)
    return hits
