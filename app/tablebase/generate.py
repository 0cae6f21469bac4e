"""Retrograde generation of one table (numba-compiled kernel; numpy arrays).

Values are decided by distance, ply by ply: losses in 0 (no legal move: mate or stalemate, both lose),
then wins in 1 (a move to a loss in 0), losses in 2 (every move gives the opponent a win in at most 1,
one exactly 1), and so on, the positions decided at one distance found from those decided at the one
before by unmoves (app.tablebase.kernel.retro_range). A capture leaves the table: its value comes from
the table it leads to, read at the start and kept pending until its distance comes up. What is left
undecided at the end is a draw. The tables an exchange leads to must exist first (material.dependencies).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .layout import layout, view, work_arrays
from .material import Material, dependencies

CHUNK = 1 << 21         # indices a kernel call handles between checks for Ctrl+counts and progress


@dataclass(frozen=True)
class Progress:
    """Where a generation is: its table, the phase ('start', 'moves', 'distance', 'verify'), the
    distance being decided, and the indices done of those the phase goes over."""

    name: str
    phase: str
    distance: int
    done: int
    total: int


@dataclass
class Built:
    """A generated table: its values (uint16, as kernel.values) and what generating it took."""

    material: Material
    values: Any
    seconds: float
    legal: int
    cpu_seconds: float = 0.0


class GenerationError(RuntimeError):
    """The kernel found a successor marked illegal in a table an exchange leads to (a damaged or
    mismatched table); carries the table and the index."""

    def __init__(self, name: str, index: int) -> None:
        super().__init__(f"{name}: an exchange from index {index} reaches a position its table marks illegal")
        self.name = name
        self.index = index


def exchange_inputs(material: Material, lookup: Callable[[Material], Any]) -> tuple[Any, Any, Any, Any]:
    """The kernel's arrays for the exchanges out of a table: the views (one per piece that can be
    taken), each piece's view offset, the values of the tables they lead to (concatenated) and each
    piece's offset in them. `lookup(material)` gives a table's values (uint16 numpy)."""
    import numpy as np
    own = layout(material)
    rows: list[int] = []
    slot_view = np.zeros(len(own.pieces), dtype=np.int64)
    slot_suboff = np.zeros(len(own.pieces), dtype=np.int64)
    parts: list[Any] = []
    offsets: dict[Material, int] = {}
    total = 0
    for i in range(2, len(own.pieces)):
        target, row = view(material, i)
        if target not in offsets:
            values = lookup(target)
            offsets[target] = total
            parts.append(values)
            total += len(values)
        slot_view[i] = len(rows)
        rows.extend(row)
        slot_suboff[i] = offsets[target]
    views = np.array(rows or [0], dtype=np.int64)
    subvals = np.concatenate(parts) if parts else np.zeros(1, dtype=np.uint16)
    return views, slot_view, subvals.astype(np.uint16, copy=False), slot_suboff


def generate(material: Material, lookup: Callable[[Material], Any],
             progress: Callable[[Progress], None] | None = None, compiled: bool = True) -> Built:
    """Generate the table of a (canonical) material; `lookup` gives the values of the tables its
    exchanges lead to. KeyboardInterrupt between chunks stops it (nothing is kept). `compiled=False`
    runs the kernel in CPython (the same source, some hundred times slower: for the smallest tables,
    where a compile would cost more than it saves)."""
    import numpy as np

    from . import kernel as kpure
    if compiled:
        from .compiled import kernel
        kern: Any = kernel()
    else:
        kern = kpure
    started = time.perf_counter()
    cpu_started = time.process_time()
    lay = layout(material)
    name = material.name
    report = progress or (lambda p: None)
    report(Progress(name, "start", 0, 0, lay.size))
    views, slot_view, subvals, slot_suboff = exchange_inputs(material, lookup)
    row, board, slots, mv_slot, mv_to, seen, stats = work_arrays(lay)
    size = lay.size
    values = np.zeros(size, dtype=np.uint16)
    counts = np.zeros(size, dtype=np.uint8)
    pend = np.zeros(size, dtype=np.uint16)
    for start in range(0, size, CHUNK):
        end = min(size, start + CHUNK)
        kern.init_range(start, end, row, values, counts, pend, views, slot_view, subvals, slot_suboff, board, slots,
                        mv_slot, mv_to, seen, stats)
        report(Progress(name, "moves", 0, end, size))
    if stats[kpure.S_BAD]:
        raise GenerationError(name, int(stats[kpure.S_FIRST_BAD]))
    del subvals
    legal = int(stats[kpure.S_LEGAL])
    maxpend = int(stats[kpure.S_MAXPEND])
    d = 1
    while True:
        stats[kpure.S_CHANGED] = 0
        for start in range(0, size, CHUNK):
            end = min(size, start + CHUNK)
            kern.retro_range(start, end, d, row, values, counts, pend, board, slots, seen, stats)
        report(Progress(name, "distance", d, int(stats[kpure.S_CHANGED]), legal))
        if stats[kpure.S_CHANGED] == 0 and d >= maxpend:
            break
        d += 1
    return Built(material, values, time.perf_counter() - started, legal, time.process_time() - cpu_started)


@dataclass(frozen=True)
class Done:
    """A table a run made (or found already there)."""

    name: str
    entries: int
    seconds: float
    file_size: int
    made: bool


class ValueCache:
    """Tables' values for generation: the ones just made kept in memory (up to `budget` bytes, the
    least recently used let go first), the others read from their files."""

    def __init__(self, folder: str | os.PathLike[str], budget: int = 4 << 30) -> None:
        self.folder = folder
        self.budget = budget
        self.kept: OrderedDict[Material, Any] = OrderedDict()

    def keep(self, material: Material, values: Any) -> None:
        self.kept[material] = values
        self.kept.move_to_end(material)
        while sum(v.nbytes for v in self.kept.values()) > self.budget and len(self.kept) > 1:
            self.kept.popitem(last=False)

    def __call__(self, material: Material) -> Any:
        if material in self.kept:
            self.kept.move_to_end(material)
            return self.kept[material]
        from .storage import TableFile, table_path
        values = TableFile(table_path(self.folder, material), material).all_values()
        self.keep(material, values)
        return values


def _interrupt(_signum: int, _frame: object) -> None:
    raise KeyboardInterrupt


def stop_on_terminate() -> None:
    """SIGTERM stops a run as Ctrl+C does (the table under way dropped, no partial file)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)


