"""tools/register_to_po.py: the register() tables other branches still add are moved into the
catalogues by running the tool again; after it no table is left in konwoj/."""
from __future__ import annotations

import gettext
import subprocess
import sys
from pathlib import Path

from konwoj import i18n

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "register_to_po.py"
sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402
import register_to_po  # noqa: E402

MODULE = '''"""A module of a branch that still registers its strings."""
from konwoj.i18n import Text, register, register_plural, tr

# the greeting
register({
    "tiny.hello": ("Cześć, {name}", "Hello, {name}"),
    "tiny.bye": ("Pa", "Bye"),
})
_MORE = {"a": ("A po polsku", "A in English")}
_MORE.update({"b": ("B po polsku", "B in English")})
register({"tiny." + k: v for k, v in _MORE.items()})
register_plural({"tiny.cards": {"pl": ("{n} karta", "{n} karty", "{n} kart"),
                                "en": ("{n} card", "{n} cards")}})
KEPT = {"x": 1}


def greet(lang):
    return tr("tiny.hello", lang, name="Ala"), Text("tiny.bye")
'''


def _run(*args):
    r = subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode in (0, 1), r.stderr
    return r


def _mo(locale: Path, lang: str) -> gettext.GNUTranslations:
    with open(locale / lang / "LC_MESSAGES" / "konwoj.mo", "rb") as f:
        return gettext.GNUTranslations(f)


def test_the_tool_moves_a_branchs_new_tables_into_the_catalogues_and_can_run_again(tmp_path):
    pkg = tmp_path / "tinypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "strings.py").write_text(MODULE, encoding="utf-8")
    # a merge can bring a table back without its import (the import line merged the other way)
    (pkg / "merged.py").write_text('_X = {"c": ("C po polsku", "C in English")}\n'
                                   'register({"tiny." + k: v for k, v in _X.items()})\n')
    locale = pkg / "locale"
    # a catalogue already there: an entry the table changes, one it does not name
    for lang, text in (("pl", "Stare"), ("en", "Old")):
        cat = catalogues.new_catalogue(lang)
        cat.add("tiny.hello", text)
        cat.add("tiny.kept", f"{text} kept")
        catalogues.write(cat, catalogues.po_path(lang, locale))
    assert _run("--root", tmp_path, "--package", "tinypkg", "--check").returncode == 1
    r = _run("--root", tmp_path, "--package", "tinypkg")
    assert r.returncode == 0 and "entries migrated: pl 6, en 6" in r.stdout, r.stdout + r.stderr
    assert (pkg / "merged.py").read_text() == "\n"
    src = (pkg / "strings.py").read_text(encoding="utf-8")
    assert "register(" not in src and "register_plural" not in src and "_MORE" not in src and "# the greeting" not in src
    assert "from konwoj.i18n import Text, tr\n" in src and "KEPT = {\"x\": 1}" in src
    compile(src, "strings.py", "exec")
    pl, en = _mo(locale, "pl"), _mo(locale, "en")
    assert pl.gettext("tiny.hello") == "Cześć, {name}" and en.gettext("tiny.hello") == "Hello, {name}"
    assert en.gettext("tiny.a") == "A in English" and pl.gettext("tiny.b") == "B po polsku"
    assert en.gettext("tiny.c") == "C in English"
    assert pl.gettext("tiny.kept") == "Stare kept"              # an entry no table names stays
    assert [pl.ngettext("tiny.cards", "tiny.cards", n).format(n=n) for n in (1, 3, 5, 22)] == \
        ["1 karta", "3 karty", "5 kart", "22 karty"]
    assert en.ngettext("tiny.cards", "tiny.cards", 2).format(n=2) == "2 cards"
    pot = catalogues.entries(catalogues.read(catalogues.pot_path(locale)))
    assert pot["tiny.hello"].auto_comments == ["English: Hello, {name}"]
    assert set(pot) == {"tiny.hello", "tiny.bye", "tiny.a", "tiny.b", "tiny.c", "tiny.cards",
                        "tiny.kept"}
    assert catalogues.problems(locale) == []
    # run again (the coordinator does after every merge): nothing left, nothing changes
    files = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and "__pycache__"
             not in p.parts}
    r = _run("--root", tmp_path, "--package", "tinypkg")
    assert "entries migrated: pl 0, en 0" in r.stdout, r.stdout + r.stderr
    assert {p: p.read_bytes() for p in files} == files
    assert _run("--root", tmp_path, "--package", "tinypkg", "--check").returncode == 0


def test_no_register_table_is_left_in_konwoj():
    left = [f"{p.relative_to(ROOT)}:{s.lineno}" for p in sorted((ROOT / "konwoj").rglob("*.py"))
            for s, _n in register_to_po.tables_in(p)]
    assert left == []
    assert not hasattr(i18n, "register") and not hasattr(i18n, "register_plural")
