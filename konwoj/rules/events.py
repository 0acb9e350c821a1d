"""The game log: small event records rendered lazily in Polish or English.

An event is ``(visible_to, key, args)``: ``visible_to`` is "all", "moloch" or "outpost" (a hidden draw
is logged for its owner only); ``args`` are plain values (card ids, city numbers, ints).
"""
from __future__ import annotations

from typing import NamedTuple

from .cards import CardData, card_key


class Event(NamedTuple):
    visible_to: str
    key: str
    args: tuple = ()

    def visible(self, side: str) -> bool:
        return self.visible_to == "all" or self.visible_to == side

    def text(self, data: CardData, lang: str = "pl", rules=None) -> str:
        return render(self, data, lang, rules)


SIDE_NAMES = {"pl": {"moloch": "Moloch", "outpost": "Posterunek", None: "nikt"},
              "en": {"moloch": "Moloch", "outpost": "Outpost", None: "nobody"}}

# key -> (Polish, English); {c0}, {c1} ... = card names of args, {n0} = raw arg, {p0} = an int arg
# + 1 (a position as players count it), {city0} = city name, {side0} = side name.
TEMPLATES: dict[str, tuple[str, str]] = {
    "start": ("Nowa gra (ziarno {n0}).", "New game (seed {n0})."),
    "mulligan": ("{side0} wymienia rękę początkową.", "{side0} redraws the opening hand."),
    "keep": ("{side0} zatrzymuje rękę.", "{side0} keeps the opening hand."),
    "battle": ("Bitwa {n0}: {city1}.", "Battle {n0}: {city1}."),
    "draw": ("{side0} dobiera {n1} kart(y).", "{side0} draws {n1} card(s)."),
    "draw_seen": ("Dobierasz: {cards0}.", "You draw: {cards0}."),
    "draw_seen_by": ("{side0} dobiera: {cards1}.", "{side0} draws: {cards1}."),
    "target": ("Cel bitwy: dzielnica {p1} ({district2}) w {city0}.",
               "Battle target: district {p1} ({district2}) in {city0}."),
    "pass": ("{side0} kończy fazę.", "{side0} ends the phase."),
    "phase": ("Faza: {phase0}.", "Phase: {phase0}."),
    "play": ("{side0} zagrywa {c1} do {city2}.", "{side0} plays {c1} to {city2}."),
    "play_module": ("Moloch podłącza {c0} do {c1}.", "Moloch fits {c0} to {c1}."),
    "instant": ("{side0} zagrywa {c1}.", "{side0} plays {c1}."),
    "ability": ("{side0} używa zdolności: {c1}.", "{side0} uses an ability: {c1}."),
    "feature": ("Posterunek używa cechy miasta {city0}.", "The Outpost uses the feature of {city0}."),
    "pay": ("{side0} odrzuca {c1} jako koszt.", "{side0} discards {c1} as a cost."),
    "bonus": ("{c0}: +1 za niestrzeżone miasto.", "{c0}: +1 for an unguarded city."),
    "move": ("{c0} przechodzi do {city1}.", "{c0} moves to {city1}."),
    "no_room": ("{c0} nie ma miejsca w {city1} i ginie.", "{c0} finds no room in {city1} and is lost."),
    "killed": ("{c0} ginie.", "{c0} is killed."),
    "removed": ("{c0} zostaje usunięty (brak stanowisk).", "{c0} is removed (no station left)."),
    "bloker": ("Bloker ginie zamiast {c0}.", "The Blocker dies in place of {c0}."),
    "to_hand": ("{c0} wraca na rękę.", "{c0} returns to hand."),
    "module_off": ("{c0} trafia na stos odrzuconych.", "{c0} goes to the discard pile."),
    "discard_top": ("Z talii Molocha odpada {c0}.", "{c0} is discarded from Moloch's deck."),
    "discard_hand": ("Moloch traci losową kartę z ręki: {c0}.", "Moloch loses a random card from hand: {c0}."),
    "token": ("{c0} dostaje żeton {n1}.", "{c0} gets a {n1} token."),
    "capture": ("Posterunek przejmuje {c0} dla {c1}.", "The Outpost captures {c0} for {c1}."),
    "net": ("{c0} zostaje zasieciowany.", "{c0} is netted."),
    "no_instants": ("Posterunek nie zagra kart natychmiastowych w tej fazie.",
                    "The Outpost may play no Instants this phase."),
    "sudden": ("W tej bitwie nie będzie fazy Modułów.", "This battle has no Module phase."),
    "emp_attack": ("Atak EMP: bitwa kończy się bez rozstrzygnięcia.",
                   "EMP Strike: the battle ends unresolved."),
    "spy": ("Ręka Molocha: {cards0}.", "Moloch's hand: {cards0}."),
    "spied": ("Posterunek ogląda rękę Molocha.", "The Outpost looks at Moloch's hand."),
    "strength": ("Siła: Moloch {n0}, Posterunek {n1}.", "Strength: Moloch {n0}, Outpost {n1}."),
    "winner": ("Bitwę wygrywa {side0}.", "{side0} wins the battle."),
    "tie": ("Remis: nikt nie wygrywa.", "A tie: nobody wins."),
    "tie_moloch": ("Remis, ale Szturmowiec daje zwycięstwo Molochowi.",
                   "A tie, but the Stormtrooper gives Moloch the win."),
    "district_down": ("Dzielnica {p1} ({district2}) w {city0} zniszczona.",
                      "District {p1} ({district2}) in {city0} is destroyed."),
    "bomb": ("Bomba w {city0}!", "A Bomb goes off in {city0}!"),
    "recover": ("Obrońca odzyskuje kartę na wierzch talii.", "The Defender puts a card back on top of the deck."),
    "reveal": ("Odkryte z talii Molocha: {cards0}.", "Revealed from Moloch's deck: {cards0}."),
    "reshuffle": ("Pozostała karta wraca do talii, talia potasowana.",
                  "The other card is shuffled back into the deck."),
    "convoy": ("Konwój: {c0} jedzie do {city1}.", "Convoy: {c0} rolls on to {city1}."),
    "city_down": ("{city0} zostaje zniszczone.", "{city0} is destroyed."),
    "extra_station": ("Posterunek ma dodatkowe stanowisko w {city0}.", "The Outpost gains a station in {city0}."),
    "extra_district": ("{city0} dostaje dodatkową dzielnicę.", "{city0} gains an extra district."),
    "game_over": ("Koniec gry: wygrywa {side0} ({reason1}).", "Game over: {side0} wins ({reason1})."),
    "nothing": ("Nic się nie dzieje.", "Nothing happens."),
}

