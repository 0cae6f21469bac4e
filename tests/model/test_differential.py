"""Differential tests against Fairy-Stockfish's rules (pyffish): random games, every ply compared.

pyffish writes moves with ranks 1-10; ours count 0-9.
"""

import random

import pytest

from app.model import Board

sf = pytest.importorskip("pyffish", reason="pyffish (test extra) is not installed")


def to_ours(uci: str) -> str:
    """pyffish move 'h3e3' (ranks 1-10) -> ICCS 'h2e2' (ranks 0-9)."""
    body = uci[1:]
    split = next(i for i, ch in enumerate(body) if ch.isalpha())
    return f"{uci[0]}{int(body[:split]) - 1}{body[split]}{int(body[split + 1:]) - 1}"


def test_rank_conversion():
    assert to_ours("h3e3") == "h2e2"
    assert to_ours("e10e9") == "e9e8"
    assert to_ours("a1a10") == "a0a9"


def play_random_game(seed: int, max_plies: int, fen: str | None = None) -> int:
    """Play a random game comparing legal moves and check at every ply; returns plies played."""
    rng = random.Random(seed)
    board = Board(fen)
    current = checkpoint = board.fen()
    since: list[str] = []
    for ply in range(max_plies):
        theirs = sf.legal_moves("xiangqi", current, [])
        ours = board.legal_moves()
        assert {m.iccs for m in ours} == {to_ours(u) for u in theirs}, (seed, ply, board.fen())
        assert board.is_check() == sf.gives_check("xiangqi", current, []), (seed, ply, board.fen())
        if not theirs:
            assert board.is_checkmate() or board.is_stalemate()
            break
        uci = rng.choice(sorted(theirs))
        board.push_iccs(to_ours(uci))
        since.append(uci)
        current = board.fen()
        if len(since) == 8:  # pyffish replays our moves: its position must equal ours
            assert current.split()[:2] == sf.get_fen("xiangqi", checkpoint, since).split()[:2], (seed, ply)
            checkpoint, since = current, []
    return ply + 1


@pytest.mark.parametrize("seed", range(24))
def test_random_games_match_pyffish(seed):
    assert play_random_game(seed, 120) > 10


MIDGAMES = [
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
]


@pytest.mark.parametrize("fen", MIDGAMES)
@pytest.mark.parametrize("seed", range(3))
def test_random_games_from_midgames(fen, seed):
    play_random_game(1000 + seed, 80, fen)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 400))
def test_many_random_games(seed):
    play_random_game(seed, 300)
