"""A played game saved as PGN: headers from the arbiter's outcome, and reading it back."""

import datetime

import pytest

from app.formats import game_record, read_games, record_ruleset, record_termination, write_pgn
from app.model import Game, Termination
from app.model.enums import Ruleset

OPENING = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]
SEVEN_CHECKS_FEN = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
SET_UP_FEN = "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1"
SEVEN_CHECKS = (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:13]


def played(moves, fen=None, ruleset="cxq"):
    game = Game(fen, ruleset)
    for text in moves:
        game.push_iccs(text)
    return game


def round_trip(tree, path, notation):
    write_pgn(tree, path, notation=notation)
    [back] = read_games(path, errors="strict")
    return back


def games():
    ruled = played(SEVEN_CHECKS, SEVEN_CHECKS_FEN)
    resigned = played(OPENING)
    resigned.resign("black")
    running = played(OPENING[:3], ruleset="asian")
    set_up = played(["d9d8", "a0a8"], SET_UP_FEN, ruleset="casual")   # Black to move first
    agreed = played(OPENING[:2])
    agreed.agree_draw()
    return {"ruled": ruled, "resigned": resigned, "running": running, "set_up": set_up, "agreed": agreed}


def test_headers_say_players_date_ruleset_result_and_termination():
    g = games()
    ruled = game_record(g["ruled"], red="Ann", black="Computer (master)", date=datetime.date(2026, 11, 3),
                        event="Club night", site="Home")
    assert {k: ruled.headers[k] for k in ("Event", "Site", "Date", "Round", "Red", "Black", "Result")} == {
        "Event": "Club night", "Site": "Home", "Date": "2026.11.03", "Round": "-", "Red": "Ann",
        "Black": "Computer (master)", "Result": "0-1"}
    assert (ruled.headers["Ruleset"], ruled.headers["Termination"], ruled.headers["Rule"]) == (
        "cxq", "perpetual check", "CXQ-A4")
    assert ruled.headers["SetUp"] == "1" and ruled.start_fen == SEVEN_CHECKS_FEN
    assert ruled.mainline() == SEVEN_CHECKS

    resigned = game_record(g["resigned"], red="A", black="B", date=None)
    assert resigned.headers["Result"] == "1-0" and resigned.headers["Termination"] == "resignation"
    assert "Rule" not in resigned.headers and "FEN" not in resigned.headers and "SetUp" not in resigned.headers
    assert resigned.headers["Date"] == "????.??.??"

    running = game_record(g["running"], red="A", black="B", date=None)
    assert running.headers["Result"] == "*" and running.headers["Ruleset"] == "asian"
    assert "Termination" not in running.headers and "Rule" not in running.headers

    agreed = game_record(g["agreed"], red="A", black="B", date=None)
    assert agreed.headers["Result"] == "1/2-1/2" and agreed.headers["Termination"] == "agreement"


@pytest.mark.parametrize("notation", ["chinese", "wxf", "iccs"])
@pytest.mark.parametrize("which", ["ruled", "resigned", "running", "set_up", "agreed"])
def test_reading_the_pgn_back_gives_the_same_moves_and_headers(tmp_path, which, notation):
    game = games()[which]
    tree = game_record(game, red="红方 Ann", black='Computer "master"', date=datetime.date(2026, 1, 2),
                       event="Test", site="Here")
    back = round_trip(tree, tmp_path / f"{which}.pgn", notation)
    assert back.mainline() == [m.iccs for m in game.moves]
    assert back.start_fen == game.start_fen
    for name, value in tree.headers.items():
        assert back.headers[name] == value, name
    assert record_ruleset(back) == Ruleset(game.ruleset)
    outcome = game.outcome()
    assert record_termination(back) == (outcome.termination if outcome else None)
    # the replayed game reaches the same ruling
    again = back.to_game(str(record_ruleset(back)))
    assert (again.outcome() is None) == (outcome is None or outcome.termination in (
        Termination.RESIGNATION, Termination.AGREEMENT))
    if which == "ruled":
        assert again.outcome() == outcome


def test_set_up_games_write_setup_and_fen(tmp_path):
    tree = game_record(games()["set_up"], red="A", black="B", date=None)
    write_pgn(tree, tmp_path / "s.pgn")
    text = (tmp_path / "s.pgn").read_text(encoding="utf-8")
    assert f'[SetUp "1"]\n[FEN "{SET_UP_FEN}"]' in text and "1... " in text


def test_tags_that_are_not_ours_read_as_none():
    tree = game_record(games()["running"], red="A", black="B", date=None)
    tree.headers["Ruleset"] = "chess"
    tree.headers["Termination"] = "normal"
    assert record_ruleset(tree) is None and record_termination(tree) is None
