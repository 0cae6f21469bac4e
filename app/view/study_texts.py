"""Words of the study window made from values: edit kinds, removed moves, and the problems met reading
a file (a plain sentence per problem, in the UI language; translated in the 'study' context)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.model import Board
from app.model.tree import Node
from app.model.notation import write_move

from .plain_text import fill, quoted
from .texts import fen_problem


def tr(text: str) -> str:
    """Translate in the 'study' context."""
    return QCoreApplication.translate("study", text)


def edit_kind_name(kind: str) -> str:
    """The name of an edit for 'Undo …' ('add-move', 'delete', 'truncate', 'reorder', 'comment', 'headers',
    'glyph', 'diagram', 'marks')."""
    names = {"add-move": tr("move"), "delete": tr("delete"), "truncate": tr("delete"),
             "reorder": tr("variation order"), "comment": tr("comment"), "headers": tr("game information"),
             "glyph": tr("glyph"), "diagram": tr("diagram mark"), "marks": tr("arrows and circles")}
    return names.get(str(kind), "")


def moves_removed(count: int, shortcut: str) -> str:
    """'Deleted 5 moves - Ctrl+Z to undo'."""
    text = tr("Deleted 1 move - %2 to undo") if count == 1 else tr("Deleted %1 moves - %2 to undo")
    return text.replace("%1", str(count)).replace("%2", shortcut)


# ----- problems met reading a file ------------------------------------------------------------------
# A problem is an app.formats ReadProblem (the view does not import app.formats: its fields are read by
# name and its kind compared by value): kind, game, after_ply, after_move, board_fen_before, lost,
# file_kind, detail, token, fault, position (a FenError).
MOST_SHOWN = 8


def move_text(problem: Any, notation: str = "chinese", traditional: bool = False) -> str:
    """The last good move of a problem as the move list writes it ('12…马３进４'); '' if unknown."""
    move, fen = problem.after_move, problem.board_fen_before
    if move is None or fen is None:
        return ""
    try:
        board = Board(fen)
        text = write_move(board, move, notation, traditional)
    except ValueError:
        return ""
    number = board.fullmove_number
    if not number and problem.after_ply:
        number = (problem.after_ply + 1) // 2
    return f"{number}{'…' if board.turn == 'black' else '.'}{text}"


def problem_sentence(problem: Any, name: str, notation: str = "chinese", traditional: bool = False) -> str:
    """One plain sentence about a problem, in the UI language."""
    kind = str(problem.kind)
    game = str(problem.game) if problem.game is not None else "?"
    after = move_text(problem, notation, traditional)
    if kind == "moves-lost":
        text = (tr("Game %1: moves after %2 were unreadable and are missing") if after
                else tr("Game %1: the moves were unreadable and are missing"))
    elif kind == "variation-dropped":
        text = (tr("Game %1: a variation after %2 could not be read and was left out") if after
                else tr("Game %1: a variation could not be read and was left out"))
    elif kind == "truncated":
        text = (tr("Game %1: the file ends early; moves after %2 are missing") if after
                else tr("Game %1: the file ends early; the last moves may be missing") if problem.game is not None
                else tr("The file ends early; the last game may be incomplete"))
    elif kind == "comment-dropped":
        text = tr("Game %1: a comment with no move to go with was left out")
    elif kind == "unmatched-paren":
        text = tr("Game %1: unbalanced brackets around a variation were ignored")
    elif kind == "ambiguous-move":
        text = tr("Game %1: a move after %2 could be read two ways; the one the game goes on with was taken")
    elif kind == "game-left-out" and getattr(problem, "position", None) is not None:
        text = tr("Game %1 was left out, its start position cannot be played: %5")
        return fill(text, game, after, "%3", name, fen_problem(problem.position))
    elif kind == "game-left-out" and getattr(problem, "token", None):
        illegal = str(getattr(problem, "fault", "")) == "illegal"
        if after:
            text = (tr("Game %1 was left out: “%6” after %2 is not a legal move there") if illegal
                    else tr("Game %1 was left out: “%6” after %2 could not be read"))
        else:
            text = (tr("Game %1 was left out: its first move “%6” is not a legal move") if illegal
                    else tr("Game %1 was left out: its first move “%6” could not be read"))
    elif kind == "game-left-out":
        text = tr("Game %1 could not be read and was left out")
    elif kind == "section-skipped":
        text = tr("The file's section headers (%3) were skipped").replace("%3", "1")
    elif kind == "not-a-game-file":
        text = tr("“%4” is empty") if problem.file_kind == "empty" else tr("“%4” is not a game file we can read")
    elif kind == "cannot-open":
        text = tr("“%4” could not be opened")
    elif kind == "reader-failed":
        text = tr("“%4” could not be read: the reader failed (%5)")
    else:
        text = tr("Game %1: %5") if problem.game is not None else "%5"
    return fill(text, game, after, "%3", name, problem.detail, quoted(str(getattr(problem, "token", "") or "")))


def pasted_text_problem(problem: Any, notation: str = "chinese", traditional: bool = False,
                        tree: Any = None) -> str:
    """What stopped the reading of a pasted game, naming the move as written (problem.token) and why
    (problem.fault: 'unreadable', 'illegal', 'ambiguous'), and the moves kept: "“车八进九” after 3.车一平二 is
    not a legal move there. The 5 moves before it were kept." (the study opens those moves). With the
    game read (`tree`, a GameTree), a move inside a variation says what the study keeps of both lines
    (kept_moves): the main line up to the variation and the variation's moves before the bad one."""
    token = quoted(str(getattr(problem, "token", "") or ""))
    fault = str(getattr(problem, "fault", "") or "")
    after = move_text(problem, notation, traditional)
    if after:
        text = {"illegal": tr("“%1” after %2 is not a legal move there."),
                "ambiguous": tr("“%1” after %2 could be more than one move.")}.get(
                    fault, tr("“%1” after %2 could not be read as a move."))
    else:
        text = {"illegal": tr("The first move, “%1”, is not a legal move."),
                "ambiguous": tr("The first move, “%1”, could be more than one move.")}.get(
                    fault, tr("The first move, “%1”, could not be read as a move."))
    text = fill(text, token, after)
    main, variation = kept_moves(tree, problem) if tree is not None else (problem.after_ply or 0, None)
    if variation is not None:
        main_part = tr("the move of the main line") if main == 1 else \
            tr("the %1 moves of the main line").replace("%1", str(main))
        if variation:
            more = fill(tr("It is inside a variation: the study keeps %1 and %2 before it, and nothing after it."),
                        main_part, tr("the move of the variation") if variation == 1 else
                        tr("the %1 moves of the variation").replace("%1", str(variation)))
        else:
            more = tr("It starts a variation: the study keeps %1, and nothing after it.").replace("%1", main_part)
        text = fill(tr("%1 %2"), text, more)      # two sentences
    elif main:
        more = tr("The move before it was kept.") if main == 1 else \
            tr("The %1 moves before it were kept.").replace("%1", str(main))
        text = fill(tr("%1 %2"), text, more)      # two sentences
    return text


