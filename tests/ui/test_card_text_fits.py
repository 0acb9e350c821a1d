"""Every card's text, in both editions and both languages, fits the card face's text panel at the
smallest zoom (250 px wide) in a readable size: the 2nd edition's longer texts too (issue 38)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from konwoj.rules import default_data  # noqa: E402
from konwoj.texts import card_text  # noqa: E402
from konwoj.ui import art as artmod  # noqa: E402

MIN_PX = 12


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    return artmod.Art()


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_every_card_text_fits_the_zoom(art, ruleset, lang):
    w, h = 250, 350
    sx, sy = w / artmod.CARD_UNITS[0], h / artmod.CARD_UNITS[1]
    tw, th = round(artmod.TEXT_RECT[2] * sx), round(artmod.TEXT_RECT[3] * sy)
    for key in default_data().cards:
        text = card_text(key, ruleset, lang)
        fits = [px for px in range(MIN_PX, 40)
                if art.linesize(px) * len(art._wrap(text, px, tw)) <= th]
        assert fits, (key, ruleset, lang, text)
