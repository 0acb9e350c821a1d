"""Moves the ``register({...})`` / ``register_plural({...})`` tables of a package into its gettext
catalogues, and can be run again whenever a branch brings new tables:

    python tools/register_to_po.py            # migrate konwoj/ (the .po files, .pot and .mo too)
    python tools/register_to_po.py --check    # only list the tables left (exit 1 if any)

Each module-level ``register``/``register_plural`` statement is read (a literal table with
``ast.literal_eval``; a table built by code by importing its module with ``register`` recording),
its entries are written into ``pl`` and ``en`` ``konwoj.po`` (an existing entry takes the table's
text), and the statement is removed from the source, with the data it alone used (a module-level
dict no other code names) and the ``register`` imports left unused. Then the template is rebuilt
(``catalogues.extract``) and every catalogue compiled.
"""
from __future__ import annotations

import argparse
import ast
import importlib
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalogues  # noqa: E402 - the sibling tool

NAMES = ("register", "register_plural")
LANGS = {"pl": 0, "en": 1}          # a register() pair is (Polish, English)


# ---------------------------------------------------------------------------- finding tables
def _call_name(stmt: ast.stmt) -> str | None:
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        f = stmt.value.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
        if name in NAMES and len(stmt.value.args) == 1:
            return name
    return None


def tables_in(path: Path) -> list[tuple[ast.stmt, str]]:
    """The module-level register statements of one file, with the function each calls."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(s, n) for s in tree.body if (n := _call_name(s))]


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _evaluated(files: list[Path], root: Path) -> dict[tuple[str, int], tuple[str, dict]]:
    """The tables of ``files`` as their modules build them: each module imported with
    ``konwoj.i18n.register``/``register_plural`` recording (file, line) -> table."""
    seen: dict[tuple[str, int], tuple[str, dict]] = {}

    def recorder(name):
        def record(table):
            frame = sys._getframe(1)
            seen[(str(Path(frame.f_code.co_filename).resolve()), frame.f_lineno)] = (name,
                                                                                   dict(table))
        return record

    sys.path[:0] = [str(root), str(catalogues.ROOT)]
    i18n = importlib.import_module("konwoj.i18n")
    saved = {n: getattr(i18n, n, None) for n in NAMES}
    import builtins        # a merge may bring a table back without its import: found there
    for n in NAMES:
        setattr(i18n, n, recorder(n))
        setattr(builtins, n, getattr(i18n, n))
    try:
        for path in files:
            name = _module_name(path, root)
            if name in sys.modules and name != "konwoj.i18n":
                importlib.reload(sys.modules[name])
            elif name == "konwoj.i18n":
                exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"),  # noqa: S102
                     {"__name__": "konwoj.i18n.tables", **{n: recorder(n) for n in NAMES}})
            else:
                importlib.import_module(name)
    finally:
        for n, f in saved.items():
            delattr(builtins, n)
            if f is None:
                delattr(i18n, n)
            else:
                setattr(i18n, n, f)
    return seen


def collect(package: Path, root: Path) -> dict[Path, list[tuple[ast.stmt, str, dict]]]:
    """Every register statement of ``package`` with its table."""
    found: dict[Path, list[tuple[ast.stmt, str, dict | None]]] = {}
    for path in sorted(package.rglob("*.py")):
        for stmt, name in tables_in(path):
            try:
                table = ast.literal_eval(stmt.value.args[0])
            except (ValueError, SyntaxError, TypeError):
                table = None
            found.setdefault(path, []).append((stmt, name, table))
    todo = [p for p, items in found.items() if any(t is None for _s, _n, t in items)]
    if todo:
        built = _evaluated(todo, root)
        for path in todo:
            file = str(path.resolve())
            items = []
            for stmt, name, table in found[path]:
                if table is None:
                    hits = [v for (f, line), v in built.items()
                            if f == file and stmt.lineno <= line <= stmt.end_lineno]
                    if not hits:
                        raise SystemExit(f"{path}:{stmt.lineno}: the table was not built on import")
                    table = hits[0][1]
                items.append((stmt, name, table))
            found[path] = items
    return found


# ---------------------------------------------------------------------------- catalogues
def _entries(name: str, table: dict, where: str) -> dict[str, dict[str, object]]:
    """``{lang: {key: text or forms}}`` of one table (checked as register() checked it)."""
    out: dict[str, dict[str, object]] = {lang: {} for lang in LANGS}
    for key, value in table.items():
        if name == "register":
            if not (isinstance(value, tuple) and len(value) == 2 and all(
                    isinstance(v, str) for v in value)):
                raise SystemExit(f"{where}: {key!r} must be a (polish, english) pair")
            for lang, i in LANGS.items():
                out[lang][key] = value[i]
        else:
            for lang in LANGS:
                forms = value.get(lang) if isinstance(value, dict) else None
                n = catalogues.new_catalogue(lang).num_plurals
                if not (isinstance(forms, tuple) and len(forms) == n):
                    raise SystemExit(f"{where}: plural {key!r} needs {n} {lang} forms")
                out[lang][key] = tuple(forms)
    return out


def write_entries(found: dict, locale_dir: Path, root: Path) -> dict[str, int]:
    """Every table's entries into the ``pl`` and ``en`` catalogues; returns entries per language."""
    counts = {}
    for lang in LANGS:
        po = catalogues.po_path(lang, locale_dir)
        cat = catalogues.read(po, locale=lang) if po.exists() else catalogues.new_catalogue(lang)
        have = catalogues.entries(cat)
        n = 0
        for path, items in found.items():
            for stmt, name, table in items:
                where = f"{path.relative_to(root)}:{stmt.lineno}"
                for key, text in _entries(name, table, where)[lang].items():
                    old = have.get(key)
                    if old is not None:
                        del cat[old.id]
                    ident = (key, key) if isinstance(text, tuple) else key
                    have[key] = cat.add(ident, text)
                    n += 1
        catalogues.write(cat, po)
        counts[lang] = n
    return counts


