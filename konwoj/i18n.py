"""Every visible string, read from the gettext catalogues under ``konwoj/locale/`` (one
``<lang>/LC_MESSAGES/konwoj.mo`` per language, compiled from its ``.po``; see docs/translating.md).
The message ids are keys:

    tr("menu.new_game", "en")  -> "New game"
    tr("save.named", "pl", name="x") formats {name}

A text with a count has a form per plural category of its language (the catalogue's
Plural-Forms: Polish one / few / many, English one / other), read with ``ntr(key, n, lang)``
(``tr(key, lang, n=...)`` does the same for such a key):

    ntr("table.cards_n", 22, "pl")  -> "22 karty"

The languages are the folders holding a compiled catalogue (pl and en first; ``add_locale_dir``
or KONWOJ_LOCALE_DIRS add folders), each naming itself under ``lang.self``. A text missing from a
catalogue is taken from English; a key missing from every catalogue is never shown (an error is
logged once). An argument may itself follow the language: a ``Text`` (a key with its arguments,
which reads as its English text wherever a plain string is wanted) or any function of the language.
"""
from __future__ import annotations

import gettext
import logging
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

DOMAIN = "konwoj"
REFERENCE = "en"                 # the language every other falls back to
# the languages the game's own data (cards, lessons, scenarios, the engine's log) is written in,
# listed first; every other language reads that data in English
SOURCE_LANGS = ("pl", "en")
SELF_KEY = "lang.self"           # each catalogue's name for its own language
MISSING = "…"                    # shown for a key no catalogue has (tests make it unreachable)
ENV = "KONWOJ_LOCALE_DIRS"       # more locale folders, separated by os.pathsep
_log = logging.getLogger(__name__)
_dirs: list[Path] = [Path(__file__).resolve().parent / "locale"]
_dirs += [Path(p) for p in os.environ.get(ENV, "").split(os.pathsep) if p]
_cache: dict[str, gettext.GNUTranslations] = {}
_found: dict[str, gettext.GNUTranslations] | None = None
_reported: set[str] = set()


def add_locale_dir(path) -> None:
    """One more folder of ``<lang>/LC_MESSAGES/konwoj.mo`` catalogues (its languages join LANGS)."""
    global _found
    path = Path(path)
    if path not in _dirs:
        _dirs.append(path)
    _found = None
    _cache.clear()


def _load(mo: Path) -> gettext.GNUTranslations | None:
    try:
        with open(mo, "rb") as f:
            return gettext.GNUTranslations(f)
    except (OSError, ValueError, LookupError, UnicodeError, SyntaxError) as exc:
        _log.error("the catalogue %s cannot be read, its language is left out: %s", mo,
                   clip(str(exc)))
        return None


def _languages() -> dict[str, gettext.GNUTranslations]:
    """Each language with a readable compiled catalogue -> that catalogue (read once)."""
    global _found
    if _found is None:
        found: dict[str, gettext.GNUTranslations] = {}
        for d in _dirs:
            if d.is_dir():
                for sub in sorted(d.iterdir()):
                    mo = sub / "LC_MESSAGES" / f"{DOMAIN}.mo"
                    if sub.name not in found and mo.is_file() and (t := _load(mo)) is not None:
                        found[sub.name] = t
        order = sorted(found, key=lambda c: (SOURCE_LANGS.index(c) if c in SOURCE_LANGS else 2, c))
        _found = {c: found[c] for c in order}
    return _found


class _Langs(Sequence):
    """The languages with a compiled catalogue, as found now (pl, en, then the others)."""

    def __getitem__(self, i):
        return tuple(_languages())[i]

    def __len__(self):
        return len(_languages())

    def __eq__(self, other):
        return tuple(self) == tuple(other) if isinstance(other, (tuple, list, Sequence)) else NotImplemented

    def __hash__(self):
        return hash(tuple(self))

    def __repr__(self):
        return repr(tuple(self))


LANGS = _Langs()


class _Missing(gettext.NullTranslations):
    """The end of every fallback chain: a key no catalogue has."""
    _catalog: dict = {}

    def gettext(self, message):
        _missing(message)
        return MISSING

    def ngettext(self, msgid1, msgid2, n):
        _missing(msgid1)
        return MISSING


def _missing(key: str) -> None:
    if key not in _reported:
        _reported.add(key)
        _log.error("no catalogue has the text %r (run: python tools/catalogues.py check)", key)


def catalogue(lang: str) -> gettext.GNUTranslations:
    """The catalogue of ``lang`` (English for a language without one), falling back to English
    and then to the missing-key marker."""
    t = _cache.get(lang)
    if t is not None:
        return t
    langs = _languages()
    if lang in langs:
        t = langs[lang]
        t.add_fallback(_Missing() if lang == REFERENCE else catalogue(REFERENCE))
    elif lang == REFERENCE:                 # no English catalogue (a broken install)
        t = _Missing()
    else:                                   # a language without a catalogue reads English
        t = catalogue(REFERENCE)
    _cache[lang] = t
    return t


def _entries(lang: str) -> dict:
    return catalogue(lang)._catalog        # noqa: SLF001 - gettext keeps the messages here


def has(key: str) -> bool:
    """Whether ``key`` is a text of the catalogues (to ask before reading a key built at run time
    that may have no text, e.g. an edition's variant)."""
    e = _entries(REFERENCE)
    return key in e or (key, 0) in e


_KEY_RE = re.compile(r"[a-z][a-z0-9_]*(\.[A-Za-z0-9_@\-]+)+")


def is_key(text: str) -> bool:
    """Whether ``text`` is a key of the catalogues or has a key's shape ("menu.new_game"): what a
    widget's label reads as a key rather than as the text itself."""
    return has(text) or bool(_KEY_RE.fullmatch(text))


