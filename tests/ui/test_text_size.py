"""Issue 40 item 2, text that can be read and enlarged: the Text size setting (100/125/150 %,
validated, chosen in Settings and applied at once), capitals of at least 9 px at 1366x768 and
12 px at 1920x1080, and no text cut, overflowing or overlapping on any screen at 960x540,
1366x768 and 1920x1080 at every text size in both languages (``tests/support/text_audit.py``
draws every screen with the recorder on); the pseudo-locale of issue 38 run through the same
audit at 960x540 and 1366x768."""
from __future__ import annotations

import pygame
import pytest

from konwoj.settings import TEXT_SCALES, Settings
from konwoj.ui import fonts
from tests.support import text_audit as TA

pytestmark = pytest.mark.usefixtures("tmp_dirs")

SIZES = [(960, 540), (1366, 768), (1920, 1080)]
LANGS = ["pl", "en"]


def _ids(size):
    return f"{size[0]}x{size[1]}"


def _known(problems):
    """The problems (the boxes of ``TA.KNOWN`` are left out by the audit itself: the recap of the
    other side's phase is issue 40 item 5's, branch i40-follow, which makes it wrap or open)."""
    return problems


# ---------------------------------------------------------------------------- the setting
def test_text_sizes_are_100_125_and_150_percent_and_default_to_100():
    assert TEXT_SCALES == (1.0, 1.25, 1.5) and Settings().text_scale == 1.0


@pytest.mark.parametrize("raw, expected, bad", [
    ("1.25", 1.25, False), ("1.5", 1.5, False), ("1", 1.0, False), ("2", 1.0, True),
    ("1.3", 1.0, True), ('"big"', 1.0, True), (".nan", 1.0, True), ("true", 1.0, True),
    ("[1.5]", 1.0, True), ("0", 1.0, True)])
def test_a_stored_text_size_is_read_or_refused_like_every_setting(tmp_path, raw, expected, bad):
    path = tmp_path / "settings.yaml"
    path.write_text(f"lang: en\ntext_scale: {raw}\n", encoding="utf-8")
    s, problem = Settings.read(path)
    assert s.text_scale == expected and s.lang == "en"
    assert (problem is not None) == bad
    if bad:
        assert "text_scale" in str(problem)


def _settings_scene(size=(1366, 768)):
    from tests.support.drive import make_app
    from tests.support.scenes import button, click
    app = make_app(size, "en")
    app.step([])
    click(app, button(app.scenes.top, "title.settings"))
    sc = app.scenes.top
    assert type(sc).__name__ == "SettingsScene"
    return app, sc


def _title_height(app) -> int:
    """The ink height of the Settings heading as the next frame draws it (the audit's record)."""
    from konwoj.ui import textaudit
    textaudit.start()
    try:
        screen = textaudit.AuditSurface(app.screen.get_size())
        real, app.screen = app.screen, screen
        TA._clear_caches(app)
        app.draw()
        app.screen = real
        return max(h.rect.h for h in textaudit.screen_hits(screen) if h.info.s == "Settings")
    finally:
        textaudit.stop()


def test_the_text_size_chosen_in_settings_applies_at_once_and_is_saved():
    from tests.support.scenes import click_choice
    app, sc = _settings_scene()
    small = _title_height(app)
    seen = {}
    for k in TEXT_SCALES[::-1]:
        click_choice(app, sc.text_size, k)              # a real click on the segment
        assert app.settings.text_scale == k and fonts.text_scale() == k
        assert Settings.load().text_scale == k         # saved at once
        seen[k] = _title_height(app)
        assert TA.audit(app, f"settings at {k}") == []  # the screen made room for it
    assert seen[1.0] == small and seen[1.25] > small and seen[1.5] > seen[1.25]
    assert seen[1.5] >= small * 1.35


def test_every_text_grows_with_the_text_size_never_below_the_floor():
    pygame.display.init()
    for size, cap in (((1366, 768), 9), ((1920, 1080), 12)):
        for k in TEXT_SCALES:
            fonts.set_text_size(k, size)
            for asked in (8, 13, 20, 40):
                assert fonts.eff(asked) >= round(asked * k)
                h = fonts.text("H", asked).get_bounding_rect(min_alpha=64).h
                assert h >= cap, (size, k, asked, h)


