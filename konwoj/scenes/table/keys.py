"""The table by keyboard: every table key goes through the player's bindings
(:mod:`konwoj.play.keymap`), and a visible focus moves among everything that can be chosen now.

The *ring* (:func:`ring`) is what the focus can be on, in Tab order, each with its rect on
screen: a lesson's callout buttons, the model's choices (hand cards, cards, stations, cities,
districts, features, the table), the other hand cards and every other card and city on the
table (to read them: Z enlarges a card or tells a city in full; Return on one says in a line
that it cannot be chosen now), the panel's buttons (the main button, Cancel, Undo, Hint, Menu), the buttons of
following the other side (Step back, All; while stepping the banner's Back, Forward, Now come
first; with the recap box open only its Step back and Close) and the discard piles. Tab / Shift+Tab go
round it; the arrows go to the nearest item in their direction on screen; Return chooses the
focused item as a click on it would (with nothing focused it is the main button, as Space);
Esc steps back (a half-made choice, then the focus, then the menu); Z enlarges the focused card.
A held key moves the focus on as it repeats, but acts (chooses, ends a phase, undoes) once.
In the discard viewer the arrows move among its cards (each shown large).

The focus on a model choice lives in ``sc.model.focus`` (the model keeps it only while it can be
chosen); on anything else in ``sc.input.ui_focus``.
"""
from __future__ import annotations

import pygame

from konwoj.i18n import tr
from konwoj.scenes.table.targets import choice_rect
from konwoj.texts.edition_view import city_name
from konwoj.texts.table_text import t
from konwoj.ui import keynames
from konwoj.ui.focus import nearest

UI_KINDS = ("lesson", "panel", "discard", "follow")
ONCE = ("choose", "end_phase", "undo", "hint", "zoom", "back")     # (the focus keys repeat)
ARROWS = {"focus_left": (-1, 0), "focus_right": (1, 0), "focus_up": (0, -1),
          "focus_down": (0, 1)}


def action(sc, e) -> str | None:
    """The table action the key event ``e`` is bound to, or None."""
    return keynames.action_of(sc.app, e)


# ---------------------------------------------------------------- the ring
def ring(sc) -> list[tuple[tuple, pygame.Rect]]:
    """What the focus can be on now, in Tab order, with where it is on screen."""
    L = sc.layout
    if L is None or sc.handoff_scene is not None or sc.resolution_modal() \
            or sc.discard_view is not None:
        return []
    follow = [(("follow", name), r) for name, r
              in sc.view.frame_hits.overlay.get("follow_buttons", {}).items()]
    if sc.follow.recap_open:             # the recap box over the table: its own buttons only
        box = sc.view.frame_hits.overlay.get("recap_box")
        return [(c, r) for c, r in follow if box is not None and box.contains(r)]
    out = [(("lesson", name), r) for name, r in sc.view.frame_hits.lesson.items()
           if name != "box"]
    if sc.follow.active:                 # stepping: the banner's Back, Forward, Now come first
        out += follow
    seen = set()
    if sc.human_turn():
        for c in sc.model.choosables():
            if c[0] == "button":
                continue
            r = choice_rect(sc, c)
            if r is not None:
                out.append((c, r))
                seen.add(c)
    for cid in sc.visible_hand():
        if ("hand", cid) not in seen:
            r = choice_rect(sc, ("hand", cid))
            if r is not None:
                out.append((("hand", cid), r))
    out += [(c, r) for c, r in to_read(sc) if c not in seen]
    for name, (_label, enabled, _style) in sc.buttons().items():
        if enabled and name in L.btn_rects:
            out.append((("panel", name), L.btn_rects[name]))
    if not sc.follow.active:
        out += follow
    for side, r in L.discard_rect.items():
        out.append((("discard", side), r))
    return out


def to_read(sc) -> list[tuple[tuple, pygame.Rect]]:
    """Everything else on the table the mouse can point at to read or enlarge: every card on
    the stations (both sides, modules on their robots), the cities, the other side's revealed
    hand cards. The focus rests on them (Z enlarges a card) but they are not chosen by it."""
    L = sc.layout
    out = [(("card", cid), L.module_peek.get(cid) or r) for cid, r in L.card_rects.items()]
    out += [(("card", cid), r) for cid, r in L.module_peek.items() if cid not in L.card_rects]
    out += [(("city", c), r) for c, r in enumerate(L.boards)]
    out += [(("opp_card", cid), r) for cid, r in zip(sc.known_opp_hand(), L.opp_hand_rects)]
    return out


def current(sc) -> tuple | None:
    """The focused item (None: nothing, or what it was on is gone)."""
    f = sc.model.focus if sc.model.focus is not None else sc.input.ui_focus
    return f if f is not None and any(c == f for c, _ in ring(sc)) else None


def focus_rect(sc) -> pygame.Rect | None:
    if sc.discard_view is not None:
        return sc.view.frame_hits.overlay.get("discard", {}).get(sc.input.viewer_focus)
    f = current(sc)
    return next((r for c, r in ring(sc) if c == f), None) if f is not None else None


def set_focus(sc, choice) -> None:
    if choice is not None and sc.human_turn() and choice in sc.model.choosables():
        sc.model.focus, sc.input.ui_focus = choice, None
    else:
        sc.model.focus, sc.input.ui_focus = None, choice
    inp = sc.input
    on_city = choice is not None and choice[0] == "city"
    inp.city_info = choice[1] if inp.city_info is not None and on_city else None
    if inp.pinned is not None and inp.pinned_by_key:      # the enlarged card follows the focus
        z = inp.zoom_for(choice) if choice else None
        inp.pinned = z
        inp.pinned_by_key = z is not None
    sc._dirty()


