"""Reading the sample files: every format, the parallel sets, oracles, encodings, errors and warnings."""

import re
from pathlib import Path

import pytest

from app.formats import GameFileError, GameList, read_bytes, read_games, read_text
from app.model import Board, Move

from .conftest import GAMES, sample_files

# file -> (games, plies of all main lines, lines of all trees)
EXPECTED = {
    "cchess/030-黄松轩先胜冯敬如.XQF": (1, 37, 2),
    "cchess/1989年龙化杯象棋名师邀请赛35局.CBL": (36, 3209, 49),
    "cchess/1956年全国象棋锦标赛93局.CBL": (93, None, 93),     # 93 games, as its title says
    "cchess/BadMoveTest2.xqf": (1, 35, 2),
    "cchess/BadMoveTest3.xqf": (1, 9, 4),
    "cchess/EmptyTest.xqf": (1, 0, 0),
    "cchess/FiveGoatsTest.xqf": (1, 77, 349),
    "cchess/NoMove.xqf": (1, 0, 0),
    "cchess/UnitTest.xqf": (1, 5, 3),
    "cchess/WildHouse.xqf": (1, 65, 139),
    "cchess/game_varations.xqf": (1, 8, 6),
    "cchess/test.cbr": (1, 28, 12),
    "cchess/test.pgn": (1, 25, 1),
    "cchess/test1.xqf": (1, 110, 1),
    "cchess/test1_move.txt": (1, 110, 1),
    "cchess/test2.cbr": (1, 2, 1),
    "cchess/test2.pgn": (1, 102, 1),
    "cchess/test_5_variations.xqf": (1, 6, 5),
    "cchess/ucci_test1.xqf": (1, 43, 1),
    "cchess/ucci_test1_move.txt": (1, 43, 1),
    "eleeye/01.宝岛一号(先负)相眼竞技(A1-A2).PGN": (1, 26, 1),
    "eleeye/02.相眼竞技(先和)宝岛一号(A2-A1).PGN": (1, 61, 1),
    "eleeye/06.象棋旋风(先胜)相眼竞技(A6-A2).PGN": (1, 123, 1),
    "eleeye/23.相眼竞技(先和)天机(D2-F2).PGN": (1, 221, 1),
    "eleeye/SAMPLE.PGN": (1, 75, 1),
    "eleeye/SAMPLE.XQF": (1, 75, 1),
    "eleeye/XQFEXAMA.XQF": (1, 110, 1),
    "eleeye/XQFEXAMB.XQF": (1, 87, 20),
    "elephantchess/Cyclone_v6.2_[develop_091218]_(UCI2WB)-ElephantEye_3.1_(UCCI2WB)_13.pgn": (1, 131, 1),
    "elephantchess/davide2022.pgn": (26, 2725, 26),
    "elephantchess/example1.uci": (1, 82, 1),
    "elephantchess/game1.wxf": (1, 138, 1),
    "elephantchess/game2.wxf": (1, 101, 1),
    "elephantchess/game3.wxf": (1, 86, 1),
    "elephantchess/game4.wxf": (1, 99, 1),
    "elephantchess/game5.wxf": (1, 122, 1),
    "elephantchess/issue_545.pgn": (1, 112, 1),
    "elephantchess/no_tag_game1.wxf": (1, 94, 1),
    "elephantchess/no_tag_game2.wxf": (1, 100, 1),
    "elephantchess/no_tag_game3.wxf": (1, 99, 1),
    "wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn": (1, 87, 1),
    "wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0)2.pgn": (1, 55, 1),
    "wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn": (1, 98, 1),
    "wukong-xiangqi/bulk_games_uci.pgn": (15, 1378, 15),
    "wukong-xiangqi/ccbridge gathering of 7stars.txt": (1, 85, 300),
    "wukong-xiangqi/game.ubb": (1, 9, 4),
    "wukong-xiangqi/game_uci.pgn": (1, 95, 1),
    "wukong-xiangqi/single_game.pgn": (1, 95, 1),
    "wukong-xiangqi/xqdb_international.pgn": (15, 1378, 15),
    "wukong-xiangqi/xqdb_traditional.pgn": (15, 1378, 15),
    "wukong-xiangqi/Liu_Dahua_1125_excerpt.pgn": (10, None, 10),
    "wukong-xiangqi/Hu_Ronghua_1391_excerpt.pgn": (10, None, 10),
}
HTML = sorted((GAMES / "wukong-xiangqi" / "games_html").glob("*.html"), key=lambda p: int(p.stem))


