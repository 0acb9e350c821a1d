"""Keys of your own (issue 40, item 4): the Controls page in Settings rebinds a table key by key
events, refuses a key another action has (one line, the old key stays), puts the defaults back;
the new key works on the table and the old one no longer does; the bindings survive a restart;
a hostile settings file gets one line and the defaults for what is bad."""
from __future__ import annotations

import pygame
import pytest

from konwoj.app import App
from konwoj.play import keymap
from konwoj.rules import OUTPOST
from konwoj.scenes.controls import ControlsScene
from konwoj.settings import Settings, config_dir
from tests.support.drive import attack_position, key
from tests.support.table import open_table

pytestmark = pytest.mark.usefixtures("tmp_dirs")


def _app():
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    return app


def _to_controls(app):
    """Title -> Settings -> Controls, by keys alone."""
    title = app.scenes.top
    for _ in range(12):
        if next((b for b in title.buttons if b.selected and b.label == "title.settings"), None):
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    st = app.scenes.top
    for _ in range(30):
        if st.key_focus is st.controls_button:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    page = app.scenes.top
    assert isinstance(page, ControlsScene)
    return page


def _rebind(app, page, action, k, mod=0):
    button = dict((a.name, b) for a, b in page.rows)[action]
    for _ in range(30):
        if page.key_focus is button:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                    # Change: the page waits for the new key
    assert page.waiting == action
    key(app, k, mod=mod)


def test_rebinding_by_keys_the_new_key_works_the_old_one_no_longer_does():
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "end_phase", pygame.K_e)
    assert app.settings.keys == {"end_phase": ("e",)}
    assert Settings.read(config_dir() / "settings.yaml")[0].keys == {"end_phase": ("e",)}
    app2, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST, lang="en",
                                 keys=dict(app.settings.keys))
    assert "(E)" in sc.buttons()["main"][0]                     # the button names the new key
    key(app2, pygame.K_SPACE)
    assert match.moves == 0                                     # Space does nothing now
    key(app2, pygame.K_e)
    assert match.moves == 1                                     # E ends the phase


def test_a_key_of_another_action_is_refused_and_the_old_key_stays():
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "hint", pygame.K_TAB)                    # Tab moves the focus
    assert app.settings.keys == {}
    assert keymap.bindings(app.settings.keys)["hint"] == ("h",)
    assert page.message == app.tr("controls.taken", keyname="Tab",
                                  action=app.tr("keys.focus_next"), old="H")
    assert "\n" not in page.message
    app.draw()


def test_defaults_and_esc_while_waiting():
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "undo", pygame.K_u)
    assert app.settings.keys == {"undo": ("u",)}
    _rebind(app, page, "zoom", pygame.K_ESCAPE)                 # Esc: no change
    assert page.waiting is None and app.settings.keys == {"undo": ("u",)}
    for _ in range(30):
        if page.key_focus is page.defaults_button:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.settings.keys == {}
    assert Settings.read(config_dir() / "settings.yaml")[0].keys == {}


def test_a_binding_survives_a_restart():
    app = _app()
    page = _to_controls(app)
    _rebind(app, page, "zoom", pygame.K_v)
    del app
    app = _app()                                # a new run reads the settings file
    assert app.settings.keys == {"zoom": ("v",)}
    from konwoj.ui.keynames import action_of
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0)
    assert action_of(app, ev) == "zoom"
    assert action_of(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0)) is None


