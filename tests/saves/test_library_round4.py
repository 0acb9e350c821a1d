"""Nothing lost from the game library, whatever the clock, the file names or a kill (issue 39):
one test per finding of the fourth hostile round (each fails on b437aec), the catalogue in
SQLite rebuilt when it must be (the player told once), a b437aec data folder taken over with
nothing lost, and a small kill loop (the hundreds-run is bench/library_kill.py)."""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest
from tests.support.drive import played

from konwoj import playerfiles, saves, startup
from konwoj.saves import catalogue, library, storage
from konwoj.texts import notices

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SOLO = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran", "seed": 1}
LEGACY = Path(__file__).resolve().parents[1] / "data" / "b437aec_data"


def finished(seed, ruleset="1e"):
    s = played(seed, 5000, ruleset)
    assert s.is_terminal() and s.record is not None
    return s


def start_again():
    """What a new start of the game does (the start-up checks of a new process)."""
    catalogue.close_all()
    startup.reset()
    startup.check_once()


def said(key):
    return [kw for k, kw in notices.pending() if k == key]


# ---------------------------------------------------------------------- 1. keeping never prunes it
def test_1_the_game_just_kept_is_never_pruned_with_the_clock_set_back(monkeypatch):
    monkeypatch.setattr(library, "KEEP", 3)
    monkeypatch.setattr(storage, "_now", lambda: "2031-06-01T10:00:00+00:00")   # clock ahead
    older = [library.keep(finished(s), SOLO) for s in (10, 11, 12)]
    monkeypatch.setattr(storage, "_now", lambda: "2026-01-01T10:00:00+00:00")   # set back
    new = library.keep(finished(13), SOLO)
    rows = [r.path for r in library.games()]
    assert new.exists() and new in rows and len(rows) == 3
    assert sum(p.exists() for p in older) == 2              # one of the others went instead


def test_1_the_game_just_kept_is_never_pruned_when_pins_fill_the_quota(monkeypatch):
    monkeypatch.setattr(library, "KEEP", 2)
    pinned = [library.keep(finished(s), SOLO) for s in (10, 11)]
    for p in pinned:
        library.pin(p)
    new = library.keep(finished(12), SOLO)
    assert new.exists() and all(p.exists() for p in pinned)
    assert {r.path for r in library.games()} == {new, *pinned}


# ---------------------------------------------------------------------- 2. a name that is not text
def test_2_a_file_name_that_is_not_utf8_is_listed_as_such_and_the_others_list(app, capsys):
    good = saves.save(played(6, 40), saves.new_save_path("Dobra"), {"name": "Dobra"})
    bad = saves.saves_dir() / os.fsdecode(b"zapis-\xb9\xe6.yaml")        # CP1250 "ąć"
    shutil.copy(good, bad)
    kept = library.keep(finished(9), SOLO)
    shutil.copy(kept, library.games_dir() / os.fsdecode(b"gra-\xb9.yaml"))
    for _ in range(2):                                       # and again, from the catalogue
        rows = saves.list_save_rows()
        assert len(rows) == 2
        (broken,) = [r for r in rows if r.error]
        assert "not valid text" in broken.error and "?" in broken.name
        broken.name.encode("utf-8")                          # shows without a crash
        assert next(r for r in rows if not r.error).name == "Dobra"
        games = library.games()
        assert len(games) == 2 and [r.path for r in games if not r.error] == [kept]
    from konwoj.play import practice
    from konwoj.play import stats as S
    assert library.unanalysed() == [(kept, "outpost")]
    assert S.compute(library.games()).games == 1 and practice.positions() == []
    for name in ("load", "games"):
        app.open(name)
        app.step([])
        app.draw()
    assert saves.main(["list"]) == 0
    out = capsys.readouterr().out
    assert "zapis-??.yaml: " in out and "Dobra" in out


# ---------------------------------------------------------------------- 3. a kill at the end
@pytest.mark.slow
def test_3_a_finished_autosave_missing_from_the_library_is_kept_at_start():
    s = finished(3)
    saves.autosave(s, SOLO)                  # killed here: the library write never happened
    assert library.games() == []
    start_again()
    (row,) = library.games()
    assert row.path == library.path_for(s) and row.winner == s.winner and row.error is None
    # a lesson that ended stays out, as when it ends
    saves.clear_autosave()
    saves.autosave(finished(4), dict(SOLO, lesson="basics"))
    start_again()
    assert len(library.games()) == 1


