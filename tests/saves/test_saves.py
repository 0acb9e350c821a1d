"""Saves: round trips, autosave with backup, listing, deleting, and every kind of bad file refused
with a message naming the file and the problem, the file left byte-for-byte untouched."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from konwoj import saves
from konwoj.rules import GameState, new_game

ROOT = Path(__file__).resolve().parents[2]
META = {"mode": "solo", "human_sides": ["moloch"], "opponent_level": "veteran", "seed": 5,
        "name": "Moja gra"}


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def played(seed: int, steps: int, pick_seed: int | None = None) -> GameState:
    s = new_game(seed=seed)
    r = random.Random(seed if pick_seed is None else pick_seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(r.choice(s.legal_actions()))
    return s


def test_saves_dir_follows_xdg_data_home(data_home):
    d = saves.saves_dir()
    assert d == data_home / "konwoj" / "saves"
    assert d.is_dir()


# ------------------------------------------------------------------------------ round trips
# tmp_path is shared by the examples: each one writes and reads its own file names
@pytest.mark.slow
@settings(max_examples=40, suppress_health_check=[*settings().suppress_health_check,
                                                  HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 400), pick=st.integers(0, 10 ** 6),
       more=st.integers(1, 30))
def test_round_trip_of_random_play(tmp_path, seed, steps, pick, more):
    s = played(seed, steps, pick)
    path = tmp_path / f"rt-{seed}-{steps}-{pick}.yaml"
    saves.save(s, path, META)
    back, meta = saves.load_with_meta(path)
    assert back == s
    assert back.to_dict() == s.to_dict()
    assert back.legal_actions() == s.legal_actions()
    assert back.current_player == s.current_player
    assert {k: v for k, v in meta.items() if k != "date"} == META
    assert isinstance(meta["date"], str)
    # the restored state goes on exactly like the original (hidden rng included)
    r = random.Random(pick + 1)
    for _ in range(more):
        if s.is_terminal():
            break
        a = r.choice(s.legal_actions())
        s.apply(a)
        back.apply(a)
        assert back == s


def test_meta_tuples_and_dates_become_plain_data(tmp_path):
    import datetime as dt
    s = new_game(seed=1)
    path = saves.save(s, tmp_path / "x.yaml", {"human_sides": ("moloch", "outpost"),
                                                "mode": "hotseat",
                                                "extra": {"when": dt.date(2024, 1, 2)}})
    _, meta = saves.load_with_meta(path)
    assert meta["human_sides"] == ["moloch", "outpost"]
    assert meta["extra"] == {"when": "2024-01-02"}


def test_save_refuses_non_plain_meta_and_leaves_the_old_file(tmp_path):
    path = tmp_path / "keep.yaml"
    saves.save(new_game(seed=1), path, META)
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as ei:
        saves.save(new_game(seed=2), path, {"name": object()})
    assert "keep.yaml" in str(ei.value) and "plain data" in str(ei.value)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["keep.yaml"]   # no temporary file left
    with pytest.raises(TypeError):
        saves.save({"not": "a state"}, path)


def test_save_into_an_unwritable_place_is_a_save_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(saves.SaveError) as ei:
        saves.save(new_game(seed=1), blocker / "sub" / "x.yaml")
    assert "x.yaml" in str(ei.value)


def test_file_is_readable_yaml_with_version_ruleset_meta_state_and_end(tmp_path):
    s = played(3, 50)
    path = saves.save(s, tmp_path / "a.yaml", META)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Konwój save file")
    doc = yaml.safe_load(text)
    assert list(doc) == ["konwoj_save", "ruleset", "meta", "state", "end"]
    assert doc["konwoj_save"] == saves.FORMAT_VERSION
    assert doc["ruleset"] == "1e"
    assert doc["state"] == s.to_dict()
    assert doc["end"] is True
    assert "&" not in text.split("state:")[1].split("\n")[0]   # no anchors written


# ------------------------------------------------------------------------------ autosave
def test_autosave_keeps_the_previous_one_as_backup():
    s1, s2, s3 = played(1, 10), played(1, 20), played(1, 30)
    assert saves.latest_autosave() is None
    p = saves.autosave(s1, META)
    assert p == saves.autosave_path() and not saves.backup_path().exists()
    saves.autosave(s2, META)
    assert saves.load(saves.autosave_path()) == s2
    assert saves.load(saves.backup_path()) == s1
    saves.autosave(s3, META)
    assert saves.load(saves.autosave_path()) == s3
    assert saves.load(saves.backup_path()) == s2
    assert saves.latest_autosave() == saves.autosave_path()
    leftovers = [p.name for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_latest_autosave_falls_back_to_the_backup():
    s1, s2 = played(2, 10), played(2, 40)
    saves.autosave(s1, META)
    saves.autosave(s2, META)
    latest = saves.autosave_path()
    latest.write_bytes(latest.read_bytes()[:500])          # a broken latest
    assert saves.latest_autosave() == saves.backup_path()
    assert saves.load(saves.latest_autosave()) == s1
    latest.unlink()                                         # a missing latest
    assert saves.latest_autosave() == saves.backup_path()
    saves.backup_path().write_text("garbage: [")            # both broken
    assert saves.latest_autosave() is None


def test_autosave_over_a_broken_latest_keeps_the_good_backup():
    s1, s2, s3 = played(4, 10), played(4, 20), played(4, 30)
    saves.autosave(s1, META)
    saves.autosave(s2, META)
    saves.autosave_path().write_text("konwoj_save: 1\nstate: {")     # corrupted by something else
    saves.autosave(s3, META)
    assert saves.load(saves.autosave_path()) == s3
    assert saves.load(saves.backup_path()) == s1            # the good backup survived


def test_clear_autosave():
    saves.autosave(played(5, 5), META)
    saves.autosave(played(5, 6), META)
    saves.clear_autosave()
    assert saves.latest_autosave() is None


# ------------------------------------------------------------------------------ listing / delete
def test_list_saves_reports_a_broken_file_and_still_lists_the_others():
    s = played(6, 60)
    good = saves.save(s, saves.new_save_path("Gra w Żółwia"), META)
    saves.autosave(played(6, 10), {"mode": "hotseat", "human_sides": ["moloch", "outpost"]})
    broken = saves.saves_dir() / "broken.yaml"
    broken.write_text("konwoj_save: 1\nruleset: 1e\nmeta: {}\nstate: [1, 2]\nend: true\n")
    (saves.saves_dir() / ".autosave.yaml.abc.tmp").write_text("half a file")
    infos = {i.path.name: i for i in saves.list_saves()}
    assert set(infos) == {good.name, "autosave.yaml", "broken.yaml"}
    assert good.name.startswith("gra-w-zolwia-")
    g = infos[good.name]
    assert g.error is None and g.kind == "save"
    assert (g.name, g.battle, g.city, g.sides, g.opponent) == ("Moja gra", s.battle,
                                                                s.active_city, ("moloch",), "veteran")
    assert g.mode == "solo" and g.phase == s.phase and g.date
    a = infos["autosave.yaml"]
    assert a.kind == "autosave" and a.error is None and a.sides == ("moloch", "outpost")
    assert a.title("pl") == "Autozapis" and a.title("en") == "Autosave"
    b = infos["broken.yaml"]
    assert b.error and "broken.yaml" in b.error and "state" in b.error
    assert "broken.yaml" in b.error_text("pl") and b.error_text("pl") != b.error
    assert saves.load(good) == s


def test_new_save_path_never_reuses_a_name():
    a = saves.new_save_path("x")
    a.write_text("taken")
    b = saves.new_save_path("x")
    assert a != b and b.parent == saves.saves_dir() and not b.exists()
    assert saves.new_save_path("autosave") != saves.autosave_path()


def test_delete(tmp_path):
    p = saves.save(new_game(seed=1), saves.new_save_path("a"), META)
    saves.delete(p)
    assert not p.exists()
    saves.delete(p)                                        # already gone: no error
    saves.autosave(played(1, 3), META)
    saves.autosave(played(1, 4), META)
    saves.delete(saves.autosave_path())                    # the backup goes with it
    assert saves.latest_autosave() is None
    outside = saves.save(new_game(seed=1), tmp_path / "outside.yaml")
    with pytest.raises(saves.SaveError):
        saves.delete(outside)
    with pytest.raises(saves.SaveError):
        saves.delete(ROOT / "saves" / "01-first-game.yaml")
    assert outside.exists() and (ROOT / "saves" / "01-first-game.yaml").exists()


# ------------------------------------------------------------------------------ bad input
def _good_text(tmp_path) -> str:
    s = played(11, 80)
    return saves.save(s, tmp_path / "good.yaml", META).read_text(encoding="utf-8")


def _edit(fn):
    """A bad file made by editing the parsed good file."""
    def make(text: str) -> bytes:
        doc = yaml.safe_load(text)
        fn(doc)
        return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True).encode("utf-8")
    return make


def _two_places(doc):
    st_ = doc["state"]
    st_["deck"]["moloch"].append(st_["hand"]["moloch"][0] if st_["hand"]["moloch"]
                                 else st_["discard"]["moloch"][0])


def _missing_card(doc):
    doc["state"]["deck"]["outpost"].pop()


def _unknown_card(doc):
    doc["state"]["deck"]["moloch"][0] = "terminator-1"


def _over_stations(doc):
    """Nine Outpost soldiers in New York: far over its battle stations."""
    from konwoj.rules import default_data
    data = default_data()
    st_ = doc["state"]
    ny = st_["table"][4]["outpost"]
    for zone in ("deck", "discard"):
        for c in list(st_[zone]["outpost"]):
            if len(ny) < 9 and data.by_id[c].type == "soldier":
                st_[zone]["outpost"].remove(c)
                ny.append(c)
                st_["seq"] += 1
                st_["arrival"][c] = st_["seq"]
    st_["known_top"]["outpost"] = []
    assert len(ny) == 9


def _known_top_lies(doc):
    deck = doc["state"]["deck"]["outpost"]
    assert len(deck) >= 2
    doc["state"]["known_top"]["outpost"] = [deck[0]]     # the bottom card, not the top


def _wrong_side(doc):
    st_ = doc["state"]
    st_["deck"]["moloch"].append(st_["deck"]["outpost"].pop())


def _instant_on_table(doc):
    st_ = doc["state"]
    card = next(c for c in st_["deck"]["outpost"] if c.startswith("ruch_posterunku"))
    st_["deck"]["outpost"].remove(card)
    st_["table"][4]["outpost"].append(card)
    st_["seq"] += 1
    st_["arrival"][card] = st_["seq"]


def _raw(fn):
    def make(text: str) -> bytes:
        return fn(text)
    return make


MARKER = Path(os.environ.get("TMPDIR", "/tmp")) / "konwoj-saves-test-pwned"

BAD_FILES = {
    # name: (make bad bytes from the good text, words the message must contain)
    "truncated": (_raw(lambda t: t[:len(t) // 2].encode()), ("incomplete", "YAML")),
    "truncated_before_end": (_raw(lambda t: t[:t.rindex("end: true")].encode()), ("incomplete",)),
    "empty": (_raw(lambda t: b""), ("empty",)),
    "binary_garbage": (_raw(lambda t: random.Random(1).randbytes(3000)),
                       ("not text",)),
    "text_garbage": (_raw(lambda t: b"}{ this is: not [a save\n\t:::"), ("not valid YAML",)),
    "a_list": (_raw(lambda t: b"- one\n- two\n"), ("not a Konw",)),
    "no_version": (_raw(lambda t: b"state: {}\nend: true\n"), ("konwoj_save",)),
    "python_object_tag": (_raw(lambda t: t.replace(
        "meta:\n", "meta:\n  evil: !!python/object/apply:os.system ['touch %s']\n" % MARKER, 1)
        .encode()), ("tag", "python/object", "nothing in it was run")),
    "python_object_whole": (_raw(lambda t: b"!!python/object/new:os.system ['touch %s']\n"
                                 % str(MARKER).encode()), ("tag",)),
    "anchor_alias": (_raw(lambda t: b"konwoj_save: 1\nruleset: 1e\nmeta: &m {a: 1}\nstate: *m\n"
                          b"end: true\n"), ("anchors",)),
    "future_version": (_edit(lambda d: d.update(konwoj_save=2)), ("newer version", "format 2")),
    "wrong_version": (_edit(lambda d: d.update(konwoj_save="one")), ("version", "'one'")),
    "zero_version": (_edit(lambda d: d.update(konwoj_save=0)), ("version",)),
    "unknown_ruleset": (_edit(lambda d: d.update(ruleset="2e")), ("ruleset", "2e")),
    "unknown_top_field": (_edit(lambda d: d.update(cheat=True)), ("unknown field", "cheat")),
    "state_format": (_edit(lambda d: d["state"].update(format=7)), ("state format",)),
    "unknown_card": (_edit(_unknown_card), ("unknown card id", "terminator-1")),
    "card_in_two_places": (_edit(_two_places), ("two places",)),
    "card_missing": (_edit(_missing_card), ("missing",)),
    "wrong_side": (_edit(_wrong_side), ("does not belong",)),
    "instant_on_table": (_edit(_instant_on_table), ("cannot stand",)),
    "over_stations": (_edit(_over_stations), ("battle stations",)),
    "unknown_phase": (_edit(lambda d: d["state"].update(phase="coffee_break")), ("phase",)),
    "target_out_of_range": (_edit(lambda d: d["state"].update(target=7)), ("target",)),
    "winner_but_playing": (_edit(lambda d: d["state"].update(winner="moloch")), ("winner",)),
    "frame_side": (_edit(lambda d: d["state"]["stack"].__setitem__(
        -1, [d["state"]["stack"][-1][0], "nobody"] + d["state"]["stack"][-1][2:])), ("frame",)),
    "unknown_frame": (_edit(lambda d: d["state"]["stack"].append(["teleport", 3])),
                      ("unknown frame",)),
    "rng_float": (_edit(lambda d: d["state"].update(rng=1.5)), ("rng",)),
    "missing_state_field": (_edit(lambda d: d["state"].pop("hand")), ("'hand' is missing",)),
    "known_top_lies": (_edit(_known_top_lies), ("known_top",)),
    "tokens_off_table": (_edit(lambda d: d["state"]["tokens"].update(
        {d["state"]["deck"]["moloch"][0]: ["+1"]})), ("tokens on",)),
    "log_garbage": (_edit(lambda d: d["state"]["log"].append(["all", "fireworks", []])), ("log",)),
    "bad_meta_sides": (_edit(lambda d: d["meta"].update(human_sides=["zombies"])),
                       ("meta", "human_sides")),
    "meta_not_mapping": (_edit(lambda d: d.update(meta=[1, 2])), ("meta",)),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_file_is_refused_clearly_and_left_untouched(tmp_path, case):
    make, words = BAD_FILES[case]
    text = _good_text(tmp_path)
    others = [saves.save(played(20 + i, 30 * i), saves.saves_dir() / f"other{i}.yaml", META)
              for i in range(2)]
    bad = saves.saves_dir() / f"bad-{case}.yaml"
    bad.write_bytes(make(text))
    before = bad.read_bytes()
    MARKER.unlink(missing_ok=True)
    with pytest.raises(saves.SaveError) as ei:
        saves.load(bad)
    msg = str(ei.value)
    assert str(bad) in msg, msg
    assert any(w in msg for w in words), msg
    assert ei.value.path == bad
    assert ei.value.text("pl").startswith("Nie można wczytać pliku")
    assert bad.read_bytes() == before
    assert not MARKER.exists()
    # the others still list and load
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos[bad.name].error == msg
    for p in others:
        assert infos[p.name].error is None
        saves.load(p)
    assert bad.read_bytes() == before
    # and the command line says the same, with exit status 2
    out = subprocess.run([sys.executable, "-m", "konwoj.saves", "check", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stdout.strip() == msg
    assert bad.read_bytes() == before


@pytest.mark.slow
def test_every_truncation_is_refused(tmp_path):
    text = _good_text(tmp_path).encode("utf-8")
    path = tmp_path / "cut.yaml"
    cuts = sorted(set(random.Random(7).sample(range(len(text) - 12), 120)) | {0, 1, 40})
    for cut in cuts:
        path.write_bytes(text[:cut])
        with pytest.raises(saves.SaveError):
            saves.load(path)
    path.write_bytes(text.rstrip(b"\n"))    # only the final newline lost: still whole
    saves.load(path)


def test_missing_file_and_folder_are_refused(tmp_path):
    with pytest.raises(saves.SaveError, match="does not exist"):
        saves.load(tmp_path / "nope.yaml")
    with pytest.raises(saves.SaveError, match="not a regular file"):
        saves.load(tmp_path)


@pytest.mark.slow
def test_check_command_and_load_for_cli(tmp_path, capsys):
    good = saves.save(played(8, 40), tmp_path / "good.yaml", META)
    bad = tmp_path / "bad.yaml"
    bad.write_text("konwoj_save: 99\nend: true\n")
    out = subprocess.run([sys.executable, "-m", "konwoj.saves", "check", str(good)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert (out.returncode, out.stdout.strip()) == (0, "ok")
    out = subprocess.run([sys.executable, "-m", "konwoj.saves", "check", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and str(bad) in out.stdout and "newer version" in out.stdout
    assert saves.main(["check", str(good), str(bad)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{good}: ok" and lines[1].startswith(f"{bad}: ")
    state, meta = saves.load_for_cli(good)
    assert state == saves.load(good) and meta["name"] == "Moja gra"
    with pytest.raises(SystemExit) as ei:
        saves.load_for_cli(bad)
    assert ei.value.code == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "newer version" in err


def test_list_command_runs(capsys):
    saves.autosave(played(9, 9), META)
    assert saves.main(["list"]) == 0
    out = capsys.readouterr().out
    assert "autosave.yaml" in out and "02-moloch-attack.yaml" in out
    assert saves.main(["frobnicate"]) == 2
