"""Logging (issue 36, item 6): the game's messages go through ``logging`` into a rotating file in
the log folder beside the crash reports, the one-line messages on stderr stay as they were,
faulthandler writes hard crashes into the same folder, and a folder that cannot be written is said
in one line and the game goes on."""
from __future__ import annotations

import logging
import logging.handlers
import os
import subprocess
import sys
from pathlib import Path

import pytest

from konwoj import logs

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def fresh_logging():
    """``logs.setup`` as at a program's start, undone afterwards (the session's set-up back)."""
    logs.reset()
    yield
    logs.reset()
    logs.setup(faults=False)


def _flush():
    for h in logging.getLogger(logs.LOGGER).handlers:
        h.flush()


def test_a_record_reaches_the_file_and_stderr_keeps_its_one_line(fresh_logging, tmp_path,
                                                                   capsys):
    path = logs.setup(folder=tmp_path / "log", faults=False)
    assert path == tmp_path / "log" / logs.LOG_NAME
    log = logging.getLogger("konwoj.play.background")
    log.warning("konwoj: the analysis of %s failed: %s", "g.yaml", "NameError: math")
    log.info("started")                                   # the file only
    log.warning("said already", extra=logs.PRINTED)       # the file only
    _flush()
    text = path.read_text("utf-8")
    assert "WARNING konwoj.play.background: konwoj: the analysis of g.yaml failed: " \
           "NameError: math" in text
    assert "INFO konwoj.play.background: started" in text and "said already" in text
    assert capsys.readouterr().err == "konwoj: the analysis of g.yaml failed: NameError: math\n"
    fh = [h for h in logging.getLogger(logs.LOGGER).handlers
          if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert len(fh) == 1 and fh[0].maxBytes == logs.MAX_BYTES and fh[0].backupCount == logs.BACKUPS
    assert logs.setup(folder=tmp_path / "other") == path           # once only


def test_the_log_file_is_in_the_folder_of_the_crash_reports(fresh_logging):
    from konwoj import crash, resources
    path = logs.setup(faults=False)
    assert path.parent == resources.log_dir()
    try:
        raise ValueError("boom")
    except ValueError as exc:
        report = crash.report(exc, ["konwoj"])
        crash.tell(exc, report, lang="en", wait=False)
    assert report.parent == path.parent
    _flush()
    text = path.read_text("utf-8")
    assert "CRITICAL konwoj.crash" in text and "ValueError: boom" in text and "Traceback" in text


def test_a_log_folder_that_cannot_be_written_is_said_in_one_line(fresh_logging, tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    assert logs.setup(folder=blocker / "log", faults=False) is None
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("konwoj: no log file (")
    logging.getLogger("konwoj.play.match").warning("konwoj: autosave failed: disk full")
    assert capsys.readouterr().err == "konwoj: autosave failed: disk full\n"   # the game goes on


def test_the_rules_package_never_sets_logging_up():
    for p in (ROOT / "konwoj" / "rules").glob("*.py"):
        text = p.read_text("utf-8")
        for word in ("basicConfig", "addHandler", "logs.setup", "faulthandler"):
            assert word not in text, (p.name, word)


@pytest.mark.slow
def test_a_hard_crash_leaves_its_stacks_in_the_log_folder(tmp_path):
    """The program's start (konwoj.cli.main) turns faulthandler on into faults.log."""
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    code = ("import faulthandler, sys\n"
            "from konwoj import cli, resources\n"
            "cli.main(['--version'])\n"
            "print(faulthandler.is_enabled(), resources.log_dir(), flush=True)\n"
            "faulthandler._sigsegv()\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode != 0
    lines = out.stdout.splitlines()
    enabled, folder = lines[-1].split(" ", 1)
    assert enabled == "True"
    faults = Path(folder) / logs.FAULTS_NAME
    assert "Fatal Python error" in faults.read_text("utf-8")
    assert (Path(folder) / logs.LOG_NAME).exists()
