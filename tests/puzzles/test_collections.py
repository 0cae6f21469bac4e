"""Collections: the shipped data loads and is sound; users' game files become puzzle collections."""

from __future__ import annotations

import pytest

from app.model import Board, Move
from app.puzzles import Goal, Puzzle, SolutionNode, builtin_collections, mate_distance, read_collection
from app.puzzles.collections import dump_collection, load_collection_file
from app.puzzles.puzzle import Collection

COLLECTIONS = builtin_collections()
PUZZLES = [p for c in COLLECTIONS for p in c.puzzles]


def test_the_shipped_collections_load_with_their_attribution():
    assert {c.name for c in COLLECTIONS} >= {"CCPD mating exercises", "CCPD endgames", "CCPD tactics"}
    for coll in COLLECTIONS:
        assert len(coll) > 0
        assert "CC BY 4.0" in coll.attribution and "Yu-Han Tseng" in coll.attribution
        assert "Yvonne761/Chinese-Chess-Practical-Dataset" in coll.attribution
    ids = [p.id for p in PUZZLES]
    assert len(ids) == len(set(ids))
    # BETTER: exercises from own games (app.training); TABLEBASE: the user's tables (app.puzzles.endings)
    assert {p.goal for p in PUZZLES} == set(Goal) - {Goal.BETTER, Goal.TABLEBASE}


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_every_solution_is_legal_and_mates_end_in_mate(puzzle):
    board = Board.from_fen(puzzle.fen)
    assert board.is_legal(Move.from_iccs(puzzle.mainline()[0]))
    for mv in puzzle.mainline():
        board.push(Move.from_iccs(mv))
    assert len(puzzle.mainline()) % 2 == 1                 # ends on the solver's move
    if puzzle.goal is Goal.MATE:
        assert board.is_checkmate()
    assert puzzle.difficulty is not None and 600 <= puzzle.difficulty <= 2400


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if (p.mate_in or 9) <= 2], ids=lambda p: p.id)
def test_shipped_short_mates_are_proved_exact(puzzle):
    assert mate_distance(Board.from_fen(puzzle.fen), puzzle.mate_in) == puzzle.mate_in


def test_json_round_trip_keeps_alternatives(tmp_path):
    tree = (SolutionNode("a1d1", (SolutionNode("e8d7", (SolutionNode("d1d7"),)),
                                  SolutionNode("d9e9", (SolutionNode("i0i9"),)))),)
    coll = Collection("t", (Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", tree, id="t1",
                                   themes=("双车错",), difficulty=1000),
                            Puzzle("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", Goal.MATE, "a1d1", id="t2")), "me")
    import gzip
    import json
    path = tmp_path / "t.json.gz"
    path.write_bytes(gzip.compress(json.dumps(dump_collection(coll)).encode()))
    assert load_collection_file(path) == coll


PGN = """[Event "Double rook 殺"]
[FEN "3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1"]

1. a1d1 e8d7 (1... d9e9 2. i0i9) 2. d1d7 *

[Event "Win the rook"]
[FEN "5k3/9/9/9/R3r4/9/3N5/9/9/3K5 w - - 0 1"]

1. a5e5 f9f8 *

[Event "No moves at all"]
[FEN "5k3/9/9/9/R3r4/9/3N5/9/9/3K5 w - - 0 1"]

*
"""


def test_a_users_pgn_is_a_collection_with_alternative_defences(tmp_path):
    path = tmp_path / "mine.pgn"
    path.write_text(PGN, encoding="utf-8")
    coll = read_collection(path)
    assert coll.name == "mine" and len(coll) == 2           # the game without moves is no puzzle
    mate, material = coll.puzzles
    assert mate.goal is Goal.MATE and mate.mainline() == ["a1d1", "e8d7", "d1d7"]
    assert [r.move for r in mate.solution[0].replies] == ["e8d7", "d9e9"]
    assert mate.solution[0].replies[1].replies[0].move == "i0i9"
    # a trailing defence is dropped so that the line ends on the solver's move; no mate -> material
    assert material.goal is Goal.MATERIAL and material.mainline() == ["a5e5"]


def test_goal_from_the_main_line_ending_in_mate(tmp_path):
    path = tmp_path / "plain.pgn"
    path.write_text('[FEN "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"]\n\n1. i1d1 *\n', encoding="utf-8")
    (puzzle,) = read_collection(path).puzzles
    assert puzzle.goal is Goal.MATE and puzzle.mate_in == 1 and puzzle.side == "red"


def test_bad_inputs_are_refused():
    with pytest.raises(ValueError):
        Puzzle("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", "checkers", ["a1d1"])
    with pytest.raises(ValueError):
        Puzzle("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", "mate", [])


def test_a_game_thousands_of_plies_long_reads_as_a_puzzle_without_recursion(tmp_path):
    import sys

    from app.puzzles.collections import read_collection
    from app.puzzles.puzzle import Puzzle, solution_to_json
    shuffle = ["h0g2", "h9g7", "g2h0", "g7h9"]
    moves = (shuffle * 1000)[:3999]                    # ends on Red's (the solver's) move
    body = " ".join(moves)
    path = tmp_path / "long.pgn"
    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    path.write_text(f'[Event "long"]\n[FEN "{start}"]\n\n{body} *\n', encoding="utf-8")
    assert len(moves) > sys.getrecursionlimit()
    puzzle = read_collection(path).puzzles[0]
    assert puzzle.mainline() == moves and puzzle.solution[0].depth() == len(moves)
    again = Puzzle.from_json(puzzle.to_json())
    assert again.mainline() == moves
    branched = [puzzle.solution[0], puzzle.solution[0]]
    assert isinstance(solution_to_json(branched)[0], dict)
    assert Puzzle(puzzle.fen, puzzle.goal, solution_to_json(branched)).solution[1].depth() == len(moves)
