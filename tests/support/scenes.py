"""The shell's screens driven by posted events: one click or key press per loop step, a widget
found by its label, a lesson opened from the title screen."""
from __future__ import annotations

import pygame


def frame(app, seen=None):
    """Redraw the whole screen once (clearing ``seen`` first)."""
    if seen is not None:
        seen.clear()
    app.request_redraw()
    app.step([])


def click(app, target):
    """Post a real left click at a widget (or a point) and run one loop step."""
    pos = target if isinstance(target, tuple) else target.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def click_choice(app, choice, value):
    seg = choice._segments()[[v for v, _ in choice.options].index(value)]
    click(app, seg.center)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step()


def press(app, key, mod=0):
    """A deliberate key press: the screen has shown long enough, the key goes down and up."""
    from konwoj.ui.reveal import age_all
    app.draw()
    age_all(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))
    app.step()


def button(scene, key):
    for w in scene.widgets:
        if getattr(w, "label", None) == key:
            return w
    raise AssertionError(f"no button {key!r} in {scene!r}")


def open_lesson(app, lesson_id):
    from konwoj.scenes.lessons import LessonsScene
    from konwoj.scenes.title import TitleScene
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    learn = next(b for b in title.buttons if b.label == "title.learn")
    click(app, learn)
    ls = app.scenes.top
    assert isinstance(ls, LessonsScene)
    row = next(r for r in ls.rows if r[0].id == lesson_id)
    click(app, row[1])
    return app.scenes.top


def app_in_lesson(lesson_id):
    """A headless App (1366x768, animations off) with lesson ``lesson_id`` opened from the title
    screen: ``(app, the lesson's table scene)``."""
    from konwoj.app import App
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    return app, open_lesson(app, lesson_id)


def texts_drawn(app, monkeypatch) -> list:
    """The texts one full draw of ``app`` writes (``fonts.blit_text`` watched for that draw)."""
    from konwoj.ui import fonts
    seen = []
    real = fonts.blit_text

    def spy(surface, text, *a, **k):
        seen.append(str(text))
        return real(surface, text, *a, **k)
    monkeypatch.setattr(fonts, "blit_text", spy)
    app.draw()
    monkeypatch.setattr(fonts, "blit_text", real)
    return seen
