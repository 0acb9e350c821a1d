"""The table's keys: one declaration per action (its name, default keys and label), the player's
own bindings read from the settings, and the names keys go by. No pygame: a key is a plain
name ("tab", "keypad enter", "f5") with modifiers before it ("ctrl+z", "shift+tab"); the input
layer (:mod:`konwoj.ui.keynames`) turns pygame's events into these names.

    keymap.bindings({"hint": ["f1"]})   # -> {"choose": ("return", "keypad enter"), ...}
    keymap.clean(raw)                   # -> (overrides that hold, [what was refused])

To add an action: one ``Action`` in ``ACTIONS`` with its default keys and the key of its label;
it then shows on the Controls page, can be rebound and is saved with the settings. Where the table
takes keys, ask ``konwoj.ui.keynames.action_of(app, event) == "its_name"`` (never a pygame key
code). An action of a box (``box="recap"``: it only works while that box is open) comes first
there, and may share a key with the focus moves, which it stands in for inside the box (the
recap box's scroll has Up and Down); every other shared key is a conflict.
"""
from __future__ import annotations

import string
from typing import NamedTuple


class Action(NamedTuple):
    name: str
    keys: tuple[str, ...]        # the default keys
    label: str                   # the i18n key of what it does
    box: str = ""                # "": anywhere on the table; else only while that box is open


ACTIONS: tuple[Action, ...] = (
    Action("choose", ("return", "keypad enter"), "keys.choose"),
    Action("end_phase", ("space",), "keys.end_phase"),
    Action("back", ("escape",), "keys.back"),
    Action("undo", ("ctrl+z", "backspace"), "keys.undo"),
    Action("hint", ("h",), "keys.hint"),
    Action("focus_next", ("tab",), "keys.focus_next"),
    Action("focus_prev", ("shift+tab",), "keys.focus_prev"),
    Action("focus_left", ("left",), "keys.focus_left"),
    Action("focus_right", ("right",), "keys.focus_right"),
    Action("focus_up", ("up",), "keys.focus_up"),
    Action("focus_down", ("down",), "keys.focus_down"),
    Action("zoom", ("z",), "keys.zoom"),
    Action("follow_back", ("page up", ","), "keys.follow_back"),
    Action("follow_forward", ("page down", "."), "keys.follow_forward"),
    Action("follow_now", ("end",), "keys.follow_now"),
    Action("recap_up", ("up",), "keys.recap_up", box="recap"),
    Action("recap_down", ("down",), "keys.recap_down", box="recap"),
)
BY_NAME = {a.name: a for a in ACTIONS}
# what a box's own action may share a key with (it stands in for them while the box is open)
SHADOWED = ("focus_left", "focus_right", "focus_up", "focus_down")
MAX_KEYS = 3                     # keys one action may have
MODIFIERS = ("ctrl", "shift", "alt")

# every key a binding may name (pygame's own names for them)
_SPECIAL = ("space", "return", "keypad enter", "escape", "tab", "backspace", "delete", "insert",
            "home", "end", "page up", "page down", "left", "right", "up", "down")
# the punctuation keys, named in words where a key is shown ("Page Up / Comma", not "Page Up / ,")
PUNCTUATION = {",": "comma", ".": "period", "-": "minus", "=": "equals", ";": "semicolon",
               "'": "quote", "[": "left_bracket", "]": "right_bracket", "/": "slash",
               "\\": "backslash", "`": "backquote"}
KEYS = frozenset(_SPECIAL) | frozenset(string.ascii_lowercase) | frozenset(string.digits) \
    | frozenset(f"f{i}" for i in range(1, 13)) \
    | frozenset(f"[{d}]" for d in string.digits) \
    | frozenset(",.-=;'[]/\\`")


def parse(spec) -> tuple[frozenset, str] | None:
    """``(modifiers, key)`` of a key name such as "shift+tab", or None if it names no key."""
    if not isinstance(spec, str) or not 0 < len(spec) <= 40:
        return None
    parts = spec.lower().split("+")
    if spec.endswith("+"):                      # (no "+" key: "ctrl++" names nothing)
        return None
    *mods, key = parts
    if key not in KEYS or len(set(mods)) != len(mods) or any(m not in MODIFIERS for m in mods):
        return None
    return frozenset(mods), key


def normal(spec: str) -> str:
    """The one spelling of a key name: modifiers in a fixed order ("Shift+Ctrl+Z" -> "ctrl+shift+z")."""
    mods, key = parse(spec)
    return "+".join([m for m in MODIFIERS if m in mods] + [key])


