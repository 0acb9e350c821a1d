"""Card effects: one small function per effect key, found by name from the card data.

A card's ``effect`` (``data/cards.yaml``) names what it does; the three tables below map that key to
the function that does it, for each way an ability is triggered:

- ``ON_USE``: Instants and activated abilities (once per battle, paid with a discard, Module
  abilities), once chosen and paid for;
- ``ON_ENTER``: enters-city abilities (p.9);
- ``ON_WIN``: abilities triggered by their side's battle victory (p.27).

Page numbers refer to the 1st-edition rulebook. Picks (the choices an effect asks a side to make)
are at the end: ``PICKS`` maps a pick's purpose to the function that carries out the choice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .cards import MOLOCH, OUTPOST
from .cities import use_feature
from .common import Action, StateError

if TYPE_CHECKING:
    from .state import GameState

ON_USE: dict[str, Callable] = {}
ON_ENTER: dict[str, Callable] = {}
ON_WIN: dict[str, Callable] = {}


def _register(table: dict, *keys: str):
    def deco(fn):
        for k in keys:
            table[k] = fn
        return fn
    return deco


def on_use(*keys):
    return _register(ON_USE, *keys)


def on_enter(*keys):
    return _register(ON_ENTER, *keys)


def on_win(*keys):
    return _register(ON_WIN, *keys)


# ====================================================================== the frames that run effects
def run_effect(s: GameState, f: tuple) -> None:
    """An Instant, ability or city feature once chosen (and paid for)."""
    _, how, card, target, city, extra = f
    if how == "feature":
        use_feature(s, target, city, extra)
        return
    cd = s.data.by_id[card]
    if how == "ability" and cd.type != "module" and (
            card not in s.city_of or not s.ability_active(card)):
        return  # the source left play while its cost was paid
    fn = ON_USE.get(cd.effect)
    if fn is None:
        raise StateError(f"no effect {cd.effect}")
    fn(s, card, target, city, extra)


def run_enter(s: GameState, f: tuple) -> None:
    """Enters-city abilities (p.9), also one borrowed by Młody (p.33)."""
    _, card, city, effect_card = f
    if s.city_of.get(card) != city or not s.ability_active(card):
        return
    cd = s.data.by_id[effect_card]
    fn = ON_ENTER.get(cd.effect)
    if fn is None:
        raise StateError(f"no enter ability {cd.effect}")
    fn(s, card, city, effect_card, cd)


def run_win_trigger(s: GameState, f: tuple) -> None:
    """A unit whose ability fires when its side wins the battle (p.27)."""
    _, card, city = f
    if s.city_of.get(card) != city or not s.ability_active(card):
        return
    cd = s.data.by_id[card]
    fn = ON_WIN.get(s.rules.effect_of(cd))
    if fn is not None:
        fn(s, card, city, cd)


# ====================================================================== Instants and activated abilities
@on_use("draw_three")
def draw_three(s, card, target, city, extra):
    """Łączność z Bazą (p.38): Moloch draws three cards."""
    s._draw(MOLOCH, 3)


@on_use("move_enemy_soldier", "move_own_unit", "push_enemy_unit")
def move_unit(s, card, target, city, extra):
    """Ruch (p.35, p.39), Odepchnięcie (p.39), Moduł Kasparov (p.38): a unit moves to a neighbouring
    city (no free station there: discarded)."""
    if target in s.city_of:
        s._move(target, city)


@on_use("move_self")
def move_self(s, card, target, city, extra):
    """Szerszeń (p.37), Biegacz (p.32): once per battle the card moves itself to a neighbouring
    city."""
    if card in s.city_of:
        s._move(card, city)


@on_use("module_to_hand")
def module_to_hand(s, card, target, city, extra):
    """Recykler (p.39): a Module on the table goes back to Moloch's hand."""
    if s._cow:
        s._own_table()
    host = s.host_of.pop(target)
    del s.attached[host]
    s.tokens.pop(target, None)
    s._to_hand(target)
    s._log("to_hand", target)


@on_use("robot_to_hand", "return_robot_to_hand")
def robot_to_hand(s, card, target, city, extra):
    """Rozkaz Odwrotu (p.39), Mózg (p.37): a Robot goes back to Moloch's hand (its Module to the
    pile)."""
    if target in s.city_of:
        s._leave_table(target, to="hand")


@on_use("block_instants")
def block_instants(s, card, target, city, extra):
    """Zmasowany Atak (p.39): the Outpost plays no Instants in this battle's attack phase."""
    s.flags = s.flags | {"no_instants"}
    s._log("no_instants")


@on_use("end_battle_now")
def end_battle_now(s, card, target, city, extra):
    """Atak EMP (p.35): the battle ends unresolved; the district falls; a Bomb still goes off."""
    emp_strike(s)


@on_use("rescue_soldier")
def rescue_soldier(s, card, target, city, extra):
    """Medyk (p.35): a Soldier in a destroyed city goes back to the Outpost's hand."""
    s._leave_table(target, to="hand")


