"""The window's small clients of the computer service (``konwoj.ai.service``): each owns one
background process and speaks the interface its screen uses.

    worker = AIWorker()                                   # the computer's moves at the table
    worker.start(state, "veteran", seed=3, budget=1.0)    # returns at once
    ...each frame:  action = worker.poll()                # None until the answer is ready
    worker.cancel()                                       # forget the question (new game, undo, quit)
    worker.close()                                        # at exit

    hints = HintWorker();  hints.start_hint(state, seed, budget);  hints.poll() -> Hint | None
    analysis = AnalysisWorker();  analysis.start(record, side, budget=0.25);  analysis.poll() -> bool
        (running; then ``done``, ``total``, ``partial``, ``result``, ``error``)

``poll()`` never raises. Should the computer's player fail (a bug) or its process die or hang, the
move is a random legal action, the hint and the analysis are None; the reason is in ``last_error``
(``error`` for the analysis) and logged, and the game goes on.
"""
from __future__ import annotations

from .analysis import Analysis
from .hint import Hint
from .service import (AnalysisProgress, AnalysisRequest, ComputerService, HintRequest,
                      MoveRequest)


class _Client:
    """What the three clients share: the service, reading its messages, ``busy``, ``cancel()``,
    ``close()``. Each client says what it takes from a reply (``_take``)."""

    def __init__(self, start_method: str = "spawn", name: str = "konwoj-ai"):
        self.service = ComputerService(start_method, name)
        self.last_error: str | None = None

    def _read(self, messages):
        """Progress goes to ``_progress``; the reply, if it came, to ``_take`` (its result), its
        ``error`` (a failure, the stand-in given) to ``last_error``."""
        for m in messages:
            if isinstance(m, AnalysisProgress):
                self._progress(m)
            else:
                if m.error:
                    self.last_error = m.error
                return self._take(m)
        return None

    def _progress(self, message: AnalysisProgress) -> None:
        pass

    def _take(self, reply):
        raise NotImplementedError

    @property
    def busy(self) -> bool:
        """True while a question is waiting for its answer."""
        return self.service.busy

    @property
    def thinking_for(self) -> float:
        return self.service.thinking_for

    def cancel(self) -> None:
        """Forget the pending question and stop the search at once."""
        self.service.cancel()

    def close(self) -> None:
        """End the background process (call at exit)."""
        self.service.close()


class AIWorker(_Client):
    """The computer's moves: "what would level L play here?" answered in the background."""

    def start(self, state, level: str, seed: int = 0, budget: float = 1.0) -> None:
        """Ask for a move in ``state`` (any question still pending is forgotten)."""
        self.service.ask(MoveRequest.of(state, level, seed, budget))

    def poll(self):
        """The move once it is ready, else None (never blocks): a random legal stand-in when the
        computer failed, with ``last_error`` set."""
        return self._read(self.service.poll())

    def wait(self, timeout: float | None = None):
        """Block until the move comes (or ``timeout`` seconds pass): for tests and tools."""
        return self._read(self.service.wait(timeout))

    def _take(self, reply):
        return reply.action


class HintWorker(_Client):
    """Hints in the background: ``start_hint(state)``; ``poll()`` gives a Hint when ready (None
    while thinking, and None with ``last_error`` set if the search failed). Only the side's
    determinized view leaves the window's process (``HintRequest.of``)."""

    def __init__(self, start_method: str = "spawn"):
        super().__init__(start_method, "konwoj-hint")

    def start_hint(self, state, seed: int = 0, budget: float = 1.0) -> None:
        request = HintRequest.of(state, seed, budget)
        self.last_error = None
        self.service.ask(request)

    def poll(self) -> Hint | None:
        return self._read(self.service.poll())

    def wait(self, timeout: float | None = None) -> Hint | None:
        return self._read(self.service.wait(timeout))

    def _take(self, reply) -> Hint | None:
        return reply.hint


class AnalysisWorker(_Client):
    """The post-game analysis in the background, with its progress. ``poll()`` each frame;
    ``cancel()`` ends it at once (what was judged so far stays in ``partial``).

        w = AnalysisWorker(); w.start(state.record, "outpost", budget=0.25)
        ...each frame: w.poll(); w.done, w.total, w.partial, w.result, w.error
    """

    def __init__(self, start_method: str = "spawn"):
        super().__init__(start_method, "konwoj-analysis")
        self.done = 0
        self.total = 0
        self.partial: list = []          # decisions judged so far
        self.result: Analysis | None = None
        self.error: str | None = None

    def start(self, record, side: str, budget: float = 0.25, seed: int = 0,
              threshold: float = 0.1, max_iterations: int | None = None) -> None:
        request = AnalysisRequest.of(record, side, budget, seed, threshold, max_iterations)
        self.done = self.total = 0
        self.partial, self.result, self.error = [], None, None
        self.service.ask(request)

    @property
    def running(self) -> bool:
        return self.service.busy

    def cancel(self) -> None:
        """Stop the analysis at once and end the process (the screen is left or the player is
        back); the next ``start`` starts a fresh one. (``close`` ends a busy process at once.)"""
        self.service.close()

    def poll(self) -> bool:
        """Read what has arrived; True while the analysis is still running."""
        self._read(self.service.poll())
        return self.service.busy

    def wait(self, timeout: float | None = None) -> bool:
        """Block until it finishes (True) or ``timeout`` passes (False): for tests and tools."""
        self._read(self.service.wait(timeout))
        return not self.service.busy

    def _progress(self, message: AnalysisProgress) -> None:
        self.done, self.total = message.done, message.total
        if message.decision is not None:
            self.partial.append(message.decision)

    def _take(self, reply) -> None:
        self.result, self.error = reply.analysis, reply.error
