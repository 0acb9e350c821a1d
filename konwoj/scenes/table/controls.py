"""Turning the player's input into the rules' actions, for :class:`konwoj.scenes.table.TableScene`.

Every possibility comes from ``state.legal_actions()``: the table only narrows them down step by
step (which card, which target, which city: :func:`next_field`, :func:`narrow`) and lights what is
still possible (:class:`Lit`). :class:`TableInput` holds the scene's hit testing, clicks, drags and
drops, keys and the zoom; it never decides a rule itself.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art
from konwoj.i18n import tr
from konwoj.rules import OUTPOST, Action
from konwoj.rules.cards import card_key
from konwoj.scenes.table.pacing import EV_POLL
from konwoj.texts.edition_view import city_name
from konwoj.texts.table_text import t, te

EV_WAKE = pygame.event.custom_type()      # wakes the loop for a delayed redraw (toast, hover)
DRAG_START_PX = 6
HOVER_DELAY = 0.35                         # seconds of rest before a zoom or city info shows


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



def decision_field(actions: list[Action]):
    """Like :func:`next_field` for a decision; a decision narrowed to one action (a lesson's
    taught choice) still points at what to click: its district, card or city."""
    f, vals = next_field(actions)
    if f is None and len(actions) == 1 and actions[0].kind not in SOURCE_KINDS:
        a = actions[0]
        if a.index is not None and a.city is not None:
            return "district", {(a.city, a.index)}
        if a.card is not None:
            return "card", {a.card}
        if a.city is not None:
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
    """The input half of the table scene (mixed into ``TableScene``): what is under the mouse,
    what a click, a drag, a drop, a key or the wheel means, and why a card cannot go somewhere."""

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
            for cid, r in zip(self.known_opp_hand(), L.opp_hand_rects):
                if r.collidepoint(pos):
                    return ("opp_card", cid)       # revealed (Wywiad): read and zoom it
            return ("opp_hand",)
        if L.mid.collidepoint(pos):
            return ("table",)
        return None

    def _limbo_rects(self) -> dict:
        return self._overlay_hits.get("limbo", {}) if self._limbo_shown() else {}

    def _limbo_shown(self) -> bool:
        return bool(self.state.limbo) and not self.handoff_scene

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
            if hit[0] in ("hand", "button", "log", "panel", "deck", "discard", "plate", "opp_hand",
                          "opp_card"):
                return None
            c = self.layout.city_at(pos)
            if c not in vals:
                return None
            if self.lit.slots:
                # a card played to a station counts only on that side's lit stations, never on
                # the other side's row or the board between them
                a = self.layout.area_at(pos)
                if a is None or (a.city, a.side) not in self.lit.slots:
                    return None
            return c
        if field == "district":
            if hit[0] == "district" and tuple(hit[1]) in vals:
                return tuple(hit[1])
            return None
        return None

    def drop_would_work(self, pos) -> bool:
        if self.sel:
            acts = self.sel.actions
            f, vals = point_field(acts)
        elif self.drag is not None and self.drag.on_table and self.drag.chosen:
            acts = self.decision_actions
            f, vals = decision_field(acts)
        else:
            return False
        if f is None:
            return self.layout.mid.collidepoint(pos) and bool(acts)
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
        if kind in ("log", "panel", "deck", "plate", "opp_hand", "opp_card"):
            return
        if not self.human_turn():
            if self.match.ai_to_move():
                self.ai_next_at = self.now()
            elif kind == "hand":
                self._say(t("why.not_your_turn", lang))
            return
        # a step of the current selection (or of a decision)
        acts = self.sel.actions if self.sel else self.decision_actions
        f, vals = point_field(acts) if self.sel else decision_field(acts)
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
        s = self.state
        lang = self.lang
        if field == "city":
            c = self.layout.city_at(pos) if hit and hit[0] not in ("hand", "panel", "button", "log") else None
            if c is None:
                return t("why.drop_on_lit", lang)
            name = city_name(s, c, lang)
            lit_sides = {sd for (c_, sd) in self.lit.slots if c_ == c}
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
        hit = self._hit(pos)
        if d.on_table:
            self._drop_table_card(d, pos, hit)
            return
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
        if hit is not None and hit[0] == "hand":
            # dropped back on the hand: keep it selected for click-to-play
            self._dirty()
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
        acts = self.sel.actions if self.sel else self.decision_actions
        if not acts:
            return
        if hit == ("card", d.cid):
            self._dirty()                  # dropped back where it stands: still chosen
            return
        self._drop_selected(d, pos, hit, acts)

    def _drop_selected(self, d: Drag, pos, hit, acts=None) -> None:
        """The next step of the selection (or of the decision the carried card answers) taken
        at the drop point: the dragged card's target, city or district."""
        cid = d.cid
        if acts is None:
            acts = self.sel.actions
        f, vals = point_field(acts) if self.sel else decision_field(acts)
        w, h = d.size or self.layout.hand_card
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
                    self._dirty()
            self.app.request_redraw()
            return
        hit = self._hit(pos) if self.layout else None
        if hit != self.hover:
            self.hover = hit
            self.hover_since = self.now()
            if hit is not None and hit[0] in ("card", "board", "hand", "limbo", "district", "deck",
                                              "discard", "vcard", "opp_card"):
                try:
                    pygame.time.set_timer(EV_WAKE, int(HOVER_DELAY * 1000) + 20, 1)
                except pygame.error:
                    pass
        self.app.request_redraw()

    def _left_down(self, pos) -> bool:
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
        if hit and hit[0] == "card" and self.human_turn():
            self._press_table_card(pos, hit)
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

    def _press_table_card(self, pos, hit) -> None:
        """A press on a card in play that can move: its ability (Runner) is chosen as a click
        chooses it, and a unit a decision moves (Move, Retreat, Scout) is picked up; both drag."""
        cid = hit[1]
        L = self.layout
        r = L.module_rects.get(cid) or L.card_rects.get(cid)
        if r is None:
            return
        acts = self.sel.actions if self.sel else self.decision_actions
        f, vals = point_field(acts) if self.sel else decision_field(acts)
        pick = f in ("card", "target", "extra") and self._value_for(hit, f, vals, pos) is not None
        # the step left asks only where this card goes (the Scout's Soldier, a chosen unit)
        carried = f in ("city", "district") and all(cid in (a.card, a.target) for a in acts)
        src = None if pick or carried else self._source_actions_for(hit)
        if not pick and not carried and src is None:
            return
        self.drag = Drag(cid, pos, (pos[0] - r.x, pos[1] - r.y), r.size, on_table=True,
                         pick=pick or carried)
        self.drag.chosen = carried
        if src is not None and (self.sel is None or self.sel.source != src[0]):
            self._select(*src)
            self._sel_from_press = True
        else:
            self._sel_from_press = False

    def _drag_started(self) -> None:
        """A table card's drag has begun: a decision's card is chosen now, as a click would
        choose it, so the places it can go light up while it is carried."""
        d = self.drag
        if not (d.on_table and d.pick):
            return
        acts = self.sel.actions if self.sel else self.decision_actions
        f, vals = point_field(acts) if self.sel else decision_field(acts)
        rest = narrow(acts, f, d.cid) if f else []
        if rest and next_field(rest)[0] is not None:
            self.sel = Selection(rest, self.sel.source if self.sel else None)
            d.chosen = True
            self._compute_lit()
            self._dirty()

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
        if hit and hit[0] in ("hand", "card") and getattr(self, "_sel_from_press", False):
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
        if self.resolution is not None and self._resolution_modal():
            return True      # the battle summary covers the table: keys other than its own wait
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.anims.items:
                self.anims.finish()
            if self.match.ai_to_move():
                self.ai_next_at = self.now()
                return True
            if self.human_turn():
                if "pass" in self.button_actions:
                    self._try_pass()
                elif self.buttons().get("main", ("", False))[1]:
                    self._press_button("main")
                else:                # a choice to make first: the key is refused, and says so
                    self._say(t("why.key_choose_first", self.lang,
                                what="Space" if k == pygame.K_SPACE else "Enter"))
            return True
        if k == pygame.K_ESCAPE:
            if self.drag is not None:
                self.drag = None
                self._cancel()
                return True
            return self._cancel() or self.open_menu()
        if (k == pygame.K_z and mods & pygame.KMOD_CTRL) or k == pygame.K_BACKSPACE:
            self._undo()
            return True
        return False

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
        if hit[0] == "opp_card":
            for cid, r in zip(self.known_opp_hand(), L.opp_hand_rects):
                if cid == hit[1]:
                    return (cid, r, False)
            return None
        if hit[0] in ("limbo", "vcard"):
            r = self._limbo_rects().get(hit[1]) or self._overlay_hits.get("discard", {}).get(hit[1])
            if r is not None:
                return (hit[1], r, False)
        if hit[0] == "discard":
            pile = self.state.discard_of(hit[1])
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
        z = self._zoom_for(self.hover)
        if z is None:
            return None
        cid, r, on_table = z
        if on_table and self.hover[0] == "card":
            from konwoj.ui.table.paint import TOKEN_FILE, card_tokens, token_groups, token_rects
            groups = token_groups(card_tokens(self.state, cid))
            for tr_, (tok, _n) in zip(token_rects(r, len(groups), self.layout.u), groups):
                if tr_.collidepoint(self.mouse):       # a token: what it does
                    return te("tip.token." + TOKEN_FILE.get(tok, tok), self.match.state,
                              self.lang), tr_
        for kind, name, ir in art.card_icons(card_key(cid), r.size):
            ar = ir.move(r.topleft)
            if ar.collidepoint(self.mouse):
                side = self.state.card(cid).side
                return te(f"icon.{kind}.{name}", self.match.state, self.lang,
                          side=tr("side." + side, self.lang)), ar
        return None

    def zoom_target(self):
        if self.pinned is not None:
            return self.pinned
        if self.drag is not None and self.drag.active:
            return None
        if self.hover is not None and self.hover == getattr(self, "_zoom_off", None):
            return None
        if self.hover is None or self.now() - self.hover_since < HOVER_DELAY:
            return None
        return self._zoom_for(self.hover)

