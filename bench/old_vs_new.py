"""The Veteran of this checkout (thinking by the phase) against the Veteran of another commit
(thinking per decision), the old one running in its own process from its own checkout.

    git worktree add --detach ../old 849a513
    python bench/old_vs_new.py --old ../old [--games 8] [--budget 2.0] [--old-budget 1.0]
                               [--ruleset 1e] [--seed 0]

The new Veteran takes Moloch in even games and the Outpost in odd ones, on the same deals. The old
player gets each question as ``state.to_dict()`` over a pipe and answers with the action. Both
sides' thinking time is summed (the new one's per phase is at most ``--budget``; the old one's is
``--old-budget`` per decision), so "equal or less total thinking time" can be read off.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.ai.tournament import wilson  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, Action, new_game  # noqa: E402

SERVER = r"""
import json, sys
from konwoj.ai import make_ai
from konwoj.rules import GameState
players = {}
for line in sys.stdin:
    q = json.loads(line)
    key = q["game"]
    if key not in players:
        players = {key: make_ai("veteran", seed=q["seed"], budget=q["budget"])}
    s = GameState.from_dict(q["state"])
    a = players[key].choose(s)
    sys.stdout.write(json.dumps(list(a)) + "\n")
    sys.stdout.flush()
"""


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--old", required=True, help="a checkout of the old commit")
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--budget", type=float, default=2.0, help="the new Veteran, per phase")
    p.add_argument("--old-budget", type=float, default=1.0, help="the old Veteran, per decision")
    p.add_argument("--ruleset", default="1e")
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    old = subprocess.Popen([sys.executable, "-c", SERVER], cwd=os.path.abspath(a.old),
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                           env={**os.environ, "PYTHONPATH": os.path.abspath(a.old)})
    wins, think = 0, {"new": 0.0, "old": 0.0}
    try:
        for g in range(a.games):
            new_side = MOLOCH if g % 2 == 0 else OUTPOST
            s = new_game(seed=a.seed + g // 2, ruleset=a.ruleset)
            new = make_ai("veteran", seed=g * 2 + 1, budget=a.budget)
            while not s.is_terminal():
                t = time.perf_counter()
                if s.current_player == new_side:
                    act = new.choose(s)
                    think["new"] += time.perf_counter() - t
                else:
                    old.stdin.write(json.dumps({"game": g, "seed": g * 2 + 2, "budget": a.old_budget,
                                                "state": s.to_dict()}) + "\n")
                    old.stdin.flush()
                    act = Action(*json.loads(old.stdout.readline()))
                    think["old"] += time.perf_counter() - t
                s.apply(act)
            wins += s.winner == new_side
            print(f"game {g}: new as {new_side}, winner {s.winner}; thinking so far new "
                  f"{think['new']:.0f} s, old {think['old']:.0f} s", flush=True)
    finally:
        old.stdin.close()
        old.wait(timeout=10)
    lo, hi = wilson(wins, a.games)
    print(f"new(budget {a.budget}/phase) vs old(budget {a.old_budget}/decision) ruleset={a.ruleset} "
          f"games={a.games} new_wins={wins} new_rate={wins / a.games:.3f} ci95={lo:.3f}-{hi:.3f} "
          f"thinking new={think['new']:.0f}s old={think['old']:.0f}s")


if __name__ == "__main__":
    main()
