"""The one answer to "is this state valid?": every check of what a state means.

``validate(s)`` (``GameState.validate()``): every card in exactly one place, known ids only, tokens
on cards in play, no side over its stations, cities and frames of the edition, and then
``check_state``: whether the state can go on. A state rebuilt from a file must be one the game
could have reached far enough to play on: the battle number fits the phase (battle 0 is the opening
hands, p.3; battles 1+ follow the battle flow, p.6), a winner is set exactly when the game is over,
every frame on the stack is well formed and fits the phase it waits in (a mulligan only before the
first battle, Moloch's attack decision only in Moloch's attack phase, no decision at all while
cards are being drawn), the random generator has a state it can move from (the xorshift generator
stays at 0 forever), and after the automatic steps have run (``settle``), either there is a winner
or a side to move with at least one legal action.

``loading.checked_state(d)`` answers it for a state's plain data (a save): ``check_plain`` (what the
mapping means: 5 cities, the city's districts, known cards in hand, arrival numbers, the log's
events), ``GameState.from_dict`` (which reads the game record and runs ``validate`` and
``settle``), then ``check_rebuilt`` (the record's start, ids everywhere are real cards, stations,
the state reproduces its data, every legal action applies). The plain types and sizes of the data
are the reader's business (``konwoj.saves.check``). Everything else is a ``StateError``.

Also here: the shape of an ``Action`` (a hostile caller may pass lists, dicts or extra fields).

This module sits below ``GameState`` (state.py imports it; it imports no part of the state class);
``settle`` and ``check_rebuilt`` use only the state they are given.
"""
from __future__ import annotations

import re

from .cards import DISTRICT_EFFECTS, DISTRICTS_2E, MOLOCH, OUTPOST, SIDES
from .common import (ACTION_FIELD_TYPES, DECISIONS, MASK64, MAX_BATTLE, SI, TOKEN_NAMES, Action,
                     IllegalAction, StateError, is_int as _is_int)
from .events import TEMPLATES as EVENT_TEMPLATES
from .framekinds import CARD_FIELDS, FRAMES, shape_of
from .frames import AUTO, PICKS
from .ruleset import OUTSIDE_BATTLE_PHASES, ruleset_for
from .serialization import data_of

# the phase in which each phase decision waits (the decision names the side for attacks)
PHASE_OF_DECISION = {("target",): "target", ("attack", MOLOCH): "moloch_attack",
                     ("attack", OUTPOST): "outpost_attack", ("modules",): "moloch_modules",
                     ("outpost_modules",): "outpost_modules"}
# decisions an effect may ask for, and the phases where effects happen
TARGETED_PHASES = ("moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules",
                   "resolution")
EFFECT_DECISIONS = ("pay", "pick", "overflow", "may_draw")
EFFECT_PHASES = ("convoy", "moloch_attack", "outpost_attack", "moloch_modules",
                 "outpost_modules", "resolution")
# frame kind -> the named tuples it comes in (framekinds.py: what each field means and holds)
FRAME_SHAPES = FRAMES
EFFECT_HOWS = ("instant", "ability", "feature")


def check_frame(f) -> None:
    """A frame is a tuple whose kind and fields have the shape the engine gives them."""
    if not isinstance(f, tuple) or not f or not isinstance(f[0], str):
        raise StateError(f"malformed frame {f!r}")
    if f[0] not in FRAME_SHAPES:
        raise StateError(f"unknown frame {f!r}")
    if shape_of(f) is None:
        raise StateError(f"malformed {f[0]} frame {f!r}")


# the fields a pick carries, by purpose: the city is needed except for hand-only picks; the
# source card by these purposes; ``extra`` has a purpose-specific kind
PICK_NO_CITY = ("narada", "odwrot", "rozpoznanie")
PICK_NEEDS_CARD = ("klaun_soldiers", "mlody", "narada", "odwrot", "return_robot", "rozpoznanie",
                   "scout_move", "take_soldier", "token")
PICK_CARDS = ("narada",)                      # extra: the cards offered
# rozpoznanie's extra: (moves left, the Soldiers moved so far...)
PICK_COUNT = ("klaun_soldiers", "odwrot")     # extra: how many are left


