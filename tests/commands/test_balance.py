"""``main.py balance``: self-play on paired deals, any executor, the table with its intervals."""
from __future__ import annotations

import concurrent.futures as cf

import pytest

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


def _row_of(pairs):
    """A table row of deals played twice each: ``pairs`` lists (Moloch won first, second)."""
    results = []
    for seed, (a, b) in enumerate(pairs):
        for swapped, won in ((False, a), (True, b)):
            g = balance.Game(balance.SHIPPED, "1e", "private", 1.0, seed, swapped)
            results.append({"game": g, "winner": MOLOCH if won else OUTPOST})
    (row,) = balance.table(results)
    return row


def test_a_deal_whose_two_games_end_alike_weighs_one_game_not_two():
    alike = _row_of([(True, True), (False, False)] * 20)        # 80 games, 40 deals, all pairs agree
    assert (alike.games, alike.rate) == (80, 0.5)
    assert alike.effective_games == pytest.approx(40, rel=0.05)
    lo, hi = alike.deal_interval
    assert (lo, hi) == pytest.approx(balance.wilson(20, 40), abs=0.005)   # k/(k-1): 39 games
    plo, phi = alike.interval
    assert lo < plo and hi > phi                                # wider than the games' interval
    assert f"{lo:.3f}-{hi:.3f}" in balance.render([alike]) and "ci95 deals" in balance.render([alike])


def test_deals_whose_games_split_keep_the_plain_interval():
    split = _row_of([(True, False), (False, True)] * 20)        # every deal won once by each side
    assert split.effective_games == 80                            # the design effect never goes under 1
    assert split.deal_interval == split.interval


def test_the_logs_table_counts_deals_too():
    recs = [{"values": "v", "edition": "2e", "level": "veteran", "budget": 3.0, "iterations": None,
             "candidate": "c.yaml", "seed": s, "swapped": sw, "winner": MOLOCH if s % 2 else OUTPOST,
             "format": 1} for s in range(10) for sw in (False, True)]
    (row,) = balance.from_logs(recs)
    assert row.games == 20 and len(row.deals) == 10 and row.effective_games == pytest.approx(10, rel=0.1)


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


def test_budget_is_per_phase_and_iterations_are_per_decision(capsys):
    try:
        balance.main(["--help"])
    except SystemExit:
        pass
    text = " ".join(capsys.readouterr().out.split())
    assert "seconds per phase" in text and "per decision" in text
    assert "seconds per decision" not in text


@pytest.mark.slow
def test_iterations_make_the_veteran_independent_of_the_clock():
    games = balance.plan([balance.SHIPPED], ["2e"], ["veteran"], [1.0], 2, seed=5, iterations=[12])
    assert [g.iterations for g in games] == [12, 12]
    first = balance.run_games(games, balance.InlineExecutor())
    again = balance.run_games(games, balance.InlineExecutor())
    assert [(r["winner"], r["actions"]) for r in first] == [(r["winner"], r["actions"]) for r in again]
    (row,) = balance.table(first)
    assert row.iterations == 12 and "it12" in balance.render([row])


@pytest.mark.slow
def test_estimates_record_the_shown_chance_side_and_outcome(tmp_path, capsys):
    import json
    import subprocess
    import sys
    from pathlib import Path
    from konwoj.ai import calibration
    out = tmp_path / "est.json"
    assert balance.main(["--games", "2", "--iterations", "16", "--estimates", str(out),
                         "--quiet"]) == 0
    capsys.readouterr()
    data = json.loads(out.read_text())
    games = data["games"]
    assert len(games) == 4 and {g["edition"] for g in games} == {"1e", "2e"}
    for g in games:
        assert g["iterations"] == 16 and g["budget"] is None and g["level"] == "veteran"
        assert g["winner"] in (MOLOCH, OUTPOST) and g["estimates"]
        for side, shown, raw, outcome in g["estimates"]:
            assert side in (MOLOCH, OUTPOST) and 0.0 <= raw <= 1.0
            assert abs(shown - calibration.calibrated(raw, g["edition"])) < 1e-12
            assert outcome == (1 if side == g["winner"] else 0)
    pairs = [(e[1], e[3]) for g in games for e in g["estimates"]]
    err, rows = calibration.ece(pairs)
    assert 0.0 <= err <= 1.0 and sum(r[2] for r in rows) == len(pairs)
    bench = Path(__file__).resolve().parents[2] / "bench" / "calibration.py"
    run = subprocess.run([sys.executable, str(bench), "--from", str(out)], capture_output=True,
                         text=True, check=True)
    assert f"games=4 estimates={len(pairs)} ECE={err:.3f}" in run.stdout


def test_the_time_budget_is_recorded_with_the_estimates():
    g = balance.Game(balance.SHIPPED, "1e", "veteran", 0.02, 1, False, None, True)
    r = balance.play(g)
    doc = balance.estimates_json([r])
    (game,) = doc["games"]
    assert game["budget"] == 0.02 and game["iterations"] is None and game["edition"] == "1e"


