"""The automatic frames of the state machine and the picks, by name: which function runs a frame
(``AUTO``) and which one carries out a side's choice in a pick (``PICKS``)."""
from __future__ import annotations

from . import battle, cities, effects

AUTO = {
    "phase": battle.phase, "resolve": battle.resolve, "end_battle": battle.end_battle,
    "convoy": battle.convoy,
    "win_trigger": effects.run_win_trigger, "enter": effects.run_enter, "effect": effects.run_effect,
    "city_victory": cities.city_victory, "iron_gate": cities.iron_gate,
    "discard_top": cities.discard_top, "district_effect": cities.district_effect,
    "bomb": cities.bomb, "district_down": cities.district_down, "destroy_next": cities.destroy_next,
    "destroy_city": cities.destroy_city,
}

PICKS = {**effects.EFFECT_PICKS, **cities.CITY_PICKS, **battle.BATTLE_PICKS}
