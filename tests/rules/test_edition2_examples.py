"""The worked examples of the 2nd-edition rulebook (../shared/docs/edition-2.md section 16, E1-E7),
rebuilt as positions in ruleset "2e" and played through the public API with their outcomes asserted."""
from __future__ import annotations

import random

import pytest

from konwoj.rules import MOLOCH, OUTPOST, Action, IllegalAction, new_game
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, NEW_YORK, ZIGGY, act, choices,
                           pick_purpose)


def pos2(**kw):
    return build_position(ruleset="2e", **kw)


def plays(s, card) -> set:
    return {a.city for a in s.legal_actions() if a.kind == "play" and a.card == card}


# ====================================================================== E1 Ziggy One at the start
def test_e1_the_first_battle_is_for_ziggy_ones_leftmost_district_without_a_target_decision():
    s = new_game(seed=11, ruleset="2e")
    act(s, "keep")
    act(s, "keep")
    assert (s.battle, s.active_city, s.target) == (1, ZIGGY, 0)
    assert s.decision == ("attack", MOLOCH)


def _to_battle_two(seed):
    s = new_game(seed=seed, ruleset="2e")
    rng = random.Random(seed)
    while s.battle < 2 and not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    first = next((e.args[0] for e in s.log if e.key == "winner"), None)
    if any(e.key == "tie_moloch" for e in s.log):
        first = MOLOCH
    return s, first


def test_e1_battle_two_follows_from_the_first_battles_outcome():
    """A tie or an Outpost win: battle 2 for Ziggy One's district 1. A Moloch win: Ziggy's district 1
    falls too, the convoy moves, battle 2 is for Iron Gate's district 0. At most two battles in
    Ziggy One."""
    seen = set()
    for seed in range(40):
        s, first = _to_battle_two(seed)
        if s.is_terminal():
            continue
        if first == MOLOCH:
            assert s.city_destroyed[ZIGGY] and (s.active_city, s.target) == (IRON_GATE, 0)
            assert any(e.key == "convoy" for e in s.log) or not s.cards_in(ZIGGY, MOLOCH) or all(
                s.card(r).effect == "immobile" for r in s.cards_in(ZIGGY, MOLOCH))
        else:
            assert not s.city_destroyed[ZIGGY] and (s.active_city, s.target) == (ZIGGY, 1)
        seen.add(first == MOLOCH)
        if s.active_city == ZIGGY:
            # whatever the second battle gives, Ziggy One is destroyed after it
            rng = random.Random(seed + 100)
            while s.battle < 3 and not s.is_terminal():
                s.apply(rng.choice(s.legal_actions()))
            assert s.is_terminal() or s.city_destroyed[ZIGGY]
    assert seen == {True, False}


# ====================================================================== E2 stations
def test_e2_ziggy_one_has_three_moloch_and_four_outpost_stations():
    s = new_game(seed=1, ruleset="2e")
    assert s.station_limit(ZIGGY, MOLOCH) == 3 and s.station_limit(ZIGGY, OUTPOST) == 4


# ====================================================================== E3 placing Robots
def test_e3_placing_robots_example():
    s = pos2(phase="moloch_attack", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["lowca-1", "mozg", "klaun"]}, JERSEY: {OUTPOST: ["trep"]}},
             tokens={"trep": ["+1"]},
             hands={MOLOCH: ["stalowy_ogar", "dzialo_gaussa", "juggernaut", "bydlak"]})
    assert s.station_limit(IRON_GATE, MOLOCH) == 4
    # (1) no play to the destroyed Ziggy One
    assert ZIGGY not in plays(s, "stalowy_ogar-1")
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "stalowy_ogar-1", city=ZIGGY))
    # (2) Stalowy Ogar takes the fourth station, no token
    act(s, "play", "stalowy_ogar-1", city=IRON_GATE)
    assert s.stations_used(IRON_GATE, MOLOCH) == 4 and s.tokens_on("stalowy_ogar-1") == ()
    # (3) no further Robot enters Iron Gate
    assert IRON_GATE not in plays(s, "dzialo_gaussa-1")
    # (4) Działo Gaussa in Jersey: no token, the Soldier came first
    act(s, "play", "dzialo_gaussa-1", city=JERSEY)
    assert s.tokens_on("dzialo_gaussa-1") == () and s.tokens_on("trep-1") == ("+1",)
    # (5) Juggernaut in the empty New York: +1, strength 6
    act(s, "play", "juggernaut-1", city=NEW_YORK)
    assert s.tokens_on("juggernaut-1") == ("+1",) and s.unit_strength("juggernaut-1") == 6


