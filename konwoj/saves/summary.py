"""The one line a save is summed up by (Load's rows, the title's Continue, the in-game menu):
who won, the city, the battle, who plays; and how saves sort (newest first)."""
from __future__ import annotations

import datetime as _dt
import functools
import math
from pathlib import Path

from konwoj.i18n import tr
from konwoj.rules import SIDES, is_int
from konwoj.texts import editions, player_names


def field(info, name, default=None):
    """``name`` of a listed save, a ``SaveInfo`` or a plain dict."""
    if isinstance(info, dict):
        return info.get(name, default)
    return getattr(info, name, default)


def instant(d) -> float | None:
    """The real instant of a stored date (seconds since the epoch, UTC), None when it is none.
    A date with its zone (what the game writes: UTC) is that instant; one without (an older
    save) is taken in local time. Dates far in the future still order (a clock that ran ahead)."""
    if type(d) is str:
        return _text_instant(d)
    try:
        if isinstance(d, _dt.datetime):
            t = d.timestamp()
        elif isinstance(d, (int, float)) and not isinstance(d, bool):
            t = float(d)
        else:
            return None
    except (ValueError, OverflowError, OSError, TypeError):
        return None
    return t if math.isfinite(t) and abs(t) < 1e12 else None


@functools.lru_cache(maxsize=1 << 15)
def _text_instant(d: str) -> float | None:
    """``instant`` of a date as text (the listing and the statistics read the same dates)."""
    if not d or len(d) > 64:
        return None
    try:
        t = _dt.datetime.fromisoformat(d).timestamp()
    except (ValueError, OverflowError, OSError):
        return None
    return t if math.isfinite(t) and abs(t) < 1e12 else None


def sort_key(info) -> float:
    """Newest first: by the real instant of the date (any zone), else the file's time."""
    t = instant(field(info, "date"))
    if t is not None:
        return -t
    try:
        return -float(Path(field(info, "path")).stat().st_mtime)
    except (OSError, TypeError, ValueError):
        return 0.0


def local_time(value, fmt: str = "%Y-%m-%d %H:%M") -> str:
    """A stored date as the player's local time (a date without a zone is shown as it is)."""
    if value is None or value == "" or isinstance(value, bool):
        return ""
    try:
        if isinstance(value, (int, float)):
            value = _dt.datetime.fromtimestamp(value, _dt.UTC)
        if isinstance(value, str):
            value = _dt.datetime.fromisoformat(value)
        if isinstance(value, _dt.datetime):
            if value.tzinfo is not None:
                value = value.astimezone()
            return value.strftime(fmt)
    except (ValueError, OverflowError, OSError, TypeError):
        pass
    return str(value)[:40]


def edition_of(info) -> str:
    """The edition a listed save is played by ("1e" when it does not say)."""
    name = field(info, "ruleset")
    return name if name in editions.RULESETS else editions.DEFAULT


def describe(info, lang: str = "pl") -> str:
    """One line about a save: city, battle, who plays (for rows and the title's Continue)."""
    bits = []
    if field(info, "winner"):
        bits.append(tr("load.finished", lang, side=tr(f"side.{field(info, 'winner')}", lang)))
    city = field(info, "city")
    if is_int(city):
        city = editions.city_name(edition_of(info), city, lang) or str(city)
    if city:
        bits.append(str(city))
    battle = field(info, "battle")
    if battle:
        bits.append(tr("load.battle", lang, n=battle))
    sides = field(info, "sides")
    opponent = field(info, "opponent")
    if isinstance(sides, str):
        sides = [sides] if sides in SIDES else sides
    if isinstance(sides, (list, tuple)) and len(sides) == 1 and opponent:
        level = tr(f"level.{opponent}", lang)
        bits.append(tr("load.vs", lang, side=tr(f"side.{sides[0]}", lang), level=level))
    elif isinstance(sides, (list, tuple)) and len(sides) == 2:
        names = player_names.names_from(field(info, "meta"))
        if names:                               # "Anna (Moloch) vs Bartek (Outpost)"
            a, b = (player_names.who(side, names, lang) for side in SIDES)
            bits.append(tr("load.hotseat_names", lang, a=a, b=b))
        else:
            bits.append(tr("load.hotseat", lang))
    elif isinstance(sides, str) and sides:
        bits.append(sides)
    elif field(info, "mode") == "hotseat":     # an older or hand-written save names no sides
        bits.append(tr("load.hotseat", lang))
    return " · ".join(bits)
