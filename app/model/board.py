"""The board: position, legal move generation, push/pop, check, mate and stalemate."""

from __future__ import annotations

import random
from dataclasses import dataclass
from collections.abc import Iterable, Iterator

from .attacks import can_move, capturers, king_attacked, pseudo_from
from .enums import Color, PieceKind
from .errors import FenError, FenProblem, PositionWarning
from .explain import explain_illegal
from .fen import format_fen, parse_fen, position_warnings
from .move import Move, decode, encode
from .notation import parse_move, to_chinese, to_wxf
from .tables import (
    ADVISOR,
    ADVISOR_MOVES,
    BLACK,
    CANNON,
    COLOR_NAMES,
    DIAG_NEIGHBOURS,
    ELEPHANT,
    ELEPHANT_MOVES,
    HORSE,
    HORSE_MOVES,
    KIND_TYPES,
    KING,
    KING_MOVES,
    PAWN,
    PAWN_MOVES,
    RAYS,
    ROOK,
    SAME_LINE,
    SQUARES,
    TYPE_LETTERS,
    TYPE_NAMES,
    parse_square,
)

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _zobrist_tables() -> tuple[tuple[tuple[int, ...], ...], int]:
    rng = random.Random(20261121)
    pieces = tuple(tuple(rng.getrandbits(64) for _ in range(SQUARES)) for _ in range(16))
    return pieces, rng.getrandbits(64)


ZOBRIST, ZOBRIST_SIDE = _zobrist_tables()


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece as the outside world sees it: its colour and its kind (StrEnums: 'red', 'king')."""

    color: Color
    kind: PieceKind

    @property
    def letter(self) -> str:
        """FEN letter (upper case for Red)."""
        letter = TYPE_LETTERS[KIND_TYPES[PieceKind(self.kind)]]
        return letter.upper() if self.color == Color.RED else letter

    @property
    def code(self) -> int:
        """The piece's code in ``Board.squares()`` (kind 1-7, plus 8 for Black; see tables.py)."""
        return KIND_TYPES[PieceKind(self.kind)] | (8 if self.color == Color.BLACK else 0)


def _piece_value(code: int) -> Piece:
    return Piece(COLOR_NAMES[code >> 3], TYPE_NAMES[code & 7])


