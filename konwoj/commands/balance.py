"""``main.py balance``: how fair the game is, by self-play of equal computer players.

    main.py balance --games 300 --level veteran --budget 1.0 --jobs 2
    main.py balance --games 200 --level private --strengths cand-a.yaml --strengths cand-b.yaml
    main.py balance --games 100 --iterations 300 --strengths cand-a.yaml --no-shipped
    main.py balance --games 300 --budget 0.25 --estimates /work/data/estimates.json

For every candidate set of card strengths (the shipped data, or a YAML file in the
``card_overrides.yaml`` format: ``strengths: {card_key: n}``, optionally with the 2nd edition's
stations ``cities_2e: {city_key: {moloch: n, outpost: n}}``: ``konwoj.rules.variants``), every
edition, every level and every thinking setting asked for, equal players play ``--games`` games on
deals in pairs: the same deal twice, the two players' seeds swapped, so that neither side is
favoured by a lucky deal. A table gives Moloch's share of the wins with its 95% interval (Wilson),
and the same on the effective number of games ("ci95 deals": a deal's two games often end alike);
the target of a fair game is 45-55% in each edition (docs/rulings.md section 7).

The Veteran thinks ``--budget`` seconds per phase (what the game ships with), which
depends on how busy the machine is, or ``--iterations`` search iterations per decision (no tree
kept between decisions), which does not: the same games on any machine under any load.
``--estimates FILE`` records, at every Veteran decision with two or more legal actions, the chance
the hint would show for the chosen move (``konwoj.ai.calibration``) with the side to move, and each
game's outcome, as JSON for ``bench/calibration.py --from FILE``.

``--log FILE`` writes every game the moment it ends (``konwoj.commands.balance_log``): the same
command run again plays only the games the log lacks, and ``--from FILE`` (repeatable) prints the
table of logs without playing, pooling runs of other sessions or machines game by game.

The games run on a ``concurrent.futures.Executor`` (``run_games``): processes here (``--jobs``),
and any other executor (a cluster's) without changes.
"""
from __future__ import annotations

import concurrent.futures as cf
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from konwoj.ai import ALL_LEVELS, BUDGET_RANGE, calibration, make_ai
from konwoj.ai.tournament import wilson
from konwoj.commands import args as cli
from konwoj.commands import balance_log as glog
from konwoj.rules import MOLOCH, OUTPOST, RULESETS, new_game
from konwoj.rules.cards import CardDataError, default_data
from konwoj.play import card_overrides
from konwoj.rules.variants import load_candidate

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
    iterations: int | None = None   # the Veteran's iterations per decision (instead of budget)
    record: bool = False        # record the Veteran's estimates (--estimates)


def plan(candidates, rulesets, levels, budgets, games: int, seed: int,
         iterations=None, record: bool = False) -> list[Game]:
    """Every game to play, pairs of one deal next to each other. ``iterations`` (a list) replaces
    ``budgets`` as the thinking settings."""
    settings = [(budgets[0] if budgets else 1.0, it) for it in iterations] if iterations \
        else [(b, None) for b in budgets]
    out = []
    for cand in candidates:
        for ruleset in rulesets:
            for level in levels:
                for budget, its in settings:
                    for g in range(games):
                        out.append(Game(cand, ruleset, level, budget, seed + g // 2, g % 2 == 1,
                                        its, record))
    return out


_DATA: dict = {}


def card_data(candidate: str):
    """The card data of a candidate (None: the game's own), loaded once per process."""
    if candidate == SHIPPED:
        return None
    if candidate not in _DATA:
        _DATA[candidate] = load_candidate(candidate, card_overrides.read(candidate))
    return _DATA[candidate]


