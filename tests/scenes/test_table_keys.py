"""Every key the table listens to, pressed on every box that can be open when it is pressed
(issues 36, 40): every default key of every action of the one bindings table
(``konwoj.play.keymap.ACTIONS``: choosing, ending the phase, stepping back, undo, the hint, the
focus moves, zoom, stepping through the other side's last phase, the recap box's scroll), on the
bare table, the hint, a scenario's "Try: ...", the battle summary, the discard viewer, a
right-clicked card, a lesson's note and its step asking for a move, the end-of-phase
confirmation, the in-game menu, a dialog over it, the game-over screen, the hot-seat hand-off,
the table stepped back ("following") and the whole recap opened ("recap_all"). Keys are real posted
``KEYDOWN``/``KEYUP`` events through ``App.step()``; each case asserts what the player gets.

The rule (``konwoj.scenes.table.boxes``): Space, Return and Esc on a box only close it; they
never end the phase, cancel a choice or open the menu through it.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from konwoj.ai.hint import Hint
from konwoj.i18n import tr
from konwoj.play import keymap
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.rules.scenario import build_position
from konwoj.scenes.ingame_menu import InGameMenu
from konwoj.scenes.table import keys as table_keys
from konwoj.ui import keynames
from tests.support.drive import attack_position, click, key, played
from tests.support.table import drag, open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SPACE, RETURN, KP_ENTER, ESC = pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE
CLOSERS = [SPACE, RETURN, KP_ENTER, ESC]


def _event_of(spec: str) -> tuple[int, int]:
    mods, _ = keymap.parse(spec)
    bits = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT}
    mod = 0
    for m in mods:
        mod |= bits[m]
    return keynames.key_code(spec), mod


# every default key of every action of the one bindings table (a new action is in at once)
KEYS = {spec: _event_of(spec) for a in keymap.ACTIONS for spec in a.keys}
ACT = {spec: keymap.owner_of(keymap.bindings(), spec) for spec in KEYS}      # on the table
IN_RECAP = {spec: keymap.owner_of(keymap.bindings(), spec, "recap") for spec in KEYS}
FOLLOW_BACK = tuple(k for k, a in ACT.items() if a == "follow_back")
FOLLOW_FORWARD = tuple(k for k, a in ACT.items() if a == "follow_forward")
FOLLOW = tuple(k for k, a in ACT.items() if a.startswith("follow_"))
FOCUS_MOVES = ("focus_next", "focus_prev", "focus_left", "focus_right", "focus_up", "focus_down")
# the actions test_every_key_on_every_box has expectations for (a new one must be added there)
EXPECTED = {"choose", "end_phase", "back", "undo", "hint", "zoom", *FOCUS_MOVES, "follow_back",
            "follow_forward", "follow_now", "recap_up", "recap_down"}


def test_every_action_of_the_bindings_table_is_expected_on_every_box():
    assert {a.name for a in keymap.ACTIONS} == EXPECTED
    assert set(KEYS) >= {"space", "return", "keypad enter", "escape", "ctrl+z", "page up", "end"}


class InstantHints:
    """The hint worker's stand-in for the matrix: the first legal move, at once (the real worker
    process is driven by ``test_return_on_the_real_hint_closes_it_and_the_phase_goes_on``)."""

    busy = False
    last_error = None

    def start_hint(self, state, seed=0, budget=1.0):
        self._hint = Hint(state.legal_actions()[0], state.current_player)
        self.busy = True

    def poll(self):
        self.busy = False
        h, self._hint = getattr(self, "_hint", None), None
        return h

    def cancel(self):
        self.busy = False

    def close(self):
        pass


@pytest.fixture
def instant_hints(monkeypatch):
    import konwoj.ai.worker as worker_mod
    monkeypatch.setattr(worker_mod, "HintWorker", InstantHints)


ALIAS = {"esc": "escape", "ctrl_z": "ctrl+z", "kp_enter": "keypad enter"}


def press(app, name):
    k, mod = KEYS[ALIAS.get(name, name)]
    key(app, k, mod=mod)


def wait_hint(app, sc, seconds=2.0):
    """Loop until the hint is in (the EV_HINT timer polls the worker every 60 ms)."""
    import time
    deadline = time.monotonic() + seconds
    while sc.lessons.hint is None and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step()


def redraw(app):
    app.request_redraw()
    app.step([])


# ---------------------------------------------------------------------------- the boxes
def _table():
    """A solo game, the Outpost's attack, End phase possible, nothing open."""
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST)
    return app, sc


