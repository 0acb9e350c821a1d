"""The game library: every finished game, kept with its record, apart from the autosave slots and
the named saves.

    library.keep(state, meta)          # a finished game (once: the same game twice is one file)
    rows = library.games()             # [SaveInfo], newest first (header + index: fast)
    library.pin(path, True)            # a pinned game is never pruned
    library.delete(path)
    library.analysis(path) / library.store_analysis(path, side, result)

The games live in ``games_dir()`` (``user_data_dir()/games``), one save file each (the usual
format, ``konwoj.saves``), named after a digest of the game's record so keeping a game twice
writes one file. Each file's meta holds what the Games screen lists: ``date``, ``ruleset`` (the
document's), ``human_sides``, ``opponent_level``, ``mode``, and ``result``: ``winner`` and
``length`` (actions in the record), ``battles`` and ``pinned``.

A lesson (``konwoj.play.lessons``) is never kept: it has its own progress, and is no real game
for the statistics. A lesson kept by an older version is left out of ``games()`` when its file
says so (``lesson`` or ``after_lesson`` in its meta) or, kept with no such word, when it starts
from a shipped lesson's own position (``is_lesson``).

The library is bounded: it keeps the newest ``KEEP`` games (at least 1,000) and every pinned one;
the oldest unpinned go first when a new game is kept.

The analysis of a game (``konwoj.ai.analysis``) is kept beside it as
``<game>.<side>.analysis.json`` so that practice positions can be drawn from it.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from konwoj.rules.facts import SIDES
from konwoj.saves import index, storage
from konwoj.saves.document import SaveError
from konwoj.saves.storage import SUFFIX, SaveInfo

KEEP = 10_000                 # the newest games kept (the issue asks for at least 1,000)
ANALYSIS_SUFFIX = ".analysis.json"
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
    if prune and count() > KEEP:
        prune_to(KEEP)
    return path


def count() -> int:
    """How many games are kept (one folder read, no file opened)."""
    import os
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
    position: only a solo row whose seed is a lesson's is read in full to compare."""
    meta = getattr(info, "meta", None) or {}
    if any(meta.get(k) for k in LESSON_META):
        return True
    if getattr(info, "error", None) or meta.get("mode") != "solo":
        return False
    starts = _lesson_starts().get(meta.get("seed"))
    if not starts:
        return False
    try:
        state = storage.load(info.path)
    except Exception:  # noqa: BLE001 - a file that does not load is not a lesson's
        return False
    return state.record is not None and state.record.start in starts


_LESSON_STARTS: dict = {}


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
    for a in analysis_files(path):
        storage._unlink_quietly(a)


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


def prune_to(keep_n: int = KEEP) -> list[Path]:
    """Delete the oldest unpinned games beyond the newest ``keep_n``; returns what went."""
    rows = games()
    gone = []
    unpinned = [r for r in rows if not is_pinned(r)]
    excess = len(rows) - keep_n
    for r in reversed(unpinned):           # oldest first
        if excess <= 0:
            break
        delete(r.path)
        gone.append(r.path)
        excess -= 1
    return gone


# ---------------------------------------------------------------------------------- analyses
def analysis_path(path, side: str) -> Path:
    path = Path(path)
    return path.with_name(f"{path.stem}.{side}{ANALYSIS_SUFFIX}")


def analysis_files(path) -> list[Path]:
    path = Path(path)
    return [analysis_path(path, s) for s in SIDES
            if analysis_path(path, s).exists()]


def analysed_stems() -> set:
    """The stems of the kept games that have an analysis kept (one folder read)."""
    import os
    out = set()
    try:
        for e in os.scandir(games_dir()):
            if e.name.endswith(ANALYSIS_SUFFIX):
                out.add(e.name[:-len(ANALYSIS_SUFFIX)].rsplit(".", 1)[0])
    except OSError:
        pass
    return out


def store_analysis(path, side: str, result) -> Path:
    """Keep the analysis ``result`` (``konwoj.ai.analysis.Analysis``) of the game at ``path``."""
    target = analysis_path(path, side)
    storage._atomic_write(target, json.dumps(result.to_dict()))
    return target


def analysis(path, side: str):
    """The kept analysis of ``side`` in the game at ``path`` (None when there is none or it does
    not read)."""
    from konwoj.ai.analysis import Analysis
    p = analysis_path(path, side)
    try:
        if p.stat().st_size > 8 * 1024 * 1024:
            return None
        return Analysis.from_dict(json.loads(p.read_text("utf-8")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def human_sides(info) -> tuple:
    sides = tuple(getattr(info, "sides", ()) or ())
    return sides or SIDES


def unanalysed(rows=None) -> list[tuple[Path, str]]:
    """The (game, side) pairs still without an analysis, newest first: the human sides of each
    kept game."""
    import os
    try:
        have = {e.name for e in os.scandir(games_dir()) if e.name.endswith(ANALYSIS_SUFFIX)}
    except OSError:
        have = set()
    out = []
    for r in rows if rows is not None else games():
        if r.error or not r.recorded:
            continue
        for side in human_sides(r):
            if f"{r.path.stem}.{side}{ANALYSIS_SUFFIX}" not in have:
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


def keep_unfinished(name: str) -> Path:
    """Keep the game in progress (the autosave) as a named save before a new game replaces it.
    Returns the new file; raises SaveError."""
    path = storage.latest_autosave()
    if path is None:
        raise SaveError(storage.autosave_path(), "saves.missing")
    state, meta = storage.load_with_meta(path)
    meta["name"] = name
    return storage.save(state, storage.new_save_path(name), meta)
