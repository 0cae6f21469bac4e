"""Helpers for the tournament tests: engines, and checking a finished game against the rules."""

import os
import signal
import sys
from pathlib import Path

import pytest

from app.model import Game, Move
from app.model.enums import Color
from app.tournament import Ending, PlayedGame

FAIRY = "/usr/games/fairy-stockfish"
FAKE = Path(__file__).resolve().parent.parent / "engines" / "fakes" / "fake_engine.py"
needs_fairy = pytest.mark.skipif(not os.access(FAIRY, os.X_OK),
                                 reason=f"Fairy-Stockfish is not installed at {FAIRY} "
                                        "(apt-get install fairy-stockfish)")


def fake_spec(mode: str, *args: str, name: str = "") -> str:
    """The --engine text of a misbehaving fake engine."""
    extra = "".join(f",arg={a}" for a in (str(FAKE), mode, *args))
    return f"{sys.executable}{extra},name={name or 'fake-' + mode},timeout=1"


def replayed(game: PlayedGame, ruleset: str) -> Game:
    """The game's moves played again through the rules from its opening's position."""
    replay = Game(game.opening.fen, ruleset)
    for text in game.all_moves:
        replay.push(Move.from_iccs(text))
    return replay


def check_against_rules(game: PlayedGame, ruleset: str, max_moves: int | None = None) -> None:
    """The recorded result is what the rules give for the recorded moves."""
    replay = replayed(game, ruleset)
    outcome = replay.outcome()
    if game.ending is Ending.RULES:
        if outcome is None:                      # only a flag fall ends a game the moves leave going
            assert game.termination == "time forfeit" and game.culprit is not None
            outcome = replay.time_forfeit(game.culprit)
        assert outcome is not None
        assert (outcome.winner, outcome.termination.value, str(outcome.rule)) == \
            (game.winner, game.termination, game.rule)
    else:
        assert outcome is None, f"game {game.number} was over by the rules but recorded as {game.ending}"
        if game.ending is Ending.MOVE_LIMIT:
            assert max_moves is not None and len(game.all_moves) == 2 * max_moves and game.winner is None
        if game.ending.is_failure:
            assert game.culprit is not None and game.winner is game.culprit.other and game.detail
    assert len(game.evals) == len(game.moves) == len(game.spent)
    if game.winner is not None:
        assert game.result == ("1-0" if game.winner is Color.RED else "0-1")


FIRST_LEGAL = Path(__file__).resolve().parent / "fakes" / "first_legal.py"


def legal_spec(*flags: str, name: str = "legal") -> str:
    """The --engine text of tests/tournament/fakes/first_legal.py (a quick engine playing the first
    legal move) with its flags ('--delay', '0.5', '--ignore-eof', ...)."""
    extra = "".join(f",arg={a}" for a in (str(FIRST_LEGAL), *flags))
    return f"{sys.executable}{extra},name={name},protocol=uci,timeout=5"


def kill_listed(pidfile: Path) -> None:
    """Kill every process whose id first_legal.py wrote with --pidfile (what a test leaves running)."""
    if not pidfile.exists():
        return
    for pid in pidfile.read_text().split():
        try:
            os.kill(int(pid), signal.SIGKILL)
        except OSError:
            pass
