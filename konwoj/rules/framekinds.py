"""The frames of the stack, by kind, as named tuples: what each field of a frame means and what it
may hold. A frame is a tuple whose first field is its kind; :data:`FRAMES` gives, per kind, the
named tuple(s) it comes in (``district_down`` had a fourth field once: a save may still hold it).

The engine builds its frames as plain tuples in its hot paths (a named tuple is several times
slower to make, and equal to the plain one); a frame read from a save, or checked, is read by name:
``frame_of(f)`` gives the named tuple of any frame (``frame_of(f).city``).

Field types (the annotations): ``Side`` moloch/outpost; ``City`` 0-4; ``MaybeCity`` 0-4 or None;
``Int`` a whole number from -1000 to 1000; ``Word`` a text or None; ``Flag`` true/false or None;
``Plain`` anything plain; ``Kind`` the frame's kind.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

from .cards import SIDES
from .common import is_int

Kind = Side = City = MaybeCity = Int = Word = Flag = Plain = object   # (annotations only)


# ------------------------------------------------------------------ the decisions
class Mulligan(NamedTuple):
    kind: Kind
    side: Side


class Target(NamedTuple):
    kind: Kind


class Attack(NamedTuple):
    kind: Kind
    side: Side


class Modules(NamedTuple):
    kind: Kind


class OutpostModules(NamedTuple):
    kind: Kind


class Pay(NamedTuple):
    kind: Kind
    side: Side
    amount: Int                 # cards still to discard


class Pick(NamedTuple):
    kind: Kind
    purpose: Word               # one of frames.PICKS
    side: Side                  # who picks
    city: MaybeCity
    card: Word                  # the card whose effect asks (None for most city effects)
    extra: Plain                # by purpose: the cards offered, how many are left, a token...


class Overflow(NamedTuple):
    kind: Kind
    side: Side
    city: City


class MayDraw(NamedTuple):
    kind: Kind
    side: Side


# ------------------------------------------------------------------ the automatic steps
class Phase(NamedTuple):
    kind: Kind
    phase: Word


class Resolve(NamedTuple):
    kind: Kind


class WinTrigger(NamedTuple):
    kind: Kind
    card: Word
    city: City


class CityVictory(NamedTuple):
    kind: Kind
    side: Side                  # the winner
    city: City


class IronGate(NamedTuple):
    kind: Kind
    city: City


class DiscardTop(NamedTuple):
    kind: Kind
    count: Int
    city: City
    respect: Flag               # whether a card immune to it is spared


class DistrictEffect(NamedTuple):
    kind: Kind
    side: Side                  # the winner
    city: City
    effect: Word


class Bomb(NamedTuple):
    kind: Kind
    city: City


class DistrictDown(NamedTuple):
    kind: Kind
    city: City
    district: Int


class DistrictDownOld(NamedTuple):
    """A ``district_down`` with the district's effect, as an older version of the game wrote it."""
    kind: Kind
    city: City
    district: Int
    effect: Word


class EndBattle(NamedTuple):
    kind: Kind


class Convoy(NamedTuple):
    kind: Kind
    city: City


class DestroyCity(NamedTuple):
    kind: Kind
    city: City


class DestroyNext(NamedTuple):
    kind: Kind
    city: City


class Enter(NamedTuple):
    kind: Kind
    card: Word                  # the unit entering
    city: City
    effect_card: Word           # whose enters-city ability runs (Młody borrows another's)


class Effect(NamedTuple):
    kind: Kind
    how: Word                   # instant, ability or feature (EFFECT_HOWS)
    card: Word                  # None for a city feature
    target: Word                # the card aimed at (or the district's index for a feature)
    city: MaybeCity
    extra: Word


FRAMES: dict[str, tuple[type, ...]] = {
    "mulligan": (Mulligan,), "target": (Target,), "attack": (Attack,), "modules": (Modules,),
    "outpost_modules": (OutpostModules,), "pay": (Pay,), "pick": (Pick,), "overflow": (Overflow,),
    "may_draw": (MayDraw,), "phase": (Phase,), "resolve": (Resolve,),
    "win_trigger": (WinTrigger,), "city_victory": (CityVictory,), "iron_gate": (IronGate,),
    "discard_top": (DiscardTop,), "district_effect": (DistrictEffect,), "bomb": (Bomb,),
    "district_down": (DistrictDown, DistrictDownOld), "end_battle": (EndBattle,),
    "convoy": (Convoy,), "destroy_city": (DestroyCity,), "enter": (Enter,),
    "destroy_next": (DestroyNext,), "effect": (Effect,),
}
for _classes in FRAMES.values():
    for _cls in _classes:
        _cls.__repr__ = tuple.__repr__     # written as the plain frame: ('pick', 'convoy', ...)
del _classes, _cls
# the fields that name a card (or None), by kind
CARD_FIELDS = {"effect": ("card", "target"), "enter": ("card", "effect_card"), "pick": ("card",),
               "win_trigger": ("card",)}


def _fits_side(v) -> bool:
    return v in SIDES


def _fits_city(v) -> bool:
    return is_int(v) and 0 <= v <= 4


FITS = {
    "Kind": lambda v: True, "Plain": lambda v: True,
    "Side": _fits_side, "City": _fits_city,
    "MaybeCity": lambda v: v is None or _fits_city(v),
    "Int": lambda v: is_int(v) and -1000 <= v <= 1000,
    "Word": lambda v: v is None or isinstance(v, str),
    "Flag": lambda v: v is None or isinstance(v, bool),
}
# kind -> ((named tuple, its field checks), ...)
_CHECKS = {k: tuple((cls, tuple(FITS[getattr(t, "__forward_arg__", t)]
                                 for t in cls.__annotations__.values())) for cls in classes)
           for k, classes in FRAMES.items()}


def shape_of(f) -> Optional[type]:
    """The named tuple ``f`` fits (kind, length and the value of every field), else None."""
    for cls, fits in _CHECKS.get(f[0], ()):
        if len(f) == len(fits) and all(fit(v) for fit, v in zip(fits, f)):
            return cls
    return None


def frame_of(f: tuple) -> tuple:
    """``f`` as the named tuple of its kind (equal to ``f``); ``f`` itself when it fits none (the
    checks then name what is wrong with it)."""
    if f.__class__ is not tuple or not f:
        return f
    for cls, fits in _CHECKS.get(f[0], ()):
        if len(f) == len(fits):
            return cls._make(f)
    return f
