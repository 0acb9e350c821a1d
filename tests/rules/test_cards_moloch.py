"""Every Moloch card against the 1st-edition rulebook (card descriptions p.36-38, the Moloch-attack
example p.18, the strength example p.27) and the 2nd-edition clarifications.

Positions are built by hand with ``build_position``; the engine is driven only through the public
API (``legal_actions``, ``apply``, queries). Each test is named after the rule it checks.
"""
from __future__ import annotations

import pytest

from konwoj.rules import Action, IllegalAction
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import CLEVELAND, IRON_GATE, JERSEY, NEW_YORK, ZIGGY, choices  # noqa: F401
from tests.support.rules_helpers import act as do, can as is_legal
from tests.support.rules_helpers import abilities_of, instants_of, log_keys, plays_of, top_of_moloch_deck  # noqa: F401

M, O = "moloch", "outpost"


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


# ---------------------------------------------------------------- Działo Gaussa, Stalowy Ogar
@pytest.mark.parametrize("key,strength", [("dzialo_gaussa", 4), ("stalowy_ogar", 3)])
def test_robots_without_an_ability_only_bring_their_strength(key, strength):
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: [key], O: ["trep"]}}, hands={M: ["klaun"]})
    cid = f"{key}-1"
    assert s.card(cid).effect == "none" and s.card(cid).trigger == "none"
    assert s.unit_strength(cid) == strength
    assert s.city_strength(ZIGGY, M) == strength
    assert abilities_of(s, cid) == []


# ---------------------------------------------------------------- Hybryda
def test_hybryda_entering_may_put_a_plus_two_token_on_a_robot_of_its_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pajaki"], O: ["trep"]}, IRON_GATE: {M: ["stalowy_ogar"]}},
                       hands={M: ["hybryda", "klaun"]})
    do(s, "play", "hybryda-1", city=ZIGGY)
    assert s.decision == ("pick", "token") and s.current_player == M
    assert choices(s) == {"pajaki-1", "hybryda-1"}
    assert is_legal(s, "decline")
    do(s, "choose", "pajaki-1")
    assert s.tokens_on("pajaki-1") == ("+2",)
    assert s.unit_strength("pajaki-1") == 3
    assert s.city_strength(ZIGGY, M) == 3 + 2


