"""Telling the player at the table what went wrong behind the scenes: once per game, that the
computer's player failed and a random legal move was played in its place (so the game goes on,
but nobody is fooled into thinking the Veteran played it); and that the autosave failed (a full
disk, a saves folder that is a file), so the player knows to save elsewhere."""
from __future__ import annotations

import logging

from konwoj.i18n import register, tr

register({
    "ai.autosave_failed": ("Autozapis się nie udał: {detail}", "The autosave failed: {detail}"),
    "ai.failed": ("Komputer zawiódł ({detail}); w jego miejsce zagrano losowy ruch.",
                  "The computer player failed ({detail}); a random move was played instead."),
})


def ai_failed(scene, detail: str) -> None:
    """stderr every time; the table's message line only the first time in this game."""
    detail = str(detail)[:120]
    logging.getLogger(__name__).warning(
        "konwoj: computer opponent failed (%s); playing a random move", detail)
    scene._ai_fallback = True       # this move is random; the next one asks the real player
    if getattr(scene, "_ai_failure_told", False):
        return
    scene._ai_failure_told = True
    say = getattr(scene, "_say", None)
    if say is not None:
        say(tr("ai.failed", getattr(scene, "lang", "pl"), detail=detail))


def take_worker_error(scene, opponent) -> None:
    """After an answer: if the worker answered with a random fallback, say so."""
    err = getattr(opponent, "last_error", None)
    if err:
        opponent.last_error = None
        ai_failed(scene, err)


def autosave_failed(scene, exc) -> None:
    """The table's message line: the autosave failed, and why (in the player's language)."""
    lang = getattr(scene, "lang", "pl")
    text_of = getattr(exc, "problem_text", None)
    detail = text_of(lang) if callable(text_of) else str(exc)
    say = getattr(scene, "_say", None)
    if say is not None:
        say(tr("ai.autosave_failed", lang, detail=str(detail)[:160]))
