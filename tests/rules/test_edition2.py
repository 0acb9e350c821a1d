"""The 2nd edition (ruleset "2e"): one test for every difference from the 1st edition listed in
../shared/docs/edition-2.md (sections 1-12), named after the rule. "2e l.N" = a line of the 2nd-edition
book. The worked examples E1-E7 are in tests/test_edition2_examples.py."""
from __future__ import annotations

import pytest

from konwoj.rules import (MOLOCH, OUTPOST, Action, GameState, IllegalAction, StateError,
                          get_ruleset, new_game)
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, M_FILLER, NEW_YORK, ZIGGY, act,
                           can, choices, pick_purpose)


def pos2(**kw):
    return build_position(ruleset="2e", **kw)


def kinds(s) -> set:
    return {a.kind for a in s.legal_actions()}


def started(seed=1, ruleset="2e"):
    s = new_game(seed=seed, ruleset=ruleset)
    act(s, "keep")
    act(s, "keep")
    return s


# ============================================================ 1. components, names, terms
def test_2e_city_names_as_the_2nd_edition_prints_them():
    names = [c.name("pl") for c in get_ruleset("2e").cities]
    assert names == ["Ziggy One", "Iron Gate", "Port Cleveland", "Zgliszcza Jersey", "Nowy Jork"]
    s = new_game(seed=1, ruleset="2e")
    assert s.rules.cities[CLEVELAND].name("pl") == "Port Cleveland"
    assert [c.key for c in s.rules.cities] == [c.key for c in get_ruleset("1e").cities]


def test_2e_a_district_is_plain_or_a_bomb_district():
    s = new_game(seed=1, ruleset="2e")
    assert all(set(d) <= {"plain", "bomb"} for d in s.districts)
    assert s.districts[ZIGGY] == ("plain", "plain")


# ============================================================ 2. setup
def test_2e_setup_the_marker_starts_on_ziggy_ones_leftmost_district():
    s = new_game(seed=1, ruleset="2e")
    assert s.marker == (ZIGGY, 0)
    assert new_game(seed=1).marker is None            # 1e: no marker


# ============================================================ 3. battle flow
def test_2e_battle_flow_has_no_target_phase():
    s = started()
    assert s.decision == ("attack", MOLOCH) and s.phase == "moloch_attack"
    assert s.target == 0
    assert "target" not in s.rules.phases
    one = started(ruleset="1e")
    assert one.decision == ("target", None)


def test_2e_no_target_decision_in_a_whole_game():
    import random
    s = new_game(seed=5, ruleset="2e")
    rng = random.Random(5)
    while not s.is_terminal():
        assert s.decision[0] != "target"
        assert all(a.kind not in ("target", "feature") for a in s.legal_actions())
        s.apply(rng.choice(s.legal_actions()))


# ============================================================ 4. the Battle Target marker
def test_2e_marker_moves_to_the_next_district_after_an_outpost_win():
    s = pos2(phase="resolution", battle_city=CLEVELAND,
             table={CLEVELAND: {OUTPOST: ["scorn"]}})
    assert s.down[CLEVELAND] == (True, False, False)
    assert s.battle == 2 and s.active_city == CLEVELAND
    assert s.target == 1 and s.marker == (CLEVELAND, 1)


def test_2e_marker_moves_to_the_next_city_when_the_city_falls():
    s = pos2(phase="resolution", battle_city=ZIGGY, down={ZIGGY: [0]},
             table={ZIGGY: {OUTPOST: ["scorn"]}})
    assert s.city_destroyed[ZIGGY] and s.active_city == IRON_GATE
    assert s.target == 0 and s.marker == (IRON_GATE, 0)


# ============================================================ 5. action phases, entering cities
def test_2e_no_city_features_in_the_outposts_action_phase():
    s = pos2(phase="outpost_attack", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["lowca"]}},
             hands={OUTPOST: [FILLER, "trep", "scorn", "komandos"]})
    assert "feature" not in kinds(s)
    one = build_position(phase="outpost_attack", battle_city=IRON_GATE,
                         table={IRON_GATE: {MOLOCH: ["lowca"]}},
                         hands={OUTPOST: [FILLER, "trep", "scorn", "komandos"]})
    assert "feature" in kinds(one)


