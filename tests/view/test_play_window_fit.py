"""The play window at the sizes people have: the analysis panel fits inside
the window beside the board without growing it past the screen, and the move list's result row is one
line like a move's."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.model import Move


def result_row_fits(history) -> None:
    """The result row (the last) is as high as a move's row, drawn on one line, its whole text its tooltip."""
    last = history.rowCount() - 1
    item = history.item(last, 0)
    assert item.toolTip() == item.text()
    assert history.rowHeight(last) == history.rowHeight(0), "the result row wraps"
    cell = history.visualRect(history.model().index(last, 0))
    assert cell.height() == history.visualRect(history.model().index(0, 0)).height()
    assert not history.wordWrap()          # drawn on one line, cut with "…" where the list is narrower


def test_a_long_result_stays_one_line_in_the_move_list(qtbot, studio):
    w = studio.window
    w.resize(1024, 700)
    studio.controller.play(Move.from_iccs("h2e2"))
    studio.controller.time_forfeit("black")
    history = w.history
    assert history.item(history.rowCount() - 1, 0).text() == "Red wins: Black ran out of time"
    result_row_fits(history)
    studio.controller.new_game()
    studio.play.start_game(studio.play.players, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    studio.controller.play(Move.from_iccs("a0a1"))
    studio.controller.time_forfeit("red")          # the longest kind: a draw, as Black cannot mate
    sentence = history.item(history.rowCount() - 1, 0).text()
    assert sentence == "Draw: Red ran out of time, but Black cannot mate: draw"
    assert history.fontMetrics().horizontalAdvance(sentence) > history.viewport().width(), "a long one"
    result_row_fits(history)


def test_a_short_result_is_shown_whole(qtbot, studio):
    studio.window.resize(1024, 700)
    studio.controller.resign("black")
    history = studio.window.history
    sentence = history.item(history.rowCount() - 1, 0).text()
    assert sentence == "Red wins: Black resigned"
    width = history.visualRect(history.model().index(history.rowCount() - 1, 0)).width()
    assert history.fontMetrics().horizontalAdvance(sentence) < width - 8


# ----- point 2: View ▸ Analysis fits inside the window ----------------------------------------------
CHILD = Path(__file__).with_name("screen_child.py")


def shown_analysis(screen: tuple[int, int], size: tuple[int, int]) -> dict:
    """The play window's geometry before and after View ▸ Analysis, measured in a program started on a
    virtual screen of `screen` pixels with its window at `size` ((0, 0): as it opens)."""
    done = subprocess.run([sys.executable, str(CHILD), *map(str, (*screen, *size)), "en"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("screen, size", [((1366, 768), (0, 0)), ((1366, 768), (1024, 700)),
                                          ((1280, 1024), (1000, 800))])
def test_the_analysis_panel_fits_inside_the_window(screen, size):
    got = shown_analysis(screen, size)
    x, y, width, height = got["frame"]
    fx, fy, free_width, free_height = got["free"]
    assert got["panel_visible"]
    assert got["after"] == got["before"], "the window grew"
    assert x >= fx and y >= fy and x + width <= fx + free_width and y + height <= fy + free_height
    assert got["rows_width"] >= 200 and got["rows_inside"] >= 2, "the lines are readable"
    board_w, board_h = got["board"]
    assert board_h == got["central"][1], "the board keeps the whole height"
    assert board_w >= 2 * got["panel"][0] and board_w >= 0.9 * got["board_before"][0]
