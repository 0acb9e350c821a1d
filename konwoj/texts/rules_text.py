"""The texts of Rules & cards that depend on the edition: the overview, the phase ladder, the
topics that explain what the edition does its own way, and notes on the cards an edition reads
differently. Our own words throughout (never the books' text)."""
from __future__ import annotations

from konwoj.i18n import register

# the phase ladder of one battle as each book numbers it (the 2nd edition has no target phase,
# and the Outpost's captured Modules come at the end of Moloch's Module phase)
PHASES = {
    "1e": (("I", "draw"), ("II", "target"), ("III", "moloch_attack"), ("IV", "outpost_attack"),
           ("V", "moloch_modules"), ("V a", "outpost_modules"), ("VI", "resolution"),
           ("VI a", "convoy")),
    "2e": (("1", "draw"), ("2", "moloch_attack"), ("3", "outpost_attack"), ("4", "moloch_modules"),
           ("5", "resolution"), ("6", "convoy")),
}

# topics listed under "How a game goes", per edition
TOPICS = {
    "1e": ("target", "districts", "moloch_win", "features"),
    "2e": ("marker", "bombs", "moloch_win", "modules", "no_features", "port_cleveland",
           "cards"),
}

# cards whose reading differs in the 2nd edition: a note under the card's text
CARD_NOTES = {"2e": ("obronca", "patriota", "juggernaut", "pole_elektromagnetyczne")}

