"""Puzzle mode through the window: clicks on the board, the defence, wrong moves, hints, the solution,
retry, next, an alternative mate and a user's PGN collection (pytest-qt, no sleeps)."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.controller.puzzle_controller import Phase, PuzzleController, PuzzleFilter, StatusKind
from app.model import Move
from app.model.tables import parse_square
from app.puzzles import Collection, Puzzle
from app.view import puzzle_window
from app.view.puzzle_window import PuzzleWindow, status_text

MATE2 = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="t-mate2",
               title="Double rook", difficulty=1200)
TWO_MATES = Puzzle("4k4/4a4/3a5/9/R6R1/9/9/9/9/4K4 w - - 0 1", "mate", ["a5a9"], id="t-two",
                   title="Two ways", difficulty=1250, themes=["mate-in-1"])
THIRD = Puzzle("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", "mate", ["i1d1"], id="t-third", title="Third",
               difficulty=1700)


def make(qtbot, tmp_path, puzzles=(MATE2, TWO_MATES, THIRD), **kw):
    controller = PuzzleController(tmp_path / "progress.json", [Collection("Test", tuple(puzzles))], **kw)
    controller.reply_delay_ms = controller.takeback_delay_ms = controller.step_delay_ms = 0
    window = PuzzleWindow(controller, notation="chinese")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return controller, window


def click(qtbot, window, name):
    view = window.board_view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(parse_square(name)))


def play(qtbot, window, iccs):
    click(qtbot, window, iccs[:2])
    click(qtbot, window, iccs[2:])


def test_a_whole_puzzle_solved_by_clicks(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path)
    assert c.puzzle is MATE2                        # nearest the start rating (1200)
    assert w.goal_label.text() == "Red to move and mate in 2"
    click(qtbot, w, "a1")
    assert w.scene.marks("selected") == [parse_square("a1")]
    click(qtbot, w, "d1")
    assert c.played[0] == "a1d1" and "Correct!" in w.status_label.text()
    qtbot.waitUntil(lambda: c.played == ["a1d1", "e8d7"])     # the defence appears on the board
    assert c.phase is Phase.SOLVING and w.scene.snapshot.last_move == Move.from_iccs("e8d7")
    with qtbot.waitSignal(c.solved) as blocker:
        play(qtbot, w, "d1d7")
    assert blocker.args[0].clean and blocker.args[0].puzzle is MATE2
    assert w.status_label.text().startswith("Solved in 0:0")
    assert c.rating > 1200 and "Solved 1" in w.progress_label.text()
    again = PuzzleController(tmp_path / "progress.json", [Collection("Test", (MATE2, TWO_MATES, THIRD))])
    assert again.store.record("t-mate2").solved and again.store.record("t-mate2").attempts == 1
    assert again.rating == pytest.approx(c.rating, abs=0.1) and again.summary().solved == 1


def test_a_wrong_move_shows_its_refutation_and_is_taken_back(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path)
    c.reply_delay_ms = c.takeback_delay_ms = 60_000    # look at the wrong move before it goes
    before = c.board().fen()
    with qtbot.waitSignal(c.failed):
        play(qtbot, w, "i0i9")                      # check, but the king steps aside
    assert c.phase is Phase.WRONG and c.status.kind is StatusKind.WRONG
    text = w.status_label.text()
    assert text == "车一进九 does not mate: Black answers 将４进１." and c.status.refutation == "d9d8"
    assert w.scene.snapshot.hint == Move.from_iccs(c.status.refutation)     # the answer shown on the board
    c.advance()                                     # then played on the board, the wrong move still on it
    refutation = Move.from_iccs(c.status.refutation)
    assert c.phase is Phase.WRONG and w.scene.snapshot.last_move == refutation
    assert w.scene.snapshot.hint is None and c.shown_board().move_stack[-2:] == [Move.from_iccs("i0i9"), refutation]
    c.advance()
    assert c.phase is Phase.SOLVING
    c.reply_delay_ms = 0
    assert c.board().fen() == before and c.played == [] and w.scene.snapshot.fen == before
    rec = c.store.record("t-mate2")
    assert rec.attempts == 1 and rec.failed == 1 and not rec.solved and "tried 1" in w.progress_label.text()
    play(qtbot, w, "a1d1")                          # solving on after a mistake: solved, not clean
    qtbot.waitUntil(lambda: len(c.played) == 2)
    with qtbot.waitSignal(c.solved) as blocker:
        play(qtbot, w, "d1d7")
    assert not blocker.args[0].clean and c.store.record("t-mate2").attempts == 1


def test_hint_shows_the_piece_then_the_move(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path)
    w.hint_button.click()
    a1, d1 = parse_square("a1"), parse_square("d1")
    assert w.scene.marks("hint") == [a1, a1] and "highlighted piece" in w.status_label.text()
    w.hint_button.click()
    assert sorted(w.scene.marks("hint")) == sorted([a1, d1]) and w.status_label.text() == "Hint: play 车九平六"


def test_show_solution_plays_the_line_and_counts_as_failed(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path)
    with qtbot.waitSignal(c.failed):
        w.solution_button.click()
    qtbot.waitUntil(lambda: c.phase is Phase.SHOWN)
    assert c.played == MATE2.mainline() and c.board().is_checkmate()
    assert w.status_label.text() == "That was the solution: 车九平六 士５进４ 车六进六. Try the next puzzle"
    assert c.store.record("t-mate2").failed == 1 and c.rating < 1200
    w.retry_button.click()                          # retry: the start position, a new attempt
    assert c.played == [] and c.phase is Phase.SOLVING and c.board().fen() == MATE2.fen
    w.next_button.click()
    assert c.puzzle is not None and c.puzzle.id != "t-mate2"


def test_an_alternative_mate_is_accepted(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path, puzzles=(TWO_MATES,))
    checking = []
    c.checking_changed.connect(checking.append)
    with qtbot.waitSignal(c.solved, timeout=20_000) as blocker:
        play(qtbot, w, "h5h9")                      # not the recorded a5a9, but mates just as well
        assert c.phase is Phase.CHECKING and w.status_label.text() == "Checking…"
    assert blocker.args[0].clean and checking == [True, False] and c.played == ["h5h9"]
    assert c.last_judge_seconds >= 0


def test_next_filters_and_a_users_pgn(qtbot, tmp_path, monkeypatch):
    c, w = make(qtbot, tmp_path)
    first = c.puzzle
    w.next_button.click()
    assert c.puzzle is not first
    w.min_spin.setValue(1600)
    assert [p.id for p in c.matching()] == ["t-third"]
    w.next_button.click()
    assert c.puzzle is THIRD
    c.set_filter(PuzzleFilter(theme="mate-in-1"))
    assert [p.id for p in c.matching()] == ["t-two"]
    path = tmp_path / "mine.pgn"
    path.write_text('[Event "Mine"]\n[FEN "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"]\n\n1. i1d1 *\n', encoding="utf-8")
    monkeypatch.setattr(puzzle_window, "ask_collection_path", lambda parent: str(path))
    c.set_filter(PuzzleFilter())
    w.open_button.click()
    assert w.collection_box.count() == 2 and w.collection_box.currentIndex() == 1
    assert c.puzzle is not None and c.puzzle.title == "Mine" and w.title_label.text() == "Mine"
    with qtbot.waitSignal(c.solved):
        play(qtbot, w, "i1d1")
    errors = []
    monkeypatch.setattr(puzzle_window, "ask_collection_path", lambda parent: str(tmp_path / "none.pgn"))
    monkeypatch.setattr(puzzle_window, "show_error", lambda parent, title, text: errors.append(text))
    w.open_button.click()
    assert errors == ["“none.pgn” could not be opened"] and w.collection_box.count() == 2
    (tmp_path / "empty.pgn").write_text('[Event "no moves"]\n[FEN "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"]\n\n*\n')
    monkeypatch.setattr(puzzle_window, "ask_collection_path", lambda parent: str(tmp_path / "empty.pgn"))
    w.open_button.click()
    assert errors[-1] == "“empty.pgn” holds no position with moves to solve" and w.collection_box.count() == 2


def test_status_texts_in_wxf():
    from app.controller.puzzle_controller import PuzzleStatus
    status = PuzzleStatus(StatusKind.WRONG, "i0i9", "d9d8", MATE2.fen)
    assert status_text(status, "wxf") == "Not the best: R1+9 is refuted by K4+1"


def test_a_wrong_move_is_worded_by_the_puzzles_goal():
    """A mate puzzle's wrong move was "refuted by" any defence, even a king's quiet step: now it "does
    not mate" and the defender "answers"; "refuted" is kept for an answer that takes a piece or mates."""
    from app.controller.puzzle_controller import PuzzleStatus
    quiet = PuzzleStatus(StatusKind.WRONG, "i0i9", "d9d8", MATE2.fen, goal="mate")
    assert status_text(quiet, "wxf") == "R1+9 does not mate: Black answers K4+1."
    rook = "r2k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1"                  # a black rook on the a-file
    taken = PuzzleStatus(StatusKind.WRONG, "a1a5", "a9a5", rook, goal="mate")
    assert status_text(taken, "wxf") == "R9+4 does not mate: it is refuted by R1+4."
    material = PuzzleStatus(StatusKind.WRONG, "i0i9", "d9d8", MATE2.fen, goal="material")
    assert status_text(material, "wxf") == "R1+9 does not win material: Black answers K4+1."
    assert status_text(PuzzleStatus(StatusKind.WRONG, "a1a5", "a9a5", rook, goal="material"), "wxf") == \
        "Not the best: R9+4 is refuted by R1+4"
    assert status_text(PuzzleStatus(StatusKind.WRONG, "i0i9", None, MATE2.fen, goal="mate"), "wxf") == \
        "R1+9 does not mate."


