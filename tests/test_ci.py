"""CI runs the README's test command, and that command lints before it tests: ruff (pinned in
requirements-dev.txt, configured in pyproject.toml) over konwoj/ tools/ bench/ tests/ main.py,
then pytest. A planted undefined name fails the linter."""
from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINTED = "konwoj/ tools/ bench/ tests/ main.py"


def readme_test_command() -> str:
    """The README's one test command: the shell line that installs requirements-dev.txt."""
    lines = [ln for ln in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
             if "requirements-dev.txt" in ln and ln.startswith("python3 -m venv")]
    assert len(lines) == 1, lines
    return lines[0]


def test_ci_runs_the_readme_test_command():
    cmd = readme_test_command()
    assert cmd in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    lint = cmd.index(f"-m ruff check {LINTED} &&")
    assert lint < cmd.index("-m pytest")


def test_ruff_is_pinned_and_checks_pyflakes_and_bugbear():
    pins = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    assert re.search(r"^ruff==\d+\.\d+\.\d+$", pins, re.M)
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert {"F", "B"} <= set(lint["select"])
    assert not lint.get("ignore"), "a rule is turned off per file, by name, with its reason"


def test_every_rule_turned_off_says_why():
    """Each per-file ignore in pyproject.toml follows a comment giving its reason."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines()
    start = text.index("[tool.ruff.lint.per-file-ignores]")
    previous = ""
    for ln in text[start + 1:]:
        if ln.startswith("["):
            break
        if "=" in ln and not ln.startswith("#"):
            assert previous.startswith("#"), ln
        previous = ln


def test_the_linter_fails_on_an_undefined_name(tmp_path):
    planted = tmp_path / "konwoj" / "planted.py"
    planted.parent.mkdir()
    planted.write_text('def f():\n    return undefined_name_here\n', encoding="utf-8")
    args = [sys.executable, "-m", "ruff", "check", "--config", str(ROOT / "pyproject.toml"),
            "--no-cache", str(planted)]
    r = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "F821" in r.stdout and "undefined_name_here" in r.stdout
    planted.write_text('def f():\n    return 1\n', encoding="utf-8")
    assert subprocess.run(args, capture_output=True, timeout=60).returncode == 0


# ------------------------------------------------------------------ tests that say when they go stale
def _pytest_ini() -> dict[str, str]:
    import configparser
    cp = configparser.ConfigParser()
    cp.read(ROOT / "pytest.ini", encoding="utf-8")
    return dict(cp["pytest"])


def test_pytest_is_strict_and_keeps_its_cache():
    ini = _pytest_ini()
    assert "--strict-markers" in ini["addopts"].split()
    assert "no:cacheprovider" not in ini["addopts"]
    assert ini["xfail_strict"] == "true"
    assert ini["filterwarnings"].split()[0] == "error"
    assert ini["cache_dir"].strip() == ".pytest_cache"
    assert ".pytest_cache/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert ini["pythonpath"].split() == ["."]
    assert "slow:" in ini["markers"]


def test_no_test_module_imports_another():
    """Shared helpers live in tests/support/ and are imported as ``tests.support.X``; a test
    module never imports another test module nor a helper by its bare name."""
    bare = re.compile(r"^\s*(?:from|import)\s+(test_\w+|drive|rules_helpers|perft|hostile_corpus|"
                      r"conftest)\b", re.M)
    found = [f"{p.relative_to(ROOT)}: {m.group(0).strip()}"
             for p in (ROOT / "tests").rglob("*.py") for m in bare.finditer(p.read_text("utf-8"))]
    assert not found, found
    helpers = [p.name for p in (ROOT / "tests").rglob("*.py")
               if not p.name.startswith("test_") and p.name not in ("conftest.py", "__init__.py")
               and p.parent.name != "support"]
    assert not helpers, helpers


def test_hypothesis_settings_come_from_profiles():
    """No test suppresses every health check; the shared settings are registered profiles."""
    from hypothesis import settings
    for name in ("default", "ci"):
        assert settings.get_profile(name).deadline is None
    uses = [p.name for p in (ROOT / "tests").rglob("*.py")
            if "list(" + "HealthCheck)" in p.read_text("utf-8")]
    assert not uses, uses


def test_the_readme_gives_the_fast_loop():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '-m pytest -q -m "not slow"' in readme
