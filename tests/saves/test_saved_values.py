"""A saved game, a kept game and its analysis keep the card values the game was played with when
the game ships other values (docs/rulings.md 7.2): the file names them and the load uses them."""
import pytest

from konwoj.ai import make_ai
from konwoj.ai.analysis import analyse
from konwoj.play.replay import checked_states
from konwoj.rules import cards, new_game, variants
from konwoj.rules.record import GameRecord
from konwoj.saves import SaveError, library, storage

pytestmark = pytest.mark.usefixtures("tmp_dirs")

OTHER = {"strengths": {"trep": 4, "komandos": 4},
         "cities_2e": {"iron_gate": {"districts": ["plain", "bomb", "plain", "plain"]}}}


def _finished(ruleset, data, seed=9):
    s = new_game(seed, ruleset, data)
    ai = make_ai("private", seed)
    while not s.is_terminal():
        s.apply(ai.choose(s))
    return s


@pytest.mark.parametrize("ruleset", ["1e", "2e"])
def test_a_save_keeps_its_values_when_the_game_ships_others(ruleset, tmp_path, monkeypatch):
    other = variants.apply_variant(cards.load_card_data(overrides=False), OTHER, "test")
    s = new_game(21, ruleset, other)
    ai = make_ai("private", 1)
    for _ in range(40):
        s.apply(ai.choose(s))
    path = storage.save(s, tmp_path / "game.yaml", {"mode": "hotseat"})
    assert "komandos: 4" in path.read_text("utf-8")
    monkeypatch.setattr(cards, "_DEFAULT", variants.legacy_data())   # a version with other values
    back, meta = storage.load_with_meta(path)
    assert back == s and back.data.by_id["komandos-1"].strength == 4
    assert checked_states(back)[-1] == s
    while not back.is_terminal():
        back.apply(ai.choose(back))


@pytest.mark.slow
def test_a_kept_game_and_its_analysis_keep_their_values(monkeypatch):
    other = variants.apply_variant(cards.load_card_data(overrides=False), OTHER, "test")
    s = _finished("2e", other)
    path = library.keep(s, {"mode": "hotseat"})
    monkeypatch.setattr(cards, "_DEFAULT", variants.legacy_data())
    back = storage.load(path)
    assert back == s
    rec = GameRecord.from_dict(back.record.to_dict())      # what the analysis process is sent
    res = analyse(rec, "moloch", max_iterations=10)
    assert res.winner == s.winner and res.steps == len(s.record)


def test_a_save_with_values_that_do_not_make_cards_is_refused_in_one_line(tmp_path):
    other = variants.apply_variant(cards.load_card_data(overrides=False), OTHER, "test")
    path = storage.save(new_game(3, "1e", other), tmp_path / "g.yaml")
    text = path.read_text("utf-8").replace("komandos: 4", "komandos: 400")
    path.write_text(text, "utf-8")
    with pytest.raises(SaveError) as err:
        storage.load(path)
    msg = str(err.value)
    assert "komandos" in msg and "\n" not in msg
