"""A game: a board, its history, each move's classification and the arbiter's rulings."""

from __future__ import annotations

from .arbiter import (
    RULESETS,
    ChaseDetail,
    Counters,
    Outcome,
    Termination,
    asian_ruling,
    cxq_may_lose_next,
    cxq_may_rule,
    cxq_ruling,
    cxq_step,
)
from .attacks import capturers, is_safe, pseudo_from
from .board import Board
from .enums import Color, PieceKind, Rule, Ruleset
from .errors import IllegalMoveError, IllegalReason
from .mate_threat import makes_mate_threat
from .move import Move
from .tables import HORSE, KING, PAWN, TYPE_NAMES, own_half
from .threats import PlyClass, checkers, new_chases, threats


class GameOverError(IllegalMoveError):
    """A move pushed after the game ended (reason GAME_OVER; open the game with analysis=True to go on)."""

    def __init__(self, move: Move | None = None, *, turn: Color | None = None) -> None:
        super().__init__(IllegalReason.GAME_OVER, move, turn=turn)


def as_ruleset(ruleset: Ruleset | str) -> Ruleset:
    """The Ruleset of a value or its name (ValueError naming the choices)."""
    try:
        return Ruleset(ruleset)
    except ValueError:
        raise ValueError(f"unknown ruleset {ruleset!r} (choose from {', '.join(RULESETS)})") from None


