#!/usr/bin/env python3
"""UI bench: frame times of a busy mid-game table at 1920x1080 with a drag in progress, the time
from start to the first frame, and the CPU used while the app loop idles.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/ui_bench.py [--frames 600] [--idle 5] [--size WxH]

Targets: p99 frame < 8 ms, first frame < 1.0 s, idle CPU < 0.1 s over 5 s.
"""
from __future__ import annotations

import time

T_START = time.perf_counter()          # before the heavy imports: "start" is the process start

import argparse  # noqa: E402
import math  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# closing the app autosaves the game: never over the player's own autosave or settings
import tempfile  # noqa: E402
_TMP = tempfile.mkdtemp(prefix="konwoj-bench-")
os.environ["XDG_DATA_HOME"] = os.path.join(_TMP, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_TMP, "config")


def busy_state(min_on_table: int = 16, min_hand: int = 5):
    """A mid-game position with many cards in play and a full hand, from random legal play."""
    from konwoj.rules import SIDES, new_game
    best = None
    for seed in range(1, 400):
        s = new_game(seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if s.is_terminal():
                break
            if s.decision and s.decision[0] == "attack" and s.active_city is not None \
                    and s.active_city >= 1:
                on_table = sum(len(s.cards_in(c, side)) for c in range(5) for side in SIDES)
                if on_table >= min_on_table and len(s.hand_of(s.current_player)) >= min_hand:
                    return s, seed
                if best is None or on_table > best[0]:
                    best = (on_table, s.clone(), seed)
            acts = s.legal_actions()
            # favour playing cards over passing so the table fills up
            plays = [a for a in acts if a.kind == "play"]
            s.apply(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(acts))
    return best[1], best[2]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--idle", type=float, default=5.0)
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args(argv)
    w, h = (int(x) for x in args.size.lower().split("x"))

    import pygame

    from konwoj.scenes.table import TableScene
    from konwoj.settings import Settings
    from konwoj.play.match import Match
    from konwoj.app import make_app

    settings = Settings()
    app = make_app(size=(w, h), headless=True, settings=settings)
    state, seed = busy_state()
    match = Match(state, "hotseat", ("moloch", "outpost"), "random", seed)
    match.handed_off(state.current_player)
    scene = TableScene(app, match)
    push = getattr(app, "push", None)
    push(scene) if callable(push) else app.scenes.push(scene)
    app.step([])
    if hasattr(app, "draw"):
        app.draw()
    first_frame = time.perf_counter() - T_START

    # ------------------------------------------------ a drag in progress
    L = scene.layout
    cands = [cid for cid, _ in L.hand_rects if cid in scene.model.sources] or [L.hand_rects[0][0]]
    cid = cands[0]
    p0 = scene._hand_point(cid)
    ev = pygame.event.Event
    app.step([ev(pygame.MOUSEMOTION, pos=p0, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([ev(pygame.MOUSEBUTTONDOWN, pos=p0, button=1)])
    app.step([ev(pygame.MOUSEMOTION, pos=(p0[0] + 30, p0[1] - 60), rel=(30, -60), buttons=(1, 0, 0))])
    assert scene.input.dragging(), "the drag did not start"
    on_table = sum(len(a.cards) for a in L.areas.values())
    cx, cy = L.mid.center
    times = []
    for i in range(args.frames):
        a = i / 40.0
        pos = (int(cx + math.cos(a) * L.mid.w * 0.4), int(cy + math.sin(a * 1.3) * L.mid.h * 0.4))
        t0 = time.perf_counter()
        app.step([ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))])
        times.append(time.perf_counter() - t0)
    times.sort()
    med = statistics.median(times) * 1000
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    # drop the card back on the hand: nothing happens, the table goes idle
    app.step([ev(pygame.MOUSEBUTTONUP, pos=p0, button=1)])
    app.step([])

    # ------------------------------------------------ idle: the real loop, waiting for events
    idle_cpu = None
    if hasattr(app, "run"):
        pygame.event.clear()
        pygame.time.set_timer(pygame.QUIT, int(args.idle * 1000), 1)
        marks: dict = {}
        real_shutdown = getattr(app, "shutdown", None)
        if real_shutdown is not None:          # the close (autosave, worker) is timed apart
            def timed_shutdown():
                marks["cpu"], marks["wall"] = time.process_time(), time.perf_counter()
                real_shutdown()
                marks["close"] = time.perf_counter() - marks["wall"]
            app.shutdown = timed_shutdown
        c0 = time.process_time()
        w0 = time.perf_counter()
        app.run()
        idle_wall = marks.get("wall", time.perf_counter()) - w0
        idle_cpu = marks.get("cpu", time.process_time()) - c0
    print(f"table {w}x{h}, seed {seed}, {on_table} cards in play, {len(L.hand_rects)} in hand, "
          f"dragging {cid}")
    print(f"frames with a drag in progress: {len(times)}; median {med:.2f} ms, p99 {p99:.2f} ms "
          f"(target < 8 ms)")
    print(f"start to first frame: {first_frame:.3f} s (target < 1.0 s)")
    if idle_cpu is not None:
        print(f"idle: {idle_cpu:.3f} CPU s in {idle_wall:.1f} s of waiting (target < 0.1 s)")
        if "close" in marks:
            print(f"close after Quit (autosave, scenes left): {marks['close']:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
