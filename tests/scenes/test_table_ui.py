"""The table driven like a player drives it: posted mouse and keyboard events through the real
``App(headless=True)`` loop (SDL dummy driver). Every assertion is about the game state or about
what was drawn."""
from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.ui import art  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402
from konwoj.rules.scenario import build_position  # noqa: E402
from konwoj.scenes.table import TableScene  # noqa: E402
from konwoj.settings import Settings  # noqa: E402
from konwoj.play.match import Match  # noqa: E402
from konwoj.app import make_app  # noqa: E402
from tests.support.drive import attack_position, click, move, post  # noqa: E402
from tests.support.table import (FakeClock, drag, hand_point, key, open_table,  # noqa: E402
                                 play_by_clicks, start_drag)


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def test_drag_to_a_lit_station_plays_the_card():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    cid, p = start_drag(app, scene, "scorn")
    lit = scene.lit.slots
    assert (1, OUTPOST) in lit                   # Iron Gate lights up while dragging
    assert (2, OUTPOST) not in lit               # Cleveland is full (5 of 5)
    assert (0, OUTPOST) not in lit               # Ziggy One is destroyed
    slot = scene.layout.areas[(1, OUTPOST)].slots[0]
    drag(app, p, slot.center)
    st = match.state
    assert any(c.startswith("scorn") for c in st.cards_in(1, OUTPOST))
    assert not any(c.startswith("scorn") for c in st.hand_of(OUTPOST))


def test_drag_to_a_full_city_changes_nothing_and_says_why():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    before = match.state.to_dict()
    _, p = hand_point(scene, "scorn")
    full = scene.layout.areas[(2, OUTPOST)].rect
    drag(app, p, (full.x + 5, full.y + 5))
    assert match.state.to_dict() == before
    assert scene.toast and "Cleveland" in scene.toast        # "no free station in Cleveland..."
    assert scene.sel is None and scene.drag is None


def test_drag_to_a_destroyed_city_changes_nothing():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    before = match.state.to_dict()
    _, p = hand_point(scene, "scorn")
    ruin = scene.layout.areas[(0, OUTPOST)].rect
    drag(app, p, ruin.center)
    assert match.state.to_dict() == before
    assert "Ziggy One" in scene.toast


def test_click_then_click_a_lit_station():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    cid, p = hand_point(scene, "oddzial_specjalny")
    click(app, p)
    assert scene.selected_card() == cid
    assert scene.lit.slots and scene.dimming()
    target = scene.layout.areas[(3, OUTPOST)].slots[0]
    click(app, target.center)
    assert any(c.startswith("oddzial_specjalny") for c in match.state.cards_in(3, OUTPOST))


def test_escape_cancels_a_selection():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    _, p = hand_point(scene, "scorn")
    click(app, p)
    assert scene.sel is not None
    key(app, pygame.K_ESCAPE)
    assert scene.sel is None and scene.lit.slots == set()


def test_a_module_is_dragged_onto_a_robot():
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"]}, seed=2)
    app, scene, match = open_table(s, seat=MOLOCH)
    _, p = start_drag(app, scene, "modul_bojowy")
    robots = scene.lit.cards
    assert robots == set(match.state.cards_in(1, MOLOCH))
    host = sorted(robots)[0]
    drag(app, p, scene.layout.card_rects[host].center)
    m = match.state.module_of(host)
    assert m is not None and m.startswith("modul_bojowy")


def test_a_module_dropped_on_a_soldier_snaps_back():
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"]}, seed=2)
    app, scene, match = open_table(s, seat=MOLOCH)
    before = match.state.to_dict()
    _, p = hand_point(scene, "modul_bojowy")
    soldier = match.state.cards_in(1, OUTPOST)[0]
    drag(app, p, scene.layout.card_rects[soldier].center)
    assert match.state.to_dict() == before
    assert scene.toast


# ---------------------------------------------------------------------- keys, prompts, undo
def test_space_ends_the_phase_and_confirmation_from_settings():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST, confirm_end_phase=True)
    key(app, pygame.K_SPACE)
    assert match.state.phase == "outpost_attack" and scene.confirm_pass
    key(app, pygame.K_ESCAPE)
    assert not scene.confirm_pass
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert match.state.phase != "outpost_attack"


