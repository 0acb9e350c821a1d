"""What the table shows differently per edition, asked of the rules (no pygame, no rule of its own):
the city as the game's edition prints it, the phase ladder, whether there are features or a target
phase, how districts and victory effects read, and the resolution's "what fell and why".

    city_of(state, 2).name("pl")      # "Port Cleveland" in a 2nd-edition game
    phase_ladder(state)               # the engine's phases of one battle, then the convoy move
    fallen(before, after)             # [(city, index, kind)] districts destroyed in between
    fell_lines(before, after, winner, lang)   # the summary lines for the resolution overlay
"""
from __future__ import annotations

from konwoj.texts import editions
from konwoj.i18n import has, tr


_KIND_1E = {"draw": ("dociąg", "draw"), "kill": ("zabicie", "kill"),
            "move_to_new_york": ("do Nowego Jorku", "to New York"), "bomb": ("Bomba", "Bomb")}


def rules_of(state):
    """The engine's ``Ruleset`` of a game (None while the engine has none)."""
    r = getattr(state, "rules", None)
    return r if r is not None else editions.ruleset(editions.of(state))


def city_of(state, c: int):
    """City ``c`` as the game's edition prints it (name, districts, victory effects)."""
    cities = getattr(rules_of(state), "cities", None)
    return cities[c] if cities else state.data.cities[c]


def city_name(state, c, lang: str) -> str:
    try:
        return city_of(state, c).name(lang)
    except (IndexError, TypeError):
        return ""


def has_features(state) -> bool:
    return bool(getattr(rules_of(state), "city_features", editions.of(state) == "1e"))


def target_by_marker(state) -> bool:
    """True when the battle is for the district under the Battle Target marker (no target phase)."""
    r = rules_of(state)
    if r is None:
        return editions.of(state) == "2e"
    return getattr(r, "target_choice", "moloch") == "marker"


def phase_ladder(state) -> tuple[str, ...]:
    """The phases of one battle as the engine runs them for this game, then the convoy move."""
    phases = tuple(getattr(rules_of(state), "phases", None) or editions.phases(editions.of(state)))
    return phases if "convoy" in phases else phases + ("convoy",)


def prompt_2e(kind: str, frame, lang: str) -> str:
    """The 2nd edition's words for an open Action or Module phase."""
    if kind == "attack" and len(frame) > 1:
        return tr(f"ed2.prompt.attack.{frame[1]}", lang)
    return tr("ed2.prompt.modules", lang)


def phase_label(state, phase: str, lang: str) -> str:
    if editions.of(state) == "2e":
        key = f"ed2.phase.{phase}"
        if has(key):
            return tr(key, lang)
    key = f"table.phase.{phase}"          # the table's own (1st-edition) ladder names
    return tr(key if has(key) else f"phase.{phase}", lang)


def district_kind(state, effect: str, lang: str) -> str:
    """A district's kind in a few words ("Bomba", "plain district", "draw")."""
    if editions.of(state) == "2e" or effect == "plain":
        return tr("ed2.district.bomb" if effect == "bomb" else "ed2.district.plain", lang)
    pair = _KIND_1E.get(effect)
    return pair[0 if lang == "pl" else 1] if pair else str(effect)


def victory_text(state, key: str, lang: str, short: bool = False) -> str:
    """A city victory effect's text; the 2nd edition's own keys read from here."""
    base = f"victory.short.{key}" if short else f"victory.{key}"
    for k in ("ed2." + base, "table." + base, base):
        if has(k):
            return tr(k, lang)
    return str(key)


_LOG_DATA: dict = {}


def log_data(state):
    """The card data with the game's own edition's cities, for rendering log events (so a
    2nd-edition log says "Port Cleveland")."""
    data = state.data
    cities = getattr(rules_of(state), "cities", None)
    if not cities or tuple(cities) == tuple(data.cities):
        return data
    key = (id(data), editions.of(state))
    hit = _LOG_DATA.get(key)
    if hit is None or hit[0] is not data:
        import dataclasses
        hit = _LOG_DATA[key] = (data, dataclasses.replace(data, cities=tuple(cities)))
    return hit[1]


OBSERVER = "observer"      # a reader who is neither side (a replay): "Moloch draws", not "You draw"


