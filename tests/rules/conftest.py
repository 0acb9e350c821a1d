"""The rule tests' own setup: the card-by-card and rulebook tests run against pinned strengths and
2nd-edition cities; the engine pins and perft against the data they were recorded with."""
import pathlib

import pytest

PINNED = pathlib.Path(__file__).parents[1] / "data" / "pinned_strengths.yaml"
RECORDED = pathlib.Path(__file__).parents[2] / "data" / "legacy_values.yaml"
RECORDING_TEST_MODULES = {"test_engine_pins", "test_perft"}
RULE_TEST_MODULES = {"test_cards_moloch", "test_cards_moloch_robots", "test_cards_moloch_modules",
                     "test_cards_outpost", "test_cards_outpost_support", "test_cities",
                     "test_rulebook_examples", "test_edition2", "test_edition2_examples"}


@pytest.fixture(autouse=True)
def _pinned_strengths_for_rule_tests(request, monkeypatch):
    """Rule tests run against pinned strengths (tests/data/pinned_strengths.yaml) and the 2nd
    edition's city table of R28 (data/legacy_values.yaml), so that a new balance of the
    reconstructed values in data/cards.yaml leaves what they check unchanged."""
    if request.module.__name__.rsplit(".", 1)[-1] not in RULE_TEST_MODULES:
        yield
        return
    monkeypatch.setattr(cards_module(), "_DEFAULT", pinned_data())
    yield


def cards_module():
    from konwoj.rules import cards
    return cards


def pinned_data():
    """The pinned strengths, and the 2nd edition's cities the rule tests are written against (the
    R28 table: data/legacy_values.yaml's ``cities_2e``)."""
    from konwoj.rules import variants
    cards = cards_module()
    cities = cards._read_yaml(RECORDED)["cities_2e"]
    return variants.apply_variant(cards.load_card_data(overrides=PINNED), {"cities_2e": cities},
                                  str(RECORDED))


@pytest.fixture(autouse=True)
def _recorded_data_for_recordings(request, monkeypatch):
    """The engine pins and the perft counts replay games recorded with the card data of
    data/legacy_values.yaml (strengths and 2nd-edition stations), whatever balance
    data/cards.yaml ships now."""
    if request.module.__name__.rsplit(".", 1)[-1] not in RECORDING_TEST_MODULES:
        yield
        return
    from konwoj.rules import cards
    monkeypatch.setattr(cards, "_DEFAULT", recorded_data())
    yield


def recorded_data():
    from konwoj.rules import cards, variants
    return variants.load_variant(RECORDED, base=cards.load_card_data(overrides=False))


# The pinned recordings take a second or more; their files stay as recorded, so they are marked
# slow here (see the ``slow`` marker in pytest.ini).
SLOW_PINNED = {"test_engine_pins.py::test_random_games_replay_move_for_move",
               "test_engine_pins.py::test_private_games_replay_move_for_move",
               "test_engine_pins.py::test_search_chooses_and_counts_as_recorded"}


def pytest_collection_modifyitems(items):
    for item in items:
        if item.nodeid.split("[")[0].rsplit("/", 1)[-1] in SLOW_PINNED:
            item.add_marker(pytest.mark.slow)
