"""Reading and writing a player's files: the one reader and the one atomic write.

Every file the game reads from a player's folders or the command line (saves, autosaves, settings,
card overrides, lesson progress, lesson scripts, scenarios, ``--strengths``) goes through
``load_file`` (or ``read_bytes`` for the raw bytes), and every file it writes there through
``atomic_write`` (or ``write_tmp`` + ``commit`` when a backup is rotated in between).

    from konwoj import playerfiles
    doc = playerfiles.load_file(path, max_bytes=64 * 1024, max_depth=8, max_nodes=2_000)
    playerfiles.atomic_write(path, text)        # OSError if it could not be written; no tmp left

Reading refuses, before anything is parsed:
- a path that is not a regular file (a FIFO, a device such as ``/dev/zero``, a socket, a folder):
  ``NotRegularFile`` (an OSError) naming its kind; it is never opened for reading (``os.stat``
  first, then the file is opened with ``O_NONBLOCK`` and the opened descriptor checked again, so a
  file swapped for a FIFO in between cannot block);
- a file larger than ``max_bytes``: ``YamlLimit("size")`` (never more than ``max_bytes + 1``
  bytes are read, even from a file that grows meanwhile).

The text is then scanned as parser events before it is built (PyYAML builds nested collections
recursively: 40,000 nested ``[`` crash the process, and it takes seconds per megabyte): the scan
stops at the first event past a limit (nesting depth, node count, an anchor or alias, a tag). Only
a document inside every limit is loaded with the safe loader, and the result is checked to be
plain data (``check_plain``): strings, whole numbers of at most 96 bits, finite floats, booleans,
null, lists and mappings with string or whole-number keys. A date (``2025-01-01``; an impossible
one such as ``2025-13-45`` too), a 5,001-digit number, ``.nan`` or binary data is a ``YamlLimit``
of kind "value" with a clear message, never a crash further on.
"""
from __future__ import annotations

import math
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from konwoj.i18n import Text, quote


LOADER = yaml.CSafeLoader if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
_NODE = (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)
# the tags a plain-data document may spell out (the safe loader knows them all)
PLAIN_TAGS = frozenset("tag:yaml.org,2002:" + t for t in (
    "str", "int", "float", "bool", "null", "seq", "map", "timestamp", "binary"))
INT_RANGE = (-2 ** 96, 2 ** 96)      # far beyond any game value (64 bits): refused as odd


class YamlLimit(ValueError):
    """A document outside the limits. ``kind`` is "depth", "nodes", "alias", "tag", "nul",
    "docs", "size", "value" (the loader could not build a value) or "odd" (a value that is not
    plain game data: a date, a huge number, nan); ``limit`` the number it went past (depth,
    nodes, size) or the detail. ``str(err)`` is English; ``err.text`` (a ``konwoj.i18n.Text``)
    follows the language."""

    def __init__(self, kind: str, limit: int | str | None = None):
        self.kind = kind
        self.limit = limit
        self.text = describe(kind, limit)
        super().__init__(self.text)


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a socket or a folder: refused by its kind, never read.
    ``strerror`` is English; ``text`` follows the language; ``kind`` is "fifo", "chr", "blk",
    "sock", "dir" or "other"."""

    def __init__(self, path, kind: str):
        self.kind = kind
        self.text = Text("files.kind", kind=Text(f"files.kind.{kind}"))
        super().__init__(0, str(self.text), str(path))


def describe(kind: str, limit=None) -> Text:
    return Text(f"yaml.{kind}", limit=limit)


# ---------------------------------------------------------------------------------- reading
def file_kind(mode: int) -> str:
    """"file" for a regular file, else the kind NotRegularFile names."""
    if stat.S_ISREG(mode):
        return "file"
    for test, name in ((stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "chr"), (stat.S_ISBLK, "blk"),
                       (stat.S_ISSOCK, "sock"), (stat.S_ISDIR, "dir")):
        if test(mode):
            return name
    return "other"


def check_regular(path) -> os.stat_result:
    """``os.stat(path)`` (following links) if it is a regular file; else NotRegularFile.
    FileNotFoundError and other OSErrors pass through."""
    st = os.stat(path)
    kind = file_kind(st.st_mode)
    if kind != "file":
        raise NotRegularFile(path, kind)
    return st


def read_bytes(path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes``. Raises FileNotFoundError,
    NotRegularFile, YamlLimit("size") (with ``size``: the bytes seen) or another OSError."""
    st = check_regular(path)
    if st.st_size > max_bytes:
        raise _too_large(max_bytes, st.st_size)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)                  # the file swapped for a FIFO since the stat above
        kind = file_kind(st.st_mode)
        if kind != "file":
            raise NotRegularFile(path, kind)
        chunks, n = [], 0
        while n <= max_bytes:
            b = os.read(fd, min(1 << 20, max_bytes + 1 - n))
            if not b:
                break
            chunks.append(b)
            n += len(b)
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:              # it grew while we read
        raise _too_large(max_bytes, len(raw))
    return raw


