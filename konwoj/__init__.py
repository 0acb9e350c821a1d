"""Konwój: a desktop client for the card game Neuroshima: Konwój (Convoy)."""

__version__ = "0.1.0"
