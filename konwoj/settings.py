"""Player settings, stored as YAML under the platformdirs config folder (``konwoj``)."""
from __future__ import annotations

import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml


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
                except (TypeError, ValueError):
                    continue
                setattr(s, f.name, v)
        if s.lang not in ("pl", "en"):
            s.lang = "pl"
        return s

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
