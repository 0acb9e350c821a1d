"""The translation catalogues (gettext ``.po``/``.mo`` under ``konwoj/locale/``), kept with Babel.
A development tool: the game itself reads the compiled ``.mo`` files with the standard library.

    python tools/catalogues.py extract      # scan konwoj/ for keys, write konwoj.pot, merge each .po
    python tools/catalogues.py compile      # every <lang>/LC_MESSAGES/konwoj.po -> konwoj.mo
    python tools/catalogues.py check        # catalogues complete, placeholders kept, .mo in step
    python tools/catalogues.py pseudo OUT   # a pseudo-language (xx) from English, compiled in OUT

The English catalogue is the reference: the template holds its keys (with the English text as a
translator's comment) and every literal key the source uses; a key the source uses that no
catalogue has yet enters every ``.po`` untranslated, and ``check`` fails until it is translated.
"""
from __future__ import annotations

import argparse
import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "konwoj"
LOCALE = PACKAGE / "locale"
DOMAIN = "konwoj"
REFERENCE = "en"                      # the language the template's comments quote
SOURCES = ("pl", "en")                # the languages the texts are written in
SELF_KEY = "lang.self"                # each catalogue's name for its own language
PROJECT = "Konwój"
# the functions that take a key -> which argument (1 = the first; ``app.tr``/``self.tr`` match as
# ``tr``; a widget's label is its second), by the prefix they put before it: the table's
# ``t``/``te`` (``table.``) and the prompts' ``_t``
KEYWORDS = {"": {"tr": 1, "ntr": 1, "Text": 1, "edition_tr": 1, "Button": 2, "Toggle": 2},
            "table.": {"t": 1, "te": 1}, "prompts.": {"_t": 1}}
KEY_RE = re.compile(r"^[a-z][a-z0-9_]*(\.[A-Za-z0-9_@\-]+)+$")
FIELD_RE = re.compile(r"\{\{|\}\}|\{([^{}:!]*)[^{}]*\}")


# ---------------------------------------------------------------------------- files
def po_path(lang: str, locale_dir: Path = LOCALE) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def pot_path(locale_dir: Path = LOCALE) -> Path:
    return locale_dir / f"{DOMAIN}.pot"


