"""The in-game menu: an overlay over the table (Menu button or Esc).

    open_ingame_menu(app, match, on_quit=table._leave)

Resume, Save game (a name, then ``konwoj.saves.save`` into a new file of the saves folder),
Load, Rules & cards, Settings, Quit to title (``on_quit`` autosaves first). Esc closes the menu.
The menu covers the table with a dark veil and never draws a card itself: in hot seat whatever
the table hides (hands under a hand-off) stays hidden.

``SaveDialog`` asks for the save's name (any letters, Polish ones included); Enter saves, Esc
cancels. A failed save shows its reason in the dialog and leaves the game as it was.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from konwoj.saves.summary import describe
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, DANGER, OUTPOST, TEXT, TEXT_DIM, Button, TextInput,
                               blit_wrapped, dim, panel, text_shadowed)
from konwoj.scenes.widget_scene import WidgetScene


NAME_MAX = 40


def game_line(app, match) -> str:
    """Where the game stands: city, battle, who plays (as on the load screen)."""
    s = match.state
    meta = match.meta()
    info = {"city": s.active_city, "battle": s.battle, "winner": s.winner,
            "ruleset": getattr(s, "ruleset", None), "sides": list(meta.get("human_sides") or ()),
            "opponent": meta.get("opponent_level") if meta.get("mode") == "solo" else None}
    try:
        if not match.kept:      # a practice position: no opponent plays on (PracticeMatch)
            info["opponent"] = None
            return app.tr("ingame_menu.practice_line", game=describe(info, app.lang))
        return describe(info, app.lang)
    except Exception:  # noqa: BLE001 - a line of decoration must never stop the menu
        return ""


def default_name(app, match) -> str:
    s = match.state
    try:
        from konwoj.texts import editions
        city = editions.city_name(editions.of(s), s.active_city, app.lang)
        if not city:
            raise LookupError(s.active_city)
        return app.tr("ingame_menu.default_name", city=city, battle=s.battle)
    except Exception:  # noqa: BLE001 - no active city (game over): a plain name
        return app.tr("ingame_menu.default_plain")


def save_match(match, name: str):
    """Write ``match`` to a new file named after ``name``; returns the path (SaveError and
    OSError propagate for the caller to show)."""
    from konwoj import saves
    meta = dict(match.meta())
    meta["name"] = name
    return saves.save(match.state, saves.new_save_path(name), meta)


class _Modal(WidgetScene):
    """An overlay that lets nothing through to the table below."""

    is_overlay = True

    def handle_event(self, event) -> bool:
        super().handle_event(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                              pygame.TEXTEDITING)

    def draw_background(self, surface) -> None:
        dim(surface, 175)


class InGameMenu(_Modal):
    """The overlay menu itself (see the module docstring)."""

    back_on_escape = True

    def __init__(self, app, match, on_quit: Callable[[], Any] | None = None):
        super().__init__(app)
        self.match = match
        self.on_quit = on_quit
        self.message: str | None = None        # "Game saved as ..." after a save
        self.buttons = [
            Button(app, "ingame_menu.resume", self.resume_game, style="primary"),
            Button(app, "ingame_menu.save", self.save_game),
            Button(app, "ingame_menu.load", self.load),
            Button(app, "ingame_menu.rules", self.rules),
            Button(app, "ingame_menu.settings", self.settings),
            Button(app, "ingame_menu.quit", self.quit_to_title, style="danger"),
        ]
        self.widgets = list(self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)

    # actions
    def _close(self) -> None:
        if self.app.scenes.top is self:
            self.app.pop()
        self.app.request_redraw()

    def go_back(self) -> None:
        self.resume_game()

    def resume_game(self) -> None:
        self._close()

    def save_game(self) -> None:
        self.app.push(SaveDialog(self.app, self.match, on_saved=self.saved))

    def saved(self, name: str, path) -> None:
        self.message = self.app.tr("ingame_menu.saved", name=name)
        self.layout()                  # a longer message: the box makes room
        self.app.request_redraw()

    def load(self) -> None:
        self.app.open("load")

    def rules(self) -> None:
        self.app.open("rules", getattr(self.match.state, "ruleset", None))

    def settings(self) -> None:
        self.app.open("settings")

    def quit_hint(self) -> str:
        """What leaving does to the game: a game is autosaved, a practice position never kept."""
        return "ingame_menu.quit_hint" if self.match.kept else "ingame_menu.quit_hint_unkept"

    def quit_to_title(self) -> None:
        if self.on_quit is not None:
            self.on_quit()          # the table autosaves and goes to the title
            return
        try:
            self.match.autosave()
        except Exception:  # noqa: BLE001 - Match.autosave never raises; a stand-in might
            pass
        self.app.go_title()

    def on_key(self, event) -> bool:
        """Up / Down (Tab) move between the entries, Enter or Space picks one."""
        cur = next((i for i, b in enumerate(self.buttons) if b.selected), -1)
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            step = -1 if event.key == pygame.K_UP or back else 1
            n = len(self.buttons)
            nxt = (cur + step) % n if cur >= 0 else (0 if step > 0 else n - 1)
            for b in self.buttons:
                b.selected = False
            self.buttons[nxt].selected = True
            self.key_focus = self.buttons[nxt]  # the focus ring shows where it is
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            (self.buttons[cur] if cur >= 0 else self.buttons[0]).click()
            return True
        return False

    # layout / drawing
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw, bh, gap = app.text_px(340), app.text_px(48), app.px(10)
        n = len(self.buttons)
        box_w = min(w - app.px(40), bw + app.px(80))
        bw = min(bw, box_w - app.px(40))
        # the game's line and the message under the buttons wrap (never cut): room for them
        self._line = fonts.wrap(game_line(app, self.match) or "", app.font_px(17),
                                box_w - app.px(40))
        self._msg = fonts.wrap(self.message or app.tr(self.quit_hint()), app.font_px(16),
                               box_w - app.px(40))
        lh17 = fonts.font(app.font_px(17)).get_linesize()
        lh16 = fonts.font(app.font_px(16)).get_linesize()
        lh14 = fonts.font(app.font_px(14)).get_linesize()
        head = app.text_px(70) + lh17 * len(self._line) + app.px(16)   # heading, the game's line
        foot = lh16 * len(self._msg) + lh14 + app.px(34)   # a message / the quit hint, the keys
        total = n * bh + (n - 1) * gap + app.px(10)     # a little air above "Quit"
        box_h = min(h - app.px(20), head + total + foot)
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (w // 2, h // 2)
        x = self.box.centerx - bw // 2
        y = self.box.y + head
        for i, b in enumerate(self.buttons):
            if i == n - 1:
                y += app.px(10)
            b.rect = pygame.Rect(x, y, bw, bh)
            y += bh + gap

    def draw_content(self, surface) -> None:
        app = self.app
        panel(surface, self.box, app, alpha=245, glow=(70, 60, 44))
        cx = self.box.centerx
        y = self.box.y + app.px(20)
        r = text_shadowed(surface, app.tr("ingame_menu.title"), (cx, y), app.font_px(40), ACCENT,
                          True, "midtop", offset=app.px(2))
        ly = r.bottom + app.px(6)
        half = app.px(120)
        pygame.draw.line(surface, (110, 84, 44), (cx - half, ly), (cx + half, ly),
                         max(1, app.px(2)))
        size = app.font_px(17)
        y = ly + app.px(10)
        for line in self._line:
            y = fonts.blit_text(surface, line, (cx, y), size, TEXT_DIM, False, "midtop").bottom
        last = self.buttons[-1].rect
        y = last.bottom + app.px(12)
        size = app.font_px(16)
        col = OUTPOST if self.message else TEXT_DIM
        for line in fonts.wrap(self.message or app.tr(self.quit_hint()), size,
                               self.box.w - app.px(40)):
            y = fonts.blit_text(surface, line, (cx, y), size, col, bool(self.message),
                                "midtop").bottom
        fonts.blit_text(surface, app.tr("ingame_menu.keys"), (cx, self.box.bottom - app.px(12)),
                        app.font_px(14), TEXT_DIM, False, "midbottom")


class SaveDialog(_Modal):
    """Asks for a name and saves the match under it (see the module docstring)."""

    back_on_escape = False

    def __init__(self, app, match, on_saved: Callable[[str, Any], Any] | None = None):
        super().__init__(app)
        self.match = match
        self.on_saved = on_saved
        self.error: str | None = None
        self.suggestion = default_name(app, match)
        self.field = TextInput(app, lambda: app.tr("ingame_menu.name_hint",
                                                   example=self.suggestion),
                               always_focus=True, max_len=NAME_MAX, search_icon=False,
                               on_change=self._changed)
        self.save_button = Button(app, "ingame_menu.do_save", self.save, style="primary")
        self.cancel_button = Button(app, "ingame_menu.cancel", self.cancel)
        self.widgets = [self.field, self.save_button, self.cancel_button]
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        super().enter()
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.field.rect)
        except pygame.error:
            pass

    def _changed(self, text: str) -> None:
        self.error = None

    def name(self) -> str:
        """The typed name (spaces squeezed), else the suggestion."""
        typed = " ".join(self.field.text.split())
        return typed[:NAME_MAX] or self.suggestion

    def _close(self) -> None:
        if self.app.scenes.top is self:
            self.app.pop()
        self.app.request_redraw()

    def cancel(self) -> None:
        self._close()

    def save(self) -> None:
        name = self.name()
        try:
            path = save_match(self.match, name)
        except Exception as exc:  # noqa: BLE001 - SaveError, a full disk, anything: shown
            self.error = self.app.tr("ingame_menu.failed",
                                     error=_short_error(exc, self.app.lang))
            self.app.request_redraw()
            return
        self._close()
        if self.on_saved is not None:
            self.on_saved(name, path)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
                return True
        return super().handle_event(event)

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(40), app.px(560))
        bh = app.px(282)
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        pad = app.px(32)
        self.field.rect = pygame.Rect(self.box.x + pad, self.box.y + app.px(102),
                                      bw - 2 * pad, app.px(48))
        btn_w, btn_h, gap = app.px(170), app.px(48), app.px(20)
        y = self.box.bottom - app.px(24) - btn_h
        self.save_button.rect = pygame.Rect(self.box.centerx - gap // 2 - btn_w, y, btn_w, btn_h)
        self.cancel_button.rect = pygame.Rect(self.box.centerx + gap // 2, y, btn_w, btn_h)

    def draw_content(self, surface) -> None:
        app = self.app
        panel(surface, self.box, app, alpha=248, glow=(70, 60, 44))
        cx = self.box.centerx
        text_shadowed(surface, app.tr("ingame_menu.save_title"), (cx, self.box.y + app.px(20)),
                      app.font_px(32), ACCENT, True, "midtop", offset=app.px(2))
        fonts.blit_text(surface, app.tr("ingame_menu.name_label"),
                        (self.field.rect.x, self.field.rect.y - app.px(8)), app.font_px(18),
                        TEXT, True, "bottomleft")
        y = self.field.rect.bottom + app.px(10)
        width = self.box.w - app.px(64)
        if self.error:
            blit_wrapped(surface, self.error,
                         pygame.Rect(self.field.rect.x, y, width, self.save_button.rect.y - y),
                         app.font_px(16), DANGER)
        else:
            fonts.blit_text(surface, app.tr("ingame_menu.save_keys"), (self.field.rect.x, y),
                            app.font_px(15), TEXT_DIM, False, "topleft")


def _short_error(exc: BaseException, lang: str) -> str:
    """The problem in the player's language, without the long path when SaveError knows it."""
    fn = getattr(exc, "problem_text", None)
    if callable(fn):
        try:
            return str(fn(lang))
        except Exception:  # noqa: BLE001
            pass
    from konwoj.play.session import error_text
    return error_text(exc, lang)


def open_ingame_menu(app, match, on_quit: Callable[[], Any] | None = None) -> InGameMenu:
    """Push the menu over the current scene and return it."""
    menu = InGameMenu(app, match, on_quit)
    app.push(menu)
    return menu
