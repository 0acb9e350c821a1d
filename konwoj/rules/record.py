"""The game record: how a game began and every action taken since, so it can be watched again.

Like python-chess's move stack, the record lives with the game: ``GameState.record`` is a
``GameRecord`` (or None for a game loaded from a save written before records existed, or for a
world the computer imagines with ``determinize``). ``new_game`` starts one from the seed and the
ruleset; a position built by hand (a scenario) starts one at that position.

The record is persistent: ``add`` returns a new record sharing everything with the old one (the
actions form a linked list, newest first), so ``GameState.clone`` copies one reference and stays as
fast as before, and an undo that restores an earlier copy of the state restores its shorter record
with it.

    from konwoj.rules.replaying import replay, replay_states
    final = replay(state.record)                 # == state
    states = replay_states(state.record)         # the state before the first action ... the last

This module holds the data only and imports no part of the engine that holds a state; replaying a
record (which needs ``GameState``) lives in ``replaying.py``.
"""
from __future__ import annotations

from typing import Any

from .common import MAX_ACTION_FIELDS, Action, is_int as _is_int
from .ruleset import RULESETS


class RecordError(ValueError):
    """A record that is malformed or does not replay (an action that is not legal where it stands)."""


class GameRecord:
    """Where the game started (``start``: ``{"seed", "ruleset", "values"}`` for a fresh deal, or
    ``{"position": state dict}`` for a position) and the actions taken since, oldest first. The
    card values (``variants.values_of``) are missing in a record saved before records carried them:
    such a game was played with ``variants.legacy_data()``."""

    __slots__ = ("start", "_tail", "length")

    def __init__(self, start: dict, tail: tuple | None = None, length: int = 0):
        self.start = start          # never changed after construction (shared between copies)
        self._tail = tail           # (newest action, tail of the older ones) or None
        self.length = length

    # ------------------------------------------------------------------ construction
    @classmethod
    def fresh(cls, seed: int, ruleset: str, values: dict | None = None) -> "GameRecord":
        """The record of a new deal: ``new_game(seed, ruleset, data)`` with ``data.values``."""
        start = {"seed": int(seed), "ruleset": ruleset}
        if values is not None:
            start["values"] = values
        return cls(start)

    @classmethod
    def at(cls, state) -> "GameRecord":
        """A record that starts at ``state`` as it stands (a scenario's position)."""
        d = state.to_dict()
        d.pop("record", None)
        return cls({"position": d})

    def add(self, action) -> "GameRecord":
        """This record with one more action (the old record is unchanged)."""
        return GameRecord(self.start, (action, self._tail), self.length + 1)

    def upto(self, k: int) -> "GameRecord":
        """The record of the first ``k`` actions."""
        if not 0 <= k <= self.length:
            raise IndexError(f"step {k} is outside the record (0..{self.length})")
        node, n = self._tail, self.length
        while n > k:
            node, n = node[1], n - 1
        return GameRecord(self.start, node, k)

    # ------------------------------------------------------------------ reading
    @property
    def actions(self) -> list:
        """The actions taken, oldest first."""
        out = []
        node = self._tail
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def __len__(self) -> int:
        return self.length

    @property
    def from_position(self) -> bool:
        return "position" in self.start

    def __eq__(self, other) -> bool:
        return (isinstance(other, GameRecord) and self.start == other.start
                and self.actions == other.actions)

    __hash__ = None

    def __repr__(self) -> str:
        where = "position" if self.from_position else f"seed {self.start.get('seed')}"
        return f"<GameRecord from {where}, {self.length} actions>"

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        return {"start": _copy(self.start), "actions": [list(a) for a in self.actions]}

    @classmethod
    def from_dict(cls, d: Any) -> "GameRecord":
        """Read ``to_dict()``; raises RecordError naming what is wrong (the shape only: whether the
        actions replay is found out by ``replay``)."""
        if not isinstance(d, dict) or set(d) != {"start", "actions"}:
            raise RecordError("the record must map 'start' and 'actions'")
        start = d["start"]
        if not isinstance(start, dict):
            raise RecordError("the record's start must be a mapping")
        if set(start) in ({"seed", "ruleset"}, {"seed", "ruleset", "values"}):
            if not _is_int(start["seed"]):
                raise RecordError("the record's seed must be a whole number")
            if start["ruleset"] not in RULESETS:
                raise RecordError(f"the record's ruleset {start['ruleset']!r} is unknown")
            if "values" in start and not isinstance(start["values"], dict):
                raise RecordError("the record's card values must be a mapping")
            start = {k: _copy(v) for k, v in start.items()}
        elif set(start) == {"position"}:
            if not isinstance(start["position"], dict) or "record" in start["position"]:
                raise RecordError("the record's starting position must be a game state")
            start = {"position": _copy(start["position"])}
        else:
            raise RecordError("the record must start from a seed and ruleset or from a position")
        acts = d["actions"]
        if not isinstance(acts, list):
            raise RecordError("the record's actions must be a list")
        tail = None
        for i, a in enumerate(acts):
            if (not isinstance(a, list) or not 1 <= len(a) <= MAX_ACTION_FIELDS
                    or not isinstance(a[0], str)
                    or not all(v is None or isinstance(v, str) or _is_int(v) for v in a)):
                raise RecordError(f"action {i + 1} of the record is malformed: {a!r}"[:200])
            tail = (Action(*a), tail)
        return cls(start, tail, len(acts))


def _copy(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _copy(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_copy(v) for v in x]
    return x
