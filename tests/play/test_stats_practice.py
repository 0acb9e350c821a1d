"""Statistics of the kept games, practice positions from the costliest analysed decisions, and
the background analysis (issue 21)."""
from __future__ import annotations

import pytest

from tests.support.drive import played
from tests.support.workers import QuickWorker
from konwoj.play import stats as S
from konwoj.play.practice import PracticeMatch, judge_answer, positions
from konwoj.saves import library
from konwoj.saves.storage import SaveInfo


def row(winner, sides=("outpost",), level="veteran", ruleset="1e", mode="solo", date="2025-01-01T10:00:00",
        length=100, battles=9):
    return SaveInfo(path=None, name="g", sides=tuple(sides), opponent=level, date=date,
                    kind="game", mode=mode, winner=winner, ruleset=ruleset, recorded=length,
                    meta={"length": length, "battles": battles})


# ---------------------------------------------------------------------- statistics
def test_wins_and_losses_per_side_level_and_edition():
    rows = [row("outpost", date="2025-01-01T10:00:00"),
            row("moloch", date="2025-01-02T10:00:00"),
            row("moloch", sides=("moloch",), level="recruit", ruleset="2e", date="2025-01-03T10:00:00"),
            row("moloch", sides=("moloch",), level="recruit", ruleset="2e", date="2025-01-04T10:00:00"),
            row("outpost", sides=("moloch", "outpost"), mode="hotseat", level=None,
                date="2025-01-05T10:00:00", length=200, battles=12)]
    st = S.compute(rows)
    assert st.games == 5
    assert (st.by_side["outpost"].wins, st.by_side["outpost"].losses) == (2, 1)   # + hot seat
    assert (st.by_side["moloch"].wins, st.by_side["moloch"].losses) == (2, 1)
    assert (st.by_level["veteran"].wins, st.by_level["veteran"].losses) == (1, 1)
    assert (st.by_level["recruit"].wins, st.by_level["recruit"].losses) == (2, 0)
    assert (st.by_edition["2e"].wins, st.by_edition["1e"].losses) == (2, 1)
    assert st.hotseat == {"moloch": 0, "outpost": 1}
    # streaks over the games against the computer, oldest to newest: W L W W
    assert st.recent == ["won", "lost", "won", "won"]
    assert st.current_streak == 2 and st.best_streak == 2
    assert st.avg_length == pytest.approx(120) and st.avg_battles == pytest.approx(9.6)
    assert S.compute([]).games == 0 and S.compute([]).avg_length is None


def test_losing_streak_and_filters():
    rows = [row("moloch", date=f"2025-01-0{i}T10:00:00") for i in range(1, 4)]
    assert S.compute(rows).current_streak == -3 and S.compute(rows).best_streak == 0
    mixed = rows + [row("moloch", sides=("moloch",), level="private", ruleset="2e"),
                    row("moloch", sides=("moloch", "outpost"), mode="hotseat", level=None)]
    f = lambda **kw: [r for r in mixed if S.matches(r, **kw)]          # noqa: E731
    assert len(f()) == 5
    assert len(f(edition="2e")) == 1
    assert len(f(side="moloch")) == 2                  # the solo game and the hot seat one
    assert len(f(level="private")) == 1 and len(f(level="hotseat")) == 1
    assert len(f(result="lost")) == 3                  # the player's side in solo games
    assert len(f(side="moloch", result="won")) == 2    # hot seat counts for the side filtered
    broken = SaveInfo(path=None, name="x", error="broken")
    assert S.matches(broken) and not S.matches(broken, edition="1e")


# ---------------------------------------------------------------------- practice
@pytest.fixture
def analysed_game(tmp_dirs):
    from konwoj.ai.analysis import analyse
    s = played(21, 5000)
    assert s.is_terminal()
    p = library.keep(s, {"mode": "solo", "human_sides": ["moloch"], "opponent_level": "private"})
    a = analyse(s.record, "moloch", max_iterations=24, seed=1)
    library.store_analysis(p, "moloch", a)
    return p, s, a


@pytest.mark.slow
def test_positions_are_the_costliest_decisions_of_your_side(analysed_game):
    p, s, a = analysed_game
    items = positions(min_drop=0.0)
    assert items and all(i.side == "moloch" and i.path == p for i in items)
    assert [i.drop for i in items] == sorted((i.drop for i in items), reverse=True)
    assert {i.step for i in items} <= {d.step for d in a.costliest(3)}
    pos = items[0]
    state = pos.state()
    assert state.current_player == "moloch"                      # your decision
    assert pos.played in state.legal_actions()
    # practice never touches the autosave nor the library
    from konwoj import saves
    m = PracticeMatch(state, "moloch")
    assert m.autosave() is None and m.keep_finished() is None
    assert not saves.autosave_path().exists()
    assert m.bottom_side() == "moloch" and not m.ai_to_move()


@pytest.mark.slow
def test_the_judge_says_whether_the_answer_is_as_good_and_shows_the_line(analysed_game):
    pos = positions(min_drop=0.0)[0]
    state = pos.state()
    good = judge_answer(pos, state.clone(), pos.best, max_iterations=24)
    assert good.good and good.best == pos.best
    assert good.line and good.line[0][:2] == ("moloch", pos.best)     # the line starts with it
    assert len(good.line) >= 1 and all(step[0] in ("moloch", "outpost") for step in good.line)
    v = judge_answer(pos, state.clone(), pos.played, max_iterations=24)
    assert v.answer == pos.played
    assert v.good == (v.answer_chance >= v.best_chance - 0.05)


@pytest.mark.slow
def test_background_analysis_runs_when_idle_and_keeps_results(tmp_dirs):
    from konwoj.play.background import BackgroundAnalysis

    s = played(22, 5000)
    p = library.keep(s, {"mode": "hotseat", "human_sides": ["moloch", "outpost"]})
    bg = BackgroundAnalysis(worker_factory=QuickWorker, idle_after=2.0)
    assert bg.remaining() == 2                  # both sides of a hot-seat game
    assert not bg.tick(0.5) and not bg.running  # not idle yet
    assert bg.tick(3.0) and bg.running          # idle: one starts
    assert bg.tick(0.0) and not bg.running      # done: kept beside the game
    assert len(library.analysed_sides(p)) == 1
    bg.tick(3.0)
    bg.tick(3.0)
    assert len(library.analysed_sides(p)) == 2 and bg.remaining() == 0
