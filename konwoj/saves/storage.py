"""Saved games and shipped scenarios: YAML files that never lose a game.

    from konwoj import saves
    path = saves.autosave(state, match.meta())       # after every move: atomic, keeps a backup
    latest = saves.latest_autosave()                 # "Continue": None when there is nothing
    state, meta = saves.load_with_meta(latest)       # SaveError (readable, names the file) if bad
    for info in saves.list_saves() + saves.list_scenarios():
        print(info.title("pl"), info.battle, info.error)

Saves live in ``saves_dir()`` (``konwoj.resources.user_data_dir()/saves``, platformdirs, which
follows ``XDG_DATA_HOME`` on Linux); the shipped scenarios live in the repository's ``saves/`` folder
(inside the package when installed). The
file format, its versioning and what a load refuses are described in ``docs/save-format.md``.

This module is the storage (folders, names, atomic writes, the autosave and its backup, listing,
the command line). Reading and checking a document is ``konwoj.saves.document`` (structure, limits, meta)
and ``konwoj.saves.check`` (the game state); their public names are re-exported here.

Every write goes to a temporary file in the same folder, is flushed and fsynced, and then replaces
the target with ``os.replace``: a crash or a kill during a save leaves either the old file or the new
one, never half of one. ``autosave`` also keeps the previous autosave as a backup.

Loading uses ``yaml.safe_load`` semantics only (no tags, no anchors): a file is plain data or it is
refused. Refusals never touch the file.

Command line: ``python -m konwoj.saves check FILE`` prints "ok" (exit 0) or the problem (exit 2);
``python -m konwoj.saves list`` lists the saves and scenarios.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from konwoj import playerfiles
from konwoj.i18n import Text, data_lang, tr
from konwoj.rules import GameState
# The document layer and the state checks, re-exported: ``konwoj.saves`` keeps its public names.
from konwoj.saves.check import (
    LEGACY_DISTRICTS,
    MAX_LOG,
    MAX_STACK,
    STATE_FORMAT,
)
from konwoj.saves.document import (
    FORMAT_VERSION,
    HEADER,
    MAX_DEPTH,
    MAX_NAME,
    MAX_NODES,
    MAX_TEXT,
    MODES,
    TOP_KEYS,
    BadSave,
    SaveError,
    bound_texts,
    decode,
    plain,
)

__all__ = ["FORMAT_VERSION", "SaveError", "SaveInfo", "autosave", "autosave_path",
           "backup_path", "check_file", "clear_autosave", "delete", "encode", "info",
           "latest_autosave", "list_replays", "list_saves", "list_scenarios", "load", "load_for_cli",
           "set_aside_broken_autosaves",
           "load_with_meta", "main", "new_save_path", "save", "saves_dir", "scenarios_dir",
           # re-exported from check and document for konwoj.saves
           "LEGACY_DISTRICTS", "MAX_LOG", "MAX_STACK", "STATE_FORMAT", "MAX_DEPTH", "MAX_NAME",
           "MAX_NODES", "MAX_TEXT", "MODES", "TOP_KEYS"]

MAX_BYTES = 8 * 1024 * 1024   # no real save comes near this; bigger files are refused unread
SUFFIX = ".yaml"
AUTOSAVE_NAME = "autosave.yaml"
BACKUP_NAME = "autosave-backup.yaml"


# ---------------------------------------------------------------------------------- places
def saves_dir() -> Path:
    """The folder of the player's saves (created when missing)."""
    from konwoj import resources
    d = resources.user_data_dir() / "saves"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError as exc:   # a file where the folder should be, a read-only parent ...
        raise SaveError(d, "saves.folder", writing=True, detail=_os_detail(exc)) from None
    if not d.is_dir():
        raise SaveError(d, "saves.folder", writing=True, detail=Text("saves.not_dir"))
    return d


def scenarios_dir() -> Path:
    """The shipped scenarios: the repository's ``saves/`` folder (packaged when installed)."""
    from konwoj import resources
    return resources.scenarios_dir()


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def backup_path() -> Path:
    return saves_dir() / BACKUP_NAME