class Game:
    """A game under a Ruleset (or its name 'cxq', 'asian', 'casual'); ``game.outcome()`` says how it ended."""

    def __init__(self, fen: str | None = None, ruleset: Ruleset | str = Ruleset.CXQ, *, analysis: bool = False,
                 repetitions: int = 3) -> None:
        rules = as_ruleset(ruleset)
        if repetitions < 2:
            raise ValueError("repetitions must be at least 2")
        self._board = Board(fen)
        self.ruleset: Ruleset = rules
        self.analysis = analysis
        self.repetitions = repetitions
        self._ids: list[int] = [0] * 90
        self._codes: dict[int, int] = {}
        next_id = 1
        for sq, p in enumerate(self._board.squares()):
            if p:
                self._ids[sq] = next_id
                self._codes[next_id] = p
                next_id += 1
        self._keys: list[int] = [self._board.key]
        self._seen: dict[int, list[int]] = {self._board.key: [0]}   # position key -> indices into _keys
        self._classes: list[PlyClass] = []
        self._captured_ids: list[int] = []
        self._counters: list[Counters] = [Counters()]
        self._rulings: list[Outcome | None] = []
        self._final: Outcome | None = None     # resignation or agreement
        self._mate_cache: tuple[int, int, Outcome | None] | None = None  # (plies, key, outcome)

    # ----- queries -----------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The current position (read it; change it only through the game)."""
        return self._board

    @property
    def moves(self) -> list[Move]:
        """Moves played, oldest first."""
        return self._board.move_stack

    @property
    def start_fen(self) -> str:
        """FEN of the position the game started from."""
        return self._board.start_board().fen()

    def copy(self) -> Game:
        """An independent copy (history, classifications and rulings included)."""
        new = Game.__new__(Game)
        for name, value in vars(self).items():
            setattr(new, name, value.copy() if isinstance(value, (list, dict)) else value)
        new._board = self._board.copy()  # noqa: SLF001 (the copy's own field, set on a fresh Game)
        new._seen = {k: v[:] for k, v in self._seen.items()}  # noqa: SLF001
        return new

    @property
    def position_keys(self) -> list[int]:
        """Position keys from the start position to now (for repetition checks)."""
        return list(self._keys)

    def classification(self, ply: int) -> PlyClass:
        """What move number `ply` (0-based) did: check, chases, capture, progress."""
        return self._classes[ply]

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if self._final is not None:
            return self._final
        for ruling in self._rulings:
            if ruling is not None:
                return ruling
        return self._mate_outcome()

    def is_over(self) -> bool:
        """True if the game has an outcome."""
        return self.outcome() is not None

    def _mate_outcome(self) -> Outcome | None:
        """Checkmate or stalemate of the side to move (cached per position: the GUI asks often)."""
        board = self._board
        state = (board.ply, board.key)
        if self._mate_cache is not None and self._mate_cache[:2] == state:
            return self._mate_cache[2]
        outcome = self._no_move_outcome() if not board.has_legal_move() else None
        self._mate_cache = (*state, outcome)
        return outcome

    def _no_move_outcome(self) -> Outcome:
        board = self._board
        loser = board.turn
        mate = board.is_check()
        rule = (Rule.AR_1 if mate else Rule.AR_2) if self.ruleset == Ruleset.ASIAN else Rule.CXQ_END
        return Outcome(loser.other, Termination.CHECKMATE if mate else Termination.STALEMATE,
                       rule, self.ruleset, culprit=loser)

    # ----- playing -----------------------------------------------------------------------------
    def push(self, move: Move) -> None:
        """Play a legal move; raises IllegalMoveError (GameOverError after the end, unless analysis)."""
        if not self.analysis and self.outcome() is not None:
            raise GameOverError(move, turn=self._board.turn)
        self._play(move)

    def push_iccs(self, text: str) -> Move:
        """Play a move given in ICCS; returns it."""
        move = Move.from_iccs(text)
        self.push(move)
        return move

    def parse_and_push(self, text: str) -> Move:
        """Play a move in any notation the board parses (ICCS, WXF, Chinese)."""
        move = self._board.parse_move(text)
        self.push(move)
        return move

    def pop(self) -> Move:
        """Take back the last move (and any ruling it brought)."""
        if not self._classes:
            raise IndexError("no move to take back")
        self._final = None
        move = self._board.pop()
        self._classes.pop()
        key = self._keys.pop()
        seen = self._seen[key]
        seen.pop()
        if not seen:
            del self._seen[key]
        self._counters.pop()
        self._rulings.pop()
        captured = self._captured_ids.pop()
        self._ids[move.from_sq] = self._ids[move.to_sq]
        self._ids[move.to_sq] = captured
        return move

    def resign(self, color: Color | str) -> Outcome:
        """`color` resigns; the other side wins."""
        loser = Color(color)
        self._final = Outcome(loser.other, Termination.RESIGNATION, Rule.RESIGN, self.ruleset, culprit=loser)
        return self._final

    def agree_draw(self) -> Outcome:
        """Both players agree to a draw."""
        self._final = Outcome(None, Termination.AGREEMENT, Rule.AGREEMENT, self.ruleset)
        return self._final

    def time_forfeit(self, color: str) -> Outcome:
        """`color` ran out of time: the other side wins, or it is a draw if the other side can never
        mate (it has no rook, horse, cannon or pawn). Recorded like a resignation (pop() clears it)."""
        from .enums import Color, Rule
        from .material import can_ever_mate
        loser = Color(color)
        if can_ever_mate(self._board, loser.other):
            self._final = Outcome(loser.other, Termination.TIME_FORFEIT, Rule.TIME_FORFEIT,
                                  ruleset=self.ruleset, culprit=loser)
        else:
            self._final = Outcome(None, Termination.TIME_FORFEIT, Rule.TIME_DRAW, ruleset=self.ruleset,
                                  culprit=loser)
        return self._final

    def may_lose_by_rule(self) -> bool:
        """A cheap test: False when no move of the side to move can lose by the ruleset's rulings
        (a CXQ check or chase count, an Asian repetition), so would_violate need not be asked of each."""
        if self.ruleset == Ruleset.CXQ:
            return cxq_may_lose_next(self._counters[-1], self._board.turn.index)
        if self.ruleset == Ruleset.CASUAL:
            return False                  # repetition draws only
        return any(len(seen) >= self.repetitions - 1 for seen in self._seen.values())

    def would_violate(self, move: Move) -> Outcome | None:
        """The ruling this move would bring (None if none); the game is left unchanged."""
        if not self._board.is_legal(move):
            self._board.push(move)  # raises IllegalMoveError with the reason
        self._play(move)
        try:
            return self._rulings[-1] if self._rulings[-1] is not None else self._mate_outcome()
        finally:
            self.pop()

    # ----- internals ---------------------------------------------------------------------------
    def _play(self, move: Move) -> None:
        board = self._board
        side = board.turn.index
        f, t = move.from_sq, move.to_sq
        squares = board.squares()
        piece = squares[f]
        captured_code = squares[t]
        before = threats(squares, side, self._ids, checking=False)  # the side not to move is never in check
        board.push(move)  # raises IllegalMoveError with the reason
        captured = self._ids[t]
        self._captured_ids.append(captured)
        self._ids[t] = self._ids[f]
        self._ids[f] = 0
        check = board.is_check()
        after = threats(board.squares(), side, self._ids, in_check=False, checking=check)
        crossed_pawn_advance = (piece & 7 == PAWN and not own_half(side, f)
                                and (t - f) == (9 if side == 0 else -9))
        cls = PlyClass(side=side, check=check,
                       checkers=checkers(board.squares(), side, self._ids) if check else frozenset(),
                       chases=new_chases(before, after), capture=bool(captured_code),
                       progress=bool(captured_code) or crossed_pawn_advance, mover=self._ids[t])
        ply = len(self._classes)
        last = self._classes[-1] if self._classes else None
        self._classes.append(cls)
        self._keys.append(board.key)
        self._seen.setdefault(board.key, []).append(len(self._keys) - 1)
        self._counters.append(cxq_step(self._counters[-1], ply, cls, last))
        self._rulings.append(self._ruling(ply, cls))

    def _piece_maps(self) -> tuple[dict[int, PieceKind], dict[int, int]]:
        kinds = {i: TYPE_NAMES[code & 7] for i, code in self._codes.items()}
        squares = {i: sq for sq, i in enumerate(self._ids) if i}
        return kinds, squares

    def _ruling(self, ply: int, cls: PlyClass) -> Outcome | None:
        if self._mate_outcome() is not None:
            return None  # checkmate and stalemate come first; outcome() reports them
        if self.ruleset == Ruleset.CXQ:
            counters = self._counters[-1]
            if not cxq_may_rule(counters, cls.side):
                return None  # the common case: skip building the piece maps
            kinds, squares = self._piece_maps()
            return cxq_ruling(counters, cls, kinds, squares)
        seen = self._seen[self._keys[-1]]
        if len(seen) < self.repetitions:
            return None
        first = seen[-self.repetitions]   # the cycles judged: from the n-th last occurrence (bounded)
        if self.ruleset == Ruleset.CASUAL:
            return Outcome(None, Termination.REPETITION_DRAW, Rule.REPETITION, Ruleset.CASUAL,
                           count=len(seen), culprit_moves=tuple(range(first, ply + 1)))
        window = [(i, self._classes[i]) for i in range(first, ply + 1)]
        kinds, squares = self._piece_maps()
        return asian_ruling(window, len(seen), kinds, squares, lambda t, a: self._chase_detail(t, a, squares),
                            self._makes_mate_threat)

    def _makes_mate_threat(self, ply: int) -> bool:
        """True if move `ply` made a threat to mate (mate_threat.makes_mate_threat), a mate that begins
        by taking a piece the move chases aside."""
        board = self._board.copy()
        ids = self._ids[:]
        for k in range(len(self._classes) - 1, ply, -1):
            move = board.pop()
            ids[move.from_sq] = ids[move.to_sq]
            ids[move.to_sq] = self._captured_ids[k]
        targets = self._classes[ply].chased
        return makes_mate_threat(board, [sq for sq, i in enumerate(ids) if i and i in targets])

    def _chase_detail(self, target: int, attackers: frozenset[int],
                      squares: dict[int, int]) -> ChaseDetail | None:
        """What the Asian Rules' detail rules need to know about a chased piece, on the board now."""
        sq = squares.get(target)
        if sq is None:
            return None
        return chase_detail(list(self._board.squares()), sq, [squares[a] for a in attackers if a in squares])


