"""The replay viewer: the real table, read-only, over a recorded game.

    scene = open_replay(app, state, meta)     # pushes it, or says plainly why there is no replay

Step back / forward (Left / Right), previous / next phase (Page Up / Page Down), previous / next
battle (Up / Down), the start and the end (Home / End), a timeline under the table (click or drag
to jump), the view from Moloch's side, the Outpost's, or both hands open (for a game still going
only what its player may see: see ``konwoj.play.replay``), a log that follows the replay (click a line to
jump to it). "Analyse" runs the Veteran's search over the shown side's decisions in a background
process (``konwoj.ai.worker.AnalysisWorker``): the chance to win is drawn over the timeline, the
mistakes are red dots, and "Costly decisions" lists them; clicking one goes to that decision and
shows the move played and the one the search preferred (both lit on the table). Esc closes.

Nothing here changes the game: the scene's actions never reach the rules.
"""
from __future__ import annotations

import logging

import pygame

from konwoj.i18n import tr
from konwoj.texts.edition_view import OBSERVER, event_text
from konwoj.play.replay import BOTH, NONE, Replay
from konwoj.rules import MOLOCH, OUTPOST, SIDES
from konwoj.rules.cards import card_key
from konwoj.rules.record import RecordError
from konwoj.scenes.table.boxes import CLOSE_ACTIONS, open_box
from konwoj.ui.keynames import action_of
from konwoj.scenes.table.scene import TableScene
from konwoj.scenes.table.model import Lit
from konwoj.ui import palette
from konwoj.ui import replay_draw as R
from konwoj.ui.table import paint as P
from konwoj.play.match import Match

log = logging.getLogger(__name__)

ANALYSIS_BUDGET = 0.25       # seconds of search per decision, as ``main.py analyse`` by default

KEYS = {
    pygame.K_LEFT: "back", pygame.K_RIGHT: "forward",
    pygame.K_PAGEUP: "prev_phase", pygame.K_PAGEDOWN: "next_phase",
    pygame.K_UP: "prev_battle", pygame.K_DOWN: "next_battle",
    pygame.K_HOME: "home", pygame.K_END: "end",
}


def open_replay(app, state, meta=None, say=None):
    """Push the replay of ``state``'s game; if it has none (an older save) or its record is
    damaged, say so with ``say(text)`` (default: an alert) and return None."""
    lang = getattr(app, "lang", "pl")
    try:
        rp = Replay.of(state, meta)
    except (RecordError, Exception) as exc:  # noqa: BLE001 - a damaged record is said, not raised
        text = tr("replay.broken", lang, error=str(exc))
        rp = None
    else:
        text = tr("replay.no_record", lang) if rp is None else None
    if rp is None:
        if say is None:
            from konwoj.scenes.widget_scene import alert
            alert(app, lambda: text)
        else:
            say(text)
        return None
    scene = ReplayScene(app, rp, meta)
    app.push(scene)
    return scene


