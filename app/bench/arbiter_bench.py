"""`python -m app.bench arbiter`: milliseconds per move of Game.push (rules + arbiter) per ruleset."""

from __future__ import annotations

import random
import time

from app.model import RULESETS, Board, Game


def _games(count: int, plies: int, seed: int) -> list[list[str]]:
    """Random legal games (captures preferred half the time, so material changes as in real play)."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        board = Board()
        moves: list[str] = []
        for _ in range(plies):
            legal = board.legal_moves()
            if not legal:
                break
            captures = [m for m in legal if board.is_capture(m)]
            move = rng.choice(captures if captures and rng.random() < 0.5 else legal)
            board.push(move)
            moves.append(move.iccs)
        games.append(moves)
    return games


def _shuffle_game() -> tuple[str, list[str]]:
    """A long game of checks and king steps (the arbiter's busiest case)."""
    cycle = ["a9a8", "e8e9", "a8a9", "e9e8"]
    return "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", ["a0a9", "e9e8"] + cycle * 40


def _master_games() -> list[tuple[str, list[str]]]:
    """Mainlines of master games shipped with the tests (the big sets from ../shared when present)."""
    from pathlib import Path

    from app.formats import read_games
    root = Path(__file__).resolve().parents[2]
    names = ["Liu_Dahua_1125_UCI_games.pgn", "Hu_Ronghua_1391_UCI_games.pgn"]
    files = [root.parent / "shared" / "data" / "games" / "wukong-xiangqi" / n for n in names]
    excerpts = root / "tests" / "data" / "games" / "wukong-xiangqi"
    files = [f for f in files if f.exists()] or sorted(excerpts.glob("*excerpt*"))
    out = []
    for path in files:
        for tree in read_games(path)[:100]:
            out.append((tree.start_fen, tree.mainline()))
    return out


def run(args: list[str]) -> int:
    """Print ms/move for each ruleset over master games, random long games and a check shuffle."""
    masters = _master_games()
    plies = sum(len(m) for _, m in masters)
    print(f"{len(masters)} master games, {plies} plies; target < 2 ms/move")
    for ruleset in RULESETS:
        start = time.perf_counter()
        for fen, moves in masters:
            game = Game(fen, ruleset=ruleset, analysis=True)
            for text in moves:
                game.push_iccs(text)
        print(f"{ruleset:7s} {(time.perf_counter() - start) * 1000 / plies:6.3f} ms/move (master games)")
    games = _games(int(args[0]) if args else 20, 300, seed=1)
    plies = sum(len(g) for g in games)
    print(f"{len(games)} random games, {plies} plies")
    for ruleset in RULESETS:
        start = time.perf_counter()
        for moves in games:
            game = Game(ruleset=ruleset, analysis=True)
            for text in moves:
                game.push_iccs(text)
        ms = (time.perf_counter() - start) * 1000 / plies
        fen, shuffle = _shuffle_game()
        start = time.perf_counter()
        game = Game(fen, ruleset=ruleset, analysis=True)
        for text in shuffle:
            game.push_iccs(text)
        ms_shuffle = (time.perf_counter() - start) * 1000 / len(shuffle)
        print(f"{ruleset:7s} {ms:6.3f} ms/move (random games)   {ms_shuffle:6.3f} ms/move (check shuffle)")
    start = time.perf_counter()
    for moves in games:
        board = Board()
        for text in moves:
            board.push_iccs(text)
    print(f"board   {(time.perf_counter() - start) * 1000 / plies:6.3f} ms/move (rules only, for reference)")
    return 0
