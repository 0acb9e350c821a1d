"""The table as a player gets it (issue 36): a game against the real Veteran, asked through the
real worker process with the thinking time read from the settings, and the Hint (key H) from the
real hint process. No fake opponent, no ``max_iterations``, no clock that runs ahead: the loop
runs in real time, as the window's does."""
from __future__ import annotations

import pygame
import pytest

from tests.support.drive import click, key, run_until, settle, type_text
from konwoj.ai.worker import AIWorker
from konwoj.app import App
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.rules.replaying import replay_states
from konwoj.settings import AI_BUDGET_RANGE, Settings

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("tmp_dirs")]


def widget(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def click_choice(app, choice, value):
    click(app, choice._segments()[[v for v, _ in choice.options].index(value)].center)


def test_the_veteran_moves_and_the_hint_lights_a_legal_move_with_a_reason():
    settings = Settings()                       # the shipped defaults ...
    settings.ai_budget = AI_BUDGET_RANGE[0]     # ... at the shortest thinking time Settings offer
    settings.lang = "en"
    app = App(headless=True, size=(1366, 768), settings=settings)
    app.step([])
    # Title -> New game: against the computer, the Outpost, the Veteran, 1st edition -> Start
    click(app, widget(app.scenes.top, "title.new_game").rect.center)
    ng = app.scenes.top
    assert type(ng).__name__ == "NewGameScene"
    click_choice(app, ng.mode, "solo")
    click(app, ng.tiles[1].rect.center)
    click_choice(app, ng.level, "veteran")
    click_choice(app, ng.edition, "1e")
    click(app, ng.seed.rect.center)             # the deal: seed 12
    type_text(app, "12")
    assert ng.seed_value() == 12
    click(app, ng.start_button.rect.center)
    mull = app.scenes.top                       # the computer (Moloch) has chosen its hand
    assert type(mull).__name__ == "MulliganScene" and mull.side == OUTPOST
    settle(app)
    click(app, mull.keep_button.rect.center)
    table = app.scenes.top
    assert type(table).__name__ == "TableScene"
    match = table.match
    assert (match.mode, match.human_sides, match.opponent_level) == ("solo", (OUTPOST,), "veteran")
    s = match.state
    assert s.phase != "mulligan" and s.current_player == MOLOCH    # the computer's turn first
    start = len(s.record)
    try:
        # the computer plays its run of Moloch's decisions, then it is the player's turn
        assert run_until(app, lambda: match.state.current_player == OUTPOST
                         and not table.pacing.busy and table.pacing.pending is None, 60), \
            "the Veteran did not finish its turn"
        assert isinstance(table.pacing.opponent, AIWorker)          # the real worker process ...
        proc = table.pacing.opponent.service.process
        assert proc is not None and proc.is_alive()
        assert table.pacing.opponent.last_error is None              # ... answered, no random fallback
        assert not table.pacing.failure_told
        rec = match.state.record
        moved = rec.actions[start:]
        assert len(moved) >= 2                                 # the target and Moloch's attack
        states = replay_states(rec)                            # each one legal where it stood
        assert all(states[start + i].current_player == MOLOCH for i in range(len(moved)))
        assert states[-1].to_dict() == match.state.to_dict()

        # the player asks for a hint: H on the table
        assert table.human_turn()
        key(app, pygame.K_h, "h")
        worker = table.lessons.hint_worker
        assert worker.busy
        assert run_until(app, lambda: not worker.busy, 30), "no hint came"
        app.step([])
        app.draw()
        h = table.lessons.hint
        assert worker.last_error is None and h is not None
        assert h.action in match.state.legal_actions() and h.side == OUTPOST
        if len(match.state.legal_actions()) > 1:               # searched: its chance to win
            assert h.chance is not None and 0.0 < h.chance < 1.0
        text = h.text(match.state, "en")
        move, _, why = text.partition(": ")
        assert move and why                                    # the move, and why
        assert table.view.frame_hits.lesson_tip is not None    # the arrow points at the move
        assert "hint_ok" in table.view.frame_hits.lesson        # the box is on the table
    finally:
        for w in (table.pacing.opponent, table.lessons.hint_worker):
            if w is not None:
                w.close()
