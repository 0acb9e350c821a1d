"""Every Outpost card, one rule at a time (1st-edition rulebook, pp.32-35; docs/rulings.md).

Positions are built with ``build_position`` and driven only through the public API. Card ids are
"<key>-<n>"; ``build_position`` gives the first free copy, so a single placed Trep is "trep-1".
"""
from __future__ import annotations


from konwoj.rules import MOLOCH, OUTPOST
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, M_FILLER, NEW_YORK, ZIGGY, act,  # noqa: F401
                          can, choices, choose, nestugov_position, outpost_attack, pass_until,
                          pick_purpose, resolve_now)


# ============================================================================== Soldiers
# ---------------------------------------------------------------------------------- Biegacz
def test_biegacz_moves_once_per_battle_and_again_next_battle():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={IRON_GATE: {"moloch": ["stalowy_ogar"], "outpost": ["biegacz"]}},
                       hands={"outpost": ["trep"]})
    assert can(s, "ability", "biegacz-1", city=CLEVELAND)
    assert can(s, "ability", "biegacz-1", city=ZIGGY)   # back into a destroyed city: allowed
    act(s, "ability", "biegacz-1", city=CLEVELAND)
    assert s.where("biegacz-1") == ("table", CLEVELAND)
    assert "+1" in s.tokens_on("biegacz-1")             # future city, no Robot there
    assert not any(a.kind == "ability" and a.card == "biegacz-1" for a in s.legal_actions())
    # the next battle: the ability is there again
    pass_until(s, "resolution")
    while s.phase != "outpost_attack":
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "target", "choose", "decline")))
    assert s.battle == 2
    assert can(s, "ability", "biegacz-1", city=JERSEY)


def test_biegacz_in_destroyed_city_cannot_move():
    s = outpost_attack(battle_city=IRON_GATE, table={ZIGGY: {"outpost": ["biegacz"]},
                                                    IRON_GATE: {"moloch": ["stalowy_ogar"]}},
                       hands={"outpost": ["trep"]})
    assert not any(a.kind == "ability" for a in s.legal_actions())


# ------------------------------------------------------------------------- Grupa Uderzeniowa
def test_grupa_uderzeniowa_sends_robot_to_hand_and_its_module_to_discard():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "pancernik"]}},
                       modules={"stalowy_ogar": "modul_bojowy"}, tokens={"stalowy_ogar": ["+1"]},
                       hands={"outpost": ["grupa_uderzeniowa"]})
    act(s, "play", "grupa_uderzeniowa-1", city=ZIGGY)
    assert pick_purpose(s) == "return_robot"
    assert choices(s) == {"stalowy_ogar-1"}             # Pancernik is immune
    assert can(s, "decline")                            # "możesz": optional
    choose(s, "stalowy_ogar-1")
    assert "stalowy_ogar-1" in s.hand_of(MOLOCH)
    assert "modul_bojowy-1" in s.discard_of(MOLOCH)
    assert s.tokens_on("stalowy_ogar-1") == ()
    assert "stalowy_ogar-1" in s.observation(OUTPOST)["opponent_known_hand"]


# ------------------------------------------------------------------------------------ Haker
def test_haker_deactivation_switches_off_a_robot_ability():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["szturmowiec"],
                                                         "outpost": ["oddzial_specjalny"]}},
                       hands={"outpost": ["haker"]})
    act(s, "play", "haker-1", city=ZIGGY)
    assert pick_purpose(s) == "token"
    choose(s, "szturmowiec-1")
    assert "deactivated" in s.tokens_on("szturmowiec-1")
    assert not s.ability_active("szturmowiec-1")
    # 3 vs 2+1: the Outpost wins outright; and a tie would not be Moloch's any more
    assert s.city_strength(ZIGGY, MOLOCH) == 3 and s.city_strength(ZIGGY, OUTPOST) == 3


