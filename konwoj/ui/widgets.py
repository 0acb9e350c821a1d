"""Shared UI widgets: buttons, segmented choices, toggles, text input, scrolling lists, panels.
(Scenes made of widgets and the confirm dialog live in :mod:`konwoj.scenes.widget_scene`: this
module knows nothing of scenes.)

Every widget takes the ``App`` (for ``app.tr``, ``app.px``, ``app.font_px``) and a ``rect`` that
the owning scene sets in its ``layout()``. Labels are i18n keys (or any callable returning a
string), resolved at draw time, so a language switch shows at once:

    btn = Button(app, "title.new_game", on_click=self.new_game, style="primary")
    btn.rect = pygame.Rect(...)
    btn.handle_event(ev)  -> True when consumed
    btn.draw(surface)
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

import pygame

from konwoj import i18n
from konwoj.ui import fonts, textaudit
from konwoj.ui.palette import swatch
from konwoj.ui.surface_cache import SurfaceCache, cached_surface

# ---------------------------------------------------------------- theme
# live swatches of the active palette (konwoj.ui.palette states each colour once)
TEXT = swatch("text")
TEXT_DIM = swatch("text_dim")
TEXT_DISABLED = swatch("disabled_text")
ACCENT = swatch("accent")          # brass / amber
ACCENT_DARK = swatch("accent_dark")
MOLOCH = swatch("moloch")
OUTPOST = swatch("outpost")
DANGER = swatch("danger")
PANEL = swatch("panel")
PANEL_EDGE = swatch("panel_edge")
ROW = (36, 38, 44)
ROW_HOVER = (52, 54, 62)
ROW_SELECTED = (70, 58, 36)
SHADOW = (0, 0, 0)

SIDE_COLOURS = {"moloch": MOLOCH, "outpost": OUTPOST}
SIDE_TEXT = {"moloch": swatch("moloch_text"), "outpost": swatch("outpost_text")}   # for text

STYLES = {
    # top colour, bottom colour, border, text
    "normal": ((66, 68, 76), (40, 42, 48), (110, 104, 92), TEXT),
    "primary": ((214, 150, 52), (150, 96, 26), (246, 204, 120), swatch("text_dark")),
    "danger": ((176, 62, 50), (112, 34, 28), (226, 120, 100), TEXT),
    "moloch": (swatch("moloch_button"), swatch("moloch_dark"), swatch("moloch_text"), TEXT),
    "outpost": (swatch("outpost_button"), swatch("outpost_dark"), swatch("outpost_text"), TEXT),
    "ghost": ((40, 42, 48), (30, 32, 36), (80, 78, 72), TEXT_DIM),
}


Label = str | Callable[[], str]


def resolve(app, label: Label | None) -> str:
    """An i18n key, a callable, or any other text (shown as it is: "1366×768", "25%") -> text.
    A key-shaped label ("menu.x") is always read as a key, so a missing one is caught."""
    if label is None:
        return ""
    if callable(label):
        return str(label())
    return app.tr(label) if i18n.is_key(label) else label


# ---------------------------------------------------------------- drawing helpers
@cached_surface("widgets.gradient")
def gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    """A vertical gradient surface (cached)."""
    w, h = max(1, size[0]), max(1, size[1])
    col = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        col.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    return pygame.transform.scale(col, (w, h))


@cached_surface("widgets.rounded_gradient")
def _rounded_gradient(size, top, bottom, radius) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(gradient((w, h), top, bottom), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def rounded_gradient(surface, rect, top, bottom, radius) -> None:
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(_rounded_gradient(rect.size, tuple(top), tuple(bottom), int(radius)), rect)


def shadow(surface, rect, radius: int, offset: int = 4, alpha: int = 110) -> None:
    """A soft drop shadow under ``rect``."""
    rect = pygame.Rect(rect)
    s = _shadow_surf(rect.size, radius, offset, alpha)
    surface.blit(s, (rect.x - offset, rect.y - offset // 2))


@cached_surface("widgets.shadow")
def _shadow_surf(size, radius, offset, alpha) -> pygame.Surface:
    w, h = size
    pad = offset * 2
    s = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    steps = max(1, offset)
    for i in range(steps, 0, -1):
        a = int(alpha * (1 - i / (steps + 1)) / steps * 2)
        r = pygame.Rect(pad - i + offset, pad - i + offset, w + 2 * i, h + 2 * i)
        pygame.draw.rect(s, (0, 0, 0, min(255, a)), r, border_radius=radius + i)
    return s


def panel(surface, rect, app=None, alpha: int = 232, radius: int | None = None,
          edge=PANEL_EDGE, fill=PANEL, glow: tuple | None = None) -> None:
    """A dark translucent panel with a brass edge and a drop shadow."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    px = app.px if app is not None else (lambda n: max(1, round(n)))
    radius = px(10) if radius is None else radius
    shadow(surface, rect, radius, offset=px(6), alpha=140)
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    top = tuple(min(255, c + 10) for c in fill)
    s.blit(_rounded_gradient(rect.size, top + (alpha,), tuple(fill) + (alpha,), radius), (0, 0))
    surface.blit(s, rect)
    pygame.draw.rect(surface, edge, rect, width=max(1, px(1.5)), border_radius=radius)
    if glow is not None:
        inner = rect.inflate(-px(6), -px(6))
        pygame.draw.rect(surface, glow, inner, width=1, border_radius=max(0, radius - px(3)))


