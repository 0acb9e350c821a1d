"""A ruleset is a value: what one edition of the rules does differently, as plain data.

    from konwoj.rules import get_ruleset
    r = get_ruleset("2e")
    r.phases          # the battle flow, in order (the UI's phase ladder)
    r.cities[1].name("en")

The engine reads these fields at the few places where the editions differ; everything else is the
same code for both. City data comes from ``data/cards.yaml`` (``cities`` for the 1st edition,
``cities_2e`` for the 2nd), loaded and validated with the cards.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CardData, CityDef, default_data
from .facts import RULESETS

PHASES_1E = ("draw", "target", "moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules",
             "resolution")
PHASES_2E = ("draw", "moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules",
             "resolution")
OUTSIDE_BATTLE_PHASES = ("mulligan", "convoy", "game_over")
# every phase a state of either edition may show (the 1st edition's battle flow holds the 2nd's)
ALL_PHASES = OUTSIDE_BATTLE_PHASES + PHASES_1E


@dataclass(frozen=True)
class Ruleset:
    """What differs between the editions (see docs/rulings.md and ../shared/docs/edition-2.md)."""
    name: str
    # the battle flow: phase keys in battle order (1e p.6 phases I-VI; 2e phases 1-5)
    phases: tuple[str, ...]
    # "moloch": Moloch picks the contested district (1e p.6); "marker": the Battle Target marker
    # stands on the leftmost undestroyed district of the active city (2e l.75, l.424)
    target_choice: str
    # 1e: every city but Ziggy One has a once-per-game feature for the Outpost (1e p.23); 2e: none
    city_features: bool
    # 1e: each district gives its winner an effect (draw, kill, move to New York, Bomb; 1e p.11-12);
    # 2e: a district is plain or a Bomb district, and a Bomb goes off whenever it is destroyed
    district_effects: bool
    # "active": Modules are played and used in the active city only (1e p.25);
    # "active_and_future": also in future cities (2e l.317, l.336)
    module_cities: str
    # what Moloch's victory destroys besides the contested district: "chosen" (Moloch picks any other
    # district, 1e p.28) or "next" (the next undestroyed one in order, else the next city's
    # leftmost, 2e l.374-378)
    extra_district: str
    # a card's effect key replaced in this edition: (card key, effect key) pairs (2e: Obrońca takes
    # the top card of the pile, 2e l.452)
    card_effects: tuple[tuple[str, str], ...] = ()
    # the five cities as this edition prints them (CityDef), in convoy order
    cities: tuple[CityDef, ...] = field(default=(), compare=False)

    def next_phase(self, phase: str) -> str:
        """The phase that follows ``phase`` in this edition's battle flow."""
        i = self.phases.index(phase)
        return self.phases[i + 1]

    def effect_of(self, cd) -> str:
        """The effect key a card has in this edition."""
        for key, eff in self.card_effects:
            if key == cd.key:
                return eff
        return cd.effect

    @property
    def title(self) -> str:
        return {"1e": "1st edition", "2e": "2nd edition"}[self.name]


_BASE = {
    "1e": dict(name="1e",
               phases=PHASES_1E,
               target_choice="moloch", city_features=True, district_effects=True,
               module_cities="active", extra_district="chosen"),
    "2e": dict(name="2e",
               phases=PHASES_2E,
               target_choice="marker", city_features=False, district_effects=False,
               module_cities="active_and_future", extra_district="next",
               card_effects=(("obronca", "recover_top_discard"),)),
}

_CACHE: dict = {}


def ruleset_for(name: str, data: CardData | None = None) -> Ruleset:
    """The ruleset ``name`` with the city data of ``data`` (default: the game's card data)."""
    if name not in RULESETS:
        raise ValueError(f"unknown ruleset {name!r}; known: {', '.join(RULESETS)}")
    data = data or default_data()
    hit = _CACHE.get((name, id(data)))
    if hit is not None and hit[0] is data:
        return hit[1]
    cities = data.cities if name == "1e" else data.cities_2e
    r = Ruleset(cities=tuple(cities), **_BASE[name])
    _CACHE[(name, id(data))] = (data, r)
    return r


def get_ruleset(name: str) -> Ruleset:
    """The ruleset ``name`` ("1e" or "2e") with the game's own city data."""
    return ruleset_for(name)
