"""The table's teaching (held by ``TableScene`` as ``lessons``): lesson callouts, only the taught
action lit, the scripted opponent's moves, the finished lesson's "Play a real game", a loaded
scenario's "Try: ...", and the Hint button (key H) in games against the computer.

The lesson itself is data run by :class:`konwoj.play.lessons.LessonRunner` (``match.lesson``); this
module only asks it what to allow, what the opponent plays and what to say, and tells it what was
played. The hint comes from :class:`konwoj.ai.worker.HintWorker` in the background. The callouts
are drawn by :mod:`konwoj.ui.table.callouts`.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import tr
from konwoj.play.lessons import LessonError, record_run
from konwoj.rules import Action
from konwoj.ui import keynames


EV_HINT = pygame.event.custom_type()      # polls the hint worker while it thinks
HINT_POLL_MS = 60
class LessonPacing:
    """Lessons, scenario hints and the Hint button (see the module docstring); ``sc`` is the
    scene."""

    def __init__(self, sc) -> None:
        self.sc = sc
        self.try_text = sc.match.scenario_hint   # a scenario's "Try: ...", shown once loaded
        self.finish = False               # the lesson just ended: its closing callout shows
        self.hint = None                  # the hint on show (konwoj.ai.hint.Hint)
        self.hint_worker = None           # konwoj.ai.hint.HintWorker, made on the first ask
        self.hint_moves = -1              # the match's move count the hint was asked at
        self.pressed: str | None = None   # a callout button pressed, not yet released
        self.hints_allowed = True         # a practice position turns the Hint off

    # ------------------------------------------------------------------ what a lesson allows
    def learn_runner(self):
        return self.sc.match.lesson

    def learn_scripting(self) -> bool:
        r = self.learn_runner()
        return r is not None and not r.done

    def learn_holds_game_over(self) -> bool:
        """A lesson that ends the game keeps the table up while its script (and its finished
        callout) still speak; Keep playing then shows the game over."""
        r = self.learn_runner()
        return r is not None and (not r.done or self.finish)

    def learn_filter(self, legal: list) -> list:
        """Only the taught action (none on an info step) while the lesson's script runs."""
        r = self.learn_runner()
        if r is None or r.done:
            return legal
        allowed = r.allowed(self.sc.state) or []
        return [a for a in legal if a in allowed]

    def drop_hint(self) -> None:
        """The position changed (a move, an undo): a hint on show, or one being worked out, was
        for the position before and goes."""
        self.hint = None
        worker = self.hint_worker
        if worker is not None and worker.busy:
            worker.cancel()

    def learn_applied(self, action: Action) -> None:
        """After any action applied at the table: the lesson moves on, its progress is saved,
        a hint on show is dropped."""
        self.drop_hint()
        self.try_text = None
        r = self.learn_runner()
        if r is None:
            return
        if r.done:
            return          # past the script it is an ordinary game (undo allowed, autosaved)
        try:
            r.observe(action)
        except LessonError as exc:          # cannot happen through the table: only allowed acts
            self.sc.match.lesson = None
            self.sc._say(tr("learn.off_script", self.sc.lang, why=exc))
            return
        self._learn_save()
        if r.done:
            self.finish = True
        self._learn_sync_summary()

    def _learn_save(self) -> None:
        r = self.learn_runner()
        if r is None:
            return
        try:
            record_run(r)
        except OSError:
            pass                             # a read-only disk loses progress, not the game

    def _learn_sync_summary(self) -> None:
        """The battle summary stays open while a step points at it, and closes for the others."""
        r = self.learn_runner()
        res = self.sc.resolution
        if r is None or r.done or res is None:
            return
        step = r.current
        res.open = any(a.kind == "summary" for a in step.point)

    def learn_next(self) -> None:
        r = self.learn_runner()
        if r is not None and r.needs_next():
            r.acknowledge()
            self._learn_save()
            if r.done:
                self.finish = True
            self._learn_sync_summary()
            self.sc._refresh()

    def learn_skip_step(self) -> None:
        r = self.learn_runner()
        if r is None or r.done:
            return
        a = r.skip_step(self.sc.state)
        if a is not None:
            self.sc._apply(a)
        else:
            self._learn_save()
            self._learn_sync_summary()
            self.sc._refresh()

    # ------------------------------------------------------------------ the scripted opponent
    def opponent_move(self):
        """While a lesson's script runs, it plays the opponent: ``(waits, action)``, where
        ``waits`` says the learner must read on first and ``action`` is the scripted move (None:
        nothing to play now). None when no script runs (the computer decides)."""
        r = self.learn_runner()
        if r is None or r.done:
            return None
        if r.needs_next():
            self.sc.pacing.last_text = tr("learn.read_first", self.sc.lang)
            return True, None               # the learner reads first
        try:
            a = r.scripted(self.sc.state)
        except LessonError as exc:
            self.sc.match.lesson = None
            self.sc._say(tr("learn.off_script", self.sc.lang, why=exc))
            return False, None
        return False, a

    # ------------------------------------------------------------------ the Hint button
    def hint_offered(self) -> bool:
        """Solo games against the computer, outside a lesson's script, when Settings allow."""
        return (self.hints_allowed and self.sc.match.mode == "solo" and not self.learn_scripting()
                and bool(self.sc.app.settings.hints_enabled)
                and not self.sc.state.is_terminal())

    def learn_buttons(self) -> dict:
        out = {}
        if self.hint_offered():
            busy = self.hint_worker is not None and self.hint_worker.busy
            label = tr("hint.thinking" if busy else "hint.button", self.sc.lang,
                       keyname=keynames.first_label(self.sc.app, "hint"))
            out["hint"] = (label, self.sc.human_turn() and not busy, "normal")
        if self.learn_scripting():
            out["undo"] = (tr("table.btn.undo", self.sc.lang), False, "normal")
        return out

    def learn_press(self, name: str) -> bool:
        if name == "hint":
            self.ask_hint()
            return True
        return False

    def ask_hint(self) -> None:
        if not self.hint_offered():
            if self.sc.match.mode == "solo" and not self.sc.app.settings.hints_enabled:
                self.sc._say(tr("hint.off", self.sc.lang), warn=False)
            return
        if not self.sc.human_turn():
            self.sc._say(tr("table.why.not_your_turn", self.sc.lang))      # refused, and said so
            return
        from konwoj.ai.hint import HINT_BUDGET_RANGE
        from konwoj.ai.worker import HintWorker
        if self.hint_worker is None:
            self.hint_worker = HintWorker()
        low, high = HINT_BUDGET_RANGE
        budget = min(high, max(low, float(self.sc.app.settings.ai_budget)))
        # the analysis's seed for this step (konwoj.ai.analysis.judge_seed): one judge, so the hint
        # and the replay's analysis look at a decision the same way
        from konwoj.ai.analysis import judge_seed
        rec = self.sc.match.state.record
        seed = judge_seed(len(rec)) if rec is not None else self.sc.match.seed * 7919 + self.sc.match.moves
        try:
            self.hint_worker.start_hint(self.sc.match.state, seed=seed, budget=budget)
        except Exception as exc:           # no process possible: say so, keep playing
            self.sc._say(f"{tr('hint.none', self.sc.lang)} ({exc})")
            return
        self.hint_moves = self.sc.match.moves
        self.hint = None
        try:
            pygame.time.set_timer(EV_HINT, HINT_POLL_MS)
        except pygame.error:
            pass
        self.sc._dirty()

    def _poll_hint(self) -> None:
        w = self.hint_worker
        h = w.poll() if w is not None else None
        if h is not None and self.sc.match.moves == self.hint_moves \
                and h.action in self.sc.match.state.legal_actions():
            self.hint = h
        if w is None or not w.busy:
            try:
                pygame.time.set_timer(EV_HINT, 0)
            except pygame.error:
                pass
            if w is not None and h is None and w.last_error:
                self.sc._say(tr("hint.none", self.sc.lang))
        self.sc._dirty()

    # ------------------------------------------------------------------ events
    def handle_event(self, e) -> bool:
        if e.type == EV_HINT:
            self._poll_hint()
            return True
        hits = self.sc.view.frame_hits.lesson
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and not self.sc.handoff_scene:
            for name, r in hits.items():
                if name != "box" and r.collidepoint(e.pos):
                    self.pressed = name
                    return True
            if "box" in hits and hits["box"].collidepoint(e.pos):
                return True                 # a click on the callout's text does nothing
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.pressed:
            name, self.pressed = self.pressed, None
            r = hits.get(name)
            if r is not None and r.collidepoint(e.pos):
                self.learn_click(name)
            return True
        if e.type == pygame.KEYDOWN and not self.sc.handoff_scene:
            act = keynames.action_of(self.sc.app, e)
            if act == "hint":
                self.ask_hint()
                return True
            if self.learn_scripting() and act == "undo":
                return True                 # no taking back inside a lesson's script
        return False

    def learn_box(self) -> str | None:
        """The button that closes the callout on show (the one the callout draws), or None
        when none shows or it cannot be closed (a lesson step that asks for a move): "next" (a
        lesson's note), "keep_playing" (the finished lesson), "hint_ok", "try_ok"."""
        if self.sc.handoff_scene:
            return None
        r = self.learn_runner()
        if r is not None and not r.done:
            return "next" if r.needs_next() else None
        if r is not None and self.finish:
            return "keep_playing"
        if self.hint is not None and self.sc.human_turn():
            return "hint_ok"
        if self.try_text and not self.sc.state.is_terminal():
            return "try_ok"
        return None

    def learn_click(self, name: str) -> None:
        if name == "next":
            self.learn_next()
        elif name == "skip":
            self.learn_skip_step()
        elif name == "real_game":
            self.play_real_game()
        elif name == "keep_playing":
            self.finish = False
        elif name == "try_ok":
            self.try_text = None
        elif name == "hint_ok":
            self.hint = None
        self.sc._dirty()

    def play_real_game(self) -> None:
        """New game, with the lesson's side and edition chosen (the level is the player's)."""
        r = self.learn_runner()
        side = r.lesson.side if r is not None else self.sc.bottom()
        edition = r.lesson.edition if r is not None else self.sc.state.rules.name
        self.sc.match.autosave()
        self.sc.match.autosaved_on_leave = True
        app = self.sc.app
        while app.scenes.stack and not app.is_title(app.scenes.top):
            app.scenes.pop()
        app.open("new_game", side=side, ruleset=edition)

    def clickables(self) -> list:
        """The callout's buttons: ("lesson", name, point)."""
        return [("lesson", name, r.center) for name, r in self.sc.view.frame_hits.lesson.items()
                if name != "box"]
