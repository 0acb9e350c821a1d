"""Hint: what would the Veteran play here, and why, in the player's words.

    h = hint(state, seed=3, budget=1.0)      # the side to move asks
    h.action                                 # a legal action of ``state``
    h.text(state, "en")  -> "Commando to Iron Gate: shoots a card off Moloch's deck; if Moloch
                             answers with Juggernaut to Iron Gate, the battle stands 5-6 (about 60%
                             to win against a Veteran)"

The hint sees only what the asking side sees: the real state is first replaced by
``state.determinize(side, rng)`` (the other hand and both deck orders dealt anew from what the side
knows), and the search and the explanation run on that copy only. Two states that look the same to the
side therefore give the same hint for the same seed (tests/ai/test_hint.py).

The move is the judge's (``analysis.search_root``, the same search the post-game analysis runs).
Every reason is true, of two kinds only:
- an immediate effect, found by applying the move in several worlds the side may be in and kept only
  if it happens in all of them (cards milled, units killed, the +1 of an unguarded city, cards drawn,
  the battle's strengths on the board after it, the battle's end);
- a line the search expects, worded as such: the other side's most visited answer in the tree, with
  the strengths on the board after it ("if Moloch answers with Juggernaut, the battle stands 6-5").
The chance is the search's estimate, which assumes both sides play on like the Veteran.

In the window the hint runs in the background like the computer's moves: ``HintWorker``
(konwoj.ai.worker), a client of the computer service (konwoj.ai.service).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from konwoj.i18n import has, tr
from konwoj.rules import MOLOCH, OUTPOST, Action

from .calibration import calibrated


WORLDS = 6           # an immediate effect is claimed only if it happens in this many seen worlds
ROLLOUTS = WORLDS    # the old name of the parameter
LINE_SHARE = 0.3     # the expected answer: the most visited reply, with at least this share
# the hint's thinking time: the player's setting (per phase) held inside this range, so that a
# hint neither comes too thin to say anything nor keeps the player waiting
HINT_BUDGET_RANGE = (0.3, 2.0)


@dataclass
class Hint:
    """The move, the side's chance to win by the search (against a Veteran: both sides play on as
    the search does), and its reasons: immediate effects of the move checked by applying it
    (``mills``, ``kills``, ``bonus``, ``draws``, ``stands``, the battle's end, ``new_york``,
    ``stations``) and at most one line the search expects (``line``/``line_score``)."""
    action: Action
    side: str
    chance: float | None = None          # the side's chance to win by the search, 0..1
    reasons: list = field(default_factory=list)   # [(key, {args})], most telling first

    # ------------------------------------------------------------------ words
    def reason_text(self, state, lang: str) -> str:
        from konwoj.texts import editions
        from konwoj.texts.log_text import card_ref, side_ref
        from konwoj.texts.prompts import action_text, district_name
        parts = []
        for key, args in self.reasons:
            a = dict(args)
            if key == "kills":
                cd = state.data.by_id.get(a["card"])
                aim = self.action.target or (self.action.card if self.action.kind == "choose"
                                             else None)       # "Kill the Steel Hound" (a pick)
                if cd is not None and cd.key == "bloker" and aim and aim != a["card"]:
                    key, a = "kills_instead", {}
                else:
                    a = {"name": card_ref(cd, lang) if cd else a["card"]}
            elif key == "bonus":
                a = {"city": editions.city_name(editions.of(state), a["city"], lang)}
            elif key == "district":
                a = {"d": district_name(a["d"], lang)}
            elif key == "draws" and a.get("n", 1) != 1:
                key = "draws_n"
            elif key in ("line", "line_score"):
                answer = Action(*a["action"])
                if not _may_hold(state, a["side"], answer.card):
                    continue        # every copy is in sight: the real opponent cannot play it
                try:
                    what = action_text(state, answer, lang)
                except Exception:   # noqa: BLE001 - no words for it: no raw syntax either
                    continue
                a = {"what": what, "side": side_ref(a["side"], lang),
                     "me": a.get("me"), "them": a.get("them")}
            parts.append(tr("hint." + key, lang, **a))
        if not parts or ([k for k, _ in self.reasons] == ["draws"] and self.action.kind == "draw"):
            parts = [self._what_it_does(state, lang)]
        return "; ".join(parts)

    def _what_it_does(self, state, lang: str) -> str:
        """Words for a move the search chose without an effect to show: what the card or the
        feature does, what a refusal means, what a draw gives."""
        import konwoj.texts.table_text  # noqa: F401 - the feature's words
        from konwoj.texts import card_text, editions
        a = self.action
        module = a.kind == "play" and a.target is not None      # a Module fitted: what it does
        if (a.kind in ("instant", "ability") or module) and a.card in state.data.by_id:
            text = card_text(state.data.by_id[a.card].key, editions.of(state), lang)
            return tr("hint.does", lang, what=text.rstrip("."))
        if a.kind == "feature" and a.city is not None:
            rules = getattr(state, "rules", None)
            city = rules.cities[a.city] if rules is not None else state.data.cities[a.city]
            key = f"table.tip.feature_what.{getattr(city, 'feature', None)}"
            if has(key):
                return tr("hint.does", lang, what=tr(key, lang).rstrip("."))
        if a.kind == "choose" and a.card in state.data.by_id and a.card in state.city_of:
            said = self._strength_change(state, lang)
            if said:
                return said
        frame = state.decision_frame
        purpose = frame[1] if frame and frame[0] == "pick" and len(frame) > 1 else None
        if a.kind == "choose" and a.index is not None and a.city is not None:
            from konwoj.texts.prompts import district_name   # 1st edition: Moloch's win
            return tr("hint.destroys", lang,
                      d=district_name(state.districts[a.city][a.index], lang))
        from konwoj.texts.log_text import card_ref
        if a.kind == "choose" and purpose == "narada":
            drawn = frame[5] if len(frame) > 5 and isinstance(frame[5], tuple) else ()
            kept = [c for c in drawn if c != a.card and c in state.data.by_id]
            if kept:
                return tr("hint.keeps", lang, cards=tr("recap.and", lang).join(
                    card_ref(state.data.by_id[c], lang) for c in kept))
        if a.kind == "choose" and purpose == "mlody" and a.card in state.data.by_id:
            text = card_text(state.data.by_id[a.card].key, editions.of(state), lang)
            return tr("hint.does", lang, what=text.rstrip("."))
        if a.kind == "choose" and a.card in state.data.by_id and a.city is not None:
            return tr("hint.puts", lang, name=card_ref(state.data.by_id[a.card], lang),
                      city=editions.city_name(editions.of(state), a.city, lang))
        if a.kind == "choose" and purpose in ("return_robot", "take_soldier") and \
                a.card in state.data.by_id:
            return tr("hint.to_hand", lang, name=card_ref(state.data.by_id[a.card], lang))
        if a.kind in ("keep", "mulligan", "pass"):
            return tr(f"hint.{a.kind}", lang)
        if a.kind == "play" and a.city is not None:
            return tr("hint.deploys", lang, city=editions.city_name(editions.of(state), a.city,
                                                                     lang))
        if a.kind == "discard":
            return tr("hint.pays", lang)
        if a.kind == "target" and a.city is not None and a.index is not None:
            key = f"table.tip.district.{state.districts[a.city][a.index]}"
            if has(key):
                return tr("hint.does", lang, what=tr(key, lang).rstrip("."))
        if a.kind == "decline":
            return tr("hint.declines", lang)
        if a.kind == "draw":
            return tr("hint.draw_more", lang)
        return tr("hint.best", lang)

    def _strength_change(self, state, lang: str) -> str | None:
        """A pick that puts a token on a unit: its strength before and after, and where."""
        from konwoj.texts import editions
        from konwoj.texts.log_text import card_ref
        cid = self.action.card
        try:
            after = state.clone()
            after.apply(self.action)
            if after.city_of.get(cid) != state.city_of[cid]:
                return None                  # taken to a hand or moved: not a token
            was, now = state.unit_strength(cid), after.unit_strength(cid)
        except Exception:   # noqa: BLE001 - no numbers to give: the other words follow
            return None
        if was == now:
            return None
        return tr("hint.stronger", lang, name=card_ref(state.data.by_id[cid], lang), a=was,
                  b=now, city=editions.city_name(editions.of(state), state.city_of[cid], lang))

    def text(self, state, lang: str) -> str:
        """One line: the move, why, and the estimated chance to win (against a Veteran)."""
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


def _may_hold(state, side: str, card: str | None) -> bool:
    """Whether ``side`` may hold ``card``'s kind as far as anyone can see: not when every copy is
    on the table or in a discard pile (public places)."""
    cd = state.data.by_id.get(card) if card else None
    if cd is None:
        return True
    seen = sum(1 for i in state.data.ids if state.data.by_id[i].key == cd.key and (
        i in state.city_of or i in state.host_of or any(i in p for p in state.discard)))
    return seen < cd.copies


def hint(state, seed: int = 0, budget: float = 1.0, max_iterations: int | None = None,
         rollouts: int = WORLDS) -> Hint:
    """The Veteran's move for the side to move in ``state``, with its reasons, from that side's
    observation only. The move is the one the analysis would prefer (``analysis.search_root``:
    one judge) for the same position, seed and budget."""
    from .analysis import search_root
    side = state.current_player
    if side is None:
        raise ValueError("the game is over: there is nothing to hint")
    rng = random.Random(seed)
    view = state.determinize(side, rng)
    view.seed = 0              # the deal's seed would tell the hidden cards: not in the view
    legal = view.legal_actions()
    chance = None
    line = None
    if len(legal) == 1:
        action = legal[0]
    else:
        sr = search_root(view, budget, seed, max_iterations)
        action = sr.best
        if sr.count.get(action):
            chance = calibrated(sr.value(action), view.ruleset)   # seen by the side that chose it
        line = expected_line(view, sr.root.children.get(action), action, side, rng)
    if action not in state.legal_actions():      # cannot happen: legal actions are all visible
        action = state.legal_actions()[0]
    reasons = explain(view, action, side, rng, rollouts)
    if line is not None:
        reasons = reasons[:2] + [line]
    return Hint(action, side, chance, reasons)


# ====================================================================== immediate effects
def effects(before, action: Action, side: str) -> list:
    """What ``action`` does at once in the world ``before`` (not changed), as (key, args)."""
    by_id = before.data.by_id
    after = before.clone()
    n0 = len(after.log)
    after.apply(action)
    new = after.log[n0:]
    # what follows a change of phase may wait, in the real game, on a choice of the other side
    # that an imagined world did not offer it (a card it holds): only what comes before counts
    opp = OUTPOST if side == MOLOCH else MOLOCH
    cut = next((i for i, e in enumerate(new) if i and (
        e.key in ("phase", "pass") or (e.key in _ACTED and e.args and e.args[0] == opp))), None)
    moved_on = cut is not None
    if moved_on:
        new = new[:cut]
    out = []
    mills = sum(1 for e in new if e.key == "discard_top")
    if side == OUTPOST and mills:
        out.append(("mills", {"n": mills}))
    for e in new:
        if e.key == "killed" and e.args and e.args[0] in by_id and by_id[e.args[0]].side != side:
            out.append(("kills", {"card": e.args[0]}))
        elif e.key == "bonus" and e.args and by_id.get(e.args[0]) and \
                by_id[e.args[0]].side == side and e.args[0] in after.city_of:
            out.append(("bonus", {"city": after.city_of[e.args[0]]}))
    drawn = sum(e.args[1] for e in new if e.key == "draw" and len(e.args) > 1 and e.args[0] == side)
    if drawn and action.kind in ("play", "draw", "instant", "ability", "feature"):
        out.append(("draws", {"n": drawn}))
    if action.kind == "play" and side == MOLOCH and action.city == 4 and not moved_on and \
            by_id[action.card].type == "robot" and action.card in after.table[4][0]:
        out.append(("new_york", {}))
    ended = _battle_end(new, side)
    if ended is not None:
        out.append(ended)
    elif not moved_on:
        act = before.active_city
        if act is not None and after.active_city == act and after.battle == before.battle and \
                action.kind in ("play", "instant", "ability", "feature", "choose"):
            o = OUTPOST if side == MOLOCH else MOLOCH
            me0, them0 = before.city_strength(act, side), before.city_strength(act, o)
            me, them = after.city_strength(act, side), after.city_strength(act, o)
            if (me, them) != (me0, them0):
                out.append(("stands", {"me": me, "them": them}))
    if action.kind == "pass" and before.active_city is not None:
        act = before.active_city
        free = before.station_limit(act, side) - before.stations_used(act, side)
        if free > 0 and before.hand_of(side):
            out.append(("stations", {"n": free}))
    return out


_ACTED = frozenset({"play", "instant", "ability", "feature", "pay", "play_module"})


def _battle_end(events, side):
    m = o = None
    w = "tie"
    for e in events:
        if e.key == "strength":
            m, o = e.args
        elif e.key == "winner":
            w = e.args[0]
    if m is None:
        return None
    me, them = (m, o) if side == MOLOCH else (o, m)
    key = "wins_battle" if w == side else ("ties_battle" if w == "tie" else "loses_battle")
    return (key, {"me": me, "them": them})


def explain(view, action: Action, side: str, rng: random.Random, rollouts: int = WORLDS) -> list:
    """The immediate effects of ``action`` that hold in every one of ``rollouts`` worlds the side
    may be in (the view and fresh determinizations of it): a claim never rests on a hidden card or
    a die roll. At most three, no repeats."""
    worlds = [view] + [view.determinize(side, rng) for _ in range(max(0, rollouts - 1))]
    common = None
    for w in worlds:
        try:
            got = [(k, tuple(sorted(a.items()))) for k, a in effects(w, action, side)]
        except Exception:       # the action is not legal in an imagined world: claim nothing
            return []
        common = got if common is None else [r for r in common if r in got]
    out, seen = [], set()
    for k, a in common or []:
        if (k, a) not in seen:
            seen.add((k, a))
            out.append((k, dict(a)))
    return out[:3]


# ====================================================================== the line the search expects
def expected_line(view, node, action: Action, side: str, rng: random.Random, tries: int = 24):
    """The other side's most visited answer in the search's tree after ``action`` (following our
    own most visited follow-ups first), if the search gives it at least ``LINE_SHARE`` of the
    visits there; with the battle's strengths after it when the battle is still on."""
    if node is None or not node.visits:
        return None
    opp = OUTPOST if side == MOLOCH else MOLOCH
    for _ in range(tries):
        w = view.determinize(side, rng)
        if action not in w.legal_actions():
            continue
        battle = w.battle
        w.apply(action)
        n = node
        while not w.is_terminal() and w.current_player == side and n.children:
            legal = set(w.legal_actions())
            kids = [(a, ch) for a, ch in n.children.items() if a in legal and ch.visits]
            if not kids:
                return None
            a, n = max(kids, key=lambda kv: (kv[1].visits, str(kv[0])))
            w.apply(a)
        if w.is_terminal() or w.current_player != opp or w.battle != battle or not n.children:
            return None
        answer, ch = max(n.children.items(), key=lambda kv: (kv[1].visits, str(kv[0])))
        if ch.visits < max(3, LINE_SHARE * n.visits):
            return None
        if answer.kind == "pass":
            return None         # "if the other side passes" tells nothing
        if answer not in w.legal_actions():
            continue            # not in this world's hand: deal another
        w.apply(answer)
        args = {"action": list(answer), "side": opp}
        act = view.active_city
        if act is not None and w.battle == battle and w.active_city == act:
            args.update(me=w.city_strength(act, side), them=w.city_strength(act, opp))
            return ("line_score", args)
        return ("line", args)
    return None
