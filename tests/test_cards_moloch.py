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


# ================================================================ Robots
# ---------------------------------------------------------------- Anihilator
def test_anihilator_cuts_one_outpost_station_in_its_city_while_its_ability_works():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["anihilator"]}, IRON_GATE: {M: ["stalowy_ogar"]}},
                       tokens={"stalowy_ogar": []}, hands={M: ["klaun"]})
    assert s.station_limit(ZIGGY, O) == 3          # 4 printed - 1
    assert s.station_limit(IRON_GATE, O) == 4      # only in its own city
    off = build_position(phase="moloch_attack", battle_city=ZIGGY,
                         table={ZIGGY: {M: ["anihilator"]}}, tokens={"anihilator": ["deactivated"]},
                         hands={M: ["klaun"]})
    assert off.station_limit(ZIGGY, O) == 4        # switched off by a Haker token


def test_anihilator_entering_a_full_city_lets_moloch_remove_a_soldier_or_building():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["trep", "bunkier", "scorn", "komandos"]}},
                       hands={M: ["anihilator", "klaun"]})
    do(s, "play", "anihilator-1", city=ZIGGY)
    assert s.decision == ("overflow", O)
    assert s.current_player == M                   # p.13: Moloch chooses
    assert choices(s) == {"trep-1", "bunkier-1", "scorn-1", "komandos-1"}
    do(s, "choose", "bunkier-1")                   # a Building may be the one removed
    assert s.where("bunkier-1") == ("discard", O)
    assert s.cards_in(ZIGGY, O) == ["trep-1", "scorn-1", "komandos-1"]
    assert s.decision == ("attack", M)


def test_anihilator_entering_a_city_with_a_free_outpost_station_removes_nothing():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["trep", "scorn", "komandos"]}},
                       hands={M: ["anihilator", "klaun"]})
    do(s, "play", "anihilator-1", city=ZIGGY)
    assert s.decision == ("attack", M)
    assert len(s.cards_in(ZIGGY, O)) == 3
    assert s.stations_used(ZIGGY, O) == s.station_limit(ZIGGY, O) == 3


def test_anihilator_entering_a_full_future_city_also_removes_a_card():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={JERSEY: {O: ["trep", "scorn", "komandos", "biegacz"]}},
                       hands={M: ["anihilator", "klaun"]})
    do(s, "play", "anihilator-1", city=JERSEY)
    assert s.decision == ("overflow", O) and s.current_player == M
    do(s, "choose", "scorn-1")
    assert s.where("scorn-1") == ("discard", O)
    assert s.tokens_on("anihilator-1") == ()      # the Outpost was there: no bonus


# ---------------------------------------------------------------- Bloker
def test_bloker_dies_instead_of_a_robot_killed_by_snajper():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["bloker", "dzialo_gaussa"]}},
                       hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)
    assert s.where("bloker-1") == ("discard", M)
    assert "bloker" in log_keys(s)


def test_bloker_dies_instead_of_a_robot_killed_by_a_bomb():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=1,   # Iron Gate's Bomb
                       table={IRON_GATE: {M: ["bloker", "dzialo_gaussa"],               # 6
                                          O: ["scorn", "oddzial_specjalny", "trep"]}},  # 5
                       tokens={"trep": ["+1"]}, hands={M: ["klaun"], O: ["medyk"]})
    assert "tie" in log_keys(s)                    # a tie: only the Bomb resolves
    assert s.decision == ("pick", "kill_soldier") and s.current_player == M   # Moloch first
    do(s, "choose", "trep-1")
    assert s.decision == ("pick", "kill_robot") and s.current_player == O
    do(s, "choose", "dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("table", IRON_GATE)
    assert s.where("bloker-1") == ("discard", M)


def test_bloker_dies_instead_of_a_robot_killed_by_the_kill_district():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=1,       # Ziggy's kill district
                       table={ZIGGY: {M: ["bloker", "pajaki"],
                                      O: ["scorn", "kpt_johnson", "oddzial_specjalny"]}},
                       hands={M: ["klaun"], O: ["medyk"]})
    assert s.decision == ("pick", "kill_robot") and s.current_player == O
    assert choices(s) == {"bloker-1", "pajaki-1"}
    do(s, "choose", "pajaki-1")
    assert s.where("pajaki-1") == ("table", ZIGGY)
    assert s.where("bloker-1") == ("discard", M)


def test_bloker_dies_instead_of_a_robot_destroyed_by_the_iron_gate_feature():
    s = build_position(phase="outpost_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["bloker", "juggernaut"]}},
                       hands={O: ["trep", "medyk", "wywiad"]})
    do(s, "feature", target="juggernaut-1", city=IRON_GATE)
    do(s, "discard", "trep-1")
    do(s, "discard", "medyk-1")
    assert s.where("juggernaut-1") == ("table", IRON_GATE)
    assert s.where("bloker-1") == ("discard", M)
    assert s.feature_used[IRON_GATE]


def test_bloker_dies_instead_of_a_pajaki_removed_for_lack_of_stations_R4():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["bloker", "dzialo_gaussa", "stalowy_ogar", "pajaki"]}},
                       hands={O: ["haker", "trep"]})
    do(s, "play", "haker-1", city=ZIGGY)
    do(s, "choose", "pajaki-1")                    # the Haker switches the Pająki off
    assert s.where("pajaki-1") == ("table", ZIGGY)
    assert s.where("bloker-1") == ("discard", M)
    assert s.stations_used(ZIGGY, M) == 3


def test_bloker_itself_killed_just_dies():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["bloker", "dzialo_gaussa"]}},
                       hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="bloker-1")
    assert s.where("bloker-1") == ("discard", M)
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)


