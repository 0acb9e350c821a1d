"""The Outpost's Buildings and instant cards, one rule at a time (1st-edition rulebook, pp.34-35;
docs/rulings.md), and the unguarded-city bonus. The Soldiers are in test_cards_outpost.py.
"""
from __future__ import annotations

import pytest

from konwoj.rules import MOLOCH, OUTPOST, Action, IllegalAction
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, M_FILLER, NEW_YORK, ZIGGY, act,  # noqa: F401
                          can, choices, choose, nestugov_position, outpost_attack, pass_until,
                          pick_purpose, resolve_now)


# ============================================================================== Buildings
def test_bunkier_adds_one_to_soldiers_not_itself_and_never_gets_bonus():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["trep"]}},
                       hands={"outpost": ["bunkier", "scorn"]})
    act(s, "play", "bunkier-1", city=IRON_GATE)         # a future city with no Robot
    assert s.tokens_on("bunkier-1") == ()
    assert s.unit_strength("bunkier-1") == 1
    act(s, "play", "scorn-1", city=IRON_GATE)
    assert s.unit_strength("scorn-1") == 2 + 1 + 1      # bonus token + Bunkier
    assert s.unit_strength("trep-1") == 1


def test_building_in_a_future_city_denies_the_robots_their_bonus():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={IRON_GATE: {"outpost": ["pole_elektromagnetyczne"]}},
                       hands={MOLOCH: ["stalowy_ogar", "lowca"]})
    act(s, "play", "stalowy_ogar-1", city=IRON_GATE)
    assert s.tokens_on("stalowy_ogar-1") == ()
    act(s, "play", "lowca-1", city=CLEVELAND)
    assert s.tokens_on("lowca-1") == ("+1",)


# ------------------------------------------------------------------------------- Działo EMP
def test_dzialo_emp_switches_off_robot_abilities_and_special_modules_not_strength_modules():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["szturmowiec", "stalowy_ogar"],
                                      "outpost": ["scorn"]}},
                       modules={"szturmowiec": "modul_sieci", "stalowy_ogar": "modul_destrukcji"},
                       hands={"outpost": ["dzialo_emp"]})
    act(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert not s.ability_active("szturmowiec-1")
    assert not s.ability_active("modul_sieci-1")
    assert s.unit_strength("stalowy_ogar-1") == 6


def test_dzialo_emp_removes_pajaki_over_station_limit():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca", "mozg", "pajaki", "pajaki"]}},
                       hands={"outpost": ["dzialo_emp", FILLER]})
    act(s, "play", "dzialo_emp-1", city=ZIGGY)
    # both Pająki are over the limit: Moloch picks the order (R6), both go
    assert s.current_player == MOLOCH and choices(s) == {"pajaki-1", "pajaki-2"}
    choose(s, "pajaki-1")
    assert s.cards_in(ZIGGY, MOLOCH) == ["stalowy_ogar-1", "lowca-1", "mozg-1"]
    assert s.where("pajaki-2") == ("discard", MOLOCH)


def test_dzialo_emp_immunity_by_arrival_order_pancernik_first_stays_immune():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["pancernik"]}},
                       hands={"outpost": ["dzialo_emp", "scorn", FILLER]})
    act(s, "play", "dzialo_emp-1", city=ZIGGY)
    assert s.is_immune("pancernik-1")
    act(s, "play", "scorn-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("table", ZIGGY)


def test_dzialo_emp_immunity_by_arrival_order_pancernik_after_loses_immunity():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {"outpost": ["dzialo_emp"]}},
                       hands={MOLOCH: ["pancernik", M_FILLER], OUTPOST: ["scorn", FILLER]})
    act(s, "play", "pancernik-1", city=ZIGGY)
    assert not s.is_immune("pancernik-1")
    act(s, "pass")
    act(s, "play", "scorn-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("discard", MOLOCH)


def test_dzialo_emp_shield_token_by_arrival_order():
    # shield placed (by Bydlak) before the Działo: immune; a shielded Robot moved in after: not
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"]},
                              IRON_GATE: {"moloch": ["lowca"], "outpost": ["dzialo_emp"]}},
                       tokens={"stalowy_ogar": ["shield"]}, hands={MOLOCH: ["bydlak", M_FILLER]})
    assert s.is_immune("stalowy_ogar-1")
    act(s, "play", "bydlak-1", city=IRON_GATE)
    # a Bydlak arriving after the Działo has its ability switched off: no shield to give
    assert s.decision == ("attack", MOLOCH)
    assert not s.is_immune("lowca-1")


