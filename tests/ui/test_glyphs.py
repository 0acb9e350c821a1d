"""No missing glyphs and even letter spacing (issue 20): every string the game can show, in both
languages (the registered texts, the log's sentences, card and city data, the lessons), uses only
characters the text font draws; small text is drawn supersampled and measured the same way."""
from __future__ import annotations

import importlib
import os
import pkgutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import konwoj  # noqa: E402
from konwoj import i18n  # noqa: E402
from konwoj.ui import fonts  # noqa: E402


def _import_everything():
    """Every module registers its strings when imported."""
    for mod in pkgutil.walk_packages(konwoj.__path__, "konwoj."):
        if mod.name.endswith("__main__"):
            continue
        try:
            importlib.import_module(mod.name)
        except Exception:  # noqa: BLE001 - an optional module that cannot load shows nothing
            pass


def visible_strings() -> list[tuple[str, str]]:
    """(where, text) for every text the game can put on screen, in both languages."""
    _import_everything()
    out = []
    for lang in i18n.LANGS:                      # every text of every catalogue, plural forms too
        for key, text in i18n.catalogue(lang)._catalog.items():
            if key:
                out.append((key if isinstance(key, str) else key[0], text))
    from konwoj.rules import events
    for table in (events.TEMPLATES, events.PHASES, events.DISTRICTS, events.REASONS,
                  getattr(events, "PHASES_2E", {})):
        for key, pair in table.items():
            out += [(f"events.{key}", s) for s in pair]
    from konwoj.rules.cards import default_data
    data = default_data()
    for cd in data.cards.values():
        for attr in ("name_pl", "name_en", "text_pl", "text_en"):
            v = getattr(cd, attr, None)
            if isinstance(v, str):
                out.append((f"card.{cd.key}.{attr}", v))
    for city in list(data.cities) + list(data.cities_2e):
        out += [(f"city.{city.key}", city.name_pl), (f"city.{city.key}", city.name_en)]
    from konwoj.play.lessons import available_lessons
    for ls in available_lessons():
        for part in (ls.title, ls.summary, ls.finish, *[st.text for st in ls.steps]):
            out += [(f"lesson.{ls.id}", s) for s in part.values()]
    return out


def test_every_visible_string_uses_only_characters_the_font_draws():
    pygame.font.init()
    strings = visible_strings()
    assert len(strings) > 1500
    missing = {}
    for where, s in strings:
        for ch in set(s):
            if not fonts.has_glyph(ch):
                missing.setdefault(ch, where)
    assert not missing, {f"U+{ord(c):04X} {c}": w for c, w in missing.items()}


def test_the_check_itself_sees_a_missing_glyph():
    pygame.font.init()
    assert fonts.has_glyph("ą") and fonts.has_glyph("…") and fonts.has_glyph("„")
    assert not fonts.has_glyph("✓")


@pytest.mark.parametrize("size", [13, 15, 17, 19, 24])
@pytest.mark.parametrize("bold", [False, True])
def test_small_text_is_measured_as_it_is_drawn(size, bold):
    pygame.font.init()
    for s in ("Kontynuuj", "gracz", "ukończona", "Lesson · step 3 of 9"):
        img = fonts.text(s, size, (255, 255, 255), bold)
        assert img.get_size() == fonts.font(size, bold).size(s)


def test_small_text_keeps_even_letter_spacing():
    """Drawn large and scaled down: each letter of a word starts where the big drawing says
    (hinting at the small size moves letters by up to a pixel each, 'gracz y')."""
    pygame.font.init()
    f = fonts.font(15)
    word = "gracz"
    big = f._big
    for i in range(1, len(word)):
        want = big.size(word[:i])[0] / fonts.SS
        assert abs(f.size(word[:i])[0] - want) <= 1
