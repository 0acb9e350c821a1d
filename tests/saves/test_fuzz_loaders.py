"""Issue 11: the save loader, the settings loader and the card-override loader fed random and
adversarial documents (hypothesis). Each gives a clean refusal or a valid result, never another
exception, in bounded time."""
from __future__ import annotations

import math
import random
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from konwoj import saves
from konwoj.play import card_overrides
from konwoj.rules import cards, new_game
from konwoj.rules.cards import CardDataError
from konwoj.settings import (AI_BUDGET_RANGE, ANIMATION_SPEED_RANGE, WINDOW_MAX, WINDOW_MIN,
                             Settings)

SECONDS = 3.0          # generous: every refusal here takes milliseconds
# tmp_path is shared by the examples: each one overwrites the file it reads
FUZZ = settings(max_examples=150, suppress_health_check=[*settings().suppress_health_check,
                                                       HealthCheck.function_scoped_fixture])


def _real_save() -> str:
    s = new_game(11)
    r = random.Random(11)
    for _ in range(45):
        s.apply(r.choice(s.legal_actions()))
    return saves.encode(s, {"mode": "solo", "human_sides": ["moloch"], "name": "fuzz"})


REAL = _real_save()

plain = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.text(max_size=30)
    | st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(
        ["moloch", "outpost", "juggernaut-1", "attack", "1e", "mulligan", "game_over"]),
    lambda kids: st.lists(kids, max_size=6) | st.dictionaries(st.text(max_size=12), kids,
                                                               max_size=6),
    max_leaves=40)


@st.composite
def adversarial(draw):
    """Texts a hostile file may hold: deep nesting, many values, aliases, tags, binary, huge
    scalars, broken UTF-8, and real saves cut, spliced and edited."""
    kind = draw(st.sampled_from(["deep", "many", "alias", "tag", "bytes", "text", "dump", "cut",
                                 "splice", "edit", "bigscalar", "docs"]))
    if kind == "deep":
        n = draw(st.sampled_from([10, 33, 100, 5_000, 60_000]))
        opener = draw(st.sampled_from(["[", "{a: ", "- ", "? "]))
        closer = {"[": "]", "{a: ": "}", "- ": "", "? ": ""}[opener]
        return (opener * n + "x" + closer * n).encode()
    if kind == "many":
        n = draw(st.sampled_from([100, 60_000, 300_000]))
        return ("[" + "1," * n + "1]").encode()
    if kind == "alias":
        return b"a: &x [1, 2]\nb: *x\nkonwoj_save: 1\n"
    if kind == "tag":
        tag = draw(st.sampled_from(["!!python/object/apply:os.system ['true']", "!!binary aGk=",
                                    "!custom x", "!!set {a}", "!!omap [a: 1]"]))
        return f"konwoj_save: 1\nmeta: {tag}\nend: true\n".encode()
    if kind == "bytes":
        return draw(st.binary(max_size=3000))
    if kind == "text":
        return draw(st.text(max_size=3000)).encode("utf-8", "surrogatepass")
    if kind == "dump":
        return yaml.safe_dump(draw(plain), allow_unicode=True).encode()
    if kind == "bigscalar":
        return ("konwoj_save: 1\nmeta: {name: " + "9" * draw(st.sampled_from([5000, 200_000]))
                + "}\nend: true\n").encode()
    if kind == "docs":
        return (REAL + "\n---\n" + REAL).encode()
    text = REAL
    if kind == "cut":
        i = draw(st.integers(0, len(text)))
        return text[:i].encode()
    if kind == "splice":
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(0, len(text)))
        return (text[:i] + text[j:]).encode()
    # edit: one value of the real save replaced by random plain data
    doc = yaml.safe_load(text)
    path = []
    node = doc
    while isinstance(node, (dict, list)) and node and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
        path.append(key)
        node = node[key]
    if not path:
        return yaml.safe_dump(draw(plain)).encode()
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = draw(plain)
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True).encode()


