"""The autosave keeps the clocks (format 2) and still reads format-1 files."""

from __future__ import annotations

import json

from app.controller.autosave import FORMAT, Autosave, restore
from app.model import Clock, Game, TimeControl
from app.model.enums import Color


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_a_timed_game_restores_with_the_times_it_had(tmp_path):
    now = FakeTime()
    game = Game()
    clock = Clock(TimeControl.parse("5+3"), TimeControl.parse("10|30s"), now=now)
    clock.start()
    for text, seconds in [("h2e2", 12.5), ("h9g7", 40.0), ("h0g2", 3.0)]:
        now.t += seconds
        game.push_iccs(text)
        clock.press()
    now.t += 8.0                                # Black thinking when the program died
    save = Autosave(tmp_path)
    save.save(game, {"black"}, "club", clock.snapshot())
    data = json.loads(save.path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT == 2

    saved = save.load()
    assert saved is not None and saved.clock == clock.snapshot()
    restored_game = restore(saved)
    assert [m.iccs for m in restored_game.moves] == ["h2e2", "h9g7", "h0g2"]
    later = FakeTime()
    restored = Clock.from_snapshot(saved.clock, now=later)
    assert restored.time_control(Color.RED) == TimeControl.parse("5+3")
    assert restored.time_control(Color.BLACK) == TimeControl.parse("10|30s")
    assert restored.remaining(Color.RED) == 300 - 12.5 + 3 - 3 + 3
    assert restored.remaining(Color.BLACK) == 600 - 40 - 8
    assert [m.spent for m in restored.moves] == [12.5, 40.0, 3.0]
    restored.restore_to_ply(1)                  # undo after the restore still has every ply's times
    assert restored.remaining(Color.RED) == 300 - 12.5 + 3 and restored.remaining(Color.BLACK) == 600


def test_an_untimed_game_saves_no_clock(tmp_path):
    save = Autosave(tmp_path)
    save.save(Game(), (), "master")
    loaded = save.load()
    assert loaded is not None and loaded.clock is None


def test_a_format_1_file_still_loads(tmp_path):
    save = Autosave(tmp_path)
    save.path.write_text(
        '{"format": 1, "start_fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", '
        '"moves": ["h2e2", "h9g7"], "ruleset": "asian", "computer_sides": ["red"], "level": "club"}',
        encoding="utf-8")
    saved = save.load()
    assert saved is not None
    assert saved.moves == ("h2e2", "h9g7") and saved.ruleset == "asian" and saved.computer_sides == ("red",)
    assert saved.level == "club" and saved.clock is None
    assert [m.iccs for m in restore(saved).moves] == ["h2e2", "h9g7"]


def test_a_damaged_clock_never_costs_the_game(tmp_path):
    save = Autosave(tmp_path)
    clock = Clock(TimeControl.parse("5"), now=FakeTime())
    clock.press()
    clock.press()
    clock.press()
    game = Game()
    game.push_iccs("h2e2")
    save.save(game, (), "master", clock.snapshot())   # three clock plies but one move: does not fit
    saved = save.load()
    assert saved is not None and saved.moves == ("h2e2",) and saved.clock is None
    data = json.loads(save.path.read_text(encoding="utf-8"))
    data["clock"]["red"] = "15-5-15"
    save.path.write_text(json.dumps(data), encoding="utf-8")
    saved = save.load()
    assert saved is not None and saved.clock is None
