"""The tournament's errors in the user's language, made from their kinds and arguments.

Every error of app.tournament (app/tournament/errors.py) is worded here: SettingError by its
SettingProblem, OpeningError by its OpeningProblem, StoreError by its StoreProblem (and PgnChange),
TournamentError by its TournamentProblem (and ClusterReason). Text that came from outside (a file name,
an engine's name, what a network peer answered, the system's words in ``detail``) is put in as it is;
the window shows it as plain text. Nothing here reads an error's English.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from app.engines import EngineError
from app.model.errors import FileFailure, FenError, IllegalMoveError
from app.model.time_control import MAX_MOVES, TimeControlProblem
from app.tournament.errors import (ClusterReason, EngineFailure, NetworkReason, OpeningError, OpeningProblem,
                                   PgnChange, SettingError, SettingProblem, StoreError, StoreProblem, TournamentError,
                                   TournamentProblem)

from . import study_texts, texts
from .plain_text import fill


def tr(text: str) -> str:
    """Translate in the 'tournament_texts' context."""
    return QCoreApplication.translate("tournament_texts", text)


def _number(value: float | None) -> str:
    return "?" if value is None else f"{value:g}"


# ----- settings -------------------------------------------------------------------------------------
def setting_name(setting: str) -> str:
    """A setting as the tournament window labels it ('tc': 'Time control'); an unknown one as it is."""
    return {"engine": tr("Participants"), "format": tr("Format"), "games": tr("Games per pairing"),
            "tc": tr("Time control"), "openings": tr("Openings"), "ruleset": tr("Rules"),
            "adjudicate": tr("Adjudication"), "sprt": tr("SPRT"), "concurrency": tr("Games at once"),
            "pgn": tr("PGN file"), "margin": tr("Time margin"), "opening-plies": tr("Plies of each line"),
            "notation": tr("Move notation"), "resume": tr("Resume")}.get(setting, setting)


def _key_name(key: str) -> str:
    """The part of a setting ('protocol': 'the protocol'); the SPRT's elo0, alpha, ... as they are."""
    return {"protocol": tr("the protocol"), "timeout": tr("the timeout"), "depth": tr("the depth"),
            "nodes": tr("the node count")}.get(key, key)


def _out_of_range(err: SettingError) -> str:
    templates = {"timeout": tr("the timeout “%1” must be more than 0 and at most %3 seconds"),
                 "depth": tr("“%1”: the depth must be from %2 to %3"),
                 "nodes": tr("“%1”: the node count must be from %2 to %3")}
    template = templates.get(err.key) or (tr("%1 ms is out of range: from %2 to %3 ms") if err.setting == "margin"
                                          else tr("%1 is out of range: from %2 to %3"))
    return fill(template, err.value, _number(err.low), _number(err.high))


def _time_control(err: SettingError) -> str:
    if err.cause is TimeControlProblem.TOO_LONG:
        return fill(tr("“%1”: a time control may last at most a year"), err.value)
    if err.cause is TimeControlProblem.BAD_MOVES:
        return fill(tr("“%1”: moves a period must be from 1 to %2"), err.value, str(MAX_MOVES))
    return fill(tr("“%1” is not a time control: try 3+2, 40/5, 10|30s, movetime=100ms, depth=8 or nodes=100000"),
                err.value)


def _unknown_word(err: SettingError) -> str:
    if err.setting == "adjudicate":
        return fill(tr("“%1” is no rule: use resign=CP/MOVES, draw=CP/MOVES[/FROM] or maxmoves=N"), err.value)
    if err.setting == "sprt":
        return fill(tr("“%1” is no setting of the SPRT: use elo0=E, elo1=E, alpha=A or beta=B"), err.value)
    return fill(tr("“%1” is not understood"), err.value)


