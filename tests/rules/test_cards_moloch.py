"""Every Moloch card against the 1st-edition rulebook (card descriptions p.36-38, the Moloch-attack
example p.18, the strength example p.27) and the 2nd-edition clarifications.

Positions are built by hand with ``build_position``; the engine is driven only through the public
API (``legal_actions``, ``apply``, queries). Each test is named after the rule it checks.
"""
from __future__ import annotations

import pytest

from konwoj.rules import Action, IllegalAction
from konwoj.rules.scenario import build_position
from rules_helpers import CLEVELAND, IRON_GATE, JERSEY, NEW_YORK, ZIGGY, choices  # noqa: F401
from rules_helpers import act as do, can as is_legal

M, O = "moloch", "outpost"


# ---------------------------------------------------------------- helpers
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


# ---------------------------------------------------------------- Rozpruwacz
def test_rozpruwacz_discards_a_card_to_kill_a_soldier_of_its_city_again_and_again():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["rozpruwacz"], O: ["trep", "scorn", "bunkier"]},
                              IRON_GATE: {O: ["komandos"]}},
                       hands={M: ["klaun", "bloker", "mozg"]})
    assert {a.target for a in abilities_of(s, "rozpruwacz-1")} == {"trep-1", "scorn-1"}
    do(s, "ability", "rozpruwacz-1", target="trep-1")
    do(s, "discard", "klaun-1")
    do(s, "ability", "rozpruwacz-1", target="scorn-1")
    do(s, "discard", "bloker-1")
    assert s.where("trep-1") == ("discard", O) and s.where("scorn-1") == ("discard", O)
    assert s.where("bunkier-1") == ("table", ZIGGY)
    assert abilities_of(s, "rozpruwacz-1") == []   # no Soldier left in its city


def test_rozpruwacz_works_from_a_future_city_but_not_from_a_destroyed_one():
    future = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                            table={JERSEY: {M: ["rozpruwacz"], O: ["scorn"]}},
                            hands={M: ["klaun", "bloker"]})
    assert {a.target for a in abilities_of(future, "rozpruwacz-1")} == {"scorn-1"}
    ruined = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                            table={ZIGGY: {M: ["rozpruwacz"], O: ["trep"]}},
                            hands={M: ["klaun", "bloker"]})
    assert abilities_of(ruined, "rozpruwacz-1") == []   # Ziggy One is destroyed


# ---------------------------------------------------------------- Obrońca
def test_obronca_on_a_moloch_win_puts_a_random_discarded_card_on_top_of_the_deck():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=0,
                       table={IRON_GATE: {M: ["obronca", "dzialo_gaussa"], O: ["trep"]}},
                       decks={M: ["klaun", "bloker"]},
                       hands={M: ["mozg"], O: ["medyk"]})
    # every Moloch card not placed went to the discard pile: one of them comes back at random
    assert s.decision == ("pick", "destroy_district")   # Obrońca has resolved before this
    assert "recover" in log_keys(s)
    assert s.deck_size(M) == 3
    top = top_of_moloch_deck(s)
    assert s.where(top) == ("deck", M)


def test_obronca_recovers_the_only_discarded_card():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=0,
                       table={IRON_GATE: {M: ["obronca", "dzialo_gaussa"], O: ["trep"]}},
                       discard={M: ["klaun"]}, hands={M: ["mozg"], O: ["medyk"]})
    assert s.decision == ("pick", "destroy_district")
    assert s.discard_of(M) == []
    assert s.where("klaun-1") == ("deck", M)
    assert top_of_moloch_deck(s) == "klaun-1"


def test_obronca_does_nothing_when_the_outpost_wins_or_when_it_is_in_another_city():
    lose = build_position(phase="resolution", battle_city=IRON_GATE, target=2,
                          table={IRON_GATE: {M: ["obronca"], O: ["scorn", "kpt_johnson"]}},
                          discard={M: ["klaun"]}, hands={M: ["mozg"], O: ["medyk"]})
    assert "recover" not in log_keys(lose)
    assert lose.where("klaun-1") == ("discard", M)
    away = build_position(phase="resolution", battle_city=IRON_GATE, target=0,
                          table={IRON_GATE: {M: ["dzialo_gaussa"], O: ["trep"]},
                                 CLEVELAND: {M: ["obronca"]}},
                          discard={M: ["klaun"]}, hands={M: ["mozg"], O: ["medyk"]})
    assert "winner" in log_keys(away) and "recover" not in log_keys(away)
    assert away.where("klaun-1") == ("discard", M)


# ---------------------------------------------------------------- Szturmowiec
def test_szturmowiec_makes_moloch_win_a_tie():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=2,
                       table={IRON_GATE: {M: ["szturmowiec"], O: ["scorn", "trep"]}},
                       hands={M: ["mozg"], O: ["medyk"]})
    assert s.city_strength(IRON_GATE, M) == s.city_strength(IRON_GATE, O) == 3
    assert "tie_moloch" in log_keys(s)
    assert s.decision == ("pick", "destroy_district") and s.current_player == M


def test_szturmowiec_switched_off_by_haker_leaves_a_tie_unresolved():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=0,
                       table={IRON_GATE: {M: ["szturmowiec"], O: ["scorn", "trep"]}},
                       tokens={"szturmowiec": ["deactivated"]},
                       hands={M: ["mozg"], O: ["medyk"]})
    assert "tie" in log_keys(s) and "tie_moloch" not in log_keys(s)
    assert "winner" not in log_keys(s)
    assert s.down[IRON_GATE][0]                    # the district falls all the same
    assert s.where("scorn-1") == ("table", IRON_GATE)


def test_szturmowiec_outside_the_battle_city_does_not_break_a_tie():
    s = build_position(phase="resolution", battle_city=IRON_GATE, target=0,
                       table={IRON_GATE: {M: ["stalowy_ogar"], O: ["scorn", "trep"]},
                              CLEVELAND: {M: ["szturmowiec"]}},
                       hands={M: ["mozg"], O: ["medyk"]})
    assert "tie" in log_keys(s) and "winner" not in log_keys(s)