def test_dzialo_emp_city_keeps_juggernaut_movable():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["juggernaut"], "outpost": ["dzialo_emp"]}},
                       hands={MOLOCH: ["ruch_molocha"]})
    assert can(s, "instant", "ruch_molocha-1", target="juggernaut-1", city=IRON_GATE)


# --------------------------------------------------------------------- Pole Elektromagnetyczne
def test_pole_blocks_moloch_ruch_and_szerszen_but_not_immune_robots():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["szerszen", "pancernik", "stalowy_ogar"],
                                      "outpost": ["pole_elektromagnetyczne"]}},
                       hands={MOLOCH: ["ruch_molocha"]})
    moves = {(a.card, a.target) for a in s.legal_actions() if a.kind in ("instant", "ability")}
    assert ("ruch_molocha-1", "pancernik-1") in moves
    assert ("ruch_molocha-1", "stalowy_ogar-1") not in moves
    assert ("szerszen-1", None) not in moves


def test_pole_blocks_the_convoy_move():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=0, down={ZIGGY: [1]},
                       table={ZIGGY: {"moloch": ["stalowy_ogar"],
                                      "outpost": ["pole_elektromagnetyczne", "trep", "trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "scorn"]})
    # 3 vs 2: Moloch wins; the last district of Ziggy One, so Moloch destroys one in Iron Gate
    assert pick_purpose(s) == "destroy_district"
    choose(s, city=IRON_GATE, index=0)
    # then the city falls; the convoy move is blocked by the Pole
    assert s.city_destroyed[ZIGGY]
    assert s.where("stalowy_ogar-1") == ("table", ZIGGY)


def test_pole_does_not_stop_captured_kasparov_R5():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca"],
                                 "outpost": ["nestugov", "pole_elektromagnetyczne"]}},
                  modules={"stalowy_ogar": "modul_kasparov"},
                  hands={"outpost": ["trep", "haker", "scorn"]})
    act(s, "ability", "nestugov-1", target="modul_kasparov-1", extra="nestugov-1")
    act(s, "discard", "trep-1")
    pass_until(s, "outpost_modules")
    assert can(s, "ability", "modul_kasparov-1", target="lowca-1", city=IRON_GATE)


# ============================================================================== Instants
# ---------------------------------------------------------------------------------- Atak EMP
def test_atak_emp_ends_battle_unresolved_and_destroys_district():
    s = outpost_attack(battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["juggernaut"], "outpost": ["trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "scorn", "komandos"]},
                       hands={"outpost": ["atak_emp"], MOLOCH: ["modul_bojowy"]})
    act(s, "instant", "atak_emp-1")
    assert s.down[ZIGGY] == (True, False)
    assert s.battle == 2                                # straight on to the next battle
    assert s.where("trep-1") == ("table", ZIGGY)        # no kill, no victory
    assert s.deck_size(MOLOCH) == 1                     # 3 - 2 drawn; nothing discarded
    assert not any(e.key in ("discard_top", "winner", "tie") for e in s.log)


def test_atak_emp_on_a_bomb_district_still_sets_off_the_bomb_moloch_first():
    s = outpost_attack(battle_city=IRON_GATE, target=1,     # Iron Gate district 1 = bomb
                       table={IRON_GATE: {"moloch": ["juggernaut", "lowca"],
                                          "outpost": ["trep", "scorn"]}},
                       hands={"outpost": ["atak_emp"]})
    act(s, "instant", "atak_emp-1")
    assert s.current_player == MOLOCH and pick_purpose(s) == "kill_soldier"
    choose(s, "scorn-1")
    assert s.current_player == OUTPOST and pick_purpose(s) == "kill_robot"
    choose(s, "juggernaut-1")
    assert s.cards_in(IRON_GATE, MOLOCH) == ["lowca-1"]
    assert s.cards_in(IRON_GATE, OUTPOST) == ["trep-1"]
    assert s.down[IRON_GATE][1]


def test_atak_emp_ending_the_last_district_destroys_the_city_after_convoy():
    s = outpost_attack(battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
                       table={ZIGGY: {"moloch": ["juggernaut", "lowca"]}},
                       hands={"outpost": ["atak_emp"]})
    act(s, "instant", "atak_emp-1")
    assert s.city_destroyed[ZIGGY]
    assert s.where("lowca-1") == ("table", IRON_GATE)   # the only Robot that can move
    assert s.tokens_on("lowca-1") == ()


# -------------------------------------------------------------------------------------- Medyk
def test_medyk_takes_soldier_from_destroyed_city_to_hand_playable_at_once():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={ZIGGY: {"outpost": ["komandos"]}, IRON_GATE: {"outpost": ["trep"]}},
                       hands={"outpost": ["medyk"]}, tokens={"komandos": ["+1"]})
    opts = {a.target for a in s.legal_actions() if a.card == "medyk-1"}
    assert opts == {"komandos-1"}                       # only from destroyed cities
    act(s, "instant", "medyk-1", target="komandos-1")
    assert "komandos-1" in s.hand_of(OUTPOST)
    assert can(s, "play", "komandos-1", city=IRON_GATE)


