"""Practice from your own mistakes: the costliest decisions of your analysed games become
positions to play again.

    items = positions()                         # [Position], the costliest first
    state = items[0].state()                    # the position, as it stood at that decision
    match = PracticeMatch(state, items[0].side) # the table plays it from that side's view
    ... the player makes a move: match.answer
    v = judge_answer(items[0], state, match.answer)
    v.good, v.answer_chance, v.best_chance, v.line

A position comes from a game kept in the library (``konwoj.saves.library``) and the analysis kept
beside it (``konwoj.ai.analysis``): each decision whose estimated drop in the chance to win is at
least ``MIN_DROP``, of the side the analysis judged (a side a person played). The judge is the
game's own (``konwoj.ai.analysis.judge``): the answer is as good as the preferred move when its
estimated chance to win is within ``TOLERANCE`` of the preferred move's, or it is that move.
Then the line shows: the preferred move and how the game could go on (the Veteran's replies on a
deal of the hidden cards consistent with what the side knew).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from konwoj.play.match import Match
from konwoj.rules import SIDES, Action, IllegalAction

MIN_DROP = 0.08          # a decision that cost at least this much is worth practising
PER_GAME = 3             # at most this many positions from one game and side
TOLERANCE = 0.05         # an answer this close to the preferred move's chance is as good
JUDGE_BUDGET = 0.4       # seconds the judge thinks about an answer
LINE_PLIES = 6


@dataclass
class Position:
    path: Path               # the kept game
    side: str                # whose decision it was
    step: int                # the record's action index
    battle: int
    phase: str
    played: Action           # what was played in the game
    best: Action             # what the analysis preferred
    before: float            # the preferred move's estimated chance to win
    after: float             # the played move's
    drop: float
    date: str | None = None
    ruleset: str = "1e"

    def state(self):
        """The position as it stood when the decision was taken (a full state: the table shows
        only what ``side`` may see)."""
        from konwoj import saves
        from konwoj.rules.replaying import replay_states
        final = saves.load(self.path)
        states = replay_states(final.record)
        at = states[self.step]
        from konwoj.saves.library import same_action
        if at.current_player != self.side \
                or not same_action(at, self.played, final.record.actions[self.step]):
            raise ValueError(f"{self.path.name}: step {self.step} is not a decision of "
                             f"{self.side} that played {self.played}")
        return at


def positions(rows=None, per_game: int = PER_GAME, min_drop: float = MIN_DROP) -> list:
    """Every practice position of the analysed kept games, the costliest first."""
    from konwoj.saves import library
    out = []
    for r in rows if rows is not None else library.games():
        if r.error:
            continue
        for side in library.human_sides(r):
            a = library.analysis(r.path, side)
            if a is None:
                continue
            for d in a.costliest(per_game):
                if d.drop < min_drop:
                    continue
                out.append(Position(r.path, side, d.step, d.battle, d.phase, d.played, d.best,
                                    d.before, d.after, d.drop, r.date, r.ruleset or "1e"))
    out.sort(key=lambda p: (-p.drop, str(p.path), p.step))
    return out


class PracticeMatch(Match):
    """A position played once from ``side``'s seat: the first move of that side is the answer;
    nothing is autosaved or kept, and the computer does not reply."""

    kept = False

    def __init__(self, state, side: str):
        super().__init__(state, "solo", (side,), "random", getattr(state, "seed", 0) or 0)
        self.side = side
        self.start = state.clone()
        self.answer: Action | None = None
        self.autosaved_on_leave = True

    def apply(self, action: Action):
        """The first move of ``side`` is the answer: it is checked (an illegal one changes
        nothing) and the position comes back, for the verdict to be read over it (the outcome
        then tells no events: the table shows the position as it was)."""
        if self.answer is not None:
            raise IllegalAction("practice: the answer is given")
        side = self.state.current_player
        new = super().apply(action)
        if side == self.side:
            self.answer = action
            self.state = self.start.clone()
            self.clear_undo()
            return new._replace(events=[], at_resolution=None, autosave_due=False)
        return new

    def reset(self) -> None:
        """Try again: the position as it was, no answer."""
        self.state = self.start.clone()
        self.answer = None
        self.clear_undo()

    def ai_to_move(self) -> bool:
        return False

    def autosave(self):          # a practice position never touches the player's autosave
        return None

    def keep_finished(self):
        return None


@dataclass
class Verdict:
    good: bool
    answer: Action
    best: Action
    answer_chance: float
    best_chance: float
    played_chance: float           # the move played in the game
    line: list = field(default_factory=list)     # [(side, Action, state before it)]


def judge_answer(pos: Position, state, answer: Action, budget: float = JUDGE_BUDGET,
                 max_iterations: int | None = None, plies: int = LINE_PLIES) -> Verdict:
    """The game's judge on ``answer`` in ``state`` (the position of ``pos``)."""
    from konwoj.ai.analysis import judge
    seed = pos.step + 1
    d = judge(state, answer, budget=budget, seed=seed, max_iterations=max_iterations)
    best_chance = max(d.before, pos.before)
    good = answer == pos.best or answer == d.best or d.after >= best_chance - TOLERANCE
    best = pos.best if pos.best in state.legal_actions() else d.best
    return Verdict(good, answer, best, d.after, best_chance, pos.after,
                   line_after(state, best, pos.side, plies, seed))


def line_after(state, best: Action, side: str, plies: int = LINE_PLIES, seed: int = 0) -> list:
    """The preferred move and how the game could go on: ``[(side, action, state before)]`` on a
    deal of the hidden cards consistent with what ``side`` knew."""
    rng = random.Random(seed)
    world = state.determinize(side, rng)
    out = []
    try:
        from konwoj import ai
        bots = {s: ai.make_ai("private", seed=seed) for s in SIDES}
    except Exception:  # noqa: BLE001 - no AI: the first move alone
        bots = {}
    action = best
    for _ in range(max(1, plies)):
        if world.is_terminal():
            break
        mover = world.current_player
        if action is None:
            bot = bots.get(mover)
            if bot is None:
                break
            try:
                action = bot.choose(world.clone())
            except Exception:  # noqa: BLE001
                break
        before = world.clone()
        try:
            world.apply(action)
        except IllegalAction:
            break
        out.append((mover, action, before))
        action = None
    return out
