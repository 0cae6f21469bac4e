"""BoardInput alone: selection, click and drag, the illegal-move value, touch-move, read-only boards."""

import pytest

from app.controller.board_input import BoardInput
from app.model import Board, IllegalMoveError, Move
from app.model.enums import Color, PieceKind
from app.model.errors import IllegalMoveError as ReasonedIllegalMoveError
from app.model.errors import IllegalReason
from app.model.tables import parse_square as sq

TOUCH_FEN = "3k5/9/9/9/9/r8/9/7C1/9/RN2K4 w - - 0 1"


class Bench:
    """A board, a BoardInput on it, and what it reported."""

    def __init__(self, fen=None, accepts=None):
        self.board = Board(fen) if fen else Board()
        self.committed, self.illegal, self.notices, self.changes = [], [], [], 0
        self.input = BoardInput(lambda: self.board, self.commit, accepts)
        self.input.illegal_attempt.connect(self.illegal.append)
        self.input.touch_notice.connect(self.notices.append)
        self.input.changed.connect(self.count_change)

    def count_change(self):
        self.changes += 1

    def commit(self, move):
        self.committed.append(move)
        self.board.push(move)
        self.input.clear()
        return True

    def click(self, *names):
        for name in names:
            self.input.click(sq(name))


@pytest.fixture
def bench(qapp):
    return Bench()


def test_click_selects_marks_targets_and_deselects(bench):
    bench.click("h2")
    marks = bench.input.marks()
    legal = {m.to_sq for m in bench.board.legal_moves() if m.from_sq == sq("h2")}
    assert marks.selected == sq("h2") and marks.targets | marks.captures == legal
    assert marks.captures == {sq("h9")} and bench.changes == 1
    bench.click("h2")
    assert bench.input.selected is None and bench.input.marks().targets == frozenset() and bench.changes == 2
    assert bench.committed == []


def test_click_another_own_piece_moves_the_selection(bench):
    bench.click("h2", "b2")
    assert bench.input.selected == sq("b2") and bench.committed == []


def test_click_target_commits_and_never_touches_the_board_itself(qapp):
    bench = Bench()
    bench.input = BoardInput(lambda: bench.board, bench.committed.append)   # a commit that plays nothing
    bench.input.click(sq("h2"))
    bench.input.click(sq("e2"))
    assert bench.committed == [Move.from_iccs("h2e2")] and bench.board.fen() == Board().fen()


def test_drag_commits_a_legal_move_and_ignores_empty_or_opponent_origins(bench):
    bench.input.drag(sq("e3"), sq("e4"))   # the red pawn one step on
    assert bench.committed == [Move.from_iccs("e3e4")]
    bench.input.drag(sq("e4"), sq("e5"))   # red's pawn, but it is black's turn
    bench.input.drag(sq("e5"), sq("e6"))   # nothing there
    assert bench.committed == [Move.from_iccs("e3e4")] and bench.illegal == []


def test_illegal_move_is_reported_as_the_error_value(bench):
    bench.input.drag(sq("b0"), sq("b1"))   # a horse cannot step straight
    assert bench.committed == [] and len(bench.illegal) == 1
    err = bench.illegal[0]
    assert isinstance(err, IllegalMoveError) and err.args and "horse" in str(err)
    assert bench.input.selected == sq("b0"), "the dragged piece stays selected"
    bench.click("b3")                      # and by a click: the selection stays for another try
    assert len(bench.illegal) == 2 and bench.input.selected == sq("b0")


def test_clicking_an_opponent_piece_reports_wrong_turn_with_its_arguments(bench):
    bench.click("h9")
    assert len(bench.illegal) == 1
    err = bench.illegal[0]
    assert isinstance(err, ReasonedIllegalMoveError) and err.reason is IllegalReason.WRONG_TURN
    assert (err.square, err.color, err.kind, err.turn) == (sq("h9"), Color.BLACK, PieceKind.HORSE, Color.RED)
    assert bench.input.selected is None


def test_read_only_board_ignores_clicks_and_drags(qapp):
    bench = Bench(accepts=lambda: False)
    bench.click("h2", "e2")
    bench.input.drag(sq("h2"), sq("e2"))
    assert bench.input.selected is None and bench.committed == [] and bench.changes == 0


def test_touch_move_through_the_input(qapp):
    bench = Bench(TOUCH_FEN)
    bench.input.set_touch_move(True)
    bench.click("h2")                       # case a: the touched cannon must move
    assert bench.notices[-1].case == "a" and bench.input.touched == (sq("h2"),)
    bench.click("a0")                       # another own piece is refused
    bench.click("h2")                       # and the cannon cannot be put back
    assert bench.input.selected == sq("h2") and bench.notices[-1].case == "a"
    assert bench.input.touch_state().case == "a"
    assert {m.from_sq for m in bench.input.allowed_moves_from(sq("h2"))} == {sq("h2")}
    assert bench.input.allowed_moves_from(sq("a0")) == []
    bench.click("h5")
    assert bench.committed == [Move.from_iccs("h2h5")]


def test_touch_move_foul_clears_the_touch(qapp):
    bench = Bench("3k5/9/9/9/9/9/9/9/1R7/1NB1K4 w - - 0 1")
    bench.input.set_touch_move(True)
    bench.click("b0")                       # the horse cannot move: a technical foul
    assert bench.notices[-1].foul and bench.input.touched == () and bench.input.selected is None


def test_touch_move_off_forgets_touches(qapp):
    bench = Bench(TOUCH_FEN)
    bench.input.set_touch_move(True)
    bench.click("a4")                       # case b: the rook on a0 is the only capturer
    assert bench.input.selected == sq("a0") and bench.input.touched == (sq("a4"),)
    bench.input.set_touch_move(False)
    assert bench.input.touched == () and bench.input.touch_state().case == ""
