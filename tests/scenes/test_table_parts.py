"""The table as collaborating objects: every attribute is made where its object is made (drawing,
clicking, a computer's move, a lesson or a hint add none), the view returns its hit map instead
of writing into the scene, and a move's consequences come from one answer of the match, with one
copy of the state per move."""
from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.support.drive import attack_position, click, key, make_app, played, settle  # noqa: E402
from tests.support.rules_helpers import count_clones  # noqa: E402
import pygame  # noqa: E402

from konwoj.play.match import Match  # noqa: E402
from konwoj.scenes.table import TableScene  # noqa: E402

pytestmark = pytest.mark.usefixtures("tmp_dirs")

PARTS = ("model", "input", "view", "pacing", "lessons")


def attributes(sc) -> dict:
    out = {"scene": set(vars(sc))}
    for name in PARTS:
        out[name] = set(vars(getattr(sc, name)))
    return out


def test_the_scene_has_one_project_base_and_holds_its_parts():
    from konwoj.scenes.base import Scene
    assert TableScene.__bases__ == (Scene,)
    app = make_app()
    sc = TableScene(app, Match(played(3, 40), "solo", ("outpost",), "random", 3))
    for name in PARTS:
        assert getattr(sc, name).__class__.__module__.startswith("konwoj.")


@pytest.mark.parametrize("mode", ["solo", "hotseat"])
def test_playing_adds_no_attribute_anywhere(mode):
    """Attributes are declared in ``__init__``: a game clicked through (selections, drags,
    hovers, the computer's moves, the battle summary, a hint) adds none to the scene or its
    parts."""
    app = make_app()
    app.settings.ai_budget = 0.1
    match = Match(played(5, 30), mode, ("outpost",) if mode == "solo" else None, "random", 5)
    if mode == "hotseat":
        match.handed_off(match.state.current_player)
    sc = TableScene(app, match)
    made = attributes(sc)
    app.push(sc)
    rng = random.Random(5)
    for _ in range(120):
        if match.state.is_terminal():
            break
        top = app.scenes.top
        if top is not sc:                               # the hand-off cover
            settle(app)
            key(app, pygame.K_RETURN, "\r")
            app.step([])
            continue
        options = [c for c in sc.clickables() if not (c[0] == "button" and c[1] in ("menu",))]
        if options:
            kind, what, pos = rng.choice(options)
            click(app, pos)
            if rng.random() < 0.2:
                key(app, pygame.K_h, "h")                       # ask for a hint
            if rng.random() < 0.2:
                post_right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
                app.step([post_right])
        else:
            click(app, (app.screen.get_width() // 3, app.screen.get_height() // 2))   # hurry it
    assert match.moves > 5
    assert attributes(sc) == made
    if sc.lessons.hint_worker is not None:
        sc.lessons.hint_worker.close()


def test_the_view_returns_its_hit_map_and_writes_nothing_into_the_scene():
    app = make_app()
    sc = TableScene(app, Match(attack_position(), "solo", ("outpost",), "random", 3))
    app.push(sc)
    app.step([])
    before = dict(vars(sc))
    hits = sc.view.draw(app.screen, sc)
    assert hits is sc.view.frame_hits
    assert {k: id(v) for k, v in vars(sc).items()} == {k: id(v) for k, v in before.items()}
    assert sc.view.static_hits.features and sc.view.static_hits.station_labels


def test_a_move_copies_the_state_once(monkeypatch):
    """The table asks the match to apply a move and listens to its answer: one copy of the
    state (the position before, kept for undo and the animations), where b437aec made two."""
    app = make_app()
    s = attack_position()
    sc = TableScene(app, Match(s, "solo", ("outpost",), "random", 3))
    app.push(sc)
    app.step([])
    copies = count_clones(monkeypatch)
    card = next(c for c in sc.clickables() if c[0] == "hand")
    click(app, card[2])
    target = next(c for c in sc.clickables() if c[0] in ("slot", "card", "city", "district"))
    moves = sc.match.moves
    click(app, target[2])
    assert sc.match.moves == moves + 1 and len(copies) == 1


def test_tab_and_return_play_a_card_by_keys_alone():
    """Tab moves the keyboard focus among what can be chosen now, Return chooses it, Esc steps
    back: a card is played without the mouse, and the focus is drawn where it is."""
    app = make_app()
    match = Match(attack_position(), "solo", ("outpost",), "random", 3)
    sc = TableScene(app, match)
    app.push(sc)
    app.step([])
    assert sc.model.focus is None and sc.focus_rect() is None
    key(app, pygame.K_TAB)
    first = sc.model.focus
    assert first == sc.model.choosables()[0] and first[0] == "hand"
    r = sc.focus_rect()
    app.draw()
    column = [app.screen.get_at((r.centerx, y))[:3] for y in range(r.y - 30, r.y)]
    assert (255, 255, 255) in column and (12, 12, 14) in column     # the ring: light in dark
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    from konwoj.scenes.table.keys import current, ring
    assert current(sc) == ring(sc)[-1][0]                           # backwards, round the end
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, "\r")                                  # the card is selected
    assert sc.model.sel is not None and sc.model.sel.source == first
    assert sc.model.focus in sc.model.choosables() and sc.model.focus[0] != "hand"
    key(app, pygame.K_ESCAPE)                                        # back: the selection goes
    assert sc.model.sel is None and app.scenes.top is sc
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, "\r")
    moves = match.moves
    for _ in range(4):                                               # each step until played
        if match.moves > moves:
            break
        key(app, pygame.K_RETURN, "\r")
    assert match.moves == moves + 1
    played_action = match.state.log                                  # the card left the hand
    assert first[1] not in match.state.hand_of("outpost") and played_action
