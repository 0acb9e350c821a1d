"""Statistics of the kept games (``konwoj.saves.library``): wins and losses per side, level and
edition, streaks and the average length; and the filters of the Games screen. Plain data, no
pygame: the chart is ``konwoj.ui.stats_chart``.

    rows = library.games()
    shown = [r for r in rows if matches(r, edition="2e", side="outpost", level="all", result="won")]
    st = compute(shown)
    st.by_side["outpost"].wins, st.best_streak, st.avg_length

A game counts for a side the human played: in a game against the computer, for the player's side
(won when that side won); in hot seat, for both sides (one win, one loss). Streaks are over the
games against the computer, oldest to newest by their real instant (a date is stored in UTC; one
with another zone, or none, compares as the moment it names).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from konwoj.ai import ALL_LEVELS
from konwoj.rules.facts import RULESETS, SIDES
from konwoj.saves.summary import instant

HOTSEAT = "hotseat"                        # the "level" of a game between two people
FILTERS = {
    "edition": ("all",) + RULESETS,
    "side": ("all",) + SIDES,
    "level": ("all",) + ALL_LEVELS + (HOTSEAT,),
    "result": ("all", "won", "lost"),
}


def _get(row, name, default=None):
    if isinstance(row, dict):
        return row.get(name, default)
    return getattr(row, name, default)


def sides_of(row) -> tuple:
    """The sides people played in the game (hot seat: both)."""
    raw = _get(row, "sides") or ()
    if len(raw) == 1 and raw[0] in SIDES and _get(row, "mode") != "hotseat":
        return (raw[0],)
    return SIDES


def level_of(row) -> str:
    if len(sides_of(row)) == 2:
        return HOTSEAT
    level = _get(row, "opponent")
    return level if level in ALL_LEVELS else "random"


def edition_of(row) -> str:
    ed = _get(row, "ruleset")
    return ed if ed in RULESETS else "1e"


def length_of(row) -> int | None:
    meta = _get(row, "meta") or {}
    n = meta.get("length") if isinstance(meta, dict) else None
    if not isinstance(n, int) or isinstance(n, bool):
        n = _get(row, "recorded")
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def result_for(row, side: str | None = None) -> str | None:
    """"won" / "lost" for ``side`` (default: the player's side in a game against the computer;
    None in hot seat without a side, or when the game has no winner)."""
    winner = _get(row, "winner")
    if winner not in SIDES:
        return None
    if side is None:
        sides = sides_of(row)
        if len(sides) != 1:
            return None
        side = sides[0]
    if side not in sides_of(row):
        return None
    return "won" if winner == side else "lost"


def matches(row, edition="all", side="all", level="all", result="all") -> bool:
    """Whether ``row`` passes the Games screen's filters."""
    if _get(row, "error"):
        return edition == side == level == result == "all"
    if edition != "all" and edition_of(row) != edition:
        return False
    if side != "all" and side not in sides_of(row):
        return False
    if level != "all" and level_of(row) != level:
        return False
    if result != "all" and result_for(row, None if side == "all" else side) != result:
        return False
    return True


@dataclass
class Tally:
    wins: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def add(self, result: str | None) -> None:
        if result == "won":
            self.wins += 1
        elif result == "lost":
            self.losses += 1


@dataclass
class Stats:
    games: int = 0
    by_side: dict = field(default_factory=lambda: {s: Tally() for s in SIDES})
    by_level: dict = field(default_factory=lambda: {lv: Tally() for lv in ALL_LEVELS})
    by_edition: dict = field(default_factory=lambda: {e: Tally() for e in RULESETS})
    hotseat: dict = field(default_factory=lambda: {s: 0 for s in SIDES})   # wins per side
    current_streak: int = 0          # > 0: wins in a row now; < 0: losses in a row
    best_streak: int = 0             # the longest run of wins
    avg_length: float | None = None  # actions per game
    avg_battles: float | None = None
    recent: list = field(default_factory=list)   # results, oldest to newest (the last 20)


def compute(rows) -> Stats:
    """The statistics of ``rows`` (any order; broken rows are skipped)."""
    st = Stats()
    good = [r for r in rows if not _get(r, "error")]
    st.games = len(good)
    lengths, battles = [], []
    solo = []
    for r in good:
        n = length_of(r)
        if n:
            lengths.append(n)
        meta = _get(r, "meta") or {}
        b = meta.get("battles") if isinstance(meta, dict) else None
        if isinstance(b, int) and not isinstance(b, bool):
            battles.append(b)
        sides = sides_of(r)
        winner = _get(r, "winner")
        if len(sides) == 2:
            if winner in SIDES:
                st.hotseat[winner] += 1
                for s in SIDES:
                    st.by_side[s].add("won" if winner == s else "lost")
            continue
        side = sides[0]
        res = None if winner not in SIDES else "won" if winner == side else "lost"
        level = _get(r, "opponent")
        st.by_side[side].add(res)
        st.by_level[level if level in ALL_LEVELS else "random"].add(res)
        st.by_edition[edition_of(r)].add(res)
        if res is not None:
            solo.append((_sort_date(r), res))
    solo.sort(key=lambda x: x[0])
    run = best = 0
    for _, res in solo:
        if res == "won":
            run = run + 1 if run > 0 else 1
            best = max(best, run)
        else:
            run = run - 1 if run < 0 else -1
    st.current_streak, st.best_streak = run, best
    st.recent = [res for _, res in solo[-20:]]
    st.avg_length = sum(lengths) / len(lengths) if lengths else None
    st.avg_battles = sum(battles) / len(battles) if battles else None
    return st


def _sort_date(row) -> float:
    """The game's real instant (dates of any zone compare as the moments they are; a date that
    does not read comes first)."""
    t = instant(_get(row, "date"))
    return t if t is not None else float("-inf")
