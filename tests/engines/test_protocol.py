"""The protocol text: option and info lines, moves in both rank countings, and each protocol's class:
go commands, setoption, new game, positions, moves left out, answers and scores."""

import pytest

from app.engines import EngineOption, EngineOptionError, EngineProblem, Limit, OptionType, Score
from app.engines.protocol import PROTOCOLS, BestMove, UcciProtocol, UciProtocol, protocol_named
from app.engines.text import bare_score, move_text, option_value_text, parse_info, parse_move_text, parse_option
from app.model import Game, Move

UCI, UCCI = UciProtocol("Test"), UcciProtocol("Test")


def test_uci_option_lines():
    spin = parse_option("option name Skill Level type spin default 20 min -20 max 20")
    assert spin == EngineOption("Skill Level", OptionType.SPIN, 20, -20, 20)
    combo = parse_option("option name Analysis Contempt type combo default Both var Both var Off var White")
    assert combo is not None and combo.default == "Both" and combo.choices == ("Both", "Off", "White")
    check = parse_option("option name Ponder type check default false")
    assert check is not None and check.default is False
    text = parse_option("option name SyzygyPath type string default <empty>")
    assert text is not None and text.type == OptionType.STRING and text.default == ""
    button = parse_option("option name Clear Hash type button")
    assert button == EngineOption("Clear Hash", OptionType.BUTTON)
    assert parse_option("option name Broken type nonsense") is None
    assert parse_option("id name X") is None


def test_ucci_option_lines():
    spin = parse_option("option Skill_Level type spin default 20 min -20 max 20")
    assert spin == EngineOption("Skill_Level", OptionType.SPIN, 20, -20, 20)


def test_info_line():
    raw = parse_info("info depth 12 seldepth 16 multipv 2 score mate -3 nodes 4751 nps 316733 tbhits 0 "
                     "time 15 pv e0f0 g9i7")
    assert raw is not None
    assert raw.ints == {"depth": 12, "seldepth": 16, "multipv": 2, "nodes": 4751, "nps": 316733, "time": 15}
    assert raw.score == Score(mate=-3) and raw.pv == ["e0f0", "g9i7"]
    assert parse_info("info depth 5 score 35 pv h2e2").score == Score(cp=35)     # UCCI: a bare number
    assert parse_info("info depth 5 score cp 35 lowerbound").bound == "lowerbound"
    assert parse_info("info string hello world").string == "hello world"
    assert parse_info("info depth 12 currmove e2e4 currmovenumber 1").currmove
    assert parse_info("bestmove h2e2") is None
    assert parse_info("info depth two score cp banana").score is None


def test_bare_ucci_scores_are_mates_only_by_a_known_engines_convention():
    """ElephantEye writes a mate as 10000 minus the plies; 9800-9900 are perpetual-check wins."""
    scale = UcciProtocol("ElephantEye 3.3").mate_scale
    assert scale is not None
    assert bare_score(Score(cp=9999), scale) == Score(mate=1)      # mates with its move
    assert bare_score(Score(cp=9995), scale) == Score(mate=3)      # 5 plies: its 3rd move mates
    assert bare_score(Score(cp=-9998), scale) == Score(mate=-1)    # mated after its one move
    assert bare_score(Score(cp=-10000), scale) == Score(mate=0)    # mated now
    assert bare_score(Score(cp=9850), scale) == Score(cp=9850)     # a ban win, no mate
    assert bare_score(Score(cp=-35), scale) == Score(cp=-35)
    assert bare_score(Score(mate=2), scale) == Score(mate=2)
    assert UcciProtocol("FakeEye").mate_scale is None and UcciProtocol("").mate_scale is None
    assert UcciProtocol("ElephantEye").book_reports and not UcciProtocol("FakeEye").book_reports
    assert UCCI.score(parse_info("info depth 5 score 9999 pv h2e2")) == Score(cp=9999)
    eleeye = UcciProtocol("ElephantEye")
    assert eleeye.score(parse_info("info depth 5 score 9999 pv h2e2")) == Score(mate=1)
    assert eleeye.score(parse_info("info depth 0 score 50 pv h2e2")) is None       # a book move's weight
    assert parse_info("info depth 5 score 9999 pv h2e2").bare
    assert not parse_info("info depth 5 score cp 9999 pv h2e2").bare


def test_moves_in_both_rank_countings():
    move = Move.from_iccs("h2e2")
    assert move_text(move, 0) == "h2e2" and move_text(move, 1) == "h3e3"
    assert parse_move_text("h3e3", 1) == move and parse_move_text("h2e2", 0) == move
    assert parse_move_text("a10a9", 1) == Move.from_iccs("a9a8")
    assert parse_move_text("a10a9", 0) is None and parse_move_text("a0a1", 1) is None
    assert parse_move_text("zz", 0) is None


def test_go_commands():
    assert UCI.go(Limit(time=0.5), True) == "go movetime 500"
    assert UCI.go(Limit(depth=4), True, ["h3e3"]) == "go depth 4 searchmoves h3e3"
    assert UCI.go(Limit(), True) == "go infinite"
    clock = Limit(red_clock=60, black_clock=30, red_inc=1, black_inc=2, moves_to_go=None)
    assert UCI.go(clock, False) == "go wtime 60000 btime 30000 winc 1000 binc 2000"
    assert UCCI.go(clock, False) == "go time 30000 increment 2000 opptime 60000 oppincrement 1000"
    assert UCCI.go(Limit(depth=6), True) == "go depth 6"
    assert UCCI.go(Limit(time=1), True) == "go depth 99"          # the client stops it
    assert UCCI.go(Limit(), True) == "go depth 99"


