"""data/cards.yaml: complete, validated, and every broken copy gives a message naming the file, the
card and the field."""
import copy

import pytest
import yaml

from konwoj.rules import CardDataError, card_ids, load_card_data
from konwoj.rules.cards import DATA_FILE, EFFECTS

RAW = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))


def test_seventy_physical_cards_thirty_five_per_side():
    data = load_card_data(overrides=False)
    assert len(data.ids) == 70 == len(set(data.ids))
    assert len(data.deck_ids("moloch")) == 35 and len(data.deck_ids("outpost")) == 35
    assert tuple(card_ids()) == data.ids


def test_deck_composition_matches_the_rulebook_lists():
    data = load_card_data(overrides=False)
    counts = {k: c.copies for k, c in data.cards.items()}
    assert counts["lowca"] == 3 and counts["pajaki"] == 3 and counts["modul_bojowy"] == 2
    assert counts["odepchniecie"] == 2 and counts["ruch_posterunku"] == 4
    assert counts["komandos"] == 2 and counts["trep"] == 2 and counts["zwiadowca"] == 2
    assert counts["narada_wojenna"] == 2
    types = {}
    for c in data.cards.values():
        types[(c.side, c.type)] = types.get((c.side, c.type), 0) + c.copies
    assert types == {("moloch", "robot"): 21, ("moloch", "module"): 7, ("moloch", "instant"): 7,
                     ("outpost", "soldier"): 19, ("outpost", "building"): 3,
                     ("outpost", "instant"): 13}


def test_sourced_strengths_are_marked_printed_and_the_rest_reconstructed():
    data = load_card_data(overrides=False)
    assert data.cards["szerszen"].strength == 3 and data.cards["szerszen"].strength_source == "printed"
    assert [data.cards[k].strength for k in ("modul_bojowy", "modul_anihilacji", "modul_destrukcji")] == [1, 2, 3]
    assert data.cards["juggernaut"].strength_source == "reconstructed"
    for c in data.cards.values():
        assert c.effect in EFFECTS
        assert c.text_pl and c.text_en and c.name_pl and c.name_en


def test_five_cities_in_convoy_order_with_ziggy_one_sourced_values():
    data = load_card_data(overrides=False)
    assert [c.key for c in data.cities] == ["ziggy_one", "iron_gate", "cleveland_harbour",
                                            "jersey_crust", "new_york"]
    z = data.cities[0]
    assert len(z.districts) == 2 and z.stations == {"moloch": 3, "outpost": 4} and z.feature is None
    # Jersey Crust: two districts, the move one and one that is no Bomb (p.30 example, R21)
    assert data.cities[3].districts == ("move_to_new_york", "kill")
    assert data.cities[3].extra_district == "bomb"


def _broken(tmp_path, mutate) -> str:
    raw = copy.deepcopy(RAW)
    mutate(raw)
    p = tmp_path / "cards.yaml"
    p.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CardDataError) as exc:
        load_card_data(p, overrides=False)
    msg = str(exc.value)
    assert str(p) in msg, msg
    return msg


def _card(raw, key):
    return next(c for c in raw["cards"] if c["key"] == key)


def test_wrong_type_is_named(tmp_path):
    msg = _broken(tmp_path, lambda r: _card(r, "lowca").__setitem__("strength", "mocny"))
    assert "card 'lowca'" in msg and "'strength'" in msg and "integer" in msg


def test_missing_field_is_named(tmp_path):
    msg = _broken(tmp_path, lambda r: _card(r, "scorn").pop("trigger"))
    assert "card 'scorn'" in msg and "'trigger'" in msg and "missing" in msg


def test_unknown_effect_key_is_named(tmp_path):
    msg = _broken(tmp_path, lambda r: _card(r, "klaun").__setitem__("effect", "juggle"))
    assert "card 'klaun'" in msg and "'effect'" in msg and "juggle" in msg


def test_deck_not_35_cards_is_named(tmp_path):
    msg = _broken(tmp_path, lambda r: _card(r, "trep").__setitem__("copies", 3))
    assert "outpost deck has 36 cards" in msg


@pytest.mark.slow
def test_wrong_side_type_and_negative_strength_are_named(tmp_path):
    assert "'type'" in _broken(tmp_path, lambda r: _card(r, "bunkier").__setitem__("type", "robot"))
    assert "negative" in _broken(tmp_path, lambda r: _card(r, "bloker").__setitem__("strength", -1))
    assert "'side'" in _broken(tmp_path, lambda r: _card(r, "bloker").__setitem__("side", "borgo"))


def test_broken_city_and_garbage_file_are_named(tmp_path):
    msg = _broken(tmp_path, lambda r: r["cities"][2]["stations"].__setitem__("outpost", 0))
    assert "city 'cleveland_harbour'" in msg and "stations.outpost" in msg
    p = tmp_path / "garbage.yaml"
    p.write_text("cards: [\n  - {key: x", encoding="utf-8")
    with pytest.raises(CardDataError, match="not valid YAML"):
        load_card_data(p, overrides=False)
    with pytest.raises(CardDataError, match="cannot be read"):
        load_card_data(tmp_path / "missing.yaml", overrides=False)


def test_user_override_of_strengths_is_merged_and_validated(tmp_path):
    good = tmp_path / "card_overrides.yaml"
    good.write_text("strengths:\n  lowca: 3\n  bunkier: 2\n", encoding="utf-8")
    data = load_card_data(overrides=good)
    assert data.cards["lowca"].strength == 3 and data.by_id["lowca-2"].strength == 3
    assert data.cards["bunkier"].strength == 2
    assert data.cards["scorn"].strength == load_card_data(overrides=False).cards["scorn"].strength
    bad = tmp_path / "bad.yaml"
    bad.write_text("strengths:\n  lowca: -4\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"card 'lowca', field 'strength'"):
        load_card_data(overrides=bad)
    bad.write_text("strengths:\n  zombie: 4\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"card 'zombie'.*no such card"):
        load_card_data(overrides=bad)

