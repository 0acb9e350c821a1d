"""The state as plain data: ``to_dict`` / ``from_dict`` and the invariants ``validate`` checks.
Mixed into :class:`GameState`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import DISTRICT_EFFECTS, DISTRICTS_2E, MOLOCH, OUTPOST, SIDES, CardData
from . import consistency
from .fields import StateFields
from .common import DECISIONS, SI, StateError, _plain, _tuplify
from .events import Event
from .frames import AUTO
from .record import GameRecord, RecordError

if TYPE_CHECKING:
    from .state import GameState


class SerializationMixin(StateFields):
    __slots__ = ()

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
    def from_dict(cls, d: dict, data: CardData | None = None) -> GameState:
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
        except StateError:
            raise
        except RecordError as exc:
            raise StateError(str(exc)) from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise StateError(f"the state is incomplete or malformed ({type(exc).__name__}: {exc})") from None
        s.validate()
        consistency.settle(s)          # automatic steps run; then a winner or a legal action
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
        known_kinds = set(DECISIONS) | set(AUTO)
        for f in self.stack:
            if not f or f[0] not in known_kinds:
                raise StateError(f"unknown frame {f!r}")
        self._validate_edition()
        if self.winner is None and not self.stack:
            raise StateError("the game is neither over nor waiting for anyone")
        consistency.check_state(self)  # the game can go on: phase, battle, stack, cities, rng

    def _validate_edition(self) -> None:
        """What only one edition has: districts of its own kinds, no target choice and no city
        feature in the 2nd edition."""
        rules = self.rules
        kinds = DISTRICT_EFFECTS if rules.district_effects else DISTRICTS_2E
        for city, ds in enumerate(self.districts):
            for d in ds:
                if d not in kinds:
                    raise StateError(f"city {city}: district {d!r} does not exist in the {rules.title}")
        if rules.target_choice == "marker":
            for f in self.stack:
                if f[0] == "target" or f == ("phase", "target") or (f[0] == "effect" and f[1] == "feature"):
                    raise StateError(f"frame {f!r} does not exist in the {rules.title}")
        if self.target is not None:
            act = self.active_city
            if act is None or not isinstance(self.target, int) or isinstance(self.target, bool) \
                    or not 0 <= self.target < len(self.down[act]):
                raise StateError(f"target {self.target!r} is not a district of the active city")
