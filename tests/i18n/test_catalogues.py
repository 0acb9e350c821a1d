"""The shipped gettext catalogues (issue 38): complete, in step with their compiled .mo files,
with each language's plural forms and the English text's placeholders; read at run time through
the standard library's gettext, English standing in for a missing entry, a key missing from every
catalogue never shown."""
from __future__ import annotations

import gettext
import logging
import sys
from pathlib import Path

import pytest

from konwoj import i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402

SHIPPED = ("pl", "en")
NPLURALS = {"pl": 3, "en": 2}


def _po(lang):
    return catalogues.read(catalogues.po_path(lang), locale=lang)


def test_the_catalogues_are_complete_and_the_shipped_mo_files_are_compiled_from_them():
    assert catalogues.problems() == []
    for lang in SHIPPED:
        po = catalogues.po_path(lang)
        assert po.with_suffix(".mo").read_bytes() == catalogues.mo_bytes(_po(lang)), lang


def test_each_po_holds_exactly_the_templates_keys():
    pot = set(catalogues.entries(catalogues.read(catalogues.pot_path())))
    assert len(pot) > 900
    for lang in SHIPPED:
        assert set(catalogues.entries(_po(lang))) == pot, lang


def test_the_template_tells_a_translator_the_english_text():
    pot = catalogues.entries(catalogues.read(catalogues.pot_path()))
    assert pot["side.outpost"].auto_comments == ["English: Outpost"]
    assert pot["table.cards_n"].auto_comments == ["English: {n} card | {n} cards"]
    assert all(m.auto_comments for m in pot.values())
    assert all(not any(catalogues.forms(m)) for m in pot.values())      # a template: no texts


def test_placeholders_of_every_translation_are_the_ones_the_code_fills(tmp_path):
    sources = [catalogues.entries(_po(lang)) for lang in SHIPPED]
    for lang in SHIPPED:
        for key, msg in catalogues.entries(_po(lang)).items():
            allowed, required = catalogues.placeholders(key, sources)
            got = set().union(*(catalogues.fields(t) for t in catalogues.forms(msg)))
            if catalogues.is_plural(msg):
                required -= {"n"}
            assert required <= got <= allowed, (lang, key, got, allowed, required)
    # a new language's translation that misspells one is reported by `check`
    import shutil
    locale = tmp_path / "locale"
    shutil.copytree(catalogues.LOCALE, locale)
    de = catalogues.read(catalogues.pot_path(locale), locale="de")
    for msg in de:
        if msg.id:
            msg.string = tuple(catalogues.forms(sources[1][catalogues.key_of(msg)])) \
                if catalogues.is_plural(msg) else sources[1][msg.id].string
    de["ai.autosave_failed"].string = "Autospeichern fehlgeschlagen: {detial}"
    catalogues.write(de, catalogues.po_path("de", locale))
    catalogues.compile_all(locale)
    found = catalogues.problems(locale)
    assert [p for p in found if p.startswith("de: ai.autosave_failed: placeholders")]
    assert len(found) == 2                 # that one, and lang.self copied from English


def test_plural_entries_have_the_languages_number_of_forms_and_its_plural_forms_header():
    for lang in SHIPPED:
        cat = _po(lang)
        assert cat.num_plurals == NPLURALS[lang]
        plural = [m for m in cat if m.id and catalogues.is_plural(m)]
        assert len(plural) >= 10
        assert all(len(m.string) == NPLURALS[lang] and all(m.string) for m in plural)
        with open(catalogues.po_path(lang).with_suffix(".mo"), "rb") as f:
            info = gettext.GNUTranslations(f).info()
        assert info["plural-forms"] == i18n.PLURAL_FORMS[lang]
    assert i18n.PLURAL_FORMS["pl"].startswith("nplurals=3;")
    assert i18n.PLURAL_FORMS["en"] == "nplurals=2; plural=(n != 1);"


def test_the_runtime_reads_the_compiled_catalogues_through_gettext():
    t = i18n.catalogue("pl")
    assert isinstance(t, gettext.GNUTranslations)
    assert t.gettext("side.outpost") == "Posterunek"
    assert i18n.tr("side.outpost", "en") == "Outpost"
    assert i18n.ntr("table.cards_n", 22, "pl") == "22 karty"
    assert i18n.tr("table.cards_n", "pl", n=5) == "5 kart"
    assert tuple(i18n.LANGS) == ("pl", "en") and "pl" in i18n.LANGS and i18n.LANGS.index("en") == 1
    assert [i18n.lang_name(c) for c in i18n.LANGS] == ["Polski", "English"]
    assert i18n.tr("lang.pl", "en") == "Polski"          # a language's name is its own
    assert i18n.has("side.outpost") and i18n.has("table.cards_n") and not i18n.has("no.such")


