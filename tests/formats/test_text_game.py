"""Games as text, both ways: game_text writes what read_text reads back, in every notation; a pasted text
that stops at a bad move keeps the moves before it and names the move."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.formats import (GameFileError, MoveFault, ProblemKind, game_text, read_games, read_game_text, read_text)
from app.model import START_FEN, Board
from app.model.comment_commands import shown_text
from app.model.glyphs import MOVE_GLYPHS, POSITION_GLYPHS, move_glyph, position_glyph
from app.model.marks import Arrow, Marks, set_node_marks
from app.model.tree import GameTree

from .conftest import GAMES

STYLES = [("chinese", False), ("chinese", True), ("wxf", False), ("iccs", False)]
STARTS = [START_FEN,
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",      # Black to move
          "3akab2/9/4b4/p3p3p/2p6/6P2/P3P3P/4B4/4A4/2BAK4 w - - 0 24",                   # an endgame, move 24
          "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1"]                                     # few moves
COMMENT_CHARS = "abc xyz 中炮对屏风马，好棋！{}()\\;\"'$1.\n"


def shape(tree):
    """What the text keeps of a game: every line's moves, glyphs and shown comments, and the result."""
    nodes = [(n.iccs, move_glyph(n.nags), position_glyph(n.nags), shown_text(n.comment), len(n.children))
             for n in tree.root.walk()]
    return nodes, tree.start_fen, tree.result


