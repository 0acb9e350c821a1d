"""The table: where a game of Konwój is played.

``TableScene(app, match)`` shows the five cities, both sides' cards, the seated side's hand, the
piles, the phase tracker and the log, and turns mouse and keyboard input into the rules' actions.
Every possibility comes from ``state.legal_actions()``: the table only narrows them down step by
step (which card, which target, which city) and lights what is still possible. It never decides a
rule itself.

Input: drag a card from the hand onto a lit place, or click it and then click a lit place; click a
card in play with an ability (a card on the table drags too: the Runner, the unit Move, Retreat or
the Scout moves); Space/Enter ends the phase (or answers the main button), Esc cancels
(with nothing to cancel it opens the in-game menu, as the Menu button does: see
``konwoj.scenes.ingame_menu``), Ctrl+Z / Backspace takes back the last own action when nothing
hidden was revealed. Right click (or resting the mouse) shows a card large with its text and
strength breakdown. A box over the table (a callout, the battle summary, the discard viewer, an
enlarged card) takes Space, Enter and Esc for itself: :mod:`konwoj.scenes.table.boxes`. The
whole table by keyboard (Tab / Shift+Tab and the arrows move a visible focus among everything
that can be chosen now, Return chooses it, Esc steps back, Z enlarges the focused card) is
:mod:`konwoj.scenes.table.keys`; every table key is the player's own (:mod:`konwoj.play.keymap`,
rebound on the Controls page). Page Up / comma, Page Down / period and End step through the
other side's last phase on the table and back to now (:mod:`konwoj.scenes.table.follow`).

The scene holds collaborating objects, each made here with everything it keeps:

- ``model`` (:class:`konwoj.scenes.table.model.TableModel`, no pygame): the player's options,
  the selection, what is lit, the keyboard focus;
- ``input`` (:class:`konwoj.scenes.table.controls.TableInput`): mouse and keys into model calls;
- ``view`` (:class:`konwoj.ui.table.view.TableView`): draws from the model and returns the hit
  map of what it drew;
- ``pacing`` (:class:`konwoj.scenes.table.pacing.ComputerPacing`): the computer's moves;
- ``lessons`` (:class:`konwoj.scenes.table.learn.LessonPacing`): a lesson's script and callouts,
  the Hint button;
- ``follow`` (:class:`konwoj.scenes.table.follow.Follow`): the other side's last phase stepped
  through on the table (``state`` is then the position shown, ``match.state`` still the game),
  and its whole recap in a box.

The prompt and buttons are :mod:`konwoj.scenes.table.prompt`, what can be clicked
:mod:`konwoj.scenes.table.targets`. This module holds the scene itself: what a move does to the
table (:meth:`TableScene._apply` listens to the match's :class:`konwoj.play.match.MoveOutcome`),
the flow (hand-off, game over) and the frame.
"""
from __future__ import annotations

import time

import pygame

from konwoj.ui import audio, palette
from konwoj.i18n import tr
from konwoj.rules import MOLOCH, Action, IllegalAction
from konwoj.scenes.base import Scene
from konwoj.ui.reveal import RevealGuard
from konwoj.scenes.table.boxes import hold_keys, key_gate, quiet_shown, start_quiet
from konwoj.scenes.table.prompt import buttons as panel_buttons
from konwoj.scenes.table.prompt import press_button, try_pass
from konwoj.scenes.table.prompt import prompt_texts as panel_texts
from konwoj.scenes.table.keys import current as key_focus
from konwoj.scenes.table.keys import focus_rect as key_focus_rect
from konwoj.scenes.table.targets import hand_point
from konwoj.scenes.table.targets import clickables as table_clickables
from konwoj.scenes.table.targets import must_click_rects as table_must_click_rects
from konwoj.scenes.table.ai_notice import autosave_failed
from konwoj.scenes.table.controls import EV_WAKE, KEY_QUIET, TableInput
from konwoj.scenes.table.follow import Follow
from konwoj.scenes.table.learn import LessonPacing
from konwoj.scenes.table.model import TableModel
from konwoj.scenes.table.pacing import EV_POLL, ComputerPacing  # noqa: F401 (re-exported)
from konwoj.ui.table import anim
from konwoj.ui.table import draw as D
from konwoj.ui.table.view import TableView
from konwoj.play.match import Match, MoveOutcome
from konwoj.ui.table.layout import Layout, other
from konwoj.ui.table.resolution import Resolution
from konwoj.texts.table_text import event_text, t
from konwoj.texts import recap