def data_lang(lang: str) -> str:
    """The language to read the game's own data in (a card's name, a lesson): ``lang`` itself if
    the data is written in it, else English."""
    return lang if lang in SOURCE_LANGS else REFERENCE


def lang_name(code: str) -> str:
    """A language's name in itself (its catalogue's ``lang.self``, else its code)."""
    langs = _languages()
    return langs[code]._catalog.get(SELF_KEY, code) if code in langs else code


QUOTE = 80          # characters of a value from a file that a message may quote
MAX_ARG = 1000      # characters of any one argument of a message (a safety net: a path, a list)


def clip(s, limit: int = QUOTE) -> str:
    """``str(s)`` cut to ``limit`` characters with "…" (bounded work whatever its length)."""
    s = s if isinstance(s, str) else str(s)
    return s if len(s) <= limit else s[:max(0, limit - 1)] + "…"


def clip_words(s: str, limit: int = QUOTE, total: int = MAX_ARG) -> str:
    """A message from elsewhere (the engine's refusals quote values whole): every run of more
    than ``limit`` non-space characters cut to ``limit`` with "…", the whole to ``total``."""
    s = clip(s, total * 4)
    s = re.sub(r"\S{%d,}" % (limit + 1), lambda m: m.group(0)[:limit - 1] + "…", s)
    return clip(s, total)


def quote(v, limit: int = QUOTE, repr_: bool = True) -> str:
    """A value from a file, as a message may show it: its ``repr`` (or ``str``) cut to ``limit``
    characters with "…". Never builds the whole repr of a huge value."""
    if isinstance(v, str):
        cut = v[:limit]
        s = repr(cut) if repr_ else cut
        return s[:max(0, limit - 1)] + "…" if len(v) > limit or len(s) > limit else s
    if isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > 4 * limit:
        return f"<a number of about {int(v.bit_length() * 0.30103)} digits>"
    if isinstance(v, (list, tuple, dict, set)) and len(v) > limit:
        return f"<a {type(v).__name__} of {len(v)} items>"
    try:
        s = repr(v) if repr_ else str(v)
    except (ValueError, RecursionError):
        s = f"<{type(v).__name__}>"
    return clip(s, limit)


def tr(key: str, lang: str = "pl", **kw) -> str:
    """The text of ``key`` in ``lang``, formatted with ``kw``; every argument is cut to MAX_ARG
    characters, so no value from a file makes a message unbounded. ``lang.<code>`` is the name
    language ``code`` gives itself."""
    t = _cache.get(lang) or catalogue(lang)
    if key not in t._catalog:                # noqa: SLF001 - a plural, a fallback, or missing
        if (key, 0) in _entries(REFERENCE):  # a count-bearing text: the form that fits n
            if "n" in kw:
                return ntr(key, kw.pop("n"), lang, **kw)
            return t.ngettext(key, key, 1)
        if key.startswith("lang.") and key[5:] in _languages() and not has(key):
            return lang_name(key[5:])
    text = t.gettext(key)
    if not kw:
        return text
    return text.format(**{k: _arg(v, lang) for k, v in kw.items()})


def _arg(v, lang: str):
    """One argument of a message, in ``lang`` and cut to MAX_ARG characters."""
    v = v(lang) if callable(v) else v
    if isinstance(v, str):
        v = clip(v, MAX_ARG) if len(v) > MAX_ARG else v
    elif isinstance(v, (list, tuple, dict, set, bytes)):
        v = quote(v, MAX_ARG, repr_=False)
    return v


class Text(str):
    """A message in both languages: an i18n key and its arguments. It *is* its English text (a
    ``str``, so logs, stderr and exceptions read as before); ``text(lang)`` gives it in ``lang``,
    and ``tr`` and ``konwoj.texts.notices`` follow the language when it is passed as an argument."""

    def __new__(cls, key: str, **kw):
        self = super().__new__(cls, tr(key, "en", **kw))
        self.key, self.kw = key, kw
        return self

    def __call__(self, lang: str = "pl") -> str:
        return tr(self.key, lang, **self.kw)

    def __reduce__(self):
        return (_text, (self.key, self.kw))


def _text(key: str, kw: dict) -> Text:
    return Text(key, **kw)


def keys() -> list[str]:
    """Every key of the English catalogue without a plural form."""
    return sorted(k for k in _entries(REFERENCE) if isinstance(k, str) and k)


# ---------------------------------------------------------------------------- plural forms
class _PluralForms(Mapping):
    """Each language's gettext Plural-Forms header, as its catalogue states it."""

    def __getitem__(self, lang):
        if lang not in _languages():
            raise KeyError(lang)
        return catalogue(lang).info()["plural-forms"]

    def __iter__(self):
        return iter(_languages())

    def __len__(self):
        return len(_languages())


PLURAL_FORMS = _PluralForms()


def plural_index(n: int, lang: str) -> int:
    """The plural form ``n`` takes in ``lang`` (its catalogue's Plural-Forms rule)."""
    return catalogue(lang).plural(abs(int(n)))


def ntr(key: str, n: int, lang: str = "pl", **kw) -> str:
    """The form of ``key`` that fits the count ``n`` in ``lang`` (gettext's ``ngettext``),
    formatted with ``n`` and ``kw``: ``ntr("table.cards_n", 3, "pl")`` -> "3 karty"."""
    text = catalogue(lang).ngettext(key, key, abs(int(n)))
    kw.setdefault("n", n)
    return text.format(**{k: _arg(v, lang) for k, v in kw.items()})


def plural_keys() -> list[str]:
    """Every key of the English catalogue with plural forms."""
    return sorted({k[0] for k in _entries(REFERENCE) if isinstance(k, tuple)})
