"""Card data variants: strengths and the 2nd edition's stations merged over the card data.

A variant file is the user override format (``strengths: {card_key: n}``, ``card_overrides.yaml``)
plus, optionally, the stations and districts of the 2nd edition's cities:

    strengths: {lowca: 3, trep: 1}
    cities_2e: {new_york: {outpost: 6, districts: [plain, bomb, plain, plain]}}

``main.py balance --strengths FILE`` tries such a file as a candidate; the tests use the same
format to freeze the data a recording was made with (``tests/data/``). What a book gives cannot be
changed: Ziggy One's and Iron Gate's stations, the number of Ziggy One's and Jersey's
districts (docs/rulings.md section 8.2).
The user's own override file stays strengths only (``cards.apply_overrides``).

The same format states the values a game is played with (``values_of``): a save and a game record
carry them, and ``data_for`` gives the card data back, so a game keeps its values when a later
version ships others (docs/rulings.md 7.2). A game saved before saves carried values was played
with ``legacy_data()`` (data/legacy_values.yaml).
"""
from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from konwoj import resources
from .cards import (_FORGET, DISTRICTS_2E, MOLOCH, OUTPOST, SIDES, CardData, CardDataError,
                    apply_overrides, canonical, default_data, shipped_data,
                    values_of,  # noqa: F401 - variants.values_of: where the format is told
                    with_player_overrides, _read_yaml)

# (city key, side) of the 2nd edition's stations a book gives (2e l.113, l.265-267; Iron Gate's
# Outpost 4 by the worked example of l.291-295, where four Soldiers take all its stations)
SOURCED_STATIONS_2E = frozenset({("ziggy_one", MOLOCH), ("ziggy_one", OUTPOST),
                                 ("iron_gate", MOLOCH), ("iron_gate", OUTPOST)})
# the 2nd edition's cities whose number of districts a book gives (2e l.103, l.456)
SOURCED_DISTRICTS_2E = frozenset({"ziggy_one", "jersey_crust"})
MAX_STATIONS = 9
MAX_DISTRICTS = 5


def apply_variant(data: CardData, raw: Any, path: str) -> CardData:
    """``data`` with the strengths and 2nd-edition cities of ``raw`` (a variant file's content)."""
    if not isinstance(raw, dict):
        return apply_overrides(data, raw, path)          # its own error message
    stations = raw.get("cities_2e")
    data = apply_overrides(data, {k: v for k, v in raw.items() if k != "cities_2e"}, path)
    if stations is None:
        return data
    if not isinstance(stations, dict):
        raise CardDataError(f"{path}: 'cities_2e' must map city keys to {{moloch: n, outpost: n}}")
    known = {c.key: c for c in data.cities_2e}
    for key, sides in stations.items():
        if key not in known:
            raise CardDataError(f"{path}: cities_2e: no such city {str(key)[:40]!r}")
        if not isinstance(sides, dict) or not set(sides) <= {*SIDES, "districts"}:
            raise CardDataError(f"{path}: cities_2e {key}: expected {{moloch: n, outpost: n, "
                                f"districts: [plain|bomb, ...]}}")
        sides = dict(sides)
        districts = sides.pop("districts", None)
        if districts is not None:
            if (not isinstance(districts, list) or not 1 <= len(districts) <= MAX_DISTRICTS
                    or any(d not in DISTRICTS_2E for d in districts)):
                raise CardDataError(f"{path}: cities_2e {key} districts: expected a list of 1 to "
                                    f"{MAX_DISTRICTS} of {', '.join(DISTRICTS_2E)}")
            if key in SOURCED_DISTRICTS_2E and len(districts) != len(known[key].districts):
                raise CardDataError(f"{path}: cities_2e {key} districts: their number is printed "
                                    f"in the book ({len(known[key].districts)}), not to be changed")
        for side, n in sides.items():
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_STATIONS:
                raise CardDataError(f"{path}: cities_2e {key} {side}: expected a whole number "
                                    f"from 1 to {MAX_STATIONS}, got {str(n)[:40]!r}")
            if (key, side) in SOURCED_STATIONS_2E and n != known[key].stations[side]:
                raise CardDataError(f"{path}: cities_2e {key} {side}: printed in the book "
                                    f"({known[key].stations[side]}), not to be changed")
    cities = tuple(_city(c, stations[c.key]) if c.key in stations else c for c in data.cities_2e)
    return dataclasses.replace(data, cities_2e=cities, source=data.source)


def _city(city, change: dict):
    change = dict(change)
    districts = change.pop("districts", None)
    city = dataclasses.replace(city, stations={**city.stations, **change})
    if districts is not None:
        city = dataclasses.replace(city, districts=tuple(districts))
    return city


