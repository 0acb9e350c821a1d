"""Post-game analysis: where was the game won or lost?

For every decision of the chosen side in a recorded game, the Veteran's search (``ismcts.ISMCTS``)
is run from that side's own knowledge at that moment (each iteration deals the hidden cards anew
with ``determinize``: the analysis never peeks at the other hand or the deck order). The search
estimates the chance to win after each action it tries, exactly as it would when playing; the
action actually played then gets extra iterations of its own (at least ``MIN_VISITS`` in all), so it
is judged fairly even when the search dropped it early. For each decision:

- ``before``: the estimated chance to win with the move the search prefers (the most visited one),
- ``after``: the estimated chance after the move that was played,
- ``drop``: ``before - after`` (never negative); a decision whose drop reaches ``threshold`` is a
  mistake.

    from konwoj.ai.analysis import analyse
    result = analyse(state.record, "outpost", budget=0.25, progress=print)
    for d in result.mistakes: print(d.line())

``python main.py analyse SAVE.yaml --side outpost --budget 0.25`` does it headless (see ``main``);
``AnalysisWorker`` (konwoj.ai.worker) runs it in the computer's background process
(konwoj.ai.service) with progress reports and cancellation.
"""
from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from typing import NamedTuple

from konwoj.rules import MOLOCH, SIDES, Action
from konwoj.rules.record import GameRecord, RecordError
from konwoj.rules.replaying import replay_states

from .calibration import calibrated
from .evaluate import evaluate
from .ismcts import ISMCTS, Node

MIN_VISITS = 16           # the played move gets at least this many iterations of its own
NOISE_Z = 2.0             # a drop counts only beyond this many times the search's noise
# the spread (sd) of a drop between seeds, measured at NOISE_BUDGET seconds on 12 positions x 5
# seeds (bench/analysis_noise.py, docs/ai.md): mean 0.005, p90 0.009, max 0.020; the max is used
SEED_NOISE = 0.02
NOISE_BUDGET = 0.25


class AnalysisCancelled(Exception):
    """The analysis was stopped before it finished."""


@dataclass
class Decision:
    """One decision of the analysed side: the record's action ``step`` (0-based), taken in the
    state reached after ``step`` actions."""
    step: int
    battle: int
    phase: str
    played: Action
    best: Action
    before: float          # estimated chance to win with ``best``
    after: float           # estimated chance to win after ``played``
    drop: float
    iterations: int
    noise: float = 0.0     # the search's seed-to-seed spread of ``drop`` at this budget
    ruleset: str = "1e"    # the edition, whose map calibrates the chances (an analysis kept
    #                        before the 2nd edition had a map of its own shows as it did)

    @property
    def shown_before(self) -> float:
        """``before`` as the player sees it: calibrated (konwoj.ai.calibration)."""
        return calibrated(self.before, self.ruleset)

    @property
    def shown_after(self) -> float:
        return calibrated(self.after, self.ruleset)

    def costly(self, threshold: float) -> bool:
        """A mistake: the drop reaches ``threshold`` and is clearly larger than the search's own
        noise at this budget (``NOISE_Z`` times the measured seed-to-seed spread)."""
        return self.drop >= threshold and self.beyond_noise()

    def beyond_noise(self) -> bool:
        """Is the drop larger than the search could show by chance at this budget?"""
        return self.drop > NOISE_Z * max(self.noise, SEED_NOISE)

    def line(self) -> str:
        return (f"step={self.step + 1} battle={self.battle} phase={self.phase} "
                f"played=[{self.played}] preferred=[{self.best}] before={self.before:.2f} "
                f"after={self.after:.2f} drop={self.drop:.2f}")

    def to_dict(self) -> dict:
        d = asdict(self)
        d["played"], d["best"] = list(self.played), list(self.best)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Decision":
        return cls(**{**d, "played": Action(*d["played"]), "best": Action(*d["best"])})


