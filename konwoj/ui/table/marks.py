"""The other side's last move on the table: a frame in its colour around each card it just
played, moved, fitted or used, and a one-line recap under the top edge, until the player acts.
What to mark and what to say come from :mod:`konwoj.texts.recap`; the scene passes only events its
viewer may see."""
from __future__ import annotations

from pygame import Rect

from konwoj.texts import recap as R
from konwoj.ui.table.paint import SIDE_TEXT, TEXT, Painter, ellipsize, txt


def draw_marks(p: Painter, surf, sc, side: str, events) -> dict:
    """Frame the marked cards and draw the recap; returns {"recap": rect} when a line shows."""
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
    line = R.recap(events, s, side, sc.lang)
    if line:
        fs = L.fs_small
        g = L.gap
        left = L.plate[L.top_side].right + 2 * g
        right = L.deck_rect[L.top_side].x - 2 * g
        for r in L.discard_rect.values():
            if r.y < L.top_strip.bottom:
                right = min(right, r.x - 2 * g)
        width = max(120, right - left)
        text = ellipsize(line, fs, width - 2 * g)
        img = txt(text, fs, TEXT)
        box = Rect(left, 0, img.get_width() + 2 * g, img.get_height() + g)
        box.bottom = L.top_strip.bottom - g // 2
        surf.blit(p.plate(box.size, (16, 16, 18, 225), 6, (*col, 255), 1), box)
        surf.blit(img, img.get_rect(midleft=(box.x + g, box.centery)))
        out["recap"] = box
        out["recap_text"] = line
    out["marked"] = marked
    return out
