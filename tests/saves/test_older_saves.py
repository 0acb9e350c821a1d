"""A player's games outlive a change of the shipped data: saves written by an earlier version
(commit c6cefc9, before issue 23's balance study) load, replay to their saved position and play on.

A new balance of the reconstructed strengths or of the 2nd edition's cities must come with a way for
these games to keep their own values (docs/rulings.md 7.1); until then this test refuses it."""
import pathlib

import pytest

from konwoj.ai import make_ai
from konwoj.play.replay import checked_states
from konwoj.saves import storage

OLDER = sorted((pathlib.Path(__file__).parents[1] / "data" / "older_saves").glob("*.json"))


def test_the_older_saves_are_there():
    assert len(OLDER) == 4


@pytest.mark.parametrize("path", OLDER, ids=lambda p: p.stem)
def test_an_older_save_loads_replays_and_plays_on(path):
    state, meta = storage.load_with_meta(path)
    states = checked_states(state)          # raises when the record no longer leads to the save
    assert states[-1].to_dict() == state.to_dict()
    assert state.ruleset == path.stem.split("-")[1]
    if "unfinished" in path.stem:
        assert not state.is_terminal()
        ai = {side: make_ai("private", 1) for side in ("moloch", "outpost")}
        for _ in range(5000):
            if state.is_terminal():
                break
            state.apply(ai[state.current_player].choose(state))
        assert state.is_terminal()
    else:
        assert state.is_terminal()
