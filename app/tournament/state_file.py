"""The tournament state file's content, read with every field checked (see store.py for the file).

``read_state(data)`` turns the parsed JSON into a SavedTournament, checking each field's type and range
(Damaged names the first field that is wrong: ``games[3].number``, ``settings.games``);
``check_games`` then checks the games against the tournament's schedule.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.engines import PROTOCOLS
from app.model import Board, Move
from app.model.enums import Color, Ruleset

from .config import Format, TournamentSettings
from .errors import OpeningError, SettingError
from .openings import StartLine
from .played import Ending, PartialGame
from .results import GameResult
from .schedule import GameSlot

STATE_FORMAT = 2
READ_FORMATS = (1, 2)          # format 1: the first version's (no copy of the last game's text)


@dataclass(frozen=True)
class LastWrite:
    """The last game's text as it was appended to the PGN, and where it starts; `written` once the run
    that appended it saw the append whole in the file (a PGN short of it since is the user's change)."""

    at: int
    text: str
    written: bool = False

    @property
    def payload(self) -> bytes:
        """The bytes written."""
        return self.text.encode("utf-8")

    @property
    def end(self) -> int:
        """The PGN's length after it."""
        return self.at + len(self.payload)


@dataclass(frozen=True)
class SavedTournament:
    """What a state file holds (checked: see TournamentStore.load)."""

    settings: TournamentSettings
    openings: tuple[StartLine, ...]
    results: tuple[GameResult, ...]
    pgn_size: int
    unfinished: tuple[PartialGame, ...] = ()
    format: int = STATE_FORMAT
    last: LastWrite | None = None
    places: dict[int, tuple[int, int]] = field(default_factory=dict)   # game number: (offset, bytes) in the PGN


class Damaged(Exception):
    """A field of the state file that is not what it must be."""

    def __init__(self, where: str, detail: str) -> None:
        super().__init__(f"{where}: {detail}")
        self.field, self.detail = where, detail


def _dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Damaged(where, f"{_shown(value)} is not an object")
    return value


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise Damaged(where, f"{_shown(value)} is not a list")
    return value


def _text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise Damaged(where, f"{_shown(value)} is not a text")
    return value


def _int(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Damaged(where, f"{_shown(value)} is not a whole number")
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"from {low}" if high is None else f"from {low} to {high}" if low is not None else f"at most {high}"
        raise Damaged(where, f"{value} is out of range ({span})")
    return value


def _number(value: object, where: str, low: float | None = 0.0) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Damaged(where, f"{_shown(value)} is not a number")
    number = float(value)
    if not math.isfinite(number) or (low is not None and number < low):
        raise Damaged(where, f"{_shown(value)} is out of range")
    return number


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, allow_nan=True, default=str) if not isinstance(value, float) \
        else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def read_state(data: dict[str, Any]) -> SavedTournament:
    """The state file's content, every field checked (Damaged names the first one that is wrong)."""
    state_format = int(data["format"])
    settings = _read_settings(_dict(data.get("settings"), "settings"), state_format)
    openings_raw = _list(data.get("openings"), "openings")
    if not openings_raw:
        raise Damaged("openings", "no opening")
    openings = tuple(_read_opening(o, f"openings[{i}]") for i, o in enumerate(openings_raw))
    results: list[GameResult] = []
    places: dict[int, tuple[int, int]] = {}
    for i, raw in enumerate(_list(data.get("games"), "games")):
        where = f"games[{i}]"
        result = _read_result(_dict(raw, where), where)
        results.append(result)
        if state_format >= 2 and "pgn" in raw:
            place = _list(raw["pgn"], f"{where}.pgn")
            if len(place) != 2:
                raise Damaged(f"{where}.pgn", "an offset and a length expected")
            places[result.number] = (_int(place[0], f"{where}.pgn[0]", 0), _int(place[1], f"{where}.pgn[1]", 0))
    unfinished = tuple(_read_partial(_dict(raw, f"unfinished[{i}]"), f"unfinished[{i}]")
                       for i, raw in enumerate(_list(data.get("unfinished", []), "unfinished")))
    size = _int(data.get("pgn_size"), "pgn_size", 0)
    last = None
    if state_format >= 2:
        start = _int(data.get("pgn_start", 0), "pgn_start", 0)
        raw_last = data.get("last")
        if raw_last is not None:
            last_dict = _dict(raw_last, "last")
            written = last_dict.get("written", False)
            if not isinstance(written, bool):
                raise Damaged("last.written", f"{type(written).__name__}, not true or false")
            last = LastWrite(_int(last_dict.get("at"), "last.at", start), _text(last_dict.get("text"), "last.text"),
                             written)
            if size != last.end:
                raise Damaged("pgn_size", f"{size}, but the last game written ends at byte {last.end}")
        elif results:
            raise Damaged("last", f"missing, with {len(results)} games recorded")
        elif size != start:
            raise Damaged("pgn_size", f"{size}, but no game was written after byte {start}")
        for number, (at, length) in places.items():
            if at < start or at + length > size:
                raise Damaged(f"games (game {number}).pgn", f"bytes {at}-{at + length} lie outside the "
                               f"tournament's part of the PGN ({start}-{size})")
    return SavedTournament(settings, openings, tuple(results), size, unfinished, state_format, last, places)


def _read_settings(data: dict[str, Any], state_format: int) -> TournamentSettings:
    where = "settings"
    engines = _list(data.get("engines"), f"{where}.engines")
    protocols = ("auto", *(p.name for p in PROTOCOLS))
    for i, raw in enumerate(engines):
        at = f"{where}.engines[{i}]"
        engine = _dict(raw, at)
        if not _text(engine.get("command"), f"{at}.command").strip():
            raise Damaged(f"{at}.command", "no engine command")     # (it failed later as "engine ?")
        if engine.get("level") is not None:
            _text(engine["level"], f"{at}.level")
        if _text(engine.get("protocol", "auto"), f"{at}.protocol") not in protocols:
            raise Damaged(f"{at}.protocol", f"{engine.get('protocol')!r}: one of {', '.join(protocols)}")
        _text(engine.get("name", ""), f"{at}.name")
        for j, option in enumerate(_list(engine.get("options", []), f"{at}.options")):
            pair = _list(option, f"{at}.options[{j}]")
            if len(pair) != 2:
                raise Damaged(f"{at}.options[{j}]", "a name and a value expected")
            _text(pair[0], f"{at}.options[{j}][0]")
            _text(pair[1], f"{at}.options[{j}][1]")
        timeout = _number(engine.get("timeout", 10.0), f"{at}.timeout")
        if not 0 < timeout <= 3600:
            raise Damaged(f"{at}.timeout", f"{timeout:g}: between 0 and 3600 seconds")
        for j, arg in enumerate(_list(engine.get("args", []), f"{at}.args")):
            _text(arg, f"{at}.args[{j}]")
    if _text(data.get("format"), f"{where}.format") not in [f.value for f in Format]:
        raise Damaged(f"{where}.format", f"{data.get('format')!r}: one of {', '.join(f.value for f in Format)}")
    _int(data.get("games"), f"{where}.games", 1)
    if data.get("openings") is not None:
        _text(data["openings"], f"{where}.openings")
    _int(data.get("opening_plies", 8), f"{where}.opening_plies", 0)
    _text(data.get("time"), f"{where}.time")
    if _text(data.get("ruleset"), f"{where}.ruleset") not in [r.value for r in Ruleset]:
        raise Damaged(f"{where}.ruleset", f"{data.get('ruleset')!r}: one of {', '.join(r.value for r in Ruleset)}")
    for j, word in enumerate(_list(data.get("adjudicate", []), f"{where}.adjudicate")):
        _text(word, f"{where}.adjudicate[{j}]")
    if data.get("sprt") is not None:
        for j, word in enumerate(_list(data["sprt"], f"{where}.sprt")):
            _text(word, f"{where}.sprt[{j}]")
    if data.get("margin") is not None:
        _number(data["margin"], f"{where}.margin")
    _int(data.get("seed", 1), f"{where}.seed")
    _text(data.get("event", ""), f"{where}.event")
    _text(data.get("notation", "chinese"), f"{where}.notation")
    clean = dict(data)
    if state_format == 1 and clean.get("margin") == 0.1:
        clean["margin"] = None              # the first version's default for every kind of time
    try:
        return TournamentSettings.from_dict(clean)
    except SettingError as err:
        raise Damaged(f"{where}.{err.setting.replace('-', '_')}", err.message) from None
    except (KeyError, TypeError, ValueError, OverflowError) as err:
        raise Damaged(where, str(err)) from None


def _read_opening(raw: object, where: str) -> StartLine:
    data = _dict(raw, where)
    _text(data.get("fen"), f"{where}.fen")
    for j, move in enumerate(_list(data.get("moves", []), f"{where}.moves")):
        _text(move, f"{where}.moves[{j}]")
    _text(data.get("name", ""), f"{where}.name")
    try:
        return StartLine.from_dict(data)
    except OpeningError as err:
        raise Damaged(where, str(err)) from None


def _read_result(data: dict[str, Any], where: str) -> GameResult:
    _int(data.get("number"), f"{where}.number", 1)
    _int(data.get("pair"), f"{where}.pair", 1)
    _text(data.get("red"), f"{where}.red")
    _text(data.get("black"), f"{where}.black")
    if data.get("winner") not in (None, Color.RED.value, Color.BLACK.value):
        raise Damaged(f"{where}.winner", f"{_shown(data.get('winner'))}: red, black or null")
    if data.get("ending") not in [e.value for e in Ending]:
        raise Damaged(f"{where}.ending", f"{_shown(data.get('ending'))} is no ending")
    for name in ("termination", "rule", "detail"):
        _text(data.get(name, ""), f"{where}.{name}")
    _int(data.get("plies", 0), f"{where}.plies", 0)
    for name in ("wall", "thinking"):
        _number(data.get(name, 0.0), f"{where}.{name}")
    late = _list(data.get("late", [0, 0]), f"{where}.late")
    if len(late) != 2:
        raise Damaged(f"{where}.late", "Red's and Black's counts expected")
    for j, count in enumerate(late):
        _int(count, f"{where}.late[{j}]", 0)
    return GameResult.from_dict(data)


def _read_partial(data: dict[str, Any], where: str) -> PartialGame:
    _int(data.get("number"), f"{where}.number", 1)
    moves = _list(data.get("moves"), f"{where}.moves")
    for j, move in enumerate(moves):
        _text(move, f"{where}.moves[{j}]")
    for name, low in (("evals", None), ("clocks", None), ("spent", 0.0), ("late", 0.0)):
        values = _list(data.get(name, [0.0] * len(moves) if name == "late" else None), f"{where}.{name}")
        if len(values) != len(moves):
            raise Damaged(f"{where}.{name}", f"{len(values)} values for {len(moves)} moves")
        for j, value in enumerate(values):
            at = f"{where}.{name}[{j}]"
            if name == "evals":
                if value is not None:
                    score = _dict(value, at)
                    if set(score) not in ({"cp"}, {"mate"}):
                        raise Damaged(at, "a score is {\"cp\": N} or {\"mate\": N}")
                    _int(next(iter(score.values())), at)
            elif name == "clocks":
                if value is not None:
                    _number(value, at, None)
            else:
                _number(value, at, low)
    return PartialGame.from_dict(data)


def check_games(saved: SavedTournament, schedule: Sequence[GameSlot], names: Sequence[str]) -> None:
    by_number = {slot.number: slot for slot in schedule}
    seen: dict[int, int] = {}
    for i, result in enumerate(saved.results):
        where = f"games[{i}]"
        slot = by_number.get(result.number)
        if slot is None:
            raise Damaged(f"{where}.number", f"game {result.number} is not one of the tournament's "
                           f"{len(schedule)} games")
        if result.number in seen:
            raise Damaged(f"{where}.number",
                           f"game {result.number} is listed twice (also games[{seen[result.number]}])")
        seen[result.number] = i
        for side, name, index in (("red", result.red, slot.red), ("black", result.black, slot.black)):
            if name not in names:
                raise Damaged(f"{where}.{side}", f"{_shown(name)} is not one of the tournament's engines")
            if name != names[index]:
                raise Damaged(f"{where}.{side}", f"{_shown(name)}, but game {result.number} is "
                               f"{names[slot.red]} against {names[slot.black]}")
        if result.pair != slot.pair:
            raise Damaged(f"{where}.pair", f"{result.pair}, but game {result.number} belongs to pair {slot.pair}")
    partial_seen: set[int] = set()
    for i, partial in enumerate(saved.unfinished):
        where = f"unfinished[{i}]"
        slot = by_number.get(partial.number)
        if slot is None:
            raise Damaged(f"{where}.number", f"game {partial.number} is not one of the tournament's "
                           f"{len(schedule)} games")
        if partial.number in seen or partial.number in partial_seen:
            raise Damaged(f"{where}.number", f"game {partial.number} is finished or listed twice")
        partial_seen.add(partial.number)
        opening = saved.openings[slot.opening]
        try:
            board = Board(opening.fen)
            for text in opening.moves + partial.moves:
                board.push(Move.from_iccs(text))
        except ValueError as err:
            raise Damaged(f"{where}.moves", f"not legal from the game's opening: {err}") from None




__all__ = ["STATE_FORMAT", "READ_FORMATS", "LastWrite", "SavedTournament", "Damaged", "read_state", "check_games"]
