"""The play window names the ECCO opening reached so far (status bar) and the opening a hint leads to."""

from app.model import Move
from app.openings import PLIES, classify_prefix


def play(studio, *iccs):
    for text in iccs:
        assert studio.controller.play(Move.from_iccs(text))


def test_status_bar_names_the_opening_so_far_and_follows_browsing(qtbot, studio):
    label = studio.window.opening_label
    assert label.text() == ""                                   # no move yet: no opening
    play(studio, "h2e2")                                        # central cannon
    first = classify_prefix(["h2e2"], 1)
    assert first is not None and label.text().startswith(first.code + " ")
    play(studio, "h9g7", "h0g2", "i9h9")
    later = classify_prefix(["h2e2", "h9g7", "h0g2", "i9h9"], 4)
    assert later is not None and label.text().startswith(later.code + " ")
    studio.controller.show_ply(1)                               # browsing back shows that position's
    qtbot.waitUntil(lambda: label.text().startswith(first.code + " "), timeout=2000)
    studio.controller.show_ply(0)
    qtbot.waitUntil(lambda: label.text() == "", timeout=2000)


def test_a_game_from_another_position_names_no_opening(qtbot, studio):
    studio.controller.new_game(fen="3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1")
    play(studio, "e1d2")
    assert studio.window.opening_label.text() == ""


def test_hint_names_the_opening_its_move_leads_to(qtbot, studio):
    studio.play.show_hint(Move.from_iccs("h2e2"))
    message = studio.window.statusBar().currentMessage()
    assert message.startswith("Hint: ") and " · " in message
    studio.controller.set_hint(None)
    while len(studio.controller.game.moves) < PLIES:            # past the plies that decide a code
        board = studio.controller.game.board
        assert studio.controller.play(min(board.legal_moves(), key=lambda move: move.iccs))
    studio.play.show_hint(min(studio.controller.game.board.legal_moves(), key=lambda move: move.iccs))
    assert " · " not in studio.window.statusBar().currentMessage()


# 1. 炮二平五 炮８平５ 2. 马二进三 马８进７ 3. 车一平二 车９进１ 4. 车二进六 车９平４
ISSUE_MOVES = ["h2e2", "h7e7", "h0g2", "h9g7", "i0h0", "i9i8", "h0h6", "i8d8"]


def test_one_name_for_the_same_moves_everywhere(qtbot, studio, tmp_path):
    """The status bar, the hint, the saved game's [ECCO] tag, the study window and the
    library all name the opening of the moves played as classify does; after 3... 车９进１ the bar says
    直车对横车 (D20), not 'vs Delayed Rook', and after 4... 车９平４ D24 as the saved game does."""
    from app.controller.study_controller import StudyController
    from app.controller.study_document import StudyDocument
    from app.formats import read_games
    from app.library import Library
    from app.openings import classify
    from app.view.opening_texts import code_text, opening_text
    from app.view.study_window import StudyWindow

    label = studio.window.opening_label
    play(studio, *ISSUE_MOVES[:6])
    assert label.text() == code_text(classify(ISSUE_MOVES[:6])) and label.text().startswith("D20 ")
    assert "Horizontal Rook" in label.text() and "Delayed" not in label.text()
    studio.play.show_hint(Move.from_iccs(ISSUE_MOVES[6]))                      # the hint names what the move leads to
    assert studio.window.statusBar().currentMessage().endswith(opening_text(classify(ISSUE_MOVES[:7])))
    play(studio, *ISSUE_MOVES[6:])
    shown = label.text()
    assert shown == code_text(classify(ISSUE_MOVES)) and shown.startswith("D24 ")

    path = tmp_path / "reported.pgn"
    studio.played.save(studio.controller.game, str(path), "Red", "Black")
    [saved] = read_games(path)
    assert saved.headers["ECCO"] == "D24"
    study = StudyWindow(StudyController(StudyDocument(saved)))
    qtbot.addWidget(study)
    assert shown in study.info_label.toolTip()                          # whole there, cut to fit in the header
    assert shown[:60] in study.info_label.text()

    library = Library(tmp_path / "games.xqlib")
    library.import_paths([path])
    assert [row.code for row in library.most_played_openings(10)] == ["D24"]
    library.close()
