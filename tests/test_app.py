"""The app shell: window, loop, command line (headless, SDL dummy driver)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj import app as app_mod  # noqa: E402
from konwoj.app import App, make_match, match_from_file, parse_size  # noqa: E402
from konwoj.rules import new_game  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.fixture
def app():
    a = App(headless=True, size=(1366, 768))
    yield a


def test_window_title_and_size(app):
    assert pygame.display.get_caption()[0] == "Konwój"
    assert app.size == (1366, 768)
    assert app.screen.get_size() == (1366, 768)
    from konwoj.scenes.title import TitleScene
    assert isinstance(app.scenes.top, TitleScene)


def test_draws_only_when_needed(app):
    assert app.step([]) is True          # the first frame
    assert app.step([]) is False         # idle: nothing to draw
    assert app.step([]) is False
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert app.frames_drawn == 2          # an event redraws once
    assert app.step([]) is False


def test_quit_event_stops_the_loop(app):
    app.step([pygame.event.Event(pygame.QUIT)])
    assert app.running is False


def test_resize_relayouts_every_scene(app):
    from konwoj.scenes.rules import RulesScene
    scene = RulesScene(app)
    app.push(scene)
    small = scene.right.copy()
    app.set_window(size=(1920, 1080))
    assert app.size == (1920, 1080)
    assert scene.right.w > small.w
    assert app.settings.window_size == (1920, 1080)
    assert app.px(10) == 15 and app.font_px(10) == 15


def test_scale_is_readable_at_small_windows(app):
    app.set_window(size=(1280, 720))
    assert app.font_px(12) >= 13          # never below the readable floor
    app.set_window(size=(3840, 2160))
    assert app.px(100) == 300


def test_parse_size():
    assert parse_size("1366x768") == (1366, 768)
    assert parse_size("3840X2160") == (3840, 2160)
    for bad in ("1366", "axb", "10x10", "1366x768x2"):
        with pytest.raises(ValueError):
            parse_size(bad)


def test_main_bad_size_exits_2(capsys):
    assert app_mod.main(["--size", "huge"]) == 2
    assert "huge" in capsys.readouterr().err


def test_main_load_missing_file_exits_2(tmp_path, capsys):
    missing = tmp_path / "nope.konwoj"
    assert app_mod.main(["--load", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "nope.konwoj" in err


def test_main_load_broken_file_exits_2(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: 1\nstate: [this is not a state\n", encoding="utf-8")
    assert app_mod.main(["--load", str(broken)]) == 2
    err = capsys.readouterr().err.strip()
    assert err and "broken.yaml" in err


def test_match_from_file_round_trip(tmp_path):
    import konwoj.saves as saves
    state = new_game(seed=11)
    match = make_match(state, "solo", ("moloch",), "recruit", 11)
    path = tmp_path / "game.konwoj"
    saves.save(state, path, match.meta())
    loaded = match_from_file(path)
    assert loaded.state == state
    assert loaded.mode == "solo" and tuple(loaded.human_sides) == ("moloch",)
    assert loaded.opponent_level == "recruit"


def test_load_file_opens_the_game(app, tmp_path):
    import konwoj.saves as saves
    state = new_game(seed=5)
    path = tmp_path / "hs.konwoj"
    saves.save(state, path, make_match(state, "hotseat", ("moloch", "outpost"), None, 5).meta())
    app.load_file(path)
    from konwoj.scenes.handoff import HandoffScene
    # a hot-seat game in the opening-hand phase starts with a hand-off to Moloch
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.side == "moloch"
    assert app.step([]) is True


def test_command_line_window_is_not_stored(tmp_dirs):
    from konwoj.settings import Settings
    a = App(headless=True, size=(1600, 900))
    a.settings.lang = "en"
    a.headless = False                   # save as a real window would on exit
    a.save_settings()
    s = Settings.load()
    assert s.lang == "en" and tuple(s.window_size) == (1366, 768) and s.fullscreen is False
    a.set_window(size=(1920, 1080))      # picked in Settings: stored
    a.save_settings()
    assert tuple(Settings.load().window_size) == (1920, 1080)