class Board:
    """A xiangqi position with a move stack; mutates only through push/pop."""

    __slots__ = ("_sq", "_side", "_kings", "_key", "_stack", "halfmove_clock", "fullmove_number")

    def __init__(self, fen: str | None = None) -> None:
        squares, side, halfmove, fullmove = parse_fen(START_FEN if fen is None else fen)
        self._sq: list[int] = squares
        self._side: int = side
        self.halfmove_clock: int = halfmove
        self.fullmove_number: int = fullmove
        self._kings: list[int] = [squares.index(KING), squares.index(KING | 8)]
        self._stack: list[tuple[int, int, int, int]] = []
        self._key: int = self._compute_key()

    # ----- construction and output -------------------------------------------------------------
    @classmethod
    def from_fen(cls, fen: str) -> Board:
        """Board from a WXF FEN (raises FenError naming the problem; None is not a FEN here)."""
        if fen is None:
            raise FenError(FenProblem.NOT_TEXT, text="NoneType")
        return cls(fen)

    def fen(self) -> str:
        """WXF FEN of the position."""
        return format_fen(self._sq, self._side, self.halfmove_clock, self.fullmove_number)

    def status(self) -> frozenset[FenProblem]:
        """What a game can never reach in this position (empty for a reachable-looking one): the
        problems of ``warnings()``, like python-chess's ``Board.status()``; play and rulings still work."""
        return frozenset(w.problem for w in position_warnings(self._sq))

    def warnings(self) -> tuple[PositionWarning, ...]:
        """The unreachable features of this position with their pieces and squares (see fen.position_warnings)."""
        return position_warnings(self._sq)

    def copy(self) -> Board:
        """An independent copy of this board, move stack included."""
        other = Board.__new__(Board)  # the fields of a fresh Board of this class (not another module's)
        other._sq = self._sq[:]  # noqa: SLF001
        other._side = self._side  # noqa: SLF001
        other._kings = self._kings[:]  # noqa: SLF001
        other._key = self._key  # noqa: SLF001
        other._stack = self._stack[:]  # noqa: SLF001
        other.halfmove_clock = self.halfmove_clock
        other.fullmove_number = self.fullmove_number
        return other

    def _compute_key(self) -> int:
        key = ZOBRIST_SIDE if self._side == BLACK else 0
        for sq, p in enumerate(self._sq):
            if p:
                key ^= ZOBRIST[p][sq]
        return key

    def __repr__(self) -> str:
        return f"Board({self.fen()!r})"

    def __str__(self) -> str:
        rows = []
        for rank in range(9, -1, -1):
            cells = []
            for f in range(9):
                p = self._sq[rank * 9 + f]
                cells.append("." if not p else (TYPE_LETTERS[p & 7].upper() if p < 8 else TYPE_LETTERS[p & 7]))
            rows.append(f"{rank} " + " ".join(cells))
        rows.append("  a b c d e f g h i")
        return "\n".join(rows)

    # ----- queries -----------------------------------------------------------------------------
    @property
    def turn(self) -> Color:
        """Side to move."""
        return COLOR_NAMES[self._side]

    @property
    def ply(self) -> int:
        """Number of moves on the move stack."""
        return len(self._stack)

    def squares(self) -> tuple[int, ...]:
        """The 90 squares' piece codes (0 empty; kind 1-7 as in tables.py, plus 8 for Black)."""
        return tuple(self._sq)

    def file_codes(self, file: int) -> tuple[int, ...]:
        """The 10 piece codes of a board file (0-8 for a-i), rank 0 first."""
        return tuple(self._sq[file::9])

    def history_keys(self) -> list[int]:
        """Position keys from the start of the move stack to now (len = ply + 1)."""
        return [entry[2] for entry in self._stack] + [self._key]

    def start_board(self) -> Board:
        """A new board at the position before the first move on the stack (empty stack)."""
        other = self.copy()
        while other.ply:
            other.pop()
        return other

    @property
    def key(self) -> int:
        """Zobrist key of the position (placement and side to move), for repetition and tables."""
        return self._key

    @property
    def move_stack(self) -> list[Move]:
        """Moves pushed so far, oldest first."""
        return [decode(entry[0]) for entry in self._stack]

    def piece_at(self, sq: int | str) -> Piece | None:
        """The piece on a square (index or ICCS name such as 'e0'), or None."""
        if isinstance(sq, str):
            sq = parse_square(sq)
        p = self._sq[sq]
        return _piece_value(p) if p else None

    def pieces(self) -> dict[int, Piece]:
        """All pieces by square."""
        return {sq: _piece_value(p) for sq, p in enumerate(self._sq) if p}

    def king_square(self, color: Color | str) -> int:
        """Square of the king of a colour."""
        return self._kings[Color(color).index]

    def king(self, color: Color | str) -> int:
        """Square of the king of a colour (same as king_square)."""
        return self._kings[Color(color).index]

    def is_attacked(self, sq: int, by: Color | str) -> bool:
        """True if a piece of `by` could capture on sq by its movement rule (king safety not tested)."""
        return bool(capturers(self._sq, sq, Color(by).index))

    def attackers(self, sq: int, by: Color | str) -> list[int]:
        """Squares of `by`'s pieces that could capture on sq by their movement rule (no king-safety test)."""
        return capturers(self._sq, sq, Color(by).index)

    def is_check(self) -> bool:
        """True if the side to move is in check."""
        return king_attacked(self._sq, self._kings[self._side], self._side)

    def legal_moves_from(self, sq: int) -> list[Move]:
        """Legal moves of the piece on sq (empty if it is not the side to move's)."""
        p = self._sq[sq]
        if not p or (p >> 3) != self._side:
            return []
        return [decode(m) for m in pseudo_from(self._sq, sq) if self._is_safe(m)]

    def has_legal_move(self) -> bool:
        """True if the side to move has at least one legal move."""
        return bool(self._legal_ints())

    def perft(self, depth: int) -> int:
        """Number of leaf positions after `depth` plies of legal moves (the board is left unchanged)."""
        if depth <= 0:
            return 1
        if depth == 1:
            return len(self._legal_ints())
        total = 0
        make, unmake, perft = self._make, self._unmake, self.perft
        for m in self._legal_ints():
            make(m)
            total += perft(depth - 1)
            unmake()
        return total

    def is_checkmate(self) -> bool:
        """True if the side to move is in check and has no legal move (it loses)."""
        return self.is_check() and not self._legal_ints()

    def is_stalemate(self) -> bool:
        """True if the side to move is not in check but has no legal move (it loses too)."""
        return not self.is_check() and not self._legal_ints()

    def is_game_over(self) -> bool:
        """True if the side to move has no legal move (checkmate or stalemate)."""
        return not self._legal_ints()

    def legal_moves(self) -> list[Move]:
        """All legal moves of the side to move."""
        return [decode(m) for m in self._legal_ints()]

    def is_legal(self, move: Move) -> bool:
        """True if the move is legal here."""
        f = move.from_sq
        p = self._sq[f]
        if not p or (p >> 3) != self._side:
            return False
        return can_move(self._sq, f, move.to_sq) and self._is_safe((f << 7) | move.to_sq)

    def is_capture(self, move: Move) -> bool:
        """True if the move lands on an enemy piece."""
        q = self._sq[move.to_sq]
        return bool(q) and (q >> 3) != self._side

    def gives_check(self, move: Move) -> bool:
        """True if the (legal) move checks the opponent."""
        self._make(encode(move.from_sq, move.to_sq))
        try:
            return self.is_check()
        finally:
            self._unmake()

    # ----- push / pop --------------------------------------------------------------------------
    def push(self, move: Move) -> None:
        """Play a legal move (IllegalMoveError says why a move is not legal)."""
        if not self.is_legal(move):
            raise explain_illegal(self.squares(), self._side, move)
        self._make(encode(move.from_sq, move.to_sq))

    def push_unchecked(self, move: Move) -> None:
        """Play a move already known legal here (from parse_move, legal_moves or is_legal) without testing it again.

        The fast path for replaying checked moves (file readers): only the mover's colour is tested, so
        a move that is not legal here leaves a position no game reaches. Use push for anything else.
        """
        p = self._sq[move.from_sq]
        if not p or (p >> 3) != self._side:
            raise explain_illegal(self.squares(), self._side, move)
        self._make((move.from_sq << 7) | move.to_sq)

    def push_iccs(self, text: str) -> Move:
        """Play a move given in ICCS ('h2e2' or 'H2-E2'); returns the Move."""
        move = Move.from_iccs(text)
        self.push(move)
        return move

    def pop(self) -> Move:
        """Take back the last move and return it."""
        if not self._stack:
            raise IndexError("no move to take back")
        m = self._stack[-1][0]
        self._unmake()
        return decode(m)

    def peek(self) -> Move | None:
        """The last move pushed, or None."""
        return decode(self._stack[-1][0]) if self._stack else None

    def parse_move(self, text: str) -> Move:
        """A legal move from ICCS, WXF or Chinese text (ValueError says what was wrong)."""
        return parse_move(self, text)

    def to_wxf(self, move: Move) -> str:
        """WXF text of a legal move, e.g. 'C2.5'."""
        return to_wxf(self, move)

    def to_chinese(self, move: Move, traditional: bool = False) -> str:
        """Chinese text of a legal move, e.g. '炮二平五'."""
        return to_chinese(self, move, traditional)

    def push_all(self, moves: Iterable[str]) -> None:
        """Push several ICCS moves."""
        for text in moves:
            self.push_iccs(text)

    def replay_iccs(self, moves: Iterable[str]) -> Iterator[Move]:
        """Play ICCS moves one by one, yielding each just before it is played (the board then shows
        the position it is played in); stops quietly at the first move that is not ICCS or not legal
        here, so a game's good prefix can be read from a damaged record. Consumers that keep a
        position must copy it (or its squares): the board moves on when the generator resumes."""
        for text in moves:
            try:
                move = Move.from_iccs(text)
            except ValueError:
                return
            if not self.is_legal(move):
                return
            yield move
            self.push_unchecked(move)       # tested legal just above

    # ----- internals: make/unmake without checks -----------------------------------------------
    def _make(self, m: int) -> None:
        b = self._sq
        f = m >> 7
        t = m & 127
        p = b[f]
        cap = b[t]
        z = ZOBRIST
        key = self._key ^ z[p][f] ^ z[p][t] ^ ZOBRIST_SIDE
        if cap:
            key ^= z[cap][t]
        self._stack.append((m, cap, self._key, self.halfmove_clock))
        b[t] = p
        b[f] = 0
        if p & 7 == KING:
            self._kings[p >> 3] = t
        self._key = key
        self.halfmove_clock = 0 if cap else self.halfmove_clock + 1
        if self._side == BLACK:
            self.fullmove_number += 1
        self._side ^= 1

    def _unmake(self) -> None:
        m, cap, key, halfmove = self._stack.pop()
        b = self._sq
        f = m >> 7
        t = m & 127
        p = b[t]
        b[f] = p
        b[t] = cap
        if p & 7 == KING:
            self._kings[p >> 3] = f
        self._key = key
        self.halfmove_clock = halfmove
        self._side ^= 1
        if self._side == BLACK:
            self.fullmove_number -= 1

    # ----- internals: generation ------------------------------------------------------------
    def _is_safe(self, m: int) -> bool:
        """True if the pseudo-legal move m leaves the mover's king unattacked."""
        b = self._sq
        f = m >> 7
        t = m & 127
        p = b[f]
        cap = b[t]
        b[t] = p
        b[f] = 0
        side = p >> 3
        safe = not king_attacked(b, t if p & 7 == KING else self._kings[side], side)
        b[f] = p
        b[t] = cap
        return safe

    def _pseudo(self) -> list[int]:
        """Pseudo-legal moves of the side to move.

        The same rules as attacks.pseudo_from, inlined: calling it per piece makes perft ~10% slower.
        """
        b = self._sq
        side = self._side
        mine = side << 3
        out: list[int] = []
        app = out.append
        rays = RAYS
        for f in range(90):
            p = b[f]
            if not p or p & 8 != mine:
                continue
            t = p & 7
            base = f << 7
            if t == ROOK:
                for ray in rays[f]:
                    for to in ray:
                        q = b[to]
                        if not q:
                            app(base | to)
                        else:
                            if q & 8 != mine:
                                app(base | to)
                            break
            elif t == HORSE:
                for to, leg in HORSE_MOVES[f]:
                    if not b[leg]:
                        q = b[to]
                        if not q or q & 8 != mine:
                            app(base | to)
            elif t == CANNON:
                for ray in rays[f]:
                    screen = False
                    for to in ray:
                        q = b[to]
                        if not screen:
                            if not q:
                                app(base | to)
                            else:
                                screen = True
                        elif q:
                            if q & 8 != mine:
                                app(base | to)
                            break
            elif t == PAWN:
                for to in PAWN_MOVES[side][f]:
                    q = b[to]
                    if not q or q & 8 != mine:
                        app(base | to)
            elif t == ELEPHANT:
                for to, eye in ELEPHANT_MOVES[side][f]:
                    if not b[eye]:
                        q = b[to]
                        if not q or q & 8 != mine:
                            app(base | to)
            else:
                for to in (ADVISOR_MOVES if t == ADVISOR else KING_MOVES)[side][f]:
                    q = b[to]
                    if not q or q & 8 != mine:
                        app(base | to)
        return out

    def _legal_ints(self) -> list[int]:
        """Legal moves of the side to move as packed ints.

        Fast path: when not in check, a non-king move whose from-square is off the king's lines and
        off its diagonal neighbours (horse legs), and whose to-square is off the king's lines, cannot
        expose the king; every other move is made on the array and tested.
        """
        side = self._side
        k = self._kings[side]
        pseudo = self._pseudo()
        if king_attacked(self._sq, k, side):
            is_safe = self._is_safe
            return [m for m in pseudo if is_safe(m)]
        line = SAME_LINE[k]
        diag = DIAG_NEIGHBOURS[k]
        is_safe = self._is_safe
        out = []
        for m in pseudo:
            f = m >> 7
            if f == k or f in line or f in diag or (m & 127) in line:
                if is_safe(m):
                    out.append(m)
            else:
                out.append(m)
        return out
