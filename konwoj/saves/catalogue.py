"""The game library's catalogue: one SQLite database (the standard library's ``sqlite3``) in the
data folder, ``user_data_dir()/library.sqlite3``, holding the rows of the kept games and of the
saves (``konwoj.saves.index``: what the Games and Load screens list, with the pins and the
figures the statistics count) and the analyses of the kept games (``konwoj.saves.library``).

    conn = catalogue.connect()       # None when no database can be used (the lists still work)
    with catalogue.write() as conn:  # a transaction (BEGIN IMMEDIATE ... COMMIT), WAL journal
        conn.execute(...)

The games themselves stay YAML files a player can copy; everything in the database except the
analyses is rebuilt from them. The database is rebuilt (set aside as ``library.sqlite3.damaged``
when it is damaged) when it is missing, when sqlite's own ``PRAGMA integrity_check`` fails or
opening it raises any error, or when it was written by another version of its layout; the
player is told once, in one line (``REBUILT``; the start-up notice). A data folder of an older
version (``.index.json`` per folder, ``<game>.<side>.analysis.json`` beside each game) is taken
over at the first open: the analyses move into the database (each checked against its game),
the old index files are removed.
"""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from pathlib import Path


DB_NAME = "library.sqlite3"
VERSION = 1                   # PRAGMA user_version of the layout below
LEGACY_INDEX = ".index.json"
LEGACY_ANALYSIS = ".analysis.json"

SCHEMA = """
CREATE TABLE IF NOT EXISTS rows(
    folder TEXT NOT NULL, name TEXT NOT NULL, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL,
    t REAL NOT NULL, row TEXT NOT NULL, PRIMARY KEY (folder, name)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS analyses(
    game TEXT NOT NULL, side TEXT NOT NULL, crc INTEGER NOT NULL, checked INTEGER NOT NULL,
    data TEXT NOT NULL, PRIMARY KEY (game, side)) WITHOUT ROWID;
"""


_CONNS: dict[str, sqlite3.Connection] = {}
REBUILT: list[tuple[Path, str]] = []     # (database, reason) rebuilt by this process


def db_path() -> Path:
    from konwoj import resources
    return resources.user_data_dir() / DB_NAME


def connect() -> sqlite3.Connection | None:
    """The catalogue of the current data folder, opened (checked, rebuilt if need be) once per
    process; None when no database can be used there (a read-only folder): callers then work
    without it."""
    path = db_path()
    key = str(path)
    conn = _CONNS.get(key)
    if conn is not None:
        return conn
    try:
        key.encode("utf-8")
        conn = _open(path)
    except (sqlite3.Error, OSError, UnicodeError):
        conn = None
    if conn is not None:
        _CONNS[key] = conn
    return conn


def close_all() -> None:
    """Close every open catalogue (tests; a data folder that changed)."""
    for c in _CONNS.values():
        with contextlib.suppress(sqlite3.Error):
            c.close()
    _CONNS.clear()


@contextlib.contextmanager
def write():
    """A write transaction on the catalogue (yields None when there is none: the caller skips
    its write; the files stay the truth)."""
    conn = connect()
    if conn is None:
        yield None
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _connect_raw(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=30.0, isolation_level=None,
                           check_same_thread=False)
    conn.execute("PRAGMA busy_timeout=30000")
    return conn


def _open(path: Path) -> sqlite3.Connection | None:
    path.parent.mkdir(parents=True, exist_ok=True)
    existed = path.exists()
    reason = None
    if existed or path.is_symlink():
        import stat
        try:
            regular = stat.S_ISREG(os.stat(path).st_mode)
        except OSError:
            regular = False
        if not regular:              # a folder, a pipe, a device or a dangling link: never opened
            try:
                os.replace(path, f"{path}.damaged")
            except OSError:
                return None
            reason = "damaged"
    conn = None
    try:
        conn = _connect_raw(path)
        conn.execute("PRAGMA journal_mode=WAL")
        ok = conn.execute("PRAGMA integrity_check").fetchall()
        if ok != [("ok",)]:
            raise sqlite3.DatabaseError(f"integrity_check: {ok[:3]}")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version == VERSION:        # its tables as this version reads them, else damaged
            conn.execute("SELECT folder, name, mtime_ns, size, t, row FROM rows LIMIT 0")
            conn.execute("SELECT game, side, crc, checked, data FROM analyses LIMIT 0")
    except sqlite3.Error:
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
        _set_aside(path)
        conn = _connect_raw(path)
        conn.execute("PRAGMA journal_mode=WAL")
        version = 0
        reason = "damaged"
    # WAL with NORMAL: a killed process loses no committed transaction and never leaves the
    # database damaged; only a power cut may lose the last commits (the files stay the truth)
    conn.execute("PRAGMA synchronous=NORMAL")
    if version != VERSION:
        conn.execute("BEGIN IMMEDIATE")
        try:
            now = conn.execute("PRAGMA user_version").fetchone()[0]
            if now != VERSION:             # another process may have built it meanwhile
                if now != 0:
                    reason = reason or "version"
                for (name,) in conn.execute(
                        "SELECT name FROM sqlite_master WHERE type='table'").fetchall():
                    conn.execute(f'DROP TABLE IF EXISTS "{name}"')
                for stmt in SCHEMA.split(";"):
                    if stmt.strip():
                        conn.execute(stmt)
                conn.execute(f"PRAGMA user_version={VERSION}")
                if (_marked(path.parent) or existed) and reason is None:
                    reason = "missing"
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
    if version == VERSION:
        _marked(path.parent)
    if reason is not None:
        REBUILT.append((path, reason))
    return conn


def _set_aside(path: Path) -> None:
    """A damaged database is kept as ``library.sqlite3.damaged`` (the last one), never read."""
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(OSError):
            os.unlink(f"{path}{suffix}")
    with contextlib.suppress(OSError):
        os.replace(path, f"{path}.damaged")
    with contextlib.suppress(OSError):
        os.unlink(path)


MARKER = ".catalogued"         # in the games folder: a catalogue was made for these games


def _marked(data: Path) -> bool:
    """Whether a catalogue was made for this games folder before (its marker is there, and is
    made now when missing): a catalogue missing then is one lost, said to the player; a first
    catalogue is not."""
    marker = data / "games" / MARKER
    if marker.exists():
        return True
    with contextlib.suppress(OSError):
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text("the game library's catalogue is library.sqlite3 beside this folder\n")
    return False


def reason_text(reason: str):
    from konwoj.i18n import Text
    return Text(f"library.why.{reason}")


def note_rebuilt(reason: str) -> None:
    """Say (once, at the start) that the catalogue was made anew for ``reason`` ("legacy": taken
    over from an older version's files); a reason already noted for this database stands, but
    "legacy" says more than "missing"."""
    path = db_path()
    for i, (p, why) in enumerate(REBUILT):
        if p == path:
            if why == "missing":
                REBUILT[i] = (path, reason)
            return
    REBUILT.append((path, reason))


def dumps(value) -> str:
    """JSON for the catalogue: ASCII only (a name that is not valid text still stores)."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
