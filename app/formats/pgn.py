"""PGN reading (Chinese programs' dialect and the WinBoard/pychess one) and writing.

Reading: the text is cut into games at tag lines; each game's movetext is tokenised once and then
replayed on a Board by a move decoder (pgn_decode.py: ``generic`` for ICCS, WXF and Chinese moves,
``san0``/``san1`` for WinBoard's and pychess's SAN), tried in turn until one replays the whole game.
``replay`` walks a game's tokens and tells a visitor (pgn_visit.py, in python-chess's style) what it
meets: ``TreeBuilder`` makes the GameTree (``read_pgn_text``), ``HeadersVisitor`` skips the moves
(``read_pgn_headers``), and ``visit_pgn_text`` takes any visitor.

Games with ``[Variant "xiangqi"]`` try SAN first (the rank base guessed from the tokens: a '10' rank
or a 'P' means pychess); other games try ``generic`` first. A game no decoder replays raises
GameFileError from the decoder that got furthest.

Also read: bare movetext with no tags (a first line holding a FEN sets the position), move numbers
glued to moves ('1.C2.5') or wrapped across lines, '!'/'?' glued to moves or to the next move number,
';' and '%' comments, Chinese results (红胜, 黑胜, 和棋) and any text after a game's result (the
xqbase trailer), which is ignored up to the next tag.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from app.model import Board, FenError, IllegalMoveError, Move
from app.model.tree import GameTree

from app.model.clock_comment import clock_of, format_clock, with_clock, without_clock  # noqa: F401 (re-exported)
from app.model.time_control import time_control_headers, time_controls_of  # noqa: F401 (re-exported)

from .errors import GameFileError
from .pgn_decode import DECODERS, WORDS, Decoder, classify, file_form_candidates, move_label
from .pgn_escape import unescape_comment, unescape_tag
from .pgn_write import dumps_pgn as dumps_pgn  # re-exported
from .pgn_visit import SKIP, GameVisitor, HeadersVisitor, TreeBuilder
from .problems import MoveFault, ProblemKind, ReadProblem

T = TypeVar("T")

# Every alternative either matches or fails within its own token (a tag's value ends at the first
# unescaped quote or line end), and the whitespace before a token is taken possessively with an
# alternative for the end of the text: finditer never rescans, so reading is linear in the text.
# A tag whose value holds unescaped quotes (written by other programs) is read the old lenient way
# (up to the first '"]'), only at the start of a line so that one line is scanned at most once more.
# A remark in （） or 【】 may run over lines up to its closing bracket (at most 2,000 characters on);
# one never closed ends with its line (the moves after it are read, not taken into the remark). A remark
# never takes in another bracket of its kind: one left open before a later closed one ends before it,
# so the moves between are read (each scan stops at the next bracket: linear), and one longer than
# 2,000 characters on one line is still read up to its closing bracket. One never closed also ends
# before a ')': it closes the variation the remark was written in (or the remark, typed half-width).
# Text in ( ) on one line is a remark too when it holds a Chinese character that no move is written
# with ('(也可炮8平5)'): Chinese web pages remark in half-width brackets, and read as a variation it lost
# the rest of the game (words in a full-width remark inside do not count: that is a variation with a
# remark in it).
_MOVE_HAN = "帥帅仕士相象俥車车傌馬马炮砲包兵卒將将一二三四五六七八九十进進退平前后後中"   # what moves are written with
_TOKEN = re.compile(r"""
    \s*+(?:
    (?P<tag>\[[ \t]*(?P<tname>[A-Za-z0-9_]+)[ \t]*"(?P<tval>[^"\\\n]*+(?:\\[^\n][^"\\\n]*+)*+)"[ \t]*\])
  | (?P<tag2>(?<![^\n])\[[ \t]*(?P<tname2>[A-Za-z0-9_]+)[ \t]*"(?P<tval2>[^\n]*?)"[ \t]*\])
  | (?P<comment>\{[^}]*\}?)
  | (?P<line>;[^\n]*)
  | (?P<escape>%[^\n]*)
  | (?P<numbered>[(（][ \t]*+\d++[ \t]*+[)）]|\d++[)）]|[\u2460-\u2473\u2776-\u2793])
  | (?P<sep>[,，；。、：:])
  | (?P<remark>（(?:[^（）]{0,2000}+）|[^（）)\n]*+）?)|【(?:[^【】]{0,2000}+】|[^【】)\n]*+】?))
  | (?P<aremark>\((?=[^(){}（【\n]*?(?![<MOVE_HAN>])[\u3400-\u9fff])
                 [^()\n]{0,2000}+\)?)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<nag>\$\d+)
  | (?P<result>(?:1-0|0-1|1/2-1/2|½-½|\*)(?=[\s\[\]{}();]|$))
  | (?P<word>[^\s\[\]{}();$,，；。、：:（）【】\u2460-\u2473\u2776-\u2793]+)
  | (?P<junk>\S)
  | (?P<end>\Z)
)""".replace("<MOVE_HAN>", _MOVE_HAN), re.VERBOSE | re.DOTALL)

_CHINESE_RESULTS = {"红胜": "1-0", "紅勝": "1-0", "红方胜": "1-0", "红先胜": "1-0",
                    "黑胜": "0-1", "黑勝": "0-1", "黑方胜": "0-1", "红先负": "0-1",
                    "和棋": "1/2-1/2", "和局": "1/2-1/2", "红先和": "1/2-1/2", "½-½": "1/2-1/2"}
_FEN_LINE = re.compile(r"\s*([1-9kabnrcpehKABNRCPEH]+(?:/[1-9kabnrcpehKABNRCPEH]+){9})(?:[ \t]+[wbr]\b[^\n]*)?")

# Token kinds (small ints keep the token lists light).
WORD, COMMENT, OPEN, CLOSE, NAG, RESULT = range(6)


class _Game:
    """One game's raw parts: tags, movetext tokens (kind, value, position) and where it starts."""

    __slots__ = ("tags", "tokens", "pos", "ended", "fen")

    def __init__(self, pos: int) -> None:
        self.tags: dict[str, str] = {}
        self.tokens: list[tuple[int, str, int]] = []
        self.pos = pos
        self.ended = False
        self.fen: str | None = None


