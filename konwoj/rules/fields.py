"""The fields of a game state, declared once: :data:`FIELDS` names every field of
:class:`~konwoj.rules.state.GameState` with its type, its starting value, how a copy gets it and how
a save writes it. From this one table come ``__slots__`` (:class:`StateFields`), ``__init__``,
``clone`` and the copy ``determinize`` starts from, the copy-on-write of the table
(``_own_table``), ``to_dict``/``from_dict`` (``serialization.py``) and the fields a save must have
(``konwoj.saves.check``).

Sides are indexed by ``SI`` (Moloch 0, the Outpost 1); cities by 0-4 (New York is 4).

How a copy gets a field (``copy``):
  ``share``  the same object (an immutable value, or one never changed in place);
  ``list``   a shallow copy of the list (``x[:]``);
  ``sides``  a copy of each side's list (``[x[0][:], x[1][:]]``);
  ``cow``    shared with the copy, copy-on-write: whichever of the two states changes it first
             copies every ``cow`` field (``_own_table``, by ``own``) and then owns its copies;
  ``reset``  the starting value again (memos of the state itself);
  ``dealt``  copied by ``clone`` like ``sides``/``list``; ``determinize`` deals it anew;
  ``log``    shared by ``clone`` until one of the two logs an event (``_log_cow``).

The engine reads and writes these as plain attributes: the methods that copy and build a state are
generated once from this table (as ``dataclasses`` does), so they run as fast as hand-written ones.
"""
from __future__ import annotations

from typing import NamedTuple


class Field(NamedTuple):
    name: str
    type: str           # what it holds (for readers and ``StateFields.__annotations__``)
    start: str          # its starting value, as Python read in ``__init__``
    copy: str           # how a copy gets it: share, list, sides, cow, reset, dealt, log
    key: str | None     # the name ``to_dict`` writes it under; None: not written
    plain: str          # how it is written (serialization.PLAIN; a save's check of its plain
                        # type: konwoj.saves.check), "" when it is not
    own: str = ""       # for ``cow``: how ``_own_table`` copies it ("x" is the shared value)


F = Field
FIELDS: tuple[Field, ...] = (
    F("ruleset", "str", "ruleset", "share", "ruleset", "word"),            # "1e" or "2e"
    F("data", "CardData", "data or default_data()", "share", "values", "values"),
    F("rules", "Ruleset", "ruleset_for(ruleset, self.data)", "share", None, ""),
    F("seed", "int", "0", "share", "seed", "int"),
    F("rng", "int", "_seed_rng(0)", "share", "rng", "int"),     # xorshift64 state, never 0
    # per side; the top of a deck (and of a pile) is the END of the list
    F("deck", "list[list[str]]", "[[], []]", "dealt", "deck", "per_side"),
    F("hand", "list[list[str]]", "[[], []]", "dealt", "hand", "per_side"),
    F("discard", "list[list[str]]", "[[], []]", "sides", "discard", "per_side"),
    # cards revealed from a deck, waiting for a choice (Iron Gate)
    F("limbo", "list[str]", "[]", "list", "limbo", "ids"),
    # city -> side -> cards in arrival order
    F("table", "list[list[list[str]]]", "[[[], []] for _ in range(5)]", "cow", "table", "per_city_sides",
      "[[x[0][0][:], x[0][1][:]], [x[1][0][:], x[1][1][:]], [x[2][0][:], x[2][1][:]], "
      "[x[3][0][:], x[3][1][:]], [x[4][0][:], x[4][1][:]]]"),
    F("city_of", "dict[str, int]", "{}", "cow", None, "", "x.copy()"),   # card on the table -> city
    # host (Robot, or Soldier for a captured module) -> module
    F("attached", "dict[str, str]", "{}", "cow", "modules", "names", "x.copy()"),
    F("host_of", "dict[str, str]", "{}", "cow", None, "", "x.copy()"),   # module -> host
    F("tokens", "dict[str, tuple]", "{}", "cow", "tokens", "token_lists", "x.copy()"),  # TOKEN_NAMES
    # card on the table -> sequence number of its arrival; robot -> that of its shield token
    F("arrival", "dict[str, int]", "{}", "cow", "arrival", "numbers", "x.copy()"),
    F("shield_at", "dict[str, int]", "{}", "cow", "shield_at", "numbers", "x.copy()"),
    F("seq", "int", "0", "share", "seq", "int"),                        # the arrival counter
    # city -> district effects (DISTRICT_EFFECTS); city -> which districts are destroyed
    F("districts", "list[tuple[str, ...]]", "[tuple(c.districts) for c in self.rules.cities]",
      "list", "districts", "per_city_words"),
    F("down", "list[tuple[bool, ...]]",
      "[tuple(False for _ in c.districts) for c in self.rules.cities]", "list", "down",
      "per_city_bools"),
    F("city_destroyed", "list[bool]", "[False] * 5", "list", "city_destroyed", "bools"),
    F("feature_used", "list[bool]", "[False] * 5", "list", "feature_used", "bools"),
    F("extra_station", "list[bool]", "[False] * 5", "list", "extra_station", "bools"),
    F("target", "Optional[int]", "None", "share", "target", "maybe_int"),  # district in the active city
    F("battle", "int", "0", "share", "battle", "int"),                 # 0 = the opening hands
    F("phase", "str", '"mulligan"', "share", "phase", "name"),          # one of PHASES
    F("stack", "list[tuple]", "[]", "dealt", "stack", "frames"),  # frames; the top is the end
    F("netted", "frozenset", "frozenset()", "share", "netted", "id_set"),  # netted until battle ends
    F("once_used", "frozenset", "frozenset()", "share", "once_used", "id_set"),  # in this battle
    F("flags", "frozenset", "frozenset()", "share", "flags", "word_set"),  # sudden_attack, no_instants
    # per side: cards in its hand the OTHER side knows; cards known to lie on top of its deck
    F("known_in_hand", "list[frozenset]", "[frozenset(), frozenset()]", "list", "known_in_hand",
      "per_side_set"),
    F("known_top", "list[tuple]", "[(), ()]", "list", "known_top", "per_side_tuple"),
    F("winner", "Optional[str]", "None", "share", "winner", "maybe_name"),
    F("end_reason", "Optional[str]", "None", "share", "end_reason", "maybe_name"),
    F("log", "list[Event]", "[]", "log", "log", "events"),
    F("_legal", "list[Action]", "[]", "share", None, ""),    # legal actions of the decision on top
    F("_owner", "Optional[str]", "None", "share", None, ""),  # the side that owns that decision
    # the game record (record.py), persistent: shared, never changed in place; None when not kept
    F("record", "Optional[GameRecord]", "None", "share", "record", "record"),
    # the cow fields are shared with a clone: copy before changing (set by the copy of them)
    F("_cow", "bool", "False", "cow_flag", None, ""),
    F("_log_cow", "bool", "False", "reset", None, ""),  # the log is shared with a clone
    # side -> (n, the events of log[:n] that side sees), kept by determinize; not copied
    F("_seen_logs", "Optional[dict]", "None", "reset", None, ""),
)
del F

