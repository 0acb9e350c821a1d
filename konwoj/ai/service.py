"""The computer service: one background process that answers the window's questions, so the window
keeps drawing while the search thinks (it is pure Python: a thread would hold the interpreter lock).

    service = ComputerService()
    service.ask(MoveRequest.of(state, "veteran", seed=3, budget=1.0))    # returns at once
    ...each frame:  for message in service.poll(): ...                   # never blocks, never raises
    service.cancel()                                                     # forget it, stop at once
    service.close()                                                      # at exit

The messages, window -> process (each in an ``Envelope`` with its request number):
    MoveRequest(state, level, seed, budget)       -> MoveReply(action, error)
    HintRequest(view, seed, budget)               -> HintReply(hint, error)
    AnalysisRequest(record, side, budget, ...)    -> AnalysisProgress(done, total, decision)...,
                                                     AnalysisReply(analysis, error)
    Stop()                                        the process ends
A request that fails in the process comes back as ``Failure(error)``; the service turns it (and a
process that died or hung) into the request's ``stand_in``: a random legal move for a move (the game
goes on, and ``error`` says why), no hint, no analysis. The reason is logged once, here.

The state and the record travel as plain data (``to_dict``) and are rebuilt in the process; the
answers travel as they are (Action, Hint, Decision, Analysis). The process is started on the first
question and kept for the next ones (a Veteran keeps its tree within a phase); ``cancel()`` ends it,
and the next question starts a fresh one. A process that dies is noticed at the next ``poll()``; one
that gives no answer within ``answer_within`` seconds (``PATIENCE`` at least) is ended and noticed
the same way. The window's small clients of this service are in ``konwoj.ai.worker``.
"""
from __future__ import annotations

import logging
import multiprocessing as mp
import random
import time
from dataclasses import dataclass

from konwoj.rules import Action, GameState, cards
from konwoj.rules.record import GameRecord

from . import ALL_LEVELS, bound_budget, make_ai
from .analysis import Analysis, Decision, analyse
from .hint import Hint, hint
from .players import RandomPlayer

log = logging.getLogger(__name__)

PATIENCE = 15.0       # seconds: a move or hint with no answer after max(PATIENCE, 10 x budget) hangs
START_ALLOWANCE = 15.0   # more for the question that starts the process (a busy machine is slow)


# ====================================================================== the messages
@dataclass(frozen=True)
class MoveReply:
    """The computer's move; with ``error`` set it is a random legal stand-in (None: none exists)."""
    action: Action | None
    error: str | None = None


@dataclass(frozen=True)
class HintReply:
    """The hint for the side to move (None with ``error`` when the search failed)."""
    hint: Hint | None
    error: str | None = None


@dataclass(frozen=True)
class AnalysisProgress:
    """``done`` of ``total`` decisions judged; ``decision`` is the one just judged (None at 0)."""
    done: int
    total: int
    decision: Decision | None


@dataclass(frozen=True)
class AnalysisReply:
    """The whole analysis (None with ``error`` when it failed)."""
    analysis: Analysis | None
    error: str | None = None


@dataclass(frozen=True)
class Failure:
    """The process could not answer a request: what went wrong, in one line."""
    error: str


@dataclass(frozen=True)
class MoveRequest:
    """What would ``level`` play in ``state`` (plain data, ``GameState.to_dict()``)?"""
    state: dict
    level: str
    seed: int = 0
    budget: float = 1.0
    WHAT = "computer opponent"
    INSTEAD = "; playing a random move"

    @classmethod
    def of(cls, state, level: str, seed: int = 0, budget: float = 1.0) -> "MoveRequest":
        if state.is_terminal():
            raise ValueError("the game is over: there is no move to think about")
        if level not in ALL_LEVELS:
            raise ValueError(f"unknown AI level {level!r}; known: {', '.join(ALL_LEVELS)}")
        return cls(state.to_dict(), level, seed, bound_budget(budget))

    def answer_within(self) -> float | None:
        return max(PATIENCE, 10 * self.budget)

    def answer(self, kept: dict, progress) -> MoveReply:
        state = GameState.from_dict(self.state)
        return MoveReply(kept_player(kept, self.level, self.seed, self.budget).choose(state))

    def stand_in(self, error: str) -> MoveReply:
        """A random legal move (the one random player), so the game goes on."""
        try:
            state = GameState.from_dict(self.state)
            legal = state.legal_actions()
        except Exception:  # noqa: BLE001 - a state the rules refuse has no move to offer
            return MoveReply(None, error)
        return MoveReply(RandomPlayer(self.seed).choose(state) if legal else None, error)


