"""Every sentence the program says about the game, made in one place with Qt's translation mechanism."""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.engines import BUILTIN, EngineError, EngineOption, EngineProblem, OptionType
from app.engines.builtin import CoreNote, CoreReason, CoreReport, CoreState
from app.engines.book_build import BookBuildError, BookBuildProblem
from app.library import ArgumentProblem, ErrorKind, LibraryError, SkipReason
from app.model import (FenError, FenProblem, IllegalMoveError, IllegalReason, Outcome, PositionWarning,
                       Termination)
from app.model.enums import Color, Notation, Rule, RuleBook, Ruleset
from app.model.errors import FileFailure, FileProblem
from app.model.touch import TouchRule

from .plain_text import fill


def tr(text: str) -> str:
    """Translate a source text in the 'texts' context."""
    return QCoreApplication.translate("texts", text)


def engine_label(name: str, command: str) -> str:
    """An engine as the choosers show it: the built-in one in the UI's language, others by their name."""
    return tr("Xiangqi Studio (built-in)") if command == BUILTIN else name


def side_name(color: str | None) -> str:
    """'Red' or 'Black', translated."""
    return tr("Red") if color == "red" else tr("Black")


def kind_name(kind: str | None) -> str:
    """A piece kind, translated ('rook', 'horse', ...)."""
    names = {"king": tr("king"), "advisor": tr("advisor"), "elephant": tr("elephant"),
             "horse": tr("horse"), "rook": tr("rook"), "cannon": tr("cannon"), "pawn": tr("pawn")}
    return names.get(kind or "", kind or "?")


def pieces_phrase(kinds: tuple[str, ...]) -> str:
    """'one rook', 'two rooks', 'a rook and a cannon'."""
    if not kinds:
        return tr("its pieces")
    if len(kinds) == 1:
        return tr("one %1").replace("%1", kind_name(kinds[0]))
    if len(set(kinds)) == 1:
        count = {2: tr("two"), 3: tr("three")}.get(len(kinds), str(len(kinds)))
        return tr("%1 %2s").replace("%1", count).replace("%2", kind_name(kinds[0]))
    names = [kind_name(k) for k in kinds]
    return tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])


def rule_label(outcome: Outcome) -> str:
    """The rule as a player reads it: 'CXQ perpetual check, rule A4', 'Asian Rules, rule 15'."""
    rule = Rule(outcome.rule)
    book, article = rule.book, rule.article
    if book is RuleBook.CXQ:
        what = {Termination.PERPETUAL_CHECK: tr("CXQ perpetual check"),
                Termination.PERPETUAL_CHASE: tr("CXQ perpetual chase"),
                Termination.MUTUAL_PERPETUAL: tr("CXQ mutual perpetual"),
                Termination.MOVES_RULE: tr("CXQ moves rule"),
                Termination.EFFECTIVE_RULE: tr("CXQ effective moves rule"),
                Termination.PROGRESS_RULE: tr("CXQ progress rule")}.get(outcome.termination, tr("CXQ rules"))
        return tr("%1, rule %2").replace("%1", what).replace("%2", article)
    if book is RuleBook.ASIAN:
        if article.startswith("G"):
            return tr("Asian Rules, general rule %1").replace("%1", article[1:])
        if article.startswith("P"):
            return tr("Asian Rules, principle %1").replace("%1", article[1:])
        return tr("Asian Rules, rule %1").replace("%1", article)
    return tr("casual rules")


def outcome_title(outcome: Outcome) -> str:
    """'Red wins', 'Black wins' or 'Draw'."""
    if outcome.winner is None:
        return tr("Draw")
    return tr("%1 wins").replace("%1", side_name(outcome.winner))