# ---------------------------------------------------------------- Pająki
def test_pajaki_take_no_station_and_may_enter_a_full_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "pajaki-1"]}},
                       hands={M: ["pajaki-2", "bloker"]})
    assert s.stations_used(ZIGGY, M) == 2
    do(s, "play", "bloker-1", city=ZIGGY)          # the third and last station
    assert ZIGGY not in plays_of(s, "bloker-1")
    assert ZIGGY in plays_of(s, "pajaki-2")
    do(s, "play", "pajaki-2", city=ZIGGY)
    assert len(s.cards_in(ZIGGY, M)) == 5
    assert s.stations_used(ZIGGY, M) == 3 == s.station_limit(ZIGGY, M)


def test_pajaki_are_discarded_when_haker_switches_them_off_in_a_full_city():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "klaun", "pajaki"]}},
                       hands={O: ["haker", "trep"]})
    do(s, "play", "haker-1", city=ZIGGY)
    do(s, "choose", "pajaki-1")
    assert s.where("pajaki-1") == ("discard", M)
    assert s.cards_in(ZIGGY, M) == ["dzialo_gaussa-1", "stalowy_ogar-1", "klaun-1"]
    assert s.decision == ("attack", O)


def test_pajaki_switched_off_in_a_city_with_a_free_station_stay():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "pajaki"]}}, hands={O: ["haker", "trep"]})
    do(s, "play", "haker-1", city=ZIGGY)
    do(s, "choose", "pajaki-1")
    assert s.where("pajaki-1") == ("table", ZIGGY)
    assert s.tokens_on("pajaki-1") == ("deactivated",)
    assert s.stations_used(ZIGGY, M) == 2


def test_pajaki_are_discarded_when_dzialo_emp_switches_them_off_in_a_full_city():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "klaun", "pajaki"]}},
                       hands={O: ["dzialo_emp", "trep"]})
    do(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.where("pajaki-1") == ("discard", M)
    assert len(s.cards_in(ZIGGY, M)) == 3


def test_pajaki_switched_off_by_emp_moloch_chooses_which_go_R6():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "pajaki-1", "pajaki-2"]}},
                       hands={O: ["dzialo_emp", "trep"]})
    do(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.decision == ("overflow", M) and s.current_player == M
    assert choices(s) == {"pajaki-1", "pajaki-2"}
    do(s, "choose", "pajaki-2")
    assert s.where("pajaki-2") == ("discard", M)
    assert s.where("pajaki-1") == ("table", ZIGGY)


def test_pajaki_cannot_enter_a_full_city_where_a_dzialo_emp_stands():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "klaun"],
                                      O: ["dzialo_emp"]}},
                       hands={M: ["pajaki", "bloker"]})
    assert ZIGGY not in plays_of(s, "pajaki-1")
    assert IRON_GATE in plays_of(s, "pajaki-1")


def test_pajaki_are_discarded_when_their_city_is_destroyed_and_moloch_is_over_its_stations():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar", "juggernaut",
                                          "pajaki-1", "pajaki-2"], O: ["trep"]}},
                       decks={M: ["klaun", "mozg", "bloker"], O: ["medyk", "wywiad"]})
    do(s, "choose", city=IRON_GATE, index=2)       # Moloch's win: a district of the next city
    assert s.decision == ("pick", "convoy")
    do(s, "choose", "dzialo_gaussa-1", city=IRON_GATE)
    assert s.city_destroyed[ZIGGY]
    # the ruined city switches the Pająki off: 4 Robots for 3 stations
    assert s.decision == ("overflow", M) and s.current_player == M
    assert choices(s) == {"pajaki-1", "pajaki-2"}
    do(s, "choose", "pajaki-1")
    assert s.where("pajaki-1") == ("discard", M)
    assert s.cards_in(ZIGGY, M) == ["stalowy_ogar-1", "juggernaut-1", "pajaki-2"]


# ---------------------------------------------------------------- Pancernik
def test_pancernik_is_immune_to_soldier_abilities():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "pajaki"]}},
                       hands={O: ["scorn", "haker", "mcpherson", "grupa_uderzeniowa", "trep"]})
    assert s.is_immune("pancernik-1")
    do(s, "play", "scorn-1", city=ZIGGY)           # must kill: only the Pająki can be chosen
    assert s.where("pajaki-1") == ("discard", M)
    assert s.where("pancernik-1") == ("table", ZIGGY)
    for soldier in ("haker-1", "mcpherson-1", "grupa_uderzeniowa-1"):
        do(s, "play", soldier, city=ZIGGY)
        assert s.decision == ("attack", O)         # no target: nothing to decide
    assert s.tokens_on("pancernik-1") == ()
    assert s.where("pancernik-1") == ("table", ZIGGY)


def test_pancernik_ignores_sabotazysta():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "stalowy_ogar"], O: ["sabotazysta"]}},
                       hands={M: ["klaun"]})
    assert s.unit_strength("pancernik-1") == 3
    assert s.unit_strength("stalowy_ogar-1") == 2


def test_pancernik_is_not_immune_to_snajper():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik"]}}, hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="pancernik-1")
    assert s.where("pancernik-1") == ("discard", M)


def test_pancernik_is_not_immune_to_the_kill_district_or_the_iron_gate_feature():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=1,
                       table={ZIGGY: {M: ["pancernik", "pajaki"],
                                      O: ["scorn", "kpt_johnson", "oddzial_specjalny"]}},
                       hands={M: ["klaun"], O: ["medyk"]})
    assert choices(s) == {"pancernik-1", "pajaki-1"}
    do(s, "choose", "pancernik-1")
    assert s.where("pancernik-1") == ("discard", M)
    f = build_position(phase="outpost_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["pancernik", "pajaki"]}},
                       hands={O: ["trep", "medyk", "wywiad"]})
    do(f, "feature", target="pancernik-1", city=IRON_GATE)
    do(f, "discard", "trep-1")
    do(f, "discard", "medyk-1")
    assert f.where("pancernik-1") == ("discard", M)


