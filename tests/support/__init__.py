"""Helpers the tests share (no tests here): ``drive`` (random play, posted events),
``rules_helpers`` (legal actions, choices), ``table`` (the table driven like a player),
``scenes`` (the shell's screens), ``perft`` and ``hostile_corpus`` (also scripts)."""
