"""A UCI engine for the tournament tests that plays the first legal move (ICCS squares, ranks 0-9),
and misbehaves as told:

    python first_legal.py [--delay S] [--ignore-stop] [--ignore-eof] [--ignore-quit] [--ignore-term]
                          [--pidfile PATH]

--delay S: think S seconds a move, whatever the go says (a stop ends the thinking unless --ignore-stop);
--ignore-eof: stay alive when its input closes; --ignore-quit: stay alive after quit; --ignore-term:
ignore SIGTERM and SIGHUP; --pidfile: write the process id there when it starts.
"""

import argparse
import os
import queue
import signal
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from app.model import Board, Move
from app.model.board import START_FEN


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def read_input(lines):
    for line in sys.stdin:
        lines.put(line.strip())
    lines.put(None)


def position(words):
    """The board a 'position' command gives."""
    if "moves" in words:
        at = words.index("moves")
        head, moves = words[:at], words[at + 1:]
    else:
        head, moves = words, []
    board = Board(START_FEN if head[1:2] == ["startpos"] else " ".join(head[2:]))
    for text in moves:
        board.push(Move.from_iccs(text))
    return board


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--delay", type=float, default=0.0)
    p.add_argument("--ignore-stop", action="store_true")
    p.add_argument("--ignore-eof", action="store_true")
    p.add_argument("--ignore-quit", action="store_true")
    p.add_argument("--ignore-term", action="store_true")
    p.add_argument("--pidfile")
    args = p.parse_args()
    if args.ignore_term:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if args.pidfile:
        with open(args.pidfile, "a", encoding="utf-8") as fh:
            fh.write(f"{os.getpid()}\n")
    lines = queue.Queue()
    threading.Thread(target=read_input, args=(lines,), daemon=True).start()
    board = Board()
    while True:
        line = lines.get()
        if line is None:
            if args.ignore_eof:
                while True:
                    time.sleep(3600)
            return
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            say("id name first-legal")
            say("uciok")
        elif words[0] == "isready":
            say("readyok")
        elif words[0] == "position":
            board = position(words)
        elif words[0] == "go":
            until = time.monotonic() + args.delay
            while time.monotonic() < until:
                try:
                    got = lines.get(timeout=max(0.0, until - time.monotonic()))
                except queue.Empty:
                    break
                if got == "stop" and not args.ignore_stop:
                    break
                if got is None:
                    lines.put(None)
                    break
            legal = sorted(board.legal_moves(), key=lambda m: m.iccs)
            say("info depth 1 score cp 0")
            say(f"bestmove {legal[0].iccs}" if legal else "bestmove (none)")
        elif words[0] == "quit" and not args.ignore_quit:
            return


if __name__ == "__main__":
    main()
