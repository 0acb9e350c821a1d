"""The text audit: while a test has it on, every text drawn is recorded (its string, pixel size,
face, the box it was meant to fit, whether it was cut) and followed through blits to the screen
rect it lands in. Off (``REC is None``, the game's state) the drawing layer pays one test per call.

The text producers (``fonts.text``, ``paint.txt``/``heading``, ``Art.text``/``name_text``) call
:func:`note` on the surface they return; the cutting helpers call :func:`note_cut` on what they
return and :func:`note_box` on the width they fit to. Surfaces made with ``pygame.Surface`` while
the audit is on are :class:`AuditSurface` s, whose ``blit`` carries the text hits along, so a text
composed on a card face or a panel is found where that lands on the screen.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

REC: "Recorder | None" = None
_BaseSurface = pygame.Surface


@dataclass
class Info:
    s: str
    px: int
    face: str                 # "sans" (the default font), "name" (the cards' name face)
    cut: bool = False
    box_w: int | None = None


@dataclass
class Hit:
    info: Info
    rect: pygame.Rect          # the ink's rect on the surface it was drawn on
    clipped: bool = False      # part of the ink fell outside the surface (or the blit's area)
    order: int = 0
    covered: float = 0.0       # how much of the ink something opaque drew over since
    hidden: float = 0.0        # ... of it by the screen itself (not by a passing overlay)
    covers: list = field(default_factory=list)   # the rects of what was drawn over it since
    veiled: bool = False       # something was laid over the whole surface after it
    src: object = None         # the text's own surface, and where its top-left is
    pos: tuple = (0, 0)


@dataclass
class Recorder:
    texts: dict = field(default_factory=dict)     # id(surface) -> (surface, Info)
    cuts: set = field(default_factory=set)        # strings a helper cut (with a mark or broken)
    boxes: dict = field(default_factory=dict)     # string -> the width it was fitted to
    count: int = 0
    overlay: int = 0          # > 0 while a passing overlay draws (a zoom, a tip, a toast)
    _ink: dict = field(default_factory=dict)

    def ink(self, surf) -> pygame.Rect:
        key = id(surf)
        r = self._ink.get(key)
        if r is None:
            r = self._ink[key] = surf.get_bounding_rect(min_alpha=80)
        return r


class _Overlay:
    """``with textaudit.OVERLAY:`` around a passing overlay's drawing (a zoomed card, a tip, a
    toast): what it covers is hidden for the while, not a text covered by the screen's layout."""

    def __enter__(self):
        if REC is not None:
            REC.overlay += 1

    def __exit__(self, *exc):
        if REC is not None:
            REC.overlay = max(0, REC.overlay - 1)
        return False


OVERLAY = _Overlay()


def note(img, s: str, px: int, face: str = "sans"):
    """Record that ``img`` shows ``s`` at ``px`` (called by the producers; returns ``img``)."""
    rec = REC
    if rec is not None and s.strip():
        rec.texts[id(img)] = (img, Info(s, int(px), face, s in rec.cuts, rec.boxes.get(s)))
    return img


def note_cut(s: str) -> str:
    """``s`` is a text a helper cut (an ellipsis added or a word broken)."""
    if REC is not None:
        REC.cuts.add(s)
    return s


def note_box(s: str, width: int) -> None:
    """``s`` was fitted to ``width`` pixels."""
    if REC is not None:
        REC.boxes[s] = int(width)


def _hits(surf) -> list:
    return surf.__dict__.setdefault("_audit_hits", [])


def carry(src, dst):
    """``dst`` is a copy of ``src`` (a ``convert_alpha``): it carries ``src``'s texts."""
    if REC is not None and isinstance(src, AuditSurface) and src.__dict__.get("_audit_hits"):
        dst = AuditSurface(dst.get_size(), pygame.SRCALPHA)
        dst.blit(src, (0, 0))
    return dst


