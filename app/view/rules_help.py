"""What the rulesets mean, in the user's language: a name, one line for the status bar, and a help
page per ruleset ("What are these rules?"), made with Qt's translation mechanism like every text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from app.model.enums import Ruleset

from .window_place import fit_to_screen


def tr(text: str) -> str:
    """Translate in the 'rules' context."""
    return QCoreApplication.translate("rules", text)


def ruleset_name(ruleset: Ruleset) -> str:
    """The ruleset's name: 'CXQ rules', 'Asian Rules', 'Casual rules'."""
    names = {Ruleset.CXQ: tr("CXQ rules"), Ruleset.ASIAN: tr("Asian Rules"), Ruleset.CASUAL: tr("Casual rules")}
    return names[Ruleset(ruleset)]


def ruleset_summary(ruleset: Ruleset) -> str:
    """One line saying what the ruleset does, for the status bar."""
    lines = {
        Ruleset.CXQ: tr("Counts consecutive checks and chases: more than 6 with one piece loses, "
                        "whether or not positions repeat; automatic draws after 300, 120 effective "
                        "or 30 quiet moves each"),
        Ruleset.ASIAN: tr("Judges a repeated position: perpetual check or a forbidden perpetual chase "
                          "in the repeated cycle loses; other repetitions are drawn"),
        Ruleset.CASUAL: tr("Only checkmate and stalemate end the game; a position repeated three "
                           "times is a draw"),
    }
    return lines[Ruleset(ruleset)]


def ruleset_help(ruleset: Ruleset) -> str:
    """The help page of a ruleset (rich text)."""
    common = tr("<p>In every ruleset a checkmated side loses, and so does a side with no legal move "
                "(stalemate loses in xiangqi). The kings may never face each other on an open file.</p>")
    pages = {
        Ruleset.CXQ: tr(
            "<h3>CXQ rules (Chinese Xiangqi Association)</h3>"
            "<p><b>Perpetual check and chase are counted, not looked for in repeated positions.</b> "
            "Every check in an unbroken run counts, even if the checking piece goes somewhere new "
            "each time and no position ever repeats.</p>"
            "<ul><li>With one piece you may check (or chase the same unprotected piece) 6 times in a "
            "row; the 7th loses. With two pieces 12, with three pieces 18.</li>"
            "<li>A move that neither checks nor chases breaks the run.</li>"
            "<li>If one side checks perpetually and the other chases perpetually, the checker loses; "
            "if both check (or both chase), it is a draw.</li>"
            "<li>A chase is a move that attacks an unprotected piece (not the king, not a pawn still "
            "on its own side of the river); attacks by kings and pawns, and attacks on a piece of the "
            "same type that can take back, are not chases. A rook attacked by a cannon or horse counts "
            "as unprotected.</li></ul>"
            "<p><b>Automatic draws:</b> when each side has made 300 moves; when each side has made 120 "
            "effective moves (moves that neither check or chase nor answer one); when each side has "
            "made 30 moves since the last capture or advance of a crossed pawn.</p>"),
        Ruleset.ASIAN: tr(
            "<h3>Asian Rules (Asian Xiangqi Federation)</h3>"
            "<p><b>A repeated position is judged.</b> When the same position occurs for the third "
            "time, the moves each side made in the repeated cycle are classified (check, chase, idle, "
            "...) and the detail rules decide:</p>"
            "<ul><li>Perpetual check loses (rule 6); if both sides check perpetually it is a draw "
            "(rule 7).</li>"
            "<li>A perpetual chase of one unprotected piece loses; some chases lose even against a "
            "protected piece, for example cannons chasing a rook (rule 15) or a rook chasing a crossed "
            "pawn (rule 31).</li>"
            "<li>Any other repetition is a draw (rule 5).</li></ul>"
            "<p>Before you play a move that would repeat a forbidden cycle, the program asks you to "
            "confirm: under these rules you must change. Touch-move (Chapter 1 Section 3 rule 2) can be "
            "enforced from the Settings.</p>"),
        Ruleset.CASUAL: tr(
            "<h3>Casual rules</h3>"
            "<p>Only the basic rules apply: checkmate or stalemate ends the game, and a position "
            "repeated three times is a draw, whoever caused it. There is no perpetual check or chase "
            "rule and no automatic draw by move counts.</p>"),
    }
    return pages[Ruleset(ruleset)] + common


class RulesHelp(QDialog):
    """One tab per ruleset, the current one shown first."""

    def __init__(self, current: Ruleset = Ruleset.CXQ, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("What are these rules?"))
        self.tabs = QTabWidget()
        for ruleset in Ruleset:
            page = QTextBrowser()
            page.setHtml(ruleset_help(ruleset))
            page.setObjectName(f"rules-{ruleset.value}")
            self.tabs.addTab(page, ruleset_name(ruleset))
        self.tabs.setCurrentIndex(list(Ruleset).index(Ruleset(current)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        fit_to_screen(self, 640, 520)