@dataclass
class Analysis:
    side: str
    steps: int                      # actions in the record
    threshold: float
    decisions: list = field(default_factory=list)
    winner: str | None = None
    seconds: float = 0.0

    @property
    def mistakes(self) -> list:
        return [d for d in self.decisions if d.costly(self.threshold)]

    @property
    def worst_drop(self) -> float:
        return max((d.drop for d in self.decisions), default=0.0)

    def costliest(self, n: int = 5) -> list:
        """The ``n`` decisions that cost the most beyond the search's noise, worst first."""
        return sorted((d for d in self.decisions if d.beyond_noise()),
                      key=lambda d: (-d.drop, d.step))[:n]

    def curve(self) -> list:
        """``(step, chance to win)`` over the game: the estimate at each decision (calibrated, as
        shown), then the result."""
        pts = [(d.step, d.shown_before) for d in self.decisions]
        if self.winner is not None:
            pts.append((self.steps, 1.0 if self.winner == self.side else 0.0))
        return pts

    def summary(self) -> str:
        return (f"decisions={len(self.decisions)} mistakes={len(self.mistakes)} "
                f"worst_drop={self.worst_drop:.2f}")

    def to_dict(self) -> dict:
        return {"side": self.side, "steps": self.steps, "threshold": self.threshold,
                "winner": self.winner, "seconds": self.seconds,
                "decisions": [d.to_dict() for d in self.decisions]}

    @classmethod
    def from_dict(cls, d: dict) -> "Analysis":
        return cls(d["side"], d["steps"], d["threshold"],
                   [Decision.from_dict(x) for x in d["decisions"]], d["winner"], d["seconds"])


# ====================================================================== judging one decision
def judge(state, played: Action, budget: float = 0.25, seed: int = 0,
          max_iterations: int | None = None) -> Decision:
    """Search ``state`` (a decision of its side to move) and compare ``played`` with the move the
    search prefers. Uses only what the side to move knows."""
    side = state.current_player
    played = _as_legal(state, played)
    sr = search_root(state, budget, seed, max_iterations)
    search, root, count, n = sr.search, sr.root, sr.count, sr.iterations
    rng, stop = search.rng, sr.stop
    # a move the search quickly dropped still needs a fair estimate of its own
    child = root.children.get(played)
    if child is None:
        child = root.children[played] = Node()
    while count.get(played, 0) < MIN_VISITS:
        world = state.determinize(side, rng, quiet=True)
        world.apply(played)
        search._iterate(child, world, stop)
        r = evaluate(world)
        child.total += r if side == MOLOCH else 1.0 - r
        count[played] = count.get(played, 0) + 1
        n += 1
    best_a = sr.best
    before = root.children[best_a].total / count[best_a]
    after = child.total / count[played]
    if best_a == played:
        after = before
    noise = seed_noise(budget if max_iterations is None else None)
    return Decision(step=-1, battle=state.battle, phase=state.phase, played=played, best=best_a,
                    before=before, after=after, drop=max(0.0, before - after), iterations=n,
                    noise=noise, ruleset=state.ruleset)


JUDGE_SEED = 1             # the replay's analysis runs with this seed (scenes/table/replay.py)


def judge_seed(step: int, seed: int = JUDGE_SEED) -> int:
    """The seed the analysis uses for the decision at ``step`` (``analyse``: ``seed + step``);
    the hint asks with the same one."""
    return seed + step


def seed_noise(budget: float | None) -> float:
    """The spread of a drop between seeds at ``budget`` seconds: ``SEED_NOISE`` measured at
    ``NOISE_BUDGET`` (bench/analysis_noise.py), growing as 1/sqrt(budget) below it."""
    if budget is None or budget >= NOISE_BUDGET:
        return SEED_NOISE
    return SEED_NOISE * math.sqrt(NOISE_BUDGET / max(budget, 1e-3))


