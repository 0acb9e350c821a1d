"""The game library: every finished game, kept with its record, apart from the autosave slots and
the named saves.

    library.keep(state, meta)          # a finished game (once: the same game twice is one file)
    rows = library.games()             # [SaveInfo], newest first (header + catalogue: fast)
    library.pin(path, True)            # a pinned game is never pruned
    library.delete(path)
    library.analysis(path, side) / library.store_analysis(path, side, result)
    library.keep_finished_autosave()   # at start: a finished game a kill kept out goes in

The games live in ``games_dir()`` (``user_data_dir()/games``), one save file each (the usual
format, ``konwoj.saves``), named after a digest of the game's record so keeping a game twice
writes one file. Each file's meta holds what the Games screen lists: ``date`` (UTC),
``ruleset`` (the document's), ``human_sides``, ``opponent_level``, ``mode``, and ``result``:
``winner`` and ``length`` (actions in the record), ``battles`` and ``pinned``. Their rows are
kept in the catalogue (``konwoj.saves.catalogue``, SQLite) and rebuilt from the files.

A lesson (``konwoj.play.lessons``) is never kept: it has its own progress, and is no real game
for the statistics. A lesson kept by an older version is left out of ``games()`` when its file
says so (``lesson`` or ``after_lesson`` in its meta) or, kept with no such word, when it starts
from a shipped lesson's own position (``is_lesson``).

The library is bounded: it keeps the newest ``KEEP`` games (at least 1,000) and every pinned one;
the oldest unpinned go first when a new game is kept, and the game just kept never goes,
whatever the dates say (a clock set back) or however many games are pinned.

The analysis of a game (``konwoj.ai.analysis``) is kept in the catalogue under the game's file
name and side, bound to the game's body (its CRC-32) and checked to belong to that game and
side decision by decision (the record's action at each step, the side to move, the battle and
phase) before it is kept and before a kept one is used, so that practice positions are drawn
only from the player's own decisions.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import sqlite3
import zlib
from pathlib import Path

from konwoj.rules import is_int
from konwoj.rules.facts import RULESETS, SIDES
from konwoj.saves import catalogue, index, storage
from konwoj.saves.document import SaveError
from konwoj.saves.storage import SUFFIX, SaveInfo

KEEP = 10_000                 # the newest games kept (the issue asks for at least 1,000)
MAX_ANALYSIS = 8 * 1024 * 1024
LESSON_META = ("lesson", "after_lesson")     # the meta of a lesson's game (konwoj.play.match)


def games_dir() -> Path:
    """The folder of finished games (created when missing)."""
    from konwoj import resources
    d = resources.user_data_dir() / "games"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(d, "saves.folder", writing=True,
                        detail=exc.strerror or type(exc).__name__) from None
    return d


def game_id(state) -> str:
    """A digest of the game's record (its seed, its edition and every action)."""
    rec = state.record.to_dict() if state.record is not None else state.to_dict()
    text = json.dumps({"ruleset": state.ruleset, "record": rec}, sort_keys=True, default=str)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def path_for(state) -> Path:
    return games_dir() / f"game-{game_id(state)}{SUFFIX}"


def keep(state, meta: dict | None = None, prune: bool = True) -> Path | None:
    """Keep the finished game ``state`` (with ``meta``: mode, sides, level ...). Returns its file,
    None when the game is not finished, has no record or is a lesson (``meta`` names one). Never replaces a kept game; raises
    SaveError when it cannot be written."""
    if not state.is_terminal() or state.record is None:
        return None
    m = dict(meta or {})
    if any(m.get(k) for k in LESSON_META):
        return None                   # a lesson: its own progress, never a game of the library
    path = path_for(state)
    if path.exists():
        return path
    m.update({"kind": "finished", "winner": state.winner, "length": len(state.record),
              "battles": state.battle, "pinned": False})
    storage.save(state, path, m)
    index.update(path.parent, path)
    if prune and count() > KEEP:
        prune_to(KEEP, protect=path)
    return path


def count() -> int:
    """How many games are kept (one folder read, no file opened)."""
    try:
        return sum(1 for e in os.scandir(games_dir())
                   if e.name.endswith(SUFFIX) and not e.name.startswith("."))
    except OSError:
        return 0