def rel(path: Path) -> str:
    return path.relative_to(GAMES).as_posix()


def load(name: str) -> GameList:
    return read_games(GAMES / name)


def replay_all_lines(tree) -> int:
    """Play every line of a tree on a fresh Board (legal by our rules); returns the number of moves."""
    count = 0
    for line in tree.lines():
        board = tree.start_board()
        for iccs in line:
            board.push(Move.from_iccs(iccs))
            count += 1
    return count


def chinese(tree, line):
    board = tree.start_board()
    out = []
    for iccs in line:
        move = Move.from_iccs(iccs)
        out.append(board.to_chinese(move))
        board.push(move)
    return out


@pytest.mark.parametrize("path", sample_files(), ids=rel)
def test_every_sample_loads_and_replays(path):
    games = read_games(path)
    assert games and not games.errors
    expected = EXPECTED.get(rel(path))
    if path.suffix == ".html":
        expected = (1, None, 1)
    assert expected is not None, f"no expectation for {rel(path)}"
    n, plies, lines = expected
    assert len(games) == n
    if plies is not None:
        assert sum(len(g) for g in games) == plies
    assert sum(len(g.lines()) for g in games) == lines
    for g in games:
        assert g.headers.get("Result") in ("1-0", "0-1", "1/2-1/2", "*")
        replay_all_lines(g)
        game = g.to_game("casual")
        assert [m.iccs for m in game.moves] == g.mainline()


def test_parallel_set_four_notations_identical_mainlines():
    iccs = load("wukong-xiangqi/bulk_games_uci.pgn")
    wxf = load("wukong-xiangqi/xqdb_international.pgn")
    zh = load("wukong-xiangqi/xqdb_traditional.pgn")
    html = [read_games(p)[0] for p in HTML]
    assert len(iccs) == len(wxf) == len(zh) == len(html) == 15
    for i in range(15):
        assert wxf[i].mainline() == zh[i].mainline() == html[i].mainline(), i
        expected = wxf[i].mainline()
        if i == 1:
            # A slip in the source data: at ply 71 of game 2, the WXF (-P+1), Chinese (后兵进一) and
            # DhtmlXQ files move the rear pawn e3e4, the ICCS file the front pawn e5e6. Both replay.
            assert expected[70] == "e3e4" and iccs[i].mainline()[70] == "e5e6"
            expected = expected[:70] + ["e5e6"] + expected[71:]
        assert iccs[i].mainline() == expected, i
        assert iccs[i].headers["Red"] == html[i].headers["Red"]
    single = load("wukong-xiangqi/single_game.pgn")[0]
    uci = load("wukong-xiangqi/game_uci.pgn")[0]
    assert single.mainline() == uci.mainline() == wxf[7].mainline()


def test_dhtmlxq_results_and_headers():
    g = read_games(HTML[0])[0]   # 44.html: result L
    assert g.headers["Result"] == "0-1"
    assert g.headers["Event"] == "Zhongli Cup TV fast game Champion"
    assert g.headers["RedTeam"] == "China-HeilongJiang"


def test_dhtmlxq_ubb_branches_and_comments():
    g = load("wukong-xiangqi/game.ubb")[0]
    assert len(g) == 9 and len(g.lines()) == 4
    main = g.mainline_nodes()
    assert main[0].comment == "start of main line" and main[4].comment == "Here branching occurrs"
    assert main[8].comment == "end of main line"
    fork = main[3]
    assert len(fork.children) == 4   # the main move 5 and three alternatives
    assert [c.comment for c in fork.children[1:]] == ["variation 1", "variation 2", "variation 3"]
    seven = load("wukong-xiangqi/ccbridge gathering of 7stars.txt")[0]
    assert seven.headers["Result"] == "1/2-1/2"
    assert seven.start_fen.startswith("4rk3/")   # custom binit
    assert not seven.warnings