def _check_pick(s, f) -> None:
    purpose, city, card, extra = f.purpose, f.city, f.card, f.extra
    if purpose not in PICK_NO_CITY and not (_is_int(city) and 0 <= city <= 4):
        raise StateError(f"the choice {f!r} names no city")
    if purpose in PICK_NEEDS_CARD and card is None:
        raise StateError(f"the choice {f!r} names no card")
    if purpose in PICK_CARDS and not (isinstance(extra, tuple) and all(
            isinstance(c, str) and c in s.data.by_id for c in extra)):
        raise StateError(f"the choice {f!r} does not list the cards to choose from")
    if purpose == "rozpoznanie" and not (
            isinstance(extra, tuple) and extra and _is_int(extra[0]) and 0 <= extra[0] <= 70
            and all(isinstance(c, str) and c in s.data.by_id for c in extra[1:])):
        raise StateError(f"the choice {f!r} does not say how many moves are left")
    if purpose in PICK_COUNT and not (_is_int(extra) and 0 <= extra <= 70):
        raise StateError(f"the choice {f!r} does not say how many")
    if purpose == "token" and extra not in TOKEN_NAMES:
        raise StateError(f"the choice {f!r} names no token")


def validate(s) -> None:
    """``GameState.validate()``: the invariants, then whether the game can go on (``check_state``).
    Every card in exactly one place, known ids only, tokens on cards in play, no side over its
    stations (Pająki aside), sane cities and frames."""
    by_id = s.data.by_id
    cards = [c for zone in (s.deck, s.hand, s.discard) for side in zone for c in side]
    cards += s.limbo
    cards += [c for city in s.table for side in city for c in side]
    cards += s.attached.values()
    try:
        once = len(cards) == len(by_id) and set(cards) == by_id.keys()
    except TypeError:                                 # an unhashable "card"
        once = False
    if not once:
        _every_card_once(s)                           # names the card out of place
    for s_ in SIDES:
        i = SI[s_]
        for zone, lists in (("deck", s.deck), ("hand", s.hand)):
            for c in lists[i]:
                if by_id[c].side != s_:
                    raise StateError(f"card {c} does not belong in the {s_} {zone}")
    for city in range(5):
        for s_ in SIDES:
            for c in s.table[city][SI[s_]]:
                cd = by_id[c]
                if cd.side != s_ or cd.type not in ("robot", "soldier", "building"):
                    raise StateError(f"card {c} cannot stand on the {s_} side of a city")
                if c not in s.arrival:
                    raise StateError(f"card {c} on the table has no arrival number")
    for h, m in s.attached.items():
        if h not in s.city_of:
            raise StateError(f"module {m} is attached to {h}, which is not on the table")
        if by_id[m].type != "module":
            raise StateError(f"{m} attached to {h} is not a module")
    for c, toks in s.tokens.items():
        if c not in s.city_of and c not in s.host_of:
            raise StateError(f"tokens on {c}, which is not in play")
        for t in toks:
            if t not in TOKEN_NAMES:
                raise StateError(f"unknown token {t!r} on {c}")
    if len(s.districts) != 5 or len(s.down) != 5:
        raise StateError("there must be 5 cities")
    for k in ("city_destroyed", "feature_used", "extra_station"):
        if len(getattr(s, k)) != 5:
            raise StateError(f"'{k}' must have 5 entries, one per city")
    for city in range(5):
        if len(s.districts[city]) != len(s.down[city]):
            raise StateError(f"city {city}: districts and destroyed marks differ in number")
    if s.winner is None and not any(f[0] == "overflow" for f in s.stack):
        _check_stations(s)            # while an overflow is pending: check_rebuilt, after settle
    if s.winner is not None and s.winner not in SIDES:
        raise StateError(f"unknown winner {s.winner!r}")
    known_kinds = set(DECISIONS) | set(AUTO)
    for f in s.stack:
        if not f or f[0] not in known_kinds:
            raise StateError(f"unknown frame {f!r}")
    _check_edition(s)
    if s.winner is None and not s.stack:
        raise StateError("the game is neither over nor waiting for anyone")
    check_state(s)                    # the game can go on: phase, battle, stack, cities, rng


