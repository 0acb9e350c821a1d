"""Where Konwój's files are: the one module that knows.

Shipped files (``art/``, ``data/``, ``saves/`` with the scenarios, the fonts under ``art/fonts/``)
sit at the top of the repository. An installed copy (a wheel, or the standalone PyInstaller build)
carries them inside the package as ``konwoj/_res/{art,data,saves}``; :func:`root` finds them there
with ``importlib.resources`` and otherwise in the source checkout this module lives in. Nothing
reads a file relative to the working directory.

The player's own files go to the platformdirs folders for ``konwoj`` (no vendor folder on
Windows): saves under :func:`user_data_dir`, settings and ``card_overrides.yaml`` in
:func:`config_dir`, crash reports in :func:`log_dir`.

Pure Python: the rules package reads its card data through this module, so no pygame here.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources as _resources
from pathlib import Path

APP_NAME = "konwoj"
PACKAGED = "_res"          # folder inside the installed package that holds art/, data/, saves/
SOURCE_ROOT = Path(__file__).resolve().parent.parent   # the checkout, when run from source


@lru_cache(maxsize=1)
def root() -> Path:
    """The folder holding ``art/``, ``data/`` and ``saves/``: the packaged copy when installed,
    else the source checkout."""
    packaged = _resources.files("konwoj").joinpath(PACKAGED)
    if packaged.is_dir() and packaged.joinpath("data").is_dir():
        # a wheel or a PyInstaller folder is a real directory (zipped installs are not supported)
        return Path(str(packaged))
    return SOURCE_ROOT


def installed() -> bool:
    """Whether the shipped files come from an installed package rather than the checkout."""
    return root() != SOURCE_ROOT


def art_dir() -> Path:
    return root() / "art"


def data_dir() -> Path:
    return root() / "data"


def cards_yaml() -> Path:
    return data_dir() / "cards.yaml"


def scenarios_dir() -> Path:
    """The scenarios shipped with the game (the repository's ``saves/``)."""
    return root() / "saves"


def font(name: str = "DejaVuSansCondensed-Bold.ttf") -> Path:
    """A font shipped under ``art/fonts/``."""
    return art_dir() / "fonts" / name


def icon(size: int | None = None) -> Path:
    """The game's icon: the SVG, or the PNG rendered at ``size`` px (``art/icon/``)."""
    return art_dir() / "icon" / ("konwoj.svg" if size is None else f"konwoj-{size}.png")


# ------------------------------------------------------------------------ the player's folders
def _dirs():
    import platformdirs
    # appauthor=False: %LOCALAPPDATA%\konwoj on Windows rather than konwoj\konwoj
    return platformdirs.PlatformDirs(APP_NAME, appauthor=False)


def user_data_dir() -> Path:
    """Saves live in ``user_data_dir()/saves`` (Linux: ~/.local/share/konwoj)."""
    return Path(_dirs().user_data_dir)


def config_dir() -> Path:
    """Settings and ``card_overrides.yaml`` (Linux: ~/.config/konwoj)."""
    return Path(_dirs().user_config_dir)


def log_dir() -> Path:
    """Crash reports (Linux: ~/.local/state/konwoj/log)."""
    return Path(_dirs().user_log_dir)