def _with_hint():
    app, sc = _table()
    press(app, "h")
    wait_hint(app, sc)
    redraw(app)
    assert "box" in sc.view.frame_hits.lesson and sc.lessons.hint is not None
    return app, sc


def _with_try():
    from konwoj.app import App
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    app.load_file(Path(__file__).resolve().parents[2] / "saves" / "02-moloch-attack.yaml")
    sc = app.scenes.top
    redraw(app)
    assert sc.lessons.try_text and "box" in sc.view.frame_hits.lesson and sc.human_turn()
    return app, sc


def _with_summary():
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"], "outpost": ["komandos"]}, seed=5)
    app, sc, match = open_table(s, seat=MOLOCH)
    key(app, SPACE)                                 # Moloch ends its phase: the battle resolves
    sc.input.keys_quiet_until = 0.0                      # (its quiet period is tested on its own)
    redraw(app)
    assert sc.resolution is not None and sc.resolution.open
    return app, sc


def _with_discard():
    app, sc = _table()
    click(app, sc.layout.discard_rect[OUTPOST].center)
    assert sc.discard_view == OUTPOST
    return app, sc


def _with_zoom():
    app, sc = _table()
    r = sc.layout.card_rects["lowca-1"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    app.step()
    redraw(app)
    assert sc.input.pinned is not None and sc.view.frame_hits.overlay.get("zoom") is not None
    return app, sc


def _with_lesson(kind):
    from tests.support.scenes import app_in_lesson
    app, sc = app_in_lesson("outpost")
    runner = sc.match.lesson
    import time
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        redraw(app)
        if runner.done or runner.current.kind == kind:
            break
        if runner.current.kind == "info":
            click(app, next(c for c in sc.clickables() if c[:2] == ("lesson", "next"))[2])
        elif runner.current.kind == "opponent":
            time.sleep(0.02)                        # the scripted opponent moves at its pace
        else:
            click(app, next(c for c in sc.clickables() if c[:2] == ("lesson", "skip"))[2])
    assert (runner.done if kind == "finished" else runner.current.kind == kind)
    assert "box" in sc.view.frame_hits.lesson
    return app, sc


def _with_confirm():
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST,
                                confirm_end_phase=True)
    key(app, SPACE)
    assert sc.model.confirm_pass and match.moves == 0
    return app, sc


def _with_menu():
    app, sc = _table()
    press(app, "esc")
    assert isinstance(app.scenes.top, InGameMenu)
    return app, sc


def _with_dialog():
    app, sc = _with_menu()
    menu = app.scenes.top
    click(app, menu.buttons[1].rect.center)         # Save: its name asked over the menu
    assert app.scenes.top is not menu and app.scenes.top.is_overlay
    return app, sc


def _with_game_over():
    s = played(3, 10_000)
    assert s.is_terminal()
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST)
    app.step([])
    assert sc.over_shown and app.scenes.top is not sc
    return app, sc


def _with_handoff():
    s = attack_position()
    app, sc, match = open_table(s, mode="hotseat")       # nobody has taken the seat yet
    app.step([])
    assert sc.handoff_scene is not None and app.scenes.top is sc.handoff_scene
    return app, sc