def outcome_reason(outcome: Outcome) -> str:
    """One sentence saying why the game ended."""
    t = outcome.termination
    culprit = side_name(outcome.culprit)
    loser = side_name("black" if outcome.winner == "red" else "red")
    n = str(outcome.count)
    pieces = pieces_phrase(outcome.pieces)
    if t == Termination.CHECKMATE:
        return tr("%1 is checkmated").replace("%1", loser)
    if t == Termination.STALEMATE:
        return tr("%1 has no legal move, and stalemate loses").replace("%1", loser)
    if t == Termination.PERPETUAL_CHECK:
        if outcome.rule is Rule.CXQ_A3:
            return tr("%1 kept checking while the other side kept chasing; the checker loses").replace("%1", culprit)
        if Ruleset(outcome.ruleset).rules.judges_cycles:
            return tr("%1 checked on every move of a position repeated %2 times").replace("%1", culprit) \
                .replace("%2", n)
        if outcome.allowed:   # CXQ counts checks whether or not positions repeat: say so plainly
            return tr("%1 checked %2 times in a row with %3; CXQ allows %4, whether or not positions repeat") \
                .replace("%1", culprit).replace("%2", n).replace("%3", pieces).replace("%4", str(outcome.allowed))
        return tr("%1 checked %2 times in a row with %3").replace("%1", culprit).replace("%2", n).replace("%3", pieces)
    if t == Termination.PERPETUAL_CHASE:
        target = tr("the %1 %2").replace("%1", side_name("black" if outcome.culprit == "red" else "red").lower()) \
            .replace("%2", kind_name(outcome.chased_kind))
        if Ruleset(outcome.ruleset).rules.judges_cycles:
            return tr("%1 chased %2 on every move with %3").replace("%1", culprit).replace("%2", target) \
                .replace("%3", pieces)
        if outcome.allowed:
            return tr("%1 chased %2 %3 times in a row with %4; CXQ allows %5, whether or not positions repeat") \
                .replace("%1", culprit).replace("%2", target).replace("%3", n).replace("%4", pieces) \
                .replace("%5", str(outcome.allowed))
        return tr("%1 chased %2 %3 times in a row with %4").replace("%1", culprit).replace("%2", target) \
            .replace("%3", n).replace("%4", pieces)
    if t == Termination.MUTUAL_PERPETUAL:
        return tr("both sides check or chase perpetually")
    if t == Termination.REPETITION_DRAW:
        return tr("the same position occurred %1 times with no violation").replace("%1", n)
    if t == Termination.MOVES_RULE:
        return tr("each side has made 300 moves")
    if t == Termination.EFFECTIVE_RULE:
        return tr("each side has made 120 moves that neither check or chase nor answer one")
    if t == Termination.PROGRESS_RULE:
        return tr("each side has made 30 moves since the last capture or crossed-pawn advance")
    if t == Termination.RESIGNATION:
        return tr("%1 resigned").replace("%1", loser)
    if t == Termination.TIME_FORFEIT:
        return time_forfeit_reason(outcome)
    return tr("the players agreed")


def outcome_sentence(outcome: Outcome) -> str:
    """'Black wins: Red checked 7 times in a row with one rook (CXQ perpetual check, rule A4)'."""
    sentence = tr("%1: %2").replace("%2", outcome_reason(outcome)).replace("%1", outcome_title(outcome))
    if outcome.termination in (Termination.RESIGNATION, Termination.AGREEMENT, Termination.TIME_FORFEIT):
        return sentence
    if outcome.termination in (Termination.CHECKMATE, Termination.STALEMATE):
        return sentence
    return tr("%1 (%2)").replace("%2", rule_label(outcome)).replace("%1", sentence)


def violation_warning(outcome: Outcome) -> str:
    """The question asked before a move that the Asian Rules would rule against."""
    if outcome.termination == Termination.PERPETUAL_CHASE:
        what = tr("This repeats a perpetual chase of the %1 %2").replace(
            "%1", side_name("black" if outcome.culprit == "red" else "red").lower()).replace(
            "%2", kind_name(outcome.chased_kind))
    elif outcome.termination == Termination.PERPETUAL_CHECK:
        what = tr("This repeats a perpetual check")
    else:
        what = outcome_reason(outcome)
    return tr("%1; under the Asian Rules you must change. Play it anyway?").replace("%1", what)


def point_name(sq: int | None, notation: Notation | str = Notation.ICCS, viewer: Color | str = Color.RED) -> str:
    """A board point in the chosen notation's terms: ICCS 'e1'; in WXF and Chinese, the file counted
    from the viewer's right (as moves are written) and the rank counted from the viewer's side."""
    if sq is None:
        return "?"
    file, rank = sq % 9, sq // 9
    if Notation(notation) is Notation.ICCS:
        return "abcdefghi"[file] + str(rank)
    if Color(viewer) is Color.RED:
        number, line = 9 - file, rank + 1
    else:
        number, line = file + 1, 10 - rank
    return tr("file %1, rank %2").replace("%1", str(number)).replace("%2", str(line))


