"""A finished lesson is no game of the library (issue 36, defect 3): it is never kept, and a
lesson an older version kept is left out of the Games screen and the statistics, whether its
file names the lesson or (a lesson whose game ended during its script) not."""
from __future__ import annotations

import random

import pytest

from konwoj.play import stats as S
from konwoj.play.lessons import find_lesson
from konwoj.play.session import lesson_match
from konwoj.rules import new_game
from konwoj.saves import library, storage

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def play_out(state, seed):
    r = random.Random(seed)
    while not state.is_terminal():
        state.apply(r.choice(state.legal_actions()))
    return state


def finished_lesson(lesson_id):
    """The lesson's match at its game's end: the endgame lesson ends the game inside its script
    (info steps still to read); the others are played on past the script to the end."""
    lesson = find_lesson(lesson_id)
    match, _ = lesson_match(lesson, resume=False)
    state = lesson.dry_run()
    match.state = state
    if lesson_id == "endgame":
        assert state.is_terminal() and not match.lesson.done
    else:
        match.lesson.index = len(lesson.steps)          # the script is over: free play
        play_out(state, 7)
    return match


@pytest.mark.parametrize("lesson_id", ["endgame", "outpost"])
def test_a_finished_lesson_is_not_kept_nor_counted(lesson_id):
    match = finished_lesson(lesson_id)
    assert match.autosave() is not None                 # the autosave still has it
    assert match.keep_finished() is None
    assert library.count() == 0 and library.games() == []
    assert S.compute(library.games()).by_side["outpost"].wins == 0


def keep_as_b437aec(state, meta):
    """What library.keep wrote before: the "lesson" word popped, "after_lesson" kept."""
    m = dict(meta)
    m.pop("lesson", None)
    m.update({"kind": "finished", "winner": state.winner, "length": len(state.record),
              "battles": state.battle, "pinned": False})
    return storage.save(state, library.path_for(state), m)


@pytest.mark.parametrize("lesson_id", ["endgame", "outpost"])
def test_a_lesson_kept_by_an_older_version_is_left_out(lesson_id):
    match = finished_lesson(lesson_id)
    old = keep_as_b437aec(match.state, match.meta())
    real = play_out(new_game(seed=int(match.seed)), 3)   # a real game dealt from the same seed
    kept = library.keep(real, {"mode": "solo", "human_sides": ["outpost"],
                               "opponent_level": "recruit", "seed": match.seed})
    assert old.exists() and library.count() == 2
    assert [r.path for r in library.games()] == [kept]
    assert [p for p, _ in library.unanalysed()] == [kept]
    st = S.compute(library.games())
    assert st.by_side["outpost"].wins + st.by_side["outpost"].losses == 1