TOAST_SECONDS = 2.6


# ====================================================================== the scene
class TableScene(Scene):
    follows = True                        # the other side's last phase can be stepped through

    def __init__(self, app, match: Match, clock=None):
        super().__init__(app)
        self.match = match
        self.follow = Follow(self)
        self.now = clock or time.perf_counter
        self.model = TableModel()
        self.view = TableView()
        self.anims = anim.Animator()
        self.layout: Layout | None = None
        self._layout_key = None
        self.version = 0                  # goes up whenever what the table shows changed
        self.toast: str | None = None     # the message line
        self.toast_warn = True            # ... a warning (else a notice)
        self.toast_until = 0.0
        self.log_scroll = 0
        self._log_cache = None
        self.handoff_scene = None
        # after a hand-off the new player's hand shows: a key still held from the hand-off (or
        # its repeats) must not act on it (konwoj.ui.reveal); None when nothing is held
        self.reveal_guard = None
        self.resolution: Resolution | None = None
        self.discard_view: str | None = None    # the side whose discard pile is open
        self.discard_scroll = 0
        self.over_shown = False
        self._paused_at: float | None = None
        # what each side has not yet seen of the other's moves: events since it last acted
        self._unseen: dict = {MOLOCH: [], other(MOLOCH): []}
        self._lang = None
        self.frames = 0
        match.on_autosave_error = lambda exc: autosave_failed(self, exc)
        self.input = TableInput(self)
        self.pacing = ComputerPacing(self)
        self.lessons = LessonPacing(self)

    # ------------------------------------------------------------------ small accessors
    @property
    def state(self):
        """The position the table shows: the game's, or an earlier one while stepping back."""
        f = self.follow
        return f.shown() if f.step is not None else self.match.state

    @property
    def lang(self) -> str:
        return self.app.lang

    @property
    def painter(self):
        return self.view.painter

    @property
    def speed(self) -> float:
        return self.pacing.speed

    def bottom(self) -> str:
        return self.match.bottom_side()

    def human_turn(self) -> bool:
        """The seated person decides now (and nothing covers the table)."""
        s = self.state
        p = s.current_player
        if p is None or not self.match.is_human(p) or self.handoff_scene or self.follow.active:
            return False
        if self.match.mode == "hotseat" and (self.match.needs_handoff() or p != self.bottom()):
            return False
        return True

    def hands_hidden(self) -> bool:
        return bool(self.handoff_scene) or self.match.hands_hidden()

    def hidden_hand_note(self) -> str | None:
        """What the hand's place says while the hand is hidden (None: the table's default)."""
        return None

    def anim_hidden(self):
        return self.anims.hidden() if self.anims.items else _NO_HIDDEN

    def dimming(self) -> bool:
        return (self.model.sel is not None or self.input.dragging()) \
            and not self.model.lit.empty()

    def limbo_shown(self) -> bool:
        return bool(self.state.limbo) and not self.handoff_scene

    def resolution_modal(self) -> bool:
        return self.resolution is not None and self.resolution.open

    def seat_label(self, side: str) -> str:
        m = self.match
        if m.mode == "solo":
            return t("you", self.lang) if m.is_human(side) else t("computer", self.lang)
        name = getattr(m, "names", {}).get(side)
        if name:                        # hot seat with names: the person under the side's name
            return name
        return t("you", self.lang) if side == self.bottom() else t("player", self.lang)

    def turn_word(self) -> str:
        s = self.state
        p = s.current_player
        if p is None:
            return ""
        if self.follow.active:
            return t("turn_player", self.lang, side=tr("side." + p, self.lang))
        if self.match.is_human(p) and p == self.bottom():
            return t("turn_you", self.lang, side=self.who(p))
        if not self.match.is_human(p):
            return t("turn_" + self.pacing.doing(), self.lang, side=tr("side." + p, self.lang))
        return t("turn_player", self.lang, side=self.who(p))

    def who(self, side: str) -> str:
        """The person playing ``side``: "Anna (Moloch)" in a hot-seat game with names."""
        fn = getattr(self.match, "who", None)
        return fn(side, self.lang) if callable(fn) else tr("side." + side, self.lang)

    def turn_short(self) -> str:
        """The turn in a word or two for the side's plate (which already names the side)."""
        p = self.state.current_player
        if p is None:
            return ""
        if self.follow.active:
            return t("plate.decides", self.lang)       # an earlier position: nobody moves there
        if self.match.is_human(p) and p == self.bottom():
            return t("plate.your_move", self.lang)
        if not self.match.is_human(p):
            return t({"ai": "plate.thinking", "ai_waits": "plate.waits",
                      "ai_moves": "plate.moves"}[self.pacing.doing()], self.lang)
        return t("plate.decides", self.lang)

    def known_opp_hand(self) -> list[str]:
        s = self.state
        opp = other(self.bottom())
        idx = 0 if opp == MOLOCH else 1
        return sorted(set(s.hand_of(opp)) & set(s.known_in_hand[idx]))

    def visible_hand(self) -> list[str]:
        """The hand cards whose faces the table shows right now (empty under a cover)."""
        if self.handoff_scene or self.hands_hidden():
            return []
        return list(self.state.hand_of(self.bottom()))

    # ------------------------------------------------------------------ what the panel offers
    def prompt_texts(self) -> tuple[str, str, str]:
        return panel_texts(self)

    def buttons(self) -> dict:
        """name -> (label, enabled, style); the panel draws them and clicks go through them."""
        return panel_buttons(self)

    def _press_button(self, name: str) -> None:
        press_button(self, name)

    def _try_pass(self) -> None:
        try_pass(self)

    def clickables(self) -> list[tuple[str, object, tuple[int, int]]]:
        """Everything the table offers right now, with a point that clicks it (for tests and
        tools): a lesson's callout buttons, then :func:`konwoj.scenes.table.targets.clickables`."""
        return self.lessons.clickables() + table_clickables(self)

    def must_click_rects(self) -> list:
        return table_must_click_rects(self, self.view.frame_hits.overlay)

    def focus_rect(self):
        """Where the keyboard focus is on screen (None: nowhere)."""
        return key_focus_rect(self)

    def focused(self):
        """What the keyboard focus is on (``("follow", "back")``, ``("card", cid)``...), or None."""
        return key_focus(self)

    def _hand_point(self, cid: str) -> tuple[int, int]:
        return hand_point(self.layout, cid)

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        # time spent under a menu or a hand-off does not count against the pace of the
        # computer's moves or a message on the table
        paused = self._paused_at
        self._paused_at = None
        hold_keys(self)      # a key that closed a menu or a dialog: its repeats are not ours
        if paused is not None:
            away = max(0.0, self.now() - paused)
            self.pacing.paused_for(away)
            if self.toast:
                self.toast_until += away
        self._dirty()

    def exit(self) -> None:
        self.pacing.close()
        if not self.match.autosaved_on_leave:
            self.match.autosave()

    def pause(self) -> None:
        self._paused_at = self.now()
        self.pacing.set_polling(False)
        self.input.pinned = None  # no card preview lingers under a menu or a hand-off cover
        self.input.hover = None
        self._dirty()

    def on_resize(self, size) -> None:
        self.layout = None
        self._layout_key = None
        self.view.forget()
        self._dirty()

    # ------------------------------------------------------------------ derived state
    def _dirty(self) -> None:
        self.version += 1
        try:
            self.app.request_redraw()
        except Exception:
            pass

    def _virtual_slots(self) -> frozenset:
        sel = self.model.sel
        acts = sel.actions if sel else []
        out = set()
        for a in acts:
            if a.kind == "play" and a.city is not None and a.target is None:
                out.add((a.city, self.state.side_of(a.card)))
        return frozenset(out)

    def _ensure_layout(self, size) -> Layout:
        s = self.state
        bottom = self.bottom()
        hand = s.hand_of(bottom)
        opp = len(s.hand_of(other(bottom)))
        known = len(self.known_opp_hand())
        key = (tuple(size), id(s), self.match.moves, bottom, tuple(hand), opp, known,
               self._virtual_slots())
        if self.layout is None or key != self._layout_key:
            self.layout = Layout(tuple(size), s, bottom, hand, opp, key[-1], known)
            self._layout_key = key
        return self.layout

    def _refresh(self) -> None:
        """Recompute the options, the lit targets and the layout after any change."""
        s = self.state
        legal = self.lessons.learn_filter(s.legal_actions()) if self.human_turn() else []
        self.model.refresh(s, self.bottom(), legal)
        self.input.rehover = True
        self._dirty()

    def open_menu(self) -> bool:
        """The in-game menu over the table (Resume, Save, Load, Rules, Settings, Quit). Anything
        half done (a selection, a drag, a zoom) is dropped first; hands stay as hidden as they
        are (the menu draws no card)."""
        self.anims.finish()
        self._drop_half_done()
        self.input.hover = None
        self.model.compute_lit()
        self._dirty()
        self.app.open_ingame_menu(self.match, on_quit=self._leave)
        return True

    def _leave(self) -> None:
        """Back to the title (the game is autosaved first)."""
        self.match.autosave()
        self.match.autosaved_on_leave = True
        self.app.go_title()

    # ------------------------------------------------------------------ applying actions
    def _apply(self, action: Action, hints: dict | None = None, by_ai: bool = False) -> bool:
        """Play ``action`` through the match and show what it did (:meth:`_moved`); False (and
        the reason on the message line) when the rules refuse it."""
        self.anims.finish()
        if self.layout is None:
            self._ensure_layout(self.app.screen.get_size())
        before = anim.snapshot(self) if self.layout is not None else None
        viewer_before = self.bottom()
        try:
            outcome = self.match.apply(action)
        except IllegalAction as exc:
            self._say(str(exc))
            return False
        self._moved(outcome, before, viewer_before, hints, by_ai)
        return True

    def _moved(self, o: MoveOutcome, before, viewer_before: str, hints, by_ai: bool) -> None:
        """The table's answer to a move: every consequence in its place, in order."""
        s = self.state
        now = self.now()
        self.model.drop_half_done()
        self.input.drag = None
        self.input.pinned = None
        self.follow.close_recap()                # the recap it showed is of the move before
        self._note_move(o.actor, o.events)
        self._tell_move(o, by_ai, now)
        if o.resolved:
            self.resolution = Resolution(o.at_resolution, s, o.log_start, self.bottom(),
                                         self.lang, now, self.speed, left=other(self.bottom()))
            if self.resolution.step <= 0:
                self.resolution.reveal_all()
        elif self.resolution is not None:
            self.resolution.refresh(s)
        audio.table_sounds(self, o.events, by_ai)
        self.lessons.learn_applied(o.action)
        self.log_scroll = 0
        self._refresh()
        self._ensure_layout(self.app.screen.get_size())
        if before is not None and self.bottom() == viewer_before and not self.match.needs_handoff():
            after = anim.snapshot(self)
            self.anims.items += anim.diff(before, after, o.before, s, now,
                                          anim.duration(self.speed), hints)
        if o.autosave_due:
            self.match.autosave()
        self.pacing.moved(now)
        self._dirty()

    def _tell_move(self, o: MoveOutcome, by_ai: bool, now: float) -> None:
        """The message line and the prompt after a move: the game moving on by itself, the
        computer's move in words; keys settle after an automatic step."""
        s = self.state
        me = self.bottom()
        own = o.action if o.actor == me else None
        auto = recap.automatic_passes(own, o.events, me) if self.match.is_human(me) else 0
        if auto:                    # the game moved on by itself: say so, and let keys settle
            self._say(tr("recap.auto", self.lang), warn=False)
        if auto or by_ai or o.resolved:
            start_quiet(self, now, KEY_QUIET)
        if by_ai:
            evs = [e for e in o.events if e.visible(me) and e.key not in ("phase",)]
            if evs:
                self.pacing.last_text = t("ai.moved", self.lang,
                                          text=event_text(evs[0], s, self.lang))
        else:
            self.pacing.last_text = None

    def _note_move(self, actor, events) -> None:
        """``actor`` decided: its marks of the other's move are done; what it did (up to the
        battle's resolution, which the summary tells) waits for the other side to see."""
        if actor not in self._unseen:
            return
        self._unseen[actor] = []
        mine = []
        for e in events:
            if e.key in ("strength", "battle", "game_over"):
                break
            mine.append(e)
        self._unseen[other(actor)].extend(mine)

    def opponent_move(self) -> tuple[str, list]:
        """(the other side, the events of its last move the viewer may see)."""
        me = self.bottom()
        them = other(me)
        return them, [e for e in self._unseen.get(me, []) if e.visible(me)]

    def _undo(self) -> None:
        if not self.human_turn():
            if not self.state.is_terminal() and not self.handoff_scene:
                self._say(t("why.not_your_turn", self.lang))      # refused, and said so
            return
        if not self.match.undo():
            self._say(t("why.cant_undo", self.lang))
            return
        self.anims.finish()
        self.model.sel = None
        self.resolution = None
        self.lessons.drop_hint()                 # it was for the position undone
        self._unseen = {side: [] for side in self._unseen}
        self.follow.close_recap()                # (the recap it told is gone)
        self._refresh()
        self._say(t("undo.done", self.lang), warn=False)

    def _cancel(self) -> bool:
        if self.model.cancel():
            self._dirty()
            return True
        return False

    def _say(self, text: str, warn: bool = True) -> None:
        self.toast = text
        self.toast_warn = warn
        self.toast_until = self.now() + TOAST_SECONDS
        try:
            pygame.time.set_timer(EV_WAKE, int(TOAST_SECONDS * 1000) + 30, 1)
        except pygame.error:
            pass
        self._dirty()

    # ------------------------------------------------------------------ flow (AI, hand-off, end)
    def _tick_view(self, now: float) -> bool:
        """What every frame of a table view does: finished animations and toasts go, and a
        language change drops the cached log. True when the language changed."""
        if self.anims.items and self.anims.prune(now):
            self._dirty()
        if self.toast and now >= self.toast_until:
            self.toast = None
            self._dirty()
        if self.lang == self._lang:
            return False
        self._lang = self.lang
        self._log_cache = None
        self._dirty()
        return True

    def update(self, dt: float) -> None:
        now = self.now()
        audio.for_app(self.app).update(now)     # cued sounds that are due (never blocks)
        self._tick_view(now)
        res = self.resolution
        if res is not None and res.open and not res.verdict_due_seen and res.winner_shown(now):
            # the verdict's moment has come: draw it now, not at the next mouse movement (the
            # reveal's last frame was drawn just before it, and an idle table sleeps)
            res.verdict_due_seen = True
            self._dirty()
        s = self.state
        pacing = self.pacing
        if self.handoff_scene or self.resolution_modal():
            pacing.set_polling(False)
            return
        if self.follow.active:          # looking back: the computer's answer is kept, not played
            hold = self.match.ai_to_move()
            pacing.set_polling(hold)
            if hold:
                pacing.drive(now, hold=True)
            return
        if s.is_terminal():
            pacing.set_polling(False)
            if not self.over_shown and not self.anims.active(now) \
                    and not self.lessons.learn_holds_game_over():
                self._game_over()
            return
        if self.match.needs_handoff():
            pacing.set_polling(False)
            if not self.anims.active(now):
                self._start_handoff(s.current_player)
            return
        if self.match.ai_to_move():
            pacing.set_polling(True)
            pacing.drive(now)
        else:
            pacing.set_polling(False)

    def _drop_half_done(self) -> None:
        """Forget a selection, a drag, a press, a pinned preview, a pending pass and the open
        recap box."""
        self.model.drop_half_done()
        self.input.drop_half_done()
        self.follow.close_recap()

    def _start_handoff(self, side: str) -> None:
        self._drop_half_done()
        done = {"flag": False}

        def on_done(side=side):
            if done["flag"]:
                return
            done["flag"] = True
            self._handoff_done(side)

        self.handoff_scene = self.app.make_scene("handoff", side, on_done, match=self.match)
        self._refresh()
        self.app.scenes.push(self.handoff_scene)

    def _handoff_done(self, side: str) -> None:
        self.match.handed_off(side)
        scene = self.handoff_scene
        self.handoff_scene = None
        stack = self.app.scenes.stack
        if scene is not None and stack and stack[-1] is scene:
            self.app.scenes.pop()
        self.anims.finish()
        self.log_scroll = 0
        self._log_cache = None
        self.reveal_guard = RevealGuard(self.app, delay=0.0)
        self._refresh()

    def handle_event(self, e) -> bool:
        guard = self.reveal_guard
        if guard is not None and self.handoff_scene is None:
            if not guard.allows(e):
                if e.type == pygame.KEYUP:
                    key_gate(self, e)
                return True
            if guard.shown_at is not None and not guard.held:
                self.reveal_guard = None        # every old key is up: the table is free
        if key_gate(self, e):             # a box's own keys: never the table's
            return True
        return self.follow.handle_event(e) or self.lessons.handle_event(e) \
            or self.input.handle_event(e)

    def _game_over(self) -> None:
        self.over_shown = True
        self.match.autosave()
        self.app.scenes.push(self.app.make_scene("game_over", self.match))

    def is_animating(self) -> bool:
        now = self.now()
        if self.anims.items and self.anims.active(now):
            return True
        if self.resolution_modal() and self.resolution.revealing(now):
            return True
        if self.anims.items:
            return True     # one more frame to drop the finished ones
        return False

    def _close_resolution(self) -> None:
        if self.resolution is not None:
            self.resolution.open = False
        self._dirty()

    # ------------------------------------------------------------------ log
    def log_entries(self) -> list[tuple[str, tuple, bool]]:
        """The log as the seated side may see it, in the current language: (text, colour, bold)."""
        return D.log_entries(self.state, self.bottom(), self.lang)

    def log_lines(self, width: int) -> list:
        """The log's rendered lines at ``width`` (cached until the log, the language or the
        palette changes)."""
        s = self.state
        key = (len(s.log), self.bottom(), self.lang, width, id(s), palette.active())
        if not self._log_cache or self._log_cache[0] != key:
            fs = self.layout.fs_small if self.layout else 14
            self._log_cache = (key, D.log_lines(self.log_entries(), fs, width))
        return self._log_cache[1]

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        if self.reveal_guard is not None and self.handoff_scene is None:
            self.reveal_guard.shown()
        self.frames += 1
        self._ensure_layout(surf.get_size())
        inp = self.input
        if inp.rehover:
            # the table changed under a resting mouse: find what is under it now
            inp.rehover = False
            h = inp.hit(inp.mouse) if inp.mouse[0] >= 0 else None
            if h != inp.hover:
                inp.hover = h
                inp.hover_since = self.now()
        self.view.draw(surf, self)
        quiet_shown(self, KEY_QUIET)


_NO_HIDDEN = anim.Hidden()
