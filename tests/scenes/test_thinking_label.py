"""The window says "thinking" only while the computer thinks: when its answer is in and being
shown it says so, and when a lesson's scripted opponent waits for the player, the side panel
says it waits for you."""
import pytest

from konwoj.app import App
from konwoj.play.session import make_match
from konwoj.rules import MOLOCH, OUTPOST, new_game

pytestmark = pytest.mark.usefixtures("tmp_dirs", "quick_table")


def test_the_plate_tells_thinking_from_moving_and_waiting():
    app = App(headless=True, size=(1366, 768))
    app.set_lang("en")
    app.step([])
    s = new_game(seed=4)
    while s.current_player != MOLOCH or s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    app.start_match(make_match(s, "solo", (OUTPOST,), "veteran", 4))
    sc = app.scenes.top
    sc.pacing.busy, sc.pacing.pending = True, None
    assert sc.turn_short() == "Thinking…" and "thinking" in sc.turn_word()
    sc.pacing.busy, sc.pacing.pending = False, s.legal_actions()[0]
    assert sc.turn_short() == "Moving" and "thinking" not in sc.turn_word()
    sc.pacing.waits_for_player = True
    assert sc.turn_short() == "Waiting for you" and "waits for you" in sc.turn_word()
