#!/usr/bin/env python3
"""Write the shipped scenarios in ``saves/``: a first game and the rulebooks' worked examples (1st
edition, and one of the 2nd) as playable positions, in the ordinary save format (docs/save-format.md).

    .venv/bin/python tools/make_scenarios.py            # (re)write saves/*.yaml
    .venv/bin/python tools/make_scenarios.py --check    # exit 1 if a file would change

The positions are built with ``konwoj.rules.scenario.build_position``; the texts are our own words.
The first game deals the shipped card values. The rulebook examples and the planted-blunder replay
are played with the values they were written for (``variants.legacy_data()``: the totals their
texts quote, as in the books), which a save names (docs/save-format.md, ``state.values``), so a
later balance of the shipped values leaves them as they are (docs/rulings.md 7.2).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from konwoj import playerfiles, saves  # noqa: E402
from konwoj.rules import Action, new_game  # noqa: E402
from konwoj.rules.scenario import build_position as _build  # noqa: E402
from konwoj.rules.variants import legacy_data  # noqa: E402

IRON_GATE, CLEVELAND, JERSEY, NEW_YORK = 1, 2, 3, 4


def build_position(**kw):
    """A rulebook example's position, with the card values its totals are written for."""
    return _build(data=legacy_data(), **kw)


def first_game():
    return new_game(seed=1000), {
        "name_pl": "Pierwsza gra",
        "name_en": "First game",
        "description_pl": "Zwykły początek partii z ustalonym tasowaniem: dobra na pierwszą grę "
                          "i do porównywania partii.",
        "description_en": "An ordinary start with a fixed shuffle: good for a first game and for "
                          "comparing games.",
        "human_sides": ["outpost"], "seed": 1000}


def moloch_attack():
    """Rulebook p.18: Hornet into Cleveland Harbour and over to Iron Gate, the Annihilator squeezes
    out a Soldier, the Ripper pays a card to kill, a Hunter lands in New York."""
    s = build_position(
        phase="moloch_attack", battle=4, battle_city=IRON_GATE, target=2, down={IRON_GATE: [0]},
        table={IRON_GATE: {"moloch": ["rozpruwacz"],
                           "outpost": ["trep", "scorn", "komandos", "biegacz"]},
               NEW_YORK: {"outpost": ["mcpherson"]}},
        tokens={"mcpherson": ["+1"]},
        hands={"moloch": ["szerszen", "anihilator", "lowca", "odepchniecie"],
               "outpost": ["trep", "medyk", "ruch_posterunku"]},
        seed=1)
    return s, {
        "name_pl": "Przykład: atak Molocha",
        "name_en": "Example: Moloch's attack",
        "description_pl": "Bitwa o Iron Gate, Posterunek zajął wszystkie stanowiska. Spróbuj: "
                          "Szerszeń do Cleveland Harbour i dalej do Iron Gate, Anihilator, "
                          "Rozpruwacz za kartę z ręki, a na koniec Łowca w Nowym Jorku.",
        "description_en": "The battle for Iron Gate, every Outpost station taken. Try: the Hornet "
                          "into Cleveland Harbour and on to Iron Gate, the Annihilator, the Ripper "
                          "for a card from hand, and last a Hunter in New York.",
        "human_sides": ["moloch"], "seed": 1}


def outpost_attack():
    """Rulebook p.24: a Commando enters Jersey Crust, is moved to Cleveland Harbour, a Scout sends
    it into Iron Gate (three cards off Moloch's deck), then Capt. Johnson joins."""
    s = build_position(
        phase="outpost_attack", battle=3, battle_city=IRON_GATE, target=0,
        table={IRON_GATE: {"moloch": ["stalowy_ogar", "lowca", "hybryda"],
                           "outpost": ["trep", "bunkier"]},
               NEW_YORK: {"moloch": ["transporter"]}},
        tokens={"hybryda": ["+2"]},
        hands={"moloch": ["modul_bojowy", "ruch_molocha"],
               "outpost": ["komandos", "ruch_posterunku", "zwiadowca", "kpt_johnson"]},
        seed=2)
    return s, {
        "name_pl": "Przykład: atak Posterunku",
        "name_en": "Example: the Outpost's attack",
        "description_pl": "Bitwa o Iron Gate. Spróbuj: Komandos do Jersey Crust, Ruch do "
                          "Cleveland Harbour, Zwiadowca przesuwa go do Iron Gate (trzy karty "
                          "z talii Molocha odpadają), na koniec Kpt. Johnson.",
        "description_en": "The battle for Iron Gate. Try: a Commando into Jersey Crust, Move to "
                          "Cleveland Harbour, a Scout sends it into Iron Gate (three cards off "
                          "Moloch's deck), and last Capt. Johnson.",
        "human_sides": ["outpost"], "seed": 2}


