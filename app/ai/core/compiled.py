"""The core compiled with numba: the same modules loaded again as ``app.ai.core.jitted.*``.

``load()`` registers a package ``app.ai.core.jitted`` whose path is this folder, with its own ``jit``
(numba's ``njit``, cached) and ``tables`` (the tables as numpy arrays, rows padded with -1), then
imports the core's modules from it: their relative imports find these, so the same source is
compiled. The cache lives in a folder of its own per version of the core's sources, the evaluation
and the tables (numba checks only each function's own file for changes, not the values it reads;
app.ai.core.cache says where, and in what state it is). ``build(cache_dir)`` compiles or loads it;
the engine compiles in a process of its own (app.ai.core.worker) and only loads here.

This default core evaluates with the hand-written evaluation only: its ``network`` is
network_off.py, whose functions do nothing, so that the learned network's code costs its compile
nothing. ``load(cache_dir, network=True)`` loads the same modules a third time, as
``app.ai.core.jitted_net.*``, with the real network.py (sharing the default package's tables and
primitives), cached in the ``network`` folder inside `cache_dir` (numba names its cache files after
the source file and the function, the same for both: each needs a folder of its own).
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import threading
import types
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import jit as pure_jit, tables as pure_tables
from .cache import HERE, TB_HERE, source_digest

if TYPE_CHECKING:
    from . import Backend

PACKAGE = "app.ai.core.jitted"
NET_PACKAGE = "app.ai.core.jitted_net"      # the core with the learned network's code
NET_FOLDER = "network"                      # its cache, inside the default core's
SHARED = ("tables", "prims", "tbindex")     # the network core's modules that are the default core's
_LOAD_LOCK = threading.Lock()               # numba.config.CACHE_DIR is read as each module is imported
TB_PACKAGE = "app.ai.core.jitted_tb"        # the tablebase kernel's index, compiled with the core
KERNEL = ("board", "evaluation", "network", "support", "quiesce", "nodes", "search")


def _array_tables() -> types.ModuleType:
    import numpy as np
    mod = types.ModuleType(PACKAGE + ".tables")
    for name in dir(pure_tables):
        value = getattr(pure_tables, name)
        if name in pure_tables.ROW_TABLES:
            width = max(len(row) for row in value) + 1
            arr = np.full((len(value), width), -1, dtype=np.int64)
            for i, row in enumerate(value):
                arr[i, :len(row)] = row
            value = arr
        elif name in pure_tables.FLAT_TABLES:
            value = np.array(value, dtype=np.int64)
        setattr(mod, name, value)
    return mod


def _jit_module(name: str, cache: bool) -> types.ModuleType:
    """A package's ``jit``: numba's njit with the core's options."""
    import numba
    jit_mod = types.ModuleType(name + ".jit")
    # No reference counting (_nrt=False): the core makes no array, and counting the arrays it
    # passes around took ~40% of its time. error_model: no checks for division by zero.
    options: dict[str, Any] = {"cache": cache, "nogil": True, "_nrt": False, "error_model": "numpy"}
    jit_mod.jit = one_signature(numba.njit(**options))  # type: ignore[attr-defined]
    jit_mod.jit_gil = one_signature(numba.njit(cache=cache))  # type: ignore[attr-defined]
    jit_mod.IntArray = pure_jit.IntArray  # type: ignore[attr-defined]
    return jit_mod


def network_cache(cache_dir: str | None) -> str | None:
    """The network core's cache folder, inside the default core's (None: no cache)."""
    return None if cache_dir is None else os.path.join(cache_dir, NET_FOLDER)


def load(cache_dir: str | None, network: bool = False) -> dict[str, Any]:
    """Import the compiled core's modules (compiling them, or loading them from `cache_dir`);
    returns them by name. With `network`, the core with the learned network's code."""
    import numba
    with _LOAD_LOCK:
        if cache_dir is not None:
            numba.config.CACHE_DIR = cache_dir  # type: ignore[attr-defined]
        if PACKAGE not in sys.modules:
            pkg = types.ModuleType(PACKAGE)
            pkg.__path__ = [str(HERE)]
            jit_mod = _jit_module(PACKAGE, cache_dir is not None)
            sys.modules[PACKAGE] = pkg
            sys.modules[PACKAGE + ".jit"] = jit_mod
            sys.modules[PACKAGE + ".tables"] = _array_tables()
            sys.modules[PACKAGE + ".prims"] = importlib.import_module(PACKAGE + ".compiled_prims")
            sys.modules[PACKAGE + ".tbindex"] = _tablebase_kernel(jit_mod)
            sys.modules[PACKAGE + ".network"] = importlib.import_module(PACKAGE + ".network_off")
        if not network:
            return {name: importlib.import_module(f"{PACKAGE}.{name}") for name in KERNEL}
        net_cache = network_cache(cache_dir)
        if net_cache is not None:
            os.makedirs(net_cache, mode=0o700, exist_ok=True)
            numba.config.CACHE_DIR = net_cache  # type: ignore[attr-defined]
        try:
            if NET_PACKAGE not in sys.modules:
                pkg = types.ModuleType(NET_PACKAGE)
                pkg.__path__ = [str(HERE)]
                sys.modules[NET_PACKAGE] = pkg
                sys.modules[NET_PACKAGE + ".jit"] = _jit_module(NET_PACKAGE, net_cache is not None)
                for name in SHARED:
                    sys.modules[f"{NET_PACKAGE}.{name}"] = sys.modules[f"{PACKAGE}.{name}"]
            return {name: importlib.import_module(f"{NET_PACKAGE}.{name}") for name in KERNEL}
        finally:
            if cache_dir is not None:
                numba.config.CACHE_DIR = cache_dir  # type: ignore[attr-defined]