def test_who_stops_a_timed_search():
    """UCI engines keep a time per move themselves (the client stops them only after a grace
    period); a UCCI time per move is kept by the client, to the moment."""
    assert UCI.stop_at(Limit(time=0.5), True, 10.0, 100.0) == pytest.approx(110.5)
    assert UCCI.stop_at(Limit(time=0.5), True, 10.0, 100.0) == pytest.approx(100.5)
    clock = Limit(red_clock=60, black_clock=30)
    assert UCI.stop_at(clock, False, 10.0, 0.0) == UCCI.stop_at(clock, False, 10.0, 0.0) == 40.0
    assert UCI.stop_at(Limit(depth=3), True, 10.0, 0.0) is None


def test_setoption_new_game_and_answers():
    assert UCI.setoption("Skill Level", "5") == "setoption name Skill Level value 5"
    assert UCCI.setoption("Skill_Level", "5") == "setoption Skill_Level 5"
    assert UCI.setoption("Clear Hash", "", button=True) == "setoption name Clear Hash"
    newgame = EngineOption("newgame", OptionType.BUTTON)
    assert UCI.new_game(lambda name: None) == ["ucinewgame"]
    assert UCCI.new_game(lambda name: newgame if name == "newgame" else None) == ["setoption newgame"]
    assert UCCI.new_game(lambda name: None) == []
    assert UCI.best_move("bestmove h3e3 ponder h10g8".split()) == BestMove("h3e3", "h10g8")
    assert UCI.best_move(["bestmove", "(none)"]) == UCI.best_move(["bestmove"]) == BestMove(None)
    assert UCI.best_move(["nobestmove"]) is None and UCI.best_move("info depth 1".split()) is None
    assert UCCI.best_move(["nobestmove"]) == BestMove(None)
    assert UCCI.best_move("bestmove h2e2 ponder h9g7 draw".split()) == BestMove("h2e2", "h9g7")


def test_positions_and_moves_left_out():
    game = Game()
    for text in ("h2e2", "h9g7"):
        game.push_iccs(text)
    assert UCI.position(game, 1) == f"position fen {game.start_fen} moves h3e3 h10g8"
    assert UCCI.position(game, 0) == f"position fen {game.start_fen} moves h2e2 h9g7"
    legal = game.board.legal_moves()
    allowed = legal[1:]
    assert UCI.restrict(legal, allowed, 0) == ([], [m.iccs for m in allowed])
    assert UCCI.restrict(legal, allowed, 0) == ([f"banmoves {legal[0].iccs}"], [])


def test_the_protocols_start_and_rank_conventions():
    assert [(c.name, c.opening, c.ok_word) for c in PROTOCOLS] == [("uci", "uci", "uciok"), ("ucci", "ucci", "ucciok")]
    assert protocol_named("ucci") is UcciProtocol
    with pytest.raises(ValueError, match="'auto' or one of uci, ucci"):
        protocol_named("xboard")
    variant = EngineOption("UCI_Variant", OptionType.COMBO, "chess", choices=("chess", "xiangqi"))
    fairy = {"UCI_Variant": variant}.get
    assert UCI.initial_options(fairy) == [("UCI_Variant", "xiangqi")] and UCI.rank_base(fairy) == 1
    assert UCI.initial_options(lambda name: None) == [] and UCI.rank_base(lambda name: None) == 0
    assert UciProtocol("Fairy-Stockfish 11.1").rank_base(lambda name: None) == 1
    chess_only = EngineOption("UCI_Variant", OptionType.COMBO, "chess", choices=("chess", "crazyhouse"))
    with pytest.raises(Exception) as caught:
        UCI.initial_options({"UCI_Variant": chess_only}.get)
    assert caught.value.problem is EngineProblem.NO_XIANGQI and caught.value.detail == "chess, crazyhouse"
    millis = EngineOption("usemillisec", OptionType.CHECK, False)
    assert UCCI.initial_options({"usemillisec": millis}.get) == [("usemillisec", "true")]
    assert UCCI.rank_base(fairy) == 0


def test_option_values_are_checked():
    spin = EngineOption("Skill Level", OptionType.SPIN, 20, -20, 20)
    assert option_value_text(spin, 5) == "5"
    for bad in (21, "lots", True):
        with pytest.raises(EngineOptionError) as caught:
            option_value_text(spin, bad)
        assert caught.value.problem is EngineProblem.BAD_OPTION_VALUE and caught.value.option == spin
    assert isinstance(caught.value, ValueError) and "a whole number -20-20" in str(caught.value)
    combo = EngineOption("Level", OptionType.COMBO, "master", choices=("casual", "master"))
    assert option_value_text(combo, "CASUAL") == "casual"
    with pytest.raises(ValueError, match="one of casual, master"):
        option_value_text(combo, "godlike")
    check = EngineOption("Ponder", OptionType.CHECK, False)
    assert option_value_text(check, True) == "true"
    text = EngineOption("BookFile", OptionType.STRING, "")
    assert option_value_text(text, "") == "<empty>"
    with pytest.raises(EngineOptionError):
        option_value_text(text, "two\nlines")
