"""The table: where a game of Konwój is played.

``TableScene(app, match)`` shows the five cities, both sides' cards, the seated side's hand, the
piles, the phase tracker and the log, and turns mouse and keyboard input into the rules' actions.
Every possibility comes from ``state.legal_actions()``: the table only narrows them down step by
step (which card, which target, which city) and lights what is still possible. It never decides a
rule itself.

Input: drag a card from the hand onto a lit place, or click it and then click a lit place; click a
card in play with an ability; Space/Enter ends the phase (or answers the main button), Esc cancels
(with nothing to cancel it opens the in-game menu, as the Menu button does: see
``konwoj.scenes.ingame_menu``), Ctrl+Z / Backspace takes back the last own action when nothing
hidden was revealed. Right click (or resting the mouse) shows a card large with its text and
strength breakdown.
"""
from __future__ import annotations

import time

import pygame
from pygame import Rect

from konwoj import audio
from konwoj.i18n import tr
from konwoj.rules import MOLOCH, OUTPOST, Action, IllegalAction
from konwoj.rules.cards import card_key
from konwoj.scenes.base import Scene
from konwoj.ui import table_anim as anim
from konwoj.ui import table_draw as D
from konwoj.ui.match import Match, make_opponent
from konwoj.ui.table_layout import Layout, other
from konwoj.ui.table_text import t

EV_WAKE = pygame.event.custom_type()      # wakes the loop for a delayed redraw (toast, hover)
EV_POLL = pygame.event.custom_type()      # wakes the loop to poll the computer opponent
POLL_MS = 40
DRAG_START_PX = 6
HOVER_DELAY = 0.35                         # seconds of rest before a zoom or city info shows
TOAST_SECONDS = 2.6
FIELDS = ("card", "target", "extra", "city", "index")


# ====================================================================== narrowing actions
def next_field(actions: list[Action]):
    """The first field in which the remaining actions differ, with its values: the next thing the
    player must point at. ("district" stands for city + index together.) ``(None, None)`` when
    one action is left."""
    if len(actions) <= 1:
        return None, None
    for f in FIELDS:
        vals = {getattr(a, f) for a in actions}
        if len(vals) > 1:
            if f == "city" and len({a.index for a in actions}) > 1:
                return "district", {(a.city, a.index) for a in actions}
            if f == "index":
                return "district", {(a.city, a.index) for a in actions}
            return f, vals
    return None, None


SOURCE_KINDS = ("play", "instant", "ability", "feature")


def point_field(actions: list[Action]):
    """Like :func:`next_field`, but a single card action still asks for its target or city: a
    Module with one possible Robot is still dropped on that Robot, not anywhere."""
    f, vals = next_field(actions)
    if f is None and len(actions) == 1 and actions[0].kind in SOURCE_KINDS:
        a = actions[0]
        if a.target is not None:
            return "target", {a.target}
        if a.city is not None and a.kind == "play":
            return "city", {a.city}
    return f, vals


def narrow(actions: list[Action], field: str, value) -> list[Action]:
    if field == "district":
        return [a for a in actions if (a.city, a.index) == tuple(value)]
    return [a for a in actions if getattr(a, field) == value]


class Lit:
    """What is lit on the table right now (legal targets of the current step)."""

    def __init__(self) -> None:
        self.cards: set = set()
        self.hand: set = set()
        self.hand_keys: set = set()
        self.slots: set = set()
        self.cities: set = set()
        self.districts: set = set()
        self.features: set = set()
        self.limbo: set = set()
        self.table_zone = False

    def hand_has(self, state, cid: str) -> bool:
        return cid in self.hand or card_key(cid) in self.hand_keys

    def empty(self) -> bool:
        return not (self.cards or self.hand or self.hand_keys or self.slots or self.cities
                    or self.districts or self.features or self.limbo or self.table_zone)

    def key(self) -> tuple:
        return (frozenset(self.cards), frozenset(self.hand_keys), frozenset(self.slots),
                frozenset(self.cities), frozenset(self.districts), frozenset(self.features),
                frozenset(self.limbo), self.table_zone)


class Selection:
    def __init__(self, actions: list[Action], source: tuple | None):
        self.actions = actions
        self.source = source        # ("hand", cid) / ("card", cid) / ("feature", city) / None


class Drag:
    def __init__(self, cid: str, start: tuple, offset: tuple):
        self.cid = cid
        self.start = start
        self.pos = start
        self.offset = offset
        self.active = False


class Resolution:
    """The data of the resolution overlay: rows per side built from the state just before the
    battle was resolved, the winner and the effects from the log."""

    def __init__(self, old_state, new_state, log_start: int, viewer: str, lang: str, now: float,
                 speed: float, left: str):
        c = old_state.active_city
        self.battle = old_state.battle
        self.city = c
        self.city_name = old_state.data.cities[c].name(lang)
        self.left = MOLOCH
        self.right = OUTPOST
        self.rows: dict = {}
        self.totals: dict = {}
        for side in (MOLOCH, OUTPOST):
            rows = []
            for cid in old_state.cards_in(c, side):
                total, parts = old_state.strength_parts(cid)
                rows.append((cid, old_state.card(cid).name(lang),
                             _parts_text(old_state, parts, lang), total))
            self.rows[side] = rows
            self.totals[side] = old_state.city_strength(c, side)
        self.winner = None
        self.effects: list[str] = []
        self.log_start = log_start
        self.viewer = viewer
        self.lang = lang
        self.t0 = now
        self.step = 0.16 * max(speed, 0.0)
        self.open = True
        self.refresh(new_state)

    def refresh(self, state) -> None:
        evs = state.log[self.log_start:]
        self.effects = []
        seen_strength = False
        for ev in evs:
            if ev.key == "battle":
                break
            if ev.key == "strength":
                seen_strength = True
                continue
            if not seen_strength or not ev.visible(self.viewer):
                continue
            if ev.key == "winner":
                self.winner = ev.args[0]
                continue
            if ev.key in ("tie", "tie_moloch", "pass", "phase"):
                if ev.key == "tie_moloch":
                    self.winner = MOLOCH
                    self.effects.append(ev.text(state.data, self.lang))
                continue
            self.effects.append(ev.text(state.data, self.lang))

    def n_steps(self) -> int:
        return max(len(self.rows[MOLOCH]), len(self.rows[OUTPOST])) + 1

    def shown(self, now: float) -> dict:
        if self.step <= 0:
            k = 10 ** 6
        else:
            k = int((now - self.t0) / self.step)
        return {side: min(len(self.rows[side]), k) for side in (MOLOCH, OUTPOST)}

    def winner_shown(self, now: float) -> bool:
        return self.step <= 0 or now - self.t0 >= self.step * self.n_steps()

    def revealing(self, now: float) -> bool:
        return not self.winner_shown(now)

    def reveal_all(self) -> None:
        self.t0 = -1e9


