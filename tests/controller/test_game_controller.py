"""GameController: clicks to moves, highlights, touch-move cases a-e, history browsing, rulings."""

import pytest

pytest.importorskip("PySide6")

from app.controller.game_controller import GameController, move_texts
from app.model import IllegalMoveError, Move, Termination
from app.model.tables import parse_square as sq


class Recorder:
    def __init__(self, controller):
        self.moves, self.illegal, self.notices, self.outcomes, self.questions = [], [], [], [], []
        controller.move_made.connect(self.moves.append)
        controller.illegal_attempt.connect(self.illegal.append)
        controller.touch_notice.connect(self.notices.append)
        controller.game_over.connect(self.outcomes.append)


@pytest.fixture
def ctl(qapp):
    answers = {"violation": True, "truncate": True}
    questions = []

    def confirm(kind, data):
        questions.append((kind, data))
        return answers[kind]

    c = GameController(confirm=confirm)
    c.rec = Recorder(c)
    c.answers = answers
    c.questions = questions
    return c


def click(c, *names):
    for name in names:
        c.click(sq(name))


def test_click_select_then_target_plays_a_short_game(ctl):
    click(ctl, "h2", "e2", "h9", "g7", "e2", "e6")
    assert [m.iccs for m in ctl.game.moves] == ["h2e2", "h9g7", "e2e6"]
    assert [m.iccs for m in ctl.rec.moves] == ["h2e2", "h9g7", "e2e6"]
    snap = ctl.snapshot()
    assert snap.last_move == Move.from_iccs("e2e6") and snap.selected is None


def test_selection_shows_legal_targets_dots_and_rings(ctl):
    click(ctl, "h2")
    snap = ctl.snapshot()
    legal = {m.to_sq for m in ctl.game.board.legal_moves() if m.from_sq == sq("h2")}
    assert snap.selected == sq("h2")
    assert snap.targets | snap.captures == legal
    assert snap.captures == {sq("h9")}  # the cannon can take the horse over the h7 cannon? no: h9 over h7
    click(ctl, "h2")  # clicking again deselects
    assert ctl.snapshot().selected is None


def test_illegal_attempt_changes_nothing_and_says_why(ctl):
    ctl.game.push_iccs("c3c4")
    ctl.game.push_iccs("a6a5")
    fen = ctl.game.board.fen()
    click(ctl, "b0", "c2")  # the horse b0 to c2: legal
    assert ctl.game.moves[-1].iccs == "b0c2"
    click(ctl, "b9", "a7", "c2", "d4")  # black horse b9-a7, then red horse c2-d4: leg c3 is empty -> legal
    click(ctl, "a7", "b5")
    ctl_fen = ctl.game.board.fen()
    click(ctl, "h0", "i2")  # legal
    click(ctl, "b5")
    ctl.drag(sq("b5"), sq("b4"))  # a horse cannot move one point straight
    err = ctl.rec.illegal[-1]
    assert isinstance(err, IllegalMoveError) and "horse moves" in str(err)
    assert fen != ctl_fen and ctl.game.board.fen() != ctl_fen


def test_drag_and_drop_plays_a_move(ctl):
    ctl.drag(sq("b2"), sq("e2"))
    assert ctl.game.moves == [Move.from_iccs("b2e2")]