def test_a_pick_lights_its_options_and_a_click_answers_it():
    # Łowca enters Iron Gate: Moloch must choose a Soldier there to kill
    s = build_position(phase="moloch_attack", battle_city=1,
                       table={1: {"outpost": ["trep", "komandos"]}},
                       hands={"moloch": ["lowca"]}, seed=5)
    app, scene, match = open_table(s, seat=MOLOCH)
    _, p = hand_point(scene, "lowca")
    drag(app, p, scene.layout.areas[(1, MOLOCH)].slots[0].center)
    st = match.state
    assert st.decision == ("pick", "kill_soldier")
    soldiers = set(st.cards_in(1, OUTPOST))
    assert scene.lit.cards == soldiers
    victim = sorted(soldiers)[0]
    click(app, scene.layout.card_rects[victim].center)
    assert victim not in match.state.cards_in(1, OUTPOST)
    assert victim in match.state.discard_of(OUTPOST)


def test_decline_button_skips_an_optional_pick():
    # Zwiadowca enters: the Outpost may move another Soldier (optional)
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"outpost": ["trep"]}}, hands={"outpost": ["zwiadowca", "komandos"]},
                       seed=5)
    app, scene, match = open_table(s, seat=OUTPOST)
    _, p = hand_point(scene, "zwiadowca")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert match.state.decision[0] == "pick" and "decline" in scene.button_actions
    labels = {name: b[0] for name, b in scene.buttons().items()}
    assert "Odmów" in labels.values()
    name = next(n for n, lab in labels.items() if lab == "Odmów")
    click(app, scene.layout.btn_rects[name].center)
    assert match.state.decision == ("attack", OUTPOST)


def test_undo_with_ctrl_z_and_never_after_a_draw():
    s = build_position(phase="moloch_attack", battle_city=1,
                       hands={"moloch": ["bydlak", "lacznosc_z_baza"]}, seed=5)
    app, scene, match = open_table(s, seat=MOLOCH)
    before = match.state.to_dict()
    _, p = hand_point(scene, "bydlak")
    drag(app, p, scene.layout.areas[(2, MOLOCH)].slots[0].center)
    assert match.state.to_dict() != before
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.to_dict() == before
    # Łączność z Bazą draws three cards: taking it back would un-see them, so no undo
    _, p = hand_point(scene, "lacznosc_z_baza")
    drag(app, p, scene.layout.boards[3].center)
    after = match.state.to_dict()
    assert after != before
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.to_dict() == after and scene.toast


def test_resolution_overlay_builds_up_and_closes():
    # Moloch ends the module phase; the Outpost has nothing to do in its own: the battle resolves
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"], "outpost": ["komandos"]}, seed=5)
    expected = {MOLOCH: s.city_strength(1, MOLOCH), OUTPOST: s.city_strength(1, OUTPOST)}
    app, scene, match = open_table(s, seat=MOLOCH)
    key(app, pygame.K_SPACE)
    res = scene.resolution
    assert res is not None and res.open
    assert res.totals == expected
    assert res.totals[MOLOCH] > res.totals[OUTPOST] and res.winner == MOLOCH
    assert [r[3] for r in res.rows[MOLOCH]] == [s.data.cards[k].strength for k in ("lowca", "bydlak")]
    assert any("dzielnic" in e.lower() for e in res.effects) or match.state.decision
    click(app, (5, 5))            # click anywhere: the overlay closes (it was fully shown)
    assert not scene.resolution.open


def test_english_prompts_and_log():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    head, body, _ = scene.prompt_texts()
    assert "Outpost" in head and "Space" in body
    _, p = hand_point(scene, "scorn")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    texts = [e[0] for e in scene.log_entries()]
    assert any("Outpost plays" in x for x in texts)
    assert scene.log_lines(200)


