"""Choice prompts say what the choice does ("Discard Scorn", "Kill the Grunt"), not "Choose X"."""
import random

import pytest

from konwoj.rules import new_game
from konwoj.texts.prompts import action_text


@pytest.mark.slow
def test_picks_name_what_the_choice_does():
    seen = set()
    for seed in range(120):
        rng = random.Random(seed)
        s = new_game(seed=seed, ruleset="1e" if seed % 2 else "2e")
        while not s.is_terminal():
            f = s.decision_frame
            if f and f[0] == "pick":
                for a in s.legal_actions():
                    for lang in ("en", "pl"):
                        text = action_text(s, a, lang)
                        assert not text.startswith(("Choose", "Wybierz")), (f[1], a, text)
                        assert text and "prompts." not in text
                    if a.kind == "choose" and f[1] == "iron_gate":
                        keep = [c for c in s.limbo if c != a.card][0]
                        en = action_text(s, a, "en")
                        assert en.startswith("Discard " + s.card(a.card).name("en"))
                        assert s.card(keep).name("en") + " goes back into the deck" in en
                seen.add(f[1])
            s.apply(rng.choice(s.legal_actions()))
    assert {"kill_soldier", "kill_robot"} <= seen, seen
