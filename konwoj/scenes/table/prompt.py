"""What the table says and offers: the prompt (who decides, what to do) and the panel's
buttons with what pressing them does, for :class:`konwoj.scenes.table.TableScene`.
"""
from __future__ import annotations

from konwoj.i18n import tr
from konwoj.rules import MOLOCH
from konwoj.texts.edition_view import city_name, city_of
from konwoj.texts.table_text import decision_text, t


class TablePrompt:
    """The prompt and the buttons (mixed into ``TableScene``)."""

    # ------------------------------------------------------------------ prompt and buttons
    def prompt_texts(self) -> tuple[str, str, str]:
        s = self.state
        lang = self.lang
        p = s.current_player
        if s.is_terminal():
            return (t("game_over", lang), t("winner", lang, side=tr("side." + s.winner, lang)), "")
        head = self.turn_word()
        if not self.human_turn():
            if p is not None and not self.match.is_human(p):
                body = t("prompt.wait_ai", lang)
                if self.ai_last_text:
                    body = self.ai_last_text
                return head, body, "ai"
            return head, t("prompt.wait_other", lang, side=tr("side." + (p or MOLOCH), lang)), ""
        if self.confirm_pass:
            return head, t("prompt.confirm_pass", lang), "you"
        if self.sel is not None:
            src = self.sel.source
            parts = []
            if src and src[0] in ("hand", "card"):
                parts.append(t("prompt.selected", lang, card=s.card(src[1]).name(lang)))
            elif src and src[0] == "feature":   # what it costs, before the player commits
                c = src[1]
                parts.append(t("prompt.feature_cost", lang, city=city_name(s, c, lang),
                               what=t("feature.short." + city_of(s, c).feature, lang),
                               n=s.feature_cost(c)))
            if self.field:
                parts.append(t("prompt.step." + self.field, lang))
            elif self.lit.table_zone:
                parts.append(t("prompt.step.table", lang))
            parts.append(t("btn.cancel", lang))
            return head, " ".join(parts), "you"
        return head, decision_text(s, lang), "you"

    def buttons(self) -> dict:
        """name -> (label, enabled, style); the panel draws them and clicks go through them."""
        lang = self.lang
        out = {}
        b = self.button_actions
        human = self.human_turn()
        if self.state.is_terminal():
            # the game has ended: first the game-over screen, the way back only after it
            key = "over.back" if self.over_shown else "over.result"
            out["main"] = (t(key, lang), not self.learn_scripting(), "primary")
        elif "pass" in b or not human:
            label = t("btn.confirm_pass", lang) if self.confirm_pass else \
                f"{t('btn.pass', lang)} ({t('btn.pass_key', lang)})"
            out["main"] = (label, human and "pass" in b, "primary")
        elif "keep" in b:
            out["main"] = (t("btn.keep", lang), True, "primary")
        elif "draw" in b:
            out["main"] = (t("btn.draw", lang), True, "primary")
        elif "decline" in b:
            out["main"] = (t("btn.decline", lang), True, "primary")
        else:
            out["main"] = (f"{t('btn.pass', lang)} ({t('btn.pass_key', lang)})", False, "primary")
        if "mulligan" in b:
            out["second"] = (t("btn.mulligan", lang), True, "normal")
        elif "decline" in b and out["main"][0] != t("btn.decline", lang):
            out["second"] = (t("btn.decline", lang), True, "normal")
        elif self.sel is not None or self.confirm_pass:
            out["second"] = (t("btn.cancel", lang), True, "normal")
        out["undo"] = (t("btn.undo", lang), human and self.match.can_undo(), "normal")
        out["menu"] = (t("btn.menu", lang), True, "normal")
        out.update(self.learn_buttons())
        return out

    def _press_button(self, name: str) -> None:
        btns = self.buttons()
        if name not in btns or not btns[name][1] or self.learn_press(name):
            return
        label = btns[name][0]
        lang = self.lang
        b = self.button_actions
        if name == "main" and self.state.is_terminal():
            if self.learn_scripting():
                return
            if self.over_shown:
                self._leave()
            else:
                self._game_over()
        elif name == "menu":
            self.open_menu()
        elif name == "undo":
            self._undo()
        elif name == "main":
            if "pass" in b:
                self._try_pass()
            elif "keep" in b:
                self._apply(b["keep"])
            elif "draw" in b:
                self._apply(b["draw"])
            elif "decline" in b:
                self._apply(b["decline"])
        elif name == "second":
            if label == t("btn.mulligan", lang):
                self._apply(b["mulligan"])
            elif label == t("btn.decline", lang) and "decline" in b:
                self._apply(b["decline"])
            else:
                self._cancel()

    def _try_pass(self) -> None:
        if "pass" not in self.button_actions:
            return
        if getattr(self.app.settings, "confirm_end_phase", False) and not self.confirm_pass:
            self.confirm_pass = True
            self._dirty()
            return
        self.confirm_pass = False
        self._apply(self.button_actions["pass"])
