"""The text of the UCI and UCCI protocols: parsing engine lines and writing commands (no I/O here).

Facts from the protocol descriptions (UCI by Kahlen/Meyer-Kahlen; UCCI by Huang Chen): UCI declares
``option name <N> type <T> ...``, UCCI ``option <N> type <T> ...``; UCI sends ``setoption name <N>
value <V>``, UCCI ``setoption <N> <V>``. Move squares are a file letter and a rank number, ranks
counted 0-9 by Pikafish and UCCI engines and 1-10 by Fairy-Stockfish's UCI (``rank_base`` 0 or 1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from app.model import Move

from .values import EngineOption, Limit, OptionType, Score

Protocol = Literal["uci", "ucci"]

_SQUARE = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})$")
_OPTION_KEYS = ("type", "default", "min", "max", "var")
_INFO_INT_KEYS = ("depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull")
UCCI_INFINITE_DEPTH = 99
NULL_MOVES = ("(none)", "0000", "none", "null")


def move_text(move: Move, rank_base: int) -> str:
    """A move in an engine's coordinates: files a-i, ranks counted from `rank_base` (0 or 1)."""
    f1, r1 = move.from_sq % 9, move.from_sq // 9
    f2, r2 = move.to_sq % 9, move.to_sq // 9
    return f"{'abcdefghi'[f1]}{r1 + rank_base}{'abcdefghi'[f2]}{r2 + rank_base}"


def parse_move_text(text: str, rank_base: int) -> Move | None:
    """The Move an engine means by `text` in the given rank counting, or None if it is no move there."""
    m = _SQUARE.match(text.strip().lower())
    if m is None:
        return None
    r1, r2 = int(m.group(2)) - rank_base, int(m.group(4)) - rank_base
    if not (0 <= r1 <= 9 and 0 <= r2 <= 9):
        return None
    f1, f2 = "abcdefghi".index(m.group(1)), "abcdefghi".index(m.group(3))
    return Move(r1 * 9 + f1, r2 * 9 + f2)


def parse_option(line: str, protocol: Protocol) -> EngineOption | None:
    """An ``option ...`` line as an EngineOption (None if it is not a well-formed option line)."""
    words = line.split()
    if not words or words[0] != "option":
        return None
    rest = words[1:]
    if rest and rest[0] == "name":
        rest = rest[1:]
    if "type" not in rest:
        return None
    cut = rest.index("type")
    name = " ".join(rest[:cut])
    if not name:
        return None
    fields: dict[str, list[str]] = {}
    choices: list[list[str]] = []
    key = ""
    for word in rest[cut:]:
        if word in _OPTION_KEYS:
            key = word
            if key == "var":
                choices.append([])
            else:
                fields[key] = []
        elif key == "var":
            choices[-1].append(word)
        elif key:
            fields[key].append(word)
    try:
        kind = OptionType(" ".join(fields.get("type", [])).lower())
    except ValueError:
        return None
    default_text = " ".join(fields["default"]) if "default" in fields else None
    if default_text == "<empty>":
        default_text = ""
    default: str | int | bool | None = default_text
    try:
        if kind == OptionType.SPIN and default_text is not None:
            default = int(default_text)
        elif kind == OptionType.CHECK and default_text is not None:
            default = default_text.lower() == "true"
        low = int(fields["min"][0]) if fields.get("min") else None
        high = int(fields["max"][0]) if fields.get("max") else None
    except ValueError:
        return None
    return EngineOption(name, kind, default, low, high, tuple(" ".join(c) for c in choices if c))