def test_a_private_game_records_no_estimates():
    g = balance.Game(balance.SHIPPED, "1e", "private", 1.0, 1, False, None, True)
    assert balance.play(g)["estimates"] == []
    assert balance.estimates_json([balance.play(g)])["games"] == []


def test_a_candidate_may_set_the_second_editions_stations(tmp_path):
    from konwoj.rules import new_game
    from konwoj.rules.cards import default_data
    from konwoj.rules.variants import load_variant
    cand = tmp_path / "c.yaml"
    cand.write_text("strengths: {trep: 1}\ncities_2e: {new_york: {outpost: 6}, jersey_crust: "
                    "{moloch: 2, outpost: 5}}\n")
    data = load_variant(cand)
    ny = {c.key: c for c in data.cities_2e}
    assert ny["new_york"].stations == {"moloch": ny["new_york"].stations["moloch"], "outpost": 6}
    assert ny["jersey_crust"].stations == {"moloch": 2, "outpost": 5}
    assert data.cards["trep"].strength == 1
    assert [c.stations for c in data.cities] == [c.stations for c in default_data().cities]
    s = new_game(seed=1, data=data, ruleset="2e")
    assert s.data.cities_2e[4].stations["outpost"] == 6


def test_a_candidate_cannot_change_a_printed_station(tmp_path, capsys):
    for text in ("cities_2e: {ziggy_one: {outpost: 5}}\n", "cities_2e: {iron_gate: {moloch: 3}}\n",
                 "cities_2e: {atlantis: {moloch: 3}}\n", "cities_2e: {new_york: {outpost: 0}}\n",
                 "cities_2e: {new_york: {robots: 3}}\n", "cities_2e: [1, 2]\n"):
        bad = tmp_path / "bad.yaml"
        bad.write_text(text)
        rc = balance.main(["--strengths", str(bad), "--quiet"])
        err = capsys.readouterr().err.strip()
        assert rc == 2 and err.count("\n") == 0 and err.startswith("main.py balance: error:"), text
    same = tmp_path / "same.yaml"
    same.write_text("cities_2e: {iron_gate: {moloch: 4}}\n")     # the printed value itself
    from konwoj.rules.variants import load_variant
    assert load_variant(same).cities_2e[1].stations["moloch"] == 4


def test_a_candidate_may_add_districts_where_no_book_counts_them(tmp_path, capsys):
    from konwoj.rules import new_game
    from konwoj.rules.variants import load_variant
    cand = tmp_path / "d.yaml"
    cand.write_text("cities_2e: {new_york: {districts: [plain, bomb, plain, plain]}}\n")
    data = load_variant(cand)
    assert data.cities_2e[4].districts == ("plain", "bomb", "plain", "plain")
    assert new_game(seed=2, data=data, ruleset="2e").districts[4] == ("plain", "bomb", "plain", "plain")
    for text in ("cities_2e: {ziggy_one: {districts: [plain, plain, plain]}}\n",
                 "cities_2e: {jersey_crust: {districts: [bomb]}}\n",
                 "cities_2e: {new_york: {districts: [plain, draw]}}\n",
                 "cities_2e: {new_york: {districts: []}}\n"):
        cand.write_text(text)
        rc = balance.main(["--strengths", str(cand), "--quiet"])
        assert rc == 2 and capsys.readouterr().err.count("\n") == 1, text


def test_a_candidate_cannot_change_a_printed_strength(tmp_path, capsys):
    """Issue 23: only reconstructed values are tried; what the books print (Szerszeń 3, Pająki 1,
    the modules' +1/+2/+3) is refused in one line, before any game."""
    for text in ("strengths: {szerszen: 4}\n", "strengths: {pajaki: 2, lowca: 3}\n",
                 "strengths: {modul_destrukcji: 2}\n"):
        bad = tmp_path / "bad.yaml"
        bad.write_text(text)
        rc = balance.main(["--strengths", str(bad), "--games", "2", "--level", "private"])
        out = capsys.readouterr()
        assert rc == 2 and out.out == "", text
        assert out.err.count("\n") == 1 and "printed in the book" in out.err, text
    same = tmp_path / "same.yaml"
    same.write_text("strengths: {szerszen: 3, lowca: 3}\n")   # the printed value itself, and a free one
    from konwoj.rules.variants import load_candidate
    data = load_candidate(same)
    assert data.cards["szerszen"].strength == 3 and data.cards["lowca"].strength == 3


def test_the_players_own_override_file_may_still_set_a_printed_strength(tmp_path, monkeypatch):
    """An owner of the cards puts his own values in card_overrides.yaml, printed ones included."""
    from konwoj.rules import cards
    own = tmp_path / "card_overrides.yaml"
    own.write_text("strengths: {szerszen: 4}\n")
    assert cards.load_card_data(overrides=own).cards["szerszen"].strength == 4
