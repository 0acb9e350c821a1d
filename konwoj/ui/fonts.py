"""Fonts and rendered text, cached: text is rendered once per (string, size, colour, bold); small
sizes are drawn supersampled, so letters are evenly spaced (see ``SmoothFont``).

pygame's default font (freesansbold) has every Polish letter (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from konwoj.ui import textaudit
from konwoj.ui.surface_cache import cached_surface


SS = 4              # small text is drawn this many times larger, then scaled down
SS_BELOW = 40      # ... below this size in pixels

# Why: at small sizes FreeType hints every glyph to whole pixels, so the gaps between letters
# round unevenly ("gracz y", "Konty nuuj", "ra z"). Drawn large and scaled down, the advances
# keep their true proportions. ``size`` measures the same way ``render`` draws.


class SmoothFont:
    """The default font at ``size``: renders and measures small text supersampled (see above);
    everything else (line size, ascent, metrics) comes from the font at its own size."""

    def __init__(self, size: int, bold: bool = False):
        self.px = size
        self.bold = bold
        self._small = pygame.font.Font(None, size)
        self._small.set_bold(bold)
        self._big = None
        if size < SS_BELOW:
            # the default face is already a bold one: "bold" thickens its strokes a little
            # (three copies half a pixel apart) instead of the library's synthetic bold, which
            # widens every advance and runs letters together ("Zacznij" read "Zacznj")
            self._big = pygame.font.Font(None, size * SS)

    def _extra(self) -> int:
        return 2 if self.bold else 0

    def size(self, s: str) -> tuple[int, int]:
        if self._big is None:
            return self._small.size(s)
        return -(-(self._big.size(s)[0] + self._extra()) // SS), self._small.get_height()

    def render(self, s: str, antialias=True, color=(235, 230, 215), background=None):
        if self._big is None or not s:
            return self._small.render(s, antialias, color, background)
        big = self._big.render(s, True, color)
        if self.bold:
            thick = pygame.Surface((big.get_width() + self._extra(), big.get_height()),
                                   pygame.SRCALPHA)
            for dx in range(self._extra() + 1):
                thick.blit(big, (dx, 0))
            big = thick
        w, h = self.size(s)
        img = pygame.transform.smoothscale(big, (max(1, w), max(1, h)))
        if background is not None:
            out = pygame.Surface(img.get_size())
            out.fill(background)
            out.blit(img, (0, 0))
            return out
        return img

    def __getattr__(self, name):
        return getattr(self._small, name)


# The player's text size (settings ``text_scale``) and the window's readable floor: every text
# the game draws is drawn at ``eff(size)`` (set by the app: ``set_text_size``).
_SIZE = {"scale": 1.0, "floor": 0, "cap": 0}
CAP_MIN = {768: 9, 1080: 12}     # lowest capitals (px) at the default size, by window height


def min_cap(size: tuple[int, int]) -> int:
    """The lowest capitals (px) a text may have in a window of ``size``: 9 px at 1366x768 and
    12 px at 1920x1080, in proportion to the window between and below (never under 7 px)."""
    k = min(size[0] / 1920, size[1] / 1080)
    return 12 if k >= 1 else max(7, round(CAP_MIN[1080] * k + 0.4))


def cap_height(size: int) -> int:
    """Rows of ink (alpha >= 64) of a capital "H" as :func:`text` draws it at ``size``."""
    return _cap(int(size))


@lru_cache(maxsize=256)
def _cap(size: int) -> int:
    f = raw_font(size)
    return f.render("H", True, (255, 255, 255)).get_bounding_rect(min_alpha=64).h


def supersampled(s: str, px: int, color, bold: bool = False) -> "pygame.Surface":
    """``s`` at exactly ``px`` as the table draws it (``paint.txt``): below SS_BELOW rendered SS
    times larger and scaled down by rounding (a row apart from :class:`SmoothFont` at times)."""
    if px >= SS_BELOW:
        return raw_font(px, bold).render(s, True, tuple(color))
    big = raw_font(px * SS, bold).render(s, True, tuple(color))
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (max(1, round(w / SS)), max(1, round(h / SS))))


def floor_for(cap: int) -> int:
    """The smallest size whose capitals are at least ``cap`` px, both ways small text is drawn
    (:func:`text` and :func:`supersampled`)."""
    for px in range(6, 80):
        ss = supersampled("H", px, (255, 255, 255)).get_bounding_rect(min_alpha=64).h
        if _cap(px) >= cap and ss >= cap:
            return px
    return 80


def set_text_size(scale: float, window: tuple[int, int]) -> None:
    """Draw every text ``scale`` times its size, never below the window's readable floor."""
    _SIZE["scale"] = float(scale)
    _SIZE["cap"] = min_cap(window)
    _SIZE["floor"] = floor_for(_SIZE["cap"])


