"""The raw checks on a save's game state: before anything is built, the state mapping has the
fields ``GameState.to_dict()`` writes (``konwoj.rules.fields.FIELDS``, each checked by the plain
kind it is written as), of the plain types they come in (mappings, lists, text,
whole numbers, true/false), within the sizes a save may reach (MAX_LOG, MAX_STACK); and the district
layouts older versions of the game wrote (LEGACY_DISTRICTS). What the state *means* (5 cities, the
city's districts, who is to move, frames, known cards, the winner, the record's start, that it
reproduces itself and can go on) is the rules' one answer, ``konwoj.rules.loading.checked_state``.
Every refusal is a ``StateError`` naming the field; ``konwoj.saves.document`` turns it into a
SaveError.
"""
from __future__ import annotations

import re
from typing import Any

from konwoj.i18n import quote
from konwoj.rules import MOLOCH, OUTPOST, SIDES, StateError, is_int
from konwoj.rules.fields import WRITTEN                # the fields, as the rules write them
from konwoj.rules.serialization import STATE_FORMAT   # the ``format`` inside ``to_dict()``

MAX_LOG = 5_000               # events in the game log
MAX_STACK = 200               # pending frames
_WORD = re.compile(r"^[A-Za-z0-9_+\-]+$")
_OPTIONAL = frozenset(("record", "values"))   # a save written before either existed has neither
_IS_STR, _IS_BOOL = str.__instancecheck__, bool.__instancecheck__     # isinstance(x, str), ...

# District layouts an older version of the game wrote, still accepted so that no save is lost:
# Jersey Crust before ruling R21 (docs/rulings.md) had its Bomb on the second printed district.
# (ruleset -> city -> layouts; ``checked_state`` takes them besides the city's own.)
LEGACY_DISTRICTS = {"1e": {3: (("move_to_new_york", "bomb"), ("move_to_new_york", "bomb", "kill"))}}

# the fields a state's mapping has: ``format`` and those the rules write (FIELDS)
_STATE_KEYS = frozenset(("format",) + tuple(f.key for f in WRITTEN))


def check_state_dict(d: Any, ruleset: str) -> None:
    """The raw mapping: its fields, their plain types and sizes, and the game record's starting
    position likewise. Raises StateError naming the field."""
    if not isinstance(d, dict):
        raise StateError("the field 'state' is not a mapping")
    expected = _STATE_KEYS
    if d.keys() - _OPTIONAL != expected - _OPTIONAL:
        for k in d:
            if k not in expected:
                raise StateError(f"unknown field {quote(k)}")
        for k in sorted(expected - _OPTIONAL):
            if k not in d:
                raise StateError(f"the field {quote(k)} is missing")
    if d["format"] != STATE_FORMAT:
        raise StateError(f"unknown state format {quote(d['format'])} (this version reads {STATE_FORMAT})")
    if d["ruleset"] != ruleset:
        raise StateError(f"the state's ruleset {quote(d['ruleset'])} differs from the file's {quote(ruleset)}")
    for f in WRITTEN:                 # each field by the plain kind the rules write it as
        check = _CHECKS.get(f.plain)
        if check is not None:
            check(d[f.key], f.key)
    _check_record_words(d.get("record"))
    position = _start_position(d.get("record"))
    if position is not None:
        try:
            check_state_dict(position, ruleset)
        except StateError as exc:
            raise StateError(f"the record's starting position is invalid: {exc}") from None


def _whole(v, k):
    if not is_int(v):
        raise StateError(f"{quote(k)} must be a whole number")


def _name(v, k):
    if not isinstance(v, str):
        raise StateError(f"'{k}' must be the name of a {k}, not {quote(v)}")


def _maybe_int(v, k):
    if v is not None and not is_int(v):
        raise StateError(f"'{k}' must be a district number or null")


def _ids(v, k):
    if not isinstance(v, list) or not all(map(_IS_STR, v)):
        raise StateError(f"'{k}' must be a list of card ids")


def _per_side(v, k):
    if not isinstance(v, dict) or set(v) != set(SIDES):
        raise StateError(f"'{k}' must map {MOLOCH} and {OUTPOST} to lists")
    for s in SIDES:
        _ids(v[s], f"{k}.{s}")


def _table(v, k):
    if not isinstance(v, list):
        raise StateError(f"'{k}' must be a list of cities")
    for i, city in enumerate(v):
        if not isinstance(city, dict) or set(city) != set(SIDES):
            raise StateError(f"'{k}' city {i} must map {MOLOCH} and {OUTPOST} to lists")
        _per_side(city, f"{k}[{i}]")


def _names(v, k):
    if not isinstance(v, dict) or not all(isinstance(h, str) and isinstance(m, str)
                                          for h, m in v.items()):
        raise StateError(f"'{k}' must map robot ids to module ids")


def _tokens(v, k):
    if not isinstance(v, dict):
        raise StateError(f"'{k}' must map card ids to lists of tokens")
    for c, toks in v.items():
        if not isinstance(toks, list) or not all(map(_IS_STR, toks)):
            raise StateError(f"the tokens on {quote(c)} must be a list")


