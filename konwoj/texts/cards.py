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
from konwoj.i18n import has, tr
from konwoj.texts import editions

TEXTS_2E_FILE = "card_texts_2e.yaml"


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
            return entry["text_pl" if lang == "pl" else "text_en"]
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
    return tr(variant if has(variant) else key, lang, **kw)
