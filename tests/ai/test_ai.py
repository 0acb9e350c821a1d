"""The computer players: legal moves for every level on both sides, no peeking at hidden cards,
and the Recruit clearly better than random play."""
import random

import pytest

from konwoj.ai import ALL_LEVELS, LEVEL_NAMES, LEVELS, make_ai
from konwoj.ai.tournament import play_game, wilson
from konwoj.rules import MOLOCH, OUTPOST, new_game


def sample_states(n_games=12, seed=0, every=7):
    """Positions from random games: both sides, every kind of decision."""
    out = []
    for g in range(n_games):
        s = new_game(seed=seed + g)
        rng = random.Random(g)
        k = 0
        while not s.is_terminal():
            if k % every == 0:
                out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
            k += 1
    return out


STATES = sample_states()


def test_levels_and_names():
    assert LEVELS == ("recruit", "private", "veteran")
    for lvl in ALL_LEVELS:
        pl, en = LEVEL_NAMES[lvl]
        assert pl and en
    assert LEVEL_NAMES["recruit"] == ("Rekrut", "Recruit")
    assert LEVEL_NAMES["private"] == ("Szeregowy", "Private")
    assert LEVEL_NAMES["veteran"] == ("Weteran", "Veteran")
    with pytest.raises(ValueError):
        make_ai("general")


@pytest.mark.slow
@pytest.mark.parametrize("level", ["random", "recruit", "private"])
def test_fast_levels_choose_legal_actions_on_both_sides(level):
    sides = set()
    kinds = set()
    for i, s in enumerate(STATES):
        ai = make_ai(level, seed=i)
        a = ai.choose(s)
        assert a in s.legal_actions(), (level, s, a)
        sides.add(s.current_player)
        kinds.add(s.decision_frame[0])
        before = s.to_dict()
        s.clone().apply(a)
        assert s.to_dict() == before          # choosing never changes the real state
    assert sides == {MOLOCH, OUTPOST}
    assert {"attack", "target", "pick"} <= kinds


@pytest.mark.slow
def test_veteran_chooses_legal_actions_on_both_sides():
    sides = set()
    for i, s in enumerate(STATES[::4]):
        ai = make_ai("veteran", seed=i, budget=5.0, max_iterations=12)
        a = ai.choose(s)
        assert a in s.legal_actions()
        sides.add(s.current_player)
    assert sides == {MOLOCH, OUTPOST}


def test_veteran_respects_its_time_budget():
    s = new_game(seed=4)
    while s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    ai = make_ai("veteran", seed=1, budget=0.2)
    import time
    t = time.perf_counter()
    a = ai.choose(s)
    dt = time.perf_counter() - t
    assert a in s.legal_actions()
    assert dt < 0.5
    assert ai.stats.iterations >= 10


def _twin_worlds():
    """Pairs (real state, copy with the hidden cards of the side to move dealt differently)."""
    pairs = []
    for s in STATES:
        side = s.current_player
        for k in range(20):
            t = s.determinize(side, random.Random(1000 + k))
            if t.observation(side) != s.observation(side):
                continue
            o = OUTPOST if side == MOLOCH else MOLOCH
            differs = sorted(t.hand_of(o)) != sorted(s.hand_of(o)) or \
                t.deck[0] != s.deck[0] or t.deck[1] != s.deck[1]
            if differs:
                pairs.append((s, t))
                break
    return pairs


TWINS = _twin_worlds()


def test_twin_worlds_look_the_same_and_differ_in_hidden_cards():
    assert len(TWINS) > 20
    some_hand = False
    for s, t in TWINS:
        side = s.current_player
        o = OUTPOST if side == MOLOCH else MOLOCH
        assert s.observation(side) == t.observation(side)
        assert s.legal_actions() == t.legal_actions()
        some_hand |= sorted(t.hand_of(o)) != sorted(s.hand_of(o))
    assert some_hand


@pytest.mark.slow
@pytest.mark.parametrize("level", ["random", "recruit", "private", "veteran"])
def test_same_observation_same_decision(level):
    """A player never reads hidden cards: two states that look the same to the side to move (but
    hold different cards in the other hand and decks) get the same decision for the same seed."""
    pairs = TWINS if level != "veteran" else TWINS[::5]
    for i, (s, t) in enumerate(pairs):
        opts = {"max_iterations": 20} if level == "veteran" else {}
        a1 = make_ai(level, seed=i, budget=30.0, **opts).choose(s)
        a2 = make_ai(level, seed=i, budget=30.0, **opts).choose(t)
        assert a1 == a2, (level, s.decision_frame, a1, a2)


@pytest.mark.slow
def test_recruit_beats_random_clearly():
    wins = 0
    n = 40
    for g in range(n):
        seed = 500 + g // 2
        if g % 2 == 0:
            r = play_game("recruit", "random", seed)
            wins += r["winner"] == MOLOCH
        else:
            r = play_game("random", "recruit", seed)
            wins += r["winner"] == OUTPOST
    lo, _ = wilson(wins, n)
    assert wins >= 28, wins
    assert lo > 0.5


def test_recruit_is_never_absurd():
    """The Recruit plays cards: over a game it plays several, on both sides."""
    for side_level in (("recruit", "random"), ("random", "recruit")):
        s = new_game(seed=77)
        players = {MOLOCH: make_ai(side_level[0], seed=1), OUTPOST: make_ai(side_level[1], seed=2)}
        me = MOLOCH if side_level[0] == "recruit" else OUTPOST
        plays = passes = 0
        while not s.is_terminal():
            side = s.current_player
            a = players[side].choose(s)
            if side == me and s.decision_frame[0] == "attack":
                plays += a.kind == "play"
                passes += a.kind == "pass"
            s.apply(a)
        assert plays >= 5 and plays >= passes / 3, (me, plays, passes)


def test_wilson_interval():
    lo, hi = wilson(80, 100)
    assert 0.70 < lo < 0.72 and 0.86 < hi < 0.88
    assert wilson(0, 10)[0] == 0.0


@pytest.mark.slow
def test_search_counts_each_iteration_once_per_node():
    """ISMCTS backs one result up through each node of an iteration's path, and counts that visit
    once: the root's children share exactly the iterations, and every node's mean stays a mean of
    results in [0, 1], with no node visited less often than its children together."""
    from konwoj.ai.ismcts import ISMCTS
    checked = 0
    for i, s in enumerate(STATES[::6]):
        if len(s.legal_actions()) < 2:
            continue
        search = ISMCTS(budget=30.0, seed=i, max_iterations=150)
        search.search(s)
        root = search.last_root
        n = search.last.iterations
        assert sum(ch.visits for ch in root.children.values()) == n
        stack = list(root.children.values())
        while stack:
            node = stack.pop()
            assert node.visits >= 1 and 0.0 <= node.total / node.visits <= 1.0
            assert sum(ch.visits for ch in node.children.values()) <= node.visits
            stack.extend(node.children.values())
        checked += 1
    assert checked >= 5
