"""Texts held to the books (issue 38), as the rules are: every card's text in both editions and
both languages, the words each edition uses, the rule summaries, with the book line each test
stands on (1e = ../shared/seeds/konwoj-instrukcja-1-edycja.txt, 2e = ...-2-edycja.txt)."""
from __future__ import annotations

import random
import re

import pytest

import konwoj.scenes.rules  # noqa: F401 - registers Rules & cards' strings
import konwoj.texts.table_text  # noqa: F401 - registers the table's strings
from konwoj.i18n import tr
from konwoj.play.lessons import available_lessons
from konwoj.rules import default_data, new_game
from konwoj.texts import card_text, edition_view, recap, rules_text, tips
from konwoj.texts.cards import edition_tr, texts_2e
from konwoj.texts.table_text import decision_text, te
from konwoj.texts.verdict import battle_verdict

LANGS = ("pl", "en")
EDITIONS = ("1e", "2e")
CARDS = sorted(default_data().cards)

# the words only one edition uses: 1e says "faza Ataku", "raz na bitwę", "żeton wyłączenia"
# (1e l.153-162, l.300, l.667); 2e "faza Akcji", "raz na turę", "żeton Dezaktywacji" (2e l.53,
# l.130-146, l.160, l.504)
ONLY_1E = [r"faz\w* ataku", r"raz na bitwę", r"raz podczas", r"wyłączeni[ae]", r"attack phase",
           r"once per battle", r"once a battle", r"shutdown"]
ONLY_2E = [r"dezaktywac", r"deactivation", r"raz na turę", r"faz\w* akcji", r"action phase",
           r"once a turn"]


def other_editions_words(text: str, ruleset: str) -> list[str]:
    words = ONLY_2E if ruleset == "1e" else ONLY_1E
    return [w for w in words if re.search(w, text, re.IGNORECASE)]


# ---------------------------------------------------------------------------- 1. one text per card
# cards whose 2nd-edition text differs, with the book line that makes it differ
CHANGED_2E = {
    "obronca": "2e l.452", "patriota": "2e l.26-65, l.227-231 (OQ2)", "szerszen": "2e l.160, l.293",
    "biegacz": "2e l.160, l.273", "zmasowany_atak": "2e l.195-196", "nagly_atak": "2e l.552",
    "haker": "2e l.53, l.504", "juggernaut": "2e l.582", "pole_elektromagnetyczne": "2e l.542-544",
    "szturmowiec": "2e l.434-436 (OQ1)", "pancernik": "2e l.594, l.462",
    # the 2e book says "two different Soldiers" (l.558); the 1e text says it is our ruling (R18)
    "rozpoznanie": "2e l.558",
}


