"""Issue 17, one answer to "is this state valid?": every check of what a state means is the rules'
(``konwoj/rules/consistency.py``), and ``konwoj/saves`` keeps only plain types, sizes, the legacy
district layouts and the round trip.

(a) every check a load made before still refuses its bad state, through ``saves.load`` and, for
    the checks of meaning, through the rules' own ``checked_state`` (the plain types through
    ``saves.check.check_state_dict``);
(b) the saves package defines no check of meaning and no shape of its own: it takes them from
    ``konwoj.rules``.
"""
from __future__ import annotations

import ast
import copy
import re
from pathlib import Path

import pytest
import yaml

from tests.support.drive import played
from konwoj import saves
from konwoj.rules import (ALL_PHASES, DISTRICT_KINDS, MAX_BATTLE, TOKEN_NAMES, GameState,
                          StateError, default_data, new_game)
from konwoj.rules import consistency
from konwoj.rules.consistency import FRAME_SHAPES
from konwoj.rules.loading import checked_state
from konwoj.saves.check import LEGACY_DISTRICTS, check_state_dict

SAVES = Path(__file__).resolve().parents[2] / "konwoj" / "saves"


# ------------------------------------------------------------------------------ the states
_BASES: dict = {}


def base(kind: str) -> dict:
    """A real state's plain data: "mid" (battle 6, Moloch's attack), "new" (the opening hands),
    "end" (a finished game)."""
    if kind not in _BASES:
        if kind == "mid":
            s = played(5, 60)
            assert s.phase == "moloch_attack" and s.battle == 6 and s.stack == [("attack", "moloch")]
        elif kind == "new":
            s = new_game(3)
        else:
            s = played(7, 5000)
            assert s.is_terminal()
        _BASES[kind] = s.to_dict()
    return copy.deepcopy(_BASES[kind])


def _on_table(d):
    return [c for city in d["table"] for side in ("moloch", "outpost") for c in city[side]]


def _not_in_play(d):
    return d["deck"]["moloch"][0]


def _set(**kw):
    return lambda d: d.update(kw)


def _first_district_changed(d):
    ds = d["districts"][0]
    ds[0] = "bomb" if ds[0] != "bomb" else "draw"


def _arrival_past_seq(d):
    d["arrival"][_on_table(d)[0]] = d["seq"] + 1


def _no_arrival(d):
    del d["arrival"][_on_table(d)[0]]


def _unknown_token(d):
    d["tokens"][_on_table(d)[0]] = ["+7"]


def _known_top_lies(d):
    d["known_top"]["moloch"] = [d["deck"]["moloch"][0]]      # the bottom card, not the top


def _over_stations(d):
    """Nine Outpost soldiers in New York: far over its battle stations."""
    data = default_data()
    ny = d["table"][4]["outpost"]
    for zone in ("deck", "discard", "hand"):
        for c in list(d[zone]["outpost"]):
            if len(ny) < 9 and data.by_id[c].type == "soldier":
                d[zone]["outpost"].remove(c)
                d["known_in_hand"]["outpost"] = [x for x in d["known_in_hand"]["outpost"] if x != c]
                ny.append(c)
                d["seq"] += 1
                d["arrival"][c] = d["seq"]
    d["known_top"]["outpost"] = []
    assert len(ny) == 9


def _record_position(edit):
    def make(d):
        pos = copy.deepcopy(d)
        pos.pop("record", None)
        edit(pos)
        d["record"] = {"start": {"position": pos}, "actions": []}
    return make


