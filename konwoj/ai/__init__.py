"""The computer opponent: levels from a gentle first game to a searching player.

    from konwoj.ai import make_ai
    ai = make_ai("veteran", seed=1, budget=1.0)
    action = ai.choose(state)          # uses only what the side to move may see

Levels: ``recruit`` (Rekrut), ``private`` (Szeregowy: hand-written rules), ``veteran`` (Weteran:
information-set Monte Carlo tree search guided by the Private rules), plus ``random``.
"""
from __future__ import annotations

from konwoj.i18n import tr

LEVELS = ("recruit", "private", "veteran")
ALL_LEVELS = LEVELS + ("random",)
# (Polish, English) of each level; the names themselves are the i18n strings ``level.<level>``
LEVEL_NAMES = {level: (tr(f"level.{level}", "pl"), tr(f"level.{level}", "en")) for level in ALL_LEVELS}


# seconds per phase (a Veteran's turn) any caller may ask for: the commands and the benches use it
# whole; the player's setting is a narrower range inside it (konwoj.settings.AI_BUDGET_RANGE)
BUDGET_RANGE = (0.001, 60.0)


def bound_budget(budget) -> float:
    """A thinking time every entry point can trust: nan, junk or None give 1 s; anything else is
    clamped to BUDGET_RANGE (``inf`` or ``1e9`` would mean a Veteran that never answers)."""
    import math
    try:
        x = float(budget)
    except (TypeError, ValueError, OverflowError):
        return 1.0
    if math.isnan(x):
        return 1.0
    return min(max(x, BUDGET_RANGE[0]), BUDGET_RANGE[1])


def make_ai(level: str, seed: int = 0, budget: float = 1.0, **options):
    """A player with ``choose(state) -> Action``. ``budget`` is the Veteran's thinking time per
    phase in seconds: its consecutive decisions share it (konwoj.ai.phase); the other levels
    answer at once. ``options`` tune the Veteran's search
    (e.g. ``max_iterations`` for reproducible tests); the other levels ignore them."""
    from . import players
    budget = bound_budget(budget)
    if level == "random":
        return players.RandomPlayer(seed, budget)
    if level == "recruit":
        return players.RecruitPlayer(seed, budget)
    if level == "private":
        return players.HeuristicPlayer(seed, budget)
    if level == "veteran":
        from .ismcts import VeteranPlayer
        return VeteranPlayer(seed, budget, **options)
    raise ValueError(f"unknown AI level {level!r}; known: {', '.join(ALL_LEVELS)}")


def level_name(level: str, lang: str = "pl") -> str:
    return tr(f"level.{level}", lang)


__all__ = ["LEVELS", "ALL_LEVELS", "LEVEL_NAMES", "BUDGET_RANGE", "bound_budget", "make_ai",
           "level_name"]
