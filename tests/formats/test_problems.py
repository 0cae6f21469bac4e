"""Read problems as values: what damaged files lost (game, last good move, how much), and files that
are not game files at all."""

import io
import pickle
import random
import zipfile

import pytest

from app.formats import (GameFileError, ProblemKind, ReadProblem, ReadTree, problems_of, read_bytes,
                         read_games, read_text)
from app.model import Board, Move

from .conftest import GAMES

CCHESS = GAMES / "cchess"


def last_good(problem: ReadProblem) -> str:
    """The last good move as a player would read it: '5. 马六进五' or '12... 马3进4'."""
    board = Board(problem.board_fen_before)
    dots = "." if board.turn == "red" else "..."
    return f"{board.fullmove_number}{dots} {board.to_chinese(problem.after_move)}"


@pytest.mark.parametrize("name, ply, iccs, shown, lost, offset", [
    ("BadMoveTest3.xqf", 9, "d5e7", "5. 马六进五", 1, 1106),
    ("WildHouse.xqf", 73, "e9e1", "37. 车五退八", 11, 4510),
])
def test_dropped_xqf_records_say_game_and_last_good_move(name, ply, iccs, shown, lost, offset):
    games = read_games(CCHESS / name)
    assert len(games.problems) == 1
    p = games.problems[0]
    assert (p.kind, p.game, p.index, p.after_ply) == (ProblemKind.MOVES_LOST, 1, 0, ply)
    assert p.after_move == Move.from_iccs(iccs) and last_good(p) == shown
    assert (p.lost, p.byte_offset) == (lost, offset)
    # the last good move is the last move of the line the bad record would have continued
    tree = games[0]
    assert isinstance(tree, ReadTree)
    [own] = problems_of(tree)      # the tree's own problem: the same, without the game number
    assert own.located(game=1, index=0) == p and own.game is None
    assert any(n.move == p.after_move and n.ply == ply for n in tree.nodes())
    assert tree.board_at(next(n for n in tree.nodes() if n.move == p.after_move and n.ply == ply).parent).fen() \
        == p.board_fen_before
    # the old English warnings still come, derived from the problems
    assert games[0].warnings == [p.detail] and p.detail.startswith(f"byte {offset}: bad move record")


def test_bad_move_test_2_reads_whole_so_it_reports_nothing():
    games = read_games(CCHESS / "BadMoveTest2.xqf")
    assert games.problems == [] and games[0].warnings == []
    # all 39 move records are in the tree: 35 in the main line, a 4-move variation from move 26
    assert games[0].count_nodes() == 39 and len(games[0].mainline()) == 35


def test_cbl_section_headers_are_skipped_records():
    lib = read_games(CCHESS / "1989年龙化杯象棋名师邀请赛35局.CBL")
    assert [(p.kind, p.game, p.index, p.lost, p.after_move) for p in lib.problems] == [
        (ProblemKind.SECTION_SKIPPED, 1, None, 1, None), (ProblemKind.SECTION_SKIPPED, 22, None, 1, None)]
    assert [p.byte_offset for p in lib.problems] == [101952, 187968]
    assert lib.warnings == [p.detail for p in lib.problems]
    # games keep their record numbers: the first game is record 2, the one after the second header 23
    assert lib.numbers[:1] == [2] and lib.numbers[20] == 23 and len(lib.numbers) == len(lib) == 36


def test_a_cut_xqf_says_after_which_move_it_ends():
    data = (CCHESS / "game_varations.xqf").read_bytes()
    games = read_bytes(data[:1038], "cut.xqf")
    [p] = games.problems
    assert (p.kind, p.game, p.after_ply, p.after_move) == (ProblemKind.TRUNCATED, 1, 2, Move.from_iccs("h7e7"))
    assert last_good(p) == "1... 炮８平５" and p.byte_offset == 1036


def test_dhtmlxq_illegal_branch_move_and_stray_comment():
    text = ("[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"
            "[DhtmlXQ_move_0_2_1]10220000[/DhtmlXQ_move_0_2_1]"
            "[DhtmlXQ_comment9]nowhere[/DhtmlXQ_comment9][/DhtmlXQ]")
    games = read_text(text, "g.ubb")
    kinds = [(p.kind, p.game, p.after_ply, p.lost) for p in games.problems]
    assert (ProblemKind.MOVES_LOST, 1, 2, 1) in kinds
    assert (ProblemKind.COMMENT_DROPPED, 1, None, None) in kinds
    lost = next(p for p in games.problems if p.kind == ProblemKind.MOVES_LOST)
    assert lost.after_move == Move.from_iccs("b9c7")   # the branch's good first move