def test_medyk_not_playable_without_soldier_in_destroyed_city():
    s = outpost_attack(battle_city=IRON_GATE, table={IRON_GATE: {"outpost": ["trep"]}},
                       hands={"outpost": ["medyk", "scorn"]})
    assert not any(a.card == "medyk-1" for a in s.legal_actions())


# ------------------------------------------------------------------------------------- Ruch
def test_ruch_moves_soldier_to_adjacent_city_with_bonus_in_unguarded_future_city():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["kpt_johnson"]}},
                       hands={"outpost": ["ruch_posterunku", "ruch_posterunku", FILLER]})
    act(s, "instant", "ruch_posterunku-1", target="kpt_johnson-1", city=IRON_GATE)
    assert s.where("kpt_johnson-1") == ("table", IRON_GATE)
    assert s.tokens_on("kpt_johnson-1") == ("+1",)
    act(s, "instant", "ruch_posterunku-2", target="kpt_johnson-1", city=CLEVELAND)  # any number
    assert s.tokens_on("kpt_johnson-1") == ("+1", "+1")
    assert s.unit_strength("kpt_johnson-1") == 4


def test_ruch_copies_are_interchangeable_R2():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["trep"]}},
                       hands={"outpost": ["ruch_posterunku", "ruch_posterunku"]})
    s.apply(Action("instant", "ruch_posterunku-2", "trep-1", IRON_GATE))
    assert len(s.hand_of(OUTPOST)) == 1


def test_ruch_into_destroyed_city_allowed_no_ability_no_bonus():
    s = outpost_attack(battle_city=IRON_GATE, table={IRON_GATE: {"outpost": ["komandos"]}},
                       decks={MOLOCH: ["lowca", "klaun"]}, hands={"outpost": ["ruch_posterunku", FILLER]})
    act(s, "instant", "ruch_posterunku-1", target="komandos-1", city=ZIGGY)
    assert s.where("komandos-1") == ("table", ZIGGY)
    assert s.tokens_on("komandos-1") == ()
    assert s.deck_size(MOLOCH) == 2                     # no enters-city ability in a ruin


def test_moving_into_a_full_city_kills_the_soldier():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"outpost": ["trep"]},
                              IRON_GATE: {"outpost": ["scorn", "haker", "mcpherson", "bunkier"]}},
                       hands={"outpost": ["ruch_posterunku"]})
    act(s, "instant", "ruch_posterunku-1", target="trep-1", city=IRON_GATE)
    assert s.where("trep-1") == ("discard", OUTPOST)
    assert len(s.cards_in(IRON_GATE, OUTPOST)) == 4


def test_moving_into_a_full_destroyed_city_kills_the_soldier():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={ZIGGY: {"outpost": ["scorn", "haker", "mcpherson", "bunkier"]},
                              IRON_GATE: {"outpost": ["trep"]}},
                       hands={"outpost": ["ruch_posterunku"]})
    act(s, "instant", "ruch_posterunku-1", target="trep-1", city=ZIGGY)
    assert s.where("trep-1") == ("discard", OUTPOST)