def test_2e_feature_actions_are_illegal():
    s = pos2(phase="outpost_attack", battle_city=CLEVELAND,
             hands={OUTPOST: [FILLER, "trep", "scorn"]})
    with pytest.raises(IllegalAction):
        s.apply(Action("feature", city=CLEVELAND))
    assert s.station_limit(CLEVELAND, OUTPOST) == 5


def test_2e_patriota_has_no_ability():
    """OQ 2: Patriota's ability concerns city features; in 2e he is a plain Soldier."""
    s = pos2(phase="outpost_attack", battle_city=NEW_YORK,
             table={NEW_YORK: {OUTPOST: ["patriota"]}, JERSEY: {OUTPOST: ["trep"]}},
             hands={OUTPOST: ["scorn", "komandos"]})
    assert "feature" not in kinds(s)
    assert s.unit_strength("patriota-1") == 1


def test_2e_szerszen_moves_once_per_turn():
    s = pos2(phase="moloch_attack", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["szerszen"]}}, hands={MOLOCH: [M_FILLER, "lowca"]})
    act(s, "ability", "szerszen-1", city=CLEVELAND)
    assert s.where("szerszen-1") == ("table", CLEVELAND)
    assert not any(a.kind == "ability" and a.card == "szerszen-1" for a in s.legal_actions())


def test_2e_no_battle_move_to_new_york():
    """2e l.152, l.255: no district moves a unit to New York; an Outpost win in a plain district
    gives only the city's victory effect."""
    s = pos2(phase="resolution", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["lowca"], OUTPOST: ["scorn", "oddzial_specjalny"]}},
             decks={MOLOCH: ["mozg", "klaun", "bloker"]})
    assert s.districts[CLEVELAND][0] == "plain"
    # the Outpost won: Port Cleveland discards 1; no move-to-New-York pick, no draw, no kill
    assert s.discard_of(MOLOCH)[-1] == "bloker-1"
    assert s.where("lowca-1") == ("table", CLEVELAND)
    assert not s.cards_in(NEW_YORK, OUTPOST) and not s.cards_in(NEW_YORK, MOLOCH)
    assert all(e.key not in ("move", "killed") for e in s.log)
    assert s.battle == 2 and s.target == 1


# ============================================================ 6. resolution, Moloch's victory
def test_2e_moloch_win_destroys_the_next_district_without_a_choice():
    s = pos2(phase="resolution", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["juggernaut"]}})
    # Port Cleveland: target 0, the next district 1 falls too; district 2 is left for battle 2
    assert s.down[CLEVELAND] == (True, True, False)
    assert s.battle == 2 and s.target == 2
    assert not any(e.key == "target" and e.args[:2] == (CLEVELAND, 1) for e in s.log)


def test_2e_moloch_win_order_victory_then_contested_district():
    s = pos2(phase="resolution", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["juggernaut"]}})
    downs = [e.args[:2] for e in s.log if e.key == "district_down"]
    assert downs == [(IRON_GATE, 1), (IRON_GATE, 0)]      # the victory effect first, then the contested


def test_2e_moloch_win_in_the_last_district_destroys_the_next_citys_leftmost():
    s = pos2(phase="resolution", battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
             table={ZIGGY: {MOLOCH: ["juggernaut"]}})
    assert s.city_destroyed[ZIGGY]
    assert s.down[IRON_GATE] == (True, False, False)
    assert s.where("juggernaut-1") == ("table", ZIGGY)    # Juggernaut never moves
    assert s.active_city == IRON_GATE and s.target == 1


def test_2e_moloch_win_in_new_yorks_last_district_destroys_nothing_more():
    s = pos2(phase="resolution", battle_city=NEW_YORK, target=2, down={NEW_YORK: [0, 1]},
             table={NEW_YORK: {MOLOCH: ["juggernaut"]}})
    assert s.winner == MOLOCH and s.end_reason == "new_york_held"