def test_pancernik_there_before_dzialo_emp_stays_immune():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "pajaki"]}},
                       hands={O: ["dzialo_emp", "scorn", "trep"]})
    do(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.is_immune("pancernik-1")
    do(s, "play", "scorn-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("table", ZIGGY)
    assert s.where("pajaki-1") == ("discard", M)


def test_pancernik_arriving_after_dzialo_emp_loses_its_immunity():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["dzialo_emp"]}},
                       hands={M: ["pancernik", "klaun"], O: ["scorn", "trep"]})
    do(s, "play", "pancernik-1", city=ZIGGY)
    assert not s.is_immune("pancernik-1")
    do(s, "pass")
    do(s, "play", "scorn-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("discard", M)


# ---------------------------------------------------------------- Szerszeń
def test_szerszen_moves_once_per_battle_and_again_in_the_next_battle():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["szerszen"]}},
                       decks={M: ["klaun", "mozg"], O: ["medyk", "wywiad"]})
    assert {a.city for a in abilities_of(s, "szerszen-1")} == {ZIGGY, CLEVELAND}
    do(s, "ability", "szerszen-1", city=CLEVELAND)
    assert s.where("szerszen-1") == ("table", CLEVELAND)
    assert s.tokens_on("szerszen-1") == ("+1",)    # a future city without the Outpost
    assert abilities_of(s, "szerszen-1") == []
    # the rest of the battle passes by itself (empty hands): a 0-0 tie
    assert s.battle == 2 and s.decision == ("target", None)
    do(s, "target", city=IRON_GATE, index=1)
    assert s.decision == ("attack", M)
    assert {a.city for a in abilities_of(s, "szerszen-1")} == {IRON_GATE, JERSEY}


def test_szerszen_cannot_leave_a_city_with_pole_elektromagnetyczne():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["szerszen"], O: ["pole_elektromagnetyczne"]}},
                       hands={M: ["klaun"]})
    assert abilities_of(s, "szerszen-1") == []


def test_szerszen_with_a_shield_is_not_held_by_pole_elektromagnetyczne():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["szerszen"], O: ["pole_elektromagnetyczne"]}},
                       tokens={"szerszen": ["shield"]}, hands={M: ["klaun"]})
    assert {a.city for a in abilities_of(s, "szerszen-1")} == {IRON_GATE}


def test_szerszen_in_a_destroyed_city_cannot_move():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={ZIGGY: {M: ["szerszen"]}}, hands={M: ["klaun"]})
    assert abilities_of(s, "szerszen-1") == []


def test_szerszen_played_this_battle_may_move_at_once():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY, hands={M: ["szerszen", "klaun"]})
    do(s, "play", "szerszen-1", city=JERSEY)
    assert {a.city for a in abilities_of(s, "szerszen-1")} == {CLEVELAND, NEW_YORK}
    do(s, "ability", "szerszen-1", city=NEW_YORK)
    assert s.tokens_on("szerszen-1") == ("+1", "+1")


# ---------------------------------------------------------------- Transporter
def test_transporter_entering_a_city_may_draw_a_card():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       hands={M: ["transporter", "klaun"]}, decks={M: ["mozg", "bloker"]})
    do(s, "play", "transporter-1", city=ZIGGY)
    assert s.decision == ("may_draw", M) and s.current_player == M
    do(s, "draw")
    assert s.where("bloker-1") == ("hand", M)      # the top of the deck
    assert s.deck_size(M) == 1


def test_transporter_draw_may_be_declined_and_repeats_on_every_entry():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       hands={M: ["transporter", "ruch_molocha"]}, decks={M: ["mozg", "bloker"]})
    do(s, "play", "transporter-1", city=ZIGGY)
    do(s, "decline")
    assert s.deck_size(M) == 2
    do(s, "instant", "ruch_molocha-1", target="transporter-1", city=IRON_GATE)
    assert s.decision == ("may_draw", M)
    do(s, "draw")
    assert s.deck_size(M) == 1


def test_transporter_with_an_empty_deck_draws_nothing():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       hands={M: ["transporter", "klaun"]}, decks={M: []})
    do(s, "play", "transporter-1", city=ZIGGY)
    assert s.decision == ("attack", M)
    assert s.hand_of(M) == ["klaun-1"]


# ================================================================ Modules
def test_modules_cannot_be_played_in_the_attack_phase():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]}},
                       hands={M: ["modul_bojowy", "modul_kasparov", "klaun"]})
    assert not [a for a in s.legal_actions() if a.card in ("modul_bojowy-1", "modul_kasparov-1")]


def test_modules_go_only_onto_robots_of_the_active_city_first_edition():
    s = build_position(phase="moloch_modules", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["dzialo_gaussa", "pajaki"], O: ["trep"]},
                              CLEVELAND: {M: ["stalowy_ogar"]}, ZIGGY: {M: ["bloker"]}},
                       hands={M: ["modul_destrukcji", "klaun"]})
    assert s.decision == ("modules", None) and s.current_player == M
    targets = {a.target for a in s.legal_actions() if a.kind == "play"}
    assert targets == {"dzialo_gaussa-1", "pajaki-1"}
    # only Modules may be played in this phase
    assert not [a for a in s.legal_actions() if a.card == "klaun-1"]
    do(s, "play", "modul_destrukcji-1", target="pajaki-1")
    assert s.module_of("pajaki-1") == "modul_destrukcji-1"
    assert s.where("modul_destrukcji-1") == ("module", "pajaki-1")


def test_a_robot_carries_one_module_which_cannot_be_swapped():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar"], O: ["trep"]}},
                       modules={"dzialo_gaussa": "modul_bojowy-1"},
                       hands={M: ["modul_anihilacji", "klaun"]})
    targets = {a.target for a in s.legal_actions() if a.kind == "play"}
    assert targets == {"stalowy_ogar-1"}


@pytest.mark.parametrize("module,bonus", [("modul_bojowy", 1), ("modul_anihilacji", 2),
                                          ("modul_destrukcji", 3)])
def test_strength_modules_add_their_strength(module, bonus):
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["stalowy_ogar", "pajaki"], O: ["trep"]}},
                       hands={M: [module, "modul_sieci"]})
    do(s, "play", f"{module}-1", target="stalowy_ogar-1")
    assert s.decision == ("modules", None)
    assert s.unit_strength("stalowy_ogar-1") == 3 + bonus
    assert s.city_strength(ZIGGY, M) == 3 + bonus + 1


def test_strength_module_is_not_cut_by_a_minus_two_token_p27_example():
    """p.27: Pająki (1) with a -2 token count 0; with a +3 Module they count 3."""
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pajaki"], O: ["trep"]}}, tokens={"pajaki": ["-2"]},
                       hands={M: ["modul_destrukcji", "klaun"]})
    assert s.unit_strength("pajaki-1") == 0
    do(s, "play", "modul_destrukcji-1", target="pajaki-1")
    assert s.unit_strength("pajaki-1") == 3
    total, parts = s.strength_parts("pajaki-1")
    assert total == 3 and ("modul_destrukcji", 3) in parts


