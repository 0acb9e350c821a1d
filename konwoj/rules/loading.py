"""A game state from a save's plain data: ``checked_state``, the rules' one answer to "can the game
go on from this?" (``consistency``'s checks around ``GameState.from_dict``). It sits above
``GameState``: the checks below it never build a state of their own."""
from __future__ import annotations

from .common import StateError
from .consistency import check_plain, check_rebuilt
from .state import GameState


def checked_state(d, legacy=None) -> GameState:
    """The state that plain data (``to_dict()``'s, of the right plain types: the reader checks
    those) stands for, when it is one the game can go on from; else ``StateError``. ``legacy``:
    ruleset -> city -> district layouts an older version of the game wrote, accepted besides the
    city's own."""
    try:
        check_plain(d, legacy)
    except (LookupError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, StateError):
            raise
        raise StateError(f"the state is incomplete or malformed ({type(exc).__name__}: {exc})") \
            from None
    s = GameState.from_dict(d)
    try:
        check_rebuilt(s, d, legacy)
    except StateError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever the engine trips over: it cannot go on
        raise StateError(f"it cannot be played on ({type(exc).__name__}: {exc})") from None
    return s
