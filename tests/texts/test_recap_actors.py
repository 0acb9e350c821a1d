"""The recap credits the right side (issue 38): only Moloch chooses a target, in the 1st edition
(1e l.183); in the 2nd nobody does, the marker moves (2e l.190, l.424); the convoy is Moloch's
(1e l.640; 2e l.430). Checked on random games of both editions: every line's actor is the
event's real actor."""
from __future__ import annotations

import random
import re

import pytest

from konwoj.i18n import tr
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.rules.scenario import build_position
from konwoj.texts import edition_view, recap
from konwoj.texts.log_text import card_ref

LANGS = ("pl", "en")


def real_actor(ev, ruleset: str):
    """Who did it, by the books (None: nobody, it happens by itself)."""
    k, a = ev.key, ev.args
    if k in ("play", "instant", "ability"):
        return a[0]
    if k in ("convoy", "play_module"):
        return MOLOCH
    if k == "feature":
        return OUTPOST
    if k == "target":
        return MOLOCH if ruleset == "1e" else None
    return "?"


def _said(ev, s, lang):
    """The words the recap uses for ``ev`` (the card or what happened)."""
    k, a = ev.key, ev.args
    if k == "target":
        key = "recap.target" if edition_view.editions.of(s) == "1e" else "recap.marker"
        return tr(key, lang, n=a[1] + 1, city=edition_view.city_name(s, a[0], lang)).rstrip(".")
    if k == "convoy":
        return tr("recap.convoy", lang, card=card_ref(s.card(a[0]), lang),
                  city=edition_view.city_name(s, a[1], lang))
    if k in ("instant", "ability"):
        return s.card(a[1]).name(lang)
    if k == "play_module":
        return s.card(a[0]).name(lang)
    return None


