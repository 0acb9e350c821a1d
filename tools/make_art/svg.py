"""A tiny SVG builder (``Doc``) and the number formatting every SVG shares."""
from __future__ import annotations

from .palette import INK, M_GLOW


def f(v: float) -> str:
    if isinstance(v, int):
        return str(v)
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def P(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def attrs(a: dict) -> str:
    out = []
    for k, v in a.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f'{k}="{f(v) if isinstance(v, (int, float)) else v}"')
    return " ".join(out)


class Doc:
    """A tiny SVG builder: element helpers return strings and append them."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self._n = 0

    # -- output
    def svg(self) -> str:
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.w}" height="{self.h}" '
                f'viewBox="0 0 {self.w} {self.h}">{defs}\n' + "\n".join(self.body) + "\n</svg>\n")

    def add(self, s: str) -> str:
        self.body.append(s)
        return s

    # -- paints
    def _id(self, p: str) -> str:
        self._n += 1
        return f"{p}{self._n}"

    def lin(self, stops, x1=0, y1=0, x2=0, y2=100, user=False) -> str:
        gid = self._id("l")
        unit = ' gradientUnits="userSpaceOnUse"' if user else ""
        pc = "" if user else "%"
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<linearGradient id="{gid}"{unit} x1="{f(x1)}{pc}" y1="{f(y1)}{pc}" '
                         f'x2="{f(x2)}{pc}" y2="{f(y2)}{pc}">{st}</linearGradient>')
        return f"url(#{gid})"

    def rad(self, stops, cx=50, cy=50, r=50, user=False) -> str:
        gid = self._id("r")
        unit = ' gradientUnits="userSpaceOnUse"' if user else ""
        pc = "" if user else "%"
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<radialGradient id="{gid}"{unit} cx="{f(cx)}{pc}" cy="{f(cy)}{pc}" '
                         f'r="{f(r)}{pc}">{st}</radialGradient>')
        return f"url(#{gid})"

    # -- plain elements (no outline unless stroke given)
    def rect(self, x, y, w, h, fill="none", **a):
        return self.add(f'<rect {attrs(dict(x=x, y=y, width=w, height=h, fill=fill, **a))}/>')

    def circle(self, cx, cy, r, fill="none", **a):
        return self.add(f'<circle {attrs(dict(cx=cx, cy=cy, r=r, fill=fill, **a))}/>')

    def ellipse(self, cx, cy, rx, ry, fill="none", **a):
        return self.add(f'<ellipse {attrs(dict(cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, **a))}/>')

    def poly(self, pts, fill="none", **a):
        return self.add(f'<polygon {attrs(dict(points=P(pts), fill=fill, **a))}/>')

    def line(self, pts, stroke, width, cap="round", **a):
        return self.add(f'<polyline {attrs(dict(points=P(pts), fill="none", stroke=stroke, stroke_width=width, stroke_linecap=cap, stroke_linejoin="round", **a))}/>')

    def path(self, d, fill="none", **a):
        return self.add(f'<path {attrs(dict(d=d, fill=fill, **a))}/>')

    def open(self, transform: str | None = None, **a):
        return self.add(f"<g {attrs(dict(transform=transform, **a))}>")

    def close(self):
        return self.add("</g>")

    # -- outlined "sticker" shapes
    @staticmethod
    def _ink(ow, a, join=True):
        kw = dict(stroke=INK, stroke_width=ow)
        if join:
            kw["stroke_linejoin"] = "round"
        kw.update(a)
        if not kw.get("stroke_width"):
            kw.pop("stroke", None)
            kw.pop("stroke_width", None)
        return kw

    def P(self, pts, fill, ow=5, **a):
        return self.poly(pts, fill, **self._ink(ow, a))

    def C(self, cx, cy, r, fill, ow=5, **a):
        return self.circle(cx, cy, r, fill, **self._ink(ow, a, False))

    def E(self, cx, cy, rx, ry, fill, ow=5, **a):
        return self.ellipse(cx, cy, rx, ry, fill, **self._ink(ow, a, False))

    def R(self, x, y, w, h, fill, ow=5, rx=None, **a):
        return self.rect(x, y, w, h, fill, rx=rx, **self._ink(ow, a))

    def D(self, d, fill, ow=5, **a):
        return self.path(d, fill, **self._ink(ow, a))

    def limb(self, pts, w, fill, ow=5, cap="round"):
        """A thick stroked polyline with an ink rim (arms, legs, pipes, barrels)."""
        self.line(pts, INK, w + 2 * ow, cap=cap)
        return self.line(pts, fill, w, cap=cap)

    def glow(self, cx, cy, r, colour=M_GLOW, core="#ffd7b0", strength=0.85):
        g = self.rad([(0, core, 1), (0.25, colour, strength), (1, colour, 0)])
        self.circle(cx, cy, r, g)

    def eye(self, cx, cy, r=8, colour=M_GLOW):
        self.glow(cx, cy, r * 3.2, colour, strength=0.55)
        self.circle(cx, cy, r, colour, stroke=INK, stroke_width=3)
        self.circle(cx - r * 0.3, cy - r * 0.3, r * 0.38, "#ffe0c8")


def _stop(s) -> str:
    off, col = s[0], s[1]
    op = s[2] if len(s) > 2 else 1
    o = f' stop-opacity="{f(op)}"' if op != 1 else ""
    return f'<stop offset="{f(off)}" stop-color="{col}"{o}/>'
