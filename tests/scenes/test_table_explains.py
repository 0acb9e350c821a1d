"""The table tells the player what happened (issue 20): the other side's move marked on the table
with a one-line recap until the player acts, automatic steps announced, and a key pressed just
after one does not act on the next screen."""
from __future__ import annotations

import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.app import App  # noqa: E402
from konwoj.i18n import tr  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, Action  # noqa: E402
from konwoj.rules.scenario import build_position  # noqa: E402
from tests.support.scenes import open_lesson  # noqa: E402
from tests.support.scenes import click  # noqa: E402
from tests.support.table import key, open_table  # noqa: E402

pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_opponents_move_is_marked_until_the_player_acts(size, lang):
    app = App(headless=True, size=size)
    app.set_lang(lang)
    app.settings.animation_speed = 0.0
    app.step([])
    sc = open_lesson(app, "outpost")
    runner = sc.match.lesson
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:         # Next through the reading, the scripted moves run
        app.request_redraw()
        app.step([])
        if runner.current.kind == "do":
            break
        time.sleep(0.01)
        nxt = [c for c in sc.clickables() if c[:2] == ("lesson", "next")]
        if nxt:
            click(app, nxt[0][2])
    app.request_redraw()
    app.step([])
    them, evs = sc.opponent_move()
    assert them == MOLOCH and evs
    hits = sc.view.frame_hits.overlay
    line = hits.get("recap_text", "")
    hound, clown = (sc.state.card(c).name(lang) for c in ("stalowy_ogar-1", "klaun-1"))
    assert line.startswith("Moloch") and hound in line and clown in line, line
    assert "Ziggy One" in line
    assert len(hits["marked"]) == 2             # the two Robots it played, framed
    L = sc.layout
    for r in hits["marked"]:
        assert r in (L.card_rects["stalowy_ogar-1"], L.card_rects["klaun-1"])
    assert app.screen.get_rect().contains(hits["recap"])
    assert not hits["recap"].colliderect(sc.view.frame_hits.lesson["box"])
    # nothing hidden: no draw of Moloch's is told
    assert all(e.visible(OUTPOST) for e in evs)
    # the player acts: the marks go
    step = runner.current
    sc._apply(runner.allowed(sc.state)[0])
    runner_moved = runner.current is not step
    app.request_redraw()
    app.step([])
    assert runner_moved and sc.opponent_move()[1] == [] and "recap" not in sc.view.frame_hits.overlay


def _last_card_position():
    return build_position(phase="outpost_attack", battle_city=0, target=0, seed=9,
                          table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                          hands={"outpost": ["bunkier"], "moloch": ["lowca"]})


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_phase_the_game_ends_by_itself_is_announced_and_a_quick_key_waits(lang, monkeypatch):
    app, sc, match = open_table(_last_card_position(), mode="solo", seat=OUTPOST, lang=lang)
    clock = [100.0]
    monkeypatch.setattr(sc, "now", lambda: clock[0])
    assert sc._apply(Action("play", "bunkier-1", None, 0))     # the last card: no move is left
    app.draw()                                                   # the frame that shows it
    assert sc.toast == tr("recap.auto", lang)
    res = sc.resolution
    assert res is not None and res.open                          # the battle was resolved
    clock[0] += 0.2
    key(app, pygame.K_SPACE)                                     # meant for the table before
    assert sc.resolution is res and res.open                     # the summary stays up
    clock[0] += 0.4
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert sc.resolution is None or not sc.resolution.open       # now Space acts


