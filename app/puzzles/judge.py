"""Judging the solver's moves: in the solution, just as good (proved or by the engine), wrong, illegal.

Mate goals: a move outside the solution is accepted exactly when the prover (app.puzzles.prover)
proves that it forces mate (checkmate or stalemate) within the solution's remaining moves, quiet
moves included; the defence shown next is the one that delays mate longest. A move is called wrong
only when the prover has proved an escape, and that escape is the refutation shown (captures of the
biggest piece are tried first, then checks). When the proof cannot finish within the node budget
(a second try lets the engine suggest the attacker's moves) the move is accepted provisionally
(Reason.PROVISIONAL, with the engine's score): a correct answer is never called wrong, and a move that
does not mate is still caught, at the latest when the last move must mate (always decided exactly).

Material and endgame goals: the built-in engine at a fixed depth (evaluator.DEFAULT_DEPTH) scores the
position after the user's move and after the solution's move (the engine's best move once off the
recorded line), both from the solver's view; the move is accepted when its score is within NEAR
(100 cp) of the solution's, or both are mate scores for the solver, or (endgame goal only) both are at
least WINNING (300 cp): any winning move keeps a won endgame won; a move the engine rejects is still
accepted when the prover proves that it forces mate within MATE_CHECK_MOVES. The continuation after
an accepted alternative is the engine's reply.

"Find a better move" goals (exercises from one's own games): the same two scores, compared as winning
chances (app.engines.annotate.win_chance): a move is accepted only when its chance is within
BETTER_EQUAL of the best move's, the tolerance the exercise's recorded alternatives were chosen by
(app.training.mistakes); the move played in the game (Puzzle.played) is never accepted (Reason.PLAYED).
In every exercise from one's own game (a mate goal aside, where the prover refutes it), the move played
there is refused as PLAYED before the engine is asked whether it is good enough: a won ending given
away stays refused even where an engine misjudges the long ending (app.training.endings).
A refused move's verdict carries the engine's answer (the refutation) and both scores (engine_score
after the move, best_score after the best), so the solver is told why it is not good enough.

Tablebase endings ("Win this ending", app.puzzles.endings): the tables decide, exactly, and the recorded
solution is not consulted. A move after which the opponent is lost keeps the win and is accepted
(Reason.SLOWER when its mate is farther than the best move's: engine_score and best_score then hold
both on the evaluator's mate scale); the defence shown next is the longest loss. A move after which the
position is a draw or a loss is wrong: the refutation is the table's best reply, engine_score the
value after the move (0 a draw). Mate (or stalemate) solves the puzzle. When the tables cannot value a
position (a table missing or damaged) the verdict is Reason.NO_TABLE, neither accepted nor wrong.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.engines import Score
from app.engines.annotate import win_chance
from app.model import Board, Move
from app.tablebase import Wdl

from .evaluator import MATE, MATE_BOUND, NEAR, WINNING, EngineEvaluator, Evaluator
from .line import Line, Repetition
from .prover import DEFAULT_BUDGET, MateSearch, ProofStatus
from .puzzle import Goal, Puzzle, SolutionNode

__all__ = ["Reason", "Verdict", "judge_move", "judge_tablebase", "default_evaluator", "BETTER_EQUAL", "chance"]

MATE_CHECK_MOVES = 3        # material and endgame goals: a move forcing mate this fast is always accepted
MATE_CHECK_BUDGET = 3_000   # ... when proved within this many positions
BETTER_EQUAL = 0.03         # "find a better move": a move within this winning chance of the best is as good


class Reason(StrEnum):
    """Why a move was accepted or not."""

    IN_SOLUTION = "in_solution"      # the recorded move (or a recorded alternative)
    EQUALLY_GOOD = "equally_good"    # not recorded but proved / judged just as good
    PROVISIONAL = "provisional"      # accepted unproved: the prover ran out of budget (engine_score says more)
    WRONG = "wrong"                  # legal but it spoils the result (BETTER: not close enough to the best)
    PLAYED = "played"                # the move played in the game the exercise came from: the mistake itself
    ILLEGAL = "illegal"              # not a legal move here (or not a move at all)
    SLOWER = "slower"                # TABLEBASE: keeps the win, with a longer mate than the best move's
    NO_TABLE = "no_table"            # TABLEBASE: the tables cannot value the position (missing, damaged)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one move: accepted, the defence to show next (None when solved), solved,
    for a wrong move the opponent's answer that refutes it, and the reason. A provisional verdict
    (reason PROVISIONAL) accepts a move the mate prover could neither prove nor refute within its
    budget; `engine_score` is then the engine's score after the move (centipawns, the solver's view,
    above evaluator.MATE_BOUND for a mate the engine sees). A move refused by the engine's judgement
    carries engine_score and `best_score` (after the best move, the same view) too."""

    accepted: bool
    reply: str | None
    solved: bool
    refutation: str | None
    reason: Reason
    provisional: bool = False
    engine_score: int | None = None
    best_score: int | None = None

    @property
    def engine_mate(self) -> int | None:
        """The engine's view of a provisional verdict: the solver's moves to mate it sees, counting the
        judged move (None: it sees no mate for the solver, or was not asked)."""
        if self.engine_score is None or self.engine_score <= MATE_BOUND:
            return None
        return 1 + (MATE - self.engine_score + 1) // 2     # plies after the move, the defence's first


_DEFAULT: list[Evaluator] = []


def default_evaluator() -> Evaluator:
    """The shared built-in engine evaluator (created on first use, closed when the program ends)."""
    if not _DEFAULT:
        evaluator = EngineEvaluator()
        atexit.register(evaluator.close)
        _DEFAULT.append(evaluator)
    return _DEFAULT[0]


def _locate(roots: tuple[SolutionNode, ...], played: Sequence[str]) -> tuple[SolutionNode, ...] | None:
    """The solver's recorded candidates after `played`, or None once the line left the tree."""
    cands = roots
    for mv in played:
        node = next((n for n in cands if n.move == mv), None)
        if node is None:
            return None
        cands = node.replies
    return cands


def judge_move(puzzle: Puzzle, played: Sequence[str], move: str, *,
               evaluator: Evaluator | None = None, budget: int = DEFAULT_BUDGET) -> Verdict:
    """Judge the user's ICCS `move` after the ICCS moves `played` from the puzzle's position.

    `played` alternates solver and defence moves and must be legal (ValueError otherwise); an illegal
    or malformed `move` gives a Verdict with reason ILLEGAL. `budget`: positions the mate prover may
    search before the verdict becomes provisional."""
    board = Board.from_fen(puzzle.fen)
    for mv in played:
        try:
            board.push(Move.from_iccs(mv))
        except ValueError as exc:       # a malformed ICCS text, or an illegal move (IllegalMoveError)
            raise ValueError(f"played move {mv!r} is not legal: {exc}") from None
    if len(played) % 2:
        raise ValueError("it is the defence's turn, not the solver's")
    try:
        user = Move.from_iccs(move)
    except ValueError:
        return Verdict(False, None, False, None, Reason.ILLEGAL)
    if not board.is_legal(user):
        return Verdict(False, None, False, None, Reason.ILLEGAL)
    if puzzle.goal is Goal.TABLEBASE:
        return judge_tablebase(board, user, evaluator)
    remaining = max(1, puzzle.solver_moves - len(played) // 2)
    cands = _locate(puzzle.solution, played)
    hit = next((n for n in cands if n.move == user.iccs), None) if cands else None
    if hit is not None:
        board.push(user)
        if not hit.replies or board.is_game_over():
            return Verdict(True, None, True, None, Reason.IN_SOLUTION)
        return Verdict(True, hit.replies[0].move, False, None, Reason.IN_SOLUTION)
    if puzzle.goal is Goal.MATE:
        return _judge_mate(board, user, remaining, evaluator, budget)
    main = cands[0].move if cands else None
    if puzzle.played and not played and user.iccs == puzzle.played:      # an exercise from one's own game
        return _refuse_played(board, user, main, evaluator or default_evaluator())
    return _judge_by_engine(puzzle.goal, board, user, main, remaining, evaluator or default_evaluator())


def judge_tablebase(board: Board, user: Move, evaluator: Evaluator | None = None) -> Verdict:
    """Judge a legal move on `board` by the tables (see the module doc): `evaluator` a
    TablebaseEvaluator (another kind, or None: the tables of the folder app.tablebase probes)."""
    from .endings import TablebaseEvaluator, table_evaluator, value_score
    tables = evaluator if isinstance(evaluator, TablebaseEvaluator) else table_evaluator()
    before = tables.value(board)
    board.push(user)
    if board.is_game_over():                   # checkmate or stalemate: the side to move has lost
        return Verdict(True, None, True, None, Reason.EQUALLY_GOOD)
    after = tables.value(board)
    if before is None or after is None:
        return Verdict(False, None, False, None, Reason.NO_TABLE)
    answers = tables.moves(board)
    reply = answers[0].move.iccs if answers and answers[0].value is not None else None
    score = -value_score(after)                # the solver's view
    if after.wdl is not Wdl.LOSS:
        return Verdict(False, None, False, reply, Reason.WRONG, engine_score=score)
    best = value_score(before) + 1 if before.wdl is Wdl.WIN else None    # after the best move: one ply less
    if best is not None and score < best:
        return Verdict(True, reply, False, None, Reason.SLOWER, engine_score=score, best_score=best)
    return Verdict(True, reply, False, None, Reason.EQUALLY_GOOD, engine_score=score, best_score=best)


def _refuse_played(board: Board, user: Move, main: str | None, evaluator: Evaluator) -> Verdict:
    """The game's own move in a better-move exercise: refused, with the engine's answer and scores."""
    target = _score_after(board, main, evaluator) if main is not None else None
    board.push(user)
    after = evaluator.evaluate(board.fen())
    return Verdict(False, None, False, after.pv[0] if after.pv else None, Reason.PLAYED,
                   engine_score=-after.score, best_score=target)


def _score_after(board: Board, move: str, evaluator: Evaluator) -> int:
    """The solver's score after `move` on `board` (board left as it was)."""
    board.push(Move.from_iccs(move))
    try:
        return -evaluator.evaluate(board.fen()).score
    finally:
        board.pop()


def _engine_reply(board: Board, evaluator: Evaluator | None) -> tuple[str | None, int | None]:
    """The engine's best answer for the side to move on `board` and its score (that side's view)."""
    ev = (evaluator or default_evaluator()).evaluate(board.fen())
    return (ev.pv[0] if ev.pv else None), ev.score


def _judge_mate(board: Board, user: Move, remaining: int, evaluator: Evaluator | None, budget: int) -> Verdict:
    """Accept exactly the moves that force mate within `remaining` moves: the proof decides. The
    engine only guides: it suggests moves when the proof runs long, and gives its view (and the
    defence to play) when the proof cannot finish: a provisional acceptance."""
    ruling = Line(board).push(board, user)
    if board.is_game_over() or ruling is Repetition.MOVER_WINS:   # mate, stalemate, or the defender's
        return Verdict(True, None, True, None, Reason.EQUALLY_GOOD)  # perpetual check ruled (see line)
    if remaining <= 1 or ruling is not None:
        return Verdict(False, None, False, _engine_reply(board, evaluator)[0], Reason.WRONG)
    n = remaining - 1
    search = MateSearch(board, budget - budget // 5)
    proof = search.defence(n)
    if proof.status is ProofStatus.UNKNOWN:    # a second try, the engine suggesting the attacker's moves
        reply, score = _engine_reply(board, evaluator)
        search.extend(budget // 5, _guide(evaluator))
        proof = search.defence(n, prefer=Move.from_iccs(reply) if reply else None)
        if proof.status is ProofStatus.UNKNOWN:
            return Verdict(True, reply, False, None, Reason.PROVISIONAL, provisional=True,
                           engine_score=None if score is None else -score)
    if proof.status is ProofStatus.MATE:
        return Verdict(True, proof.lines[0][0], False, None, Reason.EQUALLY_GOOD)
    return Verdict(False, None, False, proof.escape, Reason.WRONG)


def _guide(evaluator: Evaluator | None) -> Callable[[Board], Move | None]:
    """The engine's best move in a position, as a suggestion for the prover."""
    ev = evaluator or default_evaluator()

    def suggest(position: Board) -> Move | None:
        pv = ev.evaluate(position.fen()).pv
        return Move.from_iccs(pv[0]) if pv else None

    return suggest


def chance(score: int) -> float:
    """The winning chance (0-1) of an evaluator score (the side's view; mate scores 1 or 0)."""
    if score > MATE_BOUND:
        return 1.0
    if score < -MATE_BOUND:
        return 0.0
    return win_chance(Score(cp=score))


def _as_good(goal: Goal, score: int, target: int) -> bool:
    """The tolerance: BETTER within BETTER_EQUAL winning chance of the best; otherwise within NEAR of
    the solution; both mating; for endgames both winning."""
    if goal is Goal.BETTER:
        return chance(score) >= chance(target) - BETTER_EQUAL
    if score >= target - NEAR:
        return True
    if target > MATE_BOUND and score > MATE_BOUND:
        return True
    return goal is Goal.ENDGAME and target >= WINNING and score >= WINNING


def _judge_by_engine(goal: Goal, board: Board, user: Move, main: str | None, remaining: int,
                     evaluator: Evaluator) -> Verdict:
    if main is None:
        best = evaluator.evaluate(board.fen())
        main = best.pv[0] if best.pv else None
    target = _score_after(board, main, evaluator) if main is not None else None
    board.push(user)
    after = evaluator.evaluate(board.fen())
    score = -after.score
    answer = after.pv[0] if after.pv else None
    good = target is None or _as_good(goal, score, target)
    if not good:
        mate = MateSearch(board, MATE_CHECK_BUDGET).defence(MATE_CHECK_MOVES - 1)
        if mate.status is not ProofStatus.MATE:
            return Verdict(False, None, False, answer, Reason.WRONG, engine_score=score, best_score=target)
        answer = mate.lines[0][0] if mate.lines else None   # a forced mate beats any material
    if remaining <= 1 or answer is None:
        return Verdict(True, None, True, None, Reason.EQUALLY_GOOD)
    return Verdict(True, answer, False, None, Reason.EQUALLY_GOOD)