def games() -> list[SaveInfo]:
    """Every kept game, newest first (from headers and the index: fast for thousands); a lesson
    kept by an older version is left out (``is_lesson``)."""
    return [r for r in index.rows(games_dir(), kind_of=lambda p: "game") if not is_lesson(r)]


def is_lesson(info) -> bool:
    """Whether the kept game of row ``info`` is a lesson. Its meta says so (``lesson`` or
    ``after_lesson``), or, for a lesson kept with no such word (a lesson whose game ended before
    its script did lost the word on the way in), its record starts from a shipped lesson's own
    position: only a solo row whose seed is a lesson's is read in full to compare (once per
    version of its file in a process, not at each listing)."""
    meta = getattr(info, "meta", None) or {}
    if any(meta.get(k) for k in LESSON_META):
        return True
    if getattr(info, "error", None) or meta.get("mode") != "solo":
        return False
    starts = _lesson_starts().get(meta.get("seed"))
    if not starts:
        return False
    try:
        st = os.stat(info.path)
    except OSError:
        return False
    key, version = str(info.path), (st.st_mtime_ns, st.st_size)
    known = _LESSON_READ.get(key)
    if known is not None and known[0] == version:
        return known[1]
    try:
        state = storage.load(info.path)
    except Exception:  # noqa: BLE001 - a file that does not load is not a lesson's
        return False
    verdict = state.record is not None and state.record.start in starts
    _LESSON_READ[key] = (version, verdict)
    return verdict


_LESSON_STARTS: dict = {}
_LESSON_READ: dict = {}       # path: ((mtime_ns, size), verdict) of the files read in full


def _lesson_starts() -> dict:
    """{seed: [record start]} of the shipped lessons' positions (worked out once)."""
    if not _LESSON_STARTS:
        _LESSON_STARTS[None] = []
        try:
            from konwoj.play.lessons import available_lessons
            for ls in available_lessons():
                seed = int(ls.position.get("seed", 0) or 0)      # the match's (lesson_match)
                _LESSON_STARTS.setdefault(seed, []).append(ls.initial_state().record.start)
        except Exception:  # noqa: BLE001 - no lessons to compare with: nothing is left out
            pass
    return _LESSON_STARTS


def _inside(path) -> Path:
    path = Path(path)
    folder = games_dir().resolve()
    try:
        ok = path.resolve().parent == folder
    except OSError:
        ok = False
    if not ok:
        raise SaveError(path, "saves.outside", writing=True, folder=str(folder))
    return path


def delete(path) -> None:
    """Delete a kept game (and its analyses). Files elsewhere are refused (SaveError)."""
    path = _inside(path)
    storage._unlink_quietly(path)
    _drop_analyses(path, forget_row=True)


def pin(path, pinned: bool = True) -> None:
    """Pin (or unpin) a kept game: a pinned game is never pruned. Rewrites the file atomically
    after its full check."""
    path = _inside(path)
    state, meta = storage.load_with_meta(path)
    meta["pinned"] = bool(pinned)
    storage.save(state, path, meta)
    index.update(path.parent, path)


def is_pinned(info) -> bool:
    meta = getattr(info, "meta", None) or {}
    return meta.get("pinned") is True


def prune_to(keep_n: int = KEEP, protect=None) -> list[Path]:
    """Delete the oldest unpinned games beyond the newest ``keep_n`` (by their real instant);
    ``protect`` (the game just kept) is never deleted, whatever its date. Returns what went."""
    rows = games()
    keep_path = Path(protect) if protect is not None else None
    gone = []
    unpinned = [r for r in rows if not is_pinned(r) and r.path != keep_path]
    excess = len(rows) - keep_n
    for r in reversed(unpinned):           # oldest first
        if excess <= 0:
            break
        delete(r.path)
        gone.append(r.path)
        excess -= 1
    return gone


# ---------------------------------------------------------------------------------- analyses
def body_crc(path) -> int | None:
    """The CRC-32 of a game file's body (``state:`` to the end), what an analysis is bound to;
    None when the file does not read."""
    from konwoj import playerfiles
    try:
        raw = playerfiles.read_bytes(path, storage.MAX_BYTES)
    except (OSError, ValueError):
        return None
    cut = raw.find(b"\nstate:")
    return zlib.crc32(raw[cut + 1:] if cut >= 0 else raw)


