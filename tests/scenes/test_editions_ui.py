"""The editions as a player meets them: New game's choice (remembered), Rules & cards for the
edition in play, the load screen's edition, saves of either edition. Driven by posted events on
the real App (headless, SDL dummy driver)."""
from __future__ import annotations

import os
import random
import re
from dataclasses import fields

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.texts import editions
from konwoj import i18n  # noqa: E402
from konwoj.app import App, make_match  # noqa: E402
from konwoj.rules import new_game  # noqa: E402
from konwoj.settings import Settings  # noqa: E402
from tests.support.scenes import button, click, click_choice, frame, press  # noqa: E402

PLAYABLE = ("1e", "2e")


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def played(seed: int, ruleset: str, steps: int):
    s = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


# ---------------------------------------------------------------------------- settings
def test_settings_ruleset_is_the_last_field_and_defaults_to_the_first_edition(tmp_dirs):
    assert fields(Settings)[-1].name == "ruleset"
    assert Settings().ruleset == "1e"
    assert Settings.load().ruleset == "1e"          # no file at all


@pytest.mark.parametrize("raw, expected", [
    ("2e", "2e"), ("1e", "1e"), ("3e", "1e"), ("", "1e"), ("2E", "1e"), (2, "1e"),
    (".nan", "1e"), ("[1e, 2e]", "1e"), ("{a: 1}", "1e"), ("null", "1e"), ("x" * 10000, "1e"),
])
def test_settings_ruleset_is_bounded_on_load(tmp_path, raw, expected):
    path = tmp_path / "settings.yaml"
    path.write_text(f"lang: en\nruleset: {raw}\n", encoding="utf-8")
    s = Settings.load(path)
    assert s.ruleset == expected
    assert s.lang == "en"                            # the rest of the file still counts


def test_settings_ruleset_round_trips(tmp_path):
    path = tmp_path / "settings.yaml"
    s = Settings()
    s.ruleset = "2e"
    s.save(path)
    assert Settings.load(path).ruleset == "2e"


# ---------------------------------------------------------------------------- new game
def test_new_game_starts_the_first_edition_by_default(app):
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    assert ng.edition.value == "1e"
    click_choice(app, ng.mode, "solo")
    click(app, ng.start_button)
    match = app.scenes.top.match                     # the mulligan
    assert match.state.ruleset == "1e"


def test_new_game_starts_the_chosen_edition_and_remembers_it(app, drawn):
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    frame(app, drawn)
    assert "1. edycja" in drawn and "2. edycja" in drawn
    click_choice(app, ng.edition, "2e")
    assert ng.edition.value == "2e"
    assert Settings.load().ruleset == "2e"           # remembered at once
    frame(app, drawn)
    assert any("Znacznik Celu bitwy" in t for t in drawn)   # the edition's one-line summary
    click_choice(app, ng.mode, "solo")
    click(app, ng.start_button)
    match = app.scenes.top.match                     # the mulligan
    assert match.state.ruleset == "2e"
    # the next New game (even in a new window) starts with the 2nd edition
    app2 = App(headless=True, size=(1366, 768))
    app2.step([])
    click(app2, button(app2.scenes.top, "title.new_game"))
    assert app2.scenes.top.edition.value == "2e"


def test_rematch_keeps_the_edition(app):
    from konwoj.scenes.gameover import GameOverScene
    state = played(5, "2e", 100000)
    assert state.is_terminal()
    match = make_match(state, "solo", ("outpost",), "random", 5)
    app.push(GameOverScene(app, match))
    frame(app)
    click(app, app.scenes.top.rematch_button)
    assert app.scenes.top.match.state.ruleset == "2e"      # the new game's mulligan


# ---------------------------------------------------------------------------- rules & cards
FILE_NAME = re.compile(r"\.(md|txt|ya?ml|py)\b|docs/|seeds/")


def test_player_facing_rules_text_names_no_source_file():
    import konwoj.scenes.rules  # noqa: F401 - registers its strings
    import konwoj.texts.rules_text  # noqa: F401
    for key in i18n.keys():
        if key.startswith(("rules.", "edition.", "newgame.", "load.")):
            for lang in ("pl", "en"):
                text = i18n.tr(key, lang)
                assert not FILE_NAME.search(text), (key, lang, text)


def test_rules_texts_exist_in_both_languages():
    from konwoj.texts import rules_text
    for ed, topics in rules_text.TOPICS.items():
        for t in topics:
            title = rules_text.topic_title(t, ed)
            for key in (title, title + ".text"):
                pl, en = i18n.tr(key, "pl"), i18n.tr(key, "en")
                assert pl != key and en != key and (pl != en or key.endswith("cleveland")), key
        for _, ph in rules_text.PHASES[ed]:
            for key in rules_text.phase_keys(ph, ed):
                assert i18n.tr(key, "pl") != key and i18n.tr(key, "en") != key, key
    for key in rules_text.CARD_NOTES["2e"]:
        assert i18n.tr(f"rules.note2e.{key}", "en") != f"rules.note2e.{key}"


