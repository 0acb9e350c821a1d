"""The background AI process: it answers with a legal action, and can be cancelled at once."""
import time

import pytest

from konwoj.ai.worker import AIWorker
from konwoj.rules import new_game


@pytest.fixture
def worker():
    w = AIWorker()
    yield w
    w.close()


def _attack_state(seed=5):
    s = new_game(seed=seed)
    while s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    return s


def test_worker_returns_a_legal_action(worker):
    s = _attack_state()
    worker.start(s, "veteran", seed=1, budget=0.2)
    assert worker.busy
    t = time.monotonic()
    a = None
    while a is None and time.monotonic() - t < 20:
        a = worker.poll()           # never blocks
        time.sleep(0.01)
    assert a is not None
    assert a in s.legal_actions()
    assert not worker.busy
    assert worker.poll() is None    # nothing more to report
    # the same process answers the next question, for another level too
    worker.start(s, "private", seed=2)
    assert worker.wait(20) in s.legal_actions()


def test_poll_does_not_block(worker):
    s = _attack_state()
    worker.start(s, "veteran", seed=1, budget=3.0)
    t = time.perf_counter()
    for _ in range(20):
        assert worker.poll() is None
    assert time.perf_counter() - t < 0.5
    worker.cancel()


def test_worker_can_be_cancelled(worker):
    s = _attack_state()
    worker.start(s, "veteran", seed=1, budget=30.0)
    time.sleep(0.3)
    t = time.perf_counter()
    worker.cancel()
    assert time.perf_counter() - t < 2.5
    assert not worker.busy
    assert worker.poll() is None
    # a new question after a cancel gets its own answer, quickly (the long search is gone)
    worker.start(s, "veteran", seed=2, budget=0.2)
    a = worker.wait(20)
    assert a in s.legal_actions()


def test_a_new_question_replaces_the_old_one(worker):
    s = _attack_state(6)
    worker.start(s, "random", seed=1)
    s2 = _attack_state(7)
    worker.start(s2, "random", seed=1)
    a = worker.wait(20)
    assert a in s2.legal_actions()


def test_unknown_level_is_refused_at_once(worker):
    with pytest.raises(ValueError):
        worker.start(_attack_state(), "general", seed=1)
    assert not worker.busy


@pytest.mark.slow
def test_a_dead_process_still_gives_a_legal_move(worker, capsys):
    """If the background process dies, the table still gets a (random) legal move and the reason."""
    s = _attack_state()
    worker.start(s, "veteran", seed=1, budget=30.0)
    worker.service.process.kill()
    a = worker.wait(10)
    assert a in s.legal_actions()
    assert worker.last_error and "stopped" in worker.last_error
    assert not worker.busy
    worker.start(s, "random", seed=1)          # and a fresh process takes the next question
    assert worker.wait(20) in s.legal_actions()


def test_finished_game_is_refused(worker):
    s = new_game(seed=1)
    s.winner = "moloch"
    with pytest.raises(ValueError):
        worker.start(s, "random")
