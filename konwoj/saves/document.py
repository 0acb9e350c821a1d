"""What a save file holds and what a load refuses: the document's structure (version, ruleset,
meta, state, end marker), its structural limits (a streaming scan, ``konwoj.playerfiles``), the meta
data, and the refusal messages. ``decode(text)`` gives ``(state, meta)`` or raises ``BadSave``;
``konwoj.saves`` (the storage) names the file and raises ``SaveError``. The state's plain types and
sizes are checked in ``konwoj.saves.check``, what it means by the rules
(``konwoj.rules.loading.checked_state``); the format is described in ``docs/save-format.md``.
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

import yaml

from konwoj import playerfiles as safeyaml
from konwoj.saves import check as savecheck
from konwoj.i18n import Text, clip, clip_words, quote, tr
from konwoj.rules import MOLOCH, OUTPOST, RULESETS, SIDES, GameState, StateError, is_int
from konwoj.rules.loading import checked_state

FORMAT_VERSION = 1            # the version of the file layout written by konwoj.saves
# Structural limits, checked by a streaming scan before the document is built (konwoj.playerfiles).
# The longest of 200 random games saved one move before its end holds 2,232 values, 20 KB and a
# log of 325 events, nested 5 deep: the limits leave a wide margin, and a file at the limits
# loads in well under a second (bench/save_bench.py).
MAX_DEPTH = 32                # nesting levels
MAX_NODES = 50_000            # values (scalars, lists, mappings)
MAX_NAME = 120                # characters of a save's name (longer names are cut when saved)
MAX_TEXT = 2_000              # characters of a description or any other meta text
HEADER = "# Konwój save file: plain YAML, described in docs/save-format.md\n"
TOP_KEYS = ("konwoj_save", "ruleset", "meta", "state", "end")
MODES = ("solo", "hotseat")


class SaveError(Exception):
    """A save file that cannot be read or written. ``str(err)`` is the English message naming the
    file and the problem; ``err.text(lang)`` gives it in Polish or English."""

    def __init__(self, path, problem: str, writing: bool = False, **kw):
        self.path = Path(path)
        self.problem = problem          # an i18n key: "saves.truncated", "saves.state", ...
        self.kw = kw
        self.writing = writing
        super().__init__(self.text("en"))

    def problem_text(self, lang: str = "en") -> str:
        return tr(self.problem, lang, **self.kw)

    def text(self, lang: str = "en") -> str:
        key = "saves.write_failed" if self.writing else "saves.load_failed"
        return tr(key, lang, path=str(self.path), problem=self.problem_text(lang))


class BadSave(Exception):
    """A problem found while reading or writing; becomes a SaveError once the path is known."""

    def __init__(self, problem: str, **kw):
        super().__init__(problem)
        self.problem = problem
        self.kw = kw


def plain(x: Any, where: str = "meta") -> Any:
    """Meta as plain YAML-safe data: tuples become lists, dates ISO strings; anything else that
    is not str/int/float/bool/None/list/dict is refused."""
    if isinstance(x, (str, bool, int, float)) or x is None:
        return x
    if isinstance(x, (_dt.datetime, _dt.date)):
        return x.isoformat()
    if isinstance(x, (list, tuple)):
        return [plain(v, where) for v in x]
    if isinstance(x, dict):
        out = {}
        for k, v in x.items():
            if not isinstance(k, (str, int)) or isinstance(k, bool):
                raise BadSave("saves.not_plain",
                              detail=Text("saves.plain_key", key=quote(k), where=where))
            out[str(k)] = plain(v, f"{where}.{k}")
        return out
    raise BadSave("saves.not_plain", detail=Text("saves.plain_type", where=where,
                                                 type=type(x).__name__))


def bound_texts(m: dict) -> dict:
    """Names cut to MAX_NAME characters, other texts to MAX_TEXT (a pasted novel as a save name
    must not slow every screen that shows it)."""
    for k, v in m.items():
        if isinstance(v, str):
            limit = MAX_NAME if k in ("name", "name_pl", "name_en") else MAX_TEXT
            if len(v) > limit:
                m[k] = v[:limit - 1].rstrip() + "…"
    return m


def parse(text: str) -> Any:
    """``yaml.safe_load`` (the C version when present) after a structural scan that refuses,
    before anything is built, nesting deeper than MAX_DEPTH, more than MAX_NODES values,
    anchors/aliases and tags (``konwoj.playerfiles``)."""
    try:
        return safeyaml.load_text(text, MAX_DEPTH, MAX_NODES)
    except safeyaml.YamlLimit as lim:
        detail = lim.limit if lim.kind in ("tag", "value", "odd") else lim.text
        raise BadSave(_LIMIT_PROBLEMS.get(lim.kind, "saves.yaml"), detail=detail,
                   limit=lim.limit) from None
    except yaml.YAMLError as exc:
        raise BadSave("saves.yaml", detail=_yaml_detail(exc)) from None
    except RecursionError:  # pragma: no cover - the scan's depth limit comes first
        raise BadSave("saves.too_deep", limit=MAX_DEPTH) from None


# safeyaml's refusal kinds -> the problem keys of this module
_LIMIT_PROBLEMS = {"depth": "saves.too_deep", "nodes": "saves.too_many", "alias": "saves.alias",
                   "tag": "saves.tag", "nul": "saves.not_text", "value": "saves.value",
                   "odd": "saves.value"}


def _yaml_detail(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if mark is not None:
        return clip(f"line {mark.line + 1}, column {mark.column + 1}: {problem}", 200)
    return clip(str(problem), 200)


def decode(text: str) -> tuple[GameState, dict]:
    try:
        doc = parse(text)
    except BadSave as bad:
        # a save cut off in the middle is usually broken YAML too: call it what it is
        if bad.problem == "saves.yaml" and text.startswith(HEADER) and not text.rstrip().endswith("end: true"):
            raise BadSave("saves.truncated") from None
        raise
    if doc is None:
        raise BadSave("saves.empty")
    if not isinstance(doc, dict):
        raise BadSave("saves.not_mapping")
    if "konwoj_save" not in doc:
        raise BadSave("saves.no_version")
    version = doc["konwoj_save"]
    if not is_int(version) or version < 1:
        raise BadSave("saves.bad_version", version=quote(version))
    if version > FORMAT_VERSION:
        raise BadSave("saves.future_version", version=version, supported=FORMAT_VERSION)
    if doc.get("end") is not True:
        raise BadSave("saves.truncated")
    for k in doc:
        if k not in TOP_KEYS:
            raise BadSave("saves.unknown_field", field=quote(k, repr_=False))
    for k in TOP_KEYS:
        if k not in doc:
            raise BadSave("saves.missing_field", field=k)
    ruleset = doc["ruleset"]
    if ruleset not in RULESETS:
        raise BadSave("saves.ruleset", ruleset=quote(ruleset), known=", ".join(RULESETS))
    meta = check_meta(doc["meta"])
    return state_from_dict(doc["state"], ruleset), meta


def state_from_dict(d: Any, ruleset: str) -> GameState:
    """The game state of a save's ``state`` mapping, after every check a load makes (also used
    for a lesson's starting position); BadSave("saves.state") if anything is wrong."""
    try:
        savecheck.check_state_dict(d, ruleset)       # plain types and sizes
        d = _full_actions(d)
        state = checked_state(d, savecheck.LEGACY_DISTRICTS)    # what it means, by the rules
    except StateError as exc:
        raise BadSave("saves.state", detail=clip_words(str(exc), total=240)) from None
    except Exception as exc:  # the engine tripped over something the checks let through
        raise BadSave("saves.state", detail=clip_words(f"{type(exc).__name__}: {exc}", total=240)) from None
    return state


