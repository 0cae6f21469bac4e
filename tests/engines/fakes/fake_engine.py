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
    "named": "a UCI engine whose name, author, option names and info string are argv[2], then plays "
             "an illegal move",
    "late": "a UCI engine that, from the start position, ignores stop and answers h2e2 only argv[2] "
            "seconds after the go; elsewhere it plays a3a4 at once",
    "nomove": "a UCI engine that answers every go with 'bestmove (none)'",
    "bare": "a UCI engine that answers every go with a bare 'bestmove'",
    "quitchild": "a UCI engine that starts a child process (reported in an info string), plays h2e2 and "
                 "quits by itself on quit, leaving its child running",
    "longline": "a UCI engine that answers go with argv[2] MiB of one line that never ends",
    "flood": "a UCI engine that answers go with argv[2] info lines as fast as it can, then bestmove h2e2",
    "secondgo": "a UCI engine that plays h2e2 at its first go and ends at its second (an engine that died "
                "between two searches, looking alive until the second one began)",
}
GOES = [0]


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def special(mode, words, args):
    """The go of the newer modes; True if handled."""
    if mode == "named":
        say("info string " + args[0])
        say("info depth 1 score cp 0 pv h2e2")
        say("bestmove a0a5")
    elif mode == "late":
        if "moves" not in words:
            time.sleep(float(args[0]))
            say("bestmove h2e2")
        else:
            say("info depth 1 score cp 5 pv a3a4")
            say("bestmove a3a4")
    elif mode in ("nomove", "bare"):
        say("info depth 1 score cp 0")
        say("bestmove (none)" if mode == "nomove" else "bestmove")
    elif mode == "longline":
        chunk = "x" * (1 << 20)
        sys.stdout.write("info string ")
        for _ in range(int(args[0])):
            sys.stdout.write(chunk)
        sys.stdout.flush()
        time.sleep(120)
    elif mode == "secondgo":
        GOES[0] += 1
        if GOES[0] > 1:
            sys.exit(0)
        say("info depth 1 score cp 0 pv h2e2")
        say("bestmove h2e2")
    elif mode == "flood":
        line = "info depth 5 seldepth 7 multipv 1 score cp 12 nodes 123456 nps 1000000 pv h2e2 h9g7 h0g2\n"
        for _ in range(int(args[0]) // 1000):
            sys.stdout.write(line * 1000)
        say("bestmove h2e2")
    else:
        return False
    return True


def main(mode, args=()):
    child = None
    position = []
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
            if mode == "named":
                say("id name " + args[0])
                say("id author " + args[0])
                say(f"option name {args[0]} type check default true")
                say(f"option name Style type combo default {args[0]} var {args[0]} var plain")
            else:
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
        elif cmd == "position":
            position = words
        elif cmd == "go":
            if special(mode, position, args):
                continue
            if mode == "quitchild" and child is None:
                child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
                say(f"info string child {child.pid}")
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
    main(sys.argv[1], sys.argv[2:])
