"""A crash writes a short report with the traceback to the log folder, tells the player where it is
(stderr, and the crash screen while the window is up), and leaves the autosave as it was.
The exception is injected into the real app loop (``App.step``) of the ``konwoj`` command."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pygame
import pytest

from konwoj import cli, crash, saves
from konwoj.app import App
from konwoj.rules import new_game


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_STATE_HOME", "state")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return tmp_path


def log_dir(tmp_path: Path) -> Path:
    return tmp_path / "state" / "konwoj" / "log"      # platformdirs' user_log_dir on Linux


def inject(monkeypatch, after: int, exc: Exception, seen: dict | None = None):
    """``App.step`` raises ``exc`` on its ``after``-th call (the loop has drawn frames by then)."""
    real = App.step
    calls = {"n": 0}

    def step(self, events=None):
        calls["n"] += 1
        if calls["n"] >= after:
            if seen is not None:
                seen["top"] = type(self.scenes.top).__name__
                p = saves.autosave_path()
                seen["autosave"] = p.read_bytes() if p.exists() else None
            raise exc
        return real(self, events)

    monkeypatch.setattr(App, "step", step)


def test_a_crash_in_the_window_writes_a_report_says_where_and_keeps_the_autosave(
        tmp_path, monkeypatch, capsys):
    state = new_game(seed=5)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    auto = saves.autosave(state, {"mode": "hotseat"})
    before = auto.read_bytes()
    mtime = auto.stat().st_mtime_ns
    inject(monkeypatch, 3, RuntimeError("injected failure in the loop"))

    assert cli.main([]) == 1

    err = capsys.readouterr().err
    reports = list(log_dir(tmp_path).glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert text.startswith("Konwój crash report")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: injected failure in the loop" in text
    assert "in run" in text and "app.py" in text            # raised inside App.run's loop
    assert f"autosave (left as it was): {auto}" in text
    assert str(reports[0]) in err and "RuntimeError" in err   # the player is told where
    assert "Traceback" not in err                             # the window path: no wall of text
    # the autosave is untouched and still resumes the same game
    assert auto.read_bytes() == before and auto.stat().st_mtime_ns == mtime
    assert saves.load(auto).to_dict() == state.to_dict()
    # the crash screen was drawn over the window: the title colour of its heading is there
    surf = pygame.display.get_surface()
    assert surf is not None
    w, h = surf.get_size()
    middle = [surf.get_at((x, y))[:3] for y in range(h // 4, 3 * h // 4, 2)
              for x in range(w // 4, 3 * w // 4, 2)]
    assert middle.count((240, 200, 120)) > 50        # the heading and the panel's rim
    assert middle.count((24, 24, 28)) > len(middle) // 4    # the panel itself


def test_a_crash_at_the_table_leaves_the_autosave_the_last_phase_wrote(tmp_path, monkeypatch,
                                                                         capsys):
    state = new_game(seed=8)
    for _ in range(20):
        state.apply(state.legal_actions()[0])
    path = saves.save(state, tmp_path / "game.yaml", {"mode": "hotseat"})
    seen: dict = {}
    inject(monkeypatch, 4, KeyError("injected"), seen)

    assert cli.main(["--load", str(path)]) == 1

    assert seen["top"] in ("TableScene", "HandoffScene", "MulliganScene")
    auto = saves.autosave_path()
    now = auto.read_bytes() if auto.exists() else None
    assert now == seen["autosave"]                     # nothing written after the crash
    if now is not None:
        saves.load(auto)                               # and what is there is a whole save
    assert len(list(log_dir(tmp_path).glob("crash-*.txt"))) == 1
    assert "Raport o błędzie: " in capsys.readouterr().err     # Polish: the default setting


def test_the_crash_message_follows_the_language_setting(tmp_path, monkeypatch, capsys):
    from konwoj.settings import Settings
    s = Settings()
    s.lang = "en"
    s.save()
    inject(monkeypatch, 2, ValueError("x"))
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    # no game was played: the truthful note (issue 22) in English, not "your autosave is intact"
    assert "Crash report: " in err and "There is no autosave to continue from." in err


def test_a_crash_in_a_terminal_command_prints_the_traceback_and_the_report(
        tmp_path, monkeypatch, capsys):
    import konwoj.commands.simulate as simulate

    def broken(argv):
        raise ZeroDivisionError("injected")

    monkeypatch.setattr(simulate, "main", broken)
    assert cli.main(["simulate", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "ZeroDivisionError: injected" in err
    (report,) = log_dir(tmp_path).glob("crash-*.txt")
    assert str(report) in err and "command: konwoj simulate --games 1" in report.read_text()


def test_usage_errors_are_not_crashes(tmp_path, capsys):
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--games", "many"])
    assert not log_dir(tmp_path).exists() or not list(log_dir(tmp_path).glob("crash-*"))


def test_an_unwritable_log_folder_falls_back_to_the_temp_folder(tmp_path, monkeypatch):
    blocker = tmp_path / "state-is-a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocker))
    try:
        raise OSError("disk on fire")
    except OSError as exc:
        path = crash.report(exc, ["x"])
    try:
        assert path.parent == Path(tempfile.gettempdir()) / "konwoj-log"
        assert "OSError: disk on fire" in path.read_text()
    finally:
        path.unlink()


def test_only_the_newest_reports_are_kept(tmp_path):
    folder = log_dir(tmp_path)
    folder.mkdir(parents=True)
    for i in range(crash.KEEP_REPORTS + 5):
        p = folder / f"crash-old-{i:02}.txt"
        p.write_text("old")
        os.utime(p, (1000 + i, 1000 + i))
    other = folder / "notes.txt"
    other.write_text("not a report")
    path = crash.report(RuntimeError("new"), [])
    left = sorted(p.name for p in folder.glob("crash-*.txt"))
    assert len(left) == crash.KEEP_REPORTS and path.name in left
    assert "crash-old-00.txt" not in left and other.exists()
