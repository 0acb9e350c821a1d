"""The project's own art: every card, icon, token, back and city board exists,
every SVG loads, and card faces compose at table and zoom sizes."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from konwoj.ui import art as artmod  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "art"
CARDS = artmod.load_cards()


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    return artmod.Art()


def test_cards_yaml_has_57_keys():
    assert len(CARDS) == 57


@pytest.mark.parametrize("key", sorted(CARDS))
def test_every_card_key_has_an_illustration(key):
    assert (ART / "cards" / f"{key}.svg").is_file()


ALL_SVGS = sorted(p.relative_to(ART).as_posix() for p in ART.rglob("*.svg"))


def test_there_are_svgs():
    assert len(ALL_SVGS) > 57 + 12 + 10


@pytest.mark.parametrize("rel", ALL_SVGS)
def test_every_svg_loads_at_two_sizes(rel):
    for size in ((40, 56), (300, 420)):
        surf = pygame.image.load_sized_svg(str(ART / rel), size)
        w, h = surf.get_size()
        # nanosvg keeps the aspect ratio and may round a pixel up
        assert 0 < w <= size[0] + 1 and 0 < h <= size[1] + 1
        assert abs(w - size[0]) <= 1 or abs(h - size[1]) <= 1
        # something is drawn: not fully transparent
        assert surf.get_bounding_rect().width > 0


@pytest.mark.parametrize("rel", ALL_SVGS)
def test_svgs_stay_within_what_nanosvg_draws(rel):
    text = (ART / rel).read_text(encoding="utf-8")
    for banned in ("<text", "<filter", "<mask", "<clipPath", "<use", "<image", "xlink:href", "http://www.w3.org/1999/xlink"):
        assert banned not in text, f"{rel} uses {banned}"


def test_every_trigger_and_type_in_the_data_has_an_icon():
    triggers = {c.get("trigger") or "none" for c in CARDS.values()}
    types = {c["type"] for c in CARDS.values()}
    assert triggers <= set(artmod.TRIGGERS)
    assert types <= set(artmod.TYPES)
    for name in set(artmod.TRIGGERS) | set(artmod.TYPES):
        assert (ART / "icons" / f"{name}.svg").is_file(), name
    for effect in artmod.DISTRICT_EFFECTS:
        assert (ART / "icons" / f"district_{effect}.svg").is_file(), effect


def test_district_effects_in_the_data_have_icons():
    effects = set()
    for city in artmod.load_cities().values():
        effects.update(city.get("districts") or [])
        if city.get("extra_district"):
            effects.add(city["extra_district"])
    assert effects <= set(artmod.DISTRICT_EFFECTS)


@pytest.mark.slow
def test_backs_cities_tokens_frames_exist(art):
    for side in artmod.SIDES:
        assert (ART / "backs" / f"{side}.svg").is_file()
        assert art.card_back(side, (90, 126)).get_size() == (90, 126)
        assert (ART / "frames" / f"badge_{side}.svg").is_file()
        for t in artmod.SIDE_TYPES[side]:
            assert (ART / "frames" / f"socket_{side}_{t}.svg").is_file()
            for layout in ("compact", "full"):
                assert (ART / "frames" / f"{side}_{t}_{layout}.svg").is_file()
    boards = list((ART / "cities").glob("*.svg"))
    assert len(boards) == 10
    assert set(artmod.load_cities()) == set(artmod.CITY_KEYS)
    for key in artmod.CITY_KEYS:
        for ruined in (False, True):
            assert art.city_board(key, ruined, (300, 200)).get_size() == (300, 200)
    for name in artmod.TOKENS:
        assert (ART / "tokens" / f"{name}.svg").is_file()
        assert art.token(name, 40).get_size() == (40, 40)
    assert art.token("+2", 32).get_size() == (32, 32)   # rules-data spelling
    assert art.table_background((1366, 768)).get_size() == (1366, 768)
    assert (ART / "LICENSE").is_file()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(90, 126), (180, 252), (360, 504)])
def test_card_face_has_the_requested_size_for_every_key(art, size):
    for key in CARDS:
        face = art.card_face(key, size)
        assert face.get_size() == size
    # a card with an overridden strength and in English
    assert art.card_face("juggernaut", size, lang="en", strength=7).get_size() == size


def test_card_face_is_cached_and_differs_between_cards(art):
    a = art.card_face("pajaki", (90, 126))
    assert art.card_face("pajaki", (90, 126)) is a
    b = art.card_face("snajper", (90, 126))
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_svg_cache_rasterises_once_per_size(art, monkeypatch):
    art.svg("icons/robot.svg", 33)
    calls = []
    real = pygame.image.load_sized_svg
    monkeypatch.setattr(pygame.image, "load_sized_svg", lambda *a: calls.append(a) or real(*a))
    art.svg("icons/robot.svg", 33)
    assert calls == []
    art.svg("icons/robot.svg", 34)
    assert len(calls) == 1


def test_odd_sizes_do_not_break(art):
    assert art.card_face("klaun", (100, 100)).get_size() == (100, 100)
    assert art.card_face("klaun", (17, 24)).get_size() == (17, 24)
    assert art.icon("bomb", (20, 30)).get_size() == (20, 30)


@pytest.mark.slow
def test_gallery_writes_a_png(tmp_path):
    from konwoj.commands import gallery

    out = tmp_path / "sheet.png"
    assert gallery.main([str(out), "--size", "90x126", "--lang", "en"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_width() > 90 * 8 and img.get_height() > 126 * 5


@pytest.mark.slow
def test_main_dispatches_gallery(tmp_path):
    import main

    out = tmp_path / "g.png"
    assert main.main(["gallery", str(out), "--only", "pajaki,bunkier"]) == 0
    assert out.is_file()


def test_small_icons_exist_for_every_trigger_and_type(art):
    for name in (set(artmod.TRIGGERS) - {"none"}) | set(artmod.TYPES):
        assert (ART / "icons" / "small" / f"{name}.svg").is_file(), name
    # the small drawing is used below the threshold, the detailed one above it
    small = art.icon("robot", 18)
    big = art.icon("robot", 64)
    assert small.get_size() == (18, 18) and big.get_size() == (64, 64)
    ref = pygame.image.load_sized_svg(str(ART / "icons" / "small" / "robot.svg"), (18, 18))
    assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(ref.convert_alpha(), "RGBA")


def test_icon_none_is_harmless_and_cards_without_ability_leave_the_slot_empty(art):
    blank = art.icon("none", (20, 20))
    assert blank.get_size() == (20, 20)
    assert blank.get_bounding_rect().width == 0          # fully transparent
    # the trigger slot (bottom left) of an instant differs from a card with a trigger
    # only by what is drawn there: with no trigger it shows the plain bottom bar
    W, H = 180, 252
    cx, cy, r = artmod.TRIGGER_ICON_COMPACT
    sx, sy = W / 500, H / 700
    box = pygame.Rect(round((cx - r) * sx), round((cy - r) * sy), round(2 * r * sx), round(2 * r * sy))
    no_ability = art.card_face("medyk", (W, H)).subsurface(box)
    with_ability = art.card_face("atak_emp", (W, H)).subsurface(box)   # both Outpost instants
    assert pygame.image.tobytes(no_ability, "RGBA") == pygame.image.tobytes(with_ability, "RGBA")
    has_trigger = art.card_face("biegacz", (W, H)).subsurface(box)
    colours = {has_trigger.get_at((x, y))[:3] for x in range(box.w) for y in range(box.h)}
    assert (244, 240, 226) in colours or len(colours) > 40   # an icon is drawn there


@pytest.mark.parametrize("name", ["Pole Elektromagnetyczne", "Porucznik Calahan", "Grupa Uderzeniowa",
                                  "Oddział Specjalny", "Łączność z Bazą", "Electromagnetic Field"])
def test_long_names_get_large_two_line_names_at_table_size(art, name):
    # the name area of a 90 x 126 card
    x, y, w, h = artmod.NAME_RECT_COMPACT
    pw, ph = round(w * 90 / 500), round(h * 126 / 700)
    lines, px, squeeze = art._fit_name(name, pw, ph)
    assert len(lines) == (1 if name == "Łączność z Bazą" else 2)
    assert px >= 11 and squeeze >= 0.8
    assert "".join(lines).replace("-", "").replace(" ", "") == name.replace(" ", "")
    for line in lines:
        assert art.name_ink(line, px)[0] * squeeze <= pw + 1


def test_hyphenation_breaks_between_syllables():
    assert "Elektro-magnetyczne" in [w[:i] + "-" + w[i:] for w in ["Elektromagnetyczne"]
                                      for i in artmod.hyphen_points(w)]
    for word in ("Szturmowiec", "Uderzeniowa", "Contamination"):
        for i in artmod.hyphen_points(word):
            assert i >= 4 and len(word) - i >= 4
            assert word[i - 1:i + 1].lower() not in artmod.DIGRAPHS
    assert artmod.hyphen_points("Bloker") == []


def test_short_names_stay_on_one_line(art):
    x, y, w, h = artmod.NAME_RECT_COMPACT
    for name in ("Trep", "Bloker", "Juggernaut", "Mózg"):
        lines, px, _ = art._fit_name(name, round(w * 90 / 500), round(h * 126 / 700))
        assert lines == [name] and px >= 10


def test_name_font_is_shipped_with_its_licence(art):
    assert artmod.NAME_FONT.is_file()
    assert (artmod.NAME_FONT.parent / "LICENSE").is_file()
    f = art.name_font(12)
    for ch in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
        assert f.metrics(ch)[0] is not None, ch


def _band_stats(surf, y0, y1):
    """Mean brightness and count of fire-coloured pixels in rows y0..y1."""
    w = surf.get_width()
    total, warm, n = 0, 0, 0
    for y in range(y0, y1, 2):
        for x in range(0, w, 2):
            r, g, b, _ = surf.get_at((x, y))
            total += (r + g + b) / 3
            warm += r > 170 and r > b + 90
            n += 1
    return total / n, warm / n


@pytest.mark.parametrize("key", artmod.CITY_KEYS)
def test_ruined_boards_burn_visibly_yet_keep_quiet_bands_for_the_overlays(art, key):
    # the table shows boards about 2.5 : 1, i.e. the middle 60 % of the picture
    ruined = art.city_board(key, True, (300, 120))
    intact = art.city_board(key, False, (300, 120))
    top_mean, _ = _band_stats(ruined, 2, 22)           # where the table writes the name
    mid_mean, mid_warm = _band_stats(ruined, 40, 95)   # the skyline
    bottom_mean, _ = _band_stats(ruined, 100, 118)     # where the district icons sit
    assert mid_warm > 0.2                  # fire and glow behind the ruins are plain to see
    assert top_mean < 0.7 * mid_mean and bottom_mean < 0.7 * mid_mean
    assert top_mean < 55 and bottom_mean < 55
    _, intact_warm = _band_stats(intact, 40, 95)
    assert mid_warm > 4 * intact_warm     # the intact city is not on fire


def test_every_soldier_has_its_own_picture():
    soldiers = sorted(k for k, c in CARDS.items() if c["type"] == "soldier")
    assert len(soldiers) == 16
    figures = set()
    for key in soldiers:
        text = (ART / "cards" / f"{key}.svg").read_text(encoding="utf-8")
        body = text.split("</defs>", 1)[-1]
        figures.add(body[len(body) // 3:])   # past the shared background
    assert len(figures) == 16
