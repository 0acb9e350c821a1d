"""A game in progress is never replaced silently: before a new game (New game, or a save or
scenario opened from Load) takes the autosave's place, the player chooses: keep it (it becomes a
named save, ``library.keep_unfinished``), abandon it, or cancel (Esc).

    if library.unfinished_autosave() is not None:
        app.open("keep_or_abandon", start)      # start() runs after Keep or Abandon
    else:
        start()
"""
from __future__ import annotations

import datetime as _dt
from typing import Callable

import pygame

from konwoj.saves import library
from konwoj.ui.widgets import Button
from konwoj.scenes.widget_scene import ConfirmDialog, alert


class KeepOrAbandon(ConfirmDialog):
    """Keep it (Enter), Abandon, or Cancel (Esc: nothing is kept, nothing started)."""

    def __init__(self, app, start: Callable[[], object]):
        super().__init__(app, "keep_game.question", self.keep, start, yes="keep_game.keep",
                         no="keep_game.abandon", title="keep_game.title")
        self.start = start
        self.no_button.style = "danger"
        self.cancel_button = Button(app, "widgets.cancel", self._close, style="ghost")
        self.widgets.append(self.cancel_button)

    def keep(self) -> None:
        name = self.app.tr("keep_game.name", date=_dt.datetime.now().strftime("%Y-%m-%d %H:%M"))
        try:
            library.keep_unfinished(name)
        except Exception as exc:  # noqa: BLE001 - not kept: say so, start nothing
            alert(self.app, lambda exc=exc: self.app.tr("keep_game.failed", error=str(exc)))
            return
        self.start()

    def layout(self) -> None:
        super().layout()
        app = self.app
        gap = app.px(14)
        bw = (self.box.w - app.px(56) - 2 * gap) // 3
        y, h = self.yes_button.rect.y, self.yes_button.rect.h
        x = self.box.x + app.px(28)
        for b in (self.yes_button, self.no_button, self.cancel_button):
            b.rect = pygame.Rect(x, y, bw, h)
            x += bw + gap

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
            return True
        return super().handle_event(event)
