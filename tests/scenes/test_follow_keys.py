"""Following the other side by the player's own keys and by the focus alone (issue 40, items 3-5
made one): the follow keys are actions of the one bindings table (rebound on the Controls page by
key events, named by the player's key everywhere), the follow buttons are in the keyboard's focus
order (Tab and Return alone step), and every card and city on the table can be reached by the
focus to read and enlarge it without being chosen by it."""
from __future__ import annotations

import pygame
import pytest

from konwoj.i18n import tr
from konwoj.play import keymap
from konwoj.rules import MOLOCH
from konwoj.scenes.table import keys as table_keys
from tests.scenes.test_controls import _app, _rebind, _to_controls
from tests.scenes.test_follow import _texts
from tests.support.drive import key
from tests.support.follow import long_moloch_phase, open_follow_table
from tests.support.scenes import texts_drawn

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def _table(monkeypatch, **kw):
    seed, start, acts = long_moloch_phase("1e")
    app, sc, match, clock = open_follow_table(monkeypatch, start, acts, **kw)
    sc.input.keys_quiet_until = 0.0
    app.request_redraw()
    app.step([])
    return app, sc, match, len(acts)


def _tab_to(app, sc, item, limit=200):
    """Tab round the ring until the focus is on ``item`` (True), or False."""
    for _ in range(limit):
        if sc.focused() == item:
            return True
        key(app, pygame.K_TAB)
    return sc.focused() == item


# ---------------------------------------------------------------------------- rebinding
def test_step_back_rebound_on_the_controls_page_steps_with_the_new_key(monkeypatch):
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "follow_back", pygame.K_b)
    _rebind(app, page, "follow_now", pygame.K_n)
    assert app.settings.keys == {"follow_back": ("b",), "follow_now": ("n",)}
    drawn = " ".join(texts_drawn(app, monkeypatch))
    assert app.tr("keys.follow_back")[:20] in drawn and app.tr("keys.recap_up")[:20] in drawn
    app2, sc, match, n = _table(monkeypatch, keys=dict(app.settings.keys))
    before = match.state.to_dict()
    strip = " ".join(_texts(app2, monkeypatch))
    assert tr("follow.step_back", "en", press="B") in strip        # the strip names B
    key(app2, pygame.K_PAGEUP)
    key(app2, pygame.K_COMMA)
    assert not sc.follow.active                                    # the old keys: nothing
    key(app2, pygame.K_b)
    assert sc.follow.active and sc.follow.step == n
    key(app2, pygame.K_b)
    assert sc.follow.step == n - 1
    banner = " ".join(_texts(app2, monkeypatch))
    assert tr("follow.back", "en", press="B") in banner and tr("follow.now", "en", press="N") in banner
    key(app2, pygame.K_SPACE)                                      # refused, naming N
    assert sc.toast == tr("follow.refused.pass", "en", press="N")
    key(app2, pygame.K_END)
    assert sc.follow.active                                        # End is no key any more
    key(app2, pygame.K_n)
    assert not sc.follow.active and match.state.to_dict() == before


def test_a_follow_key_another_action_has_is_refused_and_the_recap_scroll_may_shadow_a_focus_move():
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "follow_forward", pygame.K_h)               # H is the hint's
    assert app.settings.keys == {}
    assert page.message == app.tr("controls.taken", keyname="H", action=app.tr("keys.hint"),
                                  old=keymap.display_keys(keymap.bindings({}), "follow_forward", app.lang))
    _rebind(app, page, "recap_up", pygame.K_LEFT)    # only inside the recap box: may stand in
    assert app.settings.keys == {"recap_up": ("left",)}
    _rebind(app, page, "recap_down", pygame.K_SPACE)                # Space ends the phase
    assert app.settings.keys == {"recap_up": ("left",)}
    assert keymap.clean({"follow_now": ["z"]})[1] == ["follow_now: a key of another action"]


def test_the_recap_box_scrolls_with_its_own_rebound_key(monkeypatch):
    app, sc, match, n = _table(monkeypatch, size=(960, 540), keys={"recap_down": ("j",)})
    assert sc.view.frame_hits.overlay["recap_cut"]
    assert _tab_to(app, sc, ("follow", "recap_more"))
    key(app, pygame.K_RETURN)                                      # All, by the focus
    assert sc.follow.recap_open
    app.request_redraw()
    app.step([])
    total, fit = sc.view.frame_hits.overlay["recap_box_lines"]
    if total > fit:
        key(app, pygame.K_DOWN)                                    # no longer its key
        assert sc.follow.recap_scroll == 0
        key(app, pygame.K_j)
        assert sc.follow.recap_scroll == 1