# ---------------------------------------------------------------------------- the floor
def test_capitals_are_measured_by_rendering_h_and_reach_9_and_12_px():
    """The issue's figures: "Stations 0/4" caps ~7 px, the deck caption ~8 px at 1366x768 (the
    table's 15- and 16-unit text); at the default size they now reach the window's floor."""
    assert fonts.min_cap((1366, 768)) == 9 and fonts.min_cap((1920, 1080)) == 12
    pygame.display.init()
    fonts.set_text_size(1.0, (1366, 768))
    u = 768 / 1080
    for asked in (max(12, round(15 * u)), max(13, round(16 * u))):
        assert TA.cap_height("table", fonts.eff(asked)) >= 9
        assert TA.cap_height("table", asked) < 9            # what they were drawn at before


# ---------------------------------------------------------------------------- the findings
def test_the_stations_label_never_lies_over_a_selected_hand_card():
    """Issue 40: "the 'Stations 0/5' label is drawn over the title of a selected hand card"."""
    for size in ((960, 540), (1366, 768)):
        probs = TA.table(size, "pl", 1.0, only={"table 1e attack, a card selected",
                                                "table 1e mid-game, a card selected"})
        assert not [p for p in probs if "Stations" in p or "Stanowiska" in p], probs


def test_module_names_on_their_tabs_are_never_cut():
    """Issue 40: Module names cut ("Comba...", "Annihil...")."""
    from konwoj.ui.table.draw import tab_name
    from konwoj.ui.table.paint import text_width
    from konwoj.rules.scenario import build_position
    from tests.support.table import open_table
    pygame.display.init()
    fonts.set_text_size(1.0, (1366, 768))
    for name in ("Combat Module", "Annihilation Module", "Moduł Anihilacji"):
        for width in (20, 40, 60, 200):
            img = tab_name(name, 14, width)
            assert img is None or img.get_width() <= width
        assert tab_name(name, 14, text_width(name, 14)) is not None
    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca", "bydlak", "pancernik"],
                                  "outpost": ["trep"]}},
                       modules={"lowca": "modul_anihilacji", "bydlak": "modul_bojowy",
                                "pancernik": "modul_kasparov"},
                       hands={"outpost": ["komandos"], "moloch": ["hybryda"]}, seed=3)
    for size in SIZES:
        for lang in LANGS:
            app, sc, _ = open_table(s, mode="solo", seat="outpost", size=size, lang=lang)
            probs = TA.audit(app, f"modules {size} {lang}")
            assert not [p for p in probs if ": cut" in p], probs


def test_after_a_city_falls_the_near_sides_stations_labels_stay_in_one_row():
    """Issue 40: "after a city falls the lower 'Stations' labels are misaligned"."""
    from tests.support.table import open_table
    s = TA._fallen_city()
    for size in SIZES:
        app, sc, _ = open_table(s, mode="hotseat", seat=s.current_player, size=size)
        app.draw()
        L = sc.layout
        ys = {box.y for (c, side), (_, box) in sc.view.static_hits.station_labels.items()
              if side == L.bottom}
        assert len(ys) == 1, (size, ys)
        for (c, side), (_, box) in sc.view.static_hits.station_labels.items():
            taken = [L.card_rects[cid] for cid in L.areas[(c, side)].cards]
            assert box.collidelist(taken) < 0, (c, side)


# ---------------------------------------------------------------------------- the audit
FAST = {"table 1e attack, a card selected", "table 2e a city fallen", "table battle summary",
        "table in-game menu"}


def test_a_few_screens_at_1366x768_have_no_text_problem():
    """The quick subset of the sweep below (the table with a card selected, a fallen city, the
    battle summary, the menu; the title and Settings)."""
    probs = TA.table((1366, 768), "pl", 1.0, only=FAST)
    probs += TA.shell((1366, 768), "en", 1.5, only={"title", "settings"})
    assert _known(probs) == []


def test_the_crowded_table_at_960x540_has_no_text_problem():
    """Cards in play 24-26 px wide (their names and strengths ran under the tokens and each other)
    and a hand of six fanned over each other (printed names half covered)."""
    assert TA.table((960, 540), "en", 1.5, only={"table 2e mid-game",
                                                 "table 1e a city fallen"}) == []