def network_reason(err: SettingError) -> str:
    """Why the built-in engine could not use a network file (SettingProblem.NETWORK), as a phrase; the
    network reader's or the system's words (``detail``) are put in as they are."""
    r = NetworkReason
    templates = {r.MISSING: tr("there is no such file"),
                 r.NOT_A_FILE: tr("it is not a file (%1)"),
                 r.UNREADABLE: tr("it cannot be read (%1)"),
                 r.NOT_A_NETWORK: tr("it is not a network file"),
                 r.OTHER_VERSION: tr("it is a network this version of the program does not read (%1)"),
                 r.DAMAGED: tr("it is damaged (%1)")}
    template = templates.get(err.reason) if err.reason is not None else None
    return fill(template, err.detail) if template else err.detail


def setting_error(err: SettingError) -> str:
    """What is wrong with a setting, as a phrase to follow its name ('Time control: ...')."""
    p = err.problem
    if p is SettingProblem.NETWORK:
        if err.worker:
            return fill(tr("%1: the network file “%2” cannot be used on the worker %4: %3; the engine would play "
                           "with its hand-written evaluation"), err.within, err.value, network_reason(err), err.worker)
        return fill(tr("%1: the network file “%2” cannot be used: %3; the engine would play with its hand-written "
                       "evaluation"), err.within, err.value, network_reason(err))
    if p is SettingProblem.OUT_OF_RANGE:
        return _out_of_range(err)
    if p is SettingProblem.NOT_A_TIME_CONTROL:
        return _time_control(err)
    if p is SettingProblem.UNKNOWN_WORD:
        return _unknown_word(err)
    if p is SettingProblem.NOT_ONE_OF:
        template = tr("%1 “%2”: choose one of %3") if err.key else tr("“%2”: choose one of %3")
        return fill(template, _key_name(err.key), err.value, ", ".join(err.choices))
    templates = {
        SettingProblem.NO_ENGINE: tr("no engine in “%1”"),
        SettingProblem.NOT_KEY_VALUE: tr("“%1” in “%2” is not a setting of the form key=value"),
        SettingProblem.NOT_A_NUMBER: tr("%6 “%1” is not a number"),
        SettingProblem.TIME_A_MOVE: tr("“%1”: a time a move must be from 1 ms to an hour"),
        SettingProblem.NO_LIMIT: tr("the engines need a limit: a clock, a time a move (movetime=100ms), a depth "
                                    "(depth=8) or a node count (nodes=100000)"),
        SettingProblem.NOT_WHOLE_NUMBERS: tr("“%1”: whole numbers are expected"),
        SettingProblem.NO_MOVES: tr("“%1”: the rule needs at least one move"),
        SettingProblem.ELO_ORDER: tr("elo1 must be above elo0"),
        SettingProblem.ERROR_RATES: tr("alpha and beta must lie between 0 and 0.5"),
        SettingProblem.TOO_FEW_ENGINES: tr("a tournament needs at least two"),
        SettingProblem.TOO_MANY_GAMES: tr("%4 games in all (%5 pairings of %1 games): at most %3"),
        SettingProblem.SPRT_NEEDS_MATCH: tr("the SPRT is for a match of two engines"),
        SettingProblem.NO_PGN: tr("choose a file to write the games to"),
        SettingProblem.RESUME_NEEDS_PGN: tr("give the PGN file of the tournament to resume"),
        SettingProblem.RESUME_DIFFERS: tr("the set-up differs from that of the tournament saved with “%1”"),
    }
    template = templates.get(p, tr("“%1” cannot be used"))
    return fill(template, err.value, err.within, _number(err.high), str(err.count), str(err.pairings),
                _key_name(err.key))


