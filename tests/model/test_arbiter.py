"""The rule arbiter: Asian-rules public cases, CXQ counts (A1-A5), automatic draws (D1-D3), casual."""

import json
from pathlib import Path

import pytest

from app.model import (
    Board,
    Color,
    Game,
    GameOverError,
    IllegalMoveError,
    IllegalReason,
    Move,
    Outcome,
    PieceKind,
    Rule,
    Ruleset,
    Termination,
)
from app.model.arbiter import Counters, cxq_ruling
from app.model.threats import PlyClass

DATA = Path(__file__).parent.parent / "data"
ASIAN = json.loads((DATA / "rulings-asian.json").read_text(encoding="utf-8"))["cases"]
PATTERNS = json.loads((DATA / "cxq-patterns.json").read_text(encoding="utf-8"))["cases"]


def play(game: Game, moves) -> list[Outcome | None]:
    """Push moves one by one; the outcome after each."""
    out = []
    for text in moves:
        game.push_iccs(text)
        out.append(game.outcome())
    return out


def first_third_occurrence(fen: str, moves: list[str]) -> int:
    """Ply count after which some position occurs for the third time (independent of the arbiter)."""
    board = Board(fen)
    seen = {board.key: 1}
    for n, text in enumerate(moves, 1):
        board.push_iccs(text)
        seen[board.key] = seen.get(board.key, 0) + 1
        if seen[board.key] == 3:
            return n
    raise AssertionError("no third occurrence")


# ----- Asian Rules: the 32 public cases ---------------------------------------------------------

@pytest.mark.parametrize("case", ASIAN, ids=[f"case{i}" for i in range(1, len(ASIAN) + 1)])
def test_asian_public_case(case):
    game = Game(case["fen"], "asian")
    at = first_third_occurrence(case["fen"], case["moves"])
    outcomes = play(game, case["moves"][:at])
    assert outcomes[:-1] == [None] * (at - 1), "no ruling before the third occurrence"
    result = outcomes[-1]
    assert result is not None
    assert (result.winner or "draw") == case["winner"]
    assert result.rule.startswith("AR-") and result.ruleset == "asian"
    with pytest.raises(GameOverError):
        game.push(game.board.legal_moves()[0])


def test_asian_rook_chasing_crossed_pawn_AR31():
    # the red rook follows a crossed black pawn along rank 5 while it steps sideways on rank 3
    game = Game("5k3/9/9/9/4R4/9/3p5/9/9/3K5 w - - 0 1", "asian")
    outcomes = play(game, ["e5d5", "d3e3", "d5e5", "e3d3"] * 2)
    assert outcomes[:-1] == [None] * 7
    result = outcomes[-1]
    assert (result.winner, result.termination, result.rule) == ("black", Termination.PERPETUAL_CHASE, "AR-31")
    assert result.culprit == "red" and result.chased_kind == "pawn" and result.pieces == ("rook",)
    assert result.culprit_moves == (0, 2, 4, 6)


def test_asian_third_occurrence_is_configurable_AR3():
    moves = ["e5d5", "d3e3", "d5e5", "e3d3"] * 2
    game = Game("5k3/9/9/9/4R4/9/3p5/9/9/3K5 w - - 0 1", "asian", repetitions=2)
    outcomes = play(game, moves[:4])
    assert outcomes[:3] == [None] * 3 and outcomes[3].winner == "black"
    # with the default (3) the second occurrence is only a warning point: no ruling yet
    game = Game("5k3/9/9/9/4R4/9/3p5/9/9/3K5 w - - 0 1", "asian")
    assert play(game, moves[:4]) == [None] * 4
    assert game.would_violate(Move.from_iccs("e5d5")) is None  # 2nd occurrence of that position
    play(game, moves[4:7])
    warning = game.would_violate(Move.from_iccs("e3d3"))  # black's move completes the third occurrence
    assert warning is not None and warning.winner == "black"
    assert len(game.moves) == 7, "would_violate leaves the game as it was"


