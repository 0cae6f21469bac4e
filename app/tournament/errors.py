"""A tournament's errors as values: each carries a kind and its arguments.

- :class:`SettingError` (``problem``: :class:`SettingProblem`): a setting that cannot be read; ``setting``
  names the option it belongs to ('engine', 'tc', 'games', ...).
- :class:`OpeningError` (:class:`OpeningProblem`): an opening source that gives no usable openings.
- :class:`StoreError` (:class:`StoreProblem`, and :class:`PgnChange` for a changed PGN): a tournament
  that cannot be saved or resumed.
- :class:`TournamentError` (:class:`TournamentProblem`, and :class:`ClusterReason` for a scheduler that
  cannot be used): a tournament that cannot run.

The kinds are what callers switch on and what the view words in the user's language
(app/view/tournament_texts.py); ``str(err)`` and :func:`english` give an English sentence made from the
same values, for logs and the command line (app.tournament.cli). ``detail``, where a kind has one, is
technical text from outside (the system's words, what a network peer answered, a damaged field's
value): shown as it is, never read back. Every error pickles with its kind and arguments.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.engines import EngineError, EngineProblem
from app.formats.problems import ReadProblem
from app.model.errors import PicklableError
from app.model.time_control import TimeControlProblem


# ----- settings -------------------------------------------------------------------------------------
class SettingProblem(StrEnum):
    """Why a setting cannot be read (the arguments each uses are listed; ``setting`` always)."""

    NO_ENGINE = "no-engine"                  # value: the engine text, with nothing before its first comma
    NOT_KEY_VALUE = "not-key-value"          # value: the item, within: the engine text it is in
    NOT_ONE_OF = "not-one-of"                # key (protocol, ...: '' for the setting itself), value, choices
    NOT_A_NUMBER = "not-a-number"            # key, value
    OUT_OF_RANGE = "out-of-range"            # key ('' or timeout, depth, nodes), value, low, high
    TIME_A_MOVE = "time-a-move"              # value: a time a move not from 1 ms to an hour
    NOT_A_TIME_CONTROL = "not-a-time-control"    # value, cause (the TimeControlProblem)
    NO_LIMIT = "no-limit"                    # a time control without a clock, time a move, depth or nodes
    UNKNOWN_WORD = "unknown-word"            # value: a word that is none of the setting's (adjudicate, sprt)
    NOT_WHOLE_NUMBERS = "not-whole-numbers"  # value: an adjudication rule whose numbers are not whole numbers
    NO_MOVES = "no-moves"                    # value: an adjudication rule over fewer than one move
    ELO_ORDER = "elo-order"                  # the SPRT's elo1 is not above its elo0
    ERROR_RATES = "error-rates"              # the SPRT's alpha or beta is not between 0 and 0.5
    TOO_FEW_ENGINES = "too-few-engines"      # fewer than two engines
    TOO_MANY_GAMES = "too-many-games"        # count (games in all), pairings, value (games a pairing), high
    SPRT_NEEDS_MATCH = "sprt-needs-match"    # an SPRT with other than two engines
    NO_PGN = "no-pgn"                        # no file to write the games to
    RESUME_NEEDS_PGN = "resume-needs-pgn"    # --resume without --pgn
    RESUME_DIFFERS = "resume-differs"        # value: the PGN of a saved tournament whose options differ
    NETWORK = "network"                      # within: the engine's name, key: the option (EvalFile as given),
    #                                          value: the network file, reason (NetworkReason), detail, worker


class NetworkReason(StrEnum):
    """Why the built-in engine could not use the network file a tournament names (SettingProblem.NETWORK):
    it would play with its hand-written evaluation instead, so the tournament is refused."""

    MISSING = "missing"                  # nothing is at the path
    NOT_A_FILE = "not-a-file"            # a folder, device, named pipe or socket (detail: the system's words)
    UNREADABLE = "unreadable"            # the file cannot be read (detail: the system's words)
    NOT_A_NETWORK = "not-a-network"      # another kind of file (detail: the network reader's words)
    OTHER_VERSION = "other-version"      # a network of a format version or input set this program does not read
    DAMAGED = "damaged"                  # the file is damaged or its network unusable (detail: what is wrong)


class SettingError(PicklableError, ValueError):
    """A setting that cannot be read: ``setting`` names the option ('engine', 'tc', ...), ``problem``
    says what is wrong, and the other attributes are its arguments (see SettingProblem): ``key`` (the
    part of the setting: 'protocol', 'timeout', 'depth', ...), ``value`` (the text given), ``within``
    (the text it was found in), ``choices``, ``low`` and ``high`` (a range), ``count`` and ``pairings``
    (games in all), ``cause`` (a time control's problem), ``reason`` (why a network file cannot be used)
    and ``detail`` (technical English: the system's or the network reader's words), ``worker`` (the dask
    worker where a network file cannot be used; '' for this machine). ``str()`` is '--setting: ' and
    ``message``."""

    def __init__(self, setting: str, problem: SettingProblem, *, key: str = "", value: str = "",
                 within: str = "", choices: tuple[str, ...] = (), low: float | None = None,
                 high: float | None = None, count: int | None = None, pairings: int | None = None,
                 cause: TimeControlProblem | None = None, reason: NetworkReason | None = None,
                 detail: str = "", worker: str = "") -> None:
        self.setting, self.problem, self.key, self.value, self.within = setting, problem, key, value, within
        self.choices, self.low, self.high, self.count, self.pairings = choices, low, high, count, pairings
        self.cause, self.reason, self.detail, self.worker = cause, reason, detail, worker
        super().__init__(f"--{setting}: {self.message}")

    @property
    def message(self) -> str:
        """What is wrong, in English, without the option's name."""
        p = SettingProblem
        key = f"{self.key} " if self.key else ""
        return {
            p.NO_ENGINE: f"no engine in {self.value!r}",
            p.NOT_KEY_VALUE: f"{self.value!r} in {self.within!r} is not key=value",
            p.NOT_ONE_OF: f"{key}{self.value!r}: choose {', '.join(self.choices)}",
            p.NOT_A_NUMBER: f"{key}{self.value!r} is not a number",
            p.OUT_OF_RANGE: f"{key}{self.value!r}: from {_number(self.low)} to {_number(self.high)}",
            p.TIME_A_MOVE: f"{self.value!r}: a time a move between 1 ms and an hour",
            p.NOT_A_TIME_CONTROL: f"{self.value!r} is no time control ({self.cause or 'bad-form'})",
            p.NO_LIMIT: "engines need a limit: a clock, movetime=MS, depth=N or nodes=N",
            p.UNKNOWN_WORD: f"{self.value!r}: use {_USAGE.get(self.setting, 'KEY=VALUE')}",
            p.NOT_WHOLE_NUMBERS: f"{self.value!r}: whole numbers expected",
            p.NO_MOVES: f"{self.value!r}: at least one move",
            p.ELO_ORDER: "elo1 must be above elo0",
            p.ERROR_RATES: "alpha and beta lie between 0 and 0.5",
            p.TOO_FEW_ENGINES: "a tournament needs at least two engines",
            p.TOO_MANY_GAMES: f"{self.count} games in all ({self.pairings} pairings of {self.value}): at most "
                              f"{_number(self.high)}",
            p.SPRT_NEEDS_MATCH: "the SPRT is for a match of two engines",
            p.NO_PGN: "choose a file to write the games to",
            p.RESUME_NEEDS_PGN: "needs --pgn FILE: the tournament saved with it",
            p.RESUME_DIFFERS: f"the options differ from the tournament saved with {self.value}; give --resume with "
                              "--pgn alone, or the same options",
            p.NETWORK: f"{self.within}: {self.key} {self.value!r} cannot be used"
                       f"{f' on the worker {self.worker}' if self.worker else ''} ({self._network_words()}); "
                       "the engine would play with its hand-written evaluation",
        }[self.problem]

    def _network_words(self) -> str:
        """Why a network file cannot be used (NETWORK), in English."""
        if self.reason is NetworkReason.MISSING:
            return "no such file"
        if self.reason is NetworkReason.UNREADABLE:
            return f"it cannot be read: {self.detail}"
        return self.detail or "it is not usable"

    def english(self) -> str:
        """The error as an English sentence (for logs and the command line)."""
        return str(self)


_USAGE = {"adjudicate": "resign=CP/MOVES, draw=CP/MOVES[/FROM], maxmoves=N", "sprt": "elo0=E elo1=E alpha=A beta=B"}


def _number(value: float | None) -> str:
    return "?" if value is None else f"{value:g}"


# ----- openings -------------------------------------------------------------------------------------
class OpeningProblem(StrEnum):
    """Why an opening source gives no usable openings (the arguments each uses)."""

    ILLEGAL_LINE = "illegal-line"        # line (its name or FEN), cause (the FenError or IllegalMoveError), detail
    GAME_OVER = "game-over"              # line: the game is over before it starts
    UNKNOWN_SOURCE = "unknown-source"    # source: neither a file, 'book' nor an ECCO code range
    CANNOT_READ = "cannot-read"          # path, detail (the system's words)
    NOT_GAMES = "not-games"              # path, read (the ReadProblem of the game file's reader), detail
    NOT_EPD = "not-epd"                  # path, source (the line that is no EPD position)
    NO_BOOK = "no-book"                  # the shipped opening book is missing or damaged
    BOOK_EMPTY = "book-empty"            # the opening book gave no line
    NO_CODE = "no-code"                  # source: no ECCO code in it
    CODE_NOT_REACHED = "code-not-reached"    # source: the book reaches no code of the range


class OpeningError(PicklableError, ValueError):
    """An opening source that gives no usable openings: ``problem`` says why; ``source`` (the source or
    text given), ``path`` (a file), ``line`` (an opening line's name or FEN), ``cause`` (the rules'
    FenError or IllegalMoveError of an illegal line), ``read`` (a game file's ReadProblem) and
    ``detail`` (technical English) are its arguments."""

    def __init__(self, problem: OpeningProblem, *, source: str = "", path: str = "", line: str = "",
                 cause: ValueError | None = None, read: ReadProblem | None = None, detail: str = "") -> None:
        self.problem, self.source, self.path, self.line = problem, source, path, line
        self.cause, self.read, self.detail = cause, read, detail
        super().__init__(self.english())

    def english(self) -> str:
        """The error as an English sentence (for logs and the command line)."""
        p = OpeningProblem
        return {
            p.ILLEGAL_LINE: f"opening {self.line}: {self.detail}",
            p.GAME_OVER: f"opening {self.line}: the game is over before it starts",
            p.UNKNOWN_SOURCE: f"{self.source!r} is neither a file, 'book' nor an ECCO code range",
            p.CANNOT_READ: f"cannot read {self.path}: {self.detail}",
            p.NOT_GAMES: self.detail,
            p.NOT_EPD: f"{self.path}: {self.source!r} is not an EPD position",
            p.NO_BOOK: "the shipped opening book is missing or damaged",
            p.BOOK_EMPTY: "the opening book gave no line",
            p.NO_CODE: f"no ECCO code in {self.source!r}",
            p.CODE_NOT_REACHED: f"the opening book reaches no code of {self.source!r}",
        }[self.problem]


# ----- the files of a tournament --------------------------------------------------------------------
class StoreProblem(StrEnum):
    """Why a tournament cannot be saved or resumed."""

    SAVED = "saved"              # a tournament is saved with this PGN already: resume it
    UNREADABLE = "unreadable"    # the state file cannot be read (detail: the system's words)
    NOT_STATE = "not a state"    # the file is no tournament state file (of a format this program reads: formats)
    DAMAGED = "damaged"          # a field of the state file is not what it must be (field, detail)
    PGN_CHANGED = "pgn changed"  # the PGN is not as the tournament left it (change); it is kept as it is
    IN_USE = "in use"            # another run (a window, a program) is playing this tournament now


class PgnChange(StrEnum):
    """How the PGN of a tournament to resume differs from what its state file records."""

    LAST_GAME = "last-game"          # game: it does not end with the last game as it was written
    SHORTER = "shorter"              # size (bytes it has), length (bytes the state file records)
    GAMES_MISSING = "games-missing"  # count (games), length: they are not in its first length bytes
    FOREIGN_TAIL = "foreign-tail"    # size: bytes past the games that are not the start of one of its games


class StoreError(PicklableError, ValueError):
    """A state file or PGN that cannot be resumed from (or a tournament saved already): ``problem``,
    ``path`` (the file), ``field`` and ``detail`` (a damaged state: where, and what is wrong there, in
    technical English), ``formats`` (the state formats this program reads), ``change`` (how a PGN
    changed) with ``game``, ``count``, ``size`` and ``length``. ``str()`` says it in English."""

    def __init__(self, problem: StoreProblem, path: str, field: str = "", detail: str = "", *,
                 formats: tuple[int, ...] = (), change: PgnChange | None = None, game: int | None = None,
                 count: int | None = None, size: int | None = None, length: int | None = None) -> None:
        self.problem, self.path, self.field, self.detail = problem, path, field, detail
        self.formats, self.change, self.game, self.count, self.size, self.length = \
            formats, change, game, count, size, length
        super().__init__(self.english())

    def english(self) -> str:
        """The error as an English sentence (for logs and the command line)."""
        if self.problem is StoreProblem.SAVED:
            return f"a tournament is saved with {self.path}: resume it (Tournament.resume, --resume)"
        if self.problem is StoreProblem.UNREADABLE:
            return f"cannot read {self.path}: {self.detail}"
        if self.problem is StoreProblem.NOT_STATE:
            return f"{self.path}: not a tournament state file of format {', '.join(str(f) for f in self.formats)}"
        if self.problem is StoreProblem.DAMAGED:
            return f"{self.path} is damaged: {self.field}: {self.detail}"
        if self.problem is StoreProblem.IN_USE:
            return f"the tournament saved with {self.path} is being played by another run; wait until it ends"
        return f"{self.path} {self.change_english()}; the file is kept as it is"

    def change_english(self) -> str:
        """How the PGN changed, in English ('' for another problem)."""
        c = PgnChange
        return {
            c.LAST_GAME: f"does not end with the tournament's last game (game {self.game}) as it was written: it was "
                         "changed after the tournament wrote it",
            c.SHORTER: f"is shorter than the state file says ({self.size} < {self.length} bytes)",
            c.GAMES_MISSING: f"does not hold the tournament's {self.count} games in its first {self.length} bytes "
                             "where the state file says they are",
            c.FOREIGN_TAIL: f"holds {self.size} bytes past the tournament's games that are not the start of one of "
                            "its games",
        }.get(self.change, "") if self.change is not None else ""


# ----- running --------------------------------------------------------------------------------------
class TournamentProblem(StrEnum):
    """Why a tournament cannot run."""

    ENGINES = "engines"              # engines that do not start (failures: each one's name and error)
    NO_CLUSTER = "no cluster"        # dask.distributed is not installed
    ADDRESS = "address"              # the scheduler's address cannot be one (address, reason)
    UNREACHABLE = "unreachable"      # nothing answers at the address (address, reason)
    NOT_SCHEDULER = "not scheduler"  # something answers, but it is no dask scheduler (address, reason)
    NO_WORKERS = "no workers"        # the scheduler has no worker to play the games (address, seconds)
    WORKERS_SLOW = "workers slow"    # the workers did not start the engines within `seconds`
    GAME_FAILED = "game failed"      # game (its number) failed on the cluster (detail: the worker's error)
    FAILED = "failed"                # anything else (detail)


class ClusterReason(StrEnum):
    """Why a scheduler address cannot be used (TournamentError ADDRESS, UNREACHABLE, NOT_SCHEDULER)."""

    NOT_AN_ADDRESS = "not-an-address"    # detail: dask's words
    IN_PROCESS = "in-process"            # inproc://: a scheduler inside one program only
    NO_HOST = "no-host"                  # scheme: the address names no host
    BAD_PORT = "bad-port"                # port: not from 1 to 65535
    NEEDS_CERTIFICATES = "needs-certificates"    # tls:// without certificates in dask's configuration
    NO_SUCH_HOST = "no-such-host"        # detail: the system's words
    REFUSED = "refused"                  # nothing listens there
    NO_ANSWER = "no-answer"              # seconds: no answer to the connection
    CLOSED = "closed"                    # it closed the connection without a greeting
    CLOSED_IN_GREETING = "closed-in-greeting"    # it closed the connection in the middle of its greeting
    STRANGE_ANSWER = "strange-answer"    # answer (its first bytes, quoted): not a dask greeting
    WEB_SERVER = "web-server"            # answer (its status line): a web server
    SILENT = "silent"                    # seconds: it accepted the connection but said nothing
    NO_GREETING = "no-greeting"          # seconds: no dask greeting (tls, ws, ucx)
    OTHER = "other"                      # detail: the system's or dask's words


@dataclass(frozen=True)
class EngineFailure:
    """An engine that did not start: the participant's name and why (an EngineError)."""

    name: str
    error: EngineError

    @classmethod
    def of(cls, name: str, error: Exception) -> EngineFailure:
        """The failure of an engine that raised `error` as it started (an error other than an
        EngineError, such as a protocol name no protocol has, becomes one of kind FAILED with its
        words as the detail)."""
        if not isinstance(error, EngineError):
            error = EngineError(EngineProblem.FAILED, engine=name, detail=str(error))
        return cls(name, error)


class TournamentError(PicklableError, RuntimeError):
    """A tournament that cannot run: ``problem``, and its arguments: ``failures`` (ENGINES),
    ``address`` and ``reason`` (a scheduler) with ``scheme``, ``port``, ``answer``, ``seconds``, and
    ``game`` and ``detail`` (technical text: the system's, dask's or a worker's words). ``str()`` says
    it in English. ``TournamentError("text")`` is a FAILED one with that detail."""

    def __init__(self, problem: TournamentProblem | str, detail: str = "", *,
                 failures: tuple[EngineFailure, ...] = (), address: str = "", reason: ClusterReason | None = None,
                 scheme: str = "", port: int | None = None, answer: str = "", seconds: float | None = None,
                 game: int | None = None) -> None:
        if not isinstance(problem, TournamentProblem):      # TournamentError("text"): a failure said in words
            problem, detail = TournamentProblem.FAILED, problem
        self.problem, self.detail, self.failures = problem, detail, failures
        self.address, self.reason, self.scheme, self.port, self.answer = address, reason, scheme, port, answer
        self.seconds, self.game = seconds, game
        super().__init__(self.english())

    @property
    def names(self) -> tuple[str, ...]:
        """The engines that did not start (ENGINES)."""
        return tuple(f.name for f in self.failures)

    def english(self) -> str:
        """The error as an English sentence (for logs and the command line)."""
        p = TournamentProblem
        if self.problem is p.ENGINES:
            return "engines that do not start: " + "; ".join(f"{f.name}: {f.error.english()}" for f in self.failures)
        if self.problem in (p.ADDRESS, p.UNREACHABLE, p.NOT_SCHEDULER):
            head = "--scheduler: " if self.problem is p.ADDRESS else "no dask scheduler: "
            return head + self.reason_english()
        seconds = _number(self.seconds)
        return {
            p.NO_CLUSTER: "playing on a cluster needs dask.distributed: pip install '.[cluster]'",
            p.NO_WORKERS: f"the dask scheduler has no workers: {self.address}: no worker joined within {seconds} s "
                          f"(start some: dask worker {self.address})",
            p.WORKERS_SLOW: f"the workers did not start the engines within {seconds} s",
            p.GAME_FAILED: f"game {self.game} failed on the cluster: {self.detail}",
        }.get(self.problem, self.detail)

    def reason_english(self) -> str:
        """Why the scheduler address cannot be used, in English ('' without a reason)."""
        r = ClusterReason
        at, seconds = self.address, _number(self.seconds)
        return {
            r.NOT_AN_ADDRESS: f"{at!r}: {self.detail} (use tcp://HOST:PORT)",
            r.IN_PROCESS: f"{at!r}: inproc:// is a scheduler inside one program only (use tcp://HOST:PORT)",
            r.NO_HOST: f"{at!r}: no host (use {self.scheme}://HOST:PORT)",
            r.BAD_PORT: f"{at!r}: port {self.port} is not from 1 to 65535",
            r.NEEDS_CERTIFICATES: f"{at}: tls:// needs the certificates in dask's configuration (distributed.comm.tls: "
                                  "ca-file, client.cert, client.key)",
            r.NO_SUCH_HOST: f"{at}: no such host ({self.detail})",
            r.REFUSED: f"{at}: nothing listens there (the connection was refused)",
            r.NO_ANSWER: f"{at}: no answer within {seconds} s",
            r.CLOSED: f"{at}: it closed the connection without the greeting a dask scheduler sends",
            r.CLOSED_IN_GREETING: f"{at}: it closed the connection in the middle of its greeting",
            r.STRANGE_ANSWER: f"{at}: it answered {self.answer}, not as a dask scheduler does",
            r.WEB_SERVER: f"{at}: it is a web server (it answered {self.answer}), not a dask scheduler",
            r.SILENT: f"{at}: it accepted the connection but said nothing within {seconds} s (a dask scheduler "
                      "greets at once)",
            r.NO_GREETING: f"{at}: no dask greeting within {seconds} s (is it a dask scheduler?)",
            r.OTHER: f"{at}: {self.detail}",
        }.get(self.reason, f"{at}: {self.detail}") if self.reason is not None else f"{at}: {self.detail}"


# ----- the command line's words ---------------------------------------------------------------------
def english(error: BaseException) -> str:
    """An error met setting up or running a tournament as one English line (for the command line):
    from its kind and arguments for the tournament's and the engines' errors; an OSError names its
    file and gives the system's words."""
    if isinstance(error, (SettingError, OpeningError, StoreError, TournamentError, EngineError)):
        return error.english()
    if isinstance(error, OSError):
        words = str(error.strerror or error)
        return f"{error.filename}: {words}" if error.filename else words
    return str(error)


__all__ = ["SettingProblem", "SettingError", "NetworkReason", "OpeningProblem", "OpeningError", "StoreProblem",
           "PgnChange", "StoreError", "TournamentProblem", "ClusterReason", "EngineFailure", "TournamentError",
           "english"]
