"""Hot-seat players' names: what a name may hold wherever it comes from (typed at New game, the
settings, a save's meta) and how the screens say who plays a side.

    clean("  Anna\u202e ")            # "Anna": printable characters only, spaces collapsed
    names_from(meta)                  # {"moloch": "Anna"}: the names a save's meta holds
    who("moloch", names, "en")        # "Anna (Moloch)", or "Moloch" without a name

A save keeps them in its meta under ``players`` (``{side: name}``); an empty name is the side's.
"""
from __future__ import annotations

from konwoj.i18n import tr
from konwoj.rules.facts import SIDES


MAX_LEN = 20              # characters of a name (typed, stored or read from a file)
META_KEY = "players"      # where a save's meta keeps them


def clean(v) -> str:
    """``v`` as a name may be kept and shown: control and format characters (bidi overrides,
    zero-width marks) dropped, white space collapsed to single spaces, at most MAX_LEN
    characters; "" for anything that is not a string. Bounded work whatever its length."""
    if not isinstance(v, str):
        return ""
    kept = []
    for c in v[:MAX_LEN * 16]:
        if c.isspace():
            kept.append(" ")
        elif c.isprintable():
            kept.append(c)
    return " ".join("".join(kept).split())[:MAX_LEN].rstrip()


def problem(v) -> str | None:
    """Why ``v`` cannot be a save's ``players`` (not a mapping, a key that is no side, a name that
    is not text), or None. A name that is text is cleaned (``clean``), never refused."""
    if v is None:
        return None
    if not isinstance(v, dict) or len(v) > len(SIDES):
        return "mapping"
    for side, name in v.items():
        if side not in SIDES:
            return "side"
        if name is not None and not isinstance(name, str):
            return "text"
    return None


def names_from(meta) -> dict[str, str]:
    """The cleaned names a save's meta holds (``players``), only the sides that have one."""
    raw = meta.get(META_KEY) if isinstance(meta, dict) else None
    if not isinstance(raw, dict):
        return {}
    out = {}
    for side in SIDES:
        name = clean(raw.get(side))
        if name:
            out[side] = name
    return out


def who(side: str, names: dict | None, lang: str) -> str:
    """The person playing ``side`` as the screens say it: "Anna (Moloch)", or the side's name."""
    side_word = tr(f"side.{side}", lang)
    name = (names or {}).get(side)
    return tr("names.who", lang, name=name, side=side_word) if name else side_word
