"""The Asian Rules' perpetual-chase articles, one position or more each, built from the articles' words.

Each case is a start position and one cycle of moves (both sides) that returns to it; played twice, the
position occurs the third time and the arbiter rules (AR-3). The verdict is the one the article gives.
docs/rules.md, "How we judge borderline chases", says how the articles are read.
"""

import pytest

from app.model import Game, Ruleset

# ---- the cases: (article, what happens, start position, cycle, winner, rule) --------------------


def place(turn: str, red: str, black: str) -> str:
    """A FEN from placements such as 'Kd0 Ra2' (upper case Red) and 'ke9 cb7' (Black)."""
    grid = [[""] * 9 for _ in range(10)]
    for text, upper in ((red, True), (black, False)):
        for token in text.split():
            kind, file, rank = token[0], "abcdefghi".index(token[1]), int(token[2])
            assert not grid[rank][file], f"two pieces on {token[1:]}"
            grid[rank][file] = kind.upper() if upper else kind.lower()
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for cell in grid[rank]:
            if cell:
                row += (str(empty) if empty else "") + cell
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {turn} - - 0 1"


CASES = [
    # AR-6: perpetual check loses
    ("AR-6", "a rook checks on every move", place("b", "Kd0 Ra9", "ke9"), "e9e8 a9a8 e8e9 a8a9",
     "black", "AR-6"),
    # AR-9: perpetual threat to mate is a draw: every move makes the threat (it did not stand before)
    ("AR-9", "each rook move makes a new threat to mate and attacks the cannon",
     "4k4/4a4/9/1c4R2/9/9/3R5/9/9/3Kn4 w - - 0 1", "d3d6 e8d9 d6d3 d9e8", None, "AR-9"),
    ("AR-9", "two rooks take turns on a horse, each move a new threat to mate",
     "4k4/4a4/7RR/1n3c3/9/9/9/9/9/3K5 w - - 0 1", "h7f7 f6h6 f7h7 h6f6", None, "AR-9"),
    ("AR-9", "a chase that threatens mate on one move of two",
     "4kab2/4a4/4bc3/R3C3p/3c5/P8/6r2/4B4/6C2/3AKAB2 w - - 0 1", "a6d6 d5a5 d6a6 a5d5", "black", "AR-18"),
    ("AR-9", "a mate threat that stands on the board excuses no chase",
     "9/6r2/4k4/9/9/9/r8/9/C8/3K5 w - - 0 1", "a1h1 a3h3 h1a1 h3a3", "red", "AR-18"),
    # AR-13: one check and one idle move
    ("AR-13", "one check and one idle move", place("w", "Kd0 Ra7", "ke9"), "a7a9 e9e8 a9a7 e8e9", None, "AR-5"),
    # AR-15: cannons may not chase a rook, protected or not, whatever the rook's flights attack
    ("AR-15", "cannon chases an unprotected rook", place("w", "Ke0 Ca2 Pa3 Pb3", "kf9 rb7"),
     "a2b2 b7a7 b2a2 a7b7", "black", "AR-15"),
    ("AR-15", "cannon chases a rook protected by a horse", place("w", "Ke0 Ca2 Pa3 Pb3", "kf9 rb7 nc9"),
     "a2b2 b7a7 b2a2 a7b7", "black", "AR-15"),
    ("AR-15", "the rook's flights attack two different unprotected pieces",
     place("w", "Ke0 Ca2 Pa3 Pb3 Ha9 Hb9", "kf9 rb7"), "a2b2 b7a7 b2a2 a7b7", "black", "AR-15"),
    ("AR-15", "two cannons take turns on a rook", place("w", "Ke0 Ca2 Ch2 Pa3 Pb3", "kf9 rb7"),
     "a2b2 b7a7 b2a2 a7b7", "black", "AR-15"),
    # AR-16: one cannon chasing two rooks is a draw
    ("AR-16", "one cannon attacks two rooks in turn", place("w", "Kd0 Ca2 Pa3 Pb3", "ke9 ra8 rb8"),
     "a2b2 e9e8 b2a2 e8e9", None, "AR-5"),
    # AR-17: a rook may chase a protected cannon, also one protected on one move only
    ("AR-17", "rook chases a cannon protected by a horse", place("w", "Ke0 Ra2", "kf9 cb7 nc9"),
     "a2b2 b7a7 b2a2 a7b7", None, "AR-5"),
    ("AR-17", "rook chases a cannon protected on one of its squares", place("w", "Ke0 Ra2", "kf9 cb7 nd8"),
     "a2b2 b7a7 b2a2 a7b7", None, "AR-5"),
    # AR-18: a rook may not chase an unprotected cannon (a mate threat on the board is no excuse)
    ("AR-18", "rook chases an unprotected cannon (a rook and king could mate a bare king)",
     place("w", "Ke0 Ra2", "kf9 cb7"), "a2b2 b7a7 b2a2 a7b7", "black", "AR-18"),
    ("AR-18", "the cannon's flights attack two different pieces", place("w", "Kd0 Rg8 Hc4 Hg4", "ke9 cc7 pc6 pg6"),
     "g8c8 c7g7 c8g8 g7c7", "black", "AR-18"),
    # AR-21: a horse may not chase a rook that counter-attacks on one of its moves only
    ("AR-21", "horse chases a rook that attacks a crossed pawn on one flight", place("w", "Kd0 Hc6 Pa9", "ke9 rb7"),
     "c6d8 b7a7 d8c6 a7b7", "black", "AR-21"),
    # AR-23: a rook chasing a horse that chases back once must change
    ("AR-23", "rook chases a horse that chases back once", place("w", "Kd0 Ra2 Cc8", "ke9 nb7"),
     "a2b2 b7a9 b2a2 a9b7", "black", "AR-23"),
    # AR-24: pieces of one type: a sacrifice if both can take, a chase if one cannot
    ("AR-24", "rook offers rook, both can take", place("w", "Kd0 Rb2", "ke9 ae8 rc7"), "b2c2 c7b7 c2b2 b7c7",
     None, "AR-5"),
    ("AR-24", "rook chases a rook the cannon pins on the king's file (taking it would mate)",
     place("w", "Kd0 Ce1 Pe4 Ra7", "ke9 re6"), "a7a6 e6e7 a6a7 e7e6", "black", "AR-24"),
    ("AR-24", "cannon offers cannon, both can take", place("w", "Kd0 Cb2 Pb3 Pc3", "ke9 ae8 cb7"),
     "b2c2 b7c7 c2b2 c7b7", None, "AR-5"),
    ("AR-24", "cannon chases a cannon a rook pins", place("w", "Kd0 Re2 Ca5", "ke9 ce6 pc6 pc5"),
     "a5a6 e6e5 a6a5 e5e6", "black", "AR-24"),
    ("AR-24", "cannon chases a pinned cannon, advisors at home", place("w", "Kd0 Re2 Ca5", "ke9 ad9 af9 ce6 pc6 pc5"),
     "a5a6 e6e5 a6a5 e5e6", "black", "AR-24"),
    # AR-25: a cannon on an unprotected horse, advisor, elephant or crossed pawn while only mounts move
    ("AR-25", "horse", place("w", "Kf0 Cd0 Pe5", "ke9 af9 nd8 pc3"), "e5d5 c3d3 d5e5 d3c3", "black", "AR-25"),
    ("AR-25", "advisor", place("w", "Kf0 Cd0 Pe5", "ke9 af9 ad7 pc3"), "e5d5 c3d3 d5e5 d3c3", "black", "AR-25"),
    ("AR-25", "elephant", place("w", "Kf0 Cc0 Pd5", "ke9 af9 bc9 pb3"), "d5c5 b3c3 c5d5 c3b3", "black", "AR-25"),
    ("AR-25", "crossed pawn, an advisor and a pawn the mounts", place("w", "Ke0 Cd0 Ae1", "kf9 pd4 pc1"),
     "e1d2 c1d1 d2e1 d1c1", "black", "AR-25"),
    ("AR-25", "a pawn that has not crossed may be chased", place("w", "Kf0 Cd0 Pe5", "ke9 af9 pd6 pc3"),
     "e5d5 c3d3 d5e5 d3c3", None, "AR-5"),
    ("AR-25", "a protected horse", place("w", "Kf0 Cd0 Pe5", "ke9 af9 ae8 nd7 pc3"), "e5d5 c3d3 d5e5 d3c3",
     None, "AR-5"),
    # AR-26: a cannon keeping a rook attacked while both sides only move mounts
    ("AR-26", "the rook's side only blocks and unblocks", place("w", "Kf0 Cd0 Pe5", "ke9 af9 rd8 pc3"),
     "e5d5 c3d3 d5e5 d3c3", "black", "AR-26"),
    ("AR-26", "the same, the cannon protected", place("w", "Kf0 Cd0 Pe5 Ae1", "ke9 af9 rd8 pc3"),
     "e5d5 c3d3 d5e5 d3c3", "black", "AR-26"),
    ("AR-26", "the rook side's blocker opens its other rook on the cannon in turn",
     place("w", "Ke2 Cd0 Pe5", "ke9 ae8 rd8 ra0 nc0"), "e5d5 c0d2 d5e5 d2c0", "black", "AR-26"),
    # AR-27: a rook a cannon confines to a line may not be chased (by a rook, a horse or a cannon)
    ("AR-27", "a horse chases the confined rook along its file", place("w", "Kd0 Ce1 Pe3 Hc6", "ke9 re6"),
     "c6d8 e6e5 d8c6 e5e6", "black", "AR-21"),
    ("AR-27", "a rook chases the confined rook across its file (taking it would mate)",
     place("w", "Kd0 Ce1 Pe3 Ra7", "ke9 re6"), "a7a6 e6e7 a6a7 e7e6", "black", "AR-24"),
    # AR-28, AR-29: the king and pawns may chase, also working with another piece; AR-30: they cannot
    # lend their move to another piece's chase (a line it opens, a protector it cuts off, without
    # chasing the piece itself)
    ("AR-28", "the king alone chases a cannon in its palace", place("w", "Ke1 Pe3", "ke9 cf2"),
     "e1e2 f2f1 e2e1 f1f2", None, "AR-5"),
    ("AR-29", "a pawn alone chases a cannon", place("w", "Kd0 Pb6", "ke9 cb7"), "b6c6 b7c7 c6b6 c7b7", None, "AR-5"),
    ("AR-30", "the king's steps open two rooks' lines on a cannon in turn", place("w", "Ke1 Ra1 Ra2 Pe3", "ke9 cf1"),
     "e1e2 f1f2 e2e1 f2f1", "black", "AR-18"),
    ("AR-30", "a pawn's steps open two rooks' files on a cannon in turn", place("w", "Kd0 Rb0 Rc0 Pc5", "ke9 cc7"),
     "c5b5 c7b7 b5c5 b7c7", "black", "AR-18"),
    ("AR-30", "a pawn's steps cut a cannon's protectors off two squares behind, a rook standing on it",
     place("w", "Kf0 Ri7 Pc5", "ke9 cb7 rb3 rc3"), "c5b5 b7c7 b5c5 c7b7", "black", "AR-18"),
    ("AR-30", "the pawn attacks the cannon itself and cuts its protector off, a rook standing on it",
     place("w", "Kf0 Ri6 Pc5", "ke9 cb6 rb3 rc3"), "c5b5 b6c6 b5c5 c6b6", None, "AR-5"),
    ("AR-30", "the same, two horses standing on the cannon's two squares",
     place("w", "Kf0 Ha8 Hd8 Pc5", "ke9 cb6 rb3 rc3"), "c5b5 b6c6 b5c5 c6b6", None, "AR-5"),
    # AR-31: a rook may not chase a crossed pawn, even one that threatens pieces
    ("AR-31", "rook chases a crossed pawn", place("w", "Kf0 Rd0", "ke9 pc3"), "d0c0 c3d3 c0d0 d3c3", "black", "AR-31"),
    ("AR-31", "the pawn threatens horses", place("w", "Kf0 Rd0 Hb3 He3", "ke9 pc3"), "d0c0 c3d3 c0d0 d3c3",
     "black", "AR-31"),
    # AR-32: one piece chasing two pieces is a draw
    ("AR-32", "a rook attacks a horse and a cannon in turn", place("w", "Kd0 Ra2", "ke9 na7 cb7"),
     "a2b2 e9e8 b2a2 e8e9", None, "AR-5"),
    # AR-36: an offer to exchange inside a chase is still a chase
    ("AR-36", "rook chases a horse, offering a rook trade on one move", place("w", "Kd0 Ra2", "ke9 nb7 rh2"),
     "a2b2 b7a9 b2a2 a9b7", "black", "AR-23"),
]


def rule(fen: str, cycle: str) -> tuple[str | None, str]:
    """(winner, rule) of the cycle played twice from `fen`: the third occurrence of the position."""
    game = Game(fen, Ruleset.ASIAN)
    moves = cycle.split() * 2
    for n, text in enumerate(moves):
        assert game.outcome() is None, f"ruled before move {n}: {game.outcome()}"
        game.push_iccs(text)
    outcome = game.outcome()
    assert outcome is not None, "no ruling at the third occurrence"
    return (None if outcome.winner is None else str(outcome.winner)), outcome.rule.value


@pytest.mark.parametrize("article, what, fen, cycle, winner, cited", CASES,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(CASES)])
def test_rule_book_case(article, what, fen, cycle, winner, cited):
    assert rule(fen, cycle) == (winner, cited), f"{article}: {what}"