def _num(v, lo: float = 0.0, hi: float = 1.0) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) \
        and lo <= v <= hi


def _action(v) -> bool:
    from konwoj.rules import Action
    return isinstance(v, list) and 1 <= len(v) <= len(Action._fields) \
        and isinstance(v[0], str) and len(v[0]) <= 64 \
        and all(x is None or (isinstance(x, str) and len(x) <= 64)
                or (is_int(x) and -1 <= x <= 99) for x in v[1:])


def parse_analysis(d, side: str, steps: int | None = None):
    """The ``Analysis`` of a stored dict when every value has its type and range, its side is
    ``side`` and (when given) its length ``steps``; else None."""
    from konwoj.ai.analysis import Analysis
    try:
        if not (isinstance(d, dict) and d.get("side") == side and side in SIDES
                and is_int(d.get("steps")) and 0 <= d["steps"] <= 10 ** 6
                and (steps is None or d["steps"] == steps)
                and _num(d.get("threshold")) and _num(d.get("seconds"), 0.0, 1e9)
                and d.get("winner") in (None, *SIDES)
                and isinstance(d.get("decisions"), list) and len(d["decisions"]) <= d["steps"]):
            return None
        seen = set()
        for x in d["decisions"]:
            if not (isinstance(x, dict) and is_int(x.get("step")) and 0 <= x["step"] < d["steps"]
                    and x["step"] not in seen
                    and is_int(x.get("battle")) and 0 <= x["battle"] <= 999
                    and isinstance(x.get("phase"), str) and len(x["phase"]) <= 64
                    and _action(x.get("played")) and _action(x.get("best"))
                    and _num(x.get("before")) and _num(x.get("after")) and _num(x.get("drop"))
                    and is_int(x.get("iterations")) and 0 <= x["iterations"] <= 10 ** 9
                    and _num(x.get("noise", 0.0))
                    and x.get("ruleset", RULESETS[0]) in RULESETS
                    and set(x) <= {"step", "battle", "phase", "played", "best", "before",
                                   "after", "drop", "iterations", "noise", "ruleset"}):
                return None
            seen.add(x["step"])
        return Analysis.from_dict(d)
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
        return None


def belongs(result, state) -> bool:
    """Whether the analysis ``result`` is of the game ``state`` (its final state, with its
    record) and of ``result.side``, decision by decision: the same length, each step a decision
    of that side (it was to move, with a choice), the action played there the record's, the
    battle and phase as they stood, the preferred action legal there."""
    from konwoj.ai.analysis import decisions_of
    from konwoj.rules.replaying import replay_states
    record = getattr(state, "record", None)
    if record is None or result.steps != len(record):
        return False
    try:
        states = replay_states(record)
    except Exception:  # noqa: BLE001 - a record that does not replay: nothing belongs to it
        return False
    actions = record.actions
    mine = set(decisions_of(states, actions, result.side))
    for d in result.decisions:
        if d.step not in mine:
            return False
        at = states[d.step]
        if not same_action(at, d.played, actions[d.step]) or d.battle != at.battle \
                or d.phase != at.phase or d.best not in at.legal_actions():
            return False
    return True


def same_action(state, played, recorded) -> bool:
    """Whether ``played`` is the ``recorded`` action in ``state`` (as recorded, or as the legal
    actions name it: an identical copy may be named, ``konwoj.ai.analysis``)."""
    if tuple(played) == tuple(recorded):
        return True
    from konwoj.ai.analysis import _as_legal
    try:
        return tuple(_as_legal(state, recorded)) == tuple(played)
    except Exception:  # noqa: BLE001 - not legal there: not the same
        return False


def _name(path) -> str | None:
    name = Path(path).name
    try:
        name.encode("utf-8")
    except UnicodeError:
        return None
    return name


