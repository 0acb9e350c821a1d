"""Logging: a rotating log file beside the crash reports, the command line's one-line messages on
stderr, and ``faulthandler`` for hard crashes.

    from konwoj import logs
    logs.setup()            # once, at program start (konwoj.cli.main); never at import

    import logging
    log = logging.getLogger(__name__)      # any module of the game (konwoj.rules too: it only
    log.warning("konwoj: autosave failed: %s", exc)   # logs, it never sets logging up)

What ``setup`` does, on the ``konwoj`` logger (every ``konwoj.*`` logger under it):

- ``konwoj.log`` in the log folder (``resources.log_dir()``, where the crash reports go): INFO and
  above with time, level and module; rotating at ``MAX_BYTES`` with ``BACKUPS`` old files kept;
- stderr: WARNING and above as the bare message, one line (the lines the game always printed);
  a message already printed where it is said (``extra=PRINTED``) goes to the file only;
- ``faulthandler`` into ``faults.log`` in the same folder, so a hard crash (a segfault in a
  library, a deadlock killed by the system) leaves the Python stacks behind.

A log folder that cannot be written is said in one line on stderr; the game goes on without the
file, and ``faulthandler`` writes to stderr instead.
"""
from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
from pathlib import Path

LOGGER = "konwoj"
LOG_NAME = "konwoj.log"
FAULTS_NAME = "faults.log"
MAX_BYTES = 512 * 1024       # one log file; a few old ones are kept beside it
BACKUPS = 3
PRINTED = {"printed": True}  # extra= of a message printed where it is said: the file only

_state: dict = {}            # what setup installed (handlers, the faults file), for reset()


class _Stderr(logging.StreamHandler):
    """The bare message of WARNING and above on whatever ``sys.stderr`` is now (a windowed build
    may have none: then nothing)."""

    def __init__(self):
        super().__init__()
        self.setLevel(logging.WARNING)
        self.addFilter(lambda record: not getattr(record, "printed", False))

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, value):       # StreamHandler.__init__ sets it; the live sys.stderr wins
        pass

    def format(self, record) -> str:
        return " ".join(record.getMessage().splitlines()) or "-"

    def emit(self, record) -> None:
        if sys.stderr is not None:
            super().emit(record)


def log_folder() -> Path:
    from konwoj import resources
    return resources.log_dir()


def setup(folder: Path | None = None, faults: bool = True) -> Path | None:
    """Set logging up once (a second call does nothing); returns the log file (None: no file)."""
    if _state:
        return _state.get("file")
    logger = logging.getLogger(LOGGER)
    logger.setLevel(logging.INFO)
    stderr = _Stderr()
    logger.addHandler(stderr)
    _state["handlers"] = [stderr]
    _state["file"] = None
    try:
        folder = Path(folder) if folder is not None else log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        fh = logging.handlers.RotatingFileHandler(folder / LOG_NAME, maxBytes=MAX_BYTES,
                                                  backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        _say(f"konwoj: no log file ({exc.strerror or type(exc).__name__}: "
             f"{getattr(exc, 'filename', None) or folder}); going on without one")
        folder = None
    else:
        fh.setLevel(logging.INFO)
        fh.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        logger.addHandler(fh)
        _state["handlers"].append(fh)
        _state["file"] = folder / LOG_NAME
    if faults:
        _faults(folder)
    return _state["file"]


def _faults(folder: Path | None) -> None:
    """``faulthandler`` into ``faults.log`` (stderr when there is no folder to write in)."""
    out = None
    if folder is not None:
        try:
            out = open(folder / FAULTS_NAME, "a", encoding="utf-8")    # noqa: SIM115 - kept open
        except OSError as exc:
            _say(f"konwoj: hard crashes go to stderr ({exc.strerror or type(exc).__name__}: "
                 f"{folder / FAULTS_NAME})")
    try:
        if out is not None:
            faulthandler.enable(file=out, all_threads=True)
            _state["faults"] = out
        elif sys.stderr is not None and hasattr(sys.stderr, "fileno"):
            faulthandler.enable(all_threads=True)
    except (OSError, ValueError, RuntimeError, AttributeError):
        pass          # no usable file descriptor (a windowed build): nothing to write into


def _say(line: str) -> None:
    try:
        print(line, file=sys.stderr)
    except (OSError, ValueError, AttributeError):
        pass


def reset() -> None:
    """Undo ``setup`` (tests)."""
    logger = logging.getLogger(LOGGER)
    for h in _state.get("handlers", []):
        logger.removeHandler(h)
        h.close()
    out = _state.get("faults")
    if out is not None:
        faulthandler.disable()
        out.close()
    _state.clear()
