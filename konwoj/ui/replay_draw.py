"""Drawing the replay viewer's own parts (the table itself is the ordinary table drawing): the
control strip under the table (step buttons, the step and phase, the views, the analysis progress)
and the timeline (battles marked, the estimated chance to win drawn over it, mistakes as red dots,
the current step as a gold cursor), and the list of the costliest decisions.

``ReplayBar`` holds the geometry, so input and drawing agree on where everything is.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.i18n import tr
from konwoj.play.replay import BOTH, NONE
from konwoj.rules import SIDES

from konwoj.ui.table.paint import (
    GOLD,
    SIDE_COL,
    SIDE_TEXT,
    TEXT,
    TEXT_DIM,
    draw_button,
    heading,
    line_height,
    WARN,
    txt,
)


STEP_BUTTONS = ("home", "prev_battle", "prev_phase", "back", "forward", "next_phase",
                "next_battle", "end")
VIEWS = SIDES + (BOTH,)
RED = WARN          # a mistake: a larger ringed dot on the curve, and its row


def strip_height(size) -> int:
    W, H = size
    u = min(W / 1920, H / 1080)
    return max(86, round(124 * u))


class ReplayBar:
    """Where the strip's parts are, for a window of ``size``."""

    def __init__(self, size, views: tuple):
        W, H = size
        u = min(W / 1920, H / 1080)
        self.u = u
        sh = strip_height(size)
        self.rect = Rect(0, H - sh, W, sh)
        pad = max(6, round(10 * u))
        self.pad = pad
        bh = max(26, round(38 * u))
        self.fs = max(13, round(19 * u))
        self.fs_small = max(11, round(15 * u))
        y = self.rect.y + pad // 2
        x = pad
        self.buttons: dict[str, Rect] = {}
        for name in STEP_BUTTONS:
            self.buttons[name] = Rect(x, y, bh, bh)
            x += bh + (pad if name in ("prev_phase", "forward") else pad // 2)
        self.label = Rect(x + pad, y, max(120, round(330 * u)), bh)
        vx = W - pad
        vw = max(92, round(150 * u))
        self.views: dict[str, Rect] = {}
        shown = [v for v in VIEWS if v in views] if NONE not in views else []
        for v in reversed(shown):
            vx -= vw
            self.views[v] = Rect(vx, y, vw, bh)
            vx -= pad // 2
        self.none_label = Rect(vx - round(360 * u), y, round(360 * u), bh) if not shown else None
        self.progress = Rect(self.label.right + pad, y + bh // 4,
                             max(0, vx - pad - self.label.right - pad), bh // 2)
        ty = y + bh + pad // 2
        self.timeline = Rect(pad, ty, W - 2 * pad, self.rect.bottom - pad // 2 - ty)

    def x_of(self, step: int, last: int) -> int:
        t = self.timeline
        return t.x + round(t.w * (step / last if last else 0))

    def step_at(self, x: int, last: int) -> int:
        t = self.timeline
        if t.w <= 0 or not last:
            return 0
        return max(0, min(last, round((x - t.x) / t.w * last)))

    def y_of(self, chance: float) -> int:
        t = self.timeline
        inner = t.inflate(0, -8)
        return inner.bottom - round(inner.h * max(0.0, min(1.0, chance)))


def _glyph(surf, r: Rect, name: str, col) -> None:
    """Simple drawn transport symbols (no font needed)."""
    cx, cy = r.center
    k = max(4, r.h // 5)
    bar = max(2, k // 3)

    def tri(x, left):
        pts = [(x, cy - k), (x, cy + k), (x - k, cy)] if left else [(x, cy - k), (x, cy + k),
                                                                    (x + k, cy)]
        pygame.draw.polygon(surf, col, pts)

    if name == "back":
        tri(cx + k // 2, True)
    elif name == "forward":
        tri(cx - k // 2, False)
    elif name == "prev_phase":
        tri(cx, True)
        tri(cx + k, True)
    elif name == "next_phase":
        tri(cx - k, False)
        tri(cx, False)
    elif name in ("prev_battle", "next_battle"):
        left = name == "prev_battle"
        tri(cx + (k // 2 if left else -k // 2), left)
        x = cx - k // 2 - bar if left else cx + k // 2
        pygame.draw.rect(surf, col, (x - (k if left else -k) // 2, cy - k, bar, 2 * k))
        tri(cx + (k // 2 if left else -k // 2) + (k if left else -k), left)
    elif name == "home":
        pygame.draw.rect(surf, col, (cx - k - bar, cy - k, bar, 2 * k))
        tri(cx + k // 2, True)
    elif name == "end":
        tri(cx - k // 2, False)
        pygame.draw.rect(surf, col, (cx + k, cy - k, bar, 2 * k))


def draw_strip(p, surf, sc) -> None:
    """The control strip and the timeline (graph) under the table."""
    bar: ReplayBar = sc.bar
    rp = sc.rp
    lang = sc.lang
    r = bar.rect
    surf.blit(p.plate(r.size, (16, 15, 14, 255), 0), r)
    pygame.draw.line(surf, (92, 80, 56), r.topleft, r.topright, 2)
    hover = sc.bar_hover
    for name, br in bar.buttons.items():
        enabled = (rp.step > 0) if name in ("home", "prev_battle", "prev_phase", "back") \
            else (rp.step < rp.last)
        base = (52, 58, 60) if enabled else (40, 42, 44)
        if enabled and hover == ("button", name):
            base = tuple(c + 28 for c in base)
        surf.blit(p.plate(br.size, (*base, 240), 7, (150, 150, 140) if enabled else (80, 80, 78), 2),
                  br)
        _glyph(surf, br, name, TEXT if enabled else (90, 86, 78))
    st = rp.state
    where = tr("replay.battle", lang, n=st.battle) if st.battle else tr("replay.start", lang)
    label = f"{tr('replay.step', lang, k=rp.step, n=rp.last)} · {where}"
    img = heading(label, bar.fs, GOLD)
    surf.blit(img, img.get_rect(midleft=(bar.label.x, bar.label.centery)))
    for v, vr in bar.views.items():
        style = "primary" if rp.view == v else "normal"
        draw_button(p, surf, vr, tr(f"replay.view.{v}", lang), True, style, bar.fs_small,
                    hovered=hover == ("view", v))
    if bar.none_label is not None:
        img = txt(tr("replay.view.none", lang), bar.fs_small, TEXT_DIM)
        surf.blit(img, img.get_rect(midright=(r.right - bar.pad, bar.none_label.centery)))
    # the analysis' progress, or the analysed side's caption
    pr = bar.progress
    w = sc.worker
    if w is not None and w.running and pr.w > 40:
        surf.blit(p.plate(pr.size, (40, 38, 34, 255), pr.h // 2, (110, 96, 64), 1), pr)
        frac = (w.done / w.total) if w.total else 0.0
        fill = Rect(pr.x, pr.y, max(pr.h, round(pr.w * frac)), pr.h)
        pygame.draw.rect(surf, GOLD, fill, border_radius=pr.h // 2)
        text = tr("replay.progress", lang, done=w.done, total=w.total) if w.total else \
            tr("replay.progress_start", lang)
        img = txt(text, bar.fs_small, TEXT, True)
        back = pygame.Surface((img.get_width() + 8, img.get_height()), pygame.SRCALPHA)
        back.fill((16, 15, 14, 200))
        dst = back.get_rect(center=pr.center)
        surf.blit(back, dst)
        surf.blit(img, img.get_rect(center=pr.center))
    elif sc.analysis_side and pr.w > 40:
        text = tr("replay.chance", lang, side=tr(f"side.{sc.analysis_side}", lang))
        img = txt(text, bar.fs_small, SIDE_TEXT.get(sc.analysis_side, TEXT), True)
        surf.blit(img, img.get_rect(midleft=(pr.x, pr.centery)))
    draw_timeline(p, surf, sc)


def draw_timeline(p, surf, sc) -> None:
    bar: ReplayBar = sc.bar
    rp = sc.rp
    t = bar.timeline
    if t.h < 8 or t.w < 20:
        return
    surf.blit(p.plate(t.size, (8, 9, 10, 255), 6, (70, 66, 58), 1), t)
    last = rp.last
    # the part of the game already shown
    cx = bar.x_of(rp.step, last)
    done = Rect(t.x, t.y, cx - t.x, t.h)
    if done.w > 0:
        shade = pygame.Surface(done.size, pygame.SRCALPHA)
        shade.fill((*GOLD, 22))
        surf.blit(shade, done)
    # battles
    fs = bar.fs_small
    for k, b in rp.marks():
        x = bar.x_of(k, last)
        pygame.draw.line(surf, (92, 84, 66), (x, t.y + 2), (x, t.bottom - 3), 1)
        img = txt(str(b), max(10, fs - 2), TEXT_DIM)
        if img.get_width() + 4 < t.w / max(1, len(rp.marks())) + 6:
            surf.blit(img, (x + 3, t.y + 2))
    # 50% line
    y50 = bar.y_of(0.5)
    for x in range(t.x + 4, t.right - 4, 10):
        pygame.draw.line(surf, (60, 58, 52), (x, y50), (x + 4, y50), 1)
    # the curve
    pts = sc.curve_points()
    col = SIDE_COL.get(sc.analysis_side, GOLD)
    if len(pts) >= 2:
        xy = [(bar.x_of(k, last), bar.y_of(v)) for k, v in pts]
        pygame.draw.lines(surf, col, False, xy, max(2, round(3 * bar.u)))
    for k, v in pts:
        pygame.draw.circle(surf, col, (bar.x_of(k, last), bar.y_of(v)), max(2, round(3 * bar.u)))
    rad = max(4, round(6 * bar.u))
    for d in sc.mistakes():
        x, y = bar.x_of(d.step, last), bar.y_of(d.shown_before)
        pygame.draw.circle(surf, RED, (x, y), rad)
        pygame.draw.circle(surf, (20, 10, 8), (x, y), rad, 1)
    # the cursor
    pygame.draw.line(surf, GOLD, (cx, t.y), (cx, t.bottom - 1), 2)
    pygame.draw.circle(surf, GOLD, (cx, t.bottom - 3), max(4, round(6 * bar.u)))


def _list_title(sc):
    """The costly decisions' heading, rendered."""
    side = tr(f"side.{sc.analysis_side}", sc.lang) if sc.analysis_side else ""
    return heading(tr("replay.list_title", sc.lang, side=side), sc.layout.fs, GOLD)


def list_rect(sc) -> Rect:
    L = sc.layout
    m = L.mid
    w = min(m.w - 2 * L.gap, max(360, round(m.w * 0.62)))
    n = max(1, len(sc.costliest()))
    row = line_height(L.fs) * 2 + L.gap
    # the heading as drawn (at the text size and the window's floor), then the rows under it
    head = _list_title(sc).get_height()
    h = min(m.h - 2 * L.gap, head + 3 * L.gap + n * (row + L.gap // 2) + 2)
    return Rect(m.centerx - w // 2, m.centery - h // 2, w, h)


def draw_list(p, surf, sc) -> dict:
    """The costliest decisions over the table; returns {index: rect} of the rows."""
    L = sc.layout
    lang = sc.lang
    r = list_rect(sc)
    surf.blit(p.plate(r.size, (22, 20, 18, 240), 10, GOLD, 2), r)
    img = _list_title(sc)
    surf.blit(img, (r.x + L.gap * 2, r.y + L.gap))
    y = r.y + L.gap * 2 + img.get_height()
    hits = {}
    rows = sc.costliest()
    if not rows:
        img = txt(tr("replay.list_none", lang), L.fs_small, TEXT_DIM)
        surf.blit(img, (r.x + L.gap * 2, y))
        return hits
    row_h = line_height(L.fs) * 2 + L.gap
    for i, d in enumerate(rows):
        rr = Rect(r.x + L.gap, y, r.w - 2 * L.gap, row_h)
        if rr.bottom > r.bottom - 2:
            break
        hov = rr.collidepoint(sc.input.mouse)
        surf.blit(p.plate(rr.size, (60, 50, 34, 230) if hov else (36, 34, 30, 230), 6), rr)
        head = tr("replay.row", lang, k=d.step + 1, b=d.battle, before=round(d.shown_before * 100),
                  after=round(d.shown_after * 100))
        img = txt(head, L.fs_small, RED, True)
        surf.blit(img, (rr.x + L.gap, rr.y + 2))
        played = sc.describe(d.step, d.played, short=True)
        best = sc.spell(d.step, d.best)
        body = (f"{tr('replay.played', lang, what=played, p=round(d.shown_after * 100))}  ·  "
                f"{tr('replay.preferred', lang, what=best, p=round(d.shown_before * 100))}")
        for line in p.wrapped(body, L.fs_small, rr.w - 2 * L.gap, TEXT)[:1]:
            surf.blit(line, (rr.x + L.gap, rr.y + 4 + img.get_height()))
        hits[i] = rr
        y = rr.bottom + L.gap // 2
    return hits
