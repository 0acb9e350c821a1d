"""Every move made by clicks on a card already on the table is made by dragging it too (issue 36,
item 5): the Runner's run (its ability), Retreat's moves (the Outpost's Instant), Moloch's Move
and the Scout's move (decisions that ask which unit, then where). Real posted mouse events."""
from __future__ import annotations

import pygame
import pytest

from konwoj.rules import MOLOCH, OUTPOST
from tests.support.drive import attack_position, click, move, post
from tests.support.table import drag, open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def _city_spot(scene, c):
    """A point of city ``c`` that answers a "which city" step."""
    return scene._city_point(c)


def _card_point(scene, cid):
    return scene.layout.card_rects[cid].center


def _where(state, cid):
    for c in range(5):
        for side in (MOLOCH, OUTPOST):
            if cid in state.cards_in(c, side):
                return c
    return None


def test_the_runner_runs_by_drag():
    app, scene, match = open_table(attack_position(), mode="solo", seat=OUTPOST)
    runner = next(c for c in match.state.cards_in(2, OUTPOST) if c.startswith("biegacz"))
    drag(app, _card_point(scene, runner), _city_spot(scene, 3))
    assert _where(match.state, runner) == 3
    assert scene.drag is None and scene.sel is None


def test_the_runner_dropped_nowhere_stays_and_says_why():
    app, scene, match = open_table(attack_position(), mode="solo", seat=OUTPOST)
    runner = next(c for c in match.state.cards_in(2, OUTPOST) if c.startswith("biegacz"))
    before = match.moves
    drag(app, _card_point(scene, runner), scene.layout.log_rect.center)
    assert match.moves == before and _where(match.state, runner) == 2
    assert scene.toast and scene.drag is None


def test_retreat_moves_a_soldier_by_drag():
    state = attack_position(hands={"outpost": ["odwrot"], "moloch": ["bydlak"]})
    app, scene, match = open_table(state, mode="solo", seat=OUTPOST)
    click(app, scene._hand_point("odwrot-1"))
    click(app, scene.layout.mid.center)          # the Instant goes to the table
    assert match.state.decision[0] == "pick"
    trep = next(c for c in match.state.cards_in(2, OUTPOST) if c.startswith("trep"))
    drag(app, _card_point(scene, trep), _city_spot(scene, 1))
    assert _where(match.state, trep) == 1


def test_the_same_move_by_click_then_click():
    """The click path the drag must match (it worked before the drag did)."""
    state = attack_position(hands={"outpost": ["odwrot"], "moloch": ["bydlak"]})
    app, scene, match = open_table(state, mode="solo", seat=OUTPOST)
    click(app, scene._hand_point("odwrot-1"))
    click(app, scene.layout.mid.center)
    trep = next(c for c in match.state.cards_in(2, OUTPOST) if c.startswith("trep"))
    click(app, _card_point(scene, trep))
    click(app, _city_spot(scene, 1))
    assert _where(match.state, trep) == 1


def test_the_scout_moves_a_soldier_by_drag():
    state = attack_position(table={1: {"moloch": ["lowca"], "outpost": ["trep"]}},
                            hands={"outpost": ["zwiadowca"], "moloch": ["bydlak"]})
    app, scene, match = open_table(state, mode="solo", seat=OUTPOST)
    drag(app, scene._hand_point("zwiadowca-1"),
         scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert match.state.decision == ("pick", "scout_move")
    start, end = _card_point(scene, "trep-1"), _city_spot(scene, 2)
    move(app, start)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    move(app, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), (1, 0, 0))
    move(app, end, (1, 0, 0))
    assert scene.drag_card() == "trep-1"               # carried under the mouse ...
    assert scene.drop_would_work(end)                  # ... glowing over where it may go
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert _where(match.state, "trep-1") == 2


def test_moloch_moves_a_robot_by_drag():
    state = attack_position(phase="moloch_attack",
                            table={1: {"moloch": ["lowca"], "outpost": ["trep"]},
                                   2: {"moloch": ["bydlak"]}},
                            hands={"outpost": ["zwiadowca"], "moloch": ["ruch_molocha"]})
    app, scene, match = open_table(state, mode="solo", seat=MOLOCH)
    click(app, scene._hand_point("ruch_molocha-1"))       # Move chosen from the hand ...
    drag(app, _card_point(scene, "bydlak-1"), _city_spot(scene, 3))   # ... its Robot dragged
    assert _where(match.state, "bydlak-1") == 3