def test_pgn_unmatched_paren_and_a_game_left_out():
    text = '[Event "a"]\n1. h2e2 h9g7 ) 2. h0g2 *\n\n[Event "b"]\n1. h2e2 h2e2 *\n'
    games = read_text(text, "t.pgn")
    assert len(games) == 1 and len(games.errors) == 1
    paren, left_out = games.problems
    assert (paren.kind, paren.game, paren.index, paren.after_ply, paren.line) == (
        ProblemKind.UNMATCHED_PAREN, 1, 0, 2, 2)
    assert paren.after_move == Move.from_iccs("h9g7")
    assert (left_out.kind, left_out.game, left_out.index, left_out.after_ply) == (ProblemKind.GAME_LEFT_OUT, 2, None, 1)
    assert games.errors[0].problem == left_out and games.problems_of_game(0) == [paren]


def test_strict_errors_carry_the_problem():
    with pytest.raises(GameFileError) as info:
        read_games(CCHESS / "WildHouse.xqf", errors="strict")
    assert info.value.problem.kind == ProblemKind.MOVES_LOST and info.value.problem.game == 1
    with pytest.raises(GameFileError) as info:
        read_games(CCHESS / "1989年龙化杯象棋名师邀请赛35局.CBL", errors="strict")
    assert info.value.problem.kind == ProblemKind.SECTION_SKIPPED


# ----- not a game file ---------------------------------------------------------------------------
def not_a_game(path) -> ReadProblem:
    with pytest.raises(GameFileError) as info:
        read_games(path)
    problem = info.value.problem
    assert problem.kind == ProblemKind.NOT_A_GAME_FILE
    return problem


def test_a_png_is_not_a_game_file(tmp_path):
    png = tmp_path / "board.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06" + bytes(64))
    assert not_a_game(png).file_kind == "png"
    # also when it is named like a game file
    pgn = tmp_path / "board.pgn"
    pgn.write_bytes(png.read_bytes())
    assert not_a_game(pgn).file_kind == "png"


def test_empty_file_zip_and_random_bytes_are_not_game_files(tmp_path):
    empty = tmp_path / "empty.pgn"
    empty.write_bytes(b"")
    assert not_a_game(empty).file_kind == "empty"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("games.pgn", '[Event "x"]\n1. h2e2 *\n')
    archive = tmp_path / "games.zip"
    archive.write_bytes(buf.getvalue())
    assert not_a_game(archive).file_kind == "zip"
    rng = random.Random(15)
    for i in range(5):
        noise = tmp_path / f"noise{i}.xqf"
        noise.write_bytes(bytes(rng.randrange(256) for _ in range(3000)))
        assert not_a_game(noise).file_kind == "binary"
    prose = tmp_path / "notes.txt"
    prose.write_text("Shopping list: milk, bread, tea.\nCall home on Sunday.\n")
    assert not_a_game(prose).file_kind == "text"


def test_a_game_text_with_a_bad_move_is_still_a_move_error():
    for text in ("1. h2h9h9", "1. h2e2 h2e2", '[Event "x"]\nhello *'):
        with pytest.raises(GameFileError) as info:
            read_text(text)
        assert info.value.problem.kind == ProblemKind.GAME_LEFT_OUT


def test_cannot_open_and_pickling_keep_the_problem(tmp_path):
    with pytest.raises(GameFileError) as info:
        read_games(tmp_path / "missing.pgn")
    assert info.value.problem.kind == ProblemKind.CANNOT_OPEN
    with pytest.raises(GameFileError) as info:
        read_bytes(b"%PDF-1.7\n...", "a.pdf")
    again = pickle.loads(pickle.dumps(info.value))
    assert again.problem == info.value.problem and again.problem.file_kind == "pdf"
    with pytest.raises(AttributeError):
        info.value.problem.kind = ProblemKind.TRUNCATED   # frozen
