"""Issue 37, each fact once: the sides and the editions (``konwoj.rules.facts``), the computer's
levels (``konwoj.ai``), the languages (``konwoj.i18n``) and the thinking-time ranges are defined
in one place each; every other module imports them. Presentation data stays with the screens but
is keyed by the one list."""
from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from konwoj import ai, i18n, settings
from konwoj.ai import ALL_LEVELS, BUDGET_RANGE, LEVELS
from konwoj.i18n import LANGS
from konwoj.rules import facts
from konwoj.rules.facts import MOLOCH, OUTPOST, RULESETS, SIDES

ROOT = Path(__file__).resolve().parent.parent / "konwoj"

# each fact list, the module that defines it (relative to konwoj/), and its values
FACTS = {
    "SIDES": ("rules/facts.py", set(SIDES)),
    "RULESETS": ("rules/facts.py", set(RULESETS)),
    "LEVELS": ("ai/__init__.py", set(LEVELS)),          # ALL_LEVELS holds them: one check for both
    "LANGS": ("i18n.py", set(LANGS)),
}
# names that stand for one value of a fact (``(MOLOCH, OUTPOST)`` restates the sides)
NAMED = {"MOLOCH": MOLOCH, "OUTPOST": OUTPOST}

# Restatements still in files other engineers own at b437aec. Counted per file: the test fails
# when a count changes either way, so this list only shrinks and stays true (the coordinator
# deletes a line when the branch that owns the file lands).
KNOWN_RESTATEMENTS: dict[str, int] = {}   # none left since issue 37's branches landed


def _value(node) -> str | None:
    """The fact value an element of a literal stands for: a string, ``MOLOCH``/``OUTPOST`` (a
    name or ``rules.MOLOCH``), or the first string of a pair (``("pl", "lang.pl")``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return NAMED.get(node.id)
    if isinstance(node, ast.Attribute):
        return NAMED.get(node.attr)
    if isinstance(node, ast.Tuple) and node.elts:
        first = node.elts[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def restatements(source: str, home: str = "") -> list[tuple[int, str]]:
    """(line, fact) of every tuple, list or set literal in ``source`` that lists a whole fact (in
    any order, with or without more values), outside the fact's home ``home``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List)) and not isinstance(node.ctx, ast.Load):
            continue                           # ``MOLOCH, OUTPOST = ...``: names, not the list
        if not isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            continue
        values = {v for v in map(_value, node.elts) if v is not None}
        for name, (where, fact) in FACTS.items():
            if where != home and fact <= values:
                out.append((node.lineno, name))
    return out


def _scan() -> dict[str, list[tuple[int, str]]]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        hits = restatements(path.read_text(encoding="utf-8"), rel)
        if hits:
            found[rel] = hits
    return found


def test_the_scan_sees_a_restated_list():
    probes = ['for s in ("outpost", "moloch"):\n    pass\n',
              'x = side in (MOLOCH, OUTPOST)\n',
              'x = side in (rules.MOLOCH, rules.OUTPOST)\n',
              'c = Choice(app, [("pl", "lang.pl"), ("en", "lang.en")])\n',
              'LEVELS = ("recruit", "private", "veteran", "random")\n',
              'ok = {"1e", "2e"}\n',
              'FILTER = ["all", "1e", "2e"]\n']
    for src in probes:
        assert restatements(src), src
    for src in ['x = ("all",) + SIDES\n', 'MOLOCH, OUTPOST = a, b\n', 'x = ("moloch", "1e")\n',
                'COLOURS = {"moloch": 1, "outpost": 2}\n', 'x = ("pl",)\n']:
        assert not restatements(src), src
    assert restatements('SIDES = ("moloch", "outpost")\n', "rules/facts.py") == []


def test_no_module_restates_a_fact_list():
    found = _scan()
    counts = {rel: len(hits) for rel, hits in found.items()}
    new = {rel: found[rel] for rel in counts if rel not in KNOWN_RESTATEMENTS}
    assert new == {}, "import the list from its home instead"
    stale = {rel: (n, counts.get(rel, 0)) for rel, n in KNOWN_RESTATEMENTS.items()
             if counts.get(rel, 0) != n}
    assert stale == {}, "KNOWN_RESTATEMENTS is out of date: (listed, found) per file"


def test_the_public_names_are_the_one_lists():
    from konwoj import rules
    from konwoj.play import stats
    from konwoj.texts import editions
    assert rules.SIDES == SIDES == (MOLOCH, OUTPOST) and rules.RULESETS is RULESETS
    assert (rules.MOLOCH, rules.OUTPOST) == (MOLOCH, OUTPOST)
    assert facts.__all__ == ["MOLOCH", "OUTPOST", "RULESETS", "SIDES"]
    assert ALL_LEVELS[:len(LEVELS)] == LEVELS and ALL_LEVELS[len(LEVELS):] == ("random",)
    assert stats.SIDES is SIDES and stats.RULESETS is RULESETS and stats.ALL_LEVELS is ALL_LEVELS
    assert stats.FILTERS["edition"] == ("all",) + RULESETS
    assert stats.FILTERS["side"] == ("all",) + SIDES
    assert stats.FILTERS["level"] == ("all",) + ALL_LEVELS + ("hotseat",)
    assert editions.playable() == RULESETS


