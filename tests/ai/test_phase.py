"""Thinking by the phase: consecutive decisions of one side share one budget, and the Veteran keeps
its tree between them."""
import time

from konwoj.ai import make_ai
from konwoj.ai.phase import PhaseClock
from konwoj.rules import new_game


def test_clock_shares_one_budget_over_a_run_of_decisions():
    s = new_game(seed=3)
    while s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    s.record = None                     # no record: continuity by side, battle and phase
    clock = PhaseClock(2.0)
    total = 0.0
    for k in range(30):                 # a long phase: the shares shrink, the sum stays bounded
        sec = clock.begin(s)
        assert clock.new_phase == (k == 0)
        total += sec
        clock.end(s, sec)
    assert total <= 2.0 + 1e-9
    assert clock.left < 0.05


def test_a_decision_of_the_other_side_starts_a_new_phase():
    s = new_game(seed=3)
    while s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    clock = PhaseClock(1.0)
    clock.begin(s)
    clock.end(s, 0.9)
    side = s.current_player
    while s.current_player == side:
        s.apply(s.legal_actions()[-1])
    assert not clock.continues(s)
    assert clock.begin(s) > 0.25 and clock.new_phase


def _veteran_phase(seed, budget):
    """Play a game with a Veteran on both sides up to the first phase of 4+ decisions of one side;
    return the seconds it took in all and the decisions made."""
    s = new_game(seed=seed)
    vet = make_ai("veteran", seed=seed, budget=budget)
    private = make_ai("private", seed=seed)
    while not s.is_terminal():
        if s.decision_frame[0] == "attack" and len(s.hand_of(s.current_player)) >= 5:
            break
        s.apply(private.choose(s))
    side = s.current_player
    t0 = time.perf_counter()
    n, kept = 0, 0
    while s.current_player == side and not s.is_terminal() and n < 12:
        a = vet.choose(s)
        if n and not vet.clock.new_phase:
            kept += vet.search.last_root is not None and vet.search.last_root.visits > 0
        s.apply(a)
        n += 1
    return time.perf_counter() - t0, n, kept


def test_a_veteran_phase_keeps_to_its_budget_and_reuses_its_tree():
    # the first deal whose phase has 2+ decisions (how many a search makes depends on how fast
    # it runs and on the load: with the faster engine the Veteran often passes at once)
    for seed in range(11, 51):
        spent, n, kept = _veteran_phase(seed, 0.6)
        assert spent < 0.6 + 0.25      # the overhead of a decision, not another budget
        if n >= 2:
            break
    assert n >= 2
    assert kept >= 1                  # a later decision started from the kept subtree
