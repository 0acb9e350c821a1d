"""The colours of every meaning on the screens, one palette per colour-vision setting (pure data and
functions: no pygame needed to read it). Each colour is stated here once; the drawing modules hold
:class:`Swatch` objects (``swatch("lit")``) that read the active palette whenever they are used, so
:func:`use` switches the whole game's look at once, without a restart.

Colour is never alone: what a colour says is also drawn as a shape or a sign
(:mod:`konwoj.ui.emblems`), so the ``standard`` palette may put red against green.

- ``standard``: the game's own colours.
- ``red_green``: orange against blue, for protanopia and deuteranopia.
- ``blue_yellow``: red against teal, pink against cyan, for tritanopia.
- ``high_contrast``: brighter text and marks on darker plates, apart under all three.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Callable

from konwoj.rules.facts import SIDES
from konwoj.settings import COLOUR_VISIONS

RGB = tuple[int, int, int]

# role -> what it colours (the roles every palette must give)
ROLES = {
    "text": "body text",
    "text_dim": "secondary text",
    "text_dark": "text on light plates (primary buttons)",
    "disabled_text": "the label of a refused button (exempt from contrast: inactive)",
    "rim": "the dark rim round outlined numerals and titles",
    "gold": "headings, the battle city, counts",
    "accent": "menu headings, focus and hover edges",
    "accent_dark": "pressed accent, scroll thumbs",
    "warn": "destroyed, inactive, warnings on the table",
    "danger": "errors and delete in the menus",
    "info": "immunity and other neutral notes",
    "lit": "a legal target (also: dashed outline, corner ticks, arrow)",
    "select": "the chosen card or place (also: thick double outline)",
    "moloch": "Moloch's frames, badges and dots (also: its square emblem)",
    "outpost": "the Outpost's frames, badges and dots (also: its round shield)",
    "moloch_dark": "Moloch's plates under text",
    "outpost_dark": "the Outpost's plates under text",
    "moloch_text": "text in Moloch's colour",
    "outpost_text": "text in the Outpost's colour",
    "strength_up": "a raised strength (also: an up triangle)",
    "strength_down": "a lowered strength (also: a down triangle)",
    "win": "games won in the statistics (also: their label)",
    "loss": "games lost in the statistics (also: their label)",
    "panel": "the menus' panels",
    "table_panel": "the table's dark plates under text",
    "panel_edge": "the edge of panels",
    "moloch_button": "the face of a Moloch button",
    "outpost_button": "the face of an Outpost button",
}

STANDARD: dict[str, RGB] = {
    "text": (236, 230, 214),
    "text_dim": (168, 160, 144),
    "text_dark": (28, 20, 10),
    "disabled_text": (112, 108, 100),
    "rim": (12, 10, 8),
    "gold": (238, 196, 90),
    "accent": (228, 168, 62),
    "accent_dark": (150, 100, 30),
    "warn": (255, 120, 96),
    "danger": (232, 96, 80),
    "info": (150, 200, 255),
    "lit": (120, 236, 255),
    "select": (255, 214, 90),
    "moloch": (196, 58, 48),
    "outpost": (112, 164, 72),
    "moloch_dark": (60, 20, 18),
    "outpost_dark": (28, 44, 22),
    "moloch_text": (236, 170, 160),
    "outpost_text": (190, 226, 160),
    "strength_up": (130, 255, 120),
    "strength_down": (255, 120, 100),
    "win": (120, 186, 96),
    "loss": (220, 104, 88),
    "panel": (24, 26, 31),
    "table_panel": (18, 20, 22),
    "panel_edge": (104, 92, 66),
    "moloch_button": (170, 56, 44),
    "outpost_button": (76, 106, 46),
}

# protanopia and deuteranopia: the sides, raised/lowered and won/lost as orange against blue
RED_GREEN = {**STANDARD,
             "moloch": (230, 120, 0), "outpost": (40, 120, 220),
             "moloch_dark": (64, 34, 4), "outpost_dark": (12, 34, 66),
             "moloch_text": (250, 180, 110), "outpost_text": (150, 200, 255),
             "moloch_button": (150, 76, 6), "outpost_button": (30, 92, 170),
             "strength_up": (110, 190, 255), "strength_down": (255, 170, 40),
             "win": (90, 160, 250), "loss": (230, 130, 20),
             "warn": (255, 150, 60), "danger": (250, 140, 50), "info": (200, 200, 255)}

# tritanopia: red against teal; the marks of the standard palette (cyan, yellow) stay apart
BLUE_YELLOW = {**STANDARD,
               "moloch": (210, 40, 60), "outpost": (0, 150, 140),
               "moloch_dark": (64, 14, 20), "outpost_dark": (0, 44, 42),
               "moloch_text": (255, 160, 170), "outpost_text": (120, 230, 215),
               "moloch_button": (170, 36, 50), "outpost_button": (0, 116, 108),
               "strength_up": (80, 220, 200), "strength_down": (255, 110, 140),
               "win": (0, 170, 160), "loss": (244, 86, 110)}

# high contrast: white text, bright marks, darker plates, sides apart under all three
HIGH_CONTRAST = {**STANDARD,
                 "text": (255, 255, 255), "text_dim": (222, 222, 222), "text_dark": (0, 0, 0),
                 "disabled_text": (140, 140, 140), "rim": (0, 0, 0),
                 "gold": (255, 224, 64), "accent": (255, 200, 40), "accent_dark": (190, 140, 0),
                 "warn": (255, 140, 100), "danger": (255, 130, 110), "info": (170, 220, 255),
                 "lit": (0, 255, 255), "select": (255, 255, 0),
                 "moloch": (255, 120, 0), "outpost": (60, 140, 255),
                 "moloch_dark": (50, 22, 0), "outpost_dark": (0, 20, 56),
                 "moloch_text": (255, 190, 120), "outpost_text": (160, 210, 255),
                 "moloch_button": (190, 80, 0), "outpost_button": (20, 90, 200),
                 "strength_up": (120, 200, 255), "strength_down": (255, 190, 0),
                 "win": (60, 150, 255), "loss": (255, 140, 0),
                 "panel": (6, 6, 8), "table_panel": (0, 0, 0), "panel_edge": (200, 200, 200)}

# the setting's values (konwoj.settings.COLOUR_VISIONS names them) -> their colours
NAMES = COLOUR_VISIONS
PALETTES: dict[str, dict[str, RGB]] = dict(zip(NAMES, (STANDARD, RED_GREEN, BLUE_YELLOW,
                                                       HIGH_CONTRAST)))
DEFAULT = NAMES[0]

# the deficiencies (konwoj.ui.colour_vision) each palette is made to keep its pairs apart under
SAFE_FOR = dict(zip(NAMES, ((), ("protan", "deutan"), ("tritan",), ("protan", "deutan", "tritan"))))

# the pairs that must be told apart, and whether a shape also tells them apart
DISTINCT = (
    SIDES,                                 # frames, badges, dots: square emblem vs round shield
    ("moloch_text", "outpost_text"),       # log lines, headings: also the side's name
    ("moloch_dark", "outpost_dark"),       # strip plates: also the side's name on them
    ("strength_up", "strength_down"),      # numerals: also an up or down triangle
    ("lit", "select"),                     # dashed outline + ticks vs thick double outline
    ("lit", "table_panel"),                # a lit place stands out from the dark table
    ("select", "table_panel"),
    ("win", "loss"),                       # statistics bars: also their labels
)

# text colour -> the backgrounds it is drawn on (outlined numerals: the rim is what they touch)
TEXT_ON = {
    "text": ("panel", "table_panel", "moloch_dark", "outpost_dark", "rim", "moloch_button",
             "outpost_button"),
    "text_dim": ("panel", "table_panel"),
    "gold": ("panel", "table_panel", "rim"),
    "accent": ("panel",),
    "warn": ("table_panel", "rim"),
    "danger": ("panel",),
    "info": ("table_panel",),
    "moloch_text": ("panel", "table_panel"),
    "outpost_text": ("panel", "table_panel"),
    "strength_up": ("table_panel", "rim"),
    "strength_down": ("table_panel", "rim"),
    "text_dark": ("accent", "gold"),
    "win": ("panel",),
    "loss": ("panel",),
}

_active: dict[str, RGB] = dict(STANDARD)
_name = [DEFAULT]
_listeners: list[Callable[[], None]] = []


def colour(name: str, role: str) -> RGB:
    """The colour of ``role`` in palette ``name``."""
    return PALETTES[name][role]


def active() -> str:
    """The name of the palette in use."""
    return _name[0]


def use(name: str) -> str:
    """Make ``name`` the palette in use (an unknown name: the default); every swatch shows it at
    once and the caches of drawn pieces are dropped. Returns the name used."""
    if name not in PALETTES:
        name = DEFAULT
    if name != _name[0]:
        _active.clear()
        _active.update(PALETTES[name])
        _name[0] = name
        for fn in list(_listeners):
            fn()
    return name


def on_change(fn: Callable[[], None]) -> Callable[[], None]:
    """Call ``fn`` after every switch of palette (caches of rendered surfaces clear themselves)."""
    _listeners.append(fn)
    return fn


class Swatch(Sequence):
    """A colour that follows the active palette: an (r, g, b) sequence pygame accepts anywhere a
    colour goes. Hash and equality go by the current value."""

    __slots__ = ("role",)

    def __init__(self, role: str) -> None:
        if role not in ROLES:
            raise KeyError(role)
        self.role = role

    def __getitem__(self, i):
        return _active[self.role][i]

    def __len__(self) -> int:
        return 3

    def __iter__(self):
        return iter(_active[self.role])

    def __hash__(self) -> int:
        return hash(_active[self.role])

    def __eq__(self, other) -> bool:
        try:
            return tuple(self) == tuple(other)
        except TypeError:
            return NotImplemented

    def __repr__(self) -> str:
        return f"Swatch({self.role!r}={_active[self.role]})"


_SWATCHES: dict[str, Swatch] = {}


def swatch(role: str) -> Swatch:
    """The live colour of ``role``."""
    s = _SWATCHES.get(role)
    if s is None:
        s = _SWATCHES[role] = Swatch(role)
    return s
