"""Endgame tables in the review: where they cover a move, their exact value decides it. A won KRK ending
given away (the rook left to the king) and the drawn ending then lost (the king not taking it) are
blunders of their own kinds even when the engine saw nothing; their exercises accept exactly the moves
that keep the value. Without tables, or with a damaged table, the review is the engine's as before, and
the damaged file is reported."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.engines import Info, Score
from app.engines.annotate import NAG_BLUNDER, PositionEval, judge
from app.library import Library
from app.model import Board
from app.model.tree import GameTree
from app.puzzles import Goal, Reason, judge_move
from app.tablebase import Tablebase, TableProblem, Wdl, set_folder
from app.training import (MistakeKind, ReviewRunner, ReviewTask, kind_counts, mistakes, puzzles_from_review,
                          review_game, summarize, to_stored)

from .krk import GIVE_AWAY, NOT_TAKEN, START, krk_game, make_krk

@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_krk(tmp_path_factory.mktemp("krk"))


class FlatEngine:
    """An engine that sees nothing: every position 0.00 with its first legal move as the line."""

    def __init__(self) -> None:
        self.asked = 0

    def new_game(self) -> None:
        pass

    def analyse(self, game: Any, limit: Any, multipv: int = 1) -> list[Info]:
        self.asked += 1
        moves = game.board.legal_moves()
        return [Info(score=Score(cp=0), pv=(moves[0],) if moves else ())]

    def close(self) -> None:
        pass


def _flat_review(tree: GameTree):
    """What the flat engine's review is without tables: no move judged at all."""
    board = Board.from_fen(tree.start_fen)
    positions = []
    moves = list(tree.mainline_moves())
    for move in [*moves, None]:
        legal = board.legal_moves()
        red = board.turn == "red"
        positions.append(PositionEval(Score(cp=0), red, (legal[0],)) if legal else PositionEval(Score(mate=0), red))
        if move is not None:
            board.push(move)
    return judge(positions, moves)


def test_a_won_ending_given_away_is_a_blunder_of_its_own_kind(tables):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    review = review_game(tree, FlatEngine(), 0.01, tables=tb)
    give_away, not_taken, finish = review.verdicts
    assert give_away.nag == NAG_BLUNDER and give_away.table == (Wdl.WIN, Wdl.DRAW)
    assert give_away.better and tb.probe_moves(Board.from_fen(START))[0].move == give_away.better[0]
    assert not_taken.nag == NAG_BLUNDER and not_taken.table == (Wdl.DRAW, Wdl.LOSS)
    assert finish.nag is None and finish.table is not None and finish.table[0] == finish.table[1] == Wdl.WIN
    assert review.red.blunders == 1 and review.black.blunders == 1
    assert [m.kind for m in mistakes(tree, review, "red", tb)] == [MistakeKind.WON_ENDING_LOST]
    assert [m.kind for m in mistakes(tree, review, "black", tb)] == [MistakeKind.DRAWN_ENDING_LOST]
    assert MistakeKind.WON_ENDING_LOST.value == "won-ending-given-away"


def test_the_exercise_accepts_every_winning_move_and_refuses_the_one_played(tables):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    engine = FlatEngine()
    review = review_game(tree, engine, 0.01, tables=tb)
    asked = engine.asked
    red = puzzles_from_review(tree, review, "red", engine, 0.01, tables=tb)
    assert engine.asked == asked                        # the table made it: no engine asked
    assert len(red) == 1
    puzzle = red[0]
    assert puzzle.goal is Goal.ENDGAME and puzzle.fen == Board.from_fen(START).fen()
    assert puzzle.played == GIVE_AWAY and MistakeKind.WON_ENDING_LOST.value in puzzle.themes
    values = tb.probe_moves(Board.from_fen(START))
    winning = {mv.move.iccs for mv in values if mv.value is not None and mv.value.wdl is Wdl.WIN}
    assert puzzle.mainline()[0] == values[0].move.iccs                       # the table's best move
    assert {root.move for root in puzzle.solution} == winning and GIVE_AWAY not in winning
    for move in winning:
        verdict = judge_move(puzzle, [], move)
        assert verdict.accepted and verdict.reason is Reason.IN_SOLUTION, move
    assert not judge_move(puzzle, [], GIVE_AWAY).accepted
    black = puzzles_from_review(tree, review, "black", engine, 0.01, tables=tb)
    assert len(black) == 1 and black[0].goal is Goal.ENDGAME
    assert [root.move for root in black[0].solution] == ["e9e8"]              # only taking the rook holds
    assert not judge_move(black[0], [], NOT_TAKEN).accepted


