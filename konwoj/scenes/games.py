"""Games: the library of finished games (``konwoj.saves.library``), newest first.

Filters by edition, side, level and result; the statistics of what the filters show as a chart
(``konwoj.ui.stats_chart``); per row: watch the replay, the analysis (the kept one, else it is run
on the replay), pin (a pinned game is never pruned), delete. "Practise" opens the positions of
your costliest analysed decisions (``konwoj.play.practice``); the analysis of the games not yet
analysed runs in the background while the screen is idle (``konwoj.play.background``).

Rows come from each file's header and the folder's index: the screen opens at once with 10,000
games; a game is checked in full when it is opened.
"""
from __future__ import annotations

import pygame

from konwoj.texts import player_names
from konwoj.play import stats as S
from konwoj.saves import library
from konwoj.saves.index import shown_name
from konwoj.texts import editions
from konwoj.ui import fonts
from konwoj.ui.stats_chart import LOSS, WIN, draw_stats
from konwoj.ui.widgets import (ACCENT, DANGER, SIDE_COLOURS, SIDE_TEXT, TEXT, TEXT_DIM, Button, Choice,
                               ListView, Toggle, ellipsize, panel, row_background)
from konwoj.scenes.widget_scene import WidgetScene, alert, confirm


def _date(value) -> str:
    """A kept game's date (stored in UTC) in the player's local time."""
    from konwoj.saves.summary import local_time
    return local_time(value) if isinstance(value, str) else ""