def resolution():
    """Rulebook p.30: Jersey Crust, the district that sends a unit to New York; Moloch one point
    ahead (the book's 5 against 4; 6 against 5 with our reconstructed strengths), a Defender on
    Moloch's side, Capt. Johnson on the Outpost's."""
    s = build_position(
        phase="moloch_modules", battle=9, battle_city=JERSEY, target=0,
        table={JERSEY: {"moloch": ["obronca", "stalowy_ogar"],
                        "outpost": ["kpt_johnson", "trep"]},
               CLEVELAND: {"moloch": ["pajaki"], "outpost": ["bunkier"]},
               NEW_YORK: {"moloch": ["lowca"]}},
        hands={"moloch": ["ruch_molocha", "modul_bojowy"], "outpost": ["medyk"]},
        discard={"moloch": ["szerszen", "klaun", "recykler"], "outpost": ["scorn", "haker"]},
        tokens={"stalowy_ogar": ["+1"]}, seed=3)
    return s, {
        "name_pl": "Przykład: rozstrzygnięcie bitwy",
        "name_en": "Example: resolving a battle",
        "description_pl": "Jersey Crust, bitwa o przejście do Nowego Jorku: Moloch ma siłę 6, "
                          "Posterunek 5. Spasuj w fazie Modułów i zobacz kolejność efektów: "
                          "Obrońca, zniszczenie dzielnicy (tu wybucha Bomba), ruch do Nowego Jorku, "
                          "przejazd konwoju.",
        "description_en": "Jersey Crust, the battle for the way to New York: Moloch has strength "
                          "6, the Outpost 5. Pass in the Module phase and watch the order of "
                          "effects: the Defender, a district destroyed (a Bomb goes off here), the "
                          "move to New York, the convoy rolling on.",
        "human_sides": ["moloch"], "seed": 3}


def planted_blunder():
    """A short finished game with one decision that throws it away, for replays and the analysis:
    the last battle, in New York, Moloch's deck empty. Moloch brings in the Hornet and the Brute; the
    Outpost holds a Sniper (any Robot, immune ones too) and a Grunt, and simply ends its phase. With
    three Robots left, New York is held: Moloch wins."""
    s = build_position(
        phase="moloch_attack", battle=12, battle_city=NEW_YORK, target=2, down={NEW_YORK: [0, 1]},
        table={NEW_YORK: {"moloch": ["lowca"], "outpost": ["trep"]}},
        hands={"outpost": ["snajper", "trep"], "moloch": ["bydlak", "szerszen"]},
        decks={"moloch": [], "outpost": ["medyk", "komandos"]}, seed=13)
    for a in (Action("play", "szerszen-1", city=NEW_YORK), Action("play", "bydlak-1", city=NEW_YORK),
              Action("choose", "szerszen-1"), Action("pass"),
              Action("pass")):                              # the Outpost's blunder
        s.apply(a)
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(Action("pass") if Action("pass") in legal else legal[0])
    assert s.winner == "moloch"
    return s, {
        "kind": "replay",
        "name_pl": "Przegrana na własne życzenie",
        "name_en": "A game thrown away",
        "description_pl": "Ostatnia bitwa o Nowy Jork. Posterunek trzyma Snajpera, ale kończy fazę "
                          "bez strzału i Moloch utrzymuje miasto. Obejrzyj powtórkę i analizę.",
        "description_en": "The last battle, for New York. The Outpost holds a Sniper but ends its "
                          "phase without a shot, and Moloch holds the city. Watch the replay and "
                          "the analysis.",
        "human_sides": ["outpost"], "seed": 13}


def resolution_2e():
    """2nd-edition book, the resolution example in Zgliszcza Jersey (edition-2.md E7): Jersey's first
    district is already down, the marker stands on the second; Moloch's Defender and Stormtrooper
    (5) against two Soldiers with no win ability (4). Moloch wins: the Defender puts the top card of
    the pile back on the deck, the victory destroys New York's first district (no district is left
    in Jersey besides the marked one), the marked district falls, and the convoy rolls on."""
    s = build_position(
        ruleset="2e", phase="moloch_modules", battle=8, battle_city=JERSEY,
        down={JERSEY: [0]},
        table={JERSEY: {"moloch": ["obronca", "szturmowiec"], "outpost": ["trep", "biegacz"]}},
        hands={"moloch": ["modul_bojowy", "ruch_molocha"], "outpost": ["medyk"]},
        discard={"moloch": ["klaun", "szerszen", "lacznosc_z_baza"], "outpost": ["scorn"]},
        seed=5)
    return s, {
        "name_pl": "2. edycja: rozstrzygnięcie w Zgliszczach Jersey",
        "name_en": "2nd edition: resolving a battle in Jersey Ruins",
        "description_pl": "Zasady 2. edycji. Bitwa o drugą dzielnicę Zgliszcz Jersey, Moloch ma "
                          "siłę 5, Posterunek 4. Spasuj w fazie Modułów i zobacz: Obrońca kładzie "
                          "wierzchnią kartę stosu na talię, zwycięstwo niszczy pierwszą dzielnicę "
                          "Nowego Jorku, pada dzielnica pod znacznikiem, konwój jedzie dalej.",
        "description_en": "2nd-edition rules. The battle for Jersey Ruins' second district, Moloch "
                          "at strength 5, the Outpost at 4. Pass in the Module phase and watch: "
                          "the Defender puts the pile's top card back on the deck, the win "
                          "destroys New York's first district, the marked district falls, the "
                          "convoy rolls on.",
        "human_sides": ["moloch"], "seed": 5}


SCENARIOS = {
    "01-first-game.yaml": first_game,
    "02-moloch-attack.yaml": moloch_attack,
    "03-outpost-attack.yaml": outpost_attack,
    "04-resolution.yaml": resolution,
    "replays/planted-blunder.yaml": planted_blunder,   # a finished game: not listed as a scenario
    "05-2e-resolution.yaml": resolution_2e,
}


def build(filename: str) -> tuple:
    state, meta = SCENARIOS[filename]()
    meta = {"kind": "scenario", "name": meta["name_en"], "mode": "solo",
            "opponent_level": "recruit", **meta}
    return state, meta


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in argv
    out = ROOT / "saves"
    stale = []
    for filename in SCENARIOS:
        state, meta = build(filename)
        text = saves.encode(state, meta, stamp=False)
        path = out / filename
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            continue
        stale.append(filename)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            playerfiles.atomic_write(path, text)
            print(f"wrote {path.relative_to(ROOT)}")
    if check and stale:
        print("out of date: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
