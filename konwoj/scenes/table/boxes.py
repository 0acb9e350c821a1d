"""The boxes over the table and the keys that close them, in one place.

A box or callout open over the table (a lesson's note, the finished lesson, the hint, a scenario's
"Try: ...", the battle summary, the discard viewer, a right-clicked card) takes the keys of
Choose, End phase and Back (by default Return and keypad Enter, Space, Esc: the player's own keys
from :mod:`konwoj.play.keymap`) for itself: the key closes it and never reaches the table, so
it never ends a phase, cancels a choice or opens the menu. (Choose with the keyboard's focus on
one of a lesson callout's buttons presses that button.) A key held from a closed box (or from
a menu or dialog closed over the table) does not act on the table through its repeats either.

Space and Return right after an automatic step (the game moved on by itself, the computer moved,
a battle was resolved: the table's quiet period) are refused, and the table says so: a key that
was meant for the screen before is never honoured later on a table the player has not yet seen.

The menus, dialogs, hand-off and game-over screens are scenes of their own above the table: they
take every key (``konwoj.scenes.widget_scene``), so none of them is listed here.
"""
from __future__ import annotations

import pygame

from konwoj.texts.table_text import t
from konwoj.ui import keynames

CLOSE_ACTIONS = ("choose", "end_phase", "back")
ACT_ACTIONS = ("choose", "end_phase")


def open_box(sc) -> str | None:
    """The box on top of the table that Space, Return and Esc close, or None: the whole recap of
    the other side's move ("recap"), a lesson callout's closing button ("next", "keep_playing",
    "hint_ok", "try_ok"; none shows while the table steps back), "summary", "discard" or "zoom"
    (a card enlarged by a right click)."""
    if sc.handoff_scene:
        return None
    if sc.follow.recap_open:
        return "recap"
    name = None if sc.follow.active else sc.lessons.learn_box()
    if name is not None:
        return name
    if sc.resolution_modal():
        return "summary"
    if sc.discard_view is not None:
        return "discard"
    if sc.input.pinned is not None:
        return "zoom"
    return None


def close_box(sc, box: str) -> None:
    """Close ``box`` as its own button would (the summary first shows the rest of its lines)."""
    if box == "summary":
        if sc.resolution.revealing(sc.now()):
            sc.resolution.reveal_all()
        else:
            sc._close_resolution()
    elif box == "discard":
        sc.discard_view = None
    elif box == "zoom":
        sc.input.pinned = None
        sc.input.zoom_off = sc.input.hover   # (and the hover preview under it, till it moves)
    elif box == "recap":
        sc.follow.close_recap()
    else:
        sc.lessons.learn_click(box)
    sc._dirty()


def key_gate(sc, e) -> bool:
    """True when the key event ``e`` is taken here (a box closed, a held key's repeat, a key
    refused in the quiet period); False lets the table have it."""
    spent = sc.input.spent_keys
    if e.type == pygame.KEYUP:
        spent.discard(getattr(e, "key", None))
        return False
    if e.type != pygame.KEYDOWN or sc.handoff_scene:
        return False
    k = e.key
    if k in spent:
        if getattr(sc.app, "key_repeat", False):
            return True                  # still held from a box or a menu it closed
        spent.discard(k)
    box = open_box(sc)
    act = keynames.action_of(sc.app, e, box or "")
    if act not in CLOSE_ACTIONS:
        return False
    if box != "next" and act in ACT_ACTIONS and sc.now() < sc.input.keys_quiet_until:
        refuse(sc, e)
        return True
    if box is None:
        return False
    if act == "choose" and (sc.input.ui_focus or ("",))[0] in ("lesson", "follow"):
        return False                     # the focused callout or recap button is pressed instead
    close_box(sc, box)
    spent.add(k)
    return True


def start_quiet(sc, now: float, seconds: float) -> None:
    """An automatic step was applied: Space and Return wait ``seconds``, counted again from the
    end of the frame that shows it (:func:`quiet_shown`)."""
    sc.input.keys_quiet_until = now + seconds
    sc.input.quiet_from_draw = True


def quiet_shown(sc, seconds: float) -> None:
    """Called at the end of the table's frame: the quiet period runs from the moment the changed
    table can be seen (a slow frame must not use it up before the player could look)."""
    if sc.input.quiet_from_draw:
        sc.input.quiet_from_draw = False
        sc.input.keys_quiet_until = sc.now() + seconds


def refuse(sc, e) -> None:
    """Say that a key press was refused because it came too soon after the table changed."""
    note = t("why.key_too_soon", sc.lang, what=keynames.event_name(e, sc.lang))
    text = sc.toast if sc.toast and sc.toast_until > sc.now() else None
    if text and note not in text:
        note = f"{text}\n{note}"        # the notice it may follow stays readable
    elif text:
        note = text
    sc._say(note, warn=False)


def hold_keys(sc) -> None:
    """The keys held now were pressed on something that covered the table: their repeats are
    not for it."""
    sc.input.spent_keys.update(getattr(sc.app, "keys_down", ()) or ())
