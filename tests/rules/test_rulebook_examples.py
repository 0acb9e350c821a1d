"""The worked examples of the 1st-edition rulebook, rebuilt as positions and played through the
public API with their outcomes asserted:

- p.16: where Moloch may place a Robot (destroyed city, a free or a full station, bonus or none);
- p.21: the same for the Outpost's Soldiers and Buildings;
- p.24: the Outpost's attack (Komandos, Ruch, Zwiadowca, Kpt. Johnson);
- p.30: resolving a battle for the move-to-New-York district, Moloch's win and the Outpost's.

The Moloch-attack example (p.18) lives in tests/test_cards_moloch.py.
"""
from __future__ import annotations

import pytest

from konwoj.rules import MOLOCH, OUTPOST, Action, IllegalAction
from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import (CLEVELAND, FILLER, IRON_GATE, JERSEY, M_FILLER, NEW_YORK, ZIGGY, act,  # noqa: F401
                          can, choices, choose, pick_purpose)



def play_cities(s, card) -> set:
    return {a.city for a in s.legal_actions() if a.kind == "play" and a.card == card}


# ================================================================================ p.16 (Moloch)
def test_p16_moloch_placement_example():
    """Battle in Iron Gate (4 Moloch stations, 3 taken); Ziggy One destroyed; the Outpost already
    in Jersey Crust, nobody in New York."""
    s = build_position(phase="moloch_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {MOLOCH: ["lowca-1", "mozg", "klaun"]},
                              JERSEY: {OUTPOST: ["trep"]}},
                       tokens={"trep": ["+1"]},
                       hands={MOLOCH: ["stalowy_ogar", "dzialo_gaussa", "bydlak", "juggernaut"]})
    assert s.station_limit(IRON_GATE, MOLOCH) == 4
    # 1 - a destroyed city takes no card
    assert ZIGGY not in play_cities(s, "stalowy_ogar-1")
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "stalowy_ogar-1", city=ZIGGY))
    # 2 - the fourth station of the active city
    act(s, "play", "stalowy_ogar-1", city=IRON_GATE)
    assert s.stations_used(IRON_GATE, MOLOCH) == 4
    assert s.tokens_on("stalowy_ogar-1") == ()
    # 3 - all four stations taken: refused
    assert IRON_GATE not in play_cities(s, "dzialo_gaussa-1")
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "dzialo_gaussa-1", city=IRON_GATE))
    assert s.hand_of(MOLOCH).count("dzialo_gaussa-1") == 1      # the refused play changed nothing
    # 4 - a future city the Outpost reached first: no bonus (the Soldier there had it)
    act(s, "play", "dzialo_gaussa-1", city=JERSEY)
    assert s.tokens_on("dzialo_gaussa-1") == ()
    assert s.tokens_on("trep-1") == ("+1",)
    # 5 - a future city without the Outpost: +1
    act(s, "play", "juggernaut-1", city=NEW_YORK)
    assert s.tokens_on("juggernaut-1") == ("+1",)
    assert s.unit_strength("juggernaut-1") == 6


# =============================================================================== p.21 (Outpost)
def test_p21_outpost_placement_example():
    """Battle in Iron Gate (4 Outpost stations, 2 taken); Ziggy One destroyed; Moloch already in
    Cleveland Harbour; nobody in Jersey Crust or New York."""
    s = build_position(phase="outpost_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {MOLOCH: ["stalowy_ogar"], OUTPOST: ["scorn", "haker"]},
                              CLEVELAND: {MOLOCH: ["lowca"]}},
                       tokens={"lowca": ["+1"]},
                       hands={OUTPOST: ["kpt_johnson", "operator_ckm", "patriota", "bunkier",
                                        "porucznik_calahan", "sabotazysta"]})
    # 1 - a destroyed city takes no card
    assert ZIGGY not in play_cities(s, "kpt_johnson-1")
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "kpt_johnson-1", city=ZIGGY))
    # 2, 3 - the third and the fourth station of the active city
    act(s, "play", "kpt_johnson-1", city=IRON_GATE)
    act(s, "play", "operator_ckm-1", city=IRON_GATE)
    assert s.stations_used(IRON_GATE, OUTPOST) == 4
    assert s.tokens_on("kpt_johnson-1") == () and s.tokens_on("operator_ckm-1") == ()
    # 4 - all four taken: refused
    assert IRON_GATE not in play_cities(s, "patriota-1")
    with pytest.raises(IllegalAction):
        s.apply(Action("play", "patriota-1", city=IRON_GATE))
    # 5 - a Building in a future city: no bonus, Buildings never get one
    act(s, "play", "bunkier-1", city=JERSEY)
    assert s.tokens_on("bunkier-1") == ()
    # 6 - a Soldier in a future city Moloch reached first: no bonus
    act(s, "play", "porucznik_calahan-1", city=CLEVELAND)
    assert s.tokens_on("porucznik_calahan-1") == ()
    # 7 - a Soldier in a future city without Moloch: +1
    act(s, "play", "sabotazysta-1", city=NEW_YORK)
    assert s.tokens_on("sabotazysta-1") == ("+1",)


