"""Perft regression: legal-action counts from fixed seeds along fixed paths (see tests/support/perft.py).
A change here means the rules changed: regenerate only for an intended rules change."""
import json

import pytest

from tests.support.perft import DATA, path_counts, perft, walk

EXPECTED = json.loads(DATA.read_text())


@pytest.mark.parametrize("entry", EXPECTED["trees"], ids=lambda e: f"seed{e['seed']}-steps{e['steps']}-d{e['depth']}")
def test_perft_tree_node_counts(entry):
    assert perft(walk(entry["seed"], entry["steps"]), entry["depth"]) == entry["nodes"], \
        "the rules changed; after an INTENDED rules change run: python tests/support/perft.py --write"


@pytest.mark.parametrize("entry", EXPECTED["paths"], ids=lambda e: f"path-seed{e['seed']}")
def test_perft_path_action_counts(entry):
    assert path_counts(entry["seed"]) == entry["counts"], \
        "the rules changed; after an INTENDED rules change run: python tests/support/perft.py --write"


EXPECTED_2E = EXPECTED["2e"]


@pytest.mark.parametrize("entry", EXPECTED_2E["trees"], ids=lambda e: f"2e-seed{e['seed']}-steps{e['steps']}-d{e['depth']}")
def test_perft_tree_node_counts_second_edition(entry):
    assert perft(walk(entry["seed"], entry["steps"], "2e"), entry["depth"]) == entry["nodes"], \
        "the 2e rules changed; after an INTENDED rules change run: python tests/support/perft.py --write"


@pytest.mark.parametrize("entry", EXPECTED_2E["paths"], ids=lambda e: f"2e-path-seed{e['seed']}")
def test_perft_path_action_counts_second_edition(entry):
    assert path_counts(entry["seed"], "2e") == entry["counts"], \
        "the 2e rules changed; after an INTENDED rules change run: python tests/support/perft.py --write"
