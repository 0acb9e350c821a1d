"""Issue 11, freezes: ``validate()`` refuses every state in which the game could not go on, and an
Action of the wrong shape is an IllegalAction (konwoj/rules/consistency.py)."""
from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from konwoj.rules import Action, GameState, IllegalAction, StateError, new_game
from konwoj.rules import BATTLE_FLOW
from tests.support.drive import played  # noqa: E402

PHASES = ("mulligan", "convoy", "game_over") + BATTLE_FLOW
MAX_STEPS = 3000          # random games end within ~150 actions


def mid_game() -> dict:
    s = played(5, 60)
    assert s.phase == "moloch_attack" and s.battle == 6
    return s.to_dict()


def plays_to_an_end(s: GameState, seed: int) -> None:
    r = random.Random(seed)
    for _ in range(MAX_STEPS):
        if s.is_terminal():
            return
        acts = s.legal_actions()
        assert acts, f"stuck: no legal action and no winner in {s!r}"
        s.apply(r.choice(acts))
    raise AssertionError(f"no end after {MAX_STEPS} actions: {s!r}")


# ------------------------------------------------------------------------------ the four freezes
def test_mulligan_decision_in_battle_6_is_refused():
    d = mid_game()
    d["stack"].append(["mulligan", "moloch"])
    with pytest.raises(StateError, match="mulligan"):
        GameState.from_dict(d)


def test_battle_0_in_mid_game_is_refused():
    d = mid_game()
    d["battle"] = 0
    with pytest.raises(StateError, match="battle 0"):
        GameState.from_dict(d)


def test_phase_draw_with_a_module_decision_is_refused():
    d = mid_game()
    d["phase"] = "draw"
    d["stack"] = [["phase", "draw"], ["modules"]]
    with pytest.raises(StateError, match="does not fit the phase"):
        GameState.from_dict(d)


def test_random_generator_state_0_is_refused():
    d = mid_game()
    d["rng"] = 0
    with pytest.raises(StateError, match="random generator"):
        GameState.from_dict(d)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_every_state_of_real_games_still_loads(ruleset):
    for seed in range(40):
        s = new_game(seed, ruleset=ruleset)
        r = random.Random(seed)
        while True:
            assert GameState.from_dict(s.to_dict()) == s
            if s.is_terminal():
                break
            s.apply(r.choice(s.legal_actions()))


# ------------------------------------------------------------------------------ property
FRAMES = [["mulligan", "moloch"], ["mulligan", "outpost"], ["target"], ["attack", "moloch"],
          ["attack", "outpost"], ["modules"], ["outpost_modules"], ["pay", "moloch", 1],
          ["pay", "outpost", 2], ["may_draw", "moloch"], ["may_draw", "outpost"],
          ["overflow", "moloch", 0], ["overflow", "outpost", 2], ["phase", "draw"],
          ["phase", "resolution"], ["phase", "target"], ["resolve"], ["end_battle"],
          ["destroy_city", 0], ["convoy", 1], ["bomb", 2], ["district_down", 0, 0],
          ["discard_top", 1, 0, True], ["iron_gate", 1], ["city_victory", "moloch", 0],
          ["pick", "kill_soldier", "moloch", 0, None, None],
          ["pick", "convoy", "moloch", 0, None, None], ["pick", "token", "outpost", 1, None, "+2"],
          ["pick", "narada", "outpost", None, None, None], ["attack"], ["pay", "moloch"],
          ["effect", "instant", None, None, None, None], ["win_trigger", "moloch", 1]]


def mutate(d: dict, r: random.Random) -> str:
    """One random change to a real state's data; returns what was done."""
    what = r.choice(["battle", "phase", "push", "replace_top", "pop", "clear_stack", "rng",
                     "winner", "target", "destroyed", "down", "move_card", "swap_zones",
                     "known_top", "seq", "extra_station", "feature_used", "end_reason"])
    if what == "battle":
        d["battle"] = r.choice([0, 1, d["battle"] + 1, d["battle"] - 1, 6, 63, 64, 65, 1000])
    elif what == "phase":
        d["phase"] = r.choice(PHASES)
    elif what == "push":
        d["stack"].append(copy.deepcopy(r.choice(FRAMES)))
    elif what == "replace_top" and d["stack"]:
        d["stack"][-1] = copy.deepcopy(r.choice(FRAMES))
    elif what == "pop" and d["stack"]:
        d["stack"].pop()
    elif what == "clear_stack":
        d["stack"] = []
    elif what == "rng":
        d["rng"] = r.choice([0, 1, 2 ** 64 - 1, r.getrandbits(64)])
    elif what == "winner":
        d["winner"] = r.choice(["moloch", "outpost", None])
    elif what == "target":
        d["target"] = r.choice([None, 0, 1, 2, 3, 5])
    elif what == "destroyed":
        i = r.randrange(5)
        d["city_destroyed"][i] = not d["city_destroyed"][i]
    elif what == "down":
        i = r.randrange(5)
        j = r.randrange(len(d["down"][i]))
        d["down"][i][j] = not d["down"][i][j]
    elif what == "move_card":
        cities = [(c, side) for c in range(5) for side in ("moloch", "outpost") if d["table"][c][side]]
        if cities:
            c, side = r.choice(cities)
            card = d["table"][c][side].pop()
            d["table"][r.randrange(5)][side].append(card)
    elif what == "swap_zones":
        side = r.choice(["moloch", "outpost"])
        if d["deck"][side] and d["hand"][side]:
            a, b = d["deck"][side].pop(), d["hand"][side].pop()
            d["deck"][side].append(b)
            d["hand"][side].append(a)
    elif what == "known_top":
        side = r.choice(["moloch", "outpost"])
        d["known_top"][side] = d["deck"][side][-2:]
    elif what == "seq":
        d["seq"] = r.choice([0, d["seq"] + 5, -1])
    elif what in ("extra_station", "feature_used"):
        i = r.randrange(5)
        d[what][i] = not d[what][i]
    elif what == "end_reason":
        d["end_reason"] = r.choice([None, "convoy_spent"])
    return what


@pytest.mark.slow
@settings(max_examples=300)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 150), mseed=st.integers(0, 10 ** 6),
       n=st.integers(1, 3), ruleset=st.sampled_from(["1e", "2e"]))
def test_mutated_states_are_refused_or_play_on_to_an_end(seed, steps, mseed, n, ruleset):
    d = played(seed, steps, ruleset).to_dict()
    r = random.Random(mseed)
    for _ in range(n):
        mutate(d, r)
    try:
        s = GameState.from_dict(d)
    except StateError:
        return
    plays_to_an_end(s, mseed)


# ------------------------------------------------------------------------------ actions
@pytest.mark.parametrize("bad", [
    Action("play", ["juggernaut-1"]), Action("play", {"a": 1}), Action("play", card=None, city=[1]),
    ("play", "juggernaut-1", None, 0, None, None, "extra"), ["pass", None, None, None, None, None, 1],
    ("play", {"x": 1}), Action("target", city="0"), Action(["pass"]), ("pass", None, None, 1.5),
    ("x" * 10_000,), 42, None, [], {"kind": "pass"}, ("pass", True),
])
def test_action_with_list_dict_or_too_many_fields_is_illegal_action(bad):
    s = played(3, 12)
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(bad)
    assert s.to_dict() == before


def test_well_formed_tuple_actions_still_apply():
    s = played(3, 12)
    a = s.legal_actions()[0]
    t = s.clone()
    t.apply(tuple(a))
    s.apply(a)
    assert s == t
