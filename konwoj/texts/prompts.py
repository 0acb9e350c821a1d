"""Prompts that name their source and their cost, as plain functions of the game state.

    decision_text(state, "en")  -> "HMG Operator: you may put a +2 token on a Soldier."
                                   "Iron Gate: destroy a Robot (discard 2 cards; 1 to go)."
    action_text(state, action, "en") -> "Commando to Iron Gate", "Sniper: kill Steel Hound",
                                   "Ripper: kill Grunt (discard 1 card)", "End the phase"

They read only what the deciding side can see (the decision frame, the table, its own hand), so
the table can show them and the hint can use them. No pygame here.
"""
from __future__ import annotations

from konwoj.i18n import register, register_plural, tr
from konwoj.rules import Action

_S = {
    # what a decision is about, without the source
    "what.kill_soldier": ("wybierz Żołnierza, który ginie", "choose the Soldier to kill"),
    "what.kill_robot": ("wybierz Robota, który ginie", "choose the Robot to kill"),
    # its source says "Moloch's empty deck" (src.empty_deck): not said twice
    "what.sub_robot": ("wybierz Robota do odrzucenia zamiast karty z talii",
                       "choose a Robot to discard instead of a deck card"),
    "what.remove_outpost_card": ("wybierz kartę Posterunku do usunięcia",
                                 "choose the Outpost card to remove"),
    "what.klaun_soldiers": ("wybierz Żołnierza do zabicia ({n} do wyboru)",
                            "choose a Soldier to kill ({n} to go)"),
    "what.token": ("możesz położyć żeton ({token}) na {on}", "you may put a {token} token on {on}"),
    "what.return_robot": ("możesz cofnąć Robota na rękę Molocha",
                          "you may send a Robot back to Moloch's hand"),
    "what.take_soldier": ("możesz wziąć Żołnierza z tego miasta na rękę",
                          "you may take a Soldier from this city into your hand"),
    "what.scout_move": ("możesz przesunąć innego Żołnierza do sąsiedniego miasta",
                        "you may move another Soldier to a neighbouring city"),
    "what.mlody": ("wybierz Żołnierza, którego zdolność skopiować",
                   "choose the Soldier whose ability to copy"),
    "what.narada": ("odrzuć jedną z dobranych kart", "discard one of the cards you drew"),
    "what.iron_gate": ("wybierz kartę Molocha do odrzucenia; druga wraca do talii",
                       "choose Moloch's card to discard; the other goes back"),
    "what.destroy_district": ("wybierz kolejną dzielnicę do zniszczenia",
                              "choose one more district to destroy"),
    "what.destroy_district_effect": ("wybierz kolejną dzielnicę do zniszczenia (z jej efektem)",
                                     "choose one more district to destroy (with its effect)"),
    "what.move_ny": ("możesz przenieść jednostkę do Nowego Jorku", "you may move a unit to New York"),
    "what.convoy": ("wybierz Robota, który jedzie dalej ({city})",
                    "choose the Robot that rolls on to {city}"),
    "what.odwrot": ("przesuń Żołnierza do sąsiedniego miasta ({n} do wykonania)",
                    "move a Soldier to a neighbouring city ({n} to go)"),
    "what.rozpoznanie": ("połóż żeton +1 na Żołnierzu", "put a +1 token on a Soldier"),
    "what.other": ("wybierz jedną z podświetlonych możliwości", "choose one of the lit options"),
    "on.robot": ("Robocie w tym mieście", "a Robot in this city"),
    "on.soldier": ("Żołnierzu w tym mieście", "a Soldier in this city"),
    "on.enemy_robot": ("Robocie w tym mieście", "a Robot in this city"),
    "on.enemy_robot_or_module": ("Robocie lub Module w tym mieście", "a Robot or Module in this city"),
    # sources without a card
    "src.victory": ("Zwycięstwo Molocha, miasto {city}", "Moloch's victory in {city}"),
    "src.iron_gate": ("Zwycięstwo w Iron Gate", "Victory in Iron Gate"),
    "src.district": ("Dzielnica „{d}” ({city})", "District '{d}' ({city})"),
    "src.bomb": ("Bomba ({city})", "Bomb ({city})"),
    "src.convoy": ("Ruch konwoju", "The convoy moves"),
    "src.empty_deck": ("Pusta talia Molocha", "Moloch's empty deck"),
    "src.feature": ("{city}, cecha miasta", "{city}, city feature"),
    # costs
    # paid effects, short
    "eff.destroy_robot": ("zniszcz kartę {t}", "destroy {t}"),
    "eff.extra_station": ("dodatkowe stanowisko Posterunku", "an extra Outpost station"),
    "eff.extra_district": ("dodatkowa dzielnica", "an extra district"),
    "eff.move_soldier_jersey_new_york": ("przenieś Żołnierza: {t}", "move {t}"),
    # Polish: a name never stands where it would need the accusative or genitive ("zabij
    # Trepa", "zdolności Klauna"): it is the subject ("ginie Trep"), stands after "kartę" or
    # after a colon. English: "the Grunt", "Lt. Calahan" (texts.log_text.card_ref)
    "eff.kill_enemy_unit": ("ginie {t}", "kill {t}"),
    "eff.kill_own_robot_and_two_soldiers": ("poświęć kartę {t}, by zabić dwóch Żołnierzy",
                                            "sacrifice {t} to kill two Soldiers"),
    "eff.return_robot_to_hand": ("cofnij na rękę kartę {t}", "take {t} back into your hand"),
    "eff.capture_module": ("przejmij {t}", "capture {t}"),       # a Module: accusative = nominative
    "eff.push_enemy_unit": ("przesuń kartę {t}", "push {t}"),
    "eff.net_enemy_unit": ("zasieciuj kartę {t}", "net {t}"),
    "eff.other": ("użyj zdolności: {t}", "use the ability of {t}"),
    # actions
    "act.play": ("{card} do miasta {city}", "{card} to {city}"),
    "act.play_module": ("{card} do Robota: {target}", "{card} under {target}"),
    "act.instant": ("{card}", "{card}"),
    "act.instant_on": ("{card}: {target}", "{card}: {target}"),
    "act.instant_move": ("{card}: {target} do miasta {city}", "{card}: {target} to {city}"),
    "act.instant_move_from": ("{card}: {target}, z miasta {src} do miasta {city}",
                              "{card}: {target} from {src} to {city}"),
    "act.ability": ("{card}: {what} ({cost})", "{card}: {what} ({cost})"),
    "act.ability_move": ("{card}: ruch do miasta {city}", "{card}: move to {city}"),
    "act.ability_move_from": ("{card}: ruch z miasta {src} do miasta {city}",
                              "{card}: move from {src} to {city}"),
    "act.choose_move_from": ("{card}: z miasta {src} do miasta {city}",
                             "{card} from {src} to {city}"),
    "act.feature": ("{src}: {what} ({cost})", "{src}: {what} ({cost})"),
    "act.pass": ("Zakończ fazę", "End the phase"),
    "act.keep": ("Zatrzymaj rękę", "Keep the hand"),
    "act.mulligan": ("Wymień rękę", "Redraw the hand"),
    "act.draw": ("Dobierz kartę", "Draw a card"),
    "act.decline": ("Odmów", "Decline"),
    "act.discard": ("Odrzuć kartę: {card}", "Discard {card}"),
    "act.target": ("Bitwa o dzielnicę „{d}”", "Fight for the '{d}' district"),
    "act.choose": ("Wybierz: {card}", "Choose {card}"),
    "act.choose_move": ("{card} do miasta {city}", "{card} to {city}"),
    "act.choose_district": ("Zniszcz dzielnicę „{d}” ({city})", "Destroy the '{d}' district ({city})"),
}
# what choosing a card does, by the pick's purpose ("Discard Scorn", not "Choose Scorn")
_S.update({
    # English {card}: "the Brute", "Capt. Johnson" (texts.log_text.card_ref), never "the Capt."
    "choose.kill_soldier": ("Zabij: {card}", "Kill {card}"),
    "choose.klaun_soldiers": ("Zabij: {card}", "Kill {card}"),
    "choose.kill_robot": ("Zabij: {card}", "Kill {card}"),
    "choose.sub_robot": ("Odrzuć: {card}", "Discard {card}"),
    "choose.remove_outpost_card": ("Usuń: {card}", "Remove {card}"),
    "choose.token": ("Żeton na: {card}", "Put the token on {card}"),
    "choose.rozpoznanie": ("Żeton +1 na: {card}", "Put a +1 token on {card}"),
    "choose.return_robot": ("Cofnij na rękę: {card}", "Return {card} to Moloch's hand"),
    "choose.take_soldier": ("Weź na rękę: {card}", "Take {card} into your hand"),
    "choose.mlody": ("Skopiuj zdolność: {card}", "Copy the ability of {card}"),
    "choose.narada": ("Odrzuć: {card}", "Discard {card}"),
    "choose.iron_gate": ("Odrzuć: {card}; {keep} wraca do talii",
                         "Discard {card}; {keep} goes back into the deck"),
    "choose.convoy": ("Jedzie dalej: {card}", "Send {card} on"),
    "decline.return_robot": ("Nie cofaj Robota", "Return no Robot"),
    "decline.take_soldier": ("Nie bierz Żołnierza", "Take no Soldier"),
    "decline.scout_move": ("Nie przesuwaj", "Move nobody"),
    "decline.move_ny": ("Nikt nie idzie do Nowego Jorku", "Nobody moves to New York"),
    "decline.mlody": ("Nie kopiuj", "Copy nothing"),
})

