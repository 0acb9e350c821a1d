"""Loading saves, including hostile ones: seconds and peak memory (MB) per case, each in a fresh
process so the memory figure is that load's alone.

    python bench/save_bench.py

Target (issue 11): every load or refusal under 1 s and 100 MB. Cases: a real save; the largest
save the game itself could write (the log at MAX_LOG events, within MAX_NODES); a 7.5 MB save
whose log is huge (refused by the value limit); a 7.9 MB flat list; 40,000-deep nesting; a
7 MB save name.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[2])
from konwoj import saves
t = time.perf_counter()
try:
    saves.load(sys.argv[1]); what = "loaded"
except saves.SaveError as err:
    what = "refused: " + err.problem_text("en")[:60]
dt = time.perf_counter() - t
print(json.dumps({"s": dt, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "what": what}))
"""
BASELINE = r"""
import json, resource, sys
sys.path.insert(0, sys.argv[1])
from konwoj import saves
print(json.dumps({"mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def real_save() -> str:
    from konwoj import saves
    from konwoj.rules import new_game
    s = new_game(3)
    r = random.Random(3)
    for _ in range(40):
        s.apply(r.choice(s.legal_actions()))
    return saves.encode(s, {"mode": "hotseat", "name": "bench"})


ENTRY = "  - - all\n    - pass\n    - - moloch\n"     # one log event as the game writes it


def with_log(text: str, n_events: int) -> str:
    i = text.index("  log:\n") + len("  log:\n")
    return text[:i] + ENTRY * n_events + text[i:]


def cases(folder: Path) -> dict:
    from konwoj import saves
    text = real_save()
    n_log = text.count("\n  - - ")
    out = {
        "real save (40 moves)": text,
        f"log at the limit ({saves.MAX_LOG} events)": with_log(text, saves.MAX_LOG - n_log - 5),
        "7.5 MB, huge log": with_log(text, (7_500_000 - len(text)) // len(ENTRY)),
        "7.9 MB flat list": "- 1\n" * (7_900_000 // 4),
        "40,000-deep [ ]": "[" * 40_000 + "]" * 40_000,
        "7 MB save name": text.replace("  name: bench\n", "  name: " + "W" * 7_000_000 + "\n"),
    }
    paths = {}
    for i, (name, body) in enumerate(out.items()):
        p = folder / f"case{i}.yaml"
        p.write_text(body)
        paths[name] = p
    return paths


def main() -> int:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    env = dict(os.environ, XDG_DATA_HOME=tempfile.mkdtemp(), XDG_CONFIG_HOME=tempfile.mkdtemp())
    base = json.loads(subprocess.run([sys.executable, "-c", BASELINE, str(ROOT)], env=env,
                                     capture_output=True, text=True, check=True).stdout)["mb"]
    print(f"save loading, commit {commit}; a process that imported konwoj.saves: {base:.0f} MB")
    with tempfile.TemporaryDirectory() as d:
        for name, p in cases(Path(d)).items():
            size = p.stat().st_size
            r = subprocess.run([sys.executable, "-c", CHILD, str(p), str(ROOT)], env=env,
                               capture_output=True, text=True)
            if r.returncode:
                print(f"{name:34} CRASHED (exit {r.returncode}) {r.stderr.strip()[-200:]}")
                continue
            m = json.loads(r.stdout)
            print(f"{name:34} {size / 1e6:6.2f} MB file  {m['s']:6.3f} s  peak {m['mb']:5.0f} MB "
                  f"(+{m['mb'] - base:4.0f})  {m['what']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