class ReplayScene(TableScene):
    follows = False                   # the replay steps through the whole game itself

    def __init__(self, app, rp: Replay, meta: dict | None = None):
        self.rp = rp
        self.meta = dict(meta or {})
        match = Match(rp.state, "hotseat", SIDES, "random", 0)
        super().__init__(app, match)
        self.over_shown = True            # never the game-over scene from here
        match.autosaved_on_leave = True   # and never an autosave of a replayed position
        self.bar: R.ReplayBar | None = None
        self.bar_hover = None
        self.scrubbing = False
        self.worker = None
        self.analysis = None
        self.analysis_side: str | None = None
        # the game's file in the library (set by whoever opened a kept game: the Games screen,
        # the game-over screen): a finished analysis is kept with it (library.store_analysis)
        self.library_path = None
        self.show_list = False
        self._list_hits: dict = {}
        self._shown = None                # (step, Decision) whose two moves are lit
        self._desc_cache: dict = {}
        self._line_events: list = []
        self._line_owner: list = []       # the log event of each drawn log line
        self._goto(rp.step)

    # ------------------------------------------------------------------ what the table shows
    def bottom(self) -> str:
        v = self.rp.view
        if v in SIDES:
            return v
        humans = [s for s in (self.meta.get("human_sides") or []) if s in SIDES]
        return humans[0] if len(humans) == 1 else OUTPOST

    def human_turn(self) -> bool:
        return False                      # read-only: nothing is ever lit for play

    def hands_hidden(self) -> bool:
        return self.rp.view == NONE

    def hidden_hand_note(self) -> str:
        return tr("replay.view.none", self.lang)

    def known_opp_hand(self) -> list[str]:
        if self.rp.view == BOTH:
            return sorted(self.state.hand_of(MOLOCH if self.bottom() == OUTPOST else OUTPOST))
        if self.rp.view == NONE:
            return []
        return super().known_opp_hand()

    def seat_label(self, side: str) -> str:
        """The hot-seat player's name where the game kept one, else the side's name."""
        from konwoj.texts.player_names import names_from
        return names_from(self.meta).get(side) or tr(f"side.{side}", self.lang)

    def turn_word(self) -> str:
        p = self.state.current_player
        return tr(f"side.{p}", self.lang) if p else ""

    def visible_hand(self) -> list[str]:
        return [] if self.hands_hidden() else list(self.state.hand_of(self.bottom()))

    def log_entries(self):
        """The log up to the shown step as the view may read it; the current step's lines bright."""
        s = self.state
        lang = self.lang
        rp = self.rp
        cur = {i for i in range(len(s.log)) if rp.step_of_log_line(i) == rp.step} if rp.step else set()
        out = []
        self._line_events = []
        for i, ev in rp.log_lines():
            if ev.key == "phase":
                continue
            text = event_text(ev, s, lang, OBSERVER)
            if i in cur:
                col, bold = P.GOLD, True
            elif ev.key == "battle":
                col, bold = (200, 170, 96), True
            elif ev.args and ev.args[0] in SIDES:
                col, bold = ((206, 150, 140) if ev.args[0] == MOLOCH else (170, 200, 146)), False
            else:
                col, bold = P.TEXT_DIM, False
            out.append((text, col, bold))
            self._line_events.append(i)
        return out

    def log_lines(self, width: int) -> list:
        key = ("replay", self.rp.step, self.rp.view, self.lang, width, palette.active())
        if self._log_cache and self._log_cache[0] == key:
            return self._log_cache[1]
        fs = self.layout.fs_small if self.layout else 14
        lines, owners = [], []
        for (text, col, bold), ev_i in zip(self.log_entries(), self._line_events):
            for j, line in enumerate(P.twrap(text, fs, width - 6, bold)):
                lines.append(P.txt(("" if j == 0 else "  ") + line, fs, col, bold))
                owners.append(ev_i)
        self._line_owner = owners
        self._log_cache = (key, lines)
        return lines

    def prompt_texts(self):
        rp = self.rp
        lang = self.lang
        d = self.decision_here()
        if d is not None:
            side = tr(f"side.{self.analysis_side}", lang)
            head = tr("replay.head_decision", lang, side=side, k=d.step + 1)
            played = self.describe(d.step, d.played)
            if d.best == d.played:
                body = f"{played}. {tr('replay.same', lang, p=round(d.shown_before * 100))}"
            else:
                body = (f"{tr('replay.played', lang, what=played, p=round(d.shown_after * 100))}. "
                        f"{tr('replay.preferred', lang, what=self.spell(d.step, d.best), p=round(d.shown_before * 100))}.")
            return head, body, "you"
        head = tr("replay.head", lang, k=rp.step, n=rp.last)
        if rp.step == 0:
            return head, tr("replay.at_start", lang), ""
        return head, tr("replay.last", lang, text=self.describe(rp.step - 1, rp.action)), ""

    def buttons(self) -> dict:
        lang = self.lang
        out = {}
        if self.worker is not None and self.worker.running:
            out["main"] = (tr("replay.analyse_stop", lang), True, "primary")
        else:
            side = self.side_to_analyse()
            label = tr("replay.analyse", lang, side=tr(f"side.{side}", lang) if side else "—")
            out["main"] = (label, side is not None, "primary")
        out["second"] = (tr("replay.decisions", lang), self.analysis is not None
                         or bool(self.partial()), "normal")
        out["menu"] = (tr("replay.close", lang), True, "normal")
        return out

    # ------------------------------------------------------------------ analysis data
    def side_to_analyse(self) -> str | None:
        if self.rp.view in SIDES:
            return self.rp.view
        if self.rp.view == BOTH:
            return self.bottom()
        return None

    def partial(self) -> list:
        if self.analysis is not None:
            return self.analysis.decisions
        return list(self.worker.partial) if self.worker is not None else []

    def curve_points(self) -> list:
        if self.analysis is not None:
            return self.analysis.curve()
        return [(d.step, d.shown_before) for d in self.partial()]

    def mistakes(self) -> list:
        th = self.analysis.threshold if self.analysis is not None else 0.1
        return [d for d in self.partial() if d.costly(th)]

    def costliest(self, n: int = 6) -> list:
        return sorted((d for d in self.partial() if d.beyond_noise()),
                      key=lambda d: (-d.drop, d.step))[:n]

    def decision_here(self):
        for d in self.partial():
            if d.step == self.rp.step:
                return d
        return None

    def spell(self, step: int, action) -> str:
        """A move not played, in full: the card, where from and where to (``action_text``)."""
        from konwoj.texts.prompts import action_text
        try:
            return action_text(self.rp.states[step], action, self.lang)
        except Exception:    # noqa: BLE001 - a damaged record: the plain action
            return str(action)

    def describe(self, step: int, action, short: bool = False) -> str:
        """What ``action`` taken at ``step`` did, in the log's words (the rules tell)."""
        if action is None:
            return tr("replay.nothing", self.lang)
        key = (step, tuple(action), self.lang, self.rp.view, short)
        if key in self._desc_cache:
            return self._desc_cache[key]
        s = self.rp.states[step].clone()
        n = len(s.log)
        sides = self.rp.open_hands()
        try:
            s.apply(action)
            evs = [e for e in s.log[n:] if e.key != "phase"
                   and (e.visible_to == "all" or e.visible_to in sides)]
            text = " ".join(event_text(e, s, self.lang, OBSERVER)
                            for e in evs[:1 if short else 2]).rstrip(".") or str(action)
        except Exception:  # noqa: BLE001 - a description never breaks the viewer
            text = str(action)
        self._desc_cache[key] = text
        return text

    # ------------------------------------------------------------------ navigation
    def _goto(self, k: int) -> None:
        self.rp.goto(k)
        self.match.state = self.rp.state
        self.match.moves += 1
        self.anims.finish()
        self.log_scroll = 0
        self._log_cache = None
        self.input.pinned = None
        self._refresh()
        self._light()

    def _light(self) -> None:
        """Light the cards of the decision shown (the move played and the one preferred)."""
        d = self._shown[1] if self._shown and self._shown[0] == self.rp.step else None
        lit = Lit()
        if d is not None:
            s = self.state
            hand = set(s.hand_of(self.bottom())) if not self.hands_hidden() else set()
            for a in (d.played, d.best):
                for c in (a.card, a.target):
                    if c is None or c not in s.data.by_id:
                        continue
                    if c in hand:
                        lit.hand.add(c)
                        lit.hand_keys.add(card_key(c))
                    elif c in s.city_of or c in s.host_of:
                        lit.cards.add(c)
                if a.city is not None and a.card is None:
                    lit.cities.add(a.city)
        self.model.lit = lit
        self._dirty()

    def _refresh(self) -> None:
        super()._refresh()
        if self._shown:
            self._light()

    def navigate(self, name: str) -> None:
        rp = self.rp
        fn = getattr(rp, name)            # "back", "forward", ...: konwoj.play.replay.Replay
        before = self.rp.step
        fn()
        if self.rp.step != before:
            k = self.rp.step
            self.rp.goto(before)
            self._goto(k)

    def set_view(self, view: str) -> None:
        if self.rp.set_view(view):
            self._desc_cache.clear()
            self.layout = None
            self._goto(self.rp.step)

    def start_analysis(self) -> None:
        side = self.side_to_analyse()
        if side is None:
            self._say(tr("replay.no_analysis_hidden", self.lang))
            return
        from konwoj.ai.analysis import JUDGE_SEED
        from konwoj.ai.worker import AnalysisWorker
        if self.worker is None:
            self.worker = AnalysisWorker()
        budget = ANALYSIS_BUDGET
        final = self.rp.states[-1]
        rec = final.record
        self.analysis = None
        self.analysis_side = side
        self._shown = None
        self.worker.start(rec, side, budget=budget, seed=JUDGE_SEED)
        self.pacing.set_polling(True)
        self._dirty()

    def keep_analysis(self) -> None:
        """Keep the finished analysis of the game in the library (when the game is one of it and
        that side has none kept yet); a failure (one that is not of this game is refused too)
        is logged, the replay goes on."""
        path, a, side = self.library_path, self.analysis, self.analysis_side
        if path is None or a is None or not side:
            return
        from konwoj.saves import library
        try:
            if path.exists() and library.analysis(path, side) is None:
                library.store_analysis(path, side, a)
        except (OSError, ValueError) as exc:
            log.warning("the analysis of %s (%s) could not be kept: %s", path, side, exc)

    def stop_analysis(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.pacing.set_polling(False)
        self._dirty()

    def show_decision(self, d) -> None:
        self._shown = (d.step, d)
        self.show_list = False
        self._goto(d.step)

    # ------------------------------------------------------------------ input
    def _press_button(self, name: str) -> None:
        if name == "main":
            if self.worker is not None and self.worker.running:
                self.stop_analysis()
            else:
                self.start_analysis()
        elif name == "second":
            if self.buttons()["second"][1]:
                self.show_list = not self.show_list
                self._dirty()
        elif name == "menu":
            self.close()

    def close(self) -> None:
        stack = self.app.scenes.stack
        if stack and stack[-1] is self:
            self.app.pop()

    def _apply(self, action, hints=None, by_ai=False) -> bool:
        return False                      # a replay never plays

    def _undo(self) -> None:
        return None

    def open_menu(self) -> bool:
        self.close()
        return True

    def handle_event(self, e) -> bool:
        if e.type == pygame.KEYDOWN:
            if action_of(self.app, e) in CLOSE_ACTIONS and open_box(self) is not None:
                return super().handle_event(e)     # a box's own keys close it (boxes.py)
            name = KEYS.get(e.key)
            if name:
                self.navigate(name)
                return True
            if e.key == pygame.K_ESCAPE:
                if self.show_list:
                    self.show_list = False
                    self._dirty()
                    return True
                if self.input.pinned is not None or self.discard_view is not None:
                    return super().handle_event(e)
                self.close()
                return True
            if e.key == pygame.K_a and not (self.worker and self.worker.running):
                self.start_analysis()
                return True
            if e.key == pygame.K_v:
                views = [v for v in R.VIEWS if v in self.rp.views]
                if views:
                    i = views.index(self.rp.view) if self.rp.view in views else -1
                    self.set_view(views[(i + 1) % len(views)])
                return True
            return True                   # no other key may reach the playing table
        bar = self.bar
        if e.type == pygame.MOUSEMOTION and bar is not None:
            self.input.mouse = e.pos
            if self.scrubbing:
                self._scrub(e.pos[0])
                return True
            hov = self._bar_hit(e.pos)
            if hov != self.bar_hover:
                self.bar_hover = hov
                self._dirty()
            if bar.rect.collidepoint(e.pos) or self.show_list:
                if self.show_list:
                    self._dirty()
                return True
            return super().handle_event(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and bar is not None:
            self.input.mouse = e.pos
            if self.show_list:
                for i, r in self._list_hits.items():
                    if r.collidepoint(e.pos):
                        self.show_decision(self.costliest()[i])
                        return True
                if not R.list_rect(self).collidepoint(e.pos):
                    self.show_list = False
                    self._dirty()
                return True
            hit = self._bar_hit(e.pos)
            if hit is not None:
                kind, name = hit
                if kind == "button":
                    self.navigate(name)
                elif kind == "view":
                    self.set_view(name)
                elif kind == "timeline":
                    self.scrubbing = True
                    self._scrub(e.pos[0], snap=True)
                return True
            if bar.rect.collidepoint(e.pos):
                return True
            L = self.layout
            if L is not None and L.log_rect.collidepoint(e.pos):
                self._click_log(e.pos)
                return True
            return super().handle_event(e)
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            if self.scrubbing:
                self.scrubbing = False
                return True
            return super().handle_event(e)
        return super().handle_event(e)

    def _bar_hit(self, pos):
        bar = self.bar
        if bar is None or not bar.rect.collidepoint(pos):
            return None
        for name, r in bar.buttons.items():
            if r.collidepoint(pos):
                return ("button", name)
        for v, r in bar.views.items():
            if r.collidepoint(pos):
                return ("view", v)
        if bar.timeline.collidepoint(pos):
            return ("timeline", None)
        return None

    def _scrub(self, x: int, snap: bool = False) -> None:
        bar = self.bar
        k = bar.step_at(x, self.rp.last)
        if snap:
            # a click near a point of the graph goes exactly to that decision
            near = [(abs(bar.x_of(d.step, self.rp.last) - x), d) for d in self.partial()]
            if near:
                dist, d = min(near, key=lambda t: t[0])
                if dist <= max(4, round(8 * bar.u)):
                    k = d.step
                    if d.drop > 0:
                        self._shown = (d.step, d)
        if k != self.rp.step:
            self._goto(k)
        else:
            self._light()

    def _click_log(self, pos) -> None:
        L = self.layout
        lr = L.log_rect
        head = P.txt(tr("table.log", self.lang), L.fs_small, P.GOLD, True)
        inner_y = lr.y + 8 + head.get_height()
        lh = P.line_height(L.fs_small)
        lines = self.log_lines(lr.w - 12)
        owners = self._line_owner
        end = len(lines) - self.log_scroll
        start = max(0, end - self.view.static_hits.log_fit)
        idx = start + (pos[1] - inner_y) // lh
        if pos[1] < inner_y or not start <= idx < end or idx >= len(owners):
            return
        k = self.rp.step_of_log_line(owners[idx])
        if k != self.rp.step:
            self._goto(k)

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        now = self.now()
        if self._tick_view(now):
            self._desc_cache.clear()
        w = self.worker
        if w is not None and (w.running or w.result is not None or w.error):
            n = len(w.partial)
            running = w.poll()
            if w.result is not None and self.analysis is None:
                self.analysis = w.result
                self.keep_analysis()
                self.pacing.set_polling(False)
                self._dirty()
            if w.error:
                log.warning("the replay's analysis failed: %s", w.error)
                self._say(tr("replay.analysis_failed", self.lang, error=w.error))
                w.error = None
                self.pacing.set_polling(False)
            if running and len(w.partial) != n:
                self._dirty()
            if running:
                self._dirty()

    def exit(self) -> None:
        self.pacing.set_polling(False)
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None

    def on_resize(self, size) -> None:
        super().on_resize(size)
        self.bar = None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        W, H = surf.get_size()
        sh = R.strip_height((W, H))
        if self.bar is None or self.bar.rect.size != (W, sh) or self.bar.rect.bottom != H:
            self.bar = R.ReplayBar((W, H), self.rp.views)
        table = surf.subsurface(pygame.Rect(0, 0, W, H - sh))
        super().draw(table)
        if self.show_list and self.layout is not None:
            self._list_hits = R.draw_list(self.view.painter, table, self)
        R.draw_strip(self.view.painter, surf, self)
