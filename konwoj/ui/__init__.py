"""Shared pygame helpers for the scenes (fonts, text, widgets, the game-flow controller)."""