def _illegal_templates() -> dict[IllegalReason, str]:
    """A translatable template per reason (%s = point, %k = piece kind, %c = its side, %t = side to move,
    %n = a count)."""
    return {
        IllegalReason.SAME_SQUARE: tr("a move must change square"),
        IllegalReason.NO_PIECE: tr("there is no piece at %1").replace("%1", "%s"),
        IllegalReason.WRONG_TURN: tr("the piece at %1 is %2's; it is %3's turn").replace("%1", "%s")
        .replace("%2", "%c").replace("%3", "%t"),
        IllegalReason.OWN_CAPTURE: tr("cannot capture your own piece at %1").replace("%1", "%s"),
        IllegalReason.KING_STEP: tr("the king moves one point along a rank or file"),
        IllegalReason.PALACE: tr("the %1 must stay in the palace").replace("%1", "%k"),
        IllegalReason.ADVISOR_STEP: tr("the advisor moves one point diagonally"),
        IllegalReason.ELEPHANT_STEP: tr("the elephant moves exactly two points diagonally"),
        IllegalReason.ELEPHANT_RIVER: tr("the elephant cannot cross the river"),
        IllegalReason.ELEPHANT_EYE: tr("the elephant's eye is blocked at %1").replace("%1", "%s"),
        IllegalReason.HORSE_STEP: tr("the horse moves one point orthogonally then one diagonally"),
        IllegalReason.HORSE_LEG: tr("the horse is blocked at %1").replace("%1", "%s"),
        IllegalReason.LINE_MOVE: tr("the %1 moves along a rank or file").replace("%1", "%k"),
        IllegalReason.BLOCKED: tr("the %1 is blocked at %2").replace("%1", "%k").replace("%2", "%s"),
        IllegalReason.CANNON_SCREENS: tr("the cannon captures by jumping exactly one piece (there are %1)")
        .replace("%1", "%n"),
        IllegalReason.PAWN_BACKWARDS: tr("a pawn never moves backwards"),
        IllegalReason.PAWN_SIDEWAYS: tr("a pawn moves sideways only after crossing the river"),
        IllegalReason.PAWN_STEP: tr("a pawn moves one point forward (or sideways after crossing the river)"),
        IllegalReason.KINGS_FACE: tr("kings would face each other"),
        IllegalReason.SELF_CHECK: tr("leaves the king in check"),
        IllegalReason.NO_SUCH_MOTION: tr("the %1 cannot make that move").replace("%1", "%k"),
        IllegalReason.NOT_LEGAL: tr("not a legal move"),
        IllegalReason.GAME_OVER: tr("the game is over"),
    }


def illegal_reason(err: IllegalMoveError, notation: Notation | str = Notation.ICCS) -> str:
    """Why a move is illegal, in the UI language, from the model's reason value and its arguments;
    points are named in the chosen notation's terms."""
    turn = err.turn or Color.RED
    if err.reason is IllegalReason.WRONG_TURN and err.move is None:   # a click on the opponent's piece
        return tr("that is %1's %2; it is %3's turn").replace("%1", side_name(err.color)) \
            .replace("%2", kind_name(err.kind)).replace("%3", side_name(turn))
    template = _illegal_templates().get(err.reason, tr("not a legal move"))
    return (template.replace("%s", point_name(err.square, notation, turn))
            .replace("%k", kind_name(err.kind)).replace("%c", side_name(err.color))
            .replace("%t", side_name(turn)).replace("%n", str(err.count)))