def test_haker_cannot_target_immune_robot_nor_strength_module_but_can_special_module():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["pancernik", "stalowy_ogar", "lowca"]}},
                       modules={"stalowy_ogar": "modul_kasparov", "lowca": "modul_bojowy",
                                "pancernik": "modul_sieci"},
                       hands={"outpost": ["haker"]})
    act(s, "play", "haker-1", city=ZIGGY)
    assert choices(s) == {"stalowy_ogar-1", "lowca-1", "modul_kasparov-1"}
    choose(s, "modul_kasparov-1")
    assert "deactivated" in s.tokens_on("modul_kasparov-1")
    assert not s.ability_active("modul_kasparov-1")
    assert s.ability_active("stalowy_ogar-1")


def test_haker_on_pajaki_over_the_station_limit_removes_them():
    # Ziggy One: 3 Moloch stations, all taken; Pająki sit there without a station
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca", "mozg", "pajaki"]}},
                       hands={"outpost": ["haker", FILLER]})
    assert s.stations_used(ZIGGY, MOLOCH) == 3
    act(s, "play", "haker-1", city=ZIGGY)
    choose(s, "pajaki-1")
    assert s.where("pajaki-1") == ("discard", MOLOCH)
    assert s.cards_in(ZIGGY, MOLOCH) == ["stalowy_ogar-1", "lowca-1", "mozg-1"]


def test_haker_pajaki_removal_is_taken_by_bloker_R4():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca", "bloker", "pajaki"]}},
                       hands={"outpost": ["haker", FILLER]})
    act(s, "play", "haker-1", city=ZIGGY)
    choose(s, "pajaki-1")
    assert s.where("bloker-1") == ("discard", MOLOCH)
    assert s.cards_in(ZIGGY, MOLOCH) == ["stalowy_ogar-1", "lowca-1", "pajaki-1"]


# --------------------------------------------------------------------------------- Komandos
def test_komandos_discards_moloch_top_card_on_entry():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar"]}},
                       decks={MOLOCH: ["lowca", "juggernaut"]}, hands={"outpost": ["komandos", FILLER]})
    act(s, "play", "komandos-1", city=ZIGGY)
    assert s.discard_of(MOLOCH)[-1] == "juggernaut-1"
    assert s.deck_size(MOLOCH) == 1
    # it is public
    assert "juggernaut-1" in s.observation(OUTPOST)["discard"][MOLOCH]


def test_komandos_empty_deck_discards_robot_of_outpost_choice_not_immune():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca", "pancernik"]}},
                       decks={MOLOCH: []}, hands={"outpost": ["komandos", FILLER], MOLOCH: ["klaun"]})
    act(s, "play", "komandos-1", city=ZIGGY)
    assert pick_purpose(s) == "sub_robot"
    assert choices(s) == {"stalowy_ogar-1", "lowca-1"}
    assert not can(s, "decline")
    choose(s, "lowca-1")
    assert s.where("lowca-1") == ("discard", MOLOCH)
    assert s.hand_of(MOLOCH) == ["klaun-1"]


def test_komandos_empty_deck_no_robot_discards_random_moloch_hand_card():
    s = outpost_attack(battle_city=ZIGGY, decks={MOLOCH: []},
                       hands={"outpost": ["komandos", FILLER], MOLOCH: ["klaun", "mozg"]})
    act(s, "play", "komandos-1", city=ZIGGY)
    assert len(s.hand_of(MOLOCH)) == 1
    assert s.discard_of(MOLOCH)[-1] in ("klaun-1", "mozg-1")


def test_komandos_empty_deck_no_robot_no_hand_nothing_happens():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["trep"]}}, decks={MOLOCH: []},
                       hands={"outpost": ["komandos", "scorn"]})
    before = len(s.discard_of(MOLOCH))
    act(s, "play", "komandos-1", city=ZIGGY)
    assert len(s.discard_of(MOLOCH)) == before
    assert s.decision == ("attack", OUTPOST)


