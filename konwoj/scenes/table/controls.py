"""The table's input layer: turns the mouse (clicks, drags, the wheel, a right click) and keys
into calls on the table's model (:class:`konwoj.scenes.table.model.TableModel`) and the scene.

:class:`TableInput` knows what is under the mouse (from the layout and the view's hit map), what
a click, a drag, a drop, a key or the wheel means, and why a card cannot go somewhere; it never
decides a rule itself. It holds what the mouse is doing: where it is, what it rests on, a press,
a drag, a pinned (right-clicked) card.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art
from konwoj.i18n import tr
from konwoj.rules import OUTPOST, Action
from konwoj.rules.cards import card_key
from konwoj.scenes.table.keys import handle as handle_key
from konwoj.scenes.table.model import decision_field, narrow, next_field, point_field
from konwoj.scenes.table.pacing import EV_POLL
from konwoj.texts.edition_view import city_name
from konwoj.texts import tips
from konwoj.texts.table_text import t, te
from konwoj.ui.table.view import HOVER_DELAY

EV_WAKE = pygame.event.custom_type()      # wakes the loop for a delayed redraw (toast, hover)
DRAG_START_PX = 6
KEY_QUIET = 0.5     # seconds after an automatic step in which Space / Enter are refused


class Drag:
    """A card held under the pressed mouse: a hand card, or a card already on the table (its
    ability, or the unit a decision moves: Move, Retreat, Scout). ``size`` is the card's size as
    drawn where it was picked up; ``pick`` marks a table card that answers the decision itself
    (chosen when the drag starts, as a click would choose it)."""

    def __init__(self, cid: str, start: tuple, offset: tuple, size: tuple | None = None,
                 on_table: bool = False, pick: bool = False):
        self.cid = cid
        self.start = start
        self.pos = start
        self.offset = offset
        self.active = False
        self.size = size
        self.on_table = on_table
        self.pick = pick
        self.chosen = False       # a ``pick`` card chosen when its drag began


class TableInput:
    """Mouse and keys at the table (see the module docstring); ``sc`` is the scene."""

    def __init__(self, sc) -> None:
        self.sc = sc
        self.mouse = (-1, -1)
        self.hover = None                 # what the mouse rests on: a hit, e.g. ("hand", cid)
        self.hover_since = 0.0
        self.rehover = False              # the table changed under a resting mouse
        self.zoom_off = None              # the hover whose zoom Esc closed (till the mouse moves)
        self.press = None                 # (pos, hit) of a left press not yet a drag or click
        self.sel_from_press = False       # that press selected its hand card
        self.drag: Drag | None = None
        self.pinned = None                # right-clicked card: (cid, rect, in_play)
        self.pinned_by_key = False        # ... enlarged by the zoom key (it follows the focus)
        self.city_info = None             # the focused city told in full by the zoom key
        self.ui_focus = None              # the keyboard focus off the model: a button, a pile
        self.viewer_focus = None          # the card the keys are on in the discard viewer
        self.keys_quiet_until = 0.0       # Space / Enter wait after an automatic step
        self.quiet_from_draw = False      # ... counted from the frame that shows it
        self.spent_keys: set = set()      # keys held from a closed box or menu (boxes.py)

    def drop_half_done(self) -> None:
        """Forget a drag, a press and a pinned preview."""
        self.drag = None
        self.press = None
        self.pinned = None
        self.pinned_by_key = False

    # ------------------------------------------------------------------ what the mouse holds
    def dragging(self) -> bool:
        return self.drag is not None and self.drag.active

    def drag_card(self):
        return self.drag.cid if self.dragging() else None

    def lifted_hand_card(self):
        if self.dragging():
            return None
        if self.hover and self.hover[0] == "hand":
            return self.hover[1]
        sel = self.sc.model.sel
        return self.sc.model.selected_card() if sel and sel.source and sel.source[0] == "hand" \
            else None

    def hand_lift(self) -> int:
        L = self.sc.layout
        return round(L.hand_card[1] * 0.22) if L else 0

    # ------------------------------------------------------------------ hit testing
    def hit(self, pos):
        L = self.sc.layout
        if L is None:
            return None
        for name, r in L.btn_rects.items():
            if r.collidepoint(pos) and name in self.sc.buttons():
                return ("button", name)
        if L.log_rect.collidepoint(pos):
            return ("log",)
        if L.panel.collidepoint(pos):
            return ("panel",)
        for cid, r in self.limbo_rects().items():
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
        for c_, r in self.sc.view.static_hits.features.items():
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
            for cid, r in zip(self.sc.known_opp_hand(), L.opp_hand_rects):
                if r.collidepoint(pos):
                    return ("opp_card", cid)       # revealed (Wywiad): read and zoom it
            return ("opp_hand",)
        if L.mid.collidepoint(pos):
            return ("table",)
        return None

    def limbo_rects(self) -> dict:
        return self.sc.view.frame_hits.overlay.get("limbo", {}) if self.sc.limbo_shown() else {}

    def _value_for(self, hit, field: str, vals: set, pos):
        if hit is None:
            return None
        if field in ("card", "target", "extra"):
            if hit[0] in ("card", "limbo"):
                return hit[1] if hit[1] in vals else None
            if hit[0] == "hand":
                return self.sc.model.hand_value(hit[1], vals)
            return None
        if field == "city":
            if hit[0] in ("hand", "button", "log", "panel", "deck", "discard", "plate", "opp_hand",
                          "opp_card"):
                return None
            c = self.sc.layout.city_at(pos)
            if c not in vals:
                return None
            if self.sc.model.lit.slots:
                # a card played to a station counts only on that side's lit stations, never on
                # the other side's row or the board between them
                a = self.sc.layout.area_at(pos)
                if a is None or (a.city, a.side) not in self.sc.model.lit.slots:
                    return None
            return c
        if field == "district":
            if hit[0] == "district" and tuple(hit[1]) in vals:
                return tuple(hit[1])
            return None
        return None

    def drop_would_work(self, pos) -> bool:
        model = self.sc.model
        if model.sel:
            acts = model.sel.actions
            f, vals = point_field(acts)
        elif self.drag is not None and self.drag.on_table and self.drag.chosen:
            acts = model.decision_actions
            f, vals = decision_field(acts)
        else:
            return False
        if f is None:
            return self.sc.layout.mid.collidepoint(pos) and bool(acts)
        return self._value_for(self.hit(pos), f, vals, pos) is not None

    # ------------------------------------------------------------------ choosing
    def _select(self, hit, acts: list[Action]) -> None:
        self.sc.model.select(hit, acts)
        self.sc._dirty()

    def _take(self, actions: list[Action], field: str, value, hints=None) -> None:
        """One step narrower; the action is applied when one is left."""
        a = self.sc.model.take(actions, field, value)
        if a is not None:
            self.sc._apply(a, hints)
        else:
            self.sc._dirty()

    def _click(self, pos, hit) -> None:
        s = self.sc.state
        lang = self.sc.lang
        if hit is None:
            self.sc._cancel()
            return
        kind = hit[0]
        if kind == "button":
            self.sc._press_button(hit[1])
            return
        if kind == "discard":
            self.sc.discard_view = hit[1]
            self.sc.discard_scroll = 0
            self.sc._dirty()
            return
        if kind in ("log", "panel", "deck", "plate", "opp_hand", "opp_card"):
            return
        if not self.sc.human_turn():
            if self.sc.match.ai_to_move():
                self.sc.pacing.next_at = self.sc.now()
            elif kind == "hand":
                self.sc._say(t("why.not_your_turn", lang))
            return
        # a step of the current selection (or of a decision)
        acts, f, vals = self.sc.model.step()
        if self.sc.model.sel is not None and f is None and self.sc.model.lit.table_zone:
            if kind not in ("hand",) and self.sc.layout.mid.collidepoint(pos):
                self.sc._apply(acts[0])
                return
        if f is not None:
            v = self._value_for(hit, f, vals, pos)
            if v is not None:
                self._take(acts, f, v)
                return
        # choosing a new source
        src = self.sc.model.source_for(hit)
        if src is not None:
            h, a = src
            if self.sc.model.sel is not None and self.sc.model.sel.source == h:
                self.sc._cancel()
                return
            self._select(h, a)
            return
        if self.sc.model.sel is not None:
            self.sc._cancel()
            return
        if kind == "hand":
            self.sc._say(self._why_card(hit[1]))
        elif kind == "card" and s.card(hit[1]).trigger in ("once_per_battle", "discard_card") \
                and s.side_of(hit[1]) == self.sc.bottom() and not self.sc.model.decision_actions:
            self.sc._say(t("why.ability_unusable", lang))

    def _why_card(self, cid: str) -> str:
        s = self.sc.state
        lang = self.sc.lang
        if not self.sc.human_turn():
            return t("why.not_your_turn", lang)
        cd = s.card(cid)
        ph = s.phase
        if cd.type == "module":
            return te("why.no_robot", s, lang) if ph == "moloch_modules" else t("why.modules_later", lang)
        if cd.type in ("robot", "soldier", "building"):
            if ph in ("moloch_attack", "outpost_attack") and s.decision and s.decision[0] == "attack":
                return t("why.no_room_any", lang)
            return te("why.units_earlier", s, lang)
        if cd.type == "instant":
            if "no_instants" in s.flags and cd.side == OUTPOST:
                return t("why.no_instants", lang)
            if s.decision and s.decision[0] == "attack":
                return t("why.no_target", lang)
        return t("why.no_action", lang)

    def _why_drop(self, cid: str, field, hit, pos) -> str:
        s = self.sc.state
        lang = self.sc.lang
        if field == "city":
            c = self.sc.layout.city_at(pos) if hit and hit[0] not in ("hand", "panel", "button", "log") else None
            if c is None:
                return t("why.drop_on_lit", lang)
            name = city_name(s, c, lang)
            lit_sides = {sd for (c_, sd) in self.sc.model.lit.slots if c_ == c}
            if lit_sides:
                return t("why.lit_station", lang, city=name,
                         side=tr("side." + sorted(lit_sides)[0], lang))
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
        hit = self.hit(pos)
        if d.on_table:
            self._drop_table_card(d, pos, hit)
            return
        if self.sc.model.sel is None and self.sc.human_turn() and self.sc.model.lit.hand_has(self.sc.state, cid) \
                and (hit is None or hit[0] != "hand"):
            # a lit hand card (a cost to pay, a card to choose) dropped on the table: chosen
            f, vals = next_field(self.sc.model.decision_actions)
            v = self._value_for(("hand", cid), f, vals, pos) if f else None
            if v is not None:
                self._take(self.sc.model.decision_actions, f, v)
                return
        if self.sc.model.sel is None or self.sc.model.sel.source != ("hand", cid):
            # a card with nothing to do now: it snaps back and we say why
            if hit is None or hit[0] != "hand":
                self.sc._say(self._why_card(cid))
            self.sc._cancel()
            self.sc._dirty()
            return
        if hit is not None and hit[0] == "hand":
            # dropped back on the hand: keep it selected for click-to-play
            self.sc._dirty()
            return
        self._drop_selected(d, pos, hit)

    def _drop_table_card(self, d: Drag, pos, hit) -> None:
        """A card on the table dropped: the move its drag stands for is the one its clicks make
        (click the card, click where it goes)."""
        if d.pick and not d.chosen:
            # the decision's card was not chosen at the drag's start (it alone answers it):
            # dropping it anywhere chooses it, as a click on it would
            self._click(d.start, ("card", d.cid))
            return
        model = self.sc.model
        acts = model.sel.actions if model.sel else model.decision_actions
        if not acts:
            return
        if hit == ("card", d.cid):
            self.sc._dirty()               # dropped back where it stands: still chosen
            return
        self._drop_selected(d, pos, hit)

    def _drop_selected(self, d: Drag, pos, hit) -> None:
        """The next step of the selection (or of the decision the carried card answers) taken
        at the drop point: the dragged card's target, city or district."""
        cid = d.cid
        acts, f, vals = self.sc.model.step()
        w, h = d.size or self.sc.layout.hand_card
        hint_rect = Rect(pos[0] - d.offset[0], pos[1] - d.offset[1], w, h)
        if f is None:
            if self.sc.layout.mid.collidepoint(pos):
                self.sc._apply(acts[0], {acts[0].card: hint_rect})
            else:
                self.sc._say(t("why.drop_on_lit", self.sc.lang))
                self.sc._cancel()
            return
        v = self._value_for(hit, f, vals, pos)
        if v is None:
            self.sc._say(self._why_drop(cid, f, hit, pos))
            self.sc._cancel()
            return
        self._take(acts, f, v, {acts[0].card: hint_rect})

    # ------------------------------------------------------------------ events
    def handle_event(self, e) -> bool:
        if e.type == EV_WAKE:
            self.sc._dirty()
            return True
        if e.type == EV_POLL:
            return True          # update() polls the opponent; nothing to redraw by itself
        if e.type == pygame.MOUSEMOTION:
            self._motion(e.pos, getattr(e, "buttons", (0, 0, 0)))
            return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = e.pos
            if self.sc.anims.items:
                self.sc.anims.finish()
                self.sc._dirty()
            if self.sc.match.ai_to_move():
                self.sc.pacing.next_at = self.sc.now()
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
                    self._drag_started()
                    self.sc._dirty()
            self.sc.app.request_redraw()
            return
        hit = self.hit(pos) if self.sc.layout else None
        if hit != self.hover:
            self.hover = hit
            self.hover_since = self.sc.now()
            if hit is not None and hit[0] in ("card", "board", "hand", "limbo", "district", "deck",
                                              "discard", "vcard", "opp_card"):
                try:
                    pygame.time.set_timer(EV_WAKE, int(HOVER_DELAY * 1000) + 20, 1)
                except pygame.error:
                    pass
        self.sc.app.request_redraw()

    def _left_down(self, pos) -> bool:
        if self.sc.resolution is not None and self.sc.resolution_modal():
            now = self.sc.now()
            if self.sc.resolution.revealing(now):
                self.sc.resolution.reveal_all()
            else:
                self.sc._close_resolution()
            self.sc._dirty()
            return True
        if self.sc.discard_view is not None:
            r = self.sc.view.frame_hits.overlay.get("discard_panel")
            if r is None or not r.collidepoint(pos):
                self.sc.discard_view = None
            self.sc._dirty()
            return True
        if self.pinned is not None:
            self.pinned = None
            self.sc._dirty()
        hit = self.hit(pos)
        self.press = (pos, hit)
        if hit and hit[0] == "card" and self.sc.human_turn():
            self._press_table_card(pos, hit)
        if hit and hit[0] == "hand" and not self.sc.hands_hidden():
            cid = hit[1]
            L = self.sc.layout
            r = dict(L.hand_rects)[cid]
            if cid == self.lifted_hand_card():
                r = r.move(0, -self.hand_lift())
            self.drag = Drag(cid, pos, (pos[0] - r.x, pos[1] - r.y))
            src = self.sc.model.source_for(hit)
            if src is not None and self.sc.human_turn() and not (
                    self.sc.model.sel is not None and self.sc.model.field is not None
                    and self._value_for(hit, self.sc.model.field, point_field(self.sc.model.sel.actions)[1], pos) is not None):
                if self.sc.model.sel is None or self.sc.model.sel.source != src[0]:
                    self._select(*src)
                    self.sel_from_press = True
                else:
                    self.sel_from_press = False
            else:
                self.sel_from_press = False
        return True

    def _press_table_card(self, pos, hit) -> None:
        """A press on a card in play that can move: its ability (Runner) is chosen as a click
        chooses it, and a unit a decision moves (Move, Retreat, Scout) is picked up; both drag."""
        cid = hit[1]
        L = self.sc.layout
        model = self.sc.model
        r = L.module_rects.get(cid) or L.card_rects.get(cid)
        if r is None:
            return
        acts, f, vals = model.step()
        pick = f in ("card", "target", "extra") and self._value_for(hit, f, vals, pos) is not None
        # the step left asks only where this card goes (the Scout's Soldier, a chosen unit)
        carried = f in ("city", "district") and all(cid in (a.card, a.target) for a in acts)
        src = None if pick or carried else model.source_for(hit)
        if not pick and not carried and src is None:
            return
        self.drag = Drag(cid, pos, (pos[0] - r.x, pos[1] - r.y), r.size, on_table=True,
                         pick=pick or carried)
        self.drag.chosen = carried
        if src is not None and (model.sel is None or model.sel.source != src[0]):
            self._select(*src)
            self.sel_from_press = True
        else:
            self.sel_from_press = False

    def _drag_started(self) -> None:
        """A table card's drag has begun: a decision's card is chosen now, as a click would
        choose it, so the places it can go light up while it is carried."""
        d = self.drag
        if not (d.on_table and d.pick):
            return
        model = self.sc.model
        acts, f, vals = model.step()
        rest = narrow(acts, f, d.cid) if f else []
        if rest and next_field(rest)[0] is not None:
            model.select(model.sel.source if model.sel else None, rest)
            d.chosen = True
            self.sc._dirty()

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
        if hit and hit[0] in ("hand", "card") and self.sel_from_press:
            # the press already selected this card: a plain click keeps it selected
            self.sel_from_press = False
            return True
        self._click(pos, self.hit(pos))
        return True

    def _right_down(self, pos) -> bool:
        hit = self.hit(pos)
        z = self.zoom_for(hit)
        if z is None or (self.pinned and self.pinned[0] == z[0]):
            self.pinned = None
        else:
            self.pinned = z
        self.sc._dirty()
        return True

    def _wheel(self, dy: int) -> None:
        L = self.sc.layout
        if L is None:
            return
        if self.sc.discard_view is not None:
            self.sc.discard_scroll = max(0, self.sc.discard_scroll - dy)
            self.sc._dirty()
            return
        if L.log_rect.collidepoint(self.mouse):
            n = len(self.sc.log_lines(L.log_rect.w - 12))
            self.sc.log_scroll = max(0, min(max(0, n - self.sc.view.static_hits.log_fit), self.sc.log_scroll + dy * 3))
            self.sc._dirty()

    def _key(self, e) -> bool:
        return handle_key(self.sc, e)

    def _choose_focus(self) -> None:
        """Return on the focused choice: as a click on it (a button's action, a card selected,
        the selection one step narrower, or the move made)."""
        a = self.sc.model.choose()
        if a is None:
            self.sc._dirty()
        elif a.kind == "pass":
            self.sc._try_pass()            # a confirmation the settings ask for still comes
        else:
            self.sc._apply(a)

    # ------------------------------------------------------------------ zoom
    def zoom_for(self, hit):
        if hit is None:
            return None
        L = self.sc.layout
        if hit[0] == "card":
            cid = hit[1]
            r = L.module_rects.get(cid) or L.card_rects.get(cid)
            return (cid, r, True) if r is not None else None
        if hit[0] == "hand" and not self.sc.hands_hidden():
            r = dict(L.hand_rects).get(hit[1])
            if r is None:
                return None
            if hit[1] == self.lifted_hand_card():
                r = r.move(0, -self.hand_lift())
            return (hit[1], r, False)
        if hit[0] == "opp_card":
            for cid, r in zip(self.sc.known_opp_hand(), L.opp_hand_rects):
                if cid == hit[1]:
                    return (cid, r, False)
            return None
        if hit[0] in ("limbo", "vcard"):
            r = self.limbo_rects().get(hit[1]) or self.sc.view.frame_hits.overlay.get("discard", {}).get(hit[1])
            if r is not None:
                return (hit[1], r, False)
        if hit[0] == "discard":
            pile = self.sc.state.discard_of(hit[1])
            if pile:
                return (pile[-1], L.discard_rect[hit[1]], False)
        return None

    def icon_tip(self):
        """(text, rect) when the mouse rests on an icon at the bottom of a card (its ability's
        kind, its side and type), else None."""
        if self.hover is None or self.hover[0] not in ("card", "hand", "opp_card", "limbo"):
            return None
        if self.drag is not None and self.drag.active:
            return None
        z = self.zoom_for(self.hover)
        if z is None:
            return None
        cid, r, on_table = z
        if on_table and self.hover[0] == "card":
            from konwoj.ui.table.paint import TOKEN_FILE, card_tokens, token_groups, token_rects
            groups = token_groups(card_tokens(self.sc.state, cid))
            for tr_, (tok, _n) in zip(token_rects(r, len(groups), self.sc.layout.u), groups):
                if tr_.collidepoint(self.mouse):       # a token: what it does
                    return te("tip.token." + TOKEN_FILE.get(tok, tok), self.sc.state,
                              self.sc.lang), tr_
        for kind, name, ir in art.card_icons(card_key(cid), r.size):
            ar = ir.move(r.topleft)
            if ar.collidepoint(self.mouse):
                side = self.sc.state.card(cid).side
                return te(f"icon.{kind}.{name}", self.sc.state, self.sc.lang,
                          side=tr("side." + side, self.sc.lang)), ar
        return None

    def chip_tip(self):
        """(text, rect) for the city chip under the mouse: a feature with its cost, a victory."""
        if self.hover is None or self.hover[0] not in ("board", "feature"):
            return None
        c = self.hover[1]
        sc = self.sc
        for kind, side, r in sc.view.static_hits.board_chip_info.get(c, []):
            if r.collidepoint(self.mouse):
                if kind == "feature":
                    return tips.feature_tip(sc.state, c, sc.lang), r
                return tips.victory_tip(sc.state, c, side, sc.lang), r
        return None

    def zoom_target(self):
        if self.pinned is not None:
            return self.pinned
        if self.drag is not None and self.drag.active:
            return None
        if self.hover is not None and self.hover == self.zoom_off:
            return None
        if self.hover is None or self.sc.now() - self.hover_since < HOVER_DELAY:
            return None
        return self.zoom_for(self.hover)

