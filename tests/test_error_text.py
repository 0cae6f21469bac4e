"""No layer above the pure packages reads an error's English: the controller, the view and the shell
switch on an error's kind (an enum) and its arguments. This looks through their code for the ways
English error text used to be parsed: `detail.startswith("engines that do not start: ")`,
`text.split(": ")`, `"timed out" in str(exc)`."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("app/controller", "app/view", "app/shell")
ERROR_NAMES = {"e", "exc", "err", "error", "failure", "detail", "message", "msg"}   # what holds an error's text
ERROR_ATTRIBUTES = {"detail", "message", "strerror", "args"}
STRING_TESTS = {"startswith", "endswith", "split", "rsplit", "partition", "rpartition", "find", "index"}


def _error_text(node: ast.AST) -> bool:
    """True if the node is an error's text: str(err), err.detail, err.args[0], detail, message."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("str", "repr") and node.args:
        return _error_text(node.args[0]) or isinstance(node.args[0], ast.Name)
    if isinstance(node, ast.Subscript):
        return _error_text(node.value)
    if isinstance(node, ast.Attribute):
        return node.attr in ERROR_ATTRIBUTES
    return isinstance(node, ast.Name) and node.id in ERROR_NAMES


def parsing(tree: ast.AST) -> list[int]:
    """Lines that test or cut an error's text, or cut any text at ': ' (how English messages join)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in STRING_TESTS:
            colon = any(isinstance(a, ast.Constant) and a.value == ": " for a in node.args)
            if colon or _error_text(node.func.value):
                found.append(node.lineno)
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            if any(isinstance(c, ast.Call) and _error_text(c) for c in node.comparators):
                found.append(node.lineno)
    return sorted(found)


def test_the_check_finds_the_ways_english_was_parsed():
    old = '''
if detail.startswith("engines that do not start: "):
    names = detail.split(": ")[1]
if "timed out" in str(exc):
    pass
if str(err).endswith("busy"):
    pass
if error.args[0].startswith("x"):
    pass
'''
    assert parsing(ast.parse(old)) == [2, 3, 4, 6, 8]
    fine = '''
if error.problem is Problem.ENGINES:
    names = [f.name for f in error.failures]
if name.startswith("zh"):
    pass
'''
    assert parsing(ast.parse(fine)) == []


def test_no_layer_above_the_packages_parses_error_text():
    found = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            for line in parsing(ast.parse(path.read_text(encoding="utf-8"))):
                found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []
