"""The other side's last phase, action by action: the positions the game went through, read from
the game's own record (``GameState.record``, replayed by :mod:`konwoj.rules.replaying`), never
re-enacted here. Pure Python (no pygame): the table's stepping (:mod:`konwoj.scenes.table.follow`)
shows what this says.

    lp = last_phase(state, MOLOCH)    # None: Moloch has not decided anything yet
    lp.n                              # its actions, e.g. 9
    lp.states[0]                      # the position before its first action
    lp.states[k]                      # ... after its k-th action (1..n)
    lp.events(k, OUTPOST)             # the log events action k added that the Outpost may see

"The last phase" is the side's last run of decisions: every action it took since the other side
last decided (the same span the table's recap tells), usually its phase of a battle, with the
convoy's move and the target that led into it. Raises ``RecordError`` when the game has no record
(a save from before records) or its record does not lead to the position.
"""
from __future__ import annotations

from konwoj.play.replay import checked_states


class LastPhase:
    """``side``'s last run of actions: ``states[0]`` before the first, ``states[k]`` after the
    k-th; ``first`` is the record's index of its first action."""

    def __init__(self, side: str, states: list, actions: list, first: int):
        self.side = side
        self.states = states
        self.actions = actions
        self.first = first

    @property
    def n(self) -> int:
        return len(self.actions)

    def events(self, k: int, viewer: str | None) -> list:
        """The log events the ``k``-th action (1..n) added that ``viewer`` may see (None: only
        those everybody sees)."""
        if not 1 <= k <= self.n:
            return []
        before, after = self.states[k - 1].log, self.states[k].log
        start = len(before) if len(after) >= len(before) else len(after)
        return [e for e in after[start:] if e.visible_to == "all" or e.visible_to == viewer]


def last_phase(state, side: str) -> LastPhase | None:
    """``side``'s last run of actions in ``state``'s game (see the module docstring), or None when
    it has taken none. The states are independent copies: nothing done to them reaches ``state``."""
    states = checked_states(state)          # RecordError: no record, or one that does not lead here
    actions = state.record.actions
    end = next((i for i in range(len(actions) - 1, -1, -1)
                if states[i].current_player == side), None)
    if end is None:
        return None
    start = end
    while start > 0 and states[start - 1].current_player == side:
        start -= 1
    return LastPhase(side, states[start:end + 2], actions[start:end + 1], start)
