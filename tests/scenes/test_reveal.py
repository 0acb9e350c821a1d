"""Hand-offs and every screen that reveals a hand pass only on purpose (issue 21): a double Space,
Space + Enter, a held key and its repeats, or anything queued before the screen appeared never
pass; a click on the button or a fresh key press after half a second does; Esc opens the in-game
menu with no hand shown. In both editions."""
from __future__ import annotations

import pygame
import pytest

from tests.support.drive import attack_position, click, make_app, post, settle
from konwoj.play.match import Match
from konwoj.play.session import make_match
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.ui import reveal
from konwoj.scenes.handoff import HandoffScene
from konwoj.scenes.ingame_menu import InGameMenu
from konwoj.scenes.mulligan import MulliganScene

EDITIONS = ["1e", "2e"]


def down(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def open_hotseat_table(ruleset):
    """The Outpost at the table in hot seat; its hand and Moloch's are known."""
    from konwoj.scenes.table import TableScene
    s = attack_position(ruleset=ruleset,
                        hands={"outpost": ["scorn"], "moloch": ["bydlak", "modul_bojowy"]})
    app = make_app()
    match = Match(s, "hotseat", (MOLOCH, OUTPOST), "random", 7)
    match.handed_off(OUTPOST)
    table = TableScene(app, match)
    app.push(table)
    app.step([])
    return app, table, match


def end_phase_to_handoff(app, *more):
    """The Outpost presses Space (its phase ends) with ``more`` events queued in the same batch;
    then the hand-off to Moloch shows."""
    post(app, down(pygame.K_SPACE, " "), *more)
    app.step([])
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.side == MOLOCH
    return cover


def assert_covered(app, table, match):
    assert isinstance(app.scenes.top, HandoffScene)
    assert table.visible_hand() == []
    assert match.viewer != MOLOCH


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_double_space_does_not_pass_the_handoff(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    end_phase_to_handoff(app, up(pygame.K_SPACE))
    # 0.2-0.4 s later: Space again (a fresh press, the first was released)
    post(app, down(pygame.K_SPACE, " "), up(pygame.K_SPACE))
    assert_covered(app, table, match)
    # and once more, still before half a second
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert_covered(app, table, match)
    # a deliberate press later passes it: Moloch's hand, Moloch at the bottom
    settle(app)
    post(app, down(pygame.K_SPACE, " "), up(pygame.K_SPACE))
    assert table.handoff_scene is None and match.viewer == MOLOCH
    assert table.visible_hand() == match.state.hand_of(MOLOCH)


def after_one_pass(match):
    """The state after the Outpost's single Space (its phase ends), for comparison."""
    s = match.state.clone()
    s.apply(next(a for a in s.legal_actions() if a.kind == "pass"))
    return s


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_space_and_enter_queued_together_do_not_pass(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    expected = after_one_pass(match)
    # Space ends the phase; Enter (and another Space) were queued behind it in the same batch
    cover = end_phase_to_handoff(app, up(pygame.K_SPACE), down(pygame.K_RETURN),
                                 up(pygame.K_RETURN), down(pygame.K_SPACE, " "))
    assert_covered(app, table, match)
    # the keys queued behind the first Space did nothing on the table either (Moloch's phase
    # was not ended for him)
    assert match.state == expected
    # even after half a second, events queued before the cover was drawn never count
    settle(app)
    assert cover.reveal_guard.held == {pygame.K_SPACE}      # that last Space is still down
    post(app, down(pygame.K_SPACE, " "))                    # its key repeat
    assert_covered(app, table, match)
    post(app, up(pygame.K_SPACE))
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert table.handoff_scene is None and match.viewer == MOLOCH


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_held_key_and_its_repeats_do_not_pass(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    end_phase_to_handoff(app)             # Space still held down
    for _ in range(5):                    # key repeat, well past half a second
        settle(app)
        post(app, down(pygame.K_SPACE, " "))
        assert_covered(app, table, match)
    # Enter pressed while Space is still held: not every key of the phase was released
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert_covered(app, table, match)
    post(app, up(pygame.K_SPACE))
    post(app, down(pygame.K_RETURN))      # fresh, after release and after half a second
    assert table.handoff_scene is None and match.viewer == MOLOCH
    # the Enter still held after the hand-off, and its repeats, do not act on the new hand
    n = len(match.state.log)
    for _ in range(3):
        post(app, down(pygame.K_RETURN))
        post(app, down(pygame.K_SPACE, " "))
    assert len(match.state.log) == n and match.state.current_player == MOLOCH


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_a_click_on_the_button_passes_at_once(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    cover = end_phase_to_handoff(app, up(pygame.K_SPACE))
    click(app, cover.ready.rect.center)
    assert table.handoff_scene is None and match.viewer == MOLOCH


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_a_click_begun_before_the_cover_showed_does_not_pass(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    cover = end_phase_to_handoff(app, up(pygame.K_SPACE))
    pos = cover.ready.rect.center
    cover.reveal_guard.shown_at = None      # as if not drawn yet: the button goes down unseen
    cover.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.draw()
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert_covered(app, table, match)
    # a release alone on the card back does nothing either
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cover.card_rect.center, button=1))
    assert_covered(app, table, match)


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_esc_opens_the_menu_with_no_hand_shown(ruleset):
    app, table, match = open_hotseat_table(ruleset)
    cover = end_phase_to_handoff(app, up(pygame.K_SPACE))
    post(app, down(pygame.K_ESCAPE), up(pygame.K_ESCAPE))
    assert isinstance(app.scenes.top, InGameMenu) and app.scenes.stack[-2] is cover
    assert table.visible_hand() == []
    # Resume (Esc again): the cover is back, and it still needs its own deliberate press
    post(app, down(pygame.K_ESCAPE), up(pygame.K_ESCAPE))
    assert app.scenes.top is cover
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert_covered(app, table, match)


# ---------------------------------------------------------------------- the opening hands
def start_hotseat(ruleset):
    app = make_app()
    match = make_match(new_game(seed=5, ruleset=ruleset), "hotseat")
    app.start_match(match)
    app.step([])
    return app, match


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_the_mulligan_handoff_and_hand_pass_only_on_purpose(ruleset):
    app, match = start_hotseat(ruleset)
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.side == MOLOCH
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert app.scenes.top is cover                  # too soon
    settle(app)
    post(app, down(pygame.K_RETURN))                # passes; Enter still held
    mul = app.scenes.top
    assert isinstance(mul, MulliganScene) and mul.side == MOLOCH
    # the held Enter's repeats and a quick second Enter do not keep Moloch's hand
    post(app, down(pygame.K_RETURN))
    post(app, up(pygame.K_RETURN), down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert app.scenes.top is mul and match.state.phase == "mulligan"
    assert match.state.current_player == MOLOCH
    settle(app)
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))     # now it keeps
    cover2 = app.scenes.top
    assert isinstance(cover2, HandoffScene) and cover2.side == OUTPOST
    # Esc on the mulligan's hand-off: the in-game menu, no hand
    post(app, down(pygame.K_ESCAPE), up(pygame.K_ESCAPE))
    assert isinstance(app.scenes.top, InGameMenu)
    post(app, down(pygame.K_ESCAPE), up(pygame.K_ESCAPE))
    assert app.scenes.top is cover2
    settle(app)
    post(app, down(pygame.K_SPACE, " "), up(pygame.K_SPACE))
    mul2 = app.scenes.top
    assert isinstance(mul2, MulliganScene) and mul2.side == OUTPOST
    settle(app)
    post(app, down(pygame.K_r, "r"), up(pygame.K_r))          # redraw: "your new hand"
    assert mul2.redrawn and mul2.continue_button.visible
    # Enter at once on "your new hand" does not pass it
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert app.scenes.top is mul2
    settle(app)
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    assert app.scenes.top is not mul2 and match.state.phase != "mulligan"


def test_the_guard_unit():
    class FakeApp:
        keys_down = {pygame.K_SPACE}
        key_repeat = False
    app = FakeApp()
    g = reveal.RevealGuard(app)
    assert not g.allows(down(pygame.K_RETURN))      # not shown yet
    g.shown()
    g.age(1.0)
    assert not g.allows(down(pygame.K_RETURN))      # Space from before is still held
    assert g.allows(up(pygame.K_SPACE))
    assert g.allows(down(pygame.K_RETURN))
    app.key_repeat = True
    assert not g.allows(down(pygame.K_RETURN))
    assert g.allows(down(pygame.K_ESCAPE))


@pytest.mark.parametrize("ruleset", EDITIONS)
def test_enter_queued_behind_the_keep_does_not_pass_the_next_handoff(ruleset):
    app, match = start_hotseat(ruleset)
    settle(app)
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN))
    mul = app.scenes.top
    assert isinstance(mul, MulliganScene) and mul.side == MOLOCH
    settle(app)
    # Moloch keeps with Enter; a second Enter and a Space were already queued behind it
    post(app, down(pygame.K_RETURN), up(pygame.K_RETURN), down(pygame.K_RETURN),
         up(pygame.K_RETURN), down(pygame.K_SPACE, " "), up(pygame.K_SPACE))
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.side == OUTPOST
    assert not any(isinstance(s, MulliganScene) and s.side == OUTPOST for s in app.scenes.stack)
    # only a click, or a fresh key half a second later, shows the Outpost's hand
    click(app, cover.ready.rect.center)
    assert isinstance(app.scenes.top, MulliganScene) and app.scenes.top.side == OUTPOST


def test_the_guard_counts_real_time():
    import time

    class FakeApp:
        keys_down: set = set()
        key_repeat = False
    g = reveal.RevealGuard(FakeApp())
    g.shown()
    assert not g.allows(down(pygame.K_SPACE))
    time.sleep(reveal.MIN_SHOWN + 0.05)
    assert g.allows(down(pygame.K_SPACE))