@on_use("skip_module_phase")
def skip_module_phase(s, card, target, city, extra):
    """Nagły Atak (p.35): no Module phases in this battle (R11)."""
    s.flags = s.flags | {"sudden_attack"}
    s._log("sudden")


@on_use("kill_any_robot")
def kill_any_robot(s, card, target, city, extra):
    """Snajper (p.35): kill any Robot."""
    s._kill(target)


@on_use("draw_three_keep_two")
def draw_three_keep_two(s, card, target, city, extra):
    """Narada Wojenna (p.35): draw three, then discard one of them."""
    drawn = s._draw(OUTPOST, 3)
    if len(drawn) == 3:
        s.stack.append(("pick", "narada", OUTPOST, None, card, tuple(drawn)))


@on_use("see_enemy_hand")
def see_enemy_hand(s, card, target, city, extra):
    """Wywiad (p.35): the Outpost sees Moloch's hand."""
    s.known_in_hand[0] = frozenset(s.hand[0])
    s._log("spied")
    s._log("spy", tuple(sorted(s.hand[0])), to=OUTPOST)


@on_use("two_moves")
def two_moves(s, card, target, city, extra):
    """Odwrót (p.35): two moves of Soldiers to neighbouring cities."""
    s.stack.append(("pick", "odwrot", OUTPOST, None, card, 2))


@on_use("two_plus_one_tokens")
def two_plus_one_tokens(s, card, target, city, extra):
    """Rozpoznanie (p.35): two +1 tokens on two different Soldiers (R18)."""
    s.stack.append(("pick", "rozpoznanie", OUTPOST, None, card, (2,)))


@on_use("kill_own_robot_and_two_soldiers")
def klaun(s, card, target, city, extra):
    """Klaun (p.37): kill one of Moloch's own Robots of its city, then two Soldiers there."""
    c = s.city_of[card]
    if target in s.city_of:
        s._kill(target)
    s.stack.append(("pick", "klaun_soldiers", MOLOCH, c, card, 2))


@on_use("kill_enemy_unit")
def rozpruwacz(s, card, target, city, extra):
    """Rozpruwacz (p.37): paying a card, kill a Soldier of its city."""
    if target in s.city_of:
        s._kill(target)


@on_use("capture_module")
def capture_module(s, card, target, city, extra):
    """Nestugov (p.33): a Module of a Robot in his city moves onto a Soldier there."""
    host = s.host_of.get(target)
    if host is None or extra not in s.city_of or extra in s.attached:
        return
    if s._cow:
        s._own_table()
    del s.attached[host]
    s.attached[extra] = target
    s.host_of[target] = extra
    s._log("capture", target, extra)
    s._check(s.city_of[extra])


@on_use("net_enemy_unit")
def net_enemy_unit(s, card, target, city, extra):
    """Moduł Sieci (p.38): the netted unit counts 0 and loses its ability until the battle ends."""
    if target in s.city_of:
        s.netted = s.netted | {target}
        s._log("net", target)
        s._check(s.city_of[target])


def emp_strike(s: GameState) -> None:
    """Atak EMP (p.35): the Outpost's phase ends at once, nobody's victory effects; the district
    falls and a Bomb there still goes off."""
    st = s.stack
    while st and st[-1] != ("attack", OUTPOST):
        st.pop()
    if st:
        st.pop()
    c = s.active_city
    s._log("emp_attack")
    st.append(("end_battle",))
    st.append(("district_down", c, s.target))
    if s.districts[c][s.target] == "bomb":
        st.append(("bomb", c))


# ====================================================================== enters-city abilities
@on_enter("kill_enemy_unit")
def enter_kill(s, card, city, effect_card, cd):
    """Łowca (p.37) kills a Soldier of its city; Scorn (p.34) kills a Robot not immune to him."""
    if cd.params.get("victim") == "soldier":
        s.stack.append(("pick", "kill_soldier", MOLOCH, city, card, None))
    else:
        s.stack.append(("pick", "kill_robot", OUTPOST, city, card, True))


@on_enter("place_token")
def enter_token(s, card, city, effect_card, cd):
    """A token on entry: Bydlak's shield, Hybryda's +2 (p.36-37), Haker's deactivation (p.32),
    McPherson's -2 (p.33)."""
    side = s.data.by_id[card].side
    s.stack.append(("pick", "token", side, city, effect_card, cd.params["token"]))


@on_enter("draw_card")
def enter_draw(s, card, city, effect_card, cd):
    """Transporter (p.37), Trep (p.34): the side may draw a card on entry."""
    s.stack.append(("may_draw", s.data.by_id[card].side))


@on_enter("discard_moloch_top")
def enter_discard_top(s, card, city, effect_card, cd):
    """Komandos (p.33): on entry, Moloch's top deck card is discarded."""
    s.stack.append(("discard_top", 1, city, True))


