"""Konwój's own art: loading the SVGs under ``art/`` and composing card faces.

Every picture is an SVG made by ``tools/make_art/``; pygame-ce rasterises it
(``pygame.image.load_sized_svg``) at whatever size is asked, once per size.  The
SVGs hold no text: names and strengths are drawn here in the shipped condensed
bold face (``art/fonts/``; one or two lines, a long word may be hyphenated), the
rules text in pygame's default font; both have every Polish letter.

Two layouts: below ``FULL_LAYOUT_MIN_WIDTH`` px (table, hands) the compact one
with a tall name plate, a big strength badge and big trigger/type icons (bold
simplified drawings from ``art/icons/small/`` under ``SMALL_ICON_BELOW`` px);
from that width on the full one with the rules text.  A card without an ability
(trigger ``none``) shows no trigger icon at all.

Typical use::

    art = Art()
    face = art.card_face("pajaki", (90, 126))          # table size
    zoom = art.card_face("pajaki", (360, 504), lang="en")  # zoom size, with rules text
    back = art.card_back("moloch", (90, 126))
    board = art.city_board("new_york", ruined=True, size=(300, 200))

Works headless (``SDL_VIDEODRIVER=dummy``): surfaces are only ``convert_alpha()``-ed
when a display surface exists.
"""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Iterable

import pygame

from konwoj import resources
from konwoj.i18n import data_lang
from konwoj.ui import fonts, textaudit
from konwoj.rules.facts import SIDES  # noqa: F401 - art.SIDES, the one list, as before
from konwoj.ui import palette
from konwoj.ui.surface_cache import SurfaceCache

ROOT = resources.root()            # the packaged files when installed, else the checkout
ART_DIR = resources.art_dir()
CARDS_YAML = resources.cards_yaml()
# card names are set in a condensed bold face (DejaVu Sans Condensed Bold, Latin
# subset, see art/fonts/LICENSE): it hints crisply at 8-12 px and fits long names
NAME_FONT = resources.font("DejaVuSansCondensed-Bold.ttf")

# ---------------------------------------------------------------- geometry
# Card geometry in frame units: every frame SVG has viewBox 0 0 500 700 and the
# composer below puts name, art, strength and icons in these places.  The art
# generator (tools/make_art/) imports the same numbers.
CARD_UNITS = (500, 700)
CARD_ASPECT = CARD_UNITS[0] / CARD_UNITS[1]
# full layout (zoomed cards, rules text shows)
NAME_RECT = (38, 28, 424, 64)            # x, y, w, h of the name's text area
ART_RECT_FULL = (30, 116, 440, 326)      # illustration window when rules text shows
TEXT_PANEL = (30, 450, 440, 152)         # rules-text panel (full layout only)
TEXT_RECT = (46, 458, 408, 136)          # rules text area inside the panel
STRENGTH_BADGE = (94, 180, 62)           # cx, cy, r
TRIGGER_ICON = (86, 647, 43)             # cx, cy, r (bottom bar, left)
TYPE_ICON = (414, 647, 43)               # cx, cy, r (bottom bar, right)
BOTTOM_BAR = (30, 608, 440, 78)
# compact layout (table, hands): a taller name plate for one or two lines, a bigger
# strength badge and bigger icons, the art window in between
NAME_PLATE_COMPACT = (8, 8, 484, 136)    # the plate the frame draws
NAME_RECT_COMPACT = (30, 16, 440, 120)   # the name's text area on it
ART_RECT_COMPACT = (30, 156, 440, 434)   # illustration window, small cards
STRENGTH_BADGE_COMPACT = (96, 226, 68)
TRIGGER_ICON_COMPACT = (84, 645, 50)
TYPE_ICON_COMPACT = (416, 645, 50)
BOTTOM_BAR_COMPACT = (16, 598, 468, 94)
BARE_ART_RECT = (30, 16, 440, 574)       # a card too small for its name: its picture reaches up
SOCKET_GROW = 5                          # an icon's socket is this much wider than the icon
ILLUSTRATION_UNITS = (400, 400)          # art/cards/<key>.svg viewBox
FULL_LAYOUT_MIN_WIDTH = 240              # from this card width on, rules text shows
SMALL_ICON_BELOW = 30                    # icons smaller than this use art/icons/small/

