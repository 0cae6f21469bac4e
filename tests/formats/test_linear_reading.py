"""Hostile shapes read in linear time.

Not timed: each input is big enough that the old quadratic readers needed minutes for it (measured
on main at 5d61a34: 2 minutes and more), while the linear ones read it in well under a second. The
speed itself is measured by ``python -m app.bench formats --scaling``."""

import pytest

from app.formats import GameFileError, ProblemKind, read_bytes, read_text

GAME = '[Event "x"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n'


def test_trailing_blank_lines_after_a_game():
    games = read_text(GAME + "\n" * 40_000)    # main: ~9 minutes
    assert len(games) == 1 and games[0].mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    games = read_bytes((GAME + " \r\n\t" * 20_000).encode())
    assert len(games) == 1 and games[0].headers["Result"] == "1-0"


def test_blank_lines_in_a_text_that_is_no_game():
    with pytest.raises(GameFileError) as info:
        read_text("hello" + "\n" * 120_000 + "world")   # main: ~5 minutes
    assert info.value.problem.kind == ProblemKind.NOT_A_GAME_FILE


def test_a_long_line_of_unterminated_tags():
    games = read_text(GAME + '[a "' * 30_000)          # 120 KB on one line; main: ~2.5 minutes
    assert len(games) >= 1 and games[0].mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    games = read_text(GAME + '[a "\\"' * 20_000)       # escaped quotes inside
    assert games[0].headers["Event"] == "x"


def test_unclosed_dhtmlxq_fields():
    text = "[DhtmlXQ][DhtmlXQ_movelist]77471022[/DhtmlXQ_movelist]" + "[DhtmlXQ_a]" * 40_000 + "[/DhtmlXQ]"
    games = read_text(text)                             # 440 KB; main: ~3 minutes
    assert games.format == "dhtmlxq" and games[0].mainline() == ["h2e2", "b9c7"]
