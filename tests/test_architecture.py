"""The layers of the application: the rules know nothing of the screen, and the scenes and UI
helpers never reach back into the app module (what they need comes in through ``scene.app``)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "konwoj"


def imported_modules(path: Path, pkg: str | None = None) -> set[str]:
    """Every module ``path`` imports anywhere (top level, inside functions, under TYPE_CHECKING),
    plus string literals handed to ``importlib.import_module``. ``pkg``: the package the file
    belongs to (for relative imports; by default from its place under ``konwoj/``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    if pkg is None:
        pkg = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts[:-1])
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = pkg.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "import_module"
              and node.args and isinstance(node.args[0], ast.Constant)):
            out.add(str(node.args[0].value))
    return out


def test_the_parser_sees_every_kind_of_import(tmp_path):
    samples = ["import konwoj.app\n",
               "def f():\n    from konwoj import app\n",
               "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from konwoj.app import App\n",
               "from .. import app as a2\n",
               "import importlib\nm = importlib.import_module('konwoj.app')\n"]
    for i, src in enumerate(samples):
        f = tmp_path / f"probe{i}.py"
        f.write_text(src, encoding="utf-8")
        assert "konwoj.app" in imported_modules(f, pkg="konwoj.scenes"), src
    f = tmp_path / "clean.py"
    f.write_text("from konwoj.play.session import make_match\nimport konwoj.apps_elsewhere\n")
    assert "konwoj.app" not in imported_modules(f, pkg="konwoj.scenes")


def test_no_scene_or_ui_module_imports_the_app():
    offenders = []
    for sub in ("scenes", "ui"):
        for path in sorted((ROOT / sub).rglob("*.py")):
            if "konwoj.app" in imported_modules(path):
                offenders.append(str(path.relative_to(ROOT.parent)))
    assert offenders == []


def test_widgets_know_nothing_of_scenes():
    mods = imported_modules(ROOT / "ui" / "widgets.py")
    assert not any(m.startswith("konwoj.scenes") for m in mods)


def test_the_session_helpers_sit_below_the_scenes():
    mods = imported_modules(ROOT / "play" / "session.py")
    assert not any(m.startswith(("konwoj.scenes", "konwoj.app")) for m in mods)


def test_the_rules_never_import_pygame_or_the_ui():
    for path in sorted((ROOT / "rules").rglob("*.py")):
        mods = imported_modules(path)
        bad = {m for m in mods if m.split(".")[0] == "pygame"
               or m.startswith(("konwoj.ui", "konwoj.scenes", "konwoj.app"))}
        assert not bad, (path, bad)


def test_no_scene_or_ui_module_is_over_800_lines():
    long = {str(p.relative_to(ROOT.parent)): n
            for sub in ("scenes", "ui") for p in (ROOT / sub).rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert long == {}, long
