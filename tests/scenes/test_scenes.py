"""The shell's scenes driven by posted mouse and keyboard events (headless, SDL dummy driver)."""
from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.ui import art  # noqa: E402
from konwoj.app import App, make_match  # noqa: E402
from konwoj.rules import new_game  # noqa: E402
from konwoj.settings import Settings  # noqa: E402
from tests.support.scenes import button, click, click_choice, frame, press, type_text  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs")


@pytest.fixture
def faces(monkeypatch):
    """Records every card face drawn (card keys)."""
    seen: list[str] = []
    real = art.card_face

    def spy(key, size=(180, 252), lang="pl", strength=None, **kw):
        seen.append(key)
        return real(key, size, lang, strength, **kw)

    monkeypatch.setattr(art, "card_face", spy)
    return seen


# ---------------------------------------------------------------------------- the whole way in
def test_hotseat_title_to_table(app, drawn, faces):
    from konwoj.scenes.handoff import HandoffScene
    from konwoj.scenes.mulligan import MulliganScene
    from konwoj.scenes.newgame import NewGameScene

    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    click_choice(app, ng.mode, "hotseat")
    assert ng.mode.value == "hotseat" and not ng.side.visible
    click(app, ng.seed)
    type_text(app, "42")
    assert ng.seed.text == "42"
    click(app, ng.start_button)

    # hand-off to Moloch: his side named, no card of any hand drawn
    ho = app.scenes.top
    assert isinstance(ho, HandoffScene) and ho.side == "moloch"
    frame(app, faces)
    frame(app, drawn)
    assert faces == []
    assert "MOLOCH" in drawn
    click(app, ho.ready)

    mul = app.scenes.top
    assert isinstance(mul, MulliganScene) and mul.side == "moloch"
    match = mul.match
    assert match.state.seed == 42
    frame(app, faces)
    assert sorted(faces) == sorted(match.state.card(c).key for c in match.state.hand_of("moloch"))
    click(app, mul.keep_button)

    ho2 = app.scenes.top
    assert isinstance(ho2, HandoffScene) and ho2.side == "outpost"
    frame(app, faces)
    assert faces == []
    press(app, pygame.K_RETURN)

    mul2 = app.scenes.top
    assert isinstance(mul2, MulliganScene) and mul2.side == "outpost"
    before = list(match.state.hand_of("outpost"))
    click(app, mul2.redraw_button)
    assert mul2.redrawn and mul2.continue_button.visible
    # the new 4 cards show (not the first battle's draw that follows the last mulligan)
    assert set(mul2.hand) <= set(match.state.hand_of("outpost"))
    assert len(mul2.hand) == 4
    assert any(e.key == "mulligan" and e.args[:1] == ("outpost",) for e in match.state.log)
    assert before  # the first hand was shown before the redraw
    click(app, mul2.continue_button)

    assert match.state.phase != "mulligan"
    assert [e.key for e in match.state.log].count("keep") == 1
    assert [e.key for e in match.state.log].count("mulligan") == 1
    top = app.scenes.top
    from konwoj.scenes.table import TableScene
    assert isinstance(app.scenes.stack[1], TableScene)
    # the Outpost had the seat last; Moloch picks the first target: the table hands over
    assert isinstance(top, TableScene) or (isinstance(top, HandoffScene)
                                           and top.side == match.state.current_player)
    frame(app)   # the table (or its stand-in) draws


def test_solo_computer_decides_its_own_mulligan(app):
    from konwoj.scenes.mulligan import MulliganScene
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    click_choice(app, ng.mode, "solo")
    click(app, ng.tiles[1])              # the Outpost's tile
    assert ng.side.value == "outpost"
    click(app, ng.start_button)
    mul = app.scenes.top
    # no hand-off in a solo game; Moloch (the computer) has already decided
    assert isinstance(mul, MulliganScene) and mul.side == "outpost"
    assert mul.notes and mul.notes[0][1] == "moloch"
    assert mul.match.mode == "solo" and tuple(mul.match.human_sides) == ("outpost",)
    click(app, mul.keep_button)
    assert mul.match.state.phase != "mulligan"


