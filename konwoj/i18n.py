"""Every visible string in Polish and English. Modules register their own tables:

    from konwoj.i18n import register, tr
    register({"menu.new_game": ("Nowa gra", "New game")})
    tr("menu.new_game", "en")  -> "New game"
    tr("save.named", "pl", name="x") formats {name}

An argument may itself follow the language: a ``Text`` (a key with its arguments, which reads as
its English text wherever a plain string is wanted) or any function of the language.
"""
from __future__ import annotations

LANGS = ("pl", "en")
_STRINGS: dict[str, tuple[str, str]] = {}


def register(table: dict[str, tuple[str, str]]) -> None:
    for key, pair in table.items():
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise ValueError(f"i18n entry {key!r} must be a (polish, english) pair")
        _STRINGS[key] = pair


def tr(key: str, lang: str = "pl", **kw) -> str:
    pair = _STRINGS.get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "en" else pair[0]
    if not kw:
        return text
    return text.format(**{k: (v(lang) if callable(v) else v) for k, v in kw.items()})


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
    return sorted(_STRINGS)


register({
    "side.moloch": ("Moloch", "Moloch"),
    "side.outpost": ("Posterunek", "Outpost"),
    # the computer's levels (``konwoj.ai.LEVEL_NAMES`` reads them from here)
    "level.recruit": ("Rekrut", "Recruit"),
    "level.private": ("Szeregowy", "Private"),
    "level.veteran": ("Weteran", "Veteran"),
    "level.random": ("Losowy", "Random"),
    "lang.pl": ("Polski", "Polski"),
    "lang.en": ("English", "English"),
})
