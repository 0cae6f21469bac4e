"""`xiangqi-studio-tournament` and `python -m app tournament`: run an engine tournament from the shell.

Progress goes to stderr (a line per finished game), the final standings to stdout. Exit status: 0 when
the tournament ended (complete, or decided by the SPRT), 1 when it could not run, 2 for a bad command
line (a network file the workers of a cluster cannot use included), 128 + the signal's number when a
signal ended it (130 for Ctrl+C, 143 for SIGTERM, 129 for SIGHUP).

Every signal that would end the program (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
...; not one that is ignored, as under nohup) stops the tournament the way Ctrl+C does: the games under
way are kept as far as they went (``--resume`` plays them on), and every engine is ended, also one
that ignores its input closing, ``quit`` and SIGTERM (it is killed); a second signal, or games that do
not stop within STOP_GRACE seconds, end the engines at once. A new tournament ended before it began
leaves no files.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from types import FrameType

from app.engines.ending_signals import ENDING_SIGNALS
from app.model.enums import Ruleset

from .config import (MAX_CONCURRENCY, Adjudication, EngineSpec, Format, SprtSettings, TimeSetting, TournamentSettings,
                     check_concurrency, named_uniquely)
from .errors import OpeningError, SettingError, SettingProblem, StoreError, TournamentError, english
from .events import Finish, TournamentEvent, TournamentFinished
from .report import event_line, standings_text
from .runner import Tournament

EPILOG = """engine SPEC: builtin[:LEVEL] (novice, beginner, casual, intermediate, strong, master) or the path of a
UCI/UCCI engine, then comma-separated settings: name=NAME, protocol=auto|uci|ucci, timeout=SECONDS,
arg=ARGUMENT (repeatable),
and engine options (Skill Level=5, Hash=64). Example:
  --engine builtin:master --engine "/usr/games/fairy-stockfish,name=FSF,Skill Level=3"

