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
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from konwoj import safeyaml
from konwoj.i18n import register, tr
from konwoj.rules import MOLOCH, OUTPOST, SIDES, GameState, StateError
from konwoj.rules.events import TEMPLATES as _EVENT_TEMPLATES
from konwoj.rules.game import BATTLE_FLOW, RULESETS
from konwoj.rules.record import GameRecord, RecordError

__all__ = ["FORMAT_VERSION", "SaveError", "SaveInfo", "autosave", "autosave_path",
           "backup_path", "check_file", "clear_autosave", "delete", "encode", "info",
           "latest_autosave", "list_replays", "list_saves", "list_scenarios", "load", "load_for_cli",
           "set_aside_broken_autosaves",
           "load_with_meta", "main", "new_save_path", "save", "saves_dir", "scenarios_dir"]

FORMAT_VERSION = 1            # the version of the file layout written by this module
STATE_FORMAT = 1              # the ``format`` inside ``GameState.to_dict()`` this module reads
MAX_BYTES = 8 * 1024 * 1024   # no real save comes near this; bigger files are refused unread
# Structural limits, checked by a streaming scan before the document is built (konwoj.safeyaml).
# The longest of 200 random games saved one move before its end holds 2,232 values, 20 KB and a
# log of 325 events, nested 5 deep: the limits leave a wide margin, and a file at the limits
# loads in well under a second (bench/save_bench.py).
MAX_DEPTH = 32                # nesting levels
MAX_NODES = 50_000            # values (scalars, lists, mappings)
MAX_LOG = 5_000               # events in the game log
MAX_STACK = 200               # pending frames
MAX_NAME = 120                # characters of a save's name (longer names are cut when saved)
MAX_TEXT = 2_000              # characters of a description or any other meta text
SUFFIX = ".yaml"
AUTOSAVE_NAME = "autosave.yaml"
BACKUP_NAME = "autosave-backup.yaml"
HEADER = "# Konwój save file: plain YAML, described in docs/save-format.md\n"
TOP_KEYS = ("konwoj_save", "ruleset", "meta", "state", "end")
PHASES = frozenset(("mulligan", "convoy", "game_over") + tuple(BATTLE_FLOW))
DISTRICT_EFFECTS = frozenset(("draw", "kill", "move_to_new_york", "bomb", "plain"))  # "plain": 2e
MODES = ("solo", "hotseat")
_WORD = re.compile(r"^[A-Za-z0-9_+\-]+$")
_CARD_LIKE = re.compile(r"^[a-z_]+-[0-9]+$")
_SIDE_FRAMES = ("mulligan", "attack", "pay", "overflow", "may_draw")
_SET_FIELDS = ("netted", "once_used", "flags")

