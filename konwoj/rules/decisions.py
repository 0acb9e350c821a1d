"""Carrying out a decision once a side has picked one of its legal actions: the phases in which a
side acts, payments, mulligans, picks. Mixed into :class:`GameState`."""
from __future__ import annotations

from .cards import MOLOCH, OUTPOST
from .fields import StateFields
from .common import SI, Action, StateError
from .frames import PICKS


class DecisionsMixin(StateFields):
    __slots__ = ()

    # ------------------------------------------------------------------ carrying out a choice
    def _choose(self, frame: tuple, a: Action, owner: str | None) -> None:
        kind = frame[0]
        stack = self.stack
        if kind == "attack":
            self._attack_action(frame[1], a)
        elif kind == "pick":
            stack.pop()
            if a.kind != "decline":
                PICKS[frame[1]](self, frame, a)
        elif kind == "overflow":
            self._kill(a.card, why="removed")
        elif kind == "pay":
            side, n = frame[1], frame[2]
            stack.pop()
            if n > 1:
                stack.append(("pay", side, n - 1))
            self._from_hand(a.card)
            self.discard[SI[side]].append(a.card)
            self._log("pay", side, a.card)
        elif kind == "mulligan":
            stack.pop()
            side = frame[1]
            i = SI[side]
            if a.kind == "mulligan":
                self.deck[i].extend(self.hand[i])
                self.hand[i].clear()
                self._shuffle(self.deck[i])
                self._draw(side, 4)
            self._log(a.kind, side)
        elif kind == "target":
            stack.pop()
            self.target = a.index
            self._log("target", a.city, a.index, self.districts[a.city][a.index])
            stack.append(("phase", self.rules.next_phase("target")))
        elif kind == "modules":
            if a.kind == "pass":
                stack.pop()
                self._log("pass", MOLOCH)
                stack.append(("phase", self.rules.next_phase("moloch_modules")))
            elif a.kind == "play":
                self._from_hand(a.card)
                self.attached[a.target] = a.card
                self.host_of[a.card] = a.target
                self._log("play_module", a.card, a.target)
                self._check(self.city_of[a.target])
            else:
                self._start_paid_effect(MOLOCH, a, 1)
        elif kind == "outpost_modules":
            if a.kind == "pass":
                stack.pop()
                self._log("pass", OUTPOST)
                stack.append(("phase", self.rules.next_phase("outpost_modules")))
            else:
                self._start_paid_effect(OUTPOST, a, 1)
        elif kind == "may_draw":
            stack.pop()
            if a.kind == "draw":
                self._draw(frame[1], 1)
        else:
            raise StateError(f"unknown decision {frame!r}")

    def _start_paid_effect(self, side: str, a: Action, cost: int) -> None:
        """Abilities with a discard cost: the effect waits under the payment (p.9)."""
        self._log("ability", side, a.card)
        self.stack.append(("effect", a.kind, a.card, a.target, a.city, a.extra))
        if cost:
            self.stack.append(("pay", side, cost))

    def _attack_action(self, side: str, a: Action) -> None:
        stack = self.stack
        k = a.kind
        if k == "pass":
            stack.pop()
            self._log("pass", side)
            if side == MOLOCH:
                stack.append(("phase", self.rules.next_phase("moloch_attack")))
            else:
                self.flags = self.flags - {"no_instants"}
                # Nagły Atak skips both Module phases (R11)
                stack.append(("phase", "resolution" if "sudden_attack" in self.flags
                              else self.rules.next_phase("outpost_attack")))
        elif k == "play":
            self._from_hand(a.card)
            self._log("play", side, a.card, a.city)
            self._put(a.card, a.city)
        elif k == "instant":
            self._from_hand(a.card)
            self.discard[SI[side]].append(a.card)
            self._log("instant", side, a.card)
            stack.append(("effect", "instant", a.card, a.target, a.city, a.extra))
        elif k == "ability":
            cd = self.data.by_id[a.card]
            if cd.trigger == "once_per_battle":
                self.once_used = self.once_used | {a.card}
                self._log("ability", side, a.card)
                stack.append(("effect", "ability", a.card, a.target, a.city, a.extra))
            else:
                self._start_paid_effect(side, a, 1)
        elif k == "feature":
            act = self.active_city
            self.feature_used[act] = True
            self._log("feature", act)
            stack.append(("effect", "feature", None, a.target, a.city, self.rules.cities[act].feature))
            cost = self.feature_cost(act)
            if cost:
                stack.append(("pay", OUTPOST, cost))
        else:
            raise StateError(f"unknown attack action {a}")

