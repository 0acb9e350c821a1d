"""Player settings, stored as YAML under the platformdirs config folder (``konwoj``)."""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import yaml

from konwoj.ai import ALL_LEVELS
from konwoj.i18n import LANGS, Text, clip
from konwoj.rules.facts import RULESETS, SIDES
from konwoj.texts import player_names


MAX_BYTES = 64 * 1024          # a settings file is a few hundred bytes
WINDOW_MIN = (960, 540)        # the smallest window (stored sizes below are clamped up to it)
WINDOW_MAX = (16384, 16384)
# the player's thinking-time setting: seconds a Veteran may think per phase (konwoj.ai.phase), as
# the settings file may hold it; a narrower range inside what the computer takes from any caller
# (konwoj.ai.BUDGET_RANGE, which the command line and the benches may use whole)
AI_BUDGET_RANGE = (0.1, 30.0)
AI_BUDGET_DEFAULT = 3.0        # per phase: the issue-19 target is a phase p95 <= 3 s
ANIMATION_SPEED_RANGE = (0.0, 4.0)
# the colour-vision setting's values: the palettes of konwoj.ui.palette (the default first)
COLOUR_VISIONS = ("standard", "red_green", "blue_yellow", "high_contrast")
TEXT_SCALES = (1.0, 1.25, 1.5)  # the text sizes offered: 100, 125 and 150 %
_BAD = object()
NAME_FIELDS = {side: f"name_{side}" for side in SIDES}    # side -> the setting with its name


def _short(v) -> str:
    from konwoj.i18n import quote
    return quote(v, 40)


def _finite(v) -> float | None:
    """A real number (not bool, nan or inf) as a float, else None."""
    if isinstance(v, bool) or not isinstance(v, (int, float, str)):
        return None
    try:
        x = float(v)
    except (ValueError, OverflowError):
        return None
    return x if math.isfinite(x) else None


def bounded_float(v, lo: float, hi: float, default: float) -> float:
    """``v`` if it is a finite number in [lo, hi], else ``default`` (nan, inf, 1e300, -1, "x")."""
    x = _finite(v)
    return x if x is not None and lo <= x <= hi else default


def ai_budget(v) -> float:
    """A Veteran's thinking time from anywhere (settings, a command line): bounded to
    AI_BUDGET_RANGE; nan, inf, negative or junk give the default (AI_BUDGET_DEFAULT)."""
    return bounded_float(v, *AI_BUDGET_RANGE, AI_BUDGET_DEFAULT)


def animation_speed(v) -> float:
    """The animation speed factor, bounded to ANIMATION_SPEED_RANGE (junk gives 1.0)."""
    return bounded_float(v, *ANIMATION_SPEED_RANGE, 1.0)


def text_scale(v) -> float:
    """A text size: one of TEXT_SCALES (anything else gives 1.0)."""
    x = _finite(v)
    return x if x is not None and x in TEXT_SCALES else 1.0


def _bounded(name: str, v, default):
    """The value of setting ``name`` read from the file, or _BAD."""
    if name == "lang":
        return v if v in LANGS else _BAD
    if name == "ruleset":          # the editions a stored ``ruleset`` may name
        return v if v in RULESETS else _BAD
    if name == "side":
        return v if v in SIDES else _BAD
    if name == "level":
        return v if v in ALL_LEVELS else _BAD
    if name == "colour_vision":
        return v if v in COLOUR_VISIONS else _BAD
    if name in NAME_FIELDS.values():   # a hot-seat name: text, cleaned (control characters out)
        return player_names.clean(v) if isinstance(v, str) and len(v) <= 200 else _BAD
    if name == "sound_volume":
        x = _finite(v)
        return x if x is not None and 0.0 <= x <= 1.0 else _BAD
    if name == "ai_budget":
        x = _finite(v)
        return x if x is not None and AI_BUDGET_RANGE[0] <= x <= AI_BUDGET_RANGE[1] else _BAD
    if name == "animation_speed":
        x = _finite(v)
        return (x if x is not None and ANIMATION_SPEED_RANGE[0] <= x <= ANIMATION_SPEED_RANGE[1]
                else _BAD)
    if name == "text_scale":
        x = _finite(v)
        return x if x is not None and x in TEXT_SCALES else _BAD
    if isinstance(default, bool):     # only a plain true/false: "no" in quotes is not true
        return v if isinstance(v, bool) else _BAD
    if isinstance(default, tuple):
        if not isinstance(v, (list, tuple)) or len(v) != 2:
            return _BAD
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            return _BAD
        if name == "window_size":
            if not all(1 <= x <= hi for x, hi in zip(v, WINDOW_MAX)):
                return _BAD
            return tuple(max(x, lo) for x, lo in zip(v, WINDOW_MIN))   # a small window: clamped
        return tuple(v)
    if isinstance(default, float):
        x = _finite(v)
        return x if x is not None and abs(x) <= 1e6 else _BAD
    if isinstance(default, int):
        return v if isinstance(v, int) and not isinstance(v, bool) and abs(v) <= 10 ** 9 else _BAD
    if isinstance(default, str):
        return v if isinstance(v, str) and len(v) <= 200 else _BAD
    return v if v is None or isinstance(v, type(default)) else _BAD


# the first start (no language in the settings yet) follows the system's: where it asks for
# Polish or English (C and POSIX are English); any other language keeps the game's default
SYSTEM_LANG_DEFAULT = "pl"
LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")     # gettext's order