# ---------------------------------------------------------------------------------- messages
register({
    "saves.load_failed": ("Nie można wczytać pliku {path}: {problem}",
                          "Cannot load the save file {path}: {problem}"),
    "saves.write_failed": ("Nie można zapisać pliku {path}: {problem}",
                           "Cannot write the save file {path}: {problem}"),
    "saves.missing": ("plik nie istnieje", "the file does not exist"),
    "saves.not_a_file": ("to nie jest zwykły plik", "it is not a regular file"),
    "saves.unreadable": ("nie da się odczytać pliku ({detail})", "the file cannot be read ({detail})"),
    "saves.too_large": ("plik jest za duży jak na zapis gry ({size} bajtów)",
                        "the file is too large to be a save ({size} bytes)"),
    "saves.not_text": ("plik nie jest tekstem (niepoprawne UTF-8)",
                       "the file is not text (it is not valid UTF-8)"),
    "saves.empty": ("plik jest pusty", "the file is empty"),
    "saves.too_deep": ("plik jest zagnieżdżony głębiej niż {limit} poziomów",
                       "the file is nested more than {limit} levels deep"),
    "saves.too_many": ("plik zawiera więcej niż {limit} wartości",
                       "the file holds more than {limit} values"),
    "saves.folder": ("folder zapisów nie jest folderem ({detail})",
                     "the saves folder is not a usable folder ({detail})"),
    "saves.yaml": ("plik nie jest poprawnym YAML-em ({detail})",
                   "the file is not valid YAML ({detail})"),
    "saves.tag": ("plik zawiera niedozwolony znacznik YAML ({detail}); nic z niego nie zostało "
                  "wykonane", "the file uses a YAML tag that saves may not contain ({detail}); "
                  "nothing in it was run"),
    "saves.alias": ("plik używa kotwic lub aliasów YAML, których zapisy nie mogą zawierać",
                    "the file uses YAML anchors or aliases, which saves may not contain"),
    "saves.not_mapping": ("to nie jest zapis gry Konwój (na najwyższym poziomie nie ma mapy)",
                          "it is not a Konwój save (the top level is not a mapping)"),
    "saves.no_version": ("to nie jest zapis gry Konwój (brak pola 'konwoj_save')",
                         "it is not a Konwój save (the field 'konwoj_save' is missing)"),
    "saves.bad_version": ("nieznana wersja formatu zapisu: {version}",
                          "unknown save format version: {version}"),
    "saves.future_version": ("zapis pochodzi z nowszej wersji gry (format {version}, ta wersja "
                             "czyta format do {supported})",
                             "the save was written by a newer version of Konwój (format "
                             "{version}; this version reads up to format {supported})"),
    "saves.truncated": ("plik jest niekompletny (urwany: brak znacznika końca)",
                        "the file is incomplete (it was cut off: the end marker is missing)"),
    "saves.missing_field": ("brak pola '{field}'", "the field '{field}' is missing"),
    "saves.unknown_field": ("nieznane pole '{field}'", "unknown field '{field}'"),
    "saves.ruleset": ("nieznany zestaw zasad {ruleset} (znane: {known})",
                      "unknown ruleset {ruleset} (known: {known})"),
    "saves.meta": ("niepoprawne metadane zapisu: {detail}", "the save's meta data is invalid: {detail}"),
    "saves.state": ("niepoprawny stan gry: {detail}", "the game state is invalid: {detail}"),
    "saves.not_plain": ("metadane nie są zwykłymi danymi ({detail})",
                        "the meta data is not plain data ({detail})"),
    "saves.os_write": ("błąd zapisu ({detail})", "the file cannot be written ({detail})"),
    "saves.self_check": ("stan nie przetrwał próbnego zapisu i odczytu ({detail}); nic nie "
                         "zapisano", "the state does not survive a save and load ({detail}); "
                         "nothing was written"),
    "saves.outside": ("można usuwać tylko pliki z folderu zapisów {folder}",
                      "only files in the saves folder {folder} can be deleted"),
    "saves.autosave": ("Autozapis", "Autosave"),
    "saves.backup": ("Autozapis (kopia)", "Autosave (backup)"),
})


class SaveError(Exception):
    """A save file that cannot be read or written. ``str(err)`` is the English message naming the
    file and the problem; ``err.text(lang)`` gives it in Polish or English."""

    def __init__(self, path, problem: str, writing: bool = False, **kw):
        self.path = Path(path)
        self.problem = problem          # an i18n key: "saves.truncated", "saves.state", ...
        self.kw = kw
        self.writing = writing
        super().__init__(self.text("en"))

    def problem_text(self, lang: str = "en") -> str:
        return tr(self.problem, lang, **self.kw)

    def text(self, lang: str = "en") -> str:
        key = "saves.write_failed" if self.writing else "saves.load_failed"
        return tr(key, lang, path=str(self.path), problem=self.problem_text(lang))


class _Bad(Exception):
    """Internal: a problem found while reading; becomes a SaveError once the path is known."""

    def __init__(self, problem: str, **kw):
        super().__init__(problem)
        self.problem = problem
        self.kw = kw


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
        raise SaveError(d, "saves.folder", writing=True, detail="not a directory")
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


