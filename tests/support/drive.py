"""Helpers the tests share: a game played on by random legal moves, and real mouse and keyboard
events posted through ``App.step()`` (headless, SDL dummy driver)."""
from __future__ import annotations

import random
import time

import pygame

from konwoj.rules import GameState, new_game
from konwoj.rules.scenario import build_position


def played(seed: int, steps: int, ruleset: str = "1e") -> GameState:
    """A new game of ``ruleset`` after up to ``steps`` random legal moves (seeded by ``seed``)."""
    s = new_game(seed, ruleset=ruleset)
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(r.choice(s.legal_actions()))
    return s


def attack_position(**kw):
    """A position in the Outpost's attack, city 1 the battle: a Łowca there against an empty
    side, five Soldiers in city 2, Scorn and Oddział specjalny in hand (``kw`` changes any of it)."""
    args = dict(phase="outpost_attack", battle_city=1,
                table={1: {"moloch": ["lowca"], "outpost": []},
                       2: {"outpost": ["trep", "zwiadowca", "komandos", "biegacz", "trep"]}},
                hands={"outpost": ["scorn", "oddzial_specjalny"], "moloch": ["bydlak"]}, seed=4)
    args.update(kw)
    return build_position(**args)


def make_app(size=(1366, 768), lang="pl"):
    """The real App, headless, in ``lang``, with no animations."""
    from konwoj.app import App
    from konwoj.settings import Settings
    st = Settings()
    st.lang = lang
    st.animation_speed = 0.0
    return App(headless=True, size=size, settings=st)


def post(app, *events):
    """Post ``events`` and run one loop step."""
    for e in events:
        pygame.event.post(e)
    app.step()


def move(app, pos, buttons=(0, 0, 0)):
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def click(app, pos):
    """A left click at ``pos``: the mouse moves there, goes down and up (a step each)."""
    move(app, pos)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k, unicode="", *, mod=0, release=True):
    """A key press (down, then up unless ``release`` is False) in one loop step."""
    events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)]
    if release:
        events.append(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    post(app, *events)


def settle(app, seconds: float = 0.6):
    """The screens that reveal a hand have shown ``seconds`` longer (a deliberate key press
    may pass them, see konwoj.ui.reveal)."""
    from konwoj.ui.reveal import age_all
    app.draw()
    age_all(app, seconds)


def type_text(app, text):
    post(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def run_until(app, done, timeout: float) -> bool:
    """Step the real App loop, in real time, until ``done()`` or ``timeout`` seconds pass."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.step()
        if done():
            return True
        time.sleep(0.01)
    return False
