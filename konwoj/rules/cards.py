"""Card and city data: loaded once from data/cards.yaml, validated, optionally merged with the
player's overrides of printed strengths, which the application reads and hands in
(``use_overrides``; ``konwoj.play.card_overrides``): the rules read no file of the player's.

Every problem is reported as a :class:`CardDataError` whose message names the file, the card (or
city) and the field, so a broken data file never fails somewhere deep inside the engine.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from konwoj import resources
from konwoj.i18n import Text

DATA_FILE = resources.cards_yaml()   # packaged copy when installed, else the checkout
DECK_SIZE = 35
MAX_STRENGTH = 10             # an override beyond this is refused (printed strengths are 0-5)

from konwoj.rules.facts import MOLOCH, OUTPOST, SIDES  # noqa: F401 (cards.SIDES is read)
TYPES = {MOLOCH: ("robot", "module", "instant"), OUTPOST: ("soldier", "building", "instant")}
TRIGGERS = ("none", "enters_city", "constant", "discard_card", "once_per_battle",
            "on_moloch_win", "on_outpost_win", "on_tie")
STRENGTH_SOURCES = ("printed", "reconstructed", "none")
DISTRICT_EFFECTS = ("draw", "kill", "move_to_new_york", "bomb")
MOLOCH_VICTORIES = ("destroy_district", "destroy_district_with_effect")
OUTPOST_VICTORIES = ("discard_top_1", "discard_top_2", "reveal_two_discard_one")
# the 2nd edition: a district is plain or a Bomb district; Moloch's victory destroys the next one
DISTRICTS_2E = ("plain", "bomb")
MOLOCH_VICTORIES_2E = ("destroy_next", "destroy_next_and_kill_soldier")
DISTRICT_KINDS = DISTRICT_EFFECTS + ("plain",)   # every district kind a state may hold
FEATURES = ("destroy_robot", "extra_station", "extra_district", "move_soldier_jersey_new_york")

# The engine's vocabulary of effects (the card "scripts"): every card's `effect` must be one of these.
EFFECTS = frozenset({
    "none", "reduce_enemy_stations", "intercept_removal", "place_token", "immobile",
    "kill_own_robot_and_two_soldiers", "kill_enemy_unit", "return_robot_to_hand",
    "recover_random_discard", "win_ties", "no_station", "immune", "move_self", "draw_card",
    "push_enemy_unit", "net_enemy_unit", "module_strength", "draw_three", "move_enemy_soldier",
    "module_to_hand", "robot_to_hand", "move_own_unit", "block_instants", "return_enemy_robot",
    "discard_moloch_top", "copy_enter_ability", "capture_module", "take_soldier_to_hand",
    "feature_discount", "strength_aura", "move_other_soldier", "disable_robots",
    "block_robot_moves", "end_battle_now", "rescue_soldier", "skip_module_phase",
    "kill_any_robot", "draw_three_keep_two", "see_enemy_hand", "two_moves",
    "two_plus_one_tokens", "recover_top_discard",
})
TOKENS = ("+1", "+2", "-2", "shield", "deactivated", "net")


class CardDataError(ValueError):
    """The card data (or the user's override file) is broken; the message says where and how."""


@dataclass(frozen=True)
class CardDef:
    key: str
    name_pl: str
    name_en: str
    side: str
    type: str
    copies: int
    strength: int | None
    strength_source: str
    trigger: str
    effect: str
    params: dict = field(default_factory=dict, hash=False, compare=False)
    text_pl: str = ""
    text_en: str = ""

    def name(self, lang: str = "pl") -> str:
        return self.name_pl if lang == "pl" else self.name_en

    def text(self, lang: str = "pl") -> str:
        return self.text_pl if lang == "pl" else self.text_en

    @property
    def is_unit(self) -> bool:
        """Robots and Soldiers are units (Buildings are not: no bonus, no moving, no kill by Moloch)."""
        return self.type in ("robot", "soldier")


@dataclass(frozen=True)
class CityDef:
    key: str
    name_pl: str
    name_en: str
    number: int
    districts: tuple[str, ...]
    stations: dict = field(hash=False, compare=False)
    victory: dict = field(hash=False, compare=False)
    feature: str | None = None
    feature_cost: int = 0
    extra_district: str | None = None
    source: str = ""     # which values are printed in a book and which are reconstructed

    def name(self, lang: str = "pl") -> str:
        return self.name_pl if lang == "pl" else self.name_en


@dataclass(frozen=True)
class CardData:
    cards: dict          # key -> CardDef
    cities: tuple        # CityDef, in convoy order
    ids: tuple           # every physical card id, Moloch's 35 then the Outpost's 35
    by_id: dict          # physical id -> CardDef
    source: str = ""
    cities_2e: tuple = ()  # CityDef of the 2nd edition, in convoy order

    def deck_ids(self, side: str) -> list[str]:
        return [i for i in self.ids if self.by_id[i].side == side]

    @cached_property
    def ids_by_effect(self) -> dict:
        """effect -> frozenset of the physical ids whose card has it (computed once, for the
        engine's hot paths: "is any card with this effect among these?")."""
        out: dict = {}
        for i in self.ids:
            out.setdefault(self.by_id[i].effect, set()).add(i)
        return {e: frozenset(s) for e, s in out.items()}

    @cached_property
    def values(self) -> dict:
        """The values a balance may change (strengths, the 2nd edition's stations and districts),
        as a save carries them: ``values_of``. Read only; copy before changing."""
        return values_of(self)

    @cached_property
    def values_key(self) -> str:
        """``values`` as one canonical text (equal values, equal texts)."""
        return canonical(self.values)

    @cached_property
    def ids_with_used_ability(self) -> frozenset:
        """The physical ids of cards whose ability a side uses in its attack phase (triggered
        once per battle, or by discarding a card)."""
        return frozenset(i for i in self.ids
                         if self.by_id[i].trigger in ("once_per_battle", "discard_card"))


def card_key(card_id: str) -> str:
    return card_id.rsplit("-", 1)[0]


def _err(path, where: str, fld: str | None, msg: str) -> CardDataError:
    loc = f"{where}, field '{fld}'" if fld else where
    return CardDataError(f"{path}: {loc}: {msg}")


def _need(entry: dict, fld: str, kind, path, where: str):
    if fld not in entry:
        raise _err(path, where, fld, "missing")
    value = entry[fld]
    if kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "int_or_null":
        ok = value is None or (isinstance(value, int) and not isinstance(value, bool))
    else:
        ok = isinstance(value, kind)
    if not ok:
        want = {str: "a string", int: "an integer", list: "a list", dict: "a mapping",
                "int_or_null": "an integer or null"}.get(kind, str(kind))
        raise _err(path, where, fld, f"expected {want}, got {value!r}")
    return value


def _one_of(value, allowed, path, where, fld):
    if value not in allowed:
        raise _err(path, where, fld, f"{value!r} is not one of: {', '.join(map(str, allowed))}")
    return value


def parse_card_data(raw: Any, path: str = "<cards>") -> CardData:
    """Validate the decoded YAML document and build the card database."""
    if not isinstance(raw, dict):
        raise CardDataError(f"{path}: the file must be a mapping with 'cards' and 'cities'")
    cards_raw = raw.get("cards")
    if not isinstance(cards_raw, list) or not cards_raw:
        raise CardDataError(f"{path}: 'cards' must be a non-empty list")
    cards: dict[str, CardDef] = {}
    for n, entry in enumerate(cards_raw, 1):
        where = f"card #{n}"
        if not isinstance(entry, dict):
            raise _err(path, where, None, "must be a mapping")
        key = _need(entry, "key", str, path, where)
        where = f"card '{key}'"
        if key in cards:
            raise _err(path, where, "key", "appears twice")
        side = _one_of(_need(entry, "side", str, path, where), SIDES, path, where, "side")
        ctype = _one_of(_need(entry, "type", str, path, where), TYPES[side], path, where, "type")
        copies = _need(entry, "copies", int, path, where)
        if copies < 1:
            raise _err(path, where, "copies", f"must be at least 1, got {copies}")
        strength = _need(entry, "strength", "int_or_null", path, where)
        if strength is not None and strength < 0:
            raise _err(path, where, "strength", f"must not be negative, got {strength}")
        source = _one_of(_need(entry, "strength_source", str, path, where), STRENGTH_SOURCES,
                         path, where, "strength_source")
        if ctype in ("robot", "soldier") and strength is None:
            raise _err(path, where, "strength", f"a {ctype} needs a strength")
        trigger = _one_of(_need(entry, "trigger", str, path, where), TRIGGERS, path, where, "trigger")
        effect = _need(entry, "effect", str, path, where)
        if effect not in EFFECTS:
            raise _err(path, where, "effect", f"unknown effect key {effect!r}")
        params = entry.get("params") or {}
        if not isinstance(params, dict):
            raise _err(path, where, "params", f"expected a mapping, got {params!r}")
        for pk in params:
            if not isinstance(pk, str):
                raise _err(path, where, "params", f"parameter name {pk!r} must be a string "
                           "(YAML reads a bare on/off/yes/no as true/false: quote it)")
        texts = {}
        for fld in ("name_pl", "name_en", "text_pl", "text_en"):
            texts[fld] = _need(entry, fld, str, path, where)
        cards[key] = CardDef(key=key, side=side, type=ctype, copies=copies, strength=strength,
                             strength_source=source, trigger=trigger, effect=effect,
                             params=dict(params), **texts)
    for side in SIDES:
        total = sum(c.copies for c in cards.values() if c.side == side)
        if total != DECK_SIZE:
            raise CardDataError(f"{path}: the {side} deck has {total} cards, it must have {DECK_SIZE}")

    cities = _parse_cities(raw.get("cities"), path, "cities", "1e")
    cities_2e = _parse_cities(raw.get("cities_2e"), path, "cities_2e", "2e")
    if [c.key for c in cities_2e] != [c.key for c in cities]:
        raise CardDataError(f"{path}: 'cities_2e' must name the same cities as 'cities', in the same order")
    ids, by_id = [], {}
    for side in SIDES:
        for c in cards.values():
            if c.side == side:
                for i in range(1, c.copies + 1):
                    cid = f"{c.key}-{i}"
                    ids.append(cid)
                    by_id[cid] = c
    return CardData(cards=cards, cities=cities, ids=tuple(ids), by_id=by_id, source=str(path),
                    cities_2e=cities_2e)


def _parse_cities(cities_raw: Any, path, section: str, edition: str) -> tuple:
    """The five cities of one edition: districts, stations, victory effects, features (1e only)."""
    if not isinstance(cities_raw, list) or len(cities_raw) != 5:
        raise CardDataError(f"{path}: '{section}' must list exactly 5 cities")
    districts_ok = DISTRICT_EFFECTS if edition == "1e" else DISTRICTS_2E
    moloch_ok = MOLOCH_VICTORIES if edition == "1e" else MOLOCH_VICTORIES_2E
    cities = []
    for n, entry in enumerate(cities_raw, 1):
        where = f"city #{n}" if edition == "1e" else f"{section} city #{n}"
        if not isinstance(entry, dict):
            raise _err(path, where, None, "must be a mapping")
        key = _need(entry, "key", str, path, where)
        where = f"city '{key}'" if edition == "1e" else f"{section} city '{key}'"
        districts = _need(entry, "districts", list, path, where)
        if not districts:
            raise _err(path, where, "districts", "must list at least one district")
        for d in districts:
            _one_of(d, districts_ok, path, where, "districts")
        stations = _need(entry, "stations", dict, path, where)
        for side in SIDES:
            v = stations.get(side)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise _err(path, where, f"stations.{side}", f"expected a positive integer, got {v!r}")
        victory = _need(entry, "victory", dict, path, where)
        _one_of(victory.get(MOLOCH), moloch_ok, path, where, "victory.moloch")
        _one_of(victory.get(OUTPOST), OUTPOST_VICTORIES, path, where, "victory.outpost")
        feature = entry.get("feature")
        feat, cost = None, 0
        if feature is not None:
            if edition != "1e":
                raise _err(path, where, "feature", "the 2nd edition has no city features")
            if not isinstance(feature, dict):
                raise _err(path, where, "feature", "expected a mapping or null")
            feat = _one_of(feature.get("effect"), FEATURES, path, where, "feature.effect")
            cost = feature.get("cost")
            if not isinstance(cost, int) or isinstance(cost, bool) or cost < 0:
                raise _err(path, where, "feature.cost", f"expected an integer >= 0, got {cost!r}")
        extra = entry.get("extra_district")
        if extra is not None:
            _one_of(extra, districts_ok, path, where, "extra_district")
        if feat == "extra_district" and extra is None:
            raise _err(path, where, "extra_district", "the extra-district feature needs one")
        source = entry.get("source", "")
        if not isinstance(source, str):
            raise _err(path, where, "source", f"expected a string, got {source!r}")
        cities.append(CityDef(key=key, name_pl=_need(entry, "name_pl", str, path, where),
                              name_en=_need(entry, "name_en", str, path, where),
                              number=_need(entry, "number", int, path, where),
                              districts=tuple(districts), stations=dict(stations),
                              victory=dict(victory), feature=feat, feature_cost=cost,
                              extra_district=extra, source=source))
    return tuple(cities)


# ------------------------------------------------------------------ the values a game is played with
def canonical(values: dict) -> str:
    return json.dumps(values, sort_keys=True, separators=(",", ":"))


def values_of(data: CardData) -> dict:
    """The values of ``data`` a balance may change, in the variant format: every strength, and the
    stations and districts of every 2nd-edition city. (``CardData.values`` caches it; ``variants`` merges such values over the cards.)"""
    return {
        "strengths": {k: c.strength for k, c in data.cards.items() if c.strength is not None},
        "cities_2e": {c.key: {MOLOCH: c.stations[MOLOCH], OUTPOST: c.stations[OUTPOST],
                              "districts": list(c.districts)} for c in data.cities_2e},
    }


def file_problem(path, exc: BaseException) -> CardDataError:
    """The CardDataError naming ``path`` for what went wrong reading a card file: an OSError, text
    that is not UTF-8, a structural limit (``konwoj.playerfiles.YamlLimit``: its ``text``), or
    YAML that does not parse. (The application reads a player's files; the rules word the
    problem.)"""
    if isinstance(exc, OSError):
        return CardDataError(Text("cards.unreadable", path=path, detail=exc.strerror or exc))
    if isinstance(exc, UnicodeDecodeError):
        return CardDataError(Text("cards.not_text", path=path))
    limit = getattr(exc, "text", None)
    if limit is not None:
        return CardDataError(Text("cards.limit", path=path, detail=limit))
    if isinstance(exc, RecursionError):
        return CardDataError(Text("cards.yaml", path=path, detail="nested too deeply"))
    return CardDataError(Text("cards.yaml", path=path, detail=str(exc).splitlines()[0][:100]))


def _read_yaml(path: Path, max_bytes: int = 4 * 1024 * 1024) -> Any:
    """The plain data of a YAML file the caller names (the shipped card data and variants); every
    problem is a CardDataError naming the file (``file_problem``). A player's own files are read
    by the application (``konwoj.playerfiles``, with its structural limits) and handed to the
    rules as plain data."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
        if len(raw) > max_bytes:
            raise CardDataError(Text("cards.limit", path=path, detail=f"> {max_bytes} bytes"))
        return yaml.safe_load(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError, RecursionError) as exc:
        raise file_problem(path, exc) from None


def apply_overrides(data: CardData, raw: Any, path: str) -> CardData:
    """Merge ``strengths: {card_key: int}`` over the data; the result is validated like the file."""
    if raw is None:
        return data
    if not isinstance(raw, dict) or not isinstance(raw.get("strengths", {}), dict):
        raise CardDataError(Text("cards.not_strengths", path=path))
    unknown = set(raw) - {"strengths"}
    if unknown:
        names = ", ".join(sorted(repr(k)[:40] for k in unknown)[:5])
        raise CardDataError(Text("cards.sections", path=path, names=names))
    cards = dict(data.cards)
    for key, value in (raw.get("strengths") or {}).items():
        card = repr(key) if len(repr(key)) <= 40 else f"{repr(key)[:37]}..."
        if not isinstance(key, str) or key not in cards:
            raise CardDataError(Text("cards.card", path=path, card=card,
                                     problem=Text("cards.no_such_card")))
        if cards[key].strength is None:
            raise CardDataError(Text("cards.card_field", path=path, card=card, field="strength",
                                     problem=Text("cards.no_strength")))
        if (not isinstance(value, int) or isinstance(value, bool)
                or not 0 <= value <= MAX_STRENGTH):
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
            raise CardDataError(Text("cards.card_field", path=path, card=card, field="strength",
                                     problem=Text("cards.bad_strength", top=MAX_STRENGTH,
                                                  got=shown)))
        old = cards[key]
        cards[key] = CardDef(**{**old.__dict__, "strength": value, "strength_source": "printed"})
    by_id = {cid: cards[card_key(cid)] for cid in data.ids}
    return CardData(cards=cards, cities=data.cities, ids=data.ids, by_id=by_id,
                    source=f"{data.source} + {path}", cities_2e=data.cities_2e)


def load_card_data(path: str | os.PathLike | None = None,
                   overrides: str | os.PathLike | None | bool = True) -> CardData:
    """Load and validate the card data. ``overrides``: True = the player's overrides handed in
    (``use_overrides``), if any; a path = that override file; False/None = no overrides."""
    p = Path(path) if path else DATA_FILE
    data = parse_card_data(_read_yaml(p), str(p))
    if overrides is True:
        return with_player_overrides(data)
    if overrides:
        op = Path(overrides)
        return apply_overrides(data, _read_yaml(op), str(op))
    return data


_DEFAULT: CardData | None = None
_OVERRIDES: list = []         # the player's overrides handed in: [(plain data, where from)] or []
_FORGET: list = []            # caches of data made with the overrides, forgotten when they change


def use_overrides(raw: Any, source: str = "card overrides") -> None:
    """Hand in the player's card overrides (``strengths: {card_key: n}``, plain data the
    application read: ``konwoj.play.card_overrides``), or None for none. The rules read no file
    of the player's. CardDataError (and nothing changes) when they do not fit the cards."""
    global _DEFAULT
    if raw is not None:
        apply_overrides(shipped_data(), raw, source)          # refused before anything changes
    new = [] if raw is None else [(raw, source)]
    if new == _OVERRIDES:
        return                    # (the same again: the data made stays)
    _OVERRIDES[:] = new
    _DEFAULT = None
    for forget in _FORGET:        # the card data made with the overrides before (variants' caches)
        forget()


def overrides_handed_in() -> tuple | None:
    """``(plain data, where from)`` of the overrides handed in (for a child process of the game's
    to hand in the same), or None."""
    return _OVERRIDES[0] if _OVERRIDES else None


def default_data() -> CardData:
    """The game's card data, made once per process: data/cards.yaml plus the player's overrides
    when they were handed in (``use_overrides``)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = with_player_overrides(shipped_data())
    return _DEFAULT


_SHIPPED: list = []


def shipped_data() -> CardData:
    """data/cards.yaml as shipped (without the player's overrides), loaded once per process."""
    if not _SHIPPED:
        _SHIPPED.append(load_card_data(overrides=False))
    return _SHIPPED[0]


def with_player_overrides(base: CardData) -> CardData:
    """``base`` with the player's overrides merged over it, when they were handed in and fit
    (else ``base``)."""
    if not _OVERRIDES:
        return base
    raw, source = _OVERRIDES[0]
    try:
        return apply_overrides(base, raw, source)
    except CardDataError:
        return base


def card_ids() -> tuple[str, ...]:
    """The 70 physical card ids."""
    return default_data().ids
