"""Time controls as values, in a short text form and as a PGN ``[TimeControl]`` tag value.

Short text form (minutes for main times, seconds marked ``s``), what ``str(tc)`` writes and
``TimeControl.parse`` reads back:

- ``-`` (or empty): no time control;
- ``60``: sudden death, 60 minutes;
- ``20+10``: Fischer, 20 minutes plus 10 seconds added after each move;
- ``10|30s``: byo-yomi (读秒), 10 minutes then 30 seconds for each move; ``10|30s x3``: three periods;
- ``40/90+30``: 40 moves in 90 minutes, 30 seconds added after each move; the period repeats and
  unused time carries over (``40/90`` without increment);
- ``5s/move``: a fixed time for each move, unused time is lost.

A main time that is not whole minutes is written in seconds (``90s+2``); minutes with a decimal part
are read if they make whole seconds (``1.5`` is ``90s``). ``20+0`` reads as ``20``.

A control longer than a year is refused (problem TOO_LONG): a main time, an increment, or the whole of
the byo-yomi periods over :data:`MAX_SECONDS`, or a number too long to be a time at all; more than
:data:`MAX_MOVES` moves a period is BAD_MOVES. Every text that cannot be read raises TimeControlError,
never another error.

PGN ``[TimeControl]`` value (seconds throughout, PGN standard section 9.6.1 where it has a form):
``-``, ``3600``, ``1200+10``, ``40/5400+30`` (the standard has ``40/5400``; the ``+30`` is cutechess's
form), ``1/5`` for a fixed 5 s per move, and the extension ``600|30`` / ``600|30x3`` for byo-yomi.
With time odds the two sides' values go in ``[RedTimeControl]`` and ``[BlackTimeControl]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from .errors import PicklableError


class TimeKind(StrEnum):
    """What kind of time control."""

    NONE = "none"
    SUDDEN_DEATH = "sudden-death"
    FISCHER = "fischer"
    BYOYOMI = "byoyomi"
    PER_MOVE = "per-move"
    MOVES_PER_PERIOD = "moves-per-period"


class TimeControlProblem(StrEnum):
    """What is wrong with a time control text (``TimeControlError.problem``)."""

    BAD_FORM = "bad-form"                # the text has none of the known forms
    BAD_NUMBER = "bad-number"            # a number is not a number
    NOT_WHOLE_SECONDS = "not-whole-seconds"  # minutes that do not make whole seconds
    NO_TIME = "no-time"                  # a main time, per-move or byo-yomi time of zero
    BAD_PERIODS = "bad-periods"          # byo-yomi periods below 1
    BAD_MOVES = "bad-moves"              # moves per period below 1
    UNKNOWN = "unknown"                  # PGN '?': the time control is not known
    UNSUPPORTED = "unsupported"          # a PGN form this model cannot hold (several stages, sandclock)
    TOO_LONG = "too-long"                # a control longer than a year (MAX_SECONDS)


MAX_SECONDS = 365 * 24 * 3600           # no time in a control may be longer than a year
MAX_MOVES = 1000                        # moves a period (moves-per-period)
MAX_DIGITS = 12                         # a number longer than this (leading zeros aside) is no time


class TimeControlError(PicklableError, ValueError):
    """A time control text that cannot be read: ``problem`` says why, ``text`` is what was read."""

    def __init__(self, problem: TimeControlProblem, text: str) -> None:
        self.problem = problem
        self.text = text
        shown = text if len(text) <= 60 else text[:59] + "…"
        super().__init__(f"time control {shown!r}: {problem.value}")


@dataclass(frozen=True)
class TimeControl:
    """One side's time control; seconds are whole numbers. Build it with the class methods."""

    kind: TimeKind = TimeKind.NONE
    main: int = 0          # main time (or the period's time for moves-per-period), seconds
    increment: int = 0     # Fischer increment, seconds
    per_move: int = 0      # byo-yomi period or fixed time per move, seconds
    periods: int = 0       # byo-yomi periods
    moves: int = 0         # moves per period

    # ----- construction --------------------------------------------------------------------------
    @classmethod
    def none(cls) -> TimeControl:
        """No time control (the clock only measures)."""
        return cls()

    @classmethod
    def sudden_death(cls, seconds: int) -> TimeControl:
        """All moves in `seconds`."""
        return cls._checked(TimeKind.SUDDEN_DEATH, str(seconds), main=seconds)

    @classmethod
    def fischer(cls, seconds: int, increment: int) -> TimeControl:
        """`seconds` plus `increment` after each move (no increment: sudden death)."""
        if increment == 0:
            return cls.sudden_death(seconds)
        return cls._checked(TimeKind.FISCHER, f"{seconds}+{increment}", main=seconds, increment=increment)

    @classmethod
    def byoyomi(cls, seconds: int, per_move: int, periods: int = 1) -> TimeControl:
        """`seconds` of main time, then `per_move` seconds for each move, `periods` times over."""
        return cls._checked(TimeKind.BYOYOMI, f"{seconds}|{per_move}x{periods}", main=seconds,
                            per_move=per_move, periods=periods)

    @classmethod
    def fixed_per_move(cls, seconds: int) -> TimeControl:
        """`seconds` for each move; unused time is lost."""
        return cls._checked(TimeKind.PER_MOVE, f"{seconds}s/move", per_move=seconds)

    @classmethod
    def moves_per_period(cls, moves: int, seconds: int, increment: int = 0) -> TimeControl:
        """`moves` moves in `seconds`, repeating, unused time carried over; plus `increment` a move."""
        if moves == 1 and increment == 0:
            return cls.fixed_per_move(seconds)
        return cls._checked(TimeKind.MOVES_PER_PERIOD, f"{moves}/{seconds}+{increment}", main=seconds,
                            increment=increment, moves=moves)

    @classmethod
    def _checked(cls, kind: TimeKind, text: str, **fields: int) -> TimeControl:
        if any(v < 0 for v in fields.values()):
            raise TimeControlError(TimeControlProblem.BAD_NUMBER, text)
        if kind is TimeKind.BYOYOMI and fields["per_move"] == 0:
            raise TimeControlError(TimeControlProblem.NO_TIME, text)
        if kind in (TimeKind.SUDDEN_DEATH, TimeKind.FISCHER, TimeKind.MOVES_PER_PERIOD) and fields["main"] == 0:
            raise TimeControlError(TimeControlProblem.NO_TIME, text)
        if kind is TimeKind.PER_MOVE and fields["per_move"] == 0:
            raise TimeControlError(TimeControlProblem.NO_TIME, text)
        if kind is TimeKind.BYOYOMI and fields["periods"] < 1:
            raise TimeControlError(TimeControlProblem.BAD_PERIODS, text)
        if kind is TimeKind.MOVES_PER_PERIOD and not 1 <= fields["moves"] <= MAX_MOVES:
            raise TimeControlError(TimeControlProblem.BAD_MOVES, text)
        longest = max(fields.get("main", 0), fields.get("increment", 0),
                      fields.get("main", 0) + fields.get("per_move", 0) * max(1, fields.get("periods", 0)))
        if longest > MAX_SECONDS:
            raise TimeControlError(TimeControlProblem.TOO_LONG, text)
        return cls(kind, **fields)

    # ----- queries -------------------------------------------------------------------------------
    @property
    def is_timed(self) -> bool:
        """False for no time control."""
        return self.kind is not TimeKind.NONE

    @property
    def start_time(self) -> int:
        """Seconds on the clock at the start (main time, or the time for the first move)."""
        return self.per_move if self.kind is TimeKind.PER_MOVE else self.main

    # ----- short text form -----------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """Read the short text form ('20+10', '60', '10|30s x3', '40/90+30', '5s/move', '-')."""
        try:
            return cls._parse(text)
        except TimeControlError as err:
            raise TimeControlError(err.problem, text) from None

    @classmethod
    def _parse(cls, text: str) -> TimeControl:
        s = " ".join(text.split()).lower()
        if s in ("", "-"):
            return cls.none()
        m = _SHORT_PER_MOVE.fullmatch(s)
        if m:
            return cls.fixed_per_move(_int(m.group(1), text))
        m = _SHORT_BYOYOMI.fullmatch(s)
        if m:
            return cls.byoyomi(_minutes(m.group(1), text), _int(m.group(2), text),
                               _int(m.group(3) or "1", text))
        m = _SHORT_PERIOD.fullmatch(s)
        if m:
            moves = _int(m.group(1), text)
            if moves < 1:
                raise TimeControlError(TimeControlProblem.BAD_MOVES, text)
            return cls.moves_per_period(moves, _minutes(m.group(2), text), _int(m.group(3) or "0", text))
        m = _SHORT_FISCHER.fullmatch(s)
        if m:
            return cls.fischer(_minutes(m.group(1), text), _int(m.group(2) or "0", text))
        raise TimeControlError(TimeControlProblem.BAD_FORM, text)

    def __str__(self) -> str:
        k = self.kind
        if k is TimeKind.NONE:
            return "-"
        if k is TimeKind.SUDDEN_DEATH:
            return _min_text(self.main)
        if k is TimeKind.FISCHER:
            return f"{_min_text(self.main)}+{self.increment}"
        if k is TimeKind.BYOYOMI:
            periods = f" x{self.periods}" if self.periods != 1 else ""
            return f"{_min_text(self.main)}|{self.per_move}s{periods}"
        if k is TimeKind.PER_MOVE:
            return f"{self.per_move}s/move"
        inc = f"+{self.increment}" if self.increment else ""
        return f"{self.moves}/{_min_text(self.main)}{inc}"

    # ----- PGN [TimeControl] value ---------------------------------------------------------------
    def to_pgn(self) -> str:
        """The PGN [TimeControl] tag value ('-', '3600', '1200+10', '40/5400+30', '1/5', '600|30x3')."""
        k = self.kind
        if k is TimeKind.NONE:
            return "-"
        if k is TimeKind.SUDDEN_DEATH:
            return str(self.main)
        if k is TimeKind.FISCHER:
            return f"{self.main}+{self.increment}"
        if k is TimeKind.BYOYOMI:
            periods = f"x{self.periods}" if self.periods != 1 else ""
            return f"{self.main}|{self.per_move}{periods}"
        if k is TimeKind.PER_MOVE:
            return f"1/{self.per_move}"
        inc = f"+{self.increment}" if self.increment else ""
        return f"{self.moves}/{self.main}{inc}"

    @classmethod
    def from_pgn(cls, value: str) -> TimeControl:
        """Read a PGN [TimeControl] value (raises TimeControlError; problem UNKNOWN for '?')."""
        try:
            return cls._from_pgn(value)
        except TimeControlError as err:
            raise TimeControlError(err.problem, value) from None

    @classmethod
    def _from_pgn(cls, value: str) -> TimeControl:
        s = value.strip()
        if s in ("", "-"):
            return cls.none()
        if s == "?":
            raise TimeControlError(TimeControlProblem.UNKNOWN, value)
        if ":" in s or s.startswith("*"):
            raise TimeControlError(TimeControlProblem.UNSUPPORTED, value)
        m = _PGN_BYOYOMI.fullmatch(s)
        if m:
            return cls.byoyomi(_int(m.group(1), value), _int(m.group(2), value), _int(m.group(3) or "1", value))
        m = _PGN_PERIOD.fullmatch(s)
        if m:
            moves = _int(m.group(1), value)
            if moves < 1:
                raise TimeControlError(TimeControlProblem.BAD_MOVES, value)
            return cls.moves_per_period(moves, _int(m.group(2), value), _int(m.group(3) or "0", value))
        m = _PGN_FISCHER.fullmatch(s)
        if m:
            return cls.fischer(_int(m.group(1), value), _int(m.group(2) or "0", value))
        raise TimeControlError(TimeControlProblem.BAD_FORM, value)


