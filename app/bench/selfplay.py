"""`python -m app.bench selfplay`: the built-in engine against itself with a change, to keep or drop it.

One side plays with the search's switches as they are (app.ai.core.layout.PARAM_NAMES), the other
with some changed (``--test null=0 lmr=0``; ``--base`` changes the reference side too). Each side
searches a fixed number of nodes per move (``--nodes``, default 30000) or a fixed time
(``--movetime`` ms), so a busy machine changes nothing at fixed nodes. Openings: ``--games N``
(default 100) games from N/2 openings of ``--plies`` (default 6) plies drawn from the opening book
with a fixed seed, each played with both colours. Games are judged by the CXQ arbiter; a game still
going after ``--max-plies`` (default 240) is a draw. Prints each result and, at the end, the score of
the changed side with an Elo difference, the half-width of its 95% interval and the likelihood of
superiority (app.tournament.stats, as the tournaments report them). ``--first K`` starts at game K (1-based;
default 1), so that two processes can play the two halves of a run side by side. ``--level`` sets the
level of both sides (default master); ``--path python`` plays with the pure core.
"""

from __future__ import annotations

import random
import time

from .args import option
from app.ai import Engine, core
from app.ai.book import builtin_book
from app.model import Game

from .fsf_match import elo_cells


def _changes(args: list[str], name: str) -> dict[str, int]:
    out: dict[str, int] = {}
    if name not in args:
        return out
    for word in args[args.index(name) + 1:]:
        if word.startswith("--"):
            break
        key, _, value = word.partition("=")
        out[key] = int(value)
    return out


def openings(count: int, plies: int, seed: int = 7) -> list[list[str]]:
    """`count` distinct openings of `plies` plies from the opening book (moves as ICCS)."""
    book = builtin_book()
    rng = random.Random(seed)
    seen: set[tuple[str, ...]] = set()
    out: list[list[str]] = []
    tries = 0
    while len(out) < count and tries < count * 50:
        tries += 1
        game = Game()
        line: list[str] = []
        for _ in range(plies):
            move = book.choose(game.board, rng) if book is not None else None
            if move is None:
                legal = game.board.legal_moves()
                move = rng.choice(legal)
            game.push(move)
            line.append(move.iccs)
        if tuple(line) not in seen:
            seen.add(tuple(line))
            out.append(line)
    return out


def play(engines: tuple[Engine, Engine], opening: list[str], nodes: int | None, movetime: float | None,
         max_plies: int) -> tuple[float, str]:
    """One game, engines[0] playing Red; (Red's score, how it ended)."""
    game = Game(ruleset="cxq")
    for text in opening:
        game.push_iccs(text)
    while True:
        outcome = game.outcome()
        if outcome is not None:
            score = 0.5 if outcome.winner is None else 1.0 if outcome.winner == "red" else 0.0
            return score, f"{outcome.termination.value} ({outcome.rule})"
        if len(game.moves) >= max_plies:
            return 0.5, f"{max_plies}-ply cap"
        engine = engines[0] if game.board.turn == "red" else engines[1]
        if nodes is not None:
            result = engine.best_move(game, depth=60, nodes=nodes)
        else:
            result = engine.best_move(game, time_limit=movetime)
        if result.move is None:
            return (0.0 if game.board.turn == "red" else 1.0), "no legal move"
        game.push(result.move)


def run(args: list[str]) -> int:
    """Play the games and print the changed side's score."""
    games = int(option(args, "--games", "100"))
    nodes: int | None = int(option(args, "--nodes", "30000"))
    movetime = None
    if "--movetime" in args:
        movetime, nodes = float(option(args, "--movetime", "100")) / 1000, None
    plies = int(option(args, "--plies", "6"))
    max_plies = int(option(args, "--max-plies", "240"))
    level = option(args, "--level", "master")
    first = int(option(args, "--first", "1"))
    if first < 1:
        print("--first counts games from 1", flush=True)
        return 2
    base, test = _changes(args, "--base"), _changes(args, "--test")
    core.params(**base)
    core.params(**test)                 # unknown names fail here, before any game
    backend = core.pure() if option(args, "--path", "numba") == "python" else core.compiled_backend()
    if backend is None:
        print("the compiled core is not available", flush=True)
        return 1
    print(f"test {test or 'as is'} against base {base or 'as is'}: {games} games, "
          f"{f'{nodes} nodes' if nodes else f'{movetime:g} s'} a move, level {level}", flush=True)
    results: list[float] = []
    number = 0
    for i, opening in enumerate(openings((first - 1 + games + 1) // 2, plies)):
        for test_red in (True, False):
            number += 1
            if number < first or len(results) >= games:
                continue
            a = Engine(level, seed=i, backend=backend, params=test)
            b = Engine(level, seed=i, backend=backend, params=base)
            start = time.perf_counter()
            red_score, how = play((a, b) if test_red else (b, a), opening, nodes, movetime, max_plies)
            score = red_score if test_red else 1 - red_score
            results.append(score)
            print(f"game {number:3d} test {'red  ' if test_red else 'black'} {score:g} by {how} "
                  f"({time.perf_counter() - start:.0f} s)  running {sum(results):g}/{len(results)}", flush=True)
    total = sum(results)
    elo, error, los = elo_cells(results)
    judged = f"Elo {elo} +/- {error} (95%)" if elo != "-" else "no Elo yet (the scores do not differ enough)"
    print(f"test scores {total:g}/{len(results)} = {100 * total / len(results):.1f}%: {judged}, LOS {los}", flush=True)
    return 0
