"""`python -m app.bench tablebase`: generation time and size of each endgame table and of all together,
and the time of a probe (compiled and pure index, warm and cold block cache).

    python -m app.bench tablebase [--folder DIR] [--generate NAME ...] [--probes N] [--estimate NAME ...]

Without --folder the tables of --generate (default: a few small ones) are made in a temporary folder;
with it, the tables already there are reported too. --estimate prints, for endgames not made, their
indices, the memory their generation needs and a time projected from the tables made here.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from app.model import Board, FenError
from app.tablebase import Tablebase
from app.tablebase.generate import generate_tables
from app.tablebase.layout import layout
from app.tablebase.material import Material, dependencies, parse_name
from app.tablebase.storage import SUFFIX, TableFile, TableInfo
from app.tablebase.verify import fen_of_index

DEFAULT = ("KRKA", "KHKA", "KPKAE", "KCKAA")


def _size(n: float) -> str:
    return f"{n / 1e6:8.2f} MB" if n >= 1e5 else f"{n / 1e3:8.1f} kB"


def _infos(folder: Path) -> list[TableInfo]:
    out = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            out.append(TableFile(path).info)
        except Exception as err:  # noqa: BLE001 (a bench reports a bad file and goes on)
            print(f"{path.name}: {err}")
    return sorted(out, key=lambda i: (Material.parse(i.name).pieces, i.name))


def report_tables(infos: list[TableInfo]) -> None:
    """One line per table and the totals."""
    print(f"{'endgame':14s} {'indices':>13s} {'positions':>13s} {'seconds':>9s} {'cpu s':>8s} {'file':>11s} "
          f"{'longest':>8s}")
    for i in infos:
        cpu = f"{i.cpu_seconds:8.1f}" if i.cpu_seconds is not None else f"{'-':>8s}"
        print(f"{i.name:14s} {i.entries:>13,} {i.legal:>13,} {i.seconds:>9.1f} {cpu} {_size(i.file_size)} "
              f"{i.longest if i.longest >= 0 else '-':>8}")
    entries = sum(i.entries for i in infos)
    print(f"{'all ' + str(len(infos)):14s} {entries:>13,} {sum(i.legal for i in infos):>13,} "
          f"{sum(i.seconds for i in infos):>9.1f} {_size(sum(i.file_size for i in infos))}")


def _boards(infos: list[TableInfo], count: int, seed: int) -> list[Board]:
    """Random legal positions of the tables (the index's position, either colour)."""
    rng = random.Random(seed)
    out: list[Board] = []
    usable = [i for i in infos if i.legal]
    while len(out) < count and usable:
        info = rng.choice(usable)
        material = Material.parse(info.name)
        try:
            board = Board(fen_of_index(material, rng.randrange(info.entries)))
        except (FenError, IndexError, ValueError):
            continue
        out.append(board)
    return out


def time_probes(folder: Path, boards: list[Board]) -> None:
    """Microseconds a probe (CPU time: other work on the machine does not count): compiled and pure
    index; cold (each position's block read and unpacked: a fresh cache) and warm (every block in a
    cache large enough for them all)."""
    for compiled in (True, False):
        tb = Tablebase(folder, compiled=compiled, cache_bytes=1 << 30)
        tb.probe(boards[0])                         # the kernel loaded, before timing
        tb.forget()
        start = time.process_time()
        for board in boards:
            tb.probe(board)
        cold = (time.process_time() - start) / len(boards)
        start = time.process_time()
        found = sum(tb.probe(board) is not None for board in boards)
        warm = (time.process_time() - start) / len(boards)
        start = time.process_time()
        for board in boards:
            tb.index(board)
        index = (time.process_time() - start) / len(boards)
        name = "compiled" if compiled else "pure"
        print(f"probe ({name:8s}): {1e6 * warm:7.1f} us warm cache, {1e6 * cold:7.1f} us cold, "
              f"{1e6 * index:6.1f} us of it the index; {found}/{len(boards)} positions found")


def estimate(names: list[str], infos: list[TableInfo]) -> None:
    """Indices, memory and projected time of endgames not made yet."""
    made = [i for i in infos if Material.parse(i.name).attackers(0) and i.entries > 100_000]
    timed = [i for i in made if i.cpu_seconds is not None]
    if timed:       # CPU time: what a machine with a core to spare takes, whatever else ran here
        rate = sum(i.cpu_seconds or 0.0 for i in timed) / sum(i.entries for i in timed)
        print(f"projection at {1e9 * rate:.0f} ns of CPU an index ({len(timed)} tables with an attacker made here)")
    else:
        rate = sum(i.seconds for i in made) / max(1, sum(i.entries for i in made))
        print(f"projection at {1e9 * rate:.0f} ns an index on the clock (the tables with an attacker made here)")
    print(f"{'endgame':14s} {'indices':>15s} {'memory':>10s} {'with its deps':>15s} {'projected':>10s}")
    for name in names:
        material = parse_name(name)
        size = layout(material).size
        subs = sum(layout(m).size for m in material.exchanges())
        memory = 5 * size + 2 * subs            # values, pending and counters; the exchanges' values
        chain = sum(layout(m).size for m in dependencies([material]))
        print(f"{material.name:14s} {size:>15,} {memory / 1e9:>8.2f} GB {chain:>15,} "
              f"{rate * chain / 60:>8.1f} min")


def run(args: list[str]) -> int:
    """Run the tablebase benchmark."""
    p = argparse.ArgumentParser(prog="python -m app.bench tablebase")
    p.add_argument("--folder", type=Path)
    p.add_argument("--generate", nargs="*", metavar="NAME")
    p.add_argument("--probes", type=int, default=2000)
    p.add_argument("--estimate", nargs="*", metavar="NAME", default=[])
    options = p.parse_args(args)
    with tempfile.TemporaryDirectory() as tmp:
        folder = options.folder or Path(tmp)
        names = options.generate if options.generate is not None else ([] if options.folder else list(DEFAULT))
        if names:
            start = time.perf_counter()
            generate_tables([parse_name(n) for n in names], folder)
            print(f"generated {' '.join(names)} and what they need in {time.perf_counter() - start:.1f} s")
        infos = _infos(folder)
        report_tables(infos)
        if infos:
            boards = _boards(infos, options.probes, seed=1)
            if boards:
                time_probes(folder, boards)
        if options.estimate:
            estimate(options.estimate, infos)
    return 0
