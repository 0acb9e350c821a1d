"""Player settings, stored as YAML under the platformdirs config folder (``konwoj``)."""
from __future__ import annotations

import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml

# the editions a stored ``ruleset`` may name (New game offers those the engine plays)
RULESETS = ("1e", "2e")


def config_dir() -> Path:
    from konwoj import resources
    return resources.config_dir()


@dataclass
class Settings:
    lang: str = "pl"                 # "pl" or "en": every visible string switches
    window_size: tuple = (1366, 768)
    fullscreen: bool = False
    animation_speed: float = 1.0     # 0 = no animations, 1 = normal, 2 = slow
    confirm_end_phase: bool = False
    ai_budget: float = 1.0           # seconds a Veteran may think per decision
    sound_volume: float = 0.75       # loudness of the sound effects, 0.0 (silent) to 1.0 (full)
    sound_muted: bool = False        # True: no sound at all, whatever the volume
    hints_enabled: bool = True       # the Hint button (key H) in games against the computer
    ruleset: str = "1e"              # the edition New game starts ("1e" or "2e"); last one chosen

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Read the settings; a missing or broken file gives the defaults (never a crash)."""
        path = path or config_dir() / "settings.yaml"
        s = cls()
        try:
            raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            return s
        if not isinstance(raw, dict):
            return s
        for f in fields(cls):
            if f.name in raw:
                v = raw[f.name]
                default = getattr(s, f.name)
                try:
                    if isinstance(default, tuple):
                        v = tuple(int(x) for x in v)[:2]
                        if len(v) != 2:
                            continue
                    elif isinstance(default, bool):
                        v = bool(v)
                    elif isinstance(default, float):
                        v = float(v)
                    elif isinstance(default, str):
                        v = str(v)
                except (TypeError, ValueError, OverflowError):
                    continue
                setattr(s, f.name, v)
        if s.lang not in ("pl", "en"):
            s.lang = "pl"
        s._bound_sound(raw)
        if s.ruleset not in RULESETS:
            s.ruleset = "1e"
        return s

    def _bound_sound(self, raw: dict) -> None:
        """Sound settings from a file: a volume that is not a number in 0..1 (nan, inf, negative,
        huge, text, yes/no) and a mute that is not a plain true/false fall back to the defaults."""
        v = raw.get("sound_volume", Settings.sound_volume)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
            v = Settings.sound_volume
        self.sound_volume = float(v)
        m = raw.get("sound_muted", Settings.sound_muted)
        self.sound_muted = m if isinstance(m, bool) else Settings.sound_muted

    def save(self, path: Path | None = None) -> None:
        path = path or config_dir() / "settings.yaml"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            yaml.safe_dump(data, fh, allow_unicode=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
