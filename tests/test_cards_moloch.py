"""Every Moloch card against the 1st-edition rulebook (card descriptions p.36-38, the Moloch-attack
example p.18, the strength example p.27) and the 2nd-edition clarifications.

Positions are built by hand with ``build_position``; the engine is driven only through the public
API (``legal_actions``, ``apply``, queries). Each test is named after the rule it checks.
"""
from __future__ import annotations

import pytest

from konwoj.rules import Action, IllegalAction
from konwoj.rules.scenario import build_position

ZIGGY, IRON_GATE, CLEVELAND, JERSEY, NEW_YORK = range(5)
M, O = "moloch", "outpost"


# ---------------------------------------------------------------- helpers
def do(s, kind, card=None, target=None, city=None, index=None, extra=None):
    """Apply an action, first checking that it is listed as legal."""
    a = Action(kind, card, target, city, index, extra)
    assert a in s.legal_actions(), f"{a} not legal; decision {s.decision_frame}: {s.legal_actions()}"
    s.apply(a)


def is_legal(s, kind, card=None, target=None, city=None, index=None, extra=None) -> bool:
    return Action(kind, card, target, city, index, extra) in s.legal_actions()


def choices(s) -> set:
    """The cards offered by the pick / overflow decision on top."""
    return {a.card for a in s.legal_actions() if a.kind == "choose"}


def abilities_of(s, card) -> list:
    return [a for a in s.legal_actions() if a.kind == "ability" and a.card == card]


def plays_of(s, card) -> set:
    return {a.city for a in s.legal_actions() if a.kind == "play" and a.card == card}


def instants_of(s, card) -> list:
    return [a for a in s.legal_actions() if a.kind == "instant" and a.card == card]


def log_keys(s) -> list:
    return [e.key for e in s.log]


def top_of_moloch_deck(s):
    return s.observation(O)["known_top"][M][-1]


# ================================================================ the rulebook's example (p.18)
def test_rulebook_moloch_attack_example_p18():
    """Battle for an Iron Gate district. Szerszeń played to Cleveland Harbour (no Outpost there)
    gets +1 and flies to Iron Gate; Anihilator enters Iron Gate with the Outpost full, so Moloch
    removes Scorn; the Rozpruwacz already there discards a card to kill Komandos; Łowca entering New
    York kills the Soldier there and gets no bonus (the Outpost was there first)."""
    s = build_position(
        phase="moloch_attack", battle_city=IRON_GATE,
        table={IRON_GATE: {M: ["rozpruwacz"], O: ["scorn", "komandos", "zwiadowca", "trep-1"]},
               NEW_YORK: {O: ["trep-2"]}},
        tokens={"trep-2": ["+1"]},
        hands={M: ["szerszen", "anihilator", "lowca", "dzialo_gaussa", "stalowy_ogar"]})
    assert s.station_limit(IRON_GATE, O) == 4 and s.stations_used(IRON_GATE, O) == 4

    # (1) Szerszeń to the future, unguarded Cleveland Harbour: +1
    do(s, "play", "szerszen-1", city=CLEVELAND)
    assert s.where("szerszen-1") == ("table", CLEVELAND)
    assert s.tokens_on("szerszen-1") == ("+1",)
    # (2)-(3) its once-per-battle move, to the active city: no second bonus
    do(s, "ability", "szerszen-1", city=IRON_GATE)
    assert s.where("szerszen-1") == ("table", IRON_GATE)
    assert s.tokens_on("szerszen-1") == ("+1",)
    assert abilities_of(s, "szerszen-1") == []
    # (4)-(5) Anihilator: the Outpost is over its stations, Moloch picks the card to remove
    do(s, "play", "anihilator-1", city=IRON_GATE)
    assert s.station_limit(IRON_GATE, O) == 3
    assert s.decision == ("overflow", O) and s.current_player == M
    assert choices(s) == {"scorn-1", "komandos-1", "zwiadowca-1", "trep-1"}
    do(s, "choose", "scorn-1")
    assert s.where("scorn-1") == ("discard", O)
    assert s.decision == ("attack", M)
    # (6)-(8) Rozpruwacz discards a card and kills Komandos
    do(s, "ability", "rozpruwacz-1", target="komandos-1")
    assert s.decision == ("pay", M)
    do(s, "discard", "dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)
    assert s.where("komandos-1") == ("discard", O)
    # (9)-(10) Łowca enters New York, kills the Soldier there, gets no bonus
    do(s, "play", "lowca-1", city=NEW_YORK)
    assert s.where("trep-2") == ("discard", O)
    assert s.tokens_on("lowca-1") == ()
    assert s.cards_in(IRON_GATE, O) == ["zwiadowca-1", "trep-1"]
    assert s.cards_in(IRON_GATE, M) == ["rozpruwacz-1", "szerszen-1", "anihilator-1"]
    assert s.decision == ("attack", M)
