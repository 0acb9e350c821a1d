"""What the game checks once when the window opens, so that nothing a file holds stops it from
starting: the card override file (a bad one is ignored) and the autosave (a broken one is set
aside, kept under another name). Each problem becomes a notice the title screen shows."""
from __future__ import annotations

from konwoj.texts import notices
from konwoj.i18n import register

register({
    "startup.override": ("Plik z siłami kart został pominięty (gra używa kart bez niego):\n{detail}",
                         "The card override file was ignored (the game uses the cards without "
                         "it):\n{detail}"),
    "startup.autosave": ("Autozapisu {path} nie da się wczytać ({problem}). Odłożono go jako "
                         "{kept}.",
                         "The autosave {path} cannot be loaded ({problem}). It was set aside as "
                         "{kept}."),
})

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


def reset() -> None:
    """Run the checks again on the next ``check_once`` (tests)."""
    global _DONE
    _DONE = False