class SearchRoot(NamedTuple):
    search: ISMCTS
    root: Node
    count: dict          # root action -> iterations backed up through it
    iterations: int
    stop: int            # the last battle the search looks at
    best: Action         # the move the search prefers

    def value(self, action: Action) -> float:
        """The estimated chance to win after ``action``, for the side to move."""
        return self.root.children[action].total / max(1, self.count.get(action, 0))


def search_root(state, budget: float = 0.25, seed: int = 0,
                max_iterations: int | None = None) -> SearchRoot:
    """The one judge of a decision: the Veteran's search of ``state`` from its side's knowledge,
    with the move it prefers. The hint (konwoj.ai.hint) and the analysis both ask it, so for the
    same position, observation, seed and budget they prefer the same move."""
    side = state.current_player
    legal = state.legal_actions()
    search = ISMCTS(budget=budget, seed=seed, max_iterations=max_iterations)
    rng = search.rng
    root = Node()
    # the search runs exactly as it would without knowing what was played (so the preferred move
    # does not depend on it); the played move gets extra iterations of its own afterwards
    first = search.policy.act(state.determinize(side, rng), rng)
    rest = [a for a in legal if a != first]
    rng.shuffle(rest)
    root.order = [first] + rest
    t0 = time.perf_counter()
    deadline = t0 + budget
    n = 0
    stop = state.battle + search.horizon
    # a mean is taken over our own count of the iterations that went through each root move (one
    # backup each), so the played move's extra iterations below are counted the same way
    count: dict = {}
    while True:
        seen = {a: ch.visits for a, ch in root.children.items()}
        search._iterate(root, state.determinize(side, rng, quiet=True), stop)
        for a, ch in root.children.items():
            if ch.visits != seen.get(a, 0):
                count[a] = count.get(a, 0) + 1
                break
        n += 1
        if max_iterations is not None:
            if n >= max_iterations:
                break
        elif time.perf_counter() >= deadline:
            break
    if not count:                       # no iteration got past the root (cannot happen in play)
        count[root.order[0]] = 0
        root.children.setdefault(root.order[0], Node())
    best_a = max(count, key=lambda a: (count[a], root.children[a].total / max(1, count[a]),
                                       str(a)))
    return SearchRoot(search, root, count, n, stop, best_a)


def _as_legal(state, a: Action) -> Action:
    """The recorded action as ``legal_actions()`` lists it (an identical copy may be named)."""
    if a in state.legal_actions():
        return a
    b = state._normalize(a)
    if b in state.legal_actions():
        return b
    raise RecordError(f"the recorded action {a} is not legal where it stands")


def decisions_of(states: list, actions: list, side: str) -> list[int]:
    """The steps at which ``side`` had a real choice (two or more legal actions)."""
    return [k for k, a in enumerate(actions)
            if states[k].current_player == side and len(states[k].legal_actions()) > 1]


# ====================================================================== the whole game
def analyse(record: GameRecord, side: str, budget: float = 0.25, seed: int = 0,
            threshold: float = 0.1, max_iterations: int | None = None, progress=None,
            should_stop=None) -> Analysis:
    """Judge every decision of ``side`` in the recorded game. ``progress(done, total, decision)``
    is called after each one; ``should_stop()`` returning True raises AnalysisCancelled."""
    if side not in SIDES:
        raise ValueError(f"unknown side {side!r}; known: {', '.join(SIDES)}")
    t0 = time.perf_counter()
    states = replay_states(record)
    actions = record.actions
    steps = decisions_of(states, actions, side)
    final = states[-1]
    result = Analysis(side, len(actions), threshold, winner=final.winner)
    if progress:
        progress(0, len(steps), None)
    for i, k in enumerate(steps):
        if should_stop is not None and should_stop():
            raise AnalysisCancelled()
        d = judge(states[k], actions[k], budget, judge_seed(k, seed), max_iterations)
        d.step = k
        result.decisions.append(d)
        if progress:
            progress(i + 1, len(steps), d)
    result.seconds = time.perf_counter() - t0
    return result
