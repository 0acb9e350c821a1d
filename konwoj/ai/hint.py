"""Hint: what would the Veteran play here, and why, in the player's words.

    h = hint(state, seed=3, budget=1.0)      # the side to move asks
    h.action                                 # a legal action of ``state``
    h.text(state, "en")  -> "Commando to Iron Gate: mills a card off Moloch's deck; wins the
                             battle 6-5 (about 60% to win the game)"

The hint sees only what the asking side sees: the real state is first replaced by
``state.determinize(side, rng)`` (the other hand and both deck orders dealt anew from what the side
knows), and the search and the explanation run on that copy only. Two states that look the same to the
side therefore give the same hint for the same seed (tests/test_hint.py).

The reason is read off the evaluation: the action is applied to the seen position (what it does at
once: cards milled, units killed, a first-arrival bonus, a card drawn), then the battle is played out a
few times by the Private player's rules on fresh determinizations; the usual outcome with its strength
rows ("wins the battle 6-5") and the search's estimate of the chance to win complete the line.

In the window the hint runs in the background like the computer's moves: ``HintWorker``.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from konwoj.i18n import register, tr
from konwoj.rules import MOLOCH, OUTPOST, Action

from .heuristic import Heuristic
from .ismcts import ISMCTS
from .worker import AIWorker

register({
    "hint.mills": ("zestrzeliwuje {n} z talii Molocha", "mills {n} off Moloch's deck"),
    "hint.card1": ("kartę", "a card"), "hint.cards": ("{n} karty", "{n} cards"),
    "hint.cards5": ("{n} kart", "{n} cards"),
    "hint.kills": ("zabija: {name}", "kills the {name}"),
    "hint.bonus": ("+1 za pierwsze wejście ({city})", "+1 for reaching {city} first"),
    "hint.draws": ("dobiera kartę", "draws a card"),
    "hint.wins_battle": ("wygrywa bitwę {me}-{them}", "wins the battle {me}-{them}"),
    "hint.loses_battle": ("bitwa i tak przegrana ({me}-{them}): oszczędza karty",
                          "the battle is lost anyway ({me}-{them}): saves cards for later"),
    "hint.ties_battle": ("remis {me}-{them}: nikt nie bierze nagród",
                         "a tie {me}-{them}: nobody gets a prize"),
    "hint.stations": ("zachowuje karty na później (wolne stanowiska: {n})",
                      "keeps its cards for later ({n} free stations)"),
    "hint.new_york": ("Robot w Nowym Jorku liczy się do zwycięstwa",
                      "a Robot in New York counts towards the win"),
    "hint.district": ("walka o dzielnicę „{d}”", "fights for the '{d}' district"),
    "hint.best": ("najlepszy ruch według wyszukiwania", "the search's best move"),
    "hint.chance": ("ok. {p}% szans na wygraną", "about {p}% to win the game"),
    "hint.thinking": ("Szukam podpowiedzi…", "Looking for a hint…"),
    "hint.none": ("Brak podpowiedzi.", "No hint."),
})

ROLLOUTS = 8


@dataclass
class Hint:
    action: Action
    side: str
    chance: float | None = None          # the side's chance to win by the search, 0..1
    reasons: list = field(default_factory=list)   # [(key, {args})], most telling first

    # ------------------------------------------------------------------ words
    def reason_text(self, state, lang: str) -> str:
        from konwoj.texts.prompts import district_name
        parts = []
        for key, args in self.reasons:
            a = dict(args)
            if key == "mills":
                n = a["n"]
                few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
                a["n"] = tr("hint.card1", lang) if n == 1 else tr(
                    "hint.cards" if few else "hint.cards5", lang, n=n)
            elif key == "kills":
                cd = state.data.by_id.get(a["card"])
                a = {"name": cd.name(lang) if cd else a["card"]}
            elif key == "bonus":
                a = {"city": state.data.cities[a["city"]].name(lang)}
            elif key == "district":
                a = {"d": district_name(a["d"], lang)}
            parts.append(tr("hint." + key, lang, **a))
        if not parts:
            parts.append(tr("hint.best", lang))
        return "; ".join(parts)

    def text(self, state, lang: str) -> str:
        """One line: the move, why, and the estimated chance to win."""
        from konwoj.texts.prompts import action_text
        line = f"{action_text(state, self.action, lang)}: {self.reason_text(state, lang)}"
        if self.chance is not None:
            p = int(round(self.chance * 20)) * 5
            line += f" ({tr('hint.chance', lang, p=max(5, min(95, p)))})"
        return line

    # ------------------------------------------------------------------ transport (worker pipe)
    def to_plain(self) -> dict:
        return {"action": list(self.action), "side": self.side, "chance": self.chance,
                "reasons": [[k, dict(a)] for k, a in self.reasons]}

    @classmethod
    def from_plain(cls, d: dict) -> "Hint":
        return cls(Action(*d["action"]), d["side"], d.get("chance"),
                   [(k, dict(a)) for k, a in d.get("reasons", [])])


def hint(state, seed: int = 0, budget: float = 1.0, max_iterations: int | None = None,
         rollouts: int = ROLLOUTS) -> Hint:
    """The Veteran's move for the side to move in ``state``, with its reason, from that side's
    observation only."""
    side = state.current_player
    if side is None:
        raise ValueError("the game is over: there is nothing to hint")
    rng = random.Random(seed)
    view = state.determinize(side, rng)
    view.seed = 0              # the deal's seed would tell the hidden cards: not in the view
    legal = view.legal_actions()
    search = ISMCTS(budget=budget, seed=seed, max_iterations=max_iterations)
    chance = None
    if len(legal) == 1:
        action = legal[0]
    else:
        action = search.search(view)
        root = search.last_root
        ch = root.children.get(action) if root is not None else None
        if ch is not None and ch.visits:
            chance = ch.total / ch.visits        # seen by the side that chose it
    if action not in state.legal_actions():      # cannot happen: legal actions are all visible
        action = state.legal_actions()[0]
    return Hint(action, side, chance, explain(view, action, side, rng, rollouts))


def explain(view, action: Action, side: str, rng: random.Random, rollouts: int = ROLLOUTS) -> list:
    """Why ``action`` is good for ``side``, as (key, args) reasons, from the seen position."""
    by_id = view.data.by_id
    after = view.clone()
    n0 = len(after.log)
    after.apply(action)
    new = after.log[n0:]
    reasons = []
    mills = sum(1 for e in new if e.key == "discard_top")
    if side == OUTPOST and mills:
        reasons.append(("mills", {"n": mills}))
    for e in new:
        if e.key == "killed" and e.args and e.args[0] in by_id and by_id[e.args[0]].side != side:
            reasons.append(("kills", {"card": e.args[0]}))
        elif e.key == "bonus" and e.args and by_id.get(e.args[0]) and \
                by_id[e.args[0]].side == side:
            reasons.append(("bonus", {"city": after.city_of.get(e.args[0], 0)}))
        elif e.key == "draw" and e.args and e.args[0] == side and action.kind in ("play", "draw"):
            reasons.append(("draws", {}))
    if action.kind == "play" and side == MOLOCH and action.city == 4 and \
            by_id[action.card].type == "robot":
        reasons.append(("new_york", {}))
    battle = _battle_outlook(view, after, new, side, rng, rollouts)
    if battle is not None:
        reasons.append(battle)
    if action.kind == "pass" and view.active_city is not None and not reasons:
        act = view.active_city
        free = view.station_limit(act, side) - view.stations_used(act, side)
        if free > 0 and view.hand_of(side):
            reasons.append(("stations", {"n": free}))
    seen, out = set(), []
    for r in reasons:                       # no repeats, at most three parts
        k = (r[0], tuple(sorted(r[1].items())))
        if k not in seen:
            seen.add(k)
            out.append(r)
    return out[:3]


def _battle_outlook(view, after, new, side, rng, rollouts):
    """The battle's usual outcome after the action: read from the log if it resolved at once,
    else from a few playouts by the Private rules on fresh determinizations."""
    def result(events):
        m = o = None
        w = "tie"
        for e in events:
            if e.key == "strength":
                m, o = e.args
            elif e.key == "winner":
                w = e.args[0]
        return (w, m, o) if m is not None else None

    r = result(new)
    outcomes = []
    if r is not None:
        outcomes.append(r)
    elif not after.is_terminal() and after.battle == view.battle:
        policy = Heuristic(careful=True)
        for _ in range(rollouts):
            w = after.determinize(side, rng)
            k = len(w.log)
            steps = 0
            while not w.is_terminal() and w.battle == after.battle and steps < 400:
                w.apply(policy.act(w, rng))
                steps += 1
            r = result(w.log[k:])
            if r is not None:
                outcomes.append(r)
    if not outcomes:
        return None
    winner, _ = Counter(w for w, _, _ in outcomes).most_common(1)[0]
    rows = sorted((m, o) for w, m, o in outcomes if w == winner)
    m, o = rows[len(rows) // 2]
    me, them = (m, o) if side == MOLOCH else (o, m)
    key = "wins_battle" if winner == side else ("ties_battle" if winner == "tie" else "loses_battle")
    if key == "loses_battle" and not any(e.key in ("pass",) for e in new):
        return None          # losing after a play is not a reason to make it
    return (key, {"me": me, "them": them})


class HintWorker(AIWorker):
    """Hints in a background process: ``start_hint(state)``; ``poll()`` gives a Hint when ready
    (None while thinking, and None with ``last_error`` set if the search failed). Only the side's
    determinized view leaves the window's process."""

    def start_hint(self, state, seed: int = 0, budget: float = 1.0) -> None:
        if state.is_terminal() or state.current_player is None:
            raise ValueError("the game is over: there is nothing to hint")
        view = state.determinize(state.current_player, random.Random(seed))
        view.seed = 0          # only what the human sees leaves this process
        self._send(view, "hint", seed, budget)

    def _convert(self, result):
        return Hint.from_plain(result)

    def _fallback(self):
        self._pending = None
        return None

    def _report(self, err: str) -> None:
        import sys
        self.last_error = err
        print(f"konwoj: hint failed ({err})", file=sys.stderr)