# ---------------------------------------------------------------------------- the focus
def test_stepping_with_tab_and_return_alone(monkeypatch):
    app, sc, match, n = _table(monkeypatch)
    before = match.state.to_dict()
    assert _tab_to(app, sc, ("follow", "back"))                    # the strip's Step back
    key(app, pygame.K_RETURN)
    assert sc.follow.active and sc.follow.step == n and match.state.to_dict() == before
    app.request_redraw()
    app.step([])
    ring = [c for c, _ in table_keys.ring(sc)]
    assert ring[:3] == [("follow", "back"), ("follow", "forward"), ("follow", "now")]
    assert _tab_to(app, sc, ("follow", "back"))                    # the banner's Back
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert sc.follow.step == n - 2
    key(app, pygame.K_RIGHT)                                       # the arrows reach Forward
    assert sc.focused() == ("follow", "forward")
    key(app, pygame.K_RETURN)
    assert sc.follow.step == n - 1
    assert _tab_to(app, sc, ("follow", "now"))
    key(app, pygame.K_RETURN)
    assert not sc.follow.active and match.moves == n and match.state.to_dict() == before


def test_the_recap_box_buttons_by_the_focus(monkeypatch):
    app, sc, match, n = _table(monkeypatch, size=(960, 540))
    assert _tab_to(app, sc, ("follow", "recap_more"))
    key(app, pygame.K_RETURN)
    assert sc.follow.recap_open
    app.request_redraw()
    app.step([])
    ring = {c for c, _ in table_keys.ring(sc)}
    assert ring == {("follow", "back"), ("follow", "recap_close")}  # the box's own, only
    assert _tab_to(app, sc, ("follow", "recap_close"), limit=4)
    key(app, pygame.K_RETURN)
    assert not sc.follow.recap_open and not sc.follow.active
    assert _tab_to(app, sc, ("follow", "recap_more"))
    key(app, pygame.K_RETURN)
    app.request_redraw()
    app.step([])
    assert _tab_to(app, sc, ("follow", "back"), limit=4)
    key(app, pygame.K_RETURN)                       # the box's Step back: stepping starts
    assert not sc.follow.recap_open and sc.follow.active and sc.follow.step == n


def test_every_card_and_city_on_the_table_is_reached_by_the_focus_to_read(monkeypatch):
    """Both sides' cards, modules on robots, the cities: Tab reaches each; Z enlarges a card
    that cannot be chosen; Return on it says so in one line and plays nothing."""
    app, sc, match, n = _table(monkeypatch)
    L = sc.layout
    want = {("card", c) for c in L.card_rects} | {("card", c) for c in L.module_peek} \
        | {("city", c) for c in range(len(L.boards))}
    assert any(c[0] == "card" and c[1] in L.module_peek for c in want)   # a module on a robot
    seen = set()
    for _ in range(300):
        key(app, pygame.K_TAB)
        seen.add(sc.focused())
    assert want <= seen
    theirs = next(cid for cid in L.card_rects if match.state.side_of(cid) == MOLOCH
                  and ("card", cid) not in sc.model.choosables())
    assert _tab_to(app, sc, ("card", theirs))
    key(app, pygame.K_z)
    assert sc.input.pinned is not None and sc.input.pinned[0] == theirs
    key(app, pygame.K_z)
    moves = match.moves
    key(app, pygame.K_RETURN)
    name = match.state.card(theirs).name("en")
    assert sc.toast == tr("focus.card_only_read", "en", name=name, zoom="Z")
    assert match.moves == moves and "\n" not in sc.toast
    assert _tab_to(app, sc, ("city", 0))
    key(app, pygame.K_RETURN)
    assert sc.toast.endswith(tr("focus.city_only_read", "en", name="")[2:]) and match.moves == moves
    from konwoj.ui.table import overlays
    told = []
    real = overlays.draw_board_info
    monkeypatch.setattr(overlays, "draw_board_info",
                        lambda p, s, sc_, c: told.append(c) or real(p, s, sc_, c))
    key(app, pygame.K_z)                          # the city told in full, as hovering it
    app.request_redraw()
    app.step([])
    assert told and told[-1] == 0
    key(app, pygame.K_TAB)                        # it follows the focus (to the next city)
    told.clear()
    app.request_redraw()
    app.step([])
    assert told == ([1] if sc.focused() == ("city", 1) else [])
    key(app, pygame.K_ESCAPE)                     # the focus dropped: nothing told
    told.clear()
    app.request_redraw()
    app.step([])
    assert 1 not in told and sc.input.city_info is None     # (the mouse's hover aside)


@pytest.mark.parametrize("size", [(1366, 768), (960, 540)])
def test_the_focus_ring_on_a_banner_button_leaves_its_label_readable(monkeypatch, size):
    """The banner's buttons sit at the window's top edge: the ring drawn there stays around the
    button (it once shrank onto it and hid the top of its label)."""
    app, sc, match, n = _table(monkeypatch, size=size)
    key(app, pygame.K_PAGEUP)
    app.request_redraw()
    app.step([])
    for name in ("back", "forward", "now"):
        r = sc.view.frame_hits.overlay["follow_buttons"][name]
        inner = r.inflate(-4, -4)
        table_keys.set_focus(sc, None)
        app.request_redraw()
        app.draw()
        plain = app.screen.subsurface(inner).copy()
        table_keys.set_focus(sc, ("follow", name))
        app.request_redraw()
        app.draw()
        assert sc.focus_rect() == r
        ringed = app.screen.subsurface(inner)
        differ = sum(plain.get_at((x, y)) != ringed.get_at((x, y))
                     for x in range(inner.w) for y in range(inner.h))
        assert differ <= inner.w * 2, (name, differ)       # at most a line of its border
