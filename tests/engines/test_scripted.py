"""EngineSession against scripted engines (app.engines.ScriptedTransport): every line the session
writes is checked, and each conversation takes milliseconds. The real-process
tests beside these (test_bad_engines, test_ucci, test_fairy, test_builtin_engine) keep the same
promises against real programs."""

from __future__ import annotations

import pytest

from app.engines import (EngineError, EngineOptionError, EngineProblem, EngineSession, EngineTerminated,
                         EngineTimeout, Limit, Score, ScriptedTransport, UcciProtocol, UciProtocol)
from app.model import Game, Move

START = Game().start_fen
UCI_HELLO = ["id name Mock 1.0", "id author Someone", "option name Hash type spin default 16 min 1 max 64",
             "option name MultiPV type spin default 1 min 1 max 5", "option name Clear Hash type button", "uciok"]
UCCI_HELLO = ["id name MockEye", "option usemillisec type check default false", "option newgame type button",
              "ucciok"]


def uci(timeout: float = 2.0) -> tuple[EngineSession, ScriptedTransport]:
    script = ScriptedTransport("mock")
    script.expect("uci", UCI_HELLO).expect("isready", ["readyok"])
    return EngineSession(script, "uci", timeout), script


def ucci() -> tuple[EngineSession, ScriptedTransport]:
    script = ScriptedTransport("mockeye")
    script.expect("ucci", UCCI_HELLO).expect("setoption usemillisec true").expect("isready", ["readyok"])
    return EngineSession(script, "ucci", 2.0), script


def test_a_uci_conversation_line_by_line():
    session, script = uci()
    assert isinstance(session.protocol, UciProtocol) and session.name == "Mock 1.0" and session.author == "Someone"
    assert session.options["Hash"].max == 64 and session.rank_base == 0 and session.pid is None
    script.expect(f"position fen {START}")
    script.expect("go depth 2", ["info depth 1 score cp 10 pv h2e2", "info depth 2 score cp 20 pv h2e2 h9g7",
                                 "bestmove h2e2 ponder h9g7"])
    result = session.play(Game(), Limit(depth=2))
    assert result.move == Move.from_iccs("h2e2") and result.ponder == Move.from_iccs("h9g7")
    assert result.info is not None and result.info.score == Score(cp=20) and result.info.depth == 2
    script.expect("setoption name Hash value 32").expect("setoption name Clear Hash").expect("isready", ["readyok"])
    session.configure(Hash=32, Clear_Hash=True)
    session.configure(Hash=32)                       # already set in this session: nothing is sent
    script.expect("ucinewgame").expect("isready", ["readyok"])
    session.new_game()
    session.close()
    script.assert_done()
    assert script.sent[-1] == "quit"


def test_a_ucci_conversation_line_by_line():
    """UCCI's own words: setoption without name/value, the newgame button, banmoves for moves that
    lose by the rules, go depth 99 with the client's stop for a time per move, nobestmove."""
    from tests.engines.test_fairy import PERPETUAL_MOVES, PERPETUAL_START
    session, script = ucci()
    assert isinstance(session.protocol, UcciProtocol)
    game = Game(PERPETUAL_START)
    for text in PERPETUAL_MOVES:
        game.push_iccs(text)
    losing = sorted(m.iccs for m in game.board.legal_moves() if (r := game.would_violate(m)) and r.winner == "black")
    assert losing
    script.expect(f"position fen {PERPETUAL_START} moves {' '.join(PERPETUAL_MOVES)}")
    script.expect("banmoves " + " ".join(m.iccs for m in game.board.legal_moves() if m.iccs in losing))
    script.expect("go depth 99")
    script.expect("stop", ["nobestmove"])
    with pytest.raises(EngineError) as caught:
        session.play(game, Limit(time=0.05))
    assert caught.value.problem is EngineProblem.NO_MOVE and caught.value.fen == game.board.fen()
    script.expect("isready", ["readyok"])            # the stop may have crossed an answer: in step again
    script.expect("setoption newgame").expect("isready", ["readyok"])
    session.new_game()
    script.assert_done()