@on_enter("return_enemy_robot")
def enter_return_robot(s, card, city, effect_card, cd):
    """Grupa Uderzeniowa (p.32): a Robot of its city goes back to Moloch's hand."""
    s.stack.append(("pick", "return_robot", OUTPOST, city, card, None))


@on_enter("take_soldier_to_hand")
def enter_take_soldier(s, card, city, effect_card, cd):
    """Oddział Specjalny (p.33): another Soldier of its city goes back to the Outpost's hand."""
    s.stack.append(("pick", "take_soldier", OUTPOST, city, card, None))


@on_enter("move_other_soldier")
def enter_scout(s, card, city, effect_card, cd):
    """Zwiadowca (p.34): another Soldier of his city moves one city."""
    s.stack.append(("pick", "scout_move", OUTPOST, city, card, None))


@on_enter("copy_enter_ability")
def enter_mlody(s, card, city, effect_card, cd):
    """Młody (p.33): borrows the enters-city ability of another Soldier of his city, once."""
    if effect_card == card:
        s.stack.append(("pick", "mlody", OUTPOST, city, card, None))


# ====================================================================== victory-triggered abilities
@on_win("discard_moloch_top")
def win_discard_top(s, card, city, cd):
    """Kpt. Johnson (p.33): on an Outpost win, Moloch's top deck card is discarded."""
    s.stack.append(("discard_top", 1, city, True))


@on_win("place_token")
def win_token(s, card, city, cd):
    """Operator CKM (p.33): on an Outpost win, a token on a Soldier of the city."""
    s.stack.append(("pick", "token", OUTPOST, city, card, cd.params.get("token", "+2")))


@on_win("recover_random_discard")
def recover_random_discard(s, card, city, cd):
    """Obrońca, 1st edition (p.37): a random card of Moloch's pile goes on top of his deck."""
    pile = s.discard[0]
    if pile:
        x = pile.pop(s._rand_below(len(pile)))
        s.deck[0].append(x)
        s.known_top[0] = s.known_top[0] + (x,)
        s._log("recover")


@on_win("recover_top_discard")
def recover_top_discard(s, card, city, cd):
    """Obrońca, 2nd edition (2e l.452): the top card of Moloch's pile goes on top of his deck; the
    pile is public, so the card is known."""
    pile = s.discard[0]
    if pile:
        x = pile.pop()
        s.deck[0].append(x)
        s.known_top[0] = s.known_top[0] + (x,)
        s._log("recover")


# ====================================================================== picks
OPTIONAL_PICKS = frozenset({"token", "return_robot", "take_soldier", "scout_move", "mlody",
                            "move_ny", "odwrot"})


def _p_kill(s: GameState, f: tuple, a: Action) -> None:
    s._kill(a.card)


def _p_klaun(s: GameState, f: tuple, a: Action) -> None:
    if f[5] > 1:
        s.stack.append(f[:5] + (f[5] - 1,))
    s._kill(a.card)


def _p_token(s: GameState, f: tuple, a: Action) -> None:
    token = f[5]
    c = a.card
    if s._cow:
        s._own_table()
    s.tokens[c] = s.tokens.get(c, ()) + (token,)
    s._log("token", c, token)
    if token == "shield":
        s.seq += 1
        s.shield_at[c] = s.seq
    holder = s.host_of.get(c, c)
    s._check(s.city_of[holder])


def _p_to_hand(s: GameState, f: tuple, a: Action) -> None:
    s._leave_table(a.card, to="hand")


def _p_move(s: GameState, f: tuple, a: Action) -> None:
    s._move(a.card, a.city)


def _p_mlody(s: GameState, f: tuple, a: Action) -> None:
    s.stack.append(("enter", f[4], f[3], a.card))


def _p_narada(s: GameState, f: tuple, a: Action) -> None:
    s._from_hand(a.card)
    s.discard[1].append(a.card)
    s._log("pay", OUTPOST, a.card)


def _p_odwrot(s: GameState, f: tuple, a: Action) -> None:
    if f[5] > 1:
        s.stack.append(f[:5] + (f[5] - 1,))
    s._move(a.card, a.city)


def _p_rozpoznanie(s: GameState, f: tuple, a: Action) -> None:
    left, done = f[5][0], f[5][1:]
    if left > 1:
        s.stack.append(f[:5] + ((left - 1,) + done + (a.card,),))
    if s._cow:
        s._own_table()
    s.tokens[a.card] = s.tokens.get(a.card, ()) + ("+1",)
    s._log("token", a.card, "+1")


EFFECT_PICKS = {
    "kill_soldier": _p_kill, "kill_robot": _p_kill, "sub_robot": _p_kill,
    "remove_outpost_card": _p_kill, "klaun_soldiers": _p_klaun, "token": _p_token,
    "return_robot": _p_to_hand, "take_soldier": _p_to_hand, "scout_move": _p_move,
    "move_ny": _p_move, "mlody": _p_mlody, "narada": _p_narada, "odwrot": _p_odwrot,
    "rozpoznanie": _p_rozpoznanie,
}
