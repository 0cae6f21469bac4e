"""`python -m app.bench collection`: opening a 50 MB PGN lazily (index + headers) vs reading it whole.

Each measurement runs in a fresh subprocess so its peak RSS (``ru_maxrss``) is its own. Reported: the
time until the game list could be shown (``open_collection``: read, decode, index, headers), the peak
RSS, the time to open a game in the middle and the last one; with ``--eager`` also ``read_games``
(what opening a file did before: every game parsed). Options:

  --file F     the PGN to open (default: made once in /tmp from --source, about --size MB)
  --source S   'uci' (the two UCI game sets of ../shared/data/games, ~650 bytes a game: ~78,000 games)
               or 'ccpd' (the master games of ../shared/data/ccpd, Big5, Chinese moves); default uci
  --size MB    size of the file made (default 50)
  --eager      also measure the eager reader (slow: about a minute and several GB for 50 MB)
  --gui        also open it in a study window (offscreen): time until the list is filled, the longest
               pause of the GUI thread meanwhile, choosing the last game in the list
"""

from __future__ import annotations

import argparse
import json
import lzma
import os
import resource
import subprocess
import sys
import tarfile
import time
from pathlib import Path

# ../shared/data next to the repository (or next to the folder of worktrees)
SHARED = next((p / "shared" / "data" for p in Path(__file__).resolve().parents if (p / "shared" / "data").is_dir()),
              Path("shared/data"))
UCI_SETS = ("Liu_Dahua_1125_UCI_games.pgn", "Hu_Ronghua_1391_UCI_games.pgn")


def _pieces(source: str) -> list[bytes]:
    """The games' bytes to repeat: whole UCI files, or each ccpd game file."""
    if source == "uci":
        return [(SHARED / "games" / "wukong-xiangqi" / name).read_bytes() + b"\n" for name in UCI_SETS]
    out = []
    with lzma.open(SHARED / "ccpd" / "ccpd-games-dev.tar.xz") as raw, tarfile.open(fileobj=raw) as tar:
        for member in tar:
            if member.isfile() and member.name.endswith(".pgn"):
                fh = tar.extractfile(member)
                if fh is not None:
                    out.append(fh.read().rstrip() + b"\n\n")
    return out


def make_file(path: Path, source: str, size_mb: float) -> Path:
    """Write a PGN of about `size_mb` MB by repeating real games (once; kept for later runs)."""
    if path.exists():
        return path
    pieces = _pieces(source)
    target = int(size_mb * 1_000_000)
    written = 0
    tmp = path.with_suffix(".part")
    with open(tmp, "wb") as out:
        while written < target:
            for piece in pieces:
                out.write(piece)
                written += len(piece)
                if written >= target:
                    break
    os.replace(tmp, path)
    return path


def _child(mode: str, name: str) -> None:
    """Measure one way of opening `name` in this process and print the figures as JSON."""
    start = time.perf_counter()
    figures: dict[str, float | int | str] = {"mode": mode}
    if mode == "gui":
        figures.update(_gui(name))
    elif mode == "eager":
        from app.formats import read_games
        games = read_games(name)
        figures["games"] = len(games)
        figures["list_s"] = time.perf_counter() - start
    else:
        from app.formats.collection import open_collection
        collection = open_collection(name)
        figures["list_s"] = time.perf_counter() - start
        figures["games"] = len(collection)
        figures["lazy"] = int(collection.lazy)
        for label, index in (("middle", len(collection) // 2), ("last", len(collection) - 1)):
            t = time.perf_counter()
            tree = collection.game(index)
            figures[f"open_{label}_ms"] = (time.perf_counter() - t) * 1000
            figures[f"{label}_plies"] = len(tree.mainline())
    figures["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))


def _gui(name: str) -> dict[str, float | int | str]:
    """Open `name` in a study window as File > Open does: the GUI thread's longest pause while the
    worker reads, the time the GUI thread takes to fill the list, choosing the last game."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.controller.study_controller import StudyController
    from app.controller.study_document import StudyDocument
    from app.view.study_window import StudyWindow
    app = QApplication.instance() or QApplication([])
    window = StudyWindow(StudyController(StudyDocument()))
    window.show()
    app.processEvents()
    last, pauses, filled = [time.perf_counter()], [0.0], [0.0]

    def tick() -> None:
        now = time.perf_counter()
        if window.controller.is_reading:
            pauses.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.timeout.connect(tick)
    window.controller.file_read.connect(lambda _r: filled.__setitem__(0, time.perf_counter()))
    start = time.perf_counter()
    ticker.start(5)
    window.open_paths([name])
    while window.controller.is_reading:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()
    done = time.perf_counter()
    ticker.stop()
    rows = window.games_list.model.rowCount()
    t = time.perf_counter()
    window.games_list.select(rows - 1)
    window.games_list.game_chosen.emit(rows - 1)
    app.processEvents()
    return {"games": rows, "list_s": done - start, "longest_pause_ms": max(pauses) * 1000,
            "fill_ms": (done - filled[0]) * 1000, "choose_last_ms": (time.perf_counter() - t) * 1000}


def _measure(mode: str, name: str) -> dict[str, float | int | str]:
    cmd = [sys.executable, "-m", "app.bench.collection_bench", "--child", mode, name]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    figures: dict[str, float | int | str] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def run(argv: list[str]) -> int:
    """Run the benchmark (see the module doc)."""
    parser = argparse.ArgumentParser(prog="python -m app.bench collection")
    parser.add_argument("--file")
    parser.add_argument("--source", choices=("uci", "ccpd"), default="uci")
    parser.add_argument("--size", type=float, default=50)
    parser.add_argument("--eager", action="store_true")
    parser.add_argument("--gui", action="store_true")
    args = parser.parse_args(argv)
    if args.file:
        path = Path(args.file)
    else:
        path = make_file(Path(f"/tmp/collection-bench-{args.source}-{args.size:g}mb.pgn"), args.source, args.size)
    print(f"{path}: {path.stat().st_size / 1e6:.1f} MB")
    for mode in ("lazy",) + (("gui",) if args.gui else ()) + (("eager",) if args.eager else ()):
        f = _measure(mode, str(path))
        line = f"{mode:5}: {f['games']} games, list shown after {f['list_s']:.2f} s, peak RSS {f['peak_rss_mb']:.0f} MB"
        if mode == "gui":
            line += (f"; GUI thread's longest pause while reading {f['longest_pause_ms']:.0f} ms, "
                     f"filling the list {f['fill_ms']:.0f} ms, choosing the last game {f['choose_last_ms']:.0f} ms")
        if mode == "lazy":
            line += (f"; open a game: middle {f['open_middle_ms']:.1f} ms ({f['middle_plies']} plies), "
                     f"last {f['open_last_ms']:.1f} ms")
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        _child(sys.argv[2], sys.argv[3])
    else:
        sys.exit(run(sys.argv[1:]))
