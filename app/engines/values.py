"""Values exchanged with engines: search limits, scores, analysis info, play results, options (the
errors are in app.engines.errors).

Pure data (frozen dataclasses), shared by the built-in AI, the UCI/UCCI clients and the controller's
players, so that anything that chooses moves speaks the same language (modelled on python-chess's
``chess.engine``: Limit, PovScore, InfoDict, PlayResult).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from app.model import Move
from app.model.enums import Color


@dataclass(frozen=True)
class Limit:
    """When a search must stop: any of time per move (seconds), depth, nodes, or the clocks.

    Clock fields are the remaining times in seconds (``red_clock``/``black_clock``), the increments
    per move (``red_inc``/``black_inc``) and the moves until the next time control (``moves_to_go``).
    All None means: search until told to stop (infinite analysis).
    """

    time: float | None = None
    depth: int | None = None
    nodes: int | None = None
    red_clock: float | None = None
    black_clock: float | None = None
    red_inc: float | None = None
    black_inc: float | None = None
    moves_to_go: int | None = None

    @property
    def is_infinite(self) -> bool:
        """True if nothing bounds the search."""
        return all(v is None for v in (self.time, self.depth, self.nodes, self.red_clock, self.black_clock))


@dataclass(frozen=True)
class Score:
    """An evaluation from the side to move's view: centipawns, or moves to mate (``mate`` > 0: the
    side to move mates in that many moves; < 0: it is mated; 0: it is mated now)."""

    cp: int | None = None
    mate: int | None = None

    def __post_init__(self) -> None:
        if (self.cp is None) == (self.mate is None):
            raise ValueError("a Score has either cp or mate")

    @property
    def is_mate(self) -> bool:
        """True for a mate score."""
        return self.mate is not None

    def negated(self) -> Score:
        """The same evaluation from the other side's view."""
        if self.mate is not None:
            return Score(mate=-self.mate)
        return Score(cp=-(self.cp or 0))

    def for_color(self, mover: Color, viewer: Color) -> Score:
        """This score (the mover's view) seen from `viewer` (e.g. Color.RED for the usual display)."""
        return self if mover == viewer else self.negated()

    def sort_key(self, mate_value: int = 100_000) -> int:
        """A number that orders scores (a quicker mate is better; being mated later is better)."""
        if self.mate is not None:
            if self.mate > 0:
                return mate_value - self.mate
            return -mate_value - self.mate
        return self.cp or 0


@dataclass(frozen=True)
class Info:
    """One report from a searching engine. ``multipv`` is the line's rank (1 = best); ``pv`` is a
    list of legal moves from the analysed position; ``time`` in seconds; missing fields are None."""

    depth: int | None = None
    seldepth: int | None = None
    multipv: int = 1
    score: Score | None = None
    pv: tuple[Move, ...] = ()
    nodes: int | None = None
    nps: int | None = None
    time: float | None = None
    hashfull: int | None = None
    string: str | None = None


@dataclass(frozen=True)
class PlayResult:
    """An engine's chosen move (None only if it has no legal move), the move it expects in reply, and
    the last info it reported."""

    move: Move | None
    ponder: Move | None = None
    info: Info | None = None


class OptionType(StrEnum):
    """UCI option types."""

    CHECK = "check"
    SPIN = "spin"
    COMBO = "combo"
    BUTTON = "button"
    STRING = "string"


@dataclass(frozen=True)
class EngineOption:
    """An option the engine declared: name, type, default, min/max (spin), choices (combo)."""

    name: str
    type: OptionType
    default: str | int | bool | None = None
    min: int | None = None
    max: int | None = None
    choices: tuple[str, ...] = field(default_factory=tuple)


def newer_line(old: Info | None, new: Info) -> Info:
    """The line to show for a rank after `new` arrives: `new`, unless it is a line the engine cut short
    as it stopped (shallower than `old`, or as deep with fewer moves of the same line): then `old`, whose
    line was complete."""
    if old is None or old.depth is None or new.depth is None:
        return new
    if new.depth < old.depth:
        return old
    if new.depth == old.depth and len(new.pv) < len(old.pv) and old.pv[:len(new.pv)] == new.pv:
        return old
    return new


# Options multi-variant engines (Fairy-Stockfish) declare that do nothing for xiangqi: chess960 castling,
# Syzygy tablebases (chess endgames), and the variant itself (set to xiangqi by the session).
NOT_FOR_XIANGQI = frozenset({"uci_chess960", "syzygypath", "syzygyprobedepth", "syzygy50moverule",
                             "syzygyprobelimit", "uci_variant", "variantpath"})


def for_xiangqi(options: tuple[EngineOption, ...]) -> tuple[EngineOption, ...]:
    """The options that apply to xiangqi (those of NOT_FOR_XIANGQI left out)."""
    return tuple(option for option in options if option.name.lower() not in NOT_FOR_XIANGQI)


__all__ = ["Limit", "Score", "Info", "PlayResult", "OptionType", "EngineOption", "NOT_FOR_XIANGQI", "for_xiangqi",
           "newer_line"]