def test_rules_for_the_first_edition_keep_the_target_phase_and_features(app, drawn):
    from konwoj.scenes.rules import RulesScene
    rs = RulesScene(app, "1e")
    app.push(rs)
    frame(app, drawn)
    assert "Wybór celu" in drawn and "Atak Molocha" in drawn and "VI a" in drawn
    assert "Znacznik Celu bitwy" not in drawn
    assert ("topic", "features") in rs.list.items
    rs.select(("topic", "features"))
    frame(app, drawn)
    assert "Cechy miast" in drawn
    rs.select(("city", 1))
    frame(app, drawn)
    assert "Iron Gate" in drawn and "Cecha miasta (Posterunek)" in drawn


def test_rules_for_the_second_edition(app, drawn):
    from konwoj.scenes.rules import RulesScene
    rs = RulesScene(app, "2e")
    app.push(rs)
    frame(app, drawn)
    # the ladder: no target phase, Action phases, six steps
    assert "Akcje Molocha" in drawn and "Wybór celu" not in drawn and "VI a" not in drawn
    assert "Port Cleveland, Zgliszcza Jersey" in rs.overview()   # the edition's city names
    topics = [v for k, v in rs.list.items if k == "topic"]
    assert topics == ["marker", "bombs", "moloch_win", "modules", "no_features",
                      "port_cleveland", "cards"]
    expect = {"marker": "Znacznik Celu bitwy", "bombs": "Dzielnice z Bombą",
              "moloch_win": "Kto wygrywa bitwę i co pada",
              "modules": "Moduły w przyszłych miastach", "no_features": "Bez cech miast",
              "port_cleveland": "Port Cleveland", "cards": "Obrońca i Patriota"}
    for t, title in expect.items():
        rs.select(("topic", t))
        frame(app, drawn)
        assert title in drawn
    # cities: the edition's names, Bomb districts, no feature
    names = [c.name("pl") for c in rs.cities]
    assert names[2] == "Port Cleveland"
    rs.select(("city", 2))
    frame(app, drawn)
    assert "Port Cleveland" in drawn
    assert "zabija wybranego Żołnierza" in " ".join(drawn)     # wrapped lines, joined
    assert "brak (w 2. edycji miasta nie mają cech)" in drawn
    rs.select(("city", 1))
    frame(app, drawn)
    assert "Bomba: gdy ta dzielnica padnie" in " ".join(drawn)
    # the cards an edition reads differently carry a note
    rs.select(("card", "obronca"))
    frame(app, drawn)
    assert "W 2. edycji:" in drawn
    rs.select(("card", "lowca"))
    frame(app, drawn)
    assert "W 2. edycji:" not in drawn
    app.set_lang("en")
    rs.select(("topic", "marker"))
    frame(app, drawn)
    assert "The Battle Target marker" in drawn


def test_rules_switch_between_editions(app, drawn):
    from konwoj.scenes.rules import RulesScene
    click(app, button(app.scenes.top, "title.rules"))
    rs = app.scenes.top
    assert isinstance(rs, RulesScene) and rs.ruleset == "1e"   # what New game would start
    rs.select(("city", 2))
    click_choice(app, rs.edition, "2e")
    assert rs.ruleset == "2e" and rs.current == ("game", None)
    frame(app, drawn)
    assert "Akcje Molocha" in drawn
    click_choice(app, rs.edition, "1e")
    frame(app, drawn)
    assert "Wybór celu" in drawn
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is not rs


def test_rules_from_the_game_menu_explain_the_game_in_play(app, drawn):
    from konwoj.scenes.ingame_menu import InGameMenu
    from konwoj.scenes.rules import RulesScene
    match = make_match(played(3, "2e", 30), "hotseat", ("moloch", "outpost"), None, 3)
    app.push(InGameMenu(app, match))
    click(app, button(app.scenes.top, "ingame_menu.rules"))
    rs = app.scenes.top
    assert isinstance(rs, RulesScene) and rs.ruleset == "2e"   # settings still say 1e


# ---------------------------------------------------------------------------- load screen, saves
def test_load_screen_shows_each_saves_edition(app, drawn):
    from konwoj import saves
    from konwoj.scenes.load import LoadScene, edition_of
    for ed in PLAYABLE:
        s = played(7, ed, 40)
        saves.save(s, saves.new_save_path(f"gra {ed}"), {"name": f"gra {ed}", "mode": "hotseat"})
    rows = saves.list_saves()
    assert sorted(r.ruleset for r in rows) == sorted(PLAYABLE)
    assert {edition_of(r) for r in rows} == set(PLAYABLE)
    app.push(LoadScene(app))
    frame(app, drawn)
    for ed in PLAYABLE:
        assert editions.label(ed, "pl", short=True) in drawn
    assert drawn.count("1. ed.") >= 1 + len(saves.list_scenarios()) - sum(
        1 for r in saves.list_scenarios() if r.ruleset == "2e")


def test_edition_of_a_row_that_does_not_say_is_the_first():
    from konwoj.scenes.load import edition_of
    assert edition_of({}) == "1e"
    assert edition_of({"ruleset": "9e"}) == "1e"
    assert edition_of({"ruleset": None}) == "1e"


