"""`python -m app.ai.core.worker CACHE_DIR [--low] [--network]`: compile the core into a cache folder, in a
process of its own (with ``--network``, the core with the learned network's code, into its folder
inside CACHE_DIR: app.ai.core.compiled.network_cache).

The engine starts this when its cache folder does not hold the whole compiled core yet, so that the
compile (a minute of CPU) never competes with its search for the interpreter: the engine searches
with the pure core meanwhile, then loads what this wrote (about a second). With ``--low`` the worker
runs at a lower priority (the engine's search comes first). It holds the folder's compile lock (a
second engine starting at the same time waits for the first one's compile instead of doing it
again), removes damaged entries and compiles them again, and ends when the engine that started it
ends. Exit status 0: the folder holds the whole core; 1:
the compile failed (why on stderr, and kept in the folder: app.ai.core.cache.record_failure).
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback

from .cache import (compile_lock, is_complete, mark_complete, record_failure, remove_altered, remove_special,
                    repair)

PARENT_POLL = 0.5       # seconds between looks at whether the engine that started us still runs


def lower_priority() -> None:
    """Give way to the engine's search (and everything else) on a busy machine."""
    if hasattr(os, "nice"):
        try:
            os.nice(10)
        except OSError:
            pass


def follow_parent(parent: int) -> None:
    """End this process soon after `parent` ends (POSIX: we are handed to another parent)."""
    if not hasattr(os, "getppid"):
        return

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL)
        os._exit(3)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


def compile_into(cache_dir: str, network: bool = False) -> None:
    """Compile (or load) the whole core with `cache_dir` as numba's cache (with `network`, the core with
    the network's code, in its own folder inside `cache_dir`); a failure caused by damaged entries is
    repaired and compiled again once. Raises what the last attempt raised."""
    from .compiled import build, network_cache
    folder = network_cache(cache_dir) if network else cache_dir
    assert folder is not None
    remove_special(folder)         # first: numba would wait for ever on a named pipe in an entry's place
    remove_altered(folder)         # and a file whose bytes changed would crash this process as it loads
    try:
        build(cache_dir, network=network)
    except Exception:              # a damaged entry fails in many ways: repair, then try once more
        if not repair(folder):
            raise
        build(cache_dir, network=network)


def main(argv: list[str]) -> int:
    """Compile into the folder argv[0] unless it already holds the whole core."""
    from .compiled import network_cache
    low, network = "--low" in argv, "--network" in argv
    argv = [a for a in argv if a not in ("--low", "--network")]
    if len(argv) != 1:
        print("usage: python -m app.ai.core.worker CACHE_DIR [--low] [--network]", file=sys.stderr)
        return 2
    cache_dir = argv[0]
    folder = network_cache(cache_dir) if network else cache_dir
    assert folder is not None
    if low:
        lower_priority()
    follow_parent(os.getppid())
    os.makedirs(folder, mode=0o700, exist_ok=True)
    with compile_lock(folder):
        if is_complete(folder):
            return 0
        try:
            compile_into(cache_dir, network)
        except Exception as exc:  # noqa: BLE001  (reported to the engine, which stays on the pure core)
            text = f"{type(exc).__name__}: {exc}"
            record_failure(folder, text + "\n" + traceback.format_exc())
            print(text, file=sys.stderr)
            return 1
        mark_complete(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
