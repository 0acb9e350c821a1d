"""Issue 11: nothing a file holds can crash, freeze or fool the game (saves, settings, the card
override file, the autosave at start). Each test is named after the item it proves."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from konwoj.texts import notices
from konwoj import playerfiles as safeyaml, saves, startup
from konwoj.rules import cards
from konwoj.play import card_overrides
from konwoj.settings import Settings
from tests.support.drive import played  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DEEP = {
    "seq_40000": "[" * 40000 + "]" * 40000,
    "map_50000": "{a: " * 50000 + "1" + "}" * 50000,
    "block_40000": "- " * 40000 + "x\n",
    "meta_20000": "konwoj_save: 1\nruleset: 1e\nmeta: " + "[" * 20000 + "]" * 20000
                  + "\nstate: {}\nend: true\n",
}


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(cards, "_DEFAULT", None)
    card_overrides.reset()
    startup.reset()
    yield tmp_path
    startup.reset()
    card_overrides.reset()


def run_main(*args, env_extra=None, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    env.update(env_extra or {})
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=str(ROOT))


# ------------------------------------------------------------------------------ deep nesting
@pytest.mark.parametrize("kind", sorted(DEEP))
def test_deeply_nested_save_is_refused_before_parsing_deeply(tmp_path, kind):
    p = tmp_path / f"{kind}.yaml"
    p.write_text(DEEP[kind])
    t = time.perf_counter()
    with pytest.raises(saves.SaveError) as err:
        saves.load(p)
    assert time.perf_counter() - t < 2.0          # ~1 ms here; the old code took 10 s or crashed
    assert str(p) in str(err.value) and "nested more than" in str(err.value)
    assert "zagnieżdżony" in err.value.text("pl")


def test_deeply_nested_save_through_main_load_is_one_line_and_exit_2(tmp_path):
    p = tmp_path / "deep.yaml"
    p.write_text(DEEP["seq_40000"])
    r = run_main("--load", str(p), env_extra={"XDG_CONFIG_HOME": str(tmp_path / "c"),
                                               "XDG_DATA_HOME": str(tmp_path / "d")})
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and str(p) in lines[0] and "nested" in lines[0]


def test_deeply_nested_save_on_the_load_screen_is_listed_as_broken():
    folder = saves.saves_dir()
    (folder / "deep.yaml").write_text(DEEP["map_50000"])
    saves.save(played(3, 20), folder / "good.yaml", {"name": "good"})
    rows = {r.path.name: r for r in saves.list_saves()}
    assert rows["good.yaml"].error is None
    assert "nested more than" in rows["deep.yaml"].error


def test_broken_autosave_is_set_aside_and_the_player_told_on_the_title():
    from konwoj.app import App
    from konwoj.scenes.title import TitleScene
    from konwoj.scenes.widget_scene import ConfirmDialog
    folder = saves.saves_dir()
    saves.autosave(played(4, 30), {"name": "x"})
    saves.autosave(played(4, 31), {"name": "x"})      # a good backup
    saves.autosave_path().write_text(DEEP["block_40000"])
    st = Settings()
    st.animation_speed = 0.0
    app = App(headless=True, size=(1366, 768), settings=st)
    kept = sorted(folder.glob("autosave-damaged-*.yaml"))
    assert len(kept) == 1 and kept[0].read_text() == DEEP["block_40000"]   # kept, not deleted
    assert not saves.autosave_path().exists()
    assert saves.latest_autosave() == saves.backup_path()                 # Continue still works
    assert isinstance(app.scenes.top, TitleScene)
    app.step([])
    top = app.scenes.top
    assert isinstance(top, ConfirmDialog)
    text = top.message() if callable(top.message) else top.message
    assert "autosave.yaml" in text and kept[0].name in text
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert isinstance(app.scenes.top, TitleScene)
    app.step([])
    assert isinstance(app.scenes.top, TitleScene)                          # told once


def test_recursion_inside_meta_is_a_save_error_not_recursion_error(tmp_path):
    text = saves.encode(played(5, 10), {"name": "x"})
    text = text.replace("meta:\n", "meta:\n  deep: " + "[" * 20000 + "]" * 20000 + "\n", 1)
    p = tmp_path / "m.yaml"
    p.write_text(text)
    with pytest.raises(saves.SaveError, match="nested more than"):
        saves.load(p)


# ------------------------------------------------------------------------------ card overrides
BAD_OVERRIDES = {
    "garbage": (b"strengths: [unclosed\n", "not valid YAML"),
    "non_utf8": (b"strengths: {juggernaut: 6}\n\xff\xfe\x00bad", "not text"),
    "negative": (b"strengths: {juggernaut: -5}\n", "card 'juggernaut', field 'strength'"),
    "unknown_card": (b"strengths: {no_such_card: 3}\n", "card 'no_such_card': no such card"),
    "text": (b"strengths: {juggernaut: five}\n", "got 'five'"),
    "bool": (b"strengths: {juggernaut: true}\n", "got True"),
    "fraction": (b"strengths: {juggernaut: 2.5}\n", "got 2.5"),
    "nan": (b"strengths: {juggernaut: .nan}\n", "juggernaut: nan"),   # issue 22: the one reader
    "list": (b"- juggernaut\n- 3\n", "expected a mapping"),
    "extra_section": (b"strengths: {juggernaut: 3}\ncheats: {}\n", "unknown section"),
    "instant": (b"strengths: {" + b"%s" + b": 3}\n", "this card has no strength"),
    "huge": (b"strengths: {juggernaut: 100000000000000000000000000000000}\n", "a number of 33 digits"),
    "deep": (b"strengths: " + b"[" * 40000 + b"]" * 40000, "nested more than"),
}


@pytest.mark.parametrize("case", sorted(BAD_OVERRIDES))
def test_broken_card_override_file_is_ignored_and_said_once(dirs, case, capsys):
    body, reason = BAD_OVERRIDES[case]
    if case == "instant":
        instant = next(k for k, c in cards.load_card_data(overrides=False).cards.items()
                       if c.type == "instant")
        body = body % instant.encode()
    path = card_overrides.override_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(body)
    shipped = cards.load_card_data(overrides=False)
    data = card_overrides.player_data()                    # never raises
    assert data.cards == shipped.cards                     # the game runs without the file
    problem = card_overrides.problem()
    assert problem and str(path) in problem and reason in problem
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and reason in err   # stderr: one line, once
    # New Game and saves work, and no save is blamed for the override
    s = played(7, 25)
    p = saves.save(s, dirs / "ok.yaml", {"name": "ok"})
    assert saves.load(p) == s


def test_broken_card_override_file_is_shown_on_the_title(dirs):
    from konwoj.app import App
    from konwoj.scenes.widget_scene import ConfirmDialog
    path = card_overrides.override_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("strengths: {juggernaut: -5}\n")
    st = Settings()
    st.lang = "en"
    app = App(headless=True, size=(1366, 768), settings=st)
    app.step([])
    top = app.scenes.top
    assert isinstance(top, ConfirmDialog)
    text = top.message()
    assert "card override file was ignored" in text and "juggernaut" in text and "strength" in text


def test_good_card_override_file_still_applies(dirs):
    path = card_overrides.override_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("strengths: {juggernaut: 7}\n")
    assert card_overrides.player_data().cards["juggernaut"].strength == 7
    assert card_overrides.problem() is None


def test_simulate_with_a_broken_override_file_prints_no_traceback(tmp_path):
    cfg = tmp_path / "c" / "konwoj"
    cfg.mkdir(parents=True)
    (cfg / "card_overrides.yaml").write_bytes(b"\xff\xfe garbage")
    r = run_main("simulate", "--games", "2", env_extra={"XDG_CONFIG_HOME": str(tmp_path / "c"),
                                                        "XDG_DATA_HOME": str(tmp_path / "d")})
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr and "card_overrides.yaml" in r.stderr


# ------------------------------------------------------------------------------ settings
def write_settings(tmp_path, body: bytes) -> Path:
    p = tmp_path / "config" / "konwoj" / "settings.yaml"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(body)
    return p


@pytest.mark.parametrize("body", [
    b"lang: en\n\xff\xfe\xfd",                                   # not UTF-8
    b"lang: " + b"[" * 40000 + b"]" * 40000,                      # deep nesting
    b"{a: " * 50000 + b"1" + b"}" * 50000,
    b"- just\n- a list\n",
    b"lang: [unclosed\n",
    b"\x00\x01\x02binary",
])
def test_broken_settings_file_falls_back_to_defaults_with_one_message(tmp_path, body, capsys):
    p = write_settings(tmp_path, body)
    t = time.perf_counter()
    s = Settings.load()
    assert time.perf_counter() - t < 2.0
    assert s == Settings()
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(p) in err[0]
    assert len(notices.pending()) == 1


@pytest.mark.parametrize("field,value", [
    ("ai_budget", ".inf"), ("ai_budget", ".nan"), ("ai_budget", "1e9"), ("ai_budget", "-1"),
    ("ai_budget", "'lots'"), ("animation_speed", ".nan"), ("animation_speed", "1e300"),
    ("animation_speed", "-2"), ("animation_speed", "-.inf"), ("window_size", "[100000, 100000]"),
    ("window_size", "[-5, 700]"), ("window_size", "[1366]"), ("window_size", "[.nan, 3]"),
    ("fullscreen", "'maybe'"), ("lang", "de"), ("confirm_end_phase", "17"),
])
def test_settings_values_are_bounded(tmp_path, field, value):
    write_settings(tmp_path, f"lang: en\n{field}: {value}\n".encode())
    s = Settings.load()
    want = Settings()
    want.lang = "en" if field != "lang" else "pl"
    assert getattr(s, field) == getattr(want, field)
    assert len(notices.pending()) == 1
    assert field in notices.render(notices.pending(), "en")


def test_fullscreen_no_as_text_is_not_true(tmp_path):
    """Only a plain true/false counts (as for sound_muted): text falls back to the default."""
    write_settings(tmp_path, b"fullscreen: 'no'\n")
    assert Settings.load().fullscreen is False
    write_settings(tmp_path, b"fullscreen: true\nsound_muted: 'yes'\n")
    s = Settings.load()
    assert s.fullscreen is True and s.sound_muted is False
    assert len(notices.pending()) == 2 and "sound_muted" in notices.render(notices.pending(), "en")


def test_good_settings_load_without_a_message(tmp_path):
    write_settings(tmp_path, b"lang: en\nwindow_size: [1920, 1080]\nai_budget: 2.0\n"
                             b"animation_speed: 0.5\nfullscreen: false\n")
    s = Settings.load()
    assert (s.lang, s.window_size, s.ai_budget, s.animation_speed) == ("en", (1920, 1080), 2.0, 0.5)
    assert notices.pending() == []


def test_window_size_is_bounded_to_what_the_display_offers():
    from konwoj.app import MIN_SIZE, fit_display
    assert fit_display((16000, 9000), (1920, 1080)) == (1920, 1080)
    assert fit_display((1366, 768), (1920, 1080)) == (1366, 768)
    assert fit_display((10, 10), (1920, 1080)) == MIN_SIZE
    assert fit_display((3000, 2000), None) == (3000, 2000)


def test_broken_settings_file_does_not_stop_the_game_starting(tmp_path):
    write_settings(tmp_path, b"\xff" * 10 + b"[" * 40000)
    r = run_main("--load", str(tmp_path / "missing.yaml"),
                 env_extra={"XDG_CONFIG_HOME": str(tmp_path / "config"),
                            "XDG_DATA_HOME": str(tmp_path / "d")})
    # the settings problem is one line, the missing file another; no traceback
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "settings.yaml" in r.stderr


# ------------------------------------------------------------------------------ size / log
def test_huge_log_save_is_refused_fast_and_small(tmp_path):
    text = saves.encode(played(3, 40), {"mode": "hotseat"})
    i = text.index("  log:\n") + len("  log:\n")
    entry = "  - - all\n    - pass\n    - - moloch\n"
    big = text[:i] + entry * ((7_500_000 - len(text)) // len(entry)) + text[i:]
    p = tmp_path / "big.yaml"
    p.write_text(big)
    t = time.perf_counter()
    with pytest.raises(saves.SaveError, match="more than 50000 values"):
        saves.load(p)
    assert time.perf_counter() - t < 2.0


def test_huge_list_is_refused_fast(tmp_path):
    p = tmp_path / "list.yaml"
    p.write_text("- 1\n" * (7_900_000 // 4))
    t = time.perf_counter()
    with pytest.raises(saves.SaveError, match="more than 50000 values"):
        saves.load(p)
    assert time.perf_counter() - t < 2.0


@pytest.mark.slow
def test_log_longer_than_the_limit_is_refused(tmp_path):
    s = played(3, 40)
    d = s.to_dict()
    d["log"] = d["log"] + [["all", "pass", ["moloch"]] for _ in range(saves.MAX_LOG + 1 - len(d["log"]))]
    import yaml
    doc = {"konwoj_save": 1, "ruleset": "1e", "meta": {}, "state": d, "end": True}
    p = tmp_path / "long.yaml"
    p.write_text(yaml.safe_dump(doc, sort_keys=False))
    with pytest.raises(saves.SaveError, match="at most 5000 events"):
        saves.load(p)


def test_safeyaml_refuses_aliases_tags_and_many_documents():
    with pytest.raises(safeyaml.YamlLimit):
        safeyaml.load_text("a: &x 1\nb: *x\n")
    with pytest.raises(safeyaml.YamlLimit):
        safeyaml.load_text("a: !!python/object:os.system x\n")
    with pytest.raises(safeyaml.YamlLimit):
        safeyaml.load_text("a: 1\n---\nb: 2\n")
    with pytest.raises(safeyaml.YamlLimit):
        safeyaml.load_text("d: 2025-13-45\n")
    assert safeyaml.load_text("a: [1, {b: 2}]\n") == {"a": [1, {"b": 2}]}
