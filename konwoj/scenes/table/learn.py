"""The teaching half of the table scene (mixed into ``TableScene``): lesson callouts, only the
taught action lit, the scripted opponent, the finished lesson's "Play a real game", a loaded
scenario's "Try: ...", and the Hint button (key H) in games against the computer.

The lesson itself is data run by :class:`konwoj.play.lessons.LessonRunner` (``match.lesson``); this
module only asks it what to allow, what the opponent plays and what to say, and tells it what was
played. The hint comes from :class:`konwoj.ai.worker.HintWorker` in the background.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import register, tr
from konwoj.play.lessons import LessonError, record_run
from konwoj.rules import Action
from konwoj.rules.cards import card_key
from konwoj.ui import callout

register({
    "learn.next": ("Dalej", "Next"),
    "learn.skip": ("Zrób za mnie", "Do it for me"),
    "learn.step": ("Lekcja · krok {n} z {total}", "Lesson · step {n} of {total}"),
    "learn.done": ("Lekcja ukończona", "Lesson complete"),
    "learn.real_game": ("Zagraj prawdziwą partię", "Play a real game"),
    "learn.keep_playing": ("Graj dalej", "Keep playing"),
    "learn.off_script": ("Lekcja przerwana: {why}", "The lesson stopped: {why}"),
    "learn.read_first": ("Przeczytaj wskazówkę lekcji i naciśnij Dalej.",
                         "Read the lesson's note and press Next."),
    "learn.try": ("Scenariusz", "Scenario"),
    "learn.ok": ("OK", "OK"),
    "hint.button": ("Podpowiedź (H)", "Hint (H)"),
    "hint.title": ("Podpowiedź", "Hint"),
    "hint.off": ("Podpowiedzi są wyłączone w Ustawieniach.", "Hints are turned off in Settings."),
})

EV_HINT = pygame.event.custom_type()      # polls the hint worker while it thinks
HINT_POLL_MS = 60
_BUTTON_FOR = {"pass": "main", "keep": "main", "draw": "main", "decline": "main",
               "mulligan": "second", "hint": "hint"}


def _visible_part(r, above) -> pygame.Rect:
    """The part of a fanned hand card ``r`` left of the cards drawn over it (``above``)."""
    r = pygame.Rect(r)
    for o in above:
        if o.colliderect(r) and o.x > r.x:
            r.w = min(r.w, o.x - r.x)
    return r


class TableLearn:
    """Lessons, scenario hints and the Hint button (see the module docstring)."""

    # ------------------------------------------------------------------ what a lesson allows
    def learn_runner(self):
        return getattr(self.match, "lesson", None)

    def learn_scripting(self) -> bool:
        r = self.learn_runner()
        return r is not None and not r.done

    def learn_holds_game_over(self) -> bool:
        """A lesson that ends the game keeps the table up while its script (and its finished
        callout) still speak; Keep playing then shows the game over."""
        r = self.learn_runner()
        return r is not None and (not r.done or bool(getattr(self, "_learn_finish", False)))

    def learn_filter(self, legal: list) -> list:
        """Only the taught action (none on an info step) while the lesson's script runs."""
        if not hasattr(self, "_learn_try"):      # a scenario's "Try: ..." shows once loaded
            self._learn_try = getattr(self.match, "scenario_hint", None)
        r = self.learn_runner()
        if r is None or r.done:
            return legal
        allowed = r.allowed(self.state) or []
        return [a for a in legal if a in allowed]

    def learn_applied(self, action: Action) -> None:
        """After any action applied at the table: the lesson moves on, its progress is saved,
        a hint on show is dropped."""
        self._learn_hint = None
        self._learn_try = None
        worker = getattr(self, "_hint_worker", None)
        if worker is not None and worker.busy:
            worker.cancel()
        r = self.learn_runner()
        if r is None:
            return
        if r.done:
            return          # past the script it is an ordinary game (undo allowed, autosaved)
        try:
            r.observe(action)
        except LessonError as exc:          # cannot happen through the table: only allowed acts
            self.match.lesson = None
            self._say(tr("learn.off_script", self.lang, why=exc))
            return
        self._learn_save()
        if r.done:
            self._learn_finish = True
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
        res = self.resolution
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
                self._learn_finish = True
            self._learn_sync_summary()
            self._refresh()

    def learn_skip_step(self) -> None:
        r = self.learn_runner()
        if r is None or r.done:
            return
        a = r.skip_step(self.state)
        if a is not None:
            self._apply(a)
        else:
            self._learn_save()
            self._learn_sync_summary()
            self._refresh()

    # ------------------------------------------------------------------ the scripted opponent
    def _drive_ai(self, now: float) -> None:
        r = self.learn_runner()
        self.ai_waits_for_player = False
        if r is not None and not r.done:
            if r.needs_next():
                self.ai_last_text = tr("learn.read_first", self.lang)
                self.ai_waits_for_player = True
                return                      # the learner reads first
            try:
                a = r.scripted(self.state)
            except LessonError as exc:
                self.match.lesson = None
                self._say(tr("learn.off_script", self.lang, why=exc))
                return
            if a is None:
                return
            self.ai_pending = a
        super()._drive_ai(now)

    # ------------------------------------------------------------------ the Hint button
    def hint_offered(self) -> bool:
        """Solo games against the computer, outside a lesson's script, when Settings allow."""
        return (self.match.mode == "solo" and not self.learn_scripting()
                and bool(getattr(self.app.settings, "hints_enabled", True))
                and not self.state.is_terminal())

    def learn_buttons(self) -> dict:
        out = {}
        if self.hint_offered():
            busy = getattr(self, "_hint_worker", None) is not None and self._hint_worker.busy
            label = tr("hint.thinking" if busy else "hint.button", self.lang)
            out["hint"] = (label, self.human_turn() and not busy, "normal")
        if self.learn_scripting():
            out["undo"] = (tr("table.btn.undo", self.lang), False, "normal")
        return out

    def learn_press(self, name: str) -> bool:
        if name == "hint":
            self.ask_hint()
            return True
        return False

    def ask_hint(self) -> None:
        if not self.hint_offered():
            if self.match.mode == "solo" and not getattr(self.app.settings, "hints_enabled", True):
                self._say(tr("hint.off", self.lang), warn=False)
            return
        if not self.human_turn():
            self._say(tr("table.why.not_your_turn", self.lang))      # refused, and said so
            return
        from konwoj.ai.worker import HintWorker
        if getattr(self, "_hint_worker", None) is None:
            self._hint_worker = HintWorker()
        budget = min(2.0, max(0.3, float(getattr(self.app.settings, "ai_budget", 1.0))))
        # the analysis's seed for this step (konwoj.ai.analysis.judge_seed): one judge, so the hint
        # and the replay's analysis look at a decision the same way
        from konwoj.ai.analysis import judge_seed
        rec = self.state.record
        seed = judge_seed(len(rec)) if rec is not None else self.match.seed * 7919 + self.match.moves
        try:
            self._hint_worker.start_hint(self.state, seed=seed, budget=budget)
        except Exception as exc:           # no process possible: say so, keep playing
            self._say(f"{tr('hint.none', self.lang)} ({exc})")
            return
        self._hint_moves = self.match.moves
        self._learn_hint = None
        try:
            pygame.time.set_timer(EV_HINT, HINT_POLL_MS)
        except pygame.error:
            pass
        self._dirty()

    def _poll_hint(self) -> None:
        w = getattr(self, "_hint_worker", None)
        h = w.poll() if w is not None else None
        if h is not None and self.match.moves == getattr(self, "_hint_moves", -1) \
                and h.action in self.state.legal_actions():
            self._learn_hint = h
        if w is None or not w.busy:
            try:
                pygame.time.set_timer(EV_HINT, 0)
            except pygame.error:
                pass
            if w is not None and h is None and w.last_error:
                self._say(tr("hint.none", self.lang))
        self._dirty()

    # ------------------------------------------------------------------ events
    def handle_event(self, e) -> bool:
        if e.type == EV_HINT:
            self._poll_hint()
            return True
        hits = getattr(self, "_learn_hits", {})
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and not self.handoff_scene:
            for name, r in hits.items():
                if name != "box" and r.collidepoint(e.pos):
                    self._learn_pressed = name
                    return True
            if "box" in hits and hits["box"].collidepoint(e.pos):
                return True                 # a click on the callout's text does nothing
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and getattr(self, "_learn_pressed", None):
            name, self._learn_pressed = self._learn_pressed, None
            r = hits.get(name)
            if r is not None and r.collidepoint(e.pos):
                self.learn_click(name)
            return True
        if e.type == pygame.KEYDOWN and not self.handoff_scene:
            k = e.key
            if k == pygame.K_h and not (getattr(e, "mod", 0) & pygame.KMOD_CTRL):
                self.ask_hint()
                return True
            if self.learn_scripting() and (k == pygame.K_BACKSPACE or (
                    k == pygame.K_z and getattr(e, "mod", 0) & pygame.KMOD_CTRL)):
                return True                 # no taking back inside a lesson's script
        return super().handle_event(e)

    def learn_box(self) -> str | None:
        """The button that closes the callout on show (the one ``learn_draw`` draws), or None
        when none shows or it cannot be closed (a lesson step that asks for a move): "next" (a
        lesson's note), "keep_playing" (the finished lesson), "hint_ok", "try_ok"."""
        if self.handoff_scene:
            return None
        r = self.learn_runner()
        if r is not None and not r.done:
            return "next" if r.needs_next() else None
        if r is not None and getattr(self, "_learn_finish", False):
            return "keep_playing"
        if getattr(self, "_learn_hint", None) is not None and self.human_turn():
            return "hint_ok"
        if getattr(self, "_learn_try", None) and not self.state.is_terminal():
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
            self._learn_finish = False
        elif name == "try_ok":
            self._learn_try = None
        elif name == "hint_ok":
            self._learn_hint = None
        self._dirty()

    def play_real_game(self) -> None:
        """New game, with the lesson's side and edition chosen (the level is the player's)."""
        r = self.learn_runner()
        side = r.lesson.side if r is not None else self.bottom()
        edition = r.lesson.edition if r is not None else self.state.rules.name
        self.match.autosave()
        self.match.autosaved_on_leave = True
        app = self.app
        while app.scenes.stack and not app.is_title(app.scenes.top):
            app.scenes.pop()
        app.open("new_game", side=side, ruleset=edition)

    def clickables(self) -> list:
        out = [("lesson", name, r.center) for name, r in getattr(self, "_learn_hits", {}).items()
               if name != "box"]
        return out + super().clickables()

    # ------------------------------------------------------------------ anchors
    def anchor_rect(self, anchor):
        """The screen rect of a lesson anchor (None when it is not on screen now)."""
        L = self.layout
        if L is None:
            return None
        k, args = anchor.kind, anchor.args
        s = self.state
        if k == "hand":
            rects = list(L.hand_rects)
            for i, (cid, r) in enumerate(rects):
                if cid == args[0] or card_key(cid) == args[0]:
                    return _visible_part(r, [o for _, o in rects[i + 1:]])
            return None
        if k == "card":
            limbo = self._overlay_hits.get("limbo", {})
            for rects in (limbo, L.module_peek, L.card_rects):
                for cid, r in rects.items():
                    if cid == args[0] or card_key(cid) == args[0]:
                        return r
            return None
        if k == "feature":
            return self.feature_hit.get(args[0])
        if k == "slot":
            a = L.areas.get((args[0], args[1]))
            return a.rect if a is not None else None
        if k == "city":
            return L.boards[args[0]]
        if k == "district":
            rows = L.district_rects[args[0]]
            return rows[args[1]] if args[1] < len(rows) else None
        if k == "deck":
            return L.deck_rect.get(args[0])
        if k == "discard":
            return L.discard_rect.get(args[0])
        if k == "hand_count":
            return L.plate.get(args[0])
        if k == "phase_ladder":
            r = pygame.Rect(L.phase_rows[0])
            return r.unionall(L.phase_rows)
        if k == "strength":
            c = s.active_city if s.active_city is not None else 4
            a, b = L.strength_rects[(c, L.bottom)], L.strength_rects[(c, L.top_side)]
            return a.union(b)
        if k == "summary":
            return self._overlay_hits.get("verdict") if self.resolution is not None \
                and self._resolution_modal() else None
        if k == "prompt":
            return L.prompt_rect
        if k == "button":
            return L.btn_rects.get(_BUTTON_FOR.get(args[0], args[0]))
        return None

    def _action_rect(self, a: Action):
        """Where the player starts ``a`` on screen (for the hint)."""
        L = self.layout
        if a.kind in _BUTTON_FOR:
            return L.btn_rects.get(_BUTTON_FOR[a.kind])
        if a.kind == "target" or (a.kind == "choose" and a.index is not None):
            return L.district_rects[a.city][a.index]
        if a.kind == "feature":
            return self.feature_hit.get(self.state.active_city)
        for cid in (a.card, a.target):
            if cid is None:
                continue
            for i, (hc, r) in enumerate(L.hand_rects):
                if hc == cid:           # the part the next card does not cover
                    vis = r.w if i == len(L.hand_rects) - 1 else min(r.w, max(8, L.hand_step))
                    return pygame.Rect(r.x, r.y, vis, r.h)
            r = L.module_peek.get(cid) or L.card_rects.get(cid)
            if r is not None:
                return r
            if cid in self._overlay_hits.get("limbo", {}):
                return self._overlay_hits["limbo"][cid]
        return None

    def _action_dest(self, a: Action):
        L = self.layout
        if a.kind == "play" and a.city is not None and a.target is None:
            area = L.areas.get((a.city, self.state.side_of(a.card)))
            return area.rect if area is not None else None
        if a.target is not None and a.card is not None:
            return L.module_peek.get(a.target) or L.card_rects.get(a.target)
        if a.kind in ("choose", "instant", "ability") and a.city is not None and a.index is None:
            return L.boards[a.city]
        return None

    # ------------------------------------------------------------------ drawing (called last)
    def learn_draw(self, surf) -> None:
        """The callout of the lesson step, the finished lesson, a scenario hint or a hint."""
        self._learn_hits = {}
        self._learn_tip = None
        if self.layout is None or self.handoff_scene:
            return
        app = self.app
        lang = self.lang
        L = self.layout
        avoid = [L.btn_rects.get("main"), L.prompt_rect, L.hand_zone, *L.deck_rect.values(),
                 *L.boards]
        for name in ("zoom", "recap"):      # an enlarged card, the other side's move: readable
            if self._overlay_hits.get(name) is not None:
                avoid.append(self._overlay_hits[name])
        act = self.state.active_city
        if act is not None:                  # the battle city is where the eye must go
            avoid += [a.rect for (c, _), a in L.areas.items() if c == act]
        r = self.learn_runner()
        width = None
        if r is not None and not r.done:
            step = r.current
            if step.kind == "opponent":
                return
            rects = [self.anchor_rect(a) for a in step.point]
            target = rects[0] if rects else None
            for extra in rects[1:]:
                if extra is not None:
                    callout.outline(surf, extra, app)
                    avoid.append(extra)
            if step.point and step.point[0].kind == "summary" and target is not None:
                avoid.append(self._overlay_hits.get("summary"))
                width = max(app.px(220), L.panel.w - 2 * L.pad)
            else:
                avoid.append(L.panel)
            buttons = [("next", tr("learn.next", lang))] if step.kind == "info" else \
                [("skip", tr("learn.skip", lang))]
            title = tr("learn.step", lang, n=r.lesson.step_number(r.index),
                       total=len(r.lesson.player_steps()))
            self._learn_hits = callout.draw_callout(surf, app, target, step.say(lang), title,
                                                    buttons, [a for a in avoid if a], width)
            self._learn_tip = self._learn_hits.pop("tip", None)
            return
        if r is not None and getattr(self, "_learn_finish", False):
            self._learn_hits = callout.draw_callout(
                surf, app, L.deck_rect.get("moloch"), r.lesson.finish.get(lang, ""),
                tr("learn.done", lang), [("keep_playing", tr("learn.keep_playing", lang)),
                                         ("real_game", tr("learn.real_game", lang))],
                [a for a in avoid if a])
            self._learn_tip = self._learn_hits.pop("tip", None)
            return
        h = getattr(self, "_learn_hint", None)
        if h is not None and self.human_turn():
            src = self._action_rect(h.action)
            dest = self._action_dest(h.action)
            if dest is not None:
                callout.outline(surf, dest, app)
                avoid.append(dest)
            self._learn_hits = callout.draw_callout(
                surf, app, src, h.text(self.state, lang), tr("hint.title", lang),
                [("hint_ok", tr("learn.ok", lang))], [a for a in avoid if a])
            tip = self._learn_hits.pop("tip", None)       # where the drawn arrow ends
            self._hint_tip = tip.topleft if tip is not None else None
            return
        try_text = getattr(self, "_learn_try", None)
        if try_text and not self.state.is_terminal():
            self._learn_hits = callout.draw_callout(
                surf, app, None, try_text.get(lang) or try_text.get("en", ""), tr("learn.try", lang),
                [("try_ok", tr("learn.ok", lang))], [a for a in avoid if a])