def test_2e_port_cleveland_victory_also_kills_a_soldier_of_molochs_choice():
    s = pos2(phase="resolution", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["juggernaut", "dzialo_gaussa"],
                                OUTPOST: ["scorn", "trep", "bunkier"]}})
    assert s.down[CLEVELAND] == (False, True, False)       # the next district first (OQ 6)
    assert pick_purpose(s) == "kill_soldier" and s.current_player == MOLOCH
    assert choices(s) == {"scorn-1", "trep-1"}               # never a Building
    assert Action("decline") not in s.legal_actions()        # mandatory
    act(s, "choose", card="trep-1")
    assert s.where("trep-1") == ("discard", OUTPOST)
    assert s.down[CLEVELAND] == (True, True, False)


def test_2e_port_cleveland_kill_may_take_a_netted_soldier():
    s = pos2(phase="moloch_modules", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["juggernaut", "stalowy_ogar"], OUTPOST: ["scorn"]}},
             modules={"juggernaut": "modul_sieci"}, hands={MOLOCH: [M_FILLER, "lowca"]})
    act(s, "ability", "modul_sieci-1", target="scorn-1")
    act(s, "discard", "lowca-1")
    act(s, "pass")
    # Scorn netted (0): Moloch wins; the only Soldier, netted, is killed without a question
    assert s.where("scorn-1") == ("discard", OUTPOST)


def test_2e_port_cleveland_with_only_buildings_kills_nothing():
    s = pos2(phase="resolution", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["juggernaut"], OUTPOST: ["bunkier"]}})
    assert s.where("bunkier-1") == ("table", CLEVELAND)
    assert s.battle == 2


# ============================================================ 7. district effects removed
@pytest.mark.parametrize("winner_robot", [["juggernaut"], []])
def test_2e_no_district_effect_for_the_winner(winner_robot):
    """Neither side draws, kills or moves for a plain district: only victory effects."""
    s = pos2(phase="resolution", battle_city=ZIGGY,
             table={ZIGGY: {MOLOCH: winner_robot, OUTPOST: [] if winner_robot else ["scorn"]}})
    assert s.battle == 2
    # only the next battle's draw: 2 cards each, none for a district
    assert len(s.hand_of(MOLOCH)) == 2 and len(s.hand_of(OUTPOST)) == 2
    assert [e.key for e in s.log].count("draw") == 2
    assert not any(e.key in ("killed", "move") for e in s.log)


# ============================================================ 8. Bomb districts
def test_2e_bomb_goes_off_when_molochs_victory_destroys_it():
    s = pos2(phase="resolution", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["juggernaut", "lowca"], OUTPOST: ["trep", "scorn"]}})
    assert s.districts[IRON_GATE][1] == "bomb" and s.down[IRON_GATE][1]
    assert pick_purpose(s) == "kill_soldier" and s.current_player == MOLOCH
    act(s, "choose", card="scorn-1")
    assert pick_purpose(s) == "kill_robot" and s.current_player == OUTPOST
    act(s, "choose", card="lowca-1")
    assert s.down[IRON_GATE] == (True, True, False) and s.battle == 2


def test_2e_bomb_goes_off_when_the_contested_bomb_district_falls_on_an_outpost_win():
    s = pos2(phase="resolution", battle_city=IRON_GATE, target=1, down={IRON_GATE: [0]},
             table={IRON_GATE: {MOLOCH: ["lowca"], OUTPOST: ["scorn", "oddzial_specjalny"]}})
    # the Outpost won (4:2): Iron Gate's reveal comes first, then the Bomb
    assert pick_purpose(s) == "iron_gate"
    act(s, "choose", card=sorted(choices(s))[0])
    assert [e.key for e in s.log].count("bomb") == 1
    assert pick_purpose(s) == "kill_soldier"


def test_2e_bomb_goes_off_on_a_tie():
    s = pos2(phase="resolution", battle_city=IRON_GATE, target=1, down={IRON_GATE: [0]},
             table={IRON_GATE: {MOLOCH: ["lowca"], OUTPOST: ["scorn"]}})
    assert any(e.key == "tie" for e in s.log) and any(e.key == "bomb" for e in s.log)
    # one unit each: both kills are forced
    assert s.where("scorn-1") == ("discard", OUTPOST) and s.where("lowca-1") == ("discard", MOLOCH)


