"""Folders that scale: the rows of a folder of saves from a small header per file and a cached
index, never from a full load.

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
cached like the others.

The **index** (``.index.json`` in the folder) caches each file's row under its size and
modification time (ns). It survives crashes and hand edits: it is written atomically (temporary
file, fsync, rename) and only ever trusted for a file whose size and time still match, so a file
edited by hand is read again, a new file is read, a deleted one drops out, and an index that does
not read (cut off, edited, from another version) is ignored and rebuilt. The full check of a file
(``konwoj.saves.load``) still happens before it is played.
"""
from __future__ import annotations

import datetime as _dt
import gc
import json
import os
import zlib
from pathlib import Path

from konwoj.i18n import LANGS
from konwoj.rules import is_int
from konwoj.saves import storage
from konwoj.saves.document import BadSave, FORMAT_VERSION, SaveError, check_meta, parse
from konwoj.saves.storage import MAX_BYTES, SUFFIX, SaveInfo

INDEX_NAME = ".index.json"
INDEX_VERSION = 4                 # 4: rows hold the meta's seed and after_lesson (library.is_lesson)
HEADER_BYTES = 64 * 1024          # a header is a few hundred bytes; beyond this: read in full
# the meta a row uses (titles, descriptions, the library's record); the rest stays in the file
ROW_META = ("name", "name_pl", "name_en", "description_pl", "description_en", "kind", "mode",
            "human_sides", "opponent_level", "pinned", "winner", "length", "battles", "lesson",
            "after_lesson", "seed")
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
        return _dt.datetime.fromtimestamp(st.st_mtime).astimezone().replace(
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
def _index_path(folder: Path) -> Path:
    return folder / INDEX_NAME


def _read_index(folder: Path) -> dict:
    try:
        with open(_index_path(folder), "rb") as fh:
            raw = fh.read(64 * 1024 * 1024)
        doc = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(doc, dict) or doc.get("version") != INDEX_VERSION:
        return {}
    files = doc.get("files")
    return files if isinstance(files, dict) else {}


def _write_index(folder: Path, files: dict) -> None:
    text = json.dumps({"version": INDEX_VERSION, "files": files}, ensure_ascii=False,
                      separators=(",", ":"), default=str)
    try:
        storage._atomic_write(_index_path(folder), text)
    except OSError:
        pass        # a read-only folder still lists (the index is only a cache)


ENTRY_FIELDS = ROW_FIELDS + ("t",)


def _to_entry(info: SaveInfo, st) -> list:
    """The index entry of a file: ``[mtime_ns, size, row fields..., sort time, problem]``
    (positional: a 10,000-row index parses in a fraction of the time named keys take)."""
    from konwoj.saves.summary import sort_key
    meta = info.meta or {}
    row = [getattr(info, k) for k in ROW_FIELDS]
    row[ROW_FIELDS.index("sides")] = list(info.sides or ())
    row[ROW_FIELDS.index("meta")] = {k: meta[k] for k in ROW_META if k in meta}
    try:
        t = float(sort_key(info))        # newest first: the smallest comes first
    except (TypeError, ValueError):
        t = 0.0
    problem = None
    if info.problem is not None:
        problem = CachedProblem.of(info.problem).texts \
            if isinstance(info.problem, SaveError) else getattr(info.problem, "texts", None)
    return [st.st_mtime_ns, st.st_size, *row, t, problem]


def _from_entry(path: Path, entry) -> SaveInfo | None:
    try:
        (_, _, name, city, battle, sides, opponent, date, error, kind, mode, phase, to_move,
         winner, meta, recorded, ruleset, _, problem) = entry
        info = SaveInfo(path=path, name=name, city=city, battle=battle, sides=tuple(sides or ()),
                        opponent=opponent, date=date, error=error, kind=kind or "save",
                        mode=mode, phase=phase, to_move=to_move, winner=winner,
                        meta=meta if isinstance(meta, dict) else {}, recorded=recorded,
                        ruleset=ruleset)
        if isinstance(problem, dict):
            info.problem = CachedProblem(problem)
        return info
    except (TypeError, ValueError):
        return None


def list_save_rows() -> list[SaveInfo]:
    """Every save in ``saves_dir()``, newest first, from each file's header and this folder
    index: fast for thousands of files. A file broken in its header is listed with its reason;
    the full check happens when a file is opened (``load``). (Here rather than in ``storage``,
    which this module imports: no import circle.)"""
    return rows(storage.saves_dir())


def rows(folder, kind_of=None) -> list[SaveInfo]:
    """A row per ``*.yaml`` file of ``folder``, newest first, from the index where it still
    matches the file, else from the file's header (the index is then brought up to date)."""
    # tens of thousands of small objects at once: the cyclic collector would walk the whole
    # heap several times over while they are made (there are no cycles here to collect)
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _rows(Path(folder), kind_of)
    finally:
        if enabled:
            gc.enable()


def _rows(folder: Path, kind_of) -> list[SaveInfo]:
    kind_of = kind_of or (lambda p: storage._kind(p, False))
    cached = _read_index(folder)
    files: dict = {}
    out: list[SaveInfo] = []
    changed = False
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
        entry = cached.get(name)
        info = None
        if isinstance(entry, list) and len(entry) == len(ENTRY_FIELDS) + 3 \
                and entry[0] == st.st_mtime_ns and entry[1] == st.st_size:
            info = _from_entry(path, entry)
        if info is None:
            info = header_info(path, kind_of(path), st)
            entry = _to_entry(info, st)
            changed = True
        files[name] = entry
        t = entry[-2]
        out.append((t if isinstance(t, float) else 0.0, name, info))
    if changed or len(files) != len(cached):
        _write_index(folder, files)
    out.sort(key=lambda x: (x[0], x[1]))
    return [x[2] for x in out]


def update(folder, path, info: SaveInfo | None = None) -> None:
    """Bring one file's row up to date in the index (after a write, a pin, a failed check)."""
    folder, path = Path(folder), Path(path)
    files = _read_index(folder)
    try:
        st = path.stat()
    except OSError:
        files.pop(path.name, None)
    else:
        files[path.name] = _to_entry(info or header_info(path, storage._kind(path, False), st), st)
    _write_index(folder, files)


def forget(folder, path) -> None:
    """A file is gone: drop its row (the next listing would find out anyway)."""
    files = _read_index(Path(folder))
    if files.pop(Path(path).name, None) is not None:
        _write_index(Path(folder), files)


def mark_broken(path, err: SaveError) -> None:
    """The full check refused ``path``: its row says so (until the file changes)."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return
    info = _broken(path, storage._kind(path, False), _mtime_iso(st), err)
    files = _read_index(path.parent)
    files[path.name] = _to_entry(info, st)
    _write_index(path.parent, files)
