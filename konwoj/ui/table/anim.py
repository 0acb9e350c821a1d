"""Animations of the table: cards moving, tokens landing, districts falling, a city flipping.

They are pure decoration: the layout (and every click) is already the final one while they play, a
click finishes them at once, and none lasts more than a third of a second. ``diff`` compares two
snapshots of what the seated player saw and returns the animations that lead from one to the other.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from konwoj.ui import art
from konwoj.rules.cards import card_key
from konwoj.ui.table.paint import TOKEN_FILE, card_tokens, token_groups, token_rects

BASE = 0.22          # seconds at animation speed 1
MAX = 1.0 / 3.0      # never longer than this


def duration(speed: float) -> float:
    if speed <= 0:
        return 0.0
    return min(MAX, BASE * speed)


@dataclass
class Snapshot:
    """What the seated player saw: card positions and faces, tokens, districts, cities."""
    viewer: str
    size: tuple
    cards: dict = field(default_factory=dict)      # cid -> (Rect, face_up)
    tokens: dict = field(default_factory=dict)     # cid -> tuple of tokens
    down: list = field(default_factory=list)
    destroyed: list = field(default_factory=list)
    opp_hand: list = field(default_factory=list)   # Rects of the other hand's backs
    deck: dict = field(default_factory=dict)       # side -> Rect
    discard: dict = field(default_factory=dict)    # side -> Rect
    opp_zone: Rect | None = None
    districts: list = field(default_factory=list)  # per city: [Rect]
    boards: list = field(default_factory=list)
    hand_face_up: bool = True


def snapshot(sc) -> Snapshot:
    L = sc.layout
    s = sc.match.state
    snap = Snapshot(viewer=L.bottom, size=L.size)
    for cid, r in L.card_rects.items():
        snap.cards[cid] = (Rect(r), True)
        snap.tokens[cid] = tuple(card_tokens(s, cid))
    for m, r in L.module_rects.items():
        snap.cards[m] = (Rect(r), True)
        snap.tokens[m] = tuple(card_tokens(s, m))
    up = not sc.hands_hidden()
    snap.hand_face_up = up
    for cid, r in L.hand_rects:
        snap.cards[cid] = (Rect(r), up)
    snap.down = [tuple(d) for d in s.down]
    snap.destroyed = list(s.city_destroyed)
    snap.opp_hand = [Rect(r) for r in L.opp_hand_rects]
    snap.deck = {k: Rect(v) for k, v in L.deck_rect.items()}
    snap.discard = {k: Rect(v) for k, v in L.discard_rect.items()}
    snap.opp_zone = Rect(L.opp_zone)
    snap.districts = [[Rect(r) for r in rs] for rs in L.district_rects]
    snap.boards = [Rect(b) for b in L.boards]
    return snap


class Anim:
    kind = "base"

    def __init__(self, t0: float, dur: float):
        self.t0 = t0
        self.dur = max(dur, 1e-6)

    def progress(self, now: float) -> float:
        return max(0.0, min(1.0, (now - self.t0) / self.dur))

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.dur

    def draw(self, surf, now: float, lang: str) -> None: ...


def _ease(x: float) -> float:
    return 1 - (1 - x) ** 3


class MoveCard(Anim):
    kind = "move"

    def __init__(self, t0, dur, cid, src: Rect, dst: Rect, face_from: bool, face_to: bool,
                 back_side: str, printed=art.FILE_STRENGTH):
        super().__init__(t0, dur)
        self.cid = cid
        self.printed = printed        # the strength the game counts for it (state.card)
        self.src = Rect(src)
        self.dst = Rect(dst)
        self.face_from = face_from
        self.face_to = face_to
        self.back_side = back_side

    def draw(self, surf, now, lang):
        k = _ease(self.progress(now))
        x = self.src.x + (self.dst.x - self.src.x) * k
        y = self.src.y + (self.dst.y - self.src.y) * k
        w = self.src.w + (self.dst.w - self.src.w) * k
        h = self.src.h + (self.dst.h - self.src.h) * k
        face = self.face_to if k > 0.5 else self.face_from
        size = (max(4, round(w)), max(4, round(h)))
        if face:
            img = art.card_face(card_key(self.cid), _bucket(size), lang, printed=self.printed)
        else:
            img = art.card_back(self.back_side, _bucket(size))
        if img.get_size() != size:
            img = pygame.transform.scale(img, size)
        shadow = pygame.Surface(size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surf.blit(shadow, (round(x) + 6, round(y) + 8))
        surf.blit(img, (round(x), round(y)))


def _bucket(size):
    """Card faces are cached per size: round moving sizes to a few buckets."""
    w, h = size
    bw = max(8, int(round(w / 12.0) * 12))
    return (bw, round(bw * 1.4))


class Stamp(Anim):
    """A token or marker landing: it falls in large and settles to its place."""
    kind = "stamp"

    def __init__(self, t0, dur, image_name: str, rect: Rect, is_token=True):
        super().__init__(t0, dur)
        self.name = image_name
        self.rect = Rect(rect)
        self.is_token = is_token

    def draw(self, surf, now, lang):
        k = _ease(self.progress(now))
        scale = 2.4 - 1.4 * k
        w = max(4, round(self.rect.w * scale))
        img = art.token(self.name, (w, w))
        img = img.copy()
        img.set_alpha(round(120 + 135 * k))
        surf.blit(img, img.get_rect(center=self.rect.center))


class FlipCity(Anim):
    """A city turning to its ruined side: the intact board narrows, the ruined one opens."""
    kind = "flip"

    def __init__(self, t0, dur, city: int, city_key: str, rect: Rect):
        super().__init__(t0, dur)
        self.city = city
        self.key = city_key
        self.rect = Rect(rect)

    def draw(self, surf, now, lang):
        k = self.progress(now)
        ruined = k >= 0.5
        f = abs(1 - 2 * k)
        w = max(2, round(self.rect.w * f))
        img = art.city_board(self.key, ruined, self.rect.size)
        img = pygame.transform.scale(img, (w, self.rect.h))
        surf.blit(img, img.get_rect(center=self.rect.center))


class Animator:
    def __init__(self) -> None:
        self.items: list[Anim] = []

    def active(self, now: float) -> bool:
        return any(not a.done(now) for a in self.items)

    def prune(self, now: float) -> bool:
        """Drop finished animations; True if any finished (the static layer must be redrawn)."""
        n = len(self.items)
        self.items = [a for a in self.items if not a.done(now)]
        return len(self.items) != n

    def finish(self) -> None:
        self.items.clear()

    def hidden(self):
        h = Hidden()
        for a in self.items:
            if isinstance(a, MoveCard):
                h.cards.add(a.cid)
            elif isinstance(a, FlipCity):
                h.boards.add(a.city)
        return h

    def draw(self, surf, now: float, lang: str) -> None:
        for a in self.items:
            if not isinstance(a, MoveCard) and now >= a.t0:
                a.draw(surf, now, lang)
        for a in self.items:
            if isinstance(a, MoveCard):
                a.draw(surf, now, lang)


class Hidden:
    """What the static layer must leave out while animations show it moving."""

    def __init__(self) -> None:
        self.cards: set = set()
        self.boards: set = set()
        self.opp: set = set()

    def __contains__(self, cid) -> bool:
        return cid in self.cards

    def key(self) -> tuple:
        return (frozenset(self.cards), frozenset(self.boards), frozenset(self.opp))


def diff(before: Snapshot, after: Snapshot, old_state, new_state, now: float, dur: float,
         hints: dict | None = None) -> list[Anim]:
    """The animations leading from ``before`` to ``after`` (both seen from the same seat)."""
    if dur <= 0 or before.viewer != after.viewer or before.size != after.size:
        return []
    hints = hints or {}
    out: list[Anim] = []
    viewer = after.viewer
    opp = "outpost" if viewer == "moloch" else "moloch"
    centre = after.opp_zone.center if after.opp_zone else (0, 0)

    def origin(cid: str) -> tuple[Rect, bool] | None:
        if cid in hints:
            return Rect(hints[cid]), True
        if cid in before.cards:
            return before.cards[cid]
        w = old_state.where(cid)
        size = after.cards[cid][0].size if cid in after.cards else (60, 84)
        if w[0] == "hand" and w[1] != viewer:
            r = Rect(0, 0, *size)
            r.center = centre
            return r, False
        if w[0] == "deck":
            return Rect(before.deck[w[1]]), False
        if w[0] == "discard":
            return Rect(before.discard[w[1]]), True
        if w[0] == "limbo":
            r = Rect(0, 0, *size)
            r.center = (after.boards[2].centerx, after.boards[2].centery) if after.boards else (0, 0)
            return r, True
        return None

    # cards arriving or moving
    for cid, (dst, face) in after.cards.items():
        o = origin(cid)
        if o is None:
            continue
        src, face0 = o
        if src == dst and face0 == face:
            continue
        side = new_state.side_of(cid)
        out.append(MoveCard(now, dur, cid, src, dst, face0, face, side,
                            new_state.card(cid).strength))
    # cards leaving the view
    for cid, (src, face) in before.cards.items():
        if cid in after.cards:
            continue
        w = new_state.where(cid)
        side = new_state.side_of(cid)
        if w[0] == "discard":
            dst, f2 = after.discard[w[1]], True
        elif w[0] == "hand":
            r = Rect(0, 0, *after.opp_hand[-1].size) if after.opp_hand else Rect(0, 0, src.w, src.h)
            r.center = centre
            dst, f2 = r, False
        elif w[0] == "deck":
            dst, f2 = after.deck[w[1]], False
        else:
            continue
        out.append(MoveCard(now, dur, cid, src, dst, face, f2, side,
                            new_state.card(cid).strength))
    # the other hand grew (cards drawn face down)
    grown = len(after.opp_hand) - len(before.opp_hand)
    if grown > 0 and old_state.deck_size(opp) > new_state.deck_size(opp):
        for i in range(grown):
            dst = after.opp_hand[len(after.opp_hand) - grown + i]
            out.append(MoveCard(now, dur, f"__back{i}", before.deck[opp], dst, False, False, opp))
    # tokens landing
    for cid, toks in after.tokens.items():
        old = list(before.tokens.get(cid, ()))
        if cid not in before.tokens:
            continue
        groups = [tok for tok, _ in token_groups(toks)]
        rects = token_rects(after.cards[cid][0], len(groups), min(after.size[0] / 1920,
                                                                  after.size[1] / 1080))
        for tok in toks:
            if tok in old:
                old.remove(tok)
                continue
            i = groups.index(tok)
            if i < len(rects):
                out.append(Stamp(now, dur, TOKEN_FILE.get(tok, tok), rects[i]))
    # districts falling
    for c, (d0, d1) in enumerate(zip(before.down, after.down)):
        for i, (a, b) in enumerate(zip(d0, d1)):
            if b and not a and i < len(after.districts[c]):
                out.append(Stamp(now, dur, "destroyed_district", after.districts[c][i]))
    # cities flipping
    for c, (a, b) in enumerate(zip(before.destroyed, after.destroyed)):
        if b and not a:
            out.append(FlipCity(now, dur, c, new_state.data.cities[c].key, after.boards[c]))
    return out