register({"prompts." + k: v for k, v in _S.items()})
register_plural({
    "prompts.cost.discard": {"pl": ("odrzuć {n} kartę", "odrzuć {n} karty", "odrzuć {n} kart"),
                             "en": ("discard {n} card", "discard {n} cards")},
    "prompts.cost.pay": {
        "pl": tuple(f"{{src}}: {{what}} — koszt: odrzuć kartę z ręki ({w} {{n}})."
                    for w in ("została", "zostały", "zostało")),
        "en": ("{src}: {what} — cost: discard a card from your hand ({n} to go).",) * 2},
})

_DISTRICT = {"draw": ("dociąg karty", "draw a card"), "kill": ("zabicie jednostki", "kill a unit"),
             "move_to_new_york": ("przejście do Nowego Jorku", "move to New York"),
             "bomb": ("bomba", "bomb"), "plain": ("zwykła", "plain")}   # plain: 2nd edition


_KNOWN = frozenset("prompts." + k for k in _S)


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
    return en if lang == "en" else pl


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
    text = _t(key, lang, t=t)
    if text == "prompts." + key:
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
        on = _t("on." + aim, lang)
        if on == "prompts.on." + aim:
            on = _t("on.robot", lang)
        from konwoj.texts.cards import edition_tr   # the token as the edition names it
        name = edition_tr(f"table.token.{extra}", state, lang) if extra else ""
        return _t("what.token", lang, token=name if not name.startswith("table.") else extra,
                  on=on)
    if purpose == "destroy_district":
        return _t("what.destroy_district_effect" if extra else "what.destroy_district", lang)
    if purpose == "convoy":
        return _t("what.convoy", lang, city=_city(state, (city or 0) + 1, lang))
    if purpose in ("klaun_soldiers", "odwrot"):
        return _t("what." + purpose, lang, n=extra if isinstance(extra, int) else 1)
    text = _t("what." + purpose, lang)
    return _t("what.other", lang) if text == "prompts.what." + purpose else text


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
    if k == "decline" and purpose is not None and ("prompts.decline." + purpose) in _KNOWN:
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
        if purpose is not None and ("prompts.choose." + purpose) in _KNOWN:
            from konwoj.texts.log_text import capital, card_ref
            ref = card_ref(by_id[a.card], lang) if a.card in by_id else card
            return capital(_t("choose." + purpose, lang, card=ref))
        return _t("act.choose", lang, card=card)
    return str(a)
