"""The model, AI and formats layers never import Qt (parsed with ast, not by running them)."""

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
QT_FREE = ["model", "ai", "formats"]


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module a file imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
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