def test_bloker_protects_only_robots_of_its_own_city():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"]}, IRON_GATE: {M: ["bloker"]}},
                       hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)
    assert s.where("bloker-1") == ("table", IRON_GATE)


def test_bloker_switched_off_by_haker_does_not_step_in():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["bloker", "dzialo_gaussa"]}},
                       tokens={"bloker": ["deactivated"]}, hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)
    assert s.where("bloker-1") == ("table", ZIGGY)


def test_bloker_does_not_step_in_when_a_robot_is_returned_to_hand_R4():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["bloker", "dzialo_gaussa"]}},
                       hands={O: ["grupa_uderzeniowa", "trep"]})
    do(s, "play", "grupa_uderzeniowa-1", city=ZIGGY)
    do(s, "choose", "dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("hand", M)
    assert s.where("bloker-1") == ("table", ZIGGY)


# ---------------------------------------------------------------- Bydlak
def test_bydlak_entering_may_put_a_shield_on_a_robot_of_its_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"]}, IRON_GATE: {M: ["stalowy_ogar"]}},
                       hands={M: ["bydlak", "klaun"]})
    do(s, "play", "bydlak-1", city=ZIGGY)
    assert s.decision == ("pick", "token") and s.current_player == M
    assert choices(s) == {"dzialo_gaussa-1", "bydlak-1"}      # not the Robot in another city
    assert is_legal(s, "decline")                            # optional: the token may be lost
    do(s, "choose", "dzialo_gaussa-1")
    assert s.tokens_on("dzialo_gaussa-1") == ("shield",)
    assert s.is_immune("dzialo_gaussa-1")
    assert not s.is_immune("bydlak-1")


def test_bydlak_shield_protects_from_soldiers_but_not_from_instants():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar"]}},
                       tokens={"dzialo_gaussa": ["shield"]},
                       hands={O: ["scorn", "mcpherson", "snajper", "trep"]})
    do(s, "play", "scorn-1", city=ZIGGY)             # Scorn must kill: only the unshielded one
    assert s.where("stalowy_ogar-1") == ("discard", M)
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)
    do(s, "play", "mcpherson-1", city=ZIGGY)         # no target for the -2 token
    assert s.tokens_on("dzialo_gaussa-1") == ("shield",)
    assert s.decision == ("attack", O)
    do(s, "instant", "snajper-1", target="dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)


def test_bydlak_shield_is_not_protection_from_a_bomb():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=1,
                       table={IRON_GATE: {M: ["dzialo_gaussa", "stalowy_ogar"],
                                          O: ["trep", "scorn", "oddzial_specjalny", "operator_ckm"]}},
                       tokens={"dzialo_gaussa": ["shield"]}, hands={M: ["klaun"], O: ["medyk"]})
    assert "tie" in log_keys(s)
    do(s, "choose", "trep-1")                      # Moloch kills a Soldier first
    assert s.decision == ("pick", "kill_robot")
    assert "dzialo_gaussa-1" in choices(s)
    do(s, "choose", "dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)


def test_shield_given_before_dzialo_emp_keeps_the_robot_immune_and_its_ability_working():
    # Pająki with a shield, then a Działo EMP: the Pająki keep taking no station
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "bloker", "pajaki"]}},
                       tokens={"pajaki": ["shield"]}, hands={O: ["dzialo_emp", "scorn", "trep"]})
    do(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.is_immune("pajaki-1")
    assert s.ability_active("pajaki-1")
    assert s.where("pajaki-1") == ("table", ZIGGY)
    assert s.stations_used(ZIGGY, M) == 3
    assert not s.ability_active("bloker-1")          # the EMP switches off the others
    do(s, "play", "scorn-1", city=ZIGGY)
    assert "pajaki-1" not in choices(s)


def test_shield_on_a_robot_arriving_after_dzialo_emp_is_cancelled():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {O: ["dzialo_emp"]}, CLEVELAND: {M: ["stalowy_ogar"]}},
                       tokens={"stalowy_ogar": ["shield"]},
                       hands={M: ["ruch_molocha", "klaun"], O: ["scorn", "trep"]})
    assert s.is_immune("stalowy_ogar-1")
    do(s, "instant", "ruch_molocha-1", target="stalowy_ogar-1", city=IRON_GATE)
    assert s.where("stalowy_ogar-1") == ("table", IRON_GATE)
    assert s.tokens_on("stalowy_ogar-1") == ("shield",)
    assert not s.is_immune("stalowy_ogar-1")
    do(s, "pass")
    do(s, "play", "scorn-1", city=IRON_GATE)      # the only Robot: Scorn kills it
    assert s.where("stalowy_ogar-1") == ("discard", M)


def test_shield_on_a_haker_switched_off_robot_keeps_it_off_but_immune_to_other_soldiers():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["juggernaut", "dzialo_gaussa"]}},
                       tokens={"juggernaut": ["deactivated"]},
                       hands={M: ["bydlak", "klaun"], O: ["mcpherson", "scorn", "trep"]})
    do(s, "play", "bydlak-1", city=ZIGGY)
    do(s, "choose", "juggernaut-1")
    assert s.tokens_on("juggernaut-1") == ("deactivated", "shield")
    assert not s.ability_active("juggernaut-1")    # still switched off
    assert s.is_immune("juggernaut-1")
    do(s, "pass")
    do(s, "play", "mcpherson-1", city=ZIGGY)
    assert "juggernaut-1" not in choices(s)
    do(s, "choose", "dzialo_gaussa-1")
    do(s, "play", "scorn-1", city=ZIGGY)
    assert "juggernaut-1" not in choices(s)