def test_every_value_of_a_fact_is_real_and_named():
    from konwoj.rules import get_ruleset
    from konwoj.texts import editions
    for ed in RULESETS:
        assert get_ruleset(ed).name == ed
        for lang in LANGS:
            assert editions.label(ed, lang) != ed          # a label in each language
    for level in ALL_LEVELS:
        assert hasattr(ai.make_ai(level, seed=1, max_iterations=2), "choose")
    for lang in LANGS:
        for key in ([f"side.{s}" for s in SIDES] + [f"level.{lv}" for lv in ALL_LEVELS]
                    + [f"lang.{code}" for code in LANGS]):
            assert i18n.tr(key, lang) != key, key


def test_presentation_data_is_keyed_by_the_one_list():
    from konwoj.ai import calibration
    from konwoj.play import session
    from konwoj.rules import events, ruleset
    from konwoj.scenes import load
    from konwoj.texts import rules_text
    from konwoj.ui import art, widgets
    for table in (art.NAME_COLOURS, art.TEXT_COLOURS, art.STRENGTH_COLOURS, art.SIDE_TYPES,
                  widgets.SIDE_COLOURS):
        assert set(table) == set(SIDES)
    assert set(SIDES) <= set(widgets.STYLES)          # a button may wear a side's colours
    for table in (load.EDITION_COLOURS, rules_text.PHASES, rules_text.TOPICS, ruleset._BASE,
                  calibration.MAPS):
        assert set(table) == set(RULESETS)
    assert set(session.TRY_WORDS) == set(LANGS)
    assert set(events.SIDE_NAMES) == set(LANGS)
    assert all(set(SIDES) <= set(names) for names in events.SIDE_NAMES.values())


def test_the_chart_draws_its_bars_in_the_order_of_the_lists():
    from konwoj.play.stats import Stats
    from konwoj.ui.stats_chart import _groups
    st = Stats()
    labels = [g[0] for g in _groups(st)]
    assert labels == ([f"side.{s}" for s in SIDES] + [f"level.{lv}" for lv in LEVELS]
                      + [f"stats.ed.{ed}" for ed in RULESETS])       # Random only once played
    st.by_level["random"].add("won")
    assert [g[0] for g in _groups(st)][len(SIDES) + len(LEVELS)] == "level.random"


# ------------------------------------------------------------------------------ settings
def test_the_settings_file_takes_exactly_the_values_of_each_list(tmp_path):
    cases = {"side": SIDES, "level": ALL_LEVELS, "lang": LANGS, "ruleset": RULESETS}
    for name, values in cases.items():
        for v in values:
            p = tmp_path / f"{name}-{v}.yaml"
            p.write_text(f"{name}: {v!r}\n", encoding="utf-8")
            s, problem = settings.Settings.read(p)
            assert problem is None and getattr(s, name) == v
        p = tmp_path / f"{name}-junk.yaml"
        p.write_text(f"{name}: nobody\n", encoding="utf-8")
        s, problem = settings.Settings.read(p)
        assert problem is not None and getattr(s, name) == getattr(settings.Settings(), name)


# ------------------------------------------------------------------------------ thinking time
def test_the_two_thinking_time_ranges_nest():
    """Two ranges, two ideas: ``konwoj.ai.BUDGET_RANGE`` is what the computer takes from any
    caller (the commands and the benches may use all of it); ``settings.AI_BUDGET_RANGE`` is what
    the player's settings may hold, inside it; the Settings screen offers values inside that."""
    from konwoj.scenes.settings_scene import AI_BUDGETS
    lo, hi = settings.AI_BUDGET_RANGE
    assert BUDGET_RANGE[0] <= lo < hi <= BUDGET_RANGE[1]
    assert lo <= settings.AI_BUDGET_DEFAULT <= hi
    assert all(lo <= b <= hi for b in AI_BUDGETS)
    assert settings.ai_budget(BUDGET_RANGE[1]) == settings.AI_BUDGET_DEFAULT   # not the player's
    assert ai.bound_budget(1e9) == BUDGET_RANGE[1] and ai.bound_budget(0) == BUDGET_RANGE[0]


def _budget_main(command: str):
    from konwoj.commands import analyse, balance, tournament
    return {"analyse": lambda b: analyse.main(["/no/such/save.yaml", "--side", "outpost",
                                                "--budget", b]),
            "balance": lambda b: balance.main(["--games", "2", "--level", "random", "--budget", b,
                                                "--log", "/no/such/dir/log.jsonl"]),
            "tournament": lambda b: tournament.main(["--a", "random", "--b", "random",
                                                     "--games", "1", "--budget", b])}[command]


@pytest.mark.parametrize("command", ["analyse", "balance", "tournament"])
@pytest.mark.parametrize("budget", ["nan", "inf", "-1", "0", "0.0005", "60.5", "1e9"])
def test_every_command_refuses_a_thinking_time_outside_the_range_in_one_line(capsys, command,
                                                                             budget):
    run = _budget_main(command)
    try:
        code = run(budget)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert "--budget" in err and "\n" not in err, err


@pytest.mark.parametrize("budget", [f"{BUDGET_RANGE[0]:g}", f"{BUDGET_RANGE[1]:g}"])
def test_the_analyse_command_takes_the_bounds_of_the_range(capsys, budget):
    code = _budget_main("analyse")(budget)
    err = capsys.readouterr().err.strip()
    assert code == 2 and "--budget" not in err and "\n" not in err     # it got to the file
    assert math.isfinite(float(budget))
