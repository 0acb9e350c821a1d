"""Folders that scale (issue 21): 10,000 saves and 10,000 finished games.

    python bench/library_bench.py [--saves 10000] [--games 10000]

In a temporary data folder: 10,000 saves (real save files of a game in progress, each with its own
name and date) and 10,000 finished games in the game library, plus a few broken files of each
(cut off, not YAML, an unknown version), laid out as b437aec left them (an ``.index.json`` per
folder, analyses as ``<game>.<side>.analysis.json``). Measured, on the real screens (headless App):

- the start after the update: the catalogue made (``konwoj.saves.catalogue``), the analyses moved
  into it, the old index files removed;
- the Load screen and the Games screen open (made and first frame drawn): the first time after
  the migration (each file's header is read, the catalogue filled), and then from the catalogue;
- a delete from each screen (the confirmation's "Delete" to the list without the row);
- the full check of a file before it is played (Load: the click on a row to the table);
- that every broken file is listed with its reason.

Targets (issue 39): the Games screen opens in < 0.5 s and the Load screen in < 1 s from the
catalogue; a delete takes < 0.2 s.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _write_many(folder: Path, text: str, n: int, prefix: str, name_line: str | None) -> None:
    """``n`` copies of ``text``, each with its own date (and name), like files the game wrote."""
    head, sep, rest = text.partition("\nstate:")
    date_at = head.index("  date: ")
    date_end = head.index("\n", date_at)
    for i in range(n):
        day, minute = divmod(i, 1440)
        date = f"  date: '2025-{1 + day // 28 % 12:02d}-{1 + day % 28:02d}T{minute // 60:02d}:" \
               f"{minute % 60:02d}:00+00:00'"
        h = head[:date_at] + date + head[date_end:]
        if name_line:
            h = h.replace(name_line, f"{name_line} {i}", 1)
        (folder / f"{prefix}-{i:05d}.yaml").write_text(h + sep + rest, encoding="utf-8")


def _broken(folder: Path, text: str) -> dict:
    bad = {"cut-off.yaml": text[: len(text) // 2],
           "not-yaml.yaml": "konwoj_save: 1\nruleset: [1e\nmeta: {\nstate:\n  a: 1\nend: true\n",
           "future.yaml": text.replace("konwoj_save: 1", "konwoj_save: 99", 1)}
    for name, t in bad.items():
        (folder / name).write_text(t, encoding="utf-8")
    return bad


CPU: dict = {}          # the process's own CPU seconds of the last _timed call
WARM_OPENS = 5          # opens of each screen from the catalogue; the median is the figure


def _timed(fn):
    t, c = time.perf_counter(), time.process_time()
    out = fn()
    CPU["last"] = time.process_time() - c
    return time.perf_counter() - t, out


def _load() -> str:
    try:
        return "load average %.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--saves", type=int, default=10_000)
    ap.add_argument("--games", type=int, default=10_000)
    args = ap.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="konwoj-library-bench-")
    os.environ["XDG_DATA_HOME"] = os.path.join(tmp, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        return run(args)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run(args) -> int:
    import pygame
    from tests.support.drive import make_app, played
    from konwoj import saves
    from konwoj.play.session import make_match
    from konwoj.saves import library
    from konwoj.scenes.widget_scene import ConfirmDialog

    t0 = time.perf_counter()
    in_progress = played(11, 60)
    save_text = saves.encode(in_progress, {"name": "Bench game", "mode": "hotseat",
                                           "human_sides": ["moloch", "outpost"]})
    finished = played(12, 5000)
    assert finished.is_terminal()
    game_text = saves.encode(finished, {"mode": "solo", "human_sides": ["outpost"],
                                        "opponent_level": "veteran", "seed": 12,
                                        "kind": "finished", "winner": finished.winner,
                                        "length": len(finished.record),
                                        "battles": finished.battle, "pinned": False})
    sdir, gdir = saves.saves_dir(), library.games_dir()
    _write_many(sdir, save_text, args.saves, "save", "name: Bench game")
    _write_many(gdir, game_text, args.games, "game", None)
    bad_saves, bad_games = _broken(sdir, save_text), _broken(gdir, game_text)
    # what b437aec left beside them: an index per folder, the analyses as files
    for d in (sdir, gdir):
        (d / ".index.json").write_text('{"version": 3, "files": {}}', encoding="utf-8")
    from konwoj.ai.analysis import analyse
    legacy = analyse(finished.record, "outpost", max_iterations=1).to_dict()
    import json
    for i in range(min(args.games, 50)):
        (gdir / f"game-{i:05d}.outpost.analysis.json").write_text(json.dumps(legacy))
    size = sum(p.stat().st_size for d in (sdir, gdir) for p in d.iterdir()) / 1e6
    print(f"wrote {args.saves} saves + {args.games} finished games (+3 broken each), "
          f"{size:.0f} MB, in {time.perf_counter() - t0:.1f} s")

    def start():
        a = make_app()
        a.step([])
        return a
    dt, app = _timed(start)
    figures = [("start after the update (catalogue made, 50 analyses moved)", dt, None,
                CPU["last"])]
    assert not (sdir / ".index.json").exists() and not list(gdir.glob("*.analysis.json"))
    rows = {}

    def open_screen(name):
        def go():
            scene = app.open(name) if name != "games" else app.open(name, background=False)
            app.step([])
            app.draw()
            return scene
        dt, scene = _timed(go)
        return dt, scene

    for name in ("load", "games"):
        cold, scene = open_screen(name)
        cold_cpu = CPU["last"]
        # from the catalogue: the median of five opens (one open alone may take a garbage
        # collection of what the first open left, or the machine's other load)
        opens = []
        for _ in range(WARM_OPENS):
            app.pop()
            dt, scene = open_screen(name)
            opens.append((dt, CPU["last"]))
        warm, warm_cpu = sorted(opens)[len(opens) // 2]
        figures.append((f"{name} screen: first open after migration (headers read)", cold, None,
                        cold_cpu))
        figures.append((f"{name} screen opens, with its catalogue (median of {WARM_OPENS})", warm,
                        1.0 if name == "load" else 0.5, warm_cpu))
        print(f"  {name} opens from the catalogue, wall s: "
              + " ".join(f"{dt:.3f}" for dt, _ in opens))
        items = [it for it in scene.list.items if it[0] in ("save", "game")]
        rows[name] = items
        broken = {it[1].path.name: it[1] for it in items if it[1].error}
        expect = bad_saves if name == "load" else bad_games
        missing = [b for b in expect if b not in broken]
        print(f"  {name}: {len(items)} rows listed; broken with their reason:")
        for b in expect:
            info = broken.get(b)
            reason = scene.short_error(info) if info is not None else "NOT LISTED AS BROKEN"
            print(f"    {b}: {reason}")
        assert not missing, missing
        # a delete: the confirmation's Delete until the list is without the row
        victim = next(it[1] for it in items if not it[1].error)
        scene.ask_delete(victim)
        dlg = app.scenes.top
        assert isinstance(dlg, ConfirmDialog)

        def do(dlg=dlg):
            dlg._yes()
            app.step([])
            app.draw()
        dt, _ = _timed(do)
        assert not victim.path.exists()
        assert all(it[1] is not victim for it in scene.list.items if len(it) > 1)
        figures.append((f"{name} screen: delete one", dt, 0.2, CPU["last"]))
        if name == "load":
            # the full check before play: the click on a row opens the table after a full load
            target = next(it for it in scene.list.items if it[0] == "save" and not it[1].error)

            def play(scene=scene, target=target):
                scene.activate(target)
                app.step([])
            dt, _ = _timed(play)
            top = type(app.scenes.top).__name__
            figures.append((f"load: full check and open of one save ({top})", dt, None,
                            CPU["last"]))
            app.go_title()
            app.step([])
        else:
            app.pop()
    # a finished game kept by the library itself (the full write, the bound, the catalogue)
    done = make_match(played(13, 5000), "hotseat")
    full = library.count() >= library.KEEP
    dt, _ = _timed(done.keep_finished)
    what = "a finished game kept" + (f" (past {library.KEEP:,}: the oldest pruned)" if full else "")
    figures.append((what, dt, None, CPU["last"]))

    print()
    print(f"{os.cpu_count()} cores, {_load()} (the machine is shared: figures vary with it)")
    print(f"{'what':58s} {'wall s':>7s} {'cpu s':>6s}  target (wall)")
    ok = True
    for what, dt, target, cpu in figures:
        mark = "" if target is None else (f"< {target:g} s " + ("ok" if dt < target else "MISSED"))
        ok &= target is None or dt < target
        print(f"{what:58s} {dt:7.3f} {cpu:6.3f}  {mark}")
    pygame.quit()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
