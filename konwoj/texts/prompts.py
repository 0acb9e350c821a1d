"""Prompts that name their source and their cost, as plain functions of the game state.

    decision_text(state, "en")  -> "HMG Operator: you may put a +2 token on a Soldier."
                                   "Iron Gate: destroy a Robot (discard 2 cards; 1 to go)."
    action_text(state, action, "en") -> "Commando to Iron Gate", "Sniper: kill Steel Hound",
                                   "Ripper: kill Grunt (discard 1 card)", "End the phase"

They read only what the deciding side can see (the decision frame, the table, its own hand), so
the table can show them and the hint can use them. No pygame here.
"""
from __future__ import annotations

from konwoj.i18n import has, tr
from konwoj.rules import Action


_DISTRICT = {"draw": ("dociąg karty", "draw a card"), "kill": ("zabicie jednostki", "kill a unit"),
             "move_to_new_york": ("przejście do Nowego Jorku", "move to New York"),
             "bomb": ("bomba", "bomb"), "plain": ("zwykła", "plain")}   # plain: 2nd edition


def _t(key: str, lang: str, **kw) -> str:
    return tr("prompts." + key, lang, **kw)


def _name(state, cid, lang: str) -> str:
    if cid is None:
        return ""
    cd = state.data.by_id.get(cid)
    return cd.name(lang) if cd is not None else str(cid)


def _city(state, c, lang: str) -> str:
    """The city's name in the game's edition (2nd edition: Port Cleveland, Jersey Ruins)."""
    return state.rules.cities[c].name(lang) if isinstance(c, int) and 0 <= c <= 4 else ""


def district_name(d: str, lang: str) -> str:
    pl, en = _DISTRICT.get(d, (d, d))
    return pl if lang == "pl" else en


def _cost(n: int, lang: str) -> str:
    return _t("cost.discard", lang, n=n)


def _effect(state, card, target, extra, lang: str) -> str:
    """A paid effect in a few words: the ability of ``card`` (or the city feature ``extra``)."""
    if card is None:
        key = "eff." + str(extra)
    else:
        key = "eff." + state.data.by_id[card].effect
    cd = state.data.by_id.get(target) if target is not None else None
    if cd is not None:                  # English: "kill the Grunt", "net Lt. Calahan"
        from konwoj.texts.log_text import card_ref
        t = card_ref(cd, lang)
    else:
        t = _name(state, target, lang)
    if has("prompts." + key):
        text = _t(key, lang, t=t)
    else:
        from konwoj.texts.log_text import card_ref
        text = _t("eff.other", lang, t=card_ref(state.data.by_id[card], lang)
                  if card in state.data.by_id else _name(state, card, lang))
    return " ".join(text.split())


def pick_source(state, frame: tuple, lang: str) -> str:
    """Who asks for this pick: a card's name, or the city victory, district, Bomb, convoy."""
    _, purpose, _chooser, city, source, extra = frame
    if source is not None and source in state.data.by_id:
        return _name(state, source, lang)
    cname = _city(state, city, lang)
    if purpose == "destroy_district":
        return _t("src.victory", lang, city=cname)
    if purpose == "iron_gate":
        return _t("src.iron_gate", lang)
    if purpose == "convoy":
        return _t("src.convoy", lang)
    if purpose == "sub_robot":
        return _t("src.empty_deck", lang)
    if purpose in ("kill_soldier", "kill_robot") and _bomb_going_off(state):
        return _t("src.bomb", lang, city=cname)
    if purpose == "kill_soldier" and not state.rules.district_effects:
        return _t("src.victory", lang, city=cname)      # 2nd edition: Port Cleveland's victory
    if purpose in ("kill_soldier", "kill_robot", "move_ny"):
        chosen = _chosen_district_resolving(state)
        if chosen is not None:           # Cleveland Harbour: the district Moloch's win destroyed
            return _t("src.district", lang, d=district_name(chosen[1], lang),
                      city=_city(state, chosen[0], lang))
        tgt = state.target
        d = state.districts[city][tgt] if (isinstance(city, int) and tgt is not None
                                           and tgt < len(state.districts[city])) else None
        if d == "bomb" or (d is None and purpose != "move_ny"):
            return _t("src.bomb", lang, city=cname)
        return _t("src.district", lang, d=district_name(d or "move_to_new_york", lang), city=cname)
    return ""


def _chosen_district_resolving(state):
    """(city, kind) of the district a Moloch win destroyed with its effect (1e Cleveland
    Harbour, 1e l.589-595) while that effect is being resolved: the battle's own district
    effect still waits below it on the stack. None otherwise."""
    if not any(f and f[0] in ("district_effect", "bomb") for f in state.stack[:-1]):
        return None
    for e in reversed(state.log):
        if e.key in ("strength", "battle"):
            return None
        if e.key == "district_down":
            return e.args[0], e.args[2]
    return None


def _bomb_going_off(state) -> bool:
    """A Bomb went off in this resolution and its two kills are not both done: its picks now
    (whichever district it was in: the target, or one a Moloch win destroyed)."""
    log = state.log
    for i in range(len(log) - 1, -1, -1):
        k = log[i].key
        if k in ("strength", "battle"):
            return False
        if k == "bomb":
            return sum(1 for e in log[i + 1:] if e.key in ("killed", "nothing")) < 2
    return False