def clean(raw) -> tuple[dict[str, tuple[str, ...]], list[str]]:
    """The player's bindings from a settings file: ``(overrides, problems)``. An unknown action,
    a name that is no key, a list too long or of the wrong type, or a key two actions would share
    is refused (that action keeps its default keys) and named in ``problems``."""
    if raw is None:
        return {}, []
    if not isinstance(raw, dict):
        return {}, ["not a mapping"]
    out: dict[str, tuple[str, ...]] = {}
    problems: list[str] = []
    for name, keys in list(raw.items())[:4 * len(ACTIONS)]:
        if not isinstance(name, str) or name not in BY_NAME:
            problems.append(f"unknown action {str(name)[:30]!r}")
            continue
        if isinstance(keys, str):
            keys = [keys]
        if not isinstance(keys, (list, tuple)) or not 1 <= len(keys) <= MAX_KEYS \
                or any(parse(k) is None for k in keys):
            problems.append(f"{name}: not a list of 1-{MAX_KEYS} keys")
            continue
        norm = tuple(dict.fromkeys(normal(k) for k in keys))
        if norm != BY_NAME[name].keys:
            out[name] = norm
    if len(raw) > 4 * len(ACTIONS):
        problems.append("too many entries")
    while True:                        # a key two actions share: the file's entries give way
        clash = conflicts(bindings(out))
        gone = sorted({a for pair in clash for a in pair if a in out})
        if not gone:
            break
        for a in gone:
            problems.append(f"{a}: a key of another action")
            del out[a]
    return out, problems


def bindings(overrides: dict | None = None) -> dict[str, tuple[str, ...]]:
    """Every action's keys: the defaults with the player's ``overrides``."""
    overrides = overrides or {}
    return {a.name: tuple(overrides.get(a.name, a.keys)) for a in ACTIONS}


def clash(a: str, b: str) -> bool:
    """Actions ``a`` and ``b`` may not share a key (a box's action may share one with a focus
    move, or with an action of another box)."""
    ba, bb = BY_NAME[a].box if a in BY_NAME else "", BY_NAME[b].box if b in BY_NAME else ""
    if ba == bb:
        return a != b
    if ba and bb:
        return False
    return (b if ba else a) not in SHADOWED


def conflicts(binds: dict[str, tuple[str, ...]]) -> list[tuple[str, str]]:
    """Pairs of actions that share a key where they may not (:func:`clash`)."""
    owners: dict[str, list[str]] = {}
    out = []
    for name, keys in binds.items():
        for k in keys:
            out += [(o, name) for o in owners.get(k, ()) if clash(o, name)]
            owners.setdefault(k, []).append(name)
    return out


def owner_of(binds: dict[str, tuple[str, ...]], spec: str, box: str = "") -> str | None:
    """The action bound to key ``spec`` with ``box`` open (its own actions first), or None."""
    held = [name for name, keys in binds.items() if spec in keys and name in BY_NAME]
    return next((n for n in held if box and BY_NAME[n].box == box), None) \
        or next((n for n in held if not BY_NAME[n].box), None)


def rebind(overrides: dict, action: str, spec: str) -> tuple[dict, str | None]:
    """``overrides`` with ``action`` on the one key ``spec``: ``(new overrides, None)``, or
    ``(overrides unchanged, the action that already has that key)``."""
    spec = normal(spec)
    holder = next((name for name, keys in bindings(overrides).items()
                   if spec in keys and clash(name, action)), None)
    if holder is not None:
        return overrides, holder
    new = dict(overrides)
    if (spec,) == BY_NAME[action].keys:
        new.pop(action, None)
    else:
        new[action] = (spec,)
    return new, None


def display(spec: str, lang: str) -> str:
    """A key as the player reads it: "Ctrl+Z", "Shift+Tab", "Spacja"."""
    from konwoj.i18n import tr
    p = parse(spec)
    if p is None:
        return spec
    mods, key = p
    if key in _SPECIAL:
        name = tr("key." + key, lang)
    elif key in PUNCTUATION:
        name = tr("key." + PUNCTUATION[key], lang)
    else:
        name = key.upper()
    return "+".join([tr("key." + m, lang) for m in MODIFIERS if m in mods] + [name])


def display_keys(binds: dict, action: str, lang: str) -> str:
    """The keys of ``action`` as the player reads them ("Ctrl+Z / Backspace")."""
    return " / ".join(display(k, lang) for k in binds.get(action, ()))
