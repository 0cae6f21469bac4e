"""Puzzle collections: the shipped ones (resources/puzzles/*.json.gz) and users' game files."""

from __future__ import annotations

import gzip
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from dataclasses import dataclass

from app.formats import read_games
from app.formats.problems import ProblemKind, ReadProblem
from app.formats.safety import read_regular
from app.model import Board, Move
from app.model.stored_json import read_stored_json
from app.model.tree import GameTree, Node

from .puzzle import Collection, Goal, Puzzle, SolutionNode, fold_tree

__all__ = ["builtin_collections", "read_collection", "read_collection_report", "CollectionReport",
           "load_collection_file", "dump_collection", "DATA_DIR"]

DATA_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "puzzles"
FORMAT = 1
MAX_COLLECTION_BYTES = 256 << 20     # a collection file (gzip-compressed or not) larger than this is refused

_MATE_WORDS = re.compile(r"殺|杀|mate|将死|將死|絕殺|绝杀", re.IGNORECASE)
_ENDGAME_WORDS = re.compile(r"殘局|残局|endgame|排局", re.IGNORECASE)


def dump_collection(collection: Collection) -> dict[str, Any]:
    """The JSON form of a collection (what load_collection_file reads)."""
    return {"format": FORMAT, "name": collection.name, "attribution": collection.attribution,
            "puzzles": [p.to_json() for p in collection.puzzles]}


def load_collection_file(path: str | os.PathLike[str]) -> Collection:
    """Read one collection file (JSON, gzip-compressed when the name ends in .gz)."""
    raw = read_regular(path, MAX_COLLECTION_BYTES)     # OSError for a pipe, a device or a huge file
    if str(path).endswith(".gz"):
        raw = gzip.decompress(raw)
    data = read_stored_json(raw, max_depth=None)     # ValueError if not JSON (or nested past what json reads)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not a puzzle collection")
    if data.get("format") != FORMAT:
        raise ValueError(f"{path}: unknown puzzle file format {data.get('format')!r}")
    return Collection(data["name"], tuple(Puzzle.from_json(p) for p in data["puzzles"]),
                      data.get("attribution", ""))


@lru_cache(maxsize=1)
def _builtin() -> tuple[Collection, ...]:
    return tuple(load_collection_file(p) for p in sorted(DATA_DIR.glob("*.json.gz")))


def builtin_collections() -> list[Collection]:
    """The collections shipped in resources/puzzles (read once, then cached)."""
    return list(_builtin())


def _subtree(node: Node) -> SolutionNode:
    def make(n: Node, replies: tuple[SolutionNode, ...]) -> SolutionNode:
        assert n.move is not None
        return SolutionNode(n.move.iccs, replies)

    return fold_tree(node, lambda n: n.children, make)


def _goal(tree: GameTree, title: str) -> Goal:
    text = " ".join([title, tree.headers.get("Goal", ""), tree.comment or ""])
    goal = tree.headers.get("Goal", "").strip().lower()
    if goal in {g.value for g in Goal}:
        return Goal(goal)
    if _MATE_WORDS.search(text):
        return Goal.MATE
    end = Board.from_fen(tree.start_fen)
    for mv in tree.mainline():
        end.push(Move.from_iccs(mv))
    if end.is_game_over():
        return Goal.MATE
    if _ENDGAME_WORDS.search(text):
        return Goal.ENDGAME
    return Goal.MATERIAL


def _trim_to_solver(root: SolutionNode) -> SolutionNode:
    """Drop a trailing defence from the main line so that it ends on the solver's move."""
    length = len(root.mainline())
    if length % 2 == 1:
        return root

    path = [root]                         # the main line up to its last solver's move
    while len(path) < length - 1:
        path.append(path[-1].replies[0])
    trimmed = SolutionNode(path[-1].move)
    for node in reversed(path[:-1]):
        trimmed = SolutionNode(node.move, (trimmed,) + node.replies[1:])
    return trimmed


@dataclass(frozen=True)
class CollectionReport:
    """A collection read from a game file, and the games of the file left out of it: those that could not
    be read (kind GAME_LEFT_OUT: a bad position or move) and those with no moves (NO_MOVES)."""

    collection: Collection
    left_out: tuple[ReadProblem, ...] = ()

    @property
    def positions(self) -> int:
        """The games (positions) in the file."""
        return len(self.collection.puzzles) + len(self.left_out)


def read_collection(path: str | os.PathLike[str]) -> Collection:
    """A collection from any game file app.formats reads: each game with a start position and at
    least one move is a puzzle (its first move starts the solution; variations are alternatives)."""
    return read_collection_report(path).collection


def read_collection_report(path: str | os.PathLike[str]) -> CollectionReport:
    """The collection of a game file (see read_collection), with the games left out of it."""
    games = read_games(path)
    name = Path(path).stem
    puzzles = []
    left_out = [err.problem for err in games.errors]
    for i, tree in enumerate(games):
        number = games.numbers[i] if i < len(games.numbers) else i + 1
        if not tree.root.children:
            left_out.append(ReadProblem(ProblemKind.NO_MOVES, "a position with no moves", game=number, index=i))
            continue
        title = tree.headers.get("Event") or tree.headers.get("Title") or f"{name} {i + 1}"
        try:
            roots = tuple(_trim_to_solver(_subtree(c)) for c in tree.root.children)
            themes = tuple(t for t in tree.headers.get("Themes", "").split(",") if t.strip())
            puzzles.append(Puzzle(tree.start_fen, _goal(tree, title), roots, id=f"{name}#{i + 1}",
                                  title=title, themes=themes, source=os.fspath(path)))
        except ValueError as err:     # a game the reader kept that is still no puzzle
            left_out.append(ReadProblem(ProblemKind.GAME_LEFT_OUT, str(err), game=number, index=i))
    left_out.sort(key=lambda problem: problem.game or 0)
    return CollectionReport(Collection(name, tuple(puzzles), ""), tuple(left_out))
