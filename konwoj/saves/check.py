"""The deep checks on a save's game state: the raw mapping's shape and ranges before
``GameState.from_dict`` (types, limits, legacy district layouts, the game record) and, after it, what
the engine's ``validate()`` does not look at (the state reproduces the file; a game in progress can go
on). Every refusal is a ``StateError`` naming the field; ``konwoj.saves.document`` turns it into a SaveError.
"""
from __future__ import annotations

import re
from typing import Any

from konwoj.i18n import quote
from konwoj.rules import MOLOCH, OUTPOST, SIDES, GameState, StateError
from konwoj.rules.events import TEMPLATES as _EVENT_TEMPLATES
from konwoj.rules import BATTLE_FLOW
from konwoj.rules.record import GameRecord, RecordError

STATE_FORMAT = 1              # the ``format`` inside ``GameState.to_dict()`` this module reads
MAX_LOG = 5_000               # events in the game log
MAX_STACK = 200               # pending frames
PHASES = frozenset(("mulligan", "convoy", "game_over") + tuple(BATTLE_FLOW))
DISTRICT_EFFECTS = frozenset(("draw", "kill", "move_to_new_york", "bomb", "plain"))  # "plain": 2e
_WORD = re.compile(r"^[A-Za-z0-9_+\-]+$")
_CARD_LIKE = re.compile(r"^[a-z_]+-[0-9]+$")
_SIDE_FRAMES = ("mulligan", "attack", "pay", "overflow", "may_draw")
_SET_FIELDS = ("netted", "once_used", "flags")


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_CACHE: dict = {}


def _state_keys() -> frozenset:
    if "keys" not in _CACHE:
        _CACHE["keys"] = frozenset(GameState().to_dict())
    return _CACHE["keys"]


# District layouts an older version of the game wrote, still accepted so that no save is lost:
# Jersey Crust before ruling R21 (docs/rulings.md) had its Bomb on the second printed district.
LEGACY_DISTRICTS = {"1e": {3: (("move_to_new_york", "bomb"), ("move_to_new_york", "bomb", "kill"))}}


def _base_districts(ruleset: str = "1e") -> list:
    key = ("districts", ruleset)
    if key not in _CACHE:
        _CACHE[key] = GameState(ruleset=ruleset).districts
    return _CACHE[key]


