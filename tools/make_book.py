"""Build the shipped opening book from the CCPD master games (maintainer script, not run at start-up or
in CI).

    python -m tools.make_book /tmp/ccpd [--plies 30] [--min-games 2] [--out resources/book/ccpd-book.bin]

Input: the unpacked ccpd-games-dev.tar.xz (one master game per PGN file; the same game is often filed
twice, once by player and once by opening: games with the same start and moves count once). Each game's
first `--plies` plies go into the book with the game's result; moves played in fewer than
`--min-games` games are left out. Prints the games used, positions, moves and the file's size.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

from app.ai.book import BUILTIN_PATH, Book
from app.formats import GameFileError, read_games

ATTRIBUTION = """# The opening book's source

`ccpd-book.bin` was built by Xiangqi Studio's `tools/make_book.py` from the master games of the
Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, GitHub repository
Yvonne761/Chinese-Chess-Practical-Dataset (commit 368a47a9), licensed under Creative Commons
Attribution 4.0 International (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/).
Derived data: for each position of the first {plies} plies of the games (duplicates counted once), the
moves played in at least {min_games} games, with the mover's wins, draws and losses.
{games:,} games, {positions:,} positions, {moves:,} moves, {size:,} bytes.
"""


def _files(root: Path) -> Iterator[str]:
    for folder, _dirs, names in os.walk(root):
        for name in sorted(names):
            if name.lower().endswith(".pgn"):
                yield os.path.join(folder, name)


def _read(path: str) -> list[tuple[str, list[str], str | None]]:
    """(start FEN, main line, result) of each game in a file (none if it cannot be read)."""
    try:
        return [(t.start_fen, t.mainline(), t.headers.get("Result")) for t in read_games(path)]
    except GameFileError:
        return []


def main(argv: list[str]) -> int:
    """Build the book; see the module doc."""
    parser = argparse.ArgumentParser(prog="python -m tools.make_book")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--plies", type=int, default=30)
    parser.add_argument("--min-games", type=int, default=2)
    parser.add_argument("--out", type=Path, default=BUILTIN_PATH)
    opts = parser.parse_args(argv)
    files = sorted(_files(opts.folder))
    if not files:
        print(f"no PGN files under {opts.folder}", file=sys.stderr)
        return 2
    with Pool() as pool:
        lines = [line for batch in pool.imap(_read, files, chunksize=64) for line in batch]
    book = Book.from_lines(lines, plies=opts.plies, min_games=opts.min_games)
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    book.save(opts.out)
    size = opts.out.stat().st_size
    games = book.games
    (opts.out.parent / "ATTRIBUTION.md").write_text(ATTRIBUTION.format(
        plies=opts.plies, min_games=opts.min_games, games=games, positions=book.positions, moves=len(book),
        size=size), encoding="utf-8")
    print(f"{len(files)} files, {len(lines)} games ({games} distinct), {book.positions} positions, "
          f"{len(book)} moves, {size} bytes -> {opts.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
