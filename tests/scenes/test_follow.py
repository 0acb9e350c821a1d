"""Following the other side (issue 40, item 5): the other side's last phase stepped through on the
table action by action (back, forward, back to now) with keys and the on-table buttons, read-only,
never changing the game; the computer waits while the player looks back; and the recap of a long
phase is never cut (it wraps, and "All" opens it whole). Real key and mouse events through
``App.step``."""
from __future__ import annotations

import time

import pygame
import pytest

from konwoj.i18n import tr
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.rules.replaying import replay
from konwoj.texts import recap as R
from tests.support.drive import click, key, move, post
from tests.support.follow import Script, long_moloch_phase, open_follow_table
from tests.support.table import drag

pytestmark = pytest.mark.usefixtures("tmp_dirs")

PGUP, PGDN, END = pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END


def _table(monkeypatch, ruleset="1e", **kw):
    seed, start, acts = long_moloch_phase(ruleset)
    return open_follow_table(monkeypatch, start, acts, **kw) + (len(acts),)


def _redraw(app):
    app.request_redraw()
    app.step([])


def _ov(sc):
    return sc.view.frame_hits.overlay


def _button(sc, name):
    return _ov(sc)["follow_buttons"][name].center


# ---------------------------------------------------------------------------- stepping
@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_page_up_steps_through_the_computers_phase_and_end_puts_the_table_back(
        monkeypatch, ruleset, lang):
    app, sc, match, clock, n = _table(monkeypatch, ruleset, lang=lang)
    assert n >= 10
    # the player has a card selected when they look back: it is still selected after Now
    card = next(c for c in match.state.hand_of(OUTPOST) if c in sc.model.sources)
    click(app, sc._hand_point(card))
    assert sc.model.selected_card() == card
    live = match.state
    before = live.to_dict()
    lit = sc.model.lit.key()
    rec = live.record
    first = len(rec) - n
    key(app, PGUP)
    f = sc.follow
    assert f.active and f.step == n and f.phase.n == n and f.phase.first == first
    side = tr("side.moloch", lang)
    for k in range(n, -1, -1):
        _redraw(app)
        assert sc.state.to_dict() == replay(rec, upto=first + k).to_dict()      # the position
        assert match.state is live and live.to_dict() == before                 # the game
        assert not sc.human_turn() and sc.model.lit.empty() and sc.model.sel is None
        banner = _ov(sc)["follow_text"][0]
        if k:
            assert banner == tr("follow.banner", lang, side=side, k=k, n=n)
            words = R.step_text(f.phase.events(k, OUTPOST), f.phase.states[k], MOLOCH, lang)
            assert " ".join(_ov(sc)["follow_text"][1:]) == words
            a = f.phase.actions[k - 1]
            if a.kind == "play" and a.card in sc.state.city_of:
                marked = _ov(sc)["follow_marked"]
                assert sc.layout.card_rects[a.card] in marked   # the card it put down, marked
        else:
            assert banner == tr("follow.banner_before", lang, side=side, n=n)
        key(app, PGUP)
    assert f.step == 0 and sc.toast          # the start: said, not wrapped round
    key(app, PGDN)
    key(app, pygame.K_PERIOD)
    assert f.step == 2
    key(app, pygame.K_COMMA)
    assert f.step == 1
    key(app, END)
    assert not f.active and sc.state is live and live.to_dict() == before
    assert sc.model.selected_card() == card and sc.model.lit.key() == lit      # as it was
    assert sc.human_turn()
    _redraw(app)
    assert "follow_banner" not in _ov(sc)


def test_forward_past_the_last_action_is_now(monkeypatch):
    app, sc, match, clock, n = _table(monkeypatch)
    key(app, PGUP)
    assert sc.follow.step == n
    key(app, PGDN)
    assert not sc.follow.active and sc.human_turn()
    sc.toast = None
    key(app, PGDN)                            # at now already: it says so
    assert not sc.follow.active and sc.toast and "PgUp" in sc.toast


