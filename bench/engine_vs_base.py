"""The engine and the search now against commit 849a513, side by side in one run (issue 18).

    python bench/engine_vs_base.py [--rounds 3] [--games 200] [--base 849a513] [--ai-positions 12]
                                   [--ai-iterations 300] [--no-ai] [--memory]

The base commit is checked out once into a temporary directory (``git worktree add --detach``; removed
at the end). Each round runs the same measuring script in a fresh subprocess on both trees,
alternating which goes first, and the medians over the rounds are compared (two shared cores: only
ratios measured in one run mean anything):

- random games per second (CPU time of the measuring process) for each edition, exactly as
  ``main.py simulate`` plays them;
- microseconds (median over every position of 30 random games per edition) for ``clone``,
  ``determinize`` and ``legal_actions`` + ``apply`` (each action applied right after a clone and a
  determinize of the state), and ``legal_actions`` + ``apply`` alone (the same games, no copies);
- Veteran search iterations per second (CPU time) on fixed positions (both sides Private up to the
  position, then ``ISMCTS.search`` with the default settings and ``--ai-iterations`` iterations)
  and, in a separate instrumented run, the split of an iteration into determinize / tree / rollout /
  evaluate (microseconds per iteration);
- with ``--memory``: peak resident memory (ru_maxrss) of ``main.py simulate --games 1000`` and of one
  1 s Veteran decision, each in its own process, with the bytecode compiled beforehand (into a
  temporary PYTHONPYCACHEPREFIX: compiling the sources would otherwise be part of the peak); the
  least of three runs.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r'''
import json, random, statistics, sys, time
sys.path.insert(0, ".")
from konwoj.rules import new_game, RULESETS
try:
    from konwoj.commands.simulate import play_random_game
except ImportError:        # the base (849a513): before the commands package
    from konwoj.simulate import play_random_game
try:      # both trees play the same games: the card values the base shipped (its data/cards.yaml)
    from konwoj.rules import cards, variants
    cards._DEFAULT = variants.legacy_data()
except (ImportError, AttributeError):     # the base itself: those are its values
    pass
what, games, npos, iters = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
pc = time.perf_counter
cpu = time.process_time   # throughput in CPU time: less hurt by other processes on shared cores
out = {}
if what == "engine":
    for ed in RULESETS:
        t = cpu()
        for seed in range(1, games + 1):
            play_random_game(seed, ruleset=ed)
        out["games_per_s_" + ed] = games / (cpu() - t)
    for ed in RULESETS:
        cl, de, la = [], [], []
        for seed in range(30):
            s = new_game(seed=seed, ruleset=ed)
            rng = random.Random(seed)
            drng = random.Random(seed + 77)
            while not s.is_terminal():
                t = pc(); s.clone(); cl.append(pc() - t)
                side = s.current_player
                t = pc(); s.determinize(side, drng); de.append(pc() - t)
                t = pc(); acts = s.legal_actions(); la_t = pc() - t
                a = rng.choice(acts)
                t = pc(); s.apply(a); la.append(la_t + pc() - t)
        out["clone_us_" + ed] = statistics.median(cl) * 1e6
        out["determinize_us_" + ed] = statistics.median(de) * 1e6
        out["legal_apply_us_" + ed] = statistics.median(la) * 1e6
        # the same games without a clone / determinize of the state before each action (a copy
        # that shares parts copy-on-write makes the next apply of the original copy them)
        la = []
        for seed in range(30):
            s = new_game(seed=seed, ruleset=ed)
            rng = random.Random(seed)
            while not s.is_terminal():
                t = pc(); acts = s.legal_actions(); la_t = pc() - t
                a = rng.choice(acts)
                t = pc(); s.apply(a); la.append(la_t + pc() - t)
        out["legal_apply_alone_us_" + ed] = statistics.median(la) * 1e6
else:
    from konwoj.ai import make_ai
    from konwoj.ai import ismcts as M
    from konwoj.rules import GameState
    # fixed positions: Private against Private, every 7th decision with a real choice
    positions = []
    g = 0
    while len(positions) < npos:
        s = new_game(seed=g, ruleset="1e" if g % 2 == 0 else "2e")
        pl = {"moloch": make_ai("private", seed=g), "outpost": make_ai("private", seed=g + 1000)}
        k = 0
        while not s.is_terminal() and len(positions) < npos:
            if len(s.legal_actions()) > 1:
                k += 1
                if k % 7 == 3:
                    positions.append(s.clone())
            s.apply(pl[s.current_player].choose(s))
        g += 1
    done = 0
    t = cpu()
    for i, p in enumerate(positions):
        srch = M.ISMCTS(budget=60.0, seed=i, max_iterations=iters)
        srch.search(p)
        done += srch.last.iterations
    out["ai_iterations_per_s"] = done / (cpu() - t)
    # the split: determinize / tree / rollout / evaluate, timed around the unchanged search code
    acc = {"determinize": 0.0, "tree": 0.0, "rollout": 0.0, "evaluate": 0.0}
    st = {"phase": None, "t": 0.0, "pending": False}
    def switch(to):
        now = pc()
        if st["phase"] is not None:
            acc[st["phase"]] += now - st["t"]
        st["phase"], st["t"] = to, now
    real_det = GameState.determinize
    def det(self, side, rng, **kw):
        prev = st["phase"]; switch("determinize")
        try:
            return real_det(self, side, rng, **kw)
        finally:
            switch(prev)
    real_iter = M.ISMCTS._iterate
    def iterate(self, root, world, stop):
        switch("tree"); st["pending"] = False
        try:
            return real_iter(self, root, world, stop)
        finally:
            switch(None)
    real_eval = M.evaluate
    def ev(world):
        switch("evaluate")
        return real_eval(world)
    RealNode = M.Node
    class Node(RealNode):
        __slots__ = ()
        def __init__(self):
            RealNode.__init__(self)
            if st["phase"] == "tree":
                st["pending"] = True      # the new child: its apply is the last step of the tree
    real_apply = GameState.apply
    def apply(self, action):
        real_apply(self, action)
        if st["pending"]:
            st["pending"] = False
            switch("rollout")
    GameState.determinize, M.ISMCTS._iterate, M.evaluate, M.Node, GameState.apply = det, iterate, ev, Node, apply
    iters2 = 0
    for i, p in enumerate(positions[: max(2, npos // 2)]):
        srch = M.ISMCTS(budget=30.0, seed=i, max_iterations=150)
        srch.search(p)
        iters2 += srch.last.iterations
    for k, v in acc.items():
        out["split_us_" + k] = v / iters2 * 1e6
print("RESULT " + json.dumps(out))
'''

MEM = r'''
import resource, sys
sys.path.insert(0, ".")
what = sys.argv[1]
if what == "simulate":
    try:
        from konwoj.commands import simulate
    except ImportError:
        from konwoj import simulate
    import io, contextlib
    with contextlib.redirect_stdout(io.StringIO()):
        simulate.main(["--games", "1000", "--seed", "1"])
else:
    from konwoj.ai import make_ai
    from konwoj.rules import new_game
    s = new_game(seed=3)
    p = make_ai("private", seed=3)
    for _ in range(12):
        s.apply(p.choose(s))
    v = make_ai("veteran", seed=1, budget=1.0)
    v.choose(s)
print("RESULT", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
'''


def run(tree: str, script: str, *args, pycache: str | None = None) -> dict | int:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if pycache:       # compiled once, then read: the peak is the game's, not the compiler's
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = pycache
    r = subprocess.run([sys.executable, "-c", script, *map(str, args)], cwd=tree,
                       capture_output=True, text=True, env=env)
    if r.returncode:
        raise SystemExit(f"measuring in {tree} failed:\n{r.stderr}")
    line = [x for x in r.stdout.splitlines() if x.startswith("RESULT")][-1]
    return json.loads(line[7:])


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--base", default="849a513")
    p.add_argument("--ai-positions", type=int, default=12)
    p.add_argument("--ai-iterations", type=int, default=300)
    p.add_argument("--no-ai", action="store_true")
    p.add_argument("--memory", action="store_true")
    args = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="konwoj-base-")
    base = os.path.join(tmp, "base")
    subprocess.run(["git", "worktree", "add", "--detach", base, args.base], cwd=ROOT, check=True,
                   capture_output=True)
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    trees = {"base": base, "now": ROOT}
    res = {"base": [], "now": []}
    try:
        for r in range(args.rounds):
            order = ("base", "now") if r % 2 == 0 else ("now", "base")
            for name in order:
                d = run(trees[name], CHILD, "engine", args.games, 0, 0)
                if not args.no_ai:
                    d.update(run(trees[name], CHILD, "ai", 0, args.ai_positions, args.ai_iterations))
                res[name].append(d)
                print(f"round {r + 1} {name}: " + " ".join(f"{k}={v:.1f}" for k, v in d.items()),
                      flush=True)
        mem = {}
        if args.memory:
            for name in ("base", "now"):
                cache = os.path.join(tmp, "pyc-" + name)
                run(trees[name], MEM, "veteran", pycache=cache)      # warm the bytecode cache
                mem[name] = {w: min(run(trees[name], MEM, w, pycache=cache) for _ in range(3))
                             for w in ("simulate", "veteran")}
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", base], cwd=ROOT, capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)
    med = {n: {k: statistics.median(d[k] for d in res[n]) for k in res[n][0]} for n in res}
    print(f"\nmedians over {args.rounds} rounds: base {args.base} vs now {head}")
    print(f"{'measure':28s} {'base':>10s} {'now':>10s} {'speed-up':>9s}")
    for k in med["base"]:
        b, n = med["base"][k], med["now"][k]
        faster = n / b if ("per_s" in k) else (b / n if n else float("inf"))
        print(f"{k:28s} {b:10.1f} {n:10.1f} {faster:8.2f}x")
    for name in mem:
        print(f"peak memory {name}: simulate --games 1000 {mem[name]['simulate']} KB, "
              f"1 s Veteran decision {mem[name]['veteran']} KB")


if __name__ == "__main__":
    main()
