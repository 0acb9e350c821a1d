"""The table, polished (issue 12): input that does what the player meant, readable at 1366x768,
windows that fit the display. Driven through the real ``App`` with posted events."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.rules import MOLOCH, OUTPOST  # noqa: E402
from konwoj.rules.cards import card_key  # noqa: E402
from tests.support.drive import attack_position, move, post  # noqa: E402
from tests.support.table import drag, hand_point, open_table  # noqa: E402

pytestmark = pytest.mark.usefixtures("tmp_dirs")


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
    assert scene.model.sel is None and scene.input.drag is None


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
    assert scene.input.drop_would_work(L.areas[(1, OUTPOST)].slots[0].center)
    assert not scene.input.drop_would_work(L.areas[(1, MOLOCH)].slots[0].center)
    assert not scene.input.drop_would_work(L.boards[1].center)


def test_a_drop_on_the_lit_station_still_plays_the_card():
    s = attack_position(hands={"outpost": ["pole_elektromagnetyczne"], "moloch": ["bydlak"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    cid, p = hand_point(scene, "pole_elektromagnetyczne")
    drag(app, p, scene.layout.areas[(1, OUTPOST)].slots[0].center)
    assert cid in match.state.cards_in(1, OUTPOST)


# ---------------------------------------------------------------------- Moloch's revealed hand
def reveal_moloch_hand(lang="en"):
    """The Outpost plays Wywiad through the table (click the card, click the table)."""
    s = attack_position(hands={"outpost": ["wywiad", "scorn"],
                               "moloch": ["bydlak", "dzialo_gaussa", "hybryda"]})
    app, scene, match = open_table(s, seat=OUTPOST, lang=lang)
    from tests.support.drive import click
    _, p = hand_point(scene, "wywiad")
    click(app, p)
    table = [pt for kind, _, pt in scene.clickables() if kind == "table"]
    assert table, scene.clickables()
    click(app, table[0])
    known = scene.known_opp_hand()
    assert len(known) == 3 and set(known) == set(match.state.hand_of(MOLOCH))
    return app, scene, match, known


def test_revealed_cards_lie_side_by_side_and_do_not_overlap():
    app, scene, match, known = reveal_moloch_hand()
    rects = scene.layout.opp_hand_rects[:len(known)]
    for a, b in zip(rects, rects[1:], strict=False):
        assert not a.colliderect(b)
    assert all(scene.input.hit(r.center) == ("opp_card", cid) for cid, r in zip(known, rects, strict=True))


def test_a_revealed_card_zooms_on_hover_and_on_right_click():
    app, scene, match, known = reveal_moloch_hand()
    t = [1000.0]
    scene.now = lambda: t[0]
    r = scene.layout.opp_hand_rects[1]
    move(app, r.center)
    assert scene.input.zoom_target() is None               # not before the mouse has rested
    t[0] += 1.0
    app.step([])
    z = scene.input.zoom_target()
    assert z is not None and z[0] == known[1]
    app.draw()
    zr = scene.view.frame_hits.overlay.get("zoom")
    assert zr is not None and not zr.colliderect(r)
    shot = app.screen.copy()
    move(app, (scene.layout.mid.centerx, scene.layout.mid.bottom - 4))   # away: no zoom
    t[0] += 1.0
    app.draw()
    assert scene.view.frame_hits.overlay.get("zoom") is None
    differ = sum(shot.get_at((x, y)) != app.screen.get_at((x, y))
                 for x in range(zr.x, zr.right, 8) for y in range(zr.y, zr.bottom, 8))
    assert differ > 0.5 * (zr.w // 8) * (zr.h // 8)     # the big card was really drawn there
    # right click pins it, a second right click lets go
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert scene.input.pinned is not None and scene.input.pinned[0] == known[1]
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert scene.input.pinned is None


# ---------------------------------------------------------------------- the zoom covers nothing to click
def hover_everything(app, scene, t):
    """Rest the mouse on every card of the table and the hand; yield each zoom rect drawn."""
    L = scene.layout
    points = [r.center for r in L.card_rects.values()] + [scene._hand_point(c) for c, _ in L.hand_rects]
    for pt in points:
        move(app, pt)
        t[0] += 1.0
        app.draw()
        zr = scene.view.frame_hits.overlay.get("zoom")
        if zr is not None:
            yield pt, zr


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("seed,steps", [(3, 80), (4, 80), (13, 80), (5, 40), (24, 40), (2, 40)])
def test_the_hover_zoom_never_covers_a_lit_target(seed, steps, size):
    from konwoj.commands.simulate import random_walk
    from konwoj.play.match import Match
    from konwoj.scenes.table import TableScene
    from konwoj.app import make_app
    from konwoj.settings import Settings
    s = random_walk(seed, steps)
    if s.is_terminal():
        pytest.skip("the walk ended the game")
    st = Settings()
    st.animation_speed = 0.0
    app = make_app(size=size, headless=True, settings=st)
    side = s.current_player
    match = Match(s, "hotseat", (MOLOCH, OUTPOST), "random", 1)
    match.handed_off(side)
    scene = TableScene(app, match)
    app.push(scene)
    app.step([])
    t = [1000.0]
    scene.now = lambda: t[0]
    checked = 0
    # the decision as it stands, then with each playable hand card selected
    selections = [None] + [c for c, _ in scene.layout.hand_rects if c in scene.model.sources][:3]
    for sel in selections:
        scene.model.sel = None
        if sel is not None:
            scene.model.select(("hand", sel), scene.model.source_actions[("hand", card_key(sel))])
        app.step([])
        must = scene.must_click_rects()
        for pt, zr in hover_everything(app, scene, t):
            checked += 1
            bad = [r for r in must if zr.colliderect(r)]
            assert not bad, (pt, zr, bad)
    assert checked


# ---------------------------------------------------------------------- the battle summary
def test_the_battle_summary_reveals_its_verdict_with_no_input_event():
    from konwoj.rules.scenario import build_position
    from tests.support.table import key
    s = build_position(phase="moloch_modules", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak"], "outpost": ["trep"]}},
                       hands={"moloch": ["modul_bojowy"], "outpost": ["komandos"]}, seed=5)
    app, scene, match = open_table(s, seat=MOLOCH, lang="en", animation_speed=1.0)
    t = [1000.0]
    scene.now = lambda: t[0]
    key(app, pygame.K_SPACE)                      # Moloch ends the phase: the battle resolves
    res = scene.resolution
    assert res is not None and res.open and res.revealing(t[0])
    app.draw()
    assert scene.view.frame_hits.overlay.get("verdict") is None     # rows first, the verdict after them
    pygame.event.clear()
    # the loop as it runs with nobody touching anything: frames while the rows build up, then
    # idle wake-ups; no event is handled
    drawn_with_verdict = False
    for _ in range(40):
        t[0] += 0.1
        if app.step([]) and scene.view.frame_hits.overlay.get("verdict") is not None:
            drawn_with_verdict = True
            break
    assert drawn_with_verdict
    assert not scene.is_animating()               # and then the table may sleep


# ---------------------------------------------------------------------- icons explain themselves
def test_every_icon_on_every_card_has_a_tooltip_in_both_languages():
    from konwoj.ui import art
    from konwoj.i18n import tr
    from konwoj.rules import default_data
    data = default_data()
    seen = set()
    for key in {c.key for c in data.cards.values()}:
        for size in ((84, 118), (300, 420)):           # a table card and a zoomed one
            for kind, name, r in art.card_icons(key, size):
                assert r.w > 4 and r.bottom <= size[1]
                seen.add((kind, name))
    assert {k for k, _ in seen} == {"trigger", "type"}
    for kind, name in seen:
        for lang in ("pl", "en"):
            text = tr(f"table.icon.{kind}.{name}", lang, side="X")
            assert text and "icon." not in text, (kind, name, lang)


def test_hovering_a_card_icon_on_the_table_shows_what_it_means():
    s = attack_position()
    app, scene, match = open_table(s, seat=OUTPOST, lang="en")
    from konwoj.ui import art
    from konwoj.rules.cards import card_key as ck
    cid = next(c for c in match.state.cards_in(1, MOLOCH))      # the Hunter above Iron Gate
    r = scene.layout.card_rects[cid]
    icons = {kind: ir.move(r.topleft) for kind, _, ir in art.card_icons(ck(cid), r.size)}
    move(app, icons["trigger"].center)
    tip = scene.input.icon_tip()
    # every time, not once (1e l.169-172; 2e l.152: "za każdym razem")
    assert tip is not None and tip[0] == ("Ability: works every time the card enters a city "
                                          "still standing (played or moved there).")
    move(app, icons["type"].center)
    assert scene.input.icon_tip()[0] == "Moloch · Robot: takes a battle station in a city."
    move(app, r.center)                                          # the art: no icon tip
    assert scene.input.icon_tip() is None
    # and in the hand
    hc, _ = hand_point(scene, "scorn")
    hr = dict(scene.layout.hand_rects)[hc]
    move(app, (hr.x + 6, hr.y + 6))                              # lift it first
    hr = hr.move(0, -scene.input.hand_lift()) if scene.input.lifted_hand_card() == hc else hr
    typ = [ir.move(hr.topleft) for kind, _, ir in art.card_icons(ck(hc), hr.size) if kind == "type"][0]
    move(app, (typ.x + 2, typ.centery))
    assert scene.input.icon_tip() and scene.input.icon_tip()[0].startswith("Outpost · Soldier")


# ---------------------------------------------------------------------- readable at 1366x768
@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_city_board_labels_are_legible_and_overlap_nothing(size, lang):
    from konwoj.rules import new_game
    from konwoj.commands.simulate import random_walk
    for s in (new_game(seed=2), random_walk(3, 80), random_walk(13, 80)):
        app, scene, match = open_table(s, seat=s.current_player or MOLOCH, size=size, lang=lang)
        app.draw()
        L = scene.layout
        for c in range(5):
            if s.city_destroyed[c]:
                continue
            chips = scene.view.static_hits.board_chips[c]
            assert len(chips) == 2 + (1 if s.data.cities[c].feature else 0)
            board = L.boards[c]
            for text, r, px in chips:
                assert px >= 13, (text, px)
                assert board.contains(r), (text, r, board)
                assert r.collidelist(L.district_rects[c]) < 0, (text, r)
                if c == s.active_city:            # the battle's strength totals sit there
                    assert r.collidelist([L.strength_rects[(c, sd)] for sd in (MOLOCH, OUTPOST)]) < 0
            rects = [r for _, r, _ in chips]
            for i, a in enumerate(rects):
                assert a.collidelist(rects[i + 1:]) < 0


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_status_heading_and_the_plates_are_never_cut(size, lang):
    from konwoj.commands.simulate import random_walk
    from konwoj.play.match import Match
    from konwoj.scenes.table import TableScene
    from konwoj.ui.table.paint import fit_heading
    from konwoj.app import make_app
    from konwoj.settings import Settings
    s = random_walk(3, 80)
    for human in (MOLOCH, OUTPOST):             # the computer thinks / the player decides
        st = Settings()
        st.lang = lang
        st.animation_speed = 0.0
        app = make_app(size=size, headless=True, settings=st)
        scene = TableScene(app, Match(s, "solo", (human,), "random", 1))
        scene.pacing.drive = lambda now: None
        app.push(scene)
        app.step([])
        L = scene.layout
        head, _, _ = scene.prompt_texts()
        lines = fit_heading(head, L.fs, L.prompt_rect.w - L.pad)
        assert all(img.get_width() <= L.prompt_rect.w - L.pad for img in lines)
        assert sum(img.get_height() for img in lines) < L.prompt_rect.h // 2
        pr, g = L.plate[s.current_player], L.gap      # room beside the side's emblem
        room = pr.w - 3 * g - min(round((pr.h - 2 * g) / 1.4), round(pr.w * 0.3))
        short = fit_heading(scene.turn_short(), 14, room, min_px=12)
        assert len(short) == 1 and short[0].get_width() <= room, scene.turn_short()


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1920, 1080)])
def test_module_tabs_cover_no_card_and_tokens_stack(size):
    from konwoj.rules.scenario import build_position
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak", "juggernaut", "pancernik"],
                                  "outpost": ["trep", "zwiadowca"]}},
                       modules={"lowca": "modul_destrukcji", "bydlak": "modul_bojowy",
                                "pancernik": "modul_kasparov"},
                       tokens={"trep": ["+1", "+1", "+1"], "zwiadowca": ["+1", "+2", "-2"]},
                       hands={"outpost": ["scorn"], "moloch": ["klaun"]}, seed=4)
    for seat in (OUTPOST, MOLOCH):               # the Robots on the far side and on the near one
        app, scene, match = open_table(s, mode="solo", seat=seat, size=size)
        assert scene.bottom() == seat
        L = scene._ensure_layout(size)
        assert len(L.module_peek) == 3
        for m, tab in L.module_peek.items():
            for cid, r in L.card_rects.items():
                assert not tab.colliderect(r), (m, cid)
    from konwoj.ui.table.paint import token_groups
    assert token_groups(["+1", "+1", "+1"]) == [("+1", 3)]
    assert token_groups(["+1", "+2", "+1", "-2"]) == [("+1", 2), ("+2", 1), ("-2", 1)]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_station_counts_are_never_under_a_card(size):
    from konwoj.commands.simulate import random_walk
    for seed in (3, 4, 13, 6):
        s = random_walk(seed, 80)
        app, scene, match = open_table(s, mode="solo", seat=s.current_player or MOLOCH, size=size)
        app.draw()
        L = scene.layout
        labels = scene.view.static_hits.station_labels
        assert labels
        for (c, side), (text, box) in labels.items():
            area = L.areas[(c, side)]
            assert area.rect.contains(box)
            cards = [L.card_rects[cid] for cid in area.cards] + list(area.slots)
            assert "/" in text and " " in text, text        # always "Stations n/m", never "n/m"
            if (c, side) not in scene.view.static_hits.station_plates:   # in a free corner
                assert box.collidelist(cards) < 0, (c, side, text)


@pytest.mark.slow
def test_the_main_button_after_the_last_action_shows_the_result_not_the_title():
    """When the last action ends the game, the battle summary may still be up: the main button
    then leads to the game-over screen (a click there used to skip it and land on the title)."""
    import random

    from konwoj.rules import new_game
    s = new_game(seed=3)
    rng = random.Random(3)
    while True:
        nxt = s.clone()
        last = rng.choice(nxt.legal_actions())
        nxt.apply(last)
        if nxt.is_terminal():
            break
        s = nxt
    app, scene, match = open_table(s, seat=s.current_player, lang="en", animation_speed=1.0)
    scene._apply(last)
    assert scene.state.is_terminal() and not scene.over_shown
    label, enabled, _ = scene.buttons()["main"]
    assert enabled and label == "See the result"
    scene._press_button("main")
    assert type(app.scenes.top).__name__ == "GameOverScene"
    assert app.scenes.top.match is match
