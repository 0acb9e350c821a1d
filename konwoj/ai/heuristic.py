"""The hand-written player ("Szeregowy / Private") and the cheaper rules the other levels reuse.

The policy is stateless: every call looks at the position and returns the next action of its plan
(multi-card phases are answered one card at a time). It reads the table, the piles, the sizes of
hidden zones and its own hand; estimates of the other hand come from the cards that side has not yet
shown (:func:`knowledge.unseen_cards`).

What it knows, by decision:
- Battle: the strength the other side can still add (its hand size and the cards it has left) decides
  whether to commit cards to the active city; if the battle cannot be won it seeds future cities
  instead (the +1 unguarded bonus), and the Outpost falls back on Atak EMP.
- Moloch watches his deck: with little to spare he declines optional draws, keeps Robots for New
  York and stops drawing extra cards. The Outpost drains the deck (Komandos, re-entries of Komandos by
  moves, Kpt. Johnson, the Jersey Crust extra district) and clears New York of Robots.
- Costs are paid with the cheapest card; kills take the most valuable unit; Haker switches off the
  most dangerous ability.
"""
from __future__ import annotations

import random

from konwoj.rules import MOLOCH, OUTPOST, Action

from . import knowledge as K
from .knowledge import NEW_YORK, value

STRENGTH_MODULES = {"modul_bojowy": 1, "modul_anihilacji": 2, "modul_destrukcji": 3}
KILL_ROBOT_CARDS = ("scorn", "snajper")


DEFAULTS = {
    "m_R": 2.0,          # weight of the Outpost's expected answer when Moloch decides to fight
    "m_need": 0.6,       # safety margin Moloch wants over that answer
    "m_seed_min": 2.0,   # how good a future city must look before a Robot goes there
    "m_ny": 1.2,         # Moloch's liking for New York when seeding
    "m_hand_dump": 6,    # with this many cards in hand Moloch plays Robots out anyway
    "m_mod_excess": 2,   # Modules in hand above which Moloch fits one even when already winning
    "o_X": 0.5,          # weight of Moloch's expected Module phase when the Outpost fights
    "o_need": 0.4,       # safety margin the Outpost wants over that
    "o_seed_min": 3.0,   # how good a future city must look before a Soldier goes there
    "o_ny": 0.8,         # the Outpost's liking for New York when seeding
    "o_ny_plan": 1,      # build New York up with aura cards and kill its Robots late
    "o_snajper_city": 2, # from this active city on, Snajper hunts Robots in New York
}


def _plan_total(candidates, free: int, takes_station) -> float:
    """What the candidates ``(strength, cost, action)`` add up to, strongest first, counting those
    that take a battle station (``takes_station(action)``) only while ``free`` stations last."""
    total, used = 0.0, 0
    for sw, _cost, a in sorted(candidates, key=lambda x: -x[0]):
        if takes_station(a):
            if used >= free:
                continue
            used += 1
        total += max(0.0, sw)
    return total


def _best_value(candidates):
    """The candidate with the most strength for its cost (ties: the shorter action)."""
    return max(candidates, key=lambda x: (x[0] / (x[1] + 0.5), -len(str(x[2]))))


def _by_kind(legal, by_id):
    """The legal actions sorted by kind in one pass, each list in the order of ``legal``: plays,
    Instants and abilities by card key, features."""
    plays, inst, features = [], {}, []
    for a in legal:
        k = a.kind
        if k == "play":
            plays.append(a)
        elif k == "instant" or k == "ability":
            inst.setdefault(by_id[a.card].key, []).append(a)
        elif k == "feature":
            features.append(a)
    return plays, inst, features

