"""The keyboard's focus on any screen: which widgets it may rest on, what a key does to the one it
is on, the arrows' nearest neighbour on screen, and the ring that shows where it is.

    focusable(w)        # Buttons, switches, choices, lists, text fields (and a widget's own)
    press(w, event)     # Return / Space on a Button clicks it, on a switch flips it; Left / Right
                        # change a choice; Up / Down move in a list
    nearest(items, here, (1, 0))    # the item to the right of ``here``
    focus_ring(surface, rect, u)    # thick, with corner brackets: seen not by colour alone
"""
from __future__ import annotations

import pygame

from konwoj.ui.widgets import Button, Choice, ListView, TextInput, Toggle

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_STEPS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
               pygame.K_DOWN: (0, 1)}


def _live(w) -> bool:
    return w.visible and w.enabled and w.rect.w > 0 and w.rect.h > 0


def focusable(w) -> bool:
    if isinstance(w, Button):
        return _live(w) and w.on_click is not None
    if isinstance(w, Choice):
        return _live(w) and len(w.options) > 1
    if isinstance(w, (Toggle, TextInput)):
        return _live(w)
    if isinstance(w, ListView):
        return w.visible and w.rect.w > 0 and any(w.selectable(x) for x in w.items)
    return w.focusable()


def press(w, event) -> bool:
    """Key ``event`` on the focused widget ``w``; True when it was taken."""
    k = event.key
    if isinstance(w, Button):
        if k in ACTIVATE_KEYS:
            w.click()
            return True
        return False
    if isinstance(w, Toggle):
        if k in ACTIVATE_KEYS:
            w.value = not w.value
            if w.on_change is not None:
                w.on_change(w.value)
            w.app.request_redraw()
            return True
        return False
    if isinstance(w, Choice):
        values = [v for v, _ in w.options]
        i = values.index(w.value) if w.value in values else 0
        if k == pygame.K_LEFT:
            w.set(values[max(0, i - 1)])
        elif k == pygame.K_RIGHT:
            w.set(values[min(len(values) - 1, i + 1)])
        elif k in ACTIVATE_KEYS:
            w.set(values[(i + 1) % len(values)])
        else:
            return False
        return True
    if isinstance(w, ListView):
        return _list_key(w, k)
    if isinstance(w, TextInput):
        return False
    return w.key(event)


def _list_key(w, k) -> bool:
    """Up / Down: the row before / after (scrolled into view); Return: that row's action."""
    rows = [i for i, x in enumerate(w.items) if w.selectable(x)]
    if not rows:
        return False
    if k in (pygame.K_UP, pygame.K_DOWN):
        cur = w.selected_index
        if k == pygame.K_DOWN:
            nxt = next((i for i in rows if i > cur), None)
        else:
            nxt = next((i for i in reversed(rows) if i < cur), None)
        if nxt is None:
            return False            # past the first / last row: the focus moves on
        w.selected_index = nxt
        w.scroll_to(nxt)
        w.app.request_redraw()
        return True
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and w.selected_index in rows:
        if w.on_activate is not None:
            w.on_activate(w.items[w.selected_index])
        w.app.request_redraw()
        return True
    return False


def came(w, on: bool) -> None:
    """The focus came to (or left) ``w``: a text field takes typing while it is there."""
    if isinstance(w, TextInput) and not w.always_focus:
        w.focused = on
        if on:
            pygame.key.start_text_input()


def nearest(items, here: pygame.Rect | None, d: tuple[int, int]):
    """The item whose rect is nearest ``here`` in direction ``d`` ((dx, dy) of -1/0/1): its
    centre must lie that way; distance along ``d`` counts once, across it twice."""
    if here is None:
        return items[0][0] if items else None
    hx, hy = here.center
    best, best_cost = None, None
    for c, r in items:
        dx, dy = r.centerx - hx, r.centery - hy
        along = dx * d[0] + dy * d[1]
        across = abs(dx * d[1]) + abs(dy * d[0])
        if along <= 0 or (r.colliderect(here) and along < 4):
            continue
        cost = along + 2 * across
        if best_cost is None or cost < best_cost:
            best, best_cost = c, cost
    return best


def focus_ring(surface, r, u: float) -> None:
    """The keyboard's focus: a thick light ring between two dark ones, with a bracket at each
    corner standing out of it, seen on anything (not by colour alone)."""
    if r is None:
        return
    r = pygame.Rect(r)
    w = max(3, round(4 * u))
    room = surface.get_rect().inflate(-8 * w, -8 * w)
    if not room.contains(r):         # at the window's edge: its rings drawn inside the window
        r = r.clip(room) if r.colliderect(room) else r     # (they cover as little as they can)
    dark, light = (12, 12, 14), (255, 255, 255)
    pygame.draw.rect(surface, dark, r.inflate(6 * w, 6 * w), w, border_radius=3 * w)
    pygame.draw.rect(surface, light, r.inflate(4 * w, 4 * w), w, border_radius=2 * w)
    pygame.draw.rect(surface, dark, r.inflate(2 * w, 2 * w), max(1, w // 2), border_radius=w)
    o = r.inflate(10 * w, 10 * w)
    arm = max(4 * w, min(r.w, r.h) // 3)
    for (cx, cy), (sx, sy) in (((o.left, o.top), (1, 1)), ((o.right, o.top), (-1, 1)),
                               ((o.left, o.bottom), (1, -1)), ((o.right, o.bottom), (-1, -1))):
        for col, t_ in ((dark, w + 2), (light, w)):
            pygame.draw.line(surface, col, (cx, cy), (cx + sx * arm, cy), t_)
            pygame.draw.line(surface, col, (cx, cy), (cx, cy + sy * arm), t_)