@st.composite
def random_games(draw):
    """A random legal game from one of STARTS, with variations, comments, glyphs and marks."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    tree = GameTree(draw(st.sampled_from(STARTS)))
    plies = draw(st.integers(1, 50))
    node, board = tree.root, tree.start_board()
    for _ in range(plies):
        moves = board.legal_moves()
        if not moves:
            break
        if rng.random() < 0.15 and len(moves) > 1:       # a variation before the move played
            side = tree.add_move(node, rng.choice(moves))
            var_board = board.copy()
            var_board.push(side.move)
            for _ in range(rng.randint(0, 4)):
                replies = var_board.legal_moves()
                if not replies:
                    break
                side = tree.add_move(side, rng.choice(replies))
                var_board.push(side.move)
        move = rng.choice(moves)
        node = tree.add_move(node, move)
        board.push(move)
    for n in tree.nodes():
        if rng.random() < 0.2:
            n.nags = [rng.choice(list(MOVE_GLYPHS))]
        if rng.random() < 0.15:
            n.nags = [*n.nags, rng.choice(list(POSITION_GLYPHS))]
        if rng.random() < 0.1:
            n.nags.append(220)
        if rng.random() < 0.2:
            n.comment = draw(st.text(COMMENT_CHARS, min_size=1, max_size=30))
        if rng.random() < 0.1:
            set_node_marks(n, Marks((Arrow(0, 1),)))
    if rng.random() < 0.3:
        tree.root.comment = draw(st.text(COMMENT_CHARS, min_size=1, max_size=20))
    tree.result = draw(st.sampled_from(["1-0", "0-1", "1/2-1/2", "*"]))
    return tree


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(random_games())
def test_random_games_read_back_from_their_text_in_every_notation(tree):
    for notation, traditional in STYLES:
        text = game_text(tree, notation, traditional=traditional)
        assert "%cal" not in text
        back = read_text(text, errors="strict")
        assert len(back) == 1
        assert shape(back[0]) == shape(tree), text


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(random_games())
def test_one_line_of_a_random_game_reads_back(tree):
    deepest = max(tree.root.walk(), key=lambda n: n.ply)
    for notation, traditional in STYLES:
        back = read_text(game_text(tree, notation, traditional=traditional, node=deepest))[0]
        assert back.lines() == [[n.iccs for n in deepest.path() + deepest.line()]]


def test_the_text_of_a_game_looks_as_players_write_it():
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"])
    a, b, c, _d, _e = tree.mainline_nodes()
    a.comment = "[%cal Gh2e2] [%eval 0.3] Central cannon"
    b.nags = [5]
    c.nags = [14]
    tree.add_line(a, ["b9c7"])
    tree.result = "1-0"
    assert game_text(tree) == ("1. 炮二平五 {Central cannon} 1... 马８进７!? (1... 马２进３)\n"
                               "2. 马二进三 += 车９平８\n"
                               "3. 车一平二\n"
                               "红胜\n")
    assert game_text(tree, "chinese", traditional=True).splitlines()[-1] == "紅勝"
    assert game_text(tree, "wxf", variations=False, comments=False) == (
        "1. C2.5 H8+7!?\n2. H2+3 += R9.8\n3. R1.2\n1-0\n")
    assert game_text(tree, "iccs", node=tree.mainline_nodes()[1], comments=False).splitlines()[0] == "1. h2e2 h9g7!?"


def test_a_set_up_position_is_written_on_the_first_line_or_as_tags():
    fen = "3akab2/9/4b4/p3p3p/2p6/6P2/P3P3P/4B4/4A4/2BAK4 b - - 0 24"
    tree = GameTree.from_moves(["e7c9"], fen, headers={"Red": "许银川", "Black": "吕钦", "Result": "*"})
    text = game_text(tree, "wxf")
    assert text.splitlines() == [fen, "24... E5-3"]
    back = read_text(text)[0]
    assert back.start_fen == fen and back.mainline() == ["e7c9"]
    tagged = game_text(tree, "chinese", tags=True)
    assert tagged.startswith('[Red "许银川"]\n[Black "吕钦"]\n[Result "*"]\n[FEN "')
    again = read_text(tagged)[0]
    assert again.headers["Red"] == "许银川" and again.start_fen == fen and again.mainline() == ["e7c9"]


def test_every_sample_game_reads_back_from_its_text():
    files = [GAMES / "eleeye" / "SAMPLE.PGN", GAMES / "eleeye" / "XQFEXAMA.XQF",
             GAMES / "wukong-xiangqi" / "Hu_Ronghua_1391_excerpt.pgn"]
    count = 0
    for path in files:
        for tree in list(read_games(path))[:10]:
            if not tree.root.children:
                continue
            for notation, traditional in STYLES:
                back = read_text(game_text(tree, notation, traditional=traditional))[0]
                assert back.lines() == tree.lines() and back.result == tree.result
                count += 1
    assert count >= 12


@pytest.mark.parametrize("text", [
    "1. 炮二平五 马８进７ 2. 马二进三 车９平８",                # simplified, full-width digits
    "1. 炮二平五 馬8進7 2. 傌二進三 車9平8",                   # traditional, ASCII digits
    "炮二平五 马8进7 马二进三 车9平8",                         # not numbered
    "1.C2.5 H8+7 2.H2+3 R9.8",                              # WXF, numbers glued
    "1. Ｃ２．５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９．８",                 # WXF in full-width characters
    "h2e2 h9g7 h0g2 i9h9",                                   # ICCS
    "1. H2-E2 H9-G7 2. H0-G2 I9-H9",                         # ICCS with dashes
    START_FEN + "\n1. h2e2 h9g7 2. h0g2 i9h9",               # a FEN line first
    "第１回合 炮二平五　马８进７ 第２回合 马二进三　车９平８",   # numbered as Chinese pages do
    "第1回合：炮二平五 马8进7\n第2回合：马二进三 车9平8",       # ... with a colon
    "1、炮二平五 马８进７ 2、马二进三 车９平８",                 # the enumeration comma
    "1.炮二平五，马８进７；2.马二进三，车９平８。",               # Chinese punctuation between moves
    "1、炮二平五，马８进７。2、马二进三，车９平８。",
    "1.h2e2, h9g7 2.h0g2, i9h9",                             # commas between ICCS moves
    "(1) 炮二平五 马８进７ (2) 马二进三 车９平８",              # numbered in brackets
    "（1）炮二平五 马８进７（2）马二进三 车９平８",               # ... full-width, glued
    "1) C2.5 H8+7 2) H2+3 R9.8",                             # numbered with a bracket
    "①炮二平五 马８进７ ②马二进三 车９平８",                   # circled numbers
    "一、炮二平五 马８进７ 二、马二进三 车９平８",               # Chinese numerals
    "第一回合 炮二平五 马８进７ 第二回合 马二进三 车９平８",
    "第1着 炮二平五 马８进７ 第2着 马二进三 车９平８",
    "1 炮2平5 马8进7 2 马2进3 车9平8",                        # a number as a word of its own
    "1.炮二平五 …马８进７ 2.马二进三 ……车９平８",               # Black's move after an ellipsis
    "1. 炮二平五 马８进７（也可炮８平５）2. 马二进三 车９平８",  # a remark in full-width brackets
    "1: 炮二平五 马８进７ 2: 马二进三 车９平８",               # numbered with a colon
    "1. 红方：炮二平五 黑方：马８进７ 2. 红方：马二进三 黑方：车９平８",   # each side's move labelled
])
def test_games_written_in_the_usual_forms_read_back_to_their_moves(text):
    assert read_text(text)[0].mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]


# ----- a text that stops at a bad move ----------------------------------------------------------------
@pytest.mark.parametrize("text", ["1. 炮二平五 马８进７（也可炮８平５） 2. 马二进三",
                                  "1. 炮二平五 马８进７【也可炮８平５】2. 马二进三",
                                  "1。炮二平五，马８进７（也可炮８平５）2。马二进三"])
def test_a_remark_in_full_width_brackets_is_kept_as_the_moves_comment(text):
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2"]
    assert tree.root.children[0].children[0].comment == "也可炮８平５"


def test_a_pawn_named_by_its_place_is_not_taken_for_a_move_number():
    fen = "4k4/9/9/4P4/4P4/9/9/9/9/4K4 w"         # two red pawns on one file: 前兵 / 后兵, or 一兵 / 二兵
    for word in ("二兵平四", "一兵平四"):
        assert read_text(f"{fen}\n1. {word}")[0].mainline() == [Board(fen).parse_move(word).iccs]


def test_read_text_names_the_first_unreadable_move_and_keeps_the_moves_before_it():
    with pytest.raises(GameFileError) as caught:
        read_text("1. 炮二平五 马8进7 2. 马二进三 {good} xyz 3. 车一平二")
    err = caught.value
    problem = err.problem
    assert problem.token == "xyz" and problem.fault == MoveFault.UNREADABLE
    assert problem.after_ply == 3 and problem.after_move.iccs == "h0g2"
    assert Board(problem.board_fen_before).to_chinese(problem.after_move) == "马二进三"
    assert err.partial is not None and err.partial.mainline() == ["h2e2", "h9g7", "h0g2"]
    assert err.partial.mainline_nodes()[-1].comment == "good"


def test_an_illegal_move_is_named_with_its_fault():
    with pytest.raises(GameFileError) as caught:
        read_text("1. h2e2 h9g7 2. h2e2 i9h9")
    problem = caught.value.problem
    assert problem.token == "h2e2" and problem.fault == MoveFault.ILLEGAL and problem.after_ply == 2
    assert caught.value.partial.mainline() == ["h2e2", "h9g7"]


def test_a_pasted_text_keeps_the_moves_before_a_bad_one():
    found = read_game_text("1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平二 象棋\n")
    assert found.tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"]
    assert not found.complete
    problem = found.problem
    assert problem.kind == ProblemKind.MOVES_LOST and problem.token == "象棋" and problem.after_ply == 5
    whole = read_game_text("1. 炮二平五 马８进７")
    assert whole.complete and whole.problem is None and whole.tree.mainline() == ["h2e2", "h9g7"]


def test_a_pasted_text_with_no_readable_move_is_refused_naming_the_first():
    with pytest.raises(GameFileError) as caught:
        read_game_text("1. 马二进四 马8进7")
    assert caught.value.problem.token == "马二进四" and caught.value.problem.fault == MoveFault.ILLEGAL
    assert caught.value.problem.after_ply == 0


def test_a_pasted_position_with_a_bad_first_move_keeps_the_position():
    fen = "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1"
    found = read_game_text(fen + "\n1. 车一平二")
    assert found.tree.start_fen == fen and found.tree.mainline() == [] and found.problem.token == "车一平二"


def test_errors_of_one_game_among_several_keep_that_games_moves():
    text = '[Event "one"]\n\n1. h2e2 h9g7 2. z0z1 *\n\n[Event "two"]\n\n1. h2e2 *\n'
    games = read_text(text)
    assert [g.headers["Event"] for g in games] == ["two"]
    err = games.errors[0]
    assert err.partial.headers["Event"] == "one" and err.partial.mainline() == ["h2e2", "h9g7"]
    assert err.problem.token == "z0z1"
    found = read_game_text(text)
    assert found.tree.headers["Event"] == "one" and found.problem.kind == ProblemKind.MOVES_LOST
    assert found.games == 2


def test_an_error_pickles_without_its_partial_game():
    import pickle
    with pytest.raises(GameFileError) as caught:
        read_text("1. h2e2 xyz")
    again = pickle.loads(pickle.dumps(caught.value))
    assert again.problem.token == "xyz" and again.partial is None


@pytest.mark.parametrize("text", ["1. 炮二平五 马８进７（也可炮８平５\n2. 马二进三 车９平８",
                                  "1. 炮二平五 马８进７【也可炮８平５\n2. 马二进三 车９平８"])
def test_a_remark_never_closed_ends_with_its_line(text):
    """The moves after a bracket left open were taken into the remark, the rest of the game lost."""
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert tree.root.children[0].children[0].comment == "也可炮８平５"


def test_a_closed_remark_may_run_over_lines():
    tree = read_text("1. 炮二平五 马８进７（也可\n炮８平５）\n2. 马二进三 车９平８")[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert "炮８平５" in tree.root.children[0].children[0].comment


@pytest.mark.parametrize("text", ["1. 炮二平五 马８进７（也可炮８平５\n2. 马二进三 车９平８（好棋）\n"
                                  "3. 车一平二 卒７进１",
                                  "1. 炮二平五 马８进７【也可炮８平５\n2. 马二进三 车９平８【好棋】\n"
                                  "3. 车一平二 卒７进１"])
def test_a_remark_never_closed_stops_before_the_next_remark(text):
    """An open bracket ran on to the next remark's closing one, taking the moves between into it."""
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "g6g5"]
    black_second = tree.root.children[0].children[0].children[0].children[0]
    assert tree.root.children[0].children[0].comment == "也可炮８平５"
    assert black_second.comment == "好棋"


