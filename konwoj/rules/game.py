"""The rules of Konwój as one state machine: this module gathers the public names.

The engine is split the way the rulebook is: ``state.py`` (the state and its queries), ``table.py``
(abilities, stations, strength, moving cards), ``legality.py`` (legal actions), ``decisions.py``
(carrying out a decision), ``battle.py`` (the battle flow), ``effects.py`` (card effects, one
function per effect key), ``cities.py`` (cities, districts, features), ``views.py``
(observation, determinize), ``serialization.py`` (to_dict, from_dict, validate) and ``ruleset.py``
(what differs between the 1st and the 2nd edition).
"""
from __future__ import annotations

from .common import (DECISIONS, JERSEY, MASK64, NEW_YORK, SI, SPECIAL_MODULES, TOKEN_STRENGTH,
                     Action, IllegalAction, StateError, _seed_rng, other)
from .ruleset import PHASES_1E, RULESETS, Ruleset, get_ruleset
from .state import GameState, new_game

# the 1st edition's battle flow (every phase name a state of either edition may show)
BATTLE_FLOW = PHASES_1E

__all__ = ["BATTLE_FLOW", "DECISIONS", "JERSEY", "MASK64", "NEW_YORK", "RULESETS", "SI",
           "SPECIAL_MODULES", "TOKEN_STRENGTH", "Action", "GameState", "IllegalAction", "Ruleset",
           "StateError", "_seed_rng", "get_ruleset", "new_game", "other"]
