"""Windows that fit the screen and a close that is instant (issue 12)."""
from __future__ import annotations

import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj import app as app_mod  # noqa: E402
from konwoj.app import App, fit_window  # noqa: E402
from konwoj.settings import Settings  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def test_fit_window_keeps_a_size_that_fits_and_clamps_one_that_does_not():
    assert fit_window((1366, 768), (1920, 1080)) == (1366, 768)
    assert fit_window((1920, 1080), (1280, 720)) == (1280, 720)
    assert fit_window((3840, 2160), (1366, 768)) == (1366, 768)
    assert fit_window((1920, 1080), None) == (1920, 1080)
    assert fit_window((100, 100), (1366, 768)) == app_mod.MIN_SIZE


def test_the_window_never_opens_larger_than_the_display():
    st = Settings()
    st.window_size = (3840, 2160)                 # stored on a bigger screen
    app = App(headless=False, settings=st, start_scene=False)
    try:
        dw, dh = pygame.display.get_desktop_sizes()[0]   # the dummy screen: 1024x768
        w, h = app.screen.get_size()
        assert w <= max(dw, app_mod.MIN_SIZE[0]) and h <= max(dh, app_mod.MIN_SIZE[1])
        assert tuple(app.settings.window_size) == (w, h)   # and it is remembered that way
    finally:
        app.shutdown()


def test_a_stored_size_is_clamped_to_a_small_screen(monkeypatch):
    monkeypatch.setattr(app_mod, "display_size", lambda: (1280, 720))
    st = Settings()
    st.window_size = (1920, 1080)
    app = App(headless=False, settings=st, start_scene=False)
    try:
        assert app.size == (1280, 720) and app.screen.get_size() == (1280, 720)
        app.set_window(size=(2560, 1440))          # even when asked for more
        assert app.screen.get_size() == (1280, 720)
    finally:
        app.shutdown()


def test_settings_offers_only_sizes_that_fit_the_display():
    from konwoj.scenes.settings_scene import SettingsScene, WINDOW_SIZES
    st = Settings()
    st.window_size = (1366, 768)
    app = App(headless=True, size=(1366, 768), settings=st, start_scene=False)
    app.display_limit = (1366, 768)
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    offered = [v for v, _ in scene.window.options]
    assert offered == [(1280, 720), (1366, 768)]
    assert all(sz in offered for sz in WINDOW_SIZES if sz[0] <= 1366 and sz[1] <= 768)
    screen = app.screen.get_rect()
    assert screen.contains(scene.back_button.rect)          # Done stays on screen
    app.display_limit = None                                # unknown screen: everything
    assert [v for v, _ in SettingsScene(app).window.options] == list(WINDOW_SIZES)


def test_closing_during_the_computers_search_is_instant_and_autosaves():
    import konwoj.ai.worker as worker_mod
    from konwoj import saves
    from konwoj.rules import new_game
    from konwoj.play.session import make_match
    st = Settings()
    st.animation_speed = 0.0
    st.ai_budget = 30.0                          # a search far longer than the test
    app = App(headless=True, size=(1366, 768), settings=st)
    s = new_game(seed=3)
    while s.phase == "mulligan":
        s.apply(next(a for a in s.legal_actions() if a.kind == "keep"))
    human = "outpost" if s.current_player == "moloch" else "moloch"
    app.start_match(make_match(s, "solo", (human,), "veteran", 3))
    table = app.scenes.top
    end = time.monotonic() + 20
    while not table.ai_busy and time.monotonic() < end:
        app.step([])
    worker = table.opponent
    assert isinstance(worker, worker_mod.AIWorker) and worker.busy
    proc = worker.service.process
    assert proc.is_alive()
    before = table.match.state.to_dict()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    t0 = time.monotonic()
    app.run()
    took = time.monotonic() - t0
    assert took < 1.0, took
    assert not proc.is_alive()
    state, _ = saves.load_with_meta(saves.autosave_path())
    assert state.to_dict() == before
