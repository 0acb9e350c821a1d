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


class RecruitPlayer(Player):
    """Rekrut / Recruit: a beginner's habits.

    As Moloch it fights only where the battle is: it throws a few Robots into the active city, fits
    Modules on a whim, picks battle targets at random, and never builds up future cities or New York
    (which is what makes Moloch hard to beat). As the Outpost it follows the basic rules of the Private
    player but now and then just plays a card it likes. It always plays cards: it never simply passes
    every phase, and its choices inside effects (whom to kill, what to pay with) are sensible.
    """
    level = "recruit"
    WHIM = 0.08          # Outpost: chance of playing a card of its liking instead of the plan
    EAGER = 0.75         # Moloch: chance of playing one more Robot into the active city

    def __init__(self, seed: int = 0, budget: float = 1.0):
        super().__init__(seed, budget)
        self.policy = Heuristic(careful=True)

    def choose(self, state) -> Action:
        view = self.view(state)
        rng = self.rng
        legal = view.legal_actions()
        kind = view.decision_frame[0]
        side = view.current_player
        if side == MOLOCH:
            if kind == "attack":
                here = [a for a in legal if a.kind == "play" and a.city == view.active_city]
                if here and rng.random() < self.EAGER:
                    return rng.choice(here)
                return Action("pass")
            if kind == "modules":
                fits = [a for a in legal if a.kind == "play"]
                if fits and rng.random() < 0.5:
                    return rng.choice(fits)
                return Action("pass")
            if kind == "target":
                return rng.choice(legal)
        elif kind == "attack" and rng.random() < self.WHIM:
            plays = [a for a in legal if a.kind == "play"]
            if plays:
                return rng.choice(plays)
        return self.policy.act(view, rng)
