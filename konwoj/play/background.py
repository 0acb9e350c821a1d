"""The analysis of kept games in the background, while the computer is idle, so that there is
something to practise (``konwoj.play.practice``).

    bg = BackgroundAnalysis()
    each frame: bg.tick(idle_seconds)      # starts, polls and stores; cheap when nothing runs
    bg.stop()                              # leaving the screen

The title and the Games screen run one while they sit idle (never during a game: the title is
paused then, and the Games screen is not on top).

One game side at a time, in a separate process (``konwoj.ai.worker.AnalysisWorker``), with a
small budget per decision; one starts only after ``IDLE_AFTER`` seconds without input (the
search runs in its own process, so the window stays responsive while it finishes). Each result is
kept in the library's catalogue (``library.store_analysis``).

A game side that could not be analysed is never counted as done: it is logged with its cause,
kept in ``failed`` with that cause (``status()`` says so, and the Games screen shows it), and
tried again the next time a screen starts its background analysis.
"""
from __future__ import annotations

import logging

from konwoj.saves import library

log = logging.getLogger(__name__)

IDLE_AFTER = 3.0          # seconds without input before an analysis starts
BUDGET = 0.1              # seconds per decision: rough, but enough to find the big mistakes


class BackgroundAnalysis:
    def __init__(self, budget: float = BUDGET, idle_after: float = IDLE_AFTER,
                 max_iterations: int | None = None, worker_factory=None):
        self.budget = budget
        self.idle_after = idle_after
        self.max_iterations = max_iterations
        self.worker_factory = worker_factory
        self.worker = None
        self.current = None            # (path, side) being analysed
        self.failed: dict = {}         # (path, side) -> why it could not be analysed this session
        self.finished = 0
        self.pending: list | None = None
        self._rows: list | None = None   # the library's rows a screen just read, for ``remaining``

    def remaining(self) -> int:
        if self.pending is None:
            rows, self._rows = self._rows, None
            self.pending = [p for p in library.unanalysed(rows) if p not in self.failed]
        return len(self.pending) + (1 if self.current else 0)

    def refresh(self, rows: list | None = None) -> None:
        """Work out what is left again; ``rows``: the library as the caller has just read it
        (``library.games()``), so that it is not read a second time."""
        self.pending, self._rows = None, rows

    @property
    def running(self) -> bool:
        return self.current is not None

    def tick(self, idle: float) -> bool:
        """Advance: True when something changed (a result stored, a start or a stop)."""
        if self.current is not None:
            w = self.worker
            w.poll()
            if w.result is not None:
                try:
                    library.store_analysis(self.current[0], self.current[1], w.result)
                    self.finished += 1
                except (OSError, ValueError) as exc:
                    self._fail(self.current, f"it could not be kept: {exc}")
                self.current = None
                self.pending = None
                return True
            if w.error:
                self._fail(self.current, str(w.error))
                self.current = None
                self.pending = None
                return True
            return False
        if idle < self.idle_after:
            return False
        if self.pending is None:
            self.remaining()
        while self.pending:
            path, side = self.pending.pop(0)
            try:
                from konwoj import saves
                state = saves.load(path)
            except Exception as exc:  # noqa: BLE001 - a broken game is skipped, and said
                self._fail((path, side), f"the game does not load: {exc}")
                continue
            if state.record is None:
                self._fail((path, side), "the game has no record")
                continue
            if self.worker is None:
                if self.worker_factory is not None:
                    self.worker = self.worker_factory()
                else:
                    from konwoj.ai.worker import AnalysisWorker
                    self.worker = AnalysisWorker()
            self.worker.start(state.record, side, budget=self.budget, seed=1,
                              max_iterations=self.max_iterations)
            self.current = (path, side)
            return True
        return False

    def _fail(self, key, why: str) -> None:
        self.failed[key] = why
        log.warning("background analysis of %s (%s) failed: %s", key[0], key[1], why)

    @property
    def last_error(self) -> str | None:
        """Why the last failed game side could not be analysed (None: nothing failed)."""
        return next(reversed(self.failed.values()), None) if self.failed else None

    def status(self) -> str:
        """What to tell the player: "running", "waiting" (games left, not started yet),
        "failed" (nothing left but some could not be analysed: never "done" then) or "done"."""
        if self.running:
            return "running"
        if self.remaining():
            return "waiting"
        return "failed" if self.failed else "done"

    def forget(self, path) -> None:
        """The game at ``path`` is gone (the player deleted it): its analysis stops if it runs,
        it is no longer waiting, and it never counts as failed."""
        if self.current is not None and self.current[0] == path:
            if self.worker is not None:
                self.worker.cancel()
            self.current = None
        if self.pending is not None:
            self.pending = [k for k in self.pending if k[0] != path]
        for k in [k for k in self.failed if k[0] == path]:
            del self.failed[k]

    def stop(self) -> None:
        """Cancel what runs (the player is back, or the screen closes)."""
        if self.worker is not None:
            self.worker.cancel()
        if self.current is not None:
            self.pending = None
        self.current = None
