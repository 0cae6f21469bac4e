"""What a player should work on: from the stored reviews of the player's games, the average loss by
phase and by opening, the loss over the game, and the most common kinds of mistakes, each with links
(the game's key and the ply) to the games and the exercises made from them.

Phases: the endgame once the attacking pieces left on the board (a rook counting 2, a horse or cannon
1, both sides together) weigh ENDGAME_WEIGHT or less; before that the opening up to OPENING_PLIES
plies, then the middlegame.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from app.engines.annotate import NAG_BLUNDER
from app.library import StoredReview
from app.model import Board, Move
from app.model.enums import Color, PieceKind
from app.openings import classify

from .endings import Tables, tables_for
from .exercises import player_color
from .kinds import MistakeKind
from .mistakes import mistakes, puzzle_id
from .stored import DamagedReview, ReviewDamage, checked

__all__ = ["Phase", "MistakeLink", "PlayerSummary", "summarize", "phase_of", "OPENING_PLIES", "ENDGAME_WEIGHT",
           "STAGE_PLIES", "kind_counts"]

OPENING_PLIES = 20
ENDGAME_WEIGHT = 8
STAGE_PLIES = 10            # the loss over the game is averaged over stretches of this many plies
_WEIGHTS = {PieceKind.ROOK: 2, PieceKind.HORSE: 1, PieceKind.CANNON: 1}


class Phase(StrEnum):
    """The stage of a game a move was played in."""

    OPENING = "opening"
    MIDDLEGAME = "middlegame"
    ENDGAME = "endgame"


def phase_of(board: Board) -> Phase:
    """The phase of the position (see the module doc; ply = moves on the board's stack + its FEN's)."""
    weight = sum(_WEIGHTS.get(p.kind, 0) for p in board.pieces().values())
    if weight <= ENDGAME_WEIGHT:
        return Phase.ENDGAME
    return Phase.OPENING if board.ply < OPENING_PLIES else Phase.MIDDLEGAME


@dataclass(frozen=True)
class MistakeLink:
    """One mistake of the player: the game (review key and headers), the ply, its kind and the id of
    the exercise made from it."""

    game: str
    headers: tuple[tuple[str, str], ...]
    ply: int
    kind: MistakeKind
    blunder: bool
    exercise: str


@dataclass(frozen=True)
class PlayerSummary:
    """The player's games reviewed, moves, average centipawn loss overall, by phase, by opening (ECCO
    code, '' when unknown) and by stretch of STAGE_PLIES plies, the mistakes by kind (most common first)."""

    games: int
    moves: int
    average_loss: float
    by_phase: tuple[tuple[Phase, float, int], ...]          # phase, average loss, moves
    by_opening: tuple[tuple[str, float, int], ...]          # ECCO, average loss, games
    over_game: tuple[float, ...]                            # average loss per stretch of plies
    kinds: tuple[tuple[MistakeKind, tuple[MistakeLink, ...]], ...]
    damaged: tuple[ReviewDamage, ...] = ()                  # stored reviews left out: they do not read


def opening_code(stored: StoredReview, start_fen: str) -> str:
    """The game's ECCO code as app.openings classifies its moves; the file's [ECCO] tag for a game the
    scheme does not classify (another start position); '' when neither says."""
    entry = classify(stored.moves, start_fen)
    return entry.code if entry is not None else stored.headers.get("ECCO", "").strip().upper()


def summarize(player: str, reviews: Iterable[StoredReview], damaged: Iterable[ReviewDamage] = (),
              tables: Tables = True) -> PlayerSummary:
    """The summary of `player` (matched to Red or Black by folded name) over the stored reviews; a
    damaged one is left out and listed in the summary's `damaged`, after those given (the rows the
    library could not decode). The moves the endgame `tables` cover (True: the chosen folder's) are
    judged by them: a won or drawn ending given away counts as its own kind (app.training.endings)."""
    left_out = list(damaged)
    chosen = tables_for(tables) or False
    losses: dict[Phase, list[int]] = defaultdict(list)
    openings: dict[str, list[float]] = defaultdict(list)
    stretches: dict[int, list[int]] = defaultdict(list)
    kinds: dict[MistakeKind, list[MistakeLink]] = defaultdict(list)
    games = 0
    for stored in reviews:
        color = player_color(stored.headers, player)
        if color is None:
            continue
        try:
            tree, review = checked(stored)
        except DamagedReview as exc:
            left_out.append(exc.damage)
            continue
        games += 1
        board = Board.from_fen(tree.start_fen)
        mine = []
        for verdict, move in zip(review.verdicts, review.moves, strict=False):
            if verdict.red == (color is Color.RED):
                losses[phase_of(board)].append(verdict.cp_loss)
                stretches[(verdict.ply - 1) // STAGE_PLIES].append(verdict.cp_loss)
                mine.append(verdict.cp_loss)
            board.push(Move.from_iccs(move.iccs))
        if mine:
            openings[opening_code(stored, tree.start_fen)].append(sum(mine) / len(mine))
        headers = tuple(sorted(stored.headers.items()))
        for m in mistakes(tree, review, color, chosen):
            kinds[m.kind].append(MistakeLink(stored.key, headers, m.verdict.ply, m.kind, m.verdict.nag == NAG_BLUNDER,
                                             puzzle_id(m.fen, m.played)))
    every = [x for phase in losses.values() for x in phase]
    return PlayerSummary(
        games, len(every), sum(every) / len(every) if every else 0.0,
        tuple((p, sum(losses[p]) / len(losses[p]), len(losses[p])) for p in Phase if losses[p]),
        tuple(sorted(((e, sum(v) / len(v), len(v)) for e, v in openings.items()), key=lambda t: -t[2])),
        tuple(sum(stretches[i]) / len(stretches[i]) if stretches.get(i) else 0.0
              for i in range(max(stretches) + 1 if stretches else 0)),
        tuple(sorted(((k, tuple(v)) for k, v in kinds.items()), key=lambda t: -len(t[1]))), tuple(left_out))


def kind_counts(summary: PlayerSummary) -> Counter[MistakeKind]:
    """How many mistakes of each kind."""
    return Counter({k: len(links) for k, links in summary.kinds})
