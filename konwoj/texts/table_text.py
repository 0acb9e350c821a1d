"""Every string the table shows, in Polish and English (registered with ``konwoj.i18n``)."""
from __future__ import annotations

from konwoj.i18n import register, register_plural, tr
from konwoj.texts.edition_view import event_text  # noqa: F401 - the log in the edition's words

_STRINGS = {
    # the icons at the bottom of a card (tooltips)
    "icon.trigger.enters_city": ("Zdolność: działa za każdym razem, gdy karta wchodzi do "
                                 "niezniszczonego miasta (zagrana albo przesunięta).",
                                 "Ability: works every time the card enters a city still "
                                 "standing (played or moved there)."),
    "icon.trigger.constant": ("Zdolność: działa stale, póki karta jest w mieście.",
                              "Ability: always on while the card is in the city."),
    "icon.trigger.discard_card": ("Zdolność: użyj jej, odrzucając kartę z ręki.",
                                  "Ability: use it by discarding a card from your hand."),
    "icon.trigger.once_per_battle": ("Zdolność: kliknij kartę, by jej użyć; raz na bitwę.",
                                     "Ability: click the card to use it, once per battle."),
    "icon.trigger.on_moloch_win": ("Zdolność: działa, gdy bitwę wygrywa Moloch.",
                                   "Ability: works when Moloch wins the battle."),
    "icon.trigger.on_outpost_win": ("Zdolność: działa, gdy bitwę wygrywa Posterunek.",
                                    "Ability: works when the Outpost wins the battle."),
    "icon.trigger.on_tie": ("Zdolność: działa, gdy bitwa kończy się remisem.",
                            "Ability: works when the battle is a tie."),
    "icon.type.robot": ("{side} · Robot: zajmuje stanowisko w mieście.",
                        "{side} · Robot: takes a battle station in a city."),
    "icon.type.module": ("{side} · Moduł: podłącza się go do Robota.",
                         "{side} · Module: fitted onto a Robot."),
    "icon.type.instant": ("{side} · Karta natychmiastowa: działa raz i trafia na stos odrzuconych.",
                          "{side} · Instant: works once, then goes to the discard pile."),
    "icon.type.soldier": ("{side} · Żołnierz: zajmuje stanowisko w mieście.",
                          "{side} · Soldier: takes a battle station in a city."),
    "icon.type.building": ("{side} · Budynek: zajmuje stanowisko w mieście.",
                           "{side} · Building: takes a battle station in a city."),
    # sides and seats
    "you": ("Ty", "You"),
    "computer": ("Komputer", "Computer"),
    "player": ("Gracz", "Player"),
    "deck": ("Talia", "Deck"),
    "discard": ("Odrzucone", "Discard"),
    "hand": ("Ręka", "Hand"),
    # the two sides' goals, always on the table (Moloch's deck, New York)
    "goal.deck": ("Talia Molocha", "Moloch's deck"),
    "goal.deck2": ("pusta i NY bez Robotów = wygrywa Posterunek",
                   "empty + no Robot in NY = the Outpost wins"),
    # under Moloch's own deck: an empty deck alone loses nothing (a Robot in New York still wins)
    "goal.deck_label": ("Talia", "Deck"),
    "goal.new_york": ("cel Molocha", "Moloch's goal"),
    "goal.new_york_tip": ("Cel Molocha: Robot w Nowym Jorku po ostatniej bitwie (albo karta w talii) "
                          "daje mu zwycięstwo.", "Moloch's goal: a Robot in New York after the last "
                          "battle (or a card left in his deck) wins him the game."),
    "discard_title": ("Stos odrzuconych: {side} ({n})", "Discard pile: {side} ({n})"),
    "empty": ("pusto", "empty"),
    # panel
    "battle": ("Bitwa {n}", "Battle {n}"),
    "battle_at": ("Bitwa {n}: {city}", "Battle {n}: {city}"),
    "phases": ("Fazy bitwy", "Battle phases"),
    "log": ("Dziennik", "Game log"),
    "strength": ("Siła w bitwie", "Battle strength"),
    "stations": ("Stanowiska {used}/{limit}", "Stations {used}/{limit}"),
    "turn_you": ("Twój ruch: {side}", "Your move: {side}"),
    "turn_player": ("Decyduje: {side}", "{side} decides"),
    "turn_ai": ("Komputer ({side}) myśli…", "The computer ({side}) is thinking…"),
    "plate.your_move": ("Twój ruch", "Your move"),
    "plate.thinking": ("Myśli…", "Thinking…"),
    "plate.waits": ("Czeka na Ciebie", "Waiting for you"),
    "plate.moves": ("Wykonuje ruch", "Moving"),
    "turn_ai_waits": ("Komputer ({side}) czeka na Ciebie", "The computer ({side}) waits for you"),
    "turn_ai_moves": ("Komputer ({side}) wykonuje ruch", "The computer ({side}) is moving"),
    "plate.decides": ("Decyduje", "Deciding"),
    "turn_ai_moved": ("Ruch komputera ({side})", "Computer move ({side})"),
    "game_over": ("Koniec gry", "Game over"),
    "winner": ("Wygrywa: {side}", "Winner: {side}"),
    # buttons
    "btn.pass": ("Zakończ fazę", "End phase"),
    "btn.pass_key": ("Spacja", "Space"),
    "btn.confirm_pass": ("Na pewno zakończyć?", "Really end it?"),
    "btn.decline": ("Odmów", "Decline"),
    "btn.keep": ("Zatrzymaj rękę", "Keep hand"),
    "btn.mulligan": ("Wymień rękę", "Redraw hand"),
    "btn.draw": ("Dobierz kartę", "Draw a card"),
    "btn.undo": ("Cofnij", "Undo"),
    "btn.menu": ("Menu", "Menu"),
    "btn.continue": ("Dalej", "Continue"),
    "btn.cancel": ("Anuluj ({keyname})", "Cancel ({keyname})"),
    "btn.close": ("Zamknij", "Close"),
    "btn.ready": ("Jestem gotów", "I'm ready"),
    "btn.feature": ("Cecha miasta", "City feature"),
    # city boards
    "city.active": ("BITWA", "BATTLE"),
    "city.destroyed": ("ZNISZCZONE", "DESTROYED"),
    "city.future": ("przed konwojem", "ahead of the convoy"),
    "city.used": ("użyta", "used"),
    "city.districts": ("Dzielnice", "Districts"),
    "city.target": ("cel bitwy", "battle target"),
    "city.down": ("zniszczona", "destroyed"),
    "city.stations": ("Stanowiska: Moloch {m}, Posterunek {o}",
                            "Battle stations: Moloch {m}, Outpost {o}"),
    "city.victory": ("Zwycięstwa", "Victories"),
    "city.no_feature": ("Bez cechy miasta", "No city feature"),
    "victory.destroy_district": ("Moloch: niszczy jeszcze jedną dzielnicę",
                                 "Moloch: destroys one more district"),
    "victory.destroy_district_with_effect": ("Moloch: niszczy dzielnicę i wykonuje jej efekt",
                                             "Moloch: destroys a district and uses its effect"),
    "victory.discard_top_1": ("Posterunek: odrzuca wierzchnią kartę talii Molocha",
                              "Outpost: discards the top card of Moloch's deck"),
    "victory.discard_top_2": ("Posterunek: odrzuca 2 wierzchnie karty talii Molocha",
                              "Outpost: discards the top 2 cards of Moloch's deck"),
    "victory.reveal_two_discard_one": ("Posterunek: odkrywa 2 karty Molocha i jedną odrzuca",
                                       "Outpost: reveals 2 of Moloch's cards and discards one"),
    "victory.short.destroy_district": ("+1 dzielnica", "+1 district"),
    "victory.short.destroy_district_with_effect": ("+1 dzielnica, efekt", "+1 district, effect"),
    "victory.short.discard_top_1": ("odrzuć 1", "discard 1"),
    "victory.short.discard_top_2": ("odrzuć 2", "discard 2"),
    "victory.short.reveal_two_discard_one": ("odkryj 2, odrzuć 1", "reveal 2, discard 1"),
    "feature.destroy_robot": ("Cecha: zniszcz Robota w mieście (odrzuć {n})",
                              "Feature: destroy a Robot here (discard {n})"),
    "feature.extra_station": ("Cecha: dodatkowe stanowisko Posterunku (odrzuć {n})",
                              "Feature: an extra Outpost station (discard {n})"),
    "feature.extra_district": ("Cecha: dodatkowa dzielnica (odrzuć {n})",
                               "Feature: an extra district (discard {n})"),
    "feature.move_soldier_jersey_new_york": (
        "Cecha: przenieś Żołnierza między Jersey Crust a Nowym Jorkiem (odrzuć {n})",
        "Feature: move a Soldier between Jersey Crust and New York (discard {n})"),
    # tooltips: what a chip, a district or a feature does and what it costs, before any click
    "tip.feature_used": ("Cecha tego miasta została już użyta.",
                         "This city's feature has been used already."),
    "tip.feature_what.destroy_robot": ("Cecha miasta: zniszcz jednego Robota w tym mieście (także "
                                       "odpornego).", "City feature: destroy one Robot in this "
                                       "city (immune ones too)."),
    "tip.feature_what.extra_station": ("Cecha miasta: Posterunek ma tu o jedno stanowisko więcej.",
                                       "City feature: the Outpost gets one more battle station "
                                       "here."),
    "tip.feature_what.extra_district": ("Cecha miasta: miasto dostaje dodatkową dzielnicę, więc "
                                        "wytrzyma jedną bitwę dłużej.", "City feature: the city "
                                        "gains an extra district, so it holds out one battle "
                                        "longer."),
    "tip.feature_what.move_soldier_jersey_new_york": (
        "Cecha miasta: przenieś Żołnierza między Jersey Crust a Nowym Jorkiem.",
        "City feature: move a Soldier between Jersey Crust and New York."),
    "tip.victory": ("Gdy w tym mieście wygra bitwę {side}: {what}.",
                    "When {side} wins a battle in this city: {what}."),
    "tip.victory_what.destroy_district": ("niszczy jeszcze jedną dzielnicę (wybraną przez Molocha)",
                                          "one more district of Moloch's choice falls"),
    "tip.victory_what.destroy_district_with_effect": (
        "niszczy jeszcze jedną dzielnicę i wykonuje jej efekt",
        "one more district falls, and its effect works for Moloch"),
    "tip.victory_what.discard_top_1": ("wierzchnia karta talii Molocha idzie na stos odrzuconych",
                                       "the top card of Moloch's deck is discarded"),
    "tip.victory_what.discard_top_2": ("dwie wierzchnie karty talii Molocha idą na stos odrzuconych",
                                       "the top two cards of Moloch's deck are discarded"),
    "tip.victory_what.reveal_two_discard_one": (
        "odkrywa dwie wierzchnie karty Molocha, jedną odrzuca, drugą wtasowuje z powrotem",
        "the top two cards of Moloch's deck are shown; one is discarded, the other shuffled back"),
    "tip.victory_what.destroy_next": ("pada też następna niezniszczona dzielnica",
                                      "the next standing district falls too"),
    "tip.victory_what.destroy_next_and_kill_soldier": (
        "pada też następna niezniszczona dzielnica, a Moloch zabija Żołnierza",
        "the next standing district falls too, and Moloch kills a Soldier"),
    # tokens on the table (tooltips and the legend in Rules & cards)
    "tip.token.plus1": ("+1: siła jednostki większa o 1 (np. za wejście do przyszłego miasta, "
                        "w którym przeciwnik nie ma jeszcze żadnej karty).",
                        "+1: the unit is 1 stronger (for one, for entering a future city where "
                        "the other side has no card yet)."),
    "tip.token.plus2": ("+2: siła jednostki większa o 2.", "+2: the unit is 2 stronger."),
    "tip.token.minus2": ("-2: siła Robota mniejsza o 2 (nigdy poniżej 0).",
                            "-2: the Robot is 2 weaker (never below 0)."),
    "tip.token.shield": ("Tarcza: Robot i jego Moduł nie reagują na zdolności Żołnierzy i "
                            "Budynków.", "Shield: the Robot and its Module ignore Soldier and "
                            "Building abilities."),
    "tip.token.net": ("Sieć: jednostka nie ma siły ani zdolności do końca bitwy.",
                         "Net: the unit has no strength and no ability until the battle ends."),
    "tip.token.deactivated": ("Wyłączenie: zdolność karty nie działa.",
                                 "Shutdown: the card's ability does not work."),
    "tip.token.battle_target": ("Cel bitwy: dzielnica, o którą toczy się bitwa; pada po niej.",
                                   "Battle target: the district the battle is for; it falls "
                                   "after the battle."),
    "tip.token.destroyed_district": ("Zniszczona dzielnica.", "A destroyed district."),
    "tip.token.extra_district": ("Dodatkowa dzielnica (cecha Jersey Crust).",
                                    "An extra district (Jersey Crust's feature)."),
    "tip.token.used_feature": ("Cecha miasta już użyta (raz na grę).",
                                  "The city feature is used (once per game)."),
    "tip.district.draw": ("Dzielnica: zwycięzca bitwy o nią dobiera kartę.",
                          "District: the winner of the battle for it draws a card."),
    "tip.district.kill": ("Dzielnica: zwycięzca bitwy o nią zabija jedną jednostkę przeciwnika w "
                          "tym mieście.", "District: the winner of the battle for it kills one "
                          "enemy unit in this city."),
    "tip.district.move_to_new_york": ("Dzielnica: zwycięzca bitwy o nią przenosi jedną swoją "
                                      "jednostkę z tego miasta do Nowego Jorku.", "District: the "
                                      "winner of the battle for it moves one of its units from "
                                      "this city to New York."),
    "tip.district.bomb": ("Bomba: wybucha bez względu na wynik, nawet przy remisie, i gdy jej "
                          "dzielnica pada. Najpierw Moloch zabija jednego Żołnierza w tym "
                          "mieście, potem Posterunek jednego Robota.", "Bomb: goes off whoever "
                          "wins, even in a tie, and whenever its district falls. First Moloch "
                          "kills one Soldier in this city, then the Outpost kills one Robot."),
    # 2e l.374, l.422: it falls after the battle for it, or as the next district of a Moloch win
    "tip.district.plain": ("Dzielnica bez efektu (2. edycja): pada po bitwie o nią albo jako "
                           "kolejna dzielnica, gdy bitwę wygra Moloch.",
                           "A plain district (2nd edition): no effect; it falls after the battle "
                           "for it, or as the next district when Moloch wins a battle."),
    "tip.district.down": ("Zniszczona.", "Destroyed."),
    "tip.district.target": ("To cel tej bitwy: pada po niej bez względu na wynik.",
                            "This is the battle's target: it falls after the battle, whoever "
                            "wins."),
    "feature.short.destroy_robot": ("zniszcz Robota", "destroy a Robot"),
    "feature.short.extra_station": ("+1 stanowisko", "+1 station"),
    "feature.short.extra_district": ("+1 dzielnica", "+1 district"),
    "feature.short.move_soldier_jersey_new_york": ("Żołnierz: Jersey <-> NY", "Soldier: Jersey <-> NY"),
    "district.draw": ("dociąg karty", "draw a card"),
    "district.kill": ("zabicie jednostki", "kill a unit"),
    "district.move_to_new_york": ("przejście do Nowego Jorku", "move to New York"),
    "district.bomb": ("bomba", "bomb"),
    # phases (tracker)
    "phase.draw": ("I. Dociąg", "I. Draw"),
    "phase.target": ("II. Wybór celu", "II. Target"),
    "phase.moloch_attack": ("III. Atak Molocha", "III. Moloch attacks"),
    "phase.outpost_attack": ("IV. Atak Posterunku", "IV. Outpost attacks"),
    "phase.moloch_modules": ("V. Moduły Molocha", "V. Moloch modules"),
    "phase.outpost_modules": ("Va. Moduły Posterunku", "Va. Outpost modules"),
    "phase.resolution": ("VI. Rozstrzygnięcie", "VI. Resolution"),
    "phase.convoy": ("VIa. Ruch konwoju", "VIa. Convoy moves"),
    "phase.mulligan": ("Ręka początkowa", "Opening hand"),
    "phase.game_over": ("Koniec gry", "Game over"),
    # prompts for decisions
    "prompt.mulligan": ("Zatrzymać rękę początkową czy ją wymienić?",
                        "Keep your opening hand or redraw it?"),
    "prompt.target": ("Wybierz dzielnicę, o którą toczy się bitwa (podświetlone na planszy miasta).",
                      "Choose the district the battle is fought for (lit on the city board)."),
    "prompt.attack.moloch": ("Atak Molocha: przeciągnij Robota na stanowisko, zagraj kartę "
                             "natychmiastową albo użyj zdolności. Spacja kończy fazę.",
                             "Moloch attacks: drag a Robot onto a station, play an Instant or use "
                             "an ability. Space ends the phase."),
    "prompt.attack.outpost": ("Atak Posterunku: przeciągnij Żołnierza lub Budynek na stanowisko, "
                              "zagraj kartę natychmiastową, użyj zdolności lub cechy miasta. "
                              "Spacja kończy fazę.",
                              "Outpost attacks: drag a Soldier or Building onto a station, play an "
                              "Instant, use an ability or the city feature. Space ends the phase."),
    "prompt.modules": ("Moduły: przeciągnij Moduł na Robota w mieście bitwy. Spacja kończy fazę.",
                       "Modules: drag a Module onto a Robot in the battle city. Space ends the "
                       "phase."),
    "prompt.outpost_modules": ("Moduły Posterunku: możesz użyć przejętych Modułów. Spacja kończy "
                               "fazę.", "Outpost modules: you may use captured Modules. Space ends "
                               "the phase."),
    "prompt.overflow": ("Za mało stanowisk w mieście {city}: wybierz kartę, która odchodzi.",
                        "Too few stations in {city}: choose the card that goes."),
    "prompt.may_draw": ("Możesz dobrać kartę.", "You may draw a card."),
    "prompt.pick.kill_soldier": ("Wybierz Żołnierza, który ginie.", "Choose the Soldier to kill."),
    "prompt.pick.kill_robot": ("Wybierz Robota, który ginie.", "Choose the Robot to kill."),
    "prompt.pick.sub_robot": ("Talia Molocha jest pusta: wybierz Robota do odrzucenia.",
                              "Moloch's deck is empty: choose a Robot to discard instead."),
    "prompt.pick.remove_outpost_card": ("Wybierz kartę Posterunku do usunięcia.",
                                        "Choose the Outpost card to remove."),
    "prompt.pick.klaun_soldiers": ("Klaun: wybierz Żołnierza do zabicia.",
                                   "Clown: choose a Soldier to kill."),
    "prompt.pick.token": ("Połóż żeton {token} na podświetlonej karcie.",
                          "Put the {token} token on a lit card."),
    "prompt.pick.return_robot": ("Możesz cofnąć Robota na rękę Molocha.",
                                 "You may send a Robot back to Moloch's hand."),
    "prompt.pick.take_soldier": ("Możesz wziąć Żołnierza z tego miasta na rękę.",
                                 "You may take a Soldier from this city into your hand."),
    "prompt.pick.scout_move": ("Możesz przesunąć innego Żołnierza do sąsiedniego miasta.",
                               "You may move another Soldier to a neighbouring city."),
    "prompt.pick.mlody": ("Młody: wybierz Żołnierza, którego zdolność skopiować.",
                          "Rookie: choose the Soldier whose ability to copy."),
    "prompt.pick.narada": ("Narada wojenna: odrzuć jedną z dobranych kart.",
                           "War council: discard one of the cards you drew."),
    "prompt.pick.iron_gate": ("Iron Gate: wybierz kartę Molocha do odrzucenia; druga wraca do talii.",
                              "Iron Gate: choose Moloch's card to discard; the other is shuffled "
                              "back."),
    "prompt.pick.destroy_district": ("Zwycięstwo Molocha: wybierz kolejną dzielnicę do zniszczenia.",
                                     "Moloch's victory: choose another district to destroy."),
    "prompt.pick.move_ny": ("Możesz przenieść jednostkę do Nowego Jorku.",
                            "You may move a unit to New York."),
    "prompt.pick.convoy": ("Ruch konwoju: wybierz Robota, który jedzie dalej.",
                           "The convoy moves: choose a Robot that rolls on."),
    "prompt.pick.odwrot": ("Odwrót: przesuń Żołnierza do sąsiedniego miasta.",
                           "Retreat: move a Soldier to a neighbouring city."),
    "prompt.pick.rozpoznanie": ("Rozpoznanie: połóż żeton +1 na Żołnierzu.",
                                "Reconnaissance: put a +1 token on a Soldier."),
    "prompt.pick.other": ("Wybierz jedną z podświetlonych możliwości.", "Choose one of the lit options."),
    "prompt.step.target": ("Wybierz cel (podświetlony).", "Choose a target (lit)."),
    "prompt.step.city": ("Wybierz miasto (podświetlone).", "Choose a city (lit)."),
    "prompt.step.extra": ("Wybierz Żołnierza, który dostanie Moduł.",
                          "Choose the Soldier that gets the Module."),
    "prompt.step.card": ("Wybierz kartę (podświetloną).", "Choose a card (lit)."),
    "prompt.step.table": ("Kliknij stół (albo upuść tam kartę), by ją zagrać.",
                          "Click the table (or drop the card there) to play it."),
    "prompt.step.district": ("Wybierz dzielnicę (podświetloną).", "Choose a district (lit)."),
    "prompt.selected": ("Wybrano: {card}.", "Selected: {card}."),
    "prompt.wait_ai": ("Komputer wykonuje ruch. Kliknij, by przyspieszyć.",
                       "The computer is moving. Click to hurry it up."),
    "prompt.wait_other": ("Teraz decyduje {side}.", "{side} decides now."),
    "prompt.confirm_pass": ("Zakończyć fazę? Naciśnij jeszcze raz: {keyname}, albo {back}.",
                            "End the phase? Press {keyname} again, or {back}."),
    # reasons (illegal drops)
    "why.not_your_turn": ("Teraz nie twój ruch.", "It is not your move now."),
    "why.no_action": ("Tej karty nie można teraz zagrać.", "This card cannot be played now."),
    "why.modules_later": ("Moduły podłącza się w fazie modułów.",
                          "Modules are fitted in the Module phase."),
    "why.units_earlier": ("Jednostki zagrywa się w fazie ataku.",
                          "Units are played in the attack phase."),
    "why.no_instants": ("W tej fazie Posterunek nie może zagrywać kart natychmiastowych.",
                        "The Outpost may play no Instants this phase."),
    "why.city_destroyed": ("Miasto {city} jest zniszczone.", "{city} is destroyed."),
    "why.city_behind": ("Konwój minął już {city}.", "The convoy has left {city} behind."),
    "why.no_room": ("Brak wolnego stanowiska w mieście {city}.", "No free battle station in {city}."),
    "why.not_here": ("Tej karty nie można zagrać do miasta {city}.", "This card cannot go to {city}."),
    "why.bad_target": ("To nie jest dozwolony cel dla tej karty.", "That is not a legal target for "
                       "this card."),
    "why.lit_station": ("Upuść kartę na podświetlonym stanowisku ({side}) w mieście {city}.",
                        "Drop the card on a lit station ({side}) in {city}."),
    "why.drop_on_lit": ("Upuść kartę na podświetlonym miejscu.", "Drop the card on a lit place."),
    "why.no_room_any": ("Żadne miasto nie ma wolnego stanowiska.", "No city has a free station."),
    "why.no_robot": ("Moduł potrzebuje wolnego Robota w mieście bitwy.",
                     "A Module needs a Robot without a Module in the battle city."),
    "why.no_target": ("Ta karta nie ma teraz celu.", "This card has no target now."),
    "why.cant_undo": ("Nie można cofnąć: coś zostało odkryte albo faza się zmieniła.",
                      "Cannot undo: something was revealed or the phase changed."),
    "why.ability_unusable": ("Tej zdolności nie można teraz użyć.", "This ability cannot be used now."),
    "why.key_choose_first": ("{what}: fazy nie można teraz zakończyć, najpierw wybierz podświetlone.",
                             "{what}: the phase cannot end now, choose one of the lit options first."),
    "why.key_too_soon": ("{what}: za szybko, stół właśnie się zmienił. Spójrz i naciśnij jeszcze raz.",
                         "{what}: too soon, the table has just changed. Look, then press again."),
    # zoom / strength breakdown
    "zoom.strength": ("Siła teraz: {n}", "Strength now: {n}"),
    "zoom.printed": ("nadruk", "printed"),
    "zoom.token": ("żeton {t}", "{t} token"),
    "zoom.token_plain": ("żeton", "token"),
    "zoom.net": ("sieć (siła 0)", "net (strength 0)"),
    "zoom.immune": ("Odporny na zdolności Żołnierzy i Budynków", "Immune to Soldier and Building "
                    "abilities"),
    "zoom.inactive": ("Zdolność nie działa", "Ability switched off"),
    "zoom.netted": ("Zasieciowany do końca bitwy", "Netted until the battle ends"),
    "zoom.used": ("Zdolność użyta w tej bitwie", "Ability used this battle"),
    "zoom.module": ("Moduł: {name}", "Module: {name}"),
    "zoom.host": ("Podłączony do: {name}", "Fitted to: {name}"),
    "zoom.tokens": ("Żetony: {list}", "Tokens: {list}"),
    "zoom.in_hand": ("Na ręce", "In hand"),
    "token.+1": ("+1", "+1"), "token.+2": ("+2", "+2"), "token.-2": ("-2", "-2"),
    "token.shield": ("tarcza", "shield"), "token.deactivated": ("wyłączenie", "shutdown"),
    "token.net": ("sieć", "net"),
    # resolution overlay
    "res.title": ("Rozstrzygnięcie bitwy {n}: {city}", "Battle {n} resolved: {city}"),
    "res.total": ("Razem", "Total"),
    "res.none": ("brak kart", "no cards"),
    "res.wins": ("Bitwę wygrywa {side}!", "{side} wins the battle!"),
    "res.tie": ("Remis: nikt nie wygrywa.", "A tie: nobody wins."),
    "res.effects": ("Skutki", "Effects"),
    "res.skip": ("Kliknij lub {keyname}: dalej", "Click or {keyname}: continue"),
    "prompt.space_ends": ("Spacja kończy fazę.", "Space ends the phase."),
    "prompt.key_ends": ("{keyname} kończy fazę.", "{keyname} ends the phase."),
    # hand-off cover (used until the shell's hand-off scene exists)
    "handoff.title": ("Przekaż komputer", "Pass the computer"),
    "handoff.to": ("Teraz gra: {side}", "Now playing: {side}"),
    "handoff.hint": ("Druga osoba nie patrzy. Kliknij lub naciśnij Spację, gdy {side} siedzi przed "
                     "ekranem.", "The other player looks away. Click or press Space when {side} is "
                     "at the screen."),
    "handoff.resolution": ("Wybór w trakcie rozstrzygnięcia: ręce pozostają zakryte.",
                           "A choice during the resolution: hands stay hidden."),
    # game over (used until the shell's game-over scene exists)
    "over.title": ("Koniec gry: wygrywa {side}", "Game over: {side} wins"),
    "over.back": ("Wróć do menu", "Back to the menu"),
    "over.result": ("Wynik gry", "See the result"),
    "over.reason.new_york_held": ("Nowy Jork upadł, a Moloch miał kartę w talii albo Robota w "
                                  "mieście.", "New York fell with a card in Moloch's deck or a "
                                  "Robot in it."),
    "over.reason.new_york_cleared": ("Nowy Jork upadł przy pustej talii Molocha i bez Robota w "
                                     "mieście.", "New York fell with Moloch's deck empty and no "
                                     "Robot in it."),
    "over.reason.convoy_spent": ("Moloch nie miał kart w talii ani w ręce, ani Robota w żadnym "
                                 "stojącym mieście.", "Moloch had no card in his deck or hand and "
                                 "no Robot in any city still standing."),
    "undo.done": ("Cofnięto ostatni ruch.", "Your last move was taken back."),
    "ai.moved": ("Komputer: {text}", "Computer: {text}"),
}

