"""Rulings inside the search: a repeated cycle is scored as the arbiter would rule it, the engine
avoids a perpetual chase before the arbiter could rule on it, and a winning side avoids repetitions."""

from __future__ import annotations

import pytest

from app.ai import Engine, core
from app.ai.search import CONTEMPT, REP_WIN, Searcher
from app.model import Board, Game, Move
from app.model.move import encode
from app.model.cycle import cycle_chasers
from tests.model.test_arbiter import ASIAN, first_third_occurrence
from tests.model.test_arbiter_book import CASES as BOOK

# A mutual chase the Asian Rules do not excuse: the rook held by a horse may not be chased even
# while it chases back (AR-19).
MUTUAL_AR19 = "D39: Chased chariot pinned by horse + mutual chase (controversial if pinned chariot chases)"
CHASE_FEN = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"


def _int(text: str) -> int:
    move = Move.from_iccs(text)
    return encode(move.from_sq, move.to_sq)


def _searcher_after(fen: str, moves: list[str], asian: bool = True, backend: core.Backend | None = None) -> Searcher:
    """A searcher (on `backend`, default the pure core) set to `fen` with `moves` pushed as the
    search pushes them, judging repetitions by the Asian Rules (`asian` False: by the CXQ rules)."""
    board = Board(fen)
    searcher = Searcher(board.squares(), board.turn.index, backend=backend or core.pure())
    searcher.set_rules(True, asian)
    for text in moves:
        searcher.push(_int(text))
    return searcher


def _ruled_score(winner: str | None, searcher: Searcher) -> int:
    """The score a ruling won by `winner` ('red', 'black'; None for a draw) is for the side to move."""
    mover = "red" if searcher.side == 0 else "black"
    return 0 if winner is None else REP_WIN if winner == mover else -REP_WIN


@pytest.mark.parametrize("case", ASIAN, ids=[f"case{i}" for i in range(1, len(ASIAN) + 1)])
def test_the_search_scores_a_repeated_cycle_as_the_arbiter_rules_it(case, backend):
    moves = case["moves"][:first_third_occurrence(case["fen"], case["moves"])]
    game = Game(case["fen"], "asian")
    for text in moves:
        game.push_iccs(text)
    outcome = game.outcome()
    assert outcome is not None
    searcher = _searcher_after(case["fen"], moves, backend=backend)
    assert searcher.repetition() == _ruled_score(outcome.winner, searcher)


@pytest.mark.parametrize("article, what, fen, cycle, winner, cited", BOOK,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(BOOK)])
def test_the_search_scores_the_rule_book_cases_as_the_arbiter_rules_them(article, what, fen, cycle, winner, cited):
    """The search's cycle judge (cycle_chasers) follows the arbiter on every rule-book case: threats to
    mate made by each move or standing on the board (AR-9, AR-18), mates that begin by taking the chased
    piece (AR-24), cannons keeping a rook attacked while both sides move mounts (AR-26)."""
    searcher = _searcher_after(fen, cycle.split() * 2)
    assert searcher.repetition() == _ruled_score(winner, searcher), f"{article}: {what}"


def test_a_mutual_chase_the_asian_rules_do_not_excuse_loses_only_under_them():
    cases = [c for c in ASIAN if c["name"] == MUTUAL_AR19]
    assert len(cases) == 2          # the rulings list it from both sides
    for case in cases:
        moves = case["moves"][:first_third_occurrence(case["fen"], case["moves"])]
        game = Game(case["fen"], "asian")
        for text in moves:
            game.push_iccs(text)
        outcome = game.outcome()
        assert outcome is not None and outcome.winner is not None
        asian = _searcher_after(case["fen"], moves)
        assert asian.repetition() == _ruled_score(outcome.winner, asian) != 0
        # Under the CXQ rules both sides chase: a draw.
        assert _searcher_after(case["fen"], moves, asian=False).repetition() == 0
        # The judged cycle is cached per ruleset: switching the rules judges it again.
        asian.set_rules(True, False)
        assert asian.repetition() == 0
        asian.set_rules(True, True)
        assert asian.repetition() != 0


def test_cycle_chasers_names_the_chasing_side():
    # Red's cannon chases Black's rook from a2 and b2; Black's rook only runs away.
    board = Board(CHASE_FEN)
    moves = ["c2a2", "a7b7", "a2b2", "b7a7", "b2a2"]
    for text in moves:
        board.push_iccs(text)
    cycle = [_int(t) for t in moves[1:]]
    assert cycle_chasers(board.squares(), cycle, 1) == (True, False)