def _every_card_once(s) -> None:
    """Every card of the game in exactly one place, and no card that is not in the game."""
    idset = set(s.data.ids)
    seen: dict[str, str] = {}

    def put(c, place):
        if not isinstance(c, str) or c not in idset:
            raise StateError(f"unknown card id {c!r} in {place}")
        if c in seen:
            raise StateError(f"card {c} is in two places: {seen[c]} and {place}")
        seen[c] = place
    for s_ in SIDES:
        for zone, lists in (("deck", s.deck), ("hand", s.hand), ("discard", s.discard)):
            for c in lists[SI[s_]]:
                put(c, f"{s_} {zone}")
    for c in s.limbo:
        put(c, "limbo")
    for city in range(5):
        for s_ in SIDES:
            for c in s.table[city][SI[s_]]:
                put(c, f"city {city} ({s_})")
    for h, m in s.attached.items():
        put(m, f"module on {h}")
    missing = idset - set(seen)
    if missing:
        raise StateError(f"cards missing from the state: {', '.join(sorted(missing)[:5])}")


def _check_stations(s, excused=lambda city, side: False) -> None:
    """No side has more cards than battle stations in a city (Pająki aside: ``station_limit``),
    but where ``excused(city, side)``."""
    for city in range(5):
        for side in SIDES:
            if (s.stations_used(city, side) > s.station_limit(city, side)
                    and not excused(city, side)):
                raise StateError(f"city {city}: {side} has more cards than battle stations")


def _check_edition(s) -> None:
    """What only one edition has: districts of its own kinds, no target choice and no city
    feature in the 2nd edition."""
    rules = s.rules
    kinds = DISTRICT_EFFECTS if rules.district_effects else DISTRICTS_2E
    for city, ds in enumerate(s.districts):
        for d in ds:
            if d not in kinds:
                raise StateError(f"city {city}: district {d!r} does not exist in the {rules.title}")
    if rules.target_choice == "marker":
        for f in s.stack:
            if f[0] == "target" or f == ("phase", "target") or (f[0] == "effect" and f[1] == "feature"):
                raise StateError(f"frame {f!r} does not exist in the {rules.title}")
    if s.target is not None:
        act = s.active_city
        if act is None or not _is_int(s.target) or not 0 <= s.target < len(s.down[act]):
            raise StateError(f"target {s.target!r} is not a district of the active city")


