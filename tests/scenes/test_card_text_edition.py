"""The card zoom shows the card's text in the game's edition (issue 38): a 2nd-edition game showed
the 1st edition's Szerszeń ("once per battle, in the attack phase"; 2e l.160, l.293: once a turn,
in the Action phase). The zoom, the hand and Rules & cards take the text from
``konwoj.texts.card_text``."""
from __future__ import annotations

import pygame
import pytest

from konwoj.rules import OUTPOST
from konwoj.rules.scenario import build_position
from konwoj.texts import cards as card_texts
from konwoj.ui import art
from tests.support.drive import post
from tests.support.table import open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_the_zoom_shows_the_editions_text(ruleset, monkeypatch):
    shown = []
    real = card_texts.card_text

    def spy(key, rs="1e", lang="pl"):
        text = real(key, rs, lang)
        shown.append((key, rs, text))
        return text

    monkeypatch.setattr(card_texts, "card_text", spy)
    art.default_art().clear()
    kw = {} if ruleset == "2e" else {"target": 0}
    s = build_position(ruleset=ruleset, phase="outpost_attack", battle_city=0, seed=4,
                       table={0: {"moloch": ["szerszen"], "outpost": []}},
                       hands={"outpost": ["trep"], "moloch": ["lowca"]}, **kw)
    app, sc, match = open_table(s, mode="solo", seat=OUTPOST, lang="en")
    app.draw()
    r = sc.layout.card_rects["szerszen-1"]
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=3))
    app.request_redraw()
    app.step([])
    assert sc.view.frame_hits.overlay.get("zoom") is not None
    texts = [t for k, rs, t in shown if k == "szerszen"]
    assert texts and all(rs == ruleset for k, rs, _ in shown if k == "szerszen")
    if ruleset == "2e":
        assert all("Once a turn" in t and "Action phase" in t for t in texts), texts
    else:
        assert all("Once per battle" in t for t in texts), texts


def test_rules_and_cards_show_the_editions_text(monkeypatch):
    from konwoj.app import make_app
    from konwoj.scenes.rules import RulesScene
    from konwoj.settings import Settings
    st = Settings()
    st.lang = "pl"
    app = make_app(size=(1366, 768), headless=True, settings=st)
    shown = []
    real = card_texts.card_text
    monkeypatch.setattr(card_texts, "card_text",
                        lambda k, rs="1e", lang="pl": shown.append((k, rs)) or real(k, rs, lang))
    art.default_art().clear()
    sc = RulesScene(app, "2e")
    app.push(sc)
    sc.select(("card", "obronca"))
    app.request_redraw()
    app.step([])
    assert ("obronca", "2e") in shown and ("obronca", "1e") not in shown