def test_new_game_levels_in_both_languages(app, drawn):
    from konwoj.scenes.newgame import NewGameScene, available_levels
    levels = available_levels()
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    frame(app, drawn)
    names_pl = {"recruit": "Rekrut", "private": "Szeregowy", "veteran": "Weteran",
                "random": "Losowy"}
    names_en = {"recruit": "Recruit", "private": "Private", "veteran": "Veteran",
                "random": "Random"}
    for lv in levels:
        assert names_pl[lv] in drawn
    app.set_lang("en")
    frame(app, drawn)
    for lv in levels:
        assert names_en[lv] in drawn


def test_seed_takes_digits_only(app):
    click(app, button(app.scenes.top, "title.new_game"))
    ng = app.scenes.top
    click(app, ng.seed)
    type_text(app, "4a2-")
    assert ng.seed.text == "42"          # digits only
    assert ng.seed_value() == 42 and not ng.seed_error


# ---------------------------------------------------------------------------- language, settings
def test_language_switch_changes_visible_strings(app, drawn):
    title = app.scenes.top
    frame(app, drawn)
    assert "Nowa gra" in drawn and "Zasady i karty" in drawn
    assert "New game" not in drawn
    click_choice(app, title.lang_choice, "en")
    assert app.lang == "en"
    frame(app, drawn)
    assert "New game" in drawn and "Rules & cards" in drawn and "Quit" in drawn
    assert "Nowa gra" not in drawn
    assert Settings.load().lang == "en"     # stored at once


def test_settings_persist(app, drawn, tmp_dirs):
    from konwoj.scenes.settings_scene import SettingsScene
    click(app, button(app.scenes.top, "title.settings"))
    st = app.scenes.top
    assert isinstance(st, SettingsScene)
    click_choice(app, st.lang, "en")
    frame(app, drawn)
    assert "Settings" in drawn and "Language" in drawn and "Ustawienia" not in drawn
    click(app, st.confirm)
    click_choice(app, st.anim, 2.0)
    click_choice(app, st.ai, 5.0)
    click_choice(app, st.window, (1600, 900))
    assert app.size == (1600, 900)
    path = tmp_dirs / "config" / "konwoj" / "settings.yaml"
    assert path.is_file()
    s = Settings.load()
    assert s.lang == "en" and s.confirm_end_phase is True
    assert s.animation_speed == 2.0 and s.ai_budget == 5.0
    assert tuple(s.window_size) == (1600, 900)
    # a new App starts with what was stored
    app2 = App(headless=True)
    assert app2.lang == "en" and app2.settings.ai_budget == 5.0
    press(app, pygame.K_ESCAPE)
    from konwoj.scenes.title import TitleScene
    assert isinstance(app.scenes.top, TitleScene)


# ---------------------------------------------------------------------------- rules & cards
def test_rules_search_finds_lowca(app, faces):
    from konwoj.scenes.rules import RulesScene
    click(app, button(app.scenes.top, "title.rules"))
    rs = app.scenes.top
    assert isinstance(rs, RulesScene)
    all_cards = rs.visible_cards()
    assert len(all_cards) == len(rs.data.cards)
    type_text(app, "Łowca")
    assert rs.search.text == "Łowca"
    assert rs.visible_cards() == ["lowca"]
    assert rs.current == ("card", "lowca")
    frame(app, faces)
    assert "lowca" in faces
    # accent-blind and in English too
    rs.search.set_text("")
    type_text(app, "lowca")
    assert rs.visible_cards() == ["lowca"]
    rs.search.set_text("")
    type_text(app, "hunter")
    assert rs.visible_cards() == ["lowca"]
    press(app, pygame.K_ESCAPE)          # clears the search first
    assert rs.search.text == "" and app.scenes.top is rs
    press(app, pygame.K_ESCAPE)          # then leaves
    assert app.scenes.top is not rs