def load_variant(path: str | Path, base: CardData | None = None) -> CardData:
    """The card data (``base``, default: the game's) with the variant file ``path`` merged over."""
    return apply_variant(base if base is not None else default_data(), _read_yaml(Path(path)),
                         str(path))


def load_candidate(path: str | Path, raw: Any = None) -> CardData:
    """A balance candidate (``main.py balance --strengths FILE``): a variant file that may change
    only what the books leave open. A strength the books print (data/cards.yaml's
    ``strength_source: printed``: Szerszeń 3, Pająki 1, the modules' +1/+2/+3) is refused like a
    printed station; the player's own ``card_overrides.yaml`` stays free to set any strength.
    ``raw``: the file's plain data when the caller read it (a player's file: the application reads
    those), else the file is read here."""
    if raw is None:
        raw = _read_yaml(Path(path))
    data = apply_variant(default_data(), raw, str(path))
    named = raw.get("strengths") if isinstance(raw, dict) else None
    shipped = shipped_data().cards
    for key, value in (named or {}).items():
        card = shipped.get(key)
        if card is not None and card.strength_source == "printed" and value != card.strength:
            raise CardDataError(f"{path}: strengths {key}: printed in the book "
                                f"({card.strength}), not to be changed")
    return data


# ------------------------------------------------------------------ the values a game is played with
LEGACY_FILE = resources.data_dir() / "legacy_values.yaml"
_BY_VALUES: dict = {}        # canonical text of values -> the card data that has them
_MAX_KNOWN = 32
_LEGACY: list = []
_LEGACY_KEY: list = []       # legacy_data()'s values_key


def is_legacy(data: CardData) -> bool:
    """Whether ``data`` has the values of ``legacy_data()`` (a save need not name them)."""
    return data.values_key == _legacy_key()


def _legacy_key() -> str:
    """``legacy_data().values_key``, asked at every new deal: worked out from the small legacy
    file (and the player's overrides) once, without building a second card database."""
    if not _LEGACY_KEY:
        if _LEGACY:
            _LEGACY_KEY.append(_LEGACY[0].values_key)
        else:
            raw = _read_yaml(LEGACY_FILE)
            shipped = shipped_data()
            # the player's overrides, as legacy_data() merges them: the cards they replace
            over = {k: c.strength for k, c in with_player_overrides(shipped).cards.items()
                    if c is not shipped.cards[k]}
            _LEGACY_KEY.append(canonical({"strengths": {**raw["strengths"], **over},
                                          "cities_2e": raw["cities_2e"]}))
    return _LEGACY_KEY[0]


def remember(data: CardData) -> None:
    """Let ``data_for`` give ``data`` itself back for its values (the same object: its tables
    stay warm)."""
    key = data.values_key
    if key not in _BY_VALUES:
        if len(_BY_VALUES) >= _MAX_KNOWN:
            _BY_VALUES.pop(next(iter(_BY_VALUES)))
        _BY_VALUES[key] = data


def data_for(values) -> CardData:
    """The card data a game with ``values`` (``values_of``'s format, as a save holds them) is
    played with: the shipped cards with these values; ``None`` (a game saved before saves carried
    values) gives ``legacy_data()``. CardDataError names what is wrong."""
    if values is None:
        key = _legacy_key()
    elif not isinstance(values, dict) or set(values) - {"strengths", "cities_2e"}:
        raise CardDataError("the card values must map 'strengths' and 'cities_2e'")
    else:
        try:
            key = canonical(values)
        except (TypeError, ValueError):
            raise CardDataError("the card values are not plain data") from None
    default = default_data()                  # the shipped data first: its tables are warm
    if default.values_key == key:
        return default
    hit = _BY_VALUES.get(key)
    if hit is not None:
        return hit
    if key == _legacy_key():
        data = legacy_data()
    else:
        data = apply_variant(shipped_data(), values, "the card values")
    remember(data)
    return _BY_VALUES.get(data.values_key, data)


def legacy_data() -> CardData:
    """The card data of a game saved before saves carried their values: data/legacy_values.yaml
    over the shipped cards, with the player's override file as the game then read it."""
    if not _LEGACY:
        _LEGACY.append(with_player_overrides(load_variant(LEGACY_FILE, base=shipped_data())))
    return _LEGACY[0]


def _forget() -> None:
    """Other overrides were handed in (``cards.use_overrides``): the legacy data is made anew."""
    _LEGACY.clear()
    _LEGACY_KEY.clear()
    _BY_VALUES.clear()


_FORGET.append(_forget)
