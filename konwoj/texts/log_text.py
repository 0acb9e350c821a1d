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

from konwoj.i18n import register, tr
from konwoj.rules.cards import card_key
from konwoj.rules.facts import SIDES

# cards named after a person: no article in English
PERSONS = frozenset({"kpt_johnson", "mcpherson", "nestugov", "porucznik_calahan", "scorn"})
# cards whose English name is a plural: its verb agrees ("the Spiders are killed")
PLURALS = frozenset({"pajaki"})

# event key -> (Polish, English). {cN} a card as the sentence names it (English: "the Brute"),
# {nN} the argument itself (a token "+1"), {nameN} a card's bare name (an Instant's title, a card after a colon), {cityN} a city,
# {sideN} a side ("the Outpost"), {pN} a position (arg + 1), {districtN} a district's kind
TEMPLATES = {
    "play": ("{side0} zagrywa do miasta {city2}: {name1}.", "{side0} plays {c1} to {city2}."),
    # a Module: accusative = nominative
    "play_module": ("Moloch podłącza {name0} do Robota: {name1}.", "Moloch fits {c0} to {c1}."),
    "instant": ("{side0} zagrywa kartę: {name1}.", "{side0} plays {name1}."),
    "ability": ("{side0} używa zdolności: {name1}.", "{side0} uses the ability of {c1}."),
    "pay": ("{side0} odrzuca jako koszt: {name1}.", "{side0} discards {c1} as a cost."),
    # a unit entering a future city where the other side has no card (1e l.250-253; 2e l.255)
    "bonus": ("{name0}: +1 za wejście do przyszłego miasta bez kart przeciwnika.",
              "{c0} gets +1 for entering a future city the other side is not in."),
    "move": ("Karta {name0} przechodzi do miasta {city1}.", "{c0} moves to {city1}."),
    "no_room": ("Brak miejsca w mieście {city1}, więc ginie karta {name0}.",
                "{c0} finds no room in {city1} and is lost."),
    "killed": ("Ginie karta {name0}.", "{c0} is killed."),
    "removed": ("Karta {name0} zostaje usunięta (brak stanowisk).",
                "{c0} is removed: no battle station is left."),
    "bloker": ("Bloker ginie w miejsce innego Robota: {name0}.", "The Blocker dies in place of {c0}."),
    "to_hand": ("Karta {name0} wraca na rękę.", "{c0} goes back to its owner's hand."),
    "module_off": ("{name0} trafia na stos odrzuconych.", "{c0} goes to the discard pile."),
    "discard_top": ("Z talii Molocha odpada karta {name0}.",
                    "{c0} is discarded from the top of Moloch's deck."),
    "discard_hand": ("Z ręki Molocha odpada losowa karta {name0}.",
                     "Moloch loses {c0}, a random card from his hand."),
    "capture": ("Posterunek przejmuje {name0}; nosi go teraz: {name1}.",
                "The Outpost captures {c0} for {c1}."),
    "token": ("Karta {name0} dostaje żeton {n1}.", "{c0} gets a {n1} token."),
    "net": ("Karta {name0} zostaje zasieciowana.", "{c0} is caught in a net."),
    "target": ("Cel bitwy: dzielnica {p1} ({district2}), miasto {city0}.",
               "Battle target: district {p1} ({district2}) in {city0}."),
    "district_down": ("Dzielnica {p1} ({district2}), miasto {city0}: zniszczona.",
                      "District {p1} ({district2}) in {city0} is destroyed."),
    # {city0}: where its kills are: the 1st edition's Bomb kills in its own district's city
    # (1e l.587-588), the 2nd edition's in the active city even when the district lay in the next
    # city (2e l.408; our ruling R29): "goes off in Port Cleveland" after a Jersey Ruins district
    # fell would be untrue
    "bomb": ("Wybucha Bomba (zabicia w mieście {city0})!",
             "A Bomb goes off (its kills are in {city0})!"),
    "convoy": ("Konwój: karta {name0} jedzie do miasta {city1}.",
               "Convoy move: {c0} goes on to {city1}."),
    "city_down": ("Miasto {city0} zostaje zniszczone.", "{city0} is destroyed."),
    "extra_station": ("Posterunek ma dodatkowe stanowisko w mieście {city0}.",
                      "The Outpost gains an extra station in {city0}."),
    "extra_district": ("Miasto {city0} dostaje dodatkową dzielnicę.",
                       "{city0} gains an extra district."),
    "keep": ("{side0} zatrzymuje rękę.", "{side0} keeps the opening hand."),
    "mulligan": ("{side0} wymienia rękę początkową.", "{side0} redraws the opening hand."),
    "pass": ("{side0} kończy fazę.", "{side0} ends the phase."),
    "winner": ("Bitwę wygrywa {side0}.", "{side0} wins the battle."),
    "draw_seen_by": ("{side0} dobiera: {cards1}.", "{side0} draws: {cards1}."),
    "game_over": ("Koniec gry: wygrywa {side0} ({reason1}).",
                  "Game over: {side0} wins ({reason1})."),
    "spy_empty": ("Ręka Molocha jest pusta.", "Moloch's hand is empty."),
}
register({f"log.ev.{k}": v for k, v in TEMPLATES.items()})
# English, when the card the sentence is about has a plural name (PLURALS); Polish needs none
# ("karta" is its subject)
TEMPLATES_PLURAL_EN = {
    "bonus": "{c0} get +1 for entering a future city the other side is not in.",
    "move": "{c0} move to {city1}.",
    "no_room": "{c0} find no room in {city1} and are lost.",
    "killed": "{c0} are killed.",
    "removed": "{c0} are removed: no battle station is left.",
    "to_hand": "{c0} go back to their owner's hand.",
    "discard_top": "{c0} are discarded from the top of Moloch's deck.",
    "token": "{c0} get a {n1} token.",
    "net": "{c0} are caught in a net.",
    "convoy": "Convoy move: {c0} go on to {city1}.",
}
register({f"log.ev.{k}.plural": (TEMPLATES[k][0], v) for k, v in TEMPLATES_PLURAL_EN.items()})
register({
    # a side as a sentence names it
    "side.subject.moloch": ("Moloch", "Moloch"),
    "side.subject.outpost": ("Posterunek", "the Outpost"),
})


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
    if key not in TEMPLATES:
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
    if ev.args and isinstance(ev.args[0], str) and key in TEMPLATES_PLURAL_EN and \
            is_plural(data.cards.get(card_key(ev.args[0])), lang):
        key += ".plural"
    try:
        return capital(tr(f"log.ev.{key}", lang).format(**fields))
    except (KeyError, IndexError, ValueError):
        return None