def dim(surface, alpha: int = 150, colour=(0, 0, 0)) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(tuple(colour) + (alpha,))
    surface.blit(veil, (0, 0))


def text_shadowed(surface, s: str, pos, size: int, colour=TEXT, bold=False, anchor="topleft",
                  shadow_colour=(0, 0, 0), offset: int | None = None) -> pygame.Rect:
    """Text with a dark drop shadow (readable over art)."""
    off = max(1, size // 14) if offset is None else offset
    img = fonts.text(s, size, tuple(shadow_colour), bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect.move(off, off))
    return fonts.blit_text(surface, s, pos, size, colour, bold, anchor)


def fit_text(s: str, size: int, width: int, bold: bool = False, min_size: int = 12) -> int:
    """The largest font size <= ``size`` at which ``s`` fits in ``width`` pixels."""
    s = s[:max(1, width)]       # more characters than pixels never fit: bounded work
    if textaudit.REC is not None:
        textaudit.note_box(s, width)
    while size > min_size and fonts.font(size, bold).size(s)[0] > width:
        size -= 1
    return size


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with "…" to fit ``width`` pixels. Bounded work whatever the length of ``s``: it
    is first cut to ``width`` characters (no glyph is narrower than a pixel), then the longest
    fitting prefix is found by bisection (a few ``size`` calls, not one per character)."""
    f = fonts.font(size, bold)
    if textaudit.REC is not None:
        textaudit.note_box(s, width)
    if len(s) <= width and f.size(s)[0] <= width:
        return s
    s = s[:max(0, width)]
    lo, hi = 0, len(s)          # s[:lo] + "…" fits (or lo == 0); s[:hi + 1] + "…" does not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return textaudit.note_cut(s[:lo] + "…")


def blit_narrowed(surface, s: str, pos, size: int, width: int, colour=TEXT, bold=False,
                  anchor="topleft") -> pygame.Rect:
    """One line, narrowed to ``width`` if it is wider (a name beside a date: never cut)."""
    img = fonts.text(s, size, tuple(colour), bold)
    if img.get_width() > width > 0:
        img = pygame.transform.smoothscale(img, (width, img.get_height()))
        if textaudit.REC is not None:
            textaudit.note(img, s, fonts.eff(size), "sans")
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def blit_wrapped(surface, s: str, rect, size: int, colour=TEXT, bold=False,
                 line_gap: float = 1.15, align: str = "left", max_lines: int | None = None) -> int:
    """Wrapped paragraphs inside ``rect``; returns the height used. Every word wider than the
    rect is broken (``fonts.wrap``), so no line is wider than the rect; lines below the surface
    are counted but not rendered."""
    rect = pygame.Rect(rect)
    f = fonts.font(size, bold)
    lh = round(f.get_linesize() * line_gap)
    y = rect.y
    bottom = surface.get_height()
    lines = fonts.wrap(s, size, max(1, rect.w), bold)
    if max_lines is not None and len(lines) > max(1, max_lines):
        lines = lines[:max(1, max_lines)]
        lines[-1] = fonts.cut(lines[-1] + " …", size, rect.w, bold)
    for line in lines:
        if line and y < bottom:
            img = fonts.text(line, size, tuple(colour), bold)
            if align == "center":
                surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            else:
                surface.blit(img, (rect.x, y))
        y += lh
    return y - rect.y


_backdrop_cache = SurfaceCache("widgets.backdrop")


def backdrop(size: tuple[int, int], darken: int = 90, tint=(10, 8, 6)) -> pygame.Surface:
    """The table art scaled to ``size`` with a dark vignette (cached per size): the common
    background of every menu screen. Falls back to a gradient when the art is missing."""
    key = (tuple(size), darken, tuple(tint))
    surf = _backdrop_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    try:
        from konwoj.ui import art
        surf = art.table_background((w, h)).copy()
    except Exception:  # noqa: BLE001 - no art: a plain gradient
        surf = gradient((w, h), (46, 40, 34), (14, 13, 12)).copy()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill(tuple(tint) + (darken,))
    surf.blit(veil, (0, 0))
    # vignette: darker edges
    vig = _vignette((max(1, w // 8), max(1, h // 8)))
    surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    if len(_backdrop_cache) > 8:
        _backdrop_cache.clear()
    _backdrop_cache[key] = surf
    return surf


@lru_cache(maxsize=8)
def _vignette(size) -> pygame.Surface:
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = (w - 1) / 2, (h - 1) / 2
    for y in range(h):
        for x in range(w):
            d = ((x - cx) / (cx or 1)) ** 2 + ((y - cy) / (cy or 1)) ** 2
            a = int(max(0.0, min(1.0, (d - 0.35) / 1.4)) * 200)
            s.set_at((x, y), (0, 0, 0, a))
    return s


# ---------------------------------------------------------------- widgets
class Widget:
    """Base: a rect, visibility and enabled flags, hover tracking."""

    def __init__(self, app, rect=None, enabled: bool | Callable[[], bool] = True,
                 tooltip: Label | None = None):
        self.app = app
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self._enabled = enabled
        self.visible = True
        self.hovered = False
        self.tooltip = tooltip

    @property
    def enabled(self) -> bool:
        return bool(self._enabled()) if callable(self._enabled) else bool(self._enabled)

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def _track_hover(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)

    def handle_event(self, event) -> bool:
        return False

    def focusable(self) -> bool:
        """The keyboard's focus may rest here (:mod:`konwoj.ui.focus`: widgets of its kinds)."""
        return False

    def key(self, event) -> bool:
        """A key while the keyboard's focus is here; True when it was taken."""
        return False

    def draw(self, surface) -> None: ...


class Button(Widget):
    """A clickable button; ``style`` is one of STYLES. ``hotkey`` (a pygame key) also clicks."""

    def __init__(self, app, label: Label, on_click: Callable[[], Any] | None = None,
                 style: str = "normal", enabled=True, hotkey: int | None = None, rect=None,
                 sublabel: Label | None = None, font_scale: float = 1.0, icon=None,
                 tooltip: Label | None = None):
        super().__init__(app, rect, enabled, tooltip)
        self.label = label
        self.sublabel = sublabel
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.font_scale = font_scale
        self.icon = icon            # callable(size) -> Surface, or a Surface
        self.pressed = False
        self.selected = False       # shown like hover (keyboard focus, current choice)

    @property
    def text(self) -> str:
        return resolve(self.app, self.label)

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()
            self.app.request_redraw()

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.enabled:
                self.click()
                return True
        return False

    def draw(self, surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        app = self.app
        top, bottom, edge, fg = STYLES.get(self.style, STYLES["normal"])
        enabled = self.enabled
        r = self.rect.copy()
        radius = max(4, min(app.px(8), r.h // 3))
        if not enabled:
            top, bottom = (48, 48, 52), (36, 36, 40)
            edge, fg = (70, 70, 72), TEXT_DISABLED
        elif self.pressed:
            top, bottom = bottom, top
            r = r.move(0, app.px(1))
        elif self.hovered or self.selected:
            top = tuple(min(255, c + 26) for c in top)
            bottom = tuple(min(255, c + 18) for c in bottom)
        if enabled and not self.pressed:
            shadow(surface, r, radius, offset=app.px(3), alpha=120)
        rounded_gradient(surface, r, top, bottom, radius)
        # a thin highlight on the top edge
        hl = pygame.Rect(r.x + radius, r.y + 1, r.w - 2 * radius, 1)
        pygame.draw.rect(surface, tuple(min(255, c + 40) for c in top), hl)
        border = ACCENT if (self.hovered or self.selected) and enabled else edge
        pygame.draw.rect(surface, border, r, width=max(1, app.px(1.5)), border_radius=radius)
        label = self.text
        sub = resolve(app, self.sublabel) if self.sublabel else ""
        size = round(min(r.h * (0.42 if not sub else 0.34), app.font_px(24)) * self.font_scale)
        size = max(13, size)
        x_pad = app.px(12)
        icon_w = 0
        if self.icon is not None:
            isz = round(r.h * 0.62)
            img = self.icon(isz) if callable(self.icon) else self.icon
            if img is not None:
                icon_w = img.get_width() + app.px(8)
                surface.blit(img, img.get_rect(midleft=(r.x + x_pad, r.centery)))
        avail = r.w - 2 * x_pad - icon_w
        size = fit_text(label, size, avail, bold=True)
        cx = r.centerx + icon_w // 2
        if sub:
            subsize = max(12, round(size * 0.72))
            sub = ellipsize(sub, subsize, avail)
            fonts.blit_text(surface, label, (cx, r.centery - round(size * 0.05)), size, fg, True,
                            "midbottom")
            fonts.blit_text(surface, sub, (cx, r.centery + app.px(2)), subsize,
                            fg if not enabled else tuple(int(c * 0.8) for c in fg), False,
                            "midtop")
        else:
            fonts.blit_text(surface, label, (cx, r.centery + 1), size, fg, True, "center")


class Choice(Widget):
    """A segmented control: one of ``options`` [(value, label)] is current."""

    def __init__(self, app, options: Sequence[tuple[Any, Label]], value,
                 on_change: Callable[[Any], Any] | None = None, rect=None, enabled=True,
                 colours: dict | None = None):
        super().__init__(app, rect, enabled)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.colours = colours or {}
        self._hover_index = -1

    def _segments(self) -> list[pygame.Rect]:
        """One row of segments, or as few rows as let every label fit at its smallest size
        (large text, a narrow window)."""
        n = max(1, len(self.options))
        gap = self.app.px(4)
        widest = max((fonts.font(13, True).size(resolve(self.app, lab))[0]
                      for _, lab in self.options), default=0) + self.app.px(10)
        rows = 1
        while rows < n and (self.rect.w - gap * (-(-n // rows) - 1)) / -(-n // rows) < widest:
            rows += 1
        per = -(-n // rows)
        w = (self.rect.w - gap * (per - 1)) / per
        h = (self.rect.h - gap * (rows - 1)) / rows
        return [pygame.Rect(round(self.rect.x + (i % per) * (w + gap)),
                            round(self.rect.y + (i // per) * (h + gap)), round(w), round(h))
                for i in range(n)]

    def set(self, value) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)
        self.app.request_redraw()

    def handle_event(self, event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._hover_index = -1
            for i, seg in enumerate(self._segments()):
                if seg.collidepoint(event.pos):
                    self._hover_index = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, seg in enumerate(self._segments()):
                if seg.collidepoint(event.pos):
                    self.set(self.options[i][0])
                    return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        app = self.app
        radius = max(4, min(app.px(7), self.rect.h // 3))
        for i, (seg, (value, label)) in enumerate(zip(self._segments(), self.options)):
            current = value == self.value
            col = self.colours.get(value)
            if not self.enabled:
                top, bottom, edge, fg = (48, 48, 52), (36, 36, 40), (70, 70, 72), TEXT_DISABLED
            elif current:
                if col:
                    top = tuple(min(255, c + 20) for c in col)
                    bottom = tuple(int(c * 0.6) for c in col)
                    edge, fg = tuple(min(255, c + 60) for c in col), TEXT
                else:
                    top, bottom, edge, fg = STYLES["primary"]
            else:
                top, bottom, edge, fg = STYLES["ghost"]
                if i == self._hover_index:
                    top = tuple(c + 18 for c in top)
                    fg = TEXT
            rounded_gradient(surface, seg, top, bottom, radius)
            pygame.draw.rect(surface, edge, seg, width=max(1, app.px(1.5)), border_radius=radius)
            text = resolve(app, label)
            size = fit_text(text, max(13, min(round(seg.h * 0.44), app.font_px(20))),
                            seg.w - app.px(10), bold=current)
            fonts.blit_text(surface, text, (seg.centerx, seg.centery + 1), size, fg, current,
                            "center")


class Toggle(Widget):
    """An on/off switch with a label to its right."""

    def __init__(self, app, label: Label, value: bool, on_change=None, rect=None, enabled=True):
        super().__init__(app, rect, enabled)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change

    def handle_event(self, event) -> bool:
        if not self.visible or not self.enabled:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.value = not self.value
            if self.on_change is not None:
                self.on_change(self.value)
            self.app.request_redraw()
            return True
        return False

    def draw(self, surface) -> None:
        app = self.app
        h = self.rect.h
        sw = pygame.Rect(self.rect.x, self.rect.y + h // 8, round(h * 1.6), h - h // 4)
        on = self.value
        col = (120, 170, 70) if on else (60, 62, 68)
        if not self.enabled:
            col = (50, 50, 54)
        pygame.draw.rect(surface, col, sw, border_radius=sw.h // 2)
        pygame.draw.rect(surface, ACCENT if self.hovered else (110, 104, 92), sw,
                         width=max(1, app.px(1.5)), border_radius=sw.h // 2)
        knob_r = sw.h // 2 - app.px(3)
        kx = sw.right - sw.h // 2 if on else sw.x + sw.h // 2
        pygame.draw.circle(surface, (240, 234, 220), (kx, sw.centery), max(2, knob_r))
        text = resolve(app, self.label)
        size = max(13, min(round(h * 0.5), app.font_px(20)))
        fonts.blit_text(surface, text, (sw.right + app.px(12), self.rect.centery + 1), size,
                        TEXT if self.enabled else TEXT_DISABLED, False, "midleft")


class TextInput(Widget):
    """A one-line text field: takes TEXTINPUT (so Polish letters and IME work), Backspace,
    Ctrl+Backspace (word), Escape (clear). It has focus after a click, or always with
    ``always_focus``."""

    def __init__(self, app, placeholder: Label = "widgets.search", text: str = "",
                 on_change: Callable[[str], Any] | None = None, rect=None,
                 always_focus: bool = False, max_len: int = 64, search_icon: bool = True,
                 allowed: Callable[[str], bool] | None = None):
        super().__init__(app, rect)
        self.search_icon = search_icon
        self.allowed = allowed          # e.g. str.isdigit: other characters are refused
        self.placeholder = placeholder
        self.text = text
        self.on_change = on_change
        self.always_focus = always_focus
        self.focused = always_focus
        self.max_len = max_len

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)
        self.app.request_redraw()

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self._changed()

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if not self.always_focus:
                self.focused = inside
            if inside:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
                return True
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            ok = self.allowed is None or all(self.allowed(c) for c in event.text)
            if ok and len(self.text) < self.max_len and event.text.isprintable():
                self.text = (self.text + event.text)[: self.max_len]
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL:
                    self.text = self.text.rstrip()
                    self.text = self.text[: self.text.rfind(" ") + 1] if " " in self.text else ""
                else:
                    self.text = self.text[:-1]
                self._changed()
                return True
            if event.key == pygame.K_ESCAPE and self.text:
                self.text = ""
                self._changed()
                return True
            # printable keys arrive as TEXTINPUT; swallow their KEYDOWN so hotkeys stay quiet
            if event.unicode and event.unicode.isprintable():
                return True
        return False

    def draw(self, surface) -> None:
        app = self.app
        r = self.rect
        radius = max(4, min(app.px(8), r.h // 3))
        pygame.draw.rect(surface, (16, 17, 20), r, border_radius=radius)
        edge = ACCENT if self.focused else ((130, 122, 104) if self.hovered else (90, 86, 78))
        pygame.draw.rect(surface, edge, r, width=max(1, app.px(1.5)), border_radius=radius)
        size = max(13, min(round(r.h * 0.5), app.font_px(22)))
        pad = app.px(12)
        x = r.x + pad
        if self.search_icon:  # magnifier glyph
            mr = max(3, round(r.h * 0.16))
            mc = (r.x + pad + mr, r.centery - mr // 3)
            pygame.draw.circle(surface, TEXT_DIM, mc, mr, width=max(1, app.px(2)))
            pygame.draw.line(surface, TEXT_DIM, (mc[0] + mr * 0.7, mc[1] + mr * 0.7),
                             (mc[0] + mr * 1.6, mc[1] + mr * 1.6), max(1, app.px(2.5)))
            x = r.x + pad + mr * 2 + app.px(12)
        if self.text:
            shown = self.text
            f = fonts.font(size)
            while shown and f.size(shown)[0] > r.right - x - pad:
                shown = shown[1:]
            rect = fonts.blit_text(surface, shown, (x, r.centery + 1), size, TEXT, False,
                                   "midleft")
            caret_x = rect.right + 2
        else:
            fonts.blit_text(surface, resolve(app, self.placeholder), (x, r.centery + 1), size,
                            TEXT_DIM, False, "midleft")
            caret_x = x
        if self.focused:
            pygame.draw.line(surface, ACCENT, (caret_x, r.centery - size // 2.6),
                             (caret_x, r.centery + size // 2.6), max(1, app.px(2)))


class ListView(Widget):
    """A vertically scrolling list. ``draw_row(surface, rect, item, hovered, selected)`` paints
    one row; ``row_height(item)`` may vary per item (e.g. headings). Clicking a row calls
    ``on_activate(item)`` unless ``on_row_click(item, pos, rect)`` handled it (returns True).
    ``selectable(item)`` False makes a row (a heading) inert."""

    def __init__(self, app, items: Iterable = (), draw_row=None, on_activate=None, rect=None,
                 row_height: Callable[[Any], int] | int = 48, on_row_click=None,
                 selectable: Callable[[Any], bool] | None = None, empty: Label = "widgets.empty"):
        super().__init__(app, rect)
        self.items = list(items)
        self.draw_row = draw_row
        self.on_activate = on_activate
        self.on_row_click = on_row_click
        self._row_height = row_height
        self.selectable = selectable or (lambda item: True)
        self.empty = empty
        self.scroll = 0
        self.hover_index = -1
        self.selected_index = -1
        self.gap = 0
        self._height_cache: tuple | None = None     # (key, the rows' summed height): content_height

    def set_items(self, items) -> None:
        self.items = list(items)
        self._height_cache = None
        self.scroll = min(self.scroll, self.max_scroll())
        self.hover_index = -1
        if self.selected_index >= len(self.items):
            self.selected_index = -1
        self.app.request_redraw()

    def row_h(self, item) -> int:
        rh = self._row_height
        return int(rh(item)) if callable(rh) else int(rh)

    def content_height(self) -> int:
        # summed once per list of items, scale and gap (a list of 10,000 rows is asked each frame)
        key = (id(self.items), len(self.items), self.app.px(100), self.gap)
        cache = self._height_cache
        if cache is None or cache[0] != key:
            cache = self._height_cache = (key, sum(self.row_h(i) + self.gap for i in self.items))
        return cache[1]

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.rect.h)

    def row_rects(self):
        """(index, rect) of the rows that are at least partly visible."""
        y = self.rect.y - self.scroll
        sb = self.app.px(10) if self.max_scroll() > 0 else 0
        for i, item in enumerate(self.items):
            h = self.row_h(item)
            if y + h >= self.rect.y and y <= self.rect.bottom:
                yield i, pygame.Rect(self.rect.x, y, self.rect.w - sb, h)
            y += h + self.gap
            if y > self.rect.bottom:
                break

    def index_at(self, pos) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        for i, rect in self.row_rects():
            if rect.collidepoint(pos):
                return i
        return -1

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))
        self.app.request_redraw()

    def scroll_to(self, index: int) -> None:
        y = sum(self.row_h(i) + self.gap for i in self.items[:index])
        h = self.row_h(self.items[index]) if 0 <= index < len(self.items) else 0
        if y < self.scroll:
            self.scroll = y
        elif y + h > self.scroll + self.rect.h:
            self.scroll = y + h - self.rect.h
        self.scroll = max(0, min(self.max_scroll(), self.scroll))

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            old = self.hover_index
            self.hover_index = self.index_at(event.pos)
            if self.hover_index >= 0 and not self.selectable(self.items[self.hover_index]):
                self.hover_index = -1
            return False if old == self.hover_index else False
        if event.type == pygame.MOUSEWHEEL:
            mx, my = pygame.mouse.get_pos()
            if self.rect.collidepoint((mx, my)) or self.rect.w and not pygame.mouse.get_focused():
                self.scroll_by(-event.y * self.app.px(60))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i < 0:
                return False
            item = self.items[i]
            if not self.selectable(item):
                return True
            self.selected_index = i
            rect = dict(self.row_rects()).get(i)
            if self.on_row_click is not None and self.on_row_click(item, event.pos, rect):
                return True
            if self.on_activate is not None:
                self.on_activate(item)
            self.app.request_redraw()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) \
                and self.rect.collidepoint(event.pos):
            return True  # legacy wheel buttons: MOUSEWHEEL does the scrolling
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        app = self.app
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        if not self.items:
            fonts.blit_text(surface, resolve(app, self.empty), self.rect.center,
                            app.font_px(20), TEXT_DIM, False, "center")
        for i, rect in self.row_rects():
            item = self.items[i]
            if self.draw_row is not None:
                self.draw_row(surface, rect, item, i == self.hover_index, i == self.selected_index)
            else:
                default_row(app, surface, rect, str(item), i == self.hover_index,
                            i == self.selected_index)
        surface.set_clip(old_clip)
        ms = self.max_scroll()
        if ms > 0:  # scrollbar
            track = pygame.Rect(self.rect.right - app.px(6), self.rect.y, app.px(5), self.rect.h)
            pygame.draw.rect(surface, (40, 40, 44), track, border_radius=track.w // 2)
            frac = self.rect.h / (self.rect.h + ms)
            th = max(app.px(24), round(track.h * frac))
            ty = track.y + round((track.h - th) * self.scroll / ms)
            pygame.draw.rect(surface, ACCENT_DARK, (track.x, ty, track.w, th),
                             border_radius=track.w // 2)


def default_row(app, surface, rect, text: str, hovered: bool, selected: bool) -> None:
    row_background(app, surface, rect, hovered, selected)
    size = max(13, min(round(rect.h * 0.42), app.font_px(20)))
    fonts.blit_text(surface, ellipsize(text, size, rect.w - app.px(24)),
                    (rect.x + app.px(12), rect.centery + 1), size, TEXT, False, "midleft")


def row_background(app, surface, rect, hovered: bool, selected: bool) -> None:
    inner = rect.inflate(0, -app.px(4))
    col = ROW_SELECTED if selected else (ROW_HOVER if hovered else ROW)
    pygame.draw.rect(surface, col, inner, border_radius=app.px(6))
    if hovered or selected:
        pygame.draw.rect(surface, ACCENT if selected else (110, 100, 80), inner, width=1,
                         border_radius=app.px(6))