# ----- openings -------------------------------------------------------------------------------------
def opening_error(err: OpeningError) -> str:
    """Why the openings cannot be used, as a phrase ('The openings cannot be read: ...')."""
    p = err.problem
    if p is OpeningProblem.ILLEGAL_LINE:
        cause = err.cause
        why = (texts.fen_problem(cause) if isinstance(cause, FenError)
               else texts.illegal_reason(cause) if isinstance(cause, IllegalMoveError) else err.detail)
        return fill(tr("the line %1 cannot be played: %2"), err.line, why)
    if p is OpeningProblem.NOT_GAMES and err.read is not None:
        return study_texts.problem_sentence(err.read, os.path.basename(err.path))
    templates = {
        OpeningProblem.GAME_OVER: tr("the game is over at the end of the line %1"),
        OpeningProblem.UNKNOWN_SOURCE: tr("“%2” is neither a file, the book nor an ECCO code range"),
        OpeningProblem.CANNOT_READ: tr("“%3” cannot be read (%4)"),
        OpeningProblem.NOT_GAMES: tr("“%3” is not a game file that can be read (%4)"),
        OpeningProblem.NOT_EPD: tr("“%2” in “%3” is not an EPD position"),
        OpeningProblem.NO_BOOK: tr("the opening book that comes with the program is missing or damaged"),
        OpeningProblem.BOOK_EMPTY: tr("the opening book gave no line"),
        OpeningProblem.NO_CODE: tr("“%2” holds no ECCO code: write C84, C7 or C70-C79"),
        OpeningProblem.CODE_NOT_REACHED: tr("the opening book reaches none of the codes %2"),
    }
    return fill(templates.get(p, tr("“%2” cannot be used")), err.line, err.source, texts.shown_path(err.path),
                err.detail)


# ----- the files of a tournament --------------------------------------------------------------------
def pgn_change(err: StoreError) -> str:
    """How the PGN of a tournament to resume differs from what its state file records."""
    templates = {
        PgnChange.LAST_GAME: tr("“%1” does not end with game %2 as the tournament wrote it"),
        PgnChange.SHORTER: tr("“%1” is shorter than the state file says (%3 bytes, not %4)"),
        PgnChange.GAMES_MISSING: tr("the first %4 bytes of “%1” do not hold the tournament's %2 games"),
        PgnChange.FOREIGN_TAIL: tr("“%1” holds %3 bytes after the tournament's games that are none of its games"),
    }
    template = templates.get(err.change, tr("“%1” is not as the tournament left it")) if err.change is not None \
        else tr("“%1” is not as the tournament left it")
    count = err.game if err.change is PgnChange.LAST_GAME else err.count
    return fill(template, texts.shown_path(err.path), str(count), str(err.size), str(err.length))


def store_error(err: StoreError) -> str:
    """Why a tournament cannot be saved or resumed, as a sentence."""
    path = texts.shown_path(err.path)
    if err.problem is StoreProblem.PGN_CHANGED:
        return fill(tr("The PGN file was changed after the tournament wrote it; it is kept as it is and nothing "
                       "was played: %2"), path, pgn_change(err))
    if err.problem is StoreProblem.DAMAGED:
        return fill(tr("The saved tournament's state file is damaged (%3): %2. Nothing was played or changed."),
                    path, err.detail, err.field)
    templates = {
        StoreProblem.SAVED: tr("A tournament is saved with “%1” already: resume it, or choose another PGN file."),
        StoreProblem.UNREADABLE: tr("The saved tournament cannot be resumed: its state file “%1” cannot be read "
                                    "(%2)."),
        StoreProblem.NOT_STATE: tr("The saved tournament cannot be resumed: “%1” is not a tournament's state file "
                                   "that this version can read."),
        StoreProblem.IN_USE: tr("The tournament saved with “%1” is being played by another window or program; "
                                "resume it once that has ended."),
    }
    return fill(templates.get(err.problem, tr("The saved tournament cannot be resumed: %2")), path, err.detail)


# ----- running --------------------------------------------------------------------------------------
def engine_failure(failure: EngineFailure) -> str:
    """An engine that did not start: its name and why ('Eye: There is no program at /opt/eye')."""
    return fill(tr("%1: %2"), failure.name, texts.engine_error(failure.error))


