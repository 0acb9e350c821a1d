"""A game keeps the card values it was played with (docs/rulings.md 7.2): a state and its record
carry them (``values``), and a later version that ships other strengths or 2nd-edition cities
still rebuilds, replays and plays on the game with its own. A state without values was saved
before states carried them: it is read with ``variants.legacy_data()``."""
import pytest

from konwoj.ai import make_ai
from konwoj.rules import GameState, StateError, cards, new_game, variants
from konwoj.rules.loading import checked_state
from konwoj.rules.record import GameRecord, RecordError
from konwoj.rules.replaying import replay, replay_states

OTHER = {"strengths": {"trep": 4, "biegacz": 3, "juggernaut": 4},
         "cities_2e": {"new_york": {"moloch": 5, "outpost": 6,
                                    "districts": ["plain", "bomb", "plain", "plain"]}}}


@pytest.fixture
def other():
    """Card data unlike the legacy values (a balance some later version might ship)."""
    return variants.apply_variant(cards.load_card_data(overrides=False), OTHER, "test")


def _play(state, moves=60):
    ai = make_ai("private", 3)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(ai.choose(state))
    return state


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_a_game_names_its_values_and_is_rebuilt_with_them(ruleset, other, monkeypatch):
    s = _play(new_game(7, ruleset, other))
    d = s.to_dict()
    assert d["values"]["strengths"]["trep"] == 4
    assert d["values"]["cities_2e"]["new_york"]["districts"] == ["plain", "bomb", "plain", "plain"]
    assert d["record"]["start"]["values"] == d["values"]
    # a later version ships the legacy values again: the game still has its own
    monkeypatch.setattr(cards, "_DEFAULT", variants.legacy_data())
    back = GameState.from_dict(d)
    assert back.data.by_id["trep-1"].strength == 4
    assert back == s
    assert replay(GameRecord.from_dict(d["record"])) == s
    assert checked_state(d) == s
    _play(back, 5000)
    assert back.is_terminal()


def test_the_2e_cities_follow_the_values(other):
    s = new_game(3, "2e", other)
    assert len(s.districts[4]) == 4
    assert s.rules.cities[4].stations == {"moloch": 5, "outpost": 6}
    back = GameState.from_dict(s.to_dict())
    assert back.rules.cities[4].stations == {"moloch": 5, "outpost": 6}
    assert back.districts == s.districts


def test_a_state_without_values_is_read_with_the_legacy_values(other, monkeypatch):
    legacy = variants.legacy_data()
    s = _play(new_game(11, "2e", legacy))
    d = s.to_dict()
    assert "values" not in d and "values" not in d["record"]["start"]   # what it always wrote
    monkeypatch.setattr(cards, "_DEFAULT", other)     # the version that reads it ships others
    back = checked_state(d)
    assert back.data.values == legacy.values
    assert back.rules.cities[4].stations == legacy.cities_2e[4].stations
    states = replay_states(back.record)
    assert states[-1] == s
    assert new_game(11, "2e").data is other           # a new game gets the shipped values


def test_the_shipped_data_comes_back_as_itself():
    s = new_game(1, "1e")
    assert GameState.from_dict(s.to_dict()).data is s.data
    assert GameState.from_dict(s.to_dict()).rules is s.rules


@pytest.mark.parametrize("values, says", [
    ({"strengths": {"no_such_card": 3}}, "no such card"),
    ({"strengths": {"trep": 99}}, "strength"),
    ({"strengths": {"trep": "3"}}, "strength"),
    ({"cities_2e": {"ziggy_one": {"moloch": 5}}}, "printed in the book"),
    ({"cities_2e": {"jersey_crust": {"districts": ["plain"] * 4}}}, "printed in the book"),
    ({"cities_2e": {"new_york": {"districts": ["plain"] * 40}}}, "districts"),
    ({"colour": "red"}, "card values"),
    (["trep", 3], "card values"),
])
def test_bad_values_are_refused_with_a_reason(values, says):
    d = new_game(2, "2e").to_dict()
    d["values"] = values
    d.pop("record")
    with pytest.raises(StateError) as err:
        checked_state(d)
    assert says in str(err.value)
    assert len(str(err.value).splitlines()) == 1


def test_a_record_with_other_values_than_its_game_is_refused(other):
    s = _play(new_game(5, "1e", other), 10)
    d = s.to_dict()
    d["record"]["start"]["values"] = variants.legacy_data().values
    with pytest.raises(StateError, match="values"):
        checked_state(d)
    with pytest.raises(StateError):        # the values changed in the state alone
        d2 = s.to_dict()
        d2["values"]["strengths"]["trep"] = 1
        checked_state(d2)


def test_a_record_with_bad_values_does_not_replay():
    rec = GameRecord.from_dict({"start": {"seed": 1, "ruleset": "1e",
                                          "values": {"strengths": {"trep": -1}}}, "actions": []})
    with pytest.raises(RecordError, match="card values"):
        replay(rec)
    with pytest.raises(RecordError):
        GameRecord.from_dict({"start": {"seed": 1, "ruleset": "1e", "values": 3}, "actions": []})


def test_values_are_a_copy(other):
    s = new_game(4, "2e", other)
    d = s.to_dict()
    d["values"]["strengths"]["trep"] = 0
    d["values"]["cities_2e"]["new_york"]["districts"].append("bomb")
    assert s.data.values["strengths"]["trep"] == 4
    assert s.to_dict()["values"]["cities_2e"]["new_york"]["districts"] == ["plain", "bomb", "plain", "plain"]


def test_the_shipped_values_are_the_adopted_balance_over_the_legacy_ones():
    """data/cards.yaml ships issue 23's V3 (docs/rulings.md 7.1): bench/candidates/v3.yaml over
    data/legacy_values.yaml, and only reconstructed values differ from those."""
    import pathlib
    root = pathlib.Path(__file__).parents[2]
    adopted = variants.load_variant(root / "bench" / "candidates" / "v3.yaml",
                               base=variants.apply_variant(cards.load_card_data(overrides=False),
                                                           variants.legacy_data().values, "legacy"))
    shipped = cards.load_card_data(overrides=False)
    assert adopted.values == shipped.values
    legacy = variants.legacy_data().values["strengths"]
    changed = {k for k, v in shipped.values["strengths"].items() if legacy[k] != v}
    assert changed == {"bunkier", "biegacz", "komandos", "mcpherson", "patriota", "anihilator",
                       "bloker", "bydlak", "hybryda", "obronca", "rozpruwacz"}
    assert all(shipped.cards[k].strength_source == "reconstructed" for k in changed)