def _actor_in_line(line: str, at: int, lang: str):
    """The side whose sentence holds position ``at`` of ``line`` (None: a sentence of its own)."""
    names = {tr("side." + x, lang): x for x in (MOLOCH, OUTPOST)}
    starts = [(m.start(1), names[m.group(1)]) for m in       # English: "The Outpost played ..."
              re.finditer(r"(?:^|\. )(?:The )?(" + "|".join(names) + r")\b", line)]
    starts = [x for x in starts if x[0] <= at]
    cut = line.rfind(". ", 0, at)
    sentence = cut + 2 if cut >= 0 else 0
    if not starts or starts[-1][0] < sentence - 2:
        return None
    return starts[-1][1]


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_recap_line_credits_the_real_actor(ruleset, lang):
    checked = 0
    for seed in range(6):
        s = new_game(seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not s.is_terminal():
            side = s.current_player
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            events = s.log[n:]
            line = recap.recap(events, s, side, lang)
            for ev in events:
                who = real_actor(ev, ruleset)
                said = _said(ev, s, lang)
                if who == "?" or said is None:
                    continue
                at = line.find(said)
                assert at >= 0, (ev, said, line)
                assert _actor_in_line(line, at, lang) == who, (ev, who, line)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("lang", LANGS)
def test_the_marker_moves_by_itself_in_the_second_edition(lang):
    s = new_game(1, ruleset="2e")
    rng = random.Random(1)
    seen = 0
    while not s.is_terminal() and seen < 3:
        side = s.current_player
        n = len(s.log)
        s.apply(rng.choice(s.legal_actions()))
        if any(e.key == "target" for e in s.log[n:]):
            line = recap.recap(s.log[n:], s, side, lang)
            assert ("Znacznik Celu bitwy" in line) if lang == "pl" else ("marker moves" in line)
            assert ("wybiera cel" not in line) if lang == "pl" else ("chose" not in line)
            seen += 1
    assert seen


@pytest.mark.parametrize("lang", LANGS)
def test_the_convoy_is_told_once_and_as_moloch_s(lang):
    """The convoy move logs a convoy and a move: the recap tells it once, as Moloch's, in a
    sentence that reads (not "Moloch the convoy took ...; moved ...")."""
    s = build_position(phase="outpost_attack", battle_city=0, seed=2, down={0: [0]}, target=1,
                       table={0: {"moloch": ["bloker"], "outpost": []}}, hands={"outpost": ["trep"]})
    n = len(s.log)
    while not any(e.key == "convoy" for e in s.log[n:]) and not s.is_terminal():
        acts = s.legal_actions()
        s.apply(next((a for a in acts if a.kind == "pass"), acts[0]))
    events = s.log[n:]
    assert any(e.key == "convoy" for e in events)
    line = recap.recap(events, s, OUTPOST, lang)
    name = s.card("bloker-1").name(lang)
    assert line.count(name) == 1, line
    assert "the convoy took" not in line and "Moloch the" not in line
    assert _actor_in_line(line, line.find(name), lang) == MOLOCH, line


@pytest.mark.parametrize("lang", ["pl"])
def test_polish_names_stand_in_the_nominative(lang):
    """"zagrywa Bydlak do Ziggy One" needs "Bydlaka": the sentence is written so the name
    needs no case (after a colon, "do miasta Ziggy One")."""
    from konwoj.rules import Action
    s = build_position(phase="moloch_attack", battle_city=0, target=0, seed=3,
                       hands={"outpost": ["bunkier"], "moloch": ["bydlak"]})
    n = len(s.log)
    s.apply(Action("play", "bydlak-1", None, 4))
    line = recap.recap(s.log[n:], s, MOLOCH, lang)
    assert "do miasta Nowy Jork: Bydlak" in line, line


def test_the_polish_log_leaves_no_name_undeclined():
    """The log's Polish sentences put a card's or a city's name where it needs no case: never
    "do Nowy Jork", "w Nowy Jork", "zagrywa Bydlak do"."""
    seen = 0
    for ruleset in ("1e", "2e"):
        for seed in range(4):
            s = new_game(seed, ruleset=ruleset)
            rng = random.Random(seed)
            while not s.is_terminal():
                n = len(s.log)
                s.apply(rng.choice(s.legal_actions()))
                for e in s.log[n:]:
                    text = edition_view.event_text(e, s, "pl")
                    for city in s.rules.cities:
                        name = city.name("pl")
                        assert f"do {name}" not in text and f" w {name}" not in text, text
                        assert f"{name} zostaje zniszczone" not in text or \
                            text.startswith("Miasto"), text
                    if e.key == "play":
                        assert text.index(":") < text.index(s.card(e.args[1]).name("pl")), text
                    seen += 1
    assert seen > 500


def test_the_polish_log_never_makes_a_verb_agree_with_a_card_name():
    """"Pająki ginie", "Działo EMP zostaje usunięty", "Grupa Uderzeniowa zostaje zasieciowany":
    a verb after a name must agree with its number and gender, which the log cannot know; so
    "karta" is the subject ("Ginie karta Pająki", "Karta Działo EMP zostaje usunięta")."""
    verbs = r" (ginie|giną|przechodzi|wraca|dostaje|zostaje|jedzie)\b"
    seen = 0
    for ruleset in ("1e", "2e"):
        for seed in range(4):
            s = new_game(seed, ruleset=ruleset)
            rng = random.Random(seed)
            names = [c.name("pl") for c in s.data.cards.values()]
            while not s.is_terminal():
                side = s.current_player
                n = len(s.log)
                s.apply(rng.choice(s.legal_actions()))
                texts = [edition_view.event_text(e, s, "pl") for e in s.log[n:]
                         if e.key != "bloker"]            # "Bloker ginie": the Blocker's own line
                texts.append(recap.recap(s.log[n:], s, side, "pl"))
                for text in texts:
                    for name in names:
                        hit = re.search(r"(?<!arta )(?<!\w)" + re.escape(name) + verbs, text)
                        assert not hit or "używa zdolności i" in text, text
                    seen += 1
    assert seen > 500
