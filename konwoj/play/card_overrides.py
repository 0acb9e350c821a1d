"""The player's card override file (``card_overrides.yaml`` in the config folder: printed strengths
for a player who owns the cards), read here and handed to the rules, which read no file of the
player's (``konwoj.rules.cards.use_overrides``).

    from konwoj.play import card_overrides
    card_overrides.install()            # at start: cli.main, the app's start-up checks
    card_overrides.problem()            # why the file was ignored (a konwoj.i18n.Text), or None

A bad override file never stops the game: the problem (file, card, field, reason) goes to stderr
once and to ``problem()``, and the cards are used as shipped.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from konwoj import playerfiles, resources
from konwoj.i18n import Text
from konwoj.rules import cards
from konwoj.rules.cards import CardDataError

OVERRIDE_NAME = "card_overrides.yaml"
MAX_BYTES = 256 * 1024

_STATE: dict = {}             # "done": installed; "problem": why the file was ignored


def override_path() -> Path:
    """The player's override file."""
    return resources.config_dir() / OVERRIDE_NAME


def read(path, max_bytes: int = 4 * 1024 * 1024) -> Any:
    """The plain data of a YAML file of the player's (an override or variant file), read with the
    structural limits of ``konwoj.playerfiles`` (no deep nesting, no aliases, no tags); every
    problem is a CardDataError naming the file (``cards.file_problem``)."""
    try:
        return playerfiles.load_file(Path(path), max_bytes, max_depth=16, max_nodes=100_000)
    except (OSError, ValueError, yaml.YAMLError) as exc:    # (YamlLimit, not UTF-8: ValueErrors)
        raise cards.file_problem(Path(path), exc) from None


def install(path: Path | None = None) -> None:
    """Read the player's override file (``path``, default ``override_path()``) and hand it to the
    rules; a bad one is said once on stderr and kept for ``problem()``, and the rules get none.
    Once per process (``reset()`` to read again); a child process of the game's is handed the
    overrides instead (``konwoj.ai.service``)."""
    if _STATE.get("done"):
        return
    _STATE["done"] = True
    op = path or override_path()
    if not (op.exists() or op.is_symlink()):
        cards.use_overrides(None)
        return
    try:
        cards.use_overrides(read(op, MAX_BYTES), str(op))
    except CardDataError as exc:
        cards.use_overrides(None)
        # the message itself when it knows both languages (a Text), else its text
        _STATE["problem"] = exc.args[0] if exc.args and isinstance(exc.args[0], Text) else str(exc)
        try:
            print(f"konwoj: the card override file is ignored: {exc}", file=sys.stderr)
        except (OSError, ValueError):
            pass


def problem() -> Text | str | None:
    """Why the player's override file was ignored (None when it is good or absent); English as a
    string, and ``problem(lang)`` in either language when it is a ``konwoj.i18n.Text``."""
    install()
    return _STATE.get("problem")


def player_data() -> cards.CardData:
    """The game's card data with the player's overrides (read first when not yet)."""
    install()
    return cards.default_data()


def reset() -> None:
    """Forget the file read (tests; a changed file is read again by ``install``)."""
    _STATE.clear()
    cards.use_overrides(None)
