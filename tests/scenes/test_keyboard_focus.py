"""The keyboard's focus (issue 40, item 3): the discard viewer, the zoom key and the panel's
buttons by keys at the table, a held key acting once, and a screen's list by keys."""
from __future__ import annotations

import pygame
import pytest

from konwoj.app import App
from konwoj.rules import OUTPOST
from tests.support.drive import attack_position, key
from tests.support.table import open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def _app():
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    return app


def _focus_on(app, sc, want, limit=60):
    from konwoj.scenes.table.keys import current
    for _ in range(limit):
        if current(sc) is not None and want(current(sc)):
            return current(sc)
        key(app, pygame.K_TAB)
    raise AssertionError("never focused")


def test_the_discard_viewer_the_zoom_and_the_buttons_by_keys():
    from tests.support.drive import played
    s = played(5, 60)
    while s.current_player is None or not s.discard_of(OUTPOST):
        s.apply(s.legal_actions()[0])
        assert not s.is_terminal()
    app, sc, match = open_table(s, mode="hotseat", seat=s.current_player, lang="en")
    f = _focus_on(app, sc, lambda c: c == ("discard", OUTPOST))
    assert sc.focus_rect() == sc.layout.discard_rect[OUTPOST] and f
    key(app, pygame.K_RETURN)                                 # the pile opens
    assert sc.discard_view == OUTPOST
    key(app, pygame.K_RIGHT)                                  # a card of it, shown large
    app.request_redraw()
    app.step([])
    assert sc.input.viewer_focus in s.discard_of(OUTPOST)
    assert sc.view.frame_hits.overlay.get("zoom") is not None or sc.focus_rect() is not None
    key(app, pygame.K_ESCAPE)                                 # closed; the table stays
    assert sc.discard_view is None and app.scenes.top is sc
    hand = _focus_on(app, sc, lambda c: c[0] == "hand")
    key(app, pygame.K_z)                                      # Z: the focused card large
    assert sc.input.pinned is not None and sc.input.pinned[0] == hand[1]
    key(app, pygame.K_z)
    assert sc.input.pinned is None
    _focus_on(app, sc, lambda c: c == ("panel", "menu"))
    key(app, pygame.K_RETURN)                                 # the Menu button, by Return
    assert app.scenes.top is not sc




def test_a_held_return_acts_once_and_a_held_tab_moves_on():
    """Tab held down moves the focus on with each repeat; Return held down on a hand card
    chooses it once: its repeats do not go on to play it (it used to, on the first station)."""
    from tests.support.drive import post
    from konwoj.scenes.table.keys import current
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST)
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    seen = set()
    for _ in range(4):
        post(app, down)
        seen.add(current(sc))
    assert len(seen) == 4
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    key(app, pygame.K_ESCAPE)                           # the focus goes
    key(app, pygame.K_TAB)                              # on the first hand card
    assert current(sc)[0] == "hand"
    sc.input.keys_quiet_until = 0.0
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                              scancode=0)
    post(app, down)                                     # the card is chosen; a station next
    assert sc.model.sel is not None and match.moves == 0
    mine = []
    real = sc._apply

    def apply(action, hints=None, by_ai=False):
        if not by_ai:
            mine.append(action)
        return real(action, hints, by_ai)
    sc._apply = apply
    for _ in range(5):
        sc.input.keys_quiet_until = 0.0
        post(app, down)
    assert mine == []                                     # the repeats made no move
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="",
                                 scancode=0))


def test_the_load_list_by_keys_opens_a_scenario():
    """Title -> Load -> Tab onto the list, Down to its first entry, Return: the game opens."""
    from tests.support.keyplay import KeyPlayer
    app = _app()
    p = KeyPlayer(app)
    p.title_pick("title.load")
    ls = app.scenes.top
    assert type(ls).__name__ == "LoadScene"
    p.focus(ls, ls.list)
    p.press(pygame.K_DOWN)
    item = ls.list.items[ls.list.selected_index]
    assert item[0] in ("save", "scenario", "replay")
    app.draw()                                          # the ring is drawn on the list
    p.press(pygame.K_RETURN)
    assert app.scenes.top is not ls and getattr(app.scenes.top, "match", None) is not None