def languages(locale_dir: Path = LOCALE) -> list[str]:
    """The languages with a ``.po`` file, pl and en first."""
    found = sorted(p.parent.parent.name for p in locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return sorted(found, key=lambda c: (("pl", "en", c).index(c) if c in ("pl", "en") else 2, c))


def read(path: Path, locale: str | None = None) -> Catalog:
    """A ``.po``/``.pot`` file; ``locale`` (a folder's name) gives the language and its plural
    forms where the header does not, if Babel knows it."""
    from babel.core import UnknownLocaleError
    with open(path, "rb") as f:
        try:
            return read_po(f, locale=locale)
        except (UnknownLocaleError, ValueError):
            f.seek(0)
            return read_po(f)


def new_catalogue(lang: str | None) -> Catalog:
    """An empty catalogue with Konwój's header (Plural-Forms from CLDR through Babel)."""
    return Catalog(locale=lang, domain=DOMAIN, project=PROJECT, version="", fuzzy=False,
                   charset="utf-8", copyright_holder="the Konwój authors", msgid_bugs_address="")


def write(cat: Catalog, path: Path) -> None:
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=True, ignore_obsolete=True, include_lineno=False)
    data = buf.getvalue()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def mo_bytes(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    return buf.getvalue()


# ---------------------------------------------------------------------------- texts
def fields(text: str) -> set[str]:
    """The ``{name}`` placeholders of a format string."""
    return {m.group(1) for m in FIELD_RE.finditer(text or "") if m.group(0) not in ("{{", "}}")}


def forms(msg: Message) -> tuple[str, ...]:
    s = msg.string
    return tuple(s) if isinstance(s, (list, tuple)) else (s,)


def english_comment(msg: Message) -> str:
    texts = [f for f in forms(msg) if f]
    return "English: " + " | ".join(texts) if texts else ""


def is_plural(msg: Message) -> bool:
    return isinstance(msg.id, (list, tuple))


def key_of(msg: Message) -> str:
    return msg.id[0] if is_plural(msg) else msg.id


def entries(cat: Catalog) -> dict[str, Message]:
    return {key_of(m): m for m in cat if m.id}


def placeholders(key: str, sources: list[dict[str, Message]]) -> tuple[set, set]:
    """The placeholders a translation of ``key`` may use (any the source languages' texts use:
    the code fills them all) and those it must keep (the ones every source language uses)."""
    sets = [set().union(*(fields(t) for t in forms(s[key]))) for s in sources if key in s]
    return (set().union(*sets), set.intersection(*sets)) if sets else (set(), set())


# ---------------------------------------------------------------------------- extract
def extracted_keys(package: Path = PACKAGE) -> dict[str, list[tuple[str, int]]]:
    """Every literal key the source passes to tr/ntr/Text/..., with where it is used."""
    found: dict[str, list[tuple[str, int]]] = {}
    for prefix, names in KEYWORDS.items():
        spec = {name: None if i == 1 else (i,) for name, i in names.items()}
        for filename, lineno, msg, _comments, _ctx in extract_from_dir(
                str(package), [("**.py", "python")], keywords=spec):
            # only a whole string literal: Babel also yields the head of f"side.{x}" or of
            # "side." + x (a family, not a key) and joins the strings of ``a if c else b``
            if not (isinstance(msg, str) and KEY_RE.match(prefix + msg)
                    and _literal_at(package / filename, lineno, msg)):
                continue
            found.setdefault(prefix + msg, []).append((f"{package.name}/{filename}", lineno))
    return found


def _literal_at(path: Path, lineno: int, msg: str) -> bool:
    lines = path.read_text(encoding="utf-8").splitlines()[max(0, lineno - 1):lineno + 3]
    pattern = rf"(?<![A-Za-z+])\s*[\"']{re.escape(msg)}[\"'](?!\s*\+)"
    return any(re.search(pattern, line) for line in lines)


def literal_keys(package: Path = PACKAGE) -> dict[str, list[tuple[str, int]]]:
    """Every string constant in the key argument of tr/t/te/... (also the branches of ``a if c
    else b`` and a dict's values), prefixed as its function does: what Babel reads, and more."""
    import ast
    by_name = {n: (prefix, i) for prefix, names in KEYWORDS.items() for n, i in names.items()}
    found: dict[str, list[tuple[str, int]]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
                else None
            if name not in by_name or len(node.args) < by_name[name][1]:
                continue
            prefix = by_name[name][0]
            stack = [node.args[by_name[name][1] - 1]]
            while stack:
                a = stack.pop()
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    if KEY_RE.match(prefix + a.value):
                        found.setdefault(prefix + a.value, []).append(
                            (str(path.relative_to(package.parent)), a.lineno))
                elif isinstance(a, ast.IfExp):
                    stack += [a.body, a.orelse]
                elif isinstance(a, ast.Subscript) and isinstance(a.value, ast.Dict):
                    stack += a.value.values
    return found


def template(locale_dir: Path = LOCALE, package: Path | None = PACKAGE) -> Catalog:
    """The template: every key of the reference catalogue and every literal key in the source."""
    ref = {k: m for k, m in entries(read(po_path(REFERENCE, locale_dir))).items() if all(forms(m))} \
        if po_path(REFERENCE, locale_dir).exists() else {}
    used = extracted_keys(package) if package is not None else {}
    pot = new_catalogue(None)
    old = pot_path(locale_dir)
    if old.exists():
        pot.creation_date = read(old).creation_date      # no new date for an unchanged template
    for key in sorted(set(ref) | set(used)):
        msg = ref.get(key)
        ident = msg.id if msg is not None else key
        string = ("",) * 2 if isinstance(ident, (list, tuple)) else ""
        comment = [english_comment(msg)] if msg is not None and english_comment(msg) else []
        pot.add(ident, string, locations=used.get(key, ()), auto_comments=comment)
    return pot


def extract(locale_dir: Path = LOCALE, package: Path | None = PACKAGE) -> list[str]:
    """Write the template and merge it into every ``.po`` (like ``pybabel update``): new keys
    enter untranslated, keys gone from the template leave. Returns the new keys."""
    pot = template(locale_dir, package)
    write(pot, pot_path(locale_dir))
    new: set[str] = set()
    for lang in languages(locale_dir):
        cat = read(po_path(lang, locale_dir), locale=lang)
        before = set(entries(cat))
        cat.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        for msg in cat:                     # the comments are the template's, not stale ones
            if msg.id and msg.id in pot:
                msg.auto_comments = list(pot[msg.id].auto_comments)
        new |= set(entries(cat)) - before
        write(cat, po_path(lang, locale_dir))
    return sorted(new)


# ---------------------------------------------------------------------------- compile
def compile_all(locale_dir: Path = LOCALE) -> list[Path]:
    """Every ``.po`` under ``locale_dir`` compiled to its ``.mo`` (rewritten only if changed)."""
    out = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        data = mo_bytes(read(po, locale=po.parent.parent.name))
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != data:
            mo.write_bytes(data)
        out.append(mo)
    return out


# ---------------------------------------------------------------------------- check
def problems(locale_dir: Path = LOCALE) -> list[str]:
    """What is wrong with the catalogues: a ``.po`` whose keys are not the template's, an entry
    untranslated or fuzzy, placeholders that differ from the English text, a wrong number of plural
    forms, a ``.mo`` not compiled from its ``.po``."""
    out: list[str] = []
    pot = entries(read(pot_path(locale_dir)))
    sources = [entries(read(po_path(lang, locale_dir))) for lang in SOURCES
               if po_path(lang, locale_dir).exists()]
    ref = entries(read(po_path(REFERENCE, locale_dir)))
    for lang in languages(locale_dir):
        po = po_path(lang, locale_dir)
        cat = read(po, locale=lang)
        have = entries(cat)
        for key in sorted(set(pot) - set(have)):
            out.append(f"{lang}: {key}: missing (run: python tools/catalogues.py extract)")
        for key in sorted(set(have) - set(pot)):
            out.append(f"{lang}: {key}: not in the template")
        for key, msg in sorted(have.items()):
            texts = forms(msg)
            if msg.fuzzy or not all(texts):
                out.append(f"{lang}: {key}: untranslated" + (" (fuzzy)" if msg.fuzzy else ""))
                continue
            if is_plural(msg) != is_plural(pot.get(key, msg)):
                out.append(f"{lang}: {key}: plural in one file, not in the other")
            if is_plural(msg) and len(texts) != cat.num_plurals:
                out.append(f"{lang}: {key}: {len(texts)} plural forms, {lang} has {cat.num_plurals}")
            allowed, required = placeholders(key, sources)
            if is_plural(msg):
                required = required - {"n"}          # a form may say "one" in words
            got = set().union(*(fields(t) for t in texts))
            if not required <= got <= allowed:
                out.append(f"{lang}: {key}: placeholders {sorted(got)}; the code fills "
                           f"{sorted(allowed)}, every language keeps {sorted(required)}")
        if lang != REFERENCE and SELF_KEY in have and have[SELF_KEY].string == ref.get(
                SELF_KEY, Message("")).string:
            out.append(f"{lang}: {SELF_KEY} must name the language in itself, not copy English")
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(cat):
            out.append(f"{lang}: {mo.name} is not compiled from {po.name} "
                       "(run: python tools/catalogues.py compile)")
    return out


# ---------------------------------------------------------------------------- pseudo
ACCENTS = str.maketrans("aceinoruyzAEIOUCNSZ", "áçéĩñōŕüýžÁÉÍÓÜÇÑŠŽ")
FILLER = "ļōŕēm ĩpšüm đōļōŕ šĩt ámēt"


def pseudo_text(text: str) -> str:
    """``text`` accented and about a third longer; placeholders and ``{{``/``}}`` kept."""
    if not text:
        return text
    parts, pos = [], 0
    for m in FIELD_RE.finditer(text):
        parts.append(text[pos:m.start()].translate(ACCENTS))
        parts.append(m.group(0))
        pos = m.end()
    parts.append(text[pos:].translate(ACCENTS))
    extra = max(1, -(-len(text) // 3) - 1)
    pad = (FILLER * (extra // len(FILLER) + 1))[:extra].rstrip()
    return "".join(parts) + " " + pad if pad else "".join(parts)


def pseudo(out_dir: Path, lang: str = "xx", locale_dir: Path = LOCALE) -> Path:
    """A pseudo-language catalogue made from English, compiled to
    ``out_dir/<lang>/LC_MESSAGES/konwoj.mo``; returns the ``.mo``."""
    ref = read(po_path(REFERENCE, locale_dir), locale=REFERENCE)
    cat = new_catalogue(None)                       # no locale: English's two plural forms
    for msg in ref:
        if not msg.id:
            continue
        texts = tuple(pseudo_text(t) for t in forms(msg))
        if key_of(msg) == SELF_KEY:
            texts = ("Pšéüđō",)
        cat.add(msg.id, texts if is_plural(msg) else texts[0])
    po = out_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    write(cat, po)
    mo = po.with_suffix(".mo")
    mo.write_bytes(mo_bytes(cat))
    return mo


# ---------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="catalogues.py", description=__doc__.split("\n")[0])
    p.add_argument("--locale", type=Path, default=LOCALE, help="the locale folder")
    p.add_argument("--package", type=Path, default=PACKAGE, help="the source to scan")
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("extract", help="write the template and merge it into every .po")
    sub.add_parser("compile", help="compile every .po to its .mo")
    sub.add_parser("check", help="report incomplete or stale catalogues (exit 1)")
    ps = sub.add_parser("pseudo", help="write a pseudo-language catalogue")
    ps.add_argument("out", type=Path)
    ps.add_argument("--lang", default="xx")
    a = p.parse_args(argv)
    if a.cmd == "extract":
        new = extract(a.locale, a.package)
        for key in new:
            print(f"new key, translate it in every .po: {key}")
        print(f"{pot_path(a.locale)}: template written; {len(languages(a.locale))} catalogues merged")
    elif a.cmd == "compile":
        for mo in compile_all(a.locale):
            print(mo)
    elif a.cmd == "check":
        found = problems(a.locale)
        for line in found:
            print(line)
        if found:
            return 1
        print(f"{len(languages(a.locale))} catalogues complete and compiled")
    elif a.cmd == "pseudo":
        print(pseudo(a.out, a.lang, a.locale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
