"""The model, AI and formats layers never import Qt (parsed with ast, not by running them)."""

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
QT_FREE = ["model", "ai", "formats"]


def imported_modules(path: Path, depth: int = 1) -> set[str]:
    """Dotted names (first `depth` parts) of every module a file imports at run time
    (imports under `if TYPE_CHECKING:` are for type hints only and are left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for n in ast.walk(node))
    names = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(".".join(alias.name.split(".")[:depth]) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(".".join(node.module.split(".")[:depth]))
    return names


@pytest.mark.parametrize("layer", QT_FREE)
def test_layer_never_imports_qt(layer):
    files = sorted((APP / layer).rglob("*.py"))
    assert files, f"app/{layer} has no Python files"
    offenders = {str(f.relative_to(APP)): sorted(n for n in imported_modules(f)
                                                   if n.startswith(("PySide", "PyQt", "shiboken")))
                 for f in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_checker_sees_qt_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom PySide6.QtCore import QObject\nimport shiboken6\n")
    assert {"PySide6", "shiboken6"} <= imported_modules(probe)


@pytest.mark.parametrize("layer, forbidden", [("view", "app.controller"), ("controller", "app.view"),
                                              ("model", "app.ai"), ("model", "app.formats"),
                                              ("ai", "app.formats"), ("formats", "app.ai")])
def test_dependency_direction(layer, forbidden):
    """view and controller are siblings that never import each other; model imports no other layer."""
    offenders = {str(f.relative_to(APP)) for f in (APP / layer).rglob("*.py")
                 if forbidden in imported_modules(f, depth=2)}
    assert offenders == set()


def test_checker_skips_type_checking_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import TYPE_CHECKING\nimport app.view.texts\n"
                     "if TYPE_CHECKING:\n    from app.controller.x import Y\n")
    assert imported_modules(probe, depth=2) == {"typing", "app.view"}
