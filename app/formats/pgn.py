"""PGN reading (Chinese programs' dialect and the WinBoard/pychess one) and writing.

Reading: the text is cut into games at tag lines; each game's movetext is tokenised once and then
replayed on a Board by a move decoder. Decoders, tried in turn until one replays the whole game:

- ``generic``: ICCS ('h2e2', 'H2-E2'), WXF ('C2.5', 'C2=5', full width 'Ｃ２＝５') and Chinese
  ('炮二平五'), through ``Board.parse_move``, with a fast path for ICCS;
- ``san0`` / ``san1``: WinBoard's xiangqi SAN with ranks 0-9 ('Che2', 'exe5') and pychess's with
  ranks 1-10 and a P for pawns ('Pc5', 'Rb10').

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
import unicodedata
from collections.abc import Callable

from app.model import Board, Move
from app.model.tree import GameTree, Node

from app.model.tables import TYPE_NAMES
from app.model.clock_comment import clock_of, format_clock, with_clock, without_clock  # noqa: F401 (re-exported)
from app.model.time_control import time_control_headers, time_controls_of  # noqa: F401 (re-exported)

from .errors import GameFileError
from .pgn_escape import unescape_comment, unescape_tag
from .pgn_write import dumps_pgn as dumps_pgn  # re-exported
from .problems import ProblemKind, ReadProblem, ReadTree, after_node

# Every alternative either matches or fails within its own token (a tag's value ends at the first
# unescaped quote or line end), and the whitespace before a token is taken possessively with an
# alternative for the end of the text: finditer never rescans, so reading is linear in the text.
# A tag whose value holds unescaped quotes (written by other programs) is read the old lenient way
# (up to the first '"]'), only at the start of a line so that one line is scanned at most once more.
_TOKEN = re.compile(r"""
    \s*+(?:
    (?P<tag>\[[ \t]*(?P<tname>[A-Za-z0-9_]+)[ \t]*"(?P<tval>[^"\\\n]*+(?:\\[^\n][^"\\\n]*+)*+)"[ \t]*\])
  | (?P<tag2>(?<![^\n])\[[ \t]*(?P<tname2>[A-Za-z0-9_]+)[ \t]*"(?P<tval2>[^\n]*?)"[ \t]*\])
  | (?P<comment>\{[^}]*\}?)
  | (?P<line>;[^\n]*)
  | (?P<escape>%[^\n]*)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<nag>\$\d+)
  | (?P<result>(?:1-0|0-1|1/2-1/2|½-½|\*)(?=[\s\[\]{}();]|$))
  | (?P<word>[^\s\[\]{}();$]+)
  | (?P<junk>\S)
  | (?P<end>\Z)
)""", re.VERBOSE | re.DOTALL)

_NAG_TEXT = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
_NAG_SYMBOL = {v: k for k, v in _NAG_TEXT.items()}
_CHINESE_RESULTS = {"红胜": "1-0", "紅勝": "1-0", "红方胜": "1-0", "红先胜": "1-0",
                    "黑胜": "0-1", "黑勝": "0-1", "黑方胜": "0-1", "红先负": "0-1",
                    "和棋": "1/2-1/2", "和局": "1/2-1/2", "红先和": "1/2-1/2", "½-½": "1/2-1/2"}
_MOVE_NUMBER = re.compile(r"(\d+)(?:\.+|…)(.*)", re.DOTALL)
_ICCS = re.compile(r"[a-iA-I][0-9]-?[a-iA-I][0-9]")
_SAN = re.compile(r"([KAEBHNRCP]?)([a-i]?)(10|[0-9]?)x?([a-i])(10|[0-9])")
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
    if rest and rest[0][0] == WORD and rest[0][1] in ("w", "b", "r"):
        side = "b" if rest[0][1] == "b" else "w"
        rest = rest[1:]
        # drop the other FEN fields ('- - 0 1') if present
        while rest and rest[0][0] == WORD and (rest[0][1] == "-" or rest[0][1].isdigit()):
            rest = rest[1:]
    game.fen = f"{first} {side} - - 0 1"
    game.tokens = rest


# ----- move decoders ---------------------------------------------------------------------------
# A decoder gives the move a word names and whether it is already known legal here (then it is pushed
# without a second test; an ICCS word is not: Board.push tests it and says why it is illegal).
Decoder = Callable[[Board, str], tuple[Move, bool]]
_ICCS_CACHE: dict[str, Move] = {}
# (position key, move text) -> the legal move Board.parse_move found. The key (Zobrist of placement and
# side to move) is all parse_move looks at, so a cached answer is the one it would give again. Openings
# and games stored twice repeat positions a lot. Bounded: cleared when full.
_PARSED: dict[tuple[int, str], Move] = {}
PARSED_CACHE_LIMIT = 200_000


def _generic(board: Board, word: str) -> tuple[Move, bool]:
    key = (board.key, word)
    mv = _PARSED.get(key)
    if mv is not None:
        return mv, True
    if word.isascii():   # only ASCII can be ICCS
        mv = _ICCS_CACHE.get(word)
        if mv is None and len(word) in (4, 5) and _ICCS.fullmatch(word):
            mv = _ICCS_CACHE[word] = Move.from_iccs(word.lower())
        if mv is not None:
            return mv, False
    mv = board.parse_move(word)
    if len(_PARSED) >= PARSED_CACHE_LIMIT:
        _PARSED.clear()
    _PARSED[key] = mv
    return mv, True


def _san_decoder(offset: int) -> Decoder:
    letters = {"K": "king", "A": "advisor", "E": "elephant", "B": "elephant", "H": "horse", "N": "horse",
               "R": "rook", "C": "cannon", "P": "pawn", "": "pawn"}

    def decode(board: Board, word: str) -> tuple[Move, bool]:
        text = word.rstrip("+#")
        m = _SAN.fullmatch(text)
        if m is None:
            raise ValueError(f"'{word}' is not a SAN move")
        piece, ffile, frank, tfile, trank = m.groups()
        to_rank = int(trank) - offset
        if not 0 <= to_rank <= 9:
            raise ValueError(f"'{word}': rank {trank} is off the board")
        to_sq = to_rank * 9 + "abcdefghi".index(tfile)
        kind = letters[piece]
        found = []
        for mv in board.legal_moves():
            if mv.to_sq != to_sq:
                continue
            p = board.piece_at(mv.from_sq)
            if p is None or p.kind != kind:
                continue
            if ffile and "abcdefghi"[mv.from_sq % 9] != ffile:
                continue
            if frank and mv.from_sq // 9 != int(frank) - offset:
                continue
            found.append(mv)
        if len(found) != 1:
            raise ValueError(f"'{word}' is {'ambiguous' if found else 'not legal here'}"
                             f" (ranks {'1-10' if offset else '0-9'})")
        return found[0], True

    return decode


DECODERS = {"generic": _generic, "san0": _san_decoder(0), "san1": _san_decoder(1)}


def _decoder_order(game: _Game) -> list[str]:
    variant = game.tags.get("Variant", "").lower()
    fmt = game.tags.get("Format", "").lower()
    pychess = any(k == WORD and ("10" in v or v.startswith("P")) for k, v, _ in game.tokens)
    san = ["san1", "san0"] if pychess else ["san0", "san1"]
    if variant.startswith("xiangqi") and fmt not in ("iccs", "wxf", "chinese"):
        return san + ["generic"]
    return ["generic"] + san


_WORDS: dict[str, tuple[int, str | None, int]] = {}
_TYPES = {name: t for t, name in TYPE_NAMES.items()}


def _classify(value: str) -> tuple[int, str | None, int]:
    """(NAG glued before, the move text or None for a move number or dots, NAG glued after) of a word."""
    word = value
    if not word.isascii():
        word = unicodedata.normalize("NFKC", word)
    lead_nag = 0
    lead = len(word) - len(word.lstrip("!?"))
    if lead:
        lead_nag = _NAG_TEXT.get(word[:lead], 0)
        word = word[lead:]
    out: tuple[int, str | None, int]
    m = _MOVE_NUMBER.fullmatch(word)
    if m is not None:
        rest = m.group(2)
        if not (len(rest) == 1 and rest.isdigit()):   # '33.4' is a WXF move, not '33.' and '4'
            word = rest
    trail = len(word) - len(word.rstrip("!?"))
    nag = 0
    if trail:
        nag = _NAG_TEXT.get(word[-trail:], 0)
        word = word[:-trail]
    if word.strip(".…") == "":
        out = (lead_nag, None, 0)
    else:
        out = (lead_nag, word, nag)
    if len(_WORDS) > 50000:
        _WORDS.clear()
    _WORDS[value] = out
    return out


def _move_label(board: Board) -> str:
    return f"move {board.fullmove_number}{'.' if board.turn == 'red' else '...'}:"


def _file_form_candidates(board: Board, word: str) -> list[Move]:
    """Legal moves that `word` names if read by file only (WXF 'P3+1', Chinese '兵三进一'), for texts
    that leave out the front/rear mark of doubled pieces."""
    from app.model.notation import Designation, motion, mover_file
    from app.model.notation_chinese import render_chinese
    from app.model.notation_wxf import render_wxf
    target = unicodedata.normalize("NFKC", word).upper().replace("=", ".")
    out = []
    for move in board.legal_moves():
        piece = board.piece_at(move.from_sq)
        color, ptype = (0 if piece.color == "red" else 1), _TYPES[piece.kind]  # type: ignore[union-attr]
        d = Designation("file", ptype, color, mover_file(move.from_sq, color))
        direction, number = motion(board, move)
        forms = (render_wxf(d, direction, number),
                 unicodedata.normalize("NFKC", render_chinese(d, direction, number)),
                 unicodedata.normalize("NFKC", render_chinese(d, direction, number, True)))
        if target in (f.upper() for f in forms):
            out.append(move)
    return out


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


def _build(game: _Game, decoder: Decoder, loc: Locator, choices: dict[int, int]) -> ReadTree:
    """Replay one game's tokens into a tree with a decoder (raises _Failure)."""
    headers = dict(game.tags)
    fen = headers.get("FEN", "").strip() or game.fen
    try:
        tree = ReadTree(None if "FEN" in headers else game.fen, headers)
        board = tree.start_board()
    except ValueError as exc:
        pos = game.pos
        raise _Failure(GameFileError(f"bad FEN: {exc}", line=loc.line(pos), token=fen), 0) from None
    node: Node = tree.root
    ply = 0
    stack: list[tuple[Node, int]] = []   # (node the variation replaced, ply before it)
    pending: list[str] = []            # comments before the first move of a variation
    comments: dict[int, tuple[Node, list[str]]] = {}   # id(node) -> the node and its comments so far
    plies = 0

    def fail(reason: str, pos: int, token: str) -> _Failure:
        problem = after_node(tree, node, ProblemKind.GAME_LEFT_OUT, reason, line=loc.line(pos))
        return _Failure(GameFileError(reason, line=loc.line(pos), token=token, problem=problem), plies)

    for token_index, (kind, value, pos) in enumerate(game.tokens):
        if kind == WORD:
            info = _WORDS.get(value)
            if info is None:
                info = _classify(value)
            lead_nag, word, nag = info
            if lead_nag and node is not tree.root:
                node.nags.append(lead_nag)
            if word is None:
                continue
            try:
                move, checked = decoder(board, word)
            except ValueError as exc:  # IllegalMoveError is a ValueError
                if "ambiguous" not in str(exc):
                    raise fail(f"{_move_label(board)} {exc}", pos, value) from None
                options = _file_form_candidates(board, word)
                if len(options) < 2:
                    raise fail(f"{_move_label(board)} {exc}", pos, value) from None
                index = token_index
                if index not in choices:
                    raise _Ambiguous(index, len(options)) from None
                move, checked = options[choices[index]], True
                tree.note(after_node(tree, node, ProblemKind.AMBIGUOUS_MOVE,
                                     f"line {loc.line(pos)}: {_move_label(board)} '{word}' fits "
                                     f"{' and '.join(o.iccs for o in options)}; read as {move.iccs}, "
                                     "with which the rest of the game replays", line=loc.line(pos)))
            try:
                if checked:
                    board.push_unchecked(move)
                else:
                    board.push(move)
            except ValueError as exc:
                raise fail(f"{_move_label(board)} '{word}' is not legal here: {exc}", pos, value) from None
            child = None
            for c in node.children:
                if c.move == move:
                    child = c
                    break
            if child is None:
                child = node.append_child(move)
            node = child
            ply += 1
            plies += 1
            if nag:
                node.nags.append(nag)
            if pending:
                _comments_of(comments, node)[:0] = pending
                pending = []
        elif kind == COMMENT:
            text = value   # stripped, then unescaped, by split_games
            if not text:
                continue
            if stack and node is stack[-1][0].parent and ply == stack[-1][1]:
                pending.append(text)
            else:
                _comments_of(comments, node).append(text)
        elif kind == OPEN:
            if node is tree.root or node.parent is None:
                raise fail("a variation '(' before any move", pos, value)
            stack.append((node, ply - 1))
            board.pop()
            node = node.parent
            ply -= 1
        elif kind == CLOSE:
            if not stack:
                tree.note(after_node(tree, node, ProblemKind.UNMATCHED_PAREN,
                                     f"line {loc.line(pos)}: unmatched ')' ignored", line=loc.line(pos)))
                continue
            saved, saved_ply = stack.pop()
            while ply > saved_ply:
                board.pop()
                ply -= 1
            board.push(saved.move)  # type: ignore[arg-type]
            node = saved
            ply += 1
            pending = []
        elif kind == NAG:
            if node is not tree.root:
                try:
                    node.nags.append(int(value[1:]))
                except ValueError:
                    pass
        elif kind == RESULT:
            if not tree.headers.get("Result"):
                tree.headers["Result"] = value
    if stack:
        tree.note(ReadProblem(ProblemKind.UNMATCHED_PAREN, f"{len(stack)} variation(s) not closed with ')'"))
    for commented, texts in comments.values():   # joined once: no quadratic string growth
        commented.comment = "\n".join(texts)
    return tree


