"""`python -m app.bench rulings`: our Asian rulings against Fairy-Stockfish's (pyffish) on built scenarios.

Each scenario is a position (from a master game or from random play) and one cycle of moves for each
side that returns to it; the cycle is played until the position occurs the third time (three cycles
at most) and both arbiters' first ruling is compared by its result (Red wins, Black wins, draw, none).
A scenario's kind is what its first cycle does, by a plain attack test of this module (not the
arbiter's own threat rules): checks on every move, checks on some, chases by kind of attack, mutual
chases, idle shuttles, and 3- and 4-move cycles. ``--dump FILE`` writes each disagreement (FEN, moves,
both rulings) as one JSON line. pyffish is an optional dependency (the test extra).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from app.model import Board, Game, Move, Ruleset
from app.model.attacks import capturers, is_safe, king_attacked, pseudo_from
from app.model.tables import BLACK, CANNON, KING, PAWN, RED, ROOK, own_half

CHECK = "checks"
INTERMITTENT = "intermittent checks"
UNPROTECTED = "chase unprotected"
PROTECTED = "chase protected"
PINNED = "chase pinned"
CANNON_CHASE = "cannon chase"
DISCOVERED = "discovered attack"
CAPTURE_BACK = "target can capture back"
MUTUAL = "mutual chase"
IDLE = "idle shuttle"
CYCLE_3 = "3-move cycle"
CYCLE_4 = "4-move cycle"
KINDS: tuple[str, ...] = (CHECK, INTERMITTENT, UNPROTECTED, PROTECTED, PINNED, CANNON_CHASE, DISCOVERED,
                          CAPTURE_BACK, MUTUAL, IDLE, CYCLE_3, CYCLE_4)
VARIANT = "xiangqi"
ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Scenario:
    """A start position and one cycle of ICCS moves (both sides) that returns to it."""

    kind: str
    fen: str
    cycle: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Ruling:
    """An arbiter's first ruling: result 'red', 'black', 'draw' or 'none', at which ply, and why."""

    result: str
    ply: int
    why: str = ""


# ----- attacks, by a plain test of this module ---------------------------------------------------
@dataclass(frozen=True)
class Attack:
    """A new attack of a move: the attacker can capture an enemy piece (not the king) it could not before."""

    attacker: int
    target: int
    cannon: bool
    discovered: bool
    protected: bool
    pinned: bool
    capture_back: bool


def _attack_pairs(b: list[int], side: int) -> set[tuple[int, int]]:
    """(attacker, target) squares: pieces other than kings and pawns that could capture a piece other
    than the king and a pawn on its own side of the river (the pieces a chase can be about)."""
    mine = side << 3
    out = set()
    for x, p in enumerate(b):
        if p and p & 8 == mine and p & 7 not in (KING, PAWN):
            for m in pseudo_from(b, x):
                t = m & 127
                q = b[t]
                if q and q & 7 != KING and not (q & 7 == PAWN and own_half(side ^ 1, t)):
                    out.add((x, t))
    return out


def _describe(b: list[int], x: int, t: int, moved_to: int) -> Attack:
    """What kind of attack x -> t is in the position b (b is restored)."""
    side = b[x] >> 3
    own_king, their_king = b.index(KING | (side << 3)), b.index(KING | ((side ^ 1) << 3))
    pinned = not is_safe(b, (x << 7) | t, own_king)
    target = b[t]
    b[t] = 0
    pinned = pinned or (king_attacked(b, their_king, side ^ 1) and t != their_king)
    b[t] = target
    capture_back = t in capturers(b, x, side ^ 1)
    attacker = b[x]
    b[t], b[x] = attacker, 0
    protected = bool(capturers(b, t, side ^ 1))
    b[t], b[x] = target, attacker
    return Attack(x, t, attacker & 7 == CANNON, x != moved_to, protected, pinned, capture_back)


_EFFECTS: dict[tuple[int, Move], tuple[bool, list[Attack]]] = {}


def ply_effect(board: Board, move: Move) -> tuple[bool, list[Attack]]:
    """Whether a (legal) move checks, and the attacks it creates (the board is left unchanged)."""
    known = _EFFECTS.get((board.key, move))
    if known is None:
        if len(_EFFECTS) > 100_000:
            _EFFECTS.clear()
        known = _EFFECTS[(board.key, move)] = _effect(board, move)
    return known


