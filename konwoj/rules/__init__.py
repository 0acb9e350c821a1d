"""The rules of Konwój (1st and 2nd edition) as a pure library: no pygame here, ever.

    from konwoj.rules import new_game
    state = new_game(seed=7)            # or new_game(seed=7, ruleset="2e")
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])

The engine is split the way the rulebook is: ``state.py`` (the state and its queries), ``table.py``
(abilities, stations, strength, moving cards), ``legality.py`` (legal actions), ``decisions.py``
(carrying out a decision), ``battle.py`` (the battle flow), ``effects.py`` (card effects, one
function per effect key), ``cities.py`` (cities, districts, features), ``views.py``
(observation, determinize), ``fields.py`` (the state's fields, declared once: how each starts, is
copied and is written), ``framekinds.py`` (the frames of the stack, by kind, as named tuples),
``serialization.py`` (to_dict, from_dict), ``consistency.py`` (is this a valid game state:
validate and every other check of meaning), ``loading.py`` (a state from a save's plain data:
``checked_state``) and ``ruleset.py`` (what differs between the 1st and the 2nd edition). This
module gathers the public names.

The imports form a DAG, all at the top of their modules (tests/test_architecture.py), from the card
data up: cards -> common, events, ruleset, record, variants -> cities, battle, effects -> frames,
framekinds, fields, serialization -> consistency -> the parts of the state -> state -> loading,
replaying, scenario. The rules read no file of the player's and print nothing: the application
hands the player's card overrides in (``cards.use_overrides``; ``konwoj.play.card_overrides``).
A move that resolves a battle can give the position the battle counted:
``GameState.apply_with_resolution`` / ``resolution_after``.
"""
from __future__ import annotations

from .cards import (DISTRICT_KINDS, MOLOCH, OUTPOST, SIDES, CardData, CardDataError, CardDef,
                    CityDef, card_ids, card_key, default_data, load_card_data)
from .common import (ACTION_FIELD_TYPES, DECISIONS, JERSEY, MASK64, MAX_ACTION_FIELDS, MAX_BATTLE,
                     NEW_YORK, SI, SPECIAL_MODULES, TOKEN_NAMES, TOKEN_STRENGTH, Action,
                     IllegalAction, StateError, is_int, other)
from .events import Event
from .ruleset import ALL_PHASES, OUTSIDE_BATTLE_PHASES, PHASES_1E, RULESETS, Ruleset, get_ruleset
from .state import GameState, new_game

# the 1st edition's battle flow (every phase name a state of either edition may show)
BATTLE_FLOW = PHASES_1E

# the shapes of a state and an action, one definition each: MAX_BATTLE (the battle limit),
# TOKEN_NAMES, DISTRICT_KINDS, ALL_PHASES (every phase a state may show), ACTION_FIELD_TYPES and
# MAX_ACTION_FIELDS (an Action's fields), is_int (a whole number that is not a bool)
__all__ = ["ACTION_FIELD_TYPES", "ALL_PHASES", "Action", "BATTLE_FLOW", "CardData",
           "CardDataError", "CardDef", "CityDef", "DECISIONS", "DISTRICT_KINDS", "Event",
           "GameState", "IllegalAction", "JERSEY", "MASK64", "MAX_ACTION_FIELDS", "MAX_BATTLE",
           "MOLOCH", "NEW_YORK", "OUTPOST", "OUTSIDE_BATTLE_PHASES", "RULESETS", "Ruleset", "SI",
           "SIDES", "SPECIAL_MODULES", "StateError", "TOKEN_NAMES", "TOKEN_STRENGTH", "card_ids",
           "card_key", "default_data", "get_ruleset", "is_int", "load_card_data", "new_game",
           "other"]
