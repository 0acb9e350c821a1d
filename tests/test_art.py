"""The project's own art: every card, icon, token, back and city board exists,
every SVG loads, and card faces compose at table and zoom sizes."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from konwoj import art as artmod  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
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


def test_backs_cities_tokens_frames_exist(art):
    for side in artmod.SIDES:
        assert (ART / "backs" / f"{side}.svg").is_file()
        assert art.card_back(side, (90, 126)).get_size() == (90, 126)
        assert (ART / "frames" / f"badge_{side}.svg").is_file()
        for t in artmod.SIDE_TYPES[side]:
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


def test_gallery_writes_a_png(tmp_path):
    from konwoj import gallery

    out = tmp_path / "sheet.png"
    assert gallery.main([str(out), "--size", "90x126", "--lang", "en"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_width() > 90 * 8 and img.get_height() > 126 * 5


def test_main_dispatches_gallery(tmp_path):
    import main

    out = tmp_path / "g.png"
    assert main.main(["gallery", str(out), "--only", "pajaki,bunkier"]) == 0
    assert out.is_file()
