"""Drawing what follows the other side (:mod:`konwoj.scenes.table.follow`): the recap of its move
in the top strip, wrapped (never cut: what does not fit opens whole in a box with "All"), the
button that steps back through its last phase, the banner and buttons while stepping, and the
place the shown action changed, marked by a frame with corner brackets and the action's number
(never by colour alone).

Each function reads the scene and returns where it drew what (for clicks and tests):
``"follow_buttons"`` (name -> rect), ``"recap"``/``"recap_text"``/``"recap_lines"`` (the strip),
``"recap_box"``/``"recap_box_text"``/``"recap_box_lines"`` (the box), ``"follow_banner"``/
``"follow_text"``/``"follow_marked"`` (the stepping). Text goes through ``paint.txt``.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.i18n import tr
from konwoj.rules import MOLOCH
from konwoj.texts import recap as R
from konwoj.texts.table_text import t
from konwoj.ui.table import paint as P


BANNER_EDGE = P.GOLD                   # the banner's frame (with its title, never colour alone)


def _sides_colour(side: str) -> tuple:
    return tuple(P.SIDE_TEXT[side])


def strip_rect(L, lang: str) -> Rect:
    """The top strip between the other side's plate and its piles (and the Outpost's goal that
    :func:`konwoj.ui.table.draw._draw_strips` writes beside Moloch's deck): where the recap and
    the step back button go."""
    g = L.gap
    left = L.plate[L.top_side].right + 2 * g
    right = L.deck_rect[L.top_side].x - 2 * g
    for r in L.discard_rect.values():
        if r.y < L.top_strip.bottom:
            right = min(right, r.x - 2 * g)
    if L.top_side == MOLOCH:
        right = min(right, goal_left(L, lang) - 2 * g)
    return Rect(left, 0, max(120, right - left), L.top_strip.h)


def goal_left(L, lang: str) -> int:
    """Where the Outpost's goal ("Moloch's deck / empty + no Robot in NY = ...") begins: its two
    lines end ``3 * gap + 4`` left of Moloch's deck, at ``max(12, 15 u)`` px (as ``draw`` has it)."""
    fs_g = max(12, round(15 * L.u))
    w = max(P.outlined(t("goal.deck", lang), fs_g).get_width(),
            P.outlined(t("goal.deck2", lang), fs_g).get_width())
    return L.deck_rect[MOLOCH].x - L.gap * 3 - 4 - w


def banner_rect(L) -> Rect:
    """Where the stepping's banner goes: the top strip between the other side's plate and its
    piles (over the goal's words, which the position on show does not need)."""
    g = L.gap
    left = L.plate[L.top_side].right + 2 * g
    right = min(L.deck_rect[L.top_side].x, L.discard_rect[L.top_side].x) - 2 * g
    return Rect(left, 0, max(120, right - left), L.top_strip.h)


def _button(p, surf, sc, label: str, x: int, y: int, fs: int, style="normal",
            enabled: bool = True) -> Rect:
    """A button wide enough for its label at ``fs``, its top-left at (x, y)."""
    L = sc.layout
    pad = L.gap
    w = P.text_width(label, fs, True) + 2 * pad + 4
    r = Rect(x, y, w, button_height(fs, pad))
    hovered = r.collidepoint(sc.input.mouse)
    P.draw_button(p, surf, r, label, enabled, style, fs, hovered)
    return r


