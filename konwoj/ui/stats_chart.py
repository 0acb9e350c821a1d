"""The statistics chart of the Games screen, drawn with pygame alone.

    draw_stats(app, surface, rect, stats)      # stats: konwoj.play.stats.Stats

Left: one bar pair per side, level and edition (wins over losses, the win rate on top); right:
the last 20 results against the computer as a strip of squares, the streaks and the average game
length.
"""
from __future__ import annotations

import pygame

from konwoj.ai import ALL_LEVELS
from konwoj.rules.facts import RULESETS, SIDES
from konwoj.ui import fonts
from konwoj.ui.palette import swatch
from konwoj.ui.widgets import ACCENT, SIDE_TEXT, TEXT, TEXT_DIM, blit_narrowed, ellipsize


WIN = swatch("win")      # solid bars and squares
LOSS = swatch("loss")    # hatched bars, crossed squares: a loss is not told by colour alone
GRID = (70, 66, 58)
GRID_DARK = (16, 14, 12)


def _hatch(surface, r: pygame.Rect, step: int) -> None:
    """Dark diagonal stripes over ``r`` (the losses' bars)."""
    clip = surface.get_clip()
    surface.set_clip(r.clip(clip) if clip else r)
    for x in range(r.x - r.h, r.right, max(3, step)):
        pygame.draw.line(surface, GRID_DARK, (x, r.bottom), (x + r.h, r.y), max(1, step // 4))
    surface.set_clip(clip)


def _groups(stats):
    """(label key or text, tally, colour) in the order drawn: the sides, the computer's levels
    (Random only when it was played), the editions; each in the order of its one list."""
    out = []
    for s in SIDES:
        out.append((f"side.{s}", stats.by_side[s], SIDE_TEXT[s]))
    for lv in ALL_LEVELS:
        if stats.by_level[lv].games or lv != "random":
            out.append((f"level.{lv}", stats.by_level[lv], ACCENT))
    for ed in RULESETS:
        out.append((f"stats.ed.{ed}", stats.by_edition[ed], (96, 170, 205)))
    return out


def bar_rects(app, rect, n: int) -> list[pygame.Rect]:
    """The slots of the ``n`` bar groups inside the chart's ``rect`` (left part)."""
    chart = chart_area(app, rect)
    gap = app.px(10)
    w = max(4, (chart.w - gap * (n - 1)) // max(1, n))
    return [pygame.Rect(chart.x + i * (w + gap), chart.y, w, chart.h) for i in range(n)]


def chart_area(app, rect) -> pygame.Rect:
    left_w = round(rect.w * 0.62)
    # room above for the title and the rates, below for the names and counts, as tall as
    # their text is drawn (the player's text size, the window's floor)
    title = fonts.font(app.font_px(20), True).get_linesize()
    small = fonts.font(app.font_px(13), True).get_linesize()
    top = app.px(10) + title + small
    bottom = app.px(10) + 2 * small
    return pygame.Rect(rect.x + app.px(16), rect.y + top, left_w - app.px(24),
                       max(app.px(30), rect.h - top - bottom))


def draw_stats(app, surface, rect, stats) -> None:
    fs = app.font_px(15)
    fonts.blit_text(surface, app.tr("stats.title"), (rect.x + app.px(16), rect.y + app.px(10)),
                    app.font_px(20), ACCENT, True, "topleft")
    fonts.blit_text(surface, app.tr("stats.games", n=stats.games),
                    (rect.x + round(rect.w * 0.62) - app.px(8), rect.y + app.px(14)), fs,
                    TEXT_DIM, False, "topright")
    groups = _groups(stats)
    chart = chart_area(app, rect)
    # grid: 0 %, 50 %, 100 % of the largest count
    top_n = max([1] + [t.wins for _, t, _ in groups] + [t.losses for _, t, _ in groups])
    for frac in (0.0, 0.5, 1.0) if stats.games else (0.0,):
        y = chart.bottom - round(chart.h * frac)
        pygame.draw.line(surface, GRID, (chart.x, y), (chart.right, y), 1)
    for (label, tally, colour), slot in zip(groups, bar_rects(app, rect, len(groups))):
        bw = max(2, (slot.w - app.px(6)) // 2)
        for k, (n, col) in enumerate(((tally.wins, WIN), (tally.losses, LOSS))):
            h = round(chart.h * n / top_n)
            r = pygame.Rect(slot.x + k * (bw + app.px(2)), chart.bottom - h, bw, h)
            if h:
                pygame.draw.rect(surface, col, r, border_top_left_radius=app.px(3),
                                 border_top_right_radius=app.px(3))
                if k:
                    _hatch(surface, r, app.px(6))
        rate = tally.rate
        if rate is not None:
            fonts.blit_text(surface, f"{round(rate * 100)}%", (slot.centerx, chart.y - app.px(2)),
                            app.font_px(13), TEXT, True, "midbottom")
        name = app.tr(label)
        blit_narrowed(surface, name, (slot.centerx, chart.bottom + app.px(6)), app.font_px(13),
                      slot.w + app.px(8), colour, anchor="midtop")     # narrowed, never cut
        fonts.blit_text(surface, f"{tally.wins}:{tally.losses}",
                        (slot.centerx, chart.bottom + app.px(6)
                         + fonts.font(app.font_px(13)).get_linesize()),
                        app.font_px(13), TEXT_DIM, False, "midtop")
    # right: recent results, streaks, lengths
    x = rect.x + round(rect.w * 0.62) + app.px(10)
    right = rect.right - app.px(16)
    y = rect.y + app.px(14)
    fonts.blit_text(surface, ellipsize(app.tr("stats.recent"), fs, right - x), (x, y), fs,
                    TEXT_DIM, False, "topleft")
    y += app.px(24)
    sq = max(4, min(app.px(16), (right - x) // 20 - app.px(2)))
    for i in range(20):
        r = pygame.Rect(x + i * (sq + app.px(2)), y, sq, sq)
        res = stats.recent[i] if i < len(stats.recent) else None
        if res is None:
            pygame.draw.rect(surface, GRID, r, width=1, border_radius=app.px(2))
        else:
            pygame.draw.rect(surface, WIN if res == "won" else LOSS, r, border_radius=app.px(2))
            if res != "won":
                pygame.draw.line(surface, GRID_DARK, r.topleft, r.bottomright, max(1, sq // 6))
                pygame.draw.line(surface, GRID_DARK, r.bottomleft, r.topright, max(1, sq // 6))
    y += sq + app.px(14)
    cur = stats.current_streak
    if cur > 0:
        text, col = app.tr("stats.wins_n", n=cur), WIN
    elif cur < 0:
        text, col = app.tr("stats.losses_n", n=-cur), LOSS
    else:
        text, col = app.tr("stats.none"), TEXT_DIM
    fonts.blit_text(surface, app.tr("stats.streak_now", text=text), (x, y), app.font_px(17), col,
                    True, "topleft")
    y += app.px(26)
    lines = [app.tr("stats.best", n=stats.best_streak)]
    if stats.avg_length is not None:
        lines.append(app.tr("stats.avg", moves=round(stats.avg_length),
                            battles=f"{stats.avg_battles:.1f}" if stats.avg_battles else "–"))
    if any(stats.hotseat.values()):
        lines.append(app.tr("stats.hotseat", m=stats.hotseat["moloch"],
                            o=stats.hotseat["outpost"]))
    for line in lines:
        for part in fonts.wrap(line, fs, right - x)[:2]:
            if y + app.px(18) > rect.bottom:
                return
            fonts.blit_text(surface, part, (x, y), fs, TEXT, False, "topleft")
            y += app.px(20)
    if not stats.games:
        fonts.blit_text(surface, app.tr("stats.no_games"), chart.center, fs, TEXT_DIM, False,
                        "center")
