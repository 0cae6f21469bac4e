"""The core as CPython runs it fastest: the same source, specialized for the interpreter.

numba compiles the core's modules (app.ai.core.compiled); CPython would run them as they are, where
each use of a layout constant is a global look-up and each walk along a move table's row tests for
the -1 that ends a padded numpy row. ``load()`` reads the same source files and, in the functions
marked ``@jit``, before compiling them:

- puts the value of each module-level int constant (and tuple of ints) in place of its name (so
  ``wk[f + F_ALPHA]`` reads a literal, and constant expressions are folded by the compiler);
- drops the test for the -1 end marker on a row of a move table (``if t < 0: break`` as a loop's
  first statement, or as the first term of such a test joined by ``or``): the pure tables are rows
  of exactly their moves (app.ai.core.tables), so the test is never true there.

Nothing else changes: the result is the same functions computing the same values (numba too takes
a module's globals as constants when it compiles; tests hold the specialized functions equal to the
source's, and the searches equal to the compiled core's), only run faster by CPython.
"""

from __future__ import annotations

import ast
import importlib
import types
from pathlib import Path
from typing import Any

from . import tables

HERE = Path(__file__).resolve().parent
KERNEL = ("board", "evaluation", "support", "quiesce", "nodes", "search")
ROW_TABLES = frozenset(tables.ROW_TABLES)


def _is_constant(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, tuple) and all(isinstance(x, int) and not isinstance(x, bool) for x in value)


def _local_names(func: ast.FunctionDef) -> set[str]:
    names = {a.arg for a in func.args.args + func.args.kwonlyargs + func.args.posonlyargs}
    for node in ast.walk(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def _is_end_test(node: ast.expr, var: str) -> bool:
    """`var < 0`."""
    return (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == var
            and len(node.ops) == 1 and isinstance(node.ops[0], ast.Lt) and len(node.comparators) == 1
            and isinstance(node.comparators[0], ast.Constant) and node.comparators[0].value == 0)


def _row_loop_var(loop: ast.For) -> str | None:
    """The loop variable of `for x in TABLE[...]` over a row of a move table, else None."""
    it = loop.iter
    if (isinstance(loop.target, ast.Name) and isinstance(it, ast.Subscript) and isinstance(it.value, ast.Name)
            and it.value.id in ROW_TABLES):
        return loop.target.id
    return None


class _Specializer(ast.NodeTransformer):
    def __init__(self, constants: dict[str, Any], local: set[str]) -> None:
        self.constants = constants
        self.local = local

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if isinstance(node.ctx, ast.Load) and node.id not in self.local and node.id in self.constants:
            return ast.copy_location(ast.Constant(self.constants[node.id]), node)
        return node

    def visit_For(self, node: ast.For) -> ast.For:
        var = _row_loop_var(node)
        if var is not None and node.body and isinstance(node.body[0], ast.If):
            first = node.body[0]
            is_break = len(first.body) == 1 and isinstance(first.body[0], ast.Break) and not first.orelse
            if is_break and _is_end_test(first.test, var):
                node.body = node.body[1:] or [ast.Pass()]
            elif (is_break and isinstance(first.test, ast.BoolOp) and isinstance(first.test.op, ast.Or)
                  and _is_end_test(first.test.values[0], var)):
                rest = first.test.values[1:]
                first.test = rest[0] if len(rest) == 1 else ast.BoolOp(ast.Or(), rest)
        self.generic_visit(node)
        return node


def _jitted(func: ast.stmt) -> bool:
    return isinstance(func, ast.FunctionDef) and any(
        isinstance(d, ast.Name) and d.id in ("jit", "jit_gil") for d in func.decorator_list)


def specialize_source(source: str, constants: dict[str, Any], filename: str) -> types.CodeType:
    """The module's code with its @jit functions specialized (see the module docstring)."""
    tree = ast.parse(source, filename)
    for stmt in tree.body:
        if _jitted(stmt):
            assert isinstance(stmt, ast.FunctionDef)
            _Specializer(constants, _local_names(stmt)).visit(stmt)
    ast.fix_missing_locations(tree)
    return compile(tree, filename, "exec")


def load() -> dict[str, types.ModuleType]:
    """The core's modules specialized for CPython, by name (their functions call one another's
    specialized versions)."""
    done: dict[int, Any] = {}          # id of a plain function -> its specialized version
    mods: dict[str, types.ModuleType] = {}
    for name in KERNEL:
        plain = importlib.import_module(f"{__package__}.{name}")
        constants = {k: v for k, v in vars(plain).items() if _is_constant(v)}
        path = HERE / f"{name}.py"
        mod = types.ModuleType(f"{__package__}.pure.{name}", plain.__doc__)
        mod.__dict__.update({"__package__": __package__, "__file__": str(path)})
        exec(specialize_source(path.read_text(encoding="utf-8"), constants, str(path)), mod.__dict__)
        for key, value in list(vars(mod).items()):
            if id(value) in done:
                setattr(mod, key, done[id(value)])
        for key, value in vars(plain).items():
            if isinstance(value, types.FunctionType) and value.__module__ == plain.__name__:
                done[id(value)] = getattr(mod, key)
        mods[name] = mod
    return mods
