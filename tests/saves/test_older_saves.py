"""A player's games outlive a change of the shipped data: saves written by an earlier version
(commit c6cefc9, before issue 23's balance study) load, replay to their saved position and play on.

They name no card values: they are read with the values of their time (data/legacy_values.yaml,
docs/rulings.md 7.2), whatever balance data/cards.yaml ships now (issue 23's is not theirs).
Saves written at 62670e8, while issue 23's Q3 shipped, name their values (Trep and Zwiadowca 3):
they go on with those under the balance shipped after it (T2: both 2). Saves written at 8ddca01,
while T2 shipped, go on with its Robots of strength 2 under V1 (five of them 3). Saves written at
36e1d5c, while V1 shipped (tools/make_era_saves.py), keep its Rozpruwacz of 2 under V2. Saves
written at c210c45, while V2 shipped, keep its four districts of Port Cleveland (2nd edition) under V3."""
import pathlib

import pytest

from konwoj.ai import make_ai
from konwoj.play.replay import checked_states
from konwoj.saves import storage

DATA = pathlib.Path(__file__).parents[1] / "data"
OLDER = sorted((DATA / "older_saves").glob("*.json"))
Q3_ERA = sorted((DATA / "q3_saves").glob("*.json"))
T2_ERA = sorted((DATA / "t2_saves").glob("*.json"))
V1_ERA = sorted((DATA / "v1_saves").glob("*.json"))
V2_ERA = sorted((DATA / "v2_saves").glob("*.json"))


def test_the_older_saves_are_there():
    assert len(OLDER) == 4
    assert len(Q3_ERA) == 4
    assert len(T2_ERA) == 4
    assert len(V1_ERA) == 4
    assert len(V2_ERA) == 4


def test_the_shipped_values_are_not_theirs():
    """Else this file would not show that a save outlives a balance."""
    from konwoj.rules import default_data, variants
    assert not variants.is_legacy(default_data())


@pytest.mark.parametrize("path", OLDER + Q3_ERA + T2_ERA + V1_ERA + V2_ERA, ids=lambda p: p.stem)
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


@pytest.mark.parametrize("path", Q3_ERA, ids=lambda p: p.stem)
def test_a_save_of_an_earlier_balance_keeps_its_strengths(path):
    from konwoj.rules import default_data
    state, _ = storage.load_with_meta(path)
    assert state.data.by_id["trep-1"].strength == 3 and state.data.by_id["zwiadowca-2"].strength == 3
    assert default_data().by_id["trep-1"].strength == 2
    assert state.to_dict()["values"]["strengths"]["trep"] == 3     # saved again, still its own


@pytest.mark.parametrize("path", T2_ERA, ids=lambda p: p.stem)
def test_a_save_of_the_t2_balance_keeps_its_robots(path):
    from konwoj.rules import default_data
    state, _ = storage.load_with_meta(path)
    assert [state.data.by_id[f"{k}-1"].strength for k in ("anihilator", "bloker", "obronca")] == [2, 2, 2]
    assert [default_data().by_id[f"{k}-1"].strength for k in ("anihilator", "bloker", "obronca")] == [3, 3, 3]
    assert state.to_dict()["values"]["strengths"]["bydlak"] == 2    # saved again, still its own


@pytest.mark.parametrize("path", V1_ERA, ids=lambda p: p.stem)
def test_a_save_of_the_v1_balance_keeps_its_ripper(path):
    from konwoj.rules import default_data
    state, _ = storage.load_with_meta(path)
    assert state.data.by_id["rozpruwacz-1"].strength == 2
    assert state.data.by_id["anihilator-1"].strength == 3           # V1's own Robots of 3
    assert default_data().by_id["rozpruwacz-1"].strength == 3
    assert state.to_dict()["values"]["strengths"]["rozpruwacz"] == 2    # saved again, still its own


@pytest.mark.parametrize("path", [p for p in V2_ERA if "-2e-" in p.name], ids=lambda p: p.stem)
def test_a_2e_save_of_the_v2_balance_keeps_its_port_cleveland(path):
    from konwoj.rules import default_data
    state, _ = storage.load_with_meta(path)
    harbour = [c for c in state.data.cities_2e if c.key == "cleveland_harbour"]
    assert len(harbour[0].districts) == 4
    assert [len(c.districts) for c in default_data().cities_2e if c.key == "cleveland_harbour"] == [3]
    assert len(state.districts[2]) == 4                             # the board it is played on
    assert state.to_dict()["values"]["cities_2e"]["cleveland_harbour"]["districts"] == ["plain"] * 4
