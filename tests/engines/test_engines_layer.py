"""app.engines is pure Python: no Qt, and of the app only the model (the built-in AI runs as a program)."""

from pathlib import Path

from tests.test_layering import imported_modules

ENGINES = Path(__file__).resolve().parent.parent.parent / "app" / "engines"


def test_engines_import_no_qt_and_no_other_layer():
    files = sorted(ENGINES.rglob("*.py"))
    assert files
    for path in files:
        names = imported_modules(path, depth=2)
        assert not {n for n in names if n.startswith(("PySide", "PyQt", "shiboken"))}, path
        assert not {n for n in names if n.startswith("app.") and n not in ("app.model",)}, path