--tc: a clock as the program's time controls write it (3+2: 3 minutes plus 2 s a move; 40/5: 40 moves
in 5 minutes; 10|30s x3: byo-yomi; 5s/move), or movetime=100ms, depth=N, nodes=N (no clock).
--openings: a PGN or EPD file, 'book' (lines from the shipped book), or an ECCO range (C70-C79).
--adjudicate resign=CP/MOVES draw=CP/MOVES[/FROM] maxmoves=N (any of them).
--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 (a match of two engines; stops it when decided).
--scheduler tcp://HOST:8786: play the games on a dask.distributed cluster (pip install '.[cluster]').
--margin MS: a move that comes up to MS late still counts (default 100 ms past the flag with a clock,
1000 ms past the time a move with movetime); later, the engine loses on time. Late moves are noted in
the PGN and counted in the standings.
"""

STOP_GRACE = 3.0     # seconds the games get to stop after a signal before their engines are ended


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    p = argparse.ArgumentParser(prog="xiangqi-studio-tournament", description="Run a tournament between "
                                "xiangqi engines, judged by the program's arbiter.", epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", action="append", default=[], metavar="SPEC", help="an entrant (two or more)")
    p.add_argument("--format", choices=[f.value for f in Format], default=Format.ROUND_ROBIN.value)
    p.add_argument("--games", type=int, default=2, metavar="N", help="games per pairing (default 2)")
    p.add_argument("--openings", metavar="FILE|book|ECCO", help="the opening suite (default: the start position)")
    p.add_argument("--opening-plies", type=int, default=8, metavar="N",
                   help="plies of each opening line (0: all of a file's; default 8)")
    p.add_argument("--tc", default="movetime=100ms", metavar="TEXT", help="time control (default movetime=100ms)")
    p.add_argument("--ruleset", choices=["cxq", "asian"], default="cxq")
    p.add_argument("--concurrency", type=int, metavar="N",
                   help=f"games at once, 1 to {MAX_CONCURRENCY} (default: one per core)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="a dask.distributed scheduler to play the games on")
    p.add_argument("--scheduler-timeout", type=float, default=30.0, metavar="SECONDS",
                   help="how long to try to reach the scheduler and find a worker (default 30)")
    p.add_argument("--pgn", metavar="FILE", help="write every game here as it finishes (and a state file beside it)")
    p.add_argument("--resume", action="store_true", help="go on with the tournament saved with --pgn FILE")
    p.add_argument("--sprt", nargs="+", metavar="KEY=VALUE", help="stop a match when the SPRT decides")
    p.add_argument("--adjudicate", nargs="+", metavar="RULE", help="end games early (resign, draw, maxmoves)")
    p.add_argument("--margin", type=int, default=None, metavar="MS",
                   help="how late a move may come and still count: past the flag with a clock (default 100 ms), "
                        "past the time a move with movetime (default 1000 ms)")
    p.add_argument("--seed", type=int, default=1, help="draws of book openings (default 1)")
    p.add_argument("--event", default="Xiangqi Studio tournament", help="the PGN Event tag")
    p.add_argument("--notation", choices=["chinese", "wxf", "iccs"], default="chinese", help="PGN move notation")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return p


def settings_of(args: argparse.Namespace) -> TournamentSettings:
    """The tournament the options describe (SettingError)."""
    check_concurrency(args.concurrency)
    return TournamentSettings(
        engines=tuple(EngineSpec.parse(text) for text in args.engine), format=Format(args.format), games=args.games,
        openings=args.openings, opening_plies=args.opening_plies, time=TimeSetting.parse(args.tc),
        ruleset=Ruleset(args.ruleset), adjudication=Adjudication.parse(args.adjudicate or []),
        sprt=SprtSettings.parse(args.sprt) if args.sprt else None,
        margin=None if args.margin is None else args.margin / 1000.0, seed=args.seed,
        event=args.event, notation=args.notation)


RECEIVED: list[int] = []     # the ending signals received while ending_signals() is in force


@contextmanager
def ending_signals() -> Iterator[None]:
    """While inside: a signal that would end the program is noted in RECEIVED instead (one the program
    ignores stays ignored), for the tournament's loop to stop the tournament and its engines; nothing
    is raised, so that no step of stopping is cut short. The handlers before are put back after."""
    def handler(signum: int, frame: FrameType | None) -> None:
        RECEIVED.append(signum)

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {}
    for sig in ENDING_SIGNALS:
        current = signal.getsignal(sig)
        if current is signal.SIG_IGN:
            continue
        try:
            signal.signal(sig, handler)
        except (OSError, ValueError):
            continue
        before[sig] = current
    RECEIVED.clear()
    try:
        yield
    finally:
        for sig, old in before.items():
            signal.signal(sig, old if old is not None else signal.SIG_DFL)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if not 0 < args.scheduler_timeout <= 3600:
        print("xiangqi-studio-tournament: --scheduler-timeout: from 0 to 3600 seconds", file=sys.stderr)
        return 2
    with ending_signals():
        try:
            tournament = _tournament(args)
        except (SettingError, OpeningError, StoreError, ValueError) as err:
            _say(err)
            return 2
        except OSError as err:
            _say(err)
            return 1
        if RECEIVED:                      # ended before it began: a new tournament leaves nothing
            if tournament.fresh and tournament.store is not None:
                tournament.store.discard()
            return 128 + RECEIVED[0]
        return _run(tournament, args.quiet)


def _say(error: BaseException) -> None:
    """An error on stderr, in one line made from its kind and arguments (app.tournament.errors.english)."""
    print(f"xiangqi-studio-tournament: {english(error)}", file=sys.stderr)


def _tournament(args: argparse.Namespace) -> Tournament:
    listener = None if args.quiet else _progress
    if args.resume:
        if not args.pgn:
            raise SettingError("resume", SettingProblem.RESUME_NEEDS_PGN)
        check_concurrency(args.concurrency)
        tournament = Tournament.resume(args.pgn, concurrency=args.concurrency, scheduler=args.scheduler,
                                       listener=listener, scheduler_timeout=args.scheduler_timeout)
        if args.engine:
            given = settings_of(args)
            if replace(given, engines=named_uniquely(given.engines)).to_dict() != tournament.settings.to_dict():
                raise SettingError("resume", SettingProblem.RESUME_DIFFERS, value=args.pgn)
        return tournament
    settings = settings_of(args)
    return Tournament(settings, args.pgn, concurrency=args.concurrency, scheduler=args.scheduler, listener=listener,
                      scheduler_timeout=args.scheduler_timeout)


def _progress(event: TournamentEvent) -> None:
    line = event_line(event)
    if line is not None:
        print(line, file=sys.stderr, flush=True)


def run_stoppable(tournament: Tournament, announce: Callable[[], None] | None = None
                  ) -> tuple[BaseException | None, int | None]:
    """Run the tournament in a thread, so that Ctrl+C (or any signal that ends the program, under
    ending_signals()) stops it cleanly: at the first signal `announce()` is called and the tournament
    stopped; if its games have not stopped within STOP_GRACE seconds, or a second signal comes, its
    engines are ended. Returns what the run raised (None) and the number of the signal that ended it
    (None)."""
    outcome: list[BaseException | None] = []

    def work() -> None:
        try:
            tournament.run()
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 (handed to the main thread, which raises it)
            outcome.append(exc)

    thread = threading.Thread(target=work, name="tournament", daemon=True)
    thread.start()
    ended: int | None = None
    deadline = 0.0
    terminated = False
    while thread.is_alive():
        thread.join(0.2)
        if RECEIVED and ended is None:
            ended = RECEIVED[0]
            if announce is not None:
                announce()
            tournament.stop()
            deadline = time.monotonic() + STOP_GRACE
        if ended is not None and not terminated and (time.monotonic() > deadline or len(RECEIVED) > 1):
            terminated = True             # the games did not stop in time, or a second signal came
            tournament.terminate()
    if ended is None and RECEIVED:        # (came as the tournament ended)
        ended = RECEIVED[0]
    return (outcome[0] if outcome else None), ended


def _run(tournament: Tournament, quiet: bool) -> int:
    """Run it (run_stoppable), then print the standings; the exit status."""
    final: list[TournamentFinished] = []
    listener = tournament.listener

    def watch(event: TournamentEvent) -> None:
        if isinstance(event, TournamentFinished):
            final.append(event)
        if listener is not None:
            listener(event)

    def announce() -> None:
        kept = ("the games under way are kept (--resume plays them on)" if tournament.store is not None
                and not tournament.scheduler else "the games under way are dropped"
                + (" (--resume plays them again)" if tournament.store is not None else ""))
        print(f"stopping: {kept}", file=sys.stderr, flush=True)

    tournament.listener = watch
    error, ended = run_stoppable(tournament, None if quiet else announce)
    if isinstance(error, SettingError):         # a network file a cluster's worker cannot use: before any game
        _say(error)
        return 2
    if isinstance(error, (TournamentError, StoreError, OpeningError, OSError)):
        _say(error)
        return 1
    if error is not None:
        raise error
    print(standings_text(tournament.standings()))
    if ended is not None:
        return 128 + ended
    if final and final[0].reason is Finish.STOPPED:
        return 130
    return 0


__all__ = ["main", "parser", "settings_of", "ending_signals", "run_stoppable", "RECEIVED", "ENDING_SIGNALS",
           "STOP_GRACE"]
