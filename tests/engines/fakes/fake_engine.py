"""A small engine that misbehaves on purpose: `python fake_engine.py MODE` (see MODES).

It plays only from the start position (its one move, h2e2, is legal there) and exists for the tests
of bad engines: each mode breaks one promise of the UCI/UCCI protocols.
"""

import os
import subprocess
import sys
import time

MODES = {
    "silent": "reads commands, never answers (no uciok)",
    "crash": "a UCI engine that exits while searching",
    "hang": "a UCI engine that never sends bestmove, even after stop",
    "garbage": "a UCI engine that mixes garbage lines into good ones",
    "illegal": "a UCI engine whose best move is illegal",
    "ucci": "a UCCI-only engine (ignores uci)",
    "spawn": "a UCI engine that starts a child process (reported in an info string) and hangs",
    "ranks10": "a UCI engine counting ranks 1-10 without saying so (no UCI_Variant option)",
    "noready": "a UCI engine that never answers isready",
    "echo": "a UCI engine that reports each go line it gets as an info string, then plays h2e2",
}


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(mode):
    child = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if mode == "silent":
            continue
        if cmd == "uci" and mode != "ucci":
            if mode == "garbage":
                say("\x00\x01 ??? garbage ###")
                say("option name Broken type nonsense")
            say("id name Fake " + mode)
            say("option name Skill type spin default 3 min 0 max 10")
            say("uciok")
        elif cmd == "ucci" and mode == "ucci":
            say("id name Fake ucci")
            say("option Skill type spin default 3 min 0 max 10")
            say("ucciok")
        elif cmd == "isready":
            if mode != "noready":
                say("readyok")
        elif cmd == "go":
            if mode == "echo":             # plays the first move it may search (h2e2 if not told)
                say("info string " + line.strip())
                move = words[words.index("searchmoves") + 1] if "searchmoves" in words else "h2e2"
                say(f"info depth 1 score cp 0 pv {move}")
                say(f"bestmove {move}")
                continue
            if mode == "ranks10":
                say("info depth 1 score cp 10 nodes 5 pv h3e3 h10g8")
                say("bestmove h3e3 ponder h10g8")
                continue
            say("info depth 1 score cp 10 nodes 5 pv h2e2")
            if mode == "crash":
                os._exit(3)
            if mode == "garbage":
                say("info depth two score cp banana pv zzzz")
                say("what is this")
                say("info depth 2 score cp 12 pv h2e2 h9g7 b0c2 q1q1")
            if mode == "spawn" and child is None:
                child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
                say(f"info string child {child.pid}")
            if mode in ("hang", "spawn"):
                continue
            say("bestmove a0a5" if mode == "illegal" else "bestmove h2e2 ponder h9g7")
        elif cmd == "quit":
            if mode in ("hang", "spawn"):
                continue          # ignores quit too: it must be killed
            return
    if mode in ("hang", "spawn"):
        time.sleep(120)


if __name__ == "__main__":
    main(sys.argv[1])
