"""The Games screen (issue 21): from the title; finished games listed with filters, statistics
and a chart; replay, analysis, pin, delete; practice positions judged by the game's own judge;
New game asks before a game in progress is replaced."""
from __future__ import annotations

import pygame
import pytest

from tests.support.drive import click, key, make_app, played, settle
from tests.support.scenes import texts_drawn
from tests.support.workers import QuickWorker
from konwoj.play.session import make_match
from konwoj.saves import library

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SOLO_O = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran"}
SOLO_M = {"mode": "solo", "human_sides": ["moloch"], "opponent_level": "recruit"}
HOT = {"mode": "hotseat", "human_sides": ["moloch", "outpost"]}


def keep_some():
    out = []
    for seed, meta, ed in ((31, SOLO_O, "1e"), (32, SOLO_M, "2e"), (33, HOT, "1e"),
                           (34, SOLO_O, "2e")):
        s = played(seed, 5000, ed)
        assert s.is_terminal()
        out.append((library.keep(s, meta), s, meta))
    return out


def open_games(size=(1366, 768), lang="en"):
    app = make_app(size, lang)
    app.step([])
    title = app.scenes.top
    games_button = next(b for b in title.buttons if b.label == "title.games")
    click(app, games_button.rect.center)
    scene = app.scenes.top
    assert type(scene).__name__ == "GamesScene"
    scene.bg_toggle.value = False           # no background process in these tests
    return app, scene


def rows_of(scene):
    return [it[1] for it in scene.list.items]


def row_rect(scene, info):
    i = next(i for i, it in enumerate(scene.list.items) if it[1] is info)
    scene.list.scroll_to(i)
    return dict(scene.list.row_rects())[i]


@pytest.mark.slow
def test_games_lists_filters_and_counts(monkeypatch):
    kept = keep_some()
    app, scene = open_games()
    assert len(rows_of(scene)) == 4
    drawn = texts_drawn(app, monkeypatch)
    assert "Statistics" in drawn and "4 games" in drawn
    assert any(t.startswith("Longest winning run") for t in drawn)
    # edition filter: a click on "2nd ed."
    ch = scene.choices["edition"]
    seg = ch._segments()[[v for v, _ in ch.options].index("2e")]
    click(app, seg.center)
    assert {r.ruleset for r in rows_of(scene)} == {"2e"} and len(rows_of(scene)) == 2
    assert scene.stats.games == 2
    scene.choices["edition"].set("all")
    scene.choices["level"].set("hotseat")
    assert [r.mode for r in rows_of(scene)] == ["hotseat"]
    scene.choices["level"].set("all")
    scene.choices["side"].set("outpost")
    assert len(rows_of(scene)) == 3                    # two solo Outpost games + the hot seat
    scene.choices["result"].set("won")
    won = rows_of(scene)
    assert all(r.winner == "outpost" for r in won)
    assert len(kept) == 4


@pytest.mark.slow
def test_replay_analysis_pin_and_delete_from_a_row():
    from konwoj.ai.analysis import analyse
    kept = keep_some()
    p, s, meta = kept[0]
    a = analyse(s.record, "outpost", max_iterations=3)
    library.store_analysis(p, "outpost", a)
    app, scene = open_games()
    info = next(r for r in rows_of(scene) if r.path == p)
    icons = scene.icon_rects(row_rect(scene, info))
    click(app, icons["replay"].center)
    replay = app.scenes.top
    assert type(replay).__name__ == "ReplayScene" and replay.rp.states[-1] == s
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    click(app, scene.icon_rects(row_rect(scene, info))["analysis"].center)
    replay = app.scenes.top
    assert type(replay).__name__ == "ReplayScene"
    assert replay.analysis is not None and replay.analysis.to_dict() == a.to_dict()
    assert replay.analysis_side == "outpost"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    # pin
    click(app, scene.icon_rects(row_rect(scene, info))["pin"].center)
    assert library.is_pinned(info)
    assert library.is_pinned(next(r for r in library.games() if r.path == p))
    # delete, after the confirmation
    click(app, scene.icon_rects(row_rect(scene, info))["delete"].center)
    assert type(app.scenes.top).__name__ == "ConfirmDialog"
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    assert not p.exists() and library.analysed_sides(p) == []
    assert all(r.path != p for r in rows_of(scene)) and len(rows_of(scene)) == 3


