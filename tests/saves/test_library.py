"""The game library and folders that scale (issue 21): every finished game kept with its record,
bounded with pins; rows from a header per file and an index that survives crashes and hand
edits; a broken file listed with its reason; the full check still before play."""
from __future__ import annotations

import json
import os
import time

import pytest

from tests.support.drive import played
from konwoj import saves
from konwoj.play.session import make_match
from konwoj.saves import index, library

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def finished(seed, ruleset="1e"):
    s = played(seed, 5000, ruleset)
    assert s.is_terminal() and s.record is not None
    return s


SOLO = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran", "seed": 1}


# ---------------------------------------------------------------------- keeping finished games
@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_a_finished_game_is_kept_with_its_record_apart_from_the_autosave(ruleset):
    s = finished(3, ruleset)
    match = make_match(s, "solo", ("outpost",), "veteran", 3)
    match.autosave()                       # the game ends: autosaved, and kept
    (row,) = library.games()
    assert row.error is None and row.kind == "game"
    assert row.ruleset == ruleset and row.winner == s.winner
    assert row.sides == ("outpost",) and row.opponent == "veteran"
    assert row.recorded == len(s.record) and row.meta["length"] == len(s.record)
    assert row.meta["battles"] == s.battle and row.date
    # the full file has the record: its replay and analysis can be made
    state, meta = saves.load_with_meta(row.path)
    assert state == s and state.record is not None
    assert row.path.parent != saves.saves_dir()
    # the next games' autosaves do not touch it
    for seed in (4, 5):
        make_match(played(seed, 30), "hotseat").autosave()
    assert [r.path for r in library.games()] == [row.path]
    # the same game twice is one file
    match.autosave()
    assert len(library.games()) == 1


@pytest.mark.slow
def test_the_library_is_bounded_oldest_first_and_pins_stay(monkeypatch):
    from konwoj.saves import storage
    paths = []
    for seed in range(6):
        # distinct dates, a second apart (the saved date's precision): the first is the oldest
        monkeypatch.setattr(storage, "_now", lambda s=seed: f"2026-01-01T10:00:{s:02d}+00:00")
        p = library.keep(finished(10 + seed), SOLO, prune=False)
        os.utime(p, (time.time() - 1000 + seed, time.time() - 1000 + seed))
        paths.append(p)
    library.pin(paths[0])
    assert library.is_pinned(next(r for r in library.games() if r.path == paths[0]))
    gone = library.prune_to(3)
    left = {r.path for r in library.games()}
    assert paths[0] in left                      # pinned: kept although it is the oldest
    assert len(left) == 3 and len(gone) == 3
    assert library.KEEP >= 1000


def test_unfinished_game_is_never_replaced_silently():
    assert library.unfinished_autosave() is None
    make_match(played(7, 30), "hotseat").autosave()
    assert library.unfinished_autosave() == saves.autosave_path()
    kept = library.keep_unfinished("Przerwana gra")
    state, meta = saves.load_with_meta(kept)
    assert meta["name"] == "Przerwana gra" and state == saves.load(saves.autosave_path())
    make_match(finished(8), "hotseat").autosave()
    assert library.unfinished_autosave() is None      # a finished game is not "in progress"


@pytest.mark.slow
def test_analyses_are_kept_beside_their_game_and_deleted_with_it():
    from konwoj.ai.analysis import analyse
    s = finished(9)
    p = library.keep(s, SOLO)
    assert library.unanalysed() == [(p, "outpost")]
    a = analyse(s.record, "outpost", max_iterations=4)
    library.store_analysis(p, "outpost", a)
    assert library.analysis(p, "outpost").to_dict() == a.to_dict()
    assert library.unanalysed() == [] and library.analysed_stems() == {p.stem}
    library.delete(p)
    assert not p.exists() and library.analysis_files(p) == []


def test_delete_refuses_files_outside_the_library(tmp_path):
    other = saves.save(played(1, 10), saves.new_save_path("x"), {})
    with pytest.raises(saves.SaveError):
        library.delete(other)
    assert other.exists()


# ---------------------------------------------------------------------- header and index
def test_rows_come_from_the_header_and_match_the_full_info():
    s = played(6, 60)
    p = saves.save(s, saves.new_save_path("Gra"), {"name": "Gra", "mode": "solo",
                                                  "human_sides": ["moloch"],
                                                  "opponent_level": "private"})
    fast = index.header_info(p)
    full = saves.info(p)
    for k in ("name", "city", "battle", "sides", "opponent", "date", "kind", "mode", "phase",
              "to_move", "winner", "recorded", "ruleset", "error"):
        assert getattr(fast, k) == getattr(full, k), k
    assert "row" not in saves.load_with_meta(p)[1]        # the row is derived, never meta


def test_the_header_is_read_not_the_state(monkeypatch):
    p = saves.save(played(6, 60), saves.new_save_path("Gra"), {"name": "Gra"})
    import konwoj.saves.document as doc

    def no_full_load(*a, **k):
        raise AssertionError("a listing must not load the whole file")
    monkeypatch.setattr(doc, "decode", no_full_load)
    monkeypatch.setattr(saves.storage, "decode", no_full_load)
    (row,) = saves.list_save_rows()
    assert row.path == p and row.error is None and row.name == "Gra"


