"""Composition root: builds the QApplication and the main window (placeholder until the GUI lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the program; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    from app.model import Board

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    window = QMainWindow()
    window.setWindowTitle("Xiangqi Studio")
    label = QLabel("<pre>" + str(Board()) + "</pre>")
    window.setCentralWidget(label)
    window.resize(480, 520)
    window.show()
    return app.exec()
