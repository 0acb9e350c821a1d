#!/usr/bin/env python3
"""Idle CPU at the table: the real game window (``main.py --load``) with nothing happening,
against an older commit, side by side.

    DISPLAY=:87 .venv/bin/python bench/idle_cpu.py [--seconds 30] [--rounds 3] [--base 6aad1c4]

Each run opens a fresh game process at the table (a computer game, the player to move: no
animation, no computer thinking, the mouse outside the window), waits ``--settle`` seconds, then
reads the process's CPU time (utime + stime of /proc/<pid>/stat, every thread; a computer worker
would be a child process and is not counted, none runs here) over ``--seconds``. The two commits
alternate run by run; the figure is the median per commit and size, in % of one core. With
DISPLAY set the window is on that X server (e.g. ``Xvfb :87 -screen 0 1920x1080x24``), else on
SDL's dummy driver. Target: under 0.5% of a core. Linux only (/proc).
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLK_TCK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
TARGET = 0.5


def cpu_seconds(pid: int) -> float:
    """utime + stime of process ``pid`` (all its threads), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def table_save(path: Path) -> None:
    """A computer game at the table, the player (Outpost) to move, past the opening hands."""
    sys.path.insert(0, str(ROOT))
    from konwoj import saves
    from konwoj.rules import new_game
    s = new_game(seed=5)
    rng = random.Random(5)
    while s.phase == "mulligan" or s.current_player != "outpost":
        s.apply(rng.choice(s.legal_actions()))
    saves.save(s, path, {"mode": "solo", "human_sides": ["outpost"],
                         "opponent_level": "recruit", "seed": 5})


def tree_at(commit: str, into: Path) -> Path:
    """The repository's files at ``commit`` (git archive), to run the old game from."""
    into.mkdir(parents=True)
    arch = subprocess.run(["git", "-C", str(ROOT), "archive", commit], check=True,
                          capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=arch, check=True)
    return into


def measure(tree: Path, size: str, save: Path, settle: float, seconds: float, tmp: Path) -> float:
    """% of one core the game at ``tree`` uses idle at the table, over ``seconds``."""
    home = Path(tempfile.mkdtemp(dir=tmp))
    env = dict(os.environ, PYTHONPATH=str(tree), SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"))
    if not os.environ.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    proc = subprocess.Popen([sys.executable, str(tree / "main.py"), "--size", size,
                             "--load", str(save)], env=env, cwd=str(home),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            raise RuntimeError(f"the game ended: {proc.stderr.read().decode()[-400:]}")
        c0, t0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        c1, t1 = cpu_seconds(proc.pid), time.monotonic()
        return 100.0 * (c1 - c0) / (t1 - t0)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--settle", type=float, default=8.0)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--sizes", default="1366x768,1920x1080")
    ap.add_argument("--base", default="6aad1c4", help="the commit to compare against ('' : none)")
    args = ap.parse_args(argv)
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or "?"
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "konwoj"],
                           capture_output=True, text=True).stdout.strip()
    display = os.environ.get("DISPLAY")
    print(f"window: {'X display ' + display if display else 'SDL dummy driver'}; "
          f"{args.seconds:g} s measured after {args.settle:g} s settling; "
          f"{args.rounds} round(s), commits alternating")
    tmp = Path(tempfile.mkdtemp(prefix="konwoj-idle-"))
    try:
        save = tmp / "table.yaml"
        table_save(save)
        trees = {f"{head}{'+' if dirty else ''} (this tree)": ROOT}
        if args.base:
            base = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", args.base],
                                  capture_output=True, text=True, check=True).stdout.strip()
            trees = {f"{base} (base)": tree_at(base, tmp / "base"), **trees}
        sizes = [s.strip() for s in args.sizes.split(",") if s.strip()]
        got: dict = {(name, size): [] for name in trees for size in sizes}
        for r in range(args.rounds):
            for size in sizes:
                for name, tree in trees.items():
                    pct = measure(tree, size, save, args.settle, args.seconds, tmp)
                    got[(name, size)].append(pct)
                    print(f"  round {r + 1} {size:>9} {name}: {pct:.3f}% of a core", flush=True)
        print("\nmedian % of one core, idle at the table (target < 0.5%):")
        names = list(trees)
        print(f"{'size':>10} " + " ".join(f"{n:>26}" for n in names)
              + ("   ratio" if len(names) == 2 else ""))
        for size in sizes:
            meds = [statistics.median(got[(n, size)]) for n in names]
            line = f"{size:>10} " + " ".join(f"{m:>25.3f}%" for m in meds)
            if len(meds) == 2:
                line += f"   {meds[0] / meds[1]:.0f}x less" if meds[1] > 0 else "   (new: 0)"
            ok = "ok" if meds[-1] < TARGET else "OVER TARGET"
            print(f"{line}   {ok}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
