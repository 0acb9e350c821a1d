"""Hints that tell the truth: every immediate claim is checked against the real position after the
move, over many random positions of both editions; the hint and the analysis are one judge."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from konwoj.ai.analysis import judge, search_root
from konwoj.ai.hint import Hint, explain, hint
from konwoj.rules import MOLOCH, OUTPOST, new_game


def _position(seed: int, ruleset: str, steps: int):
    """A position after ``steps`` random actions (or the last one before the game ends)."""
    rng = random.Random(seed)
    s = new_game(seed=seed, ruleset=ruleset)
    for _ in range(steps):
        nxt = s.clone()
        nxt.apply(rng.choice(nxt.legal_actions()))
        if nxt.is_terminal():
            break
        s = nxt
    return s


def check_claim(before, after, action, side, key, args):
    """Is the claim (key, args) about ``action`` true of the real position ``after``?"""
    o = OUTPOST if side == MOLOCH else MOLOCH
    if key == "mills":
        # cards of Moloch's deck (or revealed off it for a choice: Iron Gate) went to its discard
        # pile in the real game (a later effect of the same move may take one back: Defender)
        milled = [e.args[0] for e in after.log[len(before.log):] if e.key == "discard_top"]
        pool = set(before.deck[0]) | set(before.limbo)
        assert len([c for c in milled if c in pool]) >= args["n"]
    elif key == "kills":
        c = args["card"]
        assert c in before.city_of and c not in after.city_of
        assert before.data.by_id[c].side == o
    elif key == "bonus":
        city = args["city"]
        # a card of the side arrived there (played or moved) and got a +1 token
        mine = [c for c in after.cards_in(city, side) if before.city_of.get(c) != city]
        assert any(after.tokens_on(c).count("+1") > before.tokens_on(c).count("+1")
                   if c in before.city_of else "+1" in after.tokens_on(c) for c in mine), (city, mine)
        assert before.is_future(city)
    elif key == "draws":
        new = set(after.hand_of(side)) - set(before.hand_of(side))
        assert len(new) >= args["n"]
    elif key == "new_york":
        assert action.card in after.cards_in(4, MOLOCH)
    elif key == "stands":
        act = before.active_city
        assert after.active_city == act and after.battle == before.battle
        assert (after.city_strength(act, side), after.city_strength(act, o)) == \
            (args["me"], args["them"])
    elif key in ("wins_battle", "loses_battle", "ties_battle"):
        ev = [e for e in after.log[len(before.log):] if e.key == "strength"]
        assert ev, "the battle did not end"
        m, ot = ev[-1].args
        assert (m, ot) == ((args["me"], args["them"]) if side == MOLOCH
                           else (args["them"], args["me"]))
        w = [e.args[0] for e in after.log[len(before.log):] if e.key == "winner"]
        want = {"wins_battle": [side], "loses_battle": [o], "ties_battle": []}[key]
        assert w == want
    elif key == "stations":
        assert action.kind == "pass" and args["n"] > 0 and before.hand_of(side)
    else:
        raise AssertionError(f"an immediate claim nobody checks: {key}")


@pytest.mark.slow
@settings(max_examples=150)
@given(seed=st.integers(0, 10 ** 6), ruleset=st.sampled_from(["1e", "2e"]),
       steps=st.integers(2, 220), pick=st.integers(0, 10 ** 6))
def test_every_immediate_claim_is_true_of_the_real_position(seed, ruleset, steps, pick):
    s = _position(seed, ruleset, steps)
    side = s.current_player
    legal = s.legal_actions()
    rng = random.Random(pick)
    for action in {legal[pick % len(legal)], legal[0], legal[-1]}:
        view = s.determinize(side, rng)      # what the side sees, hidden cards dealt anew
        claims = explain(view, action, side, rng)
        after = s.clone()
        after.apply(action)
        for key, args in claims:
            check_claim(s, after, action, side, key, args)


@pytest.mark.slow
def test_claims_are_made_at_all():
    """The property above is not vacuous: over random positions every kind of claim shows up."""
    kinds = set()
    for seed in range(160):
        s = _position(seed, "1e" if seed % 2 else "2e", 20 + seed)
        side = s.current_player
        rng = random.Random(seed)
        for a in s.legal_actions()[:12]:
            kinds |= {k for k, _ in explain(s.determinize(side, rng), a, side, rng)}
    assert {"mills", "kills", "bonus", "stands", "stations"} <= kinds, kinds


@pytest.mark.parametrize("seed, ruleset", [(1, "1e"), (2, "2e"), (3, "1e"), (4, "2e"), (5, "1e")])
def test_hint_and_analysis_are_one_judge(seed, ruleset):
    """For the same position, observation, seed and budget the hint and the analysis prefer the
    same move (and quote the same chance)."""
    s = _position(seed, ruleset, 60 + 17 * seed)
    while len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    h = hint(s, seed=9, budget=1e6, max_iterations=80)
    d = judge(s, s.legal_actions()[0], budget=1e6, seed=9, max_iterations=80)
    assert h.action == d.best
    sr = search_root(s, 1e6, 9, 80)
    from konwoj.ai.calibration import calibrated
    assert sr.best == h.action and abs(calibrated(sr.value(sr.best), ruleset) - h.chance) < 1e-9


def test_a_search_line_is_worded_as_one():
    s = _position(7, "1e", 90)
    while len(s.legal_actions()) < 3:
        s.apply(s.legal_actions()[0])
    h = Hint(s.legal_actions()[0], s.current_player, 0.5,
             [("line_score", {"action": list(s.legal_actions()[1]), "side": MOLOCH,
                              "me": 3, "them": 2})])
    text = h.text(s, "en")
    assert "if Moloch answers with" in text and "3-2" in text and "against a Veteran" in text


@pytest.mark.slow
def test_the_hint_asks_with_the_analysis_seed_for_its_step():
    """In a game the hint for the decision at step k uses the seed the replay's analysis uses for
    step k, so at the same budget they agree (the test above)."""
    from konwoj.ai.analysis import JUDGE_SEED, analyse, judge_seed
    s = _position(11, "1e", 40)
    while len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    k = len(s.record)
    played = s.legal_actions()[-1]
    t = s.clone()
    t.apply(played)
    res = analyse(t.record, s.current_player, budget=1e6, seed=JUDGE_SEED, max_iterations=40)
    d = next(d for d in res.decisions if d.step == k)
    h = hint(s, seed=judge_seed(k), budget=1e6, max_iterations=40)
    assert h.action == d.best
