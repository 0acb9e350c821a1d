"""The in-game menu and the save dialog, driven with posted events through the real
``App(headless=True)``: Esc opens and closes the menu, a named save (Polish letters) shows on the
load screen and loads to an equal state, a broken file is listed with its error without stopping
the others, errors are shown instead of raised, and no hand shows under the menu in hot seat."""
from __future__ import annotations

import pygame
import pytest

from konwoj import saves
from konwoj.rules import MOLOCH, OUTPOST, new_game
from konwoj.scenes.handoff import HandoffScene
from konwoj.scenes.ingame_menu import InGameMenu, SaveDialog
from konwoj.scenes.load import LoadScene
from konwoj.scenes.rules import RulesScene
from konwoj.scenes.settings_scene import SettingsScene
from konwoj.scenes.table import TableScene
from konwoj.scenes.title import TitleScene
from konwoj.play.match import Match, RandomOpponent
from konwoj.scenes.widget_scene import ConfirmDialog
from tests.support.drive import attack_position, click, key, make_app, post, type_text  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs", "quick_table")


# ---------------------------------------------------------------------- driving the window
def open_game(state=None, mode="hotseat", seat=OUTPOST, size=(1366, 768), lang="pl",
              level="random", step=True):
    """The title with a table on it (as New game / Continue leave it)."""
    app = make_app(size, lang)
    state = state if state is not None else attack_position()
    human = (MOLOCH, OUTPOST) if mode == "hotseat" else (seat,)
    match = Match(state, mode, human, level, 7)
    if mode == "hotseat":
        match.handed_off(seat)
    app.start_match(match)
    if step:
        app.step([])
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return app, table, match


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def load_rows(scene: LoadScene):
    return {i: item for i, item in enumerate(scene.list.items) if item[0] in ("save", "scenario")}


def click_row(app, scene: LoadScene, index):
    scene.list.scroll_to(index)
    rect = dict(scene.list.row_rects())[index]
    click(app, (rect.x + rect.w // 3, rect.centery))


# ---------------------------------------------------------------------- (d) Esc
def test_escape_opens_and_closes_the_menu():
    app, table, match = open_game()
    before = match.state.to_dict()
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, InGameMenu) and menu.is_overlay
    assert app.scenes.stack[-2] is table          # the table stays below, drawn under the veil
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    assert match.state.to_dict() == before
    # and again: the menu opens as often as it is asked for
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, InGameMenu)
    click(app, button(app.scenes.top, "ingame_menu.resume").rect.center)
    assert app.scenes.top is table


def test_escape_first_cancels_a_selection_then_opens_the_menu():
    app, table, match = open_game()
    p = next(table._hand_point(c) for c, _ in table.layout.hand_rects if c.startswith("scorn"))
    click(app, p)
    assert table.sel is not None
    key(app, pygame.K_ESCAPE)
    assert table.sel is None and app.scenes.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, InGameMenu)


def test_menu_button_opens_the_menu_and_nothing_reaches_the_table_below():
    app, table, match = open_game()
    before = match.state.to_dict()
    click(app, table.layout.btn_rects["menu"].center)
    menu = app.scenes.top
    assert isinstance(menu, InGameMenu)
    # a click where a hand card is, a drag, Backspace, the wheel: the table below hears nothing
    p = next(table._hand_point(c) for c, _ in table.layout.hand_rects if c.startswith("scorn"))
    click(app, p)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(p[0], p[1] - 200), rel=(0, -200),
                                 buttons=(1, 0, 0)))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(p[0], p[1] - 200), button=1))
    key(app, pygame.K_BACKSPACE)
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert app.scenes.top is menu
    assert table.sel is None and table.drag is None and match.state.to_dict() == before
    # Space (like Enter) picks the highlighted entry, Resume by default: it never ends a phase
    key(app, pygame.K_SPACE, " ")
    assert app.scenes.top is table and match.state.to_dict() == before


def test_keyboard_moves_through_the_menu():
    app, table, match = open_game()
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)                      # Resume -> Save game
    assert menu.buttons[1].selected
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SaveDialog)
    key(app, pygame.K_ESCAPE)                    # the dialog cancels, the menu stays
    assert app.scenes.top is menu
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert menu.buttons[-1].selected             # wraps round to Quit
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TitleScene)