def one_signature(jit: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """numba's `jit`, but a function called from compiled code is compiled for its arguments' types
    only, not also for the values of the constants among them: numba made a version of a function for
    each constant it was called with (``give(wk, FRAME, 0)``, ``give(wk, f, score)``: four versions of
    give, two of most node functions), a third of the core's cold compile. One version each; the
    constants are still folded where LLVM inlines a call."""
    from numba.core import types as nb_types
    unliteral: Callable[[Any], Any] = nb_types.unliteral

    def decorate(func: Any) -> Any:
        dispatcher = jit(func)
        typed = type(dispatcher).get_call_template

        def get_call_template(args: Any, kws: Any) -> Any:
            return typed(dispatcher, tuple(unliteral(a) for a in args), {k: unliteral(v) for k, v in kws.items()})

        dispatcher.get_call_template = get_call_template
        return dispatcher
    return decorate


def _tablebase_kernel(jit_mod: types.ModuleType) -> types.ModuleType:
    """The tablebase kernel (app/tablebase/kernel.py) loaded again as ``app.ai.core.jitted_tb.kernel``
    with the core's ``jit`` and its tables as arrays: the core's tbprobe calls its ``index_of``, and numba
    compiles only what that calls (the index, not the generator's passes) with the core."""
    from app.tablebase.compiled import array_tables
    pkg = types.ModuleType(TB_PACKAGE)
    pkg.__path__ = [str(TB_HERE)]
    sys.modules[TB_PACKAGE] = pkg
    sys.modules[TB_PACKAGE + ".jit"] = jit_mod
    sys.modules[TB_PACKAGE + ".ktables"] = array_tables(TB_PACKAGE + ".ktables")
    return importlib.import_module(TB_PACKAGE + ".kernel")


def build(cache_dir: str | None, network: bool = False) -> Backend:
    """The compiled backend, every entry point compiled (or loaded from `cache_dir`, None: no cache)
    by a short search. With `network`, the core with the learned network's code (its own cache)."""
    from . import Backend
    mods = load(cache_dir, network)
    backend = Backend("numba", mods["board"], mods["support"], mods["search"], mods["evaluation"], mods["network"])
    warm_up(backend)
    if cache_dir is not None:
        forget_other_versions(cache_dir)
    return backend


def forget_other_versions(cache_dir: str, keep: int = 2) -> None:
    """Remove the caches of other versions of the core's sources (some 20 MB each) but the `keep`
    most recently used."""
    here = Path(cache_dir)
    others = [p for p in here.parent.iterdir() if p != here and p.is_dir() and len(p.name) == 16]
    others.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for other in others[keep:]:
        shutil.rmtree(other, ignore_errors=True)


def warm_up(backend: Any) -> None:
    """Call every entry point once on the start position (a depth-3 search, two lines): none is
    compiled (or loaded from the cache) in a search's time later."""
    from app.model import Board

    import numpy as np

    from .layout import HN, HP_STRIDE, HMAX, MULTIPV, NN_HEAD, NO_SCORE, ROOT, ROOT_FIXED, ROOT_N, ST_SIZE, \
        TB_SIZE, TT_MASK, TT_WAYS, WK_SIZE, BUF
    from .board import PL_SIZE, SIDE
    b, sup, se = backend.board, backend.support, backend.search
    board = Board()
    sq = backend.array(90)
    sq[:] = board.squares()
    pl, st = backend.array(PL_SIZE), backend.array(ST_SIZE)
    hp, wk = backend.array(HMAX * HP_STRIDE), backend.array(WK_SIZE)
    tt = backend.array(2 * TT_WAYS * 256)
    tb, tv = backend.array(TB_SIZE), np.zeros(1, dtype=np.uint16)     # no tables (their types are what counts)
    nn, nw = backend.array(NN_HEAD), backend.array16(1)                 # no network (as above)
    st[TT_MASK] = 255
    b.setup(sq, pl, st, 0)
    hp[0] = st[1]
    st[HN] = 1
    buf = BUF
    n = b.gen_captures(sq, pl, st[SIDE], wk, buf)
    n = b.gen_quiets(sq, pl, st[SIDE], wk, n)
    moves = [int(wk[i]) for i in range(buf, n)]
    for i, m in enumerate(moves):
        wk[ROOT + i] = m
        wk[ROOT_FIXED + i] = NO_SCORE
    st[ROOT_N] = len(moves)
    b.perft(sq, pl, st, 1, wk, buf)
    b.attacked(sq, pl, 4, 0)
    backend.network.net_reset(nn, nw, sq, st)
    cap = b.make(sq, pl, st, moves[0])
    backend.network.net_make(nn, nw, sq, st, moves[0], cap)
    sup.push_position(st, hp, moves[0], 0, cap)
    sup.repetition(sq, st, hp, wk)
    sup.evaluate(sq, pl, st, wk, nn, nw)
    backend.network.net_evaluate(nn, nw, 0)
    sup.new_generation(st)
    st[HN] = 1
    backend.network.net_unmake(nn)
    b.unmake(sq, pl, st, moves[0], cap, hp[0], 0)
    b.setup(sq, pl, st, 0)
    se.quiesce_root(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, buf)
    se.qsearch(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, -100, 100, 1, 0, buf)
    st[MULTIPV] = 2
    for depth in (1, 2, 3):
        se.root(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, depth, -32000, 32000, 0, buf)


__all__ = ["build", "load", "warm_up", "forget_other_versions", "network_cache", "source_digest", "PACKAGE",
           "NET_PACKAGE", "KERNEL"]
