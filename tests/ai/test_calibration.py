"""The chance the hint and the analysis show is calibrated with the map of the game's edition
(konwoj/ai/calibration.py, docs/ai.md)."""
import gzip
import json
import pathlib

import pytest

from konwoj.ai import calibration
from konwoj.ai.analysis import Decision, judge
from konwoj.rules import new_game

HELD_OUT = pathlib.Path(__file__).parents[1] / "data" / "calibration_2e_held_out.json.gz"


def _held_out_pairs():
    games = json.loads(gzip.decompress(HELD_OUT.read_bytes()))["games"]
    assert len(games) == 300
    return [(raw, float(won)) for g in games for _, raw, won in g["estimates"]]


def test_each_edition_has_its_map_and_an_unknown_one_takes_the_first():
    assert calibration.MAPS["1e"] != calibration.MAPS["2e"]
    for p in (0.05, 0.3, 0.5, 0.7, 0.95):
        assert calibration.calibrated(p) == calibration.calibrated(p, "1e")
        assert calibration.calibrated(p, "3e") == calibration.calibrated(p, "1e")
    for ruleset in ("1e", "2e"):
        shown = [calibration.calibrated(p / 20, ruleset) for p in range(1, 20)]
        assert shown == sorted(shown) and all(0 < s < 1 for s in shown)


def test_the_second_editions_chances_are_calibrated_on_games_the_fit_never_saw():
    """300 Veteran self-play games of the shipped 2nd edition (issue 23's T2, 0.1 s per phase):
    the 1st edition's map put its chances 0.075 off; the edition's own map is within 0.05."""
    pairs = _held_out_pairs()
    own, _ = calibration.ece([(calibration.calibrated(p, "2e"), y) for p, y in pairs])
    first, _ = calibration.ece([(calibration.calibrated(p, "1e"), y) for p, y in pairs])
    assert own <= 0.03 < 0.05 < first


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_a_judged_decision_shows_its_editions_chances_and_keeps_the_edition(ruleset):
    s = new_game(3, ruleset)
    while len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    d = judge(s, s.legal_actions()[-1], budget=1e6, seed=2, max_iterations=40)
    assert d.ruleset == ruleset
    assert d.shown_before == calibration.calibrated(d.before, ruleset)
    assert d.shown_after == calibration.calibrated(d.after, ruleset)
    back = Decision.from_dict(json.loads(json.dumps(d.to_dict())))
    assert back == d and back.shown_before == d.shown_before


def test_an_analysis_kept_before_the_editions_maps_shows_what_it_showed():
    d = judge(new_game(5, "2e"), new_game(5, "2e").legal_actions()[0], budget=1e6, seed=1,
              max_iterations=20).to_dict()
    del d["ruleset"]
    old = Decision.from_dict(d)
    assert old.ruleset == "1e"
    assert old.shown_before == calibration.apply(old.before, 0.608, 0.195)