def test_rules_lists_phases_and_cities(app, drawn):
    from konwoj.scenes.rules import RulesScene
    app.push(RulesScene(app))
    rs = app.scenes.top
    frame(app, drawn)
    assert "Dociąg" in drawn and "Rozstrzygnięcie" in drawn
    city = next(it for it in rs.list.items if it == ("city", 4))
    rs.select(city)
    frame(app, drawn)
    assert "Nowy Jork" in drawn and any("Stanowiska" in s for s in drawn)
    app.set_lang("en")
    frame(app, drawn)
    assert "New York" in drawn and "Battle stations" in drawn


# ---------------------------------------------------------------------------- game over
def finished_state(seed=3):
    s = new_game(seed=seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_game_over_shows_winner_and_summary(app, drawn):
    from konwoj.scenes.gameover import GameOverScene
    state = finished_state()
    match = make_match(state, "hotseat", ("moloch", "outpost"), None, 3)
    app.push(GameOverScene(app, match))
    frame(app, drawn)
    winner = "Moloch" if state.winner == "moloch" else "Posterunek"
    assert f"{winner} wygrywa!" in drawn
    assert "Rozegrane bitwy" in drawn and str(state.battle) in drawn
    assert "Karty w talii Molocha" in drawn and str(state.deck_size("moloch")) in drawn
    app.set_lang("en")
    frame(app, drawn)
    assert f"{'Moloch' if state.winner == 'moloch' else 'The Outpost'} wins!" in drawn


def test_game_over_names_the_outpost_with_its_article(app, drawn):
    """English: "The Outpost wins!" (not "Outpost wins!"), in a hot-seat game and under a solo
    player's "Victory!"; and the reason says a card in the deck or a Robot, as the books do."""
    from konwoj.scenes.gameover import GameOverScene
    seed = next(k for k in range(40) if finished_state(k).winner == "outpost")
    app.set_lang("en")
    for mode, humans in (("hotseat", ("moloch", "outpost")), ("solo", ("outpost",))):
        app.push(GameOverScene(app, make_match(finished_state(seed), mode, humans, "random",
                                               seed)))
        drawn.clear()
        frame(app, drawn)
        assert "The Outpost wins!" in drawn and "Outpost wins!" not in drawn, drawn
        app.scenes.pop()


def test_game_over_rematch_keeps_the_settings(app):
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.scenes.mulligan import MulliganScene
    state = finished_state(5)
    match = make_match(state, "solo", ("moloch",), "random", 5)
    app.push(GameOverScene(app, match))
    app.draw()                      # a click counts once the screen has been seen
    click(app, app.scenes.top.rematch_button)
    mul = app.scenes.top
    assert isinstance(mul, MulliganScene)
    assert mul.match.mode == "solo" and tuple(mul.match.human_sides) == ("moloch",)
    assert mul.match.seed != 5 and mul.match.state.phase == "mulligan"


def test_game_over_title_button(app):
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.scenes.title import TitleScene
    app.push(GameOverScene(app, make_match(finished_state(), "hotseat")))
    app.draw()
    click(app, app.scenes.top.title_button)
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes.stack) == 1


def test_a_key_right_after_the_game_ended_does_not_act_on_the_game_over_screen(app):
    """The game often ends by itself after the player's last key: that key held, a repeat of
    it or a second press within half a second (Esc and the buttons' hotkeys too) leave the
    game-over screen as it is; a deliberate press later acts."""
    from tests.support.drive import post, settle
    from konwoj.scenes.gameover import GameOverScene
    app.keys_down = {pygame.K_SPACE}                  # the key that made the last move, held
    app.push(GameOverScene(app, make_match(finished_state(), "hotseat")))
    over = app.scenes.top
    app.draw()
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert app.scenes.top is over                    # the held key's repeat
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    for k in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_r, pygame.K_p):   # within half a second
        post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""),
             pygame.event.Event(pygame.KEYUP, key=k, mod=0))
        assert app.scenes.top is over, k
    settle(app)
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""),
         pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))
    assert app.is_title(app.scenes.top)


