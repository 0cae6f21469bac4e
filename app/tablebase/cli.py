"""`python -m app tablebase generate|list|verify|probe`: endgame tablebases from the shell.

The tables hold perfect play under the basic rules (stalemate loses); perpetual check and chase are
ruled by the arbiter as always, never by a table. Progress goes to stderr, results to stdout. Exit
status: 0 done, 1 a table could not be made, read or verified, 2 a bad command line, 130 interrupted
(Ctrl+C or SIGTERM: the table under way is dropped, no partial file is left; the finished ones stay).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .errors import TablebaseError
from .folders import default_folder
from .material import TWO_ATTACKER, Material, dependencies, one_attacker, parse_name

RULES_NOTE = ("perfect play under the basic rules (stalemate loses); perpetual check and chase are ruled by "
              "the arbiter as always")


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    p = argparse.ArgumentParser(prog="python -m app tablebase", description="Endgame tablebases: win, draw or "
                                "loss and distance to mate (plies) of every position of an endgame; "
                                + RULES_NOTE + ".")
    sub = p.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="make tables (and the tables they need)")
    gen.add_argument("names", nargs="*", metavar="NAME", help="endgames, e.g. KRKAA KHPKAA (K, then one side's "
                     "pieces, K, the other's: R H C P A E)")
    gen.add_argument("--all", action="store_true", help="every one-attacker endgame (324 tables and 45 "
                     "without an attacker)")
    gen.add_argument("--two", action="store_true", help="the two-attacker endgames of the usual list: "
                     + " ".join(TWO_ATTACKER))
    gen.add_argument("--force", action="store_true", help="make the named tables again even if they exist")
    gen.add_argument("--codec", choices=("lzma", "zlib"), default="lzma", help="compression (default lzma)")
    gen.add_argument("--jobs", type=int, default=1, metavar="N", help="tables made at once, each in a process of "
                     "its own (default 1; each needs the memory of its table, up to 2 GB for the largest "
                     "one-attacker ones)")
    lst = sub.add_parser("list", help="the tables in the folder: sizes, positions, longest mate, time taken")
    lst.add_argument("--missing", action="store_true", help="also name the one-attacker tables not made yet")
    ver = sub.add_parser("verify", help="check every value against its successors' values")
    ver.add_argument("names", nargs="*", metavar="NAME", help="tables to check (default: all in the folder)")
    prb = sub.add_parser("probe", help="the value of a position and of each of its legal moves")
    prb.add_argument("fen", help="position in FEN (quote it)")
    for cmd in (gen, lst, ver, prb):
        cmd.add_argument("--folder", type=Path, default=None, metavar="DIR",
                         help=f"the tables' folder (default: {default_folder()})")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    folder: Path = args.folder or default_folder()
    if folder.exists() and not folder.is_dir():
        print(f"error: {folder} is not a folder", file=sys.stderr)
        return 2
    from .generate import stop_on_terminate
    stop_on_terminate()
    try:
        if args.command == "generate":
            status = _generate(args, folder)
        elif args.command == "list":
            status = _list(folder, args.missing)
        elif args.command == "verify":
            status = _verify(args.names, folder)
        else:
            status = _probe(args.fen, folder)
        sys.stdout.flush()                  # a reader gone (`| head`) is met here, not at exit
        return status
    except KeyboardInterrupt:
        print("\ninterrupted: the table under way was dropped", file=sys.stderr)
        return 130
    except BrokenPipeError:                 # the reader of the output went away: no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _materials(names: list[str]) -> list[Material]:
    out = []
    for name in names:
        try:
            out.append(parse_name(name))
        except ValueError as err:
            raise SystemExit(f"error: {err}") from None
    return out


def _size(n: int) -> str:
    for unit in ("B", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000       # type: ignore[assignment]
    return str(n)


def _generate(args: argparse.Namespace, folder: Path) -> int:
    from .generate import Done, Progress, generate_tables
    targets = _materials(args.names)
    if args.all:
        targets += list(one_attacker())
    if args.two:
        targets += _materials(list(TWO_ATTACKER))
    if not targets:
        print("error: name the endgames to generate, or --all / --two", file=sys.stderr)
        return 2
    plan = dependencies(targets)
    print(f"{len(plan)} tables (with those they need) in {folder}; {RULES_NOTE}", file=sys.stderr)
    last = [0.0]

    def progress(p: Progress) -> None:
        now = time.monotonic()
        if p.phase in ("start", "write") or now - last[0] >= 5:
            last[0] = now
            if p.phase == "start":
                print(f"{p.name}: {p.total:,} indices", file=sys.stderr, flush=True)
            elif p.phase == "moves":
                print(f"{p.name}: moves {100 * p.done // max(1, p.total)}%", file=sys.stderr, flush=True)
            elif p.phase == "distance":
                print(f"{p.name}: distance {p.distance} ({p.done:,} decided)", file=sys.stderr, flush=True)
            else:
                print(f"{p.name}: writing", file=sys.stderr, flush=True)

    def finished(d: Done) -> None:
        verb = "made" if d.made else "already there"
        print(f"{d.name}: {verb}, {d.entries:,} indices, {d.seconds:.1f} s, {_size(d.file_size)}", flush=True)

    try:
        generate_tables(targets, folder, force=args.force, codec=args.codec, progress=progress, finished=finished,
                        jobs=max(1, args.jobs))
    except TablebaseError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def _list(folder: Path, missing: bool) -> int:
    from .storage import SUFFIX, TableFile
    files = sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []
    print(f"{'table':14s} {'positions':>14s} {'wins':>13s} {'draws':>13s} {'losses':>13s} {'longest':>8s} "
          f"{'seconds':>9s} {'size':>10s}")
    total_size = 0
    total_secs = 0.0
    have = set()
    bad = 0
    for path in files:
        try:
            info = TableFile(path).info
        except TablebaseError as err:
            print(f"{path.stem:14s} {err}")
            bad += 1
            continue
        have.add(info.name)
        total_size += info.file_size
        total_secs += info.seconds
        longest = f"{info.longest}" if info.longest >= 0 else "-"
        print(f"{info.name:14s} {info.legal:>14,} {info.wins:>13,} {info.draws:>13,} {info.losses:>13,} "
              f"{longest:>8s} {info.seconds:>9.1f} {_size(info.file_size):>10s}")
    print(f"{len(have)} tables, {_size(total_size)}, {total_secs:.0f} s of generation, in {folder}")
    if missing:
        absent = [m.name for m in one_attacker() if m.name not in have]
        print(f"one-attacker tables not made: {len(absent)}" + (": " + " ".join(absent) if absent else ""))
    return 1 if bad else 0


def _verify(names: list[str], folder: Path) -> int:
    from .storage import SUFFIX
    from .verify import verify_table
    if names:
        materials = _materials(names)
    else:
        materials = []
        for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []:
            try:
                materials.append(parse_name(path.stem))
            except ValueError:
                print(f"{path.name}: not a table's name", file=sys.stderr)
    if not materials:
        print(f"no tables to verify in {folder}", file=sys.stderr)
        return 1
    failed = 0
    for material in sorted(materials, key=lambda m: (m.pieces, m.name)):
        try:
            result = verify_table(material, folder)
        except TablebaseError as err:
            print(f"{material.name}: {err}")
            failed += 1
            continue
        if result.bad:
            failed += 1
            print(f"{material.name}: {result.bad:,} values inconsistent with their successors "
                  f"(first at index {result.first_bad}: {result.first_fen})")
        else:
            print(f"{material.name}: ok, {result.legal:,} positions consistent ({result.seconds:.1f} s)")
    return 1 if failed else 0


def _probe(fen: str, folder: Path) -> int:
    from app.model import Board, FenError

    from .probing import Tablebase, describe
    try:
        board = Board.from_fen(fen)
    except FenError as err:
        print(f"error: bad FEN: {err}", file=sys.stderr)
        return 2
    tb = Tablebase(folder)
    here = tb.probe(board)
    if here is None:
        problem = tb.problem_for(board)
        print(f"no table covers this position ({problem})" if problem else "no table covers this position")
        return 1
    print(f"{board.turn.value} to move: {describe(here)}   ({RULES_NOTE})")
    moves = tb.probe_moves(board)
    for i, mv in enumerate(moves):
        mark = "  best" if i == 0 and mv.value is not None else ""
        value = describe(mv.value) if mv.value is not None else "unknown (no table)"
        print(f"  {mv.move.iccs:6s} {board.to_wxf(mv.move):8s} {value}{mark}")
    return 0
