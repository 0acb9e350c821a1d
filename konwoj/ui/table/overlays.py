"""Drawing the table's per-frame parts: the hand, the dragged card, the zoomed card, tooltips,
messages, card rows (Iron Gate's choice, a discard pile), the hand-off cover and the game-over
banner.

Everything here only reads the scene (``TableScene``); it never changes it.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art, emblems
from konwoj.ui.focus import focus_ring
from konwoj.i18n import tr
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.texts import edition_view as E
from konwoj.texts.table_text import t, te
from konwoj.ui.table.paint import (
    GOLD,
    LIT,
    Painter,
    SELECT,
    INFO,
    SIDE_TEXT,
    STRENGTH_DOWN,
    STRENGTH_UP,
    TEXT,
    TEXT_DIM,
    TOKEN_FILE,
    WARN,
    arrow_marker,
    card_tokens,
    heading,
    heading_width,
    line_height,
    outlined,
    own_strength,
    twrap,
    txt,
)


# ====================================================================== per-frame parts
def draw_hand(p: Painter, surf, sc) -> dict:
    """The seated side's hand, fanned along the bottom; the hovered or selected card rises.
    Returns the names turned up the strips of covered cards (:func:`_hand_name_tags`)."""
    L = sc.layout
    s = sc.state
    u = L.u
    lang = sc.lang
    hidden = sc.hands_hidden()
    hide = sc.anim_hidden()
    drag = sc.input.drag_card()
    sel = sc.model.selected_card()
    lift_for = sc.input.lifted_hand_card()
    lift = sc.input.hand_lift()
    dimming = sc.dimming()
    # the risen card is drawn over its neighbours: its printed name shows whole
    order = [x for x in L.hand_rects if x[0] != lift_for] + \
        [x for x in L.hand_rects if x[0] == lift_for]
    shows = hand_strips(L)
    for cid, r in order:
        if cid == drag or cid in hide:
            continue
        rr = r.move(0, -lift) if cid == lift_for else r
        p.blit_shadow(surf, rr, u, 0.6 if cid != lift_for else 1.2)
        if hidden:
            surf.blit(art.card_back(L.bottom, rr.size), rr)
            continue
        room = shows.get(cid) if cid != lift_for else None
        surf.blit(art.game_card_face(sc.state, cid, rr.size, lang, name_room=room), rr)
        rad = max(4, rr.w // 12)
        # the frames go round the card, not over its edge (where its name may run)
        if cid == sel:
            w = max(3, round(4 * u))
            p.blit_glow(surf, rr.inflate(2 * w, 2 * w), SELECT, rad + w, w)
            emblems.chosen_mark(surf, rr, u, radius=rad)
        elif sc.model.lit.hand_has(s, cid):
            w = max(2, round(3 * u))
            p.blit_glow(surf, rr.inflate(2 * w, 2 * w), LIT, rad + w, w)
            emblems.lit_mark(surf, rr, u)
            arrow_marker(surf, rr.centerx, rr.y - round(16 * u), u)
        elif dimming:
            surf.blit(p.dim(rr.size, 140, rad), rr)
        elif cid in sc.model.sources:
            # playable now: a gold top edge (and the card rises a little on hover)
            pygame.draw.rect(surf, SELECT, rr, 2, border_radius=rad)
    tags = _hand_name_tags(p, surf, sc, drag, hide, lift_for, lift) if not hidden else {}
    if hidden and L.hand_rects:
        r0 = L.hand_zone
        note = sc.hidden_hand_note() or t("handoff.resolution", lang)
        img = txt(note, max(13, round(17 * u)), TEXT)
        box = img.get_rect(midbottom=(r0.centerx, r0.y - L.gap))
        surf.blit(p.plate(box.inflate(16, 8).size, (16, 16, 18, 220), 6, GOLD, 1), box.inflate(16, 8))
        surf.blit(img, box)
    return tags


def hand_strips(L) -> dict:
    """Hand card -> the width of it that shows, for the cards the next one covers in part (at
    least ``TAG_BELOW`` of it shows): their printed names are fitted to that strip (a narrower
    strip gets the name turned up it, :func:`_hand_name_tags`)."""
    rects = L.hand_rects
    out = {}
    for (cid, r), (_, nxt) in zip(rects, rects[1:]):
        strip = min(r.w, nxt.x - r.x)
        if strip < r.w and strip >= r.w * TAG_BELOW:
            out[cid] = strip
    return out


TAG_BELOW = 0.6        # a hand card showing less than this of its width has its name turned up


def _hand_name_tags(p: Painter, surf, sc, drag, hide, lift_for, lift) -> dict:
    """A fanned hand covers each card's printed name with the next card: its name, turned to
    read upwards, goes on the strip of it that shows (one or two lines, never cut)."""
    L = sc.layout
    s = sc.state
    lang = sc.lang
    rects = L.hand_rects
    tags = {}
    for i, (cid, r) in enumerate(rects[:-1]):
        if cid == drag or cid in hide or cid == lift_for:
            continue
        nxt = rects[i + 1][1]
        strip = min(r.w, nxt.x - r.x)
        if strip >= r.w * TAG_BELOW:
            continue                       # the printed name shows, fitted to the strip
        name = s.card(cid).name(lang)
        room = r.h - 2 * L.gap - 8                  # turned, the name runs up the whole strip
        img = None
        for px in range(max(13, round(16 * L.u)), 11, -1):
            lines = [name]
            if heading_width(name, px) > room:
                lines = min(_two_lines(name), key=lambda ls: max(heading_width(x, px) for x in ls))
            imgs = [heading(x, px, TEXT, None) for x in lines]
            lh = max(i.get_height() for i in imgs)
            if lh * len(lines) + 2 > strip - 2 or max(i.get_width() for i in imgs) > room:
                continue
            w = max(i.get_width() for i in imgs) + 8
            tag = pygame.Surface((w, lh * len(lines) + 2), pygame.SRCALPHA)
            tag.fill((14, 14, 16, 220))
            for k, im in enumerate(imgs):
                tag.blit(im, (4, 1 + k * lh))
            img = pygame.transform.rotate(tag, 90)
            break
        if img is None:          # at the readable floor: as many lines as the strip holds,
            img = _narrow_tag(name, strip, room)     # each narrowed along the strip
        if img is None:
            continue
        box = img.get_rect(bottomleft=(r.x + 1, r.bottom - L.gap))
        surf.blit(img, box)
        tags[cid] = (name, box, px)
    return tags


def _narrow_tag(name: str, strip: int, room: int):
    """``name`` turned up a hand card's strip at the smallest size, its lines narrowed to
    ``room`` (never cut); None if not even one line fits across the strip."""
    px = 12
    for lines in (min(_two_lines(name) or [[name]],
                      key=lambda ls: max(heading_width(x, px) for x in ls)), [name]):
        imgs = [heading(x, px, TEXT, None) for x in lines]
        lh = max(i.get_height() for i in imgs)
        if lh * len(lines) + 2 > strip - 2:
            continue
        imgs = [i if i.get_width() <= room else
                pygame.transform.smoothscale(i, (room, i.get_height())) for i in imgs]
        tag = pygame.Surface((max(i.get_width() for i in imgs) + 8, lh * len(lines) + 2),
                             pygame.SRCALPHA)
        tag.fill((14, 14, 16, 220))
        for k, im in enumerate(imgs):
            tag.blit(im, (4, 1 + k * lh))
        return pygame.transform.rotate(tag, 90)
    return None


def _two_lines(name: str) -> list[list[str]]:
    """Ways to set ``name`` on two lines: between words, or inside a long word with a hyphen."""
    out = []
    words = name.split()
    for k in range(1, len(words)):
        out.append([" ".join(words[:k]), " ".join(words[k:])])
    for w_i, word in enumerate(words):
        for c in range(3, len(word) - 2):
            head = " ".join(words[:w_i] + [word[:c] + "-"])
            tail = " ".join([word[c:]] + words[w_i + 1:])
            out.append([head, tail])
    return out or [[name]]


def draw_station_labels_over(p: Painter, surf, sc, covers, labels: dict) -> set:
    """Station labels (``labels``: (city, side) -> (text, rect)) a hand card (a lifted one too)
    would cover are drawn again above it; returns their keys."""
    L = sc.layout
    over = set()
    for key, (text, box) in labels.items():
        if box.collidelist(covers) < 0:
            continue
        px = max(12, round(15 * L.u))
        img = txt(text, px, TEXT)
        plate = img.get_rect(center=box.center).inflate(8, 4)
        surf.blit(p.plate(plate.size, (16, 16, 18, 230), 4), plate)
        surf.blit(img, img.get_rect(center=plate.center))
        over.add(key)
    return over


def draw_focus(surf, r: Rect | None, u: float) -> None:
    """The keyboard focus on the table (:func:`konwoj.ui.widgets.focus_ring`)."""
    focus_ring(surf, r, u)


def draw_drag(p: Painter, surf, sc) -> None:
    cid = sc.input.drag_card()
    if not cid:
        return
    L = sc.layout
    u = L.u
    w, h = sc.input.drag.size or L.hand_card
    pos = sc.input.drag.pos
    off = sc.input.drag.offset
    r = Rect(pos[0] - off[0], pos[1] - off[1], w, h)
    p.blit_shadow(surf, r, u, 2.0)
    surf.blit(art.game_card_face(sc.state, cid, (w, h), sc.lang), r)
    ok = sc.input.drop_would_work(pos)
    col = LIT if ok else TEXT_DIM
    p.blit_glow(surf, r, col, max(4, w // 12), max(2, round(3 * u)))
    if ok:      # a drop that would work: the lit place's own outline, not the colour alone
        emblems.lit_mark(surf, r, u)



def zoom_size(L) -> tuple[int, int]:
    w = max(250, round(290 * L.u))
    h = min(round(w * 1.4), L.size[1] - 2 * L.gap)
    return (round(h / 1.4), h)



def draw_zoom(p: Painter, surf, sc, z, must_click: list) -> Rect | None:
    """The card under the mouse (or right-clicked), large with its full text and, for a card in
    play, where its current strength comes from. It goes where it covers nothing the player must
    click (lit targets, a choice pop-up, the card itself), smaller if need be; a hover zoom that
    cannot avoid them is not shown (a right-click one still is). ``z``: (card, its rect, in
    play); ``must_click``: the rects to keep clear. Returns the rect it covers."""
    if z is None:
        return None
    cid, anchor, in_play = z
    L = sc.layout
    s = sc.state
    lang = sc.lang
    u = L.u
    info = zoom_lines(s, cid, lang) if in_play else []
    fs = max(14, round(18 * u))
    lines = []
    iw = max(220, round(250 * u))
    for text, col in info:
        lines += [(img, col) for img in p.wrapped(text, fs, iw - 16, col)]
    ih = sum(img.get_height() + 2 for img, _ in lines) + 14 if lines else 0
    avoid = [Rect(anchor)] + list(must_click)
    act = s.active_city
    if act is not None:                 # the battle's scores stay readable
        avoid += [r for (c, _), r in L.strength_rects.items() if c == act]
    pinned = sc.input.pinned is not None and sc.input.pinned[0] == cid
    zw, zh = zoom_size(L)
    spot = None
    for k in (1.0, 0.8, 0.64):
        w, h = round(zw * k), round(zh * k)
        total_w = w + (iw + L.gap if lines else 0)
        for x, y in zoom_spots(L, anchor, total_w, w, max(h, ih)):
            box = Rect(x, y, total_w, max(h, ih))
            if box.collidelist(avoid) < 0:
                spot = (x, y, w, h)
                break
        if spot:
            break
    if spot is None:
        if not pinned:
            return None
        total_w = zw + (iw + L.gap if lines else 0)
        x, y = zoom_spots(L, anchor, total_w, zw, max(zh, ih))[0]
        spot = (x, y, zw, zh)
    x, y, zw, zh = spot
    zr = Rect(x, y, zw, zh)
    p.blit_shadow(surf, zr, u, 2.5)
    surf.blit(art.game_card_face(sc.state, cid, (zw, zh), lang, own_strength(s, cid) if in_play else None), zr)
    covered = Rect(zr)
    if lines:
        ir = Rect(zr.right + L.gap, zr.y, iw, ih)
        surf.blit(p.plate(ir.size, (16, 16, 18, 236), 8, GOLD, 1), ir)
        yy = ir.y + 7
        for img, _ in lines:
            surf.blit(img, (ir.x + 8, yy))
            yy += img.get_height() + 2
        covered.union_ip(ir)
    return covered


def zoom_spots(L, anchor: Rect, total_w: int, zw: int, zh: int) -> list[tuple[int, int]]:
    """Where a zoom of ``total_w`` x ``zh`` may go, best first: a hand card's above it, a card in
    play's beside it on the side with more room; then the other side, above, below, and the
    corners of the table. All kept inside the table area."""
    g = L.gap
    H = L.size[1]
    mid_y = max(g, min(anchor.centery - zh // 2, H - zh - g))
    right = (anchor.right + g * 2, mid_y)
    left = (anchor.x - g * 2 - total_w, mid_y)
    above = (anchor.centerx - zw // 2, anchor.y - zh - g * 2)
    below = (anchor.centerx - zw // 2, anchor.bottom + g * 2)
    if anchor.bottom > L.bottom_strip.y + g * 2:
        first = [(anchor.centerx - zw // 2, max(g, anchor.y - zh - g * 2))]
    elif anchor.bottom <= L.top_strip.bottom:
        first = [(anchor.centerx - zw // 2, L.top_strip.bottom + g)]   # the strip stays readable
    else:
        first = [right, left] if anchor.centerx < L.table.centerx else [left, right]
    T = L.table
    corners = [(T.x + g, T.y + g), (T.right - total_w - g, T.y + g),
               (T.x + g, T.bottom - zh - g), (T.right - total_w - g, T.bottom - zh - g)]
    out = []
    for x, y in first + [right, left, above, below] + corners:
        x = max(g, min(x, T.right - total_w - g))
        y = max(g, min(y, H - zh - g))
        if (x, y) not in out:
            out.append((x, y))
    return out


def zoom_lines(s, cid: str, lang: str) -> list[tuple[str, tuple]]:
    """The strength breakdown and status of a card in play, as (text, colour) lines."""
    out: list[tuple[str, tuple]] = []
    cd = s.card(cid)
    host = None
    where = s.where(cid)
    if where[0] == "module":
        host = where[1]
        out.append((t("zoom.host", lang, name=s.card(host).name(lang)), TEXT))
        if "deactivated" in s.tokens_on(cid):
            out.append((t("zoom.inactive", lang), WARN))
        return out
    if cd.strength is not None:
        total, parts = s.strength_parts(cid)
        out.append((t("zoom.strength", lang, n=total), GOLD))
        for src, amount in parts:
            sign = f"+{amount}" if amount > 0 else str(amount)
            if src == "printed":
                label = f"{amount}  {t('zoom.printed', lang)}"
            elif src in TOKEN_FILE or src in ("+1", "+2", "-2"):
                label = f"{sign}  {t('zoom.token_plain', lang)}"
            elif src == "net":
                label = f"{sign}  {t('zoom.net', lang)}"
            elif src in s.data.cards:
                label = f"{sign}  {s.data.cards[src].name(lang)}"
            else:
                label = f"{sign}  {src}"
            col = TEXT if src == "printed" else (STRENGTH_UP if amount > 0 else STRENGTH_DOWN)
            out.append((label, col))
    m = s.module_of(cid)
    if m:
        out.append((t("zoom.module", lang, name=s.card(m).name(lang)), TEXT))
    toks = [te("token." + x, s, lang) for x in card_tokens(s, cid)]
    if toks:
        out.append((t("zoom.tokens", lang, list=", ".join(toks)), TEXT))
    if cd.type == "robot" and s.is_immune(cid):
        out.append((t("zoom.immune", lang), INFO))
    if cid in s.netted:
        out.append((t("zoom.netted", lang), WARN))
    elif cd.trigger != "none" and not s.ability_active(cid):
        out.append((t("zoom.inactive", lang), WARN))
    if cid in s.once_used:
        out.append((te("zoom.used", s, lang), TEXT_DIM))
    return out



def draw_board_info(p: Painter, surf, sc, c: int) -> None:
    """Hovering a city board: everything about the city in words."""
    L = sc.layout
    s = sc.state
    lang = sc.lang
    u = L.u
    city = E.city_of(s, c)          # as the game's edition prints it
    fs = max(14, round(18 * u))
    w = max(280, round(380 * u))
    rows: list[tuple[str, tuple, bool]] = [(f"{city.number}. {city.name(lang)}", GOLD, True)]
    if s.city_destroyed[c]:
        rows.append((t("city.destroyed", lang), WARN, True))
    elif c == s.active_city:
        rows.append((t("city.active", lang), GOLD, False))
    rows.append((t("city.districts", lang) + ":", TEXT, True))
    for i, eff in enumerate(s.districts[c]):
        extra = []
        if s.down[c][i]:
            extra.append(t("city.down", lang))
        if c == s.active_city and s.target == i and not s.down[c][i]:
            extra.append(t("city.target", lang))
        suffix = f" ({', '.join(extra)})" if extra else ""
        kind = E.district_kind(s, eff, lang) if s.ruleset == "2e" else t("district." + eff, lang)
        rows.append((f"  {i + 1}. {kind}{suffix}",
                     TEXT_DIM if s.down[c][i] else TEXT, False))
    rows.append((t("city.stations", lang, m=s.station_limit(c, MOLOCH),
                   o=s.station_limit(c, OUTPOST)), TEXT, False))
    if c == 4:
        rows.append((t("goal.new_york_tip", lang), SIDE_TEXT[MOLOCH], False))
    if not E.has_features(s):
        rows.append((tr("ed2.no_feature", lang), TEXT_DIM, False))
    elif city.feature:
        ftext = t("feature." + city.feature, lang, n=s.feature_cost(c))
        if s.feature_used[c]:
            ftext += f" ({t('city.used', lang)})"
        rows.append((ftext, TEXT_DIM if s.feature_used[c] else TEXT, False))
    else:
        rows.append((t("city.no_feature", lang), TEXT_DIM, False))
    rows.append((t("city.victory", lang) + ":", TEXT, True))
    rows.append(("  " + E.victory_text(s, city.victory[MOLOCH], lang), SIDE_TEXT[MOLOCH], False))
    rows.append(("  " + E.victory_text(s, city.victory[OUTPOST], lang), SIDE_TEXT[OUTPOST], False))
    imgs = []
    for text, col, bold in rows:
        for line in twrap(text, fs, w - 20, bold):
            imgs.append(txt(line, fs, col, bold))
    h = sum(i.get_height() + 2 for i in imgs) + 16
    b = L.boards[c]
    x = b.right + L.gap if b.centerx < L.table.centerx else b.x - L.gap - w
    x = max(L.gap, min(x, L.table.right - w - L.gap))
    y = max(L.gap, min(b.centery - h // 2, L.size[1] - h - L.gap))
    r = Rect(x, y, w, h)
    p.blit_shadow(surf, r, u, 1.5)
    surf.blit(p.plate(r.size, (16, 16, 18, 240), 8, GOLD, 1), r)
    yy = r.y + 8
    for img in imgs:
        surf.blit(img, (r.x + 10, yy))
        yy += img.get_height() + 2



def draw_tooltip(p: Painter, surf, sc, text: str, anchor: Rect) -> Rect:
    """A tooltip above ``anchor`` (below it when there is no room), wrapped when long."""
    L = sc.layout
    fs = max(14, round(17 * L.u))
    lines = p.wrapped(text, fs, max(240, round(420 * L.u)), TEXT)
    w = max(i.get_width() for i in lines)
    lh = line_height(fs)
    r = Rect(0, 0, w + 16, lh * len(lines) + 10)
    r.midbottom = (anchor.centerx, anchor.y - 4)
    if r.y < 0:
        r.midtop = (anchor.centerx, anchor.bottom + 4)
    r.x = max(4, min(r.x, L.size[0] - r.w - 4))
    r.y = max(4, min(r.y, L.size[1] - r.h - 4))
    surf.blit(p.plate(r.size, (16, 16, 18, 236), 6, GOLD, 1), r)
    for k, img in enumerate(lines):
        surf.blit(img, (r.x + 8, r.y + 5 + k * lh))
    return r



def draw_small_tip(p: Painter, surf, sc) -> Rect | None:
    """The tooltip of the hovered pile or district (its rect)."""
    L = sc.layout
    s = sc.state
    lang = sc.lang
    kind = sc.input.hover[0]
    if kind == "deck":
        side = sc.input.hover[1]
        key = "goal.deck_tip" if side == MOLOCH else "deck_tip"
        return draw_tooltip(p, surf, sc, t(key, lang, side=tr("side." + side, lang),
                                    n=s.deck_size(side)), L.deck_rect[side])
    elif kind == "discard":
        side = sc.input.hover[1]
        return draw_tooltip(p, surf, sc,
                            t("discard_tip", lang, side=tr("side." + side, lang),
                       n=len(s.discard_of(side))), L.discard_rect[side])
    elif kind == "district":
        from konwoj.texts.tips import district_tip
        c, i = sc.input.hover[1]
        return draw_tooltip(p, surf, sc, district_tip(s, c, i, lang), L.district_rects[c][i])
    return None


def draw_toast(p: Painter, surf, sc, text: str) -> None:
    L = sc.layout
    fs = max(15, round(20 * L.u))
    lines = p.wrapped(text, fs, round(L.table.w * 0.5), TEXT, True)
    w = max(i.get_width() for i in lines) + 36
    h = sum(i.get_height() + 2 for i in lines) + 18
    r = Rect(0, 0, w, h)
    r.midbottom = (L.table.centerx, L.bottom_strip.y - L.gap * 2)
    k = max(6, fs // 2)
    cx, cy = r.x + 14, r.centery
    if sc.toast_warn:
        surf.blit(p.plate(r.size, (60, 22, 18, 235), 10, WARN, 2), r)
        # a warning sign drawn as a shape: the message is not only colour
        pygame.draw.polygon(surf, WARN, [(cx, cy - k), (cx + k, cy + k), (cx - k, cy + k)])
    else:                                  # a notice (the game moved on by itself): no alarm
        surf.blit(p.plate(r.size, (20, 26, 32, 235), 10, GOLD, 2), r)
        pygame.draw.circle(surf, GOLD, (cx, cy), k, max(2, k // 3))
        pygame.draw.line(surf, GOLD, (cx, cy - k // 2), (cx, cy + k // 4), max(2, k // 3))
    y = r.y + 9
    for img in lines:
        surf.blit(img, img.get_rect(midtop=(r.centerx + 8, y)))
        y += img.get_height() + 2



def draw_card_row_panel(p: Painter, surf, sc, title: str, cards: list[str], lit: set,
                        scroll: int = 0) -> tuple[Rect, dict]:
    """A centred panel showing ``cards`` face up (discard pile, Iron Gate reveal). Returns its
    rect and card id -> rect for clicks and hover."""
    L = sc.layout
    u = L.u
    lang = sc.lang
    area = L.table.inflate(-round(L.table.w * 0.12), -round(L.table.h * 0.2))
    cw = max(80, round(120 * u))
    ch = round(cw * 1.4)
    g = L.gap
    cols = max(1, (area.w - 2 * g) // (cw + g))
    n = len(cards)
    rows = max(1, (n + cols - 1) // cols)
    fs = max(16, round(22 * u))
    head = outlined(title, fs, GOLD)
    vis_rows = max(1, (area.h - head.get_height() - 4 * g) // (ch + g))
    rows_shown = min(rows, vis_rows)
    used_cols = min(cols, max(n, 1))
    w = max(used_cols * (cw + g) + 3 * g, head.get_width() + 4 * g)
    h = rows_shown * (ch + g) + head.get_height() + 5 * g
    r = Rect(0, 0, w, h)
    r.center = L.table.center
    surf.blit(p.dim(L.table.size, 120, 0), L.table)
    p.blit_shadow(surf, r, u, 2)
    surf.blit(p.plate(r.size, (18, 18, 20, 245), 10, GOLD, 2), r)
    surf.blit(head, (r.x + 2 * g, r.y + g))
    y0 = r.y + head.get_height() + 3 * g
    hit_out: dict = {}
    first = scroll * cols
    for i, cid in enumerate(cards[first:first + rows_shown * cols]):
        row, col = divmod(i, cols)
        cr = Rect(r.x + 2 * g + col * (cw + g), y0 + row * (ch + g), cw, ch)
        surf.blit(art.game_card_face(sc.state, cid, (cw, ch), lang), cr)
        hit_out[cid] = cr
        if cid in lit:
            p.blit_glow(surf, cr, LIT, max(4, cw // 12), 3)
            emblems.lit_mark(surf, cr, u)
            arrow_marker(surf, cr.centerx, cr.y - round(14 * u), u)
    if not cards:
        img = txt(t("empty", lang), fs, TEXT_DIM)
        surf.blit(img, img.get_rect(center=(r.centerx, y0 + ch // 2)))
    return r, hit_out
