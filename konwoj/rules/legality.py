"""Legality: the actions each decision offers (attack phases, Module phases, overflow, the picks
effects ask for). ``legal_actions()`` is the only judge; nothing else decides what may be done.
Mixed into :class:`GameState`."""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST
from .fields import StateFields
from .common import JERSEY, NEW_YORK, SI, SPECIAL_MODULES, Action, StateError, _aim
from .effects import OPTIONAL_PICKS

# actions are built positionally (kind, card, target, city, index, extra): the same values as
# Action(kind, card=..., city=...), at a fraction of the cost; the argument-free ones are shared
_new = tuple.__new__
PASS, KEEP, MULLIGAN, DRAW, DECLINE = (Action("pass"), Action("keep"), Action("mulligan"),
                                       Action("draw"), Action("decline"))
# the neighbours of each city, in the order ``GameState._adjacent`` lists them
_ADJ = ((1,), (0, 2), (1, 3), (2, 4), (3,))
# shared action values that name one card (and a city): built once per card id, then reused by
# every state (actions are immutable; equal to the ones built anew, in the same order)
_PLAYS: dict = {}       # card -> (play to city 0, ..., play to city 4)
_MOVES: dict = {}       # card -> (ability with city 0, ..., city 4): move_self to a neighbour
_PLAIN: dict = {}       # card -> ("instant", card) with no target


def _plays(c: str) -> tuple:
    t = _PLAYS.get(c)
    if t is None:
        t = _PLAYS[c] = tuple(_new(Action, ("play", c, None, city, None, None)) for city in range(5))
    return t


def _moves(c: str) -> tuple:
    t = _MOVES.get(c)
    if t is None:
        t = _MOVES[c] = tuple(_new(Action, ("ability", c, None, d, None, None)) for d in range(5))
    return t


def _plain_instant(c: str) -> Action:
    a = _PLAIN.get(c)
    if a is None:
        a = _PLAIN[c] = _new(Action, ("instant", c, None, None, None, None))
    return a


