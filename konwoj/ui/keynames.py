"""pygame's key events as the key names of :mod:`konwoj.play.keymap` ("ctrl+z", "keypad enter"),
and the table action a key event is bound to in the player's settings."""
from __future__ import annotations

import string

import pygame

from konwoj.play import keymap

_CODES = {pygame.K_SPACE: "space", pygame.K_RETURN: "return", pygame.K_KP_ENTER: "keypad enter",
          pygame.K_ESCAPE: "escape", pygame.K_TAB: "tab", pygame.K_BACKSPACE: "backspace",
          pygame.K_DELETE: "delete", pygame.K_INSERT: "insert", pygame.K_HOME: "home",
          pygame.K_END: "end", pygame.K_PAGEUP: "page up", pygame.K_PAGEDOWN: "page down",
          pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up",
          pygame.K_DOWN: "down"}
_CODES.update({getattr(pygame, f"K_F{i}"): f"f{i}" for i in range(1, 13)})
_CODES.update({getattr(pygame, f"K_KP{d}"): f"[{d}]" for d in range(10)})
_CODES.update({ord(ch): ch for ch in string.ascii_lowercase + string.digits + ",.-=;'[]/\\`"})
_CODE_OF = {name: code for code, name in _CODES.items()}


def event_spec(e) -> str | None:
    """The key name of a KEYDOWN event with its modifiers ("shift+tab"), or None for a key no
    binding may name (a modifier alone, a media key)."""
    name = _CODES.get(getattr(e, "key", None))
    if name is None:
        return None
    mod = getattr(e, "mod", 0)
    mods = [m for m, bit in (("ctrl", pygame.KMOD_CTRL), ("shift", pygame.KMOD_SHIFT),
                             ("alt", pygame.KMOD_ALT)) if mod & bit]
    return "+".join(mods + [name])


def key_code(spec: str) -> int | None:
    """The pygame key of a key name (its modifiers left aside)."""
    p = keymap.parse(spec)
    return _CODE_OF.get(p[1]) if p else None


def bindings(app) -> dict[str, tuple[str, ...]]:
    return keymap.bindings(getattr(getattr(app, "settings", None), "keys", None))


def action_of(app, e, box: str = "") -> str | None:
    """The table action the key event ``e`` is bound to (with ``box`` open: its own actions
    first), or None."""
    if getattr(e, "type", pygame.KEYDOWN) != pygame.KEYDOWN:
        return None
    spec = event_spec(e)
    return keymap.owner_of(bindings(app), spec, box) if spec else None


def codes_of(app, *actions: str) -> set[int]:
    """The pygame keys bound to ``actions`` (whatever their modifiers)."""
    b = bindings(app)
    return {key_code(k) for a in actions for k in b.get(a, ())} - {None}


def label(app, action: str) -> str:
    """The keys of ``action`` as the player reads them ("Spacja", "Ctrl+Z / Backspace")."""
    return keymap.display_keys(bindings(app), action, app.lang)


def first_label(app, action: str) -> str:
    """The first key of ``action`` as the player reads it."""
    keys = bindings(app).get(action, ())
    return keymap.display(keys[0], app.lang) if keys else ""


def event_name(e, lang: str) -> str:
    spec = event_spec(e)
    return keymap.display(spec, lang) if spec else pygame.key.name(getattr(e, "key", 0))
