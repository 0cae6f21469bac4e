"""The ECCO scheme as rules: each code's defining moves and the order rules between codes, read from
resources/openings/ecco-rules.txt.

How a game is named. Its first move gives the root (中炮局, 飞相局, 仙人指路局, ...; any other first move
is A00 其他开局). Below a code, each child asks for some moves, each by a given move of its side ("by
Black's third move": the scheme's lines allow the moves of a line in another order, not later), some
"not by" a move (the scheme's "(not ...)"), and some "nothing else first" (the line is the side's first
moves, in any order). Of the children whose moves were all played, the one of the lowest rank wins, and
among those the one completed first (then the one written first); the game goes down to it and on, until
no child holds. So the order the moves came in decides: 1. 炮二平五 炮８平５ 2. 马二进三 马８进７ 3. 车一平二
车９进１ is D20 顺炮直车对横车, while 车９进１ played after another third move is D11 黑左横车; 4. 仕四进五
before 车二进六 is D21 红先上仕, after it D24 红过河车. Mirror images are named alike: a game is turned so
that its first move off the central file is on the wing the rules are written for (炮二平五, 兵七进一,
相三进五, 马二进三, ...).

The rules file, one rule a line (``#`` starts a comment)::

    D20  D10    车９进１@3                          # 3... 车９进１ (Black's third move at the latest)
    D11  D10/2  卒７进１|马２进３@3 车９进１@5        # rank 2: only if no rank-1 sibling holds
    C00  B00    马８进７@4 马２进３@4 ~车９平８|卒７进１|卒３进１

``CODE PARENT[/RANK] ITEM...``: PARENT is ``-`` for a root (its item is the first move); RANK is 1 when
not given. An ITEM is a move in Chinese notation (Red's with Chinese numerals, Black's with digits, as
printed) or moves joined by ``|`` (any of them), then ``@n`` (played by that side's n-th move; without
it, within the first WINDOW plies). ``!`` in front: none of them played by then. ``~`` in front: until
this rule's moves are all played, that side plays nothing but them, its chain's moves and these. Each
move is read on the board after its chain's moves and the moves written before it (``车二进六`` after
``车一平二`` is the rook from its home rank); a move of the chain written again is that move (with this
rule's limit), and with ``'`` after it the next such move (``卒１进１'``: the edge pawn's second step). A
code may be given on several lines, several ways to reach it; its first line names its parent. Codes the
collection has no game of (B56, C46) have no rule: the rules do not guess.

Reading the file costs a few milliseconds and happens on the first classification, not at import.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from app.model import START_FEN
from app.model.notation import target
from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK

RULES_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "openings" / "ecco-rules.txt"
WINDOW = 20             # the plies the rules look at: a code is decided by a game's first WINDOW plies
OTHER_OPENING = "A00"   # a first move no root names
_FILES = "abcdefghi"
_NAMES = tuple(f"{_FILES[sq % 9]}{sq // 9}" for sq in range(90))
_SQUARE = {name: sq for sq, name in enumerate(_NAMES)}
_ITEM = re.compile(r"^([!~]?)([^@]+?)(?:@(\d+))?$")


@dataclass(frozen=True, slots=True)
class Item:
    """One condition of a rule on one side's moves (`features`: "0h2e2", side 0 Red / 1 Black, then the
    move in ICCS). `kind` "+": one of them played by ply `last` (ply 0 is Red's first move); "!": none
    of them played by then; "~": until the rule's "+" moves are all played, that side plays nothing
    but them and these (the scheme's line, in any order, without other moves between)."""

    features: tuple[str, ...]
    last: int
    kind: str = "+"


Check = tuple[tuple[str, ...], int, bool]     # an item's features, its last ply, whether it must be played


@dataclass(frozen=True, slots=True)
class Rule:
    """A code's own conditions below its parent (None for a root, whose first move is its item)."""

    code: str
    parent: str | None
    items: tuple[Item, ...]
    line: int                   # its line in the rules file (the order of siblings that tie)
    rank: int = 1               # siblings of a lower rank that hold come first
    checks: tuple[Check, ...] = field(init=False, repr=False, compare=False)
    only: tuple[tuple[str, frozenset[str]], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        plus = [f for i in self.items if i.kind == "+" for f in i.features]
        object.__setattr__(self, "checks", tuple((i.features, i.last, i.kind == "+") for i in self.items
                                                 if i.kind != "~"))
        object.__setattr__(self, "only", tuple((i.features[0][0], frozenset((*i.features, *plus)))
                                               for i in self.items if i.kind == "~"))

    def done_at(self, played: dict[str, int], moves: Sequence[str]) -> int | None:
        """The ply by which all of this rule's moves were played (-1 for a rule without "+" items), or
        None if it does not hold for a game of these moves (turned; `played`: feature -> the ply it was
        first played at)."""
        done = -1
        for features, last, needed in self.checks:
            ply = played.get(features[0], WINDOW) if len(features) == 1 else min([played.get(f, WINDOW)
                                                                                   for f in features])
            if needed:
                if ply > last:
                    return None
                if ply > done:
                    done = ply
            elif ply <= last:
                return None
        for side, allowed in self.only:
            if any(side + moves[ply] not in allowed for ply in range(int(side), min(done, len(moves)), 2)):
                return None
        return done


def mirror_iccs(move: str) -> str:
    """The same move played on the other wing ('h2e2' -> 'b2e2')."""
    return f"{_FILES[8 - _FILES.index(move[0])]}{move[1]}{_FILES[8 - _FILES.index(move[2])]}{move[3]}"


class Rules:
    """The parsed rules: the roots by first move, each code's children in file order."""

    def __init__(self, rules: Iterable[Rule]) -> None:
        self.rules: dict[str, Rule] = {}
        self.children: dict[str, list[Rule]] = {}
        self.roots: dict[str, str] = {}          # first move (ICCS, on the rules' wing) -> code
        for rule in rules:          # a code given again is another way to reach it (its first line names its parent)
            self.rules.setdefault(rule.code, rule)
            if rule.parent is None:
                for feature in (f for item in rule.items for f in item.features):
                    self.roots[feature[1:]] = rule.code
            else:
                if rule.parent not in self.rules:
                    raise ValueError(f"line {rule.line}: {rule.code}'s parent {rule.parent} is not given before it")
                self.children.setdefault(rule.parent, []).append(rule)
        self.wing = frozenset(self.roots)        # the first moves as the rules write them

    def parent(self, code: str) -> str | None:
        """The code a code refines (None for a root or a code the rules do not give)."""
        rule = self.rules.get(code)
        return None if rule is None else rule.parent

    def chain(self, code: str) -> list[Rule]:
        """A code's rule and its ancestors', root first ([] for a code the rules do not give)."""
        out: list[Rule] = []
        rule = self.rules.get(code)
        while rule is not None:
            out.append(rule)
            rule = self.rules.get(rule.parent) if rule.parent is not None else None
        return out[::-1]

    def oriented(self, moves: Sequence[str]) -> list[str]:
        """The moves turned to the rules' wing: mirrored when the first move off the central file is the
        mirror image of a root's first move (or, for a first move no root names, of a move on the
        other wing)."""
        for move in moves:
            mirrored = mirror_iccs(move)
            if mirrored != move:
                if mirrored in self.wing or (move not in self.wing and move[0] < "e"):
                    return [mirror_iccs(m) for m in moves]
                break
        return list(moves)

    def code(self, moves: Sequence[str]) -> str | None:
        """The code of a game's moves (ICCS, from the standard start): the root of its first move, then
        down the rules as far as they hold (None without moves)."""
        if not moves:
            return None
        turned = self.oriented(moves[:WINDOW])
        played: dict[str, int] = {}
        for ply, move in enumerate(turned):
            played.setdefault(("0", "1")[ply % 2] + move, ply)
        code = self.roots.get(turned[0], OTHER_OPENING)
        while True:
            best: tuple[int, Rule] | None = None
            best_key: tuple[int, int] | None = None
            for child in self.children.get(code, ()):
                done = child.done_at(played, turned)
                if done is not None and (best_key is None or (child.rank, done) < best_key):
                    best, best_key = (done, child), (child.rank, done)
            if best is None:
                return code
            code = best[1].code


_PIECES = {"车": "r", "車": "r", "马": "n", "馬": "n", "相": "b", "象": "b", "仕": "a", "士": "a", "帅": "k",
           "将": "k", "帥": "k", "將": "k", "炮": "c", "砲": "c", "包": "c", "兵": "p", "卒": "p"}
_NUMBERS = {c: i for i, c in enumerate("一二三四五六七八九", start=1)} | {str(i): i for i in range(1, 10)}
_KINDS = {"k": KING, "a": ADVISOR, "b": ELEPHANT, "n": HORSE, "r": ROOK, "c": CANNON, "p": PAWN}
_SIGNS = {"进": "+", "進": "+", "退": "-", "平": "."}


def _start_squares() -> list[str]:
    placement = START_FEN.split()[0]
    rows = ["".join(" " * int(c) if c.isdigit() else c for c in rank) for rank in placement.split("/")]
    return list("".join(reversed(rows)))          # index = rank * 9 + file, rank 0 = Red's back rank


def resolve(squares: Sequence[str], text: str) -> tuple[int, str]:
    """(side, ICCS) of a move written in Chinese notation ('炮二平五', '马８进７'), read on `squares`
    (a board as rules write it: by the piece's file and the move's direction and number, without
    asking whether the move is legal). ValueError for a text it cannot read or a piece not there."""
    t = unicodedata.normalize("NFKC", text).strip()
    if len(t) != 4 or t[0] not in _PIECES or t[1] not in _NUMBERS or t[2] not in _SIGNS or t[3] not in _NUMBERS:
        raise ValueError(f"{text!r} is not a move in Chinese notation (piece, file, 进/退/平, number)")
    side = 0 if t[1] in "一二三四五六七八九" else 1
    letter = _PIECES[t[0]]
    piece = letter.upper() if side == 0 else letter
    file_number, number = _NUMBERS[t[1]], _NUMBERS[t[3]]
    board_file = 9 - file_number if side == 0 else file_number - 1
    found = [sq for sq in range(board_file, 90, 9) if squares[sq] == piece]
    if len(found) != 1:
        raise ValueError(f"{text!r}: {'no' if not found else 'more than one'} such piece on that file")
    start = found[0]
    end = target(_KINDS[letter], side, start, _SIGNS[t[2]], number)
    if end is None:
        raise ValueError(f"{text!r}: that piece cannot move so")
    return side, _NAMES[start] + _NAMES[end]


def parse(text: str) -> Rules:
    """Rules from the text of a rules file (ValueError naming the line for anything it cannot read)."""
    boards: dict[str, list[str]] = {}        # code -> the board after its chain's moves
    named: dict[str, dict[str, str]] = {}    # code -> its chain's moves: text -> feature
    rules: list[Rule] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) < 3:
            raise ValueError(f"line {number}: a rule is a code, its parent and at least one move")
        code, parent_text = words[0], words[1]
        parent_text, _slash, rank_text = parent_text.partition("/")
        parent = None if parent_text == "-" else parent_text
        if rank_text and not rank_text.isdigit():
            raise ValueError(f"line {number}: the rank after / is a number, not {rank_text!r}")
        if parent is not None and parent not in boards:
            raise ValueError(f"line {number}: {code}'s parent {parent} is not given before it")
        squares = list(boards[parent]) if parent is not None else _start_squares()
        known = dict(named[parent]) if parent is not None else {}
        items: list[Item] = []
        for word in words[2:]:
            match = _ITEM.match(word)
            if match is None:
                raise ValueError(f"line {number}: cannot read {word!r}")
            kind, texts, nth = match.group(1) or "+", match.group(2).split("|"), match.group(3)
            features = []
            sides = set()
            for move_text in texts:
                key = unicodedata.normalize("NFKC", move_text)
                if key.endswith("'"):       # the same text as a move of the chain: the next such move
                    move_text = key = key[:-1]
                elif key in known:          # a move of the chain again (with another limit)
                    feature = known[key]
                    sides.add(int(feature[0]))
                    features.append(feature)
                    continue
                try:
                    side, iccs = resolve(squares, move_text)
                except ValueError as err:
                    raise ValueError(f"line {number}: {err}") from None
                sides.add(side)
                features.append(f"{side}{iccs}")
            if len(sides) > 1:
                raise ValueError(f"line {number}: {word!r} mixes Red's and Black's moves")
            first = unicodedata.normalize("NFKC", texts[0]).rstrip("'")
            if kind == "+" and features[0] not in known.values():      # the moves after it are read with it played
                start, end = _SQUARE[features[0][1:3]], _SQUARE[features[0][3:]]
                squares[end], squares[start] = squares[start], " "
                known[first] = features[0]
            side = sides.pop()
            last = WINDOW - 1 if nth is None else 2 * (int(nth) - 1) + side
            items.append(Item(tuple(features), min(last, WINDOW - 1), kind))
        chain_moves = set(known.values())       # a "~" item also allows the moves of the rule's chain
        items = [Item(tuple(dict.fromkeys([*i.features, *sorted(f for f in chain_moves if f[0] == i.features[0][0])])),
                      i.last, i.kind) if i.kind == "~" else i for i in items]
        boards.setdefault(code, squares)
        named.setdefault(code, known)
        rules.append(Rule(code, parent, tuple(items), number, int(rank_text or 1)))
    return Rules(rules)


@cache
def rules_version() -> str:
    """A name of the shipped rules that changes whenever the file does (what a library compares to know
    its stored codes were given by these rules)."""
    return "rules-" + hashlib.sha1(RULES_PATH.read_bytes()).hexdigest()[:16]


@cache
def shipped_rules() -> Rules:
    """The rules that ship with the program (read on first use)."""
    return parse(RULES_PATH.read_text(encoding="utf-8"))
