"""Drawing the table: the cached static layer (background, cities, cards in play, piles, panel, log)
and the per-frame parts (hand, dragged card, zoom, overlays).

Everything here only reads the scene (``TableScene``) and the rules state; it never changes them.
Rendered pieces are cached per size (card faces in ``konwoj.art``, text in ``konwoj.ui.fonts``,
plates, glows and shadows here).
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj import art
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.rules.cards import card_key
from konwoj.ui import fonts
from konwoj.ui.table_text import t

TEXT = (236, 230, 214)
TEXT_DIM = (168, 160, 144)
TEXT_DARK = (30, 28, 24)
GOLD = (238, 196, 90)
LIT = (120, 236, 255)          # legal target (with a thick outline and a marker: never colour alone)
SELECT = (255, 214, 90)
WARN = (255, 120, 96)
SIDE_COL = {MOLOCH: (196, 58, 48), OUTPOST: (112, 164, 72)}
SIDE_DARK = {MOLOCH: (60, 20, 18), OUTPOST: (28, 44, 22)}
PANEL_BG = (18, 20, 22, 232)
PANEL_EDGE = (104, 92, 66)

TOKEN_FILE = {"+1": "plus1", "+2": "plus2", "-2": "minus2", "shield": "shield",
              "deactivated": "deactivated", "net": "net"}


_TXT: dict = {}
SS = 3                       # small text is rendered this many times larger, then scaled down


def txt(s: str, px: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text, cached. Below 40 px it is supersampled: the default font's hinting
    spaces letters unevenly at small sizes."""
    px = max(8, int(px))
    key = (s, px, tuple(color), bold)
    img = _TXT.get(key)
    if img is None:
        if px >= 40:
            img = fonts.font(px, bold).render(s, True, tuple(color))
        else:
            big = fonts.font(px * SS, bold).render(s, True, tuple(color))
            w, h = big.get_size()
            img = pygame.transform.smoothscale(big, (max(1, round(w / SS)), max(1, round(h / SS))))
        if len(_TXT) > 6000:
            _TXT.clear()
        _TXT[key] = img
    return img


def text_width(s: str, px: int, bold: bool = False) -> int:
    px = max(8, int(px))
    if px >= 40:
        return fonts.font(px, bold).size(s)[0]
    return -(-fonts.font(px * SS, bold).size(s)[0] // SS)


def twrap(s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Break ``s`` into lines no wider than ``width`` pixels (as :func:`txt` draws them)."""
    out: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if text_width(trial, px, bold) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def line_height(px: int) -> int:
    px = max(8, int(px))
    if px >= 40:
        return fonts.font(px).get_linesize()
    return round(fonts.font(px * SS).get_linesize() / SS)


class Painter:
    """Caches of plates, glows and shadows (per size), plus the drawing routines."""

    def __init__(self) -> None:
        self._plates: dict = {}
        self._glows: dict = {}
        self._shadows: dict = {}
        self._dims: dict = {}
        self._lines: dict = {}

    # ------------------------------------------------------------------ primitives
    def plate(self, size, color, radius=8, border=None, bw=2) -> pygame.Surface:
        key = (tuple(size), tuple(color), radius, tuple(border) if border else None, bw)
        s = self._plates.get(key)
        if s is None:
            w, h = max(1, int(size[0])), max(1, int(size[1]))
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(s, color, (0, 0, w, h), border_radius=radius)
            if border:
                pygame.draw.rect(s, border, (0, 0, w, h), bw, border_radius=radius)
            self._plates[key] = s
        return s

    def glow(self, size, color, radius=8, width=3) -> pygame.Surface:
        """An outline with a soft outer halo, ``width`` px thick; the surface is larger than
        ``size`` by the halo (blit it centred on the rect)."""
        key = (tuple(size), tuple(color), radius, width)
        s = self._glows.get(key)
        if s is None:
            halo = width * 3
            w, h = int(size[0]) + 2 * halo, int(size[1]) + 2 * halo
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(halo, 0, -1):
                a = int(90 * (1 - i / (halo + 1)) ** 2)
                pygame.draw.rect(s, (*color[:3], a), (halo - i, halo - i, w - 2 * (halo - i),
                                                      h - 2 * (halo - i)), 2,
                                 border_radius=radius + i)
            pygame.draw.rect(s, (*color[:3], 255), (halo, halo, int(size[0]), int(size[1])), width,
                             border_radius=radius)
            self._glows[key] = s
        return s

    def blit_glow(self, surf, rect, color, radius=8, width=3) -> None:
        g = self.glow(rect.size, color, radius, width)
        surf.blit(g, g.get_rect(center=rect.center))

    def shadow(self, size, radius=8, spread=6) -> pygame.Surface:
        key = (tuple(size), radius, spread)
        s = self._shadows.get(key)
        if s is None:
            w, h = int(size[0]) + 2 * spread, int(size[1]) + 2 * spread
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(spread, -1, -1):
                a = int(130 * (1 - i / (spread + 1)) ** 1.6 / (spread / 3 + 1))
                pygame.draw.rect(s, (0, 0, 0, a), (spread - i, spread - i, w - 2 * (spread - i),
                                                   h - 2 * (spread - i)), border_radius=radius + i)
            self._shadows[key] = s
        return s

    def blit_shadow(self, surf, rect, u, lift=1.0) -> None:
        spread = max(3, round(7 * u * lift))
        s = self.shadow(rect.size, max(4, rect.w // 14), spread)
        off = round(4 * u * lift)
        surf.blit(s, (rect.x - spread + off, rect.y - spread + off * 1.3))

    def dim(self, size, alpha=150, radius=6) -> pygame.Surface:
        key = (tuple(size), alpha, radius)
        s = self._dims.get(key)
        if s is None:
            s = pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 8, 10, alpha), s.get_rect(), border_radius=radius)
            self._dims[key] = s
        return s

    def wrapped(self, text: str, size: int, width: int, color=TEXT, bold=False) -> list:
        key = (text, size, width, color, bold)
        lines = self._lines.get(key)
        if lines is None:
            lines = [txt(line, size, color, bold) for line in twrap(text, size, width, bold)]
            if len(self._lines) > 3000:
                self._lines.clear()
            self._lines[key] = lines
        return lines

    def clear(self) -> None:
        self._plates.clear()
        self._glows.clear()
        self._shadows.clear()
        self._dims.clear()
        self._lines.clear()


def outlined(s: str, px: int, color=TEXT, rim=(12, 10, 8)) -> pygame.Surface:
    return art.default_art().text(s, max(8, int(px)), tuple(color), tuple(rim) if rim else None)


_HEAD: dict = {}
_HFONT: dict = {}


def _head_font(px: int):
    f = _HFONT.get(px)
    if f is None:
        path = art.NAME_FONT
        try:
            f = pygame.font.Font(str(path), px)
        except (OSError, FileNotFoundError, pygame.error):
            f = fonts.font(px, True)
        _HFONT[px] = f
    return f


def heading(s: str, px: int, color=TEXT, rim=(10, 8, 6)) -> pygame.Surface:
    """A title in the cards' condensed bold face, with a dark rim (supersampled, cached)."""
    px = max(9, int(px))
    key = (s, px, tuple(color), tuple(rim) if rim else None)
    img = _HEAD.get(key)
    if img is None:
        k = SS if px < 40 else 1
        f = _head_font(px * k)
        body = f.render(s, True, tuple(color))
        if rim:
            o = max(1, round(px * k / 14))
            w, h = body.get_size()
            img = pygame.Surface((w + 2 * o, h + 2 * o), pygame.SRCALPHA)
            edge = f.render(s, True, tuple(rim))
            for dx in (-o, 0, o):
                for dy in (-o, 0, o):
                    if dx or dy:
                        img.blit(edge, (o + dx, o + dy))
            img.blit(body, (o, o))
        else:
            img = body
        if k > 1:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, round(w / k)), max(1, round(h / k))))
        if len(_HEAD) > 3000:
            _HEAD.clear()
        _HEAD[key] = img
    return img


