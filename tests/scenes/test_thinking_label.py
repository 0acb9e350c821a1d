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


@pytest.mark.parametrize("lang, phase, turn", [("en", "per phase", "per turn"),
                                               ("pl", "na fazę", "na turę")])
def test_the_thinking_time_says_per_phase(monkeypatch, lang, phase, turn):
    """The Veteran's budget is per phase (konwoj.settings.AI_BUDGET_DEFAULT): the Settings screen
    says so next to the thinking time, and never "per turn"."""
    from tests.support.scenes import button, click, texts_drawn
    app = App(headless=True, size=(1366, 768))
    app.set_lang(lang)
    app.step([])
    click(app, button(app.scenes.top, "title.settings"))
    assert type(app.scenes.top).__name__ == "SettingsScene"
    drawn = texts_drawn(app, monkeypatch)
    label = next(i for i, s in enumerate(drawn) if s == app.tr("settings.ai"))
    assert phase in drawn[label + 1]            # the hint drawn right after the label
    assert not any(turn in s for s in drawn)


def test_the_docs_and_the_help_say_per_phase(tmp_path):
    from pathlib import Path

    from tests.support.main_process import run_main
    root = Path(__file__).resolve().parents[2]
    readme = root.joinpath("README.md").read_text(encoding="utf-8")
    assert "thinking time per phase in Settings" in readme
    assert "thinking time per turn" not in readme
    out = run_main(tmp_path, "balance", "--help")
    assert out.returncode == 0 and "seconds per phase" in " ".join(out.stdout.split())
    assert "its turn" not in out.stdout
