"""Colour never alone (issue 40 item 1), drawn: with the two colours of a pair made the same, what
the pair said still shows by shape (the battle-strength badges, a raised against a lowered
strength, a lit against the chosen place), and the colour-vision setting switches the palette at
once through the Settings screen."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from konwoj.rules import MOLOCH, OUTPOST, SIDES  # noqa: E402
from konwoj.ui import art  # noqa: E402
from konwoj.ui.table import paint  # noqa: E402

SAME = (255, 0, 255)      # a colour nothing else on the table uses


@pytest.fixture(autouse=True)
def _standard_palette():
    """Each test starts and ends with the standard palette."""
    try:
        from konwoj.ui import palette
    except ImportError:          # before the palettes existed
        yield
        return
    palette.use("standard")
    yield
    palette.use("standard")


def _one_colour(monkeypatch, roles, old_names):
    """Give every role in ``roles`` the colour SAME (and the old module constants too)."""
    try:
        from konwoj.ui import palette
        for role in roles:
            monkeypatch.setitem(palette._active, role, SAME)
    except ImportError:
        pass
    for mod, name, key in old_names:
        if key is None:
            monkeypatch.setattr(mod, name, SAME)
        else:
            monkeypatch.setitem(getattr(mod, name), key, SAME)


def _ring_mask(surf, rect: pygame.Rect) -> set:
    """The pixels of the outer band of ``rect`` (outside 0.6 of its half-width, where no numeral
    is) that have the colour SAME."""
    cx, cy = rect.center
    r = rect.w / 2
    out = set()
    for x in range(rect.x - 3, rect.right + 3):
        for y in range(rect.y - 3, rect.bottom + 3):
            if (x - cx) ** 2 + (y - cy) ** 2 < (0.6 * r) ** 2:
                continue
            if tuple(surf.get_at((x, y)))[:3] == SAME:
                out.add((x - cx, y - cy))
    return out


def test_battle_strength_badges_differ_by_shape_when_the_colours_are_one(monkeypatch):
    """The red and the green badge of a battle turned one olive under deuteranopia: drawn in one
    colour, their shapes still differ (Moloch's toothed square, the Outpost's disc)."""
    _one_colour(monkeypatch, SIDES, [(paint, "SIDE_COL", MOLOCH), (paint, "SIDE_COL", OUTPOST)])
    from konwoj.app import App
    from konwoj.commands.screenshot import build_scene, random_state
    from konwoj.settings import Settings
    st = Settings()
    st.animation_speed = 0.0
    app = App(headless=True, size=(1366, 768), settings=st)
    scene = build_scene(app, random_state(3, 40), seed=3)
    app.step([])
    app.request_redraw()
    app.step([])
    act = scene.match.state.active_city
    rects = {side: r for (c, side), r in scene.layout.strength_rects.items() if c == act}
    assert set(rects) == set(SIDES)
    m = _ring_mask(app.screen, rects[MOLOCH])
    o = _ring_mask(app.screen, rects[OUTPOST])
    union = len(m | o)
    assert union and len(m & o) / union < 0.8, (len(m), len(o), len(m & o))


def test_raised_and_lowered_strength_differ_without_their_colours(monkeypatch):
    """The same number, once raised and once lowered, in one colour: the up or down triangle
    still tells them apart (in grey, as a player who sees no hue)."""
    _one_colour(monkeypatch, ("strength_up", "strength_down"),
                [(art, "STRENGTH_UP", None), (art, "STRENGTH_DOWN", None)])
    if not pygame.display.get_init():
        pygame.display.init()
    key = next(k for k, rec in art.default_art().cards.items() if rec.get("type") == "robot")
    art.default_art().clear()
    up = art.card_face(key, (180, 252), "en", strength=2, printed=1)
    down = art.card_face(key, (180, 252), "en", strength=2, printed=3)
    grey_up = pygame.transform.grayscale(up)
    grey_down = pygame.transform.grayscale(down)
    differ = sum(1 for x in range(180) for y in range(252)
                 if abs(grey_up.get_at((x, y))[0] - grey_down.get_at((x, y))[0]) > 40)
    assert differ >= 30, differ


def test_lit_and_chosen_marks_differ_in_shape():
    """A lit place (dashed outline, corner ticks) and the chosen one (double outline) drawn in one
    colour still differ."""
    from konwoj.ui import emblems
    masks = []
    for draw in (emblems.lit_mark, emblems.chosen_mark):
        s = pygame.Surface((120, 160), pygame.SRCALPHA)
        draw(s, pygame.Rect(30, 30, 60, 100), 1.0, SAME)
        masks.append({(x, y) for x in range(120) for y in range(160)
                      if tuple(s.get_at((x, y)))[:3] == SAME and s.get_at((x, y))[3]})
    lit, chosen = masks
    assert lit and chosen
    assert len(lit & chosen) / len(lit | chosen) < 0.5
    # the dashes: along the lit outline's top edge the colour comes and goes
    row = [(x, 30 - 3) in lit for x in range(40, 80)]
    assert any(row) and not all(row)


def test_colour_vision_setting_switches_the_palette_at_once(tmp_dirs):
    """Settings -> Colour vision -> Red-green: the table's colours change without a restart and
    the choice is saved."""
    from konwoj.app import App
    from konwoj.settings import Settings
    from konwoj.ui import palette
    from tests.support.scenes import click_choice
    app = App(headless=True, size=(1366, 768))
    app.step([])
    app.open("settings")
    app.step([])
    scene = app.scenes.top
    assert tuple(paint.SIDE_COL[MOLOCH]) == palette.STANDARD["moloch"]
    click_choice(app, scene.colours, "red_green")
    assert palette.active() == "red_green"
    assert tuple(paint.SIDE_COL[MOLOCH]) == palette.RED_GREEN["moloch"]
    assert tuple(art.STRENGTH_UP) == palette.RED_GREEN["strength_up"]
    assert Settings.load().colour_vision == "red_green"
    click_choice(app, scene.colours, "standard")
    assert tuple(paint.SIDE_COL[MOLOCH]) == palette.STANDARD["moloch"]


def test_a_bad_colour_vision_in_the_file_gets_the_default_and_one_line(tmp_path):
    from konwoj.settings import Settings
    p = tmp_path / "settings.yaml"
    p.write_text("colour_vision: purple\nlang: en\n", encoding="utf-8")
    s, problem = Settings.read(p)
    assert s.colour_vision == "standard" and s.lang == "en"
    assert "colour_vision" in str(problem) and "\n" not in str(problem)
    p.write_text("colour_vision: high_contrast\n", encoding="utf-8")
    s, problem = Settings.read(p)
    assert s.colour_vision == "high_contrast" and problem is None


def test_rules_legend_shows_the_shapes_that_stand_for_colours(tmp_dirs, monkeypatch):
    """Rules & cards -> Icons and tokens lists each side's emblem, the raised and lowered signs,
    the lit and the chosen frame, each drawn by the table's own functions (konwoj.ui.emblems)."""
    from konwoj.app import App
    from konwoj.ui import emblems
    calls = []
    real = emblems.legend_icon
    monkeypatch.setattr(emblems, "legend_icon", lambda kind, size: calls.append(kind)
                        or real(kind, size))
    app = App(headless=True, size=(1366, 768))
    app.step([])
    app.open("rules")
    app.step([])
    scene = app.scenes.top
    scene.select(("legend", None))
    app.request_redraw()
    app.step([])
    shown = [text for text, _ in scene._legend_rects]
    for kind in emblems.LEGEND:
        assert app.tr("legend.colour." + kind) in shown
    assert set(calls) == set(emblems.LEGEND)


def test_a_palette_chosen_during_a_game_shows_on_the_table_at_once(tmp_dirs):
    """Table -> Settings -> Red-green -> Esc: the battle badges are drawn in the new colours
    (the table's cached layer does not keep the old ones)."""
    from konwoj.app import App
    from konwoj.commands.screenshot import build_scene, random_state
    from konwoj.ui import palette
    from tests.support.scenes import click_choice, press
    app = App(headless=True, size=(1366, 768))
    scene = build_scene(app, random_state(3, 40), seed=3)
    app.step([])
    r = scene.layout.strength_rects[(scene.match.state.active_city, MOLOCH)]

    def colours():
        return {tuple(app.screen.get_at((x, y)))[:3] for x in range(r.x, r.right)
                for y in range(r.y, r.bottom)}

    assert palette.STANDARD["moloch"] in colours()
    assert palette.RED_GREEN["moloch"] not in colours()
    app.open("settings")
    app.step([])
    click_choice(app, app.scenes.top.colours, "red_green")
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    app.step([])
    assert palette.RED_GREEN["moloch"] in colours()
    assert palette.STANDARD["moloch"] not in colours()