def fen_problem(err: FenError | PositionWarning) -> str:
    """What is wrong with a position, in the UI language, from the model's FenProblem and arguments
    (a FenError, or a PositionWarning of a position the rules can still play from)."""
    p = err.problem
    color, kind = side_name(err.color), kind_name(err.kind)
    square = point_name(err.square)
    templates = {
        FenProblem.NOT_TEXT: tr("A position must be given as FEN text"),
        FenProblem.EMPTY: tr("The FEN is empty"),
        FenProblem.RANK_COUNT: tr("The board has %1 ranks; a FEN needs 10").replace("%1", str(err.count)),
        FenProblem.BAD_LETTER: tr("Unknown piece letter “%1” on rank %2").replace("%1", str(err.text))
        .replace("%2", str(err.rank)),
        FenProblem.RANK_WIDTH: tr("Rank %1 has %2 files; it needs 9").replace("%1", str(err.rank))
        .replace("%2", str(err.count)),
        FenProblem.OUTSIDE_PALACE: tr("The %1 %2 at %3 is outside the palace").replace("%1", color)
        .replace("%2", kind).replace("%3", square),
        FenProblem.IMPOSSIBLE_SQUARE: tr("The %1 %2 at %3 stands where it can never be").replace("%1", color)
        .replace("%2", kind).replace("%3", square),
        FenProblem.NO_KING: tr("There is no %1 king").replace("%1", color),
        FenProblem.TOO_MANY: tr("%1 has %2 %3s, more than a side can have").replace("%1", color)
        .replace("%2", str(err.count)).replace("%3", kind),
        FenProblem.BAD_SIDE: tr("The side to move must be w or b, not “%1”").replace("%1", str(err.text)),
        FenProblem.BAD_HALFMOVE: tr("The halfmove clock “%1” is not a number").replace("%1", str(err.text)),
        FenProblem.BAD_FULLMOVE: tr("The move number “%1” is not a number").replace("%1", str(err.text)),
        FenProblem.NEGATIVE_COUNTERS: tr("The move counters must not be negative"),
        FenProblem.KINGS_FACING: tr("The kings face each other on file %1").replace(
            "%1", "abcdefghi"[err.square % 9] if err.square is not None else "?"),
        FenProblem.SIDE_NOT_TO_MOVE_IN_CHECK: tr("%1 is in check, but it is %2's turn").replace("%1", color)
        .replace("%2", side_name(err.color.other if err.color is not None else None)),
    }
    return templates.get(p, str(err))


def position_warning(warnings: Sequence[PositionWarning]) -> str:
    """A position a game cannot reach, which the user may still accept ('' if there is nothing to say)."""
    if not warnings:
        return ""
    return tr("A game cannot reach this position (%1). You can still play or study from it.").replace(
        "%1", "; ".join(fen_problem(w) for w in warnings))


def touch_message(rule: TouchRule, name_of) -> str:
    """What the touch-move rule requires now; `name_of(square)` names a piece ('the red horse')."""
    own = name_of(rule.own) if rule.own is not None else ""
    enemy = name_of(rule.enemy) if rule.enemy is not None else ""
    if rule.foul:
        if rule.case == "a":
            return tr("Technical foul: you touched %1, which cannot move (touch-move rule a)").replace("%1", own)
        if rule.case == "b":
            return tr("Technical foul: you touched %1, which nothing can capture (touch-move rule b)") \
                .replace("%1", enemy)
        return tr("Technical foul: no move satisfies the touch-move rule (case %1)").replace("%1", rule.case)
    messages = {
        "a": tr("You touched %1: it must move (touch-move rule a)"),
        "b": tr("You touched %2: you must capture it (touch-move rule b)"),
        "c-1": tr("You touched %1 then %2: %1 must capture it (touch-move rule c-1)"),
        "c-2": tr("%1 cannot capture %2, so %1 must move (touch-move rule c-2)"),
        "c-3": tr("%1 cannot move, so another piece must capture %2 (touch-move rule c-3)"),
        "d-1": tr("You touched %2 then %1: %1 must capture it (touch-move rule d-1)"),
        "d-2": tr("%1 cannot capture %2, so another piece must (touch-move rule d-2)"),
        "d-3": tr("Nothing can capture %2, so %1 must move (touch-move rule d-3)"),
    }
    return messages.get(rule.case, "").replace("%1", own).replace("%2", enemy)


def time_forfeit_reason(outcome: Outcome) -> str:
    """'Red ran out of time' (or '..., but Black cannot mate: draw')."""
    loser = side_name(outcome.culprit)
    if outcome.winner is None:
        return tr("%1 ran out of time, but %2 cannot mate: draw").replace("%1", loser).replace(
            "%2", side_name("black" if outcome.culprit == "red" else "red"))
    return tr("%1 ran out of time").replace("%1", loser)


def file_failure(failure: FileFailure) -> str:
    """Why a file could not be written (or read), with what to do where there is something to do."""
    templates = {
        FileProblem.NOT_FOUND: tr("“%1” cannot be written: its folder does not exist."),
        FileProblem.NO_PERMISSION: tr("“%1” cannot be written (it is read-only or you lack permission): save it "
                                      "under another name."),
        FileProblem.IS_FOLDER: tr("“%1” is a folder: choose a file name."),
        FileProblem.NOT_A_FOLDER: tr("“%1” cannot be written: a file stands where a folder should be."),
        FileProblem.DISK_FULL: tr("“%1” cannot be written: the disk is full."),
        FileProblem.READ_ONLY: tr("“%1” cannot be written: the disk is read-only."),
        FileProblem.IN_USE: tr("“%1” is in use by another running copy of the program."),
    }
    template = templates.get(failure.problem, tr("“%1” cannot be written: %2"))
    return template.replace("%1", failure.path or "?").replace("%2", failure.detail)


