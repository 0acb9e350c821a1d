"""The game log's sentences in Polish written so that a card's or a city's name stands in the
nominative: "Moloch zagrywa do miasta Nowy Jork: Bydlak", never "zagrywa Bydlak do Nowy Jork"
(a Polish reader expects "Bydlaka", "Nowego Jorku"). The engine's own templates
(``konwoj.rules.events``) stay as they are; the screens read the log through
``edition_view.event_text``, which asks here first. English reads as the engine writes it."""
from __future__ import annotations

from konwoj.i18n import has, register, tr
from konwoj.rules.cards import card_key

# event key -> Polish template; {cN} card name of arg N, {cityN} city name, {sideN} side, {pN}
# position (arg + 1), {districtN} a district's kind
TEMPLATES_PL = {
    "play": "{side0} zagrywa do miasta {city2}: {c1}.",
    "play_module": "Moloch podłącza {c0} do Robota: {c1}.",   # a Module: accusative = nominative
    "instant": "{side0} zagrywa kartę: {c1}.",
    "pay": "{side0} odrzuca jako koszt: {c1}.",
    "move": "{c0} przechodzi do miasta {city1}.",
    "no_room": "{c0}: brak miejsca w mieście {city1}, karta ginie.",
    "bloker": "Bloker ginie w miejsce innego Robota: {c0}.",
    "capture": "Posterunek przejmuje {c0}; nosi go teraz: {c1}.",
    "target": "Cel bitwy: dzielnica {p1} ({district2}), miasto {city0}.",
    "district_down": "Dzielnica {p1} ({district2}), miasto {city0}: zniszczona.",
    "bomb": "Wybucha Bomba, miasto {city0}!",
    "convoy": "Konwój: {c0} jedzie do miasta {city1}.",
    "city_down": "Miasto {city0} zostaje zniszczone.",
    "extra_station": "Posterunek ma dodatkowe stanowisko w mieście {city0}.",
    "extra_district": "Miasto {city0} dostaje dodatkową dzielnicę.",
}
register({f"log.pl.{k}": (v, v) for k, v in TEMPLATES_PL.items()})


def polish(ev, data, rules) -> str | None:
    """``ev`` in nominative-safe Polish, or None when the engine's own sentence reads well."""
    key = f"log.pl.{ev.key}"
    if not has(key):
        return None
    tmpl = tr(key, "pl")
    from konwoj.rules.events import DISTRICTS, SIDE_NAMES
    cities = rules.cities if rules is not None else data.cities
    fields = {}
    for i, a in enumerate(ev.args):
        if isinstance(a, str) and "-" in a:
            cd = data.cards.get(card_key(a))
            fields[f"c{i}"] = cd.name("pl") if cd else a
        if isinstance(a, int) and not isinstance(a, bool):
            fields[f"p{i}"] = a + 1
            if 0 <= a < len(cities):
                fields[f"city{i}"] = cities[a].name("pl")
        if (a is None or isinstance(a, str)) and a in SIDE_NAMES["pl"]:
            fields[f"side{i}"] = SIDE_NAMES["pl"][a]
        if isinstance(a, str) and a in DISTRICTS:
            fields[f"district{i}"] = DISTRICTS[a][0]
    try:
        return tmpl.format(**fields)
    except (KeyError, IndexError, ValueError):
        return None
