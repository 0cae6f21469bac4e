"""`xiangqi-studio-tournament` and `python -m app tournament`: run an engine tournament from the shell.

Progress goes to stderr (a line per finished game), the final standings to stdout. Exit status: 0 when
the tournament ended (complete, or decided by the SPRT), 1 when it could not run, 2 for a bad command
line, 130 when interrupted (Ctrl+C: the games under way are dropped; ``--resume`` plays them).
"""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Sequence
from dataclasses import replace

from app.model.enums import Ruleset

from .config import (Adjudication, EngineSpec, Format, SettingError, SprtSettings, TimeSetting, TournamentSettings,
                     named_uniquely)
from .events import Finish, TournamentEvent, TournamentFinished
from .openings import OpeningError
from .report import event_line, standings_text
from .runner import Tournament, TournamentError
from .store import StoreError

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
"""


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
    p.add_argument("--concurrency", type=int, metavar="N", help="games at once (default: one per core)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="a dask.distributed scheduler to play the games on")
    p.add_argument("--pgn", metavar="FILE", help="write every game here as it finishes (and a state file beside it)")
    p.add_argument("--resume", action="store_true", help="go on with the tournament saved with --pgn FILE")
    p.add_argument("--sprt", nargs="+", metavar="KEY=VALUE", help="stop a match when the SPRT decides")
    p.add_argument("--adjudicate", nargs="+", metavar="RULE", help="end games early (resign, draw, maxmoves)")
    p.add_argument("--margin", type=int, default=100, metavar="MS",
                   help="how far an engine may overrun its clock before its flag falls (default 100 ms)")
    p.add_argument("--seed", type=int, default=1, help="draws of book openings (default 1)")
    p.add_argument("--event", default="Xiangqi Studio tournament", help="the PGN Event tag")
    p.add_argument("--notation", choices=["chinese", "wxf", "iccs"], default="chinese", help="PGN move notation")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return p


def settings_of(args: argparse.Namespace) -> TournamentSettings:
    """The tournament the options describe (SettingError)."""
    if args.concurrency is not None and args.concurrency < 1:
        raise SettingError("concurrency", "at least 1")
    return TournamentSettings(
        engines=tuple(EngineSpec.parse(text) for text in args.engine), format=Format(args.format), games=args.games,
        openings=args.openings, opening_plies=args.opening_plies, time=TimeSetting.parse(args.tc),
        ruleset=Ruleset(args.ruleset), adjudication=Adjudication.parse(args.adjudicate or []),
        sprt=SprtSettings.parse(args.sprt) if args.sprt else None, margin=args.margin / 1000.0, seed=args.seed,
        event=args.event, notation=args.notation)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        tournament = _tournament(args)
    except (SettingError, OpeningError, StoreError, ValueError) as err:
        print(f"xiangqi-studio-tournament: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"xiangqi-studio-tournament: {err}", file=sys.stderr)
        return 1
    return _run(tournament, args.quiet)


def _tournament(args: argparse.Namespace) -> Tournament:
    listener = None if args.quiet else _progress
    if args.resume:
        if not args.pgn:
            raise SettingError("resume", "needs --pgn FILE: the tournament saved with it")
        tournament = Tournament.resume(args.pgn, concurrency=args.concurrency, scheduler=args.scheduler,
                                       listener=listener)
        if args.engine:
            given = settings_of(args)
            if replace(given, engines=named_uniquely(given.engines)).to_dict() != tournament.settings.to_dict():
                raise SettingError("resume", f"the options differ from the tournament saved with {args.pgn}; "
                                   "give --resume with --pgn alone, or the same options")
        return tournament
    settings = settings_of(args)
    return Tournament(settings, args.pgn, concurrency=args.concurrency, scheduler=args.scheduler, listener=listener)


def _progress(event: TournamentEvent) -> None:
    line = event_line(event)
    if line is not None:
        print(line, file=sys.stderr, flush=True)


def _run(tournament: Tournament, quiet: bool) -> int:
    """Run it in a thread, so that Ctrl+C stops it cleanly."""
    outcome: list[BaseException | None] = []
    final: list[TournamentFinished] = []
    listener = tournament.listener

    def watch(event: TournamentEvent) -> None:
        if isinstance(event, TournamentFinished):
            final.append(event)
        if listener is not None:
            listener(event)

    def work() -> None:
        try:
            tournament.run()
            outcome.append(None)
        except BaseException as exc:     # handed to the main thread
            outcome.append(exc)

    tournament.listener = watch
    thread = threading.Thread(target=work, name="tournament", daemon=True)
    thread.start()
    interrupted = False
    while thread.is_alive():
        try:
            thread.join(0.5)
        except KeyboardInterrupt:
            interrupted = True
            if not quiet:
                print("stopping: the games under way are dropped", file=sys.stderr, flush=True)
            tournament.stop()
    error = outcome[0] if outcome else None
    if isinstance(error, (TournamentError, StoreError, OpeningError, OSError)):
        print(f"xiangqi-studio-tournament: {error}", file=sys.stderr)
        return 1
    if error is not None:
        raise error
    print(standings_text(tournament.standings()))
    if interrupted or (final and final[0].reason is Finish.STOPPED):
        return 130
    return 0


__all__ = ["main", "parser", "settings_of"]
