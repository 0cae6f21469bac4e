"""The window with pytest-qt, offscreen: clicks, highlights, popups, history, notation, settings."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from app.model import Move, Termination
from app.model.tables import parse_square as sq
from tests.view.conftest import drag_on_board, second_session


def click(qtbot, studio, name):
    view = studio.window.board_view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq(name)))


def drag(qtbot, studio, a, b):
    drag_on_board(qtbot, studio.window.board_view, sq(a), sq(b))


def test_clicking_through_a_short_game(qtbot, studio):
    for name in ["h2", "e2", "h9", "g7", "h0", "g2"]:
        click(qtbot, studio, name)
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2", "h9g7", "h0g2"]
    history = studio.window.history
    assert [history.item(0, 0).text(), history.item(0, 1).text(), history.item(1, 0).text()] == [
        "炮二平五", "马８进７", "马二进三"]
    assert studio.window.turn_label.text() == "Black to move"


def test_drag_and_drop(qtbot, studio):
    drag(qtbot, studio, "b2", "e2")
    assert studio.controller.game.moves == [Move.from_iccs("b2e2")]


def test_legal_target_highlights(qtbot, studio):
    click(qtbot, studio, "b0")
    scene = studio.window.scene
    assert scene.marks("selected") == [sq("b0")]
    assert scene.marks("dot") == sorted([sq("a2"), sq("c2")])
    click(qtbot, studio, "b2")  # another own piece: select it instead
    board = studio.controller.game.board
    from_b2 = [m.to_sq for m in board.legal_moves() if m.from_sq == sq("b2")]
    assert scene.marks("ring") == [sq("b9")]
    assert scene.marks("dot") == sorted(t for t in from_b2 if board.piece_at(t) is None)
    assert len(scene.marks("dot")) == 11  # b1, b3-b6, a2, c2-g2


def test_illegal_attempt_goes_to_the_status_bar(qtbot, studio):
    studio.controller.new_game("cxq", "4k4/9/9/9/9/9/9/9/5R3/3K1N3 w - - 0 1")
    click(qtbot, studio, "f0")
    drag(qtbot, studio, "f0", "e2")
    # points are named in the chosen notation's terms: Chinese (the default) counts files from the mover's right
    assert studio.window.statusBar().currentMessage() == "the horse is blocked at file 4, rank 2"
    studio.settings.set("notation", "iccs")
    drag(qtbot, studio, "f0", "e2")
    assert studio.window.statusBar().currentMessage() == "the horse is blocked at f1"
    assert studio.controller.game.moves == []


def test_perpetual_check_popup(qtbot, studio):
    studio.controller.new_game("cxq", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    moves = (["a0", "a9", "e9", "e8"] + ["a9", "a8", "e8", "e9", "a8", "a9", "e9", "e8"] * 3)[:26]
    for name in moves:
        click(qtbot, studio, name)
    rulings = studio.window.dialogs.rulings
    assert len(rulings) == 1 and rulings[0].termination == Termination.PERPETUAL_CHECK
    status = studio.window.statusBar().currentMessage()
    assert status == ("Black wins: Red checked 7 times in a row with one rook; CXQ allows 6, whether or not "
                      "positions repeat (CXQ perpetual check, rule A4)")
    history = studio.window.history
    assert history.item(history.rowCount() - 1, 0).text() == status


def test_history_navigation_with_keys_and_clicks(qtbot, studio):
    for text in ["h2e2", "h9g7", "h0g2", "i9h9"]:
        studio.controller.play(Move.from_iccs(text))
    window = studio.window
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert studio.controller.view_ply == 3 and studio.controller.browsing
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert studio.controller.view_ply == 0
    assert window.scene.marks("last") == []
    click(qtbot, studio, "h2")
    assert window.scene.marks("selected") == [], "read-only while browsing"
    history = window.history
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(0, 1)).center())
    assert studio.controller.view_ply == 2
    assert window.continue_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert not studio.controller.browsing and not window.continue_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Left)
    window.continue_button.click()
    assert len(studio.controller.game.moves) == 3


def test_notation_switches_live(qtbot, studio):
    for text in ["h2e2", "h9g7"]:
        studio.controller.play(Move.from_iccs(text))
    history = studio.window.history
    studio.window.actions_by_name["notation_wxf"].trigger()
    assert history.item(0, 0).text() in ("C2.5", "C2=5")
    assert history.item(0, 1).text() == "H8+7"
    studio.window.actions_by_name["notation_iccs"].trigger()
    assert [history.item(0, 0).text(), history.item(0, 1).text()] == ["h2e2", "h9g7"]
    studio.window.actions_by_name["notation_chinese"].trigger()
    assert history.item(0, 0).text() == "炮二平五"
    assert studio.settings.get("notation") == "chinese"


def test_touch_move_setting_and_undo(qtbot, studio):
    click(qtbot, studio, "h2")
    click(qtbot, studio, "e2")
    assert studio.window.actions_by_name["undo"].isEnabled()
    studio.settings.set("touch_move", True)
    assert not studio.window.actions_by_name["undo"].isEnabled()
    click(qtbot, studio, "h9")
    click(qtbot, studio, "b9")  # touch-move: the h9 horse was touched; b9 is refused
    assert "must move" in studio.window.statusBar().currentMessage()


def test_flip_copy_paste_fen(qtbot, studio):
    studio.window.actions_by_name["flip"].trigger()
    assert studio.window.scene.flipped and studio.settings.get("flipped")
    studio.window.actions_by_name["copy_fen"].trigger()
    assert studio.window.clipboard_text().startswith("rnbakabnr/")
    studio.window.copy_text("not a fen")
    studio.window.actions_by_name["paste_fen"].trigger()
    assert studio.window.dialogs.errors and "FEN" in studio.window.dialogs.errors[-1][1]
    studio.window.copy_text("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    studio.window.actions_by_name["paste_fen"].trigger()
    assert studio.controller.game.board.fen() == "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
    studio.window.copy_text("4k4/9/9/9/9/9/9/9/9/R2K5 w - - ① 1")         # a non-ASCII digit: the FEN's error
    studio.window.actions_by_name["paste_fen"].trigger()
    assert "halfmove" in studio.window.dialogs.errors[-1][1].lower()
    studio.window.copy_text("4k4/9/9/9/9/9/9/9/P8/R2K5 w - - 0 1")         # a pawn behind its start: a warning
    studio.window.actions_by_name["paste_fen"].trigger()
    assert studio.controller.game.board.fen() == "4k4/9/9/9/9/9/9/9/P8/R2K5 w - - 0 1"
    assert "cannot reach this position" in studio.window.statusBar().currentMessage()


def test_resign_and_draw(qtbot, studio):
    studio.window.actions_by_name["resign"].trigger()
    assert studio.window.dialogs.rulings[-1].termination == Termination.RESIGNATION
    studio.window.actions_by_name["new"].trigger()
    studio.window.actions_by_name["draw"].trigger()
    assert studio.window.dialogs.rulings[-1].termination == Termination.AGREEMENT


def test_asian_violation_warning_can_be_declined(qtbot, studio):
    # black to move; red's rook chases the crossed black pawn and red's 4th rook move completes the
    # third occurrence of the start position: the warning comes before that move
    studio.controller.new_game("asian", "5k3/9/9/9/3R5/9/3p5/9/9/3K5 b - - 0 1")
    dialogs = studio.window.dialogs
    dialogs.answers["violation"] = False
    for text in ["d3e3", "d5e5", "e3d3", "e5d5", "d3e3", "d5e5", "e3d3"]:
        assert studio.controller.play(Move.from_iccs(text))
    assert not studio.controller.play(Move.from_iccs("e5d5"))
    assert dialogs.questions and dialogs.questions[0][0] == "violation"
    warning = dialogs.questions[0][1]
    assert warning.winner == "black" and warning.termination == Termination.PERPETUAL_CHASE
    assert len(studio.controller.game.moves) == 7 and dialogs.rulings == []
    from app.view.texts import violation_warning
    assert violation_warning(warning) == ("This repeats a perpetual chase of the black pawn; under the Asian "
                                          "Rules you must change. Play it anyway?")
    dialogs.answers["violation"] = True
    assert studio.controller.play(Move.from_iccs("e5d5"))
    assert dialogs.rulings and dialogs.rulings[0].winner == "black"


def test_language_switches_to_simplified_chinese_and_back(qtbot, studio):
    studio.settings.set("language", "zh_CN")
    try:
        titles = [a.text() for a in studio.window.menuBar().actions()]
        assert titles[:2] == ["文件(&F)", "对局(&G)"]
        assert studio.window.turn_label.text() == "轮到红方走"
        from app.model import Outcome, Termination
        from app.view.texts import outcome_sentence
        outcome = Outcome("black", Termination.PERPETUAL_CHECK, "CXQ-A4", culprit="red", count=7, pieces=("rook",))
        assert outcome_sentence(outcome) == "黑方胜：红方用一车连续将军 7 次（CXQ 长将，第 A4 条）"
    finally:
        studio.settings.set("language", "en")
    assert studio.window.menuBar().actions()[1].text() == "&Game"
    assert studio.window.turn_label.text() == "Red to move"


def test_autosave_after_every_move_and_restore_after_a_crash(qtbot, studio, tmp_path):
    import json

    for text in ["h2e2", "h9g7", "h0g2"]:
        studio.controller.play(Move.from_iccs(text))
    data = json.loads(studio.autosave.path.read_text(encoding="utf-8"))
    assert data["moves"] == ["h2e2", "h9g7", "h0g2"] and data["ruleset"] == "cxq"
    # "crash": the file stays (and the system lets the dead instance's lock go); a new session offers it
    leftovers = sorted(p.name for p in studio.autosave.folder.iterdir())
    assert leftovers == [studio.autosave.path.name, studio.autosave.lock.path.name], "no temporary files left"
    studio.autosave.lock.release()

    second, answered = second_session(tmp_path, studio.autosave.folder)
    qtbot.addWidget(second.window)
    assert answered == [("restore", 3)]
    assert [m.iccs for m in second.controller.game.moves] == ["h2e2", "h9g7", "h0g2"]
    second.autosave.clear()
    assert not second.autosave.exists()


def test_autosave_ignores_a_corrupt_file(tmp_path):
    from app.controller.autosave import Autosave
    save = Autosave(tmp_path)
    save.path.write_text("{not json", encoding="utf-8")
    assert save.load() is None
    save.path.write_text('{"start_fen": "bad", "moves": [], "ruleset": "cxq"}', encoding="utf-8")
    assert save.load() is None


def test_open_recent_file_opens_a_study_window(qtbot, studio):
    from pathlib import Path

    from app.view.study_window import StudyWindow
    sample = Path(__file__).resolve().parent.parent / "data" / "games" / "cchess" / "test_5_variations.xqf"
    studio.window.open_path_requested.emit(str(sample))
    windows = studio.window.findChildren(StudyWindow)
    assert len(windows) == 1 and windows[0].isVisible()
    assert studio.recent.paths()[0] == str(sample)
    assert [a.text() for a in studio.window.recent_menu.actions()] == [str(sample)]
    windows[0].close()


def test_opening_a_file_for_study_asks_nothing_and_keeps_the_game_on_the_board(qtbot, studio, monkeypatch):
    """A file opens in a study window of its own: the unsaved game being played is not left, so
    nothing is asked about it and it stays as it was (still to be saved)."""
    from pathlib import Path

    from app.model import Move
    from app.view.study_window import StudyWindow
    asked: list[str] = []
    monkeypatch.setattr(studio.window.dialogs, "unsaved_game", lambda: asked.append("save?") or "cancel")
    assert studio.controller.play(Move.from_iccs("h2e2"))
    assert studio.played.needs_saving(studio.controller.game)
    sample = Path(__file__).resolve().parent.parent / "data" / "games" / "cchess" / "test_5_variations.xqf"
    studio.window.open_path_requested.emit(str(sample))
    windows = studio.window.findChildren(StudyWindow)
    assert len(windows) == 1 and windows[0].isVisible()
    assert asked == []
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2"]
    assert studio.played.needs_saving(studio.controller.game)
    windows[0].close()


def test_illegal_move_reason_in_chinese(qtbot, studio):
    studio.controller.new_game("cxq", "4k4/9/9/9/9/9/9/9/5R3/3K1N3 w - - 0 1")
    studio.settings.set("language", "zh_CN")
    try:
        click(qtbot, studio, "f0")
        drag(qtbot, studio, "f0", "e2")
        assert studio.window.statusBar().currentMessage() == "蹩马腿：4路第2线 有子"
    finally:
        studio.settings.set("language", "en")
    drag(qtbot, studio, "f0", "e2")
    assert studio.window.statusBar().currentMessage() == "the horse is blocked at file 4, rank 2"


def test_every_model_reason_is_worded_in_both_languages(qapp):
    """Each IllegalReason has a template, every reason the board gives is worded with its arguments
    filled in (no placeholder left), and every template has a Chinese translation."""

    from app.model import Board, IllegalMoveError, IllegalReason, Move
    from app.view import texts
    assert set(texts._illegal_templates()) == set(IllegalReason)
    board = Board("5k3/9/9/9/4p4/9/9/4C4/R8/2BK1N3 w - - 0 1")
    seen = set()
    for f in range(90):
        for t in range(90):
            try:
                board.copy().push(Move(f, t))
            except IllegalMoveError as err:
                seen.add(err.reason)
                words = texts.illegal_reason(err)
                assert "%" not in words and "None" not in words, (err.reason, words)
    assert len(seen) >= 10
    from tools.i18n import translate_zh_CN
    import ast
    import inspect
    tree = ast.parse(inspect.getsource(texts._illegal_templates))
    sources = {n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call)
               and getattr(n.func, "id", "") == "tr" and n.args and isinstance(n.args[0], ast.Constant)}
    assert sources and not sources - set(translate_zh_CN.ZH)


def test_study_edits_are_autosaved_and_offered_after_a_crash(qtbot, studio, tmp_path, monkeypatch):
    import shutil
    from pathlib import Path

    from app.controller.autosave import pending_studies
    from app.view.study_window import StudyWindow

    from app.view import study_window
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")  # never block
    sample = Path(__file__).resolve().parent.parent / "data" / "games" / "cchess" / "test_5_variations.xqf"
    folder = studio.autosave.folder
    studio.window.open_path_requested.emit(str(sample))
    window = studio.window.findChildren(StudyWindow)[0]
    assert pending_studies(folder) == [], "nothing written before an edit"
    window.controller.set_comment("my note")
    pending = pending_studies(folder)
    assert len(pending) == 1 and pending[0][2] == str(sample)
    crash = tmp_path / "crash"
    crash.mkdir()
    for path in pending[0][:2]:
        shutil.copy(path, crash / path.name)
    window.controller.document.set_modified(False)  # as after a save: the autosave goes away
    assert pending_studies(folder) == []
    window.close()

    again, asked = second_session(tmp_path, crash)
    qtbot.addWidget(again.window)
    assert ("restore_study", 1) in asked
    restored = again.window.findChildren(StudyWindow)
    assert len(restored) == 1
    controller = restored[0].controller
    assert controller.document.modified and controller.document.path == str(sample)
    assert controller.tree.root.comment == "my note" or any(n.comment == "my note" for n in controller.tree.nodes())
    assert len(pending_studies(crash)) == 1, "the restored edits are autosaved again at once"
    assert restored[0].explorer is not None, "a restored window has the features an opened one has"
    assert any(a.text() == "Analyse &game…" for menu in restored[0].menuBar().findChildren(QMenu)
               for a in menu.actions())
    controller.document.set_modified(False)
    restored[0].close()


def test_illegal_reason_takes_the_error_value(qapp):
    from app.model.enums import Color, PieceKind
    from app.model.errors import IllegalMoveError, IllegalReason
    from app.view.texts import illegal_reason
    wrong = IllegalMoveError(IllegalReason.WRONG_TURN, square=sq("h9"), color=Color.BLACK, kind=PieceKind.HORSE,
                             turn=Color.RED)
    assert illegal_reason(wrong) == "that is Black's horse; it is Red's turn"
    assert illegal_reason(IllegalMoveError(IllegalReason.KINGS_FACE)) == "kings would face each other"
    blocked = IllegalMoveError(IllegalReason.HORSE_LEG, square=sq("f1"), turn=Color.RED)
    assert illegal_reason(blocked) == "the horse is blocked at f1"
    assert illegal_reason(blocked, "wxf") == "the horse is blocked at file 4, rank 2"   # from Red's side
    assert illegal_reason(IllegalMoveError(IllegalReason.HORSE_LEG, square=sq("f8"), turn=Color.BLACK),
                          "chinese") == "the horse is blocked at file 6, rank 2"    # from Black's side
