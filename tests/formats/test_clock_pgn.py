"""[%clk] comments and [TimeControl] tags: written into PGN and read back."""

from __future__ import annotations

import pytest

from app.formats import dumps_pgn, read_text, write_pgn
from app.formats.pgn import (
    clock_of,
    format_clock,
    time_control_headers,
    time_controls_of,
    with_clock,
)
from app.model import Clock, TimeControl
from app.model.clock_comment import line_clocks, set_line_clocks, without_clock
from app.model.tree import GameTree

MOVES = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]


@pytest.mark.parametrize("seconds, text", [
    (0, "0:00:00"), (59, "0:00:59"), (61, "0:01:01"), (3600, "1:00:00"), (5400 + 7, "1:30:07"),
    (178.6, "0:02:58.6"), (36000, "10:00:00"), (-3, "0:00:00"),
])
def test_format_clock_and_read_it_back(seconds, text):
    assert format_clock(seconds) == text
    assert clock_of(f"[%clk {text}]") == pytest.approx(max(seconds, 0))


def test_clock_of_finds_the_command_among_other_text():
    assert clock_of("good move [%clk 0:01:02] with a threat") == 62
    assert clock_of("[%clk 1:2:3]") == 3723
    assert clock_of("no clock here") is None
    assert clock_of("[%clk soon]") is None
    assert clock_of("") is None


def test_with_clock_sets_replaces_and_removes():
    assert with_clock("", 65) == "[%clk 0:01:05]"
    assert with_clock("a fine move", 65) == "[%clk 0:01:05] a fine move"
    assert with_clock("[%clk 0:01:05] a fine move", 7) == "[%clk 0:00:07] a fine move"
    assert with_clock("[%clk 0:01:05] a fine move", None) == "a fine move"
    assert without_clock("before [%clk 0:00:01] after") == "before after"


def timed_tree(clocks: bool = True) -> tuple[GameTree, list[float]]:
    now = [0.0]
    clock = Clock(TimeControl.parse("5+3"), TimeControl.parse("3|10s x2"), now=lambda: now[0])
    clock.start()
    for seconds in [4, 9.5, 12, 175, 30, 1]:
        now[0] += seconds
        assert clock.press() is not None
    tree = GameTree.from_moves(MOVES)
    tree.headers.update(time_control_headers(clock.time_control(clock.turn), clock.time_control(clock.turn.other)))
    nodes = tree.mainline_nodes()
    nodes[2].comment = "develops the horse"
    set_line_clocks(nodes, [m.left for m in clock.moves])
    return tree, [m.left for m in clock.moves]


def test_clocks_and_time_odds_round_trip_in_every_notation():
    tree, lefts = timed_tree()
    assert lefts == [299, 170.5, 290, 10, 263, 10]
    for notation in ("chinese", "wxf", "iccs"):
        text = dumps_pgn(tree, notation)
        assert "[%clk 0:02:50.5]" in text and '[RedTimeControl "300+3"]' in text
        assert '[BlackTimeControl "180|10x2"]' in text
        back = read_text(text)[0]
        assert back.mainline() == MOVES
        assert line_clocks(back.mainline_nodes()) == lefts
        assert without_clock(back.mainline_nodes()[2].comment) == "develops the horse"
        assert time_controls_of(back.headers) == (TimeControl.parse("5+3"), TimeControl.parse("3|10s x2"))


def test_clocks_can_be_left_out_of_the_file(tmp_path):
    tree, _ = timed_tree()
    text = dumps_pgn(tree, "iccs", clocks=False)
    assert "%clk" not in text and "{develops the horse}" in text
    write_pgn(tree, tmp_path / "game.pgn", "iccs", clocks=False)
    back = read_text((tmp_path / "game.pgn").read_text(encoding="utf-8"))[0]
    assert line_clocks(back.mainline_nodes()) == [None] * len(MOVES)
    write_pgn(tree, tmp_path / "timed.pgn", "iccs")
    back = read_text((tmp_path / "timed.pgn").read_text(encoding="utf-8"))[0]
    assert line_clocks(back.mainline_nodes())[0] == 299


def test_reads_clocks_as_other_programs_write_them():
    text = ('[Event "x"]\n[TimeControl "600+5"]\n\n1. h2e2 {[%clk 0:10:02.3]} h9g7 {[%clk 0:09:58]} '
            '2. h0g2 {[%emt 0:00:03] [%clk 0:10:01]} *\n')
    tree = read_text(text)[0]
    assert line_clocks(tree.mainline_nodes()) == [pytest.approx(602.3), 598, 601]
    assert time_controls_of(tree.headers) == (TimeControl.parse("10+5"),) * 2
