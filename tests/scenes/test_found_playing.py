"""Defects found by playing the real game as a new (and hostile) player (issue 40, i40-play),
each driven the way the player met it: through ``App.step`` with real clicks and keys."""
from __future__ import annotations

import pygame
import pytest

from tests.support.drive import click, key, make_app, played, settle
from tests.support.scenes import texts_drawn
from konwoj.saves import library

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SOLO_O = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "recruit"}


class SlowWorker:
    """An analysis that is still running whenever it is asked (never finishes by itself)."""
    running = False

    def __init__(self):
        self.result = self.error = None
        self.partial = []

    def start(self, record, side, **kw):
        self.running = True

    def poll(self):
        return self.running

    def cancel(self):
        self.running = False


def _games_screen(app):
    title = app.scenes.top
    click(app, next(b for b in title.buttons if b.label == "title.games").rect.center)
    scene = app.scenes.top
    assert type(scene).__name__ == "GamesScene"
    return scene


def test_deleting_the_game_the_background_analysis_works_on_is_no_failure(monkeypatch):
    """The background analysis was on a game when the player deleted it from the Games list:
    the screen then said, in red, "The background analysis failed (1): ... the file does not
    exist" for a game the player had just deleted on purpose."""
    from konwoj.ai import worker
    monkeypatch.setattr(worker, "AnalysisWorker", SlowWorker)
    for seed in (31, 35):
        library.keep(played(seed, 5000), SOLO_O)
    app = make_app(lang="en")
    app.step([])
    scene = _games_screen(app)
    assert scene.bg_toggle.value
    scene.idle_since -= 100                 # the player has sat idle: an analysis starts
    app.step([])
    busy = scene.background.current
    assert busy is not None
    i = next(i for i, it in enumerate(scene.list.items) if it[1].path == busy[0])
    rect = dict(scene.list.row_rects())[i]
    click(app, scene.icon_rects(rect)["delete"].center)
    assert type(app.scenes.top).__name__ == "ConfirmDialog"
    settle(app)
    key(app, pygame.K_RETURN)               # yes, delete it
    assert app.scenes.top is scene and len(scene.list.items) == 1
    assert not busy[0].exists()
    scene.idle_since -= 100
    for _ in range(3):
        app.step([])
    assert scene.background.failed == {}
    assert scene.background.status() != "failed"
    drawn = texts_drawn(app, monkeypatch)
    assert not any("failed" in t for t in drawn), drawn


def test_the_replay_of_a_hot_seat_game_names_its_players(monkeypatch):
    """The Games list said "2 players: Anna (Moloch) vs Bartek (Outpost)", but the replay opened
    from that row put "Moloch" under Moloch and "Outpost" under the Outpost on the side plates."""
    meta = {"mode": "hotseat", "human_sides": ["moloch", "outpost"],
            "players": {"moloch": "Anna", "outpost": "Bartek"}}
    library.keep(played(33, 5000), meta)
    app = make_app(lang="en")
    app.step([])
    scene = _games_screen(app)
    scene.bg_toggle.value = False
    from konwoj.ui.table import draw as D
    seen = []
    real_txt = D.txt

    def spy(s, *a, **k):
        seen.append(s)
        return real_txt(s, *a, **k)
    monkeypatch.setattr(D, "txt", spy)
    rect = dict(scene.list.row_rects())[0]
    click(app, scene.icon_rects(rect)["replay"].center)
    assert type(app.scenes.top).__name__ == "ReplayScene"
    app.draw()
    assert "Anna" in seen and "Bartek" in seen, seen[:12]


def _solo_game_left_at_the_title(app):
    """A solo game in progress, left with Quit to title (the autosave holds it)."""
    from konwoj.play.session import make_match
    app.start_match(make_match(played(3, 40), "solo", human_sides=("outpost",)))
    app.step([])
    table = app.scenes.top
    table.open_menu()
    app.draw()
    menu = app.scenes.top
    click(app, next(b for b in menu.buttons if b.label == "ingame_menu.quit").rect.center)
    assert type(app.scenes.top).__name__ == "TitleScene"
    return library.unfinished_autosave()


