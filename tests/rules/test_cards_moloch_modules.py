"""Moloch's Modules and instant cards against the 1st-edition rulebook (card descriptions p.37-38)
and the 2nd-edition clarifications, and the further clarifications of both books.
"""
from __future__ import annotations

import pytest

from konwoj.rules import Action, IllegalAction
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import CLEVELAND, IRON_GATE, JERSEY, NEW_YORK, ZIGGY, choices  # noqa: F401
from tests.support.rules_helpers import act as do, can as is_legal
from tests.support.rules_helpers import abilities_of, instants_of, log_keys, plays_of, top_of_moloch_deck  # noqa: F401

M, O = "moloch", "outpost"


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
