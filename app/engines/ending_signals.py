"""The signals that end a program by default, for the programs that end their engines first."""

from __future__ import annotations

import signal

# Every signal there is but those whose default is not to end the program (ignore, stop, continue), those
# that cannot be caught, and those the processor raises for a fault of the program itself (caught, they
# would be raised again at once).
_NOT_ENDING = {"SIGKILL", "SIGSTOP", "SIGCHLD", "SIGCLD", "SIGCONT", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG",
               "SIGWINCH", "SIGINFO", "SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL", "SIGABRT", "SIGIOT", "SIGTRAP",
               "SIGSYS", "SIGEMT", "SIGPIPE"}
ENDING_SIGNALS = tuple(sorted(
    sig for sig in signal.valid_signals()
    if sig not in {getattr(signal, name) for name in _NOT_ENDING if hasattr(signal, name)}))

__all__ = ["ENDING_SIGNALS"]
