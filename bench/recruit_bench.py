"""Does the Recruit play? Share of its attack phases that offer a card in which it plays one, and
where its cards go (the battle city, the cities to come, New York).

    python bench/recruit_bench.py [--games 40] [--level recruit] [--against private] [--seed 0]
                                  [--ruleset 1e]

The level under test takes Moloch in even games and the Outpost in odd ones. A phase "offers a
card" when a card can be played (or an Instant used) at its first decision; it "plays" when one
of its decisions in that phase is a play or an Instant.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from konwoj.ai import make_ai  # noqa: E402
from konwoj.rules import MOLOCH, OUTPOST, new_game  # noqa: E402

CARD = ("play", "instant")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--level", default="recruit")
    p.add_argument("--against", default="private")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--ruleset", default="1e")
    p.add_argument("--budget", type=float, default=0.25)
    a = p.parse_args()
    stats = {s: {"offered": 0, "played": 0, "cards": 0, "here": 0, "future": 0, "ny": 0,
                 "wins": 0, "games": 0} for s in (MOLOCH, OUTPOST)}
    for g in range(a.games):
        side = MOLOCH if g % 2 == 0 else OUTPOST
        s = new_game(seed=a.seed + g // 2, ruleset=a.ruleset)
        me = make_ai(a.level, seed=g * 2 + 1, budget=a.budget)
        them = make_ai(a.against, seed=g * 2 + 2, budget=a.budget)
        st = stats[side]
        phase = None          # (battle, phase) of the attack phase in progress
        offered = played = False   # does that phase offer a card; has one been played in it
        while not s.is_terminal():
            p_ = s.current_player
            if p_ != side:
                s.apply(them.choose(s))
                continue
            kind = s.decision_frame[0]
            if kind == "attack":
                key = (s.battle, s.phase)
                if key != phase:
                    if phase is not None and offered:
                        st["played"] += played
                    phase, played = key, False
                    offered = any(x.kind in CARD for x in s.legal_actions())
                    st["offered"] += offered
            act = me.choose(s)
            if kind == "attack" and act.kind in CARD:
                played = True
                if act.kind == "play" and act.target is None:
                    st["cards"] += 1
                    if act.city == s.active_city:
                        st["here"] += 1
                    elif act.city == 4:
                        st["ny"] += 1
                    else:
                        st["future"] += 1
            s.apply(act)
        if phase is not None and offered:
            st["played"] += played
        st["games"] += 1
        st["wins"] += s.winner == side
    for side, st in stats.items():
        n = max(1, st["offered"])
        c = max(1, st["cards"])
        print(f"{a.level} as {side}: games={st['games']} wins={st['wins']} attack phases offering "
              f"a card={st['offered']} played in={st['played']} ({st['played'] / n:.0%}); "
              f"cards to the battle city {st['here'] / c:.0%}, other cities {st['future'] / c:.0%}, "
              f"New York {st['ny'] / c:.0%}")
    off = sum(st["offered"] for st in stats.values())
    pl = sum(st["played"] for st in stats.values())
    print(f"level={a.level} against={a.against} games={a.games} ruleset={a.ruleset} "
          f"phases={off} played_share={pl / max(1, off):.3f}")


if __name__ == "__main__":
    main()
