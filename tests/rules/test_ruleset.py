"""The Ruleset value: both editions as data, the city tables, and card effects found by name."""
import pytest

from konwoj.rules import RULESETS, GameState, Ruleset, get_ruleset, new_game
from konwoj.rules import effects
from konwoj.rules.cards import EFFECTS
from konwoj.rules.ruleset import PHASES_1E, PHASES_2E


def test_rulesets_are_the_two_editions():
    assert RULESETS == ("1e", "2e")
    for name in RULESETS:
        r = get_ruleset(name)
        assert isinstance(r, Ruleset) and r.name == name and len(r.cities) == 5


def test_first_edition_ruleset_fields():
    r = get_ruleset("1e")
    assert r.phases == PHASES_1E and "target" in r.phases
    assert (r.target_choice, r.city_features, r.district_effects, r.module_cities) == (
        "moloch", True, True, "active")
    assert [c.name("en") for c in r.cities] == ["Ziggy One", "Iron Gate", "Cleveland Harbour",
                                                 "Jersey Crust", "New York"]


def test_second_edition_ruleset_fields():
    r = get_ruleset("2e")
    assert r.phases == PHASES_2E and "target" not in r.phases
    assert (r.target_choice, r.city_features, r.district_effects, r.module_cities) == (
        "marker", False, False, "active_and_future")
    assert [c.name("pl") for c in r.cities] == ["Ziggy One", "Iron Gate", "Port Cleveland",
                                                 "Zgliszcza Jersey", "Nowy Jork"]
    assert all(c.feature is None for c in r.cities)
    assert all(set(c.districts) <= {"plain", "bomb"} for c in r.cities)
    assert r.cities[2].victory["moloch"] == "destroy_next_and_kill_soldier"
    assert all(c.source for c in r.cities)   # every city says what is reconstructed


def test_the_next_phase_follows_the_battle_flow():
    assert get_ruleset("1e").next_phase("draw") == "target"
    assert get_ruleset("2e").next_phase("draw") == "moloch_attack"
    assert get_ruleset("2e").next_phase("outpost_modules") == "resolution"


def test_unknown_ruleset_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="unknown ruleset '3e'"):
        new_game(seed=1, ruleset="3e")
    with pytest.raises(ValueError, match="unknown ruleset"):
        get_ruleset("")


def test_state_carries_its_ruleset_value():
    s = new_game(seed=3)
    assert s.ruleset == "1e" and s.rules is get_ruleset("1e")
    assert s.clone().rules is s.rules
    assert GameState.from_dict(s.to_dict()).rules is s.rules


def test_every_triggered_effect_key_has_a_function():
    """Card effects are found by name: each effect a card can trigger has its function."""
    from konwoj.rules import default_data
    data = default_data()
    for cd in data.cards.values():
        if cd.trigger == "enters_city":
            assert cd.effect in effects.ON_ENTER, cd.key
        elif cd.trigger in ("on_moloch_win", "on_outpost_win"):
            assert cd.effect in effects.ON_WIN, cd.key
        elif cd.type == "instant" or cd.trigger in ("once_per_battle", "discard_card"):
            assert cd.effect in effects.ON_USE, cd.key
    assert set(effects.ON_USE) | set(effects.ON_ENTER) | set(effects.ON_WIN) <= EFFECTS
    for table in (effects.ON_USE, effects.ON_ENTER, effects.ON_WIN):
        assert all(fn.__doc__ and ("p." in fn.__doc__ or "l." in fn.__doc__) for fn in table.values())
