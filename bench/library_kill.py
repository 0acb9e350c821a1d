"""Kill loop for the game library (issue 39): game processes killed (SIGKILL) at random moments
while they play, autosave, keep finished games, pin them, store analyses and list the library,
one or two at a time on one data folder. After each round the start-up checks run (as when the
game starts again) and nothing may be lost:

- every game file seen kept before is still kept and listed, unbroken, with its pin;
- no finished game is left outside the library (the autosave and its backup, when finished,
  are in it after the start-up checks);
- every stored analysis still reads; the catalogue passes ``PRAGMA integrity_check``;
- the saves list without error, and no temporary file of a killed write is left.

    python bench/library_kill.py --rounds 300 --writers 1
    python bench/library_kill.py --rounds 300 --writers 2

Prints the counts; exit 1 on the first loss (with what was lost).
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import signal
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SOLO = {"mode": "solo", "human_sides": ["outpost"], "opponent_level": "veteran"}


def _late_states(seed: int, n: int = 24) -> list:
    """``n`` positions late in random games (both editions), a few dozen actions before their
    end: the writers play on from them, so that a game ends (and is kept) every moment."""
    from konwoj.rules import new_game
    r = random.Random(seed)
    out = []
    for i in range(n):
        s = new_game(r.randrange(1, 1000), ruleset=("1e", "2e")[i % 2])
        states = [s.clone()]
        while not s.is_terminal():
            s.apply(r.choice(s.legal_actions()))
            states.append(s.clone())
        out.append(states[max(0, len(states) - 12)])
    return out


def _writer(seed: int, ready, late: list) -> None:
    """A game process: plays random games on from late positions; autosaves every few actions;
    at the end autosaves and keeps the game (what ``Match.autosave`` does), sometimes pins a
    kept game, stores an analysis, lists the library and the saves. Runs until killed."""
    from konwoj import saves
    from konwoj.ai.analysis import analyse
    from konwoj.play.session import make_match
    from konwoj.saves import library
    r = random.Random(seed)
    ready.send(True)
    while True:
        s = r.choice(late).clone()
        rr = random.Random(r.random())
        match = make_match(s, "solo", ("outpost",), "veteran", 1)
        n = 0
        while not s.is_terminal():
            s.apply(rr.choice(s.legal_actions()))
            n += 1
            if n % 4 == 0:
                saves.autosave(s, dict(SOLO, n=n))
        match.state = s
        match.autosave()                     # the end: autosaved, then kept
        what = r.random()
        rows = library.games()
        if rows and what < 0.3:
            library.pin(r.choice(rows).path, r.random() < 0.7)
        elif rows and what < 0.5:
            row = r.choice(rows)
            try:
                a = analyse(saves.load(row.path).record, "outpost", max_iterations=1)
                library.store_analysis(row.path, "outpost", a)
            except (OSError, ValueError, saves.SaveError):
                pass
        else:
            saves.list_save_rows()


def check(round_no: int, seen: dict, stats: dict) -> list[str]:
    """The start-up checks, then what must hold; returns the problems (empty: nothing lost)."""
    from konwoj import saves, startup
    from konwoj.saves import catalogue, library
    problems = []
    startup.library_checks()
    rows = {r.path.name: r for r in library.games()}
    for name in seen:
        if name not in rows:
            problems.append(f"round {round_no}: the kept game {name} is gone")
        elif rows[name].error:
            problems.append(f"round {round_no}: {name} is broken: {rows[name].error}")
    for name, r in rows.items():
        if r.error:
            problems.append(f"round {round_no}: {name} listed broken: {r.error}")
        seen[name] = library.is_pinned(r)
    for p in (saves.autosave_path(), saves.backup_path()):
        if not p.exists():
            continue
        try:
            state, _meta = saves.load_with_meta(p)
        except saves.SaveError as err:
            problems.append(f"round {round_no}: {p.name} does not load: {err}")
            continue
        if state.is_terminal() and library.path_for(state).name not in rows:
            problems.append(f"round {round_no}: the finished game in {p.name} is not kept")
    conn = catalogue.connect()
    if conn is None or conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
        problems.append(f"round {round_no}: the catalogue is damaged")
    else:
        for game, side in conn.execute("SELECT game, side FROM analyses").fetchall():
            if library.analysis(library.games_dir() / game, side) is None:
                problems.append(f"round {round_no}: the analysis of {game} ({side}) is lost")
    for r in saves.list_save_rows():
        if r.error:
            problems.append(f"round {round_no}: the save {r.path.name} is broken: {r.error}")
    for folder in (saves.saves_dir(), library.games_dir()):
        left = [p.name for p in folder.glob(".*.tmp")]
        if left:
            problems.append(f"round {round_no}: temporary files left in {folder.name}: {left}")
    catalogue.close_all()
    return problems


def _analyse_one(seen: dict) -> None:
    """Store the analysis of one kept game still without one (a tiny search)."""
    from konwoj import saves
    from konwoj.ai.analysis import analyse
    from konwoj.saves import library
    for path, side in library.unanalysed()[:1]:
        try:
            library.store_analysis(path, side,
                                   analyse(saves.load(path).record, side, max_iterations=1))
        except (OSError, ValueError, saves.SaveError):
            pass


def run(rounds: int, writers: int, seed: int = 1, data: Path | None = None,
        max_delay: float = 1.5, quiet: bool = False) -> dict:
    """``rounds`` rounds of ``writers`` processes killed at random moments; returns the counts
    (``problems`` lists any loss)."""
    tmp = Path(data or tempfile.mkdtemp(prefix="konwoj-kill-"))
    os.environ["XDG_DATA_HOME"] = str(tmp / "data")
    os.environ["XDG_CONFIG_HOME"] = str(tmp / "config")
    from konwoj import saves
    from konwoj.saves import catalogue, library
    ctx = multiprocessing.get_context("fork")
    rng = random.Random(seed)
    seen: dict = {}
    stats = {"rounds": 0, "kills": 0, "writers": writers, "problems": [],
             "analyses": 0, "games": 0, "finished_autosave_rescued": 0}
    late = _late_states(seed)
    # two games kept (one pinned, one analysed) before any kill: every round checks them too
    from konwoj.play.session import make_match  # noqa: F401 - imported once, before the forks
    for st in late[:2]:
        st = st.clone()
        r0 = random.Random(seed)
        while not st.is_terminal():
            st.apply(r0.choice(st.legal_actions()))
        library.keep(st, SOLO)
    library.pin(library.games()[0].path)
    _analyse_one({})
    catalogue.close_all()
    stats["problems"] += check(0, seen, stats)
    t0 = time.monotonic()
    for k in range(rounds):
        catalogue.close_all()                 # never fork with an open database
        procs = []
        for _ in range(writers):
            a, b = ctx.Pipe(duplex=False)
            p = ctx.Process(target=_writer, args=(rng.randrange(1 << 30), b, late))
            p.start()
            if not a.poll(30):
                raise SystemExit("a writer did not start")
            a.recv()
            procs.append(p)
        for p in procs:
            time.sleep(rng.uniform(0, max_delay / writers))
            os.kill(p.pid, signal.SIGKILL)
        for p in procs:
            p.join(30)
            stats["kills"] += 1
        stats["rounds"] += 1
        # was a finished game outside the library at the kill? (rescued by the start-up checks)
        for path in (saves.autosave_path(), saves.backup_path()):
            try:
                st = saves.load(path)
            except saves.SaveError:
                continue
            if st.is_terminal() and not library.path_for(st).exists():
                stats["finished_autosave_rescued"] += 1
                break
        catalogue.close_all()
        problems = check(k + 1, seen, stats)
        stats["problems"] += problems
        if problems:
            break
        _analyse_one(seen)          # analyses for the next rounds' writers to live beside
        catalogue.close_all()
        if not quiet and (k + 1) % 25 == 0:
            print(f"  {k + 1} rounds, {len(seen)} games kept, "
                  f"{time.monotonic() - t0:.0f} s", flush=True)
    stats["games"] = len(seen)
    stats["pinned"] = sum(1 for v in seen.values() if v)
    conn = catalogue.connect()
    try:
        stats["analyses"] = conn.execute("SELECT count(*) FROM analyses").fetchone()[0]
    except (AttributeError, sqlite3.Error):
        stats["analyses"] = 0
    catalogue.close_all()
    stats["seconds"] = round(time.monotonic() - t0, 1)
    return stats


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--writers", type=int, default=1, choices=(1, 2))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-delay", type=float, default=1.5)
    args = ap.parse_args(argv)
    st = run(args.rounds, args.writers, args.seed, max_delay=args.max_delay)
    print(f"{st['rounds']} rounds, {st['kills']} kill -9 ({st['writers']} writer(s)), "
          f"{st['games']} games kept ({st['pinned']} pinned), {st['analyses']} analyses, "
          f"{st['finished_autosave_rescued']} finished games rescued from the autosave at start, "
          f"{len(st['problems'])} problems, {st['seconds']} s")
    for p in st["problems"]:
        print("  LOST:", p)
    return 1 if st["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
