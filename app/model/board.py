"""The board: position, legal move generation, push/pop, check, mate and stalemate."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable

from .move import IllegalMoveError, Move, decode, encode
from .tables import (ADVISOR, ADVISOR_MOVES, BLACK, CANNON, COLOR_NAMES, DIAG_NEIGHBOURS, ELEPHANT,
                     ELEPHANT_MOVES, HORSE, HORSE_ATTACKERS, HORSE_MOVES, KING, KING_MOVES, PAWN,
                     PAWN_ATTACKERS, PAWN_MOVES, RAYS, RED, ROOK, SAME_LINE, SQUARES, TYPE_LETTERS,
                     TYPE_NAMES, in_palace, own_half, parse_square)

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _zobrist_tables() -> tuple[tuple[tuple[int, ...], ...], int]:
    rng = random.Random(20261121)
    pieces = tuple(tuple(rng.getrandbits(64) for _ in range(SQUARES)) for _ in range(16))
    return pieces, rng.getrandbits(64)


ZOBRIST, ZOBRIST_SIDE = _zobrist_tables()


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece as the outside world sees it: colour 'red'/'black' and kind 'king'..'pawn'."""

    color: str
    kind: str

    @property
    def letter(self) -> str:
        """FEN letter (upper case for Red)."""
        for t, name in TYPE_NAMES.items():
            if name == self.kind:
                letter = TYPE_LETTERS[t]
                return letter.upper() if self.color == "red" else letter
        raise ValueError(self.kind)


def _piece_value(code: int) -> Piece:
    return Piece(COLOR_NAMES[code >> 3], TYPE_NAMES[code & 7])


