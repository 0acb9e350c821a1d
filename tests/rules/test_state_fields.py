"""The state's fields are declared once (``konwoj.rules.fields.FIELDS``), and that declaration is
what the slots, ``__init__``, ``clone``, the copy-on-write, ``to_dict``/``from_dict`` and the save's
check follow (issue 37)."""
import ast
import random
from pathlib import Path

from konwoj.rules import GameState, new_game
from konwoj.rules.fields import COW, FIELDS, NAMES, WRITTEN, StateFields
from konwoj.rules.framekinds import FRAMES, Pick, frame_of
from konwoj.saves import check

ROOT = Path(__file__).resolve().parents[2] / "konwoj"


def _mid(seed=5, moves=70):
    s = new_game(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_the_slots_are_the_declared_fields_and_init_sets_each():
    assert StateFields.__slots__ == NAMES
    s = GameState()
    for name in NAMES:
        getattr(s, name)                           # set (an unset slot raises)
    assert set(dir(GameState)) >= {"clone", "_copy_shared", "_own_table"}


def test_a_clone_copies_each_field_as_declared():
    s = _mid()
    n = s.clone()
    for f in FIELDS:
        a, b = getattr(s, f.name), getattr(n, f.name)
        if f.copy in ("share", "cow"):
            assert a is b, f.name
        elif f.copy in ("list", "sides", "dealt"):
            assert a == b and a is not b, f.name
            if f.copy in ("sides", "dealt") and isinstance(a[0], list):
                assert a[0] is not b[0] and a[1] is not b[1], f.name
    assert s._cow and n._cow
    n._own_table()                                 # the copy takes its own table and dicts
    for name in COW:
        assert getattr(n, name) == getattr(s, name) and getattr(n, name) is not getattr(s, name)


def test_to_dict_writes_the_declared_fields_in_their_order():
    s = _mid()
    d = s.to_dict()
    keys = [k for k in d if k not in ("format", "values")]
    assert keys == [f.key for f in WRITTEN if f.key != "values"]
    assert GameState.from_dict(d) == s


def test_the_save_check_names_no_field_of_its_own():
    """konwoj/saves/check.py checks each field by the kind the rules write it as: it names none of
    the state's fields (but the file's own ``format`` and ``ruleset``, checked against the file)."""
    tree = ast.parse((ROOT / "saves" / "check.py").read_text(encoding="utf-8"))
    names = {f.key for f in WRITTEN} - {"ruleset", "record", "values"}
    found = sorted({n.value for n in ast.walk(tree)
                    if isinstance(n, ast.Constant) and n.value in names})
    assert found == []


def test_the_save_check_refuses_each_field_of_the_wrong_plain_type_by_name():
    base = _mid().to_dict()
    for f in WRITTEN:
        if f.plain not in check._CHECKS:
            continue
        d = dict(base)
        d[f.key] = 2.5
        try:
            check.check_state_dict(d, "1e")
        except Exception as exc:  # noqa: BLE001
            assert f.key in str(exc), (f.key, exc)
        else:
            raise AssertionError(f"{f.key}: 2.5 accepted")


def test_frames_read_from_a_save_are_named_and_written_as_before():
    s = _mid(seed=11, moves=40)
    s.stack.append(("pick", "kill_soldier", "moloch", 0, None, None))
    d = s.to_dict()
    t = GameState._read(d)
    top = t.stack[-1]
    assert isinstance(top, Pick) and top.purpose == "kill_soldier" and top.city == 0
    assert top == ("pick", "kill_soldier", "moloch", 0, None, None)
    assert repr(top) == repr(("pick", "kill_soldier", "moloch", 0, None, None))
    assert t.to_dict()["stack"] == d["stack"]
    for kind, classes in FRAMES.items():
        for cls in classes:
            f = (kind,) + (None,) * (len(cls._fields) - 1)
            assert type(frame_of(f)) is cls


def test_every_frame_the_engine_makes_fits_its_declared_named_tuple():
    from konwoj.rules.framekinds import shape_of
    seen = set()
    for ruleset in ("1e", "2e"):
        for seed in range(8):
            s = new_game(seed, ruleset)
            rng = random.Random(seed)
            while not s.is_terminal():
                for f in s.stack:
                    cls = shape_of(f)
                    assert cls is not None, f
                    seen.add(cls.__name__)
                s.apply(rng.choice(s.legal_actions()))
    assert {"Pick", "Attack", "Phase", "Mulligan"} <= seen