@pytest.mark.parametrize("size", [(960, 540), (1366, 768), (1920, 1080)])
def test_the_buttons_on_the_table_step_with_the_mouse(monkeypatch, size):
    from konwoj.ui.table import paint as P
    app, sc, match, clock, n = _table(monkeypatch, size=size)
    before = match.state.to_dict()
    _redraw(app)
    assert not _ov(sc)["recap"].colliderect(_ov(sc)["follow_buttons"]["back"])
    click(app, _button(sc, "back"))           # "Step back (PgUp)" beside the recap
    assert sc.follow.step == n
    _redraw(app)
    # the banner holds its words and its buttons, apart, on the screen
    ov = _ov(sc)
    banner, L = ov["follow_banner"], sc.layout
    assert app.screen.get_rect().contains(banner)
    for i, s in enumerate(ov["follow_text"]):
        assert P.text_width(s, L.fs, i == 0) <= banner.w - 2 * L.gap
    rects = list(ov["follow_buttons"].values())
    assert all(banner.contains(r) for r in rects)
    title = pygame.Rect(banner.x + L.gap, banner.y + L.gap,
                        P.text_width(ov["follow_text"][0], L.fs, True), P.line_height(L.fs))
    assert not any(title.colliderect(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    click(app, _button(sc, "back"))
    click(app, _button(sc, "back"))
    assert sc.follow.step == n - 2
    click(app, _button(sc, "forward"))
    assert sc.follow.step == n - 1
    click(app, _button(sc, "now"))
    assert not sc.follow.active and match.state.to_dict() == before
    _redraw(app)
    click(app, _button(sc, "back"))
    _redraw(app)
    # the panel's main button says the way back, and takes it
    label, enabled, _ = sc.buttons()["main"]
    assert enabled and "End" in label
    click(app, sc.layout.btn_rects["main"].center)
    assert not sc.follow.active and sc.human_turn() and match.state.to_dict() == before


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_nothing_can_be_played_and_undo_hint_and_end_phase_are_refused_visibly(monkeypatch,
                                                                               lang):
    app, sc, match, clock, n = _table(monkeypatch, lang=lang)
    before = match.state.to_dict()
    moves = match.moves
    clock.t += 5
    key(app, PGUP)
    key(app, PGUP)
    step = sc.follow.step
    refused = {"pass": [(pygame.K_SPACE, 0), (pygame.K_RETURN, 0), (pygame.K_KP_ENTER, 0)],
               "undo": [(pygame.K_z, pygame.KMOD_CTRL), (pygame.K_BACKSPACE, 0)],
               "hint": [(pygame.K_h, 0)]}
    for what, keys in refused.items():
        for k, mod in keys:
            sc.toast = None
            key(app, k, mod=mod)
            assert sc.toast == tr("follow.refused." + what, lang, press="End"), (what, k)
            assert sc.follow.step == step and match.moves == moves
    _redraw(app)
    for name in ("undo", "hint"):             # their buttons: refused, and said why
        sc.toast = None
        click(app, sc.layout.btn_rects[name].center)
        assert sc.toast == tr("follow.refused." + name, lang, press="End")
    # a card of the hand: clicked, dragged onto a station: nothing happens but the reason
    hand = sc.visible_hand()
    sc.toast = None
    click(app, sc._hand_point(hand[0]))
    assert sc.toast == tr("follow.readonly", lang, press="End") and sc.model.sel is None
    drag(app, sc._hand_point(hand[0]), sc.layout.areas[(sc.state.active_city, OUTPOST)].rect.center)
    assert match.moves == moves and sc.follow.active
    assert sc.lessons.hint_worker is None     # no hint was asked for
    key(app, END)
    assert match.state.to_dict() == before and match.moves == moves


def test_a_hint_on_show_waits_while_stepping_and_is_back_at_now(monkeypatch):
    from konwoj.ai.hint import Hint
    import konwoj.ai.worker as worker_mod

    class Instant:
        busy = False
        last_error = None

        def start_hint(self, state, seed=0, budget=1.0):
            self._h, self.busy = Hint(state.legal_actions()[0], state.current_player), True

        def poll(self):
            self.busy = False
            return self._h

        def cancel(self):
            self.busy = False

        def close(self):
            pass
    monkeypatch.setattr(worker_mod, "HintWorker", Instant)
    app, sc, match, clock, n = _table(monkeypatch)
    key(app, pygame.K_h)
    for _ in range(50):
        if sc.lessons.hint is not None:
            break
        time.sleep(0.02)
        app.step()
    _redraw(app)
    assert "box" in sc.view.frame_hits.lesson
    key(app, PGUP)
    _redraw(app)
    assert "box" not in sc.view.frame_hits.lesson              # not over an earlier position
    key(app, pygame.K_SPACE)                                   # not the hint's key now
    assert sc.lessons.hint is not None and sc.follow.active
    key(app, END)
    _redraw(app)
    assert "box" in sc.view.frame_hits.lesson                  # back, as it was


def test_escape_returns_to_now_and_a_box_closes_first(monkeypatch):
    app, sc, match, clock, n = _table(monkeypatch)
    key(app, PGUP)
    _redraw(app)
    cid, r = next(iter(sc.layout.card_rects.items()))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert sc.input.pinned is not None        # a card of the shown position, enlarged
    key(app, pygame.K_ESCAPE)
    assert sc.input.pinned is None and sc.follow.active
    key(app, pygame.K_ESCAPE)
    assert not sc.follow.active and app.scenes.top is sc


def test_the_computers_move_waits_while_the_player_looks_back(monkeypatch):
    """Moloch to move with its answer ready: the player looks back; the answer is taken in and
    kept (the banner says so) while the game stays as it was; at Now it is played, at its pace."""
    import konwoj.scenes.table.pacing as pacing_mod
    from konwoj.app import make_app
    from konwoj.play.match import Match
    from konwoj.scenes.table import TableScene
    from konwoj.settings import Settings
    from tests.support.table import FakeClock
    seed, start, acts = long_moloch_phase("1e")
    script = Script(acts)
    monkeypatch.setattr(pacing_mod, "make_opponent", lambda level: script)
    st = Settings()
    st.lang = "en"
    st.animation_speed = 0.0
    app = make_app(size=(1366, 768), headless=True, settings=st)
    match = Match(start.clone(), "solo", (OUTPOST,), "private", 7)
    clock = FakeClock()
    sc = TableScene(app, match, clock=clock)
    app.push(sc)
    for _ in range(100):                   # Moloch's first four moves; the fifth is to come
        if match.moves >= 4:
            break
        clock.t += 1.0
        app.step([])
        if sc.resolution_modal():          # a battle's summary: read and closed
            click(app, sc.layout.mid.center)
    assert match.ai_to_move()
    before = match.state.to_dict()
    key(app, PGUP)                                    # at once, before the next move's pace
    assert sc.follow.active and sc.follow.step == 4   # its phase so far: four moves
    for _ in range(5):
        clock.t += 5.0
        app.step([])
    assert match.moves == 4 and match.state.to_dict() == before
    assert sc.pacing.pending == acts[4]               # taken in, kept
    head, body, _ = sc.prompt_texts()
    assert "ready" in body and "back at now" in body
    key(app, END)
    app.step([])
    assert match.moves == 4                           # not at once: at its pace
    clock.t += 1.0
    app.step([])
    assert match.moves == 5 and match.state.record.actions[-1] == acts[4]


def test_in_hot_seat_the_outpost_steps_through_molochs_phase_without_seeing_its_hand(monkeypatch):
    seed, start, acts = long_moloch_phase("1e")
    app, sc, match, clock = open_follow_table(monkeypatch, start, acts, mode="hotseat")
    assert sc.bottom() == OUTPOST
    before = match.state.to_dict()
    key(app, PGUP)
    assert sc.follow.active and sc.follow.phase.side == MOLOCH
    for _ in range(len(acts) + 1):
        _redraw(app)
        s = sc.state
        # the Outpost's own hand shows; Moloch's only as backs (and what the Outpost knows)
        assert sc.visible_hand() == s.hand_of(OUTPOST)
        assert set(sc.known_opp_hand()) <= set(s.known_in_hand[0])
        assert all(e.visible(OUTPOST) for k in range(1, len(acts) + 1)
                   for e in sc.follow.phase.events(k, OUTPOST))
        key(app, PGUP)
    key(app, END)
    assert match.state.to_dict() == before


def test_in_a_lesson_stepping_is_refused_with_its_reason():
    from tests.support.scenes import app_in_lesson
    app, sc = app_in_lesson("outpost")
    assert sc.match.lesson is not None and not sc.match.lesson.done
    sc.toast = None
    key(app, PGUP)
    assert not sc.follow.active and sc.toast == tr("follow.lesson", app.lang)
    _redraw(app)
    assert "back" not in _ov(sc)["follow_buttons"]       # and no button offers it


def test_a_game_without_a_record_says_why(monkeypatch):
    app, sc, match, clock, n = _table(monkeypatch)
    match.state.record = None
    sc.toast = None
    key(app, PGUP)
    assert not sc.follow.active and sc.toast == tr("follow.no_record", "en")


def test_before_the_other_side_has_played_it_says_so():
    from tests.support.drive import attack_position
    from tests.support.table import open_table
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST, lang="en")
    key(app, PGUP)
    assert not sc.follow.active and sc.toast == tr("follow.none_yet", "en", side="Moloch")


def test_the_replay_does_not_offer_it():
    from konwoj.scenes.table.replay import ReplayScene
    assert ReplayScene.follows is False


def test_the_keys_are_actions_of_the_one_bindings_table():
    from konwoj.play import keymap
    from konwoj.scenes.table import follow
    b = keymap.bindings()
    assert b["follow_back"] == ("page up", ",") and b["follow_now"] == ("end",)
    assert b["recap_up"] == ("up",) and keymap.BY_NAME["recap_up"].box == "recap"
    assert not any(hasattr(follow, n) for n in ("FOLLOW_KEYS", "KEY_NAMES", "RECAP_SCROLL_KEYS"))


# ---------------------------------------------------------------------------- the recap
def _texts(app, monkeypatch) -> list[str]:
    """The texts one frame writes through ``paint.txt`` (the recap, the banner, the box)."""
    from konwoj.ui.table import paint
    seen = []
    real = paint.txt

    def spy(s, px, *a, **k):
        seen.append(str(s))
        return real(s, px, *a, **k)
    monkeypatch.setattr(paint, "txt", spy)
    app.request_redraw()
    app.draw()
    monkeypatch.setattr(paint, "txt", real)
    return seen


@pytest.mark.parametrize("size", [(960, 540), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_recap_of_a_long_phase_is_never_cut(monkeypatch, size, lang):
    """Every word of the recap is drawn whole where the player can read it: in the strip
    (wrapped to its box), and what does not fit there in the box "All" opens (scrolled)."""
    from konwoj.ui.table import paint as P
    app, sc, match, clock, n = _table(monkeypatch, size=size, lang=lang)
    seen = _texts(app, monkeypatch)
    ov = _ov(sc)
    line = ov["recap_text"]
    them, evs = sc.opponent_move()
    assert line == R.recap(evs, sc.state, MOLOCH, lang) and len(line) > 200
    box = ov["recap"]
    screen = app.screen.get_rect()
    assert screen.contains(box) and box.bottom <= sc.layout.top_strip.bottom
    assert not box.colliderect(ov["follow_buttons"]["back"])
    L = sc.layout
    assert box.right <= L.deck_rect[MOLOCH].x and box.x >= L.plate[MOLOCH].right
    for s in ov["recap_lines"]:
        assert s in seen and "…" not in s and "..." not in s
        assert P.text_width(s, sc.layout.fs_small) <= box.w
    if not ov["recap_cut"]:
        assert " ".join(ov["recap_lines"]) == line
        return
    assert line.startswith(" ".join(ov["recap_lines"]))
    click(app, _button(sc, "recap_more"))
    assert sc.follow.recap_open
    shown: list[str] = []
    for i in range(50):
        seen = _texts(app, monkeypatch)
        ov = _ov(sc)
        b = ov["recap_box"]
        assert screen.contains(b)
        for s in ov["recap_box_text"]:
            assert s in seen and P.text_width(s, sc.layout.fs) <= b.w
        total, fit = ov["recap_box_lines"]
        first = sc.follow.recap_scroll
        shown[first:first + fit] = ov["recap_box_text"]
        if first + fit >= total:
            break
        if i % 2:                             # the wheel or the Down key scrolls it
            key(app, pygame.K_DOWN)
        else:
            move(app, b.center)
            post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        assert sc.follow.recap_scroll > first
    assert " ".join(shown) == line
    key(app, pygame.K_ESCAPE)                 # the box's own key closes it
    assert not sc.follow.recap_open and app.scenes.top is sc


def test_the_recap_box_opens_and_closes_with_the_mouse(monkeypatch):
    app, sc, match, clock, n = _table(monkeypatch, size=(960, 540))
    _redraw(app)
    assert _ov(sc)["recap_cut"]
    click(app, _button(sc, "recap_more"))
    assert sc.follow.recap_open
    _redraw(app)
    click(app, _button(sc, "recap_close"))
    assert not sc.follow.recap_open
    click(app, _button(sc, "recap_more"))
    _redraw(app)
    click(app, (5, app.screen.get_height() // 2))     # beside it
    assert not sc.follow.recap_open
    click(app, _button(sc, "recap_more"))
    _redraw(app)
    click(app, _button(sc, "back"))                   # from the box: step through it
    assert sc.follow.active and not sc.follow.recap_open


# ---------------------------------------------------------------------------- the real computer
@pytest.mark.slow
def test_against_the_real_computer_as_shipped():
    """A game against the shipped computer (its worker process, the New game screen's default
    level and the settings' thinking time): Moloch plays its phase; the player steps through it
    and back, the game unchanged; then ends the phase and looks back at once while the computer
    thinks: its answer is kept, and played only after Now."""
    from konwoj.app import make_app
    from konwoj.play.match import Match
    from konwoj.rules import Action, new_game
    from konwoj.scenes.newgame import available_levels
    from konwoj.scenes.table import TableScene
    from konwoj.settings import Settings
    st = Settings()                                   # the shipped thinking time
    st.lang = "en"
    st.animation_speed = 0.0
    levels = available_levels()
    level = "private" if "private" in levels else levels[0]      # New game's default
    app = make_app(size=(1366, 768), headless=True, settings=st)
    s = new_game(11)
    while s.phase == "mulligan":                      # both keep their opening hands
        s.apply(Action("keep"))
    match = Match(s, "solo", (OUTPOST,), level, 11)
    sc = TableScene(app, match)
    app.push(sc)

    def run_until(done, seconds=90.0):
        end = time.monotonic() + seconds
        while not done() and time.monotonic() < end:
            if sc.resolution_modal():
                click(app, sc.layout.mid.center)
            time.sleep(0.02)
            app.step()
        return done()

    try:
        assert run_until(lambda: sc.human_turn() and match.moves > 0)
        before = match.state.to_dict()
        key(app, PGUP)
        f = sc.follow
        assert f.active and f.phase.side == MOLOCH and f.step == f.phase.n >= 1
        for k in range(f.phase.n, -1, -1):
            _redraw(app)
            assert f.step == k and _ov(sc)["follow_text"][0].startswith("Moloch's last phase")
            key(app, PGUP)
        key(app, END)
        assert not f.active and match.state.to_dict() == before and sc.human_turn()
        # the player's phase ends; while the computer thinks, the player looks back
        for _ in range(20):
            time.sleep(0.6)
            moves = match.moves
            for _ in range(50):
                if not (sc.human_turn() and match.moves == moves):
                    break
                if sc.buttons()["main"][1]:
                    click(app, sc.layout.btn_rects["main"].center)
                else:
                    click(app, sc.clickables()[0][2])
            assert run_until(lambda: (match.ai_to_move() or sc.human_turn())
                             and not sc.resolution_modal(), 10)
            if match.ai_to_move():
                break                      # (else the game came back to the player: again)
        assert match.ai_to_move()
        moves = match.moves
        held = match.state.to_dict()
        key(app, PGUP)
        assert f.active, sc.toast
        assert run_until(lambda: sc.pacing.pending is not None, 60)    # its answer came in
        for _ in range(20):
            time.sleep(0.02)
            app.step()
        assert match.moves == moves and match.state.to_dict() == held  # ... and waits
        key(app, END)
        assert run_until(lambda: match.moves > moves, 10)              # played after Now
    finally:
        sc.pacing.close()


def test_a_recap_longer_than_its_box_scrolls_to_its_last_word(monkeypatch):
    """(No game makes one this long yet: the recap is told twelve times over.) The box shows a
    scroll bar's worth at a time; the wheel and Down reach every line, Up goes back."""
    app, sc, match, clock, n = _table(monkeypatch, size=(960, 540))
    real = R.recap
    monkeypatch.setattr(R, "recap", lambda *a: " ".join([real(*a)] * 12))
    long = R.recap(sc.opponent_move()[1], sc.state, MOLOCH, "en")
    _redraw(app)
    click(app, _button(sc, "recap_more"))
    _redraw(app)
    total, fit = _ov(sc)["recap_box_lines"]
    assert total > fit                        # more than the box holds
    shown: list[str] = []
    for i in range(100):
        _redraw(app)
        first = sc.follow.recap_scroll
        shown[first:first + fit] = _ov(sc)["recap_box_text"]
        if first + fit >= total:
            break
        if i % 2:
            key(app, pygame.K_DOWN)
        else:
            post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        assert sc.follow.recap_scroll > first
    assert " ".join(shown) == long
    key(app, pygame.K_UP)
    assert sc.follow.recap_scroll == total - fit - 1


def test_the_changed_place_is_marked_by_shape_and_number_not_colour_alone(monkeypatch):
    """Corner brackets (light on a dark rim) around the card the shown action put down, and a
    badge with the action's number."""
    app, sc, match, clock, n = _table(monkeypatch)
    key(app, PGUP)
    f = sc.follow
    while f.step > 1 and not (f.phase.actions[f.step - 1].kind == "play"
                              and f.phase.actions[f.step - 1].card in sc.state.city_of):
        key(app, PGUP)
    a = f.phase.actions[f.step - 1]
    assert a.kind == "play" and a.card in sc.state.city_of
    seen = _texts(app, monkeypatch)
    r = sc.layout.card_rects[a.card]
    assert r in _ov(sc)["follow_marked"] and str(f.step) in seen     # the badge's number
    w = max(2, round(3 * sc.layout.u))
    frame = r.inflate(4 * w, 4 * w)
    x, y = frame.right - 1 - w, frame.bottom - 1       # along the bottom-right bracket
    assert min(app.screen.get_at((x, y))[:3]) >= 200  # light, whatever the card's colours
