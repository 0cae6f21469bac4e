"""Two chess clocks beside the board: large digits, the side to move highlighted, a warning colour
in the last 10 seconds, byo-yomi periods shown. Renders SideTime values; decides nothing."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from app.model.clock import SideTime

from . import texts
from .plain_text import elide, plain_tooltip

LOW_TIME = 10.0
STYLE = {"idle": "background: #f3f0e8; color: #555; border: 1px solid #bbb; border-radius: 6px;",
         "active": "background: #fff8d6; color: #111; border: 2px solid #c58a00; border-radius: 6px;",
         "low": "background: #ffd9d6; color: #b00000; border: 2px solid #d00000; border-radius: 6px;",
         "out": "background: #d00000; color: white; border: 2px solid #800000; border-radius: 6px;"}


def clock_text(seconds: float) -> str:
    """'1:05:09', '4:59', under 10 s with tenths '9.8'; '–' without a time control."""
    if math.isinf(seconds):
        return "–"
    seconds = max(seconds, 0.0)
    if seconds < LOW_TIME:
        return f"{int(seconds * 10) / 10:.1f}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


class ClockFace(QFrame):
    """One side's clock."""

    def __init__(self, font_family: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel()
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name.setTextFormat(Qt.TextFormat.PlainText)      # a player's name is the user's text
        self.digits = QLabel("–")
        self.digits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.digits.font())
        font.setPointSizeF(max(26.0, font.pointSizeF() * 2.6))     # follows a large system font
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.digits.setFont(font)
        self.extra = QLabel()
        self.extra.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.name, self.digits, self.extra):
            label.setStyleSheet("border: none; background: transparent;")
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 2, 6, 2)
        column.setSpacing(0)
        column.addWidget(self.name)
        column.addWidget(self.digits)
        column.addWidget(self.extra)
        self.mode = "idle"
        self.setStyleSheet(STYLE["idle"])

    def show_time(self, side: str, state: SideTime, active: bool, player: str = "", waiting: bool = False) -> None:
        """Draw a side's time; `active`: its clock runs (the side to move); `player`: its player's name;
        `waiting`: it is to make the game's first move, which starts the clocks."""
        shown = elide(player, 24)
        self.name.setText(f"{texts.side_name(side)} · {shown}" if player else texts.side_name(side))
        self.name.setToolTip(plain_tooltip(player) if player else "")
        self.digits.setText(clock_text(state.remaining))
        self.extra.setText(texts.tr("Starts with the first move") if waiting else clock_extra(state))
        self.extra.setVisible(bool(self.extra.text()))
        mode = "out" if state.out else "low" if active and not waiting and state.remaining < LOW_TIME else \
            "active" if active else "idle"
        if mode != self.mode:
            self.mode = mode
            self.setStyleSheet(STYLE[mode])


def clock_extra(state: SideTime) -> str:
    """The small line under the digits: byo-yomi periods, moves to the next time control."""
    if state.overtime or state.periods:
        return texts.tr("byo-yomi ×%1").replace("%1", str(state.periods))
    if state.moves_to_go:
        return texts.tr("%1 moves to go").replace("%1", str(state.moves_to_go))
    return ""


class ClockPanel:
    """The two clocks (placed above and below the move list), the top one for the side at the top."""

    def __init__(self, font_family: str = "") -> None:
        self.top = ClockFace(font_family)
        self.bottom = ClockFace(font_family)
        self.top.hide()
        self.bottom.hide()

    def faces(self, flipped: bool) -> dict[str, ClockFace]:
        """Which face shows which side."""
        return {"red": self.top, "black": self.bottom} if flipped else {"red": self.bottom, "black": self.top}

    def show_clocks(self, times: dict[str, SideTime] | None, turn: str, running: bool, flipped: bool,
                    names: dict[str, str] | None = None, waiting: bool = False) -> None:
        """Draw both clocks (None hides them: an untimed game), with the players' names when given;
        `waiting`: no clock runs until `turn` makes the game's first move (its face says so)."""
        visible = times is not None
        self.top.setVisible(visible)
        self.bottom.setVisible(visible)
        if times is None:
            return
        for side, face in self.faces(flipped).items():
            first = waiting and side == turn
            face.show_time(side, times[side], (running or first) and side == turn, (names or {}).get(side, ""), first)
