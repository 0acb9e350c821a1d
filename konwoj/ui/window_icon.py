"""The window's icon: our own drawing, ``art/icon/`` (made by ``tools/make_icon.py``)."""
from __future__ import annotations

import pygame

from konwoj import resources

ICON_SIZE = 64          # window managers scale it; 64 px stays crisp in task bars and Alt+Tab


def set_window_icon() -> bool:
    """Give the window our icon; a missing or broken file leaves SDL's default (never a crash)."""
    try:
        pygame.display.set_icon(pygame.image.load(str(resources.icon(ICON_SIZE))))
    except (pygame.error, OSError):
        return False
    return True