def test_strength_module_is_not_cut_by_sabotazysta():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pajaki", "stalowy_ogar"], O: ["sabotazysta"]}},
                       hands={M: ["modul_anihilacji", "modul_sieci"]})
    assert s.unit_strength("pajaki-1") == 0        # 1 - 1
    do(s, "play", "modul_anihilacji-1", target="pajaki-1")
    assert s.decision == ("modules", None)
    assert s.unit_strength("pajaki-1") == 2


def test_strength_modules_cannot_be_switched_off():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["stalowy_ogar", "dzialo_gaussa"]}},
                       modules={"stalowy_ogar": "modul_destrukcji",
                                "dzialo_gaussa": "modul_kasparov"},
                       hands={O: ["haker", "dzialo_emp", "trep"]})
    do(s, "play", "haker-1", city=ZIGGY)
    assert "modul_destrukcji-1" not in choices(s)
    assert "modul_kasparov-1" in choices(s)        # a special Module may be switched off
    do(s, "decline")
    do(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.unit_strength("stalowy_ogar-1") == 6


# ---------------------------------------------------------------- Moduł Kasparov
def test_kasparov_discards_a_card_to_push_a_soldier_to_an_adjacent_city():
    s = build_position(phase="moloch_modules", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["dzialo_gaussa"], O: ["scorn", "trep", "bunkier"]}},
                       hands={M: ["modul_kasparov", "klaun", "mozg"]})
    do(s, "play", "modul_kasparov-1", target="dzialo_gaussa-1")
    pushes = {(a.target, a.city) for a in abilities_of(s, "modul_kasparov-1")}
    assert pushes == {("scorn-1", ZIGGY), ("scorn-1", CLEVELAND),
                      ("trep-1", ZIGGY), ("trep-1", CLEVELAND)}   # Soldiers only
    do(s, "ability", "modul_kasparov-1", target="scorn-1", city=CLEVELAND)
    assert s.decision == ("pay", M)
    do(s, "discard", "klaun-1")
    assert s.where("scorn-1") == ("table", CLEVELAND)
    assert s.tokens_on("scorn-1") == ("+1",)       # an unguarded future city
    assert s.where("klaun-1") == ("discard", M)
    do(s, "ability", "modul_kasparov-1", target="trep-1", city=ZIGGY)   # a destroyed city
    assert s.where("trep-1") == ("table", ZIGGY)
    assert s.tokens_on("trep-1") == ()


def test_kasparov_push_into_a_full_city_kills_the_soldier():
    s = build_position(phase="moloch_modules", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["dzialo_gaussa"], O: ["scorn"]},
                              CLEVELAND: {O: ["trep-1", "trep-2", "komandos-1", "komandos-2",
                                              "biegacz"]}},
                       modules={"dzialo_gaussa": "modul_kasparov"}, hands={M: ["klaun", "mozg"]})
    do(s, "ability", "modul_kasparov-1", target="scorn-1", city=CLEVELAND)
    do(s, "discard", "klaun-1")
    assert s.where("scorn-1") == ("discard", O)


def test_kasparov_and_sieci_need_a_card_to_discard():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar"], O: ["scorn", "trep"]}},
                       modules={"dzialo_gaussa": "modul_kasparov", "stalowy_ogar": "modul_sieci"})
    # with an empty hand there is nothing to do: the Module phase passes by itself
    assert s.phase != "moloch_modules"
    assert s.where("scorn-1") == ("table", ZIGGY) and s.netted == frozenset()
    t = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar"], O: ["scorn", "trep"]}},
                       modules={"dzialo_gaussa": "modul_kasparov", "stalowy_ogar": "modul_sieci"},
                       hands={M: ["klaun"]})
    assert abilities_of(t, "modul_kasparov-1") and abilities_of(t, "modul_sieci-1")


def test_module_abilities_are_not_usable_in_the_attack_phase():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa", "stalowy_ogar"], O: ["scorn", "trep"]}},
                       modules={"dzialo_gaussa": "modul_kasparov", "stalowy_ogar": "modul_sieci"},
                       hands={M: ["klaun"]})
    assert abilities_of(s, "modul_kasparov-1") == [] and abilities_of(s, "modul_sieci-1") == []


def test_module_abilities_work_only_in_the_active_city_first_edition():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pajaki"], O: ["trep"]},
                              IRON_GATE: {M: ["dzialo_gaussa", "stalowy_ogar"], O: ["scorn"]}},
                       modules={"dzialo_gaussa": "modul_kasparov", "stalowy_ogar": "modul_sieci"},
                       hands={M: ["klaun", "modul_bojowy"]})
    assert s.decision == ("modules", None)
    assert abilities_of(s, "modul_kasparov-1") == [] and abilities_of(s, "modul_sieci-1") == []


@pytest.mark.parametrize("switch", ["haker", "dzialo_emp"])
def test_kasparov_switched_off_cannot_be_used(switch):
    if switch == "haker":
        s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                           table={ZIGGY: {M: ["dzialo_gaussa", "pajaki"], O: ["scorn", "trep"]}},
                           modules={"dzialo_gaussa": "modul_kasparov"},
                           tokens={"modul_kasparov-1": ["deactivated"]},
                           hands={M: ["klaun", "modul_bojowy"]})
    else:
        s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                           table={ZIGGY: {M: ["dzialo_gaussa", "pajaki"], O: ["scorn", "dzialo_emp"]}},
                           modules={"dzialo_gaussa": "modul_kasparov"},
                           hands={M: ["klaun", "modul_bojowy"]})
        assert s.card(s.cards_in(ZIGGY, O)[1]).key == "dzialo_emp"
    assert s.decision == ("modules", None)
    assert not s.ability_active("modul_kasparov-1")
    assert abilities_of(s, "modul_kasparov-1") == []


