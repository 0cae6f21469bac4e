"""The built-in AI as an engine: `python -m app.ai.uci` by plain text, and through app.engines."""

import io
import sys

import pytest

from app.ai.timing import MAX_SHARE_MOVES, clock_budget
from app.ai.uci import main, parse_go, search_times
from app.ai.uci_protocol import UcciServer, UciServer
from app.engines import EngineOptionError, EngineProblem, EngineTimeout, Limit, Score, open_engine
from app.engines.builtin import builtin_command, builtin_env
from app.engines.process import EngineProcess
from app.model import Board, Game, Move

from .conftest import gone
from .test_fairy import MATE_IN_2, PERPETUAL_MOVES, PERPETUAL_START, mates_in

MATED = "3k5/3R5/9/9/9/9/9/9/9/3RK4 b - - 0 1"       # black is checkmated: no legal move


def read_until(proc, prefix, timeout=30.0):
    """Lines up to and including the first one starting with `prefix`."""
    lines = []
    while True:
        line = proc.readline(timeout)
        lines.append(line)
        if line.startswith(prefix):
            return lines


@pytest.fixture
def server():
    proc = EngineProcess(builtin_command(), env=builtin_env())
    yield proc
    proc.close()
    assert gone(proc.pid)


def test_plain_uci_exchange(server):
    server.send("uci")
    hello = read_until(server, "uciok")
    assert hello[0] == "id name Xiangqi Studio master"
    assert ("option name Level type combo default master var novice var beginner var casual var intermediate "
            "var strong var master") in hello
    assert "option name MultiPV type spin default 1 min 1 max 5" in hello
    assert "option name BookFile type string default <empty>" in hello
    server.send("isready")
    assert read_until(server, "readyok") == ["readyok"]
    server.send("position startpos moves h2e2")
    server.send("go depth 2")
    lines = read_until(server, "bestmove")
    infos = [line for line in lines if line.startswith("info depth")]
    assert [int(line.split()[2]) for line in infos] == [1, 2]
    assert all(" score cp " in line and " nodes " in line and " pv " in line for line in infos)
    words = lines[-1].split()
    board = Board()
    board.push_iccs("h2e2")
    move = Move.from_iccs(words[1])
    assert board.is_legal(move)
    assert words[2] == "ponder" and infos[-1].split(" pv ")[1].split()[:2] == words[1:4:2]


def test_plain_ucci_exchange_with_banmoves(server):
    server.send("ucci")
    hello = read_until(server, "ucciok")
    assert "option MultiPV type spin default 1 min 1 max 5" in hello
    server.send("position fen " + MATE_IN_2)
    solutions = [m.iccs for m in mates_in(Board(MATE_IN_2), 2)]
    server.send("banmoves " + " ".join(solutions))
    server.send("go depth 3")
    best = read_until(server, "bestmove")[-1].split()[1]
    assert best not in solutions and Board(MATE_IN_2).is_legal(Move.from_iccs(best))


def test_stop_ends_an_infinite_search(server):
    server.send("uci")
    read_until(server, "uciok")
    server.send("position startpos")
    server.send("go infinite")
    read_until(server, "info depth 2")
    server.send("stop")
    assert Board().is_legal(Move.from_iccs(read_until(server, "bestmove", timeout=10)[-1].split()[1]))
    server.send("isready")
    assert read_until(server, "readyok") == ["readyok"]


def test_no_legal_move(server):
    server.send("uci")
    read_until(server, "uciok")
    server.send("position fen " + MATED)
    server.send("go depth 2")
    assert read_until(server, "bestmove")[-1] == "bestmove (none)"
    server.send("ucci")
    read_until(server, "ucciok")
    server.send("go depth 2")
    assert read_until(server, "nobestmove")[-1] == "nobestmove"


def test_console_script_entry_point(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("uci\nisready\nposition startpos\ngo depth 1\nquit\n"))
    monkeypatch.setattr(sys, "stdout", out)
    assert main(["--level", "2"]) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "id name Xiangqi Studio casual" and "uciok" in lines and "readyok" in lines
    assert Board().is_legal(Move.from_iccs(lines[-1].split()[1]))


