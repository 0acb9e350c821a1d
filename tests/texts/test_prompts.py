"""Prompts name their source and their cost (konwoj/prompts.py)."""
import pytest

from konwoj.texts.prompts import action_text, decision_text
from konwoj.rules import new_game
from konwoj.rules.scenario import build_position


def _outpost_wins_with_operator():
    s = build_position(phase="moloch_modules", battle_city=0, target=1,
                       table={0: {"moloch": ["pajaki"], "outpost": ["operator_ckm", "trep"]}},
                       hands={"moloch": ["lowca"]})
    return s


def test_a_win_trigger_prompt_names_the_card_and_what_it_does():
    s = _outpost_wins_with_operator()
    assert s.decision_frame[:2] == ("pick", "token")
    assert decision_text(s, "en") == "HMG Operator: you may put a +2 token on a Soldier in this city."  # 1e l.709-710: "możesz położyć"
    assert decision_text(s, "pl").startswith("Operator CKM: możesz położyć żeton (+2) na Żołnierzu")


def test_a_city_feature_names_the_city_and_its_cost():
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca"], "outpost": ["trep"]}},
                       hands={"outpost": ["medyk", "snajper", "komandos"]})
    feat = [a for a in s.legal_actions() if a.kind == "feature"]
    assert action_text(s, feat[0], "en") == \
        "Iron Gate, city feature: destroy the Hunter (discard 2 cards)"
    s.apply(feat[0])
    assert decision_text(s, "en") == \
        "Iron Gate: destroy the Hunter — cost: discard a card from your hand (2 to go)."
    s.apply(s.legal_actions()[0])
    assert "(1 to go)" in decision_text(s, "en")


def test_an_ability_with_a_discard_cost_says_so():
    s = build_position(phase="moloch_attack", battle_city=0,
                       table={0: {"moloch": ["rozpruwacz"], "outpost": ["trep"]}},
                       hands={"moloch": ["klaun", "lowca"]})
    ab = [a for a in s.legal_actions() if a.kind == "ability"][0]
    assert action_text(s, ab, "en") == "Ripper: kill the Grunt (discard 1 card)"
    # Polish: the name in the nominative, as the subject ("zabij Trep" needed "Trepa")
    assert action_text(s, ab, "pl") == "Rozpruwacz: ginie Trep (odrzuć 1 kartę)"
    s.apply(ab)
    assert decision_text(s, "en").startswith("Ripper: kill the Grunt — cost: discard")


def test_district_and_victory_picks_name_their_source():
    s = build_position(phase="moloch_modules", battle_city=0, target=1,
                       table={0: {"moloch": ["dzialo_gaussa", "stalowy_ogar"],
                                  "outpost": ["trep", "biegacz"]}},
                       hands={"moloch": ["lowca"]})
    # Moloch wins; Ziggy One has one district left, so the victory destroys it at once and the
    # district's "kill a unit" prize asks Moloch to choose
    assert s.decision_frame[:2] == ("pick", "kill_soldier")
    assert decision_text(s, "en") == "District 'kill a unit' (Ziggy One): choose the Soldier to kill."


@pytest.mark.parametrize("seed, ruleset", [(k, "1e") for k in range(6)] + [(7, "2e"), (8, "2e")])
def test_every_action_and_decision_of_real_games_has_a_text(seed, ruleset):
    import random
    rng = random.Random(seed)
    s = new_game(seed=seed, ruleset=ruleset)
    for _ in range(400):
        if s.is_terminal():
            break
        for lang in ("pl", "en"):
            d = decision_text(s, lang)
            assert d is None or ("prompts." not in d and "{" not in d)
            for a in s.legal_actions():
                text = action_text(s, a, lang)
                assert text and "prompts." not in text and "{" not in text and "None" not in text
        s.apply(rng.choice(s.legal_actions()))


def test_a_paid_ability_names_its_target_as_each_language_needs():
    """English: "the Grunt", "Lt. Calahan"; Polish: no name where the sentence would decline it
    ("zabij Trep" wants "Trepa", "zdolności Klaun" wants "Klauna", "przesuń Łowca" wants
    "Łowcę"): the name is the subject, follows "kartę" or a colon."""
    s = build_position(phase="moloch_modules", battle_city=0, target=0,
                       table={0: {"moloch": ["mozg", "lowca", "klaun"],
                                  "outpost": ["trep", "porucznik_calahan"]}},
                       hands={"moloch": ["modul_kasparov", "lowca", "pajaki"]})
    from konwoj.texts.prompts import _effect
    assert _effect(s, "mozg-1", "lowca-1", None, "en") == "take the Hunter back into your hand"
    assert _effect(s, "mozg-1", "lowca-1", None, "pl") == "cofnij na rękę kartę Łowca"
    assert _effect(s, "rozpruwacz-1", "porucznik_calahan-1", None, "en") == "kill Lt. Calahan"
    assert _effect(s, "rozpruwacz-1", "trep-1", None, "pl") == "ginie Trep"
    assert _effect(s, "klaun-1", "lowca-1", None, "pl") == \
        "poświęć kartę Łowca, by zabić dwóch Żołnierzy"
    assert _effect(s, "modul_kasparov-1", "trep-1", None, "pl") == "przesuń kartę Trep"
    assert _effect(s, "modul_kasparov-1", "trep-1", None, "en") == "push the Grunt"
    # Iron Gate's feature (no card of its own): "zniszcz kartę Łowca", not "zniszcz: Łowca"
    assert _effect(s, None, "lowca-1", "destroy_robot", "pl") == "zniszcz kartę Łowca"