def cap_floor() -> int:
    """The lowest capitals (px) any text of the window may have (0: no window laid out)."""
    return _SIZE["cap"]


def text_scale() -> float:
    return _SIZE["scale"]


def eff(size: float) -> int:
    """The size a text asked at ``size`` is drawn at (the text size and the floor applied)."""
    return max(_SIZE["floor"], round(float(size) * _SIZE["scale"]), 6)


def font(size: int, bold: bool = False) -> SmoothFont:
    """The default font for a text asked at ``size`` (drawn at ``eff(size)``)."""
    return raw_font(eff(size), bold)


@lru_cache(maxsize=64)
def raw_font(size: int, bold: bool = False) -> SmoothFont:
    """The default font at exactly ``size`` px."""
    if not pygame.font.get_init():
        pygame.font.init()
    return SmoothFont(max(6, int(size)), bold)


def _glyph(ch: str):
    f = raw_font(20)._small
    img = f.render(ch, True, (255, 255, 255))
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


@lru_cache(maxsize=1024)
def has_glyph(ch: str) -> bool:
    """Does the game's text font draw ``ch``, rather than its missing-glyph box?"""
    if ch in " \n\t":
        return True
    return _glyph(ch) != _glyph("\ue000")      # a private-use point: the box itself


MAX_WRAP = 20_000        # characters a wrapped paragraph draws at most (a message is far shorter)


_CANVAS = {"width": None}       # set by the app when it draws on a canvas wider than the window


def set_canvas_width(width: int | None) -> None:
    """The width scenes draw at, when it is not the window's (a letterboxed small window)."""
    _CANVAS["width"] = width


NO_WINDOW_LIMIT = 16384   # without a game window (a tool's 1x1 display): SDL's largest texture
GAME_WINDOW_MIN = 960     # the app never lays out a window narrower (konwoj.settings.WINDOW_MIN)


def max_width() -> int:
    """The widest a rendered line may be: the width the game draws at (its window, or the canvas
    of a letterboxed window). A display narrower than any game window is a tool's (the art
    generator opens a 1x1 one): then only absurd lines are cut, at NO_WINDOW_LIMIT."""
    if _CANVAS["width"]:
        return max(1, int(_CANVAS["width"]))
    surf = pygame.display.get_surface() if pygame.display.get_init() else None
    w = surf.get_width() if surf is not None else 0
    return w if w >= GAME_WINDOW_MIN else NO_WINDOW_LIMIT


def text(s: str, size: int, color=(235, 230, 215), bold: bool = False) -> "pygame.Surface":
    """``s`` rendered; a line wider than the window is cut with "…" (never a surface wider than
    the window, whatever the string holds)."""
    img = _text(s, size, tuple(color), bold, max_width(), eff(size))
    if textaudit.REC is not None:
        textaudit.note(img, s, eff(size), "sans")
    return img


@cached_surface("fonts.text")
def _text(s: str, size: int, color, bold: bool, limit: int, drawn: int) -> "pygame.Surface":
    f = font(size, bold)
    if len(s) > limit or f.size(s)[0] > limit:
        s = cut(s, size, limit, bold)
    return f.render(s, True, color)


def cut(s: str, size: int, width: int, bold: bool = False, mark: str = "…") -> str:
    """The longest prefix of ``s`` that fits ``width`` pixels with ``mark`` after it (bisection,
    bounded work: no glyph is narrower than a pixel, so at most ``width`` characters count)."""
    f = font(size, bold)
    s = s[:max(0, width)]
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + mark)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return textaudit.note_cut(s[:lo] + mark)


def _fit_prefix(word: str, f, width: int) -> int:
    """How many characters of ``word`` fit ``width`` pixels (at least 1)."""
    w = word[:max(1, width)]
    lo, hi = 1, len(w)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(w[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``s`` into lines no wider than ``width`` pixels; a word wider than that is broken
    where it must be. At most MAX_WRAP characters are drawn (bounded work and memory)."""
    f = font(size, bold)
    width = max(1, int(width))
    if len(s) > MAX_WRAP:
        s = s[:MAX_WRAP - 1] + "…"
    out: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                out.append(line)
                line = ""
            while f.size(word)[0] > width:        # a word wider than the line: break it
                n = _fit_prefix(word, f, width)
                out.append(textaudit.note_cut(word[:n]))
                word = word[n:]
            line = word
        out.append(line)
    return out


def blit_text(surface, s: str, pos, size: int, color=(235, 230, 215), bold=False, anchor="topleft"):
    img = text(s, size, tuple(color), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect
