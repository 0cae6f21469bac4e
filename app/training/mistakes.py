"""Exercises from a player's own mistakes: every mistake (?) and blunder (??) of one side in a reviewed
game becomes a puzzle at the position before the move.

The goal is "mate" when the engine saw a mate there (the solution is its mating line) and otherwise
"find a better move" (Goal.BETTER): the solution is the engine's line, its first move and then as long
as the solver's moves stay forcing (captures and checks), at most PV_PLIES plies. Other first moves the
engine rates as good as its best (a MultiPV line, searched MULTIPV times as long, within EQUAL of the
best's winning chance, or a mate as fast) are recorded as alternatives, so the judge accepts them as
in the solution; any other move is judged by app.puzzles.judge_move, which for a better-move exercise
accepts it only within the same EQUAL of the best (app.puzzles.judge.BETTER_EQUAL) and never accepts
the move played in the game (kept as Puzzle.played).

Where the endgame tables cover a move (app.training.endings), they decide: a won or drawn ending given
away is a blunder of its own kind, and its exercise is "win (or hold) this endgame" (Goal.ENDGAME) at the
position before it: the table's best move is the solution and every other move that keeps the value is a
recorded alternative (so the judge accepts exactly the moves that keep it); the move played keeps Puzzle.played.
No engine is asked for it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.engines import EngineSession, Info, Limit
from app.engines.annotate import NAG_BLUNDER, NAG_MISTAKE, PV_PLIES, MoveVerdict, Review, win_chance
from app.model import Board, Game, Move
from app.model.enums import Color
from app.model.tree import GameTree
from app.puzzles import Goal, Puzzle, SolutionNode
from app.puzzles.judge import BETTER_EQUAL

from .endings import Tables, judge_endings, keeping_moves, tables_for
from .kinds import MistakeKind, classify
from .review import review_game

if TYPE_CHECKING:
    from app.tablebase import Tablebase

__all__ = ["mistake_puzzles", "puzzles_from_review", "Mistake", "mistakes", "puzzle_id", "EQUAL", "MULTIPV"]

EQUAL = BETTER_EQUAL    # winning chance: an alternative this close to the best line's is as good
MULTIPV = 3         # lines asked for at each mistake (the best and candidates for alternatives)
MISTAKE_THEME = {NAG_MISTAKE: "mistake", NAG_BLUNDER: "blunder"}
ENDING_KINDS = (MistakeKind.WON_ENDING_LOST, MistakeKind.DRAWN_ENDING_LOST)


@dataclass(frozen=True)
class Mistake:
    """A mistake or blunder of the mainline: its verdict, the position before it and what kind it is."""

    verdict: MoveVerdict
    fen: str
    played: Move
    kind: MistakeKind


def mistakes(tree: GameTree, review: Review, color: Color | str, tables: Tables = True) -> list[Mistake]:
    """The mistakes and blunders of `color` in a reviewed game (the review of the tree's mainline), the
    moves the endgame `tables` cover judged by them (app.training.endings; True: the chosen folder's)."""
    red = Color(color) is Color.RED
    review = judge_endings(review, tree.start_fen, tables).review
    board = Board.from_fen(tree.start_fen)
    found = []
    for i, move in enumerate(review.moves):
        verdict = review.verdicts[i]
        if verdict.red == red and verdict.nag in MISTAKE_THEME:
            kind = classify(board, move, review.positions[i], review.positions[i + 1], verdict.table)
            found.append(Mistake(verdict, board.fen(), move, kind))
        board.push(move)
    return found


def puzzle_id(fen: str, played: Move) -> str:
    """A stable id for the exercise at `fen` where `played` was the mistake (the same in every game)."""
    digest = hashlib.blake2b(f"{fen}|{played.iccs}".encode(), digest_size=8).hexdigest()
    return f"mistake-{digest}"


def _is_forcing(board: Board, move: Move) -> bool:
    return board.is_capture(move) or board.gives_check(move)


def _solution_line(fen: str, pv: Sequence[Move], mate: int | None) -> list[str]:
    """The engine's line cut for the exercise (see the module doc); [] if its first move is not legal."""
    board = Board.from_fen(fen)
    if mate is not None:
        keep = 2 * mate - 1
        if len(pv) < keep:
            return []
        for move in pv[:keep]:                  # an engine's line is checked before it is a solution
            if not board.is_legal(move):
                return []
            board.push(move)
        return [m.iccs for m in pv[:keep]]
    line: list[str] = []
    for i, move in enumerate(pv[:PV_PLIES]):
        if not board.is_legal(move):
            break
        solver = i % 2 == 0
        if solver and i > 0 and not _is_forcing(board, move):
            break
        line.append(move.iccs)
        board.push(move)
    if len(line) % 2 == 0:
        line = line[:-1]
    return line


def _node(line: Sequence[str]) -> SolutionNode:
    node = SolutionNode(line[-1])
    for move in reversed(line[:-1]):
        node = SolutionNode(move, (node,))
    return node


def _exercise(mistake: Mistake, lines: Sequence[Info], title: str) -> Puzzle | None:
    """The puzzle for one mistake from the engine's MultiPV lines there (None if it has no better move)."""
    scored = [info for info in lines if info.score is not None and info.pv]
    if not scored:
        return None
    best = scored[0]
    assert best.score is not None
    mate = best.score.mate if best.score.mate is not None and best.score.mate > 0 else None
    main = _solution_line(mistake.fen, best.pv, mate)
    if not main and mate is not None:
        mate, main = None, _solution_line(mistake.fen, best.pv, None)
    if not main or main[0] == mistake.played.iccs:
        return None
    roots = [_node(main)]
    for info in scored[1:]:
        assert info.score is not None
        first = info.pv[0].iccs
        if first in (mistake.played.iccs, *(r.move for r in roots)):
            continue
        if mate is not None:
            good = info.score.mate is not None and 0 < info.score.mate <= mate
            alt = _solution_line(mistake.fen, info.pv, info.score.mate) if good else []
        else:
            good = win_chance(info.score) >= win_chance(best.score) - EQUAL
            alt = _solution_line(mistake.fen, info.pv, None)[: len(main)] if good else []
        if alt:
            roots.append(_node(alt))
    theme = MISTAKE_THEME[mistake.verdict.nag or NAG_MISTAKE]
    return Puzzle(mistake.fen, Goal.MATE if mate is not None else Goal.BETTER, roots,
                  id=puzzle_id(mistake.fen, mistake.played), themes=(theme, mistake.kind.value), title=title,
                  source=f"{title} #{mistake.verdict.ply}".strip(),
                  played=mistake.played.iccs)


def _ending_exercise(mistake: Mistake, tables: Tablebase, title: str) -> Puzzle | None:
    """The exercise of a won or drawn ending given away: keep the table's value (see the module doc)."""
    if mistake.verdict.table is None:
        return None
    keep = mistake.verdict.table[0]
    moves = [m.iccs for m in keeping_moves(tables, Board.from_fen(mistake.fen), keep)
             if m.iccs != mistake.played.iccs]
    if not moves:
        return None
    theme = MISTAKE_THEME[mistake.verdict.nag or NAG_BLUNDER]
    return Puzzle(mistake.fen, Goal.ENDGAME, [SolutionNode(m) for m in moves],
                  id=puzzle_id(mistake.fen, mistake.played), themes=(theme, mistake.kind.value), title=title,
                  source=f"{title} #{mistake.verdict.ply}".strip(), played=mistake.played.iccs)


def _title(tree: GameTree) -> str:
    """'Red – Black, Event, Date' from the game's headers (what is known of them)."""
    h = tree.headers
    names = " – ".join(x for x in (h.get("Red", ""), h.get("Black", "")) if x)
    return ", ".join(x for x in (names, h.get("Event", ""), h.get("Date", "")) if x and "?" not in x)


def puzzles_from_review(tree: GameTree, review: Review, color: Color | str, engine: EngineSession,
                        time: float = 0.2, ruleset: str = "cxq", tables: Tables = True) -> list[Puzzle]:
    """The exercises of `color` from an existing review (the engine is asked only at the mistakes the
    endgame `tables` do not decide)."""
    out = []
    game = Game(tree.start_fen, ruleset, analysis=True)
    moves = list(review.moves)
    done = 0
    chosen = tables_for(tables)
    for mistake in mistakes(tree, review, color, chosen or False):
        if mistake.kind in ENDING_KINDS and chosen is not None:
            ending = _ending_exercise(mistake, chosen, _title(tree))
            if ending is not None:
                out.append(ending)
                continue
        while done < mistake.verdict.ply - 1:
            game.push(moves[done])
            done += 1
        lines = engine.analyse(game, Limit(time=time * MULTIPV), multipv=MULTIPV)
        if not any(info.score is not None and info.pv for info in lines):
            before = review.positions[mistake.verdict.ply - 1]       # no line in time: the review's
            lines = [Info(score=before.score, pv=before.pv)]
        puzzle = _exercise(mistake, lines, _title(tree))
        if puzzle is not None:
            out.append(puzzle)
    return out


def mistake_puzzles(tree: GameTree, color: Color | str, engine: EngineSession, time: float = 0.2, *,
                    review: Review | None = None, ruleset: str = "cxq", tables: Tables = True) -> list[Puzzle]:
    """Every mistake and blunder of `color` in the tree's mainline as an exercise (see the module doc);
    the game is reviewed with `engine` at `time` seconds a position unless a `review` is given; the
    endgame `tables` (True: the chosen folder's) decide the moves they cover."""
    chosen = tables_for(tables) or False
    if review is None:
        review = review_game(tree, engine, time, ruleset=ruleset, tables=chosen)
    return puzzles_from_review(tree, review, color, engine, time, ruleset, chosen)
