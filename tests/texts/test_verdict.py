"""The battle summary in words (konwoj/verdict.py)."""
import random

import pytest

from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.rules.scenario import build_position
from konwoj.texts.verdict import battle_verdict, state_at_resolution


@pytest.fixture(autouse=True)
def _recorded_strengths(monkeypatch):
    """The totals quoted here are those of the card data these positions were written with
    (data/legacy_values.yaml), not the balance data/cards.yaml ships now."""
    import pathlib
    from konwoj.rules import cards, variants
    path = pathlib.Path(__file__).parents[2] / "data" / "legacy_values.yaml"
    monkeypatch.setattr(cards, "_DEFAULT", variants.load_variant(
        path, base=cards.load_card_data(overrides=False)))


def _resolve(s, action=None, viewer=OUTPOST, lang="en", pick=None):
    """Apply ``action`` (default: the first pass) and summarise the battle it resolves."""
    action = action or next(a for a in s.legal_actions() if a.kind == "pass")
    before, n = s.clone(), len(s.log)
    at = state_at_resolution(before, action)
    s.apply(action)
    while pick and s.current_player and s.decision_frame[0] == "pick":
        s.apply(pick(s))
    return battle_verdict(before, s, n, viewer, lang, at=at)


def test_outpost_win_credits_johnson_then_the_city_then_the_district():
    s = build_position(phase="moloch_modules", battle_city=0, target=1,
                       table={0: {"moloch": ["klaun"], "outpost": ["kpt_johnson", "trep"]}},
                       hands={"moloch": ["lowca", "modul_bojowy"]})
    v = _resolve(s)
    assert v.winner == OUTPOST and v.headline == "The Outpost wins the battle 5 to 1."
    assert v.why == ["Outpost 5: Capt. Johnson 3, Grunt 2", "Moloch 1: Clown 1"]
    assert v.falls[0].startswith("Ziggy One: the 'kill a unit' district falls")
    assert [e.split(":")[0] for e in v.effects] == ["Capt. Johnson", "Victory in Ziggy One",
                                                    "District 'kill a unit'"]
    assert v.next == "Next: battle 2 in Ziggy One; Moloch chooses the target."


def test_the_strength_rows_count_a_module_fitted_by_the_last_action():
    s = build_position(phase="moloch_modules", battle_city=0, target=0,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep", "biegacz"]}},
                       hands={"moloch": ["modul_bojowy", "lowca"]})
    fit = next(a for a in s.legal_actions() if a.kind == "play")
    v = _resolve(s, fit, viewer=MOLOCH)
    assert "Moloch 4: Steel Hound 4" in v.why
    assert v.winner is None and v.headline.startswith("A tie, 4 to 4")


def test_a_tie_gives_nobody_a_prize_but_the_district_falls():
    s = build_position(phase="outpost_attack", battle_city=0, target=0,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["kpt_johnson"]}},
                       hands={"moloch": ["lowca"], "outpost": ["bunkier"]})
    v = _resolve(s, lang="pl")
    assert v.winner is None and v.headline.startswith("Remis 3 do 3")
    assert v.falls and "upada" in v.falls[0] and v.effects == []


def test_moloch_win_destroys_a_second_district_and_the_convoy_moves():
    s = build_position(phase="outpost_attack", battle_city=1, target=0,
                       table={1: {"moloch": ["dzialo_gaussa", "stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"moloch": ["lowca"], "outpost": ["bunkier"]})
    v = _resolve(s, viewer=MOLOCH)
    assert v.winner == MOLOCH
    # the victory asks Moloch which district: the summary says what to do now
    assert v.next.startswith("Now: Moloch's victory in Iron Gate: choose one more district")


def test_bomb_goes_off_whatever_the_outcome():
    s = build_position(phase="outpost_attack", battle_city=1, target=1,
                       table={1: {"moloch": ["stalowy_ogar", "pajaki"],
                                  "outpost": ["trep", "biegacz"]}},
                       hands={"moloch": ["lowca"], "outpost": ["bunkier"]})
    v = _resolve(s, viewer=OUTPOST, pick=lambda st: st.legal_actions()[0])
    assert any(e.startswith("Bomb:") for e in v.effects)


def test_the_rulebook_resolution_example():
    """p.30: the Defender, a second district (a Bomb there), the move to New York, the convoy."""
    from tools.make_scenarios import resolution
    s, _ = resolution()
    v = _resolve(s, viewer=MOLOCH, pick=lambda st: st.legal_actions()[0])
    assert v.winner == MOLOCH
    assert v.effects[0].startswith("The Defender puts a card back"), v.effects
    assert any(f.startswith("Moloch's victory destroys") for f in v.falls)


@pytest.mark.parametrize("seed, ruleset", [(k, "1e") for k in range(12)] +
                         [(k, "2e") for k in range(4)])
def test_every_visible_effect_of_random_battles_is_told(seed, ruleset):
    from konwoj.texts.edition_view import event_text
    rng = random.Random(seed)
    s = new_game(seed=seed, ruleset=ruleset)
    told = 0
    while not s.is_terminal() and told < 6:
        a = rng.choice(s.legal_actions())
        before, n = s.clone(), len(s.log)
        at = state_at_resolution(before, a)
        s.apply(a)
        new = s.log[n:]
        if not any(e.key == "strength" for e in new):
            continue
        for viewer in (MOLOCH, OUTPOST):
            for lang in ("pl", "en"):
                v = battle_verdict(before, s, n, viewer, lang, at=at)
                text = "\n".join(v.lines())
                assert v.headline and v.next and "verdict." not in text and "{" not in text
                start = next(i for i, e in enumerate(new) if e.key == "strength")
                convoyed = {tuple(e.args[:2]) for e in new if e.key == "convoy"}
                for e in new[start + 1:]:
                    if e.key == "move" and tuple(e.args[:2]) in convoyed:
                        continue          # the convoy's own move: told by its convoy line
                    if e.key in ("battle", "game_over"):
                        break
                    if e.visible(viewer) and e.key not in ("winner", "tie", "tie_moloch",
                                                           "district_down", "city_down", "pass"):
                        # told with the game's own edition's city names (after a label and a
                        # colon an English sentence's first letter is small: "Bomb: the ...")
                        assert event_text(e, s, lang)[1:] in text, (e, text)
        told += 1
    assert told


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_defenders_line_names_it_once(ruleset, lang):
    """1e l.700-704 / 2e l.452: the Defender brings a discarded card back when Moloch wins. The
    summary credits it once: "Obrońca odzyskuje kartę…", not "Obrońca: Obrońca odzyskuje…"; and
    the 2nd edition's Defender (top card, not a random one) is credited as the 1st's is."""
    from tools.make_scenarios import resolution, resolution_2e
    s, _ = resolution() if ruleset == "1e" else resolution_2e()
    v = _resolve(s, viewer=MOLOCH, lang=lang, pick=lambda st: st.legal_actions()[0])
    name = "Obrońca" if lang == "pl" else "Defender"
    lines = [e for e in v.effects if name in e]
    assert lines, v.effects
    assert all(e.count(name) == 1 for e in lines), lines
