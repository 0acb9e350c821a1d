"""The engine plays the same games, move for move, as at commit 849a513 (issue 18).

``tests/data/engine_pins.json.gz`` was written by ``tools/record_pins.py`` from that commit: for each
edition, 300 random games exactly as ``main.py simulate`` plays them (the action sequence and the
sha256 of the final ``to_dict()``, the whole dict for the first few), and 100 games where both sides
are the Private player (``make_ai("private", seed=g)`` as Moloch, ``seed=g + 1000`` as the Outpost),
which also pins ``determinize`` and the Private rules. A faster engine must reproduce them exactly.
The 2nd edition's pins were re-recorded for ruling R29 (issue 22: a Bomb falling in the next city
kills in the battle's city; 90 of the 300 random games and 1 Private game changed); the 1st
edition's are byte for byte those of 849a513.
"""
from __future__ import annotations

import gzip
import json
import os
import random
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import record_pins  # noqa: E402
from konwoj.ai import make_ai  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, RULESETS, new_game  # noqa: E402

PINS = os.path.join(ROOT, "tests", "data", "engine_pins.json.gz")


def _load() -> dict:
    with gzip.open(PINS, "rb") as f:
        return json.loads(f.read().decode("utf-8"))


_DATA = _load()


def _mismatch(where: str, got: list, want: list) -> str:
    for i, (a, b) in enumerate(zip(got, want)):
        if a != b:
            return f"{where}: action {i + 1} is {a}, recorded {b}"
    return f"{where}: {len(got)} actions, recorded {len(want)}"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_random_games_replay_move_for_move(ruleset):
    games = _DATA["editions"][ruleset]["random"]
    assert len(games) == _DATA["random_games"] == 300
    for g in games:
        seed = g["seed"]
        state = new_game(seed=seed, ruleset=ruleset)
        rng = random.Random(seed ^ 0x5EED)       # konwoj.commands.simulate.play_random_game's choices
        got = []
        while not state.is_terminal():
            a = rng.choice(state.legal_actions())
            got.append(record_pins.compact(a))
            state.apply(a)
            assert len(got) <= len(g["actions"]), _mismatch(f"{ruleset} seed {seed}", got, g["actions"])
        assert got == g["actions"], _mismatch(f"{ruleset} seed {seed}", got, g["actions"])
        d = state.to_dict()
        if "final_dict" in g:
            assert d == g["final_dict"], f"{ruleset} seed {seed}: the final state differs"
        assert record_pins.digest(d) == g["final"], f"{ruleset} seed {seed}: the final state differs"


def test_simulate_plays_the_recorded_games():
    """``play_random_game`` (what ``main.py simulate`` runs) gives the recorded final states."""
    from konwoj.commands.simulate import play_random_game
    for ruleset in RULESETS:
        for g in _DATA["editions"][ruleset]["random"][:10]:
            state, n = play_random_game(g["seed"], ruleset=ruleset)
            assert n == len(g["actions"])
            assert record_pins.digest(state.to_dict()) == g["final"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_private_games_replay_move_for_move(ruleset):
    games = _DATA["editions"][ruleset]["private"]
    assert len(games) == _DATA["private_games"] == 100
    off = _DATA["private_outpost_seed"]
    for g in games:
        seed = g["seed"]
        state = new_game(seed=seed, ruleset=ruleset)
        players = {MOLOCH: make_ai("private", seed=seed), OUTPOST: make_ai("private", seed=seed + off)}
        got = []
        while not state.is_terminal():
            a = players[state.current_player].choose(state)
            got.append(record_pins.compact(a))
            state.apply(a)
            assert len(got) <= len(g["actions"]), _mismatch(f"{ruleset} private {seed}", got, g["actions"])
        assert got == g["actions"], _mismatch(f"{ruleset} private {seed}", got, g["actions"])
        assert record_pins.digest(state.to_dict()) == g["final"], f"{ruleset} private {seed}: final differs"


# The Veteran's search, with a fixed number of iterations, at 849a513: the chosen action, and every
# root child's visits, total and availability, over 10 positions of Private-vs-Private games
# (every 5th decision with a choice, from the 2nd on), hashed. It pins determinize, the tree, the
# rollouts and the evaluation together (the same test passes on 849a513 itself).
SEARCH_PIN = "88fe460170fae0875f30d787ecadb7782bd4d181b38274dd523bab00d1d9e5f9"


def test_search_chooses_and_counts_as_recorded():
    import hashlib
    from konwoj.ai import ismcts
    h = hashlib.sha256()
    positions = []
    g = 0
    while len(positions) < 10:
        s = new_game(seed=g, ruleset="1e" if g % 2 == 0 else "2e")
        pl = {MOLOCH: make_ai("private", seed=g), OUTPOST: make_ai("private", seed=g + 1000)}
        k = 0
        while not s.is_terminal() and len(positions) < 10:
            if len(s.legal_actions()) > 1:
                k += 1
                if k % 5 == 2:
                    positions.append(s.clone())
            s.apply(pl[s.current_player].choose(s))
        g += 1
    for i, p in enumerate(positions):
        search = ismcts.ISMCTS(budget=60, seed=i, max_iterations=120)
        a = search.search(p)
        h.update(repr((tuple(a), sorted((tuple(k), v.visits, round(v.total, 9), v.avail)
                                        for k, v in search.last_root.children.items()))).encode())
    assert h.hexdigest() == SEARCH_PIN