def test_the_readme_screenshot_renders(qtbot, tmp_path):
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location(
        "puzzle_screenshots", Path(__file__).resolve().parents[2] / "docs" / "puzzle_screenshots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    path = module.render(tmp_path, "en", "shot.png")
    from PySide6.QtGui import QImage
    image = QImage(str(path))
    assert image.width() == 1180 and image.height() == 800


class GatedEvaluator:
    """An evaluator that waits for the test to let it answer (to act while a move is being checked)."""

    def __init__(self):
        import threading
        self.gate = threading.Event()

    def evaluate(self, fen):
        from app.model import Board
        from app.puzzles import Evaluation
        self.gate.wait(30)
        return Evaluation(0, (Board.from_fen(fen).legal_moves()[0].iccs,))


def test_retry_while_checking_drops_the_late_verdict(qtbot, tmp_path):
    evaluator = GatedEvaluator()
    c, w = make(qtbot, tmp_path, puzzles=(TWO_MATES,), evaluator=evaluator)
    play(qtbot, w, "a5a6")                          # no mate: the refutation needs the (gated) engine
    assert c.phase is Phase.CHECKING and not w.hint_button.isEnabled()
    assert w.scene.snapshot.fen != TWO_MATES.fen     # the move stays on show while it is checked
    with qtbot.waitSignal(c.checking_changed) as blocker:
        w.retry_button.click()
    assert blocker.args == [False] and c.phase is Phase.SOLVING and w.scene.snapshot.fen == TWO_MATES.fen
    with qtbot.waitSignal(c._relay.done, timeout=30_000):
        evaluator.gate.set()
    assert c.phase is Phase.SOLVING and c.played == [] and c.store.record("t-two").attempts == 0


def test_the_window_speaks_chinese(qtbot, tmp_path):
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication
    from app.shell.language import I18N
    c, w = make(qtbot, tmp_path)
    translator = QTranslator()
    assert translator.load(str(I18N / "xiangqi_zh_CN.qm"))
    QApplication.instance().installTranslator(translator)
    try:
        w.retranslate()
        assert w.hint_button.text() == "提示" and w.goal_label.text() == "红方先走，2 步杀"
        play(qtbot, w, "a1d1")
        qtbot.waitUntil(lambda: len(c.played) == 2)
        assert w.status_label.text() == "正确！车九平六，对方应以 士５进４，请继续。"
    finally:
        QApplication.instance().removeTranslator(translator)
        w.retranslate()
    assert w.hint_button.text() == "Hint"


def test_a_provisional_acceptance_is_worded_as_not_proved_with_the_engines_view():
    from app.controller.puzzle_controller import PuzzleStatus
    status = PuzzleStatus(StatusKind.PROVISIONAL, "a1d1", fen=MATE2.fen, reply="e8d7", engine_mate=3)
    assert status_text(status, "iccs") == ("Accepted for now: a1d1 (not proved in time), answered by e8d7: "
                                           "your move. The engine sees mate in 3.")
    assert status_text(PuzzleStatus(StatusKind.PROVISIONAL, "a1d1", fen=MATE2.fen), "iccs") == \
        "Accepted for now: a1d1 (not proved in time) The engine sees no mate."
    also = PuzzleStatus(StatusKind.ALSO_GOOD, "a1d1", fen=MATE2.fen, reply="e8d7", engine_mate=3)
    assert status_text(also, "iccs") == "Also good! a1d1, answered by e8d7: your move."   # proved: no engine


# ----- damaged progress files, shapes checked, and the positions left out of a file -------------------------
def test_a_damaged_progress_file_is_kept_and_the_user_told_once(qtbot, tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(puzzle_window, "show_error", lambda parent, title, text: told.append((title, text)))
    path = tmp_path / "progress.json"
    damaged = b'{"format": 1, "rating": 1350.0, "puzzles": {"t-mate2": {"solved": tr'      # truncated
    path.write_bytes(damaged)
    c, w = make(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(told) == 1)
    (kept,) = tmp_path.glob("progress.json.broken-*")
    assert kept.read_bytes() == damaged and str(kept) in told[0][1] and "starts afresh" in told[0][1]
    with qtbot.waitSignal(c.solved):
        play(qtbot, w, "a1d1")
        qtbot.waitUntil(lambda: c.played == ["a1d1", "e8d7"])
        play(qtbot, w, "d1d7")
    assert kept.read_bytes() == damaged and len(told) == 1, "kept, and told only once"


def test_a_failed_progress_save_shows_in_the_window_and_the_puzzle_is_marked(qtbot, tmp_path):
    blocked = tmp_path / "data"
    blocked.write_text("not a folder")
    controller = PuzzleController(blocked / "progress.json", [Collection("Test", (MATE2,))])
    controller.reply_delay_ms = 0
    w = PuzzleWindow(controller)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.notice_label.isHidden()
    with qtbot.waitSignal(controller.solved):
        play(qtbot, w, "a1d1")
        qtbot.waitUntil(lambda: controller.played == ["a1d1", "e8d7"])
        play(qtbot, w, "d1d7")
    assert w.status_label.text().startswith("Solved in") and "Solved 1" in w.progress_label.text()
    assert w.notice_label.isVisible() and w.notice_label.text().startswith("Progress not saved: ")
    assert w.notice_label.textFormat() == Qt.TextFormat.PlainText


def test_a_file_with_bad_positions_says_how_many_were_left_out(qtbot, tmp_path, monkeypatch):
    from tests.controller.test_puzzle_controller import MIXED
    c, w = make(qtbot, tmp_path)
    path = tmp_path / "mixed.pgn"
    path.write_text(MIXED, encoding="utf-8")
    monkeypatch.setattr(puzzle_window, "ask_collection_path", lambda parent: str(path))
    w.open_button.click()
    assert c.collection.name == "mixed" and len(c.collection) == 1
    assert w.notice_label.isVisible()
    assert w.notice_label.text() == ("3 of the 4 positions in this file were left out (a bad position or "
                                     "move: 2; no moves: 1).")


def test_the_board_stays_put_when_the_status_line_grows(qtbot, tmp_path):
    """A long status ("Not good enough: … The engine answers …: you keep 1.4 pawns less …") wraps in the
    panel; it does not widen the panel and push the board aside (the board jumped back and forth in
    a player's walkthrough as the text came and went)."""
    from app.view.diagram import load_font
    app = QApplication.instance()
    kept = app.font()
    font = app.font()
    font.setFamilies([font.family(), load_font()])      # as the program sets it (app.shell.main)
    app.setFont(font)
    try:
        c, w = make(qtbot, tmp_path)
        _check_the_board_stays_put(qtbot, w)
    finally:
        app.setFont(kept)


def _check_the_board_stays_put(qtbot, w):
    from app.controller.puzzle_values import PuzzleStatus
    w.resize(1100, 720)
    qtbot.waitUntil(lambda: w.panel.width() > 0)
    w.show_status(PuzzleStatus(StatusKind.YOUR_MOVE))
    qtbot.waitUntil(lambda: w.status_label.text() == "Your move")
    QApplication.processEvents()
    before = (w.panel.geometry(), w.board_view.geometry())
    long = PuzzleStatus(StatusKind.NOT_ENOUGH, move="a1a2", refutation="d9e9", fen=MATE2.fen,
                        engine_score=-150, best_score=0)
    w.show_status(long)
    assert "engine answers" in w.status_label.text() and len(w.status_label.text()) > 60
    w.panel.layout().activate()                 # the layouts as they settle
    w.centralWidget().layout().activate()
    assert (w.panel.geometry(), w.board_view.geometry()) == before
    assert w.status_label.height() >= w.status_label.heightForWidth(w.status_label.width())   # all of it shows


def test_one_puzzle_is_counted_in_the_singular(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path, puzzles=(MATE2,))
    assert w.progress_label.text() == "Solved 0 · tried 0 · 1 puzzle"
    c2, w2 = make(qtbot, tmp_path, puzzles=(MATE2, THIRD))
    assert w2.progress_label.text() == "Solved 0 · tried 0 · 2 puzzles"


def test_the_board_keeps_its_size_when_it_loses_the_focus(qtbot, tmp_path):
    """The board's end of keyboard play asked the window for its status bar, and a window without one
    (this one) got an empty bar the first time the board lost the focus (a click on the collection
    list): the board shrank by the bar's height under the player's eyes."""
    from PySide6.QtWidgets import QStatusBar
    controller, window = make(qtbot, tmp_path)
    window.activateWindow()
    window.board_view.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(window.board_view.hasFocus)
    size = window.board_view.size()
    window.collection_box.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(window.collection_box.hasFocus)
    QApplication.processEvents()
    assert window.findChild(QStatusBar) is None
    assert window.board_view.size() == size
    window.board_view.setFocus(Qt.FocusReason.TabFocusReason)      # keyboard play: the help, and no bar
    window.board_view.start_keyboard_play()
    assert window.findChild(QStatusBar) is None and window.board_view.size() == size