def split_games(text: str, start: int = 0, end: int | None = None) -> list[_Game]:
    """Cut PGN text into games (tags + tokens); never raises."""
    games: list[_Game] = []
    game = _Game(start)
    end = len(text) if end is None else end
    depth = 0   # '(' less ')' among the game's tokens so far
    for m in _TOKEN.finditer(text, start, end):
        kind = m.lastgroup
        if kind is None or kind == "end":
            continue
        pos = m.start(kind)
        if kind == "numbered" or kind == "sep":
            continue    # a move number as '(1)' or '1)', punctuation between moves as Chinese texts use
        if kind == "tag" or kind == "tag2":
            if game.tokens or game.ended:
                games.append(game)
                game = _Game(pos)
                depth = 0
            if kind == "tag":
                game.tags[m.group("tname")] = unescape_tag(m.group("tval"))
            else:
                game.tags[m.group("tname2")] = unescape_tag(m.group("tval2"))
            continue
        if game.ended:
            continue  # text after the result (xqbase's trailer) up to the next tag
        if kind == "word":
            word = m.group(kind)
            if word in _CHINESE_RESULTS:
                game.tokens.append((RESULT, _CHINESE_RESULTS[word], pos))
                game.ended = True
            else:
                game.tokens.append((WORD, word, pos))
        elif kind == "remark":      # Chinese texts remark in （） or 【】: kept as a comment
            game.tokens.append((COMMENT, m.group(kind)[1:].removesuffix("）").removesuffix("】").strip(), pos))
        elif kind == "aremark":     # and in () when copied from web pages: words, not moves, inside
            game.tokens.append((COMMENT, m.group(kind)[1:].removesuffix(")").strip(), pos))
        elif kind == "comment":
            body = m.group(kind)[1:]
            if body.endswith("}"):
                body = body[:-1]
            game.tokens.append((COMMENT, unescape_comment(body), pos))
        elif kind == "open":
            game.tokens.append((OPEN, "(", pos))
            depth += 1
        elif kind == "close":
            game.tokens.append((CLOSE, ")", pos))
            depth -= 1
        elif kind == "nag":
            game.tokens.append((NAG, m.group(kind), pos))
        elif kind == "result":
            if depth <= 0:
                value = m.group(kind)
                game.tokens.append((RESULT, "1/2-1/2" if value == "½-½" else value, pos))
                game.ended = True
        elif kind == "line":
            game.tokens.append((COMMENT, m.group(kind)[1:].strip(), pos))
        elif kind == "junk":
            game.tokens.append((WORD, m.group(kind), pos))
        # "escape": a '%' line (PGN escape mechanism) is skipped
    if game.tokens or game.tags:
        games.append(game)
    for g in games:
        _take_fen_line(g)
    return games