def test_a_card_in_play_too_small_for_its_name_shows_its_picture_and_strength():
    """At 960x540 a card in play has no name at the readable floor's size (it comes with the
    zoom, pointed at); at 1366x768 the same card carries it as before."""
    from konwoj.ui import art, textaudit
    from konwoj.ui.table.paint import own_strength
    from tests.support.drive import attack_position, post
    def texts_in(app, r):
        textaudit.start()
        try:
            screen = textaudit.AuditSurface(app.screen.get_size())
            real, app.screen = app.screen, screen
            TA._clear_caches(app)
            app.draw()
            app.screen = real
            return {h.info.s for h in textaudit.screen_hits(screen) if r.contains(h.rect)}
        finally:
            textaudit.stop()
    for size, named in (((960, 540), False), ((1366, 768), True)):
        app, sc = TA._table(attack_position(), size, "en", 1.0)
        r = sc.layout.card_rects["lowca-1"]
        assert art.default_art().carries_name(r.size) == named
        inside = texts_in(app, r)
        name = sc.state.card("lowca-1").name("en")
        assert (name in inside) == named, (size, inside)
        assert str(own_strength(sc.state, "lowca-1")) in inside            # its strength shows
        if not named:                                                   # the zoom names it
            post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
            post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=3))
            app.step([])
            zoom = sc.view.frame_hits.overlay.get("zoom")
            assert zoom is not None and name in texts_in(app, zoom)


# what the sweep still finds on the table (none now: 960x540 draws its cards in play compact)
TABLE_OPEN: dict = {}


def _table_cases():
    for size in SIZES:
        for k in TEXT_SCALES:
            for lang in LANGS:
                why = TABLE_OPEN.get((size, k, lang))
                marks = [pytest.mark.xfail(reason=why, strict=False)] if why else []
                yield pytest.param(size, k, lang, marks=marks, id=f"{_ids(size)}-{k}-{lang}")


@pytest.mark.slow
@pytest.mark.parametrize("size, scale, lang", list(_table_cases()))
def test_no_text_is_cut_overlapping_or_too_small_on_the_table(size, scale, lang):
    assert _known(TA.table(size, lang, scale)) == []


def _shell_cases():
    """Every size and text size, in one language each (Polish at 100 and 150 %, English at
    125 %; the pseudo-locale, longer than both, at 960x540 and 1366x768 below): the shell's sweep
    draws every Rules & cards page of both editions, a minute a case, so each language is not
    drawn at every size (the table's sweep, a few seconds a case, is)."""
    for p in _table_cases():
        size, k, lang = p.values
        if lang == ("en" if k == 1.25 else "pl"):
            yield p


@pytest.mark.slow
@pytest.mark.parametrize("size, scale, lang", list(_shell_cases()))
def test_no_text_is_cut_overlapping_or_too_small_on_any_other_screen(size, scale, lang):
    assert _known(TA.shell(size, lang, scale) + TA.lessons(size, lang, scale)) == []


@pytest.mark.slow
@pytest.mark.parametrize("size", [pytest.param((960, 540), id="960x540"),
                                  pytest.param((1366, 768), id="1366x768")])
def test_the_pseudo_locale_fits_every_screen(size, pseudo_locale):
    """Issue 38: a translator's language, made as one: ``tools/catalogues.py pseudo`` writes the
    catalogue ``xx`` (every English text accented and a third longer), found like pl and en, and
    every screen drawn in it has no text cut, overflowing or overlapping."""
    from konwoj import i18n
    assert "xx" in i18n.LANGS
    assert _known(TA.sweep(size, "xx", 1.0)) == []


def test_a_rules_page_taller_than_its_panel_scrolls_by_the_wheel_and_keys():
    """At 150 % in a 960x540 window the legend is taller than its panel: the page scrolls (the
    wheel over it, Shift+Page Down/Up) rather than cutting or squeezing its lines."""
    from tests.support.drive import click, key, make_app, move, post
    app = make_app((960, 540), "en")
    app.set_text_scale(1.5)
    app.open("rules")
    app.step([])
    sc = app.scenes.top
    i = next(i for i, it in enumerate(sc.list.items) if it[0] == "legend")
    sc.list.scroll_to(i)
    click(app, dict(sc.list.row_rects())[i].center)
    app.request_redraw()
    app.step([])
    assert sc.current[0] == "legend" and sc.page_h > sc.page_view.h
    move(app, sc.page_view.center)
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert sc.page_scroll > 0
    key(app, pygame.K_PAGEDOWN, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_PAGEDOWN, mod=pygame.KMOD_SHIFT)
    assert sc.page_scroll == sc.page_h - sc.page_view.h            # the foot of the page
    assert TA.audit(app, "legend scrolled") == []
    key(app, pygame.K_PAGEUP, mod=pygame.KMOD_SHIFT)
    assert sc.page_scroll < sc.page_h - sc.page_view.h
