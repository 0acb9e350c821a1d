"""What the other side just did, in one line ("Moloch played Juggernaut and Spiders to Iron Gate"),
and which of its cards the table marks until the player acts. Plain Python, no pygame.

    line = recap(events, state, MOLOCH, "en")     # events: what MOLOCH's decisions logged
    ids = marked_cards(events, state)             # the cards on the table those events touched

Only the events the caller passes are told: the table passes the ones its viewer may see, so
nothing hidden (a draw's cards, a hand) is ever named.
"""
from __future__ import annotations

from konwoj.i18n import register, tr
from konwoj.texts import edition_view

register({
    "recap.play": ("zagrywa {cards} do {city}", "played {cards} to {city}"),
    "recap.module": ("podłącza {card} do {host}", "fitted {card} to {host}"),
    "recap.instant": ("zagrywa {card}", "played {card}"),
    "recap.ability": ("używa zdolności: {card}", "used {card}'s ability"),
    "recap.feature": ("używa cechy miasta {city}", "used the feature of {city}"),
    "recap.move": ("przenosi {card} do {city}", "moved {card} to {city}"),
    "recap.convoy": ("konwój: {card} jedzie do {city}", "the convoy took {card} on to {city}"),
    "recap.target": ("wybiera cel: dzielnica {n} w {city}", "chose district {n} in {city}"),
    "recap.killed": ("ginie: {cards}", "killed: {cards}"),
    "recap.pass": ("kończy fazę", "ended the phase"),
    "recap.and": (" i ", " and "),
    "recap.line": ("{side}: {what}.", "{side} {what}."),
    "recap.auto": ("Gra sama zakończyła twoją fazę: nie miałeś w niej innego ruchu.",
                   "The game ended your phase by itself: you had no other move in it."),
})

# the events that put or move one of the actor's cards on the table (the table marks it)
_MARKING = {"play": 1, "play_module": 0, "ability": 1, "move": 0, "convoy": 0, "token": 0}


def _names(state, ids, lang: str) -> str:
    names = [state.card(c).name(lang) for c in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr("recap.and", lang) + names[-1]


def recap(events, state, side: str, lang: str) -> str:
    """One line for ``events`` (logged by ``side``'s decisions), or "" when there is nothing."""
    parts: list[str] = []
    plays: dict[int, list[str]] = {}
    killed: list[str] = []
    passed = False
    for ev in events:
        k, a = ev.key, ev.args
        try:
            if k == "play" and a[0] == side:
                if a[2] not in plays:
                    plays[a[2]] = []
                    parts.append(("play", a[2]))
                plays[a[2]].append(a[1])
            elif k == "play_module":
                parts.append(tr("recap.module", lang, card=state.card(a[0]).name(lang),
                                host=state.card(a[1]).name(lang)))
            elif k == "instant" and a[0] == side:
                parts.append(tr("recap.instant", lang, card=state.card(a[1]).name(lang)))
            elif k == "ability" and a[0] == side:
                parts.append(tr("recap.ability", lang, card=state.card(a[1]).name(lang)))
            elif k == "feature":
                parts.append(tr("recap.feature", lang,
                                city=edition_view.city_name(state, a[0], lang)))
            elif k == "move":
                parts.append(tr("recap.move", lang, card=state.card(a[0]).name(lang),
                                city=edition_view.city_name(state, a[1], lang)))
            elif k == "convoy":
                parts.append(tr("recap.convoy", lang, card=state.card(a[0]).name(lang),
                                city=edition_view.city_name(state, a[1], lang)))
            elif k == "target":
                parts.append(tr("recap.target", lang, n=a[1] + 1,
                                city=edition_view.city_name(state, a[0], lang)))
            elif k == "killed":
                killed.append(a[0])
            elif k == "pass" and a[0] == side:
                passed = True
        except (IndexError, KeyError, TypeError):
            continue                      # an event this line does not know how to tell
    out = []
    for p in parts:
        if isinstance(p, tuple):
            out.append(tr("recap.play", lang, cards=_names(state, plays[p[1]], lang),
                          city=edition_view.city_name(state, p[1], lang)))
        else:
            out.append(p)
    if killed:
        out.append(tr("recap.killed", lang, cards=_names(state, killed, lang)))
    if not out and passed:
        out.append(tr("recap.pass", lang))
    if not out:
        return ""
    return tr("recap.line", lang, side=tr("side." + side, lang), what="; ".join(out))


def automatic_passes(action, events, side: str) -> int:
    """How many of ``side``'s phases the engine ended by itself in ``events`` (the log of one
    applied ``action``): every pass of ``side`` that was not the decision itself."""
    n = 0
    first = True
    for ev in events:
        if ev.key != "pass" or not ev.args or ev.args[0] != side:
            continue
        if first and getattr(action, "kind", None) == "pass":
            first = False
            continue
        n += 1
    return n


def marked_cards(events, state) -> list[str]:
    """The cards ``events`` put, moved, fitted, used or marked that are still on the table."""
    out = []
    for ev in events:
        i = _MARKING.get(ev.key)
        if i is None or len(ev.args) <= i:
            continue
        cid = ev.args[i]
        if isinstance(cid, str) and (cid in state.city_of or cid in state.host_of) \
                and cid not in out:
            out.append(cid)
    return out
