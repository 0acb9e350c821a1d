"""The engine says when a battle resolves: ``GameState.apply_with_resolution`` applies an action
and gives the position at the moment the battle was resolved on the way (what was counted), and
``resolution_after`` asks it without changing the state (issue 37: no stack tricks outside the
rules)."""
import random

import pytest

from konwoj.rules import GameState, IllegalAction, new_game


class _Reached(Exception):
    pass


class _StopAtResolve(list):
    """The old way (texts/verdict.py on b437aec), kept here as the reference."""

    def pop(self, *args):
        frame = super().pop(*args)
        if frame and frame[0] == "resolve":
            super().append(frame)
            raise _Reached
        return frame


def _old_state_at_resolution(before, action):
    s = before.clone()
    s.stack = _StopAtResolve(s.stack)
    try:
        s.apply(action)
    except _Reached:
        s.stack = list(s.stack)
        return s
    return None


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_the_position_at_resolution_is_the_one_the_battle_counted(ruleset):
    resolutions = 0
    for seed in range(12):
        rng = random.Random(seed)
        s = new_game(seed, ruleset)
        while not s.is_terminal():
            a = rng.choice(s.legal_actions())
            want = _old_state_at_resolution(s, a)
            asked = s.resolution_after(a)
            applied = s.clone()
            plain = s.clone()
            at = applied.apply_with_resolution(a)
            plain.apply(a)
            assert applied.to_dict() == plain.to_dict()       # the same move as apply
            for got in (asked, at):
                assert (got is None) == (want is None)
                if got is not None:
                    assert got.to_dict() == want.to_dict()
                    assert got.stack[-1] == ("resolve",)
            if at is not None:
                resolutions += 1
                assert any(e.key == "strength" for e in plain.log[len(s.log):])
            s.apply(a)
    assert resolutions > 50


def test_asking_changes_nothing_and_an_illegal_action_is_refused():
    s = new_game(4)
    before = s.to_dict()
    for a in s.legal_actions():
        s.resolution_after(a)
    assert s.to_dict() == before
    with pytest.raises(IllegalAction):
        s.resolution_after(("play", "no-such-card", 0))
    with pytest.raises(IllegalAction):
        s.apply_with_resolution(("play", "no-such-card", 0))
    assert isinstance(s, GameState) and s.to_dict() == before