# ================================================================================= p.24 (attack)
def test_p24_outpost_attack_example():
    """Battle for an Iron Gate district. Komandos to the unguarded future Jersey Crust: +1 and one
    card off Moloch's deck. Ruch to Cleveland Harbour, also future and unguarded: another +1 and
    another card. Zwiadowca played to Cleveland: its own +1, and it sends Komandos on to Iron Gate:
    a third card, but no bonus (the active city). Last, Kpt. Johnson takes a station in Iron Gate."""
    s = build_position(phase="outpost_attack", battle_city=IRON_GATE,
                       table={IRON_GATE: {MOLOCH: ["stalowy_ogar", "lowca"]}},
                       decks={MOLOCH: ["transporter", "pajaki-1", "bloker", "mozg", "klaun"]},
                       hands={OUTPOST: ["komandos", "ruch_posterunku", "zwiadowca", "kpt_johnson",
                                        "trep"]})
    # (1)-(2) Komandos to Jersey Crust
    act(s, "play", "komandos-1", city=JERSEY)
    assert s.where("komandos-1") == ("table", JERSEY)
    assert s.tokens_on("komandos-1") == ("+1",)
    assert s.discard_of(MOLOCH)[-1] == "klaun-1"
    assert "klaun-1" in s.observation(MOLOCH)["discard"][MOLOCH]   # seen by both
    # (3)-(5) Ruch: Komandos to Cleveland Harbour
    act(s, "instant", "ruch_posterunku-1", target="komandos-1", city=CLEVELAND)
    assert s.where("komandos-1") == ("table", CLEVELAND)
    assert s.tokens_on("komandos-1") == ("+1", "+1")
    assert s.discard_of(MOLOCH)[-1] == "mozg-1"
    # (6)-(8) Zwiadowca in Cleveland (+1), moving Komandos on to Iron Gate
    act(s, "play", "zwiadowca-1", city=CLEVELAND)
    assert s.tokens_on("zwiadowca-1") == ("+1",)
    assert pick_purpose(s) == "scout_move"
    act(s, "choose", card="komandos-1", city=IRON_GATE)
    assert s.where("komandos-1") == ("table", IRON_GATE)
    assert s.tokens_on("komandos-1") == ("+1", "+1")                 # no bonus in the active city
    assert s.discard_of(MOLOCH)[-1] == "bloker-1"
    assert s.deck_size(MOLOCH) == 2
    # (9) Kpt. Johnson to Iron Gate
    act(s, "play", "kpt_johnson-1", city=IRON_GATE)
    assert s.cards_in(IRON_GATE, OUTPOST) == ["komandos-1", "kpt_johnson-1"]
    assert s.unit_strength("komandos-1") == 3
    assert s.city_strength(IRON_GATE, OUTPOST) == 5
    assert s.city_strength(CLEVELAND, OUTPOST) == 2


# ============================================================================ p.30 (resolution)
def _p30_position(moloch_robots, tokens=None):
    """Jersey Crust: two districts, the battle for the move-to-New-York one; both sides' cards in
    place, Moloch's deck known; the Outpost about to pass its attack phase."""
    s = build_position(phase="outpost_attack", battle_city=JERSEY, target=0,
                       table={JERSEY: {MOLOCH: list(moloch_robots), OUTPOST: ["kpt_johnson", "scorn"]}},
                       tokens=tokens or {},
                       decks={MOLOCH: ["lowca-1", "lowca-2", "lowca-3", "mozg", "klaun", "bloker"]},
                       hands={OUTPOST: ["trep"]})
    assert s.districts[JERSEY][0] == "move_to_new_york"
    assert len(s.districts[JERSEY]) == 2
    return s


