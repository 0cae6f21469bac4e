"""`python -m app.bench match`: the built-in AI against Fairy-Stockfish (UCI) at several skill levels.

Options:
  --games N          games per skill level (default 10; colours alternate, each opening twice)
  --skill S [S ...]  Fairy-Stockfish "Skill Level" values (default -20 -10 -5 0)
  --movetime MS      our time per move in ms (default 2000)
  --fsf-movetime MS  Fairy-Stockfish's time per move in ms (default 100)
  --level NAME       our level (default master)
  --max-plies N      a game still going after N plies is a draw (default 300)
  --engine PATH      the fairy-stockfish binary (default: on PATH or /usr/games/fairy-stockfish)
  --tc TEXT          play on a clock instead (a time control such as 1+1: one minute, one second a
                     move, for both sides; see app/bench/clock_match.py): --movetime and --fsf-movetime
                     are then unused, and the summary adds the losses on time per side
  --first N          number of the first game (default 1): colours and openings follow the game
                     number, so two runs side by side (--first 1, --first 11) play different games
  --record FILE      append one JSON line per game (players, our score, how it ended) for
                     `python -m app.bench ladder FILE ...`, which puts all players on one rating scale

Games are judged by our own arbiter (Game(ruleset='cxq')): checkmate, stalemate, perpetual check or
chase rulings and the CXQ automatic draws. Each result is printed as the game ends; at the end, the
score per skill level and the Elo difference with the half-width of its 95% interval and the likelihood
of superiority, computed as the tournaments compute them (app.tournament.stats). Fairy-Stockfish is
played through app.engines, as engines are everywhere else: it is told which moves the CXQ arbiter
would rule a loss (searchmoves), as in tournaments and games against the computer.
"""

from __future__ import annotations

import os
import sys
import time

from app.ai import Engine, core
from app.engines import EngineError, EngineProblem, EngineSession, Limit
from app.model import Game, Ruleset

from .clock_match import run_clock
from .fsf_match import OPENINGS, SUMMARY_HEADER, find_engine, open_opponent, record, summary_line

def play_game(fsf: EngineSession, engine: Engine, ours_red: bool, opening: list[str], movetime: float,
              fsf_ms: int, max_plies: int) -> tuple[float, str, int]:
    """One game; returns (our score 1/0.5/0, how it ended, plies)."""
    game = Game(ruleset=Ruleset.CXQ)
    fsf.new_game()
    for text in opening:
        game.push_iccs(text)
    ours = "red" if ours_red else "black"
    while True:
        outcome = game.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0.5, f"{outcome.termination.value} ({outcome.rule})", len(game.moves)
            return (1.0 if outcome.winner == ours else 0.0), f"{outcome.termination.value} ({outcome.rule})", \
                len(game.moves)
        if len(game.moves) >= max_plies:
            return 0.5, f"{max_plies}-ply cap", len(game.moves)
        if game.board.turn == ours:
            move = engine.best_move(game, time_limit=movetime).move
            if move is None:          # no legal move: the arbiter has already ruled
                return 0.0, "no legal move", len(game.moves)
            game.push(move)
        else:
            try:
                theirs = fsf.play(game, Limit(time=fsf_ms / 1000)).move
            except EngineError as exc:
                if exc.problem not in (EngineProblem.ILLEGAL_MOVE, EngineProblem.NO_MOVE):
                    raise                 # it crashed or stopped answering: the match cannot go on
                return 1.0, f"fairy-stockfish played an illegal move {exc.move or '(none)'}", len(game.moves)
            if theirs is None:        # no legal move: the arbiter has already ruled
                return 1.0, "no legal move", len(game.moves)
            game.push(theirs)


def _parse(args: list[str]) -> dict:
    opts = {"games": 10, "skill": [-20, -10, -5, 0], "movetime": 2000, "fsf_movetime": 100,
            "level": "master", "max_plies": 300, "engine": None, "tc": None, "first": 1, "record": None}
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--skill":
            vals = []
            i += 1
            while i < len(args) and not args[i].startswith("--"):
                vals.append(int(args[i]))
                i += 1
            opts["skill"] = vals
            continue
        key = a.lstrip("-").replace("-", "_")
        if key not in opts or i + 1 >= len(args):
            raise SystemExit(f"unknown option {a}\n{__doc__}")
        val = args[i + 1]
        opts[key] = val if key in ("level", "engine", "tc", "record") else int(val)
        i += 2
    return opts


def run(args: list[str]) -> int:
    """Play the matches and print the results."""
    opts = _parse(args)
    path = find_engine(opts["engine"])
    if path is None:
        print("fairy-stockfish not found (apt-get install fairy-stockfish; looked on PATH and in /usr/games)",
              file=sys.stderr)
        return 1
    if opts["tc"] is not None:
        return run_clock(opts, path)
    movetime = opts["movetime"] / 1000
    ready = core.compiled_backend() is not None if not core.disabled() else False   # not while a game runs
    print(f"ours: level {opts['level']} at {opts['movetime']} ms/move ({'compiled' if ready else 'pure'} core); "
          f"fairy-stockfish ({path}) at {opts['fsf_movetime']} ms/move; {opts['games']} games per skill level; "
          f"cap {opts['max_plies']} plies; load average {os.getloadavg()[0]:.1f}", flush=True)
    summary = []
    for skill in opts["skill"]:
        fsf = open_opponent(path, skill)
        results: list[float] = []
        try:
            for g in range(opts["first"] - 1, opts["first"] - 1 + opts["games"]):
                ours_red = g % 2 == 0
                opening = OPENINGS[(g // 2) % len(OPENINGS)].split()
                engine = Engine(opts["level"])
                start = time.perf_counter()
                score, how, plies = play_game(fsf, engine, ours_red, opening, movetime, opts["fsf_movetime"],
                                              opts["max_plies"])
                results.append(score)
                if opts["record"]:
                    record(opts["record"], f"{opts['level']}@{opts['movetime']}ms",
                           f"fsf-skill-{skill}@{opts['fsf_movetime']}ms", score, how, plies, g + 1)
                res = {1.0: "win", 0.5: "draw", 0.0: "loss"}[score]
                print(f"skill {skill:>3} game {g + 1:>3}: ours {'red  ' if ours_red else 'black'} {res:4s} "
                      f"by {how}, {plies} plies, {time.perf_counter() - start:.0f} s   "
                      f"running {sum(results):g}/{len(results)}", flush=True)
        finally:
            fsf.close()
        summary.append((skill, results))
    print(f"\n{SUMMARY_HEADER}")
    for skill, results in summary:
        print(summary_line(skill, results))
    return 0
