"""``main.py balance``: self-play on paired deals, any executor, the table with its intervals."""
from __future__ import annotations

import concurrent.futures as cf

from konwoj.commands import balance
from konwoj.rules import MOLOCH, OUTPOST


def test_deals_come_in_pairs_with_the_players_seeds_swapped():
    games = balance.plan([balance.SHIPPED], ["1e"], ["private"], [1.0], 6, seed=10)
    assert [(g.seed, g.swapped) for g in games] == [(10, False), (10, True), (11, False),
                                                   (11, True), (12, False), (12, True)]


def test_any_executor_gives_the_same_games():
    games = balance.plan([balance.SHIPPED], ["1e", "2e"], ["private"], [1.0], 4, seed=3)
    inline = balance.run_games(games, balance.InlineExecutor())
    with cf.ThreadPoolExecutor(max_workers=2) as ex:
        threaded = balance.run_games(games, ex)
    key = lambda r: (r["game"].ruleset, r["game"].seed, r["game"].swapped)  # noqa: E731
    assert [(key(r), r["winner"]) for r in sorted(inline, key=key)] == \
           [(key(r), r["winner"]) for r in sorted(threaded, key=key)]
    assert {r["winner"] for r in inline} <= {MOLOCH, OUTPOST}


def test_the_table_counts_moloch_wins_with_a_wilson_interval():
    g = balance.Game(balance.SHIPPED, "1e", "private", 1.0, 0, False)
    results = [{"game": g, "winner": MOLOCH}] * 3 + [{"game": g, "winner": OUTPOST}] * 7
    (row,) = balance.table(results)
    assert (row.games, row.moloch_wins) == (10, 3)
    lo, hi = row.interval
    assert 0.10 < lo < 0.3 < hi < 0.62 and not row.fair
    text = balance.render([row])
    assert "0.300" in text and f"{lo:.3f}-{hi:.3f}" in text


def test_a_candidate_set_of_strengths_gets_its_own_rows(tmp_path, capsys):
    weak = tmp_path / "weak-moloch.yaml"
    weak.write_text("strengths:\n  juggernaut: 0\n  lowca: 0\n  bydlak: 0\n  pancernik: 0\n")
    assert balance.main(["--games", "4", "--level", "private", "--ruleset", "1e",
                         "--strengths", str(weak), "--quiet"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("candidate")
    assert out[1].startswith("shipped") and out[2].startswith("weak-moloch.yaml")
    assert out[-1].startswith("wall time")


def test_bad_values_are_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("strengths:\n  juggernaut: 99\n")
    for argv in (["--level", "god"], ["--budget", "nan"], ["--budget", "x"], ["--games", "1"],
                 ["--strengths", ""], ["--strengths", str(bad)], ["--strengths", str(tmp_path)]):
        try:
            rc = balance.main(argv + ["--quiet"])
        except SystemExit as exc:
            rc = exc.code
        assert rc == 2, argv
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and err.startswith("main.py balance: error:"), (argv, err)


def test_the_progress_bar_reaches_the_end(capsys):
    import io
    out = io.StringIO()
    bar = balance.Bar(out)
    for k in range(1, 21):
        bar(k, 20)
    lines = out.getvalue().splitlines()
    assert 2 <= len(lines) <= 12 and lines[-1].startswith("[" + "#" * 30 + "] 20/20")
