"""The rules API contract: one mutator, clear refusals, independent clones, plain-data round trips,
and the setup of a game (p.3, p.6)."""
import random

import pytest

from konwoj.rules import Action, GameState, IllegalAction, MOLOCH, OUTPOST, StateError, new_game
from konwoj.rules import SI


def test_setup_deals_four_cards_and_moloch_decides_his_mulligan_first():
    s = new_game(seed=7)
    assert s.current_player == MOLOCH and s.decision == ("mulligan", MOLOCH)
    assert len(s.hand_of(MOLOCH)) == 4 and len(s.hand_of(OUTPOST)) == 4
    assert s.deck_size(MOLOCH) == 31 and s.deck_size(OUTPOST) == 31
    assert set(s.legal_actions()) == {Action("keep"), Action("mulligan")}


def test_mulligan_reshuffles_and_draws_four_new_once_then_six_cards_for_the_first_battle():
    s = new_game(seed=7)
    before = s.hand_of(MOLOCH)
    s.apply(Action("mulligan"))
    assert len(s.hand_of(MOLOCH)) == 4 and s.hand_of(MOLOCH) != before
    assert s.decision == ("mulligan", OUTPOST)
    s.apply(Action("keep"))
    assert s.battle == 1 and s.decision == ("target", None)
    assert len(s.hand_of(MOLOCH)) == 6 and len(s.hand_of(OUTPOST)) == 6


def test_illegal_action_raises_with_a_reason_and_leaves_state_unchanged():
    s = new_game(seed=3)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="moloch's decision"):
        s.apply(Action("pass"))
    with pytest.raises(IllegalAction, match="not an Action"):
        s.apply(42)
    with pytest.raises(IllegalAction, match="no card"):
        s.apply(Action("play", "robocop-1", city=0))
    assert s.to_dict() == before


def test_play_to_destroyed_or_full_city_is_refused_with_reason():
    from konwoj.rules.scenario import build_position
    s = build_position(phase="moloch_attack", battle_city=1,
                       table={1: {"moloch": ["bloker", "bydlak", "klaun", "mozg"]}},
                       hands={"moloch": ["lowca", "stalowy_ogar"]})
    with pytest.raises(IllegalAction, match="destroyed"):
        s.apply(Action("play", "lowca-1", city=0))
    with pytest.raises(IllegalAction, match="no free battle station"):
        s.apply(Action("play", "lowca-1", city=1))
    s.apply(Action("play", "lowca-1", city=2))
    assert s.where("lowca-1") == ("table", 2)


def test_clone_is_independent():
    s = new_game(seed=11)
    c = s.clone()
    rng = random.Random(1)
    for _ in range(30):
        if c.is_terminal():
            break
        c.apply(rng.choice(c.legal_actions()))
    assert s == new_game(seed=11)
    assert c != s


def test_to_dict_holds_every_card_exactly_once_and_round_trips():
    s = new_game(seed=5)
    rng = random.Random(5)
    for _ in range(60):
        s.apply(rng.choice(s.legal_actions()))
    d = s.to_dict()
    seen = []
    for side in ("moloch", "outpost"):
        seen += d["deck"][side] + d["hand"][side] + d["discard"][side]
    for city in d["table"]:
        seen += city["moloch"] + city["outpost"]
    seen += list(d["modules"].values()) + d["limbo"]
    from konwoj.rules import card_ids
    assert sorted(seen) == sorted(card_ids())
    t = GameState.from_dict(d)
    assert t == s and t.legal_actions() == s.legal_actions() and t.current_player == s.current_player


def test_from_dict_refuses_a_card_in_two_places():
    s = new_game(seed=5)
    d = s.to_dict()
    d["hand"]["moloch"].append(d["deck"]["moloch"][0])
    with pytest.raises(StateError, match="two places"):
        GameState.from_dict(d)
    d = s.to_dict()
    d["hand"]["moloch"][0] = "robocop-1"
    with pytest.raises(StateError, match="unknown card"):
        GameState.from_dict(d)
    with pytest.raises(StateError):
        GameState.from_dict({"seed": 1})


def test_identical_copies_in_hand_are_interchangeable_R2():
    from konwoj.rules.scenario import build_position
    s = build_position(phase="outpost_attack", battle_city=0, table={0: {"outpost": ["trep"]}},
                       hands={"outpost": ["ruch_posterunku-3", "ruch_posterunku-2"]})
    listed = {a.card for a in s.legal_actions() if a.kind == "instant"}
    assert listed == {"ruch_posterunku-2"}
    s.apply(Action("instant", "ruch_posterunku-3", target="trep-1", city=1))
    assert s.where("ruch_posterunku-3") == ("discard", OUTPOST)
    assert s.where("trep-1") == ("table", 1)


def test_single_option_decisions_resolve_by_themselves_R3():
    s = new_game(seed=2)
    rng = random.Random(2)
    for _ in range(300):
        if s.is_terminal():
            break
        assert len(s.legal_actions()) >= 2
        s.apply(rng.choice(s.legal_actions()))


def test_log_renders_in_polish_and_english_and_hides_the_other_hand():
    s = new_game(seed=9)
    texts_pl = [e.text(s.data, "pl") for e in s.log]
    texts_en = [e.text(s.data, "en") for e in s.log]
    assert any("dobiera" in t for t in texts_pl) and any("draws" in t for t in texts_en)
    private = [e for e in s.log if e.key == "draw_seen"]
    assert {e.visible_to for e in private} == {MOLOCH, OUTPOST}
    obs = s.observation(OUTPOST)
    assert all(v in ("all", OUTPOST) for v, _, _ in obs["log"])


def test_observation_shows_own_hand_and_only_the_size_of_the_other():
    s = new_game(seed=4)
    o = s.observation(OUTPOST)
    assert o["hand"] == sorted(s.hand_of(OUTPOST))
    assert o["opponent_hand_size"] == 4 and o["opponent_known_hand"] == []
    assert "rng" not in o and "deck" not in o
    assert o["legal_actions"] == []          # it is Moloch's decision
    assert s.observation(MOLOCH)["legal_actions"]


def test_determinize_keeps_observation_and_redeals_hidden_cards():
    s = new_game(seed=21)
    rng = random.Random(0)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    for side in (MOLOCH, OUTPOST):
        d = s.determinize(side, random.Random(1))
        assert d.observation(side) == s.observation(side)
        other = 1 - SI[side]
        assert sorted(d.hand[other] + d.deck[other]) == sorted(s.hand[other] + s.deck[other])
    ds = [s.determinize(MOLOCH, random.Random(k)).hand_of(OUTPOST) for k in range(5)]
    assert len({tuple(h) for h in ds}) > 1


def test_same_seed_and_same_actions_give_the_same_state():
    def play(seed):
        s = new_game(seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        return s
    assert play(31) == play(31)
    assert play(31).to_dict() != play(32).to_dict()


def test_returns_and_terminal():
    from konwoj.commands.simulate import play_random_game
    s, _ = play_random_game(3)
    assert s.is_terminal() and s.winner in (MOLOCH, OUTPOST)
    r = s.returns()
    assert r[s.winner] == 1 and sum(r.values()) == 0 and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Action("pass"))


def test_rules_package_never_imports_pygame():
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[2] / "konwoj" / "rules"
    for f in root.glob("*.py"):
        assert not re.search(r"^\s*(import|from)\s+pygame", f.read_text(), re.M), f
