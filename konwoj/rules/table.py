"""The table: which abilities work (immunity, Działo EMP, nets), battle stations, strength, and
the moves of cards between deck, hand, table and discard pile. Mixed into :class:`GameState`."""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST
from .fields import StateFields
from .common import SI, TOKEN_STRENGTH, _aim, other

_NONE = frozenset()


class TableMixin(StateFields):
    __slots__ = ()

    # (copy-on-write: ``_own_table`` is made from the declaration of the fields, fields.py)

    # ------------------------------------------------------------------ abilities and immunity
    def _emp_arrival(self, city: int):
        """Arrival number of a working Działo EMP in ``city`` (p.34), or None."""
        if self.city_destroyed[city]:
            return None
        cards = self.table[city][1]
        emps = self.data.ids_by_effect.get("disable_robots", _NONE)
        if emps.isdisjoint(cards):
            return None
        for c in cards:
            if c in emps:
                return self.arrival[c]
        return None

    def _immunity_start(self, robot: str):
        """When the Robot became immune in its current city (Pancernik: on arrival; a shield token:
        when both it and the Robot were there), or None if it has no immunity."""
        toks = self.tokens.get(robot, ())
        starts = []
        if self.data.by_id[robot].effect == "immune" and "deactivated" not in toks:
            starts.append(self.arrival[robot])
        if "shield" in toks:
            starts.append(max(self.arrival[robot], self.shield_at.get(robot, 0)))
        return min(starts) if starts else None

    def is_immune(self, robot: str) -> bool:
        """Immune to Soldier and Building abilities (Pancernik, shield token) unless a Działo EMP was
        in the city first (p.34, p.36; R: immunity by arrival order)."""
        start = self._immunity_start(robot)
        if start is None:
            return False
        if self.city_destroyed[self.city_of[robot]] and "shield" not in self.tokens.get(robot, ()):
            return False
        emp = self._emp_arrival(self.city_of[robot])
        return not (emp is not None and start > emp)

    def _emp_suppresses(self, robot: str, city: int) -> bool:
        emp = self._emp_arrival(city)
        if emp is None:
            return False
        start = self._immunity_start(robot)
        return start is None or start > emp

    def ability_active(self, cid: str) -> bool:
        """A card's ability works only in an undestroyed city, and not when switched off (Haker's
        token, a working Działo EMP for Moloch's Robots and Modules, a net) (p.8, p.32-34)."""
        by_id = self.data.by_id
        cd = by_id[cid]
        if cd.type == "module":
            host = self.host_of.get(cid)
            if host is None:
                return False
            city = self.city_of[host]
            if self.city_destroyed[city] or "deactivated" in self.tokens.get(cid, ()):
                return False
            if host in self.netted:
                return False
            if by_id[host].side == MOLOCH and self._emp_suppresses(host, city):
                return False
            return True
        city = self.city_of.get(cid)
        if city is None or self.city_destroyed[city]:
            return False
        if cid in self.netted or "deactivated" in self.tokens.get(cid, ()):
            return False
        if cd.type == "robot" and self._emp_suppresses(cid, city):
            return False
        return True

    def _active_effect_in(self, city: int, side: str, effect: str) -> list[str]:
        by_id = self.data.by_id
        return [c for c in self.table[city][SI[side]]
                if by_id[c].effect == effect and self.ability_active(c)]

    def _has_active(self, city: int, side: str, key: str) -> bool:
        by_id = self.data.by_id
        for c in self.table[city][SI[side]]:
            if by_id[c].key == key and self.ability_active(c):
                return True
        return False

    # ------------------------------------------------------------------ battle stations
    def station_limit(self, city: int, side: str) -> int:
        """Battle stations of ``side`` in ``city``: the printed number, +1 for the Cleveland feature,
        -1 for each working Anihilator / Moduł Skażenia against that side (p.23, p.36, p.38)."""
        n = self.rules.cities[city].stations[side]
        if self.city_destroyed[city]:
            return n
        reducers = self.data.ids_by_effect.get("reduce_enemy_stations", _NONE)
        attached = self.attached
        if reducers.isdisjoint(self.host_of):     # no Moduł Skażenia on any host
            if side == OUTPOST:
                if self.extra_station[city]:
                    n += 1
                robots = self.table[city][0]
                if not reducers.isdisjoint(robots):      # an Anihilator stands there
                    for r in robots:
                        if r in reducers and self.ability_active(r):
                            n -= 1
            return n if n > 0 else 0
        if side == OUTPOST:
            if self.extra_station[city]:
                n += 1
            for r in self.table[city][0]:
                if r in reducers and self.ability_active(r):
                    n -= 1
                m = attached.get(r)
                if m and m in reducers and self.ability_active(m):
                    n -= 1
        elif attached:
            for s in self.table[city][1]:
                m = attached.get(s)
                if m and m in reducers and self.ability_active(m):
                    n -= 1
        return max(n, 0)

    def _takes_station(self, cid: str) -> bool:
        """Every card on the table takes a station, but Pająki while their ability works (p.37)."""
        return not (self.data.by_id[cid].effect == "no_station" and self.ability_active(cid))

    def _would_take_station(self, cid: str, city: int) -> bool:
        if self.data.by_id[cid].effect != "no_station":
            return True
        if self.city_destroyed[city] or "deactivated" in self.tokens.get(cid, ()):
            return True
        return self._emp_arrival(city) is not None

    def stations_used(self, city: int, side: str) -> int:
        cards = self.table[city][SI[side]]
        if self.data.ids_by_effect.get("no_station", _NONE).isdisjoint(cards):
            return len(cards)         # no Pająki there: every card takes a station
        return sum(1 for c in cards if self._takes_station(c))

    def _free_station(self, side: str, first: int) -> list:
        """For each city from ``first`` on: whether ``side`` has a free battle station there (what
        ``has_room`` answers for a card that takes one), indexed by city."""
        i = SI[side]
        table = self.table
        by_effect = self.data.ids_by_effect
        no_station = by_effect.get("no_station", _NONE)
        reducers = by_effect.get("reduce_enemy_stations", _NONE)
        # no Moduł Skażenia on any host: only an Anihilator in the city (against the Outpost) can
        # take a station away, so a side below its printed number (+ Cleveland) has room
        plain = reducers.isdisjoint(self.host_of)
        outpost = side == OUTPOST
        out = [False] * first
        cities = self.rules.cities
        destroyed = self.city_destroyed
        extra = self.extra_station
        for city in range(first, 5):
            cards = table[city][i]
            if no_station.isdisjoint(cards):
                used = len(cards)
            else:
                used = sum(1 for c in cards if self._takes_station(c))
            n = cities[city].stations[side]
            if destroyed[city]:
                out.append(used < n)              # station_limit: the printed number
                continue
            if outpost and extra[city]:
                n += 1
            if used >= n:
                out.append(False)     # full before any Anihilator or Moduł Skażenia counts
            elif plain and (not outpost or reducers.isdisjoint(table[city][0])):
                out.append(True)      # nothing takes a station away
            else:
                out.append(used < self.station_limit(city, side))
        return out

    def has_room(self, city: int, side: str, cid: str) -> bool:
        if not self._would_take_station(cid, city):
            return True
        return self.stations_used(city, side) < self.station_limit(city, side)

    # ------------------------------------------------------------------ strength
    def strength_parts(self, cid: str) -> tuple[int, list[tuple[str, int]]]:
        """A unit's strength in battle and where it comes from: printed value, tokens, Sabotażysta,
        Calahan, Bunkier, a Module. Tokens and Sabotażysta change a Robot's own strength only, never
        below 0; the Module is added after (p.26-27). A netted unit counts 0 (p.38)."""
        by_id = self.data.by_id
        cd = by_id[cid]
        parts = [("printed", cd.strength or 0)]
        if cid in self.netted:
            return 0, parts + [("net", -(cd.strength or 0))]
        base = cd.strength or 0
        for t in self.tokens.get(cid, ()):
            v = TOKEN_STRENGTH.get(t)
            if v:
                parts.append((t, v))
                base += v
        city = self.city_of.get(cid)
        alive = city is not None and not self.city_destroyed[city]
        if cd.type == "robot":
            if alive and not self.is_immune(cid):
                for s in self.table[city][1]:
                    if by_id[s].effect == "strength_aura" and _aim(by_id[s]) == "robot" \
                            and self.ability_active(s):
                        parts.append((by_id[s].key, by_id[s].params.get("amount", -1)))
                        base += by_id[s].params.get("amount", -1)
            total = max(0, base)
        else:
            if cd.type == "soldier" and alive:
                for s in self.table[city][1]:
                    sd = by_id[s]
                    if sd.effect == "strength_aura" and _aim(sd) == "soldier" \
                            and self.ability_active(s):
                        parts.append((sd.key, sd.params.get("amount", 1)))
                        base += sd.params.get("amount", 1)
            total = max(0, base)
        m = self.attached.get(cid)
        if m and by_id[m].strength:
            parts.append((by_id[m].key, by_id[m].strength))
            total += by_id[m].strength
        return total, parts

    def unit_strength(self, cid: str) -> int:
        """``strength_parts(cid)[0]``, without listing the parts (the search asks this often)."""
        if cid in self.netted:
            return 0
        by_id = self.data.by_id
        cd = by_id[cid]
        base = cd.strength or 0
        toks = self.tokens.get(cid)
        if toks:
            for t in toks:
                v = TOKEN_STRENGTH.get(t)
                if v:
                    base += v
        city = self.city_of.get(cid)
        if city is not None and not self.city_destroyed[city] and not \
                self.data.ids_by_effect.get("strength_aura", _NONE).isdisjoint(self.table[city][1]):
            # an aura card of the Outpost stands in the city (else nothing below adds anything)
            ctype = cd.type
            if ctype == "robot":
                if not self.is_immune(cid):
                    for s in self.table[city][1]:
                        sd = by_id[s]
                        if sd.effect == "strength_aura" and _aim(sd) == "robot" \
                                and self.ability_active(s):
                            base += sd.params.get("amount", -1)
            elif ctype == "soldier":
                for s in self.table[city][1]:
                    sd = by_id[s]
                    if sd.effect == "strength_aura" and _aim(sd) == "soldier" \
                            and self.ability_active(s):
                        base += sd.params.get("amount", 1)
        total = base if base > 0 else 0
        m = self.attached.get(cid)
        if m:
            ms = by_id[m].strength
            if ms:
                total += ms
        return total

    def city_strength(self, city: int, side: str) -> int:
        """The sum a side brings to a battle in ``city`` (p.26)."""
        cards = self.table[city][SI[side]]
        if not cards:
            return 0
        if not self.city_destroyed[city] and not \
                self.data.ids_by_effect.get("strength_aura", _NONE).isdisjoint(self.table[city][1]):
            return self._aura_city_strength(city, cards)
        # unit_strength written out for a city without auras
        by_id = self.data.by_id
        netted = self.netted
        tokens = self.tokens
        attached = self.attached
        total = 0
        for c in cards:
            if c in netted:
                continue
            base = by_id[c].strength or 0
            toks = tokens.get(c)
            if toks:
                for t in toks:
                    v = TOKEN_STRENGTH.get(t)
                    if v:
                        base += v
                if base < 0:
                    base = 0
            m = attached.get(c)
            if m:
                ms = by_id[m].strength
                if ms:
                    base += ms
            total += base
        return total

    def _aura_city_strength(self, city: int, cards: list) -> int:
        """``sum(unit_strength(c) for c in cards)`` in an undestroyed city where an aura card stands:
        the working auras are listed once (in table order, the order unit_strength adds them in),
        not once per unit."""
        by_id = self.data.by_id
        rob, sol = [], []
        for s in self.table[city][1]:
            sd = by_id[s]
            if sd.effect == "strength_aura" and self.ability_active(s):
                aim = _aim(sd)
                if aim == "robot":
                    rob.append(sd.params.get("amount", -1))
                elif aim == "soldier":
                    sol.append(sd.params.get("amount", 1))
        netted = self.netted
        tokens = self.tokens
        attached = self.attached
        total = 0
        for c in cards:
            if c in netted:
                continue
            cd = by_id[c]
            base = cd.strength or 0
            toks = tokens.get(c)
            if toks:
                for t in toks:
                    v = TOKEN_STRENGTH.get(t)
                    if v:
                        base += v
            ctype = cd.type
            if ctype == "robot":
                if rob and not self.is_immune(c):
                    for a in rob:
                        base += a
            elif ctype == "soldier":
                for a in sol:
                    base += a
            unit = base if base > 0 else 0
            m = attached.get(c)
            if m:
                ms = by_id[m].strength
                if ms:
                    unit += ms
            total += unit
        return total

    # ------------------------------------------------------------------ moving cards
    def _draw(self, side: str, n: int) -> list[str]:
        """Draw up to n cards; an empty deck gives nothing and the pile is never reshuffled (p.6)."""
        i = SI[side]
        deck = self.deck[i]
        drawn = []
        for _ in range(n):
            if not deck:
                break
            c = deck.pop()
            drawn.append(c)
            self.hand[i].append(c)
        if drawn:
            kt = self.known_top[i]
            k = min(len(drawn), len(kt))
            if k:
                # publicly known top cards are known to be in hand now
                self.known_in_hand[i] = self.known_in_hand[i] | set(kt[len(kt) - k:])
                self.known_top[i] = kt[:len(kt) - k]
            self._log("draw", side, len(drawn))
            self._log("draw_seen", tuple(drawn), to=side)
        return drawn

    def _from_hand(self, cid: str) -> str:
        side = self.data.by_id[cid].side
        i = SI[side]
        self.hand[i].remove(cid)
        if cid in self.known_in_hand[i]:
            self.known_in_hand[i] = self.known_in_hand[i] - {cid}
        return side

    def _to_hand(self, cid: str) -> None:
        i = SI[self.data.by_id[cid].side]
        self.hand[i].append(cid)
        self.known_in_hand[i] = self.known_in_hand[i] | {cid}   # taken back in plain sight

    def _leave_table(self, cid: str, to: str = "discard") -> None:
        """Take a card off the table to its owner's discard pile or hand. Its Module goes to
        Moloch's pile and every token is removed (p.15, p.25, p.37)."""
        if self._cow:
            self._own_table()
        side = self.data.by_id[cid].side
        city = self.city_of.pop(cid)
        self.table[city][SI[side]].remove(cid)
        m = self.attached.pop(cid, None)
        if m is not None:
            del self.host_of[m]
            self.tokens.pop(m, None)
            self.discard[0].append(m)
            self._log("module_off", m)
        self.tokens.pop(cid, None)
        self.arrival.pop(cid, None)
        self.shield_at.pop(cid, None)
        if cid in self.netted:
            self.netted = self.netted - {cid}
        if to == "hand":
            self._to_hand(cid)
            self._log("to_hand", cid)
        else:
            self.discard[SI[side]].append(cid)

    def _kill(self, cid: str, why: str = "killed") -> None:
        """A unit or Building goes to the discard pile. For a Robot, a working Bloker in the same
        city goes instead, whatever the cause (p.36)."""
        cd = self.data.by_id[cid]
        if cd.type == "robot":
            city = self.city_of[cid]
            if cd.effect != "intercept_removal":
                for r in self.table[city][0]:
                    if r != cid and self.data.by_id[r].effect == "intercept_removal" \
                            and self.ability_active(r):
                        self._log("bloker", cid)
                        cid = r
                        break
        self._log(why, cid)
        self._leave_table(cid)

    def _put(self, cid: str, city: int, bonus: bool = True) -> None:
        """A card enters a city: the unguarded bonus, then its enters-city ability, then the station
        check (p.13-14, p.19-20; R: enter abilities on every entry into an undestroyed city)."""
        if self._cow:
            self._own_table()
        cd = self.data.by_id[cid]
        side = cd.side
        self.table[city][SI[side]].append(cid)
        self.city_of[cid] = city
        self.seq += 1
        self.arrival[cid] = self.seq
        if bonus and cd.is_unit and self.is_future(city) and not self.table[city][SI[other(side)]]:
            self.tokens[cid] = self.tokens.get(cid, ()) + ("+1",)
            self._log("bonus", cid)
        self._check(city)
        if cd.trigger == "enters_city" and not self.city_destroyed[city]:
            self.stack.append(("enter", cid, city, cid))

    def _move(self, cid: str, dest: int, bonus: bool = True) -> None:
        """Move a unit on the table to ``dest``. With no free station there it is discarded (p.15,
        p.22, p.37)."""
        if self._cow:
            self._own_table()
        side = self.data.by_id[cid].side
        src = self.city_of[cid]
        self.table[src][SI[side]].remove(cid)
        del self.city_of[cid]
        self._check(src)
        if not self.has_room(dest, side, cid):
            self.table[src][SI[side]].append(cid)   # back in place for a clean removal
            self.city_of[cid] = src
            self._log("no_room", cid, dest)
            self._leave_table(cid)
            return
        self._log("move", cid, dest)
        self._put(cid, dest, bonus)

    def _check(self, city: int) -> None:
        """Queue the station check of both sides in ``city`` (it resolves after pending effects)."""
        top = self.stack[-2:] if len(self.stack) >= 2 else self.stack
        if ("overflow", MOLOCH, city) not in top:
            self.stack.append(("overflow", MOLOCH, city))
        if ("overflow", OUTPOST, city) not in top:
            self.stack.append(("overflow", OUTPOST, city))

    def _robot_can_move(self, robot: str, by: str = MOLOCH) -> bool:
        """Juggernaut never moves while its ability works; a working Pole Elektromagnetyczne keeps
        Robots in its city unless they are immune to Buildings (p.35-36; R: only Moloch's moves)."""
        cd = self.data.by_id[robot]
        if cd.effect == "immobile" and self.ability_active(robot):
            return False
        if by == MOLOCH:
            city = self.city_of[robot]
            if not self.city_destroyed[city] and not self.is_immune(robot):
                for b in self.table[city][1]:
                    if self.data.by_id[b].effect == "block_robot_moves":
                        return False
        return True

    def _pole_blocks(self, robot: str) -> bool:
        city = self.city_of[robot]
        if self.city_destroyed[city] or self.is_immune(robot):
            return False
        return any(self.data.by_id[b].effect == "block_robot_moves" for b in self.table[city][1])

    def _discard_top_moloch(self) -> str | None:
        deck = self.deck[0]
        if not deck:
            return None
        c = deck.pop()
        kt = self.known_top[0]
        if kt:
            self.known_top[0] = kt[:-1]
        self.discard[0].append(c)
        self._log("discard_top", c)
        return c