def test_komandos_empty_deck_only_immune_robots_discards_nothing_R8():
    """The book (p.33): a Robot not immune to him, and a hand card only "if there are no Robots in
    the city". Only an immune Pancernik there: neither applies, nothing is discarded."""
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["pancernik"]}},
                       decks={MOLOCH: []}, hands={"outpost": ["komandos", FILLER], MOLOCH: ["klaun"]})
    act(s, "play", "komandos-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("table", ZIGGY)
    assert s.where("klaun-1") == ("hand", MOLOCH)
    assert s.log[-1].key == "nothing" or any(e.key == "nothing" for e in s.log[-3:])


def test_komandos_empty_deck_no_robot_in_the_city_takes_a_random_hand_card_R8():
    s = outpost_attack(battle_city=ZIGGY, table={IRON_GATE: {"moloch": ["lowca"]}},
                       decks={MOLOCH: []}, hands={"outpost": ["komandos", FILLER], MOLOCH: ["klaun"]})
    act(s, "play", "komandos-1", city=ZIGGY)
    assert s.where("klaun-1") == ("discard", MOLOCH)
    assert s.where("lowca-1") == ("table", IRON_GATE)


def test_komandos_empty_deck_uses_robots_of_the_city_it_entered():
    # it entered a future city: a Robot there, not one in the active city
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["lowca"]},
                                                 IRON_GATE: {"moloch": ["stalowy_ogar"]}},
                       decks={MOLOCH: []}, hands={"outpost": ["komandos", FILLER]})
    act(s, "play", "komandos-1", city=IRON_GATE)
    assert s.where("stalowy_ogar-1") == ("discard", MOLOCH)
    assert s.where("lowca-1") == ("table", ZIGGY)


# ----------------------------------------------------------------------------- Kpt. Johnson
def test_kpt_johnson_discards_moloch_top_when_outpost_wins():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["pajaki"], "outpost": ["kpt_johnson"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg", "bloker"],
                              OUTPOST: ["trep", "scorn", "haker"]})
    # Johnson: top card; Ziggy One victory: one more top card; district 0 = draw
    assert s.discard_of(MOLOCH)[-2:] == ["bloker-1", "mozg-1"]
    assert s.battle == 2


def test_kpt_johnson_does_nothing_when_outpost_does_not_win():
    s = build_position(phase="resolution", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["kpt_johnson"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg", "bloker"], OUTPOST: ["trep"]})
    # 3 vs 2: Moloch wins: it destroys the other district (the only one left) and draws (district 0)
    assert s.down[ZIGGY] == (True, True)
    assert "bloker-1" not in s.discard_of(MOLOCH)
    assert s.deck_size(MOLOCH) == 4 - 1 - 2             # district draw, then battle 2's draw


def test_kpt_johnson_netted_does_not_discard_R12():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["pajaki"],
                                      "outpost": ["kpt_johnson", "scorn", "trep"]}},
                       modules={"pajaki": "modul_sieci"},
                       decks={MOLOCH: ["lowca", "klaun", "mozg", "bloker"], OUTPOST: ["haker"]},
                       hands={MOLOCH: ["dzialo_gaussa", "stalowy_ogar"]})
    act(s, "ability", "modul_sieci-1", target="kpt_johnson-1")
    act(s, "discard", "dzialo_gaussa-1")
    act(s, "pass")
    # the Outpost still wins 3-1; only Ziggy One's victory discards a card, not Johnson
    assert s.where("bloker-1") == ("discard", MOLOCH)
    assert s.where("mozg-1") != ("discard", MOLOCH)


def test_kpt_johnson_empty_deck_discards_robot_of_choice_from_battle_city():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY, target=1,
                       table={ZIGGY: {"moloch": ["pajaki", "mozg", "pancernik"],
                                      "outpost": ["kpt_johnson", "scorn", "bunkier"]}},
                       decks={MOLOCH: [], OUTPOST: ["trep"]}, hands={MOLOCH: ["klaun"]})
    resolve_now(s)
    # Outpost 2+2 +1 +1 (Bunkier) = 6 vs 1+1+3 = 5: Johnson's discard comes first
    assert pick_purpose(s) == "sub_robot"
    assert choices(s) == {"pajaki-1", "mozg-1"}         # not the immune Pancernik
    choose(s, "mozg-1")
    assert s.where("mozg-1") == ("discard", MOLOCH)
    # then Ziggy One's victory effect: an empty deck again; a victory effect may take an immune Robot
    assert pick_purpose(s) == "sub_robot"
    assert choices(s) == {"pajaki-1", "pancernik-1"}


