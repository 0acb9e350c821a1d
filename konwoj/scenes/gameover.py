"""Game over: who won and why, a short summary, Rematch (same settings, new seed) and Title.

    GameOverScene(app, match)

When pushed over the table, "Show the table" pops back to it to look at the final position.
"""
from __future__ import annotations

import random

import pygame

from konwoj.texts import player_names
from konwoj.ui import audio
from konwoj.i18n import has
from konwoj.rules.facts import SIDES
from konwoj.texts.log_text import capital, side_ref
from konwoj.ui import fonts
from konwoj.ui.reveal import RevealGuard
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, backdrop, panel,
                               text_shadowed)
from konwoj.scenes.widget_scene import WidgetScene


def kept_path(match):
    """The match's game in the library (``library.keep``), None when it is not kept there (a
    lesson, practice, a game that could not be written)."""
    state = getattr(match, "state", None)
    if state is None or getattr(state, "record", None) is None:
        return None
    try:
        from konwoj.saves import library
        path = library.path_for(state)
        return path if path.exists() else None
    except Exception:  # noqa: BLE001 - no library folder: nothing to keep beside
        return None


NEW_YORK = 4


def summary(state) -> list[tuple[str, str]]:
    """(i18n key, value) rows for the game's summary."""
    cities = sum(1 for d in state.city_destroyed if d)
    robots = [c for c in state.cards_in(NEW_YORK, "moloch") if state.card(c).type == "robot"]
    return [
        ("gameover.battles", str(state.battle)),
        ("gameover.cities", f"{cities} / {len(state.city_destroyed)}"),
        ("gameover.deck", str(state.deck_size("moloch"))),
        ("gameover.ny_robots", str(len(robots))),
    ]


