"""The rules of Konwój (1st edition) as one state machine.

Page numbers (p.N) refer to the 1st-edition rulebook, ``konwoj-instrukcja-1-edycja.txt``; readings the
books leave open are in ``docs/rulings.md`` (R-numbers).

How it works: the state owns a *stack of frames* (plain tuples). An automatic frame (a phase start,
an effect) is popped and run; a decision frame (a phase in which a side acts, a choice an effect
asks for) stays on top until the side that owns it picks one of its legal actions. Every action goes
through :meth:`GameState.apply`, the only mutator. Decisions with a single option resolve by
themselves, so ``legal_actions()`` always offers a real choice.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .cards import MOLOCH, OUTPOST, SIDES, CardData, card_key, default_data
from .events import Event
from .record import GameRecord, RecordError

SI = {MOLOCH: 0, OUTPOST: 1}
NEW_YORK = 4
JERSEY = 3
TOKEN_STRENGTH = {"+1": 1, "+2": 2, "-2": -2}
SPECIAL_MODULES = ("modul_kasparov", "modul_sieci", "modul_skazenia")
MASK64 = (1 << 64) - 1
BATTLE_FLOW = ("draw", "target", "moloch_attack", "outpost_attack", "moloch_modules",
               "outpost_modules", "resolution")
DECISIONS = ("mulligan", "target", "attack", "modules", "outpost_modules", "pay", "pick",
             "overflow", "may_draw")
RULESETS = ("1e",)


def other(side: str) -> str:
    return OUTPOST if side == MOLOCH else MOLOCH


def _aim(cd, default=None):
    """What a card's ability acts on: its ``aim`` parameter (robot, soldier, enemy_robot, ...)."""
    return cd.params.get("aim", default)


class IllegalAction(ValueError):
    """An action that is not among ``legal_actions()``; the state is left unchanged."""


class StateError(ValueError):
    """A state (from ``from_dict``) that breaks the rules' invariants."""


class Action(NamedTuple):
    """One thing a side may do. ``kind`` says what; the other fields name cards, cities (0-4) and
    district indexes. Actions are hashable, comparable, and printable."""
    kind: str
    card: str | None = None
    target: str | None = None
    city: int | None = None
    index: int | None = None
    extra: str | None = None

    def __str__(self) -> str:
        parts = [self.kind] + [f"{k}={v}" for k, v in zip(self._fields[1:], self[1:]) if v is not None]
        return " ".join(parts)

    def to_list(self) -> list:
        return list(self)

    @classmethod
    def from_list(cls, items) -> "Action":
        return cls(*items)


