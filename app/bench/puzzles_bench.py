"""`python -m app.bench puzzles`: how long judge_move takes per move that is not in the solution.

For shipped mate puzzles of 1 to 5 moves: every legal first move other than the recorded one is
judged (the prover decides: accepted alternative or wrong, with the engine's refutation; timed
again with a stand-in evaluator to show the prover's share; and the recorded first move judged as if it
were an alternative, which needs the full proof of every defence); for
material and endgame puzzles a few other first moves are judged by the built-in engine at the
default depth. Prints per group: moves judged, accepted, mean / median / max milliseconds per move.

  --puzzles N   puzzles per group (default 8)
  --moves M     other moves judged per material/endgame puzzle (default 3)
"""

from __future__ import annotations

import argparse
import statistics
import time

from app.model import Board
from app.puzzles import Goal, Puzzle, builtin_collections, judge_move
from app.puzzles.evaluator import EngineEvaluator, Evaluation, Evaluator


class _FirstMove:
    """A stand-in evaluator (score 0, first legal move) to time the prover without the refutation search."""

    def evaluate(self, fen: str) -> Evaluation:
        moves = Board.from_fen(fen).legal_moves()
        return Evaluation(0, (moves[0].iccs,) if moves else ())


def _time(puzzle: Puzzle, moves: list[str], evaluator: Evaluator | None) -> tuple[list[float], int]:
    times, accepted = [], 0
    for mv in moves:
        start = time.perf_counter()
        verdict = judge_move(puzzle, [], mv, evaluator=evaluator)
        times.append(time.perf_counter() - start)
        accepted += verdict.accepted
    return times, accepted


def _others(puzzle: Puzzle) -> list[str]:
    first = puzzle.mainline()[0]
    return [m.iccs for m in Board.from_fen(puzzle.fen).legal_moves() if m.iccs != first]


def _report(label: str, times: list[float], accepted: int) -> None:
    if not times:
        print(f"{label:38s} no puzzles")
        return
    ms = [t * 1000 for t in times]
    print(f"{label:38s} {len(ms):5d} moves, {accepted:3d} accepted; per move mean {statistics.mean(ms):8.1f} ms, "
          f"median {statistics.median(ms):8.1f} ms, max {max(ms):8.1f} ms", flush=True)


def run(argv: list[str]) -> int:
    """Time the acceptance check on the shipped collections."""
    ap = argparse.ArgumentParser(prog="python -m app.bench puzzles")
    ap.add_argument("--puzzles", type=int, default=8)
    ap.add_argument("--moves", type=int, default=3)
    args = ap.parse_args(argv)
    puzzles = [p for c in builtin_collections() for p in c.puzzles]
    for n in (1, 2, 3, 4, 5):
        group = [p for p in puzzles if p.mate_in == n][:args.puzzles]
        times: list[float] = []
        accepted = 0
        for p in group:
            t, a = _time(p, _others(p), EngineEvaluator())
            times += t
            accepted += a
        _report(f"mate in {n} (prover + refutation)", times, accepted)
        times, accepted = [], 0
        for p in group:
            t, a = _time(p, _others(p), _FirstMove())
            times += t
            accepted += a
        _report(f"mate in {n} (prover only)", times, accepted)
        times, accepted = [], 0
        for p in group:     # the real first move judged as an alternative: a full proof is needed
            line = p.mainline()
            t, a = _time(Puzzle(p.fen, "mate", [_others(p)[0]] + line[1:]), line[:1], _FirstMove())
            times += t
            accepted += a
        _report(f"mate in {n} (proving an alternative)", times, accepted)
    for goal in (Goal.MATERIAL, Goal.ENDGAME):
        group = [p for p in puzzles if p.goal is goal][:args.puzzles]
        times, accepted = [], 0
        for p in group:
            t, a = _time(p, _others(p)[:args.moves], EngineEvaluator())
            times += t
            accepted += a
        _report(f"{goal.value} (engine depth 4)", times, accepted)
    return 0
