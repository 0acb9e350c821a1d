"""``python main.py tournament --a LEVEL --b LEVEL --games N --seed S [--budget SEC] [--jobs J]``

Computer players against each other. Games go in pairs on the same deal (seed S+k): in one level
``a`` is Moloch, in the other the Outpost, so each level takes each side in half of the games.
The last line printed is

    a=LEVEL b=LEVEL games=N a_wins=X a_rate=R ci95=LO-HI

with R and the bounds as fractions (Wilson score interval, 95%).

``--strengths FILE`` plays with other card strengths (a YAML file ``strengths: {card_key: n}``, the
format of the user override file): the balance experiments of docs/rulings.md section 3.
"""
from __future__ import annotations

import multiprocessing as mp
import sys
import time

from konwoj.ai import ALL_LEVELS, BUDGET_RANGE
from konwoj.ai.tournament import _run, card_data, percentile, wilson
from konwoj.commands import args as cli
from konwoj.rules import MOLOCH, OUTPOST, RULESETS, SIDES
from konwoj.rules.cards import CardDataError


def main(argv: list[str] | None = None) -> int:
    p = cli.Parser(prog="main.py tournament", description="Computer players against each other.")
    p.add_argument("--a", required=True, choices=ALL_LEVELS)
    p.add_argument("--b", required=True, choices=ALL_LEVELS)
    p.add_argument("--games", type=cli.int_in(1, 1_000_000), default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=cli.float_in(*BUDGET_RANGE), default=3.0,
                   help=f"Veteran's seconds per phase ({BUDGET_RANGE[0]:g}-{BUDGET_RANGE[1]:g}; "
                        "the game's default is 3)")
    p.add_argument("--jobs", type=cli.int_in(1, 64), default=1,
                   help="parallel processes (the machine has 2 cores)")
    p.add_argument("--verbose", action="store_true", help="one line per game")
    p.add_argument("--ruleset", choices=RULESETS, default="1e",
                   help="the edition of the rules: 1e (default) or 2e")
    p.add_argument("--strengths", default=None,
                   help="YAML file 'strengths: {card_key: n}' merged over the card data")
    args = p.parse_args(argv)
    if args.strengths is not None and not args.strengths.strip():
        return cli.fail(p.prog, "--strengths needs a file name (it was given an empty one)")
    if args.strengths:
        try:
            card_data(args.strengths)   # fail early on a bad file: one line, exit 2
        except CardDataError as exc:
            return cli.fail(p.prog, str(exc))
    specs = [(g, args.a, args.b, args.seed + g // 2, MOLOCH if g % 2 == 0 else OUTPOST, args.budget,
              args.strengths, args.ruleset) for g in range(args.games)]
    t0 = time.perf_counter()
    results = []
    if args.jobs > 1 and len(specs) > 1:
        ctx = mp.get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(min(args.jobs, len(specs))) as pool:
            for r in pool.imap_unordered(_run, specs):
                results.append(r)
                if args.verbose:
                    _print_game(r, args)
    else:
        for spec in specs:
            r = _run(spec)
            results.append(r)
            if args.verbose:
                _print_game(r, args)
    dt = time.perf_counter() - t0
    results.sort(key=lambda r: r["game"])
    n = len(results)
    a_wins = sum(1 for r in results if r["winner"] == r["a_side"])
    side_wins = {MOLOCH: sum(1 for r in results if r["winner"] == MOLOCH), OUTPOST: 0}
    side_wins[OUTPOST] = n - side_wins[MOLOCH]
    for side in SIDES:
        games = [r for r in results if r["a_side"] == side]
        w = sum(1 for r in games if r["winner"] == side)
        print(f"{args.a} as {side}: {w}/{len(games)} won")
    print(f"side wins: moloch={side_wins[MOLOCH]} outpost={side_wins[OUTPOST]}")
    for lvl in sorted({args.a, args.b}):
        ts = []
        for r in results:
            for side in SIDES:
                who = args.a if r["a_side"] == side else args.b
                if who == lvl:
                    ts.extend(r["times"][side])
        if ts:
            print(f"{lvl} decision time: n={len(ts)} p50={percentile(ts, 0.5):.3f}s "
                  f"p95={percentile(ts, 0.95):.3f}s max={max(ts):.3f}s")
    print(f"wall time: {dt:.1f}s ({args.jobs} job(s))")
    lo, hi = wilson(a_wins, n)
    rate = a_wins / n if n else 0.0
    print(f"a={args.a} b={args.b} games={n} a_wins={a_wins} a_rate={rate:.3f} ci95={lo:.3f}-{hi:.3f}")
    return 0


def _print_game(r, args):
    a_won = r["winner"] == r["a_side"]
    print(f"game {r['game']}: {args.a} as {r['a_side']} {'won' if a_won else 'lost'} "
          f"({r['winner']}, {r['reason']}, battles={r['battles']}, actions={r['actions']})",
          flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