def test_broken_files_are_listed_with_their_reason():
    folder = saves.saves_dir()
    good = saves.save(played(6, 40), folder / "good.yaml", {"name": "good"})
    text = good.read_text()
    (folder / "cut.yaml").write_text(text[: len(text) // 2])
    (folder / "junk.yaml").write_text("konwoj_save: 1\nruleset: [1e\nstate:\n  a: 1\nend: true\n")
    (folder / "future.yaml").write_text(text.replace("konwoj_save: 1", "konwoj_save: 7", 1))
    (folder / "binary.yaml").write_bytes(b"\xff\xfe\x00garbage\nstate: x\nend: true\n")
    rows = {r.path.name: r for r in saves.list_save_rows()}
    assert rows["good.yaml"].error is None
    assert "cut off" in rows["cut.yaml"].error
    assert "YAML" in rows["junk.yaml"].error
    assert "newer version" in rows["future.yaml"].error
    assert rows["binary.yaml"].error
    for name in ("cut.yaml", "junk.yaml", "future.yaml"):
        assert rows[name].problem.problem_text("pl")           # said in Polish too
    # and again from the index: still broken, still with the reason
    again = {r.path.name: r for r in saves.list_save_rows()}
    assert again["cut.yaml"].error == rows["cut.yaml"].error
    assert again["cut.yaml"].problem.problem_text("en") == rows["cut.yaml"].problem.problem_text("en")


def test_a_file_broken_deep_inside_is_checked_in_full_before_play_and_then_listed_broken():
    import re
    import zlib
    folder = saves.saves_dir()
    p = saves.save(played(6, 40), folder / "deep.yaml", {"name": "deep"})
    text = p.read_text()
    bad = text.replace("\n  battle: ", "\n  battle: -5 #", 1)          # the state is wrong
    # edited by hand: the body no longer matches the header's checksum, so it is read in full
    p.write_text(bad)
    (row,) = saves.list_save_rows()
    assert row.error and "battle" in row.error
    # the same damage with a matching checksum (a bug, a disk): the header looks fine ...
    cut = bad.index("\nstate:") + 1
    crc = zlib.crc32(bad[cut:].encode("utf-8"))
    p.write_text(re.sub(r"crc: \d+", f"crc: {crc}", bad[:cut]) + bad[cut:])
    (row,) = saves.list_save_rows()
    assert row.error is None
    with pytest.raises(saves.SaveError) as ei:
        saves.load(p)                              # ... the full check before play refuses it
    index.mark_broken(p, ei.value)
    (row,) = saves.list_save_rows()
    assert row.error == str(ei.value)


def test_the_index_survives_crashes_and_hand_edits():
    folder = saves.saves_dir()
    a = saves.save(played(6, 40), saves.new_save_path("A"), {"name": "A"})
    b = saves.save(played(7, 40), saves.new_save_path("B"), {"name": "B"})
    assert {r.name for r in saves.list_save_rows()} == {"A", "B"}
    idx = folder / index.INDEX_NAME
    assert idx.exists() and json.loads(idx.read_text())["version"] == index.INDEX_VERSION
    # a file edited by hand: read again (its size and time changed)
    text = a.read_text().replace("name: A", "name: A edited by hand", 1)
    a.write_text(text)
    os.utime(a, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert {r.name for r in saves.list_save_rows()} == {"A edited by hand", "B"}
    # an index cut off by a crash (or edited, or garbage): ignored and rebuilt
    idx.write_text(idx.read_text()[:50])
    assert {r.name for r in saves.list_save_rows()} == {"A edited by hand", "B"}
    idx.write_text("[1, 2")
    assert {r.name for r in saves.list_save_rows()} == {"A edited by hand", "B"}
    # an index entry that lies (same size and time, other row) is only trusted while they match
    assert json.loads(idx.read_text())["version"] == index.INDEX_VERSION
    # a deleted file drops out; a new file comes in; stale temporary files are ignored
    saves.delete(b)
    c = saves.save(played(8, 40), saves.new_save_path("C"), {"name": "C"})
    (folder / ".index.json.x.tmp").write_text("half")
    assert {r.name for r in saves.list_save_rows()} == {"A edited by hand", "C"}
    assert c.exists()


def test_older_saves_without_a_row_are_read_in_full_once():
    p = saves.saves_dir() / "old.yaml"
    s = played(6, 40)
    text = saves.encode(s, {"name": "old"})
    lines = text.split("\n")
    start = lines.index("  row:")
    end = start + 1
    while lines[end].startswith("    "):
        end += 1
    del lines[start:end]                            # as an older version wrote it
    p.write_text("\n".join(lines))
    assert "row:" not in p.read_text()
    (row,) = saves.list_save_rows()
    assert row.error is None and row.battle == s.battle and row.phase == s.phase


def test_a_state_edited_by_hand_is_noticed_and_read_in_full():
    p = saves.save(played(6, 60), saves.new_save_path("A"), {"name": "A"})
    (row,) = saves.list_save_rows()
    assert row.recorded
    text = p.read_text()
    p.write_text(text[:text.index("  record:\n")] + "end: true\n")     # the record cut out
    (row,) = saves.list_save_rows()
    assert row.error is None and row.recorded is None


@pytest.mark.slow
def test_the_library_bench_runs(tmp_path):
    """bench/library_bench.py, small: the screens open, deletes work, broken files are listed."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, str(root / "bench" / "library_bench.py"), "--saves", "40",
                        "--games", "40"], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "games screen opens, with its index" in r.stdout
    assert "NOT LISTED AS BROKEN" not in r.stdout


def test_a_lesson_in_the_autosave_is_not_a_game_in_progress():
    saves.autosave(played(7, 30), {"mode": "solo", "human_sides": ["moloch"], "lesson": "basics"})
    assert library.unfinished_autosave() is None
    saves.autosave(played(7, 31), {"mode": "solo", "human_sides": ["moloch"],
                                   "after_lesson": "basics"})
    assert library.unfinished_autosave() is None