def store_analysis(path, side: str, result) -> Path:
    """Keep the analysis ``result`` (``konwoj.ai.analysis.Analysis``) of the game at ``path``,
    once it is checked to belong to that game and side (``belongs``). Raises OSError when the
    game does not read, ValueError when the analysis is not of it."""
    path = Path(path)
    from konwoj import saves
    try:
        state = saves.load(path)
    except SaveError as err:
        raise OSError(str(err)) from None
    name = _name(path)
    d = result.to_dict()
    if name is None or result.side != side or parse_analysis(d, side, len(state.record or ())) \
            is None or not belongs(result, state):
        raise ValueError(f"the analysis is not of {path.name} ({side})")
    crc = body_crc(path)
    try:
        with catalogue.write() as conn:
            if conn is None:
                raise OSError("the game library's catalogue cannot be written")
            conn.execute("INSERT OR REPLACE INTO analyses VALUES (?,?,?,1,?)",
                         (name, side, crc, catalogue.dumps(d)))
    except sqlite3.Error as exc:
        raise OSError(str(exc)) from None
    return path


def import_legacy_analysis(conn, game: Path, side: str, src: Path) -> bool:
    """An older version's ``<game>.<side>.analysis.json`` into the catalogue (through ``conn``,
    the catalogue being opened): True when it is kept (it is checked against the game, decision
    by decision, the first time it is used), False when it is not an analysis of that game."""
    if side not in SIDES or not game.exists():
        return False
    if src.stat().st_size > MAX_ANALYSIS:
        return False
    try:
        d = json.loads(src.read_text("utf-8"))
    except (ValueError, RecursionError, UnicodeDecodeError):
        return False
    info = index.header_info(game, "game")
    if info.error or parse_analysis(d, side, info.recorded) is None:
        return False
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("INSERT OR IGNORE INTO analyses VALUES (?,?,?,0,?)",
                     (game.name, side, body_crc(game), catalogue.dumps(d)))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return True


def take_over_legacy() -> bool:
    """Move the analyses of an older data folder (``<game>.<side>.analysis.json``) into the
    catalogue and remove the old ``.index.json`` files. A file is removed only once its analysis
    is committed (or when it is not an analysis of that game: it is then kept as
    ``.analysis.json.refused``). Returns whether there was anything to take over."""
    conn = catalogue.connect()
    if conn is None:
        return False
    from konwoj import resources
    data = resources.user_data_dir()
    games = data / "games"
    found = False
    try:
        entries = [e.name for e in os.scandir(games)
                   if e.name.endswith(catalogue.LEGACY_ANALYSIS)]
    except OSError:
        entries = []
    if entries:
        found = True
        for name in entries:
            stem = name[:-len(catalogue.LEGACY_ANALYSIS)]
            game, _, side = stem.rpartition(".")
            src = games / name
            try:
                name.encode("utf-8")
                ok = import_legacy_analysis(conn, games / f"{game}.yaml", side, src)
            except (OSError, sqlite3.Error, UnicodeError):
                continue                   # tried again at the next start
            if ok:
                with contextlib.suppress(OSError):
                    os.unlink(src)
            else:
                with contextlib.suppress(OSError):
                    os.replace(src, str(src) + ".refused")
    for folder in (data / "saves", games):
        idx = folder / catalogue.LEGACY_INDEX
        if idx.exists():
            found = True
            with contextlib.suppress(OSError):
                os.unlink(idx)
    if found:
        catalogue.note_rebuilt("legacy")
    return found


def _drop_analyses(path, side: str | None = None, forget_row: bool = False) -> None:
    """Drop the kept analyses of the game at ``path`` (of ``side`` only when given), and its row
    too with ``forget_row`` (the game is deleted): one transaction."""
    name = _name(path)
    if name is None:
        return
    key = index._folder_key(Path(path).parent) if forget_row else None
    try:
        with catalogue.write() as conn:
            if conn is not None:
                if key is not None:
                    conn.execute("DELETE FROM rows WHERE folder=? AND name=?", (key, name))
                if side is None:
                    conn.execute("DELETE FROM analyses WHERE game=?", (name,))
                else:
                    conn.execute("DELETE FROM analyses WHERE game=? AND side=?", (name, side))
    except sqlite3.Error:
        pass