# ---------------------------------------------------------------------------- load, continue
def test_load_lists_deletes_and_survives_broken_saves(app, drawn):
    import konwoj.saves as saves
    from konwoj.scenes.load import LoadScene
    folder = saves.saves_dir()
    good = saves.save(new_game(seed=1), folder / ("good" + saves.SUFFIX),
                      make_match(new_game(seed=1), "solo", ("outpost",), "random", 1).meta())
    other = saves.save(new_game(seed=2), folder / ("other" + saves.SUFFIX),
                       make_match(new_game(seed=2), "hotseat").meta())
    broken = folder / ("broken" + saves.SUFFIX)
    broken.write_text("format: 1\nstate: {phase: nowhere}\n", encoding="utf-8")
    click(app, button(app.scenes.top, "title.load"))
    ls = app.scenes.top
    assert isinstance(ls, LoadScene)
    rows = [it for it in ls.list.items if it[0] == "save"]
    assert len(rows) == 3
    bad = [it for it in rows if it[1].error]
    assert len(bad) == 1
    frame(app, drawn)
    assert any("broken" in s.lower() or "uszkodzony" in s.lower() for s in drawn)
    assert any(it[0] == "heading" and it[1] == "load.scenarios" for it in ls.list.items)

    # delete "other" through the × and the confirmation
    idx = next(i for i, it in enumerate(ls.list.items) if it[0] == "save"
               and str(it[1].path).endswith("other" + saves.SUFFIX))
    ls.list.scroll_to(idx)
    rect = dict(ls.list.row_rects())[idx]
    click(app, ls._delete_rect(rect).center)
    from konwoj.scenes.widget_scene import ConfirmDialog
    dlg = app.scenes.top
    assert isinstance(dlg, ConfirmDialog)
    click(app, dlg.yes_button)
    assert not other.exists() and good.exists()
    assert app.scenes.top is ls
    assert len([it for it in ls.list.items if it[0] == "save"]) == 2

    # the broken one shows its error; the good one still loads
    idx = next(i for i, it in enumerate(ls.list.items) if it[0] == "save" and it[1].error)
    click(app, dict(ls.list.row_rects())[idx].move(20, 0).midleft)
    assert isinstance(app.scenes.top, ConfirmDialog)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is ls
    idx = next(i for i, it in enumerate(ls.list.items) if it[0] == "save"
               and str(it[1].path).endswith("good" + saves.SUFFIX))
    click(app, dict(ls.list.row_rects())[idx].move(20, 0).midleft)
    from konwoj.scenes.mulligan import MulliganScene
    assert isinstance(app.scenes.top, MulliganScene)
    assert app.scenes.top.match.state == new_game(seed=1) or app.scenes.top.match.state.seed == 1


def test_continue_needs_an_autosave(app):
    import konwoj.saves as saves
    from konwoj.scenes.title import TitleScene
    title = app.scenes.top
    cont = button(title, "title.continue")
    assert not cont.enabled
    click(app, cont)
    assert app.scenes.top is title
    state = new_game(seed=9)
    saves.autosave(state, make_match(state, "hotseat").meta())
    app.go_title()
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    cont = button(title, "title.continue")
    assert cont.enabled
    click(app, cont)
    from konwoj.scenes.handoff import HandoffScene
    assert isinstance(app.scenes.top, HandoffScene)


