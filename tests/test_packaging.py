"""``pip install .`` works: a wheel built from a copy of the checkout, installed into a fresh virtual
environment, runs ``konwoj`` from another folder and reads its cards, art and scenarios from the
installed package, never from the source tree.

Kept fast and offline for CI: the wheel is built with ``--no-build-isolation`` (the setuptools pinned
in requirements-dev.txt, no download) and installed with ``--no-deps`` into a venv that reuses the
running interpreter's site-packages for pygame-ce, PyYAML and platformdirs (a ``.pth`` file), so
nothing is fetched. The one test that builds is skipped only when this interpreter has no setuptools
able to build the project offline (>= 77, for the licence expression); under CI (``CI`` set) that is
a failure instead, so CI always proves the install.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("art", "data", "saves")
BUILD_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE", "main.py",
               "requirements.txt")


def _setuptools_version() -> tuple[int, ...] | None:
    try:
        import setuptools
    except ImportError:
        return None
    return tuple(int(p) for p in re.findall(r"\d+", setuptools.__version__)[:2])


def _why_no_build() -> str | None:
    v = _setuptools_version()
    if v is None or v < (77,):
        return (f"building the wheel offline needs setuptools>=77 in this interpreter (found "
                f"{'none' if v is None else '.'.join(map(str, v))}); requirements-dev.txt pins it")
    if shutil.which("pip", path=str(Path(sys.executable).parent)) is None:
        try:
            import pip  # noqa: F401
        except ImportError:
            return "pip is not installed in this interpreter"
    return None


def _clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV"))}
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    return env


def _run(cmd, cwd, env, timeout=300) -> subprocess.CompletedProcess:
    r = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True,
                       timeout=timeout)
    assert r.returncode == 0, f"{cmd} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}"
    return r


def _shipped_files() -> set[str]:
    out = set()
    for name in SHIPPED:
        for p in (ROOT / name).rglob("*"):
            if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".") \
                    and not p.name.endswith((".pyc", ".tmp")):
                out.add(p.relative_to(ROOT).as_posix())
    return out


# --------------------------------------------------------------------- the metadata, no build
def test_pyproject_pins_the_same_runtime_dependencies_as_requirements_txt():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [ln.strip() for ln in (ROOT / "requirements.txt").read_text().splitlines()
            if ln.strip() and not ln.startswith("#")]
    assert sorted(meta["dependencies"], key=str.lower) == sorted(reqs, key=str.lower)
    assert meta["name"] == "konwoj" and meta["requires-python"].startswith(">=3.11")
    assert meta["license"] and meta["description"]
    assert meta["scripts"] == {"konwoj": "konwoj.cli:main"}


def test_the_entry_point_is_what_main_py_runs():
    import main
    from konwoj import cli
    assert main.main is cli.main
    assert set(cli.SUBCOMMANDS) == {"simulate", "tournament", "balance", "gallery", "screenshot",
                                   "analyse"}


def test_from_a_checkout_the_files_come_from_the_source_tree():
    from konwoj import resources
    assert resources.root() == ROOT and not resources.installed()
    assert resources.cards_yaml() == ROOT / "data" / "cards.yaml"
    assert resources.font().is_file() and resources.icon(64).is_file()


def test_no_code_reads_files_relative_to_the_working_directory(tmp_path):
    """``main.py simulate`` and ``main.py paths`` work the same from any folder."""
    env = _clean_env(XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"),
                     XDG_STATE_HOME=str(tmp_path / "s"))
    r = _run([sys.executable, ROOT / "main.py", "paths"], tmp_path, env)
    assert f"shipped files:   {ROOT}" in r.stdout
    assert str(tmp_path / "d" / "konwoj" / "saves") in r.stdout
    assert str(tmp_path / "s" / "konwoj" / "log") in r.stdout


# --------------------------------------------------------------------- pip install . for real
@pytest.mark.slow
@pytest.mark.skipif(_why_no_build() is not None and not os.environ.get("CI"),
                    reason=str(_why_no_build()))
def test_pip_install_gives_a_konwoj_command_that_runs_from_any_folder(tmp_path):
    assert _why_no_build() is None, _why_no_build()      # under CI a missing tool is a failure
    t0 = time.perf_counter()
    # 1. a copy of the checkout (the build must not leave build/ or *.egg-info in the real one)
    src = tmp_path / "src"
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "_res")
    shutil.copytree(ROOT / "konwoj", src / "konwoj", ignore=skip)
    for name in SHIPPED:
        shutil.copytree(ROOT / name, src / name, ignore=skip)
    for name in BUILD_FILES:
        shutil.copy2(ROOT / name, src / name)
    env = _clean_env(XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"),
                     XDG_STATE_HOME=str(tmp_path / "s"))
    # 2. the wheel
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
          "-w", dist, src], tmp_path, env)
    wheels = list(dist.glob("konwoj-*.whl"))
    assert len(wheels) == 1
    with zipfile.ZipFile(wheels[0]) as z:
        names = set(z.namelist())
    packaged = {n.removeprefix("konwoj/_res/") for n in names if n.startswith("konwoj/_res/")}
    assert packaged == _shipped_files()                  # every shipped file, nothing else
    assert "konwoj/cli.py" in names and "konwoj/rules/cards.py" in names
    catalogues = {p.relative_to(ROOT).as_posix() for p in (ROOT / "konwoj" / "locale").rglob("*")
                  if p.is_file()}
    assert catalogues and catalogues <= names            # every .po, .mo and the template
    t_build = time.perf_counter() - t0
    # 3. a fresh venv; pygame-ce, PyYAML, platformdirs come from this interpreter's site-packages
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], tmp_path, env)
    vpy = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(_run([vpy, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                     tmp_path, env).stdout.strip())
    outer = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    (site / "_konwoj_test_deps.pth").write_text("\n".join(sorted(outer)) + "\n")
    _run([sys.executable, "-m", "pip", "--python", vpy, "install", "--no-deps", "-q", wheels[0]],
         tmp_path, env)
    konwoj = venv / ("Scripts/konwoj.exe" if os.name == "nt" else "bin/konwoj")
    assert konwoj.exists()
    # 4. run it from another folder, away from the source tree
    away = tmp_path / "elsewhere"
    away.mkdir()
    r = _run([konwoj, "simulate", "--games", "5", "--seed", "1"], away, env)
    last = r.stdout.strip().splitlines()[-1]
    m = re.fullmatch(r"games=5 moloch_wins=(\d+) outpost_wins=(\d+) games_per_s=[\d.]+", last)
    assert m and int(m[1]) + int(m[2]) == 5, last
    from konwoj.commands import simulate
    winners = [simulate.play_random_game(1 + g)[0].winner for g in range(5)]
    assert int(m[1]) == winners.count("moloch")         # the same cards, the same games
    # 5. the shipped files come from the installed package
    probe = ("import konwoj, konwoj.resources as r, konwoj.saves as s, konwoj.rules.cards as c;"
             "print(r.installed()); print(r.root()); print(konwoj.__file__);"
             "print(c.DATA_FILE); print(len(s.list_scenarios())); print(r.font().is_file());"
             "import konwoj.i18n as i; print(tuple(i.LANGS), i.ntr('table.cards_n', 3, 'pl'))")
    out = _run([vpy, "-c", probe], away, env).stdout.split("\n")
    assert out[0] == "True"
    root, pkg_file, data_file = Path(out[1]), Path(out[2]), Path(out[3])
    assert root.is_relative_to(site) and pkg_file.is_relative_to(site)
    assert not root.is_relative_to(ROOT) and data_file == root / "data" / "cards.yaml"
    assert int(out[4]) == len(list((ROOT / "saves").glob("*.yaml"))) and out[5] == "True"
    assert out[6] == "('pl', 'en') 3 karty"             # the compiled catalogues are installed
    r = _run([konwoj, "paths"], away, env)
    assert f"shipped files:   {root}" in r.stdout
    # 6. the window path too: a screenshot renders the table with the packaged art
    png = away / "table.png"
    _run([konwoj, "screenshot", "--size", "960x540", "--seed", "2", "--steps", "10", png], away, env)
    assert png.stat().st_size > 10_000
    print(f"\nwheel build {t_build:.1f}s, whole install-and-run test "
          f"{time.perf_counter() - t0:.1f}s")


def test_the_desktop_entry_starts_the_installed_command_with_our_icon():
    import configparser
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(ROOT / "packaging" / "konwoj.desktop", encoding="utf-8")
    entry = cp["Desktop Entry"]
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert entry["Type"] == "Application" and entry["Name"] == "Konwój"
    assert entry["Exec"] in meta["scripts"]                     # the command pip installs
    assert (ROOT / "art" / "icon" / f"{entry['Icon']}.svg").is_file()
    assert (ROOT / "art" / "icon" / f"{entry['Icon']}-256.png").is_file()
    assert entry["Terminal"] == "false" and "Game;" in entry["Categories"]
    src = (ROOT / "konwoj" / "cli.py").read_text(encoding="utf-8")
    assert f'"SDL_VIDEO_X11_WMCLASS", "{entry["StartupWMClass"]}"' in src   # the window matches
    validator = shutil.which("desktop-file-validate")
    if validator:
        r = subprocess.run([validator, str(ROOT / "packaging" / "konwoj.desktop")],
                           capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr


def test_the_window_gets_our_icon(monkeypatch):
    import pygame
    from konwoj import app as app_mod
    got = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: got.append(surf.get_size()))
    app_mod.App(headless=True, size=(960, 540))
    assert got == [(64, 64)]
    assert pygame.display.get_caption()[0] == "Konwój"