def test_xqf_matches_its_pgn_and_oracles():
    xqf = load("eleeye/SAMPLE.XQF")[0]
    pgn = load("eleeye/SAMPLE.PGN")[0]
    assert xqf.mainline() == pgn.mainline()
    assert xqf.start_fen == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"
    assert [n.comment for n in xqf.nodes()] == [n.comment for n in pgn.nodes()]
    assert xqf.root.comment == pgn.root.comment and xqf.root.comment.startswith("象棋让九子")
    assert sum(1 for n in xqf.nodes() if n.comment) == 11
    assert xqf.headers["Red"] == "许银川" and xqf.headers["Result"] == "1-0"
    a = load("eleeye/XQFEXAMA.XQF")[0]
    v10 = load("cchess/test1.xqf")[0]
    oracle = load("cchess/test1_move.txt")[0]
    assert a.mainline() == v10.mainline() == oracle.mainline()
    assert oracle.headers["Result"] == "0-1" == a.headers["Result"]
    assert sum(1 for n in a.nodes() if n.comment) == 10
    u = load("cchess/ucci_test1.xqf")[0]
    uo = load("cchess/ucci_test1_move.txt")[0]
    assert u.mainline() == uo.mainline() and u.start_fen == uo.start_fen
    assert u.start_fen.startswith("2b1kabn1/4aR3/3R2N2/4p1p2/5P3/4P4/3N2Pr1/4C1n2/3pAr3/4K3c w")


def test_xqf_variation_lines():
    five = load("cchess/test_5_variations.xqf")[0]
    assert [",".join(chinese(five, line)) for line in five.lines()] == [
        "炮二平五,炮８平５,马二进三,马８进７,兵三进一,车９平８",
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,车二进六,车９平４",
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,卒７进１,兵七进一,车９进１",
        "炮二平五,炮８平５,马二进三,马８进７,车一进一,车９平８,车一平六,马２进３,马八进七,卒３进１",
        "炮二平六,马８进７,马二进三,车９平８,车一平二"]
    six = load("cchess/game_varations.xqf")[0]
    assert [",".join(chinese(six, line)) for line in six.lines()] == [
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进七,马２进３",
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵三进一,卒３进１",
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵七进一,车９平４",
        "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进九,马２进３",
        "炮二平五,马８进７,马二进三,卒７进１,车一平二,车９平８,兵七进一,马２进３",
        "炮二平五,马８进７,马二进三,卒７进１,车一平二,炮２平５,车二进六,马２进３"]
    assert six.headers["Title"] == "中炮对屏风马" and six.headers["Event"] == "全国象棋锦标赛"


def test_xqf_headers_and_empty_games():
    unit = load("cchess/UnitTest.xqf")[0]
    assert {k: unit.headers[k] for k in ("Title", "Event", "Date", "Red", "Black")} == {
        "Title": "标题", "Event": "比赛名称", "Date": "比赛日期", "Red": "红方棋手", "Black": "黑方棋手"}
    assert unit.headers["Result"] == "1/2-1/2" and unit.root.comment
    empty = load("cchess/EmptyTest.xqf")[0]
    assert len(empty) == 0 and empty.headers["Result"] == "0-1" and empty.headers["Date"] == "03-09-05"
    assert not empty.warnings
    nomove = load("cchess/NoMove.xqf")[0]
    assert len(nomove) == 0 and nomove.start_fen == Board().fen()
    b = load("eleeye/XQFEXAMB.XQF")[0]
    assert b.start_fen.startswith("4rk3/3P5/4bP3/9/9/9/8P/1p2p2C1/3p1p3/4K1RR1 w")
    assert b.headers["Result"] == "1/2-1/2"


def test_bad_xqf_records_are_dropped_with_a_warning_and_strict_refuses():
    for name in ("cchess/BadMoveTest3.xqf", "cchess/WildHouse.xqf"):
        g = load(name)[0]
        assert g.warnings and re.search(r"byte \d+: bad move record", g.warnings[0])
        with pytest.raises(GameFileError, match=r"bad move record"):
            read_games(GAMES / name, errors="strict")


