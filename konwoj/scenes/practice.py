"""Practice: a position from one of your games where a decision cost you the most, on the table
from your side's view. "Find a better move": the first move you make there is your answer; the
game's own judge (``konwoj.ai.analysis.judge``) then says whether it is as good as the preferred
move and shows the line (``konwoj.play.practice``).

    app.open("practice", positions)        # positions: konwoj.play.practice.positions()

This scene is an overlay: the table of the position sits right below it (made with
``app.make_scene("table", match)``) and gets every event the overlay does not take, so the move is
made exactly as in a game. Esc leaves the practice.
"""
from __future__ import annotations

import pygame

from konwoj.play import practice as P
from konwoj.texts.prompts import action_text
from konwoj.ui import fonts
from konwoj.ui.stats_chart import LOSS, WIN
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, SIDE_TEXT, TEXT, TEXT_DIM, Button, ellipsize,
                               panel)
from konwoj.scenes.widget_scene import WidgetScene


def _plain(text: str) -> str:
    """The menu font has no arrow: the same meaning in a character it has."""
    return text.replace("→", "»")


class PracticeScene(WidgetScene):
    is_overlay = True
    back_on_escape = False

    def __init__(self, app, positions, judge_budget: float = P.JUDGE_BUDGET,
                 max_iterations: int | None = None):
        super().__init__(app)
        self.positions = list(positions)
        self.index = 0
        self.judge_budget = judge_budget
        self.max_iterations = max_iterations
        self.table = None
        self.match = None
        self.start = None
        self.verdict: P.Verdict | None = None
        self.judging = False
        self.error: str | None = None
        self.next_button = Button(app, "practice.next", self.next, style="primary",
                                  hotkey=pygame.K_n)
        self.again_button = Button(app, "practice.again", self.again)
        self.leave_button = Button(app, "practice.leave", self.leave)
        self.widgets = [self.next_button, self.again_button, self.leave_button]
        self.banner = pygame.Rect(0, 0, 0, 0)
        self.box = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ positions
    @property
    def position(self):
        return self.positions[self.index] if self.positions else None

    def enter(self) -> None:
        super().enter()
        self.show(self.index)

    def show(self, i: int) -> None:
        self.index = i % max(1, len(self.positions))
        self.verdict, self.judging, self.error = None, False, None
        pos = self.position
        try:
            state = pos.state()
        except Exception as exc:  # noqa: BLE001 - a game gone or broken: say so
            self.error = self.app.tr("practice.failed", error=str(exc))
            self._set_table(None)
            return
        self.start = state.clone()
        self.match = P.PracticeMatch(state, pos.side)
        table = self.app.make_scene("table", self.match)
        table.lessons.hints_allowed = False     # no Hint button: it would give the answer away
        self._set_table(table)
        self.layout()

    def _set_table(self, table) -> None:
        """Put ``table`` right below this overlay (the old one leaves)."""
        stack = self.app.scenes.stack
        if self.table is not None and self.table in stack:
            stack.remove(self.table)
            self.table.exit()
        self.table = table
        if table is not None and self in stack:
            stack.insert(stack.index(self), table)
            table.enter()
            table.on_resize(self.app.size)
        self.app.request_redraw()

    def next(self) -> None:
        self.show(self.index + 1)

    def again(self) -> None:
        self.show(self.index)

    def leave(self) -> None:
        self._set_table(None)
        if self.app.scenes.top is self:
            self.app.pop()

    def exit(self) -> None:
        if self.table is not None and self.table in self.app.scenes.stack:
            self.app.scenes.stack.remove(self.table)
            self.table.exit()
        self.table = None

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
        m = self.match
        if m is None or m.answer is None or self.verdict is not None:
            return
        if not self.judging:
            self.judging = True            # draw "judging" first, judge on the next frame
            self.app.request_redraw()
            return
        self.verdict = P.judge_answer(self.position, self.start, m.answer,
                                      budget=self.judge_budget,
                                      max_iterations=self.max_iterations)
        self.layout()
        self.app.request_redraw()

    def is_animating(self) -> bool:
        return self.judging and self.verdict is None

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        answered = self.match is not None and self.match.answer is not None
        for w in self.widgets:
            if w.visible and w.handle_event(event):
                self.app.request_redraw()
                return True
        if answered or self.error:
            # the verdict is modal: nothing more reaches the table
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                  pygame.KEYDOWN, pygame.MOUSEWHEEL)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.banner.collidepoint(event.pos):
            return True
        return False                       # to the table: the move is made there

    # ------------------------------------------------------------------ layout / drawing
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(40), app.text_px(640))
        bh = app.text_px(64)
        pos = self.position
        if pos is not None:           # the position's line may wrap: the banner makes room
            where = app.tr("practice.where", side=app.tr(f"side.{pos.side}"), battle=pos.battle,
                           i=self.index + 1, n=len(self.positions))
            cost = app.tr("practice.cost", pct=round(pos.drop * 100))
            n = len(fonts.wrap(where + " · " + cost, app.font_px(14), bw - app.px(150)))
            bh += (n - 1) * fonts.font(app.font_px(14)).get_linesize()
        self.banner = pygame.Rect(w // 2 - bw // 2, app.px(8), bw, bh)
        done = self.verdict is not None or self.error is not None
        self.next_button.visible = self.again_button.visible = done and len(self.positions) > 0
        self.leave_button.visible = True
        if done:
            bh = min(h - app.px(80), app.px(420))
            self.box = pygame.Rect(0, 0, min(w - app.px(60), app.px(760)), bh)
            self.box.center = (w // 2, h // 2)
            by = self.box.bottom - app.px(64)
            bw2 = app.px(180)
            gap = app.px(16)
            x = self.box.centerx - (3 * bw2 + 2 * gap) // 2
            for b in (self.next_button, self.again_button, self.leave_button):
                b.rect = pygame.Rect(x, by, bw2, app.px(46))
                x += bw2 + gap
        else:
            self.leave_button.rect = pygame.Rect(self.banner.right - app.px(110),
                                                 self.banner.y + app.px(14), app.px(96),
                                                 app.px(36))

    def draw(self, surface) -> None:
        app = self.app
        pos = self.position
        panel(surface, self.banner, app, alpha=235, edge=SIDE_COLOURS.get(pos.side if pos else "",
                                                                        ACCENT))
        x = self.banner.x + app.px(18)
        room = self.banner.w - app.px(150)
        fonts.blit_text(surface, app.tr("practice.find"), (x, self.banner.y + app.px(8)),
                        app.font_px(22), ACCENT, True, "topleft")
        if pos is not None:
            where = app.tr("practice.where", side=app.tr(f"side.{pos.side}"), battle=pos.battle,
                           i=self.index + 1, n=len(self.positions))
            cost = app.tr("practice.cost", pct=round(pos.drop * 100))
            # where the position is, and its cost: wrapped upwards from the banner's foot
            lines = fonts.wrap(where + " · " + cost, app.font_px(14), room)
            y = self.banner.bottom - app.px(8)
            for line in reversed(lines):
                y = fonts.blit_text(surface, line, (x, y), app.font_px(14), TEXT_DIM, False,
                                    "bottomleft").top
        if self.error:
            self._draw_box(surface, [(self.error, TEXT)])
        elif self.verdict is not None:
            self._draw_verdict(surface)
        elif self.judging:
            r = pygame.Rect(0, 0, app.px(420), app.px(70))
            r.center = (self.size[0] // 2, self.size[1] // 2)
            panel(surface, r, app, alpha=240)
            fonts.blit_text(surface, app.tr("practice.judging"), r.center, app.font_px(20), TEXT,
                            True, "center")
        for wdg in self.widgets:
            if wdg.visible:
                wdg.draw(surface)

    def _draw_box(self, surface, lines) -> None:
        app = self.app
        panel(surface, self.box, app, alpha=245)
        y = self.box.y + app.px(20)
        width = self.box.w - app.px(48)
        for text, col in lines:
            size = app.font_px(17)
            for part in fonts.wrap(text, size, width)[:2]:
                fonts.blit_text(surface, part, (self.box.x + app.px(24), y), size, col, False,
                                "topleft")
                y += round(fonts.font(size).get_linesize() * 1.1)

    def _draw_verdict(self, surface) -> None:
        app = self.app
        v = self.verdict
        lang = app.lang
        start = self.start

        def move(a):
            try:
                return _plain(action_text(start, a, lang))
            except Exception:  # noqa: BLE001
                return str(a)

        pct = lambda x: round(x * 100)      # noqa: E731
        head_col = WIN if v.good else LOSS          # and the heading says which
        panel(surface, self.box, app, alpha=245, edge=head_col)
        x = self.box.x + app.px(24)
        width = self.box.w - app.px(48)
        y = self.box.y + app.px(18)
        fonts.blit_text(surface, app.tr("practice.good" if v.good else "practice.bad"), (x, y),
                        app.font_px(24), head_col, True, "topleft")
        y += app.px(40)
        for key, a, chance, col in (("practice.yours", v.answer, v.answer_chance, TEXT),
                                    ("practice.best", v.best, v.best_chance, ACCENT),
                                    ("practice.played", self.position.played, v.played_chance,
                                     TEXT_DIM)):
            text = app.tr(key, move=move(a), pct=pct(chance))
            fonts.blit_text(surface, ellipsize(text, app.font_px(17), width), (x, y),
                            app.font_px(17), col, False, "topleft")
            y += app.px(26)
        y += app.px(6)
        fonts.blit_text(surface, app.tr("practice.line"), (x, y), app.font_px(17), ACCENT, True,
                        "topleft")
        y += app.px(26)
        limit = self.next_button.rect.y - app.px(10)
        for k, (side, a, before) in enumerate(v.line):
            if y + app.px(22) > limit:
                break
            try:
                text = _plain(action_text(before, a, lang))
            except Exception:  # noqa: BLE001
                text = str(a)
            line = f"{k + 1}. {app.tr(f'side.{side}')}: {text}"
            fonts.blit_text(surface, ellipsize(line, app.font_px(16), width - app.px(12)),
                            (x + app.px(12), y), app.font_px(16), SIDE_TEXT.get(side, TEXT),
                            False, "topleft")
            y += app.px(23)