class Heuristic:
    """The Private player's rules. ``careful=False`` gives the Recruit's simpler habits."""

    def __init__(self, careful: bool = True, params: dict | None = None):
        self.careful = careful
        self.p = dict(DEFAULTS)
        if params:
            self.p.update(params)

    # ------------------------------------------------------------------ entry point
    def act(self, s, rng: random.Random) -> Action:
        legal = s.legal_actions()
        frame = s.decision_frame
        kind = frame[0]
        me = s.current_player
        try:
            if kind == "attack":
                a = self.moloch_attack(s, legal) if me == MOLOCH else self.outpost_attack(s, legal)
            elif kind == "pick":
                a = self.pick(s, frame, legal, me)
            elif kind == "pay":
                a = self.pay(s, legal, me)
            elif kind == "target":
                a = self.target(s, legal)
            elif kind == "modules":
                a = self.moloch_modules(s, legal)
            elif kind == "outpost_modules":
                a = self.outpost_modules(s, legal)
            elif kind == "overflow":
                a = self.overflow(s, frame, legal, me)
            elif kind == "may_draw":
                a = self.may_draw(s, legal, me)
            elif kind == "mulligan":
                a = self.mulligan(s, legal, me)
            else:
                a = None
        except (KeyError, ValueError, IndexError):   # a rules change the heuristics do not know
            a = None
        if a is not None:
            try:
                a = legal[legal.index(a)]   # the listed action itself (apply checks it fastest)
            except ValueError:
                a = None
        if a is None:
            a = self.fallback(legal, rng)
        return a

    @staticmethod
    def fallback(legal, rng):
        non_pass = [a for a in legal if a.kind not in ("pass", "decline")]
        return rng.choice(non_pass or legal)

    # ------------------------------------------------------------------ shared estimates
    def robots(self, s, c):
        return s.table[c][0]

    def soldiers(self, s, c):
        sol = K.tables(s).soldiers
        return [x for x in s.table[c][1] if x in sol]

    def tie_to_moloch(self, s, c) -> bool:
        return any(s.data.by_id[r].key == "szturmowiec" and s.ability_active(r) for r in self.robots(s, c))

    def outpost_response(self, s, c) -> float:
        """Moloch's estimate of the strength the Outpost can still add in city ``c`` this battle."""
        h = len(s.hand_of(OUTPOST))
        if h == 0:
            return 0.0
        free = max(0, s.station_limit(c, OUTPOST) - s.stations_used(c, OUTPOST))
        n_pool, n_units, units_st, kills = K.outpost_pool(s, KILL_ROBOT_CARDS)   # counts only
        if not n_pool:
            return 0.0
        r = min(free, h * (n_units / n_pool)) * ((units_st / n_units if n_units else 1.0) + 0.35)
        if kills:
            best = max((s.unit_strength(x) for x in self.robots(s, c)), default=0)
            r += min(1.0, h * kills / n_pool) * best
        return r + (0.5 if h >= 3 else 0.0)

    def moloch_module_threat(self, s, c) -> float:
        """The Outpost's estimate of the strength Moloch's Module phase may still add in ``c``."""
        attached = s.attached
        hosts = sum(1 for r in s.table[c][0] if not attached.get(r))
        h = len(s.hand[0])
        if not hosts or h == 0:
            return 0.0
        known = K.known_hand(s, MOLOCH)
        # the unseen Modules in unseen_cards' order: the float sum adds the same non-zero terms
        n_unseen, unseen_mods = K.unseen_modules(s, MOLOCH)
        p = (h - len(known)) / n_unseen if n_unseen else 0.0
        by_id = s.data.by_id
        exp = [STRENGTH_MODULES.get(by_id[x].key, 0) for x in known]
        gains = [STRENGTH_MODULES.get(by_id[x].key, 0) * p for x in unseen_mods]
        total = sum(exp) + sum(gains)
        special = sum(p for x in unseen_mods if by_id[x].key in ("modul_sieci", "modul_kasparov"))
        special += sum(1 for x in known if by_id[x].key in ("modul_sieci", "modul_kasparov"))
        if special:
            best = max((s.unit_strength(x) for x in self.soldiers(s, c)), default=0)
            total += min(1.0, special) * best
        return min(total, 3.0 * hosts)

    def deck_margin(self, s) -> float:
        return K.deck_margin(s)

    # ------------------------------------------------------------------ opening
    def mulligan(self, s, legal, me):
        hand = s.hand_of(me)
        if me == MOLOCH:
            units = sum(1 for c in hand if s.data.by_id[c].type == "robot")
        else:
            units = sum(1 for c in hand if s.data.by_id[c].type in ("soldier", "building"))
        return Action("mulligan") if units <= 1 and self.careful else Action("keep")

    # ------------------------------------------------------------------ Moloch: target
    def moloch_forecast(self, s) -> float:
        """Moloch's margin in the coming battle: his strength there plus what his hand can add,
        minus the Outpost's strength and expected response."""
        c = s.active_city
        hand = s.hand_of(MOLOCH)
        free = max(0, s.station_limit(c, MOLOCH) - s.stations_used(c, MOLOCH))
        robots = sorted(((s.data.by_id[x].strength or 0) for x in hand if s.data.by_id[x].type == "robot"),
                        reverse=True)
        add = sum(robots[:free])
        mods = sorted((STRENGTH_MODULES.get(s.data.by_id[x].key, 0) for x in hand), reverse=True)
        add += sum(mods[:len(self.robots(s, c)) + min(free, len(robots))])
        return (s.city_strength(c, MOLOCH) + add) - (s.city_strength(c, OUTPOST)
                                                      + self.outpost_response(s, c))

    def target(self, s, legal):
        c = s.active_city
        favoured = self.moloch_forecast(s) > 0
        soldiers = self.soldiers(s, c)
        robots = self.robots(s, c)
        margin = self.deck_margin(s)
        best, best_v = None, -1e9
        for a in legal:
            eff = s.districts[a.city][a.index]
            if favoured:
                v = {"move_to_new_york": 2.5 if c != NEW_YORK and robots else 0.5,
                     "kill": 2.0 if soldiers else 1.0,
                     "draw": 1.2 if margin > 3 else -0.5,
                     "bomb": 1.0 if soldiers else 0.3}.get(eff, 0.0)
            else:
                v = {"kill": -2.0 if robots else -0.2,
                     "draw": -0.8,
                     "move_to_new_york": -0.6,
                     "bomb": 0.2 if soldiers else -1.0}.get(eff, 0.0)
            if v > best_v:
                best, best_v = a, v
        return best

    # ------------------------------------------------------------------ Moloch: attack phase
    def robot_swing(self, s, r, c) -> float:
        """Change of (Moloch - Outpost) strength in ``c`` if Robot ``r`` enters it now."""
        cd = s.data.by_id[r]
        st = cd.strength or 0
        if any(s.data.by_id[x].key == "sabotazysta" and s.ability_active(x) for x in s.table[c][1]) \
                and cd.effect != "immune":
            st = max(0, st - 1)
        key = cd.key
        if key == "hybryda":
            st += 2
        elif key == "lowca":
            st += max((s.unit_strength(x) for x in self.soldiers(s, c)), default=0)
        elif key == "anihilator":
            if s.stations_used(c, OUTPOST) >= s.station_limit(c, OUTPOST) and s.table[c][1]:
                st += max(s.unit_strength(x) for x in s.table[c][1])
            else:
                st += 0.5
        elif key == "szturmowiec":
            st += 0.5
        return st

    def moloch_attack(self, s, legal):
        c = s.active_city
        hand = s.hand_of(MOLOCH)
        careful = self.careful
        by_id = s.data.by_id
        plays, inst, _ = _by_kind(legal, by_id)

        # 1. actions worth taking whatever the battle
        if careful and "recykler" in inst:
            best = None
            for a in inst["recykler"]:
                host = s.where(a.target)[1] if s.where(a.target)[0] == "module" else None
                if host is None:
                    continue
                hcity = s.where(host)[1]
                stranded = s.city_destroyed[hcity] or s.data.by_id[host].side == OUTPOST
                if stranded and (best is None or value(s, a.target) > value(s, best.target)):
                    best = a
            if best:
                return best
        if careful and "rozkaz_odwrotu" in inst:
            cands = [a for a in inst["rozkaz_odwrotu"]
                     if s.city_destroyed[s.where(a.target)[1]] and value(s, a.target) >= 2.5]
            if cands:
                return max(cands, key=lambda a: value(s, a.target))
        if "lacznosc_z_baza" in inst and (not careful or (self.deck_margin(s) > 5 and len(hand) <= 4)):
            return inst["lacznosc_z_baza"][0]

        # 2. the battle in the active city
        M = s.city_strength(c, MOLOCH)
        O = s.city_strength(c, OUTPOST)
        R = self.outpost_response(s, c) * self.p["m_R"] if careful else 1.0
        tie_ok = self.tie_to_moloch(s, c)
        robots_c = self.robots(s, c)
        free_hosts = sum(1 for r in robots_c if not s.module_of(r))
        mods = sorted((STRENGTH_MODULES.get(s.data.by_id[x].key, 0) for x in hand
                       if s.data.by_id[x].key in STRENGTH_MODULES), reverse=True)
        cheapest = min((value(s, x) for x in hand), default=0)

        candidates = []   # (swing, cost, action)
        for a in plays:
            if a.city == c:
                candidates.append((self.robot_swing(s, a.card, c), value(s, a.card), a))
        for key, acts in inst.items():
            for a in acts:
                if key == "rozpruwacz" and s.where(a.card) == ("table", c):
                    candidates.append((s.unit_strength(a.target) + 0.2, cheapest + 0.3, a))
                elif key == "klaun" and s.where(a.card) == ("table", c):
                    sol = sorted((s.unit_strength(x) for x in self.soldiers(s, c)), reverse=True)
                    if len(sol) >= 2:
                        candidates.append((sum(sol[:2]) - s.unit_strength(a.target),
                                           cheapest + 0.5 + 0.3 * value(s, a.target), a))
                elif key == "odepchniecie" and s.where(a.target) == ("table", c) and a.city != c:
                    gone = not s.has_room(a.city, OUTPOST, a.target) or s.city_destroyed[a.city]
                    candidates.append((s.unit_strength(a.target) + (0.5 if gone else 0.0),
                                       value(s, a.card) - (0.3 if gone else 0.0), a))
                elif key in ("ruch_molocha",) and a.city == c and s.where(a.target)[1] != c:
                    candidates.append((s.unit_strength(a.target), value(s, a.card), a))
                elif key == "szerszen" and a.city == c:
                    candidates.append((s.unit_strength(a.card), 0.3, a))
        mod_bonus = sum(mods[:free_hosts + sum(1 for x in candidates if x[2].kind == "play")])
        gap = (O + R) - (M + mod_bonus)
        need = gap + (0.0 if tie_ok else self.p["m_need"])
        if careful:
            need += 0.4 if len(s.hand_of(OUTPOST)) >= 3 else 0.0
        if need > 0 and candidates:
            candidates.sort(key=lambda x: (-(x[0] / (x[1] + 0.5)), str(x[2])))
            # can the plan close the gap? robots limited by free stations
            free = s.station_limit(c, MOLOCH) - s.stations_used(c, MOLOCH)
            total = _plan_total(candidates, free,
                                lambda a: a.kind == "play" and s.data.by_id[a.card].key != "pajaki")
            if total >= need or not careful:
                pick = _best_value(candidates)
                if pick[0] > 0:
                    return pick[2]
        committed = need <= 0
        if committed and "zmasowany_atak" in inst and len(s.hand_of(OUTPOST)) >= 2:
            return inst["zmasowany_atak"][0]

        # 3. seed future cities (the +1 unguarded bonus), keep Robots for New York near the end
        future = [a for a in plays if a.city != c]
        if future:
            robots_in_hand = [x for x in hand if s.data.by_id[x].type == "robot"]
            reserve = 0
            if careful and c < NEW_YORK and self.deck_margin(s) < 2:
                reserve = 2       # deck running out: keep Robots to hold New York at the end
            if len(robots_in_hand) > reserve:
                def score(a):
                    f = a.city
                    bonus = not s.table[f][1]
                    v = 2.0 if bonus else 0.0
                    v += {1: 1.0}.get(f - c, 0.0)
                    if f == NEW_YORK:
                        v += self.p["m_ny"] if careful else 0.0
                    v += 0.1 * (s.data.by_id[a.card].strength or 0)
                    return v
                best = max(future, key=lambda a: (score(a), a.card, a.city))
                if score(best) >= self.p["m_seed_min"] or len(hand) >= self.p["m_hand_dump"]:
                    return best
        if careful and c == NEW_YORK:
            # the last city: every Robot that stands in New York when it falls wins the game
            stay = [a for a in plays if a.city == NEW_YORK]
            if stay:
                return max(stay, key=lambda a: value(s, a.card))
        return Action("pass")

    # ------------------------------------------------------------------ Outpost: attack phase
    def outpost_swing(self, s, x, c) -> float:
        """Change of (Outpost - Moloch) strength in ``c`` if card ``x`` enters ``c`` now."""
        cd = s.data.by_id[x]
        key = cd.key
        robots = self.robots(s, c)
        st = cd.strength or 0
        if cd.type == "soldier" and not K.tables(s).of_effect("strength_aura").isdisjoint(s.table[c][1]):
            st += sum(1 for y in s.table[c][1] if s.data.by_id[y].effect == "strength_aura"
                      and s.data.by_id[y].params.get("amount", 1) > 0 and s.ability_active(y))
        if key in ("porucznik_calahan", "bunkier"):
            st += len(self.soldiers(s, c))
        elif key == "sabotazysta":
            st += sum(1 for r in robots if not s.is_immune(r) and s.unit_strength(r) > 0)
        elif key == "scorn":
            st += self.best_kill(s, c, respect_immunity=True)
        elif key == "grupa_uderzeniowa":
            st += max((s.unit_strength(r) for r in robots if not s.is_immune(r)), default=0)
        elif key == "mcpherson":
            st += max((min(2, (s.data.by_id[r].strength or 0)) for r in robots if not s.is_immune(r)),
                      default=0)
        elif key == "haker" and self.tie_to_moloch(s, c):
            st += 0.8
        elif key == "mlody":
            best = 0
            for y in self.soldiers(s, c):
                k2 = s.data.by_id[y].key
                if k2 == "scorn":
                    best = max(best, self.best_kill(s, c, True))
                elif k2 == "mcpherson":
                    best = max(best, max((min(2, s.data.by_id[r].strength or 0) for r in robots
                                          if not s.is_immune(r)), default=0))
                elif k2 == "grupa_uderzeniowa":
                    best = max(best, max((s.unit_strength(r) for r in robots
                                          if not s.is_immune(r)), default=0))
            st += best
        return st

    def best_kill(self, s, c, respect_immunity=False) -> float:
        """Strength removed from ``c`` by killing the best Robot there (a working Bloker steps in)."""
        robots = self.robots(s, c)
        bloker = [r for r in robots if s.data.by_id[r].key == "bloker" and s.ability_active(r)]
        if bloker:
            return s.unit_strength(bloker[0])
        cands = [r for r in robots if not (respect_immunity and s.is_immune(r))]
        return max((s.unit_strength(r) for r in cands), default=0)

    def kill_target(self, s, options):
        """The Robot to kill among ``options`` (choose actions or cards)."""
        def v(r):
            city = s.where(r)[1] if s.where(r)[0] == "table" else None
            bonus = 0.0
            if city is not None and city == NEW_YORK:
                bonus += 1.5
            if city is not None and s.city_destroyed[city]:
                bonus -= 3.0
            if city is not None and city == s.active_city:
                bonus += 0.7
            return K.robot_value(s, r) + bonus
        return max(options, key=lambda r: (v(r), r))

    def outpost_attack(self, s, legal):
        c = s.active_city
        hand = s.hand_of(OUTPOST)
        careful = self.careful
        deck_m = s.deck_size(MOLOCH)
        by_id = s.data.by_id
        plays, inst, features = _by_kind(legal, by_id)

        # 1. actions worth taking whatever the battle
        if "narada_wojenna" in inst and s.deck_size(OUTPOST) >= 3:
            return inst["narada_wojenna"][0]
        if careful and "medyk" in inst:
            best = max(inst["medyk"], key=lambda a: value(s, a.target))
            if value(s, best.target) >= 2.5:
                return best
        play_keys = [by_id[a.card].key for a in plays]
        kom = [a for a, k in zip(plays, play_keys) if k == "komandos"]
        if kom and (deck_m > 0 or not careful):
            def kscore(a):
                v = 0.0
                if a.city == c:
                    v += 1.0
                if a.city != c and not s.table[a.city][0]:
                    v += 1.5
                return v
            return max(kom, key=lambda a: (kscore(a), -a.city))
        if careful and deck_m > 0 and "ruch_posterunku" in inst:
            # re-enter Komandos (from outside the active city) to discard one more card
            for a in inst["ruch_posterunku"]:
                if s.data.by_id[a.target].key == "komandos" and not s.city_destroyed[a.city] \
                        and s.where(a.target)[1] != c and s.has_room(a.city, OUTPOST, a.target):
                    return a
        if careful and features:
            for a in features:
                f = s.data.cities[c].feature
                if f == "extra_district" and len(hand) >= 3:
                    return a
        if "trep" in play_keys and s.deck_size(OUTPOST) > 0:
            t = [a for a, k in zip(plays, play_keys) if k == "trep"]
            return max(t, key=lambda a: (a.city == c or not s.table[a.city][0], -a.city))

        # 2. the battle in the active city
        M = s.city_strength(c, MOLOCH)
        O = s.city_strength(c, OUTPOST)
        X = self.moloch_module_threat(s, c) * self.p["o_X"] if careful else 0.0
        if "sudden_attack" in s.flags:
            X = 0.0
        vt = K.tables(s).value
        cheapest = min([vt[x] for x in hand], default=0)
        candidates = []
        for a in plays:
            if a.city == c:
                candidates.append((self.outpost_swing(s, a.card, c), vt[a.card], a))
        for key, acts in inst.items():
            for a in acts:
                if key == "snajper":
                    if s.where(a.target) == ("table", c):
                        bl = [r for r in self.robots(s, c) if s.data.by_id[r].key == "bloker"
                              and s.ability_active(r)]
                        victim = bl[0] if bl and a.target != bl[0] else a.target
                        candidates.append((s.unit_strength(victim), value(s, a.card), a))
                elif key == "ruch_posterunku" and a.city == c and s.where(a.target)[1] != c:
                    if s.has_room(c, OUTPOST, a.target):
                        candidates.append((self.outpost_swing(s, a.target, c), value(s, a.card), a))
                elif key == "biegacz" and a.city == c:
                    candidates.append((self.outpost_swing(s, a.card, c), 0.2, a))
                elif key == "rozpoznanie":
                    n = len(self.soldiers(s, c))
                    if n:
                        candidates.append((min(2, n), value(s, a.card), a))
                elif key == "nagly_atak" and X > 0.5:
                    candidates.append((X, value(s, a.card), a))
                elif key == "nestugov" and s.where(a.card) == ("table", c):
                    m = a.target
                    candidates.append((2 * (s.data.by_id[m].strength or 1), cheapest + 0.3, a))
        for a in features:
            f = s.data.cities[c].feature
            if f == "destroy_robot" and a.target in self.robots(s, c) and len(hand) >= 3:
                candidates.append((s.unit_strength(a.target), 2 * cheapest + 1.0, a))
        gap = (M + X) - O          # the Outpost needs its strength above Moloch's
        need = gap + 0.01 + (self.p["o_need"] if careful and len(s.hand_of(MOLOCH)) >= 2 and X > 0
                             else 0.0)
        if need > 0 and candidates:
            free = s.station_limit(c, OUTPOST) - s.stations_used(c, OUTPOST)
            total = _plan_total(candidates, free, lambda a: a.kind == "play" or (
                a.kind == "instant" and s.data.by_id[a.card].key == "ruch_posterunku"))
            if total >= need or not careful:
                pick = _best_value(candidates)
                if pick[0] > 0:
                    return pick[2]
            elif "atak_emp" in inst and (gap > 0.5 or self.tie_to_moloch(s, c)):
                return inst["atak_emp"][0]
        if careful and need > 0 and "atak_emp" in inst and M > O and \
                (c == NEW_YORK or M - O >= 3):
            return inst["atak_emp"][0]

        # 3. New York decides the end: build it up, hunt its Robots
        if careful and self.p["o_ny_plan"] and c < NEW_YORK:
            a = self.outpost_new_york(s, plays, inst, c, deck_m)
            if a is not None:
                return a
        if careful and c == NEW_YORK:
            # the last city: nothing kept in hand counts when it falls
            last = [a for a in plays if a.city == NEW_YORK]
            if last:
                return max(last, key=lambda a: (self.outpost_swing(s, a.card, c), a.card))
            kill = [a for a in inst.get("snajper", []) if s.where(a.target) == ("table", NEW_YORK)]
            if kill:
                return max(kill, key=lambda a: (K.robot_value(s, a.target), a.target))
        # 4. seed future cities
        future = [a for a in plays if a.city != c and s.data.by_id[a.card].type == "soldier"]
        if future:
            def score(a):
                f = a.city
                v = 2.0 if not s.table[f][0] else 0.0
                v += 1.0 if f - c == 1 else 0.0
                if f == NEW_YORK:
                    v += self.p["o_ny"] if careful else 0.0
                v += 0.1 * (by_id[a.card].strength or 0)
                return v
            keys = [(score(a), a.card, a.city) for a in future]
            i = max(range(len(keys)), key=keys.__getitem__)    # the first best, as max(future)
            if keys[i][0] >= self.p["o_seed_min"] or len(hand) >= 6:
                return future[i]
        # buildings: Bunkier where Soldiers stand, EMP against abilities
        for a in plays:
            k = s.data.by_id[a.card].key
            if k == "bunkier" and len(self.soldiers(s, a.city)) >= 2:
                return a
            if k == "dzialo_emp" and a.city == c and any(
                    s.data.by_id[r].key in K.DISABLE_PRIORITY and s.ability_active(r)
                    for r in self.robots(s, c)):
                return a
        return Action("pass")

    def outpost_new_york(self, s, plays, inst, c, deck_m):
        """Moves that prepare the last city: Robots in New York when it falls win for Moloch."""
        ny_robots = self.robots(s, NEW_YORK)
        late = c >= self.p["o_snajper_city"]
        if ny_robots and late and "snajper" in inst:
            ny = [a for a in inst["snajper"] if s.where(a.target) == ("table", NEW_YORK)]
            if ny:
                return max(ny, key=lambda a: (K.robot_value(s, a.target), a.target))
        to_ny = [a for a in plays if a.city == NEW_YORK]
        for a in to_ny:
            k = s.data.by_id[a.card].key
            if k == "scorn" and ny_robots and late:
                return a
            if k == "komandos" and deck_m == 0 and ny_robots:
                return a
            if k == "sabotazysta" and len(ny_robots) >= 2 and late:
                return a
            if k == "dzialo_emp" and any(s.ability_active(r) and s.data.by_id[r].key in K.DISABLE_PRIORITY
                                         for r in ny_robots):
                return a
            if k in ("porucznik_calahan", "bunkier") and len(self.soldiers(s, NEW_YORK)) >= 2:
                return a
            if k == "mcpherson" and ny_robots and late:
                return a
        return None

    # ------------------------------------------------------------------ Module phases
    def moloch_modules(self, s, legal):
        c = s.active_city
        # 2e offers Modules and their abilities in future cities too: only the battle city's
        # count for this battle (a strength Module on a future Robot stays useful: see below)
        here = [a for a in legal if a.kind == "pass" or s.city_of.get(a.target) == c]
        later = [a for a in legal if a not in here]
        legal = here
        M = s.city_strength(c, MOLOCH)
        O = s.city_strength(c, OUTPOST)
        tie_ok = self.tie_to_moloch(s, c)
        wins = M > O or (tie_ok and M == O)
        if wins:
            mods = [a for a in legal if a.kind == "play" and s.data.by_id[a.card].key in STRENGTH_MODULES]
            n_mods = sum(1 for x in s.hand_of(MOLOCH) if s.data.by_id[x].type == "module")
            if not mods:
                mods = [a for a in later if a.kind == "play" and s.data.by_id[a.card].key in STRENGTH_MODULES]
            if mods and self.careful and n_mods > self.p["m_mod_excess"]:
                return max(mods, key=lambda a: (STRENGTH_MODULES[s.data.by_id[a.card].key],
                                                s.is_immune(a.target), a.target, a.card))
            return Action("pass")
        gap = O - M + (0 if tie_ok else 1)
        opts = []
        for a in legal:
            if a.kind == "play":
                k = s.data.by_id[a.card].key
                sw = STRENGTH_MODULES.get(k, 0)
                if sw:
                    host = a.target
                    pref = 0.5 if s.is_immune(host) else 0.0
                    opts.append((sw, value(s, a.card), pref, a))
            elif a.kind == "ability":
                k = s.data.by_id[a.card].key
                if k in ("modul_sieci", "modul_kasparov"):
                    opts.append((s.unit_strength(a.target), 1.2, 0.0, a))
        if not opts:
            return Action("pass")
        total = sum(sorted((o[0] for o in opts), reverse=True)[:4])
        if total < gap and self.careful:
            return Action("pass")
        # the smallest card that closes the gap, else the biggest
        closing = [o for o in opts if o[0] >= gap]
        if closing:
            o = min(closing, key=lambda o: (o[1], -o[2], str(o[3])))
        else:
            o = max(opts, key=lambda o: (o[0], o[2], str(o[3])))
        return o[3]

    def outpost_modules(self, s, legal):
        c = s.active_city
        M = s.city_strength(c, MOLOCH)
        O = s.city_strength(c, OUTPOST)
        if O > M:
            return Action("pass")
        opts = [a for a in legal if a.kind == "ability" and s.city_of.get(a.target) == c]
        if not opts:
            return Action("pass")
        return max(opts, key=lambda a: (s.unit_strength(a.target), str(a)))

    # ------------------------------------------------------------------ costs, draws
    def pay(self, s, legal, me):
        margin = self.deck_margin(s) if me == MOLOCH else 0

        def cost(a):
            v = value(s, a.card)
            k = s.data.by_id[a.card].key
            if me == MOLOCH and k == "lacznosc_z_baza" and margin < 3:
                v = 0.2
            return (v, a.card)
        return min(legal, key=cost)

    def may_draw(self, s, legal, me):
        if me == OUTPOST:
            return Action("draw")
        return Action("draw") if self.deck_margin(s) > 2 or not self.careful else Action("decline")

    # ------------------------------------------------------------------ stations
    def overflow(self, s, frame, legal, me):
        side = frame[1]
        own = me == side
        cards = [a.card for a in legal]

        def v(x):
            return (K.robot_value(s, x) if s.data.by_id[x].type == "robot"
                    else K.soldier_value(s, x, frame[2]) + (0.5 if s.data.by_id[x].type == "building" else 0))
        pick = min(cards, key=lambda x: (v(x), x)) if own else max(cards, key=lambda x: (v(x), x))
        return Action("choose", card=pick)

    # ------------------------------------------------------------------ picks
    def pick(self, s, frame, legal, me):
        purpose = frame[1]
        city = frame[3]
        choose = [a for a in legal if a.kind == "choose"]
        can_decline = any(a.kind == "decline" for a in legal)
        if not choose:
            return legal[0]
        if purpose in ("kill_soldier", "klaun_soldiers"):
            return max(choose, key=lambda a: (K.soldier_value(s, a.card, city), a.card))
        if purpose in ("kill_robot", "sub_robot"):
            best = self.kill_target(s, [a.card for a in choose])
            return Action("choose", card=best)
        if purpose == "token":
            return self.pick_token(s, frame, choose, can_decline)
        if purpose == "return_robot":
            return max(choose, key=lambda a: (s.unit_strength(a.card) + (2 if s.module_of(a.card) else 0),
                                              a.card))
        if purpose == "take_soldier":
            good = [a for a in choose if K.ENTER_VALUE.get(s.data.by_id[a.card].key, 0) >= 3
                    and (s.data.by_id[a.card].key != "komandos" or s.deck_size(MOLOCH) > 0)]
            if good and self.careful:
                return max(good, key=lambda a: (K.ENTER_VALUE[s.data.by_id[a.card].key], a.card))
            return Action("decline") if can_decline else choose[0]
        if purpose in ("scout_move", "odwrot"):
            return self.pick_soldier_move(s, choose, can_decline)
        if purpose == "mlody":
            def mv(a):
                k = s.data.by_id[a.card].key
                v = K.ENTER_VALUE.get(k, 0)
                if k == "scorn" and not s.table[city][0]:
                    v = 0
                if k == "komandos" and s.deck_size(MOLOCH) == 0:
                    v = 0.5
                return (v, a.card)
            return max(choose, key=mv)
        if purpose == "narada":
            return min(choose, key=lambda a: (value(s, a.card), a.card))
        if purpose == "iron_gate":
            return max(choose, key=lambda a: (value(s, a.card), a.card))
        if purpose == "destroy_district":
            return self.pick_destroy(s, frame, choose)
        if purpose == "move_ny":
            if me == MOLOCH:
                return max(choose, key=lambda a: (s.unit_strength(a.card) + (2 if s.is_immune(a.card) else 0),
                                                  a.card))
            last = sum(1 for d in s.down[city] if not d) <= 1
            if last or not can_decline:
                return max(choose, key=lambda a: (s.unit_strength(a.card), a.card))
            return Action("decline")
        if purpose == "convoy":
            return max(choose, key=lambda a: (K.robot_value(s, a.card) + (1 if s.module_of(a.card) else 0),
                                              a.card))
        if purpose == "rozpoznanie":
            act = s.active_city

            def rv(a):
                w = s.where(a.card)
                return (2 if w[1] == act else (1 if not s.city_destroyed[w[1]] else 0), a.card)
            return max(choose, key=rv)
        return choose[0]

    def pick_token(self, s, frame, choose, can_decline):
        token = frame[5]
        src = frame[4]
        src_key = s.data.by_id[src].key
        if token == "deactivated":
            def dv(a):
                return (K.DISABLE_PRIORITY.get(s.data.by_id[a.card].key, 0.3), a.card)
            return max(choose, key=dv)
        if token == "-2":
            return max(choose, key=lambda a: (min(2, s.data.by_id[a.card].strength or 0),
                                              K.robot_value(s, a.card), a.card))
        if token == "shield":
            return max(choose, key=lambda a: (0 if s.is_immune(a.card) else K.robot_value(s, a.card),
                                              a.card))
        if token == "+2":
            if src_key == "operator_ckm":
                return max(choose, key=lambda a: (K.soldier_value(s, a.card), a.card))
            return max(choose, key=lambda a: ((2 if s.is_immune(a.card) else 0)
                                              + K.robot_value(s, a.card), a.card))
        return choose[0]

    def pick_soldier_move(self, s, choose, can_decline):
        act = s.active_city
        best, best_v = None, 0.6
        for a in choose:
            k = s.data.by_id[a.card].key
            src = s.where(a.card)[1]
            dest = a.city
            v = 0.0
            if not s.has_room(dest, OUTPOST, a.card):
                continue
            if not s.city_destroyed[dest]:
                if k == "komandos" and s.deck_size(MOLOCH) > 0:
                    v += 2.0
                if k == "scorn" and s.table[dest][0]:
                    v += 2.5
                if k == "mcpherson" and s.table[dest][0]:
                    v += 1.0
            if dest == act and src != act:
                v += s.unit_strength(a.card) + (1.0 if s.city_destroyed[src] else 0.0)
            if src == act and dest != act:
                v -= s.unit_strength(a.card) + 0.5
            if s.city_destroyed[dest]:
                v -= 2.0
            if v > best_v:
                best, best_v = a, v
        if best is not None:
            return best
        return Action("decline") if can_decline else choose[0]

    def pick_destroy(self, s, frame, choose):
        c_act = s.active_city
        with_effect = frame[5]
        soldiers_any = bool(self.soldiers(s, frame[3]))
        margin = self.deck_margin(s)

        def dv(a):
            eff = s.districts[a.city][a.index]
            if with_effect:
                # the chosen district's effect resolves for Moloch
                v = {"move_to_new_york": 3.0 if self.robots(s, a.city) else 0.0,
                     "kill": 2.5 if soldiers_any else 0.0,
                     "draw": 1.0 if margin > 3 else -1.0, "bomb": 1.0}.get(eff, 0.0)
            else:
                # destroy the district least useful to Moloch later (keep New York moves)
                v = {"draw": 1.0, "kill": 0.0, "bomb": 0.5,
                     "move_to_new_york": -1.0}.get(eff, 0.0)
            return (v, -a.index, a.city)
        del c_act
        return max(choose, key=dv)
