"""The battle summary (resolution overlay): :class:`Resolution` holds what it shows (each side's
cards with where their strength comes from, the totals, the winner, the effects in order, and
which districts fell and why, as the game's edition has it) and
:func:`draw_resolution` draws it, revealing the rows one by one on a timer.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from konwoj.ui import art, fonts, keynames
from konwoj.rules import MOLOCH, OUTPOST, SIDES
from konwoj.i18n import tr
from konwoj.texts import edition_view
from konwoj.texts.table_text import t
from konwoj.texts.log_text import capital, side_ref
from konwoj.ui.table.paint import (
    GOLD,
    fit_heading,
    Painter,
    SIDE_DARK,
    SIDE_TEXT,
    TEXT,
    TEXT_DIM,
    draw_button,
    heading,
    line_height,
    outlined,
    side_name,
    twrap,
    txt,
)


class Resolution:
    """The data of the resolution overlay: rows per side built from the state just before the
    battle was resolved, the winner and the effects from the log."""

    def __init__(self, old_state, new_state, log_start: int, viewer: str, lang: str, now: float,
                 speed: float, left: str):
        c = old_state.active_city
        self.battle = old_state.battle
        self.city = c
        self.city_name = edition_view.city_name(old_state, c, lang)
        self.old_state = old_state
        self.fell: list[str] = []
        self.left = MOLOCH
        self.right = OUTPOST
        self.rows: dict = {}
        self.totals: dict = {}
        for side in SIDES:
            rows = []
            for cid in old_state.cards_in(c, side):
                total, parts = old_state.strength_parts(cid)
                rows.append((cid, old_state.card(cid).name(lang),
                             _parts_text(old_state, parts, lang), total))
            self.rows[side] = rows
            self.totals[side] = old_state.city_strength(c, side)
        self.winner = None
        self.effects: list[str] = []
        self.log_start = log_start
        self.viewer = viewer
        self.lang = lang
        self.t0 = now
        self.step = 0.16 * max(speed, 0.0)
        self.open = True
        self._at = old_state
        self.verdict = None
        self.verdict_due_seen = False      # the scene asked for the frame that shows the verdict
        self.refresh(new_state)

    def refresh(self, state) -> None:
        try:      # the outcome in words: who won and why, what falls, each effect, what is next
            from konwoj.texts.verdict import battle_verdict
            self.verdict = battle_verdict(self._at, state, self.log_start, self.viewer, self.lang,
                                          at=self._at)
        except Exception:  # noqa: BLE001 - a summary without words is better than none
            self.verdict = None
        evs = state.log[self.log_start:]
        self.effects = []
        seen_strength = False
        for ev in evs:
            if ev.key == "battle":
                break
            if ev.key == "strength":
                seen_strength = True
                continue
            if not seen_strength or not ev.visible(self.viewer):
                continue
            if ev.key == "winner":
                self.winner = ev.args[0]
                continue
            if ev.key in ("tie", "tie_moloch", "pass", "phase"):
                if ev.key == "tie_moloch":
                    self.winner = MOLOCH
                    self.effects.append(edition_view.event_text(ev, state, self.lang))
                continue
            self.effects.append(edition_view.event_text(ev, state, self.lang))
        self.fell = (edition_view.fell_lines(self.old_state, state, self.winner, self.lang)
                     if seen_strength else [])

    def n_steps(self) -> int:
        return max(len(self.rows[MOLOCH]), len(self.rows[OUTPOST])) + 1

    def shown(self, now: float) -> dict:
        if self.step <= 0:
            k = 10 ** 6
        else:
            k = int((now - self.t0) / self.step)
        return {side: min(len(self.rows[side]), k) for side in SIDES}

    def winner_shown(self, now: float) -> bool:
        return self.step <= 0 or now - self.t0 >= self.step * self.n_steps()

    def winner_at(self) -> float:
        """The moment (on the table's clock) the winner shows: the battle's sounds wait for it."""
        return self.t0 + max(0.0, self.step) * self.n_steps()

    def revealing(self, now: float) -> bool:
        return not self.winner_shown(now)

    def reveal_all(self) -> None:
        self.t0 = -1e9



def _parts_text(state, parts, lang: str) -> str:
    out = []
    for src, amount in parts:
        if src == "printed":
            out.append(str(amount))
            continue
        sign = f"+{amount}" if amount > 0 else str(amount)
        if src in ("+1", "+2", "-2"):
            out.append(f"{sign} ({t('zoom.token', lang, t=src)})")
        elif src == "net":
            out.append(f"{sign} ({t('token.net', lang)})")
        elif src in state.data.cards:
            out.append(f"{sign} ({state.data.cards[src].name(lang)})")
        else:
            out.append(f"{sign}")
    return " ".join(out)



def draw_resolution(p: Painter, surf, sc, res, now: float) -> dict:
    """The battle resolution: both sides' strength built up card by card (thumbnail, name, where
    the strength comes from), the totals, the winner and the effects in order. Returns the hit
    rects (the Continue button)."""
    L = sc.layout
    u = L.u
    lang = sc.lang
    g = L.gap
    area = L.table
    W, H = L.size
    w = min(area.w - 4 * g, max(660, round(1040 * u)))
    fs = max(15, round(19 * u))
    fss = max(13, round(16 * u))
    fsb = max(20, round(30 * u))
    tw_ = max(34, round(50 * u))
    th_ = round(tw_ * 1.4)
    row_h = th_ + g
    shown = res.shown(now)
    rows_max = max(len(res.rows[res.left]), len(res.rows[res.right]), 1)
    colw = (w - 6 * g) // 2
    eff_lines = []
    v = res.verdict
    if res.winner_shown(now):
        for text in ([*v.falls, *v.effects] if v is not None else res.effects):
            eff_lines += p.wrapped("- " + text, fss, w - 6 * g, TEXT)
        if v is not None and v.next:
            eff_lines += p.wrapped(v.next, fss, w - 6 * g, GOLD, True)
    # room by the sizes the texts are drawn at (the player's text size, the window's floor)
    fsb_d, fs_d = fonts.eff(fsb), fonts.eff(fs)
    titles = fit_heading(t("res.title", lang, n=res.battle, city=res.city_name), round(fsb * 0.85),
                         w - 4 * g, GOLD)
    title_h = sum(i.get_height() for i in titles)
    head_h = title_h + round(fs_d * 1.5) + 2 * g
    tot_h = round(fsb_d * 1.5) + g
    win_h = round(fsb_d * 1.5) + g if res.winner_shown(now) else 0
    eff_h = (line_height(fss) * (len(eff_lines) + 1) + g) if eff_lines else 0
    fell_lines = []          # which districts fell, and why (when the summary in words has none)
    if res.winner_shown(now) and v is None:
        for text in res.fell:
            fell_lines += p.wrapped("- " + text, fss, w - 6 * g, TEXT)
    eff_h += (line_height(fss) * (len(fell_lines) + 1) + g) if fell_lines else 0
    btn_h = round(fs_d * 2.1)
    # every effect line must show: when they need the room, the card rows get thinner first
    room = H - 2 * g - (head_h + tot_h + win_h + eff_h + btn_h + 4 * g)
    if rows_max * row_h > room:
        th_ = max(round(line_height(fs) * 1.15), room // rows_max - g)
        th_ = min(th_, round(tw_ * 1.4))
        tw_ = round(th_ / 1.4)
        row_h = th_ + g
    h = head_h + rows_max * row_h + tot_h + win_h + eff_h + btn_h + 4 * g
    h = min(h, H - 2 * g)
    res.lines_cut = False
    r = Rect(0, 0, w, h)
    r.centerx = area.centerx
    r.centery = L.mid.centery
    r.y = max(g, min(r.y, H - h - g))
    surf.blit(p.dim(L.size, 120, 0), (0, 0))
    p.blit_shadow(surf, r, u, 2.5)
    surf.blit(p.plate(r.size, (16, 16, 18, 248), 12, GOLD, 2), r)
    ty = r.y + g
    for title in titles:
        surf.blit(title, title.get_rect(midtop=(r.centerx, ty)))
        ty += title.get_height()
    y0 = ty + g
    for k, side in enumerate((res.left, res.right)):
        x = r.x + 2 * g + k * (colw + 2 * g)
        head = heading(side_name(side, lang), fs + 1, SIDE_TEXT[side])
        surf.blit(head, (x, y0))
        y = y0 + round(fs_d * 1.5)
        rows = res.rows[side]
        if not rows:
            surf.blit(txt(t("res.none", lang), fs, TEXT_DIM), (x, y + g))
        running = 0
        for i, (cid, name, parts, total) in enumerate(rows):
            if i >= shown[side]:
                break
            running += total
            rr = Rect(x, y + i * row_h, colw, th_)
            surf.blit(p.plate(rr.size, (*SIDE_DARK[side], 150), 6), rr)
            surf.blit(art.game_card_face(sc.match.state, cid, (tw_, th_), lang), rr.topleft)
            tx = rr.x + tw_ + g
            tot = outlined(str(total), fsb, TEXT)
            surf.blit(tot, tot.get_rect(midright=(rr.right - g, rr.centery)))
            maxw = rr.right - g * 2 - tot.get_width() - tx
            surf.blit(txt(name, fs, TEXT, True), (tx, rr.y + g // 2))
            yy = rr.y + g // 2 + line_height(fs)
            fit = max(0, min(2, (th_ - g // 2 - line_height(fs)) // line_height(fss)))
            for line in twrap(parts, fss, maxw)[:fit]:
                surf.blit(txt(line, fss, TEXT_DIM), (tx, yy))
                yy += line_height(fss)
        yt = y + rows_max * row_h + g // 2
        pygame.draw.line(surf, (110, 100, 80), (x, yt), (x + colw, yt), 2)
        surf.blit(txt(t("res.total", lang), fs, TEXT_DIM, True), (x, yt + g))
        done = shown[side] >= len(rows)
        val = outlined(str(res.totals[side] if done else running), fsb + 6,
                       GOLD if res.winner == side and res.winner_shown(now) else TEXT)
        surf.blit(val, val.get_rect(topright=(x + colw - g, yt + g // 2)))
    y = y0 + round(fs_d * 1.5) + rows_max * row_h + tot_h + g
    hits = {"summary": r}
    if res.winner_shown(now):
        if v is not None and v.headline:
            msg = v.headline
            col = SIDE_TEXT[res.winner] if res.winner else TEXT
        elif res.winner:
            msg = capital(t("res.wins", lang, side=side_ref(res.winner, lang)))
            col = SIDE_TEXT[res.winner]
        else:
            msg = t("res.tie", lang)
            col = TEXT
        img = heading(msg, round(fsb * 0.9), col)
        if img.get_width() > r.w - 4 * g:
            img = heading(msg, round(fsb * 0.7), col)
        surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
        verdict_top = y
        y += win_h
        if eff_lines:
            surf.blit(txt(t("res.effects", lang), fs, GOLD, True), (r.x + 3 * g, y))
            y += line_height(fss) + 2
            for img in eff_lines:
                if y > r.bottom - btn_h - 2 * g:
                    res.lines_cut = True
                    break
                surf.blit(img, (r.x + 3 * g, y))
                y += line_height(fss)
        if fell_lines:
            y += g
            surf.blit(txt(tr("fell.title", lang), fs, GOLD, True), (r.x + 3 * g, y))
            y += line_height(fss) + 2
            for img in fell_lines:
                if y > r.bottom - btn_h - 2 * g:
                    break
                surf.blit(img, (r.x + 3 * g, y))
                y += line_height(fss)
        hits["verdict"] = Rect(r.x + 2 * g, verdict_top, r.w - 4 * g, y - verdict_top)
    bw = max(160, round(220 * u))
    br = Rect(r.right - bw - 2 * g, r.bottom - btn_h - g, bw, btn_h)
    hint = txt(t("res.skip", lang, keyname=keynames.first_label(sc.app, "end_phase")), fss, TEXT_DIM)
    surf.blit(hint, hint.get_rect(midleft=(r.x + 2 * g, br.centery)))
    draw_button(p, surf, br, t("btn.continue", lang), True, "primary", fs, br.collidepoint(sc.input.mouse))
    hits["continue"] = br
    return hits
