"""The fields of a game state, declared once: :class:`StateFields` holds every slot of
:class:`~konwoj.rules.state.GameState` with its type, and each part of the engine (``TableMixin``,
``LegalityMixin``, ``DecisionsMixin``, ``ViewsMixin``, ``SerializationMixin``) derives from it, so the
mixins see (and type checkers check) the same fields ``GameState.__init__`` sets.

Sides are indexed by ``SI`` (Moloch 0, the Outpost 1); cities by 0-4 (New York is 4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from .cards import CardData
    from .common import Action
    from .events import Event
    from .record import GameRecord
    from .ruleset import Ruleset


class StateFields:
    """Every field of the game state (``GameState.__init__`` gives their starting values)."""

    __slots__ = ("data", "ruleset", "rules", "seed", "rng", "deck", "hand", "discard", "limbo",
                 "table", "city_of", "attached", "host_of", "tokens", "arrival", "shield_at", "seq",
                 "districts", "down", "city_destroyed", "feature_used", "extra_station",
                 "target", "battle", "phase", "stack", "netted", "once_used", "flags",
                 "known_in_hand", "known_top", "winner", "end_reason", "log",
                 "_legal", "_owner", "record")

    data: "CardData"
    ruleset: str                          # "1e" or "2e"
    rules: "Ruleset"                      # what differs between the editions
    seed: int
    rng: int                              # xorshift64 state, never 0
    deck: list[list[str]]                 # per side; the top of a deck is the END of the list
    hand: list[list[str]]                 # per side
    discard: list[list[str]]              # per side; the top of a pile is the end of the list
    limbo: list[str]                      # cards revealed from a deck, waiting for a choice
    table: list[list[list[str]]]          # city -> side -> cards in arrival order
    city_of: dict[str, int]               # card on the table -> city
    attached: dict[str, str]              # host (Robot, or Soldier for a captured module) -> module
    host_of: dict[str, str]               # module -> host
    tokens: dict[str, tuple]              # card -> tuple of tokens (TOKEN_NAMES)
    arrival: dict[str, int]               # card on the table -> sequence number of its arrival
    shield_at: dict[str, int]             # robot -> sequence number of its shield token
    seq: int                              # the arrival counter
    districts: list[tuple[str, ...]]      # city -> district effects (DISTRICT_EFFECTS)
    down: list[tuple[bool, ...]]          # city -> which districts are destroyed
    city_destroyed: list[bool]
    feature_used: list[bool]
    extra_station: list[bool]
    target: Optional[int]                 # district index in the active city
    battle: int                           # 0 = the opening hands
    phase: str                            # one of PHASES
    stack: list[tuple]                    # frames; the top is the end of the list
    netted: frozenset                     # units netted until the battle ends
    once_used: frozenset                  # once-per-battle abilities used in this battle
    flags: frozenset                      # battle flags: "sudden_attack", "no_instants"
    known_in_hand: list[frozenset]        # per side: cards in its hand the OTHER side knows
    known_top: list[tuple]                # per side: cards known to lie on top of the deck
    winner: Optional[str]
    end_reason: Optional[str]
    log: list["Event"]
    _legal: list["Action"]                # the cached legal actions of the decision on top
    _owner: Optional[str]                 # the side that owns that decision
    record: Optional["GameRecord"]        # None when not kept
