"""`python -m app.bench formats --scaling [--size BYTES] [--repeat R]`: does reading time grow linearly?

For each input shape (a normal multi-game PGN, and hostile shapes that once took quadratic time: blank
lines, unterminated tags, unclosed variations and DhtmlXQ fields, many comments; SHAPES) it reads
inputs of about N, 2N and 4N bytes with ``read_bytes`` and prints the best of R times and the ratios
t(2N)/t(N) and t(4N)/t(2N): about 2 for a linear reader, about 4 for a quadratic one. Default N: 50,000.

Runs against any checkout (``PYTHONPATH=/other/checkout python app/bench/formats_scaling.py --size
2000``) to compare with older code.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from app.formats import GameFileError, read_bytes

SAMPLE = Path(__file__).resolve().parents[2] / "tests" / "data" / "games" / "cchess" / "test2.pgn"
GAME = b'[Event "x"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n'


def _normal(n: int) -> bytes:
    unit = SAMPLE.read_bytes() + b"\n" if SAMPLE.is_file() else GAME
    return unit * max(1, n // len(unit))


def _html_then_block(n: int) -> bytes:
    block = b"[DhtmlXQ][DhtmlXQ_title]x[/DhtmlXQ_title][DhtmlXQ_movelist]77471022[/DhtmlXQ_movelist][/DhtmlXQ]"
    return b"<html><body><p>" + b"filler text " * (n // 12) + b"</p>" + block + b"</body></html>"


# name -> (what it is, input of about n bytes)
SHAPES: dict[str, tuple[str, Callable[[int], bytes]]] = {
    "normal": ("multi-game PGN (a real game repeated)", _normal),
    "trailing-ws": ("a game, then blank lines", lambda n: GAME + b"\n" * n),
    "tag-line": ("a game, then one line of unterminated tags", lambda n: GAME + b'[a "' * (n // 4)),
    "tag-escapes": ("the same with escaped quotes", lambda n: GAME + b'[a "\\"' * (n // 6)),
    "paren-results": ("result tokens inside an unclosed '('", lambda n: GAME[:-4] + b"(" + b"1-0 " * (n // 4)),
    "comments": ("many comments on one move", lambda n: GAME[:-4] + b"{a} " * (n // 4) + b"1-0"),
    "dhtml-fields": ("unclosed [DhtmlXQ_a] fields", lambda n: b"[DhtmlXQ]" + b"[DhtmlXQ_a]" * (n // 11)),
    "dhtml-late": ("a DhtmlXQ block after n bytes of HTML", _html_then_block),
}


def _time(data: bytes, repeat: int) -> tuple[float, str]:
    best = float("inf")
    outcome = ""
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            games = read_bytes(data, "bench")
            outcome = f"{len(games)} game(s), {games.format}"
        except GameFileError as exc:
            outcome = f"error: {exc.reason[:30]}"
        best = min(best, time.perf_counter() - start)
    return best, outcome


def run(args: list[str]) -> int:
    """Print the scaling table (see the module doc for the options)."""
    size = int(args[args.index("--size") + 1]) if "--size" in args else 50_000
    repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 3
    only = [a for a in args if a in SHAPES]
    print(f"{'shape':14} {'N':>9} {'t(N) s':>9} {'t(2N) s':>9} {'t(4N) s':>9} {'2N/N':>6} {'4N/2N':>6}  result at 4N")
    for name, (_, make) in SHAPES.items():
        if only and name not in only:
            continue
        times = []
        outcome = ""
        for factor in (1, 2, 4):
            data = make(size * factor)
            secs, outcome = _time(data, repeat)
            times.append(secs)
        r1 = times[1] / times[0] if times[0] else float("nan")
        r2 = times[2] / times[1] if times[1] else float("nan")
        print(f"{name:14} {size:>9,} {times[0]:9.4f} {times[1]:9.4f} {times[2]:9.4f} {r1:6.2f} {r2:6.2f}  {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
