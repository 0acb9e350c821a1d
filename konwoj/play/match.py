"""A game in progress as the table plays it: the rules state plus who plays which side.

    match = Match(new_game(seed=7), "solo", human_sides=("outpost",), opponent_level="random", seed=7)
    match.meta()                      # plain dict for saves
    Match.from_meta(state, meta)      # back from a save
    match.needs_handoff()             # hot-seat: must the screen be covered before the next decision?
    match.apply(action)               # the only way the table changes the game (keeps the undo
                                      # stack); returns a MoveOutcome: what the move did
    match.can_undo() / match.undo()   # own actions within the phase, never past a draw or a reveal

No pygame here: the match is plain Python so the shell, saves and tests can use it headless.
"""
from __future__ import annotations

import logging
from typing import Callable, NamedTuple

from konwoj.ai.players import RandomPlayer
from konwoj.rules import MOLOCH, OUTPOST, SIDES, Action, GameState, other
from konwoj.texts import player_names

log = logging.getLogger(__name__)

MODES = ("solo", "hotseat")

# log events that show something that was hidden (a card drawn, a deck revealed or shuffled): an
# action that logs one of them can never be taken back
REVEALING = frozenset({"draw", "draw_seen", "reveal", "spy", "spied", "discard_top", "discard_hand",
                       "recover", "reshuffle", "mulligan", "start"})


class RandomOpponent:
    """The "random" level at the table, answered at once in the window's process (nothing to
    wait for), and the table's stand-in when the computer fails: the one random player
    (``konwoj.ai.players.RandomPlayer``) behind the small interface of ``konwoj.ai.worker.AIWorker``:
    ``start(state, level, seed, budget)``, ``poll()``, ``cancel()``."""

    def __init__(self) -> None:
        self._pending: Action | None = None

    def start(self, state: GameState, level: str = "random", seed: int = 0,
              budget: float = 1.0) -> None:
        self._pending = RandomPlayer(seed).choose(state) if state.legal_actions() else None

    def poll(self) -> Action | None:
        a, self._pending = self._pending, None
        return a

    def cancel(self) -> None:
        self._pending = None


def make_opponent(level: str):
    """The computer opponent for ``level``: random moves, or the AI's background worker (a
    separate process, so the window keeps drawing while it thinks)."""
    if level == "random":
        return RandomOpponent()
    from konwoj.ai.worker import AIWorker
    return AIWorker()


class MoveOutcome(NamedTuple):
    """What one move did, in one answer for whoever shows it (the table listens to it)."""
    action: Action
    actor: str | None               # the side that decided
    before: GameState               # the position before the move (the one copy a move makes)
    log_start: int                  # where its events begin in ``state.log``
    events: list                    # the log events it added
    at_resolution: GameState | None  # the position the battle was resolved in, if one was
    autosave_due: bool              # a new phase or battle began: the game is autosaved

    @property
    def resolved(self) -> bool:
        """A battle was resolved (its strength was counted)."""
        return self.at_resolution is not None


class _Snapshot(NamedTuple):
    state: GameState
    side: str
    phase: str
    battle: int


