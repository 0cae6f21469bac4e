"""UCCI engines through open_engine: a UCCI-only engine that ends when its first
command is not ``ucci`` is recognised, its dialect (ElephantEye's) is spoken exactly, and a real
engine in UCCI (Fairy-Stockfish after ``ucci``) solves mates through the same road."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from app.engines import EngineError, EngineTerminated, Limit, Score, UcciProtocol, UciProtocol, open_engine
from app.model import Board, Game, Move
from app.puzzles import Goal, builtin_collections

from .conftest import FAIRY, fake, needs_fairy

FAKE_UCCI = Path(__file__).parent / "fakes" / "fake_ucci.py"
MATE_IN_ONE = "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"      # Ra1-d1# or Ri1-d1#


def fake_ucci(log: Path | None = None) -> list[str]:
    return [sys.executable, str(FAKE_UCCI)] + ([str(log)] if log else [])


def received(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines()


def test_an_engine_that_ends_on_uci_is_started_again_and_spoken_to_in_ucci(tmp_path):
    log = tmp_path / "log"
    with open_engine(fake_ucci(log), timeout=10) as engine:
        assert isinstance(engine.protocol, UcciProtocol) and engine.name == "FakeEye" and engine.author == "Fake Team"
        assert engine.rank_base == 0
        assert engine.options["hashsize"].max == 1024 and engine.options["idle"].choices[-1] == "large"
        move = engine.play(Game(), Limit(depth=1)).move
        assert move in Board().legal_moves()
    lines = received(log)
    assert lines[:3] == ["uci", "ucci", "isready"]     # the first copy heard uci and ended; the second ucci
    assert lines[-1] == "quit"


def test_asked_for_ucci_it_is_asked_once(tmp_path):
    log = tmp_path / "log"
    with open_engine(fake_ucci(log), "ucci", timeout=10) as engine:
        assert isinstance(engine.protocol, UcciProtocol)
    assert received(log)[0] == "ucci" and "uci" not in received(log)


def test_the_dialect_positions_moves_options_and_banned_moves(tmp_path):
    from .test_fairy import PERPETUAL_MOVES, PERPETUAL_START
    log = tmp_path / "log"
    with open_engine(fake_ucci(log), timeout=10, hashsize=32, randomness="small") as engine:
        game = Game()
        for text in ("h2e2", "h9g7", "h0g2"):
            game.push_iccs(text)
        result = engine.play(game, Limit(depth=1))
        assert result.move in game.board.legal_moves() and result.ponder is not None
        engine.new_game()
        perpetual = Game(PERPETUAL_START)
        for text in PERPETUAL_MOVES:
            perpetual.push_iccs(text)
        chosen = engine.play(perpetual, Limit(depth=1)).move
        ruling = perpetual.would_violate(chosen)
        assert ruling is None or ruling.winner != "black", "a move that loses by the rules was played"
    lines = received(log)
    assert "setoption hashsize 32" in lines and "setoption randomness small" in lines
    assert "setoption newgame" in lines
    assert (f"position fen {Game().start_fen} moves h2e2 h9g7 h0g2") in lines
    banned = [line for line in lines if line.startswith("banmoves ")]
    assert banned and "i8i7" in banned[0].split()
    assert not any(line.startswith("setoption name") for line in lines)


def test_a_mate_in_one_with_a_bare_score():
    with open_engine(fake_ucci(), timeout=10) as engine:
        game = Game(MATE_IN_ONE)
        result = engine.play(game, Limit(time=0.2))
        assert result.move in (Move.from_iccs("a1d1"), Move.from_iccs("i1d1"))
        assert result.info is not None and result.info.score == Score(cp=9999)
        game.push(result.move)
        assert game.board.is_checkmate()


def test_a_known_engines_bare_mate_score_is_a_mate(monkeypatch):
    """ElephantEye reports a mate in one as ``score 9999``: shown as a mate, not as 99.99 pawns."""
    monkeypatch.setenv("FAKE_UCCI_NAME", "ElephantEye")
    with open_engine(fake_ucci(), timeout=10) as engine:
        assert engine.name == "ElephantEye"
        game = Game(MATE_IN_ONE)
        result = engine.play(game, Limit(time=0.2))
        assert result.info is not None and result.info.score == Score(mate=1)
        lines = engine.analyse(game, Limit(depth=1))
        assert lines and lines[0].score == Score(mate=1)
        quiet = engine.analyse(Game(), Limit(depth=1))
        assert quiet and quiet[0].score == Score(cp=0)


def test_a_known_engines_book_moves_are_not_evaluations(monkeypatch):
    """ElephantEye reports each opening-book move as ``info depth 0 score <weight> pv <move>``: the
    weight is not a score, and the last book line need not be the move it plays."""
    monkeypatch.setenv("FAKE_UCCI_NAME", "ElephantEye")
    monkeypatch.setenv("FAKE_UCCI_BOOK", "1")
    with open_engine(fake_ucci(), timeout=10) as engine:
        result = engine.play(Game(), Limit(time=0.5))
        assert result.move == Move.from_iccs("h2e2")
        assert result.info is None                      # no b0c2 "+0.30" for the move h2e2
        stream = engine.analysis(Game(), Limit(depth=3))
        reports = list(stream)
        assert [info.pv for info in reports] == [(Move.from_iccs("h2e2"),), (Move.from_iccs("b0c2"),)]
        assert all(info.score is None for info in reports) and stream.lines == []


def test_a_stop_that_crosses_the_answer_is_not_taken_for_the_next_one():
    """ElephantEye answers a stop while idle with nobestmove: a stop sent just as the engine answered
    must not end the next search."""
    with open_engine(fake_ucci(), "ucci", timeout=10) as engine:
        stream = engine.analysis(Game(), Limit(depth=1))     # answered at once ...
        stream.stop()                                        # ... and told to stop after that
        first = stream.wait()
        assert first.move is not None
        game = Game()
        game.push(first.move)
        second = engine.play(game, Limit(depth=1))
        assert second.move in game.board.legal_moves(), "the stray nobestmove was taken as the answer"


def quiet_game(plies: int) -> Game:
    """An Asian-rules game of `plies` moves without a capture, a check or a repeated position (the
    Asian rules have no move-count draw, so it goes on)."""
    rng = random.Random(3)
    game = Game("3akab2/9/9/1r5r1/9/9/1R5R1/9/4A4/2B1KAB2 w - - 0 1", ruleset="asian")
    seen = {game.board.fen().rsplit(" ", 2)[0]}
    while len(game.moves) < plies:
        quiet = []
        for move in game.board.legal_moves():
            if game.board.is_capture(move) or game.board.gives_check(move):
                continue
            after = game.board.copy()
            after.push(move)
            if after.fen().rsplit(" ", 2)[0] not in seen:
                quiet.append(move)
        game.push(rng.choice(quiet))
        seen.add(game.board.fen().rsplit(" ", 2)[0])
    return game


def test_a_ucci_engines_own_move_count_draw_does_not_end_a_game_the_rules_go_on_with(tmp_path):
    """ElephantEye answers nobestmove after 100 plies without a capture; the game's ruleset decides."""
    game = quiet_game(104)
    assert not game.is_over() and game.board.legal_moves()
    log = tmp_path / "in.log"
    with open_engine(fake_ucci(log), "ucci", timeout=10) as engine:
        result = engine.play(game, Limit(depth=1))
        assert result.move in game.board.legal_moves()
    position = [line for line in received(log) if line.startswith("position ")][-1]
    sent = position.split(" moves ")[1].split()
    assert 0 < len(sent) < 100
    replay = Game(position[len("position fen "):].split(" moves ")[0], ruleset="asian")
    for text in sent:
        replay.push(Move.from_iccs(text))
    assert replay.board.fen() == game.board.fen()


