"""What a card shows is what it counts (issue 36, defect 4): a lesson plays with its own card
values (data/lesson_cards.yaml), and every face the table draws in it (hand, table, summary,
zoom, piles, animations) prints the strength the rules count, not the one of data/cards.yaml."""
from __future__ import annotations

import time

import pytest

from tests.support.drive import click
from konwoj.app import App
from konwoj.play.lessons import lesson_data
from konwoj.rules import default_data
from konwoj.ui import art

pytestmark = pytest.mark.usefixtures("tmp_dirs")

_NOT_GIVEN = object()


def open_lesson(app, lesson_id):
    title = app.scenes.top
    click(app, next(b for b in title.buttons if b.label == "title.learn").rect.center)
    ls = app.scenes.top
    row = next(r for r in ls.rows if r[0].id == lesson_id)
    click(app, row[1].rect.center)
    return app.scenes.top


def test_the_lesson_values_differ_from_the_shipped_ones():
    """The premise: the lessons' Komandos and Bunker count less than data/cards.yaml prints."""
    files = art.load_cards()
    assert lesson_data().cards["komandos"].strength == 2 != files["komandos"]["strength"]
    assert lesson_data().cards["bunkier"].strength == 1 != files["bunkier"]["strength"]


@pytest.mark.slow
@pytest.mark.parametrize("lesson_id", ["outpost", "moloch", "endgame"])
def test_every_card_drawn_in_a_lesson_shows_the_strength_the_rules_count(monkeypatch, lesson_id):
    faces = []
    real = art.Art.card_face

    def spy(self, card_key, size=(180, 252), lang="pl", strength=None, printed=_NOT_GIVEN,
            **kw):                      # kw: the edition of the card's text
        given = printed is not _NOT_GIVEN and printed is not getattr(art, "FILE_STRENGTH", None)
        base = printed if given else self.cards[card_key].get("strength")
        faces.append((card_key, base, strength))
        if printed is _NOT_GIVEN:
            return real(self, card_key, size, lang, strength)
        return real(self, card_key, size, lang, strength, printed, **kw)

    monkeypatch.setattr(art.Art, "card_face", spy)
    import konwoj.ui.table.view as table_view
    summaries = []
    real_summary = table_view.draw_resolution

    def summary_spy(*a, **k):
        summaries.append(len(faces))
        return real_summary(*a, **k)

    monkeypatch.setattr(table_view, "draw_resolution", summary_spy)
    app = App(headless=True, size=(1366, 768))
    app.settings.animation_speed = 0.0
    app.step([])
    sc = open_lesson(app, lesson_id)
    faces.clear()                          # the title's fan shows the shipped cards: not a game
    runner = sc.match.lesson
    data = sc.state.data
    assert data is lesson_data() and data is not default_data()
    deadline = time.monotonic() + 60
    while not runner.done:
        assert time.monotonic() < deadline, f"stuck at step {runner.index + 1}"
        app.request_redraw()
        app.step([])
        if runner.current.kind == "opponent":
            time.sleep(0.02)
            continue
        sc.lessons.learn_skip_step()
    app.request_redraw()
    app.step([])
    drawn = {k for k, _, _ in faces}
    files = art.load_cards()
    differ = {k for k, c in data.cards.items() if c.strength != files[k].get("strength")}
    assert drawn & differ and summaries         # not vacuous; the battle summary was drawn too
    wrong = {(k, base, data.cards[k].strength) for k, base, _ in faces
             if base != data.cards[k].strength}
    assert not wrong, f"faces printed with other values than the game's: {sorted(wrong)}"
