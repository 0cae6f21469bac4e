"""The computer's opening book, composed: the settings choose the master games or a games file of the
user's; a games file not yet made into a book is built in the background (BookBuilder) while the
master games serve, and the computer is told when it is ready (or the user why it is not)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from app.controller.book_builder import BookBuilder, book_spec, built_book_path
from app.controller.player_seats import Seats
from app.controller.settings import Settings
from app.engines.book_build import BookBuildError
from app.view import texts
from app.view.main_window import MainWindow


class OpeningBook(QObject):
    """Keeps the computer's opening book as the settings choose it."""

    def __init__(self, settings: Settings, seats: Seats, window: MainWindow, folder: Path,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings, self.seats, self.window, self.folder = settings, seats, window, folder
        self.builder = BookBuilder(self)
        self.builder.finished.connect(self.on_built)
        self.builder.failed.connect(self.on_failed)
        settings.watch(Settings.ai_book, lambda _on: self.update())
        settings.watch(Settings.ai_book_games, lambda _path: self.update())
        self.update()

    def update(self) -> None:
        """Give the computer the book the settings name (building it from a games file first if needed)."""
        enabled, games = self.settings.ai_book, self.settings.ai_book_games
        if enabled and games and not built_book_path(games, self.folder).exists() and not self.builder.busy:
            self.builder.build(games, self.folder)
        self.seats.set_book(book_spec(enabled, games, self.folder))

    def on_built(self, _path: str, games: int, moves: int) -> None:
        """The user's games are now the computer's opening book."""
        self.window.show_status(texts.book_ready(games, moves))
        self.update()

    def on_failed(self, error: BookBuildError) -> None:
        """Say why no book came of the chosen games, and go back to the master games."""
        games = self.settings.ai_book_games
        self.window.dialogs.error(texts.book_failed_title(), texts.book_failed(Path(games).name, error))
        self.settings.ai_book_games = ""
