"""The replay's model (konwoj/replay.py): stepping, phase and battle jumps, the log lines by step,
and a replay of a game in progress that shows no more than the game itself."""
from __future__ import annotations

import random

import pytest

from konwoj import saves
from konwoj.play.replay import BOTH, NONE, Replay, allowed_views
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.rules.record import RecordError


def finished(seed=4):
    s = new_game(seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_stepping_through_a_finished_game():
    s = finished()
    rp = Replay.of(s, {"mode": "solo", "human_sides": [OUTPOST]})
    assert rp.views == (MOLOCH, OUTPOST, BOTH) and rp.view == BOTH
    assert rp.step == rp.last == len(s.record) and rp.state.to_dict() == s.to_dict()
    assert rp.home() == 0 and rp.action is None and rp.state.phase == "mulligan"
    assert rp.back() == 0
    assert rp.forward() == 1 and rp.action == s.record.actions[0]
    assert rp.end() == rp.last and rp.forward() == rp.last
    assert rp.goto(10 ** 9) == rp.last and rp.goto(-5) == 0


def test_phase_and_battle_jumps_land_where_they_begin():
    s = finished(7)
    rp = Replay.of(s)
    rp.home()
    seen = []
    while rp.step < rp.last:
        k = rp.next_battle()
        seen.append(k)
        if k < rp.last:
            assert rp.states[k].battle == rp.states[k - 1].battle + 1
    assert seen == sorted(seen) and len(seen) >= s.battle - 1
    # phases: each jump lands on a change of (battle, phase); back again walks the same marks
    rp.home()
    fwd = []
    while rp.step < rp.last:
        fwd.append(rp.next_phase())
    back = []
    while rp.step > 0:
        back.append(rp.prev_phase())
    assert back == sorted(back, reverse=True) and len(set(back)) == len(back) and back[-1] == 0
    assert set(back) <= set(rp.phase_starts)
    assert set(fwd) - {rp.last} == set(rp.phase_starts[1:]) - {rp.last}
    for k in fwd[:-1]:
        a, b = rp.states[k - 1], rp.states[k]
        assert (a.battle, a.phase) != (b.battle, b.phase)
    # from the middle of a battle, "previous battle" goes to the start of this one first
    mid = (rp.battle_starts[2] + rp.battle_starts[3]) // 2
    rp.goto(mid)
    assert rp.prev_battle() == rp.battle_starts[2]
    assert rp.prev_battle() == rp.battle_starts[1]
    assert [b for _, b in rp.marks()][:3] == [1, 2, 3]


def test_each_log_line_knows_its_step():
    s = finished(9)
    rp = Replay.of(s)
    for i in (0, 5, len(s.log) // 2, len(s.log) - 1):
        k = rp.step_of_log_line(i)
        assert len(rp.states[k].log) > i
        assert k == 0 or len(rp.states[k - 1].log) <= i
    rp.goto(rp.step_of_log_line(len(s.log) // 2))
    lines = rp.log_lines()
    assert lines and lines[-1][0] < len(rp.state.log)
    with pytest.raises(IndexError):
        rp.step_of_log_line(len(s.log))


def test_a_game_in_progress_shows_only_what_its_player_may_see():
    s = new_game(5)
    rng = random.Random(5)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    solo = Replay.of(s, {"mode": "solo", "human_sides": [MOLOCH]})
    assert solo.views == (MOLOCH,) and solo.open_hands() == (MOLOCH,)
    assert not solo.set_view(OUTPOST) and not solo.set_view(BOTH) and solo.view == MOLOCH
    assert all(e.visible_to in ("all", MOLOCH) for _, e in solo.log_lines())
    assert any(e.visible_to == MOLOCH for _, e in solo.log_lines())
    hot = Replay.of(s, {"mode": "hotseat", "human_sides": [MOLOCH, OUTPOST]})
    assert hot.views == (NONE,) and hot.open_hands() == ()
    assert all(e.visible_to == "all" for _, e in hot.log_lines())
    assert allowed_views(s, None) == (NONE,)


def test_finished_views_and_no_record():
    s = finished(3)
    rp = Replay.of(s)
    assert rp.set_view(OUTPOST) and rp.open_hands() == (OUTPOST,)
    assert rp.set_view(BOTH) and rp.open_hands() == (MOLOCH, OUTPOST)
    old = s.clone()
    old.record = None
    assert Replay.of(old) is None


def test_a_record_that_leads_elsewhere_is_reported():
    s = finished(2)
    other = finished(3)
    s.record = other.record
    with pytest.raises(RecordError):
        Replay.of(s)


def test_the_shipped_blunder_game_replays():
    s = saves.load(saves.scenarios_dir() / "replays" / "planted-blunder.yaml")
    rp = Replay.of(s, {})
    assert rp.views == (MOLOCH, OUTPOST, BOTH) and rp.last == len(s.record)
    assert rp.states[0].phase == "moloch_attack"