# ---------------------------------------------------------------- Moduł Sieci
def test_sieci_nets_a_soldier_so_it_counts_nothing_in_this_battle_only():
    s = build_position(phase="moloch_modules", battle_city=IRON_GATE, target=2,
                       table={IRON_GATE: {M: ["stalowy_ogar"],
                                          O: ["scorn", "porucznik_calahan", "bunkier"]}},
                       tokens={"scorn": ["+1"]},
                       hands={M: ["modul_sieci", "klaun", "mozg", "bloker"]},
                       decks={M: ["juggernaut", "szerszen"], O: ["medyk", "wywiad"]})
    assert s.city_strength(IRON_GATE, O) == 2 + 1 + 1 + 1 + (1 + 1 + 1) + 1   # 9
    do(s, "play", "modul_sieci-1", target="stalowy_ogar-1")
    assert {a.target for a in abilities_of(s, "modul_sieci-1")} == {"scorn-1",
                                                                   "porucznik_calahan-1"}
    do(s, "ability", "modul_sieci-1", target="porucznik_calahan-1")
    do(s, "discard", "klaun-1")
    assert s.netted == {"porucznik_calahan-1"}
    # Calahan counts 0 and his bonus to the others is off
    assert s.unit_strength("porucznik_calahan-1") == 0
    assert s.unit_strength("scorn-1") == 2 + 1 + 1   # printed, token, Bunkier
    do(s, "ability", "modul_sieci-1", target="scorn-1")
    do(s, "discard", "mozg-1")
    assert s.unit_strength("scorn-1") == 0         # tokens and auras do not count either
    assert s.city_strength(IRON_GATE, O) == 1      # the Bunkier alone
    # nothing left to net: the phase passes by itself; Moloch's 3 beat the Outpost's 1
    assert s.phase == "resolution"
    assert [e.args for e in s.log if e.key == "strength"] == [(3, 1)]
    assert [e.args for e in s.log if e.key == "winner"] == [(M,)]
    # the net falls off when the battle ends
    while s.battle == 1:
        acts = s.legal_actions()
        do(s, *acts[0])
    assert s.netted == frozenset()
    assert s.unit_strength("scorn-1") == 2 + 1 + 1 + 1


# ---------------------------------------------------------------- Moduł Skażenia
def test_skazenia_cuts_an_outpost_station_and_moloch_picks_the_removed_card():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"],
                                      O: ["scorn", "trep", "bunkier", "komandos"]}},
                       hands={M: ["modul_skazenia", "klaun"]})
    do(s, "play", "modul_skazenia-1", target="dzialo_gaussa-1")
    assert s.station_limit(ZIGGY, O) == 3
    assert s.decision == ("overflow", O) and s.current_player == M
    assert choices(s) == {"scorn-1", "trep-1", "bunkier-1", "komandos-1"}
    do(s, "choose", "scorn-1")
    assert s.where("scorn-1") == ("discard", O)
    assert s.stations_used(ZIGGY, O) == 3


def test_skazenia_and_anihilator_together_cut_two_stations():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["anihilator"]}}, modules={"anihilator": "modul_skazenia"},
                       hands={M: ["klaun"]})
    assert s.station_limit(ZIGGY, O) == 2


def test_skazenia_switched_off_by_haker_gives_the_station_back():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["scorn", "trep"]}},
                       modules={"dzialo_gaussa": "modul_skazenia"}, hands={O: ["haker", "medyk"]})
    assert s.station_limit(ZIGGY, O) == 3
    do(s, "play", "haker-1", city=ZIGGY)
    do(s, "choose", "modul_skazenia-1")
    assert s.tokens_on("modul_skazenia-1") == ("deactivated",)
    assert s.tokens_on("dzialo_gaussa-1") == ()
    assert s.station_limit(ZIGGY, O) == 4


def test_nagly_atak_means_no_module_phase_R11():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["scorn"]}},
                       hands={M: ["modul_destrukcji", "klaun"], O: ["nagly_atak", "trep"]})
    do(s, "instant", "nagly_atak-1")
    do(s, "pass")
    i = log_keys(s).index("strength")              # straight to the resolution:
    assert s.log[i - 1].key == "pass" and s.log[i - 1].args == (O,)   # no Module phase between
    assert s.where("modul_destrukcji-1") == ("hand", M)
    assert s.module_of("dzialo_gaussa-1") is None


# ================================================================ Instants
def test_moloch_instants_are_played_only_in_moloch_attack_phase():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]}},
                       hands={M: ["lacznosc_z_baza", "zmasowany_atak", "modul_bojowy"]})
    assert s.decision == ("modules", None)
    assert {a.kind for a in s.legal_actions()} == {"play", "pass"}
    assert {a.card for a in s.legal_actions() if a.kind == "play"} == {"modul_bojowy-1"}


# ---------------------------------------------------------------- Łączność z Bazą
def test_lacznosc_z_baza_draws_three_cards():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       hands={M: ["lacznosc_z_baza", "klaun"]},
                       decks={M: ["mozg", "bloker", "hybryda", "juggernaut"]})
    do(s, "instant", "lacznosc_z_baza-1")
    assert sorted(s.hand_of(M)) == ["bloker-1", "hybryda-1", "juggernaut-1", "klaun-1"]
    assert s.deck_size(M) == 1
    assert s.where("lacznosc_z_baza-1") == ("discard", M)


def test_lacznosc_z_baza_draws_what_is_left_of_a_short_deck():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       hands={M: ["lacznosc_z_baza", "klaun"]}, decks={M: ["mozg", "bloker"]})
    do(s, "instant", "lacznosc_z_baza-1")
    assert sorted(s.hand_of(M)) == ["bloker-1", "klaun-1", "mozg-1"]
    assert s.deck_size(M) == 0


# ---------------------------------------------------------------- Odepchnięcie
def test_odepchniecie_pushes_any_soldier_to_an_adjacent_city():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {O: ["trep", "bunkier"]}, JERSEY: {O: ["scorn"]}},
                       hands={M: ["odepchniecie", "klaun"]})
    pushes = {(a.target, a.city) for a in instants_of(s, "odepchniecie-1")}
    assert pushes == {("trep-1", ZIGGY), ("trep-1", CLEVELAND),
                      ("scorn-1", CLEVELAND), ("scorn-1", NEW_YORK)}   # never a Building
    do(s, "instant", "odepchniecie-1", target="scorn-1", city=NEW_YORK)
    assert s.where("scorn-1") == ("table", NEW_YORK)
    assert s.tokens_on("scorn-1") == ("+1",)       # a future city without Moloch
    assert s.where("odepchniecie-1") == ("discard", M)


