"""When the play window's clock starts: with the first move, as on game servers;
engine matches keep timing the first move from the start. A fake time source: nothing waits."""

from app.controller.game_clock import GameClock
from app.model.enums import Color
from app.model.time_control import TimeControl


class FakeTime:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


def test_no_clock_runs_before_the_first_move(qapp):
    now = FakeTime()
    clock = GameClock(now, wait_for_first_move=True)
    clock.setup(TimeControl.parse("5s/move"), None, Color.RED)
    clock.start()
    now.t += 100
    clock.tick()
    assert clock.waiting and not clock.clock.running and clock.clock.flag() is None
    assert clock.press().spent == 0                     # the first move costs nothing...
    clock.start()                                       # ...and the game's sync runs Black's clock
    now.t += 2
    assert clock.state(Color.BLACK).remaining == 3 and not clock.waiting


def test_a_clock_started_mid_game_runs_at_once(qapp):
    now = FakeTime()
    clock = GameClock(now, wait_for_first_move=True)
    clock.setup(TimeControl.parse("10"), None, Color.BLACK, base=7)     # "continue from here" with a clock
    clock.start()
    now.t += 4
    assert clock.clock.running and clock.state(Color.BLACK).remaining == 596


def test_engine_matches_time_the_first_move_from_the_start(qapp):
    now = FakeTime()
    clock = GameClock(now)                               # app.bench's clock, as before
    clock.setup(TimeControl.parse("1"), None, Color.RED)
    clock.start()
    now.t += 61
    clock.tick()
    assert clock.clock.flag() is Color.RED
