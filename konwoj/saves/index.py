"""Folders that scale: the rows of a folder of saves from a small header per file and the
catalogue (``konwoj.saves.catalogue``, SQLite), never from a full load.

    rows = index.rows(folder)            # [SaveInfo], one per ``*.yaml``; broken ones with a reason
    index.forget(folder, path)           # a file was deleted: drop its row (cheap)
    index.mark_broken(path, err)         # the full check (on open) refused it: list it so

What the row shows comes from the file's **header**: the part of the document before ``state:``
(version, ruleset, meta; the meta's ``row`` holds battle, city, phase, winner and the record's
length, written by ``konwoj.saves.encode``), plus a look at the file's last bytes for the end
marker; only the header is parsed. A header that does not read, a file cut off, too large or of
an unknown version is listed with its reason. The row also holds the CRC-32 of the rest of the
file: a file whose state was edited by hand since it was written (or written before the ``row``
existed, or whose header is not where it is expected) is read in full once; its row is then
kept like the others.

The catalogue keeps each file's row under its size and modification time (ns), in one
transaction per listing, and trusts it only for a file whose size and time still match and only
when every value is of its type and in its range (else the file is read again). A problem about
*reading* a file (permissions, its kind, a disk error) is never kept as a verdict on the file:
it is looked at again at the next listing. A file whose name is not valid text (a zip made on
another system) is listed as such, unread; the others list as usual. The full check of a file
(``konwoj.saves.load``) still happens before it is played.
"""
from __future__ import annotations

import datetime as _dt
import gc
import json
import math
import os
import sqlite3
import zlib
from pathlib import Path

from konwoj.i18n import LANGS
from konwoj.rules import RULESETS as _RULESETS
from konwoj.rules import is_int
from konwoj.rules.facts import SIDES
from konwoj.saves import catalogue, storage
from konwoj.saves.document import (
    FORMAT_VERSION,
    MAX_TEXT,
    BadSave,
    SaveError,
    check_meta,
    parse,
)
from konwoj.saves.storage import MAX_BYTES, SUFFIX, SaveInfo, shown_name
from konwoj.saves.summary import instant, sort_key
from konwoj.texts import player_names

HEADER_BYTES = 64 * 1024          # a header is a few hundred bytes; beyond this: read in full
# the meta a row uses (titles, descriptions, the library's record); the rest stays in the file
ROW_META = ("name", "name_pl", "name_en", "description_pl", "description_en", "kind", "mode",
            "human_sides", "opponent_level", "pinned", "winner", "length", "battles", "lesson",
            "after_lesson", "seed", "players")
ROW_FIELDS = ("name", "city", "battle", "sides", "opponent", "date", "error", "kind", "mode",
              "phase", "to_move", "winner", "meta", "recorded", "ruleset")


class CachedProblem:
    """A refusal as the index keeps it: its texts in both languages (what the row shows)."""

    def __init__(self, texts: dict):
        self.texts = dict(texts)

    @classmethod
    def of(cls, err: SaveError) -> "CachedProblem":
        return cls({f"{k}_{lang}": getattr(err, k)(lang) for k in ("text", "problem_text")
                    for lang in LANGS})

    def text(self, lang: str = "en") -> str:
        return self.texts.get(f"text_{lang}") or self.texts.get("text_en", "")

    def problem_text(self, lang: str = "en") -> str:
        return self.texts.get(f"problem_text_{lang}") or self.texts.get("problem_text_en", "")

    def __str__(self) -> str:
        return self.text("en")


# ---------------------------------------------------------------------------------- one file
def _mtime_iso(st) -> str | None:
    try:
        return _dt.datetime.fromtimestamp(st.st_mtime, _dt.UTC).replace(
            microsecond=0).isoformat()
    except (OverflowError, OSError, ValueError):
        return None


def _broken(path: Path, kind: str, mtime, err: SaveError) -> SaveInfo:
    return SaveInfo(path=path, name=path.stem, date=mtime, error=str(err), kind=kind,
                    problem=err)