def test_odepchniecie_may_push_into_a_destroyed_city_but_never_off_the_board():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {O: ["trep"]}, NEW_YORK: {O: ["scorn"]}},
                       hands={M: ["odepchniecie-1", "odepchniecie-2"]})
    pushes = {(a.target, a.city) for a in instants_of(s, "odepchniecie-1")}
    assert ("scorn-1", JERSEY) in pushes and not {c for t, c in pushes if c not in range(5)}
    assert {c for t, c in pushes if t == "scorn-1"} == {JERSEY}
    do(s, "instant", "odepchniecie-1", target="trep-1", city=ZIGGY)
    assert s.where("trep-1") == ("table", ZIGGY)
    assert {c for t, c in ((a.target, a.city) for a in instants_of(s, "odepchniecie-2"))
            if t == "trep-1"} == {IRON_GATE}       # from Ziggy One only forward


def test_odepchniecie_into_a_full_city_kills_the_soldier():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {O: ["scorn"]},
                              ZIGGY: {O: ["trep-1", "trep-2", "komandos-1", "komandos-2"]}},
                       hands={M: ["odepchniecie", "klaun"]})
    do(s, "instant", "odepchniecie-1", target="scorn-1", city=ZIGGY)
    assert s.where("scorn-1") == ("discard", O)
    assert len(s.cards_in(ZIGGY, O)) == 4


# ---------------------------------------------------------------- Recykler
def test_recykler_takes_a_module_back_to_hand():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]}},
                       modules={"dzialo_gaussa": "modul_destrukcji"},
                       tokens={"dzialo_gaussa": ["+1"]}, hands={M: ["recykler", "klaun"]})
    assert {a.target for a in instants_of(s, "recykler-1")} == {"modul_destrukcji-1"}
    do(s, "instant", "recykler-1", target="modul_destrukcji-1")
    assert s.where("modul_destrukcji-1") == ("hand", M)
    assert s.module_of("dzialo_gaussa-1") is None
    assert s.tokens_on("dzialo_gaussa-1") == ("+1",)   # the Robot keeps its own tokens
    assert s.unit_strength("dzialo_gaussa-1") == 5


def test_recykler_may_take_back_a_module_captured_by_the_outpost():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["nestugov", "trep"]}},
                       modules={"nestugov": "modul_skazenia"}, hands={M: ["recykler", "klaun"]})
    assert s.station_limit(ZIGGY, M) == 2          # the captured Skażenie works against Moloch
    do(s, "instant", "recykler-1", target="modul_skazenia-1")
    assert s.where("modul_skazenia-1") == ("hand", M)
    assert s.module_of("nestugov-1") is None
    assert s.station_limit(ZIGGY, M) == 3


def test_recykler_may_take_a_module_from_a_destroyed_city():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={ZIGGY: {M: ["dzialo_gaussa"]}},
                       modules={"dzialo_gaussa": "modul_kasparov"}, hands={M: ["recykler", "klaun"]})
    do(s, "instant", "recykler-1", target="modul_kasparov-1")
    assert s.where("modul_kasparov-1") == ("hand", M)


# ---------------------------------------------------------------- Rozkaz Odwrotu
def test_rozkaz_odwrotu_takes_a_robot_back_even_from_a_destroyed_city():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={ZIGGY: {M: ["juggernaut"]}, IRON_GATE: {M: ["stalowy_ogar"]}},
                       modules={"juggernaut": "modul_anihilacji"},
                       tokens={"juggernaut": ["+1", "shield"]},
                       hands={M: ["rozkaz_odwrotu", "klaun"]})
    assert {a.target for a in instants_of(s, "rozkaz_odwrotu-1")} == {"juggernaut-1",
                                                                     "stalowy_ogar-1"}
    do(s, "instant", "rozkaz_odwrotu-1", target="juggernaut-1")
    assert s.where("juggernaut-1") == ("hand", M)
    assert s.where("modul_anihilacji-1") == ("discard", M)
    assert s.tokens_on("juggernaut-1") == ()
    assert s.cards_in(ZIGGY, M) == []
    assert IRON_GATE in plays_of(s, "juggernaut-1")


def test_rozkaz_odwrotu_ignores_immunity_and_bloker():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "bloker"], O: ["trep"]}},
                       hands={M: ["rozkaz_odwrotu", "klaun"]})
    do(s, "instant", "rozkaz_odwrotu-1", target="pancernik-1")
    assert s.where("pancernik-1") == ("hand", M)
    assert s.where("bloker-1") == ("table", ZIGGY)


# ---------------------------------------------------------------- Ruch
def test_ruch_moves_a_robot_to_an_adjacent_city_with_the_unguarded_bonus():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={IRON_GATE: {M: ["stalowy_ogar"]}}, hands={M: ["ruch_molocha", "klaun"]})
    assert {a.city for a in instants_of(s, "ruch_molocha-1")} == {ZIGGY, CLEVELAND}
    do(s, "instant", "ruch_molocha-1", target="stalowy_ogar-1", city=CLEVELAND)
    assert s.where("stalowy_ogar-1") == ("table", CLEVELAND)
    assert s.tokens_on("stalowy_ogar-1") == ("+1",)
    assert s.where("ruch_molocha-1") == ("discard", M)


def test_ruch_into_the_active_city_gives_no_bonus():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={IRON_GATE: {M: ["stalowy_ogar"]}}, hands={M: ["ruch_molocha", "klaun"]})
    do(s, "instant", "ruch_molocha-1", target="stalowy_ogar-1", city=ZIGGY)
    assert s.tokens_on("stalowy_ogar-1") == ()


def test_ruch_may_move_a_robot_into_a_destroyed_city_where_it_is_lost_if_full():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={ZIGGY: {M: ["klaun", "mozg", "bloker"]},
                              IRON_GATE: {M: ["stalowy_ogar", "dzialo_gaussa"]}},
                       hands={M: ["ruch_molocha", "hybryda"]})
    do(s, "instant", "ruch_molocha-1", target="stalowy_ogar-1", city=ZIGGY)
    assert s.where("stalowy_ogar-1") == ("discard", M)
    assert s.where("bloker-1") == ("table", ZIGGY)  # Bloker is dark in a ruined city


