"""The tournament window's live panels: the standings, the crosstable, the finished games and the games
under way on a small board. They show values the tournament controller hands them (Standings,
PlayedGame, LiveGame); engine names and texts are plain text (table items and plain-text labels).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QListWidget, QListWidgetItem,
                               QPlainTextEdit, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from app.model import START_FEN
from app.model.snapshot import BoardSnapshot

from .board_scene import BoardScene
from .board_view import BoardView
from .new_game_dialog import level_word
from .plain_text import fill, plain_tooltip

if TYPE_CHECKING:
    from app.controller.tournament_values import LiveGame
    from app.tournament import EloEstimate, GameResult, PlayedGame, Standings


def tr(text: str) -> str:
    """Translate a source text in the 'TournamentTables' context."""
    return QCoreApplication.translate("TournamentTables", text)


def points_text(value: float) -> str:
    """1, 1.5, 0.5."""
    return f"{int(value)}" if value == int(value) else f"{value:g}"


NOT_YET = "—"      # a value that does not mean anything yet
BUILTIN_PREFIX = "builtin-"     # a built-in level's name in the games: 'builtin-casual' (app.tournament.config)


def engine_name(name: str) -> str:
    """An engine as the window names it: a built-in level in the user's words ("Built-in: Casual",
    内置：休闲), as the set-up lists it; any other name (the games' own) as it is."""
    level = name[len(BUILTIN_PREFIX):] if name.startswith(BUILTIN_PREFIX) else ""
    word = level_word(level) if level else ""
    return tr("Built-in: %1").replace("%1", word) if word and word != level else name


def elo_cells(estimate: EloEstimate | None) -> tuple[str, str, str]:
    """Elo, its 95% error and the LOS as table cells: "—" until they mean something (an Elo needs
    results that differ, the LOS a decisive game; before, they would read "+inf ± inf" or "± 0")."""
    if estimate is None or estimate.games == 0:
        return NOT_YET, NOT_YET, NOT_YET
    meaningful = estimate.meaningful and math.isfinite(estimate.elo)
    elo, error = (f"{estimate.elo:+.0f}", f"{estimate.error:.0f}") if meaningful else (NOT_YET, NOT_YET)
    return elo, error, f"{100 * estimate.los:.1f}%" if estimate.los_meaningful else NOT_YET


def ending_text(game: PlayedGame | GameResult) -> str:
    """How a finished game ended, in words (the engine's own detail, if any, as it gave it)."""
    words = {"checkmate": tr("Checkmate"), "stalemate": tr("Stalemate"), "perpetual check": tr("Perpetual check"),
             "perpetual chase": tr("Perpetual chase"), "mutual perpetual": tr("Mutual perpetual"),
             "repetition": tr("Repetition"), "moves rule": tr("Move limit of the rules"),
             "effective moves rule": tr("Move limit of the rules"), "progress rule": tr("Move limit of the rules"),
             "time forfeit": tr("Lost on time")}
    endings = {"adjudicated win": tr("Adjudicated win"), "adjudicated draw": tr("Adjudicated draw"),
               "move limit": tr("Move limit"), "engine crash": tr("Engine crashed"),
               "engine timeout": tr("Engine stopped answering"), "illegal move": tr("Illegal move"),
               "engine error": tr("Engine error")}
    ending = game.ending.value
    if ending == "rules":
        text = words.get(game.termination, game.termination)
        text = f"{text} ({game.rule})" if game.rule else text
        return f"{text}: {game.detail}" if game.detail else text       # (how late a move lost on time came)
    text = endings.get(ending, ending)
    return f"{text}: {game.detail}" if game.detail and game.ending.is_failure else text


def _item(text: str, align_right: bool = False, data: object = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setWordWrap(False)
    return table


def _fit_height(table: QTableWidget, most: int) -> None:
    """As tall as its rows (at most `most` of them; more scroll)."""
    rows = min(table.rowCount(), most)
    height = table.horizontalHeader().sizeHint().height() + rows * table.verticalHeader().defaultSectionSize()
    table.setFixedHeight(height + 2 * table.frameWidth() + 2)


LATE_COLUMN = 10


class StandingsPanel(QWidget):
    """The table (rank, engine, games, points, wins, draws, losses, Elo, error, LOS, and once an engine
    was late with a move, its late moves), the match line (two engines: Elo, LOS, the SPRT) and, for
    three engines or more, the crosstable. Before a tournament starts: a line saying so, no empty table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.table = _table(11)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)   # the columns fit: no scroll bar
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setColumnHidden(LATE_COLUMN, True)
        self.cross = _table(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.hint)
        layout.addWidget(self.table)
        layout.addWidget(self.summary)
        layout.addWidget(self.cross)
        layout.addStretch(1)
        self.standings: Standings | None = None
        self.clear_standings()
        self.retranslate()

    def retranslate(self) -> None:
        """Headers in the current language."""
        self.hint.setText(tr("The standings and the crosstable appear here once the tournament starts."))
        self.table.setHorizontalHeaderLabels([tr("Rank"), tr("Engine"), tr("Games"), tr("Points"), tr("Won"),
                                              tr("Drawn"), tr("Lost"), tr("Elo"), "±", tr("LOS"), tr("Late")])
        tips = {7: tr("Elo difference against the field met, shown once the results differ"),
                8: tr("Half the width of the Elo's 95% interval"),
                9: tr("Likelihood of superiority, shown once a game was decisive"),
                LATE_COLUMN: tr("Moves that came after their time, within the margin (noted in the PGN)")}
        for column, tip in tips.items():
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        if self.standings is not None:
            self.show_standings(self.standings)

    def clear_standings(self) -> None:
        """No tournament yet: the line saying so instead of the tables."""
        self.standings = None
        self.table.setRowCount(0)
        for widget in (self.table, self.summary, self.cross):
            widget.hide()
        self.hint.show()

    def show_standings(self, table: Standings) -> None:
        """Show the table after the latest game."""
        self.standings = table
        self.hint.hide()
        self.table.show()
        self.summary.show()
        self.table.setRowCount(len(table.rows))
        for row, line in enumerate(table.rows):
            elo, error, los = elo_cells(line.elo)
            cells = [str(row + 1), engine_name(line.name), str(line.games), points_text(line.points), str(line.wins),
                     str(line.draws), str(line.losses), elo, error, los, str(line.late)]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, _item(text, column != 1))
        self.table.setColumnHidden(LATE_COLUMN, not any(line.late for line in table.rows))
        _fit_height(self.table, 8)
        self.summary.setText(self.summary_text(table))
        self._show_cross(table)

    @staticmethod
    def summary_text(table: Standings) -> str:
        """'4 of 12 games played', then for a match the first engine's Elo and the SPRT."""
        parts = [tr("%1 of %2 games played").replace("%1", str(table.finished)).replace("%2", str(table.total))]
        if table.match is not None and table.match.games and table.match.meaningful:
            first, second = list(table.cross)
            elo, error, los = elo_cells(table.match)
            parts.append(fill(tr("%1 against %2: Elo %3 ± %4, LOS %5"), first, second, elo, error, los))
        if table.sprt is not None:
            s = table.sprt
            decision = {"H0": tr("H0 accepted"), "H1": tr("H1 accepted")}.get(s.decision.value, tr("no decision yet"))
            parts.append(tr("SPRT: LLR %1 (%2, %3), %4").replace("%1", f"{s.llr:.2f}").replace(
                "%2", f"{s.lower:.2f}").replace("%3", f"{s.upper:.2f}").replace("%4", decision))
        return "; ".join(parts)

    def _show_cross(self, table: Standings) -> None:
        names = [r.name for r in table.rows]
        self.cross.setVisible(len(names) > 2)          # two engines: the table says it all
        self.cross.setColumnCount(len(names) + 1)
        self.cross.setRowCount(len(names))
        self.cross.setHorizontalHeaderLabels([tr("Engine")] + [str(i) for i in range(1, len(names) + 1)])
        for row, name in enumerate(names):
            self.cross.setItem(row, 0, _item(f"{row + 1}. {engine_name(name)}"))
            for column, other in enumerate(names, 1):
                if other == name:
                    text = "—"
                else:
                    got, played = table.cross[name][other]
                    text = f"{points_text(got)}/{played}" if played else ""
                self.cross.setItem(row, column, _item(text, True))
        self.cross.resizeColumnsToContents()
        _fit_height(self.cross, 8)

    def cell(self, row: int, column: int, cross: bool = False) -> str:
        """A cell's text (for tests and screen readers)."""
        item = (self.cross if cross else self.table).item(row, column)
        return item.text() if item is not None else ""


class FinishedGames(QTableWidget):
    """The finished games, newest last; double-click (or Enter) asks to open one."""

    open_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.itemActivated.connect(lambda item: self.open_requested.emit(self.number_at(item.row())))
        self.retranslate()

    def retranslate(self) -> None:
        """Headers in the current language."""
        self.setHorizontalHeaderLabels([tr("Game"), tr("Red"), tr("Black"), tr("Result"), tr("Moves"),
                                        tr("How it ended")])
        self.setToolTip(tr("Double-click a game to study it"))

    def add_game(self, game: PlayedGame | GameResult) -> None:
        """A game finished (in this run: a PlayedGame; before a resume: its GameResult)."""
        row = self.rowCount()
        self.insertRow(row)
        result = "1/2-1/2" if game.winner is None else "1-0" if game.winner.value == "red" else "0-1"
        cells = [str(game.number), engine_name(game.red), engine_name(game.black), result,
                 str((game.plies + 1) // 2), ending_text(game)]
        for column, text in enumerate(cells):
            self.setItem(row, column, _item(text, column in (0, 4), game.number if column == 0 else None))
        self.resizeColumnsToContents()
        self.scrollToBottom()

    def number_at(self, row: int) -> int:
        """The game number on a row."""
        item = self.item(row, 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else 0

    def clear_games(self) -> None:
        """No game yet."""
        self.setRowCount(0)


class LiveGamesPanel(QWidget):
    """The games under way: a list, the chosen one on a small board with its moves, score and clocks."""

    def __init__(self, font_family: str = "", style: str = "traditional", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: dict[int, LiveGame] = {}
        self.list = QListWidget()
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # long names: elided,
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)                      # whole in the tooltip
        self.list.currentItemChanged.connect(lambda *_: self._show_chosen())
        self.scene = BoardScene(font_family, style)
        self.board = BoardView(self.scene)
        self.board.setMinimumSize(160, 176)
        self.board.setEnabled(False)                # a picture: no moves are made here
        self.info = QLabel()
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setWordWrap(True)
        self.moves = QPlainTextEdit()
        self.moves.setReadOnly(True)
        side = QVBoxLayout()
        side.addWidget(self.list, 1)
        side.addWidget(self.info)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(side, 3)
        layout.addWidget(self.board, 3)
        layout.addWidget(self.moves, 2)
        self._show_chosen()

    def _label(self, game: LiveGame) -> str:
        return fill(tr("Game %1: %2 – %3"), game.number, engine_name(game.red), engine_name(game.black))

    def update_game(self, game: LiveGame) -> None:
        """A game started or a move was played in it."""
        known = game.number in self.games
        self.games[game.number] = game
        if not known:
            item = QListWidgetItem(self._label(game))
            item.setToolTip(plain_tooltip(self._label(game)))
            item.setData(Qt.ItemDataRole.UserRole, game.number)
            self.list.addItem(item)
            if self.list.currentItem() is None:
                self.list.setCurrentItem(item)
        if self.chosen() == game.number:
            self._show(game)

    def remove_game(self, number: int) -> None:
        """A game ended: off the list (the next one is shown)."""
        self.games.pop(number, None)
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == number:
                self.list.takeItem(row)
                break
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self._show_chosen()

    def clear_games(self) -> None:
        """No game under way."""
        self.games.clear()
        self.list.clear()
        self._show_chosen()

    def chosen(self) -> int | None:
        """The number of the game shown."""
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _show_chosen(self) -> None:
        number = self.chosen()
        game = self.games.get(number) if number is not None else None
        if game is None:
            self.info.setText(tr("No game under way"))
            self.moves.setPlainText("")
            self.scene.show_snapshot(BoardSnapshot(START_FEN, None, frozenset(), frozenset(), None, None, True))
            return
        self._show(game)

    def _show(self, game: LiveGame) -> None:
        self.scene.show_snapshot(BoardSnapshot(game.fen, None, frozenset(), frozenset(), game.last, None, True))
        lines = [self._label(game)]
        if game.score:
            lines.append(tr("Score (Red's view): %1").replace("%1", game.score))
        if game.red_clock is not None and game.black_clock is not None:
            lines.append(tr("Clocks: Red %1, Black %2").replace("%1", _clock(game.red_clock)).replace(
                "%2", _clock(game.black_clock)))
        self.info.setText("\n".join(lines))
        pairs = [" ".join(game.moves[i:i + 2]) for i in range(0, len(game.moves), 2)]
        self.moves.setPlainText("\n".join(f"{n}. {p}" for n, p in enumerate(pairs, 1)))
        self.moves.verticalScrollBar().setValue(self.moves.verticalScrollBar().maximum())

    def retranslate(self) -> None:
        """Labels in the current language."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            game = self.games.get(int(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None
            if item is not None and game is not None:
                item.setText(self._label(game))
                item.setToolTip(plain_tooltip(self._label(game)))
        self._show_chosen()


def _clock(seconds: float) -> str:
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


__all__ = ["StandingsPanel", "FinishedGames", "LiveGamesPanel", "elo_cells", "ending_text", "points_text", "NOT_YET"]
