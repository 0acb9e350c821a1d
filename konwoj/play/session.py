"""Opening a game: the match and save helpers every scene and the app share.

They live below the scenes (scenes import this module, never ``konwoj.app``):

    match = make_match(new_game(seed), "solo", ("outpost",), "veteran", seed)
    match = match_from_file(path)        # a save or scenario; LoadError with a readable message
    error_text(exc, lang)                # a player-facing message for any error
"""
from __future__ import annotations

from pathlib import Path

from konwoj.i18n import SOURCE_LANGS, tr
from konwoj.play.lessons import LessonError, LessonRunner, find_lesson, load_progress
from konwoj.play.match import Match
from konwoj.rules.facts import SIDES


class LoadError(Exception):
    """A save or scenario that cannot be opened; the message is meant for the player.
    ``cause`` is the underlying error (a ``SaveError`` can say it in Polish too)."""

    def __init__(self, message: str, cause: Exception | None = None):
        super().__init__(message)
        self.cause = cause

    def text(self, lang: str = "en") -> str:
        return error_text(self.cause, lang) if self.cause is not None else str(self)


def error_text(exc: BaseException, lang: str = "en") -> str:
    """A player-facing message for ``exc`` in ``lang`` (SaveError knows both languages)."""
    fn = getattr(exc, "text", None)
    if callable(fn):
        try:
            return str(fn(lang))
        except Exception:  # noqa: BLE001
            pass
    return str(exc) or exc.__class__.__name__


def make_match(state, mode="hotseat", human_sides=SIDES, opponent_level=None,
               seed=None, names=None):
    """A :class:`konwoj.play.match.Match` for ``state`` (seed and level defaulted; ``names``:
    the hot-seat players' names, {side: name})."""
    from konwoj.play.match import Match
    if seed is None:
        seed = getattr(state, "seed", 0) or 0
    if opponent_level is None:
        opponent_level = "random"
    return Match(state, mode, tuple(human_sides), opponent_level, seed, names)


def match_from_meta(state, meta: dict | None):
    """Rebuild a ``Match`` for ``state`` from the plain dict ``match.meta()`` wrote."""
    from konwoj.play.match import Match
    return Match.from_meta(state, dict(meta or {}))


class _NoFile(Exception):
    def __init__(self, path):
        super().__init__(tr("app.error.no_file", "en", path=path))
        self.path = path

    def text(self, lang: str = "en") -> str:
        return tr("app.error.no_file", lang, path=self.path)


def load_state(path):
    """(GameState, meta) from a save or scenario file; ``LoadError`` with a clear message."""
    from konwoj import saves
    path = Path(path)
    if not (path.exists() or path.is_symlink()):   # a folder, FIFO or device: saves says which
        raise LoadError(tr("app.error.no_file", "en", path=path), _NoFile(path))
    try:
        return saves.load_with_meta(path)
    except Exception as exc:  # noqa: BLE001 - SaveError and anything a broken file raises
        raise LoadError(error_text(exc), exc) from exc


def match_from_file(path):
    """A ``Match`` from a save or scenario file; ``LoadError`` with a clear message. A scenario's
    hint ("Try: ...") rides along as ``match.scenario_hint`` for the table to show."""
    state, meta = load_state(path)
    if isinstance(meta, dict) and isinstance(meta.get("lesson"), str):
        resumed = _lesson_in_progress(meta["lesson"])
        if resumed is not None:
            return resumed
    match = match_from_meta(state, meta)
    match.scenario_hint = scenario_hint(meta)
    return match


def _lesson_in_progress(lesson_id: str):
    """An autosaved lesson reopens as the lesson (from its progress record, which is at least as
    recent as the autosave); None when it cannot be resumed (the autosave then opens as a game)."""
    try:
        match, note = lesson_match(find_lesson(lesson_id), resume=True)
    except Exception:  # noqa: BLE001 - a missing or changed lesson: the plain game opens
        return None
    return match if note is None and match.lesson.actions else None


# the word that opens a scenario description's hint, per language the scenarios are written in
TRY_WORDS = {"pl": "Spróbuj:", "en": "Try:"}


def scenario_hint(meta) -> dict | None:
    """{"pl": ..., "en": ...}: the "Spróbuj: ..." / "Try: ..." part of a scenario's description,
    or None (a save, or a scenario without a hint)."""
    if not isinstance(meta, dict) or meta.get("kind") != "scenario":
        return None
    out = {}
    for lang in SOURCE_LANGS:
        word = TRY_WORDS[lang]
        d = meta.get(f"description_{lang}") or meta.get("description")
        if not isinstance(d, str) or not d.strip():
            continue
        i = d.find(word)
        if i >= 0:
            out[lang] = " ".join(d[i:].split())[:600]
    return out or None


def lesson_match(lesson, resume: bool = True):
    """A solo Match for ``lesson`` (resumed from the saved progress when there is one) with
    ``match.lesson`` set; returns (match, note) where note says why a resume was not possible.
    It lives here, beside the other ways a match is made, so that the lessons never import the
    match (the match keeps finished games in the library, which knows the lessons)."""
    note = None
    runner = state = None
    if resume:
        data = load_progress()["runs"].get(lesson.id)
        if data:
            try:
                runner, state = LessonRunner.resume(lesson, data)
            except LessonError as exc:
                note = str(exc)
    if runner is None:
        runner = LessonRunner(lesson)
        state = lesson.initial_state()
    seed = int(lesson.position.get("seed", 0) or 0)
    match = Match(state, "solo", (lesson.side,), lesson.opponent, seed)
    match.lesson = runner
    return match, note