def _effect(board: Board, move: Move) -> tuple[bool, list[Attack]]:
    side = board.turn.index
    before = _attack_pairs(list(board.squares()), side)
    before = {(move.to_sq if x == move.from_sq else x, t) for x, t in before}
    board.push(move)
    try:
        b = list(board.squares())
        new = sorted(_attack_pairs(b, side) - before)
        return board.is_check(), [_describe(b, x, t, move.to_sq) for x, t in new]
    finally:
        board.pop()


def label(fen: str, cycle: Sequence[str]) -> str | None:
    """The kind of a 2-move cycle (the most telling feature first; None for a side that attacks on
    some of its moves but not all: neither a chase nor idle); 3- and 4-move cycles by length."""
    if len(cycle) == 6:
        return CYCLE_3
    if len(cycle) == 8:
        return CYCLE_4
    board = Board(fen)
    checks: list[list[bool]] = [[], []]
    attacks: list[list[list[Attack]]] = [[], []]
    for i, text in enumerate(cycle):
        check, new = ply_effect(board, Move.from_iccs(text))
        checks[i % 2].append(check)
        attacks[i % 2].append(new)
        board.push_iccs(text)
    if any(all(c) for c in checks):
        return CHECK
    if any(any(c) for c in checks):
        return INTERMITTENT
    chasing = [all(per_move) for per_move in attacks]
    if any(any(per_move) and not all(per_move) for per_move in attacks):
        return None
    if all(chasing):
        return MUTUAL
    found = [a for per_move in attacks[0 if chasing[0] else 1] for a in per_move]
    for kind, test in ((PINNED, lambda a: a.pinned), (DISCOVERED, lambda a: a.discovered),
                       (CANNON_CHASE, lambda a: a.cannon), (CAPTURE_BACK, lambda a: a.capture_back)):
        if any(test(a) for a in found):
            return kind
    if found:
        return PROTECTED if all(a.protected for a in found) else UNPROTECTED
    return IDLE


# ----- building scenarios -------------------------------------------------------------------------
def _reverse(move: Move) -> Move:
    return Move(move.to_sq, move.from_sq)


def _plays(board: Board, moves: Sequence[Move]) -> bool:
    """True if the moves are legal in turn from here and return to this position (board unchanged)."""
    key, done = board.key, 0
    try:
        for m in moves:
            if not board.is_legal(m):
                return False
            board.push(m)
            done += 1
        return board.key == key
    finally:
        for _ in range(done):
            board.pop()


def _quiet(board: Board) -> list[Move]:
    return [m for m in board.legal_moves() if not board.is_capture(m)]


def _interesting(board: Board, moves: list[Move], rng: random.Random) -> list[Move]:
    """Moves that check or attack first (shuffled within each group)."""
    rng.shuffle(moves)
    scored = []
    for m in moves:
        check, new = ply_effect(board, m)
        scored.append((0 if check else 1 if new else 2, m))
    scored.sort(key=lambda s: s[0])
    return [m for _, m in scored]


def two_move_cycles(board: Board, rng: random.Random, limit: int = 40) -> Iterator[tuple[str, ...]]:
    """Cycles a, b, a back, b back from this position: checks and attacks first, and among the
    answers first the moves of the pieces a attacks (a target flees, the chaser follows it back)."""
    for a in _interesting(board, _quiet(board), rng)[:12]:
        targets = {x.target for x in ply_effect(board, a)[1]}
        board.push(a)
        replies = _quiet(board)
        board.pop()
        rng.shuffle(replies)
        replies.sort(key=lambda m: m.from_sq not in targets)
        for b in replies[:limit]:
            cycle = (a, b, _reverse(a), _reverse(b))
            if _plays(board, cycle):
                yield tuple(m.iccs for m in cycle)


def _line_triangles(board: Board, rng: random.Random) -> list[tuple[Move, Move, Move]]:
    """x -> y -> z -> x for the side to move's rooks and cannons along one line (quiet moves)."""
    out: list[tuple[Move, Move, Move]] = []
    b = board.squares()
    side = board.turn.index
    for m in _quiet(board):
        p = b[m.from_sq]
        if p & 7 not in (ROOK, CANNON) or p >> 3 != side:
            continue
        x, y = m.from_sq, m.to_sq
        line = range(x % 9, 90, 9) if x % 9 == y % 9 else range(x - x % 9, x - x % 9 + 9)
        out.extend((m, Move(y, z), Move(z, x)) for z in line if z not in (x, y))
    rng.shuffle(out)
    return out


