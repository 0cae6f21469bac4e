"""Engine errors as values: each carries a kind (:class:`EngineProblem`) and its arguments.

``EngineError.problem`` is what callers switch on and the view words in the user's language
(app/view/texts.py: ``engine_error``); ``str(err)`` is an English sentence for logs, scripts and the
command line only; the error pickles with its kind and arguments (an engine's failure on a dask
worker comes back whole). :class:`EngineTimeout` and :class:`EngineTerminated` stay the particular cases a
caller may catch (an engine that did not answer in time; one whose process ended), and
:class:`EngineOptionError` is also a ValueError (an option name or value the engine does not take).
"""

from __future__ import annotations

from enum import StrEnum

from app.model.errors import PicklableError

from .values import EngineOption, OptionType


class EngineProblem(StrEnum):
    """What went wrong with an engine (the arguments each uses are listed in ``EngineError``)."""

    NOT_FOUND = "not-found"                  # program: no such file
    IS_FOLDER = "is-folder"                  # program: a folder, not a program
    NOT_EXECUTABLE = "not-executable"        # program: no permission to run it
    NO_INTERPRETER = "no-interpreter"        # program, detail (the interpreter its #! line names)
    WRONG_SYSTEM = "wrong-system"            # program: a program it needs to start is missing
    CANNOT_RUN = "cannot-run"                # program, detail (the system's reason)
    NO_GREETING = "no-greeting"              # program, seconds, detail (the words awaited: uciok ...)
    ENDED_BEFORE_GREETING = "ended-before-greeting"   # program, code (exit status, if known)
    NO_READYOK = "no-readyok"                # engine, seconds
    NO_ANSWER = "no-answer"                  # engine, seconds
    NO_BEST_MOVE = "no-best-move"            # engine, seconds: none within that long after stop
    STOP_IGNORED = "stop-ignored"            # engine: never answered a stopped search; it was ended
    ENDED = "ended"                          # engine, code, searching (it ended during a search)
    LINE_TOO_LONG = "line-too-long"          # engine, count (bytes allowed); it was ended
    ILLEGAL_MOVE = "illegal-move"            # engine, move (its text), fen
    NO_MOVE = "no-move"                      # engine, fen: no move although there are legal moves
    NO_XIANGQI = "no-xiangqi"                # engine, detail (the variants it plays)
    CLOSED = "closed"                        # engine: the session was closed
    UNKNOWN_OPTION = "unknown-option"        # engine, value (the option name asked for), detail (its options)
    BAD_OPTION_VALUE = "bad-option-value"    # engine, option (the EngineOption), value
    BAD_SETTING = "bad-setting"              # program, value (XIANGQI_STUDIO_ENGINE's), detail (the values it takes)
    FAILED = "failed"                        # engine, detail: anything else (an OS error, ...)


TIMEOUTS = frozenset({EngineProblem.NO_GREETING, EngineProblem.NO_READYOK, EngineProblem.NO_ANSWER,
                      EngineProblem.NO_BEST_MOVE})
ENDINGS = frozenset({EngineProblem.ENDED_BEFORE_GREETING, EngineProblem.ENDED, EngineProblem.LINE_TOO_LONG,
                     EngineProblem.STOP_IGNORED, EngineProblem.CLOSED})


class EngineError(PicklableError, RuntimeError):
    """An engine could not be started, did not answer in time, crashed or sent something unusable.

    ``problem`` says what; the other fields are its arguments (empty or None when unused):
    ``program`` (the command that was started), ``engine`` (its name once known), ``seconds`` (a
    time allowed), ``code`` (an exit status), ``count`` (a number), ``move`` (an engine's move text),
    ``fen`` (the position), ``option`` (a declared option), ``value`` (a value or name given),
    ``searching`` (it happened during a search) and ``detail`` (technical text: a system message, a
    list of the engine's variants or options).
    """

    def __init__(self, problem: EngineProblem = EngineProblem.FAILED, *, program: str = "", engine: str = "",
                 seconds: float | None = None, code: int | None = None, count: int | None = None,
                 move: str = "", fen: str = "", option: EngineOption | None = None, value: str = "",
                 searching: bool = False, detail: str = "") -> None:
        self.problem = problem
        self.program = program
        self.engine = engine or program
        self.seconds = seconds
        self.code = code
        self.count = count
        self.move = move
        self.fen = fen
        self.option = option
        self.value = value
        self.searching = searching
        self.detail = detail
        super().__init__(self.english())

    def during_search(self) -> EngineError:
        """This error, marked as met during a search (the same kind and class)."""
        return type(self)(self.problem, program=self.program, engine=self.engine, seconds=self.seconds,
                          code=self.code, count=self.count, move=self.move, fen=self.fen, option=self.option,
                          value=self.value, searching=True, detail=self.detail)

    def english(self) -> str:
        """The error as an English sentence (for logs and the command line; the view words its own)."""
        template = _ENGLISH[self.problem]
        text = template.format(program=self.program or "?", engine=self.engine or "?",
                               seconds=f"{self.seconds:g}" if self.seconds is not None else "?",
                               count=self.count, move=self.move, fen=self.fen, value=self.value,
                               detail=self.detail, option=self.option.name if self.option else "?",
                               takes=takes(self.option) if self.option else "")
        if self.problem is EngineProblem.ENDED and self.code is not None:
            text += f" (exit status {self.code})"
        if self.searching:
            text += " during the search"
        return text


