"""The game's fixed lists, each stated once here and imported everywhere else (issue 37).

    from konwoj.rules import SIDES, RULESETS      # the public names (konwoj.rules re-exports them)

A pure module at the bottom of the rules package: it imports nothing, reads no file.
"""
from __future__ import annotations

# the two sides of the game, in the order the engine lists them (Moloch first)
MOLOCH, OUTPOST = "moloch", "outpost"
SIDES = (MOLOCH, OUTPOST)

# the editions of the rules the engine plays (``konwoj.rules.ruleset``: what differs between them)
RULESETS = ("1e", "2e")

__all__ = ["MOLOCH", "OUTPOST", "RULESETS", "SIDES"]
