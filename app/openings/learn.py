"""Grow the classifier's forest from games tagged with their ECCO codes (maintainer code: used by
tools/make_ecco.py and the benchmark's held-out measurement, never at start-up).

Each tree is grown on every distinct game (its first 15 plies, turned to the usual wing) until each
leaf holds one code; at each node it looks at a random share of the moves the node's games played and
takes the question "was move m played by ply t?" that tells their codes apart best (information
gain). The randomness makes the trees differ, so that their vote generalises past the games seen.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence

from .model import ABSENT, PLIES, Forest, mirror_iccs, oriented

Sample = tuple[dict[int, int], int]   # feature plies, code index
Tagged = tuple[Sequence[str], str]    # a game's moves (ICCS) and its ECCO tag


def first_move_counts(games: Iterable[Sequence[str]]) -> dict[str, int]:
    """How often each first move off the central file was played ("0h2e2": Red's 炮二平五)."""
    counts: Counter[str] = Counter()
    for moves in games:
        for ply, move in enumerate(moves):
            if mirror_iccs(move) != move:
                counts[str(ply % 2) + move] += 1
                break
    return dict(sorted(counts.items()))


def train(games: Sequence[Tagged], trees: int = 31, share: float = 0.5,
          seed: int = 1) -> Forest:
    """A forest grown from (moves, code) pairs; games with the same first 15 plies count once."""
    first = first_move_counts(moves for moves, _code in games)
    distinct: dict[tuple[str, ...], Counter[str]] = {}
    for moves, code in games:
        key = tuple(oriented(list(moves[:PLIES]), first))
        distinct.setdefault(key, Counter())[code] += 1
    codes = sorted({code for _moves, code in games})
    code_index = {code: i for i, code in enumerate(codes)}
    features = sorted({f"{ply % 2}{move}" for key in distinct for ply, move in enumerate(key)})
    feature_index = {name: i for i, name in enumerate(features)}
    samples: list[Sample] = []
    for key, tally in distinct.items():
        plies: dict[int, int] = {}
        for ply, move in enumerate(key):
            plies.setdefault(feature_index[f"{ply % 2}{move}"], ply)
        samples.append((plies, code_index[tally.most_common(1)[0][0]]))
    openers = sorted({key[0] for key in distinct if key})
    rng = random.Random(seed)
    nodes: list[int] = []
    roots = []
    for _ in range(trees):
        roots.append(len(nodes) // 3)
        _grow(samples, rng, share, nodes)
    return Forest(codes, features, first, openers, roots, nodes)


def _entropy(counts: Counter[int], total: int) -> float:
    return -sum(n / total * math.log2(n / total) for n in counts.values() if n) if total else 0.0


def _best_question(samples: list[Sample], rng: random.Random, share: float) -> tuple[int, int] | None:
    """(feature, last ply) of the best split among a random share of the features, or None."""
    tally = Counter(code for _plies, code in samples)
    total = len(samples)
    base = _entropy(tally, total)
    by_feature: dict[int, dict[int, Counter[int]]] = {}
    for plies, code in samples:
        for feature, ply in plies.items():
            by_feature.setdefault(feature, {}).setdefault(ply, Counter())[code] += 1
    candidates = [f for f in sorted(by_feature) if rng.random() < share] or sorted(by_feature)
    best: tuple[float, int, int, int] | None = None
    for feature in candidates:
        yes: Counter[int] = Counter()
        seen = 0
        for ply in sorted(by_feature[feature]):
            yes.update(by_feature[feature][ply])
            seen += sum(by_feature[feature][ply].values())
            if seen == total:
                continue
            gain = base - seen / total * _entropy(yes, seen) - (total - seen) / total * _entropy(tally - yes,
                                                                                             total - seen)
            key = (round(gain, 9), ply, -feature, feature)
            if best is None or key > best:
                best = key
    if best is None or best[0] <= 1e-9:
        return None
    return best[3], best[1]


def _grow(samples: list[Sample], rng: random.Random, share: float, nodes: list[int]) -> None:
    """Append the preorder nodes of a tree for samples."""
    tally = Counter(code for _plies, code in samples)
    question = _best_question(samples, rng, share) if len(tally) > 1 else None
    if question is None and len(tally) > 1 and share < 1:
        question = _best_question(samples, rng, 1.0)
    if question is None:
        nodes.extend((-1, min(tally, key=lambda c: (-tally[c], c)), 0))
        return
    feature, last = question
    here = len(nodes)
    nodes.extend((feature, last, 0))
    _grow([s for s in samples if s[0].get(feature, ABSENT) <= last], rng, share, nodes)
    nodes[here + 2] = len(nodes) // 3
    _grow([s for s in samples if s[0].get(feature, ABSENT) > last], rng, share, nodes)


def holdout_split(games: Iterable[Tagged], share: float = 0.2, seed: int = 42) -> tuple[list[Tagged], list[Tagged]]:
    """(kept, held out): games whose first 40 plies hash under `share` are held out, so the same game
    filed twice (or two games that share their first 40 plies) fall on the same side."""
    kept: list[Tagged] = []
    held: list[Tagged] = []
    for game in games:
        digest = hashlib.sha1(f"{seed}:{' '.join(game[0][:40])}".encode("ascii")).digest()
        (held if int.from_bytes(digest[:4], "big") / 2**32 < share else kept).append(game)
    return kept, held


def agreement(forest: Forest, games: Iterable[Tagged]) -> dict[str, tuple[int, int]]:
    """Per first letter of the tag, and "all": (games whose code is the tag's, games)."""
    tally: dict[str, list[int]] = {}
    for moves, code in games:
        got = forest.code(moves)
        for key in (code[0], "all"):
            entry = tally.setdefault(key, [0, 0])
            entry[0] += got == code
            entry[1] += 1
    return {key: (v[0], v[1]) for key, v in sorted(tally.items())}


def disagreements(forest: Forest, games: Iterable[Tagged]) -> Counter[tuple[str, str]]:
    """How often each (tag, code given instead) pair occurs among the games the forest does not agree with."""
    return Counter((code, got) for moves, code in games if (got := forest.code(moves) or "") != code)


def kind_of(tag: str, got: str) -> str:
    """'variation' (same letter and tens digit: a sibling in one family), 'family' (same letter) or 'letter'."""
    return "variation" if tag[:2] == got[:2] else "family" if tag[:1] == got[:1] else "letter"
