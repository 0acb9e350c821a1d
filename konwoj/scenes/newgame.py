"""New game: versus the computer (pick a side and the opponent's level) or two players on this
computer (hot seat), the edition of the rules (remembered in the settings) and an optional seed.
Starts a Match and goes to the mulligan."""
from __future__ import annotations

import random

import pygame

from konwoj import ai
from konwoj.texts import editions
from konwoj.rules import SIDES, new_game
from konwoj.settings import NAME_FIELDS
from konwoj.texts import player_names
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, Choice, TextInput,
                               Widget, blit_wrapped, panel)
from konwoj.scenes.widget_scene import WidgetScene
from konwoj.ui.focus import ACTIVATE_KEYS


def name_char(c: str) -> bool:
    """A character a player's name may hold: printable (no control character, no bidi override)
    and drawn by the game's font (no missing-glyph box)."""
    return c.isprintable() and fonts.has_glyph(c)


class SideTile(Widget):
    """A big clickable tile for one side: its card back, name and a short description."""

    def __init__(self, app, side: str, scene):
        super().__init__(app)
        self.side = side
        self.scene = scene

    @property
    def selected(self) -> bool:
        return self.scene.mode.value == "hotseat" or self.scene.side.value == self.side

    def focusable(self) -> bool:
        return self.visible and self.scene.mode.value == "solo" and self.rect.w > 0

    def key(self, event) -> bool:
        if event.key in ACTIVATE_KEYS:
            self.scene.side.set(self.side)
            return True
        return False

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            if self.scene.mode.value == "solo":
                self.scene.side.set(self.side)
            return True
        return False

    def draw(self, surface) -> None:
        app = self.app
        r = self.rect
        col = SIDE_COLOURS[self.side]
        sel = self.selected
        solo = self.scene.mode.value == "solo"
        fill = tuple(int(c * 0.22) + 20 for c in col) if sel else (30, 32, 37)
        radius = app.px(10)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        edge = col if sel else ((120, 110, 90) if self.hovered and solo else (70, 68, 64))
        pygame.draw.rect(surface, edge, r, width=max(1, app.px(2 if sel else 1.5)),
                         border_radius=radius)
        pad = app.px(12)
        ch = r.h - 2 * pad
        cw = round(ch * 5 / 7)
        card = pygame.Rect(r.x + pad, r.y + pad, cw, ch)
        try:
            from konwoj.ui import art
            back = art.card_back(self.side, card.size)
            if not sel:
                back = back.copy()
                back.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(back, card)
        except Exception:  # noqa: BLE001 - no art: a coloured card
            pygame.draw.rect(surface, col, card, border_radius=app.px(6))
        x = card.right + app.px(14)
        fonts.blit_text(surface, app.tr(f"side.{self.side}"), (x, r.y + app.px(12)),
                        app.font_px(26), col if sel else TEXT_DIM, True, "topleft")
        sub = app.tr("newgame.you") if sel and solo else (
            app.tr("newgame.computer") if solo else app.tr("newgame.player",
                                                           n=1 if self.side == "moloch" else 2))
        fonts.blit_text(surface, sub, (r.right - app.px(12), r.y + app.px(16)),
                        app.font_px(16), TEXT if sel else TEXT_DIM, False, "topright")
        blit_wrapped(surface, app.tr(f"newgame.about.{self.side}"),
                     pygame.Rect(x, r.y + app.px(46), r.right - x - app.px(12), r.h),
                     app.font_px(18), TEXT if sel else TEXT_DIM, line_gap=1.08)


def available_levels() -> tuple[str, ...]:
    """The computer opponent levels a player can choose."""
    return ai.LEVELS