def test_hybryda_moved_into_another_city_gives_a_token_again():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["hybryda"], O: ["trep"]}, IRON_GATE: {O: ["scorn"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    do(s, "instant", "ruch_molocha-1", target="hybryda-1", city=IRON_GATE)
    assert s.decision == ("pick", "token")
    assert choices(s) == {"hybryda-1"}             # + decline: a real choice
    do(s, "choose", "hybryda-1")
    assert s.tokens_on("hybryda-1") == ("+2",)
    assert s.unit_strength("hybryda-1") == 4


# ---------------------------------------------------------------- Juggernaut
def test_juggernaut_cannot_be_moved_by_ruch():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["juggernaut", "stalowy_ogar"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    targets = {a.target for a in instants_of(s, "ruch_molocha-1")}
    assert targets == {"stalowy_ogar-1"}
    with pytest.raises(IllegalAction):
        s.apply(Action("instant", "ruch_molocha-1", target="juggernaut-1", city=IRON_GATE))
    assert s.where("juggernaut-1") == ("table", ZIGGY)


def test_juggernaut_is_not_moved_by_the_convoy_when_its_city_falls():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
                       table={ZIGGY: {M: ["juggernaut", "stalowy_ogar", "dzialo_gaussa"],
                                      O: ["trep"]}},
                       decks={M: ["klaun", "mozg", "bloker"], O: ["medyk", "wywiad"]})
    # Moloch wins the last district: another district falls in the next city
    assert s.decision == ("pick", "destroy_district")
    do(s, "choose", city=IRON_GATE, index=2)
    assert s.decision == ("pick", "convoy") and s.current_player == M
    assert choices(s) == {"stalowy_ogar-1", "dzialo_gaussa-1"}
    do(s, "choose", "stalowy_ogar-1", city=IRON_GATE)
    assert s.where("juggernaut-1") == ("table", ZIGGY)
    assert s.city_destroyed[ZIGGY]


def test_juggernaut_alone_stays_behind_when_its_city_falls():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
                       table={ZIGGY: {M: ["juggernaut"], O: ["trep"]}},
                       decks={M: ["klaun", "mozg", "bloker"], O: ["medyk", "wywiad"]})
    do(s, "choose", city=IRON_GATE, index=2)
    assert s.city_destroyed[ZIGGY]
    assert s.where("juggernaut-1") == ("table", ZIGGY)
    assert s.cards_in(IRON_GATE, M) == []


def test_juggernaut_may_go_to_new_york_by_the_district_effect():
    s = build_position(phase="resolution", battle_city=CLEVELAND, target=0,   # move to New York
                       table={CLEVELAND: {M: ["juggernaut", "stalowy_ogar"], O: ["trep"]}},
                       hands={M: ["klaun"], O: ["medyk"]})
    assert s.decision == ("pick", "destroy_district")
    do(s, "choose", city=CLEVELAND, index=2)       # Cleveland: the destroyed district's effect too
    assert s.decision == ("pick", "move_ny") and s.current_player == M
    assert choices(s) == {"juggernaut-1", "stalowy_ogar-1"}
    do(s, "choose", "juggernaut-1", city=NEW_YORK)
    assert s.where("juggernaut-1") == ("table", NEW_YORK)
    assert s.tokens_on("juggernaut-1") == ("+1",)   # no Outpost in New York


@pytest.mark.parametrize("switch", ["haker", "dzialo_emp"])
def test_juggernaut_switched_off_can_be_moved(switch):
    """2nd edition: switched off by Działo EMP or a Haker token, the Juggernaut may be moved."""
    table = {ZIGGY: {M: ["juggernaut"], O: ["dzialo_emp"] if switch == "dzialo_emp" else []}}
    tokens = {"juggernaut": ["deactivated"]} if switch == "haker" else {}
    s = build_position(phase="moloch_attack", battle_city=ZIGGY, table=table, tokens=tokens,
                       hands={M: ["ruch_molocha", "klaun"]})
    assert not s.ability_active("juggernaut-1")
    do(s, "instant", "ruch_molocha-1", target="juggernaut-1", city=IRON_GATE)
    assert s.where("juggernaut-1") == ("table", IRON_GATE)


def test_juggernaut_cannot_be_pushed_by_a_captured_kasparov():
    s = build_position(phase="outpost_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["juggernaut", "stalowy_ogar"], O: ["nestugov"]}},
                       modules={"nestugov": "modul_kasparov"}, hands={O: ["trep"]})
    assert s.decision == ("outpost_modules", None)
    pushed = {a.target for a in s.legal_actions() if a.kind == "ability"}
    assert pushed == {"stalowy_ogar-1"}


# ---------------------------------------------------------------- Klaun
def test_klaun_discards_a_card_to_kill_an_own_robot_and_two_soldiers():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["klaun", "pajaki"], O: ["trep", "scorn", "bunkier"]}},
                       hands={M: ["mozg", "bloker"]})
    assert {a.target for a in abilities_of(s, "klaun-1")} == {"klaun-1", "pajaki-1"}
    do(s, "ability", "klaun-1", target="pajaki-1")
    do(s, "discard", "mozg-1")
    assert s.where("pajaki-1") == ("discard", M)
    assert s.decision == ("pick", "klaun_soldiers") and s.current_player == M
    assert choices(s) == {"trep-1", "scorn-1"}     # Soldiers only, never the Bunkier
    do(s, "choose", "scorn-1")                     # the second kill has one option left
    assert s.where("scorn-1") == ("discard", O) and s.where("trep-1") == ("discard", O)
    assert s.where("bunkier-1") == ("table", ZIGGY)
    assert s.where("mozg-1") == ("discard", M)


def test_klaun_may_kill_itself_and_still_kills_two_soldiers():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["klaun", "dzialo_gaussa"], O: ["trep", "scorn"]}},
                       hands={M: ["mozg", "bloker"]})
    do(s, "ability", "klaun-1", target="klaun-1")
    do(s, "discard", "mozg-1")
    assert s.where("klaun-1") == ("discard", M)
    assert s.decision == ("pick", "klaun_soldiers")
    do(s, "choose", "trep-1")
    assert s.where("trep-1") == ("discard", O) and s.where("scorn-1") == ("discard", O)
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)