def test_the_computer_waits_while_the_menu_is_open():
    # Moloch's turn in a solo game where the computer plays Moloch
    s = attack_position(phase="moloch_attack")
    app, table, match = open_game(s, mode="solo", seat=OUTPOST, step=False)
    assert match.ai_to_move()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, InGameMenu)
    before = match.state.to_dict()
    for _ in range(30):
        app.step([])
    assert match.state.to_dict() == before
    key(app, pygame.K_ESCAPE)
    for _ in range(30):
        app.step([])
        if match.state.to_dict() != before:
            break
    assert match.state.to_dict() != before        # back at the table the computer moves again


def test_rules_and_settings_return_to_the_menu():
    app, table, match = open_game()
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    click(app, button(menu, "ingame_menu.rules").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    click(app, button(menu, "ingame_menu.settings").rect.center)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    settings.set_lang("en")                      # the language changes under the menu too
    click(app, settings.back_button.rect.center)
    assert app.scenes.top is menu and app.lang == "en"
    app.draw()
    assert menu.buttons[0].text == "Resume"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


# ---------------------------------------------------------------------- (b) a named save
@pytest.mark.slow
def test_a_named_save_shows_on_the_load_screen_and_loads_to_an_equal_state():
    app, table, match = open_game(_played_state(), mode="solo", seat=MOLOCH, level="veteran")
    assert match.state.current_player == MOLOCH
    saved_state = match.state.clone()
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    click(app, button(menu, "ingame_menu.save").rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveDialog)
    type_text(app, "Obrona Łodzi")
    type_text(app, " – żółw")
    key(app, pygame.K_RETURN)
    assert app.scenes.top is menu                  # the dialog closed, the menu says so
    assert menu.message == "Zapisano grę „Obrona Łodzi – żółw”."
    app.draw()
    files = [i for i in saves.list_saves() if i.kind == "save"]
    assert len(files) == 1 and files[0].name == "Obrona Łodzi – żółw" and not files[0].error
    assert files[0].path.parent == saves.saves_dir()

    # the game goes on; the save keeps the moment it was made
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    key(app, pygame.K_SPACE, " ")
    assert match.state != saved_state

    for _ in range(3):      # a battle's resolution may show first: Esc closes it, then the menu
        key(app, pygame.K_ESCAPE)
        if isinstance(app.scenes.top, InGameMenu):
            break
    click(app, button(app.scenes.top, "ingame_menu.load").rect.center)
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    rows = load_rows(load)
    (index, (kind, info)), = [(i, it) for i, it in rows.items()
                              if it[0] == "save" and it[1].kind == "save"]
    assert load.title_of(info) == "Obrona Łodzi – żółw"
    line = load.describe(info)
    city = saved_state.data.cities[saved_state.active_city].name_pl
    assert city in line and f"bitwa {saved_state.battle}" in line
    assert "Moloch vs komputer (Weteran)" in line
    app.draw()
    click_row(app, load, index)
    ask = app.scenes.top              # the game in progress is not replaced silently (issue 21)
    assert type(ask).__name__ == "KeepOrAbandon"
    click(app, ask.no_button.rect.center)          # abandon it: the named save loads
    new_table = app.scenes.top
    assert isinstance(new_table, TableScene) and new_table is not table
    assert new_table.match.state == saved_state
    assert new_table.match.state.legal_actions() == saved_state.legal_actions()
    assert new_table.match.meta() == match.meta()
    # the game that was left for the load is not lost: it is the autosave now
    assert saves.load(saves.latest_autosave()) == match.state


def _played_state():
    s = new_game(seed=12)
    while s.phase == "mulligan":
        s.apply(next(a for a in s.legal_actions() if a.kind == "keep"))
    s.apply(s.legal_actions()[0])       # Moloch picks a target
    return s


def test_an_empty_name_takes_the_suggestion():
    app, table, match = open_game()
    key(app, pygame.K_ESCAPE)
    app.scenes.top.save_game()
    dialog = app.scenes.top
    type_text(app, "   ")
    click(app, dialog.save_button.rect.center)
    (info,) = [i for i in saves.list_saves() if i.kind == "save"]
    assert info.name == "Iron Gate, bitwa 1" == dialog.suggestion
    assert saves.load(info.path) == match.state


def test_a_failed_save_is_shown_and_the_game_goes_on(monkeypatch, tmp_path):
    app, table, match = open_game(lang="en")
    before = match.state.to_dict()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setattr(saves, "new_save_path", lambda name=None: blocker / "x.yaml")
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    menu.save_game()
    dialog = app.scenes.top
    type_text(app, "Anything")
    key(app, pygame.K_RETURN)
    assert app.scenes.top is dialog                # still open, with the reason
    assert dialog.error and dialog.error.startswith("The game could not be saved:")
    assert "cannot be written" in dialog.error
    app.draw()
    type_text(app, "!")                            # typing again clears the message
    assert dialog.error is None
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu and menu.message is None
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and match.state.to_dict() == before


# ---------------------------------------------------------------------- (c) broken files
def test_a_broken_save_is_listed_with_its_error_and_the_others_still_load(monkeypatch):
    stamps = iter(["2026-11-20T10:00:00+00:00", "2026-11-21T10:00:00+00:00"])
    monkeypatch.setattr(saves.storage, "_now", lambda: next(stamps))
    older = new_game(seed=1)
    newer = new_game(seed=2)
    for s in (older, newer):
        while s.phase == "mulligan":
            s.apply(next(a for a in s.legal_actions() if a.kind == "keep"))
    newer.apply(newer.legal_actions()[0])
    saves.save(older, saves.new_save_path("Starsza"), {"mode": "hotseat", "name": "Starsza",
                                                      "human_sides": [MOLOCH, OUTPOST]})
    p2 = saves.save(newer, saves.new_save_path("Nowsza"),
                    {"mode": "solo", "name": "Nowsza", "human_sides": [MOLOCH],
                     "opponent_level": "recruit", "seed": 2})
    # a save cut off half way (a crash from an old version), and a file that is not YAML at all
    text = p2.read_text(encoding="utf-8")
    (saves.saves_dir() / "urwany.yaml").write_text(text[: len(text) // 2], encoding="utf-8")
    (saves.saves_dir() / "smieci.yaml").write_text("{[: nie yaml", encoding="utf-8")

    app = make_app()
    click(app, app.scenes.top.buttons[2].rect.center)      # Load on the title
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    rows = [(i, it[1]) for i, it in load_rows(load).items() if it[0] == "save"]
    names = [load.title_of(info) for _, info in rows]
    assert names.index("Nowsza") < names.index("Starsza")   # newest first
    broken = {info.name: (i, info) for i, info in rows if info.error}
    assert set(broken) == {"urwany", "smieci"}
    for _i, info in broken.values():
        assert load.short_error(info)
    assert "niekompletny" in load.short_error(broken["urwany"][1])
    app.draw()                                     # the broken rows draw with their error

    i, _ = broken["urwany"]
    click_row(app, load, i)
    alert = app.scenes.top
    assert isinstance(alert, ConfirmDialog)        # the reason, never a crash or a table
    assert "urwany" in alert.message() and "niekompletny" in alert.message()
    key(app, pygame.K_RETURN)
    assert app.scenes.top is load

    i_new = next(i for i, info in rows if load.title_of(info) == "Nowsza")
    click_row(app, load, i_new)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.match.state == newer
    assert (table.match.mode, table.match.human_sides, table.match.opponent_level) == \
        ("solo", (MOLOCH,), "recruit")

    # and the older one too, through the in-game menu's Load
    key(app, pygame.K_ESCAPE)
    click(app, button(app.scenes.top, "ingame_menu.load").rect.center)
    load = app.scenes.top
    i_old = next(i for i, it in load_rows(load).items()
                 if it[0] == "save" and load.title_of(it[1]) == "Starsza")
    click_row(app, load, i_old)
    assert any(isinstance(s, HandoffScene) for s in app.scenes.stack) or \
        isinstance(app.scenes.top, TableScene)
    table = next(s for s in app.scenes.stack if isinstance(s, TableScene))
    assert table.match.state == older and table.match.mode == "hotseat"


# ---------------------------------------------------------------------- hot seat
def test_the_menu_over_a_hand_off_shows_no_hand():
    s = attack_position(hands={"outpost": ["scorn"], "moloch": ["bydlak", "modul_bojowy"]})
    app, table, match = open_game(s, seat=OUTPOST)
    key(app, pygame.K_SPACE, " ")                  # the Outpost ends its phase: Moloch's turn
    app.step([])
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.side == MOLOCH
    key(app, pygame.K_ESCAPE)                      # the menu opens over the cover
    menu = app.scenes.top
    assert isinstance(menu, InGameMenu) and app.scenes.stack[-2] is cover
    assert table.visible_hand() == []
    app.draw()
    shot = pygame.image.tobytes(app.screen, "RGB")
    match.state.hand[0].reverse()                  # Moloch's hand, in another order
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == shot
    match.state.hand[0].reverse()
    key(app, pygame.K_ESCAPE)                      # Resume: the cover is still there
    assert app.scenes.top is cover
    click(app, cover.ready.rect.center)
    assert app.scenes.top is table and table.bottom() == MOLOCH


def test_the_menu_hides_what_the_table_hides_during_a_hotseat_resolution():
    # hot seat, battle resolution: both players sit at the screen, no hand shows; nor in the menu
    s = attack_position(phase="resolution")
    assert s.phase == "resolution" and s.current_player == MOLOCH
    app, table, match = open_game(s, seat=MOLOCH)
    assert table.hands_hidden() and table.visible_hand() == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, InGameMenu)
    assert table.hands_hidden() and table.visible_hand() == []


# ---------------------------------------------------------------------- sizes
@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
def test_menu_and_dialog_fit_the_window(size):
    app, table, match = open_game(size=size)
    screen = pygame.Rect((0, 0), size)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert screen.contains(menu.box)
    for b in menu.buttons:
        assert menu.box.contains(b.rect), (size, b.label)
    rects = [b.rect for b in menu.buttons]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    menu.save_game()
    dialog = app.scenes.top
    assert screen.contains(dialog.box)
    for r in (dialog.field.rect, dialog.save_button.rect, dialog.cancel_button.rect):
        assert dialog.box.contains(r), size
    assert dialog.field.rect.bottom < dialog.save_button.rect.top
    app.draw()


class SlowOpponent:
    """A computer opponent that thinks until the test hands it an answer."""

    def __init__(self):
        self.started = 0
        self.answer = None

    def start(self, state, level="random", seed=0, budget=1.0):
        self.started += 1

    def poll(self):
        return self.answer

    def cancel(self):
        pass


def test_time_under_the_menu_does_not_trip_the_computer_watchdog(monkeypatch):
    import konwoj.scenes.table.scene as table_mod
    import konwoj.scenes.table.pacing as pacing_mod
    slow = SlowOpponent()
    monkeypatch.setattr(pacing_mod, "make_opponent",
                        lambda level: RandomOpponent() if level == "random" else slow)
    s = attack_position(phase="moloch_attack")
    app, table, match = open_game(s, mode="solo", seat=OUTPOST, level="veteran")
    assert table.ai_busy and slow.started == 1 and table.opponent is slow
    before = match.state.to_dict()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, InGameMenu)
    table_mod.time.t += 600.0                    # ten minutes in the menu
    key(app, pygame.K_ESCAPE)
    for _ in range(3):
        app.step([])
    # the computer is still thinking: no random move forced on it by the watchdog
    assert table.opponent is slow and match.state.to_dict() == before
    slow.answer = match.state.legal_actions()[0]
    for _ in range(5):
        app.step([])
        if match.state.to_dict() != before:
            break
    assert match.state.to_dict() != before


def test_the_load_screen_describes_each_save(monkeypatch):
    from konwoj.scenes.load import format_date
    monkeypatch.setattr(saves.storage, "_now", lambda: "2026-11-21T18:05:09+01:00")
    s = _played_state()                           # battle 1, Moloch to attack
    city_pl = s.data.cities[s.active_city].name_pl
    city_en = s.data.cities[s.active_city].name_en
    saves.save(s, saves.new_save_path("solo"), {"mode": "solo", "name": "Solo",
                                                "human_sides": [OUTPOST],
                                                "opponent_level": "private", "seed": 1})
    saves.save(s, saves.new_save_path("hs"), {"mode": "hotseat", "name": "Dwoje",
                                              "human_sides": [MOLOCH, OUTPOST]})
    saves.save(s, saves.new_save_path("old"), {"mode": "hotseat", "name": "Bez stron"})
    app = make_app()
    app.scenes.top.load()
    load = app.scenes.top
    infos = {load.title_of(it[1]): it[1] for it in load_rows(load).values() if it[0] == "save"}
    assert load.describe(infos["Solo"]) == f"{city_pl} · bitwa 1 · Posterunek vs komputer (Szeregowy)"
    assert load.describe(infos["Dwoje"]) == f"{city_pl} · bitwa 1 · dwóch graczy"
    assert load.describe(infos["Bez stron"]) == f"{city_pl} · bitwa 1 · dwóch graczy"
    assert format_date(infos["Solo"].date) == "2026-11-21 18:05"
    app.set_lang("en")
    assert load.describe(infos["Solo"]) == f"{city_en} · battle 1 · Outpost vs computer (Private)"
    app.draw()