# ------------------------------------------------------------------------------- McPherson
def test_mcpherson_minus_two_lowers_robot_not_module_never_below_zero():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["pajaki", "pancernik"]}},
                       modules={"pajaki": "modul_destrukcji"}, hands={"outpost": ["mcpherson"]})
    act(s, "play", "mcpherson-1", city=ZIGGY)
    # only one target (Pancernik is immune), but the token is optional: a real choice
    assert choices(s) == {"pajaki-1"} and can(s, "decline")
    choose(s, "pajaki-1")
    assert s.tokens_on("pajaki-1") == ("-2",)
    assert s.unit_strength("pajaki-1") == 3             # 1-2 -> 0, + Destrukcji 3 (p.27 example)


def test_mcpherson_token_may_be_declined_and_is_lost():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar"]}},
                       hands={"outpost": ["mcpherson"]})
    act(s, "play", "mcpherson-1", city=ZIGGY)
    act(s, "decline")
    assert s.tokens_on("stalowy_ogar-1") == ()
    assert s.unit_strength("stalowy_ogar-1") == 3


# ------------------------------------------------------------------------------------ Młody
def test_mlody_borrows_another_soldiers_enter_ability_komandos():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["komandos", "trep"]}},
                       decks={MOLOCH: ["lowca", "klaun"]}, hands={"outpost": ["mlody", FILLER]})
    act(s, "play", "mlody-1", city=ZIGGY)
    assert pick_purpose(s) == "mlody"
    assert choices(s) == {"komandos-1", "trep-1"}
    assert can(s, "decline")
    choose(s, "komandos-1")
    assert s.discard_of(MOLOCH)[-1] == "klaun-1"
    assert s.decision == ("attack", OUTPOST)            # used once only


def test_mlody_borrowed_scorn_kills_a_robot():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar"],
                                                         "outpost": ["scorn"]}},
                       hands={"outpost": ["mlody"]})
    act(s, "play", "mlody-1", city=ZIGGY)
    # only Scorn to borrow from, but borrowing is optional
    choose(s, "scorn-1")
    assert s.where("stalowy_ogar-1") == ("discard", MOLOCH)


def test_mlody_borrowed_zwiadowca_moves_another_soldier_R17():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["zwiadowca", "trep"]}},
                       hands={"outpost": ["mlody"]})
    act(s, "play", "mlody-1", city=ZIGGY)
    choose(s, "zwiadowca-1")
    assert pick_purpose(s) == "scout_move"
    # "another Soldier" = one other than Młody, the Zwiadowca itself included
    assert choices(s) == {"zwiadowca-1", "trep-1"}
    choose(s, "trep-1", city=IRON_GATE)
    assert s.where("trep-1") == ("table", IRON_GATE)


def test_mlody_alone_or_without_enter_soldiers_has_nothing_to_borrow():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["kpt_johnson", "bunkier"]}},
                       hands={"outpost": ["mlody", "trep"]})
    act(s, "play", "mlody-1", city=ZIGGY)
    assert s.decision == ("attack", OUTPOST)


def test_mlody_ignores_constant_or_win_soldiers_and_buildings():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"outpost": ["porucznik_calahan", "trep", "operator_ckm"]}},
                       hands={"outpost": ["mlody"]})
    act(s, "play", "mlody-1", city=ZIGGY)
    assert choices(s) == {"trep-1"}


# --------------------------------------------------------------------------------- Nestugov
def test_nestugov_captures_strength_module_which_counts_for_the_soldier():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["nestugov", "scorn"]}},
                  modules={"stalowy_ogar": "modul_destrukcji"}, hands={"outpost": ["haker"]})
    assert s.unit_strength("stalowy_ogar-1") == 6
    act(s, "ability", "nestugov-1", target="modul_destrukcji-1", extra="scorn-1")
    assert s.decision == ("pay", OUTPOST) or s.module_of("scorn-1")  # one card in hand: auto-paid
    assert s.module_of("scorn-1") == "modul_destrukcji-1"
    assert s.module_of("stalowy_ogar-1") is None
    assert s.unit_strength("scorn-1") == 5
    assert s.unit_strength("stalowy_ogar-1") == 3
    assert "haker-1" in s.discard_of(OUTPOST)


