"""The worker keeps the Veteran between questions (its phase budget and tree carry over) and makes
a new one when the level's budget changes."""
from konwoj.ai.service import kept_player as _player


def test_the_same_veteran_answers_the_questions_of_a_phase():
    players = {}
    a = _player(players, "veteran", 1, 2.0)
    b = _player(players, "veteran", 2, 2.0)
    assert a is b and b.seed == 2
    c = _player(players, "veteran", 3, 1.0)
    assert c is not a and c.budget == 1.0
    assert _player(players, "private", 1, 2.0) is not _player(players, "private", 1, 2.0)
