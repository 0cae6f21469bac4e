"""Build the shipped puzzle collections from the CCPD position files (maintainer script, not run at
start-up or in CI).

    python -m tools.make_puzzles /tmp/ccpd-positions [--movetime 0.2] [--limit N]

Input: the unpacked ccpd-positions.tar.xz (Dataset/殺局_殺法_練習題, 殘局, 全盤戰術): PGNs with a
start FEN and the moves played. Each game becomes at most one puzzle:

- the game's decisive finish: walking back from the winner's last move, the earliest position
  (up to MAX_MATE moves before mate) where Fairy-Stockfish reports a forced mate. The mate is checked
  by app.puzzles' prover when short (<= PROVER_MAX moves) and must end in checkmate on our board;
  the recorded line is kept when it mates in exactly the engine's distance, otherwise it is repaired
  with the engine's line;
- a won game (tactics, exercises) without a mating finish becomes a "material" puzzle at the winner's
  latest position (of the last MATERIAL_SCAN) with a single winning move (best >= WINNING cp, second
  best not winning and ONLY_GAP cp worse); "kept" when the recorded move is that move, "repaired"
  when the engine's move replaces it (the line continues with the engine's); otherwise dropped;
- an endgame (殘局) without a mating finish becomes an "endgame" puzzle at its start position: the
  recorded first moves are kept when the engine rates the first one within NEAR cp of its best,
  otherwise repaired with the engine's line; a start that is lost for the side to move is dropped.

Difficulty (Elo-like, 600-2400) from the solution length, the engine depth at which the first move
became its choice and the number of near-equal alternatives (MultiPV). Themes are mate patterns named
in the source titles. Output: resources/puzzles/<name>.json.gz and a count report on stdout.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from app.formats import read_games
from app.model import Board, Move
from app.puzzles.collections import DATA_DIR, dump_collection
from app.puzzles.prover import mate_distance
from app.puzzles.puzzle import Collection, Puzzle

FSF = "/usr/games/fairy-stockfish"
MAX_MATE = 5          # longest mate we turn into a puzzle
PROVER_MAX = 2        # mates this short are re-proved with app.puzzles.prover
NEAR = 50             # cp: an alternative this close to the best counts as near-equal
ENDGAME_NEAR = 100    # cp: the recorded first move of an endgame is kept this close to the best
WINNING = 300         # cp: a material puzzle's solution must reach this
ONLY_GAP = 200        # cp: ... and the second-best move must be this much worse (and not winning)
MATERIAL_SCAN = 4     # winner's positions searched back from the end for a material puzzle
LOST = -300           # cp: an endgame start this bad for the side to move is dropped

ATTRIBUTION = ("Positions from the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, GitHub "
               "repository Yvonne761/Chinese-Chess-Practical-Dataset (commit 368a47a9), licensed under "
               "Creative Commons Attribution 4.0 International (CC BY 4.0). Puzzle positions, solutions "
               "and difficulty were derived (selected, verified and repaired with Fairy-Stockfish) by "
               "Xiangqi Studio's tools/make_puzzles.py.")

SOURCES = [  # (folder, collection name, id prefix)
    ("殺局_殺法_練習題", "CCPD mating exercises", "ccpd-mate"),
    ("殘局", "CCPD endgames", "ccpd-endgame"),
    ("全盤戰術", "CCPD tactics", "ccpd-tactics"),
]

# Mate patterns by name (traditional as in the source -> simplified tag).
PATTERNS = {"馬後炮": "马后炮", "雙車錯": "双车错", "鐵門栓": "铁门栓", "悶宮": "闷宫", "白臉將": "白脸将",
            "臥槽馬": "卧槽马", "天地炮": "天地炮", "重炮": "重炮", "釣魚馬": "钓鱼马", "八角馬": "八角马",
            "掛角馬": "挂角马", "側面虎": "侧面虎", "大膽穿心": "大胆穿心", "送佛歸殿": "送佛归殿",
            "二鬼拍門": "二鬼拍门", "海底撈月": "海底捞月", "夾車炮": "夹车炮", "拔簧馬": "拔簧马",
            "高釣馬": "高钓马", "老兵": "老兵", "殺": "杀"}


@dataclass
class Line:
    """One MultiPV line of the engine: score (cp or mate in moves) and the moves in our ICCS."""

    cp: int | None
    mate: int | None
    pv: list[str]


class Fsf:
    """A tiny UCI exchange with Fairy-Stockfish (the only place that talks to the engine; swap for
    app.engines when it lands). FSF's xiangqi ranks are 1-10, ours 0-9."""

    def __init__(self, movetime: float, multipv: int = 3) -> None:
        self.proc = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     bufsize=1)
        self.movetime = movetime
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send(f"setoption name MultiPV value {multipv}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")

    def wait(self, token: str) -> list[str]:
        assert self.proc.stdout is not None
        out = []
        for line in self.proc.stdout:
            out.append(line.strip())
            if line.startswith(token):
                return out
        raise RuntimeError("engine closed")

    @staticmethod
    def ours(uci: str) -> str:
        m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", uci)
        if not m:
            raise ValueError(uci)
        return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"

    @staticmethod
    def theirs(iccs: str) -> str:
        return f"{iccs[0]}{int(iccs[1]) + 1}{iccs[2]}{int(iccs[3]) + 1}"

    def analyse(self, fen: str, searchmoves: list[str] | None = None) -> tuple[list[Line], int]:
        """The engine's lines (best first) and the depth at which its final first move was first chosen."""
        self.send(f"position fen {fen}")
        extra = f" searchmoves {' '.join(self.theirs(m) for m in searchmoves)}" if searchmoves else ""
        self.send(f"go movetime {int(self.movetime * 1000)}{extra}")
        lines: dict[int, Line] = {}
        firsts: list[tuple[int, str]] = []
        for text in self.wait("bestmove"):
            m = re.match(r"info depth (\d+) .*?multipv (\d+) score (cp|mate) (-?\d+).* pv (.+)$", text)
            if not m:
                continue
            pv = [self.ours(x) for x in m[5].split()]
            value = int(m[4])
            lines[int(m[2])] = Line(value if m[3] == "cp" else None, value if m[3] == "mate" else None, pv)
            if m[2] == "1":
                firsts.append((int(m[1]), pv[0]))
        found = [lines[k] for k in sorted(lines)]
        depth = 1
        if firsts:
            final = firsts[-1][1]
            depth = firsts[-1][0]
            for d, mv in reversed(firsts):
                if mv != final:
                    break
                depth = d
        return found, depth

    def close(self) -> None:
        self.send("quit")
        self.proc.wait(timeout=5)


