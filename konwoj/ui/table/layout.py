"""Where everything sits on the table, for one window size, one state and one seat.

Pure geometry (pygame ``Rect`` only): the five city columns with both sides' battle stations, the
boards, the hands, the piles and the side panel. The scene rebuilds it whenever the state, the seat
or the window size changes; hit-testing and drawing both read it, so what you see is what you click.

Reference size 1920x1080; everything scales with ``u = min(W/1920, H/1080)``.
"""
from __future__ import annotations

import math

from pygame import Rect

from konwoj.rules import MOLOCH, OUTPOST, SIDES
from konwoj.ui import fonts

CARD_ASPECT = 1.4          # height / width of every card
PEEK = 0.2                 # part of a Module's height showing above its Robot


def other(side: str) -> str:
    return OUTPOST if side == MOLOCH else MOLOCH


class Area:
    """One side's battle stations in one city."""

    def __init__(self, city: int, side: str, rect: Rect, top: bool):
        self.city = city
        self.side = side
        self.rect = rect
        self.top = top                     # above the board (the far side of the table)
        self.cards: list[str] = []
        self.slots: list[Rect] = []        # empty stations
        self.virtual: Rect | None = None   # a place for a card that takes no station (Pająki)
        self.limit = 0
        self.used = 0


class Layout:
    def __init__(self, size: tuple[int, int], state, bottom: str, hand: list[str],
                 opp_hand: int, virtual: frozenset = frozenset(), opp_known: int = 0):
        W, H = size
        self.size = (W, H)
        u = min(W / 1920, H / 1080)
        self.u = u
        self.bottom = bottom
        self.top_side = other(bottom)
        g = max(4, round(8 * u))
        self.gap = g

        # ------------------------------------------------------------ panel and strips
        # the panel and the side plates grow with the size text is drawn at (the player's text
        # size, the window's floor) against the size asked for it
        fs0 = max(14, round(19 * u))
        grow = max(1.0, min(1.6, fonts.eff(fs0) / fs0))
        pw = max(248, round(340 * u * math.sqrt(grow)))
        self.panel = Rect(W - pw, 0, pw, H)
        tw = W - pw
        self.table = Rect(0, 0, tw, H)
        hw = max(84, round(118 * u))
        hh = round(hw * CARD_ASPECT)
        self.hand_card = (hw, hh)
        bot_h = hh + 2 * g
        top_h = max(62, round(92 * u * fonts.text_scale()))   # its plate's lines at the text size
        self.top_strip = Rect(0, 0, tw, top_h)
        self.bottom_strip = Rect(0, H - bot_h, tw, bot_h)
        mid = Rect(0, top_h, tw, H - top_h - bot_h)
        self.mid = mid

        # ------------------------------------------------------------ cities
        board_h = max(100, round(132 * u))     # room for legible labels at 1366x768
        # ... and for its chips at the size they are drawn (the text size, the window's floor)
        chip = max(14, round(17 * u))
        grown = round(board_h * max(1.0, min(1.6, 1.15 * fonts.eff(chip) / chip)))
        # ... but never past a third of the middle: the cards keep their room (small windows)
        board_h = max(board_h, min(grown, round((H - top_h - bot_h) * 0.34)))
        area_h = (mid.h - board_h) // 2
        gut = max(5, round(12 * u))
        self.gutter = gut
        # the battle city is a little wider, destroyed ones narrower
        act = state.active_city
        weights = [0.62 if state.city_destroyed[c] else (1.12 if c == act else 1.0)
                   for c in range(5)]
        avail = tw - gut * 6
        unit = avail / sum(weights)
        colw = unit                      # a plain city's width: the card size follows it
        self.columns: list[Rect] = []
        self.boards: list[Rect] = []
        self.areas: dict[tuple[int, str], Area] = {}
        x0 = float(gut)
        for c in range(5):
            x = round(x0)
            x0 += unit * weights[c]
            w = round(x0) - x
            x0 += gut
            col = Rect(x, mid.y, w, mid.h)
            board = Rect(x, mid.y + area_h, w, board_h)
            self.columns.append(col)
            self.boards.append(board)
            self.areas[(c, self.top_side)] = Area(c, self.top_side,
                                                  Rect(x, mid.y, w, area_h), True)
            self.areas[(c, bottom)] = Area(c, bottom,
                                           Rect(x, board.bottom, w, mid.bottom - board.bottom), False)
        # each area keeps a strip at its top for its "Stations" label (as tall as the label is
        # drawn), where no card goes
        self.label_h = round(fonts.eff(max(12, round(15 * u))) * 1.05) + 2
        # uniform card size on the table: three per row, two rows per side
        ch_max = (area_h - self.label_h - 3 * g) / (2 * (1 + PEEK))
        cw = min((colw - 4 * g) / 3, ch_max / CARD_ASPECT)
        self.card = (int(cw), int(cw * CARD_ASPECT))

        # ------------------------------------------------------------ cards on the table
        self.card_rects: dict[str, Rect] = {}
        self.module_rects: dict[str, Rect] = {}    # whole module card (drawn under its host)
        self.module_peek: dict[str, Rect] = {}     # the part of the module that shows
        self.card_area: dict[str, tuple[int, str]] = {}
        for c in range(5):
            for side in SIDES:
                self._place_area(state, self.areas[(c, side)], (c, side) in virtual)

        # ------------------------------------------------------------ boards' inner parts
        self.district_rects: list[list[Rect]] = []
        self.feature_rects: list[Rect] = []
        self.strength_rects: dict[tuple[int, str], Rect] = {}
        for c in range(5):
            b = self.boards[c]
            n = len(state.districts[c])
            d = max(22, round(min(46 * u, (b.w - 2 * g) / max(n, 1) - g)))
            total = n * d + (n - 1) * g
            x0 = b.centerx - total // 2
            y = b.bottom - d - max(4, round(10 * u))
            self.district_rects.append([Rect(x0 + i * (d + g), y, d, d) for i in range(n)])
            fs = max(20, round(34 * u))
            self.feature_rects.append(Rect(b.right - fs - g, b.y + g, fs, fs))
            sb = max(26, round(40 * u))
            self.strength_rects[(c, self.top_side)] = Rect(b.x + g, b.y + g + round(22 * u), sb, sb)
            self.strength_rects[(c, bottom)] = Rect(b.x + g, b.bottom - sb - g, sb, sb)

        # ------------------------------------------------------------ piles
        pw_ = max(52, round(86 * u))
        ph_ = round(pw_ * CARD_ASPECT)
        if ph_ > bot_h - 2 * g:
            ph_ = bot_h - 2 * g
            pw_ = round(ph_ / CARD_ASPECT)
        self.pile_card = (pw_, ph_)
        yb = self.bottom_strip.y + (bot_h - ph_) // 2
        self.discard_rect = {bottom: Rect(tw - g * 2 - pw_, yb, pw_, ph_)}
        self.deck_rect = {bottom: Rect(self.discard_rect[bottom].x - g * 3 - pw_, yb, pw_, ph_)}
        th = top_h - 2 * g
        tw_ = round(th / CARD_ASPECT)
        self.top_pile_card = (tw_, th)
        self.discard_rect[self.top_side] = Rect(tw - g * 2 - tw_, g, tw_, th)
        self.deck_rect[self.top_side] = Rect(self.discard_rect[self.top_side].x - g * 3 - tw_, g,
                                             tw_, th)

        # ------------------------------------------------------------ side plates
        plate_w = max(150, round(210 * u * grow))
        self.plate = {bottom: Rect(g * 2, self.bottom_strip.y + g * 2, plate_w, bot_h - 3 * g),
                      self.top_side: Rect(g * 2, g, plate_w, top_h - 2 * g)}

        # ------------------------------------------------------------ hands
        left = self.plate[bottom].right + g * 3
        right = self.deck_rect[bottom].x - g * 3
        self.hand_zone = Rect(left, self.bottom_strip.y, right - left, bot_h)
        self.hand_rects: list[tuple[str, Rect]] = []
        n = len(hand)
        if n:
            step = min(hw + g, (right - left - hw) / max(n - 1, 1))
            total = hw + step * (n - 1)
            x0 = left + (right - left - total) / 2
            y = self.bottom_strip.y + g
            mid_i = (n - 1) / 2
            arc = round(hh * 0.05)
            for i, cid in enumerate(hand):
                k = (i - mid_i) / mid_i if n > 1 else 0.0
                self.hand_rects.append((cid, Rect(round(x0 + i * step),
                                                  y - arc + round(arc * k * k), hw, hh)))
        self.hand_step = (self.hand_rects[1][1].x - self.hand_rects[0][1].x) if n > 1 else hw
        ow = round(th / CARD_ASPECT)
        oleft = self.plate[self.top_side].right + g * 3
        oright = self.deck_rect[self.top_side].x - g * 3
        self.opp_zone = Rect(oleft, 0, oright - oleft, top_h)
        self.opp_card = (ow, th)
        self.opp_hand_rects: list[Rect] = []
        if opp_hand:
            # cards the seated side knows (Wywiad) come first, side by side so each can be
            # hovered and read; the unknown backs overlap after them
            k = min(opp_known, opp_hand)
            steps = [ow + g if i < k else ow * 0.55 for i in range(opp_hand - 1)]
            room = oright - oleft - ow
            if sum(steps) > room:
                f = max(room, 0) / sum(steps)
                steps = [st * f for st in steps]
            x = oleft + (oright - oleft - ow - sum(steps)) / 2
            for i in range(opp_hand):
                self.opp_hand_rects.append(Rect(round(x), g, ow, th))
                if i < len(steps):
                    x += steps[i]

        # ------------------------------------------------------------ panel parts
        P = self.panel
        pad = max(8, round(14 * u))
        self.pad = pad
        self.fs = max(14, round(19 * u))          # panel text size
        self.fs_small = max(13, round(16 * u))
        self.fs_big = max(18, round(27 * u))
        # room by the sizes these texts are drawn at (the player's text size, the window's floor)
        fs_d, small_d, big_d = fonts.eff(self.fs), fonts.eff(self.fs_small), fonts.eff(self.fs_big)
        y = P.y + pad
        self.panel_title = Rect(P.x + pad, y, P.w - 2 * pad, round(big_d * 1.05))
        y = self.panel_title.bottom + pad // 2
        row = round(small_d * 1.2)
        self.phase_rows: list[Rect] = []
        for i in range(8):
            self.phase_rows.append(Rect(P.x + pad, y + i * row, P.w - 2 * pad, row))
        y = self.phase_rows[-1].bottom + pad
        bh = round(fs_d * 1.9)
        # the prompt: about five lines, fewer when the panel is short (the log keeps four)
        log_min = 4 * round(fs_d * 1.1) + pad
        spare = P.bottom - pad - bh - pad // 2 - log_min - (y + pad // 2 + 2 * bh + pad // 2 + pad)
        self.prompt_rect = Rect(P.x + pad, y, P.w - 2 * pad,
                                max(round(fs_d * 3.2), min(round(fs_d * 6.0), spare)))
        y = self.prompt_rect.bottom + pad // 2
        half = (P.w - 2 * pad - pad // 2) // 2
        self.btn_rects = {
            "main": Rect(P.x + pad, y, P.w - 2 * pad, bh),
        }
        y += bh + pad // 2
        self.btn_rects["second"] = Rect(P.x + pad, y, half, bh)
        self.btn_rects["undo"] = Rect(P.x + pad + half + pad // 2, y, half, bh)
        y += bh + pad
        self.log_rect = Rect(P.x + pad, y, P.w - 2 * pad, P.bottom - pad - y - bh - pad // 2)
        self.btn_rects["menu"] = Rect(P.x + pad, P.bottom - pad - bh, half, bh)
        self.btn_rects["hint"] = Rect(P.x + pad + half + pad // 2, P.bottom - pad - bh, half, bh)

    # ------------------------------------------------------------------ stations
    def _place_area(self, state, area: Area, virtual: bool) -> None:
        c, side = area.city, area.side
        cards = state.cards_in(c, side)
        area.cards = cards
        area.limit = state.station_limit(c, side)
        area.used = state.stations_used(c, side)
        free = max(0, area.limit - area.used) if not state.city_destroyed[c] else 0
        n = len(cards) + free + (1 if virtual and free == 0 else 0)
        g = self.gap
        cw, ch = self.card
        r = Rect(area.rect.x, area.rect.y + self.label_h, area.rect.w,
                 area.rect.h - self.label_h)          # below the label's strip
        fit = max(1, min(3, (r.w - g) // (cw + g)))
        cols = fit if n <= 2 * fit else math.ceil(n / 2)
        rows = max(1, math.ceil(n / cols))
        if cols * (cw + g) + g > r.w:
            cw = min(cw, int((r.w - (cols + 1) * g) / cols))
            ch = int(cw * CARD_ASPECT)
        if rows > 2:
            ch = min(ch, int((r.h - (rows + 1) * g) / (rows * (1 + PEEK))))
            cw = int(ch / CARD_ASPECT)
        peek = round(ch * PEEK)
        rowh = ch + peek + g
        places: list[Rect] = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            total = in_row * cw + (in_row - 1) * g
            x = r.centerx - total // 2 + col * (cw + g)
            if area.top:
                y = r.bottom - g - (row + 1) * rowh + peek + g
            else:
                y = r.y + g + row * rowh + peek
            places.append(Rect(x, y, cw, ch))
        for cid, rect in zip(cards, places):
            self.card_rects[cid] = rect
            self.card_area[cid] = (c, side)
            m = state.module_of(cid)
            if m:
                mr = rect.move(0, -peek)
                self.module_rects[m] = mr
                self.module_peek[m] = Rect(mr.x, mr.y, mr.w, peek)
                self.card_area[m] = (c, side)
        area.slots = places[len(cards):len(cards) + free]
        area.virtual = places[len(cards) + free] if len(places) > len(cards) + free else None

    # ------------------------------------------------------------------ hit testing
    def hand_card_at(self, pos, lifted: str | None = None, lift: int = 0) -> str | None:
        for cid, r in self.hand_rects:          # the risen card lies over its neighbours
            if cid == lifted and r.move(0, -lift).collidepoint(pos):
                return cid
        for cid, r in reversed(self.hand_rects):
            rr = r.move(0, -lift) if cid == lifted else r
            if rr.collidepoint(pos):
                return cid
        return None

    def table_card_at(self, pos) -> str | None:
        for m, r in self.module_peek.items():
            if r.collidepoint(pos):
                return m
        for cid, r in self.card_rects.items():
            if r.collidepoint(pos):
                return cid
        return None

    def district_at(self, pos) -> tuple[int, int] | None:
        for c, rects in enumerate(self.district_rects):
            for i, r in enumerate(rects):
                if r.inflate(6, 6).collidepoint(pos):
                    return (c, i)
        return None

    def city_at(self, pos) -> int | None:
        for c, col in enumerate(self.columns):
            if col.collidepoint(pos):
                return c
        return None

    def area_at(self, pos) -> Area | None:
        for a in self.areas.values():
            if a.rect.collidepoint(pos):
                return a
        return None

    def hand_click_point(self, cid: str) -> tuple[int, int]:
        """A point that hits ``cid`` in the hand (the part not covered by the next card)."""
        for i, (c, r) in enumerate(self.hand_rects):
            if c == cid:
                vis = min(r.w, max(8, self.hand_step)) if i < len(self.hand_rects) - 1 else r.w
                return (r.x + vis // 2, r.y + r.h // 2)
        raise KeyError(cid)
