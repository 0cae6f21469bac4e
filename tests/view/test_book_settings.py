"""The opening-book settings reach the computer; a chosen games file is built into a book."""

from __future__ import annotations

from pathlib import Path

from app.engines import SHIPPED_BOOK as BUILTIN
from app.controller.book_builder import built_book_path

GAMES = Path(__file__).resolve().parents[1] / "data" / "ccpd-games" / "以棋手分類" / "呂欽" / "00000009.pgn"


def test_the_book_follows_the_settings(qtbot, studio):
    assert studio.seats.book == BUILTIN                     # on by default: the master games
    studio.settings.set("ai_book", False)
    assert studio.seats.book is None
    studio.settings.set("ai_book", True)
    with qtbot.waitSignal(studio.book.builder.finished, timeout=60_000):
        studio.settings.set("ai_book_games", str(GAMES))
        assert studio.seats.book == BUILTIN                 # until the new book is ready
    built = built_book_path(str(GAMES), studio.autosave.folder)
    assert studio.seats.book == str(built) and built.exists()


def test_a_games_file_that_makes_no_book_is_reported_and_forgotten(qtbot, studio, tmp_path):
    bad = tmp_path / "empty.pgn"
    bad.write_text("", encoding="utf-8")
    with qtbot.waitSignal(studio.book.builder.failed, timeout=60_000):
        studio.settings.set("ai_book_games", str(bad))
    qtbot.waitUntil(lambda: studio.settings.get("ai_book_games") == "")
    assert studio.seats.book == BUILTIN
    assert any("empty.pgn" in text for _title, text in studio.window.dialogs.errors)
