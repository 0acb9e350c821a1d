"""The computer's pacing at the table: ask the opponent for its move in the background, wait for
its answer (never forever: the computer service, :mod:`konwoj.ai.service`, ends a process that
does not answer in time and answers with a random stand-in), and play it at a pace a person can
follow. A lesson's scripted opponent (:class:`konwoj.scenes.table.learn.LessonPacing`) decides
first when a lesson runs.
"""
from __future__ import annotations

import logging

import pygame

from konwoj.i18n import tr
from konwoj.rules import Action
from konwoj.settings import ai_budget, animation_speed
from konwoj.play.match import make_opponent

log = logging.getLogger(__name__)

EV_POLL = pygame.event.custom_type()      # wakes the loop to poll the computer opponent
POLL_MS = 40


class ComputerPacing:
    """The computer opponent's moves at the table (held by ``TableScene`` as ``pacing``).

    The opponent has the small interface ``start(state, level, seed, budget)``, ``poll()``
    (an action or None) and ``cancel()``; a failed one (the service's stand-in for a silent one
    included) is replaced by random moves for one move and the player is told once a game."""

    def __init__(self, sc) -> None:
        self.sc = sc
        self.opponent = None
        self.busy = False                 # a question is out
        self.pending: Action | None = None   # the answer, waiting for its moment
        self.next_at = 0.0                # not before this: the pace a person can follow
        self.last_text: str | None = None # what the computer's last move did, for the prompt
        self.waits_for_player = False     # a lesson's opponent waits for the player to read on
        self.polling = False
        self.fallback = False             # this move is a random stand-in's
        self.failure_told = False         # the player was told once this game

    # ------------------------------------------------------------------ settings
    @property
    def speed(self) -> float:
        """The animation speed factor, bounded whatever the settings hold (nan, 1e300, -1)."""
        return animation_speed(self.sc.app.settings.animation_speed)

    def budget(self) -> float:
        return ai_budget(self.sc.app.settings.ai_budget)

    def pace(self) -> float:
        sp = self.speed
        return 0.15 if sp <= 0 else 0.5 * sp

    def set_polling(self, on: bool) -> None:
        if on == self.polling:
            return
        self.polling = on
        try:
            pygame.time.set_timer(EV_POLL, POLL_MS if on else 0)
        except pygame.error:
            pass

    def doing(self) -> str:
        """"ai" (thinking: a question is out), "ai_waits" (a lesson's scripted opponent waits
        for the player to read on) or "ai_moves" (its answer is in and is being shown)."""
        if self.waits_for_player:
            return "ai_waits"
        return "ai" if self.busy or self.pending is None else "ai_moves"

    # ------------------------------------------------------------------ lifecycle
    def paused_for(self, away: float) -> None:
        """Time under a menu or a hand-off does not count against the pace."""
        self.next_at += away

    def close(self) -> None:
        """The table goes: the question out is withdrawn, the child process ends."""
        self.set_polling(False)
        if self.opponent is None:
            return
        opp = self.opponent
        for fn in (opp.cancel, getattr(opp, "close", None)):
            if fn is not None:
                try:
                    fn()
                except Exception:  # noqa: BLE001 - leaving the table never fails
                    pass
        self.opponent = None
        self.busy = False
        self.pending = None

    def moved(self, now: float) -> None:
        """A move was applied: the next computer move waits its pace."""
        self.next_at = now + self.pace()

    # ------------------------------------------------------------------ failures
    def failed(self, detail: str, logged: bool = False) -> None:
        """The log every time (``logged``: the computer service logged it already); the table's
        message line only the first time in this game. The next move is a random stand-in's; the
        one after asks the real player again."""
        detail = str(detail)[:120]
        if not logged:
            log.warning("konwoj: computer opponent failed (%s); playing a random move", detail)
        self.fallback = True
        if self.failure_told:
            return
        self.failure_told = True
        self.sc._say(tr("ai.failed", self.sc.lang, detail=detail))

    def _stand_in(self) -> None:
        self.opponent = make_opponent("random")

    # ------------------------------------------------------------------ each frame
    def drive(self, now: float, hold: bool = False) -> None:
        """Ask, wait and play: a lesson's script first, else the opponent; the answer is played
        when its pace has come and no animation runs. ``hold``: the player is looking back
        (``konwoj.scenes.table.follow``): the answer is taken in and kept, not played."""
        sc = self.sc
        s = sc.match.state              # the game (the table may be showing an earlier position)
        self.waits_for_player = False
        scripted = sc.lessons.opponent_move()
        if scripted is not None:
            waits, a = scripted
            self.waits_for_player = waits
            if a is None:
                return
            self.pending = a
        if self.pending is None:
            self._ask(s)
            if self.pending is None:
                return
        if hold:
            return
        if now >= self.next_at and not sc.anims.active(now):
            a = self.pending
            self.pending = None
            if a not in s.legal_actions():
                return          # stale: ask again next frame
            sc._apply(a, by_ai=True)

    def _ask(self, s) -> None:
        if self.opponent is None:
            self.opponent = make_opponent(self.sc.match.opponent_level)
        if not self.busy:
            seed = self.sc.match.seed * 100003 + self.sc.match.moves
            try:
                self.opponent.start(s.clone(), self.sc.match.opponent_level, seed, self.budget())
            except Exception as exc:  # told once; a random move keeps the game going
                self.failed(f"{type(exc).__name__}: {exc}")
                self._stand_in()
                self.opponent.start(s.clone(), "random", seed, 1.0)
            self.busy = True
            self.sc._dirty()
        try:
            a = self.opponent.poll()
        except Exception as exc:   # the AI process failed: a random move keeps the game going
            self.failed(f"{type(exc).__name__}: {exc}")
            self._stand_in()
            self.busy = False
            return
        opp = self.opponent
        err = getattr(opp, "last_error", None)    # the worker fell back to a random move
        if err:
            opp.last_error = None
            self.failed(err, logged=True)
        if a is not None:
            if self.fallback:               # the real player again next time
                self.opponent, self.fallback = None, False
            self.busy = False
            self.pending = Action(*a) if not isinstance(a, Action) else a
