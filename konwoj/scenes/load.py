"""Load: the saves (newest first: edition, city, battle, sides, opponent, date) and, under their
own heading, the shipped scenarios. Click a row to load it; the × deletes a save after a
confirmation. A broken save lists with its error message; the others still load.

The rows come from each file's header and the folder's index (``saves.list_save_rows``), so the
screen opens at once with thousands of saves; a file is checked in full when it is opened, and a
file that fails that check is listed as broken from then on."""
from __future__ import annotations

from pathlib import Path

import pygame

from konwoj import saves
from konwoj.texts import editions
from konwoj.saves.summary import describe as summary_line
from konwoj.saves.summary import edition_of, sort_key
from konwoj.saves.summary import field as _get
from konwoj.ui import fonts
from konwoj.ui.widgets import (ACCENT, DANGER, SIDE_COLOURS, TEXT, TEXT_DIM, Button, ListView,
                               blit_narrowed, ellipsize, panel, row_background)
from konwoj.scenes.widget_scene import WidgetScene, alert, confirm


def format_date(value) -> str:
    """A save's date (stored in UTC) in the player's local time."""
    from konwoj.saves.summary import local_time
    return local_time(value)


EDITION_COLOURS = {"1e": (150, 140, 118), "2e": (96, 170, 205)}