@pytest.mark.parametrize("text", ["1. 炮二平五 马8进7(也可炮8平5)\n2. 马二进三 车9平8",
                                  "1. 炮二平五 马8进7 (也可炮8平5\n2. 马二进三 车9平8"])
def test_a_remark_in_half_width_brackets_is_a_comment(text):
    """Web pages remark in ( ): read as a variation, '也可炮8平5' was no move and the rest was lost."""
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert tree.root.children[0].children[0].comment == "也可炮8平5"


def test_a_variation_in_half_width_brackets_stays_a_variation():
    tree = read_text("1. 炮二平五 马8进7 (1... 炮8平5 2. 马二进三)\n2. 马二进三 车9平8")[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert [child.move.iccs for child in tree.root.children[0].children] == ["h9g7", "h7e7"]


@pytest.mark.parametrize("text", ["1. 炮二平五 马８进７（也可炮８平５\n2. 马二进三 车９平８（好）",
                                  "1. 炮二平五 马８进７【也可炮８平５\n2. 马二进三 车９平８【好】"])
def test_a_remark_left_open_does_not_reach_a_later_remarks_close(text):
    """A bracket left open ran to the next remark's closing bracket: the moves between were taken into
    the remark and lost without a word."""
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert tree.root.children[0].children[0].comment == "也可炮８平５"
    assert tree.root.children[0].children[0].children[0].children[0].comment == "好"


def test_a_remark_longer_than_the_limit_on_one_line_is_read_to_its_close():
    """Past 2,000 characters the remark ended before its closing bracket, left as a move that cannot
    be read: the game failed to read."""
    long = "长" * 2500
    tree = read_text(f"1. 炮二平五 马８进７（{long}）\n2. 马二进三 车９平８")[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert tree.root.children[0].children[0].comment == long


@pytest.mark.parametrize("text", ["1. 炮二平五 (1. 马二进三 （好) 马８进７ 2. 马二进三 车９平８",
                                  "1. 炮二平五 (1. 马二进三 【好) 马８进７ 2. 马二进三 车９平８"])
def test_a_remark_left_open_in_a_variation_ends_where_the_variation_does(text):
    """The remark ran to the line's end over the variation's ')': the rest of the game was taken into it
    and lost without a word (one move read)."""
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    variation = tree.root.children[1]
    assert variation.move.iccs == "h0g2" and variation.comment == "好"


def test_a_remark_opened_full_width_may_close_half_width():
    tree = read_text("1. 炮二平五 马８进７（好) 2. 马二进三 车９平８")[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert tree.root.children[0].children[0].comment == "好"
