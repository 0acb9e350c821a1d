"""Painting primitives of the table: its colours, cached text (supersampled when small), the
:class:`Painter` (plates, glows, shadows cached per size), buttons and small markers.

Everything here only draws; it never reads or changes the game beyond what it is handed.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.ui import fonts, textaudit
from konwoj.ui.palette import swatch
from konwoj.ui.surface_cache import SurfaceCache

# the table's colours: live swatches of the active palette (konwoj.ui.palette states each one)
TEXT = swatch("text")
TEXT_DIM = swatch("text_dim")
TEXT_DARK = swatch("text_dark")
GOLD = swatch("gold")
DISABLED_TEXT = swatch("disabled_text")   # a refused button's label
LIT = swatch("lit")            # legal target (with a dashed outline, ticks and a marker)
SELECT = swatch("select")      # the chosen card or place (with a thick double outline)
WARN = swatch("warn")
SIDE_COL = {MOLOCH: swatch("moloch"), OUTPOST: swatch("outpost")}
SIDE_DARK = {MOLOCH: swatch("moloch_dark"), OUTPOST: swatch("outpost_dark")}
SIDE_TEXT = {MOLOCH: swatch("moloch_text"), OUTPOST: swatch("outpost_text")}
STRENGTH_UP = swatch("strength_up")
STRENGTH_DOWN = swatch("strength_down")
INFO = swatch("info")
RIM = swatch("rim")
PANEL_BG = swatch("table_panel")     # drawn at alpha 232
PANEL_EDGE = swatch("panel_edge")

TOKEN_FILE = {"+1": "plus1", "+2": "plus2", "-2": "minus2", "shield": "shield",
              "deactivated": "deactivated", "net": "net"}


_TXT = SurfaceCache("table.text")



SS = fonts.SS                # small text is rendered this many times larger, then scaled down



def txt(s: str, px: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text asked at ``px`` (drawn at ``fonts.eff(px)``: the player's text size),
    cached. Below 40 px it is supersampled: the default font's hinting spaces letters unevenly
    at small sizes."""
    px = fonts.eff(max(8, int(px)))
    return _txt(s, px, color, bold)