def test_3_also_from_the_backup_after_two_autosaves_of_the_next_game():
    s = finished(5)
    saves.autosave(s, SOLO)
    saves.autosave(played(6, 20), SOLO)      # the next game: the finished one is the backup
    start_again()
    assert [r.path for r in library.games()] == [library.path_for(s)]


# ---------------------------------------------------------------------- 4. reading is no verdict
def test_4_a_save_unreadable_when_listed_reads_when_it_is_fixed(app, monkeypatch):
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    real = playerfiles.read_bytes

    def denied(path, *a, **k):
        if Path(path) == p:
            raise PermissionError(13, "Permission denied")
        return real(path, *a, **k)
    monkeypatch.setattr(playerfiles, "read_bytes", denied)
    (row,) = saves.list_save_rows()
    assert "Permission denied" in row.error
    from konwoj.scenes.load import LoadScene
    scene = LoadScene(app)
    app.push(scene)
    item = next(it for it in scene.list.items if it[0] == "save")
    monkeypatch.setattr(playerfiles, "read_bytes", real)       # chmod: size and time unchanged
    (row,) = saves.list_save_rows()
    assert row.error is None and row.name == "A"
    scene.activate(item)                                       # a click on the stale row loads
    assert type(app.scenes.top).__name__ == "TableScene"


def test_4_a_failed_read_on_open_is_not_kept_as_the_files_verdict():
    from konwoj.saves import index
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    saves.list_save_rows()
    err = saves.SaveError(p, "saves.unreadable", detail="Permission denied")
    index.mark_broken(p, err)
    (row,) = saves.list_save_rows()
    assert row.error is None


# ---------------------------------------------------------------------- 5. cached values checked
TAMPERED = {
    "winner": (11, [["moloch"]]),
    "sides": (3, [["moloch", ["outpost"]], ["x"]]),
    "date": (5, 1e308),
    "city": (1, "Neodetroit"),
    "battle": (2, -7),
    "recorded": (13, 10 ** 30),
    "meta": (12, {"pinned": "yes", "length": [1]}),
    "name": (0, {"a": 1}),
    "kind": (7, "moloch"),
}


@pytest.mark.parametrize("field", sorted(TAMPERED))
def test_5_every_cached_value_is_checked_before_it_is_trusted(field, app):
    s = finished(3)
    p = library.keep(s, SOLO)
    good = library.games()[0]
    conn = catalogue.connect()
    pos, value = TAMPERED[field]
    for (key,) in conn.execute("SELECT DISTINCT folder FROM rows").fetchall():
        (text,) = conn.execute("SELECT row FROM rows WHERE folder=? AND name=?",
                               (key, p.name)).fetchone()
        row = json.loads(text)
        row[pos] = value
        conn.execute("UPDATE rows SET row=? WHERE folder=? AND name=?",
                     (json.dumps(row), key, p.name))
    (again,) = library.games()
    assert (again.winner, again.sides, again.date, again.city, again.recorded, again.name) == \
        (good.winner, good.sides, good.date, good.city, good.recorded, good.name)
    app.open("games")
    app.step([])
    app.draw()


def test_5_a_catalogue_row_nested_deeply_or_huge_is_read_again(app):
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    saves.list_save_rows()
    conn = catalogue.connect()
    for text in ("[" * 100_000 + "]" * 100_000, '"' + "x" * 200_000 + '"', "not json"):
        conn.execute("UPDATE rows SET row=?", (text,))
        (row,) = saves.list_save_rows()
        assert row.path == p and row.name == "A" and row.error is None
    app.open("load")
    app.step([])


def test_5_the_row_keeps_the_seed_and_the_lesson_words():
    library.keep(finished(3), SOLO)
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A", "seed": 2 ** 40,
                                                             "after_lesson": "basics"})
    for _ in range(2):                               # from the header, then from the catalogue
        (row,) = library.games()
        assert row.meta["seed"] == 1
        (save,) = saves.list_save_rows()
        assert save.path == p and save.meta["seed"] == 2 ** 40
        assert save.meta["after_lesson"] == "basics"


