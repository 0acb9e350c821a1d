"""A static estimate of Moloch's chance to win, used where the search stops its playouts.

``evaluate(state)`` returns P(Moloch wins) in [0, 1] from a logistic model over a few game features
(Moloch's deck against the battles left, the Robots holding New York, strength on the table and in
hand). The weights are fitted on self-play positions by ``python -m konwoj.ai.train_eval`` and pasted
into ``WEIGHTS`` below.

The search calls it on *determinized* copies only (hidden cards dealt at random), so reading both
hands here never tells a player anything it could not know.
"""
from __future__ import annotations

import math

from konwoj.rules import MOLOCH, OUTPOST

from .knowledge import NEW_YORK, remaining_districts

FEATURES = (
    "bias", "deck", "margin", "deck_empty", "districts", "ny_m", "ny_robots", "ny_o",
    "act_diff", "future_diff", "hand_m", "hand_o", "hand_m_str", "hand_o_str", "o_killers",
    "o_drainers", "city", "o_deck", "hand_m_mods", "empty_x_ny", "ny_m_immune",
    "margin_neg", "hand_m_robots", "ny_o_soldiers", "next_diff", "deck_low", "low_x_ny",
)

_KILLERS = frozenset({"snajper", "scorn"})
_DRAINERS = frozenset({"komandos"})
_MODS = {"modul_bojowy": 1, "modul_anihilacji": 2, "modul_destrukcji": 3}

# fitted by konwoj.ai.train_eval (see its docstring for the command and data)
WEIGHTS = {
    "bias": 0.732, "deck": 0.482, "margin": 0.901, "deck_empty": -0.750, "districts": 0.015,
    "ny_m": 0.892, "ny_robots": 1.113, "ny_o": -0.465, "act_diff": 0.327, "future_diff": 0.605,
    "hand_m": 0.785, "hand_o": -0.588, "hand_m_str": 0.367, "hand_o_str": -0.261,
    "o_killers": -0.123, "o_drainers": -0.167, "city": -0.323, "o_deck": -0.906,
    "hand_m_mods": 0.223, "empty_x_ny": 0.891, "ny_m_immune": 0.118, "margin_neg": 0.424,
    "hand_m_robots": 1.206, "ny_o_soldiers": 0.274, "next_diff": 0.047, "deck_low": -0.506,
    "low_x_ny": 0.762,
}


def features(s) -> list[float]:
    by_id = s.data.by_id
    act = s.active_city
    if act is None:
        act = NEW_YORK
    deck_m = s.deck_size(MOLOCH)
    d = remaining_districts(s)
    margin = deck_m - 2.7 * d / 1.3
    ny_m = s.city_strength(NEW_YORK, MOLOCH) if not s.city_destroyed[NEW_YORK] else 0
    ny_o = s.city_strength(NEW_YORK, OUTPOST) if not s.city_destroyed[NEW_YORK] else 0
    ny_robots = s.cards_in(NEW_YORK, MOLOCH)
    ny_imm = sum(1 for r in ny_robots if s.is_immune(r))
    act_diff = s.city_strength(act, MOLOCH) - s.city_strength(act, OUTPOST)
    fut = 0
    for c in range(act + 1, NEW_YORK):
        fut += s.city_strength(c, MOLOCH) - s.city_strength(c, OUTPOST)
    hm = s.hand_of(MOLOCH)
    ho = s.hand_of(OUTPOST)
    hm_str = sum((by_id[c].strength or 0) for c in hm if by_id[c].type == "robot")
    hm_mods = sum(_MODS.get(by_id[c].key, 0) for c in hm)
    ho_str = sum((by_id[c].strength or 0) for c in ho if by_id[c].type in ("soldier", "building"))
    killers = sum(1 for c in ho if by_id[c].key in _KILLERS)
    drainers = sum(1 for c in ho if by_id[c].key in _DRAINERS)
    empty = 1.0 if deck_m == 0 else 0.0
    low = 1.0 if deck_m <= 3 else 0.0
    nxt = act + 1
    next_diff = (s.city_strength(nxt, MOLOCH) - s.city_strength(nxt, OUTPOST)) if nxt < NEW_YORK else 0
    hm_robots = sum(1 for c in hm if by_id[c].type == "robot")
    ny_sold = sum(1 for c in s.cards_in(NEW_YORK, OUTPOST) if by_id[c].type == "soldier")
    return [
        1.0, deck_m / 10.0, margin / 5.0, empty, d / 10.0, ny_m / 10.0, len(ny_robots) / 5.0,
        ny_o / 10.0, act_diff / 5.0, fut / 10.0, len(hm) / 5.0, len(ho) / 5.0, hm_str / 10.0,
        ho_str / 10.0, killers, drainers, act / 4.0, s.deck_size(OUTPOST) / 10.0, hm_mods / 5.0,
        empty * len(ny_robots) / 5.0, ny_imm / 2.0,
        min(0.0, margin) / 5.0, hm_robots / 5.0, ny_sold / 5.0, next_diff / 5.0, low,
        low * len(ny_robots) / 5.0,
    ]


# the 2nd edition's model: the same features, fitted on 2e games with the adopted 2e city table
# (R28; python -m konwoj.ai.train_eval --games 4000 --seed 5000 --ruleset 2e: held-out loss 0.386,
# accuracy 0.851, against 0.402 / 0.851 for the earlier fit on the spec table, whose Outpost deck
# and hand strength counted for Moloch)
WEIGHTS_2E = {
    "bias": 0.842, "deck": -0.058, "margin": 0.925, "deck_empty": -0.661, "districts": -0.250,
    "ny_m": 0.537, "ny_robots": 1.022, "ny_o": -0.326, "act_diff": 0.192, "future_diff": 0.511,
    "hand_m": 0.538, "hand_o": -0.172, "hand_m_str": 0.391, "hand_o_str": -0.129,
    "o_killers": -0.021, "o_drainers": -0.134, "city": -0.070, "o_deck": -0.199,
    "hand_m_mods": 0.426, "empty_x_ny": 0.686, "ny_m_immune": 0.046, "margin_neg": 0.597,
    "hand_m_robots": 1.316, "ny_o_soldiers": 0.737, "next_diff": -0.033, "deck_low": -0.435,
    "low_x_ny": 0.798,
}

_W = [WEIGHTS[f] for f in FEATURES]
_W_BY_RULESET = {"1e": _W, "2e": [WEIGHTS_2E[f] for f in FEATURES]}


def weights_for(ruleset: str) -> list[float]:
    return _W_BY_RULESET.get(ruleset, _W)


def set_weights(weights: dict, ruleset: str = "1e") -> None:
    """Replace the model of one edition (used by the trainer and by experiments)."""
    global _W
    table = WEIGHTS if ruleset == "1e" else WEIGHTS_2E
    table.update(weights)
    _W_BY_RULESET[ruleset] = [table[f] for f in FEATURES]
    if ruleset == "1e":
        _W = _W_BY_RULESET["1e"]


def evaluate(s) -> float:
    """P(Moloch wins) for a (determinized) state; exact 1/0 when the game is over."""
    if s.winner is not None:
        return 1.0 if s.winner == MOLOCH else 0.0
    z = sum(w * x for w, x in zip(_W_BY_RULESET.get(s.ruleset, _W), features(s)))
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))
