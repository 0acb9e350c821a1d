"""The scene stack (after Tuxemon): every scene has enter / pause / resume / exit,
``handle_event`` (return True to consume, False to pass it down), ``update(dt)``, and
``draw(surface)``, which must change nothing.

Overlays (``is_overlay = True``) are drawn on top of the scene below them; events go to the top scene
first and fall through to lower ones only while not consumed and the top is an overlay.
"""
from __future__ import annotations

from typing import Any, Protocol

from konwoj.ui import textaudit


class AppContext(Protocol):
    """What a scene may use of the window that hosts it (``konwoj.app.App`` is one). Scenes get
    it as ``self.app`` and never import ``konwoj.app``: everything they need comes in here.

    Lengths: ``px(n)`` turns a length in the 1280x720 design space into pixels, ``font_px(n)``
    the same for text with a readable floor. Text: ``tr(key, **kw)`` in the current ``lang``."""

    settings: Any
    scenes: "SceneManager"
    # sound: ``konwoj.ui.audio.for_app(app)`` is the app's ``Audio`` (``app.audio`` when it has one)
    screen: Any
    size: tuple[int, int]

    @property
    def lang(self) -> str: ...
    def tr(self, key: str, **kw) -> str: ...
    def px(self, n: float) -> int: ...
    def font_px(self, n: float) -> int: ...
    def request_redraw(self) -> None: ...
    # navigation
    def push(self, scene: "Scene") -> None: ...
    def pop(self) -> None: ...
    def replace(self, scene: "Scene") -> None: ...
    def open(self, name: str, *args, **kw) -> "Scene": ...      # a screen by name (App.SCENES)
    def make_scene(self, name: str, *args, **kw) -> "Scene": ...
    def is_title(self, scene) -> bool: ...
    def go_title(self) -> None: ...
    def start_match(self, match) -> None: ...
    def open_table(self, match) -> None: ...
    def open_replay(self, state, meta=None, say=None): ...
    def open_ingame_menu(self, match, on_quit=None): ...
    # window and language (Settings)
    def set_window(self, size: tuple[int, int] | None = None,
                   fullscreen: bool | None = None) -> None: ...
    def set_lang(self, lang: str) -> None: ...
    def quit(self) -> None: ...
    display_limit: tuple[int, int] | None     # the screen's size, if known


class Scene:
    is_overlay = False

    def __init__(self, app: AppContext):
        self.app = app

    # lifecycle
    def enter(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def exit(self) -> None: ...

    # loop
    def handle_event(self, event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface) -> None: ...

    def is_animating(self) -> bool:
        """True while something moves: the app keeps drawing frames; otherwise it sleeps until an
        event arrives (near-zero CPU at idle)."""
        return False

    def on_resize(self, size: tuple[int, int]) -> None: ...


class SceneManager:
    def __init__(self):
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and start over from ``scene`` (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def close_all(self) -> None:
        """Leave every scene, top first, without resuming the ones below (closing the app)."""
        while self.stack:
            self.stack.pop().exit()

    def handle_event(self, event) -> bool:
        for scene in reversed(self.stack):
            if scene.handle_event(event):
                return True
            if not scene.is_overlay:
                break
        return False

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def visible(self) -> list[Scene]:
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].is_overlay:
            i -= 1
        return self.stack[max(i, 0):]

    def draw(self, surface) -> None:
        for i, scene in enumerate(self.visible()):
            if i and textaudit.REC is not None:
                with textaudit.OVERLAY:      # a screen over another: it covers it for a while
                    scene.draw(surface)
            else:
                scene.draw(surface)

    def is_animating(self) -> bool:
        return any(s.is_animating() for s in self.visible())

    def on_resize(self, size) -> None:
        for s in self.stack:
            s.on_resize(size)
