"""`python -m app.bench analysis --flood`: the client's memory while an engine floods it.

Two engines that break the protocol on purpose (small scripts written to a temporary folder):
1. "endless line": after ``go`` it writes ``--mib`` MiB (default 512) of one line without a newline,
   then waits;
2. "info flood": after ``go`` it writes ``--lines`` info lines (default 2,000,000, about 200 MB) as
   fast as it can, then ``bestmove``;
3. "info flood while idle": the same lines right after its first ``readyok``, while the client reads
   nothing for 5 s (a person thinking), then it answers the ``go`` at once.
Each is played by a fresh client process (``open_engine`` + ``play``), which prints its peak resident
memory (ru_maxrss), the time, and what happened; a third client plays a well-behaved engine for the
baseline. `--root DIR` runs the clients against another checkout of the program (to measure the code
before a change); `--timeout S` is the engines' answer timeout (default 2).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from .args import option

ROOT = Path(__file__).resolve().parent.parent.parent

FLOODER = '''
import sys, time
mode, amount = sys.argv[1], int(sys.argv[2])
out = sys.stdout
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == "uci":
        out.write("id name Flooder\\nuciok\\n"); out.flush()
    elif word == "isready":
        out.write("readyok\\n"); out.flush()
        if mode == "idle":
            block = "info depth 5 seldepth 7 multipv 1 score cp 12 nodes 123456 nps 1000000 pv h2e2 h9g7 h0g2\\n" * 1000
            for _ in range(amount // 1000):
                out.write(block)
            out.flush()
            mode = "none"
    elif word == "go":
        if mode == "line":
            chunk = "x" * (1 << 20)
            out.write("info string ")
            for _ in range(amount):
                out.write(chunk)
            out.flush()
            time.sleep(600)
        elif mode == "info":
            block = "info depth 5 seldepth 7 multipv 1 score cp 12 nodes 123456 nps 1000000 pv h2e2 h9g7 h0g2\\n" * 1000
            for _ in range(amount // 1000):
                out.write(block)
        out.write("bestmove h2e2\\n"); out.flush()
    elif word == "quit":
        break
'''

CLIENT = '''
import json, resource, sys, time
from app.engines import EngineError, Limit, open_engine
from app.model import Game
argv, timeout, idle = json.loads(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
start = time.perf_counter()
outcome, dropped = "", None
try:
    with open_engine(argv, timeout=timeout) as engine:
        time.sleep(idle)
        result = engine.play(Game(), Limit(time=0.1))
        outcome = "best move " + (result.move.iccs if result.move else "none")
        dropped = getattr(engine, "dropped_reports", None)
except EngineError as exc:
    outcome = "refused: " + str(exc)[-90:]
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"peak_mib": peak / 1024, "seconds": time.perf_counter() - start, "outcome": outcome,
                  "dropped": dropped}))
'''


def run_client(root: Path, argv: list[str], timeout: float, idle: float = 0.0) -> dict[str, object]:
    """Play `argv` once in a fresh client process using the program at `root` (reading nothing for
    `idle` s after the handshake); its report."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", CLIENT, json.dumps(argv), str(timeout), str(idle)], cwd=root, env=env,
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [""])[-1]
        return {"peak_mib": float("nan"), "seconds": float("nan"), "outcome": f"client failed: {last[-90:]}",
                "dropped": None}
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def run(args: list[str]) -> int:
    """Print peak client memory for the baseline, the endless line and the info flood."""
    root = Path(option(args, "--root", str(ROOT))).resolve()
    mib = int(option(args, "--mib", "512"))
    lines = int(option(args, "--lines", "2000000"))
    timeout = float(option(args, "--timeout", "2"))
    with tempfile.TemporaryDirectory() as folder:
        flooder = Path(folder) / "flooder.py"
        flooder.write_text(FLOODER)
        cases = [("baseline (plays at once)", "none", 0, 0.0), (f"endless line ({mib} MiB)", "line", mib, 0.0),
                 (f"info flood ({lines:,} lines)", "info", lines, 0.0),
                 ("info flood while idle 5 s", "idle", lines, 5.0)]
        print(f"client: {root}")
        print(f"{'engine':<30} {'peak RSS':>10} {'seconds':>8}  outcome")
        for label, mode, amount, idle in cases:
            argv = [sys.executable, str(flooder), mode, str(amount)]
            report = run_client(root, argv, timeout, idle)
            dropped = f" ({report['dropped']:,} info lines dropped)" if report.get("dropped") else ""
            print(f"{label:<30} {float(str(report['peak_mib'])):>7.0f} MiB {float(str(report['seconds'])):>8.1f}"
                  f"  {report['outcome']}{dropped}")
    return 0
