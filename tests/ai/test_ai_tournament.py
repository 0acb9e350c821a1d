"""``main.py tournament`` prints its summary as the last line in the agreed format."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

from konwoj.commands import tournament

LAST = re.compile(r"^a=(\w+) b=(\w+) games=(\d+) a_wins=(\d+) a_rate=(\d\.\d+) "
                  r"ci95=(\d\.\d+)-(\d\.\d+)$")


def test_tournament_last_line(capsys):
    assert tournament.main(["--a", "recruit", "--b", "random", "--games", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    m = LAST.match(out[-1])
    assert m, out[-1]
    a, b, games, wins, rate, lo, hi = m.groups()
    assert (a, b, int(games)) == ("recruit", "random", 4)
    assert 0 <= int(wins) <= 4
    assert abs(float(rate) - int(wins) / 4) < 1e-3
    assert float(lo) <= float(rate) <= float(hi)
    # each level took each side in half the games
    assert any("recruit as moloch: " in line and "/2 won" in line for line in out)
    assert any("recruit as outpost: " in line and "/2 won" in line for line in out)


@pytest.mark.slow
def test_tournament_command_with_jobs_and_budget():
    root = Path(__file__).resolve().parents[2]
    r = subprocess.run([sys.executable, str(root / "main.py"), "tournament", "--a", "veteran",
                        "--b", "random", "--games", "2", "--seed", "1", "--budget", "0.02",
                        "--jobs", "2"], capture_output=True, text=True, timeout=120, cwd=root)
    assert r.returncode == 0, r.stderr
    last = r.stdout.strip().splitlines()[-1]
    m = LAST.match(last)
    assert m and m.group(1) == "veteran" and m.group(3) == "2", last
