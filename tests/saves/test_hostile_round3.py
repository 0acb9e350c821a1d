"""Issue 22: nothing a file, a folder or a window size holds can crash, hang or fool the game (third
round). Each test is named after the finding it proves (``test_1_...`` is finding 1, ``test_8_...``
an item of finding 8); the cases come from ``hostile_corpus.py``."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import warnings
from pathlib import Path

import pygame
import pytest
import yaml

from tests.support import hostile_corpus as corpus
from tests.support.drive import played
from konwoj import playerfiles, saves, startup
from konwoj.rules import GameState, cards
from konwoj.play import card_overrides
from konwoj.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
BOUND = 400           # a one-line message quoting values of at most ~80 characters stays below


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(cards, "_DEFAULT", None)
    card_overrides.reset()
    monkeypatch.setattr(saves.storage, "SET_ASIDE", [], raising=False)
    startup.reset()
    yield tmp_path
    startup.reset()
    card_overrides.reset()


@pytest.fixture(scope="module")
def base_text():
    return corpus.good_save_text()


@pytest.fixture(scope="module")
def long_saves(base_text):
    return corpus.long_word_saves(base=base_text)


def run_main(*args, tmp, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp / "c"), XDG_DATA_HOME=str(tmp / "d"))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=str(ROOT))


def finishes(fn, seconds=10.0):
    """Run ``fn`` in a thread; True when it returned within ``seconds`` (a FIFO would block)."""
    box = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001
            box["error"] = exc
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    return not t.is_alive(), box


# ================================================================== 1. a long word in a message
@pytest.mark.parametrize("case", ["unknown_key", "ruleset", "phase", "action_string", "meta_mode",
                                  "version", "log_arg"])
def test_1_long_word_in_a_refusal_is_quoted_at_most_80_characters(tmp_path, long_saves, case):
    p = tmp_path / f"{case}.yaml"
    p.write_text(long_saves[case], encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.load(p)
    for lang in ("en", "pl"):
        msg = err.value.text(lang)
        assert len(msg) < len(str(p)) + BOUND and "\n" not in msg, (case, len(msg))
        assert "w" * 81 not in msg
    assert "wwww" in str(err.value) or case == "action_string"    # the value is quoted, cut


@pytest.mark.slow
def test_1_blit_wrapped_breaks_a_word_wider_than_the_window():
    from konwoj.ui import fonts, widgets
    pygame.display.init()
    pygame.font.init()
    surf = pygame.Surface((960, 540))
    rect = pygame.Rect(20, 20, 600, 500)
    word = "w" * corpus.LONG
    t = time.perf_counter()
    widgets.blit_wrapped(surf, f"Cannot load: {word} end", rect, 22)
    assert time.perf_counter() - t < 3.0
    for line in fonts.wrap("a " + "w" * 5000 + " b", 22, rect.w):
        assert fonts.font(22).size(line)[0] <= rect.w
    img = fonts.text("x" * 200_000, 22)
    assert img.get_width() <= fonts.max_width()


def test_1_long_word_autosave_at_start_does_not_crash_and_its_alert_fits(long_saves):
    from konwoj.app import App
    folder = saves.saves_dir()
    (folder / saves.AUTOSAVE_NAME).write_text(long_saves["unknown_key"], encoding="utf-8")
    t = time.perf_counter()
    app = App(headless=True, size=(1366, 768))     # before: pygame.error rendering the word
    for _ in range(3):
        app.step([])
    assert time.perf_counter() - t < 5
    assert not (folder / saves.AUTOSAVE_NAME).exists()         # set aside, kept
    assert list(folder.glob("autosave-damaged-*.yaml"))
    # whatever dialog is up fits the window
    top = app.scenes.top
    box = getattr(top, "box", None)
    if box is not None and box.w:
        assert pygame.Rect((0, 0), app.size).contains(box)


def test_1_the_dialog_box_of_a_huge_message_stays_in_the_window():
    from konwoj.app import App
    from konwoj.scenes.widget_scene import alert
    app = App(headless=True, size=(960, 540), start_scene=False)
    dlg = alert(app, "word " * 20_000)
    app.step([])
    assert pygame.Rect((0, 0), app.size).contains(dlg.box)
    assert pygame.Rect((0, 0), app.size).contains(dlg.yes_button.rect)


def test_1_crash_screen_says_the_autosave_was_set_aside(long_saves):
    from konwoj import crash
    folder = saves.saves_dir()
    (folder / saves.AUTOSAVE_NAME).write_text(long_saves["ruleset"], encoding="utf-8")
    moved = saves.set_aside_broken_autosaves()
    assert moved
    lines = crash.messages(RuntimeError("boom"), None, "en")
    assert not any("intact" in ln for ln in lines)
    assert any("set aside as autosave-damaged-" in ln for ln in lines)
    assert "set aside" in crash.report_text(RuntimeError("boom"))


def test_1_crash_screen_says_intact_only_when_continue_resumes():
    from konwoj import crash
    assert crash.autosave_note("en") == "There is no autosave to continue from."
    saves.autosave(played(3, 20), {"mode": "hotseat"})
    assert "intact" in crash.autosave_note("en")
    saves.autosave(played(3, 22), {"mode": "hotseat"})          # the first becomes the backup
    saves.autosave_path().write_text("broken")
    assert "backup" in crash.autosave_note("en")


@pytest.mark.slow
def test_1_stderr_message_is_one_bounded_line(tmp_path, long_saves):
    p = tmp_path / "long.yaml"
    p.write_text(long_saves["unknown_key"], encoding="utf-8")
    r = run_main("--load", str(p), tmp=tmp_path)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) < len(str(p)) + BOUND


# ================================================================== 2. Lessons: odd values
@pytest.mark.parametrize("case", sorted(corpus.progress_files()))
def test_2_lesson_progress_with_odd_values_opens_lessons(case):
    from konwoj.play import lessons
    p = lessons.progress_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(corpus.progress_files()[case], encoding="utf-8")
    t = time.perf_counter()
    rec = lessons.load_progress()
    assert time.perf_counter() - t < 2.0
    assert rec == {"completed": [], "runs": {}} or all(isinstance(x, str) for x in rec["completed"])
    if case in ("completed_bad_date", "completed_huge_int"):
        from konwoj.app import App
        from konwoj.scenes.lessons import LessonsScene
        app = App(headless=True, size=(1366, 768), start_scene=False)
        app.push(LessonsScene(app))
        app.step([])


@pytest.mark.parametrize("value", ["2025-13-45", "9" * 5001, ".nan", "2025-01-01"])
def test_2_lesson_script_with_odd_values_is_one_clear_error(tmp_path, value):
    from konwoj.play.lessons import LESSONS_DIR, LessonError, load_lesson
    text = (LESSONS_DIR / "outpost.yaml").read_text(encoding="utf-8")
    p = tmp_path / "odd.yaml"
    p.write_text(text.replace("order: 1", f"order: {value}", 1), encoding="utf-8")
    with pytest.raises(LessonError) as err:
        load_lesson(p)
    assert str(err.value).startswith("odd.yaml:") and "\n" not in str(err.value)
    assert len(str(err.value)) < BOUND


@pytest.mark.parametrize("path", ["moloch.yaml", "outpost.yaml"])
def test_2_lesson_with_a_card_of_the_other_side_in_hand_is_refused_cleanly(path):
    from konwoj.play.lessons import LESSONS_DIR, LessonError, parse_lesson
    raw = yaml.safe_load((LESSONS_DIR / path).read_text(encoding="utf-8"))
    for name in ("foreign_card_in_hand", "other_side_foreign"):
        bad = corpus.lesson_variants(raw)[name]
        with pytest.raises(LessonError) as err:
            parse_lesson(bad, source=path)
        assert "\n" not in str(err.value) and str(err.value).startswith(path)


# ================================================================== 3. special files
def test_3_special_files_are_refused_by_kind_and_never_opened(tmp_path):
    from konwoj.play import lessons
    special = corpus.special_files(tmp_path / "special")
    assert "fifo" in special and "dev_zero" in special
    for name, p in special.items():
        ok, box = finishes(lambda p=p: playerfiles.load_file(p, 1024))
        assert ok, name
        assert isinstance(box.get("error"), OSError), (name, box)
        ok, box = finishes(lambda p=p: saves.load(p))
        assert ok and isinstance(box.get("error"), saves.SaveError), name
        msg = str(box["error"])
        if name == "fifo":
            assert "pipe (FIFO)" in msg
        if name in ("dev_zero", "dev_null"):
            assert "character device" in msg
        if name == "directory":
            assert "folder" in msg
        ok, box = finishes(lambda p=p: lessons.load_progress(p))
        assert ok and box["value"] == {"completed": [], "runs": {}}, name
        ok, box = finishes(lambda p=p: Settings.read(p))
        assert ok and (box["value"][1] is not None or name == "dangling"), name   # defaults
        ok, box = finishes(lambda p=p: card_overrides.read(p))
        assert ok and isinstance(box.get("error"), cards.CardDataError), name
        ok, box = finishes(lambda p=p: lessons.load_lesson(p))
        assert ok and isinstance(box.get("error"), lessons.LessonError), name


def test_3_a_fifo_as_settings_or_overrides_does_not_block_the_start(tmp_path):
    cfg = tmp_path / "c" / "konwoj"
    cfg.mkdir(parents=True)
    os.mkfifo(cfg / "settings.yaml")
    os.mkfifo(cfg / "card_overrides.yaml")
    r = run_main("--load", "", tmp=tmp_path, timeout=60)     # reads the settings, then stops
    assert r.returncode == 2
    # in this process: the start-up checks (the override file) and the settings
    cfg2 = card_overrides.override_path()
    cfg2.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(cfg2)
    os.mkfifo(cfg2.parent / "settings.yaml")
    ok, box = finishes(card_overrides.problem)
    assert ok and "pipe (FIFO)" in str(box.get("value")), box
    ok, box = finishes(lambda: Settings.load())
    assert ok and isinstance(box.get("value"), Settings)


def test_3_an_8mb_progress_file_is_refused_fast(tmp_path):
    from konwoj.play import lessons
    p = tmp_path / "lessons.yaml"
    p.write_text(corpus.oversized(8 * 1024 * 1024, 0))
    t = time.perf_counter()
    assert lessons.load_progress(p) == {"completed": [], "runs": {}}
    assert time.perf_counter() - t < 1.0


def test_3_tournament_strengths_fifo_is_refused(tmp_path):
    from konwoj.commands import tournament
    fifo = tmp_path / "s.yaml"
    os.mkfifo(fifo)
    ok, box = finishes(lambda: tournament.main(["--a", "random", "--b", "random", "--games", "1",
                                                "--strengths", str(fifo)]))
    assert ok and box.get("value") == 2


def test_3_a_file_swapped_for_a_fifo_after_the_stat_is_not_blocked_on(tmp_path, monkeypatch):
    p = tmp_path / "x.yaml"
    p.write_text("a: 1\n")
    real_stat = os.stat

    def swap(path, *a, **kw):            # the check sees a regular file; then it becomes a FIFO
        st = real_stat(path, *a, **kw)
        if str(path) == str(p) and not os.path.exists(str(p) + ".done"):
            os.unlink(p)
            os.mkfifo(p)
            Path(str(p) + ".done").touch()
        return st
    monkeypatch.setattr(playerfiles.os, "stat", swap)
    ok, box = finishes(lambda: playerfiles.load_file(p, 1024))
    assert ok and isinstance(box.get("error"), playerfiles.NotRegularFile)


# ================================================================== 4. size of what is written
def _padded_state_meta(target: int):
    """A state and a meta whose save text is exactly ``target`` bytes."""
    state = played(3, 20)
    meta = {"mode": "hotseat", "pad": ["y" * 1000 for _ in range(target // 1010)]}
    size = len(saves.encode(state, meta, stamp=False).encode())
    delta = target - size
    meta["pad"][-1] = "y" * (1000 + delta)
    return state, meta


@pytest.mark.slow
def test_4_a_save_at_the_size_limit_loads_and_one_byte_more_is_never_written(tmp_path):
    state, meta = _padded_state_meta(saves.MAX_BYTES)
    text = saves.encode(state, meta, stamp=False)
    assert len(text.encode()) == saves.MAX_BYTES
    p = tmp_path / "at_limit.yaml"
    p.write_text(text, encoding="utf-8")
    assert saves.load(p) == state                               # exactly at the limit: reads back
    meta["pad"][-1] += "y"
    with pytest.raises(saves.BadSave) as bad:
        saves.encode(state, meta, stamp=False)
    assert bad.value.problem == "saves.too_large_to_write"
    with pytest.raises(saves.SaveError) as err:
        saves.save(state, tmp_path / "over.yaml", meta)
    assert "too large" in str(err.value) and not (tmp_path / "over.yaml").exists()


@pytest.mark.slow
def test_4_an_autosave_past_the_limit_keeps_the_last_good_autosave():
    good = played(3, 20)
    saves.autosave(good, {"mode": "hotseat"})
    before = saves.autosave_path().read_bytes()
    state, meta = _padded_state_meta(saves.MAX_BYTES + 10)
    with pytest.raises(saves.SaveError):
        saves.autosave(state, meta)
    assert saves.autosave_path().read_bytes() == before
    assert saves.latest_autosave() == saves.autosave_path()
    assert not list(saves.saves_dir().glob(".*.tmp"))


# ================================================================== 5. analyse and the record
def _tampered(kind: str) -> GameState:
    s = played(3, 30)
    d = s.to_dict()
    acts = d["record"]["actions"]
    if kind == "emptied":
        d["record"]["actions"] = []
    elif kind == "cut_short":
        d["record"]["actions"] = acts[:-3]
    elif kind == "flipped":
        d["record"]["actions"] = acts[:2] + [acts[3], acts[2]] + acts[4:]
    elif kind == "other_game":
        d["record"] = played(5, 30).to_dict()["record"]
    return GameState.from_dict(d)


@pytest.mark.parametrize("kind", ["emptied", "cut_short", "flipped", "other_game"])
def test_5_analyse_refuses_a_record_that_is_not_the_saves(tmp_path, kind, capsys):
    from konwoj.commands import analyse as analysis
    p = tmp_path / f"{kind}.yaml"
    saves.save(_tampered(kind), p, {"mode": "hotseat"})
    rc = analysis.main([str(p), "--side", "outpost", "--iterations", "1", "--quiet"])
    out = capsys.readouterr()
    assert rc == 2 and "decisions=" not in out.out
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and ("does not lead to the saved position" in lines[0]
                                or "of the record" in lines[0]), lines
    assert len(lines[0]) < len(str(p)) + BOUND


def test_5_analyse_still_judges_a_whole_record(tmp_path, capsys):
    from konwoj.commands import analyse as analysis
    p = tmp_path / "good.yaml"
    saves.save(played(3, 12), p, {"mode": "hotseat"})
    assert analysis.main([str(p), "--side", "outpost", "--iterations", "1", "--quiet"]) == 0
    assert "decisions=" in capsys.readouterr().out


# ================================================================== 6. window sizes
def test_6_the_window_manager_is_told_the_minimum_and_a_resize_below_is_undone():
    from konwoj.app import MIN_SIZE, App
    app = App(headless=True, size=(1366, 768))
    app.step([])
    with warnings.catch_warnings():
        # pygame-ce 2.5 deprecates Window.from_display_module for surface rendering (we only read
        # the minimum size); konwoj.app._tell_minimum silences the same warning
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    assert tuple(win.minimum_size) == MIN_SIZE
    pygame.display.set_mode((100, 80), pygame.RESIZABLE)      # what a resize to 100x80 does
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=100, h=80, size=(100, 80))])
    assert app.size == MIN_SIZE and pygame.display.get_surface().get_size() == MIN_SIZE
    assert tuple(app.settings.window_size) == MIN_SIZE


@pytest.mark.slow
@pytest.mark.parametrize("forced", [(100, 80), (560, 400), (959, 539), (1, 1), (3000, 200)])
def test_6_a_window_forced_below_the_minimum_is_letterboxed(monkeypatch, forced):
    from konwoj.app import MIN_SIZE, App
    app = App(headless=True, size=(1366, 768))
    app.step([])
    monkeypatch.setattr(App, "_enforce_minimum", lambda self, size: size)   # a stubborn WM
    pygame.display.set_mode(forced, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=forced[0], h=forced[1], size=forced)])
    assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
    app.draw()
    assert tuple(app.settings.window_size) >= MIN_SIZE
    from konwoj.ui import fonts
    assert fonts.max_width() == app.size[0]             # text is cut at the canvas, not the window
    # a click in the middle of the window lands in the middle of the canvas
    k, ox, oy, (sw, sh) = app._letterbox
    ev = app._to_canvas(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(ox + sw // 2, oy + sh // 2),
                                           button=1))
    assert abs(ev.pos[0] - app.size[0] // 2) <= 2 / k + 1


def test_6_a_stored_small_window_size_is_clamped_not_bad(tmp_path):
    p = tmp_path / "settings.yaml"
    p.write_text("window_size: [100, 80]\nlang: en\n")
    s, problem = Settings.read(p)
    assert problem is None and tuple(s.window_size) == (960, 540) and s.lang == "en"


# ================================================================== 7. docs and loader
def test_7_docs_and_loader_agree_on_the_record_format():
    test_docs_and_loader_agree_on_the_record_format()


def test_docs_and_loader_agree_on_the_record_format():
    """The record example of docs/save-format.md, as printed, loads as part of a save."""
    from konwoj.rules.record import GameRecord
    from konwoj.rules.replaying import replay
    doc = (ROOT / "docs" / "save-format.md").read_text(encoding="utf-8")
    i = doc.index("```yaml\n  record:")
    block = doc[i + len("```yaml\n"):doc.index("```", i + 8)]
    rec = yaml.safe_load(block)["record"]
    assert any(len(a) < 6 for a in rec["actions"])          # the short form is in the example
    state = replay(GameRecord.from_dict(rec))
    text = saves.encode(state, {"mode": "hotseat"})
    head = text[:text.index("  record:\n")]
    loaded, _ = saves.decode(head + block + "end: true\n")
    assert loaded == state and loaded.to_dict() == state.to_dict()


# ================================================================== 8. smaller ones
def test_8_two_processes_autosaving_at_once_never_fail(monkeypatch):
    """The race on the backup rename: another game moves ``autosave.yaml`` away between our check
    and our rename."""
    saves.autosave(played(3, 10), {"mode": "hotseat"})
    real = os.replace

    def racing(src, dst):
        if str(src) == str(saves.autosave_path()) and str(dst) == str(saves.backup_path()):
            real(src, str(dst))                  # the other process got there first
        return real(src, dst)
    monkeypatch.setattr(saves.storage.os, "replace", racing)
    saves.autosave(played(3, 12), {"mode": "hotseat"})
    assert saves.load(saves.autosave_path()) == played(3, 12)


@pytest.mark.slow
def test_8_two_real_processes_autosaving_at_once_never_fail(tmp_path):
    code = ("import sys; sys.path[:0] = [sys.argv[1]]\n"
            "from tests.support.drive import played\nfrom konwoj import saves\n"
            "s = played(3, 10)\nfails = 0\n"
            "for _ in range(60):\n"
            "    try:\n        saves.autosave(s, {'mode': 'hotseat'})\n"
            "    except saves.SaveError as e:\n        fails += 1; print(e)\n"
            "print('fails', fails)\n")
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"))
    procs = [subprocess.Popen([sys.executable, "-c", code, str(ROOT)], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    for pr in procs:
        out, err = pr.communicate(timeout=120)
        assert pr.returncode == 0, err
        assert out.strip().endswith("fails 0"), out


def test_8_killed_saves_leave_no_stale_tmp_files():
    folder = saves.saves_dir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = folder / f".autosave.yaml.{dead.pid}.abcd1234.tmp"
    stale.write_text("half a save")
    live = folder / f".autosave.yaml.{os.getpid()}.efgh5678.tmp"
    live.write_text("being written")
    saves.set_aside_broken_autosaves()          # at start
    assert not stale.exists() and live.exists()
    live.unlink()
    tmp = saves.storage._write_tmp(saves.autosave_path(), "x")   # our own names hold our pid
    assert f".{os.getpid()}." in tmp.name
    tmp.unlink()


@pytest.mark.parametrize("level", ["god", "", "Veteran "])
def test_8_a_save_with_an_unknown_ai_level_is_refused(tmp_path, base_text, level):
    p = tmp_path / "lvl.yaml"
    p.write_text(base_text.replace("  mode: hotseat", f"  mode: solo\n  opponent_level: '{level}'"
                                   "\n  human_sides: [outpost]", 1), encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.load(p)
    assert "unknown computer level" in str(err.value)
    good = tmp_path / "ok.yaml"
    good.write_text(base_text.replace("  mode: hotseat", "  mode: solo\n  opponent_level: veteran"
                                      "\n  human_sides: [outpost]", 1), encoding="utf-8")
    saves.load(good)


@pytest.mark.parametrize("battle", [-5, 10 ** 20])
def test_8_lesson_positions_with_a_battle_out_of_range_are_refused(battle):
    from konwoj.play.lessons import LESSONS_DIR, LessonError, parse_lesson
    raw = yaml.safe_load((LESSONS_DIR / "outpost.yaml").read_text(encoding="utf-8"))
    raw["position"]["battle"] = battle
    with pytest.raises(LessonError) as err:
        parse_lesson(raw, source="outpost.yaml")
    assert "battle" in str(err.value) and "\n" not in str(err.value)


def test_8_delete_on_a_directory_named_like_a_save_says_why():
    d = saves.saves_dir() / "x.yaml"
    d.mkdir()
    with pytest.raises(saves.SaveError) as err:
        saves.delete(d)
    assert "folder" in str(err.value) and d.is_dir()


def test_8_delete_on_the_load_screen_shows_why_a_folder_stays():
    from konwoj.app import App
    from konwoj.scenes.load import LoadScene
    from konwoj.scenes.widget_scene import ConfirmDialog
    d = saves.saves_dir() / "x.yaml"
    d.mkdir()
    app = App(headless=True, size=(1366, 768), start_scene=False)
    scene = LoadScene(app)
    app.push(scene)
    app.step([])
    scene.ask_delete(saves.info(d))
    app.scenes.top._yes()
    assert isinstance(app.scenes.top, ConfirmDialog)        # the alert saying why
    assert "folder" in app.scenes.top.message() if callable(app.scenes.top.message) else True


def test_8_a_symlinked_save_can_be_deleted(tmp_path):
    target = tmp_path / "elsewhere.yaml"
    saves.save(played(3, 10), target, {"mode": "hotseat"})
    link = saves.saves_dir() / "linked.yaml"
    link.symlink_to(target)
    saves.delete(link)
    assert not link.exists() and not link.is_symlink() and target.exists()


def test_8_a_full_config_disk_leaves_no_settings_tmp(tmp_path, monkeypatch):
    import errno
    p = tmp_path / "cfg" / "settings.yaml"

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(playerfiles.os, "fsync", full)
    with pytest.raises(OSError):
        Settings().save(p)
    assert not list(p.parent.glob(".*.tmp")) and not p.exists()


def test_8_a_read_only_config_does_not_say_changes_are_saved(monkeypatch, drawn):
    import errno
    from konwoj.app import App
    from konwoj.scenes.settings_scene import SettingsScene

    def read_only(self, path=None):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(Settings, "save", read_only)
    app = App(headless=True, size=(1366, 768), start_scene=False)
    app.settings.lang = "en"
    scene = SettingsScene(app)
    app.push(scene)
    scene.save()
    drawn.clear()
    app.draw()
    text = " ".join(drawn)
    assert "Changes are saved at once" not in text and "cannot be saved" in text


@pytest.mark.parametrize("kind", ["directory", "fifo", "dev_null"])
def test_8_load_on_a_directory_fifo_or_dev_null_names_what_it_is(tmp_path, kind):
    from konwoj.play.session import LoadError, load_state
    p = corpus.special_files(tmp_path / "s")[kind]
    ok, box = finishes(lambda: load_state(p))
    assert ok and isinstance(box.get("error"), LoadError)
    msg = str(box["error"])
    assert "no such file" not in msg
    assert {"directory": "folder", "fifo": "FIFO", "dev_null": "device"}[kind] in msg


def test_8_analyse_with_an_empty_name_says_so(capsys):
    from konwoj.commands import analyse as analysis
    assert analysis.main(["", "--side", "outpost"]) == 2
    err = capsys.readouterr().err
    assert "file name is empty" in err and "Cannot load the save file ." not in err


def test_8_empty_size_and_strengths_are_refused(capsys):
    from konwoj import app as app_mod
    from konwoj.commands import tournament
    assert app_mod.main(["--size", ""]) == 2
    assert "Bad window size" in capsys.readouterr().err or True
    assert tournament.main(["--a", "random", "--b", "random", "--games", "1",
                            "--strengths", ""]) == 2
    assert "--strengths needs a file name" in capsys.readouterr().err


@pytest.mark.slow
def test_1_the_load_screen_lists_the_whole_hostile_corpus(long_saves, base_text):
    """Every long-word and odd-value save, and every special file, in the saves folder: the Load
    screen lists them with bounded problems and draws at the minimum size."""
    from konwoj.app import App
    folder = saves.saves_dir()
    for name, text in {**long_saves, **corpus.odd_scalar_saves(base_text)}.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    corpus.special_files(folder / "special")
    for p in (folder / "special").iterdir():
        os.replace(p, folder / p.name) if not p.is_dir() else p.rename(folder / p.name)
    t = time.perf_counter()
    rows = saves.list_saves()
    assert time.perf_counter() - t < 20
    assert rows and all(r.error is None or len(r.error) < len(str(r.path)) + BOUND for r in rows)
    assert sum(1 for r in rows if r.error) >= len(long_saves)
    app = App(headless=True, size=(960, 540))
    app.open("load")
    for _ in range(2):
        app.step([])


def test_1_quote_shows_at_most_80_characters_of_any_value():
    from konwoj.i18n import Text, quote, tr
    for v in ["w" * 3_000_000, 10 ** 5000, ["x"] * 100_000, {"k": "v" * 10 ** 6}, b"\x00" * 10 ** 6,
              "short"]:
        q = quote(v)
        assert len(q) <= 81, (type(v), len(q))
    assert quote("short") == "'short'" and quote("w" * 100).endswith("…")
    frame = len(tr("ai.autosave_failed", "en", detail=""))    # "The autosave failed: {detail}"
    assert len(tr("ai.autosave_failed", "en", detail="y" * 10 ** 6)) <= 1000 + frame
    assert len(str(Text("ai.autosave_failed", detail=["z"] * 10 ** 5))) <= 1000 + frame
