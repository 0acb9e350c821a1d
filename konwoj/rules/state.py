"""The game state and its queries: one object owns the cards, the cities, whose decision it is and
the log (1st-edition rulebook pages p.N; 2nd-edition book lines 2e l.N; readings in docs/rulings.md).

How it works: the state owns a *stack of frames* (plain tuples). An automatic frame (a phase start,
an effect) is popped and run; a decision frame (a phase in which a side acts, a choice an effect
asks for) stays on top until the side that owns it picks one of its legal actions. Every action goes
through :meth:`GameState.apply`, the only mutator. Decisions with a single option resolve by
themselves, so ``legal_actions()`` always offers a real choice.

Where the rest lives: the table (abilities, stations, strength, moving cards) in ``table.py``; the
legal actions in ``legality.py``; carrying out decisions in ``decisions.py``; the battle flow in
``battle.py``; card effects in ``effects.py``; cities, districts and features in ``cities.py``;
``observation``/``determinize`` in ``views.py``; the fields, with how each is copied and written, in
``fields.py``; ``to_dict``/``from_dict`` in ``serialization.py``;
``validate`` and every other check of what a state means in ``consistency.py``; what differs between editions in ``ruleset.py``.
"""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST, SIDES, CardData, default_data
from . import consistency
from .common import DECISIONS, MASK64, SI, Action, IllegalAction, _seed_rng, other
from .decisions import DecisionsMixin
from .events import Event
from .frames import AUTO
from .record import GameRecord
from .legality import LegalityMixin
from .ruleset import ruleset_for
from .variants import is_legacy
from . import serialization
from .fields import make_methods
from .table import TableMixin
from .views import QuietLog, ViewsMixin


_new_tuple = tuple.__new__
_DECISION_KINDS = frozenset(DECISIONS)


