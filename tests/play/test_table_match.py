"""The table's Match: seats, hand-off, undo that never leaks, saves' meta, the stand-in opponent."""
from __future__ import annotations

import pytest

from konwoj.rules import MOLOCH, OUTPOST, Action, IllegalAction, new_game
from konwoj.rules.scenario import build_position
from konwoj.play.match import Match, RandomOpponent, make_opponent


def _attack(hands=None, decks=None, table=None, phase="outpost_attack"):
    return build_position(phase=phase, battle_city=1,
                          table=table or {1: {"moloch": ["lowca"], "outpost": []}},
                          hands=hands or {"outpost": ["trep", "komandos", "wywiad"],
                                          "moloch": ["bydlak", "lacznosc_z_baza"]},
                          decks=decks, seed=3)


def test_meta_round_trip():
    m = Match(new_game(seed=5), "solo", ("moloch",), "veteran", 5)
    meta = m.meta()
    assert meta == {"mode": "solo", "human_sides": ["moloch"], "opponent_level": "veteran",
                    "seed": 5}
    back = Match.from_meta(m.state, meta)
    assert (back.mode, back.human_sides, back.opponent_level, back.seed) == \
        ("solo", ("moloch",), "veteran", 5)
    # a broken meta gives a playable hot-seat match, not a crash
    odd = Match.from_meta(m.state, {"mode": "solo", "human_sides": []})
    assert odd.mode in ("solo", "hotseat") and odd.human_sides


def test_bad_modes_are_refused():
    with pytest.raises(ValueError):
        Match(new_game(seed=1), "online")
    with pytest.raises(ValueError):
        Match(new_game(seed=1), "solo", ("moloch", "outpost"))


def test_hotseat_needs_handoff_until_the_seat_is_taken():
    s = new_game(seed=2)
    m = Match(s, "hotseat")
    assert m.needs_handoff()                 # nobody has the seat at the start
    m.handed_off(s.current_player)
    assert not m.needs_handoff()
    assert m.bottom_side() == s.current_player
    solo = Match(new_game(seed=2), "solo", (OUTPOST,))
    assert not solo.needs_handoff()
    assert solo.bottom_side() == OUTPOST and solo.ai_side == MOLOCH


def test_resolution_choices_hide_hands_in_hotseat_only():
    s = _attack()
    assert not Match(s, "hotseat").hands_hidden()
    s.phase = "resolution"
    assert Match(s, "hotseat").hands_hidden()
    assert not Match(s, "solo", (OUTPOST,)).hands_hidden()


def test_undo_takes_back_a_quiet_action_exactly():
    s = _attack()
    m = Match(s, "hotseat")
    m.handed_off(OUTPOST)
    before = s.to_dict()
    play = next(a for a in s.legal_actions() if a.kind == "play" and a.card.startswith("trep"))
    m.apply(play)
    assert m.can_undo()
    assert m.undo()
    assert m.state.to_dict() == before
    assert not m.can_undo()


def test_undo_is_refused_after_a_draw():
    s = _attack(phase="moloch_attack")
    m = Match(s, "hotseat")
    m.handed_off(MOLOCH)
    lacz = next(a for a in s.legal_actions() if a.kind == "instant")   # Łączność z Bazą: draw 3
    m.apply(lacz)
    assert not m.can_undo()
    assert not m.undo()


def test_undo_is_refused_after_the_phase_changes():
    s = _attack()
    m = Match(s, "hotseat")
    m.handed_off(OUTPOST)
    play = next(a for a in s.legal_actions() if a.kind == "play")
    m.apply(play)
    m.apply(Action("pass"))
    assert not m.can_undo()


def test_illegal_actions_leave_the_match_alone():
    s = _attack()
    m = Match(s, "hotseat")
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        m.apply(Action("play", "trep-1", city=0))
    assert m.state.to_dict() == before and m.moves == 0


def test_random_opponent_plays_legal_moves():
    s = new_game(seed=9)
    opp = RandomOpponent()
    for i in range(30):
        if s.is_terminal():
            break
        opp.start(s, "random", i, 1.0)
        a = opp.poll()
        assert a in s.legal_actions()
        s.apply(a)
    assert isinstance(make_opponent("random"), RandomOpponent)


def test_every_random_move_is_the_one_random_player(monkeypatch):
    """One random player (konwoj.ai.players.RandomPlayer): the table's "random" level and
    stand-in, and the computer service's stand-in when its player fails, all ask it."""
    from konwoj.ai.players import RandomPlayer
    from konwoj.ai.service import MoveRequest
    s = new_game(seed=9)
    asked = []
    choose = RandomPlayer.choose
    monkeypatch.setattr(RandomPlayer, "choose",
                        lambda self, state: asked.append(self.seed) or choose(self, state))
    opp = RandomOpponent()
    opp.start(s, "random", 5, 1.0)
    assert opp.poll() == RandomPlayer(5).choose(s) and asked == [5, 5]
    reply = MoveRequest.of(s, "veteran", 7, 1.0).stand_in("the search blew up")
    assert asked[-1] == 7 and reply.action == RandomPlayer(7).choose(s)
    assert reply.error == "the search blew up"


def test_autosave_goes_through_the_saves_module(tmp_path, monkeypatch):
    import konwoj.saves as saves
    calls = []
    monkeypatch.setattr(saves, "autosave", lambda state, meta: calls.append(meta) or tmp_path)
    m = Match(new_game(seed=1), "solo", (MOLOCH,), "random", 1)
    assert m.autosave() == tmp_path
    assert calls == [m.meta()]

    def broken(state, meta):
        raise OSError("disk full")

    monkeypatch.setattr(saves, "autosave", broken)
    assert m.autosave() is None


def test_apply_answers_with_what_the_move_did():
    """``Match.apply`` returns the move's consequences in one answer: its events, the side
    that decided, the position before, whether a phase or battle began (autosave due) and,
    when a battle was resolved, the position it was resolved in."""
    import random
    s = new_game(seed=9)
    m = Match(s, "hotseat")
    rng = random.Random(9)
    resolved = due = 0
    for _ in range(400):
        if m.state.is_terminal():
            break
        st = m.state
        n, side, phase, battle = len(st.log), st.current_player, st.phase, st.battle
        before = st.to_dict()
        a = rng.choice(st.legal_actions())
        o = m.apply(a)
        assert o.action == a and o.actor == side and o.log_start == n
        assert o.events == m.state.log[n:] and o.before.to_dict() == before
        assert o.autosave_due == (m.state.phase != phase or m.state.battle != battle)
        struck = any(e.key == "strength" for e in o.events)
        assert o.resolved == struck
        if struck:
            at = o.at_resolution
            assert at.battle == battle and at.active_city == o.before.active_city
            resolved += 1
        due += o.autosave_due
    assert resolved >= 2 and due >= 10


def test_a_move_copies_the_state_once_and_a_resolving_move_once_more(monkeypatch):
    """One copy of the state per move (the position before: undo and the table's animations);
    a move that resolves a battle adds the engine's copy of the position it was counted in."""
    import random

    from tests.support.rules_helpers import count_clones
    copies = count_clones(monkeypatch)
    m = Match(new_game(seed=4), "hotseat")
    rng = random.Random(4)
    seen = set()
    for _ in range(300):
        if m.state.is_terminal():
            break
        a = rng.choice(m.state.legal_actions())
        copies.clear()
        o = m.apply(a)
        assert len(copies) == (2 if o.resolved else 1), (a, o.resolved, len(copies))
        seen.add(o.resolved)
    assert seen == {True, False}
