"""The hint (konwoj/ai/hint.py): the Veteran's move with a reason, from the human's observation only."""
import random

import pytest

from konwoj.ai.hint import Hint, hint
from konwoj.ai.worker import HintWorker
from konwoj.rules import MOLOCH, OUTPOST, new_game

FIXED = dict(budget=1e6, max_iterations=120, rollouts=4)   # reproducible: no clock in the search


def _midgame(seed: int, side: str):
    """A position after some random play where ``side`` has a real choice in its attack phase."""
    rng = random.Random(seed)
    s = new_game(seed=seed)
    while True:
        if s.decision_frame[:2] == ("attack", side) and s.battle >= 2 and len(s.legal_actions()) > 3:
            return s
        s.apply(rng.choice(s.legal_actions()))
        assert not s.is_terminal()


def _hidden_swapped(s, side):
    """The same position as ``side`` sees it, with the hidden cards dealt differently: the other
    hand swapped with cards of the other deck, and both decks in another order."""
    v = s.clone()
    o = 1 if side == MOLOCH else 0
    me = 1 - o
    hidden_hand = [c for c in v.hand[o] if c not in v.known_in_hand[o]]
    deck = v.deck[o][:len(v.deck[o]) - len(v.known_top[o])]
    assert hidden_hand and len(deck) >= len(hidden_hand)
    for i, c in enumerate(hidden_hand):
        j = v.hand[o].index(c)
        v.hand[o][j], deck[i] = deck[i], v.hand[o][j]
    random.Random(7).shuffle(deck)
    v.deck[o] = deck + v.deck[o][len(deck):]
    own = v.deck[me][:len(v.deck[me]) - len(v.known_top[me])]
    random.Random(8).shuffle(own)
    v.deck[me] = own + v.deck[me][len(own):]
    v._run_options()
    return v


@pytest.mark.slow
@pytest.mark.parametrize("seed, side", [(1, OUTPOST), (2, MOLOCH), (3, OUTPOST)])
def test_the_hint_sees_nothing_the_human_cannot_see(seed, side):
    s = _midgame(seed, side)
    v = _hidden_swapped(s, side)
    other = 0 if side == OUTPOST else 1
    assert v.hand[other] != s.hand[other]                     # the hidden cards really differ
    assert v.observation(side) == s.observation(side)         # ...and look the same to the human
    h1 = hint(s, seed=11, **FIXED)
    h2 = hint(v, seed=11, **FIXED)
    assert h1 == h2
    assert h1.action in s.legal_actions() and h1.side == side
    # a determinized copy is another such state
    d = s.determinize(side, random.Random(5))
    assert d.observation(side)["hand"] == s.observation(side)["hand"]
    assert hint(d, seed=11, **FIXED) == h1


def test_what_the_human_can_see_does_change_the_hint_input():
    s = _midgame(1, OUTPOST)
    h = hint(s, seed=11, **FIXED)
    # the same seed on another visible position is another question (guards against a constant)
    other = _midgame(4, OUTPOST)
    assert hint(other, seed=11, **FIXED).action in other.legal_actions()
    assert h.text(s, "en") and h.text(s, "pl")


def test_the_reason_reads_off_the_evaluation():
    from konwoj.rules.scenario import build_position
    s = build_position(phase="outpost_attack", battle_city=0, target=1,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"outpost": ["komandos", "snajper"], "moloch": ["lowca"]})
    h = hint(s, seed=3, **FIXED)
    line = h.text(s, "en")
    assert line.split(":")[0] in {"Commando to Ziggy One", "Commando to Iron Gate",
                                  "Commando to Cleveland Harbour", "Commando to Jersey Crust",
                                  "Commando to New York", "Sniper", "End the phase"}
    assert "%" in line
    # the explanation of a Commando play names the milled card and the arrival bonus
    from konwoj.ai.hint import explain
    from konwoj.rules import Action
    reasons = dict(explain(s, Action("play", "komandos-1", city=2), OUTPOST, random.Random(1), 4))
    assert reasons["mills"] == {"n": 1}
    assert reasons["bonus"] == {"city": 2}
    sn = dict(explain(s, Action("instant", "snajper-1", target="stalowy_ogar-1"), OUTPOST,
                      random.Random(1), 4))
    assert sn["kills"] == {"card": "stalowy_ogar-1"}


def test_hint_plain_round_trip():
    s = _midgame(2, MOLOCH)
    h = hint(s, seed=1, **FIXED)
    assert Hint.from_plain(h.to_plain()) == h


@pytest.mark.slow
def test_the_hint_runs_in_the_background_worker():
    s = _midgame(3, OUTPOST)
    w = HintWorker()
    try:
        w.start_hint(s, seed=2, budget=0.3)
        assert w.busy
        h = w.wait(timeout=60)
        assert isinstance(h, Hint) and h.action in s.legal_actions() and h.side == OUTPOST
        assert w.last_error is None
        assert h.text(s, "en")
    finally:
        w.close()


def test_what_goes_to_the_worker_holds_no_hidden_card(monkeypatch):
    """The background process gets the determinized view only: no deal seed, no game record,
    and the other hand dealt anew."""
    s = _midgame(3, OUTPOST)
    sent = {}
    w = HintWorker()
    monkeypatch.setattr(w.service, "ask", lambda request: sent.setdefault("msg", request))
    w.start_hint(s, seed=2, budget=0.3)
    data = sent["msg"].view
    assert data["seed"] == 0 and not data.get("record")
    from konwoj.rules import GameState
    v = GameState.from_dict(data)
    assert v.observation(OUTPOST)["hand"] == s.observation(OUTPOST)["hand"]
    assert v.hand[0] != s.hand[0] or v.deck[0] != s.deck[0]


def test_a_second_edition_hint_names_the_second_editions_cities():
    """The arrival bonus in a hint names the city as the edition in play prints it."""
    from konwoj.ai.hint import Hint
    from konwoj.rules import Action
    from konwoj.rules.scenario import build_position
    s = build_position(phase="outpost_attack", battle_city=0, target=0, ruleset="2e",
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"outpost": ["komandos"], "moloch": ["lowca"]})
    h = Hint(Action("play", "komandos-1", city=2), OUTPOST, 0.5, [("bonus", {"city": 2})])
    text = h.reason_text(s, "en")
    assert "Port Cleveland" in text and "Cleveland Harbour" not in text
