"""The one line a save is summed up by (Load's rows, the title's Continue, the in-game menu):
who won, the city, the battle, who plays; and how saves sort (newest first)."""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

from konwoj.i18n import register, tr
from konwoj.rules import SIDES, is_int
from konwoj.texts import editions

register({
    "load.battle": ("bitwa {n}", "battle {n}"),
    "load.hotseat": ("dwóch graczy", "two players"),
    "load.vs": ("{side} vs komputer ({level})", "{side} vs computer ({level})"),
    "load.finished": ("gra skończona: wygrał {side}", "finished: {side} won"),
})


def field(info, name, default=None):
    """``name`` of a listed save, a ``SaveInfo`` or a plain dict."""
    if isinstance(info, dict):
        return info.get(name, default)
    return getattr(info, name, default)


def sort_key(info):
    """Newest first: dates of any type compare through a number."""
    d = field(info, "date")
    try:
        if isinstance(d, _dt.datetime):
            return -d.timestamp()
        if isinstance(d, (int, float)):
            return -float(d)
        if isinstance(d, str) and d:
            return -_dt.datetime.fromisoformat(d).timestamp()
    except (ValueError, OverflowError, OSError):
        pass
    try:
        return -Path(field(info, "path")).stat().st_mtime
    except (OSError, TypeError):
        return 0.0


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
        bits.append(tr("load.hotseat", lang))
    elif isinstance(sides, str) and sides:
        bits.append(sides)
    elif field(info, "mode") == "hotseat":     # an older or hand-written save names no sides
        bits.append(tr("load.hotseat", lang))
    return " · ".join(bits)
