"""Waiting for the next event without spending the battery: the app's loop sleeps here when
nothing on screen changes.

    events = wait_for_events(500)      # blocks until an event is queued or 500 ms have passed

``pygame.event.wait(timeout)`` cannot be used for this: pygame-ce (2.5) implements it as a loop
that pumps the event queue and sleeps 1 ms, about 1000 wake-ups a second (measured: 1.8% of a
core with nothing to do, under Xvfb). SDL's own ``SDL_WaitEventTimeout`` does sleep in the
operating system (X11, Wayland, Windows, macOS: the window system wakes it, and so do pygame's
timers and key repeats, which push events) and is reached here through ``ctypes``; where SDL
cannot (the dummy and offscreen drivers, a minimised window: it would poll at 1 ms too) or the
library is not found, the wait sleeps in ticks of ``POLL_MS`` and looks at the queue between.
"""
from __future__ import annotations

import ctypes
import os
import sys

import pygame

POLL_MS = 40               # the fallback's tick: 25 looks a second (about 0.2% of a core)
POLLING_DRIVERS = ("dummy", "offscreen", "evdev", "KMSDRM")   # SDL has no real wait there

_sdl_wait = None            # SDL_WaitEventTimeout, once found (False: not to be had)


def _find_sdl_wait():
    """SDL's ``SDL_WaitEventTimeout`` from the SDL library pygame uses, or None."""
    try:
        if sys.platform == "win32":
            here = os.path.dirname(pygame.__file__)
            lib = ctypes.CDLL(os.path.join(here, "SDL2.dll"))
        else:
            # a handle on pygame's own extension finds the SDL it was linked with (dlsym looks
            # through the libraries a handle brought in, wherever they were installed)
            from pygame import base
            lib = ctypes.CDLL(base.__file__)
        fn = lib.SDL_WaitEventTimeout
    except (OSError, AttributeError, ImportError):
        return None
    fn.argtypes = [ctypes.c_void_p, ctypes.c_int]
    fn.restype = ctypes.c_int
    return fn


def real_wait_available() -> bool:
    """Whether the wait sleeps in the operating system (else: in ticks of ``POLL_MS``)."""
    global _sdl_wait
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return False
    if driver in POLLING_DRIVERS or not pygame.display.get_active():
        return False            # (SDL waits only on a shown window: minimised, it would poll)
    if _sdl_wait is None:
        _sdl_wait = _find_sdl_wait() or False
    return _sdl_wait is not False


def wait_for_events(timeout_ms: int) -> list:
    """Every event queued once one is (or none after ``timeout_ms``): sleeps in the meantime."""
    events = pygame.event.get()
    if events or timeout_ms <= 0:
        return events
    if real_wait_available():
        # a NULL event: SDL only waits and leaves the event queued, for pygame to translate
        _sdl_wait(None, int(timeout_ms))
        return pygame.event.get()
    left = int(timeout_ms)
    while left > 0:
        pygame.time.wait(min(POLL_MS, left))
        left -= POLL_MS
        events = pygame.event.get()
        if events:
            return events
    return []
