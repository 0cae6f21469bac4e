"""Clock mode of `python -m app.bench match --tc 1+1`: both sides play on a real wall clock.

Our side runs the way the GUI runs it: a GameClock (app.controller) on time.monotonic turns the clock
into a search Limit, the built-in engine (``open_engine("builtin")``, a subprocess, as the GUI's
player) gets it as `go wtime btime winc binc`, and its server turns that into the search's time
budget (app.ai.timing.clock_budget). Fairy-Stockfish gets the same `go` in milliseconds. A move made
after its side's time ran out loses by time through our arbiter (Game.time_forfeit). Fairy-Stockfish is
an EngineSession too (app.engines: the same client as our side), given the clocks as a Limit.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from app.controller.game_clock import GameClock
from app.engines import EngineError, EngineProblem, EngineSession, Limit, PlayResult, open_engine
from app.model import Game, Move, Ruleset
from app.model.enums import Color

from .fsf_match import OPENINGS, SUMMARY_HEADER, open_opponent, summary_line
from app.model.time_control import TimeControl


class ClockedEngine(Protocol):
    """The opponent: what the bench asks of its EngineSession (a test may stand in for it)."""

    def new_game(self) -> None:
        """Start a new game."""

    def play(self, game: Game, limit: Limit) -> PlayResult:
        """Its move on the clocks of `limit`; EngineError (ILLEGAL_MOVE, NO_MOVE) for a move that is not one."""


@dataclass
class ClockGame:
    """One clocked game as the bench reports it (score from our side's view)."""

    score: float = 0.5
    how: str = ""
    plies: int = 0
    flagged: Color | None = None
    min_left: dict[Color, float] = field(default_factory=dict)    # least time left when a move was made
    longest: dict[Color, float] = field(default_factory=dict)     # longest single think

    def note(self, color: Color, spent: float, left: float) -> None:
        """Record one move's think time and the time its side had left when it moved."""
        self.min_left[color] = min(self.min_left.get(color, left), left)
        self.longest[color] = max(self.longest.get(color, 0.0), spent)


def qt_core() -> None:
    """A QCoreApplication for the GameClock's timer (once per process)."""
    if QCoreApplication.instance() is None:
        QCoreApplication([])


def _ended(game: Game, ours: Color, report: ClockGame, max_plies: int) -> bool:
    outcome = game.outcome()
    report.plies = len(game.moves)
    if outcome is not None:
        report.how = f"{outcome.termination.value} ({outcome.rule})"
        report.score = 0.5 if outcome.winner is None else (1.0 if outcome.winner == ours.value else 0.0)
        return True
    if len(game.moves) >= max_plies:
        report.how, report.score = f"{max_plies}-ply cap", 0.5
        return True
    return False


def _our_move(engine: EngineSession, game: Game, clock: GameClock, color: Color) -> Move | None:
    limit = clock.limit(color)
    assert limit is not None
    try:
        return engine.play(game, limit).move    # the session stops it 5 s past its clock at the latest
    except EngineError:
        return None


def _their_move(fsf: ClockedEngine, game: Game, clock: GameClock, tc: TimeControl) -> Move | str:
    """The opponent's move on both clocks as they stand, or the text of a move that is not one."""
    red, black = (clock.state(c) for c in (Color.RED, Color.BLACK))
    assert red is not None and black is not None
    limit = Limit(red_clock=red.remaining, black_clock=black.remaining, red_inc=tc.increment, black_inc=tc.increment)
    try:
        move = fsf.play(game, limit).move
    except EngineError as exc:
        if exc.problem not in (EngineProblem.ILLEGAL_MOVE, EngineProblem.NO_MOVE):
            raise
        return exc.move or "(none)"
    return move if move is not None else "(none)"


def play_clock_game(fsf: ClockedEngine, engine: EngineSession, ours_red: bool, opening: list[str],
                    tc: TimeControl, max_plies: int, now: Callable[[], float] = time.monotonic) -> ClockGame:
    """One game on the clock `tc` for both sides, started after the opening's plies (`now`: the time
    source, seconds). Needs a Qt application object (qt_core()) for the clock's display timer."""
    game = Game(ruleset=Ruleset.CXQ)
    fsf.new_game()
    engine.new_game()
    for text in opening:
        game.push_iccs(text)
    ours = Color.RED if ours_red else Color.BLACK
    report = ClockGame()
    clock = GameClock(now=now)
    clock.setup(tc, tc, game.board.turn, base=len(game.moves))
    clock.start()
    try:
        while not _ended(game, ours, report, max_plies):
            mover = game.board.turn
            got = _our_move(engine, game, clock, mover) if mover == ours else _their_move(fsf, game, clock, tc)
            state = clock.state(mover)
            moved = clock.press()
            if moved is None or not isinstance(got, Move):
                if moved is None:
                    report.flagged = mover
                    game.time_forfeit(mover.value)
                elif mover == ours:
                    report.how, report.score = "our engine gave no move", 0.0
                    return report
                else:
                    report.how, report.score = f"fairy-stockfish played an illegal move {got}", 1.0
                    return report
                continue
            assert state is not None
            report.note(mover, moved.spent, state.remaining)
            game.push(got)
    finally:
        clock.stop()
        clock.detach()
    return report


def _line(skill: int, g: int, ours_red: bool, rep: ClockGame, seconds: float, results: list[float]) -> str:
    ours = Color.RED if ours_red else Color.BLACK

    def side(c: Color) -> str:
        return f"min {rep.min_left.get(c, float('nan')):5.1f} s, longest {rep.longest.get(c, 0.0):4.1f} s"

    res = {1.0: "win", 0.5: "draw", 0.0: "loss"}[rep.score]
    return (f"skill {skill:>3} game {g + 1:>3}: ours {ours.value:5s} {res:4s} by {rep.how}, {rep.plies} plies, "
            f"{seconds:.0f} s | ours {side(ours)} | fsf {side(ours.other)}   running {sum(results):g}/{len(results)}")


def run_clock(opts: dict[str, Any], path: str) -> int:
    """Play the clocked matches of `opts` (parsed by match_bench) and print the results."""
    tc = TimeControl.parse(opts["tc"])
    qt_core()
    print(f"ours: level {opts['level']}; fairy-stockfish ({path}); both on the clock {tc} ({tc.to_pgn()}); "
          f"{opts['games']} games per skill level; cap {opts['max_plies']} plies", flush=True)
    summary = []
    with open_engine("builtin", level=opts["level"], timeout=5.0) as engine:
        for skill in opts["skill"]:
            fsf = open_opponent(path, skill)
            results: list[float] = []
            flags = {"ours": 0, "fsf": 0}
            least = {"ours": float("inf"), "fsf": float("inf")}
            try:
                for g in range(opts["first"] - 1, opts["first"] - 1 + opts["games"]):
                    ours_red = g % 2 == 0
                    opening = OPENINGS[(g // 2) % len(OPENINGS)].split()
                    start = time.monotonic()
                    rep = play_clock_game(fsf, engine, ours_red, opening, tc, opts["max_plies"])
                    results.append(rep.score)
                    ours = Color.RED if ours_red else Color.BLACK
                    if rep.flagged is not None:
                        flags["ours" if rep.flagged == ours else "fsf"] += 1
                    least["ours"] = min(least["ours"], rep.min_left.get(ours, least["ours"]))
                    least["fsf"] = min(least["fsf"], rep.min_left.get(ours.other, least["fsf"]))
                    print(_line(skill, g, ours_red, rep, time.monotonic() - start, results), flush=True)
            finally:
                fsf.close()
            summary.append((skill, results, flags, least))
    print(f"\n{SUMMARY_HEADER}   FLAG LOSSES ours/fsf   min left ours/fsf")
    for skill, results, flags, least in summary:
        print(f"{summary_line(skill, results)}   {'':>14}{flags['ours']} / {flags['fsf']}   "
              f"{' ':>12}{least['ours']:.1f} s / {least['fsf']:.1f} s")
    return 0
