"""Drawing the table's cached static layer: background, cities (boards, districts, features),
cards in play, empty stations, piles and strips, the side panel (phases, prompt, buttons) and
the log.

Everything here only reads the scene (``TableScene``) and the rules state; it never changes them.
Rendered pieces are cached per size (card faces in ``konwoj.ui.art``, text in ``konwoj.ui.fonts``,
plates, glows and shadows in :class:`konwoj.ui.table.paint.Painter`). The per-frame parts are in
:mod:`konwoj.ui.table.overlays`, the battle summary in :mod:`konwoj.ui.table.resolution`.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art, emblems, fonts, textaudit
from konwoj.rules import MOLOCH, OUTPOST, SIDES
from konwoj.texts import edition_view as E
from konwoj.texts.table_text import event_text, t
from konwoj.ui.table.hits import StaticHits
from konwoj.ui.table.paint import (
    GOLD,
    LIT,
    PANEL_BG,
    PANEL_EDGE,
    Painter,
    SELECT,
    SIDE_COL,
    SIDE_DARK,
    SIDE_TEXT,
    STRENGTH_UP,
    TEXT,
    TEXT_DIM,
    TOKEN_FILE,
    WARN,
    arrow_marker,
    card_tokens,
    draw_button,
    ellipsize,
    fit_heading,
    heading,
    line_height,
    outlined,
    own_strength,
    side_name,
    text_width,
    token_groups,
    token_rects,
    twrap,
    txt,
    txt_in,
)


# ====================================================================== the static layer
def draw_static(p: Painter, surf: pygame.Surface, sc) -> StaticHits:
    """Everything that only changes when the state, the seat or the selection changes; returns
    where it drew what can be clicked or pointed at."""
    h = StaticHits()
    L = sc.layout
    s = sc.state
    u = L.u
    surf.blit(art.table_background(L.size), (0, 0))
    hide = sc.anim_hidden()
    dimming = sc.dimming()
    lit = sc.model.lit
    # city columns
    for c in range(5):
        _draw_city(p, surf, sc, c, hide, dimming, h)
    # cards in play
    for cid, r in L.card_rects.items():
        if cid in hide:
            continue
        _draw_table_card(p, surf, sc, cid, r, dimming)
    # empty stations
    for (c, side), area in L.areas.items():
        lit_here = (c, side) in lit.slots
        for r in area.slots:
            _draw_slot(p, surf, r, u, side, lit_here, dimming and not lit_here)
        if area.virtual is not None and lit_here:
            _draw_slot(p, surf, area.virtual, u, side, True, False)
    # station counts, after the cards: in a free corner of the side's area, else short
    for (c, _side), area in L.areas.items():
        if not s.city_destroyed[c]:
            _station_label(p, surf, sc, area, c == s.active_city, h)
    # whole-city targets (moves)
    for c in lit.cities:
        col = L.columns[c]
        p.blit_glow(surf, col.inflate(-4, -4), LIT, 12, max(2, round(3 * u)))
        arrow_marker(surf, col.centerx, col.y + round(6 * u), u)
    if lit.table_zone:
        p.blit_glow(surf, L.mid.inflate(-6, -6), LIT, 14, max(2, round(3 * u)))
    _draw_strips(p, surf, sc, hide)
    draw_panel(p, surf, sc, h)
    return h



def _draw_city(p: Painter, surf, sc, c: int, hide, dimming: bool, h: StaticHits) -> None:
    L = sc.layout
    s = sc.state
    u = L.u
    act = s.active_city
    destroyed = s.city_destroyed[c]
    city = E.city_of(s, c)          # as the game's edition prints it
    # the battle city stands in a warm light
    if c == act:
        col_r = L.columns[c].inflate(L.gutter, 0)
        surf.blit(p.plate(col_r.size, (*SELECT, 16), 14, (*GOLD, 60), 1), col_r)
    # station areas: side-tinted plates with the station count
    for side in (L.top_side, L.bottom):
        a = L.areas[(c, side)]
        col = SIDE_DARK[side]
        alpha = 84 if c == act else (30 if destroyed else 52)
        ar = a.rect.inflate(-2, -6)
        surf.blit(p.plate(ar.size, (*col, alpha), 10), ar)
    # the board
    b = L.boards[c]
    if c < 4:
        # the convoy's road: chevrons in the gutter toward the next city
        nb = L.boards[c + 1]
        gx = (b.right + nb.x) // 2
        k = max(4, (nb.x - b.right) // 2 + 1)
        for dy in (-k * 2, 0, k * 2):
            cy = b.centery + dy
            pygame.draw.lines(surf, (150, 134, 100) if not destroyed else (90, 70, 60), False,
                              [(gx - k // 2, cy - k), (gx + k // 2, cy), (gx - k // 2, cy + k)], 2)
    surf.blit(p.shadow(b.size, 10, max(4, round(8 * u))), (b.x - round(8 * u) + 3, b.y - round(8 * u) + 4))
    if c in hide.boards:
        return
    board = art.city_board(city.key, destroyed, b.size)
    surf.blit(board, b)
    if destroyed:
        surf.blit(p.dim(b.size, 110, 0), b)
    elif c != act:
        surf.blit(p.dim(b.size, 70, 0), b)
    # frame
    if c == act:
        pygame.draw.rect(surf, GOLD, b.inflate(4, 4), max(2, round(3 * u)), border_radius=6)
    else:
        pygame.draw.rect(surf, (70, 66, 58) if not destroyed else (110, 40, 30), b.inflate(2, 2), 2,
                         border_radius=6)
    _draw_board_texts(p, surf, sc, c, h)
    if dimming and not (c in sc.model.lit.cities or any(dc == c for dc, _ in sc.model.lit.districts)
                        or c in sc.model.lit.features):
        surf.blit(p.dim(b.size, 120, 6), b)



def _station_label(p: Painter, surf, sc, a, active: bool, h: StaticHits) -> None:
    """"Stations used/limit" at the top edge of a side's area (the far side's outer edge, the
    near side's edge by the board: never where the hand's cards rise), in a corner no card
    covers; when both corners are taken, on a small plate."""
    L = sc.layout
    g = L.gap
    ar = a.rect.inflate(-2, -6)
    col = TEXT_DIM if not active else (214, 204, 180)
    px = max(12, round(15 * L.u))
    taken = [L.card_rects[cid] for cid in a.cards if cid in L.card_rects] + list(a.slots)
    taken += [L.module_rects[m] for m in L.module_rects if L.card_area.get(m) == (a.city, a.side)]
    text = t("stations", sc.lang, used=a.used, limit=a.limit)    # always with its word
    for size in (px, max(12, px - 2)):
        img = txt(text, size, col)
        y = ar.y + g // 2
        for x in (ar.x + g, ar.right - g - img.get_width()):
            box = Rect(x, y, img.get_width(), img.get_height())
            if box.collidelist(taken) < 0:
                surf.blit(img, box)
                h.station_labels[(a.city, a.side)] = (text, box)
                h.station_plates.discard((a.city, a.side))
                return
    box = img.get_rect()
    box.inflate_ip(6, 2)
    box.topright = (ar.right - 2, ar.y + 1)
    surf.blit(p.plate(box.size, (16, 16, 18, 225), 4), box)
    surf.blit(img, img.get_rect(center=box.center))
    h.station_labels[(a.city, a.side)] = (text, box)
    h.station_plates.add((a.city, a.side))      # no free corner: on its own plate, over a card


def _draw_board_texts(p: Painter, surf, sc, c: int, h: StaticHits) -> None:
    L = sc.layout
    s = sc.state
    lang = sc.lang
    u = L.u
    g = L.gap
    b = L.boards[c]
    act = s.active_city
    city = E.city_of(s, c)          # name, feature and victory effects of the game's edition
    destroyed = s.city_destroyed[c]
    left = b.x + g
    if c == act and not destroyed:
        left = L.strength_rects[(c, L.bottom)].right + g
    # number and name
    fs = max(13, round(20 * u))
    num = heading(str(city.number), fs, GOLD if c == act else TEXT_DIM)
    surf.blit(num, (left, b.y + g // 2))
    # the name in the board's width: smaller, or on two lines, never past the board
    nx = left + num.get_width() + g
    y = b.y + g // 2
    name_right = nx
    for line in fit_heading(city.name(lang), fs, b.right - g - nx, TEXT, min_px=9):
        surf.blit(line, (nx, y))
        y += line.get_height()
        name_right = max(name_right, nx + line.get_width())
    small = max(12, round(15 * u))
    # status tag
    if destroyed:
        lines = fit_heading(t("city.destroyed", lang), max(13, round(20 * u)), b.w - 2 * g - 12,
                            WARN, min_px=9)
        box = Rect(0, 0, max(i.get_width() for i in lines) + 12,
                   sum(i.get_height() for i in lines) + 4)
        box.center = (b.centerx, (y + L.district_rects[c][0].y) // 2)
        surf.blit(p.plate(box.size, (30, 8, 6, 190), 4, WARN, 1), box)
        ty = box.y + 2
        for line in lines:
            surf.blit(line, line.get_rect(midtop=(box.centerx, ty)))
            ty += line.get_height()
    elif c == act:
        tag = heading(t("city.active", lang), small, GOLD)
        if name_right + g + tag.get_width() < b.right - g:
            surf.blit(tag, tag.get_rect(topright=(b.right - g, b.y + g // 2 + 2)))
    if c == 4 and not destroyed and c != act:   # Moloch's goal, where it matters
        tag = heading(t("goal.new_york", lang), small, SIDE_TEXT[MOLOCH])
        if name_right + g + tag.get_width() < b.right - g:
            surf.blit(tag, tag.get_rect(topright=(b.right - g, b.y + g // 2 + 2)))
    # the feature and both sides' victory effects: chips on dark plates (legible over the busy
    # art), flowing in rows between the name and the districts; smaller type only when needed
    feat = city.feature if not destroyed else None
    h.features.pop(c, None)
    chips = []          # (kind, text, fill, border, text colour, side)
    if feat:
        used = s.feature_used[c]
        chips.append(("feature", t("feature.short." + feat, lang),
                      (20, 30, 20, 215) if not used else (20, 20, 20, 200),
                      LIT if c in sc.model.lit.features else (120, 140, 110), TEXT_DIM if used else
                      (226, 240, 208), None))
    if not destroyed:
        for side in SIDES:
            chips.append(("victory", E.victory_text(s, city.victory[side], lang, short=True),
                          (*SIDE_DARK[side], 225), SIDE_COL[side], TEXT, side))
    dtop = L.district_rects[c][0].y - 2 if L.district_rects[c] else b.bottom - g
    right = b.right - g
    placed = []
    chip_px = max(14, round(17 * u))
    for px in (chip_px, chip_px - 1, 13):
        placed = _flow_chips(chips, px, left, right, y + 1, s.feature_used[c])
        if placed and placed[-1][1].bottom <= dtop:
            break
    h.board_chips[c] = [(chip[1], r, px) for chip, r, px in placed]
    h.board_chip_info[c] = [(chip[0], chip[5], r) for chip, r, px in placed]   # for tooltips
    for (kind, text, fill, border, col, side), r, px in placed:
        surf.blit(p.plate(r.size, fill, 5, border, 1), r)
        x = r.x + 4
        if side is not None:
            # the side's emblem (Moloch's toothed square, the Outpost's shield), not a dot alone
            dot = max(9, round(px * 0.7))
            emblems.side_emblem(surf, side, (x + dot // 2, r.centery), dot)
            x += dot + 3
        img = txt_in(text, px, r.right - 4 - x, col)     # a chip wider than the board: narrowed
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))
        if kind == "feature":
            if s.feature_used[c]:
                pygame.draw.line(surf, TEXT_DIM, (x, r.centery), (x + img.get_width(), r.centery), 2)
                tok = art.token("used_feature", (px + 2, px + 2))
                surf.blit(tok, tok.get_rect(midleft=(x + img.get_width() + 3, r.centery)))
            if c in sc.model.lit.features:
                p.blit_glow(surf, r, LIT, 5, 2)
                emblems.lit_mark(surf, r, u)
            h.features[c] = r
    # districts
    for i, r in enumerate(L.district_rects[c]):
        eff = s.districts[c][i]
        down = s.down[c][i]
        target = (c == act and s.target == i and not down)
        lit = (c, i) in sc.model.lit.districts
        pygame.draw.circle(surf, (14, 14, 16), r.center, r.w // 2 + 2)
        pygame.draw.circle(surf, (90, 84, 70) if not down else (90, 40, 30), r.center, r.w // 2 + 2, 2)
        ic = art.icon(eff, (round(r.w * 0.78), round(r.h * 0.78)))
        surf.blit(ic, ic.get_rect(center=r.center))
        if down:
            tok = art.token("destroyed_district", r.size)
            surf.blit(tok, r)
        if target:
            tok = art.token("battle_target", r.inflate(r.w // 3, r.h // 3).size)
            surf.blit(tok, tok.get_rect(center=r.center))
            # the marker covers the district: its kind (a Bomb!) stays readable in a corner badge
            bs = max(14, round(r.w * 0.6))
            badge = Rect(0, 0, bs, bs)
            badge.center = (r.right - bs // 6, r.bottom - bs // 6)
            pygame.draw.circle(surf, (226, 212, 172), badge.center, bs // 2 + 1)
            pygame.draw.circle(surf, (20, 18, 14), badge.center, bs // 2 + 1, 2)
            mini = art.icon(eff, (round(bs * 0.78), round(bs * 0.78)))
            surf.blit(mini, mini.get_rect(center=badge.center))
        if lit:
            p.blit_glow(surf, r.inflate(6, 6), LIT, r.w // 2, 3)
            emblems.lit_mark(surf, r.inflate(4, 4), u)
            arrow_marker(surf, r.centerx, r.y - round(16 * u), u)
    # strength totals of the battle
    if c == act and not destroyed:
        for side in (L.top_side, L.bottom):
            sr = L.strength_rects[(c, side)]
            val = s.city_strength(c, side)
            # in the side's shape: Moloch's toothed square, the Outpost's disc
            emblems.side_badge(surf, side, sr.center, sr.w, GOLD)
            img = outlined(str(val), round(sr.h * 0.72), TEXT)
            surf.blit(img, img.get_rect(center=(sr.centerx, sr.centery + 1)))



def _flow_chips(chips, px: int, left: int, right: int, y: int, used: bool) -> list:
    """Place text chips left to right, wrapping into rows: [(chip, rect, px)]."""
    out = []
    x = left
    h = line_height(px) + 3
    for chip in chips:
        kind, text, _, _, _, side = chip
        w = text_width(text, px) + 8
        if side is not None:
            w += max(6, px // 2) + 3
        if kind == "feature" and used:
            w += px + 5
        if x + w > right and x > left:
            x = left
            y += h + 2
        out.append((chip, Rect(x, y, min(w, right - x), h), px))
        x += w + 4
    return out


def _draw_slot(p: Painter, surf, r: Rect, u: float, side: str, lit: bool, dim: bool) -> None:
    rad = max(4, r.w // 12)
    if lit:
        surf.blit(p.plate(r.size, (*LIT, 46), rad), r)
        p.blit_glow(surf, r, LIT, rad, max(2, round(3 * u)))
        # a plus sign: the shape cue of a free, legal station
        cx, cy = r.center
        k = max(6, r.w // 6)
        w = max(3, round(5 * u))
        pygame.draw.line(surf, LIT, (cx - k, cy), (cx + k, cy), w)
        pygame.draw.line(surf, LIT, (cx, cy - k), (cx, cy + k), w)
        emblems.lit_mark(surf, r, u)
    else:
        col = (*SIDE_COL[side], 70 if not dim else 30)
        surf.blit(p.plate(r.size, (0, 0, 0, 46 if not dim else 30), rad, col, 1), r)



MODULE_WORDS = ("moduł", "module")      # the word every Module's name shares (both languages)
TAB_SQUEEZE = 0.75                      # a tab's name may be narrowed this far, never cut


def tab_name(name: str, fs: int, width: int):
    """A Module's name for its tab in ``width`` px: whole, or without the word every Module
    shares, narrowed at most to TAB_SQUEEZE; None (the tab shows no name: hover it to read the
    card) when neither fits. Never a cut name."""
    short = " ".join(w for w in name.split() if w.lower() not in MODULE_WORDS) or name
    for cand in (name, short):
        img = txt(cand, fs, TEXT)
        if img.get_width() <= width:
            return img
        if img.get_width() * TAB_SQUEEZE <= width and width > 0:
            narrow = pygame.transform.smoothscale(img, (width, img.get_height()))
            if textaudit.REC is not None:
                textaudit.note(narrow, cand, fonts.eff(fs), "table")
            return narrow
    return None


def _draw_table_card(p: Painter, surf, sc, cid: str, r: Rect, dimming: bool) -> None:
    L = sc.layout
    s = sc.state
    u = L.u
    lang = sc.lang
    lit = sc.model.lit
    m = s.module_of(cid)
    p.blit_shadow(surf, r if not m else r.union(L.module_rects[m]), u, 0.7)
    if m is not None and m not in sc.anim_hidden():
        mr = L.module_rects[m]
        surf.blit(art.game_card_face(sc.state, m, mr.size, lang, in_play=True), mr)
        # the module's tab (its visible edge): tokens, its name on one line and its bonus in a
        # badge of its own at the right; nothing overlaps the name
        ms = s.card(m).strength
        pk = L.module_peek[m]
        surf.blit(p.plate(pk.size, (44, 30, 28, 255), 4, (150, 96, 80), 1), pk)
        fs = max(12, round(pk.h * 0.66))
        x0, x1 = pk.x + 3, pk.right - 3
        if ms:
            img = outlined(f"+{ms}", fs, STRENGTH_UP)
            bb = Rect(0, 0, img.get_width() + 6, pk.h - 2)
            bb.midright = (x1 + 1, pk.centery)
            surf.blit(p.plate(bb.size, (22, 54, 20, 255), 4, (120, 200, 100), 1), bb)
            surf.blit(img, img.get_rect(center=bb.center))
            x1 = bb.x - 2
        for tok, _n in token_groups(card_tokens(s, m)):
            d = max(10, pk.h - 3)
            ti = art.token(TOKEN_FILE.get(tok, tok), (d, d))
            surf.blit(ti, ti.get_rect(midleft=(x0, pk.centery)))
            x0 += d + 2
        img = tab_name(s.card(m).name(lang), fs, max(0, x1 - x0 - 2))
        if img is not None:
            surf.blit(img, img.get_rect(midleft=(x0 + 1, pk.centery)))
        if m in lit.cards:
            p.blit_glow(surf, pk, LIT, 4, max(2, round(3 * u)))
            emblems.lit_mark(surf, pk, u)
        elif dimming:
            surf.blit(p.dim(pk.size, 150, 3), pk)
        elif m in sc.model.sources:
            pygame.draw.rect(surf, SELECT, pk, 2, border_radius=3)
    face = art.game_card_face(sc.state, cid, r.size, lang, own_strength(s, cid), in_play=True)
    surf.blit(face, r)
    groups = token_groups(card_tokens(s, cid))
    for tr_, (tok, n) in zip(token_rects(r, len(groups), u), groups):
        surf.blit(art.token(TOKEN_FILE.get(tok, tok), tr_.size), tr_)
        if n > 1:
            _count_chip(surf, tr_, n)
    if not s.ability_active(cid) and s.card(cid).trigger not in ("none",) and not s.city_destroyed[L.card_area[cid][0]]:
        # a switched-off ability: a dark band across the trigger icon
        band = Rect(r.x, r.bottom - round(r.h * 0.12), r.w, round(r.h * 0.12))
        surf.blit(p.dim(band.size, 150, 3), band)
    if cid == sc.model.selected_card():
        p.blit_glow(surf, r, SELECT, max(4, r.w // 12), max(2, round(4 * u)))
        emblems.chosen_mark(surf, r, u, radius=max(4, r.w // 12))
    elif cid in lit.cards:
        p.blit_glow(surf, r, LIT, max(4, r.w // 12), max(2, round(3 * u)))
        emblems.lit_mark(surf, r, u)
        arrow_marker(surf, r.centerx, r.y - round(14 * u) - (L.module_peek[m].h if m else 0), u)
    elif dimming:
        surf.blit(p.dim(r.size, 150, max(4, r.w // 12)), r)
    elif cid in sc.model.sources:
        # an ability that can be used now: a gold edge and a lightning badge
        pygame.draw.rect(surf, SELECT, r, 2, border_radius=max(4, r.w // 12))
        d = max(14, round(r.w * 0.3))
        ic = art.icon("instant", (d, d))
        surf.blit(ic, (r.x + 1, r.bottom - d - 1))      # inside the card: no label under it



def _count_chip(surf, tok: Rect, n: int) -> None:
    """``×n`` on a stacked token: a small dark chip at its lower left."""
    img = outlined(f"×{n}", max(11, round(tok.h * 0.5)), TEXT)
    box = img.get_rect()
    box.inflate_ip(4, 0)
    box.bottomright = (tok.x + box.w // 2, tok.bottom + 2)
    pygame.draw.rect(surf, (14, 14, 14), box, border_radius=box.h // 2)
    pygame.draw.rect(surf, GOLD, box, 1, border_radius=box.h // 2)
    surf.blit(img, img.get_rect(center=box.center))


def _draw_strips(p: Painter, surf, sc, hide) -> None:
    """Side plates, the other hand (backs), both decks and discard piles."""
    L = sc.layout
    s = sc.state
    lang = sc.lang
    u = L.u
    g = L.gap
    for side in (L.top_side, L.bottom):
        pr = L.plate[side]
        surf.blit(p.plate(pr.size, (*SIDE_DARK[side], 210), 10, SIDE_COL[side], 2), pr)
        # the side's emblem: a small card back
        ew = min(round((pr.h - g * 2) / 1.4), round(pr.w * 0.3))   # leaves room for the turn
        eh = round(ew * 1.4)
        er = Rect(pr.right - g - ew, pr.y + g, ew, eh)
        surf.blit(art.card_back(side, er.size), er)
        fs = max(14, round((19 if side == L.bottom else 17) * u))
        name = heading(side_name(side, lang), fs + 1, TEXT)
        x = pr.x + g
        surf.blit(name, (x, pr.y + g // 2))
        y = pr.y + g // 2 + name.get_height()
        # the seat: "You", "Computer" or a hot-seat player's name (the whole one in the prompt);
        # the turn at the plate's foot; on the far plate (short) in one line, narrowed if it must
        lines = fit_heading(sc.turn_short(), fs, er.x - x - g, GOLD, min_px=12,
                            one_line=side != L.bottom) if s.current_player == side else []
        turn_top = pr.bottom - g // 2 - sum(i.get_height() for i in lines)
        if side != L.bottom and y + line_height(fs) > turn_top:
            # a short plate (large text): who plays it goes beside the side's name
            nx = x + name.get_width() + g
            seat = txt_in(sc.seat_label(side), fs, er.x - g - nx, TEXT_DIM)
            surf.blit(seat, seat.get_rect(midleft=(nx, pr.y + g // 2 + name.get_height() // 2)))
        else:
            surf.blit(txt(ellipsize(sc.seat_label(side), fs, er.x - x - g), fs, TEXT_DIM), (x, y))
        if side == L.bottom:
            y += line_height(fs) + 2
            surf.blit(txt(t("cards_n", lang, n=len(s.hand_of(side))) + " · " + t("deck", lang)
                          + f" {s.deck_size(side)}", fs, TEXT_DIM), (x, y))
        yb = pr.bottom - g // 2
        for img in reversed(lines):
            surf.blit(img, img.get_rect(bottomleft=(x, yb)))
            yb -= img.get_height()
    # the other side's hand: backs (cards it is known to hold show face up)
    known = sc.known_opp_hand()
    for i, r in enumerate(L.opp_hand_rects):
        if ("opp", i) in hide.opp:
            continue
        p.blit_shadow(surf, r, u, 0.5)
        if i < len(known):
            surf.blit(art.game_card_face(sc.state, known[i], r.size, lang), r)
        else:
            surf.blit(art.card_back(L.top_side, r.size), r)
    # piles
    for side in (L.top_side, L.bottom):
        dr = L.deck_rect[side]
        n = s.deck_size(side)
        layers = min(4, (n + 7) // 8)
        if n:
            for k in range(layers, 0, -1):
                rr = dr.move(-k * 2, -k * 2)
                surf.blit(art.card_back(side, rr.size), rr)
            p.blit_shadow(surf, dr, u, 0.4)
            surf.blit(art.card_back(side, dr.size), dr)
        else:
            surf.blit(p.plate(dr.size, (10, 10, 10, 90), 6, (*SIDE_COL[side], 90), 2), dr)
        label = (t("goal.deck_label", lang) if side == MOLOCH else t("deck", lang)) \
            if side == L.bottom else None
        _count_badge(surf, dr, n, u, label)
        if side == MOLOCH and side != L.bottom:      # the Outpost's goal, next to the counter
            fs_g = max(12, round(15 * u))
            a = outlined(t("goal.deck", lang), fs_g, TEXT_DIM)
            b = outlined(t("goal.deck2", lang), fs_g, SIDE_TEXT[OUTPOST])
            x = dr.x - g * 3 - 4
            surf.blit(a, a.get_rect(bottomright=(x, dr.centery)))
            surf.blit(b, b.get_rect(topright=(x, dr.centery)))
        xr = L.discard_rect[side]
        pile = s.discard_of(side)
        if pile:
            top = pile[-1]
            p.blit_shadow(surf, xr, u, 0.4)
            surf.blit(art.game_card_face(sc.state, top, xr.size, lang), xr)
        else:
            surf.blit(p.plate(xr.size, (10, 10, 10, 90), 6, (*SIDE_COL[side], 90), 2), xr)
        _count_badge(surf, xr, len(pile), u, t("discard", lang) if side == L.bottom else None)



def _count_badge(surf, r: Rect, n: int, u: float, label: str) -> None:
    fs = max(12, round(17 * u))
    img = outlined(str(n), fs + 3, TEXT)
    w = max(img.get_width() + 10, img.get_height() + 4)
    box = Rect(0, 0, w, img.get_height() + 4)
    box.center = (r.centerx, r.bottom - box.h // 2 + 2)
    pygame.draw.rect(surf, (14, 14, 14), box, border_radius=box.h // 2)
    pygame.draw.rect(surf, GOLD, box, 1, border_radius=box.h // 2)
    surf.blit(img, img.get_rect(center=box.center))
    if label:
        lab = outlined(label, max(11, fs - 3), TEXT_DIM)
        surf.blit(lab, lab.get_rect(midbottom=(r.centerx, r.y - 1)))



# ====================================================================== the side panel
PHASE_ORDER = ("draw", "target", "moloch_attack", "outpost_attack", "moloch_modules",
               "outpost_modules", "resolution", "convoy")     # the 1st edition's; see E.phase_ladder



def draw_panel(p: Painter, surf, sc, h: StaticHits) -> None:
    L = sc.layout
    s = sc.state
    lang = sc.lang
    P = L.panel
    pad = L.pad
    surf.blit(p.plate(P.size, (*PANEL_BG, 232), 0), P)
    pygame.draw.line(surf, PANEL_EDGE, P.topleft, P.bottomleft, 2)
    # title
    act = s.active_city
    if s.is_terminal():
        title = t("game_over", lang)
    elif s.battle and act is not None:
        title = t("battle_at", lang, n=s.battle, city=E.city_name(s, act, lang))
    else:
        title = t("phase.mulligan", lang)
    img = fit_heading(title, round(L.fs_big * 0.82), L.panel_title.w, GOLD,
                      min_px=round(L.fs_big * 0.6), one_line=True)[0]
    surf.blit(img, L.panel_title.topleft)
    # phase tracker: the current phase has a marker, a plate and bold text
    cur = s.phase
    ladder = E.phase_ladder(s)      # the edition's battle flow (no target phase in the 2nd)
    for ph, r in zip(ladder, L.phase_rows):
        on = ph == cur
        done = ladder.index(cur) > ladder.index(ph) if cur in ladder else False
        if on:
            surf.blit(p.plate(r.size, (80, 64, 24, 200), 5, GOLD, 1), r)
            tri = r.h // 3
            cy = r.centery
            pygame.draw.polygon(surf, GOLD, [(r.x + 5, cy - tri), (r.x + 5, cy + tri),
                                             (r.x + 5 + tri + 2, cy)])
        col = TEXT if on else (TEXT_DIM if not done else (120, 116, 104))
        img = txt(E.phase_label(s, ph, lang), L.fs_small, col, on)
        surf.blit(img, img.get_rect(midleft=(r.x + r.h, r.centery)))
        if done:
            pygame.draw.line(surf, (120, 116, 104), (r.x + 4, r.centery), (r.x + r.h - 6, r.centery), 2)
    # prompt: who decides and what to do
    pr = L.prompt_rect
    who_col = SIDE_COL.get(s.current_player or "", GOLD)
    surf.blit(p.plate(pr.size, (30, 30, 30, 210), 8, who_col, 2), pr)
    head, body, tone = sc.prompt_texts()
    y = pr.y + pad // 2
    for img in fit_heading(head, L.fs, pr.w - pad, GOLD if tone == "you" else TEXT):
        surf.blit(img, (pr.x + pad // 2, y))
        y += img.get_height()
    y += 3
    for line in p.wrapped(body, L.fs_small, pr.w - pad, TEXT):
        if y + line.get_height() > pr.bottom - 2:
            break
        surf.blit(line, (pr.x + pad // 2, y))
        y += line.get_height() + 1
    # buttons
    for name, (label, enabled, style) in sc.buttons().items():
        r = L.btn_rects.get(name)
        if r is None or label is None:
            continue
        draw_button(p, surf, r, label, enabled, style, L.fs, hovered=False)
    # the log
    draw_log(p, surf, sc, h)



def log_entries(s, viewer: str, lang: str) -> list[tuple[str, tuple, bool]]:
    """The log as ``viewer`` may see it, in ``lang``: (text, colour, bold) per event."""
    out = []
    for ev in s.log:
        if not ev.visible(viewer) or ev.key in ("phase",):
            continue
        text = event_text(ev, s, lang)
        if ev.key == "battle":
            col, bold = GOLD, True
        elif ev.key in ("winner", "game_over", "city_down", "district_down", "tie", "tie_moloch"):
            col, bold = (255, 236, 190), True
        elif ev.args and ev.args[0] in SIDES:
            col, bold = SIDE_TEXT.get(ev.args[0], TEXT), False
        else:
            col, bold = TEXT, False
        out.append((text, col, bold))
    return out


def log_lines(entries, fs: int, width: int) -> list:
    """The log entries wrapped to ``width`` and rendered (follow-on lines indented)."""
    lines = []
    for text, col, bold in entries:
        for i, line in enumerate(twrap(text, fs, width - 6, bold)):
            lines.append(txt(("" if i == 0 else "  ") + line, fs, col, bold))
    return lines


def draw_log(p: Painter, surf, sc, h: StaticHits) -> None:
    L = sc.layout
    lr = L.log_rect
    lang = sc.lang
    surf.blit(p.plate(lr.size, (8, 9, 10, 200), 6, (70, 66, 58), 1), lr)
    head = txt(t("log", lang), L.fs_small, GOLD, True)
    surf.blit(head, (lr.x + 6, lr.y + 4))
    inner = Rect(lr.x + 6, lr.y + 8 + head.get_height(), lr.w - 12, lr.h - 12 - head.get_height())
    lines = sc.log_lines(inner.w)
    lh = line_height(L.fs_small)
    fit = max(1, inner.h // lh)
    h.log_fit = fit
    end = len(lines) - sc.log_scroll
    start = max(0, end - fit)
    y = inner.y
    for img in lines[start:end]:
        surf.blit(img, (inner.x, y))
        y += lh
    k = max(5, L.fs_small // 3)
    if sc.log_scroll > 0:      # newer lines below: a down triangle
        x, y = lr.right - 8 - k, lr.bottom - 6 - k
        pygame.draw.polygon(surf, GOLD, [(x - k, y), (x + k, y), (x, y + k)])
    if start > 0:              # older lines above: an up triangle
        x, y = lr.right - 8 - k, lr.y + 6 + k
        pygame.draw.polygon(surf, GOLD, [(x - k, y), (x + k, y), (x, y - k)])