def _after_molochs_phase():
    """A solo game just after Moloch's long phase (its moves came through the table's pacing)."""
    from tests.support.follow import long_moloch_phase, open_follow_table
    seed, start, acts = long_moloch_phase("1e")
    with pytest.MonkeyPatch.context() as mp:
        app, sc, match, clock = open_follow_table(mp, start, acts, lang="pl")
    sc.input.keys_quiet_until = 0.0
    return app, sc


def _following():
    app, sc = _after_molochs_phase()
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert sc.follow.active and sc.follow.step == sc.follow.phase.n - 1
    return app, sc


def _with_recap_all():
    app, sc = _after_molochs_phase()
    sc.follow.open_recap()          # (its "All" button is clicked in tests/scenes/test_follow.py)
    redraw(app)
    assert "recap_box" in sc.view.frame_hits.overlay
    return app, sc


BOXES = {"none": _table, "hint": _with_hint, "try": _with_try, "summary": _with_summary,
         "discard": _with_discard, "zoom": _with_zoom,
         "lesson_note": lambda: _with_lesson("info"), "lesson_move": lambda: _with_lesson("do"),
         "confirm_end_phase": _with_confirm, "menu": _with_menu, "dialog": _with_dialog,
         "game_over": _with_game_over, "handoff": _with_handoff,
         "following": _following, "recap_all": _with_recap_all}

# what each closable box's "is it open" looks like, read from the scene
IS_OPEN = {
    "hint": lambda sc: sc.lessons.hint is not None,
    "try": lambda sc: bool(sc.lessons.try_text),
    "summary": lambda sc: sc.resolution is not None and sc.resolution.open,
    "discard": lambda sc: sc.discard_view is not None,
    "zoom": lambda sc: sc.input.pinned is not None,
    "recap_all": lambda sc: sc.follow.recap_open,
}


def _snapshot(app, sc):
    return {"moves": sc.match.moves, "state": sc.match.state.to_dict(), "top": app.scenes.top,
            "step": sc.follow.step,
            "depth": len(app.scenes.stack),
            "lesson": sc.match.lesson.index if getattr(sc.match, "lesson", None) else None}