def _hover(app, sc, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    sc.input.hover_since -= 5
    app.request_redraw()
    app.step([])
    return sc.view.frame_hits.overlay.get("tooltip")


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_every_chip_and_district_explains_itself_with_its_cost(ruleset, lang):
    from konwoj.rules import new_game
    from konwoj.texts import tips
    s = new_game(seed=4, ruleset=ruleset)
    app, sc, match = open_table(s, mode="hotseat", seat=s.current_player, lang=lang)
    app.draw()
    L = sc.layout
    told = 0
    for c in range(5):
        for kind, side, r in sc.view.static_hits.board_chip_info[c]:
            tip = _hover(app, sc, r.center)
            assert tip is not None, (c, kind)
            text = sc.input.chip_tip()[0]
            if kind == "feature":
                n = s.feature_cost(c)
                assert text == tips.feature_tip(s, c, lang) and str(n) in text
            else:
                assert tr("side." + side, lang) in text
            told += 1
        for i, r in enumerate(L.district_rects[c]):
            tip = _hover(app, sc, r.center)
            assert tip is not None, (c, i)
            told += 1
    assert told >= 10 + (4 if ruleset == "1e" else 0)
    bomb = tips.district_tip(s, 1, s.districts[1].index("bomb"), lang)
    assert ("Soldier" in bomb and "Robot" in bomb) if lang == "en" else \
        ("Żołnierza" in bomb and "Robota" in bomb)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_rules_and_cards_has_a_legend_of_every_icon_and_token(size, lang):
    from pathlib import Path
    app = App(headless=True, size=size)
    app.set_lang(lang)
    app.step([])
    seen = set()
    for ruleset in ("1e", "2e"):
        sc = app.open("rules", ruleset)
        assert ("legend", None) in sc.list.items
        sc.select(("legend", None))
        app.request_redraw()
        app.step([])
        rects = sc._legend_rects
        entries = sc.legend_entries()
        assert len(rects) == len(entries)
        # a page taller than its panel scrolls (the wheel, Shift+Page Down): every entry is seen
        # whole inside the panel at some scroll
        whole = set()
        while True:
            whole |= {text for text, r in sc._legend_rects if sc.right.contains(r)}
            if sc.page_scroll >= sc.page_h - sc.page_view.h:
                break
            sc.scroll_page(max(1, sc.page_view.h // 2))
            app.request_redraw()
            app.step([])
        for text, r in rects:
            assert text in whole, (text, r)
            assert text and not text.startswith(("legend.", "table.", "icon."))
        for _, _, make in entries:
            seen.add(make.__defaults__[0])
        app.pop()
    art_dir = Path(__file__).resolve().parents[2] / "art"
    icons = {p.stem.removeprefix("district_") for p in (art_dir / "icons").glob("*.svg")}
    tokens = {p.stem for p in (art_dir / "tokens").glob("*.svg")}
    assert (icons - {"none"}) | tokens <= seen, ((icons - {"none"}) | tokens) - seen


BIG_HAND = ["grupa_uderzeniowa", "porucznik_calahan", "oddzial_specjalny", "operator_ckm", "kpt_johnson",
            "pole_elektromagnetyczne", "mcpherson", "nestugov", "sabotazysta", "zwiadowca",
            "komandos", "patriota", "narada_wojenna", "rozpoznanie", "ruch_posterunku", "haker"]


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_hand_of_sixteen_shows_every_name_whole_and_no_station_label_under_it(size, lang):
    s = build_position(phase="outpost_attack", battle_city=0, target=0, seed=3,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"outpost": BIG_HAND, "moloch": ["lowca"]})
    assert len(s.hand_of(OUTPOST)) == 16
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang=lang, size=size)
    app.draw()
    L = sc.layout
    rects = L.hand_rects
    for i, (cid, r) in enumerate(rects):
        name = s.card(cid).name(lang)
        if i == len(rects) - 1:
            continue                                  # the top card shows its printed name
        strip = pygame.Rect(r.x, r.y, rects[i + 1][1].x - r.x, r.h)
        assert cid in sc.view.frame_hits.hand_name_tags, (cid, strip)
        text, box, px = sc.view.frame_hits.hand_name_tags[cid]
        assert text == name and strip.contains(box), (name, box, strip)
        assert px >= 12                               # readable type, the whole name
    # station labels: none is left under a hand card, a lifted one included
    _hover(app, sc, rects[8][1].center)
    lifted = sc.input.lifted_hand_card()
    covers = [r.move(0, -sc.input.hand_lift()) if c == lifted else r for c, r in rects]
    for label, (text, box) in sc.view.static_hits.station_labels.items():
        if box.collidelist(covers) >= 0:
            assert label in sc.view.frame_hits.labels_over, (label, text)


def test_esc_closes_the_right_click_preview_and_the_hover_one_under_it():
    from tests.support.drive import post
    s = _last_card_position()
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang="en")
    app.draw()
    r = sc.layout.card_rects["stalowy_ogar-1"]
    _hover(app, sc, r.center)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=3))
    assert sc.input.pinned is not None and sc.input.zoom_target() is not None
    key(app, pygame.K_ESCAPE)
    app.request_redraw()
    app.step([])
    assert sc.input.pinned is None and sc.input.zoom_target() is None and sc.view.frame_hits.overlay.get("zoom") is None
    assert app.scenes.top is sc                         # no menu over it: Esc closed the preview
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))   # released
    key(app, pygame.K_ESCAPE)                           # the next Esc is the menu's again
    assert app.scenes.top is not sc


