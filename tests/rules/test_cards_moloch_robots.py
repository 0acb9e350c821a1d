"""More Moloch Robots against the 1st-edition rulebook (card descriptions p.36-37) and the
2nd-edition clarifications: Rozpruwacz to Transporter (the first half and the p.18 example are in
test_cards_moloch.py).
"""
from __future__ import annotations


from konwoj.rules.scenario import build_position
from tests.support.rules_helpers import CLEVELAND, IRON_GATE, JERSEY, NEW_YORK, ZIGGY, choices  # noqa: F401
from tests.support.rules_helpers import act as do
from tests.support.rules_helpers import abilities_of, instants_of, log_keys, plays_of, top_of_moloch_deck  # noqa: F401

M, O = "moloch", "outpost"


# ================================================================ Robots (continued)
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