def chase_detail(b: list[int], sq: int, attackers: list[int]) -> ChaseDetail | None:
    """FROZEN_BY_HORSE if taking the piece on sq off would expose its king to an enemy horse;
    FALSE_PROTECTOR if after an attacker takes it some piece of its side could take back by its
    movement rule but none legally; else None. `b` (90 piece codes) is used as scratch and restored."""
    code = b[sq]
    color = code >> 3
    king = b.index(KING | (color << 3))
    b[sq] = 0
    try:
        horse = HORSE | ((color ^ 1) << 3)
        if any(b[y] == horse for y in capturers(b, king, color ^ 1)):
            return ChaseDetail.FROZEN_BY_HORSE
    finally:
        b[sq] = code
    for asq in attackers:
        if (asq << 7 | sq) not in pseudo_from(b, asq):
            continue
        piece, victim = b[asq], b[sq]
        b[sq], b[asq] = piece, 0
        try:
            nominal = capturers(b, sq, color)
            own_king = b.index(KING | (color << 3))
            real = [y for y in nominal if is_safe(b, (y << 7) | sq, own_king)]
        finally:
            b[asq], b[sq] = piece, victim
        if nominal and not real:
            return ChaseDetail.FALSE_PROTECTOR
    return None


__all__ = ["Game", "GameOverError", "as_ruleset", "chase_detail"]