def test_a_value_the_option_does_not_take_is_refused_before_anything_is_sent():
    session, script = uci()
    with pytest.raises(EngineOptionError) as caught:
        session.configure(Hash=1000)
    assert caught.value.problem is EngineProblem.BAD_OPTION_VALUE and caught.value.value == "1000"
    assert caught.value.engine == "Mock 1.0" and caught.value.option == session.options["Hash"]
    with pytest.raises(EngineOptionError) as caught:
        session.configure(Contempt=5)
    assert caught.value.problem is EngineProblem.UNKNOWN_OPTION and caught.value.value == "Contempt"
    assert isinstance(caught.value, ValueError)
    script.assert_done()


def test_a_late_best_move_is_read_and_dropped_before_the_next_question():
    """The engine answers a stopped search only after its time ran out: that answer is never taken
    for the next search's."""
    session, script = uci(timeout=0.2)
    script.expect(f"position fen {START}").expect("go movetime 50").expect("stop")
    with pytest.raises(EngineTimeout) as caught:
        session.play(Game(), Limit(time=0.05))
    assert caught.value.problem is EngineProblem.NO_BEST_MOVE and caught.value.seconds == 0.2
    script.say("bestmove h2e2")                       # late
    game = Game()
    game.push_iccs("h2e2")
    script.expect("isready", ["readyok"])
    script.expect(f"position fen {START} moves h2e2").expect("go depth 1", ["bestmove h9g7"])
    assert session.play(game, Limit(depth=1)).move == Move.from_iccs("h9g7")
    script.assert_done()


def test_an_engine_that_never_answers_a_stopped_search_is_ended():
    session, script = uci(timeout=0.2)
    script.expect(f"position fen {START}").expect("go movetime 50").expect("stop")
    with pytest.raises(EngineTimeout):
        session.play(Game(), Limit(time=0.05))
    with pytest.raises(EngineTerminated) as caught:
        session.ping()
    assert caught.value.problem is EngineProblem.STOP_IGNORED and not script.alive


def test_an_engine_that_dies_during_a_search():
    session, script = uci()
    script.expect(f"position fen {START}").expect("go infinite", ["info depth 1 score cp 3 pv h2e2"])
    stream = session.analysis(Game())
    assert next(stream).pv == (Move.from_iccs("h2e2"),)
    script.end()
    with pytest.raises(EngineTerminated) as caught:
        next(stream)
    assert caught.value.problem is EngineProblem.ENDED and caught.value.searching
    with pytest.raises(EngineTerminated) as caught:
        session.analysis(Game())
    assert caught.value.problem is EngineProblem.CLOSED


def test_an_illegal_best_move_names_the_move_and_the_position():
    session, script = uci()
    script.expect(f"position fen {START}").expect("go depth 1", ["bestmove a0a5"])
    with pytest.raises(EngineError) as caught:
        session.play(Game(), Limit(depth=1))
    assert caught.value.problem is EngineProblem.ILLEGAL_MOVE and caught.value.move == "a0a5"
    assert caught.value.fen == Game().board.fen() and "illegal move 'a0a5'" in str(caught.value)


def test_an_engine_counting_ranks_from_one_is_understood():
    session, script = uci()
    script.expect(f"position fen {START}").expect("go depth 1", ["info depth 1 score cp 5 pv h3e3 h10g8",
                                                                "bestmove h3e3"])
    assert session.play(Game(), Limit(depth=1)).move == Move.from_iccs("h2e2")
    assert session.rank_base == 1
    game = Game()
    game.push_iccs("h2e2")
    script.expect(f"position fen {START} moves h3e3").expect("go depth 1", ["bestmove h10g8"])
    assert session.play(game, Limit(depth=1)).move == Move.from_iccs("h9g7")
    script.assert_done()


def test_a_command_out_of_script_is_caught():
    session, script = uci()
    script.expect("ucinewgame")
    with pytest.raises(AssertionError, match="expected 'ucinewgame', got 'isready'"):
        session.ping()
    assert script.mismatches == [("ucinewgame", "isready")] and script.waiting == ["ucinewgame"]


def test_a_silent_scripted_engine_times_out_in_the_greeting():
    script = ScriptedTransport("silent").expect("uci")
    with pytest.raises(EngineTimeout) as caught:
        EngineSession(script, "auto", timeout=0.2)
    assert caught.value.problem is EngineProblem.NO_GREETING and caught.value.detail == "uciok or ucciok"
    assert not script.alive
