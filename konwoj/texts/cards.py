"""The one source of the text a card shows, per edition, and the words that differ between the
editions (the phase, the once-per-turn use, the token that switches an ability off).

    card_text("szerszen", "2e", "pl")   -> "Raz na turę, w fazie Akcji Molocha, ..."
    edition_tr("table.token.deactivated", "1e", "pl")   -> "wyłączenie" (1e l.667)

A card's 1st-edition text is its ``data/cards.yaml`` text; its 2nd-edition text is the one in
``data/card_texts_2e.yaml`` where the 2e book (its card notes, 2e l.498-608, or its rules) changes
what the card does or what its words are, else the 1st edition's. No pygame.
"""
from __future__ import annotations

from functools import lru_cache

import yaml

from konwoj import resources
from konwoj.i18n import register, tr
from konwoj.texts import editions

TEXTS_2E_FILE = "card_texts_2e.yaml"

register({
    # a card's trigger in a few words (Rules & cards); the 2nd edition's "Raz na turę" (2e l.160)
    "trigger.once_per_battle@2e": ("raz na turę", "once a turn"),
    # the table's tooltips (the 1st edition's words are the table's own keys)
    "table.icon.trigger.once_per_battle@2e": (
        "Zdolność: kliknij kartę, by jej użyć; raz na turę, w twojej fazie Akcji.",
        "Ability: click the card to use it, once a turn, in your Action phase."),
    # the token an ability is switched off with: 1e "żeton wyłączenia" (1e l.667), 2e "żeton
    # Dezaktywacji" (2e l.53, l.504)
    "table.token.deactivated@2e": ("Dezaktywacja", "Deactivation"),
    "table.tip.token.deactivated@2e": ("Dezaktywacja: zdolność karty nie działa.",
                                       "Deactivation: the card's ability does not work."),
    # the 2nd edition's tie rule (2e l.434-436) is silent on Szturmowiec; our ruling (OQ1)
    "verdict.tie_moloch@2e": (
        "Remis {a} do {b}, ale Szturmowiec daje zwycięstwo Molochowi (rozstrzygnięcie tej gry: "
        "zasada remisu 2. edycji o nim milczy).",
        "A tie, {a} to {b}, but the Stormtrooper gives Moloch the win (this game's ruling: the "
        "2nd edition's tie rule is silent on him)."),
    "log.tie_moloch@2e": (
        "Remis, ale Szturmowiec daje zwycięstwo Molochowi (rozstrzygnięcie tej gry).",
        "A tie, but the Stormtrooper gives Moloch the win (this game's ruling)."),
    # once a turn in the 2nd edition (2e l.160), not once a battle: the zoom says which
    "table.zoom.used@2e": ("Zdolność użyta w tej turze", "Ability used this turn"),
    "table.why.units_earlier@2e": ("Jednostki zagrywa się w fazie Akcji.",
                                   "Units are played in the Action phase."),
    "table.why.no_robot@2e": (
        "Moduł potrzebuje Robota bez Modułu w mieście bitwy albo w mieście przed konwojem.",
        "A Module needs a Robot without a Module in the battle city or a city ahead of the "
        "convoy."),
    # the 2nd edition's Bomb kills in the active city, wherever its district lies (2e l.408,
    # l.412; ruling OQ3/R29); the 1st edition's in the city of the district (1e l.587-588)
    "table.tip.district.bomb@2e": (
        "Bomba: wybucha, gdy jej dzielnica pada, bez względu na wynik, nawet przy remisie. "
        "Najpierw Moloch zabija jednego Żołnierza w aktywnym mieście (mieście bitwy), potem "
        "Posterunek jednego Robota.",
        "Bomb: goes off when its district falls, whoever wins, even in a tie. First Moloch kills "
        "one Soldier in the active city (the battle's city), then the Outpost kills one Robot."),
})


@lru_cache(maxsize=1)
def texts_2e() -> dict:
    """card key -> {"text_pl", "text_en", "book", "ruling"?} of ``data/card_texts_2e.yaml``."""
    path = resources.data_dir() / TEXTS_2E_FILE
    with open(path, encoding="utf-8") as f:
        raw = yaml.safe_load(f) or {}
    out = raw.get("texts") or {}
    for key, entry in out.items():
        if not (isinstance(entry, dict) and isinstance(entry.get("text_pl"), str)
                and isinstance(entry.get("text_en"), str)):
            raise ValueError(f"{path}: card {key!r} needs text_pl and text_en")
    return out


def card_text(card_key: str, ruleset: str = "1e", lang: str = "pl") -> str:
    """The text card ``card_key`` shows in a game of ``ruleset``, in ``lang``."""
    if ruleset == "2e":
        entry = texts_2e().get(card_key)
        if entry:
            return entry["text_en" if lang == "en" else "text_pl"]
    from konwoj.rules import default_data
    cd = default_data().cards.get(card_key)
    return cd.text(lang) if cd is not None else ""


def edition_tr(key: str, ruleset, lang: str = "pl", **kw) -> str:
    """The text of ``key`` in the words of ``ruleset`` (a ruleset's name, or a game state: its
    edition, ``editions.of``): its ``key@<ruleset>`` variant where one is registered, else
    ``key`` itself."""
    if not isinstance(ruleset, str):
        ruleset = editions.of(ruleset)
    variant = f"{key}@{ruleset}"
    text = tr(variant, lang, **kw)
    return text if text != variant else tr(key, lang, **kw)