def play(game: Game) -> dict:
    """Play one game (in whatever process the executor chose); the winner, its length and, when
    ``game.record``, the Veteran's estimates: [side, shown, raw, outcome] per decision."""
    state = new_game(seed=game.seed, data=card_data(game.candidate), ruleset=game.ruleset)
    seeds = (game.seed * 2 + 1, game.seed * 2 + 2)
    if game.swapped:
        seeds = seeds[::-1]
    options = {} if game.iterations is None else {"max_iterations": game.iterations}
    players = {MOLOCH: make_ai(game.level, seed=seeds[0], budget=game.budget, **options),
               OUTPOST: make_ai(game.level, seed=seeds[1], budget=game.budget, **options)}
    estimates, n = [], 0
    while not state.is_terminal():
        side = state.current_player
        choices = len(state.legal_actions()) if game.record else 0
        action = players[side].choose(state)
        if game.record:
            raw = calibration.chosen_estimate(players[side], action, choices)
            if raw is not None:
                estimates.append([side, calibration.calibrated(raw, game.ruleset), raw])
        state.apply(action)
        n += 1
        if n > 20000:
            raise RuntimeError(f"game {game.seed} did not end after 20000 actions")
    winner = state.winner
    for e in estimates:
        e.append(1 if e[0] == winner else 0)
    return {"game": game, "winner": winner, "battles": state.battle, "actions": n,
            "end": state.end_reason, "estimates": estimates}


def values_of(candidate: str) -> str:
    """The fingerprint of the card values a candidate's games are played with."""
    return glog.fingerprint(card_data(candidate) or default_data())


def estimates_json(results: list[dict]) -> dict:
    """What ``--estimates`` writes: per game its conditions, winner and estimates."""
    games = []
    for r in results:
        g = r["game"]
        if not r.get("estimates") and g.level != "veteran":
            continue
        games.append({"edition": g.ruleset, "level": g.level, "candidate": g.candidate,
                      "budget": g.budget if g.iterations is None else None,
                      "iterations": g.iterations, "seed": g.seed, "swapped": g.swapped,
                      "winner": r["winner"], "estimates": r.get("estimates", [])})
    return {"format": 1,
            "what": "Veteran decisions with 2+ legal actions: [side to move, the chance the hint "
                    "shows for the chosen move (calibrated), the search's raw estimate, outcome "
                    "(1 if that side won)]; budget = seconds per phase, or iterations per decision",
            "games": games}


class InlineExecutor(cf.Executor):
    """An executor that runs each call at once, in this process (``--jobs 1``)."""

    def submit(self, fn, /, *args, **kwargs):
        f: cf.Future = cf.Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller through the future
            f.set_exception(exc)
        return f


def run_games(games: list[Game], executor: cf.Executor, progress=None,
              on_result=None) -> list[dict]:
    """Play ``games`` on ``executor`` (results in the order of ``games``); ``on_result(result)``
    as each game ends, then ``progress(done, total)``."""
    futures: list[cf.Future] = []
    reported: set = set()

    def finished(f):
        reported.add(f)
        if on_result is not None and f.exception() is None:
            on_result(f.result())
        if progress is not None:
            progress(len(reported), len(games))

    for g in games:
        futures.append(executor.submit(play, g))
        if futures[-1].done():           # an executor that ran it at once (InlineExecutor)
            finished(futures[-1])
    for f in cf.as_completed([f for f in futures if f not in reported]):
        finished(f)
    return [f.result() for f in futures]


@dataclass
class Row:
    candidate: str
    ruleset: str
    level: str
    budget: float
    iterations: int | None
    games: int
    moloch_wins: int
    values: str = ""            # the fingerprint of the card values played
    deals: dict = field(default_factory=dict)   # deal seed -> [Moloch's wins, games]

    def add(self, seed: int, moloch_won: bool) -> None:
        """Count one game of the deal ``seed``."""
        self.games += 1
        self.moloch_wins += moloch_won
        d = self.deals.setdefault(seed, [0, 0])
        d[0] += moloch_won
        d[1] += 1

    @property
    def rate(self) -> float:
        return self.moloch_wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Wilson's interval, each game counted as independent of the others."""
        return wilson(self.moloch_wins, self.games)

    @property
    def deal_interval(self) -> tuple[float, float]:
        """Wilson's interval on the games' effective number: the two games of a deal are played
        by the same players and often end alike, so they weigh less than two independent games.
        The design effect is the deals' cluster variance of the rate over the binomial one
        (never under 1); with fewer than two deals, the plain interval."""
        return wilson(self.rate * self.effective_games, self.effective_games)

    @property
    def effective_games(self) -> float:
        n, k, p = self.games, len(self.deals), self.rate
        if k < 2 or p in (0.0, 1.0):
            return float(n)
        spread = sum((w - p * g) ** 2 for w, g in self.deals.values())
        clustered = k / (k - 1) * spread / (n * n)
        return n / max(1.0, clustered / (p * (1 - p) / n))

    @property
    def fair(self) -> bool:
        return 0.45 <= self.rate <= 0.55


