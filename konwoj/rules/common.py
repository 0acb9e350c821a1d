"""What every part of the rules shares: sides, constants, the Action value, the errors, the seeded
random number generator and the plain-data helpers."""
from __future__ import annotations

import random as _random
from typing import Any, NamedTuple

from .cards import MOLOCH, OUTPOST

SI = {MOLOCH: 0, OUTPOST: 1}
NEW_YORK = 4
JERSEY = 3
TOKEN_STRENGTH = {"+1": 1, "+2": 2, "-2": -2}
SPECIAL_MODULES = ("modul_kasparov", "modul_sieci", "modul_skazenia")
MASK64 = (1 << 64) - 1
DECISIONS = ("mulligan", "target", "attack", "modules", "outpost_modules", "pay", "pick",
             "overflow", "may_draw")

# ---- the shapes a state and an action come in, defined once (consistency, record and the save
# checks read them from here; ``konwoj.rules`` exports them)
MAX_BATTLE = 64          # the battle limit a state may show (a real game ends long before)
TOKEN_NAMES = ("+1", "+2", "-2", "shield", "deactivated", "net")   # tokens a card may carry
# DISTRICT_KINDS (cards.py): every district kind a state may hold, both editions
# ALL_PHASES (ruleset.py): every phase a state of either edition may show


def is_int(x) -> bool:
    """A whole number, and not a bool (True is an int to Python, never to a save or an action)."""
    return isinstance(x, int) and not isinstance(x, bool)


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


# the type of each field of an Action (kind, card, target, city, index, extra); None fits any
ACTION_FIELD_TYPES = (str, str, str, int, int, str)
MAX_ACTION_FIELDS = len(ACTION_FIELD_TYPES)


def _seed_rng(seed: int) -> int:
    """SplitMix64 of the seed: a non-zero 64-bit state for the xorshift generator."""
    z = (int(seed) + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    z ^= z >> 31
    return z or 0x2545F4914F6CDD1D


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


def _remap_frame(f: tuple, mapping: dict) -> tuple:
    """``_remap(f, mapping)`` for a stack frame: a flat frame naming none of the mapped cards is
    returned as it is, a flat one that does is mapped in one pass; nested ones take ``_remap``."""
    for v in f:
        if v.__class__ is not str and isinstance(v, (tuple, str)):
            return _remap(f, mapping)     # a nested tuple (or a str subclass): the general way
    try:
        if mapping.keys().isdisjoint(f):
            return f
    except TypeError:                     # an unhashable value: the general way
        return _remap(f, mapping)
    get = mapping.get
    return tuple([get(v, v) if v.__class__ is str else v for v in f])



def _shuffle_like_random(rng, x: list) -> None:
    """``rng.shuffle(x)`` for a plain ``random.Random``, with the calls of ``Random._randbelow``
    written out (the search shuffles on every iteration): the same draws, the same order."""
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _shuffle_is_exact() -> bool:
    for seed in range(3):
        for size in (0, 1, 2, 7, 33, 70):
            a, b = _random.Random(seed), _random.Random(seed)
            x, y = list(range(size)), list(range(size))
            a.shuffle(x)
            _shuffle_like_random(b, y)
            if x != y or a.getstate() != b.getstate():
                return False
    return True


_FAST_SHUFFLE = _shuffle_is_exact()     # checked once against this Python's Random.shuffle


def shuffle(rng, x: list) -> None:
    """``rng.shuffle(x)``, faster for a plain ``random.Random`` (identical result and state)."""
    if _FAST_SHUFFLE and type(rng) is _random.Random:
        _shuffle_like_random(rng, x)
    else:
        rng.shuffle(x)