def _plain(x: Any, where: str = "meta") -> Any:
    """Meta as plain YAML-safe data: tuples become lists, dates ISO strings; anything else that
    is not str/int/float/bool/None/list/dict is refused."""
    if isinstance(x, (str, bool, int, float)) or x is None:
        return x
    if isinstance(x, (_dt.datetime, _dt.date)):
        return x.isoformat()
    if isinstance(x, (list, tuple)):
        return [_plain(v, where) for v in x]
    if isinstance(x, dict):
        out = {}
        for k, v in x.items():
            if not isinstance(k, (str, int)) or isinstance(k, bool):
                raise _Bad("saves.not_plain", detail=f"key {k!r} in {where}")
            out[str(k)] = _plain(v, f"{where}.{k}")
        return out
    raise _Bad("saves.not_plain", detail=f"{where} holds a {type(x).__name__}")


def _bound_texts(m: dict) -> dict:
    """Names cut to MAX_NAME characters, other texts to MAX_TEXT (a pasted novel as a save name
    must not slow every screen that shows it)."""
    for k, v in m.items():
        if isinstance(v, str):
            limit = MAX_NAME if k in ("name", "name_pl", "name_en") else MAX_TEXT
            if len(v) > limit:
                m[k] = v[:limit - 1].rstrip() + "…"
    return m


def _now() -> str:
    return _dt.datetime.now().astimezone().replace(microsecond=0).isoformat()


def encode(state: GameState, meta: dict | None = None, *, stamp: bool = True) -> str:
    """The text of a save file for ``state`` (checked: it loads back to an equal state)."""
    if not isinstance(state, GameState):
        raise TypeError(f"save() needs a GameState, not {type(state).__name__}")
    m = _bound_texts(_plain(dict(meta or {})))
    if stamp:
        m["date"] = _now()
    doc = {"konwoj_save": FORMAT_VERSION, "ruleset": state.ruleset, "meta": m,
           "state": state.to_dict(), "end": True}
    text = HEADER + yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                              default_flow_style=False, width=100)
    # Never write what cannot be read back: parse the text exactly as load() would.
    try:
        back, _ = _decode(text)
    except _Bad as bad:
        raise _Bad("saves.self_check", detail=tr(bad.problem, "en", **bad.kw)) from None
    if back != state:
        raise _Bad("saves.self_check", detail="the reloaded state differs")
    return text


def _fsync_dir(folder: Path) -> None:
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


def _write_tmp(path: Path, text: str) -> Path:
    """Write ``text`` to a new temporary file beside ``path``, flushed and fsynced."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        if os.name != "nt":
            os.chmod(tmp, 0o644)
    except BaseException:
        _unlink_quietly(Path(tmp))
        raise
    return Path(tmp)


def _unlink_quietly(p: Path) -> None:
    try:
        p.unlink()
    except OSError:
        pass


def _atomic_write(path: Path, text: str) -> None:
    tmp = _write_tmp(path, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    _fsync_dir(path.parent)


def save(state: GameState, path, meta: dict | None = None) -> Path:
    """Write ``state`` (and ``meta``: mode, human_sides, opponent, seed, name ...; the date is
    stamped here) to ``path`` atomically. Raises SaveError; the old file is then untouched."""
    path = Path(path)
    try:
        text = encode(state, meta)
        _atomic_write(path, text)
    except _Bad as bad:
        raise SaveError(path, bad.problem, writing=True, **bad.kw) from None
    except OSError as exc:
        raise SaveError(path, "saves.os_write", writing=True, detail=_os_detail(exc)) from None
    return path


def _os_detail(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def _ends_complete(path: Path) -> bool:
    """Cheap check that a file we wrote is whole: its last line is the end marker."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - 64))
            tail = fh.read()
    except OSError:
        return False
    return tail.rstrip().endswith(b"end: true")


def autosave(state: GameState, meta: dict | None = None) -> Path:
    """Save to the autosave file; the previous autosave becomes the backup. The new file is written
    and fsynced before anything is renamed, so at every instant a whole autosave or a whole backup
    is on disk. Returns the autosave path; raises SaveError (nothing changed then)."""
    latest, backup = autosave_path(), backup_path()
    try:
        text = encode(state, meta)
        tmp = _write_tmp(latest, text)
        try:
            if _ends_complete(latest):       # a broken latest never replaces a good backup
                os.replace(latest, backup)
            os.replace(tmp, latest)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        _fsync_dir(latest.parent)
    except _Bad as bad:
        raise SaveError(latest, bad.problem, writing=True, **bad.kw) from None
    except OSError as exc:
        raise SaveError(latest, "saves.os_write", writing=True, detail=_os_detail(exc)) from None
    _clean_stale_tmp(latest.parent)
    return latest


