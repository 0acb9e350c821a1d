"""Nothing is drawn when nothing changes: the app's real loop (``App.run``, one iteration is
``app.step(app.next_events())``) sleeps at rest and draws while something moves (issue 40).
Frames are counted, never timed; the CPU figure lives in bench/idle_cpu.py."""
from __future__ import annotations

import pygame
import pytest

from konwoj import app as app_mod
from konwoj.rules import OUTPOST
from konwoj.ui import idle
from tests.support.drive import attack_position
from tests.support.table import drag, hand_point, open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")

IDLE_STEPS = 20


def loop_once(app) -> bool:
    """One iteration of the real loop (what ``App.run`` repeats)."""
    return app.step(app.next_events())


@pytest.fixture
def quick_idle(monkeypatch):
    """The loop's idle wake-up every 5 ms instead of 500 ms: the same loop, a faster test."""
    monkeypatch.setattr(app_mod, "IDLE_WAIT_MS", 5)


def settle(app):
    pygame.event.clear()
    for _ in range(50):
        if not loop_once(app):
            return
    raise AssertionError("the table never came to rest")


def test_a_table_at_rest_draws_no_frame_and_an_event_draws_one(quick_idle):
    app, scene, match = open_table(attack_position(), seat=OUTPOST)
    settle(app)
    drawn = app.frames_drawn
    for _ in range(IDLE_STEPS):
        loop_once(app)
    assert app.frames_drawn == drawn, "frames drawn at rest"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.layout.mid.center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    assert loop_once(app) is True
    for _ in range(IDLE_STEPS):
        loop_once(app)
    assert app.frames_drawn == drawn + 1


def test_the_title_at_rest_draws_no_frame(quick_idle):
    app = app_mod.App(headless=True, size=(1366, 768))
    settle(app)
    drawn = app.frames_drawn
    for _ in range(IDLE_STEPS):
        loop_once(app)
    assert app.frames_drawn == drawn


def test_a_moving_card_keeps_drawing_until_it_lands(quick_idle):
    app, scene, match = open_table(attack_position(), seat=OUTPOST, animation_speed=2.0)
    _, p = hand_point(scene, "scorn")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert scene.is_animating()
    frames = 0
    for _ in range(500):
        if not scene.is_animating():
            break
        assert loop_once(app) is True, "an animation frame was skipped"
        frames += 1
    assert not scene.is_animating() and frames > 3
    # the card landed under the resting mouse: its hover zoom (and a notice's fading) are timers
    # that wake the loop once each; after them the table rests
    import time
    from konwoj.scenes.table.controls import HOVER_DELAY
    from konwoj.scenes.table.scene import TOAST_SECONDS
    end = time.monotonic() + max(HOVER_DELAY, TOAST_SECONDS) + 0.2
    while time.monotonic() < end:
        loop_once(app)
    drawn = app.frames_drawn
    for _ in range(IDLE_STEPS):
        loop_once(app)
    assert app.frames_drawn == drawn


def test_a_hover_tooltip_wakes_the_sleeping_loop():
    """The card under a resting mouse zooms after its delay: a timer event wakes the loop (no
    further mouse movement), which then draws the zoom."""
    app, scene, match = open_table(attack_position(), seat=OUTPOST)
    _, p = hand_point(scene, "scorn")
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0)))
    loop_once(app)
    assert scene.input.hover is not None
    drawn = app.frames_drawn
    for _ in range(10):                        # each wait lasts until an event, or 0.5 s
        if loop_once(app):
            break
    assert app.frames_drawn == drawn + 1, "the hover delay's end drew no frame"


def test_a_notice_goes_away_by_itself(monkeypatch):
    """A notice on the table disappears when its time is up, with nothing else happening."""
    app, scene, match = open_table(attack_position(), seat=OUTPOST)
    monkeypatch.setattr("konwoj.scenes.table.scene.TOAST_SECONDS", 0.3)
    scene._say("a notice")
    pygame.event.clear()
    assert loop_once(app) is True and scene.toast == "a notice"
    for _ in range(10):
        loop_once(app)
        if scene.toast is None:
            break
    assert scene.toast is None


def test_the_idle_loop_sleeps_instead_of_polling(monkeypatch):
    """pygame-ce's ``event.wait(timeout)`` pumps the queue every millisecond (1.8% of a core
    with nothing to do under Xvfb): the loop never uses it, and its own wait wakes on an event
    posted while it sleeps."""
    calls = []
    real_wait = pygame.event.wait
    monkeypatch.setattr(pygame.event, "wait", lambda *a, **k: calls.append(a) or real_wait(*a, **k))
    app, scene, match = open_table(attack_position(), seat=OUTPOST)
    settle(app)
    drawn = app.frames_drawn
    pygame.time.set_timer(pygame.QUIT, 300, 1)
    app.run()
    assert calls == []
    assert app.frames_drawn == drawn             # rest, then Quit: no frame


def test_the_wait_returns_the_event_that_woke_it():
    ev = pygame.event.custom_type()
    pygame.event.clear()
    pygame.time.set_timer(ev, 50, 1)
    got = []
    for _ in range(40):                          # POLL_MS ticks at most 2 s
        got += idle.wait_for_events(2000)        # (a timer another test left may wake it too)
        if any(e.type == ev for e in got):
            break
    assert ev in [e.type for e in got]
    pygame.event.post(pygame.event.Event(ev))
    assert ev in [e.type for e in idle.wait_for_events(0)]


def test_the_computers_moves_wake_the_loop_and_then_it_rests(quick_idle):
    """The computer's answers come in while the loop sleeps (its poll timer wakes it); each
    move played is drawn, and once the player is to move nothing more is."""
    from konwoj.rules import new_game
    s = new_game(seed=3)
    while s.phase == "mulligan" or s.current_player != "moloch":
        s.apply(next(a for a in s.legal_actions() if a.kind in ("keep", "pass"))
                if s.phase == "mulligan" else s.legal_actions()[0])
    app, scene, match = open_table(s, mode="solo", seat=OUTPOST)
    pygame.event.clear()
    drawn = app.frames_drawn
    for _ in range(2000):
        if scene.human_turn() and not scene.is_animating() and not app.needs_frame():
            break
        loop_once(app)
    assert scene.human_turn() and match.moves > 0
    assert app.frames_drawn > drawn
    drawn = app.frames_drawn
    for _ in range(IDLE_STEPS):
        loop_once(app)
    assert app.frames_drawn == drawn