def check_state_dict(d: Any, ruleset: str) -> None:
    """Shape and range checks on the raw state mapping, for what ``GameState.validate`` does not
    look at. Raises StateError naming the field."""
    if not isinstance(d, dict):
        raise StateError("the field 'state' is not a mapping")
    expected = _state_keys()
    for k in d:
        if k not in expected and k != "record":     # the game record is optional (older saves)
            raise StateError(f"unknown field {quote(k)}")
    for k in sorted(expected):
        if k not in d:
            raise StateError(f"the field {quote(k)} is missing")
    if d["format"] != STATE_FORMAT:
        raise StateError(f"unknown state format {quote(d['format'])} (this version reads {STATE_FORMAT})")
    if d["ruleset"] != ruleset:
        raise StateError(f"the state's ruleset {quote(d['ruleset'])} differs from the file's {quote(ruleset)}")
    if not _is_int(d["seed"]):
        raise StateError("'seed' must be a whole number")
    if not _is_int(d["rng"]) or not 0 <= d["rng"] < 2 ** 64:
        raise StateError("'rng' must be a whole number from 0 to 2^64-1")
    if not _is_int(d["seq"]) or d["seq"] < 0:
        raise StateError("'seq' must be a whole number >= 0")
    if not _is_int(d["battle"]) or not 0 <= d["battle"] <= 64:
        raise StateError(f"'battle' {quote(d['battle'])} is out of range")
    if d["phase"] not in PHASES:
        raise StateError(f"unknown phase {quote(d['phase'])}")
    if d["target"] is not None and not _is_int(d["target"]):
        raise StateError("'target' must be a district number or null")

    def strlist(x, what):
        if not isinstance(x, list) or not all(isinstance(c, str) for c in x):
            raise StateError(f"'{what}' must be a list of card ids")

    def per_side(k):
        v = d[k]
        if not isinstance(v, dict) or set(v) != set(SIDES):
            raise StateError(f"'{k}' must map {MOLOCH} and {OUTPOST} to lists")
        for s in SIDES:
            strlist(v[s], f"{k}.{s}")

    for k in ("deck", "hand", "discard", "known_in_hand", "known_top"):
        per_side(k)
    strlist(d["limbo"], "limbo")
    if not isinstance(d["table"], list) or len(d["table"]) != 5:
        raise StateError("'table' must list 5 cities")
    on_table = set()
    for i, city in enumerate(d["table"]):
        if not isinstance(city, dict) or set(city) != set(SIDES):
            raise StateError(f"'table' city {i} must map {MOLOCH} and {OUTPOST} to lists")
        for s in SIDES:
            strlist(city[s], f"table[{i}].{s}")
            on_table.update(city[s])
    if not isinstance(d["modules"], dict) or not all(
            isinstance(h, str) and isinstance(m, str) for h, m in d["modules"].items()):
        raise StateError("'modules' must map robot ids to module ids")
    modules = set(d["modules"].values())
    if not isinstance(d["tokens"], dict):
        raise StateError("'tokens' must map card ids to lists of tokens")
    for c, toks in d["tokens"].items():
        if not isinstance(toks, list) or not all(isinstance(t, str) for t in toks):
            raise StateError(f"the tokens on {quote(c)} must be a list")
        if c not in on_table and c not in modules:
            raise StateError(f"tokens on {quote(c)}, which is not in play")
    for k in ("arrival", "shield_at"):
        if not isinstance(d[k], dict) or not all(_is_int(v) and 0 <= v <= d["seq"]
                                                 for v in d[k].values()):
            raise StateError(f"'{k}' must map cards on the table to numbers up to 'seq'")
    if set(d["arrival"]) != on_table:
        odd = sorted(set(map(str, d["arrival"])) ^ on_table)[:3]
        raise StateError(f"'arrival' does not match the cards on the table ({', '.join(odd)})")
    for k in ("shield_at", "netted"):
        bad = [c for c in d[k] if c not in on_table]
        if bad:
            raise StateError(f"'{k}' names {quote(bad[0])}, which is not on the table")
    strlist(d["netted"], "netted")
    strlist(d["once_used"], "once_used")
    if not isinstance(d["flags"], list) or not all(isinstance(f, str) and _WORD.match(f)
                                                   for f in d["flags"]):
        raise StateError("'flags' must be a list of words")
    for s in SIDES:
        hand = set(d["hand"][s])
        if not set(d["known_in_hand"][s]) <= hand:
            raise StateError(f"'known_in_hand.{s}' names a card that is not in that hand")
        top = d["known_top"][s]
        if top and d["deck"][s][-len(top):] != top:
            raise StateError(f"'known_top.{s}' is not the top of that deck")
    base = _base_districts(ruleset)
    legacy = LEGACY_DISTRICTS.get(ruleset, {})
    for k in ("districts", "down", "city_destroyed", "feature_used", "extra_station"):
        if not isinstance(d[k], list) or len(d[k]) != 5:
            raise StateError(f"'{k}' must have 5 entries, one per city")
    for c in range(5):
        ds, dn = d["districts"][c], d["down"][c]
        if not isinstance(ds, list) or not all(e in DISTRICT_EFFECTS for e in ds):
            raise StateError(f"city {c}: unknown district effects {quote(ds)}")
        if (ds[:len(base[c])] != list(base[c]) or len(ds) > len(base[c]) + 1) \
                and tuple(ds) not in legacy.get(c, ()):
            raise StateError(f"city {c}: the districts {quote(ds)} are not the city's")
        if not isinstance(dn, list) or len(dn) != len(ds) or not all(isinstance(x, bool) for x in dn):
            raise StateError(f"city {c}: 'down' must hold one true/false per district")
        for k in ("city_destroyed", "feature_used", "extra_station"):
            if not isinstance(d[k][c], bool):
                raise StateError(f"'{k}' must hold true/false per city")
    over = d["phase"] == "game_over"
    if (d["winner"] is not None) != over:
        raise StateError("a winner is set exactly when the phase is game_over")
    if over and (d["stack"] or not isinstance(d["end_reason"], str)):
        raise StateError("a finished game has no pending decisions and names why it ended")
    if not over and d["end_reason"] is not None:
        raise StateError("a game in progress has no end reason")
    if not isinstance(d["stack"], list) or len(d["stack"]) > MAX_STACK:
        raise StateError(f"'stack' must be a list of at most {MAX_STACK} frames")
    for f in d["stack"]:
        _check_frame(f)
    if not isinstance(d["log"], list) or len(d["log"]) > MAX_LOG:
        raise StateError(f"'log' must be a list of at most {MAX_LOG} events")
    for i, ev in enumerate(d["log"]):
        if (not isinstance(ev, list) or len(ev) != 3 or ev[0] not in ("all",) + SIDES
                or ev[1] not in _EVENT_TEMPLATES or not isinstance(ev[2], list)):
            raise StateError(f"log entry {i} is malformed: {quote(ev)}")
        for v in _walk(ev[2]):
            if isinstance(v, str) and len(v) > 64:     # card ids, sides, phases: short words
                raise StateError(f"log entry {i} holds the odd value {quote(v)}")
    if d.get("record") is not None:
        _check_record(d["record"], ruleset)


