"""What the other side just did, in one line ("Moloch played Juggernaut and Spiders to Iron Gate"),
and which of its cards the table marks until the player acts. Plain Python, no pygame.

    line = recap(events, state, MOLOCH, "en")     # events: what MOLOCH's decisions logged
    ids = marked_cards(events, state)             # the cards on the table those events touched

Only the events the caller passes are told: the table passes the ones its viewer may see, so
nothing hidden (a draw's cards, a hand) is ever named.
"""
from __future__ import annotations

from konwoj.i18n import tr
from konwoj.rules.cards import MOLOCH, OUTPOST
from konwoj.texts import edition_view, editions, log_text


# the events that put or move one of the actor's cards on the table (the table marks it)
_MARKING = {"play": 1, "play_module": 0, "ability": 1, "move": 0, "convoy": 0, "token": 0}
NOBODY = None          # the actor of what happens by itself (the 2nd edition's marker, a death)


def _card(state, cid, lang: str) -> str:
    """A card as the sentence names it ("the Brute", "Capt. Johnson")."""
    return log_text.card_ref(state.card(cid), lang)


def _names(state, ids, lang: str) -> str:
    names = [_card(state, c, lang) for c in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr("recap.and", lang) + names[-1]


def _joined(parts: list[str], lang: str) -> str:
    """The things one side did, in one sentence: "a, b and c" (Polish "a; b; c")."""
    if len(parts) <= 1:
        return "".join(parts)
    return tr("recap.sep", lang).join(parts[:-1]) + tr("recap.sep_last", lang) + parts[-1]


def actor_of(ev, side: str, ruleset: str):
    """Who did what ``ev`` tells, among events logged by ``side``'s decisions: the side named in
    the event, Moloch for the convoy, a Module and (1st edition) the target, the Outpost for a
    city feature, nobody for the 2nd edition's marker and for a death; else ``side``."""
    k, a = ev.key, ev.args
    if k in ("play", "instant", "ability", "pass") and a:
        return a[0]
    if k in ("convoy", "play_module"):
        return MOLOCH
    if k == "target":
        return MOLOCH if ruleset != "2e" else NOBODY
    if k == "feature":
        return OUTPOST
    if k == "killed":
        return NOBODY
    return side


def recap_parts(events, state, side: str, lang: str) -> list[tuple]:
    """(actor, what) for each thing ``events`` tell, in order; ``actor`` None: a whole sentence
    of what happened by itself."""
    ruleset = editions.of(state)
    parts: list[list] = []           # [actor, text or ("play", city)]
    plays: dict[tuple, list[str]] = {}
    killed: list[str] = []
    convoyed: set = set()
    passed: set = set()
    for ev in events:
        k, a = ev.key, ev.args
        who = actor_of(ev, side, ruleset)
        try:
            if k == "play":
                if (who, a[2]) not in plays:
                    plays[(who, a[2])] = []
                    parts.append([who, ("play", who, a[2])])
                plays[(who, a[2])].append(a[1])
            elif k == "play_module":
                parts.append([who, tr("recap.module", lang, card=_card(state, a[0], lang),
                                      host=_card(state, a[1], lang))])
            elif k == "instant":
                parts.append([who, tr("recap.instant", lang, card=state.card(a[1]).name(lang))])
            elif k == "ability":
                parts.append([who, tr("recap.ability", lang, card=_card(state, a[1], lang))])
            elif k == "feature":
                parts.append([who, tr("recap.feature", lang,
                                      city=edition_view.city_name(state, a[0], lang))])
            elif k == "move":
                if (a[0], a[1]) in convoyed:
                    continue                  # the convoy's own move, told once
                city = edition_view.city_name(state, a[1], lang)
                if parts and parts[-1][0] == who and parts[-1][1] == tr(
                        "recap.ability", lang, card=_card(state, a[0], lang)):
                    parts[-1][1] = tr("recap.ability_move", lang, card=_card(state, a[0], lang),
                                      city=city)
                    continue
                parts.append([who, tr("recap.move", lang, card=_card(state, a[0], lang),
                                      city=city)])
            elif k == "convoy":
                convoyed.add((a[0], a[1]))
                parts.append([who, tr("recap.convoy", lang, card=_card(state, a[0], lang),
                                      city=edition_view.city_name(state, a[1], lang))])
            elif k == "target":
                city = edition_view.city_name(state, a[0], lang)
                if who is NOBODY:
                    parts.append([NOBODY, tr("recap.marker", lang, n=a[1] + 1, city=city)])
                else:
                    parts.append([who, tr("recap.target", lang, n=a[1] + 1, city=city)])
            elif k == "killed":
                killed.append(a[0])
            elif k == "pass":
                passed.add(who)
        except (IndexError, KeyError, TypeError):
            continue                      # an event this line does not know how to tell
    out = []
    for who, p in parts:
        if isinstance(p, tuple):
            p = tr("recap.play", lang, cards=_names(state, plays[(p[1], p[2])], lang),
                   city=edition_view.city_name(state, p[2], lang))
        out.append((who, p))
    if killed:
        n = len(killed)
        if n == 1 and log_text.is_plural(state.card(killed[0]), lang):
            n = 2                              # "the Spiders are killed"
        out.append((NOBODY, log_text.capital(tr("recap.killed", lang, n=n,
                                                cards=_names(state, killed, lang)))))
    if not any(who == side for who, _ in out) and side in passed:
        out.insert(0, (side, tr("recap.pass", lang)))
    return out


def recap(events, state, side: str, lang: str) -> str:
    """One line for ``events`` (logged by ``side``'s decisions), or "" when there is nothing:
    a sentence per actor in turn, each thing credited to the side that really did it."""
    sentences: list[str] = []
    run_who: object = object()
    run: list = []

    def close():
        if run:
            sentences.append(log_text.capital(tr("recap.line", lang,
                                                 side=log_text.side_ref(run_who, lang),
                                                 what=_joined(run, lang))))

    for who, what in recap_parts(events, state, side, lang):
        if who is NOBODY:
            close()
            run_who, run = object(), []
            sentences.append(what)
        elif who == run_who:
            run.append(what)
        else:
            close()
            run_who, run = who, [what]
    close()
    return " ".join(sentences)


def step_text(events, state, side: str, lang: str) -> str:
    """One action of ``side`` in the log's words: the log lines of ``events`` (what it added
    that the viewer may see) up to a battle's resolution (then one sentence: the log has it), or
    that ``side`` chose something the viewer does not see."""
    lines = []
    for e in events:
        if e.key in ("strength", "battle", "game_over"):     # told by the battle's summary
            lines.append(tr("recap.then_battle", lang))
            break
        if e.key != "phase":
            lines.append(edition_view.event_text(e, state, lang))
    return " ".join(x for x in lines if x) or tr("recap.unseen", lang, side=tr("side." + side, lang))


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