# ====================================================================== E4 Rozkaz Odwrotu
def test_e4_rozkaz_odwrotu_takes_a_robot_back_even_from_a_destroyed_city():
    s = pos2(phase="moloch_attack", battle_city=IRON_GATE,
             table={ZIGGY: {MOLOCH: ["mozg"]}, IRON_GATE: {MOLOCH: ["lowca"]},
                    NEW_YORK: {MOLOCH: ["klaun"]}},
             hands={MOLOCH: ["rozkaz_odwrotu", "dzialo_gaussa"]})
    targets = {a.target for a in s.legal_actions() if a.card == "rozkaz_odwrotu-1"}
    assert targets == {"mozg-1", "lowca-1", "klaun-1"}
    act(s, "instant", "rozkaz_odwrotu-1", target="mozg-1")
    assert s.where("mozg-1") == ("hand", MOLOCH)


# ====================================================================== E5 Moloch's Action phase
def test_e5_molochs_action_phase_example():
    s = pos2(phase="moloch_attack", battle_city=IRON_GATE,
             table={IRON_GATE: {MOLOCH: ["rozpruwacz"],
                                OUTPOST: ["scorn", "komandos", "zwiadowca", "trep-1"]},
                    NEW_YORK: {OUTPOST: ["trep-2"]}},
             tokens={"trep-2": ["+1"]},
             hands={MOLOCH: ["szerszen", "anihilator", "lowca", "dzialo_gaussa", "stalowy_ogar"]})
    assert s.stations_used(IRON_GATE, OUTPOST) == 4 == s.station_limit(IRON_GATE, OUTPOST)
    # (1) Szerszeń to Port Cleveland, no Outpost there: +1
    act(s, "play", "szerszen-1", city=CLEVELAND)
    assert s.tokens_on("szerszen-1") == ("+1",)
    # (2) its once-per-turn move to Iron Gate: no new token, not offered again
    act(s, "ability", "szerszen-1", city=IRON_GATE)
    assert s.where("szerszen-1") == ("table", IRON_GATE) and s.tokens_on("szerszen-1") == ("+1",)
    assert not any(a.kind == "ability" and a.card == "szerszen-1" for a in s.legal_actions())
    # (3) Anihilator: the Outpost has 3 stations now; Moloch removes Scorn
    act(s, "play", "anihilator-1", city=IRON_GATE)
    assert s.station_limit(IRON_GATE, OUTPOST) == 3
    assert s.decision == ("overflow", OUTPOST) and s.current_player == MOLOCH
    act(s, "choose", card="scorn-1")
    # (4) Rozpruwacz, paying one card, kills Komandos
    act(s, "ability", "rozpruwacz-1", target="komandos-1")
    act(s, "discard", "dzialo_gaussa-1")
    # (5) Łowca to New York: no bonus (the Outpost was there first); it kills that Trep
    act(s, "play", "lowca-1", city=NEW_YORK)
    assert s.cards_in(IRON_GATE, MOLOCH) == ["rozpruwacz-1", "szerszen-1", "anihilator-1"]
    assert s.tokens_on("lowca-1") == () and s.where("lowca-1") == ("table", NEW_YORK)
    assert {"scorn-1", "komandos-1", "trep-2"} <= set(s.discard_of(OUTPOST))
    assert s.cards_in(IRON_GATE, OUTPOST) == ["zwiadowca-1", "trep-1"]