@pytest.mark.slow
def test_a_broken_game_is_listed_with_its_reason():
    keep_some()
    (library.games_dir() / "game-broken.yaml").write_text("konwoj_save: 1\nruleset: [\nstate: 1\n")
    app, scene = open_games()
    broken = [r for r in rows_of(scene) if r.error]
    assert [b.path.name for b in broken] == ["game-broken.yaml"]
    assert "cut off" in scene.short_error(broken[0]) or "YAML" in scene.short_error(broken[0])


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_games_screen_fits(size):
    keep_some()
    app, scene = open_games(size)
    app.draw()
    screen = pygame.Rect((0, 0), size)
    for w in scene.widgets:
        assert screen.contains(w.rect), (w, w.rect)
    assert scene.chart_rect.bottom <= scene.list.rect.top
    for c in scene.choices.values():
        assert not c.rect.colliderect(scene.chart_rect)


def costly_analysis(s, side):
    """An analysis of ``s`` for ``side`` whose first real decision cost 30 points."""
    from konwoj.ai.analysis import Analysis, Decision, decisions_of
    from konwoj.rules.replaying import replay_states
    states = replay_states(s.record)
    k = decisions_of(states, s.record.actions, side)[0]
    played_a = s.record.actions[k]
    best = next(x for x in states[k].legal_actions() if x != played_a)
    d = Decision(k, states[k].battle, states[k].phase, played_a, best, 0.7, 0.4, 0.3, 50)
    return Analysis(side, len(s.record), 0.1, [d], s.winner)


@pytest.mark.slow
def test_practice_from_the_games_screen():
    s = played(41, 5000)
    p = library.keep(s, SOLO_M)
    library.store_analysis(p, "moloch", costly_analysis(s, "moloch"))
    app, scene = open_games()
    items = scene.practice_items()
    assert len(items) == 1 and items[0].drop == pytest.approx(0.3)
    click(app, scene.practice_button.rect.center)
    practice = app.scenes.top
    assert type(practice).__name__ == "PracticeScene"
    practice.judge_budget, practice.max_iterations = 0.05, 12
    table = app.scenes.stack[-2]
    assert type(table).__name__ == "TableScene" and table is practice.table
    assert table.bottom() == "moloch" and table.match.state.current_player == "moloch"
    assert table.visible_hand() == table.match.state.hand_of("moloch")
    assert "hint" not in table.lessons.learn_buttons()           # no Hint: it would give the answer
    # the answer is made on the table, as in a game
    pos = practice.position
    table._apply(pos.best)
    app.step([])
    app.step([])
    v = practice.verdict
    assert v is not None and v.good and v.line and v.line[0][1] == pos.best
    app.draw()
    # the verdict is modal; Try again brings the position back; Esc leaves
    click(app, practice.again_button.rect.center)
    assert practice.verdict is None and practice.match.answer is None
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    assert all(type(s_).__name__ != "TableScene" for s_ in app.scenes.stack)
    from konwoj import saves
    assert not saves.autosave_path().exists()          # practice never autosaves


