"""The state as plain data: ``to_dict`` / ``from_dict``. Mixed into :class:`GameState`. What a
valid state is (``validate``, and the checks on plain data) is ``consistency``'s."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import MOLOCH, OUTPOST, SIDES, CardData, CardDataError
from . import consistency
from .fields import StateFields
from .common import SI, StateError, _plain, _tuplify
from .events import Event
from .record import GameRecord, RecordError, _copy
from .variants import data_for, is_legacy

if TYPE_CHECKING:
    from .state import GameState

STATE_FORMAT = 1          # the ``format`` that ``to_dict`` writes and a save's state must have


class SerializationMixin(StateFields):
    __slots__ = ()

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        """The whole state as plain data (str, int, bool, None, list, dict)."""
        return {
            "format": STATE_FORMAT, "ruleset": self.ruleset, **_values(self.data),
            "seed": self.seed, "rng": self.rng,
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
        """Rebuild a state from ``to_dict()``; raises StateError naming what is wrong. The card
        data is the one of the state's own ``values`` (``data_of``) unless ``data`` is given."""
        s = cls._read(d, data)
        s.validate()
        consistency.settle(s)          # automatic steps run; then a winner or a legal action
        return s

    @classmethod
    def _read(cls, d: dict, data: CardData | None = None) -> GameState:
        """The state ``to_dict()`` gave, as it stands: not yet validated nor settled."""
        if not isinstance(d, dict):
            raise StateError("a game state must be a mapping")
        try:
            s = cls(data or data_of(d), d.get("ruleset", "1e"))
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
        return s

    def validate(self) -> None:
        """Check the invariants and that the game can go on: ``consistency.validate``."""
        consistency.validate(self)


def data_of(d: dict) -> CardData:
    """The card data the game of the plain state ``d`` is played with: its ``values``, or for a
    state saved before states carried them, the values of that time (``variants.data_for``)."""
    try:
        return data_for(d.get("values"))
    except CardDataError as exc:
        raise StateError(f"the card values are invalid: {exc}") from None


def _values(data: CardData) -> dict:
    """``{"values": a copy of data.values}`` (plain data a caller may change); nothing for a game
    played with the values of the time before states carried them (``legacy_data``), which is
    what a state without values is read as: such a state writes what it always wrote."""
    return {} if is_legacy(data) else {"values": _copy(data.values)}