class AuditSurface(_BaseSurface):
    """A surface that keeps the texts blitted on it (with their rects) while the audit is on."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        out = super().blit(source, dest, area, special_flags)
        if REC is not None:
            _on_blit(self, source, dest, area)
        return out

    def blits(self, seq, doreturn=True):
        out = [self.blit(*item) for item in seq]
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        out = super().fill(color, rect, special_flags)
        if REC is not None:
            c = pygame.Color(color) if not isinstance(color, pygame.Color) else color
            if c.a >= 128 or not (self.get_flags() & pygame.SRCALPHA):
                r = pygame.Rect(rect) if rect is not None else self.get_rect()
                _cover(self, r, None)
        return out


def _origin(dest, area) -> tuple[int, int]:
    x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
    if area is not None:
        a = pygame.Rect(area)
        x, y = x - a.x, y - a.y
    return round(x), round(y)


def _cover(target, rect: pygame.Rect, source, origin=(0, 0), same: str | None = None) -> None:
    """Something drawn over ``rect`` of ``target``: texts under its opaque pixels are covered
    (not by the same string: a text over its own shadow)."""
    for h in _hits(target):
        if same is not None and h.info.s == same:
            continue
        inter = h.rect.clip(rect)
        if inter.w <= 0 or inter.h <= 0:
            continue
        if source is None:
            frac = inter.w * inter.h / max(1, h.rect.w * h.rect.h)
        else:
            local = inter.move(-origin[0], -origin[1]).clip(source.get_rect())
            if local.w <= 0 or local.h <= 0:
                continue
            try:
                m = pygame.mask.from_surface(source.subsurface(local), 200)
            except (ValueError, pygame.error):
                continue
            frac = m.count() / max(1, h.rect.w * h.rect.h)
            if m.count() < local.w * local.h * 0.5:
                inter = None            # not opaque all over: the text may show through
        h.covered = min(1.0, h.covered + frac)
        if not REC.overlay:
            h.hidden = min(1.0, h.hidden + frac)
        if inter is not None:
            h.covers.append(inter)


def _on_blit(target, source, dest, area) -> None:
    rec = REC
    ox, oy = _origin(dest, area)
    bounds = target.get_rect()
    if area is not None:
        bounds = bounds.clip(pygame.Rect(area).move(ox, oy))
    entry = rec.texts.get(id(source))
    if entry is not None and entry[0] is source:
        ink = rec.ink(source).move(ox, oy)
        clip = target.get_clip()
        if clip != target.get_rect() and ink.w and ink.h:
            # a clipped view (a scrolling list): what lies outside is a scroll away
            if not clip.colliderect(ink):
                return
            ink = ink.clip(clip)
        if ink.w and ink.h:
            _cover(target, ink, source, (ox, oy), entry[1].s)
            rec.count += 1
            _hits(target).append(Hit(entry[1], ink, not bounds.contains(ink), rec.count,
                                     src=source, pos=(ox, oy)))
        return
    placed = source.get_rect().move(ox, oy).clip(bounds)
    if placed == target.get_rect() and target.get_width() > 1:
        # a veil over the whole surface (a box's dimming, a backdrop): what was drawn before is
        # the background of what comes now, not its neighbour
        for h in _hits(target):
            h.veiled = True
    _cover(target, placed, source, (ox, oy))
    for h in list(source.__dict__.get("_audit_hits", ())) if isinstance(source, AuditSurface) \
            else ():
        if h.covered > 0.5 or h.veiled:
            continue
        r = h.rect.move(ox, oy)
        if area is not None and not bounds.colliderect(r):
            continue                # scrolled out of its view: not on the screen
        if area is not None and not bounds.contains(r):
            r = r.clip(bounds)      # at the edge of a scrolled view: the rest is a scroll away
        rec.count += 1
        _hits(target).append(Hit(h.info, r, h.clipped or not bounds.contains(r), rec.count,
                                 h.covered, h.hidden, [c.move(ox, oy) for c in h.covers],
                                 src=h.src,
                                 pos=(h.pos[0] + ox, h.pos[1] + oy)))


_REAL_DRAW = {}


def _draw_spy(name):
    real = _REAL_DRAW[name]

    def spy(surface, color, rect, width=0, *a, **k):
        out = real(surface, color, rect, width, *a, **k)
        if REC is not None and width == 0 and isinstance(surface, AuditSurface):
            c = pygame.Color(color)
            if c.a >= 128:
                _cover(surface, pygame.Rect(out), None)
        return out
    return spy


def start() -> Recorder:
    """Switch the audit on: new surfaces are :class:`AuditSurface` s, filled rects cover text."""
    global REC
    REC = Recorder()
    pygame.Surface = AuditSurface
    for name in ("rect",):
        _REAL_DRAW.setdefault(name, getattr(pygame.draw, name))
        setattr(pygame.draw, name, _draw_spy(name))
    return REC


def stop() -> None:
    global REC
    REC = None
    pygame.Surface = _BaseSurface
    for name, real in _REAL_DRAW.items():
        setattr(pygame.draw, name, real)


def ink_overlap(a: Hit, b: Hit) -> int:
    """Pixels where the ink of ``a`` and of ``b`` (alpha >= 80) fall on each other."""
    if a.src is None or b.src is None:
        inter = a.rect.clip(b.rect)
        return inter.w * inter.h
    ma = pygame.mask.from_surface(a.src, 80)
    mb = pygame.mask.from_surface(b.src, 80)
    return ma.overlap_area(mb, (b.pos[0] - a.pos[0], b.pos[1] - a.pos[1]))


def screen_hits(screen) -> list:
    """The texts seen on ``screen`` after a frame: not (almost) wholly covered, not under a
    veil laid over the whole screen after them."""
    return [h for h in _hits(screen) if h.covered <= 0.85 and not h.veiled]


def reset(screen) -> None:
    screen.__dict__["_audit_hits"] = []
