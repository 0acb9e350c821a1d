"""Copy-on-write of the table in ``clone`` / ``determinize`` (issue 18): a copy and its original
never see each other's changes, whichever of them changes first."""
import random

import pytest

from konwoj.rules import RULESETS, new_game


@pytest.mark.slow
def test_clone_and_original_stay_independent():
    for ed in RULESETS:
        for seed in range(12):
            s = new_game(seed=seed, ruleset=ed)
            rng = random.Random(seed)
            while not s.is_terminal():
                before = s.to_dict()
                c = s.clone()
                d = s.determinize(s.current_player, random.Random(seed))
                d_before = d.to_dict()
                # the copy moves first: the original is untouched
                c.apply(rng.choice(c.legal_actions()))
                assert s.to_dict() == before
                assert d.to_dict() == d_before
                # then the original moves: neither copy sees it
                c_after = c.to_dict()
                s.apply(rng.choice(s.legal_actions()))
                assert c.to_dict() == c_after
                assert d.to_dict() == d_before


def test_clone_shares_the_log_until_one_logs():
    s = new_game(seed=3)
    rng = random.Random(3)
    while not s.is_terminal():
        c = s.clone()
        n = len(s.log)
        c.apply(rng.choice(c.legal_actions()))
        assert len(s.log) == n and c.log[:n] == s.log
        before = list(c.log)
        s.apply(rng.choice(s.legal_actions()))
        assert c.log == before


def test_determinize_log_is_what_the_side_sees():
    # determinize keeps the part of the log it filtered last time (per side): after clones that go
    # separate ways, each copy's determinize still shows exactly the events its side sees
    for ed in RULESETS:
        s = new_game(seed=5, ruleset=ed)
        rng = random.Random(5)
        drng = random.Random(6)
        copies = []
        while not s.is_terminal():
            for side in ("moloch", "outpost"):
                for st in [s] + copies[-3:]:
                    d = st.determinize(side, drng)
                    assert d.log == [e for e in st.log if e.visible_to in ("all", side)]
            copies.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
            for c in copies[-3:]:
                if not c.is_terminal():
                    c.apply(rng.choice(c.legal_actions()))