def test_new_game_asks_to_keep_or_abandon_a_game_in_progress():
    from konwoj import saves
    make_match(played(51, 30), "hotseat").autosave()
    in_progress = saves.load(saves.autosave_path())
    app = make_app()
    app.step([])
    app.open("new_game")
    ng = app.scenes.top
    ng.start()
    dlg = app.scenes.top
    assert type(dlg).__name__ == "KeepOrAbandon"
    app.draw()
    key(app, pygame.K_ESCAPE)                      # Esc: nothing happens
    assert app.scenes.top is ng and saves.load(saves.autosave_path()) == in_progress
    ng.start()
    click(app, app.scenes.top.yes_button.rect.center)        # keep it
    named = [r for r in saves.list_save_rows() if r.kind == "save"]
    assert len(named) == 1 and saves.load(named[0].path) == in_progress
    assert type(app.scenes.top).__name__ in ("HandoffScene", "MulliganScene", "TableScene")
    # abandon: no named save more
    app.go_title()
    app.open("new_game")
    app.scenes.top.start()
    click(app, app.scenes.top.no_button.rect.center)
    assert len([r for r in saves.list_save_rows() if r.kind == "save"]) == 1
    settle(app)


def test_opening_another_save_from_load_asks_too_but_continuing_does_not():
    from konwoj import saves
    make_match(played(52, 30), "hotseat").autosave()
    other = saves.save(played(53, 30), saves.new_save_path("Inna"), {"name": "Inna",
                                                                      "mode": "hotseat"})
    app = make_app()
    app.step([])
    app.open("load")
    load = app.scenes.top
    item = next(it for it in load.list.items if it[0] == "save" and it[1].path == other)
    load.activate(item)
    assert type(app.scenes.top).__name__ == "KeepOrAbandon"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is load
    auto = next(it for it in load.list.items if it[0] == "save" and it[1].kind == "autosave")
    load.activate(auto)                                  # the game in progress itself
    assert type(app.scenes.top).__name__ != "KeepOrAbandon"


@pytest.mark.slow
def test_kept_games_are_analysed_while_the_title_is_idle(monkeypatch):
    import time
    from konwoj.scenes.title import TitleScene

    from konwoj.ai import worker
    monkeypatch.setattr(worker, "AnalysisWorker", QuickWorker)
    s = played(61, 5000)
    p = library.keep(s, SOLO_O)
    app = make_app()
    app.step([])
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    app.step([])
    assert library.analysed_sides(p) == []          # headless (tests, tools): never
    app.headless = False
    try:
        app.step([])                                 # just shown: not idle yet
        assert library.analysed_sides(p) == []
        title._last_input = time.monotonic() - 10   # ten seconds without input
        app.step([])                                 # one starts
        app.step([])                                 # ... and is kept
        assert library.analysed_sides(p) == ["outpost"]
        app.open("games", background=False)         # the title pauses: nothing runs behind
        assert not title._background.running
    finally:
        app.headless = True


def test_the_games_screen_reads_the_library_once_with_the_background_analysis_on(monkeypatch):
    """Opening Games lists the library once: the background analysis's count of what is left
    is worked out from the rows the screen has just read (10,000 games: a second full listing
    doubled the time the screen takes to open)."""
    keep_some()
    calls = []
    real = library.games
    monkeypatch.setattr(library, "games", lambda: calls.append(1) or real())
    app = make_app()
    app.step([])
    scene = app.open("games")                      # as the title opens it: background on
    app.step([])
    app.draw()
    assert scene.bg_toggle.value and scene.background.remaining() == 5   # three solo games, one hot seat (two sides)
    assert len(calls) == 1


def test_the_menu_over_a_practice_position_says_it_is_not_saved(drawn):
    """A practice position is never autosaved (PracticeMatch), so its menu must not say "The game
    is saved automatically", as a game's does."""
    s = played(41, 5000)
    p = library.keep(s, SOLO_M)
    library.store_analysis(p, "moloch", costly_analysis(s, "moloch"))
    app, scene = open_games()
    click(app, scene.practice_button.rect.center)
    table = app.scenes.stack[-2]
    click(app, table.layout.btn_rects["menu"].center)
    menu = app.scenes.top
    assert type(menu).__name__ == "InGameMenu"
    drawn.clear()
    app.draw()
    said = " ".join(drawn)
    assert "not saved" in said and "saved automatically" not in said, said
    assert "Practice from a game you played" in said and "computer" not in said, said