def test_p30_resolution_example_moloch_wins():
    """Moloch 5 against the Outpost's 4. (1) Obrońca puts a random discarded card back on top of
    Moloch's deck; (2) Moloch destroys the remaining district: no Bomb goes off (R21: Jersey Crust's
    other district is no Bomb); (3) Moloch moves a Robot to New York. Both districts are down: the
    convoy moves one Robot on, and Jersey Crust is destroyed."""
    s = _p30_position(["obronca", "stalowy_ogar", "pajaki"], tokens={"pajaki": ["-2"]})
    assert s.city_strength(JERSEY, MOLOCH) == 5 and s.city_strength(JERSEY, OUTPOST) == 4
    pile = set(s.discard_of(MOLOCH))
    deck = s.deck_size(MOLOCH)
    act(s, "pass")
    # (1) Obrońca: a card from the pile is on top of the deck now, known to lie there
    assert s.deck_size(MOLOCH) == deck + 1
    top = s.observation(OUTPOST)["known_top"][MOLOCH]
    assert len(top) == 1 and top[0] in pile and s.where(top[0]) == ("deck", MOLOCH)
    # (2) the remaining district falls (the only one left: no choice); no Bomb
    assert s.down[JERSEY][1]
    assert s.districts[JERSEY][1] != "bomb"
    assert not any(e.key == "bomb" for e in s.log)
    assert s.cards_in(JERSEY, OUTPOST) == ["kpt_johnson-1", "scorn-1"]
    # (3) the battle district: Moloch may move a Robot to New York (unguarded: +1)
    assert pick_purpose(s) == "move_ny" and s.current_player == MOLOCH
    assert choices(s) == {"obronca-1", "stalowy_ogar-1", "pajaki-1"}
    act(s, "choose", card="stalowy_ogar-1", city=NEW_YORK)
    assert s.where("stalowy_ogar-1") == ("table", NEW_YORK)
    assert s.tokens_on("stalowy_ogar-1") == ("+1",)
    # both districts down: the convoy moves one of the Robots left (Moloch's choice), no bonus
    assert s.down[JERSEY] == (True, True)
    assert pick_purpose(s) == "convoy" and choices(s) == {"obronca-1", "pajaki-1"}
    act(s, "choose", card="obronca-1", city=NEW_YORK)
    assert s.city_destroyed[JERSEY]
    assert s.where("obronca-1") == ("table", NEW_YORK)
    assert s.tokens_on("obronca-1") == ()
    assert s.where("kpt_johnson-1") == ("table", JERSEY)
    assert s.active_city == NEW_YORK and s.battle == 2


def test_p30_resolution_example_outpost_wins():
    """Moloch without one of its Robots: the Outpost wins. (4) Kpt. Johnson discards Moloch's top
    card; (5) Jersey Crust's victory discards two more; (3) the Outpost may move a Soldier to New
    York. The district is destroyed and the next battle is fought in the same city."""
    s = _p30_position(["stalowy_ogar", "pajaki"], tokens={"pajaki": ["-2"]})
    assert s.city_strength(JERSEY, MOLOCH) == 3 and s.city_strength(JERSEY, OUTPOST) == 4
    act(s, "pass")
    # (4) then (5): bloker, then klaun and mozg
    assert s.discard_of(MOLOCH)[-3:] == ["bloker-1", "klaun-1", "mozg-1"]
    assert [e.key for e in s.log].count("discard_top") == 3
    # (3) the move to New York, the Outpost's choice (optional)
    assert pick_purpose(s) == "move_ny" and s.current_player == OUTPOST
    assert choices(s) == {"kpt_johnson-1", "scorn-1"}
    assert Action("decline") in s.legal_actions()
    act(s, "choose", card="scorn-1", city=NEW_YORK)
    assert s.where("scorn-1") == ("table", NEW_YORK)
    assert s.tokens_on("scorn-1") == ("+1",)
    # the district falls; Jersey Crust stands, the next battle is there
    assert s.down[JERSEY] == (True, False)
    assert not s.city_destroyed[JERSEY]
    assert s.battle == 2 and s.active_city == JERSEY
    assert s.where("stalowy_ogar-1") == ("table", JERSEY)