def test_ruch_may_move_a_robot_into_a_destroyed_city_with_room():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {M: ["hybryda", "dzialo_gaussa"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    do(s, "instant", "ruch_molocha-1", target="hybryda-1", city=ZIGGY)
    assert s.where("hybryda-1") == ("table", ZIGGY)
    assert s.decision == ("attack", M)            # no enters-city ability in a ruined city
    assert s.tokens_on("hybryda-1") == ()


def test_ruch_cannot_move_robots_out_of_a_city_with_pole_elektromagnetyczne():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["stalowy_ogar"], O: ["pole_elektromagnetyczne"]},
                              IRON_GATE: {M: ["dzialo_gaussa"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    assert {a.target for a in instants_of(s, "ruch_molocha-1")} == {"dzialo_gaussa-1"}
    # a Robot moved INTO the Pole's city is fine
    do(s, "instant", "ruch_molocha-1", target="dzialo_gaussa-1", city=ZIGGY)
    assert s.where("dzialo_gaussa-1") == ("table", ZIGGY)


# ---------------------------------------------------------------- Zmasowany Atak
def test_zmasowany_atak_blocks_outpost_instants_in_the_next_outpost_attack_phase_only():
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE, target=0,
                       table={IRON_GATE: {M: ["dzialo_gaussa"], O: ["nestugov"]}},
                       modules={"dzialo_gaussa": "modul_bojowy"},
                       hands={M: ["zmasowany_atak", "klaun"],
                              O: ["snajper", "ruch_posterunku", "atak_emp", "trep"]},
                       decks={M: ["mozg", "bloker", "hybryda", "juggernaut"],
                              O: ["medyk", "wywiad", "odwrot", "rozpoznanie"]})
    do(s, "instant", "zmasowany_atak-1")
    do(s, "pass")
    assert s.decision == ("attack", O)
    kinds = {a.kind for a in s.legal_actions()}
    assert "instant" not in kinds
    assert {"play", "ability", "feature", "pass"} <= kinds   # the rest is allowed
    with pytest.raises(IllegalAction):
        s.apply(Action("instant", "snajper-1", target="dzialo_gaussa-1"))
    do(s, "pass")
    # play the battle out; in the next battle's Outpost attack phase Instants are back
    while not (s.battle == 2 and s.decision == ("attack", O)):
        a = next((x for x in s.legal_actions() if x.kind in ("pass", "decline")),
                 s.legal_actions()[0])
        do(s, *a)
    assert "instant" in {a.kind for a in s.legal_actions()}
    assert instants_of(s, "atak_emp-1")


# ================================================================ more clarifications
def test_rulebook_resolution_example_p30_obronca_then_district_then_move_to_new_york():
    """p.30 (here in Jersey Crust, its Bomb district already down): Moloch wins the battle for the
    move-to-New-York district. First Obrońca recovers a discarded card, then Moloch's victory
    destroys another district (none left here: one in the next city), then a Robot moves to New
    York; the city is then ruined and the convoy moves one more Robot on."""
    s = build_position(phase="resolution", battle_city=JERSEY, target=0, down={JERSEY: [1]},
                       table={JERSEY: {M: ["obronca", "szturmowiec", "stalowy_ogar"],
                                       O: ["trep", "scorn"]}},
                       discard={M: ["klaun"]}, hands={M: ["mozg"], O: ["medyk"]})
    assert s.city_strength(JERSEY, M) == 8 and s.city_strength(JERSEY, O) == 3
    assert top_of_moloch_deck(s) == "klaun-1"      # (1) Obrońca
    assert s.decision == ("pick", "destroy_district")
    assert {(a.city, a.index) for a in s.legal_actions()} == {(NEW_YORK, 0), (NEW_YORK, 1),
                                                              (NEW_YORK, 2)}
    do(s, "choose", city=NEW_YORK, index=1)        # (2) a district of the next city
    assert s.down[NEW_YORK][1]
    assert s.decision == ("pick", "move_ny")       # (3) the district's effect
    assert is_legal(s, "decline")
    do(s, "choose", "szturmowiec-1", city=NEW_YORK)
    assert s.where("szturmowiec-1") == ("table", NEW_YORK)
    assert s.tokens_on("szturmowiec-1") == ("+1",)
    assert s.decision == ("pick", "convoy")        # all of Jersey's districts are down
    do(s, "choose", "stalowy_ogar-1", city=NEW_YORK)
    assert s.tokens_on("stalowy_ogar-1") == ()    # the convoy move gives no bonus
    assert s.city_destroyed[JERSEY]
    keys = log_keys(s)
    assert keys.index("recover") < keys.index("district_down") < keys.index("move") \
        < keys.index("convoy")


def test_a_haker_token_on_a_robot_does_not_switch_off_its_module():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]}},
                       modules={"dzialo_gaussa": "modul_skazenia"},
                       tokens={"dzialo_gaussa": ["deactivated"]}, hands={M: ["klaun"]})
    assert s.ability_active("modul_skazenia-1")
    assert s.station_limit(ZIGGY, O) == 3


def test_captured_skazenia_cuts_a_moloch_station_and_the_outpost_picks_a_non_immune_robot():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "dzialo_gaussa", "stalowy_ogar"],
                                      O: ["nestugov"]}},
                       modules={"dzialo_gaussa": "modul_skazenia"}, hands={O: ["trep", "medyk"]})
    do(s, "ability", "nestugov-1", target="modul_skazenia-1", extra="nestugov-1")
    do(s, "discard", "medyk-1")
    assert s.module_of("nestugov-1") == "modul_skazenia-1"
    assert s.station_limit(ZIGGY, M) == 2 and s.station_limit(ZIGGY, O) == 4
    assert s.decision == ("overflow", M) and s.current_player == O
    assert choices(s) == {"dzialo_gaussa-1", "stalowy_ogar-1"}   # not the immune Pancernik
    do(s, "choose", "stalowy_ogar-1")
    assert s.where("stalowy_ogar-1") == ("discard", M)


@pytest.mark.parametrize("robot", ["bydlak", "hybryda", "lowca", "transporter"])
def test_enters_city_abilities_are_off_in_a_city_with_dzialo_emp(robot):
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["stalowy_ogar"], O: ["trep", "dzialo_emp"]}},
                       hands={M: [robot, "klaun"]})
    do(s, "play", f"{robot}-1", city=ZIGGY)
    assert s.decision == ("attack", M)             # nothing happens
    assert s.tokens_on("stalowy_ogar-1") == () and s.tokens_on(f"{robot}-1") == ()
    assert s.where("trep-1") == ("table", ZIGGY)
    assert s.hand_of(M) == ["klaun-1"]