def _take_fen_line(game: _Game) -> None:
    """A tag-less game whose first word is a FEN placement (a 'FEN + moves' text file): use it."""
    if game.tags or not game.tokens or game.tokens[0][0] != WORD:
        return
    first = game.tokens[0][1]
    if first.count("/") != 9 or not _FEN_LINE.fullmatch(first):
        return
    side = "w"
    rest = game.tokens[1:]
    counters = "0 1"
    if rest and rest[0][0] == WORD and rest[0][1] in ("w", "b", "r"):
        side = "b" if rest[0][1] == "b" else "w"
        rest = rest[1:]
        # the other FEN fields ('- - 0 1') if present: the move counters are kept
        fields: list[str] = []
        while rest and rest[0][0] == WORD and (rest[0][1] == "-" or rest[0][1].isdigit()) and len(fields) < 4:
            fields.append(rest[0][1])
            rest = rest[1:]
        if len(fields) == 4 and fields[2].isdigit() and fields[3].isdigit() and int(fields[3]) > 0:
            counters = f"{int(fields[2])} {int(fields[3])}"
    game.fen = f"{first} {side} - - {counters}"
    game.tokens = rest




def _decoder_order(game: _Game) -> list[str]:
    variant = game.tags.get("Variant", "").lower()
    fmt = game.tags.get("Format", "").lower()
    pychess = any(k == WORD and ("10" in v or v.startswith("P")) for k, v, _ in game.tokens)
    san = ["san1", "san0"] if pychess else ["san0", "san1"]
    if variant.startswith("xiangqi") and fmt not in ("iccs", "wxf", "chinese"):
        return san + ["generic"]
    return ["generic"] + san


class _Ambiguous(Exception):
    def __init__(self, index: int, count: int) -> None:
        super().__init__(index, count)
        self.index = index
        self.count = count


class _Failure(Exception):
    def __init__(self, error: GameFileError, ply: int) -> None:
        super().__init__(str(error))
        self.error = error
        self.ply = ply
        self.visitor: GameVisitor[Any] | None = None     # the visitor told the moves before the failure