NAMES = tuple(f.name for f in FIELDS)
COW = tuple(f.name for f in FIELDS if f.copy == "cow")
WRITTEN = tuple(f for f in FIELDS if f.key is not None)     # what to_dict writes, in its order


class StateFields:
    """Every field of the game state, as slots (``FIELDS`` gives their types and starting values)."""

    __slots__ = NAMES
    __annotations__ = {f.name: f.type for f in FIELDS}


# ------------------------------------------------------------------ the generated methods
def _copy_line(f: Field) -> list[str]:
    """The lines giving the copy ``n`` the field ``f`` of ``self``."""
    n = f.name
    if f.copy in ("share", "cow"):
        return [f"n.{n} = self.{n}"]
    if f.copy == "list" or (f.copy == "dealt" and f.start == "[]"):
        return [f"n.{n} = self.{n}[:]"]
    if f.copy == "sides" or f.copy == "dealt":
        return [f"x = self.{n}", f"n.{n} = [x[0][:], x[1][:]]"]
    if f.copy == "reset":
        return [f"n.{n} = {f.start}"]
    if f.copy == "cow_flag":
        return [f"self.{n} = n.{n} = True"]
    if f.copy == "log":
        return [f"x = self.{n}",
                "if x.__class__ is QuietLog:",
                f"    n.{n} = x[:]          # a plain list (a clone of a quiet copy logs)",
                "else:",
                f"    n.{n} = x             # shared until one of the two logs an event (_log)",
                "    self._log_cow = n._log_cow = True"]
    raise ValueError(f"field {n}: unknown copy {f.copy!r}")


def _source() -> str:
    """The source of ``__init__``, ``_copy_shared``, ``clone`` and ``_own_table``."""
    init = ["def __init__(self, data=None, ruleset='1e'):"]
    init += [f"    self.{f.name} = {f.start}" for f in FIELDS]
    shared = ["def _copy_shared(self):",
              "    n = _new(self.__class__)"]
    for f in FIELDS:
        if f.copy not in ("dealt", "log"):
            shared += ["    " + line for line in _copy_line(f)]
    shared.append("    return n")
    clone = ["def clone(self):",
             "    n = self._copy_shared()"]
    for f in FIELDS:
        if f.copy in ("dealt", "log"):
            clone += ["    " + line for line in _copy_line(f)]
    clone.append("    return n")
    own = ["def _own_table(self):"]
    for f in FIELDS:
        if f.copy == "cow":
            own += [f"    x = self.{f.name}", f"    self.{f.name} = {f.own}"]
    own.append("    self._cow = False")
    return "\n".join(init + [""] + shared + [""] + clone + [""] + own) + "\n"


def make_methods(namespace: dict) -> dict:
    """The generated methods, their names read in ``namespace`` (``default_data``,
    ``ruleset_for``, ``_seed_rng``, ``QuietLog``)."""
    env = {**namespace, "_new": object.__new__}
    exec(compile(_source(), "<konwoj.rules.fields>", "exec"), env)   # noqa: S102 - our own table
    out = {k: env[k] for k in ("__init__", "_copy_shared", "clone", "_own_table")}
    out["__init__"].__doc__ = "A state before the deal: the starting value of every field (FIELDS)."
    out["_copy_shared"].__doc__ = ("A copy of every field but those ``clone`` copies and "
                                   "``determinize`` deals anew (decks, hands, stack, log).")
    out["clone"].__doc__ = ("An independent copy (cheap: the values it shares are immutable, or "
                            "shared copy-on-write: the table and its dicts, ``_cow``, and the log, "
                            "``_log_cow``).")
    out["_own_table"].__doc__ = ("Copy the fields shared copy-on-write with a clone (``_cow``) "
                                 "before changing them. Every change of a ``cow`` field is "
                                 "preceded by ``if self._cow: self._own_table()``.")
    return out
