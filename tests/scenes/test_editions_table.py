"""The 2nd edition at the table, driven by posted events on the real App (headless): whole games
from the title through New game (2nd edition) to the game-over screen, in hot seat and against
the computer at every level; a 2nd-edition save loaded from the Load screen; the shipped
2nd-edition scenario; what the table draws (the edition's cities, its phase ladder, the Battle
Target marker, Bomb districts, no feature) and the resolution's "what fell and why"."""
from __future__ import annotations

import os
import random
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.ui import art
from konwoj import saves  # noqa: E402
from konwoj.app import App  # noqa: E402
from konwoj.rules import new_game  # noqa: E402
from tests.support.drive import played  # noqa: E402
from tests.support.scenes import button, click, click_choice, press  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def make(size=(1366, 768), lang="pl", budget=0.05):
    app = App(headless=True, size=size)
    app.settings.lang = lang
    app.settings.animation_speed = 0.0
    app.settings.ai_budget = budget
    app.step([])
    return app


def new_game_from_title(app, mode: str, level: str | None = None, side: str = "outpost"):
    """Title -> New game -> 2nd edition, the mode (and side, level) -> Start, all by clicks."""
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    click_choice(app, ng.edition, "2e")
    click_choice(app, ng.mode, mode)
    if mode == "solo":
        click(app, ng.tiles[0 if side == "moloch" else 1])
        click_choice(app, ng.level, level)
    click(app, ng.start_button)


def play_to_game_over(app, seed: int, seconds: float = 240.0):
    """Click through hand-offs, mulligans and the table (a random lit option each time) until
    the game-over screen shows. Returns (game-over scene, phases seen, decisions seen)."""
    rng = random.Random(seed)
    phases, decisions = set(), set()
    app.opponents = []          # the computer opponents the table used (type, last error)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        top = app.scenes.top
        name = type(top).__name__
        if name == "GameOverScene":
            return top, phases, decisions
        if name == "HandoffScene":
            press(app, pygame.K_RETURN)
        elif name == "MulliganScene":
            b = top.continue_button if top.continue_button.visible else top.keep_button
            click(app, b)
        elif name == "TableScene":
            s = top.match.state
            assert s.ruleset == "2e"
            opp = top.pacing.opponent
            if opp is not None:
                app.opponents.append((type(opp).__name__, getattr(opp, "last_error", None)))
            phases.add(s.phase)
            if s.decision_frame:
                decisions.add(s.decision_frame[0])
            options = [c for c in top.clickables()
                       if not (c[0] == "button" and c[1] in ("undo", "menu"))]
            if not options:
                if top.match.ai_to_move():
                    click(app, top.layout.mid.center)    # a click hurries the computer along
                    time.sleep(0.002)
                else:
                    app.step([])
                continue
            click(app, rng.choice(options)[2])
        else:
            app.step([])
    raise AssertionError(f"no game over within {seconds} s (at {type(app.scenes.top).__name__})")


def check_no_target_phase(phases, decisions):
    assert "target" not in phases and "target" not in decisions   # the marker decides
    assert {"moloch_attack", "outpost_attack"} <= phases


# ---------------------------------------------------------------------------- whole games
@pytest.mark.slow
def test_a_whole_second_edition_hotseat_game_from_the_title():
    app = make()
    new_game_from_title(app, "hotseat")
    over, phases, decisions = play_to_game_over(app, seed=31)
    check_no_target_phase(phases, decisions)
    assert over.match.state.ruleset == "2e" and over.match.state.is_terminal()
    assert over.match.state.winner in ("moloch", "outpost")


@pytest.mark.slow
@pytest.mark.parametrize("level", ["recruit", "private", "veteran"])
def test_a_whole_second_edition_game_against_the_computer(level):
    app = make(budget=0.05)
    new_game_from_title(app, "solo", level=level, side="moloch" if level == "private" else "outpost")
    over, phases, decisions = play_to_game_over(app, seed=41)
    check_no_target_phase(phases, decisions)
    m = over.match
    assert m.state.ruleset == "2e" and m.mode == "solo" and m.opponent_level == level
    # the real computer player answered every time (no fallback to random moves)
    assert app.opponents and {name for name, _ in app.opponents} == {"AIWorker"}
    assert all(err is None for _, err in app.opponents)


