"""The first start follows the system's language where it is Polish or English (issue 40, item 7):
no settings file yet -> LANGUAGE, LC_ALL, LC_MESSAGES, LANG (gettext's order), then
``locale.getlocale()``; any other language keeps Polish; once a language is in the settings, it
wins."""
from __future__ import annotations

import pytest

from tests.support.main_process import run_main
from konwoj import settings as settings_mod
from konwoj.settings import Settings, system_lang

pytestmark = pytest.mark.usefixtures("tmp_dirs")

VARS = settings_mod.LOCALE_VARS


@pytest.fixture
def system(monkeypatch):
    """Set the system's locale variables (the others unset) for this test."""
    def set_(**env):
        for var in VARS:
            monkeypatch.delenv(var, raising=False)
        for var, value in env.items():
            monkeypatch.setenv(var, value)
    return set_


def started_app():
    """The real App as a first start makes it (settings read from the player's folder)."""
    from konwoj.app import App
    app = App(headless=True, size=(1366, 768))
    app.step([])
    return app


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "POSIX"}, "en"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "en_US"}, "en"),
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "de_DE.UTF-8"}, "pl"),                      # another language: the default
    ({"LANGUAGE": "pl:en", "LANG": "en_GB.UTF-8"}, "pl"),  # LANGUAGE first
    ({"LANGUAGE": "de:en", "LANG": "pl_PL.UTF-8"}, "en"),  # its first language we speak
    ({"LANGUAGE": "de:fr", "LANG": "en_GB.UTF-8"}, "en"),  # none we speak: the locale
    ({"LC_ALL": "pl_PL.UTF-8", "LANG": "en_GB.UTF-8"}, "pl"),
    ({"LC_MESSAGES": "en_GB.UTF-8", "LANG": "pl_PL.UTF-8"}, "en"),
    ({"LC_ALL": "", "LANG": "en_GB.UTF-8"}, "en"),        # set but empty: the next one
])
def test_a_first_start_follows_the_system(system, env, lang):
    system(**env)
    assert system_lang() == lang
    app = started_app()
    assert app.settings.lang == lang
    assert app.tr("title.new_game") == {"pl": "Nowa gra", "en": "New game"}[lang]


@pytest.mark.parametrize("name, lang", [("English_United States", "en"), ("Polish_Poland", "pl"),
                                        ("en_US", "en"), ("pl_PL", "pl"), ("de_DE", "pl"),
                                        (None, "pl")])
def test_without_variables_the_locale_module_decides(system, monkeypatch, name, lang):
    system()                                   # Windows and macOS set none of the variables
    import locale
    monkeypatch.setattr(locale, "getlocale", lambda *a: (name, "UTF-8"))
    assert system_lang() == lang


def test_the_language_in_the_settings_wins(system, tmp_dirs):
    system(LANG="en_GB.UTF-8")
    app = started_app()
    assert app.settings.lang == "en"
    # the player chooses Polish in Settings (a real click): the next start is Polish
    from tests.support.scenes import button, click, click_choice
    click(app, button(app.scenes.top, "title.settings"))
    scene = app.scenes.top
    click_choice(app, scene.lang, "pl")
    assert app.settings.lang == "pl"
    assert Settings.load().lang == "pl"
    assert started_app().settings.lang == "pl"


def test_a_settings_file_without_a_language_follows_the_system(system, tmp_dirs):
    system(LANG="en_GB.UTF-8")
    f = settings_mod.config_dir() / "settings.yaml"
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text("sound_muted: true\n", encoding="utf-8")
    s = Settings.load()
    assert s.lang == "en" and s.sound_muted is True
    f.write_text("lang: pl\n", encoding="utf-8")
    assert Settings.load().lang == "pl"


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "en_GB.UTF-8"}, "Bad window size"),
    ({"LANG": "pl_PL.UTF-8"}, "Zły rozmiar okna"),
])
def test_the_real_main_process_starts_in_the_systems_language(tmp_path, monkeypatch, env,
                                                              expected):
    for var in VARS:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    out = run_main(tmp_path, "--size", "huge")
    assert out.returncode == 2
    assert expected in out.stderr, out.stderr


def test_the_readme_says_which_language_a_first_start_takes():
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Accessibility", 1)[1].split("\n## ", 1)[0]
    word = {"pl": "Polish", "en": "English"}[settings_mod.SYSTEM_LANG_DEFAULT]
    assert f"any other language in {word}" in section
    assert all(f"`{var}`" in section for var in VARS)
