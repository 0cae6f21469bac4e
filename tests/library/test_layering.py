"""app.library is pure: the standard library, app.model and app.formats only (no Qt, no view)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

LIBRARY = Path(__file__).resolve().parents[2] / "app" / "library"


def test_library_imports_only_the_standard_library_model_and_formats() -> None:
    bad = {}
    for path in sorted(LIBRARY.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                ok = (top in sys.stdlib_module_names or top == "__future__"
                      or name.startswith(("app.model", "app.formats")))
                if not ok:
                    bad.setdefault(path.name, []).append(name)
    assert bad == {}