class Match:
    """A game being played at the table.

    ``mode`` is "solo" (one human against the computer) or "hotseat" (two humans, one screen).
    ``human_sides`` lists the sides people play (solo: one side; hot-seat: both)."""

    kept = True         # autosaved as it goes (a practice position is not: PracticeMatch)

    def __init__(self, state: GameState, mode: str = "hotseat", human_sides=None,
                 opponent_level: str = "random", seed: int = 0, names=None) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
        if human_sides is None:
            human_sides = SIDES if mode == "hotseat" else (OUTPOST,)
        if isinstance(human_sides, str):
            human_sides = (human_sides,)
        human_sides = tuple(s for s in SIDES if s in tuple(human_sides))
        if not human_sides:
            raise ValueError("a match needs at least one human side")
        if mode == "solo" and len(human_sides) != 1:
            raise ValueError("a solo match has exactly one human side")
        self.state = state
        self.mode = mode
        self.human_sides = human_sides
        self.opponent_level = opponent_level
        self.seed = int(seed)
        # hot seat: the players' names, {side: name} (konwoj.texts.player_names; none: the side's)
        self.names: dict[str, str] = player_names.names_from(
            {player_names.META_KEY: names}) if mode == "hotseat" else {}
        # hot-seat: the side that last took the seat (None: nobody yet, cover the screen first)
        self.viewer: str | None = human_sides[0] if mode == "solo" else None
        self.moves = 0
        self._undo: list[_Snapshot] = []
        # set from outside, declared here: the lesson in progress (konwoj.play.lessons sets its
        # LessonRunner), a scenario's "Try: ..." hint (konwoj.play.session), whether leaving
        # saved already, the last autosave's failure and who is told of one (the table)
        self.lesson = None
        self.scenario_hint: dict | None = None
        self.autosaved_on_leave = False
        self.autosave_error: Exception | None = None
        self.on_autosave_error: Callable[[Exception], object] | None = None

    # ------------------------------------------------------------------ saves
    def meta(self) -> dict:
        m = {"mode": self.mode, "human_sides": list(self.human_sides),
             "opponent_level": self.opponent_level, "seed": self.seed}
        if self.names:
            m[player_names.META_KEY] = dict(self.names)
        lesson = self.lesson                          # a lesson in progress (konwoj.play.lessons)
        if lesson is not None and not lesson.done:
            m["lesson"] = lesson.lesson.id
        elif lesson is not None:
            m["after_lesson"] = lesson.lesson.id     # played on past a lesson's end
        return m

    @classmethod
    def from_meta(cls, state: GameState, meta: dict | None) -> "Match":
        meta = meta or {}
        mode = meta.get("mode", "hotseat")
        if mode not in MODES:
            mode = "hotseat"
        sides = meta.get("human_sides") or (SIDES if mode == "hotseat" else (OUTPOST,))
        try:
            return cls(state, mode, sides, meta.get("opponent_level", "random"),
                       int(meta.get("seed", state.seed)), player_names.names_from(meta))
        except ValueError:
            return cls(state, "hotseat", SIDES, "random", state.seed,
                       player_names.names_from(meta))

    # ------------------------------------------------------------------ who is who
    def who(self, side: str, lang: str) -> str:
        """The person playing ``side``: "Anna (Moloch)" in a hot-seat game with names, else the
        side's name."""
        return player_names.who(side, self.names, lang)

    def is_human(self, side: str | None) -> bool:
        return side in self.human_sides

    @property
    def ai_side(self) -> str | None:
        if self.mode != "solo":
            return None
        return other(self.human_sides[0])

    def human_to_move(self) -> bool:
        return self.is_human(self.state.current_player)

    def ai_to_move(self) -> bool:
        p = self.state.current_player
        return p is not None and not self.is_human(p)

    def bottom_side(self) -> str:
        """The side sitting at the bottom edge of the table (its hand shows)."""
        if self.mode == "solo":
            return self.human_sides[0]
        return self.viewer or self.state.current_player or MOLOCH

    def needs_handoff(self, state: GameState | None = None) -> bool:
        """Hot-seat: the next decision belongs to the other person, so the screen must be covered
        (and handed over) before anything of theirs shows."""
        state = state or self.state
        if self.mode != "hotseat" or state.is_terminal():
            return False
        p = state.current_player
        return p is not None and self.is_human(p) and p != self.viewer

    def handed_off(self, side: str) -> None:
        """The person playing ``side`` now has the seat."""
        self.viewer = side

    def hands_hidden(self, state: GameState | None = None) -> bool:
        """Hot-seat choices made during the battle's resolution (Bomb, kills, Iron Gate, convoy)
        are made with both players at the screen: no hand shows then."""
        state = state or self.state
        return self.mode == "hotseat" and state.phase in ("resolution", "convoy")

    # ------------------------------------------------------------------ playing
    def apply(self, action: Action) -> MoveOutcome:
        """Carry out ``action`` (``IllegalAction`` leaves everything unchanged) and say what it
        did (:class:`MoveOutcome`: its events, the position at a battle's resolution, whether an
        autosave is due). The position before it is copied once; that copy is also what undo
        returns to."""
        s = self.state
        side = s.current_player
        before = s.clone()
        n = len(s.log)
        at = s.apply_with_resolution(action)    # the engine says when a battle resolves
        new = s.log[n:]
        self.moves += 1
        if at is None and any(e.key == "strength" for e in new):
            at = before                         # (never expected: the summary still shows)
        if self.is_human(side) and _undoable(before, s, new):
            if self._undo and (self._undo[-1].side != side or self._undo[-1].phase != before.phase
                               or self._undo[-1].battle != before.battle):
                self._undo.clear()
            self._undo.append(_Snapshot(before, side, before.phase, before.battle))
        else:
            self._undo.clear()
        moved_on = s.phase != before.phase or s.battle != before.battle
        if moved_on:
            self._undo.clear()
        return MoveOutcome(action, side, before, n, new, at, moved_on)

    def can_undo(self) -> bool:
        if not self._undo:
            return False
        snap = self._undo[-1]
        s = self.state
        return (s.current_player == snap.side and self.is_human(snap.side)
                and s.phase == snap.phase and s.battle == snap.battle)

    def undo(self) -> bool:
        """Take back the last own action of this phase; False if that is not allowed."""
        if not self.can_undo():
            return False
        self.state = self._undo.pop().state
        self.moves += 1
        return True

    def clear_undo(self) -> None:
        self._undo.clear()

    # ------------------------------------------------------------------ saving
    def autosave(self):
        """``konwoj.saves.autosave`` of this game; never raises."""
        from konwoj import saves
        try:
            path = saves.autosave(self.state, self.meta())
        except Exception as exc:  # a full disk must not end the game: the player is told
            log.warning("konwoj: autosave failed: %s", exc)
            told = self.autosave_error is not None
            self.autosave_error = exc
            hook = self.on_autosave_error
            if hook is not None and not told:
                try:
                    hook(exc)
                except Exception:  # noqa: BLE001 - telling must never break the game
                    pass
            return None
        self.autosave_error = None
        if self.state.is_terminal():
            self.keep_finished()
        return path

    def keep_finished(self):
        """A finished game goes to the game library (``konwoj.saves.library``) with its record;
        never raises (the autosave still has it)."""
        from konwoj.saves import library
        try:
            return library.keep(self.state, self.meta())
        except Exception as exc:  # noqa: BLE001 - a full disk must not end the game
            log.warning("konwoj: the finished game could not be kept: %s", exc)
            return None


def _undoable(before: GameState, after: GameState, new_events) -> bool:
    """An action may be taken back only if it showed nothing hidden: no draw, no reveal, no
    shuffle, no random pick (the random generator did not move) and no deck changed."""
    if after.rng != before.rng or after.is_terminal():
        return False
    if any(after.deck_size(x) != before.deck_size(x) for x in SIDES):
        return False
    if after.limbo != before.limbo:
        return False
    return not any(ev.key in REVEALING for ev in new_events)
