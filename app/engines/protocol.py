"""The engine protocols, one class each: what the client says in it and how it reads the answers.

An :class:`EngineProtocol` owns a protocol's conventions (as python-chess's ``UciProtocol`` and Cute
Chess's ``UciEngine`` do): its opening word and the word that ends the greeting, the options it sets
after the greeting, how ``setoption`` is written, how a new game is announced, the ``position`` and
``go`` commands (clocks, time per move, depth, nodes), how moves are left out of a search
(``searchmoves`` or ``banmoves``), the rank counting it uses, how a best move and a score are read.
The session (app.engines.session) asks its protocol object and never compares protocol names.

:data:`PROTOCOLS` lists the classes in the order the handshake tries them with protocol "auto".
A third protocol is a new subclass added to that tuple (see docs/contributing.md, "Adding an engine protocol").

Facts from the protocol descriptions (UCI by Kahlen/Meyer-Kahlen; UCCI by Huang Chen): UCI sends
``setoption name <N> value <V>``, UCCI ``setoption <N> <V>``; UCI announces a game with
``ucinewgame``, UCCI with the ``newgame`` button option; UCCI leaves out moves with ``banmoves`` and
gives its own clock as ``time``/``increment`` and the opponent's as ``opptime``/``oppincrement``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from app.model import Board, Game, Move

from .errors import EngineError, EngineProblem
from .text import NULL_MOVES, MateScale, RawInfo, bare_score, move_text
from .values import EngineOption, Limit, OptionType, Score

UCCI_INFINITE_DEPTH = 99
Finder = Callable[[str], EngineOption | None]      # an engine's declared option by name


@dataclass(frozen=True)
class BestMove:
    """An engine's answer to a search: its move and the reply it expects, as it wrote them (None: no move)."""

    move: str | None
    ponder: str | None = None


class EngineProtocol:
    """One protocol's conventions; a session makes one for its engine after the greeting. Subclasses
    set the class attributes and write the commands."""

    name: ClassVar[str] = ""          # what open_engine's `protocol` argument calls it
    opening: ClassVar[str] = ""       # the first command of a conversation
    ok_word: ClassVar[str] = ""       # the line that ends the engine's greeting

    def __init__(self, engine_name: str = "") -> None:
        self.engine_name = engine_name

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.engine_name!r}>"

    # ----- after the greeting ------------------------------------------------------------------
    def initial_options(self, find: Finder) -> list[tuple[str, str]]:
        """Options to set right after the greeting, as (name, value text); EngineError if the engine
        cannot play xiangqi in this protocol."""
        return []

    def rank_base(self, find: Finder) -> int:
        """How the engine counts ranks: 0 (0-9) or 1 (1-10)."""
        return 0

    # ----- commands ----------------------------------------------------------------------------
    def setoption(self, name: str, value: str, button: bool = False) -> str:
        """The line that sets an option (a button is pressed, without a value)."""
        raise NotImplementedError

    def new_game(self, find: Finder) -> list[str]:
        """The lines that tell the engine a new game begins."""
        return []

    def position(self, game: Game, rank_base: int) -> str:
        """The line that sets up the game's position with its history."""
        return position_line(game.start_fen, list(game.moves), rank_base)

    def restrict(self, legal: Sequence[Move], allowed: Sequence[Move], rank_base: int) -> tuple[list[str], list[str]]:
        """How to search only `allowed` of the `legal` moves: (lines sent before go, moves for go)."""
        return [], [move_text(m, rank_base) for m in allowed]

    def go(self, limit: Limit, red_to_move: bool, searchmoves: Sequence[str] = ()) -> str:
        """The ``go`` line for a limit (an infinite limit: until ``stop``)."""
        raise NotImplementedError

    def stop_at(self, limit: Limit, red_to_move: bool, grace: float, now: float) -> float | None:
        """When the client sends ``stop`` itself: `grace` seconds after the time the engine was given
        (in case it overruns); None when the search has no time bound."""
        if limit.time is not None:
            return now + limit.time + grace
        clock = limit.red_clock if red_to_move else limit.black_clock
        return None if clock is None else now + clock + grace

    quit: ClassVar[str] = "quit"

    # ----- answers -----------------------------------------------------------------------------
    def best_move(self, words: Sequence[str]) -> BestMove | None:
        """The answer a line's words give (``bestmove M [ponder P]``), None if the line is no answer."""
        if not words or words[0] != "bestmove":
            return None
        move = words[1] if len(words) > 1 and words[1].lower() not in NULL_MOVES else None
        ponder = words[3] if move is not None and len(words) > 3 and words[2] == "ponder" else None
        return BestMove(move, ponder)

    def score(self, raw: RawInfo) -> Score | None:
        """An info line's score as the engine means it."""
        return raw.score