def save_error(err: BaseException) -> str:
    """Why a file could not be saved (an OSError as a FileFailure; other errors in their own words)."""
    return file_failure(FileFailure.of(err)) if isinstance(err, OSError) else str(err)


def autosave_failed(failure: FileFailure) -> str:
    """Status line when the game could not be autosaved (the game goes on)."""
    return tr("Autosave failed: %1").replace("%1", file_failure(failure))


def save_failed_title() -> str:
    """Title of the message when a game could not be saved."""
    return tr("Save failed")


def game_saved(path: str) -> str:
    """Status line after the game was saved."""
    return tr("Game saved to %1").replace("%1", path)


def paste_fen_title() -> str:
    """Title of the message when the clipboard holds no position."""
    return tr("Not a position")


def paste_fen_failed(err: FenError) -> str:
    """Why the clipboard's text is no position the game can start from."""
    return tr("The clipboard does not hold a valid FEN: %1").replace("%1", fen_problem(err))


def piece_phrase(color: str, kind: str) -> str:
    """'the red horse'."""
    return tr("the %1 %2").replace("%1", side_name(color).lower()).replace("%2", kind_name(kind))


def hint(move: str, opening: str = "") -> str:
    """Status line with the computer's suggested move (and the opening it leads to, when it names one)."""
    if opening:
        return tr("Hint: %1 · %2").replace("%1", move).replace("%2", opening)
    return tr("Hint: %1").replace("%1", move)


def computer_busy() -> str:
    """Status line for a click on the board while the computer thinks."""
    return tr("The computer is thinking…")


def computer_thinking() -> str:
    """The thinking indicator while a computer searches."""
    return tr("Computer thinks…")


def computer_failed_title() -> str:
    """Title of the message when a computer player failed."""
    return tr("The computer failed")


def computers_stopped() -> str:
    """Status line after the computers were stopped."""
    return tr("The computers stopped; both sides are played at the board")


def draw_declined() -> str:
    """Status line when a computer declines a draw offer."""
    return tr("The computer declines the draw")


def analysis_menu() -> str:
    """The Analysis menu of a study window."""
    return tr("&Analysis")


def analyse_game_action() -> str:
    """Analysis ▸ Analyse game (reviews the whole game)."""
    return tr("Analyse &game…")


def review_games_action() -> str:
    """Analysis ▸ Review games (reviews many games: training on one's own mistakes)."""
    return tr("&Review games…")


def book_ready(games: int, moves: int) -> str:
    """Status line when the opening book built from the user's games is ready."""
    return tr("Opening book ready: %1 games, %2 moves").replace("%1", str(games)).replace("%2", str(moves))


def book_failed_title() -> str:
    """Title of the message when an opening book could not be built."""
    return tr("Opening book not built")


def book_failed(path: str, error: BookBuildError) -> str:
    """Why the opening book could not be built from a games file (the computer keeps the master games)."""
    return fill(tr("No opening book could be made from %1: %2. The computer keeps opening from the master games."),
                path, book_build_reason(error))


def book_build_reason(error: BookBuildError) -> str:
    """Why no book came of a games file, as a phrase."""
    if error.problem is BookBuildProblem.UNREADABLE:
        if error.file_kind == "empty":
            return tr("it is empty")
        if error.reader == "cannot-open":
            return tr("it could not be opened")
        return tr("it is not a game file we can read")
    reasons = {
        BookBuildProblem.NO_RESULTS: tr("it holds no finished game with a result"),
        BookBuildProblem.NOT_WRITTEN: tr("the book file could not be written (%1)"),
        BookBuildProblem.FAILED: tr("the book builder failed (%1)"),
        BookBuildProblem.ENDED: tr("the book builder ended unexpectedly"),
    }
    return reasons.get(error.problem, tr("the book builder failed (%1)")).replace("%1", error.detail)


def review_outdated() -> str:
    """Why a finished game review was not written into the game (its main line changed meanwhile)."""
    return tr("The game's main line changed since the analysis began; its results were not written into the game.")