def table(results: list[dict]) -> list[Row]:
    """One row per candidate, edition, level and thinking time, in the order they were played."""
    rows: dict[tuple, Row] = {}
    for r in results:
        g = r["game"]
        key = (g.candidate, g.ruleset, g.level, g.budget, g.iterations)
        row = rows.setdefault(key, Row(*key, 0, 0, values_of(g.candidate)))
        row.add(g.seed, r["winner"] == MOLOCH)
    return list(rows.values())


def from_logs(records: list[dict]) -> list[Row]:
    """The table of logged games: one row per card values, edition, level and thinking setting,
    named by the first candidate logged with those values; each game counted once."""
    rows: dict[tuple, Row] = {}
    seen: set = set()
    for rec in records:
        k = glog.key(rec)
        if k in seen:
            continue
        seen.add(k)
        budget = rec["budget"] if rec["budget"] is not None else 0.0
        rk = (rec["values"], rec["edition"], rec["level"], budget, rec["iterations"])
        row = rows.setdefault(rk, Row(rec["candidate"], rec["edition"], rec["level"], budget,
                                      rec["iterations"], 0, 0, rec["values"]))
        row.add(rec["seed"], rec["winner"] == MOLOCH)
    return list(rows.values())


def render(rows: list[Row]) -> str:
    head = f"{'candidate':<24} {'edition':<7} {'level':<8} {'budget':>7} {'games':>6} " \
           f"{'moloch':>7} {'rate':>6}  {'ci95':<11} {'ci95 deals':<11} fair(45-55%)"
    if any(r.values for r in rows):
        head += " values"
    lines = [head]
    for r in rows:
        lo, hi = r.interval
        dlo, dhi = r.deal_interval
        name = Path(r.candidate).name if r.candidate != SHIPPED else SHIPPED
        setting = f"{r.budget:g}" if r.iterations is None else f"it{r.iterations}"
        lines.append(f"{name[-24:]:<24} {r.ruleset:<7} {r.level:<8} {setting:>7} "
                     f"{r.games:>6} {r.moloch_wins:>7} {r.rate:>6.3f}  {lo:.3f}-{hi:.3f} {dlo:.3f}-{dhi:.3f} "
                     f"{'yes' if r.fair else 'no':<12}" + (f" {r.values}" if r.values else ""))
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
                   help="the Veteran's seconds per phase (shared by the phase's decisions); "
                        "several, comma-separated")
    p.add_argument("--iterations", default="",
                   help="instead of --budget: the Veteran's search iterations per decision "
                        "(independent of the machine's load); several, comma-separated")
    p.add_argument("--ruleset", default="both", choices=RULESETS + ("both",))
    p.add_argument("--strengths", action="append", default=[],
                   help="a candidate set of strengths (YAML 'strengths: {card: n}'); repeat for "
                        "more; it may also set 'cities_2e: {city: {moloch: n, outpost: n}}'; "
                        "the shipped data is the first row")
    p.add_argument("--no-shipped", action="store_true",
                   help="only the --strengths candidates, not the shipped data")
    p.add_argument("--estimates", metavar="FILE",
                   help="write the Veteran's estimates and the outcomes here (JSON)")
    p.add_argument("--log", metavar="FILE",
                   help="append each game to this JSON-lines file as it ends; the games already "
                        "there are not played again (a stopped run goes on where it stopped)")
    p.add_argument("--from", dest="sources", action="append", default=[], metavar="FILE",
                   help="print the table of these logs (repeat for more) and play nothing")
    p.add_argument("--jobs", type=cli.int_in(1, 64), default=1, help="parallel processes")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    a = p.parse_args(argv)
    if a.sources:
        return _tabulate(p.prog, a)
    levels = _split(a.level)
    if not levels or any(lv not in ALL_LEVELS for lv in levels):
        return cli.fail(p.prog, f"--level takes {', '.join(ALL_LEVELS)} (comma-separated)")
    try:
        budgets = [float(b) for b in _split(a.budget)]
    except ValueError:
        return cli.fail(p.prog, "--budget takes numbers of seconds, comma-separated")
    if not budgets or not all(BUDGET_RANGE[0] <= b <= BUDGET_RANGE[1] for b in budgets):
        return cli.fail(p.prog, f"--budget must be from {BUDGET_RANGE[0]:g} to {BUDGET_RANGE[1]:g}")
    try:
        iterations = [int(x) for x in _split(a.iterations)]
    except ValueError:
        return cli.fail(p.prog, "--iterations takes whole numbers, comma-separated")
    if not all(1 <= x <= 1_000_000 for x in iterations):
        return cli.fail(p.prog, "--iterations must be from 1 to 1000000")
    if a.no_shipped and not a.strengths:
        return cli.fail(p.prog, "--no-shipped needs at least one --strengths file")
    for path in a.strengths:
        if not path:
            return cli.fail(p.prog, "--strengths needs a file name (it was given an empty one)")
        try:
            card_data(path)              # a bad file: one line, exit 2, before any game
        except CardDataError as exc:
            return cli.fail(p.prog, str(exc))
    if a.estimates:
        try:
            open(a.estimates, "a", encoding="utf-8").close()   # a bad path fails before any game
        except OSError as exc:
            return cli.fail(p.prog, f"cannot write {a.estimates}: {exc.strerror or exc}")
    rulesets = RULESETS if a.ruleset == "both" else (a.ruleset,)
    candidates = ([] if a.no_shipped else [SHIPPED]) + a.strengths
    games = plan(candidates, rulesets, levels, budgets, a.games, a.seed, iterations,
                 record=bool(a.estimates))
    done, writer = {}, None
    if a.log:
        try:
            done = _resume(p.prog, a.log, games)
            writer = glog.Writer(a.log)
        except glog.LogError as exc:
            return cli.fail(p.prog, str(exc))
    todo = [g for g in games if g not in done]
    on_result = None if writer is None else \
        (lambda r: writer.write(glog.record(r["game"], values_of(r["game"].candidate), r)))
    bar = None if a.quiet else Bar()
    t0 = time.perf_counter()
    try:
        if a.jobs > 1 and todo:
            with cf.ProcessPoolExecutor(max_workers=a.jobs) as ex:
                played = run_games(todo, ex, bar, on_result)
        else:
            played = run_games(todo, InlineExecutor(), bar, on_result)
    finally:
        if writer is not None:
            writer.close()
    done.update((r["game"], r) for r in played)
    results = [done[g] for g in games]
    print(render(table(results)))
    if a.estimates:
        try:
            with open(a.estimates, "w", encoding="utf-8") as f:
                json.dump(estimates_json(results), f)
        except OSError as exc:
            return cli.fail(p.prog, f"cannot write {a.estimates}: {exc.strerror or exc}")
    print(f"wall time: {time.perf_counter() - t0:.1f}s ({a.jobs} job(s))")
    return 0


