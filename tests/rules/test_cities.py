"""The cities: victory effects, district effects, ties, features, the convoy move, destroyed
cities, empty decks, the end of the game and the setup (1st-edition rulebook pp.3-6, 10-12, 23,
26-32; docs/rulings.md sections 4-5).

District indexes come from the city data (``district(s, city, effect)``), so the tests read the
same city cards the engine does.
"""
from __future__ import annotations

import pytest

from konwoj.rules import MOLOCH, OUTPOST, Action, new_game
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, M_FILLER, NEW_YORK, ZIGGY, act,  # noqa: F401
                          can, choices, choose, pick_purpose)



# ---------------------------------------------------------------------------------------- helpers
def district(s, city, effect) -> int:
    return s.districts[city].index(effect)


def battle(city, effect, **kw):
    """A position in the Outpost's attack phase of a battle for the ``effect`` district of
    ``city`` (earlier cities destroyed); the Outpost holds a filler card."""
    kw.setdefault("phase", "outpost_attack")
    hands = kw.pop("hands", {})
    hands.setdefault(OUTPOST, [FILLER])
    probe = build_position(battle_city=city, districts=kw.get("districts"))
    return build_position(battle_city=city, target=district(probe, city, effect), hands=hands, **kw)


def fight(s):
    """Pass the rest of the attack and module phases of this battle: it resolves (up to the first
    pick it asks for, or the next battle's first decision)."""
    n = s.battle
    while s.battle == n and s.phase in ("moloch_attack", "outpost_attack", "moloch_modules",
                                        "outpost_modules"):
        act(s, "pass")
    return s


def keys(s) -> list:
    return [e.key for e in s.log]


# ============================================================================ Moloch's victories
def test_moloch_victory_destroys_another_district_of_its_choice_without_its_effect():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["juggernaut"], OUTPOST: ["trep", "scorn"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    fight(s)
    assert pick_purpose(s) == "destroy_district" and s.current_player == MOLOCH
    options = {(a.city, a.index) for a in s.legal_actions()}
    kill = district(s, IRON_GATE, "kill")
    assert options == {(IRON_GATE, i) for i in range(3) if i != kill}
    hand = len(s.hand_of(MOLOCH))
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "draw"))
    assert s.down[IRON_GATE][district(s, IRON_GATE, "draw")]
    assert len(s.hand_of(MOLOCH)) == hand               # the destroyed district's draw: not for Moloch
    # then the battle district's own effect: Moloch kills a Soldier
    assert pick_purpose(s) == "kill_soldier"
    choose(s, "scorn-1")
    assert s.where("scorn-1") == ("discard", OUTPOST)
    assert s.down[IRON_GATE] == (True, False, True)


def test_moloch_victory_destroying_a_bomb_district_sets_off_the_bomb():
    s = battle(IRON_GATE, "draw", table={IRON_GATE: {MOLOCH: ["juggernaut", "lowca"],
                                                     OUTPOST: ["trep", "scorn"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "bomb"))
    assert pick_purpose(s) == "kill_soldier" and s.current_player == MOLOCH   # Moloch first
    choose(s, "scorn-1")
    assert pick_purpose(s) == "kill_robot" and s.current_player == OUTPOST
    choose(s, "lowca-1")
    assert s.cards_in(IRON_GATE, MOLOCH) == ["juggernaut-1"]


def test_moloch_victory_in_the_last_district_destroys_one_of_the_next_city():
    s = battle(ZIGGY, "kill", down={ZIGGY: [0]},
               table={ZIGGY: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]}})
    fight(s)
    # Moloch's own district effect comes after the victory effect: first the district of Iron Gate
    assert pick_purpose(s) == "destroy_district"
    assert {(a.city, a.index) for a in s.legal_actions()} == {(IRON_GATE, i) for i in range(3)}
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "draw"))
    assert s.down[IRON_GATE][district(s, IRON_GATE, "draw")]
    assert s.city_destroyed[ZIGGY]
    assert s.active_city == IRON_GATE
    assert s.where("trep-1") == ("discard", OUTPOST)    # the kill district of Ziggy One


def test_moloch_victory_in_the_last_district_bomb_of_the_next_city_goes_off_there():
    s = battle(ZIGGY, "draw", down={ZIGGY: [district(build_position(), ZIGGY, "kill")]},
               table={ZIGGY: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]},
                      IRON_GATE: {MOLOCH: ["lowca", "mozg"], OUTPOST: ["scorn", "haker"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "bomb"))
    assert pick_purpose(s) == "kill_soldier"
    assert choices(s) == {"scorn-1", "haker-1"}         # in Iron Gate, not in Ziggy One
    choose(s, "haker-1")
    assert choices(s) == {"lowca-1", "mozg-1"}
    choose(s, "mozg-1")
    assert s.where("trep-1") == ("table", ZIGGY)


