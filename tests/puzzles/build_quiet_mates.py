"""Build tests/data/puzzles/quiet-mates.json (maintainer tool, not a test; needs Fairy-Stockfish).

    python -m tests.puzzles.build_quiet_mates CANDIDATES.jsonl [--max-nodes N] > quiet-mates.json

CANDIDATES.jsonl holds positions ({"fen", "n", "source"} per line) where a side mates in n but not by
checks alone (app.model.mate_threat.mates_by_checks is False): every mate needs a quiet move. For
each, the exact prover labels every first move (forces mate within n or not); positions where a move
could not be decided within --max-nodes are left out. Kept: every mating first move ("accept") and the
tempting moves that do not mate in time, checks and captures first ("refuse"). Each kept move is
checked with Fairy-Stockfish 11.1 (tests.puzzles.fsf_oracle: searchmoves, depth 2n + 6, again at
2n + 10 when the two disagree) and its verdict stored beside it; a refused move Fairy-Stockfish mates
within n, or a mating move it cannot see at either depth, is reported on stderr and left out. The
solution recorded is the prover's: a shortest mate, answered by the longest defence.
"""

from __future__ import annotations

import argparse
import json
import sys

from app.model import Board, Move

from app.puzzles.prover import MateSearch, ProofStatus, prove_defence, prove_mate
from tests.puzzles.fsf_oracle import Oracle

REFUSE_PER_POSITION = 6


def solution_line(board: Board, n: int) -> list[str]:
    """A shortest mate in n, each defence the one that holds out longest."""
    work = board.copy()
    line: list[str] = []
    for left in range(n, 0, -1):
        proof = prove_mate(work, left, budget=10**6)
        assert proof.move is not None
        line.append(proof.move)
        work.push(Move.from_iccs(proof.move))
        if left > 1:
            defence = prove_defence(work, left - 1, budget=10**6)
            line.append(defence.lines[0][0])
            work.push(Move.from_iccs(defence.lines[0][0]))
    assert work.is_game_over()
    return line


def label(board: Board, n: int, max_nodes: int) -> dict[str, bool] | None:
    """Each first move: True if it forces mate within n moves; None if any move stays undecided."""
    out = {}
    for m in board.legal_moves():
        after = board.copy()
        after.push(m)
        if after.is_game_over() or n == 1:
            out[m.iccs] = after.is_game_over()
            continue
        proof = MateSearch(after, max_nodes).defence(n - 1)
        if proof.status is ProofStatus.UNKNOWN:
            return None
        out[m.iccs] = proof.status is ProofStatus.MATE
    return out


def tempting(board: Board, moves: list[str]) -> list[str]:
    """Checks, then captures, then the rest, at most REFUSE_PER_POSITION."""
    def rank(iccs: str) -> int:
        m = Move.from_iccs(iccs)
        return 0 if board.gives_check(m) else 1 if board.is_capture(m) else 2
    return sorted(moves, key=rank)[:REFUSE_PER_POSITION]


def main(argv: list[str]) -> int:
    """Write the data set (JSON) on stdout."""
    ap = argparse.ArgumentParser(prog="python -m tests.puzzles.build_quiet_mates")
    ap.add_argument("candidates")
    ap.add_argument("--max-nodes", type=int, default=100_000)
    args = ap.parse_args(argv)
    oracle = Oracle()
    positions = []
    try:
        for text in open(args.candidates, encoding="utf-8"):
            cand = json.loads(text)
            board = Board(cand["fen"])
            n = prove_mate(board, cand["n"], budget=10**6).distance
            if n is None:
                continue
            labels = label(board, n, args.max_nodes)
            if labels is None:
                print(f"undecided: {cand['fen']}", file=sys.stderr)
                continue
            accept = [m for m, ok in labels.items() if ok]
            refuse = tempting(board, [m for m, ok in labels.items() if not ok])
            fsf: dict[str, int | None] = {}
            for m in accept + refuse:
                got = oracle.mate_after(cand["fen"], m, 2 * n + 6)[0]
                if (got is not None and got <= n) != (m in accept):
                    got = oracle.mate_after(cand["fen"], m, 2 * n + 10)[0]
                fsf[m] = got
            bad = [m for m in accept + refuse if (fsf[m] is not None and fsf[m] <= n) != (m in accept)]
            if bad:
                print(f"Fairy-Stockfish disagrees on {bad}: {cand['fen']} (n={n})", file=sys.stderr)
            positions.append({"fen": cand["fen"], "n": n, "source": cand["source"],
                              "solution": solution_line(board, n),
                              "accept": [m for m in accept if m not in bad],
                              "refuse": [m for m in refuse if m not in bad],
                              "fsf": fsf})
            print(f"{len(positions)}: {cand['fen']} n={n} accept={len(accept)}", file=sys.stderr, flush=True)
    finally:
        oracle.close()
    json.dump({"format": 1, "positions": positions}, sys.stdout, indent=1, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
