"""The other side's last move on the table: a frame in its colour around each card it just
played, moved, fitted or used, until the player acts (its recap, wrapped, is drawn beside the step
back button by :mod:`konwoj.ui.table.follow_draw`). What to mark comes from
:mod:`konwoj.texts.recap`; the scene passes only events its viewer may see."""
from __future__ import annotations

from konwoj.texts import recap as R
from konwoj.ui.table.paint import SIDE_TEXT, Painter


def draw_marks(p: Painter, surf, sc, side: str, events) -> dict:
    """Frame the marked cards; returns {"marked": [their rects]}."""
    L = sc.layout
    s = sc.state
    u = L.u
    col = tuple(SIDE_TEXT[side])
    out = {}
    marked = []
    for cid in R.marked_cards(events, s):
        r = L.module_peek.get(cid) or L.card_rects.get(cid)
        if r is None:
            continue
        marked.append(r)
        w = max(2, round(3 * u))
        p.blit_glow(surf, r.inflate(2 * w, 2 * w), col, max(4, r.w // 10), w)
    out["marked"] = marked
    return out
