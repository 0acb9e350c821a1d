"""A host for the table when the shell's ``konwoj.app.App`` is not available (tests, screenshots,
the UI bench): the same small surface the UI contract promises (``screen``, ``size``, ``settings``,
``lang``, ``scenes``, ``tr``, ``request_redraw``, ``quit``, ``clock``, ``step``).

``make_app(size, headless=True)`` returns the real ``App`` when it exists and accepts those
arguments, else a :class:`StandInApp`.
"""
from __future__ import annotations

import os

import pygame

from konwoj.i18n import tr
from konwoj.scenes.base import SceneManager
from konwoj.settings import Settings


class StandInApp:
    def __init__(self, headless: bool = True, size=(1366, 768), settings: Settings | None = None,
                 resizable: bool = True):
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.settings = settings or Settings()
        flags = pygame.RESIZABLE if (resizable and not headless) else 0
        self.screen = pygame.display.set_mode(tuple(size), flags)
        pygame.display.set_caption("Konwój")
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self._redraw = True
        self.frames = 0

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def lang(self) -> str:
        return self.settings.lang

    @property
    def scale(self) -> float:
        w, h = self.size
        return max(0.5, min(w / 1280, h / 720))

    def px(self, n: float) -> int:
        return max(1, round(n * self.scale))

    def font_px(self, n: float) -> int:
        return max(13, round(n * self.scale))

    def push(self, scene) -> None:
        self.scenes.push(scene)
        scene.on_resize(self.size)
        self.request_redraw()

    def pop(self) -> None:
        self.scenes.pop()
        self.request_redraw()

    def tr(self, key: str, **kw) -> str:
        return tr(key, self.lang, **kw)

    def request_redraw(self) -> None:
        self._redraw = True

    def quit(self) -> None:
        self.running = False

    def step(self, events=None) -> None:
        """One loop iteration: handle ``events`` (default: the queue), update, draw."""
        if events is None:
            events = pygame.event.get()
        for ev in events:
            if ev.type == pygame.QUIT:
                self.quit()
                continue
            if ev.type == pygame.VIDEORESIZE and not self.headless:
                self.screen = pygame.display.set_mode(ev.size, pygame.RESIZABLE)
                self.scenes.on_resize(ev.size)
            self.scenes.handle_event(ev)
            self._redraw = True
        self.scenes.update(self.clock.get_time() / 1000.0)
        if self._redraw or self.scenes.is_animating() or events:
            self.scenes.draw(self.screen)
            pygame.display.flip()
            self.frames += 1
            self._redraw = False
        if not self.scenes.stack:
            self.running = False

    def run(self) -> None:
        """The loop: draw when something happened or moves; otherwise sleep in event.wait."""
        while self.running:
            if self.scenes.is_animating() or self._redraw:
                self.clock.tick(60)
                self.step()
            else:
                ev = pygame.event.wait(1000)
                evs = [ev] + pygame.event.get() if ev.type != pygame.NOEVENT else []
                self.clock.tick()
                self.step(evs)


def make_app(size=(1366, 768), headless: bool = True, settings: Settings | None = None):
    """The shell's ``App`` if it is there (and headless-capable), else the stand-in."""
    try:
        from konwoj.app import App  # type: ignore
    except ImportError:
        App = None
    if App is not None:
        try:
            app = App(headless=headless, size=tuple(size), settings=settings, start_scene=False)
        except TypeError:
            try:
                app = App(headless=headless, size=tuple(size))
            except TypeError:
                app = None
            if app is not None and settings is not None:
                app.settings = settings
        if app is not None and hasattr(app, "step"):
            return app
    return StandInApp(headless=headless, size=size, settings=settings)