def option_value_text(option: EngineOption, value: object) -> str:
    """The protocol text for setting `option` to `value`; a ValueError says what is wrong with it."""
    kind = option.type
    if kind == OptionType.CHECK:
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower()
        if not isinstance(value, bool):
            raise ValueError(f"option {option.name!r} takes true or false, not {value!r}")
        return "true" if value else "false"
    if kind == OptionType.SPIN:
        try:
            number = int(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        except ValueError:
            number = None
        if number is None:
            raise ValueError(f"option {option.name!r} takes a whole number, not {value!r}")
        if (option.min is not None and number < option.min) or (option.max is not None and number > option.max):
            raise ValueError(f"option {option.name!r} takes {option.min}-{option.max}, not {number}")
        return str(number)
    if kind == OptionType.COMBO:
        text = str(value)
        for choice in option.choices:
            if choice.lower() == text.lower():
                return choice
        raise ValueError(f"option {option.name!r} takes one of {', '.join(option.choices)}, not {value!r}")
    if kind == OptionType.BUTTON:
        return ""
    text = str(value)
    if "\n" in text:
        raise ValueError(f"option {option.name!r}: a value cannot contain a line break")
    return text if text else "<empty>"


def setoption_command(name: str, value: str, protocol: Protocol, button: bool = False) -> str:
    """The ``setoption`` line for a protocol."""
    if protocol == "uci":
        return f"setoption name {name}" if button else f"setoption name {name} value {value}"
    return f"setoption {name}" if button else f"setoption {name} {value}"


@dataclass
class RawInfo:
    """An ``info`` line's fields as the engine wrote them (moves still text)."""

    ints: dict[str, int] = field(default_factory=dict)
    score: Score | None = None
    bound: str | None = None
    pv: list[str] = field(default_factory=list)
    string: str | None = None
    currmove: bool = False
    bare: bool = False          # the score was a bare number (UCCI), not ``cp N`` / ``mate N``


def parse_info(line: str) -> RawInfo | None:
    """An ``info ...`` line's fields; None for a line that is not an info line."""
    words = line.split()
    if not words or words[0] != "info":
        return None
    raw = RawInfo()
    i = 1
    while i < len(words):
        word = words[i]
        if word == "string":
            raw.string = " ".join(words[i + 1:])
            break
        if word == "pv":
            raw.pv = words[i + 1:]
            break
        if word in _INFO_INT_KEYS and i + 1 < len(words):
            try:
                raw.ints[word] = int(words[i + 1])
            except ValueError:
                pass
            i += 2
            continue
        if word == "score" and i + 1 < len(words):
            i = _parse_score(words, i + 1, raw)
            continue
        if word in ("currmove", "currmovenumber", "refutation", "currline"):
            raw.currmove = True
        i += 1
    return raw


def _parse_score(words: list[str], i: int, raw: RawInfo) -> int:
    """Read ``cp N`` / ``mate N`` / ``N`` (UCCI) and an optional bound from words[i:]."""
    kind = words[i]
    try:
        if kind in ("cp", "mate") and i + 1 < len(words):
            value = int(words[i + 1])
            raw.score = Score(cp=value) if kind == "cp" else Score(mate=value)
            i += 2
        else:
            raw.score = Score(cp=int(kind))
            raw.bare = True
            i += 1
    except ValueError:
        return i + 1
    if i < len(words) and words[i] in ("lowerbound", "upperbound"):
        raw.bound = words[i]
        i += 1
    return i


@dataclass(frozen=True)
class MateScale:
    """How a UCCI engine writes a mate as a bare score: ``value`` minus the plies to the mate (from
    the side to move's view, negative when it is mated); numbers beyond ``bound`` (and up to
    ``value``) are mates, numbers up to it evaluations."""

    value: int
    bound: int


# UCCI leaves mate scores to each engine, so a bare score is read as a mate only for an engine
# whose convention is known. ElephantEye (search.cpp, position.h): a mate is MATE_VALUE (10000)
# minus the distance in plies (at most LIMIT_DEPTH, 64); 9800-9900 (WIN_VALUE-BAN_VALUE) are wins by
# the other side's forbidden perpetual check or chase, which are not mates and stay evaluations.
UCCI_MATE_SCALES: dict[str, MateScale] = {"elephanteye": MateScale(value=10_000, bound=9_900)}


# UCCI engines known to report their opening book as ``info depth 0 score W pv M`` lines, one per
# book move M with its weight W (ElephantEye, search.cpp), before a bestmove drawn among them at random.
UCCI_BOOK_REPORTERS = frozenset({"elephanteye"})


def _engine_key(name: str) -> str:
    words = name.lower().split()
    return words[0] if words else ""


def ucci_mate_scale(name: str) -> MateScale | None:
    """The mate convention of a UCCI engine known by its ``id name`` (None: read scores as they are)."""
    return UCCI_MATE_SCALES.get(_engine_key(name))


def ucci_reports_book(name: str) -> bool:
    """True for a UCCI engine (by ``id name``) whose depth-0 lines are book moves and weights."""
    return _engine_key(name) in UCCI_BOOK_REPORTERS


def bare_score(score: Score, scale: MateScale) -> Score:
    """A bare UCCI score read with an engine's mate convention (evaluations are kept as they are)."""
    value = score.cp
    if value is None or not scale.bound < abs(value) <= scale.value:
        return score
    plies = scale.value - abs(value)
    return Score(mate=(plies + 1) // 2) if value > 0 else Score(mate=-(plies // 2))


def go_command(limit: Limit, protocol: Protocol, red_to_move: bool, infinite: bool,
               searchmoves: list[str] | None = None) -> str:
    """The ``go`` line for a limit. A UCCI fixed time per move is enforced by the client (it sends
    ``stop``), so for UCCI ``Limit.time`` is left out here."""
    parts = ["go"]
    if protocol == "uci":
        if infinite:
            parts.append("infinite")
        for key, value in (("wtime", _ms(limit.red_clock)), ("btime", _ms(limit.black_clock)),
                           ("winc", _ms(limit.red_inc)), ("binc", _ms(limit.black_inc)),
                           ("movestogo", limit.moves_to_go), ("depth", limit.depth),
                           ("nodes", limit.nodes), ("movetime", _ms(limit.time))):
            if value is not None and not infinite:
                parts += [key, str(value)]
        if searchmoves:
            parts += ["searchmoves", *searchmoves]   # last: Stockfish reads moves to the end of line
        return " ".join(parts)
    own, opp = (limit.red_clock, limit.black_clock) if red_to_move else (limit.black_clock, limit.red_clock)
    own_inc, opp_inc = (limit.red_inc, limit.black_inc) if red_to_move else (limit.black_inc, limit.red_inc)
    if not infinite and own is not None:
        parts += ["time", str(_ms(own))]
        if limit.moves_to_go is not None:
            parts += ["movestogo", str(limit.moves_to_go)]
        elif own_inc is not None:
            parts += ["increment", str(_ms(own_inc))]
        if opp is not None:
            parts += ["opptime", str(_ms(opp))]
            if opp_inc is not None and limit.moves_to_go is None:
                parts += ["oppincrement", str(_ms(opp_inc))]
    elif not infinite and limit.depth is not None:
        parts += ["depth", str(limit.depth)]
    elif not infinite and limit.nodes is not None:
        parts += ["nodes", str(limit.nodes)]
    else:
        parts += ["depth", str(UCCI_INFINITE_DEPTH)]   # "depth infinite" is misread by some engines
    return " ".join(parts)


def _ms(seconds: float | None) -> int | None:
    return None if seconds is None else max(0, round(seconds * 1000))


__all__ = ["Protocol", "RawInfo", "move_text", "parse_move_text", "parse_option", "option_value_text",
           "setoption_command", "parse_info", "go_command", "NULL_MOVES", "MateScale", "ucci_mate_scale",
           "bare_score", "ucci_reports_book"]