class Locator:
    """Line numbers of text positions."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._starts: list[int] | None = None   # found when first needed (only errors and notes need it)

    def line(self, pos: int) -> int:
        """The 1-based line number of a text position."""
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self._text)]
        return bisect.bisect_right(self._starts, pos)


def replay(game: _Game, decoder: Decoder, loc: Locator, choices: dict[int, int], visitor: GameVisitor[T]) -> T:
    """Walk one game's tokens, replaying its moves with a decoder, and tell `visitor` what is met
    (raises _Failure, or _Ambiguous for a move that fits several when `choices` does not say which)."""
    headers = dict(game.tags)
    try:
        board = visitor.begin_game(headers, game.fen)
    except ValueError as exc:
        fen = headers.get("FEN", "").strip() or game.fen
        problem = ReadProblem(ProblemKind.GAME_LEFT_OUT, f"bad FEN: {exc}",
                              position=exc if isinstance(exc, FenError) else None)
        raise _Failure(GameFileError(f"bad FEN: {exc}", line=loc.line(game.pos), token=fen, problem=problem),
                       0) from None
    if board is SKIP:
        result = next((value for kind, value, _ in game.tokens if kind == RESULT), None)
        if result is not None:
            visitor.visit_result(result)
        visitor.end_game()
        return visitor.result()
    try:
        _replay_moves(game, board, decoder, loc, choices, visitor)
    except _Failure as failure:
        failure.visitor = visitor
        raise
    visitor.end_game()
    return visitor.result()


def _replay_moves(game: _Game, board: Board, decoder: Decoder, loc: Locator, choices: dict[int, int],
                  visitor: GameVisitor[T]) -> None:
    """The movetext part of replay: moves on `board`, variations, comments, NAGs and the result."""
    stack: list[tuple[Move, int]] = []    # (the move an open variation replaced, the ply before it)
    ply = plies = 0                       # moves on the board now; moves replayed in all

    def fail(reason: str, pos: int, token: str, fault: MoveFault | None = None) -> _Failure:
        problem = _after_last_move(board, ProblemKind.GAME_LEFT_OUT, reason, loc.line(pos))
        if fault is not None:
            problem = replace(problem, token=token, fault=fault)
        return _Failure(GameFileError(reason, line=loc.line(pos), token=token, problem=problem), plies)

    visit_move, words, push_unchecked = visitor.visit_move, WORDS, board.push_unchecked   # bound once: per move
    for token_index, (kind, value, pos) in enumerate(game.tokens):
        if kind == WORD:
            info = words.get(value)
            if info is None:
                info = classify(value)
            lead_nag, word, nag, position_nag = info
            if lead_nag:
                visitor.visit_nag(lead_nag)
            if word is None:
                if position_nag:
                    visitor.visit_nag(position_nag)
                continue
            try:
                move, checked = decoder(board, word)
            except ValueError as exc:  # IllegalMoveError is a ValueError
                if "ambiguous" not in str(exc):
                    fault = MoveFault.ILLEGAL if isinstance(exc, IllegalMoveError) else MoveFault.UNREADABLE
                    raise fail(f"{move_label(board)} {exc}", pos, value, fault) from None
                options = file_form_candidates(board, word)
                if len(options) < 2:
                    raise fail(f"{move_label(board)} {exc}", pos, value, MoveFault.AMBIGUOUS) from None
                if token_index not in choices:
                    raise _Ambiguous(token_index, len(options)) from None
                move, checked = options[choices[token_index]], True
                line = loc.line(pos)
                visitor.visit_problem(_after_last_move(
                    board, ProblemKind.AMBIGUOUS_MOVE, f"line {line}: {move_label(board)} '{word}' fits "
                    f"{' and '.join(o.iccs for o in options)}; read as {move.iccs}, with which the rest of the "
                    "game replays", line))
            try:
                if checked:
                    push_unchecked(move)
                else:
                    board.push(move)
            except ValueError as exc:
                raise fail(f"{move_label(board)} '{word}' is not legal here: {exc}", pos, value,
                           MoveFault.ILLEGAL) from None
            ply += 1
            plies += 1
            visit_move(move)
            if nag:
                visitor.visit_nag(nag)
            if position_nag:
                visitor.visit_nag(position_nag)
        elif kind == COMMENT:
            if value:               # stripped, then unescaped, by split_games
                visitor.visit_comment(value)
        elif kind == OPEN:
            if ply == 0:
                raise fail("a variation '(' before any move", pos, value)
            stack.append((board.pop(), ply - 1))
            ply -= 1
            visitor.begin_variation()
        elif kind == CLOSE:
            if not stack:
                line = loc.line(pos)
                visitor.visit_problem(_after_last_move(board, ProblemKind.UNMATCHED_PAREN,
                                                       f"line {line}: unmatched ')' ignored", line))
                continue
            saved, saved_ply = stack.pop()
            while ply > saved_ply:
                board.pop()
                ply -= 1
            board.push(saved)
            ply += 1
            visitor.end_variation()
        elif kind == NAG:
            try:
                visitor.visit_nag(int(value[1:]))
            except ValueError:
                pass
        elif kind == RESULT:
            visitor.visit_result(value)
    if stack:
        visitor.visit_problem(ReadProblem(ProblemKind.UNMATCHED_PAREN,
                                          f"{len(stack)} variation(s) not closed with ')'"))


def _after_last_move(board: Board, kind: ProblemKind, detail: str, line: int) -> ReadProblem:
    """A problem met after the board's last move (the last good one; none: before any move)."""
    move = board.peek()
    if move is None:
        return ReadProblem(kind, detail, after_ply=0, line=line)
    before = board.copy()
    before.pop()
    return ReadProblem(kind, detail, after_ply=board.ply, after_move=move, board_fen_before=before.fen(), line=line)


