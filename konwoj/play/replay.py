"""Watching a recorded game: the states step by step, where phases and battles begin, which log
line belongs to which step, and which hands the viewer may see. Pure Python (no pygame): the replay
scene draws what this says.

    rp = Replay.of(state, meta)            # None if the game has no record (an older save)
    rp.goto(0); rp.forward(); rp.next_battle(); rp.end()
    rp.state                                # the position after ``rp.step`` actions
    rp.views                                # e.g. ("moloch", "outpost", "both") for a finished game

A replay never shows more than the saved game would: for a game still going, only the hands its
player may see (a solo game: the human's side; a hot-seat game: none, both players may open it), and
the log lines visible to the shown side.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right

from konwoj.rules import SIDES
from konwoj.rules.record import RecordError
from konwoj.rules.replaying import replay_states

BOTH = "both"
NONE = "none"


def allowed_views(state, meta: dict | None) -> tuple:
    """The views a replay of this game may offer: a finished game shows everything; a game still
    going shows only what its player(s) may see."""
    if state.is_terminal():
        return SIDES + (BOTH,)
    meta = meta or {}
    humans = [s for s in (meta.get("human_sides") or []) if s in SIDES]
    if meta.get("mode") == "solo" and len(humans) == 1:
        return (humans[0],)
    return (NONE,)


def checked_states(state) -> list:
    """Every state of ``state``'s recorded game, first to last, after the record check the replay
    viewer and ``analyse`` share: the record replays and leads exactly to the saved position
    (an emptied, cut, flipped or borrowed record does not). Raises RecordError."""
    if state.record is None:
        raise RecordError("the save has no game record")
    states = replay_states(state.record)
    if states[-1].to_dict() != state.to_dict():
        raise RecordError("the record does not lead to the saved position")
    return states


class Replay:
    """The states of a recorded game and a cursor over them (``step``: actions done so far)."""

    def __init__(self, states: list, actions: list, views: tuple):
        self.states = states
        self.actions = actions
        self.views = views
        self.view = views[-1] if BOTH in views else views[0]
        self.step = len(states) - 1
        # the first step of every (battle, phase) and of every battle
        self.phase_starts, self.battle_starts = [0], [0]
        for k in range(1, len(states)):
            a, b = states[k - 1], states[k]
            if (a.battle, a.phase) != (b.battle, b.phase):
                self.phase_starts.append(k)
            if a.battle != b.battle:
                self.battle_starts.append(k)
        # the step at which each log line (of the whole game) appeared
        self._log_steps = []
        n = 0
        for k, s in enumerate(states):
            m = len(s.log)
            self._log_steps += [k] * (m - n)
            n = max(n, m)

    @classmethod
    def of(cls, state, meta: dict | None = None) -> "Replay | None":
        """The replay of ``state``'s game, or None when it has no record. Raises RecordError when
        the record does not reproduce the game."""
        if state.record is None:
            return None
        states = checked_states(state)
        return cls(states, state.record.actions, allowed_views(state, meta))

    # ------------------------------------------------------------------ the cursor
    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def state(self):
        return self.states[self.step]

    @property
    def action(self):
        """The action that led to the shown position (None at the start)."""
        return self.actions[self.step - 1] if self.step > 0 else None

    def goto(self, k: int) -> int:
        self.step = max(0, min(self.last, int(k)))
        return self.step

    def forward(self) -> int:
        return self.goto(self.step + 1)

    def back(self) -> int:
        return self.goto(self.step - 1)

    def home(self) -> int:
        return self.goto(0)

    def end(self) -> int:
        return self.goto(self.last)

    def next_phase(self) -> int:
        return self.goto(_next(self.phase_starts, self.step, self.last))

    def prev_phase(self) -> int:
        return self.goto(_prev(self.phase_starts, self.step))

    def next_battle(self) -> int:
        return self.goto(_next(self.battle_starts, self.step, self.last))

    def prev_battle(self) -> int:
        return self.goto(_prev(self.battle_starts, self.step))

    def set_view(self, view: str) -> bool:
        """Show the table from ``view`` if the replay may; False (and nothing changes) otherwise."""
        if view not in self.views:
            return False
        self.view = view
        return True

    # ------------------------------------------------------------------ what is shown
    def open_hands(self) -> tuple:
        """The hands drawn face up in the current view."""
        if self.view == BOTH:
            return SIDES
        if self.view in SIDES:
            return (self.view,)
        return ()

    def log_lines(self) -> list:
        """``(index, event)`` of the whole game's log lines the view may read, up to the shown
        step (the index is into the final log)."""
        final = self.states[-1].log
        upto = len(self.state.log)
        sides = self.open_hands()
        return [(i, e) for i, e in enumerate(final[:upto])
                if e.visible_to == "all" or e.visible_to in sides]

    def step_of_log_line(self, index: int) -> int:
        """The step at which log line ``index`` appeared (clicking it jumps there)."""
        if not 0 <= index < len(self._log_steps):
            raise IndexError(f"no log line {index}")
        return self._log_steps[index]

    def marks(self) -> list:
        """``(step, battle)`` where each battle begins, for the slider and the graph."""
        return [(k, self.states[k].battle) for k in self.battle_starts if k > 0]


def _next(starts: list, step: int, last: int) -> int:
    i = bisect_right(starts, step)
    return starts[i] if i < len(starts) else last


def _prev(starts: list, step: int) -> int:
    i = bisect_left(starts, step)
    return starts[i - 1] if i > 0 else 0
