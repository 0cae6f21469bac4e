"""The layers import each other only along the allowed edges (parsed with ast, not by running them).

shell -> view, controller (siblings that never import each other) -> engines, library, puzzles ->
ai -> formats -> openings -> model (the opening names: the PGN writer fills in [ECCO], the library keeps
each game's code, the views word the names). The built-in AI is a library that everything above it reaches through
app.engines (``open_engine("builtin")``): above app.ai only app.ai.levels (the levels' names and
ratings, for settings and dialogs) may be imported ("ai.levels" in the table). The pure layers never
import Qt; the controllers use QtCore only; the view never reads files (no app.formats). The tournament
layer (pure) plays engines through app.engines, reads the shipped opening book (app.ai.book) and checks
network files with app.ai.nnue. The training layer (pure) reviews games through app.engines, keeps
reviews in app.library and makes app.puzzles puzzles. Beside app, the installed ``resources`` package
(its data and the piece drawing the board runs at start) imports no layer and no Qt; the view and the
shell draw with it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
RESOURCES = APP.parent / "resources"
PURE = ("model", "ai", "formats", "engines", "library", "puzzles", "openings", "tournament", "training",
        "tablebase")

# layer -> the layers it may import (besides itself). app/ holds only packages besides __init__.py and
# __main__.py (a layer each); the shell composes the program and may import any layer but the AI's insides.
ALLOWED: dict[str, set[str]] = {
    "model": set(),
    "ai": {"model", "formats", "tablebase"},  # formats: a book from a games file; tablebase: endgames (app.ai.tables)
    "formats": {"model", "openings"},       # openings: the [ECCO] tags the PGN writer fills in
    "engines": {"model", "ai"},          # the built-in AI served through the engine interface
    "library": {"model", "formats", "openings"},
    # tablebase: the "Win this ending" collection drawn from the tables, and the tables judging it
    "puzzles": {"model", "formats", "engines", "tablebase"},
    "openings": {"model"},
    # ai: app.ai.book's builtin_book only, for book openings, and app.ai.nnue's reader, to check a built-in
    # entrant's network file before any game (tests/tournament/test_layer.py)
    "tournament": {"model", "engines", "formats", "openings", "ai"},
    # training on one's own mistakes: reviews through app.engines, kept in the library, puzzles out
    # tournament: its engine specs and the cluster workers' engine pool (app.training.cluster)
    # tablebase: the endgame tables' exact values judge the moves they cover (app.training.endings)
    "training": {"model", "engines", "formats", "library", "puzzles", "openings", "tournament", "tablebase"},
    # endgame tablebases: the rules' tables and boards; files written atomically (app.formats.atomic)
    "tablebase": {"model", "formats"},
    # controller: Settings ▸ Tablebases lists a folder and runs the generator (app.controller.tablebase_jobs)
    "controller": {"model", "ai.levels", "formats", "engines", "library", "puzzles", "openings", "tournament",
                   "training", "tablebase"},
    # tournament: its errors' kinds, worded in app/view/tournament_texts.py
    "view": {"model", "ai.levels", "engines", "library", "puzzles", "openings", "training", "tournament",
             "resources"},
    "bench": {"model", "ai", "formats", "engines", "library", "puzzles", "openings", "tournament", "training",
              "controller", "view", "shell", "tablebase"},        # ai: the search's speed and strength
    "shell": {"model", "ai.levels", "formats", "engines", "library", "puzzles", "openings", "tournament",
              "training", "controller", "view", "tablebase", "resources"},
    "__main__": {"shell"},
    "__init__": set(),
    # the top-level resources package: the piece drawing (Pillow) and the bundled files' paths
    "resources": set(),
}
AI_FACADE = "app.ai.levels"             # the one module of app.ai the layers above it may import


def layer_of(path: Path) -> str:
    """The layer a file of app/ belongs to: its package under app/, or its module name at the top
    ("resources" for the resources package)."""
    if RESOURCES in path.parents:
        return "resources"
    rel = path.relative_to(APP)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def module_name(path: Path) -> str:
    """Dotted module name of a file under app/ or resources/ ('app.view.texts', 'app.model' for a package)."""
    rel = path.relative_to(APP.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, module: str | None = None) -> set[str]:
    """Absolute dotted names of every module a file imports at run time, relative imports resolved
    against `module` (default: the file's own name under app/); imports under `if TYPE_CHECKING:`
    are for type hints only and are left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for n in ast.walk(node))
    package = (module or module_name(path)).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    names = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
                if node.module is None:  # from . import x: x may be a module
                    names.update(f"{module}.{alias.name}" for alias in node.names)
                names.add(module)
            elif node.module:
                names.add(node.module)
    return names


