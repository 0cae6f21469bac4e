"""classify, classify_prefix and OpeningTracker: known openings, the scheme's order rules, mirror images,
other starts, and the agreement with master games' [ECCO] tags from years the rules never saw."""

from __future__ import annotations

import pytest

from app.model import START_FEN, Board, Move
from app.openings import (PLIES, OpeningTracker, classify, classify_prefix, defining_moves, is_standard_start,
                          parent_code)
from app.openings.rules import mirror_iccs

# 1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 兵七进一 卒７进１ 5. 马八进七 象３进５
# 6. 炮八进二 (the first CCPD game: 张雄飞 - 杨官璘 1955, tagged C84 中炮巡河炮对屏风马 黑飞右象)
SCREEN_HORSES = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b0c2 c9e7 b2b4 b7b5 h0h6 h7i7 h6g6 h9h7".split()
# 1. 炮二平五 炮８平５ 2. 马二进三 马８进７ 3. 车一平二 车９进１ 4. 车二进六 车９平４
STRAIGHT_VS_HORIZONTAL = "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 i8d8".split()
HANDICAP_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1"   # 让左马


def code(moves: list[str]) -> str:
    found = classify(moves)
    assert found is not None
    return found.code


def test_screen_horses_game_gets_its_code():
    opening = classify(SCREEN_HORSES)
    assert opening is not None
    assert (opening.code, opening.name, opening.variation) == ("C84", "中炮巡河炮对屏风马", "黑飞右象")


def test_the_same_moves_get_the_same_name_at_every_ply():
    """The opening so far is the whole-game classification of the moves so far: a game saved after any
    ply gets the name the status bar showed for it."""
    for moves in (SCREEN_HORSES, STRAIGHT_VS_HORIZONTAL):
        for ply in range(len(moves) + 1):
            assert classify_prefix(moves, ply) == (classify(moves[:ply]) if ply else None)


def test_straight_rook_against_horizontal_rook():
    """After 3... 车９进１ the game is 顺炮直车对横车 (D20), not 'vs Delayed Rook'; with 4. 车二进六
    it is D24 红过河车, as the saved game's tag says."""
    names = [code(STRAIGHT_VS_HORIZONTAL[:ply]) for ply in range(1, 9)]
    assert names == ["B00", "D00", "D00", "D00", "D10", "D20", "D24", "D24"]
    assert classify(STRAIGHT_VS_HORIZONTAL).english().startswith("Same-Direction Cannons Straight Rook vs "
                                                                  "Horizontal Rook")


def test_the_order_of_the_moves_decides():
    """车９进１ as Black's third move is 直车对横车 (D20); played after another third move it is
    直车对缓开车 黑左横车 (D11). Of two plans the one played first names the game: 仕四进五 then 车二进六 is
    D21 红先上仕, the other way round D24 红过河车."""
    delayed = "h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 b0a2 i9i8".split()          # 3... 卒７进１ 4. 马八进九 车９进１
    assert code(delayed) == "D11"
    assert code(STRAIGHT_VS_HORIZONTAL[:6]) == "D20"
    advisor_first = STRAIGHT_VS_HORIZONTAL[:6] + "f0e1 i8d8 h0h6".split()
    rook_first = STRAIGHT_VS_HORIZONTAL[:6] + "h0h6 i8d8 f0e1".split()
    assert (code(advisor_first), code(rook_first)) == ("D21", "D24")


def test_a_transposed_move_order_gets_the_line_it_reaches():
    """2... 车９进１ 3. 车一平二 马８进７ reaches the same line as 2... 马８进７ 3. 车一平二 车９进１."""
    transposed = "h2e2 h7e7 h0g2 i9i8 i0h0 h9g7 h0h6".split()
    assert code(transposed) == code(STRAIGHT_VS_HORIZONTAL[:7]) == "D24"


def test_screen_horses_are_named_once_both_horses_are_out():
    """1. 炮二平五 马８进７ is 中炮对进左马 (B05); once 马２进３ joins it (3... 马２进３) 中炮对屏风马 (C00); 巡河炮
    (6. 炮八进二) makes it 中炮巡河炮对屏风马 (C80), and 象３进５ having been played, C84 黑飞右象."""
    names = [code(SCREEN_HORSES[:ply]) for ply in range(1, 12)]
    assert names[:6] == ["B00", "B05", "B05", "B05", "B05", "C00"]
    assert names[-1] == "C84"
    assert parent_code("C84") == "C80" and parent_code("C80") == "C00" and parent_code("C00") == "B00"
    assert parent_code("B00") is None


