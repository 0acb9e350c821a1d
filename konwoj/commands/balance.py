"""``main.py balance``: how fair the game is, by self-play of equal computer players.

    main.py balance --games 300 --level veteran --budget 1.0 --jobs 2
    main.py balance --games 200 --level private --strengths cand-a.yaml --strengths cand-b.yaml

For every candidate set of card strengths (the shipped data, or a YAML file in the
``card_overrides.yaml`` format: ``strengths: {card_key: n}``), every edition, every level and every
thinking time asked for, equal players play ``--games`` games on deals in pairs: the same deal
twice, the two players' seeds swapped, so that neither side is favoured by a lucky deal. A table
gives Moloch's share of the wins with its 95% interval (Wilson); the target of a fair game is 45-55%
in each edition (docs/rulings.md section 7).

The games run on a ``concurrent.futures.Executor`` (``run_games``): processes here (``--jobs``),
and any other executor (a cluster's) without changes.
"""
from __future__ import annotations

import concurrent.futures as cf
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from konwoj.ai import ALL_LEVELS, BUDGET_RANGE
from konwoj.ai.tournament import card_data, play_game, wilson
from konwoj.commands import args as cli
from konwoj.rules import MOLOCH, RULESETS
from konwoj.rules.cards import CardDataError

SHIPPED = "shipped"


@dataclass(frozen=True)
class Game:
    """One self-play game: the deal ``seed``, the players' seeds, the conditions."""
    candidate: str              # SHIPPED or a strengths file
    ruleset: str
    level: str
    budget: float
    seed: int
    swapped: bool               # the second game of the pair: the players' seeds exchanged