def _engine_templates() -> dict[EngineProblem, str]:
    """A translatable sentence per engine problem (%1 the engine, %2 and %3 its arguments)."""
    return {
        EngineProblem.NOT_FOUND: tr("There is no program at %1"),
        EngineProblem.IS_FOLDER: tr("%1 is a folder, not an engine program"),
        EngineProblem.NOT_EXECUTABLE: tr("%1 cannot be run: you have no permission to run it"),
        EngineProblem.NO_INTERPRETER: tr("%1 cannot be run: the interpreter its first line names (%2) is not "
                                         "installed"),
        EngineProblem.WRONG_SYSTEM: tr("%1 cannot be run: a program it needs is missing (was it made for another "
                                       "system?)"),
        EngineProblem.CANNOT_RUN: tr("%1 cannot be run (%2)"),
        EngineProblem.NO_GREETING: tr("%1 is not an engine we can talk to: it did not answer within %2 s"),
        EngineProblem.ENDED_BEFORE_GREETING: tr("%1 is not an engine we can talk to: it ended before answering"),
        EngineProblem.NO_READYOK: tr("%1 did not answer within %2 s"),
        EngineProblem.NO_ANSWER: tr("%1 did not answer within %2 s"),
        EngineProblem.NO_BEST_MOVE: tr("%1 gave no move within %2 s of being asked to stop"),
        EngineProblem.STOP_IGNORED: tr("%1 never finished a search it was asked to stop, so it was ended"),
        EngineProblem.LINE_TOO_LONG: tr("%1 sent a line longer than %2 bytes, so it was ended"),
        EngineProblem.ILLEGAL_MOVE: tr("%1 played an illegal move (%2)"),
        EngineProblem.NO_MOVE: tr("%1 gave no move, though the position has legal moves"),
        EngineProblem.NO_XIANGQI: tr("%1 does not play xiangqi (it plays: %2)"),
        EngineProblem.CLOSED: tr("%1 was closed"),
        EngineProblem.UNKNOWN_OPTION: tr("%1 has no option “%2”"),
        EngineProblem.BAD_OPTION_VALUE: tr("Option %2 of %1 cannot be “%3”: it takes %4"),
        EngineProblem.FAILED: tr("%1 failed: %2"),
        EngineProblem.BAD_SETTING: tr("%1 was not started: the environment variable XIANGQI_STUDIO_ENGINE is “%3”, "
                                      "which it does not take (it takes %2)"),
    }


def engine_error(err: EngineError) -> str:
    """What went wrong with an engine, in the UI language, from the error's kind and arguments (the
    engine's name, a path, a move: plain text from outside, to be shown as such)."""
    name = err.engine or err.program or tr("The engine")
    problem = err.problem
    if problem is EngineProblem.ENDED:
        text = tr("%1 ended during its search") if err.searching else tr("%1 ended")
        if err.code is not None:
            text += tr(" (exit status %2)").replace("%2", str(err.code))
        return text.replace("%1", name)
    second = {EngineProblem.NO_INTERPRETER: err.detail, EngineProblem.CANNOT_RUN: err.detail,
              EngineProblem.BAD_SETTING: err.detail,
              EngineProblem.NO_XIANGQI: err.detail, EngineProblem.FAILED: err.detail,
              EngineProblem.LINE_TOO_LONG: str(err.count), EngineProblem.ILLEGAL_MOVE: err.move,
              EngineProblem.UNKNOWN_OPTION: err.value,
              EngineProblem.BAD_OPTION_VALUE: err.option.name if err.option is not None else ""}.get(problem)
    if second is None:
        second = f"{err.seconds:g}" if err.seconds is not None else ""
    template = _engine_templates().get(problem, tr("%1 failed: %2"))
    takes = option_takes(err.option) if err.option is not None else ""
    return fill(template, name, second, err.value, takes)


