"""No two modules of a package import each other, not even for type hints only.

A circle of imports inside a package (a imports b, b imports a, directly or round several modules)
makes the order of loading matter and hides which module is the lower one: each package here is
kept free of them. Imports under ``if TYPE_CHECKING:`` count too (a circle made of type hints is a
circle a reader has to untangle all the same); imports of the package itself (its ``__init__``) do not,
since every module of a package is loaded after its ``__init__`` anyway.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.test_layering import APP, module_name

# The packages kept free of circles. Not yet: app.model (its modules and the package's vocabulary
# import each other), app.tablebase (cli, compiled, generate, probing, verify), app.view (board_view and
# board_access), app.shell (library_feature and study_windows, for type hints) and app.bench.
CLEAN = ("engines", "tournament", "training", "library", "formats", "puzzles", "openings", "controller")


def all_imports(path: Path, module: str | None = None) -> set[str]:
    """Absolute dotted names of every module a file imports, at run time or for type hints only,
    anywhere in the file (relative imports resolved against `module`, default: its own name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = (module or module_name(path)).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - (node.level - 1)] + ([node.module] if node.module else []))
                names.add(base)
                names.update(f"{base}.{alias.name}" for alias in node.names)
            elif node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (the package's __init__ left out)."""
    files = {module_name(f): f for f in (APP / package).rglob("*.py") if f.name != "__init__.py"}
    return {name: {n for n in all_imports(path) if n in files and n != name} for name, path in files.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The circles of a graph: its strongly connected parts of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


@pytest.mark.parametrize("package", CLEAN)
def test_no_circle_of_imports_inside_the_package(package):
    assert circles(graph(package)) == []


def test_the_checker_finds_a_circle_made_of_type_hints(tmp_path):
    """A module importing another at run time, and that one importing it back under TYPE_CHECKING
    (as app.engines.stream did with app.engines.session), is a circle; so is one round three modules."""
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("from .b import B\n")
    b.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import A\n")
    edges = {"app.x.a": all_imports(a, "app.x.a") & {"app.x.b"}, "app.x.b": all_imports(b, "app.x.b") & {"app.x.a"}}
    assert circles(edges) == [["app.x.a", "app.x.b"]]
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_a_lazy_import_inside_a_function_counts(tmp_path):
    """runner.py imported cluster.py inside run(), and cluster.py imported runner.py at the top: a circle."""
    runner = tmp_path / "runner.py"
    runner.write_text("def run():\n    from .cluster import run_on_cluster\n")
    assert "app.tournament.cluster" in all_imports(runner, "app.tournament.runner")
