"""Hot seat: "pass the computer to Moloch / the Outpost". Shows no hand, no table: only the
side's colours and card back, until that player clicks (or presses Enter / Space).

    HandoffScene(app, side, on_done, match=None)

It passes only on purpose (``konwoj.ui.reveal``): a click begun on it, or a key pressed once
it has shown for half a second and every key of the previous phase was released; a key repeat, a
double press or anything queued before it appeared never passes it.

On the click the scene removes itself from the stack (when it is on top) and then calls
``on_done()``, so ``on_done`` may push or replace freely. It is an opaque scene: nothing below it
is drawn while it shows. Esc opens the in-game menu (the table's below, else the app's for
``match``) over this cover, so no hand shows.
"""
from __future__ import annotations

from typing import Callable

import pygame

from konwoj.rules.facts import SIDES
from konwoj.texts import player_names
from konwoj.ui import fonts
from konwoj.ui.widgets import (SIDE_COLOURS, TEXT, TEXT_DIM, Button, backdrop, panel, text_shadowed)
from konwoj.ui.reveal import RevealGuard
from konwoj.scenes.widget_scene import WidgetScene


class HandoffScene(WidgetScene):
    back_on_escape = False

    def __init__(self, app, side: str, on_done: Callable[[], object], reason: str = "",
                 match=None):
        super().__init__(app)
        self.side = side
        self.match = match              # for the in-game menu when no table is below
        self.reveal_guard = RevealGuard(app)
        self.on_done = on_done
        self.reason = reason            # optional line, e.g. "Moloch's turn: modules"
        self.done = False
        self.ready = Button(app, f"handoff.ready.{side}", self._done,
                            style=side if side in SIDES else "primary")
        self.widgets = [self.ready]
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.box = pygame.Rect(0, 0, 0, 0)
        self._card_down = False         # the mouse went down on the card (a click there: ready)

    def _done(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.app.request_redraw()
        self.on_done()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._done()
            return True
        if event.key == pygame.K_ESCAPE:
            # the in-game menu of the table below, drawn over this cover (no hand shows)
            stack = self.app.scenes.stack
            below = stack[:stack.index(self)] if self in stack else []
            for scene in reversed(below):
                opener = getattr(scene, "open_menu", None)
                if callable(opener):
                    opener()
                    return True
            if self.match is not None:
                self.app.open_ingame_menu(self.match)
                return True
        return False

    def handle_event(self, event) -> bool:
        if not self.reveal_guard.allows(event):
            return True                 # too early, a repeat, or begun before it showed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.card_rect.collidepoint(event.pos):
            self._card_down = True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            down, self._card_down = self._card_down, False
            if down and self.card_rect.collidepoint(event.pos):
                self._done()
        # nothing below a hand-off may react while it shows
        return True

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        ch = min(round(h * 0.42), app.px(320))
        cw = round(ch * 5 / 7)
        self.box = pygame.Rect(0, 0, min(w - app.px(60), app.px(760)), ch + app.px(290))
        self.box.center = (w // 2, h // 2)
        self.card_rect = pygame.Rect(0, 0, cw, ch)
        self.card_rect.midtop = (w // 2, self.box.y + app.px(124))
        bw = min(self.box.w - app.px(60), app.px(440))
        self.ready.rect = pygame.Rect(w // 2 - bw // 2, self.box.bottom - app.px(80), bw,
                                      app.px(54))

    def resume(self) -> None:
        super().resume()
        self.reveal_guard.rearm()       # back from the menu: its keys are not for this screen

    def draw(self, surface) -> None:
        super().draw(surface)
        self.reveal_guard.shown()

    def draw_background(self, surface) -> None:
        col = SIDE_COLOURS.get(self.side, (90, 90, 90))
        surface.blit(backdrop(surface.get_size(), darken=150,
                              tint=tuple(int(c * 0.25) for c in col)), (0, 0))

    def draw_content(self, surface) -> None:
        app = self.app
        col = SIDE_COLOURS.get(self.side, TEXT)
        panel(surface, self.box, app, alpha=225, edge=col)
        y = self.box.y + app.px(22)
        fonts.blit_text(surface, app.tr("handoff.pass_to"), (self.box.centerx, y),
                        app.font_px(24), TEXT_DIM, False, "midtop")
        names = getattr(self.match, "names", None) or {}
        if self.side in names:          # hot seat with names: "Anna (Moloch)"
            who = player_names.who(self.side, names, app.lang)
        else:
            who = app.tr(f"handoff.side.{self.side}").upper()
        size = app.font_px(56)
        while size > app.font_px(26) and \
                fonts.font(size, True).size(who)[0] > self.box.w - app.px(40):
            size -= 2                   # a long name: smaller, never cut
        text_shadowed(surface, who, (self.box.centerx, y + app.px(30) + (app.font_px(56) - size) // 2),
                      size, col, True, "midtop", offset=app.px(3))
        try:
            from konwoj.ui import art
            back = art.card_back(self.side, self.card_rect.size)
            surface.blit(back, self.card_rect)
        except Exception:  # noqa: BLE001 - no art: a plain coloured card
            pygame.draw.rect(surface, col, self.card_rect, border_radius=app.px(12))
        hint_y = self.card_rect.bottom + app.px(14)
        lines = fonts.wrap(self.reason or app.tr("handoff.hint"), app.font_px(18),
                           self.box.w - app.px(60))
        for line in lines[:2]:
            fonts.blit_text(surface, line, (self.box.centerx, hint_y), app.font_px(18), TEXT_DIM,
                            False, "midtop")
            hint_y += round(fonts.font(app.font_px(18)).get_linesize() * 1.1)
