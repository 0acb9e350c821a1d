#!/usr/bin/env python3
"""The game's icon (our own drawing): ``art/icon/konwoj.svg`` and PNGs rendered from it.

Plain shapes only (nanosvg draws no clipPath, mask or text). A rounded square split along the diagonal into Moloch's steel and the Outpost's olive, with the
Outpost's sights closing on Moloch's red eye. Used as the window icon (``konwoj.window``) and by
the Linux desktop entry (``packaging/konwoj.desktop``).

    python tools/make_icon.py        # rewrites art/icon/ (only files whose bytes change)
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "art" / "icon"
SIZES = (16, 32, 48, 64, 128, 256)

SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs>
<linearGradient id="steel" x1="0%" y1="0%" x2="60%" y2="100%"><stop offset="0" stop-color="#5a636e"/><stop offset="1" stop-color="#1c2026"/></linearGradient>
<linearGradient id="olive" x1="40%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#7d8a40"/><stop offset="1" stop-color="#2f3718"/></linearGradient>
<radialGradient id="eye" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff1d6"/><stop offset="0.35" stop-color="#ff5b3a"/><stop offset="1" stop-color="#8e1b14"/></radialGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ff5b3a" stop-opacity="0.65"/><stop offset="1" stop-color="#ff5b3a" stop-opacity="0"/></radialGradient>
</defs>
<rect x="8" y="8" width="240" height="240" rx="44" fill="url(#olive)"/>
<path d="M235.11,20.89 A44,44 0 0 0 204,8 L52,8 A44,44 0 0 0 8,52 L8,204 A44,44 0 0 0 20.89,235.11 Z" fill="url(#steel)"/>
<line x1="235.11" y1="20.89" x2="20.89" y2="235.11" stroke="#15181b" stroke-width="10"/>
<rect x="8" y="8" width="240" height="240" rx="44" fill="none" stroke="#15181b" stroke-width="8"/>
<circle cx="128" cy="128" r="70" fill="url(#glow)"/>
<circle cx="128" cy="128" r="76" fill="none" stroke="#15181b" stroke-width="24"/>
<circle cx="128" cy="128" r="76" fill="none" stroke="#efe6cf" stroke-width="14"/>
<g stroke="#15181b" stroke-width="26" stroke-linecap="round">
<line x1="128" y1="26" x2="128" y2="70"/><line x1="128" y1="186" x2="128" y2="230"/>
<line x1="26" y1="128" x2="70" y2="128"/><line x1="186" y1="128" x2="230" y2="128"/>
</g>
<g stroke="#efe6cf" stroke-width="14" stroke-linecap="round">
<line x1="128" y1="28" x2="128" y2="68"/><line x1="128" y1="188" x2="128" y2="228"/>
<line x1="28" y1="128" x2="68" y2="128"/><line x1="188" y1="128" x2="228" y2="128"/>
</g>
<circle cx="128" cy="128" r="34" fill="#15181b"/>
<circle cx="128" cy="128" r="27" fill="url(#eye)"/>
</svg>
"""


def _write(path: Path, data: bytes) -> None:
    if path.exists() and path.read_bytes() == data:
        return
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    OUT.mkdir(parents=True, exist_ok=True)
    svg = OUT / "konwoj.svg"
    _write(svg, SVG.encode("utf-8"))
    for n in SIZES:
        png = OUT / f"konwoj-{n}.png"
        tmp = OUT / f".konwoj-{n}.png.tmp.png"
        pygame.image.save(pygame.image.load_sized_svg(str(svg), (n, n)), str(tmp))
        _write(png, tmp.read_bytes())
        tmp.unlink()
    print(f"wrote {svg.relative_to(ROOT)} and {len(SIZES)} PNGs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
