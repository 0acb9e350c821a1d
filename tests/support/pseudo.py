"""The pseudo-locale of issue 38 as a string transform: every letter accented, every text made a
third longer, in brackets (a cut shows as a missing "]"); ``{placeholders}`` are kept whole.

    pseudo("Stations {used}/{limit}") -> "[Śtátíóñś {used}/{limit} ~~~]"

The coordinator switches the audit to the real catalogue's ``xx`` locale at merge; until then
``tests/ui/test_text_size.py`` runs the screens through this transform.
"""
from __future__ import annotations

import math
import re

ACCENTS = str.maketrans("aceilnosuyzACEILNOSUYZ", "áćéíłñóśúýźÁĆÉÍŁÑÓŚÚÝŹ")
_FIELD = re.compile(r"(\{[^{}]*\})")


def pseudo(s: str) -> str:
    """``s`` accented and lengthened by a third (at least one character), in brackets."""
    if not s:
        return s
    parts = _FIELD.split(s)
    body = "".join(p if _FIELD.fullmatch(p) else p.translate(ACCENTS) for p in parts)
    pad = max(1, math.ceil(len(s) / 3) - 3)    # the brackets and the space count too
    filler = " ".join("~" * min(6, pad - i) for i in range(0, pad, 6))   # words, as text has
    return f"[{body} {filler}]"