@pytest.mark.usefixtures("quick_table")
def test_a_lesson_never_replaces_a_game_in_progress_silently():
    """A player left a game for the title and opened a lesson: the lesson's autosave took the
    game's place, and Continue offered the lesson ("Ziggy One · battle 1 · ... (Recruit)")
    instead of the game. New game and Load ask first (keep, abandon, cancel); a lesson now
    asks too."""
    from konwoj import saves
    app = make_app(lang="en")
    app.step([])
    game = _solo_game_left_at_the_title(app)
    assert game is not None
    before = saves.info(game)
    title = app.scenes.top
    click(app, next(b for b in title.buttons if b.label == "title.learn").rect.center)
    lessons = app.scenes.top
    row = next(r for r in lessons.rows if r[0].id == "outpost")
    click(app, row[1].rect.center)
    assert type(app.scenes.top).__name__ == "KeepOrAbandon"
    settle(app)
    key(app, pygame.K_ESCAPE)               # cancel: nothing started, the game stays
    assert app.scenes.top is lessons
    assert saves.info(library.unfinished_autosave()) == before
    click(app, row[1].rect.center)
    settle(app)
    key(app, pygame.K_RETURN)               # keep it: a named save, then the lesson
    assert type(app.scenes.top).__name__ == "TableScene" and app.scenes.top.match.lesson
    kept = [p for p in game.parent.glob("*.yaml") if not p.name.startswith("autosave")]
    assert len(kept) == 1 and saves.info(kept[0]).battle == before.battle


def _core_colour(surface):
    """The colour of a rendered line's letters: its most common drawn pixel's colour."""
    from collections import Counter
    w, h = surface.get_size()
    seen = Counter()
    for x in range(w):
        for y in range(h):
            r, g, b, a = surface.get_at((x, y))
            if a > 0:
                seen[(r, g, b)] += 1
    return seen.most_common(1)[0][0]


@pytest.mark.usefixtures("quick_table")
def test_the_game_log_takes_the_palette_chosen_in_the_middle_of_a_game(request):
    """Switched to High contrast from the in-game menu's Settings: the side plates and cards
    took the new colours at once, but the game log kept the old palette's side colours (its
    rendered lines were cached by log length and language only) until something new happened."""
    from konwoj.play.session import make_match
    from konwoj.scenes.settings_scene import SettingsScene
    from konwoj.ui.table import draw as D
    from tests.support.scenes import click_choice
    from konwoj.ui import palette
    app = make_app(lang="en")
    app.settings.colour_vision = "blue_yellow"
    palette.use("blue_yellow")
    request.addfinalizer(lambda: palette.use("standard"))
    app.step([])
    app.start_match(make_match(played(3, 30), "solo", human_sides=("outpost",)))  # its move
    app.step([])
    table = app.scenes.top
    app.draw()
    table.log_lines(table.layout.log_rect.w - 12)     # drawn in the old palette
    table.open_menu()
    app.draw()
    click(app, next(b for b in app.scenes.top.buttons if b.label == "ingame_menu.settings")
          .rect.center)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    click_choice(app, settings.colours, "high_contrast")
    assert palette.active() == "high_contrast"
    settle(app)
    key(app, pygame.K_ESCAPE)                # back to the menu
    settle(app)
    key(app, pygame.K_ESCAPE)                # back to the game
    assert app.scenes.top is table
    app.draw()
    assert table.state.current_player == "outpost"      # nothing new in the log since
    width = table.layout.log_rect.w - 12
    entries = table.log_entries()
    i = next(k for k, (_t, col, _b) in enumerate(entries) if col is D.SIDE_TEXT["moloch"])
    want = tuple(D.SIDE_TEXT["moloch"])
    first_line = sum(len(D.twrap(t, table.layout.fs_small, width - 6, b))
                     for t, _c, b in entries[:i])
    got = _core_colour(table.log_lines(width)[first_line])
    assert all(abs(a - b) <= 2 for a, b in zip(got, want, strict=True)), (got, want)
