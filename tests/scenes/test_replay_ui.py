"""The replay viewer driven like a player drives it: posted mouse and keyboard events through the
real ``App(headless=True)`` loop. From the game-over screen and the load screen; stepping, phases,
battles, Home/End, the timeline, the log, the views; the analysis in the background while the
table stays responsive; what a game in progress may show."""
from __future__ import annotations

import os
import random
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj import saves  # noqa: E402
from konwoj.app import make_app  # noqa: E402
from konwoj.play.replay import BOTH, NONE  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402
from konwoj.scenes.gameover import GameOverScene  # noqa: E402
from konwoj.scenes.table.replay import ReplayScene, open_replay  # noqa: E402
from konwoj.scenes.table import TableScene  # noqa: E402
from konwoj.settings import Settings  # noqa: E402
from konwoj.play.match import Match  # noqa: E402
from tests.support.drive import click, post  # noqa: E402

BLUNDER = saves.scenarios_dir() / "replays" / "planted-blunder.yaml"


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def new_app(size=(1366, 768)):
    st = Settings()
    st.lang = "pl"
    st.animation_speed = 0.0
    return make_app(size=size, headless=True, settings=st)


def key(app, k):
    post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def random_finished(seed=6):
    s = new_game(seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    return s


def replay_of(state, meta=None, size=(1366, 768)):
    app = new_app(size)
    sc = open_replay(app, state, meta or {"mode": "hotseat", "human_sides": [MOLOCH, OUTPOST]})
    app.step([])
    assert isinstance(app.scenes.top, ReplayScene)
    return app, sc


# ---------------------------------------------------------------------- getting there
def test_watch_the_replay_from_the_game_over_screen():
    state = random_finished()
    final = state.to_dict()
    app = new_app()
    match = Match(state, "solo", (OUTPOST,), "random", 3)
    app.push(TableScene(app, match))
    for _ in range(5):
        app.step([])
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    click(app, over.replay_button.rect.center)
    sc = app.scenes.top
    assert isinstance(sc, ReplayScene)
    assert sc.rp.step == sc.rp.last == len(state.record)
    assert sc.state.to_dict() == final
    key(app, pygame.K_HOME)
    assert sc.rp.step == 0 and sc.state.phase == "mulligan"
    assert match.state.to_dict() == final            # the game itself is untouched
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is over                    # back to the game-over screen
    assert match.state.to_dict() == final


@pytest.mark.slow
def test_the_load_screen_offers_the_replays(tmp_path):
    from konwoj.scenes.load import LoadScene
    played = random_finished(8)
    saves.save(played, saves.new_save_path("Skonczona"), {"mode": "hotseat", "name": "Skonczona"})
    old = new_game(2)
    p = saves.save(old, saves.new_save_path("Stara"), {"mode": "hotseat", "name": "Stara"})
    text = p.read_text(encoding="utf-8")
    p.write_text(text[:text.index("  record:\n")] + "end: true\n", encoding="utf-8")
    app = new_app()
    load = LoadScene(app)
    app.push(load)
    app.step([])
    items = load.list.items
    kinds = {it[0] for it in items}
    assert "replay" in kinds
    rows = {load.title_of(it[1]): it for it in items if it[0] in ("save", "replay")}
    assert "bez powtórki" in load.describe(rows["Stara"][1])
    assert "bez powtórki" not in load.describe(rows["Skonczona"][1])
    # the row's replay button opens the finished game; the older save has no button
    r = pygame.Rect(0, 0, 600, 62)
    assert load._replay_rect(rows["Stara"], r) is None
    rr = load._replay_rect(rows["Skonczona"], r)
    assert rr is not None and load.row_click(rows["Skonczona"], rr.center, r)
    app.step([])
    sc = app.scenes.top
    assert isinstance(sc, ReplayScene) and sc.rp.last == len(played.record)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is load
    # the shipped game with the blunder opens from its own row
    blunder = next(it for it in items if it[0] == "replay")
    load.activate(blunder)
    app.step([])
    assert isinstance(app.scenes.top, ReplayScene)


def test_a_game_without_a_record_says_so_plainly():
    s = new_game(4)
    s.record = None
    app = new_app()
    said = []
    assert open_replay(app, s, {}, say=said.append) is None
    assert said and "starszą wersję" in said[0]
    open_replay(app, s, {})                       # the default: an alert over the screen
    app.step([])
    assert "ConfirmDialog" in type(app.scenes.top).__name__


# ---------------------------------------------------------------------- navigation
def test_steps_phases_battles_and_home_end_by_keys():
    state = random_finished(11)
    app, sc = replay_of(state)
    rp = sc.rp
    key(app, pygame.K_HOME)
    assert rp.step == 0
    for k in range(1, 4):
        key(app, pygame.K_RIGHT)
        assert rp.step == k
        assert sc.state.to_dict() == rp.states[k].to_dict()
    key(app, pygame.K_LEFT)
    assert rp.step == 2
    key(app, pygame.K_PAGEDOWN)
    k = rp.step
    assert k in rp.phase_starts and k > 2
    key(app, pygame.K_PAGEUP)
    assert rp.step < k and rp.step in rp.phase_starts
    key(app, pygame.K_DOWN)
    b = rp.step
    assert b in rp.battle_starts and sc.state.battle == rp.states[b - 1].battle + 1
    key(app, pygame.K_DOWN)
    assert rp.step in rp.battle_starts and sc.state.battle == rp.states[b].battle + 1
    key(app, pygame.K_UP)
    assert rp.step == b
    key(app, pygame.K_END)
    assert rp.step == rp.last and sc.state.is_terminal()
    # the step buttons under the table do the same
    click(app, sc.bar.buttons["home"].center)
    assert rp.step == 0
    click(app, sc.bar.buttons["forward"].center)
    click(app, sc.bar.buttons["forward"].center)
    assert rp.step == 2
    click(app, sc.bar.buttons["next_battle"].center)
    nb = min(k for k in rp.battle_starts if k > 2)
    assert rp.step == nb
    # nothing on the table plays: Space and Ctrl+Z change nothing
    before = sc.state.to_dict()
    key(app, pygame.K_SPACE)
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                 unicode="", scancode=0))
    assert sc.state.to_dict() == before and rp.step == nb