def test_nestugov_works_in_the_battle_it_is_played():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar"]}},
                  modules={"stalowy_ogar": "modul_bojowy"},
                  hands={"outpost": ["nestugov", "trep", "haker"]})
    act(s, "play", "nestugov-1", city=ZIGGY)
    assert can(s, "ability", "nestugov-1", target="modul_bojowy-1", extra="nestugov-1")


def test_nestugov_cost_is_a_discard_paid_by_choice():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar"], "outpost": ["nestugov"]}},
                  modules={"stalowy_ogar": "modul_bojowy"}, hands={"outpost": ["trep", "haker"]})
    act(s, "ability", "nestugov-1", target="modul_bojowy-1", extra="nestugov-1")
    assert s.decision == ("pay", OUTPOST)
    act(s, "discard", "haker-1")
    assert s.module_of("nestugov-1") == "modul_bojowy-1"
    assert s.hand_of(OUTPOST) == ["trep-1"]


def test_nestugov_cannot_take_module_of_immune_robot():
    s = nestugov_position(table={ZIGGY: {"moloch": ["pancernik", "stalowy_ogar"], "outpost": ["nestugov"]}},
                  modules={"pancernik": "modul_destrukcji", "stalowy_ogar": "modul_bojowy"},
                  tokens={"stalowy_ogar": ["shield"]})
    assert not any(a.kind == "ability" for a in s.legal_actions())


def test_nestugov_one_module_per_soldier():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca"], "outpost": ["nestugov", "scorn"]}},
                  modules={"stalowy_ogar": "modul_destrukcji", "lowca": "modul_bojowy"})
    act(s, "ability", "nestugov-1", target="modul_destrukcji-1", extra="scorn-1")
    if s.decision == ("pay", OUTPOST):
        act(s, "discard", "haker-1")
    hosts = {a.extra for a in s.legal_actions() if a.kind == "ability"}
    assert hosts == {"nestugov-1"}                      # Scorn already has a module


def test_nestugov_only_in_its_own_city():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar"]}, IRON_GATE: {"outpost": ["nestugov"]}},
                  modules={"stalowy_ogar": "modul_destrukcji"})
    assert not any(a.kind == "ability" for a in s.legal_actions())


def test_nestugov_captured_skazenie_cuts_moloch_stations_and_outpost_picks_robot_R6():
    # Ziggy One: Moloch 3 stations, all taken; capturing Skażenie leaves 2
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "pancernik", "lowca"],
                                 "outpost": ["nestugov"]}},
                  modules={"lowca": "modul_skazenia"}, hands={"outpost": ["trep"]})
    assert s.station_limit(ZIGGY, OUTPOST) == 3
    act(s, "ability", "nestugov-1", target="modul_skazenia-1", extra="nestugov-1")
    assert s.station_limit(ZIGGY, MOLOCH) == 2
    assert s.station_limit(ZIGGY, OUTPOST) == 4
    assert s.current_player == OUTPOST
    assert choices(s) == {"stalowy_ogar-1", "lowca-1"}  # the Outpost picks; not the immune Pancernik
    choose(s, "stalowy_ogar-1")
    assert s.cards_in(ZIGGY, MOLOCH) == ["pancernik-1", "lowca-1"]


def _to_outpost_modules(s):
    while s.phase != "outpost_modules":
        act(s, "pass")
    return s


def test_nestugov_captured_kasparov_pushes_robot_in_phase_Va_with_a_discard():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "juggernaut", "pancernik"],
                                 "outpost": ["nestugov"]}},
                  modules={"stalowy_ogar": "modul_kasparov"},
                  hands={"outpost": ["trep", "haker", "scorn"]})
    act(s, "ability", "nestugov-1", target="modul_kasparov-1", extra="nestugov-1")
    act(s, "discard", "trep-1")
    # no use of it in the attack phase
    assert not any(a.card == "modul_kasparov-1" for a in s.legal_actions())
    _to_outpost_modules(s)
    pushes = {(a.target, a.city) for a in s.legal_actions() if a.kind == "ability"}
    # never Juggernaut, never the immune Pancernik; Stalowy Ogar to Iron Gate (Ziggy has no back)
    assert pushes == {("stalowy_ogar-1", IRON_GATE)}
    act(s, "ability", "modul_kasparov-1", target="stalowy_ogar-1", city=IRON_GATE)
    assert s.decision == ("pay", OUTPOST)
    act(s, "discard", "haker-1")
    assert s.where("stalowy_ogar-1") == ("table", IRON_GATE)