def check_state(s) -> None:
    """The static part of whether the game can go on (the end of ``validate``): numbers in range,
    a winner exactly when the game is over, the stack fits phase and battle, the cities."""
    battle_flow = s.rules.phases
    if not _is_int(s.rng) or not 0 < s.rng <= MASK64:
        raise StateError("the random generator's state must be a whole number from 1 to 2^64-1")
    if not _is_int(s.battle) or not 0 <= s.battle <= MAX_BATTLE:
        raise StateError(f"battle {s.battle!r} is out of range (0-{MAX_BATTLE})")
    if not _is_int(s.seq) or s.seq < 0:
        raise StateError("the arrival counter must be a whole number >= 0")
    phases = OUTSIDE_BATTLE_PHASES + tuple(battle_flow)
    if s.phase not in phases:
        raise StateError(f"unknown phase {s.phase!r}")
    over = s.phase == "game_over"
    if (s.winner is not None) != over:
        raise StateError("a winner is set exactly when the phase is game_over")
    if over:
        if s.stack or not isinstance(s.end_reason, str):
            raise StateError("a finished game has no pending decisions and names why it ended")
        return
    if s.end_reason is not None:
        raise StateError("a game in progress has no end reason")
    if (s.phase == "mulligan") != (s.battle == 0):
        raise StateError(f"battle {s.battle} does not fit the phase {s.phase!r} (battle 0 is "
                          "the opening hands, and only then)")
    for f in s.stack:
        check_frame(f)
        f = shape_of(f)._make(f)                      # read by name below
        kind = f.kind
        if kind == "phase" and f.phase not in battle_flow:
            raise StateError(f"frame {f!r} names an unknown phase")
        if kind == "pick":
            if f.purpose not in PICKS:
                raise StateError(f"frame {f!r} names an unknown choice")
            _check_pick(s, f)
        if kind == "effect" and f.how not in EFFECT_HOWS:
            raise StateError(f"frame {f!r} names an unknown effect")
        for name in CARD_FIELDS.get(kind, ()):
            card = getattr(f, name)
            if card is not None and card not in s.data.by_id:
                raise StateError(f"frame {f!r} names the unknown card {card!r}")
        if (kind == "effect" and f.how != "feature" and f.card is None) or (
                kind == "enter" and f.card is None):
            raise StateError(f"frame {f!r} names no card")
        if kind == "mulligan" and s.phase != "mulligan":
            raise StateError(f"a mulligan decision in battle {s.battle} ({s.phase})")
        want = PHASE_OF_DECISION.get(f[:2] if kind == "attack" else f[:1])
        if want is not None and want != s.phase:
            raise StateError(f"the decision {f!r} does not fit the phase {s.phase!r}")
        if kind in EFFECT_DECISIONS and s.phase not in EFFECT_PHASES:
            raise StateError(f"the decision {f!r} cannot wait in the phase {s.phase!r}")
    cd = list(s.city_destroyed)
    if cd != sorted(cd, reverse=True):
        raise StateError("a city is destroyed while an earlier one stands (the convoy takes "
                         "them in order)")
    for c in range(5):
        if cd[c] and not all(s.down[c]):
            raise StateError(f"city {c} is destroyed but not all of its districts are down")
    ac = s.active_city
    if s.phase == "target" and ac is not None and all(s.down[ac]):
        raise StateError("no district of the active city is left to target")
    if ac is None:
        raise StateError("every city is destroyed, yet the game is not over")
    for c in range(ac + 1, 5):
        # a Moloch victory may take a district of the next city when the active one has no
        # other left (p.28): that happens in the resolution, just before the active city falls
        # and the convoy moves on; nothing reaches further, and a city is never entered all down
        only_target_left = all(d for i, d in enumerate(s.down[ac]) if i != s.target)
        if all(s.down[c]) or (any(s.down[c]) and (c > ac + 1 or s.phase not in (
                "resolution", "convoy") or not only_target_left)):
            raise StateError(f"city {c} has districts down before the convoy reached it")
    if s.phase in TARGETED_PHASES:
        t = s.target
        if not _is_int(t) or not 0 <= t < len(s.districts[ac]) or s.down[ac][t]:
            raise StateError(f"the phase {s.phase!r} needs a standing target district in the "
                             f"active city, not {t!r}")
    elif s.target is not None:
        raise StateError(f"no target district is chosen yet in the phase {s.phase!r}")
    if not s.stack:
        raise StateError("the game is neither over nor waiting for anyone")
    bottom = s.stack[0]
    if not (bottom[0] in ("phase", "end_battle", "resolve")
            or PHASE_OF_DECISION.get(bottom[:2] if bottom[0] == "attack" else bottom[:1])
            == s.phase):
        raise StateError(f"nothing would follow the frame {bottom!r} in the phase {s.phase!r} "
                         "(the battle would stop)")
    if s.phase == "mulligan":
        kinds = [f[0] for f in s.stack]
        if not kinds or kinds[0] != "phase" or s.stack[0][1] != "draw" or \
                any(k != "mulligan" for k in kinds[1:]):
            raise StateError("the opening hands wait for mulligan decisions only")
    if s.phase == "draw" and any(f[0] in PHASE_OF_DECISION_KINDS + EFFECT_DECISIONS
                                 for f in s.stack):
        raise StateError("nobody decides anything while the cards are drawn")


PHASE_OF_DECISION_KINDS = ("mulligan", "target", "attack", "modules", "outpost_modules")


def settle(s, decisions=DECISIONS) -> None:
    """The end of ``from_dict``: run the automatic steps up to the next real decision and check
    that the game can go on (a winner, or a side to move with a legal action)."""
    if s.winner is None:
        try:
            if s.stack[-1][0] in decisions:
                s._run_options()
            if s.stack[-1][0] not in decisions or len(s._legal) < 2:
                s._run()
        except StateError:
            raise
        except (LookupError, TypeError, ValueError, AttributeError, ZeroDivisionError) as exc:
            raise StateError(f"the game cannot go on from this state ({type(exc).__name__}: "
                              f"{exc})") from None
    if s.winner is None:
        if s._owner not in SIDES or not s._legal:
            raise StateError("the game is not over, yet nobody has a legal action")