def header_info(path, kind: str = "save", st=None) -> SaveInfo:
    """The row of one file from its header (see the module docstring); never raises."""
    path = Path(path)
    try:
        st = st or path.stat()
    except OSError as exc:
        return _broken(path, kind, None, SaveError(path, "saves.unreadable",
                                                   detail=exc.strerror or type(exc).__name__))
    mtime = _mtime_iso(st)
    if st.st_size > MAX_BYTES:
        return _broken(path, kind, mtime, SaveError(path, "saves.too_large", size=st.st_size))
    try:                      # the one reader: a FIFO or a device is refused, never opened
        from konwoj import playerfiles
        raw = playerfiles.read_bytes(path, MAX_BYTES)
    except playerfiles.YamlLimit:
        return _broken(path, kind, mtime, SaveError(path, "saves.too_large", size=MAX_BYTES + 1))
    except playerfiles.NotRegularFile as exc:
        return _broken(path, kind, mtime, SaveError(path, "saves.not_a_file", kind=exc.text))
    except OSError as exc:
        return _broken(path, kind, mtime, SaveError(path, "saves.unreadable",
                                                    detail=exc.strerror or type(exc).__name__))
    head, tail = raw[:HEADER_BYTES], raw[-64:]
    cut = head.find(b"\nstate:")
    if cut < 0 or not head.strip():
        return _full(path, kind)           # no header where one is expected: the whole file
    try:
        text = head[:cut + 1].decode("utf-8")
    except UnicodeDecodeError:
        return _broken(path, kind, mtime, SaveError(path, "saves.not_text"))
    if not tail.rstrip().endswith(b"end: true"):
        return _broken(path, kind, mtime, SaveError(path, "saves.truncated"))
    try:
        doc = parse(text)
        if not isinstance(doc, dict):
            raise BadSave("saves.not_mapping")
        version = doc.get("konwoj_save")
        if not is_int(version) or version < 1:
            raise BadSave("saves.no_version" if version is None else "saves.bad_version",
                          version=repr(version))
        if version > FORMAT_VERSION:
            raise BadSave("saves.future_version", version=version, supported=FORMAT_VERSION)
        from konwoj.rules import RULESETS
        ruleset = doc.get("ruleset")
        if ruleset not in RULESETS:
            raise BadSave("saves.ruleset", ruleset=repr(ruleset), known=", ".join(RULESETS))
        meta = check_meta(doc.get("meta"))
    except BadSave as bad:
        return _broken(path, kind, mtime, SaveError(path, bad.problem, **bad.kw))
    except Exception as exc:  # noqa: BLE001 - never let one file stop the listing
        return _broken(path, kind, mtime, SaveError(path, "saves.state",
                                                    detail=f"{type(exc).__name__}: {exc}"))
    row = meta.pop("row", None)
    if not isinstance(row, dict) or row.get("crc") != zlib.crc32(raw[cut + 1:]):
        # written before rows existed, or its body was edited since: read it once in full
        return _full(path, kind)
    sides = meta.get("human_sides", meta.get("sides")) or ()

    def num(k):
        v = row.get(k)
        return v if is_int(v) else None

    def word(k):
        v = row.get(k)
        return v if isinstance(v, str) else None

    return SaveInfo(path=path, name=meta.get("name") or meta.get("name_en") or path.stem,
                    city=num("city"), battle=num("battle"), sides=tuple(sides),
                    opponent=meta.get("opponent_level", meta.get("opponent")),
                    date=meta.get("date") or (None if kind == "scenario" else mtime), kind=kind,
                    mode=meta.get("mode"), phase=word("phase"), to_move=word("to_move"),
                    winner=word("winner"), meta=meta, recorded=num("recorded"), ruleset=ruleset)


def _full(path: Path, kind: str) -> SaveInfo:
    info = storage.info(path, scenario=(kind == "scenario"))
    info.kind = kind
    info.meta = {k: v for k, v in (info.meta or {}).items() if k != "row"}
    return info


# ---------------------------------------------------------------------------------- the cache
# problems about *reading* a file (its permissions, its kind, a disk error): never kept as a
# verdict on the file's content (the file may read the next time)
READ_PROBLEMS = frozenset({"saves.unreadable", "saves.not_a_file", "saves.missing",
                           "saves.dangling", "saves.folder", "saves.bad_name"})
KINDS = frozenset({"save", "autosave", "backup", "scenario", "replay", "game"})
MAX_ROW_TEXT = 64 * 1024
MAX_WORD = 64


def _folder_key(folder: Path) -> str | None:
    try:
        key = str(folder.resolve())
        key.encode("utf-8")
        return key
    except (OSError, UnicodeError, RuntimeError):
        return None


def _name_ok(name: str) -> bool:
    try:
        name.encode("utf-8")
        return True
    except UnicodeError:
        return False




def _bad_name(path: Path, kind: str, st) -> SaveInfo:
    shown = shown_name(path.name)
    err = SaveError(Path(shown), "saves.bad_name")
    return SaveInfo(path=path, name=shown_name(path.stem), date=_mtime_iso(st), error=str(err),
                    kind=kind, problem=err)


