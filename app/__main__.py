"""`python -m app` starts the GUI; `python -m app diagram ...` and other tools are subcommands."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