def test_5_a_header_edited_by_hand_lists_with_its_values_in_range():
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    text = p.read_text()
    date = saves.load_with_meta(p)[1]["date"]
    p.write_text(text.replace(date, "wczoraj wieczorem", 1).replace(
        "  name: A\n", "  name: A\n  human_sides: [moloch, moloch, outpost]\n", 1))
    for _ in range(2):
        (row,) = saves.list_save_rows()
        assert row.error is None and row.name == "A" and row.date
        assert row.sides == ("moloch", "outpost")
    saves.load(p)                                    # and it still loads


def test_5_a_catalogue_missing_a_table_is_rebuilt():
    start_again()
    library.keep(finished(3), SOLO)
    catalogue.connect().execute("DROP TABLE analyses")
    start_again()
    assert "damaged" in str(said("library.rebuilt")[-1]["reason"])
    assert len(library.games()) == 1 and library.unanalysed()


def test_5_a_deeply_nested_index_of_an_older_version_is_ignored_and_removed():
    p = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    old = saves.saves_dir() / ".index.json"
    old.write_text('{"version": 3, "files": ' + "[" * 200_000 + "]" * 200_000 + "}")
    (row,) = saves.list_save_rows()                  # listed, never read
    assert row.path == p and row.error is None
    start_again()                                    # and removed at the start
    assert not old.exists() and len(saves.list_save_rows()) == 1


# ---------------------------------------------------------------------- 6. analyses checked
def costly(s, side):
    from konwoj.ai.analysis import Analysis, Decision, decisions_of
    from konwoj.rules.replaying import replay_states
    states = replay_states(s.record)
    acts = s.record.actions
    out = Analysis(side, len(acts), 0.1, winner=s.winner)
    for k in decisions_of(states, acts, side)[:4]:
        other = next(a for a in states[k].legal_actions() if a != acts[k])
        out.decisions.append(Decision(k, states[k].battle, states[k].phase, acts[k], other,
                                      0.8, 0.4, 0.4, 50, ruleset=s.ruleset))
    return out


GARBLE = {
    "null step": lambda d: d["decisions"][0].update(step=None),
    "text chance": lambda d: d["decisions"][0].update(before="0.9"),
    "nested": lambda d: d["decisions"][0].update(played=[[["x"]]]),
    "huge drop": lambda d: d["decisions"][0].update(drop=1e308),
    "step past the end": lambda d: d["decisions"][0].update(step=10 ** 6),
    "other side": lambda d: d.update(side="moloch"),
}


@pytest.mark.parametrize("how", sorted(GARBLE))
def test_6_a_garbled_analysis_is_not_used(how, app):
    from konwoj.play import practice
    s = finished(3)
    p = library.keep(s, SOLO)
    library.store_analysis(p, "outpost", costly(s, "outpost"))
    assert len(practice.positions()) == practice.PER_GAME
    conn = catalogue.connect()
    (data,) = conn.execute("SELECT data FROM analyses").fetchone()
    d = json.loads(data)
    GARBLE[how](d)
    conn.execute("UPDATE analyses SET data=?", (json.dumps(d),))
    assert library.analysis(p, "outpost") is None and practice.positions() == []
    assert library.unanalysed() == [(p, "outpost")]        # analysed again in the background


def test_6_another_games_analysis_under_this_games_name_is_refused():
    from konwoj.play import practice
    a, b = finished(3), finished(4)
    pa, pb = library.keep(a, SOLO), library.keep(b, SOLO)
    with pytest.raises(ValueError):
        library.store_analysis(pa, "outpost", costly(b, "outpost"))
    with pytest.raises(ValueError):
        library.store_analysis(pa, "moloch", costly(a, "outpost"))
    library.store_analysis(pb, "outpost", costly(b, "outpost"))
    conn = catalogue.connect()
    conn.execute("UPDATE analyses SET game=?", (pa.name,))        # moved under the other name
    assert library.analysis(pa, "outpost") is None and practice.positions() == []
    # the same from an older version's file: taken over only once it is checked step by step
    catalogue.close_all()
    catalogue.db_path().unlink()
    legacy = library.games_dir() / f"{pa.stem}.outpost.analysis.json"
    legacy.write_text(json.dumps(costly(b, "outpost").to_dict()))
    start_again()
    assert not legacy.exists()                       # taken over, then checked when used
    assert library.analysis(pa, "outpost") is None and practice.positions() == []
    for pos in practice.positions():
        assert pos.state().current_player == pos.side


