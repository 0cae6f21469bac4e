"""A move played costs the move list the same at any length of game: one move
written, one or two cells set; and what the list shows stays right through undo, other moves, a new
notation and a game that Black starts. (Times are measured by `python -m app.bench gui --moves`.)"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from app.controller import move_text
from app.controller.move_text import move_texts
from app.model import Game, Move

SHUFFLE = ("h0g2", "h9g7", "g2h0", "g7h9")


def long_game(plies: int, fen: str | None = None) -> Game:
    game = Game(fen, "casual", analysis=True, repetitions=10**9)
    for i in range(plies):
        game.push(Move.from_iccs(SHUFFLE[i % 4]))
    return game


class Counts:
    def __init__(self, monkeypatch, history) -> None:
        self.writes = self.cells = self.headers = 0
        write, set_item, set_header = move_text.write_move, history.setItem, history.setVerticalHeaderItem

        def counted_write(*args, **kwargs):
            self.writes += 1
            return write(*args, **kwargs)

        def counted_item(*args):
            self.cells += 1
            return set_item(*args)

        def counted_header(*args):
            self.headers += 1
            return set_header(*args)

        monkeypatch.setattr(move_text, "write_move", counted_write)
        monkeypatch.setattr(history, "setItem", counted_item)
        monkeypatch.setattr(history, "setVerticalHeaderItem", counted_header)

    def reset(self) -> None:
        self.writes = self.cells = self.headers = 0


def shown(history) -> list[str]:
    cells = []
    for row in range(history.rowCount()):
        for column in (0, 1):
            item = history.item(row, column)
            cells.append(item.text() if item is not None else "")
    headers = [history.verticalHeaderItem(r).text() for r in range(history.rowCount())]
    assert headers == [f"{r + 1}." for r in range(history.rowCount())]
    return cells


def expected(game: Game, notation: str, black_first: bool = False) -> list[str]:
    cells = ([""] if black_first else []) + move_texts(game, notation)
    return cells + [""] * (len(cells) % 2)


@pytest.mark.parametrize("plies", [10, 400])
def test_a_move_played_writes_one_move_and_sets_one_cell(qtbot, studio, monkeypatch, plies):
    c, history = studio.controller, studio.window.history
    c.load_game(long_game(plies))
    counts = Counts(monkeypatch, history)
    for i in range(plies, plies + 4):
        counts.reset()
        assert c.play(Move.from_iccs(SHUFFLE[i % 4]))
        assert counts.writes == 1, "only the new move is written"
        assert counts.cells <= 2 and counts.headers <= 1, "only the new move's cells are set"
    assert shown(history) == expected(c.game, studio.settings.get("notation"))


def test_the_list_stays_right_through_undo_other_moves_and_notations(qtbot, studio):
    c, history = studio.controller, studio.window.history
    c.load_game(long_game(9))
    assert c.undo() and c.undo() and c.undo()
    assert c.play(Move.from_iccs("a0a1")) and c.play(Move.from_iccs("a9a8")) and c.play(Move.from_iccs("a1a0"))
    assert shown(history) == expected(c.game, "chinese")
    studio.settings.set("notation", "iccs")
    assert shown(history) == expected(c.game, "iccs")
    assert history.text_at(7) == "a0a1"
    c.resign()
    assert history.columnSpan(history.rowCount() - 1, 0) == 2, "the result's row"
    c.load_game(long_game(0, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"))
    assert c.play(Move.from_iccs("h9g7")) and c.play(Move.from_iccs("h0g2"))
    assert shown(history) == expected(c.game, "iccs", black_first=True)
    c.load_game(long_game(3))
    assert shown(history) == expected(c.game, "iccs")