def time_control_headers(red: TimeControl, black: TimeControl | None = None) -> dict[str, str]:
    """PGN tags for the time controls: [TimeControl] when both sides have the same, else (time odds)
    [RedTimeControl] and [BlackTimeControl]."""
    if black is None or black == red:
        return {"TimeControl": red.to_pgn()}
    return {"RedTimeControl": red.to_pgn(), "BlackTimeControl": black.to_pgn()}


def time_controls_of(tags: dict[str, str]) -> tuple[TimeControl, TimeControl] | None:
    """Red's and Black's time controls from PGN tags, or None if absent or unreadable ('?', '15-5-15')."""
    try:
        if "RedTimeControl" in tags and "BlackTimeControl" in tags:
            return (TimeControl.from_pgn(tags["RedTimeControl"]), TimeControl.from_pgn(tags["BlackTimeControl"]))
        if "TimeControl" in tags:
            tc = TimeControl.from_pgn(tags["TimeControl"])
            return tc, tc
    except TimeControlError:
        return None
    return None


_NUM = r"(\d+(?:\.\d+)?s?)"
_SHORT_PER_MOVE = re.compile(r"(\d+) ?s ?(?:/ ?move|/ ?m|pm)")
_SHORT_BYOYOMI = re.compile(_NUM + r" ?\| ?(\d+) ?s?(?: ?[x×*] ?(\d+))?")
_SHORT_PERIOD = re.compile(r"(\d+) ?/ ?" + _NUM + r"(?: ?\+ ?(\d+))?")
_SHORT_FISCHER = re.compile(_NUM + r"(?: ?\+ ?(\d+))?")
_PGN_BYOYOMI = re.compile(r"(\d+)\|(\d+)(?:x(\d+))?")
_PGN_PERIOD = re.compile(r"(\d+)/(\d+)(?:\+(\d+))?")
_PGN_FISCHER = re.compile(r"(\d+)(?:\+(\d+))?")


