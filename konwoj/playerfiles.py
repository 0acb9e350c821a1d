"""Reading YAML that a hostile file may hold: plain data only, with structural limits checked
before anything is built.

    from konwoj.playerfiles import load_text, YamlLimit
    doc = load_text(text, max_depth=32, max_nodes=50_000)   # YamlLimit / yaml.YAMLError if bad

PyYAML builds nested collections recursively: 40,000 nested ``[`` crash the process (a C stack
overflow in the C loader, ``RecursionError`` in the Python one), and it takes seconds per megabyte.
So the text is first streamed as parser events (the C parser when present: linear and flat), and
the scan stops at the first event past a limit: nesting depth, node count, an anchor or alias, a
tag. Only a document inside every limit is then loaded with the safe loader. The scan costs about
a microsecond per node and stops early, so a refusal is fast whatever the file holds.
"""
from __future__ import annotations

from typing import Any

import yaml

from konwoj.i18n import Text, register

register({
    "yaml.depth": ("jest zagnieżdżony głębiej niż {limit} poziomów",
                   "it is nested more than {limit} levels deep"),
    "yaml.nodes": ("zawiera więcej niż {limit} wartości", "it holds more than {limit} values"),
    "yaml.alias": ("używa kotwic lub aliasów YAML", "it uses anchors or aliases"),
    "yaml.tag": ("używa znacznika {limit}", "it uses the tag {limit}"),
    "yaml.nul": ("zawiera znaki NUL", "it holds NUL characters"),
    "yaml.docs": ("zawiera więcej niż jeden dokument", "it holds more than one document"),
    "yaml.size": ("jest większy niż {limit} bajtów", "it is larger than {limit} bytes"),
    "yaml.value": ("zawiera wartość, której nie da się odczytać ({limit})",
                   "it holds a value that cannot be read ({limit})"),
})

LOADER = yaml.CSafeLoader if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
_NODE = (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)
# the tags a plain-data document may spell out (the safe loader knows them all)
PLAIN_TAGS = frozenset("tag:yaml.org,2002:" + t for t in (
    "str", "int", "float", "bool", "null", "seq", "map", "timestamp", "binary"))


class YamlLimit(ValueError):
    """A document outside the structural limits. ``kind`` is "depth", "nodes", "alias", "tag",
    "nul", "docs", "size" or "value"; ``limit`` the number it went past (depth, nodes, size) or
    the detail. ``str(err)`` is English; ``err.text`` (a ``konwoj.i18n.Text``) follows the
    language."""

    def __init__(self, kind: str, limit: int | str | None = None):
        self.kind = kind
        self.limit = limit
        self.text = describe(kind, limit)
        super().__init__(self.text)


def describe(kind: str, limit=None) -> Text:
    return Text(f"yaml.{kind}", limit=limit)


def scan(text: str, max_depth: int, max_nodes: int, aliases: bool = False) -> None:
    """Raise YamlLimit at the first event past a limit; yaml.YAMLError for text that is not
    YAML (the parser's own message)."""
    if "\x00" in text:
        raise YamlLimit("nul")
    depth = nodes = docs = 0
    for ev in yaml.parse(text, Loader=LOADER):
        if isinstance(ev, _NODE):
            nodes += 1
            if nodes > max_nodes:
                raise YamlLimit("nodes", max_nodes)
            if not aliases and ev.anchor is not None:
                raise YamlLimit("alias")
            tag = ev.tag
            if tag is not None and tag != "!" and tag not in PLAIN_TAGS:
                raise YamlLimit("tag", tag)
            if isinstance(ev, _OPEN):
                depth += 1
                if depth > max_depth:
                    raise YamlLimit("depth", max_depth)
        elif isinstance(ev, _CLOSE):
            depth -= 1
        elif isinstance(ev, yaml.AliasEvent):
            if not aliases:
                raise YamlLimit("alias")
            nodes += 1
            if nodes > max_nodes:
                raise YamlLimit("nodes", max_nodes)
        elif isinstance(ev, yaml.DocumentStartEvent):
            docs += 1
            if docs > 1:
                raise YamlLimit("docs")


def load_text(text: str, max_depth: int = 32, max_nodes: int = 50_000) -> Any:
    """``yaml.safe_load(text)`` once ``scan`` has passed it (no aliases, plain tags only)."""
    scan(text, max_depth, max_nodes)
    try:
        return yaml.load(text, Loader=LOADER)
    except (ValueError, OverflowError, TypeError) as exc:  # a date like 2025-13-45, a huge int
        raise YamlLimit("value", f"{type(exc).__name__}: {str(exc)[:80]}") from None


def load_file(path, max_bytes: int, max_depth: int = 32, max_nodes: int = 50_000) -> Any:
    """Read ``path`` (at most ``max_bytes``, UTF-8) and ``load_text`` it. Raises OSError,
    UnicodeDecodeError, YamlLimit (also kind "size") or yaml.YAMLError."""
    with open(path, "rb") as fh:
        raw = fh.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise YamlLimit("size", max_bytes)
    return load_text(raw.decode("utf-8"), max_depth, max_nodes)
