"""Variations nested thousands deep open in the study window: no recursion in the
move tree, rows nest at most MAX_DEPTH deep, and moves added one by one land where a rebuild puts them."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from app.formats import write_pgn
from app.model import Move
from app.model.tree import GameTree, Node
from app.shell.study_windows import open_study_window
from app.view.move_tree import MAX_DEPTH, MoveTree
from app.view.study_texts import find_problem_node

SHUFFLE = ("h0g2", "h9g7", "g2h0", "g7h9")      # horses out and back: legal for ever


def nested(levels: int) -> GameTree:
    """Each level a variation inside the last: 1. a0a1 (1. h0g2 1... a9a8 (1... h9g7 ...))."""
    tree = GameTree()
    node = tree.root
    for k in range(levels):
        node.append_child(Move.from_iccs("a0a1" if k % 2 == 0 else "a9a8"))
        node = node.append_child(Move.from_iccs(SHUFFLE[k % 4]))
    return tree


def deepest(tree: GameTree) -> Node:
    node = tree.root
    while node.children:
        node = node.children[-1]
    return node


def depth_of(item: QTreeWidgetItem) -> int:
    depth, parent = 0, item.parent()
    while parent is not None:
        depth, parent = depth + 1, parent.parent()
    return depth


def rows(view: MoveTree) -> list[tuple[str, str, str | None, str]]:
    """Every row in order: (move, text, the row it hangs under, colour)."""
    out = []
    todo = [(None, view.topLevelItem(i)) for i in reversed(range(view.topLevelItemCount()))]
    while todo:
        parent, item = todo.pop()
        node = item.data(0, Qt.ItemDataRole.UserRole)
        out.append((node.iccs, item.text(0), parent.text(0) if parent is not None else None,
                    item.foreground(0).color().name()))
        todo.extend((item, item.child(i)) for i in reversed(range(item.childCount())))
    return out


def number(ply: int) -> tuple[int, bool]:
    return (ply + 1) // 2, ply % 2 == 0


def test_ten_thousand_nested_variations_open_and_show_the_tree(qtbot, tmp_path):
    path = tmp_path / "deep.pgn"
    write_pgn([nested(10_000)], path, "iccs")
    window = open_study_window(None, str(path), show=False)
    assert window is not None, "the window opens"
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    end = deepest(c.tree)
    assert end.ply == 10_000
    items = [window.tree.item_of(n) for n in c.tree.nodes()]
    assert len(items) == 20_000 and all(item is not None for item in items)
    assert max(depth_of(item) for item in items) == MAX_DEPTH, "rows nest at most MAX_DEPTH deep"
    c.go_to(end)
    assert window.tree.currentItem() is window.tree.item_of(end)
    assert window.tree.move_text_fits(end)
    child = c.play(Move.from_iccs("a0a1"))                       # a move at the deepest point
    assert child is not None and window.tree.item_of(child) is not None
    assert find_problem_node(c.tree.root, SimpleNamespace(after_ply=10_000, after_move=end.move)) is end
    c.document.set_modified(False)


@pytest.mark.parametrize("seed", range(6))
def test_moves_added_one_by_one_land_where_a_rebuild_puts_them(qtbot, seed):
    rng = random.Random(seed)
    tree = nested(rng.randint(0, MAX_DEPTH))
    view = MoveTree()
    qtbot.addWidget(view)
    view.set_tree(tree.root, {}, number, "Start")
    for _ in range(40):
        parent = rng.choice([tree.root, *tree.nodes()])
        moves = [m for m in tree.board_at(parent).legal_moves() if parent.child(m) is None]
        node = tree.add_move(parent, rng.choice(moves))
        view.add_node(node, node.iccs)
        again = MoveTree()
        qtbot.addWidget(again)
        again.set_tree(tree.root, {n: n.iccs for n in tree.nodes()}, number, "Start")
        assert rows(view) == rows(again)
