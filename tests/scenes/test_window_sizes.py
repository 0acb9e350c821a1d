"""Issue 22, finding 6: every scene draws without error at every window size from the minimum
(960x540) to 4K, tall and wide ones included; sizes below are never laid out (the app clamps or
letterboxes them, ``tests/saves/test_hostile_round3.py::test_6_*``)."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.support.drive import make_app
from konwoj.app import MIN_SIZE
from konwoj.play.session import make_match
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.rules.scenario import build_position

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SIZES = [MIN_SIZE, (961, 541), (1024, 768), (960, 1200), (2560, 540), (1366, 768), (3840, 2160)]


def _finished(seed=6):
    s = new_game(seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    return s


def _scenes(app):
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.scenes.handoff import HandoffScene
    from konwoj.scenes.lessons import LessonsScene
    from konwoj.scenes.load import LoadScene
    from konwoj.scenes.mulligan import MulliganScene
    from konwoj.scenes.newgame import NewGameScene
    from konwoj.scenes.rules import RulesScene
    from konwoj.scenes.settings_scene import SettingsScene
    from konwoj.scenes.table import TableScene
    from konwoj.scenes.table.replay import open_replay
    from konwoj.scenes.widget_scene import alert
    match = make_match(new_game(seed=1), "hotseat")
    one_card = build_position(phase="target", battle_city=0,
                              hands={MOLOCH: ["lowca"], OUTPOST: ["trep", "scorn", "medyk"]})
    solo = make_match(one_card, "solo", human_sides=(OUTPOST,))
    return {
        "title": lambda: app.scenes.top,
        "new game": lambda: NewGameScene(app),
        "hand-off": lambda: HandoffScene(app, "outpost", lambda: None),
        "mulligan": lambda: MulliganScene(app, match, "moloch"),
        "rules": lambda: RulesScene(app),
        "settings": lambda: SettingsScene(app),
        "load": lambda: LoadScene(app),
        "lessons": lambda: LessonsScene(app),
        "game over": lambda: GameOverScene(app, make_match(_finished(), "hotseat")),
        "table, the opponent holding one card": lambda: TableScene(app, solo),
        "replay": lambda: open_replay(app, _finished(7), {"mode": "hotseat",
                                                           "human_sides": [MOLOCH, OUTPOST]}),
        "alert": lambda: alert(app, "w" * 50_000),
    }


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_6_every_scene_draws_at_every_size_from_the_minimum_to_4k(size):
    app = make_app(size=(1366, 768))
    app.go_title()
    app.step([])
    app.set_window(size=size)
    assert app.size == size
    for make in _scenes(app).values():
        scene = make()
        if scene is not None and scene is not app.scenes.top:
            app.push(scene)
        app.draw()
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(size[0] // 2, size[1] // 2),
                                            rel=(0, 0), buttons=(0, 0, 0)))
        app.draw()
        while len(app.scenes.stack) > 1:
            app.scenes.pop()


def test_6_a_resize_through_many_sizes_while_at_the_table():
    app = make_app(size=(1366, 768))
    app.go_title()
    one_card = build_position(phase="target", battle_city=0,
                              hands={MOLOCH: ["lowca"], OUTPOST: ["trep", "scorn"]})
    app.start_match(make_match(one_card, "solo", human_sides=(OUTPOST,)))
    for size in [(100, 80), (560, 240), (959, 360), MIN_SIZE, (1200, 541), (3840, 2160)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
        assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
        app.draw()


@pytest.mark.slow
def test_6_the_table_and_the_replay_draw_on_a_grid_of_sizes_from_the_minimum_to_4k():
    from konwoj.scenes.table import TableScene
    from konwoj.scenes.table.replay import open_replay
    app = make_app(size=(1366, 768))
    app.go_title()
    one_card = build_position(phase="target", battle_city=0,
                              hands={MOLOCH: ["lowca"], OUTPOST: ["trep", "scorn"]})
    widths = [960, 1100, 1500, 2200, 3000, 3840]
    heights = [540, 600, 800, 1200, 1700, 2160]
    table = TableScene(app, make_match(one_card, "solo", human_sides=(OUTPOST,)))
    app.push(table)
    for w in widths:
        for h in heights:
            app.set_window(size=(w, h))
            app.draw()
    app.scenes.pop()
    open_replay(app, _finished(9), {"mode": "hotseat", "human_sides": [MOLOCH, OUTPOST]})
    for w in widths:
        for h in heights[::2]:
            app.set_window(size=(w, h))
            app.draw()
