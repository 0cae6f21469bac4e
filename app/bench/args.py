"""The benches' command-line options: each reads `--name VALUE` pairs from its argument list."""

from __future__ import annotations


def option(args: list[str], name: str, default: str) -> str:
    """The value after `name` in `args`, or `default` when the option (or its value) is missing."""
    return args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else default
