"""The table, polished (issue 12): input that does what the player meant, readable at 1366x768,
windows that fit the display. Driven through the real ``App`` with posted events."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.rules import MOLOCH, OUTPOST  # noqa: E402
from test_table_ui import (attack_position, drag, hand_point, move, open_table, post,  # noqa: E402,F401
                           tmp_dirs)


# ---------------------------------------------------------------------- drops
@pytest.mark.parametrize("card", ["pole_elektromagnetyczne", "haker"])
def test_a_drop_on_the_other_sides_empty_station_changes_nothing_and_says_why(card):
    s = attack_position(hands={"outpost": [card, "scorn"], "moloch": ["bydlak"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    before = match.state.to_dict()
    cid, p = hand_point(scene, card)
    enemy = scene.layout.areas[(1, MOLOCH)]
    assert enemy.slots                          # an empty Moloch station above Iron Gate
    drag(app, p, enemy.slots[0].center)
    assert match.state.to_dict() == before      # not put into Iron Gate's Outpost row
    assert cid in match.state.hand_of(OUTPOST)
    assert scene.toast == "Drop the card on a lit station (Outpost) in Iron Gate."
    assert scene.sel is None and scene.drag is None


def test_a_drop_on_the_city_board_between_the_rows_changes_nothing():
    s = attack_position(hands={"outpost": ["haker"], "moloch": ["bydlak"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    before = match.state.to_dict()
    _, p = hand_point(scene, "haker")
    board = scene.layout.boards[1]
    drag(app, p, (board.x + board.w // 3, board.centery))
    assert match.state.to_dict() == before
    assert "lit station" in scene.toast


def test_the_dragged_card_glows_only_over_a_lit_station():
    s = attack_position(hands={"outpost": ["haker"], "moloch": ["bydlak"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    L = scene.layout
    _, p = hand_point(scene, "haker")
    move(app, p)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    move(app, (p[0] + 30, p[1] - 60), (1, 0, 0))
    assert scene.drop_would_work(L.areas[(1, OUTPOST)].slots[0].center)
    assert not scene.drop_would_work(L.areas[(1, MOLOCH)].slots[0].center)
    assert not scene.drop_would_work(L.boards[1].center)


def test_a_drop_on_the_lit_station_still_plays_the_card():
    s = attack_position(hands={"outpost": ["pole_elektromagnetyczne"], "moloch": ["bydlak"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    cid, p = hand_point(scene, "pole_elektromagnetyczne")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert cid in match.state.cards_in(1, OUTPOST)
