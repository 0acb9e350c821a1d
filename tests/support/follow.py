"""A table just after the computer's long phase (issue 40): Moloch's moves come through the table's
own pacing (a scripted stand-in for the computer answers them), on a clock the test moves."""
from __future__ import annotations

import functools
import random

from konwoj.play.match import Match
from konwoj.rules import MOLOCH, OUTPOST, SIDES, new_game
from konwoj.scenes.table import TableScene
from tests.support.drive import click
from tests.support.table import FakeClock


@functools.lru_cache(maxsize=None)
def long_moloch_phase(ruleset: str = "1e", at_least: int = 10, first_seed: int = 0):
    """(seed, the position before Moloch's run, its actions): a random game's first run of at
    least ``at_least`` Moloch decisions in a row that hands the move to the Outpost."""
    for seed in range(first_seed, first_seed + 500):
        s = new_game(seed, ruleset=ruleset)
        rng = random.Random(seed)
        start, acts = None, []
        while not s.is_terminal():
            p = s.current_player
            if p == MOLOCH and start is None:
                start, acts = s.clone(), []
            elif p != MOLOCH and start is not None:
                if len(acts) >= at_least and p == OUTPOST:
                    return seed, start, tuple(acts)
                start = None
            a = rng.choice(s.legal_actions())
            if p == MOLOCH:
                acts.append(a)
            s.apply(a)
    raise AssertionError(f"no run of {at_least} Moloch actions in {ruleset}")


class Script:
    """The computer's stand-in: answers with the given actions, in order, at once."""

    def __init__(self, actions):
        self.actions = list(actions)
        self.asked = 0
        self._next = None

    def start(self, state, level="random", seed=0, budget=1.0):
        self.asked += 1
        self._next = self.actions.pop(0) if self.actions else None

    def poll(self):
        a, self._next = self._next, None
        return a

    def cancel(self):
        self._next = None


def open_follow_table(monkeypatch, state, actions, mode="solo", size=(1366, 768), lang="en",
                      **settings):
    """A table on ``state`` (Moloch to move) whose computer plays ``actions`` through the pacing,
    driven by ``App.step`` on a fake clock until they are played; (app, scene, match, clock).
    Hot seat: Moloch's player plays them at the table, then the seat goes to the Outpost."""
    import konwoj.scenes.table.pacing as pacing_mod
    from konwoj.app import make_app
    from konwoj.settings import Settings
    st = Settings()
    st.lang = lang
    st.animation_speed = 0.0
    for k, v in settings.items():
        setattr(st, k, v)
    app = make_app(size=size, headless=True, settings=st)
    state = state.clone()                  # (the cached position stays as it was)
    script = Script(actions)
    monkeypatch.setattr(pacing_mod, "make_opponent", lambda level: script)
    clock = FakeClock()
    if mode == "solo":
        match = Match(state, "solo", (OUTPOST,), "private", 7)
    else:
        match = Match(state, "hotseat", SIDES, "random", 7)
        match.handed_off(MOLOCH)
    sc = TableScene(app, match, clock=clock)
    app.push(sc)
    if mode == "solo":
        for _ in range(10 * len(actions) + 10):
            if match.moves >= len(actions):
                break
            clock.t += 1.0
            app.step([])
            if sc.resolution_modal():          # the battle's summary: the player reads it
                click(app, sc.layout.mid.center)
    else:
        for a in actions:
            assert sc._apply(a)
            if sc.resolution_modal():
                sc._close_resolution()
        match.handed_off(OUTPOST)
        sc._handoff_done(OUTPOST)
    clock.t += 1.0
    app.step([])
    assert match.moves == len(actions), (match.moves, len(actions), sc.toast)
    assert match.state.current_player == OUTPOST
    return app, sc, match, clock
