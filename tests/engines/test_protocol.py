"""The protocol text: option and info lines, go commands, moves in both rank countings."""

import pytest

from app.engines import EngineOption, Limit, OptionType, Score
from app.engines.protocol import (bare_score, go_command, move_text, option_value_text, parse_info,
                                  parse_move_text, parse_option, setoption_command, ucci_mate_scale,
                                  ucci_reports_book)
from app.model import Move


def test_uci_option_lines():
    spin = parse_option("option name Skill Level type spin default 20 min -20 max 20", "uci")
    assert spin == EngineOption("Skill Level", OptionType.SPIN, 20, -20, 20)
    combo = parse_option("option name Analysis Contempt type combo default Both var Both var Off var White", "uci")
    assert combo is not None and combo.default == "Both" and combo.choices == ("Both", "Off", "White")
    check = parse_option("option name Ponder type check default false", "uci")
    assert check is not None and check.default is False
    text = parse_option("option name SyzygyPath type string default <empty>", "uci")
    assert text is not None and text.type == OptionType.STRING and text.default == ""
    button = parse_option("option name Clear Hash type button", "uci")
    assert button == EngineOption("Clear Hash", OptionType.BUTTON)
    assert parse_option("option name Broken type nonsense", "uci") is None
    assert parse_option("id name X", "uci") is None


def test_ucci_option_lines():
    spin = parse_option("option Skill_Level type spin default 20 min -20 max 20", "ucci")
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
    scale = ucci_mate_scale("ElephantEye")
    assert scale is not None
    assert bare_score(Score(cp=9999), scale) == Score(mate=1)      # mates with its move
    assert bare_score(Score(cp=9995), scale) == Score(mate=3)      # 5 plies: its 3rd move mates
    assert bare_score(Score(cp=-9998), scale) == Score(mate=-1)    # mated after its one move
    assert bare_score(Score(cp=-10000), scale) == Score(mate=0)    # mated now
    assert bare_score(Score(cp=9850), scale) == Score(cp=9850)     # a ban win, no mate
    assert bare_score(Score(cp=-35), scale) == Score(cp=-35)
    assert bare_score(Score(mate=2), scale) == Score(mate=2)
    assert ucci_mate_scale("FakeEye") is None and ucci_mate_scale("") is None
    assert ucci_reports_book("ElephantEye") and not ucci_reports_book("FakeEye")
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
    assert go_command(Limit(time=0.5), "uci", True, False) == "go movetime 500"
    assert go_command(Limit(depth=4), "uci", True, False, ["h3e3"]) == "go depth 4 searchmoves h3e3"
    assert go_command(Limit(), "uci", True, True) == "go infinite"
    clock = Limit(red_clock=60, black_clock=30, red_inc=1, black_inc=2, moves_to_go=None)
    assert go_command(clock, "uci", False, False) == "go wtime 60000 btime 30000 winc 1000 binc 2000"
    assert go_command(clock, "ucci", False, False) == "go time 30000 increment 2000 opptime 60000 oppincrement 1000"
    assert go_command(Limit(depth=6), "ucci", True, False) == "go depth 6"
    assert go_command(Limit(time=1), "ucci", True, True) == "go depth 99"


def test_option_values_are_checked():
    spin = EngineOption("Skill Level", OptionType.SPIN, 20, -20, 20)
    assert option_value_text(spin, 5) == "5"
    with pytest.raises(ValueError, match="-20-20"):
        option_value_text(spin, 21)
    with pytest.raises(ValueError, match="whole number"):
        option_value_text(spin, "lots")
    combo = EngineOption("Level", OptionType.COMBO, "master", choices=("casual", "master"))
    assert option_value_text(combo, "CASUAL") == "casual"
    with pytest.raises(ValueError, match="one of"):
        option_value_text(combo, "godlike")
    check = EngineOption("Ponder", OptionType.CHECK, False)
    assert option_value_text(check, True) == "true"
    assert setoption_command("Skill Level", "5", "uci") == "setoption name Skill Level value 5"
    assert setoption_command("Skill_Level", "5", "ucci") == "setoption Skill_Level 5"
