"""`python -m app.bench ladder FILE [FILE ...]`: ratings on one scale from recorded match games.

`python -m app.bench match --record FILE` appends one JSON line per game: the two players (``ours``,
e.g. ``master@1000ms``, and ``opponent``, e.g. ``fsf-skill-10@100ms``) and our score (1, 0.5 or 0).
This fits one rating per player by maximum likelihood under the logistic Elo model (expected score
1 / (1 + 10^((Rb - Ra) / 400)), a draw counting half), with one virtual draw added to each pairing so
that a player who won or lost every game still gets a finite rating. The scale is anchored at
ANCHOR: Fairy-Stockfish 11.1 at Skill Level 0 and 100 ms a move is rated 1500. Players must be
connected through the games (our levels each meet two skill levels, neighbours sharing one).
Printed: each player's rating, games and score, with a 95% interval from the curvature of the
likelihood (each player alone: the uncertainty of the players it is measured against is not
added), strongest first.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterable

ANCHOR = ("fsf-skill-0@100ms", 1500.0)
_K = math.log(10) / 400


def load(paths: Iterable[str]) -> list[tuple[str, str, float]]:
    """(ours, opponent, our score) for every game in the record files."""
    games = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    rec = json.loads(line)
                    games.append((str(rec["ours"]), str(rec["opponent"]), float(rec["score"])))
                except (ValueError, KeyError, TypeError) as exc:
                    raise SystemExit(f"{path}:{n}: not a game record ({exc})") from exc
    return games


def fit(games: list[tuple[str, str, float]], anchor: tuple[str, float] = ANCHOR,
        rounds: int = 2000) -> dict[str, tuple[float, float]]:
    """Rating and its standard error per player (the anchor's error is 0).

    Raises ValueError if the anchor never played or some player is not connected to it.
    """
    pairs: dict[tuple[str, str], list[float]] = {}
    for a, b, score in games:
        key = (a, b) if a < b else (b, a)
        got = pairs.setdefault(key, [0.0, 0.0])   # games, score of key[0]
        got[0] += 1
        got[1] += score if a == key[0] else 1 - score
    for got in pairs.values():                      # one virtual draw per pairing
        got[0] += 1
        got[1] += 0.5
    players = sorted({p for key in pairs for p in key})
    if anchor[0] not in players:
        raise ValueError(f"the anchor {anchor[0]} played no game")
    _check_connected(players, pairs, anchor[0])
    rating = {p: 0.0 for p in players}
    for _ in range(rounds):              # Newton steps per player, the others held (converges fast)
        moved = 0.0
        for p in players:
            if p == anchor[0]:
                continue
            grad, curv = _derivatives(p, rating, pairs)
            step = max(-200.0, min(200.0, grad / curv)) if curv > 0 else 0.0
            rating[p] += step
            moved = max(moved, abs(step))
        if moved < 1e-3:
            break
    shift = anchor[1] - rating[anchor[0]]
    out = {}
    for p in players:
        _, curv = _derivatives(p, rating, pairs)
        err = 0.0 if p == anchor[0] or curv <= 0 else 1 / math.sqrt(_K * curv)
        out[p] = (rating[p] + shift, err)
    return out


def _derivatives(p: str, rating: dict[str, float], pairs: dict[tuple[str, str], list[float]]
                 ) -> tuple[float, float]:
    """First derivative of the log-likelihood in p's rating (scaled to Elo) and minus the second."""
    grad = curv = 0.0
    for (a, b), (n, score_a) in pairs.items():
        if p not in (a, b):
            continue
        other = b if p == a else a
        mine = score_a if p == a else n - score_a
        e = 1 / (1 + math.exp(-_K * (rating[p] - rating[other])))
        grad += mine - n * e
        curv += n * e * (1 - e) * _K
    return grad, curv


def _check_connected(players: list[str], pairs: dict[tuple[str, str], list[float]], start: str) -> None:
    seen = {start}
    todo = [start]
    while todo:
        p = todo.pop()
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                if x == p and y not in seen:
                    seen.add(y)
                    todo.append(y)
    missing = [p for p in players if p not in seen]
    if missing:
        raise ValueError(f"not connected to {start} by any games: {', '.join(missing)}")


def run(args: list[str]) -> int:
    """Print the fitted ratings of the players in the record files."""
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if args else 2
    games = load(args)
    try:
        ratings = fit(games)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    played: dict[str, list[float]] = {}
    for a, b, score in games:
        played.setdefault(a, []).append(score)
        played.setdefault(b, []).append(1 - score)
    print(f"{'player':28s} {'rating':>7s}  {'95% interval':>15s}  games  score")
    for p, (r, err) in sorted(ratings.items(), key=lambda x: -x[1][0]):
        res = played[p]
        span = f"[{r - 1.96 * err:.0f}, {r + 1.96 * err:.0f}]" if err else "(anchor)"
        print(f"{p:28s} {r:7.0f}  {span:>15s}  {len(res):5d}  {100 * sum(res) / len(res):5.1f}%")
    return 0
