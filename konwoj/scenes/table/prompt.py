"""What the table says and offers: the prompt (who decides, what to do) and the panel's
buttons with what pressing them does. Functions of the scene (``sc``, a
:class:`konwoj.scenes.table.TableScene`), which calls them from its own ``prompt_texts``,
``buttons`` and ``_press_button`` (the replay viewer has its own).
"""
from __future__ import annotations

from konwoj.rules import MOLOCH
from konwoj.texts.edition_view import city_name, city_of
from konwoj.texts.table_text import decision_text, t
from konwoj.ui import keynames


def prompt_texts(sc) -> tuple[str, str, str]:
    s = sc.state
    lang = sc.lang
    p = s.current_player
    if sc.follow.active:                 # looking back: what is shown, and the way to now
        return sc.follow.prompt()
    if s.is_terminal():
        return (t("game_over", lang), t("winner", lang, side=sc.who(s.winner)), "")
    head = sc.turn_word()
    if not sc.human_turn():
        if p is not None and not sc.match.is_human(p):
            body = t("prompt.wait_ai", lang)
            if sc.pacing.last_text:
                body = sc.pacing.last_text
            return head, body, "ai"
        return head, t("prompt.wait_other", lang, side=sc.who(p or MOLOCH)), ""
    if sc.model.confirm_pass:
        return head, t("prompt.confirm_pass", lang, keyname=keynames.first_label(sc.app, "end_phase"),
                       back=keynames.first_label(sc.app, "back")), "you"
    if sc.model.sel is not None:
        src = sc.model.sel.source
        parts = []
        if src and src[0] in ("hand", "card"):
            parts.append(t("prompt.selected", lang, card=s.card(src[1]).name(lang)))
        elif src and src[0] == "feature":   # what it costs, before the player commits
            c = src[1]
            parts.append(t("prompt.feature_cost", lang, city=city_name(s, c, lang),
                           what=t("feature.short." + city_of(s, c).feature, lang),
                           n=s.feature_cost(c)))
        if sc.model.field:
            parts.append(t("prompt.step." + sc.model.field, lang))
        elif sc.model.lit.table_zone:
            parts.append(t("prompt.step.table", lang))
        parts.append(t("btn.cancel", lang, keyname=keynames.first_label(sc.app, "back")))
        return head, " ".join(parts), "you"
    return head, with_keys(sc, decision_text(s, lang)), "you"


def with_keys(sc, text: str) -> str:
    """``text`` naming the player's own End phase key where it says Space ends the phase."""
    key = keynames.first_label(sc.app, "end_phase")
    default = t("prompt.space_ends", sc.lang)
    return text.replace(default, t("prompt.key_ends", sc.lang, keyname=key)) if key != \
        t("btn.pass_key", sc.lang) else text

def buttons(sc) -> dict:
    """name -> (label, enabled, style); the panel draws them and clicks go through them."""
    lang = sc.lang
    out = {}
    b = sc.model.button_actions
    human = sc.human_turn()
    if sc.follow.active:
        out["main"] = sc.follow.main_button()
    elif sc.state.is_terminal():
        # the game has ended: first the game-over screen, the way back only after it
        key = "over.back" if sc.over_shown else "over.result"
        out["main"] = (t(key, lang), not sc.lessons.learn_scripting(), "primary")
    elif "pass" in b or not human:
        label = t("btn.confirm_pass", lang) if sc.model.confirm_pass else \
            f"{t('btn.pass', lang)} ({keynames.first_label(sc.app, 'end_phase')})"
        out["main"] = (label, human and "pass" in b, "primary")
    elif "keep" in b:
        out["main"] = (t("btn.keep", lang), True, "primary")
    elif "draw" in b:
        out["main"] = (t("btn.draw", lang), True, "primary")
    elif "decline" in b:
        out["main"] = (t("btn.decline", lang), True, "primary")
    else:
        out["main"] = (f"{t('btn.pass', lang)} ({keynames.first_label(sc.app, 'end_phase')})", False, "primary")
    if "mulligan" in b:
        out["second"] = (t("btn.mulligan", lang), True, "normal")
    elif "decline" in b and out["main"][0] != t("btn.decline", lang):
        out["second"] = (t("btn.decline", lang), True, "normal")
    elif sc.model.sel is not None or sc.model.confirm_pass:
        out["second"] = (t("btn.cancel", lang, keyname=keynames.first_label(sc.app, "back")), True,
                         "normal")
    out["undo"] = (t("btn.undo", lang), human and sc.match.can_undo(), "normal")
    out["menu"] = (t("btn.menu", lang), True, "normal")
    out.update(sc.lessons.learn_buttons())
    return out

def press_button(sc, name: str) -> None:
    btns = sc.buttons()
    if name not in btns or not btns[name][1] or sc.lessons.learn_press(name):
        return
    label = btns[name][0]
    lang = sc.lang
    b = sc.model.button_actions
    if name == "main" and sc.follow.active:
        sc.follow.now()
    elif name == "main" and sc.state.is_terminal():
        if sc.lessons.learn_scripting():
            return
        if sc.over_shown:
            sc._leave()
        else:
            sc._game_over()
    elif name == "menu":
        sc.open_menu()
    elif name == "undo":
        sc._undo()
    elif name == "main":
        if "pass" in b:
            sc._try_pass()
        elif "keep" in b:
            sc._apply(b["keep"])
        elif "draw" in b:
            sc._apply(b["draw"])
        elif "decline" in b:
            sc._apply(b["decline"])
    elif name == "second":
        if label == t("btn.mulligan", lang):
            sc._apply(b["mulligan"])
        elif label == t("btn.decline", lang) and "decline" in b:
            sc._apply(b["decline"])
        else:
            sc._cancel()

def try_pass(sc) -> None:
    if "pass" not in sc.model.button_actions:
        return
    if sc.app.settings.confirm_end_phase and not sc.model.confirm_pass:
        sc.model.confirm_pass = True
        sc._dirty()
        return
    sc.model.confirm_pass = False
    sc._apply(sc.model.button_actions["pass"])