def _kept_pairs() -> set:
    conn = catalogue.connect()
    if conn is None:
        return set()
    try:
        return set(conn.execute("SELECT game, side FROM analyses"))
    except sqlite3.Error:
        return set()


def analysed_stems() -> set:
    """The stems of the kept games that have an analysis kept (one catalogue query)."""
    return {g.removesuffix(SUFFIX) for g, _ in _kept_pairs()}


def analysed_sides(path) -> list:
    """The sides of the game at ``path`` whose analysis is kept, in SIDES order."""
    name = Path(path).name
    have = {s for g, s in _kept_pairs() if g == name}
    return [s for s in SIDES if s in have]


def analysis(path, side: str):
    """The kept analysis of ``side`` in the game at ``path``: None when there is none, when a
    value in it is out of its type or range, or when it is not of this game and side (then it is
    dropped, and analysed again in the background)."""
    name = _name(path)
    conn = catalogue.connect()
    if name is None or conn is None:
        return None
    try:
        row = conn.execute("SELECT crc, checked, data FROM analyses WHERE game=? AND side=?",
                           (name, side)).fetchone()
    except sqlite3.Error:
        return None
    if row is None:
        return None
    crc, checked, data = row
    result = None
    if isinstance(data, str) and len(data) <= MAX_ANALYSIS and crc == body_crc(path):
        try:
            result = parse_analysis(json.loads(data), side)
        except (ValueError, RecursionError):
            result = None
    if result is not None and checked != 1:
        from konwoj import saves
        try:
            ok = belongs(result, saves.load(path))
        except SaveError:
            return None                     # the game does not read now: nothing is dropped
        if ok:
            try:
                with catalogue.write() as c:
                    if c is not None:
                        c.execute("UPDATE analyses SET checked=1 WHERE game=? AND side=?",
                                  (name, side))
            except sqlite3.Error:
                pass
        else:
            result = None
    if result is None and Path(path).exists():
        _drop_analyses(path, side)
    return result


def human_sides(info) -> tuple:
    sides = tuple(getattr(info, "sides", ()) or ())
    return sides or SIDES


def unanalysed(rows=None) -> list[tuple[Path, str]]:
    """The (game, side) pairs still without an analysis, newest first: the human sides of each
    kept game."""
    have = _kept_pairs()
    out = []
    for r in rows if rows is not None else games():
        if r.error or not r.recorded:
            continue
        for side in human_sides(r):
            if (r.path.name, side) not in have:
                out.append((r.path, side))
    return out


# ---------------------------------------------------------------------------------- in progress
def unfinished_autosave() -> Path | None:
    """The autosave of a game still in progress (None when there is none, when it is finished,
    or when it is a lesson or the game played on past a lesson's end: those are for learning,
    and the lesson can be started again)."""
    try:
        path = storage.latest_autosave()
        if path is None:
            return None
        state, meta = storage.load_with_meta(path)
    except SaveError:
        return None
    if meta.get("lesson") or meta.get("after_lesson"):
        return None
    return None if state.is_terminal() else path


def keep_finished_autosave() -> list[Path]:
    """At start: a finished game in the autosave (or its backup) that is not in the library (a
    kill between the last autosave and the library's write) is kept now. Lessons and the game
    played on past a lesson stay out, as when they end. Returns the games kept; never raises."""
    out = []
    for p in (storage.autosave_path, storage.backup_path):
        try:
            path = p()
            if not path.is_file():
                continue
            state, meta = storage.load_with_meta(path)
            if not state.is_terminal() or state.record is None \
                    or meta.get("lesson") or meta.get("after_lesson"):
                continue
            if path_for(state).exists():
                continue
            kept = keep(state, meta)
        except (SaveError, OSError):
            continue
        if kept is not None:
            out.append(kept)
    return out


def keep_unfinished(name: str) -> Path:
    """Keep the game in progress (the autosave) as a named save before a new game replaces it.
    Returns the new file; raises SaveError."""
    path = storage.latest_autosave()
    if path is None:
        raise SaveError(storage.autosave_path(), "saves.missing")
    state, meta = storage.load_with_meta(path)
    meta["name"] = name
    return storage.save(state, storage.new_save_path(name), meta)