def _comments_of(comments: dict[int, tuple[Node, list[str]]], node: Node) -> list[str]:
    """The list of comment texts gathered for `node` (created empty on first use)."""
    entry = comments.get(id(node))
    if entry is None:
        entry = comments[id(node)] = (node, [])
    return entry[1]


MAX_ATTEMPTS = 64


def _build_resolving(game: _Game, decoder: Decoder, loc: Locator) -> GameTree:
    """_build, trying the readings of ambiguous moves (depth first) until the whole game replays."""
    choices: dict[int, int] = {}
    counts: dict[int, int] = {}
    first: _Failure | None = None
    for _ in range(MAX_ATTEMPTS):
        try:
            return _build(game, decoder, loc, choices)
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


def _normalise_headers(tree: GameTree) -> None:
    """WinBoard/pychess call Red 'White': name it Red."""
    h = tree.headers
    if "White" in h and "Red" not in h:
        items = [("Red" if k == "White" else k, v) for k, v in h.items()]
        h.clear()
        h.update(items)


def read_pgn_text(text: str, *, start: int = 0, end: int | None = None,
                  loc: Locator | None = None) -> list[GameTree | GameFileError]:
    """Every game of a PGN text, each a GameTree or the GameFileError that stopped it.

    Errors carry the line and token but not yet the file name or game number (the caller adds them).
    """
    loc = loc or Locator(text)
    out: list[GameTree | GameFileError] = []
    for game in split_games(text, start, end):
        if not game.tokens and not game.tags:
            continue
        best: _Failure | None = None
        tree = None
        for name in _decoder_order(game):
            try:
                tree = _build_resolving(game, DECODERS[name], loc)
                break
            except _Failure as failure:
                if best is None or failure.ply > best.ply:
                    best = failure
        if tree is not None:
            _normalise_headers(tree)
            if not tree.headers.get("Result"):
                tree.headers["Result"] = "*"
            out.append(tree)
        else:
            assert best is not None
            out.append(best.error)
    return out