class Board:
    """A xiangqi position with a move stack; mutates only through push/pop."""

    __slots__ = ("_sq", "_side", "_kings", "_key", "_stack", "halfmove_clock", "fullmove_number")

    def __init__(self, fen: str | None = None) -> None:
        from .fen import parse_fen  # fen.py builds boards; imported late to avoid a cycle
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
    def from_fen(cls, fen: str) -> "Board":
        """Board from a WXF FEN (raises FenError naming the problem)."""
        return cls(fen)

    def fen(self) -> str:
        """WXF FEN of the position."""
        from .fen import format_fen
        return format_fen(self._sq, self._side, self.halfmove_clock, self.fullmove_number)

    def copy(self) -> "Board":
        """An independent copy of this board, move stack included."""
        other = Board.__new__(Board)
        other._sq = self._sq[:]
        other._side = self._side
        other._kings = self._kings[:]
        other._key = self._key
        other._stack = self._stack[:]
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
    def turn(self) -> str:
        """Side to move: 'red' or 'black'."""
        return COLOR_NAMES[self._side]

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

    def king_square(self, color: str) -> int:
        """Square of the king of 'red' or 'black'."""
        return self._kings[COLOR_NAMES.index(color)]

    def is_check(self) -> bool:
        """True if the side to move is in check."""
        return self._attacked(self._kings[self._side], self._side)

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
        m = encode(move.from_sq, move.to_sq)
        p = self._sq[move.from_sq]
        if not p or (p >> 3) != self._side:
            return False
        return m in self._pseudo_from(move.from_sq) and self._is_safe(m)

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
            from .explain import explain_illegal
            raise IllegalMoveError(f"{move.iccs}: {explain_illegal(self, move.from_sq, move.to_sq)}")
        self._make(encode(move.from_sq, move.to_sq))

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
        from .notation import parse_move
        return parse_move(self, text)

    def to_wxf(self, move: Move) -> str:
        """WXF text of a legal move, e.g. 'C2.5'."""
        from .notation import to_wxf
        return to_wxf(self, move)

    def to_chinese(self, move: Move, traditional: bool = False) -> str:
        """Chinese text of a legal move, e.g. '炮二平五'."""
        from .notation import to_chinese
        return to_chinese(self, move, traditional)

    def push_all(self, moves: Iterable[str]) -> None:
        """Push several ICCS moves."""
        for text in moves:
            self.push_iccs(text)

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

    # ----- internals: attacks and generation ---------------------------------------------------
    def _attacked(self, k: int, side: int) -> bool:
        """True if square k (holding or about to hold side's king) is attacked by the other side."""
        b = self._sq
        ebit = 8 if side == RED else 0
        erook = ROOK | ebit
        eking = KING | ebit
        ecannon = CANNON | ebit
        for ray in RAYS[k]:
            screened = False
            for s in ray:
                q = b[s]
                if q:
                    if screened:
                        if q == ecannon:
                            return True
                        break
                    if q == erook or q == eking:
                        return True
                    screened = True
        ehorse = HORSE | ebit
        for h, leg in HORSE_ATTACKERS[k]:
            if b[h] == ehorse and not b[leg]:
                return True
        epawn = PAWN | ebit
        for s in PAWN_ATTACKERS[side ^ 1][k]:
            if b[s] == epawn:
                return True
        return False

    def _capturers(self, sq: int, color: int) -> list[int]:
        """Squares of `color`'s pieces that could capture on sq by their movement rules (no king-safety test)."""
        b = self._sq
        bit = color << 3
        out = []
        rook, cannon, king = ROOK | bit, CANNON | bit, KING | bit
        for ray in RAYS[sq]:
            screened = False
            for i, s in enumerate(ray):
                q = b[s]
                if q:
                    if screened:
                        if q == cannon:
                            out.append(s)
                        break
                    if q == rook or (q == king and i == 0 and in_palace(color, sq)):
                        out.append(s)
                    screened = True
        horse = HORSE | bit
        for h, leg in HORSE_ATTACKERS[sq]:
            if b[h] == horse and not b[leg]:
                out.append(h)
        pawn = PAWN | bit
        for s in PAWN_ATTACKERS[color][sq]:
            if b[s] == pawn:
                out.append(s)
        if in_palace(color, sq):
            advisor = ADVISOR | bit
            out.extend(s for s in ADVISOR_MOVES[color][sq] if b[s] == advisor)
        if own_half(color, sq):
            elephant = ELEPHANT | bit
            out.extend(s for s, eye in ELEPHANT_MOVES[color][sq] if b[s] == elephant and not b[eye])
        return out

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
        safe = not self._attacked(t if p & 7 == KING else self._kings[side], side)
        b[f] = p
        b[t] = cap
        return safe

    def _pseudo_from(self, f: int) -> list[int]:
        """Pseudo-legal moves of the piece on f (ignoring king safety)."""
        b = self._sq
        p = b[f]
        side = p >> 3
        mine = side << 3
        out: list[int] = []
        base = f << 7
        t = p & 7
        if t == ROOK:
            for ray in RAYS[f]:
                for to in ray:
                    q = b[to]
                    if not q:
                        out.append(base | to)
                    else:
                        if q & 8 != mine:
                            out.append(base | to)
                        break
        elif t == CANNON:
            for ray in RAYS[f]:
                screen = False
                for to in ray:
                    q = b[to]
                    if not screen:
                        if not q:
                            out.append(base | to)
                        else:
                            screen = True
                    elif q:
                        if q & 8 != mine:
                            out.append(base | to)
                        break
        elif t == HORSE:
            for to, leg in HORSE_MOVES[f]:
                if not b[leg]:
                    q = b[to]
                    if not q or q & 8 != mine:
                        out.append(base | to)
        elif t == ELEPHANT:
            for to, eye in ELEPHANT_MOVES[side][f]:
                if not b[eye]:
                    q = b[to]
                    if not q or q & 8 != mine:
                        out.append(base | to)
        else:
            table = (PAWN_MOVES if t == PAWN else ADVISOR_MOVES if t == ADVISOR else KING_MOVES)[side][f]
            for to in table:
                q = b[to]
                if not q or q & 8 != mine:
                    out.append(base | to)
        return out

    def _pseudo(self) -> list[int]:
        """Pseudo-legal moves of the side to move.

        The same rules as _pseudo_from, inlined: calling _pseudo_from per piece makes perft ~10% slower.
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
        if self._attacked(k, side):
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