# layout name -> (name rect, art rect, strength badge, trigger icon, type icon)
LAYOUTS = {
    "compact": (NAME_RECT_COMPACT, ART_RECT_COMPACT, STRENGTH_BADGE_COMPACT,
                TRIGGER_ICON_COMPACT, TYPE_ICON_COMPACT),
    "full": (NAME_RECT, ART_RECT_FULL, STRENGTH_BADGE, TRIGGER_ICON, TYPE_ICON),
}

TABLE_UNITS = (1920, 1080)
CITY_UNITS = (600, 400)

TYPES = ("robot", "module", "instant", "soldier", "building")
TRIGGERS = ("none", "enters_city", "constant", "discard_card", "once_per_battle",
            "on_moloch_win", "on_outpost_win", "on_tie")
DISTRICT_EFFECTS = ("draw", "kill", "move_to_new_york", "bomb", "plain")   # plain: 2nd edition
TOKENS = ("plus1", "plus2", "minus2", "shield", "deactivated", "net",
          "destroyed_district", "battle_target", "used_feature", "extra_district")
CITY_KEYS = ("ziggy_one", "iron_gate", "cleveland_harbour", "jersey_crust", "new_york")
# frame types per side (an instant exists on both sides)
SIDE_TYPES = {"moloch": ("robot", "module", "instant"),
              "outpost": ("soldier", "building", "instant")}

# token names as the rules data spells them -> our file names
TOKEN_ALIASES = {"+1": "plus1", "+2": "plus2", "-2": "minus2", "shutdown": "deactivated",
                 "off": "deactivated"}

# ---------------------------------------------------------------- colours for text
# (keyed by the sides of konwoj.rules.facts.SIDES; tests/test_facts.py holds them to it)
NAME_COLOURS = {"moloch": ((238, 240, 242), (20, 16, 18)),
                "outpost": ((246, 240, 214), (18, 22, 12))}
TEXT_COLOURS = {"moloch": (28, 30, 34), "outpost": (34, 36, 20)}
STRENGTH_COLOURS = {"moloch": (255, 246, 240), "outpost": (250, 248, 228)}
# ``card_face(printed=...)`` left out: the strength of data/cards.yaml (the shipped cards, as the
# rules screen and the title show them). A game passes its own card's value (``state.card(cid)``):
# a lesson or a save plays with values of its own, and a card shows what it counts.
FILE_STRENGTH = object()
STRENGTH_UP = palette.swatch("strength_up")       # with an up triangle by the number
STRENGTH_DOWN = palette.swatch("strength_down")   # with a down triangle