# -------------------------------------------------------------------------------- Nagły Atak
def test_nagly_atak_skips_module_phases_straight_to_resolution_R11():
    s = outpost_attack(battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["scorn", "trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "komandos"]},
                       hands={"outpost": ["nagly_atak"], MOLOCH: ["modul_destrukcji", "bloker"]})
    act(s, "instant", "nagly_atak-1")
    assert not can(s, "instant", "nagly_atak-1")
    act(s, "pass")
    # no Module phase: Moduł Destrukcji never came on; 3 vs 3 = a tie, nothing resolves
    assert "modul_destrukcji-1" in s.hand_of(MOLOCH)
    assert s.battle == 2
    assert s.down[ZIGGY][0]


def test_zmasowany_atak_forbids_outpost_instants_in_next_attack_phase():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={MOLOCH: ["zmasowany_atak", M_FILLER],
                              OUTPOST: ["nagly_atak", "atak_emp", "snajper", "scorn"]})
    act(s, "instant", "zmasowany_atak-1")
    act(s, "pass")
    assert s.phase == "outpost_attack"
    kinds = {a.kind for a in s.legal_actions()}
    assert "instant" not in kinds
    assert can(s, "play", "scorn-1", city=ZIGGY)
    with pytest.raises(IllegalAction):
        s.apply(Action("instant", "atak_emp-1"))


def test_zmasowany_atak_lasts_one_outpost_attack_phase_only():
    s = build_position(phase="moloch_attack", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "komandos"]},
                       hands={MOLOCH: ["zmasowany_atak", M_FILLER], OUTPOST: ["snajper", FILLER]})
    act(s, "instant", "zmasowany_atak-1")
    act(s, "pass")
    act(s, "pass")
    while s.phase != "outpost_attack":
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "target", "choose", "decline")))
    assert s.battle == 2
    assert any(a.card == "snajper-1" for a in s.legal_actions())


# ---------------------------------------------------------------------------------- Snajper
def test_snajper_kills_any_robot_anywhere_even_immune():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={ZIGGY: {"moloch": ["lowca"]},
                              NEW_YORK: {"moloch": ["pancernik"]},
                              IRON_GATE: {"moloch": ["stalowy_ogar"]}},
                       tokens={"stalowy_ogar": ["shield"]},
                       modules={"pancernik": "modul_destrukcji"}, hands={"outpost": ["snajper"]})
    targets = {a.target for a in s.legal_actions() if a.card == "snajper-1"}
    assert targets == {"lowca-1", "pancernik-1", "stalowy_ogar-1"}
    act(s, "instant", "snajper-1", target="pancernik-1")
    assert s.where("pancernik-1") == ("discard", MOLOCH)
    assert s.where("modul_destrukcji-1") == ("discard", MOLOCH)


def test_snajper_on_shielded_robot():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar"]}},
                       tokens={"stalowy_ogar": ["shield"]}, hands={"outpost": ["snajper", "trep"]})
    act(s, "instant", "snajper-1", target="stalowy_ogar-1")
    assert s.where("stalowy_ogar-1") == ("discard", MOLOCH)


# --------------------------------------------------------------------------- Narada Wojenna
def test_narada_draws_three_keeps_two_discards_one():
    s = outpost_attack(battle_city=ZIGGY, decks={OUTPOST: ["trep", "scorn", "haker", "komandos"]},
                       hands={"outpost": ["narada_wojenna"]})
    act(s, "instant", "narada_wojenna-1")
    assert pick_purpose(s) == "narada"
    assert choices(s) == {"komandos-1", "haker-1", "scorn-1"}
    assert not can(s, "decline")
    # the drawn cards are hidden from Moloch while the Outpost chooses
    assert s.observation(MOLOCH)["decision_frame"] == []
    choose(s, "haker-1")
    assert sorted(s.hand_of(OUTPOST)) == ["komandos-1", "scorn-1"]
    assert s.discard_of(OUTPOST)[-1] == "haker-1"
    assert s.deck_size(OUTPOST) == 1