def draw_edition_badge(app, surface, info, pos, anchor="midleft") -> pygame.Rect:
    """A small pill naming the save's edition ("1. ed." / "2. ed."); returns its rect."""
    name = edition_of(info)
    text = editions.label(name, app.lang, short=True)
    size = app.font_px(14)
    tw, th = fonts.font(size, True).size(text)
    rect = pygame.Rect(0, 0, tw + app.px(14), th + app.px(4))
    setattr(rect, anchor, pos)
    col = EDITION_COLOURS.get(name, TEXT_DIM)
    pygame.draw.rect(surface, tuple(int(c * 0.25) for c in col), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, col, rect, width=1, border_radius=rect.h // 2)
    fonts.blit_text(surface, text, rect.center, size, col, True, "center")
    return rect


class LoadScene(WidgetScene):
    def __init__(self, app):
        super().__init__(app)
        self.saves = saves
        self.back_button = Button(app, "load.back", self.go_back)
        self.list = ListView(app, draw_row=self.draw_row, on_activate=self.activate,
                             row_height=self.row_height, on_row_click=self.row_click,
                             selectable=lambda it: it[0] in ("save", "scenario", "replay"),
                             empty="load.unavailable")
        self.widgets = [self.list, self.back_button]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    # data
    def refresh(self) -> None:
        items: list[tuple] = []
        if True:
            try:
                saves = self._rows()
            except Exception as exc:  # noqa: BLE001 - the folder itself is unreadable
                saves = []
                items.append(("error", str(exc)))
            items.append(("heading", "load.saves"))
            items += [("save", s) for s in saves] or [("note", "load.none")]
            try:
                scenarios = list(self.saves.list_scenarios())
            except Exception:  # noqa: BLE001
                scenarios = []
            items.append(("heading", "load.scenarios"))
            items += [("scenario", s) for s in scenarios] or [("note", "load.no_scenarios")]
            try:
                replays = list(self.saves.list_replays())
            except Exception:  # noqa: BLE001
                replays = []
            if replays:
                items.append(("heading", "load.replays"))
                items += [("replay", s) for s in replays]
        self.list.set_items(items)

    def _rows(self) -> list:
        fast = getattr(self.saves, "list_save_rows", None)
        if callable(fast):
            return list(fast())
        return sorted(self.saves.list_saves(), key=sort_key)

    def _mark_broken(self, info, exc) -> None:
        """The full check refused a listed file: its row says why from now on."""
        if not isinstance(exc, saves.SaveError):
            return
        try:
            info.error, info.problem = str(exc), exc
        except AttributeError:
            return
        try:
            from konwoj.saves import index
            index.mark_broken(_get(info, "path"), exc)
        except Exception:  # noqa: BLE001 - the index is only a cache
            pass
        self.app.request_redraw()

    def row_height(self, item) -> int:
        """Rows hold their texts at the size they are drawn (the player's text size): a
        scenario's description in as many lines as it takes."""
        app = self.app
        kind = item[0]
        if kind == "heading":
            return app.text_px(48)
        if kind in ("note", "error"):
            return app.text_px(36)
        text = self.scenario_text(item[1]) if kind in ("scenario", "replay") else ""
        if text:
            width = max(app.px(120), self.list.rect.w - app.px(240))   # the replay button's room
            n = len(fonts.wrap(text, app.font_px(16), width))
            lh = round(fonts.font(app.font_px(16)).get_linesize() * 1.05)
            return max(app.text_px(84), app.text_px(38) + n * lh + app.px(10))
        return app.text_px(62)

    def scenario_text(self, info) -> str:
        desc = getattr(info, "description", None)
        if callable(desc):
            try:
                return desc(self.app.lang) or ""
            except Exception:  # noqa: BLE001
                return ""
        return ""

    def _delete_rect(self, rect) -> pygame.Rect:
        s = rect.h - self.app.px(22)
        return pygame.Rect(rect.right - s - self.app.px(12), rect.centery - s // 2, s, s)

    def _replay_rect(self, item, rect) -> pygame.Rect | None:
        """The row's "watch the replay" button: every row whose game has a record (the autosave
        of a game that has only begun too: its replay is its start)."""
        if item[0] not in ("save", "scenario") or _get(item[1], "recorded") is None \
                or _get(item[1], "error"):
            return None
        if item[0] == "scenario" and not _get(item[1], "recorded"):
            return None          # a scenario not yet played: nothing to watch
        d = self._delete_rect(rect)
        return d.move(-(d.w + self.app.px(10)), 0) if item[0] == "save" else d

    def row_click(self, item, pos, rect) -> bool:
        if item[0] == "save" and rect is not None and self._delete_rect(rect).collidepoint(pos):
            self.ask_delete(item[1])
            return True
        rr = self._replay_rect(item, rect) if rect is not None else None
        if rr is not None and rr.collidepoint(pos):
            self.open_replay(item[1])
            return True
        return False

    def open_replay(self, info) -> None:
        """Watch the game of ``info`` (read-only) on the table."""
        name = self.title_of(info)
        from konwoj.play.session import error_text
        try:
            state, meta = self.saves.load_with_meta(_get(info, "path"))
        except Exception as exc:  # noqa: BLE001 - a broken file is shown, never raised
            # bind the error now: its name is gone once the except block ends
            alert(self.app, lambda exc=exc: self.app.tr("load.failed", name=name,
                                                        error=error_text(exc, self.app.lang)))
            return
        self.app.open_replay(state, meta)

    def title_of(self, info) -> str:
        fn = getattr(info, "title", None)
        if callable(fn):
            try:
                return str(fn(self.app.lang))
            except Exception:  # noqa: BLE001
                pass
        from konwoj.saves.index import shown_name
        return shown_name(str(_get(info, "name") or Path(str(_get(info, "path"))).stem))

    def error_of(self, info) -> str | None:
        fn = getattr(info, "error_text", None)
        if callable(fn):
            try:
                return fn(self.app.lang)
            except Exception:  # noqa: BLE001
                pass
        return _get(info, "error")

    def short_error(self, info) -> str | None:
        """The problem without the file name (the row already names the file)."""
        problem = _get(info, "problem")
        fn = getattr(problem, "problem_text", None)
        if callable(fn):
            try:
                return fn(self.app.lang)
            except Exception:  # noqa: BLE001
                pass
        return self.error_of(info)

    def ask_delete(self, info) -> None:
        name = self.title_of(info)

        def do_delete():
            try:
                self.saves.delete(_get(info, "path"))
            except Exception as exc:  # noqa: BLE001 - said in the player's language, one line
                alert(self.app, lambda exc=exc: exc.text(self.app.lang)
                      if callable(getattr(exc, "text", None)) else str(exc))
                self.refresh()
                return
            self.remove_row(info)

        confirm(self.app, lambda: self.app.tr("load.delete_q", name=name), do_delete,
                yes="load.delete", no="widgets.cancel", danger=True)

    def remove_row(self, info) -> None:
        """Drop a deleted file's row without reading the folder again (the index catches up at
        the next listing)."""
        items = [it for it in self.list.items if not (len(it) > 1 and it[1] is info)]
        if _get(info, "kind") == "autosave":      # its backup went with it
            items = [it for it in items if not (it[0] == "save" and _get(it[1], "kind") == "backup")]
        if not any(it[0] == "save" for it in items):
            i = next((k for k, it in enumerate(items) if it == ("heading", "load.saves")), None)
            if i is not None:
                items.insert(i + 1, ("note", "load.none"))
        self.list.set_items(items)
        self.app.request_redraw()

    def activate(self, item) -> None:
        kind, info = item
        if kind == "replay" and not _get(info, "error"):
            self.open_replay(info)
            return
        if kind not in ("save", "scenario", "replay"):
            return
        if _get(info, "error") and not self._reads_now(info, kind):
            alert(self.app, lambda: self.app.tr("load.failed", name=self.title_of(info),
                                                error=self.error_of(info)))
            return
        from konwoj.saves import library
        if kind in ("save", "scenario") and library.unfinished_autosave() is not None \
                and _get(info, "kind") not in ("autosave", "backup"):
            # another game takes the autosave's place: keep or abandon the one in progress
            self.app.open("keep_or_abandon", lambda: self._open(info, kind))
            return
        self._open(info, kind)

    def _reads_now(self, info, kind) -> bool:
        """A row listed as broken is checked again when it is clicked (its problem may have been
        about reading it, since fixed): True when it loads now (its row is then good again),
        else its row holds the problem found now."""
        path = _get(info, "path")
        try:
            saves.load(path)
        except saves.SaveError as exc:
            if kind == "save":
                self._mark_broken(info, exc)
            return False
        except Exception:  # noqa: BLE001 - whatever it is, the old message stands
            return False
        try:
            from konwoj.saves import index
            info.error = info.problem = None
            index.update(Path(path).parent, path)
        except Exception:  # noqa: BLE001 - the catalogue is only a cache
            pass
        return True

    def _open(self, info, kind) -> None:
        name = self.title_of(info)
        from konwoj.play.session import error_text, match_from_file
        try:
            match = match_from_file(_get(info, "path"))
        except Exception as exc:  # noqa: BLE001 - a broken file is shown, never raised
            if kind == "save":
                self._mark_broken(info, getattr(exc, "cause", None) or exc)
            # bind the error now: its name is gone once the except block ends
            alert(self.app, lambda exc=exc: self.app.tr("load.failed", name=name,
                                                        error=error_text(exc, self.app.lang)))
            return
        self.app.start_match(match)

    # layout / drawing
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        bw = min(w - app.px(60), app.px(940))
        top = app.px(104)
        self.box = pygame.Rect(w // 2 - bw // 2, top, bw, h - top - app.px(90))
        self.list.rect = self.box.inflate(-app.px(32), -app.px(28))
        self.back_button.rect = pygame.Rect(self.box.x, self.box.bottom + app.px(18),
                                            app.px(160), app.px(48))

    def describe(self, info) -> str:
        text = summary_line(info, self.app.lang)
        if _get(info, "kind") in ("save", "autosave", "backup") and _get(info, "recorded") is None:
            text = " · ".join(t for t in (text, self.app.tr("load.no_replay")) if t)
        return text

    def draw_row(self, surface, rect, item, hovered, selected) -> None:
        app = self.app
        kind = item[0]
        if kind == "heading":
            fonts.blit_text(surface, app.tr(item[1]), (rect.x + app.px(6), rect.bottom - app.px(8)),
                            app.font_px(24), ACCENT, True, "bottomleft")
            pygame.draw.line(surface, (90, 74, 46), (rect.x, rect.bottom - app.px(3)),
                             (rect.right, rect.bottom - app.px(3)), max(1, app.px(1.5)))
            return
        if kind in ("note", "error"):
            text = app.tr(item[1]) if kind == "note" else item[1]
            fonts.blit_text(surface, text, (rect.x + app.px(14), rect.centery),
                            app.font_px(18), TEXT_DIM if kind == "note" else DANGER, False,
                            "midleft")
            return
        info = item[1]
        row_background(app, surface, rect, hovered, selected)
        error = self.short_error(info) if _get(info, "error") else None
        name = self.title_of(info)
        sides = _get(info, "sides")
        stripe = SIDE_COLOURS.get(sides[0] if isinstance(sides, (list, tuple)) and len(sides) == 1
                                  else sides, ACCENT)
        if error:
            stripe = DANGER
        inner = rect.inflate(0, -app.px(4))
        pygame.draw.rect(surface, stripe, (inner.x, inner.y, app.px(5), inner.h),
                         border_top_left_radius=app.px(6), border_bottom_left_radius=app.px(6))
        x = rect.x + app.px(20)
        right = rect.right - app.px(16)
        if kind == "save":
            right = self._delete_rect(rect).x - app.px(12)
        rr = self._replay_rect(item, rect)
        if rr is not None:
            right = rr.x - app.px(12)
        sub = app.tr("load.broken", error=error) if error else self.describe(info)
        text = self.scenario_text(info) if kind in ("scenario", "replay") and not error else ""
        date = format_date(_get(info, "date"))
        date_w = 0
        if text and sub:   # scenario: where it stands, top right
            date, sub_shown = sub, True
        else:
            sub_shown = False
        line_mid = rect.y + app.px(14) + fonts.font(app.font_px(16)).get_height() // 2
        if date:
            r = fonts.blit_text(surface, date, (right, rect.y + app.px(14)), app.font_px(16),
                                ACCENT if sub_shown else TEXT_DIM, False, "topright")
            date_w = r.w + app.px(16)
            line_mid = r.centery
        if not error:   # which edition's rules the game is played by
            b = draw_edition_badge(app, surface, info, (right - date_w, line_mid), "midright")
            date_w += b.w + app.px(10)
        size = app.font_px(21)
        blit_narrowed(surface, name, (x, rect.y + app.px(10)), size, right - x - date_w, TEXT,
                      True)
        if text:
            # scenario: its description, whole (the row is as tall as it needs)
            ssize = app.font_px(16)
            lines = fonts.wrap(text, ssize, right - x)
            ly = rect.y + app.text_px(38)
            for line in lines:
                fonts.blit_text(surface, line, (x, ly), ssize, TEXT_DIM, False, "topleft")
                ly += round(fonts.font(ssize).get_linesize() * 1.05)
        else:
            fonts.blit_text(surface, ellipsize(sub, app.font_px(16), right - x),
                            (x, rect.bottom - app.px(10)), app.font_px(16),
                            DANGER if error else TEXT_DIM, False, "bottomleft")
        if rr is not None:
            hot = hovered and rr.collidepoint(pygame.mouse.get_pos())
            pygame.draw.rect(surface, (96, 78, 34) if hot else (50, 46, 36), rr,
                             border_radius=app.px(6))
            pygame.draw.rect(surface, ACCENT, rr, width=1, border_radius=app.px(6))
            m = rr.w // 3
            pygame.draw.polygon(surface, TEXT, [(rr.x + m + 2, rr.y + m), (rr.x + m + 2, rr.bottom - m),
                                                (rr.right - m + 2, rr.centery)])
        if kind == "save":
            d = self._delete_rect(rect)
            hot = hovered and d.collidepoint(pygame.mouse.get_pos())
            pygame.draw.rect(surface, (120, 40, 34) if hot else (58, 40, 38), d,
                             border_radius=app.px(6))
            pygame.draw.rect(surface, DANGER, d, width=1, border_radius=app.px(6))
            m = d.w // 3
            lw = max(2, app.px(2.5))
            pygame.draw.line(surface, TEXT, (d.x + m, d.y + m), (d.right - m, d.bottom - m), lw)
            pygame.draw.line(surface, TEXT, (d.right - m, d.y + m), (d.x + m, d.bottom - m), lw)

    def draw_content(self, surface) -> None:
        app = self.app
        self.heading(surface, app.tr("load.title"))
        panel(surface, self.box, app, alpha=225)
