"""The art generator (tools/make_art/) rebuilds the committed art byte for byte: it runs into a
temporary folder, writes exactly the SVGs under art/ that are its job (all but art/icon/, which
tools/make_icon.py makes) plus art/LICENSE, and every file it writes equals the committed one.
It stays a package of modules of at most 800 lines, and runs as a folder too."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "art"
PACKAGE = ROOT / "tools" / "make_art"
NOT_OURS = ("icon/",)        # SVGs under art/ that another tool makes (tools/make_icon.py)


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("art")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-m", "tools.make_art", "--out", str(out)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return out


@pytest.mark.slow
def test_the_generator_writes_exactly_the_committed_svgs_and_licence(generated):
    ours = {rel for rel in _files(ART) if rel.endswith(".svg") and not rel.startswith(NOT_OURS)}
    assert len(ours) > 100
    produced = _files(generated)
    assert produced - ours == {"LICENSE"}, "written but not under art/: " + ", ".join(sorted(produced - ours))
    assert ours - produced == set(), "under art/ but not written: " + ", ".join(sorted(ours - produced))


def test_every_generated_file_is_byte_identical_to_the_committed_one(generated):
    differ = sorted(rel for rel in _files(generated)
                    if not (ART / rel).is_file() or (ART / rel).read_bytes() != (generated / rel).read_bytes())
    assert differ == [], f"{len(differ)} file(s) differ from art/ (rerun python -m tools.make_art?): {differ}"


def test_no_make_art_module_is_over_800_lines():
    modules = sorted(PACKAGE.glob("*.py"))
    assert len(modules) > 10
    long = {p.name: n for p in modules if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert long == {}, long


def test_the_generator_runs_as_a_folder():
    run = subprocess.run([sys.executable, str(PACKAGE), "--help"], cwd=ROOT.parent, capture_output=True,
                         text=True, timeout=120,
                         env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert run.returncode == 0, run.stderr
    assert "--out" in run.stdout