def _too_large(max_bytes: int, size: int) -> YamlLimit:
    err = YamlLimit("size", max_bytes)
    err.size = size
    return err


def scan(text: str, max_depth: int, max_nodes: int, aliases: bool = False) -> None:
    """Raise YamlLimit at the first event past a limit; yaml.YAMLError for text that is not
    YAML (the parser's own message)."""
    if "\x00" in text:
        raise YamlLimit("nul")
    depth = nodes = docs = 0
    for ev in yaml.parse(text, Loader=LOADER):
        if isinstance(ev, _NODE):
            nodes += 1
            if nodes > max_nodes:
                raise YamlLimit("nodes", max_nodes)
            if not aliases and ev.anchor is not None:
                raise YamlLimit("alias")
            tag = ev.tag
            if tag is not None and tag != "!" and tag not in PLAIN_TAGS:
                raise YamlLimit("tag", quote(tag))
            if isinstance(ev, _OPEN):
                depth += 1
                if depth > max_depth:
                    raise YamlLimit("depth", max_depth)
        elif isinstance(ev, _CLOSE):
            depth -= 1
        elif isinstance(ev, yaml.AliasEvent):
            if not aliases:
                raise YamlLimit("alias")
            nodes += 1
            if nodes > max_nodes:
                raise YamlLimit("nodes", max_nodes)
        elif isinstance(ev, yaml.DocumentStartEvent):
            docs += 1
            if docs > 1:
                raise YamlLimit("docs")


def check_plain(doc: Any, where: str = "") -> Any:
    """``doc`` if it is plain game data (see the module's docstring), else YamlLimit("odd")
    naming the first odd value and where it is."""
    stack = [(doc, where)]
    while stack:
        x, at = stack.pop()
        if x is None or isinstance(x, (str, bool)):
            continue
        if isinstance(x, int):
            if not INT_RANGE[0] <= x <= INT_RANGE[1]:
                raise YamlLimit("odd", _at(at, f"a number of {len(str(abs(x)))} digits"))
            continue
        if isinstance(x, float):
            if not math.isfinite(x):
                raise YamlLimit("odd", _at(at, repr(x)))
            continue
        if isinstance(x, list):
            stack.extend((v, f"{at}[{i}]") for i, v in enumerate(x))
            continue
        if isinstance(x, dict):
            for k, v in x.items():
                if isinstance(k, bool) or not isinstance(k, (str, int)):
                    raise YamlLimit("odd", _at(at, f"the key {quote(k)}"))
                if isinstance(k, int) and not INT_RANGE[0] <= k <= INT_RANGE[1]:
                    raise YamlLimit("odd", _at(at, f"a key of {len(str(abs(k)))} digits"))
                stack.append((v, f"{at}.{k}" if at else str(k)))
            continue
        name = {"datetime": "a date and time", "date": "a date", "bytes": "binary data"}.get(
            type(x).__name__, f"a {type(x).__name__}")
        raise YamlLimit("odd", _at(at, f"{name} {quote(x)}"))
    return doc