def _word(v, choices=None) -> bool:
    return v is None or (isinstance(v, str) and len(v) <= MAX_WORD
                         and (choices is None or v in choices))


def _count(v, hi: int) -> bool:
    return v is None or (is_int(v) and 0 <= v <= hi)


_SIDES = frozenset(SIDES)
_NAME_LEN = player_names.MAX_LEN
_WINNERS = frozenset((None, *SIDES))


def _meta_value_ok(k, v) -> bool:
    if k == "human_sides":
        return type(v) is list and len(v) <= 2 and all(s in _SIDES for s in v)
    if k == "pinned":
        return type(v) is bool
    if k in ("length", "battles"):
        return type(v) is int and 0 <= v <= 10 ** 6
    if k == "winner":
        return v in _WINNERS if (v is None or type(v) is str) else False
    if k == "seed":
        return v is None or (type(v) is int and -2 ** 96 <= v <= 2 ** 96)
    if k == "players":       # hot-seat names, as check_meta cleaned them (texts.player_names)
        return type(v) is dict and len(v) <= 2 and all(
            s in _SIDES and type(n) is str and 0 < len(n) <= _NAME_LEN for s, n in v.items())
    if k in ("lesson", "after_lesson"):
        return v is None or type(v) is bool or (type(v) is str and len(v) <= MAX_TEXT)
    return type(v) is str and len(v) <= MAX_TEXT


_ROW_META = frozenset(ROW_META)


def clean_meta(meta) -> dict:
    """The row's meta, each value checked for its type and range (anything else dropped)."""
    if not isinstance(meta, dict):
        return {}
    out = {}
    for k in ROW_META:
        if k in meta:
            v = meta[k]
            if isinstance(v, (list, tuple)) and k == "human_sides":
                v = list(dict.fromkeys(v))
            if _meta_value_ok(k, v):
                out[k] = v
    return out


def _meta_ok(meta) -> bool:
    """Every value of the row's meta that a row uses of its type and range."""
    if type(meta) is not dict:
        return False
    for k, v in meta.items():
        if k in _ROW_META and not _meta_value_ok(k, v):
            return False
    return True


def _text_ok(v, n: int = MAX_WORD) -> bool:
    return v is None or (type(v) is str and len(v) <= n)


def _fields_ok(name, city, battle, sides, opponent, date, error, kind, mode, phase, to_move,
               winner, meta, recorded, ruleset) -> bool:
    """Every field of a row of its type and in its range (``valid`` on the plain values; the
    date is checked by ``instant``)."""
    if not (type(name) is str and len(name) <= MAX_TEXT
            and (city is None or (type(city) is int and 0 <= city <= 9))
            and (battle is None or (type(battle) is int and 0 <= battle <= 999))
            and (type(sides) is list or type(sides) is tuple) and len(sides) <= 2
            and (opponent is None or (type(opponent) is str and len(opponent) <= MAX_WORD))
            and (mode is None or (type(mode) is str and len(mode) <= MAX_WORD))
            and (phase is None or (type(phase) is str and len(phase) <= MAX_WORD))
            and to_move in _WINNERS and winner in _WINNERS and kind in KINDS
            and (recorded is None or (type(recorded) is int and 0 <= recorded <= 10 ** 6))
            and (ruleset is None or ruleset in _RULESETS)
            and (error is None or (type(error) is str and len(error) <= 4 * MAX_TEXT))
            and (date is None or (type(date) is str and len(date) <= 64))
            and type(meta) is dict):
        return False
    for x in sides:
        if x not in _SIDES:
            return False
    for k, v in meta.items():
        if k in _ROW_META:
            t = type(v)
            if t is str:
                if len(v) > MAX_TEXT or (k == "winner" and v not in _SIDES) \
                        or k in _NOT_TEXT:
                    return False
            elif not _meta_value_ok(k, v):
                return False
    return True


_NOT_TEXT = frozenset(("human_sides", "pinned", "length", "battles", "seed", "players"))


def valid(info: SaveInfo) -> bool:
    """Every field of a row of the right type and in range (a row from the catalogue or from a
    header is trusted only then)."""
    try:
        return type(info.sides) is tuple and _fields_ok(*(getattr(info, k) for k in ROW_FIELDS)) \
            and (info.date is None or instant(info.date) is not None)
    except Exception:  # noqa: BLE001 - anything odd: not trusted
        return False


