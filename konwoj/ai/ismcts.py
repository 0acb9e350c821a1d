"""Weteran / Veteran: single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS; Cowling,
Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012).

One tree is grown from the decision of the side to move. Every iteration
1. samples a world consistent with what that side knows: ``state.determinize(side, rng)`` (the other
   hand and both deck orders dealt anew);
2. descends the tree along the actions legal in that world, picking children by UCB1 where the
   parent count is the child's *availability* (how often it was legal when its parent was reached),
   so actions that exist only in some worlds are judged fairly; each ``apply`` is one node, so a phase
   in which a side plays several cards is searched one card at a time;
3. adds one new child (progressive widening: the Private player's choice first, then the others in
   random order, more of them as the node is visited more);
4. plays on with the Private player's rules for both sides until the end of the current battle
   (``horizon`` more battles if set), and scores the position with :func:`evaluate.evaluate` (the
   probability that Moloch wins), or 1/0 if the game ended;
5. backs the score up, each node seeing it from the side that chose the action leading to it.

After the time budget the most visited root action is played. If the tree has hardly started (too few
iterations for the root to differ from the heuristic), the heuristic choice stands.
"""
from __future__ import annotations

import math
import random
import time

from konwoj.rules import MOLOCH, Action
from konwoj.rules.common import shuffle

from .evaluate import evaluate
from .heuristic import Heuristic
from .players import Player


class Node:
    __slots__ = ("children", "order", "visits", "total", "avail")

    def __init__(self):
        self.children: dict[Action, Node] = {}
        self.order: list | None = None   # the order in which this node's children get added
        self.visits = 0
        self.total = 0.0                 # sum of rewards, seen by the side that moved here
        self.avail = 0


class SearchStats:
    __slots__ = ("iterations", "seconds", "root_children")

    def __init__(self):
        self.iterations = 0
        self.seconds = 0.0
        self.root_children = 0


# UCB1's exploration constant by edition, on the scale of the evaluation's win chances. In the 2nd
# edition the Outpost's chances sit near 5% for most of a game (the edition's own evaluation, fitted
# on Private games, which Moloch wins 82% of), so the moves' means differ by hundredths and 0.3
# spread the visits almost evenly: the most visited move was close to a random pick
# (docs/ai.md section 2).
EXPLORATION = {"1e": 0.3, "2e": 0.1}


