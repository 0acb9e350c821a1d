"""The game window: one :class:`App` owns the display, the settings and the scene stack.

    from konwoj.app import App
    app = App()                      # a real window
    app.run()

    app = App(headless=True, size=(1366, 768))   # tests: SDL_VIDEODRIVER=dummy
    app.step([event, ...])           # one loop iteration: events, update, draw

The loop draws only when an event arrived, a redraw was requested, or a scene is animating;
otherwise it sleeps until the next event (``konwoj.ui.idle``: near-zero CPU while idle).

Layout: scenes lay themselves out in ``on_resize(size)``; ``app.px(n)`` turns a length in the
1280x720 design space into pixels (the factor grows with the window, up to 3840x2160), and
``app.font_px(n)`` does the same for text with a floor that keeps 1366x768 readable.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

import pygame

from konwoj.ui import fonts, idle, palette, surface_cache
from konwoj.ui.audio import Audio
from konwoj.i18n import LANGS, tr
from konwoj.scenes.base import Scene, SceneManager
from konwoj.play.session import (  # noqa: F401 (LoadError, load_state, make_match, match_from_meta: re-exported)
    LoadError,
    error_text,
    load_state,
    make_match,
    match_from_file,
    match_from_meta,
)
from konwoj.settings import WINDOW_MIN, Settings
from konwoj.ui.window_icon import set_window_icon

WINDOW_TITLE = "Konwój"
DESIGN_SIZE = (1280, 720)
MIN_SIZE = WINDOW_MIN      # (960, 540): the smallest window the game lays out for
IDLE_WAIT_MS = 500          # wake up at least this often even with nothing to do
FPS = 60


def parse_size(value: str) -> tuple[int, int]:
    """'1366x768' -> (1366, 768); raises ValueError on anything else."""
    parts = value.lower().replace("*", "x").split("x")
    if len(parts) != 2:
        raise ValueError(value)
    w, h = int(parts[0]), int(parts[1])
    if w < 320 or h < 240 or w > 16384 or h > 16384:
        raise ValueError(value)
    return w, h


def _desktop() -> tuple[int, int] | None:
    """The largest desktop the display offers, when it says."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return None
    sizes = [tuple(s) for s in sizes if s and s[0] > 0 and s[1] > 0]
    return max(sizes) if sizes else None


def display_size() -> tuple[int, int] | None:
    """The size of the screen windows open on (None when it cannot be known)."""
    return _desktop()


