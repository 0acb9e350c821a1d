"""The opening hands: each side sees its 4 cards and keeps them or redraws once.

``start_mulligan(app, match)`` runs the whole step: the computer's side decides on its own (the
AI, or "keep" when there is none), a human side gets a :class:`MulliganScene` (in hot seat
behind a hand-off screen), and when both hands are settled the table opens.
"""
from __future__ import annotations

import pygame

from konwoj.rules import SIDES, Action
from konwoj.texts import player_names
from konwoj.ui import fonts
from konwoj.texts.log_text import capital, side_ref
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, backdrop, panel,
                               text_shadowed)
from konwoj.ui.reveal import RevealGuard
from konwoj.scenes.widget_scene import WidgetScene


def apply_action(match, action: Action) -> None:
    """Apply through the Match when it offers ``apply`` (history, autosave), else the state."""
    fn = getattr(match, "apply", None)
    if callable(fn):
        fn(action)
    else:
        match.state.apply(action)


def computer_choice(match, state) -> Action:
    """The computer's opening-hand decision: its AI when it exists, else keep."""
    legal = state.legal_actions()
    keep = next((a for a in legal if a.kind == "keep"), legal[0])
    level = getattr(match, "opponent_level", None) or "random"
    if level == "random":
        return keep
    try:
        from konwoj import ai
        bot = ai.make_ai(level, seed=(getattr(match, "seed", 0) or 0), budget=0.5)
        choice = bot.choose(state.clone())
        if choice in legal:
            return choice
    except Exception:  # noqa: BLE001 - no AI yet, or it failed: keep is always legal
        pass
    return keep


def human_sides(match) -> tuple:
    sides = tuple(getattr(match, "human_sides", ()) or ())
    if getattr(match, "mode", "hotseat") == "hotseat":
        return SIDES
    return sides


def start_mulligan(app, match, note: str | None = None) -> None:
    """Advance through the opening-hand decisions, showing scenes for the human sides."""
    state = match.state
    notes = [note] if note else []
    while state.phase == "mulligan" and not state.is_terminal():
        side = state.current_player
        if side in human_sides(match):
            break
        action = computer_choice(match, state)
        apply_action(match, action)
        key = "mulligan.ai_redraw" if action.kind == "mulligan" else "mulligan.ai_keep"
        notes.append((key, side))
    if state.phase != "mulligan" or state.is_terminal():
        app.open_table(match)
        return
    side = state.current_player

    def show():
        handed = getattr(match, "handed_off", None)
        if callable(handed):
            handed(side)    # this person has the seat: the table needs no second hand-off
        app.push(MulliganScene(app, match, side, notes))

    if getattr(match, "mode", "hotseat") == "hotseat":
        app.open("handoff", side, show, match=match)
    else:
        show()


