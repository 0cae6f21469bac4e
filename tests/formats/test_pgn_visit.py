"""The PGN reader's visitor road: headers without moves (read_headers) and a visitor of one's own."""

from pathlib import Path

from app.formats import GameFileError, read_games, read_headers
from app.formats.pgn import visit_pgn_text
from app.formats.pgn_visit import GameVisitor
from app.model import Board, Move

TEXT = """[Event "One"]
[White "Wang"]
[Black "Li"]

1. h2e2 h9g7 2. h0g2 (2. b0c2 {other} i9h9) 2... i9h9 1-0

[Event "Two"]
[Red "Zhao"]

1. h2e2 h2e2 *

[Event "Three"]
[Result "0-1"]

1. c3c4
"""


def test_headers_are_those_of_read_games_and_of_games_that_do_not_replay(tmp_path: Path) -> None:
    path = tmp_path / "three.pgn"
    path.write_text(TEXT, encoding="utf-8")
    games = read_games(path)
    headers = read_headers(path)
    assert len(games) == 2                                   # game two's second move is illegal
    assert headers[0] == dict(games[0].headers)
    assert headers[2] == dict(games[1].headers)
    assert headers[0]["Red"] == "Wang" and headers[0]["Result"] == "1-0"
    assert headers[1] == {"Event": "Two", "Red": "Zhao", "Result": "*"}
    assert headers[2]["Result"] == "0-1"


def test_headers_of_a_file_of_another_format_are_read_from_its_games() -> None:
    path = Path(__file__).parents[1] / "data" / "games" / "cchess" / "test1.xqf"
    assert read_headers(path) == [dict(tree.headers) for tree in read_games(path)]


class _Counter(GameVisitor[tuple[int, int, list[str]]]):
    """Counts moves and variations and keeps the comments."""

    def begin_game(self, headers: dict[str, str], fen: str | None) -> Board:
        self.moves, self.variations, self.comments = 0, 0, list[str]()
        return Board(fen) if fen else Board()

    def visit_move(self, move: Move) -> None:
        self.moves += 1

    def begin_variation(self) -> None:
        self.variations += 1

    def visit_comment(self, text: str) -> None:
        self.comments.append(text)

    def result(self) -> tuple[int, int, list[str]]:
        return self.moves, self.variations, self.comments


def test_a_visitor_of_ones_own_is_told_every_move_variation_and_comment() -> None:
    out = visit_pgn_text(TEXT, _Counter)
    assert out[0] == (6, 1, ["other"])
    assert isinstance(out[1], GameFileError)
    assert out[2] == (1, 0, [])
