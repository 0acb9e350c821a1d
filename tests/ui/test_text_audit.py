"""The text audit's recorder (issue 40 item 2): off it records nothing; on it follows every text
to the screen rect it lands in, through surfaces it was composed on, and the driver's checks find
a cut text, a text outside its box or the window, two overlapping texts and small capitals."""
from __future__ import annotations

import pygame

from konwoj.ui import fonts, textaudit, widgets
from tests.support import text_audit as TA


def _frame(draw, size=(1366, 768)):
    pygame.display.init()
    pygame.display.set_mode(size)
    fonts.set_text_size(1.0, size)
    textaudit.start()
    try:
        screen = textaudit.AuditSurface(size)
        draw(screen)
        hits = textaudit.screen_hits(screen)
    finally:
        textaudit.stop()
    return hits, TA.problems(hits, size, "test")


def test_off_it_records_nothing_and_surfaces_are_plain():
    assert textaudit.REC is None and pygame.Surface is textaudit._BaseSurface
    img = fonts.text("Stacje 0/4", 20)
    assert textaudit.note(img, "x", 20) is img and textaudit.REC is None


def test_a_text_is_followed_through_a_panel_to_the_screen():
    def draw(screen):
        panel = pygame.Surface((300, 100), pygame.SRCALPHA)
        fonts.blit_text(panel, "Stations 0/4", (10, 20), 24)
        screen.blit(panel, (500, 300))
    hits, probs = _frame(draw)
    assert [h.info.s for h in hits] == ["Stations 0/4"]
    r = hits[0].rect
    assert 510 <= r.x <= 514 and 320 <= r.y <= 330 and probs == []


def test_cut_box_window_overlap_and_small_caps_are_found():
    def draw(screen):
        s = widgets.ellipsize("Combat Module of a very long name", 20, 90)
        fonts.blit_text(screen, s, (10, 10), 20)
        fonts.blit_text(screen, "Annihilator", (1300, 100), 24)          # past the right edge
        fonts.blit_text(screen, "Stations 0/5", (400, 400), 24)
        fonts.blit_text(screen, "Brute", (420, 405), 24)                 # over the label
        fonts.blit_text(screen, "tiny", (10, 700), 8)                    # raised to the floor
    _, probs = _frame(draw)
    kinds = {p.split(": ")[1].split(" ")[0] for p in probs}
    assert {"cut", "window", "overlap"} <= kinds, probs
    assert not any("'tiny'" in p and "small" in p for p in probs)       # the floor lifted it


def test_a_text_covered_by_a_box_drawn_over_it_is_not_an_overlap():
    def draw(screen):
        fonts.blit_text(screen, "Under the box", (400, 400), 24)
        widgets.panel(screen, pygame.Rect(350, 350, 400, 200))
        fonts.blit_text(screen, "On the box", (405, 402), 24)
    hits, probs = _frame(draw)
    assert [h.info.s for h in hits] == ["On the box"] and probs == []


def test_the_capital_floor_is_9_px_at_1366x768_and_12_px_at_1920x1080():
    assert fonts.min_cap((1366, 768)) == 9 and fonts.min_cap((1920, 1080)) == 12
    for size, cap in (((1366, 768), 9), ((1920, 1080), 12)):
        fonts.set_text_size(1.0, size)
        for asked in (6, 10, 13):
            img = fonts.text("H", asked)
            assert img.get_bounding_rect(min_alpha=64).h >= cap
    fonts.set_text_size(1.0, (1366, 768))
