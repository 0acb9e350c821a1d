"""What can be clicked on the table right now and where: the lit targets as points (for tests
and tools) and as rects (a hover zoom never covers them). Functions of the scene (``sc``, a
:class:`konwoj.scenes.table.TableScene`): they read its model, layout and the view's hit map.
"""
from __future__ import annotations

from pygame import Rect

from konwoj.texts.table_text import t


def clickables(sc) -> list[tuple[str, object, tuple[int, int]]]:
    """Everything the table offers right now, with a point that clicks it: lit targets,
    cards that can be played or used, enabled buttons, overlay buttons. (kind, what, point)."""
    out = []
    if sc.handoff_scene is not None:
        ho = sc.handoff_scene
        btn = getattr(ho, "ready", None)
        r = getattr(btn, "rect", None)
        out.append(("handoff", None, r.center if r else (10, 10)))
        return out
    if sc.resolution is not None and sc.resolution_modal():
        r = sc.view.frame_hits.overlay.get("continue")
        out.append(("continue", None, r.center if r else (10, 10)))
        return out
    if sc.discard_view is not None:
        out.append(("close", None, (2, 2)))
        return out
    L = sc.layout
    s = sc.state
    if L is None:
        return out
    for name, (_label, enabled, _style) in sc.buttons().items():
        if enabled and name in L.btn_rects:
            out.append(("button", name, L.btn_rects[name].center))
    if not sc.human_turn():
        return out
    lit = sc.model.lit
    for cid in lit.cards:
        r = L.module_peek.get(cid) or L.card_rects.get(cid)
        if r is not None:
            out.append(("card", cid, r.center))
    for cid, _r in L.hand_rects:
        if lit.hand_has(s, cid) or (sc.model.sel is None and cid in sc.model.sources):
            out.append(("hand", cid, hand_point(L, cid)))
    for (c, side) in lit.slots:
        a = L.areas[(c, side)]
        r = a.slots[0] if a.slots else a.virtual
        if r is not None:
            out.append(("slot", (c, side), r.center))
    for c in lit.cities:
        out.append(("city", c, city_point(sc, c)))
    for (c, i) in lit.districts:
        out.append(("district", (c, i), L.district_rects[c][i].center))
    for c in lit.features:
        r = sc.view.static_hits.features.get(c)
        if r is not None:
            out.append(("feature", c, r.center))
    for cid, r in sc.input.limbo_rects().items():
        if cid in lit.limbo:
            out.append(("limbo", cid, r.center))
    if lit.table_zone:
        out.append(("table", None, free_table_point(sc)))
    if sc.model.sel is None:
        for cid in sc.model.sources:
            if cid in L.card_rects or cid in L.module_peek:
                r = L.module_peek.get(cid) or L.card_rects.get(cid)
                out.append(("source", cid, r.center))
    return out

def must_click_rects(sc, overlay: dict) -> list[Rect]:
    """What the player must be able to see and click now: the lit targets of the current
    step and a choice pop-up (Iron Gate's cards; ``overlay``: the frame's overlay hits). A
    hover zoom never covers them."""
    L = sc.layout
    if L is None or not sc.human_turn():
        return []
    lit = sc.model.lit
    out = []
    for cid in lit.cards:
        r = L.module_peek.get(cid) or L.card_rects.get(cid)
        if r is not None:
            out.append(r)
    out += [r for cid, r in L.hand_rects if cid in lit.hand]
    for key in lit.slots:
        a = L.areas[key]
        out += a.slots + ([a.virtual] if a.virtual is not None else [])
    out += [L.boards[c] for c in lit.cities]
    out += [L.district_rects[c][i] for (c, i) in lit.districts]
    out += [sc.view.static_hits.features[c] for c in lit.features if c in sc.view.static_hits.features]
    panel = overlay.get("limbo_panel")
    if panel is not None and sc.limbo_shown():
        out.append(panel)
    return out

def hand_point(L, cid: str) -> tuple[int, int]:
    """A point that clicks hand card ``cid`` in layout ``L`` (on its strip that shows)."""
    x, _ = L.hand_click_point(cid)
    r = dict(L.hand_rects)[cid]
    return (x, r.bottom - max(6, r.h // 10))

def city_point(sc, c: int) -> tuple[int, int]:
    """A point in city ``c`` that is on no card, district or feature."""
    L = sc.layout
    for a in (L.areas[(c, L.bottom)], L.areas[(c, L.top_side)]):
        r = a.rect
        for y in range(r.y + 4, r.bottom - 4, 6):
            for x in (r.x + 6, r.right - 6, r.centerx):
                h = sc.input.hit((x, y))
                if h and h[0] == "area":
                    return (x, y)
    return L.columns[c].center

def free_table_point(sc) -> tuple[int, int]:
    L = sc.layout
    for c in range(5):
        p = city_point(sc, c)
        h = sc.input.hit(p)
        if h and h[0] == "area":
            return p
    return L.mid.center


# the panel button that carries a button action (konwoj.scenes.table.prompt.buttons)
_BUTTON_OF = {"pass": "main", "keep": "main", "draw": "main", "decline": "main",
              "mulligan": "second"}


def choice_rect(sc, choice) -> Rect | None:
    """Where a choice of the model (``TableModel.choosables``) is on screen, or None."""
    L = sc.layout
    if L is None or choice is None:
        return None
    kind, what = choice
    if kind == "hand":
        r = dict(L.hand_rects).get(what)
        if r is not None and what == sc.input.lifted_hand_card():
            r = r.move(0, -sc.input.hand_lift())
        return r
    if kind == "card":
        return L.module_peek.get(what) or L.card_rects.get(what)
    if kind == "limbo":
        return sc.input.limbo_rects().get(what)
    if kind == "slot":
        a = L.areas.get(tuple(what))
        if a is None:
            return None
        return a.slots[0] if a.slots else (a.virtual or a.rect)
    if kind == "city":
        return L.boards[what]
    if kind == "district":
        c, i = what
        return L.district_rects[c][i]
    if kind == "feature":
        return sc.view.static_hits.features.get(what)
    if kind == "table":
        return L.mid
    if kind == "button":
        name = _BUTTON_OF.get(what, "main")
        if what == "decline" and sc.buttons().get("main", ("",))[0] != t("btn.decline", sc.lang):
            name = "second"
        return L.btn_rects.get(name)
    return None
