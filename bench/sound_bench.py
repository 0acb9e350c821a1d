#!/usr/bin/env python3
"""Sound bench: what sound costs the game, through SDL's real mixer path (the disk audio driver,
which plays into a file, stands in for a sound card).

    .venv/bin/python bench/sound_bench.py

Prints: the sound set's size; the one-time cost of opening the mixer and loading every sound (paid
on the table's first frame); the cost of one play(); the table hook's cost per frame with nothing
due; the event -> sound mapping's cost per applied action over random games.
Targets: set < 1 MB; play() median < 0.1 ms; per-frame hook < 0.01 ms; mapping < 0.05 ms per action.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["SDL_AUDIODRIVER"] = "disk"
_out = Path(tempfile.mkdtemp(prefix="konwoj-sound-bench-")) / "played.raw"
os.environ["SDL_DISKAUDIOFILE"] = str(_out)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    import pygame
    pygame.display.init()
    from konwoj.ui import audio
    from konwoj.rules import new_game
    from konwoj.settings import Settings

    folder = audio.sound_dir()
    size = sum(p.stat().st_size for p in folder.glob("*.wav"))
    print(f"sound set: {len(list(folder.glob('*.wav')))} files, {size / 1024:.0f} KiB "
          f"(target < 1 MB)")

    a = audio.Audio(Settings(sound_volume=1.0))
    t0 = time.perf_counter()
    a.update(0.0)
    first = time.perf_counter() - t0
    print(f"first table frame: mixer opened ({a.state}) and sounds loaded in "
          f"{first * 1000:.1f} ms, once")
    times = []
    for i in range(300):
        t0 = time.perf_counter()
        a.play(audio.SOUND_NAMES[i % len(audio.SOUND_NAMES)])
        times.append(time.perf_counter() - t0)
    times.sort()
    print(f"play(): median {statistics.median(times) * 1e6:.1f} us, "
          f"p99 {times[int(len(times) * 0.99)] * 1e6:.1f} us, max {times[-1] * 1e6:.0f} us "
          f"(target: median < 100 us)")
    times = []
    for i in range(10000):
        t0 = time.perf_counter()
        a.update(1.0 + i)
        times.append(time.perf_counter() - t0)
    print(f"per-frame hook with nothing due: median {statistics.median(times) * 1e6:.2f} us "
          f"(target < 10 us)")

    n_actions = 0
    spent = 0.0
    for seed in range(1, 11):
        s = new_game(seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            n = len(s.log)
            s.apply(rng.choice(s.legal_actions()))
            t0 = time.perf_counter()
            audio.sounds_for(s.log[n:], "outpost", by_ai=bool(n_actions % 2))
            spent += time.perf_counter() - t0
            n_actions += 1
    print(f"event -> sound mapping: {spent / n_actions * 1e6:.1f} us per action over "
          f"{n_actions} actions of 10 random games (target < 50 us)")
    pygame.mixer.quit()
    try:
        _out.unlink()
        _out.parent.rmdir()
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
