"""What a side may see (``observation``) and a copy with the hidden cards dealt anew
(``determinize``) for search. Mixed into :class:`GameState`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import SIDES
from .fields import StateFields
from .common import SI, _plain, _remap, _seed_rng, shuffle

if TYPE_CHECKING:
    from .state import GameState


class QuietLog(list):
    """The log of a quiet copy (``determinize(..., quiet=True)``): ``_log`` adds nothing to it."""
    __slots__ = ()


class ViewsMixin(StateFields):
    __slots__ = ()

    # ------------------------------------------------------------------ observation and hidden cards
    def observation(self, side: str) -> dict:
        """Everything ``side`` may see, as plain data: the table, both piles, its own hand, the
        sizes of hidden zones, the cards of the other hand it knows (Wywiad, cards taken back in
        plain sight), and the log events visible to it."""
        i, o = SI[side], 1 - SI[side]
        frame = self.decision_frame
        mine = self._owner == side
        return {
            "side": side, "ruleset": self.ruleset, "battle": self.battle, "phase": self.phase,
            "current_player": self.current_player, "winner": self.winner,
            "end_reason": self.end_reason,
            "decision": list(frame[:2]) if frame else [],
            "decision_frame": _plain(frame) if (frame and (mine or frame[0] != "pick" or frame[1] != "narada")) else [],
            "legal_actions": [list(a) for a in self._legal] if mine else [],
            "hand": sorted(self.hand[i]),
            "opponent_hand_size": len(self.hand[o]),
            "opponent_known_hand": sorted(set(self.hand[o]) & self.known_in_hand[o]),
            "deck_sizes": {s: len(self.deck[SI[s]]) for s in SIDES},
            "known_top": {s: list(self.known_top[SI[s]]) for s in SIDES},
            "discard": {s: list(self.discard[SI[s]]) for s in SIDES},
            "limbo": list(self.limbo),
            "table": [{s: [self._card_view(c) for c in self.table[city][SI[s]]] for s in SIDES}
                      for city in range(5)],
            "districts": [list(d) for d in self.districts],
            "down": [list(d) for d in self.down],
            "city_destroyed": list(self.city_destroyed),
            "feature_used": list(self.feature_used),
            "extra_station": list(self.extra_station),
            "target": self.target,
            "netted": sorted(self.netted), "once_used": sorted(self.once_used),
            "flags": sorted(self.flags),
            "log": [[e.visible_to, e.key, _plain(e.args)] for e in self.log if e.visible(side)],
        }

    def _card_view(self, c: str) -> dict:
        m = self.attached.get(c)
        return {"id": c, "tokens": list(self.tokens.get(c, ())), "arrival": self.arrival[c],
                "shield_at": self.shield_at.get(c),
                "module": m, "module_tokens": list(self.tokens.get(m, ())) if m else []}

    def determinize(self, side: str, rng, quiet: bool = False) -> GameState:
        """A copy in which everything hidden from ``side`` is dealt anew at random: the other hand
        (but the cards ``side`` knows are there) and the order of both decks (but publicly known top
        cards). It depends only on ``observation(side)`` and ``rng`` (a ``random.Random``).

        ``quiet=True`` (for a search's imagined worlds, which nobody reads the log of) gives a copy
        that keeps no log: ``log`` is an empty :class:`QuietLog` that stays empty."""
        n = self._copy_shared()      # decks, hands, stack and log are set below
        i, o = SI[side], 1 - SI[side]
        mapping = {}
        n.hand = [None, None]
        n.deck = [None, None]
        # the other side's unknown hand cards and deck form one pool, dealt anew
        known = [c for c in self.hand[o] if c in self.known_in_hand[o]]
        unknown_hand = [c for c in self.hand[o] if c not in self.known_in_hand[o]]
        kt_o = list(self.known_top[o])
        deck_o = list(self.deck[o])
        hidden_deck_o = deck_o[:len(deck_o) - len(kt_o)] if kt_o else deck_o
        pool = sorted(unknown_hand + hidden_deck_o)
        old_order = unknown_hand + hidden_deck_o
        shuffle(rng, pool)
        new_hand = sorted(pool[:len(unknown_hand)])
        new_deck = pool[len(unknown_hand):]
        n.hand[o] = sorted(known) + new_hand
        n.deck[o] = new_deck + kt_o
        for a, b in zip(old_order, new_hand + new_deck):
            if a != b:
                mapping[a] = b
        # own deck: the order is hidden from its owner too
        kt_i = list(self.known_top[i])
        deck_i = list(self.deck[i])
        hidden_i = sorted(deck_i[:len(deck_i) - len(kt_i)] if kt_i else deck_i)
        shuffle(rng, hidden_i)
        n.deck[i] = hidden_i + kt_i
        n.hand[i] = sorted(self.hand[i])
        n.stack = [_remap(f, mapping) for f in self.stack] if mapping else self.stack[:]
        n.rng = _seed_rng(rng.getrandbits(64))
        n.log = QuietLog() if quiet else [e for e in self.log if e[0] == "all" or e[0] == side]
        n.record = None               # an imagined world has no history to replay
        if mapping or self._owner != side:
            n._run_options()
        # else the decision is ``side``'s own and no frame changed: its options read only what
        # ``side`` sees (its hand as a set, sizes, the table), so the cached ones stand
        return n

