"""Move notations (app/model/notation*.py): ICCS, WXF and Chinese, out and back in.

Squares in FENs and ICCS here use our ranks 0-9; pyffish counts ranks 1-10.
"""

import random
from functools import cache

import pytest

from app.model import (
    Board,
    Color,
    FenError,
    IllegalMoveError,
    IllegalReason,
    Move,
    PieceKind,
)
from app.model.tables import (
    ADVISOR,
    BLACK,
    CANNON,
    ELEPHANT,
    HORSE,
    KING,
    PAWN,
    RED,
    ROOK,
    TYPE_LETTERS,
    file_of,
    legal_squares,
    parse_square,
    rank_of,
)


# ----- helpers ---------------------------------------------------------------------------------------
def fen_of(pieces: str, turn: str = "w") -> str:
    """FEN from 'Ke0 kd9 Ra2 pc3' (upper case Red, lower case Black; our ranks 0-9)."""
    board = [["" for _ in range(9)] for _ in range(10)]
    for item in pieces.split():
        sq = parse_square(item[1:])
        board[rank_of(sq)][file_of(sq)] = item[0]
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for cell in board[rank]:
            if cell:
                row += (str(empty) if empty else "") + cell
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {turn} - - 0 1"


def random_game_boards(seed: int, plies: int):
    """Boards along a random game from the start position (the same board object, mutated)."""
    rng = random.Random(seed)
    board = Board()
    for _ in range(plies):
        moves = board.legal_moves()
        if not moves:
            return
        yield board
        board.push(rng.choice(moves))


def random_position(rng: random.Random) -> Board:
    """A random legal position rich in same-file pieces: tandem rooks, cannons, horses and pawn stacks."""
    while True:
        cells = [0] * 90
        for color in (RED, BLACK):
            bit = color << 3

            def put(ptype: int, squares: list[int], cells: list[int] = cells, color: int = color,
                    bit: int = bit) -> None:
                free = [s for s in squares if not cells[s] and s in legal_squares(color, ptype)]
                if free:
                    cells[rng.choice(free)] = ptype | bit

            put(KING, list(range(90)))
            for ptype in (ADVISOR, ELEPHANT, HORSE, ROOK, CANNON):
                count = rng.randint(0, 2)
                if count == 2 and ptype in (HORSE, ROOK, CANNON) and rng.random() < 0.6:
                    f = rng.randrange(9)  # tandem pair on one file
                    put(ptype, list(range(f, 90, 9)))
                    put(ptype, list(range(f, 90, 9)))
                else:
                    for _ in range(count):
                        put(ptype, list(range(90)))
            files = rng.sample(range(9), rng.choice((1, 2, 2, 3)))
            for _ in range(rng.randint(0, 5)):
                put(PAWN, [s for s in range(90) if file_of(s) in files])
        fen = "/".join(
            "".join(TYPE_LETTERS[p & 7].upper() if p and p < 8 else TYPE_LETTERS[p & 7] if p else "1"
                    for p in cells[rank * 9:rank * 9 + 9]) for rank in range(9, -1, -1))
        try:
            board = Board(f"{fen} {rng.choice('wb')} - - 0 1")
        except FenError:
            continue
        if board.legal_moves():
            return board


@cache
def _random_fens(seed: int, count: int) -> tuple[str, ...]:
    rng = random.Random(seed)
    return tuple(random_position(rng).fen() for _ in range(count))


def random_positions(seed: int, count: int) -> list[Board]:
    """count random positions from a seed (fresh boards; the FENs are cached)."""
    return [Board(fen) for fen in _random_fens(seed, count)]


def assert_round_trip(board: Board) -> int:
    """Every legal move's WXF and Chinese texts parse back to it and are unique; returns the move count."""
    moves = board.legal_moves()
    for write in (board.to_wxf, board.to_chinese, lambda m: board.to_chinese(m, traditional=True)):
        texts = {}
        for move in moves:
            text = write(move)
            assert board.parse_move(text) == move, (board.fen(), move.iccs, text)
            assert text not in texts, (board.fen(), move.iccs, texts.get(text), text)
            texts[text] = move
    for move in moves:
        assert board.parse_move(move.iccs) == move
    return len(moves)