def load_cards(path: str | os.PathLike = CARDS_YAML) -> dict[str, dict]:
    """Card records from data/cards.yaml, by key (first record of a key wins)."""
    import yaml

    with open(path, encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    cards: dict[str, dict] = {}
    for rec in doc.get("cards", []):
        cards.setdefault(rec["key"], rec)
    return cards


def load_cities(path: str | os.PathLike = CARDS_YAML) -> dict[str, dict]:
    import yaml

    with open(path, encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    return {rec["key"]: rec for rec in doc.get("cities", [])}


def _size(size: int | tuple[int, int] | Iterable[int]) -> tuple[int, int]:
    if isinstance(size, (int, float)):
        n = max(1, int(size))
        return n, n
    w, h = size
    return max(1, int(w)), max(1, int(h))


def _ensure_pygame() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


class Art:
    """Rasterised art with caches: SVGs per (path, size), text per (text, size, colour)."""

    def __init__(self, art_dir: str | os.PathLike = ART_DIR,
                 cards: dict[str, dict] | None = None) -> None:
        _ensure_pygame()
        self.art_dir = Path(art_dir)
        self.cards = cards if cards is not None else load_cards()
        self._svg = SurfaceCache("art.svg")            # (path, size) -> surface
        self._fonts: dict[int, pygame.font.Font] = {}
        self._text = SurfaceCache("art.text")
        self._faces = SurfaceCache("art.faces")
        self._name_fonts: dict[int, pygame.font.Font] = {}
        self._ink: dict[tuple[str, int], tuple[int, int, int]] = {}

    # ------------------------------------------------------------ raw loading
    def path(self, rel: str) -> Path:
        return self.art_dir / rel

    def svg(self, rel: str, size: int | tuple[int, int]) -> pygame.Surface:
        """The SVG at ``art/<rel>`` rasterised to exactly ``size`` (cached per size).

        nanosvg keeps the aspect ratio; a size of another aspect is stretched to fit.
        """
        size = _size(size)
        key = (rel, size)
        surf = self._svg.get(key)
        if surf is None:
            surf = pygame.image.load_sized_svg(str(self.path(rel)), size)
            if surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf.convert_alpha() if _has_display() else surf,
                                                    size)
            if _has_display():
                surf = surf.convert_alpha()
            self._svg[key] = surf
        return surf

    def svg_cover(self, rel: str, size: int | tuple[int, int],
                  units: tuple[int, int] = ILLUSTRATION_UNITS) -> pygame.Surface:
        """The SVG scaled to cover ``size`` (aspect kept) and cropped to its centre."""
        w, h = _size(size)
        uw, uh = units
        scale = max(w / uw, h / uh)
        full = self.svg(rel, (max(w, round(uw * scale)), max(h, round(uh * scale))))
        fw, fh = full.get_size()
        if (fw, fh) == (w, h):
            return full
        key = (rel + "#cover", (w, h))
        surf = self._svg.get(key)
        if surf is None:
            surf = full.subsurface(((fw - w) // 2, (fh - h) // 2, w, h)).copy()
            self._svg[key] = surf
        return surf

    # ------------------------------------------------------------ simple pictures
    def icon(self, name: str, size: int | tuple[int, int]) -> pygame.Surface:
        """A trigger (``enters_city`` ...), type (``robot`` ...) or district icon
        (``district_bomb`` or plain ``bomb``).

        Below ``SMALL_ICON_BELOW`` px a bolder, simpler drawing is used where one
        exists; ``none`` (a card without an ability) is fully transparent.
        """
        if name in DISTRICT_EFFECTS:
            name = "district_" + name
        if name == "none":
            return self._blank(size)
        w, h = _size(size)
        if min(w, h) < SMALL_ICON_BELOW and self.path(f"icons/small/{name}.svg").is_file():
            return self.svg(f"icons/small/{name}.svg", (w, h))
        return self.svg(f"icons/{name}.svg", (w, h))

    def _blank(self, size: int | tuple[int, int]) -> pygame.Surface:
        size = _size(size)
        key = ("#blank", size)
        surf = self._svg.get(key)
        if surf is None:
            surf = self._svg[key] = pygame.Surface(size, pygame.SRCALPHA)
        return surf

    def district_icon(self, effect: str, size: int | tuple[int, int]) -> pygame.Surface:
        return self.svg(f"icons/district_{effect}.svg", size)

    def token(self, name: str, size: int | tuple[int, int]) -> pygame.Surface:
        name = TOKEN_ALIASES.get(name, name)
        return self.svg(f"tokens/{name}.svg", size)

    def card_back(self, side: str, size: tuple[int, int]) -> pygame.Surface:
        return self.svg(f"backs/{side}.svg", size)

    def city_board(self, city_key: str, ruined: bool, size: tuple[int, int]) -> pygame.Surface:
        state = "ruined" if ruined else "intact"
        return self.svg_cover(f"cities/{city_key}_{state}.svg", size, CITY_UNITS)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        return self.svg_cover("table.svg", size, TABLE_UNITS)

    def illustration(self, card_key: str, size: tuple[int, int]) -> pygame.Surface:
        return self.svg_cover(f"cards/{card_key}.svg", size, ILLUSTRATION_UNITS)

    # ------------------------------------------------------------ text
    def font(self, px: int) -> pygame.font.Font:
        px = max(6, int(px))
        f = self._fonts.get(px)
        if f is None:
            f = self._fonts[px] = pygame.font.Font(None, px)
        return f

    def measure(self, s: str, px: int) -> tuple[int, int]:
        """Size of ``s`` as :meth:`text` draws it (without outline or squeeze)."""
        if px >= SUPERSAMPLE_BELOW:
            return self.font(px).size(s)
        w, h = self.font(px * SUPERSAMPLE).size(s)
        return -(-w // SUPERSAMPLE), -(-h // SUPERSAMPLE)

    def linesize(self, px: int) -> int:
        if px >= SUPERSAMPLE_BELOW:
            return self.font(px).get_linesize()
        return round(self.font(px * SUPERSAMPLE).get_linesize() / SUPERSAMPLE)

    def text(self, s: str, px: int, colour: tuple[int, int, int],
             outline: tuple[int, int, int] | None = None, squeeze: float = 1.0) -> pygame.Surface:
        """One line of text (cached); ``outline`` draws a dark rim (1-2 px),
        ``squeeze`` < 1 narrows it horizontally.

        Small text is rendered three times larger and scaled down: the default
        font's hinting spaces letters unevenly at small sizes, and this evens it out.
        """
        colour, outline = tuple(colour), tuple(outline) if outline is not None else None
        key = (s, px, colour, outline, round(squeeze, 3))
        surf = self._text.get(key)
        if surf is not None:
            if textaudit.REC is not None:
                textaudit.note(surf, s, px, "art")
            return surf
        k = 1 if px >= SUPERSAMPLE_BELOW else SUPERSAMPLE
        font = self.font(px * k)
        body = font.render(s, True, colour)
        if outline is not None:
            o = (1 if px < 22 else 2) * k
            w, h = body.get_size()
            surf = pygame.Surface((w + 2 * o, h + 2 * o), pygame.SRCALPHA)
            rim = font.render(s, True, outline)
            for i in range(16):
                a = i * 3.14159265 / 8
                surf.blit(rim, (o + round(o * math.cos(a)), o + round(o * math.sin(a))))
            surf.blit(body, (o, o))
        else:
            surf = body
        w, h = surf.get_size()
        tw, th = max(1, round(w * squeeze / k)), max(1, round(h / k))
        if (tw, th) != (w, h):
            surf = pygame.transform.smoothscale(surf, (tw, th))
        self._text[key] = surf
        if textaudit.REC is not None:
            textaudit.note(surf, s, px, "art")
        return surf

    # ------------------------------------------------------------ card names
    def name_font(self, px: int) -> pygame.font.Font:
        """The card-name face at ``px`` (pygame's default font if the file is missing)."""
        px = max(6, int(px))
        f = self._name_fonts.get(px)
        if f is None:
            try:
                f = pygame.font.Font(str(NAME_FONT), px)
            except (OSError, pygame.error):
                f = self.font(px)
            self._name_fonts[px] = f
        return f

    def name_ink(self, s: str, px: int) -> tuple[int, int, int]:
        """(width, ink top, ink bottom) of ``s`` in the name face, rows from the top
        of the rendered line."""
        key = (s, px)
        v = self._ink.get(key)
        if v is None:
            surf = self.name_font(px).render(s, True, (255, 255, 255))
            box = surf.get_bounding_rect(min_alpha=40)
            if box.h == 0:
                box = surf.get_rect()
            v = self._ink[key] = (surf.get_width(), box.top, box.bottom)
        return v

    def name_text(self, s: str, px: int, colour: tuple[int, int, int],
                  outline: tuple[int, int, int] | None = None,
                  squeeze: float = 1.0) -> pygame.Surface:
        """One line in the name face, rendered at ``px`` with the font's own hinting
        (crisp at table sizes), with an optional 1-2 px dark rim."""
        colour, outline = tuple(colour), tuple(outline) if outline is not None else None
        key = ("#name", s, px, colour, outline, round(squeeze, 3))
        surf = self._text.get(key)
        if surf is not None:
            if textaudit.REC is not None:
                textaudit.note(surf, s, px, "name")
            return surf
        font = self.name_font(px)
        body = font.render(s, True, colour)
        if outline is not None:
            o = 1 if px < 26 else 2
            w, h = body.get_size()
            surf = pygame.Surface((w + 2 * o, h + 2 * o), pygame.SRCALPHA)
            rim = font.render(s, True, outline)
            offsets = [(dx, dy) for dx in range(-o, o + 1) for dy in range(-o, o + 1)
                       if (dx, dy) != (0, 0) and dx * dx + dy * dy <= o * o + 1]
            for dx, dy in offsets:
                surf.blit(rim, (o + dx, o + dy))
            surf.blit(body, (o, o))
        else:
            surf = body
        if squeeze < 0.999:
            w, h = surf.get_size()
            surf = pygame.transform.smoothscale(surf, (max(1, round(w * squeeze)), h))
        self._text[key] = surf
        if textaudit.REC is not None:
            textaudit.note(surf, s, px, "name")
        return surf

    def carries_name(self, size) -> bool:
        """Whether a compact card of ``size`` carries its name: its name plate is as tall as the
        window's floor capitals (not so for cards in play in a 960x540 window)."""
        return NAME_RECT_COMPACT[3] * _size(size)[1] / CARD_UNITS[1] >= fonts.cap_floor()

    def name_min_px(self) -> int:
        """The smallest name size whose capitals reach the window's floor (``fonts.cap_floor``)."""
        cap = fonts.cap_floor()
        px = 6
        while px < 60:
            _, top, bottom = self.name_ink("H", px)
            if bottom - top >= cap:
                break
            px += 1
        return px

    def text_min_px(self) -> int:
        """The smallest :meth:`text` size whose capitals reach the window's floor (at least 8)."""
        cap = fonts.cap_floor()
        px = 8
        while px < 60 and self.text("H", px, (255, 255, 255)).get_bounding_rect(
                min_alpha=64).h < cap:
            px += 1
        return px

    def _fit_name(self, name: str, w: int, h: int) -> tuple[list[str], int, float]:
        """Lines (one or two, a long word may be hyphenated), px and horizontal
        squeeze that show ``name`` largest in a w x h box; never smaller than the window's
        readable floor (``name_min_px``): a box too low for it is overrun (over the art)."""
        best: tuple[float, list[str], int, float] | None = None
        lo = self.name_min_px()
        hi = max(lo, min(int(h * 1.25), 160))
        for lines, penalty in name_splits(name):
            for px in range(hi, lo - 1, -1):
                inks = [self.name_ink(line, px) for line in lines]
                gap = max(1, round(px * 0.08))
                height = sum(b - t for _, t, b in inks) + gap * (len(lines) - 1)
                if height > h + 1:
                    continue
                # one line is never larger than the size at which any accented
                # capital and descender would still fit: short names do not shout
                if len(lines) == 1 and px > self._one_line_px(h):
                    continue
                widest = max(i[0] for i in inks)
                squeeze = min(1.0, w / max(1, widest))
                if squeeze < 0.8:
                    continue
                # past ~22 px every name reads well: then the most natural split wins
                eff = min(px * squeeze ** 0.7, 22.0)
                score = eff * (1 - penalty)
                if best is None or score > best[0]:
                    best = (score, lines, px, squeeze)
                break
        if best is None:   # a box too small at the floor: the narrowest split, squeezed
            lines = min((ls for ls, _ in name_splits(name)),
                        key=lambda ls: max(self.name_ink(x, lo)[0] for x in ls))
            widest = max(self.name_ink(x, lo)[0] for x in lines)
            return lines, lo, min(1.0, w / max(1, widest))
        return best[1], best[2], best[3]

    def _one_line_px(self, h: int) -> int:
        px = max(6, min(int(h * 1.25), 160))
        while px > 6:
            _, top, bottom = self.name_ink("ŻÓŁgjąy", px)
            if bottom - top <= h * 0.86:
                break
            px -= 1
        return px

    def _draw_name(self, face: pygame.Surface, name: str, box: pygame.Rect,
                   fg: tuple[int, int, int], rim: tuple[int, int, int]) -> int:
        """Draw ``name`` in ``box`` of ``face``; returns the row below its ink (with its rim)."""
        lines, px, squeeze = self._fit_name(name, box.w, box.h)
        o = 1 if px < 26 else 2            # the rim's width: the rendered line is this much larger
        gap = max(1, round(px * 0.08)) + (2 * o if len(lines) > 1 else 0)   # rims apart
        inks = [self.name_ink(line, px) for line in lines]
        total = sum(b - t for _, t, b in inks) + gap * (len(lines) - 1)
        y = box.y + (box.h - total) / 2
        # a name larger than its box (the readable floor on a small card) runs down over the
        # art, not up over the frame's edge
        y = max(box.y - 1, o + 1, min(y, face.get_height() - total - o - 1))
        for line, (_, top, bottom) in zip(lines, inks):
            surf = self.name_text(line, px, fg, rim, squeeze)
            face.blit(surf, (round(box.centerx - surf.get_width() / 2), round(y - top - o)))
            y += bottom - top + gap
        return round(y - gap + o)

    def _wrap(self, text: str, px: int, width: int) -> list[str]:
        lines: list[str] = []
        for para in text.split("\n"):
            cur = ""
            for word in para.split():
                trial = word if not cur else cur + " " + word
                if self.measure(trial, px)[0] <= width or not cur:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = word
            lines.append(cur)
        return lines

    # ------------------------------------------------------------ card faces
    def card_icons(self, card_key: str, size: tuple[int, int]) -> list[tuple[str, str, pygame.Rect]]:
        """The icons :meth:`card_face` draws at the bottom of ``card_key`` at ``size``:
        ``[("trigger", name, rect), ("type", name, rect)]`` with rects relative to the card's
        top-left (a card without an ability has no trigger icon)."""
        W, H = _size(size)
        rec = self.cards[card_key]
        sx, sy = W / CARD_UNITS[0], H / CARD_UNITS[1]
        su = min(sx, sy)
        _, _, _, trigger_spec, type_spec = LAYOUTS["full" if W >= FULL_LAYOUT_MIN_WIDTH else "compact"]
        out = []
        for kind, name_, (cx, cy, r) in (("trigger", rec.get("trigger") or "none", trigger_spec),
                                         ("type", rec["type"], type_spec)):
            if name_ == "none":
                continue
            ds = max(4, round(2 * (r + SOCKET_GROW) * su))
            rect = pygame.Rect(0, 0, ds, ds)
            rect.center = (round(cx * sx), round(cy * sy))
            out.append((kind, name_, rect))
        return out

    def card_face(self, card_key: str, size: tuple[int, int] = (180, 252), lang: str = "pl",
                  strength: int | None = None, printed=FILE_STRENGTH,
                  ruleset: str = "1e", name_room: int | None = None,
                  in_play: bool = False) -> pygame.Surface:
        """The composed face of ``card_key`` at ``size``.

        ``name_room``: only that many pixels from the card's left show (a fanned hand): the name
        is fitted there. A card ``in_play`` too small to carry its name at the window's readable
        floor (:meth:`carries_name`: in a 960x540 window) shows its picture, strength and icons
        without it; its name comes with the zoom.

        ``printed`` is the card's own strength in the game shown (its card data: a lesson's or
        a save's values); left out, the one of data/cards.yaml. ``strength`` overrides it (e.g.
        with tokens on the card): a raised value shows in the raised colour with an up triangle,
        a lowered one in the lowered colour with a down triangle.  From a
        width of ``FULL_LAYOUT_MIN_WIDTH`` px on, the rules text in ``lang`` shows too, in the
        words of the edition ``ruleset`` (``konwoj.texts.card_text``).
        """
        size = _size(size)
        rec = self.cards[card_key]
        if printed is FILE_STRENGTH:
            printed = rec.get("strength")
        shown = printed if strength is None else strength
        W, H = size
        full = W >= FULL_LAYOUT_MIN_WIDTH
        # keyed by what the face shows: the number and its colour (raised, lowered or as printed),
        # and the rules text only where it is drawn, so a strength equal to the printed one, or
        # an edition whose text is the same, reuses the face already made
        trend = 0 if printed is None or shown is None or shown == printed else \
            (1 if shown > printed else -1)
        if full:
            from konwoj.texts import card_text
            text = card_text(card_key, ruleset, lang) or rec.get(f"text_{lang}") or ""
        else:
            text = None
        key = (card_key, size, lang, shown, trend, text, palette.active() if trend else None,
               fonts.cap_floor(), name_room, in_play)
        face = self._faces.get(key)
        if face is not None:
            return face
        side, ctype = rec["side"], rec["type"]
        sx, sy = W / CARD_UNITS[0], H / CARD_UNITS[1]
        su = min(sx, sy)

        def R(r):  # frame units -> pixels
            x, y, w, h = r
            return pygame.Rect(round(x * sx), round(y * sy), round(w * sx), round(h * sy))

        layout = "full" if full else "compact"
        name_rect, art_box, badge_spec, trigger_spec, type_spec = LAYOUTS[layout]
        bare = in_play and not full and not self.carries_name(size)
        face = pygame.Surface(size, pygame.SRCALPHA)
        art_rect = R(art_box)
        face.blit(self.illustration(card_key, art_rect.size), art_rect.topleft)
        face.blit(self.svg(f"frames/{side}_{ctype}_{layout}.svg", size), (0, 0))

        # name
        name = rec.get(f"name_{data_lang(lang)}") or rec.get("name_pl") or card_key
        fg, rim = NAME_COLOURS[side]
        if bare:      # no name: the picture over the name plate too, the strength at its corner
            pic = R(BARE_ART_RECT)
            face.blit(self.illustration(card_key, pic.size), pic.topleft)
            name_bottom = 0
        else:
            box = R(name_rect)
            if name_room is not None and name_room < box.right + 2:
                box.w = max(1, name_room - box.x - 2)
            name_bottom = self._draw_name(face, name, box, fg, rim)

        # strength
        if shown is not None:
            cx, cy, r = badge_spec
            d = max(4, round(2 * r * su))
            badge = self.svg(f"frames/badge_{side}.svg", (d, d))
            centre = (round(cx * sx), round(cy * sy))
            label = f"+{shown}" if ctype == "module" and shown > 0 else str(shown)
            colour = STRENGTH_COLOURS[side]
            if trend:
                colour = STRENGTH_UP if trend > 0 else STRENGTH_DOWN
            px = max(self.name_min_px(), round(d * (0.78 if len(label) == 1 else 0.62)))
            width, top, bottom = self.name_ink(label, px)
            if bare:      # a badge round the number at the floor, in the top left corner
                d = max(d, bottom - top + 5, round(width * 0.8) + 5)
                badge = self.svg(f"frames/badge_{side}.svg", (d, d))
                centre = (d // 2 + 1, d // 2 + 1)
            # a name that overran its box (the readable floor on a small card) pushes the badge,
            # and its number (larger than the badge there), down below it
            centre = (centre[0], max(centre[1], name_bottom + max(d, bottom - top + 2) // 2 + 1))
            face.blit(badge, badge.get_rect(center=centre))
            squeeze = min(1.0, d * 0.8 / max(1, width))
            ts = self.name_text(label, px, colour, (10, 10, 10), squeeze)
            o = 1 if px < 26 else 2
            face.blit(ts, (round(centre[0] - ts.get_width() / 2),
                           round(centre[1] - (top + bottom) / 2 - o)))
            if trend:     # the sign says raised or lowered without the colour
                from konwoj.ui import emblems
                ds = max(8, round(d * 0.5))
                emblems.trend_sign(face, (round(centre[0] + d * 0.5), round(centre[1] + d * 0.42)),
                                   ds, trend > 0, colour)

        # trigger and type icons, each in a socket; a card without an ability has none
        for name_, (cx, cy, r) in ((rec.get("trigger") or "none", trigger_spec),
                                   (ctype, type_spec)):
            if name_ == "none":
                continue
            centre = (round(cx * sx), round(cy * sy))
            ds = max(4, round(2 * (r + SOCKET_GROW) * su))
            sock = self.svg(f"frames/socket_{side}_{ctype}.svg", (ds, ds))
            face.blit(sock, sock.get_rect(center=centre))
            d = max(4, round(2 * r * su))
            ic = self.icon(name_, (d, d))
            face.blit(ic, ic.get_rect(center=centre))

        # rules text
        if full:
            tr = R(TEXT_RECT)
            colour = TEXT_COLOURS[side]
            lo = self.text_min_px()          # the window's readable floor
            hi = max(lo, min(round(tr.h / 2.6), round(W * 0.07)))
            for px in range(hi, lo - 1, -1):
                lines = self._wrap(text, px, tr.w)
                lh = round(self.linesize(px) * 1.1)     # accents clear the line above
                if lh * len(lines) <= tr.h or px == lo:
                    break
            y = tr.centery - (lh * len(lines)) / 2
            for line in lines:
                s = self.text(line, px, colour)
                face.blit(s, s.get_rect(midtop=(tr.centerx, round(y))))
                y += lh
        if _has_display():
            face = textaudit.carry(face, face.convert_alpha())
        self._faces[key] = face
        return face

    def clear(self) -> None:
        """Forget every cached surface (e.g. after a window resize)."""
        self._svg.clear()
        self._text.clear()
        self._faces.clear()


VOWELS = set("aąeęioóuyAĄEĘIOÓUY")
DIGRAPHS = {"cz", "sz", "rz", "ch", "dz", "dż", "dź", "th", "ph", "sh", "ck"}


def hyphen_points(word: str) -> list[int]:
    """Where a long word may break (index of the first letter after the hyphen):
    between syllables, V|CV or VC|CV, never inside cz/sz/rz/ch/dz, at least four
    letters on each side."""
    out = []
    n = len(word)
    low = word.lower()
    for i in range(4, n - 3):
        a, b = low[i - 1], low[i]
        if not (a.isalpha() and b.isalpha()):
            continue
        if low[i - 1:i + 1] in DIGRAPHS:
            continue
        nxt = low[i + 1] if i + 1 < n else ""
        if a in VOWELS and b not in VOWELS:
            # V|CV, or V|C C V when the two consonants are one sound (cz, sz ...)
            if nxt in VOWELS or (low[i:i + 2] in DIGRAPHS and i + 2 < n and low[i + 2] in VOWELS):
                out.append(i)
        elif (a not in VOWELS and b not in VOWELS and low[i - 2] in VOWELS and nxt in VOWELS):
            out.append(i)
    return out


def name_splits(name: str) -> list[tuple[list[str], float]]:
    """Ways to set a card name on one or two lines, each with a small penalty
    (a share of the font size) for being less natural to read."""
    words = name.split()
    out: list[tuple[list[str], float]] = [([name], 0.0)]
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        out.append(([a, b], 0.04 + 0.01 * abs(len(a) - len(b))))
    for k, word in enumerate(words):
        if len(word) < 9:
            continue
        for i in hyphen_points(word):
            a = " ".join(words[:k] + [word[:i] + "-"])
            b = " ".join([word[i:]] + words[k + 1:])
            out.append(([a, b], 0.12 + 0.01 * abs(len(a) - len(b))))
    return out


SUPERSAMPLE = 3
SUPERSAMPLE_BELOW = 48


def _has_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


_default: Art | None = None


def default_art() -> Art:
    """A shared :class:`Art` (one cache for the whole program)."""
    global _default
    if _default is None:
        _default = Art()
    return _default


def card_face(card_key: str, size: tuple[int, int] = (180, 252), lang: str = "pl",
              strength: int | None = None, printed=FILE_STRENGTH,
              ruleset: str = "1e", name_room: int | None = None,
              in_play: bool = False) -> pygame.Surface:
    return default_art().card_face(card_key, size, lang, strength, printed, ruleset=ruleset,
                                   name_room=name_room, in_play=in_play)


def game_card_face(state, cid: str, size: tuple[int, int], lang: str = "pl",
                   strength: int | None = None, name_room: int | None = None,
                   in_play: bool = False) -> pygame.Surface:
    """The face of card ``cid`` of the game ``state`` with the strength that game counts for it
    (``state.card(cid)``: the game's own card data), ``strength`` over it as in ``card_face``,
    and the text of the game's edition."""
    cd = state.card(cid)
    return card_face(cd.key, size, lang, strength, printed=cd.strength,
                     ruleset=getattr(state, "ruleset", "1e"), name_room=name_room,
                     in_play=in_play)


def card_icons(card_key: str, size: tuple[int, int]) -> list[tuple[str, str, pygame.Rect]]:
    return default_art().card_icons(card_key, size)


def card_back(side: str, size: tuple[int, int]) -> pygame.Surface:
    return default_art().card_back(side, size)


def city_board(city_key: str, ruined: bool, size: tuple[int, int]) -> pygame.Surface:
    return default_art().city_board(city_key, ruined, size)


def token(name: str, size: int | tuple[int, int]) -> pygame.Surface:
    return default_art().token(name, size)


def icon(name: str, size: int | tuple[int, int]) -> pygame.Surface:
    return default_art().icon(name, size)


def table_background(size: tuple[int, int]) -> pygame.Surface:
    return default_art().table_background(size)
