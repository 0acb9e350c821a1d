"""A lesson's callouts at the table, drawn last over the frame: the note of the lesson's step
(with an arrow to what it points at), the finished lesson, a scenario's "Try: ..." and the hint
(an arrow from the move's card to where it goes). What the callouts say and when comes from the
table's :class:`konwoj.scenes.table.learn.LessonPacing` (``sc.lessons``); where its anchors are
on screen from the layout and the view's hit map.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import tr
from konwoj.rules import Action
from konwoj.rules.cards import card_key
from konwoj.ui import callout

_BUTTON_FOR = {"pass": "main", "keep": "main", "draw": "main", "decline": "main",
               "mulligan": "second", "hint": "hint"}


def _visible_part(r, above) -> pygame.Rect:
    """The part of a fanned hand card ``r`` left of the cards drawn over it (``above``)."""
    r = pygame.Rect(r)
    for o in above:
        if o.colliderect(r) and o.x > r.x:
            r.w = min(r.w, o.x - r.x)
    return r


# ====================================================================== anchors
def anchor_rect(sc, anchor):
    """The screen rect of a lesson anchor (None when it is not on screen now)."""
    L = sc.layout
    if L is None:
        return None
    k, args = anchor.kind, anchor.args
    s = sc.state
    if k == "hand":
        rects = list(L.hand_rects)
        for i, (cid, r) in enumerate(rects):
            if cid == args[0] or card_key(cid) == args[0]:
                return _visible_part(r, [o for _, o in rects[i + 1:]])
        return None
    if k == "card":
        limbo = sc.view.frame_hits.overlay.get("limbo", {})
        for rects in (limbo, L.module_peek, L.card_rects):
            for cid, r in rects.items():
                if cid == args[0] or card_key(cid) == args[0]:
                    return r
        return None
    if k == "feature":
        return sc.view.static_hits.features.get(args[0])
    if k == "slot":
        a = L.areas.get((args[0], args[1]))
        return a.rect if a is not None else None
    if k == "city":
        return L.boards[args[0]]
    if k == "district":
        rows = L.district_rects[args[0]]
        return rows[args[1]] if args[1] < len(rows) else None
    if k == "deck":
        return L.deck_rect.get(args[0])
    if k == "discard":
        return L.discard_rect.get(args[0])
    if k == "hand_count":
        return L.plate.get(args[0])
    if k == "phase_ladder":
        r = pygame.Rect(L.phase_rows[0])
        return r.unionall(L.phase_rows)
    if k == "strength":
        c = s.active_city if s.active_city is not None else 4
        a, b = L.strength_rects[(c, L.bottom)], L.strength_rects[(c, L.top_side)]
        return a.union(b)
    if k == "summary":
        return sc.view.frame_hits.overlay.get("verdict") if sc.resolution is not None \
            and sc.resolution_modal() else None
    if k == "prompt":
        return L.prompt_rect
    if k == "button":
        return L.btn_rects.get(_BUTTON_FOR.get(args[0], args[0]))
    return None

def action_rect(sc, a: Action):
    """Where the player starts ``a`` on screen (for the hint)."""
    L = sc.layout
    if a.kind in _BUTTON_FOR:
        return L.btn_rects.get(_BUTTON_FOR[a.kind])
    if a.kind == "target" or (a.kind == "choose" and a.index is not None):
        return L.district_rects[a.city][a.index]
    if a.kind == "feature":
        return sc.view.static_hits.features.get(sc.state.active_city)
    for cid in (a.card, a.target):
        if cid is None:
            continue
        for i, (hc, r) in enumerate(L.hand_rects):
            if hc == cid:           # the part the next card does not cover
                vis = r.w if i == len(L.hand_rects) - 1 else min(r.w, max(8, L.hand_step))
                return pygame.Rect(r.x, r.y, vis, r.h)
        r = L.module_peek.get(cid) or L.card_rects.get(cid)
        if r is not None:
            return r
        if cid in sc.view.frame_hits.overlay.get("limbo", {}):
            return sc.view.frame_hits.overlay["limbo"][cid]
    return None

def action_dest(sc, a: Action):
    L = sc.layout
    if a.kind == "play" and a.city is not None and a.target is None:
        area = L.areas.get((a.city, sc.state.side_of(a.card)))
        return area.rect if area is not None else None
    if a.target is not None and a.card is not None:
        return L.module_peek.get(a.target) or L.card_rects.get(a.target)
    if a.kind in ("choose", "instant", "ability") and a.city is not None and a.index is None:
        return L.boards[a.city]
    return None

# ====================================================================== drawing (called last)
def draw_callouts(surf, sc, hits) -> None:
    """The callout of the lesson step, the finished lesson, a scenario hint or a hint; its
    rects go into the frame's hit map ``hits`` (:class:`konwoj.ui.table.hits.FrameHits`)."""
    if sc.layout is None or sc.handoff_scene:
        return
    app = sc.app
    lang = sc.lang
    L = sc.layout
    avoid = [L.btn_rects.get("main"), L.prompt_rect, L.hand_zone, *L.deck_rect.values(),
             *L.boards]
    for name in ("zoom", "recap"):      # an enlarged card, the other side's move: readable
        if hits.overlay.get(name) is not None:
            avoid.append(hits.overlay[name])
    act = sc.state.active_city
    if act is not None:                  # the battle city is where the eye must go
        avoid += [a.rect for (c, _), a in L.areas.items() if c == act]
    r = sc.lessons.learn_runner()
    width = None
    if r is not None and not r.done:
        step = r.current
        if step.kind == "opponent":
            return
        rects = [anchor_rect(sc, a) for a in step.point]
        target = rects[0] if rects else None
        for extra in rects[1:]:
            if extra is not None:
                callout.outline(surf, extra, app)
                avoid.append(extra)
        if step.point and step.point[0].kind == "summary" and target is not None:
            avoid.append(hits.overlay.get("summary"))
            width = max(app.px(220), L.panel.w - 2 * L.pad)
        else:
            avoid.append(L.panel)
        buttons = [("next", tr("learn.next", lang))] if step.kind == "info" else \
            [("skip", tr("learn.skip", lang))]
        title = tr("learn.step", lang, n=r.lesson.step_number(r.index),
                   total=len(r.lesson.player_steps()))
        hits.lesson = callout.draw_callout(surf, app, target, step.say(lang), title,
                                                buttons, [a for a in avoid if a], width)
        hits.lesson_tip = hits.lesson.pop("tip", None)
        return
    if r is not None and sc.lessons.finish:
        hits.lesson = callout.draw_callout(
            surf, app, L.deck_rect.get("moloch"), r.lesson.finish.get(lang) or r.lesson.finish.get("en", ""),
            tr("learn.done", lang), [("keep_playing", tr("learn.keep_playing", lang)),
                                     ("real_game", tr("learn.real_game", lang))],
            [a for a in avoid if a])
        hits.lesson_tip = hits.lesson.pop("tip", None)
        return
    h = sc.lessons.hint
    if h is not None and sc.human_turn():
        src = action_rect(sc, h.action)
        dest = action_dest(sc, h.action)
        if dest is not None:
            callout.outline(surf, dest, app)
            avoid.append(dest)
        hits.lesson = callout.draw_callout(
            surf, app, src, h.text(sc.state, lang), tr("hint.title", lang),
            [("hint_ok", tr("learn.ok", lang))], [a for a in avoid if a])
        hits.lesson_tip = hits.lesson.pop("tip", None)       # where the drawn arrow ends
        return
    try_text = sc.lessons.try_text
    if try_text and not sc.state.is_terminal():
        hits.lesson = callout.draw_callout(
            surf, app, None, try_text.get(lang) or try_text.get("en", ""), tr("learn.try", lang),
            [("try_ok", tr("learn.ok", lang))], [a for a in avoid if a])
