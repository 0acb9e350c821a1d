"""Argument checks shared by the sub-commands (``konwoj.cli`` dispatches to them): every bad
value is a one-line error and exit code 2, never a traceback or a silent surprise.

    from konwoj.commands import args as cli
    p = cli.Parser(prog="konwoj simulate")
    p.add_argument("--games", type=cli.int_in(1, 1_000_000), default=100)
    ...
    if (err := cli.out_file_problem(args.out)):
        return cli.fail(p.prog, err)
"""
from __future__ import annotations

import argparse
import math
import os
import sys


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors (no usage block) and exit code 2."""

    def error(self, message: str):  # noqa: D401 - argparse's hook
        fail(self.prog, message)
        raise SystemExit(2)


def fail(prog: str, message: str) -> int:
    """Print ``prog: error: message`` on one line to stderr; returns 2 (the exit code)."""
    text = " ".join(str(message).split())
    try:
        print(f"{prog}: error: {text}", file=sys.stderr)
    except (OSError, ValueError):
        pass
    return 2


def _number_type(convert, noun: str, fits, out_of_range, name: str):
    """An argparse type: ``convert(text)`` (a ValueError: "expected <noun>"), then ``fits(v)``
    or the message ``out_of_range(v, text)``."""
    def parse(text: str):
        try:
            v = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {noun}, not {text[:40]!r}") from None
        if not fits(v):
            raise argparse.ArgumentTypeError(out_of_range(v, text))
        return v
    parse.__name__ = name
    return parse


def int_in(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi."""
    return _number_type(int, "a whole number", lambda v: lo <= v <= hi,
                        lambda v, text: f"{v} is out of range ({lo} to {hi})", "whole number")


def float_in(lo: float, hi: float):
    """An argparse type: a finite number from lo to hi (no nan, no inf)."""
    return _number_type(float, "a number", lambda v: math.isfinite(v) and lo <= v <= hi,
                        lambda v, text: f"{text[:40]} is out of range ({lo:g} to {hi:g})",
                        "number")


def size_in(lo: tuple[int, int], hi: tuple[int, int], example: str):
    """An argparse type: ``WxH`` with lo <= (W, H) <= hi."""
    def parse(text: str) -> tuple[int, int]:
        try:
            w, h = (int(x) for x in text.lower().replace("*", "x").split("x"))
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected WxH, e.g. {example}, not {text[:40]!r}") from None
        if not (lo[0] <= w <= hi[0] and lo[1] <= h <= hi[1]):
            raise argparse.ArgumentTypeError(
                f"{w}x{h} is out of range ({lo[0]}x{lo[1]} to {hi[0]}x{hi[1]})")
        return w, h
    parse.__name__ = "size"
    return parse


def out_file_problem(path: str) -> str | None:
    """Why an image cannot be written to ``path`` (None when it can be tried): an empty name, a
    folder, a parent that is a file or that cannot be created or written to."""
    if not path or not path.strip():
        return "the output file name is empty"
    if os.path.isdir(path):
        return f"{path} is a folder, not a file"
    parent = os.path.dirname(os.path.abspath(path))
    probe = parent
    while not os.path.exists(probe):
        up = os.path.dirname(probe)
        if up == probe:
            break
        probe = up
    if not os.path.isdir(probe):
        return f"cannot write {path}: {probe} is not a folder"
    if not os.access(probe, os.W_OK | os.X_OK):
        return f"cannot write {path}: no permission to write in {probe}"
    return None


def save_image(prog: str, surface, path: str) -> int:
    """``pygame.image.save`` with the folder created; 0, or 2 after a one-line error."""
    import pygame
    problem = out_file_problem(path)
    if problem:
        return fail(prog, problem)
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        pygame.image.save(surface, path)
    except (OSError, pygame.error) as exc:
        return fail(prog, f"cannot write {path}: {getattr(exc, 'strerror', None) or exc}")
    return 0