def test_a_perpetual_chase_is_avoided_before_the_arbiter_could_rule():
    # After c2a2 a7b7 a2b2 b7a7 the cannon's b2a2 repeats the position for the second time: no ruling
    # yet (the Asian Rules rule at the third), but every move of the cycle chases the rook, so the search
    # scores it as lost for Red and plays on, though every other move is worse than a draw.
    game = Game(CHASE_FEN, "asian")
    for text in ["c2a2", "a7b7", "a2b2", "b7a7"]:
        game.push_iccs(text)
    chase = Move.from_iccs("b2a2")
    assert game.would_violate(chase) is None
    result = Engine().best_move(game, depth=4)
    assert result.move != chase
    assert result.score < 0, "the chase would have been the best move if it only drew"
    # under the casual rules there is no perpetual chase: repeating is a draw, the best Red has
    casual = Game(CHASE_FEN, "casual")
    for text in ["c2a2", "a7b7", "a2b2", "b7a7"]:
        casual.push_iccs(text)
    assert Engine().best_move(casual, depth=4).move == chase


def test_a_winning_side_avoids_a_repetition_draw():
    # Red is a rook up; the rook shuffles a1-a2 while Black's king shuffles: repeating the position
    # would be a draw in the search. With contempt the repetition counts as a small loss.
    searcher = _searcher_after("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", ["a1a2", "e9d9", "a2a1", "d9e9"])
    assert searcher.repetition() == 0
    searcher.set_contempt(0, 900)
    assert searcher.repetition() == -CONTEMPT        # Red to move: a draw is bad for Red
    searcher.set_contempt(0, 20)
    assert searcher.repetition() == 0                # not ahead: a draw is a draw
    searcher.pop()
    searcher.set_contempt(0, 900)
    assert searcher.repetition() is None             # one move back, nothing repeated


def test_the_search_agrees_with_the_arbiter_on_built_repetition_scenarios(backend):
    # The rulings benchmark's scenarios (master-game and random positions, one cycle per side: checks,
    # chases of every kind, mutual chases, idle shuttles, 3- and 4-move cycles), played until the
    # Asian arbiter rules: the search scores the final cycle as the ruling says.
    from app.bench.rulings_bench import KINDS, build_scenarios, ours
    scenarios = build_scenarios(3, 8)
    seen: dict[str, set[int]] = {}
    for scenario in scenarios:
        ruling = ours(scenario)             # the arbiter's ruling and the ply it came at
        assert ruling.result != "none", scenario
        searcher = _searcher_after(scenario.fen, (list(scenario.cycle) * 3)[:ruling.ply], backend=backend)
        want = _ruled_score(None if ruling.result == "draw" else ruling.result, searcher)
        assert searcher.repetition() == want, (scenario, ruling)
        seen.setdefault(scenario.kind, set()).add(abs(want))
    assert set(seen) == set(KINDS)
    assert {0, REP_WIN} <= set().union(*seen.values())   # both draws and losses were judged


@pytest.mark.parametrize("swap", [False, True])
def test_a_chase_of_two_pieces_is_unexcused_if_either_is_a_held_rook_whatever_the_ids(swap):
    """The search's cycle judge, like the arbiter, faults a mutual chase if any of the chased pieces is
    a rook held by a horse (AR-19), not only the one with the lower id (the ids are bookkeeping: here a
    piece's square at the cycle's start, in the arbiter the game's own numbering)."""
    from app.model.arbiter import UNEXCUSED
    from app.model.cycle import _named
    from app.model.tables import square

    def _unexcused(b, ids, targets, pairs):
        return _named(b, ids, targets, pairs, None)[0] in UNEXCUSED

    def at(name: str) -> int:
        return square("abcdefghi".index(name[0]), int(name[1]))

    # The black rook on d8 blocks the red horse on d7 from the black king: it is held. The other on a8 is not.
    b = list(Board("4k4/r2r5/3N5/9/9/1C7/9/9/9/3K5 w - - 0 1").squares())
    ids = list(range(90))
    held, free, cannon = at("d8"), at("a8"), at("b4")
    if swap:
        ids[held], ids[free] = ids[free], ids[held]
    targets = frozenset({ids[held], ids[free]})
    pairs = [(ids[held], frozenset({ids[cannon]})), (ids[free], frozenset({ids[cannon]}))]
    assert _unexcused(b, ids, targets, pairs)
    assert not _unexcused(b, ids, frozenset({ids[free]}), pairs[1:])