# ---------------------------------------------------------------------- hand-off
def _faces_spy(monkeypatch):
    seen = []
    real = art.card_face

    def spy(key, size=(180, 252), lang="pl", strength=None, **kw):
        seen.append(key)
        return real(key, size, lang, strength, **kw)

    monkeypatch.setattr(art, "card_face", spy)
    return seen


def test_handoff_screen_shows_no_hand(monkeypatch):
    s = attack_position(hands={"outpost": ["scorn"], "moloch": ["bydlak", "modul_bojowy"]})
    app, scene, match = open_table(s, seat=OUTPOST)
    _, p = hand_point(scene, "scorn")
    # the Outpost ends its phase: Moloch's module phase comes, behind a hand-off
    key(app, pygame.K_SPACE)
    assert match.state.current_player == MOLOCH
    faces = _faces_spy(monkeypatch)
    app.step([])
    app.draw()
    assert scene.handoff_scene is not None
    assert scene.visible_hand() == []
    assert faces == []                  # not a single card face: no hand, no table
    # taking the seat shows Moloch's hand, Moloch at the bottom
    (kind, _, point), = scene.clickables()
    click(app, point)
    app.draw()
    assert match.viewer == MOLOCH and scene.bottom() == MOLOCH
    assert scene.visible_hand() == match.state.hand_of(MOLOCH)


# ---------------------------------------------------------------------- whole games
@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12])
def test_a_whole_hotseat_game_through_the_ui(seed):
    app, scene, match = open_table(new_game(seed=seed), "hotseat")
    assert play_by_clicks(app, scene, match, seed)
    assert match.state.winner in (MOLOCH, OUTPOST)
    # the last battle's resolution may show first; then the game-over scene (or our banner)
    for _ in range(5):
        app.step([])
        if app.scenes.top is not scene:
            break
        (kind, _, point), = scene.clickables()
        assert kind == "continue"
        click(app, point)
    assert app.scenes.top is not scene


@pytest.mark.slow
def test_a_whole_solo_game_against_the_stand_in_opponent():
    app, scene, match = open_table(new_game(seed=21), "solo", seat=MOLOCH)
    assert match.bottom_side() == MOLOCH
    assert play_by_clicks(app, scene, match, 21, limit=8000)


# ---------------------------------------------------------------------- sizes
@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
def test_layout_fits_every_window_size(size):
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST, size=size)
    L = scene.layout
    W, H = size
    screen = pygame.Rect(0, 0, W, H)
    for r in list(L.card_rects.values()) + [r for _, r in L.hand_rects] + list(L.btn_rects.values()):
        assert screen.contains(r), (size, r)
    for r in L.card_rects.values():
        assert not r.colliderect(L.panel)
    assert L.fs >= 14          # the panel's text stays readable


# ---------------------------------------------------------------------- abilities, features, log
def test_an_ability_in_play_with_a_discard_cost():
    s = build_position(phase="moloch_attack", battle_city=1,
                       table={1: {"moloch": ["rozpruwacz"], "outpost": ["trep", "komandos"]}},
                       hands={"moloch": ["bydlak", "modul_bojowy"]}, seed=6)
    app, scene, match = open_table(s, seat=MOLOCH)
    ripper = match.state.cards_in(1, MOLOCH)[0]
    assert ripper in scene.sources
    click(app, scene.layout.card_rects[ripper].center)
    soldiers = set(match.state.cards_in(1, OUTPOST))
    assert scene.lit.cards == soldiers
    victim = sorted(soldiers)[0]
    click(app, scene.layout.card_rects[victim].center)
    # the cost: every hand card lights up, one click pays it
    st = match.state
    assert st.decision == ("pay", MOLOCH)
    assert all(scene.lit.hand_has(st, c) for c in st.hand_of(MOLOCH))
    cid, p = hand_point(scene, "modul_bojowy")
    click(app, p)
    st = match.state
    assert victim in st.discard_of(OUTPOST) and cid in st.discard_of(MOLOCH)


