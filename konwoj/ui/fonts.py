"""Fonts and rendered text, cached: text is rendered once per (string, size, colour, bold); small
sizes are drawn supersampled, so letters are evenly spaced (see ``SmoothFont``).

pygame's default font (freesansbold) has every Polish letter (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ).
"""
from __future__ import annotations

from functools import lru_cache

import pygame


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


@lru_cache(maxsize=4096)
def text(s: str, size: int, color=(235, 230, 215), bold: bool = False) -> "pygame.Surface":
    return font(size, bold).render(s, True, color)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``s`` into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    out: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def blit_text(surface, s: str, pos, size: int, color=(235, 230, 215), bold=False, anchor="topleft"):
    img = text(s, size, tuple(color), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect
