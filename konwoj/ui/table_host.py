"""A window for the table without the title screen (tests, screenshots, the UI bench)."""
from __future__ import annotations

from konwoj.settings import Settings


def make_app(size=(1366, 768), headless: bool = True, settings: Settings | None = None):
    """The shell's ``App`` with no starting scene, ready for a table to be pushed."""
    from konwoj.app import App
    return App(headless=headless, size=tuple(size), settings=settings, start_scene=False)
