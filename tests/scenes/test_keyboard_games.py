"""The whole game by keyboard (issue 40, item 3): a player with keys alone
(:class:`tests.support.keyplay.KeyPlayer`) goes from the title screen through New game, the
opening hands, the hand-offs and the table to game over, both sides against the computer and hot
seat, both editions; and through a lesson. Every move of a person's side is made inside a key
press; no mouse event is ever sent.

The table's quiet period after an automatic step and the half second a hand must show before a
key passes are set to zero here (each has its own tests in ``test_table_keys`` and
``test_reveal``); the driver still waits for them if they are on.
"""
from __future__ import annotations

import pygame
import pytest

from konwoj.app import App
from konwoj.rules.facts import SIDES
from tests.support.keyplay import KeyPlayer

pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.fixture
def no_waits(monkeypatch):
    monkeypatch.setattr("konwoj.scenes.table.scene.KEY_QUIET", 0.0)
    monkeypatch.setattr("konwoj.ui.reveal.MIN_SHOWN", 0.0)


@pytest.fixture
def no_mouse(monkeypatch):
    """Fails the test if any mouse button event is posted."""
    real = pygame.event.post

    def post(ev):
        assert ev.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL), ev
        return real(ev)
    monkeypatch.setattr(pygame.event, "post", post)


def _app():
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    return app


def _over(app) -> bool:
    return type(app.scenes.top).__name__ == "GameOverScene"


def _play_whole_game(mode, side, edition, seed):
    app = _app()
    p = KeyPlayer(app, seed)
    p.new_game(mode, side, "recruit", edition, seed)
    assert p.play(lambda: _over(app), timeout=900), "the game did not reach game over"
    sc = p.table()
    assert sc.state.is_terminal() and sc.state.rules.name == edition
    humans = SIDES if mode == "hotseat" else (side,)
    assert sc.match.mode == mode and all(sc.match.is_human(h) for h in humans)
    mine = [m for m in p.moves if m[0] in humans]
    assert len(mine) >= 10 and all(by_key for _, _, by_key in mine), "a move not made by a key"
    assert p.arrow_moves > 0                        # the arrows moved the focus too
    return app, p


@pytest.mark.slow
@pytest.mark.parametrize("mode, side, edition, seed", [
    ("solo", "moloch", "1e", 11), ("solo", "outpost", "1e", 12),
    ("solo", "moloch", "2e", 13), ("solo", "outpost", "2e", 14),
    ("hotseat", None, "1e", 15), ("hotseat", None, "2e", 16),
])
def test_a_whole_game_by_keys_alone(mode, side, edition, seed, no_waits, no_mouse):
    app, p = _play_whole_game(mode, side, edition, seed)
    over = app.scenes.top
    # game over by keys too: the replay, stepped with the arrows, left with Esc
    p.focus(over, over.replay_button)
    p.press(pygame.K_RETURN)
    rp = app.scenes.top
    assert type(rp).__name__ == "ReplayScene"
    step = rp.rp.step
    p.press(pygame.K_LEFT)
    assert rp.rp.step != step
    p.press(pygame.K_ESCAPE)
    assert app.scenes.top is over


@pytest.mark.slow
@pytest.mark.parametrize("edition, seed", [("1e", 31), ("2e", 32)])
def test_a_whole_game_by_keys_stepping_through_the_computers_phase(edition, seed, no_waits,
                                                                   no_mouse):
    """Against the computer, by keys alone, and twice on the way the computer's last phase is
    stepped through by the focus (Step back, Back, Forward, Now with Return) and the key."""
    app = _app()
    p = KeyPlayer(app, seed, follow=2)
    p.new_game("solo", "outpost", "recruit", edition, seed)
    assert p.play(lambda: _over(app), timeout=900), "the game did not reach game over"
    sc = p.table()
    assert sc.state.is_terminal() and sc.state.rules.name == edition
    assert len(p.followed) == 2 and all(n >= 1 for n in p.followed)
    mine = [m for m in p.moves if m[0] == "outpost"]
    assert len(mine) >= 10 and all(by_key for _, _, by_key in mine)


@pytest.mark.slow
def test_a_whole_game_against_the_computer_by_keys_with_the_real_waits(no_mouse):
    """The shipped quiet period and hand reveal: the driver waits as a person would."""
    _play_whole_game("solo", "outpost", "1e", 21)


@pytest.mark.slow
def test_a_lesson_by_keys_alone(no_waits, no_mouse):
    """Learn -> the first lesson -> its notes (Return), its steps (the taught move chosen by
    Tab / arrows and Return) to its end; then "Keep playing" on the finished lesson."""
    app = _app()
    p = KeyPlayer(app, 3)
    p.title_pick("title.learn")
    ls = app.scenes.top
    assert type(ls).__name__ == "LessonsScene"
    first = ls.rows[0][1]
    p.focus(ls, first)
    p.press(pygame.K_RETURN)
    sc = p.table()
    assert sc is not None and sc.match.lesson is not None
    runner = sc.match.lesson
    assert p.play(lambda: runner.done, timeout=300), "the lesson did not end"
    assert sc.lessons.finish
    mine = [m for m in p.moves if m[0] == runner.lesson.side]
    assert mine and all(by_key for _, _, by_key in mine)
    p.table_step(sc)                                # Return on the finished lesson's box
    assert not sc.lessons.finish and app.scenes.top is sc
