"""The game log's sentences as a reader of each language expects them (the engine's own templates,
``konwoj.rules.events``, stay as they are; the screens read the log through
``edition_view.event_text``, which asks here first).

Polish: a card's or a city's name stands in the nominative: "Moloch zagrywa do miasta Nowy Jork:
Bydlak", never "zagrywa Bydlak do Nowy Jork" (a Polish reader expects "Bydlaka", "Nowego Jorku");
where a verb would have to agree with the name, "karta" is the subject ("Ginie karta Pająki", not
"Pająki ginie"; "karta Działo EMP zostaje usunięta", not "Działo EMP zostaje usunięty").
English: a unit, a Module or a Building takes "the" ("the Brute", "the Outpost"), a person's name
does not ("Capt. Johnson"), an Instant is named as its card's title ("Moloch plays Push Back"), and
a sentence begins with a capital: "The Outpost plays the Grunt to Iron Gate."

    sentence(ev, data, rules, "en")       # None when the engine's own sentence reads well
    card_ref(card_def, "en")              # "the Brute" / "Capt. Johnson" / "Bydlak"
"""
from __future__ import annotations

from konwoj.i18n import has, tr
from konwoj.rules.cards import card_key
from konwoj.rules.facts import SIDES

# cards named after a person: no article in English
PERSONS = frozenset({"kpt_johnson", "mcpherson", "nestugov", "porucznik_calahan", "scorn"})
# cards whose English name is a plural: its verb agrees ("the Spiders are killed")
PLURALS = frozenset({"pajaki"})

# In a sentence: {cN} a card as the sentence names it (English: "the Brute"),
# {nN} the argument itself (a token "+1"), {nameN} a card's bare name (an Instant's title, a card after a colon), {cityN} a city,
# {sideN} a side ("the Outpost"), {pN} a position (arg + 1), {districtN} a district's kind
# The sentences are the catalogues' ``log.ev.<event>`` entries (``log.ev.<event>.plural``: the
# English sentence about a card with a plural name (PLURALS); Polish needs none, "karta" is its
# subject).


def side_ref(side: str, lang: str) -> str:
    """A side as a sentence names it: "the Outpost" in English."""
    return tr(f"side.subject.{side}", lang)


def card_ref(card, lang: str) -> str:
    """A card as a sentence names it: English "the Brute" (not a person's name, not an Instant's
    title); Polish the name itself."""
    name = card.name(lang)
    if lang != "en" or card.key in PERSONS or card.type == "instant":
        return name
    return "the " + name


def is_plural(card, lang: str) -> bool:
    """Whether ``card``'s name in ``lang`` takes a plural verb (English "the Spiders are")."""
    return lang == "en" and card is not None and card.key in PLURALS


def capital(text: str) -> str:
    """``text`` with its first letter a capital ("the Outpost plays" -> "The Outpost plays")."""
    return text[:1].upper() + text[1:]


# the first words of our Polish sentences that are not names (a name keeps its capital)
_PL_OPENINGS = ("Ginie ", "Karta ", "Wybucha ", "Z talii ", "Z ręki ", "Brak miejsca ",
                "Dobierasz",
                "Pozostała ", "Odkryte ", "Miasto ", "Dzielnica ")


def after_colon(text: str, lang: str) -> str:
    """A sentence put after a label and a colon goes on in small letters: English "Bomb: the
    Grunt is killed", Polish "Bomba: ginie karta Trep" (a leading name keeps its capital)."""
    if lang == "en" and text.startswith(("The ", "A ", "An ")):
        return text[:1].lower() + text[1:]
    if lang == "pl" and text.startswith(_PL_OPENINGS):       # never a card's or city's name
        return text[:1].lower() + text[1:]
    return text


def sentence(ev, data, rules, lang: str) -> str | None:
    """``ev`` as the language's reader expects it, or None when the engine's own sentence reads
    well (or this event is not one of ours)."""
    key = ev.key
    if key == "spy" and ev.args and not ev.args[0]:
        key = "spy_empty"
    if not has(f"log.ev.{key}"):
        return None
    from konwoj.rules.events import DISTRICTS, REASONS
    cities = rules.cities if rules is not None else data.cities
    li = 1 if lang == "en" else 0
    fields = {}
    for i, a in enumerate(ev.args):
        fields[f"n{i}"] = a
        if isinstance(a, str) and "-" in a and len(a) > 2:
            cd = data.cards.get(card_key(a))
            fields[f"name{i}"] = cd.name(lang) if cd else a
            fields[f"c{i}"] = card_ref(cd, lang) if cd else a
        if isinstance(a, int) and not isinstance(a, bool):
            fields[f"p{i}"] = a + 1
            if 0 <= a < len(cities):
                fields[f"city{i}"] = cities[a].name(lang)
        if a in SIDES:
            fields[f"side{i}"] = side_ref(a, lang)
        if isinstance(a, str) and a in DISTRICTS:
            fields[f"district{i}"] = DISTRICTS[a][li]
        if isinstance(a, str) and a in REASONS:
            fields[f"reason{i}"] = REASONS[a][li]
        if isinstance(a, (tuple, list)):
            names = [data.cards[card_key(x)].name(lang) if card_key(x) in data.cards else str(x)
                     for x in a]
            fields[f"cards{i}"] = ", ".join(names)
    if ev.args and isinstance(ev.args[0], str) and has(f"log.ev.{key}.plural") and \
            is_plural(data.cards.get(card_key(ev.args[0])), lang):
        key += ".plural"
    try:
        return capital(tr(f"log.ev.{key}", lang).format(**fields))
    except (KeyError, IndexError, ValueError):
        return None
