"""Scenes made of widgets (:class:`WidgetScene`) and the modal confirm dialog.

These sit above :mod:`konwoj.ui.widgets` (which knows nothing of scenes) and below every menu
scene: ``from konwoj.scenes.widget_scene import WidgetScene, confirm, alert``.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from konwoj.scenes.base import Scene
from konwoj.ui import fonts
from konwoj.ui import focus as kf
from konwoj.ui.widgets import (ACCENT, ACCENT_DARK, TEXT, Button, Label, TextInput, Widget, backdrop,
                               blit_wrapped, dim, panel, resolve, text_shadowed)


# ---------------------------------------------------------------- scenes made of widgets
class WidgetScene(Scene):
    """A scene holding widgets: events go to them (top first), ``layout()`` places them on
    resize and after a language switch, and ``draw_background`` paints the menu backdrop.

    Subclasses build widgets in ``__init__`` (``self.widgets``), place them in ``layout()``,
    draw extras in ``draw_content(surface)``, and may override ``on_key(event)``."""

    back_on_escape = True

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.size = tuple(app.size)
        self.key_focus: Widget | None = None      # where Tab and the arrows put the keyboard

    # lifecycle
    def enter(self) -> None:
        self.on_resize(self.app.size)

    def resume(self) -> None:
        self.on_resize(self.app.size)

    def on_resize(self, size) -> None:
        self.size = tuple(size)
        self.layout()
        self.app.request_redraw()

    def on_lang(self, lang: str) -> None:
        self.layout()

    def layout(self) -> None: ...

    def go_back(self) -> None:
        self.app.pop()

    def on_key(self, event) -> bool:
        return False

    def typing_in(self) -> Widget | None:
        """The text field that takes typing now (clicked, or reached by Tab), or None."""
        return next((w for w in self.widgets if isinstance(w, TextInput) and w.visible
                     and w.focused and not w.always_focus), None)

    def handle_event(self, event) -> bool:
        focus = self.key_focus if self.key_focus in self.focusables() else None
        typing = self.typing_in()
        if typing is not None and focus is not typing:
            focus = None                  # typed keys go to the field, never to another widget
        if event.type == pygame.KEYDOWN and focus is not None and kf.press(focus, event):
            self.app.request_redraw()     # the focused widget's own key (before any hotkey)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key_focus = None         # the mouse took over
        for w in reversed(self.widgets):
            if w.visible and w.handle_event(event):
                self.app.request_redraw()
                return True
        if event.type == pygame.KEYDOWN:
            if self.on_key(event):
                return True
            if self.move_focus(event):
                return True
            if event.key == pygame.K_ESCAPE and self.back_on_escape:
                self.go_back()
                return True
        return self.is_overlay is False and event.type in (pygame.MOUSEBUTTONDOWN,)

    # the keyboard's focus: Tab / Shift+Tab round the widgets, the arrows to the nearest one
    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if kf.focusable(w)]

    def move_focus(self, event) -> bool:
        live = self.focusables()
        if not live:
            return False
        cur = self.key_focus if self.key_focus in live else None
        typing = self.typing_in()
        if typing in live:
            cur = typing                  # Tab from a text field: the widget after it
        k = event.key
        if k == pygame.K_TAB:
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            i = (live.index(cur) + step) % len(live) if cur else (0 if step > 0 else -1)
            self.key_focus = live[i]
        elif k in kf.ARROW_STEPS:
            if cur is None:
                self.key_focus = live[0]
            else:
                nxt = kf.nearest([(w, w.rect) for w in live if w is not cur], cur.rect,
                                 kf.ARROW_STEPS[k])
                if nxt is None:
                    return True
                self.key_focus = nxt
        else:
            return False
        for w in live:
            kf.came(w, w is self.key_focus)   # a text field takes typing while focused
        self.app.request_redraw()
        return True

    def draw_background(self, surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))

    def draw_content(self, surface) -> None: ...

    def draw(self, surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        self.draw_overlay(surface)
        if self.key_focus is not None and self.key_focus in self.focusables():
            kf.focus_ring(surface, self.key_focus.rect, self.app.px(1))

    def draw_overlay(self, surface) -> None:
        """Drawn after the widgets (tooltips etc.)."""

    # shared bits of layout
    def heading(self, surface, text: str, y: int | None = None, size: float = 46) -> pygame.Rect:
        app = self.app
        w, _ = surface.get_size()
        y = app.px(28) if y is None else y
        rect = text_shadowed(surface, text, (w // 2, y), app.font_px(size), ACCENT, True, "midtop",
                             offset=app.px(2))
        line_w = min(w // 3, rect.w + app.px(120))
        ly = rect.bottom + app.px(6)
        for sign in (-1, 1):
            pygame.draw.line(surface, ACCENT_DARK, (w // 2 + sign * app.px(10), ly),
                             (w // 2 + sign * line_w // 2, ly), max(1, app.px(2)))
        pygame.draw.circle(surface, ACCENT, (w // 2, ly), app.px(4))
        return rect


class ConfirmDialog(WidgetScene):
    """A modal yes/no question drawn over the scene below (Enter = yes, Escape = no)."""

    is_overlay = True
    back_on_escape = False

    def __init__(self, app, message: Label, on_yes: Callable[[], Any],
                 on_no: Callable[[], Any] | None = None, yes: Label = "widgets.yes",
                 no: Label = "widgets.no", title: Label | None = None, danger: bool = False):
        super().__init__(app)
        self.message = message
        self.title = title
        self.on_yes = on_yes
        self.on_no = on_no
        self.yes_button = Button(app, yes, self._yes, style="danger" if danger else "primary")
        self.no_button = Button(app, no, self._no) if no is not None else None
        self.widgets = [b for b in (self.yes_button, self.no_button) if b is not None]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.max_lines: int | None = None

    def _close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.app.request_redraw()

    def _yes(self) -> None:
        self._close()
        self.on_yes()

    def _no(self) -> None:
        self._close()
        if self.on_no is not None:
            self.on_no()

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(40), app.px(560))
        msg = resolve(app, self.message)
        size = app.font_px(22)
        lines = fonts.wrap(msg, size, bw - app.px(56))
        lh = round(fonts.font(size).get_linesize() * 1.15)
        title_h = app.px(46) if self.title else 0
        chrome = app.px(40) + title_h + app.px(28) + app.px(48) + app.px(24)
        # a message taller than the window is cut (the buttons always stay on screen)
        self.max_lines = max(1, min(len(lines), (h - app.px(16) - chrome) // max(1, lh)))
        text_h = self.max_lines * lh
        bh = chrome + text_h
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        btn_w, btn_h = app.px(160), app.px(48)
        y = self.box.bottom - app.px(24) - btn_h
        if self.no_button is not None:
            gap = app.px(20)
            self.yes_button.rect = pygame.Rect(self.box.centerx - gap // 2 - btn_w, y, btn_w,
                                               btn_h)
            self.no_button.rect = pygame.Rect(self.box.centerx + gap // 2, y, btn_w, btn_h)
        else:
            self.yes_button.rect = pygame.Rect(self.box.centerx - btn_w // 2, y, btn_w, btn_h)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._yes()
                return True
            if event.key == pygame.K_ESCAPE:
                self._no() if self.no_button is not None else self._yes()
                return True
        for w in self.widgets:
            if w.handle_event(event):
                return True
        # modal: nothing reaches the scene below except window events
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)

    def draw(self, surface) -> None:
        app = self.app
        dim(surface, 160)
        panel(surface, self.box, app, alpha=248, glow=(70, 60, 44))
        y = self.box.y + app.px(26)
        if self.title:
            text_shadowed(surface, resolve(app, self.title), (self.box.centerx, y),
                          app.font_px(30), ACCENT, True, "midtop")
            y += app.px(46)
        blit_wrapped(surface, resolve(app, self.message),
                     pygame.Rect(self.box.x + app.px(28), y, self.box.w - app.px(56), 1000),
                     app.font_px(22), TEXT, align="center",
                     max_lines=self.max_lines)
        for w in self.widgets:
            w.draw(surface)


def confirm(app, message: Label, on_yes, on_no=None, **kw) -> ConfirmDialog:
    """Push a :class:`ConfirmDialog` and return it."""
    dlg = ConfirmDialog(app, message, on_yes, on_no, **kw)
    app.push(dlg)
    return dlg


def alert(app, message: Label, title: Label | None = None, on_ok=None) -> ConfirmDialog:
    """A message with a single OK button."""
    dlg = ConfirmDialog(app, message, on_ok or (lambda: None), None, yes="widgets.ok", no=None,
                        title=title)
    app.push(dlg)
    return dlg
