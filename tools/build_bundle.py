#!/usr/bin/env python3
"""A standalone one-folder build of Konwój for the machine it runs on (PyInstaller).

Run it with a Python that has PyInstaller and the game's requirements, best a throw-away venv
(PyInstaller is a build tool, not one of the game's requirements):

    python3 -m venv /tmp/konwoj-build
    /tmp/konwoj-build/bin/pip install pyinstaller==6.22.3 -r requirements.txt   # + pillow on Windows/macOS
    /tmp/konwoj-build/bin/python tools/build_bundle.py                           # -> dist/konwoj/

The result, ``dist/konwoj/``, holds the ``konwoj`` executable (``konwoj.exe`` on Windows) with
Python, pygame-ce, the code and the shipped files (``art/``, ``data/``, ``saves/`` as
``konwoj/_res/``, where ``konwoj.resources`` finds them). Copy the whole folder; the executable
takes the same arguments as ``python main.py``. ``tools/check_bundle.sh`` builds and checks it.

Options: ``--dist DIR`` (default ``dist/``), ``--work DIR`` (PyInstaller's build folder, default a
temporary one), ``--windowed`` (Windows/macOS: no console window, and a ``.app`` on macOS; the
headless sub-commands then print nothing, so check a build without it first).
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("art", "data", "saves")        # whole folders, so files others add are bundled too
EXTRA_FILES = ("LICENSE", "README.md", "packaging/konwoj.desktop")
EXCLUDE = ("tkinter", "unittest", "pytest", "hypothesis", "pydoc_data")


def package_modules() -> list[str]:
    """Every module of ``konwoj`` in the checkout, by name (nothing is imported)."""
    out = []
    for f in sorted((ROOT / "konwoj").rglob("*.py")):
        parts = f.relative_to(ROOT).with_suffix("").parts
        out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def pyinstaller_args(dist: Path, work: Path, windowed: bool = False) -> list[str]:
    args = [str(ROOT / "main.py"), "--name", "konwoj", "--onedir", "--noconfirm", "--clean",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(ROOT)]
    # scenes and sub-commands are imported by name (importlib): name every module of the package
    # (``--collect-submodules`` would import it before ``--paths`` applies, and find nothing)
    for mod in package_modules():
        args += ["--hidden-import", mod]
    for name in SHIPPED:
        args += ["--add-data", f"{ROOT / name}{os.pathsep}konwoj/_res/{name}"]
    # the translation catalogues beside konwoj/i18n.py, where it looks for them
    args += ["--add-data", f"{ROOT / 'konwoj' / 'locale'}{os.pathsep}konwoj/locale"]
    for mod in EXCLUDE:
        args += ["--exclude-module", mod]
    if sys.platform.startswith("linux"):
        args.append("--strip")                # debug symbols off the shared libraries (smaller)
    if sys.platform in ("win32", "darwin"):
        # PyInstaller turns the PNG into .ico / .icns when Pillow is installed
        args += ["--icon", str(ROOT / "art" / "icon" / "konwoj-256.png")]
        if windowed:
            args.append("--windowed")
    return args


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="build_bundle.py", description=__doc__.split("\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--work", type=Path, default=None, help="PyInstaller's build folder")
    p.add_argument("--windowed", action="store_true", help="Windows/macOS: no console window")
    args = p.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("build_bundle.py: PyInstaller is not installed in this Python; see the docstring "
              "(python3 -m venv ...; pip install pyinstaller==6.22.3 -r requirements.txt)",
              file=sys.stderr)
        return 2
    dist = args.dist.resolve()
    with tempfile.TemporaryDirectory(prefix="konwoj-pyi-") as tmp:
        work = (args.work or Path(tmp)).resolve()
        pyinstaller.run(pyinstaller_args(dist, work, args.windowed))
    folder = dist / "konwoj"
    for name in EXTRA_FILES:
        src = ROOT / name
        if src.is_file():
            shutil.copy2(src, folder / Path(name).name)
    exe = folder / ("konwoj.exe" if sys.platform == "win32" else "konwoj")
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    print(f"built {exe} ({size / 2**20:.1f} MiB in {folder})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