class NewGameScene(WidgetScene):
    """``side`` and ``ruleset`` preselect a side and an edition (a finished lesson's "Play a real
    game"); otherwise the side, level and edition chosen last time are offered."""

    def __init__(self, app, side: str | None = None, ruleset: str | None = None):
        super().__init__(app)
        self.levels = available_levels()
        self.mode = Choice(app, [("solo", "newgame.solo"), ("hotseat", "newgame.hotseat")],
                           "solo", on_change=self._mode_changed)
        kept = getattr(app.settings, "side", "outpost")
        side = side if side in SIDES else kept if kept in SIDES else "outpost"
        self.side = Choice(app, [(s, f"side.{s}") for s in SIDES],
                           side, colours=SIDE_COLOURS, on_change=lambda v: self._remember("side", v))
        default_level = "private" if "private" in self.levels else self.levels[0]
        kept = getattr(app.settings, "level", default_level)
        self.level = Choice(app, [(lv, f"level.{lv}") for lv in self.levels],
                            kept if kept in self.levels else default_level,
                            on_change=lambda v: self._remember("level", v))
        edition = editions.bounded(ruleset or app.settings.ruleset)
        self.edition = Choice(app, [(r, f"edition.{r}") for r in editions.playable()],
                              edition, on_change=self._edition_changed)
        self.seed = TextInput(app, "newgame.seed_hint", on_change=self._seed_changed, max_len=9,
                              search_icon=False, allowed=str.isdigit)
        self.tiles = [SideTile(app, "moloch", self), SideTile(app, "outpost", self)]
        # hot seat: each side's player names themself (the last names typed are offered)
        self.names = {side: TextInput(app, (lambda s=side: app.tr(f"side.{s}")),
                                      player_names.clean(getattr(app.settings, NAME_FIELDS[side],
                                                                 "")),
                                      max_len=player_names.MAX_LEN, search_icon=False,
                                      allowed=name_char) for side in SIDES}
        self.start_button = Button(app, "newgame.start", self.start, style="primary",
                                   hotkey=pygame.K_RETURN)
        self.back_button = Button(app, "newgame.back", self.go_back)
        self.learn_button = Button(app, "newgame.learn", self.learn)
        self.side.visible = False     # the side tiles set it
        self.widgets = [self.mode, *self.tiles, *self.names.values(), self.level, self.edition,
                        self.seed, self.start_button, self.back_button, self.learn_button]
        self.text_inputs = [*self.names.values(), self.seed]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.about_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_error = False

    def _mode_changed(self, value: str) -> None:
        """Hot seat: the cursor goes to the first player's name (solo: no field holds it)."""
        self.layout()
        self._focus(self.names[SIDES[0]] if value == "hotseat" else None)

    def _focus(self, field) -> None:
        """``field`` takes the keys (the other text fields let go of them), and the keyboard's
        focus is on it (so a typed space or arrow never reaches the widget the focus was on)."""
        for f in self.text_inputs:
            f.focused = f is field
        if field is not None:
            self.key_focus = field
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(field.rect)
        self.app.request_redraw()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # one text field holds the keys: the one clicked (none when the click is elsewhere)
            hit = [f for f in self.text_inputs if f.visible and f.rect.collidepoint(event.pos)]
            self._focus(hit[0] if hit else None)
        # (Tab from a name goes on in the page's order: the other name, then the next widget)
        return super().handle_event(event)

    def typed_names(self) -> dict[str, str]:
        """The names typed (cleaned), only the sides given one."""
        out = {side: player_names.clean(f.text) for side, f in self.names.items()}
        return {side: name for side, name in out.items() if name}

    def _remember(self, name: str, value: str) -> None:
        """Side and level are remembered at once, like the edition."""
        setattr(self.app.settings, name, value)
        try:
            self.app.settings.save()
        except OSError:
            pass

    def _edition_changed(self, value: str) -> None:
        """The edition is remembered at once: the next New game starts with it."""
        self.app.settings.ruleset = value
        try:
            self.app.settings.save()
        except OSError:
            pass

    def _seed_changed(self, text: str) -> None:
        self.seed_error = bool(text.strip()) and not text.strip().lstrip("-").isdigit()

    def seed_value(self) -> int | None:
        t = self.seed.text.strip()
        if not t:
            return None
        try:
            return int(t)
        except ValueError:
            return None

    def start(self) -> None:
        """Start the game; a game still in progress is never replaced silently: the player is
        asked to keep it (a named save) or abandon it first."""
        if self.seed_error:
            return
        from konwoj.saves import library
        if library.unfinished_autosave() is not None:
            self.app.open("keep_or_abandon", self._start)
            return
        self._start()

    def _start(self) -> None:
        from konwoj.play.session import make_match
        seed = self.seed_value()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        state = new_game(seed=seed, ruleset=editions.bounded(self.edition.value))
        st = self.app.settings
        st.side, st.level, st.ruleset = self.side.value, self.level.value, state.rules.name
        if self.mode.value == "hotseat":        # the names typed are offered next time
            for side, field in self.names.items():
                setattr(st, NAME_FIELDS[side], player_names.clean(field.text))
        try:
            st.save()
        except OSError:
            pass
        if self.mode.value == "hotseat":
            match = make_match(state, "hotseat", SIDES, None, seed, self.typed_names())
        else:
            match = make_match(state, "solo", (self.side.value,), self.level.value, seed)
        self.app.start_match(match)

    def learn(self) -> None:
        self.app.open("lessons")

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(80), app.px(820))
        x = w // 2 - bw // 2
        row_h, label_h, gap = app.px(46), app.px(30), app.px(16)
        tile_h = app.px(128)
        solo = self.mode.value == "solo"
        # total height, to centre the panel
        inner = (label_h + row_h + gap) + (label_h + tile_h + gap)
        if solo:
            inner += label_h + row_h + app.px(30) + gap
        else:
            inner += app.px(24) + label_h + app.px(42) + gap
        inner += label_h + app.px(42) + app.px(6) + app.px(24) + gap + app.px(54)
        pad = app.px(26)
        title_space = app.px(92)
        top = max(title_space, (h - inner - 2 * pad) // 2 + app.px(30))
        y = top + pad
        self.labels = []

        def label(key):
            nonlocal y
            self.labels.append((key, pygame.Rect(x, y, bw, label_h)))
            y += label_h

        label("newgame.mode")
        self.mode.rect = pygame.Rect(x, y, bw, row_h)
        y += row_h + gap
        label("newgame.side" if solo else "newgame.sides")
        tw = (bw - app.px(16)) // 2
        for i, t in enumerate(self.tiles):
            t.rect = pygame.Rect(x + i * (tw + app.px(16)), y, tw, tile_h)
        y += tile_h + gap
        for f in self.names.values():
            f.visible = not solo
        if not solo:
            self.hot_about_y = y - app.px(8)
            y += app.px(24)
            label("newgame.names")
            for t, f in zip(self.tiles, self.names.values()):
                f.rect = pygame.Rect(t.rect.x, y, t.rect.w, app.px(42))
            y += app.px(42) + gap
        self.level.visible = solo
        self.level_about_y = None
        if solo:
            label("newgame.level")
            self.level.rect = pygame.Rect(x, y, bw, row_h)
            y += row_h + app.px(6)
            self.level_about_y = y
            y += app.px(24) + gap
        # the edition and the seed share a row: the edition on the left, the seed on the right
        seed_w = app.px(220)
        ed_w = bw - seed_w - app.px(24)
        self.labels.append(("newgame.edition", pygame.Rect(x, y, ed_w, label_h)))
        self.labels.append(("newgame.seed", pygame.Rect(x + bw - seed_w, y, seed_w, label_h)))
        y += label_h
        self.edition.rect = pygame.Rect(x, y, ed_w, app.px(42))
        self.seed.rect = pygame.Rect(x + bw - seed_w, y, seed_w, app.px(42))
        y += app.px(42) + app.px(6)
        self.edition_about_y = y
        y += app.px(24) + gap
        btn_w, btn_h = app.px(220), app.px(54)
        self.start_button.rect = pygame.Rect(x + bw - btn_w, y, btn_w, btn_h)
        self.back_button.rect = pygame.Rect(x, y, app.px(160), btn_h)
        self.learn_button.rect = pygame.Rect(self.back_button.rect.right + app.px(14), y,
                                             app.px(200), btn_h)
        self.box = pygame.Rect(x - pad, top, bw + 2 * pad, y + btn_h + pad - top)
        self.title_y = max(app.px(10), self.box.y - app.px(84))

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("newgame.title"), y=self.title_y)
        panel(surface, self.box, app, alpha=220)
        for key, rect in self.labels:
            r = fonts.blit_text(surface, app.tr(key), (rect.x, rect.bottom - app.px(6)),
                                app.font_px(20), ACCENT, True, "bottomleft")
            if key == "newgame.names":
                fonts.blit_text(surface, app.tr("newgame.names_hint"), (r.right + app.px(10),
                                r.bottom), app.font_px(16), TEXT_DIM, False, "bottomleft")
        if self.seed_error:
            fonts.blit_text(surface, app.tr("newgame.seed_bad"),
                            (self.seed.rect.x + app.px(4), self.edition_about_y),
                            app.font_px(16), (230, 110, 90), False, "topleft")
        fonts.blit_text(surface, app.tr(f"edition.about.{self.edition.value}"),
                        (self.edition.rect.x + app.px(4), self.edition_about_y),
                        app.font_px(16), TEXT_DIM, False, "topleft")
        if self.level_about_y is not None:
            fonts.blit_text(surface, app.tr(f"level.about.{self.level.value}"),
                            (self.level.rect.x + app.px(4), self.level_about_y),
                            app.font_px(16), TEXT_DIM, False, "topleft")
        else:
            fonts.blit_text(surface, app.tr("newgame.about.hotseat"),
                            (self.box.centerx, self.hot_about_y),
                            app.font_px(16), TEXT_DIM, False, "midtop")
