"""Learn to play: the list of lessons (one per side), each to start, resume or take again.

A lesson opens as an ordinary solo game at the table with ``match.lesson`` set to its
``LessonRunner``; the table shows the callouts and lights only the taught action.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import register
from konwoj.play.lessons import (
    LessonError,
    available_lessons,
    forget_run,
    lesson_match,
    load_progress,
)
from konwoj.ui import fonts
from konwoj.scenes.widget_scene import WidgetScene, alert
from konwoj.ui.widgets import ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, panel

register({
    "lessons.title": ("Nauka gry", "Learn to play"),
    "lessons.intro": ("Dwie krótkie lekcje, po jednej dla każdej strony: prawdziwa partia z "
                      "ustalonego rozdania, krok po kroku. Możesz przerwać w każdej chwili i wrócić.",
                      "Two short lessons, one for each side: a real game from a fixed deal, step "
                      "by step. Stop any time and come back later."),
    "lessons.start": ("Zacznij", "Start"),
    "lessons.resume": ("Kontynuuj", "Resume"),
    "lessons.again": ("Od nowa", "Start over"),
    "lessons.status.new": ("nowa", "new"),
    "lessons.status.progress": ("krok {n} z {total}", "step {n} of {total}"),
    "lessons.status.done": ("ukończona ✓", "completed ✓"),
    "lessons.back": ("Wstecz", "Back"),
    "lessons.broken": ("Nie udało się wczytać lekcji:\n{error}", "A lesson could not be loaded:\n{error}"),
    "lessons.restarted": ("Lekcja zaczyna się od nowa: {why}", "The lesson starts afresh: {why}"),
})


def start_lesson(app, lesson, resume: bool = True) -> None:
    match, note = lesson_match(lesson, resume)
    if not resume:
        try:
            forget_run(lesson.id)
        except OSError:
            pass
    app.start_match(match)
    if note:
        alert(app, lambda: app.tr("lessons.restarted", why=note))


class LessonsScene(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        self.error = None
        try:
            self.lessons = available_lessons()
        except LessonError as exc:       # a shipped lesson is broken: say so, offer nothing
            self.lessons = []
            self.error = str(exc)
        self.rows: list[tuple] = []      # (lesson, start button, again button, rect)
        for ls in self.lessons:
            start = Button(app, lambda ls=ls: app.tr(self._start_key(ls)),
                           lambda ls=ls: start_lesson(app, ls, resume=not self._done(ls)),
                           style="primary")
            again = Button(app, "lessons.again", lambda ls=ls: start_lesson(app, ls, resume=False),
                           enabled=lambda ls=ls: self._started(ls))
            self.rows.append((ls, start, again, pygame.Rect(0, 0, 0, 0)))
        self.back_button = Button(app, "lessons.back", self.go_back)
        self.widgets = [w for _, s, a, _ in self.rows for w in (s, a)] + [self.back_button]
        self.box = pygame.Rect(0, 0, 0, 0)
        self._progress = None

    def progress(self) -> dict:
        if self._progress is None:
            self._progress = load_progress()
        return self._progress

    def resume(self) -> None:
        self._progress = None
        super().resume()

    def _started(self, lesson) -> bool:
        run = self.progress()["runs"].get(lesson.id)
        return bool(run and (run.get("actions") or run.get("step")))

    def _start_key(self, lesson) -> str:
        return "lessons.resume" if self._started(lesson) and not self._done(lesson) \
            else "lessons.start"

    def _done(self, lesson) -> bool:
        return lesson.id in self.progress()["completed"]

    def status(self, lesson) -> str:
        app = self.app
        run = self.progress()["runs"].get(lesson.id)
        if self._done(lesson):
            return app.tr("lessons.status.done")
        if run and isinstance(run.get("step"), int) and run["step"] > 0:
            return app.tr("lessons.status.progress", n=min(run["step"] + 1, len(lesson.steps)),
                          total=len(lesson.steps))
        return app.tr("lessons.status.new")

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(80), app.px(820))
        x = w // 2 - bw // 2
        row_h, gap, pad = app.px(120), app.px(16), app.px(26)
        intro_h = app.px(64)
        inner = intro_h + len(self.rows) * (row_h + gap) + app.px(54)
        top = max(app.px(110), (h - inner - 2 * pad) // 2 + app.px(20))
        y = top + pad + intro_h
        for i, (ls, start, again, _) in enumerate(self.rows):
            rect = pygame.Rect(x, y, bw, row_h)
            self.rows[i] = (ls, start, again, rect)
            start.rect = pygame.Rect(rect.right - app.px(200) - app.px(14), rect.y + app.px(14),
                                     app.px(200), app.px(48))
            again.rect = pygame.Rect(start.rect.x, start.rect.bottom + app.px(8), app.px(200),
                                     app.px(38))
            y += row_h + gap
        self.back_button.rect = pygame.Rect(x, y + app.px(4), app.px(160), app.px(50))
        self.box = pygame.Rect(x - pad, top, bw + 2 * pad, self.back_button.rect.bottom + pad - top)
        self.title_y = max(app.px(10), self.box.y - app.px(84))

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("lessons.title"), y=self.title_y)
        panel(surface, self.box, app, alpha=220)
        pad = app.px(26)
        lines = fonts.wrap(self.error and app.tr("lessons.broken", error=self.error)
                           or app.tr("lessons.intro"), app.font_px(18), self.box.w - 2 * pad)
        y = self.box.y + pad
        for line in lines[:4]:
            fonts.blit_text(surface, line, (self.box.x + pad, y), app.font_px(18), TEXT_DIM)
            y += round(fonts.font(app.font_px(18)).get_linesize() * 1.1)
        for ls, start, again, rect in self.rows:
            pygame.draw.rect(surface, (34, 36, 42), rect, border_radius=app.px(8))
            col = SIDE_COLOURS.get(ls.side, ACCENT)
            pygame.draw.rect(surface, col, pygame.Rect(rect.x, rect.y, app.px(6), rect.h),
                             border_top_left_radius=app.px(8), border_bottom_left_radius=app.px(8))
            tx = rect.x + app.px(22)
            fonts.blit_text(surface, ls.name(app.lang), (tx, rect.y + app.px(14)),
                            app.font_px(24), TEXT, True)
            width = start.rect.x - tx - app.px(16)
            sy = rect.y + app.px(48)
            for line in fonts.wrap(ls.summary.get(app.lang, ""), app.font_px(17), width)[:2]:
                fonts.blit_text(surface, line, (tx, sy), app.font_px(17), TEXT_DIM)
                sy += round(fonts.font(app.font_px(17)).get_linesize() * 1.1)
            fonts.blit_text(surface, self.status(ls), (tx, rect.bottom - app.px(10)),
                            app.font_px(16), ACCENT if self._done(ls) else TEXT_DIM, True,
                            "bottomleft")