def pick_what(state, frame: tuple, lang: str) -> str:
    _, purpose, _chooser, city, source, extra = frame
    if purpose == "token":
        aim = state.data.by_id[source].params.get("aim", "robot") if source in state.data.by_id \
            else "robot"
        on = _t("on." + aim if has("prompts.on." + aim) else "on.robot", lang)
        from konwoj.texts.cards import edition_tr   # the token as the edition names it
        known = extra and has(f"table.token.{extra}")
        name = edition_tr(f"table.token.{extra}", state, lang) if known else (extra or "")
        return _t("what.token", lang, token=name, on=on)
    if purpose == "destroy_district":
        return _t("what.destroy_district_effect" if extra else "what.destroy_district", lang)
    if purpose == "convoy":
        return _t("what.convoy", lang, city=_city(state, (city or 0) + 1, lang))
    if purpose in ("klaun_soldiers", "odwrot"):
        return _t("what." + purpose, lang, n=extra if isinstance(extra, int) else 1)
    return _t("what." + purpose if has("prompts.what." + purpose) else "what.other", lang)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def decision_text(state, lang: str) -> str | None:
    """The prompt for a pick or a payment, naming its source and cost; None for the other
    decisions (their prompt does not depend on a source)."""
    frame = state.decision_frame
    if not frame:
        return None
    if frame[0] == "pick" and len(frame) >= 6:
        src = pick_source(state, frame, lang)
        what = pick_what(state, frame, lang)
        return f"{src}: {what}." if src else _cap(what) + "."
    if frame[0] == "pay":
        left = frame[2] if len(frame) > 2 else 1
        below = next((f for f in reversed(state.stack[:-1]) if f and f[0] == "effect"), None)
        if below is None:
            return None
        _, how, card, target, city, extra = below
        if how == "feature":
            src = _city(state, state.active_city, lang)
            what = _effect(state, None, target, extra, lang)
        else:
            src = _name(state, card, lang)
            what = _effect(state, card, target, extra, lang)
        return _t("cost.pay", lang, src=src, what=what, n=left)
    return None


def action_text(state, action: Action, lang: str) -> str:
    """One action in a few words, with its source and cost where it has them."""
    a = Action(*action)
    k = a.kind
    by_id = state.data.by_id
    card = _name(state, a.card, lang)
    city = _city(state, a.city, lang)
    if k == "play":
        if a.target is not None:
            return _t("act.play_module", lang, card=card, target=_name(state, a.target, lang))
        return _t("act.play", lang, card=card, city=city)
    if k == "instant":
        if a.target is not None and a.city is not None:
            src = state.city_of.get(a.target)
            if src is not None:
                return _t("act.instant_move_from", lang, card=card,
                          target=_name(state, a.target, lang), src=_city(state, src, lang),
                          city=city)
            return _t("act.instant_move", lang, card=card, target=_name(state, a.target, lang),
                      city=city)
        if a.target is not None:
            return _t("act.instant_on", lang, card=card, target=_name(state, a.target, lang))
        return _t("act.instant", lang, card=card)
    if k == "ability":
        cd = by_id.get(a.card)
        if cd is not None and cd.trigger == "once_per_battle":
            src = state.city_of.get(a.card)
            if src is not None and src != a.city:
                return _t("act.ability_move_from", lang, card=card, src=_city(state, src, lang),
                          city=city)
            return _t("act.ability_move", lang, card=card, city=city)
        return _t("act.ability", lang, card=card, what=_effect(state, a.card, a.target, a.extra,
                                                                lang), cost=_cost(1, lang))
    if k == "feature":
        act = state.active_city
        feat = state.data.cities[act].feature if act is not None else None
        return _t("act.feature", lang, src=_t("src.feature", lang, city=_city(state, act, lang)),
                  what=_effect(state, None, a.target, feat, lang),
                  cost=_cost(state.feature_cost(act) if act is not None else 0, lang))
    frame = state.decision_frame
    purpose = frame[1] if frame and frame[0] == "pick" and len(frame) > 1 else None
    if k == "decline" and purpose is not None and has("prompts.decline." + purpose):
        return _t("decline." + purpose, lang)
    if k in ("pass", "keep", "mulligan", "draw", "decline"):
        return _t("act." + k, lang)
    if k == "discard":
        return _t("act.discard", lang, card=card)
    if k == "target":
        d = state.districts[a.city][a.index]
        return _t("act.target", lang, d=district_name(d, lang))
    if k == "choose":
        if a.index is not None:
            d = state.districts[a.city][a.index]
            return _t("act.choose_district", lang, d=district_name(d, lang), city=city)
        if a.city is not None:
            src = state.city_of.get(a.card)
            if src is not None and src != a.city:
                return _t("act.choose_move_from", lang, card=card, src=_city(state, src, lang),
                          city=city)
            return _t("act.choose_move", lang, card=card, city=city)
        if purpose == "iron_gate":
            keep = [c for c in state.limbo if c != a.card]
            return _t("choose.iron_gate", lang, card=card,
                      keep=_name(state, keep[0], lang) if keep else "")
        if purpose is not None and has("prompts.choose." + purpose):
            from konwoj.texts.log_text import capital, card_ref
            ref = card_ref(by_id[a.card], lang) if a.card in by_id else card
            return capital(_t("choose." + purpose, lang, card=ref))
        return _t("act.choose", lang, card=card)
    return str(a)
