"""Puzzle values: the goal, the solution tree of ICCS moves, the puzzle and a collection of puzzles."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from app.model import Board, Move

__all__ = ["Goal", "SolutionNode", "Puzzle", "Collection", "SolutionInput", "build_solution",
           "solution_to_json", "fold_tree"]

T = TypeVar("T")
R = TypeVar("R")


class Goal(StrEnum):
    """What the side to move must achieve."""

    MATE = "mate"            # force mate in the solution's number of moves
    MATERIAL = "material"    # win material (or a decisive advantage)
    ENDGAME = "endgame"      # win or hold the endgame (keep the engine's verdict)
    BETTER = "better"        # find a better move than the one played in a game (app.puzzles.judge)
    TABLEBASE = "tablebase"  # win a tablebase ending: any move keeping the win (app.puzzles.endings)


@dataclass(frozen=True)
class SolutionNode:
    """One move of the solution (ICCS) and the answers to it: after a solver's move the defences
    (the first is the main one, the others alternative defences); after a defence the solver's moves
    (the first is the main one, others are recorded alternatives)."""

    move: str
    replies: tuple[SolutionNode, ...] = ()

    def mainline(self) -> list[str]:
        """This move and the first reply of each following node."""
        out = [self.move]
        node = self
        while node.replies:
            node = node.replies[0]
            out.append(node.move)
        return out

    def depth(self) -> int:
        """Plies on the longest line from this node (1 for a leaf)."""
        return fold_tree(self, _replies, lambda _n, below: 1 + max(below, default=0))


def _replies(node: SolutionNode) -> Sequence[SolutionNode]:
    return node.replies


def fold_tree(root: T, children: Callable[[T], Sequence[T]], make: Callable[[T, tuple[R, ...]], R]) -> R:
    """make(node, results of its children) for every node, children first, without recursion (a
    solution or a game read from a file may be thousands of plies deep); the root's result."""
    done: list[R] = []
    stack: list[tuple[T, bool]] = [(root, False)]
    while stack:
        node, expanded = stack.pop()
        kids = children(node)
        if not expanded:
            stack.append((node, True))
            stack.extend((kid, False) for kid in reversed(kids))
            continue
        cut = len(done) - len(kids)
        below = tuple(done[cut:])
        del done[cut:]
        done.append(make(node, below))
    return done[0]


# A flat list of ICCS strings (the main line), SolutionNode(s), or the JSON form of solution_to_json:
# {"m": "h2e2", "r": [...]} per node, a list of such nodes for alternatives at the root.
SolutionInput = str | SolutionNode | Sequence[Any] | Mapping[str, Any]


def _line(moves: Sequence[str]) -> SolutionNode:
    node = SolutionNode(moves[-1])
    for mv in reversed(moves[:-1]):
        node = SolutionNode(mv, (node,))
    return node


def _node(value: Any) -> SolutionNode:
    def children(v: Any) -> Sequence[Any]:
        return tuple(v.get("r", ())) if isinstance(v, Mapping) else ()

    def make(v: Any, replies: tuple[SolutionNode, ...]) -> SolutionNode:
        if isinstance(v, SolutionNode):
            return v
        if isinstance(v, Mapping):
            return SolutionNode(str(v["m"]), replies)
        raise TypeError(f"not a solution node: {v!r}")

    return fold_tree(value, children, make)


def build_solution(value: SolutionInput) -> tuple[SolutionNode, ...]:
    """The solver's first moves as a tuple of trees from any accepted input form."""
    if isinstance(value, (SolutionNode, Mapping)):
        return (_node(value),)
    if isinstance(value, str):
        value = value.split()
    items = list(value)
    if not items:
        raise ValueError("a puzzle needs at least one solution move")
    if all(isinstance(x, str) for x in items):
        return (_line([Move.from_iccs(x).iccs for x in items]),)
    return tuple(_node(x) for x in items)


def solution_to_json(roots: Iterable[SolutionNode]) -> list[Any]:
    """A compact JSON form: a flat list of ICCS when there is only one line, else nested nodes."""
    roots = tuple(roots)

    def single(n: SolutionNode) -> bool:
        while n.replies:
            if len(n.replies) > 1:
                return False
            n = n.replies[0]
        return True

    if len(roots) == 1 and single(roots[0]):
        return roots[0].mainline()

    def enc(n: SolutionNode, below: tuple[dict[str, Any], ...]) -> dict[str, Any]:
        return {"m": n.move, "r": list(below)} if below else {"m": n.move}

    return [fold_tree(r, _replies, enc) for r in roots]


@dataclass(frozen=True, init=False)
class Puzzle:
    """A position (the side to move solves), a goal and a solution tree of ICCS moves."""

    fen: str
    goal: Goal
    solution: tuple[SolutionNode, ...]
    id: str = ""
    title: str = ""
    themes: tuple[str, ...] = ()
    difficulty: int | None = None      # a rating on the Elo-like scale of app.puzzles.progress
    source: str = ""
    played: str = ""                   # BETTER: the move played in the game (ICCS), never accepted

    def __init__(self, fen: str, goal: Goal | str, solution: SolutionInput, *, id: str = "",
                 title: str = "", themes: Iterable[str] = (), difficulty: int | None = None,
                 source: str = "", played: str = "") -> None:
        set_ = object.__setattr__
        set_(self, "fen", Board.from_fen(fen).fen())
        set_(self, "goal", Goal(goal))
        set_(self, "solution", build_solution(solution))
        set_(self, "id", id)
        set_(self, "title", title)
        set_(self, "themes", tuple(themes))
        set_(self, "difficulty", difficulty)
        set_(self, "source", source)
        set_(self, "played", Move.from_iccs(played).iccs if played else "")

    def mainline(self) -> list[str]:
        """The main line of the solution: solver, defence, solver, ..."""
        return self.solution[0].mainline()

    @property
    def solver_moves(self) -> int:
        """Number of the solver's moves on the main line."""
        return (len(self.mainline()) + 1) // 2

    @property
    def mate_in(self) -> int | None:
        """For a mate goal, the number of moves to mate; None for other goals."""
        return self.solver_moves if self.goal is Goal.MATE else None

    @property
    def side(self) -> str:
        """The side that solves: 'red' or 'black'."""
        return Board.from_fen(self.fen).turn

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the collection files (inverse: Puzzle.from_json)."""
        out: dict[str, Any] = {"id": self.id, "fen": self.fen, "goal": self.goal.value,
                               "solution": solution_to_json(self.solution)}
        if self.title:
            out["title"] = self.title
        if self.themes:
            out["themes"] = list(self.themes)
        if self.difficulty is not None:
            out["difficulty"] = self.difficulty
        if self.source:
            out["source"] = self.source
        if self.played:
            out["played"] = self.played
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Puzzle:
        """Rebuild a puzzle from its to_json form."""
        return cls(d["fen"], d["goal"], d["solution"], id=d.get("id", ""), title=d.get("title", ""),
                   themes=d.get("themes", ()), difficulty=d.get("difficulty"), source=d.get("source", ""),
                   played=d.get("played", ""))


@dataclass(frozen=True)
class Collection:
    """A named list of puzzles with the attribution of their source."""

    name: str
    puzzles: tuple[Puzzle, ...] = field(default_factory=tuple)
    attribution: str = ""

    def __len__(self) -> int:
        return len(self.puzzles)

    def get(self, puzzle_id: str) -> Puzzle | None:
        """The puzzle with this id, or None."""
        return next((p for p in self.puzzles if p.id == puzzle_id), None)