@pytest.mark.parametrize("text, kept", [
    ("keys: {hint: [f1]}\n", {"hint": ("f1",)}),
    ("keys: {nonsense: [f1], hint: [f2]}\n", {"hint": ("f2",)}),          # unknown action
    ("keys: {hint: [notakey]}\n", {}),                                    # not a key
    ("keys: {hint: [space]}\n", {}),                                      # End phase has it
    ("keys: {hint: [x], zoom: [x]}\n", {}),                               # two on one key
    ("keys: {hint: [a, b, c, d, e, f]}\n", {}),                           # a huge list
    ("keys: {hint: " + "[" + ", ".join(["a"] * 300) + "]}\n", {}),
    ("keys: [1, 2]\n", {}),                                               # wrong types
    ("keys: {hint: 5}\n", {}),
    ("keys: {hint: {a: b}}\n", {}),
    ("keys: {hint: ['ctrl+']}\n", {}),
    ("keys: 'h'\n", {}),
])
def test_a_hostile_settings_file_gets_one_line_and_the_defaults_for_what_is_bad(
        tmp_path, text, kept):
    path = tmp_path / "settings.yaml"
    path.write_text("lang: en\n" + text, encoding="utf-8")
    s, problem = Settings.read(path)
    assert s.keys == kept and s.lang == "en"
    if kept == {"hint": ("f1",)}:
        assert problem is None
    else:
        assert problem is not None and "\n" not in str(problem) and len(str(problem)) < 400
    assert not keymap.conflicts(keymap.bindings(s.keys))


def test_every_action_is_declared_once_with_a_label_and_distinct_default_keys():
    from konwoj.i18n import tr
    names = [a.name for a in keymap.ACTIONS]
    assert len(names) == len(set(names))
    assert not keymap.conflicts(keymap.bindings())
    for a in keymap.ACTIONS:
        assert tr(a.label, "en") != a.label and tr(a.label, "pl") != a.label
        assert all(keymap.parse(k) for k in a.keys)


def test_the_controls_page_lists_every_action_and_fits(monkeypatch):
    from tests.support.scenes import texts_drawn
    app = _app()
    page = _to_controls(app)
    drawn = texts_drawn(app, monkeypatch)
    app.draw()
    joined = " ".join(str(x) for x in drawn)
    for a in keymap.ACTIONS:
        assert app.tr(a.label)[:20] in joined
    assert all(b.rect.bottom <= 768 for _, b in page.rows)
    assert page.back_button.rect.bottom <= 768


def test_texts_that_name_a_key_name_the_players_key():
    """End phase on E, Hint on F1, Back on Q: the button labels, the prompt, the Cancel button,
    the end-phase confirmation and a refusal name them; Q now steps back as Esc did."""
    keys = {"end_phase": ("e",), "hint": ("f1",), "back": ("q",)}
    app, sc, match = open_table(attack_position(), mode="solo", seat=OUTPOST, lang="en",
                                keys=keys, confirm_end_phase=True)
    assert sc.buttons()["main"][0] == "End phase (E)"
    assert sc.buttons()["hint"][0] == "Hint (F1)"
    body = sc.prompt_texts()[1]
    assert "E ends the phase." in body and "Space ends" not in body
    key(app, pygame.K_e)                                   # the confirmation names E and Q
    assert sc.model.confirm_pass and "Press E again, or Q." in sc.prompt_texts()[1]
    key(app, pygame.K_q)                                   # Q takes it back
    assert not sc.model.confirm_pass and app.scenes.top is sc
    key(app, pygame.K_ESCAPE)                              # Esc is no table key any more
    assert app.scenes.top is sc
    src = next(c for c in sc.model.choosables() if c[0] == "hand")
    sc.model.choose(src)
    assert "Cancel (Q)" in sc.prompt_texts()[1] and sc.buttons()["second"][0] == "Cancel (Q)"
    sc.input.keys_quiet_until = sc.now() + 60
    sc.model.cancel()
    key(app, pygame.K_e)
    assert sc.toast and sc.toast.startswith("E:")


@pytest.mark.parametrize("lang, back, forward", [("en", "PgUp / Comma", "PgDn / Period"),
                                                 ("pl", "Przecinek", "Kropka")])
def test_punctuation_keys_are_named_in_words(lang, back, forward):
    """The follow keys' defaults include "," and "."; the Controls page and the texts that name a
    key say "Comma" / "Przecinek" rather than a bare mark a reader can miss."""
    from konwoj.play import keymap
    binds = keymap.bindings({})
    assert back in keymap.display_keys(binds, "follow_back", lang)
    assert forward in keymap.display_keys(binds, "follow_forward", lang)
    assert keymap.display("shift+/", "en") == "Shift+Slash"