def _to_entry(info: SaveInfo) -> tuple[float, str] | None:
    """What the catalogue keeps of a row: its instant and the row as JSON; None when it must not
    be kept (a problem about reading the file, a value that does not store)."""
    from konwoj.saves.summary import sort_key
    problem = None
    if info.problem is not None:
        code = getattr(info.problem, "problem", None)
        if code in READ_PROBLEMS:
            return None
        problem = CachedProblem.of(info.problem).texts \
            if isinstance(info.problem, SaveError) else getattr(info.problem, "texts", None)
    row = [getattr(info, k) for k in ROW_FIELDS]
    row[ROW_FIELDS.index("sides")] = list(info.sides or ())
    row[ROW_FIELDS.index("meta")] = clean_meta(info.meta)
    t = sort_key(info)
    if not isinstance(t, float) or not math.isfinite(t):
        t = 0.0
    try:
        return t, catalogue.dumps([*row, problem])
    except (TypeError, ValueError):
        return None


# rows checked by this process, by their text: a text already checked is not checked again
# (the same text holds the same values); kept for the last listing of each folder only
_CHECKED: dict = {}


def _check_entry(text) -> tuple | None:
    """The plain values of a kept row (``ROW_FIELDS``, its problem's texts, the instant of its
    date), or None when it does not read or any value is out of its type or range."""
    if type(text) is not str or len(text) > MAX_ROW_TEXT:
        return None
    try:
        entry = json.loads(text)
        if type(entry) is not list or len(entry) != len(ROW_FIELDS) + 1:
            return None
        problem = entry.pop()
        if not _fields_ok(*entry):
            return None
        date, error = entry[5], entry[6]
        t = None
        if date is not None:
            t = instant(date)
            if t is None:
                return None
        if problem is not None and not (
                type(problem) is dict and len(problem) <= 8
                and all(type(k) is str and type(v) is str and len(v) <= 4 * MAX_TEXT
                        for k, v in problem.items())):
            return None
        if (error is None) != (problem is None):
            return None
        entry[3] = tuple(entry[3])
        return tuple(entry), problem, t
    except (TypeError, ValueError, RecursionError, MemoryError):
        return None


def _from_entry(path: Path, text, checked: dict | None = None) -> tuple | None:
    """The row kept in the catalogue and the instant of its date, or None when it does not read
    or any value is out of its type or range (the file is then read again). ``checked`` (text:
    values) holds the rows this process checked already."""
    got = checked.get(text) if checked is not None else None
    if got is None:
        got = _check_entry(text)
        if got is None:
            return None
    if checked is not None:
        checked[text] = got
    (name, city, battle, sides, opponent, date, error, kind, mode, phase, to_move, winner, meta,
     recorded, ruleset), problem, t = got
    info = SaveInfo(path, name, city, battle, sides, opponent, date, error, kind, mode, phase,
                    to_move, winner, dict(meta), None, recorded, ruleset)
    if problem is not None:
        info.problem = CachedProblem(problem)
    return info, t


def _tidy(info: SaveInfo, st) -> SaveInfo:
    """What a row shows, in range: a date that is not one (edited by hand) gives way to the
    file's time, a side named twice counts once, a meta value a row uses that is out of its
    type or range is left out (the file itself is judged by the full check when it is opened)."""
    if info.date is not None and (type(info.date) is not str or len(info.date) > 64
                                  or instant(info.date) is None):
        info.date = _mtime_iso(st)
    if type(info.sides) is tuple:
        info.sides = tuple(dict.fromkeys(info.sides))
    if isinstance(info.meta, dict) and not _meta_ok(info.meta):
        info.meta = {**{k: v for k, v in info.meta.items() if k not in _ROW_META},
                     **clean_meta(info.meta)}
    return info


def _checked_header(path: Path, kind: str, st) -> SaveInfo:
    info = _tidy(header_info(path, kind, st), st)
    if not valid(info):                 # a header that lies about a value: the file in full
        info = _tidy(_full(path, kind), st)
        info.meta = clean_meta(info.meta)
        if not valid(info):
            err = SaveError(path, "saves.state", detail="a listed value is out of range")
            info = _broken(path, kind, _mtime_iso(st), err)
    return info


def list_save_rows() -> list[SaveInfo]:
    """Every save in ``saves_dir()``, newest first, from each file's header and the
    catalogue: fast for thousands of files. A file broken in its header is listed with its reason;
    the full check happens when a file is opened (``load``). (Here rather than in ``storage``,
    which this module imports: no import circle.)"""
    return rows(storage.saves_dir())


def rows(folder, kind_of=None) -> list[SaveInfo]:
    """A row per ``*.yaml`` file of ``folder``, newest first, from the catalogue where it still
    matches the file, else from the file's header (the catalogue is then brought up to date)."""
    # tens of thousands of small objects at once: the cyclic collector would walk the whole
    # heap several times over while they are made (there are no cycles here to collect)
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _rows(Path(folder), kind_of)
    finally:
        if enabled:
            gc.enable()


