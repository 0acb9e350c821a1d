"""Settings: language, text size, colour vision, window size, fullscreen, animation speed,
confirmation before ending a phase, the computer's thinking time, sound volume and mute, the Hint
button, and the Controls page (the table's keys: :mod:`konwoj.scenes.controls`). Every change
applies at once and is saved; a new volume plays a sample at that volume. The rows flow into two
columns when one does not fit the window (large text, a small window)."""
from __future__ import annotations

import pygame

from konwoj.ui import audio
from konwoj.i18n import LANGS
from konwoj.settings import COLOUR_VISIONS, TEXT_SCALES
from konwoj.ui import fonts, keynames, palette
from konwoj.ui.widgets import (ACCENT, TEXT_DIM, Button, Choice, Toggle, ellipsize, panel)
from konwoj.scenes.widget_scene import WidgetScene


WINDOW_SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
ANIM_SPEEDS = ((0.0, "settings.anim.off"), (0.5, "settings.anim.fast"),
               (1.0, "settings.anim.normal"), (2.0, "settings.anim.slow"))
AI_BUDGETS = (1.0, 2.0, 3.0, 5.0)
VOLUMES = (0.25, 0.5, 0.75, 1.0)
SAMPLE_SOUND = "card_played"        # what a change of volume plays


def fitting_sizes(limit: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes to offer: those that fit on the screen (all when its size is unknown;
    at least the smallest)."""
    if limit is None:
        return list(WINDOW_SIZES)
    fit = [sz for sz in WINDOW_SIZES if sz[0] <= limit[0] and sz[1] <= limit[1]]
    return fit or [WINDOW_SIZES[0]]


def _nearest(value, options):
    return min(options, key=lambda o: abs(o - value))


class SettingsScene(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.lang = Choice(app, [(lang, f"lang.{lang}") for lang in LANGS], s.lang,
                           on_change=self.set_lang)
        self.text_size = Choice(app, [(k, f"{round(k * 100)}%") for k in TEXT_SCALES],
                                _nearest(s.text_scale, TEXT_SCALES), on_change=self.set_text_size)
        sizes = [(sz, f"{sz[0]}×{sz[1]}") for sz in fitting_sizes(app.display_limit)]
        current = tuple(s.window_size)
        if current not in [sz for sz, _ in sizes]:
            sizes.append((current, f"{current[0]}×{current[1]}"))
        self.window = Choice(app, sizes, current, on_change=self.set_size,
                             enabled=lambda: not app.settings.fullscreen)
        self.fullscreen = Toggle(app, "settings.fullscreen", s.fullscreen,
                                 on_change=self.set_fullscreen)
        self.anim = Choice(app, list(ANIM_SPEEDS),
                           _nearest(s.animation_speed, [v for v, _ in ANIM_SPEEDS]),
                           on_change=lambda v: self._set("animation_speed", float(v)))
        self.confirm = Toggle(app, "settings.confirm", s.confirm_end_phase,
                              on_change=lambda v: self._set("confirm_end_phase", bool(v)))
        self.ai = Choice(app, [(b, (lambda b=b: app.tr("settings.seconds", n=f"{b:g}")))
                               for b in AI_BUDGETS],
                         _nearest(s.ai_budget, AI_BUDGETS),
                         on_change=lambda v: self._set("ai_budget", float(v)))
        # a volume set by hand in the file (e.g. 0.3) shows as its own option, as a window size does
        levels = sorted(set(VOLUMES) | {round(float(s.sound_volume), 2)})
        self.volume = Choice(app, [(v, f"{round(v * 100)}%") for v in levels],
                             _nearest(s.sound_volume, levels), on_change=self.set_volume,
                             enabled=lambda: not app.settings.sound_muted)
        self.mute = Toggle(app, "settings.mute", s.sound_muted, on_change=self.set_muted)
        self.hints = Toggle(app, lambda: app.tr("settings.hints",
                                                keyname=keynames.first_label(app, "hint")),
                            getattr(s, "hints_enabled", True),
                            on_change=lambda v: self._set("hints_enabled", bool(v)))
        self.colours = Choice(app, [(v, f"settings.colours.{v}") for v in COLOUR_VISIONS],
                              s.colour_vision, on_change=self.set_colours)
        self.back_button = Button(app, "settings.back", self.go_back, style="primary")
        self.controls_button = Button(app, "settings.controls", lambda: app.open("controls"))
        self.widgets = [self.lang, self.text_size, self.colours, self.window, self.fullscreen,
                        self.anim, self.confirm, self.ai, self.volume, self.mute, self.hints,
                        self.controls_button, self.back_button]
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.save_error: str | None = None      # why the last change could not be stored

    def save(self) -> None:
        """Store the settings; a full or read-only disk is said under the buttons (the changes
        still apply to this run) instead of "Changes are saved at once"."""
        try:
            self.app.settings.save()
        except OSError as exc:
            self.save_error = exc.strerror or type(exc).__name__
        else:
            self.save_error = None

    def _set(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.save()
        self.app.request_redraw()

    def set_lang(self, lang: str) -> None:
        self.app.set_lang(lang)
        self.save()

    def set_text_size(self, k) -> None:
        self.app.set_text_scale(float(k))      # every scene laid out again at once
        self.save()

    def set_colours(self, name: str) -> None:
        """A colour-vision palette, shown at once on every screen (konwoj.ui.palette)."""
        self._set("colour_vision", palette.use(name))

    def set_size(self, size) -> None:
        self.app.set_window(size=tuple(size))
        self.save()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_window(fullscreen=bool(on))
        self.save()

    def set_volume(self, v) -> None:
        self._set("sound_volume", float(v))
        audio.play_for(self.app, SAMPLE_SOUND)

    def set_muted(self, on: bool) -> None:
        self._set("sound_muted", bool(on))
        if not on:
            audio.play_for(self.app, SAMPLE_SOUND)

    def on_resize(self, size) -> None:
        # the window may have changed from outside (F11, dragging the frame)
        self.fullscreen.value = self.app.settings.fullscreen
        super().on_resize(size)

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        label_h, row_h, gap = app.text_px(28), app.text_px(42), app.px(14)
        toggle_h = app.text_px(34)
        blocks = [(self.lang, "settings.lang"), (self.text_size, "settings.text_size"),
                  (self.colours, "settings.colours"),
                  (self.window, "settings.window"), (self.fullscreen, None),
                  (self.anim, "settings.anim"), (self.confirm, None), (self.ai, "settings.ai"),
                  (self.volume, "settings.sound"), (self.hints, None)]

        def height(block):
            return (label_h + row_h if block[1] else toggle_h) + gap
        back_h = app.text_px(50) + app.px(28)
        top = app.px(98) + app.px(20)
        room = h - app.px(10) - top - back_h - app.px(22)
        one = sum(height(b) for b in blocks)
        cols = 1 if one <= room or w < app.px(900) else 2
        col_w = min((w - app.px(80) - app.px(40) * (cols - 1)) // cols, app.px(760))
        total_w = col_w * cols + app.px(40) * (cols - 1)
        x0 = w // 2 - total_w // 2
        split = len(blocks)
        if cols == 2:           # as even a split as the rows allow
            acc, split = 0, 0
            while split < len(blocks) and acc + height(blocks[split]) <= one / 2 + gap:
                acc += height(blocks[split])
                split += 1
        self.labels = []
        bottom = y = top
        for i, (widget, key) in enumerate(blocks):
            col = 0 if i < split else 1
            if i == split:
                bottom, y = max(bottom, y), top
            x = x0 + col * (col_w + app.px(40))
            if key:
                self.labels.append((key, pygame.Rect(x, y, col_w, label_h)))
                y += label_h
            widget.rect = pygame.Rect(x, y, col_w, row_h if key else toggle_h)
            y += widget.rect.h + gap
        bottom = max(bottom, y)
        self.lang.rect.w = min(col_w, app.text_px(360))
        self.text_size.rect.w = min(col_w, app.text_px(360))
        # volume and mute share one row: the levels on the left, the switch on the right
        r = self.volume.rect
        self.volume.rect = pygame.Rect(r.x, r.y, round(col_w * 0.62), r.h)
        self.mute.rect = pygame.Rect(self.volume.rect.right + app.px(28),
                                     r.centery - toggle_h // 2,
                                     r.right - self.volume.rect.right - app.px(28), toggle_h)
        bw = app.text_px(200)
        self.back_button.rect = pygame.Rect(x0 + total_w - bw, bottom + app.px(6), bw,
                                            app.text_px(50))
        self.controls_button.rect = self.back_button.rect.move(-(bw + app.px(20)), 0)
        self.box = pygame.Rect(x0 - app.px(30), app.px(98), total_w + app.px(60),
                               self.back_button.rect.bottom + app.px(22) - app.px(98))
        overflow = self.box.bottom - (h - app.px(10))
        if overflow > 0:
            shift = min(overflow, app.px(40))
            self.box.y -= shift
            for wdg in self.widgets:
                wdg.rect.y -= shift
            self.labels = [(k, r.move(0, -shift)) for k, r in self.labels]
        self.title_y = max(app.px(10), self.box.y - app.px(82))

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("settings.title"), y=self.title_y)
        panel(surface, self.box, app, alpha=225)
        for key, rect in self.labels:
            r = fonts.blit_text(surface, app.tr(key), (rect.x, rect.bottom - app.px(6)),
                                app.font_px(20), ACCENT, True, "bottomleft")
            hint = {"settings.ai": "settings.ai_hint",
                    "settings.sound": "settings.sound_hint"}.get(key)
            if hint:
                fonts.blit_text(surface, app.tr(hint),
                                (r.right + app.px(10), r.bottom), app.font_px(16), TEXT_DIM,
                                False, "bottomleft")
        if self.save_error is None:
            note, colour = app.tr("settings.saved"), TEXT_DIM
        else:
            note, colour = app.tr("settings.not_saved", error=self.save_error), (235, 150, 120)
        width = max(1, self.controls_button.rect.x - self.box.x - app.px(40))
        fonts.blit_text(surface, ellipsize(note, app.font_px(17), width),
                        (self.box.x + app.px(30), self.back_button.rect.centery),
                        app.font_px(17), colour, False, "midleft")