def row(fs: int, g: int) -> int:
    """The pitch of text lines at ``fs`` (a little air between them)."""
    return P.line_height(fs) + max(2, g // 2)


def button_height(fs: int, g: int) -> int:
    return P.line_height(fs) + g + 2


def button_width(sc, label: str, fs: int) -> int:
    return P.text_width(label, fs, True) + 2 * sc.layout.gap + 4


# ====================================================================== the strip (live table)
def draw_strip(p, surf, sc, side: str, events) -> dict:
    """The step back button (when stepping is offered) and the recap of ``events`` (``side``'s
    move the viewer may see) beside it, wrapped to the strip; when the strip holds too little,
    its last line ends with "All", which opens the whole recap."""
    L = sc.layout
    g = L.gap
    fs = L.fs_small
    lh = row(fs, L.gap)
    region = strip_rect(L, sc.lang)
    bottom = L.top_strip.bottom - g // 2
    most = max(1, (L.top_strip.h - g) // lh)          # text lines the strip holds
    out: dict = {}
    buttons: dict = {}
    x = region.x
    if sc.follow.offered():
        label = tr("follow.step_back", sc.lang, press=sc.follow.key_name("back"))
        bw = button_width(sc, label, fs)
        if region.w - bw - g >= max(region.w * 0.45, 24 * fs) or most < 3:
            r = _button(p, surf, sc, label, x, bottom - button_height(fs, g), fs)  # beside it
            x = r.right + g
        else:                                         # narrow: on a row of its own above it
            r = _button(p, surf, sc, label, x, g // 2, fs)
            most = max(1, (bottom - r.bottom - g // 2 - g) // lh)
        buttons["back"] = r
    line = R.recap(events, sc.state, side, sc.lang) if events else ""
    if line:
        width = max(60, region.right - x)
        inner = width - 2 * g
        lines = P.twrap(line, fs, inner)
        more = None
        if len(lines) > most:                  # the rest is one click away, whole
            more = tr("recap.more", sc.lang)
            mw = button_width(sc, more, fs)
            rest = " ".join(lines[most - 1:])
            lines = lines[:most - 1] + P.twrap(rest, fs, max(40, inner - mw - g))[:1]
        imgs = [P.txt(s, fs, P.TEXT) for s in lines]
        w = max(i.get_width() for i in imgs) + 2 * g
        if more:
            w = max(w, imgs[-1].get_width() + mw + 3 * g)
        box = Rect(x, 0, min(width, w), len(imgs) * lh + g)
        box.bottom = bottom
        col = _sides_colour(side)
        surf.blit(p.plate(box.size, (16, 16, 18, 230), 6, (*col, 255), 1), box)
        y = box.y + g // 2
        for img in imgs:
            surf.blit(img, (box.x + g, y))
            y += lh
        if more:
            r = Rect(0, 0, mw, lh)
            r.bottomright = (box.right - g // 2, box.bottom - g // 2)
            P.draw_button(p, surf, r, more, True, "primary", fs, r.collidepoint(sc.input.mouse))
            buttons["recap_more"] = r
        out["recap"] = box
        out["recap_text"] = line
        out["recap_lines"] = lines
        out["recap_cut"] = more is not None
    out["follow_buttons"] = buttons
    return out


# ====================================================================== the whole recap
def draw_recap_box(p, surf, sc, side: str, events) -> dict:
    """The whole recap in a box over the table (scrolled by ``sc.follow.recap_scroll`` lines
    when it is longer than the box), with Step back and Close."""
    L = sc.layout
    g = L.gap
    u = L.u
    fs = L.fs
    lh = row(fs, L.gap)
    lang = sc.lang
    line = R.recap(events, sc.state, side, lang) if events else ""
    mid = L.mid
    w = min(mid.w - 4 * g, max(round(fs * 34), round(mid.w * 0.6)))
    inner = w - 4 * g
    lines = P.twrap(line, fs, inner) if line else []
    title = P.heading(tr("recap.box_title", lang, side=tr("side." + side, lang)),
                      max(15, round(24 * u)), P.GOLD)
    bh = button_height(L.fs_small, g)
    head = title.get_height() + g
    room = mid.h - 4 * g - head - bh - 3 * g
    fit = max(1, min(len(lines), room // lh))
    first = max(0, min(sc.follow.recap_scroll, len(lines) - fit))
    shown = lines[first:first + fit]
    h = head + fit * lh + bh + 4 * g
    box = Rect(0, 0, w, h)
    box.center = mid.center
    p.blit_shadow(surf, box, u, 1.5)
    surf.blit(p.plate(box.size, (20, 20, 24, 245), 10, (*_sides_colour(side), 255), 2), box)
    surf.blit(title, (box.x + 2 * g, box.y + g))
    y = box.y + g + head
    for s in shown:
        surf.blit(P.txt(s, fs, P.TEXT), (box.x + 2 * g, y))
        y += lh
    if len(lines) > fit:                       # a scroll bar: where the shown part sits
        track = Rect(box.right - g - max(3, g // 2), box.y + g + head, max(3, g // 2), fit * lh)
        pygame.draw.rect(surf, (60, 60, 64), track, border_radius=2)
        th = max(8, track.h * fit // len(lines))
        ty = track.y + (track.h - th) * first // max(1, len(lines) - fit)
        pygame.draw.rect(surf, P.GOLD, Rect(track.x, ty, track.w, th), border_radius=2)
    buttons = {}
    by = box.bottom - g - bh
    x = box.x + 2 * g
    if sc.follow.offered():
        r = _button(p, surf, sc, tr("follow.step_back", lang, press=sc.follow.key_name("back")),
                    x, by, L.fs_small)
        buttons["back"] = r
    close = tr("recap.close", lang)
    r = Rect(0, by, button_width(sc, close, L.fs_small), bh)
    r.right = box.right - 2 * g
    P.draw_button(p, surf, r, close, True, "normal", L.fs_small, r.collidepoint(sc.input.mouse))
    buttons["recap_close"] = r
    return {"recap_box": box, "recap_box_text": shown, "recap_box_lines": (len(lines), fit),
            "follow_buttons": buttons}


# ====================================================================== stepping
def draw_banner(p, surf, sc) -> dict:
    """While stepping: the place the shown action changed, marked; the banner (which action of
    how many, in the log's words) with Back, Forward and Now; the hand dimmed (read-only)."""
    L = sc.layout
    f = sc.follow
    g = L.gap
    u = L.u
    lang = sc.lang
    fs = L.fs_small                      # the buttons
    fw = L.fs                            # the banner's words
    lh = row(fw, g)
    out: dict = {}
    # the hand cannot be played from here
    surf.blit(p.dim(L.hand_zone.size, 110, 8), L.hand_zone)
    out["follow_marked"] = _draw_marks(p, surf, sc)
    region = banner_rect(L)
    title = f.banner()
    words = f.words()
    labels = [("back", tr("follow.back", lang, press=f.key_name("back"))),
              ("forward", tr("follow.forward", lang, press=f.key_name("forward"))),
              ("now", tr("follow.now", lang, press=f.key_name("now")))]
    bw = [button_width(sc, lab, fs) for _, lab in labels]
    bh = button_height(fs, g)
    buttons_w = sum(bw) + g * (len(bw) - 1)
    inner = region.w - 2 * g
    head_h = max(lh, bh)                 # the title, with the buttons beside it if they fit
    apart = P.text_width(title, fw, True) + buttons_w + 2 * g > inner
    word_lines = P.twrap(words, fw, inner)
    h = g + head_h + len(word_lines) * lh + (bh + g if apart else 0) + g // 2
    box = Rect(region.x, g // 2, region.w, max(h, region.h - g))
    p.blit_shadow(surf, box, u, 1.0)
    surf.blit(p.plate(box.size, (22, 20, 14, 242), 8, BANNER_EDGE, 2), box)
    y = box.y + g
    img = P.txt(title, fw, P.GOLD, True)
    surf.blit(img, img.get_rect(midleft=(box.x + g, y + head_h // 2)))
    if apart:
        bx, by = box.x + g, box.bottom - g - bh
    else:
        bx, by = box.right - g - buttons_w, y + (head_h - bh) // 2
    y += head_h
    for s in word_lines:
        surf.blit(P.txt(s, fw, P.TEXT), (box.x + g, y))
        y += lh
    buttons = {}
    for (name, lab), w in zip(labels, bw):
        style = "primary" if name == "now" else "normal"
        r = Rect(bx, by, w, bh)
        P.draw_button(p, surf, r, lab, True, style, fs, r.collidepoint(sc.input.mouse))
        buttons[name] = r
        bx += w + g
    out["follow_banner"] = box
    out["follow_text"] = [title] + word_lines
    out["follow_buttons"] = buttons
    return out


def _draw_marks(p, surf, sc) -> list:
    """The cards, districts or city the shown action changed: a frame with corner brackets and
    a tag with the action's number."""
    L = sc.layout
    f = sc.follow
    u = L.u
    cards, districts, cities = f.marked()
    rects = []
    for cid in cards:
        r = L.module_peek.get(cid) or L.card_rects.get(cid)
        if r is not None:
            rects.append(r)
    for c, i in districts:
        if 0 <= c < len(L.district_rects) and 0 <= i < len(L.district_rects[c]):
            rects.append(L.district_rects[c][i])
    for c in cities:
        if 0 <= c < len(L.boards):
            rects.append(L.boards[c])
    col = _sides_colour(f.phase.side)
    w = max(2, round(3 * u))
    tag = P.txt(str(f.step), L.fs, P.TEXT, True)
    for r in rects:
        p.blit_glow(surf, r.inflate(2 * w, 2 * w), col, max(4, r.w // 10), w)
        frame = r.inflate(4 * w, 4 * w)
        _brackets(surf, frame, w, max(6, min(r.w, r.h) // 4))
        d = tag.get_height() + 2 * w          # a round tag with the action's number
        t_ = Rect(0, 0, max(d, tag.get_width() + 2 * w), d)
        t_.center = frame.topleft
        pygame.draw.rect(surf, (14, 14, 16), t_, border_radius=d // 2)
        pygame.draw.rect(surf, BANNER_EDGE, t_, max(1, w // 2 + 1), border_radius=d // 2)
        surf.blit(tag, tag.get_rect(center=t_.center))
    return rects


def _brackets(surf, r: Rect, w: int, n: int) -> None:
    """Light corner brackets with a dark rim around ``r``: a shape that reads on any card."""
    for col, k in (((12, 12, 14), w + 2), ((250, 250, 250), w)):
        for (x, y, dx, dy) in ((r.left, r.top, 1, 1), (r.right - 1, r.top, -1, 1),
                               (r.left, r.bottom - 1, 1, -1), (r.right - 1, r.bottom - 1, -1, -1)):
            pygame.draw.line(surf, col, (x, y), (x + dx * n, y), k)
            pygame.draw.line(surf, col, (x, y), (x, y + dy * n), k)