register({
    "rules.section.edition": ("Zasady tej edycji", "This edition's rules"),
    "rules.edition": ("Edycja", "Edition"),
    "rules.in_edition": ("W 2. edycji", "In the 2nd edition"),
    "rules.overview.2e": (
        "Konwój robotów Molocha jedzie przez pięć miast: {cities}. Każda bitwa toczy się o "
        "jedną dzielnicę aktywnego miasta: "
        "tę, na której leży znacznik Celu bitwy. Gdy padną wszystkie dzielnice, miasto jest "
        "zniszczone, a konwój jedzie dalej. "
        "Po ostatniej bitwie w Nowym Jorku Moloch wygrywa, jeśli ma choć jedną kartę w talii "
        "albo choć jednego Robota w Nowym Jorku; inaczej wygrywa Posterunek (karty na ręce "
        "Molocha się nie liczą). Posterunek wygrywa też wcześniej, gdy na początku bitwy Moloch"
        " nie ma kart w talii ani na ręce, ani Robota w niezniszczonym mieście.",
        "Moloch's robot convoy rolls through five cities: {cities}. Each battle is fought over "
        "one district of the active city: "
        "the one under the Battle Target marker. When every district is down the city is "
        "destroyed and the convoy moves on. "
        "After the last battle in New York, Moloch wins with at least one card in his deck or a"
        " Robot in New York; otherwise the Outpost wins (the cards in Moloch's hand do not "
        "count). The Outpost also wins early if, at the start of a battle, Moloch has no card "
        "in his deck or hand and no Robot in a city still standing."),
    # the 2nd edition's phase ladder (where it reads differently from the 1st)
    "rules.phase2.draw.text": ("Obie strony dobierają po 2 karty.", "Both sides draw 2 cards."),
    "rules.phase2.moloch_attack": ("Akcje Molocha", "Moloch's actions"),
    "rules.phase2.moloch_attack.text": (
        "Moloch wystawia roboty, gra karty natychmiastowe i używa zdolności, potem pasuje.",
        "Moloch deploys robots, plays instants and uses abilities, then passes."),
    "rules.and": (" i ", " and "),
    "rules.phase2.outpost_attack": ("Akcje Posterunku", "The Outpost's actions"),
    "rules.phase2.outpost_attack.text": (
        "Posterunek wystawia żołnierzy i budynki, gra karty natychmiastowe i używa zdolności.",
        "The Outpost deploys soldiers and buildings, plays instants and uses abilities."),
    "rules.phase2.moloch_modules": ("Moduły Molocha", "Moloch's modules"),
    "rules.phase2.moloch_modules.text": (
        "Moduły w mieście aktywnym lub przyszłym; na koniec Posterunek używa przejętych.",
        "Modules in the active or a future city; then the Outpost uses captured ones."),
    "rules.phase2.resolution": ("Rozstrzygnięcie", "Resolution"),
    "rules.phase2.resolution.text": (
        "Porównanie siły, efekt zwycięstwa miasta, potem pada dzielnica pod znacznikiem.",
        "Strength is compared, the city's victory effect acts, the marked district falls."),
    "rules.phase2.convoy": ("Ruch konwoju", "Convoy move"),
    "rules.phase2.convoy.text": (
        "Tylko gdy padło całe miasto: jeden robot jedzie do następnego.",
        "Only once the whole city has fallen: one robot rolls on to the next."),
    # topics, 2nd edition
    "rules.topic.marker": ("Znacznik Celu bitwy", "The Battle Target marker"),
    "rules.topic.marker.text": (
        "Moloch nie wybiera dzielnicy. Bitwa toczy się zawsze o dzielnicę, na której leży "
        "znacznik Celu bitwy. Na początku gry leży on na pierwszej z lewej dzielnicy Ziggy One "
        "(patrząc od strony Molocha).\n"
        "Po każdej bitwie znacznik przechodzi na najbliższą stojącą dzielnicę tego samego "
        "miasta, a gdy takiej już nie ma, na pierwszą stojącą dzielnicę następnego miasta. "
        "Dlatego nie ma fazy wyboru celu.",
        "Moloch does not choose a district. Every battle is fought over the district under the "
        "Battle Target marker. At the start it lies on Ziggy One's leftmost district (as Moloch "
        "sees the board).\n"
        "After each battle the marker moves to the nearest district of the same city that still "
        "stands, and when none is left, to the first standing district of the next city. That is "
        "why there is no target phase."),
    "rules.topic.bombs": ("Dzielnice z Bombą", "Bomb districts"),
    "rules.topic.bombs.text": (
        "Dzielnica jest zwykła albo z Bombą; innych efektów dzielnic nie ma.\n"
        "Bomba wybucha za każdym razem, gdy jej dzielnica pada: jako cel bitwy (także po "
        "remisie), jako dzielnica zniszczona zwycięstwem Molocha albo po Ataku EMP. Wtedy "
        "Moloch zabija jednego Żołnierza (nigdy Budynek) w aktywnym mieście, czyli mieście "
        "bitwy, także gdy Bomba leżała w następnym mieście (tak to rozstrzyga ta gra), a potem "
        "Posterunek zabija tam jednego Robota razem z jego Modułem. Strona bez jednostek w "
        "aktywnym mieście nic nie traci. W jednej bitwie mogą wybuchnąć dwie Bomby.",
        "A district is either plain or a Bomb district; no other district effects exist.\n"
        "A Bomb goes off whenever its district falls: as the battle's target (a tie included), "
        "as a district destroyed by Moloch's victory, or after an EMP Strike. Moloch then kills "
        "one Soldier (never a Building) in the active city, the battle's city, even when the Bomb "
        "lay in the next city (this game's ruling), and the Outpost kills one Robot there, its "
        "Module with it. A side with no unit in the active city loses nothing. Two Bombs can go "
        "off in one battle."),
    "rules.topic.moloch_win": ("Kto wygrywa bitwę i co pada", "Who wins a battle, what falls"),
    "rules.topic.moloch_win.text": (
        "Wygrywa strona z większą siłą w mieście bitwy. Zwycięzca najpierw używa swoich kart "
        "działających przy wygranej, potem efektu zwycięstwa miasta; na koniec dzielnica pod "
        "znacznikiem pada, czymkolwiek skończyła się bitwa.\n"
        "Zwycięstwo Molocha niszczy dwie dzielnice: tę pod znacznikiem i kolejną stojącą "
        "dzielnicę aktywnego miasta (bez wyboru). Gdy dzielnica pod znacznikiem była ostatnią, "
        "pada pierwsza z lewej dzielnica następnego miasta; w Nowym Jorku nic więcej.\n"
        "Zwycięstwo Posterunku odrzuca karty z talii Molocha. Przy remisie nikt nie używa "
        "efektów zwycięstwa, chyba że Moloch ma w bitwie działającego Szturmowca: wtedy remis "
        "jest jego wygraną (zasada remisu 2. edycji o Szturmowcu milczy; tak rozstrzyga ta gra). "
        "Gdy padnie całe miasto, Moloch przewozi jednego Robota dalej.",
        "The side with more strength in the battle city wins. The winner's cards that act on a "
        "win go first, then the city's victory effect; last, the district under the marker "
        "falls, whatever the result.\n"
        "A Moloch win destroys two districts: the one under the marker and the next standing "
        "district of the active city (no choice). If the marked district was the city's last, "
        "the next city's leftmost district falls instead; in New York nothing more.\n"
        "An Outpost win discards cards from Moloch's deck. On a tie nobody's victory effect "
        "acts, unless Moloch has a working Stormtrooper in the battle: then the tie is his win "
        "(the 2nd edition's tie rule is silent on him; this game's ruling). When the whole city "
        "has fallen, Moloch takes one Robot on to the next city."),
    "rules.topic.modules": ("Moduły w przyszłych miastach", "Modules in future cities"),
    "rules.topic.modules.text": (
        "Moloch może podłączyć Moduł do Robota w aktywnym mieście albo w dowolnym mieście "
        "przyszłym, nigdy w zniszczonym. Zdolności Modułów też działają w mieście aktywnym i w "
        "przyszłych: Moduł Kasparov przesuwa Żołnierza ze swojego miasta, Moduł Sieci "
        "unieruchamia Żołnierza swojego miasta do końca bitwy, a Moduł Skażenia od razu zabiera "
        "Posterunkowi stanowisko w swoim mieście. Tak samo działają Moduły przejęte przez "
        "Posterunek.",
        "Moloch may fit a Module onto a Robot in the active city or in any future city, never in "
        "a destroyed one. Module abilities work in the active and the future cities too: the "
        "Kasparov Module pushes a Soldier of its own city, the Network Module holds a Soldier of its "
        "own city until the battle ends, and the Contamination Module takes an Outpost station "
        "in its city at once. Modules the Outpost has captured work the same way."),
    "rules.topic.no_features": ("Bez cech miast", "No city features"),
    "rules.topic.no_features.text": (
        "Miasta nie mają cech, a dzielnice nie mają efektów poza Bombą. Posterunek nie ma więc "
        "akcji cechy miasta, a zwycięzca bitwy nie dobiera karty, nie zabija jednostki i nie "
        "przenosi jej do Nowego Jorku dzięki dzielnicy. Nie ma też dodatkowej dzielnicy ani "
        "dodatkowego stanowiska z cechy.",
        "Cities have no features, and districts have no effect other than the Bomb. So the "
        "Outpost has no city-feature action, and the winner of a battle never draws a card, "
        "kills a unit or sends one to New York through a district. Nor is there an extra "
        "district or an extra station from a feature."),
    "rules.topic.port_cleveland": ("Port Cleveland", "Port Cleveland"),
    "rules.topic.port_cleveland.text": (
        "Wygrana Molocha w Porcie Cleveland niszczy kolejną dzielnicę jak wszędzie, a oprócz "
        "tego Moloch zabija wybranego Żołnierza Posterunku w tym mieście. Musi to zrobić, jeśli "
        "jakiś Żołnierz tam stoi; Budynku ta śmierć nie dotyczy. Unieruchomiony Żołnierz też "
        "może zostać wybrany.",
        "A Moloch win in Port Cleveland destroys the next district as everywhere, and on top of "
        "that Moloch kills an Outpost Soldier of his choice in that city. He must, if a Soldier "
        "is there; a Building is never the one. A netted Soldier may be chosen too."),
    "rules.topic.cards": ("Obrońca i Patriota", "Defender and Patriot"),
    "rules.topic.cards.text": (
        "Obrońca: gdy Moloch wygra bitwę w jego mieście, wierzchnia karta stosu odrzuconych "
        "Molocha (ostatnio odrzucona, więc znana obu graczom) wraca na wierzch jego talii. Pusty "
        "stos: nic się nie dzieje.\n"
        "Patriota: jego zdolność dotyczy cech miast, a tych w 2. edycji nie ma. Jest zwykłym "
        "Żołnierzem bez zdolności, o tej samej sile (rozstrzygnięcie tej gry).",
        "Defender: when Moloch wins a battle in his city, the top card of Moloch's discard pile "
        "(the last one discarded, so both players know it) goes back on top of his deck. An "
        "empty pile: nothing happens.\n"
        "Patriot: his ability is about city features, which the 2nd edition does not have. He "
        "is a plain Soldier without an ability, of the same strength (this game's ruling)."),
    # topics, 1st edition
    "rules.topic.target": ("Wybór celu", "Choosing the target"),
    "rules.topic.target.text": (
        "Na początku każdej bitwy Moloch wskazuje dowolną stojącą dzielnicę aktywnego miasta. "
        "O nią toczy się bitwa i to ona pada po rozstrzygnięciu.",
        "At the start of every battle Moloch names any standing district of the active city. "
        "The battle is fought over it, and it is the one that falls after the resolution."),
    "rules.topic.districts": ("Efekty dzielnic", "District effects"),
    "rules.topic.districts.text": (
        "Większość dzielnic ma efekt, którego zwycięzca bitwy używa po efekcie zwycięstwa miasta: "
        "dociąg karty, zabicie wrogiej jednostki w mieście albo przeniesienie swojej jednostki "
        "do Nowego Jorku. Bomba działa bez względu na wynik: Moloch zabija Żołnierza, potem "
        "Posterunek Robota.",
        "Most districts have an effect the battle's winner uses after the city's victory effect: "
        "draw a card, kill an enemy unit in the city, or send one of their units to New York. "
        "A Bomb acts whatever the result: Moloch kills a Soldier, then the Outpost a Robot."),
    "rules.topic.moloch_win.1e": ("Zwycięstwo Molocha", "When Moloch wins"),
    "rules.topic.moloch_win.1e.text": (
        "Moloch niszczy jeszcze jedną, wybraną przez siebie dzielnicę aktywnego miasta (gdy to "
        "była ostatnia – dzielnicę następnego miasta). Z efektów takiej dzielnicy działa tylko "
        "Bomba; w Cleveland Harbour Moloch wykonuje efekt zniszczonej dzielnicy.",
        "Moloch destroys one more district of the active city, of his choice (if it was the "
        "last, a district of the next city). Of that district's effects only a Bomb acts; in "
        "Cleveland Harbour Moloch carries out the destroyed district's effect."),
    "rules.topic.features": ("Cechy miast", "City features"),
    "rules.topic.features.text": (
        # 1e l.444-446: once a game, and only while the battle is in that city
        "Każde miasto poza Ziggy One ma cechę, której Posterunek może użyć raz na grę w swojej "
        "fazie ataku, tylko gdy bitwa toczy się w tym mieście, odrzucając podaną liczbę kart z "
        "ręki. Patriota obniża ten koszt o jedną kartę.",
        "Every city but Ziggy One has a feature the Outpost may use once per game in its attack "
        "phase, only while the battle is in that city, by discarding the stated number of cards "
        "from hand. A Patriot makes it one card cheaper."),
    # card notes, 2nd edition
    "rules.note2e.obronca": (
        "Na wierzch talii wraca wierzchnia (ostatnio odrzucona) karta stosu, nie losowa.",
        "The top (last discarded) card of the pile goes back on the deck, not a random one."),
    "rules.note2e.patriota": (
        "Miasta nie mają cech: Patriota nie ma zdolności (rozstrzygnięcie tej gry).",
        "Cities have no features: the Patriot has no ability (this game's ruling)."),
    "rules.note2e.juggernaut": (
        "Dzielnice nie przenoszą jednostek do Nowego Jorku, więc nic nie rusza Juggernauta, dopóki "
        "działa jego zdolność; wyłączony (Działo EMP, żeton Dezaktywacji) może być przesuwany.",
        "No district sends a unit to New York, so nothing moves the Juggernaut while his ability "
        "works; switched off (EMP Cannon, a Deactivation token) he can be moved."),
    "rules.note2e.pole_elektromagnetyczne": (
        "Przeniesienia do Nowego Jorku efektem dzielnicy nie ma; reszta bez zmian.",
        "There is no move to New York by a district effect; the rest is unchanged."),
    # the 2nd edition's city facts
    "rules.district.plain": ("Zwykła dzielnica.", "A plain district."),
    "rules.district.bomb": (
        "Bomba: gdy ta dzielnica padnie, Moloch zabija Żołnierza, a Posterunek Robota.",
        "Bomb: when this district falls, Moloch kills a Soldier and the Outpost a Robot."),
    "rules.victory2e.moloch": (
        "Moloch niszczy kolejną stojącą dzielnicę (po ostatniej: pierwszą następnego miasta).",
        "Moloch destroys the next standing district (after the last: the next city's first)."),
    "rules.victory2e.moloch_kill": (
        "Moloch niszczy kolejną stojącą dzielnicę i zabija wybranego Żołnierza w tym mieście.",
        "Moloch destroys the next standing district and kills a Soldier of his choice here."),
    "rules.no_features_2e": ("brak (w 2. edycji miasta nie mają cech)",
                             "none (cities have no features in the 2nd edition)"),
    "rules.city_names_2e": ("Nazwa w 1. edycji: {name}", "Named in the 1st edition: {name}"),
})


def topic_title(topic: str, ruleset: str) -> str:
    """The i18n key of a topic's title (one topic name is shared by both editions)."""
    if topic == "moloch_win" and ruleset == "1e":
        return "rules.topic.moloch_win.1e"
    return f"rules.topic.{topic}"


def phase_keys(phase: str, ruleset: str) -> tuple[str, str]:
    """The i18n keys (name, one-line text) of a phase in that edition's ladder."""
    if ruleset == "2e" and phase != "draw":
        return f"rules.phase2.{phase}", f"rules.phase2.{phase}.text"
    return f"rules.phase.{phase}", f"rules.phase.{phase}.text"
