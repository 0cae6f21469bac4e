"""Round two of the chase rules: checks, pins, threats to mate, and the borderline kinds.

Each test plays a real position through Game and cites the article (RULES.md, the Asian Rules seed).
"""

from app.model import Color, Game, Rule, Ruleset, Termination
from app.model.tables import square


def play(game: Game, moves: list[str]) -> None:
    """Push the moves; no ruling may come before the last one."""
    for n, text in enumerate(moves):
        assert game.outcome() is None, f"ruled before move {n}: {game.outcome()}"
        game.push_iccs(text)


def piece_id(game: Game, name: str) -> int:
    """The arbiter's id of the piece standing on an ICCS square ('e4') now."""
    return game._ids[square("abcdefghi".index(name[0]), int(name[1]))]


def cycle(moves: list[str], times: int = 2) -> list[str]:
    """The moves repeated: twice brings the start position back for the third time."""
    return moves * times


# ----- point 1: the three bugs --------------------------------------------------------------------

def test_pinned_rook_may_take_the_cannon_that_pins_it_AR18():
    """AR-18: a rook may not perpetually chase an unprotected cannon even if the cannon checks. The red
    cannon checks over the advisor, the black rook blocks and, pinned, can still legally take the
    cannon (only legal moves count); the cannon steps aside (idle) and the rook follows.
    AR-5 is wrong: the rook chases on every move, so Black loses (Section 2 principle 3 spares only checks)."""
    game = Game("9/5k3/5a3/6r2/9/9/9/9/6C2/4K4 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["g1f1", "g6f6", "f1g1", "f6g6"]))
    cannon = piece_id(game, "g1")
    assert game.classification(0).check
    assert game.classification(1).chased == {cannon}, "the pinned rook's capture of its pinner is a threat"
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination, result.rule) == (Color.RED, Termination.PERPETUAL_CHASE, Rule.AR_18)
    assert result.culprit is Color.BLACK and result.chased_kind == "cannon"


def test_mover_in_check_keeps_its_threat_on_the_checker():
    """A side in check still has the threats it had: the red rook could take the checking horse
    before the king stepped aside, so after the king move that attack is not a new chase."""
    game = Game("5k3/9/9/9/3R5/9/9/3n5/9/4K4 w - - 0 1", Ruleset.ASIAN)
    assert game.board.is_check()
    game.push_iccs("e0e1")
    assert game.classification(0).chases == ()


def test_blocking_a_check_makes_no_chase_of_a_standing_attack():
    """Red is in check; its rook already attacks the unprotected horse (the capture waits only for
    the check to be met). Blocking the check is no chase: the threat existed, check or no check."""
    game = Game("3k5/9/4r4/9/9/9/R5n2/2C6/9/4K4 w - - 0 1", Ruleset.ASIAN)
    assert game.board.is_check()
    game.push_iccs("c2e2")
    assert game.classification(0).chases == ()


def test_one_check_one_chase_is_a_draw_AR12():
    """AR-12 and General rule 2: "one check and one chase" is a draw. The rook checks from b7 while the
    red horse eyes the black horse; in check, the black horse could not take back at once, and that
    made the check a chase too (a horse attacking a horse that can take back is a trade, not a chase)."""
    game = Game("1r7/9/3k5/9/9/1Rn6/9/3N5/6r2/5K3 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["b4b7", "d7d8", "b7b4", "d8d7"]))
    assert game.classification(0).check and game.classification(0).chases == ()
    assert game.classification(2).chased == {piece_id(game, "c4")}
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination) == (None, Termination.REPETITION_DRAW)
    assert result.rule == "AR-12"


def test_a_check_keeps_the_protector_of_the_piece_it_eyes():
    """The check does not strip a protector: the black rook on c9 still guards the cannon the red horse
    attacks (it takes back once the check is met), so the checking move chases nothing."""
    game = Game("2r6/9/3k5/9/9/1Rc6/9/3N5/6r2/5K3 w - - 0 1", Ruleset.ASIAN)
    game.push_iccs("b4b7")
    assert game.classification(0).check
    assert game.classification(0).chases == ()