def three_move_cycles(board: Board, rng: random.Random) -> Iterator[tuple[str, ...]]:
    """Both sides' rooks or cannons go round three points of a line."""
    mine = _line_triangles(board, rng)[:30]
    for a in mine:
        if not board.is_legal(a[0]):
            continue
        board.push(a[0])
        theirs = _line_triangles(board, rng)[:30]
        board.pop()
        for t in theirs:
            cycle = (a[0], t[0], a[1], t[1], a[2], t[2])
            if _plays(board, cycle):
                yield tuple(m.iccs for m in cycle)
                break


def four_move_cycles(board: Board, rng: random.Random) -> Iterator[tuple[str, ...]]:
    """Two pieces of the side to move go out and back in turn while the other side shuttles twice."""
    moves = _interesting(board, _quiet(board), rng)[:10]
    for a in moves:
        for c in moves:
            if c.from_sq == a.from_sq or c.to_sq == a.to_sq:
                continue
            board.push(a)
            replies = _quiet(board)[:8]
            board.pop()
            for b in replies:
                cycle = (a, b, c, _reverse(b), _reverse(a), b, _reverse(c), _reverse(b))
                if _plays(board, cycle):
                    yield tuple(m.iccs for m in cycle)
                    break


def master_positions(rng: random.Random) -> Iterator[tuple[str, str]]:
    """Positions from the master games shipped with the tests, at random plies (forever)."""
    from app.formats import read_games
    games = []
    for path in sorted((ROOT / "tests" / "data" / "ccpd-games").rglob("*.pgn")):
        for tree in read_games(path):
            if len(tree.mainline()) > 30:
                games.append((path.stem, tree.start_fen, tree.mainline()))
    while games:
        name, fen, moves = rng.choice(games)
        board = Board(fen)
        n = rng.randrange(12, len(moves) - 8)
        for text in moves[:n]:
            board.push_iccs(text)
        yield board.fen(), f"ccpd {name} ply {n}"


def random_positions(rng: random.Random) -> Iterator[tuple[str, str]]:
    """Positions after 16-70 random plies from the start (captures preferred half the time)."""
    while True:
        board, n = Board(), rng.randrange(16, 70)
        for _ in range(n):
            legal = board.legal_moves()
            if not legal:
                break
            captures = [m for m in legal if board.is_capture(m)]
            board.push(rng.choice(captures if captures and rng.random() < 0.5 else legal))
        if board.has_legal_move():
            yield board.fen(), f"random {n}"


def build_scenarios(seed: int, count: int, max_positions: int = 4000) -> list[Scenario]:
    """Up to `count` scenarios of each kind (at most two kinds' worth from one position)."""
    rng = random.Random(seed)
    found: dict[str, list[Scenario]] = {k: [] for k in KINDS}
    sources = [master_positions(rng), random_positions(rng)]
    for i in range(max_positions):
        if all(len(v) >= count for v in found.values()):
            break
        fen, source = next(sources[i % 2])
        fen = " ".join(fen.split()[:2]) + " - - 0 1"
        board = Board(fen)
        taken: set[str] = set()
        generators = [two_move_cycles(board, rng)] if any(
            len(v) < count for k, v in found.items() if k not in (CYCLE_3, CYCLE_4)) else []
        if len(found[CYCLE_3]) < count:
            generators.append(three_move_cycles(board, rng))
        if len(found[CYCLE_4]) < count and rng.random() < 0.3:
            generators.append(four_move_cycles(board, rng))
        for gen in generators:
            for tried, cycle in enumerate(gen):
                if tried >= 30:
                    break
                kind = label(fen, cycle)
                if kind is None or kind in taken or len(found[kind]) >= count:
                    continue
                taken.add(kind)
                found[kind].append(Scenario(kind, fen, cycle, source))
                if len(taken) >= 2:
                    break
    return [s for k in KINDS for s in found[k]]


# ----- the two arbiters -----------------------------------------------------------------------------
def _result(winner: Any) -> str:
    return "draw" if winner is None else str(winner)


def ours(scenario: Scenario) -> Ruling:
    """Our Asian ruling of the scenario played until it rules (three cycles at most)."""
    game = Game(scenario.fen, Ruleset.ASIAN)
    for ply, text in enumerate(scenario.cycle * 3, 1):
        game.push_iccs(text)
        outcome = game.outcome()
        if outcome is not None:
            return Ruling(_result(outcome.winner), ply, f"{outcome.termination.value} {outcome.rule.value}")
    return Ruling("none", 0)