def test_check_highlight(ctl):
    ctl.new_game(fen="4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    click(ctl, "a0", "a9")
    assert ctl.snapshot().check_square == sq("e9")


def test_history_browsing_is_read_only_until_continue(ctl):
    click(ctl, "h2", "e2", "h9", "g7", "b0", "c2")
    ctl.show_ply(1)
    assert ctl.browsing and ctl.snapshot().read_only
    assert ctl.shown_board().fen().split()[0] == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR"
    click(ctl, "h9", "g7")
    assert len(ctl.game.moves) == 3, "no move while browsing"
    ctl.step(1)
    assert ctl.view_ply == 2
    ctl.step(5)
    assert not ctl.browsing
    ctl.show_ply(1)
    assert ctl.continue_from_here()
    assert [m.iccs for m in ctl.game.moves] == ["h2e2"] and ctl.questions[-1] == ("truncate", 2)


def test_undo_and_touch_move_disables_it(ctl):
    click(ctl, "h2", "e2")
    assert ctl.can_undo and ctl.undo() and ctl.game.moves == []
    click(ctl, "h2", "e2")
    ctl.set_touch_move(True)
    assert not ctl.can_undo and not ctl.undo()


def test_perpetual_check_emits_game_over(ctl):
    ctl.new_game("cxq", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    moves = (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:13]
    for text in moves:
        ctl.play(Move.from_iccs(text))
    assert len(ctl.rec.outcomes) == 1
    outcome = ctl.rec.outcomes[0]
    assert outcome.termination == Termination.PERPETUAL_CHECK and outcome.winner == "black"
    assert ctl.snapshot().read_only
    assert not ctl.play(Move.from_iccs("e8e9"))


def test_asian_violation_is_confirmed_first(ctl):
    ctl.new_game("asian", "5k3/9/9/9/4R4/9/3p5/9/9/3K5 w - - 0 1")
    for text in ["e5d5", "d3e3", "d5e5", "e3d3", "e5d5", "d3e3", "d5e5"]:
        assert ctl.play(Move.from_iccs(text))
    # black's e3d3 would complete the third occurrence, but the violation is red's: no question for black
    assert ctl.play(Move.from_iccs("e3d3")) and ctl.questions == []
    assert ctl.rec.outcomes and ctl.rec.outcomes[-1].winner == "black"
    ctl.new_game("asian", "5k3/9/9/9/3R5/9/3p5/9/9/3K5 b - - 0 1")
    ctl.answers["violation"] = False
    for text in ["d3e3", "d5e5", "e3d3", "e5d5", "d3e3", "d5e5", "e3d3"]:
        assert ctl.play(Move.from_iccs(text))
    assert not ctl.play(Move.from_iccs("e5d5")), "declined: the move is not played"
    assert ctl.questions[-1][0] == "violation" and ctl.questions[-1][1].winner == "black"
    assert ctl.game.outcome() is None and len(ctl.game.moves) == 7


def test_move_texts_in_three_notations(ctl):
    click(ctl, "h2", "e2", "h9", "g7")
    assert move_texts(ctl.game, "iccs") == ["h2e2", "h9g7"]
    assert move_texts(ctl.game, "wxf")[0] in ("C2.5", "C2=5")
    assert move_texts(ctl.game, "chinese") == ["炮二平五", "马８进７"]
    assert move_texts(ctl.game, "chinese", traditional=True)[1] == "馬８進７"


# ----- touch-move (Asian Rules, Chapter 1 Section 3 rule 2), one test per case -----------------

TOUCH_FEN = "3k5/9/9/9/9/r8/9/7C1/9/RN2K4 w - - 0 1"


@pytest.fixture
def touch(ctl):
    ctl.new_game("asian", TOUCH_FEN)
    ctl.set_touch_move(True)
    return ctl


def test_touch_a_own_piece_must_move(touch):
    click(touch, "h2")
    click(touch, "a0")  # another own piece: refused, the cannon stays touched
    assert touch.snapshot().selected == sq("h2")
    assert touch.rec.notices[-1].case == "a"
    click(touch, "h2")  # cannot "untouch" by clicking again
    assert touch.snapshot().selected == sq("h2")
    click(touch, "h5")
    assert touch.game.moves == [Move.from_iccs("h2h5")]


def test_touch_a_foul_when_the_piece_cannot_move(touch):
    touch.new_game("asian", "3k5/9/9/9/9/9/9/9/1R7/1NB1K4 w - - 0 1")
    click(touch, "b0")
    assert touch.rec.notices[-1].foul and touch.rec.notices[-1].case == "a"
    assert touch.snapshot().selected is None and touch.snapshot().touched == ()


def test_touch_b_opponent_piece_must_be_captured(touch):
    click(touch, "a4")
    assert touch.rec.notices[-1].case == "b"
    assert touch.snapshot().selected == sq("a0"), "the only capturer is selected"
    click(touch, "a1")
    assert touch.game.moves == [] and touch.rec.notices[-1].case == "b"
    click(touch, "a4")
    assert touch.game.moves == [Move.from_iccs("a0a4")]


def test_touch_c_own_then_opponent(touch):
    click(touch, "h2", "a4")  # c-1 impossible (cannon cannot take a4): c-2, the cannon must move
    assert touch.rec.notices[-1].case == "c-2" and touch.game.moves == []
    click(touch, "h6")
    assert touch.game.moves == [Move.from_iccs("h2h6")]


def test_touch_c1_own_piece_takes_the_touched_one(touch):
    click(touch, "a0", "a4")
    assert touch.game.moves == [Move.from_iccs("a0a4")]


def test_touch_d_opponent_then_own(touch):
    click(touch, "a4", "h2")  # d-1 impossible, d-2: another piece (the rook) must capture
    rule = touch.touch_state()
    assert rule.case == "d-2" and rule.allowed == {Move.from_iccs("a0a4")}
    click(touch, "h5")
    assert touch.game.moves == []
    click(touch, "a0", "a4")
    assert touch.game.moves == [Move.from_iccs("a0a4")]


def test_touch_e_simultaneous_is_treated_as_d(touch):
    # a drag that starts on the opponent's piece cannot happen; "both at once" is recorded as d order
    from app.model.touch import touch_rule
    assert touch_rule(touch.game.board, [sq("a4"), sq("a0")]).case == "d-1"
