"""AnalysisStream needs of the session that drives it only the small SearchSession protocol: a plain
object with a name, a timeout, a protocol object and five methods runs a search through it (the stream
no longer imports app.engines.session, which imports it: tests/test_import_cycles.py)."""

from __future__ import annotations

from collections.abc import Sequence

from app.engines import EngineTerminated, UciProtocol
from app.engines.stream import AnalysisStream, SearchSession
from app.engines.text import parse_move_text
from app.model import Board, Move


class Lines:
    """A SearchSession reading the engine's lines from a list (no process, no EngineSession)."""

    def __init__(self, lines: list[str]) -> None:
        self.name, self.timeout, self.protocol = "Lines", 2.0, UciProtocol("Lines")
        self.lines, self.sent, self.ended = list(lines), [], []

    def send(self, line: str) -> None:
        self.sent.append(line)

    def read_line(self, timeout: float | None) -> str:
        if not self.lines:
            raise EngineTerminated(engine=self.name)
        return self.lines.pop(0)

    def read_move(self, board: Board, text: str, first: bool) -> Move | None:
        move = parse_move_text(text, 0)
        return move if move is not None and board.is_legal(move) else None

    def read_line_of_moves(self, board: Board, texts: Sequence[str]) -> tuple[Move, ...]:
        work, moves = board.copy(), []
        for text in texts:
            move = self.read_move(work, text, False)
            if move is None:
                break
            moves.append(move)
            work.push(move)
        return tuple(moves)

    def search_ended(self, stream: AnalysisStream, stop_sent: bool = False, late: bool = False) -> None:
        self.ended.append((stream, stop_sent, late))


def test_a_search_runs_through_any_search_session():
    session: SearchSession = Lines(["info depth 1 score cp 12 pv h2e2 h9g7", "info depth 2 score cp 30 pv b2e2",
                                    "bestmove b2e2 ponder h9g7"])
    stream = AnalysisStream(session, Board(), None)
    depths = [info.depth for info in stream]
    result = stream.result()
    assert depths == [1, 2] and result.move == Move.from_iccs("b2e2") and result.ponder == Move.from_iccs("h9g7")
    assert [info.score.cp for info in stream.lines] == [30] and stream.lines[0].pv == (Move.from_iccs("b2e2"),)
    assert session.ended == [(stream, False, False)] and session.sent == []


def test_stop_goes_through_the_session_and_a_pv_is_cut_at_an_illegal_move():
    session = Lines(["info depth 1 score cp 5 pv h2e2 a0a5", "bestmove h2e2"])
    stream = AnalysisStream(session, Board(), None)
    first = next(stream)
    stream.stop()
    assert first.pv == (Move.from_iccs("h2e2"),) and session.sent == ["stop"]
    assert stream.wait().move == Move.from_iccs("h2e2") and session.ended == [(stream, True, False)]