def test_nestugov_captured_sieci_nets_a_robot_in_phase_Va_not_immune():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "pancernik", "lowca"],
                                 "outpost": ["nestugov", "scorn"]}},
                  modules={"lowca": "modul_sieci", "stalowy_ogar": "modul_destrukcji"},
                  hands={"outpost": ["trep", "haker", "kpt_johnson"]})
    act(s, "ability", "nestugov-1", target="modul_sieci-1", extra="nestugov-1")
    act(s, "discard", "trep-1")
    _to_outpost_modules(s)
    nets = {a.target for a in s.legal_actions() if a.kind == "ability"}
    assert nets == {"stalowy_ogar-1", "lowca-1"}
    act(s, "ability", "modul_sieci-1", target="stalowy_ogar-1")
    act(s, "discard", "haker-1")
    assert "stalowy_ogar-1" in s.netted
    # a netted Robot counts 0, its Module too (p.38)
    assert s.unit_strength("stalowy_ogar-1") == 0


def test_nestugov_captured_special_module_ignores_dzialo_emp_R13():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca"],
                                 "outpost": ["dzialo_emp", "nestugov"]}},
                  modules={"stalowy_ogar": "modul_sieci"}, hands={"outpost": ["trep", "haker"]})
    assert not s.ability_active("modul_sieci-1")        # switched off by the Działo on Moloch's Robot
    act(s, "ability", "nestugov-1", target="modul_sieci-1", extra="nestugov-1")
    act(s, "discard", "trep-1")
    assert s.ability_active("modul_sieci-1")


def test_nestugov_with_sudden_attack_no_phase_Va_R11():
    s = nestugov_position(table={ZIGGY: {"moloch": ["stalowy_ogar", "lowca"], "outpost": ["nestugov"]}},
                  modules={"stalowy_ogar": "modul_kasparov"},
                  hands={"outpost": ["trep", "haker", "nagly_atak"]})
    act(s, "ability", "nestugov-1", target="modul_kasparov-1", extra="nestugov-1")
    act(s, "discard", "trep-1")
    act(s, "instant", "nagly_atak-1")
    act(s, "pass")
    assert s.phase not in ("moloch_modules", "outpost_modules")
    assert s.where("lowca-1") == ("table", ZIGGY)


# ------------------------------------------------------------------------ Oddział Specjalny
def test_oddzial_specjalny_takes_soldier_to_hand_who_may_be_replayed():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"outpost": ["komandos"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"]},
                       hands={"outpost": ["oddzial_specjalny", FILLER]}, tokens={"komandos": ["+1"]})
    act(s, "play", "oddzial_specjalny-1", city=ZIGGY)
    assert pick_purpose(s) == "take_soldier" and can(s, "decline")
    assert choices(s) == {"komandos-1"}
    choose(s, "komandos-1")
    assert "komandos-1" in s.hand_of(OUTPOST)
    act(s, "play", "komandos-1", city=ZIGGY)             # enters again: one more discard
    assert s.discard_of(MOLOCH)[-1] == "mozg-1"
    assert s.tokens_on("komandos-1") == ()              # tokens went when it left


# ------------------------------------------------------------------------------ Operator CKM
def test_operator_ckm_puts_plus_two_on_a_soldier_when_outpost_wins():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["pajaki"], "outpost": ["operator_ckm", "trep"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "scorn"]})
    resolve_now(s)
    assert pick_purpose(s) == "token"
    assert choices(s) == {"operator_ckm-1", "trep-1"}   # a Soldier of its city, itself included
    assert can(s, "decline")                            # "możesz": the token may be left unused
    choose(s, "trep-1")
    assert s.tokens_on("trep-1") == ("+2",)
    assert s.unit_strength("trep-1") == 3