def _int(digits: str, text: str) -> int:
    if not digits.isdigit():
        raise TimeControlError(TimeControlProblem.BAD_NUMBER, text)
    if len(digits.lstrip("0")) > MAX_DIGITS:
        raise TimeControlError(TimeControlProblem.TOO_LONG, text)
    try:
        return int(digits.lstrip("0") or "0")
    except ValueError:               # a digit int() does not read ('²' is a digit to isdigit())
        raise TimeControlError(TimeControlProblem.BAD_NUMBER, text) from None


def _minutes(number: str, text: str) -> int:
    """Seconds in a number of minutes ('1.5' -> 90) or of seconds ('90s'); whole seconds only."""
    if number.endswith("s"):
        return _int(number[:-1], text)
    whole, _, frac = number.partition(".")
    frac = frac.rstrip("0")
    if len(frac) > 6:
        raise TimeControlError(TimeControlProblem.NOT_WHOLE_SECONDS, text)
    millionths = _int(whole, text) * 10**6 + (_int(frac.ljust(6, "0"), text) if frac else 0)
    seconds, rest = divmod(millionths * 60, 10**6)
    if rest:
        raise TimeControlError(TimeControlProblem.NOT_WHOLE_SECONDS, text)
    return seconds


def _min_text(seconds: int) -> str:
    """A main time as the short form writes it: whole minutes ('20') or seconds ('90s')."""
    whole, rest = divmod(seconds, 60)
    return f"{seconds}s" if rest else str(whole)


__all__ = [
    "MAX_MOVES",
    "MAX_SECONDS",
    "TimeControl",
    "TimeControlError",
    "TimeControlProblem",
    "TimeKind",
    "time_control_headers",
    "time_controls_of",
]
