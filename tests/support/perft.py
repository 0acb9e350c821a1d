"""Perft for Konwój: legal-action counts from fixed positions pin the rules down.

    python tests/support/perft.py --write     regenerate tests/data/perft.json (after an intended rules change)

The 1st edition's entries are at the top level; the 2nd edition's under the key "2e".
Two kinds of entries: ``tree``: the number of leaf nodes ``depth`` actions deep from a position
reached by a fixed random path; ``path``: the number of legal actions at every step of a fixed random
game.
"""
from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from konwoj.rules import new_game  # noqa: E402
from konwoj.commands.simulate import random_walk  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data" / "perft.json"
TREES = [(1, 0, 5), (2, 25, 4), (3, 60, 3), (4, 90, 3), (5, 40, 4)]   # (seed, steps, depth)
PATHS = [11, 12, 13, 14]


def walk(seed: int, steps: int, ruleset: str = "1e"):
    return random_walk(seed, steps, ruleset=ruleset)


def perft(state, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for a in state.legal_actions():
        c = state.clone()
        c.apply(a)
        total += perft(c, depth - 1)
    return total


def path_counts(seed: int, ruleset: str = "1e") -> list[int]:
    s = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed * 31)
    out = []
    while not s.is_terminal():
        acts = s.legal_actions()
        out.append(len(acts))
        s.apply(rng.choice(acts))
    return out


def compute_ruleset(ruleset: str) -> dict:
    return {
        "trees": [{"seed": seed, "steps": steps, "depth": depth,
                   "nodes": perft(walk(seed, steps, ruleset), depth)}
                  for seed, steps, depth in TREES],
        "paths": [{"seed": seed, "counts": path_counts(seed, ruleset)} for seed in PATHS],
    }


def compute() -> dict:
    out = compute_ruleset("1e")
    out["2e"] = compute_ruleset("2e")
    return out


def use_recorded_data() -> None:
    """The card data the counts are recorded with (data/legacy_values.yaml; the tests use
    it too, tests/rules/conftest.py), not whatever balance data/cards.yaml ships."""
    from konwoj.rules import cards, variants
    cards._DEFAULT = variants.load_variant(Path(__file__).resolve().parents[2] / "data" / "legacy_values.yaml",
                                           base=cards.load_card_data(overrides=False))


if __name__ == "__main__":
    use_recorded_data()
    if "--write" in sys.argv:
        DATA.parent.mkdir(exist_ok=True)
        DATA.write_text(json.dumps(compute(), indent=1) + os.linesep)
        print(f"wrote {DATA}")
    else:
        print(json.dumps(compute())[:2000])