def new_save_path(name: str | None = None) -> Path:
    """A fresh file name in ``saves_dir()`` for a manual save: the name made file-safe, plus the
    date and time; never an existing file."""
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", _ascii(name or "save")).strip("-").lower()[:40] or "save"
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    d = saves_dir()
    path = d / f"{stem}-{stamp}{SUFFIX}"
    n = 2
    while path.exists() or path.name in (AUTOSAVE_NAME, BACKUP_NAME):
        path = d / f"{stem}-{stamp}-{n}{SUFFIX}"
        n += 1
    return path


def _ascii(s: str) -> str:
    table = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")
    return str(s).translate(table)


# ---------------------------------------------------------------------------------- writing
class _Dumper(yaml.CSafeDumper if hasattr(yaml, "CSafeDumper") else yaml.SafeDumper):
    def ignore_aliases(self, data):  # never write anchors: a load refuses them
        return True


def _now() -> str:
    """The date a save is stamped with: timezone-aware UTC (shown in local time)."""
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


def encode(state: GameState, meta: dict | None = None, *, stamp: bool = True) -> str:
    """The text of a save file for ``state`` (checked: it loads back to an equal state)."""
    if not isinstance(state, GameState):
        raise TypeError(f"save() needs a GameState, not {type(state).__name__}")
    m = bound_texts(plain(dict(meta or {})))
    if stamp:
        m["date"] = _now()
    # The document is written as its head (version, ruleset, meta) and its body (state, end):
    # two block mappings one after the other are one mapping. The meta's ``row`` is what a
    # listing shows, so that it reads only the head (konwoj.saves.index); it is derived from the
    # state, holds the CRC-32 of the body (a body edited by hand is then noticed, and the file
    # read in full), and is dropped again when the file is loaded.
    dump = lambda d: yaml.dump(d, Dumper=_Dumper, sort_keys=False,  # noqa: E731
                               allow_unicode=True, default_flow_style=False, width=100)
    body = dump({"state": state.to_dict(), "end": True})
    m["row"] = dict(row_of(state), crc=zlib.crc32(body.encode("utf-8")))
    head = dump({"konwoj_save": FORMAT_VERSION, "ruleset": state.ruleset, "meta": m})
    text = HEADER + head + body
    # Never write what cannot be read back: not larger than a load reads, and parsed exactly as
    # load() would parse it.
    size = len(text.encode("utf-8"))
    if size > MAX_BYTES:
        raise BadSave("saves.too_large_to_write", size=size, limit=MAX_BYTES)
    try:
        back, _ = decode(text)
    except BadSave as bad:
        raise BadSave("saves.self_check", detail=Text(bad.problem, **bad.kw)) from None
    if back != state:
        raise BadSave("saves.self_check", detail=Text("saves.differs"))
    return text


def row_of(state: GameState) -> dict:
    """The row a listing shows for ``state`` (written into the meta as ``row``)."""
    return {"battle": state.battle, "city": state.active_city, "phase": state.phase,
            "to_move": state.current_player, "winner": state.winner,
            "recorded": None if state.record is None else len(state.record)}


_write_tmp = playerfiles.write_tmp
_unlink_quietly = playerfiles.unlink_quietly
_fsync_dir = playerfiles.fsync_dir
_atomic_write = playerfiles.atomic_write


def save(state: GameState, path, meta: dict | None = None) -> Path:
    """Write ``state`` (and ``meta``: mode, human_sides, opponent, seed, name ...; the date is
    stamped here) to ``path`` atomically. Raises SaveError; the old file is then untouched."""
    path = Path(path)
    try:
        text = encode(state, meta)
        _atomic_write(path, text)
    except BadSave as bad:
        raise SaveError(path, bad.problem, writing=True, **bad.kw) from None
    except OSError as exc:
        raise SaveError(path, "saves.os_write", writing=True, detail=_os_detail(exc)) from None
    return path


