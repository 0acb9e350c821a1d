"""Build a game position by hand: for rule tests, the rulebook's worked examples and shipped
scenarios.

    s = build_position(phase="outpost_attack", battle_city=1,
                       table={1: {"moloch": ["lowca", "pancernik"], "outpost": ["trep"]}},
                       hands={"outpost": ["scorn"]}, tokens={"lowca-1": ["+1"]})

Cards may be named by physical id ("lowca-2") or by key ("lowca": the first free copy). Every card not
placed goes to its owner's deck (shuffled by ``seed``), or, when ``decks`` is given, to the discard
pile. The position starts at the beginning of ``phase`` in battle ``battle``.

``ruleset`` picks the edition ("1e" or "2e"). In the 2nd edition there is no target phase and the
target is the Battle Target marker's district (the leftmost undestroyed one of the battle city):
leave ``target`` out, or give that index. ``districts`` replaces district layouts
(``{city: ["plain", "bomb"]}``) and ``arrival`` sets arrival numbers (``{"lowca": 7}``: the higher,
the later the card came; the order of ``table`` is the default).
"""
from __future__ import annotations

from .battle import marker_index
from .cards import SIDES, CardData, default_data
from .common import SI, _seed_rng
from .state import GameState
from .record import GameRecord

PHASES = ("target", "moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules",
          "resolution")
MARKER = "marker"   # the default target: district 0 in 1e, the marker's district in 2e


def build_position(*, phase: str = "moloch_attack", battle_city: int = 0, target=MARKER,
                   destroyed_cities=(), down: dict | None = None, table: dict | None = None,
                   hands: dict | None = None, decks: dict | None = None, discard: dict | None = None,
                   tokens: dict | None = None, modules: dict | None = None, battle: int = 1,
                   feature_used=(), extra_station=(), flags=(), seed: int = 0,
                   data: CardData | None = None, ruleset: str = "1e",
                   districts: dict | None = None, arrival: dict | None = None) -> GameState:
    data = data or default_data()
    s = GameState(data, ruleset)
    if phase not in PHASES or phase not in s.rules.phases:
        raise ValueError(f"phase must be one of {tuple(p for p in PHASES if p in s.rules.phases)}")
    s.seed = seed
    s.rng = _seed_rng(seed)
    free = {side: list(data.deck_ids(side)) for side in SIDES}

    def take(name: str) -> str:
        for side in SIDES:
            if name in free[side]:
                free[side].remove(name)
                return name
        for side in SIDES:
            for cid in free[side]:
                if data.by_id[cid].key == name:
                    free[side].remove(cid)
                    return cid
        raise ValueError(f"no free copy of {name!r}")

    rename: dict[str, str] = {}

    def take_named(name: str) -> str:
        cid = take(name)
        rename.setdefault(name, cid)
        return cid

    for c, layout in (districts or {}).items():
        s.districts[c] = tuple(layout)
        s.down[c] = tuple(False for _ in layout)
    for c in range(5):
        s.city_destroyed[c] = c < battle_city or c in destroyed_cities
        if c < battle_city:
            s.down[c] = tuple(True for _ in s.down[c])
    for c, idxs in (down or {}).items():
        d = list(s.down[c])
        for i in idxs:
            d[i] = True
        s.down[c] = tuple(d)
    for c in feature_used:
        s.feature_used[c] = True
    for c in extra_station:
        s.extra_station[c] = True
    placed_by_name = {}
    for c, sides in (table or {}).items():
        for side in SIDES:
            for name in sides.get(side, []):
                cid = take(name)
                placed_by_name.setdefault(name, []).append(cid)
                s.table[c][SI[side]].append(cid)
                s.city_of[cid] = c
                s.seq += 1
                s.arrival[cid] = s.seq

    def resolve(name: str) -> str:
        if name in data.by_id:
            return name
        ids = placed_by_name.get(name)
        if ids:
            return ids[0]
        raise ValueError(f"{name!r} is not on the table")

    for name, n in (arrival or {}).items():
        s.arrival[resolve(name)] = int(n)
    if arrival:
        s.seq = max(s.seq, max(s.arrival.values()))
        for c in range(5):      # a city's cards stand in arrival order
            for i in (0, 1):
                s.table[c][i].sort(key=s.arrival.__getitem__)

    for host, module in (modules or {}).items():
        h = resolve(host)
        m = take(module)
        s.attached[h] = m
        s.host_of[m] = h
    for name, toks in (tokens or {}).items():
        cid = resolve(name) if name not in s.host_of else name
        s.tokens[cid] = tuple(toks)
        if "shield" in toks:
            s.shield_at[cid] = s.arrival.get(cid, 0)
    for side, names in (hands or {}).items():
        s.hand[SI[side]] = [take(n) for n in names]
    for side, names in (discard or {}).items():
        s.discard[SI[side]] += [take(n) for n in names]
    for side in SIDES:
        if decks and side in decks:
            s.deck[SI[side]] = [take(n) for n in decks[side]]
            s.discard[SI[side]] += free[side]
        else:
            rest = free[side]
            s._shuffle(rest)
            s.deck[SI[side]] = rest
        free[side] = []
    s.battle = battle
    s.flags = frozenset(flags)
    if s.rules.target_choice == "marker":
        mark = marker_index(s, battle_city)
        if target not in (MARKER, mark):
            raise ValueError(f"in the {s.rules.title} the target is the marker's district {mark}")
        s.target = mark
    else:
        s.target = None if phase == "target" else (0 if target == MARKER else target)
    s.phase = phase
    s.stack = [("phase", phase)]
    s._run()
    s.record = GameRecord.at(s)     # a scenario's record starts at its position
    return s
