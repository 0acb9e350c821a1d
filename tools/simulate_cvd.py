"""Run a PNG through a colour-vision simulation (Machado, Oliveira & Fernandes 2009, severity 1.0,
in linear RGB: konwoj.ui.colour_vision) and save the result, to look at a screenshot as a player
with protanopia, deuteranopia or tritanopia sees it.

    python tools/simulate_cvd.py shot.png protan shot_protan.png
    python tools/simulate_cvd.py shot.png all          # shot_protan.png, shot_deutan.png, ...
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from konwoj.ui import colour_vision as cv  # noqa: E402

KINDS = ("protan", "deutan", "tritan")


def simulate_surface(surf: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surf`` as seen with ``kind`` (each distinct colour worked out once)."""
    lin, m = cv.simulate_lut(kind)
    out = surf.convert(24) if surf.get_bitsize() != 24 else surf.copy()
    w, h = out.get_size()
    raw = bytearray(pygame.image.tobytes(out, "RGB"))
    seen: dict[bytes, bytes] = {}
    for i in range(0, len(raw), 3):
        key = bytes(raw[i:i + 3])
        got = seen.get(key)
        if got is None:
            r, g, b = lin[key[0]], lin[key[1]], lin[key[2]]
            got = bytes(cv.to_srgb(row[0] * r + row[1] * g + row[2] * b) for row in m)
            seen[key] = got
        raw[i:i + 3] = got
    return pygame.image.frombytes(bytes(raw), (w, h), "RGB")


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] not in KINDS + ("all",):
        print("usage: simulate_cvd.py IN.png {protan|deutan|tritan|all} [OUT.png]", file=sys.stderr)
        return 2
    src = Path(argv[0])
    try:
        pygame.display.init()
        pygame.display.set_mode((1, 1))
        img = pygame.image.load(str(src))
    except (pygame.error, FileNotFoundError) as exc:
        print(f"simulate_cvd: cannot read {src}: {exc}", file=sys.stderr)
        return 1
    kinds = KINDS if argv[1] == "all" else (argv[1],)
    for kind in kinds:
        out = Path(argv[2]) if len(argv) > 2 and len(kinds) == 1 else \
            src.with_name(f"{src.stem}_{kind}{src.suffix}")
        pygame.image.save(simulate_surface(img, kind), str(out))
        print(f"wrote {out} ({kind})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
