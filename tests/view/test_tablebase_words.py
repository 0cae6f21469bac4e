"""The tables' values are said in moves to mate everywhere a player reads them: the endgame panel, its
position line and the analysis line count as the engine's "mate in 5" and the puzzles' "mate in 5" do
(the panel said "win in 9" in plies beside the engine's M5 for the same position)."""

from __future__ import annotations

from app.view import tablebase_texts as words


def test_a_win_in_nine_plies_is_said_as_the_mate_in_five_it_is():
    assert words.value_words(1, 9) == "Win in 5"
    assert words.position_words(True, 1, 9) == "Red to move: win in 5"
    assert words.analysis_words(1, 9) == "Tablebase: win in 5"
    assert words.value_words(1, 1) == "Win in 1"                  # mate at once


def test_a_loss_counts_the_winners_moves_too():
    assert words.value_words(-1, 10) == "Loss in 5"               # mated at the opponent's fifth move
    assert words.position_words(False, -1, 2) == "Black to move: loss in 1"
    assert words.analysis_words(-1, 10) == "Tablebase: loss in 5"
    assert words.value_words(-1, 0) == "Lost" and words.value_words(0, None) == "Draw"


def test_the_value_columns_tooltip_says_what_is_counted():
    assert "Moves to mate" in words.dtm_hint() and "plies" not in words.dtm_hint()


def test_one_table_is_said_in_the_singular():
    assert words.two_attacker_choice("KRPKR", 1) == "KRPKR (1 table to make)"
    assert words.two_attacker_choice("KRPKR", 4) == "KRPKR (4 tables to make)"
    assert words.missing_one_attacker(1) == "One-attacker endgames (1 table missing)"
    assert words.making(0, 1, "") == "Starting… (1 table)" and words.making(0, 2, "") == "Starting… (2 tables)"
