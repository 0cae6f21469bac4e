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
    studio.on_hint(Move.from_iccs("h2e2"))
    message = studio.window.statusBar().currentMessage()
    assert message.startswith("Hint: ") and " · " in message
    studio.controller.set_hint(None)
    while len(studio.controller.game.moves) < PLIES:            # past the plies that decide a code
        board = studio.controller.game.board
        assert studio.controller.play(min(board.legal_moves(), key=lambda move: move.iccs))
    studio.on_hint(min(studio.controller.game.board.legal_moves(), key=lambda move: move.iccs))
    assert " · " not in studio.window.statusBar().currentMessage()
