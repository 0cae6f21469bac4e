"""Words of the study window made from values: edit kinds, removed moves, and the problems met reading
a file (a plain sentence per problem, in the UI language; translated in the 'study' context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    """Translate in the 'study' context."""
    return QCoreApplication.translate("study", text)


def edit_kind_name(kind: str) -> str:
    """The name of an edit for 'Undo …' ('add-move', 'delete', 'truncate', 'reorder', 'comment', 'headers')."""
    names = {"add-move": tr("move"), "delete": tr("delete"), "truncate": tr("delete"),
             "reorder": tr("variation order"), "comment": tr("comment"), "headers": tr("game information")}
    return names.get(str(kind), "")


def moves_removed(count: int, shortcut: str) -> str:
    """'Deleted 5 moves - Ctrl+Z to undo'."""
    text = tr("Deleted 1 move - %2 to undo") if count == 1 else tr("Deleted %1 moves - %2 to undo")
    return text.replace("%1", str(count)).replace("%2", shortcut)
