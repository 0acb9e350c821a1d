"""Screens that reveal a hand pass only on purpose.

A hot-seat hand-off, the mulligan (the opening hand and "your new hand") and the table right
after a hand-off all show one player's cards. A key meant for the previous screen must never
pass them: a double Space, Space then Enter, a held key and its repeats are all refused.

    guard = RevealGuard(app)        # when the screen is made: the keys held now are "old"
    guard.shown()                   # in draw(): the moment the player can first see it
    if not guard.allows(event):     # first thing in handle_event()
        return True                 # swallowed

What passes:

- a key press once the screen has been shown for ``MIN_SHOWN`` seconds, every key held when it
  appeared has been released, and the press is not a key repeat (Esc always passes: it opens the
  in-game menu, which shows no hand);
- a click whose button went down after the screen was shown (a click begun on the previous
  screen, or queued before this one was drawn, never lands on it).

No event queued before the screen appeared can pass: the screen counts as shown only once it
has been drawn, and the app draws after it has handled the whole batch of queued events.
``App.keys_down`` (the keys pressed and not yet released) and ``App.key_repeat`` (the last
KEYDOWN was a repeat of a key still down) come from the app's event loop.
"""
from __future__ import annotations

import time

import pygame

MIN_SHOWN = 0.5            # seconds a revealing screen shows before a key may pass it
ALWAYS = (pygame.K_ESCAPE,)


def clock() -> float:
    """Seconds (monotonic); tests move it with ``age()``."""
    return time.monotonic()


class RevealGuard:
    def __init__(self, app, delay: float | None = None, always=ALWAYS):
        self.app = app
        self.delay = MIN_SHOWN if delay is None else delay
        self.always = tuple(always)       # keys that pass at once
        self.rearm()

    def rearm(self) -> None:
        """A new hand shows on the same screen: start over (keys held now are old again)."""
        self.held = set(getattr(self.app, "keys_down", ()) or ())
        self.shown_at: float | None = None
        self.mouse_down = False

    def shown(self) -> None:
        """Call from ``draw``: the screen can be seen from now on."""
        if self.shown_at is None:
            self.shown_at = clock()

    def age(self, seconds: float) -> None:
        """Pretend the screen has shown ``seconds`` longer (tests)."""
        if self.shown_at is not None:
            self.shown_at -= seconds

    @property
    def keys_ready(self) -> bool:
        return (self.shown_at is not None and not self.held
                and clock() - self.shown_at >= self.delay)

    def allows(self, event) -> bool:
        """Whether ``event`` may act on the screen (False: swallow it)."""
        t = event.type
        if t == pygame.KEYUP:
            self.held.discard(getattr(event, "key", None))
            return True
        if t == pygame.KEYDOWN:
            if getattr(event, "key", None) in self.always:
                return True
            if getattr(self.app, "key_repeat", False):
                return False
            return self.keys_ready
        if t == pygame.MOUSEBUTTONDOWN:
            self.mouse_down = self.shown_at is not None
            return self.mouse_down
        if t == pygame.MOUSEBUTTONUP:
            ok, self.mouse_down = self.mouse_down, False
            return ok
        if t == pygame.WINDOWFOCUSLOST:
            self.held.clear()
        return True


def age_all(app, seconds: float = MIN_SHOWN + 0.1) -> None:
    """Every revealing screen on the stack has shown ``seconds`` longer (tests)."""
    for scene in getattr(app.scenes, "stack", []):
        guard = getattr(scene, "reveal_guard", None)
        if guard is not None:
            if guard.shown_at is None:
                guard.shown()
            guard.age(seconds)