def _txt(s: str, px: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    key = (s, px, tuple(color), bold)
    img = _TXT.get(key)
    if img is None:
        img = fonts.supersampled(s, px, color, bold)
        if len(_TXT) > 6000:
            _TXT.clear()
        _TXT[key] = img
    if textaudit.REC is not None:
        textaudit.note(img, s, px, "table")
    return img



def text_width(s: str, px: int, bold: bool = False) -> int:
    """How wide :func:`txt` draws ``s`` asked at ``px``."""
    px = fonts.eff(max(8, int(px)))
    if px >= 40:
        return fonts.raw_font(px, bold).size(s)[0]
    return -(-fonts.raw_font(px * SS, bold).size(s)[0] // SS)



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
    """The line step of :func:`txt` asked at ``px``."""
    px = fonts.eff(max(8, int(px)))
    if px >= 40:
        return fonts.raw_font(px).get_linesize()
    return round(fonts.raw_font(px * SS).get_linesize() / SS)



class Painter:
    """Caches of plates, glows and shadows (per size), plus the drawing routines."""

    def __init__(self) -> None:
        self._plates = SurfaceCache("table.plates")
        self._glows = SurfaceCache("table.glows")
        self._shadows = SurfaceCache("table.shadows")
        self._dims = SurfaceCache("table.dims")
        self._lines = SurfaceCache("table.lines")

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
        key = (text, size, width, tuple(color), bold)
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



def outlined(s: str, px: int, color=TEXT, rim=RIM) -> pygame.Surface:
    """A line with a dark rim, asked at ``px`` (drawn at ``fonts.eff(px)``)."""
    return art.default_art().text(s, fonts.eff(max(8, int(px))), tuple(color),
                                  tuple(rim) if rim else None)


_HEAD = SurfaceCache("table.headings")


_HFONT: dict = {}



def _head_font(px: int):
    f = _HFONT.get(px)
    if f is None:
        path = art.NAME_FONT
        try:
            f = pygame.font.Font(str(path), px)
        except (OSError, FileNotFoundError, pygame.error):
            f = fonts.raw_font(px, True)
        _HFONT[px] = f
    return f



def heading(s: str, px: int, color=TEXT, rim=(10, 8, 6)) -> pygame.Surface:
    """A title in the cards' condensed bold face, with a dark rim (supersampled, cached), asked at
    ``px`` (drawn at ``fonts.eff(px)``)."""
    px = fonts.eff(max(9, int(px)))
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
    if textaudit.REC is not None:
        textaudit.note(img, s, px, "head")
    return img



def heading_width(s: str, px: int) -> int:
    """How wide :func:`heading` draws ``s`` without a rim."""
    px = fonts.eff(max(9, int(px)))
    k = SS if px < 40 else 1
    return round(_head_font(px * k).size(s)[0] / k)


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


def token_groups(toks) -> list[tuple[str, int]]:
    """Identical tokens stacked as one with a count: ``[("+1", 3), ("-2", 1)]`` (first-seen
    order), so several +1 tokens take one place on the card, not a column over its art."""
    out: dict[str, int] = {}
    for tok in toks:
        out[tok] = out.get(tok, 0) + 1
    return list(out.items())


def ellipsize(s: str, px: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so that it is at most ``width`` wide at ``px``."""
    if textaudit.REC is not None:
        textaudit.note_box(s, width)
    if text_width(s, px, bold) <= width:
        return s
    while s and text_width(s + "…", px, bold) > width:
        s = s[:-1]
    return textaudit.note_cut(s.rstrip() + "…") if s else ""



def arrow_marker(surf, cx, y, u, color=LIT):
    """A small downward triangle: a shape cue for lit targets (colour is never the only one)."""
    h = max(8, round(14 * u))
    pts = [(cx - h, y), (cx + h, y), (cx, y + h)]
    pygame.draw.polygon(surf, (10, 10, 10), [(x + 1, yy + 2) for x, yy in pts])
    pygame.draw.polygon(surf, color, pts)



def side_name(side: str, lang: str) -> str:
    from konwoj.i18n import tr
    return tr("side." + side, lang)



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
    # a refused button must look refused: a flat, thin-edged plate and faint type
    col = TEXT if enabled else DISABLED_TEXT
    surf.blit(p.plate(r.size, (*base, 240 if enabled else 170), 7, edge, 2 if enabled else 1), r)
    img = txt(label, fs, col, True)
    if img.get_width() > r.w - 8:
        img = txt(label, max(11, int(fs * (r.w - 8) / img.get_width())), col, True)
    surf.blit(img, img.get_rect(center=r.center))


def fit_heading(s: str, px: int, width: int, color=TEXT, min_px: int = 13,
                one_line: bool = False) -> list[pygame.Surface]:
    """``s`` as heading lines no wider than ``width``: one line at ``px`` or smaller (not below
    ``min_px``), else wrapped over lines at ``min_px`` (``one_line``: that line narrowed to the
    width). Nothing is cut off."""
    if textaudit.REC is not None:
        textaudit.note_box(s, width)
    for size in range(int(px), int(min_px) - 1, -1):
        img = heading(s, size, color)
        if img.get_width() <= width:
            return [img]
    if one_line:
        return [_narrowed(heading(s, min_px, color), s, min_px, width)]
    lines, cur = [], ""
    for word in s.split():
        trial = word if not cur else cur + " " + word
        if heading(trial, min_px, color).get_width() <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return [_narrowed(heading(line, min_px, color), line, min_px, width) for line in lines]


def _narrowed(img: pygame.Surface, s: str, px: int, width: int,
              face: str = "head") -> pygame.Surface:
    """``img`` (``s`` asked at ``px``) narrowed to ``width`` if it is wider: a text longer than
    its box is squeezed, never cut."""
    if img.get_width() <= width or width <= 0:
        return img
    out = pygame.transform.smoothscale(img, (width, img.get_height()))
    if textaudit.REC is not None:
        textaudit.note(out, s, fonts.eff(max(9 if face == "head" else 8, int(px))), face)
    return out


def txt_in(s: str, px: int, width: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    """:func:`txt`, narrowed to ``width`` if it is wider (never cut)."""
    return _narrowed(txt(s, px, color, bold), s, px, width, "table")