# ====================================================================== E6 strength floor
@pytest.mark.parametrize("city", [IRON_GATE, JERSEY], ids=["active", "future"])
def test_e6_pajaki_with_minus_two_count_zero_and_a_module_adds_after(city):
    table = {city: {MOLOCH: ["pajaki"]}, IRON_GATE: {MOLOCH: ["mozg"]}} if city != IRON_GATE else \
        {IRON_GATE: {MOLOCH: ["pajaki", "mozg"]}}
    s = pos2(phase="moloch_modules", battle_city=IRON_GATE, table=table, tokens={"pajaki": ["-2"]},
             hands={MOLOCH: ["modul_destrukcji", "modul_bojowy", "dzialo_gaussa"]})
    assert s.unit_strength("pajaki-1") == 0
    act(s, "play", "modul_destrukcji-1", target="pajaki-1")
    assert s.decision == ("modules", None)
    assert s.unit_strength("pajaki-1") == 3


# ====================================================================== E7 resolution in Jersey
def test_e7_resolution_in_zgliszcza_jersey():
    s = pos2(phase="outpost_attack", battle_city=JERSEY, down={JERSEY: [0]},
             table={JERSEY: {MOLOCH: ["obronca", "szturmowiec"], OUTPOST: ["scorn", "oddzial_specjalny"]}},
             decks={MOLOCH: ["lowca-1", "lowca-2", "mozg"]}, hands={OUTPOST: [FILLER, "trep"]})
    assert s.target == 1 and s.marker == (JERSEY, 1)
    assert s.rules.cities[JERSEY].name("pl") == "Zgliszcza Jersey"
    assert not s.cards_in(NEW_YORK, MOLOCH) and not s.cards_in(NEW_YORK, OUTPOST)
    x = s.discard_of(MOLOCH)[-1]
    deck, pile = s.deck_size(MOLOCH), len(s.discard_of(MOLOCH))
    act(s, "pass")
    # 1. Moloch wins 5:4
    assert any(e.key == "strength" and e.args == (5, 4) for e in s.log)
    # 2. Obrońca: X from the top of the pile onto Moloch's deck, public
    assert s.deck_size(MOLOCH) == deck + 1 and len(s.discard_of(MOLOCH)) == pile - 1
    assert s.observation(OUTPOST)["known_top"][MOLOCH] == [x]
    # 3. New York's district 0 falls, no decision, no Bomb; 4. Jersey's district 1 falls
    assert s.down[NEW_YORK] == (True, False, False) and s.down[JERSEY] == (True, True)
    assert not any(e.key == "bomb" for e in s.log)
    # 5. the convoy move: Moloch chooses which Robot goes on
    assert pick_purpose(s) == "convoy" and s.current_player == MOLOCH
    assert choices(s) == {"obronca-1", "szturmowiec-1"}
    act(s, "choose", card="szturmowiec-1", city=NEW_YORK)
    assert s.where("szturmowiec-1") == ("table", NEW_YORK) and s.tokens_on("szturmowiec-1") == ()
    # 6. Jersey flips: Obrońca and both Soldiers stay, abilities dark
    assert s.city_destroyed[JERSEY]
    assert set(s.cards_in(JERSEY, OUTPOST)) == {"scorn-1", "oddzial_specjalny-1"}
    assert s.cards_in(JERSEY, MOLOCH) == ["obronca-1"] and not s.ability_active("obronca-1")
    # 7. the next battle: New York, district 1, both sides drew 2 (X among Moloch's)
    assert s.battle == 2 and s.active_city == NEW_YORK and s.target == 1
    assert s.marker == (NEW_YORK, 1)
    assert x in s.hand_of(MOLOCH) and s.deck_size(MOLOCH) == deck - 1