# ------------------------------------------------------------------ a state from plain data
_CARD_LIKE = re.compile(r"^[a-z_]+-[0-9]+$")
_SET_FIELDS = ("netted", "once_used", "flags")      # written sorted: their order means nothing
_BASE_DISTRICTS: dict = {}
_VIEWERS = frozenset(("all",) + SIDES)             # whom a log event is shown to


def _base_districts(ruleset: str, data) -> list:
    """The districts each city of ``ruleset`` starts with, by the card data ``data``."""
    key = (ruleset, id(data))
    hit = _BASE_DISTRICTS.get(key)
    if hit is None or hit[0] is not data:       # (as GameState.__init__ gives them: fields.py)
        hit = _BASE_DISTRICTS[key] = (data, [tuple(c.districts) for c in
                                             ruleset_for(ruleset, data).cities])
    return hit[1]


def _walk(x):
    if isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def _words(x: list, out: set) -> None:
    """Every text in the nested lists ``x``, into ``out``."""
    for v in x:
        if isinstance(v, list):
            _words(v, out)
        elif isinstance(v, str):
            out.add(v)


def check_plain(d, legacy=None) -> None:
    """What the plain data must mean before ``from_dict`` builds a state of it: 5 cities; cards
    on the table have arrival numbers up to ``seq``, and nothing else has one; shields and nets
    are on the table; the known cards in a hand are in it and a known top is the top of its deck;
    each city has its own districts (or a ``legacy`` layout); the log's events are known ones."""
    table = d["table"]
    if len(table) != 5:
        raise StateError("'table' must list 5 cities")
    on_table = {c for city in table for side in SIDES for c in city[side]}
    for k in ("arrival", "shield_at"):
        if not all(0 <= v <= d["seq"] for v in d[k].values()):
            raise StateError(f"'{k}' must map cards on the table to numbers up to 'seq'")
    odd = sorted(set(d["arrival"]) - on_table)[:3]    # (one missing: validate names the card)
    if odd:
        raise StateError(f"'arrival' does not match the cards on the table ({', '.join(odd)})")
    for k in ("shield_at", "netted"):
        bad = [c for c in d[k] if c not in on_table]
        if bad:
            raise StateError(f"'{k}' names {bad[0]!r}, which is not on the table")
    for s in SIDES:
        if not set(d["known_in_hand"][s]) <= set(d["hand"][s]):
            raise StateError(f"'known_in_hand.{s}' names a card that is not in that hand")
        top = d["known_top"][s]
        if top and d["deck"][s][-len(top):] != top:
            raise StateError(f"'known_top.{s}' is not the top of that deck")
    base = _base_districts(d["ruleset"], data_of(d))
    older = (legacy or {}).get(d["ruleset"], {})
    for c, (ds, own) in enumerate(zip(d["districts"], base)):
        if (ds[:len(own)] != list(own) or len(ds) > len(own) + 1) and tuple(ds) not in older.get(c, ()):
            raise StateError(f"city {c}: the districts {ds!r} are not the city's")
    log = d["log"]
    if not ({ev[0] for ev in log} <= _VIEWERS and {ev[1] for ev in log} <= EVENT_TEMPLATES.keys()):
        i, ev = next((i, ev) for i, ev in enumerate(log)
                     if ev[0] not in _VIEWERS or ev[1] not in EVENT_TEMPLATES)
        raise StateError(f"log entry {i} is malformed: {ev!r}")


def _start_position(state_class, d, legacy) -> None:
    """A record's starting position is a state the rules accept (replaying starts from it; whether
    the game goes on from it, the replay finds out)."""
    try:
        check_plain(d, legacy)
        validate(state_class._read(d))
    except (LookupError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, StateError):
            raise
        raise StateError(f"the state is incomplete or malformed ({type(exc).__name__}: {exc})") \
            from None


def _record_values(rec) -> dict:
    """The card values a record's game is played with (StateError when they are invalid)."""
    return data_of(rec.start["position"] if rec.from_position else rec.start).values


