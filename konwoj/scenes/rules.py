"""Rules & cards: every card large with its text, searchable by name (either language, with or
without Polish letters), the phase order, the topics an edition does its own way, and each city's
districts, stations, victory effects and feature. The left column lists entries; the right shows
the one picked. It explains the edition in play (a game's own, else the one New game would start),
and a switch at the top shows the other edition."""
from __future__ import annotations

import unicodedata

import pygame

from konwoj.texts import editions
from konwoj.rules import SIDES, default_data
from konwoj.texts import rules_text
from konwoj.texts import card_text
from konwoj.texts.cards import edition_tr
from konwoj.ui import art, emblems, fonts
from konwoj.ui.widgets import (ACCENT, SIDE_COLOURS, SIDE_TEXT, TEXT, TEXT_DIM, Button, Choice, ListView,
                               TextInput, blit_narrowed, blit_wrapped, ellipsize, panel, row_background,
                               text_shadowed)
from konwoj.scenes.widget_scene import WidgetScene


TYPE_ORDER = {"robot": 0, "soldier": 0, "building": 1, "module": 1, "instant": 2}


def fold(s: str) -> str:
    """Case- and accent-insensitive form: 'Łowca' -> 'lowca'."""
    s = s.casefold().replace("ł", "l")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def search_cards(data, query: str) -> list[str]:
    """Card keys whose Polish or English name (or key) contains ``query`` (accent-blind)."""
    q = fold(query.strip())
    out = []
    for key, cd in data.cards.items():
        if not q or q in fold(cd.name_pl) or q in fold(cd.name_en) or q in fold(key):
            out.append(key)
    return out