PHASES = {
    "mulligan": ("wymiana ręki", "mulligan"), "draw": ("dociąg", "draw"),
    "target": ("wybór celu", "target choice"), "moloch_attack": ("atak Molocha", "Moloch attack"),
    "outpost_attack": ("atak Posterunku", "Outpost attack"),
    "moloch_modules": ("moduły Molocha", "Moloch modules"),
    "outpost_modules": ("moduły Posterunku", "Outpost modules"),
    "resolution": ("rozstrzygnięcie", "resolution"), "convoy": ("ruch konwoju", "convoy move"),
    "game_over": ("koniec gry", "game over"),
}
DISTRICTS = {"draw": ("dociąg", "draw a card"), "kill": ("zabicie jednostki", "kill a unit"),
             "move_to_new_york": ("przejście do Nowego Jorku", "move to New York"),
             "bomb": ("bomba", "bomb"), "plain": ("zwykła", "plain")}
# the 2nd edition calls the attack phases "Action" phases (2e l.195-196)
PHASES_2E = {"moloch_attack": ("akcja Molocha", "Moloch action"),
             "outpost_attack": ("akcja Posterunku", "Outpost action")}
REASONS = {"new_york_held": ("Nowy Jork upadł, a Moloch miał kartę w talii albo Robota w mieście",
                             "New York fell with a card in Moloch's deck or a Robot in it"),
           "new_york_cleared": ("Nowy Jork upadł przy pustej talii i bez Robota",
                                "New York fell with Moloch's deck empty and no Robot in it"),
           "convoy_spent": ("Moloch bez kart w talii i ręce, bez Robota w stojącym mieście",
                            "Moloch has no card in deck or hand and no Robot in a standing city")}


def _card_name(data: CardData, cid: str, lang: str) -> str:
    card = data.cards.get(card_key(cid))
    return card.name(lang) if card else str(cid)


def render(ev: Event, data: CardData, lang: str = "pl", rules=None) -> str:
    """The event as a sentence. ``rules`` (a Ruleset, e.g. ``state.rules``) gives the edition's city
    and phase names; without it, the 1st edition's."""
    cities = rules.cities if rules is not None else data.cities
    phases = {**PHASES, **PHASES_2E} if rules is not None and rules.name == "2e" else PHASES
    pl, en = TEMPLATES.get(ev.key, (ev.key, ev.key))
    tmpl = pl if lang == "pl" else en
    li = 0 if lang == "pl" else 1
    fields = {}
    for i, a in enumerate(ev.args):
        fields[f"n{i}"] = a
        if isinstance(a, int):
            fields[f"p{i}"] = a + 1         # a position as players count it (district 1 = first)
        if isinstance(a, str) and "-" in a:
            fields[f"c{i}"] = _card_name(data, a, lang)
        else:
            fields[f"c{i}"] = a
        if isinstance(a, int) and 0 <= a < len(cities):
            fields[f"city{i}"] = cities[a].name(lang)
        if isinstance(a, (tuple, list)):
            fields[f"cards{i}"] = ", ".join(_card_name(data, x, lang) for x in a) or "-"
        if (a is None or isinstance(a, str)) and a in SIDE_NAMES["pl"]:
            fields[f"side{i}"] = SIDE_NAMES[lang if lang in SIDE_NAMES else "en"][a]
        if isinstance(a, str) and a in phases:
            fields[f"phase{i}"] = phases[a][li]
        if isinstance(a, str) and a in DISTRICTS:
            fields[f"district{i}"] = DISTRICTS[a][li]
        if isinstance(a, str) and a in REASONS:
            fields[f"reason{i}"] = REASONS[a][li]
    try:
        return tmpl.format(**fields)
    except (KeyError, IndexError, ValueError):
        return f"{ev.key} {ev.args}"