def test_cbr_and_cbl():
    g = load("cchess/test.cbr")[0]
    assert g.headers["Title"] == "黄丹青讲座004-破解新式弃马局的攻防要领"   # garbage after the NUL is cut
    assert len(g.lines()) == 12 and g.count_nodes() == 102
    lib = load("cchess/1989年龙化杯象棋名师邀请赛35局.CBL")
    assert len(lib) == 36 and len(lib.warnings) == 2
    assert all("section header" in w for w in lib.warnings)
    assert lib[-1].mainline() == lib[-2].mainline()   # the duplicated last game
    assert any(len(g.lines()) > 1 for g in lib)


def test_pgn_dialects():
    wb = load("wukong-xiangqi/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn")[0]
    assert wb.headers["Result"] == "1/2-1/2" and wb.headers["Red"] == "WukongJS 1.0 (UCI2WB)"
    assert wb.mainline()[:2] == ["h2e2", "h7g7"]   # Che2 Chg7
    assert wb.mainline_nodes()[0].comment == "+0,10/7"
    assert wb.mainline_nodes()[-1].comment.endswith("Draw by repetition")
    py = load("elephantchess/davide2022.pgn")
    results = [g.headers["Result"] for g in py]
    assert results.count("1-0") == 12 and results.count("0-1") == 14
    assert py[0].mainline()[:2] == ["b2e2", "b9c7"]   # Cbe3 Hc8 with ranks 1-10
    cyc = load("elephantchess/Cyclone_v6.2_[develop_091218]_(UCI2WB)-ElephantEye_3.1_(UCCI2WB)_13.pgn")[0]
    assert cyc.mainline()[0] == "b2e2"


def test_chinese_pgn_details():
    g = load("eleeye/23.相眼竞技(先和)天机(D2-F2).PGN")[0]
    assert len(g) == 221 and g.headers["Result"] == "1/2-1/2"
    node = g.mainline_nodes()[87]   # ply 88: 士６进５ with both advisors on file 6
    board = g.board_at(node.parent)
    assert board.to_chinese(node.move) == "士６进５"
    trailer = load("eleeye/01.宝岛一号(先负)相眼竞技(A1-A2).PGN")[0]
    assert trailer.headers["Result"] == "0-1" and trailer.headers["ECCO"] == "C48" and not trailer.warnings
    wiz = load("cchess/test.pgn")[0]
    assert wiz.headers["Opening"] == "中炮对单提马" and wiz.headers["Result"] == "*"


def test_wxf_files():
    g = load("elephantchess/game5.wxf")[0]
    assert g.headers["Red"] == "XieXieMasster" and g.headers["Date"] == "28-12-2022"
    assert g.root.comment == "Time control G5 inc. 20 seconds."
    assert g.mainline_nodes()[41].nags == [1]   # "H8+7    !22." glued to the next move number
    one = load("elephantchess/game1.wxf")[0]
    assert any("fits" in w for w in one.warnings)   # 'P3+1' with two pawns on file 3


# ----- encodings -------------------------------------------------------------------------------
PGN_TEXT = ('[Game "Chinese Chess"]\n[Event "測試 测试"]\n[Red "红方"]\n[Black "黑方"]\n[Result "1-0"]\n'
            '1. 炮二平五 {中炮} 马８进７ 2. 马二进三 车９平８ 1-0\n')
BIG5_TEXT = ('[Game "Chinese Chess"]\n[Red "紅方"]\n[Result "1-0"]\n'
             '1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ 1-0\n')


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "gbk",
                                      "gb18030"])
def test_encodings(encoding):
    data = PGN_TEXT.replace("測試 ", "" if encoding == "gbk" else "測試 ").encode(encoding)
    g = read_bytes(data, "x.pgn")[0]
    assert g.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert g.headers["Red"] == "红方" and g.mainline_nodes()[0].comment == "中炮"


def test_big5_and_crlf():
    g = read_bytes(BIG5_TEXT.replace("\n", "\r\n").encode("big5"), "x.pgn")
    assert g.encoding == "big5" and g[0].headers["Red"] == "紅方"
    assert g[0].mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]