def ends_in_mate(fen: str, line: list[str]) -> bool:
    """True if the line is legal from fen and ends with the side to move checkmated."""
    board = Board.from_fen(fen)
    try:
        for mv in line:
            board.push(Move.from_iccs(mv))
    except ValueError:              # not a move, or not legal there (IllegalMoveError is a ValueError)
        return False
    return board.is_checkmate()


def near_alternatives(lines: list[Line]) -> int:
    """How many engine lines besides the best are as good (same mate distance or within NEAR cp)."""
    best = lines[0]
    return sum(1 for ln in lines[1:] if (best.mate is not None and ln.mate == best.mate) or
               (best.cp is not None and ln.cp is not None and ln.cp >= best.cp - NEAR))


def difficulty(solver_moves: int, depth: int, alternatives: int) -> int:
    """An Elo-like estimate: longer solutions and deeper first moves are harder, alternatives easier."""
    return max(600, min(2400, 700 + 200 * solver_moves + 20 * depth - 60 * alternatives))


def themes_of(title: str, mate: int | None) -> tuple[str, ...]:
    """Mate patterns named in the title, and the mate length."""
    tags = [simp for trad, simp in PATTERNS.items() if trad in title and simp != "杀"]
    if mate is not None:
        tags.append(f"mate-in-{mate}")
    return tuple(tags)


def mating_finish(fsf: Fsf, fens: list[str], moves: list[str], winner: str, title: str, pid: str,
                  source: str) -> tuple[Puzzle, str] | None:
    """The earliest forced mate (<= MAX_MATE) before the end of a won game, and 'kept' or 'repaired'."""
    plies = [i for i in range(len(moves)) if Board.from_fen(fens[i]).turn == winner]
    found: tuple[int, Line, int, list[Line]] | None = None
    for i in reversed(plies[-(MAX_MATE + 1):]):
        lines, depth = fsf.analyse(fens[i])
        if not lines or lines[0].mate is None or not 0 < lines[0].mate <= MAX_MATE:
            break
        found = (i, lines[0], depth, lines)
    if found is None:
        return None
    i, best, depth, lines = found
    n = best.mate
    assert n is not None
    if n <= PROVER_MAX and mate_distance(Board.from_fen(fens[i]), n) != n:
        return None
    recorded = moves[i:i + 2 * n - 1]
    if len(moves) - i == 2 * n - 1 and ends_in_mate(fens[i], recorded):
        line, status = recorded, "kept"
    elif len(best.pv) >= 2 * n - 1 and ends_in_mate(fens[i], best.pv[:2 * n - 1]):
        line, status = best.pv[:2 * n - 1], "repaired"
    else:
        return None
    puzzle = Puzzle(fens[i], "mate", line, id=pid, title=title, themes=themes_of(title, n),
                    difficulty=difficulty(n, depth, near_alternatives(lines)), source=source)
    return puzzle, status


