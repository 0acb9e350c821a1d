"""Post-game analysis (issue 13): the Veteran's search judges every decision of one side from that
side's own knowledge, finds the planted blunder, reports progress, can be stopped, runs in the
background, and has a headless command."""
from __future__ import annotations

import random

import pytest

from konwoj import saves
from konwoj.ai.analysis import Analysis, AnalysisCancelled, analyse, decisions_of, judge
from konwoj.ai.worker import AnalysisWorker
from konwoj.commands.analyse import main
from konwoj.rules import MOLOCH, OUTPOST, Action, new_game
from konwoj.rules.replaying import replay, replay_states

BLUNDER = saves.scenarios_dir() / "replays" / "planted-blunder.yaml"


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def blunder_game():
    s = saves.load(BLUNDER)
    assert s.winner == MOLOCH and s.record is not None
    return s


def test_the_planted_blunder_is_found():
    s = blunder_game()
    res = analyse(s.record, OUTPOST, max_iterations=300, seed=1)
    assert len(res.mistakes) == 1
    d = res.mistakes[0]
    assert s.record.actions[d.step] == Action("pass")
    # the Sniper's shot or the Grunt (the Sniper kept for later) both win with best play
    assert d.best.kind in ("instant", "play") and d.best.kind != "pass"
    assert d.drop >= 0.3 and d.after < 0.1
    assert res.worst_drop == d.drop and res.winner == MOLOCH
    assert res.curve()[-1] == (len(s.record), 0.0)


def test_the_preferred_move_in_its_place_is_no_mistake():
    s = blunder_game()
    blunder = analyse(s.record, OUTPOST, max_iterations=300, seed=1).mistakes[0]
    good = replay(s.record, upto=blunder.step)          # the Outpost's decision
    good.apply(blunder.best)
    while not good.is_terminal():                       # the Outpost uses its Sniper and Grunt
        legal = good.legal_actions()
        plays = sorted((a for a in legal if a.kind in ("instant", "play")),
                       key=lambda a: (a.kind != "instant", str(a))) \
            if good.current_player == OUTPOST else []
        good.apply(plays[0] if plays else Action("pass") if Action("pass") in legal else legal[0])
    assert good.winner == OUTPOST                       # the shot wins the game
    res = analyse(good.record, OUTPOST, max_iterations=300, seed=1)
    step = next(d for d in res.decisions if d.step == blunder.step)
    assert step.played == blunder.best and step.drop < res.threshold
    assert not res.mistakes and res.curve()[-1] == (len(good.record), 1.0)


def test_only_the_chosen_sides_real_decisions_are_judged():
    s = blunder_game()
    states = replay_states(s.record)
    acts = s.record.actions
    mine = decisions_of(states, acts, MOLOCH)
    assert mine and all(states[k].current_player == MOLOCH for k in mine)
    assert all(len(states[k].legal_actions()) > 1 for k in mine)
    res = analyse(s.record, MOLOCH, max_iterations=40)
    assert [d.step for d in res.decisions] == mine
    with pytest.raises(ValueError):
        analyse(s.record, "nobody")


def test_the_judgement_depends_only_on_what_the_side_knows():
    rng = random.Random(4)
    s = new_game(21)
    while s.phase == "mulligan" or s.current_player != OUTPOST or len(s.legal_actions()) < 3:
        s.apply(rng.choice(s.legal_actions()))
    # the same position for the Outpost, with Moloch's hidden hand and deck dealt differently
    other = s.clone()
    hidden = [c for c in other.hand[0] if c not in other.known_in_hand[0]]
    deck = list(other.deck[0][:len(other.deck[0]) - len(other.known_top[0])])
    assert hidden and deck
    swap_h, swap_d = hidden[0], next(c for c in deck if c not in other.hand[0])
    other.hand[0][other.hand[0].index(swap_h)] = swap_d
    other.deck[0][other.deck[0].index(swap_d)] = swap_h
    assert other.observation(OUTPOST) == s.observation(OUTPOST)
    assert other.to_dict() != s.to_dict()
    played = s.legal_actions()[-1]
    a = judge(s, played, max_iterations=60, seed=5)
    b = judge(other, played, max_iterations=60, seed=5)
    assert (a.best, a.before, a.after, a.drop) == (b.best, b.before, b.after, b.drop)