def test_the_city_feature_is_clicked_then_paid():
    # Iron Gate: the Outpost destroys a Robot there for two discards
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"]}},
                       hands={"outpost": ["trep", "komandos", "medyk"]}, seed=6)
    app, scene, match = open_table(s, seat=OUTPOST)
    assert 1 in scene.lit.features
    r = scene.feature_hit[1]
    click(app, r.center)
    robots = set(match.state.cards_in(1, MOLOCH))
    assert scene.lit.cards == robots
    victim = sorted(robots)[0]
    click(app, scene.layout.card_rects[victim].center)
    # pay one card by clicking it, the other by dragging it onto the table
    assert match.state.decision == ("pay", OUTPOST)
    _, p = hand_point(scene, "medyk")
    click(app, p)
    assert match.state.decision == ("pay", OUTPOST)
    _, p = hand_point(scene, "trep")
    drag(app, p, scene.layout.mid.center)
    st = match.state
    assert victim in st.discard_of(MOLOCH) and st.feature_used[1]


def test_the_log_scrolls_with_the_wheel():
    s = new_game(seed=3)
    rng = random.Random(3)
    while len(s.log) < 120 and not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    assert not s.is_terminal()
    app, scene, match = open_table(s, seat=s.current_player)
    lr = scene.layout.log_rect
    move(app, lr.center)
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.log_scroll > 0
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False))
    assert scene.log_scroll == 0


def test_autosave_after_a_phase_change(monkeypatch):
    import konwoj.saves as saves
    calls = []
    monkeypatch.setattr(saves, "autosave", lambda state, meta: calls.append(state.phase))
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    _, p = hand_point(scene, "scorn")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert calls == []                       # a card played: same phase, no save
    key(app, pygame.K_SPACE)
    assert calls and calls[-1] != "outpost_attack"


# ---------------------------------------------------------------------- animations, pace, idle
def test_animations_are_short_skippable_and_follow_the_setting():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST, animation_speed=2.0)
    _, p = hand_point(scene, "scorn")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert scene.anims.items and scene.is_animating()
    assert all(a.dur <= 1 / 3 + 1e-9 for a in scene.anims.items)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1))
    assert not scene.anims.items                 # a click finishes them at once
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(3, 3), button=1))
    assert not scene.is_animating()              # and the table is idle again
    app2, scene2, match2 = open_table(attack_position(), seat=OUTPOST, animation_speed=0.0)
    _, p = hand_point(scene2, "scorn")
    drag(app2, p, scene2.layout.areas[(1, OUTPOST)].slots[0].center)
    assert not scene2.anims.items                # speed 0: no animations at all


def test_computer_moves_one_at_a_time_at_a_followable_pace():
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca"], "outpost": ["trep"]}},
                       hands={"outpost": ["komandos"],
                              "moloch": ["bydlak", "pancernik", "modul_bojowy", "recykler"]},
                       seed=8)
    st = Settings()
    st.animation_speed = 1.0
    app = make_app(size=(1366, 768), headless=True, settings=st)
    match = Match(s, "solo", (OUTPOST,), "random", 3)
    clock = FakeClock()
    scene = TableScene(app, match, clock=clock)
    app.push(scene)
    app.step([])
    key(app, pygame.K_SPACE)                     # the Outpost ends its attack; Moloch's modules
    if scene.resolution is not None and scene.resolution.open:
        scene.resolution.open = False
    assert match.ai_to_move()
    moves = match.moves
    for _ in range(5):
        app.step([])
    assert match.moves == moves                  # the pace holds the computer back...
    clock.t += 0.6
    for _ in range(5):
        app.step([])
    assert match.moves == moves + 1              # ...then exactly one move shows
    assert scene.ai_last_text                    # and the prompt tells what it did
    while scene.resolution is not None and scene.resolution.open:
        (kind, _, point), = scene.clickables()   # the battle's result waits for the player
        click(app, point)
    n = match.moves
    if match.ai_to_move() and not match.state.is_terminal():
        app.step([])
        assert match.moves == n                  # still waiting for the pace...
        click(app, scene.layout.mid.center)      # ...but a click skips the wait
        assert match.moves == n + 1


def test_an_idle_table_does_not_ask_for_frames():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST)
    move(app, scene.layout.mid.center)
    app.step([])
    assert not scene.is_animating()
