"""The engine server's searches: several lines from one search, and pondering."""

from __future__ import annotations

import queue

from app.ai.uci import Server


class Lines:
    """The server's output, line by line, as it comes (a queue the test waits on)."""

    def __init__(self) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        self.partial = ""

    def write(self, text: str) -> None:
        self.partial += text
        *done, self.partial = self.partial.split("\n")
        for line in done:
            self.queue.put(line)

    def flush(self) -> None:
        pass

    def until(self, prefix: str, timeout: float = 60.0) -> list[str]:
        """Lines up to and including the first that starts with prefix."""
        out = []
        while True:
            line = self.queue.get(timeout=timeout)
            out.append(line)
            if line.startswith(prefix):
                return out

    def pending(self) -> list[str]:
        """The lines written so far and not read yet."""
        out = []
        while not self.queue.empty():
            out.append(self.queue.get())
        return out


def _server() -> tuple[Server, Lines]:
    out = Lines()
    server = Server(out)        # type: ignore[arg-type]
    server.handle("uci")
    out.until("uciok")
    return server, out


# Red to move can take a rook (the cannon a0 over the pawn), a cannon (the rook h0) or a horse (the rook
# b1); the three best lines take one each.
THREE_CAPTURES = "2bakab2/9/1n7/r3p4/7c1/9/P3P4/9/1R7/C3K2R1 w - - 0 1"


def test_several_lines_come_from_one_search_with_exact_scores():
    server, out = _server()
    server.handle("setoption name MultiPV value 3")
    server.handle(f"position fen {THREE_CAPTURES}")
    server.handle("go depth 4")
    lines = out.until("bestmove")
    last = [line.split() for line in lines if line.startswith("info depth 4 ")]
    assert [words[words.index("multipv") + 1] for words in last] == ["1", "2", "3"]
    firsts = [words[words.index("pv") + 1] for words in last]
    scores = [int(words[words.index("cp") + 1]) for words in last]
    assert firsts == ["a0a6", "h0h5", "b1b7"]          # the rook, then the cannon, then the horse
    # Exact scores, not bounds: they differ about as the pieces do.
    assert scores[0] - scores[1] > 400 and scores[1] - scores[2] > 50
    assert lines[-1].split()[1] == "a0a6"
    server.handle("quit")


def test_a_ponder_search_answers_only_after_ponderhit_and_goes_on_then():
    server, out = _server()
    server.handle("position startpos moves h2e2 h9g7")
    server.handle("go ponder depth 3")
    infos = out.until("info depth 3")
    assert not any(line.startswith("bestmove") for line in infos + out.pending())
    server.handle("isready")
    assert out.until("readyok")[-1] == "readyok"     # the search is over, its answer held back
    assert not [line for line in out.pending() if line.startswith("bestmove")]
    server.handle("ponderhit")
    assert out.until("bestmove")[-1].startswith("bestmove ")
    server.handle("quit")


def test_ponderhit_lets_a_timed_ponder_search_go_on_with_its_time():
    server, out = _server()
    server.handle("position startpos moves h2e2 h9g7")
    server.handle("go ponder wtime 300000 btime 300000")
    before = out.until("info depth 3")
    server.handle("ponderhit")           # not a stop: the search goes on, with about 10 s from now
    after = out.until("info depth")
    assert int(after[-1].split()[2]) > int(before[-1].split()[2])
    assert not any(line.startswith("bestmove") for line in after)
    server.handle("stop")
    assert out.until("bestmove")[-1].startswith("bestmove ")
    server.handle("go ponder wtime 60000 btime 60000")
    out.until("info depth 2")
    server.handle("stop")                # stopped while pondering: an answer at once
    assert out.until("bestmove")[-1].startswith("bestmove ")
    server.handle("quit")


def test_the_engine_gives_several_lines_of_one_search():
    from app.ai import Engine
    from app.model import Game
    seen = []
    result = Engine().best_move(Game(THREE_CAPTURES), depth=3, multipv=3, info=seen.append)
    last = [r for r in seen if r.depth == 3]
    assert [r.multipv for r in last] == [1, 2, 3] and result.move == last[0].move
    assert [r.move.iccs for r in last] == ["a0a6", "h0h5", "b1b7"]
    assert len({r.nodes for r in last}) == 1       # one search, one node count


def test_go_nodes_stops_the_search_at_about_that_many_nodes():
    """``go nodes N`` bounds the search itself (the core checks its count every 1024 nodes), not
    only the start of the next iteration: no iteration past the budget is finished or reported."""
    server, out = _server()
    server.handle("position startpos moves h2e2 h9g7")
    server.handle("go nodes 3000")
    lines = out.until("bestmove")
    counts = [int(line.split()[line.split().index("nodes") + 1]) for line in lines if line.startswith("info depth")]
    assert counts and max(counts) <= 3000 + 1024
    assert lines[-1].startswith("bestmove ")
    server.handle("quit")