MAX_ATTEMPTS = 64


def _resolving(game: _Game, decoder: Decoder, loc: Locator, make: Callable[[], GameVisitor[T]]) -> T:
    """Replay the game with a new visitor, trying the readings of ambiguous moves (depth first) until
    the whole game replays."""
    choices: dict[int, int] = {}
    counts: dict[int, int] = {}
    first: _Failure | None = None
    for _ in range(MAX_ATTEMPTS):
        try:
            return replay(game, decoder, loc, choices, make())
        except _Ambiguous as amb:
            choices[amb.index] = 0
            counts[amb.index] = amb.count
            continue
        except _Failure as failure:
            if first is None:
                first = failure
            while choices:
                last = max(choices)
                if choices[last] + 1 < counts[last]:
                    choices[last] += 1
                    break
                del choices[last]
            if not choices:
                raise first from None
    if first is None:
        first = _Failure(GameFileError(f"more than {MAX_ATTEMPTS} ambiguous moves to try", line=loc.line(game.pos)), 0)
    raise first


def _red_for_white(h: dict[str, str]) -> None:
    """WinBoard/pychess call Red 'White': name it Red (in place, keeping the order)."""
    if "White" in h and "Red" not in h:
        items = [("Red" if k == "White" else k, v) for k, v in h.items()]
        h.clear()
        h.update(items)


def visit_pgn_text(text: str, make: Callable[[], GameVisitor[T]], *, start: int = 0, end: int | None = None,
                   loc: Locator | None = None) -> list[T | GameFileError]:
    """Every game of a PGN text told to a visitor made for it by `make` (one per attempt: the move
    decoders are tried in turn, see the module doc), each game's visitor's result, or the
    GameFileError that stopped the game (with its line and token, not yet the file or game number)."""
    loc = loc or Locator(text)
    out: list[T | GameFileError] = []
    for game in split_games(text, start, end):
        if not game.tokens and not game.tags:
            continue
        best: _Failure | None = None
        for name in _decoder_order(game):
            try:
                out.append(_resolving(game, DECODERS[name], loc, make))
                break
            except _Failure as failure:
                if best is None or failure.ply > best.ply:
                    best = failure
        else:
            assert best is not None
            if best.visitor is not None:          # what was read before the move that failed
                best.visitor.end_game()
                partial = best.visitor.result()
                if isinstance(partial, GameTree):
                    best.error.partial = partial
            out.append(best.error)
    return out


def read_pgn_text(text: str, *, start: int = 0, end: int | None = None,
                  loc: Locator | None = None) -> list[GameTree | GameFileError]:
    """Every game of a PGN text, each a GameTree or the GameFileError that stopped it.

    Errors carry the line and token but not yet the file name or game number (the caller adds them),
    and the moves read before the one that stopped the game (``partial``, a ReadTree; None if it
    stopped before its moves, at a bad FEN).
    """
    out: list[GameTree | GameFileError] = []
    for item in visit_pgn_text(text, TreeBuilder, start=start, end=end, loc=loc):
        tree = item.partial if isinstance(item, GameFileError) else item
        if tree is not None:
            _red_for_white(tree.headers)
            if not tree.headers.get("Result"):
                tree.headers["Result"] = "*"
        out.append(item)
    return out


def read_pgn_headers(text: str, *, start: int = 0, end: int | None = None) -> list[dict[str, str]]:
    """The headers of every game of a PGN text, as read_pgn_text would give them (White named Red, a
    result token as Result, '*' when there is none), without replaying any move: also the headers of
    games whose moves do not replay (read_pgn_text gives those as errors)."""
    loc = Locator(text)
    out = []
    for game in split_games(text, start, end):
        if not game.tokens and not game.tags:
            continue
        headers = replay(game, DECODERS["generic"], loc, {}, HeadersVisitor())
        _red_for_white(headers)
        if not headers.get("Result"):
            headers["Result"] = "*"
        out.append(headers)
    return out
