"""Engines as opponents in the play window: any registered engine plays a side, engine against engine
may pair two different engines, and hints come from the chosen engine."""

import shutil

import pytest

from app.controller.player_engine import EnginePlayer
from app.model import Move
from app.model.seating import Opponent, PlayerSpec

FSF = shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish"


@pytest.fixture
def fsf_name(studio):
    if not shutil.os.path.exists(FSF):
        pytest.skip("fairy-stockfish is not installed (CI installs it)")
    from app.controller.engine_registry import detect
    return studio.analysis.registry.add(detect(FSF)).name


def test_the_new_game_dialog_is_offered_the_registered_engines(studio, fsf_name):
    assert studio.engines_for_dialog() == [fsf_name]


def test_an_engine_plays_red_against_the_built_in_ai(qtbot, studio, fsf_name):
    studio.settings.set("ai_time", 0.2)
    studio.settings.set("min_move_time", 0.0)
    studio.window.dialogs.new_game_choice = {"opponent": Opponent.COMPUTERS,
                                             "computer": PlayerSpec.external(fsf_name, "beginner"),
                                             "black_computer": PlayerSpec.builtin("beginner")}
    try:
        studio.play.new_game()
        assert isinstance(studio.seats.player("red"), EnginePlayer)
        black = studio.seats.player("black")
        assert isinstance(black, EnginePlayer) and black is not studio.seats.player("red")
        assert black.options["Level"] == "beginner"
        qtbot.waitUntil(lambda: len(studio.controller.game.moves) >= 2, timeout=60000)
        first, second = studio.controller.game.moves[:2]
        assert isinstance(first, Move) and isinstance(second, Move)     # each side's move was legal and played
    finally:
        studio.seats.close()


def test_playing_against_an_engine_takes_hints_from_it(qtbot, studio, fsf_name):
    studio.window.dialogs.new_game_choice = {"opponent": Opponent.COMPUTER_BLACK,
                                             "computer": PlayerSpec.external(fsf_name)}
    try:
        studio.play.new_game()
        assert isinstance(studio.seats.player("black"), EnginePlayer)
        assert studio.seats.player("red").is_human
        with qtbot.waitSignal(studio.seats.hint_ready, timeout=30000) as hint:
            studio.seats.hint()
        assert studio.controller.game.board.is_legal(hint.args[0])
        assert isinstance(studio.seats._hinter, EnginePlayer)
    finally:
        studio.seats.close()


def engine_script(tmp_path, mode, *args):
    """An executable that runs a fake engine (the Engines dialog adds programs by path)."""
    import shlex
    import sys

    from tests.engines.conftest import FAKE
    path = tmp_path / f"fake-{mode}"
    words = " ".join(shlex.quote(a) for a in (sys.executable, str(FAKE), mode, *args))
    path.write_text(f"#!/bin/sh\nexec {words}\n")
    path.chmod(0o755)
    return str(path)


def test_an_engine_that_gives_no_move_stops_its_clock_and_hands_over_its_side(qtbot, studio, tmp_path):
    """The game never waits on a computer that answered with no move."""
    from app.controller.engine_registry import EngineSpec
    from app.model.time_control import TimeControl
    name = studio.analysis.registry.add(EngineSpec("No-move engine", engine_script(tmp_path, "nomove"))).name
    studio.window.dialogs.new_game_choice = {"opponent": Opponent.COMPUTER_RED, "computer": PlayerSpec.external(name),
                                             "red_tc": TimeControl.parse("5"), "black_tc": TimeControl.parse("5")}
    try:
        studio.play.new_game()
        qtbot.waitUntil(lambda: bool(studio.window.dialogs.errors), timeout=30000)
        title, text = studio.window.dialogs.errors[-1]
        assert name in text and "Red" in text
        assert studio.seats.player("red").is_human and not studio.seats.thinking
        assert not studio.clock.clock.running, "the clock of the side that failed stopped"
        assert studio.controller.play(Move.from_iccs("h2e2"))          # the user plays red's move
        assert studio.clock.clock.running and studio.clock.clock.turn == "black"
    finally:
        studio.seats.close()
