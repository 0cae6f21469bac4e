"""The search's switch "qs_checks" (off by default: at a fixed time a move it did not pay for its
cost): the first quiescence ply also tries the quiet moves that give check, so a mate one move past
the horizon is seen and a shallow search does not grab material into it."""

from __future__ import annotations

from app.ai import Engine
from app.model import Board, Game

# Red to move: the rook can take the loose cannon on a6, but then Black's rook from i5 to e5 checks
# on the open file and mates (d0 and d1 are the d7 rook's, e1 and f0 the pawn's, f1 is guarded by
# the horse); the rook must stay on the fourth rank to block the file.
FEN = "5k3/9/3r5/c8/8r/R8/6n1P/9/5p3/4K4 w - - 0 1"


def _mates(board: Board) -> list[str]:
    """The side to move's mates in one."""
    out = []
    for move in board.legal_moves():
        after = board.copy()
        after.push(move)
        if after.is_checkmate():
            out.append(move.iccs)
    return out


def test_the_position_is_what_the_test_says():
    board = Board(FEN)
    board.push_iccs("a4a6")
    assert _mates(board) == ["i5e5"]
    board = Board(FEN)
    board.push_iccs("a4e4")
    assert _mates(board) == []


def test_a_one_ply_search_sees_the_quiet_mating_check(backend):
    result = Engine("master", backend=backend, params={"qs_checks": 1}).best_move(Game(FEN), depth=1)
    board = Board(FEN)
    board.push(result.move)
    assert _mates(board) == [], result.move.iccs


def test_without_quiet_checks_the_same_search_takes_the_cannon(backend):
    # The switch off, as by default: the capture looks best one ply deep.
    assert Engine("master").params == {}
    result = Engine("master", backend=backend).best_move(Game(FEN), depth=1)
    assert result.move.iccs == "a4a6"


def test_the_check_generator_gives_every_quiet_check_and_only_moves_that_may_check(backend):
    # Its moves are among the quiet moves the tables say may check (EXPOSE, CHECK_TO; a rook or cannon
    # only to its lines' crossings with the king's), and among them is every quiet move that does give
    # check (by the model), over random games.
    from app.ai.core.tables import CHECK_TO, EXPOSE
    from app.ai.search import Searcher

    from .test_core import _boards
    positions = checks = 0
    for board in _boards(23, 4, 150):
        s = Searcher(board.squares(), board.turn.index, backend=backend)
        side = board.turn.index
        ek = s.kings[side ^ 1]
        buf = backend.array(400)
        n = backend.board.gen_quiets(s.sq, s.pl, side, buf, 0)
        want = {int(m) for m in buf[:n] if EXPOSE[ek * 90 + (m >> 7)] or CHECK_TO[ek * 90 + (m & 127)]}
        n = backend.board.gen_quiet_checks(s.sq, s.pl, side, ek, buf, 0)
        got = {int(m) for m in buf[:n]}
        assert got <= want, board.fen()
        for move in board.legal_moves():
            if board.is_capture(move):
                continue
            after = board.copy()
            after.push(move)
            if after.is_check():
                assert (move.from_sq << 7) | move.to_sq in got, (board.fen(), move.iccs)
                checks += 1
        positions += 1
    assert positions > 400 and checks > 100

