"""The computer's pacing at the table: ask the opponent for its move in the background, wait for
its answer (never forever), and play it at a pace a person can follow.
"""
from __future__ import annotations

import pygame

from konwoj.rules import Action
from konwoj.settings import ai_budget, animation_speed
from konwoj.scenes.table.ai_notice import ai_failed, take_worker_error
from konwoj.play.match import make_opponent

EV_POLL = pygame.event.custom_type()      # wakes the loop to poll the computer opponent
POLL_MS = 40


class ComputerPacing:
    """The computer opponent's half of the table scene (mixed into ``TableScene``)."""

    def _set_polling(self, on: bool) -> None:
        if on == getattr(self, "_polling", False):
            return
        self._polling = on
        try:
            pygame.time.set_timer(EV_POLL, POLL_MS if on else 0)
        except pygame.error:
            pass

    @property
    def speed(self) -> float:
        """The animation speed factor, bounded whatever the settings hold (nan, 1e300, -1)."""
        return animation_speed(getattr(self.app.settings, "animation_speed", 1.0))

    def _ai_pace(self) -> float:
        sp = self.speed
        return 0.15 if sp <= 0 else 0.5 * sp

    def _drive_ai(self, now: float) -> None:
        s = self.state
        if self.opponent is None:
            self.opponent = make_opponent(self.match.opponent_level)
        if self.ai_pending is None:
            if not self.ai_busy:
                seed = self.match.seed * 100003 + self.match.moves
                try:
                    self.opponent.start(s.clone(), self.match.opponent_level, seed,
                                        ai_budget(getattr(self.app.settings, "ai_budget", 1.0)))
                except Exception as exc:  # told once; a random move keeps the game going
                    ai_failed(self, f"{type(exc).__name__}: {exc}")
                    self.opponent = make_opponent("random")
                    self.opponent.start(s.clone(), "random", seed, 1.0)
                self.ai_busy = True
                self.ai_started = now
                self._dirty()
            budget = ai_budget(getattr(self.app.settings, "ai_budget", 1.0))
            if now - getattr(self, "ai_started", now) > max(15.0, budget * 10):
                # the worker never answered: never leave the player waiting forever
                ai_failed(self, "no answer")
                try:
                    self.opponent.cancel()
                except Exception:
                    pass
                self.opponent = make_opponent("random")
                self.ai_busy = False
                return
            try:
                a = self.opponent.poll()
            except Exception as exc:   # the AI process failed: a random move keeps the game going
                ai_failed(self, f"{type(exc).__name__}: {exc}")
                self.opponent = make_opponent("random")
                self.ai_busy = False
                return
            take_worker_error(self, self.opponent)
            if a is not None:
                if getattr(self, "_ai_fallback", False):   # the real player again next time
                    self.opponent, self._ai_fallback = None, False
                self.ai_busy = False
                self.ai_pending = Action(*a) if not isinstance(a, Action) else a
        if self.ai_pending is not None and now >= self.ai_next_at and not self.anims.active(now):
            a = self.ai_pending
            self.ai_pending = None
            if a not in s.legal_actions():
                return          # stale: ask again next frame
            self._apply(a, by_ai=True)