# ---------------------------------------------------------------------------- layout
@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
def test_every_scene_fits_the_window(app, size):
    from konwoj.scenes.gameover import GameOverScene
    from konwoj.scenes.handoff import HandoffScene
    from konwoj.scenes.load import LoadScene
    from konwoj.scenes.mulligan import MulliganScene
    from konwoj.scenes.newgame import NewGameScene
    from konwoj.scenes.rules import RulesScene
    from konwoj.scenes.settings_scene import SettingsScene
    app.set_window(size=size)
    screen = pygame.Rect((0, 0), size)
    match = make_match(new_game(seed=1), "hotseat")
    makers = [lambda: app.scenes.top, lambda: NewGameScene(app),
              lambda: HandoffScene(app, "outpost", lambda: None),
              lambda: MulliganScene(app, match, "moloch"), lambda: RulesScene(app),
              lambda: SettingsScene(app), lambda: LoadScene(app),
              lambda: GameOverScene(app, make_match(finished_state(), "hotseat"))]
    for make in makers:
        scene = make()
        if scene is not app.scenes.top:
            app.push(scene)
        frame(app)
        for w in scene.widgets:
            if w.visible:
                assert screen.contains(w.rect), (type(scene).__name__, w, w.rect)
        for r in getattr(scene, "card_rects", []):
            assert screen.contains(r)
        if scene is not app.scenes.stack[0]:
            app.scenes.pop()


def test_hotkey_text_does_not_reach_the_next_scene(app):
    """Pressing "r" on the title opens Rules & cards; the "r" typed by that same key press must
    not appear in its search field."""
    from konwoj.scenes.rules import RulesScene
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="r"))
    app.step()
    rs = app.scenes.top
    assert isinstance(rs, RulesScene)
    assert rs.search.text == ""
    type_text(app, "r")                  # a later "r" is typed normally
    assert rs.search.text == "r"


def test_rules_search_without_match(app, drawn):
    from konwoj.scenes.rules import RulesScene
    app.push(RulesScene(app))
    rs = app.scenes.top
    type_text(app, "xyzzy")
    assert rs.visible_cards() == [] and rs.current == ("none", "xyzzy")
    frame(app, drawn)
    assert any("xyzzy" in s for s in drawn)
    rs.search.set_text("")
    assert rs.current == ("game", None) and len(rs.visible_cards()) == len(rs.data.cards)


def test_title_keyboard_menu(app):
    from konwoj.scenes.rules import RulesScene
    title = app.scenes.top
    press(app, pygame.K_DOWN)            # New game (Continue is disabled: skipped)
    press(app, pygame.K_DOWN)            # Load
    press(app, pygame.K_DOWN)            # Games (beside Load)
    press(app, pygame.K_DOWN)            # Learn to play
    press(app, pygame.K_DOWN)            # Rules & cards
    assert [b.label for b in title.buttons if b.selected] == ["title.rules"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, RulesScene)


def test_the_opening_hand_note_names_the_computers_side_with_its_article(app, drawn):
    """"The Outpost (computer) keeps the opening hand.", not "Outpost (computer) keeps ..."."""
    from konwoj.scenes.mulligan import MulliganScene
    app.set_lang("en")
    match = make_match(new_game(seed=1), "solo", ("moloch",), "random", 1)
    app.push(MulliganScene(app, match, "moloch", [("mulligan.ai_keep", "outpost")]))
    drawn.clear()
    frame(app, drawn)
    assert any("The Outpost (computer) keeps the opening hand." in x for x in drawn), drawn


def test_space_keeps_the_opening_hand_as_it_goes_on_at_the_table(app):
    """Space drives the table (end the phase); on the opening hand it did nothing, only Return
    kept it (a new player's finding). A deliberate Space keeps the hand; the held Space that
    came from the screen before does not (the screen's reveal guard)."""
    from tests.support.drive import post, settle
    from konwoj.scenes.mulligan import MulliganScene
    match = make_match(new_game(seed=1), "hotseat")
    app.keys_down = {pygame.K_SPACE}                 # the key that passed the hand-off, held
    app.push(MulliganScene(app, match, "moloch"))
    mul = app.scenes.top
    app.draw()
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert app.scenes.top is mul and match.state.phase == "mulligan"
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    settle(app)
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "),
         pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    assert mul.continue_button.visible or app.scenes.top is not mul
