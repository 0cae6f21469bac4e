"""Training's errors in the user's language, made from their kinds and arguments: what is wrong with a
damaged stored review (ReviewProblem) and why exercises could not be added to My mistakes
(MistakesError, MistakesProblem). The words of the review dialog and the summary are in their modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.training import MistakesError, MistakesProblem, ReviewDamage, ReviewProblem

from .texts import shown_path


def tr(text: str) -> str:
    """Translate in the 'training' context."""
    return QCoreApplication.translate("training", text)


def review_problem(problem: ReviewProblem) -> str:
    """What is wrong with a damaged stored review, as a phrase ('its moves are not legal')."""
    return {
        ReviewProblem.UNREADABLE: tr("it cannot be read back"),
        ReviewProblem.START: tr("its start position is not a position"),
        ReviewProblem.MOVES: tr("its moves are not legal"),
        ReviewProblem.LINES: tr("an engine line in it holds something that is not a move"),
        ReviewProblem.POSITIONS: tr("its evaluations do not match the positions"),
        ReviewProblem.OTHER_GAME: tr("its moves are those of another game"),
    }.get(problem, tr("it is damaged"))


def damaged_reviews(damages: Sequence[ReviewDamage]) -> str:
    """The damaged stored reviews by what is wrong with them, one line a kind ('2: its moves are not
    legal'), most frequent first ('' for none)."""
    counts = Counter(d.problem for d in damages)
    return "\n".join(tr("%1: %2").replace("%1", str(n)).replace("%2", review_problem(problem))
                     for problem, n in counts.most_common())


def mistakes_error(err: MistakesError) -> str:
    """Why the exercises were not added to My mistakes (without a full stop, as the dialog's reasons are)."""
    if err.problem is MistakesProblem.BUSY:
        return tr("The exercises were not added to My mistakes: another copy of the program was saving it "
                  "and did not finish within %1 s").replace("%1", f"{err.seconds:g}")
    return tr("The exercises were not added to My mistakes: “%1” is damaged and could not be moved aside, so it "
              "was left as it is").replace("%1", shown_path(err.path))


__all__ = ["review_problem", "damaged_reviews", "mistakes_error"]
