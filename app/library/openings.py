"""Opening codes in the library: each game's ECCO code as our classifier gives it (``games.code``, beside
the file's own [ECCO] tag in ``games.ecco``, kept as written), the one-time classification of the games of
a library made before schema 3, search filters by code range and by name, and the statistics by opening.

``games.code`` is '' for a game the scheme has no code for (another start position, a handicap, no
moves) and NULL for a game not yet classified (a library being brought to schema 3: see classify_pending).
The codes are the classifier's of the rules named in ``meta.classifier``: a library last written with
other rules has its codes given again (reclassify_if_changed), so the library names each game as the
rest of the program does.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.model import START_FEN
from app.openings import classify, code_range, find_codes, is_standard_start, rules_version

from .fold import fold
from .positions import move_of, normal_fen, unpack_moves
from .schema import transaction

BACKFILL_BATCH = 2000          # games classified per transaction when a library is brought to schema 3
_NORMAL_START = normal_fen(START_FEN)


def game_code(fen: str | None, moves: Sequence[object]) -> str:
    """Our code of a game (its start FEN, None for the standard one, and its main line as Moves or
    ICCS), '' when the scheme has none for it."""
    if fen is not None and not is_standard_start(fen):
        return ""
    try:
        found = classify(moves)  # type: ignore[arg-type]
    except ValueError:          # a main line that does not start as a game can (the moves are trusted)
        return ""
    return "" if found is None else found.code


def stored_code(fen: str | None, blob: bytes) -> str:
    """Our code of a stored game (its fen column and packed moves); '' if the moves do not decode."""
    try:
        moves = [move_of(m) for m in unpack_moves(blob)]
    except (ValueError, TypeError):
        return ""
    return game_code(fen, moves)


def reclassify_if_changed(db: sqlite3.Connection) -> bool:
    """Mark every game unclassified (code NULL, for classify_pending) when the library's codes were given
    by other rules than the program's; True if it did."""
    row = db.execute("SELECT value FROM meta WHERE key = 'classifier'").fetchone()
    if row is not None and row[0] == rules_version():
        return False
    with transaction(db):
        db.execute("UPDATE games SET code = NULL")
        db.execute("INSERT OR REPLACE INTO meta VALUES ('classifier', ?)", (rules_version(),))
    return True


def classify_pending(db: sqlite3.Connection, batch: int = BACKFILL_BATCH,
                     progress: Callable[[int], None] | None = None) -> int:
    """Classify the games not classified yet, `batch` games a transaction (an interrupted run is taken
    up by the next); returns how many were classified."""
    done = 0
    while True:
        with transaction(db):
            rows = db.execute("SELECT id, fen, moves FROM games WHERE code IS NULL LIMIT ?", (batch,)).fetchall()
            db.executemany("UPDATE games SET code = ? WHERE id = ?",
                           [(stored_code(fen, bytes(blob) if blob is not None else b""), gid)
                            for gid, fen, blob in rows])
        done += len(rows)
        if progress is not None and rows:
            progress(done)
        if len(rows) < batch:
            return done


def code_filter(text: str) -> tuple[str, list[Any]] | None:
    """SQL (and its arguments) matching games whose code (ours or the file's tag) is in the code or range
    `text` ("C84", "C7", "C70-C79", "A-B"); None if text is no code."""
    bounds = code_range(text)
    if bounds is None:
        return None
    return "(code BETWEEN ? AND ? OR ecco BETWEEN ? AND ?)", [*bounds, *bounds]


def name_filter(text: str) -> tuple[str, list[Any]]:
    """SQL matching games by opening name: the codes whose scheme name holds the words (Simplified,
    Traditional or English), ours or the file's, or the file's own [Opening] text."""
    codes = find_codes(text)
    marks = ",".join("?" * len(codes))
    by_code = f"code IN ({marks}) OR ecco IN ({marks}) OR " if codes else ""
    return f"({by_code}instr(opening, ?) > 0)", [*codes, *codes, fold(text)]


@dataclass(frozen=True, slots=True)
class OpeningCount:
    """How often an opening was played, and how the games ended (results unknown: games minus the rest)."""

    code: str
    games: int
    red_wins: int
    draws: int
    black_wins: int


@dataclass(frozen=True, slots=True)
class Score:
    """A player's games with one colour in one opening."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def points(self) -> float | None:
        """Share of the points of the games with a known result (a draw is half), None without one."""
        known = self.wins + self.draws + self.losses
        return None if not known else (self.wins + self.draws / 2) / known


@dataclass(frozen=True, slots=True)
class OpeningResults:
    """How a player scored in one opening with Red and with Black."""

    code: str
    red: Score
    black: Score

    @property
    def games(self) -> int:
        """Games in both colours."""
        return self.red.games + self.black.games


def most_played(db: sqlite3.Connection, limit: int, player: str | None = None) -> list[OpeningCount]:
    """The openings (our codes) with the most games, most first (ties by code); `player`: only the games
    where that name plays either side."""
    where, args = "code IS NOT NULL AND code != ''", []
    if player:
        where += " AND (instr(red, ?) > 0 OR instr(black, ?) > 0)"
        args = [fold(player)] * 2
    sql = (f"SELECT code, count(*), sum(result = 0), sum(result = 1), sum(result = 2) FROM games WHERE {where} "
           "GROUP BY code ORDER BY count(*) DESC, code LIMIT ?")
    return [OpeningCount(str(c), int(n), int(r), int(d), int(b))
            for c, n, r, d, b in db.execute(sql, [*args, limit])]


def results_by_opening(db: sqlite3.Connection, player: str) -> list[OpeningResults]:
    """A player's results in each opening, as Red and as Black (games where the name is on that side),
    the most played first."""
    name = fold(player)
    sql = ("SELECT code, side, count(*), sum(result = w), sum(result = 1), sum(result = l) FROM ("
           "SELECT code, result, 'red' AS side, 0 AS w, 2 AS l FROM games WHERE instr(red, ?) > 0 UNION ALL "
           "SELECT code, result, 'black', 2, 0 FROM games WHERE instr(black, ?) > 0) "
           "WHERE code IS NOT NULL AND code != '' GROUP BY code, side")
    red: dict[str, Score] = {}
    black: dict[str, Score] = {}
    for code, side, n, wins, draws, losses in db.execute(sql, (name, name)):
        (red if side == "red" else black)[str(code)] = Score(int(n), int(wins), int(draws), int(losses))
    out = [OpeningResults(code, red.get(code, Score()), black.get(code, Score())) for code in red.keys() | black]
    out.sort(key=lambda r: (-r.games, r.code))
    return out