# ----- 1. round trip over many positions --------------------------------------------------------------
@pytest.mark.parametrize("seed", range(3))
def test_round_trip_random_games(seed):
    assert sum(assert_round_trip(board) for board in random_game_boards(seed, 120)) > 1000


@pytest.mark.parametrize("seed", range(2))
def test_round_trip_random_positions(seed):
    for board in random_positions(seed, 120):
        assert_round_trip(board)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_round_trip_random_games_long(seed):
    for board in random_game_boards(1000 + seed, 400):
        assert_round_trip(board)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 120))
def test_round_trip_random_positions_many(seed):
    for board in random_positions(seed, 300):
        assert_round_trip(board)


def test_random_positions_cover_the_tricky_cases():
    """The random positions above do contain 3-5 pawn stacks, two stacked files and tandem pieces."""
    seen = set()
    for board in random_positions(0, 120) + random_positions(1, 120):
        for color in (RED, BLACK):
            counts = {}
            for sq, p in enumerate(board._sq):
                if p and p >> 3 == color:
                    counts.setdefault((p & 7, file_of(sq)), []).append(sq)
            pawn_stacks = [len(v) for (t, _), v in counts.items() if t == PAWN and len(v) > 1]
            seen.update(f"pawns{n}" for n in pawn_stacks)
            seen.add(f"stacked-files{len(pawn_stacks)}")
            seen.update(f"tandem{t}" for (t, _), v in counts.items() if t != PAWN and len(v) > 1)
    assert {"pawns3", "pawns4", "pawns5", "stacked-files2", "tandem4", "tandem5", "tandem6",
            "tandem2", "tandem3"} <= seen, seen


