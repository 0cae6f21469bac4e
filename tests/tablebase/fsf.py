"""Fairy-Stockfish's mate search for the tablebase checks (the engine process: tests.puzzles.fsf_oracle)."""

from __future__ import annotations

import re

from tests.puzzles.fsf_oracle import Oracle


def mate_search(oracle: Oracle, fen: str, moves: int, movetime_ms: int = 20000) -> int | None:
    """`go mate N`: the engine searches until it finds a mate in at most `moves` moves (or the time is
    up); its last mate score for the side to move (moves; negative: mated), or None."""
    oracle.send("ucinewgame")
    oracle.send("isready")
    oracle.wait("readyok")
    oracle.send(f"position fen {fen}")
    oracle.send(f"go mate {moves} movetime {movetime_ms}")
    found = None
    for text in oracle.wait("bestmove"):
        m = re.match(r"info depth \d+ .*?score mate (-?\d+)", text)
        if m:
            found = int(m[1])
    return found