@pytest.mark.slow
@pytest.mark.parametrize("key_name", list(KEYS))
@pytest.mark.parametrize("box", list(BOXES))
def test_every_key_on_every_box(box, key_name, instant_hints):
    app, sc = BOXES[box]()
    before = _snapshot(app, sc)
    k, _ = KEYS[key_name]
    press(app, key_name)
    for _ in range(3):
        app.step()
    after = _snapshot(app, sc)
    phase_ended = after["moves"] > before["moves"]
    if key_name in FOLLOW:          # looking back never changes the game, whatever is open
        assert not phase_ended and after["state"] == before["state"]
    if box == "following":
        _following_gets(sc, key_name, before, after)
        return
    if IN_RECAP[key_name] in ("recap_up", "recap_down"):   # they scroll the open recap
        assert not phase_ended and after["state"] == before["state"]
        if box == "recap_all":
            assert sc.follow.recap_open
        return
    if box == "recap_all" and key_name in FOLLOW:
        assert not sc.follow.recap_open                 # the box gives way to the stepping
        assert sc.follow.active == (key_name in FOLLOW_BACK)
        return
    if key_name in FOLLOW and box in ("lesson_note", "lesson_move"):
        assert not sc.follow.active
        if key_name in FOLLOW_BACK:
            assert sc.toast == tr("follow.lesson", app.lang)         # refused, and why
        return
    if key_name in FOLLOW and box == "summary":
        assert not sc.follow.active and IS_OPEN[box](sc)             # the summary waits
        return
    if box == "none" and key_name in FOLLOW:
        assert not sc.follow.active                     # Moloch has not played here yet
        if key_name in FOLLOW_BACK:
            assert sc.toast == tr("follow.none_yet", app.lang, side=tr("side.moloch", app.lang))
        return
    if box == "none":
        if k in (SPACE, RETURN, KP_ENTER):
            assert phase_ended                                     # End phase
        elif k == ESC:
            assert isinstance(app.scenes.top, InGameMenu)          # the in-game menu
        elif ACT[key_name] == "undo":
            assert not phase_ended and sc.toast                    # "cannot undo" said
        elif ACT[key_name] in FOCUS_MOVES:
            # the keyboard's focus comes onto something the player can choose now; nothing played
            assert not phase_ended and after["state"] == before["state"]
            f = table_keys.current(sc)
            assert f is not None and f in [c for c, _ in table_keys.ring(sc)]
            assert sc.focus_rect() is not None and app.scenes.top is sc
        elif ACT[key_name] == "zoom":
            # nothing focused: nothing to enlarge, nothing played
            assert not phase_ended and after["state"] == before["state"]
            assert sc.input.pinned is None and app.scenes.top is sc
        else:
            wait_hint(app, sc)
            assert sc.lessons.hint is not None                      # H: a hint
        return
    if box == "confirm_end_phase":
        if k in (SPACE, RETURN, KP_ENTER):
            assert phase_ended                 # the confirmation asked for the key again
        else:
            assert not phase_ended
            if k == ESC:
                assert not sc.model.confirm_pass and app.scenes.top is sc    # Esc takes it back
        return
    assert not phase_ended, f"{key_name} on {box} ended the phase"
    if box in IS_OPEN:
        if k in CLOSERS:
            assert not IS_OPEN[box](sc), f"{key_name} left {box} open"
            assert app.scenes.top is sc, f"{key_name} on {box} opened {app.scenes.top}"
            assert after["state"] == before["state"]
        elif ACT[key_name] != "hint":
            assert after["state"] == before["state"]
    elif box == "lesson_note":
        if k in CLOSERS:
            assert after["lesson"] == before["lesson"] + 1          # read: Next
            assert app.scenes.top is sc
        else:
            assert after["lesson"] == before["lesson"]
    elif box == "lesson_move":
        # the step asks for a move: no key makes it, and no key takes one back
        assert after["state"] == before["state"] and after["lesson"] == before["lesson"]
    elif box in ("menu", "dialog", "game_over", "handoff"):
        # a screen over the table takes the key: the game is as it was
        assert after["state"] == before["state"]
        if box == "menu" and k == ESC:
            assert app.scenes.top is sc                             # Esc closes the menu
        if box == "handoff" and k in (SPACE, RETURN, KP_ENTER):
            assert sc.handoff_scene is before["top"] or sc.handoff_scene is None


def _following_gets(sc, key_name, before, after):
    """Stepping back: the follow keys step, Esc and End come back to now, Space, Return,
    Ctrl+Z, Backspace and H are refused and say why; nothing changes the game."""
    assert after["moves"] == before["moves"] and after["state"] == before["state"]
    k, mod = KEYS[key_name]
    f = sc.follow
    if key_name in FOLLOW_BACK:
        assert f.step == before["step"] - 1
    elif key_name in FOLLOW_FORWARD:
        assert f.step == before["step"] + 1
    elif ACT[key_name] in ("follow_now", "back"):
        assert not f.active and sc.state is sc.match.state and sc.human_turn()
    else:
        assert f.active and f.step == before["step"]
        what = {"end_phase": "pass", "choose": "pass", "undo": "undo",
                "hint": "hint"}.get(ACT[key_name])
        if what:
            assert sc.toast == tr("follow.refused." + what, "pl", press="End")


def test_a_held_key_that_closed_a_box_does_not_reach_the_table(instant_hints):
    """Return held on the hint: its first press closes the box, its repeats do nothing."""
    app, sc = _with_hint()
    down = pygame.event.Event(pygame.KEYDOWN, key=RETURN, mod=0, unicode="\r", scancode=0)
    from tests.support.drive import post
    post(app, down)
    assert sc.lessons.hint is None
    for _ in range(3):
        post(app, down)                                  # the key repeats while held
    assert sc.match.moves == 0
    post(app, pygame.event.Event(pygame.KEYUP, key=RETURN, mod=0, unicode="", scancode=0))
    post(app, down)                                      # pressed again: the table's own
    assert sc.match.moves == 1


