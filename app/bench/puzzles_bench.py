"""`python -m app.bench puzzles`: the judge's CPU time per move and, with labels, its verdicts.

Timing (the default): for shipped mate puzzles of 1 to 5 moves (--puzzles per length), every legal
first move other than the recorded one is judged with the built-in engine as evaluator (it picks the
refutation), and the recorded first move is judged once more as an alternative (a puzzle whose line
starts with another move), which needs the full proof of every defence; for material and endgame
puzzles a few other first moves (--moves) are judged by the engine. Per group: moves judged,
accepted (provisional among them), median / p95 / max milliseconds of CPU time (time.process_time,
steadier than the wall clock on a busy machine); then the median and p95 over all judged moves.

Accuracy (--labels FILE): every first move of each labelled mate puzzle is judged, and compared with
the label: a move mates when the label's distance is at most the puzzle's length. Labels are JSON
lines (gzip when the name ends in .gz) {"id", "fen", "n", "mates": {move: distance or null}, and
optionally "deeper": {move: [depth, distance or null]}, which wins over "mates"}, e.g.
tests/data/puzzles/ccpd-first-moves.jsonl.gz (Fairy-Stockfish's verdicts, see its README). Prints per
length the mating moves accepted / provisional / refused, the other moves refused / provisional /
accepted, the time per move, and every disagreement.

  --puzzles N   puzzles per group (default 8)
  --moves M     other moves judged per material/endgame puzzle (default 3)
  --labels F    judge every first move of the labelled puzzles instead (--limit: the first N puzzles)
  --budget B    the prover's node budget per judgement (default: the judge's)
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from app.model import Board
from app.puzzles import Goal, Puzzle, Reason, builtin_collections, judge_move
from app.puzzles.evaluator import EngineEvaluator, Evaluator
from app.puzzles.prover import DEFAULT_BUDGET


def _time(puzzle: Puzzle, moves: list[str], evaluator: Evaluator, budget: int,
          played: list[str] | None = None) -> tuple[list[float], Counter[str]]:
    """CPU seconds per judged move, and how many were accepted / provisional."""
    times: list[float] = []
    counts: Counter[str] = Counter()
    for mv in moves:
        start = time.process_time()
        verdict = judge_move(puzzle, played or [], mv, evaluator=evaluator, budget=budget)
        times.append(time.process_time() - start)
        counts["accepted"] += verdict.accepted
        counts["provisional"] += verdict.reason is Reason.PROVISIONAL
    return times, counts


def _others(puzzle: Puzzle) -> list[str]:
    first = puzzle.mainline()[0]
    return [m.iccs for m in Board.from_fen(puzzle.fen).legal_moves() if m.iccs != first]


def _ms(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):8.1f} ms, p95 {p95:8.1f} ms, max {ms[-1]:8.1f} ms"


def _report(label: str, times: list[float], counts: Counter[str]) -> None:
    if not times:
        print(f"{label:38s} no puzzles")
        return
    print(f"{label:38s} {len(times):5d} moves, {counts['accepted']:3d} accepted ({counts['provisional']} "
          f"provisional); per move {_ms(times)}", flush=True)


def timing(args: argparse.Namespace, evaluator: Evaluator) -> None:
    """The default run: time per judged move on the shipped collections."""
    puzzles = [p for c in builtin_collections() for p in c.puzzles]
    everything: list[float] = []
    for n in (1, 2, 3, 4, 5):
        group = [p for p in puzzles if p.mate_in == n][:args.puzzles]
        times: list[float] = []
        counts: Counter[str] = Counter()
        for p in group:
            t, c = _time(p, _others(p), evaluator, args.budget)
            times += t
            counts += c
        _report(f"mate in {n} (other first moves)", times, counts)
        everything += times
        times, counts = [], Counter()
        for p in group:     # the recorded first move judged as an alternative: a full proof is needed
            line, others = p.mainline(), _others(p)
            if others:
                t, c = _time(Puzzle(p.fen, "mate", [others[0]] + line[1:]), line[:1], evaluator, args.budget)
                times += t
                counts += c
        _report(f"mate in {n} (proving an alternative)", times, counts)
        everything += times
    for goal in (Goal.MATERIAL, Goal.ENDGAME):
        group = [p for p in puzzles if p.goal is goal][:args.puzzles]
        times, counts = [], Counter()
        for p in group:
            t, c = _time(p, _others(p)[:args.moves], evaluator, args.budget)
            times += t
            counts += c
        _report(f"{goal.value} (engine depth 4)", times, counts)
        everything += times
    _report("all judged moves", everything, Counter())


def read_labels(path: str) -> list[dict[str, Any]]:
    """The label records of a JSON-lines file (gzip when the name ends in .gz)."""
    raw = Path(path).read_bytes()
    if path.endswith(".gz"):
        raw = gzip.decompress(raw)
    return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]


def accuracy(args: argparse.Namespace, evaluator: Evaluator) -> None:
    """Judge every first move of the labelled puzzles and compare with the labels."""
    shipped = {p.id: p for c in builtin_collections() for p in c.puzzles}
    tally: dict[int, Counter[str]] = {}
    times: dict[int, list[float]] = {}
    wrong: list[str] = []
    for rec in read_labels(args.labels)[:args.limit]:
        n = rec["n"]
        puzzle = shipped.get(rec["id"]) or Puzzle(rec["fen"], "mate", rec["solution"])
        tally.setdefault(n, Counter())
        deeper = rec.get("deeper", {})               # {move: [depth, distance]}: searched again, deeper
        for move, distance in rec["mates"].items():
            distance = deeper[move][1] if move in deeper else distance
            mates = distance is not None and distance <= n
            start = time.process_time()
            verdict = judge_move(Puzzle(puzzle.fen, "mate", _elsewhere(puzzle, move)), [], move,
                                 evaluator=evaluator, budget=args.budget)
            times.setdefault(n, []).append(time.process_time() - start)
            kind = ("provisional" if verdict.reason is Reason.PROVISIONAL else
                    "accepted" if verdict.accepted else "refused")
            tally[n][("mate " if mates else "other ") + kind] += 1
            if kind != "provisional" and verdict.accepted != mates:
                wrong.append(f"{rec['id']} {move}: label {distance}, judged {kind}")
        print(f"{rec['id']} n={n} done", flush=True)
    for n in sorted(tally):
        c = tally[n]
        print(f"mate in {n}: mating moves {c['mate accepted']} accepted, {c['mate provisional']} provisional, "
              f"{c['mate refused']} refused; other moves {c['other refused']} refused, "
              f"{c['other provisional']} provisional, {c['other accepted']} accepted; per move {_ms(times[n])}")
    print(f"all: per move {_ms([t for ts in times.values() for t in ts])}")
    print(f"disagreements with the labels: {len(wrong)}")
    for line in wrong:
        print("  " + line)


def _elsewhere(puzzle: Puzzle, move: str) -> list[str]:
    """The puzzle's main line, or (when it starts with `move`) the same length starting with
    another legal move, so that `move` is judged as an alternative, never found in the solution."""
    line = puzzle.mainline()
    if line[0] != move:
        return line
    other = next((m.iccs for m in Board.from_fen(puzzle.fen).legal_moves() if m.iccs != move), None)
    return line if other is None else [other] + line[1:]


def run(argv: list[str]) -> int:
    """Time the judge on the shipped collections, or measure its accuracy on labelled puzzles."""
    ap = argparse.ArgumentParser(prog="python -m app.bench puzzles")
    ap.add_argument("--puzzles", type=int, default=8)
    ap.add_argument("--moves", type=int, default=3)
    ap.add_argument("--labels")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = ap.parse_args(argv)
    with EngineEvaluator() as evaluator:      # the built-in engine in this process: its CPU time counts
        if args.labels:
            accuracy(args, evaluator)
        else:
            timing(args, evaluator)
    return 0
