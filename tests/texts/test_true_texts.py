"""Texts that say what is true (issue 20): the deck's goal, why a game ended, the 2nd edition's
names, whose draw a replay shows, the battle summary's effects and the phase ladder's numbers."""
from __future__ import annotations

import pytest

import konwoj.texts.table_text  # noqa: F401 - registers the table's strings
from konwoj.i18n import tr
from konwoj.rules import new_game
from konwoj.rules.scenario import build_position
from konwoj.texts import edition_view, prompts
from konwoj.texts.verdict import battle_verdict, state_at_resolution

LANGS = ("pl", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_deck_is_never_called_a_loss_by_itself(lang):
    label = tr("table.goal.deck_label", lang)
    assert "0" not in label and "lose" not in label and "porażka" not in label
    goal = tr("table.goal.deck2", lang)
    assert "NY" in goal                       # an empty deck wins only with New York clear
    tip = tr("table.goal.deck_tip", lang, n=3)
    assert "New York" in tip or "Nowy Jork" in tip


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_over_reasons_say_what_the_rules_check(lang):
    spent = tr("table.over.reason.convoy_spent", lang)
    assert ("hand" in spent and "standing" in spent) if lang == "en" else \
        ("ręce" in spent and "stojącym" in spent)
    cleared = tr("table.over.reason.new_york_cleared", lang)
    assert ("New York" in cleared) if lang == "en" else ("Nowy Jork" in cleared)
    assert "rolls on" not in tr("verdict.city_down_last", lang, city="X")


def _resolve(s):
    """Pass to the resolution; returns (state before the resolving action, the action, log start)."""
    while True:
        acts = s.legal_actions()
        a = next((x for x in acts if x.kind == "pass"), acts[0])
        old, n = s.clone(), len(s.log)
        s.apply(a)
        if any(e.key == "strength" for e in s.log[n:]):
            return old, a, n


@pytest.mark.parametrize("lang", LANGS)
def test_a_bomb_prompt_in_the_second_edition_names_the_second_editions_city(lang):
    s = build_position(ruleset="2e", phase="outpost_attack", battle_city=3, seed=2,
                       table={3: {"moloch": ["stalowy_ogar"], "outpost": ["trep", "biegacz"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["lowca"]})
    assert s.districts[3][s.target] == "bomb"
    _resolve(s)
    assert s.decision_frame[0] == "pick"
    text = prompts.decision_text(s, lang)
    assert "Jersey Crust" not in text and s.rules.cities[3].name(lang) in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_replay_says_whose_draw_it_shows(lang):
    s = new_game(seed=1)
    draws = [e for e in s.log if e.key == "draw_seen"]
    assert {e.visible_to for e in draws} == {"moloch", "outpost"}
    for e in draws:
        text = edition_view.event_text(e, s, lang, edition_view.OBSERVER)
        assert tr("side." + e.visible_to, lang) in text
        assert "You draw" not in text and "Dobierasz" not in text


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_battle_summary_lists_every_effect_the_bomb_kills_included(ruleset, lang):
    kw = {"target": 1} if ruleset == "1e" else {"down": {1: [0]}}
    s = build_position(ruleset=ruleset, phase="outpost_attack", battle_city=1, seed=3,
                       table={1: {"moloch": ["stalowy_ogar", "dzialo_gaussa"],
                                  "outpost": ["operator_ckm", "trep", "kpt_johnson"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["pajaki"]}, **kw)
    old, a, n = _resolve(s)
    while not s.is_terminal() and s.phase == "resolution":
        s.apply(s.legal_actions()[0])
    v = battle_verdict(state_at_resolution(old, a) or old, s, n, "outpost", lang)
    text = "\n".join(v.lines())
    killed = [e.args[0] for e in s.log[n:] if e.key == "killed"]
    assert len(killed) == 2                                  # the Bomb: a Soldier and a Robot
    for cid in killed:
        assert s.card(cid).name(lang) in text
    assert text.count(tr("verdict.src.bomb", lang) + ":") >= 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_convoy_is_named_once_in_a_summary_line(lang):
    s = build_position(phase="outpost_attack", battle_city=0, target=1, seed=5, down={0: [0]},
                       table={0: {"moloch": ["stalowy_ogar", "pajaki"], "outpost": []}},
                       hands={"outpost": ["bunkier"], "moloch": ["lowca"]})
    old, a, n = _resolve(s)
    while not s.is_terminal() and s.battle == old.battle:
        s.apply(s.legal_actions()[0])
    v = battle_verdict(state_at_resolution(old, a) or old, s, n, "outpost", lang)
    lines = [x for x in v.lines() if x.lower().count(("convoy" if lang == "en" else "konwój")) > 1]
    assert not lines and any(("Convoy" if lang == "en" else "Konwój") in x for x in v.lines())


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_phase_ladder_numbers_each_row_once(ruleset, lang):
    s = new_game(seed=1, ruleset=ruleset)
    labels = [edition_view.phase_label(s, ph, lang) for ph in edition_view.phase_ladder(s)]
    numbers = [x.split(" ")[0] for x in labels]
    assert len(set(numbers)) == len(numbers), labels


@pytest.mark.parametrize("lang", LANGS)
def test_a_bomb_that_goes_off_in_the_next_district_is_named_the_bomb(lang):
    s = build_position(ruleset="2e", phase="outpost_attack", battle_city=1, seed=4,
                       table={1: {"moloch": ["stalowy_ogar", "dzialo_gaussa"],
                                  "outpost": ["trep", "biegacz"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["lowca"]})
    assert s.districts[1][s.target] == "plain" and s.districts[1][s.target + 1] == "bomb"
    _resolve(s)
    assert s.decision_frame[:2] == ("pick", "kill_soldier")
    text = prompts.decision_text(s, lang)
    assert tr("prompts.src.bomb", lang, city=s.rules.cities[1].name(lang)) in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_recap_tells_the_other_sides_move_in_one_line(lang):
    from konwoj.rules import Action
    from konwoj.texts import recap
    s = build_position(phase="moloch_attack", battle_city=0, target=0, seed=3,
                       hands={"outpost": ["bunkier"], "moloch": ["juggernaut", "pajaki", "lowca"]})
    n = len(s.log)
    s.apply(Action("play", "juggernaut-1", None, 1))
    s.apply(Action("play", "pajaki-1", None, 1))
    evs = s.log[n:]
    line = recap.recap(evs, s, "moloch", lang)
    jug, spi = s.card("juggernaut-1").name(lang), s.card("pajaki-1").name(lang)
    assert line.startswith("Moloch") and jug in line and spi in line and "Iron Gate" in line
    assert line.count("Iron Gate") == 1                  # grouped: one city, both cards
    assert "\n" not in line
    assert recap.marked_cards(evs, s) == ["juggernaut-1", "pajaki-1"]
    assert recap.recap([], s, "moloch", lang) == ""