def test_a_held_key_that_closed_the_menu_does_not_end_the_phase():
    app, sc = _with_menu()
    menu = app.scenes.top
    down = pygame.event.Event(pygame.KEYDOWN, key=RETURN, mod=0, unicode="\r", scancode=0)
    from tests.support.drive import post
    post(app, down)                                       # Return on Resume
    assert app.scenes.top is sc, menu
    for _ in range(3):
        post(app, down)
    assert sc.match.moves == 0


def test_a_key_in_the_quiet_period_is_refused_and_says_so():
    """Space right after an automatic step is refused, and the table shows that it was (in the
    player's language); once the quiet period is over the same key ends the phase."""
    for lang, word in (("pl", "za szybko"), ("en", "too soon")):
        app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST, lang=lang)
        sc.input.keys_quiet_until = sc.now() + 60            # as an automatic step leaves it
        sc.toast = None
        key(app, SPACE)
        assert match.moves == 0
        assert sc.toast and word in sc.toast.lower()
        redraw(app)
        sc.input.keys_quiet_until = 0.0
        key(app, SPACE)
        assert match.moves == 1


@pytest.mark.slow
def test_space_right_after_the_computer_moved_is_refused_visibly():
    """The player's path: the computer (a real in-process opponent, real clock) moves and hands
    the turn over; Space pressed at once is refused, and the table says so."""
    import time
    state = attack_position(phase="moloch_attack",
                            table={1: {"moloch": ["lowca"], "outpost": ["trep"]},
                                   2: {"moloch": ["bydlak"]}},
                            hands={"outpost": ["scorn"], "moloch": ["ruch_molocha"]})
    assert state.current_player == MOLOCH
    app, sc, match = open_table(state, mode="solo", seat=OUTPOST)
    deadline = time.monotonic() + 60
    while not (match.moves and sc.human_turn()) and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step()
    assert match.moves and sc.human_turn()
    moves = match.moves
    key(app, SPACE)                              # at once: inside the quiet period
    assert match.moves == moves and "za szybko" in sc.toast
    time.sleep(0.6)
    key(app, SPACE)                              # looked, pressed again: the phase ends
    assert match.moves == moves + 1


@pytest.mark.slow
def test_return_on_the_real_hint_closes_it_and_the_phase_goes_on():
    """The player's path on b437aec: H, the hint comes from the real worker process with the
    shipped budget, Return closes the box; the phase must not end."""
    import time
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST, ai_budget=0.3)
    press(app, "h")
    deadline = time.monotonic() + 60
    while sc.lessons.hint is None and time.monotonic() < deadline:
        time.sleep(0.05)
        app.step()
    assert sc.lessons.hint is not None
    redraw(app)
    phase = (match.state.battle, match.state.phase)
    press(app, "return")
    assert sc.lessons.hint is None
    assert match.moves == 0 and (match.state.battle, match.state.phase) == phase
    sc.lessons.hint_worker.close()


@pytest.mark.parametrize("lang,word", [("pl", "najpierw wybierz"), ("en", "choose one")])
def test_space_while_a_pick_must_be_answered_is_refused_visibly(lang, word):
    """Łowca entered: Moloch must pick a Soldier to kill (no End phase). Space changes nothing
    and the table says why, in the player's language."""
    s = build_position(phase="moloch_attack", battle_city=1,
                       table={1: {"outpost": ["trep", "komandos"]}},
                       hands={"moloch": ["lowca"]}, seed=5)
    app, sc, match = open_table(s, seat=MOLOCH, lang=lang)
    from tests.support.table import drag
    drag(app, sc._hand_point("lowca-1"), sc.layout.areas[(1, MOLOCH)].slots[0].center)
    assert match.state.decision == ("pick", "kill_soldier")
    sc.input.keys_quiet_until = 0.0
    sc.toast = None
    moves = match.moves
    key(app, SPACE)
    assert match.moves == moves and sc.toast and word in sc.toast.lower()