class GameState(TableMixin, LegalityMixin, DecisionsMixin, ViewsMixin):
    """The whole game: cards, cities, whose decision it is, and the log. ``ruleset`` is the
    edition's name ("1e" or "2e"); ``rules`` is its :class:`~konwoj.rules.ruleset.Ruleset`."""

    __slots__ = ()     # the fields are declared once, in fields.FIELDS (slots: StateFields)

    # (__init__, clone, _copy_shared and _own_table are made from the declaration of the fields,
    # fields.FIELDS: see below the class)

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        """The whole state as plain data (str, int, bool, None, list, dict): serialization.py."""
        return serialization.to_dict(self)

    @classmethod
    def from_dict(cls, d: dict, data: CardData | None = None) -> "GameState":
        """Rebuild a state from ``to_dict()``; raises StateError naming what is wrong. The card
        data is the one of the state's own ``values`` (``data_of``) unless ``data`` is given."""
        s = serialization.read(cls, d, data)
        s.validate()
        consistency.settle(s)          # automatic steps run; then a winner or a legal action
        return s

    @classmethod
    def _read(cls, d: dict, data: CardData | None = None) -> "GameState":
        """The state ``to_dict()`` gave, as it stands: not yet validated nor settled."""
        return serialization.read(cls, d, data)

    def validate(self) -> None:
        """Check the invariants and that the game can go on: ``consistency.validate``."""
        consistency.validate(self)

    # ------------------------------------------------------------------ small queries
    def card(self, cid: str):
        """The definition (name, type, strength, ...) of a physical card."""
        return self.data.by_id[cid]

    def key(self, cid: str) -> str:
        return self.data.by_id[cid].key

    def side_of(self, cid: str) -> str:
        return self.data.by_id[cid].side

    @property
    def active_city(self) -> int | None:
        """The city where battles are fought: the first one not yet destroyed (p.5)."""
        cd = self.city_destroyed      # written out: the engine asks this on every decision
        return (0 if not cd[0] else 1 if not cd[1] else 2 if not cd[2] else 3 if not cd[3]
                else 4 if not cd[4] else None)

    @property
    def current_player(self) -> str | None:
        return None if self.winner else self._owner

    def is_terminal(self) -> bool:
        return self.winner is not None

    def returns(self) -> dict:
        """+1 for the winner, -1 for the loser, 0 for both while the game goes on."""
        if not self.winner:
            return {MOLOCH: 0, OUTPOST: 0}
        return {self.winner: 1, other(self.winner): -1}

    @property
    def decision(self) -> tuple:
        """The decision waiting now: ``(kind, purpose)`` such as ("attack", "moloch"),
        ("pick", "kill_soldier"), ("pay", "outpost"); ``()`` when the game is over."""
        if self.winner or not self.stack:
            return ()
        f = self.stack[-1]
        return (f[0], f[1]) if len(f) > 1 else (f[0], None)

    @property
    def decision_frame(self) -> tuple:
        return () if self.winner or not self.stack else self.stack[-1]

    def legal_actions(self) -> list[Action]:
        return list(self._legal) if not self.winner else []

    def hand_of(self, side: str) -> list[str]:
        """The cards in ``side``'s hand (hidden from the other side: use ``observation`` for that)."""
        return list(self.hand[SI[side]])

    def deck_size(self, side: str) -> int:
        return len(self.deck[SI[side]])

    def discard_of(self, side: str) -> list[str]:
        return list(self.discard[SI[side]])

    def cards_in(self, city: int, side: str) -> list[str]:
        return list(self.table[city][SI[side]])

    def module_of(self, host: str) -> str | None:
        return self.attached.get(host)

    def tokens_on(self, cid: str) -> tuple:
        return self.tokens.get(cid, ())

    def where(self, cid: str) -> tuple:
        """("deck"|"hand"|"discard", side) or ("table", city) or ("module", host) or ("limbo",)."""
        if cid in self.city_of:
            return ("table", self.city_of[cid])
        if cid in self.host_of:
            return ("module", self.host_of[cid])
        for side in SIDES:
            i = SI[side]
            for zone, lists in (("hand", self.hand), ("deck", self.deck), ("discard", self.discard)):
                if cid in lists[i]:
                    return (zone, side)
        if cid in self.limbo:
            return ("limbo",)
        return ("nowhere",)

    @property
    def marker(self) -> tuple[int, int] | None:
        """2e: where the Battle Target marker stands, ``(city, district)``: the leftmost undestroyed
        district of the active city (2e l.75, l.424). None in the 1st edition and after the game."""
        if self.rules.target_choice != "marker" or self.winner is not None:
            return None
        act = self.active_city
        if act is None:
            return None
        if self.target is not None:
            return (act, self.target)
        for i, d in enumerate(self.down[act]):
            if not d:
                return (act, i)
        return None

    def is_future(self, city: int) -> bool:
        act = self.active_city
        return act is not None and city > act and not self.city_destroyed[city]

    def _adjacent(self, city: int):
        return [c for c in (city - 1, city + 1) if 0 <= c <= 4]

    def _rand_below(self, n: int) -> int:
        x = self.rng
        x ^= (x << 13) & MASK64
        x ^= x >> 7
        x ^= (x << 17) & MASK64
        self.rng = x
        return x % n

    def _shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self._rand_below(i + 1)
            items[i], items[j] = items[j], items[i]

    def _log(self, key: str, *args, to: str = "all") -> None:
        log = self.log
        if log.__class__ is not QuietLog:                      # a search's world keeps no log
            if self._log_cow:                                  # shared with a clone: copy first
                log = self.log = log[:]
                self._log_cow = False
            log.append(_new_tuple(Event, (to, key, args)))    # Event(to, key, args)

    # ------------------------------------------------------------------ the loop
    def _run(self, auto: dict = AUTO) -> None:
        """Run automatic frames until a decision with a real choice is on top, or the game ends.
        ``auto``: what runs each automatic frame (``frames.AUTO``; ``apply_with_resolution``
        watches the resolution through it)."""
        stack = self.stack
        decisions = _DECISION_KINDS
        while stack and self.winner is None:
            frame = stack[-1]
            kind = frame[0]
            if kind in decisions:
                if kind == "overflow" and len(self.table[frame[2]][SI[frame[1]]]) <= \
                        self.station_limit(frame[2], frame[1]):
                    stack.pop()       # the side fits even if every card takes a station
                    continue
                owner, opts = self._options(frame)
                if not opts:
                    stack.pop()
                    continue
                if len(opts) == 1:
                    self._choose(frame, opts[0], owner)
                    continue
                self._legal = opts
                self._owner = owner
                return
            stack.pop()
            auto[kind](self, frame)
        self._legal = []
        self._owner = None

    def apply(self, action: Action, _auto: dict = AUTO) -> None:
        """Carry out one legal action (the only way to change the game). ``_auto``: what runs each
        automatic frame on the way (``_run``; ``apply_with_resolution`` watches through it)."""
        if self.winner is not None:
            raise IllegalAction("The game is over; no action is possible.")
        legal = self._legal
        for a in legal:
            if a is action:           # one of legal_actions() itself: nothing left to check
                break
        else:
            action = consistency.check_action(action)      # lists, dicts, extra fields: refused
            if action not in legal and self._normalize(action) not in legal:
                raise IllegalAction(self._why_illegal(action))
        # an identical copy named by the player is the one that moves (R2)
        self._choose(self.stack[-1], action, self._owner)
        self._run(_auto)
        if self.record is not None:
            self.record = self.record.add(action)

    def apply_with_resolution(self, action: Action) -> "GameState | None":
        """``apply(action)``, and the position at the moment a battle was resolved on the way (a
        copy: the cards, Modules and tokens as they were counted, the ``resolve`` frame on top),
        or None when no battle was resolved. (For the resolution's summary: what was counted.)"""
        resolved: list = []

        def resolve(s, frame):
            if not resolved:              # the first battle resolved on the way
                at = s.clone()
                at.stack.append(frame)    # as it stood: the resolve frame on top
                resolved.append(at)
            AUTO["resolve"](s, frame)

        self.apply(action, {**AUTO, "resolve": resolve})
        return resolved[0] if resolved else None

    def resolution_after(self, action: Action) -> "GameState | None":
        """The position at the moment a battle is resolved if ``action`` is played now (see
        ``apply_with_resolution``), or None when it resolves none; this state is not changed."""
        return self.clone().apply_with_resolution(action)

    def _normalize(self, action: Action) -> Action:
        """Identical copies in a hand are interchangeable: an action naming any copy is read as the
        one ``legal_actions()`` lists (the lowest id)."""
        c = action.card
        if c is None or self._owner is None or c not in self.data.by_id:
            return action
        hand = self.hand[SI[self._owner]]
        if c not in hand:
            return action
        k = self.data.by_id[c].key
        rep = min(x for x in hand if self.data.by_id[x].key == k)
        return action._replace(card=rep) if rep != c else action

    def _why_illegal(self, action: Action) -> str:
        who = self._owner
        kinds = sorted({a.kind for a in self._legal})
        frame = self.stack[-1] if self.stack else ()
        what = f"{frame[0]}" + (f" ({frame[1]})" if len(frame) > 1 and frame[0] == "pick" else "")
        base = f"Illegal action '{action}': it is {who}'s decision [{what}]; possible now: {', '.join(kinds)}."
        c = action.card
        if c is not None and c not in self.data.by_id:
            return f"Illegal action '{action}': there is no card '{c}'."
        if action.kind in ("play", "instant") and c is not None and who is not None:
            if c not in self.hand[SI[who]]:
                return f"Illegal action '{action}': {c} is not in {who}'s hand."
            if action.kind == "play" and action.city is not None and 0 <= action.city <= 4:
                if self.city_destroyed[action.city]:
                    return f"Illegal action '{action}': city {action.city} is destroyed."
                if not self.has_room(action.city, who, c):
                    return f"Illegal action '{action}': no free battle station for {who} in city {action.city}."
        return base

    def _run_options(self) -> None:
        """Recompute the cached legal actions of the decision on top."""
        if self.winner is None and self.stack and self.stack[-1][0] in DECISIONS:
            self._owner, self._legal = self._options(self.stack[-1])

    def __eq__(self, other_state) -> bool:
        return isinstance(other_state, GameState) and self.to_dict() == other_state.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        return (f"<GameState battle={self.battle} phase={self.phase} city={self.active_city} "
                f"to_move={self.current_player} winner={self.winner}>")


# the methods that build and copy a state, made from the one declaration of its fields
for _name, _method in make_methods({"default_data": default_data, "ruleset_for": ruleset_for,
                                    "_seed_rng": _seed_rng, "QuietLog": QuietLog}).items():
    _method.__qualname__ = f"GameState.{_name}"
    setattr(GameState, _name, _method)
del _name, _method


def new_game(seed: int = 0, ruleset: str = "1e", data: CardData | None = None) -> GameState:
    """Shuffle both decks, deal 4 cards each, and wait for Moloch's mulligan decision (p.3)."""
    s = GameState(data, ruleset)
    s.seed = int(seed)
    s.rng = _seed_rng(seed)
    for side in SIDES:
        deck = s.data.deck_ids(side)
        s._shuffle(deck)
        s.deck[SI[side]] = deck
    s._log("start", s.seed)
    s._draw(MOLOCH, 4)
    s._draw(OUTPOST, 4)
    s.stack = [("phase", "draw"), ("mulligan", OUTPOST), ("mulligan", MOLOCH)]
    s.record = GameRecord.fresh(s.seed, ruleset, None if is_legacy(s.data) else s.data.values)
    s._run()
    return s

