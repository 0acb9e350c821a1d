"""Learn to play in the window: the hints setting, lessons driven with posted events."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.app import App  # noqa: E402
from konwoj.settings import Settings  # noqa: E402


@pytest.fixture(autouse=True)
def tmp_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def click(app, target):
    pos = target if isinstance(target, tuple) else target.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def test_hints_setting_defaults_on_and_toggles_off_in_settings(tmp_dirs):
    from konwoj.scenes.settings_scene import SettingsScene
    assert Settings().hints_enabled is True
    app = App(headless=True, size=(1366, 768))
    app.step([])
    app.scenes.push(SettingsScene(app))
    app.request_redraw()
    app.step([])
    st = app.scenes.top
    assert st.hints.value is True
    click(app, st.hints)
    assert app.settings.hints_enabled is False
    assert Settings.load().hints_enabled is False
    assert st.hints.rect.bottom < st.back_button.rect.top <= 768


@pytest.mark.parametrize("raw, want", [("hints_enabled: false\n", False), ("hints_enabled: true\n", True),
                                       ("{}\n", True), ("hints_enabled: [1, 2]\n", True)])
def test_hints_setting_loads_as_a_bool(tmp_path, raw, want):
    p = tmp_path / "s.yaml"
    p.write_text(raw)
    assert Settings.load(p).hints_enabled is want