class GamesScene(WidgetScene):
    ICONS = ("delete", "pin", "analysis", "replay")      # right to left on a row

    def __init__(self, app, background: bool | None = None):
        super().__init__(app)
        self.filters = {"edition": "all", "side": "all", "level": "all", "result": "all"}
        opts = {
            "edition": [("all", "games.all")] + [(e, lambda e=e: editions.label(e, self.app.lang,
                                                                               short=True))
                                                 for e in S.RULESETS],
            "side": [("all", "games.all")] + [(s, f"side.{s}") for s in S.SIDES],
            "level": [("all", "games.all")] + [(lv, f"level.{lv}") for lv in S.ALL_LEVELS]
                     + [(S.HOTSEAT, "games.hotseat")],
            "result": [("all", "games.all"), ("won", "games.won"), ("lost", "games.lost")],
        }
        self.choices = {k: Choice(app, opts[k], "all", on_change=lambda v, k=k: self.set_filter(k, v))
                        for k in self.filters}
        self.back_button = Button(app, "games.back", self.go_back)
        self.practice_button = Button(app, lambda: self.app.tr("games.practice",
                                                               n=len(self.practice_items())),
                                      self.practise, style="primary")
        bg = bool(getattr(app.settings, "background_analysis", True)) if background is None \
            else background
        self.bg_toggle = Toggle(app, "games.background", bg, on_change=self._bg_changed)
        self.list = ListView(app, draw_row=self.draw_row, on_activate=self.activate,
                             row_height=app.px(58), on_row_click=self.row_click,
                             selectable=lambda it: it[0] == "game", empty="games.none")
        self.widgets = list(self.choices.values()) + [self.list, self.back_button,
                                                      self.practice_button, self.bg_toggle]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list = []
        self.shown: list = []
        self.stats = None
        self._practice = None
        self._analysed = None
        self._replay = None            # (scene, path) of a replay opened for its analysis
        self.idle_since = self._now()
        from konwoj.play.background import BackgroundAnalysis
        self.background = BackgroundAnalysis()
        self.refresh()

    @staticmethod
    def _now() -> float:
        import time
        return time.monotonic()

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        try:
            self.rows = library.games()
        except Exception:  # noqa: BLE001 - an unusable folder: an empty list
            self.rows = []
        self._analysed = None
        self._practice = None
        self.background.refresh(self.rows)
        self.apply_filters()

    def set_filter(self, key: str, value) -> None:
        self.filters[key] = value
        self.apply_filters()

    def apply_filters(self) -> None:
        self.shown = [r for r in self.rows if S.matches(r, **self.filters)]
        good = [r for r in self.shown if not r.error]
        self.stats = S.compute(good)
        self.list.empty = "games.none_filtered" if self.rows else "games.none"
        self.list.set_items([("game", r) for r in self.shown])
        self.app.request_redraw()

    def analysed(self, info) -> bool:
        if self._analysed is None or not isinstance(self._analysed, set):
            self._analysed = library.analysed_stems()
        return info.path.stem in self._analysed

    def practice_items(self) -> list:
        if self._practice is None:
            try:
                from konwoj.play.practice import positions
                self._practice = positions([r for r in self.rows if self.analysed(r)])
            except Exception:  # noqa: BLE001
                self._practice = []
        return self._practice

    # ------------------------------------------------------------------ actions
    def _bg_changed(self, value: bool) -> None:
        try:
            self.app.settings.background_analysis = bool(value)
        except AttributeError:
            pass
        if not value:
            self.background.stop()

    def _load(self, info):
        from konwoj import saves
        from konwoj.play.session import error_text
        try:
            return saves.load_with_meta(info.path)
        except Exception as exc:  # noqa: BLE001 - a broken file is shown, never raised
            if isinstance(exc, saves.SaveError):
                info.error, info.problem = str(exc), exc
                try:
                    from konwoj.saves import index
                    index.mark_broken(info.path, exc)
                except Exception:  # noqa: BLE001
                    pass
            alert(self.app, lambda exc=exc: self.app.tr("games.failed",
                                                        error=error_text(exc, self.app.lang)))
            return None

    def open_replay(self, info):
        loaded = self._load(info)
        if loaded is None:
            return None
        state, meta = loaded
        scene = self.app.open_replay(state, meta)
        if scene is not None:
            scene.library_path = info.path     # an analysis run on it is kept beside the game
            self._replay = (scene, info.path)
        return scene

    def open_analysis(self, info) -> None:
        """The replay with the analysis of the player's side: the kept one, else it runs now
        (and is kept when it is done)."""
        scene = self.open_replay(info)
        if scene is None:
            return
        side = library.human_sides(info)[0]
        kept = library.analysis(info.path, side)
        if kept is not None:
            scene.analysis, scene.analysis_side = kept, side
            scene._dirty()
        else:
            starter = getattr(scene, "start_analysis", None)
            if callable(starter):
                starter()

    def toggle_pin(self, info) -> None:
        try:
            library.pin(info.path, not library.is_pinned(info))
        except Exception as exc:  # noqa: BLE001
            alert(self.app, lambda exc=exc: str(exc))
            return
        info.meta = dict(info.meta or {}, pinned=not library.is_pinned(info))
        self.app.request_redraw()

    def ask_delete(self, info) -> None:
        date = _date(info.date) or shown_name(info.path.stem)

        def do_delete():
            try:
                library.delete(info.path)
            except Exception as exc:  # noqa: BLE001
                alert(self.app, lambda exc=exc: str(exc))
                return
            self.background.forget(info.path)     # not analysed, never "failed" either
            # the row goes in place: no folder read, no filtering again
            self.rows = [r for r in self.rows if r is not info]
            self.shown = [r for r in self.shown if r is not info]
            if self._practice is not None:     # its positions go with it (nothing read again)
                self._practice = [p for p in self._practice if p.path != info.path]
            self.stats = S.compute([r for r in self.shown if not r.error])
            self.list.set_items([it for it in self.list.items if it[1] is not info])
            self.app.request_redraw()

        confirm(self.app, lambda: self.app.tr("games.delete_q", date=date), do_delete,
                yes="games.delete", no="widgets.cancel", danger=True)

    def practise(self) -> None:
        items = self.practice_items()
        if not items:
            alert(self.app, "games.practice_none")
            return
        self.background.stop()
        self.app.open("practice", items)

    def activate(self, item) -> None:
        info = item[1]
        if info.error:
            alert(self.app, lambda: self.app.tr("games.failed", error=self.short_error(info)))
            return
        self.open_replay(info)

    # ------------------------------------------------------------------ rows
    def icon_rects(self, rect) -> dict:
        s = rect.h - self.app.px(22)
        out = {}
        x = rect.right - self.app.px(12)
        for name in self.ICONS:
            x -= s
            out[name] = pygame.Rect(x, rect.centery - s // 2, s, s)
            x -= self.app.px(8)
        return out

    def row_click(self, item, pos, rect) -> bool:
        if rect is None:
            return False
        info = item[1]
        for name, r in self.icon_rects(rect).items():
            if r.collidepoint(pos):
                if name == "delete":
                    self.ask_delete(info)
                elif info.error:
                    self.activate(item)
                elif name == "pin":
                    self.toggle_pin(info)
                elif name == "analysis":
                    self.open_analysis(info)
                else:
                    self.open_replay(info)
                return True
        return False

    def short_error(self, info) -> str:
        p = info.problem
        fn = getattr(p, "problem_text", None)
        if callable(fn):
            try:
                return fn(self.app.lang)
            except Exception:  # noqa: BLE001
                pass
        return str(info.error or "")

    def describe(self, info) -> tuple[str, str, tuple]:
        """(who played, result text, result colour) of a row."""
        app = self.app
        level = S.level_of(info)
        winner = info.winner
        if level == S.HOTSEAT:
            names = player_names.names_from(info.meta)
            who = app.tr("games.hotseat")
            if names:                   # "2 players: Anna (Moloch) vs Bartek (Outpost)"
                a, b = (player_names.who(side, names, app.lang) for side in S.SIDES)
                who = app.tr("games.hotseat_names", who=who, a=a, b=b)
            res = app.tr("games.winner", side=player_names.who(winner, names, app.lang)) \
                if winner else ""
            col = SIDE_TEXT.get(winner, TEXT_DIM)
        else:
            side = S.sides_of(info)[0]
            who = app.tr("games.vs", side=app.tr(f"side.{side}"), level=app.tr(f"level.{level}"))
            r = S.result_for(info)
            res = app.tr(f"games.result_{r}") if r else ""
            col = WIN if r == "won" else LOSS
        return who, res, col

    def draw_row(self, surface, rect, item, hovered, selected) -> None:
        app = self.app
        info = item[1]
        row_background(app, surface, rect, hovered, selected)
        icons = self.icon_rects(rect)
        x = rect.x + app.px(16)
        right = min(r.x for r in icons.values()) - app.px(12)
        if info.error:
            pygame.draw.rect(surface, DANGER, (rect.x, rect.y + 2, app.px(5), rect.h - 4))
            fonts.blit_text(surface, ellipsize(shown_name(info.path.name), app.font_px(18), right - x),
                            (x, rect.y + app.px(8)), app.font_px(18), TEXT, True, "topleft")
            fonts.blit_text(surface, ellipsize(app.tr("games.broken", error=self.short_error(info)),
                                               app.font_px(15), right - x),
                            (x, rect.bottom - app.px(8)), app.font_px(15), DANGER, False,
                            "bottomleft")
            self._draw_icon(surface, icons["delete"], "delete", hovered)
            return
        who, res, col = self.describe(info)
        sides = S.sides_of(info)
        stripe = SIDE_COLOURS.get(sides[0], ACCENT) if len(sides) == 1 else ACCENT
        pygame.draw.rect(surface, stripe, (rect.x, rect.y + 2, app.px(5), rect.h - 4))
        big, small = app.font_px(19), app.font_px(15)
        date = _date(info.date)
        r = fonts.blit_text(surface, date, (x, rect.y + app.px(8)), big, TEXT, True, "topleft")
        ed = editions.label(S.edition_of(info), app.lang, short=True)
        b = fonts.blit_text(surface, ed, (r.right + app.px(12), r.centery), small, (96, 170, 205),
                            True, "midleft")
        res_w = max(app.px(136), fonts.font(big, True).size(res)[0]) if res else app.px(136)
        res_w = min(res_w, (right - b.right) // 2)      # names: the result and who share the row
        fonts.blit_text(surface, ellipsize(who, big, right - b.right - app.px(14) - res_w),
                        (b.right + app.px(14), r.centery), big, TEXT, False, "midleft")
        if res:
            fonts.blit_text(surface, ellipsize(res, big, res_w, bold=True), (right, r.centery),
                            big, col, True, "midright")
        n = S.length_of(info) or 0
        battles = (info.meta or {}).get("battles") or info.battle or 0
        sub = app.tr("games.moves_n", n=n) + " · " + app.tr("games.battles_n", n=battles)
        if self.analysed(info):
            sub += " · " + app.tr("games.analysed")
        fonts.blit_text(surface, ellipsize(sub, small, right - x), (x, rect.bottom - app.px(8)),
                        small, TEXT_DIM, False, "bottomleft")
        for name, ir in icons.items():
            self._draw_icon(surface, ir, name, hovered, on=(name == "pin" and library.is_pinned(info)))

    def _draw_icon(self, surface, r, name, hovered, on=False) -> None:
        app = self.app
        hot = hovered and r.collidepoint(pygame.mouse.get_pos())
        edge = DANGER if name == "delete" else ACCENT
        fill = (120, 40, 34) if (hot and name == "delete") else (96, 78, 34) if (hot or on) \
            else (50, 46, 40)
        pygame.draw.rect(surface, fill, r, border_radius=app.px(6))
        pygame.draw.rect(surface, edge, r, width=1, border_radius=app.px(6))
        m = r.w // 3
        lw = max(2, app.px(2.5))
        if name == "delete":
            pygame.draw.line(surface, TEXT, (r.x + m, r.y + m), (r.right - m, r.bottom - m), lw)
            pygame.draw.line(surface, TEXT, (r.right - m, r.y + m), (r.x + m, r.bottom - m), lw)
        elif name == "replay":
            pygame.draw.polygon(surface, TEXT, [(r.x + m + 2, r.y + m), (r.x + m + 2, r.bottom - m),
                                                (r.right - m + 2, r.centery)])
        elif name == "analysis":       # a small rising curve
            pts = [(r.x + m - 2, r.bottom - m), (r.centerx - 2, r.centery + 2),
                   (r.centerx + 2, r.centery + 4), (r.right - m + 2, r.y + m)]
            pygame.draw.lines(surface, TEXT, False, pts, lw)
        elif name == "pin":
            col = ACCENT if on else TEXT
            pygame.draw.circle(surface, col, (r.centerx, r.y + m + 1), max(2, m // 2 + 1))
            pygame.draw.line(surface, col, (r.centerx, r.y + m + 1), (r.centerx, r.bottom - m + 2),
                             lw)

    # ------------------------------------------------------------------ loop
    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.idle_since = self._now()
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.bg_toggle.value and self.app.scenes.top is self:
            if self.background.tick(self._now() - self.idle_since):
                self._analysed = None
                self._practice = None
                self.app.request_redraw()

    def resume(self) -> None:
        super().resume()
        if self._replay is not None:       # an analysis run on the replay was kept by it
            self._replay = None
            self.background.refresh()
            self._analysed = None
            self._practice = None
        self.idle_since = self._now()

    def pause(self) -> None:
        self.background.stop()         # a replay or practice on top: not idle any more

    def exit(self) -> None:
        self.background.stop()

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(40), app.px(1180))
        top = app.px(96)
        self.box = pygame.Rect(w // 2 - bw // 2, top, bw, h - top - app.px(80))
        inner = self.box.inflate(-app.px(28), -app.px(24))
        fh = app.px(34)
        gap = app.px(10)
        widths = {"edition": 0.22, "side": 0.24, "level": 0.36, "result": 0.18}
        x = inner.x
        avail = inner.w - 3 * gap
        for k, c in self.choices.items():
            cw = round(avail * widths[k])
            c.rect = pygame.Rect(x, inner.y + app.px(20), cw, fh)
            x += cw + gap
        chart_h = max(app.text_px(170), round(inner.h * 0.34))
        self.chart_rect = pygame.Rect(inner.x, inner.y + app.px(20) + fh + app.px(12), inner.w,
                                      chart_h)
        ly = self.chart_rect.bottom + app.px(12)
        self.list.rect = pygame.Rect(inner.x, ly, inner.w, inner.bottom - ly)
        self.list._row_height = app.px(58)
        by = self.box.bottom + app.px(16)
        self.back_button.rect = pygame.Rect(self.box.x, by, app.px(150), app.px(46))
        self.practice_button.rect = pygame.Rect(self.box.right - app.px(230), by, app.px(230),
                                                app.px(46))
        self.bg_toggle.rect = pygame.Rect(self.back_button.rect.right + app.px(24),
                                          by + app.px(8), app.px(300), app.px(30))

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("games.title"))
        panel(surface, self.box, app, alpha=225)
        for k, c in self.choices.items():
            fonts.blit_text(surface, app.tr(f"games.filter.{k}"), (c.rect.x + app.px(2),
                                                                  c.rect.y - app.px(3)),
                            app.font_px(13), TEXT_DIM, False, "bottomleft")
        pygame.draw.rect(surface, (30, 30, 34), self.chart_rect, border_radius=app.px(8))
        pygame.draw.rect(surface, (80, 72, 58), self.chart_rect, width=1, border_radius=app.px(8))
        draw_stats(app, surface, self.chart_rect, self.stats)
        # the background analysis, under the practice button's left
        bg = self.background
        if self.bg_toggle.value and self.rows:
            text, colour = self.background_text(), TEXT_DIM
            if bg.failed and not bg.running:
                colour = DANGER
            right = self.practice_button.rect.x - app.px(16)
            width = right - self.bg_toggle.rect.right - app.px(16)
            fonts.blit_text(surface, ellipsize(text, app.font_px(15), max(width, app.px(80))),
                            (right, self.practice_button.rect.centery), app.font_px(15),
                            colour, False, "midright")

    def background_text(self) -> str:
        """What the background analysis is doing; a failed one says so with its cause, never
        "every game is analysed"."""
        app, bg = self.app, self.background
        state = bg.status()
        if state == "running":
            return app.tr("games.bg_running", n=bg.remaining())
        if state == "waiting":
            text = app.tr("games.bg_idle", n=bg.remaining())
        elif state == "failed":
            return app.tr("games.bg_failed", n=len(bg.failed), error=bg.last_error)
        else:
            return app.tr("games.bg_done")
        if bg.failed:
            text += " · " + app.tr("games.bg_failed", n=len(bg.failed), error=bg.last_error)
        return text