def fit_display(size, desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open: at least MIN_SIZE, at most the desktop (when known)."""
    w, h = (max(a, b) for a, b in zip(size, MIN_SIZE))
    if desktop:
        w, h = min(w, max(desktop[0], MIN_SIZE[0])), min(h, max(desktop[1], MIN_SIZE[1]))
    return w, h


def clamp_size(size) -> tuple[int, int]:
    """A window size to store: at least MIN_SIZE (a window forced smaller is not remembered)."""
    return tuple(max(int(a), b) for a, b in zip(size, MIN_SIZE))


fit_window = fit_display        # a stored 1920x1080 opens as 1280x720 on a 1280x720 screen


class App:
    """Display + settings + scene stack + main loop (see the module docstring)."""

    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, settings: Settings | None = None,
                 start_scene: bool = True):
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        # the screen's size: windows never open larger (unknown without a real display)
        self.display_limit: tuple[int, int] | None = None if headless else display_size()
        self.settings = settings if settings is not None else Settings.load()
        palette.use(self.settings.colour_vision)     # the colours every screen draws with
        # a window size / fullscreen from the command line is for this run only: the stored
        # values come back on exit unless the player picks new ones in Settings
        self._stored_window = (tuple(self.settings.window_size), self.settings.fullscreen)
        self._window_overridden = size is not None or fullscreen is not None
        if size is not None:
            self.settings.window_size = tuple(size)
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        self.screen: pygame.Surface = None  # type: ignore[assignment]
        self.window: pygame.Surface = None  # type: ignore[assignment]
        self._letterbox = None               # (scale, x, y, size) when the window is too small
        self._window_size = (0, 0)           # the display's size when last laid out
        self.size: tuple[int, int] = tuple(self.settings.window_size)
        set_window_icon()                      # before the window opens (some systems need it)
        self._open_window()
        pygame.display.set_caption(WINDOW_TITLE)
        pygame.key.set_repeat(400, 35)
        self.clock = pygame.time.Clock()
        self.scenes = SceneManager()
        self.running = True
        self._dirty = True
        self._last_tick = pygame.time.get_ticks()
        self.frames_drawn = 0
        self._shown_scene = None        # the top scene at the last frame (see ``draw``)
        self.audio = Audio(lambda: self.settings)   # sound effects; opens no mixer until used
        self._swallow_text: str | None = None
        # the keys pressed and not yet released, and whether the last KEYDOWN was a repeat:
        # screens that reveal a hand pass only on a fresh press (konwoj.ui.reveal)
        self.keys_down: set[int] = set()
        self.key_repeat = False
        if start_scene:
            from konwoj import startup
            startup.check_once()     # bad override file, broken autosave: told on the title
            self.go_title()

    # ------------------------------------------------------------------ basics
    @property
    def lang(self) -> str:
        return self.settings.lang

    def tr(self, key: str, **kw) -> str:
        return tr(key, self.lang, **kw)

    def request_redraw(self) -> None:
        self._dirty = True

    def quit(self) -> None:
        self.running = False

    @property
    def scale(self) -> float:
        """Pixels per design unit (1280x720 design space)."""
        w, h = self.size
        return max(0.5, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]))

    def px(self, n: float) -> int:
        return max(1, round(n * self.scale))

    def text_px(self, n: float) -> int:
        """A height (or width) in design units that holds text: ``px(n)`` grown with the player's
        text size and with the window's readable floor (``fonts.eff`` of a 20-unit text)."""
        grow = max(fonts.text_scale(), fonts.eff(self.font_px(20)) / max(1, self.font_px(20)))
        return max(1, round(n * self.scale * grow))

    def font_px(self, n: float) -> int:
        """A font size in design units -> pixels, never below a readable floor (the text is
        drawn at ``fonts.eff`` of it: the player's text size, the window's floor)."""
        return max(13, round(n * self.scale))

    # ------------------------------------------------------------------ window
    def _open_window(self) -> None:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        else:
            size = fit_display(self.settings.window_size, self.display_limit)
            if not self.headless:
                self.settings.window_size = size   # a stored size too big for this screen
        try:
            self.window = pygame.display.set_mode(size, flags)
        except pygame.error:
            self.window = pygame.display.set_mode(DESIGN_SIZE, pygame.RESIZABLE)
        self._tell_minimum()
        self._fit_canvas()

    # The smallest window the game lays out for. The window manager is told (it then refuses a
    # smaller window); a resize below it is undone; and if a window manager forces a smaller
    # window anyway, the game draws at the minimum and shows it scaled down, letterboxed
    # (``_fit_canvas``), so no scene is ever laid out below MIN_SIZE.
    def _tell_minimum(self) -> None:
        try:
            import warnings
            with warnings.catch_warnings():    # pygame-ce warns about surface rendering there
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pygame.Window.from_display_module()
            win.minimum_size = MIN_SIZE
        except (pygame.error, AttributeError, ValueError):  # an older pygame: enforced below
            pass

    def _enforce_minimum(self, size: tuple[int, int]) -> tuple[int, int]:
        """Ask for a window of at least MIN_SIZE when ``size`` is below it (not in fullscreen);
        returns the size the display then has."""
        if self.settings.fullscreen or (size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]):
            return size
        want = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        try:
            self.window = pygame.display.set_mode(want, pygame.RESIZABLE)
            self._tell_minimum()
        except pygame.error:
            pass
        surf = pygame.display.get_surface()
        return surf.get_size() if surf is not None else size

    def _fit_canvas(self) -> None:
        """``self.screen`` is what scenes draw on: the window itself, or (a window smaller than
        MIN_SIZE that the window manager forced) a canvas of at least MIN_SIZE shown scaled."""
        self.window = pygame.display.get_surface() or self.window
        ww, wh = self._window_size = self.window.get_size()
        if ww >= MIN_SIZE[0] and wh >= MIN_SIZE[1]:
            self.screen, self._letterbox = self.window, None
        else:
            cw, ch = max(ww, MIN_SIZE[0]), max(wh, MIN_SIZE[1])
            if self.screen is None or self.screen is self.window or self.screen.get_size() != (cw, ch):
                self.screen = pygame.Surface((cw, ch))
            k = min(ww / cw, wh / ch)
            sw, sh = max(1, int(cw * k)), max(1, int(ch * k))
            self._letterbox = (k, (ww - sw) // 2, (wh - sh) // 2, (sw, sh))
        self.size = self.screen.get_size()
        fonts.set_canvas_width(self.size[0] if self._letterbox is not None else None)
        fonts.set_text_size(self.settings.text_scale, self.size)

    def set_text_scale(self, scale: float) -> None:
        """The player's text size (1.0, 1.25, 1.5): every text redraws at it at once, every
        scene laid out again so its boxes make room."""
        from konwoj.settings import text_scale
        self.settings.text_scale = text_scale(scale)
        self._after_resize()

    def _to_canvas(self, ev):
        """A mouse event of a letterboxed window, in the canvas's coordinates."""
        if self._letterbox is None or not hasattr(ev, "pos"):
            return ev
        k, ox, oy, _ = self._letterbox
        x, y = ev.pos
        d = dict(ev.dict)
        d["pos"] = (int((x - ox) / k), int((y - oy) / k))
        if "rel" in d:
            d["rel"] = (int(d["rel"][0] / k), int(d["rel"][1] / k))
        return pygame.event.Event(ev.type, d)

    def set_window(self, size: tuple[int, int] | None = None,
                   fullscreen: bool | None = None) -> None:
        """Change the window size and/or fullscreen (from Settings) and relayout every scene."""
        if size is not None:
            self.settings.window_size = tuple(size)
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        self._window_overridden = False
        self._open_window()
        self._after_resize()

    def _after_resize(self) -> None:
        self._fit_canvas()
        self.scenes.on_resize(self.size)
        self.request_redraw()

    def set_lang(self, lang: str) -> None:
        """Switch the language; every scene redraws with the new strings at once."""
        if lang not in LANGS:
            return
        self.settings.lang = lang
        for s in self.scenes.stack:
            hook = getattr(s, "on_lang", None)
            if hook is not None:
                hook(lang)
        self.request_redraw()

    # ------------------------------------------------------------------ navigation
    # The screen flow, in one place: scenes never import each other; they ask the app to open
    # a screen by name (``app.open("load")``) or through one of the doors below.
    SCENES = {
        "title": "konwoj.scenes.title:TitleScene",
        "new_game": "konwoj.scenes.newgame:NewGameScene",
        "lessons": "konwoj.scenes.lessons:LessonsScene",
        "load": "konwoj.scenes.load:LoadScene",
        "games": "konwoj.scenes.games:GamesScene",
        "practice": "konwoj.scenes.practice:PracticeScene",
        "keep_or_abandon": "konwoj.scenes.keep_game:KeepOrAbandon",
        "rules": "konwoj.scenes.rules:RulesScene",
        "settings": "konwoj.scenes.settings_scene:SettingsScene",
        "controls": "konwoj.scenes.controls:ControlsScene",
        "handoff": "konwoj.scenes.handoff:HandoffScene",
        "game_over": "konwoj.scenes.gameover:GameOverScene",
        "ingame_menu": "konwoj.scenes.ingame_menu:InGameMenu",
        "table": "konwoj.scenes.table:TableScene",
    }

    @classmethod
    def scene_class(cls, name: str) -> type:
        """The class of the screen ``name`` (a key of ``SCENES``)."""
        module, _, attr = cls.SCENES[name].partition(":")
        return getattr(importlib.import_module(module), attr)

    def make_scene(self, name: str, *args, **kw) -> Scene:
        """A new screen ``name``, built for this app, not yet shown."""
        return self.scene_class(name)(self, *args, **kw)

    def open(self, name: str, *args, **kw) -> Scene:
        """Show the screen ``name`` on top of the current one and return it."""
        scene = self.make_scene(name, *args, **kw)
        self.push(scene)
        return scene

    def is_title(self, scene) -> bool:
        return isinstance(scene, self.scene_class("title"))

    def go_title(self) -> None:
        """Back to the title screen (everything else is popped)."""
        self.scenes.clear_to(self.make_scene("title"))
        self.request_redraw()

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)
        scene.on_resize(self.size)
        self.request_redraw()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)
        scene.on_resize(self.size)
        self.request_redraw()

    def pop(self) -> None:
        self.scenes.pop()
        if not self.scenes.stack:
            self.go_title()
        self.request_redraw()

    def start_match(self, match) -> None:
        """Open a game: the mulligan while the opening hands are undecided, else the table.

        The title stays at the bottom of the stack, so leaving the game returns there."""
        self.scenes.clear_to(self.make_scene("title"))
        if match.state.phase == "mulligan" and not match.state.is_terminal():
            from konwoj.scenes.mulligan import start_mulligan
            start_mulligan(self, match)
        else:
            self.open_table(match)

    def open_table(self, match) -> None:
        """Replace whatever sits above the title with the table (or game over)."""
        while self.scenes.stack and not self.is_title(self.scenes.top):
            self.scenes.pop()
        if match.state.is_terminal():
            self.open("game_over", match)
            return
        self.open("table", match)

    def open_replay(self, state, meta=None, say=None):
        """The recorded game of ``state`` on a read-only table (None, said, if it has no record)."""
        from konwoj.scenes.table.replay import open_replay
        return open_replay(self, state, meta, say)

    def open_ingame_menu(self, match, on_quit=None):
        """The in-game menu over the current scene (Resume, Save, Load, Rules, Settings, Quit)."""
        return self.open("ingame_menu", match, on_quit)

    def load_file(self, path) -> None:
        """Open a save or scenario file; raises ``LoadError`` with a readable message."""
        self.start_match(match_from_file(path))

    # ------------------------------------------------------------------ loop
    def step(self, events: list | None = None) -> bool:
        """One loop iteration: handle ``events`` (default: whatever is queued), update, draw if
        needed. Returns whether a frame was drawn."""
        if events is None:
            events = pygame.event.get()
        for ev in events:
            self.handle_event(ev)
            if not self.running:
                return False
        now = pygame.time.get_ticks()
        dt = min(0.1, max(0.0, (now - self._last_tick) / 1000.0))
        self._last_tick = now
        self.scenes.update(dt)
        if not self.running:
            return False
        if self.needs_frame():
            self.draw()
            return True
        return False

    def draw(self) -> None:
        self._dirty = False
        self.screen.fill((12, 12, 14))
        self.scenes.draw(self.screen)
        if self._letterbox is not None:         # a window forced below MIN_SIZE: scaled down
            _, x, y, size = self._letterbox
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.screen, size), (x, y))
        self.frames_drawn += 1
        if not self.headless:
            pygame.display.flip()
        if self.scenes.top is not self._shown_scene:
            # another screen: the pictures the last one freed go back to the system
            self._shown_scene = self.scenes.top
            surface_cache.give_back_memory()

    def handle_event(self, ev) -> None:
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surf = pygame.display.get_surface()
            if surf is not None:
                got = self._enforce_minimum(surf.get_size())
                if got != self._window_size:
                    if not self.settings.fullscreen:
                        self.settings.window_size = clamp_size(got)
                    self._after_resize()
            self.request_redraw()
            return
        ev = self._to_canvas(ev)
        if ev.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                       pygame.WINDOWFOCUSGAINED, pygame.ACTIVEEVENT):
            self.request_redraw()
            return
        if ev.type == pygame.KEYDOWN:
            self.key_repeat = ev.key in self.keys_down
            self.keys_down.add(ev.key)
        elif ev.type == pygame.KEYUP:
            self.keys_down.discard(ev.key)
        elif ev.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()        # a key released in another window sends no KEYUP
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.set_window(fullscreen=not self.settings.fullscreen)
            return
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                       pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                       pygame.TEXTEDITING):
            self.request_redraw()
        if ev.type == pygame.TEXTINPUT and self._swallow_text is not None:
            # the text of a key press that just switched scenes (a hotkey such as "r" for
            # Rules) must not land in a text field of the new scene
            swallow, self._swallow_text = self._swallow_text, None
            if ev.text == swallow:
                return
        top = self.scenes.top
        self.scenes.handle_event(ev)
        if ev.type == pygame.KEYDOWN:
            changed = self.scenes.top is not top
            self._swallow_text = ev.unicode if changed and getattr(ev, "unicode", "") else None

    def needs_frame(self) -> bool:
        """Whether the next frame is due at once: something changed (an event, a redraw asked
        for) or a scene animates. Timers (a notice that fades, a tooltip's delay, the computer's
        pace, a cued sound) post an event when they are due, which wakes the loop."""
        return self._dirty or self.scenes.is_animating()

    def next_events(self) -> list:
        """The events of the next loop iteration: at the frame rate while frames are due, else
        after sleeping until an event arrives (at most ``IDLE_WAIT_MS``, so that idle scenes
        still poll their background work cheaply)."""
        if self.needs_frame():
            self.clock.tick(FPS)
            return pygame.event.get()
        return idle.wait_for_events(IDLE_WAIT_MS)

    def run(self) -> int:
        """The main loop; returns when the window closes or ``quit()`` is called."""
        while self.running:
            self.step(self.next_events())
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        """Close at once: every scene is left (the table autosaves and stops the computer's
        worker without waiting for its search), the settings are stored, the window closes."""
        self.running = False
        self.scenes.close_all()
        self.save_settings()
        if not self.headless:
            pygame.display.quit()

    def save_settings(self) -> None:
        """Store the settings (the window as the player left it, unless it came from the
        command line)."""
        if self.headless:
            return
        if self._window_overridden:
            self.settings.window_size, self.settings.fullscreen = self._stored_window
        try:
            self.settings.save()
        except OSError:
            pass


