"""The table's longer tooltips: what a city feature does and costs, what a city's victory gives,
what a district does (the Bomb spelled out). Plain Python, no pygame; the strings live in
``konwoj.texts.table_text`` ("table.tip.*")."""
from __future__ import annotations

from konwoj.i18n import has
from konwoj.texts import edition_view
from konwoj.texts.log_text import side_ref
from konwoj.texts.table_text import t, te


def feature_tip(state, c: int, lang: str) -> str:
    """What city ``c``'s feature does, when and for whom, and its cost in cards now."""
    city = edition_view.city_of(state, c)
    feat = city.feature
    if not feat:
        return t("city.no_feature", lang)
    if state.feature_used[c]:
        return t("tip.feature_used", lang)
    return t("tip.feature", lang, what=t("tip.feature_what." + feat, lang),
             n=state.feature_cost(c))


def victory_tip(state, c: int, side: str, lang: str) -> str:
    """What ``side`` gets for winning a battle in city ``c``."""
    key = edition_view.city_of(state, c).victory[side]
    if has("table.tip.victory_what." + key):
        what = t("tip.victory_what." + key, lang)
    else:
        what = edition_view.victory_text(state, key, lang)
    return t("tip.victory", lang, side=side_ref(side, lang), what=what)   # "the Outpost"


def district_tip(state, c: int, i: int, lang: str) -> str:
    """What district ``i`` of city ``c`` does (for the winner, or the Bomb whoever wins)."""
    eff = state.districts[c][i]
    text = te("tip.district." + eff, state, lang)
    if eff not in ("bomb", "plain") and not state.rules.district_effects:
        text = t("tip.district.plain", lang)
    if state.down[c][i]:
        text += " " + t("tip.district.down", lang)
    elif c == state.active_city and state.target == i:
        text += " " + t("tip.district.target", lang)
    return text