class Blind:
    """An engine judge that sees every position as level (as an engine may misjudge a long ending)."""

    def evaluate(self, fen: str):
        from app.puzzles.evaluator import Evaluation
        board = Board.from_fen(fen)
        return Evaluation(0, (next(iter(board.legal_moves())).iccs,) if not board.is_game_over() else ())


def test_the_move_that_gave_the_ending_away_is_refused_even_by_an_engine_that_misjudges_it(tables):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    engine = FlatEngine()
    review = review_game(tree, engine, 0.01, tables=tb)
    puzzle = puzzles_from_review(tree, review, "red", engine, 0.01, tables=tb)[0]
    verdict = judge_move(puzzle, [], GIVE_AWAY, evaluator=Blind())
    assert not verdict.accepted and verdict.reason is Reason.PLAYED
    unmarked = dataclasses.replace(puzzle, played=None)         # the same judge, not told the move played
    assert judge_move(unmarked, [], GIVE_AWAY, evaluator=Blind()).accepted


def test_without_tables_the_game_is_reviewed_as_before(tables, tmp_path):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    before = _flat_review(tree)
    assert all(v.nag is None for v in before.verdicts)
    assert review_game(tree, FlatEngine(), 0.01, tables=False) == before
    assert review_game(tree, FlatEngine(), 0.01, tables=Tablebase(tmp_path / "none", compiled=False)) == before
    set_folder(tmp_path / "empty")                           # the chosen folder holds no table
    try:
        assert review_game(tree, FlatEngine(), 0.01) == before
        assert mistakes(tree, before, "red") == []
    finally:
        set_folder(None)


def test_a_damaged_table_is_reported_and_the_review_goes_on_without_it(tables, tmp_path):
    folder = tmp_path / "damaged"
    shutil.copytree(tables, folder)
    path = folder / "KRK.xqtb"
    data = bytearray(path.read_bytes())
    data[-5] ^= 0x40                                          # a byte of the last block
    path.write_bytes(bytes(data))
    tb = Tablebase(folder, compiled=False)
    tree = krk_game(Tablebase(tables, compiled=False))
    problems: list = []
    review = review_game(tree, FlatEngine(), 0.01, tables=tb, table_problems=problems)
    assert review == _flat_review(tree)
    assert [p.problem for p in problems] == [TableProblem.DAMAGED] and problems[0].name == "KRK"


def test_a_run_reports_a_damaged_table(tables, tmp_path):
    folder = tmp_path / "damaged"
    shutil.copytree(tables, folder)
    (folder / "KRK.xqtb").write_bytes((folder / "KRK.xqtb").read_bytes()[:100])      # cut short
    tree = krk_game(Tablebase(tables, compiled=False))
    with Library(tmp_path / "lib.xqlib") as library:
        report = ReviewRunner(FlatEngine, "flat", 0.01, library, tables=Tablebase(folder, compiled=False)).run(
            [ReviewTask(tree, "game")])
    assert report.reviewed == 1 and report.failed == 0
    assert [(p.problem, p.name) for p in report.table_problems] == [(TableProblem.TRUNCATED, "KRK")]


def test_the_summary_counts_the_endings_given_away(tables, tmp_path):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    stored = to_stored(tree, review_game(tree, FlatEngine(), 0.01, tables=tb), "flat", 0.01)
    counts = kind_counts(summarize("Winner", [stored], tables=tb))
    black = kind_counts(summarize("Defender", [stored], tables=tb))
    assert counts == {MistakeKind.WON_ENDING_LOST: 1}
    assert black == {MistakeKind.DRAWN_ENDING_LOST: 1}
    set_folder(tmp_path / "empty")
    try:
        assert kind_counts(summarize("Winner", [stored])) == {}      # without tables the engine saw nothing
    finally:
        set_folder(None)