def engine_core(report: CoreReport) -> str:
    """What the built-in engine's search core is doing, for the analysis panel and the Engines
    dialog (a detail such as an error is plain text from outside)."""
    slower = tr("The engine searches with its slower pure-Python core")
    if report.state is CoreState.PURE:
        why = {
            CoreReason.CHOSEN: tr("%1, as the environment variable XIANGQI_STUDIO_ENGINE=%2 asks."),
            CoreReason.NO_NUMBA: tr("%1: numba is not installed."),
            CoreReason.FAILED: tr("%1: its fast core could not be compiled (%2)."),
            CoreReason.BAD_SETTING: tr("%1: the environment variable XIANGQI_STUDIO_ENGINE is “%2”, which it "
                                       "does not take."),
        }.get(report.reason or CoreReason.FAILED, tr("%1."))
        return fill(why, slower, report.detail)
    return {
        CoreState.COMPILED: tr("The engine searches with its fast compiled core."),
        CoreState.LOADING: tr("Preparing the engine's fast core: loading it (about a second)…"),
        CoreState.COMPILING: tr("Preparing the engine's fast core: it is being compiled in the background (about "
                                "a minute, once); the engine searches more slowly until it is ready."),
        CoreState.UNCOMPILED: tr("The engine's fast core is not compiled yet: the engine compiles it in the "
                                 "background the first time it starts (about a minute, once) and searches more "
                                 "slowly until then."),
    }[report.state]


def engine_core_short(report: CoreReport) -> str:
    """engine_core in a line or two, for the narrow analysis panel (the whole text is its tooltip)."""
    if report.state is CoreState.PURE:
        why = {CoreReason.CHOSEN: tr("as XIANGQI_STUDIO_ENGINE asks"),
               CoreReason.NO_NUMBA: tr("numba is not installed"),
               CoreReason.FAILED: tr("its fast core could not be compiled"),
               CoreReason.BAD_SETTING: tr("XIANGQI_STUDIO_ENGINE is wrong")}.get(report.reason or CoreReason.FAILED, "")
        return tr("Slower pure-Python core: %1.").replace("%1", why)
    if report.state is CoreState.COMPILED:
        return tr("Fast compiled core.")
    return tr("Preparing the engine's fast core: slower until it is ready.")


def engine_core_notes(report: CoreReport) -> list[str]:
    """The notes about the built-in engine's cache of its compiled core (a folder is plain text)."""
    templates = {
        CoreNote.FALLBACK: tr("Its cache folder cannot be written, so the compiled core is kept in %1."),
        CoreNote.NO_CACHE: tr("No cache folder can be written (%1): the fast core is compiled again at every "
                              "start."),
        CoreNote.REPAIRED: tr("%1 damaged entries of its cache were removed and are being compiled again."),
    }
    return [templates[note].replace("%1", arg) for note, arg in report.notes]


def option_takes(option: EngineOption) -> str:
    """What an engine option takes: 'true or false', 'a whole number from 1 to 5', 'one of a, b'."""
    if option.type == OptionType.CHECK:
        return tr("true or false")
    if option.type == OptionType.SPIN:
        if option.min is None or option.max is None:
            return tr("a whole number")
        return tr("a whole number from %1 to %2").replace("%1", str(option.min)).replace("%2", str(option.max))
    if option.type == OptionType.COMBO:
        return tr("one of: %1").replace("%1", ", ".join(option.choices))
    return tr("one line of text")


def computer_resigned(color: str) -> str:
    """Status line when a computer resigns a hopeless position."""
    return tr("The computer (%1) resigned a hopeless position").replace("%1", side_name(color))


def computer_gave_no_move(name: str, color: str) -> str:
    """Error text when a computer answered its turn with no move (plain text: `name` is the engine's)."""
    return tr("%1 gave no move, though %2 has legal moves. You play %2 from here.").replace(
        "%1", name or tr("The computer")).replace("%2", side_name(color))


def draw_odds_match(receiver: str) -> str:
    """The match result of a drawn game played with draw odds (让先)."""
    return tr("Draw odds: the draw counts as a win for %1").replace("%1", side_name(receiver))


# ----- the game library ---------------------------------------------------------------------------
def _size(size: int | None) -> str:
    """'12 MB', '340 KB' or '512 B'."""
    n = size or 0
    if n >= 1 << 20:
        return f"{n / (1 << 20):.0f} MB"
    return f"{n / 1024:.0f} KB" if n >= 1024 else f"{n} B"


