"""The CCPD master games split by source for measuring the ECCO classifier on games it never saw
(maintainer code for `python -m app.bench openings --ccpd` and tools/make_ecco.py, never at start-up).

The split is by year, grouped: every game has one year (its [Date]), so no year is on both sides. The
held-out years are those whose number leaves `residue` after division by 5 (1953, 1958, ..., 2008 for 3):
every fifth year, so the held-out games come from every era of the collection (the openings played change
over the decades) and none shares an event or a season with a game of the other side. A game filed
twice (the collection often files one game under a player and under its opening) counts once for its
side: copies with the same moves are grouped and take the earliest year any copy gives; games with no
year stay on the training side.

Why not by event or by player: the [Event] texts are not a source (17,954 different texts for 23,815
files, many of them a game's own description, others the same tournament written five ways), and
every game has two players, the collection's nine masters meet each other throughout, so a split by
player either puts players on both sides or drops most of the games.
"""

from __future__ import annotations

import lzma
import os
import re
import tarfile
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.formats import GameFileError, read_bytes
from app.openings import is_standard_start

# ../shared/data next to the repository (or next to the folder of worktrees)
SHARED = next((p / "shared" / "data" for p in Path(__file__).resolve().parents if (p / "shared" / "data").is_dir()),
              Path("shared/data"))
CCPD_TAR = SHARED / "ccpd" / "ccpd-games-dev.tar.xz"
HELD_RESIDUE = 3
_YEAR = re.compile(r"\s*(\d{4})")
_WIDE = str.maketrans("０１２３４５６７８９", "0123456789")


@dataclass(frozen=True, slots=True)
class TaggedGame:
    """One game file: its moves (ICCS), its [ECCO] tag, its year (None if its date gives none) and its file."""

    moves: tuple[str, ...]
    tag: str
    year: int | None
    name: str


def year_of(date: str) -> int | None:
    """The year of a [Date] value ('1955.5', '１９９０．１', '2003-04-01'), None for none or an implausible one."""
    match = _YEAR.match(date.translate(_WIDE))
    year = int(match.group(1)) if match else 0
    return year if 1800 < year < 2100 else None


def members(path: Path) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of each PGN file of the unpacked collection (a folder) or of its .tar.xz."""
    if path.is_dir():
        for folder, dirs, names in os.walk(path):
            dirs.sort()
            for name in sorted(names):
                if name.lower().endswith(".pgn"):
                    yield str(Path(folder, name).relative_to(path)), Path(folder, name).read_bytes()
        return
    with lzma.open(path) as raw, tarfile.open(fileobj=raw) as tar:
        for member in tar:
            if member.isfile() and member.name.lower().endswith(".pgn"):
                handle = tar.extractfile(member)
                if handle is not None:
                    yield member.name, handle.read()


def read_ccpd(path: Path = CCPD_TAR) -> list[TaggedGame]:
    """Every game of the collection from the standard start with an [ECCO] tag (files that do not read
    are left out)."""
    out = []
    for name, data in members(path):
        try:
            games = read_bytes(data, name)
        except GameFileError:
            continue
        for tree in games:
            tag = tree.headers.get("ECCO", "").strip().upper()
            if tag and is_standard_start(tree.headers.get("FEN")):
                out.append(TaggedGame(tuple(tree.mainline()), tag, year_of(tree.headers.get("Date", "")), name))
    return out


def split_by_year(games: Sequence[TaggedGame], residue: int = HELD_RESIDUE) -> tuple[list[TaggedGame],
                                                                                      list[TaggedGame]]:
    """(training side, held-out side): see the module's docstring. Each game's `year` is its group's."""
    years: dict[tuple[str, ...], int | None] = {}
    for game in games:
        if game.moves not in years:
            years[game.moves] = game.year
        elif game.year is not None:
            known = years[game.moves]
            years[game.moves] = game.year if known is None else min(known, game.year)
    kept: list[TaggedGame] = []
    held: list[TaggedGame] = []
    for game in games:
        year = years[game.moves]
        grouped = TaggedGame(game.moves, game.tag, year, game.name)
        (held if year is not None and year % 5 == residue else kept).append(grouped)
    return kept, held


def distinct(games: Sequence[TaggedGame]) -> list[TaggedGame]:
    """One game per distinct move list (the first file of each)."""
    seen: dict[tuple[str, ...], TaggedGame] = {}
    for game in games:
        seen.setdefault(game.moves, game)
    return list(seen.values())


def family(code: str) -> str:
    """'C4' for C45: the letter and tens digit, the scheme's families (C40-C49 平炮兑车)."""
    return code[:2]


def confusion(pairs: Sequence[tuple[str, str]]) -> dict[str, Counter[str]]:
    """Per family of the tag, how often each (tag -> code given) miss occurs."""
    out: dict[str, Counter[str]] = {}
    for tag, got in pairs:
        if tag != got:
            out.setdefault(family(tag), Counter())[f"{tag}->{got}"] += 1
    return dict(sorted(out.items()))
