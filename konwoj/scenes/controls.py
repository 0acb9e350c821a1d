"""Controls (from Settings): every table action with its keys (:mod:`konwoj.play.keymap`). Choose
an action's "Change", press the new key: it is saved with the settings at once; a key another
action has is refused with a one-line message and the old key stays. Esc while a key is awaited
cancels the change; "Defaults" puts every key back."""
from __future__ import annotations

import pygame

from konwoj.play import keymap
from konwoj.scenes.widget_scene import WidgetScene
from konwoj.ui import fonts, keynames
from konwoj.ui.widgets import ACCENT, TEXT, TEXT_DIM, Button, ellipsize, panel


class ControlsScene(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        self.rows = [(a, Button(app, "controls.change", lambda a=a: self.capture(a.name)))
                     for a in keymap.ACTIONS]
        self.defaults_button = Button(app, "controls.defaults", self.reset)
        self.back_button = Button(app, "controls.back", self.go_back, style="primary")
        self.widgets = [b for _, b in self.rows] + [self.defaults_button, self.back_button]
        self.waiting: str | None = None     # the action whose new key is awaited
        self.message: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []

    # ------------------------------------------------------------------ changing keys
    def capture(self, action: str) -> None:
        self.waiting = action
        self.message = self.app.tr("controls.press")
        self.app.request_redraw()

    def bind(self, action: str, spec: str) -> bool:
        """Put ``action`` on key ``spec``: saved at once; False (and the message says why) when
        another action has that key."""
        s = self.app.settings
        binds = keymap.bindings(s.keys)
        new, holder = keymap.rebind(s.keys, action, spec)
        lang = self.app.lang
        if holder is not None:
            self.message = self.app.tr("controls.taken", keyname=keymap.display(spec, lang),
                                       action=self.app.tr(keymap.BY_NAME[holder].label),
                                       old=keymap.display_keys(binds, action, lang))
            return False
        s.keys = new
        self._save()
        self.message = self.message or self.app.tr(
            "controls.set", action=self.app.tr(keymap.BY_NAME[action].label),
            keyname=keymap.display(spec, lang))
        return True

    def reset(self) -> None:
        self.app.settings.keys = {}
        self._save()
        self.message = self.message or self.app.tr("controls.reset")
        self.app.request_redraw()

    def _save(self) -> None:
        self.message = None
        try:
            self.app.settings.save()
        except OSError as exc:
            self.message = self.app.tr("settings.not_saved",
                                       error=exc.strerror or type(exc).__name__)

    def handle_event(self, event) -> bool:
        if self.waiting is not None and event.type == pygame.KEYDOWN:
            action, self.waiting = self.waiting, None
            if event.key == pygame.K_ESCAPE:
                self.message = None
            else:
                spec = keynames.event_spec(event)
                if spec is None:
                    if event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL,
                                     pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT):
                        self.waiting = action       # a modifier alone: the key comes next
                        return True
                    self.message = self.app.tr("controls.not_a_key")
                else:
                    self.bind(action, spec)
            self.app.request_redraw()
            return True
        if self.waiting is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.waiting, self.message = None, None
        return super().handle_event(event)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(60), app.px(900))
        x = w // 2 - bw // 2
        top = app.px(96)
        room = h - top - app.px(130)
        row_h = max(app.px(26), min(app.px(40), room // max(1, len(self.rows))))
        self.row_rects = []
        for i, (_a, btn) in enumerate(self.rows):
            r = pygame.Rect(x, top + i * row_h, bw, row_h)
            self.row_rects.append(r)
            btn.rect = pygame.Rect(r.right - app.px(130), r.y + 2, app.px(130), row_h - 4)
        y = top + len(self.rows) * row_h + app.px(44)
        self.back_button.rect = pygame.Rect(x + bw - app.px(180), y, app.px(180), app.px(46))
        self.defaults_button.rect = pygame.Rect(self.back_button.rect.x - app.px(200), y,
                                                app.px(180), app.px(46))
        self.box = pygame.Rect(x - app.px(24), top - app.px(14), bw + app.px(48),
                               self.back_button.rect.bottom + app.px(14) - top + app.px(14))

    def draw_content(self, surface) -> None:
        app = self.app
        lang = app.lang
        self.heading(surface, app.tr("controls.title"), y=app.px(14))
        panel(surface, self.box, app, alpha=225)
        binds = keynames.bindings(app)
        fs = max(14, min(app.font_px(19), self.row_rects[0].h * 2 // 3)) if self.row_rects else 18
        for (a, btn), r in zip(self.rows, self.row_rects):
            keys_w = app.px(250)
            name_w = r.w - keys_w - btn.rect.w - app.px(30)
            fonts.blit_text(surface, ellipsize(app.tr(a.label), fs, name_w), (r.x, r.centery),
                            fs, TEXT, False, "midleft")
            waiting = self.waiting == a.name
            keys = "…" if waiting else keymap.display_keys(binds, a.name, lang)
            fonts.blit_text(surface, ellipsize(keys, fs, keys_w), (r.x + name_w + app.px(12),
                                                                   r.centery),
                            fs, ACCENT, True, "midleft")
        note = self.message or app.tr("controls.help")
        fonts.blit_text(surface, ellipsize(note, app.font_px(18),
                                           self.defaults_button.rect.x - self.box.x - app.px(40)),
                        (self.box.x + app.px(24), self.back_button.rect.centery),
                        app.font_px(18), TEXT if self.message else TEXT_DIM, False, "midleft")
