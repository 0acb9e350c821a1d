"""Lessons (konwoj/lessons.py, data/lessons/*.yaml): every shipped script plays to its end through
the runner and the engine, only the taught action is allowed at each step, progress resumes, and a
bad script gives one clear error."""
from __future__ import annotations

import copy

import pytest
import yaml

from konwoj.play.lessons import (
    LESSONS_DIR,
    LessonError,
    LessonRunner,
    available_lessons,
    load_lesson,
    load_progress,
    parse_lesson,
    record_run,
)
from konwoj.rules import MOLOCH, OUTPOST, Action

LESSON_FILES = sorted(LESSONS_DIR.glob("*.yaml"))


def drive(lesson, stop_after=None):
    """Play a lesson as the table would: Next on info steps, the one allowed action on do steps,
    the scripted move for the opponent. Checks at every step what the table may offer."""
    runner = LessonRunner(lesson)
    state = lesson.initial_state()
    seen = 0
    while not runner.done:
        if stop_after is not None and seen >= stop_after:
            break
        seen += 1
        step = runner.current
        if step.kind == "info":
            assert runner.allowed(state) == []          # nothing lit while the learner reads
            assert runner.scripted(state) is None       # the opponent waits for Next
            runner.acknowledge()
            continue
        if step.kind == "do":
            assert state.current_player == lesson.side
            allowed = runner.allowed(state)
            assert len(allowed) == 1, (step.number, allowed)
            assert allowed[0] in state.legal_actions()
            assert runner.scripted(state) is None
            action = allowed[0]
        else:
            assert state.current_player == lesson.opponent_side
            assert runner.allowed(state) == []          # the learner may not move for the opponent
            action = runner.scripted(state)
            assert action in state.legal_actions()
        state.apply(action)
        runner.observe(action)
    return runner, state


def test_the_lessons_ship_in_their_order_both_sides_both_editions():
    lessons = available_lessons()
    assert [ls.id for ls in lessons] == ["outpost", "moloch", "endgame", "cities", "edition2"]
    assert {ls.side for ls in lessons} == {OUTPOST, MOLOCH}
    assert {ls.edition for ls in lessons} == {"1e", "2e"}
    for ls in lessons:
        assert ls.opponent == "recruit"
        for step in ls.steps:
            if step.kind != "opponent":
                assert step.say("pl") and step.say("en") and step.say("pl") != step.say("en")


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_lesson_plays_to_its_end_and_the_game_goes_on(path):
    lesson = load_lesson(path)
    runner, state = drive(lesson)
    assert runner.done and runner.allowed(state) is None    # free play: every legal action
    if lesson.id == "endgame":                               # the lesson of the game's end
        assert state.is_terminal() and state.winner == OUTPOST
        return
    assert not state.is_terminal() and state.legal_actions()
    start = lesson.initial_state()
    assert state.battle == start.battle + 1                  # one battle fought, the next begins
    state.validate()


def test_the_endgame_lesson_ends_the_game_on_new_york_with_an_empty_deck():
    lesson = load_lesson(LESSONS_DIR / "endgame.yaml")
    runner, state = drive(lesson)
    log = [(e.key, e.args) for e in state.log]
    assert state.winner == OUTPOST and state.end_reason == "new_york_cleared"
    assert not state.deck[0] and not state.table[4][0]
    assert ("killed", ("lowca-1",)) in log                   # a shot at an empty deck hit a Robot
    assert any(k == "discard_hand" for k, _ in log)          # ... and then the hand


def test_the_cities_lesson_shows_a_feature_its_cost_a_bomb_a_bonus_and_the_convoy():
    lesson = load_lesson(LESSONS_DIR / "cities.yaml")
    runner, state = drive(lesson)
    keys = [e.key for e in state.log]
    assert lesson.edition == "1e"
    for k in ("feature", "pay", "bonus", "bomb", "convoy", "city_down", "reveal"):
        assert k in keys, k
    assert state.feature_used[1]


def test_the_edition2_lesson_shows_the_marker_a_bomb_district_and_a_future_module():
    lesson = load_lesson(LESSONS_DIR / "edition2.yaml")
    runner, state = drive(lesson)
    log = [(e.key, e.args) for e in state.log]
    assert state.rules.name == "2e"
    assert ("district_down", (1, 1, "bomb")) in log and ("bomb", (1,)) in log
    assert ("district_down", (1, 0, "plain")) in log
    assert state.host_of.get("modul_bojowy-1") == "bydlak-1" and state.city_of["bydlak-1"] == 2
    assert state.target == 2                                 # the marker moved on


def test_outpost_lesson_teaches_what_the_issue_lists():
    lesson = load_lesson(LESSONS_DIR / "outpost.yaml")
    start = lesson.initial_state()
    runner, state = drive(lesson)
    keys = [e.key for e in state.log]
    assert "bonus" in keys                              # the unguarded bonus in a future city
    assert "instant" in keys                            # an Instant
    assert ("winner", (OUTPOST,)) in [(e.key, e.args) for e in state.log]
    assert state.down[0][1]                              # won, and the district fell anyway
    assert len(state.deck[0]) < len(start.deck[0]) - 2   # Moloch's deck milled (then 2 drawn)
    assert state.tokens.get("komandos-1") == ("+1",) and state.city_of["komandos-1"] == 1


