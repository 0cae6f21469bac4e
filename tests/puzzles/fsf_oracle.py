"""Fairy-Stockfish as the oracle for mate labels (maintainer tool, not a test; needs the engine).

    python -m tests.puzzles.fsf_oracle [--depth-extra 2] [--ids ID ...] > labels.jsonl

For each shipped mate puzzle (or the given ids) and each legal first move of the solver, Fairy-Stockfish
11.1 (UCI, ``UCI_Variant xiangqi``, one thread, a fresh hash per search) searches that move alone
(``searchmoves``) to depth 2N + depth-extra plies (N: the puzzle's mate length); the label is its
mate distance for the solver (counting the first move), or null when it reports no mate. A reported
mate is a line the engine found; "no mate" is its search's opinion, which the tests check again
against the exact prover. FSF's xiangqi ranks are 1-10, ours 0-9.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys

FSF = "/usr/games/fairy-stockfish"


def theirs(iccs: str) -> str:
    """Our ICCS move in Fairy-Stockfish's UCI squares."""
    return f"{iccs[0]}{int(iccs[1]) + 1}{iccs[2]}{int(iccs[3]) + 1}"


def ours(uci: str) -> str:
    """A Fairy-Stockfish UCI move in our ICCS squares."""
    m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", uci)
    if not m:
        raise ValueError(uci)
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


class Oracle:
    """One Fairy-Stockfish process speaking UCI."""

    def __init__(self, hash_mb: int = 64) -> None:
        self.proc = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")

    def wait(self, token: str) -> list[str]:
        assert self.proc.stdout is not None
        out = []
        for line in self.proc.stdout:
            out.append(line.strip())
            if line.startswith(token):
                return out
        raise RuntimeError("Fairy-Stockfish closed")

    def search(self, fen: str, moves: list[str], depth: int,
               only: list[str] | None = None) -> tuple[str, int, list[str]]:
        """The last full-depth score ('cp' or 'mate', value for the side to move) and its line."""
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")
        tail = f" moves {' '.join(theirs(m) for m in moves)}" if moves else ""
        self.send(f"position fen {fen}{tail}")
        extra = f" searchmoves {' '.join(theirs(m) for m in only)}" if only else ""
        self.send(f"go depth {depth}{extra}")
        best: tuple[str, int, list[str]] = ("cp", 0, [])
        for text in self.wait("bestmove"):
            m = re.match(r"info depth (\d+) .*?score (cp|mate) (-?\d+).*? pv (.+)$", text)
            if m:
                best = (m[2], int(m[3]), [ours(x) for x in m[4].split()])
        return best

    def mate_after(self, fen: str, move: str, depth: int) -> tuple[int | None, list[str]]:
        """The side to move's mate distance when it plays `move` first (None: no mate found)."""
        kind, value, pv = self.search(fen, [], depth, [move])
        return (value if kind == "mate" and value > 0 else None), pv

    def close(self) -> None:
        self.send("quit")
        self.proc.wait(timeout=5)


def main(argv: list[str]) -> int:
    """Label every first move of the shipped mate puzzles (JSON lines on stdout)."""
    from app.model import Board
    from app.puzzles import builtin_collections
    ap = argparse.ArgumentParser(prog="python -m tests.puzzles.fsf_oracle")
    ap.add_argument("--depth-extra", type=int, default=2)
    ap.add_argument("--ids", nargs="*")
    args = ap.parse_args(argv)
    puzzles = [p for c in builtin_collections() for p in c.puzzles if p.mate_in]
    if args.ids:
        puzzles = [p for p in puzzles if p.id in args.ids]
    oracle = Oracle()
    try:
        for p in puzzles:
            n = p.mate_in or 0
            depth = 2 * n + args.depth_extra
            labels = {}
            for m in Board.from_fen(p.fen).legal_moves():
                labels[m.iccs] = oracle.mate_after(p.fen, m.iccs, depth)[0]
            print(json.dumps({"id": p.id, "fen": p.fen, "n": n, "depth": depth, "mates": labels}), flush=True)
    finally:
        oracle.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