def test_answering_a_check_renews_no_standing_attack():
    """Black's rook a3 attacks the red horse all along. Blocking the check with the other rook is not a
    chase (the threat existed in check), so Black chases on only one move of two: no perpetual chase
    (AR-5), where the old count made Black lose."""
    game = Game("5k3/9/9/6P2/1r7/9/rN7/2n1K4/8R/9 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["i1f1", "b5f5", "f1i1", "f5b5"]))
    assert game.classification(1).chases == ()
    result = game.outcome()
    assert result is not None and result.winner is None and result.termination == Termination.REPETITION_DRAW


# ----- point 2: the rule-book kinds -----------------------------------------------------------------

def test_perpetual_threat_to_mate_is_not_a_chase_AR9():
    """AR-9 and General rule 2: perpetual threat to checkmate is a draw. Each red rook move makes a new
    threat to mate (Rg9+ or Rd9+ and mate), which the black advisor parries each time; that every move
    also attacks the unprotected cannon (one rook, then the other) makes it no chase."""
    game = Game("4k4/4a4/9/1c4R2/9/9/3R5/9/9/3Kn4 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["d3d6", "e8d9", "d6d3", "d9e8"]))
    cannon = piece_id(game, "b6")
    assert game.classification(0).chased == game.classification(2).chased == {cannon}, "the attacks are recorded"
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination) == (None, Termination.REPETITION_DRAW)
    assert result.rule == "AR-9"


def test_a_threat_to_mate_that_stood_before_the_move_excuses_no_chase_AR9_AR18():
    """Two black rooks against a bare king can mate whenever Black moves: that threat stands on the
    board, no rook move makes it (Section 1: a TTC is a piece that *moves into* a position to launch a
    mating attack). So the rook that chases the unprotected cannon with every move chases perpetually
    and loses (AR-18), where the threat merely existing made it a draw (AR-9)."""
    game = Game("9/6r2/4k4/9/9/9/r8/9/C8/3K5 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["a1h1", "a3h3", "h1a1", "h3a3"]))
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination, result.rule) == (Color.RED, Termination.PERPETUAL_CHASE, Rule.AR_18)
    assert result.culprit is Color.BLACK and result.chased_kind == "cannon"


def test_a_chase_that_threatens_mate_on_one_move_of_two_is_still_a_chase_AR9():
    """Perpetual threat to mate means every move threatens mate (Section 1: "Perpetual TTC - Every move is a
    TTC"). The red rook chases the black cannon from a6 and d6 (a Fairy-Stockfish scenario of the rulings
    harness); only Ra6 also threatens mate. One threat in the cycle made the whole chase a draw (AR-9):
    Red chases perpetually and loses."""
    game = Game("4kab2/4a4/4bc3/R3C3p/3c5/P8/6r2/4B4/6C2/3AKAB2 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["a6d6", "d5a5", "d6a6", "a5d5"]))
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination) == (Color.BLACK, Termination.PERPETUAL_CHASE)
    assert game.makes_mate_threat(2) and not game.makes_mate_threat(0)


def test_a_mate_that_begins_by_taking_the_chased_piece_is_that_chase_AR24():
    """AR-24: a rook may not perpetually chase a rook that cannot take back. The black rook on the e-file
    is pinned by the red cannon (screen e4); taking it with check would mate, but that threat is the chase
    itself, not a threat to mate: Red loses (it was a draw under AR-9)."""
    game = Game("4k4/9/R8/4r4/9/4P4/9/9/4C4/3K5 w - - 0 1", Ruleset.ASIAN)
    play(game, cycle(["a7a6", "e6e7", "a6a7", "e7e6"]))
    assert game.classification(0).chased == {piece_id(game, "e6")}
    result = game.outcome()
    assert result is not None
    assert (result.winner, result.termination, result.rule) == (Color.BLACK, Termination.PERPETUAL_CHASE, Rule.AR_24)


def test_threat_to_mate_means_mate_by_checks():
    """A threat to mate is a mate by checks within two moves if the mover moved again; no check, no threat."""
    from app.model import Board
    from app.model.mate_threat import threatens_mate

    board = Board("9/6r2/4k4/9/9/9/r8/9/C8/3K5 w - - 0 1")
    board.push_iccs("a1h1")
    board.push_iccs("a3h3")
    assert threatens_mate(board) and not threatens_mate(board, depth=1)
    quiet = Board("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    quiet.push_iccs("e0e1")
    assert not threatens_mate(quiet)


def test_a_threat_to_mate_is_made_by_the_move():
    """makes_mate_threat: the move threatens mate and the mover could not mate by checks before it; a
    mate beginning by taking a spared (chased) square does not count."""
    from app.model import Board
    from app.model.mate_threat import makes_mate_threat, threatens_mate

    made = Board("4k4/4a4/9/1c4R2/9/9/3R5/9/9/3Kn4 w - - 0 1")
    made.push_iccs("d3d6")
    assert makes_mate_threat(made) and made.fen().startswith("4k4/4a4/9/1c1R2R2/")   # board restored
    standing = Board("9/6r2/4k4/9/9/9/r8/9/C8/3K5 w - - 0 1")
    standing.push_iccs("a1h1")
    standing.push_iccs("a3h3")
    assert threatens_mate(standing) and not makes_mate_threat(standing)
    pinned = Board("4k4/9/R8/4r4/9/4P4/9/9/4C4/3K5 w - - 0 1")
    pinned.push_iccs("a7a6")
    e6 = 6 * 9 + 4
    assert makes_mate_threat(pinned) and not makes_mate_threat(pinned, [e6])


# ----- point 3: borderline kinds, as docs/rules.md "How we judge borderline chases" decides -------------

def test_blocking_a_protectors_line_is_a_chase_AR34():
    """The red cannon steps between the black rook and the horse it guards: the red rook's standing
    attack on the horse becomes real, a chase (AR-34: a protector that lost its effect protects nothing)."""
    game = Game("5k3/4r4/9/3C5/9/R3n4/9/9/9/3K5 w - - 0 1", Ruleset.ASIAN)
    game.push_iccs("d6e6")
    assert game.classification(0).chases == ((piece_id(game, "e4"), frozenset({piece_id(game, "a4")})),)


def test_taking_away_a_cannons_screen_is_a_chase_AR34():
    """The red pawn that screened the black cannon's guard steps aside: the horse is now unprotected."""
    game = Game("5k3/4c4/9/4P4/9/R3n4/9/9/9/3K5 w - - 0 1", Ruleset.ASIAN)
    game.push_iccs("e6d6")
    assert game.classification(0).chased == {piece_id(game, "e4")}


def test_unpinning_ones_own_attacker_is_a_chase():
    """The red rook on d3 could not take the horse (the black rook would check); the king steps aside
    and the capture is legal: a new threat, so a chase (only legal moves count, AR-18)."""
    game = Game("5k3/3r5/9/9/9/9/n2R5/9/9/3K5 w - - 0 1", Ruleset.ASIAN)
    game.push_iccs("d0e0")
    assert game.classification(0).chased == {piece_id(game, "a3")}


# ----- repetition rulings cost the same at any length of game ---------------------

def test_repetition_rulings_store_a_bounded_window():
    """In analysis mode every repeated position gets a ruling; each stores the judged cycle only, not
    the game so far (casual and Asian), so memory per move does not grow with the game."""
    for ruleset in (Ruleset.CASUAL, Ruleset.ASIAN):
        game = Game("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ruleset, analysis=True)
        shuffle = ["e0e1", "d9d8", "e1e0", "d8d9"] * 150
        for text in shuffle:
            game.push_iccs(text)
        stored = [len(r.culprit_moves) for r in game._rulings if r is not None]
        assert len(stored) > 500
        assert max(stored) <= 9, f"{ruleset}: a ruling keeps {max(stored)} moves"
        assert sum(len(v) for v in game._seen.values()) == len(shuffle) + 1
        for _ in range(len(shuffle)):
            game.pop()
        assert game._seen == {game.board.key: [0]}


# ----- mutual perpetual chase: which counter-attacks excuse nothing -----------------------------------

def _cycle_classes(red: list[tuple[int, frozenset[int]]], black: list[tuple[int, frozenset[int]]]):
    """A repeated cycle's (ply, class) window: red and black chases alternating, twice round."""
    from app.model.threats import PlyClass

    window = []
    for _ in range(2):
        for (rt, ra), (bt, ba) in zip(red, black, strict=True):
            for side, target, who in ((0, rt, ra), (1, bt, ba)):
                window.append((len(window), PlyClass(side=side, check=False, checkers=frozenset(),
                                                     chases=((target, who),), capture=False, progress=False)))
    return window


def test_cannon_and_horse_on_a_rook_lose_despite_a_counter_chase_AR20():
    """AR-20: a cannon and a horse may not take turns chasing a rook "regardless of ... whether the
    Rook in one or two of its moves has a counter attack": the rook chasing a horse back every move
    does not make it a mutual draw (it was ruled AR-P2)."""
    from app.model import PieceKind
    from app.model.arbiter import asian_ruling

    cannon, horse, rook, red_horse = 3, 4, 10, 5
    kinds = {cannon: PieceKind.CANNON, horse: PieceKind.HORSE, rook: PieceKind.ROOK, red_horse: PieceKind.HORSE}
    window = _cycle_classes([(rook, frozenset({cannon})), (rook, frozenset({horse}))],
                            [(red_horse, frozenset({rook})), (red_horse, frozenset({rook}))])
    result = asian_ruling(window, 3, kinds, {rook: 40})
    assert (result.winner, result.termination, result.rule) == (Color.BLACK, Termination.PERPETUAL_CHASE, Rule.AR_20)
    assert result.culprit is Color.RED and result.chased_kind is PieceKind.ROOK


def test_cannon_on_a_rook_that_chases_back_is_a_mutual_draw_AR15_P2():
    """AR-15 forbids cannons to chase a rook even when the rook's answers attack an unprotected piece,
    but when the rook perpetually chases one piece back both sides violate: a draw (principle 2)."""
    from app.model import PieceKind
    from app.model.arbiter import asian_ruling

    cannon, rook, black_cannon = 3, 10, 11
    kinds = {cannon: PieceKind.CANNON, rook: PieceKind.ROOK, black_cannon: PieceKind.CANNON}
    window = _cycle_classes([(rook, frozenset({cannon}))] * 2, [(black_cannon, frozenset({rook}))] * 2)
    result = asian_ruling(window, 3, kinds, {})
    assert (result.winner, result.termination, result.rule) == (None, Termination.MUTUAL_PERPETUAL, Rule.AR_P2)