def test_a_key_missing_from_every_catalogue_is_never_shown_and_is_logged_once(caplog):
    with caplog.at_level(logging.ERROR, logger="konwoj.i18n"):
        assert i18n.tr("test.no_such_key", "pl") == i18n.MISSING
        assert i18n.tr("test.no_such_key", "en", x=1) == i18n.MISSING
        assert str(i18n.Text("test.no_such_key")) == i18n.MISSING
        assert i18n.ntr("test.no_such_plural", 3, "pl") == i18n.MISSING
    logged = [r.getMessage() for r in caplog.records if "test.no_such_key" in r.getMessage()]
    assert len(logged) == 1 and "test.no_such_key" in logged[0]


def _catalogue(tmp_path, lang, entries, plural=None):
    from babel.messages.catalog import Catalog
    cat = Catalog(locale=None)
    cat.add("lang.self", f"Lang-{lang}")
    for k, v in entries.items():
        cat.add(k, v)
    for k, v in (plural or {}).items():
        cat.add((k, k), v)
    d = tmp_path / lang / "LC_MESSAGES"
    d.mkdir(parents=True)
    (d / "konwoj.mo").write_bytes(catalogues.mo_bytes(cat))


@pytest.fixture
def restore_dirs():
    saved = list(i18n._dirs)
    yield
    i18n._dirs[:] = saved
    i18n.add_locale_dir(saved[0])


def test_a_new_language_is_one_compiled_catalogue_and_falls_back_to_english(tmp_path,
                                                                          restore_dirs):
    _catalogue(tmp_path, "de", {"side.outpost": "Außenposten"},
               {"table.cards_n": ("{n} Karte", "{n} Karten")})
    i18n.add_locale_dir(tmp_path)
    assert tuple(i18n.LANGS) == ("pl", "en", "de")          # pl and en first, then the others
    assert i18n.tr("side.outpost", "de") == "Außenposten"
    assert i18n.tr("side.moloch", "de") == "Moloch"          # missing here: the English text
    assert i18n.ntr("table.cards_n", 1, "de") == "1 Karte"
    assert i18n.ntr("table.cards_n", 5, "de") == "5 Karten"
    assert i18n.lang_name("de") == "Lang-de" and i18n.tr("lang.de", "pl") == "Lang-de"
    from konwoj import settings
    assert settings._bounded("lang", "de", "pl") == "de"     # the settings accept it
    assert settings._bounded("lang", "fr", "pl") is settings._BAD


def test_a_broken_catalogue_is_left_out_with_one_clear_line(tmp_path, restore_dirs, caplog):
    bad = tmp_path / "fr" / "LC_MESSAGES"
    bad.mkdir(parents=True)
    (bad / "konwoj.mo").write_bytes(b"not a catalogue at all")
    _catalogue(tmp_path, "de", {"side.outpost": "Außenposten"})
    nameless = tmp_path / "it" / "LC_MESSAGES"
    nameless.mkdir(parents=True)
    from babel.messages.catalog import Catalog
    cat = Catalog(locale=None)
    cat.add("side.outpost", "Avamposto")                     # no lang.self
    (nameless / "konwoj.mo").write_bytes(catalogues.mo_bytes(cat))
    with caplog.at_level(logging.ERROR, logger="konwoj.i18n"):
        i18n.add_locale_dir(tmp_path)
        assert tuple(i18n.LANGS) == ("pl", "en", "de", "it")
    assert [r.getMessage() for r in caplog.records if "fr" in r.getMessage()
            and "left out" in r.getMessage()]
    assert i18n.tr("side.outpost", "fr") == "Outpost"        # no catalogue: English
    assert i18n.lang_name("it") == "it"                      # unnamed: its code, never "English"


def test_a_widget_label_is_a_key_or_shown_as_it_is():
    from konwoj.ui.widgets import resolve

    class App:
        @staticmethod
        def tr(key, **kw):
            return i18n.tr(key, "en", **kw)
    assert resolve(App, "widgets.yes") == "Yes"
    assert resolve(App, "1366×768") == "1366×768" and resolve(App, "25%") == "25%"
    assert resolve(App, "a whole sentence. Shown as it is") == "a whole sentence. Shown as it is"
    assert i18n.is_key("widgets.yes") and i18n.is_key("widgets.no_such_label")   # caught
    assert not i18n.is_key("1366×768") and not i18n.is_key("v1.2 beta")
