"""Hot-seat names (issue 40, item 7): typed at New game with real key events, shown on the
hand-off, the table, the game-over screen and the Games screen, kept in the save's meta and the
library, remembered in the settings; a hostile name in a file is cleaned or refused in one line."""
from __future__ import annotations

import time

import pygame
import pytest

from tests.support.drive import click, make_app, played
from tests.support.scenes import button, click_choice, press, texts_drawn
from konwoj.play.match import Match
from konwoj.play.session import LoadError, make_match, match_from_file
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.texts import player_names

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def type_keys(app, text):
    """``text`` typed as a keyboard sends it: a KEYDOWN (with its character) then a TEXTINPUT,
    then the KEYUP, each character in its own loop step."""
    for ch in text:
        down = pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()) if ch.isascii() else 0,
                                  mod=0, unicode=ch, scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=down.key, mod=0, unicode=ch, scancode=0)
        for e in (down, pygame.event.Event(pygame.TEXTINPUT, text=ch), up):
            pygame.event.post(e)
        app.step()


def new_game_hotseat(app):
    """Title -> New game -> hot seat, by clicks; returns the New game scene."""
    click(app, button(app.scenes.top, "title.new_game").rect.center)
    ng = app.scenes.top
    assert type(ng).__name__ == "NewGameScene"
    click_choice(app, ng.mode, "hotseat")
    return ng


