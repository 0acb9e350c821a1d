"""What the computer players know about the game: card worth, and public-information queries.

Everything here reads only what both sides may see (the table, discard piles, deck and hand sizes,
cards publicly known to be in a hand or on top of a deck) plus the asking side's own hand. The players
work on ``state.determinize(side, rng)`` copies anyway, so nothing hidden can leak in, but keeping the
heuristics on public data also keeps the playouts of the search honest (no side "sees" the other hand
of a sampled world).
"""
from __future__ import annotations

from konwoj.rules import MOLOCH, OUTPOST

NEW_YORK = 4
SIDE_INDEX = {MOLOCH: 0, OUTPOST: 1}

# Worth of a card kept in hand (used to pick what to pay a discard cost with, what to keep, what to
# throw away on Narada / Iron Gate). Roughly "strength it brings plus what its ability is worth".
CARD_VALUE = {
    # Moloch robots
    "anihilator": 3.0, "bloker": 2.6, "bydlak": 2.6, "dzialo_gaussa": 4.0, "hybryda": 3.6,
    "juggernaut": 5.0, "klaun": 2.6, "lowca": 3.0, "mozg": 1.6, "rozpruwacz": 3.0,
    "obronca": 2.5, "szturmowiec": 4.0, "pajaki": 1.8, "pancernik": 4.0, "stalowy_ogar": 3.0,
    "szerszen": 3.4, "transporter": 3.0,
    # Moloch modules
    "modul_kasparov": 2.0, "modul_sieci": 2.2, "modul_skazenia": 2.0, "modul_bojowy": 1.5,
    "modul_anihilacji": 2.5, "modul_destrukcji": 3.5,
    # Moloch instants
    "lacznosc_z_baza": 1.2, "odepchniecie": 2.0, "recykler": 1.0, "rozkaz_odwrotu": 1.4,
    "ruch_molocha": 1.4, "zmasowany_atak": 1.5,
    # Outpost soldiers
    "biegacz": 1.5, "grupa_uderzeniowa": 2.5, "haker": 2.0, "komandos": 3.5, "kpt_johnson": 3.5,
    "mcpherson": 2.5, "mlody": 2.0, "nestugov": 2.0, "oddzial_specjalny": 2.6,
    "operator_ckm": 2.6, "patriota": 1.5, "porucznik_calahan": 3.2, "sabotazysta": 2.6,
    "scorn": 4.2, "trep": 2.0, "zwiadowca": 1.6,
    # Outpost buildings
    "bunkier": 3.0, "dzialo_emp": 2.0, "pole_elektromagnetyczne": 1.6,
    # Outpost instants
    "atak_emp": 3.0, "medyk": 1.5, "ruch_posterunku": 1.6, "nagly_atak": 2.0, "snajper": 4.2,
    "narada_wojenna": 2.6, "wywiad": 0.4, "odwrot": 1.6, "rozpoznanie": 2.0,
}

# Worth of a Robot's ability while it stands in a city (for kill / disable choices).
ROBOT_ABILITY = {
    "szturmowiec": 1.5, "bloker": 1.0, "anihilator": 1.2, "pancernik": 1.0, "obronca": 0.8,
    "klaun": 0.8, "rozpruwacz": 1.0, "mozg": 0.5, "szerszen": 0.6, "pajaki": 0.2,
    "juggernaut": 0.3,
}
# Worth of a Soldier's lasting ability while it stands in a city.
SOLDIER_ABILITY = {
    "porucznik_calahan": 1.5, "kpt_johnson": 1.5, "sabotazysta": 1.2, "operator_ckm": 0.8,
    "nestugov": 0.8, "patriota": 0.4, "biegacz": 0.3,
}
# Priority of switching an ability off with Haker's token.
DISABLE_PRIORITY = {
    "szturmowiec": 5, "modul_sieci": 4.5, "modul_skazenia": 4.2, "anihilator": 4, "bloker": 3.8,
    "modul_kasparov": 3.5, "pancernik": 3.4, "obronca": 3, "klaun": 2.8, "rozpruwacz": 2.8,
    "juggernaut": 1.5, "mozg": 1.5, "szerszen": 1.2, "pajaki": 0.8,
}
# Worth of copying / re-triggering an enters-city ability (Młody, Oddział Specjalny, Zwiadowca).
ENTER_VALUE = {
    "scorn": 5, "komandos": 4, "mcpherson": 3, "grupa_uderzeniowa": 3, "haker": 2.5, "trep": 1.5,
    "oddzial_specjalny": 1, "zwiadowca": 0.5, "mlody": 0,
}


def value(state, cid: str) -> float:
    return CARD_VALUE.get(state.data.by_id[cid].key, 1.5)


_NONE = frozenset()


class Tables:
    """Per-card look-ups of one card set, built once (the Private rules ask them in every rollout
    step): ``value`` (id -> :func:`value`), ``strength`` (id -> printed strength, 0 for none),
    ``of_type`` / ``of_key`` (card type / key -> frozenset of ids)."""
    __slots__ = ("data", "value", "strength", "of_type", "of_key", "soldiers", "outpost_units",
                 "_keys")

    def __init__(self, data):
        self.data = data
        by_id = data.by_id
        self.value = {i: CARD_VALUE.get(cd.key, 1.5) for i, cd in by_id.items()}
        self.strength = {i: cd.strength or 0 for i, cd in by_id.items()}
        of_type, of_key = {}, {}
        for i, cd in by_id.items():
            of_type.setdefault(cd.type, set()).add(i)
            of_key.setdefault(cd.key, set()).add(i)
        self.of_type = {k: frozenset(v) for k, v in of_type.items()}
        self.of_key = {k: frozenset(v) for k, v in of_key.items()}
        self.soldiers = self.of_type.get("soldier", _NONE)
        self.outpost_units = self.soldiers | self.of_type.get("building", _NONE)
        self._keys = {}

    def with_keys(self, keys: tuple) -> frozenset:
        """The ids of every card whose key is in ``keys``."""
        s = self._keys.get(keys)
        if s is None:
            s = self._keys[keys] = frozenset().union(*(self.of_key.get(k, _NONE) for k in keys))
        return s

    def of_effect(self, effect: str) -> frozenset:
        return self.data.ids_by_effect.get(effect, _NONE)


