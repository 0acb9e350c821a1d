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
enlarged card) takes Space, Enter and Esc for itself: :mod:`konwoj.scenes.table.boxes`.

The table's jobs live in their own modules: turning input into legal actions
(:mod:`konwoj.scenes.table.controls`; what can be clicked: :mod:`konwoj.scenes.table.targets`), the
prompt and buttons (:mod:`konwoj.scenes.table.prompt`), the computer's pacing
(:mod:`konwoj.scenes.table.pacing`),
drawing (:mod:`konwoj.ui.table.draw`, the static layer; :mod:`konwoj.ui.table.overlays`, the
per-frame parts; :mod:`konwoj.ui.table.paint`, the primitives), the battle summary
(:mod:`konwoj.ui.table.resolution`). This module holds the scene itself: its state, what is lit,
applying actions, the flow (hand-off, game over) and the frame.
"""
from __future__ import annotations

import time

import pygame

from konwoj.ui import audio
from konwoj.i18n import tr
from konwoj.rules import MOLOCH, Action, IllegalAction
from konwoj.rules.cards import card_key
from konwoj.scenes.base import Scene
from konwoj.ui.reveal import RevealGuard
from konwoj.scenes.table import boxes
from konwoj.scenes.table.ai_notice import autosave_failed
from konwoj.scenes.table.controls import (
    EV_WAKE,
    HOVER_DELAY,
    Drag,
    Lit,
    Selection,
    TableInput,
    decision_field,
    point_field,
)
from konwoj.scenes.table.learn import TableLearn
from konwoj.scenes.table.pacing import EV_POLL, ComputerPacing  # noqa: F401 (re-exported)
from konwoj.scenes.table.prompt import TablePrompt
from konwoj.scenes.table.targets import TableTargets
from konwoj.ui.table import anim
from konwoj.ui.table import draw as D
from konwoj.ui.table import marks as M
from konwoj.ui.table import overlays as O
from konwoj.ui.table import paint as P
from konwoj.play.match import Match
from konwoj.ui.table.layout import Layout, other
from konwoj.ui.table.resolution import Resolution, draw_resolution
from konwoj.texts.table_text import event_text, t
from konwoj.texts import recap, tips
from konwoj.texts.verdict import state_at_resolution

KEY_QUIET = 0.5     # seconds after an automatic step in which Space / Enter are refused

TOAST_SECONDS = 2.6


# ====================================================================== the scene
class TableScene(TableLearn, TableInput, TableTargets, TablePrompt, ComputerPacing, Scene):
    def __init__(self, app, match: Match, clock=None):
        super().__init__(app)
        self.match = match
        self.now = clock or time.perf_counter
        self.painter = P.Painter()
        self.anims = anim.Animator()
        self.layout: Layout | None = None
        self._layout_key = None
        self._static: pygame.Surface | None = None
        self._static_key = None
        self._version = 0
        self.mouse = (-1, -1)
        self.hover = None
        self.hover_since = 0.0
        self.sel: Selection | None = None
        self.drag: Drag | None = None
        self.press = None                 # (pos, hit) of a left press not yet a drag or click
        self.pinned = None                # right-clicked card: (cid, rect, in_play)
        self.toast: str | None = None
        self.toast_until = 0.0
        self.confirm_pass = False
        self.log_scroll = 0
        self.log_fit = 10
        self._log_cache = None
        self.feature_hit: dict = {}
        self.board_chips: dict = {}         # city -> [(text, rect, px)] as last drawn
        self.board_chip_info: dict = {}     # city -> [(kind, side, rect)]: their tooltips
        self.station_labels: dict = {}      # (city, side) -> (text, rect) as last drawn
        self.station_plates: set = set()    # labels with no free corner, on a plate of their own
        self.labels_over: set = set()       # labels drawn again above the hand
        self.hand_name_tags: dict = {}      # hand card -> (name, rect, px) turned up its strip
        self.viewer_shown = None
        self.handoff_scene = None
        # after a hand-off the new player's hand shows: a key still held from the hand-off (or
        # its repeats) must not act on it (konwoj.ui.reveal); None when nothing is held
        self.reveal_guard = None
        self.resolution: Resolution | None = None
        self.discard_view: str | None = None
        self._panel_hits: dict = {}
        self._overlay_hits: dict = {}
        self.over_shown = False
        self.opponent = None
        self.ai_busy = False
        self.ai_pending: Action | None = None
        match.on_autosave_error = lambda exc: autosave_failed(self, exc)
        self.ai_next_at = 0.0
        self.ai_last_text: str | None = None
        # what each side has not yet seen of the other's moves: events since it last acted
        self._unseen: dict = {MOLOCH: [], other(MOLOCH): []}
        self._phase_key = (match.state.battle, match.state.phase)
        self.legal: list[Action] = []
        self.source_actions: dict = {}
        self.decision_actions: list[Action] = []
        self.button_actions: dict = {}
        self.sources: set = set()
        self.lit = Lit()
        self.field = None
        self._state_id = None
        self._lang = None
        self.frames = 0

    # ------------------------------------------------------------------ small accessors
    @property
    def state(self):
        return self.match.state

    @property
    def lang(self) -> str:
        return getattr(self.app, "lang", "pl")

    def bottom(self) -> str:
        return self.match.bottom_side()

    def human_turn(self) -> bool:
        """The seated person decides now (and nothing covers the table)."""
        s = self.state
        p = s.current_player
        if p is None or not self.match.is_human(p) or self.handoff_scene:
            return False
        if self.match.mode == "hotseat" and (self.match.needs_handoff() or p != self.bottom()):
            return False
        return True

    def hands_hidden(self) -> bool:
        return bool(self.handoff_scene) or self.match.hands_hidden()

    def anim_hidden(self):
        return self.anims.hidden() if self.anims.items else _NO_HIDDEN

    def dimming(self) -> bool:
        return (self.sel is not None or (self.drag is not None and self.drag.active)) \
            and not self.lit.empty()

    def selected_card(self):
        if self.sel and self.sel.source and self.sel.source[0] in ("hand", "card"):
            return self.sel.source[1]
        return None

    def drag_card(self):
        return self.drag.cid if self.drag and self.drag.active else None

    def drag_pos(self):
        return self.drag.pos

    def drag_offset(self):
        return self.drag.offset

    def lifted_hand_card(self):
        if self.drag and self.drag.active:
            return None
        if self.hover and self.hover[0] == "hand":
            return self.hover[1]
        return self.selected_card() if self.sel and self.sel.source and self.sel.source[0] == "hand" else None

    def hand_lift(self) -> int:
        return round(self.layout.hand_card[1] * 0.22) if self.layout else 0

    def seat_label(self, side: str) -> str:
        m = self.match
        if m.mode == "solo":
            return t("you", self.lang) if m.is_human(side) else t("computer", self.lang)
        return t("you", self.lang) if side == self.bottom() else t("player", self.lang)

    def turn_word(self) -> str:
        s = self.state
        p = s.current_player
        if p is None:
            return ""
        if self.match.is_human(p) and p == self.bottom():
            return t("turn_you", self.lang, side=tr("side." + p, self.lang))
        if not self.match.is_human(p):
            return t("turn_" + self.ai_doing(), self.lang, side=tr("side." + p, self.lang))
        return t("turn_player", self.lang, side=tr("side." + p, self.lang))

    def ai_doing(self) -> str:
        """What the computer to move is doing: "ai" (thinking: a question is out), "ai_waits" (a
        lesson's scripted opponent waits for the player to read on) or "ai_moves" (its answer is
        in and is being shown)."""
        if getattr(self, "ai_waits_for_player", False):
            return "ai_waits"
        return "ai" if self.ai_busy or self.ai_pending is None else "ai_moves"

    def turn_short(self) -> str:
        """The turn in a word or two for the side's plate (which already names the side)."""
        p = self.state.current_player
        if p is None:
            return ""
        if self.match.is_human(p) and p == self.bottom():
            return t("plate.your_move", self.lang)
        if not self.match.is_human(p):
            return t({"ai": "plate.thinking", "ai_waits": "plate.waits",
                      "ai_moves": "plate.moves"}[self.ai_doing()], self.lang)
        return t("plate.decides", self.lang)

    def known_opp_hand(self) -> list[str]:
        s = self.state
        opp = other(self.bottom())
        known = getattr(s, "known_in_hand", None)
        if known is None:
            return []
        idx = 0 if opp == MOLOCH else 1
        return sorted(set(s.hand_of(opp)) & set(known[idx]))

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        # time spent under a menu or a hand-off does not count against the computer's
        # watchdog, the pace of its moves or a message on the table
        paused = getattr(self, "_paused_at", None)
        self._paused_at = None
        boxes.hold_keys(self)      # a key that closed a menu or a dialog: its repeats are not ours
        if paused is not None:
            away = max(0.0, self.now() - paused)
            if hasattr(self, "ai_started"):
                self.ai_started += away
            self.ai_next_at += away
            if self.toast:
                self.toast_until += away
        self._dirty()

    def exit(self) -> None:
        self._set_polling(False)
        if self.opponent is not None:
            for name in ("cancel", "close"):
                fn = getattr(self.opponent, name, None)
                if fn is not None:
                    try:
                        fn()
                    except Exception:
                        pass
            self.opponent = None
            self.ai_busy = False
            self.ai_pending = None
        if not getattr(self.match, "autosaved_on_leave", False):
            self.match.autosave()

    def pause(self) -> None:
        self._paused_at = self.now()
        self._set_polling(False)
        self.pinned = None        # no card preview lingers under a menu or a hand-off cover
        self.hover = None
        self._dirty()

    def on_resize(self, size) -> None:
        self.layout = None
        self._layout_key = None
        self._static = None
        self.painter.clear()
        self._dirty()

    # ------------------------------------------------------------------ derived state
    def _dirty(self) -> None:
        self._version += 1
        try:
            self.app.request_redraw()
        except Exception:
            pass

    def _virtual_slots(self) -> frozenset:
        acts = self.sel.actions if self.sel else []
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
        self.legal = self.learn_filter(s.legal_actions()) if self.human_turn() else []
        self.source_actions = {}
        self.decision_actions = []
        self.button_actions = {}
        hand = set(s.hand_of(self.bottom()))
        for a in self.legal:
            if a.kind in ("pass", "decline", "keep", "mulligan", "draw"):
                self.button_actions[a.kind] = a
            elif a.kind in ("play", "instant"):
                self.source_actions.setdefault(("hand", card_key(a.card)), []).append(a)
            elif a.kind == "ability":
                self.source_actions.setdefault(("card", a.card), []).append(a)
            elif a.kind == "feature":
                self.source_actions.setdefault(("feature", s.active_city), []).append(a)
            else:
                self.decision_actions.append(a)
        self.sources = set()
        for (kind, k) in self.source_actions:
            if kind == "hand":
                self.sources |= {c for c in hand if card_key(c) == k}
            elif kind == "card":
                self.sources.add(k)
        if self.sel is not None:
            # keep a selection only while all its actions are still legal
            if not self.sel.actions or any(a not in self.legal for a in self.sel.actions):
                self.sel = None
        self._compute_lit()
        self._rehover = True
        self._dirty()

    def _compute_lit(self) -> None:
        s = self.state
        lit = Lit()
        if self.sel is not None:
            acts = self.sel.actions
        else:
            acts = self.decision_actions
            for (kind, k) in self.source_actions:
                if kind == "feature":
                    lit.features.add(k)
        f, vals = point_field(acts) if self.sel is not None else decision_field(acts)
        if f is None and len(acts) == 1 and self.sel is not None:
            lit.table_zone = True
        elif f in ("card", "target", "extra"):
            hand = set(s.hand_of(self.bottom()))
            limbo = set(s.limbo)
            for v in vals:
                if v is None:
                    continue
                if v in hand:
                    lit.hand.add(v)
                    lit.hand_keys.add(card_key(v))
                elif v in limbo:
                    lit.limbo.add(v)
                else:
                    lit.cards.add(v)
        elif f == "city":
            if all(a.kind == "play" for a in acts):
                lit.slots = {(a.city, s.side_of(a.card)) for a in acts}
            else:
                lit.cities = set(vals)
        elif f == "district":
            lit.districts = set(vals)
        self.lit = lit
        self.field = f

    def open_menu(self) -> bool:
        """The in-game menu over the table (Resume, Save, Load, Rules, Settings, Quit). Anything
        half done (a selection, a drag, a zoom) is dropped first; hands stay as hidden as they
        are (the menu draws no card)."""
        self.anims.finish()
        self._drop_half_done()
        self.hover = None
        self._compute_lit()
        self._dirty()
        self.app.open_ingame_menu(self.match, on_quit=self._leave)
        return True

    def _leave(self) -> None:
        """Back to the title (the game is autosaved first)."""
        self.match.autosave()
        self.match.autosaved_on_leave = True
        go = getattr(self.app, "go_title", None)
        if callable(go):
            go()
            return
        stack = getattr(self.app.scenes, "stack", [])
        if len(stack) > 1:
            self.app.scenes.pop()
        else:
            self.app.quit()

    # ------------------------------------------------------------------ applying actions
    def _apply(self, action: Action, hints: dict | None = None, by_ai: bool = False) -> bool:
        s = self.state
        now = self.now()
        self.anims.finish()
        L = self._ensure_layout(self.app.screen.get_size()) if self.layout is None else self.layout
        before = anim.snapshot(self) if L is not None else None
        old = s.clone()
        n = len(s.log)
        viewer_before = self.bottom()
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self._say(str(exc))
            return False
        s = self.state
        self.sel = None
        self.drag = None
        self.confirm_pass = False
        self.pinned = None
        self._note_move(old.current_player, s.log[n:])
        me = self.bottom()
        own = action if old.current_player == me else None
        auto = recap.automatic_passes(own, s.log[n:], me) if self.match.is_human(me) else 0
        if auto:                    # the game moved on by itself: say so, and let keys settle
            self._say(tr("recap.auto", self.lang), warn=False)
        if auto or by_ai or any(e.key == "strength" for e in s.log[n:]):
            boxes.start_quiet(self, now, KEY_QUIET)
        if by_ai:
            evs = [e for e in s.log[n:] if e.visible(self.bottom()) and e.key not in ("phase",)]
            if evs:
                self.ai_last_text = t("ai.moved", self.lang, text=event_text(evs[0], s, self.lang))
        else:
            self.ai_last_text = None
        if any(e.key == "strength" for e in s.log[n:]):
            self.resolution = Resolution(state_at_resolution(old, action) or old, s, n, self.bottom(),
                                         self.lang, now, self.speed, left=other(self.bottom()))
            if self.resolution.step <= 0:
                self.resolution.reveal_all()
        elif self.resolution is not None:
            self.resolution.refresh(s)
        audio.table_sounds(self, s.log[n:], by_ai)
        self.learn_applied(action)
        self.log_scroll = 0
        self._refresh()
        self._ensure_layout(self.app.screen.get_size())
        if before is not None and self.bottom() == viewer_before and not self.match.needs_handoff():
            after = anim.snapshot(self)
            self.anims.items += anim.diff(before, after, old, s, now, anim.duration(self.speed),
                                          hints)
        key = (s.battle, s.phase)
        if key != self._phase_key:
            self._phase_key = key
            self.match.autosave()
        self.ai_next_at = now + self._ai_pace()
        self._dirty()
        return True

    def chip_tip(self):
        """(text, rect) for the city chip under the mouse: a feature with its cost, a victory."""
        if self.hover is None or self.hover[0] not in ("board", "feature"):
            return None
        c = self.hover[1]
        for kind, side, r in getattr(self, "board_chip_info", {}).get(c, []):
            if r.collidepoint(self.mouse):
                if kind == "feature":
                    return tips.feature_tip(self.state, c, self.lang), r
                return tips.victory_tip(self.state, c, side, self.lang), r
        return None

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
        self.sel = None
        self.resolution = None
        self._unseen = {side: [] for side in self._unseen}
        self._refresh()
        self._say(t("undo.done", self.lang), warn=False)

    def _cancel(self) -> bool:
        if self.confirm_pass:
            self.confirm_pass = False
            self._dirty()
            return True
        if self.sel is not None:
            self.sel = None
            self._compute_lit()
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
        if self.handoff_scene:
            self._set_polling(False)
            return
        if self.resolution is not None and self._resolution_modal():
            self._set_polling(False)
            return
        if s.is_terminal():
            self._set_polling(False)
            if not self.over_shown and not self.anims.active(now) \
                    and not self.learn_holds_game_over():
                self._game_over()
            return
        if self.match.needs_handoff():
            self._set_polling(False)
            if not self.anims.active(now):
                self._start_handoff(s.current_player)
            return
        if self.match.ai_to_move():
            self._set_polling(True)
            self._drive_ai(now)
        else:
            self._set_polling(False)

    def _resolution_modal(self) -> bool:
        return getattr(self.resolution, "open", True)

    def _drop_half_done(self) -> None:
        """Forget a selection, a drag, a press, a pinned preview and a pending pass."""
        self.sel = None
        self.drag = None
        self.press = None
        self.pinned = None
        self.confirm_pass = False

    def _start_handoff(self, side: str) -> None:
        self._drop_half_done()
        done = {"flag": False}

        def on_done(side=side):
            if done["flag"]:
                return
            done["flag"] = True
            self._handoff_done(side)

        self.handoff_scene = self.app.make_scene("handoff", side, on_done)
        self._refresh()
        self.app.scenes.push(self.handoff_scene)

    def _handoff_done(self, side: str) -> None:
        self.match.handed_off(side)
        scene = self.handoff_scene
        self.handoff_scene = None
        stack = getattr(self.app.scenes, "stack", [])
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
                    boxes.key_gate(self, e)
                return True
            if guard.shown_at is not None and not guard.held:
                self.reveal_guard = None        # every old key is up: the table is free
        if boxes.key_gate(self, e):             # a box's own keys: never the table's
            return True
        return super().handle_event(e)

    def _game_over(self) -> None:
        self.over_shown = True
        self.match.autosave()
        self.app.scenes.push(self.app.make_scene("game_over", self.match))

    def is_animating(self) -> bool:
        now = self.now()
        if self.anims.items and self.anims.active(now):
            return True
        if self.resolution is not None and self._resolution_modal() and self.resolution.revealing(now):
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
        """The log's rendered lines at ``width`` (cached until the log or the language changes)."""
        s = self.state
        key = (len(s.log), self.bottom(), self.lang, width, id(s))
        if not self._log_cache or self._log_cache[0] != key:
            fs = self.layout.fs_small if self.layout else 14
            self._log_cache = (key, D.log_lines(self.log_entries(), fs, width))
        return self._log_cache[1]

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        if self.reveal_guard is not None and self.handoff_scene is None:
            self.reveal_guard.shown()
        size = surf.get_size()
        self.frames += 1
        L = self._ensure_layout(size)
        if getattr(self, "_rehover", False):
            # the table changed under a resting mouse: find what is under it now
            self._rehover = False
            h = self._hit(self.mouse) if self.mouse[0] >= 0 else None
            if h != self.hover:
                self.hover = h
                self.hover_since = self.now()
        hidden = self.anim_hidden()
        key = (self._version, size, self.lang, hidden.key(), self.match.moves, id(self.state))
        if self._static is None or self._static_key != key or self._static.get_size() != size:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                try:
                    if pygame.display.get_surface() is not None:
                        self._static = self._static.convert()
                except pygame.error:
                    pass
            D.draw_static(self.painter, self._static, self)
            self._static_key = key
        surf.blit(self._static, (0, 0))
        now = self.now()
        if self.anims.items:
            self.anims.draw(surf, now, self.lang)
        O.draw_hand(self.painter, surf, self)
        lifted = self.lifted_hand_card()
        covers = [r.move(0, -self.hand_lift()) if cid == lifted else r
                  for cid, r in L.hand_rects]
        O.draw_station_labels_over(self.painter, surf, self, covers)
        self._overlay_hits.pop("recap", None)
        self._overlay_hits.pop("tooltip", None)
        if not self.handoff_scene and not self.hands_hidden():
            them, evs = self.opponent_move()
            if evs:
                self._overlay_hits.update(M.draw_marks(self.painter, surf, self, them, evs))
        # hover feedback on buttons (the rest of the panel is in the static layer)
        if self.hover and self.hover[0] == "button":
            name = self.hover[1]
            btn = self.buttons().get(name)
            r = L.btn_rects.get(name)
            if btn and r and btn[1]:
                P.draw_button(self.painter, surf, r, btn[0], btn[1], btn[2], L.fs, True)
        if self._limbo_shown():
            s = self.state
            lim = {}
            title = t("prompt.pick.iron_gate", self.lang)
            self._overlay_hits["limbo_panel"] = O.draw_card_row_panel(
                self.painter, surf, self, title, list(s.limbo), self.lit.limbo, lim)
            self._overlay_hits["limbo"] = lim
        else:
            self._overlay_hits.pop("limbo", None)
            self._overlay_hits.pop("limbo_panel", None)
        if self.discard_view is not None:
            pile = self.state.discard_of(self.discard_view)
            hits = {}
            side_name = tr("side." + self.discard_view, self.lang)
            r = O.draw_card_row_panel(self.painter, surf, self,
                                      t("discard_title", self.lang, side=side_name, n=len(pile)),
                                      list(reversed(pile)), set(), hits,
                                      getattr(self, "discard_scroll", 0))
            self._overlay_hits["discard"] = hits
            self._overlay_hits["discard_panel"] = r
            for cid, cr in hits.items():
                if cr.collidepoint(self.mouse):
                    O.draw_zoom(self.painter, surf, _ZoomProxy(self, (cid, cr, False)))
                    break
        else:
            modal = self.resolution is not None and self._resolution_modal()
            z = None if modal else self.zoom_target()   # no preview lingers under the summary
            self._overlay_hits["zoom"] = O.draw_zoom(self.painter, surf, self) if z else None
            chip = None if modal or z is not None or self.drag is not None else self.chip_tip()
            if modal:
                pass
            elif chip is not None:
                O.draw_tooltip(self.painter, surf, self, *chip)
            elif z is None and (self.hover and self.hover[0] == "board" and self.drag is None
                              and now - self.hover_since >= HOVER_DELAY):
                O.draw_board_info(self.painter, surf, self, self.hover[1])
            elif z is None and self.hover and self.hover[0] in ("deck", "discard", "district") \
                    and self.drag is None:
                O.draw_small_tip(self.painter, surf, self)
        tip = self.icon_tip() if self.discard_view is None and not (
            self.resolution is not None and self._resolution_modal()) else None
        if tip is not None:
            O.draw_tooltip(self.painter, surf, self, *tip)
        O.draw_drag(self.painter, surf, self)
        if self.toast:
            O.draw_toast(self.painter, surf, self, self.toast)
        if self.resolution is not None and self._resolution_modal():
            self._overlay_hits.update(draw_resolution(self.painter, surf, self, self.resolution, now))
        self.learn_draw(surf)
        box, zoom = self._learn_hits.get("box"), self._overlay_hits.get("zoom")
        if box is not None and zoom is not None and box.colliderect(zoom):
            O.draw_zoom(self.painter, surf, self)   # a lesson's note never covers the enlarged card
            self._overlay_hits["zoom_over_callout"] = True
        else:
            self._overlay_hits.pop("zoom_over_callout", None)
        boxes.quiet_shown(self, KEY_QUIET)

    def visible_hand(self) -> list[str]:
        """The hand cards whose faces the table shows right now (empty under a cover)."""
        if self.handoff_scene or self.hands_hidden():
            return []
        return list(self.state.hand_of(self.bottom()))


class _ZoomProxy:
    """Lets ``draw_zoom`` show a card of the discard viewer."""

    def __init__(self, sc, z):
        self._sc = sc
        self._z = z

    def zoom_target(self):
        return self._z

    def __getattr__(self, name):
        return getattr(self._sc, name)



_NO_HIDDEN = anim.Hidden()
