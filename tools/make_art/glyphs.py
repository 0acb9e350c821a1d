"""Stroked glyphs (digits, plus, minus): the SVGs hold no <text>."""
from __future__ import annotations

from .palette import CREAM, INK
from .svg import Doc, f


GLYPHS = {
    "1": [[(40, 30), (54, 20), (54, 80)]],
    "2": "M35 34 C35 14 65 14 65 34 C65 46 52 54 36 80 L66 80",
    "+": [[(50, 30), (50, 70)], [(30, 50), (70, 50)]],
    "-": [[(30, 50), (70, 50)]],
}


def glyph(d: Doc, ch: str, x, y, size, colour=CREAM, width=12, rim=INK):
    """Draw a stroked glyph in the box (x, y, size, size); strokes get an ink rim."""
    s = size / 100
    spec = GLYPHS[ch]
    d.open(f"translate({f(x)} {f(y)}) scale({f(s)})")
    for pass_col, pass_w in ((rim, width + 8), (colour, width)):
        if isinstance(spec, str):
            d.path(spec, "none", stroke=pass_col, stroke_width=pass_w, stroke_linecap="round",
                   stroke_linejoin="round")
        else:
            for pts in spec:
                d.line(pts, pass_col, pass_w)
    d.close()
