"""The server side of the engine protocols: how the built-in engine (app.ai.uci) speaks each one.

A :class:`ServerProtocol` owns what differs between protocols for the engine: its opening word and
the word that ends the greeting, how options are declared and set, how "no move" is said, and which
``go`` arguments are the engine's own clock. :data:`SERVER_PROTOCOLS` maps each opening word to its
class; the first command of a conversation picks one (a third protocol is one more class there).
Ranks are counted 0-9 in both (``h2e2``, as Pikafish and UCCI engines count).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar


class ServerProtocol:
    """One protocol as the engine speaks it; subclasses set the words and the parsing."""

    opening: ClassVar[str] = ""        # the command that opens a conversation in it
    ok_word: ClassVar[str] = ""        # the line that ends the greeting
    no_move: ClassVar[str] = ""        # the answer to go when there is no legal move

    def option(self, declaration: str) -> str:
        """An ``option`` line for a declaration ("Level type combo ...")."""
        raise NotImplementedError

    def setoption(self, args: Sequence[str]) -> tuple[str, str]:
        """(name, value) of a ``setoption`` command's words."""
        raise NotImplementedError

    def clock(self, numbers: Mapping[str, int], red_to_move: bool) -> tuple[int, int, int | None] | None:
        """(time left, increment, moves to go) in milliseconds for the side to move from go's
        numbers; None when go gave no clock."""
        raise NotImplementedError


class UciServer(ServerProtocol):
    """UCI: ``option name N type ...``, ``setoption name N value V``, ``bestmove (none)``, the clocks
    ``wtime``/``btime`` with ``winc``/``binc`` and ``movestogo``."""

    opening = "uci"
    ok_word = "uciok"
    no_move = "bestmove (none)"

    def option(self, declaration: str) -> str:
        """``option name <declaration>``."""
        return f"option name {declaration}"

    def setoption(self, args: Sequence[str]) -> tuple[str, str]:
        """``name N [value V]``."""
        words = list(args[1:]) if args[:1] == ["name"] else list(args)
        cut = words.index("value") if "value" in words else len(words)
        return " ".join(words[:cut]), " ".join(words[cut + 1:])

    def clock(self, numbers: Mapping[str, int], red_to_move: bool) -> tuple[int, int, int | None] | None:
        """``wtime``/``btime``, ``winc``/``binc``, ``movestogo``."""
        own = numbers.get("wtime" if red_to_move else "btime")
        if own is None:
            return None
        return own, numbers.get("winc" if red_to_move else "binc", 0), numbers.get("movestogo")


class UcciServer(ServerProtocol):
    """UCCI: ``option N type ...``, ``setoption N V``, ``nobestmove``, the engine's own clock as
    ``time`` with ``increment`` or ``movestogo`` (the opponent's ``opptime`` is not used)."""

    opening = "ucci"
    ok_word = "ucciok"
    no_move = "nobestmove"

    def option(self, declaration: str) -> str:
        """``option <declaration>``."""
        return f"option {declaration}"

    def setoption(self, args: Sequence[str]) -> tuple[str, str]:
        """``N V`` (the value is the rest of the line)."""
        return (args[0] if args else ""), " ".join(args[1:])

    def clock(self, numbers: Mapping[str, int], red_to_move: bool) -> tuple[int, int, int | None] | None:
        """``time``, ``increment``, ``movestogo``."""
        own = numbers.get("time")
        if own is None:
            return None
        return own, numbers.get("increment", 0), numbers.get("movestogo")


SERVER_PROTOCOLS: dict[str, type[ServerProtocol]] = {cls.opening: cls for cls in (UciServer, UcciServer)}


__all__ = ["ServerProtocol", "UciServer", "UcciServer", "SERVER_PROTOCOLS"]