@pytest.mark.slow
@FUZZ
@given(body=adversarial())
def test_fuzz_save_loader_refuses_cleanly_or_loads_a_playable_game(tmp_path, body):
    p = tmp_path / "fuzz.yaml"
    p.write_bytes(body)
    t = time.perf_counter()
    try:
        state, meta = saves.load_with_meta(p)
    except saves.SaveError as err:
        assert str(p) in str(err) and err.text("pl")
    else:
        assert isinstance(meta, dict)
        assert state.is_terminal() or state.legal_actions()
    assert time.perf_counter() - t < SECONDS
    info = saves.info(p)                    # the Load screen's row: never raises either
    assert (info.error is None) or str(p) in info.error


def _settings_ok(s: Settings) -> None:
    assert s.lang in ("pl", "en")
    assert isinstance(s.fullscreen, bool) and isinstance(s.confirm_end_phase, bool)
    assert math.isfinite(s.ai_budget) and AI_BUDGET_RANGE[0] <= s.ai_budget <= AI_BUDGET_RANGE[1]
    assert math.isfinite(s.animation_speed)
    assert ANIMATION_SPEED_RANGE[0] <= s.animation_speed <= ANIMATION_SPEED_RANGE[1]
    w, h = s.window_size
    assert WINDOW_MIN[0] <= w <= WINDOW_MAX[0] and WINDOW_MIN[1] <= h <= WINDOW_MAX[1]


settings_doc = st.fixed_dictionaries({}, optional={
    "lang": plain, "window_size": plain, "fullscreen": plain, "animation_speed": plain,
    "confirm_end_phase": plain, "ai_budget": plain})


@pytest.mark.slow
@FUZZ
@given(body=adversarial() | settings_doc.map(lambda d: yaml.safe_dump(d).encode()))
def test_fuzz_settings_loader_gives_bounded_settings(tmp_path, body):
    p = tmp_path / "settings.yaml"
    p.write_bytes(body)
    t = time.perf_counter()
    s, problem = Settings.read(p)
    assert time.perf_counter() - t < SECONDS
    _settings_ok(s)
    assert problem is None or isinstance(problem, str) and "\n" not in problem


override_doc = st.fixed_dictionaries({"strengths": st.dictionaries(
    st.sampled_from(["juggernaut", "szerszen", "komandos", "no_such", "bomba"]) | st.text(max_size=8),
    plain, max_size=5)}, optional={"extra": plain})


@pytest.mark.slow
@FUZZ
@given(body=adversarial() | override_doc.map(lambda d: yaml.safe_dump(d).encode()))
def test_fuzz_override_loader_refuses_cleanly_or_gives_sane_strengths(tmp_path, body):
    p = tmp_path / "card_overrides.yaml"
    p.write_bytes(body)
    base = cards.load_card_data(overrides=False)
    t = time.perf_counter()
    try:
        data = cards.apply_overrides(base, card_overrides.read(p), str(p))
    except CardDataError as err:
        assert str(p) in str(err) and "\n" not in str(err).strip()
    else:
        for c in data.cards.values():
            assert c.strength is None or 0 <= c.strength <= cards.MAX_STRENGTH
    assert time.perf_counter() - t < SECONDS


@pytest.mark.slow
@FUZZ
@given(body=adversarial() | override_doc.map(lambda d: yaml.safe_dump(d).encode()))
def test_fuzz_override_file_at_start_never_stops_the_game(tmp_path, monkeypatch, body):
    p = tmp_path / "card_overrides.yaml"
    p.write_bytes(body)
    monkeypatch.setattr(card_overrides, "override_path", lambda: Path(p))
    monkeypatch.setattr(cards, "_DEFAULT", None)
    card_overrides.reset()
    try:
        data = card_overrides.player_data()
        problem = card_overrides.problem()
    finally:
        card_overrides.reset()
    if problem is not None:
        assert data.cards == cards.load_card_data(overrides=False).cards
    new_game(3, data=data)