PREFIX = "table."
register({PREFIX + k: v for k, v in _STRINGS.items()})

# the count-bearing texts: Polish one / few (2-4, 22-24 ...) / many, English one / other
_PLURAL = {
    "cards_n": {"pl": ("{n} karta", "{n} karty", "{n} kart"), "en": ("{n} card", "{n} cards")},
    "deck_tip": {"pl": ("Talia: {side}, {n} karta", "Talia: {side}, {n} karty",
                        "Talia: {side}, {n} kart"),
                 "en": ("{side}'s deck: {n} card", "{side}'s deck: {n} cards")},
    "goal.deck_tip": {
        "pl": tuple(f"Talia Molocha: {{n}} {w}. Pusta po ostatniej bitwie i Nowy Jork bez Robotów "
                    "= wygrywa Posterunek." for w in ("karta", "karty", "kart")),
        "en": tuple(f"Moloch's deck: {{n}} {w}. Empty after the last battle, with no Robot in "
                    "New York = the Outpost wins." for w in ("card", "cards"))},
    "discard_tip": {
        "pl": tuple(f"Stos odrzuconych: {{side}}, {{n}} {w} (kliknij, by przejrzeć)"
                    for w in ("karta", "karty", "kart")),
        "en": ("{side}'s discard pile: {n} card (click to look through)",
               "{side}'s discard pile: {n} cards (click to look through)")},
    "hand_tip": {"pl": ("Ręka: {side}, {n} karta", "Ręka: {side}, {n} karty",
                        "Ręka: {side}, {n} kart"),
                 "en": ("{side}'s hand: {n} card", "{side}'s hand: {n} cards")},
    "tip.feature": {
        "pl": tuple("{what} Posterunek może jej użyć raz na grę, w swojej fazie ataku, gdy bitwa "
                    f"toczy się w tym mieście. Koszt: odrzucasz {{n}} {w} z ręki."
                    for w in ("kartę", "karty", "kart")),
        "en": tuple("{what} The Outpost may use it once per game, in its attack phase, while the "
                    f"battle is in this city. Cost: you discard {{n}} {w} from your hand."
                    for w in ("card", "cards"))},
    "prompt.feature_cost": {
        "pl": tuple(f"Cecha miasta {{city}}: {{what}}. Koszt: odrzucisz {{n}} {w} z ręki."
                    for w in ("kartę", "karty", "kart")),
        "en": tuple(f"{{city}}'s feature: {{what}}. Cost: you will discard {{n}} {w} from your "
                    "hand." for w in ("card", "cards"))},
    "prompt.pay": {"pl": ("Koszt: odrzuć kartę z ręki (została {n}).",
                          "Koszt: odrzuć kartę z ręki (zostały {n}).",
                          "Koszt: odrzuć kartę z ręki (zostało {n})."),
                   "en": ("Cost: discard a card from your hand ({n} to go).",
                          "Cost: discard a card from your hand ({n} to go).")},
}
register_plural({PREFIX + k: v for k, v in _PLURAL.items()})


