"""The built-in AI's levels: the settings the manual's table gives (docs/strength.md), oversights at the
weak levels only, and ratings that rise with the level."""

from __future__ import annotations

import re
from pathlib import Path

from app.ai import LEVELS, Engine, Level
from app.model import Game

STRENGTH = Path(__file__).resolve().parents[2] / "docs" / "strength.md"
# Red's rook may take a horse on e6 that Black's rook on a6 defends: a piece thrown away.
HANGING = "3akab2/9/9/r3n4/9/9/4R4/9/9/3AKAB2 w - - 0 1"


def _table_levels() -> dict[str, list[str]]:
    rows = {}
    for line in STRENGTH.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0].lower() in LEVELS:
            rows[cells[0].lower()] = cells
    return rows


def test_each_levels_settings_are_what_the_manuals_table_says():
    rows = _table_levels()
    assert list(rows) == list(LEVELS)
    for name, spec in LEVELS.items():
        _, depth, noise, oversight, aimless, book, rating = rows[name]
        assert depth == ("full" if spec.max_depth >= 64 else str(spec.max_depth))
        assert noise == (f"±{spec.noise}" if spec.noise else "0")
        assert oversight == (f"{spec.oversight:.0%}" if spec.oversight else "0")
        assert aimless == (f"{spec.aimless:.0%}" if spec.aimless else "0")
        assert book == str(spec.book_plies)
        assert re.fullmatch(r"\d+ ± \d+", rating), rating
        assert rating == f"{spec.rating} ± {spec.rating_error}"


def test_ratings_and_depths_rise_with_the_level():
    specs = list(LEVELS.values())
    assert [s.name for s in specs] == list(Level)
    assert all(s.rating > 0 for s in specs)
    for weak, strong in zip(specs, specs[1:], strict=False):
        assert weak.rating < strong.rating
        assert weak.max_depth < strong.max_depth or weak.aimless > strong.aimless
        assert weak.noise >= strong.noise and weak.oversight >= strong.oversight
        assert weak.aimless >= strong.aimless
        assert weak.book_plies < strong.book_plies


def test_weak_levels_overlook_a_defended_piece_now_and_then():
    game = Game(HANGING)
    taken = {}
    # beginner and casual overlook by chance: 100 seeds each; strong only adds a little noise (10
    # seeds); master has no randomness at all: one seed says what every seed plays
    for level, seeds in (("beginner", 100), ("casual", 100), ("strong", 10), ("master", 1)):
        moves = [Engine(level, seed=s).best_move(game, depth=3).move.iccs for s in range(seeds)]
        taken[level] = moves.count("e3e6")
    assert 5 <= taken["beginner"] <= 35      # about one move in 7 is an oversight
    assert taken["casual"] < taken["beginner"]
    assert taken["strong"] == taken["master"] == 0


def test_an_oversight_is_still_a_legal_move_that_a_ruling_allows():
    game = Game(HANGING)
    for s in range(30):
        result = Engine("beginner", seed=s).best_move(game, depth=1)
        assert game.board.is_legal(result.move) and game.would_violate(result.move) is None
        assert result.depth == 1 and result.pv == [result.move]


def test_every_search_of_a_weak_level_reports_its_line_even_an_oversight():
    """An analysis window shows what `info` reports: a beginner's oversight (15% of its moves) must be
    reported too, or the analysis stays empty (the engine answers only after "stop")."""
    game = Game(HANGING)
    oversights = 0
    for s in range(40):
        engine = Engine("beginner", seed=s)
        reported = []
        result = engine.best_move(game, depth=1, info=reported.append)
        assert reported and reported[-1].move == result.move and reported[-1].pv
        oversights += Engine("beginner", seed=s).best_move(game, depth=1).nodes == len(game.board.legal_moves())
    assert oversights >= 1               # the seeds cover the oversight path


def test_the_novice_makes_most_moves_without_thought_never_one_a_ruling_makes_lose():
    game = Game(HANGING)
    moves = [Engine("novice", seed=s).best_move(game, depth=1) for s in range(200)]
    assert all(game.board.is_legal(r.move) for r in moves)
    aimless = sum(r.nodes == 1 for r in moves)       # no search at all: one move looked at
    assert 125 <= aimless <= 175                      # 75%
    assert len({r.move for r in moves}) >= 15         # any legal move, not only good-looking ones
    # Red has checked six times in a row under CXQ: a seventh check loses, so even a thoughtless
    # move is never that check.
    history = (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:12]
    game = Game("4k4/9/9/9/9/9/9/9/2p1p4/R2K5 w - - 0 1", "cxq")
    for text in history:
        game.push_iccs(text)
    for s in range(60):
        move = Engine("novice", seed=s).best_move(game, depth=1).move
        ruling = game.would_violate(move)
        assert ruling is None or ruling.winner != "red"