# ----- movetext features -----------------------------------------------------------------------
def test_variations_comments_nags():
    text = """[Event "v"]
{before the first move}
1. h2e2 $1 {central cannon} (1. b2e2 {left} h9g7 (1... b9c7) 2. h0g2) 1... h9g7!? 2. h0g2
( {pre} 2. b0c2 i9h9 ) i9h9 ; line comment
% escaped line 3. zzzz
1-0 trailing words ignored
"""
    g = read_text(text)[0]
    assert g.root.comment == "before the first move"
    first = g.mainline_nodes()[0]
    assert first.nags == [1] and first.comment == "central cannon"
    assert g.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert g.mainline_nodes()[1].nags == [5]
    assert g.mainline_nodes()[-1].comment == "line comment"
    assert g.lines() == [["h2e2", "h9g7", "h0g2", "i9h9"], ["h2e2", "h9g7", "b0c2", "i9h9"],
                         ["b2e2", "h9g7", "h0g2"], ["b2e2", "b9c7"]]
    alt = g.root.children[1]
    assert alt.comment == "left"
    assert g.mainline_nodes()[1].children[1].comment == "pre"
    assert g.headers["Result"] == "1-0"


def test_tags_on_one_line_and_quotes():
    g = read_text('[Event "a \\"quoted\\" name"] [Site "b"]\n[Red "x "y" z"]\n1. h2e2 *')[0]
    assert g.headers["Event"] == 'a "quoted" name' and g.headers["Site"] == "b"
    assert g.headers["Red"] == 'x "y" z'


def test_move_numbers_glued_and_fen_line():
    g = read_text("1.h2e2 h9g7 2.H0-G2\n2... i9h9")[0]
    assert g.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    fen = "4k4/9/9/9/9/9/9/9/4A4/3K1R3 w"
    g = read_text(f"{fen}\nf0f9\n红胜\n")[0]
    assert g.start_fen == fen + " - - 0 1" and g.mainline() == ["f0f9"] and g.result == "1-0"


# ----- errors ----------------------------------------------------------------------------------
THREE = """[Event "one"]
1. h2e2 h9g7 *

[Event "two"]
1. h2e2 h9g7
2. h0g2 xyzzy *

[Event "three"]
1. b2e2 *
"""


def test_one_bad_game_still_yields_the_others(tmp_path):
    path = tmp_path / "three.pgn"
    path.write_text(THREE, encoding="utf-8")
    games = read_games(path)
    assert [g.headers["Event"] for g in games] == ["one", "three"]
    assert len(games.errors) == 1
    err = games.errors[0]
    assert isinstance(err, ValueError)
    assert (err.path, err.game, err.line, err.token) == (str(path), 2, 6, "xyzzy")
    assert str(path) in str(err) and "game 2" in str(err) and "line 6" in str(err) and "xyzzy" in str(err)
    with pytest.raises(GameFileError, match="game 2"):
        read_games(path, errors="strict")


def test_clear_errors(tmp_path):
    with pytest.raises(GameFileError, match="empty"):
        read_bytes(b"", "e.pgn")
    with pytest.raises(GameFileError, match="line 1.*h2h9h9"):
        read_text("1. h2h9h9")
    with pytest.raises(GameFileError, match="not legal"):
        read_text("1. h2e2 h2e2")
    with pytest.raises(GameFileError, match="cannot open"):
        read_games(tmp_path / "missing.pgn")
    xqf = (GAMES / "eleeye" / "SAMPLE.XQF").read_bytes()
    with pytest.raises(GameFileError, match="byte"):
        read_bytes(xqf[:500], "cut.xqf")
    with pytest.raises(GameFileError, match=r"byte \d+"):
        read_bytes(xqf[:1100], "cut.xqf")
    with pytest.raises(GameFileError, match="no game"):
        read_bytes(b"\n\n  \n", "blank.pgn")
    with pytest.raises(ValueError):
        read_text("1. h2e2", errors="bogus")


def test_errors_are_value_errors_with_fields():
    err = GameFileError("bad", path="f.pgn", game=3, line=7, token="x")
    assert isinstance(err, ValueError)
    assert str(err) == "f.pgn, game 3, line 7: bad (at 'x')"
    import pickle
    back = pickle.loads(pickle.dumps(err))
    assert (back.path, back.game, back.line, back.token) == ("f.pgn", 3, 7, "x")