@pytest.mark.slow
def test_return_on_the_finished_lesson_keeps_playing():
    """The finished lesson's callout (Keep playing / Play a real game): Return closes it as Keep
    playing does; it neither starts a new game nor acts on the table."""
    app, sc = _with_lesson("finished")
    runner = sc.match.lesson
    assert runner.done and sc.lessons.finish and "box" in sc.view.frame_hits.lesson
    n = len(sc.state.log)
    import time
    time.sleep(0.6)                   # the lesson's last move was just made: its quiet passes
    key(app, RETURN)
    assert not sc.lessons.finish
    # the game goes on (the computer may move), but the player's side did nothing
    assert not [e for e in sc.state.log[n:] if e.key == "pass" and e.args[:1] == (OUTPOST,)]
    assert app.scenes.stack[1] is sc or sc in app.scenes.stack


@pytest.mark.slow
@pytest.mark.parametrize("closer", ["space", "return", "esc"])
def test_a_box_in_the_replay_closes_on_its_keys_and_the_replay_stays(closer):
    """The replay opened from the game-over screen: a card enlarged by a right click closes on
    Space, Return or Esc, and only the next Esc leaves the replay."""
    from tests.support.drive import post
    from konwoj.scenes.table.replay import ReplayScene
    s = played(3, 10_000)
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST)
    app.step([])
    click(app, app.scenes.top.replay_button.rect.center)
    rp = app.scenes.top
    assert isinstance(rp, ReplayScene)
    redraw(app)
    cid, r = next(iter(rp.layout.card_rects.items()))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert rp.input.pinned is not None
    step = rp.rp.step
    press(app, closer)
    assert rp.input.pinned is None and app.scenes.top is rp and rp.rp.step == step
    press(app, "esc")
    assert app.scenes.top is not rp


@pytest.mark.parametrize("key_name", ["ctrl_z", "backspace", "h"])
def test_undo_and_hint_keys_while_the_computer_thinks_say_why(key_name, monkeypatch):
    """Ctrl+Z, Backspace and H while the computer is to move: refused, and the table says so."""
    import konwoj.scenes.table.pacing as pacing_mod

    class Thinking:                       # a computer that takes its time over its move
        def start(self, *a):
            pass

        def poll(self):
            return None

        def cancel(self):
            pass

    monkeypatch.setattr(pacing_mod, "make_opponent", lambda level: Thinking())
    state = attack_position(phase="moloch_attack",
                            table={1: {"moloch": ["lowca"], "outpost": ["trep"]},
                                   2: {"moloch": ["bydlak"]}},
                            hands={"outpost": ["scorn"], "moloch": ["ruch_molocha"]})
    app, sc, match = open_table(state, mode="solo", seat=OUTPOST, lang="en")
    assert not sc.human_turn() and match.ai_to_move()
    sc.toast = None
    before = match.state.to_dict()
    press(app, key_name)
    assert sc.toast == "It is not your move now."
    assert sc.lessons.hint_worker is None
    assert match.state.to_dict() == before


def test_an_undo_takes_away_the_hint_shown_for_the_position_undone(instant_hints):
    """H after a move, then Ctrl+Z: the hint was for the position that is gone, so it goes too
    (it used to stay on screen, lighting a move of the undone position)."""
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST)
    scorn = next(c for c in match.state.hand_of(OUTPOST) if c.startswith("scorn"))
    drag(app, sc._hand_point(scorn), sc.layout.areas[(1, OUTPOST)].slots[0].center)
    assert match.moves == 1
    before_undo = match.state.to_dict()
    press(app, "h")
    wait_hint(app, sc)
    assert sc.lessons.hint is not None
    press(app, "ctrl_z")
    assert match.state.to_dict() != before_undo                    # the move was taken back
    assert sc.lessons.hint is None
    redraw(app)
    assert "box" not in sc.view.frame_hits.lesson
