"""Cities, districts and features: the city victory effects, the district effects and the Bomb,
the destruction of districts and cities, and the 1st edition's city features (p.11-12, p.23,
p.28-31). The cities themselves are data (``data/cards.yaml``, one table per edition, read through
``state.rules.cities``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import MOLOCH, OUTPOST
from .common import NEW_YORK, Action

if TYPE_CHECKING:
    from .state import GameState


def city_victory(s: GameState, f: tuple) -> None:
    """City victory effects (p.28-29; 2e l.372-418)."""
    _, w, c = f
    v = s.rules.cities[c].victory[w]
    if w == MOLOCH:
        if s.rules.extra_district == "next":
            if v == "destroy_next_and_kill_soldier":   # Port Cleveland (2e l.386): after the district
                s.stack.append(("pick", "kill_soldier", MOLOCH, c, None, None))
            s.stack.append(("destroy_next", c))
        else:
            s.stack.append(("pick", "destroy_district", MOLOCH, c, None,
                            v == "destroy_district_with_effect"))
    elif v == "discard_top_1":
        s.stack.append(("discard_top", 1, c, False))
    elif v == "discard_top_2":
        s.stack.append(("discard_top", 2, c, False))
    else:
        s.stack.append(("iron_gate", c))


def iron_gate(s: GameState, f: tuple) -> None:
    """Iron Gate, Outpost victory: reveal two, discard one, shuffle the other back (p.29)."""
    c = f[1]
    if len(s.deck[0]) < 2:
        s.stack.append(("discard_top", 1, c, False))
        return
    s.limbo = [s.deck[0].pop(), s.deck[0].pop()]
    s.known_top[0] = ()
    s._log("reveal", tuple(s.limbo))
    s.stack.append(("pick", "iron_gate", OUTPOST, c, None, None))


def discard_top(s: GameState, f: tuple) -> None:
    """Discard the top card of Moloch's deck; from an empty deck a Robot of the Outpost's choice
    from that city instead (for a Soldier's ability, one not immune to it), else, when there is no
    Robot in that city, a random card from Moloch's hand, else nothing (p.29, p.33; R8, R23)."""
    _, n, city, respect = f
    if n <= 0:
        return
    if n > 1:
        s.stack.append(("discard_top", n - 1, city, respect))
    if s._discard_top_moloch() is not None:
        return
    robots = [r for r in s.table[city][0] if not (respect and s.is_immune(r))]
    if robots:
        s.stack.append(("pick", "sub_robot", OUTPOST, city, None, respect))
    elif s.table[city][0]:
        # R8: only Robots immune to the Soldier are there; the hand is reached only when there are
        # no Robots in the city at all (1e p.33, 2e l.462-464, read literally): nothing happens
        s._log("nothing")
    elif s.hand[0]:
        x = s.hand[0].pop(s._rand_below(len(s.hand[0])))
        s.known_in_hand[0] = s.known_in_hand[0] - {x}
        s.discard[0].append(x)
        s._log("discard_hand", x)
    else:
        s._log("nothing")


def district_effect(s: GameState, f: tuple) -> None:
    """District effects for the winner (p.11-12)."""
    _, w, c, eff = f
    if eff == "draw":
        s._draw(w, 1)
    elif eff == "kill":
        if w == MOLOCH:
            s.stack.append(("pick", "kill_soldier", MOLOCH, c, None, None))
        else:
            s.stack.append(("pick", "kill_robot", OUTPOST, c, None, False))
    elif eff == "move_to_new_york":
        s.stack.append(("pick", "move_ny", w, c, None, None))
    elif eff == "bomb":
        s.stack.append(("bomb", c))


def bomb(s: GameState, f: tuple) -> None:
    """Bomb (p.12): Moloch kills a Soldier first, then the Outpost a Robot, in that city."""
    c = f[1]
    s._log("bomb", c)
    s.stack.append(("pick", "kill_robot", OUTPOST, c, None, False))
    s.stack.append(("pick", "kill_soldier", MOLOCH, c, None, None))


def destroy_next(s: GameState, f: tuple) -> None:
    """2e, Moloch's victory (l.374-380): the next undestroyed district of the active city falls
    besides the contested one; if there is none, the leftmost district of the next city (none after
    New York). No choice (2e OQ 4). A Bomb district falling in the next city kills in the active
    city, which is still the battle's city (2e l.408, l.101, l.422; 2e OQ 3, ruling R29 in docs/rulings.md)."""
    c = f[1]
    for city in (c, c + 1):
        if city > NEW_YORK:
            return
        for i, d in enumerate(s.down[city]):
            if not d and not (city == c and i == s.target):
                if s.districts[city][i] == "bomb":
                    s.stack.append(("bomb", c))     # "w aktywnym mieście" (2e l.408): the battle's
                district_down(s, ("district_down", city, i))
                return


def district_down(s: GameState, f: tuple) -> None:
    _, c, i = f
    d = list(s.down[c])
    d[i] = True
    s.down[c] = tuple(d)
    s._log("district_down", c, i, s.districts[c][i])


def destroy_city(s: GameState, f: tuple) -> None:
    """The city flips to its ruined side; abilities there go dark (p.31). After New York the game
    ends: Moloch wins with a card in his deck or a Robot in New York (p.31)."""
    c = f[1]
    s.city_destroyed[c] = True
    s._log("city_down", c)
    if c == NEW_YORK:
        if s.deck[0] or s.table[NEW_YORK][0]:
            end_game(s, MOLOCH, "new_york_held")
        else:
            end_game(s, OUTPOST, "new_york_cleared")
        return
    s._check(c)


def use_feature(s: GameState, target, city, feature) -> None:
    """City features (p.23)."""
    act = s.active_city
    if feature == "destroy_robot":
        if target in s.city_of:
            s._kill(target)
    elif feature == "extra_station":
        s.extra_station[act] = True
        s._log("extra_station", act)
    elif feature == "extra_district":
        s.districts[act] = s.districts[act] + (s.rules.cities[act].extra_district,)
        s.down[act] = s.down[act] + (False,)
        s._log("extra_district", act)
    elif feature == "move_soldier_jersey_new_york":
        if target in s.city_of:
            s._move(target, city)


def end_game(s: GameState, winner: str, reason: str) -> None:
    s.winner = winner
    s.end_reason = reason
    s.phase = "game_over"
    s.stack.clear()
    s._log("game_over", winner, reason)


# ====================================================================== picks
def _p_iron_gate(s: GameState, f: tuple, a: Action) -> None:
    s.limbo.remove(a.card)
    s.discard[0].append(a.card)
    s._log("discard_top", a.card)
    s.deck[0].extend(s.limbo)
    s.limbo = []
    s._shuffle(s.deck[0])
    s._log("reshuffle")


def _p_destroy_district(s: GameState, f: tuple, a: Action) -> None:
    """Moloch's victory: another district falls; Cleveland Harbour also resolves its effect, and a
    Bomb always goes off (p.28)."""
    c, i = a.city, a.index
    district_down(s, ("district_down", c, i))
    eff = s.districts[c][i]
    if eff == "bomb":
        s.stack.append(("bomb", c))
    elif f[5]:
        s.stack.append(("district_effect", MOLOCH, c, eff))


CITY_PICKS = {"iron_gate": _p_iron_gate, "destroy_district": _p_destroy_district}