def test_szerszen_arriving_in_a_city_with_dzialo_emp_cannot_move():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {O: ["dzialo_emp"]}}, hands={M: ["szerszen", "klaun"]})
    do(s, "play", "szerszen-1", city=ZIGGY)
    assert abilities_of(s, "szerszen-1") == []


def test_pancernik_is_not_held_by_pole_elektromagnetyczne():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pancernik", "stalowy_ogar"],
                                      O: ["pole_elektromagnetyczne"]}},
                       hands={M: ["ruch_molocha", "klaun"]})
    assert {a.target for a in instants_of(s, "ruch_molocha-1")} == {"pancernik-1"}
    do(s, "instant", "ruch_molocha-1", target="pancernik-1", city=IRON_GATE)
    assert s.where("pancernik-1") == ("table", IRON_GATE)


def test_a_building_alone_in_a_future_city_denies_the_unguarded_bonus():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={CLEVELAND: {O: ["bunkier"]}}, hands={M: ["stalowy_ogar", "klaun"]})
    do(s, "play", "stalowy_ogar-1", city=CLEVELAND)
    assert s.tokens_on("stalowy_ogar-1") == ()


def test_bloker_dies_instead_of_a_robot_the_outpost_discards_for_an_empty_deck_R4():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {M: ["bloker", "pajaki", "stalowy_ogar"],
                                      O: ["scorn", "kpt_johnson", "oddzial_specjalny", "trep"]}},
                       tokens={"trep": ["+1", "+1"]}, hands={M: ["klaun"], O: ["medyk"]},
                       decks={M: []})
    # Kpt. Johnson, then Ziggy One's victory: both discard from an empty deck
    assert s.decision == ("pick", "sub_robot") and s.current_player == O
    do(s, "choose", "pajaki-1")
    assert s.where("bloker-1") == ("discard", M)
    assert s.where("pajaki-1") == ("table", ZIGGY)
    assert s.decision == ("pick", "sub_robot")
    assert choices(s) == {"pajaki-1", "stalowy_ogar-1"}


def test_captured_skazenia_removal_never_picks_working_pajaki_which_free_no_station():
    """p.38: the Outpost removes ONE Robot so that Moloch fits; working Pająki take no station,
    so removing them would free nothing (and would cost Moloch a second Robot)."""
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["pajaki", "dzialo_gaussa", "stalowy_ogar", "klaun"],
                                      O: ["nestugov"]}},
                       modules={"dzialo_gaussa": "modul_skazenia"}, hands={O: ["trep", "medyk"]})
    do(s, "ability", "nestugov-1", target="modul_skazenia-1", extra="nestugov-1")
    do(s, "discard", "medyk-1")
    assert s.decision == ("overflow", M) and s.current_player == O
    assert choices(s) == {"dzialo_gaussa-1", "stalowy_ogar-1", "klaun-1"}
    do(s, "choose", "klaun-1")
    assert s.decision == ("attack", O)             # one Robot removed, Moloch fits
    assert s.cards_in(ZIGGY, M) == ["pajaki-1", "dzialo_gaussa-1", "stalowy_ogar-1"]


def test_a_module_moves_with_its_robot_and_skazenia_cuts_stations_in_the_new_city():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]},
                              IRON_GATE: {O: ["scorn", "komandos", "biegacz", "bunkier"]}},
                       modules={"dzialo_gaussa": "modul_skazenia"},
                       hands={M: ["ruch_molocha", "klaun"]})
    assert s.station_limit(ZIGGY, O) == 3 and s.station_limit(IRON_GATE, O) == 4
    do(s, "instant", "ruch_molocha-1", target="dzialo_gaussa-1", city=IRON_GATE)
    assert s.module_of("dzialo_gaussa-1") == "modul_skazenia-1"
    assert s.station_limit(ZIGGY, O) == 4 and s.station_limit(IRON_GATE, O) == 3
    assert s.decision == ("overflow", O) and s.current_player == M
    do(s, "choose", "bunkier-1")
    assert s.where("bunkier-1") == ("discard", O)


def test_a_killed_robot_takes_its_module_to_the_discard_pile():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"]}},
                       modules={"dzialo_gaussa": "modul_destrukcji"}, hands={O: ["snajper", "trep"]})
    do(s, "instant", "snajper-1", target="dzialo_gaussa-1")
    assert s.where("dzialo_gaussa-1") == ("discard", M)
    assert s.where("modul_destrukcji-1") == ("discard", M)


def test_kasparov_never_pushes_a_soldier_off_the_board_from_new_york():
    s = build_position(phase="moloch_modules", battle_city=NEW_YORK,
                       table={NEW_YORK: {M: ["dzialo_gaussa"], O: ["scorn", "trep"]}},
                       modules={"dzialo_gaussa": "modul_kasparov"}, hands={M: ["klaun", "mozg"]})
    assert {a.city for a in abilities_of(s, "modul_kasparov-1")} == {JERSEY}


def test_shield_and_plus_two_tokens_stay_after_bydlak_and_hybryda_are_gone():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {M: ["dzialo_gaussa"], O: ["trep"]}},
                       hands={M: ["bydlak", "hybryda", "klaun"], O: ["snajper", "medyk", "scorn"]})
    do(s, "play", "bydlak-1", city=ZIGGY)
    do(s, "choose", "dzialo_gaussa-1")
    do(s, "play", "hybryda-1", city=ZIGGY)
    do(s, "choose", "dzialo_gaussa-1")
    assert s.tokens_on("dzialo_gaussa-1") == ("shield", "+2")
    do(s, "pass")
    do(s, "instant", "snajper-1", target="bydlak-1")
    assert s.where("bydlak-1") == ("discard", M)
    do(s, "play", "scorn-1", city=ZIGGY)           # must kill: the Hybryda, never the shielded one
    assert s.where("hybryda-1") == ("discard", M)
    assert s.tokens_on("dzialo_gaussa-1") == ("shield", "+2")
    assert s.is_immune("dzialo_gaussa-1") and s.unit_strength("dzialo_gaussa-1") == 6