# name: (base, edit, words the refusal says) -- the checks of what a state means: refused by
# saves.load and by the rules' own checked_state alike
MEANING = {
    "table_of_six_cities": ("mid", lambda d: d["table"].append({"moloch": [], "outpost": []}),
                            "'table' must list 5 cities"),
    "four_cities_destroyed_marks": ("mid", lambda d: d["city_destroyed"].pop(),
                                    "'city_destroyed' must have 5 entries"),
    "districts_not_the_citys": ("mid", _first_district_changed, "are not the city's"),
    "down_marks_miscounted": ("mid", lambda d: d["down"][2].append(False), "differ in number"),
    "districts_of_four_cities": ("mid", lambda d: (d["districts"].pop(), d["down"].pop()),
                                 "there must be 5 cities"),
    "arrival_past_seq": ("mid", _arrival_past_seq, "numbers up to 'seq'"),
    "arrival_off_the_table": ("mid", lambda d: d["arrival"].update({_not_in_play(d): 1}),
                              "'arrival' does not match"),
    "no_arrival_number": ("mid", _no_arrival, "has no arrival number"),
    "shield_off_the_table": ("mid", lambda d: d["shield_at"].update({_not_in_play(d): 0}),
                             "'shield_at' names"),
    "net_off_the_table": ("mid", lambda d: d["netted"].append(_not_in_play(d)), "'netted' names"),
    "known_in_hand_lies": ("mid", lambda d: d["known_in_hand"].update(moloch=[_not_in_play(d)]),
                           "known_in_hand.moloch"),
    "known_top_lies": ("mid", _known_top_lies, "known_top.moloch"),
    "tokens_off_the_table": ("mid", lambda d: d["tokens"].update({_not_in_play(d): ["+1"]}),
                             "which is not in play"),
    "unknown_token": ("mid", _unknown_token, "unknown token"),
    "card_in_two_places": ("mid", lambda d: d["hand"]["moloch"].append(d["deck"]["moloch"][0]),
                           "two places"),
    "winner_but_playing": ("mid", _set(winner="moloch"), "a winner is set exactly when"),
    "game_over_without_winner": ("mid", _set(phase="game_over"), "a winner is set exactly when"),
    "end_reason_in_progress": ("mid", _set(end_reason="convoy_spent"), "has no end reason"),
    "finished_without_reason": ("end", _set(end_reason=None), "names why it ended"),
    "battle_out_of_range": ("mid", _set(battle=MAX_BATTLE + 1), "out of range"),
    "unknown_phase": ("mid", _set(phase="coffee_break"), "unknown phase"),
    "random_generator_at_0": ("mid", _set(rng=0), "random generator"),
    "random_generator_past_64_bits": ("mid", _set(rng=2 ** 64), "random generator"),
    "negative_arrival_counter": ("new", _set(seq=-1), "arrival counter"),
    "battle_0_mid_game": ("mid", _set(battle=0), "battle 0"),
    "frame_names_no_side": ("mid", lambda d: d["stack"].__setitem__(-1, ["attack", "nobody"]),
                            "malformed attack frame"),
    "pick_frame_without_city": ("mid", lambda d: d["stack"].append(
        ["pick", "kill_soldier", "moloch", 7, None, None]), "malformed pick frame"),
    "unknown_frame": ("mid", lambda d: d["stack"].append(["teleport", 3]), "unknown frame"),
    "decision_out_of_its_phase": ("mid", lambda d: d["stack"].append(["mulligan", "moloch"]),
                                  "mulligan"),
    "log_unknown_event": ("mid", lambda d: d["log"].append(["all", "fireworks", []]), "log entry"),
    "log_unknown_reader": ("mid", lambda d: d["log"].append(["nobody", "pass", ["moloch"]]),
                           "log entry"),
    "unknown_card_once_used": ("mid", lambda d: d["once_used"].append("terminator-1"),
                               "unknown card id 'terminator-1' in once_used"),
    "unknown_card_in_the_log": ("mid", lambda d: d["log"].append(["all", "pass", ["terminator-1"]]),
                                "unknown card id 'terminator-1' in log"),
    "unknown_card_in_a_frame": ("mid", lambda d: d["stack"].append(
        ["pick", "token", "moloch", 4, "terminator-1", "+1"]), "terminator-1"),
    "over_stations": ("mid", _over_stations, "battle stations"),
    "not_reproduced": ("mid", lambda d: d["flags"].extend(["abc", "abc"]),
                       "'flags' is inconsistent with the rest of the game"),
    "record_position_means_nothing": ("mid", _record_position(
        lambda p: p["table"].append({"moloch": [], "outpost": []})),
        "the record's starting position is invalid: 'table' must list 5 cities"),
    "record_position_unknown_phase": ("mid", _record_position(_set(phase="coffee_break")),
                                      "the record's starting position is invalid: unknown phase"),
    "record_position_tokens_off_the_table": ("mid", _record_position(
        lambda p: p["tokens"].update({_not_in_play(p): ["+1"]})),
        "the record's starting position is invalid: tokens on"),
    "record_of_another_ruleset": ("mid", lambda d: d.update(
        record={"start": {"seed": 1, "ruleset": "2e"}, "actions": []}),
        "the record's ruleset differs"),
    "record_malformed": ("mid", _set(record=[1, 2]), "'start' and 'actions'"),
}