def _os_detail(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def _ends_complete(path: Path) -> bool:
    """Cheap check that a file we wrote is whole: a regular file whose last line is the end
    marker (a FIFO or a device there is never opened)."""
    try:
        playerfiles.check_regular(path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            size = os.fstat(fd).st_size
            os.lseek(fd, max(0, size - 64), os.SEEK_SET)
            tail = os.read(fd, 64)
        finally:
            os.close(fd)
    except OSError:
        return False
    return tail.rstrip().endswith(b"end: true")


def autosave(state: GameState, meta: dict | None = None) -> Path:
    """Save to the autosave file; the previous autosave becomes the backup. The new file is written
    and fsynced before anything is renamed, so at every instant a whole autosave or a whole backup
    is on disk. Returns the autosave path; raises SaveError (nothing changed then). Two games
    autosaving into one folder at once both succeed (the last one written is the autosave)."""
    latest, backup = autosave_path(), backup_path()
    try:
        text = encode(state, meta)
        tmp = _write_tmp(latest, text)
        try:
            if _ends_complete(latest):       # a broken latest never replaces a good backup
                try:
                    os.replace(latest, backup)
                except FileNotFoundError:    # another game moved it a moment ago: its backup stands
                    pass
            os.replace(tmp, latest)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        _fsync_dir(latest.parent)
    except BadSave as bad:
        raise SaveError(latest, bad.problem, writing=True, **bad.kw) from None
    except OSError as exc:
        raise SaveError(latest, "saves.os_write", writing=True, detail=_os_detail(exc)) from None
    _clean_stale_tmp(latest.parent)
    return latest


def _clean_stale_tmp(folder: Path, age: float = playerfiles.STALE_AGE) -> list[Path]:
    """Remove temporary files left by a killed save (``konwoj.playerfiles.clean_stale_tmp``: its
    writer is gone, or it is old; a live writer is never hit)."""
    return playerfiles.clean_stale_tmp(folder, age)


def latest_autosave() -> Path | None:
    """The autosave to continue from: the latest if it loads, else the backup if that loads, else
    None."""
    for p in (autosave_path(), backup_path()):
        if p.is_file():
            try:
                load(p)
            except SaveError:
                continue
            return p
    return None


def set_aside_broken_autosaves() -> list[tuple[Path, Path, SaveError]]:
    """At start: an autosave (or its backup) that does not load is renamed to
    ``autosave-damaged-<date>.yaml`` (kept, listed on the Load screen with its problem) so that it
    never stands in the way again. Returns ``(old path, new path, error)`` for each file set aside;
    never raises (a file that cannot be renamed stays where it is)."""
    out = []
    try:
        folder = saves_dir()
    except SaveError:
        return out
    _clean_stale_tmp(folder)          # what a killed game left behind
    for p in (folder / AUTOSAVE_NAME, folder / BACKUP_NAME):
        if not (p.exists() or p.is_symlink()):
            continue
        try:
            load(p)
            continue
        except SaveError as err:
            problem = err
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        target = folder / f"{p.stem}-damaged-{stamp}{SUFFIX}"
        n = 2
        while target.exists():
            target = folder / f"{p.stem}-damaged-{stamp}-{n}{SUFFIX}"
            n += 1
        try:
            os.replace(p, target)
        except OSError:
            continue
        out.append((p, target, problem))
        SET_ASIDE.append((p, target))
    return out


# the autosaves set aside by this process (the crash screen says so instead of "intact")
SET_ASIDE: list[tuple[Path, Path]] = []


def clear_autosave() -> None:
    """Forget the autosave and its backup (e.g. when a game ends and Continue should vanish)."""
    for p in (autosave_path(), backup_path()):
        _unlink_quietly(p)


def delete(path) -> None:
    """Delete a save from ``saves_dir()`` (deleting the autosave also deletes its backup). A save
    that is a link is deleted as a link (what it points to is left alone). Files elsewhere (the
    shipped scenarios) and anything that is not a file (a folder named ``x.yaml``) are refused
    with SaveError, as is a file that cannot be deleted. A missing file is no error."""
    path = Path(path)
    folder = saves_dir().resolve()
    try:
        inside = path.parent.resolve() == folder and path.name not in ("", ".", "..")
    except OSError:
        inside = False
    if not inside:
        raise SaveError(path, "saves.outside", writing=True, folder=str(folder))
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise SaveError(path, "saves.delete_failed", writing=True, detail=_os_detail(exc)) from None
    if mode is not None:
        import stat as _stat
        if not (_stat.S_ISREG(mode) or _stat.S_ISLNK(mode)):
            kind = playerfiles.NotRegularFile(path, playerfiles.file_kind(mode))
            raise SaveError(path, "saves.delete_failed", writing=True, detail=kind.text)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveError(path, "saves.delete_failed", writing=True,
                            detail=_os_detail(exc)) from None
    if path.name == AUTOSAVE_NAME:
        _unlink_quietly(folder / BACKUP_NAME)


# ---------------------------------------------------------------------------------- reading
def _read_text(path: Path) -> str:
    """The text of a save: a regular file (a FIFO, a device or a folder is refused by its kind,
    never opened for reading) of at most MAX_BYTES, read through ``konwoj.playerfiles``."""
    if not str(path).strip():
        raise BadSave("saves.no_name")
    try:
        raw = playerfiles.read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        if os.path.islink(path):
            raise BadSave("saves.dangling") from None
        raise BadSave("saves.missing") from None
    except playerfiles.NotRegularFile as exc:
        raise BadSave("saves.not_a_file", kind=exc.text) from None
    except playerfiles.YamlLimit as lim:
        raise BadSave("saves.too_large", size=getattr(lim, "size", MAX_BYTES + 1)) from None
    except OSError as exc:
        raise BadSave("saves.unreadable", detail=_os_detail(exc)) from None
    if not raw.strip():
        raise BadSave("saves.empty")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave("saves.not_text") from None


def load_with_meta(path) -> tuple[GameState, dict]:
    """Read a save or scenario: ``(state, meta)``. Raises SaveError naming the file and the
    problem; the file is never modified."""
    path = Path(path)
    try:
        state, meta = decode(_read_text(path))
    except BadSave as bad:
        raise SaveError(path, bad.problem, **bad.kw) from None
    meta.pop("row", None)          # derived from the state (see ``row_of``)
    return state, meta


def load(path) -> GameState:
    return load_with_meta(path)[0]


def check_file(path) -> str | None:
    """None when ``path`` loads, else the English problem message."""
    try:
        load(path)
    except SaveError as err:
        return str(err)
    return None


def load_for_cli(path) -> tuple[GameState, dict]:
    """For ``main.py --load FILE``: ``(state, meta)``, or a clear message on stderr and
    ``SystemExit(2)``."""
    try:
        return load_with_meta(path)
    except SaveError as err:
        print(f"konwoj: {err}", file=sys.stderr)
        raise SystemExit(2) from None


# ---------------------------------------------------------------------------------- listing
@dataclass
class SaveInfo:
    """One row of the load screen. ``error`` is None for a good file, else the English message
    (``error_text(lang)`` localises it); the other fields are then best effort (name = file)."""
    path: Path
    name: str
    city: int | None = None          # the active city index (0-4), None when none is left
    battle: int | None = None
    sides: tuple = ()                # the human side(s)
    opponent: str | None = None      # the computer's level in a solo game
    date: str | None = None          # ISO 8601: the meta's date, else the file's time
    error: str | None = None
    kind: str = "save"               # "save", "autosave", "backup", "scenario" or "replay"
    mode: str | None = None
    phase: str | None = None
    to_move: str | None = None
    winner: str | None = None
    meta: dict = field(default_factory=dict)
    problem: SaveError | None = None
    recorded: int | None = None      # actions in the game record; None: no record (older save)
    ruleset: str | None = None       # the edition the game is played by ("1e", "2e")

    def title(self, lang: str = "pl") -> str:
        """The name to show: ``name_pl``/``name_en`` when the meta has them."""
        named = self.meta.get(f"name_{data_lang(lang)}") if self.meta else None
        if named:
            return named
        if self.kind in ("autosave", "backup") and not self.meta.get("name"):
            return tr(f"saves.{self.kind}", lang)
        return self.name

    def description(self, lang: str = "pl") -> str:
        return (self.meta or {}).get(f"description_{data_lang(lang)}") or ""

    def city_name(self, lang: str = "pl") -> str:
        if self.city is None:
            return ""
        from konwoj.rules import default_data
        from konwoj.texts import editions
        name = editions.city_name(self.ruleset or "1e", self.city, lang)
        if name:
            return name
        c = default_data().cities[self.city]
        return c.name_pl if lang == "pl" else c.name_en

    def error_text(self, lang: str = "pl") -> str | None:
        return self.problem.text(lang) if self.problem else self.error


def shown_name(name: str) -> str:
    """A file name as text: bytes that do not decode shown as "?" (never a crash further on)."""
    return os.fsencode(name).decode("utf-8", "replace").replace("\ufffd", "?")


def _kind(path: Path, scenario: bool) -> str:
    if scenario:
        return "scenario"
    return {AUTOSAVE_NAME: "autosave", BACKUP_NAME: "backup"}.get(path.name, "save")


def info(path, scenario: bool = False) -> SaveInfo:
    """A SaveInfo for one file; never raises for a bad file (its error is filled in)."""
    path = Path(path)
    kind = _kind(path, scenario)
    try:
        mtime = _dt.datetime.fromtimestamp(path.stat().st_mtime, _dt.UTC).replace(
            microsecond=0).isoformat()
    except (OSError, OverflowError, ValueError):
        mtime = None
    try:
        state, meta = load_with_meta(path)
    except SaveError as err:
        return SaveInfo(path=path, name=path.stem, date=mtime, error=str(err), kind=kind,
                        problem=err)
    except Exception as exc:  # never let one file stop the listing
        err = SaveError(path, "saves.state", detail=f"{type(exc).__name__}: {exc}")
        return SaveInfo(path=path, name=path.stem, date=mtime, error=str(err), kind=kind,
                        problem=err)
    sides = meta.get("human_sides", meta.get("sides")) or ()
    return SaveInfo(path=path, name=meta.get("name") or meta.get("name_en") or path.stem,
                    city=state.active_city, battle=state.battle, sides=tuple(sides),
                    opponent=meta.get("opponent_level", meta.get("opponent")),
                    date=meta.get("date") or (None if scenario else mtime), kind=kind,
                    mode=meta.get("mode"),
                    phase=state.phase, to_move=state.current_player, winner=state.winner,
                    meta=meta, recorded=None if state.record is None else len(state.record),
                    ruleset=state.ruleset)


def _files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.glob(f"*{SUFFIX}") if not p.name.startswith(".")]
    except OSError:
        return []


def list_saves() -> list[SaveInfo]:
    """Every save in ``saves_dir()`` (autosave and backup included, see ``kind``), newest first.
    A broken file is listed with its error."""
    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    return [info(p) for p in sorted(_files(saves_dir()), key=lambda p: (-mtime(p), p.name))]


def list_replays() -> list[SaveInfo]:
    """The shipped finished games to watch (``saves/replays/``), in file-name order."""
    out = []
    for p in sorted(_files(scenarios_dir() / "replays")):
        i = info(p, scenario=True)
        i.kind = "replay"
        out.append(i)
    return out


def list_scenarios() -> list[SaveInfo]:
    """The shipped scenarios, in file-name order."""
    return [info(p, scenario=True) for p in sorted(_files(scenarios_dir()))]


# ---------------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    usage = ("usage: python -m konwoj.saves check FILE...   print 'ok' or the problem (exit 0/2)\n"
             "       python -m konwoj.saves list            the saves and the scenarios")
    if not argv or argv[0] in ("-h", "--help"):
        print(usage)
        return 0 if argv else 2
    cmd, args = argv[0], argv[1:]
    if cmd == "check" and args:
        worst = 0
        for a in args:
            problem = check_file(a)
            prefix = f"{a}: " if len(args) > 1 else ""
            if problem is None:
                print(f"{prefix}ok")
            else:
                print(f"{prefix}{problem}" if prefix else problem)
                worst = 2
        return worst
    if cmd == "list" and not args:
        for title, rows in (("saves in " + str(saves_dir()), list_saves()),
                            ("scenarios in " + str(scenarios_dir()), list_scenarios())):
            print(title)
            for r in rows:
                name = shown_name(r.path.name)      # a name that is not text prints too
                if r.error:
                    print(f"  {name}: BROKEN: {shown_name(r.error)}")
                else:
                    print(f"  {name}: {r.title('en')} | battle {r.battle}, "
                          f"{r.city_name('en') or '-'}, {r.phase} | {r.date or ''}")
        return 0
    print(usage, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
