"""A played game (an arbiter Game) as a GameTree with PGN headers, to save with write_pgn.

Headers: Event, Site, Date (YYYY.MM.DD, '????.??.??' when unknown), Round '-', Red, Black, Result
('1-0', '0-1', '1/2-1/2', '*' while the game goes on), FEN (written with SetUp "1") when the game did
not start from the standard position, Ruleset ('cxq', 'asian', 'casual') and, once the game is over,
Termination (the Termination value: 'checkmate', 'perpetual check', 'resignation', ...) and Rule
(the rule a ruling cites, e.g. 'CXQ-A4'; left out for resignation and agreement).
Reading the file back gives the same moves and headers; ``record_ruleset`` and ``record_termination``
turn the tags back into values.
"""

from __future__ import annotations

import datetime

from app.model import Game, Outcome, Termination
from app.model.board import START_FEN
from app.model.enums import Rule, RuleBook, Ruleset
from app.model.tree import GameTree

UNKNOWN_DATE = "????.??.??"


def result_token(outcome: Outcome | None) -> str:
    """The PGN result of an outcome ('*' for a game that goes on)."""
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == "red" else "0-1"


def _cites_rule(rule: str) -> bool:
    try:
        return Rule(rule).book is not RuleBook.NONE
    except ValueError:
        return bool(rule)


def game_record(game: Game, *, red: str, black: str, date: datetime.date | None, event: str = "", site: str = "",
                round_: str = "-") -> GameTree:
    """The tree of a played game with its headers (players as given, e.g. 'Computer (master)')."""
    outcome = game.outcome()
    headers = {"Event": event, "Site": site, "Date": date.strftime("%Y.%m.%d") if date else UNKNOWN_DATE,
               "Round": round_ or "-", "Red": red, "Black": black, "Result": result_token(outcome)}
    start = game.start_fen
    if start != START_FEN:
        headers["SetUp"] = "1"
    headers["Ruleset"] = str(game.ruleset)
    if outcome is not None:
        headers["Termination"] = outcome.termination.value
        if _cites_rule(outcome.rule):
            headers["Rule"] = str(outcome.rule)
    tree = GameTree(start, headers)
    tree.add_line(tree.root, list(game.moves))
    return tree


def record_ruleset(tree: GameTree) -> Ruleset | None:
    """The ruleset a saved game was played under (its Ruleset tag), or None."""
    try:
        return Ruleset(tree.headers.get("Ruleset", "").strip().lower())
    except ValueError:
        return None


def record_termination(tree: GameTree) -> Termination | None:
    """How a saved game ended (its Termination tag as written by game_record), or None."""
    try:
        return Termination(tree.headers.get("Termination", "").strip().lower())
    except ValueError:
        return None