def to_theirs(iccs: str) -> str:
    """ICCS 'h2e2' (ranks 0-9) -> Fairy-Stockfish 'h3e3' (ranks 1-10)."""
    return f"{iccs[0]}{int(iccs[1]) + 1}{iccs[2]}{int(iccs[3]) + 1}"


def theirs(scenario: Scenario, sf: Any) -> Ruling:
    """Fairy-Stockfish's first ruling (optional or immediate game end) on the same moves."""
    moves = [to_theirs(m) for m in scenario.cycle * 3]
    first = RED if scenario.fen.split()[1] == "w" else BLACK
    for ply in range(1, len(moves) + 1):
        end, value = sf.is_optional_game_end(VARIANT, scenario.fen, moves[:ply])
        if not end:
            end, value = sf.is_immediate_game_end(VARIANT, scenario.fen, moves[:ply])
        if end:
            to_move = first ^ (ply % 2)
            if value == 0:
                return Ruling("draw", ply, "value 0")
            winner = to_move if value > 0 else to_move ^ 1
            return Ruling("red" if winner == RED else "black", ply, f"value {value}")
    return Ruling("none", 0)


@dataclass(frozen=True)
class Compared:
    """One scenario and both rulings."""

    scenario: Scenario
    ours: Ruling
    theirs: Ruling

    @property
    def agree(self) -> bool:
        """True if both arbiters give the same result."""
        return self.ours.result == self.theirs.result


def compare(scenarios: Sequence[Scenario], sf: Any) -> list[Compared]:
    """Both rulings of every scenario."""
    return [Compared(s, ours(s), theirs(s, sf)) for s in scenarios]


def agreement(results: Sequence[Compared]) -> dict[str, tuple[int, int, int]]:
    """(scenarios, agreements, scenarios we ruled a win) per kind, in KINDS order."""
    table = {k: (0, 0, 0) for k in KINDS}
    for r in results:
        n, ok, won = table[r.scenario.kind]
        table[r.scenario.kind] = (n + 1, ok + r.agree, won + (r.ours.result in ("red", "black")))
    return table


def format_table(table: dict[str, tuple[int, int, int]]) -> str:
    """A plain-text table: kind, scenarios, agree, disagree, %, and how many we ruled a win."""
    lines = [f"{'kind':<26}{'scenarios':>10}{'agree':>8}{'disagree':>10}{'%':>8}{'we ruled a win':>16}"]
    totals = [0, 0, 0]
    for kind, row in [*table.items(), ("all", None)]:
        n, ok, won = row if row is not None else totals
        if row is not None:
            totals = [totals[0] + n, totals[1] + ok, totals[2] + won]
        pct = f"{100 * ok / n:.1f}" if n else "-"
        lines.append(f"{kind:<26}{n:>10}{ok:>8}{n - ok:>10}{pct:>8}{won:>16}")
    return "\n".join(lines)


def dump(results: Sequence[Compared], path: Path) -> int:
    """Write each disagreement as a JSON line (FEN, cycle, moves played, both rulings); returns how many."""
    lines = [json.dumps({**asdict(r.scenario), "moves": list(r.scenario.cycle * 3),
                         "ours": asdict(r.ours), "fairy_stockfish": asdict(r.theirs)}, ensure_ascii=False)
             for r in results if not r.agree]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    tmp.replace(path)
    return len(lines)


def run(args: list[str]) -> int:
    """Build scenarios, rule them both ways, print the agreement table (and dump disagreements)."""
    parser = argparse.ArgumentParser(prog="python -m app.bench rulings")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--count", type=int, default=30, help="scenarios per kind (default 30)")
    parser.add_argument("--dump", type=Path, help="write the disagreements to this file (JSON lines)")
    options = parser.parse_args(args)
    try:
        import pyffish
    except ImportError:
        print("pyffish is not installed (pip install pyffish)", file=sys.stderr)
        return 2
    scenarios = build_scenarios(options.seed, options.count)
    results = compare(scenarios, pyffish)
    print(f"seed {options.seed}, up to {options.count} scenarios per kind; Asian rules vs Fairy-Stockfish "
          f"(pyffish {'.'.join(map(str, pyffish.version()))})")
    print(format_table(agreement(results)))
    if options.dump:
        print(f"{dump(results, options.dump)} disagreements written to {options.dump}")
    return 0