def test_asian_perpetual_check_AR6_and_mutual_AR7():
    check = ASIAN[6]   # black's pawn shuttle gives check on every move
    game = Game(check["fen"], "asian")
    result = play(game, check["moves"])[-1]
    assert (result.winner, result.termination, result.rule, result.culprit) == (
        "red", Termination.PERPETUAL_CHECK, "AR-6", "black")
    mutual = ASIAN[15]
    game = Game(mutual["fen"], "asian")
    result = play(game, mutual["moves"])[-1]
    assert (result.winner, result.termination, result.rule) == (None, Termination.MUTUAL_PERPETUAL, "AR-7")


def test_asian_cannon_chasing_rook_AR15():
    case = ASIAN[0]
    result = play(Game(case["fen"], "asian"), case["moves"])[-1]
    assert (result.winner, result.rule, result.chased_kind, result.pieces) == ("black", "AR-15", "rook", ("cannon",))
    assert result.chased_kind is PieceKind.ROOK and all(type(k) is PieceKind for k in result.pieces)
    assert result.winner is Color.BLACK and result.rule is Rule.AR_15


def test_asian_idle_repetition_is_a_draw():
    game = Game("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "asian")
    outcomes = play(game, ["e0e1", "d9d8", "e1e0", "d8d9"] * 2)
    assert outcomes[-1].termination == Termination.REPETITION_DRAW and outcomes[-1].winner is None
    assert outcomes[-1].rule == "AR-5"


# ----- CXQ: counts of consecutive checks and chases (A1-A5) ------------------------------------

def red_indices(n):
    return tuple(range(0, 2 * n - 1, 2))


def test_cxq_seventh_check_by_one_rook_loses_A1_A4():
    game = Game("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    cycle = ["a0a9", "e9e8", "a9a8", "e8e9"]
    moves = (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:13]
    for i, text in enumerate(moves):
        game.push_iccs(text)
        if i % 2 == 0:
            assert game.board.is_check(), f"red's move {text} is a check"
        if i < 12:
            assert game.outcome() is None, f"no ruling after ply {i} (check {i // 2 + 1})"
    result = game.outcome()
    assert (result.winner, result.termination, result.rule) == ("black", Termination.PERPETUAL_CHECK, "CXQ-A4")
    assert result.count == 7 and result.pieces == ("rook",) and result.culprit == "red"
    assert result.allowed == 6            # the popup says "CXQ allows 6"
    assert result.culprit_moves == red_indices(7)
    del cycle


@pytest.mark.parametrize("case", PATTERNS, ids=[c["name"] for c in PATTERNS])
def test_cxq_pattern(case):
    game = Game(case["fen"], "cxq")
    pattern = case["pattern"]
    moves = case["moves"]
    assert len(moves) == 2 * len(pattern) - 1
    outcomes = []
    for i, text in enumerate(moves):
        game.push_iccs(text)
        if i % 2 == 0:
            letter = pattern[i // 2]
            assert game.board.is_check() == (letter == "C"), (i, text)
            assert bool(game.classification(i).chases) == (letter == "H"), (i, text)
        else:
            assert not game.board.is_check() and not game.classification(i).chases
        outcomes.append(game.outcome())
    # The expected ruling follows from A4/A5: the run since the last non-matching move decides.
    run = len(pattern) - max(pattern.rfind(x) for x in "CHI" if x != pattern[-1]) - 1
    pieces = 2 if "two rooks" in case["name"] else 1
    allowed = 6 * pieces
    if run > allowed:
        assert outcomes[:-1] == [None] * (len(moves) - 1), "ruled exactly on the violating move"
        result = outcomes[-1]
        assert result.winner == "black" and result.culprit == "red" and result.rule == "CXQ-A4"
        assert result.count == allowed + 1 and result.allowed == allowed
        assert result.termination == (Termination.PERPETUAL_CHECK if pattern[-1] == "C"
                                      else Termination.PERPETUAL_CHASE)
        assert len(result.pieces) == pieces
        if pattern[-1] == "H":
            assert result.chased_kind == "horse" and result.chased_square is not None
    else:
        assert outcomes == [None] * len(moves), "A5: the interrupted runs are allowed"


def test_cxq_mutual_perpetual_check_is_a_draw_A3():
    case = ASIAN[15]  # red cannon and black rook check each other on every move
    game = Game(case["fen"], "cxq")
    cycle = case["moves"][:4]
    n = 0
    while game.outcome() is None:
        game.push_iccs(cycle[n % 4])
        n += 1
        assert n < 40
    result = game.outcome()
    assert (result.winner, result.termination, result.rule) == (None, Termination.MUTUAL_PERPETUAL, "CXQ-A3")
    # red checks with a cannon and a discovered rook: two pieces, so the 13th check is the violation
    assert result.count == 13 and n == 25 and result.allowed == 12


def test_cxq_checker_loses_to_chaser_A3():
    case = ASIAN[7]  # black checks with a pawn on every move; red's king moves uncover a cannon chase
    game = Game(case["fen"], "cxq")
    cycle = case["moves"][:4]
    n = 0
    while game.outcome() is None:
        game.push_iccs(cycle[n % 4])
        n += 1
        assert n < 40
    result = game.outcome()
    assert (result.winner, result.culprit, result.rule) == ("red", "black", "CXQ-A3")
    assert result.termination == Termination.PERPETUAL_CHECK and result.pieces == ("pawn",)


def test_cxq_violating_move_is_flagged_by_would_violate():
    game = Game("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    play(game, (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:12])
    warning = game.would_violate(Move.from_iccs("a8a9"))
    assert warning is not None and warning.winner == "black" and warning.termination == Termination.PERPETUAL_CHECK
    assert game.would_violate(Move.from_iccs("d0d1")) is None
    assert game.outcome() is None and len(game.moves) == 12


# ----- CXQ automatic draws (D1-D3) -------------------------------------------------------------

def test_cxq_progress_rule_fires_on_the_60th_quiet_ply_D3():
    game = Game("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    moves = ["e0e1", "d9d8", "e1e0", "d8d9"] * 15
    outcomes = play(game, moves)
    assert outcomes[:59] == [None] * 59
    assert outcomes[59].termination == Termination.PROGRESS_RULE and outcomes[59].rule == "CXQ-D3"
    assert outcomes[59].winner is None


def test_cxq_progress_resets_on_crossed_pawn_advance_not_sideways_D3():
    # red pawn a5 has crossed: sideways steps are not progress, forward steps are
    fen = "3k5/9/9/9/P8/9/9/9/9/4K4 w - - 0 1"
    king_shuffle = ["e0e1", "d9d8", "e1e0", "d8d9"]
    game = Game(fen)
    play(game, king_shuffle * 7)                # 28 plies
    play(game, ["a5b5", "d9d8", "b5a5", "d8d9"])  # sideways: no progress (32 plies)
    play(game, king_shuffle * 6 + ["e0e1", "d9d8", "e1e0"])  # 59 plies
    assert game.outcome() is None
    game.push_iccs("d8d9")
    assert game.outcome().rule == "CXQ-D3"
    game = Game(fen)
    play(game, king_shuffle * 7 + ["a5a6", "d9d8"])  # a forward step at ply 28 resets the count
    # black's reply to the advance already counts: after 58 more plies black has 30, red 29
    outcomes = play(game, ["e0e1", "d8d9", "e1e0", "d9d8"] * 14 + ["e0e1", "d8d9"])
    assert outcomes == [None] * 58
    game.push_iccs("e1e0")  # red's 30th move since the advance
    assert game.outcome().rule == "CXQ-D3"


def test_cxq_effective_rule_fires_on_black_120th_effective_move_D2():
    # quiet king moves, with a crossed-pawn advance every 20 moves per side to keep D3 away
    game = Game("3k5/9/9/9/PP7/7pp/9/9/9/4K4 w - - 0 1")
    red_pawn_steps = iter(["a5a6", "b5b6", "a6a7", "b6b7", "a7a8", "b7b8"])
    black_pawn_steps = iter(["h4h3", "i4i3", "h3h2", "i3i2", "h2h1", "i2i1"])
    red_king, black_king = ["e0e1", "e1e0"], ["d9d8", "d8d9"]
    outcomes = []
    king_moves = 0
    for n in range(120):
        if n % 20 == 10:
            red, black = next(red_pawn_steps), next(black_pawn_steps)
        else:
            red, black = red_king[king_moves % 2], black_king[king_moves % 2]
            king_moves += 1
        for text in (red, black):
            game.push_iccs(text)
            outcomes.append(game.outcome())
    assert outcomes[:239] == [None] * 239
    assert outcomes[239].termination == Termination.EFFECTIVE_RULE and outcomes[239].rule == "CXQ-D2"


def _ply(side, check=False, chase=False):
    return PlyClass(side=side, check=check, checkers=frozenset({1}) if check else frozenset(),
                    chases=((5, frozenset({2})),) if chase else (), capture=False, progress=True)


def test_cxq_moves_rule_at_300_each_D1():
    assert cxq_ruling(Counters(moves=(300, 299)), _ply(0), {}, {}) is None
    result = cxq_ruling(Counters(moves=(300, 300)), _ply(1), {}, {})
    assert result.termination == Termination.MOVES_RULE and result.rule == "CXQ-D1" and result.winner is None


def test_cxq_effective_moves_exclude_checks_chases_and_answers():
    from app.model.arbiter import cxq_step
    c = Counters()
    c = cxq_step(c, 0, _ply(0, check=True), None)        # a check: not effective
    c = cxq_step(c, 1, _ply(1), _ply(0, check=True))      # answers the check: not effective
    c = cxq_step(c, 2, _ply(0), _ply(1))                  # quiet: effective
    c = cxq_step(c, 3, _ply(1, chase=True), _ply(0))      # a chase: not effective
    c = cxq_step(c, 4, _ply(0), _ply(1, chase=True))      # answers the chase: not effective
    assert c.effective == (1, 0) and c.moves == (3, 2)


# ----- casual, mate, and the Game API ----------------------------------------------------------

def test_casual_third_repetition_is_a_draw_and_no_perpetual_rulings():
    game = Game("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "casual")
    outcomes = play(game, ["a0a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9"])
    assert outcomes[:-1] == [None] * 8
    assert outcomes[-1].termination == Termination.REPETITION_DRAW and outcomes[-1].winner is None


def test_checkmate_and_stalemate_outcomes():
    game = Game("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1")
    game.push_iccs("b0b9")
    result = game.outcome()
    assert (result.winner, result.termination) == ("red", Termination.CHECKMATE)
    game = Game("3k5/9/2R6/9/9/9/9/9/9/4K4 w - - 0 1", "asian")
    game.push_iccs("c7c8")
    result = game.outcome()
    assert (result.winner, result.termination, result.rule) == ("red", Termination.STALEMATE, "AR-2")


def test_game_over_blocks_moves_unless_analysis_and_pop_reopens():
    game = Game("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1")
    game.push_iccs("b0b9")
    assert game.is_over()
    with pytest.raises(GameOverError) as err:
        game.push_iccs("b9b8")
    assert err.value.reason is IllegalReason.GAME_OVER and err.value.move == Move.from_iccs("b9b8")
    assert isinstance(err.value, IllegalMoveError)
    game.pop()
    assert game.outcome() is None
    analysis = Game("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", analysis=True)
    play(analysis, (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 4)[:15])
    assert analysis.outcome().termination == Termination.PERPETUAL_CHECK
    assert len(analysis.moves) == 15


def test_resign_and_agreement():
    game = Game()
    game.push_iccs("h2e2")
    assert game.resign("black").winner == "red"
    assert game.outcome().termination == Termination.RESIGNATION
    game = Game()
    assert game.agree_draw().winner is None and game.outcome().termination == Termination.AGREEMENT


def test_bad_arguments_and_illegal_moves():
    with pytest.raises(ValueError, match="unknown ruleset 'fide'"):
        Game(ruleset="fide")
    game = Game()
    with pytest.raises(IllegalMoveError) as err:
        game.push_iccs("e3e5")
    assert err.value.reason is IllegalReason.PAWN_STEP
    assert game.moves == []
    with pytest.raises(IllegalMoveError) as err:
        game.would_violate(Move.from_iccs("e3e5"))
    assert err.value.reason is IllegalReason.PAWN_STEP


def test_pop_restores_piece_identity():
    game = Game()
    for text in ["h2e2", "h9g7", "e2e6", "a9a8"]:
        game.push_iccs(text)
    for _ in range(4):
        game.pop()
    fresh = Game()
    assert game._ids == fresh._ids and game.board.fen() == fresh.board.fen()


def test_cxq_chasing_two_pieces_in_turn_is_allowed_A5():
    case = ASIAN[19]  # the red cannon attacks the two black rooks in turn
    game = Game(case["fen"], "cxq")
    game.push_iccs(case["moves"][0])
    cycle = case["moves"][1:9]
    n = 0
    while game.outcome() is None:
        game.push_iccs(cycle[n % 8])
        n += 1
    chased = [game.classification(i).chased for i in range(0, 12, 2)]
    assert all(chased) and all(a != b for a, b in zip(chased, chased[1:], strict=False)), "two targets in turn"
    assert game.outcome().termination == Termination.PROGRESS_RULE  # never a perpetual chase


def test_xboard_points_XB():
    """xboard's rules agree on these: pinned pieces neither attack nor protect, and a piece sliding
    along its line of attack makes no new attack."""
    pinned = ASIAN[21]   # the frozen rook's threat on its pinning horse is no counter-chase
    result = play(Game(pinned["fen"], "asian"), pinned["moves"])[-1]
    assert result.winner == "black" and result.termination == Termination.PERPETUAL_CHASE
    sliding = ASIAN[20]  # the rook keeps attacking the cannon along one file: not new, a draw
    result = play(Game(sliding["fen"], "asian"), sliding["moves"])[-1]
    assert result.winner is None and result.termination == Termination.REPETITION_DRAW


@pytest.mark.parametrize("index, rule", [(21, "AR-19"), (22, "AR-19"), (25, "AR-34"), (29, "AR-34"), (0, "AR-15"),
                                         (9, "AR-18"), (4, "AR-25")])
def test_asian_detail_rule_named(index, rule):
    """The ruling cites the detail rule the position decides: a rook held by a horse (AR-19), a
    false protector (AR-34), cannons on a rook (AR-15), a rook on a cannon (AR-18), a cannon's
    mount moving (AR-25)."""
    case = ASIAN[index]
    game = Game(case["fen"], "asian")
    for text in case["moves"]:
        game.push_iccs(text)
        if game.outcome():
            break
    assert game.outcome().rule == rule


def test_game_copy_is_independent():
    game = Game("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    play(game, ["a0a9", "e9e8", "a9a8"])
    twin = game.copy()
    assert twin.position_keys == game.position_keys and [m.iccs for m in twin.moves] == ["a0a9", "e9e8", "a9a8"]
    twin.push_iccs("e8e9")
    assert len(game.moves) == 3 and len(twin.moves) == 4
    assert game.board.fen() != twin.board.fen()
    twin.pop()
    twin.pop()
    assert len(game.moves) == 3 and game.classification(2).check


@pytest.mark.parametrize("pieces, allowed", [(1, 6), (2, 12), (3, 18), (4, 18)])
def test_cxq_allowed_checks_by_number_of_pieces_A4(pieces, allowed):
    """CXQ-A4 counts on synthetic classifications: 6/12/18 consecutive checks with 1/2/3 pieces are
    allowed, the next one is perpetual (the rules give no larger count for 4 or more pieces)."""
    from app.model.arbiter import cxq_step
    counters, rulings = Counters(), []
    kinds = {i: "rook" for i in range(1, 5)}
    for n in range(allowed + 1):
        check = PlyClass(side=0, check=True, checkers=frozenset({1 + n % pieces}), chases=(), capture=False,
                         progress=True)
        counters = cxq_step(counters, 2 * n, check, None)
        rulings.append(cxq_ruling(counters, check, kinds, {}))
        reply = PlyClass(side=1, check=False, checkers=frozenset(), chases=(), capture=False, progress=True)
        counters = cxq_step(counters, 2 * n + 1, reply, check)
    assert rulings[:-1] == [None] * allowed
    assert rulings[-1].termination == Termination.PERPETUAL_CHECK and rulings[-1].count == allowed + 1
    assert len(rulings[-1].pieces) == min(pieces, 4)


def test_outcome_fields_are_typed_values():
    game = Game("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", ruleset="asian")
    assert game.ruleset is Ruleset.ASIAN
    game.push_iccs("b0b9")
    outcome = game.outcome()
    assert (outcome.winner, outcome.culprit, outcome.rule, outcome.ruleset) == (
        Color.RED, Color.BLACK, Rule.AR_1, Ruleset.ASIAN)
    assert outcome.winner is Color.RED and outcome.rule is Rule.AR_1 and outcome.rule == "AR-1"
    assert Game().resign("red").rule is Rule.RESIGN and Game(ruleset=Ruleset.CASUAL).ruleset is Ruleset.CASUAL


def test_unknown_ruleset_names_the_choices():
    with pytest.raises(ValueError, match="choose from cxq, asian, casual"):
        Game(ruleset="fide")


@pytest.mark.parametrize("frozen", [1, 2])
def test_asian_two_chased_rooks_the_held_one_is_named_whatever_its_id_AR19(frozen):
    """Red's cannon chases two black rooks every move while Black's rook chases the cannon back. One of
    the rooks is held by a red horse (AR-19), a chase no counter-chase excuses: Red loses, whichever
    of the two rooks has the lower id (the ids are the arbiter's bookkeeping, not the position)."""
    from app.model.arbiter import ChaseDetail, asian_ruling
    from app.model.threats import PlyClass
    cannon, black_rook = 10, 20
    red = PlyClass(side=0, check=False, checkers=frozenset(),
                   chases=((1, frozenset({cannon})), (2, frozenset({cannon}))), capture=False, progress=False)
    black = PlyClass(side=1, check=False, checkers=frozenset(), chases=((cannon, frozenset({black_rook})),),
                     capture=False, progress=False)
    kinds = {1: PieceKind.ROOK, 2: PieceKind.ROOK, cannon: PieceKind.CANNON, black_rook: PieceKind.ROOK}
    squares = {1: 11, 2: 22, cannon: 33, black_rook: 44}

    def detail(target, attackers):
        return ChaseDetail.FROZEN_BY_HORSE if target == frozen else None

    outcome = asian_ruling([(0, red), (1, black), (2, red), (3, black)], 3, kinds, squares, detail)
    assert outcome.winner == Color.BLACK and outcome.termination == Termination.PERPETUAL_CHASE
    assert outcome.rule == Rule.AR_19 and outcome.chased_square == squares[frozen]


# ----- the cheap test before asking would_violate of every move --------------------------------

def _losing_moves(game: Game) -> list[Move]:
    """The legal moves of the side to move that lose by the ruleset's rulings (checked one by one)."""
    mover = game.board.turn
    losing = []
    for move in game.board.legal_moves():
        ruling = game.would_violate(move)
        if ruling is not None and ruling.winner is not None and ruling.winner != mover:
            losing.append(move)
    return losing


def _positions_before_rulings():
    """(ruleset, fen, moves) just before each case's ruling move: the positions where a move loses."""
    for case in ASIAN:
        at = first_third_occurrence(case["fen"], case["moves"])
        yield "asian", case["fen"], case["moves"][:at - 1]
        yield "cxq", case["fen"], case["moves"][:at - 1]
    for case in PATTERNS:
        yield "cxq", case["fen"], case["moves"][:-1]


def test_may_lose_by_rule_is_true_wherever_a_move_loses_and_false_in_quiet_play():
    """False must mean that no move loses (the engines then skip the per-move check); it is true
    before every ruled move of the rule tables, and false in ordinary play."""
    losing_seen = 0
    for ruleset, fen, moves in _positions_before_rulings():
        game = Game(fen, ruleset)
        for ply, text in enumerate(moves):
            if game.is_over():
                break
            if not game.may_lose_by_rule():
                assert _losing_moves(game) == [], (ruleset, fen, ply)
            game.push_iccs(text)
        if game.is_over():
            continue
        losing = _losing_moves(game)
        losing_seen += bool(losing)
        if losing:
            assert game.may_lose_by_rule(), (ruleset, fen, moves)
    assert losing_seen >= 20, "the tables hold positions where a move loses"
    quiet = Game()
    for text in ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]:
        assert not quiet.may_lose_by_rule()
        quiet.push_iccs(text)
    assert not Game(None, "casual").may_lose_by_rule()