def test_the_timeline_jumps_and_drags():
    state = random_finished(12)
    app, sc = replay_of(state)
    t = sc.bar.timeline
    click(app, (t.x + t.w // 2, t.centery))
    assert abs(sc.rp.step - sc.rp.last // 2) <= 1
    click(app, (t.x + 1, t.centery))
    assert sc.rp.step == 0
    # drag from the middle to the end
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(t.centerx, t.centery), button=1))
    for x in (t.centerx + 40, t.right - 20, t.right + 30):
        post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(x, t.centery), rel=(0, 0),
                                     buttons=(1, 0, 0)))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(t.right + 30, t.centery), button=1))
    assert sc.rp.step == sc.rp.last


def test_the_log_follows_the_replay_and_a_click_jumps_there():
    state = random_finished(13)
    app, sc = replay_of(state)
    rp = sc.rp
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_DOWN)            # into the third battle
    app.step([])
    L = sc.layout
    for _ in range(12):                    # a step whose lines leave room for earlier ones
        start = max(0, len(sc.log_lines(L.log_rect.w - 12)) - sc.view.static_hits.log_fit)
        if rp.step_of_log_line(sc._line_owner[start]) < rp.step:
            break
        key(app, pygame.K_RIGHT)
        app.step([])
    k = rp.step
    # the log ends with the lines of the shown step (nothing from the future)
    assert sc.log_scroll == 0
    lines = sc.log_lines(L.log_rect.w - 12)
    owners = sc._line_owner
    assert len(lines) == len(owners) and max(owners) < len(sc.state.log)
    assert rp.step_of_log_line(owners[-1]) == k
    # click the first line shown: the replay goes where that line was written
    lr = L.log_rect
    from konwoj.ui.table import paint as P
    inner_y = lr.y + 8 + P.txt("x", L.fs_small, P.GOLD, True).get_height()
    start = max(0, len(lines) - sc.view.static_hits.log_fit)
    want = rp.step_of_log_line(owners[start])
    assert want < k
    click(app, (lr.x + 30, inner_y + P.line_height(L.fs_small) // 2))
    assert rp.step == want


def test_views_of_a_finished_game():
    state = random_finished(14)
    app, sc = replay_of(state)
    assert set(sc.bar.views) == {MOLOCH, OUTPOST, BOTH} and sc.rp.view == BOTH
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    click(app, sc.bar.views[MOLOCH].center)
    assert sc.bottom() == MOLOCH and sc.visible_hand() == sc.state.hand_of(MOLOCH)
    assert len(sc.known_opp_hand()) <= len(sc.state.known_in_hand[1])
    click(app, sc.bar.views[BOTH].center)
    assert sorted(sc.known_opp_hand() + sc.visible_hand()) == sorted(
        sc.state.hand_of(MOLOCH) + sc.state.hand_of(OUTPOST))
    key(app, pygame.K_v)
    assert sc.rp.view == MOLOCH


def test_a_game_in_progress_shows_only_what_its_player_may_see():
    s = new_game(15)
    rng = random.Random(15)
    for _ in range(50):
        s.apply(rng.choice(s.legal_actions()))
    app, sc = replay_of(s, {"mode": "solo", "human_sides": [OUTPOST]})
    assert sc.rp.views == (OUTPOST,) and list(sc.bar.views) == [OUTPOST]
    key(app, pygame.K_v)
    assert sc.rp.view == OUTPOST and sc.bottom() == OUTPOST
    assert sc.known_opp_hand() == sorted(set(sc.state.hand_of(MOLOCH)) & sc.state.known_in_hand[0])
    assert all(ev.visible_to in ("all", OUTPOST) for _, ev in sc.rp.log_lines())
    app2, hot = replay_of(s, {"mode": "hotseat", "human_sides": [MOLOCH, OUTPOST]})
    assert hot.rp.views == (NONE,) and not hot.bar.views
    assert hot.visible_hand() == [] and hot.known_opp_hand() == []
    assert hot.hidden_hand_note() == "Ręce ukryte: gra trwa"
    assert hot.side_to_analyse() is None
    assert not hot.buttons()["main"][1]          # no analysis of hidden hands


# ---------------------------------------------------------------------- analysis
@pytest.mark.slow
def test_the_analysis_runs_in_the_background_and_finds_the_blunder():
    state, meta = saves.load_with_meta(BLUNDER)
    app, sc = replay_of(state, meta)
    click(app, sc.bar.views[OUTPOST].center)
    assert sc.side_to_analyse() == OUTPOST
    click(app, sc.layout.btn_rects["main"].center)          # Analyse
    assert sc.worker is not None and sc.worker.running
    # the table answers while the search runs
    key(app, pygame.K_HOME)
    assert sc.rp.step == 0
    key(app, pygame.K_RIGHT)
    assert sc.rp.step == 1
    end = time.monotonic() + 120
    while sc.analysis is None and time.monotonic() < end:
        app.step([])
        time.sleep(0.05)
    assert sc.analysis is not None and not sc.worker.running
    assert len(sc.mistakes()) == 1
    blunder = sc.mistakes()[0]
    assert state.record.actions[blunder.step].kind == "pass"
    assert sc.curve_points()[-1] == (sc.rp.last, 0.0)
    # the list of costly decisions; clicking the row shows both moves on the table
    click(app, sc.layout.btn_rects["second"].center)
    assert sc.show_list
    app.step([])
    row = sc._list_hits[0]
    click(app, row.center)
    assert not sc.show_list and sc.rp.step == blunder.step
    head, body, _ = sc.prompt_texts()
    assert "Zagrano" in body and "Lepiej" in body
    lit = sc.model.lit.hand | sc.model.lit.cards
    assert any(c.startswith(("snajper", "trep")) for c in lit)
    # a click on the graph's point goes to that decision too
    key(app, pygame.K_END)
    bar = sc.bar
    click(app, (bar.x_of(blunder.step, sc.rp.last) + 2, bar.y_of(blunder.before)))
    assert sc.rp.step == blunder.step


def test_the_analysis_can_be_stopped():
    state = random_finished(16)
    app, sc = replay_of(state)
    click(app, sc.bar.views[MOLOCH].center)
    click(app, sc.layout.btn_rects["main"].center)
    assert sc.worker.running
    assert sc.buttons()["main"][0] == "Przerwij analizę"
    click(app, sc.layout.btn_rects["main"].center)
    assert not sc.worker.running and sc.analysis is None
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, ReplayScene)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (1024, 600)])
def test_the_viewer_draws_at_every_size(size):
    state = random_finished(17)
    app, sc = replay_of(state, size=size)
    key(app, pygame.K_HOME)
    key(app, pygame.K_DOWN)
    app.step([])
    bar = sc.bar
    assert bar.rect.bottom == size[1] and bar.timeline.w > size[0] // 2
    assert sc.layout.size[1] == size[1] - bar.rect.h
    # every step button is inside the window and none overlaps another
    rects = list(bar.buttons.values()) + list(bar.views.values())
    for i, a in enumerate(rects):
        assert app.screen.get_rect().contains(a)
        assert not any(a.colliderect(b) for b in rects[i + 1:])