def app_layer(name: str) -> str | None:
    """The app layer a dotted module name points into ("ai.levels" for app.ai's facade), or None
    outside app."""
    parts = name.split(".")
    if parts[0] == "resources":
        return "resources"
    if parts[0] != "app" or len(parts) < 2:
        return None
    if name == AI_FACADE or name.startswith(AI_FACADE + "."):
        return "ai.levels"
    candidate = APP / parts[1]
    return parts[1] if candidate.is_dir() or (APP / f"{parts[1]}.py").exists() else None


FILES = sorted(APP.rglob("*.py")) + sorted(RESOURCES.rglob("*.py"))


def test_every_layer_is_in_the_table():
    assert {layer_of(f) for f in FILES} <= set(ALLOWED)


def test_app_holds_only_packages():
    """Every module lives in a package whose name says what it is; app/ itself has only its two
    entry files."""
    assert sorted(f.name for f in APP.glob("*.py")) == ["__init__.py", "__main__.py"]


def allowed(layer: str, target: str) -> bool:
    """True if `layer` may import from `target` (a layer that may import app.ai may import its facade)."""
    if target == layer or target in ALLOWED[layer]:
        return True
    return target == "ai.levels" and (layer == "ai" or "ai" in ALLOWED[layer])


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(APP.parent)))
def test_imports_follow_the_allowed_edges(path):
    layer = layer_of(path)
    wrong = sorted(name for name in imported_modules(path)
                   if (target := app_layer(name)) is not None and not allowed(layer, target))
    assert wrong == [], f"{layer} may import only {sorted(ALLOWED[layer])}"


def test_above_the_ai_only_its_levels_are_imported(tmp_path):
    """The built-in AI is reached through app.engines: a controller importing the engine, the book or
    the package itself is caught; its levels pass."""
    probe = tmp_path / "probe.py"
    probe.write_text("from app.ai.levels import Level\nfrom app.ai import Engine\nfrom ..ai.book import Book\n"
                     "import app.ai.uci\n")
    names = imported_modules(probe, "app.controller.probe")
    assert sorted(n for n in names if not allowed("controller", app_layer(n) or "")) == [
        "app.ai", "app.ai.book", "app.ai.uci"]
    assert allowed("controller", "ai.levels") and allowed("engines", "ai") and not allowed("view", "ai")


@pytest.mark.parametrize("layer", PURE + ("resources",))
def test_pure_layers_never_import_qt(layer):
    folder = RESOURCES if layer == "resources" else APP / layer
    offenders = {str(f.relative_to(APP.parent)): sorted(n for n in imported_modules(f)
                                                          if n.startswith(("PySide", "PyQt", "shiboken")))
                 for f in folder.rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_controllers_use_qtcore_only():
    offenders = {str(f.relative_to(APP)): sorted(n for n in imported_modules(f)
                                                   if n.startswith("PySide6.") and n != "PySide6.QtCore")
                 for f in (APP / "controller").rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_checker_sees_relative_and_absolute_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom PySide6.QtCore import QObject\nfrom ..model import Board\n"
                     "from . import texts\nfrom .board_scene import BoardScene\n")
    names = imported_modules(probe, "app.view.probe")
    assert {"os", "PySide6.QtCore", "app.model", "app.view.texts", "app.view.board_scene"} <= names


def test_checker_sees_a_forbidden_edge(tmp_path):
    """A view module importing the controller or the file readers, relatively, is caught."""
    probe = tmp_path / "probe.py"
    probe.write_text("from ..controller import settings\nfrom ..formats import read_games\n")
    targets = {app_layer(n) for n in imported_modules(probe, "app.view.probe")}
    assert {"controller", "formats"} <= targets
    assert not ({"controller", "formats"} & ALLOWED["view"])


def test_checker_skips_type_checking_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import TYPE_CHECKING\nimport app.view.texts\n"
                     "if TYPE_CHECKING:\n    from app.controller.x import Y\n")
    assert imported_modules(probe, "app.model.probe") == {"typing", "app.view.texts"}


def test_checker_sees_the_resources_package(tmp_path):
    """resources is a layer of its own: the view may draw with it, the controllers may not, and a
    module of resources importing the model is caught."""
    probe = tmp_path / "probe.py"
    probe.write_text("from resources.pieces import render_piece\nimport resources\n")
    targets = {app_layer(n) for n in imported_modules(probe, "app.controller.probe")}
    assert targets == {"resources"}
    assert allowed("view", "resources") and allowed("shell", "resources") and not allowed("controller", "resources")
    probe.write_text("from app.model import Board\nfrom . import charset\n")
    names = imported_modules(probe, "resources.probe")
    assert "resources.charset" in names and not allowed("resources", app_layer("app.model.Board") or "")
    assert layer_of(RESOURCES / "pieces.py") == "resources"
