"""``main.py balance --log`` / ``--from``: every game kept as it ends, a stopped run resumed,
logs of several runs pooled game by game, and never across different card values."""
from __future__ import annotations

import json
import os

import pytest

from konwoj.commands import balance, balance_log

RUN = ["--level", "private", "--ruleset", "1e", "--quiet"]


def run(argv, capsys):
    try:
        rc = balance.main(argv)
    except SystemExit as exc:
        rc = exc.code
    out = capsys.readouterr()
    return rc, out.out, out.err


def lines(path):
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


def test_each_game_is_logged_with_its_conditions_values_and_end(tmp_path, capsys):
    log = tmp_path / "g.jsonl"
    rc, out, _ = run(["--games", "6", "--log", str(log)] + RUN, capsys)
    assert rc == 0
    recs = lines(log)
    assert sorted((r["seed"], r["swapped"]) for r in recs) == \
        [(0, False), (0, True), (1, False), (1, True), (2, False), (2, True)]
    fp = balance.values_of(balance.SHIPPED)
    assert {r["values"] for r in recs} == {fp} and len(fp) == 12
    assert {r["end"] for r in recs} <= {"new_york_held", "new_york_cleared", "convoy_spent"}
    assert all(r["edition"] == "1e" and r["level"] == "private" for r in recs)
    moloch = sum(r["winner"] == "moloch" for r in recs)
    row = out.splitlines()[1].split()
    assert row[4:6] == ["6", str(moloch)] and row[-1] == fp


def test_the_same_command_again_plays_only_what_the_log_lacks(tmp_path, capsys, monkeypatch):
    log = tmp_path / "g.jsonl"
    assert run(["--games", "4", "--log", str(log)] + RUN, capsys)[0] == 0
    before = lines(log)
    played = []
    real = balance.play
    monkeypatch.setattr(balance, "play", lambda g: played.append(g) or real(g))
    rc, out, err = run(["--games", "6", "--log", str(log)] + RUN, capsys)
    assert rc == 0 and "4 of the 6 games were played before" in err
    assert sorted((g.seed, g.swapped) for g in played) == [(2, False), (2, True)]
    assert lines(log)[:4] == before and len(lines(log)) == 6
    # and once all are there, nothing is played and the table is the log's
    played.clear()
    rc, out, _ = run(["--games", "6", "--log", str(log)] + RUN, capsys)
    assert rc == 0 and played == []
    assert out.splitlines()[1].split()[4:6] == \
        ["6", str(sum(r["winner"] == "moloch" for r in lines(log)))]


def test_a_line_cut_short_by_a_kill_is_skipped_and_its_game_played_again(tmp_path, capsys):
    log = tmp_path / "g.jsonl"
    assert run(["--games", "4", "--log", str(log)] + RUN, capsys)[0] == 0
    text = log.read_text()
    log.write_text(text[:-40])          # the last record cut in the middle, no newline
    rc, _, err = run(["--games", "4", "--log", str(log)] + RUN, capsys)
    assert rc == 0 and "skipped 1 unreadable line" in err and "3 of the 4" in err
    good = [x for x in log.read_text().splitlines() if x.strip()]
    assert len(good) == 5               # 3 whole, the cut one, the game played again
    assert len([x for x in good if x.endswith("}")]) == 4
    rc, out, err = run(["--from", str(log)], capsys)
    assert rc == 0 and out.splitlines()[1].split()[4] == "4"


def test_logs_pool_game_by_game_but_never_across_card_values(tmp_path, capsys):
    weak = tmp_path / "weak.yaml"
    weak.write_text("strengths:\n  juggernaut: 1\n")
    same = tmp_path / "same-as-weak.yaml"
    same.write_text("strengths:\n  juggernaut: 1\n")
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert run(["--games", "4", "--log", str(a), "--strengths", str(weak)] + RUN, capsys)[0] == 0
    assert run(["--games", "6", "--log", str(b), "--no-shipped", "--strengths", str(same)] + RUN,
               capsys)[0] == 0
    rc, out, _ = run(["--from", str(a), "--from", str(b)], capsys)
    assert rc == 0
    rows = [r.split() for r in out.splitlines()[1:]]
    by_name = {r[0]: r for r in rows}
    assert set(by_name) == {"shipped", "weak.yaml"}       # same values: one row, first name
    assert by_name["shipped"][4] == "4"
    assert by_name["weak.yaml"][4] == "6"                  # deals 0-1 counted once, deal 2 added
    assert by_name["weak.yaml"][-1] != by_name["shipped"][-1]


@pytest.mark.parametrize("what", ["missing", "folder", "device", "not_a_log", "empty_name"])
def test_from_refuses_what_is_not_a_log_in_one_line(tmp_path, capsys, what):
    path = {"missing": str(tmp_path / "nope.jsonl"), "folder": str(tmp_path),
            "device": os.devnull, "not_a_log": __file__, "empty_name": ""}[what]
    rc, out, err = run(["--from", path], capsys)
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("main.py balance: error:"), err


def test_a_fifo_is_refused_as_a_log_without_waiting_for_a_writer(tmp_path, capsys):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for argv in (["--from", str(fifo)], ["--games", "2", "--log", str(fifo)] + RUN):
        rc, _, err = run(argv, capsys)
        assert rc == 2 and err.count("\n") == 1 and "pipe" in err.lower(), err


def test_from_reads_logs_only(tmp_path, capsys):
    log = tmp_path / "g.jsonl"
    assert run(["--games", "2", "--log", str(log)] + RUN, capsys)[0] == 0
    rc, out, err = run(["--from", str(log), "--log", str(log)], capsys)
    assert rc == 2 and "only reads logs" in err and len(lines(log)) == 2


def test_a_record_with_wrong_fields_is_not_counted(tmp_path):
    good = balance_log.record(balance.Game("shipped", "1e", "private", 1.0, 0, False), "ab" * 6,
                              {"winner": "moloch"})
    bad = [dict(good, winner="nobody"), dict(good, edition="3e"), dict(good, budget=True),
           dict(good, seed="0"), dict(good, format=2), [good], "text"]
    log = tmp_path / "g.jsonl"
    log.write_text("\n".join(json.dumps(x) for x in [good] + bad) + "\n{\n")
    recs, skipped = balance_log.read(log)
    assert recs == [good] and skipped == len(bad) + 1


def test_with_one_job_each_game_is_logged_before_the_next_begins(tmp_path, capsys, monkeypatch):
    """A long run in one process (``--jobs 1``) keeps its games one by one, not all at the end."""
    log = tmp_path / "g.jsonl"
    seen = []
    real = balance.play

    def play(game):
        seen.append(len(lines(log)) if log.exists() else 0)
        return real(game)

    monkeypatch.setattr(balance, "play", play)
    assert run(["--games", "4", "--jobs", "1", "--log", str(log)] + RUN, capsys)[0] == 0
    assert seen == [0, 1, 2, 3]
