"""Player-facing text and the shell's small screens (issue 12): no file names in what the player
reads, a Quit button that looks as usable as it is, a gallery in the player's language."""
from __future__ import annotations

import importlib
import os
import pkgutil
import re

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

import konwoj  # noqa: E402
from konwoj import i18n  # noqa: E402

FILE_NAME = re.compile(r"(docs/|\b\w+\.(md|py|ya?ml|json|txt)\b)")


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def test_no_player_facing_string_names_a_source_file():
    for mod in pkgutil.walk_packages(konwoj.__path__, "konwoj."):
        if mod.name.startswith("konwoj.ai.") or mod.name.endswith(".__main__"):
            continue
        importlib.import_module(mod.name)          # every module registers its strings
    assert len(i18n.keys()) > 200
    bad = []
    for key in i18n.keys():
        for lang in i18n.LANGS:
            text = i18n.tr(key, lang)
            if "{path}" in text:                    # the player's own file, named on purpose
                continue
            if FILE_NAME.search(text):
                bad.append((key, lang, text))
    assert bad == []


def test_card_texts_name_no_file():
    from konwoj.rules import default_data
    cards = list(default_data().cards.values())
    assert cards and all(c.text("en") for c in cards)
    for c in cards:
        for lang in ("pl", "en"):
            assert not FILE_NAME.search(c.text(lang)), (c.key, lang)


def test_the_title_quit_button_looks_like_the_other_buttons():
    from konwoj.app import App
    from konwoj.settings import Settings
    from konwoj.ui.widgets import STYLES, TEXT
    app = App(headless=True, size=(1366, 768), settings=Settings())
    title = app.scenes.top
    quit_ = next(b for b in title.buttons if b.label == "title.quit")
    load = next(b for b in title.buttons if b.label == "title.load")
    assert quit_.enabled and STYLES[quit_.style][3] == TEXT
    assert quit_.style == load.style
    app.step([])
    # the label is drawn as brightly as Load's
    def brightest(btn):
        r = btn.rect
        return max(sum(app.screen.get_at((x, y))[:3]) for x in range(r.x, r.right, 2)
                   for y in range(r.y, r.bottom, 2))
    assert brightest(quit_) >= 0.9 * brightest(load)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_.rect.center, button=1))
    app.step()
    assert not app.running


@pytest.mark.slow
def test_the_gallery_follows_the_language_setting(tmp_path):
    from konwoj.commands import gallery
    from konwoj.settings import Settings
    st = Settings()
    st.lang = "en"
    st.save()
    assert Settings.load().lang == "en"
    outs = {}
    for name, extra in (("default", []), ("en", ["--lang", "en"]), ("pl", ["--lang", "pl"])):
        out = tmp_path / f"{name}.png"
        assert gallery.main([str(out), "--only", "lowca", "--cols", "1"] + extra) == 0
        outs[name] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert outs["default"] == outs["en"]
    assert outs["default"] != outs["pl"]          # Hunter, not Łowca


def test_a_broken_autosave_is_reported_on_continue_without_a_crash():
    from konwoj import saves
    from konwoj.app import App
    from konwoj.rules import new_game
    from konwoj.scenes.widget_scene import ConfirmDialog
    from konwoj.settings import Settings
    saves.autosave(new_game(seed=1), {"mode": "hotseat"})
    path = saves.autosave_path()
    path.write_text("format: 1\nstate: {phase: nowhere}\n", encoding="utf-8")
    st = Settings()
    st.lang = "en"
    app = App(headless=True, size=(1366, 768), settings=st)
    title = app.scenes.top
    title.autosave = path
    title.continue_game()
    dlg = app.scenes.top
    assert isinstance(dlg, ConfirmDialog)
    app.step([])                          # the message is drawn (the error is formatted then)
    from konwoj.ui.widgets import resolve
    assert resolve(app, dlg.message).strip()