# ---------------------------------------------------------------------------- the source
def _names_loaded(tree: ast.AST, skip: set[int]) -> dict[str, int]:
    """How often each name is read, outside the statements at the line numbers in ``skip``."""
    counts: dict[str, int] = {}
    for stmt in tree.body:
        if stmt.lineno in skip:
            continue
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store):
                counts[node.id] = counts.get(node.id, 0) + 1
    return counts


def _defines(stmt: ast.stmt) -> str | None:
    """The module-level data name ``stmt`` makes or fills (``X = ...``, ``X.update(...)``)."""
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        if len(targets) == 1 and isinstance(targets[0], ast.Name):
            return targets[0].id
    if (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Attribute)
            and isinstance(stmt.value.func.value, ast.Name)
            and stmt.value.func.attr == "update"):
        return stmt.value.func.value.id
    return None


def _used_elsewhere(name: str, path: Path, package: Path) -> bool:
    """Whether another module of the package imports ``name`` from ``path``'s module or reads an
    attribute of that name."""
    module = _module_name(path, package.parent)
    for other in package.rglob("*.py"):
        if other == path or name not in (text := other.read_text(encoding="utf-8")):
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Attribute) and node.attr == name:
                return True
            if isinstance(node, ast.ImportFrom) and any(a.name in (name, "*") for a in node.names) \
                    and (node.level or node.module == module):
                return True
    return False


def strip_source(path: Path, stmts: list[ast.stmt], package: Path) -> list[str]:
    """``path`` without the statements ``stmts``, the module data only they read, the comment
    lines just above each, and the ``register`` imports left unused. Returns the module data the
    tables read that other code still reads (kept: its texts now stand twice)."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    drop = {s.lineno for s in stmts}
    data = {}
    for s in tree.body:
        if (name := _defines(s)) is not None:
            data.setdefault(name, []).append(s.lineno)
    changed = True
    while changed:                               # data read only by dropped statements goes too
        changed = False
        for name, lines in data.items():
            if (set(lines) <= drop or _names_loaded(tree, drop | set(lines)).get(name, 0)
                    or _used_elsewhere(name, path, package)):
                continue
            if any(name in {n.id for n in ast.walk(s) if isinstance(n, ast.Name)}
                   for s in tree.body if s.lineno in drop and s.lineno not in lines):
                drop |= set(lines)
                changed = True
    read_by_tables = {n.id for s in tree.body if s.lineno in drop and _call_name(s)
                      for n in ast.walk(s) if isinstance(n, ast.Name)}
    kept = sorted(name for name, lines_ in data.items()
                  if name in read_by_tables and not set(lines_) <= drop)
    lines = text.splitlines(keepends=True)
    kill = set()
    for s in tree.body:
        if s.lineno in drop:
            kill |= set(range(s.lineno - 1, s.end_lineno))
            i = s.lineno - 2
            while i >= 0 and lines[i].lstrip().startswith("#"):
                kill.add(i)
                i -= 1
    still = _names_loaded(tree, drop)
    imports = {}
    for s in tree.body:
        if isinstance(s, ast.ImportFrom) and any(a.name in NAMES for a in s.names):
            keep = [a for a in s.names if a.name not in NAMES or still.get(a.asname or a.name)]
            if len(keep) != len(s.names):
                kill |= set(range(s.lineno - 1, s.end_lineno))
                if keep:
                    names = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in keep)
                    imports[s.lineno - 1] = f"from {'.' * s.level}{s.module or ''} import {names}\n"
    out = []
    for i, line in enumerate(lines):
        if i in imports:
            out.append(imports[i])
        elif i not in kill:
            out.append(line)
    new = re.sub(r"\n{4,}", "\n\n\n", "".join(out)).rstrip("\n") + "\n"
    path.write_text(new, encoding="utf-8")
    return kept


# ---------------------------------------------------------------------------- command line
def migrate(root: Path, package: Path, locale_dir: Path, extract: bool = True) -> dict[str, int]:
    found = collect(package, root)
    counts = write_entries(found, locale_dir, root) if found else {lang: 0 for lang in LANGS}
    for path, items in found.items():
        for name in strip_source(path, [s for s, _n, _t in items], package):
            print(f"{path.relative_to(root)}: {name} is still read by the code, so it stays; its "
                  "texts are in the catalogues now: read them with tr()/i18n.has() and remove it")
    if extract:
        catalogues.extract(locale_dir, package)
    catalogues.compile_all(locale_dir)
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="register_to_po.py", description=__doc__.split("\n")[0])
    p.add_argument("--root", type=Path, default=catalogues.ROOT, help="the repository")
    p.add_argument("--package", default="konwoj", help="the package folder under the root")
    p.add_argument("--locale", type=Path, default=None, help="default: <package>/locale")
    p.add_argument("--check", action="store_true", help="list the tables left, change nothing")
    a = p.parse_args(argv)
    root = a.root.resolve()
    package = root / a.package
    locale_dir = a.locale or package / "locale"
    if a.check:
        left = [f"{path.relative_to(root)}:{s.lineno}: {n}(...)"
                for path in sorted(package.rglob("*.py")) for s, n in tables_in(path)]
        print("\n".join(left) or "no register tables left")
        return 1 if left else 0
    counts = migrate(root, package, locale_dir)
    print("entries migrated: " + ", ".join(f"{lang} {n}" for lang, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
