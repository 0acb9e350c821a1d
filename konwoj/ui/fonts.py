"""Fonts and rendered text, cached: text is rendered once per (string, size, colour, bold); small
sizes are drawn supersampled, so letters are evenly spaced (see ``SmoothFont``).

pygame's default font (freesansbold) has every Polish letter (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

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


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> SmoothFont:
    if not pygame.font.get_init():
        pygame.font.init()
    return SmoothFont(max(6, int(size)), bold)


def _glyph(ch: str):
    f = font(20)._small
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
    return _text(s, size, tuple(color), bold, max_width())


@cached_surface("fonts.text")
def _text(s: str, size: int, color, bold: bool, limit: int) -> "pygame.Surface":
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
    return s[:lo] + mark


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
                out.append(word[:n])
                word = word[n:]
            line = word
        out.append(line)
    return out


def blit_text(surface, s: str, pos, size: int, color=(235, 230, 215), bold=False, anchor="topleft"):
    img = text(s, size, tuple(color), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect
