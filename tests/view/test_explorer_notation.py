"""Changing the notation (Settings ▸ Preferences) right after a move, while the opening explorer's
lookup of the new position is still waiting, rewrote the old position's moves on the new board and
raised IllegalMoveError in the settings handler (found in a player's walkthrough)."""

from app.model import Move


def test_changing_the_notation_right_after_a_move_raises_nothing(qtbot, studio):
    studio.controller.play(Move.from_iccs("h0g2"))
    panels = studio.library.panels
    assert panels and any(panel.pending for panel in panels)      # the lookup still waiting
    studio.settings.set("notation", "wxf")
    studio.settings.set("notation", "chinese")
    for panel in panels:
        qtbot.waitUntil(lambda panel=panel: not panel.pending)
        board = panel.board
        assert board is not None and board.turn.index == 1         # the new position, Black to move
        assert panel.table.rowCount() == len(panel.entries)        # written for it