def _note(prog: str, text: str) -> None:
    try:
        print(f"{prog}: {text}", file=sys.stderr)
    except (OSError, ValueError):
        pass


def _resume(prog: str, path: str, games: list[Game]) -> dict:
    """The games of the plan already in the log ``path``, as results (the first record of each)."""
    records, bad = glog.read(path)
    if bad:
        _note(prog, f"{path}: skipped {bad} unreadable line(s); their games are played again")
    have: dict = {}
    for rec in records:
        have.setdefault(glog.key(rec), rec)
    done = {}
    for g in games:
        rec = have.get(glog.key(glog.record(g, values_of(g.candidate), {"winner": None})))
        if rec is not None:
            done[g] = {"game": g, "winner": rec["winner"], "battles": rec.get("battles"),
                       "actions": rec.get("actions"), "end": rec.get("end"), "estimates": []}
    if done:
        _note(prog, f"{path}: {len(done)} of the {len(games)} games were played before; "
                    f"playing the other {len(games) - len(done)}")
    return done


def _tabulate(prog: str, a) -> int:
    """``--from``: the table of the logs, nothing played."""
    if a.log or a.estimates or a.strengths or a.no_shipped:
        return cli.fail(prog, "--from only reads logs: it takes no --log, --estimates, "
                              "--strengths or --no-shipped")
    records = []
    for path in a.sources:
        if not path or not os.path.lexists(path):
            return cli.fail(prog, f"cannot read {path or 'an empty file name'}: no such file")
        try:
            recs, bad = glog.read(path)
        except glog.LogError as exc:
            return cli.fail(prog, str(exc))
        if bad:
            _note(prog, f"{path}: skipped {bad} unreadable line(s)")
        records += recs
    if not records:
        return cli.fail(prog, "the logs hold no games")
    print(render(from_logs(records)))
    return 0
