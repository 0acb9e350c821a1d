"""The table's interaction as plain data: what the seated player may do now, how far they have
narrowed it, what is lit, and where the keyboard focus is. No pygame: the view draws from it, the
input layer (:mod:`konwoj.scenes.table.controls`) drives it from mouse and keys, and the tests use
it alone.

Every possibility comes from ``state.legal_actions()``: the model only narrows them down step by
step (which card, which target, which city: :func:`next_field`, :func:`narrow`) and lights what is
still possible (:class:`Lit`). It never decides a rule itself.

    m = TableModel()
    m.refresh(state, "outpost", state.legal_actions())
    m.choosables()          # [("hand", "trep-1"), ..., ("button", "pass")]: what can be chosen now
    m.focus_next(); m.choose()   # -> an Action to apply, or None (one step narrower)
    m.back()                # one step back: the selection, then the focus
"""
from __future__ import annotations

from konwoj.rules import Action
from konwoj.rules.cards import card_key

FIELDS = ("card", "target", "extra", "city", "index")
SOURCE_KINDS = ("play", "instant", "ability", "feature")
BUTTON_KINDS = ("pass", "decline", "keep", "mulligan", "draw")


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


# ====================================================================== the model
class TableModel:
    """What the seated player can do now and how far they have narrowed it (see the module
    docstring). A *choice* is ``(kind, what)``: ``("hand", cid)``, ``("card", cid)``,
    ``("feature", city)``, ``("slot", (city, side))``, ``("city", c)``, ``("district", (c, i))``,
    ``("limbo", cid)``, ``("table", None)`` or ``("button", kind)``."""

    def __init__(self) -> None:
        self.state = None                      # the position the options were read from
        self.bottom: str | None = None         # the side whose options they are
        self.legal: list[Action] = []
        self.source_actions: dict = {}         # ("hand", key) / ("card", cid) / ("feature", c)
        self.decision_actions: list[Action] = []
        self.button_actions: dict = {}         # "pass" / "keep" / ... -> Action
        self.sources: set = set()              # card ids the player can start an action with
        self.sel: Selection | None = None
        self.lit = Lit()
        self.field: str | None = None          # what the current step asks for
        self.confirm_pass = False              # "end the phase?" waits for a second press
        self.focus: tuple | None = None        # the choice the keyboard is on

    # ------------------------------------------------------------------ reading the position
    def refresh(self, state, bottom: str, legal: list[Action]) -> None:
        """The options of ``bottom`` in ``state`` (``legal``: already filtered, e.g. by a
        lesson; empty when it is not the player's turn). A selection stays only while all its
        actions are still legal; the focus only while it can still be chosen."""
        self.state = state
        self.bottom = bottom
        self.legal = legal
        self.source_actions = {}
        self.decision_actions = []
        self.button_actions = {}
        hand = set(state.hand_of(bottom))
        for a in legal:
            if a.kind in BUTTON_KINDS:
                self.button_actions[a.kind] = a
            elif a.kind in ("play", "instant"):
                self.source_actions.setdefault(("hand", card_key(a.card)), []).append(a)
            elif a.kind == "ability":
                self.source_actions.setdefault(("card", a.card), []).append(a)
            elif a.kind == "feature":
                self.source_actions.setdefault(("feature", state.active_city), []).append(a)
            else:
                self.decision_actions.append(a)
        self.sources = set()
        for (kind, k) in self.source_actions:
            if kind == "hand":
                self.sources |= {c for c in hand if card_key(c) == k}
            elif kind == "card":
                self.sources.add(k)
        if self.sel is not None:
            if not self.sel.actions or any(a not in legal for a in self.sel.actions):
                self.sel = None
        self.compute_lit()

    def compute_lit(self) -> None:
        """Light the values of the current step (and, with nothing selected, the features)."""
        s = self.state
        lit = Lit()
        if s is None:
            self.lit, self.field = lit, None
            self._keep_focus()
            return
        acts, f, vals = self.step()
        if self.sel is None:
            for (kind, k) in self.source_actions:
                if kind == "feature":
                    lit.features.add(k)
        if f is None and len(acts) == 1 and self.sel is not None:
            lit.table_zone = True
        elif f in ("card", "target", "extra"):
            hand = set(s.hand_of(self.bottom))
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
        self._keep_focus()

    # ------------------------------------------------------------------ the current step
    def step(self) -> tuple[list[Action], str | None, set | None]:
        """(the actions still open, the field the player points at next, its values)."""
        if self.sel is not None:
            acts = self.sel.actions
            f, vals = point_field(acts)
        else:
            acts = self.decision_actions
            f, vals = decision_field(acts)
        return acts, f, vals

    def selected_card(self) -> str | None:
        if self.sel and self.sel.source and self.sel.source[0] in ("hand", "card"):
            return self.sel.source[1]
        return None

    def source_for(self, hit) -> tuple | None:
        """(source, its actions) when ``hit`` (a hand card, a card in play, a feature) can start
        an action now, else None."""
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

    def hand_value(self, cid: str, vals: set):
        """The value of a card field that hand card ``cid`` stands for (itself, or a card of
        the same kind), else None."""
        if cid in vals:
            return cid
        hand = self.state.hand_of(self.bottom) if self.state is not None else ()
        for v in vals:
            if v is not None and v in hand and card_key(v) == card_key(cid):
                return v
        return None

    # ------------------------------------------------------------------ narrowing
    def select(self, source: tuple | None, actions: list[Action]) -> None:
        self.sel = Selection(list(actions), source)
        self.compute_lit()

    def take(self, actions: list[Action], field: str, value) -> Action | None:
        """Narrow ``actions`` by ``field == value``: the one action left (to apply), or None
        with the selection one step narrower (nothing changes when no action matches)."""
        rest = narrow(actions, field, value)
        if not rest:
            return None
        f, _ = next_field(rest)
        if f is None:
            return rest[0]
        src = self.sel.source if self.sel else None
        self.sel = Selection(rest, src)
        self.compute_lit()
        return None

    def cancel(self) -> bool:
        """Drop a pending "end the phase?" or the selection; False when there was neither."""
        if self.confirm_pass:
            self.confirm_pass = False
            return True
        if self.sel is not None:
            self.sel = None
            self.compute_lit()
            return True
        return False

    def drop_half_done(self) -> None:
        self.sel = None
        self.confirm_pass = False

    # ------------------------------------------------------------------ focus (keyboard)
    def choosables(self) -> list[tuple]:
        """Every choice that does something now, in reading order: the lit values of the
        current step, then (with nothing selected) the cards and features that start an
        action, then the buttons' actions."""
        lit = self.lit
        out: list[tuple] = []
        hand = list(self.state.hand_of(self.bottom)) if self.state is not None else []
        out += [("hand", c) for c in hand if c in lit.hand]
        out += [("card", c) for c in sorted(lit.cards)]
        out += [("limbo", c) for c in sorted(lit.limbo)]
        out += [("slot", k) for k in sorted(lit.slots)]
        out += [("city", c) for c in sorted(lit.cities)]
        out += [("district", d) for d in sorted(lit.districts)]
        if lit.table_zone:
            out.append(("table", None))
        if self.sel is None:
            seen = set(out)
            for c in hand:
                if c in self.sources and ("hand", c) not in seen:
                    out.append(("hand", c))
            out += [("card", c) for c in sorted(self.sources - set(hand))
                    if ("card", c) not in seen]
            out += [("feature", c) for c in sorted(lit.features)]
        out += [("button", k) for k in BUTTON_KINDS if k in self.button_actions]
        return out

    def _keep_focus(self) -> None:
        if self.focus is not None and self.focus not in self.choosables():
            self.focus = None

    def focus_next(self, step: int = 1) -> tuple | None:
        """Move the focus to the next (``step`` -1: previous) choice, round the end."""
        options = self.choosables()
        if not options:
            self.focus = None
            return None
        if self.focus in options:
            i = (options.index(self.focus) + step) % len(options)
        else:
            i = 0 if step > 0 else len(options) - 1
        self.focus = options[i]
        return self.focus

    def focus_prev(self) -> tuple | None:
        return self.focus_next(-1)

    def choose(self, choice: tuple | None = None) -> Action | None:
        """Choose ``choice`` (default: the focused one): the action to apply when it completes
        one, else None (a source selected, or the selection one step narrower)."""
        choice = self.focus if choice is None else choice
        if choice is None or choice not in self.choosables():
            return None
        kind, what = choice
        if kind == "button":
            return self.button_actions[what]
        acts, f, vals = self.step()
        if kind == "table":
            return acts[0] if self.sel is not None and len(acts) == 1 else None
        value = None
        if f in ("card", "target", "extra") and kind in ("hand", "card", "limbo"):
            value = self.hand_value(what, vals) if kind == "hand" else (
                what if what in vals else None)
        elif f == "city" and kind in ("slot", "city"):
            c = what[0] if kind == "slot" else what
            value = c if c in vals else None
        elif f == "district" and kind == "district":
            value = tuple(what) if tuple(what) in vals else None
        if value is not None:
            done = self.take(acts, f, value)
        else:
            done = None
            src = self.source_for((kind, what))
            if src is not None:
                self.select(*src)
        if done is None and self.focus is None:
            options = self.choosables()     # the focus moves on to the new step's first choice
            self.focus = options[0] if options else None
        return done

    def back(self) -> bool:
        """One step back: a pending pass or the selection, else the focus; False if nothing."""
        if self.cancel():
            return True
        if self.focus is not None:
            self.focus = None
            return True
        return False