def _clean_stale_tmp(folder: Path, age: float = 3600.0) -> None:
    """Remove temporary files left by a killed save (only old ones: a live writer is never hit)."""
    now = _dt.datetime.now().timestamp()
    try:
        for p in folder.glob(".*.tmp"):
            try:
                if now - p.stat().st_mtime > age:
                    p.unlink()
            except OSError:
                pass
    except OSError:
        pass


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
    return out


def clear_autosave() -> None:
    """Forget the autosave and its backup (e.g. when a game ends and Continue should vanish)."""
    for p in (autosave_path(), backup_path()):
        _unlink_quietly(p)


def delete(path) -> None:
    """Delete a save from ``saves_dir()`` (deleting the autosave also deletes its backup). Files
    elsewhere (the shipped scenarios) are refused with SaveError. A missing file is no error."""
    path = Path(path)
    folder = saves_dir().resolve()
    try:
        inside = path.resolve().parent == folder
    except OSError:
        inside = False
    if not inside:
        raise SaveError(path, "saves.outside", writing=True, folder=str(folder))
    _unlink_quietly(path)
    if path.name == AUTOSAVE_NAME:
        _unlink_quietly(folder / BACKUP_NAME)


# ---------------------------------------------------------------------------------- reading
def _read_text(path: Path) -> str:
    try:
        if not path.exists():
            raise _Bad("saves.missing")
        if not path.is_file():
            raise _Bad("saves.not_a_file")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise _Bad("saves.too_large", size=size)
        with open(path, "rb") as fh:      # never more than the limit, even if it grew meanwhile
            raw = fh.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise _Bad("saves.too_large", size=len(raw))
    except OSError as exc:
        raise _Bad("saves.unreadable", detail=_os_detail(exc)) from None
    if not raw.strip():
        raise _Bad("saves.empty")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Bad("saves.not_text") from None


def _parse(text: str) -> Any:
    """``yaml.safe_load`` (the C version when present) after a structural scan that refuses,
    before anything is built, nesting deeper than MAX_DEPTH, more than MAX_NODES values,
    anchors/aliases and tags (``konwoj.safeyaml``)."""
    try:
        return safeyaml.load_text(text, MAX_DEPTH, MAX_NODES)
    except safeyaml.YamlLimit as lim:
        detail = lim.limit if lim.kind == "tag" else str(lim)
        raise _Bad(_LIMIT_PROBLEMS.get(lim.kind, "saves.yaml"), detail=detail,
                   limit=lim.limit) from None
    except yaml.YAMLError as exc:
        raise _Bad("saves.yaml", detail=_yaml_detail(exc)) from None
    except RecursionError:  # pragma: no cover - the scan's depth limit comes first
        raise _Bad("saves.too_deep", limit=MAX_DEPTH) from None


# safeyaml's refusal kinds -> the problem keys of this module
_LIMIT_PROBLEMS = {"depth": "saves.too_deep", "nodes": "saves.too_many", "alias": "saves.alias",
                   "tag": "saves.tag", "nul": "saves.not_text"}


