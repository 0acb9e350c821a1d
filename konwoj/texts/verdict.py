"""The battle summary in words: who won and why, which districts fall, every effect that fired, and
what comes next. Pure text from the state before the resolution, the state after it and the log
(no pygame), for the resolution overlay and for tests.

    v = battle_verdict(before, after, log_start, viewer="outpost", lang="en")
    v.headline  "The Outpost wins the battle 5 to 2."
    v.why       ["Outpost 5: Capt. Johnson 3, Grunt 2", "Moloch 2: Clown 2"]
    v.falls     ["Ziggy One: the 'kill a unit' district falls (every battle destroys its district)."]
    v.effects   ["Capt. Johnson: Moloch's deck loses Juggernaut.", "Victory in Ziggy One: ...", ...]
    v.next      "Next: battle 2 in Ziggy One; Moloch chooses the target."

Effects are credited to their source in the order the rules resolve them (p.27): the winner's
abilities that fire on a win, then the city's victory effect, then the district's effect (a Bomb
whatever the outcome), then the district falls and, if it was the city's last, the convoy moves on.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from konwoj.i18n import tr
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.texts.log_text import after_colon, capital


# events an effect may leave behind it (a Module going with its Robot, a Blocker stepping in)
_FOLLOWERS = frozenset({"module_off", "bloker", "bonus", "no_room", "removed", "draw_seen"})
_DISCARDS = frozenset({"discard_top", "discard_hand", "killed", "nothing"})


@dataclass
class Verdict:
    headline: str = ""
    winner: str | None = None
    why: list = field(default_factory=list)
    falls: list = field(default_factory=list)
    effects: list = field(default_factory=list)
    next: str = ""

    def lines(self) -> list[str]:
        return [self.headline, *self.why, *self.falls, *self.effects, self.next]


def _side(side, lang):
    return tr("side." + side, lang) if side else ""


def _subject(side, lang):
    """A side as a sentence names it ("the Outpost"); capitalise where a sentence starts."""
    from konwoj.texts.log_text import side_ref
    return side_ref(side, lang) if side else ""


def _district(d, lang):
    from konwoj.texts.prompts import district_name
    return district_name(d, lang)


def state_at_resolution(before, action):
    """The position at the moment the battle is resolved (cards, Modules and tokens as they were
    counted) if ``action`` is played in ``before``; None if it resolves no battle. The engine
    says it: ``GameState.resolution_after`` (``apply_with_resolution`` while applying)."""
    return before.resolution_after(action)


def battle_verdict(before, after, log_start: int, viewer: str, lang: str,
                   at=None) -> Verdict:
    """The summary of the battle resolved between ``before`` (the state before the last action)
    and ``after``; ``log_start`` is ``len(before.log)``; ``at`` the state at the resolution
    (``state_at_resolution``) for the strength rows. Only events ``viewer`` may see are told."""
    from konwoj.texts import edition_view
    data = edition_view.log_data(before)      # the game's edition's cities (names, victories)
    at = at or before
    c = before.active_city
    city = data.cities[c].name(lang)
    target = before.target
    events = [e for e in after.log[log_start:] if e.visible(viewer)]
    v = Verdict()
    # ---- who won and why: the strength rows
    m = o = None
    start = None
    for i, e in enumerate(events):
        if e.key == "strength":
            m, o = e.args
            start = i
            break
    for side, total in ((OUTPOST, o), (MOLOCH, m)):
        cards = []
        for cid in at.cards_in(c, side):
            cards.append(f"{at.card(cid).name(lang)} {at.strength_parts(cid)[0]}")
        n = total if total is not None else at.city_strength(c, side)
        v.why.append(tr("verdict.row", lang, side=_side(side, lang), n=n,
                        cards=", ".join(cards) or tr("verdict.no_cards", lang)))
    if start is None:
        if any(e.key == "emp_attack" for e in events):
            v.headline = tr("verdict.emp", lang)
            start = next(i for i, e in enumerate(events) if e.key == "emp_attack")
        else:
            start = 0
    rest = events[start + 1:]
    keys = [e.key for e in rest]
    if "winner" in keys:
        v.winner = rest[keys.index("winner")].args[0]
    if m is not None:
        hi, lo = max(m, o), min(m, o)
        if "tie_moloch" in keys:
            from konwoj.texts.cards import edition_tr     # 2e: our ruling, and it says so
            v.headline = edition_tr("verdict.tie_moloch", edition_view.editions.of(after), lang,
                                    a=m, b=o)
        elif v.winner:
            v.headline = capital(tr("verdict.wins", lang, side=_subject(v.winner, lang), a=hi,
                                    b=lo))
        else:
            v.headline = tr("verdict.tie", lang, a=m, b=o)
    # ---- credit the effects to their sources, in the order the rules resolve them
    plan = []                    # (label, accepted keys, how many)
    w = v.winner
    if w:
        for x in at.cards_in(c, w):
            cd = data.by_id[x]
            if cd.trigger == f"on_{w}_win" and at.ability_active(x):
                keys_x = {"discard_moloch_top": _DISCARDS, "place_token": {"token"},
                          "recover_random_discard": {"recover"},
                          "recover_top_discard": {"recover"}}.get(cd.effect, set())
                plan.append((cd.name(lang), keys_x, 1))
        vic = data.cities[c].victory[w]
        label = tr("verdict.src.victory", lang, city=city)
        if w == MOLOCH:
            plan.append(("@more", {"district_down"}, 1))
        elif vic == "reveal_two_discard_one":
            plan.append((label, {"reveal", "discard_top", "reshuffle"} | _DISCARDS, 3))
        else:
            plan.append((label, _DISCARDS, 2 if vic == "discard_top_2" else 1))
    eff = before.districts[c][target] if target is not None else None
    if eff == "bomb":
        plan.append((tr("verdict.src.bomb", lang), {"bomb", "killed"}, 3))
    elif w and eff:
        plan.append((tr("verdict.src.district", lang, d=_district(eff, lang)),
                     {"draw": {"draw"}, "kill": {"killed"},
                      "move_to_new_york": {"move"}}.get(eff, set()), 1))
    last = None
    convoyed = set()              # the convoy's own move is told once, by its convoy line
    for e in rest:
        if e.key in ("winner", "tie", "tie_moloch", "pass"):
            continue
        if e.key == "convoy":
            convoyed.add(tuple(e.args[:2]))
        elif e.key == "move" and tuple(e.args[:2]) in convoyed:
            continue
        if e.key == "district_down":
            dc, di, dname = e.args
            if dc == c and di == target:
                v.falls.insert(0, tr("verdict.falls", lang, city=data.cities[dc].name(lang),
                                     d=_district(dname, lang)))
                plan = []
                last = None
                continue
            if plan and plan[0][0] == "@more":
                plan.pop(0)
                v.falls.append(tr("verdict.falls_more", lang, city=data.cities[dc].name(lang),
                                  d=_district(dname, lang)))
                # Cleveland Harbour: the destroyed district's effect fires too; a Bomb always does
                if dname == "bomb":
                    plan.insert(0, (tr("verdict.src.bomb", lang), {"bomb", "killed"}, 3))
                elif data.cities[c].victory[MOLOCH] == "destroy_district_with_effect":
                    plan.insert(0, (tr("verdict.src.district", lang, d=_district(dname, lang)),
                                    {"draw": {"draw"}, "kill": {"killed"},
                                     "move_to_new_york": {"move"}}.get(dname, set()), 1))
                continue
        if e.key == "city_down":
            key = "verdict.city_down_last" if e.args[0] == 4 else "verdict.city_down"
            v.falls.append(tr(key, lang, city=data.cities[e.args[0]].name(lang)))
            continue
        if e.key in ("battle", "game_over"):
            break
        text = after_colon(edition_view.event_text(e, after, lang), lang)
        if e.key in _FOLLOWERS and last is not None:
            v.effects.append(f"{last}: {text}")
            continue
        while plan and plan[0][0] != "@more" and e.key not in plan[0][1]:
            plan.pop(0)
        if plan and plan[0][0] != "@more":
            label, ks, n = plan[0]
            last = label
            n -= 1
            plan[0] = (label, ks, n)
            if n <= 0:
                plan.pop(0)
            # a card's own sentence already names it ("Obrońca odzyskuje…"): no label before it
            said = text.split(" ", 2)[:2]
            v.effects.append(capital(text) if label in (said[0], " ".join(said)) or
                             text.lower().startswith(("the " + label).lower()) else
                             f"{label}: {text}")
        elif e.key == "convoy":           # the event's own text already says "Convoy move: ..."
            last = tr("verdict.src.convoy", lang)
            v.effects.append(capital(text))
        else:
            last = None
            v.effects.append(capital(text))
    if getattr(before, "ruleset", "1e") == "2e" and v.falls:
        # the 2nd edition's reasons: the marked district, the next one on a Moloch win
        v.falls = edition_view.fell_lines(before, after, v.winner, lang) or v.falls
    v.next = next_step(after, viewer, lang)
    return v


def next_step(state, viewer: str, lang: str) -> str:
    """What happens now: the game's end and why, a choice pending, or the next battle."""
    if state.is_terminal():
        why = tr("verdict.over." + str(state.end_reason), lang)
        if why.startswith("verdict.over."):
            why = ""
        return tr("verdict.next.over", lang, side=_subject(state.winner, lang), why=why).strip()
    frame = state.decision_frame
    if frame and frame[0] in ("pick", "pay", "may_draw", "overflow"):
        from konwoj.texts.prompts import decision_text
        text = decision_text(state, lang)
        if text:
            from konwoj.texts.log_text import after_colon
            return tr("verdict.next.now", lang, text=after_colon(text, lang))
    act = state.active_city
    if act is None:
        return ""
    from konwoj.texts import edition_view
    key = "verdict.next.battle_2e" if edition_view.target_by_marker(state) else "verdict.next.battle"
    return tr(key, lang, n=state.battle, city=edition_view.city_name(state, act, lang))
