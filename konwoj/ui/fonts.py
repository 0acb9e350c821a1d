"""Fonts and rendered text, cached: text is rendered once per (string, size, colour, bold).

pygame's default font (freesansbold) has every Polish letter (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ).
"""
from __future__ import annotations

from functools import lru_cache

import pygame


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> "pygame.font.Font":
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(6, int(size)))
    f.set_bold(bold)
    return f


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
