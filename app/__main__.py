"""`python -m app` starts the GUI; `diagram`, `engine`, `tournament` and `--help` are subcommands (see
app.main.USAGE); another word is refused with the usage (exit status 2)."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