def test_narada_with_fewer_than_three_cards_keeps_them_all():
    s = outpost_attack(battle_city=ZIGGY, decks={OUTPOST: ["trep", "scorn"]},
                       hands={"outpost": ["narada_wojenna"]})
    act(s, "instant", "narada_wojenna-1")
    assert s.decision == ("attack", OUTPOST)
    assert sorted(s.hand_of(OUTPOST)) == ["scorn-1", "trep-1"]
    assert s.deck_size(OUTPOST) == 0
    assert s.discard_of(OUTPOST) == ["narada_wojenna-1"] + [] or "narada_wojenna-1" in s.discard_of(OUTPOST)


# ---------------------------------------------------------------------------------- Wywiad
def test_wywiad_shows_moloch_hand_in_outpost_observation():
    s = outpost_attack(battle_city=ZIGGY, hands={"outpost": ["wywiad"],
                                                 MOLOCH: ["klaun", "mozg", "modul_sieci"]})
    assert s.observation(OUTPOST)["opponent_known_hand"] == []
    act(s, "instant", "wywiad-1")
    obs = s.observation(OUTPOST)
    assert obs["opponent_known_hand"] == ["klaun-1", "modul_sieci-1", "mozg-1"]
    assert any(e[1] == "spy" for e in obs["log"])
    assert not any(e[1] == "spy" for e in s.observation(MOLOCH)["log"])


def test_wywiad_shows_the_hand_at_that_moment_only_R15():
    s = outpost_attack(battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "bloker"], OUTPOST: ["haker", "scorn"]},
                       hands={"outpost": ["wywiad"], MOLOCH: ["mozg"]})
    act(s, "instant", "wywiad-1")
    resolve_now(s)
    while s.phase != "moloch_attack":
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "target", "choose", "decline")))
    # Moloch drew two new cards: the Outpost still knows only the Mózg
    obs = s.observation(OUTPOST)
    assert obs["opponent_hand_size"] >= 3
    assert obs["opponent_known_hand"] == ["mozg-1"]


# ---------------------------------------------------------------------------------- Odwrót
def test_odwrot_two_moves_back_and_forth_same_soldier():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["komandos"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"]}, hands={"outpost": ["odwrot", FILLER]})
    act(s, "instant", "odwrot-1")
    assert pick_purpose(s) == "odwrot"
    choose(s, "komandos-1", city=IRON_GATE)
    assert s.where("komandos-1") == ("table", IRON_GATE)
    assert s.tokens_on("komandos-1") == ("+1",)
    assert s.discard_of(MOLOCH)[-1] == "mozg-1"
    assert pick_purpose(s) == "odwrot"
    choose(s, "komandos-1", city=ZIGGY)                 # back where it was
    assert s.where("komandos-1") == ("table", ZIGGY)
    assert s.tokens_on("komandos-1") == ("+1",)         # no bonus in the active city
    assert s.discard_of(MOLOCH)[-2:] == ["mozg-1", "klaun-1"]
    assert s.decision == ("attack", OUTPOST)


def test_odwrot_two_different_soldiers():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={IRON_GATE: {"outpost": ["kpt_johnson", "scorn"]}},
                       hands={"outpost": ["odwrot", FILLER]})
    act(s, "instant", "odwrot-1")
    choose(s, "kpt_johnson-1", city=CLEVELAND)
    choose(s, "scorn-1", city=ZIGGY)
    assert s.where("kpt_johnson-1") == ("table", CLEVELAND)
    assert s.where("scorn-1") == ("table", ZIGGY)


def test_odwrot_second_move_may_be_skipped_R19():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["kpt_johnson"]}},
                       hands={"outpost": ["odwrot", FILLER]})
    act(s, "instant", "odwrot-1")
    choose(s, "kpt_johnson-1", city=IRON_GATE)
    assert can(s, "decline")
    act(s, "decline")
    assert s.decision == ("attack", OUTPOST)
    assert s.where("kpt_johnson-1") == ("table", IRON_GATE)


def test_odwrot_never_off_the_board():
    s = outpost_attack(battle_city=ZIGGY, table={NEW_YORK: {"outpost": ["trep"]}},
                       hands={"outpost": ["odwrot"]})
    act(s, "instant", "odwrot-1")
    assert {a.city for a in s.legal_actions() if a.kind == "choose"} == {JERSEY}