@dataclass(frozen=True)
class HintRequest:
    """A hint for the side to move, asked with that side's view only (``view``: plain data of
    ``state.determinize(side)`` with the deal's seed and the record taken out)."""
    view: dict
    seed: int = 0
    budget: float = 1.0
    WHAT = "hint"
    INSTEAD = ""

    @classmethod
    def of(cls, state, seed: int = 0, budget: float = 1.0) -> "HintRequest":
        if state.is_terminal() or state.current_player is None:
            raise ValueError("the game is over: there is nothing to hint")
        view = state.determinize(state.current_player, random.Random(seed))
        view.seed = 0          # only what the human sees leaves the window's process
        return cls(view.to_dict(), seed, bound_budget(budget))

    def answer_within(self) -> float | None:
        return max(PATIENCE, 10 * self.budget)

    def answer(self, kept: dict, progress) -> HintReply:
        return HintReply(hint(GameState.from_dict(self.view), seed=self.seed, budget=self.budget))

    def stand_in(self, error: str) -> HintReply:
        return HintReply(None, error)


@dataclass(frozen=True)
class AnalysisRequest:
    """Judge every decision of ``side`` in the recorded game (``record``: ``GameRecord.to_dict()``);
    progress comes after each decision (``konwoj.ai.analysis.analyse``)."""
    record: dict
    side: str
    budget: float = 0.25
    seed: int = 0
    threshold: float = 0.1
    max_iterations: int | None = None
    WHAT = "analysis"
    INSTEAD = ""

    @classmethod
    def of(cls, record, side: str, budget: float = 0.25, seed: int = 0, threshold: float = 0.1,
           max_iterations: int | None = None) -> "AnalysisRequest":
        return cls(record.to_dict(), side, budget, seed, threshold, max_iterations)

    def answer_within(self) -> float | None:
        return None            # as long as the game is: the player sees the progress and may stop

    def answer(self, kept: dict, progress) -> AnalysisReply:
        def report(done, total, d):
            progress(AnalysisProgress(done, total, d))
        return AnalysisReply(analyse(GameRecord.from_dict(self.record), self.side, self.budget,
                                     self.seed, self.threshold, self.max_iterations,
                                     progress=report))

    def stand_in(self, error: str) -> AnalysisReply:
        return AnalysisReply(None, error)


@dataclass(frozen=True)
class Stop:
    """The process ends (sent by ``close()``)."""


@dataclass(frozen=True)
class Envelope:
    """A message on the pipe, numbered by the request it belongs to (an answer to a forgotten
    request is dropped)."""
    number: int
    body: object


# ====================================================================== the process
def kept_player(kept: dict, level: str, seed: int, budget: float):
    """The player for ``level``: the one kept from the last question when the budget is the same
    (the Veteran's thinking time is per phase and its tree carries over between the decisions of
    one phase), reseeded with the question's seed."""
    p = kept.get(level)
    if p is None or p.budget != budget or not hasattr(p, "reseed"):
        p = kept[level] = make_ai(level, seed=seed, budget=budget)
    else:
        p.reseed(seed)
    return p


def serve(conn, overrides=None) -> None:
    """The one loop of the background process: a request in, its progress and its reply out.
    ``overrides``: the player's card overrides the game handed to the rules
    (``cards.overrides_handed_in``); a spawned process starts without them."""
    if overrides is not None:
        cards.use_overrides(*overrides)
    kept: dict = {}            # level -> the player kept between questions
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if not isinstance(msg, Envelope) or isinstance(msg.body, Stop):
            return
        number = msg.number

        def progress(body, number=number):
            conn.send(Envelope(number, body))
        try:
            reply = msg.body.answer(kept, progress)
        except Exception as exc:  # report it: the window answers in its place
            reply = Failure(f"{type(exc).__name__}: {exc}")
        try:
            conn.send(Envelope(number, reply))
        except (EOFError, OSError):
            return
        except Exception as exc:  # noqa: BLE001 - an answer that cannot travel is a failure too
            conn.send(Envelope(number, Failure(f"{type(exc).__name__}: {exc}")))


def stop_child(proc, conn) -> None:
    """End a child process and close its pipe end (either may be None): terminated if alive,
    killed if it does not end within a second (a stopped or stuck process ignores SIGTERM)."""
    if proc is not None:
        if proc.is_alive():
            proc.terminate()
            proc.join(timeout=1)
            if proc.is_alive():
                proc.kill()
        proc.join(timeout=2)
    if conn is not None:
        conn.close()


