"""A complete mate prover: depth-limited AND/OR search over every legal move, quiet moves included.

``prove_mate(board, n)`` answers "can the side to move force a win within n of its own moves?" with
MATE and the smallest such distance, NO_MATE (a proof that there is none: every attacker move was
searched against some defence), or UNKNOWN when the node budget ran out first.
``prove_defence(board, n)`` asks the same from the defender's side (the side to move is the one being
mated) and gives each defence's mate distance, or a defence that escapes.

The rules are app.model's: a side with no legal move loses, in check (checkmate) or not (stalemate),
so a forced stalemate counts as a mate here, as it does for Fairy-Stockfish; a repeated position is
ruled as the engines rule it (app.puzzles.line: a defender who escapes only by perpetual check loses).

The search is exact whatever its move order; the order only decides how fast a proof is found. Per
position a table keeps the shortest proved mate, the longest proved absence of mate and the move that
decided it (a transposition table; results that depended on a repetition ruling are not kept, as
they depend on the line). The attacker first looks for a mate in one, then tries the table's move,
the `guide`'s (an engine's best move, asked near the root only), checks (fewest replies first),
captures and quiet moves nearest the defending king; the defender tries the table's defence and the
one that refuted a sibling ("killer") before generating the others, and at the root captures of the
biggest piece, then checks (so the escape found is a natural refutation). Shortcuts, each exact:
a move gives check only if it leaves or enters the defending king's lines or its 5 x 5 square; the
last attacker move must check or leave the defender without a legal move, and a quiet one leaves a
legal move whenever it stays clear of a "witness" (a defender move far from its king whose squares
it does not touch) and cannot repeat a position (app.puzzles.line.Line.may_repeat).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.model import Board, Move

from .line import Line, Repetition

__all__ = ["ProofStatus", "MateProof", "DefenceProof", "MateSearch", "prove_mate", "prove_defence",
           "mate_distance", "defence_lines", "DEFAULT_BUDGET"]

Guide = Callable[[Board], "Move | None"]

DEFAULT_BUDGET = 100_000   # positions searched per proof before giving up (about 5-10 s of CPU at most)
GUIDE_PLIES = 2            # the guide is asked only this close to the root (it is slow) ...
GUIDE_CALLS = 4            # ... and at most this often per search
_NONE = 99                 # "no mate proved" in the table
_WITNESSES = 4             # defender moves tried before a full stalemate test
_CACHE_LIMIT = 200_000     # positions whose legal moves are kept


class ProofStatus(StrEnum):
    """The outcome of a proof attempt."""

    MATE = "mate"            # a forced mate within the asked number of moves was proved
    NO_MATE = "no_mate"      # proved: no forced mate within that number of moves
    UNKNOWN = "unknown"      # the node budget ran out before either was proved


@dataclass(frozen=True)
class MateProof:
    """The attacker's side: the status, the smallest mate distance (MATE only), the first move of a
    shortest mate (ICCS, MATE only) and the positions searched."""

    status: ProofStatus
    distance: int | None
    move: str | None
    nodes: int


@dataclass(frozen=True)
class DefenceProof:
    """The defender's side: MATE when every defence loses within the asked moves, with each defence
    (ICCS) and its mate distance, longest resistance first; NO_MATE with a defence that escapes; or
    UNKNOWN. `nodes` counts the positions searched."""

    status: ProofStatus
    lines: tuple[tuple[str, int], ...]
    escape: str | None
    nodes: int


class _OutOfBudget(Exception):
    pass


class _Entry:
    """What is known of one position: a win within `won` attacker moves (_NONE: none proved), none
    within `lost` (-1: nothing proved), and the move that decided it."""

    __slots__ = ("won", "lost", "move")

    def __init__(self) -> None:
        self.won = _NONE
        self.lost = -1
        self.move: Move | None = None


class MateSearch:
    """One attacker's proof search on one board, with a table shared by all the questions asked."""

    def __init__(self, board: Board, budget: int = DEFAULT_BUDGET, guide: Guide | None = None) -> None:
        self.board = board.copy()
        self.line = Line(self.board)
        self.root_ply = self.board.ply
        self.left = budget
        self.nodes = 0
        self.guide = guide
        self.guide_calls = 0
        self.rulings = 0                          # repetition rulings applied so far
        self.attacks: dict[int, _Entry] = {}      # attacker to move: won = mates within, lost = cannot
        self.defences: dict[int, _Entry] = {}     # defender to move: won = is mated within, lost = escapes
        self.killers: dict[int, Move] = {}
        self.moves: dict[int, list[Move]] = {}
        self.splits: dict[int, tuple[list[Move], list[Move]]] = {}
        self.witness_cache: dict[int, list[Move]] = {}
        self.recent_witnesses: list[Move] = []

    # ----- bookkeeping ---------------------------------------------------------------------------
    def _tick(self) -> None:
        self.nodes += 1
        self.left -= 1
        if self.left < 0:
            raise _OutOfBudget

    def _legal(self, board: Board) -> list[Move]:
        hit = self.moves.get(board.key)
        if hit is None:
            if len(self.moves) > _CACHE_LIMIT:
                self.moves.clear()
                self.splits.clear()
                self.witness_cache.clear()
            hit = self.moves[board.key] = board.legal_moves()
        return hit

    def _split(self, board: Board) -> tuple[list[Move], list[Move]]:
        """The side to move's checks and other moves (cached per position)."""
        hit = self.splits.get(board.key)
        if hit is None:
            near = _NEAR_KING[board.king_square(board.turn.other)]
            checks: list[Move] = []
            quiet: list[Move] = []
            for m in self._legal(board):   # a check moves from or to a square near the king
                if (m.from_sq in near or m.to_sq in near) and board.gives_check(m):
                    checks.append(m)
                else:
                    quiet.append(m)
            hit = self.splits[board.key] = (checks, quiet)
        return hit

    def _ruled(self, ruling: Repetition, outcome: Repetition = Repetition.MOVER_WINS) -> bool:
        """Count a repetition ruling; True if it is `outcome` (by default: the side that just moved wins)."""
        self.rulings += 1
        return ruling is outcome

    # ----- the attacker: mate within k of its moves -----------------------------------------------
    def attack(self, k: int, parent: Sequence[Move] = ()) -> bool:
        """True if the side to move (the attacker) wins within k of its moves (`parent`: the
        defender's legal moves before its last move, if known)."""
        if k <= 0:
            return False
        board = self.board
        entry = self.attacks.get(board.key)
        if entry is None:
            entry = self.attacks[board.key] = _Entry()
        if entry.won <= k:
            return True
        if entry.lost >= k:
            return False
        self._tick()
        rulings = self.rulings
        if k == 1 or entry.lost < 1:     # a mate in one first (stalemates are found below when k > 1)
            found = self._mate_in_one(parent if k == 1 else None)
            if found is not None:
                entry.move = found
                if rulings == self.rulings:
                    entry.won = 1
                return True
            if k == 1:
                if rulings == self.rulings:
                    entry.lost = 1
                return False
        for m in self._attack_order(entry.move, k):
            ruling = self.line.push(board, m)
            try:
                won = self._ruled(ruling) if ruling else self.defend(k - 1)
            finally:
                self.line.pop(board)
            if won:
                entry.move = m
                if rulings == self.rulings:
                    entry.won = k
                return True
        if rulings == self.rulings:
            entry.lost = k
        return False

    def _mate_in_one(self, parent: Sequence[Move] | None) -> Move | None:
        """A move after which the defender has no legal move (a check that mates, or a stalemate), or
        that repeats a position where the rules make the defender lose. `parent`: the defender's legal
        moves before its last move (witnesses that a quiet move leaves it a move; may be empty); None:
        look at checks only."""
        board = self.board
        checks, quiet = self._split(board)
        for m in checks:
            if self._wins_at_once(m, True):
                return m
        if not quiet or parent is None:
            return None
        boxes = _witness_boxes(board, parent)
        line = self.line
        for m in quiet:
            f, t = m.from_sq, m.to_sq
            if not line.may_repeat(m) and any(
                    not (f0 <= f % 9 <= f1 and r0 <= f // 9 <= r1) and not (f0 <= t % 9 <= f1 and r0 <= t // 9 <= r1)
                    for f0, f1, r0, r1 in boxes):
                continue                    # a witness's move is untouched: the defender can still move
            board.push_unchecked(m)
            repeated = line.repeats(board)
            stalemate = not repeated and not _has_move(board, parent)
            board.pop()
            if stalemate or (repeated and self._wins_at_once(m, False)):
                return m
        return None

    def _wins_at_once(self, m: Move, check: bool) -> bool:
        """True if the attacker's move m leaves the defender no legal move or wins by a repetition ruling."""
        board = self.board
        ruling = self.line.push(board, m, check)
        try:
            if ruling:
                return self._ruled(ruling)
            if not check:
                return not _has_move(board, ())
            known = self.moves.get(board.key)
            if known is not None:
                return not known
            return not board.legal_moves_from(board.king_square(board.turn)) and not self._legal(board)
        finally:
            self.line.pop(board)

    def _attack_order(self, best: Move | None, k: int) -> list[Move]:
        """The attacker's tries: the table's move, the guide's, checks (those leaving the fewest
        replies first), captures, then quiet moves nearest the defending king."""
        board = self.board
        checks, quiet = self._split(board)
        first: list[Move] = [best] if best is not None else []
        if self.guide is not None and board.ply - self.root_ply < GUIDE_PLIES and self.guide_calls < GUIDE_CALLS:
            self.guide_calls += 1
            hint = self.guide(board)
            if hint is not None and hint not in first and (hint in checks or hint in quiet):
                first.append(hint)
        king = board.king_square(board.turn.other)
        kf, kr = king % 9, king // 9
        caps = [m for m in quiet if board.is_capture(m)]
        calm = sorted((m for m in quiet if not board.is_capture(m)),
                      key=lambda m: abs(m.to_sq % 9 - kf) + abs(m.to_sq // 9 - kr))
        if k >= 2 and len(checks) > 1:
            checks = sorted(checks, key=self._replies)
        return first + [m for m in checks + caps + calm if m not in first]

    def _replies(self, m: Move) -> int:
        """How many legal answers the opponent has after m."""
        self.board.push_unchecked(m)
        try:
            return len(self._legal(self.board))
        finally:
            self.board.pop()

    # ----- the defender: mated within k attacker moves whatever it does ---------------------------
    def defend(self, k: int) -> bool:
        """True if the side to move (the defender) loses within k of the attacker's moves."""
        board = self.board
        entry = self.defences.get(board.key)
        if entry is None:
            entry = self.defences[board.key] = _Entry()
        if entry.won <= k:
            return True
        if entry.lost >= k:
            return False
        self._tick()
        rulings = self.rulings
        first = [m for m in dict.fromkeys((entry.move, self.killers.get(k)))
                 if m is not None and board.is_legal(m)]
        if first:                            # before generating every defence: they often escape
            witnesses = self.moves.get(board.key) or self._witnesses(board)
            for d in first:
                if self._escapes(d, k, witnesses):
                    return self._escaped(entry, d, k, rulings)
        moves = self._legal(board)
        if not moves:
            entry.won = 0
            return True
        for d in moves:
            if d not in first and self._escapes(d, k, moves):
                return self._escaped(entry, d, k, rulings)
        if rulings == self.rulings:
            entry.won = k
        return True

    def _witnesses(self, board: Board) -> list[Move]:
        """A few legal moves of the side to move by pieces away from its king (see _witness_boxes)."""
        hit = self.witness_cache.get(board.key)
        if hit is None:
            hit = [w for w in self.recent_witnesses if board.is_legal(w)]   # still legal two plies on?
            if len(hit) >= 2:
                self.witness_cache[board.key] = hit
                return hit
            near = _NEAR_KING[board.king_square(board.turn)]
            side = board.turn.index
            hit = []
            for sq, code in enumerate(board.squares()):
                if code and code >> 3 == side and sq not in near:
                    move = next((m for m in board.legal_moves_from(sq) if m.to_sq not in near), None)
                    if move is not None:
                        hit.append(move)
                        if len(hit) == _WITNESSES:
                            break
            self.witness_cache[board.key] = hit
            self.recent_witnesses = hit
        return hit

    def _escapes(self, d: Move, k: int, witnesses: Sequence[Move]) -> bool:
        """True if the defence d avoids mate within k attacker moves (`witnesses`: legal defences here)."""
        ruling = self.line.push(self.board, d)
        try:
            if ruling:
                return not self._ruled(ruling, Repetition.MOVER_LOSES)
            return not self.attack(k, witnesses)
        finally:
            self.line.pop(self.board)

    def _escaped(self, entry: _Entry, d: Move, k: int, rulings: int) -> bool:
        entry.move = d
        if rulings == self.rulings:
            entry.lost = k
        self.killers[k] = d
        return False

    # ----- questions about the board the search was made for --------------------------------------
    def extend(self, budget: int, guide: Guide | None = None) -> None:
        """Allow `budget` more positions (and from now on ask `guide` near the root): a question that
        ran out of budget can be asked again, the table keeping what was learnt."""
        self.left = max(self.left, 0) + budget
        self.guide = guide

    def mate(self, max_moves: int) -> MateProof:
        """Prove or refute a win by the side to move within max_moves (smallest distance)."""
        try:
            for n in range(1, max_moves + 1):
                if self.attack(n):
                    move = self.attacks[self.board.key].move
                    return MateProof(ProofStatus.MATE, n, move.iccs if move else None, self.nodes)
        except _OutOfBudget:
            return MateProof(ProofStatus.UNKNOWN, None, None, self.nodes)
        return MateProof(ProofStatus.NO_MATE, None, None, self.nodes)

    def defence(self, max_moves: int, prefer: Move | None = None) -> DefenceProof:
        """Prove that every defence of the side to move loses within max_moves attacker moves (with
        each defence's distance), or find one that escapes (`prefer`: the defence to try first)."""
        board = self.board
        moves = self._legal(board)
        moves.sort(key=lambda m: _natural(board, m))    # the first escape found is the one shown
        if prefer is not None and prefer in moves:
            self.defences.setdefault(board.key, _Entry()).move = prefer
        try:
            if not self.defend(max_moves):
                escape = self.defences[board.key].move
                return DefenceProof(ProofStatus.NO_MATE, (), escape.iccs if escape else None, self.nodes)
            lines = [(d.iccs, self._distance(d, max_moves)) for d in moves]
        except _OutOfBudget:
            return DefenceProof(ProofStatus.UNKNOWN, (), None, self.nodes)
        lines.sort(key=lambda t: -t[1])
        return DefenceProof(ProofStatus.MATE, tuple(lines), None, self.nodes)

    def escapes(self, defence: Move, max_moves: int) -> bool:
        """True if the defence (a legal move of the side to move) is proved to avoid mate within
        max_moves attacker moves; False if it does not, or that was not proved within the budget."""
        board = self.board
        if defence not in self._legal(board):
            return False
        ruling = self.line.push(board, defence)
        try:
            if ruling:
                return ruling is not Repetition.MOVER_LOSES
            return not self.attack(max_moves)
        except _OutOfBudget:
            return False
        finally:
            self.line.pop(board)

    def _distance(self, defence: Move, max_moves: int) -> int:
        """The attacker's shortest mate after `defence` (known to be at most max_moves)."""
        ruling = self.line.push(self.board, defence)
        try:
            if ruling:
                return 0
            return next(j for j in range(1, max_moves + 1) if self.attack(j))
        finally:
            self.line.pop(self.board)


def _box(a: int, b: int) -> tuple[int, int, int, int]:
    """The files and ranks spanned by squares a and b (a move's path, leg and eye lie within)."""
    fa, fb, ra, rb = a % 9, b % 9, a // 9, b // 9
    return min(fa, fb), max(fa, fb), min(ra, rb), max(ra, rb)


def _near_king(king: int) -> frozenset[int]:
    """Squares whose contents decide whether a king on `king` is attacked: its rank and file (rooks,
    cannons and their screens, the other king) and the 5 x 5 square around it (horses and their legs,
    pawns)."""
    kf, kr = king % 9, king // 9
    return frozenset(s for s in range(90) if s % 9 == kf or s // 9 == kr or
                     (abs(s % 9 - kf) <= 2 and abs(s // 9 - kr) <= 2))


_NEAR_KING = tuple(_near_king(k) for k in range(90))


def _witness_boxes(board: Board, parent: Sequence[Move]) -> list[tuple[int, int, int, int]]:
    """Boxes of defender moves that stay legal after any attacker move that does not check and
    neither leaves nor enters the box.

    The attacker is to move on `board`; `parent` holds the defender's legal moves before its last
    move. A move w of a piece other than the king, with both squares away from its king's lines and
    surroundings, never exposes the king, so it stays legal while the squares its legality depends on
    (all within its box) keep their contents, and the attacker gives no check. The defender's last
    move must not have touched the box either."""
    last = board.peek()
    if last is None or not parent:
        return []
    near = _NEAR_KING[board.king_square(board.turn.other)]
    out: list[tuple[int, int, int, int]] = []
    seen: set[int] = set()
    for w in parent:
        a, b = w.from_sq, w.to_sq
        if a in seen or a in near or b in near or a == last.from_sq:
            continue
        piece = board.piece_at(a)
        if piece is None or piece.kind == "king":
            continue
        box = _box(a, b)
        f0, f1, r0, r1 = box
        if any(f0 <= s % 9 <= f1 and r0 <= s // 9 <= r1 for s in (last.from_sq, last.to_sq)):
            continue
        seen.add(a)
        out.append(box)
        if len(out) == _WITNESSES:
            break
    return out


_VALUE = {"rook": 9, "cannon": 5, "horse": 4, "advisor": 2, "elephant": 2, "pawn": 1, "king": 0}


def _natural(board: Board, move: Move) -> tuple[int, int]:
    """Sort key of a defence as a person would look for one: captures of the biggest piece first,
    then checks, then the rest."""
    taken = board.piece_at(move.to_sq)
    if taken is not None:
        return 0, -_VALUE[taken.kind]
    return (1 if board.gives_check(move) else 2), 0


def _has_move(board: Board, hints: Sequence[Move]) -> bool:
    """True if the side to move has a legal move (tries a few likely ones first, then piece by piece)."""
    if any(board.is_legal(w) for w in hints[:2]):
        return True
    side = board.turn.index
    if board.legal_moves_from(board.king_square(board.turn)):
        return True
    return any(code and code >> 3 == side and board.legal_moves_from(sq) for sq, code in enumerate(board.squares()))


def prove_mate(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET,
               guide: Guide | None = None) -> MateProof:
    """Prove or refute a forced win by the side to move within max_moves of its moves."""
    return MateSearch(board, budget, guide).mate(max_moves)


def prove_defence(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET,
                  guide: Guide | None = None, prefer: Move | None = None) -> DefenceProof:
    """Prove that the side to move is mated within max_moves of the opponent's moves whatever it
    plays, or find a defence that escapes (see DefenceProof)."""
    return MateSearch(board, budget, guide).defence(max_moves, prefer)


def mate_distance(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET,
                  guide: Guide | None = None) -> int | None:
    """Smallest n <= max_moves with a proved forced mate in n by the side to move, else None (no
    such mate, or not proved within the budget: prove_mate tells the two apart)."""
    return prove_mate(board, max_moves, budget=budget, guide=guide).distance


def defence_lines(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET) -> list[tuple[str, int | None]]:
    """Each defence of the side to move (who is being mated) with the attacker's proved mate distance
    after it (None: no mate within max_moves proved), the longest resistance first."""
    out: list[tuple[str, int | None]] = []
    for m in board.legal_moves():
        after = board.copy()
        after.push_unchecked(m)
        out.append((m.iccs, mate_distance(after, max_moves, budget=budget)))
    out.sort(key=lambda t: -(max_moves + 1) if t[1] is None else -t[1])
    return out