def test_moloch_lesson_teaches_what_the_issue_lists():
    lesson = load_lesson(LESSONS_DIR / "moloch.yaml")
    runner, state = drive(lesson)
    log = [(e.key, e.args) for e in state.log]
    assert ("winner", (MOLOCH,)) in log
    assert state.city_destroyed[0]                       # the second district fell with the win
    assert ("convoy", ("dzialo_gaussa-1", 1)) in log    # the convoy move into Iron Gate
    assert "lowca-1" in state.table[4][0]                # a Robot waiting in New York
    assert any(k == "play_module" for k, _ in log)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_only_the_taught_action_is_allowed(path):
    lesson = load_lesson(path)
    runner = LessonRunner(lesson)
    state = lesson.initial_state()
    while not runner.done:
        step = runner.current
        if step.kind == "info":
            runner.acknowledge()
            continue
        if step.kind == "do":
            allowed = runner.allowed(state)
            others = [a for a in state.legal_actions() if a not in allowed]
            for a in others:                      # any other legal action is refused by the script
                assert not step.matches(a, lesson.data)
            with pytest.raises(LessonError):
                if others:
                    LessonRunner.observe(copy.deepcopy(runner), others[0])
                else:
                    raise LessonError("only one legal action")
            action = allowed[0]
        else:
            action = runner.scripted(state)
        state.apply(action)
        runner.observe(action)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_progress_resumes_at_every_step(path, tmp_path):
    lesson = load_lesson(path)
    total = len(lesson.steps)
    for cut in range(0, total + 1, 3):
        runner, state = drive(lesson, stop_after=cut)
        saved = yaml.safe_load(yaml.safe_dump(runner.progress()))
        again, state2 = LessonRunner.resume(lesson, saved)
        assert again.index == runner.index
        assert state2 == state
    # the record on disk: completed once the script is over, resumable before
    prog = tmp_path / "lessons.yaml"
    runner, _ = drive(lesson, stop_after=4)
    record_run(runner, prog)
    assert load_progress(prog)["completed"] == []
    assert load_progress(prog)["runs"][lesson.id]["step"] == runner.index
    runner, _ = drive(lesson)
    record_run(runner, prog)
    assert load_progress(prog)["completed"] == [lesson.id]


def test_progress_from_another_script_version_is_refused():
    lesson = load_lesson(LESSONS_DIR / "outpost.yaml")
    runner, _ = drive(lesson, stop_after=8)
    data = runner.progress()
    with pytest.raises(LessonError, match="changed"):
        LessonRunner.resume(lesson, {**data, "digest": "0" * 16})
    with pytest.raises(LessonError, match="another lesson"):
        LessonRunner.resume(lesson, {**data, "lesson": "moloch"})
    with pytest.raises(LessonError):
        LessonRunner.resume(lesson, {**data, "actions": [["play", "nonsense-1", None, 9]]})
    with pytest.raises(LessonError):
        LessonRunner.resume(lesson, {**data, "actions": "x"})


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe", b"[1, 2", b"- a\n- b\n", b"format: 2\n",
                                     b"[" * 5000 + b"]" * 5000])
def test_broken_progress_file_gives_an_empty_record(tmp_path, content):
    p = tmp_path / "lessons.yaml"
    p.write_bytes(content)
    assert load_progress(p) == {"completed": [], "runs": {}}


def _raw():
    return yaml.safe_load((LESSONS_DIR / "outpost.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.update(format=7), "format"),
    (lambda r: r.update(side="robots"), "side"),
    (lambda r: r.update(steps=[]), "steps"),
    (lambda r: r["position"].update(colour="red"), "unknown key"),
    (lambda r: r["position"]["hands"].update(outpost=["no_such_card"]), "position"),
    (lambda r: r["steps"][0].update(point="hand:unicorn"), "no card"),
    (lambda r: r["steps"][0].update(point="slot:9:outpost"), "city 9"),
    (lambda r: r["steps"][0].update(point="cloud"), "unknown anchor"),
    (lambda r: r["steps"][0]["say"].pop("en"), "'en' text"),
    (lambda r: r["steps"][0]["say"].update(pl="x" * 2000), "characters"),
    (lambda r: r["steps"][10].update(do={"kind": "play", "card": "komandos", "city": 0,
                                         "colour": 1}), "unknown action field"),
    (lambda r: r["steps"][10].update(do={"kind": "play", "card": "scorn", "city": 1}),
     "step 11: no legal action"),
    (lambda r: r["steps"][10].update(do={"kind": "play", "card": "komandos"}),
     "step 11: 5 legal actions"),
    (lambda r: r["steps"].insert(3, {"say": {"pl": "a", "en": "b"}, "do": {"kind": "pass"}}),
     "step 4 waits for outpost"),
])
def test_a_bad_script_gives_one_clear_error(mutate, message):
    raw = _raw()
    mutate(raw)
    with pytest.raises(LessonError, match=message) as info:
        parse_lesson(raw, source="outpost.yaml")
    assert "\n" not in str(info.value) and str(info.value).startswith("outpost.yaml")


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00", b"steps: [", b"- 1\n",
                                     b"a: " + b"[" * 3000])
def test_a_broken_lesson_file_gives_one_clear_error(tmp_path, content):
    p = tmp_path / "x.yaml"
    p.write_bytes(content)
    with pytest.raises(LessonError) as info:
        load_lesson(p)
    assert str(info.value).startswith("x.yaml:") and "\n" not in str(info.value)


def test_skip_step_does_the_step_for_the_learner():
    lesson = load_lesson(LESSONS_DIR / "moloch.yaml")
    runner = LessonRunner(lesson)
    state = lesson.initial_state()
    while not runner.done:
        a = runner.skip_step(state) or runner.scripted(state)
        if a is not None:
            state.apply(a)
            runner.observe(a)
    assert state.city_destroyed[0]


def test_observe_accepts_the_action_as_a_list():
    lesson = load_lesson(LESSONS_DIR / "moloch.yaml")
    runner = LessonRunner(lesson)
    for _ in range(3):
        runner.acknowledge()
    runner.observe(["target", None, None, 0, 0])
    assert runner.actions == [Action("target", city=0, index=0)]
