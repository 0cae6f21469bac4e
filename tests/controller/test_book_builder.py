"""Which opening book the computer plays from, and books built from the user's own games."""

from __future__ import annotations

from pathlib import Path

from app.ai.book import BUILTIN, Book, open_book
from app.controller.book_builder import BookBuilder, book_spec, built_book_path
from app.controller.player_builtin import BuiltinPlayer
from app.controller.player_seats import Seats
from app.controller.game_controller import GameController
from app.formats import read_games
from app.model import Board

GAMES = Path(__file__).resolve().parents[1] / "data" / "ccpd-games" / "以棋手分類" / "呂欽"


def test_book_spec(tmp_path):
    games = str(GAMES / "00000001.pgn")
    assert book_spec(False, games, tmp_path) is None
    assert book_spec(True, "", tmp_path) == BUILTIN
    assert book_spec(True, games, tmp_path) == BUILTIN          # not built yet: the master games serve
    built_book_path(games, tmp_path).write_bytes(Book().to_bytes())
    assert book_spec(True, games, tmp_path) == str(built_book_path(games, tmp_path))
    assert built_book_path(games, tmp_path) != built_book_path(str(GAMES / "00000009.pgn"), tmp_path)


def test_a_games_file_becomes_a_book_in_the_background(qtbot, tmp_path):
    source = str(GAMES / "00000001.pgn")
    builder = BookBuilder()
    with qtbot.waitSignal(builder.finished, timeout=60_000) as done:
        target = builder.build(source, tmp_path)
        assert builder.busy
    path, games, moves = done.args
    assert path == str(target) and games == 1 and moves == 30 and not builder.busy
    book = open_book(path)
    first = read_games(source)[0].mainline()[0]
    assert book is not None and book.min_games == 1
    assert [b.move.iccs for b, _ in book.candidates(Board())] in ([first], sorted([first, mirror(first)]))


def mirror(iccs: str) -> str:
    flip = {c: "abcdefghi"[8 - i] for i, c in enumerate("abcdefghi")}
    return flip[iccs[0]] + iccs[1] + flip[iccs[2]] + iccs[3]


def test_a_file_that_is_not_games_fails_with_a_reason(qtbot, tmp_path):
    bad = tmp_path / "notes.pgn"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    builder = BookBuilder()
    with qtbot.waitSignal(builder.failed, timeout=60_000) as failed:
        builder.build(str(bad), tmp_path)
    assert "not a game file" in failed.args[0]
    assert not built_book_path(str(bad), tmp_path).exists()


def test_seats_hand_the_book_to_the_built_in_computer(qtbot):
    seats = Seats(GameController(), computer_factory=lambda: BuiltinPlayer(search_factory=lambda: None))
    seats.set_book(BUILTIN)
    seats.configure({"black"}, "master", 1.0)
    computer = seats.player("black")
    assert isinstance(computer, BuiltinPlayer) and computer.book == BUILTIN
    seats.set_book(None)
    assert computer.book is None