# ----- 2. constructed positions with expected texts ------------------------------------------------
AFTER_C25 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"  # Black to move
CASES = [
    # start position
    (None, "h2e2", "C2.5", "炮二平五", "炮二平五"),
    (None, "h0g2", "H2+3", "马二进三", "傌二進三"),
    (None, "b0c2", "H8+7", "马八进七", "傌八進七"),
    (None, "a0a1", "R9+1", "车九进一", "俥九進一"),
    (None, "f0e1", "A4+5", "仕四进五", "仕四進五"),
    (None, "c0e2", "E7+5", "相七进五", "相七進五"),
    (None, "e0e1", "K5+1", "帅五进一", "帥五進一"),
    (None, "h2h9", "C2+7", "炮二进七", "炮二進七"),
    (None, "i3i4", "P1+1", "兵一进一", "兵一進一"),
    # Black after 1. C2.5
    (AFTER_C25, "h9g7", "H8+7", "马８进７", "馬８進７"),
    (AFTER_C25, "h7e7", "C8.5", "炮８平５", "砲８平５"),
    (AFTER_C25, "b7b0", "C2+7", "炮２进７", "砲２進７"),
    (AFTER_C25, "d9e8", "A4+5", "士４进５", "士４進５"),
    (AFTER_C25, "a6a5", "P1+1", "卒１进１", "卒１進１"),
    (AFTER_C25, "e9e8", "K5+1", "将５进１", "將５進１"),
    # tandem rooks, cannons, horses (Red)
    (fen_of("Ke0 kd9 Ra2 Ra1"), "a2a4", "+R+2", "前车进二", "前俥進二"),
    (fen_of("Ke0 kd9 Ra2 Ra1"), "a2b2", "+R.8", "前车平八", "前俥平八"),
    (fen_of("Ke0 kd9 Ra2 Ra1"), "a1b1", "-R.8", "后车平八", "後俥平八"),
    (fen_of("Ke0 kd9 Ra2 Ra1"), "a1a0", "-R-1", "后车退一", "後俥退一"),
    (fen_of("Kd0 kf9 Ce2 Ce1"), "e2e4", "+C+2", "前炮进二", "前炮進二"),
    (fen_of("Kd0 kf9 Ce2 Ce1"), "e1d1", "-C.6", "后炮平六", "後炮平六"),
    (fen_of("Ke0 kd9 Hc4 Hc2"), "c4d6", "+H+6", "前马进六", "前傌進六"),
    (fen_of("Ke0 kd9 Hc4 Hc2"), "c4b2", "+H-8", "前马退八", "前傌退八"),
    (fen_of("Ke0 kd9 Hc4 Hc2"), "c2d0", "-H-6", "后马退六", "後傌退六"),
    # tandem rooks, cannons, horses (Black: its front is towards rank 0)
    (fen_of("Ke0 kd9 ra8 ra7", "b"), "a7a5", "+R+2", "前车进２", "前車進２"),
    (fen_of("Ke0 kd9 ra8 ra7", "b"), "a8b8", "-R.2", "后车平２", "後車平２"),
    (fen_of("Ke0 kd9 ra8 ra7", "b"), "a8a9", "-R-1", "后车退１", "後車退１"),
    (fen_of("Ke0 kd9 ch8 ch7", "b"), "h7g7", "+C.7", "前炮平７", "前砲平７"),
    (fen_of("Ke0 kd9 ch8 ch7", "b"), "h8h9", "-C-1", "后炮退１", "後砲退１"),
    (fen_of("Ke0 kd9 nc7 nc5", "b"), "c5d3", "+H+4", "前马进４", "前馬進４"),
    (fen_of("Ke0 kd9 nc7 nc5", "b"), "c7b9", "-H-2", "后马退２", "後馬退２"),
    # advisors and elephants on one file keep their file: the direction tells them apart
    (fen_of("Ke0 kd9 Ad0 Ad2"), "d0e1", "A6+5", "仕六进五", "仕六進五"),
    (fen_of("Ke0 kd9 Ad0 Ad2"), "d2e1", "A6-5", "仕六退五", "仕六退五"),
    (fen_of("Ke0 kd9 Bc0 Bc4"), "c0e2", "E7+5", "相七进五", "相七進五"),
    (fen_of("Ke0 kd9 Bc0 Bc4"), "c4a2", "E7-9", "相七退九", "相七退九"),
    (fen_of("Kf0 ke9 ad9 ad7", "b"), "d7e8", "A4-5", "士４退５", "士４退５"),
    (fen_of("Ke0 kd9 bg9 bg5", "b"), "g5e7", "E7-5", "象７退５", "象７退５"),
    # pawns: one, two, three, four, five on a file (Red)
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg4"), "g4g5", "P3+1", "兵三进一", "兵三進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg4"), "c6c7", "+P+1", "前兵进一", "前兵進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg4"), "c5d5", "-P.6", "后兵平六", "後兵平六"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c7c8", "+P+1", "前兵进一", "前兵進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c6d6", "P7.6", "中兵平六", "中兵平六"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c5b5", "-P.8", "后兵平八", "後兵平八"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c8c9", "+++1", "一兵进一", "一兵進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c7d7", "+P.6", "二兵平六", "二兵平六"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c6d6", "-P.6", "三兵平六", "三兵平六"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c5d5", "--.6", "四兵平六", "四兵平六"),
    (fen_of("Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9"), "c9d9", "++.6", "一兵平六", "一兵平六"),
    (fen_of("Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9"), "c8b8", "+P.8", "二兵平八", "二兵平八"),
    (fen_of("Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9"), "c7d7", "P7.6", "三兵平六", "三兵平六"),
    (fen_of("Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9"), "c6d6", "-P.6", "四兵平六", "四兵平六"),
    (fen_of("Ke0 kf9 Pc5 Pc6 Pc7 Pc8 Pc9"), "c5d5", "--.6", "五兵平六", "五兵平六"),
    # two files each with several pawns: the file follows the piece name (Red)
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "c6c7", "7++1", "前兵七进一", "前兵七進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "c5d5", "7-.6", "后兵七平六", "後兵七平六"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "g6g7", "3++1", "前兵三进一", "前兵三進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "g5f5", "3-.4", "后兵三平四", "後兵三平四"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6 Pg7"), "g7g8", "3++1", "前兵三进一", "前兵三進一"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6 Pg7"), "g6f6", "P3.4", "中兵三平四", "中兵三平四"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6 Pg7"), "g5h5", "3-.2", "后兵三平二", "後兵三平二"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6 Pg7"), "c5b5", "7-.8", "后兵七平八", "後兵七平八"),
    # pawns (Black)
    (fen_of("Ke0 kd9 pc4 pc3", "b"), "c3c2", "+P+1", "前卒进１", "前卒進１"),
    (fen_of("Ke0 kd9 pc4 pc3", "b"), "c4d4", "-P.4", "后卒平４", "後卒平４"),
    (fen_of("Ke0 kd9 pc4 pc3 pc2", "b"), "c3d3", "P3.4", "中卒平４", "中卒平４"),
    (fen_of("Ke0 kd9 pc4 pc3 pc2 pc1", "b"), "c1c0", "+++1", "一卒进１", "一卒進１"),
    (fen_of("Ke0 kd9 pc4 pc3 pc2 pc1", "b"), "c2d2", "+P.4", "二卒平４", "二卒平４"),
    (fen_of("Ke0 kd9 pc4 pc3 pc2 pc1", "b"), "c4b4", "--.2", "四卒平２", "四卒平２"),
    (fen_of("Kf0 kd9 pc4 pc3 pc2 pc1 pc0", "b"), "c2d2", "P3.4", "三卒平４", "三卒平４"),
    (fen_of("Kf0 kd9 pc4 pc3 pc2 pc1 pc0", "b"), "c0d0", "++.4", "一卒平４", "一卒平４"),
    (fen_of("Ke0 kd9 pc4 pc3 pg4 pg3", "b"), "c3c2", "3++1", "前卒３进１", "前卒３進１"),
    (fen_of("Ke0 kd9 pc4 pc3 pg4 pg3", "b"), "g4f4", "7-.6", "后卒７平６", "後卒７平６"),
]