class ISMCTS:
    def __init__(self, budget: float = 1.0, seed: int = 0, c: float | None = None, horizon: int = 0,
                 widen: float = 2.5, epsilon: float = 0.05, policy: Heuristic | None = None,
                 max_iterations: int | None = None):
        self.budget = budget
        self.rng = random.Random(seed)
        self.c_given = c                  # None: the edition's EXPLORATION
        self.c = 0.3 if c is None else c
        self.horizon = horizon
        self.widen = widen
        self.epsilon = epsilon
        self.policy = policy or Heuristic(careful=True)
        self.max_iterations = max_iterations
        self.last = SearchStats()
        self.last_root: Node | None = None   # the tree of the last search (the hint reads it)

    # ------------------------------------------------------------------ one decision
    def search(self, state, root: Node | None = None, budget: float | None = None) -> Action:
        """The most visited root action after ``budget`` seconds (default: ``self.budget``);
        ``root`` continues a tree kept from an earlier decision (see ``VeteranPlayer``)."""
        side = state.current_player
        self.c = self.exploration(state)
        rng = self.rng
        root = root if root is not None else Node()
        t0 = time.perf_counter()
        deadline = t0 + (self.budget if budget is None else budget)
        n = 0
        stop_battle = state.battle + self.horizon
        while True:
            world = state.determinize(side, rng, quiet=True)   # nobody reads its log
            self._iterate(root, world, stop_battle)
            n += 1
            if self.max_iterations is not None and n >= self.max_iterations:
                break
            now = time.perf_counter()
            if now >= deadline:
                break
            if n >= 16 and n % 8 == 0 and self._settled(root, n, now - t0, deadline - now):
                break
        st = self.last
        st.iterations = n
        st.seconds = time.perf_counter() - t0
        st.root_children = len(root.children)
        self.last_root = root
        return self.best_of(root, state)

    def exploration(self, state) -> float:
        """The exploration constant for a search of ``state``: the one given, else the edition's."""
        if self.c_given is not None:
            return self.c_given
        return EXPLORATION.get(state.ruleset, 0.3)

    def best_of(self, root: Node, state) -> Action:
        """The most visited child of ``root`` that is legal in ``state`` (a kept tree may hold
        actions of cards drawn in other worlds), the better mean and then the policy's choice
        breaking ties; with none, the policy's choice."""
        legal = set(state.legal_actions())
        kids = [kv for kv in root.children.items() if kv[0] in legal and kv[1].visits]
        if not kids:
            return self.policy.act(state.determinize(state.current_player, self.rng), self.rng)
        # on a tie (moves the search cannot tell apart within its horizon, e.g. which Robot to
        # kill when every world ends the battle the same) the policy's own choice, not the name
        first = root.order[0] if root.order else None
        return max(kids, key=lambda kv: (kv[1].visits, kv[1].total / max(1, kv[1].visits),
                                         kv[0] == first, str(kv[0])))[0]

    @staticmethod
    def _settled(root, n, spent, left) -> bool:
        """Stop early when no other root action can catch up with the most visited one."""
        if len(root.children) < 2:
            return False
        visits = sorted((ch.visits for ch in root.children.values()), reverse=True)
        rate = n / spent if spent > 0 else 1e9
        return visits[0] - visits[1] > rate * left

    def _iterate(self, root: Node, world, stop_battle: int) -> None:
        rng = self.rng
        policy = self.policy
        node = root
        path = []
        while world.winner is None and world.battle <= stop_battle:
            legal = world.legal_actions()
            mover = world.current_player
            if node.order is None:
                first = policy.act(world, rng)
                rest = [a for a in legal if a != first]
                shuffle(rng, rest)
                node.order = [first] + rest
            # actions legal in this world that the node may consider (progressive widening)
            allowed = max(1, int(self.widen * math.sqrt(node.visits + 1)))
            children = node.children
            untried = None
            if len(children) < allowed:
                for a in node.order:
                    if a not in children and a in legal:
                        untried = legal[legal.index(a)]   # this world's own (equal) action
                        break
                if untried is None:
                    for a in legal:       # legal here but not seen when the order was made
                        if a not in children:
                            untried = a
                            node.order.append(a)
                            break
            if untried is not None:
                for a in legal:
                    ch = children.get(a)
                    if ch is not None:
                        ch.avail += 1
                child = Node()
                child.avail = 1
                children[untried] = child
                world.apply(untried)
                path.append((child, mover))
                node.visits += 1
                node = child
                break
            best, best_v = None, -1.0
            logs = {}
            c = self.c
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    continue
                ch.avail += 1
                av = ch.avail
                lg = logs.get(av)
                if lg is None:
                    lg = logs[av] = math.log(av)
                v = ch.total / ch.visits + c * math.sqrt(lg / ch.visits) if ch.visits else 1e9
                if v > best_v:
                    best, best_v = a, v
            if best is None:     # none of the known children is legal in this world
                best = legal[0] if not node.order else next(
                    (legal[legal.index(a)] for a in node.order if a in legal), legal[0])
                child = Node()
                child.avail = 1
                children[best] = child
                world.apply(best)
                path.append((child, mover))
                node.visits += 1
                node = child
                break
            world.apply(best)
            path.append((children[best], mover))
            node.visits += 1
            node = children[best]
        # playout
        eps = self.epsilon
        while world.winner is None and world.battle <= stop_battle:
            if eps and rng.random() < eps:
                world.apply(rng.choice(world.legal_actions()))
            else:
                world.apply(policy.act(world, rng))
        r = evaluate(world)
        # every node on the path was counted once on the way down (as the parent it was left from),
        # except the last, counted here: a node's visits are the results backed up through it, so
        # total / visits is its mean (counting both halved the means of inner nodes)
        if path:
            path[-1][0].visits += 1
        for child, mover in path:
            child.total += r if mover == MOLOCH else 1.0 - r


class VeteranPlayer(Player):
    """Weteran / Veteran: the tree search above, ``budget`` seconds per phase.

    Consecutive decisions of one side share the budget (``phase.PhaseClock``), and the tree is
    kept between them: the next search starts from the subtree under the action just chosen.
    With ``max_iterations`` (reproducible tests) every decision runs that many iterations and
    nothing is kept, as before."""
    level = "veteran"

    def __init__(self, seed: int = 0, budget: float = 1.0, **kw):
        super().__init__(seed, budget)
        from .phase import PhaseClock
        self.search = ISMCTS(budget=budget, seed=seed, **kw)
        self.clock = PhaseClock(budget)
        self._kept: Node | None = None     # the subtree under our last action

    def reseed(self, seed: int) -> None:
        """A new seed for the next decisions (the worker's per-question seed); keeps the tree."""
        self.seed = seed
        self.search.rng = random.Random(seed)

    def choose(self, state) -> Action:
        legal = state.legal_actions()
        if self.search.max_iterations is not None:
            return legal[0] if len(legal) == 1 else self.search.search(state)
        t0 = time.perf_counter()
        seconds = self.clock.begin(state)
        root = self._kept if not self.clock.new_phase else None
        self._kept = None
        st = self.search.last
        if len(legal) == 1:
            action = legal[0]
            st.iterations, st.seconds = 0, 0.0
        elif seconds <= 0.0:           # the phase's time is spent: the kept tree or the policy
            action = self.search.best_of(root or Node(), state)
            self.search.last_root = root
            st.iterations, st.seconds = 0, 0.0
        else:
            action = self.search.search(state, root=root, budget=seconds)
            root = self.search.last_root
        if root is not None:
            self._kept = root.children.get(action)
        self.clock.end(state, time.perf_counter() - t0)
        return action

    @property
    def stats(self) -> SearchStats:
        return self.search.last
