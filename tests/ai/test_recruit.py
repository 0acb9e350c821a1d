"""The Recruit plays like a beginner: a card in (nearly) every attack phase that offers one, spread
over the battle city and the cities to come; it loses by choosing badly, not by passing."""
from konwoj.ai import make_ai
from konwoj.ai.players import played_this_phase
from konwoj.rules import MOLOCH, OUTPOST, new_game

CARD = ("play", "instant")


def _phases(games=8, ruleset="1e"):
    offered = played = here = elsewhere = 0
    for g in range(games):
        side = MOLOCH if g % 2 == 0 else OUTPOST
        s = new_game(seed=300 + g, ruleset=ruleset)
        me, them = make_ai("recruit", seed=g), make_ai("private", seed=g + 50)
        key, did, offer = None, False, False
        while not s.is_terminal():
            if s.current_player != side:
                s.apply(them.choose(s))
                continue
            kind = s.decision_frame[0]
            if kind == "attack" and (s.battle, s.phase) != key:
                if key is not None and offer:
                    offered, played = offered + 1, played + did
                key, did = (s.battle, s.phase), False
                offer = any(a.kind in CARD for a in s.legal_actions())
            a = me.choose(s)
            if kind == "attack" and a.kind in CARD:
                did = True
                if a.kind == "play" and a.target is None:
                    here += a.city == s.active_city
                    elsewhere += a.city != s.active_city
            s.apply(a)
        if key is not None and offer:
            offered, played = offered + 1, played + did
    return offered, played, here, elsewhere


def test_the_recruit_plays_a_card_in_its_attack_phases_and_spreads_them():
    for ruleset in ("1e", "2e"):
        offered, played, here, elsewhere = _phases(ruleset=ruleset)
        assert offered >= 40
        assert played / offered >= 0.9, (ruleset, played, offered)
        assert here >= 0.25 * (here + elsewhere) and elsewhere >= 0.25 * (here + elsewhere)


def test_played_this_phase_reads_the_public_log():
    s = new_game(seed=3)
    while s.decision_frame[0] != "attack":
        s.apply(s.legal_actions()[0])
    side = s.current_player
    assert not played_this_phase(s, side)
    play = next(a for a in s.legal_actions() if a.kind == "play")
    s.apply(play)
    if s.current_player == side and s.decision_frame[0] == "attack":
        assert played_this_phase(s, side)
        assert played_this_phase(s.determinize(side, __import__("random").Random(1)), side)
