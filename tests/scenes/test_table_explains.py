"""The table tells the player what happened (issue 20): the other side's move marked on the table
with a one-line recap until the player acts, automatic steps announced, and a key pressed just
after one does not act on the next screen."""
from __future__ import annotations

import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.app import App  # noqa: E402
from konwoj.i18n import tr  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, Action  # noqa: E402
from konwoj.rules.scenario import build_position  # noqa: E402
from test_learn_ui import _open_lesson  # noqa: E402
from test_scenes import click  # noqa: E402
from test_table_ui import key, open_table  # noqa: E402

pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_opponents_move_is_marked_until_the_player_acts(size, lang):
    app = App(headless=True, size=size)
    app.set_lang(lang)
    app.settings.animation_speed = 0.0
    app.step([])
    sc = _open_lesson(app, "outpost")
    runner = sc.match.lesson
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:         # Next through the reading, the scripted moves run
        app.request_redraw()
        app.step([])
        if runner.current.kind == "do":
            break
        time.sleep(0.01)
        nxt = [c for c in sc.clickables() if c[:2] == ("lesson", "next")]
        if nxt:
            click(app, nxt[0][2])
    app.request_redraw()
    app.step([])
    them, evs = sc.opponent_move()
    assert them == MOLOCH and evs
    hits = sc._overlay_hits
    line = hits.get("recap_text", "")
    hound, clown = (sc.state.card(c).name(lang) for c in ("stalowy_ogar-1", "klaun-1"))
    assert line.startswith("Moloch") and hound in line and clown in line, line
    assert "Ziggy One" in line
    assert len(hits["marked"]) == 2             # the two Robots it played, framed
    L = sc.layout
    for r in hits["marked"]:
        assert r in (L.card_rects["stalowy_ogar-1"], L.card_rects["klaun-1"])
    assert app.screen.get_rect().contains(hits["recap"])
    assert not hits["recap"].colliderect(sc._learn_hits["box"])
    # nothing hidden: no draw of Moloch's is told
    assert all(e.visible(OUTPOST) for e in evs)
    # the player acts: the marks go
    step = runner.current
    sc._apply(runner.allowed(sc.state)[0])
    runner_moved = runner.current is not step
    app.request_redraw()
    app.step([])
    assert runner_moved and sc.opponent_move()[1] == [] and "recap" not in sc._overlay_hits


def _last_card_position():
    return build_position(phase="outpost_attack", battle_city=0, target=0, seed=9,
                          table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                          hands={"outpost": ["bunkier"], "moloch": ["lowca"]})


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_phase_the_game_ends_by_itself_is_announced_and_a_quick_key_waits(lang, monkeypatch):
    app, sc, match = open_table(_last_card_position(), mode="solo", seat=OUTPOST, lang=lang)
    clock = [100.0]
    monkeypatch.setattr(sc, "now", lambda: clock[0])
    assert sc._apply(Action("play", "bunkier-1", None, 0))     # the last card: no move is left
    assert sc.toast == tr("recap.auto", lang)
    res = sc.resolution
    assert res is not None and res.open                          # the battle was resolved
    clock[0] += 0.2
    key(app, pygame.K_SPACE)                                     # meant for the table before
    assert sc.resolution is res and res.open                     # the summary stays up
    clock[0] += 0.4
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert sc.resolution is None or not sc.resolution.open       # now Space acts
