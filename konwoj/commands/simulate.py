"""``python main.py simulate --games N --seed S [--ruleset 1e|2e]``: random-vs-random games with the
rules engine.

The last line printed is ``games=N moloch_wins=X outpost_wins=Y games_per_s=Z``.
"""
from __future__ import annotations

import random
import time

from konwoj.commands import args as cli
from konwoj.rules import MOLOCH, OUTPOST, RULESETS, new_game


def random_walk(seed: int, steps: int, choice_seed: int | None = None, ruleset: str = "1e"):
    """``new_game(seed, ruleset)`` after ``steps`` uniformly random legal actions (fewer if the game ends);
    the choices come from ``random.Random(choice_seed)`` (default: ``seed``)."""
    state = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed if choice_seed is None else choice_seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_random_game(seed: int, max_actions: int = 20000, ruleset: str = "1e"):
    """One game where both sides pick uniformly among their legal actions."""
    state = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed ^ 0x5EED)
    n = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        n += 1
        if n > max_actions:
            raise RuntimeError(f"game with seed {seed} did not end after {max_actions} actions")
    return state, n


def main(argv: list[str] | None = None) -> int:
    p = cli.Parser(prog="main.py simulate", description=__doc__)
    p.add_argument("--games", type=cli.int_in(1, 10_000_000), default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--ruleset", choices=RULESETS, default="1e",
                   help="the edition of the rules: 1e (default) or 2e")
    p.add_argument("--verbose", action="store_true", help="print one line per game")
    args = p.parse_args(argv)
    wins = {MOLOCH: 0, OUTPOST: 0}
    start = time.perf_counter()
    for g in range(args.games):
        state, n = play_random_game(args.seed + g, ruleset=args.ruleset)
        wins[state.winner] += 1
        if args.verbose:
            print(f"seed={args.seed + g} winner={state.winner} reason={state.end_reason} "
                  f"battles={state.battle} actions={n}")
    dt = time.perf_counter() - start
    rate = args.games / dt if dt > 0 else float("inf")
    print(f"games={args.games} moloch_wins={wins[MOLOCH]} outpost_wins={wins[OUTPOST]} "
          f"games_per_s={rate:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