def shown_path(path: str) -> str:
    """A file name as it can be shown: bytes that are no UTF-8 (kept by the system as surrogates) as U+FFFD."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def library_argument(name: str | None) -> str:
    """The search field (or other argument) a refused value was given for."""
    names = {"player": tr("Player"), "red": tr("Red"), "black": tr("Black"), "event": tr("Event"),
             "opening": tr("Opening"), "ecco": tr("ECCO code"), "date_from": tr("From (date)"),
             "date_to": tr("To (date)"), "result": tr("Result"), "min_moves": tr("At least (moves)"),
             "max_moves": tr("At most (moves)"), "limit": tr("Page size"), "offset": tr("Page start"),
             "order_by": tr("Sort column")}
    return names.get(name or "", name or "?")


def library_refused(err: LibraryError) -> str:
    """Why an argument was refused ('The text for Player is too long (at most 1000 characters)')."""
    field = library_argument(err.argument)
    templates = {
        ArgumentProblem.TOO_LONG: tr("The text for %1 is too long (at most %2 characters)"),
        ArgumentProblem.NOT_TEXT: tr("The text for %1 holds characters that cannot be stored"),
        ArgumentProblem.OUT_OF_RANGE: tr("The number for %1 is out of range"),
        ArgumentProblem.NOT_A_DATE: tr("%1 is not a date: write YYYY, YYYY-MM or YYYY-MM-DD"),
        ArgumentProblem.UNKNOWN_ORDER: tr("The library cannot sort by that column"),
        ArgumentProblem.NOT_EDITABLE: tr("The start position (FEN) is part of the game and cannot be edited"),
        ArgumentProblem.NOT_A_CODE: tr("%1 is not an ECCO code or range: write C84, C7 or C70-C79"),
    }
    template = templates.get(err.problem, tr("The value for %1 was refused")) if err.problem is not None \
        else tr("The value for %1 was refused")
    return template.replace("%1", field).replace("%2", str(err.limit))


def skip_reason(err: LibraryError) -> str:
    """Why an import left a file out ('not a regular file (a named pipe)', '5000 MB, more than ...', ...)."""
    if err.skip is SkipReason.NOT_A_FILE:
        kinds = {"fifo": tr("a named pipe"), "character-device": tr("a device"), "block-device": tr("a disk device"),
                 "socket": tr("a socket"), "folder": tr("a folder")}
        return tr("not a regular file (%1)").replace("%1", kinds.get(err.file_type or "", tr("a special file")))
    if err.skip is SkipReason.LINK_LOOP:
        return tr("a loop of symbolic links")
    if err.skip is SkipReason.MISSING:
        return tr("no such file (a link to nothing?)")
    if err.skip is SkipReason.TOO_BIG:
        return tr("%1, more than the %2 a file may have").replace("%1", _size(err.size)) \
            .replace("%2", _size(err.limit))
    return tr("cannot be read: %1").replace("%1", err.detail)


def library_error(err: LibraryError) -> str:
    """A library error in the user's language, from its kind and arguments."""
    name = shown_path(os.path.basename(err.path)) if err.path else ""
    k = err.kind
    if k is ErrorKind.REFUSED_ARGUMENT:
        return library_refused(err)
    if k is ErrorKind.FILE_SKIPPED:
        return fill(tr("%1 was skipped: %2"), shown_path(err.path or ""), skip_reason(err))
    if k is ErrorKind.TOO_NEW:
        return fill(tr("The library file “%1” was written by a newer version of the program (library version %2; "
                  "this one reads up to %3)"), name, err.version, err.supported)
    if k is ErrorKind.NO_SUCH_GAME:
        return tr("Game %1 is no longer in the library").replace("%1", str(err.game_id))
    templates = {
        ErrorKind.CANNOT_OPEN: tr("The library file “%1” cannot be opened: %2"),
        ErrorKind.NOT_A_LIBRARY: tr("“%1” is not a game library (%2)"),
        ErrorKind.DAMAGED: tr("The library file “%1” is damaged (%2)"),
        ErrorKind.READ_ONLY: tr("The library file “%1” is read-only: you can search and open games, "
                                "but not import, edit or delete them"),
        ErrorKind.DISK_FULL: tr("The disk is full: the library could not be written. Nothing stored before was "
                                "lost; free some space and try again"),
        ErrorKind.DISK_ERROR: tr("The disk reported an error while the library was used (%2)"),
        ErrorKind.BUSY: tr("The library file “%1” is in use by another program; try again in a moment"),
        ErrorKind.OUT_OF_MEMORY: tr("There was not enough memory for this library operation"),
        ErrorKind.READERS_FAILED: tr("The import stopped: its reader processes failed (%2)"),
        ErrorKind.EXPORT_FAILED: tr("The games could not be written to “%1”: %2"),
    }
    template = templates.get(k, tr("Unexpected library error (%2)"))
    return fill(template, name, err.detail)
