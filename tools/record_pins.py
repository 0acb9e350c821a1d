"""Record the engine's behaviour so that a faster engine can be checked move for move.

    python tools/record_pins.py [--out tests/data/engine_pins.json.gz]

For each edition ("1e", "2e"):
- ``random``: 300 seeds (0..299) of the random game exactly as ``main.py simulate`` plays it
  (``konwoj.commands.simulate.play_random_game(seed, ruleset=...)``): the full action sequence, and a sha256
  of the canonical JSON of the final ``to_dict()`` (the whole dict for the first few seeds);
- ``private``: 100 games (seeds 0..99) where BOTH sides are the Private player
  (``make_ai("private", seed=g)`` for Moloch and ``make_ai("private", seed=g + 1000)`` for the
  Outpost), which pins ``determinize`` and the Private rules as well as the engine: the action
  sequence and the final dict's sha256.

Actions are stored as compact lists (``Action.to_list()`` without trailing Nones). The data were
recorded from commit 849a513; ``tests/test_engine_pins.py`` replays them.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

RANDOM_GAMES = 300
PRIVATE_GAMES = 100
FULL_DICTS = 5          # the first N random games of each edition keep their whole final dict
PRIVATE_OUTPOST_SEED = 1000
MAX_ACTIONS = 20000


def canonical(d) -> str:
    return json.dumps(d, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(d) -> str:
    return hashlib.sha256(canonical(d).encode("ascii")).hexdigest()


def compact(action) -> list:
    items = list(action)
    while items and items[-1] is None:
        items.pop()
    return items


def random_game(seed: int, ruleset: str):
    """``play_random_game`` step by step, keeping the actions (same rng, same choices)."""
    import random
    from konwoj.rules import new_game
    state = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed ^ 0x5EED)
    acts = []
    while not state.is_terminal():
        a = rng.choice(state.legal_actions())
        acts.append(a)
        state.apply(a)
        if len(acts) > MAX_ACTIONS:
            raise RuntimeError(f"seed {seed} did not end")
    return state, acts


def private_game(g: int, ruleset: str):
    from konwoj.ai import make_ai
    from konwoj.rules import MOLOCH, new_game
    state = new_game(seed=g, ruleset=ruleset)
    players = {MOLOCH: make_ai("private", seed=g),
               "outpost": make_ai("private", seed=g + PRIVATE_OUTPOST_SEED)}
    acts = []
    while not state.is_terminal():
        a = players[state.current_player].choose(state)
        acts.append(a)
        state.apply(a)
        if len(acts) > MAX_ACTIONS:
            raise RuntimeError(f"private game {g} did not end")
    return state, acts


def record() -> dict:
    from konwoj.rules import RULESETS
    out = {"format": 1, "random_games": RANDOM_GAMES, "private_games": PRIVATE_GAMES,
           "private_outpost_seed": PRIVATE_OUTPOST_SEED, "editions": {}}
    for ruleset in RULESETS:
        rnd, prv = [], []
        for seed in range(RANDOM_GAMES):
            st, acts = random_game(seed, ruleset)
            d = st.to_dict()
            item = {"seed": seed, "actions": [compact(a) for a in acts], "final": digest(d)}
            if seed < FULL_DICTS:
                item["final_dict"] = d
            rnd.append(item)
        for g in range(PRIVATE_GAMES):
            st, acts = private_game(g, ruleset)
            prv.append({"seed": g, "actions": [compact(a) for a in acts],
                        "final": digest(st.to_dict())})
        out["editions"][ruleset] = {"random": rnd, "private": prv}
        print(f"[{ruleset}] {len(rnd)} random games, {len(prv)} private games", flush=True)
    return out


def use_recorded_data() -> None:
    """Record with the card data of data/legacy_values.yaml (what the pins replay against,
    tests/rules/conftest.py), not whatever balance data/cards.yaml ships."""
    from konwoj.rules import cards, variants
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                        "legacy_values.yaml")
    cards._DEFAULT = variants.load_variant(path, base=cards.load_card_data(overrides=False))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default=os.path.join("tests", "data", "engine_pins.json.gz"))
    args = p.parse_args()
    use_recorded_data()
    data = record()
    raw = json.dumps(data, separators=(",", ":")).encode("utf-8")
    with gzip.GzipFile(args.out, "wb", compresslevel=9, mtime=0) as f:
        f.write(raw)
    print(f"wrote {args.out}: {os.path.getsize(args.out)} bytes ({len(raw)} raw)")


if __name__ == "__main__":
    main()
