"""The game log's sentences in Polish written so that a card's or a city's name stands in the
nominative: "Moloch zagrywa do miasta Nowy Jork: Bydlak", never "zagrywa Bydlak do Nowy Jork"
(a Polish reader expects "Bydlaka", "Nowego Jorku"). The engine's own templates
(``konwoj.rules.events``) stay as they are; the screens read the log through
``edition_view.event_text``, which asks here first. English reads as the engine writes it."""
from __future__ import annotations

from konwoj.i18n import has, tr
from konwoj.rules.cards import card_key


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