# ----------------------------------------------------------------------------- Rozpoznanie
def test_rozpoznanie_two_plus_one_tokens_on_two_different_soldiers_R18():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"outpost": ["trep", "bunkier", "haker"]},
                              NEW_YORK: {"outpost": ["scorn"]}},
                       hands={"outpost": ["rozpoznanie", FILLER]})
    act(s, "instant", "rozpoznanie-1")
    assert pick_purpose(s) == "rozpoznanie"
    assert choices(s) == {"trep-1", "haker-1", "scorn-1"}   # Soldiers anywhere, not Buildings
    choose(s, "trep-1")
    assert choices(s) == {"haker-1", "scorn-1"}         # never twice on the same Soldier
    choose(s, "scorn-1")
    assert s.tokens_on("trep-1") == ("+1",) and s.tokens_on("scorn-1") == ("+1",)
    assert s.tokens_on("haker-1") == ()
    assert s.decision == ("attack", OUTPOST)


def test_rozpoznanie_with_a_single_soldier_places_one_token_R18():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["trep"]}},
                       hands={"outpost": ["rozpoznanie", FILLER]})
    act(s, "instant", "rozpoznanie-1")
    assert s.tokens_on("trep-1") == ("+1",)
    assert s.decision == ("attack", OUTPOST)


def test_rozpoznanie_needs_a_soldier_in_play():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["bunkier"]}},
                       hands={"outpost": ["rozpoznanie", "trep"]})
    assert not any(a.card == "rozpoznanie-1" for a in s.legal_actions())


# ======================================================================= the unguarded bonus
def test_unguarded_bonus_only_in_a_future_city_without_robots():
    s = outpost_attack(battle_city=ZIGGY, table={CLEVELAND: {"moloch": ["lowca"]}},
                       hands={"outpost": ["trep", "trep", "scorn"]})
    act(s, "play", "trep-1", city=ZIGGY)                # the active city: no bonus
    act(s, "decline") if s.decision == ("may_draw", OUTPOST) else None
    assert s.tokens_on("trep-1") == ()
    act(s, "play", "trep-2", city=IRON_GATE)            # future, empty: bonus
    act(s, "decline") if s.decision == ("may_draw", OUTPOST) else None
    assert s.tokens_on("trep-2") == ("+1",)
    act(s, "play", "scorn-1", city=CLEVELAND)           # future, a Robot there: no bonus
    assert s.tokens_on("scorn-1") == ()


def test_unguarded_bonus_repeats_on_every_entry():
    s = outpost_attack(battle_city=ZIGGY, table={}, hands={"outpost": ["biegacz", "ruch_posterunku",
                                                                       "ruch_posterunku"]})
    act(s, "play", "biegacz-1", city=IRON_GATE)
    act(s, "instant", "ruch_posterunku-1", target="biegacz-1", city=CLEVELAND)
    act(s, "ability", "biegacz-1", city=JERSEY)
    act(s, "instant", "ruch_posterunku-2", target="biegacz-1", city=NEW_YORK)
    assert s.tokens_on("biegacz-1") == ("+1",) * 4
    assert s.unit_strength("biegacz-1") == 5


def test_unguarded_bonus_never_for_buildings():
    s = outpost_attack(battle_city=ZIGGY, hands={"outpost": ["bunkier", "dzialo_emp",
                                                             "pole_elektromagnetyczne"]})
    for b, c in (("bunkier-1", IRON_GATE), ("dzialo_emp-1", CLEVELAND),
                 ("pole_elektromagnetyczne-1", NEW_YORK)):
        act(s, "play", b, city=c)
        assert s.tokens_on(b) == ()


def test_unguarded_bonus_not_in_destroyed_city_by_move():
    s = outpost_attack(battle_city=IRON_GATE, table={IRON_GATE: {"outpost": ["trep"]}},
                       hands={"outpost": ["ruch_posterunku"]})
    act(s, "instant", "ruch_posterunku-1", target="trep-1", city=ZIGGY)
    assert s.tokens_on("trep-1") == ()


def test_cannot_play_into_a_destroyed_city_nor_a_full_one():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={IRON_GATE: {"outpost": ["scorn", "haker", "mcpherson", "bunkier"]}},
                       hands={"outpost": ["trep"]})
    cities = {a.city for a in s.legal_actions() if a.kind == "play"}
    assert cities == {CLEVELAND, JERSEY, NEW_YORK}
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "trep-1", city=ZIGGY))
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "trep-1", city=IRON_GATE))
