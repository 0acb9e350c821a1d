"""Every visible string in Polish and English. Modules register their own tables:

    from konwoj.i18n import register, tr
    register({"menu.new_game": ("Nowa gra", "New game")})
    tr("menu.new_game", "en")  -> "New game"
    tr("save.named", "pl", name="x") formats {name}
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
    return text.format(**kw) if kw else text


def keys() -> list[str]:
    return sorted(_STRINGS)


register({
    "side.moloch": ("Moloch", "Moloch"),
    "side.outpost": ("Posterunek", "Outpost"),
    "lang.pl": ("Polski", "Polski"),
    "lang.en": ("English", "English"),
})