class MulliganScene(WidgetScene):
    back_on_escape = False

    def __init__(self, app, match, side: str, notes=()):
        super().__init__(app)
        self.match = match
        self.side = side
        self.notes = list(notes)     # [(i18n key, side)] what the computer decided
        self.redrawn = False
        self.hand = list(match.state.hand_of(side))
        self.keep_button = Button(app, "mulligan.keep", self.keep, style="primary",
                                  hotkey=pygame.K_RETURN)
        self.redraw_button = Button(app, "mulligan.redraw", self.redraw,
                                    sublabel="mulligan.redraw_sub", hotkey=pygame.K_r)
        self.continue_button = Button(app, "mulligan.continue", self.finish, style="primary",
                                      hotkey=pygame.K_RETURN)
        self.continue_button.visible = False
        self.menu_button = Button(app, "mulligan.menu", self.leave, style="ghost")
        self.widgets = [self.keep_button, self.redraw_button, self.continue_button,
                        self.menu_button]
        self.card_rects: list[pygame.Rect] = []
        self.hover = -1
        self.box = pygame.Rect(0, 0, 0, 0)
        # a hand shows: Enter / R pass only on purpose (a fresh press after half a second)
        self.reveal_guard = RevealGuard(app)

    # actions
    def _act(self, kind: str) -> bool:
        state = self.match.state
        for a in state.legal_actions():
            if a.kind == kind and state.current_player == self.side:
                apply_action(self.match, a)
                return True
        return False

    def keep(self) -> None:
        if self.redrawn:
            return self.finish()
        if self._act("keep"):
            self.finish()

    def redraw(self) -> None:
        n = len(self.match.state.log)
        if self.redrawn or not self._act("mulligan"):
            return
        self.redrawn = True
        # the new opening hand is the first draw after the redraw (when the Outpost redraws
        # last, the first battle's draw follows at once: those cards are not shown here)
        state = self.match.state
        new = [e for e in state.log[n:] if e.key == "draw_seen" and e.visible_to == self.side]
        if new and isinstance(new[0].args[0], (tuple, list)):
            self.hand = list(new[0].args[0])
        else:
            self.hand = list(state.hand_of(self.side))[:4]
        self.keep_button.visible = self.redraw_button.visible = False
        self.continue_button.visible = True
        self.reveal_guard.rearm()       # "your new hand": a new hand shows, start over
        self.app.request_redraw()

    def finish(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        start_mulligan(self.app, self.match)

    def leave(self) -> None:
        from konwoj.scenes.widget_scene import confirm
        confirm(self.app, "mulligan.leave", self.app.go_title, danger=True)

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if event.key == pygame.K_SPACE:     # as at the table: Space goes on (Keep, Continue)
            (self.finish if self.continue_button.visible else self.keep)()
            return True
        return False

    def handle_event(self, event) -> bool:
        if not self.reveal_guard.allows(event):
            return True                 # too early, a repeat, or begun on the screen before
        if event.type == pygame.MOUSEMOTION:
            old = self.hover
            self.hover = next((i for i, r in enumerate(self.card_rects)
                               if r.collidepoint(event.pos)), -1)
            if old != self.hover:
                self.app.request_redraw()
        return super().handle_event(event)

    # layout
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        n = max(1, len(self.hand))
        gap = app.px(22)
        top = app.px(150)
        bh = app.px(58)
        # cards as tall as the window allows: title above, hint + buttons below
        ch = min(h - top - app.px(60) - bh - app.px(50), app.px(420))
        cw = round(ch * 5 / 7)
        max_w = (w - app.px(100) - gap * (n - 1)) // n
        if cw > max_w:
            cw = max_w
            ch = round(cw * 7 / 5)
        total = n * cw + (n - 1) * gap
        self.card_rects = [pygame.Rect(w // 2 - total // 2 + i * (cw + gap), top, cw, ch)
                           for i in range(n)]
        self.box = pygame.Rect(0, 0, total + app.px(60), ch + app.px(24) + app.px(48))
        self.box.midtop = (w // 2, top - app.px(24))
        bw = app.px(240)
        by = min(h - bh - app.px(16), self.box.bottom + app.px(22))
        gap_b = app.px(24)
        self.keep_button.rect = pygame.Rect(w // 2 - gap_b // 2 - bw, by, bw, bh)
        self.redraw_button.rect = pygame.Rect(w // 2 + gap_b // 2, by, bw, bh)
        self.continue_button.rect = pygame.Rect(w // 2 - bw // 2, by, bw, bh)
        self.menu_button.rect = pygame.Rect(app.px(16), app.px(16), app.px(110), app.px(38))

    # drawing
    def draw(self, surface) -> None:
        super().draw(surface)
        self.reveal_guard.shown()

    def resume(self) -> None:
        super().resume()
        self.reveal_guard.rearm()

    def draw_background(self, surface) -> None:
        col = SIDE_COLOURS.get(self.side, (80, 80, 80))
        surface.blit(backdrop(surface.get_size(), darken=110,
                              tint=tuple(int(c * 0.18) for c in col)), (0, 0))

    def draw_content(self, surface) -> None:
        app = self.app
        w, h = surface.get_size()
        col = SIDE_COLOURS.get(self.side, ACCENT)
        side_name = player_names.who(self.side, getattr(self.match, "names", None), app.lang)
        title = app.tr("mulligan.title_new" if self.redrawn else "mulligan.title")
        text_shadowed(surface, title, (w // 2, app.px(22)), app.font_px(44), ACCENT, True,
                      "midtop", offset=app.px(2))
        fonts.blit_text(surface, app.tr("mulligan.side", side=side_name),
                        (w // 2, app.px(76)), app.font_px(24), col, True, "midtop")
        panel(surface, self.box, app, alpha=190, edge=col)
        from konwoj.ui import art
        for i, (cid, rect) in enumerate(zip(self.hand, self.card_rects)):
            r = rect.move(0, -app.px(12)) if i == self.hover else rect
            try:
                face = art.game_card_face(self.match.state, cid, r.size, app.lang)
                surface.blit(face, r)
            except Exception:  # noqa: BLE001 - no art: the name on a plain card
                pygame.draw.rect(surface, (50, 50, 56), r, border_radius=app.px(10))
                fonts.blit_text(surface, cid, r.center, app.font_px(20), TEXT, True, "center")
        hint = app.tr("mulligan.hint_new" if self.redrawn else "mulligan.hint")
        fonts.blit_text(surface, hint, (w // 2, self.box.bottom - app.px(16)),
                        app.font_px(19), TEXT_DIM, False, "midbottom")
        # what the computer decided, between the heading and the cards
        notes = "  ·  ".join(capital(app.tr(key, side=side_ref(side, app.lang)))
                             for key, side in self.notes)          # "The Outpost (computer) ..."
        if notes:
            fonts.blit_text(surface, notes, (w // 2, app.px(104)), app.font_px(16), TEXT_DIM,
                            False, "midtop")