# ---------------------------------------------------------------------- 7. real instants
def test_7_the_streak_follows_real_time_across_time_zones():
    from konwoj.play import stats as S

    def row(date, winner):
        return {"sides": ["outpost"], "mode": "solo", "opponent": "veteran", "winner": winner,
                "date": date, "ruleset": "1e"}
    won_warsaw = row("2026-03-01T12:00:00+01:00", "outpost")       # 11:00:00 UTC
    lost_new_york = row("2026-03-01T06:00:30-05:00", "moloch")     # 11:00:30 UTC: later
    assert S.compute([won_warsaw, lost_new_york]).current_streak == -1
    # the autumn hour: 02:30 CEST, then 02:10 CET an hour later
    first = row("2026-10-25T02:30:00+02:00", "moloch")
    then = row("2026-10-25T02:10:00+01:00", "outpost")
    assert S.compute([then, first]).current_streak == 1
    # a date in the future (a clock that ran ahead) or out of range breaks nothing
    future = row("9999-12-31T23:59:59+00:00", "outpost")
    odd = row(1e308, "outpost")
    st = S.compute([won_warsaw, lost_new_york, future, odd])
    assert st.games == 4 and st.current_streak in (1, 2)


def test_7_every_date_stored_is_utc_and_shown_in_local_time(monkeypatch):
    import datetime as dt

    from konwoj.saves.summary import local_time
    p = library.keep(finished(3), SOLO)
    (row,) = library.games()
    d = dt.datetime.fromisoformat(row.date)
    assert d.utcoffset() == dt.timedelta(0)
    _, meta = saves.load_with_meta(p)
    assert dt.datetime.fromisoformat(meta["date"]).utcoffset() == dt.timedelta(0)
    monkeypatch.setenv("TZ", "Europe/Warsaw")
    import time
    time.tzset()
    try:
        assert local_time("2026-01-05T11:00:00+00:00") == "2026-01-05 12:00"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_7_games_are_listed_by_their_real_instant():
    rows = []
    for seed, date in ((3, "2026-03-01T12:00:00+01:00"), (4, "2026-03-01T06:00:30-05:00")):
        p = library.keep(finished(seed), SOLO)
        text = p.read_text().replace(saves.load_with_meta(p)[1]["date"], date)
        p.write_text(text)
        rows.append(p)
    assert [r.path for r in library.games()] == [rows[1], rows[0]]     # New York's is newer


# ---------------------------------------------------------------------- 8. temporary files
@pytest.mark.skipif(sys.platform == "win32", reason="process ids in the names")
def test_8_temporary_files_of_killed_writes_are_cleared_from_every_folder():
    from konwoj import resources
    dead = 2 ** 22 + 12345          # above any pid_max: no such process
    folders = [library.games_dir(), saves.saves_dir(), resources.user_data_dir(),
               resources.config_dir()]
    left = []
    for f in folders:
        f.mkdir(parents=True, exist_ok=True)
        t = f / f".game-x.yaml.{dead}.abc{playerfiles.TMP_SUFFIX}"
        t.write_text("half")
        left.append(t)
    start_again()
    assert not any(t.exists() for t in left)


# ---------------------------------------------------------------------- the catalogue
def test_the_catalogue_is_rebuilt_when_damaged_and_the_player_is_told_once():
    start_again()                                    # a new player: nothing to say
    a = library.keep(finished(3), SOLO)
    library.pin(a)
    start_again()
    assert said("library.rebuilt") == []             # a good catalogue: nothing said
    db = catalogue.db_path()
    catalogue.close_all()
    db.write_bytes(b"SQLite format 3\x00" + os.urandom(4096))
    start_again()
    (kw,) = said("library.rebuilt")
    assert "damaged" in str(kw["reason"])
    (row,) = library.games()
    assert row.path == a and library.is_pinned(row)      # the pin is in the game file too
    start_again()
    assert len(said("library.rebuilt")) == 1             # told once
    catalogue.close_all()
    db.unlink()                                          # deleted by hand
    start_again()
    assert "missing" in str(said("library.rebuilt")[-1]["reason"])
    assert [r.path for r in library.games()] == [a]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("what", ["folder", "fifo"])