def check_rebuilt(s, d, legacy=None) -> None:
    """After ``from_dict``: the game record's start is a state the rules accept (``legacy`` as
    for ``checked_state``) or the same deal's, the ids everywhere are real cards, no side is over its stations but
    where an overflow waits, the state reproduces its plain data, the log reads, and a game in
    progress can go on (every legal action applies)."""
    rec = s.record                  # (its shape: GameRecord.from_dict, in from_dict)
    if rec is not None and rec.from_position:
        try:
            _start_position(type(s), rec.start["position"], legacy)
        except StateError as exc:
            raise StateError(f"the record's starting position is invalid: {exc}") from None
    elif rec is not None and rec.start["ruleset"] != s.ruleset:
        raise StateError("the record's ruleset differs from the game's")
    if rec is not None and _record_values(rec) != s.data.values:
        raise StateError("the record's card values differ from the game's")
    ids = s.data.by_id
    words = set(d["once_used"])
    _words(d["stack"], words)
    for e in d["log"]:
        for v in e[2]:
            if isinstance(v, str):
                words.add(v)
            elif isinstance(v, list):
                _words(v, words)
    if any(_CARD_LIKE.match(v) for v in words.difference(ids)):     # then say which, in order
        for where, names in (("once_used", d["once_used"]), ("stack", _walk(d["stack"])),
                             ("log", _walk([e[2] for e in d["log"]]))):
            for v in names:
                if isinstance(v, str) and _CARD_LIKE.match(v) and v not in ids:
                    raise StateError(f"unknown card id {v!r} in {where}")
    bad = [c for c in d["once_used"] if c not in ids]
    if bad:
        raise StateError(f"unknown card id {bad[0]!r} in once_used")
    # validate() lets a side exceed its stations anywhere while any overflow is pending; in a game
    # in progress only the city and side named by a pending overflow frame may be over (destroyed
    # cities aside: abilities stop there, so Pająki may come to exceed the count).
    if s.winner is None:
        pending = {(f[1], f[2]) for f in s.stack if f[0] == "overflow" and len(f) > 2}
        _check_stations(s, lambda city, side: s.city_destroyed[city] or (side, city) in pending)
    # (a target outside the active city, and nobody to move, are refused by validate itself)
    back = s.to_dict()
    for k, v in back.items():
        want = d[k]
        if k in _SET_FIELDS:
            same = sorted(v) == sorted(want)
        elif k == "known_in_hand":
            same = all(sorted(v[x]) == sorted(want[x]) for x in SIDES)
        elif k == "tokens":
            same = v == {c: t for c, t in want.items() if t}
        else:
            same = v == want
        if not same:
            raise StateError(f"the field {k!r} is inconsistent with the rest of the game")
    for ev in s.log:
        ev.text(s.data, "en")
    if s.is_terminal():
        return
    for a in s.legal_actions():
        s.clone().apply(a)


def check_action(action):
    """``action`` as an ``Action`` if it has the shape of one (at most six fields: a word, then
    words and numbers), else ``IllegalAction``."""
    if isinstance(action, Action):
        items = tuple(action)
    elif isinstance(action, (tuple, list)) and action and isinstance(action[0], str):
        items = tuple(action)
    else:
        raise IllegalAction(f"{_short(action)} is not an Action.")
    if len(items) > len(ACTION_FIELD_TYPES):
        raise IllegalAction(f"{_short(action)} has {len(items)} fields; an Action has at most "
                            f"{len(ACTION_FIELD_TYPES)}.")
    for v, t in zip(items, ACTION_FIELD_TYPES):
        if v is not None and (not isinstance(v, t) or isinstance(v, bool)):
            raise IllegalAction(f"{_short(action)} holds {_short(v)} where a "
                                f"{'number' if t is int else 'word'} belongs.")
    if len(items[0]) > 64 or any(isinstance(v, str) and len(v) > 200 for v in items):
        raise IllegalAction(f"{_short(action)} is not an Action.")
    return action if isinstance(action, Action) else Action(*items)


def _short(x) -> str:
    r = repr(x)
    return r if len(r) <= 80 else r[:77] + "..."