class LegalityMixin(StateFields):
    __slots__ = ()

    # ------------------------------------------------------------------ options of decisions
    def _options(self, frame: tuple) -> tuple[str | None, list[Action]]:
        kind = frame[0]
        if kind == "attack":
            side = frame[1]
            return side, (self._moloch_attack_options() if side == MOLOCH
                          else self._outpost_attack_options())
        if kind == "pick":
            return frame[2], self._pick_options(frame)
        if kind == "overflow":
            return self._overflow_options(frame)
        if kind == "pay":
            side = frame[1]
            return side, [_new(Action, ("discard", c, None, None, None, None))
                          for c in self._hand_reps(side)]
        if kind == "mulligan":
            return frame[1], [KEEP, MULLIGAN]
        if kind == "target":
            act = self.active_city
            return MOLOCH, [_new(Action, ("target", None, None, act, i, None))
                            for i, d in enumerate(self.down[act]) if not d]
        if kind == "modules":
            return MOLOCH, self._module_options()
        if kind == "outpost_modules":
            return OUTPOST, self._outpost_module_options()
        if kind == "may_draw":
            side = frame[1]
            return side, ([DRAW, DECLINE] if self.deck[SI[side]] else [])
        raise StateError(f"unknown decision frame {frame!r}")

    def _hand_reps(self, side: str) -> list[str]:
        best = {}
        by_id = self.data.by_id
        for c in self.hand[SI[side]]:
            k = by_id[c].key
            if k not in best or c < best[k]:
                best[k] = c
        return sorted(best.values())

    def _all_on_table(self, side: str, ctype: str | None = None) -> list[str]:
        by_id = self.data.by_id
        out = []
        for city in range(5):
            for c in self.table[city][SI[side]]:
                if ctype is None or by_id[c].type == ctype:
                    out.append(c)
        return out

    def _soldiers_in(self, city: int) -> list[str]:
        by_id = self.data.by_id
        return [c for c in self.table[city][1] if by_id[c].type == "soldier"]

    def _moloch_attack_options(self) -> list[Action]:
        """Phase III (p.12-17): Robots to the active or a future city, Instants, Robot abilities."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        hand_n = len(self.hand[0])
        room = None
        for c in self._hand_reps(MOLOCH):
            cd = by_id[c]
            if cd.type == "robot":
                if room is None:
                    room = self._free_station(MOLOCH, act)
                    open_ = [city for city in range(act, 5) if room[city]]
                plays = _plays(c)
                if cd.effect != "no_station":     # takes a station wherever it goes
                    opts.extend([plays[city] for city in open_])
                    continue
                for city in range(act, 5):
                    if room[city] or not self._would_take_station(c, city):
                        opts.append(plays[city])
            elif cd.type == "instant":
                opts.extend(self._instant_options(c, cd.effect, MOLOCH))
        used_abilities = self.data.ids_with_used_ability
        table = self.table
        for city in range(act, 5):
            if used_abilities.isdisjoint(table[city][0]):
                continue              # no card with an ability to use stands here
            for r in table[city][0]:
                if r not in used_abilities or not self.ability_active(r):
                    continue
                cd = by_id[r]
                if cd.effect == "move_self":
                    if r not in self.once_used and self._robot_can_move(r):
                        moves = _moves(r)
                        opts.extend([moves[d] for d in _ADJ[city]])
                elif hand_n and cd.effect == "kill_own_robot_and_two_soldiers":
                    opts.extend(_new(Action, ("ability", r, x, None, None, None))
                                for x in self.table[city][0])
                elif hand_n and cd.effect == "return_robot_to_hand":
                    opts.extend(_new(Action, ("ability", r, x, None, None, None))
                                for x in self.table[city][0])
                elif hand_n and cd.effect == "kill_enemy_unit":
                    opts.extend(_new(Action, ("ability", r, s, None, None, None))
                                for s in self._soldiers_in(city))
        opts.append(PASS)
        return opts

    def _instant_options(self, c: str, effect: str, side: str) -> list[Action]:
        """Instants act on any card anywhere unless the card says otherwise (p.17)."""
        if effect in ("draw_three", "block_instants", "end_battle_now", "draw_three_keep_two",
                      "see_enemy_hand"):
            return [_plain_instant(c)]
        if effect == "skip_module_phase":
            if "sudden_attack" in self.flags:
                return []
            return [_plain_instant(c)]
        if effect == "move_enemy_soldier" or (effect == "move_own_unit" and side == OUTPOST):
            return [_new(Action, ("instant", c, s, d, None, None))
                    for s in self._all_on_table(OUTPOST, "soldier")
                    for d in _ADJ[self.city_of[s]]]
        if effect == "move_own_unit":
            return [_new(Action, ("instant", c, r, d, None, None))
                    for r in self._all_on_table(MOLOCH) if self._robot_can_move(r)
                    for d in _ADJ[self.city_of[r]]]
        if effect == "module_to_hand":
            return [_new(Action, ("instant", c, m, None, None, None)) for m in sorted(self.host_of)]
        if effect in ("robot_to_hand", "kill_any_robot"):
            return [_new(Action, ("instant", c, r, None, None, None))
                    for r in self._all_on_table(MOLOCH)]
        if effect == "rescue_soldier":
            return [_new(Action, ("instant", c, s, None, None, None))
                    for city in range(5) if self.city_destroyed[city]
                    for s in self._soldiers_in(city)]
        if effect in ("two_moves", "two_plus_one_tokens"):
            if not self._all_on_table(OUTPOST, "soldier"):
                return []
            return [_plain_instant(c)]
        raise StateError(f"no options for instant effect {effect}")

    def feature_cost(self, city: int) -> int:
        """The discard cost of a city feature, one less with a working Patriota there (p.33)."""
        cost = self.rules.cities[city].feature_cost
        if self._active_effect_in(city, OUTPOST, "feature_discount"):
            cost -= 1
        return max(0, cost)

    def _outpost_attack_options(self) -> list[Action]:
        """Phase IV (p.19-23): Soldiers and Buildings, Instants, abilities, the city feature."""
        by_id = self.data.by_id
        act = self.active_city
        opts = []
        hand_n = len(self.hand[1])
        no_instants = "no_instants" in self.flags
        room = None
        for c in self._hand_reps(OUTPOST):
            cd = by_id[c]
            if cd.type in ("soldier", "building"):
                if room is None:
                    room = self._free_station(OUTPOST, act)
                    open_ = [city for city in range(act, 5) if room[city]]
                plays = _plays(c)
                if cd.effect != "no_station":     # takes a station wherever it goes
                    opts.extend([plays[city] for city in open_])
                    continue
                for city in range(act, 5):
                    if room[city] or not self._would_take_station(c, city):
                        opts.append(plays[city])
            elif not no_instants:
                opts.extend(self._instant_options(c, cd.effect, OUTPOST))
        used_abilities = self.data.ids_with_used_ability
        table = self.table
        for city in range(act, 5):
            if used_abilities.isdisjoint(table[city][1]):
                continue              # no card with an ability to use stands here
            for s in table[city][1]:
                if s not in used_abilities or not self.ability_active(s):
                    continue
                cd = by_id[s]
                if cd.effect == "move_self" and s not in self.once_used:
                    moves = _moves(s)
                    opts.extend([moves[d] for d in _ADJ[city]])
                elif cd.effect == "capture_module" and hand_n:
                    free = [x for x in self._soldiers_in(city) if x not in self.attached]
                    for r in self.table[city][0]:
                        m = self.attached.get(r)
                        if m and not self.is_immune(r):
                            opts.extend(_new(Action, ("ability", s, m, None, None, x))
                                        for x in free)
        city = self.rules.cities[act]
        if self.rules.city_features and city.feature and not self.feature_used[act] and hand_n >= self.feature_cost(act):
            f = city.feature
            if f == "destroy_robot":
                opts.extend(_new(Action, ("feature", None, r, act, None, None))
                            for r in self.table[act][0])
            elif f in ("extra_station", "extra_district"):
                opts.append(_new(Action, ("feature", None, None, act, None, None)))
            elif f == "move_soldier_jersey_new_york" and act == NEW_YORK:
                opts.extend(_new(Action, ("feature", None, s, NEW_YORK, None, None))
                            for s in self._soldiers_in(JERSEY))
                opts.extend(_new(Action, ("feature", None, s, JERSEY, None, None))
                            for s in self._soldiers_in(NEW_YORK))
        opts.append(PASS)
        return opts

    def module_cities(self) -> list[int]:
        """Where Modules may be played and their abilities used: the active city (1e p.25), or
        the active and every future city (2e l.317, l.336)."""
        act = self.active_city
        if act is None:
            return []
        if self.rules.module_cities == "active":
            return [act]
        return [c for c in range(act, 5) if not self.city_destroyed[c]]

    def _module_options(self) -> list[Action]:
        """Phase V (p.25): Modules onto Robots (in the active city; in 2e also in future cities);
        Kasparov and Sieci there, paid with a discard."""
        by_id = self.data.by_id
        opts = []
        cities = self.module_cities()
        modules = [c for c in self._hand_reps(MOLOCH) if by_id[c].type == "module"]
        for city in cities:
            free = [r for r in self.table[city][0] if r not in self.attached]
            for c in modules:
                opts.extend(_new(Action, ("play", c, r, None, None, None)) for r in free)
        if self.hand[0]:
            for city in cities:
                soldiers = self._soldiers_in(city)
                for r in self.table[city][0]:
                    m = self.attached.get(r)
                    if not m or not self.ability_active(m):
                        continue
                    eff = by_id[m].effect
                    if eff == "push_enemy_unit":
                        opts.extend(_new(Action, ("ability", m, s, d, None, None))
                                    for s in soldiers for d in _ADJ[city])
                    elif eff == "net_enemy_unit":
                        opts.extend(_new(Action, ("ability", m, s, None, None, None))
                                    for s in soldiers
                                    if s not in self.netted)
        opts.append(PASS)
        return opts

    def _outpost_module_options(self) -> list[Action]:
        """Phase V(a) (p.26): captured Kasparov / Sieci, paid with a discard; immune Robots and a
        working Juggernaut cannot be pushed (p.36). In 2e also in future cities (2e l.336, OQ 5)."""
        by_id = self.data.by_id
        opts = []
        if not self.hand[1]:
            return [PASS]
        for city in self.module_cities():
            robots = None
            for s in self.table[city][1]:
                m = self.attached.get(s)
                if not m or not self.ability_active(m):
                    continue
                if robots is None:
                    robots = [r for r in self.table[city][0] if not self.is_immune(r)]
                eff = by_id[m].effect
                if eff == "push_enemy_unit":
                    opts.extend(_new(Action, ("ability", m, r, d, None, None)) for r in robots
                                if self._robot_can_move(r, by=OUTPOST) for d in _ADJ[city])
                elif eff == "net_enemy_unit":
                    opts.extend(_new(Action, ("ability", m, r, None, None, None))
                                for r in robots if r not in self.netted)
        opts.append(PASS)
        return opts

    def _overflow_options(self, frame: tuple):
        """More cards than stations (Anihilator, Moduł Skażenia, Pająki switched off, a lost feature
        station): cards go until the side fits (p.13, p.19, p.37-38; R: who chooses)."""
        _, side, city = frame
        i = SI[side]
        cards = self.table[city][i]
        limit = self.station_limit(city, side)
        if len(cards) <= limit:       # even if every card takes a station, they fit
            return None, []
        used = [c for c in cards if self._takes_station(c)]
        if len(used) <= limit:
            return None, []
        by_id = self.data.by_id
        if side == OUTPOST:
            reducers = any(self.ability_active(r) and by_id[r].effect == "reduce_enemy_stations"
                           for r in self.table[city][0]) or any(
                self.attached.get(r) and by_id[self.attached[r]].effect == "reduce_enemy_stations"
                and self.ability_active(self.attached[r]) for r in self.table[city][0])
            chooser = MOLOCH if reducers else OUTPOST
            cands = list(cards)
        else:
            spiders = [c for c in cards if by_id[c].effect == "no_station" and c in used]
            if spiders:
                chooser, cands = MOLOCH, spiders
            else:
                captured = any(self.attached.get(s) and by_id[self.attached[s]].effect ==
                               "reduce_enemy_stations" and self.ability_active(self.attached[s])
                               for s in self.table[city][1])
                # only a Robot that takes a station frees one (working Pająki take none, p.37)
                cands = [r for r in used if not self.is_immune(r)] if captured else []
                chooser = OUTPOST if cands else MOLOCH
                cands = cands or list(used)
        return chooser, [_new(Action, ("choose", c, None, None, None, None)) for c in cands]

    # ------------------------------------------------------------------ picks (choices effects ask for)
    def _pick_options(self, frame: tuple) -> list[Action]:
        _, purpose, chooser, city, source, extra = frame
        by_id = self.data.by_id
        opts: list[Action]
        optional = purpose in OPTIONAL_PICKS
        if purpose == "kill_soldier" or purpose == "klaun_soldiers":
            opts = [_new(Action, ("choose", s, None, None, None, None))
                    for s in self._soldiers_in(city)]
        elif purpose in ("kill_robot", "sub_robot"):
            opts = [_new(Action, ("choose", r, None, None, None, None)) for r in self.table[city][0]
                    if not (extra and self.is_immune(r))]
        elif purpose == "remove_outpost_card":
            opts = [_new(Action, ("choose", c, None, None, None, None))
                    for c in self.table[city][1]]
        elif purpose == "token":
            opts = [_new(Action, ("choose", c, None, None, None, None))
                    for c in self._token_targets(city, source, extra)]
        elif purpose == "return_robot":
            opts = [_new(Action, ("choose", r, None, None, None, None))
                    for r in self.table[city][0] if not self.is_immune(r)]
        elif purpose == "take_soldier":
            opts = [_new(Action, ("choose", s, None, None, None, None))
                    for s in self._soldiers_in(city) if s != source]
        elif purpose == "scout_move":
            opts = [_new(Action, ("choose", s, None, d, None, None))
                    for s in self._soldiers_in(city) if s != source
                    for d in _ADJ[city]]
        elif purpose == "mlody":
            opts = [_new(Action, ("choose", s, None, None, None, None))
                    for s in self._soldiers_in(city)
                    if s != source and by_id[s].trigger == "enters_city"]
        elif purpose == "narada":
            hand = self.hand[1]
            opts = [_new(Action, ("choose", c, None, None, None, None)) for c in extra if c in hand]
        elif purpose == "iron_gate":
            opts = [_new(Action, ("choose", c, None, None, None, None)) for c in self.limbo]
        elif purpose == "destroy_district":
            opts = [_new(Action, ("choose", None, None, city, i, None))
                    for i, d in enumerate(self.down[city])
                    if not d and i != self.target]
            if not opts and city + 1 <= 4:
                opts = [_new(Action, ("choose", None, None, city + 1, i, None))
                        for i, d in enumerate(self.down[city + 1]) if not d]
        elif purpose == "move_ny":
            if city == NEW_YORK:
                return []
            side = chooser
            opts = []
            for c in self.table[city][SI[side]]:
                cd = by_id[c]
                if not cd.is_unit or (cd.type == "robot" and self._pole_blocks(c)):
                    continue
                if self.has_room(NEW_YORK, side, c):
                    opts.append(_new(Action, ("choose", c, None, NEW_YORK, None, None)))
        elif purpose == "convoy":
            opts = [_new(Action, ("choose", r, None, city + 1, None, None))
                    for r in self.table[city][0]
                    if self._robot_can_move(r)] if city < NEW_YORK else []
        elif purpose == "odwrot":
            opts = [_new(Action, ("choose", s, None, d, None, None))
                    for s in self._all_on_table(OUTPOST, "soldier")
                    for d in _ADJ[self.city_of[s]]]
        elif purpose == "rozpoznanie":
            done = extra[1:]
            opts = [_new(Action, ("choose", s, None, None, None, None))
                    for s in self._all_on_table(OUTPOST, "soldier")
                    if s not in done]
        else:
            raise StateError(f"unknown pick {purpose}")
        if optional and opts:
            opts.append(DECLINE)
        return opts

    def _token_targets(self, city: int, source: str, token: str) -> list[str]:
        by_id = self.data.by_id
        on = _aim(by_id[source], "robot")
        robots = self.table[city][0]
        if on == "robot":
            return list(robots)
        if on == "soldier":
            return self._soldiers_in(city)
        out = [r for r in robots if not self.is_immune(r)
               and not (on == "enemy_robot_or_module" and "deactivated" in self.tokens.get(r, ()))]
        if on == "enemy_robot_or_module":
            for r in robots:
                m = self.attached.get(r)
                if m and by_id[m].key in SPECIAL_MODULES and not self.is_immune(r) \
                        and "deactivated" not in self.tokens.get(m, ()):
                    out.append(m)
        return out

