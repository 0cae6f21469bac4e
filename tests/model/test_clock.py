"""Time controls (text forms) and the clock's arithmetic for every kind, on a fake time source."""

from __future__ import annotations

import json
import math

import pytest

from app.model import (
    Clock,
    ClockSnapshot,
    Game,
    Outcome,
    Termination,
    TimeControl,
    TimeControlError,
)
from app.model.enums import Color, Rule
from app.model.time_control import (
    TimeControlProblem,
    TimeKind,
    time_control_headers,
    time_controls_of,
)

RED, BLACK = Color.RED, Color.BLACK


class FakeTime:
    """A time source the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def tick(self, seconds: float) -> None:
        self.t += seconds


def clock(red: str, black: str | None = None) -> tuple[Clock, FakeTime]:
    now = FakeTime()
    c = Clock(TimeControl.parse(red), TimeControl.parse(black) if black is not None else None, now=now)
    c.start()
    return c, now


def play(c: Clock, now: FakeTime, *seconds: float) -> None:
    """Each side in turn thinks `seconds` and presses."""
    for s in seconds:
        now.tick(s)
        assert c.press() is not None


# ----- text forms ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, kind, fields, pgn", [
    ("-", TimeKind.NONE, {}, "-"),
    ("60", TimeKind.SUDDEN_DEATH, {"main": 3600}, "3600"),
    ("20+10", TimeKind.FISCHER, {"main": 1200, "increment": 10}, "1200+10"),
    ("10|30s", TimeKind.BYOYOMI, {"main": 600, "per_move": 30, "periods": 1}, "600|30"),
    ("10|30s x3", TimeKind.BYOYOMI, {"main": 600, "per_move": 30, "periods": 3}, "600|30x3"),
    ("40/90+30", TimeKind.MOVES_PER_PERIOD, {"main": 5400, "increment": 30, "moves": 40}, "40/5400+30"),
    ("40/90", TimeKind.MOVES_PER_PERIOD, {"main": 5400, "moves": 40}, "40/5400"),
    ("5s/move", TimeKind.PER_MOVE, {"per_move": 5}, "1/5"),
    ("90s+2", TimeKind.FISCHER, {"main": 90, "increment": 2}, "90+2"),
])
def test_each_form_reads_writes_back_and_maps_to_pgn(text, kind, fields, pgn):
    tc = TimeControl.parse(text)
    assert tc.kind is kind
    for name, value in fields.items():
        assert getattr(tc, name) == value
    assert str(tc) == text
    assert TimeControl.parse(str(tc)) == tc
    assert tc.to_pgn() == pgn
    assert TimeControl.from_pgn(pgn) == tc


@pytest.mark.parametrize("text, canonical", [
    ("", "-"), (" 20 + 10 ", "20+10"), ("20+0", "20"), ("1.5", "90s"), ("10|30", "10|30s"),
    ("10|30s×3", "10|30s x3"), ("1/2", "120s/move"), ("5 s/move", "5s/move"),
])
def test_lenient_spellings_read_to_the_canonical_text(text, canonical):
    assert str(TimeControl.parse(text)) == canonical


@pytest.mark.parametrize("text, problem", [
    ("abc", TimeControlProblem.BAD_FORM),
    ("20+", TimeControlProblem.BAD_FORM),
    ("0", TimeControlProblem.NO_TIME),
    ("0+5", TimeControlProblem.NO_TIME),
    ("10|0s", TimeControlProblem.NO_TIME),
    ("10|30s x0", TimeControlProblem.BAD_PERIODS),
    ("0/90", TimeControlProblem.BAD_MOVES),
    ("0.01", TimeControlProblem.NOT_WHOLE_SECONDS),
    ("0s/move", TimeControlProblem.NO_TIME),
])
def test_bad_text_names_the_problem(text, problem):
    with pytest.raises(TimeControlError) as info:
        TimeControl.parse(text)
    assert info.value.problem is problem and info.value.text == text
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("value, problem", [
    ("?", TimeControlProblem.UNKNOWN), ("40/5400:1800", TimeControlProblem.UNSUPPORTED),
    ("*180", TimeControlProblem.UNSUPPORTED), ("15-5-15", TimeControlProblem.BAD_FORM),
])
def test_pgn_values_this_model_cannot_hold(value, problem):
    with pytest.raises(TimeControlError) as info:
        TimeControl.from_pgn(value)
    assert info.value.problem is problem


def test_pgn_tags_for_equal_and_odd_times():
    even = TimeControl.parse("20+10")
    assert time_control_headers(even, even) == {"TimeControl": "1200+10"}
    assert time_controls_of({"TimeControl": "1200+10"}) == (even, even)
    red, black = TimeControl.parse("5"), TimeControl.parse("10|30s")
    tags = time_control_headers(red, black)
    assert tags == {"RedTimeControl": "300", "BlackTimeControl": "600|30"}
    assert time_controls_of(tags) == (red, black)
    assert time_controls_of({"TimeControl": "15-5-15"}) is None
    assert time_controls_of({}) is None


# ----- arithmetic ----------------------------------------------------------------------------------
def test_sudden_death_counts_down_and_flags_at_zero():
    c, now = clock("1")
    assert c.turn is RED and c.running
    now.tick(20)
    assert c.remaining(RED) == 40 and c.remaining(BLACK) == 60
    assert c.press() is not None
    assert c.turn is BLACK and c.remaining(RED) == 40
    now.tick(59.5)
    assert c.flag() is None and c.remaining(BLACK) == pytest.approx(0.5)
    now.tick(0.5)
    assert c.flag() is BLACK and not c.running
    assert c.remaining(BLACK) == 0
    assert c.press() is None, "a move after the flag fell does not count"
    assert c.ply == 1


def test_fischer_adds_the_increment_after_each_move_in_time():
    c, now = clock("1+5")
    play(c, now, 10, 3)
    assert c.remaining(RED) == 55 and c.remaining(BLACK) == 62
    assert [(m.color, m.spent, m.left) for m in c.moves] == [(RED, 10, 55), (BLACK, 3, 62)]
    now.tick(55)
    assert c.flag() is RED


def test_byoyomi_after_main_time_each_move_has_the_period():
    c, now = clock("1|10s")
    play(c, now, 50, 1)                      # Red: 10 s of main time left
    now.tick(15)                             # 10 s main + 5 s of the period
    state = c.state(RED)
    assert state.overtime and state.remaining == pytest.approx(5) and not state.out
    assert c.press() is not None
    assert c.state(RED).main == 0 and c.remaining(RED) == 10  # a fresh period for the next move
    play(c, now, 1, 9.9)                     # Black, then Red within the period
    play(c, now, 1)
    now.tick(10)
    assert c.flag() is RED


def test_byoyomi_periods_are_used_up_one_by_one():
    c, now = clock("0|10s x3")
    play(c, now, 25)                         # two periods used up, one left
    assert c.state(RED).periods == 1 and c.remaining(RED) == 10
    play(c, now, 1)
    now.tick(9)
    assert c.flag() is None
    now.tick(1)
    assert c.flag() is RED


def test_fixed_time_per_move_does_not_carry_over():
    c, now = clock("5s/move")
    play(c, now, 1, 4.9)
    assert c.remaining(RED) == 5 and c.remaining(BLACK) == 5
    now.tick(5)
    assert c.flag() is RED


def test_moves_per_period_adds_the_next_period_after_its_last_move():
    c, now = clock("2/1+1")                  # 2 moves in 60 s, +1 s a move, repeating
    assert c.state(RED).moves_to_go == 2
    play(c, now, 20, 1)                      # Red 41 left, one move to go
    assert c.remaining(RED) == 41 and c.state(RED).moves_to_go == 1
    play(c, now, 30, 1)                      # Red 41-30+1 = 12, then a new period: 72
    assert c.remaining(RED) == 72 and c.state(RED).moves_to_go == 2


def test_no_time_control_only_measures():
    c, now = clock("-")
    play(c, now, 5000, 7)
    assert math.isinf(c.remaining(RED)) and c.flag() is None
    assert [m.spent for m in c.moves] == [5000, 7]


def test_time_odds_each_side_its_own_control():
    c, now = clock("5", "1+2")
    assert c.remaining(RED) == 300 and c.remaining(BLACK) == 60
    play(c, now, 10, 10)
    assert c.remaining(RED) == 290 and c.remaining(BLACK) == 52
    assert c.time_control(BLACK) == TimeControl.parse("1+2")


def test_pause_stops_only_time_not_the_move():
    c, now = clock("1")
    now.tick(10)
    c.pause()
    now.tick(1000)
    assert not c.running and c.remaining(RED) == 50 and c.flag() is None
    c.resume()
    now.tick(5)
    assert c.press() is not None and c.moves[0].spent == 15


def test_add_time_to_either_side():
    c, now = clock("1")
    now.tick(50)
    c.add_time(RED, 30)
    c.add_time(BLACK, 15)
    assert c.remaining(RED) == 40 and c.remaining(BLACK) == 75


def test_a_clock_can_start_with_black_to_move():
    now = FakeTime()
    c = Clock(TimeControl.parse("1"), now=now, first=BLACK)
    c.start()
    now.tick(10)
    assert c.remaining(BLACK) == 50 and c.remaining(RED) == 60
    assert c.press().color is BLACK and c.turn is RED


# ----- undo, continue, save ------------------------------------------------------------------------
def test_restore_to_ply_gives_back_the_times_recorded_there():
    c, now = clock("1+2")
    play(c, now, 10, 20, 30)
    assert c.remaining(RED) == 24 and c.remaining(BLACK) == 42
    c.restore_to_ply(1)                      # undo two plies: after Red's first move
    assert c.ply == 1 and c.turn is BLACK and not c.running
    assert c.remaining(RED) == 52 and c.remaining(BLACK) == 60
    c.start()
    play(c, now, 5)
    assert c.remaining(BLACK) == 57 and [m.spent for m in c.moves] == [10, 5]
    with pytest.raises(IndexError):
        c.restore_to_ply(5)


def test_restore_to_ply_clears_a_fallen_flag():
    c, now = clock("1")
    play(c, now, 30)
    now.tick(60)
    assert c.flag() is BLACK
    c.restore_to_ply(1)
    assert c.flag() is None and c.remaining(BLACK) == 60


def test_snapshot_is_frozen_and_restores_through_json_mid_move():
    c, now = clock("10|30s x2", "5+3")
    play(c, now, 100, 20, 510)               # Red is in byo-yomi (10 s into its first period)
    assert c.state(RED).overtime and c.state(RED).periods == 2
    now.tick(7)                              # Black thinking 7 s on its second move
    snap = c.snapshot()
    with pytest.raises(AttributeError):
        snap.elapsed = 0                     # type: ignore[misc]
    text = json.dumps(snap.to_dict())
    back = ClockSnapshot.from_dict(json.loads(text))
    assert back == snap and back.ply == 3
    now2 = FakeTime()
    restored = Clock.from_snapshot(back, now=now2)
    assert not restored.running and restored.turn is BLACK
    assert restored.remaining(BLACK) == c.remaining(BLACK) == 300 - 20 + 3 - 7
    assert restored.state(RED) == c.state(RED)
    restored.start()
    now2.tick(3)
    assert restored.press().spent == 10      # the 7 s before the save count for the move


def test_snapshot_from_dict_rejects_inconsistent_data():
    c, _ = clock("1")
    data = c.snapshot().to_dict()
    data["spent"] = [1.0]
    with pytest.raises(ValueError):
        ClockSnapshot.from_dict(data)


# ----- flag fall through the arbiter ---------------------------------------------------------------
def test_time_forfeit_the_opponent_wins_and_undo_clears_it():
    game = Game()
    game.push_iccs("h2e2")
    outcome = game.time_forfeit("black")
    assert outcome == Outcome("red", Termination.TIME_FORFEIT, "time", ruleset="cxq", culprit="black")
    assert outcome.rule == Rule.TIME_FORFEIT and Rule(outcome.rule).book.value == ""
    assert game.outcome() == outcome and game.is_over()
    game.pop()
    assert game.outcome() is None


def test_time_forfeit_is_a_draw_when_the_opponent_can_never_mate():
    # Red has king, advisors and an elephant only; Black runs out of time: a draw.
    game = Game("3k5/4a4/9/9/9/9/9/4B4/4A4/3AK4 b - - 0 1", "asian")
    outcome = game.time_forfeit("black")
    assert outcome.winner is None and outcome.termination is Termination.TIME_FORFEIT
    assert outcome.rule == Rule.TIME_DRAW and outcome.culprit == "black"
    # the other way round Black keeps a pawn: Red out of time loses
    game = Game("3k5/4a4/9/9/9/9/4p4/4B4/4A4/3AK4 w - - 0 1")
    assert game.time_forfeit("red").winner == "black"


@pytest.mark.parametrize("piece", ["R", "N", "C", "P"])
def test_any_rook_horse_cannon_or_pawn_can_mate(piece):
    from app.model import Board
    from app.model.material import can_ever_mate
    fen = f"3k5/9/9/9/9/{piece}8/9/9/9/4K4 w - - 0 1" if piece != "P" else "3k5/9/9/9/9/P8/9/9/9/4K4 w - - 0 1"
    board = Board(fen)
    assert can_ever_mate(board, RED) and not can_ever_mate(board, BLACK)


def test_flag_undo_and_continue_with_game_and_clock_together():
    from app.model import GameOverError
    game = Game()
    c, now = clock("1")
    for text, seconds in [("h2e2", 10), ("h9g7", 20), ("h0g2", 5)]:
        game.push_iccs(text)
        play(c, now, seconds)
    now.tick(40)                                   # Black's 40 s are gone
    assert c.flag() is BLACK
    outcome = game.time_forfeit(c.flag())
    assert outcome.winner == "red" and game.outcome() == outcome
    with pytest.raises(GameOverError):
        game.push_iccs("i9h9")
    game.pop()                                     # take back Red's last move: play on from ply 2
    c.restore_to_ply(len(game.moves))
    assert game.outcome() is None and c.flag() is None and c.turn is RED
    assert (c.remaining(RED), c.remaining(BLACK)) == (50, 40)


# ----- absurd and overlong time controls are refused as TimeControlError -----------
YEAR = 365 * 24 * 3600


@pytest.mark.parametrize("text", [
    "1" * 4301, "9" * 5000 + "+5", "5+" + "1" * 5000, "1" * 5000 + ".5", "10|" + "3" * 5000 + "s",
    "40/" + "9" * 5000, "7" * 5000 + "s/move", "10|30s x" + "1" * 5000,
])
def test_a_number_too_long_for_int_is_a_time_control_error(text):
    with pytest.raises(TimeControlError) as info:
        TimeControl.parse(text)
    assert info.value.problem is TimeControlProblem.TOO_LONG and info.value.text == text
    assert len(str(info.value)) < 100, "the message quotes the text shortened"


def test_leading_zeros_and_long_fractions_read_as_numbers():
    assert TimeControl.parse("0" * 5000 + "5") == TimeControl.parse("5")
    with pytest.raises(TimeControlError) as info:
        TimeControl.parse("1." + "5" * 5000)
    assert info.value.problem is TimeControlProblem.NOT_WHOLE_SECONDS


@pytest.mark.parametrize("text, problem", [
    ("1" + "0" * 21, TimeControlProblem.TOO_LONG),                 # 10^21 minutes
    ("525601", TimeControlProblem.TOO_LONG),                       # a year and a minute
    ("5+31536001", TimeControlProblem.TOO_LONG),                   # an increment longer than a year
    ("10|30s x1051200", TimeControlProblem.TOO_LONG),               # main time plus the periods: over a year
    ("31536001s/move", TimeControlProblem.TOO_LONG),
    ("1001/90", TimeControlProblem.BAD_MOVES),
])
def test_a_control_longer_than_a_year_is_refused(text, problem):
    with pytest.raises(TimeControlError) as info:
        TimeControl.parse(text)
    assert info.value.problem is problem


@pytest.mark.parametrize("value", ["1200+100000000000000000000", "31536001", "600|30x99999999", "1/" + "5" * 5000,
                                   "40/" + "1" * 30])
def test_absurd_pgn_values_are_refused(value):
    with pytest.raises(TimeControlError):
        TimeControl.from_pgn(value)
    assert time_controls_of({"TimeControl": value}) is None, "a PGN header's absurd clock is no clock"


def test_a_year_is_the_longest_control_accepted():
    assert TimeControl.parse("525600").main == YEAR
    assert TimeControl.from_pgn(f"{YEAR - 600}|30x20").per_move == 30
    assert TimeControl.parse("１０+５") == TimeControl.parse("10+5"), "full-width digits still read"
    with pytest.raises(TimeControlError):
        TimeControl.fischer(YEAR + 1, 0)


@pytest.mark.parametrize("count", [4_000, pytest.param(40_000, marks=pytest.mark.slow)])
def test_random_texts_raise_nothing_but_time_control_errors(count):
    import random
    rng = random.Random(24)
    alphabet = "0123456789+|/.:sxm× -*?²٣１" + "0123456789" * 3
    for _ in range(count):
        size = rng.choice((1, 3, 8, 20, 60, 5000))
        text = "".join(rng.choices(alphabet, k=size))
        for read in (TimeControl.parse, TimeControl.from_pgn):
            try:
                tc = read(text)
            except TimeControlError:
                continue
            assert tc.main <= YEAR and tc.increment <= YEAR and tc.per_move * max(1, tc.periods) <= YEAR


@pytest.mark.parametrize("field, value", [("elapsed", float("nan")), ("elapsed", float("inf")), ("elapsed", -3.0),
                                          ("spent", [float("nan")]), ("history", "nan-main"), ("history", "bool")])
def test_a_saved_clock_with_impossible_times_is_no_clock(field, value):
    c, now = clock("5")
    c.start()
    now.tick(2)
    c.press()
    data = c.snapshot().to_dict()
    if field == "history":
        data["history"][1][0][0] = float("nan") if value == "nan-main" else data["history"][1][0][0]
        data["history"][1][0][1] = True if value == "bool" else data["history"][1][0][1]
    else:
        data[field] = value
    with pytest.raises((ValueError, TypeError)):
        ClockSnapshot.from_dict(json.loads(json.dumps(data)))