def test_operator_ckm_gives_nothing_on_a_loss():
    s = build_position(phase="outpost_attack", battle_city=ZIGGY, target=0,
                       table={ZIGGY: {"moloch": ["juggernaut"], "outpost": ["operator_ckm"]}},
                       decks={MOLOCH: ["lowca", "klaun", "mozg"], OUTPOST: ["haker", "scorn"]})
    resolve_now(s)
    assert s.tokens_on("operator_ckm-1") == ()


# ---------------------------------------------------------------------------------- Patriota
def test_patriota_makes_cleveland_feature_free():
    s = outpost_attack(battle_city=CLEVELAND, table={CLEVELAND: {"outpost": ["patriota"]}},
                       hands={"outpost": []})
    assert s.feature_cost(CLEVELAND) == 0
    act(s, "feature", city=CLEVELAND)
    assert s.extra_station[CLEVELAND] and s.feature_used[CLEVELAND]
    assert s.station_limit(CLEVELAND, OUTPOST) == 6
    assert s.discard_of(OUTPOST) == []                  # nothing was paid


def test_patriota_discount_one_card_for_iron_gate_feature():
    s = outpost_attack(battle_city=IRON_GATE, table={IRON_GATE: {"moloch": ["pancernik"],
                                                                "outpost": ["patriota"]}},
                       hands={"outpost": ["trep"]})
    assert s.feature_cost(IRON_GATE) == 1
    act(s, "feature", target="pancernik-1", city=IRON_GATE)
    assert s.where("pancernik-1") == ("discard", MOLOCH)
    assert s.where("trep-1") == ("discard", OUTPOST)


def test_patriota_outside_the_active_city_gives_no_discount():
    s = outpost_attack(battle_city=IRON_GATE, table={IRON_GATE: {"moloch": ["pancernik"]},
                                                    CLEVELAND: {"outpost": ["patriota"]}},
                       hands={"outpost": ["trep"]})
    assert s.feature_cost(IRON_GATE) == 2
    assert not any(a.kind == "feature" for a in s.legal_actions())


# ------------------------------------------------------------------------ Porucznik Calahan
def test_calahan_adds_one_to_every_soldier_in_city_himself_included():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"outpost": ["porucznik_calahan", "trep", "scorn", "bunkier"]},
                              IRON_GATE: {"outpost": ["komandos"]}},
                       hands={"outpost": ["haker"]})
    assert s.unit_strength("porucznik_calahan-1") == 1 + 1 + 1   # himself + Bunkier
    assert s.unit_strength("trep-1") == 3
    assert s.unit_strength("scorn-1") == 4
    assert s.unit_strength("bunkier-1") == 1            # a Building: no aura
    assert s.unit_strength("komandos-1") == 1           # another city
    assert s.tokens_on("trep-1") == ()                  # no token placed


def test_calahan_and_bunkier_do_not_help_a_netted_soldier_R12():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"],
                                      "outpost": ["porucznik_calahan", "bunkier", "trep"]}},
                       modules={"stalowy_ogar": "modul_sieci"}, hands={MOLOCH: ["klaun", "mozg"]})
    act(s, "ability", "modul_sieci-1", target="trep-1")
    act(s, "discard", "klaun-1")
    assert "trep-1" in s.netted
    assert s.unit_strength("trep-1") == 0
    assert s.unit_strength("porucznik_calahan-1") == 3


def test_netted_calahan_gives_no_aura_R12():
    s = build_position(phase="moloch_modules", battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar"],
                                      "outpost": ["porucznik_calahan", "trep"]}},
                       modules={"stalowy_ogar": "modul_sieci"}, hands={MOLOCH: ["klaun", "mozg"]})
    act(s, "ability", "modul_sieci-1", target="porucznik_calahan-1")
    act(s, "discard", "klaun-1")
    assert s.unit_strength("trep-1") == 1


# ------------------------------------------------------------------------------ Sabotażysta
def test_sabotazysta_lowers_robots_not_modules_not_immune_never_below_zero():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "pancernik", "pajaki"],
                                      "outpost": ["sabotazysta"]}},
                       modules={"pajaki": "modul_bojowy"}, tokens={"pajaki": ["-2"]},
                       hands={"outpost": ["trep"]})
    assert s.unit_strength("stalowy_ogar-1") == 2
    assert s.unit_strength("pancernik-1") == 3          # immune
    assert s.unit_strength("pajaki-1") == 1             # max(0, 1-2-1) + 1
    assert s.tokens_on("stalowy_ogar-1") == ()


