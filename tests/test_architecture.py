"""The layers of the application: the rules know nothing of the screen, and the scenes and UI
helpers never reach back into the app module (what they need comes in through ``scene.app``)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

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


@pytest.mark.slow
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


# The packages that never draw: the rules, the computer, a game in progress, what the screens say,
# saves, and the process-wide foundations that hold no window.
PURE = ("rules", "ai", "play", "texts", "saves", "i18n.py", "resources.py", "playerfiles.py",
        "settings.py", "crash.py", "startup.py")
FOUNDATIONS = 12      # konwoj/ itself: entry points and process-wide foundations only


def _files(*names: str):
    for name in names:
        path = ROOT / name
        yield from (sorted(path.rglob("*.py")) if path.is_dir() else [path])


@pytest.mark.slow
def test_the_pure_packages_never_import_pygame_the_ui_or_the_scenes():
    bad = {}
    for path in _files(*PURE):
        mods = imported_modules(path)
        hit = {m for m in mods if m.split(".")[0] == "pygame"
               or m.startswith(("konwoj.ui", "konwoj.scenes", "konwoj.app", "konwoj.commands"))}
        if hit:
            bad[str(path.relative_to(ROOT.parent))] = sorted(hit)
    assert bad == {}


def test_the_rules_import_nothing_of_the_application():
    for path in _files("rules"):
        mods = imported_modules(path)
        bad = {m for m in mods if m.startswith("konwoj.") and not m.startswith(("konwoj.rules",
                                                                             "konwoj.i18n",
                                                                             "konwoj.resources",
                                                                             "konwoj.playerfiles"))}
        assert not bad, (path, bad)


def _scene_module(mod: str) -> str | None:
    """The scene a module name belongs to: ``konwoj.scenes.load.LoadScene`` -> ``konwoj.scenes.load``;
    a scene family's folder (``scenes/table/``) counts as one scene."""
    parts = mod.split(".")
    if parts[:2] != ["konwoj", "scenes"] or len(parts) < 3:
        return None
    return ".".join(parts[:3])


SHARED_SCENE_BASES = {"konwoj.scenes.base", "konwoj.scenes.widget_scene"}


def test_no_scene_imports_another_scene():
    """Scenes move on only through the app's door (``app.open(name)``): no scene module imports
    another, not even inside a function; the shared base classes aside, and the modules of one
    scene family (``scenes/table/``) among themselves."""
    bad = []
    for path in _files("scenes"):
        own = _scene_module(".".join(path.relative_to(ROOT.parent).with_suffix("").parts))
        for mod in imported_modules(path):
            other = _scene_module(mod)
            if other is None or other == own or other in SHARED_SCENE_BASES or mod == "konwoj.scenes":
                continue
            bad.append(f"{path.relative_to(ROOT.parent)} imports {mod}")
    assert bad == []


def test_the_scene_check_sees_an_import_inside_a_function(tmp_path):
    f = tmp_path / "probe.py"
    f.write_text("def go(self):\n    from konwoj.scenes.load import LoadScene\n")
    mods = imported_modules(f, pkg="konwoj.scenes")
    assert _scene_module("konwoj.scenes.load.LoadScene") == "konwoj.scenes.load"
    assert "konwoj.scenes.load.LoadScene" in mods


def test_every_screen_the_app_opens_exists():
    from konwoj.app import App
    from konwoj.scenes.base import Scene
    for name in App.SCENES:
        assert issubclass(App.scene_class(name), Scene), name


def test_konwoj_itself_keeps_only_foundations():
    top = sorted(p.name for p in ROOT.glob("*.py"))
    assert len(top) <= FOUNDATIONS, top


def test_no_hand_written_file_is_over_800_lines():
    root = ROOT.parent
    long = {}
    for folder in ("konwoj", "tools", "tests", "bench"):
        for p in (root / folder).rglob("*.py"):
            n = len(p.read_text(encoding="utf-8").splitlines())
            if n > 800:
                long[str(p.relative_to(root))] = n
    assert long == {}
