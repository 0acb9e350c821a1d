"""Every key the source uses has a text in every shipped catalogue (issue 38: a missing key is a
test failure, never a key on screen). Literal keys are found as Babel extracts them (and in the
branches of ``a if c else b``); keys built at run time (``f"side.{x}"``, ``"hint." + key``) are
enumerated family by family from the data that builds them."""
from __future__ import annotations

import ast
import gettext
import inspect
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402

SHIPPED = ("pl", "en")


def _shipped() -> dict[str, set]:
    out = {}
    for lang in SHIPPED:
        with open(catalogues.po_path(lang).with_suffix(".mo"), "rb") as f:
            cat = gettext.GNUTranslations(f)._catalog
        out[lang] = {k if isinstance(k, str) else k[0] for k in cat if k}
    return out


def _returned(func) -> set[str]:
    """The string constants ``func`` returns."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(func)))
    return {n.value.value for n in ast.walk(tree) if isinstance(n, ast.Return)
            and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)} | {
        c.value for n in ast.walk(tree) if isinstance(n, ast.Return)
        and isinstance(n.value, ast.IfExp) for c in (n.value.body, n.value.orelse)
        if isinstance(c, ast.Constant) and isinstance(c.value, str)}


def _hint_reasons() -> set[str]:
    """The reasons the hint gives: every ``("key", {args})`` in the ai package, and the one
    ``reason_text`` puts in place of "kills"."""
    out = set()
    for path in (ROOT / "konwoj" / "ai").glob("*.py"):
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(n, ast.Tuple) and len(n.elts) == 2 and isinstance(n.elts[0], ast.Constant) \
                    and isinstance(n.elts[0].value, str) and isinstance(n.elts[1], ast.Dict):
                out.add(n.elts[0].value)
    from konwoj.ai.hint import Hint
    src = inspect.getsource(Hint.reason_text)
    out |= {k for k in ("kills_instead",) if f'"{k}"' in src}
    return out


# Families read only after ``i18n.has`` says the key exists (an edition's own wording, a Polish
# log template, a purpose's own prompt): a member may lack a text on purpose.
PROBED = {"ed2.", "ed2.phase.", "table.phase.", "log.ev.", "table.tip.victory_what.", "gameover.reason.", "prompts.eff.",
          "prompts.what.", "prompts.choose.", "prompts.decline.", "prompts.on.",
          "table.prompt.pick.", "victory.", "table.victory.", "table.victory.short.", "edition.",
          "table.token.", "table.tip.feature_what."}


def families() -> dict[str, set[str]]:
    """Each family of keys built at run time -> the suffixes its data gives."""
    from konwoj import ai, playerfiles
    from konwoj.play import keymap
    from konwoj.scenes.table import follow as follow_scene
    from konwoj.play.stats import FILTERS, result_for
    from konwoj.rules import cards as C
    from konwoj.rules import events
    from konwoj.rules.facts import RULESETS, SIDES
    from konwoj.saves import catalogue, storage
    from konwoj.scenes.table.model import FIELDS
    from konwoj.texts import prompts
    from konwoj.scenes.newgame import available_levels
    from konwoj.scenes.table.pacing import ComputerPacing
    from konwoj.texts import editions, rules_text
    from konwoj.settings import COLOUR_VISIONS
    from konwoj.ui import art, emblems
    from konwoj.ui.replay_draw import VIEWS
    from konwoj.ui.table.paint import TOKEN_FILE
    data = C.shipped_data()
    victories = set(C.MOLOCH_VICTORIES + C.OUTPOST_VICTORIES)
    from konwoj.rules import get_ruleset
    for ed in RULESETS:
        for c in get_ruleset(ed).cities:
            v = getattr(c, "victory", None) or {}
            victories |= {x for x in (v.values() if isinstance(v, dict) else v) if isinstance(x, str)}
    features = set(C.FEATURES)
    sides = set(SIDES)
    icons = set()
    for cd in data.cards.values() if isinstance(data.cards, dict) else data.cards:
        icons |= {f"{kind}.{name}" for kind, name, _r in art.card_icons(cd.key, (200, 280))}
    phases = {p for ed in RULESETS for _n, p in rules_text.PHASES[ed]}
    return {
        "follow.refused.": {"hint", "pass", "undo"} & _strings(follow_scene),
        "key.": set(keymap._SPECIAL) | set(keymap.MODIFIERS) | set(keymap.PUNCTUATION.values()),
        "side.": sides, "side.subject.": sides, "handoff.ready.": sides, "handoff.side.": sides, "newgame.about.": sides,
        "rules.section.": sides, "ed2.prompt.attack.": sides, "table.prompt.attack.": sides,
        "level.": set(ai.ALL_LEVELS), "level.about.": set(available_levels()),
        "edition.": set(editions.playable()), "edition.short.": set(editions.playable()),
        "edition.about.": set(editions.playable()), "stats.ed.": set(RULESETS),
        "type.": {t for ts in C.TYPES.values() for t in ts},
        "table.icon.type.": {t for ts in C.TYPES.values() for t in ts},
        "trigger.": set(C.TRIGGERS),
        "table.icon.trigger.": set(C.TRIGGERS) - {"none"},
        "table.icon.": icons,
        "district.": set(C.DISTRICT_EFFECTS), "table.district.": set(C.DISTRICT_EFFECTS),
        "table.tip.district.": set(C.DISTRICT_KINDS),
        "feature.": features, "table.feature.": features, "table.feature.short.": features,
        "table.tip.feature_what.": features,
        "table.tip.token.": {TOKEN_FILE.get(t, t) for t in C.TOKENS},
        "table.token.": set(C.TOKENS),
        "table.tip.victory_what.": victories,
        "victory.": victories, "table.victory.": victories, "table.victory.short.": victories,
        "verdict.over.": set(events.REASONS), "gameover.reason.": set(events.REASONS),
        "games.filter.": set(FILTERS), "games.result_": _returned(result_for),
        "replay.view.": set(VIEWS),
        "legend.colour.": set(emblems.LEGEND), "settings.colours.": set(COLOUR_VISIONS),
        "rules.note2e.": set(rules_text.CARD_NOTES["2e"]),
        "rules.topic.": {t for ed in RULESETS for t in rules_text.TOPICS[ed]},
        "rules.phase.": {s for p in phases for s in (p, f"{p}.text")},
        "rules.phase2.": {s for p in phases if p != "draw" for s in (p, f"{p}.text")}
        & {k for _n, p in rules_text.PHASES["2e"] for k in (p, f"{p}.text")},
        "table.turn_": _returned(ComputerPacing.doing) | {"you", "player"},
        "library.why.": {"damaged", "missing", "version", "legacy"} & set(
            re.findall(r'"(\w+)"', inspect.getsource(catalogue))),
        "files.kind.": _strings(playerfiles.file_kind) - {"file"},
        "hint.": _hint_reasons(),
        # the step the table asks for: a field of next_field (an index is asked as a district)
        "table.prompt.step.": (set(FIELDS) - {"index"}) | {"district"},
        "yaml.": _called_with(("YamlLimit", "describe")),
        "saves.": {"autosave", "backup"} & _strings(storage.SaveInfo),
        "prompts.act.": {"pass", "keep", "mulligan", "draw", "decline"} & _strings(prompts),
    }


def _strings(obj) -> set[str]:
    return set(re.findall(r'"(\w+)"', inspect.getsource(obj)))


def _called_with(names) -> set[str]:
    """The first string argument of every call to one of ``names`` in the package."""
    out = set()
    for path in (ROOT / "konwoj").rglob("*.py"):
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(n, ast.Call) and n.args and isinstance(n.args[0], ast.Constant) \
                    and isinstance(n.args[0].value, str) and getattr(
                        n.func, "id", getattr(n.func, "attr", None)) in names:
                out.add(n.args[0].value)
    return out


def _heads(package: Path) -> dict[str, list[str]]:
    """The literal heads of keys built at run time (f"side.{x}", "hint." + key), by family, with
    where each is built, for heads that begin some catalogue key."""
    keys = set().union(*_shipped().values())
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            head = None
            if isinstance(node, ast.JoinedStr) and node.values \
                    and isinstance(node.values[0], ast.Constant):
                head = node.values[0].value
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) \
                    and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
                head = node.left.value
            if not head or not head.endswith((".", "_")) or " " in head:
                continue
            for prefix in ("", "table.", "prompts."):
                if "." in prefix + head and any(k.startswith(prefix + head) for k in keys):
                    found.setdefault(prefix + head, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_literal_key_in_the_source_is_in_every_shipped_catalogue():
    used = catalogues.extracted_keys() | catalogues.literal_keys()
    assert len(used) > 300
    for lang, have in _shipped().items():
        missing = {k: v[0] for k, v in used.items() if k not in have}
        assert missing == {}, lang


def test_every_key_built_at_run_time_is_in_every_shipped_catalogue():
    fams = families()
    heads = _heads(ROOT / "konwoj")
    # the table's and the prompts' own helpers t/_t; a language's name (i18n.lang_name, checked
    # in test_catalogues)
    wide = {"table.", "prompts.", "lang."}
    unknown = {h: w for h, w in heads.items()
               if h not in fams and h not in PROBED and h not in wide
               and not any(f != h and f.startswith(h) for f in fams)}
    assert unknown == {}, "a new family of keys built at run time: enumerate it in families()"
    shipped = _shipped()
    for head, suffixes in fams.items():
        assert suffixes, head
        for lang, have in shipped.items():
            missing = sorted(s for s in suffixes if head + s not in have)
            if head in PROBED:                    # read after i18n.has: at least one member
                assert len(missing) < len(suffixes), (lang, head)
            else:
                assert missing == [], (lang, head)


def test_polish_plural_counts_come_from_the_catalogue():
    from konwoj.i18n import ntr
    forms = {0: "kart", 1: "karta", 2: "karty", 5: "kart", 12: "kart", 22: "karty", 112: "kart"}
    for n, noun in forms.items():
        assert ntr("table.cards_n", n, "pl") == f"{n} {noun}"
