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
score per skill level and an Elo difference with a 95% interval (logistic model).
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import subprocess
import sys
import time

from app.ai import Engine, core
from app.model import Game, Move, Ruleset

# Short openings (ICCS, 2 plies) so that repeated pairings do not replay the same game: 20, each
# played with both colours, so 40 games meet no opening twice with the same colours.
OPENINGS = ["h2e2 h9g7", "b2e2 b9c7", "c3c4 g6g5", "h0g2 h9g7", "b0c2 c6c5", "h2e2 h7e7",
            "g3g4 c6c5", "b2d2 h9g7", "c0e2 h7e7", "h2f2 b9c7",
            "h2e2 b9c7", "b2e2 h9g7", "c3c4 c6c5", "g3g4 g6g5", "h0g2 b9c7", "c0e2 b7e7",
            "g0e2 h9g7", "b0c2 h9g7", "h2e2 b7e7", "h2d2 h9g7"]


def find_engine(path: str | None = None) -> str | None:
    """Path of the fairy-stockfish binary, or None."""
    if path:
        return path if os.path.exists(path) else None
    found = shutil.which("fairy-stockfish")
    if found:
        return found
    for cand in ("/usr/games/fairy-stockfish", "/usr/local/games/fairy-stockfish"):
        if os.path.exists(cand):
            return cand
    return None


def to_uci(move: Move) -> str:
    """Our ICCS (ranks 0-9) to Fairy-Stockfish's (ranks 1-10)."""
    f, t = move.from_sq, move.to_sq
    return f"{'abcdefghi'[f % 9]}{f // 9 + 1}{'abcdefghi'[t % 9]}{t // 9 + 1}"


_UCI = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")


def from_uci(text: str) -> Move:
    """Fairy-Stockfish's move text to a Move (ValueError if malformed)."""
    m = _UCI.match(text.strip())
    if not m:
        raise ValueError(f"not a xiangqi UCI move: {text!r}")
    ff, fr, tf, tr = m.groups()
    return Move((int(fr) - 1) * 9 + "abcdefghi".index(ff), (int(tr) - 1) * 9 + "abcdefghi".index(tf))


class UciEngine:
    """A UCI engine process playing xiangqi."""

    def __init__(self, path: str, skill: int) -> None:
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self._send("uci")
        self._wait("uciok")
        self._send("setoption name UCI_Variant value xiangqi")
        self._send(f"setoption name Skill Level value {skill}")
        self._send("setoption name Threads value 1")
        self._send("isready")
        self._wait("readyok")

    def _send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def _wait(self, prefix: str) -> str:
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited")
            if line.startswith(prefix):
                return line.strip()

    def new_game(self) -> None:
        """Start a new game (clears its hash)."""
        self._send("ucinewgame")
        self._send("isready")
        self._wait("readyok")

    def best_move(self, fen: str, moves: list[Move], movetime_ms: int) -> str:
        """Its move (UCI text) after `moves` from `fen`."""
        tail = (" moves " + " ".join(to_uci(m) for m in moves)) if moves else ""
        self._send(f"position fen {fen}{tail}")
        self._send(f"go movetime {movetime_ms}")
        return self._wait("bestmove").split()[1]

    def clock_move(self, fen: str, moves: list[Move], times_ms: tuple[int, int, int, int]) -> str:
        """Its move (UCI text) on the clock: (wtime, btime, winc, binc) in ms, white being Red."""
        tail = (" moves " + " ".join(to_uci(m) for m in moves)) if moves else ""
        self._send(f"position fen {fen}{tail}")
        wtime, btime, winc, binc = max(1, times_ms[0]), max(1, times_ms[1]), max(0, times_ms[2]), max(0, times_ms[3])
        self._send(f"go wtime {wtime} btime {btime} winc {winc} binc {binc}")
        return self._wait("bestmove").split()[1]

    def close(self) -> None:
        """Quit the engine."""
        try:
            self._send("quit")
            self.proc.wait(timeout=2)
        except (OSError, ValueError, subprocess.TimeoutExpired):    # gone already, or it does not quit
            self.proc.kill()


def play_game(fsf: UciEngine, engine: Engine, ours_red: bool, opening: list[str], movetime: float,
              fsf_ms: int, max_plies: int) -> tuple[float, str, int]:
    """One game; returns (our score 1/0.5/0, how it ended, plies)."""
    game = Game(ruleset=Ruleset.CXQ)
    fen = game.start_fen
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
            text = fsf.best_move(fen, game.moves, fsf_ms)
            try:
                move = from_uci(text)
                if not game.board.is_legal(move):
                    raise ValueError(text)
            except ValueError:
                return 1.0, f"fairy-stockfish played an illegal move {text}", len(game.moves)
            game.push(move)


def record(path: str, ours: str, opponent: str, score: float, how: str, plies: int, number: int) -> None:
    """Append one game's JSON line to `path` (read by `python -m app.bench ladder`)."""
    line = json.dumps({"ours": ours, "opponent": opponent, "score": score, "how": how, "plies": plies,
                       "game": number})
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")


def elo(score: float, n: int, results: list[float]) -> tuple[float, float, float]:
    """Elo difference and its 95% interval from per-game scores (logistic model)."""
    eps = 0.5 / max(n, 1)

    def to_elo(p: float) -> float:
        p = min(max(p, eps), 1 - eps)
        return -400 * math.log10(1 / p - 1)

    mean = score / n
    var = sum((x - mean) ** 2 for x in results) / n
    var = max(var, eps * (1 - eps))   # all wins or all losses: still an interval of finite width
    se = math.sqrt(var / n) if n else 0.0
    return to_elo(mean), to_elo(mean - 1.96 * se), to_elo(mean + 1.96 * se)


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
        from app.bench.clock_match import run_clock
        return run_clock(opts, path)
    movetime = opts["movetime"] / 1000
    ready = core.compiled_backend() is not None if not core.disabled() else False   # not while a game runs
    print(f"ours: level {opts['level']} at {opts['movetime']} ms/move ({'compiled' if ready else 'pure'} core); "
          f"fairy-stockfish ({path}) at {opts['fsf_movetime']} ms/move; {opts['games']} games per skill level; "
          f"cap {opts['max_plies']} plies; load average {os.getloadavg()[0]:.1f}", flush=True)
    summary = []
    for skill in opts["skill"]:
        fsf = UciEngine(path, skill)
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
        n = len(results)
        total = sum(results)
        d, lo, hi = elo(total, n, results)
        w, dr, lo_ = results.count(1.0), results.count(0.5), results.count(0.0)
        summary.append((skill, n, w, dr, lo_, total, d, lo, hi))
    print("\nskill  games  +  =  -   score    Elo (ours - fsf) [95% interval]")
    for skill, n, w, dr, ls, total, d, lo, hi in summary:
        print(f"{skill:>5} {n:>6} {w:>2} {dr:>2} {ls:>2}  {100 * total / n:5.1f}%   {d:+6.0f} [{lo:+.0f}, {hi:+.0f}]")
    return 0