@pytest.mark.parametrize("fen, iccs, wxf, chinese, traditional", CASES)
def test_constructed_cases(fen, iccs, wxf, chinese, traditional):
    board = Board(fen)
    move = Move.from_iccs(iccs)
    assert board.to_wxf(move) == wxf
    assert board.to_chinese(move) == chinese
    assert board.to_chinese(move, traditional=True) == traditional
    for text in (wxf, chinese, traditional, iccs):
        assert board.parse_move(text) == move
    assert_round_trip(board)


FIVE_BLACK = fen_of("Kf0 kd9 pc4 pc3 pc2 pc1 pc0", "b")
ALTERNATIVES = [
    # ICCS and WXF spellings
    (None, "h2e2", ["H2-E2", "h2-e2", "ｈ２ｅ２", "C2=5", "c2.5", "C25", "Ｃ２＝５", "Ｃ２．５", " C2 . 5 "]),
    (None, "h0g2", ["N2+3", "h2+3", "Ｈ２＋３"]),
    (None, "c0e2", ["B7+5", "b7+5", "e7+5"]),
    (fen_of("Kd0 kf9 Ce2 Ce1"), "e2d2", ["C+.6", "C+=6", "c+.6", "+C=6", "Ｃ＋．６", "+c.6"]),
    (fen_of("Kd0 kf9 Ce2 Ce1"), "e1e0", ["C--1", "－Ｃ－１"]),
    # Chinese spellings: traditional characters, digits for Red, numerals for Black, 後, 進, spaces
    (None, "h2e2", ["砲二平五", "炮2平5", "炮２平五", "炮 二 平 五", "包二平五"]),
    (None, "h0g2", ["馬二進三", "傌2进3", "马二进3"]),
    (AFTER_C25, "h9g7", ["马8进7", "馬８進７", "马八进七", "H8+7", "N8+7"]),
    (fen_of("Ke0 kd9 Ra2 Ra1"), "a1b1", ["後車平八", "后俥平8", "车后平八", "俥後平八"]),
    # pawns: Fairy-Stockfish's index+file form, wxf.org's sign-after-letter form, cchess and xqbase
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c7c8", ["17+1", "P++1", "前兵七进一"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c6d6", ["27=6", "P7=6", "中兵七平六"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "c5d5", ["37=6", "P-.6", "P-=6", "7-.6", "后七平六"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c8c9", ["17+1", "前兵进一", "1兵进一"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c7d7", ["27=6", "P+.6", "二兵平六", "二七平六"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "c5d5", ["47=6", "后兵平六"]),
    (FIVE_BLACK, "c2d2", ["33=4", "P3=4", "中卒平４", "３卒平４", "三卒平4"]),
    (FIVE_BLACK, "c1d1", ["23=4", "２卒平４", "P+=4"]),
    (FIVE_BLACK, "c4d4", ["53=4", "后卒平４", "--=4", "５卒平４"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "c6c7", ["17+1", "7++1", "前七进一", "前兵7进1"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"), "g5f5", ["23=4", "3-=4", "后兵三平四", "二兵平四"]),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6 Pg7"), "g6f6", ["23=4", "P3=4", "中兵平四", "中兵三平四"]),
]


@pytest.mark.parametrize("fen, iccs, texts", ALTERNATIVES)
def test_alternative_spellings(fen, iccs, texts):
    board = Board(fen)
    for text in texts:
        assert board.parse_move(text) == Move.from_iccs(iccs), text


def test_xqbase_numbering_across_two_pawn_files():
    """xqbase numbers pawns of two stacked files by file (from the mover's right), then front to back."""
    board = Board(fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"))
    texts = ("一兵进一", "二兵平四", "三兵进一", "四兵平六")
    assert [board.parse_move(t).iccs for t in texts] == ["g6g7", "g5f5", "c6c7", "c5d5"]


# ----- 3. peers: pyffish (WXF) and cchess (Chinese) ---------------------------------------------
def to_ours(uci: str) -> str:
    """pyffish move 'h3e3' (ranks 1-10) -> ICCS 'h2e2' (ranks 0-9)."""
    body = uci[1:]
    split = next(i for i, ch in enumerate(body) if ch.isalpha())
    return f"{uci[0]}{int(body[:split]) - 1}{body[split]}{int(body[split + 1:]) - 1}"


def pawn_stack_sizes(board: Board) -> list[int]:
    """Sizes of the mover's pawn stacks (files with two or more of its pawns)."""
    code = PAWN | (board._side << 3)
    sizes = [sum(board._sq[r * 9 + f] == code for r in range(10)) for f in range(9)]
    return [n for n in sizes if n > 1]


def check_pyffish(sf, board: Board) -> int:
    """pyffish's WXF for every legal move parses to the same move; returns how many were checked."""
    fen = board.fen()
    checked = 0
    for uci in sf.legal_moves("xiangqi", fen, []):
        text = sf.get_san("xiangqi", fen, uci, False, sf.NOTATION_XIANGQI_WXF)
        try:
            assert board.parse_move(text).iccs == to_ours(uci), (fen, uci, text)
        except ValueError as err:
            # Disagreement: pyffish numbers pawns from the front with the file ('33' = 3rd on file 3),
            # wxf.org writes a doubled digit for the middle pawn of three when two files are stacked
            # ('33.4' = middle pawn of file 3). Where both readings are legal and differ, we refuse.
            assert "ambiguous" in str(err) and text[0] == text[1] and len(pawn_stack_sizes(board)) > 1, \
                (fen, uci, text, err)
            continue
        checked += 1
    return checked


def test_pyffish_wxf_parses():
    # pyffish takes ~2 ms a call, so the default run samples positions: every 12th ply of two games
    # and a few random positions (the slow run checks whole games).
    sf = pytest.importorskip("pyffish")
    boards = [Board(b.fen()) for seed in (200, 201) for i, b in enumerate(random_game_boards(seed, 120))
              if i % 12 == 5]
    assert sum(check_pyffish(sf, board) for board in boards + random_positions(0, 120)[:20]) > 500


@pytest.mark.parametrize("fen", sorted({c[0] for c in CASES if c[0]}))
def test_pyffish_wxf_parses_constructed(fen):
    sf = pytest.importorskip("pyffish")
    check_pyffish(sf, Board(fen))


def test_pyffish_doubled_digit_disagreement():
    """'33': pyffish means the 3rd pawn of file 3, wxf.org the middle one; if both can move: refused."""
    board = Board(fen_of("Ke0 kd9 Pg5 Pg6 Pg7 Pc5 Pc6"))
    with pytest.raises(ValueError, match="ambiguous.*3-.4.*P3.4|ambiguous.*P3.4.*3-.4"):
        board.parse_move("33.4")
    assert board.parse_move("23=4").iccs == "g6f6"  # no clash for the middle pawn
    assert board.parse_move("P3.4").iccs == "g6f6"
    assert board.parse_move("3-.4").iccs == "g5f5"


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10))
def test_pyffish_wxf_parses_long(seed):
    sf = pytest.importorskip("pyffish")
    for i, board in enumerate(random_game_boards(2000 + seed, 300)):
        if i % 4 == 0:
            check_pyffish(sf, board)
    for board in random_positions(3000 + seed, 60):
        check_pyffish(sf, board)


def check_cchess(cchess, board: Board) -> int:
    """cchess's Chinese text for every legal move parses to the same move, where it is unambiguous."""
    cboard = cchess.ChessBoard(board.fen())
    checked = 0
    for move in board.legal_moves():
        text = cboard.copy().move_iccs(move.iccs).to_text()
        try:
            assert board.parse_move(text) == move, (board.fen(), move.iccs, text)
        except ValueError as err:
            # Disagreement: with two files each holding several pawns cchess still writes 前兵/后兵
            # (its own TODO), which names two pawns; we say so instead of guessing.
            assert "ambiguous" in str(err) and len(pawn_stack_sizes(board)) > 1, (board.fen(), text, err)
            continue
        checked += 1
    return checked


def test_cchess_chinese_parses():
    cchess = pytest.importorskip("cchess")
    assert sum(check_cchess(cchess, b) for b in random_game_boards(400, 80)) > 1000
    for board in random_positions(1, 120)[:60]:
        check_cchess(cchess, board)


@pytest.mark.parametrize("fen", sorted({c[0] for c in CASES if c[0]}))
def test_cchess_chinese_parses_constructed(fen):
    cchess = pytest.importorskip("cchess")
    check_cchess(cchess, Board(fen))


def test_cchess_ambiguous_two_files():
    """cchess writes 前兵进一 for both front pawns of two stacked files; we refuse and say why."""
    cchess = pytest.importorskip("cchess")
    board = Board(fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6"))
    texts = {m: cchess.ChessBoard(board.fen()).move_iccs(m).to_text() for m in ("c6c7", "g6g7")}
    assert texts["c6c7"] == texts["g6g7"] == "前兵进一"
    with pytest.raises(ValueError, match="ambiguous"):
        board.parse_move("前兵进一")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10))
def test_cchess_chinese_parses_long(seed):
    cchess = pytest.importorskip("cchess")
    for board in random_game_boards(4000 + seed, 300):
        check_cchess(cchess, board)
    for board in random_positions(5000 + seed, 200):
        check_cchess(cchess, board)


# ----- 4. errors -----------------------------------------------------------------------------------
TWO_FILES = fen_of("Ke0 kd9 Pc5 Pc6 Pg5 Pg6")
ERRORS = [
    (None, "", "empty move text"),
    (None, "xyz", "cannot read 'xyz'"),
    (None, "c2x5", "third character must be \\+, - or \\. \\(=\\), not 'x'"),
    (None, "C2.0", "last character must be a digit"),
    (None, "X2.5", "unknown piece letter 'X'"),
    (None, "炮二走五", "third character must be 进, 退 or 平"),
    (None, "龙二平五", "not a piece"),
    (None, "H3+4", "no red horse on file 3"),
    (None, "+C.5", "no two red cannons share a file"),
    (None, "前炮平五", "no two red cannons share a file"),
    (fen_of("Kd0 kf9 Cb2 Cb1"), "C8.5", "ambiguous: two cannons on file 8 .*\\+C.5 \\(front on file 8\\)"),
    (fen_of("Kd0 kf9 Cb2 Cb1"), "炮八平五", "ambiguous.*前炮平五.*后炮平五"),
    (TWO_FILES, "+P+1", "ambiguous: two pawns on files 3 and 7 .*: 3\\+\\+1 .* or 7\\+\\+1"),
    (TWO_FILES, "前兵进一", "ambiguous.*前兵三进一.*前兵七进一"),
    (TWO_FILES, "中兵平六", "no red pawn fits: the stacked red pawns are 2 on file 3 and 2 on file 7"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7 Pc8"), "中兵平六", "no red pawn fits: the stacked red pawns are 4 on file 7"),
    (TWO_FILES, "4+.6", "no red pawn on file 4"),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pg5"), "3+.4", "only 1 red pawn on file 3"),
    (fen_of("Ke0 kd9 Pc5 Pc6"), "P7.6", "ambiguous"),
    (fen_of("Ke0 kd9 Pc5 Pc6"), "+-.6", "names no piece"),
]


# (fen, text, reason, square, kind): texts that name a piece whose move the rules refuse
ILLEGAL = [
    (None, "马２进７", IllegalReason.NO_SUCH_MOTION, None, PieceKind.HORSE),
    (None, "H2+5", IllegalReason.NO_SUCH_MOTION, None, PieceKind.HORSE),
    (None, "C2.2", IllegalReason.NO_SUCH_MOTION, None, PieceKind.CANNON),
    (None, "C2+9", IllegalReason.NO_SUCH_MOTION, None, PieceKind.CANNON),
    (None, "R1+9", IllegalReason.BLOCKED, parse_square("i3"), PieceKind.ROOK),
    (None, "炮二进六", IllegalReason.BLOCKED, parse_square("h7"), PieceKind.CANNON),
    (None, "h2g4", IllegalReason.LINE_MOVE, None, PieceKind.CANNON),
    (None, "e3e5", IllegalReason.PAWN_STEP, None, PieceKind.PAWN),
    (TWO_FILES, "3+.6", IllegalReason.PAWN_STEP, None, PieceKind.PAWN),
    (fen_of("Ke0 kd9 Pc5 Pc6 Pc7"), "P7+1", IllegalReason.OWN_CAPTURE, parse_square("c7"), PieceKind.PAWN),
    # pinned rook: moving it off the file would expose the king
    (fen_of("Ke0 Re4 re8 kd9"), "R5.4", IllegalReason.SELF_CHECK, parse_square("e0"), PieceKind.ROOK),
]


@pytest.mark.parametrize("fen, text, message", ERRORS)
def test_errors(fen, text, message):
    board = Board(fen)
    with pytest.raises(ValueError, match=message) as err:
        board.parse_move(text)
    assert not isinstance(err.value, IllegalMoveError)


@pytest.mark.parametrize("fen, text, reason, square, kind", ILLEGAL)
def test_illegal_texts_say_why(fen, text, reason, square, kind):
    board = Board(fen)
    with pytest.raises(IllegalMoveError) as err:
        board.parse_move(text)
    e = err.value
    assert (e.reason, e.square, e.kind, e.text) == (reason, square, kind, text)
    assert e.turn is Color.RED and str(e).startswith(f"'{text}' is not legal here: ")


def test_illegal_text_naming_several_pieces_gives_each_cause():
    board = Board(fen_of("Kd2 kf9 Rb2 Rb1 ra2"))   # both rooks on file 8; the front one is pinned
    with pytest.raises(IllegalMoveError) as err:
        board.parse_move("R8+5")
    e = err.value
    assert e.text == "R8+5" and e.kind is PieceKind.ROOK and len(e.causes) == 2
    assert {(c.reason, c.move) for c in e.causes} == {(IllegalReason.SELF_CHECK, Move.from_iccs("b2b7")),
                                                       (IllegalReason.BLOCKED, Move.from_iccs("b1b6"))}
    assert "the rook on b2: leaves the king in check" in str(e)
    assert e.reason is IllegalReason.NOT_LEGAL


def test_non_text_is_refused():
    with pytest.raises(ValueError, match="must be a string"):
        Board().parse_move(None)


def test_writers_refuse_illegal_moves():
    board = Board()
    for write in (board.to_wxf, board.to_chinese):
        with pytest.raises(IllegalMoveError) as err:
            write(Move.from_iccs("e3e5"))
        assert (err.value.reason, err.value.move, err.value.text) == (
            IllegalReason.PAWN_STEP, Move.from_iccs("e3e5"), "e3e5")


def test_parse_returns_legal_moves_only():
    board = Board(fen_of("Ke0 kd9 Ra2 Ra1"))
    assert board.parse_move("R9+1").iccs == "a2a3"  # only the front rook can move forward one
    assert board.parse_move("R9-1").iccs == "a1a0"


@pytest.mark.parametrize("fen", [
    "4r4/9/4ek3/9/4e4/5A2P/9/9/4K2C1/9 b - - 0 1",        # two elephants on a file both moving back
    "9/9/3k5/5p3/5C3/5C2B/9/5r3/4K4/5C3 w - - 0 1",       # three cannons on a file
    "9/3A1k2b/8R/a8/8p/9/8R/8R/9/3K5 w - - 0 1",          # three rooks on a file
])
def test_diagram_positions_name_every_move_once(fen):
    from app.model.notation import write_move
    """Positions a game cannot reach (rule-book diagrams) still write every move so it reads back."""
    board = Board(fen)
    assert board.status()
    for move in board.legal_moves():
        for notation in ("wxf", "chinese"):
            text = write_move(board, move, notation)
            assert board.parse_move(text) == move, (notation, move.iccs, text)
