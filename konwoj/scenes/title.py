"""The title screen: New game, Continue, Load, Learn to play, Rules & cards, Settings, Quit."""
from __future__ import annotations

import pygame

from konwoj import saves
from konwoj.saves.summary import describe
from konwoj.texts import notices
from konwoj.i18n import LANGS
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, ACCENT_DARK, TEXT, TEXT_DIM, Button, Choice, backdrop, panel,
                               text_shadowed)
from konwoj.scenes.widget_scene import WidgetScene, alert


# cards fanned out on either side of the menu
FAN_MOLOCH = ("lowca", "juggernaut", "szerszen")
FAN_OUTPOST = ("komandos", "kpt_johnson", "operator_ckm")
FAN_RENDER = (224, 314)     # compact card layout (no rules text); scaled to the window


def latest_autosave():
    try:
        return saves.latest_autosave()
    except Exception:  # noqa: BLE001 - a broken save folder just means "nothing to continue"
        return None


class TitleScene(WidgetScene):
    back_on_escape = False

    def __init__(self, app):
        super().__init__(app)
        self.autosave = latest_autosave()
        self._autosave_info: str | None = None
        self._autosave_lang = app.lang
        self.buttons = [
            Button(app, "title.new_game", self.new_game, style="primary", hotkey=pygame.K_n),
            Button(app, "title.continue", self.continue_game, enabled=lambda: bool(self.autosave),
                   hotkey=pygame.K_c),
            Button(app, "title.load", self.load, hotkey=pygame.K_l),
            Button(app, "title.games", self.games, hotkey=pygame.K_g),
            Button(app, "title.learn", self.learn, hotkey=pygame.K_p),
            Button(app, "title.rules", self.rules, hotkey=pygame.K_r),
            Button(app, "title.settings", self.settings, hotkey=pygame.K_s),
            Button(app, "title.quit", app.quit, hotkey=pygame.K_q),
        ]
        self.continue_button = self.buttons[1]
        self.lang_choice = Choice(app, [(lang, f"lang.{lang}") for lang in LANGS], app.lang,
                                  on_change=self._set_lang)
        self.widgets = self.buttons + [self.lang_choice]
        self.menu_rect = pygame.Rect(0, 0, 0, 0)
        self._fan_cache: dict = {}
        self._background = None         # the idle analysis (konwoj.play.background), once started
        self._last_input = 0.0          # time.monotonic() of the last key or mouse event

    def _continue_line(self) -> str:
        """Where the autosaved game stands (city, battle, players)."""
        if self._autosave_info is None:
            try:
                self._autosave_info = describe(saves.info(self.autosave), self.app.lang)
            except Exception:  # noqa: BLE001 - an unreadable autosave: say nothing more
                self._autosave_info = ""
            self._autosave_lang = self.app.lang
        if self._autosave_lang != self.app.lang:
            self._autosave_info = None
            return self._continue_line()
        return self._autosave_info

    def update(self, dt: float) -> None:
        """Problems found at start (settings, card overrides, a broken autosave set aside) are
        told once, over the title."""
        super().update(dt)
        if notices.pending() and self.app.scenes.top is self:
            items = notices.take_items()
            alert(self.app, lambda: notices.render(items, self.app.lang))
        self._idle_analysis()

    # the kept games are analysed while the title sits idle (konwoj.play.background), so that
    # Practice has positions; never in a game (the title is paused then) nor headless
    def _idle_analysis(self) -> None:
        app = self.app
        if getattr(app, "headless", True) or app.scenes.top is not self \
                or not getattr(app.settings, "background_analysis", True):
            return
        import time
        now = time.monotonic()
        if self._background is None:
            from konwoj.play.background import BackgroundAnalysis
            self._background = BackgroundAnalysis()
            self._last_input = now
        try:
            self._background.tick(now - self._last_input)
        except Exception:  # noqa: BLE001 - a background nicety never breaks the title
            import logging
            logging.getLogger(__name__).exception("the background analysis stopped")
            self._background = None

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            import time
            self._last_input = time.monotonic()
        return super().handle_event(event)

    def pause(self) -> None:
        bg = self._background
        if bg is not None:
            bg.stop()              # a game or another screen: the computer is not idle

    def exit(self) -> None:
        self.pause()

    def resume(self) -> None:
        self._autosave_info = None
        self.autosave = latest_autosave()
        self.lang_choice.value = self.app.lang
        super().resume()

    def _set_lang(self, lang: str) -> None:
        self.app.set_lang(lang)
        try:
            self.app.settings.save()
        except OSError:
            pass

    # actions
    def new_game(self) -> None:
        self.app.open("new_game")

    def learn(self) -> None:
        self.app.open("lessons")

    def continue_game(self) -> None:
        if not self.autosave:
            return
        from konwoj.play.session import error_text, match_from_file
        try:
            match = match_from_file(self.autosave)
        except Exception as exc:  # noqa: BLE001 - any broken file is shown, never raised
            # bind the error now: its name is gone once the except block ends
            alert(self.app, lambda exc=exc: self.app.tr("title.load_failed",
                                                        error=error_text(exc, self.app.lang)))
            return
        self.app.start_match(match)

    def load(self) -> None:
        self.app.open("load")

    def games(self) -> None:
        self.app.open("games")

    def rules(self) -> None:
        self.app.open("rules")

    def settings(self) -> None:
        self.app.open("settings")

    def on_key(self, event) -> bool:
        """Up / Down move between the menu entries, Enter picks one."""
        live = [b for b in self.buttons if b.enabled]
        if not live:
            return False
        cur = next((i for i, b in enumerate(live) if b.selected), -1)
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            step = -1 if event.key == pygame.K_UP or back else 1
            nxt = (cur + step) % len(live) if cur >= 0 else (0 if step > 0 else len(live) - 1)
            for b in self.buttons:
                b.selected = False
            live[nxt].selected = True
            self.key_focus = live[nxt]          # the focus ring shows where it is
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and cur >= 0:
            live[cur].click()
            return True
        return False

    # layout
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw, bh, gap = app.px(330), app.px(50), app.px(12)
        # Load and Games share a row (the menu keeps its height)
        rows = [[b] for b in self.buttons if b.label != "title.games"]
        games = next((b for b in self.buttons if b.label == "title.games"), None)
        if games is not None:
            next(r for r in rows if r[0].label == "title.load").append(games)
        n = len(rows)
        total = n * bh + (n - 1) * gap
        top = max(round(h * 0.40), app.px(250))
        top = min(top, h - total - app.px(70))
        x = w // 2 - bw // 2
        for i, row in enumerate(rows):
            y = top + i * (bh + gap)
            if len(row) == 1:
                row[0].rect = pygame.Rect(x, y, bw, bh)
            else:
                half = (bw - gap) // 2
                row[0].rect = pygame.Rect(x, y, half, bh)
                row[1].rect = pygame.Rect(x + half + gap, y, bw - half - gap, bh)
        self.continue_button.sublabel = (self._continue_line if self.autosave
                                         else "title.continue_none")
        self.menu_rect = pygame.Rect(x - app.px(28), top - app.px(26), bw + app.px(56),
                                     total + app.px(52))
        cw = app.px(200)
        self.lang_choice.rect = pygame.Rect(w - cw - app.px(20), h - app.px(52), cw, app.px(34))

    # drawing
    def _fan(self, keys, width: int, lang: str) -> pygame.Surface | None:
        """Three cards fanned like a hand, as one surface (cached per size and language)."""
        key = (keys, width, lang)
        if key in self._fan_cache:
            return self._fan_cache[key]
        try:
            from konwoj.ui import art
            faces = [art.card_face(k, FAN_RENDER, lang) for k in keys]
        except Exception:  # noqa: BLE001 - no art: no fan
            return None
        cw = width
        ch = round(cw * FAN_RENDER[1] / FAN_RENDER[0])
        faces = [pygame.transform.smoothscale(f, (cw, ch)) for f in faces]
        out = pygame.Surface((round(cw * 2.5), round(ch * 1.35)), pygame.SRCALPHA)
        cx, cy = out.get_width() // 2, round(ch * 0.64)
        # the outer cards first, tilted away; the middle one on top
        for k, face in ((-1, faces[0]), (1, faces[2]), (0, faces[1])):
            img = pygame.transform.rotozoom(face, -k * 10, 1.0)
            pos = (cx + k * round(cw * 0.66), cy + abs(k) * round(ch * 0.08))
            out.blit(img, img.get_rect(center=pos))
        if len(self._fan_cache) > 6:
            self._fan_cache.clear()
        self._fan_cache[key] = out
        return out

    def draw_background(self, surface) -> None:
        surface.blit(backdrop(surface.get_size(), darken=70), (0, 0))

    def draw_content(self, surface) -> None:
        app = self.app
        w, h = surface.get_size()
        # card fans, left (Moloch) and right (Outpost) of the menu
        room = (w - self.menu_rect.w) // 2 - app.px(30)
        cw = min(round(room / 2.5), app.px(190), round(h * 0.26))
        if cw >= app.px(70):
            for keys, sign in ((FAN_MOLOCH, -1), (FAN_OUTPOST, 1)):
                fan = self._fan(keys, cw, app.lang)
                if fan is None:
                    break
                fx = w // 2 + sign * (self.menu_rect.w // 2 + app.px(20) + room // 2)
                surface.blit(fan, fan.get_rect(center=(fx, self.menu_rect.centery
                                                       + app.px(10))))
        # title
        ty = max(app.px(40), round(h * 0.10))
        size = round(app.font_px(118) / fonts.text_scale())   # a display title: large already
        # the subtitle ends above the menu's panel (a small window): the title rises for it
        high = (fonts.text(app.tr("title.name"), size, TEXT, True).get_height() + app.px(8)
                + fonts.text(app.tr("title.subtitle"), app.font_px(26)).get_height())
        ty = max(app.px(4), min(ty, self.menu_rect.y - high))
        r = text_shadowed(surface, app.tr("title.name"), (w // 2, ty), size, ACCENT, True,
                          "midtop", offset=app.px(4))
        text_shadowed(surface, app.tr("title.subtitle"), (w // 2, r.bottom + app.px(8)),
                      app.font_px(26), TEXT, False, "midtop", offset=app.px(2))
        ly = r.bottom + app.px(48)
        pygame.draw.line(surface, ACCENT_DARK, (w // 2 - app.px(220), ly),
                         (w // 2 + app.px(220), ly), max(1, app.px(2)))
        panel(surface, self.menu_rect, app, alpha=210)
        fonts.blit_text(surface, app.tr("title.footer"), (app.px(20), h - app.px(20)),
                        app.font_px(16), TEXT_DIM, False, "bottomleft")