@pytest.mark.parametrize("ruleset", EDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_text_in_its_editions_words(ruleset, lang):
    for key in CARDS:
        text = card_text(key, ruleset, lang)
        assert text, (key, ruleset, lang)
        assert text != card_text(key, ruleset, "en" if lang == "pl" else "pl"), (key, lang)
        assert not other_editions_words(text, ruleset), (key, ruleset, lang, text)


def test_the_second_edition_changes_exactly_the_cards_its_book_changes():
    assert set(texts_2e()) == set(CHANGED_2E)
    for key in CARDS:
        for lang in LANGS:
            same = card_text(key, "1e", lang) == card_text(key, "2e", lang)
            assert same == (key not in CHANGED_2E), (key, lang)


# (card, edition): {lang: (words that must be there, words that must not)} with the book's line
CLAIMS = {
    # 1e l.845: Obrońca returns a random card; 2e l.452: the top one
    ("obronca", "1e"): {"pl": (["losowa"], ["wierzchnia (ostatnio"]), "en": (["random"], ["top (last"])},
    ("obronca", "2e"): {"pl": (["wierzchnia"], ["losow"]), "en": (["top"], ["random"])},
    # 1e l.712: Patriota cheapens the city feature; 2e: no features (l.26-65, l.227-231), OQ2
    ("patriota", "1e"): {"pl": (["Cecha"], []), "en": (["feature"], [])},
    ("patriota", "2e"): {"pl": (["Brak zdolności", "rozstrzygnięcie"], []),
                         "en": (["No ability", "ruling"], [])},
    # 1e l.853, l.661: once a battle in the Attack phase; 2e l.160: once a turn, Action phase
    ("szerszen", "1e"): {"pl": (["Raz na bitwę", "Ataku"], []), "en": (["Once per battle"], [])},
    ("szerszen", "2e"): {"pl": (["Raz na turę", "Akcji"], []), "en": (["Once a turn", "Action"], [])},
    ("biegacz", "2e"): {"pl": (["Raz na turę", "Akcji"], []), "en": (["Once a turn", "Action"], [])},
    # 2e l.552: Nagły Atak skips the Module phase, after the Outpost's Action phase
    ("nagly_atak", "2e"): {"pl": (["fazy Modułów", "Akcji"], []), "en": (["Module phase", "Action"], [])},
    ("zmasowany_atak", "2e"): {"pl": (["Akcji"], []), "en": (["Action"], [])},
    # 1e l.667: "żeton wyłączenia"; 2e l.504: "żeton Dezaktywacji", not the Robot's Module
    ("haker", "1e"): {"pl": (["żeton wyłączenia", "możesz"], []), "en": (["shutdown", "may"], [])},
    ("haker", "2e"): {"pl": (["Dezaktywacji", "możesz", "Moduł takiego Robota działa"], []),
                      "en": (["Deactivation", "may", "Module still works"], [])},
    # 2e l.582: switched off, the Juggernaut can be moved; no district sends it to New York
    ("juggernaut", "2e"): {"pl": (["można go przesuwać"], ["Nowego Jorku"]),
                           "en": (["can be moved"], ["New York"])},
    ("pole_elektromagnetyczne", "2e"): {"pl": (["rozstrzygnięcie"], ["Nowego Jorku"]),
                                        "en": (["ruling"], ["New York"])},
    # OQ1: the 2e tie rule (l.434-436) is silent; our ruling keeps the card, and says so
    ("szturmowiec", "2e"): {"pl": (["Remis", "rozstrzyga"], []), "en": (["tied", "ruling"], [])},
    # second reading (issue 38). 1e l.679-685, 2e l.462: an empty deck's shot takes a Robot
    # "o ile nie jest odporny na działanie Żołnierzy"
    **{("komandos", ed): {"pl": (["nie odporny na Żołnierzy"], []), "en": (["not one immune"], [])}
       for ed in EDITIONS},
    # 1e l.804-805, l.831: no shelter from Instants, battle effects or Iron Gate's feature
    ("pancernik", "1e"): {"pl": (["cecha Iron Gate"], []), "en": (["Iron Gate's feature"], [])},
    # units are killed, not destroyed: "zabij" (1e l.769; 2e l.560), "zabijasz" (1e l.734),
    # "zabić" (1e l.827; 2e l.584)
    **{(k, ed): {"pl": (["abij"], ["niszcz"]), "en": (["ill"], ["estroy"])}
       for k in ("snajper", "scorn", "klaun") for ed in EDITIONS},
    # 1e l.788-790 says nothing of two different Soldiers; 2e l.558 does: in 1e our ruling R18
    ("rozpoznanie", "1e"): {"pl": (["różnych", "rozstrzyga"], []),
                            "en": (["different", "ruling"], [])},
    ("rozpoznanie", "2e"): {"pl": (["różnych"], ["rozstrzyga"]), "en": (["different"], ["ruling"])},
    # optional tokens: "możesz położyć" (1e l.667, l.691, l.709, l.802, l.814)
    **{(k, ed): {"pl": (["możesz"], []), "en": (["may"], [])}
       for k in ("bydlak", "hybryda", "haker", "mcpherson", "operator_ckm") for ed in EDITIONS},
}


@pytest.mark.parametrize("card,ruleset", sorted(CLAIMS))
@pytest.mark.parametrize("lang", LANGS)
def test_a_card_text_says_what_its_book_says(card, ruleset, lang):
    must, never = CLAIMS[(card, ruleset)][lang]
    text = card_text(card, ruleset, lang)
    for w in must:
        assert w in text, (card, ruleset, lang, w, text)
    for w in never:
        assert w not in text, (card, ruleset, lang, w, text)


# ---------------------------------------------------------------------------- 2. edition words
def _table_keys():
    from konwoj.i18n import keys
    return [k for k in keys() if k.startswith(("table.icon.", "table.tip.token.", "table.token.",
                                                "table.why.", "table.prompt."))
            and "@" not in k]


def _game_texts(ruleset: str, lang: str, seed: int) -> list[str]:
    """Every text a game of ``ruleset`` shows along random play: the cards, the tooltips and token
    names, the prompts, the log, the recap, Rules & cards' edition texts and the lessons."""
    out = [card_text(k, ruleset, lang) for k in CARDS]
    out += [te(k[len("table."):], ruleset, lang, side="X", n=2, what="X", city="X", token="X",
               list="X", t="X", name="X", card="X", used=1, limit=2, m=1, o=1,
               effect="X", keyname="X", back="X") for k in _table_keys()]
    out += [edition_tr(f"trigger.{t}", ruleset, lang) for t in
            ("enters_city", "constant", "discard_card", "once_per_battle", "on_moloch_win",
             "on_outpost_win", "on_tie")]
    for _, ph in rules_text.PHASES[ruleset]:
        out += [tr(k, lang) for k in rules_text.phase_keys(ph, ruleset)]
    for topic in rules_text.TOPICS[ruleset]:
        key = rules_text.topic_title(topic, ruleset)
        out += [tr(key, lang), tr(key + ".text", lang)]
    for key in rules_text.CARD_NOTES.get(ruleset, ()):
        out.append(tr(f"rules.note2e.{key}", lang))
    out += [st.say(lang) for ls in available_lessons() if ls.edition == ruleset for st in ls.steps]
    s = new_game(seed, ruleset=ruleset)
    rng = random.Random(seed)
    while not s.is_terminal():
        side = s.current_player
        out.append(decision_text(s, lang))
        out += [edition_view.phase_label(s, ph, lang) for ph in edition_view.phase_ladder(s)]
        for c in range(5):
            for i in range(len(s.districts[c])):
                out.append(tips.district_tip(s, c, i, lang))
        for c in range(5):
            out += [tips.victory_tip(s, c, x, lang) for x in ("moloch", "outpost")]
        n = len(s.log)
        before = s.clone()
        s.apply(rng.choice(s.legal_actions()))
        out += [edition_view.event_text(e, s, lang) for e in s.log[n:]]
        out.append(recap.recap(s.log[n:], s, side, lang))
        if any(e.key == "strength" for e in s.log[n:]):      # the resolution's summary
            out += battle_verdict(before, s, n, side, lang).lines()
    return [t for t in out if t]


@pytest.mark.parametrize("ruleset", EDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_a_game_of_one_edition_never_uses_the_other_editions_words(ruleset, lang):
    texts = _game_texts(ruleset, lang, seed=3)
    assert len(texts) > 500
    bad = [(t, other_editions_words(t, ruleset)) for t in texts if other_editions_words(t, ruleset)]
    assert not bad, bad[:5]


def test_the_token_that_switches_an_ability_off_is_named_as_each_book_names_it():
    # 1e l.667 "żeton wyłączenia"; 2e l.53 "żetony Dezaktywacji"
    assert te("token.deactivated", "1e", "pl") == "wyłączenie"
    assert te("token.deactivated", "2e", "pl") == "Dezaktywacja"
    assert te("tip.token.deactivated", "2e", "en").startswith("Deactivation")
    assert te("tip.token.deactivated", "1e", "en").startswith("Shutdown")


# ---------------------------------------------------------------------------- 3. rule summaries
@pytest.mark.parametrize("lang", LANGS)
def test_who_wins_deck_and_new_york_the_hand_does_not_count(lang):
    """1e l.59-62, l.648-657; 2e l.9-11, l.492-496: the Outpost wins with Moloch's deck empty and
    no Robot in New York; cards in hand do not count; early win with nothing left at all."""
    for text in (tr("rules.overview", lang), tr("rules.overview.2e", lang, cities="X")):
        if lang == "pl":
            assert "talii" in text and "w Nowym Jorku" in text and "na ręce" in text
            assert "bez kart i robotów" not in text
        else:
            assert "deck" in text and "in New York" in text and "hand do not count" in text
            assert "runs out of cards and robots" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_an_enters_city_ability_works_every_time(lang):
    """1e l.169-172; 2e l.152: every time the unit enters an undestroyed city."""
    tip = tr("table.icon.trigger.enters_city", lang)
    assert ("każdym razem" in tip) if lang == "pl" else ("every time" in tip)
    assert "raz," not in tip and "once" not in tip
    assert ("każdym" in tr("trigger.enters_city", lang)) if lang == "pl" else \
        ("each time" in tr("trigger.enters_city", lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_arrival_bonus_is_only_in_a_future_city(lang):
    """1e l.250-253, l.379-382, l.518; 2e l.255: +1 only in a future city."""
    word = "przysz" if lang == "pl" else "future"
    assert word in tr("table.tip.token.plus1", lang)
    token = "żeton +1" if lang == "pl" else "+1 token"
    said = [st.say(lang) for ls in available_lessons() for st in ls.steps
            if token in st.say(lang) and ("Komandos" in st.say(lang) or "Commando" in st.say(lang))]
    assert len(said) >= 2 and all(word in t for t in said), said


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_editions_convoy_moves_one_chosen_robot(lang):
    """1e l.640: Moloch moves one Robot of his choice to the next city."""
    text = tr("rules.phase.convoy.text", lang)
    assert ("jednego wybranego Robota" in text) if lang == "pl" else ("one Robot of his choice" in text)
    assert "roboty jadą" not in text and "robots roll on" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_editions_bomb_kills_in_the_active_city(lang):
    """2e l.408, l.412 (ruling OQ3): the kills happen in the active city."""
    word = "aktywnym" if lang == "pl" else "active city"
    assert word in tr("rules.topic.bombs.text", lang)
    assert word in te("tip.district.bomb", "2e", lang)
    ed2 = next(ls for ls in available_lessons() if ls.edition == "2e")
    bomb = [st.say(lang) for st in ed2.steps if "Bomb" in st.say(lang)]
    assert bomb and word in bomb[0]
    assert "that district's city" not in tr("rules.topic.bombs.text", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_most_districts_have_an_effect(lang):
    """1e l.185: "Większość dzielnic ma specjalny efekt"."""
    text = tr("rules.topic.districts.text", lang)
    assert text.startswith("Większość dzielnic" if lang == "pl" else "Most districts")
    for ls in available_lessons():
        for st in ls.steps:
            assert "Każda dzielnica ma" not in st.say("pl") and "Each district has" not in \
                st.say("en"), (ls.id, st.say(lang))
    # the New game screen's line on the 1st edition (second reading)
    about = tr("edition.about.1e", lang)
    assert ("większość dzielnic" in about) if lang == "pl" else ("most districts" in about), about


@pytest.mark.parametrize("lang", LANGS)
def test_the_endgame_lesson_tells_where_an_empty_deck_shot_lands(lang):
    """1e l.609-615, l.679-689; 2e l.460-464: after a battle won, a Robot of the battle city;
    from the Commando, one of the city he entered, not one immune to Soldiers."""
    end = next(ls for ls in available_lessons() if "endgame" in ls.source)
    said = next(st.say(lang) for st in end.steps if ("empty" in st.say("en")
                                                     and "shot" in st.say("en")))
    if lang == "pl":
        assert "Komandosa" in said and "wszedł" in said and "odporny" in said
        assert "każdy strzał" not in said
    else:
        assert "Commando" in said and "entered" in said and "immune" in said
        assert "every shot" not in said


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_edition_lesson_describes_the_shipped_board(lang):
    """The 2e lesson's marker stands on Iron Gate's third district after the battle; with the
    shipped data Iron Gate has four, so it is not "the last" one."""
    ed2 = next(ls for ls in available_lessons() if ls.edition == "2e")
    iron_gate = ed2.data.cities_2e[1] if ed2.data is not None else default_data().cities_2e[1]
    assert len(iron_gate.districts) > 3
    for st in ed2.steps:
        assert "ostatnią dzielnicę" not in st.say("pl") and "last district" not in st.say("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_text_that_follows_a_ruling_says_so(lang):
    """docs/rulings.md s.10: the Szturmowiec tie (2e-OQ1), Patriota (OQ2), the Pole (OQ8), the
    2e Bomb in the next city (OQ3): where a text says more than the 2e book, it says it is our
    ruling."""
    word = "rozstrzyg" if lang == "pl" else "ruling"
    for key in ("szturmowiec", "patriota", "pole_elektromagnetyczne"):
        assert word in card_text(key, "2e", lang), key
        assert texts_2e()[key].get("ruling"), key
    assert word in tr("rules.topic.moloch_win.text", lang)       # the 2e tie and Szturmowiec
    assert word in tr("rules.topic.bombs.text", lang)
    assert word in tr("rules.topic.cards.text", lang).split("\n")[1]     # Patriota (OQ2)
    assert word in tr("rules.note2e.patriota", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_plain_district_also_falls_to_a_moloch_win(lang):
    """2e l.374: Moloch's win destroys the next district too; a plain district does not fall
    only "when the battle is fought for it"."""
    text = tr("table.tip.district.plain", lang)
    assert ("Moloch" in text) and ("kolejna" in text if lang == "pl" else "next district" in text)


@pytest.mark.parametrize("ruleset", EDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_enters_city_card_says_every_time(ruleset, lang):
    """1e l.169-172 ("za każdym razem"), 2e l.152: the ability works on every entry."""
    cards = [k for k, c in default_data().cards.items() if c.trigger == "enters_city"]
    assert len(cards) >= 10
    for key in cards:
        text = card_text(key, ruleset, lang)
        assert text.startswith("Przy każdym wejściu" if lang == "pl" else "Each time"), (key, text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_szturmowiec_tie_in_the_second_edition_is_called_our_ruling(lang):
    """2e l.434-436: a tie gives nobody a victory; Szturmowiec winning it is our ruling (OQ1), and
    the resolution's headline and the log say so; in the 1st edition the book says it (1e
    l.572-575), so no ruling is named."""
    from itertools import combinations

    from konwoj.rules.scenario import build_position
    from konwoj.texts.verdict import battle_verdict
    data = default_data()
    want = data.cards["szturmowiec"].strength
    soldiers = [k for k in ("trep", "zwiadowca", "komandos", "biegacz", "scorn", "mlody")
                if data.cards[k].trigger != "enters_city" or k == "trep"]
    team = next(list(c) for r in (1, 2, 3) for c in combinations(soldiers, r)
                if sum(data.cards[k].strength for k in c) == want)
    word = "rozstrzyg" if lang == "pl" else "ruling"
    for ruleset in EDITIONS:
        kw = {} if ruleset == "2e" else {"target": 0}
        s = build_position(ruleset=ruleset, phase="outpost_attack", battle_city=0, seed=5,
                           table={0: {"moloch": ["szturmowiec"], "outpost": team}},
                           hands={"outpost": ["bunkier"], "moloch": ["lowca"]}, **kw)
        while True:
            acts = s.legal_actions()
            before, n = s.clone(), len(s.log)
            s.apply(next((a for a in acts if a.kind == "pass"), acts[0]))
            if any(e.key == "strength" for e in s.log[n:]):
                break
        assert any(e.key == "tie_moloch" for e in s.log[n:]), [e.key for e in s.log[n:]]
        v = battle_verdict(before, s, n, "outpost", lang)
        logged = [edition_view.event_text(e, s, lang) for e in s.log[n:] if e.key == "tie_moloch"]
        assert (word in v.headline) == (ruleset == "2e"), v.headline
        assert (word in logged[0]) == (ruleset == "2e"), logged


# ---------------------------------------------------------------------------- second reading
@pytest.mark.parametrize("lang", LANGS)
def test_the_extra_station_lasts_until_the_city_falls(lang):
    """1e l.458-462: Cleveland Harbour's extra station "jest dostępne aż do zniszczenia miasta",
    not for the rest of the game."""
    text = tr("feature.extra_station", lang)
    assert ("zniszczenia miasta" in text) if lang == "pl" else ("until the city is destroyed" in text)
    assert "do końca gry" not in text and "rest of the game" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_city_feature_is_used_only_while_the_battle_is_there(lang):
    """1e l.444-446: once a game "i tylko jeśli w tym mieście właśnie toczy się bitwa"."""
    text = tr("rules.topic.features.text", lang)
    assert ("gdy bitwa toczy się w tym mieście" in text) if lang == "pl" else \
        ("while the battle is in that city" in text), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_outposts_attack_phase_summary_names_its_abilities(lang):
    """1e l.354-357, l.428: the Outpost's attack phase has the same actions as Moloch's, abilities
    among them (Biegacz, Nestugov)."""
    text = tr("rules.phase.outpost_attack.text", lang)
    assert ("zdolności" in text) if lang == "pl" else ("abilities" in text), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_zoom_says_once_a_turn_in_the_second_edition(lang):
    """2e l.160: "Raz na turę"; 1e l.661, l.853: "raz podczas każdej bitwy". The zoom of a card
    whose ability was used says which, as the table builds it (overlays.zoom_lines)."""
    from konwoj.rules.scenario import build_position
    from konwoj.ui.table.overlays import zoom_lines
    for ruleset, want, never in (("1e", ("bitwie", "battle"), ("turze", "turn")),
                                 ("2e", ("turze", "turn"), ("bitwie", "battle"))):
        kw = {"target": 0} if ruleset == "1e" else {}
        s = build_position(ruleset=ruleset, phase="moloch_attack", battle_city=1, seed=3,
                           table={1: {"moloch": ["szerszen"], "outpost": []}},
                           hands={"outpost": ["bunkier"], "moloch": ["lowca"]}, **kw)
        use = next(a for a in s.legal_actions() if a.kind == "ability")
        s.apply(use)
        cid = next(c for c in s.once_used)
        used = [t for t, _ in zoom_lines(s, cid, lang) if "użyta" in t or "used" in t]
        i = 0 if lang == "pl" else 1
        assert used and want[i] in used[0] and never[i] not in used[0], (ruleset, used)


def _lesson_says(lesson_id: str, lang: str) -> list[str]:
    ls = next(x for x in available_lessons() if x.id == lesson_id)
    return [st.say(lang) for st in ls.steps if st.kind != "opponent"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_cities_lesson_gives_the_bonus_and_new_yorks_feature_as_the_book_does(lang):
    """1e l.250-253 (and 2e l.259): the +1 needs a future city where the other side has no card
    at all, a Building included ("ani Żołnierzy, ani Budynków"), played or moved there; 1e l.470:
    New York's feature moves a Soldier from Jersey Crust to New York "lub odwrotnie"."""
    says = _lesson_says("cities", lang)
    bonus = next(t for t in says if "+1" in t and ("Komandos" in t or "Commando" in t))
    assert ("żadnej karty" in bonus and "Budynk" in bonus) if lang == "pl" else \
        ("no card" in bonus and "Building" in bonus), bonus
    assert "nikogo" not in bonus and "nobody" not in bonus
    ahead = next(t for t in says if "Jersey Crust" in t and ("Nowy Jork" in t or "New York" in t)
                 and ("2" in t))
    assert ("w obie strony" in ahead) if lang == "pl" else ("either way" in ahead), ahead


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_edition_lesson_kills_units_and_discards_the_module(lang):
    """2e l.408-410: the Bomb kills ("zabija") a unit, and a Robot's Module goes to the discard
    pile with it ("obie karty są odrzucane")."""
    text = next(t for t in _lesson_says("edition2", lang) if "Gaussa;" in t or "Cannon;" in t)
    assert ("zabijając" in text and "odrzuconych" in text) if lang == "pl" else \
        ("killing" in text and "discard pile" in text), text
    assert "niszcząc Działo" not in text and "destroying the" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_cleveland_harbour_names_the_district_whose_effect_resolves(lang):
    """1e l.589-595: Moloch's win in Cleveland Harbour destroys a district of his choice and he
    carries out its effect; the prompt names that district, not the battle's own (which still
    waits). Found along seeded random games."""
    from konwoj.texts.prompts import decision_text, district_name
    seen = 0
    for seed in range(4):
        s = new_game(seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            f = s.decision_frame
            if f and f[0] == "pick" and f[1] == "move_ny" and \
                    any(x and x[0] == "district_effect" for x in s.stack[:-1]):
                down = next(e for e in reversed(s.log) if e.key == "district_down")
                text = decision_text(s, lang)
                assert district_name(down.args[2], lang) in text, text
                assert edition_view.city_name(s, down.args[0], lang) in text, text
                seen += 1
            s.apply(rng.choice(s.legal_actions()))
    assert seen >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_bomb_in_the_next_city_is_not_said_to_go_off_in_the_battle_city(lang):
    """2e l.408 and our ruling R29: a Bomb district that a Moloch win destroys in the next city
    kills in the active city. The log named the active city as where the Bomb went off ("A Bomb
    goes off in Port Cleveland!" right after "District 1 (bomb) in Jersey Ruins is destroyed");
    it says where its kills are instead."""
    seen = 0
    for seed in range(12):
        s = new_game(seed, ruleset="2e")
        rng = random.Random(seed)
        while not s.is_terminal():
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            evs = s.log[n:]
            for i, e in enumerate(evs):
                if e.key != "bomb" or i == 0 or evs[i - 1].key != "district_down":
                    continue
                text = edition_view.event_text(e, s, lang)
                city = edition_view.city_name(s, e.args[0], lang)
                assert city in text, text
                assert ("zabicia w mieście" in text) if lang == "pl" else ("kills are in" in text)
                if evs[i - 1].args[0] != e.args[0]:        # the Bomb lay in the next city
                    assert edition_view.city_name(s, evs[i - 1].args[0], lang) in text
                    assert ("rozstrzygnięcie" in text) if lang == "pl" else ("ruling" in text)
                    seen += 1
    assert seen


@pytest.mark.parametrize("ruleset", EDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_massed_attacks_log_line_speaks_of_the_outposts_next_phase(ruleset, lang):
    """1e l.935-936: "w najbliższej fazie Ataku Posterunku" (2e: its Action phase, l.195-196).
    The card is played in Moloch's phase, so "this phase" (the old line) named the wrong one."""
    from konwoj.rules import Action
    from konwoj.rules.scenario import build_position
    kw = {"target": 0} if ruleset == "1e" else {}
    s = build_position(ruleset=ruleset, phase="moloch_attack", battle_city=0, seed=3,
                       hands={"outpost": ["bunkier"], "moloch": ["zmasowany_atak"]}, **kw)
    n = len(s.log)
    s.apply(Action("instant", "zmasowany_atak-1"))
    line = [edition_view.event_text(e, s, lang) for e in s.log[n:] if e.key == "no_instants"][0]
    phase = {("1e", "pl"): "fazie Ataku", ("2e", "pl"): "fazie Akcji",
             ("1e", "en"): "attack phase", ("2e", "en"): "Action phase"}[(ruleset, lang)]
    assert ("najbliższej" in line if lang == "pl" else "next" in line) and phase in line, line
