"""`python -m app` starts the GUI; `diagram`, `engine` and `--help` are subcommands (see app.main.USAGE)."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
