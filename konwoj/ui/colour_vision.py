"""Colour science for the colour-vision settings (pure Python, no pygame): the simulation of the
three dichromacies of Machado, Oliveira & Fernandes (2009, severity 1.0, applied in linear RGB),
the CIEDE2000 colour difference (Sharma, Wu & Dalal 2005) and the WCAG 2.x contrast ratio.

Used by the tests that hold every palette of :mod:`konwoj.ui.palette` apart and by
``tools/simulate_cvd.py``, which runs a screenshot through a simulation.
"""
from __future__ import annotations

import math

RGB = tuple[int, int, int]

# Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color Vision
# Deficiency", the severity-1.0 matrices of its table (linear RGB in, linear RGB out)
MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868),
               (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968),
               (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779),
               (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", "protan", "deutan", "tritan")


def to_linear(c: float) -> float:
    """One sRGB channel (0-255) -> linear light (0-1)."""
    c = c / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(v: float) -> int:
    """Linear light (clamped to 0-1) -> one sRGB channel (0-255)."""
    v = min(1.0, max(0.0, v))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(rgb, vision: str) -> RGB:
    """``rgb`` as seen with ``vision`` ("normal", "protan", "deutan" or "tritan")."""
    r, g, b = (int(x) for x in tuple(rgb)[:3])
    if vision == "normal":
        return (r, g, b)
    m = MACHADO[vision]
    lin = (to_linear(r), to_linear(g), to_linear(b))
    return tuple(to_srgb(sum(k * v for k, v in zip(row, lin))) for row in m)  # type: ignore


def simulate_lut(vision: str) -> tuple[list[float], tuple]:
    """What ``tools/simulate_cvd.py`` needs to run whole images fast: the linear table of the 256
    channel values and the matrix."""
    return [to_linear(i) for i in range(256)], MACHADO[vision]


# ------------------------------------------------------------------ CIELAB and CIEDE2000
_WHITE = (0.95047, 1.0, 1.08883)      # D65


def to_lab(rgb) -> tuple[float, float, float]:
    """sRGB (D65) -> CIELAB."""
    r, g, b = (to_linear(x) for x in tuple(rgb)[:3])
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / _WHITE[0]), f(y / _WHITE[1]), f(z / _WHITE[2])
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1), as written out in
    Sharma, Wu & Dalal 2005 (their equations 2-4)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    C1, C2 = math.hypot(a1, b1), math.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = 0.0 if a1p == 0 and b1 == 0 else math.degrees(math.atan2(b1, a1p)) % 360
    h2p = 0.0 if a2p == 0 and b2 == 0 else math.degrees(math.atan2(b2, a2p)) % 360
    dLp = L2 - L1
    dCp = C2p - C1p
    if C1p * C2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180:
            dhp -= 360
        elif dhp < -180:
            dhp += 360
    dHp = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dhp / 2))
    Lpm = (L1 + L2) / 2
    Cpm = (C1p + C2p) / 2
    if C1p * C2p == 0:
        hpm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hpm = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hpm = (h1p + h2p + 360) / 2
    else:
        hpm = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hpm - 30)) + 0.24 * math.cos(math.radians(2 * hpm))
         + 0.32 * math.cos(math.radians(3 * hpm + 6)) - 0.20 * math.cos(math.radians(4 * hpm - 63)))
    dtheta = 30 * math.exp(-(((hpm - 275) / 25) ** 2))
    Rc = 2 * math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lpm - 50) ** 2 / math.sqrt(20 + (Lpm - 50) ** 2)
    Sc = 1 + 0.045 * Cpm
    Sh = 1 + 0.015 * Cpm * T
    Rt = -math.sin(math.radians(2 * dtheta)) * Rc
    return math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2
                     + Rt * (dCp / Sc) * (dHp / Sh))


def delta_e(rgb1, rgb2, vision: str = "normal") -> float:
    """CIEDE2000 of two sRGB colours as seen with ``vision``."""
    return ciede2000(to_lab(simulate(rgb1, vision)), to_lab(simulate(rgb2, vision)))


# ------------------------------------------------------------------ WCAG 2.x contrast
def luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    r, g, b = (to_linear(x) for x in tuple(rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg, bg) -> float:
    """WCAG 2.x contrast ratio (1-21) of two sRGB colours."""
    a, b = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)
