"""Computer players against each other. Games go in pairs on the same deal (seed S+k): in one level
``a`` is Moloch, in the other the Outpost, so each level takes each side in half of the games.
The last line printed is

    a=LEVEL b=LEVEL games=N a_wins=X a_rate=R ci95=LO-HI

with R and the bounds as fractions (Wilson score interval, 95%).

``--strengths FILE`` plays with other card strengths (a YAML file ``strengths: {card_key: n}``, the
format of the user override file): the balance experiments of docs/rulings.md section 3.
"""
from __future__ import annotations

import math
import time

import yaml

from konwoj import playerfiles
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.rules.cards import apply_overrides, default_data, file_problem

from . import make_ai


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


_DATA = {}


def card_data(strengths: str | None):
    """The card data, with the strengths of ``strengths`` (a YAML file) merged over it."""
    if not strengths:
        return None
    if strengths not in _DATA:
        try:              # a file of the player's: read with playerfiles' limits
            raw = playerfiles.load_file(strengths, 4 * 1024 * 1024, max_depth=16,
                                        max_nodes=100_000)
        except (OSError, ValueError, yaml.YAMLError) as exc:   # (YamlLimit, not UTF-8: ValueErrors)
            raise file_problem(strengths, exc) from None
        _DATA[strengths] = apply_overrides(default_data(), raw, strengths)
    return _DATA[strengths]


def play_game(moloch_level: str, outpost_level: str, seed: int, budget: float = 1.0,
              max_actions: int = 20000, data=None, ruleset: str = "1e",
              ai_seeds: tuple[int, int] | None = None) -> dict:
    """One game on the deal ``seed``; returns the winner and how long each side took per
    decision. ``ai_seeds``: the Moloch and the Outpost players' own seeds (default from ``seed``)."""
    state = new_game(seed=seed, data=data, ruleset=ruleset)
    m_seed, o_seed = ai_seeds if ai_seeds is not None else (seed * 2 + 1, seed * 2 + 2)
    players = {MOLOCH: make_ai(moloch_level, seed=m_seed, budget=budget),
               OUTPOST: make_ai(outpost_level, seed=o_seed, budget=budget)}
    times = {MOLOCH: [], OUTPOST: []}
    n = 0
    pc = time.perf_counter
    while not state.is_terminal():
        side = state.current_player
        t = pc()
        a = players[side].choose(state)
        times[side].append(pc() - t)
        state.apply(a)
        n += 1
        if n > max_actions:
            raise RuntimeError(f"game {seed} did not end after {max_actions} actions")
    return {"winner": state.winner, "reason": state.end_reason, "battles": state.battle,
            "actions": n, "times": times}


def _run(spec):
    g, a, b, seed, a_side, budget, strengths, ruleset = spec
    data = card_data(strengths)
    if a_side == MOLOCH:
        r = play_game(a, b, seed, budget, data=data, ruleset=ruleset)
    else:
        r = play_game(b, a, seed, budget, data=data, ruleset=ruleset)
    r["game"] = g
    r["a_side"] = a_side
    return r


def percentile(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    k = (len(xs) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)