class ComputerService:
    """One background process answering one request at a time (a new request forgets the one
    pending). ``poll()`` gives what arrived for the pending request: progress, then its reply."""

    def __init__(self, start_method: str = "spawn", name: str = "konwoj-ai"):
        # "spawn" starts a clean interpreter: safe next to pygame/SDL threads on every platform
        self._ctx = mp.get_context(start_method)
        self._name = name
        self._proc = None
        self._conn = None
        self._overrides = None        # the card overrides the process was started with
        self._number = 0
        self._pending = None          # the request waiting for its reply
        self._started_at = 0.0
        self._deadline: float | None = None

    # ------------------------------------------------------------------ the process
    @property
    def process(self):
        """The child process (None before the first question and after a cancel)."""
        return self._proc

    @property
    def overrides(self):
        """The card overrides its process was started with (``cards.overrides_handed_in``)."""
        return self._overrides

    def _ensure(self) -> bool:
        """A live process with the card overrides the game handed in now; True when it had to be
        started."""
        overrides = cards.overrides_handed_in()
        if self._proc is not None and self._proc.is_alive() and overrides == self._overrides:
            return False
        self._drop()
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=serve, args=(child, overrides), name=self._name,
                                 daemon=True)
        proc.start()
        child.close()
        self._proc, self._conn, self._overrides = proc, parent, overrides
        return True

    def _drop(self) -> None:
        stop_child(self._proc, self._conn)
        self._proc = self._conn = None

    # ------------------------------------------------------------------ questions and answers
    def ask(self, request) -> None:
        """Send ``request``; returns at once. A request still pending is forgotten and its work
        stopped (its process ended), so the new one never waits behind it."""
        self.cancel()
        fresh = self._ensure()
        self._number += 1
        self._pending = request
        self._started_at = time.monotonic()
        within = request.answer_within()
        self._deadline = None if within is None else \
            self._started_at + within + (START_ALLOWANCE if fresh else 0.0)
        try:
            self._conn.send(Envelope(self._number, request))
        except (EOFError, OSError):
            pass                      # noticed at the next poll: the process is gone

    def poll(self) -> list:
        """What has arrived for the pending request, in order; the last item is its reply once it
        is there. Never blocks, never raises: a failure, a dead process or one that hangs give
        the request's stand-in reply (with ``error``)."""
        if self._pending is None or self._conn is None:
            return []
        out = []
        try:
            while self._conn.poll():
                msg = self._conn.recv()
                if not isinstance(msg, Envelope) or msg.number != self._number:
                    continue            # the answer to a forgotten question
                body = msg.body
                if isinstance(body, AnalysisProgress):
                    out.append(body)
                    continue
                if isinstance(body, Failure):
                    body = self._fail(body.error)
                else:
                    self._pending = None
                out.append(body)
                return out
        except (EOFError, OSError) as exc:
            self._drop()
            out.append(self._fail(f"the computer's process stopped ({exc})"))
            return out
        if not self._proc.is_alive():
            self._drop()
            out.append(self._fail("the computer's process stopped unexpectedly"))
        elif self._deadline is not None and time.monotonic() > self._deadline:
            self._drop()
            out.append(self._fail(
                f"no answer after {self._deadline - self._started_at:.0f} s; the process was ended"))
        return out

    def _fail(self, error: str):
        """The pending request's stand-in reply, with the reason logged (konwoj.logs: the log
        file, and its one line on stderr)."""
        request, self._pending = self._pending, None
        log.warning("konwoj: %s failed (%s)%s", request.WHAT, error, request.INSTEAD)
        return request.stand_in(error)

    def wait(self, timeout: float | None = None) -> list:
        """Block until the reply comes (or ``timeout`` seconds pass): everything that arrived,
        the reply last if it came. For tests and tools."""
        end = None if timeout is None else time.monotonic() + timeout
        out: list = []
        while self._pending is not None:
            out += self.poll()
            if self._pending is None:
                break
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                break
            try:
                self._conn.poll(0.05 if left is None else min(0.05, left))
            except (EOFError, OSError, AttributeError):
                pass                  # noticed by the next poll
        return out

    @property
    def busy(self) -> bool:
        """True while a request waits for its reply."""
        return self._pending is not None

    @property
    def thinking_for(self) -> float:
        return time.monotonic() - self._started_at if self._pending is not None else 0.0

    def cancel(self) -> None:
        """Forget the pending request and stop its work at once (by ending the process)."""
        if self._pending is not None:
            self._pending = None
            self._drop()

    def close(self) -> None:
        """End the process (at exit): at once if it is still working, else asked to stop."""
        self.cancel()
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            try:
                self._conn.send(Envelope(self._number + 1, Stop()))
            except (OSError, BrokenPipeError):
                pass
            self._proc.join(timeout=1)
        self._drop()

    def __del__(self):
        try:
            self._drop()
        except Exception:  # noqa: BLE001 - at interpreter exit anything may be gone
            pass