class EngineTimeout(EngineError):
    """An engine did not answer within the time allowed."""


class EngineTerminated(EngineError):
    """An engine process ended (crashed or quit) while we were talking to it."""


class EngineOptionError(EngineError, ValueError):
    """An option the engine does not have, or a value it does not take (nothing was sent)."""


def engine_error(problem: EngineProblem, **args: object) -> EngineError:
    """An error of the class that fits its kind (EngineTimeout, EngineTerminated, EngineOptionError)."""
    if problem in TIMEOUTS:
        return EngineTimeout(problem, **args)  # type: ignore[arg-type]
    if problem in ENDINGS:
        return EngineTerminated(problem, **args)  # type: ignore[arg-type]
    if problem in (EngineProblem.UNKNOWN_OPTION, EngineProblem.BAD_OPTION_VALUE):
        return EngineOptionError(problem, **args)  # type: ignore[arg-type]
    return EngineError(problem, **args)  # type: ignore[arg-type]


def takes(option: EngineOption) -> str:
    """What an option takes, in English ("true or false", "1-5", "one of a, b")."""
    if option.type == OptionType.CHECK:
        return "true or false"
    if option.type == OptionType.SPIN:
        return f"a whole number {option.min}-{option.max}" if option.min is not None else "a whole number"
    if option.type == OptionType.COMBO:
        return "one of " + ", ".join(option.choices)
    return "one line of text"


_ENGLISH: dict[EngineProblem, str] = {
    EngineProblem.NOT_FOUND: "engine not found: {program}",
    EngineProblem.IS_FOLDER: "engine {program} is a folder, not a program",
    EngineProblem.NOT_EXECUTABLE: "engine {program} is not an executable program (no permission to run it)",
    EngineProblem.NO_INTERPRETER: ("engine {program} cannot be run: the interpreter named on its first line "
                                   "({detail}) is not installed"),
    EngineProblem.WRONG_SYSTEM: ("engine {program} cannot be run: a program it needs to start is missing "
                                 "(was it built for another system?)"),
    EngineProblem.CANNOT_RUN: "engine {program} cannot be run ({detail}); is it a program?",
    EngineProblem.NO_GREETING: "{program} is not a UCI or UCCI engine: no {detail} within {seconds} s",
    EngineProblem.ENDED_BEFORE_GREETING: ("{program} is not a UCI or UCCI engine: it ended before answering "
                                          "(asked with {detail})"),
    EngineProblem.NO_READYOK: "engine {engine} sent no readyok within {seconds} s",
    EngineProblem.NO_ANSWER: "engine {engine} did not answer within {seconds} s",
    EngineProblem.NO_BEST_MOVE: "engine {engine} sent no best move within {seconds} s of being told to stop",
    EngineProblem.STOP_IGNORED: ("engine {engine} never sent the best move of a search it was told to stop; "
                                 "it was ended"),
    EngineProblem.ENDED: "engine {engine} ended",
    EngineProblem.LINE_TOO_LONG: "engine {engine} sent a line longer than {count} bytes; it was ended",
    EngineProblem.ILLEGAL_MOVE: "engine {engine} played an illegal move '{move}' in the position {fen}",
    EngineProblem.NO_MOVE: "engine {engine} gave no move in the position {fen}, which has legal moves",
    EngineProblem.NO_XIANGQI: "engine {engine} does not play xiangqi (its variants: {detail})",
    EngineProblem.CLOSED: "engine {engine} is closed",
    EngineProblem.UNKNOWN_OPTION: "engine {engine} has no option '{value}' (its options: {detail})",
    EngineProblem.BAD_OPTION_VALUE: "option '{option}' of engine {engine} takes {takes}, not '{value}'",
    EngineProblem.FAILED: "engine {engine} failed: {detail}",
    EngineProblem.BAD_SETTING: ("engine {program} not started: XIANGQI_STUDIO_ENGINE is '{value}', which it does "
                                "not take (it takes {detail})"),
}


__all__ = ["EngineProblem", "EngineError", "EngineTimeout", "EngineTerminated", "EngineOptionError",
           "engine_error", "takes"]