def winning_move(fsf: Fsf, fens: list[str], moves: list[str], winner: str, title: str, pid: str,
                 source: str) -> tuple[Puzzle, str] | None:
    """The winner's latest position (of the last MATERIAL_SCAN) with one winning move: the best
    line is >= WINNING cp and the second best is below WINNING and ONLY_GAP cp worse ('only move')."""
    plies = [i for i in range(len(moves)) if Board.from_fen(fens[i]).turn == winner]
    for i in reversed(plies[-MATERIAL_SCAN:]):
        lines, depth = fsf.analyse(fens[i])
        if len(lines) < 2 or lines[0].cp is None or lines[0].cp < WINNING or len(lines[0].pv) < 3:
            continue
        second = lines[1].cp if lines[1].cp is not None else (30000 if (lines[1].mate or 0) > 0 else -30000)
        if second >= WINNING or second > lines[0].cp - ONLY_GAP:
            continue
        status = "kept" if moves[i] == lines[0].pv[0] else "repaired"
        line = lines[0].pv[:3]
        puzzle = Puzzle(fens[i], "material", line, id=pid, title=title, themes=themes_of(title, None),
                        difficulty=difficulty(2, depth, 0), source=source)
        return puzzle, status
    return None


def endgame_start(fsf: Fsf, fen: str, moves: list[str], title: str, pid: str,
                  source: str) -> tuple[Puzzle, str] | None:
    """An endgame puzzle at the start position (win or hold), or None when it is lost."""
    lines, depth = fsf.analyse(fen)
    if not lines or not lines[0].pv:
        return None
    best = lines[0]
    score = best.cp if best.cp is not None else (30000 if (best.mate or 0) > 0 else -30000)
    if score <= LOST:
        return None
    status = "repaired"
    line = best.pv[:3]
    if moves and moves[0] == best.pv[0]:
        line, status = moves[:3], "kept"
    elif moves:
        rec, _ = fsf.analyse(fen, searchmoves=[moves[0]])
        rec_score = rec[0].cp if rec and rec[0].cp is not None else None
        if rec_score is not None and best.cp is not None and rec_score >= best.cp - ENDGAME_NEAR:
            line, status = moves[:3], "kept"
    if len(line) % 2 == 0:
        line = line[:-1]
    puzzle = Puzzle(fen, "endgame", line, id=pid, title=title, themes=themes_of(title, None),
                    difficulty=difficulty(4, depth, near_alternatives(lines)), source=source)
    return puzzle, status


def build(folder: Path, name: str, prefix: str, fsf: Fsf, limit: int | None) -> tuple[Collection, dict[str, int]]:
    """One collection from the PGNs of a folder, with its kept/repaired/dropped counts."""
    counts = {"kept": 0, "repaired": 0, "dropped": 0}
    puzzles = []
    files = sorted(folder.glob("*.pgn"))[:limit]
    for path in files:
        try:
            tree = read_games(path)[0]
            moves = tree.mainline()
            board = Board.from_fen(tree.start_fen)
            fens = [board.fen()]
            for mv in moves:
                board.push(Move.from_iccs(mv))
                fens.append(board.fen())
        except (OSError, IndexError, ValueError):    # unreadable, no game, or a bad FEN or move (GameFileError too)
            counts["dropped"] += 1
            continue
        title = tree.headers.get("Event", "").strip()
        result = tree.headers.get("Result", "")
        winner = {"1-0": "red", "0-1": "black"}.get(result)
        pid = f"{prefix}-{path.stem}"
        source = f"CCPD Dataset/{folder.name}/{path.name}"
        made = mating_finish(fsf, fens, moves, winner, title, pid, source) if winner and moves else None
        if made is None and winner and moves and prefix != "ccpd-endgame":
            made = winning_move(fsf, fens, moves, winner, title, pid, source)
        if made is None and prefix == "ccpd-endgame":
            made = endgame_start(fsf, fens[0], moves, title, pid, source)
        if made is None:
            counts["dropped"] += 1
            continue
        puzzles.append(made[0])
        counts[made[1]] += 1
    return Collection(name, tuple(puzzles), ATTRIBUTION), counts


def main(argv: list[str]) -> int:
    """Build every collection and print the counts."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", type=Path, help="the unpacked ccpd-positions folder")
    ap.add_argument("--movetime", type=float, default=0.2)
    ap.add_argument("--limit", type=int, default=None, help="files per collection (for a quick try)")
    ap.add_argument("--out", type=Path, default=DATA_DIR)
    args = ap.parse_args(argv)
    fsf = Fsf(args.movetime)
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        for folder, name, prefix in SOURCES:
            start = time.time()
            coll, counts = build(args.root / "Dataset" / folder, name, prefix, fsf, args.limit)
            payload = json.dumps(dump_collection(coll), ensure_ascii=False, separators=(",", ":"))
            target = args.out / f"{prefix}.json.gz"
            target.write_bytes(gzip.compress(payload.encode("utf-8"), mtime=0))
            print(f"{name}: kept {counts['kept']}, repaired {counts['repaired']}, dropped {counts['dropped']}"
                  f" -> {len(coll)} puzzles, {target.stat().st_size} bytes ({time.time() - start:.0f} s)",
                  flush=True)
    finally:
        fsf.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