def test_two_sabotazysta_effects_do_not_reach_another_city():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar"]},
                                                 IRON_GATE: {"outpost": ["sabotazysta"]}},
                       hands={"outpost": ["trep"]})
    assert s.unit_strength("stalowy_ogar-1") == 3


# ------------------------------------------------------------------------------------ Scorn
def test_scorn_must_kill_a_robot_and_its_module_goes_too_R7():
    s = outpost_attack(battle_city=ZIGGY,
                       table={ZIGGY: {"moloch": ["stalowy_ogar", "pancernik", "lowca"]}},
                       modules={"stalowy_ogar": "modul_bojowy"}, hands={"outpost": ["scorn"]})
    act(s, "play", "scorn-1", city=ZIGGY)
    assert pick_purpose(s) == "kill_robot"
    assert choices(s) == {"stalowy_ogar-1", "lowca-1"}
    assert not can(s, "decline")
    choose(s, "stalowy_ogar-1")
    assert s.where("stalowy_ogar-1") == ("discard", MOLOCH)
    assert s.where("modul_bojowy-1") == ("discard", MOLOCH)


def test_scorn_with_only_immune_robots_kills_nothing():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["pancernik"]}},
                       hands={"outpost": ["scorn", "trep"]})
    act(s, "play", "scorn-1", city=ZIGGY)
    assert s.where("pancernik-1") == ("table", ZIGGY)
    assert s.decision == ("attack", OUTPOST)


def test_scorn_kill_is_taken_by_bloker():
    s = outpost_attack(battle_city=ZIGGY, table={ZIGGY: {"moloch": ["stalowy_ogar", "bloker"]}},
                       hands={"outpost": ["scorn", FILLER]})
    act(s, "play", "scorn-1", city=ZIGGY)
    choose(s, "stalowy_ogar-1")
    assert s.where("stalowy_ogar-1") == ("table", ZIGGY)
    assert s.where("bloker-1") == ("discard", MOLOCH)


# ------------------------------------------------------------------------------------- Trep
def test_trep_may_draw_one_card_on_entry():
    s = outpost_attack(battle_city=ZIGGY, decks={OUTPOST: ["haker", "scorn"]},
                       hands={"outpost": ["trep", "trep"]})
    act(s, "play", "trep-1", city=ZIGGY)
    assert s.decision == ("may_draw", OUTPOST)
    act(s, "draw")
    assert "scorn-1" in s.hand_of(OUTPOST)
    act(s, "play", "trep-2", city=ZIGGY)
    act(s, "decline")
    assert s.deck_size(OUTPOST) == 1


def test_trep_with_empty_deck_draws_nothing_and_is_not_asked():
    s = outpost_attack(battle_city=ZIGGY, decks={OUTPOST: []}, hands={"outpost": ["trep", "scorn"]})
    act(s, "play", "trep-1", city=ZIGGY)
    assert s.decision == ("attack", OUTPOST)


# -------------------------------------------------------------------------------- Zwiadowca
def test_zwiadowca_moves_another_soldier_of_its_city_to_adjacent_city():
    s = outpost_attack(battle_city=IRON_GATE,
                       table={IRON_GATE: {"outpost": ["trep"]}, CLEVELAND: {"outpost": ["scorn"]}},
                       hands={"outpost": ["zwiadowca"]})
    act(s, "play", "zwiadowca-1", city=IRON_GATE)
    assert pick_purpose(s) == "scout_move" and can(s, "decline")
    assert choices(s) == {"trep-1"}
    dests = {a.city for a in s.legal_actions() if a.kind == "choose"}
    assert dests == {ZIGGY, CLEVELAND}                  # a destroyed city too (p.34)
    choose(s, "trep-1", city=ZIGGY)
    assert s.where("trep-1") == ("table", ZIGGY)
    assert s.tokens_on("trep-1") == ()                  # no bonus in a destroyed city
