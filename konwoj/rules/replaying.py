"""Replaying a game record (:mod:`konwoj.rules.record`): the state it starts from, every state
along the way, and the state at its end.

    from konwoj.rules.replaying import replay, replay_states
    final = replay(state.record)                 # == state
    states = replay_states(state.record)         # the state before the first action ... the last
"""
from __future__ import annotations

from .cards import CardDataError
from .common import IllegalAction, StateError
from .record import GameRecord, RecordError
from .state import GameState, new_game
from .variants import data_for


def initial_state(record: GameRecord, data=None):
    """The state the record starts from (before its first action), with the card data of the
    record's own values unless ``data`` is given."""
    if "position" in record.start:
        try:
            s = GameState.from_dict(record.start["position"], data)
        except StateError as exc:
            raise RecordError(f"the record's starting position is invalid: {exc}") from None
    else:
        if data is None:
            try:
                data = data_for(record.start.get("values"))
            except CardDataError as exc:
                raise RecordError(f"the record's card values are invalid: {exc}") from None
        s = new_game(record.start["seed"], record.start["ruleset"], data)
    s.record = GameRecord(record.start)
    return s


def _steps(record: GameRecord, data=None, upto: int | None = None):
    """The recorded game: its starting state, then the same state after each of the first ``upto``
    actions (all by default). Raises RecordError at the first action that does not apply."""
    s = initial_state(record, data)
    yield s
    acts = record.actions if upto is None else record.actions[:upto]
    for i, a in enumerate(acts):
        try:
            s.apply(a)
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} of the record ({a}) does not apply: {exc}") from None
        yield s


def replay_states(record: GameRecord, data=None, upto: int | None = None) -> list:
    """Every state of the recorded game: ``[0]`` before the first action, ``[k]`` after ``k``
    actions (independent copies). Raises RecordError at the first action that does not apply."""
    return [s.clone() for s in _steps(record, data, upto)]


def replay(record: GameRecord, data=None, upto: int | None = None):
    """The state after the first ``upto`` actions of the record (all of them by default)."""
    for s in _steps(record, data, upto):  # noqa: B007 (the loop runs to the last state)
        pass
    return s