def test_2e_bomb_goes_off_after_atak_emp():
    s = pos2(phase="outpost_attack", battle_city=IRON_GATE, target=1, down={IRON_GATE: [0]},
             table={IRON_GATE: {MOLOCH: ["lowca"], OUTPOST: ["scorn"]}},
             hands={OUTPOST: ["atak_emp", FILLER]})
    act(s, "instant", "atak_emp-1")
    assert any(e.key == "bomb" for e in s.log)
    assert s.down[IRON_GATE][1] and s.battle == 2


def test_2e_two_bombs_can_go_off_in_one_battle():
    s = pos2(phase="resolution", battle_city=IRON_GATE, districts={IRON_GATE: ["bomb", "bomb", "plain"]},
             table={IRON_GATE: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]}})
    assert [e.key for e in s.log].count("bomb") == 2


def test_2e_bomb_in_the_next_city_kills_in_the_battle_city():
    """OQ 3, ruling R29 (the book read literally): Moloch wins Ziggy One's last district; Iron
    Gate's leftmost district is a Bomb (here laid out so). It falls, and its kills happen "w
    aktywnym mieście" (2e l.408): the active city is still Ziggy One (l.101; the fought-over
    district is marked only after the victory effects, l.422). Replaces the earlier
    test_2e_bomb_in_the_next_city_goes_off_in_its_own_city, which pinned the 1e reading."""
    s = pos2(phase="resolution", battle_city=ZIGGY, target=1, down={ZIGGY: [0]},
             districts={IRON_GATE: ["bomb", "plain", "plain"]},
             table={ZIGGY: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]},
                    IRON_GATE: {MOLOCH: ["lowca"], OUTPOST: ["scorn"]}})
    assert s.down[IRON_GATE][0]
    bombs = [e for e in s.log if e.key == "bomb"]
    assert len(bombs) == 1 and bombs[0].args[0] == ZIGGY
    assert s.where("trep-1") == ("discard", OUTPOST)          # killed in Ziggy One
    assert s.where("juggernaut-1") == ("discard", MOLOCH)
    assert s.where("scorn-1") == ("table", IRON_GATE)         # nothing dies in Iron Gate
    assert s.where("lowca-1") == ("table", IRON_GATE)


# ============================================================ 9. tie
def test_2e_tie_gives_no_victory_effects_and_destroys_the_district():
    s = pos2(phase="resolution", battle_city=ZIGGY,
             table={ZIGGY: {MOLOCH: ["lowca"], OUTPOST: ["scorn"]}},
             decks={MOLOCH: ["mozg", "klaun"]})
    assert any(e.key == "tie" for e in s.log) and not any(e.key == "winner" for e in s.log)
    assert s.down[ZIGGY] == (True, False) and s.battle == 2
    assert not any(e.key in ("discard_top", "killed") for e in s.log)   # no victory effect
    assert sorted(s.hand_of(MOLOCH)) == ["klaun-1", "mozg-1"]            # the deck only drawn


def test_2e_szturmowiec_still_wins_ties():
    """OQ 1: the printed card overrides the general tie paragraph."""
    s = pos2(phase="resolution", battle_city=ZIGGY,
             table={ZIGGY: {MOLOCH: ["szturmowiec"], OUTPOST: ["scorn", "trep"]}})
    assert any(e.key == "tie_moloch" for e in s.log)
    assert s.city_destroyed[ZIGGY]


# ============================================================ 10. Modules
def test_2e_module_may_be_played_on_a_robot_in_a_future_city():
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["lowca"]}, JERSEY: {MOLOCH: ["mozg"]}},
             hands={MOLOCH: ["modul_bojowy", M_FILLER]})
    assert can(s, "play", "modul_bojowy-1", target="mozg-1")
    assert can(s, "play", "modul_bojowy-1", target="lowca-1")
    one = build_position(phase="moloch_modules", battle_city=IRON_GATE,
                         table={IRON_GATE: {MOLOCH: ["lowca"]}, JERSEY: {MOLOCH: ["mozg"]}},
                         hands={MOLOCH: ["modul_bojowy", M_FILLER]})
    assert not can(one, "play", "modul_bojowy-1", target="mozg-1")


