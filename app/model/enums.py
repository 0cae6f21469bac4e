"""The model's vocabulary as values: colours, piece kinds, rulesets, notations, touch-move cases, rules.

Every enum is a ``StrEnum`` whose values are the strings the first version used ('red', 'cxq',
'chinese', 'c-1', 'CXQ-A4'), so settings, autosave files and PGN headers written before still load,
and ``Color.RED == "red"`` holds. The view turns these values into words; the model never does.
"""

from __future__ import annotations

from enum import StrEnum


class Color(StrEnum):
    """A side."""

    RED = "red"
    BLACK = "black"

    @property
    def other(self) -> Color:
        """The opponent."""
        return Color.BLACK if self is Color.RED else Color.RED

    @property
    def index(self) -> int:  # type: ignore[override]  # the side number, not str.index
        """0 for Red, 1 for Black (the model's internal side number)."""
        return 0 if self is Color.RED else 1

    @classmethod
    def of_index(cls, index: int) -> Color:
        """The colour of an internal side number (0 Red, 1 Black)."""
        return cls.RED if index == 0 else cls.BLACK


class PieceKind(StrEnum):
    """A kind of piece."""

    KING = "king"
    ADVISOR = "advisor"
    ELEPHANT = "elephant"
    HORSE = "horse"
    ROOK = "rook"
    CANNON = "cannon"
    PAWN = "pawn"


class Ruleset(StrEnum):
    """Which rules judge a game."""

    CXQ = "cxq"          # Chinese Xiangqi Association rules: counted checks and chases, automatic draws
    ASIAN = "asian"      # Asian Xiangqi Federation rules: the repeated cycle judged
    CASUAL = "casual"    # mate, stalemate and repetition only


class Notation(StrEnum):
    """How moves are written."""

    CHINESE = "chinese"
    WXF = "wxf"
    ICCS = "iccs"


class TouchCase(StrEnum):
    """Which case of the Asian Rules' touch-move rule (Chapter 1 Section 3 rule 2) applies."""

    NONE = ""            # nothing touched
    A = "a"
    B = "b"
    C1 = "c-1"
    C2 = "c-2"
    C3 = "c-3"
    C4 = "c-4"
    D1 = "d-1"
    D2 = "d-2"
    D3 = "d-3"
    D4 = "d-4"


class RuleBook(StrEnum):
    """The rule book a ruling cites."""

    CXQ = "cxq"
    ASIAN = "asian"
    CASUAL = "casual"
    NONE = ""            # resignation or agreement: no rule book


class Rule(StrEnum):
    """A rule a ruling cites, by its ID in RULES.md (values as the first version wrote them)."""

    CXQ_END = "CXQ-END"          # checkmate or stalemate under CXQ
    CXQ_A3 = "CXQ-A3"
    CXQ_A4 = "CXQ-A4"
    CXQ_D1 = "CXQ-D1"
    CXQ_D2 = "CXQ-D2"
    CXQ_D3 = "CXQ-D3"
    AR_1 = "AR-1"
    AR_2 = "AR-2"
    AR_5 = "AR-5"
    AR_6 = "AR-6"
    AR_7 = "AR-7"
    AR_9 = "AR-9"                # perpetual threat to checkmate: a draw
    AR_12 = "AR-12"              # one check and one chase: a draw
    AR_15 = "AR-15"
    AR_18 = "AR-18"
    AR_19 = "AR-19"
    AR_20 = "AR-20"
    AR_21 = "AR-21"
    AR_22 = "AR-22"
    AR_23 = "AR-23"
    AR_24 = "AR-24"
    AR_25 = "AR-25"
    AR_26 = "AR-26"              # a cannon keeps a rook attacked while only mounts move
    AR_31 = "AR-31"
    AR_33 = "AR-33"
    AR_34 = "AR-34"
    AR_G3 = "AR-G3"
    AR_P2 = "AR-P2"
    REPETITION = "repetition"    # casual: the n-th occurrence of a position
    RESIGN = "resign"
    AGREEMENT = "agreement"
    TIME_FORFEIT = "time"        # out of time: the opponent wins
    TIME_DRAW = "time-draw"      # out of time, but the opponent can never mate: a draw

    @property
    def book(self) -> RuleBook:
        """The rule book this rule belongs to."""
        if self.value.startswith("CXQ-"):
            return RuleBook.CXQ
        if self.value.startswith("AR-"):
            return RuleBook.ASIAN
        if self is Rule.REPETITION:
            return RuleBook.CASUAL
        return RuleBook.NONE

    @property
    def article(self) -> str:
        """The rule's number within its book: 'A4', '15', 'G3', 'P2', 'END'; '' for none."""
        if "-" in self.value and self.book is not RuleBook.NONE:
            return self.value.split("-", 1)[1]
        return ""


__all__ = ["Color", "PieceKind", "Ruleset", "Notation", "TouchCase", "RuleBook", "Rule"]