class GameOverScene(WidgetScene):
    back_on_escape = False

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.rematch_button = Button(app, "gameover.rematch", self.rematch, style="primary",
                                     hotkey=pygame.K_r)
        self.title_button = Button(app, "gameover.title_button", app.go_title,
                                   hotkey=pygame.K_ESCAPE)
        self.table_button = Button(app, "gameover.show_table", self.show_table, style="ghost")
        self.replay_button = Button(app, "gameover.replay", self.watch_replay, hotkey=pygame.K_p)
        self.widgets = [self.rematch_button, self.replay_button, self.title_button,
                        self.table_button]
        self.box = pygame.Rect(0, 0, 0, 0)
        # the game often ends by itself right after the player's last key: that key, its repeats
        # and a second press within half a second are not an answer to this screen
        self.reveal_guard = RevealGuard(app, always=())

    def handle_event(self, event) -> bool:
        if not self.reveal_guard.allows(event):
            return True
        return super().handle_event(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        self.reveal_guard.shown()

    def enter(self) -> None:
        super().enter()
        audio.play_for(self.app, audio.game_over_sound(self.match))

    def _below_is_table(self) -> bool:
        stack = self.app.scenes.stack
        if self not in stack:
            return False
        i = stack.index(self)
        if i == 0:
            return False
        return not self.app.is_title(stack[i - 1])

    def show_table(self) -> None:
        if self._below_is_table():
            self.app.scenes.pop()
            self.app.request_redraw()

    def watch_replay(self) -> None:
        """The whole game again, on the table (or a plain word why there is no replay)."""
        meta = self.match.meta() if hasattr(self.match, "meta") else {}
        scene = self.app.open_replay(self.match.state, meta)
        if scene is not None:               # an analysis run on it is kept with the game
            scene.library_path = kept_path(self.match)

    def rematch(self) -> None:
        from konwoj.play.session import make_match
        from konwoj.rules import new_game
        m = self.match
        seed = random.SystemRandom().randrange(1, 2**31)
        ruleset = getattr(getattr(m, "state", None), "ruleset", "1e")   # the same edition again
        match = make_match(new_game(seed=seed, ruleset=ruleset), getattr(m, "mode", "hotseat"),
                           tuple(getattr(m, "human_sides", SIDES)),
                           getattr(m, "opponent_level", None), seed, getattr(m, "names", None))
        self.app.start_match(match)

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(60), app.px(700))
        bh = min(h - app.px(40), app.px(470))
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        gap = app.px(16)
        btn_w, btn_h = min(app.px(200), (bw - 4 * gap) // 3), app.px(54)
        y = self.box.bottom - btn_h - app.px(28)
        x0 = w // 2 - (3 * btn_w + 2 * gap) // 2
        for i, b in enumerate((self.rematch_button, self.replay_button, self.title_button)):
            b.rect = pygame.Rect(x0 + i * (btn_w + gap), y, btn_w, btn_h)
        self.table_button.rect = pygame.Rect(app.px(16), app.px(16), app.px(170), app.px(40))
        self.table_button.visible = self._below_is_table()

    def draw_background(self, surface) -> None:
        winner = self.match.state.winner
        col = SIDE_COLOURS.get(winner, (60, 60, 60))
        surface.blit(backdrop(surface.get_size(), darken=120,
                              tint=tuple(int(c * 0.22) for c in col)), (0, 0))

    def draw_content(self, surface) -> None:
        app = self.app
        state = self.match.state
        winner = state.winner
        col = SIDE_COLOURS.get(winner, ACCENT)
        # the winner's card backs flanking the panel (when the window leaves room)
        if winner in SIDES:
            try:
                from konwoj.ui import art
                ch = app.px(220)
                cw = round(ch * 5 / 7)
                room = (surface.get_width() - self.box.w) // 2
                if room > cw * 0.9:
                    back = art.card_back(winner, (cw, ch))
                    for sign in (-1, 1):
                        img = pygame.transform.rotozoom(back, -sign * 7, 1.0)
                        cx_b = self.box.centerx + sign * (self.box.w // 2 + room // 2)
                        surface.blit(img, img.get_rect(center=(cx_b, self.box.centery)))
            except Exception:  # noqa: BLE001 - no art: no emblem
                pass
        panel(surface, self.box, app, alpha=230, edge=col, glow=tuple(c // 3 for c in col))
        cx = self.box.centerx
        y = self.box.y + app.px(22)
        fonts.blit_text(surface, app.tr("gameover.title").upper(), (cx, y), app.font_px(20),
                        TEXT_DIM, True, "midtop")
        y += app.px(30)
        humans = tuple(getattr(self.match, "human_sides", ()))
        if getattr(self.match, "mode", "") == "solo" and winner is not None and humans:
            head = app.tr("gameover.you_win" if winner in humans else "gameover.you_lose")
            r = text_shadowed(surface, head, (cx, y), app.font_px(54), col, True, "midtop",
                              offset=app.px(3))
            y = r.bottom + app.px(4)
            fonts.blit_text(surface, capital(app.tr("gameover.wins",
                                                    side=side_ref(winner, app.lang))),
                            (cx, y), app.font_px(26), TEXT, True, "midtop")
            y += app.px(38)
        else:
            names = getattr(self.match, "names", None) or {}
            if winner in names:             # hot seat with names: "Anna (Moloch) wins!"
                side = player_names.who(winner, names, app.lang)
            else:
                side = side_ref(winner, app.lang) if winner else "?"    # "The Outpost wins!"
            head, size = capital(app.tr("gameover.wins", side=side)), app.font_px(54)
            while size > app.font_px(28) and \
                    fonts.font(size, True).size(head)[0] > self.box.w - app.px(40):
                size -= 2               # a long name: smaller, never cut
            r = text_shadowed(surface, head, (cx, y), size, col, True, "midtop",
                              offset=app.px(3))
            y = r.bottom + app.px(12)
        reason = state.end_reason or "unknown"
        key = f"gameover.reason.{reason}"
        if not has(key):
            key = "gameover.reason.unknown"
        size = app.font_px(20)
        for line in fonts.wrap(app.tr(key), size, self.box.w - app.px(80)):
            fonts.blit_text(surface, line, (cx, y), size, TEXT, False, "midtop")
            y += round(fonts.font(size).get_linesize() * 1.1)
        y += app.px(14)
        rows = summary(state)
        seed = getattr(self.match, "seed", None)
        if seed is not None:
            rows.append(("gameover.seed", str(seed)))
        row_h = app.px(34)
        tw = min(self.box.w - app.px(120), app.px(460))
        table = pygame.Rect(cx - tw // 2, y, tw, row_h * len(rows))
        avail = self.rematch_button.rect.top - app.px(14) - y
        if table.h > avail:
            row_h = max(app.px(22), avail // max(1, len(rows)))
        for i, (k, v) in enumerate(rows):
            r = pygame.Rect(table.x, y + i * row_h, tw, row_h)
            if i % 2 == 0:
                pygame.draw.rect(surface, (38, 40, 46), r, border_radius=app.px(5))
            fonts.blit_text(surface, app.tr(k), (r.x + app.px(14), r.centery + 1),
                            app.font_px(19), TEXT_DIM, False, "midleft")
            fonts.blit_text(surface, v, (r.right - app.px(14), r.centery + 1),
                            app.font_px(21), TEXT, True, "midright")
