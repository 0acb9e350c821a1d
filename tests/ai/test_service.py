"""The computer service (konwoj/ai/service.py): typed requests in, typed progress and replies out,
one loop; a failure, a dead process or a hung one give the request's stand-in, in one place. Run
as shipped: the real child process and a time budget (no ``max_iterations``)."""
from __future__ import annotations

import os
import random
import signal
import time

import pytest

from konwoj import saves
from konwoj.ai import service as S
from konwoj.ai.analysis import Analysis, Decision
from konwoj.ai.hint import Hint
from konwoj.ai.worker import AIWorker, AnalysisWorker, HintWorker
from konwoj.rules import MOLOCH, OUTPOST, new_game

BLUNDER = saves.scenarios_dir() / "replays" / "planted-blunder.yaml"

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def _attack_state(seed=5, side=None):
    rng = random.Random(seed)
    s = new_game(seed=seed)
    while not (s.decision_frame[0] == "attack" and len(s.legal_actions()) > 2
               and side in (None, s.current_player)):
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.fixture
def service():
    sv = S.ComputerService()
    yield sv
    sv.close()


class FakeConn:
    """The loop's end of the pipe, in this process: what it will read, and what it sent."""

    def __init__(self, *incoming):
        self.incoming = list(incoming)
        self.sent = []

    def recv(self):
        if not self.incoming:
            raise EOFError
        return self.incoming.pop(0)

    def send(self, msg):
        self.sent.append(msg)


# ---------------------------------------------------------------------- the one loop
def test_the_loop_answers_each_request_with_its_typed_reply():
    s = _attack_state(3)
    blunder = saves.load(BLUNDER)
    conn = FakeConn(S.Envelope(1, S.MoveRequest.of(s, "private", seed=2)),
                    S.Envelope(2, S.HintRequest.of(s, seed=2, budget=0.05)),
                    S.Envelope(3, S.AnalysisRequest.of(blunder.record, OUTPOST, budget=0.01)),
                    S.Envelope(4, S.MoveRequest(s.to_dict(), "general")),   # refused by make_ai
                    S.Envelope(5, S.Stop()),
                    S.Envelope(6, S.MoveRequest.of(s, "random")))           # never read
    S.serve(conn)
    assert all(isinstance(m, S.Envelope) for m in conn.sent)
    kinds = [(m.number, type(m.body).__name__) for m in conn.sent]
    progress = [m.body for m in conn.sent if isinstance(m.body, S.AnalysisProgress)]
    assert kinds[:2] == [(1, "MoveReply"), (2, "HintReply")]
    assert kinds[2:] == [(3, "AnalysisProgress")] * len(progress) + [(3, "AnalysisReply"),
                                                                       (4, "Failure")]
    assert conn.sent[0].body.action in s.legal_actions() and conn.sent[0].body.error is None
    assert isinstance(conn.sent[1].body.hint, Hint)
    assert [p.done for p in progress] == list(range(len(progress)))
    assert progress[0].decision is None and all(isinstance(p.decision, Decision)
                                                for p in progress[1:])
    analysis = conn.sent[-2].body.analysis
    assert isinstance(analysis, Analysis) and len(analysis.decisions) == progress[-1].total
    assert "unknown AI level" in conn.sent[-1].body.error
    assert conn.incoming == [S.Envelope(6, S.MoveRequest.of(s, "random"))]


def test_requests_refuse_what_has_no_answer():
    s = _attack_state()
    with pytest.raises(ValueError, match="unknown AI level"):
        S.MoveRequest.of(s, "general")
    over = new_game(seed=1)
    over.winner = MOLOCH
    with pytest.raises(ValueError, match="game is over"):
        S.MoveRequest.of(over, "random")
    with pytest.raises(ValueError, match="nothing to hint"):
        S.HintRequest.of(over)
    # the thinking time is bounded as everywhere (konwoj.ai.bound_budget)
    assert S.MoveRequest.of(s, "veteran", budget=float("nan")).budget == 1.0
    assert S.MoveRequest.of(s, "veteran", budget=1e9).budget == 60.0


def test_the_stand_ins():
    s = _attack_state()
    move = S.MoveRequest.of(s, "veteran", seed=4).stand_in("boom")
    assert move.action in s.legal_actions() and move.error == "boom"
    assert S.HintRequest.of(s).stand_in("boom") == S.HintReply(None, "boom")
    blunder = saves.load(BLUNDER)
    assert S.AnalysisRequest.of(blunder.record, OUTPOST).stand_in("x") == S.AnalysisReply(None, "x")


# ---------------------------------------------------------------------- as shipped: the real process
@pytest.mark.slow
def test_a_veterans_move_on_a_time_budget_in_the_real_process(service):
    s = _attack_state(8)
    service.ask(S.MoveRequest.of(s, "veteran", seed=1, budget=0.3))
    assert service.busy and service.process.is_alive()
    t = time.perf_counter()
    got = service.wait(60)
    assert got and isinstance(got[-1], S.MoveReply) and not service.busy
    assert got[-1].error is None and got[-1].action in s.legal_actions()
    assert time.perf_counter() - t < 45
    first = service.process
    service.ask(S.MoveRequest.of(s, "private", seed=2))     # the same process answers again
    assert service.wait(30)[-1].action in s.legal_actions() and service.process is first