def through_mulligans(app, seconds=20.0):
    """Hand-offs (Return) and mulligans (Keep / Continue) until the table shows."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        top = app.scenes.top
        name = type(top).__name__
        if name == "TableScene":
            return top
        if name == "HandoffScene":
            press(app, pygame.K_RETURN)
        elif name == "MulliganScene":
            click(app, (top.continue_button if top.continue_button.visible
                        else top.keep_button).rect.center)
        else:
            app.step([])
    raise AssertionError(f"no table (at {type(app.scenes.top).__name__})")


def test_names_typed_at_new_game_show_on_the_hand_off_and_the_table(monkeypatch, drawn):
    app = make_app(lang="en")
    app.step([])
    ng = new_game_hotseat(app)
    moloch, outpost = ng.names[MOLOCH], ng.names[OUTPOST]
    # hot seat chosen: the cursor waits in the first player's name, drawn as a visible caret
    assert moloch.visible and outpost.visible and moloch.focused and not outpost.focused
    type_keys(app, "Annaa")
    press(app, pygame.K_BACKSPACE)
    type_keys(app, "\x07\u202e\u200f")         # control characters and bidi marks: refused
    assert moloch.text == "Anna"
    press(app, pygame.K_TAB)                    # Tab: the other player's name
    assert outpost.focused and not moloch.focused
    type_keys(app, "Bartłomiej Żółć Długie Imię")
    assert outpost.text == "Bartłomiej Żółć Dług"    # at most 20 characters
    assert len(outpost.text) == player_names.MAX_LEN
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert moloch.focused
    press(app, pygame.K_TAB)
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    assert outpost.text == "Bartłomiej Żółć"
    # the caret shows in the focused field: a line of the accent colour right of the text
    app.draw()
    r = outpost.rect
    from konwoj.ui.widgets import ACCENT
    caret = [x for x in range(r.x + r.w // 4, r.right - 4)
             if tuple(app.screen.get_at((x, r.centery)))[:3] == ACCENT]
    assert caret, "no caret drawn in the focused name field"

    press(app, pygame.K_RETURN)                 # Start
    handoff = app.scenes.top
    assert type(handoff).__name__ == "HandoffScene" and handoff.side == MOLOCH
    drawn.clear()
    app.draw()
    assert "Anna (Moloch)" in drawn
    # the last names are remembered as the default for the next New game
    assert (app.settings.name_moloch, app.settings.name_outpost) == ("Anna", "Bartłomiej Żółć")
    from konwoj.settings import Settings
    kept = Settings.load()
    assert (kept.name_moloch, kept.name_outpost) == ("Anna", "Bartłomiej Żółć")

    press(app, pygame.K_RETURN)                 # Anna has the seat: her opening hand
    assert type(app.scenes.top).__name__ == "MulliganScene"
    drawn.clear()
    app.draw()
    assert any(s.startswith("Anna (Moloch)") for s in drawn), drawn
    table = through_mulligans(app)
    assert table.match.names == {MOLOCH: "Anna", OUTPOST: "Bartłomiej Żółć"}
    p = table.match.state.current_player
    who = {MOLOCH: "Anna (Moloch)", OUTPOST: "Bartłomiej Żółć (Outpost)"}[p]
    head, _body, _tone = table.prompt_texts()
    assert who in head
    # the side plates name the players
    from konwoj.ui.table import draw as D
    seen = []
    real_txt = D.txt

    def spy(s, *a, **k):
        seen.append(s)
        return real_txt(s, *a, **k)
    monkeypatch.setattr(D, "txt", spy)
    table._refresh()
    app.request_redraw()
    app.draw()
    assert "Anna" in seen and "Bartłomiej Żółć" in seen
    assert table.seat_label(MOLOCH) == "Anna"


def test_empty_names_are_the_sides_and_the_last_names_come_back(drawn):
    app = make_app(lang="en")
    app.settings.name_moloch, app.settings.name_outpost = "Ola", ""
    app.step([])
    ng = new_game_hotseat(app)
    assert ng.names[MOLOCH].text == "Ola" and ng.names[OUTPOST].text == ""
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    type_keys(app, "   ")                       # spaces alone: no name
    press(app, pygame.K_RETURN)
    handoff = app.scenes.top
    assert type(handoff).__name__ == "HandoffScene"
    assert handoff.match.names == {} and "names" not in handoff.match.meta()
    assert "players" not in handoff.match.meta()
    drawn.clear()
    app.draw()
    assert "MOLOCH" in drawn and not any("(Moloch)" in s for s in drawn)


def test_a_name_takes_only_letters_the_font_draws():
    app = make_app(lang="pl")
    app.step([])
    ng = new_game_hotseat(app)
    from konwoj.ui import fonts
    missing = next(c for c in ("\U0001f600", "\u4e00", "\U000e0041") if not fonts.has_glyph(c))
    type_keys(app, "Zoë" + missing + "ĄŁ")
    assert ng.names[MOLOCH].text == "ZoëĄŁ"


def test_the_solo_game_asks_no_names():
    app = make_app(lang="en")
    app.step([])
    click(app, button(app.scenes.top, "title.new_game").rect.center)
    ng = app.scenes.top
    assert not any(f.visible for f in ng.names.values())
    ng.names[MOLOCH].text = "Nobody"
    click_choice(app, ng.mode, "hotseat")
    click_choice(app, ng.mode, "solo")
    assert not any(f.visible or f.focused for f in ng.names.values())
    press(app, pygame.K_RETURN)                 # a solo game starts: no names in it
    top = app.scenes.top
    assert type(top).__name__ == "MulliganScene" and top.match.mode == "solo"
    assert top.match.names == {} and "players" not in top.match.meta()


# ---------------------------------------------------------------------------- files
def test_names_survive_the_autosave_a_named_save_and_the_library(monkeypatch):
    from konwoj import saves
    from konwoj.saves import library
    m = make_match(played(8, 30), "hotseat", seed=8, names={MOLOCH: "Anna", OUTPOST: "Bartek"})
    assert m.meta()["players"] == {MOLOCH: "Anna", OUTPOST: "Bartek"}
    m.autosave()
    back = match_from_file(saves.autosave_path())
    assert back.names == {MOLOCH: "Anna", OUTPOST: "Bartek"} and back.mode == "hotseat"
    path = saves.save(m.state, saves.new_save_path("z imionami"), {**m.meta(), "name": "x"})
    assert match_from_file(path).names == m.names
    # the Load screen's row and the title's Continue say who plays
    from konwoj.saves.summary import describe
    assert "Anna (Moloch) vs Bartek (Outpost)" in describe(saves.info(path), "en")
    assert "Anna (Moloch) vs Bartek (Posterunek)" in describe(saves.info(saves.autosave_path()), "pl")
    # a finished game keeps them in the library, and the Games screen lists them
    over = played(33, 5000)
    assert over.is_terminal()
    kept = library.keep(over, Match(over, "hotseat", seed=33, names=m.names).meta())
    row = next(r for r in library.games() if r.path == kept)
    assert player_names.names_from(row.meta) == m.names
    app = make_app(lang="en")
    app.step([])
    click(app, next(b for b in app.scenes.top.buttons if b.label == "title.games").rect.center)
    games = app.scenes.top
    games.bg_toggle.value = False
    who, res, _ = games.describe(next(it[1] for it in games.list.items if it[1].path == kept))
    assert who == "2 players: Anna (Moloch) vs Bartek (Outpost)"
    assert res == f"{m.who(over.winner, 'en')} won"
    assert who in texts_drawn(app, monkeypatch)


def test_an_old_save_without_names_still_loads():
    from konwoj import saves
    s = played(9, 30)
    path = saves.save(s, saves.new_save_path("stary"), {"name": "stary", "mode": "hotseat",
                                                        "human_sides": [MOLOCH, OUTPOST]})
    m = match_from_file(path)
    assert m.names == {} and m.who(MOLOCH, "en") == "Moloch" and "players" not in m.meta()


def _save_with_players(players_yaml: str):
    from konwoj import saves
    s = played(10, 30)
    path = saves.save(s, saves.new_save_path("wrogi"), {"name": "wrogi", "mode": "hotseat",
                                                        "players": {MOLOCH: "x"}})
    text = path.read_text(encoding="utf-8")
    assert "players:\n    moloch: x\n" in text
    path.write_text(text.replace("players:\n    moloch: x\n", players_yaml), encoding="utf-8")
    return path


@pytest.mark.parametrize("players", [
    "players: 7\n", "players: Anna\n", "players:\n    moloch: 123\n",
    "players:\n    moloch: [a, b]\n", "players:\n    god: Anna\n",
])
def test_a_name_that_is_not_text_is_refused_in_one_line(players):
    path = _save_with_players(players)
    before = path.read_bytes()
    with pytest.raises(LoadError) as err:
        match_from_file(path)
    msg = err.value.text("en")
    assert "'players' must give the sides" in msg and "\n" not in msg
    assert "'players'" in err.value.text("pl")
    assert path.read_bytes() == before                   # nothing lost


def test_a_hostile_name_is_cleaned():
    huge = "A\u202eB\x1b[31m\u200fC" + "x" * 50_000
    path = _save_with_players('players:\n    moloch: "%s"\n    outpost: "\\t\\u0007 "\n'
                              % huge.replace("\x1b", "\\e"))
    m = match_from_file(path)
    assert m.names == {MOLOCH: ("AB[31mC" + "x" * 20)[:20]}
    assert all(c.isprintable() for c in m.names[MOLOCH])
    from konwoj.saves import index
    row = index.rows(path.parent)[0]                     # the listing cleans the same way
    assert player_names.names_from(row.meta) == m.names


def test_player_names_clean_is_bounded():
    assert player_names.clean("  Anna \t Maria  ") == "Anna Maria"
    assert player_names.clean(None) == "" and player_names.clean(42) == ""
    assert player_names.clean("\u202e\u202d\u2066\x00\x7f") == ""
    assert len(player_names.clean("é" * 10_000_000)) == player_names.MAX_LEN
    assert player_names.who(MOLOCH, {}, "pl") == "Moloch"
    assert player_names.who(OUTPOST, {OUTPOST: "Ela"}, "pl") == "Ela (Posterunek)"


def test_settings_names_are_cleaned_or_refused(tmp_path):
    from konwoj.settings import Settings
    f = tmp_path / "settings.yaml"
    f.write_text('name_moloch: "Ja\\u202eś\\u0007"\nname_outpost: 12\n', encoding="utf-8")
    s, problem = Settings.read(f)
    assert s.name_moloch == "Jaś" and s.name_outpost == ""
    assert "name_outpost" in str(problem)
    f.write_text("name_moloch: " + "x" * 5000 + "\n", encoding="utf-8")
    s, problem = Settings.read(f)
    assert s.name_moloch == "" and "name_moloch" in str(problem)


def test_game_over_names_the_winner_and_a_rematch_keeps_the_names(drawn):
    app = make_app(lang="en")
    app.step([])
    over = played(33, 5000)
    m = Match(over, "hotseat", seed=33, names={MOLOCH: "Anna", OUTPOST: "Bartek"})
    app.open("game_over", m)
    drawn.clear()
    app.draw()
    assert f"{m.who(over.winner, 'en')} wins!" in drawn
    app.scenes.top.rematch()
    handoff = app.scenes.top                # the new game starts behind a hand-off
    assert type(handoff).__name__ == "HandoffScene"
    assert handoff.match is not m and handoff.match.names == m.names


def test_the_polish_hand_off_names_the_player_in_the_nominative():
    """"Przekaż komputer graczowi Anna" wants the dative ("Annie"), which a typed name cannot be
    put into: the line above the name introduces it ("Teraz gra: Anna (Moloch)") instead."""
    from konwoj.i18n import tr
    line = tr("handoff.pass_to", "pl")
    assert not line.rstrip().endswith("graczowi"), line
    assert line.rstrip().endswith(":"), line


def test_new_game_hot_seat_by_keys_alone_typing_never_triggers_other_keys():
    """Title -> New game -> hot seat -> both names -> Start with key events only. Hot seat puts
    the focus (and the caret) in the first name: a typed space or letter goes into the name
    (it once flipped the mode back, the focus being left on the mode choice); Tab goes on from a
    name to the next widget, Shift+Tab back; Return starts with the names."""
    app = make_app(lang="en")
    app.step([])
    title = app.scenes.top
    for _ in range(12):
        if next((b for b in title.buttons if b.selected and b.label == "title.new_game"), None):
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    ng = app.scenes.top
    assert type(ng).__name__ == "NewGameScene"
    for _ in range(20):
        if ng.key_focus is ng.mode:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)                          # the mode: hot seat
    moloch, outpost = ng.names[MOLOCH], ng.names[OUTPOST]
    assert ng.mode.value == "hotseat" and ng.key_focus is moloch and moloch.focused
    type_keys(app, "Ala h z")                           # space, H, Z: letters of the name
    assert moloch.text == "Ala h z" and ng.mode.value == "hotseat"
    press(app, pygame.K_TAB)
    assert ng.key_focus is outpost and outpost.focused and not moloch.focused
    type_keys(app, "Olek")
    press(app, pygame.K_TAB)                            # on to the next widget, not round
    assert ng.key_focus not in (moloch, outpost) and not outpost.focused and not moloch.focused
    press(app, pygame.K_SPACE)                          # that widget's own key now
    assert outpost.text == "Olek"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ng.key_focus is outpost and outpost.focused
    type_keys(app, "!")
    assert outpost.text == "Olek!"
    press(app, pygame.K_RETURN)                         # Start
    assert type(app.scenes.top).__name__ == "HandoffScene"
    assert (app.settings.name_moloch, app.settings.name_outpost) == ("Ala h z", "Olek!")