# ---------------------------------------------------------------------------- saves, scenario
@pytest.mark.slow
def test_a_second_edition_save_loads_from_the_load_screen_and_plays_by_its_rules():
    state = played(17, 45, "2e")
    assert not state.is_terminal()
    saves.save(state, saves.new_save_path("druga edycja"),
               {"name": "druga edycja", "mode": "hotseat", "human_sides": ["moloch", "outpost"]})
    app = make()
    click(app, button(app.scenes.top, "title.load"))
    load = app.scenes.top
    row = next(it for it in load.list.items if it[0] == "save")
    assert row[1].ruleset == "2e"
    load.activate(row)
    app.step([])
    over, phases, decisions = play_to_game_over(app, seed=17)
    check_no_target_phase(phases, decisions)
    assert over.match.state.ruleset == "2e"


def test_the_shipped_second_edition_scenario_resolves_like_the_book():
    from konwoj.scenes.table import TableScene
    app = make(lang="en")
    click(app, button(app.scenes.top, "title.load"))
    load = app.scenes.top
    row = next(it for it in load.list.items
               if it[0] == "scenario" and it[1].path.name == "05-2e-resolution.yaml")
    assert row[1].ruleset == "2e" and row[1].city_name("en") == "Jersey Ruins"
    load.activate(row)
    app.step([])
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    s = scene.match.state
    assert (s.ruleset, s.active_city, s.target, s.phase) == ("2e", 3, 1, "moloch_modules")
    assert s.city_strength(3, "moloch") == 5 and s.city_strength(3, "outpost") == 4
    top_card = s.discard[0][-1]
    press(app, pygame.K_SPACE)                     # Moloch fits no Module: on to the resolution
    s = scene.match.state
    res = scene.resolution
    assert res is not None and res.winner == "moloch"
    assert s.deck[0][-1] == top_card               # the Defender: the pile's top card, on the deck
    assert s.down[4][0] and s.down[3][1]           # New York's first district and the marked one
    assert not s.down[4][1] and not s.down[4][2]
    fell = " ".join(res.fell)
    assert "Jersey Ruins, district 2" in fell and "the battle's target" in fell
    assert "New York, district 1" in fell and "next city's first district" in fell
    assert "Jersey Ruins: every district is down" in fell


# ---------------------------------------------------------------------------- what the table draws


@pytest.mark.slow
def test_the_table_draws_the_second_edition(monkeypatch):
    from konwoj.scenes.table import TableScene
    from konwoj.ui.table import paint as table_paint
    from konwoj.play.match import Match
    texts, tokens, icons = [], [], []
    real_txt, real_token, real_icon = table_paint.txt, art.token, art.icon
    monkeypatch.setattr(art, "token", lambda n, sz: tokens.append(n) or real_token(n, sz))
    monkeypatch.setattr(art, "icon", lambda n, sz: icons.append(n) or real_icon(n, sz))
    import konwoj.ui.table.draw as TD
    monkeypatch.setattr(TD, "txt", lambda s, *a, **k: texts.append(s) or real_txt(s, *a, **k))
    real_heading = table_paint.heading
    monkeypatch.setattr(TD, "heading", lambda s, *a, **k: texts.append(s) or real_heading(s, *a, **k))
    real_fit = table_paint.fit_heading       # a city's name: fitted to its board (maybe 2 lines)
    monkeypatch.setattr(TD, "fit_heading", lambda s, *a, **k: texts.append(s) or real_fit(s, *a, **k))
    state = new_game(seed=5, ruleset="2e")
    rng = random.Random(5)
    while state.phase != "moloch_attack" or state.battle < 2:
        state.apply(rng.choice(state.legal_actions()))
    for size in ((1366, 768), (1920, 1080)):
        app = make(size=size)
        m = Match(state.clone(), "hotseat", ("moloch", "outpost"), "random", 5)
        m.handed_off(state.current_player)
        scene = TableScene(app, m)
        app.push(scene)
        for seen in (texts, tokens, icons):
            seen.clear()
        app.request_redraw()
        app.step([])
        assert "battle_target" in tokens                    # the marker on the board
        assert "bomb" in icons and "plain" in icons        # Bomb and plain districts
        assert "used_feature" not in tokens
        assert "3. Akcje Posterunku" in texts and "II. Wybór celu" not in texts
        assert "Port Cleveland" in texts and "Zgliszcza Jersey" in texts
        assert "Cleveland Harbour" not in texts
        assert scene.view.static_hits.features == {}                      # no feature chip anywhere
