"""A game process killed (SIGKILL) at random moments while it autosaves in a loop never leaves
only a broken file: the latest autosave, or else its backup, always loads, and holds exactly one of
the states the process was saving."""
from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
import time

import pytest

from konwoj import saves
from konwoj.rules import new_game

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(signal, "SIGKILL"),
                                reason="needs fork and SIGKILL")

BUDGET = 12.0        # seconds of killing
MIN_ROUNDS = 40


def _game_states(seed: int, steps: int) -> list:
    s = new_game(seed=seed)
    r = random.Random(seed)
    out = [s.clone()]
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(r.choice(s.legal_actions()))
        out.append(s.clone())
    return out


def _autosave_forever(states, start, ready) -> None:
    """The child: autosave states[i % len] with meta n=i, as fast as it can, until killed."""
    ready.send(True)
    i = start
    while True:
        saves.autosave(states[i % len(states)], {"mode": "hotseat", "n": i})
        i += 1


@pytest.mark.slow
def test_killed_autosaver_always_leaves_a_loadable_save(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    ctx = multiprocessing.get_context("fork")
    states = _game_states(seed=424242, steps=250)
    saves.autosave(states[0], {"mode": "hotseat", "n": 0})
    rng = random.Random(99)
    start, rounds, t0 = 1, 0, time.monotonic()
    seen_backup_only = 0
    while rounds < MIN_ROUNDS or time.monotonic() - t0 < BUDGET:
        if rounds >= 400:
            break
        parent_end, child_end = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_autosave_forever, args=(states, start, child_end))
        proc.start()
        assert parent_end.poll(10), "the child did not start"
        parent_end.recv()
        time.sleep(rng.choice((0.0, rng.uniform(0, 0.01), rng.uniform(0, 0.08))))
        os.kill(proc.pid, signal.SIGKILL)
        proc.join(10)
        assert proc.exitcode == -signal.SIGKILL
        rounds += 1

        latest = saves.latest_autosave()
        assert latest is not None, f"round {rounds}: nothing loadable left"
        state, meta = saves.load_with_meta(latest)
        n = meta["n"]
        assert state == states[n % len(states)], f"round {rounds}: state does not match n={n}"
        # os.replace is atomic: whichever files exist are whole
        for p in (saves.autosave_path(), saves.backup_path()):
            if p.exists():
                saves.load(p)
        if not saves.autosave_path().exists():
            seen_backup_only += 1
        assert all(i.error is None for i in saves.list_saves())
        start = n + 1
    assert rounds >= MIN_ROUNDS
    assert start > 1, "no autosave ever completed in a child"
