"""Puzzles and training (pure Python): puzzle values, shipped and user collections, judging moves
with a mate prover and the built-in engine, and the user's progress with an Elo-like rating.

    from app.puzzles import builtin_collections, judge_move, prove_mate
    puzzle = builtin_collections()[0].puzzles[0]
    verdict = judge_move(puzzle, [], puzzle.mainline()[0])   # accepted, reply = the defence
    prove_mate(Board.from_fen(puzzle.fen), 3)                 # MATE / NO_MATE / UNKNOWN, exact

"Win this ending" (app.puzzles.endings): the positions with the longest wins of the user's endgame
tablebases, judged by the tables: ``Endings(folder, cache_path).collection()``.

Shipped data: resources/puzzles/ccpd-*.json.gz (477 puzzles from CCPD, CC BY 4.0, about 35 KB in
all; see ATTRIBUTION.md there), built by tools/make_puzzles.py. Timings of the acceptance
check: ``python -m app.bench puzzles``.
"""

from .collections import builtin_collections, read_collection
from .endings import ENDINGS_NAME, Endings, TablebaseEvaluator
from .evaluator import EngineEvaluator, Evaluation, Evaluator
from .judge import Reason, Verdict, judge_move
from .progress import ProgressStore, PuzzleRecord, Summary, expected_score, next_puzzle
from .prover import DefenceProof, MateProof, ProofStatus, defence_lines, mate_distance, prove_defence, prove_mate
from .puzzle import Collection, Goal, Puzzle, SolutionNode
from .repetition import Card, due_puzzles, grade, is_due, schedule

__all__ = ["Puzzle", "Goal", "SolutionNode", "Collection", "builtin_collections", "read_collection",
           "judge_move", "Verdict", "Reason", "Evaluator", "Evaluation", "EngineEvaluator", "mate_distance",
           "defence_lines", "prove_mate", "prove_defence", "ProofStatus", "MateProof", "DefenceProof",
           "ProgressStore", "PuzzleRecord", "Summary", "next_puzzle", "expected_score", "Card",
           "due_puzzles", "grade", "is_due", "schedule", "Endings", "ENDINGS_NAME", "TablebaseEvaluator"]