def name_of(state, cid: str, lang: str) -> str:
    return state.card(cid).name(lang)


def own_strength(state, cid: str) -> int | None:
    """The strength to print on a card in play: its own value with tokens and auras (a Module's
    bonus shows on the Module)."""
    cd = state.card(cid)
    if cd.strength is None:
        return None
    total, parts = state.strength_parts(cid)
    m = state.module_of(cid)
    if m is not None and cid not in state.netted:
        total -= state.card(m).strength or 0
    return total


def token_rects(card: Rect, n: int, u: float) -> list[Rect]:
    """Where the tokens on a card sit: a column down its right edge."""
    d = max(14, min(round(card.w * 0.34), round(30 * u)))
    out = []
    for i in range(n):
        out.append(Rect(card.right - d + d // 5, card.y + round(card.h * 0.30) + i * (d - d // 6),
                        d, d))
    return out


def card_tokens(state, cid: str) -> list[str]:
    toks = list(state.tokens_on(cid))
    if cid in state.netted:
        toks.append("net")
    return toks


# ====================================================================== the static layer
def draw_static(p: Painter, surf: pygame.Surface, sc) -> None:
    """Everything that only changes when the state, the seat or the selection changes."""
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    surf.blit(art.table_background(L.size), (0, 0))
    hide = sc.anim_hidden()
    dimming = sc.dimming()
    lit = sc.lit
    # city columns
    for c in range(5):
        _draw_city(p, surf, sc, c, hide, dimming)
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
    # whole-city targets (moves)
    for c in lit.cities:
        col = L.columns[c]
        p.blit_glow(surf, col.inflate(-4, -4), LIT, 12, max(2, round(3 * u)))
        _arrow_marker(surf, col.centerx, col.y + round(6 * u), u)
    if lit.table_zone:
        p.blit_glow(surf, L.mid.inflate(-6, -6), LIT, 14, max(2, round(3 * u)))
    _draw_strips(p, surf, sc, hide)
    draw_panel(p, surf, sc)


def _arrow_marker(surf, cx, y, u, color=LIT):
    """A small downward triangle: a shape cue for lit targets (colour is never the only one)."""
    h = max(8, round(14 * u))
    pts = [(cx - h, y), (cx + h, y), (cx, y + h)]
    pygame.draw.polygon(surf, (10, 10, 10), [(x + 1, yy + 2) for x, yy in pts])
    pygame.draw.polygon(surf, color, pts)