def _yaml_detail(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if mark is not None:
        return f"line {mark.line + 1}, column {mark.column + 1}: {problem}"
    return str(problem)


def _decode(text: str) -> tuple[GameState, dict]:
    try:
        doc = _parse(text)
    except _Bad as bad:
        # a save cut off in the middle is usually broken YAML too: call it what it is
        if bad.problem == "saves.yaml" and text.startswith(HEADER) and not text.rstrip().endswith("end: true"):
            raise _Bad("saves.truncated") from None
        raise
    if doc is None:
        raise _Bad("saves.empty")
    if not isinstance(doc, dict):
        raise _Bad("saves.not_mapping")
    if "konwoj_save" not in doc:
        raise _Bad("saves.no_version")
    version = doc["konwoj_save"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _Bad("saves.bad_version", version=repr(version))
    if version > FORMAT_VERSION:
        raise _Bad("saves.future_version", version=version, supported=FORMAT_VERSION)
    if doc.get("end") is not True:
        raise _Bad("saves.truncated")
    for k in doc:
        if k not in TOP_KEYS:
            raise _Bad("saves.unknown_field", field=str(k))
    for k in TOP_KEYS:
        if k not in doc:
            raise _Bad("saves.missing_field", field=k)
    ruleset = doc["ruleset"]
    if ruleset not in RULESETS:
        raise _Bad("saves.ruleset", ruleset=repr(ruleset), known=", ".join(RULESETS))
    meta = _check_meta(doc["meta"])
    d = doc["state"]
    try:
        _check_state_dict(d, ruleset)
        state = GameState.from_dict(d)
    except StateError as exc:
        raise _Bad("saves.state", detail=str(exc)) from None
    except Exception as exc:  # the engine tripped over something the checks let through
        raise _Bad("saves.state", detail=f"{type(exc).__name__}: {exc}") from None
    try:
        _check_loaded(state, d)
    except StateError as exc:
        raise _Bad("saves.state", detail=str(exc)) from None
    except Exception as exc:
        raise _Bad("saves.state", detail=f"it cannot be played on ({type(exc).__name__}: {exc})") from None
    return state, meta


def _check_meta(m: Any) -> dict:
    if m is None:
        return {}
    if not isinstance(m, dict):
        raise _Bad("saves.meta", detail="it is not a mapping")
    try:
        m = _bound_texts(_plain(m))
    except _Bad as bad:
        raise _Bad("saves.meta", detail=bad.kw.get("detail", "")) from None
    for k in ("name", "name_pl", "name_en", "description_pl", "description_en", "mode", "date",
              "kind"):
        if k in m and m[k] is not None and not isinstance(m[k], str):
            raise _Bad("saves.meta", detail=f"'{k}' must be text")
    if m.get("mode") is not None and m["mode"] not in MODES:
        raise _Bad("saves.meta", detail=f"unknown mode {m['mode']!r} (known: {', '.join(MODES)})")
    for k in ("human_sides", "sides"):
        if k in m and m[k] is not None:
            if not isinstance(m[k], list) or any(s not in SIDES for s in m[k]):
                raise _Bad("saves.meta", detail=f"'{k}' must be a list of {MOLOCH}/{OUTPOST}")
    for k in ("opponent", "opponent_level"):
        if k in m and m[k] is not None and not isinstance(m[k], str):
            raise _Bad("saves.meta", detail=f"'{k}' must be text")
    if "seed" in m and m["seed"] is not None and (not isinstance(m["seed"], int)
                                                  or isinstance(m["seed"], bool)):
        raise _Bad("saves.meta", detail="'seed' must be a whole number")
    return m


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_CACHE: dict = {}


def _state_keys() -> frozenset:
    if "keys" not in _CACHE:
        _CACHE["keys"] = frozenset(GameState().to_dict())
    return _CACHE["keys"]


# District layouts an older version of the game wrote, still accepted so that no save is lost:
# Jersey Crust before ruling R21 (docs/rulings.md) had its Bomb on the second printed district.
LEGACY_DISTRICTS = {"1e": {3: (("move_to_new_york", "bomb"), ("move_to_new_york", "bomb", "kill"))}}


def _base_districts(ruleset: str = "1e") -> list:
    key = ("districts", ruleset)
    if key not in _CACHE:
        _CACHE[key] = GameState(ruleset=ruleset).districts
    return _CACHE[key]


def _check_state_dict(d: Any, ruleset: str) -> None:
    """Shape and range checks on the raw state mapping, for what ``GameState.validate`` does not
    look at. Raises StateError naming the field."""
    if not isinstance(d, dict):
        raise StateError("the field 'state' is not a mapping")
    expected = _state_keys()
    for k in d:
        if k not in expected and k != "record":     # the game record is optional (older saves)
            raise StateError(f"unknown field {k!r}")
    for k in sorted(expected):
        if k not in d:
            raise StateError(f"the field {k!r} is missing")
    if d["format"] != STATE_FORMAT:
        raise StateError(f"unknown state format {d['format']!r} (this version reads {STATE_FORMAT})")
    if d["ruleset"] != ruleset:
        raise StateError(f"the state's ruleset {d['ruleset']!r} differs from the file's {ruleset!r}")
    if not _is_int(d["seed"]):
        raise StateError("'seed' must be a whole number")
    if not _is_int(d["rng"]) or not 0 <= d["rng"] < 2 ** 64:
        raise StateError("'rng' must be a whole number from 0 to 2^64-1")
    if not _is_int(d["seq"]) or d["seq"] < 0:
        raise StateError("'seq' must be a whole number >= 0")
    if not _is_int(d["battle"]) or not 0 <= d["battle"] <= 64:
        raise StateError(f"'battle' {d['battle']!r} is out of range")
    if d["phase"] not in PHASES:
        raise StateError(f"unknown phase {d['phase']!r}")
    if d["target"] is not None and not _is_int(d["target"]):
        raise StateError("'target' must be a district number or null")

    def strlist(x, what):
        if not isinstance(x, list) or not all(isinstance(c, str) for c in x):
            raise StateError(f"'{what}' must be a list of card ids")

    def per_side(k):
        v = d[k]
        if not isinstance(v, dict) or set(v) != set(SIDES):
            raise StateError(f"'{k}' must map {MOLOCH} and {OUTPOST} to lists")
        for s in SIDES:
            strlist(v[s], f"{k}.{s}")

    for k in ("deck", "hand", "discard", "known_in_hand", "known_top"):
        per_side(k)
    strlist(d["limbo"], "limbo")
    if not isinstance(d["table"], list) or len(d["table"]) != 5:
        raise StateError("'table' must list 5 cities")
    on_table = set()
    for i, city in enumerate(d["table"]):
        if not isinstance(city, dict) or set(city) != set(SIDES):
            raise StateError(f"'table' city {i} must map {MOLOCH} and {OUTPOST} to lists")
        for s in SIDES:
            strlist(city[s], f"table[{i}].{s}")
            on_table.update(city[s])
    if not isinstance(d["modules"], dict) or not all(
            isinstance(h, str) and isinstance(m, str) for h, m in d["modules"].items()):
        raise StateError("'modules' must map robot ids to module ids")
    modules = set(d["modules"].values())
    if not isinstance(d["tokens"], dict):
        raise StateError("'tokens' must map card ids to lists of tokens")
    for c, toks in d["tokens"].items():
        if not isinstance(toks, list) or not all(isinstance(t, str) for t in toks):
            raise StateError(f"the tokens on {c!r} must be a list")
        if c not in on_table and c not in modules:
            raise StateError(f"tokens on {c!r}, which is not in play")
    for k in ("arrival", "shield_at"):
        if not isinstance(d[k], dict) or not all(_is_int(v) and 0 <= v <= d["seq"]
                                                 for v in d[k].values()):
            raise StateError(f"'{k}' must map cards on the table to numbers up to 'seq'")
    if set(d["arrival"]) != on_table:
        odd = sorted(set(map(str, d["arrival"])) ^ on_table)[:3]
        raise StateError(f"'arrival' does not match the cards on the table ({', '.join(odd)})")
    for k in ("shield_at", "netted"):
        bad = [c for c in d[k] if c not in on_table]
        if bad:
            raise StateError(f"'{k}' names {bad[0]!r}, which is not on the table")
    strlist(d["netted"], "netted")
    strlist(d["once_used"], "once_used")
    if not isinstance(d["flags"], list) or not all(isinstance(f, str) and _WORD.match(f)
                                                   for f in d["flags"]):
        raise StateError("'flags' must be a list of words")
    for s in SIDES:
        hand = set(d["hand"][s])
        if not set(d["known_in_hand"][s]) <= hand:
            raise StateError(f"'known_in_hand.{s}' names a card that is not in that hand")
        top = d["known_top"][s]
        if top and d["deck"][s][-len(top):] != top:
            raise StateError(f"'known_top.{s}' is not the top of that deck")
    base = _base_districts(ruleset)
    legacy = LEGACY_DISTRICTS.get(ruleset, {})
    for k in ("districts", "down", "city_destroyed", "feature_used", "extra_station"):
        if not isinstance(d[k], list) or len(d[k]) != 5:
            raise StateError(f"'{k}' must have 5 entries, one per city")
    for c in range(5):
        ds, dn = d["districts"][c], d["down"][c]
        if not isinstance(ds, list) or not all(e in DISTRICT_EFFECTS for e in ds):
            raise StateError(f"city {c}: unknown district effects {ds!r}")
        if (ds[:len(base[c])] != list(base[c]) or len(ds) > len(base[c]) + 1) \
                and tuple(ds) not in legacy.get(c, ()):
            raise StateError(f"city {c}: the districts {ds!r} are not the city's")
        if not isinstance(dn, list) or len(dn) != len(ds) or not all(isinstance(x, bool) for x in dn):
            raise StateError(f"city {c}: 'down' must hold one true/false per district")
        for k in ("city_destroyed", "feature_used", "extra_station"):
            if not isinstance(d[k][c], bool):
                raise StateError(f"'{k}' must hold true/false per city")
    over = d["phase"] == "game_over"
    if (d["winner"] is not None) != over:
        raise StateError("a winner is set exactly when the phase is game_over")
    if over and (d["stack"] or not isinstance(d["end_reason"], str)):
        raise StateError("a finished game has no pending decisions and names why it ended")
    if not over and d["end_reason"] is not None:
        raise StateError("a game in progress has no end reason")
    if not isinstance(d["stack"], list) or len(d["stack"]) > MAX_STACK:
        raise StateError(f"'stack' must be a list of at most {MAX_STACK} frames")
    for f in d["stack"]:
        _check_frame(f)
    if not isinstance(d["log"], list) or len(d["log"]) > MAX_LOG:
        raise StateError(f"'log' must be a list of at most {MAX_LOG} events")
    for i, ev in enumerate(d["log"]):
        if (not isinstance(ev, list) or len(ev) != 3 or ev[0] not in ("all",) + SIDES
                or ev[1] not in _EVENT_TEMPLATES or not isinstance(ev[2], list)):
            raise StateError(f"log entry {i} is malformed: {ev!r}")
    if d.get("record") is not None:
        _check_record(d["record"], ruleset)


def _check_record(r: Any, ruleset: str) -> None:
    """The game record (docs/save-format.md): its shape, and a starting position that passes the
    same checks as the state itself. Whether the actions replay is the replay viewer's business."""
    try:
        rec = GameRecord.from_dict(r)
    except RecordError as exc:
        raise StateError(str(exc)) from None
    if "position" in rec.start:
        try:
            _check_state_dict(rec.start["position"], ruleset)
        except StateError as exc:
            raise StateError(f"the record's starting position is invalid: {exc}") from None
    elif rec.start["ruleset"] != ruleset:
        raise StateError("the record's ruleset differs from the game's")


def _walk(x):
    if isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def _check_frame(f: Any) -> None:
    if not isinstance(f, list) or not f or not isinstance(f[0], str):
        raise StateError(f"malformed frame {f!r}")
    for v in _walk(f):
        if not (v is None or isinstance(v, (str, bool, int))):
            raise StateError(f"frame {f!r} holds a {type(v).__name__}")
        if isinstance(v, str) and not _WORD.match(v):
            raise StateError(f"frame {f!r} holds the odd value {v!r}")
        if _is_int(v) and not -10 ** 6 <= v <= 10 ** 6:
            raise StateError(f"frame {f!r} holds the number {v}, out of range")
    if f[0] in _SIDE_FRAMES and (len(f) < 2 or f[1] not in SIDES):
        raise StateError(f"frame {f!r} does not name a side")
    if f[0] == "pick":
        if len(f) != 6 or f[2] not in SIDES or not (f[3] is None or (_is_int(f[3]) and 0 <= f[3] < 5)):
            raise StateError(f"malformed pick frame {f!r}")


def _check_loaded(s: GameState, d: dict) -> None:
    """After ``from_dict``: the ids everywhere are real cards, the state reproduces the file, and
    a game in progress can go on (every legal action applies)."""
    ids = set(s.data.ids)
    for where, names in (("once_used", d["once_used"]), ("stack", list(_walk(d["stack"]))),
                         ("log", list(_walk([e[2] for e in d["log"]])))):
        for v in names:
            if isinstance(v, str) and _CARD_LIKE.match(v) and v not in ids:
                raise StateError(f"unknown card id {v!r} in {where}")
    bad = [c for c in d["once_used"] if c not in ids]
    if bad:
        raise StateError(f"unknown card id {bad[0]!r} in once_used")
    # validate() lets a side exceed its stations anywhere while any overflow is pending; in a game
    # in progress only the city and side named by a pending overflow frame may be over (destroyed
    # cities aside: abilities stop there, so Pająki may come to exceed the count).
    pending = {(f[1], f[2]) for f in s.stack if f[0] == "overflow" and len(f) > 2}
    for city in range(5):
        if s.winner is not None or s.city_destroyed[city]:
            continue
        for side in SIDES:
            if (s.stations_used(city, side) > s.station_limit(city, side)
                    and (side, city) not in pending):
                raise StateError(f"city {city}: {side} has more cards than battle stations")
    ac = s.active_city
    if s.target is not None and (ac is None or not 0 <= s.target < len(s.districts[ac])):
        raise StateError(f"target district {s.target} does not exist in the active city")
    back = s.to_dict()
    for k, v in back.items():
        want = d[k]
        if k in _SET_FIELDS:
            same = sorted(v) == sorted(want)
        elif k == "known_in_hand":
            same = all(sorted(v[x]) == sorted(want[x]) for x in SIDES)
        elif k == "tokens":
            same = v == {c: t for c, t in want.items() if t}
        else:
            same = v == want
        if not same:
            raise StateError(f"the field {k!r} is inconsistent with the rest of the game")
    for ev in s.log:
        ev.text(s.data, "en")
    if s.is_terminal():
        return
    if s.current_player not in SIDES:
        raise StateError(f"nobody can move (the decision belongs to {s.current_player!r})")
    acts = s.legal_actions()
    if not acts:
        raise StateError("the game is not over, yet there is no legal action")
    for a in acts:
        s.clone().apply(a)


def load_with_meta(path) -> tuple[GameState, dict]:
    """Read a save or scenario: ``(state, meta)``. Raises SaveError naming the file and the
    problem; the file is never modified."""
    path = Path(path)
    try:
        return _decode(_read_text(path))
    except _Bad as bad:
        raise SaveError(path, bad.problem, **bad.kw) from None


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
        named = self.meta.get(f"name_{lang}") if self.meta else None
        if named:
            return named
        if self.kind in ("autosave", "backup") and not self.meta.get("name"):
            return tr(f"saves.{self.kind}", lang)
        return self.name

    def description(self, lang: str = "pl") -> str:
        return (self.meta or {}).get(f"description_{lang}") or ""

    def city_name(self, lang: str = "pl") -> str:
        if self.city is None:
            return ""
        from konwoj.rules import default_data
        try:
            from konwoj import editions
            name = editions.city_name(self.ruleset or "1e", self.city, lang)
        except ImportError:
            name = ""
        if name:
            return name
        c = default_data().cities[self.city]
        return c.name_en if lang == "en" else c.name_pl

    def error_text(self, lang: str = "pl") -> str | None:
        return self.problem.text(lang) if self.problem else self.error


def _kind(path: Path, scenario: bool) -> str:
    if scenario:
        return "scenario"
    return {AUTOSAVE_NAME: "autosave", BACKUP_NAME: "backup"}.get(path.name, "save")


def info(path, scenario: bool = False) -> SaveInfo:
    """A SaveInfo for one file; never raises for a bad file (its error is filled in)."""
    path = Path(path)
    kind = _kind(path, scenario)
    try:
        mtime = _dt.datetime.fromtimestamp(path.stat().st_mtime).astimezone().replace(
            microsecond=0).isoformat()
    except OSError:
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
                if r.error:
                    print(f"  {r.path.name}: BROKEN: {r.error}")
                else:
                    print(f"  {r.path.name}: {r.title('en')} | battle {r.battle}, "
                          f"{r.city_name('en') or '-'}, {r.phase} | {r.date or ''}")
        return 0
    print(usage, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