def test_progress_is_reported_and_the_analysis_can_be_stopped():
    s = blunder_game()
    seen = []
    res = analyse(s.record, MOLOCH, max_iterations=20,
                  progress=lambda done, total, d: seen.append((done, total, d is None)))
    n = len(res.decisions)
    assert seen[0] == (0, n, True) and seen[-1] == (n, n, False) and len(seen) == n + 1
    calls = []

    def stop():
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(AnalysisCancelled):
        analyse(s.record, MOLOCH, max_iterations=20, should_stop=stop)


def test_an_analysis_survives_plain_data():
    s = blunder_game()
    res = analyse(s.record, OUTPOST, max_iterations=50)
    back = Analysis.from_dict(res.to_dict())
    assert back.to_dict() == res.to_dict() and back.summary() == res.summary()


@pytest.mark.slow
def test_the_analysis_runs_in_the_background_and_can_be_cancelled():
    s = blunder_game()
    w = AnalysisWorker()
    w.start(s.record, OUTPOST, max_iterations=200, seed=1)
    assert w.running
    assert w.wait(120)
    assert w.error is None and w.result is not None
    assert len(w.result.mistakes) == 1 and w.done == w.total == len(w.result.decisions)
    w.start(s.record, MOLOCH, budget=30.0)
    assert w.poll()
    w.cancel()
    assert not w.running and w.result is None and not w.poll()


# ---------------------------------------------------------------------- the command
def test_the_command_prints_the_costly_decisions_and_a_summary(capsys):
    assert main([str(BLUNDER), "--side", "outpost", "--iterations", "300", "--seed", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == f"decisions=1 mistakes=1 worst_drop={out[-1].rsplit('=', 1)[1]}"
    assert float(out[-1].rsplit("=", 1)[1]) >= 0.3
    assert len(out) == 2 and "played=[pass]" in out[0] and "after=0.00" in out[0]


@pytest.mark.parametrize("args, words", [
    (["--side", "outpost"], "required"),
    ([str(BLUNDER), "--side", "nobody"], "--side"),
    ([str(BLUNDER), "--side", "outpost", "--budget", "nan"], "--budget"),
    ([str(BLUNDER), "--side", "outpost", "--budget", "-1"], "--budget"),
    ([str(BLUNDER), "--side", "outpost", "--budget", "1e9"], "--budget"),
    ([str(BLUNDER), "--side", "outpost", "--budget", "abc"], "invalid float"),
    ([str(BLUNDER), "--side", "outpost", "--threshold", "inf"], "--threshold"),
    (["/no/such/file.yaml", "--side", "outpost"], "does not exist"),
])
def test_bad_arguments_give_one_line_and_exit_2(capsys, args, words):
    with pytest.raises(SystemExit) as ex:
        raise SystemExit(main(args))
    assert ex.value.code == 2
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err


def test_a_save_without_a_record_is_refused_plainly(tmp_path, capsys):
    s = new_game(3)
    p = saves.save(s, tmp_path / "g.yaml")
    text = p.read_text(encoding="utf-8")
    text = text[:text.index("  record:\n")] + "end: true\n"
    p.write_text(text, encoding="utf-8")
    assert main([str(p), "--side", "moloch"]) == 2
    err = capsys.readouterr().err.strip()
    assert "before games kept a record" in err and "\n" not in err


def test_the_seed_noise_below_the_measured_budget_is_computed():
    """The library's background analysis asks 0.1 s a decision: the noise grows as
    1/sqrt(budget) below NOISE_BUDGET (it raised NameError when ``math`` was not imported)."""
    from konwoj.ai.analysis import NOISE_BUDGET, SEED_NOISE, seed_noise
    assert seed_noise(NOISE_BUDGET / 4) == pytest.approx(2 * SEED_NOISE)
    assert seed_noise(None) == seed_noise(NOISE_BUDGET) == SEED_NOISE