def kept_moves(tree: Any, problem: Any) -> tuple[int, int | None]:
    """What a game read up to a bad move keeps, as (moves of the main line, moves of the variation on the
    way to the bad move): the variation None when the bad move is on the main line (the main line ends
    at the last good move), 0 when it is a variation's first move (the main line goes on past the last
    good move). A variation's moves are those of the line to the bad move that are not on the main line
    (a variation inside a variation counts with it)."""
    ply = problem.after_ply or 0
    node = find_problem_node(tree.root, problem) if ply else None
    if node is None:
        return ply, None
    main_line = tree.mainline_nodes()
    on_main = {id(n) for n in main_line}
    if id(node) in on_main:
        return (len(main_line), None) if not node.children else (len(main_line), 0)
    variation = 0
    while id(node) not in on_main and node.parent is not None:    # up to where the variation branches off
        variation += 1
        node = node.parent
    return len(main_line), variation


def problem_sentences(problems: Sequence[Any], name: str, notation: str = "chinese",
                      traditional: bool = False) -> list[str]:
    """A sentence per problem (the skipped section headers in one), at most MOST_SHOWN and a count of the rest."""
    sections = [p for p in problems if str(p.kind) == "section-skipped"]
    lines = [problem_sentence(p, name, notation, traditional) for p in problems if str(p.kind) != "section-skipped"]
    if sections:
        lines.append(tr("The file's section headers (%3) were skipped").replace("%3", str(len(sections))))
    if len(lines) > MOST_SHOWN:
        rest = len(lines) - MOST_SHOWN + 1
        lines = lines[:MOST_SHOWN - 1] + [tr("… and %1 more problems").replace("%1", str(rest))]
    return lines


def notice_heading(name: str, games: int) -> str:
    """The first line of the damaged-file notice."""
    return fill(tr("“%1” was read, but not all of it (%2 games):"), name, games) \
        if games > 1 else tr("“%1” was read, but not all of it:").replace("%1", name)


def unreadable_file(name: str) -> str:
    """A file nothing could be read from, for no reason known."""
    return tr("“%1” could not be read").replace("%1", name)


def missing_file(name: str) -> str:
    """A file that does not exist (any more)."""
    return tr("“%1” no longer exists").replace("%1", name)


def find_problem_node(root: Node, problem: Any) -> Node | None:
    """The node of a problem's last good move (its ply and move; a line's end preferred)."""
    ply, move = getattr(problem, "after_ply", None), getattr(problem, "after_move", None)
    if ply is None or move is None:
        return None
    found: list[Node] = []
    todo = [(root, 0)]                     # (node, its ply): one walk, however deep the tree
    while todo:
        node, depth = todo.pop()
        if depth == ply and node.move == move:
            found.append(node)
        if depth < ply:
            todo.extend((child, depth + 1) for child in reversed(node.children))
    found.sort(key=lambda n: bool(n.children))
    return found[0] if found else None