def cluster_reason(err: TournamentError) -> str:
    """Why a scheduler address cannot be used, as a phrase."""
    templates = {
        ClusterReason.NOT_AN_ADDRESS: tr("it is not an address (%1); write tcp://HOST:PORT"),
        ClusterReason.IN_PROCESS: tr("inproc:// is a scheduler inside one program only; write tcp://HOST:PORT"),
        ClusterReason.NO_HOST: tr("it names no host; write %2://HOST:PORT"),
        ClusterReason.BAD_PORT: tr("port %3 is not from 1 to 65535"),
        ClusterReason.NEEDS_CERTIFICATES: tr("tls:// needs the certificates in dask's configuration "
                                             "(distributed.comm.tls)"),
        ClusterReason.NO_SUCH_HOST: tr("there is no such host (%1)"),
        ClusterReason.REFUSED: tr("nothing listens there (the connection was refused)"),
        ClusterReason.NO_ANSWER: tr("no answer came within %4 s"),
        ClusterReason.CLOSED: tr("it closed the connection without the greeting a dask scheduler sends"),
        ClusterReason.CLOSED_IN_GREETING: tr("it closed the connection in the middle of its greeting"),
        ClusterReason.STRANGE_ANSWER: tr("it answered %5, not as a dask scheduler does"),
        ClusterReason.WEB_SERVER: tr("it is a web server (it answered %5)"),
        ClusterReason.SILENT: tr("it accepted the connection but said nothing within %4 s"),
        ClusterReason.NO_GREETING: tr("no dask greeting came within %4 s"),
    }
    template = templates.get(err.reason, "%1") if err.reason is not None else "%1"
    return fill(template, err.detail, err.scheme, str(err.port), _number(err.seconds), err.answer)


def tournament_error(err: TournamentError) -> str:
    """Why a tournament cannot run, as a sentence."""
    p = err.problem
    if p is TournamentProblem.ENGINES:
        failures = [engine_failure(f) for f in err.failures]
        template = tr("An engine did not start: %2") if len(failures) == 1 else tr("%1 engines did not start: %2")
        return fill(template, str(len(failures)), "; ".join(failures))
    templates = {
        TournamentProblem.NO_CLUSTER: tr("Playing on a cluster needs dask.distributed (pip install '.[cluster]')."),
        TournamentProblem.ADDRESS: tr("The scheduler's address “%1” cannot be used: %2."),
        TournamentProblem.UNREACHABLE: tr("No dask scheduler answers at %1: %2."),
        TournamentProblem.NOT_SCHEDULER: tr("What answers at %1 is not a dask scheduler: %2."),
        TournamentProblem.NO_WORKERS: tr("The dask scheduler at %1 has no workers (none joined within %3 s): start "
                                         "some with “dask worker %1”."),
        TournamentProblem.WORKERS_SLOW: tr("The cluster's workers did not start the engines within %3 s."),
        TournamentProblem.GAME_FAILED: tr("Game %4 failed on the cluster: %5"),
    }
    if p not in templates:
        return stopped(err.detail)
    template = templates[p]
    return fill(template, err.address, cluster_reason(err), _number(err.seconds), str(err.game), err.detail)


def stopped(detail: str) -> str:
    """A tournament that stopped on an error nothing else words (its detail as it came)."""
    return fill(tr("The tournament stopped with an error: %1"), detail)


def problem_text(error: object) -> str:
    """A problem of the tournament window in words: a setting (after its name), the openings, the files,
    the engines, a file that cannot be written, or anything else that ended the tournament."""
    if isinstance(error, SettingError):
        return fill(tr("%1: %2"), setting_name(error.setting), setting_error(error))
    if isinstance(error, OpeningError):
        return fill(tr("The openings cannot be read: %1"), opening_error(error))
    if isinstance(error, StoreError):
        return store_error(error)
    if isinstance(error, TournamentError):
        return tournament_error(error)
    if isinstance(error, FileFailure):
        return texts.file_failure(error)
    if isinstance(error, EngineError):
        return texts.engine_error(error)
    shown = f"{type(error).__name__}: {error}" if error is not None else "?"
    return stopped(shown)


__all__ = ["fill", "setting_name", "setting_error", "network_reason", "opening_error", "pgn_change", "store_error",
           "engine_failure", "cluster_reason", "tournament_error", "stopped", "problem_text"]