def make_app(size=(1366, 768), headless: bool = True, settings: Settings | None = None) -> App:
    """An ``App`` with no starting scene, ready for a table to be pushed (tests, screenshots,
    the UI bench)."""
    return App(headless=headless, size=tuple(size), settings=settings, start_scene=False)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="konwoj", description="Konwój: the game window")
    parser.add_argument("--load", metavar="FILE", help="open a save or scenario directly")
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1366x768")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    args = parser.parse_args(argv)
    settings = Settings.load()
    size = None
    if args.size is not None:            # "--size ''" is a bad size, not no size
        try:
            size = parse_size(args.size)
        except ValueError:
            print(tr("app.error.size", settings.lang, value=args.size), file=sys.stderr)
            return 2
    match = None
    if args.load is not None and not args.load.strip():
        print(tr("app.error.load", settings.lang, error=tr("app.error.empty_name", settings.lang)),
              file=sys.stderr)
        return 2
    if args.load is not None:
        try:
            match = match_from_file(args.load)
        except Exception as exc:  # noqa: BLE001 - any broken file is reported, not raised
            print(tr("app.error.load", settings.lang, error=error_text(exc, settings.lang)),
                  file=sys.stderr)
            return 2
    app = App(size=size, fullscreen=True if args.fullscreen else None, settings=settings)
    if match is not None:
        app.start_match(match)
    return app.run()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
