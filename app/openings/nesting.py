"""How the scheme's codes nest, and the moves that define each code (maintainer code: used by
tools/make_ecco.py and the benchmark when a forest is grown, never at start-up).

Nesting comes from the names: the scheme names a code after the one it refines (中炮巡河炮对屏风马
黑飞右象 refines 中炮巡河炮对屏风马, which refines 中炮对屏风马, which refines 中炮局). A name is read as
its Red part and its Black part (split at 对; a variation's 红/黑 say whose moves it names), each a list
of glossary terms; code X is an ancestor of Y when X's terms occur in order in Y's on both sides (五七炮,
五六炮, 五八炮, 五九炮 and 顺炮 are kinds of 中炮; 不进 negates the term after it). Y's parent is its
closest such ancestor, preferring one of its own family (letter and tens digit), then of its letter, then
the one with the most terms. A code the names put under nothing hangs under the code of its games' first
move (对兵局 under 仙人指路局); the first-move codes (中炮局, 飞相局, ...) are the roots.

A code's defining moves ("line") are requirements "this side played this move by this ply", after the
game is turned to the usual wing: its parent's line, plus the fewest moves, each played by at least
`share` of the games tagged with the code or a code under it, that set those games apart from the other
games of the parent (chosen greedily: each time the move that rules out the most of them). The ply limit of
a move is the latest ply those games played it at. A root's line is its first move.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence

from .glossary import terms_of
from .model import FIRST_MOVE_CODES, OTHER_OPENING, PLIES, wing_key
from .names import Opening

Line = dict[str, int]                 # feature ("0h2e2": side, move) -> the last ply it may be played at
Features = dict[str, int]             # a game's features -> the ply each was first played at

_KINDS_OF_CENTRAL = {"五六炮", "五七炮", "五八炮", "五九炮", "顺炮"}
_SILENT = {"局", "开局", "进", "上", "飞"}
_SAME = {"7卒": "７卒"}
ROOTS = frozenset(FIRST_MOVE_CODES.values()) | {OTHER_OPENING}


def sides(entry: Opening) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The Red and the Black terms of a code's name and variation."""
    red: list[str] = []
    black: list[str] = []
    for text in (entry.name, entry.variation):
        side, negated = red, False
        for term in (_SAME.get(t, t) for t in terms_of(text) if t not in _SILENT):
            if term == "对":
                side, negated = black, False
            elif term in ("红", "黑"):
                side = red if term == "红" else black
            elif term == "不进":
                negated = True
            else:
                if term in _KINDS_OF_CENTRAL:
                    side.append("中炮")
                side.append("不" + term if negated else term)
    return tuple(red), tuple(black)


def _in_order(short: Sequence[str], long: Sequence[str]) -> bool:
    rest = iter(long)
    return all(term in rest for term in short)


def refines(child: Opening, parent: Opening) -> bool:
    """Whether the scheme's name of `child` refines that of `parent` (see the module's docstring)."""
    if child.code == parent.code:
        return False
    if child.name == parent.name and not parent.variation:
        return True
    (red, black), (red2, black2) = sides(parent), sides(child)
    if not red and not black:
        return False
    if (red, black) == (red2, black2):
        return parent.code < child.code
    return _in_order(red, red2) and _in_order(black, black2)


def parents_from_names(openings: Mapping[str, Opening], first_moves: Mapping[str, str]) -> dict[str, str | None]:
    """Each code's parent (None for the roots). `first_moves`: code -> the usual first move of its games,
    for the codes the names put under nothing."""
    out: dict[str, str | None] = {}
    for code, entry in openings.items():
        if code in ROOTS:
            out[code] = None
            continue
        above = [other for other in openings.values() if refines(entry, other)]
        if above:
            best = max(above, key=lambda o: (o.code[:2] == code[:2], o.code[0] == code[0],
                                             sum(map(len, sides(o))), o.code))
            out[code] = best.code
        else:
            out[code] = FIRST_MOVE_CODES.get(first_moves.get(code, ""), OTHER_OPENING)
    return out


def chain(code: str, parents: Mapping[str, str | None]) -> list[str]:
    """The code and its ancestors, nearest first."""
    out = []
    at: str | None = code
    while at is not None and at not in out:
        out.append(at)
        at = parents.get(at)
    return out


def features_of(moves: Sequence[str]) -> Features:
    """The ply each (side, move) was first played at, over the first PLIES plies (moves turned already)."""
    out: Features = {}
    for ply, move in enumerate(moves[:PLIES]):
        out.setdefault(f"{ply % 2}{move}", ply)
    return out


def satisfied(line: Mapping[str, int], features: Mapping[str, int]) -> bool:
    """Whether every move of a line was played by its ply."""
    return all(features.get(feature, PLIES) <= last for feature, last in line.items())


def defining_lines(games: Iterable[tuple[Features, str]], parents: Mapping[str, str | None],
                   first_moves: Mapping[str, int], share: float = 0.99, enough: float = 0.02) -> dict[str, Line]:
    """Each code's line (see the module's docstring) from games already turned (features, tag). A code
    whose games cannot be told from its parent's, or that no game has, gets no line of its own (it is
    left out: it is never named before a game's code is decided)."""
    under: dict[str, list[Features]] = defaultdict(list)
    for features, code in games:
        for ancestor in chain(code, parents):
            under[ancestor].append(features)
    lines: dict[str, Line] = {}
    for code in sorted(parents, key=lambda c: (len(chain(c, parents)), c)):
        parent = parents[code]
        if parent is None:
            moves = sorted((m for m, c in FIRST_MOVE_CODES.items() if c == code),
                           key=lambda m: wing_key("0" + m, dict(first_moves)))
            lines[code] = {"0" + moves[0]: 0} if moves else {}
        elif parent in lines and under.get(code):
            own = _distinguishing(under[code], under[parent], lines[parent], share, enough)
            if own:
                lines[code] = {**lines[parent], **{f: min(p, lines[parent].get(f, p)) for f, p in own.items()}}
    return lines


def _distinguishing(mine: list[Features], family: list[Features], base: Line, share: float,
                    enough: float) -> Line:
    """The fewest moves (with their ply limits) common to `share` of `mine` that rule out most other games
    of the family that play the parent's line."""
    mine_ids = {id(f) for f in mine}
    plies: dict[str, list[int]] = defaultdict(list)
    for features in mine:
        for feature, ply in features.items():
            plies[feature].append(ply)
    candidates = {f: max(p) for f, p in plies.items() if len(p) >= share * len(mine)}
    left = [f for f in family if id(f) not in mine_ids and satisfied(base, f)]
    chosen: Line = {}
    while left and candidates:
        ruled_out = Counter({f: sum(1 for g in left if g.get(f, PLIES) > last) for f, last in candidates.items()})
        best, gain = max(ruled_out.items(), key=lambda item: (item[1], item[0]))
        if gain == 0 or (chosen and gain < enough * len(left)):
            break
        chosen[best] = candidates.pop(best)
        left = [g for g in left if g.get(best, PLIES) <= chosen[best]]
    return chosen
