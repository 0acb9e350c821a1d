"""What the game checks once when the window opens, so that nothing a file holds stops it from
starting: the card override file (a bad one is ignored), the autosave (a broken one is set
aside, kept under another name), the temporary files of killed writes, the game library's
catalogue (rebuilt when it must be) and a finished game a kill kept out of the library. Each problem becomes a notice the title screen shows."""
from __future__ import annotations

import sys

from konwoj.texts import notices


_DONE = False


def check_once() -> None:
    """The start-up checks (once per process)."""
    global _DONE
    if _DONE:
        return
    _DONE = True
    try:
        from konwoj.play import card_overrides
        problem = card_overrides.problem()
    except Exception as exc:  # noqa: BLE001 - the shipped card data itself is broken
        problem = str(exc)
    if problem:
        notices.add("startup.override", echo=False, detail=problem)
    try:
        from konwoj import saves
        moved = saves.set_aside_broken_autosaves()
    except Exception:  # noqa: BLE001 - a broken saves folder is reported when it is used
        moved = []
    for old, new, err in moved:
        notices.add("startup.autosave", path=old.name, kept=new.name,
                    problem=err.problem_text)
    library_checks()


def library_checks() -> None:
    """The temporary files of killed writes cleared from every folder the game writes; the game
    library's catalogue opened (rebuilt when missing, damaged or of another version: the player
    is told once); a finished game a kill kept out of the library kept now."""
    from konwoj import playerfiles, resources
    for folder in (resources.user_data_dir(), resources.user_data_dir() / "saves",
                   resources.user_data_dir() / "games", resources.config_dir()):
        playerfiles.clean_stale_tmp(folder)
    try:
        from konwoj.saves import catalogue, library
        catalogue.connect()
        library.take_over_legacy()
        for _path, reason in catalogue.REBUILT:
            notices.add("library.rebuilt", reason=catalogue.reason_text(reason))
        catalogue.REBUILT.clear()
        library.keep_finished_autosave()
    except Exception as exc:  # noqa: BLE001 - a broken data folder is reported when it is used
        print(f"konwoj: the game library could not be checked: {exc}", file=sys.stderr)


def reset() -> None:
    """Run the checks again on the next ``check_once`` (tests)."""
    global _DONE
    _DONE = False
