"""Puzzle collections: the shipped ones (resources/puzzles/*.json.gz) and users' game files."""

from __future__ import annotations

import gzip
import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from app.formats import read_games
from app.model import Board, Move
from app.model.tree import GameTree, Node

from .puzzle import Collection, Goal, Puzzle, SolutionNode, fold_tree

__all__ = ["builtin_collections", "read_collection", "load_collection_file", "dump_collection",
           "DATA_DIR"]

DATA_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "puzzles"
FORMAT = 1

_MATE_WORDS = re.compile(r"殺|杀|mate|将死|將死|絕殺|绝杀", re.IGNORECASE)
_ENDGAME_WORDS = re.compile(r"殘局|残局|endgame|排局", re.IGNORECASE)


def dump_collection(collection: Collection) -> dict[str, Any]:
    """The JSON form of a collection (what load_collection_file reads)."""
    return {"format": FORMAT, "name": collection.name, "attribution": collection.attribution,
            "puzzles": [p.to_json() for p in collection.puzzles]}


def load_collection_file(path: str | os.PathLike[str]) -> Collection:
    """Read one collection file (JSON, gzip-compressed when the name ends in .gz)."""
    raw = Path(path).read_bytes()
    if str(path).endswith(".gz"):
        raw = gzip.decompress(raw)
    data = json.loads(raw.decode("utf-8"))
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


def read_collection(path: str | os.PathLike[str]) -> Collection:
    """A collection from any game file app.formats reads: each game with a start position and at
    least one move is a puzzle (its first move starts the solution; variations are alternatives)."""
    games = read_games(path)
    name = Path(path).stem
    puzzles = []
    for i, tree in enumerate(games):
        if not tree.root.children:
            continue
        title = tree.headers.get("Event") or tree.headers.get("Title") or f"{name} {i + 1}"
        roots = tuple(_trim_to_solver(_subtree(c)) for c in tree.root.children)
        themes = tuple(t for t in tree.headers.get("Themes", "").split(",") if t.strip())
        puzzles.append(Puzzle(tree.start_fen, _goal(tree, title), roots, id=f"{name}#{i + 1}",
                              title=title, themes=themes, source=os.fspath(path)))
    return Collection(name, tuple(puzzles), "")
