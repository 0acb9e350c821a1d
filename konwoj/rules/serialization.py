"""The state as plain data: ``to_dict`` / ``read`` (the body of ``GameState.to_dict`` /
``from_dict``), driven by the declaration of the fields (``fields.FIELDS``: each written field
names its ``plain`` kind, which :data:`PLAIN` turns into plain data and back). What a valid state is
(``validate``, and the checks on plain data) is ``consistency``'s.

Frames are written as lists and read back as the tuples the engine keeps (``frames.frame_of``:
each kind's named tuple where it has one): the format of a save does not change.
"""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST, CardData, CardDataError
from .common import StateError, _plain, _tuplify
from .events import Event
from .fields import FIELDS, WRITTEN
from .framekinds import frame_of
from .record import GameRecord, RecordError, _copy
from .variants import data_for, is_legacy

STATE_FORMAT = 1          # the ``format`` that ``to_dict`` writes and a save's state must have


def _values(data: CardData) -> dict:
    """``{"values": a copy of data.values}`` (plain data a caller may change); nothing for a game
    played with the values of the time before states carried them (``legacy_data``), which is
    what a state without values is read as: such a state writes what it always wrote."""
    return {} if is_legacy(data) else {"values": _copy(data.values)}


def _per_side(v):
    return {MOLOCH: list(v[0]), OUTPOST: list(v[1])}


# plain kind -> (the value as plain data, the value read back from plain data)
PLAIN = {
    "word": (None, None),            # ruleset, values: the state is made with them (read)
    "values": (None, None),
    "int": (int, int),
    "name": (None, None),            # as it is, both ways: a text
    "maybe_name": (None, None),      # a text or None
    "maybe_int": (None, None),       # a whole number or None
    "per_side": (_per_side, lambda d: [list(d[MOLOCH]), list(d[OUTPOST])]),
    "per_side_set": (lambda v: {MOLOCH: sorted(v[0]), OUTPOST: sorted(v[1])},
                     lambda d: [frozenset(d[MOLOCH]), frozenset(d[OUTPOST])]),
    "per_side_tuple": (_per_side, lambda d: [tuple(d[MOLOCH]), tuple(d[OUTPOST])]),
    "ids": (list, list),
    "per_city_sides": (lambda v: [{MOLOCH: list(c[0]), OUTPOST: list(c[1])} for c in v],
              lambda d: [[list(d[c][MOLOCH]), list(d[c][OUTPOST])] for c in range(5)]),
    "names": (dict, dict),
    "token_lists": (lambda v: {c: list(t) for c, t in v.items() if t},
               lambda d: {c: tuple(t) for c, t in d.items()}),
    "numbers": (dict, lambda d: {c: int(v) for c, v in d.items()}),
    "per_city_words": (lambda v: [list(x) for x in v], lambda d: [tuple(x) for x in d]),
    "per_city_bools": (lambda v: [list(x) for x in v],
                       lambda d: [tuple(bool(b) for b in x) for x in d]),
    "bools": (list, lambda d: [bool(x) for x in d]),
    "frames": (lambda v: [_plain(f) for f in v], lambda d: [frame_of(_tuplify(f)) for f in d]),
    "id_set": (sorted, frozenset),   # card ids; their order means nothing
    "word_set": (sorted, frozenset),
    "events": (lambda v: [[e.visible_to, e.key, _plain(e.args)] for e in v],
               lambda d: [Event(v, k, _tuplify(a)) for v, k, a in d]),
    "record": (lambda v: v.to_dict(), lambda d: GameRecord.from_dict(d) if d is not None else None),
}
# the fields not written, rebuilt from the written ones
DERIVED = {
    "city_of": lambda s: {x: c for c in range(5) for sd in (0, 1) for x in s.table[c][sd]},
    "host_of": lambda s: {m: h for h, m in s.attached.items()},
}
_OUT = tuple((f.name, f.key, PLAIN[f.plain][0]) for f in WRITTEN if f.plain not in ("word", "values"))
_IN = tuple((f.name, f.key, PLAIN[f.plain][1]) for f in WRITTEN if f.plain not in ("word", "values"))


def to_dict(s) -> dict:
    """The whole state as plain data (str, int, bool, None, list, dict), in the order of FIELDS."""
    out = {"format": STATE_FORMAT, "ruleset": s.ruleset, **_values(s.data)}
    for name, key, plain in _OUT:
        v = getattr(s, name)
        if name == "record":
            if v is not None:
                out[key] = plain(v)
        else:
            out[key] = v if plain is None else plain(v)
    return out


def read(cls, d: dict, data: CardData | None = None):
    """The state ``to_dict()`` gave, as it stands: not yet validated nor settled (StateError
    naming what is wrong)."""
    if not isinstance(d, dict):
        raise StateError("a game state must be a mapping")
    try:
        s = cls(data or data_of(d), d.get("ruleset", "1e"))
        for name, key, plain in _IN:
            if name == "record":
                v = d.get(key)
            else:
                v = d[key]
            setattr(s, name, v if plain is None else plain(v))
        for name, derive in DERIVED.items():
            setattr(s, name, derive(s))
    except StateError:
        raise
    except RecordError as exc:
        raise StateError(str(exc)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise StateError(f"the state is incomplete or malformed ({type(exc).__name__}: {exc})") from None
    return s


def data_of(d: dict) -> CardData:
    """The card data the game of the plain state ``d`` is played with: its ``values``, or for a
    state saved before states carried them, the values of that time (``variants.data_for``)."""
    try:
        return data_for(d.get("values"))
    except CardDataError as exc:
        raise StateError(f"the card values are invalid: {exc}") from None


def _check_declaration() -> None:
    """Every field a state keeps is written, or rebuilt from those written, or the state's own."""
    for f in FIELDS:
        if f.key is None and f.copy == "cow" and f.name not in DERIVED:
            raise AssertionError(f"field {f.name}: neither written nor derived")
        if f.key is not None and f.plain not in PLAIN:
            raise AssertionError(f"field {f.name}: unknown plain kind {f.plain!r}")


_check_declaration()