def test_klaun_can_be_used_again_for_another_discard():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["klaun", "pajaki-1", "pajaki-2"],
                                      O: ["trep-1", "trep-2", "scorn", "komandos"]}},
                       hands={M: ["mozg", "bloker", "transporter"]})
    do(s, "ability", "klaun-1", target="pajaki-1")
    do(s, "discard", "mozg-1")
    do(s, "choose", "trep-1")
    do(s, "choose", "trep-2")
    do(s, "ability", "klaun-1", target="pajaki-2")
    do(s, "discard", "bloker-1")
    do(s, "choose", "scorn-1")
    assert s.cards_in(ZIGGY, O) == [] and s.cards_in(ZIGGY, M) == ["klaun-1"]


def test_klaun_kill_of_an_own_robot_is_taken_by_bloker_R16():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["klaun", "bloker", "dzialo_gaussa"], O: ["trep"]}},
                       hands={M: ["mozg", "stalowy_ogar"]})
    do(s, "ability", "klaun-1", target="dzialo_gaussa-1")
    do(s, "discard", "mozg-1")
    assert s.where("bloker-1") == ("discard", M)
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)
    assert s.where("trep-1") == ("discard", O)


def test_klaun_needs_a_card_to_discard():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["klaun", "szerszen"], O: ["trep"]}})
    assert abilities_of(s, "klaun-1") == []


# ---------------------------------------------------------------- Łowca
def test_lowca_entering_must_kill_a_soldier_of_its_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["trep", "scorn", "bunkier"]}, IRON_GATE: {O: ["komandos"]}},
                       hands={M: ["lowca", "klaun"]})
    do(s, "play", "lowca-1", city=ZIGGY)
    assert s.decision == ("pick", "kill_soldier") and s.current_player == M
    assert choices(s) == {"trep-1", "scorn-1"}
    assert not is_legal(s, "decline")              # R7: Łowca must kill
    do(s, "choose", "scorn-1")
    assert s.where("scorn-1") == ("discard", O)
    assert s.where("komandos-1") == ("table", IRON_GATE)


def test_lowca_entering_a_city_with_only_a_building_kills_nothing():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["bunkier"]}}, hands={M: ["lowca", "klaun"]})
    do(s, "play", "lowca-1", city=ZIGGY)
    assert s.decision == ("attack", M)
    assert s.where("bunkier-1") == ("table", ZIGGY)


def test_lowca_kills_again_each_time_it_enters_a_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["lowca"]}, IRON_GATE: {O: ["trep"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    do(s, "instant", "ruch_molocha-1", target="lowca-1", city=IRON_GATE)
    assert s.where("trep-1") == ("discard", O)
    assert s.tokens_on("lowca-1") == ()           # the Outpost was there when it arrived


# ---------------------------------------------------------------- Mózg
def test_mozg_discards_a_card_to_take_a_robot_back_without_module_and_tokens():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["mozg", "dzialo_gaussa"], O: ["trep"]},
                              IRON_GATE: {M: ["stalowy_ogar"]}},
                       modules={"dzialo_gaussa": "modul_destrukcji"},
                       tokens={"dzialo_gaussa": ["+1", "shield"]}, hands={M: ["klaun", "bloker"]})
    assert {a.target for a in abilities_of(s, "mozg-1")} == {"mozg-1", "dzialo_gaussa-1"}
    do(s, "ability", "mozg-1", target="dzialo_gaussa-1")
    do(s, "discard", "klaun-1")
    assert s.where("dzialo_gaussa-1") == ("hand", M)
    assert s.where("modul_destrukcji-1") == ("discard", M)
    assert s.tokens_on("dzialo_gaussa-1") == ()
    # it may be played again at once, as a fresh card
    do(s, "play", "dzialo_gaussa-1", city=ZIGGY)
    assert s.tokens_on("dzialo_gaussa-1") == ()
    assert s.module_of("dzialo_gaussa-1") is None


def test_mozg_may_take_itself_back_to_hand():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["mozg"], O: ["trep"]}}, hands={M: ["klaun", "bloker"]})
    do(s, "ability", "mozg-1", target="mozg-1")
    do(s, "discard", "klaun-1")
    assert s.where("mozg-1") == ("hand", M)
    assert ZIGGY in plays_of(s, "mozg-1")
