"""classify, classify_prefix and OpeningTracker: known openings, mirror images, other starts, and the
agreement with master games' [ECCO] tags the shipped classifier never saw."""

from __future__ import annotations

import pytest

from app.model import START_FEN, Board, Move
from app.openings import OpeningTracker, classify, classify_prefix, is_standard_start
from app.openings.model import mirror_iccs

# 1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 兵七进一 卒７进１ 5. 马八进七 象３进５
# 6. 炮八进二 (the first CCPD game: 张雄飞 - 杨官璘 1955, tagged C84 中炮巡河炮对屏风马 黑飞右象)
SCREEN_HORSES = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b0c2 c9e7 b2b4 b7b5 h0h6 h7i7 h6g6 h9h7".split()
HANDICAP_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1"   # 让左马


def test_screen_horses_game_gets_its_code():
    opening = classify(SCREEN_HORSES)
    assert opening is not None
    assert (opening.code, opening.name, opening.variation) == ("C84", "中炮巡河炮对屏风马", "黑飞右象")


def test_screen_horses_so_far():
    """1. 炮二平五 alone is 中炮局; by the 15th ply the code is the whole game's."""
    assert classify_prefix(SCREEN_HORSES, 1).code == "B00"
    assert classify_prefix(SCREEN_HORSES, 15) == classify(SCREEN_HORSES)
    assert classify_prefix(SCREEN_HORSES, 0) is None


@pytest.mark.parametrize(("first", "code"), [("h2e2", "B00"), ("b2e2", "B00"), ("h2d2", "A60"), ("c3c4", "E00"),
                                             ("g0e2", "A10"), ("h2h4", "A04"), ("a3a4", "A08"), ("e3e4", "A00")])
def test_a_one_move_game_is_named_by_its_first_move(first, code):
    opening = classify([first])
    assert opening is not None and opening.code == code


def test_moves_and_iccs_text_agree():
    assert classify([Move.from_iccs(m) for m in SCREEN_HORSES]) == classify(SCREEN_HORSES)


def test_iccs_text_may_be_written_with_capitals_and_a_dash():
    assert classify(["H2-E2", "h9-g7"]) == classify(["h2e2", "h9g7"])


def test_only_the_first_15_plies_count():
    assert classify(SCREEN_HORSES[:15] + ["a0a1", "a9a8"]) == classify(SCREEN_HORSES[:15])


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
    """At least 97% of the master games the classifier never saw get their tag's code."""
    agree = sum(classify(moves).code == tag for moves, tag in tagged_games if moves)
    assert len(tagged_games) >= 300
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


def test_tracker_equals_whole_game_classification(tagged_games):
    for moves, _tag in tagged_games[:120]:
        tracker = OpeningTracker()
        for ply, move in enumerate(moves[:20], start=1):
            assert tracker.push(move) == classify(moves[:ply])
            assert tracker.opening == classify_prefix(moves, ply)
        assert tracker.ply == min(len(moves), 20)


def test_tracker_pop_and_reset():
    tracker = OpeningTracker()
    assert tracker.opening is None
    for move in SCREEN_HORSES:
        tracker.push(Move.from_iccs(move))
    assert tracker.opening == classify(SCREEN_HORSES)
    for _ in range(10):
        tracker.pop()
    assert tracker.opening == classify(SCREEN_HORSES[:-10])
    tracker.push(SCREEN_HORSES[-10])
    assert tracker.opening == classify(SCREEN_HORSES[:-9])
    assert tracker.reset(["h2d2"]).code == "A60"
    assert tracker.reset() is None


def test_tracker_refuses_a_bad_move_and_keeps_its_state():
    tracker = OpeningTracker()
    tracker.push("h2e2")
    with pytest.raises(ValueError):
        tracker.push("h2e2")
    assert tracker.ply == 1 and tracker.opening is not None and tracker.opening.code == "B00"