def event_text(ev, state, lang: str, viewer: str | None = None) -> str:
    """One log event in words, with the edition's city names. A private draw reads "You draw"
    only to the side that drew; any other ``viewer`` (``OBSERVER`` in a replay) reads whose."""
    if ev.key == "draw_seen" and viewer is not None and viewer != ev.visible_to:
        from konwoj.rules.events import Event
        ev = Event(ev.visible_to, "draw_seen_by", (ev.visible_to, *ev.args))
    try:
        from konwoj.texts import log_text
        if ev.key == "draw" and isinstance(ev.args[1], int):       # "dobiera 2 karty"
            return log_text.capital(tr("log.draw", lang, side=log_text.side_ref(ev.args[0], lang),
                                       n=ev.args[1]))
        if ev.key == "token":          # the token as the game's edition names it
            from konwoj.texts.cards import edition_tr
            if has(f"table.token.{ev.args[1]}"):
                name = edition_tr(f"table.token.{ev.args[1]}", state, lang)
                cd = state.card(ev.args[0])
                key = "log.token.plural" if log_text.is_plural(cd, lang) else "log.token"
                return log_text.capital(tr(key, lang, card=log_text.card_ref(cd, lang),
                                           token=name))
        if ev.key == "tie_moloch" and editions.of(state) == "2e":     # our ruling (OQ1)
            return tr("log.tie_moloch@2e", lang)
        if ev.key == "no_instants":
            from konwoj.texts.cards import edition_tr
            return edition_tr("log.no_instants", state, lang)
        if ev.key == "bomb" and editions.of(state) == "2e":
            text = _bomb_elsewhere(ev, state, lang)
            if text:
                return text
        # Polish names in the nominative, English articles (konwoj.texts.log_text)
        text = log_text.sentence(ev, state.data, getattr(state, "rules", None), lang)
        if text:
            return text
    except (IndexError, KeyError, TypeError, AttributeError):
        pass
    return ev.text(log_data(state), lang)


def _bomb_elsewhere(ev, state, lang: str) -> str | None:
    """The 2nd edition's Bomb whose district lay in the next city: it kills in the battle's city,
    our ruling R29 (2e l.408), and the line says so. None for a Bomb in the battle's own city."""
    log = state.log
    i = next((k for k in range(len(log) - 1, -1, -1) if log[k] is ev), None)
    if not i or log[i - 1].key != "district_down" or log[i - 1].args[0] == ev.args[0]:
        return None
    return tr("log.bomb_next@2e", lang, where=city_name(state, log[i - 1].args[0], lang),
              city=city_name(state, ev.args[0], lang))


# ---------------------------------------------------------------------------- what fell, and why
def fallen(before, after) -> list[tuple[int, int, str]]:
    """Districts standing in ``before`` and destroyed in ``after``: (city, index, effect)."""
    out = []
    for c in range(min(len(before.down), len(after.down))):
        for i, (was, now) in enumerate(zip(before.down[c], after.down[c])):
            if now and not was:
                out.append((c, i, after.districts[c][i]))
    return out


def fell_lines(before, after, winner: str | None, lang: str) -> list[str]:
    """Each district that fell in this resolution, with the reason, then the cities that fell.
    ``before`` is the state as the resolution began, ``after`` the state now."""
    target = (before.active_city, before.target)
    second = editions.of(after) == "2e"
    lines = []
    bombs = False
    downs = fallen(before, after)
    for c, i, eff in downs:
        what = tr("fell.district", lang, city=city_name(after, c, lang), n=i + 1,
                  kind=district_kind(after, eff, lang))
        if (c, i) == target:
            key = "fell.target"
        elif winner == "moloch" and second:
            key = "fell.next" if c == target[0] else "fell.next_city"
        elif winner == "moloch":
            key = "fell.chosen"
        else:
            key = "fell.other"
        lines.append(tr(key, lang, what=what))
        bombs = bombs or eff == "bomb"
    if bombs:
        lines.append(tr("fell.bomb", lang))
    if second and winner != "moloch" and len(downs) == 1 and downs[0][:2] == target:
        lines.append(tr("fell.one", lang))
    for c in sorted({c for c, _, _ in downs}):
        if all(after.down[c]) and not all(before.down[c]):
            key = "fell.city_last" if c == len(after.down) - 1 else "fell.city"
            lines.append(tr(key, lang, city=city_name(after, c, lang)))
    return lines
