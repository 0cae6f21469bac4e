"""Annotation glyphs of a move, kept in a game tree node's ``nags`` as PGN's numeric annotation glyphs.

PGN's standard numbers (Edwards, 1994; Red plays White's part):

- move glyphs: $1 ``!`` good, $2 ``?`` mistake, $3 ``!!`` brilliant, $4 ``??`` blunder, $5 ``!?``
  interesting, $6 ``?!`` dubious;
- position glyphs: $10 ``=`` drawish (also read: $11 and $12, equal quiet and active), $13 ``∞``
  unclear, $14 ``+=`` / $15 ``=+`` slight edge for Red / Black, $16 ``±`` / $17 ``∓`` clear edge,
  $18 ``+-`` / $19 ``-+`` winning.
- the diagram flag, not a glyph: $220 (a diagram here) and $221 (a diagram seen from Black's side),
  the numbers ChessPad gave them and other programs read; Scid's $201 is read as $220.

A node has at most one move glyph and one position glyph: ``toggled_glyph(nags, nag)`` sets one
(replacing the other of its group) or, given the one the node has, removes it; other NAGs are kept.
``glyph_text(nag)`` is the symbol shown (and written in text), ``glyph_of_text(text)`` reads one,
also in the other forms files use (``+/=``, ``⩲``, ``~``, ``+/-``...).
"""

from __future__ import annotations

from collections.abc import Iterable

MOVE_GLYPHS: dict[int, str] = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
POSITION_GLYPHS: dict[int, str] = {10: "=", 13: "∞", 14: "+=", 15: "=+", 16: "±", 17: "∓", 18: "+-", 19: "-+"}
EQUAL_NAGS = (10, 11, 12)           # drawish; equal and quiet; equal and active: all shown '='
DIAGRAM = 220                       # a diagram at this move
DIAGRAM_FLIPPED = 221               # a diagram at this move, seen from Black's side
DIAGRAM_NAGS = (DIAGRAM, DIAGRAM_FLIPPED, 201)    # 201: Scid's diagram

# Other ways files write the position glyphs (Unicode's chess symbols, ASCII forms).
_OTHER_FORMS = {"⩲": 14, "⩱": 15, "+/=": 14, "=/+": 15, "+/-": 16, "-/+": 17, "+−": 18, "−+": 19, "~": 13,
                "=∞": 13, "∞=": 13}
_BY_TEXT: dict[str, int] = {**{t: n for n, t in MOVE_GLYPHS.items()}, **{t: n for n, t in POSITION_GLYPHS.items()},
                            **_OTHER_FORMS}


def is_move_glyph(nag: int) -> bool:
    """True for the six move glyphs ($1-$6)."""
    return nag in MOVE_GLYPHS


def is_position_glyph(nag: int) -> bool:
    """True for the position glyphs ($10-$19: equal, unclear, and each side's edge)."""
    return 10 <= nag <= 19


def glyph_text(nag: int) -> str:
    """The symbol of a glyph NAG ('!?', '±'); '' for a NAG with no symbol here."""
    if nag in MOVE_GLYPHS:
        return MOVE_GLYPHS[nag]
    if nag in EQUAL_NAGS:
        return "="
    return POSITION_GLYPHS.get(nag, "")


def glyph_of_text(text: str) -> int | None:
    """The NAG a glyph's text names ('!?' -> 5, '±' or '+/-' -> 16), or None."""
    return _BY_TEXT.get(text.strip())


def toggled_glyph(nags: Iterable[int], nag: int) -> list[int]:
    """The NAGs with glyph `nag` set: a move glyph replaces the node's move glyph and a position glyph
    its position glyph; the glyph the node already has is removed instead. Other NAGs are kept in place.
    ValueError for a NAG that is no glyph."""
    if not (is_move_glyph(nag) or is_position_glyph(nag)):
        raise ValueError(f"${nag} is not a move or position glyph")
    group = is_move_glyph if is_move_glyph(nag) else is_position_glyph
    old = list(nags)
    if nag in old:
        return [n for n in old if n != nag]
    out: list[int] = []
    placed = False
    for n in old:
        if not group(n):
            out.append(n)
        elif not placed:                # the glyph it replaces, in its place
            out.append(nag)
            placed = True
    if not placed:                      # a move glyph first, a position glyph after it
        out.insert(0 if group is is_move_glyph else int(bool(out) and is_move_glyph(out[0])), nag)
    return out


def move_glyph(nags: Iterable[int]) -> int | None:
    """The node's move glyph, if any."""
    return next((n for n in nags if is_move_glyph(n)), None)


def position_glyph(nags: Iterable[int]) -> int | None:
    """The node's position glyph, if any."""
    return next((n for n in nags if is_position_glyph(n)), None)


def diagram_of(nags: Iterable[int]) -> int | None:
    """DIAGRAM or DIAGRAM_FLIPPED if the node asks for a diagram (Scid's $201 reads as DIAGRAM), else None."""
    for n in nags:
        if n in DIAGRAM_NAGS:
            return DIAGRAM_FLIPPED if n == DIAGRAM_FLIPPED else DIAGRAM
    return None


def with_diagram(nags: Iterable[int], flag: int | None) -> list[int]:
    """The NAGs with the diagram flag set to `flag` (DIAGRAM, DIAGRAM_FLIPPED) or taken out (None)."""
    if flag not in (None, DIAGRAM, DIAGRAM_FLIPPED):
        raise ValueError(f"a diagram flag is ${DIAGRAM} or ${DIAGRAM_FLIPPED}, not {flag}")
    out = [n for n in nags if n not in DIAGRAM_NAGS]
    if flag is not None:
        out.append(flag)
    return out


def glyphs_text(nags: Iterable[int]) -> str:
    """The move glyph then the position glyph, as shown after a move ('!? ±'); '' if none."""
    nags = list(nags)
    parts = [glyph_text(n) for n in (move_glyph(nags), position_glyph(nags)) if n is not None]
    return " ".join(parts)


__all__ = ["MOVE_GLYPHS", "POSITION_GLYPHS", "EQUAL_NAGS", "DIAGRAM", "DIAGRAM_FLIPPED", "DIAGRAM_NAGS",
           "is_move_glyph", "is_position_glyph", "glyph_text", "glyph_of_text", "toggled_glyph", "move_glyph",
           "position_glyph", "diagram_of", "with_diagram", "glyphs_text"]
