"""An engine that crashes once: `python crash_once.py FLAG ENGINE...`.

The first process started while the file FLAG does not exist makes it and behaves as
tests/engines/fakes/fake_engine.py's "crash" mode (a UCI engine that exits in the middle of its first
search); every later process is ENGINE (a real engine's argv, executed in its place).
"""

import os
import sys
from pathlib import Path


def main(flag: str, engine: list[str]) -> None:
    try:
        fd = os.open(flag, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        os.execv(engine[0], engine)
    os.close(fd)
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engines" / "fakes"))
    import fake_engine
    fake_engine.main("crash")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