# the plain types and sizes: refused by saves.load and by saves.check alone
RAW = {
    "unknown_field": ("mid", _set(cheat=True), "unknown field 'cheat'"),
    "missing_field": ("mid", lambda d: d.pop("hand"), "the field 'hand' is missing"),
    "state_format": ("mid", _set(format=7), "unknown state format"),
    "ruleset_of_the_state": ("mid", _set(ruleset="2e"), "differs from the file's"),
    "rng_fraction": ("mid", _set(rng=1.5), "'rng' must be a whole number"),
    "battle_fraction": ("mid", _set(battle=6.0), "'battle' must be a whole number"),
    "battle_true": ("mid", _set(battle=True), "'battle' must be a whole number"),
    "phase_not_text": ("mid", _set(phase=["draw"]), "'phase' must be the name of a phase"),
    "target_text": ("mid", _set(target="1"), "'target' must be a district number"),
    "hand_not_per_side": ("mid", lambda d: d["hand"].pop("moloch"), "'hand' must map"),
    "deck_of_numbers": ("mid", lambda d: d["deck"]["moloch"].append(3), "list of card ids"),
    "city_not_a_mapping": ("mid", lambda d: d["table"].__setitem__(0, []), "'table' city 0"),
    "modules_not_text": ("mid", lambda d: d["modules"].update(x=1), "'modules' must map"),
    "tokens_not_a_list": ("mid", lambda d: d["tokens"].update({_not_in_play(d): "+1"}),
                          "must be a list"),
    "arrival_fraction": ("mid", lambda d: d["arrival"].update({_on_table(d)[0]: 1.5}),
                         "'arrival' must map card ids to whole numbers"),
    "flags_not_words": ("mid", lambda d: d["flags"].append("two words"), "list of words"),
    "districts_not_a_list": ("mid", _set(districts="draw"), "'districts' must be a list"),
    "table_not_a_list": ("mid", _set(table={}), "'table' must be a list of cities"),
    "down_not_bool": ("mid", lambda d: d["down"][0].__setitem__(0, 1), "true/false"),
    "destroyed_not_bool": ("mid", lambda d: d["city_destroyed"].__setitem__(4, "no"),
                           "true/false per city"),
    "frame_of_a_fraction": ("mid", lambda d: d["stack"].append(["pay", "moloch", 1.5]),
                            "holds a float"),
    "frame_odd_text": ("mid", lambda d: d["stack"].append(["pay", "mo loch", 1]), "odd value"),
    "frame_huge_number": ("mid", lambda d: d["stack"].append(["pay", "moloch", 10 ** 7]),
                          "out of range"),
    "stack_too_long": ("mid", lambda d: d.update(stack=d["stack"] * (saves.MAX_STACK + 1)),
                       f"at most {saves.MAX_STACK} frames"),
    "log_too_long": ("mid", lambda d: d["log"].extend([["all", "pass", ["moloch"]]]
                                                      * saves.MAX_LOG), "at most 5000 events"),
    "log_entry_short": ("mid", lambda d: d["log"].append(["all"]), "log entry"),
    "record_position_raw": ("mid", lambda d: d.update(record={"start": {"position": {"format": 1}},
                                                              "actions": []}),
                            "the record's starting position is invalid: the field"),
}