def _lang_of(tag: str) -> str | None:
    """"pl" or "en" for a locale name ("pl_PL.UTF-8", "en", "C.UTF-8", "English_United States"),
    None for any other language."""
    t = tag.strip().lower().replace("-", "_")
    if t in ("c", "posix") or t.startswith(("c.", "posix.")):
        return "en"
    base = t.split(".")[0].split("@")[0].split("_")[0]
    return {"pl": "pl", "polish": "pl", "en": "en", "english": "en"}.get(base)


def system_lang(environ=None) -> str:
    """The language of the game's first start: the system's when it is Polish or English, else
    SYSTEM_LANG_DEFAULT. Read as gettext does: LANGUAGE (a list: its first Polish or English
    entry), else the first of LC_ALL, LC_MESSAGES, LANG that is set, else ``locale.getlocale()``
    (Windows and macOS set no variable)."""
    import os
    env = os.environ if environ is None else environ
    for var in LOCALE_VARS:
        value = env.get(var) or ""
        if not value.strip():
            continue
        if var == "LANGUAGE":
            found = [lang for lang in map(_lang_of, value.split(":")) if lang]
            if found:
                return found[0]
            continue                    # nothing we speak: the locale decides
        return _lang_of(value) or SYSTEM_LANG_DEFAULT
    try:
        import locale
        name = locale.getlocale()[0]
    except (ValueError, TypeError):     # an odd locale the module cannot parse
        name = None
    return (_lang_of(name) if name else None) or SYSTEM_LANG_DEFAULT


def config_dir() -> Path:
    from konwoj import resources
    return resources.config_dir()


@dataclass
class Settings:
    lang: str = SYSTEM_LANG_DEFAULT  # "pl" or "en": every visible string switches; a first
                                     # start follows the system's (system_lang)
    window_size: tuple = (1366, 768)
    fullscreen: bool = False
    animation_speed: float = 1.0     # 0 = no animations, 1 = normal, 2 = slow
    confirm_end_phase: bool = False
    ai_budget: float = AI_BUDGET_DEFAULT  # seconds a Veteran may think per phase (all its moves in a row)
    sound_volume: float = 0.75       # loudness of the sound effects, 0.0 (silent) to 1.0 (full)
    sound_muted: bool = False        # True: no sound at all, whatever the volume
    hints_enabled: bool = True       # the Hint button (key H) in games against the computer
    colour_vision: str = COLOUR_VISIONS[0]   # the palette (konwoj.ui.palette) of the screens
    # the player's own table keys: action -> its keys, only where they differ from the defaults
    # (konwoj.play.keymap)
    keys: dict = field(default_factory=dict)
    text_scale: float = 1.0          # the size of every text: 1.0, 1.25 or 1.5 (TEXT_SCALES)
    side: str = "outpost"            # the side New game offers first; the last one chosen
    level: str = "private"           # the computer's level New game offers first; the last one
    name_moloch: str = ""            # the hot-seat players' names New game offers: the last ones
    name_outpost: str = ""           # typed ("" = the side's name; konwoj.texts.player_names)
    ruleset: str = "1e"              # the edition New game starts ("1e" or "2e"); last one chosen

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Read the settings; a missing file gives the defaults, a broken one (not text, not YAML,
        nested too deeply, absurd values) gives the defaults for what is bad plus one notice for
        the title screen and stderr (``konwoj.texts.notices``). Never raises."""
        path = path or config_dir() / "settings.yaml"
        s, problem = cls.read(path)
        if problem:
            from konwoj.texts import notices
            notices.add("settings.bad", path=str(path), detail=problem)
        return s

    @classmethod
    def read(cls, path: Path) -> tuple["Settings", str | None]:
        """``(settings, problem)``: the bounded settings of ``path`` and what was wrong (one line,
        a ``konwoj.i18n.Text``: English as a string, ``problem(lang)`` in either language) or
        None."""
        from konwoj import playerfiles as safeyaml
        s = cls(lang=system_lang())     # a file's own ``lang`` (the player's choice) wins
        try:
            raw = safeyaml.load_file(path, MAX_BYTES, max_depth=8, max_nodes=2_000,
                                  plain=False)   # each value is bounded below
        except FileNotFoundError:
            return s, None
        except OSError as exc:     # NotRegularFile (a FIFO, a device, a folder) included
            return s, Text("settings.unreadable", detail=getattr(exc, "text", None)
                           or exc.strerror or type(exc).__name__)
        except UnicodeDecodeError:
            return s, Text("settings.not_text")
        except safeyaml.YamlLimit as lim:
            return s, lim.text
        except yaml.YAMLError as exc:
            return s, Text("settings.yaml", detail=str(exc).splitlines()[0][:80])
        if raw is None:
            return s, None
        if not isinstance(raw, dict):
            return s, Text("settings.not_mapping")
        bad = []
        for f in fields(cls):
            if f.name not in raw:
                continue
            if f.name == "keys":       # each binding on its own: a bad one keeps its default
                from konwoj.play import keymap
                s.keys, problems = keymap.clean(raw["keys"])
                bad += [f"keys: {clip(p, 60)}" for p in problems]
                continue
            v = _bounded(f.name, raw[f.name], getattr(s, f.name))
            if v is _BAD:
                bad.append(f"{f.name}: {_short(raw[f.name])}")
            else:
                setattr(s, f.name, v)
        if not bad:
            return s, None
        return s, Text("settings.bad_values", values=", ".join(bad[:4]))

    def save(self, path: Path | None = None) -> None:
        """Store the settings atomically (``konwoj.playerfiles.atomic_write``). Raises OSError
        (a full or read-only disk): the old file is then whole and no temporary file is left."""
        from konwoj import playerfiles
        path = path or config_dir() / "settings.yaml"
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["keys"] = {k: list(v) for k, v in self.keys.items()}
        playerfiles.atomic_write(path, yaml.safe_dump(data, allow_unicode=True))
