"""Saves and both editions: a 2nd-edition game saves and loads by 2nd-edition rules; a 1st-edition
save written before ruling R21 (Jersey Crust's old district layout) still loads and plays on."""
import random

import yaml

from konwoj import saves
from konwoj.rules import new_game


def _play(s, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_second_edition_save_loads_as_second_edition(tmp_path):
    s = _play(new_game(seed=8, ruleset="2e"), 60)
    path = saves.save(s, tmp_path / "g.yaml", {"mode": "hotseat"})
    back = saves.load(path)
    assert back == s and back.ruleset == "2e" and back.rules.name == "2e"
    assert back.districts[3] == ("bomb", "plain")
    assert saves.check_file(path) is None


def test_first_edition_save_with_the_old_jersey_layout_still_loads_R21(tmp_path):
    s = _play(new_game(seed=3), 30)
    doc = yaml.safe_load(saves.encode(s, {"mode": "solo"}))
    assert doc["state"]["districts"][3] == ["move_to_new_york", "kill"]
    doc["state"]["districts"][3] = ["move_to_new_york", "bomb"]
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    back = saves.load(path)
    assert back.districts[3] == ("move_to_new_york", "bomb")     # the game goes on with its layout
    _play(back, 2000, seed=4)
    assert back.is_terminal()


def test_a_first_edition_layout_in_a_second_edition_save_is_refused(tmp_path):
    s = new_game(seed=8, ruleset="2e")
    text = saves.encode(s)
    bad = text.replace("  - - plain\n    - plain\n", "  - - draw\n    - kill\n", 1)
    assert bad != text
    path = tmp_path / "bad.yaml"
    path.write_text(bad, encoding="utf-8")
    assert saves.check_file(path) is not None


def test_second_edition_game_record_replays_by_second_edition_rules():
    from konwoj.rules.replaying import replay
    s = _play(new_game(seed=5, ruleset="2e"), 3000, seed=2)
    assert s.is_terminal()
    again = replay(s.record)
    assert again == s and again.ruleset == "2e"
