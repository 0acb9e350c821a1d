"""Whether a state can go on: the checks ``GameState.validate()`` and ``from_dict`` make beyond
"every card in exactly one place".

A state rebuilt from a file must be one the game could have reached far enough to play on: the
battle number fits the phase (battle 0 is the opening hands, p.3; battles 1+ follow the battle
flow, p.6), every frame on the stack is well formed and fits the phase it waits in (a mulligan
only before the first battle, Moloch's attack decision only in Moloch's attack phase, no decision
at all while cards are being drawn), the random generator has a state it can move from (the
xorshift generator stays at 0 forever), and after the automatic steps have run, either there is a
winner or a side to move with at least one legal action. Everything else is a ``StateError``.

Also here: the shape of an ``Action`` (a hostile caller may pass lists, dicts or extra fields).
"""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST, SIDES
from .common import (ACTION_FIELD_TYPES, DECISIONS, MASK64, MAX_BATTLE, TOKEN_NAMES, Action,
                     IllegalAction, StateError, is_int as _is_int)
from .ruleset import OUTSIDE_BATTLE_PHASES

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
# frame kind -> the lengths it comes in; fields: s = side, c = city 0-4, i = whole number,
# w = word or None, b = true/false or None, * = anything plain
FRAME_SHAPES = {
    "mulligan": ("ks",), "target": ("k",), "attack": ("ks",), "modules": ("k",),
    "outpost_modules": ("k",), "pay": ("ksi",), "pick": ("kwsnw*",), "overflow": ("ksc",),
    "may_draw": ("ks",), "phase": ("kw",), "resolve": ("k",), "win_trigger": ("kwc",),
    "city_victory": ("ksc",), "iron_gate": ("kc",), "discard_top": ("kicb",),
    "district_effect": ("kscw",), "bomb": ("kc",), "district_down": ("kci", "kciw"),
    "end_battle": ("k",), "convoy": ("kc",), "destroy_city": ("kc",), "enter": ("kwcw",),
    "destroy_next": ("kc",),
    "effect": ("kwwwnw",),
}
# frame kind -> the fields that name a card (or None)
CARD_FIELDS = {"effect": (2, 3), "enter": (1, 3), "pick": (4,), "win_trigger": (1,)}
EFFECT_HOWS = ("instant", "ability", "feature")


def _fits(v, code: str) -> bool:
    if code == "k" or code == "*":
        return True
    if code == "s":
        return v in SIDES
    if code == "c":
        return _is_int(v) and 0 <= v <= 4
    if code == "n":
        return v is None or (_is_int(v) and 0 <= v <= 4)
    if code == "i":
        return _is_int(v) and -1000 <= v <= 1000
    if code == "w":
        return v is None or isinstance(v, str)
    if code == "b":
        return v is None or isinstance(v, bool)
    return False


def check_frame(f) -> None:
    """A frame is a tuple whose kind and fields have the shape the engine gives them."""
    if not isinstance(f, tuple) or not f or not isinstance(f[0], str):
        raise StateError(f"malformed frame {f!r}")
    shapes = FRAME_SHAPES.get(f[0])
    if shapes is None:
        raise StateError(f"unknown frame {f!r}")
    if not any(len(f) == len(sh) and all(_fits(v, c) for v, c in zip(f, sh)) for sh in shapes):
        raise StateError(f"malformed {f[0]} frame {f!r}")


# the fields a pick carries, by purpose: the city (f[3]) is needed except for hand-only picks; the
# source card (f[4]) by these purposes; f[5] has a purpose-specific kind
PICK_NO_CITY = ("narada", "odwrot", "rozpoznanie")
PICK_NEEDS_CARD = ("klaun_soldiers", "mlody", "narada", "odwrot", "return_robot", "rozpoznanie",
                   "scout_move", "take_soldier", "token")
PICK_CARDS = ("narada",)                      # f[5]: the cards offered
# rozpoznanie's f[5]: (moves left, the Soldiers moved so far...)
PICK_COUNT = ("klaun_soldiers", "odwrot")     # f[5]: how many are left


def _check_pick(s, f) -> None:
    purpose, city, card, extra = f[1], f[3], f[4], f[5]
    if purpose not in PICK_NO_CITY and not _fits(city, "c"):
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


def check_state(s) -> None:
    """The static part (from ``validate``): numbers in range, the stack fits phase and battle."""
    from .frames import PICKS as pick_purposes      # frames.py imports the whole engine
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
    if s.winner is not None:
        if s.phase != "game_over" or s.stack:
            raise StateError("a finished game is in the game_over phase with nothing pending")
        return
    if s.phase == "game_over":
        raise StateError("the game_over phase without a winner")
    if (s.phase == "mulligan") != (s.battle == 0):
        raise StateError(f"battle {s.battle} does not fit the phase {s.phase!r} (battle 0 is "
                          "the opening hands, and only then)")
    for f in s.stack:
        check_frame(f)
        kind = f[0]
        if kind == "phase" and f[1] not in battle_flow:
            raise StateError(f"frame {f!r} names an unknown phase")
        if kind == "pick":
            if f[1] not in pick_purposes:
                raise StateError(f"frame {f!r} names an unknown choice")
            _check_pick(s, f)
        if kind == "effect" and f[1] not in EFFECT_HOWS:
            raise StateError(f"frame {f!r} names an unknown effect")
        for i in CARD_FIELDS.get(kind, ()):
            if i < len(f) and f[i] is not None and f[i] not in s.data.by_id:
                raise StateError(f"frame {f!r} names the unknown card {f[i]!r}")
        if kind in ("effect", "enter") and f[1] != "feature" and f[1 + (kind == "effect")] is None:
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