def _label_brightness(app, rect):
    sub = app.screen.subsurface(rect.inflate(-8, -8))
    return max(max(sub.get_at((x, y))[:3]) for x in range(0, sub.get_width(), 2)
               for y in range(0, sub.get_height(), 2))


def test_undo_looks_refused_when_it_would_be_refused():
    s = build_position(phase="outpost_attack", battle_city=0, target=0, seed=3,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"outpost": ["bunkier", "komandos", "snajper"], "moloch": ["lowca"]})
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang="en")
    app.draw()
    assert not match.can_undo() and sc.buttons()["undo"][1] is False
    off = _label_brightness(app, sc.layout.btn_rects["undo"])
    sc._apply(Action("play", "bunkier-1", None, 0))
    app.request_redraw()
    app.step([])
    assert match.can_undo() and sc.buttons()["undo"][1] is True
    on = _label_brightness(app, sc.layout.btn_rects["undo"])
    assert on - off >= 80, (on, off)              # plainly brighter when it works


def test_new_game_remembers_side_level_and_edition(tmp_dirs):
    from konwoj.settings import Settings
    from tests.support.scenes import click_choice
    app = App(headless=True, size=(1366, 768))
    app.step([])
    ng = app.open("new_game")
    app.step([])
    click(app, next(t for t in ng.tiles if t.side == MOLOCH))
    click_choice(app, ng.level, "veteran")
    click_choice(app, ng.edition, "2e")
    assert (ng.side.value, ng.level.value, ng.edition.value) == (MOLOCH, "veteran", "2e")
    kept = Settings.load()
    assert (kept.side, kept.level, kept.ruleset) == (MOLOCH, "veteran", "2e")
    app2 = App(headless=True, size=(1366, 768))
    app2.step([])
    ng2 = app2.open("new_game")
    assert (ng2.side.value, ng2.level.value, ng2.edition.value) == (MOLOCH, "veteran", "2e")
    # a lesson's "Play a real game" chooses its own side and edition, the level stays the player's
    ng3 = app2.open("new_game", side=OUTPOST, ruleset="1e")
    assert (ng3.side.value, ng3.level.value, ng3.edition.value) == (OUTPOST, "veteran", "1e")


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_token_and_a_card_icon_say_what_they_are(lang):
    from konwoj.ui import art
    from konwoj.ui.table.paint import token_rects
    s = build_position(phase="outpost_attack", battle_city=0, target=0, seed=3,
                       table={0: {"moloch": ["stalowy_ogar"], "outpost": ["trep"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["lowca"]},
                       tokens={"trep": ["+1"]})
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang=lang)
    app.draw()
    r = sc.layout.card_rects["trep-1"]
    tok = token_rects(r, 1, sc.layout.u)[0]
    _hover(app, sc, tok.center)
    assert sc.input.icon_tip()[0] == tr("table.tip.token.plus1", lang)
    for kind, name, ir in art.card_icons("trep", r.size):
        _hover(app, sc, ir.move(r.topleft).center)
        text = sc.input.icon_tip()[0]
        assert text and not text.startswith("icon."), (kind, name, text)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_battle_summary_shows_every_effect_line_the_bomb_kills_too(size, lang):
    s = build_position(phase="outpost_attack", battle_city=1, target=1, seed=3,
                       table={1: {"moloch": ["stalowy_ogar", "dzialo_gaussa", "pancernik"],
                                  "outpost": ["operator_ckm", "trep", "kpt_johnson",
                                              "porucznik_calahan"]}},
                       hands={"outpost": ["bunkier"], "moloch": ["pajaki"]})
    app, sc, match = open_table(s, mode="hotseat", seat=OUTPOST, lang=lang, size=size)
    sc._apply(Action("pass"))
    guard = 0
    while sc.state.phase == "resolution" or sc.resolution is None:
        guard += 1
        assert guard < 20
        st = sc.state
        if st.current_player != sc.bottom():
            match.handed_off(st.current_player)
        sc._apply(st.legal_actions()[0])
    res = sc.resolution
    res.reveal_all()
    app.request_redraw()
    app.step([])
    v = res.verdict
    killed = [e.args[0] for e in sc.state.log if e.key == "killed"]
    assert len(killed) == 2
    text = "\n".join(v.lines())
    for cid in killed:
        assert sc.state.card(cid).name(lang) in text
    assert not res.lines_cut                           # every line of it on screen


def test_no_preview_lingers_under_the_summary_or_a_menu_and_none_covers_the_scores():
    from tests.support.drive import post
    s = _last_card_position()
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang="en")
    app.draw()
    L = sc.layout
    hand = dict(L.hand_rects)["bunkier-1"]
    _hover(app, sc, hand.center)
    z = sc.view.frame_hits.overlay.get("zoom")
    assert z is not None
    for side in (MOLOCH, OUTPOST):
        assert not z.colliderect(L.strength_rects[(0, side)])
    # a right-click preview, then the menu over the table: the preview goes
    r = L.card_rects["stalowy_ogar-1"]
    _hover(app, sc, r.center)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert sc.input.pinned is not None
    sc.open_menu()
    app.step([])
    assert sc.input.pinned is None and sc.input.zoom_target() is None
    app.pop()
    app.step([])
    # the battle summary: no preview under it
    sc._apply(Action("play", "bunkier-1", None, 0))
    assert sc.resolution is not None and sc.resolution.open
    _hover(app, sc, L.card_rects["stalowy_ogar-1"].center)
    assert sc.view.frame_hits.overlay.get("zoom") is None and sc.view.frame_hits.overlay.get("tooltip") is None