class RulesScene(WidgetScene):
    def __init__(self, app, ruleset: str | None = None):
        super().__init__(app)
        self.data = default_data()
        if ruleset not in editions.playable():
            ruleset = editions.bounded(getattr(app.settings, "ruleset", editions.DEFAULT))
        self.ruleset = ruleset
        self.cities = editions.cities(ruleset)
        self.edition = Choice(app, [(r, f"edition.{r}") for r in editions.playable()], ruleset,
                              on_change=self.set_ruleset)
        self.edition.visible = len(self.edition.options) > 1
        self.search = TextInput(app, "rules.search", on_change=self.on_search, always_focus=True)
        self.list = ListView(app, draw_row=self.draw_row, on_activate=self.select,
                             row_height=self.row_height,
                             selectable=lambda it: it[0] != "heading")
        self.back_button = Button(app, "rules.back", self.go_back)
        self.widgets = [self.list, self.search, self.back_button, self.edition]
        self.current = ("game", None)
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.page_scroll = 0                 # the page's scroll (px) when it is taller than
        self.page_h = 0                      # its view (large text, a small window)
        self.page_view = pygame.Rect(0, 0, 0, 0)
        self._mouse = (0, 0)                 # where the pointer last moved (the wheel's place)
        self.rebuild()

    def set_ruleset(self, ruleset: str) -> None:
        """Show the rules of ``ruleset`` (the city list follows that edition)."""
        self.ruleset = ruleset
        self.cities = editions.cities(ruleset)
        if self.current[0] in ("topic", "city"):
            self.current = ("game", None)
        self.rebuild()
        self.app.request_redraw()

    # entries
    def sorted_cards(self, keys, side):
        cards = [self.data.cards[k] for k in keys if self.data.cards[k].side == side]
        cards.sort(key=lambda c: (TYPE_ORDER.get(c.type, 9), fold(c.name(self.app.lang))))
        return [c.key for c in cards]

    def rebuild(self) -> None:
        q = self.search.text.strip()
        keys = search_cards(self.data, q)
        items: list[tuple] = []
        if not q:
            items.append(("heading", "rules.section.game"))
            items.append(("game", None))
            items.append(("legend", None))
            items += [("topic", t) for t in rules_text.TOPICS.get(self.ruleset, ())]
            items.append(("heading", "rules.section.cities"))
            items += [("city", i) for i in range(len(self.cities))]
        else:
            cities = [i for i, c in enumerate(self.cities)
                      if fold(q) in fold(c.name_pl) or fold(q) in fold(c.name_en)]
            if cities:
                items.append(("heading", "rules.section.cities"))
                items += [("city", i) for i in cities]
        for side in SIDES:
            ks = self.sorted_cards(keys, side)
            if ks:
                items.append(("heading", f"rules.section.{side}"))
                items += [("card", k) for k in ks]
        if q and len(items) == 0:
            items.append(("heading", "rules.no_match"))
        self.list.set_items(items)
        self.list.scroll = 0
        if q:
            first = next((it for it in items if it[0] == "card"), None) \
                or next((it for it in items if it[0] == "city"), None)
            self.current = first if first is not None else ("none", q)
        elif self.current[0] == "none":
            self.current = ("game", None)
        self._sync_selection()

    def _sync_selection(self) -> None:
        try:
            self.list.selected_index = self.list.items.index(self.current)
        except ValueError:
            self.list.selected_index = -1

    def on_search(self, text: str) -> None:
        self.rebuild()

    def on_lang(self, lang: str) -> None:
        self.rebuild()
        super().on_lang(lang)

    def select(self, item) -> None:
        self.current = item
        self.page_scroll = 0
        self._sync_selection()
        self.app.request_redraw()

    def handle_event(self, event) -> bool:
        """The mouse wheel over the page scrolls it (a page taller than its panel: large text,
        a small window); elsewhere the widgets take it."""
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.right.collidepoint(self._mouse) \
                and self.page_h > self.page_view.h:
            self.scroll_page(-event.y * self.app.px(48))
            return True
        return super().handle_event(event)

    def scroll_page(self, dy: int) -> None:
        self.page_scroll = max(0, min(self.page_h - self.page_view.h, self.page_scroll + dy))
        self.app.request_redraw()

    def visible_cards(self) -> list[str]:
        return [it[1] for it in self.list.items if it[0] == "card"]

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and event.mod & pygame.KMOD_SHIFT:
            # Shift+Page Down / Up scroll the page itself
            self.scroll_page((1 if event.key == pygame.K_PAGEDOWN else -1) * self.page_view.h * 3 // 4)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            sel = [i for i, it in enumerate(self.list.items) if it[0] != "heading"]
            if not sel:
                return True
            try:
                pos = sel.index(self.list.items.index(self.current))
            except ValueError:
                pos = -1
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 8,
                    pygame.K_PAGEUP: -8}[event.key]
            pos = max(0, min(len(sel) - 1, pos + step))
            self.select(self.list.items[sel[pos]])
            self.list.scroll_to(sel[pos])
            return True
        return False

    # layout
    def layout(self) -> None:
        app = self.app
        w, h = self.size
        top = app.px(92)
        bottom = h - app.px(20)
        lw = max(app.px(290), min(app.px(340), w // 4))
        self.left = pygame.Rect(app.px(20), top, lw, bottom - top)
        self.right = pygame.Rect(self.left.right + app.px(18), top,
                                 w - self.left.right - app.px(38), bottom - top)
        pad = app.px(14)
        self.search.rect = pygame.Rect(self.left.x + pad, self.left.y + pad,
                                       self.left.w - 2 * pad, app.px(42))
        self.list.rect = pygame.Rect(self.left.x + pad // 2, self.search.rect.bottom + app.px(8),
                                     self.left.w - pad, self.left.bottom - pad
                                     - self.search.rect.bottom - app.px(8))
        self.back_button.rect = pygame.Rect(app.px(20), app.px(22), app.px(130), app.px(44))
        ew = min(app.px(360), (w - app.px(40)) // 2 - app.px(190))
        self.edition.rect = pygame.Rect(w - app.px(20) - ew, app.px(24), ew, app.px(40))

    def row_height(self, item) -> int:
        return self.app.px(40) if item[0] == "heading" else self.app.px(38)

    # drawing
    def draw_row(self, surface, rect, item, hovered, selected) -> None:
        app = self.app
        kind, value = item
        if kind == "heading":
            text = app.tr(value, q=self.search.text)
            fonts.blit_text(surface, text, (rect.x + app.px(6), rect.bottom - app.px(7)),
                            app.font_px(18), ACCENT, True, "bottomleft")
            return
        row_background(app, surface, rect, hovered, selected)
        size = app.font_px(18)
        x = rect.x + app.px(12)
        if kind == "card":
            cd = self.data.cards[value]
            emblems.side_emblem(surface, cd.side, (x + app.px(4), rect.centery), app.px(10))
            x += app.px(16)
            right = rect.right - app.px(10)
            if cd.strength is not None:
                label = f"+{cd.strength}" if cd.type == "module" else str(cd.strength)
                r = fonts.blit_text(surface, label, (right, rect.centery + 1), size, TEXT_DIM,
                                    True, "midright")
                right = r.x - app.px(8)
            tsize = app.font_px(14)
            tname = app.tr(f"type.{cd.type}")
            r = fonts.blit_text(surface, ellipsize(tname, tsize, app.px(90)),
                                (right, rect.centery + 1), tsize, TEXT_DIM, False, "midright")
            name = cd.name(app.lang) + (f" ×{cd.copies}" if cd.copies > 1 else "")
            fonts.blit_text(surface, ellipsize(name, size, r.x - x - app.px(6)),
                            (x, rect.centery + 1), size, TEXT, False, "midleft")
        elif kind == "topic":
            # narrowed if it must (a long title at a large text size), never cut
            blit_narrowed(surface, app.tr(rules_text.topic_title(value, self.ruleset)),
                          (x, rect.centery + 1), size, rect.right - x - app.px(8), TEXT,
                          anchor="midleft")
        elif kind == "city":
            c = self.cities[value]
            fonts.blit_text(surface, f"{getattr(c, 'number', value + 1)}.", (x, rect.centery + 1),
                            size, ACCENT, True, "midleft")
            fonts.blit_text(surface, c.name(app.lang), (x + app.px(26), rect.centery + 1), size,
                            TEXT, False, "midleft")
        elif kind == "legend":
            fonts.blit_text(surface, app.tr("rules.legend"), (x, rect.centery + 1), size, TEXT,
                            False, "midleft")
        else:
            fonts.blit_text(surface, app.tr("rules.phases"), (x, rect.centery + 1), size, TEXT,
                            False, "midleft")

    def draw_content(self, surface) -> None:
        app = self.app
        w, _ = surface.get_size()
        text_shadowed(surface, app.tr("rules.title"), (w // 2, app.px(24)), app.font_px(40),
                      ACCENT, True, "midtop", offset=app.px(2))
        panel(surface, self.left, app, alpha=225)
        panel(surface, self.right, app, alpha=215)
        kind, value = self.current
        view = self.page_view = self.right.inflate(-app.px(48), -app.px(40))
        # the page is drawn whole on a sheet, then shown through its view (scrolled)
        page = pygame.Surface((view.w, view.h * 4), pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, view.w, view.h)
        if kind == "card":
            self.draw_card(page, inner, value)
        elif kind == "city":
            self.draw_city(page, inner, value)
        elif kind == "topic":
            self.draw_topic(page, inner, value)
        elif kind == "legend":
            self.draw_legend(page, inner)
        elif kind == "none":
            fonts.blit_text(page, app.tr("rules.no_match", q=value), inner.center,
                            app.font_px(24), TEXT_DIM, False, "center")
        else:
            self.draw_game(page, inner)
        self.page_h = page.get_bounding_rect().bottom + app.px(8)
        self.page_scroll = max(0, min(self.page_scroll, self.page_h - view.h))
        surface.blit(page, view.topleft, pygame.Rect(0, self.page_scroll, view.w, view.h))
        if kind == "legend":              # where each meaning is on the screen (its tooltip)
            self._legend_rects = [(s, r.move(view.x, view.y - self.page_scroll))
                                  for s, r in self._legend_rects]
        if self.page_h > view.h:          # a scroll bar: where the view is on the page
            bar = pygame.Rect(self.right.right - app.px(14), view.y, app.px(5), view.h)
            pygame.draw.rect(surface, (50, 46, 40), bar, border_radius=app.px(3))
            k = view.h / self.page_h
            thumb = pygame.Rect(bar.x, view.y + round(self.page_scroll * k), bar.w,
                                max(app.px(20), round(view.h * k)))
            pygame.draw.rect(surface, ACCENT, thumb, border_radius=app.px(3))

    def draw_card(self, surface, area, key) -> None:
        app = self.app
        cd = self.data.cards[key]
        ch = area.h
        cw = round(ch * 5 / 7)
        if cw > area.w * 0.55:
            cw = round(area.w * 0.55)
            ch = round(cw * 7 / 5)
        card = pygame.Rect(area.x, area.y + (area.h - ch) // 2, cw, ch)
        try:
            from konwoj.ui import art
            surface.blit(art.card_face(key, card.size, app.lang, printed=cd.strength,
                                       ruleset=self.ruleset), card)
        except Exception:  # noqa: BLE001 - no art: a plain panel with the text
            pygame.draw.rect(surface, (44, 46, 52), card, border_radius=app.px(12))
            blit_wrapped(surface, card_text(key, self.ruleset, app.lang),
                         card.inflate(-app.px(30), -app.px(60)), app.font_px(18))
        x = card.right + app.px(34)
        tw = area.right - x
        y = area.y + app.px(6)
        col = SIDE_COLOURS.get(cd.side, ACCENT)
        name = cd.name(app.lang)
        nsize = app.font_px(44)
        while nsize > 18 and fonts.font(nsize, True).size(name)[0] > tw:
            nsize -= 2
        for line in fonts.wrap(name, nsize, tw - app.px(2), True):   # too wide: two lines
            r = text_shadowed(surface, line, (x, y), nsize, col, True, "topleft",
                              offset=app.px(2))
            y = r.bottom
        y += app.px(4)
        other = cd.name_en if app.lang == "pl" else cd.name_pl
        if other != name:
            fonts.blit_text(surface, f"{app.tr('rules.other_name')}: {other}", (x, y),
                            app.font_px(17), TEXT_DIM, False, "topleft")
            y += app.px(26)
        y += app.px(14)
        facts = [("rules.side", app.tr(f"side.{cd.side}")),
                 ("rules.type", app.tr(f"type.{cd.type}"))]
        if cd.strength is not None:
            s = f"+{cd.strength}" if cd.type == "module" else str(cd.strength)
            facts.append(("rules.strength", s))
        facts.append(("rules.trigger", edition_tr(f"trigger.{cd.trigger or 'none'}",
                                                  self.ruleset, app.lang)))
        facts.append(("rules.copies", str(cd.copies)))
        lsize, vsize = app.font_px(18), app.font_px(20)
        label_w = max(fonts.font(lsize).size(app.tr(k))[0] for k, _ in facts) + app.px(18)
        for k, v in facts:
            fonts.blit_text(surface, app.tr(k), (x, y), lsize, TEXT_DIM, False, "topleft")
            used = blit_wrapped(surface, v, pygame.Rect(x + label_w, y - app.px(1),
                                                        max(1, tw - label_w), app.px(200)),
                                vsize, TEXT, True, line_gap=1.0)
            y += max(app.text_px(30), used + app.px(6))
        y += app.px(12)
        pygame.draw.line(surface, (80, 70, 52), (x, y), (area.right, y), max(1, app.px(1.5)))
        y += app.px(16)
        y += blit_wrapped(surface, card_text(key, self.ruleset, app.lang),
                          pygame.Rect(x, y, tw, area.bottom - y), app.font_px(22), TEXT)
        if key in rules_text.CARD_NOTES.get(self.ruleset, ()):
            y += app.px(16)
            r = fonts.blit_text(surface, app.tr("rules.in_edition") + ":", (x, y),
                                app.font_px(19), ACCENT, True, "topleft")
            y = r.bottom + app.px(4)
            y += blit_wrapped(surface, app.tr(f"rules.note2e.{key}"),
                              pygame.Rect(x, y, tw, area.bottom - y), app.font_px(20), TEXT)
        if getattr(cd, "strength_source", "") == "reconstructed" and cd.strength is not None:
            # at the panel's foot, or under the text when that runs further (a scroll away)
            note = "* " + app.tr("rules.reconstructed")
            nh = fonts.font(app.font_px(14)).get_linesize()
            blit_wrapped(surface, note, pygame.Rect(x, max(area.bottom - nh, y + app.px(12)),
                                                    tw, app.px(200)), app.font_px(14), TEXT_DIM)

    def draw_game(self, surface, area) -> None:
        app = self.app
        y = area.y
        r = text_shadowed(surface, app.tr("rules.section.game"), (area.x, y), app.font_px(32),
                          ACCENT, True, "topleft", offset=app.px(2))
        fonts.blit_text(surface, editions.label(self.ruleset, app.lang),
                        (r.right + app.px(16), r.bottom - app.px(6)), app.font_px(18), TEXT_DIM,
                        False, "bottomleft")
        y = r.bottom + app.px(12)
        y += blit_wrapped(surface, self.overview(), pygame.Rect(area.x, y, area.w, area.h),
                          app.font_px(19), TEXT)
        y += app.px(14)
        fonts.blit_text(surface, app.tr("rules.phases"), (area.x, y), app.font_px(24), ACCENT,
                        True, "topleft")
        y += app.px(36)
        ladder = rules_text.PHASES.get(self.ruleset, rules_text.PHASES["1e"])
        n = len(ladder)
        step = max(app.px(34), min(app.px(58), (area.bottom - y) // n))
        lh19 = fonts.font(app.font_px(19), True).get_linesize()
        lh17 = fonts.font(app.font_px(17)).get_linesize()
        ry = y
        for numeral, ph in ladder:
            name_key, text_key = rules_text.phase_keys(ph, self.ruleset)
            tx = area.x + app.px(52) + app.px(14)
            # each phase's line wraps (never cut): its row is as tall as it needs
            lines = fonts.wrap(app.tr(text_key), app.font_px(17), area.right - tx)
            row = max(step, lh19 + lh17 * len(lines) + app.px(8))
            badge = pygame.Rect(area.x, ry, app.px(52), row - app.px(8))
            pygame.draw.rect(surface, (70, 56, 34), badge, border_radius=app.px(6))
            fonts.blit_text(surface, numeral, badge.center, app.font_px(17), ACCENT, True,
                            "center")
            fonts.blit_text(surface, app.tr(name_key), (tx, ry), app.font_px(19),
                            TEXT, True, "topleft")
            ly = ry + lh19
            for line in lines:
                fonts.blit_text(surface, line, (tx, ly), app.font_px(17), TEXT_DIM, False,
                                "topleft")
                ly += lh17
            ry += row

    def legend_entries(self) -> list[tuple[str, str, object]]:
        """(group key, meaning, icon surface maker) for every icon and token the table shows."""
        from konwoj.texts.table_text import t as tt
        lang = self.app.lang
        out = []
        for ty in ("robot", "module", "instant", "soldier", "building"):
            text = tt("icon.type." + ty, lang, side="").lstrip(" ·")
            out.append(("legend.cards", text, lambda sz, n=ty: art.icon(n, sz)))
        for tg in ("enters_city", "constant", "discard_card", "once_per_battle", "on_moloch_win",
                   "on_outpost_win", "on_tie"):
            out.append(("legend.cards", edition_tr("table.icon.trigger." + tg, self.ruleset, lang),
                        lambda sz, n=tg: art.icon(n, sz)))
        dists = ("draw", "kill", "move_to_new_york", "bomb") if self.ruleset != "2e" \
            else ("plain", "bomb")
        for d in dists:
            out.append(("legend.districts", tt("tip.district." + d, lang),
                        lambda sz, n=d: art.icon("district_" + n, sz)))
        toks = ["plus1", "plus2", "minus2", "shield", "net", "deactivated", "battle_target",
                "destroyed_district"]
        if self.ruleset != "2e":
            toks += ["extra_district", "used_feature"]
        for tk in toks:
            out.append(("legend.tokens", edition_tr("table.tip.token." + tk, self.ruleset, lang),
                        lambda sz, n=tk: art.token(n, sz)))
        for kind in emblems.LEGEND:     # drawn by the table's own functions
            out.append(("legend.colours", self.app.tr("legend.colour." + kind),
                        lambda sz, n=kind: emblems.legend_icon(n, sz)))
        return out

    def draw_legend(self, surface, area) -> None:
        """Every icon and token with what it means, in columns grouped by where it appears."""
        app = self.app
        r = text_shadowed(surface, app.tr("rules.legend"), (area.x, area.y), app.font_px(32),
                          ACCENT, True, "topleft", offset=app.px(2))
        top = r.bottom + app.px(12)
        entries = self.legend_entries()
        rows = []
        group = None
        for g, text, make in entries:
            if g != group:
                rows.append(("head", g, None))
                group = g
            rows.append(("item", text, make))
        cols = 2 if area.w < app.px(900) else 3
        per = -(-len(rows) // cols)
        row_h = max(app.px(26), min(app.px(46), (area.bottom - top) // per))
        col_w = (area.w - (cols - 1) * app.px(16)) // cols
        icon = max(app.px(18), row_h - app.px(8))
        fs = app.font_px(14) if row_h < app.px(40) else app.font_px(15)
        # each row is as tall as its meaning needs (whole, never cut); the rows fill the
        # columns in turn and the last one runs on (large text: the page scrolls)
        lh = fonts.font(fs).get_linesize()
        width = col_w - icon - app.px(10)
        self._legend_rects = []
        col, cy = 0, top
        for kind, text, make in rows:
            lines = fonts.wrap(text, fs, width) if kind == "item" else []
            h_ = max(row_h, len(lines) * lh + app.px(4))
            if cy + h_ > area.bottom and col < cols - 1 and cy > top:
                col, cy = col + 1, top
            cx = area.x + col * (col_w + app.px(16))
            if kind == "head":
                fonts.blit_text(surface, app.tr(text), (cx, cy + h_ - app.px(4)),
                                app.font_px(17), ACCENT, True, "bottomleft")
                cy += h_
                continue
            try:
                img = make((icon, icon))
                surface.blit(img, img.get_rect(center=(cx + icon // 2, cy + h_ // 2)))
            except Exception:  # noqa: BLE001 - a missing drawing leaves a gap, not a crash
                pass
            tx = cx + icon + app.px(8)
            ty = cy + (h_ - lh * len(lines)) // 2
            for line in lines:
                fonts.blit_text(surface, line, (tx, ty), fs, TEXT)
                ty += lh
            self._legend_rects.append((text, pygame.Rect(cx, cy, col_w, h_)))
            cy += h_

    def overview(self) -> str:
        """The paragraph on how a game goes, with the edition's own city names."""
        app = self.app
        if self.ruleset != "2e":
            return app.tr("rules.overview")
        names = [c.name(app.lang) for c in self.cities]
        cities = ", ".join(names[:-1]) + app.tr("rules.and") + names[-1] if names else ""
        return app.tr("rules.overview.2e", cities=cities)

    def draw_topic(self, surface, area, topic) -> None:
        app = self.app
        title = app.tr(rules_text.topic_title(topic, self.ruleset))
        r = text_shadowed(surface, title, (area.x, area.y), app.font_px(32), ACCENT, True,
                          "topleft", offset=app.px(2))
        fonts.blit_text(surface, editions.label(self.ruleset, app.lang),
                        (r.right + app.px(16), r.bottom - app.px(6)), app.font_px(18), TEXT_DIM,
                        False, "bottomleft")
        y = r.bottom + app.px(18)
        key = rules_text.topic_title(topic, self.ruleset) + ".text"
        width = min(area.w, app.px(760))
        for para in app.tr(key).split("\n"):
            y += blit_wrapped(surface, para, pygame.Rect(area.x, y, width, area.bottom - y),
                              app.font_px(21), TEXT, line_gap=1.12) + app.px(14)

    def draw_city(self, surface, area, index) -> None:
        app = self.app
        c = self.cities[index]
        y = area.y
        r = text_shadowed(surface, c.name(app.lang), (area.x, y), app.font_px(38), ACCENT, True,
                          "topleft", offset=app.px(2))
        number = getattr(c, "number", index + 1)
        fonts.blit_text(surface, app.tr("rules.city_number", n=number) + " · "
                        + editions.label(self.ruleset, app.lang),
                        (r.right + app.px(16), r.bottom - app.px(6)), app.font_px(18), TEXT_DIM,
                        False, "bottomleft")
        y = r.bottom + app.px(14)
        first = default_data().cities[index] if index < len(default_data().cities) else None
        if self.ruleset == "2e" and first is not None and first.name(app.lang) != c.name(app.lang):
            fonts.blit_text(surface, app.tr("rules.city_names_2e", name=first.name(app.lang)),
                            (area.x, y - app.px(6)), app.font_px(16), TEXT_DIM, False, "topleft")
            y += app.px(18)
        # the two sides of the city board
        bw = (area.w - app.px(16)) // 2
        bh = round(bw * 2 / 3)
        if bh > area.h * 0.40:
            bh = round(area.h * 0.40)
            bw = round(bh * 3 / 2)
        try:
            from konwoj.ui import art
            bx = area.centerx - (2 * bw + app.px(16)) // 2
            for j, ruined in enumerate((False, True)):
                board = art.city_board(c.key, ruined, (bw, bh))
                r = surface.blit(board, (bx + j * (bw + app.px(16)), y))
                pygame.draw.rect(surface, (90, 80, 60), r, width=1)
            y += bh + app.px(18)
        except Exception:  # noqa: BLE001 - no art: text only
            pass
        col_w = (area.w - app.px(24)) // 2
        lx, rx = area.x, area.x + col_w + app.px(24)
        ly = ry = y

        def head(x, yy, key):
            fonts.blit_text(surface, app.tr(key), (x, yy), app.font_px(20), ACCENT, True,
                            "topleft")
            return yy + app.px(28)

        ly = head(lx, ly, "rules.districts")
        isz = app.px(32)
        second = self.ruleset == "2e"
        extra = getattr(c, "extra_district", None)
        effects = list(c.districts) + ([extra] if extra and not second else [])
        for i, eff in enumerate(effects):
            try:
                from konwoj.ui import art
                ic = art.icon(eff, (isz, isz))
                surface.blit(ic, (lx, ly))
            except Exception:  # noqa: BLE001
                box = pygame.Rect(lx + isz // 6, ly + isz // 6, isz * 2 // 3, isz * 2 // 3)
                pygame.draw.rect(surface, TEXT_DIM, box, width=max(1, app.px(2)),
                                 border_radius=app.px(3))
            if second:
                label = app.tr("rules.district.bomb" if eff == "bomb" else "rules.district.plain")
            elif i >= len(c.districts):
                label = app.tr("rules.extra_district", effect=app.tr(f"district.{eff}"))
            else:
                label = app.tr(f"district.{eff}")
            used = blit_wrapped(surface, label, pygame.Rect(lx + isz + app.px(10),
                                                            ly + app.px(4),
                                                            col_w - isz - app.px(10), 200),
                                app.font_px(18), TEXT, line_gap=1.05)
            ly += max(isz + app.px(6), used + app.px(6))
        ly += app.px(6)
        ly = head(lx, ly, "rules.stations")
        for side in SIDES:
            fonts.blit_text(surface, f"{app.tr(f'side.{side}')}: {c.stations.get(side, '?')}",
                            (lx, ly), app.font_px(18), SIDE_TEXT[side], True, "topleft")
            ly += app.px(24)

        ry = head(rx, ry, "rules.victory")
        for side in SIDES:
            v = c.victory.get(side)
            fonts.blit_text(surface, app.tr(f"side.{side}"), (rx, ry), app.font_px(19),
                            SIDE_TEXT[side], True, "topleft")
            ry += app.px(22)
            if second and side == "moloch":
                text = app.tr("rules.victory2e.moloch_kill" if "kill" in str(v)
                              else "rules.victory2e.moloch")
            else:
                text = app.tr(f"victory.{v}")
            ry += blit_wrapped(surface, text,
                               pygame.Rect(rx, ry, col_w, 200), app.font_px(18), TEXT,
                               line_gap=1.05) + app.px(6)
        ry += app.px(6)
        ry = head(rx, ry, "rules.feature")
        if second:
            blit_wrapped(surface, app.tr("rules.no_features_2e"),
                         pygame.Rect(rx, ry, col_w, 200), app.font_px(18), TEXT_DIM,
                         line_gap=1.05)
        elif c.feature:
            ry += blit_wrapped(surface, app.tr(f"feature.{c.feature}"),
                               pygame.Rect(rx, ry, col_w, 200), app.font_px(18), TEXT,
                               line_gap=1.05)
            fonts.blit_text(surface, app.tr("rules.feature_cost", n=c.feature_cost), (rx, ry),
                            app.font_px(17), TEXT_DIM, False, "topleft")
        else:
            fonts.blit_text(surface, app.tr("rules.feature_none"), (rx, ry), app.font_px(18),
                            TEXT_DIM, False, "topleft")
