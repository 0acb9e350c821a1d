"""The computer players behind ``make_ai``: each has ``choose(state) -> Action``.

A player never looks at what its side cannot see: it first replaces the real state by
``state.determinize(side, rng)`` (the other hand and both deck orders dealt anew at random,
consistently with ``observation(side)``) and decides on that copy. Two real states that look the same
to the side therefore give the same decision for the same seed.
"""
from __future__ import annotations

import random

from konwoj.rules import MOLOCH, Action

from .heuristic import Heuristic


class Player:
    level = "base"

    def __init__(self, seed: int = 0, budget: float = 1.0):
        self.seed = seed
        self.budget = budget
        self.rng = random.Random(seed)

    def view(self, state):
        """The position as the side to move may know it (hidden cards re-dealt at random)."""
        return state.determinize(state.current_player, self.rng)

    def choose(self, state) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed}>"


class RandomPlayer(Player):
    """Uniform over the legal actions."""
    level = "random"

    def choose(self, state) -> Action:
        return self.rng.choice(state.legal_actions())


class HeuristicPlayer(Player):
    """Szeregowy / Private: the hand-written rules of :mod:`konwoj.ai.heuristic`."""
    level = "private"

    def __init__(self, seed: int = 0, budget: float = 1.0):
        super().__init__(seed, budget)
        self.policy = Heuristic(careful=True)

    def choose(self, state) -> Action:
        return self.policy.act(self.view(state), self.rng)


def played_this_phase(state, side: str) -> bool:
    """Has ``side`` played a card (or an Instant) in the attack phase now running? Read from the
    public log back to the phase's start (the target chosen, a battle begun, or a pass)."""
    for e in reversed(state.log):
        if e.key in ("pass", "target", "battle"):
            return False
        if e.key in ("play", "instant") and e.args and e.args[0] == side:
            return True
    return False


class RecruitPlayer(Player):
    """Rekrut / Recruit: a beginner's habits.

    It always plays: in each attack phase that offers a card it plays at least one, and spreads
    its cards the way a new player does, over the battle city and the cities to come (New York
    now and then). Its weakness is in choosing: as Moloch it picks which Robot goes where at
    random, keeps playing on a whim, fits Modules on a whim and picks battle targets at random; as
    the Outpost it follows the basic rules of the Private player, now and then just plays a card
    it likes, and never lets a phase go by without a card. Its choices inside effects (whom to
    kill, what to pay with) are sensible.
    """
    level = "recruit"
    WHIM = 0.08          # Outpost: chance of playing a card of its liking instead of the plan
    EAGER = 0.55         # Moloch: chance of playing one more card after the first
    HERE = 0.55          # chance that a card goes to the battle city (else to another city)

    def __init__(self, seed: int = 0, budget: float = 1.0):
        super().__init__(seed, budget)
        self.policy = Heuristic(careful=True)

    def _some_card(self, view, plays):
        """A card a beginner would play: the battle city about half the time, else anywhere."""
        rng = self.rng
        here = [a for a in plays if a.city == view.active_city]
        there = [a for a in plays if a.city != view.active_city]
        pool = here if here and (not there or rng.random() < self.HERE) else (there or here)
        return rng.choice(pool)

    def choose(self, state) -> Action:
        view = self.view(state)
        rng = self.rng
        legal = view.legal_actions()
        kind = view.decision_frame[0]
        side = view.current_player
        if kind == "attack":
            plays = [a for a in legal if a.kind == "play" and a.target is None]
            first = not played_this_phase(view, side)
            if side == MOLOCH:
                if plays and (first or (rng.random() < self.EAGER and len(view.hand_of(side)) > 2)):
                    return self._some_card(view, plays)
                if first:            # no Robot to place: a Module or an Instant, then
                    other_cards = [a for a in legal if a.kind in ("play", "instant")]
                    if other_cards:
                        return rng.choice(other_cards)
                return Action("pass")
            if plays and rng.random() < self.WHIM:
                return self._some_card(view, plays)
            a = self.policy.act(view, rng)
            if a.kind == "pass" and first:
                cards = plays or [x for x in legal if x.kind == "instant"]
                if cards:
                    return self._some_card(view, cards) if plays else rng.choice(cards)
            return a
        if side == MOLOCH:
            if kind == "modules":
                fits = [a for a in legal if a.kind == "play"]
                if fits and rng.random() < 0.5:
                    return rng.choice(fits)
                return Action("pass")
            if kind == "target":
                return rng.choice(legal)
        return self.policy.act(view, rng)
