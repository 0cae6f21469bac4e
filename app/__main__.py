"""`python -m app` starts the GUI; `diagram`, `engine` and `--help` are subcommands (see app.shell.main.USAGE)."""

import sys

from app.shell.main import main

if __name__ == "__main__":
    sys.exit(main())
