"""The editions of the game as the screens show them (no pygame here).

The rules package decides what an edition is (``konwoj.rules.get_ruleset``); this module only
asks it, and names the editions for people:

    editions.playable()               # ("1e", "2e"): the editions the engine plays
    editions.label("2e", "en")        # "2nd edition"
    editions.cities("2e")             # that edition's city definitions, in convoy order
    editions.city_name("2e", 2, "pl") # "Port Cleveland"
"""
from __future__ import annotations

from konwoj.i18n import register, tr
from konwoj.rules.facts import RULESETS

DEFAULT = "1e"

register({
    "edition.1e": ("1. edycja", "1st edition"),
    "edition.2e": ("2. edycja", "2nd edition"),
    "edition.short.1e": ("1. ed.", "1st ed."),
    "edition.short.2e": ("2. ed.", "2nd ed."),
    "edition.about.1e": (
        # 1e l.185: "Większość dzielnic ma specjalny efekt"; l.444: every city but Ziggy One
        "Moloch sam wybiera dzielnicę bitwy, większość dzielnic ma efekty, miasta mają cechy.",
        "Moloch picks the district to fight over, most districts have effects, cities have "
        "features."),
    "edition.about.2e": (
        "Znacznik Celu bitwy sam przechodzi dalej, dzielnice z Bombą, bez cech miast.",
        "The Battle Target marker moves on by itself, Bomb districts, no city features."),
})


def playable() -> tuple[str, ...]:
    """The editions the rules engine accepts, in the order the engine lists them (each has its
    labels here: tests/test_facts.py)."""
    return RULESETS


def bounded(name) -> str:
    """``name`` if it is an edition the engine plays, else the default (1st edition)."""
    return name if isinstance(name, str) and name in playable() else DEFAULT


def label(name: str, lang: str = "pl", short: bool = False) -> str:
    key = f"edition.short.{name}" if short else f"edition.{name}"
    text = tr(key, lang)
    return str(name) if text == key else text


def ruleset(name: str):
    """The engine's ``Ruleset`` for ``name``, or None while the engine has no such value."""
    from konwoj.rules import get_ruleset
    try:
        return get_ruleset(name)
    except (KeyError, ValueError):
        return None


def of(state) -> str:
    """The edition a game state is played by ("1e" for anything that does not say)."""
    name = getattr(state, "ruleset", None)
    return name if isinstance(name, str) and name in RULESETS else DEFAULT


def cities(name: str) -> tuple:
    """That edition's city definitions, in convoy order (the 1st edition's card data while the
    engine has no per-edition city data)."""
    rs = ruleset(name)
    found = getattr(rs, "cities", None) if rs is not None else None
    if found:
        return tuple(found)
    from konwoj.rules import default_data
    return tuple(default_data().cities)


def city_name(name: str, index, lang: str = "pl") -> str:
    """The city at ``index`` as that edition prints its name; "" for no such city."""
    try:
        c = cities(name)[index]
    except (IndexError, TypeError):
        return ""
    fn = getattr(c, "name", None)
    if callable(fn):
        return fn(lang)
    return str(getattr(c, f"name_{lang}", "") or fn or "")


def phases(name: str) -> tuple[str, ...]:
    """The phases of one battle, in order, as the engine runs them for that edition."""
    rs = ruleset(name)
    found = getattr(rs, "phases", None) if rs is not None else None
    if found:
        return tuple(found)
    from konwoj.rules import BATTLE_FLOW
    return tuple(BATTLE_FLOW)
