"""``python main.py gallery OUT.png [--size WxH] [--lang pl|en] [--cols N]``

The card texts are in ``--lang``, by default the language chosen in the game's Settings.

Renders every card face (one per key), both card backs, a row of tokens, the
icons (large, then at 18 px where the bold small drawings take over) and the ten
city boards onto one sheet, for looking at the art.
"""
from __future__ import annotations

import os
import sys

from konwoj.commands import args as cli
from konwoj.i18n import LANGS
from konwoj.rules.facts import SIDES


MAX_SHEET_PIXELS = 64_000_000      # ~256 MB of pixels: far beyond any useful sheet


def main(argv: list[str] | None = None) -> int:
    ap = cli.Parser(prog="main.py gallery", description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--size", type=cli.size_in((8, 8), (2000, 2800), "180x252"),
                    default=(180, 252), help="card size WxH (default 180x252)")
    ap.add_argument("--lang", choices=LANGS, default=None,
                    help="card language (default: the language set in the game)")
    ap.add_argument("--cols", type=cli.int_in(1, 200), default=0,
                    help="cards per row, 1-200 (default: about 1600 px wide)")
    ap.add_argument("--only", default="", help="comma-separated card keys (default: all)")
    args = ap.parse_args(argv)
    if args.lang is None:
        from konwoj.settings import Settings
        args.lang = Settings.load().lang
    problem = cli.out_file_problem(args.out)
    if problem:
        return cli.fail(ap.prog, problem)

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from konwoj.ui.art import Art, CITY_KEYS, DISTRICT_EFFECTS, TOKENS, TRIGGERS, TYPES

    pygame.display.init()
    pygame.font.init()
    art = Art()
    keys = [k.strip() for k in args.only.split(",") if k.strip()] or list(art.cards)
    unknown = [k for k in keys if k not in art.cards]
    if unknown:
        return cli.fail(ap.prog, "unknown card keys: " + ", ".join(k[:40] for k in unknown[:10]))

    cw, ch = args.size
    gap = max(6, cw // 12)
    cols = args.cols or max(4, min(len(keys), (1600 - gap) // (cw + gap)))
    rows = (len(keys) + cols - 1) // cols
    sheet_w = gap + cols * (cw + gap)
    icon_px = max(24, min(64, cw // 3))
    city_w = max(160, min(300, (sheet_w - 6 * gap) // 5))
    city_h = city_w * 2 // 3
    small_px = 18
    heights = [rows * (ch + gap), ch + gap, icon_px + gap, icon_px + gap, small_px + gap,
               2 * (city_h + gap)]
    sheet_h = gap + sum(heights)
    if sheet_w * sheet_h > MAX_SHEET_PIXELS:
        return cli.fail(ap.prog, f"the sheet would be {sheet_w}x{sheet_h} pixels; use a smaller "
                                 "--size or fewer --cols")
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.blit(art.table_background((sheet_w, sheet_h)), (0, 0))

    y = gap
    for i, key in enumerate(keys):
        r, c = divmod(i, cols)
        sheet.blit(art.card_face(key, (cw, ch), args.lang), (gap + c * (cw + gap), y + r * (ch + gap)))
    y += rows * (ch + gap)
    x = gap
    for side in SIDES:
        sheet.blit(art.card_back(side, (cw, ch)), (x, y))
        x += cw + gap
    # the same card shown with a raised and a lowered strength
    sample = next((k for k in keys if art.cards[k].get("strength")), None)
    if sample:
        base = art.cards[sample]["strength"]
        for s in (base + 2, max(0, base - 1)):
            sheet.blit(art.card_face(sample, (cw, ch), args.lang, strength=s), (x, y))
            x += cw + gap
    y += ch + gap
    x = gap
    for name in TOKENS:
        sheet.blit(art.token(name, icon_px), (x, y))
        x += icon_px + gap // 2
    y += icon_px + gap
    icons = [n for n in TRIGGERS if n != "none"] + list(TYPES) + [f"district_{e}" for e in DISTRICT_EFFECTS]
    x = gap
    for name in icons:
        pygame.draw.circle(sheet, (16, 18, 20), (x + icon_px // 2, y + icon_px // 2), icon_px // 2 + 3)
        sheet.blit(art.icon(name, icon_px), (x, y))
        x += icon_px + gap // 2
    y += icon_px + gap
    x = gap
    for name in icons:   # the same at table size, centred under the large ones
        cx = x + icon_px // 2
        pygame.draw.circle(sheet, (16, 18, 20), (cx, y + small_px // 2), small_px // 2 + 2)
        sheet.blit(art.icon(name, small_px), (cx - small_px // 2, y))
        x += icon_px + gap // 2
    y += small_px + gap
    for r, ruined in enumerate((False, True)):
        for c, key in enumerate(CITY_KEYS):
            sheet.blit(art.city_board(key, ruined, (city_w, city_h)),
                       (gap + c * (city_w + gap), y + r * (city_h + gap)))
    if cli.save_image(ap.prog, sheet, args.out):
        return 2
    print(f"wrote {args.out} ({sheet_w}x{sheet_h}, {len(keys)} cards at {cw}x{ch})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
