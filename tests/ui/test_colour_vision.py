"""Colour never alone (issue 40 item 1): the palettes keep every pair that must be told apart
apart under the normal eye and simulated protanopia, deuteranopia and tritanopia (Machado et al.
2009), text keeps a WCAG contrast of 4.5:1 on what it is drawn on, and where the standard palette
loses a pair (red against green under protan/deutan) a shape tells it apart."""
from __future__ import annotations

import pytest

from konwoj.ui import colour_vision as cv
from konwoj.ui import palette

# Sharma, Wu & Dalal 2005, table 1: the 34 published test pairs (L*a*b* 1, L*a*b* 2, dE00)
SHARMA = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]

# How far apart two colours that carry a fact must stay. A just-noticeable difference is about
# dE00 = 1-2 for large patches side by side; the colours here mark small shapes (a dot, a badge,
# a 2-3 px outline) that are judged alone, not next to each other, so we ask for ten times that:
# dE00 >= 20 (about the gap between the standard palette's gold and amber headings and a red).
MIN_DE = 20.0
MIN_TEXT = 4.5          # WCAG 2.x AA for normal text (no text here is counted as large)


@pytest.mark.parametrize("lab1, lab2, expected", SHARMA)
def test_ciede2000_matches_the_published_pairs(lab1, lab2, expected):
    assert cv.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert cv.ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_simulation_keeps_greys_and_loses_red_against_green():
    # each matrix row sums to 1: greys are fixed points (a check of the transcription)
    for vision in ("protan", "deutan", "tritan"):
        for g in (0, 60, 128, 200, 255):
            assert cv.simulate((g, g, g), vision) == pytest.approx((g, g, g), abs=1)
    red, green = (200, 60, 50), (110, 165, 70)
    assert cv.delta_e(red, green) > 50
    assert cv.delta_e(red, green, "deutan") < 15       # the olive the issue saw
    assert cv.delta_e((0, 0, 255), (0, 255, 0), "tritan") < cv.delta_e((0, 0, 255), (0, 255, 0))


def test_wcag_contrast_of_known_pairs():
    assert cv.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert cv.contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert cv.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def test_every_palette_names_every_role():
    for name, pal in palette.PALETTES.items():
        assert set(pal) == set(palette.ROLES), name
        for role, rgb in pal.items():
            assert len(rgb) == 3 and all(0 <= c <= 255 for c in rgb), (name, role)
    assert set(palette.SAFE_FOR) == set(palette.PALETTES)
    assert {"standard", "red_green", "blue_yellow", "high_contrast"} <= set(palette.NAMES)


def _pair_cases():
    for name in palette.NAMES:
        visions = ("normal",) + palette.SAFE_FOR[name]
        if name == "standard":
            visions = ("normal", "tritan")      # red/green under protan/deutan: the shapes' work
        for a, b in palette.DISTINCT:
            for vision in visions:
                yield name, a, b, vision


@pytest.mark.parametrize("name, a, b, vision", list(_pair_cases()))
def test_pairs_stay_apart(name, a, b, vision):
    pal = palette.PALETTES[name]
    d = cv.delta_e(pal[a], pal[b], vision)
    assert d >= MIN_DE, f"{name}: {a} {pal[a]} vs {b} {pal[b]} under {vision}: dE00 {d:.1f}"


def _text_cases():
    for name in palette.NAMES:
        for fg, bgs in palette.TEXT_ON.items():
            for bg in bgs:
                yield name, fg, bg


@pytest.mark.parametrize("name, fg, bg", list(_text_cases()))
def test_text_contrast(name, fg, bg):
    pal = palette.PALETTES[name]
    c = cv.contrast(pal[fg], pal[bg])
    assert c >= MIN_TEXT, f"{name}: {fg} {pal[fg]} on {bg} {pal[bg]}: {c:.2f}:1"


MEANINGS = ("moloch", "outpost", "moloch_dark", "outpost_dark", "moloch_text", "outpost_text",
            "lit", "select", "strength_up", "strength_down", "win", "loss", "warn", "danger",
            "info", "gold", "accent", "text", "text_dim")


def test_each_colour_of_a_meaning_is_stated_only_in_the_palette():
    """No drawing module keeps its own copy of a colour that carries a meaning (it would not
    follow the colour-vision setting): the standard values of those roles, and every palette's
    side, strength, mark and result colours, appear as literals only in konwoj/ui/palette.py."""
    import re
    from pathlib import Path
    import konwoj
    watched = {palette.STANDARD[r]: r for r in MEANINGS}
    for pal in palette.PALETTES.values():
        for r in ("moloch", "outpost", "lit", "select", "strength_up", "strength_down", "win",
                  "loss"):
            watched[pal[r]] = r
    pat = re.compile(r"\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})")
    root = Path(konwoj.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.name == "palette.py" and path.parent.name == "ui":
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in pat.finditer(line):
                rgb = tuple(int(x) for x in m.groups())
                if rgb in watched:
                    found.append(f"{path.relative_to(root)}:{i} {watched[rgb]} {rgb}")
    assert found == []


def test_palette_names_follow_the_setting():
    from konwoj.settings import COLOUR_VISIONS
    assert palette.NAMES == COLOUR_VISIONS
    assert palette.PALETTES["standard"] is palette.STANDARD
    assert palette.PALETTES["red_green"] is palette.RED_GREEN
    assert palette.PALETTES["blue_yellow"] is palette.BLUE_YELLOW
    assert palette.PALETTES["high_contrast"] is palette.HIGH_CONTRAST
    assert palette.use("nonsense") == palette.DEFAULT
