#!/usr/bin/env python3
"""Memory over a whole game in the real window: the game's process (RSS, PSS, USS), its computer
processes, the X server, and what the window's caches hold, after the first battle and after
the game over.

    DISPLAY=:87 .venv/bin/python bench/memory_game.py [--size 1920x1080] [--level veteran]
        [--budget 0.3] [--seed 11] [--speed 1] [--player mouse|direct] [--no-replay]
        [--tree DIR]   # the game of another checkout, e.g. one of 6aad1c4, for comparison

A child process opens the game window (the X display when DISPLAY is set, e.g. ``Xvfb :87
-screen 0 1920x1080x24``, else SDL's dummy driver) and plays a whole solo game through the app's
own loop: the computer at ``--level`` with a ``--budget`` second search against a scripted
player (the mouse moves to a random thing the table offers, now and then rests on it, clicks;
the opening hand is kept through its screen, the battle summary closed with Space). After the
game it watches the whole replay and runs its analysis, as a player might. Memory is read from
/proc (smaps_rollup: PSS, and USS = private clean + dirty) at each mark, for the game, its
computer processes and the X server. Targets: the game's RSS after the game within 25% of its
RSS after the first battle, and under 300 MB at 1920x1080. Linux only.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MB = 1024 * 1024
GROWTH_TARGET = 0.25
RSS_TARGET_MB = 300


# ---------------------------------------------------------------------- /proc
def memory(pid: int) -> dict:
    """RSS, PSS and USS (MB) of process ``pid``; {} when it is gone."""
    out = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                out["rss"] = int(line.split()[1]) / 1024
        roll = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    except OSError:
        return out
    kb = {}
    for line in roll[1:]:
        parts = line.split()
        if len(parts) >= 2 and parts[1].isdigit():
            kb[parts[0].rstrip(":")] = int(parts[1])
    out["pss"] = kb.get("Pss", 0) / 1024
    out["uss"] = (kb.get("Private_Clean", 0) + kb.get("Private_Dirty", 0)) / 1024
    return out


def children_of(pid: int) -> list[tuple[int, str]]:
    """Every descendant process of ``pid``: (pid, command line)."""
    parent: dict[int, int] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                parent[int(d.name)] = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        for c, pp in parent.items():
            if pp == p:
                found.append(c)
                todo.append(c)
    out = []
    for c in found:
        try:
            cmd = Path(f"/proc/{c}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:80]
        except OSError:
            cmd = "?"
        out.append((c, cmd))
    return out


def x_server(display: str | None) -> int | None:
    """The pid of the Xvfb serving ``display`` (read from /proc), if it runs here."""
    if not display:
        return None
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            argv = (d / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if argv and argv[0].endswith(b"Xvfb") and display.encode() in argv:
            return int(d.name)
    return None


# ---------------------------------------------------------------------- the game (child)
def cache_report() -> dict:
    """What the window's caches of rendered pictures hold (entries, MB), by cache, and every
    surface alive (found by reference: surfaces are not tracked by gc)."""
    import gc

    import pygame

    try:
        from konwoj.ui import surface_cache as sc
    except ImportError:                  # an older tree (--tree): its caches were plain dicts
        sc = None
    out: dict = {}
    for c in list(sc._caches) if sc else ():
        n, mb = out.get(c.name, (0, 0.0))
        out[c.name] = (n + len(c), mb + c.nbytes / MB)
    seen: dict = {}
    for o in gc.get_objects():
        for r in gc.get_referents(o):
            if isinstance(r, pygame.Surface):
                seen[id(r)] = r
    alive = sum(s.get_pitch() * s.get_height() for s in seen.values()) / MB
    out = {k: [n, round(mb, 1)] for k, (n, mb) in sorted(out.items(), key=lambda kv: -kv[1][1])}
    if sc:
        out["all caches"] = [sum(n for n, _ in out.values()), round(sc.held() / MB, 1)]
        out["budget"] = [None, round(sc.budget() / MB, 1)]
    out["surfaces alive"] = [len(seen), round(alive, 1)]
    out["python blocks"] = [sys.getallocatedblocks(), None]
    return out


def next_events(app) -> list:
    """The app loop's next events (an older tree's loop, spelled out, when it has no
    ``next_events``)."""
    if hasattr(app, "next_events"):
        return app.next_events()
    import pygame
    if app._dirty or app.scenes.is_animating():
        app.clock.tick(60)
        return pygame.event.get()
    first = pygame.event.wait(500)
    return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()


def play(args) -> int:
    import pygame

    from konwoj.app import App
    from konwoj.play.session import make_match
    from konwoj.rules import new_game
    from konwoj.settings import Settings

    w, h = (int(x) for x in args.size.split("x"))
    st = Settings()
    st.lang = "en"
    st.animation_speed = args.speed
    st.ai_budget = args.budget
    app = App(size=(w, h), settings=st)
    human = "outpost"
    match = make_match(new_game(seed=args.seed), "solo", (human,), args.level, args.seed)
    rng = random.Random(args.seed)
    marks: list[str] = []
    battle0 = None
    over_at = None
    last_key = 0.0

    replay_steps = 0
    pending: list = []                   # the mouse player's events to come, one a frame
    mouse = [w // 2, h // 2]

    def mouse_to(point, rng, now) -> list:
        """Move to ``point`` over a few frames, now and then rest there (the card's zoom
        shows), and click."""
        out = []
        x0, y0 = mouse
        for i in range(1, 7):
            p = (round(x0 + (point[0] - x0) * i / 6), round(y0 + (point[1] - y0) * i / 6))
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1),
                                          buttons=(0, 0, 0)))
        mouse[:] = point
        if rng.random() < 0.3:
            out.append(now + 0.6)        # a rest until then (the zoom shows after 0.35 s)
        out += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(point), button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(point), button=1)]
        return out
    analysis_at = 0.0

    def press(key) -> None:
        for t in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(t, key=key, mod=0, unicode="", scancode=0))

    def mark(name: str) -> None:
        marks.append(name)
        rep = {"mark": name, "pid": os.getpid(), "moves": match.moves,
               "battle": match.state.battle, "caches": cache_report()}
        print(json.dumps(rep), flush=True)
        sys.stdin.readline()             # the parent reads /proc while the game waits

    for _ in range(3):
        app.step(next_events(app))
    mark("title")
    app.start_match(match)
    deadline = time.monotonic() + args.timeout
    while app.running and time.monotonic() < deadline:
        app.step(next_events(app))
        top = app.scenes.top
        kind = type(top).__name__
        now = time.monotonic()
        if kind == "MulliganScene":
            top.keep()                   # the scripted player keeps its opening hand
        elif kind == "TableScene":
            table = top
            if battle0 is None:
                battle0 = match.state.battle
                mark("table")
            if "first battle" not in marks and match.state.battle != battle0 \
                    and not table.is_animating():
                mark("first battle")
            if pending:
                if isinstance(pending[0], float):          # a rest: the hover zoom shows
                    if now >= pending[0]:
                        pending.pop(0)
                else:
                    pygame.event.post(pending.pop(0))
                continue
            if table.resolution_modal() or not table.human_turn():
                if table.resolution_modal() and now - last_key > 0.3:
                    last_key = now
                    press(pygame.K_SPACE)
                continue
            if table.anims.active(table.now()):
                continue
            if args.player == "mouse":
                options = [c for c in table.clickables() if not (
                    c[0] == "button" and c[1] in ("undo", "menu", "hint"))]
                if options:
                    pending.extend(mouse_to(rng.choice(options)[2], rng, now))
                continue
            legal = match.state.legal_actions()
            if legal:
                table._apply(rng.choice(legal))
        elif kind == "GameOverScene":
            if over_at is None:
                over_at = now
                mark("game over")
            elif now - over_at > args.linger:
                mark(f"game over + {args.linger:g} s")
                if not args.replay:
                    break
                press(pygame.K_p)        # "Watch the replay"
        elif kind == "ReplayScene":
            rp = top
            if replay_steps < match.moves + 5:
                replay_steps += 1
                press(pygame.K_RIGHT)    # every step of the game, drawn
            elif rp.worker is None:
                mark("replay, every step shown")
                rp.start_analysis()      # "Analyse": the Veteran judges every decision
                analysis_at = now
            elif rp.analysis is not None or rp.worker.error or now - analysis_at > 300:
                mark("replay + analysis done" if rp.analysis is not None
                     else f"replay + analysis: {rp.worker.error or 'not done in 300 s'}")
                break
            elif "analysing" not in marks and now - analysis_at > 5:
                mark("analysing")
    if "game over" not in marks:
        print(json.dumps({"error": f"no game over in {args.timeout:g} s", "moves": match.moves}),
              flush=True)
    app.shutdown()
    return 0


# ---------------------------------------------------------------------- the bench (parent)
def fmt(m: dict) -> str:
    if not m:
        return "gone"
    return f"RSS {m.get('rss', 0):6.1f}  PSS {m.get('pss', 0):6.1f}  USS {m.get('uss', 0):6.1f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--level", default="veteran")
    ap.add_argument("--budget", type=float, default=0.3)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--speed", type=float, default=1.0, help="animation speed (0: none)")
    ap.add_argument("--player", choices=("mouse", "direct"), default="mouse",
                    help="mouse: the scripted player moves the mouse, rests on what it will "
                         "click (zooms show) and clicks what the table offers; direct: random "
                         "legal moves given to the table")
    ap.add_argument("--linger", type=float, default=10.0,
                    help="seconds on the game-over screen before the last mark")
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument("--replay", action=argparse.BooleanOptionalAction, default=True,
                    help="after the game: watch the whole replay and analyse it (as a player "
                         "might) and measure again")
    ap.add_argument("--tree", default=str(ROOT),
                    help="play the game of another checkout (e.g. one of 6aad1c4)")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        return play(args)
    display = os.environ.get("DISPLAY")
    home = Path(tempfile.mkdtemp(prefix="konwoj-mem-"))
    tree = Path(args.tree).resolve()
    env = dict(os.environ, PYTHONPATH=str(tree), SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"))
    if not display:
        env["SDL_VIDEODRIVER"] = "dummy"
    head = subprocess.run(["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    print(f"commit {head}; window {args.size} on "
          f"{'X display ' + display if display else 'the SDL dummy driver'}; "
          f"{args.level} at {args.budget:g} s against random moves, seed {args.seed}; MB")
    xpid = x_server(display)
    proc = subprocess.Popen([sys.executable, __file__, "--child", *(argv or sys.argv[1:])],
                            env=env, cwd=str(home), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    rss: dict[str, float] = {}
    try:
        for line in proc.stdout:
            if not line.startswith("{"):
                continue
            rep = json.loads(line)
            if "error" in rep:
                print("  ", rep)
                continue
            name = rep["mark"]
            me = memory(proc.pid)
            rss[name] = me.get("rss", 0)
            kids = [(c, cmd, memory(c)) for c, cmd in children_of(proc.pid)]
            total = me.get("rss", 0) + sum(m.get("rss", 0) for _, _, m in kids)
            print(f"\n[{name}] moves {rep['moves']}, battle {rep['battle']}")
            print(f"  game process     {fmt(me)}")
            for c, cmd, m in kids:
                print(f"  child {c:<9} {fmt(m)}   {cmd.split(' -c ')[0][-40:]}")
            print(f"  game + children  RSS {total:6.1f}   ({len(kids)} child process(es))")
            if xpid:
                print(f"  X server (Xvfb)  {fmt(memory(xpid))}")
            caches = ", ".join(f"{k} " + (f"{n} " if n is not None else "")
                               + (f"({mb} MB)" if mb is not None else "")
                               for k, (n, mb) in rep["caches"].items() if n or mb)
            print(f"  caches: {caches}", flush=True)
            proc.stdin.write("\n")
            proc.stdin.flush()
        proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()
        shutil.rmtree(home, ignore_errors=True)
    first, over = rss.get("first battle"), rss.get("game over")
    end = next((v for k, v in rss.items() if k.startswith("game over +")), over)
    if first and over:
        growth = (max(over, end) - first) / first
        print(f"\ngame process RSS: after the first battle {first:.1f} MB, after the game "
              f"{over:.1f} MB, {end:.1f} MB later: {growth:+.0%} "
              f"(target within {GROWTH_TARGET:.0%}; under {RSS_TARGET_MB} MB: "
              f"{'ok' if max(over, end) < RSS_TARGET_MB else 'OVER'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
