"""The classifier's data: a forest of decision trees over the first moves of a game.

What the tags of the CCPD master games show (tools/make_ecco.py measures it): the ECCO code of a game
is a function of its first 15 plies (8 Red moves, 7 Black moves) in order, once the game is turned so
that its first move off the central file is played on the usual wing (the scheme names mirror images
alike). Which of those moves matter, and whether their order does, differs from opening to opening;
the trees learn it from the tagged games.

A game is described by its ``features``: for each move of the first 15 plies, the ply at which its
side first played it (a move neither side played in the shipped games is left out). A tree asks
"was move m played by ply t?" at each node; the forest's trees vote.

The resource (resources/openings/ecco-forest.json.gz, built by tools/make_ecco.py) holds the codes,
the feature names (``"0h2e2"``: side 0 Red / 1 Black, then the move in ICCS), how often each first
move off the central file was played (which wing is the usual one), the first moves of the games the
trees were grown from (a game opened otherwise is named by its first move alone), and the trees, each a preorder
list of nodes: a split ``(feature, last ply, index of the 'no' branch)`` whose 'yes' branch follows
it, or a leaf ``(-1, code index, 0)``.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from pathlib import Path

PLIES = 15          # the plies that decide a game's code
ABSENT = 99         # the ply of a move not played in the first PLIES
FOREST_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "openings" / "ecco-forest.json.gz"
FORMAT = 1

_FILES = "abcdefghi"

# The scheme's code for a game opened by this first move and nothing more (both wings), from its names:
# 中炮局, 仙人指路局, 飞相局, 起马局, 仕角炮局, 过宫炮局, 上仕局, 边马局, 边炮局, 巡河炮局, 过河炮局,
# 兵底炮局, 金钩炮局, 边兵局; any other first move is 其他开局 (A00). A one-ply game gets it (the CCPD
# games tag 1. 炮二平五 alone B00 and 1. 炮二平六 alone A60), and so does a game whose first move the
# trees never saw.
FIRST_MOVE_CODES: dict[str, str] = {
    "h2e2": "B00", "b2e2": "B00", "c3c4": "E00", "g3g4": "E00", "g0e2": "A10", "c0e2": "A10",
    "h0g2": "A40", "b0c2": "A40", "h2f2": "A50", "b2d2": "A50", "h2d2": "A60", "b2f2": "A60",
    "f0e1": "A01", "d0e1": "A01", "h0i2": "A02", "b0a2": "A02", "h2i2": "A03", "b2a2": "A03",
    "h2h4": "A04", "b2b4": "A04", "h2h6": "A05", "b2b6": "A05", "b2c2": "A06", "h2g2": "A06",
    "h2c2": "A07", "b2g2": "A07", "i3i4": "A08", "a3a4": "A08",
}
OTHER_OPENING = "A00"


def mirror_iccs(move: str) -> str:
    """The same move played on the other wing ('h2e2' -> 'b2e2')."""
    return f"{_FILES[8 - _FILES.index(move[0])]}{move[1]}{_FILES[8 - _FILES.index(move[2])]}{move[3]}"


def wing_key(feature: str, first_moves: dict[str, int]) -> tuple[int, str]:
    """Sort key of a first move off the central file: the more often played wing first, then ICCS order."""
    return -first_moves.get(feature, 0), feature


def oriented(moves: Sequence[str], first_moves: dict[str, int]) -> list[str]:
    """The moves turned to the usual wing: mirrored when the first move off the central file is
    the less played of the two mirror images (so a game and its mirror image give the same list)."""
    for ply, move in enumerate(moves):
        mirrored = mirror_iccs(move)
        if mirrored != move:
            side = str(ply % 2)
            if wing_key(side + mirrored, first_moves) < wing_key(side + move, first_moves):
                return [mirror_iccs(m) for m in moves]
            break
    return list(moves)


class Forest:
    """The trees and their vocabulary (see the module's docstring); not changed once made."""

    def __init__(self, codes: Sequence[str], features: Sequence[str], first_moves: dict[str, int],
                 openers: Sequence[str], roots: Sequence[int], nodes: Sequence[int]) -> None:
        self.codes = tuple(codes)
        self.features = tuple(features)
        self.first_moves = dict(first_moves)
        self.openers = frozenset(openers)     # the first moves (turned to the usual wing) the trees know
        self.roots = tuple(roots)
        # per node: feature index (-1 at a leaf); last ply of 'yes' (the code index at a leaf);
        # index of the 'no' branch (0 at a leaf)
        self.feature_of = tuple(nodes[0::3])
        self.value_of = tuple(nodes[1::3])
        self.no_branch = tuple(nodes[2::3])
        self.index = {name: i for i, name in enumerate(self.features)}

    def feature_plies(self, moves: Sequence[str]) -> list[int]:
        """Per feature, the first ply it was played at (ABSENT if not), for the first PLIES plies of
        moves already turned to the usual wing."""
        index = self.index
        out = [ABSENT] * len(self.features)
        for ply, move in enumerate(moves[:PLIES]):
            feature = index.get(("0", "1")[ply % 2] + move)
            if feature is not None and out[feature] == ABSENT:
                out[feature] = ply
        return out

    def code(self, moves: Sequence[str]) -> str | None:
        """The code of a game's moves (ICCS, from the standard start); None without moves."""
        if not moves:
            return None
        turned = oriented(moves[:PLIES], self.first_moves)
        if len(turned) == 1 or turned[0] not in self.openers:
            return FIRST_MOVE_CODES.get(turned[0], OTHER_OPENING)
        return self.vote(self.feature_plies(turned))

    def vote(self, plies: Sequence[int]) -> str:
        """The code most trees give a game with these feature plies (stops once a majority is certain)."""
        feature_of, value_of, no_branch = self.feature_of, self.value_of, self.no_branch
        counts = [0] * len(self.codes)
        majority = len(self.roots) // 2 + 1
        best = -1
        for node in self.roots:
            while (feature := feature_of[node]) >= 0:
                node = node + 1 if plies[feature] <= value_of[node] else no_branch[node]
            code = value_of[node]
            counts[code] += 1
            if best < 0 or counts[code] > counts[best]:
                best = code
            if counts[best] >= majority:
                break
        return self.codes[best]

    def to_json(self) -> dict[str, object]:
        """The forest as the resource's JSON object."""
        nodes = [v for triple in zip(self.feature_of, self.value_of, self.no_branch, strict=True) for v in triple]
        return {"format": FORMAT, "plies": PLIES, "codes": list(self.codes), "features": list(self.features),
                "first_moves": self.first_moves, "openers": sorted(self.openers), "roots": list(self.roots),
                "nodes": nodes}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Forest:
        """A forest from the resource's JSON object (ValueError if it is not one this code reads)."""
        if data.get("format") != FORMAT or data.get("plies") != PLIES:
            raise ValueError("not an ECCO forest of this program's format")
        nodes = _ints(data["nodes"])
        first = data["first_moves"]
        if not isinstance(first, dict):
            raise ValueError("first_moves is not an object")
        return cls(_strs(data["codes"]), _strs(data["features"]), {str(k): int(v) for k, v in first.items()},
                   _strs(data["openers"]), _ints(data["roots"]), nodes)

    def save(self, path: Path) -> int:
        """Write the forest as gzipped JSON (deterministic bytes); the file's size."""
        text = json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=True)
        data = gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)
        path.write_bytes(data)
        return len(data)

    @classmethod
    def load(cls, path: Path = FOREST_PATH) -> Forest:
        """Read a forest written by ``save``."""
        return cls.from_json(json.loads(gzip.decompress(path.read_bytes()).decode("ascii")))


def _ints(value: object) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(v, int) for v in value):
        raise ValueError("expected a list of integers")
    return value


def _strs(value: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError("expected a list of strings")
    return value
