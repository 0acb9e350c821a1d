"""Lesson callouts never cover what they point at (konwoj/ui/callout.py)."""
import random

import pygame
import pytest

from konwoj.ui.callout import place_callout


@pytest.mark.parametrize("screen", [(1366, 768), (1920, 1080), (1280, 720)])
def test_the_box_never_covers_its_target_and_stays_on_screen(screen):
    rng = random.Random(1)
    scr = pygame.Rect(0, 0, *screen)
    for _ in range(2000):
        tw, th = rng.randint(10, screen[0] // 2), rng.randint(10, screen[1] // 2)
        t = pygame.Rect(rng.randint(0, screen[0] - tw), rng.randint(0, screen[1] - th), tw, th)
        size = (rng.randint(200, 440), rng.randint(80, 220))
        box = place_callout(t, size, scr)
        assert scr.contains(box)
        assert not box.colliderect(t), (t, box)


def test_the_box_prefers_to_keep_clear_of_other_things():
    scr = pygame.Rect(0, 0, 1366, 768)
    target = pygame.Rect(600, 300, 100, 100)
    below = pygame.Rect(0, 400, 1366, 368)
    box = place_callout(target, (300, 120), scr, avoid=[below])
    assert not box.colliderect(below) and not box.colliderect(target)


def test_no_target_puts_the_box_at_the_top():
    box = place_callout(None, (400, 100), pygame.Rect(0, 0, 1366, 768))
    assert box.top < 50 and abs(box.centerx - 683) <= 1
