"""The table's strings: the catalogues' ``table.*`` entries, read with ``t`` and ``te``."""
from __future__ import annotations

from konwoj.i18n import has, tr
from konwoj.texts.edition_view import event_text  # noqa: F401 - the log in the edition's words


PREFIX = "table."


def t(key: str, lang: str, **kw) -> str:
    """The table's string ``key`` (the catalogues' ``table.<key>``) in ``lang``."""
    return tr(PREFIX + key, lang, **kw)


def te(key: str, state, lang: str, **kw) -> str:
    """The table's string ``key`` in the words of the game's edition (``state`` may also be a
    ruleset name): its ``@2e``/``@1e`` variant where the editions word it differently."""
    from konwoj.texts.cards import edition_tr
    return edition_tr(PREFIX + key, state, lang, **kw)


def decision_text(s, lang: str) -> str:
    """What the seated player is asked to decide now (the state's open decision), in ``lang``."""
    frame = s.decision_frame
    kind = frame[0] if frame else None
    if getattr(s, "ruleset", "1e") == "2e" and kind in ("attack", "modules"):
        from konwoj.texts.edition_view import prompt_2e  # Action phases, Modules in future cities
        return prompt_2e(kind, frame, lang)
    if kind in ("pick", "pay"):       # with its source and cost: "Iron Gate: destroy Hunter — ..."
        try:
            from konwoj.texts.prompts import decision_text as sourced
            text = sourced(s, lang)
        except Exception:  # noqa: BLE001 - the plain prompt below is always there
            text = None
        if text:
            return text
    if kind == "mulligan":
        return t("prompt.mulligan", lang)
    if kind == "target":
        return t("prompt.target", lang)
    if kind == "attack":
        return t("prompt.attack." + frame[1], lang)
    if kind == "modules":
        return t("prompt.modules", lang)
    if kind == "outpost_modules":
        return t("prompt.outpost_modules", lang)
    if kind == "pay":
        return t("prompt.pay", lang, n=frame[2] if len(frame) > 2 else 1)
    if kind == "overflow":
        from konwoj.texts.edition_view import city_name
        city = city_name(s, frame[2], lang) if len(frame) > 2 else ""
        return t("prompt.overflow", lang, city=city)
    if kind == "may_draw":
        return t("prompt.may_draw", lang)
    if kind == "pick":
        purpose = frame[1]
        key = "prompt.pick." + purpose
        if not has("table." + key):
            return t("prompt.pick.other", lang)
        return t(key, lang, token=frame[5] if len(frame) > 5 else "")
    return t("prompt.pick.other", lang)
