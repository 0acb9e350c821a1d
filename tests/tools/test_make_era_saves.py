"""tools/make_era_saves.py writes the four saves a balance change keeps as test data: games of the
values shipped now, for each edition one finished and one stopped halfway, that load and replay."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from konwoj.play.replay import checked_states
from konwoj.rules import default_data
from konwoj.saves import storage

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_it_writes_four_saves_of_the_shipped_values(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "tools/make_era_saves.py", str(tmp_path / "era")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    files = sorted((tmp_path / "era").glob("*.json"))
    assert [f.stem.split("-", 1)[1] for f in files] == \
        ["1e-finished", "1e-unfinished", "2e-finished", "2e-unfinished"]
    shipped = default_data().values
    for f in files:
        state, meta = storage.load_with_meta(f)
        assert state.ruleset == f.stem.split("-")[1]
        assert state.is_terminal() == f.stem.endswith("-finished")
        assert state.data.values == shipped
        assert checked_states(state)[-1].to_dict() == state.to_dict()


def test_it_wants_one_folder():
    run = subprocess.run([sys.executable, "tools/make_era_saves.py"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "usage" in run.stderr
