"""Sound: the generated effects are valid small WAVs, each moment of the game maps to its sound,
volume and mute are remembered and bounded, the mixer is off without an audio device, and the
table and game-over scene play (or cleanly skip) their sounds during whole games."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.ui import audio  # noqa: E402
from konwoj.ui.audio import Audio, game_over_sound, sounds_for  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402
from konwoj.rules.events import TEMPLATES, Event  # noqa: E402
from konwoj.rules.scenario import build_position  # noqa: E402
from konwoj.settings import Settings  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "art" / "sounds"


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


make_sounds = _load_generator()


def _samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        raw = w.readframes(w.getnframes())
    import array
    a = array.array("h", raw)
    if sys.byteorder == "big":
        a.byteswap()
    return params, list(a)


# ====================================================================== the generator
@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    out = tmp_path_factory.mktemp("sounds")
    assert make_sounds.main(["--out", str(out)]) == 0
    return out


def test_the_generator_makes_every_sound_the_game_plays():
    assert set(make_sounds.SOUNDS) == set(audio.SOUND_NAMES)


@pytest.mark.slow
@pytest.mark.parametrize("name", audio.SOUND_NAMES)
def test_each_sound_is_a_short_clean_22khz_mono_16bit_wav(generated, name):
    params, x = _samples(generated / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    seconds = params.nframes / params.framerate
    assert 0.02 <= seconds <= 2.0
    peak = max(abs(v) for v in x) / 32767
    assert 0.15 <= peak <= 0.95            # audible, never clipped at full scale
    assert abs(x[0]) < 300 and abs(x[-1]) < 300   # fades in and out: no click
    if name == "tick":
        assert seconds < 0.1 and peak <= 0.35       # the computer's tick stays quiet


def test_the_set_is_small_and_licensed(generated):
    total = sum(p.stat().st_size for p in generated.glob("*.wav"))
    assert total < 1_000_000
    for folder in (generated, SOUNDS):
        lic = (folder / "LICENSE").read_text(encoding="utf-8")
        assert "CC BY-SA 4.0" in lic and "tools/make_sounds.py" in lic


def test_the_committed_sounds_are_what_the_generator_makes(generated):
    for name in audio.SOUND_NAMES:
        p1, a = _samples(SOUNDS / f"{name}.wav")
        p2, b = _samples(generated / f"{name}.wav")
        assert p1 == p2, name
        # identical here; a different maths library may round a sample by one step
        assert max(abs(u - v) for u, v in zip(a, b, strict=True)) <= 2, name


@pytest.mark.slow
def test_unchanged_files_are_left_alone_and_a_damaged_one_is_rewritten(generated, tmp_path):
    import shutil
    tmp_path = tmp_path / "sounds"
    shutil.copytree(generated, tmp_path)
    stamps = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    (tmp_path / "bomb.wav").write_bytes(b"RIFF broken")
    os.utime(tmp_path / "bomb.wav", ns=(stamps["bomb.wav"], stamps["bomb.wav"]))
    make_sounds.main(["--out", str(tmp_path)])
    after = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert set(after) == set(stamps)                 # no temporary file left behind
    changed = {n for n in stamps if after[n] != stamps[n]}
    assert changed == {"bomb.wav"}
    _samples(tmp_path / "bomb.wav")                  # and it is whole again


def test_each_sound_loads_in_the_pygame_mixer():
    was = pygame.mixer.get_init()
    if not was:
        pygame.mixer.init(22050, -16, 1, 512)        # the dummy driver in tests
    try:
        for name in audio.SOUND_NAMES:
            params, _ = _samples(SOUNDS / f"{name}.wav")
            snd = pygame.mixer.Sound(str(SOUNDS / name) + ".wav")
            assert snd.get_length() == pytest.approx(params.nframes / params.framerate, abs=0.01)
    finally:
        if not was:
            pygame.mixer.quit()


# ====================================================================== moments -> sounds
def ev(key, *args, to="all"):
    return Event(to, key, args)


@pytest.mark.parametrize("events, expected", [
    ([ev("play", "outpost", "trep-1", 1)], "card_played"),
    ([ev("instant", "outpost", "snajper-1")], "card_played"),
    ([ev("ability", "moloch", "rozpruwacz-1")], "card_played"),
    ([ev("play_module", "modul_bojowy-1", "lowca-1")], "module_fitted"),
    ([ev("instant", "outpost", "snajper-1"), ev("killed", "lowca-1")], "unit_killed"),
    ([ev("bloker", "lowca-1")], "unit_killed"),
    ([ev("bomb", 2)], "bomb"),
    ([ev("district_down", 1, 0, "draw")], "district_down"),
])
def test_each_moment_of_an_action_has_its_sound(events, expected):
    now, later = sounds_for(events, OUTPOST)
    assert now[0] == expected and later == []


def test_the_event_keys_listened_to_are_the_engines():
    for key in list(audio.EVENT_SOUNDS) + ["winner", "tie_moloch", "strength"]:
        assert key in TEMPLATES, key


def _battle(*effects, winner=MOLOCH):
    return [ev("pass", OUTPOST), ev("strength", 5, 3), ev("winner", winner), *effects]


def test_battle_won_or_lost_is_heard_after_the_reveal_from_the_players_side():
    assert sounds_for(_battle(), MOLOCH) == ([], ["battle_won"])
    assert sounds_for(_battle(), OUTPOST) == ([], ["battle_lost"])
    # two players at one screen: somebody at the table won
    assert sounds_for(_battle(winner=OUTPOST), None) == ([], ["battle_won"])
    # the Stormtrooper's tie goes to Moloch; a plain tie is silent
    tie = [ev("strength", 3, 3), ev("tie_moloch")]
    assert sounds_for(tie, OUTPOST) == ([], ["battle_lost"])
    assert sounds_for([ev("strength", 3, 3), ev("tie")], OUTPOST) == ([], [])


def test_a_busy_battle_plays_the_two_sounds_that_matter_most():
    evs = _battle(ev("district_down", 1, 0, "bomb"), ev("killed", "trep-1"), ev("killed", "trep-2"),
                  ev("bomb", 1), ev("city_down", 1))
    now, later = sounds_for(evs, OUTPOST)
    assert now == [] and later == ["bomb", "battle_lost"]
    evs = _battle(ev("district_down", 1, 0, "kill"), ev("killed", "trep-1"))
    assert sounds_for(evs, MOLOCH)[1] == ["battle_won", "district_down"]


def test_the_computer_ticks_when_its_move_makes_no_other_sound():
    assert sounds_for([ev("pass", MOLOCH)], OUTPOST, by_ai=True) == (["tick"], [])
    assert sounds_for([ev("pass", MOLOCH)], OUTPOST, by_ai=False) == ([], [])
    assert sounds_for([ev("play", MOLOCH, "lowca-1", 1)], OUTPOST, by_ai=True) == \
        (["card_played"], [])


def test_what_the_player_may_not_see_makes_no_sound():
    hidden = [ev("play", MOLOCH, "lowca-1", 1, to=MOLOCH)]
    assert sounds_for(hidden, OUTPOST) == ([], [])


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_random_games_make_every_table_sound(ruleset):
    import random
    heard = set()
    for seed in (1, 2, 3):
        s = new_game(seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not s.is_terminal():
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            now, later = sounds_for(s.log[n:], OUTPOST)
            heard.update(now + later)
    assert {"card_played", "module_fitted", "unit_killed", "district_down", "bomb", "battle_won",
            "battle_lost"} <= heard


class _Match:
    def __init__(self, winner, mode="solo", humans=(OUTPOST,)):
        self.state = type("S", (), {"winner": winner})()
        self.mode = mode
        self.human_sides = humans


def test_the_game_won_or_lost():
    assert game_over_sound(_Match(OUTPOST)) == "game_won"
    assert game_over_sound(_Match(MOLOCH)) == "game_lost"
    assert game_over_sound(_Match(MOLOCH, "hotseat", (MOLOCH, OUTPOST))) == "game_won"
    assert game_over_sound(_Match(None)) is None


# ====================================================================== the mixer
class FakeSound:
    def __init__(self, mixer, path):
        if mixer.broken_file and path.endswith(mixer.broken_file):
            raise RuntimeError("unreadable")
        self.mixer = mixer
        self.name = Path(path).stem
        self.volume = None
        mixer.loaded.append(self.name)

    def set_volume(self, v):
        self.volume = v

    def play(self):
        if self.mixer.fail_play:
            raise RuntimeError("device gone")
        self.mixer.played.append((self.name, self.volume))


class FakeMixer:
    def __init__(self, broken_file=None, fail_play=False):
        self.loaded, self.played = [], []
        self.broken_file, self.fail_play = broken_file, fail_play

    def Sound(self, path):   # noqa: N802 - pygame's name
        return FakeSound(self, path)


def test_play_with_the_dummy_driver_is_a_clean_no_op_that_records_the_request(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    a = Audio(Settings())
    assert a.play("bomb") is False
    assert a.play("no-such-sound") is False
    assert list(a.requested) == [("bomb", False), ("no-such-sound", False)]
    assert a.state == "off" and "dummy" in a.off_reason
    a.update(0.0)
    a.cue(["tick", "bomb"], at=1.0, now=0.0)
    a.update(5.0)                                    # long overdue: dropped, nothing raised


def test_sounds_load_once_on_first_use_and_play_at_the_settings_volume():
    st = Settings(sound_volume=0.5)
    m = FakeMixer()
    a = Audio(st, mixer=m)
    assert m.loaded == [] and a.state == "new"       # nothing until it is needed
    assert a.play("card_played") is True
    assert sorted(m.loaded) == sorted(audio.SOUND_NAMES)
    st.sound_volume = 0.25                           # a change applies to the next play
    assert a.play("bomb") is True
    assert len(m.loaded) == len(audio.SOUND_NAMES)   # loaded once
    assert m.played == [("card_played", 0.5), ("bomb", 0.25)]


def test_mute_or_zero_volume_plays_nothing():
    st = Settings(sound_muted=True)
    m = FakeMixer()
    a = Audio(st, mixer=m)
    assert a.play("bomb") is False and m.played == [] and m.loaded == []
    st.sound_muted, st.sound_volume = False, 0.0
    assert a.play("bomb") is False and m.played == []
    st.sound_volume = 1.0
    assert a.play("bomb") is True and m.played == [("bomb", 1.0)]
    assert [n for n, _ in a.requested] == ["bomb", "bomb", "bomb"]


def test_a_broken_mixer_turns_sound_off_without_raising(tmp_path):
    m = FakeMixer(broken_file="tick.wav")
    a = Audio(Settings(), mixer=m)
    assert a.play("tick") is False                   # one unreadable file costs only itself
    assert a.play("bomb") is True
    m2 = FakeMixer(fail_play=True)
    b = Audio(Settings(), mixer=m2)
    assert b.play("bomb") is False and b.state == "off"
    assert b.play("bomb") is False
    c = Audio(Settings(), mixer=FakeMixer(), folder=tmp_path / "nowhere")
    assert c.play("bomb") is False and c.state == "off"
    d = Audio(lambda: 1 / 0, mixer=FakeMixer())      # settings that cannot be read: silence
    assert d.play("bomb") is False


def test_cued_sounds_play_when_due_in_order_and_stale_ones_are_dropped():
    m = FakeMixer()
    a = Audio(Settings(sound_volume=1.0), mixer=m)
    a.cue(["battle_won", "district_down"], at=10.0, now=9.0)
    a.update(9.5)
    assert m.played == []
    a.update(10.0)
    assert [n for n, _ in m.played] == ["battle_won"]
    a.update(10.0 + audio.SECOND_AFTER)
    assert [n for n, _ in m.played] == ["battle_won", "district_down"]
    a.cue(["bomb"], at=20.0, now=19.0)
    a.update(25.0)                                   # the table was left meanwhile
    assert [n for n, _ in m.played] == ["battle_won", "district_down"] and a.pending == []


def test_a_real_mixer_really_plays_through_sdl(tmp_path):
    """The whole path with SDL's disk audio driver, which writes what it plays to a file."""
    out = tmp_path / "out.raw"
    code = textwrap.dedent("""
        import time
        from konwoj.ui.audio import Audio
        from konwoj.settings import Settings
        a = Audio(Settings(sound_volume=1.0))
        a.update(0.0)                  # the table's first frame opens the mixer
        assert a.state == "on", a.off_reason
        t = time.perf_counter()
        assert a.play("bomb")
        print("play took", time.perf_counter() - t)
        import pygame
        pygame.display.init()
        pygame.display.set_mode((64, 64))
        pygame.event.clear()
        now = time.perf_counter()
        a.cue(["tick"], at=now + 0.1, now=now)
        e = pygame.event.wait(2000)            # an idle loop is woken when the tick is due
        assert e.type != pygame.NOEVENT, "no wake-up"
        assert time.perf_counter() - now >= 0.09
        a.update(time.perf_counter())
        assert a.requested[-1] == ("tick", True)
        time.sleep(0.4)
        pygame.mixer.quit()
    """)
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out),
               PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                       timeout=60, cwd=str(ROOT))
    assert r.returncode == 0, r.stderr
    data = out.read_bytes()
    import array
    x = array.array("h", data[: len(data) // 2 * 2])
    assert max(abs(v) for v in x) > 3000             # the bomb went off


# ====================================================================== settings
def test_volume_and_mute_are_remembered(tmp_path):
    p = tmp_path / "settings.yaml"
    Settings(sound_volume=0.25, sound_muted=True).save(p)
    s = Settings.load(p)
    assert (s.sound_volume, s.sound_muted) == (0.25, True)
    assert (Settings().sound_volume, Settings().sound_muted) == (0.75, False)


@pytest.mark.parametrize("text", [".nan", ".inf", "-.inf", "-0.5", "1.5", "1.0e300",
                                  "1" + "0" * 400, "loud", "true", "[1]", "{a: 1}", "null",
                                  "''"])
def test_an_absurd_volume_falls_back(tmp_path, text):
    p = tmp_path / "settings.yaml"
    p.write_text(f"sound_volume: {text}\nlang: en\n", encoding="utf-8")
    s = Settings.load(p)
    assert s.sound_volume == 0.75 and s.lang == "en"


@pytest.mark.parametrize("text", ["'yes'", "'false'", "1", "0", "null", "[]", "2.5"])
def test_a_mute_that_is_not_true_or_false_falls_back(tmp_path, text):
    p = tmp_path / "settings.yaml"
    p.write_text(f"sound_muted: {text}\nsound_volume: 0.5\n", encoding="utf-8")
    s = Settings.load(p)
    assert s.sound_muted is False and s.sound_volume == 0.5


@pytest.mark.parametrize("text, value", [("0", 0.0), ("1", 1.0), ("0.3", 0.3)])
def test_a_sane_volume_is_kept(tmp_path, text, value):
    p = tmp_path / "settings.yaml"
    p.write_text(f"sound_volume: {text}\n", encoding="utf-8")
    assert Settings.load(p).sound_volume == value


# ====================================================================== scenes
def _app(**settings):
    from konwoj.app import make_app
    st = Settings(**settings)
    return make_app(size=(1366, 768), headless=True, settings=st)


def _click(app, pos):
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(t, pos=pos, button=1))
    app.step()


def test_the_settings_scene_sets_volume_and_mute_and_saves_them(tmp_path, monkeypatch):
    from konwoj.scenes.settings_scene import SettingsScene
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    app = _app(lang="en")
    app.audio = Audio(lambda: app.settings, mixer=FakeMixer())
    sc = SettingsScene(app)
    app.push(sc)
    app.step([])
    app.draw()
    seg = sc.volume._segments()[0]                   # 25%
    _click(app, seg.center)
    assert Settings.load().sound_volume == 0.25
    assert app.audio.names_requested() == ["card_played"]     # a sample at the new volume
    assert app.audio._mixer.played == [("card_played", 0.25)]
    _click(app, sc.mute.rect.center)
    assert Settings.load().sound_muted is True
    assert not sc.volume.enabled                     # the levels are greyed while muted
    _click(app, sc.volume._segments()[3].center)     # ...and do nothing
    assert Settings.load().sound_volume == 0.25
    _click(app, sc.mute.rect.center)
    assert Settings.load().sound_muted is False
    assert app.audio._mixer.played[-1] == ("card_played", 0.25)
    from konwoj.i18n import tr
    assert (tr("settings.sound", "pl"), tr("settings.sound", "en")) == ("Dźwięk", "Sound")
    assert (tr("settings.mute", "pl"), tr("settings.mute", "en")) == ("Wycisz", "Mute")


def test_a_volume_set_by_hand_shows_as_its_own_level():
    from konwoj.scenes.settings_scene import SettingsScene
    app = _app(sound_volume=0.0)
    sc = SettingsScene(app)
    assert sc.volume.value == 0.0 and [v for v, _ in sc.volume.options] == [0, .25, .5, .75, 1]
    assert [v for v, _ in SettingsScene(_app()).volume.options] == [.25, .5, .75, 1]


def test_the_game_over_scene_plays_won_or_lost():
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.play.match import Match
    for winner, expected in ((OUTPOST, "game_won"), (MOLOCH, "game_lost")):
        app = _app()
        app.audio = Audio(lambda app=app: app.settings, mixer=FakeMixer())
        s = new_game(seed=3)
        s.winner = winner
        app.push(GameOverScene(app, Match(s, "solo", (OUTPOST,), "random", 3)))
        app.step([])
        assert app.audio.names_requested() == [expected]


def test_a_battle_sound_waits_for_the_summary_to_show_the_winner():
    from tests.support.table import FakeClock, key  # the table tests' helpers
    from konwoj.scenes.table import TableScene
    from konwoj.play.match import Match
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"], "outpost": ["komandos"]}, seed=5)
    app = _app(animation_speed=1.0)
    app.audio = Audio(lambda: app.settings, mixer=FakeMixer())
    match = Match(s, "hotseat", (MOLOCH, OUTPOST), "random", 5)
    match.handed_off(MOLOCH)
    clock = FakeClock()
    scene = TableScene(app, match, clock=clock)
    app.push(scene)
    app.step([])
    key(app, pygame.K_SPACE)                         # the battle resolves: Moloch wins
    res = scene.resolution
    assert res is not None and res.winner == MOLOCH and res.revealing(clock.t)
    assert "battle_won" not in app.audio.names_requested()
    clock.t = res.winner_at() - 0.05
    app.step([])
    assert "battle_won" not in app.audio.names_requested()
    clock.t = res.winner_at() + 0.01
    app.step([])
    assert "battle_won" in app.audio.names_requested()


def _whole_game(app, scene, match, seed, limit=8000):
    from tests.support.table import play_by_clicks
    from tests.support.drive import click
    assert play_by_clicks(app, scene, match, seed, limit=limit)
    for _ in range(6):
        app.step([])
        if app.scenes.top is not scene:
            break
        (kind, _, point), = scene.clickables()
        click(app, point)


@pytest.mark.slow
def test_a_whole_solo_game_plays_its_sounds():
    from tests.support.table import open_table
    app, scene, match = open_table(new_game(seed=21), "solo", seat=MOLOCH)
    app.audio = Audio(lambda: app.settings, mixer=FakeMixer())
    _whole_game(app, scene, match, 21)
    names = app.audio.names_requested()
    played = [n for n, _ in app.audio._mixer.played]
    assert played == [n for n, ok in app.audio.requested if ok] and played
    assert {"card_played", "tick"} <= set(names)
    assert {"battle_won", "battle_lost"} & set(names)
    assert names[-1] == ("game_won" if match.state.winner == MOLOCH else "game_lost")


@pytest.mark.slow
def test_a_whole_game_with_the_dummy_driver_skips_every_sound_cleanly(monkeypatch):
    from tests.support.table import open_table
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    app, scene, match = open_table(new_game(seed=12), "hotseat")
    _whole_game(app, scene, match, 12)
    a = audio.for_app(app)
    assert a.state == "off" and len(a.requested) > 10
    assert not any(ok for _, ok in a.requested)
    assert a.names_requested()[-1] == "game_won"
