"""A translator adds a language with one catalogue and no code (issue 38): the pseudo-language
``xx`` made by ``tools/catalogues.py pseudo`` (English accented and a third longer) is found like
pl and en, offered in the title screen's language choice, and read by tr/ntr."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from konwoj import i18n
from tests.support.drive import click, make_app

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402


@pytest.fixture
def pseudo(pseudo_locale):
    return pseudo_locale


def test_pseudo_text_is_accented_a_third_longer_and_keeps_placeholders():
    for text in ("New game", "Hello, {name}", "{n} cards", "{src}: {what} — cost ({n} to go)."):
        p = catalogues.pseudo_text(text)
        assert len(p) >= len(text) * 4 // 3 - 1 and p != text
        assert catalogues.fields(p) == catalogues.fields(text)
    assert catalogues.pseudo_text("New game").startswith("Ñéw gáḿé"[:2])


def test_the_pseudo_language_is_found_like_the_shipped_ones_and_read_by_tr(pseudo):
    assert tuple(i18n.LANGS) == ("pl", "en", "xx")
    assert i18n.tr("side.outpost", "xx") == catalogues.pseudo_text("Outpost")
    assert i18n.tr("ai.autosave_failed", "xx", detail="D").startswith("Thé áütōsávé fáĩléd: D")
    assert i18n.ntr("table.cards_n", 1, "xx").startswith("1 çáŕd ")
    assert i18n.ntr("table.cards_n", 5, "xx").startswith("5 çáŕds ")
    assert i18n.lang_name("xx") == "Pšéüđō"
    assert i18n.data_lang("xx") == "en"                  # cards and lessons read in English


def test_the_player_picks_the_pseudo_language_on_the_title_screen(pseudo):
    from konwoj.ui import fonts
    app = make_app((960, 540), "pl")
    app.step()
    title = app.scenes.stack[-1]
    choice = title.lang_choice
    assert [v for v, _label in choice.options] == ["pl", "en", "xx"]
    seg = choice._segments()[2]
    drawn = []
    real = fonts.blit_text

    def spy(surface, text, *a, **kw):
        drawn.append(text)
        return real(surface, text, *a, **kw)
    fonts.blit_text = spy
    try:
        click(app, seg.center)
        app.step()
    finally:
        fonts.blit_text = real
    assert app.lang == "xx" and app.settings.lang == "xx"
    assert i18n.lang_name("xx") in drawn                     # the choice names it in itself
    assert catalogues.pseudo_text(i18n.tr("title.quit", "en")) in drawn   # the title's buttons


def test_every_screen_draws_in_the_pseudo_language_at_both_sizes(pseudo):
    """Each screen that opens on its own, in ``xx`` at 960x540 and 1366x768: drawn without an
    error and without a key no catalogue has (tests/conftest), its words the pseudo-language's."""
    from konwoj.app import App
    from konwoj.ui import fonts
    drawn = []
    real = fonts.blit_text

    def spy(surface, text, *a, **kw):
        drawn.append(str(text))
        return real(surface, text, *a, **kw)
    fonts.blit_text = spy
    opened = []
    try:
        for size in ((960, 540), (1366, 768)):
            for name in App.SCENES:
                app = make_app(size, "xx")
                try:
                    app.open(name)
                except TypeError:                # a screen that needs a game or a side
                    continue
                drawn.clear()
                for _ in range(3):
                    app.request_redraw()
                    app.step([])
                opened.append((name, size))
                assert any("ļōŕ" in t or "ĩpš" in t for t in drawn), (name, size, drawn[:5])
    finally:
        fonts.blit_text = real
    names = {n for n, _s in opened}
    assert {"title", "new_game", "rules", "settings", "load"} <= names, names


def test_the_table_draws_in_the_pseudo_language_found_through_the_environment(pseudo, tmp_path):
    import os
    png = tmp_path / "xx.png"
    env = dict(os.environ, KONWOJ_LOCALE_DIRS=str(pseudo), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    for size in ("960x540", "1366x768"):
        r = subprocess.run([sys.executable, str(ROOT / "main.py"), "screenshot", "--size", size,
                            "--seed", "3", "--steps", "40", "--lang", "xx", str(png)],
                           capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
        assert r.returncode == 0, r.stderr[-2000:]
        assert png.stat().st_size > 10_000 and "no catalogue has" not in r.stderr
