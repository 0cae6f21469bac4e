"""Which games to review: a selection of library games, a games file, or "my games" (the games where
the user's name is a player); a ReviewJob names the selection with the engine and time, so a run can
be kept (as JSON, in the settings) and resumed after the program was quit."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from app.formats import read_games
from app.library import Library

from .runner import ReviewTask

__all__ = ["SourceKind", "ReviewJob", "library_tasks", "file_tasks", "player_tasks", "job_tasks"]


class SourceKind(StrEnum):
    """Where a job's games come from."""

    LIBRARY = "library"     # the library games with the job's ids
    FILE = "file"           # every game of the job's file
    PLAYER = "player"       # the library games the job's player played (either side)


@dataclass(frozen=True)
class ReviewJob:
    """A selection of games, the engine (its name, "builtin" or a program) and seconds a position."""

    kind: SourceKind
    engine: str
    seconds: float
    ids: tuple[int, ...] = ()
    path: str = ""
    player: str = ""
    workers: int = 1
    options: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain values (inverse: ReviewJob.from_json)."""
        return {"kind": self.kind.value, "engine": self.engine, "seconds": self.seconds, "ids": list(self.ids),
                "path": self.path, "player": self.player, "workers": self.workers, "options": dict(self.options)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ReviewJob:
        """The job of to_json (ValueError / KeyError / TypeError if it is not one)."""
        return cls(SourceKind(d["kind"]), str(d["engine"]), float(d["seconds"]), tuple(int(i) for i in d["ids"]),
                   str(d.get("path", "")), str(d.get("player", "")), max(1, int(d.get("workers", 1))),
                   {str(k): str(v) for k, v in dict(d.get("options", {})).items()})


def library_tasks(library: Library, ids: tuple[int, ...] | list[int]) -> list[ReviewTask]:
    """The library games with these ids (missing ones are left out)."""
    tasks = []
    for gid in ids:
        try:
            tasks.append(ReviewTask(library.load(gid), f"library:{gid}"))
        except KeyError:
            continue
    return tasks


def file_tasks(path: str | os.PathLike[str]) -> list[ReviewTask]:
    """Every game of a games file (GameFileError if it cannot be read)."""
    name = os.fspath(path)
    return [ReviewTask(tree, f"{name}#{i + 1}") for i, tree in enumerate(read_games(name))]


def player_tasks(library: Library, player: str) -> list[ReviewTask]:
    """The library games in which `player` is Red or Black."""
    return library_tasks(library, [s.id for s in library.search(player=player)])


def job_tasks(job: ReviewJob, library: Library) -> list[ReviewTask]:
    """The games a job reviews."""
    if job.kind is SourceKind.FILE:
        return file_tasks(job.path)
    if job.kind is SourceKind.PLAYER:
        return player_tasks(library, job.player)
    return library_tasks(library, job.ids)