def _check_record(r: Any, ruleset: str) -> None:
    """The game record (docs/save-format.md): its shape, and a starting position that passes the
    same checks as the state itself. Whether the actions replay is the replay viewer's business."""
    try:
        rec = GameRecord.from_dict(r)
    except RecordError as exc:
        raise StateError(str(exc)) from None
    for i, a in enumerate(r["actions"]):      # the words of an action are short words, as in frames
        for v in a:
            if isinstance(v, str) and (len(v) > 64 or not _WORD.match(v)):
                raise StateError(f"action {i + 1} of the record holds the odd value {quote(v)}")
            if _is_int(v) and not -10 ** 6 <= v <= 10 ** 6:
                raise StateError(f"action {i + 1} of the record holds the number {quote(v)}, "
                                 "out of range")
    if "position" in rec.start:
        try:
            check_state_dict(rec.start["position"], ruleset)
        except StateError as exc:
            raise StateError(f"the record's starting position is invalid: {exc}") from None
    elif rec.start["ruleset"] != ruleset:
        raise StateError("the record's ruleset differs from the game's")


def _walk(x):
    if isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def _check_frame(f: Any) -> None:
    if not isinstance(f, list) or not f or not isinstance(f[0], str):
        raise StateError(f"malformed frame {quote(f)}")
    for v in _walk(f):
        if not (v is None or isinstance(v, (str, bool, int))):
            raise StateError(f"frame {quote(f)} holds a {type(v).__name__}")
        if isinstance(v, str) and not _WORD.match(v):
            raise StateError(f"frame {quote(f)} holds the odd value {quote(v)}")
        if _is_int(v) and not -10 ** 6 <= v <= 10 ** 6:
            raise StateError(f"frame {quote(f)} holds the number {v}, out of range")
    if f[0] in _SIDE_FRAMES and (len(f) < 2 or f[1] not in SIDES):
        raise StateError(f"frame {quote(f)} does not name a side")
    if f[0] == "pick":
        if len(f) != 6 or f[2] not in SIDES or not (f[3] is None or (_is_int(f[3]) and 0 <= f[3] < 5)):
            raise StateError(f"malformed pick frame {quote(f)}")


def check_loaded(s: GameState, d: dict) -> None:
    """After ``from_dict``: the ids everywhere are real cards, the state reproduces the file, and
    a game in progress can go on (every legal action applies)."""
    ids = set(s.data.ids)
    for where, names in (("once_used", d["once_used"]), ("stack", list(_walk(d["stack"]))),
                         ("log", list(_walk([e[2] for e in d["log"]])))):
        for v in names:
            if isinstance(v, str) and _CARD_LIKE.match(v) and v not in ids:
                raise StateError(f"unknown card id {quote(v)} in {where}")
    bad = [c for c in d["once_used"] if c not in ids]
    if bad:
        raise StateError(f"unknown card id {quote(bad[0])} in once_used")
    # validate() lets a side exceed its stations anywhere while any overflow is pending; in a game
    # in progress only the city and side named by a pending overflow frame may be over (destroyed
    # cities aside: abilities stop there, so Pająki may come to exceed the count).
    pending = {(f[1], f[2]) for f in s.stack if f[0] == "overflow" and len(f) > 2}
    for city in range(5):
        if s.winner is not None or s.city_destroyed[city]:
            continue
        for side in SIDES:
            if (s.stations_used(city, side) > s.station_limit(city, side)
                    and (side, city) not in pending):
                raise StateError(f"city {city}: {side} has more cards than battle stations")
    # (a target outside the active city, and nobody to move, are refused by from_dict itself)
    back = s.to_dict()
    for k, v in back.items():
        want = d[k]
        if k in _SET_FIELDS:
            same = sorted(v) == sorted(want)
        elif k == "known_in_hand":
            same = all(sorted(v[x]) == sorted(want[x]) for x in SIDES)
        elif k == "tokens":
            same = v == {c: t for c, t in want.items() if t}
        elif k == "record" and want is not None:
            # an action may be written short ([keep] for [keep, null, ...], docs/save-format.md)
            same = v == GameRecord.from_dict(want).to_dict()
        else:
            same = v == want
        if not same:
            raise StateError(f"the field {quote(k)} is inconsistent with the rest of the game")
    for ev in s.log:
        ev.text(s.data, "en")
    if s.is_terminal():
        return
    for a in s.legal_actions():
        s.clone().apply(a)
