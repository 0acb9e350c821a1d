"""New game: versus the computer (pick a side and the opponent's level) or two players on this
computer (hot seat), with an optional seed. Starts a Match and goes to the mulligan."""
from __future__ import annotations

import random

import pygame

from konwoj.i18n import register
from konwoj.rules import new_game
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, Choice, TextInput,
                               WidgetScene, blit_wrapped, panel)

register({
    "newgame.title": ("Nowa gra", "New game"),
    "newgame.mode": ("Tryb gry", "Game mode"),
    "newgame.solo": ("Przeciw komputerowi", "Versus the computer"),
    "newgame.hotseat": ("Dwóch graczy, jeden komputer", "Two players, one computer"),
    "newgame.side": ("Twoja strona", "Your side"),
    "newgame.level": ("Poziom przeciwnika", "Opponent level"),
    "newgame.seed": ("Ziarno (opcjonalne)", "Seed (optional)"),
    "newgame.seed_hint": ("puste = losowe", "empty = random"),
    "newgame.seed_bad": ("Ziarno musi być liczbą", "The seed must be a number"),
    "newgame.start": ("Rozpocznij", "Start"),
    "newgame.back": ("Wstecz", "Back"),
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
    "level.random": ("Losowy", "Random"),
    "level.recruit": ("Rekrut", "Recruit"),
    "level.private": ("Szeregowy", "Private"),
    "level.veteran": ("Weteran", "Veteran"),
    "level.about.random": ("Wykonuje losowe dozwolone ruchy.", "Makes random legal moves."),
    "level.about.recruit": ("Uczy się grać: proste, chciwe ruchy.",
                            "Still learning: simple, greedy moves."),
    "level.about.private": ("Porządny przeciwnik, myśli o bitwie.",
                            "A solid opponent that thinks about the battle."),
    "level.about.veteran": ("Najsilniejszy: przelicza wiele przebiegów gry.",
                            "The strongest: plays many games out in its head."),
})


def available_levels() -> tuple[str, ...]:
    """The computer opponent levels: ``konwoj.ai.LEVELS`` once it exists, else random."""
    try:
        from konwoj import ai
        levels = tuple(getattr(ai, "LEVELS", ()) or ())
    except ImportError:
        levels = ()
    if not levels:
        return ("random",)
    return levels


class NewGameScene(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        self.levels = available_levels()
        self.mode = Choice(app, [("solo", "newgame.solo"), ("hotseat", "newgame.hotseat")],
                           "solo", on_change=lambda v: self.layout())
        self.side = Choice(app, [("moloch", "side.moloch"), ("outpost", "side.outpost")],
                           "outpost", colours=SIDE_COLOURS)
        default_level = "private" if "private" in self.levels else self.levels[0]
        self.level = Choice(app, [(lv, f"level.{lv}") for lv in self.levels], default_level)
        self.seed = TextInput(app, "newgame.seed_hint", on_change=self._seed_changed, max_len=12)
        self.start_button = Button(app, "newgame.start", self.start, style="primary",
                                   hotkey=pygame.K_RETURN)
        self.back_button = Button(app, "newgame.back", self.go_back)
        self.widgets = [self.mode, self.side, self.level, self.seed, self.start_button,
                        self.back_button]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.about_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_error = False

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
        if self.seed_error:
            return
        from konwoj.app import make_match
        seed = self.seed_value()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        state = new_game(seed=seed)
        if self.mode.value == "hotseat":
            match = make_match(state, "hotseat", ("moloch", "outpost"), None, seed)
        else:
            match = make_match(state, "solo", (self.side.value,), self.level.value, seed)
        self.app.start_match(match)

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(80), app.px(720))
        x = w // 2 - bw // 2
        y = app.px(120)
        row_h = app.px(46)
        label_h = app.px(30)
        self.labels = []

        def row(widget, key, height=row_h):
            nonlocal y
            self.labels.append((key, pygame.Rect(x, y, bw, label_h)))
            y += label_h
            widget.rect = pygame.Rect(x, y, bw, height)
            widget.visible = True
            y += height + app.px(16)

        row(self.mode, "newgame.mode")
        solo = self.mode.value == "solo"
        if solo:
            row(self.side, "newgame.side")
            row(self.level, "newgame.level")
        else:
            self.side.visible = self.level.visible = False
        self.seed_label_y = y
        row(self.seed, "newgame.seed", app.px(42))
        self.seed.rect.w = app.px(260)
        self.about_rect = pygame.Rect(x, y, bw, app.px(96))
        y += app.px(96) + app.px(12)
        btn_w, btn_h = app.px(220), app.px(54)
        self.start_button.rect = pygame.Rect(x + bw - btn_w, y, btn_w, btn_h)
        self.back_button.rect = pygame.Rect(x, y, app.px(160), btn_h)
        self.box = pygame.Rect(x - app.px(30), app.px(100), bw + app.px(60),
                               y + btn_h + app.px(24) - app.px(100))
        # keep everything on screen at small windows
        overflow = self.box.bottom - (h - app.px(12))
        if overflow > 0:
            shift = min(overflow, app.px(40))
            self.box.y -= shift
            for wdg in self.widgets:
                wdg.rect.y -= shift
            self.labels = [(k, r.move(0, -shift)) for k, r in self.labels]
            self.about_rect.y -= shift
        self.title_y = max(app.px(14), self.box.y - app.px(84))

    def about_text(self) -> str:
        app = self.app
        if self.mode.value == "hotseat":
            return app.tr("newgame.about.hotseat")
        return (app.tr(f"newgame.about.{self.side.value}") + " "
                + app.tr(f"level.about.{self.level.value}"))

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("newgame.title"), y=self.title_y)
        panel(surface, self.box, app, alpha=220)
        for key, rect in self.labels:
            fonts.blit_text(surface, app.tr(key), (rect.x, rect.bottom - app.px(6)),
                            app.font_px(20), ACCENT, True, "bottomleft")
        if self.seed_error:
            fonts.blit_text(surface, app.tr("newgame.seed_bad"),
                            (self.seed.rect.right + app.px(14), self.seed.rect.centery),
                            app.font_px(18), (230, 110, 90), False, "midleft")
        colour = TEXT if self.mode.value == "hotseat" else SIDE_COLOURS[self.side.value]
        pygame.draw.line(surface, colour, self.about_rect.topleft,
                         (self.about_rect.x, self.about_rect.bottom - app.px(10)),
                         max(2, app.px(3)))
        blit_wrapped(surface, self.about_text(),
                     self.about_rect.inflate(-app.px(28), 0).move(app.px(6), app.px(4)),
                     app.font_px(18), TEXT_DIM)
