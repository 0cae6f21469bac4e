"""A tournament's settings as values: the engines, the time, adjudication, the SPRT, the whole set-up.

Each value reads its command-line text (``EngineSpec.parse("builtin:novice")``,
``TimeSetting.parse("40/5+1")``, ``Adjudication.parse(["resign=600/3", "maxmoves=80"])``) and goes to and
from a JSON-ready dict for the state file (``to_dict``/``from_dict``). A text that cannot be read raises
SettingError (app.tournament.errors), whose ``setting`` names the option it belongs to and whose
``problem`` says what is wrong.

:func:`check_networks` reads the network file each built-in entrant is to evaluate with (its EvalFile
option): the engine would play a file it cannot use with its hand-written evaluation, saying so only in
an info string, so a tournament checks them before any game (SettingError NETWORK).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from app.engines import BUILTIN, PROTOCOLS
from app.formats.safety import check_regular
from app.model.enums import Ruleset
from app.model.time_control import TimeControl, TimeControlError, TimeKind

from .errors import NetworkReason, SettingError, SettingProblem

# The limits a tournament is checked against before anything is made (a schedule of twenty million
# games would take the memory before the first game): games in all, games at once, plies of an opening.
MAX_GAMES = 100_000
MAX_CONCURRENCY = 1024
MAX_OPENING_PLIES = 1000
MAX_DEPTH = 1000
MAX_NODES = 10 ** 12
# How late a move may come and still count (``margin``) when the user sets none: with a clock, the
# pipes' and the scheduler's latency past the flag; with a time a move, a second (an engine's first
# search may wait for its compiled core, and a busy machine delays every answer).
CLOCK_MARGIN = 0.1
MOVETIME_MARGIN = 1.0
MAX_MARGIN = 60.0
MAX_TIMEOUT = 3600.0         # seconds an engine may be given to answer (besides a move)


# ----- engines --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EngineSpec:
    """One entrant: ``command`` is "builtin" (with a ``level``) or a program's path (started with
    ``args``); ``options`` are engine options sent at start (name, value text); ``name`` is how tables
    and PGN call it."""

    command: str
    level: str | None = None
    protocol: str = "auto"
    name: str = ""
    options: tuple[tuple[str, str], ...] = ()
    timeout: float = 10.0        # seconds allowed for each answer besides a move (see open_engine)
    args: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> EngineSpec:
        """Read ``builtin[:level]`` or a path, then ``,key=value`` settings: name, protocol
        (auto, uci, ucci), timeout (seconds), arg (a command-line argument, repeatable), and any engine
        option (``Skill Level=3``; ``option.name=...`` for an option called like a setting)."""
        head, *rest = text.split(",")
        head = head.strip()
        if not head:
            raise SettingError("engine", SettingProblem.NO_ENGINE, value=text)
        level = None
        command = head
        if head == BUILTIN or head.startswith(BUILTIN + ":"):
            command, _, level_text = head.partition(":")
            level = level_text.strip() or None
        spec = cls(command, level)
        options: list[tuple[str, str]] = []
        for item in rest:
            key, sep, value = item.partition("=")
            key, value = key.strip(), value.strip()
            if not sep or not key:
                raise SettingError("engine", SettingProblem.NOT_KEY_VALUE, value=item.strip(), within=text)
            spec, extra = spec.with_setting(key, value)
            options += extra
        return replace(spec, options=tuple(options))

    def with_setting(self, key: str, value: str) -> tuple[EngineSpec, list[tuple[str, str]]]:
        """This spec with one ``key=value`` setting read: a changed spec, or an engine option to add."""
        lower = key.lower()
        if lower == "name":
            return replace(self, name=value), []
        if lower == "protocol":
            names = ("auto", *(protocol.name for protocol in PROTOCOLS))
            if value.lower() not in names:
                raise SettingError("engine", SettingProblem.NOT_ONE_OF, key="protocol", value=value, choices=names)
            return replace(self, protocol=value.lower()), []
        if lower == "timeout":
            try:
                seconds = float(value)
            except ValueError:
                raise SettingError("engine", SettingProblem.NOT_A_NUMBER, key="timeout", value=value) from None
            if not 0 < seconds <= MAX_TIMEOUT:
                raise SettingError("engine", SettingProblem.OUT_OF_RANGE, key="timeout", value=value, low=0,
                                   high=MAX_TIMEOUT)
            return replace(self, timeout=seconds), []
        if lower == "arg":
            return replace(self, args=self.args + (value,)), []
        if lower.startswith("option."):
            key = key[len("option."):]
        return self, [(key, value)]

    @property
    def is_builtin(self) -> bool:
        """True for the built-in engine."""
        return self.command == BUILTIN

    def network_file(self) -> tuple[str, str] | None:
        """The built-in engine's EvalFile option in force (the last one given: the engine takes each in
        turn), as (the option's name as given, the file); None for another engine, without the option,
        with the hand-written evaluation ('' or '<empty>') or the level's own ('<default>'). The name
        is matched as the engine session matches it (case and underscores do not matter) and as the
        engine does (case does not)."""
        if not self.is_builtin:
            return None
        given = self._eval_files()
        if not given or given[-1][1] in ("", EMPTY, OWN_EVALUATION):
            return None
        return given[-1]

    def _eval_files(self) -> list[tuple[str, str]]:
        """The EvalFile options given, in order, as (the name as given, the value)."""
        return [(k, v) for k, v in self.options if k.lower().replace("_", " ") == EVAL_FILE.lower()]

    def shipped_network_file(self) -> tuple[str, str] | None:
        """The network that ships with the program, as (EvalFile, its path), when the built-in engine
        evaluates with it: its level takes it (master; the last Level option given, else the spec's
        level, else master, the engine's own default) and no EvalFile but '<default>' is given. None
        otherwise."""
        if not self.is_builtin:
            return None
        given = self._eval_files()
        if given and given[-1][1] != OWN_EVALUATION:
            return None
        levels = [v for k, v in self.options if k.lower() == "level"]
        from app.ai.levels import resolve_level      # (the engine's levels: which of them take the network)
        try:
            takes = resolve_level(levels[-1] if levels else self.level or "master").network
        except ValueError:
            return None                 # (the engine refuses the level itself)
        if not takes:
            return None
        from app.ai.nnue import SHIPPED_PATH
        return EVAL_FILE, str(SHIPPED_PATH)

    def check_network(self) -> None:
        """SettingError NETWORK if the built-in engine could not use its EvalFile's network file, or the
        shipped one it evaluates with by default (see check_networks); nothing for another engine or
        without one."""
        found = self.network_file() or self.shipped_network_file()
        if found is None:
            return
        key, path = found

        def refused(reason: NetworkReason, detail: str = "") -> SettingError:
            return SettingError("engine", SettingProblem.NETWORK, key=key, value=path, within=self.label,
                                reason=reason, detail=detail)

        try:
            check_regular(path)          # a named pipe would make the reading wait for ever, a device never end
        except OSError as err:
            raise refused(NetworkReason.NOT_A_FILE, str(err.strerror or err)) from None
        from app.ai.nnue import NetworkError, NetworkProblem, load_network     # (numpy: only with a network)
        try:
            load_network(path)
        except FileNotFoundError:
            raise refused(NetworkReason.MISSING) from None
        except OSError as err:
            raise refused(NetworkReason.UNREADABLE, str(err.strerror or err)) from None
        except NetworkError as err:
            words = str(err).removeprefix(f"{path}: ")
            if err.problem in (NetworkProblem.TOO_SHORT, NetworkProblem.NOT_A_NETWORK):
                raise refused(NetworkReason.NOT_A_NETWORK, words) from None
            if err.problem in (NetworkProblem.VERSION, NetworkProblem.FEATURE_SET):
                raise refused(NetworkReason.OTHER_VERSION, words) from None
            raise refused(NetworkReason.DAMAGED, words) from None

    def default_name(self) -> str:
        """The name used when none is given: 'builtin-novice', or the program's file name."""
        if self.is_builtin:
            return f"builtin-{self.level}" if self.level else "builtin"
        base = re.split(r"[\\/]", self.command)[-1] or self.command
        return f"{base} ({self.protocol})" if self.protocol != "auto" else base

    @property
    def label(self) -> str:
        """The entrant's name."""
        return self.name or self.default_name()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"command": self.command, "level": self.level, "protocol": self.protocol, "name": self.name,
                "options": [list(o) for o in self.options], "timeout": self.timeout, "args": list(self.args)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EngineSpec:
        """The spec to_dict wrote."""
        return cls(str(data["command"]), data.get("level"), str(data.get("protocol", "auto")),
                   str(data.get("name", "")), tuple((str(k), str(v)) for k, v in data.get("options", [])),
                   float(data.get("timeout", 10.0)), tuple(str(a) for a in data.get("args", [])))


EVAL_FILE = "EvalFile"       # the built-in engine's option naming its network file (app.ai.uci)
EMPTY = "<empty>"            # the value of a string option that is set to nothing (the hand-written evaluation)
OWN_EVALUATION = "<default>"  # EvalFile's default: the level's own evaluation (the shipped network at master)


def check_networks(engines: Sequence[EngineSpec]) -> None:
    """SettingError NETWORK (engine: the entrant's name, key: the option, value: the file, reason) for
    the first built-in entrant whose EvalFile names a file its engine could not use: missing, not a
    regular file, unreadable, not a network, of another version, damaged. The engine would then play
    with its hand-written evaluation and a match would measure nothing. The file is read here, on the
    machine that starts the tournament (the engines of a cluster's workers read it at the same path)."""
    for spec in dict.fromkeys(engines):
        spec.check_network()


def named_uniquely(specs: Sequence[EngineSpec]) -> tuple[EngineSpec, ...]:
    """The specs with names filled in and made unique ('name', 'name #2', ...)."""
    seen: dict[str, int] = {}
    out = []
    for spec in specs:
        label = spec.label
        seen[label] = seen.get(label, 0) + 1
        out.append(replace(spec, name=label if seen[label] == 1 else f"{label} #{seen[label]}"))
    return tuple(out)


# ----- time -----------------------------------------------------------------------------------------
_MOVETIME = re.compile(r"(?:movetime=|st=)?(\d+(?:\.\d+)?)\s*(ms|s)?(?:/move)?", re.IGNORECASE)
_COUNT = re.compile(r"(depth|nodes)=(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class TimeSetting:
    """How long engines think: a chess clock (``control``, flag fall loses), or without a clock a
    fixed time a move (``movetime`` seconds), a depth or a node count."""

    control: TimeControl = field(default_factory=TimeControl.none)
    movetime: float | None = None
    depth: int | None = None
    nodes: int | None = None

    @classmethod
    def parse(cls, text: str) -> TimeSetting:
        """Read a clock ('40/5+1', '3+2', '10|30s x3', '5s/move': see app.model.time_control) or
        'movetime=100ms' ('100ms', 'movetime=0.5' in seconds, 'st=0.5'), 'depth=N', 'nodes=N'."""
        s = text.strip()
        count = _COUNT.fullmatch(s)
        if count:
            number = int(count.group(2))
            key = count.group(1).lower()
            most = MAX_DEPTH if key == "depth" else MAX_NODES
            if not 1 <= number <= most:
                raise SettingError("tc", SettingProblem.OUT_OF_RANGE, key=key, value=text, low=1, high=most)
            return cls(depth=number) if key == "depth" else cls(nodes=number)
        timed = _MOVETIME.fullmatch(s)
        if timed and ((timed.group(2) or "").lower() == "ms" or s.lower().startswith(("movetime=", "st="))):
            seconds = float(timed.group(1)) / (1000.0 if (timed.group(2) or "s").lower() == "ms" else 1.0)
            if not 0 < seconds <= MAX_TIMEOUT:
                raise SettingError("tc", SettingProblem.TIME_A_MOVE, value=text)
            return cls(movetime=seconds)
        try:
            control = TimeControl.parse(s)
        except TimeControlError as err:
            raise SettingError("tc", SettingProblem.NOT_A_TIME_CONTROL, value=text, cause=err.problem) from None
        if control.kind is TimeKind.NONE:
            raise SettingError("tc", SettingProblem.NO_LIMIT)
        return cls(control=control)

    @property
    def clocked(self) -> bool:
        """True when a chess clock runs (and a flag can fall)."""
        return self.control.is_timed

    def __str__(self) -> str:
        if self.clocked:
            return str(self.control)
        if self.movetime is not None:
            return f"movetime={round(self.movetime * 1000)}ms"
        return f"depth={self.depth}" if self.depth is not None else f"nodes={self.nodes}"


# ----- adjudication ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Adjudication:
    """Ending games early, each rule off (None) unless asked for.

    resign: a side loses when both engines' scores (in centipawns, a mate counts as beyond any) have
    been at least ``resign_score`` in the other's favour for ``resign_moves`` moves of each engine.
    draw: a draw when, from full move ``draw_from`` on, both engines' scores have stayed within
    ``draw_score`` of zero for ``draw_moves`` moves each. max_moves: a draw after that many full moves.
    """

    resign_score: int | None = None
    resign_moves: int = 3
    draw_score: int | None = None
    draw_moves: int = 8
    draw_from: int = 0
    max_moves: int | None = None

    @classmethod
    def parse(cls, words: Sequence[str]) -> Adjudication:
        """Read ``resign=CP/MOVES``, ``draw=CP/MOVES[/FROM]``, ``maxmoves=N`` (any of them)."""
        out = cls()
        for word in words:
            key, sep, value = word.partition("=")
            numbers = _numbers(value, word) if sep else []
            key = key.strip().lower()
            if key == "resign" and len(numbers) == 2 and numbers[0] > 0:
                out = replace(out, resign_score=numbers[0], resign_moves=numbers[1])
            elif key == "draw" and len(numbers) in (2, 3):
                out = replace(out, draw_score=numbers[0], draw_moves=numbers[1],
                              draw_from=numbers[2] if len(numbers) == 3 else 0)
            elif key in ("maxmoves", "max-moves") and len(numbers) == 1:
                out = replace(out, max_moves=numbers[0])
            else:
                raise SettingError("adjudicate", SettingProblem.UNKNOWN_WORD, value=word)
        return out

    @property
    def enabled(self) -> bool:
        """True if any rule is on."""
        return self.resign_score is not None or self.draw_score is not None or self.max_moves is not None

    def words(self) -> list[str]:
        """The command-line words that give this adjudication."""
        out = []
        if self.resign_score is not None:
            out.append(f"resign={self.resign_score}/{self.resign_moves}")
        if self.draw_score is not None:
            out.append(f"draw={self.draw_score}/{self.draw_moves}/{self.draw_from}")
        if self.max_moves is not None:
            out.append(f"maxmoves={self.max_moves}")
        return out


def _numbers(value: str, word: str) -> list[int]:
    parts = value.split("/")
    if not all(p.strip().isdigit() for p in parts):
        raise SettingError("adjudicate", SettingProblem.NOT_WHOLE_NUMBERS, value=word)
    numbers = [int(p) for p in parts]
    if any(n < 1 for n in numbers[1:2]):
        raise SettingError("adjudicate", SettingProblem.NO_MOVES, value=word)
    return numbers


# ----- SPRT -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SprtSettings:
    """A sequential probability ratio test of H0 (Elo <= elo0) against H1 (Elo >= elo1) for the first
    engine against the second, with error rates alpha and beta."""

    elo0: float = 0.0
    elo1: float = 5.0
    alpha: float = 0.05
    beta: float = 0.05

    @classmethod
    def parse(cls, words: Sequence[str]) -> SprtSettings:
        """Read ``elo0=0 elo1=5 alpha=0.05 beta=0.05`` (any of them; the rest default)."""
        values: dict[str, float] = {}
        for word in words:
            key, sep, value = word.partition("=")
            key = key.strip().lower()
            if not sep or key not in ("elo0", "elo1", "alpha", "beta"):
                raise SettingError("sprt", SettingProblem.UNKNOWN_WORD, value=word)
            try:
                values[key] = float(value)
            except ValueError:
                raise SettingError("sprt", SettingProblem.NOT_A_NUMBER, key=key, value=value) from None
        out = cls(**values)
        if not out.elo1 > out.elo0:
            raise SettingError("sprt", SettingProblem.ELO_ORDER)
        if not (0 < out.alpha < 0.5 and 0 < out.beta < 0.5):
            raise SettingError("sprt", SettingProblem.ERROR_RATES)
        return out

    def words(self) -> list[str]:
        """The command-line words that give this test."""
        return [f"elo0={self.elo0:g}", f"elo1={self.elo1:g}", f"alpha={self.alpha:g}", f"beta={self.beta:g}"]


def check_concurrency(concurrency: int | None) -> None:
    """SettingError unless None (one game per core) or from 1 to MAX_CONCURRENCY games at once."""
    if concurrency is not None and not 1 <= concurrency <= MAX_CONCURRENCY:
        raise SettingError("concurrency", SettingProblem.OUT_OF_RANGE, value=str(concurrency), low=1,
                           high=MAX_CONCURRENCY)


# ----- the whole set-up -----------------------------------------------------------------------------
class Format(StrEnum):
    """Who meets whom."""

    ROUND_ROBIN = "roundrobin"     # every engine against every other (two engines: a match)
    GAUNTLET = "gauntlet"          # the first engine against each of the others


NOTATIONS = ("chinese", "wxf", "iccs")


@dataclass(frozen=True)
class TournamentSettings:
    """What is played; the same settings give the same schedule (openings drawn with ``seed``).

    ``games``: games per pairing, colours alternating (each opening is played twice, once with each
    colour). ``openings``: None (the start position), "book", an ECCO range ("C70-C79") or a file;
    ``opening_plies``: plies taken from each opening line (0: all of a file's moves). ``margin``:
    seconds a move may come after the mover's flag fell (with a clock) or after its time a move
    (movetime) and still count; past it the engine loses on time. None: the default for the kind of
    time (CLOCK_MARGIN, MOVETIME_MARGIN; see ``move_margin``)."""

    engines: tuple[EngineSpec, ...]
    format: Format = Format.ROUND_ROBIN
    games: int = 2
    openings: str | None = None
    opening_plies: int = 8
    time: TimeSetting = field(default_factory=lambda: TimeSetting(movetime=0.1))
    ruleset: Ruleset = Ruleset.CXQ
    adjudication: Adjudication = field(default_factory=Adjudication)
    sprt: SprtSettings | None = None
    margin: float | None = None
    seed: int = 1
    event: str = "Xiangqi Studio tournament"
    notation: str = "chinese"

    def __post_init__(self) -> None:
        try:      # names are taken for their values ("gauntlet", "asian")
            object.__setattr__(self, "format", Format(self.format))
        except ValueError:
            raise SettingError("format", SettingProblem.NOT_ONE_OF, value=str(self.format),
                               choices=tuple(f.value for f in Format)) from None
        try:
            object.__setattr__(self, "ruleset", Ruleset(self.ruleset))
        except ValueError:
            raise SettingError("ruleset", SettingProblem.NOT_ONE_OF, value=str(self.ruleset),
                               choices=tuple(r.value for r in Ruleset)) from None
        if len(self.engines) < 2:
            raise SettingError("engine", SettingProblem.TOO_FEW_ENGINES)
        if not 1 <= self.games <= MAX_GAMES:
            raise SettingError("games", SettingProblem.OUT_OF_RANGE, value=str(self.games), low=1, high=MAX_GAMES)
        total = self.pairing_count * self.games
        if total > MAX_GAMES:
            raise SettingError("games", SettingProblem.TOO_MANY_GAMES, value=str(self.games), count=total,
                               pairings=self.pairing_count, high=MAX_GAMES)
        if not 0 <= self.opening_plies <= MAX_OPENING_PLIES:
            raise SettingError("opening-plies", SettingProblem.OUT_OF_RANGE, value=str(self.opening_plies), low=0,
                               high=MAX_OPENING_PLIES)
        if self.sprt is not None and len(self.engines) != 2:
            raise SettingError("sprt", SettingProblem.SPRT_NEEDS_MATCH)
        if self.notation not in NOTATIONS:
            raise SettingError("notation", SettingProblem.NOT_ONE_OF, value=self.notation, choices=NOTATIONS)
        if self.margin is not None and not 0 <= self.margin <= MAX_MARGIN:
            raise SettingError("margin", SettingProblem.OUT_OF_RANGE, value=f"{self.margin * 1000:g}", low=0,
                               high=MAX_MARGIN * 1000)

    @property
    def pairing_count(self) -> int:
        """How many pairs of engines meet (see schedule.pairings)."""
        n = len(self.engines)
        return n - 1 if self.format is Format.GAUNTLET else n * (n - 1) // 2

    @property
    def total_games(self) -> int:
        """Games scheduled in all."""
        return self.pairing_count * self.games

    @property
    def move_margin(self) -> float:
        """The margin in force: the one set, or the default for the kind of time."""
        if self.margin is not None:
            return self.margin
        return CLOCK_MARGIN if self.time.clocked else MOVETIME_MARGIN

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the state file keeps it)."""
        return {"engines": [e.to_dict() for e in self.engines], "format": self.format.value, "games": self.games,
                "openings": self.openings, "opening_plies": self.opening_plies, "time": str(self.time),
                "ruleset": self.ruleset.value, "adjudicate": self.adjudication.words(),
                "sprt": self.sprt.words() if self.sprt else None, "margin": self.margin, "seed": self.seed,
                "event": self.event, "notation": self.notation}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TournamentSettings:
        """The settings to_dict wrote (SettingError, KeyError or ValueError if they are not)."""
        sprt = data.get("sprt")
        return cls(engines=tuple(EngineSpec.from_dict(e) for e in data["engines"]), format=Format(data["format"]),
                   games=int(data["games"]), openings=data.get("openings"),
                   opening_plies=int(data.get("opening_plies", 8)), time=TimeSetting.parse(str(data["time"])),
                   ruleset=Ruleset(data["ruleset"]), adjudication=Adjudication.parse(data.get("adjudicate", [])),
                   sprt=SprtSettings.parse(sprt) if sprt else None,
                   margin=None if data.get("margin") is None else float(data["margin"]),
                   seed=int(data.get("seed", 1)), event=str(data.get("event", "")),
                   notation=str(data.get("notation", "chinese")))


__all__ = ["SettingError", "EngineSpec", "named_uniquely", "TimeSetting", "Adjudication", "SprtSettings", "Format",
           "TournamentSettings", "NOTATIONS", "MAX_GAMES", "MAX_CONCURRENCY", "MAX_OPENING_PLIES", "MAX_MARGIN",
           "CLOCK_MARGIN", "MOVETIME_MARGIN", "check_concurrency", "check_networks", "EVAL_FILE"]