def step(sc, n: int) -> None:
    """Tab (``n`` 1) / Shift+Tab (-1): the next item round the ring."""
    items = [c for c, _ in ring(sc)]
    if not items:
        return
    f = current(sc)
    i = (items.index(f) + n) % len(items) if f in items else (0 if n > 0 else len(items) - 1)
    set_focus(sc, items[i])


def arrow(sc, name: str) -> None:
    items = ring(sc)
    f = current(sc)
    here = next((r for c, r in items if c == f), None)
    c = nearest([(c, r) for c, r in items if c != f], here, ARROWS[name])
    if c is not None:
        set_focus(sc, c)


# ---------------------------------------------------------------- choosing
def choose(sc) -> bool:
    """Return on the focused item: what a click on it does. False when nothing is focused."""
    f = current(sc)
    if f is None:
        return False
    kind, what = f
    if kind == "lesson":
        sc.lessons.learn_click(what)
        sc.input.ui_focus = None
    elif kind == "panel":
        sc._press_button(what)
    elif kind == "discard":
        sc.discard_view = what
        sc.discard_scroll = 0
        sc.input.viewer_focus = None
        sc._dirty()
    elif sc.model.focus == f:
        sc.input._choose_focus()
    elif kind == "follow":
        sc.follow._click(what)
    elif kind == "hand":                     # a hand card with nothing to do now: say why
        sc._say(sc.input._why_card(what))
    else:                                    # a card or city only to read: it says so
        sc._say(read_only(sc, kind, what))
    return True


def read_only(sc, kind: str, what) -> str:
    """One line for Return on a card or city that cannot be chosen now."""
    lang = sc.lang
    if kind == "city":
        return tr("focus.city_only_read", lang, name=city_name(sc.state, what, lang))
    return tr("focus.card_only_read", lang, name=sc.state.card(what).name(lang),
             zoom=keynames.first_label(sc.app, "zoom"))


def zoom(sc) -> None:
    """Z: the focused card large, or the focused city's board told in full (again: off)."""
    inp = sc.input
    if sc.discard_view is not None:
        return
    f = current(sc)
    if f is not None and f[0] == "city":     # a city: told in full, as hovering it tells it
        inp.city_info = None if inp.city_info == f[1] else f[1]
        sc._dirty()
        return
    z = inp.zoom_for(f)
    if z is None or (inp.pinned and inp.pinned[0] == z[0]):
        inp.pinned, inp.pinned_by_key = None, False
    else:
        inp.pinned, inp.pinned_by_key = z, True
    sc._dirty()


def back(sc) -> bool:
    """Esc: a drag, a half-made choice, the focus, then the menu."""
    inp = sc.input
    if inp.drag is not None:
        inp.drag = None
        sc._cancel()
        return True
    if sc._cancel():
        return True
    if sc.model.back() or inp.ui_focus is not None:
        inp.ui_focus = inp.city_info = None
        sc._dirty()
        return True
    return sc.open_menu()


def viewer_keys(sc, name: str) -> bool:
    """The arrows in the discard viewer: among its cards, scrolling when they run out."""
    cards = list(sc.view.frame_hits.overlay.get("discard", {}).items())
    if not cards:
        return True
    inp = sc.input
    here = dict(cards).get(inp.viewer_focus)
    c = nearest([(cid, r) for cid, r in cards if cid != inp.viewer_focus], here, ARROWS[name])
    if here is None:
        c = cards[0][0]
    if c is None and here is not None and name in ("focus_down", "focus_up"):
        pile = list(reversed(sc.state.discard_of(sc.discard_view)))
        cols = len({r.x for _, r in cards})
        first = sc.discard_scroll * cols
        if name == "focus_down" and first + len(cards) < len(pile):
            sc.discard_scroll += 1
            c = pile[first + cols]
        elif name == "focus_up" and sc.discard_scroll > 0:
            sc.discard_scroll -= 1
            c = pile[first - cols]
    if c is not None:
        inp.viewer_focus = c
    sc._dirty()
    return True


# ---------------------------------------------------------------- a key
def handle(sc, e) -> bool:
    """A key at the table (after the boxes took theirs: :mod:`konwoj.scenes.table.boxes`)."""
    act = action(sc, e)
    if act in ONCE and getattr(sc.app, "key_repeat", False):
        return True      # a held key acts once: its repeats never make a second move
    if sc.resolution_modal():
        return True      # the battle summary covers the table: keys other than its own wait
    if sc.discard_view is not None and act in ARROWS:
        return viewer_keys(sc, act)
    if act == "focus_next" or act == "focus_prev":
        step(sc, 1 if act == "focus_next" else -1)
        return True
    if act in ARROWS:
        arrow(sc, act)
        return True
    if act == "zoom":
        zoom(sc)
        return True
    if act == "choose" and choose(sc):
        return True
    if act in ("choose", "end_phase"):
        if sc.anims.items:
            sc.anims.finish()
        if sc.match.ai_to_move():
            sc.pacing.next_at = sc.now()
            return True
        if sc.human_turn():
            if "pass" in sc.model.button_actions:
                sc._try_pass()
            elif sc.buttons().get("main", ("", False))[1]:
                sc._press_button("main")
            else:                # a choice to make first: the key is refused, and says so
                sc._say(t("why.key_choose_first", sc.lang, what=keynames.event_name(e, sc.lang)))
        return True
    if act == "back":
        return back(sc)
    if act == "undo":
        sc._undo()
        return True
    return False
