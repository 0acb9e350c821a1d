"""The rules of Konwój (1st and 2nd edition) as a pure library: no pygame here, ever.

    from konwoj.rules import new_game
    state = new_game(seed=7)            # or new_game(seed=7, ruleset="2e")
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
"""
from .cards import (MOLOCH, OUTPOST, SIDES, CardData, CardDataError, CardDef, CityDef, card_ids,
                    card_key, default_data, load_card_data)
from .game import (Action, GameState, IllegalAction, StateError, new_game, other)
from .events import Event
from .ruleset import RULESETS, Ruleset, get_ruleset

__all__ = ["MOLOCH", "OUTPOST", "SIDES", "Action", "CardData", "CardDataError", "CardDef",
           "CityDef", "Event", "GameState", "IllegalAction", "RULESETS", "Ruleset", "StateError",
           "card_ids", "card_key", "default_data", "get_ruleset", "load_card_data", "new_game",
           "other"]
