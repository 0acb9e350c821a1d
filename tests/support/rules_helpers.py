"""Shared helpers for the rule tests: apply actions that must be legal, read the choices offered."""
from __future__ import annotations

from konwoj.rules import Action
from konwoj.rules.scenario import build_position

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


# ---------------------------------------------------------------- reading a position
def abilities_of(s, card) -> list:
    return [a for a in s.legal_actions() if a.kind == "ability" and a.card == card]


def plays_of(s, card) -> set:
    return {a.city for a in s.legal_actions() if a.kind == "play" and a.card == card}


def instants_of(s, card) -> list:
    return [a for a in s.legal_actions() if a.kind == "instant" and a.card == card]


def log_keys(s) -> list:
    return [e.key for e in s.log]


def top_of_moloch_deck(s):
    return s.observation("outpost")["known_top"]["moloch"][-1]


def pass_until(s, phase, limit=20):
    """Pass decision after decision until ``s.phase`` is ``phase``."""
    for _ in range(limit):
        if s.phase == phase:
            return s
        act(s, "pass")
    raise AssertionError(f"never reached {phase}: at {s.phase} {s.decision_frame}")


def outpost_attack(**kw):
    kw.setdefault("phase", "outpost_attack")
    return build_position(**kw)


def resolve_now(s):
    """Pass both attack / module phases until the battle is resolved (first pick or next battle)."""
    while s.phase in ("moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules"):
        act(s, "pass")
    return s


def nestugov_position(**kw):
    """An Outpost attack with Nestugov's usual hand (three cards to pay with), in Ziggy One."""
    kw.setdefault("battle_city", ZIGGY)
    kw.setdefault("hands", {"outpost": ["trep", "trep", "haker"]})
    return outpost_attack(**kw)


def count_clones(monkeypatch) -> list:
    """From now on every ``GameState.clone`` adds a 1 to the list returned (its length: the
    copies made)."""
    from konwoj.rules import GameState
    copies = []
    real = GameState.clone

    def counting(self):
        copies.append(1)
        return real(self)
    monkeypatch.setattr(GameState, "clone", counting)
    return copies
