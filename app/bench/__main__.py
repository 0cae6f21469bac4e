"""Dispatch `python -m app.bench NAME [args]` to the benchmark modules."""

from __future__ import annotations

import importlib
import sys

BENCHES = {
    "perft": "app.bench.perft_bench",
    "arbiter": "app.bench.arbiter_bench",
    "search": "app.bench.search_bench",
    "firstmove": "app.bench.first_move_bench",
    "match": "app.bench.match_bench",
    "ladder": "app.bench.ladder",
    "formats": "app.bench.formats_bench",
    "gui": "app.bench.gui_bench",
    "computer": "app.bench.computer_bench",
    "analysis": "app.bench.analysis_bench",
    "library": "app.bench.library_bench",
    "puzzles": "app.bench.puzzles_bench",
    "collection": "app.bench.collection_bench",
    "rulings": "app.bench.rulings_bench",
    "selfplay": "app.bench.selfplay",
    "persist": "app.bench.persist_bench",
    "openings": "app.bench.openings_bench",
    "tournament": "app.bench.tournament_bench",
    "training": "app.bench.training_bench",
    "fit": "app.bench.window_fit",          # a check, not a timing: every window and dialog fits the screen
    "tablebase": "app.bench.tablebase_bench",
}


def main(argv: list[str]) -> int:
    """Run one benchmark by name."""
    if not argv or argv[0] not in BENCHES:
        print(f"usage: python -m app.bench {{{','.join(BENCHES)}}} [options]", file=sys.stderr)
        return 2
    return importlib.import_module(BENCHES[argv[0]]).run(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