def _make_table(material: Material, folder: str, codec: str) -> Done:
    """A worker's job: generate one table (the tables it needs read from their files) and write it."""
    from .storage import table_path, write_table
    stop_on_terminate()
    built = generate(material, ValueCache(folder, budget=1 << 30))
    path = table_path(folder, material)
    write_table(path, material, built.values, built.seconds, codec, cpu_seconds=built.cpu_seconds)
    return Done(material.name, int(built.values.size), built.seconds, path.stat().st_size, True)


def generate_tables(targets: list[Material], folder: str | os.PathLike[str], force: bool = False,
                    codec: str = "lzma", progress: Callable[[Progress], None] | None = None,
                    finished: Callable[[Done], None] | None = None, jobs: int = 1,
                    compiled: bool = True) -> list[Done]:
    """Generate the tables of `targets` and every table they need (smallest first) into `folder`;
    tables whose files are there and sound are kept unless `force` (for the targets only). A table is
    written whole when done; KeyboardInterrupt leaves the tables finished so far and no partial file.
    With `jobs` > 1, that many processes make the tables of one piece count at a time (each reads the
    tables it needs from their files; no progress within a table is reported); `compiled=False`
    generates in this process with the kernel run by CPython (see generate).
    Raises TablebaseError if a needed table's file is damaged, OSError if the folder cannot be written."""
    from .errors import TablebaseError
    from .storage import TableFile, table_path, write_table
    cache = ValueCache(folder)
    wanted = {m.canonical()[0] for m in targets}
    out: list[Done] = []
    todo: list[Material] = []
    for material in dependencies(list(wanted)):
        path = table_path(folder, material)
        if path.exists() and not (force and material in wanted):
            try:
                info = TableFile(path, material).info
            except TablebaseError:
                pass                # made again below
            else:
                done = Done(material.name, info.entries, info.seconds, info.file_size, False)
                out.append(done)
                if finished:
                    finished(done)
                continue
        todo.append(material)
    if jobs > 1 and len(todo) > 1 and compiled:
        out.extend(_in_processes(todo, os.fspath(folder), codec, jobs, finished))
        return out
    for material in todo:
        path = table_path(folder, material)
        built = generate(material, cache, progress, compiled)
        if progress:
            progress(Progress(material.name, "write", 0, 0, built.values.size))
        write_table(path, material, built.values, built.seconds, codec, cpu_seconds=built.cpu_seconds)
        cache.keep(material, built.values)
        done = Done(material.name, int(built.values.size), built.seconds, path.stat().st_size, True)
        out.append(done)
        if finished:
            finished(done)
    return out


def _in_processes(todo: list[Material], folder: str, codec: str, jobs: int,
                  finished: Callable[[Done], None] | None) -> list[Done]:
    """Make the tables of `todo` in `jobs` worker processes, one piece count after the other (a table
    needs only tables of fewer pieces). Ctrl+C (or SIGTERM to this process, passed on to the workers)
    stops every worker's table under way; each drops it and leaves no partial file."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    out: list[Done] = []
    context = multiprocessing.get_context("spawn")
    levels = sorted({m.pieces for m in todo})
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        try:
            for level in levels:
                pending = {pool.submit(_make_table, m, folder, codec) for m in todo if m.pieces == level}
                while pending:
                    done_now, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done_now:
                        done = future.result()
                        out.append(done)
                        if finished:
                            finished(done)
        except BaseException:
            for child in multiprocessing.active_children():
                child.terminate()           # SIGTERM: the worker drops its table (see _make_table)
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    return out
