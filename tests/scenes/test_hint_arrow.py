"""The hint's arrow points at the hinted card or target: its tip lies inside it (a click there
would take that very card, district or button), over random positions at three window sizes and
for both sides."""
import random

import pytest

from konwoj.ai.hint import Hint
from konwoj.app import App
from konwoj.play.session import make_match
from konwoj.rules import MOLOCH, OUTPOST, new_game

pytestmark = pytest.mark.usefixtures("tmp_dirs")

BUTTON = {"pass": "main", "keep": "main", "draw": "main", "decline": "main", "mulligan": "second"}


def _positions(side, n, seed):
    """``n`` positions where ``side`` has a real choice, from random games."""
    rng = random.Random(seed)
    out, g = [], 0
    while len(out) < n:
        s = new_game(seed=seed * 100 + g, ruleset="1e" if g % 2 else "2e")
        g += 1
        stop = rng.randrange(8, 160)
        for _ in range(stop):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        while not s.is_terminal() and (s.current_player != side or len(s.legal_actions()) < 2):
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_terminal():
            out.append(s)
    return out


def _points_at(sc, a, tip) -> bool:
    L = sc.layout
    x, y = tip
    if a.kind in BUTTON:
        r = L.btn_rects.get(BUTTON[a.kind])
        return r is not None and r.collidepoint(tip)
    if a.kind == "target" or (a.kind == "choose" and a.index is not None):
        return L.district_at(tip) == (a.city, a.index)
    if a.kind == "feature":
        r = sc.feature_hit.get(sc.state.active_city)
        return r is not None and r.collidepoint(tip)
    hand = [c for c, _ in L.hand_rects]
    if a.card in hand:
        return L.hand_card_at(tip) == a.card
    if a.card is not None and (a.card in L.card_rects or a.card in L.module_peek):
        return L.table_card_at(tip) == a.card
    limbo = sc._overlay_hits.get("limbo", {})
    if a.card in limbo:
        return limbo[a.card].collidepoint(tip)
    return None          # nothing of this action shows on the table: no arrow to check


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("side", [OUTPOST, MOLOCH])
def test_the_arrow_tip_lies_inside_the_hinted_card(size, side):
    app = App(headless=True, size=size)
    app.set_lang("en")
    app.settings.animation_speed = 0.0
    app.step([])
    checked = 0
    rng = random.Random(hash((size, side)) & 0xffff)
    for s in _positions(side, 5, size[0] + (side == MOLOCH)):
        app.start_match(make_match(s, "solo", (side,), "random", 1))
        app.step([])
        sc = app.scenes.top
        if not sc.human_turn() or sc.resolution is not None and sc._resolution_modal():
            continue
        legal = s.legal_actions()
        for a in rng.sample(legal, min(6, len(legal))):
            sc._learn_hint = Hint(a, side, 0.5, [])
            sc._hint_tip = None
            app.request_redraw()
            app.step([])
            if sc._learn_hint is None or sc._hint_tip is None:
                continue
            ok = _points_at(sc, a, sc._hint_tip)
            if ok is None:
                continue
            assert ok, (size, side, a, sc._hint_tip, sc._action_rect(a))
            checked += 1
    assert checked >= 8
