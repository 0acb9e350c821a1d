"""A generator of hostile player files (issue 22): what a hostile round tried, as data, so that the
cases stay covered. Used by ``tests/saves/test_hostile_round3.py``; run it to write the corpus to a
folder and try it by hand:

    python tests/support/hostile_corpus.py OUT_DIR       # OUT_DIR/saves, progress, lessons, ...

Every generator is deterministic and cheap (a "long word" is one repeated letter).
"""
from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

LONG = 3 * 1024 * 1024          # the 3 MB word of the report

# odd scalars: YAML the safe loader turns into something that is no plain game data (or fails on)
ODD_SCALARS = {
    "date": "2025-01-01",
    "bad_date": "2025-13-45",
    "datetime": "2025-01-01 10:00:00",
    "huge_int": "9" * 5001,
    "big_int": str(2 ** 100),
    "nan": ".nan",
    "inf": ".inf",
    "minus_inf": "-.inf",
    "binary": "!!binary aGVsbG8=",
}


def good_save_text(seed: int = 3, steps: int = 20) -> str:
    """The text of a real save (a game ``steps`` actions in)."""
    from tests.support.drive import played
    from konwoj import saves
    return saves.encode(played(seed, steps), {"mode": "hotseat"})


def long_word_saves(n: int = LONG, base: str | None = None) -> dict[str, str]:
    """Saves whose refusal message would quote a word of ``n`` characters: an unknown top-level
    key, a ruleset, a phase, a string in a record's action, a meta mode, a version."""
    base = base or good_save_text()
    word = "w" * n
    out = {
        "unknown_key": base.replace("end: true", f"? {word}\n: 1\nend: true"),
        "ruleset": base.replace("\nruleset: 1e\n", f"\nruleset: {word}\n", 1),
        "meta_mode": base.replace("  mode: hotseat", f"  mode: {word}", 1),
        "version": base.replace("konwoj_save: 1", f"konwoj_save: {word}", 1),
    }
    draw = "- - all\n    - draw\n    - - moloch\n      - "
    if draw in base:                      # a log line's argument (shown in the table's log)
        k = base.index(draw) + len(draw)
        out["log_arg"] = base[:k] + word + base[base.index("\n", k):]
    i = base.index("\n  phase: ")
    j = base.index("\n", i + 1)
    out["phase"] = base[:i] + f"\n  phase: {word}" + base[j:]
    if "    actions:\n    - - " in base:
        k = base.index("    actions:\n    - - ") + len("    actions:\n    - - ")
        e = base.index("\n", k)
        out["action_string"] = base[:k] + word + base[e:]
    return out


def odd_scalar_saves(base: str | None = None) -> dict[str, str]:
    """A save with each odd scalar as its meta's name, and as its seed."""
    base = base or good_save_text()
    out = {}
    for name, value in ODD_SCALARS.items():
        out[f"meta_{name}"] = base.replace("meta:\n", f"meta:\n  odd: {value}\n", 1)
        out[f"seed_{name}"] = _replace_line(base, "  seed: ", f"  seed: {value}")
    return out


def _replace_line(text: str, start: str, new: str) -> str:
    i = text.index("\n" + start) + 1
    j = text.index("\n", i)
    return text[:i] + new + text[j:]


def progress_files() -> dict[str, str]:
    """Lesson-progress files (``lessons.yaml``) that crashed or froze the Lessons screen."""
    out = {f"completed_{k}": f"completed: [{v}]\nruns: {{}}\n" for k, v in ODD_SCALARS.items()}
    out["runs_key_date"] = "completed: []\nruns: {2025-01-01: {step: 1}}\n"
    out["step_huge"] = "completed: []\nruns: {outpost: {lesson: outpost, step: " + "9" * 5001 + "}}\n"
    out["deep"] = "completed: " + "[" * 5000 + "]" * 5000 + "\n"
    out["long_word"] = "completed: [" + "x" * LONG + "]\n"
    return out


def lesson_variants(raw: dict) -> dict[str, dict]:
    """A shipped lesson's parsed YAML with one hostile change each (positions included)."""
    import copy
    out = {}

    def variant(name, fn):
        r = copy.deepcopy(raw)
        fn(r)
        out[name] = r

    side = raw["side"]
    other = "outpost" if side == "moloch" else "moloch"
    variant("battle_negative", lambda r: r["position"].__setitem__("battle", -5))
    variant("battle_huge", lambda r: r["position"].__setitem__("battle", 10 ** 20))
    variant("seed_huge", lambda r: r["position"].__setitem__("seed", 10 ** 30))
    # a card of the other side in the learner's hand (Moloch's Juggernaut in the Outpost's: the
    # engine then looked for its "immobile" effect among the instants and raised)
    foreign = {"moloch": "trep", "outpost": "juggernaut"}[side]

    def swap_hand(r):
        hands = r["position"].setdefault("hands", {})
        hands[side] = [foreign] + list(hands.get(side, []))[1:]
    variant("foreign_card_in_hand", swap_hand)
    variant("other_side_foreign", lambda r: r["position"].setdefault("hands", {}).__setitem__(
        other, ["juggernaut" if other == "outpost" else "trep"]))
    variant("long_id", lambda r: r.__setitem__("id", "x" * 100_000))
    return out


def special_files(folder: Path) -> dict[str, Path]:
    """Paths that are not regular files: a FIFO, a folder named like a save, links to
    ``/dev/zero`` and ``/dev/null``, a socket, a dangling link. Missing kinds are left out."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, Path] = {}
    if hasattr(os, "mkfifo"):
        p = folder / "fifo.yaml"
        os.mkfifo(p)
        out["fifo"] = p
    d = folder / "dir.yaml"
    d.mkdir()
    out["directory"] = d
    for name, target in (("dev_zero", "/dev/zero"), ("dev_null", "/dev/null")):
        if os.path.exists(target):
            p = folder / f"{name}.yaml"
            p.symlink_to(target)
            out[name] = p
    dangling = folder / "dangling.yaml"
    dangling.symlink_to(folder / "no-such-target.yaml")
    out["dangling"] = dangling
    if hasattr(socket, "AF_UNIX"):
        p = folder / "sock.yaml"
        try:
            s = socket.socket(socket.AF_UNIX)
            s.bind(str(p))
            s.close()
            out["socket"] = p
        except OSError:
            pass
    return out


def oversized(limit: int, over: int = 1) -> str:
    """A YAML text of exactly ``limit + over`` bytes."""
    head = "x: '"
    return head + "y" * (limit + over - len(head) - 2) + "'\n"


def write_corpus(out: Path) -> list[Path]:
    out = Path(out)
    written = []
    for group, files in (("saves", {**long_word_saves(), **odd_scalar_saves()}),
                         ("progress", progress_files())):
        (out / group).mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            p = out / group / f"{name}.yaml"
            p.write_text(text, encoding="utf-8")
            written.append(p)
    written += list(special_files(out / "special").values())
    return written


if __name__ == "__main__":   # pragma: no cover
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    for p in write_corpus(Path(sys.argv[1] if len(sys.argv) > 1 else "hostile-corpus")):
        print(p)
