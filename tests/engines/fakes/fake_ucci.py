"""A UCCI-only engine in ElephantEye's dialect (written from the UCCI protocol's description and
ElephantEye's documented behaviour, for the tests): `python fake_ucci.py [LOG]`.

What it keeps to, as ElephantEye does:
- its first line must be ``ucci``; on anything else it ends at once (exit status 0);
- it declares its options UCCI's way (``option hashsize type spin ...``, ``option newgame type button``,
  ``usemillisec`` true by default) and ends its greeting with ``ucciok``;
- ``position fen <FEN> [moves m1 m2 ...]`` (or ``startpos``) with the moves read as 4 characters every
  5 (one space between moves, ranks 0-9); ``banmoves m1 m2 ...`` (for the next ``go`` only; a new
  ``position`` clears it);
- ``go [ponder|draw] depth N | nodes N | time T [movestogo N | increment N] [opptime ...]``; a depth of
  10 or more searches until ``stop`` (reporting each 20 ms), anything else answers at once;
- reports ``info depth D score S pv ...`` with a bare score (mates as 10000 minus the plies),
  ``info time T nodes N``, and ``bestmove M [ponder P] [draw|resign]`` or ``nobestmove``;
- keeps ElephantEye's own move-count draw: after 100 plies it was sent without a capture (a check and
  the reply to it do not count) it answers ``go`` with ``nobestmove``;
- answers ``isready`` with ``readyok`` while idle and while searching, answers ``stop`` while idle with
  ``nobestmove``, and ``quit`` with ``bye``.
It really plays: a mate in one if there is one, else the first allowed move in ICCS order (moves are
judged with the project's own rules). Every line it reads is appended to LOG when given. It calls
itself FakeEye, or the name in the environment variable FAKE_UCCI_NAME (to stand for an engine that
the client knows by name, as ElephantEye). With FAKE_UCCI_BOOK set it has ElephantEye's opening book
for the start position: ``info depth 0 score W pv M`` for each book move M with its weight W (h2e2 50,
b0c2 30), then ``bestmove`` of one of them (the heavier: ElephantEye draws one at random by weight).
"""

import os
import queue
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from app.model import Board, Move  # noqa: E402

MATE = 10000
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
OPTIONS = (
    "option usemillisec type check default true",
    "option batch type check default false",
    "option ponder type check default false",
    "option usebook type check default true",
    "option bookfiles type string default BOOK.DAT",
    "option hashsize type spin min 16 max 1024 default 16",
    "option idle type combo var none var small var medium var large default none",
    "option randomness type combo var none var tiny var small var medium var large var huge default none",
    "option newgame type button",
)


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


class Engine:
    def __init__(self, log):
        self.log = log
        self.board = Board.from_fen(START)
        self.banned = set()
        self.quiet = 0
        self.lines = queue.Queue()

    def read(self):
        """Reader thread: stdin lines into the queue (None at the end)."""
        for line in sys.stdin:
            if self.log:
                with open(self.log, "a", encoding="utf-8") as f:
                    f.write(line)
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def position(self, text):
        rest = text[len("position "):]
        if rest.startswith("startpos"):
            fen, rest = START, rest[len("startpos"):]
        elif rest.startswith("fen "):
            fen = rest[4:]
            if " moves " in fen:
                fen, rest = fen.split(" moves ", 1)
                rest = " moves " + rest
            else:
                rest = ""
        else:
            return
        self.board = Board.from_fen(fen.strip())
        self.banned = set()
        self.quiet = 0                      # plies sent since the last capture (checks not counted)
        if rest.startswith(" moves "):
            moves = rest[len(" moves "):]
            checked = False
            for i in range((len(moves) + 1) // 5):          # 4 characters every 5, as ElephantEye reads
                move = Move.from_iccs(moves[i * 5:i * 5 + 4])
                capture = self.board.is_capture(move)
                self.board.push(move)
                checks = self.board.is_check()
                self.quiet = 0 if capture else self.quiet + (0 if checks or checked else 1)
                checked = checks

    def choose(self):
        """(score, pv) for the side to move: a mate in one, else the first allowed move; None if none."""
        allowed = sorted((m for m in self.board.legal_moves() if m.iccs not in self.banned), key=lambda m: m.iccs)
        if not allowed:
            return None
        for move in allowed:
            self.board.push(move)
            mate = self.board.is_checkmate()
            self.board.pop()
            if mate:
                return MATE - 1, [move.iccs]
        move = allowed[0]
        self.board.push(move)
        reply = sorted(self.board.legal_moves(), key=lambda m: m.iccs)
        self.board.pop()
        return 0, [move.iccs] + ([reply[0].iccs] if reply else [])

    def go(self, words):
        if os.environ.get("FAKE_UCCI_BOOK") and self.board.fen() == START and not self.board.move_stack:
            say("info depth 0 score 50 pv h2e2")
            say("info depth 0 score 30 pv b0c2")
            say("bestmove h2e2")
            return
        found = self.choose() if self.quiet < 100 else None
        endless = "depth" in words and int(words[words.index("depth") + 1]) >= 10
        if found is not None:
            say("info time 0 nodes 1")
            say(f"info depth 1 score {found[0]} pv {' '.join(found[1])}")
        while endless:
            try:
                line = self.lines.get(timeout=0.02)
            except queue.Empty:
                say("info time 20 nodes 100")
                continue
            if line is None or line == "quit":
                say("bye")
                sys.exit(0)
            if line == "isready":
                say("readyok")
            elif line == "stop":
                break
        if found is None:
            say("nobestmove")
            return
        score, pv = found
        say(f"bestmove {pv[0]}" + (f" ponder {pv[1]}" if len(pv) > 1 else "") + (" draw" if "draw" in words else ""))

    def run(self):
        threading.Thread(target=self.read, daemon=True).start()
        first = self.lines.get()
        if first is None or first.strip() != "ucci":
            return                          # ElephantEye: anything but ucci first ends it
        say("id name " + os.environ.get("FAKE_UCCI_NAME", "FakeEye"))
        say("id version 3.3")
        say("id author Fake Team")
        for line in OPTIONS:
            say(line)
        say("ucciok")
        while True:
            line = self.lines.get()
            if line is None:
                return
            words = line.split()
            if not words:
                continue
            if words[0] == "isready":
                say("readyok")
            elif words[0] == "stop":
                say("nobestmove")               # asked to stop while idle
            elif words[0] == "position":
                self.position(line)
            elif words[0] == "banmoves":
                self.banned = set(words[1:])
            elif words[0] == "go":
                self.go(words)
            elif words[0] == "quit":
                say("bye")
                return


if __name__ == "__main__":
    Engine(sys.argv[1] if len(sys.argv) > 1 else None).run()
