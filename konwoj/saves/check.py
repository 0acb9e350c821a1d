"""The raw checks on a save's game state: before anything is built, the state mapping has the
fields ``GameState.to_dict()`` writes, of the plain types they come in (mappings, lists, text,
whole numbers, true/false), within the sizes a save may reach (MAX_LOG, MAX_STACK); and the district
layouts older versions of the game wrote (LEGACY_DISTRICTS). What the state *means* (5 cities, the
city's districts, who is to move, frames, known cards, the winner, the record's start, that it
reproduces itself and can go on) is the rules' one answer, ``konwoj.rules.consistency.checked_state``.
Every refusal is a ``StateError`` naming the field; ``konwoj.saves.document`` turns it into a
SaveError.
"""
from __future__ import annotations

import re
from typing import Any

from konwoj.i18n import quote
from konwoj.rules import MOLOCH, OUTPOST, SIDES, GameState, StateError, is_int
from konwoj.rules.serialization import STATE_FORMAT   # the ``format`` inside ``to_dict()``

MAX_LOG = 5_000               # events in the game log
MAX_STACK = 200               # pending frames
_WORD = re.compile(r"^[A-Za-z0-9_+\-]+$")
_PER_CITY = ("districts", "down", "city_destroyed", "feature_used", "extra_station")
_OPTIONAL = frozenset(("record", "values"))   # a save written before either existed has neither
_IS_STR, _IS_BOOL = str.__instancecheck__, bool.__instancecheck__     # isinstance(x, str), ...

# District layouts an older version of the game wrote, still accepted so that no save is lost:
# Jersey Crust before ruling R21 (docs/rulings.md) had its Bomb on the second printed district.
# (ruleset -> city -> layouts; ``checked_state`` takes them besides the city's own.)
LEGACY_DISTRICTS = {"1e": {3: (("move_to_new_york", "bomb"), ("move_to_new_york", "bomb", "kill"))}}

_KEYS: list = []


def _state_keys() -> frozenset:
    if not _KEYS:
        _KEYS.append(frozenset(GameState().to_dict()) | _OPTIONAL)
    return _KEYS[0]


def check_state_dict(d: Any, ruleset: str) -> None:
    """The raw mapping: its fields, their plain types and sizes, and the game record's starting
    position likewise. Raises StateError naming the field."""
    if not isinstance(d, dict):
        raise StateError("the field 'state' is not a mapping")
    expected = _state_keys()
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
    for k in ("seed", "rng", "seq", "battle"):
        if not is_int(d[k]):
            raise StateError(f"{quote(k)} must be a whole number")
    if not isinstance(d["phase"], str):
        raise StateError(f"'phase' must be the name of a phase, not {quote(d['phase'])}")
    if d["target"] is not None and not is_int(d["target"]):
        raise StateError("'target' must be a district number or null")

    def strlist(x, what):
        if not isinstance(x, list) or not all(map(_IS_STR, x)):
            raise StateError(f"'{what}' must be a list of card ids")

    def per_side(v, what):
        if not isinstance(v, dict) or set(v) != set(SIDES):
            raise StateError(f"'{what}' must map {MOLOCH} and {OUTPOST} to lists")
        for s in SIDES:
            strlist(v[s], f"{what}.{s}")

    for k in ("deck", "hand", "discard", "known_in_hand", "known_top"):
        per_side(d[k], k)
    strlist(d["limbo"], "limbo")
    if not isinstance(d["table"], list):
        raise StateError("'table' must be a list of cities")
    for i, city in enumerate(d["table"]):
        if not isinstance(city, dict) or set(city) != set(SIDES):
            raise StateError(f"'table' city {i} must map {MOLOCH} and {OUTPOST} to lists")
        per_side(city, f"table[{i}]")
    if not isinstance(d["modules"], dict) or not all(
            isinstance(h, str) and isinstance(m, str) for h, m in d["modules"].items()):
        raise StateError("'modules' must map robot ids to module ids")
    if not isinstance(d["tokens"], dict):
        raise StateError("'tokens' must map card ids to lists of tokens")
    for c, toks in d["tokens"].items():
        if not isinstance(toks, list) or not all(map(_IS_STR, toks)):
            raise StateError(f"the tokens on {quote(c)} must be a list")
    for k in ("arrival", "shield_at"):
        if not isinstance(d[k], dict) or not all(isinstance(c, str) and is_int(v)
                                                 for c, v in d[k].items()):
            raise StateError(f"'{k}' must map card ids to whole numbers")
    strlist(d["netted"], "netted")
    strlist(d["once_used"], "once_used")
    if not isinstance(d["flags"], list) or not all(isinstance(f, str) and _WORD.match(f)
                                                   for f in d["flags"]):
        raise StateError("'flags' must be a list of words")
    for k in _PER_CITY:
        if not isinstance(d[k], list):
            raise StateError(f"'{k}' must be a list, one entry per city")
    for c, ds in enumerate(d["districts"]):
        if not isinstance(ds, list) or not all(map(_IS_STR, ds)):
            raise StateError(f"city {c}: unknown district effects {quote(ds)}")
    for c, dn in enumerate(d["down"]):
        if not isinstance(dn, list) or not all(map(_IS_BOOL, dn)):
            raise StateError(f"city {c}: 'down' must hold one true/false per district")
    for k in ("city_destroyed", "feature_used", "extra_station"):
        if not all(map(_IS_BOOL, d[k])):
            raise StateError(f"'{k}' must hold true/false per city")
    if not isinstance(d["stack"], list) or len(d["stack"]) > MAX_STACK:
        raise StateError(f"'stack' must be a list of at most {MAX_STACK} frames")
    for f in d["stack"]:
        _check_frame(f)
    if not isinstance(d["log"], list) or len(d["log"]) > MAX_LOG:
        raise StateError(f"'log' must be a list of at most {MAX_LOG} events")
    for i, ev in enumerate(d["log"]):
        if (not isinstance(ev, list) or len(ev) != 3 or not isinstance(ev[0], str)
                or not isinstance(ev[1], str) or not isinstance(ev[2], list)):
            raise StateError(f"log entry {i} must list whom it is shown to, the event and its "
                             f"values: {quote(ev)}")
        for v in _walk(ev[2]):
            if isinstance(v, str) and len(v) > 64:     # card ids, sides, phases: short words
                raise StateError(f"log entry {i} holds the odd value {quote(v)}")
    _check_record_words(d.get("record"))
    position = _start_position(d.get("record"))
    if position is not None:
        try:
            check_state_dict(position, ruleset)
        except StateError as exc:
            raise StateError(f"the record's starting position is invalid: {exc}") from None


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
