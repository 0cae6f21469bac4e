"""Game review's pure part: [%eval] comments, winning chances, NAGs, the tree edits and their undo."""

import pytest

from app.engines import Score
from app.engines.annotate import (PositionEval, apply_review, eval_of, judge, nag_for_loss, red_pawns,
                                  revert_review, win_chance, with_eval, without_eval)
from app.model import Move
from app.model.tree import GameTree


def test_eval_commands_are_read_and_written():
    assert eval_of("[%eval 1.35]") == Score(cp=135)
    assert eval_of("good move [%eval -0.40] indeed") == Score(cp=-40)
    assert eval_of("[%eval #4]") == Score(mate=4) and eval_of("[%eval #-3]") == Score(mate=-3)
    assert eval_of("no command") is None
    assert with_eval("nice", Score(cp=135)) == "[%eval 1.35] nice"
    assert with_eval("[%eval 0.10] nice", Score(mate=-2)) == "[%eval #-2] nice"
    assert with_eval("[%clk 0:01:00] [%eval 0.10]", None) == "[%clk 0:01:00]"
    assert without_eval("[%eval 3.00]") == ""


def test_winning_chance_and_thresholds():
    assert win_chance(Score(cp=0)) == 0.5
    assert win_chance(Score(cp=100)) == pytest.approx(0.5987, abs=1e-3)      # K = 0.004
    assert win_chance(Score(mate=3)) == 1.0 and win_chance(Score(mate=-3)) == 0.0
    assert win_chance(Score(mate=0)) == 0.0
    assert [nag_for_loss(x) for x in (0.05, 0.10, 0.2, 0.35)] == [None, 6, 2, 4]
    assert red_pawns(Score(cp=250), False) == -2.5 and red_pawns(Score(mate=2), False) == -10.0
    assert red_pawns(Score(cp=3000), True) == 10.0


def _line():
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2", "a9a8"])
    moves = tree.mainline_moves()
    better = (Move.from_iccs("i9h9"), Move.from_iccs("i0h0"))
    # positions 0..4, scores from the side to move's view; Black's a9a8 (ply 4) throws the game away
    positions = [PositionEval(Score(cp=20), True), PositionEval(Score(cp=-30), False),
                 PositionEval(Score(cp=25), True), PositionEval(Score(cp=-10), False, better),
                 PositionEval(Score(cp=700), True)]
    return tree, moves, positions


def test_judge_marks_a_blunder_and_suggests_the_better_line():
    tree, moves, positions = _line()
    review = judge(positions, moves)
    assert [v.nag for v in review.verdicts] == [None, None, None, 4]
    assert review.verdicts[3].better == positions[3].pv and not review.verdicts[3].red
    assert review.verdicts[3].cp_loss == 690
    assert review.black.blunders == 1 and review.red.blunders == 0 and review.red.moves == 2
    assert review.black.average_cp_loss == pytest.approx((0 + 690) / 2)
    assert review.graph() == [0.2, 0.3, 0.25, 0.1, 7.0]


def test_apply_review_writes_evals_nags_and_variation_and_reverts():
    tree, moves, positions = _line()
    nodes = tree.mainline_nodes()
    nodes[3].comment = "the losing move"
    nodes[3].nags = [1]
    edit = apply_review(tree, judge(positions, moves))
    assert nodes[3].nags == [4, 1] and nodes[3].comment == "[%eval 7.00] the losing move"
    assert eval_of(nodes[0].comment) == Score(cp=30)                       # Red's view after 1. h2e2
    variation = nodes[2].children[1]
    assert variation.move == Move.from_iccs("i9h9") and variation.children[0].move == Move.from_iccs("i0h0")
    assert tree.mainline_moves() == moves                                   # the game itself is unchanged
    revert_review(tree, edit)
    assert nodes[3].nags == [1] and nodes[3].comment == "the losing move"
    assert len(nodes[2].children) == 1 and all(eval_of(n.comment) is None for n in nodes)


def test_a_review_is_not_applied_to_a_changed_mainline():
    tree, moves, positions = _line()
    review = judge(positions, moves)
    tree.promote_to_main(tree.add_move(tree.mainline_nodes()[2], "i9h9"))
    with pytest.raises(ValueError, match="changed"):
        apply_review(tree, review)
    assert all(not n.comment and not n.nags for n in tree.nodes())
