"""The held-out check against Fairy-Stockfish over a folder of tables (maintainer tool, not a test).

    python -m tests.tablebase.fsf_check --folder DIR [--per-table 3] [--long 2] [--seed 1]

From each table: positions with short mates (at most 11 plies): a win is searched with `go mate N`, N
the table's moves, and the engine must find a mate in exactly N (none shorter); a loss is played on by
the table's longest defence and the opponent's win then searched the same way (a search that runs out
of time, 20 s and then 2 minutes, proves nothing and is counted apart). Positions with longer
wins: a fixed-depth search's mate, when it finds one, must not be shorter than the table's (a table's
win the engine does not see is a longer mate than its search reached). Prints each disagreement and a
summary.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

from app.model import Board
from app.tablebase import Tablebase, Wdl
from app.tablebase.material import parse_name
from app.tablebase.storage import SUFFIX, TableFile
from app.tablebase.verify import fen_of_index
from tests.puzzles.fsf_oracle import Oracle
from tests.tablebase.fsf import mate_search


def _pick(values, low, high, count, rng, wins_only=False):
    dist = values.astype(np.int64) - 1
    mask = (values != 0xFFFF) & (dist >= low) & (dist <= high)
    if wins_only:
        mask &= dist % 2 == 1
    found = np.flatnonzero(mask)
    return [int(i) for i in rng.sample(list(found), min(count, len(found)))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--folder", type=Path, required=True)
    p.add_argument("--per-table", type=int, default=3)
    p.add_argument("--long", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    tb = Tablebase(args.folder)
    oracle = Oracle(hash_mb=16)
    short_ok = short_bad = short_slow = long_seen = long_none = long_bad = 0
    for path in sorted(args.folder.glob(f"*{SUFFIX}")):
        material = parse_name(path.stem)
        values = TableFile(path, material).all_values()
        for index in _pick(values, 1, 11, args.per_table, rng):
            board = Board(fen_of_index(material, index))
            value = tb.probe(board)
            if value is not None and value.wdl is Wdl.LOSS:
                board.push(tb.probe_moves(board)[0].move)
                value = tb.probe(board)
            moves = (value.dtm + 1) // 2 if value is not None and value.dtm is not None else 0
            theirs = mate_search(oracle, board.fen(), moves) if moves else None
            if moves and (theirs is None or theirs > moves):      # not found in time: once more, longer
                theirs = mate_search(oracle, board.fen(), moves, 120_000)
            if theirs == moves and moves:
                short_ok += 1
            elif moves and (theirs is None or theirs > moves):
                short_slow += 1
                print(f"short {material.name} {board.fen()}: table mate in {moves}, engine found {theirs} in time")
            else:
                short_bad += 1
                print(f"short {material.name} {board.fen()}: table mate in {moves}, engine {theirs}")
        for index in _pick(values, 13, 10_000, args.long, rng, wins_only=True):
            fen = fen_of_index(material, index)
            value = tb.probe(Board(fen))
            kind, score, _line = oracle.search(fen, [], 18)
            long_seen += 1
            if kind != "mate" or score <= 0:
                long_none += 1
            elif 2 * score - 1 < value.dtm:
                long_bad += 1
                print(f"long {material.name} {fen}: table {value.dtm}, engine mates in {2 * score - 1}")
        sys.stdout.flush()
    oracle.send("quit")
    print(f"short mates: {short_ok} equal, {short_bad} different, {short_slow} not found by the engine in "
          f"2 minutes; longer wins: {long_seen} searched, "
          f"{long_seen - long_none} mates found by the engine, {long_bad} shorter than the table's, "
          f"{long_none} not seen at depth 18")
    return 1 if short_bad or long_bad else 0


if __name__ == "__main__":
    sys.exit(main())