def _cached(key: str | None) -> dict:
    if key is None:
        return {}
    conn = catalogue.connect()
    if conn is None:
        return {}
    try:
        return {name: (m, s, r, t) for name, m, s, r, t in conn.execute(
            "SELECT name, mtime_ns, size, row, t FROM rows WHERE folder=?", (key,))}
    except sqlite3.Error:
        return {}


def _rows(folder: Path, kind_of) -> list[SaveInfo]:
    kind_of = kind_of or (lambda p: storage._kind(p, False))
    key = _folder_key(folder)
    cached = _cached(key)
    before = _CHECKED.get(key) or {}
    checked: dict = {}
    put: list = []
    out: list = []
    seen = set()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    # a child path without re-parsing the folder's (what Path.iterdir does; 10x cheaper)
    child = getattr(folder, "_make_child_relpath", None) or folder.joinpath
    for e in entries:
        name = e.name
        if not name.endswith(SUFFIX) or name.startswith("."):
            continue
        path = child(name)
        try:
            st = e.stat()
        except OSError:
            continue
        if not _name_ok(name):            # a name that is not text (a zip from another system)
            info = _bad_name(path, kind_of(path), st)
            out.append((0.0, name, info))
            continue
        seen.add(name)
        entry = cached.get(name)
        info = None
        t = 0.0
        if entry is not None and entry[0] == st.st_mtime_ns and entry[1] == st.st_size:
            text = entry[2]
            if text in before:
                checked[text] = before[text]
            got = _from_entry(path, text, checked)
            if got is not None:          # the instant from the checked date, not the stored one
                info, when = got
                t = -when if when is not None else -float(st.st_mtime)
        if info is None:
            info = _checked_header(path, kind_of(path), st)
            kept = _to_entry(info)
            if kept is not None:
                t = kept[0]
                put.append((key, name, st.st_mtime_ns, st.st_size, kept[0], kept[1]))
            else:
                t = sort_key(info)
                if name in cached:
                    put.append((key, name, None, None, None, None))
        out.append((t if isinstance(t, float) and math.isfinite(t) else 0.0, name, info))
    if key is not None:
        _CHECKED[key] = checked
    gone = [n for n in cached if n not in seen]
    if key is not None and (put or gone):
        _store(key, put, gone)
    out.sort(key=_first_two)             # names are unique: no row is compared beyond them
    return [x[2] for x in out]


def _first_two(x):
    return x[0], x[1]


def _store(key: str, put: list, gone: list) -> None:
    try:
        with catalogue.write() as conn:
            if conn is None:
                return
            conn.executemany("DELETE FROM rows WHERE folder=? AND name=?",
                             [(key, n) for n in gone] + [(key, p[1]) for p in put
                                                          if p[2] is None])
            conn.executemany("INSERT OR REPLACE INTO rows VALUES (?,?,?,?,?,?)",
                             [p for p in put if p[2] is not None])
    except sqlite3.Error:
        pass            # a busy or read-only catalogue: the rows are read again next time


def _kind(path: Path) -> str:
    """The kind of a file by its folder: a kept game in the library's ``games``, else a save."""
    from konwoj import resources
    if path.parent == resources.user_data_dir() / "games":
        return "game"
    return storage._kind(path, False)


def update(folder, path, info: SaveInfo | None = None) -> None:
    """Bring one file's row up to date in the catalogue (after a write, a pin, a failed check)."""
    folder, path = Path(folder), Path(path)
    key = _folder_key(folder)
    if key is None or not _name_ok(path.name):
        return
    try:
        st = path.stat()
    except OSError:
        _store(key, [], [path.name])
        return
    info = info or _checked_header(path, _kind(path), st)
    kept = _to_entry(info)
    if kept is None:
        _store(key, [], [path.name])
    else:
        _store(key, [(key, path.name, st.st_mtime_ns, st.st_size, kept[0], kept[1])], [])


def forget(folder, path) -> None:
    """A file is gone: drop its row (the next listing would find out anyway)."""
    key = _folder_key(Path(folder))
    if key is not None and _name_ok(Path(path).name):
        _store(key, [], [Path(path).name])


def mark_broken(path, err: SaveError) -> None:
    """The full check refused ``path``: its row says so (until the file changes). A problem
    about reading the file (permissions, a disk) is not kept: the file may read next time."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return
    if getattr(err, "problem", None) in READ_PROBLEMS:
        forget(path.parent, path)
        return
    update(path.parent, path, _broken(path, _kind(path), _mtime_iso(st), err))
