"""A library game's study window is titled with its players and event; the position search hides the
search fields its results ignore."""

from app.controller.study_controller import StudyController
from app.controller.study_document import StudyDocument
from app.model import Board
from app.model.tree import GameTree
from app.view.study_window import StudyWindow


def test_a_game_not_from_a_file_is_titled_by_its_players_and_event(qtbot):
    tree = GameTree.from_moves(["h2e2"], headers={"Red": "胡荣华", "Black": "<i>杨官璘</i>", "Event": "全国赛"})
    window = StudyWindow(StudyController(StudyDocument(tree)))
    qtbot.addWidget(window)
    assert window.windowTitle().startswith("胡荣华 – <i>杨官璘</i> (全国赛) — Study")
    empty = StudyWindow(StudyController(StudyDocument(GameTree())))
    qtbot.addWidget(empty)
    assert empty.windowTitle().startswith("Untitled")


def test_the_position_search_hides_the_fields_it_ignores(qtbot, tmp_path):
    from app.controller.library_controller import LibraryController
    from app.view.library_window import LibraryWindow

    controller = LibraryController(str(tmp_path / "lib.xqlib"))
    window = LibraryWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.player_edit.setText("胡荣华")
    window.search_position(Board())
    assert window.player_edit.isHidden() and window.field_labels[0].isHidden()
    assert not window.show_all_button.isHidden()
    window.show_all_button.click()
    assert not window.player_edit.isHidden()
    controller.close()


def test_the_comment_label_follows_the_move_shown_after_keys_and_redo(qtbot):
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2"])
    window = StudyWindow(StudyController(StudyDocument(tree)))
    qtbot.addWidget(window)
    c = window.controller
    c.go_to(tree.mainline_nodes()[1])
    assert window.comment_label.text() == "Comment on 1… 马８进７"
    c.back()                                        # what the Left key does
    assert window.comment_label.text() == "Comment on 1. 炮二平五"
    c.back()
    assert window.comment_label.text() == "Comment before the first move"
    c.forward()
    assert window.comment_label.text() == "Comment on 1. 炮二平五"


def test_the_study_header_names_the_games_opening_and_date(qtbot):
    from app.openings import classify
    moves = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6", "h7i7", "h6g6", "i7h7",
             "b0c2", "a9b9", "a0b0", "b7b3", "c3c4", "b3c3"]
    tree = GameTree.from_moves(moves, headers={"Red": "A", "Black": "B", "Event": "E", "Date": "19540700"})
    window = StudyWindow(StudyController(StudyDocument(tree)))
    qtbot.addWidget(window)
    opening = classify(moves)
    assert opening is not None
    assert opening.code in window.info_label.text() and "Jul 1954" in window.info_label.text()