def test_2e_module_never_in_a_destroyed_city():
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE,
             table={ZIGGY: {MOLOCH: ["mozg"]}, IRON_GATE: {MOLOCH: ["lowca"]}},
             hands={MOLOCH: ["modul_bojowy", M_FILLER]})
    assert not can(s, "play", "modul_bojowy-1", target="mozg-1")


def test_2e_kasparov_in_a_future_city_pushes_a_soldier_of_its_own_city():
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE,
             table={IRON_GATE: {OUTPOST: ["trep"]},
                    JERSEY: {MOLOCH: ["mozg"], OUTPOST: ["scorn"]}},
             modules={"mozg": "modul_kasparov"}, hands={MOLOCH: [M_FILLER, "lowca"]})
    pushes = {(a.target, a.city) for a in s.legal_actions() if a.card == "modul_kasparov-1"}
    assert pushes == {("scorn-1", CLEVELAND), ("scorn-1", NEW_YORK)}
    act(s, "ability", "modul_kasparov-1", target="scorn-1", city=NEW_YORK)
    act(s, "discard", "lowca-1")
    assert s.where("scorn-1") == ("table", NEW_YORK)


def test_2e_sieci_in_a_future_city_nets_a_soldier_there_until_the_battle_ends():
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["lowca"], OUTPOST: ["trep"]},
                    JERSEY: {MOLOCH: ["mozg"], OUTPOST: ["scorn", "zwiadowca"]}},
             modules={"mozg": "modul_sieci"}, hands={MOLOCH: [M_FILLER, "klaun"]})
    act(s, "ability", "modul_sieci-1", target="scorn-1")
    act(s, "discard", "klaun-1")
    assert "scorn-1" in s.netted and s.unit_strength("scorn-1") == 0
    act(s, "pass")
    assert "scorn-1" not in s.netted and s.battle == 2


def test_2e_skazenie_in_a_future_city_cuts_stations_and_moloch_removes_a_card():
    table = {JERSEY: {MOLOCH: ["mozg"], OUTPOST: ["scorn", "trep-1", "trep-2", "zwiadowca"]}}
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE, table=table,
             hands={MOLOCH: ["modul_skazenia", M_FILLER]})
    act(s, "play", "modul_skazenia-1", target="mozg-1")
    assert s.station_limit(JERSEY, OUTPOST) == 3
    assert s.decision[0] == "overflow" and s.current_player == MOLOCH
    act(s, "choose", card="scorn-1")
    assert s.where("scorn-1") == ("discard", OUTPOST)


def test_2e_captured_kasparov_works_in_a_future_city():
    """OQ 5: the Outpost's captured Module, active or future city (2e l.336)."""
    s = pos2(phase="outpost_modules", battle_city=IRON_GATE,
             table={JERSEY: {MOLOCH: ["mozg"], OUTPOST: ["nestugov"]}},
             modules={"nestugov": "modul_kasparov"}, hands={OUTPOST: [FILLER, "trep"]})
    assert can(s, "ability", "modul_kasparov-1", target="mozg-1", city=NEW_YORK)
    act(s, "ability", "modul_kasparov-1", target="mozg-1", city=NEW_YORK)
    act(s, "discard", "trep-1")
    assert s.where("mozg-1") == ("table", NEW_YORK)


# ============================================================ 11. tokens
def test_2e_deactivation_on_a_robot_leaves_its_module_working():
    """2e l.504: a Deactivation token on a Robot switches off the Robot, not its Module."""
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["mozg"], OUTPOST: ["trep"]}},
             modules={"mozg": "modul_sieci"}, tokens={"mozg": ["deactivated"]},
             hands={MOLOCH: [M_FILLER, "klaun"]})
    assert not s.ability_active("mozg-1") and s.ability_active("modul_sieci-1")
    assert can(s, "ability", "modul_sieci-1", target="trep-1")


