"""Shared helpers for the rule tests: apply actions that must be legal, read the choices offered."""
from __future__ import annotations

from konwoj.rules import Action

ZIGGY, IRON_GATE, CLEVELAND, JERSEY, NEW_YORK = range(5)
# Cards kept in a hand so that an attack phase stays open (a phase in which a side can only pass is
# passed by itself, R3): Patriota does nothing outside a city, Działo Gaussa has no ability.
FILLER = "patriota"
M_FILLER = "dzialo_gaussa"


def act(s, kind, card=None, target=None, city=None, index=None, extra=None):
    """Apply an action that must be legal now."""
    a = Action(kind, card, target, city, index, extra)
    legal = s.legal_actions()
    assert a in legal, f"{a} not legal in {s.decision_frame}; legal: {[str(x) for x in legal]}"
    s.apply(a)
    return s


def can(s, kind, card=None, target=None, city=None, index=None, extra=None) -> bool:
    return Action(kind, card, target, city, index, extra) in s.legal_actions()


def choose(s, card=None, city=None, index=None):
    return act(s, "choose", card=card, city=city, index=index)


def choices(s) -> set:
    """The cards offered by the pick on top."""
    return {a.card for a in s.legal_actions() if a.kind == "choose"}


def pick_purpose(s):
    d = s.decision
    return d[1] if d and d[0] == "pick" else None