def _draw_city(p: Painter, surf, sc, c: int, hide, dimming: bool) -> None:
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    g = L.gap
    act = s.active_city
    destroyed = s.city_destroyed[c]
    city = s.data.cities[c]
    # the battle city stands in a warm light
    if c == act:
        col_r = L.columns[c].inflate(L.gutter, 0)
        surf.blit(p.plate(col_r.size, (255, 196, 90, 16), 14, (238, 196, 90, 60), 1), col_r)
    # station areas: side-tinted plates with the station count
    for side in (L.top_side, L.bottom):
        a = L.areas[(c, side)]
        col = SIDE_DARK[side]
        alpha = 84 if c == act else (30 if destroyed else 52)
        ar = a.rect.inflate(-2, -6)
        surf.blit(p.plate(ar.size, (*col, alpha), 10), ar)
        if destroyed:
            continue
        label = t("stations", lang, used=a.used, limit=a.limit)
        img = txt(label, max(12, round(15 * u)), TEXT_DIM if c != act else (214, 204, 180))
        if a.top:
            surf.blit(img, (ar.x + g, ar.y + g // 2))
        else:
            surf.blit(img, img.get_rect(bottomleft=(ar.x + g, ar.bottom - g // 2)))
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
    _draw_board_texts(p, surf, sc, c)
    if dimming and not (c in sc.lit.cities or any(dc == c for dc, _ in sc.lit.districts)
                        or c in sc.lit.features):
        surf.blit(p.dim(b.size, 120, 6), b)


def _draw_board_texts(p: Painter, surf, sc, c: int) -> None:
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    g = L.gap
    b = L.boards[c]
    act = s.active_city
    city = s.data.cities[c]
    destroyed = s.city_destroyed[c]
    left = b.x + g
    if c == act and not destroyed:
        left = L.strength_rects[(c, L.bottom)].right + g
    # number and name
    fs = max(13, round(20 * u))
    num = heading(str(city.number), fs, GOLD if c == act else TEXT_DIM)
    surf.blit(num, (left, b.y + g // 2))
    name = heading(city.name(lang), fs, TEXT)
    surf.blit(name, (left + num.get_width() + g, b.y + g // 2))
    y = b.y + g // 2 + name.get_height()
    small = max(12, round(15 * u))
    # status tag
    name_right = left + num.get_width() + g + name.get_width()
    if destroyed:
        tag = heading(t("city.destroyed", lang), max(13, round(20 * u)), WARN)
        tr_ = tag.get_rect(center=(b.centerx, (y + L.district_rects[c][0].y) // 2))
        surf.blit(p.plate(tr_.inflate(12, 4).size, (30, 8, 6, 190), 4, WARN, 1), tr_.inflate(12, 4))
        surf.blit(tag, tr_)
    elif c == act:
        tag = heading(t("city.active", lang), small, GOLD)
        if name_right + g + tag.get_width() < b.right - g:
            surf.blit(tag, tag.get_rect(topright=(b.right - g, b.y + g // 2 + 2)))
    # feature (with a used marker: a struck line plus the check token)
    feat = city.feature if not destroyed else None
    if destroyed:
        sc.feature_hit.pop(c, None)
    if feat:
        ftxt = t("feature.short." + feat, lang)
        used = s.feature_used[c]
        col = TEXT_DIM if used else (220, 236, 200)
        img = outlined(ftxt, small, col)
        fy = y + 1
        fx = left
        chip = Rect(fx - 3, fy - 2, img.get_width() + 6 + (small + 4 if used else 0), img.get_height() + 4)
        lit_feat = c in sc.lit.features
        surf.blit(p.plate(chip.size, (20, 30, 20, 170) if not used else (20, 20, 20, 160), 5,
                          LIT if lit_feat else None, 2), chip)
        surf.blit(img, (fx, fy))
        if used:
            pygame.draw.line(surf, TEXT_DIM, (fx, fy + img.get_height() // 2),
                             (fx + img.get_width(), fy + img.get_height() // 2), 2)
            tok = art.token("used_feature", (small + 2, small + 2))
            surf.blit(tok, (fx + img.get_width() + 3, fy - 1))
        if lit_feat:
            p.blit_glow(surf, chip, LIT, 5, 2)
        sc.feature_hit[c] = chip
        y = chip.bottom + 1
    else:
        sc.feature_hit.pop(c, None)
    # victory effects, one short line: Moloch's and the Outpost's
    vm = t("victory.short." + city.victory[MOLOCH], lang)
    vo = t("victory.short." + city.victory[OUTPOST], lang)
    vx = left
    for side, vtext in (((MOLOCH, vm), (OUTPOST, vo)) if not destroyed else ()):
        dot = max(6, small // 2)
        pygame.draw.circle(surf, SIDE_COL[side], (vx + dot // 2, y + small // 2), dot // 2)
        img = outlined(vtext, small - 1, TEXT)
        surf.blit(img, (vx + dot + 3, y))
        vx += dot + 3 + img.get_width() + g
    # districts
    for i, r in enumerate(L.district_rects[c]):
        eff = s.districts[c][i]
        down = s.down[c][i]
        target = (c == act and s.target == i and not down)
        lit = (c, i) in sc.lit.districts
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
        if lit:
            p.blit_glow(surf, r.inflate(6, 6), LIT, r.w // 2, 3)
            _arrow_marker(surf, r.centerx, r.y - round(16 * u), u)
    # strength totals of the battle
    if c == act and not destroyed:
        for side in (L.top_side, L.bottom):
            sr = L.strength_rects[(c, side)]
            val = s.city_strength(c, side)
            pygame.draw.circle(surf, (12, 12, 12), sr.center, sr.w // 2 + 2)
            pygame.draw.circle(surf, SIDE_COL[side], sr.center, sr.w // 2)
            pygame.draw.circle(surf, GOLD, sr.center, sr.w // 2, 2)
            img = outlined(str(val), round(sr.h * 0.72), TEXT)
            surf.blit(img, img.get_rect(center=(sr.centerx, sr.centery + 1)))


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
    else:
        col = (*SIDE_COL[side], 70 if not dim else 30)
        surf.blit(p.plate(r.size, (0, 0, 0, 46 if not dim else 30), rad, col, 1), r)


def _draw_table_card(p: Painter, surf, sc, cid: str, r: Rect, dimming: bool) -> None:
    L = sc.layout
    s = sc.match.state
    u = L.u
    lang = sc.lang
    lit = sc.lit
    m = s.module_of(cid)
    p.blit_shadow(surf, r if not m else r.union(L.module_rects[m]), u, 0.7)
    if m is not None and m not in sc.anim_hidden():
        mr = L.module_rects[m]
        surf.blit(art.card_face(card_key(m), mr.size, lang), mr)
        # the module's bonus in plain text on its visible edge
        ms = s.card(m).strength
        pk = L.module_peek[m]
        if ms:
            img = outlined(f"+{ms}", max(12, round(pk.h * 0.8)), (150, 255, 140))
            surf.blit(img, img.get_rect(midright=(pk.right - 3, pk.centery + 1)))
        for i, tok in enumerate(card_tokens(s, m)):
            d = max(12, pk.h - 2)
            ti = art.token(TOKEN_FILE.get(tok, tok), (d, d))
            surf.blit(ti, (pk.x + 3 + i * (d + 2), pk.y + 1))
        if m in lit.cards:
            p.blit_glow(surf, pk, LIT, 4, max(2, round(3 * u)))
        elif dimming:
            surf.blit(p.dim(pk.size, 150, 3), pk)
        elif m in sc.sources:
            pygame.draw.rect(surf, SELECT, pk, 2, border_radius=3)
    face = art.card_face(card_key(cid), r.size, lang, own_strength(s, cid))
    surf.blit(face, r)
    toks = card_tokens(s, cid)
    for tr_, tok in zip(token_rects(r, len(toks), u), toks):
        surf.blit(art.token(TOKEN_FILE.get(tok, tok), tr_.size), tr_)
    if not s.ability_active(cid) and s.card(cid).trigger not in ("none",) and not s.city_destroyed[L.card_area[cid][0]]:
        # a switched-off ability: a dark band across the trigger icon
        band = Rect(r.x, r.bottom - round(r.h * 0.12), r.w, round(r.h * 0.12))
        surf.blit(p.dim(band.size, 150, 3), band)
    if cid == sc.selected_card():
        p.blit_glow(surf, r, SELECT, max(4, r.w // 12), max(2, round(4 * u)))
    elif cid in lit.cards:
        p.blit_glow(surf, r, LIT, max(4, r.w // 12), max(2, round(3 * u)))
        _arrow_marker(surf, r.centerx, r.y - round(14 * u) - (L.module_peek[m].h if m else 0), u)
    elif dimming:
        surf.blit(p.dim(r.size, 150, max(4, r.w // 12)), r)
    elif cid in sc.sources:
        # an ability that can be used now: a gold edge and a lightning badge
        pygame.draw.rect(surf, SELECT, r, 2, border_radius=max(4, r.w // 12))
        d = max(14, round(r.w * 0.3))
        ic = art.icon("instant", (d, d))
        surf.blit(ic, (r.x - d // 4, r.bottom - d + d // 4))


def _draw_strips(p: Painter, surf, sc, hide) -> None:
    """Side plates, the other hand (backs), both decks and discard piles."""
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    g = L.gap
    for side in (L.top_side, L.bottom):
        pr = L.plate[side]
        surf.blit(p.plate(pr.size, (*SIDE_DARK[side], 210), 10, SIDE_COL[side], 2), pr)
        # the side's emblem: a small card back
        eh = pr.h - g * 2
        ew = round(eh / 1.4)
        er = Rect(pr.right - g - ew, pr.y + g, ew, eh)
        surf.blit(art.card_back(side, er.size), er)
        fs = max(14, round((19 if side == L.bottom else 17) * u))
        name = heading(_side_name(side, lang), fs + 1, TEXT)
        x = pr.x + g
        surf.blit(name, (x, pr.y + g // 2))
        y = pr.y + g // 2 + name.get_height()
        surf.blit(txt(sc.seat_label(side), fs, TEXT_DIM), (x, y))
        if side == L.bottom:
            y += line_height(fs) + 2
            surf.blit(txt(t("cards_n", lang, n=len(s.hand_of(side))) + " · " + t("deck", lang)
                          + f" {s.deck_size(side)}", fs, TEXT_DIM), (x, y))
        if s.current_player == side:
            img = heading(sc.turn_word(), fs, GOLD)
            if img.get_width() > er.x - x - g:
                img = heading(sc.turn_word(), round(fs * 0.85), GOLD)
            surf.blit(img, img.get_rect(bottomleft=(x, pr.bottom - g // 2)))
    # the other side's hand: backs (cards it is known to hold show face up)
    known = sc.known_opp_hand()
    for i, r in enumerate(L.opp_hand_rects):
        if ("opp", i) in hide.opp:
            continue
        p.blit_shadow(surf, r, u, 0.5)
        if i < len(known):
            surf.blit(art.card_face(card_key(known[i]), r.size, lang), r)
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
        _count_badge(surf, dr, n, u, t("deck", lang) if side == L.bottom else None)
        xr = L.discard_rect[side]
        pile = s.discard_of(side)
        if pile:
            top = pile[-1]
            p.blit_shadow(surf, xr, u, 0.4)
            surf.blit(art.card_face(card_key(top), xr.size, lang), xr)
        else:
            surf.blit(p.plate(xr.size, (10, 10, 10, 90), 6, (*SIDE_COL[side], 90), 2), xr)
        _count_badge(surf, xr, len(pile), u, t("discard", lang) if side == L.bottom else None)


def _side_name(side: str, lang: str) -> str:
    from konwoj.i18n import tr
    return tr("side." + side, lang)


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
               "outpost_modules", "resolution", "convoy")


def draw_panel(p: Painter, surf, sc) -> None:
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    P = L.panel
    pad = L.pad
    surf.blit(p.plate(P.size, PANEL_BG, 0), P)
    pygame.draw.line(surf, PANEL_EDGE, P.topleft, P.bottomleft, 2)
    # title
    act = s.active_city
    if s.is_terminal():
        title = t("game_over", lang)
    elif s.battle and act is not None:
        title = t("battle_at", lang, n=s.battle, city=s.data.cities[act].name(lang))
    else:
        title = t("phase.mulligan", lang)
    img = heading(title, round(L.fs_big * 0.82), GOLD)
    if img.get_width() > L.panel_title.w:
        img = heading(title, round(L.fs_big * 0.68), GOLD)
    surf.blit(img, L.panel_title.topleft)
    # phase tracker: the current phase has a marker, a plate and bold text
    cur = s.phase
    for ph, r in zip(PHASE_ORDER, L.phase_rows):
        on = ph == cur
        done = PHASE_ORDER.index(cur) > PHASE_ORDER.index(ph) if cur in PHASE_ORDER else False
        if on:
            surf.blit(p.plate(r.size, (80, 64, 24, 200), 5, GOLD, 1), r)
            tri = r.h // 3
            cy = r.centery
            pygame.draw.polygon(surf, GOLD, [(r.x + 5, cy - tri), (r.x + 5, cy + tri),
                                             (r.x + 5 + tri + 2, cy)])
        col = TEXT if on else (TEXT_DIM if not done else (120, 116, 104))
        img = txt(t("phase." + ph, lang), L.fs_small, col, on)
        surf.blit(img, img.get_rect(midleft=(r.x + r.h, r.centery)))
        if done:
            pygame.draw.line(surf, (120, 116, 104), (r.x + 4, r.centery), (r.x + r.h - 6, r.centery), 2)
    # prompt: who decides and what to do
    pr = L.prompt_rect
    who_col = SIDE_COL.get(s.current_player or "", GOLD)
    surf.blit(p.plate(pr.size, (30, 30, 30, 210), 8, who_col, 2), pr)
    head, body, tone = sc.prompt_texts()
    y = pr.y + pad // 2
    img = heading(head, L.fs, GOLD if tone == "you" else TEXT)
    surf.blit(img, (pr.x + pad // 2, y))
    y += img.get_height() + 3
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
    draw_log(p, surf, sc)


def draw_button(p: Painter, surf, r: Rect, label: str, enabled: bool, style: str, fs: int,
                hovered: bool) -> None:
    if style == "primary":
        base = (146, 110, 36) if enabled else (60, 56, 48)
        edge = GOLD if enabled else (90, 86, 76)
    elif style == "danger":
        base = (120, 44, 34) if enabled else (60, 50, 48)
        edge = WARN if enabled else (90, 80, 76)
    else:
        base = (52, 58, 60) if enabled else (40, 42, 44)
        edge = (150, 150, 140) if enabled else (80, 80, 78)
    if hovered and enabled:
        base = tuple(min(255, c + 28) for c in base)
    surf.blit(p.plate(r.size, (*base, 240), 7, edge, 2), r)
    img = txt(label, fs, TEXT if enabled else TEXT_DIM, True)
    if img.get_width() > r.w - 8:
        img = txt(label, max(11, int(fs * (r.w - 8) / img.get_width())), TEXT if enabled else TEXT_DIM, True)
    surf.blit(img, img.get_rect(center=r.center))


def draw_log(p: Painter, surf, sc) -> None:
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
    sc.log_fit = fit
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


# ====================================================================== per-frame parts
def draw_hand(p: Painter, surf, sc) -> None:
    """The seated side's hand, fanned along the bottom; the hovered or selected card rises."""
    L = sc.layout
    s = sc.match.state
    u = L.u
    lang = sc.lang
    hidden = sc.hands_hidden()
    hide = sc.anim_hidden()
    drag = sc.drag_card()
    sel = sc.selected_card()
    lift_for = sc.lifted_hand_card()
    lift = sc.hand_lift()
    dimming = sc.dimming()
    for cid, r in L.hand_rects:
        if cid == drag or cid in hide:
            continue
        rr = r.move(0, -lift) if cid == lift_for else r
        p.blit_shadow(surf, rr, u, 0.6 if cid != lift_for else 1.2)
        if hidden:
            surf.blit(art.card_back(L.bottom, rr.size), rr)
            continue
        surf.blit(art.card_face(card_key(cid), rr.size, lang), rr)
        rad = max(4, rr.w // 12)
        if cid == sel:
            p.blit_glow(surf, rr, SELECT, rad, max(3, round(4 * u)))
        elif sc.lit.hand_has(s, cid):
            p.blit_glow(surf, rr, LIT, rad, max(2, round(3 * u)))
            _arrow_marker(surf, rr.centerx, rr.y - round(16 * u), u)
        elif dimming:
            surf.blit(p.dim(rr.size, 140, rad), rr)
        elif cid in sc.sources:
            # playable now: a gold top edge (and the card rises a little on hover)
            pygame.draw.rect(surf, SELECT, rr, 2, border_radius=rad)
    if hidden and L.hand_rects:
        r0 = L.hand_zone
        img = txt(t("handoff.resolution", lang), max(13, round(17 * u)), TEXT)
        box = img.get_rect(midbottom=(r0.centerx, r0.y - L.gap))
        surf.blit(p.plate(box.inflate(16, 8).size, (16, 16, 18, 220), 6, GOLD, 1), box.inflate(16, 8))
        surf.blit(img, box)


def draw_drag(p: Painter, surf, sc) -> None:
    cid = sc.drag_card()
    if not cid:
        return
    L = sc.layout
    u = L.u
    w, h = L.hand_card
    pos = sc.drag_pos()
    off = sc.drag_offset()
    r = Rect(pos[0] - off[0], pos[1] - off[1], w, h)
    p.blit_shadow(surf, r, u, 2.0)
    surf.blit(art.card_face(card_key(cid), (w, h), sc.lang), r)
    ok = sc.drop_would_work(pos)
    col = LIT if ok else (200, 200, 200)
    p.blit_glow(surf, r, col, max(4, w // 12), max(2, round(3 * u)))


def zoom_size(L) -> tuple[int, int]:
    w = max(250, round(290 * L.u))
    h = min(round(w * 1.4), L.size[1] - 2 * L.gap)
    return (round(h / 1.4), h)


def draw_zoom(p: Painter, surf, sc) -> None:
    """The card under the mouse (or right-clicked), large with its full text and, for a card in
    play, where its current strength comes from."""
    z = sc.zoom_target()
    if z is None:
        return
    cid, anchor, in_play = z
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    W, H = L.size
    zw, zh = zoom_size(L)
    info = zoom_lines(s, cid, lang) if in_play else []
    fs = max(14, round(18 * u))
    lines = []
    iw = max(220, round(250 * u))
    for text, col in info:
        lines += [(img, col) for img in p.wrapped(text, fs, iw - 16, col)]
    ih = sum(img.get_height() + 2 for img, _ in lines) + 14 if lines else 0
    total_w = zw + (iw + L.gap if lines else 0)
    # a hand card: above the hand; a card in play: beside it, on the side with more room
    if anchor.bottom > L.bottom_strip.y + L.gap * 2:
        x = anchor.centerx - zw // 2
        y = max(L.gap, anchor.y - zh - L.gap * 2)
    else:
        if anchor.centerx < L.table.centerx:
            x = anchor.right + L.gap * 2
        else:
            x = anchor.x - L.gap * 2 - total_w
        y = max(L.gap, min(anchor.centery - zh // 2, H - zh - L.gap))
    x = max(L.gap, min(x, L.table.right - total_w - L.gap))
    zr = Rect(x, y, zw, zh)
    p.blit_shadow(surf, zr, u, 2.5)
    surf.blit(art.card_face(card_key(cid), (zw, zh), lang, own_strength(s, cid) if in_play else None), zr)
    if lines:
        ir = Rect(zr.right + L.gap, zr.y, iw, ih)
        surf.blit(p.plate(ir.size, (16, 16, 18, 236), 8, GOLD, 1), ir)
        yy = ir.y + 7
        for img, _ in lines:
            surf.blit(img, (ir.x + 8, yy))
            yy += img.get_height() + 2


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
            col = TEXT if src == "printed" else ((150, 240, 130) if amount > 0 else WARN)
            out.append((label, col))
    m = s.module_of(cid)
    if m:
        out.append((t("zoom.module", lang, name=s.card(m).name(lang)), TEXT))
    toks = [t("token." + x, lang) for x in card_tokens(s, cid)]
    if toks:
        out.append((t("zoom.tokens", lang, list=", ".join(toks)), TEXT))
    if cd.type == "robot" and s.is_immune(cid):
        out.append((t("zoom.immune", lang), (150, 200, 255)))
    if cid in s.netted:
        out.append((t("zoom.netted", lang), WARN))
    elif cd.trigger != "none" and not s.ability_active(cid):
        out.append((t("zoom.inactive", lang), WARN))
    if cid in s.once_used:
        out.append((t("zoom.used", lang), TEXT_DIM))
    return out


def draw_board_info(p: Painter, surf, sc, c: int) -> None:
    """Hovering a city board: everything about the city in words."""
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    city = s.data.cities[c]
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
        rows.append((f"  {i + 1}. {t('district.' + eff, lang)}{suffix}",
                     TEXT_DIM if s.down[c][i] else TEXT, False))
    rows.append((t("city.stations", lang, m=s.station_limit(c, MOLOCH),
                   o=s.station_limit(c, OUTPOST)), TEXT, False))
    if city.feature:
        ftext = t("feature." + city.feature, lang, n=s.feature_cost(c))
        if s.feature_used[c]:
            ftext += f" ({t('city.used', lang)})"
        rows.append((ftext, TEXT_DIM if s.feature_used[c] else TEXT, False))
    else:
        rows.append((t("city.no_feature", lang), TEXT_DIM, False))
    rows.append((t("city.victory", lang) + ":", TEXT, True))
    rows.append(("  " + t("victory." + city.victory[MOLOCH], lang), SIDE_COL[MOLOCH], False))
    rows.append(("  " + t("victory." + city.victory[OUTPOST], lang), (150, 200, 110), False))
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


def draw_tooltip(p: Painter, surf, sc, text: str, anchor: Rect) -> None:
    L = sc.layout
    fs = max(14, round(17 * L.u))
    img = txt(text, fs, TEXT)
    r = Rect(0, 0, img.get_width() + 16, img.get_height() + 10)
    r.midbottom = (anchor.centerx, anchor.y - 4)
    if r.y < 0:
        r.midtop = (anchor.centerx, anchor.bottom + 4)
    r.x = max(4, min(r.x, L.size[0] - r.w - 4))
    surf.blit(p.plate(r.size, (16, 16, 18, 236), 6, GOLD, 1), r)
    surf.blit(img, (r.x + 8, r.y + 5))


def draw_toast(p: Painter, surf, sc, text: str) -> None:
    L = sc.layout
    fs = max(15, round(20 * L.u))
    lines = p.wrapped(text, fs, round(L.table.w * 0.5), TEXT, True)
    w = max(i.get_width() for i in lines) + 36
    h = sum(i.get_height() + 2 for i in lines) + 18
    r = Rect(0, 0, w, h)
    r.midbottom = (L.table.centerx, L.bottom_strip.y - L.gap * 2)
    surf.blit(p.plate(r.size, (60, 22, 18, 235), 10, WARN, 2), r)
    # a warning sign drawn as a shape: the message is not only colour
    k = max(6, fs // 2)
    cx, cy = r.x + 14, r.centery
    pygame.draw.polygon(surf, WARN, [(cx, cy - k), (cx + k, cy + k), (cx - k, cy + k)])
    y = r.y + 9
    for img in lines:
        surf.blit(img, img.get_rect(midtop=(r.centerx + 8, y)))
        y += img.get_height() + 2


def draw_card_row_panel(p: Painter, surf, sc, title: str, cards: list[str], lit: set,
                        hit_out: dict, scroll: int = 0) -> Rect:
    """A centred panel showing ``cards`` face up (discard pile, Iron Gate reveal). Fills
    ``hit_out`` with card id -> rect for clicks and hover."""
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
    hit_out.clear()
    first = scroll * cols
    for i, cid in enumerate(cards[first:first + rows_shown * cols]):
        row, col = divmod(i, cols)
        cr = Rect(r.x + 2 * g + col * (cw + g), y0 + row * (ch + g), cw, ch)
        surf.blit(art.card_face(card_key(cid), (cw, ch), lang), cr)
        hit_out[cid] = cr
        if cid in lit:
            p.blit_glow(surf, cr, LIT, max(4, cw // 12), 3)
            _arrow_marker(surf, cr.centerx, cr.y - round(14 * u), u)
    if not cards:
        img = txt(t("empty", lang), fs, TEXT_DIM)
        surf.blit(img, img.get_rect(center=(r.centerx, y0 + ch // 2)))
    return r


def draw_resolution(p: Painter, surf, sc, res, now: float) -> dict:
    """The battle resolution: both sides' strength built up card by card (thumbnail, name, where
    the strength comes from), the totals, the winner and the effects in order. Returns the hit
    rects (the Continue button)."""
    L = sc.layout
    u = L.u
    lang = sc.lang
    g = L.gap
    area = L.table
    W, H = L.size
    w = min(area.w - 4 * g, max(660, round(1040 * u)))
    fs = max(15, round(19 * u))
    fss = max(13, round(16 * u))
    fsb = max(20, round(30 * u))
    tw_ = max(34, round(50 * u))
    th_ = round(tw_ * 1.4)
    row_h = th_ + g
    shown = res.shown(now)
    rows_max = max(len(res.rows[res.left]), len(res.rows[res.right]), 1)
    colw = (w - 6 * g) // 2
    eff_lines = []
    if res.winner_shown(now):
        for text in res.effects:
            eff_lines += p.wrapped("- " + text, fss, w - 6 * g, TEXT)
    head_h = round(fsb * 1.3) + round(fs * 1.5) + g
    tot_h = round(fsb * 1.5) + g
    win_h = round(fsb * 1.5) + g if res.winner_shown(now) else 0
    eff_h = (line_height(fss) * (len(eff_lines) + 1) + g) if eff_lines else 0
    btn_h = round(fs * 2.1)
    h = head_h + rows_max * row_h + tot_h + win_h + eff_h + btn_h + 4 * g
    h = min(h, H - 2 * g)
    r = Rect(0, 0, w, h)
    r.centerx = area.centerx
    r.centery = L.mid.centery
    r.y = max(g, min(r.y, H - h - g))
    surf.blit(p.dim(L.size, 120, 0), (0, 0))
    p.blit_shadow(surf, r, u, 2.5)
    surf.blit(p.plate(r.size, (16, 16, 18, 248), 12, GOLD, 2), r)
    title = heading(t("res.title", lang, n=res.battle, city=res.city_name), round(fsb * 0.85), GOLD)
    surf.blit(title, title.get_rect(midtop=(r.centerx, r.y + g)))
    y0 = r.y + round(fsb * 1.3) + g
    for k, side in enumerate((res.left, res.right)):
        x = r.x + 2 * g + k * (colw + 2 * g)
        head = heading(_side_name(side, lang), fs + 1, tuple(min(255, c + 40) for c in SIDE_COL[side]))
        surf.blit(head, (x, y0))
        y = y0 + round(fs * 1.5)
        rows = res.rows[side]
        if not rows:
            surf.blit(txt(t("res.none", lang), fs, TEXT_DIM), (x, y + g))
        running = 0
        for i, (cid, name, parts, total) in enumerate(rows):
            if i >= shown[side]:
                break
            running += total
            rr = Rect(x, y + i * row_h, colw, th_)
            surf.blit(p.plate(rr.size, (*SIDE_DARK[side], 150), 6), rr)
            surf.blit(art.card_face(card_key(cid), (tw_, th_), lang), rr.topleft)
            tx = rr.x + tw_ + g
            tot = outlined(str(total), fsb, TEXT)
            surf.blit(tot, tot.get_rect(midright=(rr.right - g, rr.centery)))
            maxw = rr.right - g * 2 - tot.get_width() - tx
            surf.blit(txt(name, fs, TEXT, True), (tx, rr.y + g // 2))
            yy = rr.y + g // 2 + line_height(fs)
            for line in twrap(parts, fss, maxw)[:2]:
                surf.blit(txt(line, fss, TEXT_DIM), (tx, yy))
                yy += line_height(fss)
        yt = y + rows_max * row_h + g // 2
        pygame.draw.line(surf, (110, 100, 80), (x, yt), (x + colw, yt), 2)
        surf.blit(txt(t("res.total", lang), fs, TEXT_DIM, True), (x, yt + g))
        done = shown[side] >= len(rows)
        val = outlined(str(res.totals[side] if done else running), fsb + 6,
                       GOLD if res.winner == side and res.winner_shown(now) else TEXT)
        surf.blit(val, val.get_rect(topright=(x + colw - g, yt + g // 2)))
    y = y0 + round(fs * 1.5) + rows_max * row_h + tot_h + g
    if res.winner_shown(now):
        if res.winner:
            msg = t("res.wins", lang, side=_side_name(res.winner, lang))
            col = tuple(min(255, c + 60) for c in SIDE_COL[res.winner])
        else:
            msg = t("res.tie", lang)
            col = TEXT
        img = heading(msg, round(fsb * 0.9), col)
        surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += win_h
        if eff_lines:
            surf.blit(txt(t("res.effects", lang), fs, GOLD, True), (r.x + 3 * g, y))
            y += line_height(fss) + 2
            for img in eff_lines:
                if y > r.bottom - btn_h - 2 * g:
                    break
                surf.blit(img, (r.x + 3 * g, y))
                y += line_height(fss)
    bw = max(160, round(220 * u))
    br = Rect(r.right - bw - 2 * g, r.bottom - btn_h - g, bw, btn_h)
    hint = txt(t("res.skip", lang), fss, TEXT_DIM)
    surf.blit(hint, hint.get_rect(midleft=(r.x + 2 * g, br.centery)))
    draw_button(p, surf, br, t("btn.continue", lang), True, "primary", fs, br.collidepoint(sc.mouse))
    return {"continue": br}


def draw_cover(p: Painter, surf, sc, side: str) -> dict:
    """The hand-off cover (until the shell's hand-off scene exists): nothing of the game shows."""
    W, H = surf.get_size()
    u = min(W / 1920, H / 1080)
    lang = sc.lang
    surf.fill((14, 14, 16))
    bg = art.table_background((W, H))
    surf.blit(bg, (0, 0))
    surf.blit(p.dim((W, H), 200, 0), (0, 0))
    back = art.card_back(side, (round(200 * u), round(280 * u)))
    br = back.get_rect(center=(W // 2, H // 2 - round(120 * u)))
    surf.blit(back, br)
    t1 = outlined(t("handoff.title", lang), max(24, round(46 * u)), GOLD)
    surf.blit(t1, t1.get_rect(midtop=(W // 2, br.bottom + round(24 * u))))
    t2 = outlined(t("handoff.to", lang, side=_side_name(side, lang)), max(20, round(34 * u)), TEXT)
    surf.blit(t2, t2.get_rect(midtop=(W // 2, br.bottom + round(84 * u))))
    fs = max(15, round(20 * u))
    y = br.bottom + round(136 * u)
    for img in p.wrapped(t("handoff.hint", lang, side=_side_name(side, lang)), fs, round(W * 0.5), TEXT_DIM):
        surf.blit(img, img.get_rect(midtop=(W // 2, y)))
        y += img.get_height() + 2
    bw, bh = max(200, round(280 * u)), max(40, round(56 * u))
    r = Rect(0, 0, bw, bh)
    r.midtop = (W // 2, y + round(24 * u))
    draw_button(p, surf, r, t("btn.ready", lang), True, "primary", max(16, round(22 * u)),
                r.collidepoint(sc.mouse))
    return {"ready": r}


def draw_game_over(p: Painter, surf, sc) -> dict:
    L = sc.layout
    s = sc.match.state
    lang = sc.lang
    u = L.u
    W, H = L.size
    surf.blit(p.dim((W, H), 140, 0), (0, 0))
    w, h = max(520, round(760 * u)), max(220, round(300 * u))
    r = Rect(0, 0, w, h)
    r.center = L.table.center
    p.blit_shadow(surf, r, u, 2.5)
    surf.blit(p.plate(r.size, (16, 16, 18, 246), 12, GOLD, 2), r)
    win = s.winner or MOLOCH
    t1 = outlined(t("over.title", lang, side=_side_name(win, lang)), max(24, round(42 * u)), GOLD)
    surf.blit(t1, t1.get_rect(midtop=(r.centerx, r.y + round(30 * u))))
    reason = t("over.reason." + (s.end_reason or "new_york_held"), lang)
    t2 = txt(reason, max(16, round(24 * u)), TEXT)
    surf.blit(t2, t2.get_rect(midtop=(r.centerx, r.y + round(100 * u))))
    bw, bh = max(220, round(300 * u)), max(40, round(56 * u))
    br = Rect(0, 0, bw, bh)
    br.midbottom = (r.centerx, r.bottom - round(26 * u))
    draw_button(p, surf, br, t("over.back", lang), True, "primary", max(16, round(22 * u)),
                br.collidepoint(sc.mouse))
    return {"back": br}
