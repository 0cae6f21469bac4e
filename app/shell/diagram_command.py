"""`python -m app diagram FEN out.png [--flip] [--size N] [--style S] [--theme T]`: a PNG of a position."""

from __future__ import annotations

import argparse
import os
import sys


def run_diagram(args: list[str]) -> int:
    """Parse the command line and write the diagram; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m app diagram", description="Write a PNG diagram of a position.")
    parser.add_argument("fen", help="position in WXF FEN (quote it)")
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--flip", action="store_true", help="Black at the bottom")
    parser.add_argument("--size", type=int, default=800, help="width in pixels (default 800)")
    parser.add_argument("--style", choices=("traditional", "international", "contrast"), default="traditional",
                        help="piece set (contrast: Red and Black told apart by shape and outline)")
    parser.add_argument("--theme", choices=("wood", "light", "dark"), default="wood", help="board colours")
    parser.add_argument("--last-move", metavar="ICCS", help="mark a move's two points, e.g. h2e2 (the move "
                        "that led to this position)")
    parser.add_argument("--turn", action="store_true", help="mark the side to move (a disc in its colour)")
    options = parser.parse_args(args)
    if not 100 <= options.size <= 8000:
        parser.error("--size must be between 100 and 8000")
    from app.model import Board, FenError, Move
    try:
        Board.from_fen(options.fen)
    except FenError as err:
        print(f"error: bad FEN: {err}", file=sys.stderr)
        return 2
    last = None
    if options.last_move:
        try:
            last = Move.from_iccs(options.last_move)
        except ValueError as err:
            print(f"error: --last-move: {err}", file=sys.stderr)
            return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.view.diagram import export_diagram, load_font
    app = QApplication.instance() or QApplication([sys.argv[0]])
    family = load_font()
    try:
        export_diagram(options.fen, options.out, options.flip, options.size, options.style, family,
                       last_move=last, show_turn=options.turn, board_theme=options.theme)
    except OSError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    del app
    print(f"wrote {options.out}")
    return 0