def _at(where: str, what: str) -> str:
    return f"{quote(' '.join(where.split()), 40, repr_=False)}: {what}" if where else what


def load_text(text: str, max_depth: int = 32, max_nodes: int = 50_000, plain: bool = True) -> Any:
    """``yaml.safe_load(text)`` once ``scan`` has passed it (no aliases, plain tags only), checked
    to be plain data (``check_plain``) unless ``plain`` is False (the settings, which bound each
    value on its own so that one odd value does not cost the others)."""
    scan(text, max_depth, max_nodes)
    try:
        doc = yaml.load(text, Loader=LOADER)
    except (ValueError, OverflowError, TypeError) as exc:  # a date like 2025-13-45, a huge int
        raise YamlLimit("value", f"{type(exc).__name__}: {quote(str(exc), repr_=False)}") from None
    return check_plain(doc) if plain else doc


def load_file(path, max_bytes: int, max_depth: int = 32, max_nodes: int = 50_000,
              plain: bool = True) -> Any:
    """Read the regular file ``path`` (at most ``max_bytes``, UTF-8) and ``load_text`` it.
    Raises OSError (FileNotFoundError, NotRegularFile ...), UnicodeDecodeError, YamlLimit (also
    kind "size") or yaml.YAMLError."""
    raw = read_bytes(path, max_bytes)
    return load_text(raw.decode("utf-8"), max_depth, max_nodes, plain)


# ---------------------------------------------------------------------------------- writing
TMP_SUFFIX = ".tmp"
STALE_AGE = 3600.0       # seconds after which a temporary file of a live process is stale too


def _tmp_prefix(path: Path) -> str:
    return f".{path.name}.{os.getpid()}."


def write_tmp(path, data: str | bytes) -> Path:
    """Write ``data`` to a new temporary file beside ``path`` (its name holds our process id, see
    ``clean_stale_tmp``), flushed and fsynced. On any failure the temporary file is removed and
    the error raised."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=_tmp_prefix(path), suffix=TMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        if os.name != "nt":
            os.chmod(tmp, 0o644)
    except BaseException:
        unlink_quietly(tmp)
        raise
    return Path(tmp)


def commit(tmp, path) -> None:
    """Move the temporary file ``tmp`` over ``path`` (atomic) and fsync the folder; on failure
    ``tmp`` is removed and the error raised."""
    try:
        os.replace(tmp, path)
    except BaseException:
        unlink_quietly(tmp)
        raise
    fsync_dir(Path(path).parent)


def atomic_write(path, data: str | bytes) -> Path:
    """Write ``path`` atomically: a crash, a kill or a full disk leaves the old file whole (or
    no file) and no temporary file behind. Raises OSError."""
    path = Path(path)
    commit(write_tmp(path, data), path)
    return path


def fsync_dir(folder: Path) -> None:
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def unlink_quietly(p) -> None:
    try:
        os.unlink(p)
    except OSError:
        pass


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":        # no cheap test: only the age counts there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def clean_stale_tmp(folder, age: float = STALE_AGE) -> list[Path]:
    """Remove the temporary files a killed writer left in ``folder``: those whose writer (the
    process id in the name) is gone, and any older than ``age`` seconds. A live writer's fresh
    file is never touched. Returns what was removed; never raises."""
    removed = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(f".*{TMP_SUFFIX}"))
    except OSError:
        return removed
    for p in candidates:
        parts = p.name.split(".")       # "", name..., pid, random + ".tmp"
        pid = None
        for part in reversed(parts[:-2]):
            if part.isdigit():
                pid = int(part)
                break
        try:
            st = p.lstat()
            if not stat.S_ISREG(st.st_mode):
                continue
            dead = pid is not None and not _pid_alive(pid)
            if dead or now - st.st_mtime > age:
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed
