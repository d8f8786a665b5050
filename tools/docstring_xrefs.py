"""Keep ``rules_py``'s docstrings in the style the API reference renders.

    python tools/docstring_xrefs.py          # rewrite rules_py/ in place; print what changed
    python tools/docstring_xrefs.py --check  # exit 1 (and list them) if anything needs rewriting

The rewrites, all idempotent (run it again after a merge):

* A docstring names another object by its full dotted path in backticks,
  ``` `rules_py.a.b.C` ```: ``help()`` shows clean text, and when the
  reference is built ``docs/griffe_xrefs.py`` makes it a link. So a
  Sphinx role (``:func:`x```, ``:class:`~a.b.C```, ``:meth:``, ``:data:``,
  ``:mod:``, ``:attr:``, ``:exc:``...) becomes ``` `rules_py.a.b.x` ``` when
  the reference renders that object (the ``::: name`` lines of
  ``docs/**/*.md`` list what it renders), else plain code, ``` `x` ```. A name
  is resolved as Sphinx does: absolute, else from the innermost class around
  the role out to its module, through imports (griffe, the same reader
  mkdocstrings uses).
* An autorefs link written in the source, ``[`x`][rules_py.a.b.x]`` (which
  ``help()`` shows raw), becomes ``` `rules_py.a.b.x` ``` (the name as
  written when it is itself a full path to the same object, as
  ``rules_py.new_game``).
* A line of a docstring or ``#:`` comment that holds a cross-reference and
  runs past 120 characters is wrapped.
* A doctest block in a docstring (``>>>`` lines and their output) is
  indented four spaces more than the text around it, after a blank line: a
  Markdown code block, which mkdocstrings renders as code, and which
  ``doctest`` reads exactly as before.

Build-time tool (needs griffe, from ``requirements/docs.txt``); the package
never imports it. ``tests/site/test_reference_html.py`` checks the result on the
built site, ``tests/core/test_docstring_style.py`` that nothing is left to rewrite.
"""

from __future__ import annotations

import argparse
import ast
import itertools
import pathlib
import re
import sys
from collections.abc import Iterator

import griffe

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rules_py"
DOCS = ROOT / "docs"

#: ``:role:`target``` or ``:role:`title <target>```, with an optional ``py:`` domain.
ROLE = re.compile(r":(?:py:)?(func|class|meth|data|mod|attr|exc|obj|const|type):`([^`]+)`")
QUOTES = ('"""', "'''")
DIRECTIVE = re.compile(r"^:::\s+([\w.]+)\s*$", re.M)


def load_package() -> griffe.Module:
    sys.path.insert(0, str(DOCS))
    from griffe_comments import AttributeComments

    package = griffe.load("rules_py", search_paths=[str(ROOT)],
                          extensions=griffe.load_extensions(AttributeComments()))
    assert isinstance(package, griffe.Module)
    return package


def lookup(package: griffe.Module, path: str) -> griffe.Object | griffe.Alias | None:
    """The object at a dotted ``path`` (``rules_py.x.y``), following imports; ``None`` if none."""
    parts = path.split(".")
    if parts[0] != "rules_py":
        return None
    obj: griffe.Object | griffe.Alias = package
    try:
        for part in parts[1:]:
            target = obj.final_target if isinstance(obj, griffe.Alias) else obj
            obj = target.members[part]
        if isinstance(obj, griffe.Alias):
            obj.final_target  # noqa: B018  (raises when the import leaves the package)
    except (KeyError, griffe.AliasResolutionError, griffe.CyclicAliasError, AttributeError):
        return None
    return obj


def canonical(obj: griffe.Object | griffe.Alias) -> str:
    return obj.final_target.path if isinstance(obj, griffe.Alias) else obj.path


def _rendered_members(obj: griffe.Object | griffe.Alias, out: set[str]) -> None:
    """What mkdocstrings renders under ``obj`` (filters: public; undocumented shown)."""
    target = obj.final_target if isinstance(obj, griffe.Alias) else obj
    for member in list(target.members.values()):
        try:
            if member.is_alias and member.final_target.kind is griffe.Kind.MODULE:
                continue
            if not member.is_public or member.kind is griffe.Kind.MODULE:
                continue
            path = canonical(member)
        except (griffe.AliasResolutionError, griffe.CyclicAliasError):
            continue
        if path not in out:
            out.add(path)
            if member.kind is griffe.Kind.CLASS:
                _rendered_members(member, out)


def rendered(package: griffe.Module) -> set[str]:
    """The canonical paths of every object the reference pages render."""
    out: set[str] = set()
    for page in sorted(DOCS.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        for match in DIRECTIVE.finditer(text):
            name = match.group(1)
            obj = lookup(package, name)
            if obj is None:
                raise SystemExit(f"{page}: ::: {name} names nothing")
            out.add(canonical(obj))
            after = text[text.find("\n", match.start()) + 1:].split("\n")
            options = "\n".join(itertools.takewhile(lambda line: line.startswith(" "), after))  # indented
            if name == "rules_py" and "members:" in options:  # the front door: its own page, __version__
                continue
            chosen = re.search(r"^\s+members:\s*\[([^\]]*)\]", options, re.M)
            if chosen:  # `members: ["A", "b"]`: only those (and a class's own members)
                for member in re.findall(r"[\w]+", chosen.group(1)):
                    inner = lookup(package, f"{name}.{member}")
                    if inner is None:
                        raise SystemExit(f"{page}: ::: {name} lists {member}, which it does not have")
                    out.update((f"{name}.{member}", canonical(inner)))  # either name finds the entry
                    if inner.kind is griffe.Kind.CLASS:
                        _rendered_members(inner, out)
            elif obj.kind in (griffe.Kind.MODULE, griffe.Kind.CLASS):
                _rendered_members(obj, out)
    return out


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def scopes(tree: ast.Module, module: str) -> list[tuple[int, int, str]]:
    """(first line, last line, dotted path) of every class and function in ``tree``."""
    out: list[tuple[int, int, str]] = []

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                path = f"{prefix}.{child.name}"
                out.append((child.lineno, child.end_lineno or child.lineno, path))
                walk(child, path)
    walk(tree, module)
    return out


def chain(scopes_: list[tuple[int, int, str]], module: str, line: int) -> list[str]:
    """The scopes around ``line``, innermost first, the module last."""
    around = sorted((s for s in scopes_ if s[0] <= line <= s[1]), key=lambda s: s[0], reverse=True)
    return [path for _, _, path in around] + [module]


def resolve(package: griffe.Module, target: str, scope_chain: list[str], kind: str = "obj") -> str | None:
    """The canonical path ``target`` names from its scopes, or ``None``.

    A function or class whose module has its name (``puzzles.solve``, the
    function, shadows ``puzzles/solve.py`` in its package, where griffe
    sees the module) is found inside that module.
    """
    target = target.lstrip(".")
    candidates = [target] if target.startswith("rules_py.") or target == "rules_py" else []
    for scope in scope_chain:
        candidates.append(f"{scope}.{target}")
    for path in candidates:
        obj = lookup(package, path)
        if obj is None:
            continue
        try:
            found = canonical(obj)
            if kind in ("func", "class", "exc", "meth") and obj.kind is griffe.Kind.MODULE:
                inner = lookup(package, f"{found}.{found.rsplit('.', 1)[-1]}")
                if inner is not None and inner.kind is not griffe.Kind.MODULE:
                    found = canonical(inner)
            return found
        except (griffe.AliasResolutionError, griffe.CyclicAliasError):
            return None
    return None


def rewrite_roles(text: str, path: pathlib.Path, package: griffe.Module, shown: set[str]) -> tuple[str, int]:
    module = module_name(path)
    lines = text.split("\n")
    try:
        tree_scopes = scopes(ast.parse(text), module)
    except SyntaxError:
        tree_scopes = []
    count = 0
    for i, line in enumerate(lines):
        if ":" not in line or "`" not in line:
            continue

        def replace(m: re.Match[str]) -> str:
            nonlocal count
            count += 1
            body = m.group(2).strip()
            title_target = re.fullmatch(r"(.+?)\s*<([^>]+)>", body)
            if title_target:
                title, target = title_target.group(1), title_target.group(2)
            else:
                target = body
                title = target.lstrip("~.")
                if target.startswith("~"):
                    title = title.rsplit(".", 1)[-1]
            path_ = resolve(package, target.lstrip("~"), chain(tree_scopes, module, i + 1), m.group(1))
            return f"`{path_}`" if path_ is not None and path_ in shown else f"`{title}`"
        lines[i] = ROLE.sub(replace, line)
    return "\n".join(lines), count


#: An autorefs cross-reference written in the source: ``[`text`][rules_py.path]``.
LINK = re.compile(r"\[`([^`\]]+)`\]\[(rules_py(?:\.\w+)*)\]")


def plain_links(text: str, package: griffe.Module) -> tuple[str, int]:
    """Each autorefs link of the source as the plain full name it points to."""
    count = 0

    def replace(m: re.Match[str]) -> str:
        nonlocal count
        count += 1
        shown, target = m.group(1), m.group(2)
        same = lookup(package, shown) if shown.startswith("rules_py.") else None
        try:
            keep = same is not None and canonical(same) == target
        except (griffe.AliasResolutionError, griffe.CyclicAliasError):
            keep = False
        return f"`{shown}`" if keep else f"`{target}`"
    return LINK.sub(replace, text), count


def docstrings(tree: ast.Module) -> Iterator[tuple[ast.Constant, int]]:
    """Every docstring node and the indentation of its text."""
    nodes: list[tuple[ast.AST, int]] = [(tree, 0)]
    for node in ast.walk(tree):
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            nodes.append((node, node.body[0].col_offset))
    for node, indent in nodes:
        body = getattr(node, "body", [])
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            yield body[0].value, indent


def rewrite_doctests(text: str) -> tuple[str, int]:
    """Indent each doctest block of each docstring as a Markdown code block."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text, 0
    lines = text.split("\n")
    edits: list[tuple[int, int, int]] = []  # (first line index, last line index, indent of the text)
    for node, indent in docstrings(tree):
        first, last = node.lineno - 1, (node.end_lineno or node.lineno) - 1
        i = first + 1  # the line with the opening quotes holds no example
        while i < last + 1:
            line = lines[i]
            stripped = line.lstrip()
            if stripped.startswith(">>>"):
                start = i
                while i + 1 <= last and lines[i + 1].strip() and not lines[i + 1].strip().startswith('"""'):
                    i += 1
                if len(line) - len(stripped) < indent + 4:
                    edits.append((start, i, indent))
            i += 1
    for start, end, indent in sorted(edits, reverse=True):
        for k in range(start, end + 1):
            if lines[k].strip():
                lines[k] = "    " + lines[k]
        if start > 0 and lines[start - 1].strip():
            lines.insert(start, "")
    text, lead_ins = _keep_indentation("\n".join(lines))
    return text, len(edits) + lead_ins


def _keep_indentation(text: str) -> tuple[str, int]:
    """Give a docstring whose only lines after the first are doctest blocks a line
    of text (``For example:``) at its own indentation: otherwise the docstring's
    dedent (``inspect.cleandoc``) takes the blocks' four spaces away, and
    Markdown reads ``>>>`` as nested quotes again."""
    tree = ast.parse(text)
    lines = text.split("\n")
    inserts: list[tuple[int, int]] = []
    for node, indent in docstrings(tree):
        first, last = node.lineno - 1, (node.end_lineno or node.lineno) - 1
        rest = [line for line in lines[first + 1:last + 1] if line.strip() and line.strip() not in QUOTES]
        if not any(line.lstrip().startswith(">>>") for line in rest):
            continue
        if any(len(line) - len(line.lstrip()) <= indent for line in rest):
            continue
        k = next(i for i in range(first + 1, last + 1) if lines[i].lstrip().startswith(">>>"))
        inserts.append((k, indent))
    for k, indent in sorted(inserts, reverse=True):
        lines[k:k] = [" " * indent + "For example:", ""]
    return "\n".join(lines), len(inserts)


#: Lines longer than this that hold a cross-reference are wrapped.
WIDTH = 120


def _break_at(line: str, width: int) -> int | None:
    """The index of a space to break ``line`` at, at most ``width``: outside
    any link or code span, and not before text Markdown would read as a
    list, a heading, a quote or a doctest."""
    depth, ticks, best = 0, 0, None
    for k, ch in enumerate(line[:width + 1]):
        if ch == "`":
            ticks += 1
        elif ch == "[" and ticks % 2 == 0:
            depth += 1
        elif ch == "]" and ticks % 2 == 0:
            depth -= 1
        elif ch == " " and depth == 0 and ticks % 2 == 0 and line[:k].strip():
            rest = line[k + 1:]
            if rest and not re.match(r"(?:[*+>#-]|\d+\.)\s", rest) and not rest.startswith(("`", ">>>")):
                best = k
    return best


def rewrap(text: str) -> tuple[str, int]:
    """Wrap each over-long line of docstrings and ``#:`` comments that holds a
    cross-reference (the rewrite makes lines longer), keeping its indentation
    (a bullet's text indentation for its continuation)."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text, 0
    lines = text.split("\n")
    inside = set()
    for node, _indent in docstrings(tree):
        inside.update(range(node.lineno - 1, (node.end_lineno or node.lineno)))
    out: list[str] = []
    count = 0
    for k, line in enumerate(lines):
        comment = line.lstrip().startswith("#: ")
        while len(line) > WIDTH and ("][rules_py" in line or "`rules_py." in line) and (k in inside or comment) \
                and not line.lstrip().startswith(">>>"):
            cut = _break_at(line, WIDTH)
            if cut is None:
                break
            stripped = line.lstrip()
            indent = " " * (len(line) - len(stripped))
            if comment:
                lead = indent + "#: " + " " * (len(stripped[3:]) - len(stripped[3:].lstrip()))
            elif re.match(r"[*+-] ", stripped):
                lead = indent + "  "
            else:
                lead = indent
            out.append(line[:cut].rstrip())
            line = lead + line[cut + 1:].lstrip()
            count += 1
        out.append(line)
    return "\n".join(out), count


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file needs rewriting")
    args = ap.parse_args(argv)
    package = load_package()
    shown = rendered(package)
    stale = []
    roles = blocks = wraps = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        new, n_roles = rewrite_roles(text, path, package, shown)
        new, n_links = plain_links(new, package)
        n_roles += n_links
        new, n_blocks = rewrite_doctests(new)
        new, n_wraps = rewrap(new)
        if new != text:
            stale.append(f"{path.relative_to(ROOT)}: {n_roles} role(s) or link(s), {n_blocks} doctest block(s), "
                         f"{n_wraps} line(s) wrapped")
            roles, blocks, wraps = roles + n_roles, blocks + n_blocks, wraps + n_wraps
            if not args.check:
                path.write_text(new, encoding="utf-8")
    print("\n".join(stale))
    print(f"{len(stale)} file(s), {roles} role(s) or link(s), {blocks} doctest block(s), {wraps} line(s) wrapped"
          + (" to rewrite" if args.check else " rewritten") + f"; {len(shown)} objects in the reference")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
