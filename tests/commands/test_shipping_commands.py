"""The headless commands as a player runs them (issue 36): ``python main.py analyse``,
``tournament`` and ``balance`` in their own process, with a time budget (the Veteran's seconds,
not ``--iterations``), tiny sizes; the exit code, what they print and the file they write."""
from __future__ import annotations

import json
import re

import pytest

from tests.support.drive import played
from tests.support.main_process import run_main
from konwoj.ai.analysis import decisions_of
from konwoj.rules.replaying import replay_states
from konwoj.saves import library

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("tmp_dirs")]

# a kept game whose Outpost had few decisions (27), two of them costing about 0.3 of the chance
# to win: an analysis of it is short at any budget and finds a mistake
COSTLY_GAME = 312


def test_analyse_a_kept_game_at_a_small_budget(tmp_path):
    s = played(COSTLY_GAME, 5000)
    assert s.is_terminal()
    path = library.keep(s, {"mode": "solo", "human_sides": ["outpost"],
                            "opponent_level": "veteran"})
    n = len(decisions_of(replay_states(s.record), s.record.actions, "outpost"))
    r = run_main(tmp_path, "analyse", str(path), "--side", "outpost", "--budget", "0.1")
    assert r.returncode == 0, r.stderr
    last = r.stdout.strip().splitlines()[-1]
    m = re.fullmatch(r"decisions=(\d+) mistakes=(\d+) worst_drop=(\d\.\d\d)", last)
    assert m, r.stdout
    assert int(m.group(1)) == n > 0
    mistakes = r.stdout.strip().splitlines()[:-1]                     # one line per mistake
    assert int(m.group(2)) == len(mistakes) >= 1 and float(m.group(3)) >= 0.1
    assert all(x.startswith("step=") and " drop=" in x for x in mistakes)
    assert not list((tmp_path / "state").rglob("crash-*"))           # no crash report


def test_tournament_veteran_against_private_at_a_small_budget(tmp_path):
    r = run_main(tmp_path, "tournament", "--a", "veteran", "--b", "private", "--games", "2",
                 "--budget", "0.1", "--seed", "3")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert re.fullmatch(r"a=veteran b=private games=2 a_wins=[012] a_rate=\d\.\d{3} "
                        r"ci95=\d\.\d{3}-\d\.\d{3}", lines[-1]), r.stdout
    # the Veteran searched (the Private answers at once: p95=0.000s)
    vet = next(x for x in lines if x.startswith("veteran decision time"))
    assert float(re.search(r"p95=([\d.]+)s", vet).group(1)) >= 0.005, vet


def test_balance_veteran_self_play_at_a_small_budget_writes_its_log(tmp_path):
    log = tmp_path / "games.jsonl"
    r = run_main(tmp_path, "balance", "--games", "2", "--level", "veteran", "--budget", "0.1",
                 "--ruleset", "1e", "--log", str(log), "--quiet")
    assert r.returncode == 0, r.stderr
    row = next(x for x in r.stdout.splitlines() if x.startswith("shipped"))
    assert row.split()[1:5] == ["1e", "veteran", "0.1", "2"], r.stdout
    games = [json.loads(x) for x in log.read_text().splitlines()]
    assert len(games) == 2
    assert {(g["level"], g["budget"], g["iterations"]) for g in games} == {("veteran", 0.1, None)}
    assert all(g["winner"] in ("moloch", "outpost") and g["actions"] > 0 for g in games)
    assert sorted(g["swapped"] for g in games) == [False, True]     # one deal, seeds swapped
