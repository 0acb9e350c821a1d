"""Thinking by the phase: one time budget for a run of consecutive decisions of the same side.

The thinking-time setting is what one of the computer's phases may take, however many cards it
plays in it. A *phase* here is a run of consecutive decisions of one side with no decision of the
other side in between (an Outpost attack phase of 15 cards is one phase; the
resolution's alternating choices are many short ones).

    clock = PhaseClock(budget=2.0)
    seconds = clock.begin(state)      # how long this decision may think (0: answer without search)
    ...decide...
    clock.end(state, seconds_spent)   # what the decision cost; remembers where the phase stands

Each decision gets a share of what is left, by how many decisions probably remain in the run: in an
attack or module phase one over (1 + half the cards in hand, at most 4 of them), else ``SHARE``
(most other decisions are the last of their run); at least ``FLOOR`` of the budget while something
is left. A ``MARGIN`` is kept for the overhead of a decision after its search, so the sum over a
phase stays within the budget. Continuity is read from the game record's length (one more action than after
our last decision = nothing happened in between); without a record (an imagined world) the side,
battle and phase must match.
"""
from __future__ import annotations

SHARE = 0.7          # of what is left, for a decision outside the attack and module phases
FLOOR = 0.10         # of the phase's budget: the least a decision gets while time is left
NO_SEARCH = 0.015    # seconds: below this, a decision is answered without searching
MARGIN = 0.02        # of the budget (at most 50 ms) kept for what a decision does after searching
PLAYING = ("attack", "modules", "outpost_modules")


def share(state) -> float:
    """The part of what is left that this decision may use."""
    f = state.decision_frame
    if f and f[0] in PLAYING:
        hand = len(state.hand_of(state.current_player))
        return 1.0 / (1.0 + 0.5 * min(hand, 4))
    return SHARE


def _where(state) -> tuple:
    rec = getattr(state, "record", None)
    n = len(rec) if rec is not None else None
    return state.current_player, state.battle, state.phase, n


class PhaseClock:
    def __init__(self, budget: float):
        self.budget = float(budget)
        self.left = self.budget - min(0.05, MARGIN * self.budget)
        self.decisions = 0            # decisions made in the current phase
        self._last = None             # _where() of our last decision
        self.new_phase = True

    def continues(self, state) -> bool:
        """Is ``state``'s decision the next one of the same side's run as our last decision?"""
        if self._last is None:
            return False
        side, battle, phase, n = _where(state)
        lside, lbattle, lphase, ln = self._last
        if side != lside:
            return False
        if n is not None and ln is not None:
            return n == ln + 1          # across a battle's end too: nobody else moved
        return battle == lbattle and phase == lphase

    def begin(self, state) -> float:
        """Start a decision: the seconds it may think (0.0: answer without a search)."""
        self.new_phase = not self.continues(state)
        if self.new_phase:
            self.left = self.budget - min(0.05, MARGIN * self.budget)
            self.decisions = 0
        left = self.left
        if left < NO_SEARCH:
            return 0.0
        return min(left, max(share(state) * left, FLOOR * self.budget))

    def end(self, state, spent: float) -> None:
        """The decision in ``state`` is made (``state`` as it was before the action)."""
        self.left = max(0.0, self.left - max(0.0, spent))
        self.decisions += 1
        self._last = _where(state)

    def reset(self) -> None:
        self._last = None
        self.left = self.budget - min(0.05, MARGIN * self.budget)
        self.decisions = 0
