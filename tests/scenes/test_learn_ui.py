"""Learn to play in the window: the hints setting, lessons driven with posted events."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.app import App  # noqa: E402
from konwoj.ui.table import callouts  # noqa: E402
from konwoj.settings import Settings  # noqa: E402
from tests.support.scenes import app_in_lesson, click, open_lesson  # noqa: E402


pytestmark = pytest.mark.usefixtures("tmp_dirs")


def test_hints_setting_defaults_on_and_toggles_off_in_settings(tmp_dirs):
    from konwoj.scenes.settings_scene import SettingsScene
    assert Settings().hints_enabled is True
    app = App(headless=True, size=(1366, 768))
    app.step([])
    app.scenes.push(SettingsScene(app))
    app.request_redraw()
    app.step([])
    st = app.scenes.top
    assert st.hints.value is True
    click(app, st.hints)
    assert app.settings.hints_enabled is False
    assert Settings.load().hints_enabled is False
    assert st.hints.rect.bottom < st.back_button.rect.top <= 768


@pytest.mark.parametrize("raw, want", [("hints_enabled: false\n", False), ("hints_enabled: true\n", True),
                                       ("{}\n", True), ("hints_enabled: [1, 2]\n", True)])
def test_hints_setting_loads_as_a_bool(tmp_path, raw, want):
    p = tmp_path / "s.yaml"
    p.write_text(raw)
    assert Settings.load(p).hints_enabled is want


# ---------------------------------------------------------------------------- lessons at the table
import time  # noqa: E402

from konwoj.play.lessons import load_progress  # noqa: E402
from konwoj.rules.cards import card_key  # noqa: E402

LIT_KINDS = ("hand", "card", "slot", "city", "district", "feature", "limbo", "source", "table")


def _lit(sc):
    """What the table offers to click now, apart from the callout and the always-there buttons."""
    out = []
    for kind, what, pos in sc.clickables():
        if kind in LIT_KINDS or (kind == "button" and what == "main"):
            out.append((kind, what, pos))
    return out


def _belongs(kind, what, a) -> bool:
    """Does the lit thing (kind, what) lead to action ``a``?"""
    if kind == "button":
        return a.kind in ("pass", "keep", "draw", "decline")
    if kind == "hand":
        return a.card is not None and (card_key(what) == card_key(a.card) or what == a.card)
    if kind in ("card", "source", "limbo"):
        return what in (a.card, a.target)
    if kind == "slot":
        return a.city == what[0]
    if kind == "city":
        return a.city == what
    if kind == "district":
        return (a.city, a.index) == tuple(what)
    if kind == "feature":
        return a.kind == "feature" and a.city == what
    return False


LESSONS = ["outpost", "moloch", "endgame", "cities", "edition2"]
SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


def _check_callout(app, sc, step, lit=None):
    """The callout points exactly: its arrow's tip inside the first anchor (the lit thing on a do
    step), the box clear of every anchor and of an enlarged card it was drawn under."""
    box = sc.view.frame_hits.lesson.get("box")
    assert box is not None and app.screen.get_rect().contains(box), (step.number, box)
    for anchor in step.point:                     # the callout never covers what it points at
        target = callouts.anchor_rect(sc, anchor)
        assert target is not None, (step.number, anchor)
        assert not box.colliderect(target), (step.number, anchor, box, target)
    if step.point:
        first = callouts.anchor_rect(sc, step.point[0])
        tip = sc.view.frame_hits.lesson_tip
        assert tip is not None and first.collidepoint(tip.topleft), (step.number, first, tip)
        if lit:                                   # the arrow points at what is lit
            assert any(first.collidepoint(pos) for _, _, pos in lit), (step.number, first, lit)
    zoom = sc.view.frame_hits.overlay.get("zoom")
    if zoom is not None:
        assert not box.colliderect(zoom) or sc.view.frame_hits.overlay.get("zoom_over_callout")


def _hover_first_anchor(app, sc, step):
    """Rest the mouse on the first anchor long enough for its enlarged card, then redraw."""
    if not step.point or step.point[0].kind not in ("hand", "card"):
        return
    r = callouts.anchor_rect(sc, step.point[0])
    if r is None:
        return
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    sc.input.hover_since -= 5
    app.request_redraw()
    app.step([])


@pytest.mark.slow
@pytest.mark.parametrize("lesson_id", LESSONS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_lesson_plays_to_its_end_with_posted_events(lesson_id, size, lang):
    from konwoj.scenes.table import TableScene
    app = App(headless=True, size=size)
    app.set_lang(lang)
    app.settings.animation_speed = 0.0
    app.step([])
    sc = open_lesson(app, lesson_id)
    assert isinstance(sc, TableScene)
    runner = sc.match.lesson
    lesson = runner.lesson
    assert sc.state.rules.name == lesson.edition
    deadline = time.monotonic() + 90
    seen_steps = set()
    counted = []
    while not runner.done:
        assert time.monotonic() < deadline, f"stuck at step {runner.index + 1}"
        app.request_redraw()
        app.step([])
        step = runner.current
        state = sc.state
        if step.kind == "opponent":
            assert sc.model.legal == [] and not [c for c in _lit(sc) if c[0] != "button"]
            time.sleep(0.02)
            continue
        if step.number not in seen_steps:
            counted.append(lesson.step_number(runner.index))
        seen_steps.add(step.number)
        if step.kind == "info":
            _check_callout(app, sc, step)
            _hover_first_anchor(app, sc, step)
            _check_callout(app, sc, step)
            assert sc.model.legal == [] and _lit(sc) == []      # nothing lit while the learner reads
            nxt = next(c for c in sc.clickables() if c[:2] == ("lesson", "next"))
            click(app, nxt[2])
            continue
        allowed = runner.allowed(state)
        assert len(allowed) == 1 and sc.model.legal == allowed  # only the taught action
        taught = allowed[0]
        lit = _lit(sc)
        assert lit, f"step {step.number}: nothing lit"
        _check_callout(app, sc, step, lit)
        for kind, what, _ in lit:
            assert _belongs(kind, what, taught), (step.number, kind, what, taught)
        before = runner.index
        pick = [c for c in lit if c[0] != "button"] or lit
        click(app, pick[0][2])
        if runner.index == before and sc.model.sel is not None:   # a card picked: now its target
            lit = _lit(sc)
            for kind, what, _ in lit:
                assert _belongs(kind, what, taught), (step.number, kind, what, taught)
            pick = [c for c in lit if c[0] not in ("button", "hand")] or lit
            click(app, pick[0][2])
        assert runner.index > before, f"step {step.number} did not advance"
    assert seen_steps == {s.number for s in lesson.steps if s.kind != "opponent"}
    # the step counter counts the learner's steps only: 1, 2, 3 ... to the total
    assert counted == list(range(1, len(lesson.player_steps()) + 1))
    assert lesson.id in load_progress()["completed"]
    # the finished lesson offers a real game: New game with the lesson's side and edition chosen
    app.request_redraw()
    app.step([])
    assert app.scenes.top is sc                 # no game-over screen over the lesson's last word
    real = next(c for c in sc.clickables() if c[:2] == ("lesson", "real_game"))
    click(app, real[2])
    top = app.scenes.top
    from konwoj.scenes.newgame import NewGameScene
    assert isinstance(top, NewGameScene)
    assert top.side.value == lesson.side and top.edition.value == lesson.edition
    assert top.mode.value == "solo"
    click(app, top.start_button)                  # and Start gives that game
    match = getattr(app.scenes.top, "match", None)
    assert match is not None and getattr(match, "lesson", None) is None
    assert match.human_sides == (lesson.side,) and match.state.rules.name == lesson.edition


def test_a_lesson_resumes_where_it_was_left(tmp_dirs):
    from konwoj.scenes.lessons import LessonsScene
    app, sc = app_in_lesson("moloch")
    runner = sc.match.lesson
    for _ in range(3):
        nxt = next(c for c in sc.clickables() if c[:2] == ("lesson", "next"))
        click(app, nxt[2])
    district = next(c for c in sc.clickables() if c[0] == "district")
    click(app, district[2])
    assert runner.index == 4 and sc.state.target == 0
    app.go_title()
    app.step([])
    app2 = App(headless=True, size=(1366, 768))
    app2.step([])
    app2.push(LessonsScene(app2))
    ls = app2.scenes.top
    row = next(r for r in ls.rows if r[0].id == "moloch")
    assert row[1].text == "Kontynuuj" and ls.status(row[0]) == "krok 5 z 13"
    click(app2, row[1])
    sc2 = app2.scenes.top
    assert sc2.match.lesson.index == 4 and sc2.state.target == 0
    # start over: the lesson from its first step
    app2.go_title()
    app2.push(LessonsScene(app2))
    row = next(r for r in app2.scenes.top.rows if r[0].id == "moloch")
    click(app2, row[2])
    assert app2.scenes.top.match.lesson.index == 0


def test_scenario_hint_shows_when_a_scenario_is_loaded():
    from pathlib import Path
    app = App(headless=True, size=(1366, 768))
    app.set_lang("en")
    app.step([])
    app.load_file(Path(__file__).resolve().parents[2] / "saves" / "02-moloch-attack.yaml")
    sc = app.scenes.top
    app.request_redraw()
    app.step([])
    assert sc.lessons.try_text["en"].startswith("Try: the Hornet")
    ok = next(c for c in sc.clickables() if c[:2] == ("lesson", "try_ok"))
    click(app, ok[2])
    app.request_redraw()
    app.step([])
    assert sc.lessons.try_text is None and "box" not in sc.view.frame_hits.lesson


def _solo_at_human_turn(side="outpost", seed=5):
    from konwoj.rules import new_game
    from konwoj.play.session import make_match
    app = App(headless=True, size=(1366, 768))
    app.set_lang("en")
    app.settings.animation_speed = 0.0
    app.settings.ai_budget = 0.5
    app.step([])
    s = new_game(seed=seed)
    import random
    rng = random.Random(seed)
    while not (s.current_player == side and s.decision_frame[0] == "attack" and s.battle >= 1):
        s.apply(rng.choice(s.legal_actions()))
    app.start_match(make_match(s, "solo", (side,), "recruit", seed))
    app.step([])
    return app, app.scenes.top


@pytest.mark.slow
def test_hint_button_and_key_h_light_a_move_with_its_reason():
    app, sc = _solo_at_human_turn()
    btn = sc.buttons()["hint"]
    assert btn[1] and btn[0] == "Hint (H)"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    app.step()
    assert sc.lessons.hint_worker.busy                       # thinking in the background
    assert sc.buttons()["hint"][1] is False           # the table stays live meanwhile
    deadline = time.monotonic() + 60
    while sc.lessons.hint is None and time.monotonic() < deadline:
        time.sleep(0.05)
        app.step()                                    # the EV_HINT timer polls the worker
    h = sc.lessons.hint
    assert h is not None and h.action in sc.state.legal_actions()
    app.request_redraw()
    app.step([])
    box = sc.view.frame_hits.lesson["box"]
    src = callouts.action_rect(sc, h.action)
    assert src is not None and not box.colliderect(src)
    ok = next(c for c in sc.clickables() if c[:2] == ("lesson", "hint_ok"))
    click(app, ok[2])
    assert sc.lessons.hint is None
    sc.lessons.hint_worker.close()


def test_hint_button_is_off_with_the_setting_and_in_hot_seat():
    app, sc = _solo_at_human_turn()
    app.settings.hints_enabled = False
    sc._dirty()
    assert "hint" not in sc.buttons()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    app.step()
    assert sc.lessons.hint_worker is None
    from konwoj.scenes.table import TableScene
    from konwoj.play.session import make_match
    app.settings.hints_enabled = True
    app.start_match(make_match(sc.state.clone(), "hotseat", ("moloch", "outpost"), None, 3))
    app.step([])
    table = next(s for s in app.scenes.stack if isinstance(s, TableScene))
    assert table is not sc and "hint" not in table.buttons()


@pytest.mark.slow
def test_do_it_for_me_takes_the_taught_step():
    app, sc = app_in_lesson("outpost")
    runner = sc.match.lesson
    deadline = time.monotonic() + 30
    while runner.current.kind != "do" and time.monotonic() < deadline:
        app.request_redraw()
        app.step([])
        nxt = [c for c in sc.clickables() if c[:2] == ("lesson", "next")]
        if nxt:
            click(app, nxt[0][2])
        else:
            time.sleep(0.02)
    assert runner.current.number == 11
    app.request_redraw()
    app.step([])
    skip = next(c for c in sc.clickables() if c[:2] == ("lesson", "skip"))
    click(app, skip[2])
    assert runner.index == 11 and sc.state.city_of.get("komandos-1") == 1


def test_a_completed_lesson_starts_afresh():
    from konwoj.play.lessons import LessonRunner, load_lesson, LESSONS_DIR, record_run
    from konwoj.scenes.lessons import LessonsScene
    lesson = load_lesson(LESSONS_DIR / "moloch.yaml")
    runner, state = LessonRunner(lesson), lesson.initial_state()
    while not runner.done:
        a = runner.skip_step(state) or runner.scripted(state)
        if a is not None:
            state.apply(a)
            runner.observe(a)
    record_run(runner)
    app = App(headless=True, size=(1366, 768))
    app.step([])
    app.push(LessonsScene(app))
    ls = app.scenes.top
    row = next(r for r in ls.rows if r[0].id == "moloch")
    assert ls.status(row[0]).startswith("ukończona") and row[1].text == "Zacznij"
    click(app, row[1])
    assert app.scenes.top.match.lesson.index == 0
    assert "moloch" in load_progress()["completed"]


def test_continue_reopens_a_lesson_in_progress():
    from konwoj.scenes.title import TitleScene
    app, sc = app_in_lesson("moloch")
    for _ in range(3):
        nxt = next(c for c in sc.clickables() if c[:2] == ("lesson", "next"))
        click(app, nxt[2])
    district = next(c for c in sc.clickables() if c[0] == "district")
    click(app, district[2])
    sc._leave()                                  # Quit from the menu: autosaved
    app.step([])
    app2 = App(headless=True, size=(1366, 768))
    app2.step([])
    title = app2.scenes.top
    assert isinstance(title, TitleScene) and title.autosave
    click(app2, title.continue_button)
    sc2 = app2.scenes.top
    assert sc2.match.lesson is not None and sc2.match.lesson.index == 4
    assert sc2.state.target == 0 and sc2.model.legal == sc2.match.lesson.allowed(sc2.state)