def test_no_move_where_there_are_legal_moves_is_an_error():
    with open_engine(fake("nomove"), timeout=10) as engine:
        with pytest.raises(EngineError, match="gave no move"):
            engine.play(Game(), Limit(depth=1))


def test_a_program_that_ends_on_both_words_is_not_an_engine():
    with pytest.raises(EngineTerminated, match="not a UCI or UCCI engine.*'uci'.*'ucci'"):
        open_engine([sys.executable, "-c", "import sys; sys.stdin.readline()"], timeout=10)


def test_a_slow_uci_engine_keeps_its_chance_after_the_ucci_copy_starts(monkeypatch, tmp_path):
    """Silent past the probe time, the first copy still answers uciok and is kept."""
    import app.engines.handshake as handshake
    monkeypatch.setattr(handshake, "PROBE_SECONDS", 0.2)
    marker = tmp_path / "started"
    script = tmp_path / "slow.py"
    script.write_text(
        "import pathlib, sys, time\n"
        f"m = pathlib.Path({str(marker)!r})\n"
        "first = not m.exists()\n"
        "m.write_text('x')\n"
        "if first:\n"
        "    time.sleep(1.0)\n"
        "for line in sys.stdin:\n"
        "    w = line.split()\n"
        "    if w == ['uci']:\n"
        "        print('id name Slow'); print('uciok', flush=True)\n"
        "    elif w == ['isready']:\n"
        "        print('readyok', flush=True)\n"
        "    elif w == ['quit']:\n"
        "        break\n")
    with open_engine([sys.executable, str(script)], timeout=10) as engine:
        assert isinstance(engine.protocol, UciProtocol) and engine.name == "Slow"


@needs_fairy
def test_fairy_is_detected_as_uci_and_plays_in_both_protocols():
    with open_engine(FAIRY) as engine:
        assert isinstance(engine.protocol, UciProtocol) and engine.rank_base == 1
    with open_engine(FAIRY, "ucci") as engine:
        assert isinstance(engine.protocol, UcciProtocol) and engine.rank_base == 0
        game = Game()
        game.push_iccs("h2e2")
        assert engine.play(game, Limit(depth=5)).move in game.board.legal_moves()


def _mates(limit: int) -> list:
    puzzles = [p for c in builtin_collections() for p in c.puzzles if p.goal is Goal.MATE and (p.mate_in or 9) <= 3]
    return puzzles[:limit]


@needs_fairy
@pytest.mark.parametrize("puzzle", _mates(6), ids=lambda p: p.id)
def test_fairy_in_ucci_solves_shipped_mates_through_open_engine(puzzle):
    game = Game(puzzle.fen, analysis=True)
    solver = game.board.turn
    with open_engine(FAIRY, "ucci", Threads=1) as engine:
        for _ in range(2 * puzzle.mate_in - 1):
            if game.board.is_checkmate() or not game.board.legal_moves():
                break
            move = engine.play(game, Limit(depth=12)).move
            assert move is not None and game.board.is_legal(move)
            game.push(move)
    assert game.board.is_checkmate() and game.board.turn != solver, f"{puzzle.id} not mated in {puzzle.mate_in}"
