"""The table driven like a player drives it: a table opened on a position, keys, drags, a whole game
by clicks, a clock the test moves by hand."""
from __future__ import annotations

import random

import pygame

from konwoj.app import make_app
from konwoj.play.match import Match
from konwoj.rules import MOLOCH, OUTPOST
from konwoj.scenes.table import TableScene
from konwoj.settings import Settings
from tests.support.drive import click, move, post


def open_table(state, mode="hotseat", seat=None, size=(1366, 768), lang="pl", human=None,
               **settings):
    st = Settings()
    st.lang = lang
    st.animation_speed = 0.0
    for k, v in settings.items():
        setattr(st, k, v)
    app = make_app(size=size, headless=True, settings=st)
    if human is None:
        human = (MOLOCH, OUTPOST) if mode == "hotseat" else (seat or OUTPOST,)
    match = Match(state, mode, human, "random", 7)
    if mode == "hotseat" and seat:
        match.handed_off(seat)
    scene = TableScene(app, match)
    app.push(scene)
    app.step([])
    return app, scene, match


def key(app, k, mod=0):
    """A key pressed and let go (as a person presses it: a held key's repeats are not presses)."""
    post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
         pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def drag(app, start, end, steps=8):
    move(app, start)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (round(start[0] + (end[0] - start[0]) * i / steps),
             round(start[1] + (end[1] - start[1]) * i / steps))
        move(app, p, (1, 0, 0))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def hand_point(scene, key_):
    for cid, _ in scene.layout.hand_rects:
        if cid.startswith(key_ + "-"):
            return cid, scene._hand_point(cid)
    raise AssertionError(f"{key_} not in hand")


def start_drag(app, scene, card):
    cid, p = hand_point(scene, card)
    move(app, p)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    move(app, (p[0] + 20, p[1] - 40), (1, 0, 0))
    return cid, p


# ---------------------------------------------------------------------- dragging


def play_by_clicks(app, scene, match, seed, limit=4000):
    rng = random.Random(seed)
    for _ in range(limit):
        if match.state.is_terminal():
            return True
        options = [c for c in scene.clickables()
                   if not (c[0] == "button" and c[1] in ("undo", "menu"))]
        if not options:
            if match.ai_to_move():
                click(app, scene.layout.mid.center)      # a click hurries the computer along
            else:
                app.step([])
            continue
        _, _, point = rng.choice(options)
        click(app, point)
    return match.state.is_terminal()


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t