def _numbers(v, k):
    if not isinstance(v, dict) or not all(isinstance(c, str) and is_int(n) for c, n in v.items()):
        raise StateError(f"'{k}' must map card ids to whole numbers")


def _word_set(v, k):
    if not isinstance(v, list) or not all(isinstance(f, str) and _WORD.match(f) for f in v):
        raise StateError(f"'{k}' must be a list of words")


def _per_city(v, k):
    if not isinstance(v, list):
        raise StateError(f"'{k}' must be a list, one entry per city")


def _per_city_words(v, k):
    _per_city(v, k)
    for c, ds in enumerate(v):
        if not isinstance(ds, list) or not all(map(_IS_STR, ds)):
            raise StateError(f"city {c}: unknown district effects {quote(ds)}")


def _per_city_bools(v, k):
    _per_city(v, k)
    for c, dn in enumerate(v):
        if not isinstance(dn, list) or not all(map(_IS_BOOL, dn)):
            raise StateError(f"city {c}: '{k}' must hold one true/false per district")


def _bools(v, k):
    _per_city(v, k)
    if not all(map(_IS_BOOL, v)):
        raise StateError(f"'{k}' must hold true/false per city")


def _frames(v, k):
    if not isinstance(v, list) or len(v) > MAX_STACK:
        raise StateError(f"'{k}' must be a list of at most {MAX_STACK} frames")
    for f in v:
        _check_frame(f)


def _events(v, k):
    if not isinstance(v, list) or len(v) > MAX_LOG:
        raise StateError(f"'{k}' must be a list of at most {MAX_LOG} events")
    for i, ev in enumerate(v):
        if (not isinstance(ev, list) or len(ev) != 3 or not isinstance(ev[0], str)
                or not isinstance(ev[1], str) or not isinstance(ev[2], list)):
            raise StateError(f"log entry {i} must list whom it is shown to, the event and its "
                             f"values: {quote(ev)}")
        for x in _walk(ev[2]):
            if isinstance(x, str) and len(x) > 64:     # card ids, sides, phases: short words
                raise StateError(f"log entry {i} holds the odd value {quote(x)}")


# the plain kind a field is written as (konwoj.rules.fields.FIELDS) -> the check of its plain type
# (ruleset and values: above and by the rules; winner and end_reason: by the rules' checks; the
# record: GameRecord.from_dict, and its words below)
_CHECKS = {
    "int": _whole, "name": _name, "maybe_int": _maybe_int, "ids": _ids, "id_set": _ids,
    "per_side": _per_side, "per_side_set": _per_side, "per_side_tuple": _per_side,
    "per_city_sides": _table, "names": _names, "token_lists": _tokens, "numbers": _numbers,
    "word_set": _word_set, "per_city_words": _per_city_words, "per_city_bools": _per_city_bools,
    "bools": _bools, "frames": _frames, "events": _events,
}


def _check_record_words(r: Any) -> None:
    """The words of the record's actions are short words, as in frames (a 3 MB word is refused
    here, quoted with an ellipsis); their shape is ``GameRecord.from_dict``'s business."""
    acts = r.get("actions") if isinstance(r, dict) else None
    if not isinstance(acts, list):
        return
    for i, a in enumerate(acts):
        for v in (a if isinstance(a, list) else ()):
            if isinstance(v, str) and (len(v) > 64 or not _WORD.match(v)):
                raise StateError(f"action {i + 1} of the record holds the odd value {quote(v)}")
            if is_int(v) and not -10 ** 6 <= v <= 10 ** 6:
                raise StateError(f"action {i + 1} of the record holds the number {quote(v)}, "
                                 "out of range")


def _start_position(r: Any) -> Any:
    """The game record's starting position when it has one (the record's own shape is
    ``GameRecord.from_dict``'s business)."""
    if isinstance(r, dict) and isinstance(r.get("start"), dict) and "position" in r["start"] \
            and isinstance(r["start"]["position"], dict) and "record" not in r["start"]["position"]:
        return r["start"]["position"]
    return None


def _walk(x):
    if isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def _check_frame(f: Any) -> None:
    """A frame as plain data: a list that starts with a word and holds words, whole numbers of
    a sane size, true/false and nulls (its shape by kind is ``consistency.check_frame``)."""
    if not isinstance(f, list) or not f or not isinstance(f[0], str):
        raise StateError(f"frame {quote(f)} must be a list that starts with its kind")
    for v in _walk(f):
        if not (v is None or isinstance(v, (str, bool, int))):
            raise StateError(f"frame {quote(f)} holds a {type(v).__name__}")
        if isinstance(v, str) and not _WORD.match(v):
            raise StateError(f"frame {quote(f)} holds the odd value {quote(v)}")
        if is_int(v) and not -10 ** 6 <= v <= 10 ** 6:
            raise StateError(f"frame {quote(f)} holds the number {v}, out of range")