def test_defining_moves_are_the_rules_moves():
    """C00 中炮对屏风马: 炮二平五 and both Black horses; C84 adds 巡河炮 (炮八进二) and 飞右象 (象３进５)."""
    c00 = dict(defining_moves("C00"))
    assert c00.keys() == {"h2e2", "h9g7", "b9c7"} and c00["h2e2"] == 0 and c00["b9c7"] == 7
    c84 = dict(defining_moves("c84"))
    assert c00.keys() < c84.keys() and {"b2b4", "c9e7"} <= c84.keys()
    assert defining_moves("B00") == [("h2e2", 0)]
    assert defining_moves("Z99") == [] and parent_code("Z99") is None


@pytest.mark.parametrize(("first", "expected"), [("h2e2", "B00"), ("b2e2", "B00"), ("h2d2", "A60"), ("c3c4", "E00"),
                                                 ("g0e2", "A10"), ("h2h4", "A04"), ("a3a4", "A08"), ("e3e4", "A00"),
                                                 ("b0c2", "A40"), ("f0e1", "A01"), ("d0e1", "A01")])
def test_a_one_move_game_is_named_by_its_first_move(first, expected):
    assert code([first]) == expected


def test_moves_and_iccs_text_agree():
    assert classify([Move.from_iccs(m) for m in SCREEN_HORSES]) == classify(SCREEN_HORSES)


def test_iccs_text_may_be_written_with_capitals_and_a_dash():
    assert classify(["H2-E2", "h9-g7"]) == classify(["h2e2", "h9g7"])


def test_only_the_first_plies_count():
    long_game = SCREEN_HORSES + "a0a1 a9a8 a1a0 a8a9".split()
    assert len(long_game) == PLIES
    assert classify(long_game + ["a0a1", "a9a8"]) == classify(long_game)


def test_no_moves_no_opening():
    assert classify([]) is None


@pytest.mark.parametrize("fen", [HANDICAP_FEN, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
                                 START_FEN.replace(" w ", " b ")])
def test_other_starts_are_not_classified(fen):
    assert not is_standard_start(fen)
    assert classify(SCREEN_HORSES, fen=fen) is None
    assert OpeningTracker(fen).push("h2e2") is None


def test_the_standard_start_given_as_fen_is_classified():
    assert classify(SCREEN_HORSES, fen=START_FEN) == classify(SCREEN_HORSES)


@pytest.mark.parametrize("moves", [["h9g7"], ["h2e2", "h2e2"], ["e5e6"], ["zz99"], [42]])
def test_a_move_that_is_not_the_side_to_moves_is_refused(moves):
    with pytest.raises(ValueError):
        classify(moves)


def test_sample_agreement_reaches_the_goal(tagged_games):
    """At least 97% of the master games of years the rules were never checked against get their tag's
    code (python -m app.bench openings --ccpd measures every such game)."""
    agree = sum(code(moves) == tag for moves, tag in tagged_games if moves)
    assert len(tagged_games) >= 500
    assert agree / len(tagged_games) >= 0.97


def test_every_letter_is_in_the_sample(tagged_games):
    assert {tag[0] for _moves, tag in tagged_games} == set("ABCDE")


def test_mirror_images_get_the_same_opening(tagged_games):
    for moves, _tag in tagged_games:
        mirrored = [mirror_iccs(m) for m in moves]
        assert classify(mirrored) == classify(moves), moves[:15]


def test_mirror_of_a_legal_game_is_legal():
    """The mirror image really is the same game on the other wing (legal move by move)."""
    board = Board()
    for move in SCREEN_HORSES:
        board.push(Move.from_iccs(mirror_iccs(move)))
    assert board.ply == len(SCREEN_HORSES)


def test_tracker_follows_the_game(tagged_games):
    for moves, _tag in tagged_games[:120]:
        tracker = OpeningTracker()
        for ply, move in enumerate(moves[:PLIES + 4], start=1):
            assert tracker.push(move) == classify(moves[:ply])
        assert tracker.opening == classify(moves)
        assert tracker.ply == min(len(moves), PLIES + 4)


def test_tracker_pop_and_reset():
    tracker = OpeningTracker()
    assert tracker.opening is None
    for move in SCREEN_HORSES:
        tracker.push(Move.from_iccs(move))
    assert tracker.opening == classify(SCREEN_HORSES)
    for _ in range(10):
        tracker.pop()
    assert tracker.opening == classify(SCREEN_HORSES[:6])
    tracker.push(SCREEN_HORSES[6])
    assert tracker.opening == classify(SCREEN_HORSES[:7])
    assert tracker.reset(["h2d2"]).code == "A60"
    assert tracker.reset() is None


def test_tracker_refuses_a_bad_move_and_keeps_its_state():
    tracker = OpeningTracker()
    tracker.push("h2e2")
    with pytest.raises(ValueError):
        tracker.push("h2e2")
    assert tracker.ply == 1 and tracker.opening is not None and tracker.opening.code == "B00"