@pytest.mark.slow
def test_the_librarys_analysis_budget_through_the_worker():
    """The library's background analysis asks ``play.background.BUDGET`` (0.1 s) a decision: below
    the noise budget, where ``seed_noise`` once raised NameError."""
    from konwoj.play.background import BUDGET
    s = saves.load(BLUNDER)
    w = AnalysisWorker()
    try:
        w.start(s.record, OUTPOST, budget=BUDGET, seed=1)
        assert w.running
        assert w.wait(120), "the analysis did not finish"
        assert w.error is None and w.result is not None
        assert w.done == w.total == len(w.result.decisions) == len(w.partial) > 0
        assert all(d.noise > 0.02 for d in w.result.decisions)     # the noise at 0.1 s, computed
    finally:
        w.cancel()
    assert w.service.process is None


# ---------------------------------------------------------------------- failures, in one place
@pytest.mark.slow
def test_a_player_that_fails_in_the_process_gives_a_random_legal_move(capsys):
    s = _attack_state()
    w = AIWorker()
    try:
        w.service.ask(S.MoveRequest(s.to_dict(), "general", seed=3))   # make_ai refuses it there
        a = w.wait(30)
        assert a in s.legal_actions() and "unknown AI level" in w.last_error
        assert "computer opponent failed" in capsys.readouterr().err
        w.last_error = None
        w.start(s, "random", seed=3)               # the same process goes on answering
        assert w.wait(30) in s.legal_actions() and w.last_error is None
    finally:
        w.close()


@pytest.mark.slow
def test_a_dead_process_ends_the_analysis_with_an_error():
    s = saves.load(BLUNDER)
    w = AnalysisWorker()
    w.start(s.record, MOLOCH, budget=30.0)
    w.service.process.kill()
    assert w.wait(10)
    assert not w.running and w.result is None and "stopped" in w.error
    w.start(s.record, OUTPOST, budget=0.05)          # a fresh process takes the next one
    assert w.wait(120) and w.error is None and w.result is not None
    w.cancel()


def _hang(proc):
    os.kill(proc.pid, signal.SIGSTOP)               # alive, and never answers


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_hung_process_is_noticed_ended_and_replaced(monkeypatch, capsys):
    """A process that is alive but never answers (stopped here before the question reaches it)
    is ended after ``answer_within`` and the stand-in answers; the next question gets a fresh
    process. The patience is shortened once the processes are up (a busy machine starts slowly)."""
    s = _attack_state()
    w, h = AIWorker(), HintWorker()
    try:
        w.start(s, "private", seed=1)
        h.start_hint(s, seed=1, budget=0.05)
        assert w.wait(60) in s.legal_actions()            # both processes are up
        assert isinstance(h.wait(60), Hint)
        monkeypatch.setattr(S, "PATIENCE", 1.0)
        hung = w.service.process
        _hang(hung)
        w.start(s, "veteran", seed=1, budget=0.05)
        t = time.monotonic()
        a = w.wait(20)
        assert a in s.legal_actions() and time.monotonic() - t < 10
        assert "no answer" in w.last_error and not hung.is_alive()
        assert "computer opponent failed" in capsys.readouterr().err
        monkeypatch.setattr(S, "PATIENCE", 15.0)
        w.last_error = None
        w.start(s, "private", seed=2)                     # a fresh process answers
        assert w.wait(60) in s.legal_actions() and w.last_error is None
        assert w.service.process is not hung
        # the hint is watched the same way
        monkeypatch.setattr(S, "PATIENCE", 1.0)
        _hang(h.service.process)
        h.start_hint(s, seed=2, budget=0.05)
        assert h.wait(20) is None and "no answer" in h.last_error and not h.busy
        assert "hint failed" in capsys.readouterr().err
    finally:
        w.close()
        h.close()


def test_an_analysis_has_no_deadline():
    """An analysis takes as long as the game is long: it is never cut off as hung."""
    s = saves.load(BLUNDER)
    request = S.AnalysisRequest.of(s.record, OUTPOST, budget=30.0)
    assert request.answer_within() is None
    assert S.MoveRequest.of(_attack_state(), "veteran", budget=1.0).answer_within() == S.PATIENCE
    assert S.MoveRequest.of(_attack_state(), "veteran", budget=30.0).answer_within() == 300.0


@pytest.mark.slow
def test_closing_during_a_search_does_not_wait_for_it(service):
    s = _attack_state()
    service.ask(S.MoveRequest.of(s, "veteran", seed=1, budget=30.0))
    end = time.monotonic() + 30
    while time.monotonic() < end and not service.process.is_alive():
        time.sleep(0.05)
    proc = service.process
    time.sleep(0.5)
    t = time.perf_counter()
    service.close()
    assert time.perf_counter() - t < 0.9 and not proc.is_alive() and service.process is None
    assert service.poll() == [] and not service.busy