def plan(candidates, rulesets, levels, budgets, games: int, seed: int) -> list[Game]:
    """Every game to play, pairs of one deal next to each other."""
    out = []
    for cand in candidates:
        for ruleset in rulesets:
            for level in levels:
                for budget in budgets:
                    for g in range(games):
                        out.append(Game(cand, ruleset, level, budget, seed + g // 2, g % 2 == 1))
    return out


def play(game: Game) -> dict:
    """Play one game (in whatever process the executor chose); the winner and its length."""
    data = None if game.candidate == SHIPPED else card_data(game.candidate)
    seeds = (game.seed * 2 + 1, game.seed * 2 + 2)
    if game.swapped:
        seeds = seeds[::-1]
    r = play_game(game.level, game.level, game.seed, game.budget, data=data,
                  ruleset=game.ruleset, ai_seeds=seeds)
    return {"game": game, "winner": r["winner"], "battles": r["battles"], "actions": r["actions"]}


class InlineExecutor(cf.Executor):
    """An executor that runs each call at once, in this process (``--jobs 1``)."""

    def submit(self, fn, /, *args, **kwargs):
        f: cf.Future = cf.Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller through the future
            f.set_exception(exc)
        return f


def run_games(games: list[Game], executor: cf.Executor, progress=None) -> list[dict]:
    """Play ``games`` on ``executor`` (results in the order of ``games``); ``progress(done,
    total)`` after each one finishes."""
    futures = [executor.submit(play, g) for g in games]
    for done, _ in enumerate(cf.as_completed(futures), 1):
        if progress is not None:
            progress(done, len(games))
    return [f.result() for f in futures]


@dataclass
class Row:
    candidate: str
    ruleset: str
    level: str
    budget: float
    games: int
    moloch_wins: int

    @property
    def rate(self) -> float:
        return self.moloch_wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.moloch_wins, self.games)

    @property
    def fair(self) -> bool:
        return 0.45 <= self.rate <= 0.55


def table(results: list[dict]) -> list[Row]:
    """One row per candidate, edition, level and thinking time, in the order they were played."""
    rows: dict[tuple, Row] = {}
    for r in results:
        g = r["game"]
        key = (g.candidate, g.ruleset, g.level, g.budget)
        row = rows.setdefault(key, Row(*key, 0, 0))
        row.games += 1
        row.moloch_wins += r["winner"] == MOLOCH
    return list(rows.values())


def render(rows: list[Row]) -> str:
    head = f"{'candidate':<24} {'edition':<7} {'level':<8} {'budget':>6} {'games':>6} " \
           f"{'moloch':>7} {'rate':>6}  {'ci95':<11} fair(45-55%)"
    lines = [head]
    for r in rows:
        lo, hi = r.interval
        name = Path(r.candidate).name if r.candidate != SHIPPED else SHIPPED
        lines.append(f"{name[-24:]:<24} {r.ruleset:<7} {r.level:<8} {r.budget:>6g} "
                     f"{r.games:>6} {r.moloch_wins:>7} {r.rate:>6.3f}  {lo:.3f}-{hi:.3f} "
                     f"{'yes' if r.fair else 'no'}")
    return "\n".join(lines)


class Bar:
    """A progress bar on stderr: redrawn in place on a terminal, a line every tenth elsewhere."""

    def __init__(self, stream=sys.stderr, width: int = 30):
        self.stream, self.width, self.t0, self.last = stream, width, time.perf_counter(), -1
        self.tty = bool(getattr(stream, "isatty", lambda: False)())

    def __call__(self, done: int, total: int) -> None:
        tenth = done * 10 // max(total, 1)
        if not self.tty and tenth == self.last and done != total:
            return
        self.last = tenth
        filled = done * self.width // max(total, 1)
        spent = time.perf_counter() - self.t0
        eta = spent / done * (total - done) if done else 0.0
        text = f"[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} games, " \
               f"{spent:.0f}s, about {eta:.0f}s left"
        try:
            self.stream.write(("\r" + text + ("\n" if done == total else "")) if self.tty
                              else text + "\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass


def _split(text: str) -> list[str]:
    return [t for t in (x.strip() for x in text.split(",")) if t]


def main(argv: list[str] | None = None) -> int:
    p = cli.Parser(prog="main.py balance", description="Self-play of equal computer players: "
                   "Moloch's share of the wins per edition, with its 95% interval.")
    p.add_argument("--games", type=cli.int_in(2, 1_000_000), default=100,
                   help="games per edition, level and thinking time (pairs of one deal)")
    p.add_argument("--seed", type=cli.int_in(0, 2 ** 31), default=0)
    p.add_argument("--level", default="veteran",
                   help="one level or several, comma-separated (e.g. veteran,private)")
    p.add_argument("--budget", default="1.0",
                   help="the Veteran's seconds per decision; several, comma-separated")
    p.add_argument("--ruleset", default="both", choices=RULESETS + ("both",))
    p.add_argument("--strengths", action="append", default=[],
                   help="a candidate set of strengths (YAML 'strengths: {card: n}'); repeat for "
                        "more; the shipped data is always the first row")
    p.add_argument("--jobs", type=cli.int_in(1, 64), default=1, help="parallel processes")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    a = p.parse_args(argv)
    levels = _split(a.level)
    if not levels or any(lv not in ALL_LEVELS for lv in levels):
        return cli.fail(p.prog, f"--level takes {', '.join(ALL_LEVELS)} (comma-separated)")
    try:
        budgets = [float(b) for b in _split(a.budget)]
    except ValueError:
        return cli.fail(p.prog, "--budget takes numbers of seconds, comma-separated")
    if not budgets or not all(BUDGET_RANGE[0] <= b <= BUDGET_RANGE[1] for b in budgets):
        return cli.fail(p.prog, f"--budget must be from {BUDGET_RANGE[0]:g} to {BUDGET_RANGE[1]:g}")
    for path in a.strengths:
        if not path:
            return cli.fail(p.prog, "--strengths needs a file name (it was given an empty one)")
        try:
            card_data(path)              # a bad file: one line, exit 2, before any game
        except CardDataError as exc:
            return cli.fail(p.prog, str(exc))
    rulesets = RULESETS if a.ruleset == "both" else (a.ruleset,)
    games = plan([SHIPPED] + a.strengths, rulesets, levels, budgets, a.games, a.seed)
    bar = None if a.quiet else Bar()
    t0 = time.perf_counter()
    if a.jobs > 1:
        with cf.ProcessPoolExecutor(max_workers=a.jobs) as ex:
            results = run_games(games, ex, bar)
    else:
        results = run_games(games, InlineExecutor(), bar)
    print(render(table(results)))
    print(f"wall time: {time.perf_counter() - t0:.1f}s ({a.jobs} job(s))")
    return 0
