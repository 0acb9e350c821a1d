"""The game log of ``main.py balance --log FILE``: one JSON line per finished game, written the
moment the game ends, so that a long study survives an interruption and can be pooled.

    main.py balance --games 300 --budget 3 --log t2-b3.jsonl     # stopped after 120 games...
    main.py balance --games 300 --budget 3 --log t2-b3.jsonl     # ...plays the other 180
    main.py balance --from t2-b3.jsonl --from other-machine.jsonl  # the table of both

A record names its conditions (edition, level, thinking setting, deal, which game of the pair) and
the card values it was played with (``values``: a fingerprint of the strengths and the 2nd
edition's cities, ``konwoj.rules.variants``), so a game is never counted for a set of values it was
not played with, whatever the candidate file was called. A game already in the log is not played
again; a line that cannot be read (the last one cut short when a run was killed, say) is skipped
with a one-line note, and its game is simply played again.
"""
from __future__ import annotations

import hashlib
import json
import os

from konwoj import playerfiles
from konwoj.rules import RULESETS, SIDES

FORMAT = 1
MAX_BYTES = 64 * 1024 * 1024      # some 300,000 games; a bigger file is refused unread
_FIELDS = ("edition", "level", "candidate", "values", "budget", "iterations", "seed", "swapped")


class LogError(Exception):
    """A log that cannot be used at all (its one-line reason); single bad lines are skipped."""


def fingerprint(data) -> str:
    """A short name for the card values of ``data`` (equal values, equal names)."""
    return hashlib.sha256(data.values_key.encode("utf-8")).hexdigest()[:12]


def key(rec: dict) -> tuple:
    """What makes two records the same game."""
    return tuple(rec[f] for f in _FIELDS if f != "candidate")


def record(game, values: str, result: dict) -> dict:
    """The log line of one finished game."""
    return {"format": FORMAT, "edition": game.ruleset, "level": game.level,
            "candidate": game.candidate, "values": values,
            "budget": game.budget if game.iterations is None else None,
            "iterations": game.iterations, "seed": game.seed, "swapped": game.swapped,
            "winner": result["winner"], "end": result.get("end"),
            "battles": result.get("battles"), "actions": result.get("actions")}


def _valid(rec) -> bool:
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        return False
    try:
        ok = (rec["edition"] in RULESETS and isinstance(rec["level"], str)
              and isinstance(rec["candidate"], str) and isinstance(rec["values"], str)
              and rec["winner"] in SIDES and isinstance(rec["seed"], int)
              and isinstance(rec["swapped"], bool))
        b, it = rec["budget"], rec["iterations"]
    except (KeyError, TypeError):
        return False
    return ok and ((isinstance(b, (int, float)) and not isinstance(b, bool) and it is None)
                   or (b is None and isinstance(it, int) and not isinstance(it, bool)))


def read(path) -> tuple[list[dict], int]:
    """The records of the log ``path`` (none if it does not exist yet) and how many lines were
    skipped as unreadable. LogError when the file cannot be read at all."""
    try:
        raw = playerfiles.read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        return [], 0
    except playerfiles.NotRegularFile as exc:
        raise LogError(f"cannot use {path} as a game log: {exc.text}") from None
    except playerfiles.YamlLimit:
        raise LogError(f"{path} is larger than {MAX_BYTES // (1024 * 1024)} MB; "
                       "not a game log of this program") from None
    except OSError as exc:
        raise LogError(f"cannot read {path}: {exc.strerror or exc}") from None
    out, bad = [], 0
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            rec = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            rec = None
        if _valid(rec):
            out.append(rec)
        else:
            bad += 1
    if raw.strip() and not out and bad:
        raise LogError(f"{path} holds no game records (is it a balance log?)")
    return out, bad


class Writer:
    """Appends one line per game and flushes it at once (a killed run keeps every finished game).
    The first line starts on a line of its own, after a line cut short by an earlier kill."""

    def __init__(self, path):
        self.path = path
        try:
            if os.path.exists(path):
                playerfiles.check_regular(path)
            self.f = open(path, "ab")
        except playerfiles.NotRegularFile as exc:
            raise LogError(f"cannot use {path} as a game log: {exc.text}") from None
        except OSError as exc:
            raise LogError(f"cannot write {path}: {exc.strerror or exc}") from None
        self.fresh_line = self.f.tell() == 0 or self._ends_with_newline()

    def _ends_with_newline(self) -> bool:
        with open(self.path, "rb") as f:
            f.seek(-1, os.SEEK_END)
            return f.read(1) == b"\n"

    def write(self, rec: dict) -> None:
        line = json.dumps(rec, sort_keys=True).encode("utf-8") + b"\n"
        if not self.fresh_line:
            line = b"\n" + line
            self.fresh_line = True
        self.f.write(line)
        self.f.flush()
        os.fsync(self.f.fileno())

    def close(self) -> None:
        self.f.close()
