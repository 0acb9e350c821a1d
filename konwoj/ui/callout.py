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
    for i, (_side, r) in enumerate(cands):
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


def arrow_points(box, target, inset: int = 6) -> tuple[tuple[int, int], tuple[int, int]]:
    """(start, tip) of the arrow from ``box`` to ``target``: the tip lies inside the target (at
    least ``inset`` pixels in, when the target is big enough), at the point of the target nearest
    the box; the line starts on the box's edge facing it."""
    box, target = pygame.Rect(box), pygame.Rect(target)
    ix = min(inset, max(0, (target.w - 1) // 2))
    iy = min(inset, max(0, (target.h - 1) // 2))
    inner = target.inflate(-2 * ix, -2 * iy)
    tx = min(max(box.centerx, inner.x), inner.right - 1)
    ty = min(max(box.centery, inner.y), inner.bottom - 1)
    # a bit further in than the nearest point, so the head does not sit on the frame
    tx = min(max(tx, target.x + min(target.w // 2, ix * 3)), target.right - 1 - min(target.w // 2, ix * 3))
    ty = min(max(ty, target.y + min(target.h // 2, iy * 3)), target.bottom - 1 - min(target.h // 2, iy * 3))
    edge_in = 12
    sx = min(max(tx, box.x + edge_in), box.right - edge_in)
    sy = min(max(ty, box.y + edge_in), box.bottom - edge_in)
    if box.bottom <= target.y:
        start = (sx, box.bottom)
    elif box.y >= target.bottom:
        start = (sx, box.y)
    elif box.right <= target.x:
        start = (box.right, sy)
    else:
        start = (box.x, sy)
    return start, (tx, ty)


def _arrow(surface, box: pygame.Rect, target: pygame.Rect, colour, width: int) -> tuple:
    """A line with a head from the box's edge to a point inside the target; returns the tip."""
    start, end = arrow_points(box, target, inset=max(4, width * 2))
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() < 1:
        return end
    dark = (20, 16, 10)
    pygame.draw.line(surface, dark, start, end, width + 2)
    pygame.draw.line(surface, colour, start, end, width)
    v = v.normalize()
    n = pygame.Vector2(-v.y, v.x)
    size = width * 4
    tip = pygame.Vector2(end)
    head = [tip, tip - v * size + n * size * 0.6, tip - v * size - n * size * 0.6]
    pygame.draw.polygon(surface, dark, head, 2)
    pygame.draw.polygon(surface, colour, head)
    return end


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
    "box" (the box itself) and "tip" (a 1x1 rect at the arrow's tip, with a target). ``buttons`` are (name, label) pairs, drawn right-aligned."""
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
        tip = _arrow(surface, box, t, ACCENT, max(2, app.px(3)))
        hits["tip"] = pygame.Rect(tip, (1, 1))
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
