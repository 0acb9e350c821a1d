"""Learn to play: the list of lessons (one per side), each to start, resume or take again.

A lesson opens as an ordinary solo game at the table with ``match.lesson`` set to its
``LessonRunner``; the table shows the callouts and lights only the taught action.
"""
from __future__ import annotations

import pygame

from konwoj.play.lessons import (
    LessonError,
    available_lessons,
    forget_run,
    load_progress,
)
from konwoj.play.session import lesson_match
from konwoj.saves import library
from konwoj.ui import fonts
from konwoj.scenes.widget_scene import WidgetScene, alert
from konwoj.ui.widgets import ACCENT, SIDE_COLOURS, TEXT, TEXT_DIM, Button, panel


def start_lesson(app, lesson, resume: bool = True) -> None:
    """Open ``lesson`` at the table; a game in progress is never replaced silently (its
    autosave is the lesson's from then on): the player keeps it, abandons it or cancels first."""
    def start():
        match, note = lesson_match(lesson, resume)
        if not resume:
            try:
                forget_run(lesson.id)
            except OSError:
                pass
        app.start_match(match)
        if note:
            alert(app, lambda: app.tr("lessons.restarted", why=note))

    if library.unfinished_autosave() is not None:
        app.open("keep_or_abandon", start)
    else:
        start()


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
            return app.tr("lessons.status.progress",
                          n=lesson.step_number(min(run["step"], len(lesson.steps) - 1)),
                          total=len(lesson.player_steps()))
        return app.tr("lessons.status.new")

    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(80), app.px(860))
        x = w // 2 - bw // 2
        n = max(1, len(self.rows))
        pad = app.px(20)
        self.title_y = app.px(14)
        top = self.title_y + app.px(72)
        intro_h = 3 * round(fonts.font(app.font_px(16)).get_linesize() * 1.1) + app.px(8)
        back_h = app.px(44)
        room = h - top - 2 * pad - intro_h - back_h - app.px(16) - app.px(8)
        gap = app.px(8)
        row_h = max(app.px(70), min(app.px(100), room // n - gap))
        y = top + pad + intro_h
        bwid = app.px(180)
        for i, (ls, start, again, _) in enumerate(self.rows):
            rect = pygame.Rect(x, y, bw, row_h)
            self.rows[i] = (ls, start, again, rect)
            sh = max(app.px(30), min(app.px(42), (row_h - app.px(18)) * 55 // 100))
            ah = max(app.px(26), row_h - app.px(18) - sh - app.px(4))
            start.rect = pygame.Rect(rect.right - bwid - app.px(12), rect.y + app.px(8), bwid, sh)
            again.rect = pygame.Rect(start.rect.x, start.rect.bottom + app.px(4), bwid, ah)
            y += row_h + gap
        self.back_button.rect = pygame.Rect(x, y + app.px(8), app.px(160), back_h)
        self.box = pygame.Rect(x - pad, top, bw + 2 * pad, self.back_button.rect.bottom + pad - top)

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("lessons.title"), y=self.title_y, size=40)
        panel(surface, self.box, app, alpha=220)
        pad = app.px(20)
        fs = app.font_px(16)
        lines = fonts.wrap(self.error and app.tr("lessons.broken", error=self.error)
                           or app.tr("lessons.intro"), fs, self.box.w - 2 * pad)
        y = self.box.y + pad
        for line in lines[:3]:
            fonts.blit_text(surface, line, (self.box.x + pad, y), fs, TEXT_DIM)
            y += round(fonts.font(fs).get_linesize() * 1.1)
        for n, (ls, start, _again, rect) in enumerate(self.rows, 1):
            pygame.draw.rect(surface, (34, 36, 42), rect, border_radius=app.px(8))
            col = SIDE_COLOURS.get(ls.side, ACCENT)
            pygame.draw.rect(surface, col, pygame.Rect(rect.x, rect.y, app.px(6), rect.h),
                             border_top_left_radius=app.px(8), border_bottom_left_radius=app.px(8))
            tx = rect.x + app.px(20)
            name = fonts.blit_text(surface, f"{n}. {ls.name(app.lang)}", (tx, rect.y + app.px(8)),
                                   app.font_px(21), TEXT, True)
            status = self.status(ls)
            done = self._done(ls)
            sfs = app.font_px(15)
            sx = name.right + app.px(14)
            st = fonts.blit_text(surface, status, (sx, name.centery), sfs,
                                 ACCENT if done else TEXT_DIM, True, "midleft")
            if done:                  # a drawn tick: no font has to carry a check-mark glyph
                hgt = st.h * 0.6
                cx, cy = st.right + app.px(6), st.centery
                pts = [(cx, cy), (cx + hgt * 0.35, cy + hgt * 0.4), (cx + hgt, cy - hgt * 0.5)]
                pygame.draw.lines(surface, ACCENT, False, pts, max(2, app.px(3)))
            width = start.rect.x - tx - app.px(12)
            sy = name.bottom + app.px(4)
            fs2 = app.font_px(15)
            lh = round(fonts.font(fs2).get_linesize() * 1.08)
            for line in fonts.wrap(ls.summary.get(app.lang, ""), fs2, width)[:2]:
                if sy + lh > rect.bottom:
                    break
                fonts.blit_text(surface, line, (tx, sy), fs2, TEXT_DIM)
                sy += lh
