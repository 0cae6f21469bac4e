"""The PGN writer fills in the [ECCO], [Opening] and [Variation] tags a game lacks, and keeps the ones it has."""

from app.formats import dumps_pgn, read_text, write_pgn
from app.formats.pgn_write import opening_headers
from app.model.tree import GameTree

# 张雄飞 - 杨官璘 1955 (the first CCPD game, tagged C84 中炮巡河炮对屏风马 黑飞右象)
SCREEN_HORSES = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b0c2 c9e7 b2b4 b7b5 h0h6 h7i7 h6g6 h9h7".split()
HANDICAP_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1"


def _written(tree: GameTree, **options: bool) -> dict[str, str]:
    return dict(read_text(dumps_pgn(tree, "iccs", **options))[0].headers)


def test_a_game_without_opening_tags_gets_ours():
    headers = _written(GameTree.from_moves(SCREEN_HORSES, headers={"Red": "张雄飞"}))
    assert (headers["ECCO"], headers["Opening"], headers["Variation"]) == ("C84", "中炮巡河炮对屏风马", "黑飞右象")
    assert headers["Red"] == "张雄飞"


def test_tags_a_game_has_are_written_as_they_are():
    tree = GameTree.from_moves(SCREEN_HORSES, headers={"ECCO": "C80", "Opening": "my own name"})
    headers = _written(tree)
    assert headers["ECCO"] == "C80" and headers["Opening"] == "my own name"
    assert "Variation" not in headers           # C80 has no variation: nothing of our C84 is mixed in
    only_code = _written(GameTree.from_moves(SCREEN_HORSES, headers={"ECCO": "C80"}))
    assert (only_code["ECCO"], only_code["Opening"]) == ("C80", "中炮巡河炮对屏风马")   # the names of the file's code


def test_no_tags_for_a_game_the_scheme_does_not_classify():
    handicap = GameTree(HANDICAP_FEN)
    handicap.add_line(handicap.root, ["h0g2", "h9g7"])
    assert opening_headers(handicap) == {} and "ECCO" not in _written(handicap)
    assert opening_headers(GameTree.from_moves([])) == {}


def test_opening_tags_can_be_left_out(tmp_path):
    tree = GameTree.from_moves(SCREEN_HORSES)
    assert "ECCO" not in _written(tree, opening_tags=False)
    path = tmp_path / "out.pgn"
    write_pgn(tree, path, opening_tags=False)
    assert "ECCO" not in path.read_text(encoding="utf-8")
    write_pgn(tree, path)
    assert '[ECCO "C84"]' in path.read_text(encoding="utf-8")
    assert tree.headers.get("ECCO") is None     # writing does not change the game