def _parts_text(state, parts, lang: str) -> str:
    out = []
    for src, amount in parts:
        if src == "printed":
            out.append(str(amount))
            continue
        sign = f"+{amount}" if amount > 0 else str(amount)
        if src in ("+1", "+2", "-2"):
            out.append(f"{sign} ({t('zoom.token', lang, t=src)})")
        elif src == "net":
            out.append(f"{sign} ({t('token.net', lang)})")
        elif src in state.data.cards:
            out.append(f"{sign} ({state.data.cards[src].name(lang)})")
        else:
            out.append(f"{sign}")
    return " ".join(out)


# ====================================================================== the scene
class TableScene(Scene):
    def __init__(self, app, match: Match, clock=None):
        super().__init__(app)
        self.match = match
        self.now = clock or time.perf_counter
        self.painter = D.Painter()
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
        self.viewer_shown = None
        self.cover_side: str | None = None      # our own hand-off cover (no shell scene yet)
        self.handoff_scene = None
        self.resolution: Resolution | None = None
        self.discard_view: str | None = None
        self._panel_hits: dict = {}
        self._overlay_hits: dict = {}
        self.over_shown = False
        self.over_banner = False
        self.opponent = None
        self.ai_busy = False
        self.ai_pending: Action | None = None
        self.ai_next_at = 0.0
        self.ai_last_text: str | None = None
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

    @property
    def speed(self) -> float:
        return float(getattr(self.app.settings, "animation_speed", 1.0))

    def bottom(self) -> str:
        return self.match.bottom_side()

    def human_turn(self) -> bool:
        """The seated person decides now (and nothing covers the table)."""
        s = self.state
        p = s.current_player
        if p is None or not self.match.is_human(p) or self.cover_side or self.handoff_scene:
            return False
        if self.match.mode == "hotseat" and (self.match.needs_handoff() or p != self.bottom()):
            return False
        return True

    def hands_hidden(self) -> bool:
        return bool(self.cover_side or self.handoff_scene) or self.match.hands_hidden()

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
            return t("turn_ai", self.lang, side=tr("side." + p, self.lang))
        return t("turn_player", self.lang, side=tr("side." + p, self.lang))

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

    def _set_polling(self, on: bool) -> None:
        if on == getattr(self, "_polling", False):
            return
        self._polling = on
        try:
            pygame.time.set_timer(EV_POLL, POLL_MS if on else 0)
        except pygame.error:
            pass

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
        key = (tuple(size), id(s), self.match.moves, bottom, tuple(hand), opp, self._virtual_slots())
        if self.layout is None or key != self._layout_key:
            self.layout = Layout(tuple(size), s, bottom, hand, opp, key[-1])
            self._layout_key = key
        return self.layout

    def _refresh(self) -> None:
        """Recompute the options, the lit targets and the layout after any change."""
        s = self.state
        self.legal = s.legal_actions() if self.human_turn() else []
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
        f, vals = point_field(acts) if self.sel is not None else next_field(acts)
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

    # ------------------------------------------------------------------ prompt and buttons
    def prompt_texts(self) -> tuple[str, str, str]:
        s = self.state
        lang = self.lang
        p = s.current_player
        if s.is_terminal():
            return (t("game_over", lang), t("winner", lang, side=tr("side." + s.winner, lang)), "")
        head = self.turn_word()
        if not self.human_turn():
            if p is not None and not self.match.is_human(p):
                body = t("prompt.wait_ai", lang)
                if self.ai_last_text:
                    body = self.ai_last_text
                return head, body, "ai"
            return head, t("prompt.wait_other", lang, side=tr("side." + (p or MOLOCH), lang)), ""
        if self.confirm_pass:
            return head, t("prompt.confirm_pass", lang), "you"
        if self.sel is not None:
            src = self.sel.source
            parts = []
            if src and src[0] in ("hand", "card"):
                parts.append(t("prompt.selected", lang, card=s.card(src[1]).name(lang)))
            if self.field:
                parts.append(t("prompt.step." + self.field, lang))
            elif self.lit.table_zone:
                parts.append(t("prompt.step.table", lang))
            parts.append(t("btn.cancel", lang))
            return head, " ".join(parts), "you"
        return head, self._decision_text(), "you"

    def _decision_text(self) -> str:
        s = self.state
        lang = self.lang
        frame = s.decision_frame
        kind = frame[0] if frame else None
        if kind == "mulligan":
            return t("prompt.mulligan", lang)
        if kind == "target":
            return t("prompt.target", lang)
        if kind == "attack":
            return t("prompt.attack." + frame[1], lang)
        if kind == "modules":
            return t("prompt.modules", lang)
        if kind == "outpost_modules":
            return t("prompt.outpost_modules", lang)
        if kind == "pay":
            return t("prompt.pay", lang, n=frame[2] if len(frame) > 2 else 1)
        if kind == "overflow":
            city = s.data.cities[frame[2]].name(lang) if len(frame) > 2 else ""
            return t("prompt.overflow", lang, city=city)
        if kind == "may_draw":
            return t("prompt.may_draw", lang)
        if kind == "pick":
            purpose = frame[1]
            key = "prompt.pick." + purpose
            text = t(key, lang, token=frame[5] if len(frame) > 5 else "")
            if text == "table." + key:
                text = t("prompt.pick.other", lang)
            return text
        return t("prompt.pick.other", lang)

    def buttons(self) -> dict:
        """name -> (label, enabled, style); the panel draws them and clicks go through them."""
        lang = self.lang
        out = {}
        b = self.button_actions
        human = self.human_turn()
        if self.state.is_terminal():
            out["main"] = (t("over.back", lang), True, "primary")
        elif "pass" in b or not human:
            label = t("btn.confirm_pass", lang) if self.confirm_pass else \
                f"{t('btn.pass', lang)} ({t('btn.pass_key', lang)})"
            out["main"] = (label, human and "pass" in b, "primary")
        elif "keep" in b:
            out["main"] = (t("btn.keep", lang), True, "primary")
        elif "draw" in b:
            out["main"] = (t("btn.draw", lang), True, "primary")
        elif "decline" in b:
            out["main"] = (t("btn.decline", lang), True, "primary")
        else:
            out["main"] = (f"{t('btn.pass', lang)} ({t('btn.pass_key', lang)})", False, "primary")
        if "mulligan" in b:
            out["second"] = (t("btn.mulligan", lang), True, "normal")
        elif "decline" in b and out["main"][0] != t("btn.decline", lang):
            out["second"] = (t("btn.decline", lang), True, "normal")
        elif self.sel is not None or self.confirm_pass:
            out["second"] = (t("btn.cancel", lang), True, "normal")
        out["undo"] = (t("btn.undo", lang), human and self.match.can_undo(), "normal")
        out["menu"] = (t("btn.menu", lang), True, "normal")
        return out

    def _press_button(self, name: str) -> None:
        btns = self.buttons()
        if name not in btns or not btns[name][1]:
            return
        label = btns[name][0]
        lang = self.lang
        b = self.button_actions
        if name == "main" and self.state.is_terminal():
            self._leave()
        elif name == "menu":
            self.open_menu()
        elif name == "undo":
            self._undo()
        elif name == "main":
            if "pass" in b:
                self._try_pass()
            elif "keep" in b:
                self._apply(b["keep"])
            elif "draw" in b:
                self._apply(b["draw"])
            elif "decline" in b:
                self._apply(b["decline"])
        elif name == "second":
            if label == t("btn.mulligan", lang):
                self._apply(b["mulligan"])
            elif label == t("btn.decline", lang) and "decline" in b:
                self._apply(b["decline"])
            else:
                self._cancel()

    def _try_pass(self) -> None:
        if "pass" not in self.button_actions:
            return
        if getattr(self.app.settings, "confirm_end_phase", False) and not self.confirm_pass:
            self.confirm_pass = True
            self._dirty()
            return
        self.confirm_pass = False
        self._apply(self.button_actions["pass"])

    def open_menu(self) -> bool:
        """The in-game menu over the table (Resume, Save, Load, Rules, Settings, Quit). Anything
        half done (a selection, a drag, a zoom) is dropped first; hands stay as hidden as they
        are (the menu draws no card)."""
        try:
            from konwoj.scenes.ingame_menu import open_ingame_menu
        except ImportError:
            self._leave()
            return False
        self.anims.finish()
        self.sel = None
        self.drag = None
        self.press = None
        self.pinned = None
        self.confirm_pass = False
        self.hover = None
        self._compute_lit()
        self._dirty()
        open_ingame_menu(self.app, self.match, on_quit=self._leave)
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
        if by_ai:
            evs = [e for e in s.log[n:] if e.visible(self.bottom()) and e.key not in ("phase",)]
            if evs:
                self.ai_last_text = t("ai.moved", self.lang, text=evs[0].text(s.data, self.lang))
        else:
            self.ai_last_text = None
        if any(e.key == "strength" for e in s.log[n:]):
            self.resolution = Resolution(old, s, n, self.bottom(), self.lang, now, self.speed,
                                         left=other(self.bottom()))
            if self.resolution.step <= 0:
                self.resolution.reveal_all()
        elif self.resolution is not None:
            self.resolution.refresh(s)
        audio.table_sounds(self, s.log[n:], by_ai)
        self.log_scroll = 0
        self._refresh()
        L2 = self._ensure_layout(self.app.screen.get_size())
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

    def _ai_pace(self) -> float:
        sp = self.speed
        return 0.15 if sp <= 0 else 0.5 * sp

    def _undo(self) -> None:
        if not self.human_turn():
            return
        if not self.match.undo():
            self._say(t("why.cant_undo", self.lang))
            return
        self.anims.finish()
        self.sel = None
        self.resolution = None
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
        self.toast_until = self.now() + TOAST_SECONDS
        try:
            pygame.time.set_timer(EV_WAKE, int(TOAST_SECONDS * 1000) + 30, 1)
        except pygame.error:
            pass
        self._dirty()

    # ------------------------------------------------------------------ flow (AI, hand-off, end)
    def update(self, dt: float) -> None:
        now = self.now()
        audio.for_app(self.app).update(now)     # cued sounds that are due (never blocks)
        if self.anims.items and self.anims.prune(now):
            self._dirty()
        if self.toast and now >= self.toast_until:
            self.toast = None
            self._dirty()
        if self.lang != self._lang:
            self._lang = self.lang
            self._log_cache = None
            self._dirty()
        s = self.state
        if self.cover_side or self.handoff_scene:
            self._set_polling(False)
            return
        if self.resolution is not None and self._resolution_modal():
            self._set_polling(False)
            return
        if s.is_terminal():
            self._set_polling(False)
            if not self.over_shown and not self.anims.active(now):
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

    def _drive_ai(self, now: float) -> None:
        s = self.state
        if self.opponent is None:
            self.opponent = make_opponent(self.match.opponent_level)
        if self.ai_pending is None:
            if not self.ai_busy:
                seed = self.match.seed * 100003 + self.match.moves
                try:
                    self.opponent.start(s.clone(), self.match.opponent_level, seed,
                                        float(getattr(self.app.settings, "ai_budget", 1.0)))
                except Exception:
                    self.opponent = make_opponent("random")
                    self.opponent.start(s.clone(), "random", seed, 1.0)
                self.ai_busy = True
                self.ai_started = now
                self._dirty()
            budget = float(getattr(self.app.settings, "ai_budget", 1.0))
            if now - getattr(self, "ai_started", now) > max(15.0, budget * 10):
                # the worker never answered: never leave the player waiting forever
                import sys
                print("konwoj: computer opponent did not answer; playing a random move",
                      file=sys.stderr)
                try:
                    self.opponent.cancel()
                except Exception:
                    pass
                self.opponent = make_opponent("random")
                self.ai_busy = False
                return
            try:
                a = self.opponent.poll()
            except Exception as exc:   # the AI process failed: a random move keeps the game going
                import sys
                print(f"konwoj: computer opponent failed ({exc}); playing a random move",
                      file=sys.stderr)
                self.opponent = make_opponent("random")
                self.ai_busy = False
                return
            if a is not None:
                self.ai_busy = False
                self.ai_pending = Action(*a) if not isinstance(a, Action) else a
        if self.ai_pending is not None and now >= self.ai_next_at and not self.anims.active(now):
            a = self.ai_pending
            self.ai_pending = None
            if a not in s.legal_actions():
                return          # stale: ask again next frame
            self._apply(a, by_ai=True)

    def _start_handoff(self, side: str) -> None:
        self.sel = None
        self.drag = None
        self.press = None
        self.pinned = None
        self.confirm_pass = False
        try:
            from konwoj.scenes.handoff import HandoffScene  # type: ignore
        except ImportError:
            HandoffScene = None
        if HandoffScene is not None:
            done = {"flag": False}

            def on_done(side=side):
                if done["flag"]:
                    return
                done["flag"] = True
                self._handoff_done(side)

            try:
                scene = HandoffScene(self.app, side, on_done)
            except Exception:
                scene = None
            if scene is not None:
                self.handoff_scene = scene
                self._refresh()
                self.app.scenes.push(scene)
                return
        self.cover_side = side
        self._refresh()

    def _handoff_done(self, side: str) -> None:
        self.match.handed_off(side)
        self.cover_side = None
        scene = self.handoff_scene
        self.handoff_scene = None
        stack = getattr(self.app.scenes, "stack", [])
        if scene is not None and stack and stack[-1] is scene:
            self.app.scenes.pop()
        self.anims.finish()
        self.log_scroll = 0
        self._log_cache = None
        self._refresh()

    def _game_over(self) -> None:
        self.over_shown = True
        self.match.autosave()
        try:
            from konwoj.scenes.gameover import GameOverScene  # type: ignore
        except ImportError:
            GameOverScene = None
        if GameOverScene is not None:
            try:
                self.app.scenes.push(GameOverScene(self.app, self.match))
                return
            except Exception:
                pass
        self.over_banner = True
        self._dirty()

    def is_animating(self) -> bool:
        now = self.now()
        if self.anims.items and self.anims.active(now):
            return True
        if self.resolution is not None and self._resolution_modal() and self.resolution.revealing(now):
            return True
        if self.anims.items:
            return True     # one more frame to drop the finished ones
        return False

    # ------------------------------------------------------------------ hit testing
    def _hit(self, pos):
        L = self.layout
        if L is None:
            return None
        for name, r in L.btn_rects.items():
            if r.collidepoint(pos) and name in self.buttons():
                return ("button", name)
        if L.log_rect.collidepoint(pos):
            return ("log",)
        if L.panel.collidepoint(pos):
            return ("panel",)
        for cid, r in self._limbo_rects().items():
            if r.collidepoint(pos):
                return ("limbo", cid)
        lifted = self.lifted_hand_card()
        lift = self.hand_lift()
        if lifted:
            for cid, r in L.hand_rects:
                if cid == lifted and r.move(0, -lift).collidepoint(pos) and pos[1] < r.y:
                    return ("hand", cid)
        c = L.hand_card_at(pos)
        if c:
            return ("hand", c)
        for side, r in L.deck_rect.items():
            if r.collidepoint(pos):
                return ("deck", side)
        for side, r in L.discard_rect.items():
            if r.collidepoint(pos):
                return ("discard", side)
        for c_, r in self.feature_hit.items():
            if r.collidepoint(pos):
                return ("feature", c_)
        d = L.district_at(pos)
        if d is not None:
            return ("district", d)
        cid = L.table_card_at(pos)
        if cid:
            return ("card", cid)
        for (c_, side), a in L.areas.items():
            if a.rect.collidepoint(pos):
                return ("area", (c_, side))
        for c_, b in enumerate(L.boards):
            if b.collidepoint(pos):
                return ("board", c_)
        c_ = L.city_at(pos)
        if c_ is not None:
            return ("city", c_)
        for side, r in L.plate.items():
            if r.collidepoint(pos):
                return ("plate", side)
        if L.opp_zone.collidepoint(pos):
            return ("opp_hand",)
        if L.mid.collidepoint(pos):
            return ("table",)
        return None

    def _limbo_rects(self) -> dict:
        return self._overlay_hits.get("limbo", {}) if self._limbo_shown() else {}

    def _limbo_shown(self) -> bool:
        return bool(self.state.limbo) and not self.cover_side

    def _value_for(self, hit, field: str, vals: set, pos):
        if hit is None:
            return None
        s = self.state
        if field in ("card", "target", "extra"):
            if hit[0] in ("card", "limbo"):
                return hit[1] if hit[1] in vals else None
            if hit[0] == "hand":
                cid = hit[1]
                if cid in vals:
                    return cid
                for v in vals:
                    if v is not None and v in s.hand_of(self.bottom()) and card_key(v) == card_key(cid):
                        return v
            return None
        if field == "city":
            if hit[0] in ("hand", "button", "log", "panel", "deck", "discard", "plate", "opp_hand"):
                return None
            c = self.layout.city_at(pos)
            return c if c in vals else None
        if field == "district":
            if hit[0] == "district" and tuple(hit[1]) in vals:
                return tuple(hit[1])
            return None
        return None

    def drop_would_work(self, pos) -> bool:
        if not self.sel:
            return False
        f, vals = point_field(self.sel.actions)
        if f is None:
            return self.layout.mid.collidepoint(pos) and bool(self.sel.actions)
        return self._value_for(self._hit(pos), f, vals, pos) is not None

    # ------------------------------------------------------------------ choosing
    def _source_actions_for(self, hit) -> tuple | None:
        if hit is None:
            return None
        if hit[0] == "hand":
            k = ("hand", card_key(hit[1]))
        elif hit[0] == "card":
            k = ("card", hit[1])
        elif hit[0] == "feature":
            k = ("feature", hit[1])
        else:
            return None
        acts = self.source_actions.get(k)
        return (hit, acts) if acts else None

    def _select(self, hit, acts: list[Action]) -> None:
        self.sel = Selection(list(acts), hit)
        self._compute_lit()
        self._dirty()

    def _take(self, actions: list[Action], field: str, value, hints=None) -> None:
        rest = narrow(actions, field, value)
        if not rest:
            return
        f, _ = next_field(rest)
        if f is None:
            self._apply(rest[0], hints)
        else:
            src = self.sel.source if self.sel else None
            self.sel = Selection(rest, src)
            self._compute_lit()
            self._dirty()

    def _click(self, pos, hit) -> None:
        s = self.state
        lang = self.lang
        if hit is None:
            self._cancel()
            return
        kind = hit[0]
        if kind == "button":
            self._press_button(hit[1])
            return
        if kind == "discard":
            self.discard_view = hit[1]
            self.discard_scroll = 0
            self._dirty()
            return
        if kind in ("log", "panel", "deck", "plate", "opp_hand"):
            return
        if not self.human_turn():
            if self.match.ai_to_move():
                self.ai_next_at = self.now()
            elif kind == "hand":
                self._say(t("why.not_your_turn", lang))
            return
        # a step of the current selection (or of a decision)
        acts = self.sel.actions if self.sel else self.decision_actions
        f, vals = point_field(acts) if self.sel else next_field(acts)
        if self.sel is not None and f is None and self.lit.table_zone:
            if kind not in ("hand",) and self.layout.mid.collidepoint(pos):
                self._apply(acts[0])
                return
        if f is not None:
            v = self._value_for(hit, f, vals, pos)
            if v is not None:
                self._take(acts, f, v)
                return
        # choosing a new source
        src = self._source_actions_for(hit)
        if src is not None:
            h, a = src
            if self.sel is not None and self.sel.source == h:
                self._cancel()
                return
            self._select(h, a)
            return
        if self.sel is not None:
            self._cancel()
            return
        if kind == "hand":
            self._say(self._why_card(hit[1]))
        elif kind == "card" and s.card(hit[1]).trigger in ("once_per_battle", "discard_card") \
                and s.side_of(hit[1]) == self.bottom() and not self.decision_actions:
            self._say(t("why.ability_unusable", lang))

    def _why_card(self, cid: str) -> str:
        s = self.state
        lang = self.lang
        if not self.human_turn():
            return t("why.not_your_turn", lang)
        cd = s.card(cid)
        ph = s.phase
        if cd.type == "module":
            return t("why.no_robot", lang) if ph == "moloch_modules" else t("why.modules_later", lang)
        if cd.type in ("robot", "soldier", "building"):
            if ph in ("moloch_attack", "outpost_attack") and s.decision and s.decision[0] == "attack":
                return t("why.no_room_any", lang)
            return t("why.units_earlier", lang)
        if cd.type == "instant":
            if "no_instants" in s.flags and cd.side == OUTPOST:
                return t("why.no_instants", lang)
            if s.decision and s.decision[0] == "attack":
                return t("why.no_target", lang)
        return t("why.no_action", lang)

    def _why_drop(self, cid: str, field, hit, pos) -> str:
        s = self.state
        lang = self.lang
        if field == "city":
            c = self.layout.city_at(pos) if hit and hit[0] not in ("hand", "panel", "button", "log") else None
            if c is None:
                return t("why.drop_on_lit", lang)
            name = s.data.cities[c].name(lang)
            act = s.active_city
            if s.city_destroyed[c]:
                return t("why.city_destroyed", lang, city=name)
            if act is not None and c < act:
                return t("why.city_behind", lang, city=name)
            side = s.side_of(cid)
            if not s.has_room(c, side, cid):
                return t("why.no_room", lang, city=name)
            return t("why.not_here", lang, city=name)
        if field in ("target", "extra", "card"):
            if hit and hit[0] in ("card", "hand"):
                return t("why.bad_target", lang)
        return t("why.drop_on_lit", lang)

    def _drop(self, pos) -> None:
        d = self.drag
        self.drag = None
        cid = d.cid
        hit = self._hit(pos)
        if self.sel is None and self.human_turn() and self.lit.hand_has(self.state, cid) \
                and (hit is None or hit[0] != "hand"):
            # a lit hand card (a cost to pay, a card to choose) dropped on the table: chosen
            f, vals = next_field(self.decision_actions)
            v = self._value_for(("hand", cid), f, vals, pos) if f else None
            if v is not None:
                self._take(self.decision_actions, f, v)
                return
        if self.sel is None or self.sel.source != ("hand", cid):
            # a card with nothing to do now: it snaps back and we say why
            if hit is None or hit[0] != "hand":
                self._say(self._why_card(cid))
            self._cancel()
            self._dirty()
            return
        acts = self.sel.actions
        f, vals = point_field(acts)
        if hit is not None and hit[0] == "hand":
            # dropped back on the hand: keep it selected for click-to-play
            self._dirty()
            return
        w, h = self.layout.hand_card
        hint_rect = Rect(pos[0] - d.offset[0], pos[1] - d.offset[1], w, h)
        if f is None:
            if self.layout.mid.collidepoint(pos):
                self._apply(acts[0], {acts[0].card: hint_rect})
            else:
                self._say(t("why.drop_on_lit", self.lang))
                self._cancel()
            return
        v = self._value_for(hit, f, vals, pos)
        if v is None:
            self._say(self._why_drop(cid, f, hit, pos))
            self._cancel()
            return
        self._take(acts, f, v, {acts[0].card: hint_rect})

    # ------------------------------------------------------------------ events
    def handle_event(self, e) -> bool:
        if e.type == EV_WAKE:
            self._dirty()
            return True
        if e.type == EV_POLL:
            return True          # update() polls the opponent; nothing to redraw by itself
        if self.cover_side:
            return self._cover_event(e)
        if e.type == pygame.MOUSEMOTION:
            self._motion(e.pos, getattr(e, "buttons", (0, 0, 0)))
            return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = e.pos
            if self.anims.items:
                self.anims.finish()
                self._dirty()
            if self.match.ai_to_move():
                self.ai_next_at = self.now()
            if e.button == 1:
                return self._left_down(e.pos)
            if e.button == 3:
                return self._right_down(e.pos)
            if e.button in (4, 5):
                return True
            return False
        if e.type == pygame.MOUSEBUTTONUP:
            self.mouse = e.pos
            if e.button == 1:
                return self._left_up(e.pos)
            return e.button in (3, 4, 5)
        if e.type == pygame.MOUSEWHEEL:
            self._wheel(e.y)
            return True
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        return False

    def _cover_event(self, e) -> bool:
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            self._dirty()
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            r = self._overlay_hits.get("ready")
            if r is None or r.collidepoint(e.pos):
                self._handoff_done(self.cover_side)
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._handoff_done(self.cover_side)
            return True
        return e.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def _motion(self, pos, buttons) -> None:
        self.mouse = pos
        if self.drag is not None:
            self.drag.pos = pos
            if not self.drag.active:
                dx = pos[0] - self.drag.start[0]
                dy = pos[1] - self.drag.start[1]
                if dx * dx + dy * dy >= DRAG_START_PX ** 2:
                    self.drag.active = True
                    self.press = None
                    self._dirty()
            self.app.request_redraw()
            return
        hit = self._hit(pos) if self.layout else None
        if hit != self.hover:
            self.hover = hit
            self.hover_since = self.now()
            if hit is not None and hit[0] in ("card", "board", "hand", "limbo", "district", "deck",
                                              "discard", "vcard"):
                try:
                    pygame.time.set_timer(EV_WAKE, int(HOVER_DELAY * 1000) + 20, 1)
                except pygame.error:
                    pass
        self.app.request_redraw()

    def _left_down(self, pos) -> bool:
        if self.over_banner:
            r = self._overlay_hits.get("back")
            if r and r.collidepoint(pos):
                self._leave()
            return True
        if self.resolution is not None and self._resolution_modal():
            now = self.now()
            if self.resolution.revealing(now):
                self.resolution.reveal_all()
            else:
                self._close_resolution()
            self._dirty()
            return True
        if self.discard_view is not None:
            r = self._overlay_hits.get("discard_panel")
            if r is None or not r.collidepoint(pos):
                self.discard_view = None
            self._dirty()
            return True
        if self.pinned is not None:
            self.pinned = None
            self._dirty()
        hit = self._hit(pos)
        self.press = (pos, hit)
        if hit and hit[0] == "hand" and not self.hands_hidden():
            cid = hit[1]
            L = self.layout
            r = dict(L.hand_rects)[cid]
            if cid == self.lifted_hand_card():
                r = r.move(0, -self.hand_lift())
            self.drag = Drag(cid, pos, (pos[0] - r.x, pos[1] - r.y))
            src = self._source_actions_for(hit)
            if src is not None and self.human_turn() and not (
                    self.sel is not None and self.field is not None
                    and self._value_for(hit, self.field, point_field(self.sel.actions)[1], pos) is not None):
                if self.sel is None or self.sel.source != src[0]:
                    self._select(*src)
                    self._sel_from_press = True
                else:
                    self._sel_from_press = False
            else:
                self._sel_from_press = False
        return True

    def _left_up(self, pos) -> bool:
        if self.drag is not None and self.drag.active:
            self._drop(pos)
            self.press = None
            return True
        self.drag = None
        press = self.press
        self.press = None
        if press is None:
            return True
        hit = press[1]
        if hit and hit[0] == "hand" and getattr(self, "_sel_from_press", False):
            # the press already selected this card: a plain click keeps it selected
            self._sel_from_press = False
            return True
        self._click(pos, self._hit(pos))
        return True

    def _right_down(self, pos) -> bool:
        hit = self._hit(pos)
        z = self._zoom_for(hit)
        if z is None or (self.pinned and self.pinned[0] == z[0]):
            self.pinned = None
        else:
            self.pinned = z
        self._dirty()
        return True

    def _wheel(self, dy: int) -> None:
        L = self.layout
        if L is None:
            return
        if self.discard_view is not None:
            self.discard_scroll = max(0, getattr(self, "discard_scroll", 0) - dy)
            self._dirty()
            return
        if L.log_rect.collidepoint(self.mouse):
            n = len(self.log_lines(L.log_rect.w - 12))
            self.log_scroll = max(0, min(max(0, n - self.log_fit), self.log_scroll + dy * 3))
            self._dirty()

    def _key(self, e) -> bool:
        k = e.key
        mods = getattr(e, "mod", 0)
        if self.over_banner:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._leave()
                return True
            return False
        if self.resolution is not None and self._resolution_modal():
            if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                if self.resolution.revealing(self.now()):
                    self.resolution.reveal_all()
                else:
                    self._close_resolution()
                self._dirty()
                return True
            return True
        if self.discard_view is not None:
            if k in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN):
                self.discard_view = None
                self._dirty()
                return True
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.anims.items:
                self.anims.finish()
            if self.match.ai_to_move():
                self.ai_next_at = self.now()
                return True
            if self.human_turn():
                if "pass" in self.button_actions:
                    self._try_pass()
                else:
                    self._press_button("main")
            return True
        if k == pygame.K_ESCAPE:
            if self.pinned is not None:
                self.pinned = None
                self._dirty()
                return True
            if self.drag is not None:
                self.drag = None
                self._cancel()
                return True
            return self._cancel() or self.open_menu()
        if (k == pygame.K_z and mods & pygame.KMOD_CTRL) or k == pygame.K_BACKSPACE:
            self._undo()
            return True
        return False

    def _close_resolution(self) -> None:
        if self.resolution is not None:
            self.resolution.open = False
        self._dirty()

    # ------------------------------------------------------------------ log
    def log_entries(self) -> list[tuple[str, tuple, bool]]:
        """The log as the seated side may see it, in the current language: (text, colour, bold)."""
        s = self.state
        viewer = self.bottom()
        out = []
        for ev in s.log:
            if not ev.visible(viewer) or ev.key in ("phase",):
                continue
            text = ev.text(s.data, self.lang)
            if ev.key == "battle":
                col, bold = D.GOLD, True
            elif ev.key in ("winner", "game_over", "city_down", "district_down", "tie", "tie_moloch"):
                col, bold = (255, 236, 190), True
            elif ev.args and ev.args[0] in (MOLOCH, OUTPOST):
                col, bold = ((236, 170, 160) if ev.args[0] == MOLOCH else (190, 226, 160)), False
            else:
                col, bold = D.TEXT, False
            out.append((text, col, bold))
        return out

    def log_lines(self, width: int) -> list:
        s = self.state
        key = (len(s.log), self.bottom(), self.lang, width, id(s))
        if self._log_cache and self._log_cache[0] == key:
            return self._log_cache[1]
        fs = self.layout.fs_small if self.layout else 14
        lines = []
        for text, col, bold in self.log_entries():
            for i, line in enumerate(D.twrap(text, fs, width - 6, bold)):
                lines.append(D.txt(("" if i == 0 else "  ") + line, fs, col, bold))
        self._log_cache = (key, lines)
        return lines

    # ------------------------------------------------------------------ zoom
    def _zoom_for(self, hit):
        if hit is None:
            return None
        L = self.layout
        if hit[0] == "card":
            cid = hit[1]
            r = L.module_rects.get(cid) or L.card_rects.get(cid)
            return (cid, r, True) if r is not None else None
        if hit[0] == "hand" and not self.hands_hidden():
            r = dict(L.hand_rects).get(hit[1])
            if r is None:
                return None
            if hit[1] == self.lifted_hand_card():
                r = r.move(0, -self.hand_lift())
            return (hit[1], r, False)
        if hit[0] in ("limbo", "vcard"):
            r = self._limbo_rects().get(hit[1]) or self._overlay_hits.get("discard", {}).get(hit[1])
            if r is not None:
                return (hit[1], r, False)
        if hit[0] == "discard":
            pile = self.state.discard_of(hit[1])
            if pile:
                return (pile[-1], L.discard_rect[hit[1]], False)
        return None

    def zoom_target(self):
        if self.pinned is not None:
            return self.pinned
        if self.drag is not None and self.drag.active:
            return None
        if self.hover is None or self.now() - self.hover_since < HOVER_DELAY:
            return None
        return self._zoom_for(self.hover)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        size = surf.get_size()
        self.frames += 1
        if self.cover_side:
            self._overlay_hits = D.draw_cover(self.painter, surf, self, self.cover_side)
            return
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
        D.draw_hand(self.painter, surf, self)
        # hover feedback on buttons (the rest of the panel is in the static layer)
        if self.hover and self.hover[0] == "button":
            name = self.hover[1]
            btn = self.buttons().get(name)
            r = L.btn_rects.get(name)
            if btn and r and btn[1]:
                D.draw_button(self.painter, surf, r, btn[0], btn[1], btn[2], L.fs, True)
        if self._limbo_shown():
            s = self.state
            lim = {}
            title = t("prompt.pick.iron_gate", self.lang)
            D.draw_card_row_panel(self.painter, surf, self, title, list(s.limbo), self.lit.limbo, lim)
            self._overlay_hits["limbo"] = lim
        elif "limbo" in self._overlay_hits:
            del self._overlay_hits["limbo"]
        if self.discard_view is not None:
            pile = self.state.discard_of(self.discard_view)
            hits = {}
            side_name = tr("side." + self.discard_view, self.lang)
            r = D.draw_card_row_panel(self.painter, surf, self,
                                      t("discard_title", self.lang, side=side_name, n=len(pile)),
                                      list(reversed(pile)), set(), hits,
                                      getattr(self, "discard_scroll", 0))
            self._overlay_hits["discard"] = hits
            self._overlay_hits["discard_panel"] = r
            for cid, cr in hits.items():
                if cr.collidepoint(self.mouse):
                    D.draw_zoom(self.painter, surf, _ZoomProxy(self, (cid, cr, False)))
                    break
        else:
            z = self.zoom_target()
            if z is not None:
                D.draw_zoom(self.painter, surf, self)
            elif (self.hover and self.hover[0] == "board" and self.drag is None
                  and now - self.hover_since >= HOVER_DELAY):
                D.draw_board_info(self.painter, surf, self, self.hover[1])
            elif self.hover and self.hover[0] in ("deck", "discard", "district") and self.drag is None:
                self._draw_small_tip(surf)
        D.draw_drag(self.painter, surf, self)
        if self.toast:
            D.draw_toast(self.painter, surf, self, self.toast)
        if self.resolution is not None and self._resolution_modal():
            self._overlay_hits.update(D.draw_resolution(self.painter, surf, self, self.resolution, now))
        if self.over_banner:
            self._overlay_hits.update(D.draw_game_over(self.painter, surf, self))

    def _draw_small_tip(self, surf) -> None:
        L = self.layout
        s = self.state
        lang = self.lang
        kind = self.hover[0]
        if kind == "deck":
            side = self.hover[1]
            D.draw_tooltip(self.painter, surf, self, t("deck_tip", lang, side=tr("side." + side, lang),
                                                        n=s.deck_size(side)), L.deck_rect[side])
        elif kind == "discard":
            side = self.hover[1]
            D.draw_tooltip(self.painter, surf, self,
                           t("discard_tip", lang, side=tr("side." + side, lang),
                             n=len(s.discard_of(side))), L.discard_rect[side])
        elif kind == "district":
            c, i = self.hover[1]
            eff = s.districts[c][i]
            txt = t("district." + eff, lang)
            if s.down[c][i]:
                txt += f" ({t('city.down', lang)})"
            elif c == s.active_city and s.target == i:
                txt += f" ({t('city.target', lang)})"
            D.draw_tooltip(self.painter, surf, self, txt, L.district_rects[c][i])

    # ------------------------------------------------------------------ for tests and tools
    def clickables(self) -> list[tuple[str, object, tuple[int, int]]]:
        """Everything the table offers right now, with a point that clicks it: lit targets,
        cards that can be played or used, enabled buttons, overlay buttons. (kind, what, point)."""
        out = []
        if self.handoff_scene is not None:
            btn = getattr(self.handoff_scene, "ready", None)
            r = getattr(btn, "rect", None)
            out.append(("handoff", None, r.center if r else (10, 10)))
            return out
        if self.cover_side:
            r = self._overlay_hits.get("ready")
            out.append(("cover", self.cover_side, r.center if r else (10, 10)))
            return out
        if self.over_banner:
            r = self._overlay_hits.get("back")
            if r:
                out.append(("button", "back", r.center))
            return out
        if self.resolution is not None and self._resolution_modal():
            r = self._overlay_hits.get("continue")
            out.append(("continue", None, r.center if r else (10, 10)))
            return out
        if self.discard_view is not None:
            out.append(("close", None, (2, 2)))
            return out
        L = self.layout
        s = self.state
        if L is None:
            return out
        for name, (label, enabled, style) in self.buttons().items():
            if enabled and name in L.btn_rects:
                out.append(("button", name, L.btn_rects[name].center))
        if not self.human_turn():
            return out
        lit = self.lit
        for cid in lit.cards:
            r = L.module_peek.get(cid) or L.card_rects.get(cid)
            if r is not None:
                out.append(("card", cid, r.center))
        for cid, r in L.hand_rects:
            if lit.hand_has(s, cid) or (self.sel is None and cid in self.sources):
                out.append(("hand", cid, self._hand_point(cid)))
        for (c, side) in lit.slots:
            a = L.areas[(c, side)]
            r = a.slots[0] if a.slots else a.virtual
            if r is not None:
                out.append(("slot", (c, side), r.center))
        for c in lit.cities:
            out.append(("city", c, self._city_point(c)))
        for (c, i) in lit.districts:
            out.append(("district", (c, i), L.district_rects[c][i].center))
        for c in lit.features:
            r = self.feature_hit.get(c)
            if r is not None:
                out.append(("feature", c, r.center))
        for cid, r in self._limbo_rects().items():
            if cid in lit.limbo:
                out.append(("limbo", cid, r.center))
        if lit.table_zone:
            out.append(("table", None, self._free_table_point()))
        if self.sel is None:
            for cid in self.sources:
                if cid in L.card_rects or cid in L.module_peek:
                    r = L.module_peek.get(cid) or L.card_rects.get(cid)
                    out.append(("source", cid, r.center))
        return out

    def _hand_point(self, cid: str) -> tuple[int, int]:
        L = self.layout
        x, _ = L.hand_click_point(cid)
        r = dict(L.hand_rects)[cid]
        return (x, r.bottom - max(6, r.h // 10))

    def _city_point(self, c: int) -> tuple[int, int]:
        """A point in city ``c`` that is on no card, district or feature."""
        L = self.layout
        for a in (L.areas[(c, L.bottom)], L.areas[(c, L.top_side)]):
            r = a.rect
            for y in range(r.y + 4, r.bottom - 4, 6):
                for x in (r.x + 6, r.right - 6, r.centerx):
                    h = self._hit((x, y))
                    if h and h[0] == "area":
                        return (x, y)
        return L.columns[c].center

    def _free_table_point(self) -> tuple[int, int]:
        L = self.layout
        for c in range(5):
            p = self._city_point(c)
            h = self._hit(p)
            if h and h[0] == "area":
                return p
        return L.mid.center

    def visible_hand(self) -> list[str]:
        """The hand cards whose faces the table shows right now (empty under a cover)."""
        if self.cover_side or self.handoff_scene or self.hands_hidden():
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