def test_moloch_victory_in_new_yorks_last_district_has_no_next_city():
    s = battle(NEW_YORK, "kill", down={NEW_YORK: [0, 2]},
               table={NEW_YORK: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]}},
               decks={MOLOCH: ["lowca"]})
    fight(s)
    assert s.is_terminal() and s.winner == MOLOCH


def test_cleveland_moloch_victory_also_resolves_the_destroyed_districts_effect():
    s = battle(CLEVELAND, "draw",
               table={CLEVELAND: {MOLOCH: ["juggernaut"], OUTPOST: ["trep", "scorn"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    fight(s)
    assert s.data.cities[CLEVELAND].victory[MOLOCH] == "destroy_district_with_effect"
    choose(s, city=CLEVELAND, index=district(s, CLEVELAND, "kill"))
    assert pick_purpose(s) == "kill_soldier"            # the destroyed district's kill, for Moloch
    choose(s, "scorn-1")
    # then the battle district (draw): Moloch draws
    assert s.where("mozg-1") == ("hand", MOLOCH)
    assert s.where("scorn-1") == ("discard", OUTPOST)


def test_cleveland_moloch_victory_destroying_move_district_moves_a_robot_to_new_york():
    s = battle(CLEVELAND, "kill",
               table={CLEVELAND: {MOLOCH: ["juggernaut", "lowca"], OUTPOST: ["trep"]}})
    fight(s)
    choose(s, city=CLEVELAND, index=district(s, CLEVELAND, "move_to_new_york"))
    assert pick_purpose(s) == "move_ny"
    choose(s, "lowca-1", city=NEW_YORK)
    assert s.where("lowca-1") == ("table", NEW_YORK)
    assert s.tokens_on("lowca-1") == ("+1",)            # New York unguarded


def test_cleveland_moloch_victory_in_last_district_lands_in_jersey_and_resolves_there():
    s = battle(CLEVELAND, "draw", down={CLEVELAND: [0, 1]},
               table={CLEVELAND: {MOLOCH: ["juggernaut", "stalowy_ogar"], OUTPOST: ["trep"]},
                      JERSEY: {MOLOCH: ["lowca", "mozg"], OUTPOST: ["scorn"]}},
               decks={MOLOCH: ["klaun", "bloker"]})
    fight(s)
    assert {a.city for a in s.legal_actions()} == {JERSEY}
    choose(s, city=JERSEY, index=district(s, JERSEY, "move_to_new_york"))
    assert pick_purpose(s) == "move_ny"
    # the move is resolved in Jersey Crust: a Robot from Jersey, not from Cleveland
    assert choices(s) == {"lowca-1", "mozg-1"}
    choose(s, "mozg-1", city=NEW_YORK)
    assert s.where("mozg-1") == ("table", NEW_YORK)
    assert s.down[JERSEY][district(s, JERSEY, "move_to_new_york")]


def test_cleveland_moloch_victory_in_last_district_jersey_bomb_goes_off_in_jersey():
    """A Bomb district of Jersey Crust (laid out here: the book's Jersey has none among its two,
    R21) destroyed by a Cleveland victory goes off in Jersey."""
    s = battle(CLEVELAND, "draw", down={CLEVELAND: [0, 1]},
               districts={JERSEY: ["move_to_new_york", "bomb"]},
               table={CLEVELAND: {MOLOCH: ["juggernaut"], OUTPOST: ["trep"]},
                      JERSEY: {MOLOCH: ["lowca", "mozg"], OUTPOST: ["scorn", "haker"]}})
    fight(s)
    choose(s, city=JERSEY, index=district(s, JERSEY, "bomb"))
    assert choices(s) == {"scorn-1", "haker-1"}
    choose(s, "scorn-1")
    choose(s, "lowca-1")
    assert s.cards_in(JERSEY, MOLOCH) == ["mozg-1"]
    assert s.cards_in(JERSEY, OUTPOST) == ["haker-1"]


# =========================================================================== Outpost's victories
@pytest.mark.parametrize("city,n,effect,then", [(ZIGGY, 1, "kill", "kill_robot"),
                                                (CLEVELAND, 1, "kill", "kill_robot"),
                                                (JERSEY, 2, "kill", "kill_robot"),
                                                (NEW_YORK, 1, "kill", "kill_robot")])
def test_outpost_victory_discards_top_cards_of_moloch_deck(city, n, effect, then):
    s = battle(city, effect, table={city: {MOLOCH: ["pajaki", "klaun"],
                                           OUTPOST: ["scorn", "oddzial_specjalny"]}},
               decks={MOLOCH: ["lowca-1", "lowca-2", "mozg", "bloker", "juggernaut"]})
    fight(s)
    assert s.discard_of(MOLOCH)[-n:] == ["juggernaut-1", "bloker-1"][:n]
    assert pick_purpose(s) == then                      # the district effect comes after
    assert s.deck_size(MOLOCH) == 5 - n


def test_iron_gate_outpost_victory_reveals_two_outpost_discards_one_other_shuffled_back():
    s = battle(IRON_GATE, "kill",
               table={IRON_GATE: {MOLOCH: ["pajaki", "klaun"], OUTPOST: ["scorn", "oddzial_specjalny"]}},
               decks={MOLOCH: ["lowca-1", "lowca-2", "mozg", "bloker", "juggernaut"]})
    fight(s)
    assert pick_purpose(s) == "iron_gate" and s.current_player == OUTPOST
    assert choices(s) == {"juggernaut-1", "bloker-1"}
    assert s.observation(MOLOCH)["limbo"] == ["juggernaut-1", "bloker-1"]     # revealed to both
    choose(s, "bloker-1")
    assert s.discard_of(MOLOCH)[-1] == "bloker-1"
    assert s.where("juggernaut-1") == ("deck", MOLOCH)
    assert s.deck_size(MOLOCH) == 4
    assert s.observation(OUTPOST)["known_top"][MOLOCH] == []   # shuffled: position unknown


def test_iron_gate_outpost_victory_with_one_card_left_discards_it_R9():
    s = battle(IRON_GATE, "kill",
               table={IRON_GATE: {MOLOCH: ["pajaki", "klaun"], OUTPOST: ["scorn", "oddzial_specjalny"]}},
               decks={MOLOCH: ["bloker"]})
    fight(s)
    assert s.where("bloker-1") == ("discard", MOLOCH)
    assert pick_purpose(s) == "kill_robot"


def test_outpost_victory_with_empty_deck_discards_a_robot_of_its_choice_even_immune():
    s = battle(JERSEY, "move_to_new_york",
               table={JERSEY: {MOLOCH: ["pancernik", "pajaki", "klaun"],
                               OUTPOST: ["scorn", "oddzial_specjalny", "bunkier"]}},
               modules={"pancernik": "modul_bojowy"}, decks={MOLOCH: []}, hands={MOLOCH: ["mozg"]})
    fight(s)
    # Jersey Crust: two cards; each is a Robot of the Outpost's choice (p.29), immune ones too
    assert pick_purpose(s) == "sub_robot"
    assert choices(s) == {"pancernik-1", "pajaki-1", "klaun-1"}
    choose(s, "pancernik-1")                            # a Robot with its Module counts as one
    assert s.where("pancernik-1") == ("discard", MOLOCH)
    assert s.where("modul_bojowy-1") == ("discard", MOLOCH)
    choose(s, "klaun-1")
    assert s.hand_of(MOLOCH) == ["mozg-1"]


def test_outpost_victory_with_empty_deck_and_no_robot_takes_random_hand_card_else_nothing():
    s = battle(JERSEY, "move_to_new_york", table={JERSEY: {OUTPOST: ["scorn"]}},
               decks={MOLOCH: []}, hands={MOLOCH: ["mozg"]})
    fight(s)
    assert s.where("mozg-1") == ("discard", MOLOCH)     # the first card; the second finds nothing
    assert s.hand_of(MOLOCH) == []


# ============================================================================ district effects
def test_draw_district_gives_the_winner_one_card():
    s = battle(ZIGGY, "draw", table={ZIGGY: {MOLOCH: ["pajaki"], OUTPOST: ["scorn"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg", "bloker"],
                      OUTPOST: ["trep-1", "trep-2", "haker", "komandos"]})
    fight(s)
    # Outpost wins: Ziggy One discards Bloker; the district: the Outpost draws Komandos
    assert s.where("bloker-1") == ("discard", MOLOCH)
    assert s.where("komandos-1") == ("hand", OUTPOST)


def test_draw_district_for_moloch():
    s = battle(ZIGGY, "draw", table={ZIGGY: {MOLOCH: ["juggernaut"], OUTPOST: ["scorn"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg", "bloker"]})
    fight(s)
    assert s.where("bloker-1") == ("hand", MOLOCH)


def test_kill_district_moloch_kills_a_soldier_not_a_building():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["juggernaut", "stalowy_ogar"],
                                                     OUTPOST: ["trep", "bunkier", "scorn"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "draw"))
    assert pick_purpose(s) == "kill_soldier"
    assert choices(s) == {"trep-1", "scorn-1"}
    assert not can(s, "decline")
    choose(s, "trep-1")
    assert s.where("bunkier-1") == ("table", IRON_GATE)


def test_kill_district_moloch_with_only_buildings_to_face_kills_nothing():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["juggernaut"],
                                                     OUTPOST: ["bunkier", "pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "draw"))
    assert s.cards_in(IRON_GATE, OUTPOST) == ["bunkier-1", "pole_elektromagnetyczne-1"]
    assert s.battle == 2


def test_kill_district_outpost_kills_any_robot_even_immune_with_its_module():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["pancernik", "pajaki"],
                                                     OUTPOST: ["scorn", "oddzial_specjalny", "haker", "trep"]}},
               modules={"pancernik": "modul_bojowy"}, tokens={"pajaki": ["shield"]},
               decks={MOLOCH: ["lowca", "mozg", "bloker"]})
    fight(s)
    choose(s, "bloker-1")                               # Iron Gate's victory: one of two revealed
    assert pick_purpose(s) == "kill_robot"
    assert choices(s) == {"pancernik-1", "pajaki-1"}
    choose(s, "pancernik-1")
    assert s.where("modul_bojowy-1") == ("discard", MOLOCH)


def test_move_district_winner_may_move_a_unit_to_new_york_with_bonus_when_unguarded():
    s = battle(CLEVELAND, "move_to_new_york",
               table={CLEVELAND: {MOLOCH: ["pajaki"], OUTPOST: ["scorn", "bunkier"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    fight(s)
    assert pick_purpose(s) == "move_ny" and s.current_player == OUTPOST
    assert choices(s) == {"scorn-1"}                    # never a Building
    assert can(s, "decline")
    choose(s, "scorn-1", city=NEW_YORK)
    assert s.where("scorn-1") == ("table", NEW_YORK)
    assert s.tokens_on("scorn-1") == ("+1",)


def test_move_district_no_bonus_when_new_york_is_guarded():
    s = battle(CLEVELAND, "move_to_new_york",
               table={CLEVELAND: {MOLOCH: ["juggernaut", "pajaki"], OUTPOST: ["scorn"]},
                      NEW_YORK: {OUTPOST: ["pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=CLEVELAND, index=district(s, CLEVELAND, "draw"))
    choose(s, "pajaki-1", city=NEW_YORK)
    assert s.tokens_on("pajaki-1") == ()


def test_move_district_robot_held_by_pole_and_juggernaut_may_go_R14():
    s = battle(CLEVELAND, "move_to_new_york",
               table={CLEVELAND: {MOLOCH: ["juggernaut", "lowca"], OUTPOST: ["trep"]},
                      JERSEY: {OUTPOST: ["pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=CLEVELAND, index=district(s, CLEVELAND, "draw"))
    assert choices(s) == {"juggernaut-1", "lowca-1"}
    choose(s, "juggernaut-1", city=NEW_YORK)
    assert s.where("juggernaut-1") == ("table", NEW_YORK)


def test_move_district_blocked_by_pole_in_the_battle_city():
    s = battle(CLEVELAND, "move_to_new_york",
               table={CLEVELAND: {MOLOCH: ["juggernaut", "lowca", "pancernik"],
                                  OUTPOST: ["pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=CLEVELAND, index=district(s, CLEVELAND, "draw"))
    assert choices(s) == {"pancernik-1"}                # immune to Buildings: it may go


def test_move_district_not_offered_when_new_york_is_full():
    s = battle(CLEVELAND, "move_to_new_york",
               table={CLEVELAND: {MOLOCH: ["pajaki"], OUTPOST: ["scorn", "trep"]},
                      NEW_YORK: {OUTPOST: ["haker", "komandos", "mcpherson", "bunkier", "biegacz"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    fight(s)
    assert s.cards_in(CLEVELAND, OUTPOST) == ["scorn-1", "trep-1"]
    assert s.battle == 2


def test_move_district_netted_soldier_may_still_go():
    s = build_position(phase="moloch_modules", battle_city=CLEVELAND,
                       target=0, table={CLEVELAND: {MOLOCH: ["pajaki"],
                                                    OUTPOST: ["scorn", "trep"]}},
                       modules={"pajaki": "modul_sieci"}, hands={MOLOCH: ["klaun", "mozg"]})
    assert s.districts[CLEVELAND][0] == "move_to_new_york"
    act(s, "ability", "modul_sieci-1", target="trep-1")
    act(s, "discard", "klaun-1")
    act(s, "pass")
    assert pick_purpose(s) == "move_ny"
    assert choices(s) == {"scorn-1", "trep-1"}


def test_bomb_district_on_a_win_moloch_first_then_outpost():
    s = battle(IRON_GATE, "bomb", table={IRON_GATE: {MOLOCH: ["pajaki", "klaun"],
                                                     OUTPOST: ["scorn", "trep", "bunkier"]}},
               decks={MOLOCH: ["lowca", "mozg", "bloker"]})
    fight(s)
    choose(s, "bloker-1")                               # Iron Gate victory: one of two revealed
    assert pick_purpose(s) == "kill_soldier" and s.current_player == MOLOCH
    assert choices(s) == {"scorn-1", "trep-1"}
    choose(s, "scorn-1")
    assert pick_purpose(s) == "kill_robot" and s.current_player == OUTPOST
    choose(s, "klaun-1")
    assert s.cards_in(IRON_GATE, MOLOCH) == ["pajaki-1"]
    assert s.cards_in(IRON_GATE, OUTPOST) == ["trep-1", "bunkier-1"]


def test_bomb_district_on_a_tie_still_goes_off():
    s = battle(IRON_GATE, "bomb", table={IRON_GATE: {MOLOCH: ["lowca", "mozg"],
                                                     OUTPOST: ["scorn", "trep"]}})
    fight(s)
    assert "tie" in keys(s)
    choose(s, "trep-1")
    choose(s, "lowca-1")
    assert s.cards_in(IRON_GATE, MOLOCH) == ["mozg-1"]


def test_bomb_with_no_soldier_on_one_side_only_the_other_loses_a_unit():
    s = battle(IRON_GATE, "bomb", table={IRON_GATE: {MOLOCH: ["lowca", "mozg"], OUTPOST: ["bunkier"]}})
    fight(s)
    # Moloch wins 3-1; destroys a district; the Bomb: no Soldier for Moloch to kill
    choose(s, city=IRON_GATE, index=district(s, IRON_GATE, "draw"))
    assert pick_purpose(s) == "kill_robot"
    choose(s, "mozg-1")
    assert s.cards_in(IRON_GATE, OUTPOST) == ["bunkier-1"]


# ======================================================================================== ties
def test_tie_resolves_no_victory_and_no_district_effect():
    s = battle(ZIGGY, "kill", table={ZIGGY: {MOLOCH: ["stalowy_ogar"], OUTPOST: ["scorn", "trep"]}},
               decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    fight(s)
    assert "tie" in keys(s)
    assert s.cards_in(ZIGGY, OUTPOST) == ["scorn-1", "trep-1"]
    assert s.cards_in(ZIGGY, MOLOCH) == ["stalowy_ogar-1"]
    assert s.down[ZIGGY][district(s, ZIGGY, "kill")]
    assert not s.down[ZIGGY][district(s, ZIGGY, "draw")]
    assert s.deck_size(MOLOCH) == 1                     # only the next battle's draw


def test_tie_at_zero_is_a_tie():
    s = battle(ZIGGY, "kill", table={ZIGGY: {MOLOCH: ["pajaki"], OUTPOST: ["pole_elektromagnetyczne"]}},
               tokens={"pajaki": ["-2"]}, decks={MOLOCH: ["lowca", "klaun", "mozg"]})
    assert s.city_strength(ZIGGY, MOLOCH) == 0 and s.city_strength(ZIGGY, OUTPOST) == 0
    fight(s)
    assert "tie" in keys(s) and "winner" not in keys(s)
    assert s.where("pole_elektromagnetyczne-1") == ("table", ZIGGY)


def test_szturmowiec_wins_a_tie_for_moloch():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["szturmowiec"], OUTPOST: ["scorn", "trep"]}})
    fight(s)
    assert "tie_moloch" in keys(s)
    assert pick_purpose(s) == "destroy_district"


def test_szturmowiec_switched_off_tie_stays_a_tie():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["szturmowiec"],
                                                     OUTPOST: ["scorn", "trep"]}},
               tokens={"szturmowiec": ["deactivated"]})
    fight(s)
    assert "tie" in keys(s) and "tie_moloch" not in keys(s)


# ==================================================================================== features
def test_iron_gate_feature_costs_two_cards_and_kills_even_an_immune_robot():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["pancernik"]}},
               modules={"pancernik": "modul_destrukcji"}, hands={OUTPOST: ["trep", "scorn", "haker"]})
    assert s.feature_cost(IRON_GATE) == 2
    act(s, "feature", target="pancernik-1", city=IRON_GATE)
    assert s.decision == ("pay", OUTPOST)
    act(s, "discard", "trep-1")
    act(s, "discard", "haker-1")
    assert s.where("pancernik-1") == ("discard", MOLOCH)
    assert s.where("modul_destrukcji-1") == ("discard", MOLOCH)
    assert s.hand_of(OUTPOST) == ["scorn-1"]
    assert s.feature_used[IRON_GATE]
    assert not any(a.kind == "feature" for a in s.legal_actions())


def test_feature_needs_enough_cards_to_pay():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["pancernik"]}}, hands={OUTPOST: ["trep"]})
    assert not any(a.kind == "feature" for a in s.legal_actions())


def test_feature_is_once_per_game_also_in_the_next_battle():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["pancernik", "lowca"]}},
               feature_used=(IRON_GATE,), hands={OUTPOST: ["trep", "scorn", "haker"]})
    assert not any(a.kind == "feature" for a in s.legal_actions())


def test_feature_only_of_the_active_city():
    s = battle(ZIGGY, "kill", table={ZIGGY: {MOLOCH: ["lowca"]}, IRON_GATE: {MOLOCH: ["mozg"]}},
               hands={OUTPOST: ["trep", "scorn", "haker"]})
    assert s.data.cities[ZIGGY].feature is None
    assert not any(a.kind == "feature" for a in s.legal_actions())


def test_iron_gate_feature_taken_by_bloker():
    s = battle(IRON_GATE, "kill", table={IRON_GATE: {MOLOCH: ["pancernik", "bloker"]}},
               hands={OUTPOST: ["trep", "scorn"]})
    act(s, "feature", target="pancernik-1", city=IRON_GATE)
    act(s, "discard", "trep-1")                         # the last card is paid by itself (R3)
    assert s.where("pancernik-1") == ("table", IRON_GATE)
    assert s.where("bloker-1") == ("discard", MOLOCH)


def test_cleveland_feature_extra_station_until_the_city_falls():
    s = battle(CLEVELAND, "draw", down={CLEVELAND: [0, 1]},
               table={CLEVELAND: {MOLOCH: ["pajaki"],
                                  OUTPOST: ["trep", "scorn", "haker", "mcpherson", "komandos"]}},
               hands={OUTPOST: ["biegacz", "oddzial_specjalny"]}, decks={MOLOCH: ["lowca", "klaun"]})
    assert s.station_limit(CLEVELAND, OUTPOST) == 5
    assert not any(a.kind == "play" and a.city == CLEVELAND for a in s.legal_actions())
    act(s, "feature", city=CLEVELAND)
    act(s, "discard", "oddzial_specjalny-1") if s.decision == ("pay", OUTPOST) else None
    assert s.station_limit(CLEVELAND, OUTPOST) == 6
    act(s, "play", "biegacz-1", city=CLEVELAND)
    assert len(s.cards_in(CLEVELAND, OUTPOST)) == 6
    fight(s)
    # the Outpost won the last district; the city falls and the extra station goes with it:
    # the Outpost removes one card of its choice (R6)
    assert s.city_destroyed[CLEVELAND]
    assert s.current_player == OUTPOST and len(choices(s)) == 6
    choose(s, "trep-1")
    assert len(s.cards_in(CLEVELAND, OUTPOST)) == 5
    assert s.station_limit(CLEVELAND, OUTPOST) == 5


def test_jersey_feature_adds_a_third_district():
    s = battle(JERSEY, "move_to_new_york", table={JERSEY: {MOLOCH: ["lowca"], OUTPOST: ["scorn"]}},
               hands={OUTPOST: ["trep", "haker", "biegacz"]}, decks={MOLOCH: ["klaun", "mozg", "bloker"]})
    assert len(s.districts[JERSEY]) == 2
    act(s, "feature", city=JERSEY)
    act(s, "discard", "trep-1")
    act(s, "discard", "haker-1")
    assert len(s.districts[JERSEY]) == 3
    assert s.districts[JERSEY][2] == s.data.cities[JERSEY].extra_district
    assert s.down[JERSEY] == (False, False, False)
    fight(s)
    # 2 vs 2: a tie, the first district falls; the next battle may target the other two
    assert s.phase == "target" and s.active_city == JERSEY
    assert {a.index for a in s.legal_actions()} == {1, 2}


def test_new_york_feature_moves_a_soldier_between_jersey_and_new_york():
    s = battle(NEW_YORK, "kill", table={JERSEY: {OUTPOST: ["scorn"]},
                                        NEW_YORK: {MOLOCH: ["lowca"], OUTPOST: ["trep"]}},
               hands={OUTPOST: ["haker", "biegacz", "komandos"]})
    opts = {(a.target, a.city) for a in s.legal_actions() if a.kind == "feature"}
    assert opts == {("scorn-1", NEW_YORK), ("trep-1", JERSEY)}
    act(s, "feature", target="scorn-1", city=NEW_YORK)
    act(s, "discard", "haker-1")
    act(s, "discard", "biegacz-1")
    assert s.where("scorn-1") == ("table", NEW_YORK)
    assert s.where("lowca-1") == ("discard", MOLOCH)    # Scorn's enter ability fired in New York
    assert s.feature_used[NEW_YORK]


def test_new_york_feature_not_available_before_new_york_is_active():
    s = battle(JERSEY, "kill", table={JERSEY: {OUTPOST: ["scorn"]}},
               feature_used=(JERSEY,), hands={OUTPOST: ["haker", "biegacz", "komandos"]})
    assert not any(a.kind == "feature" for a in s.legal_actions())


# ============================================================================ the convoy move
def test_convoy_move_is_mandatory_and_gives_no_bonus():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["lowca", "mozg"], OUTPOST: ["trep"]}},
               decks={MOLOCH: ["klaun", "bloker", "juggernaut"]})
    fight(s)
    choose(s, city=IRON_GATE, index=0)                  # Moloch's victory in the last district
    assert pick_purpose(s) == "convoy"
    assert not can(s, "decline")
    assert {(a.card, a.city) for a in s.legal_actions()} == {("lowca-1", IRON_GATE), ("mozg-1", IRON_GATE)}
    choose(s, "mozg-1", city=IRON_GATE)
    assert s.where("mozg-1") == ("table", IRON_GATE)
    assert s.tokens_on("mozg-1") == ()                  # Iron Gate is empty but now active
    assert s.city_destroyed[ZIGGY]


def test_convoy_move_into_a_full_city_loses_the_robot():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["lowca"], OUTPOST: ["trep"]},
                      IRON_GATE: {MOLOCH: ["mozg", "klaun", "bloker", "stalowy_ogar"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=0)
    assert s.where("lowca-1") == ("discard", MOLOCH)    # the only Robot: moved by itself, and lost
    assert s.city_destroyed[ZIGGY]


def test_convoy_move_after_an_outpost_victory_too():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["pajaki"], OUTPOST: ["scorn"]}},
               decks={MOLOCH: ["klaun", "bloker", "juggernaut"]})
    fight(s)
    assert s.where("pajaki-1") == ("table", IRON_GATE)
    assert s.tokens_on("pajaki-1") == ()


def test_convoy_move_juggernaut_stays_behind():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["juggernaut", "pajaki"], OUTPOST: ["scorn"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=0)
    assert s.where("juggernaut-1") == ("table", ZIGGY)
    assert s.where("pajaki-1") == ("table", IRON_GATE)


def test_convoy_move_blocked_by_pole_except_immune_robots():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["juggernaut", "pancernik", "lowca"],
                              OUTPOST: ["pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=0)
    assert s.where("pancernik-1") == ("table", IRON_GATE)   # the only Robot allowed to move
    assert s.where("lowca-1") == ("table", ZIGGY)


def test_convoy_move_with_no_robot_to_move_just_destroys_the_city():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]}, table={ZIGGY: {OUTPOST: ["scorn"]},
                                                      IRON_GATE: {MOLOCH: ["lowca"]}})
    fight(s)
    assert s.city_destroyed[ZIGGY] and s.active_city == IRON_GATE
    assert s.battle == 2


def test_convoy_move_enter_ability_fires_in_the_new_active_city():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["lowca"], OUTPOST: ["trep"]},
                      IRON_GATE: {OUTPOST: ["scorn", "haker"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=0)
    assert s.where("lowca-1") == ("table", IRON_GATE)
    assert pick_purpose(s) == "kill_soldier"
    choose(s, "haker-1")
    assert s.where("haker-1") == ("discard", OUTPOST)


# ================================================================= abilities in destroyed cities
def test_abilities_go_dark_in_a_destroyed_city():
    s = battle(IRON_GATE, "kill",
               table={ZIGGY: {MOLOCH: ["pancernik", "stalowy_ogar"],
                              OUTPOST: ["sabotazysta", "porucznik_calahan", "trep", "nestugov"]}},
               modules={"stalowy_ogar": "modul_bojowy"}, hands={OUTPOST: ["haker", "scorn"]})
    assert not s.ability_active("sabotazysta-1")
    assert s.unit_strength("stalowy_ogar-1") == 4       # no Sabotażysta, the Module still counts
    assert s.unit_strength("trep-1") == 1               # no Calahan
    assert not s.is_immune("pancernik-1")               # R20
    assert not any(a.kind == "ability" for a in s.legal_actions())   # no Nestugov


def test_pajaki_lose_their_ability_when_the_city_falls_and_go_if_over():
    s = battle(ZIGGY, "draw", down={ZIGGY: [1]},
               table={ZIGGY: {MOLOCH: ["lowca", "mozg", "klaun", "juggernaut", "pajaki"],
                              OUTPOST: ["trep", "pole_elektromagnetyczne"]}})
    fight(s)
    choose(s, city=IRON_GATE, index=0)
    # the Pole holds everything; the city falls; 5 Robots, 3 stations: the Pająki go
    assert s.city_destroyed[ZIGGY]
    assert s.where("pajaki-1") == ("discard", MOLOCH)


# ============================================================================ empty decks
def test_empty_deck_draws_nothing_and_discards_are_never_reshuffled():
    s = battle(ZIGGY, "kill", table={ZIGGY: {MOLOCH: ["lowca"], OUTPOST: ["trep"]}},
               decks={MOLOCH: ["klaun"], OUTPOST: []}, hands={MOLOCH: ["mozg"], OUTPOST: [FILLER]})
    fight(s)
    # a tie; battle 2: Moloch draws its last card, the Outpost draws nothing
    assert s.battle == 2
    assert s.deck_size(MOLOCH) == 0 and s.deck_size(OUTPOST) == 0
    assert sorted(s.hand_of(MOLOCH)) == ["klaun-1", "mozg-1"]
    assert s.hand_of(OUTPOST) == [FILLER + "-1"]
    assert len(s.discard_of(OUTPOST)) > 0


# ============================================================================ the end of the game
def _last_new_york_battle(moloch_deck, ny_robots, outpost=("scorn", "trep")):
    s = battle(NEW_YORK, "draw", down={NEW_YORK: [0, 1]},
               table={NEW_YORK: {MOLOCH: list(ny_robots), OUTPOST: list(outpost)}},
               decks={MOLOCH: list(moloch_deck)}, hands={MOLOCH: ["mozg"]})
    return fight(s)


def test_game_ends_after_last_new_york_battle_moloch_wins_with_a_deck_card():
    s = _last_new_york_battle(["klaun", "bloker"], [])
    assert s.is_terminal()
    assert s.winner == MOLOCH and s.end_reason == "new_york_held"
    assert s.returns() == {MOLOCH: 1, OUTPOST: -1}
    assert s.legal_actions() == [] and s.current_player is None


def test_game_ends_after_last_new_york_battle_moloch_wins_with_a_robot_in_new_york():
    s = _last_new_york_battle([], ["juggernaut"])
    assert s.winner == MOLOCH


def test_game_ends_after_last_new_york_battle_outpost_wins_hand_does_not_count():
    s = _last_new_york_battle([], [], outpost=["pole_elektromagnetyczne"])   # a 0-0 tie
    assert s.winner == OUTPOST and s.end_reason == "new_york_cleared"
    assert s.hand_of(MOLOCH) == ["mozg-1"]


def test_outpost_victory_in_last_new_york_battle_can_empty_the_deck_and_win():
    s = _last_new_york_battle(["klaun"], [], outpost=("scorn", "trep", "kpt_johnson"))
    # Johnson discards Klaun; New York's victory finds an empty deck and no Robot: a hand card
    assert s.winner == OUTPOST


def test_outpost_wins_early_when_moloch_has_no_deck_no_hand_no_robot_in_undestroyed_city():
    s = battle(IRON_GATE, "draw", down={IRON_GATE: [0]},
               table={ZIGGY: {MOLOCH: ["lowca"]}, IRON_GATE: {OUTPOST: ["scorn"]}},
               decks={MOLOCH: []})
    fight(s)
    assert s.winner == OUTPOST and s.end_reason == "convoy_spent"


@pytest.mark.parametrize("where", ["hand", "deck", "future_robot"])
def test_no_early_win_while_moloch_has_a_card_or_a_robot_left(where):
    kw = dict(decks={MOLOCH: ["klaun"] if where == "deck" else []},
              hands={MOLOCH: ["klaun"]} if where == "hand" else {})
    table = {IRON_GATE: {OUTPOST: ["pole_elektromagnetyczne"]}}   # a 0-0 tie: nothing discarded
    if where == "future_robot":
        table[NEW_YORK] = {MOLOCH: ["lowca"]}
    s = battle(IRON_GATE, "draw", down={IRON_GATE: [0]}, table=table, **kw)
    fight(s)
    assert not s.is_terminal()
    assert s.battle == 2


# ==================================================================================== setup
def test_setup_four_cards_each_and_moloch_decides_first():
    s = new_game(seed=3)
    assert len(s.hand_of(MOLOCH)) == 4 and len(s.hand_of(OUTPOST)) == 4
    assert s.deck_size(MOLOCH) == 31 and s.deck_size(OUTPOST) == 31
    assert s.decision == ("mulligan", MOLOCH)
    assert set(s.legal_actions()) == {Action("keep"), Action("mulligan")}


def test_setup_one_mulligan_each_then_six_cards_at_the_first_battle():
    s = new_game(seed=5)
    act(s, "mulligan")
    assert len(s.hand_of(MOLOCH)) == 4 and s.deck_size(MOLOCH) == 31
    assert s.decision == ("mulligan", OUTPOST)          # one only: now it is the Outpost's turn
    act(s, "keep")
    assert s.battle == 1 and s.phase == "target"
    assert len(s.hand_of(MOLOCH)) == 6 and len(s.hand_of(OUTPOST)) == 6
    assert s.deck_size(MOLOCH) == 29 and s.deck_size(OUTPOST) == 29
    assert s.active_city == ZIGGY


def test_setup_mulligan_shuffles_the_hand_back():
    s = new_game(seed=11)
    first = sorted(s.hand_of(MOLOCH))
    act(s, "mulligan")
    assert len(set(s.hand_of(MOLOCH))) == 4
    assert set(first) <= set(s.hand_of(MOLOCH)) | set(s.to_dict()["deck"][MOLOCH])