_LAST = [None]      # the Tables of the card set asked about last (one card set per game)


def tables(state) -> Tables:
    t = _LAST[0]
    if t is None or t.data is not state.data:
        t = _LAST[0] = Tables(state.data)
    return t


def outpost_pool(state, kill_keys) -> tuple:
    """What Moloch counts of the Outpost's cards he cannot place (:func:`unseen_any_order` and the
    publicly known hand cards; each card once, as hand and deck hold different cards): how many,
    how many Soldiers and Buildings, the sum of their printed strengths, how many have a key in
    ``kill_keys``. Integer counts and sums: the order of the cards does not enter them."""
    i = SIDE_INDEX[OUTPOST]
    if state.known_in_hand[i] or state.known_top[i]:
        pool = unseen_any_order(state, OUTPOST) + known_hand(state, OUTPOST)
    else:
        pool = state.hand[i] + state.deck[i]      # what the two give when nothing is known
    if not pool:
        return 0, 0, 0, 0
    t = tables(state)
    ps = set(pool)
    units = t.outpost_units.intersection(ps)
    st = t.strength
    kills = t.with_keys(kill_keys).intersection(ps)
    return len(pool), len(units), sum([st[x] for x in units]), len(kills)


def other(side: str) -> str:
    return OUTPOST if side == MOLOCH else MOLOCH


def known_hand(state, side: str) -> list[str]:
    """Cards of ``side``'s hand that both sides know (taken back in plain sight, Wywiad)."""
    known = state.known_in_hand[SIDE_INDEX[side]]
    return [c for c in state.hand_of(side) if c in known] if known else []


def unseen_cards(state, side: str) -> list[str]:
    """Cards of ``side`` whose place the other side cannot see: its hand (but publicly known
    cards) and its deck (but publicly known top cards)."""
    i = SIDE_INDEX[side]
    hidden = set(state.known_in_hand[i]) | set(state.known_top[i])
    return sorted(c for c in state.hand_of(side) + state.deck[i] if c not in hidden)


def unseen_any_order(state, side: str) -> list[str]:
    """The cards of :func:`unseen_cards` in no particular order (for counts and sums of ints)."""
    i = SIDE_INDEX[side]
    hand, deck = state.hand[i], state.deck[i]
    hidden = set(state.known_in_hand[i]) | set(state.known_top[i])
    return [c for c in hand + deck if c not in hidden] if hidden else hand + deck


def unseen_modules(state, side: str) -> tuple:
    """``(len(unseen_any_order(state, side)), the Modules among them, sorted)`` without listing
    the unseen cards (hand and deck hold different cards, so the counts are exact)."""
    i = SIDE_INDEX[side]
    hand, deck = state.hand[i], state.deck[i]
    mods = tables(state).of_type.get("module", _NONE)
    found = mods.intersection(hand) | mods.intersection(deck)
    hidden = state.known_in_hand[i] or state.known_top[i]
    if not hidden:
        return len(hand) + len(deck), sorted(found)
    hidden = set(state.known_in_hand[i]) | set(state.known_top[i])
    n = len(hand) + len(deck) - len(hidden.intersection(hand)) - len(hidden.intersection(deck))
    return n, sorted(found - hidden)


def hidden_hand_size(state, side: str) -> int:
    return len(state.hand_of(side)) - len(known_hand(state, side))


def robot_value(state, r: str) -> float:
    """Worth of a Robot on the table: its strength now plus its ability."""
    key = state.data.by_id[r].key
    v = state.unit_strength(r)
    if state.ability_active(r):
        v += ROBOT_ABILITY.get(key, 0.0)
    return v


def soldier_value(state, s_: str, city: int | None = None) -> float:
    cd = state.data.by_id[s_]
    v = state.unit_strength(s_)
    if state.ability_active(s_):
        v += SOLDIER_ABILITY.get(cd.key, 0.0)
        if cd.key == "porucznik_calahan" and city is not None:
            v += 0.8 * sum(1 for x in state.cards_in(city, OUTPOST) if state.data.by_id[x].type == "soldier")
    if state.module_of(s_):
        v += 1.5
    return v


def remaining_districts(state) -> int:
    """Districts still standing in undestroyed cities (the battles left if nobody destroys more)."""
    n = 0
    for c in range(5):
        if not state.city_destroyed[c]:
            n += sum(1 for d in state.down[c] if not d)
    return n


def battles_left_estimate(state, moloch_win_rate: float = 0.3) -> float:
    """Expected number of battles still to come: a Moloch victory takes two districts."""
    n = remaining_districts(state)
    j = 3
    if state.rules.city_features and not state.city_destroyed[j] and not state.feature_used[j]:
        n += 0.3   # the Outpost may open Jersey Crust's extra district
    return n / (1.0 + moloch_win_rate)


def deck_margin(state) -> float:
    """How many cards Moloch's deck has to spare over what the rest of the game is expected to
    take from it (2 draws a battle, about one card for each Outpost victory)."""
    b = battles_left_estimate(state)
    return state.deck_size(MOLOCH) - (2.0 + 0.7) * b