# ============================================================ 12. card texts
def test_2e_obronca_puts_the_top_discard_on_the_deck():
    s = pos2(phase="outpost_attack", battle_city=CLEVELAND,
             table={CLEVELAND: {MOLOCH: ["obronca", "juggernaut"]}},
             decks={MOLOCH: ["lowca", "mozg", "klaun"]}, hands={OUTPOST: [FILLER, "trep"]})
    pile = s.discard_of(MOLOCH)
    top = pile[-1]
    act(s, "pass")
    # Moloch won: the last card discarded went on top of the deck (known to both), the rest stays
    assert s.discard_of(MOLOCH)[:len(pile) - 1] == pile[:-1] and top not in s.discard_of(MOLOCH)
    assert top in s.hand_of(MOLOCH)           # ... and the next battle's draw took it
    assert top in s.observation(OUTPOST)["opponent_known_hand"]


def test_2e_obronca_with_an_empty_pile_does_nothing():
    s = pos2(phase="resolution", battle_city=ZIGGY,
             table={ZIGGY: {MOLOCH: ["obronca", "juggernaut"]}}, decks={MOLOCH: []})
    assert s.discard_of(MOLOCH)          # every card not placed is in the pile: one goes back
    assert any(e.key == "recover" for e in s.log)
    empty = pos2(phase="resolution", battle_city=ZIGGY,
                 table={ZIGGY: {MOLOCH: ["obronca", "juggernaut"]}})
    assert empty.discard_of(MOLOCH) == [] and not any(e.key == "recover" for e in empty.log)


def test_2e_rozpoznanie_two_different_soldiers():
    s = pos2(phase="outpost_attack", battle_city=ZIGGY,
             table={ZIGGY: {OUTPOST: ["trep", "scorn", "zwiadowca"]}},
             hands={OUTPOST: ["rozpoznanie", FILLER]})
    act(s, "instant", "rozpoznanie-1")
    act(s, "choose", card="trep-1")
    assert choices(s) == {"scorn-1", "zwiadowca-1"}          # not the same Soldier twice (2e l.558)
    act(s, "choose", card="scorn-1")
    assert s.tokens_on("trep-1") == ("+1",) and s.tokens_on("scorn-1") == ("+1",)


def test_2e_juggernaut_switched_off_can_be_moved():
    s = pos2(phase="moloch_attack", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["juggernaut"]}}, tokens={"juggernaut": ["deactivated"]},
             hands={MOLOCH: ["ruch_molocha", M_FILLER]})
    assert can(s, "instant", "ruch_molocha-1", target="juggernaut-1", city=CLEVELAND)


# ============================================================ 13. city data
def test_2e_station_counts_of_ziggy_one():
    s = new_game(seed=2, ruleset="2e")
    assert s.station_limit(ZIGGY, MOLOCH) == 3 and s.station_limit(ZIGGY, OUTPOST) == 4
    assert s.station_limit(IRON_GATE, MOLOCH) == 4


# ============================================================ saves and bad input
def test_2e_state_round_trips_and_keeps_its_edition():
    import random
    s = started(seed=9)
    rng = random.Random(1)
    for _ in range(40):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    d = s.to_dict()
    assert d["ruleset"] == "2e"
    back = GameState.from_dict(d)
    assert back == s and back.rules is get_ruleset("2e")


@pytest.mark.parametrize("breakage", ["target_frame", "feature", "district_kind", "target_range"])
def test_2e_state_with_first_edition_parts_is_refused(breakage):
    s = started(seed=4)
    d = s.to_dict()
    if breakage == "target_frame":
        d["stack"].append(["target"])
    elif breakage == "feature":
        d["stack"].insert(0, ["effect", "feature", None, None, 1, "extra_station"])
    elif breakage == "district_kind":
        d["districts"][0] = ["draw", "kill"]
    else:
        d["target"] = 7
    with pytest.raises(StateError):
        GameState.from_dict(d)
