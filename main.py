#!/usr/bin/env python3
"""Konwój: the game window, plus headless sub-commands (``python main.py --help``).

The thin entry point the README uses; the dispatcher is ``konwoj.cli`` (installed as ``konwoj``).
"""
import sys

from konwoj.cli import SUBCOMMANDS, main  # noqa: F401 - SUBCOMMANDS: the table, re-exported

if __name__ == "__main__":
    sys.exit(main())