def test_in_hot_seat_the_other_players_move_shows_once_the_hand_off_is_passed():
    s = build_position(phase="moloch_attack", battle_city=0, target=0, seed=3,
                       hands={"outpost": ["bunkier", "trep"], "moloch": ["lowca", "klaun"]})
    app, sc, match = open_table(s, mode="hotseat", seat=MOLOCH, lang="en")
    sc._apply(Action("play", "lowca-1", None, 1))
    sc._apply(Action("pass"))
    assert sc.state.current_player == OUTPOST
    match.handed_off(OUTPOST)
    sc.handoff_scene = None
    app.request_redraw()
    app.step([])
    assert sc.bottom() == OUTPOST
    them, evs = sc.opponent_move()
    assert them == MOLOCH and any(e.key == "play" for e in evs)
    assert "Hunter" in sc.view.frame_hits.overlay.get("recap_text", "")
    assert not any(e.key == "draw_seen" for e in evs)      # nothing hidden


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_selected_feature_says_its_cost_before_the_player_commits(lang):
    s = build_position(phase="outpost_attack", battle_city=1, target=1, seed=3,
                       table={1: {"moloch": ["pancernik"], "outpost": ["trep"]}},
                       hands={"outpost": ["bunkier", "medyk", "wywiad"], "moloch": ["lowca"]})
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang=lang)
    app.draw()
    feat = next(c for c in sc.clickables() if c[0] == "feature")
    click(app, feat[2])
    assert sc.model.sel is not None and sc.model.sel.source == ("feature", 1)
    body = sc.prompt_texts()[1]
    assert str(s.feature_cost(1)) in body and "2" in body
    assert sc.state.decision_frame[0] == "attack"          # nothing committed yet
