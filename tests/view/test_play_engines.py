"""Engines as opponents in the play window: any registered engine plays a side, engine against engine
may pair two different engines, and hints come from the chosen engine."""

import shutil

import pytest

from app.controller.player_builtin import BuiltinPlayer
from app.controller.player_engine import EnginePlayer
from app.model import Move

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
    studio.window.dialogs.new_game_choice = {"opponent": "ai-both", "engine": fsf_name, "black_engine": "",
                                             "level": "beginner"}
    try:
        studio.on_new_game()
        assert isinstance(studio.ai.player("red"), EnginePlayer)
        assert isinstance(studio.ai.player("black"), BuiltinPlayer)
        qtbot.waitUntil(lambda: len(studio.controller.game.moves) >= 2, timeout=60000)
        first, second = studio.controller.game.moves[:2]
        assert isinstance(first, Move) and isinstance(second, Move)     # each side's move was legal and played
    finally:
        studio.ai.close()


def test_playing_against_an_engine_takes_hints_from_it(qtbot, studio, fsf_name):
    studio.window.dialogs.new_game_choice = {"opponent": "ai-black", "engine": fsf_name, "level": "master"}
    try:
        studio.on_new_game()
        assert isinstance(studio.ai.player("black"), EnginePlayer)
        assert studio.ai.player("red").is_human
        with qtbot.waitSignal(studio.ai.hint_ready, timeout=30000) as hint:
            studio.ai.hint()
        assert studio.controller.game.board.is_legal(hint.args[0])
        assert isinstance(studio.ai._hinter, EnginePlayer)
    finally:
        studio.ai.close()