def test_every_save_row_with_a_record_offers_its_replay_the_autosave_too():
    """The autosave of a game that has only begun (a lesson's start: 0 actions) has a record:
    its row offers the replay like the others."""
    from konwoj.scenes.load import LoadScene
    from konwoj.play.lessons import find_lesson
    from konwoj.play.session import lesson_match
    match, _ = lesson_match(find_lesson("outpost"), resume=False)
    match.autosave()
    app = new_app()
    load = LoadScene(app)
    app.push(load)
    app.step([])
    auto = next(it for it in load.list.items if it[0] == "save" and it[1].kind == "autosave")
    assert auto[1].recorded == 0
    r = pygame.Rect(0, 0, 600, 62)
    rr = load._replay_rect(auto, r)
    assert rr is not None and load.row_click(auto, rr.center, r)
    app.step([])
    assert isinstance(app.scenes.top, ReplayScene)


def test_a_second_edition_replay_logs_the_second_editions_city_names():
    """The replay's log and its move descriptions name the cities as the edition in play does
    (2e: "Port Cleveland", never the 1st edition's "Cleveland Harbour")."""
    s = new_game(5, ruleset="2e")
    rng = random.Random(5)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    app, sc = replay_of(s)
    app.settings.lang = "en"
    key(app, pygame.K_END)
    texts = [t for t, _, _ in sc.log_entries()]
    texts += [sc.describe(i, a) for i, a in enumerate(sc.rp.actions[:200])]
    joined = "\n".join(texts)
    assert "Cleveland Harbour" not in joined and "Jersey Crust" not in joined
    assert "Port Cleveland" in joined or "Jersey Ruins" in joined