def test_bad_level_argument(capsys):
    assert main(["--level", "godlike"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_go_arguments():
    go = parse_go("wtime 60000 btime 30000 winc 1000 binc 0 movestogo 20 searchmoves h2e2 b0c2".split())
    assert go.numbers == {"wtime": 60000, "btime": 30000, "winc": 1000, "binc": 0, "movestogo": 20}
    assert go.searchmoves == [Move.from_iccs("h2e2"), Move.from_iccs("b0c2")]
    assert parse_go(["depth", "infinite"]).infinite
    assert search_times(parse_go("movetime 250".split()), UciServer(), True) == (0.25, None)
    assert search_times(parse_go("depth 5".split()), UciServer(), True) == (None, None)


def test_a_clock_gives_a_soft_and_a_hard_limit_from_the_clock_budget():
    """The server thinks on a clock as the GUI's player always did (app.ai.timing.clock_budget): a
    target share of the clock (soft) and up to three times that for an unstable search (hard)."""
    go = parse_go("wtime 60000 btime 30000 winc 1000 binc 0 movestogo 20".split())
    hard, soft = search_times(go, UciServer(), True)
    assert (soft, hard) == clock_budget(60.0, 1.0, 20)
    assert soft == pytest.approx(60 / 20 + 0.8) and hard == pytest.approx(60 / MAX_SHARE_MOVES)
    hard, soft = search_times(go, UciServer(), False)            # Black's clock, not Red's
    assert (soft, hard) == clock_budget(30.0, 0.0, 20)
    ucci = parse_go("time 10000 increment 500 opptime 90000".split())
    hard, soft = search_times(ucci, UcciServer(), False)         # UCCI: time is the mover's own clock
    assert (soft, hard) == clock_budget(10.0, 0.5, None)
    assert search_times(ucci, UciServer(), True) == (None, None)  # no UCI clock words in it


@pytest.fixture(params=[("uci", "process"), ("ucci", "process"), ("uci", "inprocess")], ids="-".join)
def builtin(request):
    protocol, transport = request.param
    with open_engine("builtin", protocol, level="master", transport=transport) as engine:
        yield engine


def test_builtin_through_open_engine(builtin):
    assert builtin.name == "Xiangqi Studio master" and builtin.rank_base == 0
    assert builtin.find_option("Level").choices[0] == "novice"
    best = builtin.analyse(Game(MATE_IN_2), Limit(depth=4))[0]
    assert best.score == Score(mate=2) and best.pv[0] in mates_in(Board(MATE_IN_2), 2)


def test_builtin_multipv_and_exclusion(builtin):
    game = Game(PERPETUAL_START)
    for text in PERPETUAL_MOVES:
        game.push_iccs(text)
    losing = {m for m in game.board.legal_moves() if (r := game.would_violate(m)) and r.winner == "black"}
    lines = builtin.analyse(game, Limit(depth=2), multipv=5)
    assert [i.multipv for i in lines] == [1, 2, 3, 4, 5]
    keys = [i.score.sort_key() for i in lines]
    assert keys == sorted(keys, reverse=True)
    assert not {i.pv[0] for i in lines} & losing
    assert builtin.play(game, Limit(depth=2)).move not in losing


def test_builtin_stream_and_time(builtin):
    with builtin.analysis(Game()) as stream:
        first = next(info for info in stream if info.string is None)    # after the core's info string
        assert first.depth == 1 and first.pv
    assert stream.result().move in Game().board.legal_moves()
    assert builtin.play(Game(), Limit(time=0.2)).move in Game().board.legal_moves()


def test_builtin_level_by_number():
    with open_engine("builtin", level=1) as engine:
        assert engine.name == "Xiangqi Studio beginner"
        engine.configure(Level="intermediate", MultiPV=2)
    assert gone(engine.pid)
    with pytest.raises(EngineTimeout):
        open_engine("builtin", "ucci", timeout=0.0)


def test_a_level_the_builtin_engine_does_not_have_is_an_option_error():
    for transport in ("process", "inprocess"):
        with pytest.raises(EngineOptionError) as caught:
            open_engine("builtin", level="godlike", transport=transport)
        assert caught.value.problem is EngineProblem.BAD_OPTION_VALUE and caught.value.value == "godlike"
        assert caught.value.option.name == "Level" and "master" in caught.value.option.choices


def test_the_in_process_engine_stops_promptly_and_ends_its_thread():
    engine = open_engine("builtin", transport="inprocess")
    assert engine.pid is None and engine.alive
    with engine.analysis(Game()) as stream:
        assert next(info for info in stream if info.string is None).depth == 1
    assert stream.result().move in Game().board.legal_moves()
    engine.close()
    assert not engine.alive


def test_builtin_nodes_limit():
    """The node limit bounds the search (checked every 1024 nodes), not only the next iteration's start."""
    with open_engine("builtin") as engine:
        result = engine.play(Game(), Limit(nodes=2000))
        assert result.move in Game().board.legal_moves()
        assert result.info is not None and 0 < result.info.nodes <= 2000 + 1024


def test_builtin_follows_the_games_ruleset():
    """In the casual ruleset the 7th check is no loss, so the built-in engine may consider it."""
    with open_engine("builtin") as engine:
        game = Game(PERPETUAL_START, "casual", analysis=True)
        for text in PERPETUAL_MOVES:
            game.push_iccs(text)
        lines = engine.analyse(game, Limit(depth=1), multipv=5)
        assert engine.options["Ruleset"].choices == ("cxq", "asian", "casual")
        assert lines and all(game.board.is_legal(i.pv[0]) for i in lines)
        assert engine.sent_options["Ruleset"] == "casual"


def test_the_opening_book_options():
    """OwnBook plays from the shipped master-games book (BookFile empty) or from a book file; depth 0
    and no nodes mark a book move."""
    from app.ai.book import BUILTIN, open_book
    from app.engines import builtin_options
    shipped = {b.move for b, _ in open_book(BUILTIN).candidates(Board())}
    with open_engine("builtin", transport="inprocess", **builtin_options("master", "builtin")) as engine:
        result = engine.play(Game(), Limit(depth=3))
        assert result.move in shipped and engine.sent_options["BookFile"] == "<empty>"
        engine.configure(**builtin_options(None, None))                  # no book: it searches
        assert engine.play(Game(), Limit(depth=2)).info.depth == 2
