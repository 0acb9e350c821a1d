"""Telling the player at the table what went wrong behind the scenes: the texts of the computer's
failure (told once per game by :meth:`konwoj.scenes.table.pacing.ComputerPacing.failed`: a
random legal move was played in its place, so the game goes on but nobody is fooled into thinking
the Veteran played it); and that the autosave failed (a full disk, a saves folder that is a
file), so the player knows to save elsewhere."""
from __future__ import annotations

from konwoj.i18n import tr


def autosave_failed(scene, exc) -> None:
    """The table's message line: the autosave failed, and why (in the player's language)."""
    lang = scene.lang
    text_of = getattr(exc, "problem_text", None)
    detail = text_of(lang) if callable(text_of) else str(exc)
    scene._say(tr("ai.autosave_failed", lang, detail=str(detail)[:160]))
