"""Reading PGN move words: the move decoders (a word and a board -> the move it names) and the
classification of a movetext word (move number, NAGs glued to it, the move text).

Decoders, tried in turn by the reader (pgn.py) until one replays the whole game:

- ``generic``: ICCS ('h2e2', 'H2-E2'), WXF ('C2.5', 'C2=5', full width 'Ｃ２＝５') and Chinese
  ('炮二平五'), through ``Board.parse_move``, with a fast path for ICCS;
- ``san0`` / ``san1``: WinBoard's xiangqi SAN with ranks 0-9 ('Che2', 'exe5') and pychess's with
  ranks 1-10 and a P for pawns ('Pc5', 'Rb10').
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from app.model import Board, Move
from app.model.glyphs import glyph_of_text
from app.model.tables import TYPE_NAMES

NAG_TEXT = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
# '1.', '1...', '1…', and as Chinese pages number moves: '1、', '第1回合' ('第１回合：' after NFKC), '第1着'
_MOVE_NUMBER = re.compile(r"(?:第)?(\d+)(?:\.+|…|、|回合:?|着|步)(.*)", re.DOTALL)
# A word that is only a move number: '1' (as '1 炮二平五' or '①' after NFKC), '第1', '第一回合', '一', '二十'.
# Chinese numerals stand alone or after 第 only: glued to a move they name a pawn ('二兵平四').
# A side's label before its move ('红方：炮二平五') is read as such a word too.
_NUMBER_WORD = re.compile(r"\d+|第\d+(?:回合|着|步|回)?:?|第?[一二三四五六七八九十百零〇两]+(?:回合|着|步|回)?:?"
                          r"|[红黑紅](?:方)?:?")
_ICCS = re.compile(r"[a-iA-I][0-9]-?[a-iA-I][0-9]")
_SAN = re.compile(r"([KAEBHNRCP]?)([a-i]?)(10|[0-9]?)x?([a-i])(10|[0-9])")


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


WORDS: dict[str, tuple[int, str | None, int, int]] = {}
_TYPES = {name: t for t, name in TYPE_NAMES.items()}
# Position glyphs glued to the end of a move ('炮二平五±'): only symbols no notation uses ('+', '-', '='
# are WXF's, so '+=' or '+-' count only as words of their own).
_GLUED_POSITION = "±∓∞⩲⩱"


def classify(value: str) -> tuple[int, str | None, int, int]:
    """(NAG glued before, the move text or None for a move number, dots or a glyph word, move glyph NAG
    glued after, position glyph NAG glued after) of a word. A word that is a glyph of its own ('!?',
    '±', '+=', '-+') gives its NAG as the one before: it belongs to the move before it."""
    word = value
    if not word.isascii():
        word = unicodedata.normalize("NFKC", word)
    position = glyph_of_text(word)
    if position is not None:
        out: tuple[int, str | None, int, int] = (position, None, 0, 0)
    else:
        lead_nag = 0
        lead = len(word) - len(word.lstrip("!?"))
        if lead:
            lead_nag = NAG_TEXT.get(word[:lead], 0)
            word = word[lead:]
        m = _MOVE_NUMBER.fullmatch(word)
        if m is not None:
            rest = m.group(2)
            if not (len(rest) == 1 and rest.isdigit()):   # '33.4' is a WXF move, not '33.' and '4'
                word = rest
        elif _NUMBER_WORD.fullmatch(word):
            word = ""
        if word[:1] in ".…" and word.strip(".…"):
            word = word.lstrip(".…")                      # Black's move after dots: '…马8进7', '...h9g7'

        position_nag = 0
        if word and word[-1] in _GLUED_POSITION:
            position_nag = glyph_of_text(word[-1]) or 0
            word = word[:-1]
        trail = len(word) - len(word.rstrip("!?"))
        nag = 0
        if trail:
            nag = NAG_TEXT.get(word[-trail:], 0)
            word = word[:-trail]
        if word.strip(".…") == "":
            out = (lead_nag, None, 0, position_nag)
        else:
            out = (lead_nag, word, nag, position_nag)
    if len(WORDS) > 50000:
        WORDS.clear()
    WORDS[value] = out
    return out


def move_label(board: Board) -> str:
    return f"move {board.fullmove_number}{'.' if board.turn == 'red' else '...'}:"


def file_form_candidates(board: Board, word: str) -> list[Move]:
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


__all__ = ["Decoder", "DECODERS", "NAG_TEXT", "WORDS", "classify", "move_label", "file_form_candidates"]
