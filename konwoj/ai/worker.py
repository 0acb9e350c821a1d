"""The computer opponent in a background process, so the window stays responsive while it thinks.

    worker = AIWorker()
    worker.start(state, "veteran", seed=3, budget=1.0)   # returns at once
    ...each frame:  action = worker.poll()                # None until the answer is ready
    worker.cancel()                                        # forget the question (new game, undo, quit)
    worker.close()                                         # at exit

The search is pure Python, so a thread would hold the interpreter lock and stall the window; a
separate process does not. The state travels as ``state.to_dict()`` and is rebuilt there with
``GameState.from_dict``; the answer comes back as a plain list and is turned into an ``Action``.
The process is started on first use and kept for the next questions; ``cancel()`` stops a search at
once by ending the process (the next ``start`` starts a fresh one).

``poll()`` never raises: should the player fail (a bug) or its process die, the answer is a random
legal action, the reason is kept in ``last_error`` and printed to stderr, and the game goes on.
"""
from __future__ import annotations

import logging
import multiprocessing as mp
import random
import time

from konwoj.rules import Action, cards

from . import ALL_LEVELS, bound_budget


def _serve(conn, overrides=None) -> None:
    """The loop of the background process: one question in, one answer out. ``overrides``: the
    player's card overrides the game handed to the rules (``cards.overrides_handed_in``)."""
    if overrides is not None:
        cards.use_overrides(*overrides)
    from konwoj.rules import GameState
    players = {}       # level -> the player kept between questions (a Veteran keeps its phase)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        rid, data, level, seed, budget = msg
        state = None
        try:
            state = GameState.from_dict(data)
            if level == "hint":       # a hint for the human (konwoj.ai.hint), not a move
                from .hint import hint
                conn.send((rid, hint(state, seed=seed, budget=budget).to_plain(), None))
                continue
            action = _player(players, level, seed, budget).choose(state)
            conn.send((rid, list(action), None))
        except Exception as exc:  # report it, and answer anyway so the game goes on
            err = f"{type(exc).__name__}: {exc}"
            fallback = None
            if state is not None and state.legal_actions() and level != "hint":
                fallback = list(random.Random(seed).choice(state.legal_actions()))
            conn.send((rid, fallback, err))


def _player(players: dict, level: str, seed: int, budget: float):
    """The player for ``level``: the one kept from the last question when the budget is the same
    (the Veteran's thinking time is per phase and its tree carries over between the decisions of
    one phase), reseeded with the question's seed."""
    from . import make_ai
    p = players.get(level)
    if p is None or p.budget != budget or not hasattr(p, "reseed"):
        p = players[level] = make_ai(level, seed=seed, budget=budget)
    else:
        p.reseed(seed)
    return p


def stop_child(proc, conn) -> None:
    """End a child process (terminated if alive, joined for up to 2 s) and close its pipe end;
    either may be None. Shared with the analysis process (konwoj.ai.analysis)."""
    if proc is not None:
        if proc.is_alive():
            proc.terminate()
        proc.join(timeout=2)
    if conn is not None:
        conn.close()


class AIWorker:
    """One background process answering "what would level L play here?" questions."""

    def __init__(self, start_method: str = "spawn"):
        # "spawn" starts a clean interpreter: safe next to pygame/SDL threads on every platform
        self._ctx = mp.get_context(start_method)
        self._proc = None
        self._conn = None
        self._req = 0
        self._pending = None
        self._question = None       # (state, seed) of the pending question, for a fallback answer
        self._started_at = 0.0
        self.last_error: str | None = None

    # ------------------------------------------------------------------ process
    def _ensure(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        self._drop()
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child, cards.overrides_handed_in()),
                                 name="konwoj-ai", daemon=True)
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def _drop(self) -> None:
        stop_child(self._proc, self._conn)
        self._proc = self._conn = None

    # ------------------------------------------------------------------ the small interface
    def start(self, state, level: str, seed: int = 0, budget: float = 1.0) -> None:
        """Ask for a move in ``state`` (any question still pending is forgotten)."""
        if state.is_terminal():
            raise ValueError("the game is over: there is no move to think about")
        if level not in ALL_LEVELS:
            raise ValueError(f"unknown AI level {level!r}; known: {', '.join(ALL_LEVELS)}")
        self._send(state, level, seed, budget)

    def _send(self, state, level: str, seed: int, budget: float) -> None:
        self._ensure()
        self._req += 1
        self._pending = self._req
        self._question = (state.clone(), seed)
        self._started_at = time.monotonic()
        self._conn.send((self._req, state.to_dict(), level, seed, bound_budget(budget)))

    def _convert(self, result):
        """The answer as the caller wants it (an Action here; a Hint in the hint worker)."""
        return Action(*result)

    def poll(self) -> Action | None:
        """The answer to the last question once it is ready, else None (never blocks)."""
        if self._pending is None or self._conn is None:
            return None
        try:
            while self._conn.poll():
                rid, result, err = self._conn.recv()
                if rid != self._pending:
                    continue            # the answer to a forgotten question
                self._pending = None
                if err:
                    self._report(err)
                if result is None:
                    return self._fallback()
                return self._convert(result)
        except (EOFError, OSError) as exc:
            self._drop()
            self._report(f"the AI process stopped ({exc})")
            return self._fallback()
        if not self._proc.is_alive():
            self._drop()
            self._report("the AI process stopped unexpectedly")
            return self._fallback()
        return None

    def _report(self, err: str) -> None:
        self.last_error = err
        logging.getLogger(__name__).warning(
            "konwoj: computer opponent failed (%s); playing a random move", err)

    def _fallback(self) -> Action | None:
        self._pending = None
        if self._question is None:
            return None
        state, seed = self._question
        legal = state.legal_actions()
        return random.Random(seed).choice(legal) if legal else None

    def wait(self, timeout: float | None = None) -> Action | None:
        """Block until the answer comes (or ``timeout`` seconds pass): for tests and tools."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._pending is not None:
            a = self.poll()
            if a is not None:
                return a
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                return None
            self._conn.poll(0.05 if left is None else min(0.05, left))
        return None

    @property
    def busy(self) -> bool:
        """True while a question is waiting for its answer."""
        return self._pending is not None

    @property
    def thinking_for(self) -> float:
        return time.monotonic() - self._started_at if self._pending is not None else 0.0

    def cancel(self) -> None:
        """Forget the pending question and stop the search at once."""
        if self._pending is not None:
            self._pending = None
            self._drop()

    def close(self) -> None:
        """End the background process (call at exit)."""
        self._pending = None
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            try:
                self._conn.send(None)
            except (OSError, BrokenPipeError):
                pass
            self._proc.join(timeout=1)
        self._drop()

    def __del__(self):
        try:
            self._drop()
        except Exception:
            pass
