"""The text of engine lines that every protocol shares (no I/O here): moves in either rank counting,
``option`` lines, option values, ``info`` lines and their scores.

Facts from the protocol descriptions (UCI by Kahlen/Meyer-Kahlen; UCCI by Huang Chen): UCI declares
``option name <N> type <T> ...``, UCCI ``option <N> type <T> ...``. Move squares are a file letter and a
rank number, ranks counted 0-9 by Pikafish and UCCI engines and 1-10 by Fairy-Stockfish's UCI
(``rank_base`` 0 or 1). What differs between protocols is in app.engines.protocol's classes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.model import Move

from .errors import EngineOptionError, EngineProblem
from .values import EngineOption, OptionType, Score

_SQUARE = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})$")
_OPTION_KEYS = ("type", "default", "min", "max", "var")
_INFO_INT_KEYS = ("depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull")
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


def parse_option(line: str) -> EngineOption | None:
    """An ``option ...`` line as an EngineOption, in UCI's form (``option name N type T``) or UCCI's
    (``option N type T``); None if it is not a well-formed option line."""
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
    """The protocol text for setting `option` to `value`; EngineOptionError (a ValueError) when the
    option does not take it."""
    kind = option.type
    text = _option_text(option, value)
    if text is None:
        raise EngineOptionError(EngineProblem.BAD_OPTION_VALUE, option=option, value=str(value))
    if kind == OptionType.STRING and not text:
        return "<empty>"
    return text


def _option_text(option: EngineOption, value: object) -> str | None:
    kind = option.type
    if kind == OptionType.CHECK:
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower()
        return ("true" if value else "false") if isinstance(value, bool) else None
    if kind == OptionType.SPIN:
        try:
            number = int(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        except ValueError:
            return None
        if number is None or (option.min is not None and number < option.min) or (
                option.max is not None and number > option.max):
            return None
        return str(number)
    if kind == OptionType.COMBO:
        return next((c for c in option.choices if c.lower() == str(value).lower()), None)
    if kind == OptionType.BUTTON:
        return ""
    text = str(value)
    return None if "\n" in text or "\r" in text else text


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


def bare_score(score: Score, scale: MateScale) -> Score:
    """A bare UCCI score read with an engine's mate convention (evaluations are kept as they are)."""
    value = score.cp
    if value is None or not scale.bound < abs(value) <= scale.value:
        return score
    plies = scale.value - abs(value)
    return Score(mate=(plies + 1) // 2) if value > 0 else Score(mate=-(plies // 2))


__all__ = ["RawInfo", "MateScale", "move_text", "parse_move_text", "parse_option", "option_value_text",
           "parse_info", "bare_score", "NULL_MOVES"]
