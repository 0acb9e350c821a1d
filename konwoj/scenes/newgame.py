"""New game: versus the computer (pick a side and the opponent's level) or two players on this
computer (hot seat), the edition of the rules (remembered in the settings) and an optional seed.
Starts a Match and goes to the mulligan."""
from __future__ import annotations

import random

import pygame

from konwoj import ai
from konwoj.texts import editions
from konwoj.i18n import register
from konwoj.rules import SIDES, new_game
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, Choice, TextInput,
                               Widget, blit_wrapped, panel)
from konwoj.scenes.widget_scene import WidgetScene
from konwoj.ui.focus import ACTIVATE_KEYS

register({
    "newgame.title": ("Nowa gra", "New game"),
    "newgame.mode": ("Tryb gry", "Game mode"),
    "newgame.solo": ("Przeciw komputerowi", "Versus the computer"),
    "newgame.hotseat": ("Dwóch graczy, jeden komputer", "Two players, one computer"),
    "newgame.side": ("Twoja strona", "Your side"),
    "newgame.level": ("Poziom przeciwnika", "Opponent level"),
    "newgame.seed": ("Ziarno (opcjonalne)", "Seed (optional)"),
    "newgame.edition": ("Zasady", "Rules"),
    "newgame.seed_hint": ("puste = losowe", "empty = random"),
    "newgame.seed_bad": ("Ziarno musi być liczbą", "The seed must be a number"),
    "newgame.start": ("Rozpocznij", "Start"),
    "newgame.you": ("ty", "you"),
    "newgame.computer": ("komputer", "computer"),
    "newgame.player": ("gracz {n}", "player {n}"),
    "newgame.sides": ("Strony", "Sides"),
    "newgame.back": ("Wstecz", "Back"),
    "newgame.learn": ("Nauka gry", "Learn to play"),
    "newgame.about.moloch": (
        "Moloch prowadzi konwój robotów przez pięć miast aż do Nowego Jorku. Atakuje, "
        "podłącza moduły i niszczy dzielnice.",
        "Moloch drives a convoy of robots through five cities to New York. He attacks, "
        "fits modules and tears districts down."),
    "newgame.about.outpost": (
        "Posterunek broni miast żołnierzami i budynkami. Każde zwycięstwo w bitwie "
        "wyczerpuje talię Molocha.",
        "The Outpost holds the cities with soldiers and buildings. Every battle won wears "
        "down Moloch's deck."),
    "newgame.about.hotseat": (
        "Gracze siadają na zmianę przy jednym komputerze. Przed każdą turą pojawi się ekran "
        "przekazania, żeby nikt nie podejrzał cudzych kart.",
        "Players take turns at one computer. A hand-off screen comes before every turn, so "
        "nobody sees the other's cards."),
    "level.about.random": ("Wykonuje losowe dozwolone ruchy.", "Makes random legal moves."),
    "level.about.recruit": ("Uczy się grać: proste, chciwe ruchy.",
                            "Still learning: simple, greedy moves."),
    "level.about.private": ("Porządny przeciwnik, myśli o bitwie.",
                            "A solid opponent that thinks about the battle."),
    "level.about.veteran": ("Najsilniejszy: przelicza wiele przebiegów gry.",
                            "The strongest: plays many games out in its head."),
})


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
                           "solo", on_change=lambda v: self.layout())
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
        self.start_button = Button(app, "newgame.start", self.start, style="primary",
                                   hotkey=pygame.K_RETURN)
        self.back_button = Button(app, "newgame.back", self.go_back)
        self.learn_button = Button(app, "newgame.learn", self.learn)
        self.side.visible = False     # the side tiles set it
        self.widgets = [self.mode, *self.tiles, self.level, self.edition, self.seed,
                        self.start_button, self.back_button, self.learn_button]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.about_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_error = False

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
        try:
            st.save()
        except OSError:
            pass
        if self.mode.value == "hotseat":
            match = make_match(state, "hotseat", SIDES, None, seed)
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
            inner += app.px(24)
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
        if not solo:
            self.hot_about_y = y - app.px(8)
            y += app.px(24)
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
            fonts.blit_text(surface, app.tr(key), (rect.x, rect.bottom - app.px(6)),
                            app.font_px(20), ACCENT, True, "bottomleft")
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