class _NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


def _load(tmp_path, d: dict):
    doc = {"konwoj_save": 1, "ruleset": "1e", "meta": {}, "state": d, "end": True}
    p = tmp_path / "bad.yaml"
    p.write_text(yaml.dump(doc, Dumper=_NoAliases, sort_keys=False, allow_unicode=True),
                 encoding="utf-8")
    return saves.load(p)


def test_the_bases_load_through_both():
    for kind in ("mid", "new", "end"):
        d = base(kind)
        assert checked_state(copy.deepcopy(d)).to_dict() == d
        check_state_dict(d, "1e")


def test_a_state_that_is_no_mapping_is_refused_by_saves(tmp_path):
    with pytest.raises(StateError, match="not a mapping"):
        check_state_dict([1, 2], "1e")
    with pytest.raises(saves.SaveError, match="not a mapping"):
        _load(tmp_path, [1, 2])


@pytest.mark.parametrize("case", sorted(MEANING))
def test_a_meaning_check_refuses_through_saves_and_through_the_rules(tmp_path, case):
    kind, edit, words = MEANING[case]
    d = base(kind)
    edit(d)
    check_state_dict(copy.deepcopy(d), "1e")            # the plain types are fine ...
    with pytest.raises(StateError) as err:               # ... what they mean is not
        checked_state(copy.deepcopy(d))
    assert words in str(err.value)
    with pytest.raises(saves.SaveError) as err:
        _load(tmp_path, d)
    assert words in str(err.value) and "the game state is invalid" in str(err.value)


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(RAW))
def test_a_raw_check_refuses_through_saves(tmp_path, case):
    kind, edit, words = RAW[case]
    d = base(kind)
    edit(d)
    with pytest.raises(StateError) as err:
        check_state_dict(copy.deepcopy(d), "1e")
    assert words in str(err.value)
    with pytest.raises(saves.SaveError) as err:
        _load(tmp_path, d)
    assert words in str(err.value)


def test_the_old_jersey_layout_is_the_saves_to_accept_R21(tmp_path):
    d = base("mid")
    d["districts"][3] = ["move_to_new_york", "bomb"]
    with pytest.raises(StateError, match="are not the city's"):
        checked_state(copy.deepcopy(d))                  # not a layout of the rules' own
    s = checked_state(copy.deepcopy(d), LEGACY_DISTRICTS)
    assert s.districts[3] == ("move_to_new_york", "bomb")
    assert _load(tmp_path, d) == s


def test_a_game_that_cannot_go_on_is_refused_by_both(tmp_path, monkeypatch):
    d = base("mid")

    def broken(self, action):
        raise KeyError("no such effect")
    monkeypatch.setattr(GameState, "apply", broken)
    with pytest.raises(StateError, match="it cannot be played on"):
        checked_state(copy.deepcopy(d))
    with pytest.raises(saves.SaveError, match="it cannot be played on"):
        _load(tmp_path, d)


def test_the_rules_own_check_never_raises_anything_but_a_state_error():
    d = base("mid")
    d["table"] = [{"moloch": 3, "outpost": None}] * 5         # what only the reader would refuse
    with pytest.raises(StateError):
        checked_state(d)


# ------------------------------------------------------------------------------ (b) architecture
def _trees():
    return {p.name: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(SAVES.glob("*.py"))}


def _defined(tree) -> set:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


# the shapes konwoj.rules defines once, and the checks of meaning saves/check.py made before
SHAPES = {"PHASES", "DISTRICT_EFFECTS", "DISTRICT_KINDS", "ALL_PHASES", "BATTLE_FLOW",
          "OUTSIDE_BATTLE_PHASES", "MAX_BATTLE", "TOKEN_NAMES", "ACTION_FIELD_TYPES",
          "MAX_ACTION_FIELDS", "_is_int", "is_int", "STATE_FORMAT", "_SIDE_FRAMES", "_SET_FIELDS",
          "_CARD_LIKE", "FRAME_SHAPES"}
