"""The battle flow: the phases of a battle in the order the ruleset gives (1e p.6: I Draw, II Target
choice, III Moloch attack, IV Outpost attack, V Moloch modules, V(a) Outpost modules, VI Resolution,
VI(a) the convoy move; 2e l.192-199: the same without the target choice), the resolution, and the end
of a battle."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import MOLOCH, OUTPOST
from .common import NEW_YORK, SI, Action, StateError
from .cities import end_game

if TYPE_CHECKING:
    from .state import GameState

# the decision frame each phase opens (draw and the rest are automatic)
PHASE_FRAMES = {
    "target": ("target",),
    "moloch_attack": ("attack", MOLOCH),
    "outpost_attack": ("attack", OUTPOST),
    "moloch_modules": ("modules",),
    "outpost_modules": ("outpost_modules",),
    "resolution": ("resolve",),
}


def phase(s: GameState, f: tuple) -> None:
    """A phase starts: Draw runs at once; the others open their decision frame."""
    name = f[1]
    if name == "draw":
        start_battle(s)
        return
    frame = PHASE_FRAMES.get(name)
    if frame is None:
        raise StateError(f"unknown phase {name}")
    s.phase = name
    s.stack.append(frame)


def next_phase(s: GameState, name: str) -> None:
    """Go on to the phase after ``name`` in this ruleset's battle flow."""
    s.stack.append(("phase", s.rules.next_phase(name)))


def start_battle(s: GameState) -> None:
    """Phase I (p.6): Outpost wins at once if Moloch has no deck, no hand and no Robot in an
    undestroyed city (p.32); otherwise both sides draw 2."""
    if not s.deck[0] and not s.hand[0] and not any(
            s.table[c][0] for c in range(5) if not s.city_destroyed[c]):
        end_game(s, OUTPOST, "convoy_spent")
        return
    s.battle += 1
    s.phase = "draw"
    s.netted = frozenset()
    s.once_used = frozenset()
    s.flags = frozenset()
    s._log("battle", s.battle, s.active_city)
    s._draw(MOLOCH, 2)
    s._draw(OUTPOST, 2)
    if s.rules.target_choice == "marker":
        s.target = marker_index(s, s.active_city)
        s._log("target", s.active_city, s.target, s.districts[s.active_city][s.target])
    next_phase(s, "draw")


def marker_index(s: GameState, city: int) -> int:
    """2e: the Battle Target marker stands on the leftmost undestroyed district of the active city;
    after each battle it moves to the nearest undestroyed one, then to the next city (2e l.75,
    l.190, l.424)."""
    down = s.down[city]
    for i, d in enumerate(down):
        if not d:
            return i
    raise ValueError(f"city {city} has no undestroyed district")


def resolve(s: GameState, f: tuple) -> None:
    """Phase VI (p.26-30): compare strength; the winner's win-triggered abilities, then the city's
    victory effect, then the district's effect; Bomb resolves whatever the outcome; then the
    district is destroyed. A tie is Moloch's with a working Szturmowiec (p.27, p.37).
    2e (l.363-366, l.420-436): the same without district effects; only a Bomb district acts, when
    it is destroyed; Szturmowiec still wins ties (docs/rulings.md, 2e OQ 1)."""
    c = s.active_city
    m, o = s.city_strength(c, MOLOCH), s.city_strength(c, OUTPOST)
    s._log("strength", m, o)
    if m > o:
        w = MOLOCH
    elif o > m:
        w = OUTPOST
    elif s._active_effect_in(c, MOLOCH, "win_ties"):
        w = MOLOCH
        s._log("tie_moloch")
    else:
        w = None
        s._log("tie")
    if w:
        s._log("winner", w)
    seq: list[tuple] = []
    if w:
        trig = f"on_{w}_win"
        seq += [("win_trigger", x, c) for x in s.table[c][SI[w]]
                if s.data.by_id[x].trigger == trig and s.ability_active(x)]
        seq.append(("city_victory", w, c))
    eff = s.districts[c][s.target]
    if eff == "bomb":
        seq.append(("bomb", c))        # 2e: the Bomb goes off as its district is destroyed (l.422)
    elif w and s.rules.district_effects:
        seq.append(("district_effect", w, c, eff))
    seq.append(("district_down", c, s.target))
    seq.append(("end_battle",))
    s.stack.extend(reversed(seq))


def end_battle(s: GameState, f: tuple) -> None:
    """After the battle: nets fall off; a city with every district down sees the convoy move and
    is destroyed (phase VI(a), p.31)."""
    s.netted = frozenset()
    s.flags = frozenset()
    s.target = None
    c = s.active_city
    s.stack.append(("phase", "draw"))
    if all(s.down[c]):
        s.stack.append(("destroy_city", c))
        s.stack.append(("convoy", c))


def convoy(s: GameState, f: tuple) -> None:
    c = f[1]
    s.phase = "convoy"
    if c < NEW_YORK:
        s.stack.append(("pick", "convoy", MOLOCH, c, None, None))


def _p_convoy(s: GameState, f: tuple, a: Action) -> None:
    s._log("convoy", a.card, a.city)
    s._move(a.card, a.city, bonus=False)


BATTLE_PICKS = {"convoy": _p_convoy}