def test_a_catalogue_that_is_no_file_is_set_aside_never_opened(what):
    start_again()
    a = library.keep(finished(3), SOLO)
    catalogue.close_all()
    db = catalogue.db_path()
    db.unlink()
    db.mkdir() if what == "folder" else os.mkfifo(db)
    start_again()                                     # a FIFO opened would hang here
    assert "damaged" in str(said("library.rebuilt")[-1]["reason"])
    assert [r.path for r in library.games()] == [a] and db.is_file()


def test_the_catalogue_of_another_version_is_rebuilt():
    start_again()
    library.keep(finished(3), SOLO)
    library.games()
    conn = catalogue.connect()
    conn.execute("PRAGMA user_version=99")
    start_again()
    (kw,) = said("library.rebuilt")
    assert "another version" in str(kw["reason"])
    assert len(library.games()) == 1
    assert catalogue.connect().execute("PRAGMA user_version").fetchone()[0] == catalogue.VERSION


def test_the_catalogue_is_written_in_wal_transactions():
    library.keep(finished(3), SOLO)
    conn = catalogue.connect()
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    other = sqlite3.connect(str(catalogue.db_path()))
    assert other.execute("SELECT count(*) FROM rows").fetchone()[0] == 1
    other.close()


# ---------------------------------------------------------------------- migration from b437aec
@pytest.mark.slow
def test_a_b437aec_data_folder_is_taken_over_with_nothing_lost():
    from konwoj import resources
    data = resources.user_data_dir()
    shutil.copytree(LEGACY, data, dirs_exist_ok=True)
    (data / "README.md").unlink()
    before = {p.name: p.read_bytes() for p in (data / "games").glob("*.yaml")}
    old_analyses = {p.name: json.loads(p.read_text())
                    for p in (data / "games").glob("*.analysis.json")}
    old_saves = sorted(p.name for p in (data / "saves").glob("*.yaml"))
    assert len(before) == 4 and len(old_analyses) == 2 and len(old_saves) == 4
    start_again()
    (kw,) = said("library.rebuilt")
    assert "older version" in str(kw["reason"])
    rows = library.games()
    assert sorted(r.path.name for r in rows) == sorted(before)
    assert all(r.error is None for r in rows)
    assert [r.path.name for r in rows if library.is_pinned(r)] == ["game-7c8c67d8d0c21b44.yaml"]
    for name, d in old_analyses.items():
        game, side = name[:-len(".analysis.json")].rsplit(".", 1)
        a = library.analysis(data / "games" / f"{game}.yaml", side)
        assert a is not None and a.to_dict() == d
    assert not list(data.rglob(".index.json")) and not list(data.rglob("*.analysis.json"))
    assert {p.name: p.read_bytes() for p in (data / "games").glob("*.yaml")} == before
    assert sorted(r.path.name for r in saves.list_save_rows()) == old_saves
    assert all(r.error is None for r in saves.list_save_rows())
    assert saves.latest_autosave() == saves.autosave_path()
    assert library.unanalysed() and all(p.name in before for p, _ in library.unanalysed())
    # the catalogue holds them: a second start says nothing and changes nothing
    start_again()
    assert len(said("library.rebuilt")) == 1 and len(library.games()) == 4


# ---------------------------------------------------------------------- kill -9
@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs fork and SIGKILL")
@pytest.mark.parametrize("writers", [1, 2])
def test_killed_games_lose_nothing_and_leave_no_finished_game_outside(writers, tmp_path,
                                                                      monkeypatch):
    """bench/library_kill.py, small (the hundreds of rounds run there)."""
    from bench import library_kill
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "k" / "data"))
    st = library_kill.run(rounds=6, writers=writers, seed=writers, data=tmp_path / "k",
                          max_delay=1.2, quiet=True)
    assert st["problems"] == [] and st["rounds"] == 6 and st["kills"] == 6 * writers
    # (how many stay pinned is up to the writers, which pin and unpin at random: every pin seen is
    # checked round by round inside the loop, so only the games and analyses are counted here)
    assert st["games"] >= 2 and st["analyses"] >= 1