def test_second_edition_save_round_trips_and_names_its_cities(app, tmp_dirs):
    from konwoj import saves
    from konwoj.saves.summary import describe
    s = played(11, "2e", 150)
    path = saves.save(s, saves.new_save_path("druga"), {"name": "druga", "mode": "hotseat"})
    back, meta = saves.load_with_meta(path)
    assert back.ruleset == "2e" and back.to_dict() == s.to_dict()
    assert back.legal_actions() == s.legal_actions()
    info = saves.info(path)
    assert info.ruleset == "2e"
    line = describe({"city": 2, "battle": 4, "ruleset": "2e"}, app.lang)
    assert line.startswith("Port Cleveland")
    assert describe({"city": 2, "battle": 4}, app.lang).startswith("Cleveland Harbour")


# ---------------------------------------------------------------------------- the table's words
def resolutions(ruleset: str, seed: int, limit: int = 40):
    """(state as the resolution began, state after the battle, winner) for random battles."""
    s = new_game(seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    out = []
    before = None
    while not s.is_terminal() and len(out) < limit:
        pre, n = s.clone(), len(s.log)
        s.apply(rng.choice(s.legal_actions()))
        if before is None and any(e.key == "strength" for e in s.log[n:]):
            before, start = pre, n              # this action ended the battle's last phase
        if before is not None and (s.battle != before.battle or s.is_terminal()):
            evs = s.log[start:]
            winner = next((e.args[0] for e in evs if e.key == "winner"), None)
            if any(e.key == "tie_moloch" for e in evs):
                winner = "moloch"
            # one battle per window: when every decision of the next battle resolves by itself
            # (R3), one action plays it too, and its districts would be counted with this one's
            one = sum(e.key == "strength" for e in evs) == 1
            if one and not any(e.key == "emp_attack" for e in evs):
                out.append((before, s.clone(), winner))
            before = None
    return out


def test_first_edition_resolution_says_what_fell_and_why():
    from konwoj.texts import edition_view as ev
    seen = set()
    for seed in range(4):
        for before, after, winner in resolutions("1e", seed):
            downs = ev.fallen(before, after)
            lines = ev.fell_lines(before, after, winner, "en")
            target = (before.active_city, before.target)
            assert target in [(c, i) for c, i, _ in downs]        # the target always falls
            assert any("the battle's target" in x for x in lines)
            if winner == "moloch" and len(downs) == 2:
                assert any("of his choice" in x for x in lines)
                seen.add("moloch2")
            if winner == "outpost":
                assert len(downs) == 1
                seen.add("outpost")
    assert seen == {"moloch2", "outpost"}


def test_first_edition_table_words_stay_as_they_were():
    import konwoj.texts.table_text  # noqa: F401 - the table's phase names
    from konwoj.texts import edition_view as ev
    s = new_game(seed=1)
    assert ev.phase_ladder(s) == ("draw", "target", "moloch_attack", "outpost_attack",
                                  "moloch_modules", "outpost_modules", "resolution", "convoy")
    assert ev.has_features(s) and not ev.target_by_marker(s)
    assert ev.city_name(s, 2, "pl") == "Cleveland Harbour"
    assert ev.phase_label(s, "target", "pl") == "II. Wybór celu"


def test_second_edition_table_words():
    from konwoj.texts import edition_view as ev
    s = new_game(seed=1, ruleset="2e")
    ladder = ev.phase_ladder(s)
    assert "target" not in ladder and ladder[0] == "draw" and ladder[-1] == "convoy"
    assert not ev.has_features(s) and ev.target_by_marker(s)
    assert ev.city_name(s, 2, "pl") == "Port Cleveland"
    assert ev.phase_label(s, "moloch_attack", "pl") == "2. Akcje Molocha"
    assert ev.district_kind(s, "bomb", "en") == "Bomb"
    assert ev.victory_text(s, "destroy_next_and_kill_soldier", "en", short=True) \
        == "+ next district, kills a Soldier"


def test_second_edition_resolution_says_two_districts_fell_on_a_moloch_win():
    from konwoj.texts import edition_view as ev
    seen = set()
    for seed in range(6):
        for before, after, winner in resolutions("2e", seed):
            downs = ev.fallen(before, after)
            lines = ev.fell_lines(before, after, winner, "en")
            target = (before.active_city, before.target)
            assert target == (before.active_city, min(i for i, d in enumerate(
                before.down[before.active_city]) if not d))          # the marker's district
            assert target in [(c, i) for c, i, _ in downs]
            if winner == "moloch" and before.active_city < 4:
                assert len(downs) == 2, (seed, downs)
                assert any("next standing district" in x or "next city's first" in x
                           for x in lines)
                seen.add("moloch")
            elif winner != "moloch":
                assert len(downs) == 1
                assert any("Only the marked district" in x for x in lines)
                seen.add("other")
            if any(eff == "bomb" for _, _, eff in downs):
                assert any("A Bomb goes off" in x for x in lines)
                seen.add("bomb")
    assert seen == {"moloch", "other", "bomb"}
