"""Formats are told by structure, not by a '[DhtmlXQ' substring anywhere."""

from pathlib import Path

from app.formats import read_games, read_text, write_pgn
from app.model.tree import GameTree

from .conftest import GAMES

UBB = (GAMES / "wukong-xiangqi" / "game.ubb").read_text(encoding="utf-8")
HTML = sorted((GAMES / "wukong-xiangqi" / "games_html").glob("*.html"))


def game_with_comment(comment: str) -> GameTree:
    tree = GameTree.from_moves(["h2e2", "h9g7"], headers={"Event": "E", "Red": "R", "Black": "B"})
    tree.mainline_nodes()[0].comment = comment
    tree.root.comment = "[DhtmlXQ_title]x[/DhtmlXQ_title]"
    return tree


def test_our_save_with_a_dhtmlxq_block_in_a_comment_reads_as_pgn(tmp_path: Path):
    comment = "see this one: " + UBB
    for notation in ("chinese", "iccs"):     # a saved game and a study autosave (ICCS)
        path = tmp_path / f"saved-{notation}.pgn"
        write_pgn([game_with_comment(comment), game_with_comment("[DhtmlXQ]")], path, notation)
        games = read_games(path, errors="strict")
        assert games.format == "pgn" and len(games) == 2
        assert games[0].mainline() == ["h2e2", "h9g7"]
        assert games[0].mainline_nodes()[0].comment == comment
        assert games[1].mainline_nodes()[0].comment == "[DhtmlXQ]"
        assert games[0].root.comment == "[DhtmlXQ_title]x[/DhtmlXQ_title]"


def test_bare_movetext_with_a_dhtmlxq_block_in_a_comment_reads_as_pgn():
    games = read_text("1. h2e2 {compare [DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]} h9g7 *")
    assert games.format == "pgn" and games[0].mainline() == ["h2e2", "h9g7"]
    assert games[0].mainline_nodes()[0].comment.startswith("compare [DhtmlXQ]")


def test_a_dhtmlxq_block_deep_in_an_html_page_is_found():
    page = HTML[0].read_text(encoding="utf-8")
    expected = read_text(page)[0]
    cut = page.index("<body") if "<body" in page else 0
    padded = page[:cut] + "<p>" + "filler text " * 25_000 + "</p>\n" + page[cut:]   # 300 KB before it
    assert padded.lower().index("[dhtmlxq]") > 250_000
    games = read_text(padded)
    assert games.format == "dhtmlxq"
    assert games[0].mainline() == expected.mainline() and games[0].headers == expected.headers


def test_dhtmlxq_files_and_pages_still_read_as_dhtmlxq():
    assert read_text(UBB).format == "dhtmlxq"
    assert read_text("A game from the forum:\n" + UBB).format == "dhtmlxq"
    for path in HTML[:3]:
        assert read_games(path).format == "dhtmlxq"
