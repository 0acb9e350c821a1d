"""Every visible string in Polish and English. Modules register their own tables:

    from konwoj.i18n import register, tr
    register({"menu.new_game": ("Nowa gra", "New game")})
    tr("menu.new_game", "en")  -> "New game"
    tr("save.named", "pl", name="x") formats {name}

A text with a count has a form per plural category of each language (gettext's Plural-Forms:
Polish one / few / many, English one / other), registered with ``register_plural`` and read with
``ntr(key, n, lang)`` (``tr(key, lang, n=...)`` does the same for such a key):

    register_plural({"table.cards_n": {"pl": ("{n} karta", "{n} karty", "{n} kart"),
                                       "en": ("{n} card", "{n} cards")}})
    ntr("table.cards_n", 22, "pl")  -> "22 karty"

An argument may itself follow the language: a ``Text`` (a key with its arguments, which reads as
its English text wherever a plain string is wanted) or any function of the language.
"""
from __future__ import annotations

LANGS = ("pl", "en")
_STRINGS: dict[str, tuple[str, str]] = {}
# count-bearing texts: key -> {lang: (form 0, form 1, ...)}, the forms in gettext's order
_PLURALS: dict[str, dict[str, tuple[str, ...]]] = {}


def register(table: dict[str, tuple[str, str]]) -> None:
    for key, pair in table.items():
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise ValueError(f"i18n entry {key!r} must be a (polish, english) pair")
        _STRINGS[key] = pair


QUOTE = 80          # characters of a value from a file that a message may quote
MAX_ARG = 1000      # characters of any one argument of a message (a safety net: a path, a list)


def clip(s, limit: int = QUOTE) -> str:
    """``str(s)`` cut to ``limit`` characters with "…" (bounded work whatever its length)."""
    s = s if isinstance(s, str) else str(s)
    return s if len(s) <= limit else s[:max(0, limit - 1)] + "…"


def clip_words(s: str, limit: int = QUOTE, total: int = MAX_ARG) -> str:
    """A message from elsewhere (the engine's refusals quote values whole): every run of more
    than ``limit`` non-space characters cut to ``limit`` with "…", the whole to ``total``."""
    import re
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
    characters, so no value from a file makes a message unbounded."""
    pair = _STRINGS.get(key)
    if pair is None:
        if key in _PLURALS and "n" in kw:      # a count-bearing text: the form that fits n
            return ntr(key, kw.pop("n"), lang, **kw)
        return key
    text = pair[1] if lang == "en" else pair[0]
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


def has(key: str) -> bool:
    """Whether ``key`` is a text of the catalogues (to ask before reading a key built at run time
    that may have no text, e.g. an edition's variant)."""
    return key in _STRINGS or key in _PLURALS


def keys() -> list[str]:
    return sorted(_STRINGS)


# ---------------------------------------------------------------------------- plural forms
# Each language's gettext Plural-Forms rule: the index of the form to use for a count ``n``.
# Polish (the standard gettext expression): 1 -> form 0; 2-4, 22-24, ... but not 12-14 -> form 1;
# everything else (0, 5-21, 25, 112 ...) -> form 2. English: 1 -> form 0, else form 1.
PLURAL_FORMS = {
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "en": "nplurals=2; plural=(n != 1);",
}


def plural_index(n: int, lang: str) -> int:
    """The plural form ``n`` takes in ``lang`` (the gettext rule of PLURAL_FORMS)."""
    n = abs(int(n))
    if lang == "pl":
        if n == 1:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


def register_plural(table: dict[str, dict[str, tuple[str, ...]]]) -> None:
    """Count-bearing texts: ``{key: {"pl": (one, few, many), "en": (one, other)}}`` (the forms in
    the order of the language's Plural-Forms, as a ``.po`` file's ``msgstr[i]`` will hold them)."""
    for key, forms in table.items():
        for lang, nforms in (("pl", 3), ("en", 2)):
            f = forms.get(lang)
            if not (isinstance(f, tuple) and len(f) == nforms):
                raise ValueError(f"plural entry {key!r} needs {nforms} {lang} forms")
        _PLURALS[key] = dict(forms)


def ntr(key: str, n: int, lang: str = "pl", **kw) -> str:
    """The form of ``key`` that fits the count ``n`` in ``lang`` (like gettext's ``ngettext``),
    formatted with ``n`` and ``kw``: ``ntr("table.cards_n", 3, "pl")`` -> "3 karty"."""
    forms = _PLURALS.get(key)
    if forms is None:
        return key
    table = forms.get(lang) or forms["en"]
    text = table[min(plural_index(n, lang if lang in forms else "en"), len(table) - 1)]
    kw.setdefault("n", n)
    return text.format(**{k: _arg(v, lang) for k, v in kw.items()})


def plural_keys() -> list[str]:
    return sorted(_PLURALS)
