"""Continue on the title resumes exactly the game that was left: actions are played through the
real table (``App(headless=True)``, posted mouse events), the game is left through the in-game
menu (which autosaves), and Continue must bring back an equal state with the same legal actions,
mode, sides and opponent level."""
from __future__ import annotations

import random

import pytest

from konwoj import saves
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.scenes.handoff import HandoffScene
from konwoj.scenes.ingame_menu import InGameMenu
from konwoj.scenes.table import TableScene
from konwoj.scenes.title import TitleScene
from konwoj.play.match import Match
from tests.support.drive import click, make_app  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs", "quick_table")


def past_mulligan(seed):
    s = new_game(seed=seed)
    while s.phase == "mulligan":
        s.apply(next(a for a in s.legal_actions() if a.kind == "keep"))
    return s


def the_table(app) -> TableScene:
    return next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))


def play_some(app, match, n_moves, seed):
    """Click through the table (hand-offs, cards, targets, buttons) until at least ``n_moves``
    actions were taken and the seated person is to move again, with nothing half done."""
    rng = random.Random(seed)
    for _ in range(3000):
        table = the_table(app)
        assert not match.state.is_terminal(), "the game ended before the test could leave it"
        settled = table.resolution is None or not table.resolution.open
        if (match.moves >= n_moves and app.scenes.top is table and table.human_turn()
                and settled and table.sel is None):
            return
        options = [c for c in table.clickables()
                   if not (c[0] == "button" and c[1] in ("undo", "menu"))]
        if not options:
            app.step([])
            continue
        click(app, rng.choice(options)[2])
    raise AssertionError("could not get to the seated player's turn")


def leave_through_the_menu(app):
    table = the_table(app)
    click(app, table.layout.btn_rects["menu"].center)
    menu = app.scenes.top
    assert isinstance(menu, InGameMenu)
    quit_button = menu.buttons[-1]
    assert quit_button.label == "ingame_menu.quit"
    click(app, quit_button.rect.center)
    title = app.scenes.top
    assert isinstance(title, TitleScene) and len(app.scenes.stack) == 1
    return title


def press_continue(app, title):
    button = title.buttons[1]
    assert button.label == "title.continue" and button.enabled
    click(app, button.rect.center)
    return app.scenes.top


@pytest.mark.parametrize("seed", [3, 8])
def test_continue_resumes_a_solo_game_exactly(seed):
    app = make_app()
    match = Match(past_mulligan(seed), "solo", (OUTPOST,), "veteran", seed)
    app.start_match(match)
    play_some(app, match, 6, seed)
    old = match.state.clone()
    old_legal = match.state.legal_actions()
    assert len(old.log) > 10                       # something really happened at the table

    title = leave_through_the_menu(app)
    assert title.autosave == saves.autosave_path()

    table = press_continue(app, title)
    assert isinstance(table, TableScene) and table.match is not match
    new = table.match
    assert new.state == old                        # GameState equality is by to_dict
    assert new.state.to_dict() == old.to_dict()
    assert new.state.legal_actions() == old_legal
    assert (new.mode, new.human_sides, new.opponent_level, new.seed) == \
        ("solo", (OUTPOST,), "veteran", seed)
    # the resumed table is playable at once: the same options are offered to the same side
    assert table.human_turn() and table.legal == old_legal
    assert table.bottom() == OUTPOST


@pytest.mark.slow
def test_continue_resumes_a_hotseat_game_behind_a_hand_off():
    app = make_app(lang="en")
    match = Match(past_mulligan(5), "hotseat", (MOLOCH, OUTPOST), "random", 5)
    app.start_match(match)
    play_some(app, match, 5, 5)
    old = match.state.clone()
    old_legal = match.state.legal_actions()
    to_move = old.current_player

    title = leave_through_the_menu(app)
    top = press_continue(app, title)
    table = the_table(app)
    assert table.match.state == old and table.match.state.legal_actions() == old_legal
    assert (table.match.mode, table.match.human_sides) == ("hotseat", (MOLOCH, OUTPOST))
    # nobody has the seat after a load: the next player's hand waits behind a hand-off
    app.step([])
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.side == to_move
    assert table.visible_hand() == []
    click(app, top.ready.rect.center)
    assert app.scenes.top is table and table.bottom() == to_move
    assert table.legal == old_legal


@pytest.mark.slow
def test_quit_to_title_from_the_menu_autosaves_the_latest_state():
    app = make_app()
    match = Match(past_mulligan(9), "solo", (MOLOCH,), "recruit", 9)
    app.start_match(match)
    play_some(app, match, 3, 9)
    title = leave_through_the_menu(app)
    state, meta = saves.load_with_meta(title.autosave)
    assert state == match.state
    assert meta["mode"] == "solo" and meta["human_sides"] == [MOLOCH]
    assert meta["opponent_level"] == "recruit" and meta["seed"] == 9
