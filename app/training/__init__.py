"""Training on one's own mistakes (pure Python; engines only through app.engines sessions given to it).

    with open_engine("builtin") as engine:
        puzzles = mistake_puzzles(tree, "red", engine, time=0.2)   # list[Puzzle], one per ? and ??

Reviews of many games (app.training.runner), the kinds of mistakes (app.training.kinds) and the
summary per player (app.training.summary) build on the same review.
"""

from .collection import MISTAKES_FILE, MISTAKES_NAME, MistakesError, MistakesFile, MistakesProblem, due_today
from .exercises import player_color, player_exercises, stored_tree
from .kinds import MistakeKind, classify
from .mistakes import Mistake, mistake_puzzles, mistakes, puzzle_id, puzzles_from_review
from .review import Cancelled, evaluate, review_game
from .sources import ReviewJob, SourceKind, file_tasks, job_tasks, library_tasks, player_tasks
from .runner import ReviewRunner, ReviewStore, ReviewTask, RunProgress, RunReport, StoreFailure
from .summary import MistakeLink, Phase, PlayerSummary, kind_counts, summarize
from .stored import DamagedReview, ReviewDamage, ReviewProblem, checked, from_stored, game_key, to_stored

__all__ = ["ReviewJob", "SourceKind", "file_tasks", "job_tasks", "library_tasks", "player_tasks", "player_color",
           "player_exercises", "stored_tree", "MISTAKES_FILE", "MISTAKES_NAME", "MistakesFile", "due_today",
           "mistake_puzzles", "puzzles_from_review", "mistakes", "Mistake", "puzzle_id", "MistakeKind", "classify",
           "review_game", "evaluate", "Cancelled", "ReviewRunner", "ReviewStore", "ReviewTask", "RunProgress",
           "RunReport", "summarize", "PlayerSummary", "Phase", "MistakeLink", "kind_counts", "from_stored",
           "to_stored", "game_key", "checked", "DamagedReview", "ReviewDamage", "ReviewProblem", "StoreFailure",
           "MistakesError", "MistakesProblem"]