MEANING_CHECKS = {"check_loaded", "_check_record", "_base_districts", "validate", "check_state",
                  "check_plain", "check_rebuilt", "checked_state"}


def test_saves_defines_no_shape_and_no_check_of_meaning():
    for name, tree in _trees().items():
        found = _defined(tree) & (SHAPES | MEANING_CHECKS)
        assert not found, f"konwoj/saves/{name} defines {sorted(found)}: they are the rules'"


def test_saves_takes_its_shapes_from_the_rules():
    imported = {}
    for name, tree in _trees().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("konwoj.rules"):
                for a in node.names:
                    imported.setdefault(a.name, set()).add(name)
    assert "check.py" in imported["is_int"] and "document.py" in imported["is_int"]
    assert "check.py" in imported["STATE_FORMAT"]
    assert imported["checked_state"] == {"document.py"}      # the one answer, asked once


def test_saves_writes_no_whole_number_test_of_its_own():
    pattern = re.compile(r"isinstance\((\w+(?:\[[^]]*\])?), int\) and not isinstance\(\1, bool\)"
                         r"|not isinstance\((\w+(?:\[[^]]*\])?), int\)\s*or isinstance\(\2, bool\)")
    for p in sorted(SAVES.glob("*.py")):
        assert not pattern.search(p.read_text(encoding="utf-8")), p.name


def test_saves_names_no_phase_token_district_or_frame_kind():
    """The words of a state's shapes appear in the rules only (the legacy district layouts aside:
    what older versions of the game wrote is the reader's to know)."""
    words = set(ALL_PHASES) | set(TOKEN_NAMES) | set(DISTRICT_KINDS) | set(FRAME_SHAPES)
    words -= set(GameState().to_dict())            # "phase", "target", "modules": field names
    for name, tree in _trees().items():
        legacy = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "LEGACY_DISTRICTS"
                                                    for t in node.targets):
                legacy |= {id(n) for n in ast.walk(node.value)}
        odd = sorted({n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                      and isinstance(n.value, str) and n.value in words and id(n) not in legacy})
        assert not odd, f"konwoj/saves/{name} names {odd}"


NOT_A_STATE = {"Analysis", "GameRecord"}      # documents of their own, read by their from_dict


def test_saves_never_builds_or_validates_a_state_itself():
    for name, tree in _trees().items():
        calls = {n.func.attr for n in ast.walk(tree)
                 if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                 and getattr(n.func.value, "id", None) not in NOT_A_STATE}
        assert not calls & {"from_dict", "validate", "check_state", "settle"}, name


def test_game_state_validate_is_the_rules_one_check(monkeypatch):
    seen = []
    monkeypatch.setattr(consistency, "validate", lambda s: seen.append(s))
    s = new_game(1)
    s.validate()
    assert seen == [s]


def _refusals(path: Path) -> set:
    """The refusals a module writes: the text of each ``StateError(...)``, "{}" for what varies."""
    out = set()
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "StateError" and n.args:
            a = n.args[0]
            if isinstance(a, ast.JoinedStr):
                out.add("".join(v.value if isinstance(v, ast.Constant) else "{}" for v in a.values))
            elif isinstance(a, ast.Constant):
                out.add(a.value)
    return out


def test_no_refusal_is_written_both_in_saves_and_in_the_rules():
    rules = set()
    for p in sorted((SAVES.parent / "rules").glob("*.py")):
        rules |= _refusals(p)
    ours = set()
    for p in sorted(SAVES.glob("*.py")):
        ours |= _refusals(p)
    assert "unknown phase {}" in rules and "'rng' must be a whole number" not in rules
    # the one both say: a record's starting position is checked by each for its own part
    assert ours & rules == {"the record's starting position is invalid: {}"}