class UciProtocol(EngineProtocol):
    """UCI: ``uci``/``uciok``, ``setoption name N value V``, ``ucinewgame``, ``searchmoves``, clocks as
    ``wtime``/``btime``. Fairy-Stockfish plays xiangqi after ``UCI_Variant xiangqi`` and counts ranks
    1-10; other UCI engines for xiangqi (Pikafish) count 0-9."""

    name = "uci"
    opening = "uci"
    ok_word = "uciok"

    def initial_options(self, find: Finder) -> list[tuple[str, str]]:
        """The xiangqi variant of a multi-variant engine."""
        variant = find("UCI_Variant")
        if variant is None:
            return []
        if variant.choices and "xiangqi" not in variant.choices:
            raise EngineError(EngineProblem.NO_XIANGQI, engine=self.engine_name, detail=", ".join(variant.choices))
        return [(variant.name, "xiangqi")]

    def rank_base(self, find: Finder) -> int:
        """1 for Fairy-Stockfish (known by its UCI_Variant option or its name), else 0."""
        return 1 if find("UCI_Variant") is not None or "fairy-stockfish" in self.engine_name.lower() else 0

    def setoption(self, name: str, value: str, button: bool = False) -> str:
        """``setoption name N value V``."""
        return f"setoption name {name}" if button else f"setoption name {name} value {value}"

    def new_game(self, find: Finder) -> list[str]:
        """``ucinewgame``."""
        return ["ucinewgame"]

    def go(self, limit: Limit, red_to_move: bool, searchmoves: Sequence[str] = ()) -> str:
        """``go wtime .. btime .. winc .. binc .. movestogo .. depth .. nodes .. movetime ..`` or ``go infinite``."""
        parts = ["go"]
        if limit.is_infinite:
            parts.append("infinite")
        else:
            for key, value in (("wtime", _ms(limit.red_clock)), ("btime", _ms(limit.black_clock)),
                               ("winc", _ms(limit.red_inc)), ("binc", _ms(limit.black_inc)),
                               ("movestogo", limit.moves_to_go), ("depth", limit.depth),
                               ("nodes", limit.nodes), ("movetime", _ms(limit.time))):
                if value is not None:
                    parts += [key, str(value)]
        if searchmoves:
            parts += ["searchmoves", *searchmoves]   # last: Stockfish reads moves to the end of line
        return " ".join(parts)


