"""The library's analysis at the budgets the game ships (issue 36, defect 2): it works below
``NOISE_BUDGET``, the background analysis keeps its results at its own ``BUDGET`` through the real
worker process, a failed analysis is never reported as done (it is logged with its cause and the
Games screen says so), and an analysis run on the replay opened from the game-over screen is kept
beside the game like one started from Games."""
from __future__ import annotations

import logging
import time

import pytest

from tests.support.drive import make_app, played
from tests.support.scenes import texts_drawn
from tests.support.workers import QuickWorker
from konwoj.ai.analysis import NOISE_BUDGET, SEED_NOISE, seed_noise
from konwoj.saves import library

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SOLO_O = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "recruit"}


def test_the_noise_of_a_small_budget_is_worked_out():
    assert seed_noise(None) == SEED_NOISE == seed_noise(NOISE_BUDGET)
    assert seed_noise(0.1) == pytest.approx(SEED_NOISE * (NOISE_BUDGET / 0.1) ** 0.5)


def test_the_analyse_command_at_a_small_budget_judges_the_game(capsys):
    from konwoj import saves
    from konwoj.commands.analyse import main
    p = saves.scenarios_dir() / "replays" / "planted-blunder.yaml"
    assert main([str(p), "--side", "outpost", "--budget", "0.1", "--seed", "1"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("decisions=1 ")


@pytest.mark.slow
def test_the_background_analysis_at_its_shipped_budget_keeps_its_result():
    """BackgroundAnalysis() as the title and the Games screen make it: BUDGET seconds a decision,
    the real AnalysisWorker process, no iteration cap."""
    from konwoj.play.background import BUDGET, IDLE_AFTER, BackgroundAnalysis
    s = played(24, 5000)
    assert s.is_terminal()
    p = library.keep(s, SOLO_O)
    bg = BackgroundAnalysis()
    assert bg.budget == BUDGET and bg.max_iterations is None
    assert bg.status() == "waiting" and bg.remaining() == 1
    assert bg.tick(IDLE_AFTER + 0.1) and bg.running
    end = time.monotonic() + 120
    while bg.running and time.monotonic() < end:
        bg.tick(IDLE_AFTER + 0.1)
        time.sleep(0.05)
    assert not bg.failed, bg.failed
    assert bg.status() == "done" and bg.finished == 1
    kept = library.analysis(p, "outpost")
    assert kept is not None and kept.decisions
    assert all(d.noise == pytest.approx(seed_noise(BUDGET)) for d in kept.decisions)


class FailingWorker:
    def __init__(self):
        self.result = self.error = None

    def start(self, record, side, **kw):
        self.error = "NameError: name 'math' is not defined"

    def poll(self):
        return False

    def cancel(self):
        pass


def test_a_failed_background_analysis_is_logged_and_never_reported_as_done(caplog):
    from konwoj.play.background import BackgroundAnalysis
    p = library.keep(played(22, 5000), SOLO_O)
    bg = BackgroundAnalysis(worker_factory=FailingWorker, idle_after=0.0)
    with caplog.at_level(logging.WARNING, logger="konwoj.play.background"):
        assert bg.tick(1.0) and bg.running
        assert bg.tick(1.0) and not bg.running
    assert library.analysed_sides(p) == []
    assert bg.remaining() == 0 and bg.status() == "failed"
    assert bg.failed == {(p, "outpost"): "NameError: name 'math' is not defined"}
    assert any("NameError: name 'math' is not defined" in r.getMessage() and str(p) in
               r.getMessage() for r in caplog.records)
    # a new screen (a new BackgroundAnalysis) tries it again
    assert BackgroundAnalysis(worker_factory=FailingWorker).remaining() == 1


@pytest.mark.slow
def test_the_games_screen_says_the_background_analysis_failed(monkeypatch):
    from konwoj.ai import worker
    monkeypatch.setattr(worker, "AnalysisWorker", FailingWorker)
    library.keep(played(22, 5000), SOLO_O)
    app = make_app(lang="en")
    app.step([])
    app.open("games", background=True)
    scene = app.scenes.top
    scene.idle_since -= 100
    scene.update(0.0)                    # starts
    scene.update(0.0)                    # fails
    assert scene.background.status() == "failed"
    seen = texts_drawn(app, monkeypatch)
    assert "Every game is analysed" not in seen
    assert scene.background_text().startswith("The background analysis failed (1): NameError")
    assert any(t.startswith("The background analysis failed") for t in seen)


@pytest.mark.slow
def test_the_analysis_of_the_replay_opened_at_game_over_is_kept(monkeypatch):
    from konwoj.ai import worker
    from konwoj.play.session import make_match
    from konwoj.scenes.gameover import GameOverScene

    monkeypatch.setattr(worker, "AnalysisWorker", QuickWorker)
    s = played(24, 5000)
    match = make_match(s, "solo", ("outpost",), "recruit", 24)
    match.autosave()                          # the finished game goes to the library
    p = library.path_for(s)
    assert p.exists() and library.analysed_sides(p) == []
    app = make_app(lang="en")
    app.step([])
    over = GameOverScene(app, match)
    app.push(over)
    over.watch_replay()
    replay = app.scenes.top
    assert type(replay).__name__ == "ReplayScene"
    replay.start_analysis()
    app.step([])
    assert replay.analysis is not None and replay.analysis_side == "outpost"
    assert library.analysed_sides(p) == ["outpost"]
    assert library.analysis(p, "outpost").to_dict() == replay.analysis.to_dict()