def _seed_rng(seed: int) -> int:
    """SplitMix64 of the seed: a non-zero 64-bit state for the xorshift generator."""
    z = (int(seed) + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    z ^= z >> 31
    return z or 0x2545F4914F6CDD1D


class GameState:
    """The whole game: cards, cities, whose decision it is, and the log."""

    __slots__ = ("data", "ruleset", "seed", "rng", "deck", "hand", "discard", "limbo", "table",
                 "city_of", "attached", "host_of", "tokens", "arrival", "shield_at", "seq",
                 "districts", "down", "city_destroyed", "feature_used", "extra_station",
                 "target", "battle", "phase", "stack", "netted", "once_used", "flags",
                 "known_in_hand", "known_top", "winner", "end_reason", "log",
                 "_legal", "_owner", "record")

    # ------------------------------------------------------------------ construction
    def __init__(self, data: CardData | None = None, ruleset: str = "1e"):
        if ruleset not in RULESETS:
            raise ValueError(f"unknown ruleset {ruleset!r}; known: {', '.join(RULESETS)}")
        self.data = data or default_data()
        self.ruleset = ruleset
        self.seed = 0
        self.rng = _seed_rng(0)
        self.deck = [[], []]          # per side; the top of a deck is the END of the list
        self.hand = [[], []]
        self.discard = [[], []]       # the top of a pile is the end of the list
        self.limbo = []               # cards revealed from a deck, waiting for a choice (Iron Gate)
        self.table = [[[], []] for _ in range(5)]  # city -> side -> cards in arrival order
        self.city_of = {}             # card on the table -> city
        self.attached = {}            # host (Robot, or Soldier for a captured module) -> module
        self.host_of = {}             # module -> host
        self.tokens = {}              # card -> tuple of tokens
        self.arrival = {}             # card on the table -> sequence number of its arrival
        self.shield_at = {}           # robot -> sequence number of its shield token
        self.seq = 0
        self.districts = [tuple(c.districts) for c in self.data.cities]
        self.down = [tuple(False for _ in c.districts) for c in self.data.cities]
        self.city_destroyed = [False] * 5
        self.feature_used = [False] * 5
        self.extra_station = [False] * 5
        self.target = None            # district index in the active city
        self.battle = 0
        self.phase = "mulligan"
        self.stack = []
        self.netted = frozenset()     # units netted until the battle ends
        self.once_used = frozenset()  # once-per-battle abilities used in this battle
        self.flags = frozenset()      # battle flags: "sudden_attack", "no_instants"
        self.known_in_hand = [frozenset(), frozenset()]  # cards in a hand the OTHER side knows
        self.known_top = [(), ()]     # cards publicly known to lie on top of a deck (top last)
        self.winner = None
        self.end_reason = None
        self.log = []
        self._legal = []
        self._owner = None
        self.record = None            # GameRecord (konwoj/rules/record.py), None if not kept

    def clone(self) -> "GameState":
        """An independent copy (cheap: every shared value is immutable)."""
        n = GameState.__new__(GameState)
        n.data = self.data
        n.ruleset = self.ruleset
        n.seed = self.seed
        n.rng = self.rng
        n.deck = [self.deck[0][:], self.deck[1][:]]
        n.hand = [self.hand[0][:], self.hand[1][:]]
        n.discard = [self.discard[0][:], self.discard[1][:]]
        n.limbo = self.limbo[:]
        n.table = [[c[0][:], c[1][:]] for c in self.table]
        n.city_of = self.city_of.copy()
        n.attached = self.attached.copy()
        n.host_of = self.host_of.copy()
        n.tokens = self.tokens.copy()
        n.arrival = self.arrival.copy()
        n.shield_at = self.shield_at.copy()
        n.seq = self.seq
        n.districts = self.districts[:]
        n.down = self.down[:]
        n.city_destroyed = self.city_destroyed[:]
        n.feature_used = self.feature_used[:]
        n.extra_station = self.extra_station[:]
        n.target = self.target
        n.battle = self.battle
        n.phase = self.phase
        n.stack = self.stack[:]
        n.netted = self.netted
        n.once_used = self.once_used
        n.flags = self.flags
        n.known_in_hand = self.known_in_hand[:]
        n.known_top = self.known_top[:]
        n.winner = self.winner
        n.end_reason = self.end_reason
        n.log = self.log[:]
        n._legal = self._legal
        n._owner = self._owner
        n.record = self.record        # persistent: shared, never changed in place
        return n

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
        for i in range(5):
            if not self.city_destroyed[i]:
                return i
        return None

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
        self.log.append(Event(to, key, args))

    # ------------------------------------------------------------------ abilities and immunity
    def _emp_arrival(self, city: int):
        """Arrival number of a working Działo EMP in ``city`` (p.34), or None."""
        if self.city_destroyed[city]:
            return None
        for c in self.table[city][1]:
            if self.data.by_id[c].effect == "disable_robots":
                return self.arrival[c]
        return None

    def _immunity_start(self, robot: str):
        """When the Robot became immune in its current city (Pancernik: on arrival; a shield token:
        when both it and the Robot were there), or None if it has no immunity."""
        toks = self.tokens.get(robot, ())
        starts = []
        if self.data.by_id[robot].effect == "immune" and "deactivated" not in toks:
            starts.append(self.arrival[robot])
        if "shield" in toks:
            starts.append(max(self.arrival[robot], self.shield_at.get(robot, 0)))
        return min(starts) if starts else None

    def is_immune(self, robot: str) -> bool:
        """Immune to Soldier and Building abilities (Pancernik, shield token) unless a Działo EMP was
        in the city first (p.34, p.36; R: immunity by arrival order)."""
        start = self._immunity_start(robot)
        if start is None:
            return False
        if self.city_destroyed[self.city_of[robot]] and "shield" not in self.tokens.get(robot, ()):
            return False
        emp = self._emp_arrival(self.city_of[robot])
        return not (emp is not None and start > emp)

    def _emp_suppresses(self, robot: str, city: int) -> bool:
        emp = self._emp_arrival(city)
        if emp is None:
            return False
        start = self._immunity_start(robot)
        return start is None or start > emp

    def ability_active(self, cid: str) -> bool:
        """A card's ability works only in an undestroyed city, and not when switched off (Haker's
        token, a working Działo EMP for Moloch's Robots and Modules, a net) (p.8, p.32-34)."""
        by_id = self.data.by_id
        cd = by_id[cid]
        if cd.type == "module":
            host = self.host_of.get(cid)
            if host is None:
                return False
            city = self.city_of[host]
            if self.city_destroyed[city] or "deactivated" in self.tokens.get(cid, ()):
                return False
            if host in self.netted:
                return False
            if by_id[host].side == MOLOCH and self._emp_suppresses(host, city):
                return False
            return True
        city = self.city_of.get(cid)
        if city is None or self.city_destroyed[city]:
            return False
        if cid in self.netted or "deactivated" in self.tokens.get(cid, ()):
            return False
        if cd.type == "robot" and self._emp_suppresses(cid, city):
            return False
        return True

    def _active_effect_in(self, city: int, side: str, effect: str) -> list[str]:
        by_id = self.data.by_id
        return [c for c in self.table[city][SI[side]]
                if by_id[c].effect == effect and self.ability_active(c)]

    def _has_active(self, city: int, side: str, key: str) -> bool:
        by_id = self.data.by_id
        for c in self.table[city][SI[side]]:
            if by_id[c].key == key and self.ability_active(c):
                return True
        return False

    # ------------------------------------------------------------------ battle stations
    def station_limit(self, city: int, side: str) -> int:
        """Battle stations of ``side`` in ``city``: the printed number, +1 for the Cleveland feature,
        -1 for each working Anihilator / Moduł Skażenia against that side (p.23, p.36, p.38)."""
        n = self.data.cities[city].stations[side]
        if self.city_destroyed[city]:
            return n
        by_id = self.data.by_id
        if side == OUTPOST:
            if self.extra_station[city]:
                n += 1
            for r in self.table[city][0]:
                if by_id[r].effect == "reduce_enemy_stations" and self.ability_active(r):
                    n -= 1
                m = self.attached.get(r)
                if m and by_id[m].effect == "reduce_enemy_stations" and self.ability_active(m):
                    n -= 1
        else:
            for s in self.table[city][1]:
                m = self.attached.get(s)
                if m and by_id[m].effect == "reduce_enemy_stations" and self.ability_active(m):
                    n -= 1
        return max(n, 0)

    def _takes_station(self, cid: str) -> bool:
        """Every card on the table takes a station, but Pająki while their ability works (p.37)."""
        return not (self.data.by_id[cid].effect == "no_station" and self.ability_active(cid))

    def _would_take_station(self, cid: str, city: int) -> bool:
        if self.data.by_id[cid].effect != "no_station":
            return True
        if self.city_destroyed[city] or "deactivated" in self.tokens.get(cid, ()):
            return True
        return self._emp_arrival(city) is not None

    def stations_used(self, city: int, side: str) -> int:
        return sum(1 for c in self.table[city][SI[side]] if self._takes_station(c))

    def has_room(self, city: int, side: str, cid: str) -> bool:
        if not self._would_take_station(cid, city):
            return True
        return self.stations_used(city, side) < self.station_limit(city, side)

    # ------------------------------------------------------------------ strength
    def strength_parts(self, cid: str) -> tuple[int, list[tuple[str, int]]]:
        """A unit's strength in battle and where it comes from: printed value, tokens, Sabotażysta,
        Calahan, Bunkier, a Module. Tokens and Sabotażysta change a Robot's own strength only, never
        below 0; the Module is added after (p.26-27). A netted unit counts 0 (p.38)."""
        by_id = self.data.by_id
        cd = by_id[cid]
        parts = [("printed", cd.strength or 0)]
        if cid in self.netted:
            return 0, parts + [("net", -(cd.strength or 0))]
        base = cd.strength or 0
        for t in self.tokens.get(cid, ()):
            v = TOKEN_STRENGTH.get(t)
            if v:
                parts.append((t, v))
                base += v
        city = self.city_of.get(cid)
        alive = city is not None and not self.city_destroyed[city]
        if cd.type == "robot":
            if alive and not self.is_immune(cid):
                for s in self.table[city][1]:
                    if by_id[s].effect == "strength_aura" and _aim(by_id[s]) == "robot" \
                            and self.ability_active(s):
                        parts.append((by_id[s].key, by_id[s].params.get("amount", -1)))
                        base += by_id[s].params.get("amount", -1)
            total = max(0, base)
        else:
            if cd.type == "soldier" and alive:
                for s in self.table[city][1]:
                    sd = by_id[s]
                    if sd.effect == "strength_aura" and _aim(sd) == "soldier" \
                            and self.ability_active(s):
                        parts.append((sd.key, sd.params.get("amount", 1)))
                        base += sd.params.get("amount", 1)
            total = max(0, base)
        m = self.attached.get(cid)
        if m and by_id[m].strength:
            parts.append((by_id[m].key, by_id[m].strength))
            total += by_id[m].strength
        return total, parts

    def unit_strength(self, cid: str) -> int:
        return self.strength_parts(cid)[0]

    def city_strength(self, city: int, side: str) -> int:
        """The sum a side brings to a battle in ``city`` (p.26)."""
        return sum(self.strength_parts(c)[0] for c in self.table[city][SI[side]])

    # ------------------------------------------------------------------ moving cards
    def _draw(self, side: str, n: int) -> list[str]:
        """Draw up to n cards; an empty deck gives nothing and the pile is never reshuffled (p.6)."""
        i = SI[side]
        deck = self.deck[i]
        drawn = []
        for _ in range(n):
            if not deck:
                break
            c = deck.pop()
            drawn.append(c)
            self.hand[i].append(c)
        if drawn:
            kt = self.known_top[i]
            k = min(len(drawn), len(kt))
            if k:
                # publicly known top cards are known to be in hand now
                self.known_in_hand[i] = self.known_in_hand[i] | set(kt[len(kt) - k:])
                self.known_top[i] = kt[:len(kt) - k]
            self._log("draw", side, len(drawn))
            self._log("draw_seen", tuple(drawn), to=side)
        return drawn

    def _from_hand(self, cid: str) -> str:
        side = self.data.by_id[cid].side
        i = SI[side]
        self.hand[i].remove(cid)
        if cid in self.known_in_hand[i]:
            self.known_in_hand[i] = self.known_in_hand[i] - {cid}
        return side

    def _to_hand(self, cid: str) -> None:
        i = SI[self.data.by_id[cid].side]
        self.hand[i].append(cid)
        self.known_in_hand[i] = self.known_in_hand[i] | {cid}   # taken back in plain sight

    def _leave_table(self, cid: str, to: str = "discard") -> None:
        """Take a card off the table to its owner's discard pile or hand. Its Module goes to
        Moloch's pile and every token is removed (p.15, p.25, p.37)."""
        side = self.data.by_id[cid].side
        city = self.city_of.pop(cid)
        self.table[city][SI[side]].remove(cid)
        m = self.attached.pop(cid, None)
        if m is not None:
            del self.host_of[m]
            self.tokens.pop(m, None)
            self.discard[0].append(m)
            self._log("module_off", m)
        self.tokens.pop(cid, None)
        self.arrival.pop(cid, None)
        self.shield_at.pop(cid, None)
        if cid in self.netted:
            self.netted = self.netted - {cid}
        if to == "hand":
            self._to_hand(cid)
            self._log("to_hand", cid)
        else:
            self.discard[SI[side]].append(cid)

    def _kill(self, cid: str, why: str = "killed") -> None:
        """A unit or Building goes to the discard pile. For a Robot, a working Bloker in the same
        city goes instead, whatever the cause (p.36)."""
        cd = self.data.by_id[cid]
        if cd.type == "robot":
            city = self.city_of[cid]
            if cd.effect != "intercept_removal":
                for r in self.table[city][0]:
                    if r != cid and self.data.by_id[r].effect == "intercept_removal" \
                            and self.ability_active(r):
                        self._log("bloker", cid)
                        cid = r
                        break
        self._log(why, cid)
        self._leave_table(cid)

    def _put(self, cid: str, city: int, bonus: bool = True) -> None:
        """A card enters a city: the unguarded bonus, then its enters-city ability, then the station
        check (p.13-14, p.19-20; R: enter abilities on every entry into an undestroyed city)."""
        cd = self.data.by_id[cid]
        side = cd.side
        self.table[city][SI[side]].append(cid)
        self.city_of[cid] = city
        self.seq += 1
        self.arrival[cid] = self.seq
        if bonus and cd.is_unit and self.is_future(city) and not self.table[city][SI[other(side)]]:
            self.tokens[cid] = self.tokens.get(cid, ()) + ("+1",)
            self._log("bonus", cid)
        self._check(city)
        if cd.trigger == "enters_city" and not self.city_destroyed[city]:
            self.stack.append(("enter", cid, city, cid))

    def _move(self, cid: str, dest: int, bonus: bool = True) -> None:
        """Move a unit on the table to ``dest``. With no free station there it is discarded (p.15,
        p.22, p.37)."""
        side = self.data.by_id[cid].side
        src = self.city_of[cid]
        self.table[src][SI[side]].remove(cid)
        del self.city_of[cid]
        self._check(src)
        if not self.has_room(dest, side, cid):
            self.table[src][SI[side]].append(cid)   # back in place for a clean removal
            self.city_of[cid] = src
            self._log("no_room", cid, dest)
            self._leave_table(cid)
            return
        self._log("move", cid, dest)
        self._put(cid, dest, bonus)

    def _check(self, city: int) -> None:
        """Queue the station check of both sides in ``city`` (it resolves after pending effects)."""
        top = self.stack[-2:] if len(self.stack) >= 2 else self.stack
        if ("overflow", MOLOCH, city) not in top:
            self.stack.append(("overflow", MOLOCH, city))
        if ("overflow", OUTPOST, city) not in top:
            self.stack.append(("overflow", OUTPOST, city))

    def _robot_can_move(self, robot: str, by: str = MOLOCH) -> bool:
        """Juggernaut never moves while its ability works; a working Pole Elektromagnetyczne keeps
        Robots in its city unless they are immune to Buildings (p.35-36; R: only Moloch's moves)."""
        cd = self.data.by_id[robot]
        if cd.effect == "immobile" and self.ability_active(robot):
            return False
        if by == MOLOCH:
            city = self.city_of[robot]
            if not self.city_destroyed[city] and not self.is_immune(robot):
                for b in self.table[city][1]:
                    if self.data.by_id[b].effect == "block_robot_moves":
                        return False
        return True

    def _pole_blocks(self, robot: str) -> bool:
        city = self.city_of[robot]
        if self.city_destroyed[city] or self.is_immune(robot):
            return False
        return any(self.data.by_id[b].effect == "block_robot_moves" for b in self.table[city][1])

    def _discard_top_moloch(self) -> str | None:
        deck = self.deck[0]
        if not deck:
            return None
        c = deck.pop()
        kt = self.known_top[0]
        if kt:
            self.known_top[0] = kt[:-1]
        self.discard[0].append(c)
        self._log("discard_top", c)
        return c

    # ------------------------------------------------------------------ the loop
    def _run(self) -> None:
        """Run automatic frames until a decision with a real choice is on top, or the game ends."""
        stack = self.stack
        while stack and self.winner is None:
            frame = stack[-1]
            kind = frame[0]
            if kind in DECISIONS:
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
            _AUTO[kind](self, frame)
        self._legal = []
        self._owner = None

    def apply(self, action: Action) -> None:
        """Carry out one legal action (the only way to change the game)."""
        if self.winner is not None:
            raise IllegalAction("The game is over; no action is possible.")
        if not isinstance(action, Action):
            if isinstance(action, (tuple, list)) and action and isinstance(action[0], str):
                action = Action(*action)
            else:
                raise IllegalAction(f"{action!r} is not an Action.")
        if action not in self._legal and self._normalize(action) not in self._legal:
            raise IllegalAction(self._why_illegal(action))
        # an identical copy named by the player is the one that moves (R2)
        self._choose(self.stack[-1], action, self._owner)
        self._run()
        if self.record is not None:
            self.record = self.record.add(action)

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

    # ------------------------------------------------------------------ options of decisions
    def _options(self, frame: tuple) -> tuple[str | None, list[Action]]:
        kind = frame[0]
        if kind == "attack":
            side = frame[1]
            return side, (self._moloch_attack_options() if side == MOLOCH
                          else self._outpost_attack_options())
        if kind == "pick":
            return frame[2], self._pick_options(frame)
        if kind == "overflow":
            return self._overflow_options(frame)
        if kind == "pay":
            side = frame[1]
            return side, [Action("discard", card=c) for c in self._hand_reps(side)]
        if kind == "mulligan":
            return frame[1], [Action("keep"), Action("mulligan")]
        if kind == "target":
            act = self.active_city
            return MOLOCH, [Action("target", city=act, index=i)
                            for i, d in enumerate(self.down[act]) if not d]
        if kind == "modules":
            return MOLOCH, self._module_options()
        if kind == "outpost_modules":
            return OUTPOST, self._outpost_module_options()
        if kind == "may_draw":
            side = frame[1]
            return side, ([Action("draw"), Action("decline")] if self.deck[SI[side]] else [])
        raise StateError(f"unknown decision frame {frame!r}")

    def _hand_reps(self, side: str) -> list[str]:
        best = {}
        by_id = self.data.by_id
        for c in self.hand[SI[side]]:
            k = by_id[c].key
            if k not in best or c < best[k]:
                best[k] = c
        return sorted(best.values())

    def _all_on_table(self, side: str, ctype: str | None = None) -> list[str]:
        by_id = self.data.by_id
        out = []
        for city in range(5):
            for c in self.table[city][SI[side]]:
                if ctype is None or by_id[c].type == ctype:
                    out.append(c)
        return out

    def _soldiers_in(self, city: int) -> list[str]:
        by_id = self.data.by_id
        return [c for c in self.table[city][1] if by_id[c].type == "soldier"]

    def _moloch_attack_options(self) -> list[Action]:
        """Phase III (p.12-17): Robots to the active or a future city, Instants, Robot abilities."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        hand_n = len(self.hand[0])
        for c in self._hand_reps(MOLOCH):
            cd = by_id[c]
            if cd.type == "robot":
                for city in range(act, 5):
                    if self.has_room(city, MOLOCH, c):
                        opts.append(Action("play", c, city=city))
            elif cd.type == "instant":
                opts.extend(self._instant_options(c, cd.effect, MOLOCH))
        for city in range(act, 5):
            for r in self.table[city][0]:
                cd = by_id[r]
                if cd.trigger not in ("once_per_battle", "discard_card") or not self.ability_active(r):
                    continue
                if cd.effect == "move_self":
                    if r not in self.once_used and self._robot_can_move(r):
                        opts.extend(Action("ability", r, city=d) for d in self._adjacent(city))
                elif hand_n and cd.effect == "kill_own_robot_and_two_soldiers":
                    opts.extend(Action("ability", r, target=x) for x in self.table[city][0])
                elif hand_n and cd.effect == "return_robot_to_hand":
                    opts.extend(Action("ability", r, target=x) for x in self.table[city][0])
                elif hand_n and cd.effect == "kill_enemy_unit":
                    opts.extend(Action("ability", r, target=s) for s in self._soldiers_in(city))
        opts.append(Action("pass"))
        return opts

    def _instant_options(self, c: str, effect: str, side: str) -> list[Action]:
        """Instants act on any card anywhere unless the card says otherwise (p.17)."""
        if effect in ("draw_three", "block_instants", "end_battle_now", "draw_three_keep_two",
                      "see_enemy_hand"):
            return [Action("instant", c)]
        if effect == "skip_module_phase":
            return [] if "sudden_attack" in self.flags else [Action("instant", c)]
        if effect == "move_enemy_soldier" or (effect == "move_own_unit" and side == OUTPOST):
            return [Action("instant", c, target=s, city=d)
                    for s in self._all_on_table(OUTPOST, "soldier")
                    for d in self._adjacent(self.city_of[s])]
        if effect == "move_own_unit":
            return [Action("instant", c, target=r, city=d)
                    for r in self._all_on_table(MOLOCH) if self._robot_can_move(r)
                    for d in self._adjacent(self.city_of[r])]
        if effect == "module_to_hand":
            return [Action("instant", c, target=m) for m in sorted(self.host_of)]
        if effect in ("robot_to_hand", "kill_any_robot"):
            return [Action("instant", c, target=r) for r in self._all_on_table(MOLOCH)]
        if effect == "rescue_soldier":
            return [Action("instant", c, target=s) for city in range(5) if self.city_destroyed[city]
                    for s in self._soldiers_in(city)]
        if effect in ("two_moves", "two_plus_one_tokens"):
            return [Action("instant", c)] if self._all_on_table(OUTPOST, "soldier") else []
        raise StateError(f"no options for instant effect {effect}")

    def feature_cost(self, city: int) -> int:
        """The discard cost of a city feature, one less with a working Patriota there (p.33)."""
        cost = self.data.cities[city].feature_cost
        if self._active_effect_in(city, OUTPOST, "feature_discount"):
            cost -= 1
        return max(0, cost)

    def _outpost_attack_options(self) -> list[Action]:
        """Phase IV (p.19-23): Soldiers and Buildings, Instants, abilities, the city feature."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        hand_n = len(self.hand[1])
        no_instants = "no_instants" in self.flags
        for c in self._hand_reps(OUTPOST):
            cd = by_id[c]
            if cd.type in ("soldier", "building"):
                for city in range(act, 5):
                    if self.has_room(city, OUTPOST, c):
                        opts.append(Action("play", c, city=city))
            elif not no_instants:
                opts.extend(self._instant_options(c, cd.effect, OUTPOST))
        for city in range(act, 5):
            for s in self.table[city][1]:
                cd = by_id[s]
                if cd.trigger not in ("once_per_battle", "discard_card") or not self.ability_active(s):
                    continue
                if cd.effect == "move_self" and s not in self.once_used:
                    opts.extend(Action("ability", s, city=d) for d in self._adjacent(city))
                elif cd.effect == "capture_module" and hand_n:
                    free = [x for x in self._soldiers_in(city) if x not in self.attached]
                    for r in self.table[city][0]:
                        m = self.attached.get(r)
                        if m and not self.is_immune(r):
                            opts.extend(Action("ability", s, target=m, extra=x) for x in free)
        city = self.data.cities[act]
        if city.feature and not self.feature_used[act] and hand_n >= self.feature_cost(act):
            f = city.feature
            if f == "destroy_robot":
                opts.extend(Action("feature", target=r, city=act) for r in self.table[act][0])
            elif f in ("extra_station", "extra_district"):
                opts.append(Action("feature", city=act))
            elif f == "move_soldier_jersey_new_york" and act == NEW_YORK:
                opts.extend(Action("feature", target=s, city=NEW_YORK) for s in self._soldiers_in(JERSEY))
                opts.extend(Action("feature", target=s, city=JERSEY) for s in self._soldiers_in(NEW_YORK))
        opts.append(Action("pass"))
        return opts

    def _module_options(self) -> list[Action]:
        """Phase V (p.25): Modules onto Robots in the active city; Kasparov and Sieci there, paid
        with a discard."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        robots = self.table[act][0]
        free = [r for r in robots if r not in self.attached]
        for c in self._hand_reps(MOLOCH):
            if by_id[c].type == "module":
                opts.extend(Action("play", c, target=r) for r in free)
        if self.hand[0]:
            soldiers = self._soldiers_in(act)
            for r in robots:
                m = self.attached.get(r)
                if not m or not self.ability_active(m):
                    continue
                eff = by_id[m].effect
                if eff == "push_enemy_unit":
                    opts.extend(Action("ability", m, target=s, city=d)
                                for s in soldiers for d in self._adjacent(act))
                elif eff == "net_enemy_unit":
                    opts.extend(Action("ability", m, target=s) for s in soldiers if s not in self.netted)
        opts.append(Action("pass"))
        return opts

    def _outpost_module_options(self) -> list[Action]:
        """Phase V(a) (p.26): captured Kasparov / Sieci, paid with a discard; immune Robots and a
        working Juggernaut cannot be pushed (p.36)."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        if not self.hand[1]:
            return [Action("pass")]
        robots = [r for r in self.table[act][0] if not self.is_immune(r)]
        for s in self.table[act][1]:
            m = self.attached.get(s)
            if not m or not self.ability_active(m):
                continue
            eff = by_id[m].effect
            if eff == "push_enemy_unit":
                opts.extend(Action("ability", m, target=r, city=d) for r in robots
                            if self._robot_can_move(r, by=OUTPOST) for d in self._adjacent(act))
            elif eff == "net_enemy_unit":
                opts.extend(Action("ability", m, target=r) for r in robots if r not in self.netted)
        opts.append(Action("pass"))
        return opts

    def _overflow_options(self, frame: tuple):
        """More cards than stations (Anihilator, Moduł Skażenia, Pająki switched off, a lost feature
        station): cards go until the side fits (p.13, p.19, p.37-38; R: who chooses)."""
        _, side, city = frame
        i = SI[side]
        cards = self.table[city][i]
        used = [c for c in cards if self._takes_station(c)]
        if len(used) <= self.station_limit(city, side):
            return None, []
        by_id = self.data.by_id
        if side == OUTPOST:
            reducers = any(self.ability_active(r) and by_id[r].effect == "reduce_enemy_stations"
                           for r in self.table[city][0]) or any(
                self.attached.get(r) and by_id[self.attached[r]].effect == "reduce_enemy_stations"
                and self.ability_active(self.attached[r]) for r in self.table[city][0])
            chooser = MOLOCH if reducers else OUTPOST
            cands = list(cards)
        else:
            spiders = [c for c in cards if by_id[c].effect == "no_station" and c in used]
            if spiders:
                chooser, cands = MOLOCH, spiders
            else:
                captured = any(self.attached.get(s) and by_id[self.attached[s]].effect ==
                               "reduce_enemy_stations" and self.ability_active(self.attached[s])
                               for s in self.table[city][1])
                # only a Robot that takes a station frees one (working Pająki take none, p.37)
                cands = [r for r in used if not self.is_immune(r)] if captured else []
                chooser = OUTPOST if cands else MOLOCH
                cands = cands or list(used)
        return chooser, [Action("choose", card=c) for c in cands]

    # ------------------------------------------------------------------ picks (choices effects ask for)
    def _pick_options(self, frame: tuple) -> list[Action]:
        _, purpose, chooser, city, source, extra = frame
        by_id = self.data.by_id
        opts: list[Action]
        optional = purpose in OPTIONAL_PICKS
        if purpose == "kill_soldier" or purpose == "klaun_soldiers":
            opts = [Action("choose", card=s) for s in self._soldiers_in(city)]
        elif purpose in ("kill_robot", "sub_robot"):
            opts = [Action("choose", card=r) for r in self.table[city][0]
                    if not (extra and self.is_immune(r))]
        elif purpose == "remove_outpost_card":
            opts = [Action("choose", card=c) for c in self.table[city][1]]
        elif purpose == "token":
            opts = [Action("choose", card=c) for c in self._token_targets(city, source, extra)]
        elif purpose == "return_robot":
            opts = [Action("choose", card=r) for r in self.table[city][0] if not self.is_immune(r)]
        elif purpose == "take_soldier":
            opts = [Action("choose", card=s) for s in self._soldiers_in(city) if s != source]
        elif purpose == "scout_move":
            opts = [Action("choose", card=s, city=d) for s in self._soldiers_in(city) if s != source
                    for d in self._adjacent(city)]
        elif purpose == "mlody":
            opts = [Action("choose", card=s) for s in self._soldiers_in(city)
                    if s != source and by_id[s].trigger == "enters_city"]
        elif purpose == "narada":
            hand = self.hand[1]
            opts = [Action("choose", card=c) for c in extra if c in hand]
        elif purpose == "iron_gate":
            opts = [Action("choose", card=c) for c in self.limbo]
        elif purpose == "destroy_district":
            opts = [Action("choose", city=city, index=i) for i, d in enumerate(self.down[city])
                    if not d and i != self.target]
            if not opts and city + 1 <= 4:
                opts = [Action("choose", city=city + 1, index=i)
                        for i, d in enumerate(self.down[city + 1]) if not d]
        elif purpose == "move_ny":
            if city == NEW_YORK:
                return []
            side = chooser
            opts = []
            for c in self.table[city][SI[side]]:
                cd = by_id[c]
                if not cd.is_unit or (cd.type == "robot" and self._pole_blocks(c)):
                    continue
                if self.has_room(NEW_YORK, side, c):
                    opts.append(Action("choose", card=c, city=NEW_YORK))
        elif purpose == "convoy":
            opts = [Action("choose", card=r, city=city + 1) for r in self.table[city][0]
                    if self._robot_can_move(r)] if city < NEW_YORK else []
        elif purpose == "odwrot":
            opts = [Action("choose", card=s, city=d) for s in self._all_on_table(OUTPOST, "soldier")
                    for d in self._adjacent(self.city_of[s])]
        elif purpose == "rozpoznanie":
            done = extra[1:]
            opts = [Action("choose", card=s) for s in self._all_on_table(OUTPOST, "soldier")
                    if s not in done]
        else:
            raise StateError(f"unknown pick {purpose}")
        if optional and opts:
            opts.append(Action("decline"))
        return opts

    def _token_targets(self, city: int, source: str, token: str) -> list[str]:
        by_id = self.data.by_id
        on = _aim(by_id[source], "robot")
        robots = self.table[city][0]
        if on == "robot":
            return list(robots)
        if on == "soldier":
            return self._soldiers_in(city)
        out = [r for r in robots if not self.is_immune(r)
               and not (on == "enemy_robot_or_module" and "deactivated" in self.tokens.get(r, ()))]
        if on == "enemy_robot_or_module":
            for r in robots:
                m = self.attached.get(r)
                if m and by_id[m].key in SPECIAL_MODULES and not self.is_immune(r) \
                        and "deactivated" not in self.tokens.get(m, ()):
                    out.append(m)
        return out

    # ------------------------------------------------------------------ carrying out a choice
    def _choose(self, frame: tuple, a: Action, owner: str | None) -> None:
        kind = frame[0]
        stack = self.stack
        if kind == "attack":
            self._attack_action(frame[1], a)
        elif kind == "pick":
            stack.pop()
            if a.kind != "decline":
                _PICKS[frame[1]](self, frame, a)
        elif kind == "overflow":
            self._kill(a.card, why="removed")
        elif kind == "pay":
            side, n = frame[1], frame[2]
            stack.pop()
            if n > 1:
                stack.append(("pay", side, n - 1))
            self._from_hand(a.card)
            self.discard[SI[side]].append(a.card)
            self._log("pay", side, a.card)
        elif kind == "mulligan":
            stack.pop()
            side = frame[1]
            i = SI[side]
            if a.kind == "mulligan":
                self.deck[i].extend(self.hand[i])
                self.hand[i].clear()
                self._shuffle(self.deck[i])
                self._draw(side, 4)
            self._log(a.kind, side)
        elif kind == "target":
            stack.pop()
            self.target = a.index
            self._log("target", a.city, a.index, self.districts[a.city][a.index])
            stack.append(("phase", "moloch_attack"))
        elif kind == "modules":
            if a.kind == "pass":
                stack.pop()
                self._log("pass", MOLOCH)
                stack.append(("phase", "outpost_modules"))
            elif a.kind == "play":
                self._from_hand(a.card)
                self.attached[a.target] = a.card
                self.host_of[a.card] = a.target
                self._log("play_module", a.card, a.target)
                self._check(self.city_of[a.target])
            else:
                self._start_paid_effect(MOLOCH, a, 1)
        elif kind == "outpost_modules":
            if a.kind == "pass":
                stack.pop()
                self._log("pass", OUTPOST)
                stack.append(("phase", "resolution"))
            else:
                self._start_paid_effect(OUTPOST, a, 1)
        elif kind == "may_draw":
            stack.pop()
            if a.kind == "draw":
                self._draw(frame[1], 1)
        else:
            raise StateError(f"unknown decision {frame!r}")

    def _start_paid_effect(self, side: str, a: Action, cost: int) -> None:
        """Abilities with a discard cost: the effect waits under the payment (p.9)."""
        self._log("ability", side, a.card)
        self.stack.append(("effect", a.kind, a.card, a.target, a.city, a.extra))
        if cost:
            self.stack.append(("pay", side, cost))

    def _attack_action(self, side: str, a: Action) -> None:
        stack = self.stack
        k = a.kind
        if k == "pass":
            stack.pop()
            self._log("pass", side)
            if side == MOLOCH:
                stack.append(("phase", "outpost_attack"))
            else:
                self.flags = self.flags - {"no_instants"}
                stack.append(("phase", "resolution" if "sudden_attack" in self.flags
                              else "moloch_modules"))
        elif k == "play":
            self._from_hand(a.card)
            self._log("play", side, a.card, a.city)
            self._put(a.card, a.city)
        elif k == "instant":
            self._from_hand(a.card)
            self.discard[SI[side]].append(a.card)
            self._log("instant", side, a.card)
            stack.append(("effect", "instant", a.card, a.target, a.city, a.extra))
        elif k == "ability":
            cd = self.data.by_id[a.card]
            if cd.trigger == "once_per_battle":
                self.once_used = self.once_used | {a.card}
                self._log("ability", side, a.card)
                stack.append(("effect", "ability", a.card, a.target, a.city, a.extra))
            else:
                self._start_paid_effect(side, a, 1)
        elif k == "feature":
            act = self.active_city
            self.feature_used[act] = True
            self._log("feature", act)
            stack.append(("effect", "feature", None, a.target, a.city, self.data.cities[act].feature))
            cost = self.feature_cost(act)
            if cost:
                stack.append(("pay", OUTPOST, cost))
        else:
            raise StateError(f"unknown attack action {a}")

    # ------------------------------------------------------------------ observation and hidden cards
    def observation(self, side: str) -> dict:
        """Everything ``side`` may see, as plain data: the table, both piles, its own hand, the
        sizes of hidden zones, the cards of the other hand it knows (Wywiad, cards taken back in
        plain sight), and the log events visible to it."""
        i, o = SI[side], 1 - SI[side]
        frame = self.decision_frame
        mine = self._owner == side
        return {
            "side": side, "ruleset": self.ruleset, "battle": self.battle, "phase": self.phase,
            "current_player": self.current_player, "winner": self.winner,
            "end_reason": self.end_reason,
            "decision": list(frame[:2]) if frame else [],
            "decision_frame": _plain(frame) if (frame and (mine or frame[0] != "pick" or frame[1] != "narada")) else [],
            "legal_actions": [list(a) for a in self._legal] if mine else [],
            "hand": sorted(self.hand[i]),
            "opponent_hand_size": len(self.hand[o]),
            "opponent_known_hand": sorted(set(self.hand[o]) & self.known_in_hand[o]),
            "deck_sizes": {s: len(self.deck[SI[s]]) for s in SIDES},
            "known_top": {s: list(self.known_top[SI[s]]) for s in SIDES},
            "discard": {s: list(self.discard[SI[s]]) for s in SIDES},
            "limbo": list(self.limbo),
            "table": [{s: [self._card_view(c) for c in self.table[city][SI[s]]] for s in SIDES}
                      for city in range(5)],
            "districts": [list(d) for d in self.districts],
            "down": [list(d) for d in self.down],
            "city_destroyed": list(self.city_destroyed),
            "feature_used": list(self.feature_used),
            "extra_station": list(self.extra_station),
            "target": self.target,
            "netted": sorted(self.netted), "once_used": sorted(self.once_used),
            "flags": sorted(self.flags),
            "log": [[e.visible_to, e.key, _plain(e.args)] for e in self.log if e.visible(side)],
        }

    def _card_view(self, c: str) -> dict:
        m = self.attached.get(c)
        return {"id": c, "tokens": list(self.tokens.get(c, ())), "arrival": self.arrival[c],
                "shield_at": self.shield_at.get(c),
                "module": m, "module_tokens": list(self.tokens.get(m, ())) if m else []}

    def determinize(self, side: str, rng) -> "GameState":
        """A copy in which everything hidden from ``side`` is dealt anew at random: the other hand
        (but the cards ``side`` knows are there) and the order of both decks (but publicly known top
        cards). It depends only on ``observation(side)`` and ``rng`` (a ``random.Random``)."""
        n = self.clone()
        i, o = SI[side], 1 - SI[side]
        mapping = {}
        # the other side's unknown hand cards and deck form one pool, dealt anew
        known = [c for c in self.hand[o] if c in self.known_in_hand[o]]
        unknown_hand = [c for c in self.hand[o] if c not in self.known_in_hand[o]]
        kt_o = list(self.known_top[o])
        deck_o = list(self.deck[o])
        hidden_deck_o = deck_o[:len(deck_o) - len(kt_o)] if kt_o else deck_o
        pool = sorted(unknown_hand + hidden_deck_o)
        old_order = unknown_hand + hidden_deck_o
        rng.shuffle(pool)
        new_hand = sorted(pool[:len(unknown_hand)])
        new_deck = pool[len(unknown_hand):]
        n.hand[o] = sorted(known) + new_hand
        n.deck[o] = new_deck + kt_o
        for a, b in zip(old_order, new_hand + new_deck):
            if a != b:
                mapping[a] = b
        # own deck: the order is hidden from its owner too
        kt_i = list(self.known_top[i])
        deck_i = list(self.deck[i])
        hidden_i = sorted(deck_i[:len(deck_i) - len(kt_i)] if kt_i else deck_i)
        rng.shuffle(hidden_i)
        n.deck[i] = hidden_i + kt_i
        n.hand[i] = sorted(self.hand[i])
        if mapping:
            n.stack = [_remap(f, mapping) for f in self.stack]
        n.rng = _seed_rng(rng.getrandbits(64))
        n.log = [e for e in self.log if e.visible(side)]
        n.record = None               # an imagined world has no history to replay
        n._run_options()
        return n

    def _run_options(self) -> None:
        """Recompute the cached legal actions of the decision on top."""
        if self.winner is None and self.stack and self.stack[-1][0] in DECISIONS:
            self._owner, self._legal = self._options(self.stack[-1])

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        """The whole state as plain data (str, int, bool, None, list, dict)."""
        return {
            "format": 1, "ruleset": self.ruleset, "seed": self.seed, "rng": self.rng,
            "deck": {s: list(self.deck[SI[s]]) for s in SIDES},
            "hand": {s: list(self.hand[SI[s]]) for s in SIDES},
            "discard": {s: list(self.discard[SI[s]]) for s in SIDES},
            "limbo": list(self.limbo),
            "table": [{s: list(self.table[c][SI[s]]) for s in SIDES} for c in range(5)],
            "modules": {h: m for h, m in self.attached.items()},
            "tokens": {c: list(t) for c, t in self.tokens.items() if t},
            "arrival": dict(self.arrival), "shield_at": dict(self.shield_at), "seq": self.seq,
            "districts": [list(d) for d in self.districts], "down": [list(d) for d in self.down],
            "city_destroyed": list(self.city_destroyed), "feature_used": list(self.feature_used),
            "extra_station": list(self.extra_station), "target": self.target,
            "battle": self.battle, "phase": self.phase, "stack": [_plain(f) for f in self.stack],
            "netted": sorted(self.netted), "once_used": sorted(self.once_used),
            "flags": sorted(self.flags),
            "known_in_hand": {s: sorted(self.known_in_hand[SI[s]]) for s in SIDES},
            "known_top": {s: list(self.known_top[SI[s]]) for s in SIDES},
            "winner": self.winner, "end_reason": self.end_reason,
            "log": [[e.visible_to, e.key, _plain(e.args)] for e in self.log],
            **({"record": self.record.to_dict()} if self.record is not None else {}),
        }

    @classmethod
    def from_dict(cls, d: dict, data: CardData | None = None) -> "GameState":
        """Rebuild a state from ``to_dict()``; raises StateError naming what is wrong."""
        if not isinstance(d, dict):
            raise StateError("a game state must be a mapping")
        try:
            s = cls(data, d.get("ruleset", "1e"))
            s.seed = int(d["seed"])
            s.rng = int(d["rng"])
            for s_ in SIDES:
                s.deck[SI[s_]] = list(d["deck"][s_])
                s.hand[SI[s_]] = list(d["hand"][s_])
                s.discard[SI[s_]] = list(d["discard"][s_])
                s.known_in_hand[SI[s_]] = frozenset(d["known_in_hand"][s_])
                s.known_top[SI[s_]] = tuple(d["known_top"][s_])
            s.limbo = list(d["limbo"])
            s.table = [[list(d["table"][c][MOLOCH]), list(d["table"][c][OUTPOST])] for c in range(5)]
            s.city_of = {x: c for c in range(5) for sd in (0, 1) for x in s.table[c][sd]}
            s.attached = dict(d["modules"])
            s.host_of = {m: h for h, m in s.attached.items()}
            s.tokens = {c: tuple(t) for c, t in d["tokens"].items()}
            s.arrival = {c: int(v) for c, v in d["arrival"].items()}
            s.shield_at = {c: int(v) for c, v in d["shield_at"].items()}
            s.seq = int(d["seq"])
            s.districts = [tuple(x) for x in d["districts"]]
            s.down = [tuple(bool(v) for v in x) for x in d["down"]]
            s.city_destroyed = [bool(x) for x in d["city_destroyed"]]
            s.feature_used = [bool(x) for x in d["feature_used"]]
            s.extra_station = [bool(x) for x in d["extra_station"]]
            s.target = d["target"]
            s.battle = int(d["battle"])
            s.phase = d["phase"]
            s.stack = [_tuplify(f) for f in d["stack"]]
            s.netted = frozenset(d["netted"])
            s.once_used = frozenset(d["once_used"])
            s.flags = frozenset(d["flags"])
            s.winner = d["winner"]
            s.end_reason = d["end_reason"]
            s.log = [Event(v, k, _tuplify(a)) for v, k, a in d["log"]]
            s.record = GameRecord.from_dict(d["record"]) if d.get("record") is not None else None
        except (StateError, RecordError) as exc:
            if isinstance(exc, RecordError):
                raise StateError(str(exc)) from None
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise StateError(f"the state is incomplete or malformed ({type(exc).__name__}: {exc})") from None
        s.validate()
        if s.winner is None:
            if s.stack[-1][0] in DECISIONS:
                s._run_options()
            if s.stack[-1][0] not in DECISIONS or len(s._legal) < 2:
                s._run()
        return s

    def validate(self) -> None:
        """Check the invariants: every card in exactly one place, known ids only, tokens on cards
        in play, no side over its stations (Pająki aside), sane cities and frames."""
        ids = self.data.ids
        idset = set(ids)
        seen: dict[str, str] = {}

        def put(c, place):
            if not isinstance(c, str) or c not in idset:
                raise StateError(f"unknown card id {c!r} in {place}")
            if c in seen:
                raise StateError(f"card {c} is in two places: {seen[c]} and {place}")
            seen[c] = place
        for s_ in SIDES:
            i = SI[s_]
            for zone, lists in (("deck", self.deck), ("hand", self.hand), ("discard", self.discard)):
                for c in lists[i]:
                    put(c, f"{s_} {zone}")
                    if zone != "discard" and self.data.by_id[c].side != s_:
                        raise StateError(f"card {c} does not belong in the {s_} {zone}")
        for c in self.limbo:
            put(c, "limbo")
        for city in range(5):
            for s_ in SIDES:
                for c in self.table[city][SI[s_]]:
                    put(c, f"city {city} ({s_})")
                    cd = self.data.by_id[c]
                    if cd.side != s_ or cd.type not in ("robot", "soldier", "building"):
                        raise StateError(f"card {c} cannot stand on the {s_} side of a city")
                    if c not in self.arrival:
                        raise StateError(f"card {c} on the table has no arrival number")
        for h, m in self.attached.items():
            if h not in self.city_of:
                raise StateError(f"module {m} is attached to {h}, which is not on the table")
            if self.data.by_id.get(m) is None or self.data.by_id[m].type != "module":
                raise StateError(f"{m} attached to {h} is not a module")
            put(m, f"module on {h}")
        missing = idset - set(seen)
        if missing:
            raise StateError(f"cards missing from the state: {', '.join(sorted(missing)[:5])}")
        for c, toks in self.tokens.items():
            if c not in self.city_of and c not in self.host_of:
                raise StateError(f"tokens on {c}, which is not in play")
            for t in toks:
                if t not in ("+1", "+2", "-2", "shield", "deactivated", "net"):
                    raise StateError(f"unknown token {t!r} on {c}")
        if len(self.districts) != 5 or len(self.down) != 5:
            raise StateError("there must be 5 cities")
        for city in range(5):
            if len(self.districts[city]) != len(self.down[city]):
                raise StateError(f"city {city}: districts and destroyed marks differ in number")
            for s_ in SIDES:
                if self.winner is None and self.stations_used(city, s_) > self.station_limit(city, s_) and not any(
                        f[0] == "overflow" for f in self.stack):
                    raise StateError(f"city {city}: {s_} has more cards than battle stations")
        if self.winner not in (None, MOLOCH, OUTPOST):
            raise StateError(f"unknown winner {self.winner!r}")
        known_kinds = set(DECISIONS) | set(_AUTO)
        for f in self.stack:
            if not f or f[0] not in known_kinds:
                raise StateError(f"unknown frame {f!r}")
        if self.winner is None and not self.stack:
            raise StateError("the game is neither over nor waiting for anyone")

    def __eq__(self, other_state) -> bool:
        return isinstance(other_state, GameState) and self.to_dict() == other_state.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        return (f"<GameState battle={self.battle} phase={self.phase} city={self.active_city} "
                f"to_move={self.current_player} winner={self.winner}>")


def _plain(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return [_plain(v) for v in x]
    return x


def _tuplify(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuplify(v) for v in x)
    return x


def _remap(x: Any, mapping: dict) -> Any:
    if isinstance(x, tuple):
        return tuple(_remap(v, mapping) for v in x)
    if isinstance(x, str):
        return mapping.get(x, x)
    return x


# ====================================================================== automatic frames
def _phase(s: GameState, f: tuple) -> None:
    name = f[1]
    st = s.stack
    if name == "draw":
        _start_battle(s)
        return
    s.phase = name
    if name == "target":
        st.append(("target",))
    elif name == "moloch_attack":
        st.append(("attack", MOLOCH))
    elif name == "outpost_attack":
        st.append(("attack", OUTPOST))
    elif name == "moloch_modules":
        st.append(("modules",))
    elif name == "outpost_modules":
        st.append(("outpost_modules",))
    elif name == "resolution":
        st.append(("resolve",))
    else:
        raise StateError(f"unknown phase {name}")


def _start_battle(s: GameState) -> None:
    """Phase I (p.6): Outpost wins at once if Moloch has no deck, no hand and no Robot in an
    undestroyed city (p.32); otherwise both sides draw 2."""
    if not s.deck[0] and not s.hand[0] and not any(
            s.table[c][0] for c in range(5) if not s.city_destroyed[c]):
        _end_game(s, OUTPOST, "convoy_spent")
        return
    s.battle += 1
    s.phase = "draw"
    s.netted = frozenset()
    s.once_used = frozenset()
    s.flags = frozenset()
    s._log("battle", s.battle, s.active_city)
    s._draw(MOLOCH, 2)
    s._draw(OUTPOST, 2)
    s.stack.append(("phase", "target"))


def _end_game(s: GameState, winner: str, reason: str) -> None:
    s.winner = winner
    s.end_reason = reason
    s.phase = "game_over"
    s.stack.clear()
    s._log("game_over", winner, reason)


def _resolve(s: GameState, f: tuple) -> None:
    """Phase VI (p.26-30): compare strength; the winner's win-triggered abilities, then the city's
    victory effect, then the district's effect; Bomb resolves whatever the outcome; then the
    district is destroyed. A tie is Moloch's with a working Szturmowiec (p.27, p.37)."""
    c = s.active_city
    m, o = s.city_strength(c, MOLOCH), s.city_strength(c, OUTPOST)
    s._log("strength", m, o)
    if m > o:
        w = MOLOCH
    elif o > m:
        w = OUTPOST
    elif s._active_effect_in(c, MOLOCH, "win_ties"):
        w = MOLOCH
        s._log("tie_moloch")
    else:
        w = None
        s._log("tie")
    if w:
        s._log("winner", w)
    seq: list[tuple] = []
    if w:
        trig = f"on_{w}_win"
        seq += [("win_trigger", x, c) for x in s.table[c][SI[w]]
                if s.data.by_id[x].trigger == trig and s.ability_active(x)]
        seq.append(("city_victory", w, c))
    eff = s.districts[c][s.target]
    if eff == "bomb":
        seq.append(("bomb", c))
    elif w:
        seq.append(("district_effect", w, c, eff))
    seq.append(("district_down", c, s.target))
    seq.append(("end_battle",))
    s.stack.extend(reversed(seq))


def _win_trigger(s: GameState, f: tuple) -> None:
    _, card, city = f
    if s.city_of.get(card) != city or not s.ability_active(card):
        return
    cd = s.data.by_id[card]
    if cd.effect == "discard_moloch_top":          # Kpt. Johnson (p.33)
        s.stack.append(("discard_top", 1, city, True))
    elif cd.effect == "place_token":                # Operator CKM (p.33)
        s.stack.append(("pick", "token", OUTPOST, city, card, cd.params.get("token", "+2")))
    elif cd.effect == "recover_random_discard":     # Obrońca (p.37)
        pile = s.discard[0]
        if pile:
            x = pile.pop(s._rand_below(len(pile)))
            s.deck[0].append(x)
            s.known_top[0] = s.known_top[0] + (x,)
            s._log("recover")


def _city_victory(s: GameState, f: tuple) -> None:
    """City victory effects (p.28-29)."""
    _, w, c = f
    v = s.data.cities[c].victory[w]
    if w == MOLOCH:
        s.stack.append(("pick", "destroy_district", MOLOCH, c, None,
                        v == "destroy_district_with_effect"))
    elif v == "discard_top_1":
        s.stack.append(("discard_top", 1, c, False))
    elif v == "discard_top_2":
        s.stack.append(("discard_top", 2, c, False))
    else:
        s.stack.append(("iron_gate", c))


def _iron_gate(s: GameState, f: tuple) -> None:
    """Iron Gate, Outpost victory: reveal two, discard one, shuffle the other back (p.29)."""
    c = f[1]
    if len(s.deck[0]) < 2:
        s.stack.append(("discard_top", 1, c, False))
        return
    s.limbo = [s.deck[0].pop(), s.deck[0].pop()]
    s.known_top[0] = ()
    s._log("reveal", tuple(s.limbo))
    s.stack.append(("pick", "iron_gate", OUTPOST, c, None, None))


def _discard_top(s: GameState, f: tuple) -> None:
    """Discard the top card of Moloch's deck; from an empty deck a Robot of the Outpost's choice
    from that city instead, else a random card from Moloch's hand, else nothing (p.29, p.33)."""
    _, n, city, respect = f
    if n <= 0:
        return
    if n > 1:
        s.stack.append(("discard_top", n - 1, city, respect))
    if s._discard_top_moloch() is not None:
        return
    robots = [r for r in s.table[city][0] if not (respect and s.is_immune(r))]
    if robots:
        s.stack.append(("pick", "sub_robot", OUTPOST, city, None, respect))
    elif s.hand[0]:
        x = s.hand[0].pop(s._rand_below(len(s.hand[0])))
        s.known_in_hand[0] = s.known_in_hand[0] - {x}
        s.discard[0].append(x)
        s._log("discard_hand", x)
    else:
        s._log("nothing")


def _district_effect(s: GameState, f: tuple) -> None:
    """District effects for the winner (p.11-12)."""
    _, w, c, eff = f
    if eff == "draw":
        s._draw(w, 1)
    elif eff == "kill":
        if w == MOLOCH:
            s.stack.append(("pick", "kill_soldier", MOLOCH, c, None, None))
        else:
            s.stack.append(("pick", "kill_robot", OUTPOST, c, None, False))
    elif eff == "move_to_new_york":
        s.stack.append(("pick", "move_ny", w, c, None, None))
    elif eff == "bomb":
        s.stack.append(("bomb", c))


def _bomb(s: GameState, f: tuple) -> None:
    """Bomb (p.12): Moloch kills a Soldier first, then the Outpost a Robot, in that city."""
    c = f[1]
    s._log("bomb", c)
    s.stack.append(("pick", "kill_robot", OUTPOST, c, None, False))
    s.stack.append(("pick", "kill_soldier", MOLOCH, c, None, None))


def _district_down(s: GameState, f: tuple) -> None:
    _, c, i = f
    d = list(s.down[c])
    d[i] = True
    s.down[c] = tuple(d)
    s._log("district_down", c, i, s.districts[c][i])


def _end_battle(s: GameState, f: tuple) -> None:
    """After the battle: nets fall off; a city with every district down sees the convoy move and
    is destroyed (phase VI(a), p.31)."""
    s.netted = frozenset()
    s.flags = frozenset()
    s.target = None
    c = s.active_city
    s.stack.append(("phase", "draw"))
    if all(s.down[c]):
        s.stack.append(("destroy_city", c))
        s.stack.append(("convoy", c))


def _convoy(s: GameState, f: tuple) -> None:
    c = f[1]
    s.phase = "convoy"
    if c < NEW_YORK:
        s.stack.append(("pick", "convoy", MOLOCH, c, None, None))


def _destroy_city(s: GameState, f: tuple) -> None:
    """The city flips to its ruined side; abilities there go dark (p.31). After New York the game
    ends: Moloch wins with a card in his deck or a Robot in New York (p.31)."""
    c = f[1]
    s.city_destroyed[c] = True
    s._log("city_down", c)
    if c == NEW_YORK:
        if s.deck[0] or s.table[NEW_YORK][0]:
            _end_game(s, MOLOCH, "new_york_held")
        else:
            _end_game(s, OUTPOST, "new_york_cleared")
        return
    s._check(c)


def _enter(s: GameState, f: tuple) -> None:
    """Enters-city abilities (p.9), also one borrowed by Młody (p.33)."""
    _, card, city, effect_card = f
    if s.city_of.get(card) != city or not s.ability_active(card):
        return
    cd = s.data.by_id[effect_card]
    eff = cd.effect
    st = s.stack
    side = s.data.by_id[card].side
    if eff == "kill_enemy_unit":
        if cd.params.get("victim") == "soldier":
            st.append(("pick", "kill_soldier", MOLOCH, city, card, None))
        else:
            st.append(("pick", "kill_robot", OUTPOST, city, card, True))
    elif eff == "place_token":
        st.append(("pick", "token", side, city, effect_card, cd.params["token"]))
    elif eff == "draw_card":
        st.append(("may_draw", side))
    elif eff == "discard_moloch_top":
        st.append(("discard_top", 1, city, True))
    elif eff == "return_enemy_robot":
        st.append(("pick", "return_robot", OUTPOST, city, card, None))
    elif eff == "take_soldier_to_hand":
        st.append(("pick", "take_soldier", OUTPOST, city, card, None))
    elif eff == "move_other_soldier":
        st.append(("pick", "scout_move", OUTPOST, city, card, None))
    elif eff == "copy_enter_ability":
        if effect_card == card:
            st.append(("pick", "mlody", OUTPOST, city, card, None))
    else:
        raise StateError(f"no enter ability {eff}")


def _effect(s: GameState, f: tuple) -> None:
    """Instants, abilities and city features once chosen (and paid for)."""
    _, how, card, target, city, extra = f
    if how == "feature":
        _feature(s, target, city, extra)
        return
    by_id = s.data.by_id
    eff = by_id[card].effect
    st = s.stack
    if how == "ability" and by_id[card].type != "module" and (
            card not in s.city_of or not s.ability_active(card)):
        return  # the source left play while its cost was paid
    if eff == "draw_three":
        s._draw(MOLOCH, 3)
    elif eff in ("move_enemy_soldier", "move_own_unit", "move_self", "push_enemy_unit"):
        unit = card if eff == "move_self" else target
        if unit in s.city_of:
            s._move(unit, city)
    elif eff == "module_to_hand":
        host = s.host_of.pop(target)
        del s.attached[host]
        s.tokens.pop(target, None)
        s._to_hand(target)
        s._log("to_hand", target)
    elif eff in ("robot_to_hand", "return_robot_to_hand"):
        if target in s.city_of:
            s._leave_table(target, to="hand")
    elif eff == "block_instants":
        s.flags = s.flags | {"no_instants"}
        s._log("no_instants")
    elif eff == "end_battle_now":
        _emp_strike(s)
    elif eff == "rescue_soldier":
        s._leave_table(target, to="hand")
    elif eff == "skip_module_phase":
        s.flags = s.flags | {"sudden_attack"}
        s._log("sudden")
    elif eff in ("kill_any_robot",):
        s._kill(target)
    elif eff == "draw_three_keep_two":
        drawn = s._draw(OUTPOST, 3)
        if len(drawn) == 3:
            st.append(("pick", "narada", OUTPOST, None, card, tuple(drawn)))
    elif eff == "see_enemy_hand":
        s.known_in_hand[0] = frozenset(s.hand[0])
        s._log("spied")
        s._log("spy", tuple(sorted(s.hand[0])), to=OUTPOST)
    elif eff == "two_moves":
        st.append(("pick", "odwrot", OUTPOST, None, card, 2))
    elif eff == "two_plus_one_tokens":
        st.append(("pick", "rozpoznanie", OUTPOST, None, card, (2,)))
    elif eff == "kill_own_robot_and_two_soldiers":      # Klaun (p.37)
        c = s.city_of[card]
        if target in s.city_of:
            s._kill(target)
        st.append(("pick", "klaun_soldiers", MOLOCH, c, card, 2))
    elif eff == "kill_enemy_unit":                      # Rozpruwacz (p.37)
        if target in s.city_of:
            s._kill(target)
    elif eff == "capture_module":                       # Nestugov (p.33)
        host = s.host_of.get(target)
        if host is None or extra not in s.city_of or extra in s.attached:
            return
        del s.attached[host]
        s.attached[extra] = target
        s.host_of[target] = extra
        s._log("capture", target, extra)
        s._check(s.city_of[extra])
    elif eff == "net_enemy_unit":
        if target in s.city_of:
            s.netted = s.netted | {target}
            s._log("net", target)
            s._check(s.city_of[target])
    else:
        raise StateError(f"no effect {eff}")


def _emp_strike(s: GameState) -> None:
    """Atak EMP (p.35): the battle ends unresolved; the district falls; a Bomb still goes off."""
    st = s.stack
    while st and st[-1] != ("attack", OUTPOST):
        st.pop()
    if st:
        st.pop()
    c = s.active_city
    s._log("emp_attack")
    st.append(("end_battle",))
    st.append(("district_down", c, s.target))
    if s.districts[c][s.target] == "bomb":
        st.append(("bomb", c))


def _feature(s: GameState, target, city, feature) -> None:
    """City features (p.23)."""
    act = s.active_city
    if feature == "destroy_robot":
        if target in s.city_of:
            s._kill(target)
    elif feature == "extra_station":
        s.extra_station[act] = True
        s._log("extra_station", act)
    elif feature == "extra_district":
        s.districts[act] = s.districts[act] + (s.data.cities[act].extra_district,)
        s.down[act] = s.down[act] + (False,)
        s._log("extra_district", act)
    elif feature == "move_soldier_jersey_new_york":
        if target in s.city_of:
            s._move(target, city)


_AUTO = {
    "phase": _phase, "resolve": _resolve, "win_trigger": _win_trigger,
    "city_victory": _city_victory, "iron_gate": _iron_gate, "discard_top": _discard_top,
    "district_effect": _district_effect, "bomb": _bomb, "district_down": _district_down,
    "end_battle": _end_battle, "convoy": _convoy, "destroy_city": _destroy_city,
    "enter": _enter, "effect": _effect,
}


# ====================================================================== picks
OPTIONAL_PICKS = frozenset({"token", "return_robot", "take_soldier", "scout_move", "mlody",
                            "move_ny", "odwrot"})


def _p_kill(s: GameState, f: tuple, a: Action) -> None:
    s._kill(a.card)


def _p_klaun(s: GameState, f: tuple, a: Action) -> None:
    if f[5] > 1:
        s.stack.append(f[:5] + (f[5] - 1,))
    s._kill(a.card)


def _p_token(s: GameState, f: tuple, a: Action) -> None:
    token = f[5]
    c = a.card
    s.tokens[c] = s.tokens.get(c, ()) + (token,)
    s._log("token", c, token)
    if token == "shield":
        s.seq += 1
        s.shield_at[c] = s.seq
    holder = s.host_of.get(c, c)
    s._check(s.city_of[holder])


def _p_to_hand(s: GameState, f: tuple, a: Action) -> None:
    s._leave_table(a.card, to="hand")


def _p_move(s: GameState, f: tuple, a: Action) -> None:
    s._move(a.card, a.city)


def _p_mlody(s: GameState, f: tuple, a: Action) -> None:
    s.stack.append(("enter", f[4], f[3], a.card))


def _p_narada(s: GameState, f: tuple, a: Action) -> None:
    s._from_hand(a.card)
    s.discard[1].append(a.card)
    s._log("pay", OUTPOST, a.card)


def _p_iron_gate(s: GameState, f: tuple, a: Action) -> None:
    s.limbo.remove(a.card)
    s.discard[0].append(a.card)
    s._log("discard_top", a.card)
    s.deck[0].extend(s.limbo)
    s.limbo = []
    s._shuffle(s.deck[0])
    s._log("reshuffle")


def _p_destroy_district(s: GameState, f: tuple, a: Action) -> None:
    """Moloch's victory: another district falls; Cleveland Harbour also resolves its effect, and a
    Bomb always goes off (p.28)."""
    c, i = a.city, a.index
    _district_down(s, ("district_down", c, i))
    eff = s.districts[c][i]
    if eff == "bomb":
        s.stack.append(("bomb", c))
    elif f[5]:
        s.stack.append(("district_effect", MOLOCH, c, eff))


def _p_convoy(s: GameState, f: tuple, a: Action) -> None:
    s._log("convoy", a.card, a.city)
    s._move(a.card, a.city, bonus=False)


def _p_odwrot(s: GameState, f: tuple, a: Action) -> None:
    if f[5] > 1:
        s.stack.append(f[:5] + (f[5] - 1,))
    s._move(a.card, a.city)


def _p_rozpoznanie(s: GameState, f: tuple, a: Action) -> None:
    left, done = f[5][0], f[5][1:]
    if left > 1:
        s.stack.append(f[:5] + ((left - 1,) + done + (a.card,),))
    s.tokens[a.card] = s.tokens.get(a.card, ()) + ("+1",)
    s._log("token", a.card, "+1")


_PICKS = {
    "kill_soldier": _p_kill, "kill_robot": _p_kill, "sub_robot": _p_kill,
    "remove_outpost_card": _p_kill, "klaun_soldiers": _p_klaun, "token": _p_token,
    "return_robot": _p_to_hand, "take_soldier": _p_to_hand, "scout_move": _p_move,
    "move_ny": _p_move, "mlody": _p_mlody, "narada": _p_narada, "iron_gate": _p_iron_gate,
    "destroy_district": _p_destroy_district, "convoy": _p_convoy, "odwrot": _p_odwrot,
    "rozpoznanie": _p_rozpoznanie,
}


# ====================================================================== the public constructor
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
    s.record = GameRecord.fresh(s.seed, ruleset)
    s._run()
    return s


# ====================================================================== convenience for the UI and AI
def _hand_of(self: GameState, side: str) -> list[str]:
    """The cards in ``side``'s hand (hidden from the other side: use ``observation`` for that)."""
    return list(self.hand[SI[side]])


def _deck_size(self: GameState, side: str) -> int:
    return len(self.deck[SI[side]])


def _discard_of(self: GameState, side: str) -> list[str]:
    return list(self.discard[SI[side]])


GameState.hand_of = _hand_of
GameState.deck_size = _deck_size
GameState.discard_of = _discard_of