class UcciProtocol(EngineProtocol):
    """UCCI: ``ucci``/``ucciok``, ``setoption N V``, the ``newgame`` button, ``banmoves``, the engine's
    own clock as ``time``/``increment``; a time per move is kept by the client (``go depth 99`` and a
    ``stop``), ranks 0-9, a best move or ``nobestmove``. Scores are bare numbers; engines known by name
    (ElephantEye) have their mate scale and opening-book reports read their way. At most
    :attr:`history_limit` plies of a game are sent: UCCI engines keep their own move-count draw
    (ElephantEye answers ``nobestmove`` after 100 plies without a capture or check), while whether the
    game goes on is the game's ruleset's to say."""

    name = "ucci"
    opening = "ucci"
    ok_word = "ucciok"
    history_limit = 60
    # UCCI leaves mate scores to each engine, so a bare score is read as a mate only for an engine
    # whose convention is known. ElephantEye (search.cpp, position.h): a mate is MATE_VALUE (10000)
    # minus the distance in plies (at most LIMIT_DEPTH, 64); 9800-9900 (WIN_VALUE-BAN_VALUE) are wins
    # by the other side's forbidden perpetual check or chase, which are not mates and stay evaluations.
    MATE_SCALES: ClassVar[dict[str, MateScale]] = {"elephanteye": MateScale(value=10_000, bound=9_900)}
    # Engines known to report their opening book as ``info depth 0 score W pv M`` lines, one per book
    # move M with its weight W (ElephantEye, search.cpp), before a bestmove drawn among them at random.
    BOOK_REPORTERS: ClassVar[frozenset[str]] = frozenset({"elephanteye"})

    def __init__(self, engine_name: str = "") -> None:
        super().__init__(engine_name)
        words = engine_name.lower().split()
        key = words[0] if words else ""
        self.mate_scale = self.MATE_SCALES.get(key)     # how its bare scores write mates, if known
        self.book_reports = key in self.BOOK_REPORTERS    # its "info depth 0 ... pv" lines are book moves

    def initial_options(self, find: Finder) -> list[tuple[str, str]]:
        """``usemillisec true``: our times are in milliseconds."""
        millis = find("usemillisec")
        return [(millis.name, "true")] if millis is not None and millis.default is not True else []

    def setoption(self, name: str, value: str, button: bool = False) -> str:
        """``setoption N V``."""
        return f"setoption {name}" if button else f"setoption {name} {value}"

    def new_game(self, find: Finder) -> list[str]:
        """``setoption newgame`` when the engine declares that button."""
        button = find("newgame")
        if button is None or button.type != OptionType.BUTTON:
            return []
        return [self.setoption(button.name, "", True)]

    def position(self, game: Game, rank_base: int) -> str:
        """The position before the last :attr:`history_limit` plies, and those plies."""
        fen, moves = game.start_fen, list(game.moves)
        if len(moves) > self.history_limit:
            board = Board(fen)
            cut = len(moves) - self.history_limit
            for move in moves[:cut]:
                board.push(move)
            fen, moves = board.fen(), moves[cut:]
        return position_line(fen, moves, rank_base)

    def restrict(self, legal: Sequence[Move], allowed: Sequence[Move], rank_base: int) -> tuple[list[str], list[str]]:
        """``banmoves`` with the moves left out."""
        banned = [move_text(m, rank_base) for m in legal if m not in allowed]
        return ["banmoves " + " ".join(banned)], []

    def go(self, limit: Limit, red_to_move: bool, searchmoves: Sequence[str] = ()) -> str:
        """``go time .. increment|movestogo .. opptime .. oppincrement ..``, ``go depth N``, ``go nodes N``;
        a time per move (kept by the client) and no limit are ``go depth 99``."""
        own, opp = (limit.red_clock, limit.black_clock) if red_to_move else (limit.black_clock, limit.red_clock)
        own_inc, opp_inc = (limit.red_inc, limit.black_inc) if red_to_move else (limit.black_inc, limit.red_inc)
        parts = ["go"]
        if own is not None:
            parts += ["time", str(_ms(own))]
            if limit.moves_to_go is not None:
                parts += ["movestogo", str(limit.moves_to_go)]
            elif own_inc is not None:
                parts += ["increment", str(_ms(own_inc))]
            if opp is not None:
                parts += ["opptime", str(_ms(opp))]
                if opp_inc is not None and limit.moves_to_go is None:
                    parts += ["oppincrement", str(_ms(opp_inc))]
        elif limit.depth is not None:
            parts += ["depth", str(limit.depth)]
        elif limit.nodes is not None:
            parts += ["nodes", str(limit.nodes)]
        else:
            parts += ["depth", str(UCCI_INFINITE_DEPTH)]   # "depth infinite" is misread by some engines
        return " ".join(parts)

    def stop_at(self, limit: Limit, red_to_move: bool, grace: float, now: float) -> float | None:
        """A time per move ends exactly when it is up (the client stops the search)."""
        if limit.time is not None:
            return now + limit.time
        return super().stop_at(limit, red_to_move, grace, now)

    def best_move(self, words: Sequence[str]) -> BestMove | None:
        """``bestmove M [ponder P] [draw|resign]`` or ``nobestmove``."""
        if words and words[0] == "nobestmove":
            return BestMove(None)
        return super().best_move(words)

    def score(self, raw: RawInfo) -> Score | None:
        """A known engine's bare mates as mates; its opening-book lines have no score."""
        if raw.score is None or (self.book_reports and raw.ints.get("depth") == 0 and raw.pv):
            return None
        if raw.bare and self.mate_scale is not None:
            return bare_score(raw.score, self.mate_scale)
        return raw.score


PROTOCOLS: tuple[type[EngineProtocol], ...] = (UciProtocol, UcciProtocol)


def protocol_named(name: str) -> type[EngineProtocol]:
    """The protocol class called `name` ("uci", "ucci"); ValueError for another name."""
    for cls in PROTOCOLS:
        if cls.name == name:
            return cls
    raise ValueError(f"protocol must be 'auto' or one of {', '.join(c.name for c in PROTOCOLS)}, not {name!r}")


def position_line(fen: str, moves: Sequence[Move], rank_base: int) -> str:
    """``position fen F [moves ...]``."""
    texts = " ".join(move_text(m, rank_base) for m in moves)
    return f"position fen {fen}" + (f" moves {texts}" if texts else "")


def _ms(seconds: float | None) -> int | None:
    return None if seconds is None else max(0, round(seconds * 1000))


__all__ = ["EngineProtocol", "UciProtocol", "UcciProtocol", "PROTOCOLS", "BestMove", "protocol_named",
           "position_line", "UCCI_INFINITE_DEPTH"]
