"""Problems found while the game starts (a broken settings file, a bad card-override file, an
autosave set aside), kept until the title screen shows them to the player.

    from konwoj.texts import notices
    notices.add("settings.bad", path=str(p), detail="...")   # also printed to stderr, once
    for text in notices.take("pl"): ...                        # the title screen shows them

Each notice is an i18n key with its arguments, so the player reads it in the chosen language.
"""
from __future__ import annotations

import logging

from konwoj.i18n import tr

_PENDING: list[tuple[str, dict]] = []
_SEEN: set = set()


def add(key: str, echo: bool = True, **kw) -> None:
    """Remember a notice for the title screen and print it to stderr (the same one only once;
    ``echo=False`` when it was printed already)."""
    ident = (key, _text(key, kw, "en"))
    if ident in _SEEN:
        return
    _SEEN.add(ident)
    _PENDING.append((key, dict(kw)))
    if not echo:
        return
    # stderr (konwoj.logs; with no stderr, a windowed build, the title still shows it) and the log
    logging.getLogger(__name__).warning("konwoj: %s", _text(key, kw, "en"))


def _text(key: str, kw: dict, lang: str) -> str:
    """``tr(key)``; an argument may be a function of the language (a message in both)."""
    return tr(key, lang, **kw)


def pending() -> list[tuple[str, dict]]:
    return list(_PENDING)


def take_items() -> list[tuple[str, dict]]:
    """The waiting notices (key, arguments); they are then gone. ``render`` gives their text."""
    out = list(_PENDING)
    _PENDING.clear()
    return out


def render(items, lang: str = "pl") -> str:
    """The text of ``take_items()`` in ``lang``, one paragraph each."""
    return "\n\n".join(_text(key, kw, lang) for key, kw in items)


def take(lang: str = "pl") -> list[str]:
    """The texts of the waiting notices, in ``lang``; they are then gone."""
    out = [_text(key, kw, lang) for key, kw in _PENDING]
    _PENDING.clear()
    return out


def reset() -> None:
    """Forget everything (tests)."""
    _PENDING.clear()
    _SEEN.clear()
