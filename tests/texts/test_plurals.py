"""Polish plural forms (issue 38): "1 kart", "3 kart" were wrong. Polish has three forms (gettext's
Plural-Forms for pl: 1; 2-4 except 12-14; else), English two; every count-bearing text takes the
form that fits its number, checked at 0, 1, 2, 5, 12, 22 and 112."""
from __future__ import annotations

import re

import pytest

import konwoj.ai.hint  # noqa: F401 - registers the hint's texts
import konwoj.scenes.games  # noqa: F401
import konwoj.scenes.rules  # noqa: F401
import konwoj.texts.prompts  # noqa: F401
import konwoj.texts.recap  # noqa: F401
import konwoj.texts.table_text  # noqa: F401
import konwoj.ui.stats_chart  # noqa: F401
from konwoj import i18n
from konwoj.i18n import ntr, plural_index, tr

COUNTS = (0, 1, 2, 5, 12, 22, 112)
# the Polish form each count takes: 0 one / 1 few / 2 many
PL_FORM = {0: 2, 1: 0, 2: 1, 5: 2, 12: 2, 22: 1, 112: 2}


def test_the_polish_rule_is_gettexts():
    assert "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20)" in i18n.PLURAL_FORMS["pl"]
    for n in COUNTS:
        assert plural_index(n, "pl") == PL_FORM[n], n
        assert plural_index(n, "en") == (0 if n == 1 else 1), n
    assert [plural_index(n, "pl") for n in (13, 14, 23, 24, 25, 101, 104)] == [2, 2, 1, 1, 2, 2, 1]


@pytest.mark.parametrize("n", COUNTS)
def test_cards_on_the_table_are_counted_in_good_polish_and_english(n):
    noun_pl = ("karta", "karty", "kart")[PL_FORM[n]]
    assert tr("table.cards_n", "pl", n=n) == f"{n} {noun_pl}"
    assert tr("table.cards_n", "en", n=n) == f"{n} {'card' if n == 1 else 'cards'}"
    tip = tr("table.hand_tip", "pl", n=n, side="Moloch")
    assert tip.endswith(f"{n} {noun_pl}")
    for key in ("table.deck_tip", "table.discard_tip", "table.goal.deck_tip"):
        assert f"{n} {noun_pl}" in tr(key, "pl", n=n, side="Moloch"), key
        en = tr(key, "en", n=n, side="Moloch")
        assert re.search(r"\b%d cards?\b" % n, en).group(0) == f"{n} card" + ("" if n == 1 else "s")
    cost_pl = ("kartę", "karty", "kart")[PL_FORM[n]]
    assert tr("prompts.cost.discard", "pl", n=n) == f"odrzuć {n} {cost_pl}"
    assert tr("rules.feature_cost", "pl", n=n) == f"koszt: odrzuć {n} {cost_pl}"
    assert f"odrzucasz {n} {cost_pl} z ręki" in tr("table.tip.feature", "pl", n=n, what="X")
    assert f"{n} {cost_pl}" in tr("table.prompt.feature_cost", "pl", n=n, what="X", city="Y")
    assert tr("log.draw", "pl", n=n, side="Moloch") == f"Moloch dobiera {n} {cost_pl}."
    assert tr("log.draw", "en", n=n, side="Moloch") == \
        f"Moloch draws {n} {'card' if n == 1 else 'cards'}."


@pytest.mark.parametrize("n", COUNTS)
def test_the_hint_counts_stations_and_cards(n):
    """"(1 free stations)" was said 18 times in 400 hints."""
    from konwoj.ai.hint import Hint
    from konwoj.rules import Action, new_game
    s = new_game(1)
    h = Hint(Action("pass"), "moloch", None, [("stations", {"n": n})])
    en = h.reason_text(s, "en")
    assert en.endswith(f"({n} free station)" if n == 1 else f"({n} free stations)"), en
    pl = h.reason_text(s, "pl")
    assert pl.endswith("(%d %s)" % (n, ("wolne stanowisko", "wolne stanowiska",
                                         "wolnych stanowisk")[PL_FORM[n]])), pl
    mills = Hint(Action("pass"), "outpost", None, [("mills", {"n": n})]).reason_text(s, "pl")
    assert mills == ("zestrzeliwuje kartę z talii Molocha" if n == 1 else
                     f"zestrzeliwuje {n} {('', 'karty', 'kart')[PL_FORM[n]]} z talii Molocha")
    draws = Hint(Action("pass"), "outpost", None, [("draws", {"n": n})]).reason_text(s, "en")
    assert draws == ("draws a card" if n == 1 else f"draws {n} cards")


@pytest.mark.parametrize("n", COUNTS)
def test_games_and_lists_count_in_good_polish(n):
    form = PL_FORM[n]
    assert tr("stats.games", "pl", n=n) == f"{n} {('gra', 'gry', 'gier')[form]}"
    assert tr("games.moves_n", "pl", n=n) == f"{n} {('ruch', 'ruchy', 'ruchów')[form]}"
    assert tr("games.battles_n", "pl", n=n) == f"{n} {('bitwa', 'bitwy', 'bitew')[form]}"
    assert tr("prompts.cost.pay", "pl", n=n, src="A", what="b").endswith(
        "(%s %d)." % (("została", "zostały", "zostało")[form], n))
    killed = ", ".join(["X"] * max(1, n % 4))
    assert tr("recap.killed", "pl", n=1, cards="X") == "Ginie: X."
    assert tr("recap.killed", "pl", n=2, cards=killed).startswith("Giną:")


def test_every_plural_entry_has_the_languages_forms_and_no_text_counts_by_hand():
    for key in i18n.plural_keys():
        for n in COUNTS:
            for lang in ("pl", "en"):
                text = ntr(key, n, lang, side="S", what="W", city="C", src="R", cards="X")
                assert text and "{" not in text, (key, n, lang, text)
    # a count written with a guessed ending ("kart(y)", "card(s)") or a bare "{n} kart" is gone
    for key in i18n.keys():
        pl, en = i18n.tr(key, "pl"), i18n.tr(key, "en")
        assert "kart(y)" not in pl and "card(s)" not in en, key
        assert "{n} kart" not in pl and "{n} cards" not in en, key
