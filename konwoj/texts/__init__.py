"""Everything the screens say, with no pygame: prompts, verdicts, the editions' texts, the table's
and the rules screen's texts, notices."""


def card_text(card_key: str, ruleset: str = "1e", lang: str = "pl") -> str:
    """The text a card shows in a game of ``ruleset`` (see :mod:`konwoj.texts.cards`): the one
    source for the card zoom, Rules & cards, tooltips and lessons."""
    from konwoj.texts.cards import card_text as text
    return text(card_key, ruleset, lang)
