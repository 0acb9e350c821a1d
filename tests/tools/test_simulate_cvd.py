"""tools/simulate_cvd.py: a PNG as a player with a dichromacy sees it, pixel by pixel the same as
konwoj.ui.colour_vision.simulate (the function the palette tests use)."""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from konwoj.ui import colour_vision as cv  # noqa: E402

TOOL = Path(__file__).resolve().parents[2] / "tools" / "simulate_cvd.py"


def _tool():
    spec = importlib.util.spec_from_file_location("simulate_cvd", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_png_runs_through_each_simulation(tmp_path, capsys):
    colours = [(196, 58, 48), (112, 164, 72), (120, 236, 255), (255, 214, 90), (30, 30, 30)]
    src = pygame.Surface((len(colours), 1))
    for x, c in enumerate(colours):
        src.set_at((x, 0), c)
    path = tmp_path / "shot.png"
    pygame.image.save(src, str(path))
    assert _tool().main([str(path), "all"]) == 0
    for kind in ("protan", "deutan", "tritan"):
        out = pygame.image.load(str(tmp_path / f"shot_{kind}.png"))
        got = [tuple(out.get_at((x, 0)))[:3] for x in range(len(colours))]
        assert got == [cv.simulate(c, kind) for c in colours]
    # red and green of the standard table come out close under deuteranopia
    out = pygame.image.load(str(tmp_path / "shot_deutan.png"))
    assert cv.delta_e(out.get_at((0, 0)), out.get_at((1, 0))) < 15


def test_bad_input_gets_one_line(tmp_path, capsys):
    tool = _tool()
    assert tool.main([str(tmp_path / "missing.png"), "protan"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot read" in err[0]
    assert tool.main([str(tmp_path / "x.png"), "purple"]) == 2
