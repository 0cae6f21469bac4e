"""Maintainer tools, run from a checkout and not installed with the program (the wheel holds ``app`` and
``resources`` only): they rebuild the shipped data in resources/ (the opening book, the puzzles, the
font subset, the sounds, the translations in tools/i18n) or fit and check what the engine ships with.

    python -m tools.make_book /tmp/ccpd          # each module's docstring says what it reads and writes
"""
