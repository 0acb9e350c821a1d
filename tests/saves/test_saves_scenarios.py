"""The shipped scenarios in saves/: they list, load, are playable, and the rulebook's worked
examples play out the way the book tells them."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from konwoj import saves
from konwoj.rules import new_game

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("01-first-game.yaml", "02-moloch-attack.yaml", "03-outpost-attack.yaml",
         "04-resolution.yaml", "05-2e-resolution.yaml")


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))


def scenario(name):
    return saves.load_with_meta(ROOT / "saves" / name)


def do(s, **want):
    """Apply the one legal action whose fields match ``want``."""
    acts = [a for a in s.legal_actions() if all(getattr(a, k) == v for k, v in want.items())]
    assert acts, f"no legal action {want} among {s.legal_actions()}"
    s.apply(acts[0])


def test_list_scenarios_shows_them_all_with_polish_and_english_names():
    infos = saves.list_scenarios()
    assert [i.path.name for i in infos] == list(NAMES)
    for i in infos:
        assert i.error is None, i.error
        assert i.kind == "scenario" and i.date is None
        assert i.title("pl") and i.title("en") and i.title("pl") != i.title("en")
        assert i.description("pl") and i.description("en")
        assert i.meta["kind"] == "scenario" and i.mode == "solo" and i.sides
    titles = {i.path.name: i.title("en") for i in infos}
    assert titles["02-moloch-attack.yaml"] == "Example: Moloch's attack"
    assert {i.path.name: i.city_name("pl") for i in infos}["04-resolution.yaml"] == "Jersey Crust"
    # the 2nd edition's example names its city as that edition prints it
    assert {i.path.name: i.city_name("pl") for i in infos}["05-2e-resolution.yaml"] \
        == "Zgliszcza Jersey"
    assert {i.path.name: i.ruleset for i in infos}["05-2e-resolution.yaml"] == "2e"


@pytest.mark.parametrize("name", NAMES)
def test_scenario_loads_and_plays_to_the_end(name):
    s, meta = scenario(name)
    assert not s.is_terminal()
    assert len(s.legal_actions()) >= 2
    if name != "01-first-game.yaml":
        assert s.current_player in meta["human_sides"]  # the example's side moves first
    assert s == saves.load(ROOT / "saves" / name)       # loading is deterministic
    for seed in range(3):
        g = s.clone()
        r = random.Random(seed)
        for _ in range(2000):
            if g.is_terminal():
                break
            g.apply(r.choice(g.legal_actions()))
        assert g.is_terminal()


@pytest.mark.parametrize("name", NAMES)
def test_scenario_passes_the_check_command(name):
    out = subprocess.run([sys.executable, "-m", "konwoj.saves", "check", f"saves/{name}"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert (out.returncode, out.stdout.strip()) == (0, "ok")


def test_first_game_is_a_fresh_deal():
    s, meta = scenario("01-first-game.yaml")
    assert s == new_game(seed=meta["seed"])
    assert s.phase == "mulligan" and s.decision == ("mulligan", "moloch")


def test_moloch_attack_example_plays_like_the_rulebook():
    s, _ = scenario("02-moloch-attack.yaml")
    assert (s.phase, s.active_city, s.current_player) == ("moloch_attack", 1, "moloch")
    assert s.stations_used(1, "outpost") == s.station_limit(1, "outpost")   # every station taken
    do(s, kind="play", card="szerszen-1", city=2)            # Hornet into Cleveland Harbour
    assert s.tokens_on("szerszen-1") == ("+1",)              # unguarded city: bonus
    do(s, kind="ability", card="szerszen-1", city=1)         # ... and on to Iron Gate
    do(s, kind="play", card="anihilator-1", city=1)          # one Outpost station fewer
    do(s, kind="choose", card="scorn-1")                     # Scorn has to go
    do(s, kind="ability", card="rozpruwacz-1", target="komandos-1")
    do(s, kind="discard", card="odepchniecie-1")             # the Ripper's price
    do(s, kind="play", card="lowca-1", city=4)               # a Hunter lands in New York
    assert s.tokens_on("lowca-1") == ()                      # the Outpost was there first
    gone = set(s.discard_of("outpost"))
    assert {"scorn-1", "komandos-1", "mcpherson-1"} <= gone
    assert s.where("szerszen-1") == ("table", 1)


def test_outpost_attack_example_plays_like_the_rulebook():
    s, _ = scenario("03-outpost-attack.yaml")
    assert (s.phase, s.active_city, s.current_player) == ("outpost_attack", 1, "outpost")
    deck = s.deck_size("moloch")
    do(s, kind="play", card="komandos-1", city=3)            # Jersey Crust, no Moloch: bonus
    do(s, kind="instant", card="ruch_posterunku-1", target="komandos-1", city=2)
    do(s, kind="play", card="zwiadowca-1", city=2)
    do(s, kind="choose", card="komandos-1", city=1)          # the Scout sends it into Iron Gate
    do(s, kind="play", card="kpt_johnson-1", city=1)
    assert s.where("komandos-1") == ("table", 1)
    assert s.tokens_on("komandos-1") == ("+1", "+1")         # no bonus in the active city
    assert s.tokens_on("zwiadowca-1") == ("+1",)
    assert s.deck_size("moloch") == deck - 3                 # three cards shot off the convoy
    assert s.where("kpt_johnson-1") == ("table", 1)


def test_resolution_example_resolves_in_the_rulebook_order():
    s, _ = scenario("04-resolution.yaml")
    assert (s.active_city, s.target, s.districts[3][0]) == (3, 0, "move_to_new_york")
    # the book's 5 against 4; one point apart with our reconstructed strengths too
    assert s.city_strength(3, "moloch") == 6 and s.city_strength(3, "outpost") == 5
    do(s, kind="pass")                                       # no Module: straight to resolution
    keys = [e.key for e in s.log]
    # strength compared, Moloch wins, the Defender's win trigger, then the district is destroyed
    order = [keys.index(k) for k in ("strength", "winner", "recover")]
    assert order == sorted(order)
    assert s.log[keys.index("winner")].args[0] == "moloch"
    assert s.down[3][1]                                      # the other district is destroyed
    assert s.current_player == "moloch"