def _full_actions(d: dict) -> dict:
    """The record's actions with their trailing nulls: docs/save-format.md lets a file write
    ``[keep]`` for ``[keep, null, null, null, null, null]`` (the game writes all six)."""
    rec = d.get("record")
    acts = rec.get("actions") if isinstance(rec, dict) else None
    if not isinstance(acts, list) or all(not isinstance(a, list) or len(a) >= 6 for a in acts):
        return d
    full = [a + [None] * (6 - len(a)) if isinstance(a, list) and len(a) < 6 else a for a in acts]
    return {**d, "record": {**rec, "actions": full}}


def check_meta(m: Any) -> dict:
    if m is None:
        return {}
    if not isinstance(m, dict):
        raise BadSave("saves.meta", detail=Text("saves.meta_not_mapping"))
    try:
        m = bound_texts(plain(m))
    except BadSave as bad:
        raise BadSave("saves.meta", detail=bad.kw.get("detail", "")) from None
    for k in ("name", "name_pl", "name_en", "description_pl", "description_en", "mode", "date",
              "kind"):
        if k in m and m[k] is not None and not isinstance(m[k], str):
            raise BadSave("saves.meta", detail=Text("saves.meta_text", field=k))
    if m.get("mode") is not None and m["mode"] not in MODES:
        raise BadSave("saves.meta", detail=Text("saves.meta_mode", mode=quote(m["mode"]),
                                                   known=", ".join(MODES)))
    for k in ("human_sides", "sides"):
        if k in m and m[k] is not None:
            if not isinstance(m[k], list) or any(s not in SIDES for s in m[k]):
                raise BadSave("saves.meta", detail=Text("saves.meta_sides", field=k,
                                                        sides=f"{MOLOCH}/{OUTPOST}"))
    from konwoj.ai import ALL_LEVELS
    for k in ("opponent", "opponent_level"):
        if k in m and m[k] is not None and not isinstance(m[k], str):
            raise BadSave("saves.meta", detail=Text("saves.meta_text", field=k))
        if k in m and m[k] is not None and m[k] not in ALL_LEVELS:   # "god", "": never a
            raise BadSave("saves.meta", detail=Text(                  # silent random player
                "saves.meta_level", field=k, level=quote(m[k]), known=", ".join(ALL_LEVELS)))
    if "seed" in m and m["seed"] is not None and not is_int(m["seed"]):
        raise BadSave("saves.meta", detail=Text("saves.meta_seed"))
    from konwoj.texts import player_names
    if player_names.problem(m.get(player_names.META_KEY)):
        raise BadSave("saves.meta", detail=Text("saves.meta_players", sides=f"{MOLOCH}/{OUTPOST}"))
    if player_names.META_KEY in m:      # names that are text are cleaned, never refused
        m[player_names.META_KEY] = player_names.names_from(m)
    return m
