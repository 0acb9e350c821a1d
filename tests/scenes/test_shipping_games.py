"""The game library's analyses as a player gets them (issue 36): the replay's analysis started from
the Games screen, the background analysis of the Games screen while it sits idle, and Practice
built from what that analysis found. Each runs as shipped: the real ``AnalysisWorker`` process,
the shipped budgets (``ANALYSIS_BUDGET``, ``background.BUDGET``, ``practice.JUDGE_BUDGET``), no
``max_iterations``, no fake worker; the App's loop runs in real time."""
from __future__ import annotations

import pygame
import pytest

from tests.support.drive import click, key, make_app, played, run_until
from konwoj.ai.analysis import MIN_VISITS, decisions_of
from konwoj.play import background, practice
from konwoj.rules.replaying import replay_states
from konwoj.saves import library

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("tmp_dirs")]

SOLO_O = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran"}
# games whose Outpost had few decisions, so that an analysis of them is short at any budget:
SHORT_GAME = 97        # 21 decisions
COSTLY_GAME = 312      # 27 decisions, two of them costing about 0.3 of the chance to win


def keep_short_game(seed: int = SHORT_GAME):
    s = played(seed, 5000)
    assert s.is_terminal()
    n = len(decisions_of(replay_states(s.record), s.record.actions, "outpost"))
    return library.keep(s, SOLO_O), s, n


def open_games(background_on: bool):
    """The Games screen, opened from the title's button."""
    app = make_app(lang="en")
    app.step([])
    title = app.scenes.top
    click(app, next(b for b in title.buttons if b.label == "title.games").rect.center)
    scene = app.scenes.top
    assert type(scene).__name__ == "GamesScene"
    scene.bg_toggle.value = background_on
    return app, scene


def row_rect(scene, path):
    i = next(i for i, it in enumerate(scene.list.items) if it[1].path == path)
    scene.list.scroll_to(i)
    return dict(scene.list.row_rects())[i]


def test_the_replays_analysis_runs_at_its_budget_and_is_kept():
    from konwoj.scenes.table.replay import ANALYSIS_BUDGET
    p, s, n = keep_short_game()
    app, scene = open_games(background_on=False)      # only the replay's analysis runs
    click(app, scene.icon_rects(row_rect(scene, p))["analysis"].center)
    replay = app.scenes.top
    assert type(replay).__name__ == "ReplayScene"
    w = replay.worker
    try:
        assert w is not None and w.running and replay.analysis_side == "outpost"
        assert run_until(app, lambda: replay.analysis is not None or w.error is not None
                         or not w.running, 60 + n * ANALYSIS_BUDGET * 4), "no analysis came"
        assert w.error is None and replay.analysis is not None, w.error
        a = replay.analysis
        assert a.side == "outpost" and len(a.decisions) == n and a.winner == s.winner
        assert all(0.0 <= d.before <= 1.0 and 0.0 <= d.after <= 1.0 for d in a.decisions)
        assert all(d.iterations >= MIN_VISITS for d in a.decisions)
        assert len(a.curve()) == n + 1
        assert replay.buttons()["second"][1]              # the list of decisions opens
    finally:
        if replay.worker is not None:
            replay.worker.cancel()
    key(app, pygame.K_ESCAPE)                             # back on Games: the analysis is kept
    assert app.scenes.top is scene
    kept = library.analysis(p, "outpost")
    assert kept is not None and kept.to_dict() == a.to_dict()


def test_the_background_analysis_finds_positions_that_practice_plays():
    p, s, n = keep_short_game(COSTLY_GAME)
    app, scene = open_games(background_on=True)
    bg = scene.background
    assert bg.budget == background.BUDGET and bg.max_iterations is None
    assert bg.worker_factory is None                       # the real AnalysisWorker
    scene.idle_since -= background.IDLE_AFTER              # the player has left it alone
    try:
        assert run_until(app, lambda: bg.running, 5), "the background analysis did not start"
        assert run_until(app, lambda: not bg.running, 60 + n * background.BUDGET * 6), \
            "the background analysis did not finish"
        err = bg.worker.error if bg.worker is not None else None
        assert not bg.failed, f"the background analysis failed: {err}"
        assert bg.finished == 1 and bg.remaining() == 0
    finally:
        bg.stop()
    a = library.analysis(p, "outpost")
    assert a is not None and len(a.decisions) == n and a.threshold == 0.1
    assert library.unanalysed() == []

    # Practise: the costliest decisions of that analysis, played again on the table
    items = scene.practice_items()
    assert items, "the analysis found nothing to practise: " + a.summary()
    assert all(i.path == p and i.side == "outpost" and i.drop >= practice.MIN_DROP for i in items)
    click(app, scene.practice_button.rect.center)
    ps = app.scenes.top
    assert type(ps).__name__ == "PracticeScene"
    assert ps.judge_budget == practice.JUDGE_BUDGET and ps.max_iterations is None
    table = ps.table
    pos = ps.position
    state = table.match.state.clone()          # the position, as it stands before the answer
    assert state.current_player == "outpost" and pos.played in state.legal_actions()
    table._apply(pos.played)                  # the player makes the game's move again
    assert run_until(app, lambda: ps.verdict is not None, 30), "no verdict"
    v = ps.verdict
    assert v.answer == pos.played and v.best in state.legal_actions()
    assert 0.0 <= v.answer_chance <= 1.0 and v.best_chance >= pos.before
    assert v.line and v.line[0][1] == v.best and v.line[0][0] == "outpost"
    app.draw()


def test_the_title_analyses_the_kept_games_while_it_sits_idle():
    """The title runs the same background analysis when the window is shown and left alone."""
    from konwoj.scenes.title import TitleScene
    p, s, n = keep_short_game()
    app = make_app(lang="en")
    app.step([])
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    app.headless = False                      # a window on screen (headless tools never analyse)
    try:
        app.step([])
        bg = title._background
        assert bg is not None and bg.budget == background.BUDGET and bg.worker_factory is None
        title._last_input -= background.IDLE_AFTER       # the player has left it alone
        assert run_until(app, lambda: bg.running, 5), "the title's analysis did not start"
        assert run_until(app, lambda: not bg.running, 60 + n * background.BUDGET * 6), \
            "the title's analysis did not finish"
        err = bg.worker.error if bg.worker is not None else None
        assert not bg.failed and bg.finished == 1, f"the title's analysis failed: {err}"
    finally:
        app.headless = True
        if title._background is not None:
            title._background.stop()
    a = library.analysis(p, "outpost")
    assert a is not None and len(a.decisions) == n