def t(key: str, lang: str, **kw) -> str:
    """The table's string ``key`` (registered as ``table.<key>``) in ``lang``."""
    return tr(PREFIX + key, lang, **kw)


def te(key: str, state, lang: str, **kw) -> str:
    """The table's string ``key`` in the words of the game's edition (``state`` may also be a
    ruleset name): its ``@2e``/``@1e`` variant where the editions word it differently."""
    from konwoj.texts.cards import edition_tr
    return edition_tr(PREFIX + key, state, lang, **kw)


def decision_text(s, lang: str) -> str:
    """What the seated player is asked to decide now (the state's open decision), in ``lang``."""
    frame = s.decision_frame
    kind = frame[0] if frame else None
    if getattr(s, "ruleset", "1e") == "2e" and kind in ("attack", "modules"):
        from konwoj.texts.edition_view import prompt_2e  # Action phases, Modules in future cities
        return prompt_2e(kind, frame, lang)
    if kind in ("pick", "pay"):       # with its source and cost: "Iron Gate: destroy Hunter — ..."
        try:
            from konwoj.texts.prompts import decision_text as sourced
            text = sourced(s, lang)
        except Exception:  # noqa: BLE001 - the plain prompt below is always there
            text = None
        if text:
            return text
    if kind == "mulligan":
        return t("prompt.mulligan", lang)
    if kind == "target":
        return t("prompt.target", lang)
    if kind == "attack":
        return t("prompt.attack." + frame[1], lang)
    if kind == "modules":
        return t("prompt.modules", lang)
    if kind == "outpost_modules":
        return t("prompt.outpost_modules", lang)
    if kind == "pay":
        return t("prompt.pay", lang, n=frame[2] if len(frame) > 2 else 1)
    if kind == "overflow":
        from konwoj.texts.edition_view import city_name
        city = city_name(s, frame[2], lang) if len(frame) > 2 else ""
        return t("prompt.overflow", lang, city=city)
    if kind == "may_draw":
        return t("prompt.may_draw", lang)
    if kind == "pick":
        purpose = frame[1]
        key = "prompt.pick." + purpose
        text = t(key, lang, token=frame[5] if len(frame) > 5 else "")
        if text == "table." + key:
            text = t("prompt.pick.other", lang)
        return text
    return t("prompt.pick.other", lang)
