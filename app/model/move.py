"""Move value (the model's error types live in errors.py; re-exported here for old imports)."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import FenError, IllegalMoveError
from .tables import SQUARES, parse_square, square_name

__all__ = ["Move", "encode", "decode", "IllegalMoveError", "FenError"]


@dataclass(frozen=True, slots=True, order=True)
class Move:
    """A move from one square to another (squares are ``rank * 9 + file``)."""

    from_sq: int
    to_sq: int

    def __post_init__(self) -> None:
        if not (0 <= self.from_sq < SQUARES and 0 <= self.to_sq < SQUARES):
            raise ValueError(f"square out of range in move {self.from_sq}->{self.to_sq}")

    @property
    def iccs(self) -> str:
        """ICCS text such as 'h2e2'."""
        return square_name(self.from_sq) + square_name(self.to_sq)

    @classmethod
    def from_iccs(cls, text: str) -> Move:
        """Parse 'h2e2' or 'H2-E2' (a ValueError names a malformed text or a value that is not text)."""
        if not isinstance(text, str):
            raise ValueError(f"an ICCS move must be text, not {type(text).__name__}")
        t = text.strip().replace("-", "")
        if len(t) != 4:
            raise ValueError(f"not an ICCS move: {text!r}")
        try:
            return cls(parse_square(t[:2]), parse_square(t[2:]))
        except ValueError:
            raise ValueError(f"not an ICCS move: {text!r}") from None

    def __str__(self) -> str:
        return self.iccs

    def __repr__(self) -> str:
        return f"Move.from_iccs({self.iccs!r})"


# Internal encoding used by the move generator: (from << 7) | to.
def encode(from_sq: int, to_sq: int) -> int:
    """Pack a move into the generator's int form."""
    return (from_sq << 7) | to_sq


_MOVE_CACHE: dict[int, Move] = {}


def decode(m: int) -> Move:
    """The Move value of a packed int (cached: Move is immutable)."""
    mv = _MOVE_CACHE.get(m)
    if mv is None:
        mv = _MOVE_CACHE[m] = Move(m >> 7, m & 127)
    return mv
